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
    const Settings::Edit edit = m_settings.editFeeds([&](QList<QUrl>& list) {
        if (list.contains(url))
            return false;
        list.append(url);
        return true;
    });
    if (edit == Settings::Edit::Unchanged)
        return FeedListProblem { FeedListProblem::Kind::Refused,
            tr("%1 is already in the list of feeds").arg(url.toDisplayString()) };
    return saved(edit);
}

Result<int> FeedList::addDefaults()
{
    int added = 0;
    const Settings::Edit edit = m_settings.editFeeds([&](QList<QUrl>& list) {
        for (const QUrl& url : defaultFeedUrls())
            if (!list.contains(url)) {
                list.append(url);
                ++added;
            }
        return added > 0;
    });
    if (const auto problem = saved(edit))
        return InputError { {}, {}, problem->text };
    return added;
}

std::optional<FeedListProblem> FeedList::remove(const QUrl& url)
{
    const Settings::Edit edit = m_settings.editFeeds([&](QList<QUrl>& list) { return list.removeOne(url); });
    if (edit == Settings::Edit::Unchanged)
        return FeedListProblem { FeedListProblem::Kind::Refused,
            tr("%1 is not in the list of feeds").arg(url.toString()) };
    return saved(edit);
}

std::optional<FeedListProblem> FeedList::saved(Settings::Edit edit) const
{
    if (edit == Settings::Edit::NotSaved)
        return FeedListProblem { FeedListProblem::Kind::NotSaved, settingsNotSaved(m_settings) };
    return std::nullopt;
}

} // namespace Kova
