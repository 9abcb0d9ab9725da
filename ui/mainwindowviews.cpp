// MainWindow's Source, Launch and Monte Carlo views, docked beside the offers and following the
// current scenario.
#include "launchview.h"
#include "mainwindow.h"
#include "montecarlopanel.h"
#include "retranslation.h"
#include "scenariodocument.h"
#include "sourceview.h"

#include <KSyntaxHighlighting/Repository>
#include <QDockWidget>

using namespace Qt::StringLiterals;

namespace Kova {

void MainWindow::createViewDocks(QDockWidget* besides)
{
    m_repository = std::make_shared<KSyntaxHighlighting::Repository>();
    m_source = new SourceView(m_repository, this);
    m_launch = new LaunchView(m_repository, this);
    m_launch->setOnScreen(false); // until its dock's tab is chosen
    m_monteCarlo = new MonteCarloPanel(this);
    QDockWidget* previous = besides;
    const QList<std::pair<const char*, std::pair<QString, QWidget*>>> views {
        { QT_TR_NOOP("Monte Carlo"), { u"MonteCarloDock"_s, m_monteCarlo } },
        { QT_TR_NOOP("Source"), { u"SourceDock"_s, m_source } },
        { QT_TR_NOOP("Launch"), { u"LaunchDock"_s, m_launch } },
    };
    for (const auto& [title, view] : views) {
        QDockWidget* dock = addDock({}, view.first, view.second, Qt::BottomDockWidgetArea);
        retranslateWith(dock, [dock, title] { dock->setWindowTitle(tr(title)); });
        tabifyDockWidget(previous, dock);
        previous = dock;
        // The simulation runs, and the launch files are written and highlighted, only while their dock is
        // on screen: a dock behind another dock's tab is no less isVisible(), but Qt tells it is hidden.
        if (view.second == m_monteCarlo)
            connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                m_monteCarloOnScreen = visible;
                if (visible)
                    updateViewsFromEstimate();
            });
        else if (view.second == m_launch)
            connect(dock, &QDockWidget::visibilityChanged, m_launch, &LaunchView::setOnScreen);
        else if (view.second == m_source)
            connect(dock, &QDockWidget::visibilityChanged, m_source, &SourceView::setOnScreen);
    }
}

void MainWindow::followWithViews(ScenarioDocument* doc)
{
    // A source edit in progress goes to its own scenario (or stays with it as a draft), never to the
    // next one shown.
    if (m_source && m_viewsDocument && m_viewsDocument != doc)
        m_viewsDocument->setSourceDraft(m_source->takeDraft());
    for (const auto& c : std::as_const(m_viewConnections))
        disconnect(c);
    m_viewConnections.clear();
    m_viewsDocument = doc;
    if (!doc || !m_source)
        return;
    m_source->showScenario(doc->scenario(), doc->sourceDraft());
    doc->setSourceDraft({});
    m_viewConnections << connect(
        doc, &ScenarioDocument::scenarioChanged, m_source, [this, doc] { m_source->setScenario(doc->scenario()); });
    m_viewConnections << connect(m_source, &SourceView::scenarioEdited, doc, [doc](const Scenario& edited) {
        doc->edit(u"source"_s, [&](Scenario& s) { s = edited; }, false, [] { return tr("Edit source"); });
    });
    // Only the problems of source edits belong in the source view; the form shows its own at the field.
    m_viewConnections << connect(doc, &ScenarioDocument::inputRejected, m_source,
        [this](const QString& key, const QString& problem, const QString& origin) {
            if (origin == "source"_L1)
                m_source->showRejection(key, problem);
        });
    m_viewConnections << connect(doc, &ScenarioDocument::estimateChanged, this, &MainWindow::updateViewsFromEstimate);
    updateViewsFromEstimate();
}

void MainWindow::updateViewsFromEstimate()
{
    ScenarioDocument* doc = currentDocument();
    if (!doc || !doc->hasEstimate() || !m_launch)
        return;
    const Offer* offer = doc->catalogue().offer(doc->estimate().offerId);
    if (offer)
        m_launch->setPlan(doc->scenario(), doc->estimate(), *offer);
    else
        m_launch->clearPlan();
    if (m_monteCarloOnScreen)
        m_monteCarlo->simulate(doc->scenario(), doc->estimate());
}

} // namespace Kova
