#pragma once

#include "model/result.h"
#include "sources/settings.h"

#include <QList>
#include <QString>
#include <QUrl>
#include <optional>

namespace Kova {

// Why a feed was not added or removed: refused (not a usable feed, already or not in the list), or the
// settings could not be saved.
struct FeedListProblem
{
    enum class Kind { Refused, NotSaved };
    Kind kind = Kind::Refused;
    QString text; // in words, with the URL or the settings file
};

// The user's catalogue feeds, kept in the settings. None by default: the embedded catalogue is always
// there underneath.
class FeedList
{
public:
    explicit FeedList(Settings settings = Settings());

    QList<QUrl> urls() const;
    std::optional<FeedListProblem> add(const QUrl& url); // nothing when added and saved
    std::optional<FeedListProblem> remove(const QUrl& url); // nothing when removed and saved
    // Adds the default feeds (defaultFeedUrls()) not yet in the list; how many were added, or the problem.
    Result<int> addDefaults();

    static QUrl fromUserInput(const QString& text);

private:
    std::optional<FeedListProblem> saved(Settings::Edit edit) const;
    Settings m_settings;
};

} // namespace Kova
