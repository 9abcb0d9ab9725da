#include "reportactions.h"

#include "plainmessage.h"
#include "reportpreviewdialog.h"
#include "reportsettings.h"
#include "reportwriter.h"
#include "retranslation.h"
#include "sources/catalogueinuse.h"
#include "sources/catalogueservice.h"
#include "standardaction.h"

#include <QAction>
#include <QMainWindow>
#include <QPrintDialog>
#include <QPrinter>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Kova {

ReportActions::ReportActions(QWidget* window, const CatalogueService* catalogues, ScenarioSource scenario)
    : QObject(window)
    , m_window(window)
    , m_catalogues(catalogues)
    , m_scenario(std::move(scenario))
    , m_export(new QAction(this))
    , m_print(standardAction(KStandardActions::Print, QKeySequence::Print, this, &ReportActions::print, this))
{
    m_export->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    retranslateWith(window, [this] {
        m_export->setText(tr("&Export PDF report…"));
        m_export->setStatusTip(
            tr("Write the cost report of this scenario as a PDF, after a preview of its first page."));
        m_print->setText(tr("&Print…"));
        m_print->setStatusTip(tr("Print the cost report of this scenario."));
    });
    connect(m_export, &QAction::triggered, this, &ReportActions::exportPdf);
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
            main->statusBar()->showMessage(tr("Report written to %1 (%n page(s)).", nullptr, pages).arg(path), 8000);
    });
    dialog->open();
}

void ReportActions::print()
{
    const auto content = currentContent();
    if (!content) {
        showPlainWarning(m_window, tr("Print"), content.error().toString());
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(content.value().paper);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print the cost report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    printReport(content.value(), &printer);
}

} // namespace Kova
