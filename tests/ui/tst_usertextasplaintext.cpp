#include "io/scenariofile.h"
#include "panels/sourceview.h"
#include "widgets/highlightedtextedit.h"
#include "widgets/plainmessage.h"

#include <KSyntaxHighlighting/Repository>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

using namespace Kova;
using namespace Qt::StringLiterals;

// Text that comes from the user or a feed (scenario values, names, file names) is shown as the
// characters it is, never interpreted as HTML: Qt widgets guess rich text from the first tag.
class TestUserTextAsPlainText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sourceErrorShowsMarkupAsText_data();
    void sourceErrorShowsMarkupAsText();
    void warningBoxShowsMarkupAsText();

private:
    std::shared_ptr<KSyntaxHighlighting::Repository> m_repository = std::make_shared<KSyntaxHighlighting::Repository>();
};

namespace {
const QString Markup = u"<b>bold</b><img src=\"file:///etc/hosts\">"_s;
}

void TestUserTextAsPlainText::sourceErrorShowsMarkupAsText_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("purchase mode") << u"\"mode\": \"interruptible\""_s
                                   << u"\"mode\": \""_s + QString(Markup).replace(u'"', u'\'') + u'"';
    QTest::newRow("offer id") << u"\"offer\": \"kova-h100-sxm\""_s << u"\"offer\": 3"_s;
}

void TestUserTextAsPlainText::sourceErrorShowsMarkupAsText()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    SourceView view(m_repository);
    view.setScenario(defaultScenario());
    QTextCursor c = view.editor()->document()->find(from);
    QVERIFY2(!c.isNull(), qPrintable(from));
    c.insertText(to);
    view.parseNow();
    QVERIFY(view.hasError());
    const auto labels = view.findChildren<QLabel*>();
    const auto shown
        = std::find_if(labels.begin(), labels.end(), [&](QLabel* l) { return l->text() == view.errorText(); });
    QVERIFY(shown != labels.end());
    QCOMPARE((*shown)->textFormat(), Qt::PlainText);
}

void TestUserTextAsPlainText::warningBoxShowsMarkupAsText()
{
    const QString text = u"Cannot save /tmp/"_s + Markup + u".sbatch: permission denied"_s;
    Qt::TextFormat format = Qt::AutoText;
    QString shownText;
    QTimer::singleShot(0, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        format = box->textFormat();
        shownText = box->text();
        box->accept();
    });
    showPlainWarning(nullptr, u"Save"_s, text);
    QCOMPARE(shownText, text);
    QCOMPARE(format, Qt::PlainText);
}

QTEST_MAIN(TestUserTextAsPlainText)
#include "tst_usertextasplaintext.moc"
