#pragma once

// For tests that need a screen of a given size: the offscreen platform's default (800×800) is narrower
// than the main window, and Qt fits windows into their screen.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

// When the tests run offscreen (ctest), makes the platform show one screen of `width` × `height` pixels
// at 96 dpi; does nothing on a real display (Xvfb). Call before the application is created; false when
// the screen's description could not be written.
inline bool useOffscreenScreen(const QString& name, int width, int height)
{
    if (qEnvironmentVariable("QT_QPA_PLATFORM") != QLatin1String("offscreen"))
        return true;
    const QString config = QDir::temp().filePath(QStringLiteral("kova-%1-screen.json").arg(name));
    QFile file(config);
    const QByteArray json = R"({"screens": [{"name": ")" + name.toUtf8() + R"(", "x": 0, "y": 0, "width": )"
        + QByteArray::number(width) + R"(, "height": )" + QByteArray::number(height)
        + R"(, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})";
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        return false;
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=" + config.toUtf8()));
    return true;
}
