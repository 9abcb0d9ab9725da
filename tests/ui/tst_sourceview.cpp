#include "io/scenariofile.h"
#include "panels/sourceview.h"
#include "widgets/highlightedtextedit.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using namespace Kova;
using namespace Qt::StringLiterals;

// The scenario source view: two-way JSON editing, errors in place, theme from the palette.
class TestSourceView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheScenarioAsItsJson();
    void validEditEmitsTheEditedScenario_data();
    void validEditEmitsTheEditedScenario();
    void brokenEditShowsWhereAndKeepsTheText_data();
    void brokenEditShowsWhereAndKeepsTheText();
    void fixingTheEditClearsTheError();
    void newScenarioKeepsTheCursorLine();
    void newScenarioDoesNotClobberAnEditInProgress();
    void revertShowsTheLatestScenario();
    void rejectionIsShownAtItsKey();
    void themeFollowsThePalette();
    void highlightingIsNoEdit();
    void longScenarioShowsItsBeginningReadOnly_data();
    void longScenarioShowsItsBeginningReadOnly();

private:
    std::shared_ptr<KSyntaxHighlighting::Repository> m_repository = std::make_shared<KSyntaxHighlighting::Repository>();
};

namespace {

void replaceInEditor(QPlainTextEdit* editor, const QString& from, const QString& to)
{
    QTextCursor c = editor->document()->find(from);
    QVERIFY2(!c.isNull(), qPrintable(from));
    c.insertText(to);
}

QPalette paletteWithBase(const QColor& base, const QColor& text)
{
    QPalette p = QApplication::palette();
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::Window, base);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::WindowText, text);
    return p;
}

} // namespace

void TestSourceView::showsTheScenarioAsItsJson()
{
    SourceView view(m_repository);
    const Scenario s = defaultScenario();
    view.setScenario(s);
    QCOMPARE(view.editor()->toPlainText(), QString::fromUtf8(scenarioToBytes(s)));
    QCOMPARE(view.editor()->definitionName(), u"JSON"_s);
    QVERIFY(!view.hasError());
}

void TestSourceView::validEditEmitsTheEditedScenario_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("mode");
    QTest::newRow("gpus") << u"\"gpus\": 8"_s << u"\"gpus\": 16"_s << 16 << u"interruptible"_s;
    QTest::newRow("mode") << u"\"mode\": \"interruptible\""_s << u"\"mode\": \"on_demand\""_s << 8 << u"on_demand"_s;
}

void TestSourceView::validEditEmitsTheEditedScenario()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, gpus);
    QFETCH(QString, mode);
    SourceView view(m_repository);
    view.setParseDelay(50);
    view.setScenario(defaultScenario());
    QSignalSpy edited(&view, &SourceView::scenarioEdited);
    replaceInEditor(view.editor(), from, to);
    QCOMPARE(edited.count(), 0); // debounced, not on every keystroke
    QTRY_COMPARE(edited.count(), 1);

    Scenario expected = defaultScenario();
    expected.cluster.gpus = gpus;
    expected.mode = *fromKey<PurchaseMode>(mode);
    const Scenario got = edited.at(0).at(0).value<Scenario>();
    QCOMPARE(got.cluster.gpus, gpus);
    QVERIFY(got == expected);
    QVERIFY(view.editor()->toPlainText().contains(to));
}

void TestSourceView::brokenEditShowsWhereAndKeepsTheText_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("key");
    QTest::newRow("value error") << u"\"gpus\": 8"_s << u"\"gpus\": 0"_s << 28 << 5 << u"cluster.gpus"_s;
    QTest::newRow("syntax error") << u"\"gpus\": 8,"_s << u"\"gpus\": 8,,"_s << 28 << 16 << u"cluster.gpus"_s;
}

void TestSourceView::brokenEditShowsWhereAndKeepsTheText()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, key);
    SourceView view(m_repository);
    view.setParseDelay(20);
    view.setScenario(defaultScenario());
    QSignalSpy edited(&view, &SourceView::scenarioEdited);
    replaceInEditor(view.editor(), from, to);
    const QString broken = view.editor()->toPlainText();
    QTRY_VERIFY(view.hasError());
    QCOMPARE(edited.count(), 0);
    QCOMPARE(view.editor()->toPlainText(), broken);
    QCOMPARE(view.errorLocation().line, line);
    QCOMPARE(view.errorLocation().column, column);
    QCOMPARE(view.errorLocation().key, key);
    const QString message = view.errorText();
    QVERIFY2(message.contains(u"Line %1, column %2"_s.arg(line).arg(column)), qPrintable(message));
    QVERIFY2(message.contains(key), qPrintable(message));
    // The line is marked: a full-width selection on it.
    const QList<QTextEdit::ExtraSelection> marks = view.editor()->extraSelections();
    QVERIFY(!marks.isEmpty());
    QCOMPARE(marks.first().cursor.blockNumber() + 1, line);
    QVERIFY(marks.first().format.property(QTextFormat::FullWidthSelection).toBool());
}

void TestSourceView::fixingTheEditClearsTheError()
{
    SourceView view(m_repository);
    view.setParseDelay(20);
    view.setScenario(defaultScenario());
    QSignalSpy edited(&view, &SourceView::scenarioEdited);
    replaceInEditor(view.editor(), u"\"gpus\": 8"_s, u"\"gpus\": 0"_s);
    QTRY_VERIFY(view.hasError());
    replaceInEditor(view.editor(), u"\"gpus\": 0"_s, u"\"gpus\": 4"_s);
    QTRY_COMPARE(edited.count(), 1);
    QVERIFY(!view.hasError());
    QVERIFY(view.editor()->extraSelections().isEmpty());
    QCOMPARE(edited.at(0).at(0).value<Scenario>().cluster.gpus, 4);
}

void TestSourceView::newScenarioKeepsTheCursorLine()
{
    SourceView view(m_repository);
    view.setScenario(defaultScenario());
    QTextCursor c = view.editor()->textCursor();
    c.setPosition(view.editor()->document()->findBlockByNumber(30).position() + 3);
    view.editor()->setTextCursor(c);
    const int before = view.editor()->textCursor().position();
    Scenario changed = defaultScenario();
    changed.storage.datasetGb = 800; // written after line 30
    view.setScenario(changed);
    QCOMPARE(view.editor()->toPlainText(), QString::fromUtf8(scenarioToBytes(changed)));
    QCOMPARE(view.editor()->textCursor().position(), before);
}

void TestSourceView::newScenarioDoesNotClobberAnEditInProgress()
{
    SourceView view(m_repository);
    view.setParseDelay(20);
    view.setScenario(defaultScenario());
    replaceInEditor(view.editor(), u"\"gpus\": 8,"_s, u"\"gpus\": 8,,"_s);
    QTRY_VERIFY(view.hasError());
    const QString typed = view.editor()->toPlainText();
    Scenario changed = defaultScenario();
    changed.cluster.gpus = 32;
    view.setScenario(changed);
    QCOMPARE(view.editor()->toPlainText(), typed);
    QVERIFY(view.hasError());
}

void TestSourceView::revertShowsTheLatestScenario()
{
    SourceView view(m_repository);
    view.setParseDelay(20);
    view.setScenario(defaultScenario());
    replaceInEditor(view.editor(), u"\"gpus\": 8,"_s, u"\"gpus\": 8,,"_s);
    QTRY_VERIFY(view.hasError());
    Scenario changed = defaultScenario();
    changed.cluster.gpus = 32;
    view.setScenario(changed);
    view.revertToScenario();
    QVERIFY(!view.hasError());
    QCOMPARE(view.editor()->toPlainText(), QString::fromUtf8(scenarioToBytes(changed)));
}

void TestSourceView::rejectionIsShownAtItsKey()
{
    SourceView view(m_repository);
    view.setScenario(defaultScenario());
    view.showRejection(u"cluster.offer"_s, u"unknown offer \"x\""_s);
    QVERIFY(view.hasError());
    QCOMPARE(view.errorLocation().line, 27); // "offer", in the contract's key order
    QCOMPARE(view.errorLocation().key, u"cluster.offer"_s);
    QVERIFY2(view.errorText().contains(u"unknown offer"_s), qPrintable(view.errorText()));
    QCOMPARE(view.editor()->extraSelections().first().cursor.blockNumber(), 26);
}

void TestSourceView::themeFollowsThePalette()
{
    SourceView view(m_repository);
    view.setScenario(defaultScenario());
    view.setPalette(paletteWithBase(Qt::white, Qt::black));
    const QString light = view.editor()->themeName();
    QCOMPARE_GT(
        QColor::fromRgba(view.editor()->theme().editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness(),
        128);

    QSignalSpy changed(view.editor(), &HighlightedTextEdit::themeChanged);
    view.setPalette(paletteWithBase(QColor(0x20, 0x20, 0x20), Qt::white));
    QCOMPARE(changed.count(), 1);
    QVERIFY(view.editor()->themeName() != light);
    QCOMPARE_LT(
        QColor::fromRgba(view.editor()->theme().editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness(),
        128);
    QCOMPARE(view.editor()->palette().color(QPalette::Base),
        QColor::fromRgba(view.editor()->theme().editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));

    view.setPalette(paletteWithBase(Qt::white, Qt::black));
    QCOMPARE(view.editor()->themeName(), light);
}

void TestSourceView::highlightingIsNoEdit()
{
    // Formats the highlighter puts on the text change no character: the view is not being typed in, so a
    // newer scenario replaces the text at once and nothing is ever sent back as an edit.
    SourceView view(m_repository);
    view.setParseDelay(20);
    view.show();
    view.setScenario(defaultScenario());
    QSignalSpy edited(&view, &SourceView::scenarioEdited);
    for (int gpus : { 16, 24, 32 }) {
        view.setPalette(paletteWithBase(gpus == 24 ? Qt::white : QColor(0x20, 0x20, 0x20), Qt::gray));
        QTest::qWait(5);
        Scenario changed = defaultScenario();
        changed.cluster.gpus = gpus;
        view.setScenario(changed);
        QCOMPARE(view.editor()->toPlainText(), QString::fromUtf8(scenarioToBytes(changed)));
    }
    QTest::qWait(100);
    QCOMPARE(edited.count(), 0);
    QVERIFY(!view.hasError());
}

void TestSourceView::longScenarioShowsItsBeginningReadOnly_data()
{
    QTest::addColumn<int>("numbers");
    QTest::addColumn<bool>("preview");
    QTest::newRow("a short unknown key: editable, whole") << 100 << false;
    QTest::newRow("5,000 numbers: the first lines, read-only") << 5000 << true;
    QTest::newRow("2.65 M numbers (compact, one line): its beginning, cut") << 2'650'000 << true;
}

// A scenario longer than MaxEditedLines is not laid out whole on the GUI thread: its text is written by a worker and
// only its beginning is shown, read-only, under a notice; a short scenario afterwards is editable again.
void TestSourceView::longScenarioShowsItsBeginningReadOnly()
{
    QFETCH(int, numbers);
    QFETCH(bool, preview);
    QJsonObject document = QJsonDocument::fromJson(scenarioToBytes(defaultScenario())).object();
    QJsonArray samples;
    for (int i = 0; i < numbers; ++i)
        samples.append(10000 + i % 90000);
    document.insert(u"x_samples"_s, samples);
    const auto long_ = parseScenario(QJsonDocument(document).toJson(QJsonDocument::Compact), {});
    QVERIFY(long_.ok());
    SourceView view(m_repository);
    view.show();
    QSignalSpy previewed(&view, &SourceView::previewShown);
    view.setScenario(long_.value());
    QCOMPARE(view.isPreview(), preview);
    QCOMPARE(view.editor()->isReadOnly(), preview);
    if (!preview) {
        QCOMPARE(view.editor()->toPlainText(), QString::fromUtf8(scenarioToBytes(long_.value())));
        return;
    }
    QVERIFY(previewed.wait(120000));
    QVERIFY(view.previewNotice()->isVisible());
    QVERIFY(view.previewNotice()->text().contains(QLocale().toString(SourceView::MaxEditedLines)));
    QCOMPARE_LE(view.editor()->blockCount(), SourceView::MaxEditedLines);
    QCOMPARE_LT(view.editor()->document()->characterCount(), 1'000'000);
    QString first = view.editor()->document()->firstBlock().text();
    if (first.endsWith(u" …"_s))
        first.chop(2); // a long line, cut
    QVERIFY(QString::fromUtf8(scenarioToBytes(long_.value())).startsWith(first));
    QVERIFY(view.takeDraft().isEmpty()); // nothing to edit
    // A short scenario: whole and editable again.
    view.setScenario(defaultScenario());
    QVERIFY(!view.isPreview());
    QVERIFY(!view.editor()->isReadOnly());
    QVERIFY(!view.previewNotice()->isVisible());
    QCOMPARE(view.editor()->toPlainText(), QString::fromUtf8(scenarioToBytes(defaultScenario())));
}

QTEST_MAIN(TestSourceView)
#include "tst_sourceview.moc"
