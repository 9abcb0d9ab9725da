#pragma once

#include "model/scenario.h"

#include <QObject>
#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace Kova {

class CatalogueService;

// File › Export Bill as Spreadsheet… (the current scenario) and Export Comparison as Spreadsheet… (every open
// scenario): XLSX with live formulas or CSV, made by the spreadsheet library (billexport.h).
class BillExportActions : public QObject
{
    Q_OBJECT

public:
    using ScenariosSource = std::function<QList<Scenario>()>;

    BillExportActions(
        QWidget* window, const CatalogueService* catalogues, ScenariosSource current, ScenariosSource all);

    QAction* billAction() const { return m_bill; }
    QAction* comparisonAction() const { return m_comparison; }

    // Writes the bill (or the comparison) to `path`, .xlsx or .csv; the problem in words when it could not.
    std::optional<QString> exportTo(const QString& path, bool comparison) const;

private:
    void chooseFileAndExport(bool comparison);

    QWidget* m_window;
    const CatalogueService* m_catalogues;
    ScenariosSource m_current;
    ScenariosSource m_all;
    QAction* m_bill;
    QAction* m_comparison;
};

} // namespace Kova
