#include "document/scenariodocument.h"

#include "document/scenariocommand.h"
#include "io/scenariofile.h"

#include <QFileInfo>
#include <QJsonObject>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {
// A frame at 60 Hz: the window shows at most one recomputation a frame.
constexpr qint64 FrameMs = 16;
} // namespace

ScenarioDocument::ScenarioDocument(std::shared_ptr<const Catalogue> catalogue, Scenario scenario, QObject* parent)
    : QObject(parent)
    , m_catalogue(std::move(catalogue))
    , m_scenario(std::move(scenario))
{
    m_recomputeTimer.setSingleShot(true);
    m_recomputeTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_recomputeTimer, &QTimer::timeout, this, &ScenarioDocument::recompute);
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    recompute();
}

ScenarioDocument::ScenarioDocument(const Catalogue& catalogue, Scenario scenario, QObject* parent)
    : ScenarioDocument(std::make_shared<const Catalogue>(catalogue), std::move(scenario), parent)
{
}

ScenarioDocument::~ScenarioDocument()
{
    // Clearing the undo stack on destruction must not report a change of state.
    m_undo.disconnect(this);
}

void ScenarioDocument::setCatalogue(std::shared_ptr<const Catalogue> catalogue)
{
    m_catalogue = std::move(catalogue);
    recomputeNow();
}

void ScenarioDocument::setCatalogue(
    std::shared_ptr<const Catalogue> catalogue, const Scenario& analysed, Result<ScenarioAnalysis> analysis)
{
    m_catalogue = std::move(catalogue);
    if (analysed != m_scenario) {
        recomputeNow();
        return;
    }
    m_recomputeTimer.stop();
    m_lastRecompute.start();
    take(std::move(analysis));
}

void ScenarioDocument::setFilePath(const QString& path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged();
}

QString ScenarioDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_scenario.name.isEmpty() ? tr("Untitled") : m_scenario.name;
}

bool ScenarioDocument::edit(
    const QString& field, const std::function<void(Scenario&)>& change, bool continuing, StepName name)
{
    Scenario changed = m_scenario;
    change(changed);
    // Core's own reader is the judge of a valid scenario: what it would refuse in a file never reaches
    // the estimate.
    const QJsonObject document = scenarioToJson(changed);
    const auto checked = scenarioFromJson(document, displayName());
    if (!checked) {
        m_rejections.insert(field, checked.error().problem);
        Q_EMIT inputRejected(
            checked.error().key.isEmpty() ? field : checked.error().key, checked.error().problem, field);
        return false;
    }
    if (m_rejections.remove(field) > 0)
        Q_EMIT inputAccepted(field);
    if (document == scenarioToJson(m_scenario)) // Scenario's own ==, with one document already written
        return true;
    if (!name)
        name = [field] { return tr("Change %1").arg(field); };
    m_undo.push(new ScenarioCommand(this, field, m_scenario, changed, continuing, std::move(name)));
    return true;
}

void ScenarioDocument::renameUndoSteps()
{
    for (int i = 0; i < m_undo.count(); ++i)
        static_cast<ScenarioCommand*>(const_cast<QUndoCommand*>(m_undo.command(i)))->rename();
    // The Undo and Redo actions show the texts of the steps next to be undone and redone.
    Q_EMIT m_undo.undoTextChanged(m_undo.undoText());
    Q_EMIT m_undo.redoTextChanged(m_undo.redoText());
}

std::optional<QString> ScenarioDocument::rejection(const QString& field) const
{
    const auto it = m_rejections.constFind(field);
    return it == m_rejections.cend() ? std::nullopt : std::optional<QString>(*it);
}

void ScenarioDocument::setScenarioFromUndo(const Scenario& s, const QString& field)
{
    m_scenario = s;
    m_lastChange = field;
    Q_EMIT scenarioChanged(field);
    scheduleRecompute();
}

void ScenarioDocument::scheduleRecompute()
{
    // The first change after a quiet frame is recomputed at the next turn of the event loop; the changes of a
    // drag that come faster than frames are recomputed together, one frame after the previous recomputation.
    if (m_recomputeTimer.isActive())
        return;
    const qint64 since = m_lastRecompute.isValid() ? m_lastRecompute.elapsed() : FrameMs;
    m_recomputeTimer.start(int(std::max<qint64>(0, FrameMs - since)));
}

void ScenarioDocument::recomputeNow()
{
    m_recomputeTimer.stop();
    recompute();
}

void ScenarioDocument::recompute()
{
    m_lastRecompute.start();
    take(analyseScenario(m_scenario, *m_catalogue));
}

void ScenarioDocument::take(Result<ScenarioAnalysis> result)
{
    if (!result) {
        // The last valid estimate stays on screen; the field that broke it says why.
        Q_EMIT inputRejected(result.error().key, result.error().problem, m_lastChange);
        return;
    }
    m_analysis = std::move(result).value();
    Q_EMIT estimateChanged();
}

} // namespace Kova
