#include "panels/sourceview.h"

#include "io/scenariofile.h"
#include "widgets/highlightedtextedit.h"

#include <KSyntaxHighlighting/Theme>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

namespace Kova {

namespace {

constexpr int DefaultParseDelayMs = 400;

} // namespace

SourceView::SourceView(std::shared_ptr<KSyntaxHighlighting::Repository> repository, QWidget* parent)
    : QWidget(parent)
    , m_editor(new HighlightedTextEdit(std::move(repository), QStringLiteral("JSON"), this))
    , m_messageBar(new QFrame(this))
    , m_message(new QLabel(m_messageBar))
    , m_revert(new QPushButton(m_messageBar))
    , m_parseTimer(new QTimer(this))
{
    m_messageBar->setFrameShape(QFrame::StyledPanel);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText); // the problem quotes the user's text
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* barLayout = new QHBoxLayout(m_messageBar);
    barLayout->addWidget(m_message, 1);
    barLayout->addWidget(m_revert);
    m_messageBar->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_editor, 1);

    m_parseTimer->setSingleShot(true);
    m_parseTimer->setInterval(DefaultParseDelayMs);
    connect(m_parseTimer, &QTimer::timeout, this, &SourceView::parseNow);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &SourceView::onTextEdited);
    connect(m_editor, &HighlightedTextEdit::themeChanged, this, &SourceView::markErrorLine);
    connect(m_revert, &QPushButton::clicked, this, &SourceView::revertToScenario);
    retranslate();
}

SourceView::~SourceView() = default;

void SourceView::setParseDelay(int milliseconds)
{
    m_parseTimer->setInterval(milliseconds);
}

void SourceView::setScenario(const Scenario& scenario)
{
    // The user's text wins while it is being typed, and while the scenario has not taken it.
    const bool keepText = m_parseTimer->isActive() || (m_error && textIsDraft());
    m_scenario = scenario;
    if (keepText)
        return;
    if (m_error)
        clearError(); // a problem of the text shown before, which is not a draft
    m_stale = !m_onScreen;
    if (m_stale)
        return;
    const QByteArray current = m_editor->toPlainText().toUtf8();
    if (!current.isEmpty()) {
        const auto shown = parseScenario(current, {});
        if (shown && shown.value() == scenario)
            return; // keep the user's own layout of an equal scenario
    }
    replaceText(QString::fromUtf8(scenarioToBytes(scenario)));
}

void SourceView::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    if (m_onScreen && m_stale)
        setScenario(m_scenario);
}

void SourceView::showScenario(const Scenario& scenario, const QString& draft)
{
    m_stale = false;
    m_parseTimer->stop();
    clearError();
    m_scenario = scenario;
    if (draft.isEmpty()) {
        replaceText(QString::fromUtf8(scenarioToBytes(scenario)));
        return;
    }
    replaceText(draft);
    parseNow(); // shows its error again
}

QString SourceView::takeDraft()
{
    if (m_parseTimer->isActive())
        parseNow();
    return m_error && textIsDraft() ? m_editor->toPlainText() : QString();
}

// A text that does not parse, or parses to another scenario than the one shown (it was refused).
bool SourceView::textIsDraft() const
{
    const auto parsed = parseScenario(m_editor->toPlainText().toUtf8(), {});
    return !parsed || !(parsed.value() == m_scenario);
}

void SourceView::showRejection(const QString& key, const QString& problem)
{
    const QByteArray bytes = m_editor->toPlainText().toUtf8();
    showError(InputError { {}, key, problem }, locateKey(bytes, key));
}

void SourceView::revertToScenario()
{
    m_parseTimer->stop();
    clearError();
    replaceText(QString::fromUtf8(scenarioToBytes(m_scenario)));
}

void SourceView::parseNow()
{
    m_parseTimer->stop();
    const QByteArray bytes = m_editor->toPlainText().toUtf8();
    auto parsed = parseScenario(bytes, tr("source", "the scenario source view, as a file name in errors"));
    if (!parsed) {
        showError(parsed.error(), locateInputError(bytes, parsed.error()));
        return;
    }
    clearError();
    if (parsed.value() == m_scenario)
        return;
    // The scenario follows through setScenario() once it has taken the edit; until then the text is a draft.
    Q_EMIT scenarioEdited(parsed.value());
}

QString SourceView::errorText() const
{
    return m_error ? m_message->text() : QString();
}

void SourceView::onTextEdited()
{
    // textChanged also comes when only the highlighter's formats change: an edit changes the characters.
    if (m_settingText)
        return;
    QString now = m_editor->toPlainText();
    if (now == m_shownText)
        return;
    m_shownText = std::move(now);
    m_parseTimer->start();
}

// Replaces only what differs, so the cursor and the scroll position stay where the user left them.
void SourceView::replaceText(const QString& text)
{
    m_settingText = true;
    m_editor->replaceChangedText(text);
    m_settingText = false;
    m_shownText = m_editor->toPlainText();
}

void SourceView::showError(const InputError& error, const TextLocation& at)
{
    m_error = error;
    m_errorAt = at;
    QString message;
    if (!at.known())
        message = error.problem;
    else if (at.key.isEmpty())
        message
            = tr("Line %1, column %2: %3").arg(locale().toString(at.line), locale().toString(at.column), error.problem);
    else
        message = tr("Line %1, column %2, key %3: %4")
                      .arg(locale().toString(at.line), locale().toString(at.column), at.key, error.problem);
    m_message->setText(message);
    m_messageBar->show();
    markErrorLine();
}

void SourceView::clearError()
{
    m_error.reset();
    m_errorAt = {};
    m_messageBar->hide();
    markErrorLine();
}

void SourceView::markErrorLine()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (m_error && m_errorAt.known()) {
        const QColor mark = QColor::fromRgba(m_editor->theme().editorColor(KSyntaxHighlighting::Theme::MarkError));
        const QTextBlock block = m_editor->document()->findBlockByNumber(m_errorAt.line - 1);
        QTextEdit::ExtraSelection line;
        line.cursor = QTextCursor(block);
        line.format.setBackground(QColor(mark.red(), mark.green(), mark.blue(), 60));
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(line);
        QTextEdit::ExtraSelection character;
        character.cursor = QTextCursor(block);
        character.cursor.setPosition(
            block.position() + std::min(m_errorAt.column - 1, std::max(0, block.length() - 2)));
        character.cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        character.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        character.format.setUnderlineColor(mark);
        selections.append(character);
    }
    m_editor->setExtraSelections(selections);
}

void SourceView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_error)
            parseNow();
    }
}

void SourceView::retranslate()
{
    m_editor->setAccessibleName(tr("Scenario source"));
    m_revert->setText(tr("&Revert"));
    m_revert->setToolTip(tr("Discard the edit and show the scenario as it is"));
    m_message->setAccessibleName(tr("Source error"));
}

} // namespace Kova
