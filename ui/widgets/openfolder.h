#pragma once

#include <QString>

namespace Kova {

// `folder` while it still exists, else the user's Documents folder: where a file dialog opens.
QString existingFolderOrDocuments(const QString& folder);

// The folder the Open and Open Program dialogs (from any window) start in: the one a file was last opened from
// with them, else the Documents folder.
QString openFolder();
// Remembers the folder of `path`, a file the user has just chosen to open.
void rememberOpenFolder(const QString& path);

} // namespace Kova
