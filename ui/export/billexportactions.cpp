#include "export/billexportactions.h"

#include "export/exportfolder.h"
#include "sources/catalogueservice.h"
#include "spreadsheet/billexport.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"

#include <QAction>
#include <QFileDialog>
#include <QMainWindow>
#include <QRegularExpression>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

QString suggestedName(const QList<Scenario>& scenarios, bool comparison)
{
    QString name = comparison ? u"kova-comparison"_s : scenarios.value(0).name;
    name.replace(QRegularExpression(u"[^\\w\\- ]+"_s), u" "_s);
    name = name.simplified().replace(u' ', u'-');
    return (name.isEmpty() ? u"kova-bill"_s : name.left(60)) + u".xlsx"_s;
}

} // namespace

BillExportActions::BillExportActions(
    QWidget* window, const CatalogueService* catalogues, ScenariosSource current, ScenariosSource all)
    : QObject(window)
    , m_window(window)
    , m_catalogues(catalogues)
    , m_current(std::move(current))
    , m_all(std::move(all))
    , m_bill(new QAction(this))
    , m_comparison(new QAction(this))
{
    m_bill->setObjectName(u"exportBillSpreadsheet"_s);
    m_comparison->setObjectName(u"exportComparisonSpreadsheet"_s);
    retranslateWith(window, [this] {
        m_bill->setText(tr("Export &Bill as Spreadsheet…"));
        m_bill->setStatusTip(tr("Write this scenario's bill as an XLSX workbook with formulas, or as CSV."));
        m_comparison->setText(tr("Export Co&mparison as Spreadsheet…"));
        m_comparison->setStatusTip(tr("Write the bills of every open scenario side by side, as XLSX or CSV."));
    });
    connect(m_bill, &QAction::triggered, this, [this] { chooseFileAndExport(false); });
    connect(m_comparison, &QAction::triggered, this, [this] { chooseFileAndExport(true); });
}

std::optional<QString> BillExportActions::exportTo(const QString& path, bool comparison) const
{
    const auto gathered = gatherBillExport(
        comparison ? m_all() : m_current(), *m_catalogues->catalogue(), QLocale(), QDate::currentDate());
    if (!gathered)
        return gathered.error().toString();
    BillExport bills = gathered.value();
    bills.conversion = m_catalogues->conversion();
    return saveBillExport(bills, path);
}

void BillExportActions::chooseFileAndExport(bool comparison)
{
    const QString title = comparison ? tr("Export comparison") : tr("Export bill");
    const QString folder = exportFolder();
    QString filter = tr("Excel workbook (*.xlsx)");
    const QString path = QFileDialog::getSaveFileName(m_window, title,
        folder + u'/' + suggestedName(comparison ? m_all() : m_current(), comparison),
        filter + u";;"_s + tr("CSV, one row per cost line (*.csv)"), &filter);
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    if (const auto problem = exportTo(path, comparison)) {
        showPlainWarning(m_window, title, *problem);
        return;
    }
    if (auto* main = qobject_cast<QMainWindow*>(m_window))
        main->statusBar()->showMessage(tr("Exported to %1.").arg(path), 8000);
}

} // namespace Kova
