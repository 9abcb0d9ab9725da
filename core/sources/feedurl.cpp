#include "sources/feedurl.h"

#include <QCoreApplication>
#include <QHostAddress>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
struct FeedUrlText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::FeedUrl)
};
} // namespace

bool isLoopbackHost(const QString& host)
{
    if (host.compare("localhost"_L1, Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<QString> feedUrlProblem(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty())
        return FeedUrlText::tr("not a valid web address (expected https://host/path)");
    const QString scheme = url.scheme().toLower();
    if (scheme == "https"_L1)
        return std::nullopt;
    if (scheme == "http"_L1)
        return isLoopbackHost(url.host())
            ? std::nullopt
            : std::optional(FeedUrlText::tr("plain HTTP is allowed only on this computer (localhost); use HTTPS"));
    return FeedUrlText::tr("the \"%1\" scheme is not allowed; use HTTPS").arg(url.scheme());
}

std::optional<QString> redirectProblem(const QUrl& from, const QUrl& to)
{
    if (from.scheme().compare("https"_L1, Qt::CaseInsensitive) == 0
        && to.scheme().compare("https"_L1, Qt::CaseInsensitive) != 0)
        return FeedUrlText::tr("refused a redirect from HTTPS to the less safe %1").arg(to.toDisplayString());
    if (const auto problem = feedUrlProblem(to))
        return FeedUrlText::tr("refused a redirect to %1: %2").arg(to.toDisplayString(), *problem);
    return std::nullopt;
}

} // namespace Kova
