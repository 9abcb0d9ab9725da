#pragma once

#include "io/scenariofile.h"
#include "model/catalogue.h"
#include "plan/scenarioanalysis.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <optional>

namespace Kova {

// One open scenario: the scenario, the catalogue it is priced against, its undo history and the
// estimate core computed for it. Every edit goes through edit() and becomes an undo command; bursts of
// edits are coalesced into one recomputation, and estimateChanged() (which every view follows) comes at most
// once a frame.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(
        std::shared_ptr<const Catalogue> catalogue, Scenario scenario = defaultScenario(), QObject* parent = nullptr);
    // Prices against a copy of `catalogue`.
    explicit ScenarioDocument(
        const Catalogue& catalogue, Scenario scenario = defaultScenario(), QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario& scenario() const { return m_scenario; }
    const Catalogue& catalogue() const { return *m_catalogue; }
    // The catalogue as a snapshot that background work can keep while the window moves on to another.
    std::shared_ptr<const Catalogue> sharedCatalogue() const { return m_catalogue; }
    // Prices the scenario against another catalogue (the feeds were updated) and recomputes at once.
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue);
    // The same with `analysis`, made off the GUI thread for `analysed`: recomputed only when the scenario has
    // changed since.
    void setCatalogue(
        std::shared_ptr<const Catalogue> catalogue, const Scenario& analysed, Result<ScenarioAnalysis> analysis);
    QUndoStack* undoStack() { return &m_undo; }

    bool hasEstimate() const { return m_analysis.has_value(); }
    const Estimate& estimate() const { return m_analysis->estimate; }
    const ScenarioAnalysis& analysis() const { return *m_analysis; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);
    QString displayName() const;
    bool isModified() const { return !m_undo.isClean(); }
    void markSaved() { m_undo.setClean(); }

    // Applies `change` to a copy of the scenario; when core accepts the result it becomes an undo step
    // (merged with the previous one when `continuing`), else inputRejected names the field and problem.
    // `name` names the undo step ("Change GPUs"), in the current language each time it is called.
    using StepName = std::function<QString()>;
    bool edit(const QString& field, const std::function<void(Scenario&)>& change, bool continuing = false,
        StepName name = {});
    // Names every undo step again in the current language (after a language change).
    void renameUndoSteps();
    // The text of a field's last rejected value, if its last edit was rejected.
    std::optional<QString> rejection(const QString& field) const;

    // Recomputes at once instead of at the next turn of the event loop or the next frame (tests, benchmarks).
    void recomputeNow();
    // An edit waits for its recomputation (at the next turn of the event loop, or the next frame).
    bool isRecomputePending() const { return m_recomputeTimer.isActive(); }

    void setScenarioFromUndo(const Scenario& s, const QString& field);

    // The source view's text of this scenario while it does not parse or is refused (empty: none), kept
    // while another scenario is shown so that it is neither lost nor applied to the wrong scenario.
    QString sourceDraft() const { return m_sourceDraft; }
    void setSourceDraft(const QString& text) { m_sourceDraft = text; }

Q_SIGNALS:
    void scenarioChanged(const QString& field);
    void estimateChanged();
    // `key` is where the problem is, `origin` the field of the edit that caused it ("source" for an edit of
    // the source text, which may break any key).
    void inputRejected(const QString& key, const QString& problem, const QString& origin);
    void inputAccepted(const QString& field);
    void modifiedChanged(bool modified);
    void filePathChanged();

private:
    void recompute();
    void take(Result<ScenarioAnalysis> analysis);
    void scheduleRecompute();

    std::shared_ptr<const Catalogue> m_catalogue;
    Scenario m_scenario;
    QUndoStack m_undo;
    QTimer m_recomputeTimer;
    QElapsedTimer m_lastRecompute; // when the last recomputation began
    std::optional<ScenarioAnalysis> m_analysis;
    QHash<QString, QString> m_rejections;
    QString m_filePath;
    QString m_lastChange; // the field of the last change, which the next recomputation judges
    QString m_sourceDraft;
};

} // namespace Kova
