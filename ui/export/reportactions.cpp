#include "export/reportactions.h"

#include "export/reportpreviewdialog.h"
#include "export/reportprintpreview.h"
#include "report/reportsettings.h"
#include "sources/catalogueinuse.h"
#include "sources/catalogueservice.h"
#include "widgets/plainmessage.h"
#include "widgets/retranslation.h"
#include "widgets/standardaction.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Kova {

ReportActions::ReportActions(
    QWidget* window, const CatalogueService* catalogues, ScenarioSource scenario, ScenariosSource open)
    : QObject(window)
    , m_window(window)
    , m_catalogues(catalogues)
    , m_scenario(std::move(scenario))
    , m_open(std::move(open))
    , m_export(new QAction(this))
    , m_exportComparison(new QAction(this))
    , m_printPreview(standardAction(
          KStandardActions::PrintPreview, QKeySequence::UnknownKey, this, &ReportActions::printPreview, this))
    , m_print(standardAction(KStandardActions::Print, QKeySequence::Print, this, &ReportActions::print, this))
{
    m_export->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    // Neither KDE nor Qt gives Print Preview a key: Kova's is Print's with Shift.
    m_printPreview->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    retranslateWith(window, [this] {
        m_export->setText(tr("&Export PDF report…"));
        m_export->setStatusTip(
            tr("Write the cost report of this scenario as a PDF, after a preview of its first page."));
        m_exportComparison->setText(tr("Export &Comparison Report…"));
        m_exportComparison->setStatusTip(
            tr("Write the open scenarios' costs side by side as a PDF, as the command line's report of several "
               "scenarios."));
        m_printPreview->setText(tr("Print Pre&view…"));
        m_printPreview->setStatusTip(tr("Show every page of the cost report of this scenario as it will be printed."));
        m_print->setText(tr("&Print…"));
        m_print->setStatusTip(tr("Print the cost report of this scenario."));
    });
    connect(m_export, &QAction::triggered, this, &ReportActions::exportPdf);
    m_exportComparison->setObjectName(u"file_export_comparison"_s);
    connect(m_exportComparison, &QAction::triggered, this, &ReportActions::exportComparisonPdf);
}

Result<ReportContent> ReportActions::comparisonContent() const
{
    const QString language = QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
    const QList<Scenario> open = m_open ? m_open() : QList<Scenario> { m_scenario() };
    return gatherReport(open, *m_catalogues->catalogue(), reportOptionsFromSettings(language));
}

void ReportActions::exportComparisonPdf()
{
    if (!m_open || m_open().size() < 2) {
        showPlainWarning(m_window, tr("Export comparison report"),
            tr("Open two or more scenarios to compare them (File › Open or File › New Scenario)."));
        return;
    }
    const auto content = comparisonContent();
    if (!content) {
        showPlainWarning(m_window, tr("Export comparison report"), content.error().toString());
        return;
    }
    auto* dialog = new ReportPreviewDialog(content.value(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReportPreviewDialog::saved, this, [this](const QString& path, int pages) {
        if (auto* main = qobject_cast<QMainWindow*>(m_window))
            main->statusBar()->showMessage(tr("Report written to %1 (%Ln page(s)).", nullptr, pages).arg(path), 8000);
    });
    dialog->open();
}

Result<ReportContent> ReportActions::currentContent() const
{
    const QString language = QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
    return gatherReport({ m_scenario() }, *m_catalogues->catalogue(), reportOptionsFromSettings(language));
}

void ReportActions::exportPdf()
{
    const auto content = currentContent();
    if (!content) {
        showPlainWarning(m_window, tr("Export PDF report"), content.error().toString());
        return;
    }
    auto* dialog = new ReportPreviewDialog(content.value(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReportPreviewDialog::saved, this, [this](const QString& path, int pages) {
        if (auto* main = qobject_cast<QMainWindow*>(m_window))
            main->statusBar()->showMessage(tr("Report written to %1 (%Ln page(s)).", nullptr, pages).arg(path), 8000);
    });
    dialog->open();
}

void ReportActions::printPreview()
{
    const auto content = currentContent();
    if (!content) {
        showPlainWarning(m_window, tr("Print Preview"), content.error().toString());
        return;
    }
    auto* dialog = new ReportPrintPreview(content.value(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ReportActions::print()
{
    const auto content = currentContent();
    if (!content) {
        showPlainWarning(m_window, tr("Print"), content.error().toString());
        return;
    }
    printWithDialog(content.value(), tr("Print the cost report"), m_window);
}

} // namespace Kova
