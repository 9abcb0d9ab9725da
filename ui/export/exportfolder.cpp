#include "export/exportfolder.h"

#include "sources/settings.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace Kova {

QString exportFolder()
{
    const QString last = Settings().exportFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void rememberExportFolder(const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (folder != Settings().exportFolder())
        Settings().setExportFolder(folder);
}

} // namespace Kova
