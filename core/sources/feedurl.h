#pragma once

#include <QString>
#include <QUrl>
#include <optional>

namespace Kova {

// Which URLs a feed (or an exchange-rate source) may use: HTTPS anywhere, plain HTTP only on this
// computer (localhost, 127.0.0.1, ::1). Returns the problem in words, or nothing when allowed.
std::optional<QString> feedUrlProblem(const QUrl& url);

// A redirect must land on an allowed URL and never on a less safe scheme (HTTPS to HTTP).
std::optional<QString> redirectProblem(const QUrl& from, const QUrl& to);

// localhost or a loopback address: the only hosts plain HTTP may reach.
bool isLoopbackHost(const QString& host);

} // namespace Kova
