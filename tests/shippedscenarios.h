#pragma once

#include <QDir>
#include <QStringList>
#include <QTest>

// The example scenarios shipped in resources/scenarios, listed from the folder so a new one is tested too.
inline QStringList shippedScenarioFiles()
{
    return QDir(QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios"))
        .entryList({ QStringLiteral("*.kova.json") }, QDir::Files, QDir::Name);
}

// One data row per shipped scenario, its file name in the column "file".
inline void addShippedScenarioRows()
{
    QTest::addColumn<QString>("file");
    const QStringList files = shippedScenarioFiles();
    QVERIFY(!files.isEmpty());
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}
