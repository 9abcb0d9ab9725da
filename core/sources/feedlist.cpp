#include "sources/feedlist.h"

#include "sources/feedurl.h"

#include <QCoreApplication>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("Kova::FeedList", text);
}
const QString Key = u"catalogue/feeds"_s;
} // namespace

FeedList::FeedList(QSettings* settings)
    : m_settings(settings)
{
}

QList<QUrl> FeedList::urls() const
{
    QSettings fallback;
    QSettings& s = m_settings ? *m_settings : fallback;
    QList<QUrl> out;
    for (const QString& text : s.value(Key).toStringList()) {
        const QUrl url(text, QUrl::StrictMode);
        if (url.isValid() && !out.contains(url))
            out.append(url);
    }
    return out;
}

QUrl FeedList::fromUserInput(const QString& text)
{
    return QUrl(text.trimmed(), QUrl::StrictMode);
}

std::optional<QString> FeedList::add(const QUrl& url)
{
    if (const auto problem = feedUrlProblem(url))
        return url.toDisplayString() + u": "_s + *problem;
    QList<QUrl> list = urls();
    if (list.contains(url))
        return tr("%1 is already in the list of feeds").arg(url.toDisplayString());
    list.append(url);
    save(list);
    return std::nullopt;
}

bool FeedList::remove(const QUrl& url)
{
    QList<QUrl> list = urls();
    if (!list.removeOne(url))
        return false;
    save(list);
    return true;
}

void FeedList::save(const QList<QUrl>& urls)
{
    QStringList texts;
    for (const QUrl& u : urls)
        texts << u.toString(QUrl::FullyEncoded);
    QSettings fallback;
    QSettings& s = m_settings ? *m_settings : fallback;
    s.setValue(Key, texts);
    s.sync();
}

} // namespace Kova
