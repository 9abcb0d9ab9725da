#pragma once

#include "io/jsonlocation.h"
#include "model/scenario.h"

#include <QPointer>
#include <QWidget>
#include <memory>

class QFrame;
class QLabel;
class QPushButton;
class QTimer;

namespace KSyntaxHighlighting {
class Repository;
}

namespace Kova {

class HighlightedTextEdit;

// The scenario as its JSON text, editable: a text that parses becomes scenarioEdited(), one that
// does not shows where and why in place, and the text stays as typed. A text the scenario has not
// taken (it does not parse, or was refused) is a draft: it is never replaced by a newer scenario, only
// by a revert, or put aside with takeDraft() and brought back with showScenario().
// A scenario longer than MaxEditedLines lines (a file with a large key this version does not know) is not laid
// out whole on the GUI thread: its text is written by a worker and only its first MaxEditedLines lines are shown,
// read-only, under a notice saying so.
class SourceView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxEditedLines = 2000;

    explicit SourceView(std::shared_ptr<KSyntaxHighlighting::Repository> repository, QWidget* parent = nullptr);
    ~SourceView() override;

    // The shown scenario has changed; an edit in progress (not yet parsed) or a draft is left alone.
    void setScenario(const Kova::Scenario& scenario);
    // Whether the view is on screen (false behind another dock's tab): a newer scenario is written in the
    // text only then.
    void setOnScreen(bool onScreen);
    // Shows another scenario from scratch: its draft (with its error) if it has one, else its text.
    void showScenario(const Kova::Scenario& scenario, const QString& draft = {});
    // Parses an edit in progress (a valid one becomes scenarioEdited()), then returns the text if it is
    // a draft, else an empty string.
    QString takeDraft();
    // Shows a problem of the scenario's last source edit (e.g. an offer the catalogue lacks) at its key.
    void showRejection(const QString& key, const QString& problem);
    const Scenario& scenario() const { return m_scenario; }

    HighlightedTextEdit* editor() const { return m_editor; }
    void setParseDelay(int milliseconds);

    // Whether the scenario shown is too long to edit here (its first lines are shown, read-only).
    bool isPreview() const { return m_preview; }
    QLabel* previewNotice() const { return m_notice; }

    bool hasError() const { return m_error.has_value(); }
    TextLocation errorLocation() const { return m_errorAt; }
    QString errorText() const;

public Q_SLOTS:
    void parseNow();
    void revertToScenario();

Q_SIGNALS:
    void scenarioEdited(const Kova::Scenario& scenario);
    // The first lines of a long scenario are shown (after setScenario(), showScenario() or a revert).
    void previewShown();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onTextEdited();
    void replaceText(const QString& text);
    void showError(const InputError& error, const TextLocation& at);
    void clearError();
    void markErrorLine();
    bool textIsDraft() const;
    void retranslate();
    // Shows the scenario's first lines, read-only, when it is too long to edit; false when it is not.
    bool showPreviewIfLong();
    void leavePreview();
    void showPreviewNotice();

    HighlightedTextEdit* m_editor;
    QFrame* m_messageBar;
    QLabel* m_message;
    QLabel* m_notice; // above the first lines of a long scenario
    QPushButton* m_revert;
    QTimer* m_parseTimer;
    Scenario m_scenario;
    std::optional<InputError> m_error;
    TextLocation m_errorAt;
    bool m_settingText = false;
    QString m_shownText; // the characters last shown or typed
    bool m_onScreen = true;
    bool m_stale = false; // a newer scenario waits to be written until the view is on screen
    bool m_preview = false; // the first lines of a long scenario are shown (or being written)
    qsizetype m_previewLines = 0; // the whole text's lines; 0 while the worker writes it
    int m_previewRequest = 0; // the last preview asked for: an earlier one's text is dropped
};

} // namespace Kova
