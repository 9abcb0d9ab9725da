#pragma once

#include <QString>

namespace Kova {

// The folder the export file dialogs (PDF reports, spreadsheets, from any window) open in: the one the user last
// exported to while it still exists, else the Documents folder.
QString exportFolder();
// Remembers the folder of `path`, a file the user has just exported to.
void rememberExportFolder(const QString& path);

} // namespace Kova
