#pragma once

// Opening a file as the window does (read off the GUI thread, shown later), waiting until it is done with.

#include "document/openscenarios.h"
#include "program/programwindow.h"

#include <QSignalSpy>

namespace OpenFile {

// Opens `path` in `scenarios` and waits until it is open; false when it was refused or cancelled.
inline bool scenario(Kova::OpenScenarios& scenarios, const QString& path, int timeoutMs = 60000)
{
    QSignalSpy opened(&scenarios, &Kova::OpenScenarios::opened);
    scenarios.openFile(path);
    if (opened.isEmpty() && !opened.wait(timeoutMs))
        return false;
    return opened.last().at(1).toBool();
}

// Opens `path` in `window` and waits until it is shown; false when it could not be read or was cancelled.
inline bool program(Kova::ProgramWindow& window, const QString& path, int timeoutMs = 60000)
{
    QSignalSpy opened(&window, &Kova::ProgramWindow::opened);
    if (!window.openFile(path))
        return false;
    if (opened.isEmpty() && !opened.wait(timeoutMs))
        return false;
    return opened.last().at(1).toBool();
}

} // namespace OpenFile
