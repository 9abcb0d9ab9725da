#include "mainwindow.h"

#include "feedsdialog.h"
#include "reportactions.h"

#include <QApplication>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>

namespace Kova {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(QApplication::applicationDisplayName());
    setCentralWidget(new QLabel(tr("Kova Planner"), this));
    createMenus();
    resize(1280, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    auto* report = new ReportActions(this, [] { return defaultScenario(); });
    file->addActions({ report->exportAction(), report->printAction() });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(tr("Catalogue &Feeds and Currency…"), this, [this] { FeedsDialog(this).exec(); });
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Kova Planner"), this, &MainWindow::showAbout);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kova Planner"),
        tr("<h3>Kova Planner %1</h3><p>Plans the rental of GPU clusters for training large language "
           "models: GPU tier, GPU count, purchase mode, duration and the cost line by line.</p>"
           "<p>A general guide, not a recommendation of a provider or a price: confirm availability "
           "and terms with the provider.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace Kova
