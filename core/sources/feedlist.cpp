#include "sources/feedlist.h"

#include "sources/defaultfeeds.h"
#include "sources/feedurl.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("Kova::FeedList", text);
}
} // namespace

FeedList::FeedList(Settings settings)
    : m_settings(settings)
{
}

QList<QUrl> FeedList::urls() const
{
    return m_settings.feeds();
}

QUrl FeedList::fromUserInput(const QString& text)
{
    return QUrl(text.trimmed(), QUrl::StrictMode);
}

std::optional<FeedListProblem> FeedList::add(const QUrl& url)
{
    if (const auto problem = feedUrlProblem(url))
        return FeedListProblem { FeedListProblem::Kind::Refused, url.toDisplayString() + u": "_s + *problem };
    QList<QUrl> list = urls();
    if (list.contains(url))
        return FeedListProblem { FeedListProblem::Kind::Refused,
            tr("%1 is already in the list of feeds").arg(url.toDisplayString()) };
    list.append(url);
    return save(list);
}

Result<int> FeedList::addDefaults()
{
    QList<QUrl> list = urls();
    int added = 0;
    for (const QUrl& url : defaultFeedUrls())
        if (!list.contains(url)) {
            list.append(url);
            ++added;
        }
    if (added == 0)
        return 0;
    if (const auto problem = save(list))
        return InputError { {}, {}, problem->text };
    return added;
}

std::optional<FeedListProblem> FeedList::remove(const QUrl& url)
{
    QList<QUrl> list = urls();
    if (!list.removeOne(url))
        return FeedListProblem { FeedListProblem::Kind::Refused,
            tr("%1 is not in the list of feeds").arg(url.toString()) };
    return save(list);
}

std::optional<FeedListProblem> FeedList::save(const QList<QUrl>& urls)
{
    if (!m_settings.setFeeds(urls))
        return FeedListProblem { FeedListProblem::Kind::NotSaved, settingsNotSaved(m_settings) };
    return std::nullopt;
}

} // namespace Kova
