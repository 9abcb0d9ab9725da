#include "panels/sourceview.h"

#include "io/scenariofile.h"
#include "widgets/fileopening.h"
#include "widgets/highlightedtextedit.h"

#include <KSyntaxHighlighting/Theme>
#include <QEvent>
#include <QFrame>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

constexpr int DefaultParseDelayMs = 400;

// Whether a JSON value holds more than `limit` values (counting stops there). Written indented, every value is a
// line of its own at least, so a scenario whose file holds more values than MaxEditedLines is longer than that.
bool holdsMoreThan(const QJsonValue& value, qsizetype& limit)
{
    if (--limit < 0)
        return true;
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (holdsMoreThan(it.value(), limit))
                return true;
    } else if (value.isArray()) {
        for (const QJsonValue& v : value.toArray())
            if (holdsMoreThan(v, limit))
                return true;
    }
    return false;
}

bool isLongerThan(const Scenario& s, int lines)
{
    qsizetype limit = lines;
    return holdsMoreThan(s.document, limit);
}

// The first lines of a long scenario's text, and how many it has in all.
struct Preview
{
    QString text;
    qsizetype lines = 0;
};

// A line longer than this is cut in the preview: a scenario too large to indent is written compact, on one line.
constexpr qsizetype MaxPreviewLineCharacters = 500;

Preview previewOf(const Scenario& s, int maxLines)
{
    const QByteArray bytes = scenarioToBytes(s);
    QStringList shown;
    qsizetype from = 0;
    while (shown.size() < maxLines && from < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', from);
        if (end < 0)
            end = bytes.size();
        const qsizetype length = std::min(end - from, MaxPreviewLineCharacters);
        QString line = QString::fromUtf8(bytes.sliced(from, length));
        if (length < end - from)
            line += u" …"_s;
        shown << line;
        from = end + 1;
    }
    const qsizetype lines = bytes.count('\n') + (bytes.endsWith('\n') ? 0 : 1);
    return { shown.join(u'\n'), lines };
}

} // namespace

SourceView::SourceView(std::shared_ptr<KSyntaxHighlighting::Repository> repository, QWidget* parent)
    : QWidget(parent)
    , m_editor(new HighlightedTextEdit(std::move(repository), QStringLiteral("JSON"), this))
    , m_messageBar(new QFrame(this))
    , m_message(new QLabel(m_messageBar))
    , m_notice(new QLabel(this))
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
    m_notice->setObjectName(QStringLiteral("SourcePreviewNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->setContentsMargins(6, 4, 6, 4);
    m_notice->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_notice);
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
    if (m_stale || showPreviewIfLong())
        return;
    leavePreview();
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
    if (showPreviewIfLong())
        return;
    leavePreview();
    if (draft.isEmpty()) {
        replaceText(QString::fromUtf8(scenarioToBytes(scenario)));
        return;
    }
    replaceText(draft);
    parseNow(); // shows its error again
}

QString SourceView::takeDraft()
{
    if (m_preview)
        return {}; // read-only: there is no edit
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
    if (showPreviewIfLong())
        return;
    leavePreview();
    replaceText(QString::fromUtf8(scenarioToBytes(m_scenario)));
}

bool SourceView::showPreviewIfLong()
{
    if (!isLongerThan(m_scenario, MaxEditedLines))
        return false;
    m_preview = true;
    m_previewLines = 0;
    m_editor->setReadOnly(true);
    showPreviewNotice();
    // The text is written, and cut, by a worker; a newer scenario's preview replaces this one's.
    const int request = ++m_previewRequest;
    auto* watcher = new QFutureWatcher<Preview>(this);
    connect(watcher, &QFutureWatcher<Preview>::finished, this, [this, watcher, request] {
        watcher->deleteLater();
        if (request != m_previewRequest || !m_preview)
            return;
        const Preview preview = watcher->result();
        m_previewLines = preview.lines;
        m_settingText = true;
        m_editor->setPlainText(preview.text);
        m_settingText = false;
        m_shownText = preview.text;
        showPreviewNotice();
        Q_EMIT previewShown();
    });
    watcher->setFuture(
        QtConcurrent::run(FileOpening::threads(), [s = m_scenario] { return previewOf(s, MaxEditedLines); }));
    return true;
}

void SourceView::leavePreview()
{
    if (!m_preview)
        return;
    m_preview = false;
    ++m_previewRequest; // a preview still being written is dropped
    m_editor->setReadOnly(false);
    m_notice->hide();
    m_settingText = true;
    m_editor->setPlainText(QString());
    m_settingText = false;
    m_shownText.clear();
}

void SourceView::showPreviewNotice()
{
    if (!m_preview)
        return;
    m_notice->setText(m_previewLines == 0
            ? tr("This scenario is too long to edit here; its first lines are being prepared…")
            : tr("This scenario's text is too long to edit here: only its beginning is shown (at most %1 lines, long "
                 "lines cut), read-only. Edit it in the form, or open the file in a text editor.")
                  .arg(locale().toString(MaxEditedLines)));
    m_notice->show();
}

void SourceView::parseNow()
{
    m_parseTimer->stop();
    if (m_preview)
        return; // the first lines only: not the scenario
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
        showPreviewNotice();
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
