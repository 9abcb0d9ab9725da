#include "sources/feedurl.h"

#include <QTest>

using namespace Kova;
using namespace Qt::StringLiterals;

// Which addresses a feed may use, and which redirects it may follow.
class TestFeedUrl : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void feedUrl_data();
    void feedUrl();
    void redirect_data();
    void redirect();
};

void TestFeedUrl::feedUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("problem");
    QTest::newRow("https") << u"https://feeds.example.com/c.json"_s << QString();
    QTest::newRow("http localhost") << u"http://localhost:8080/c.json"_s << QString();
    QTest::newRow("http 127.0.0.1") << u"http://127.0.0.1/c.json"_s << QString();
    QTest::newRow("http 127.1.2.3") << u"http://127.1.2.3/c.json"_s << QString();
    QTest::newRow("http ::1") << u"http://[::1]:9000/c.json"_s << QString();
    QTest::newRow("http remote") << u"http://feeds.example.com/c.json"_s
                                 << u"plain HTTP is allowed only on this computer (localhost); use HTTPS"_s;
    QTest::newRow("http lookalike") << u"http://localhost.example.com/c.json"_s
                                    << u"plain HTTP is allowed only on this computer (localhost); use HTTPS"_s;
    QTest::newRow("file") << u"file:///etc/passwd"_s << u"not a valid web address (expected https://host/path)"_s;
    QTest::newRow("ftp") << u"ftp://feeds.example.com/c.json"_s << u"the \"ftp\" scheme is not allowed; use HTTPS"_s;
    QTest::newRow("no scheme") << u"feeds.example.com/c.json"_s
                               << u"not a valid web address (expected https://host/path)"_s;
}

void TestFeedUrl::feedUrl()
{
    QFETCH(QString, url);
    QFETCH(QString, problem);
    QCOMPARE(feedUrlProblem(QUrl(url)).value_or(QString()), problem);
}

void TestFeedUrl::redirect_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("problem");
    QTest::newRow("https to https") << u"https://a.example/c.json"_s << u"https://b.example/c.json"_s << QString();
    QTest::newRow("local http to local http") << u"http://127.0.0.1:1/a"_s << u"http://localhost:2/b"_s << QString();
    QTest::newRow("local http to https") << u"http://127.0.0.1:1/a"_s << u"https://b.example/c.json"_s << QString();
    QTest::newRow("https to local http") << u"https://a.example/c.json"_s << u"http://127.0.0.1/c.json"_s
                                         << u"refused a redirect from HTTPS to the less safe http://127.0.0.1/c.json"_s;
    QTest::newRow("local http to remote http")
        << u"http://127.0.0.1:1/a"_s << u"http://b.example/c.json"_s
        << u"refused a redirect to http://b.example/c.json: plain HTTP is allowed only on this computer (localhost); "
           "use HTTPS"_s;
}

void TestFeedUrl::redirect()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, problem);
    QCOMPARE(redirectProblem(QUrl(from), QUrl(to)).value_or(QString()), problem);
}

QTEST_GUILESS_MAIN(TestFeedUrl)
#include "tst_feedurl.moc"
