#include "panels/scenarioviews.h"

#include "document/scenariodocument.h"
#include "panels/launchview.h"
#include "panels/montecarlopanel.h"
#include "panels/sourceview.h"
#include "widgets/paneldock.h"
#include "widgets/retranslation.h"

#include <KSyntaxHighlighting/Repository>
#include <QDockWidget>
#include <QMainWindow>

using namespace Qt::StringLiterals;

namespace Kova {

ScenarioViews::ScenarioViews(QMainWindow* window, QDockWidget* besides)
    : QObject(window)
{
    // The views share the repository, and keep it as long as their highlighters live.
    const auto repository = std::make_shared<KSyntaxHighlighting::Repository>();
    m_source = new SourceView(repository, window);
    m_launch = new LaunchView(repository, window);
    m_launch->setOnScreen(false); // until its dock's tab is chosen
    m_monteCarlo = new MonteCarloPanel(window);
    QDockWidget* previous = besides;
    const QList<std::pair<const char*, std::pair<QString, QWidget*>>> views {
        { QT_TR_NOOP("Monte Carlo"), { u"MonteCarlo"_s, m_monteCarlo } },
        { QT_TR_NOOP("Source"), { u"Source"_s, m_source } },
        { QT_TR_NOOP("Launch"), { u"Launch"_s, m_launch } },
    };
    for (const auto& [title, view] : views) {
        QDockWidget* dock = addPanelDock(window, view.second, view.first, Qt::BottomDockWidgetArea);
        retranslateWith(dock, [dock, title] { dock->setWindowTitle(tr(title)); });
        window->tabifyDockWidget(previous, dock);
        previous = dock;
        // Qt tells that a dock behind another dock's tab is hidden, though it is no less isVisible().
        if (view.second == m_monteCarlo)
            connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                m_monteCarloOnScreen = visible;
                if (visible)
                    showEstimate();
            });
        else if (view.second == m_launch)
            connect(dock, &QDockWidget::visibilityChanged, m_launch, &LaunchView::setOnScreen);
        else
            connect(dock, &QDockWidget::visibilityChanged, m_source, &SourceView::setOnScreen);
    }
}

void ScenarioViews::setDocument(ScenarioDocument* document)
{
    // A source edit in progress stays with its own scenario as a draft, never goes to the next one shown.
    if (m_document && m_document != document)
        m_document->setSourceDraft(m_source->takeDraft());
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_document = document;
    if (!document)
        return;
    m_source->showScenario(document->scenario(), document->sourceDraft());
    document->setSourceDraft({});
    m_connections << connect(document, &ScenarioDocument::scenarioChanged, m_source,
        [this, document] { m_source->setScenario(document->scenario()); });
    m_connections << connect(m_source, &SourceView::scenarioEdited, document, [document](const Scenario& edited) {
        document->edit(u"source"_s, [&](Scenario& s) { s = edited; }, false, [] { return tr("Edit source"); });
    });
    // Only the problems of source edits belong here; the form shows its own at the field.
    m_connections << connect(document, &ScenarioDocument::inputRejected, m_source,
        [this](const QString& key, const QString& problem, const QString& origin) {
            if (origin == "source"_L1)
                m_source->showRejection(key, problem);
        });
    m_connections << connect(document, &ScenarioDocument::estimateChanged, this, &ScenarioViews::showEstimate);
    showEstimate();
}

void ScenarioViews::showEstimate()
{
    if (!m_document || !m_document->hasEstimate())
        return;
    const Offer* offer = m_document->catalogue().offer(m_document->estimate().offerId);
    if (offer)
        m_launch->setPlan(m_document->scenario(), m_document->estimate(), *offer);
    else
        m_launch->clearPlan();
    if (m_monteCarloOnScreen)
        m_monteCarlo->simulate(m_document->scenario(), m_document->estimate());
}

} // namespace Kova
