#include "widgets/highlightedtextedit.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <QApplication>
#include <QFontDatabase>
#include <QSignalBlocker>
#include <QTextCursor>

namespace Kova {

HighlightedTextEdit::HighlightedTextEdit(
    std::shared_ptr<KSyntaxHighlighting::Repository> repository, const QString& definitionName, QWidget* parent)
    : QPlainTextEdit(parent)
    , m_repository(std::move(repository))
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    // The theme first: a definition set before any theme leaves the text invisible.
    applyTheme();
    m_highlighter->setDefinition(m_repository->definitionForName(definitionName));
}

HighlightedTextEdit::~HighlightedTextEdit()
{
    // The highlighter is the document's child and would outlive m_repository: it goes first. Taking its
    // formats off the text is no edit for whoever listens to this editor (it may be half destroyed).
    const QSignalBlocker quiet(this);
    delete m_highlighter;
}

QString HighlightedTextEdit::themeName() const
{
    return m_highlighter->theme().name();
}

QString HighlightedTextEdit::definitionName() const
{
    return m_highlighter->definition().name();
}

KSyntaxHighlighting::Theme HighlightedTextEdit::theme() const
{
    return m_highlighter->theme();
}

void HighlightedTextEdit::replaceChangedText(const QString& text)
{
    const QString old = toPlainText();
    if (old == text)
        return;
    const qsizetype common = std::min(old.size(), text.size());
    qsizetype prefix = 0;
    while (prefix < common && old.at(prefix) == text.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < common - prefix && old.at(old.size() - 1 - suffix) == text.at(text.size() - 1 - suffix))
        ++suffix;
    QTextCursor cursor(document());
    cursor.setPosition(int(prefix));
    cursor.setPosition(int(old.size() - suffix), QTextCursor::KeepAnchor);
    cursor.insertText(text.mid(prefix, text.size() - prefix - suffix));
}

void HighlightedTextEdit::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ParentChange) && !m_applyingTheme)
        applyTheme();
}

void HighlightedTextEdit::applyTheme()
{
    // Our own palette carries the theme's colours, so the choice is made from the surrounding one.
    const QPalette surrounding = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    const KSyntaxHighlighting::Theme theme = m_repository->themeForPalette(surrounding);
    if (theme.name() == themeName() && m_highlighter->theme().isValid())
        return;
    m_applyingTheme = true;
    QPalette pal; // only these roles are set, the others keep following the surrounding palette
    pal.setColor(QPalette::Base, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    pal.setColor(QPalette::Text, QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    pal.setColor(QPalette::Highlight, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::TextSelection)));
    setPalette(pal);
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
    m_applyingTheme = false;
    Q_EMIT themeChanged();
}

} // namespace Kova
