#pragma once

#include "jsonlocation.h"
#include "scenario.h"

#include <QWidget>

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
// does not shows where and why in place, and the text stays as typed.
class SourceView : public QWidget
{
    Q_OBJECT

public:
    explicit SourceView(KSyntaxHighlighting::Repository& repository, QWidget* parent = nullptr);
    ~SourceView() override;

    // Shows the scenario; an edit in progress (not yet parsed, or not parsing) is left alone.
    void setScenario(const Kova::Scenario& scenario);
    // Shows a problem found beyond parsing (e.g. an offer the catalogue lacks) at its key in the text.
    void showRejection(const QString& key, const QString& problem);
    const Scenario& scenario() const { return m_scenario; }

    HighlightedTextEdit* editor() const { return m_editor; }
    void setParseDelay(int milliseconds);

    bool hasError() const { return m_error.has_value(); }
    TextLocation errorLocation() const { return m_errorAt; }
    QString errorText() const;

public Q_SLOTS:
    void parseNow();
    void revertToScenario();

Q_SIGNALS:
    void scenarioEdited(const Kova::Scenario& scenario);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onTextEdited();
    void replaceText(const QString& text);
    void showError(const InputError& error, const TextLocation& at);
    void clearError();
    void markErrorLine();
    void retranslate();

    HighlightedTextEdit* m_editor;
    QFrame* m_messageBar;
    QLabel* m_message;
    QPushButton* m_revert;
    QTimer* m_parseTimer;
    Scenario m_scenario;
    std::optional<InputError> m_error;
    TextLocation m_errorAt;
    bool m_settingText = false;
};

} // namespace Kova
