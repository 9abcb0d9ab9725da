#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace Kova {

class LaunchView;
class MonteCarloPanel;
class ScenarioDocument;
class SourceView;

// The Source, Launch and Monte Carlo views of the scenario shown, docked in tabs beside the bottom area's
// other docks. Each works only while its dock is on screen.
class ScenarioViews : public QObject
{
    Q_OBJECT

public:
    ScenarioViews(QMainWindow* window, QDockWidget* besides);

public Q_SLOTS:
    void setDocument(ScenarioDocument* document);

private:
    void showEstimate();

    SourceView* m_source;
    LaunchView* m_launch;
    MonteCarloPanel* m_monteCarlo;
    bool m_monteCarloOnScreen = false;
    QList<QMetaObject::Connection> m_connections;
    QPointer<ScenarioDocument> m_document;
};

} // namespace Kova
