#include "widgets/openfolder.h"

#include "sources/settings.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace Kova {

QString existingFolderOrDocuments(const QString& folder)
{
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QString openFolder()
{
    return existingFolderOrDocuments(Settings().openFolder());
}

void rememberOpenFolder(const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (folder != Settings().openFolder())
        Settings().setOpenFolder(folder);
}

} // namespace Kova
