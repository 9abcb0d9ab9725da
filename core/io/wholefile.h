#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace Kova {

// Writes `bytes` to `path` whole or not at all: into a hidden temporary file beside it (named after the file, this
// host and this process), synced, then renamed over it, keeping a previous file's permissions; a symbolic link is
// followed. Temporaries that a killed save to the same file left are removed first. Returns the cause of a failure
// (the previous file, if any, is then unchanged).
std::optional<QString> writeWholeFile(const QString& path, const QByteArray& bytes);

// Removes the temporary files of saves to `path` made on this host by processes that no longer run (a kill during
// a save), and returns how many; those of running processes are another save in progress and stay.
int removeLeftoverSaves(const QString& path);

} // namespace Kova
