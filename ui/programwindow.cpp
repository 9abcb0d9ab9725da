#include "programwindow.h"

#include "io/programfile.h"
#include "plainmessage.h"
#include "programview.h"
#include "reportsettings.h"
#include "retranslation.h"
#include "standardaction.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMenuBar>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Kova {

QString programFileFilter()
{
    return ProgramWindow::tr("Kova programs (*.kova-program.json)");
}

ProgramWindow::ProgramWindow(std::shared_ptr<const Catalogue> catalogue, QWidget* parent)
    : QMainWindow(parent, Qt::Window)
    , m_view(new ProgramView(this))
{
    setObjectName(u"ProgramWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_view);
    m_view->setCatalogue(std::move(catalogue));
    createMenus();
    connect(m_view, &ProgramView::failed, this, [this](const QString& problem) { statusBar()->showMessage(problem); });
    retranslateWith(this, [this] {
        updateTitle();
        statusBar()->showMessage(
            tr("A general guide, not a recommendation: confirm availability and terms with the provider."));
        retranslateQtParts(this);
    });
    const QSize preferred(1366, 900);
    resize(screen() ? preferred.boundedTo(screen()->availableGeometry().size() * 0.92) : preferred);
}

void ProgramWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(QString());
    QAction* open = standardAction(KStandardActions::Open, QKeySequence::Open, this, &ProgramWindow::open, this);
    m_export = new QAction(this);
    m_export->setObjectName(u"file_export_program_report"_s);
    m_export->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    m_export->setEnabled(false);
    connect(m_export, &QAction::triggered, this, &ProgramWindow::exportReport);
    connect(m_view, &ProgramView::costed, m_export, [this] { m_export->setEnabled(true); });
    connect(m_view, &ProgramView::failed, m_export, [this] { m_export->setEnabled(false); });
    QAction* close = standardAction(KStandardActions::Close, QKeySequence::Close, this, &QWidget::close, this);
    file->addActions({ open, m_export });
    file->addSeparator();
    file->addAction(close);
    retranslateWith(this, [=, this] {
        file->setTitle(tr("&File"));
        open->setText(tr("&Open Program…"));
        m_export->setText(tr("&Export Program Report…"));
        m_export->setStatusTip(tr("Write the program report for finance as a PDF: the recommendation, every option "
                                  "line by line, the charts, the assumptions and their sources."));
        close->setText(tr("&Close Program"));
    });
}

void ProgramWindow::updateTitle()
{
    const QString name = m_view->program().name.isEmpty() ? QFileInfo(m_path).fileName() : m_view->program().name;
    setWindowFilePath(m_path);
    setWindowTitle(tr("Program: %1").arg(name) + u" — "_s + QApplication::applicationDisplayName());
}

bool ProgramWindow::openFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    auto program = loadProgram(absolute);
    if (!program) {
        showPlainWarning(this, tr("Cannot Open Program"), program.error().toString());
        return false;
    }
    m_path = absolute;
    m_export->setEnabled(false);
    m_view->showProgram(program.value(), m_view->catalogue());
    updateTitle();
    return true;
}

void ProgramWindow::open()
{
    const QString folder = m_path.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                            : QFileInfo(m_path).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Program"), folder, programFileFilter());
    if (!path.isEmpty())
        openFile(path);
}

void ProgramWindow::setCatalogue(const std::shared_ptr<const Catalogue>& catalogue)
{
    m_view->setCatalogue(catalogue);
}

Result<ProgramReportContent> ProgramWindow::reportContent() const
{
    if (!m_view->costing())
        return InputError { m_path, QString(), tr("the program has not been costed") };
    const QString language = QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
    return programReportOf(
        m_view->program(), *m_view->costing(), *m_view->catalogue(), reportOptionsFromSettings(language));
}

void ProgramWindow::exportReport()
{
    const auto content = reportContent();
    if (!content) {
        showPlainWarning(this, tr("Export Program Report"), content.error().toString());
        return;
    }
    const QString base = QFileInfo(m_path).fileName().section(u'.', 0, 0);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Program Report"),
        folder + u'/' + (base.isEmpty() ? u"program"_s : base) + u"-report.pdf"_s, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    connect(
        this, &ProgramWindow::reportSaved, this,
        [this](const QString& saved, int pages) {
            statusBar()->showMessage(
                tr("Report written to %1 (%n page(s)).", nullptr, pages).arg(QDir::toNativeSeparators(saved)), 8000);
        },
        Qt::SingleShotConnection);
    connect(
        this, &ProgramWindow::reportFailed, this,
        [this](const QString& problem) { showPlainWarning(this, tr("Export Program Report"), problem); },
        Qt::SingleShotConnection);
    saveReportTo(path);
}

void ProgramWindow::saveReportTo(const QString& path)
{
    const auto content = reportContent();
    if (!content) {
        Q_EMIT reportFailed(content.error().toString());
        return;
    }
    struct Outcome
    {
        std::optional<QString> problem;
        int pages = 0;
    };
    m_export->setEnabled(false);
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, path] {
        const Outcome o = watcher->result();
        watcher->deleteLater();
        m_export->setEnabled(m_view->costing().has_value());
        if (o.problem)
            Q_EMIT reportFailed(*o.problem);
        else
            Q_EMIT reportSaved(path, o.pages);
    });
    watcher->setFuture(QtConcurrent::run([c = content.value(), path] {
        Outcome o;
        o.problem = saveProgramReportPdf(c, path, &o.pages);
        return o;
    }));
}

ProgramWindow* openProgramWindow(const QString& path, std::shared_ptr<const Catalogue> catalogue, QWidget* parent)
{
    auto* window = new ProgramWindow(std::move(catalogue), parent);
    if (!window->openFile(path)) {
        delete window;
        return nullptr;
    }
    window->show();
    return window;
}

} // namespace Kova
