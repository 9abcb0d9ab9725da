#include "export/exportfolder.h"

#include "sources/settings.h"
#include "widgets/openfolder.h"

#include <QFileInfo>

namespace Kova {

QString exportFolder()
{
    return existingFolderOrDocuments(Settings().exportFolder());
}

void rememberExportFolder(const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (folder != Settings().exportFolder())
        Settings().setExportFolder(folder);
}

} // namespace Kova
