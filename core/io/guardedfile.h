#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace Kova {

// The size limits of the files the program reads on paths it did not choose (FUZZING.md, "Limits a user can hit").
namespace FileLimit {
constexpr qint64 Scenario = 16 * 1024 * 1024;
constexpr qint64 SpotTrace = 64 * 1024 * 1024;
constexpr qint64 FeedCache = 32 * 1024 * 1024;
constexpr qint64 Program = 16 * 1024 * 1024; // a program may hold its scenarios inline
constexpr qint64 Autosave = 64 * 1024 * 1024;
constexpr qint64 Settings = 4 * 1024 * 1024;
constexpr qint64 PriceHistory = 1024LL * 1024 * 1024;
} // namespace FileLimit

// Why the file at `path` (symbolic links followed) is not one to read: missing, a folder, a device, a
// FIFO or a socket, or over `maxBytes`; nothing when it is a regular file within the limit. Only
// stat()s the file, so it never blocks on a FIFO.
std::optional<QString> unreadableFileProblem(const QString& path, qint64 maxBytes);

// Reads a whole regular file of at most `maxBytes`: opened without blocking (a FIFO swapped in after the
// check cannot hang the program), checked again on the open descriptor, and read no further than the
// limit. The error names the file and says what it is instead.
Result<QByteArray> readGuardedFile(const QString& path, qint64 maxBytes);

// Whether two paths name the same existing file, whatever the spelling (links, "..", hard links).
bool isSameFile(const QString& a, const QString& b);

// Writes `bytes` to `path` whole or not at all: through a temporary file, never in place (a folder where
// none can be made fails). The error names the file, the cause and whether a previous file is unchanged.
std::optional<InputError> saveFileAtomically(const QString& path, const QByteArray& bytes);
// The error of a save that wrote nothing: its cause, and whether a previous file at `path` is unchanged.
InputError unsavedFileError(const QString& path, const QString& cause);

// "16 MB": a limit as the messages above give it.
QString fileLimitText(qint64 maxBytes);

} // namespace Kova
