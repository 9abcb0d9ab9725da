#pragma once

#include <QPlainTextEdit>
#include <memory>

namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
class Theme;
} // namespace KSyntaxHighlighting

namespace Kova {

// A plain text editor highlighted by KSyntaxHighlighting, its theme chosen from the palette it sits
// in (the parent's, else the application's) and chosen again whenever that palette changes. It shares
// the ownership of the repository its highlighter loads definitions from, so the repository outlives
// the highlighter whoever else lets it go.
class HighlightedTextEdit : public QPlainTextEdit
{
    Q_OBJECT

public:
    HighlightedTextEdit(std::shared_ptr<KSyntaxHighlighting::Repository> repository, const QString& definitionName,
        QWidget* parent = nullptr);
    ~HighlightedTextEdit() override;

    QString themeName() const;
    QString definitionName() const;
    KSyntaxHighlighting::Theme theme() const;
    // Replaces only the characters that differ, so that only the lines around them are highlighted again
    // and the cursor and the scroll position stay where they were.
    void replaceChangedText(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

Q_SIGNALS:
    void themeChanged();

private:
    void applyTheme();

    std::shared_ptr<KSyntaxHighlighting::Repository> m_repository;
    KSyntaxHighlighting::SyntaxHighlighter* m_highlighter;
    bool m_applyingTheme = false;
};

} // namespace Kova
