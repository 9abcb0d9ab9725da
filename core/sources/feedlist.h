#pragma once

#include <QList>
#include <QString>
#include <QUrl>
#include <optional>

class QSettings;

namespace Kova {

// The user's catalogue feeds, kept in QSettings ("catalogue/feeds"). None by default: the
// embedded catalogue is always there underneath.
class FeedList
{
public:
    explicit FeedList(QSettings* settings = nullptr); // nullptr: the application's settings

    QList<QUrl> urls() const;
    std::optional<QString> add(const QUrl& url); // the problem in words, or nothing when added
    bool remove(const QUrl& url); // false when it was not in the list

    static QUrl fromUserInput(const QString& text);

private:
    void save(const QList<QUrl>& urls);
    QSettings* m_settings;
};

} // namespace Kova
