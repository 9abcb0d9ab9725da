#include "document/scenariodocument.h"
#include "io/cataloguefile.h"
#include "models/cachedtextdelegate.h"
#include "models/lineitemmodel.h"
#include "panels/costpanel.h"

#include <QApplication>
#include <QHeaderView>
#include <QListView>
#include <QScopeGuard>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleFactory>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Kova;
using namespace Qt::StringLiterals;

// The caching delegate paints and measures every cell exactly as Qt's own delegate does (compared pixel for pixel),
// and never shows a text it kept for another estimate, font or width.
class TestCachedTextDelegate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cellsArePaintedAsByTheStyle_data();
    void cellsArePaintedAsByTheStyle();
    void billIsPaintedAsByTheStyle_data();
    void billIsPaintedAsByTheStyle();
    void changedEstimateShowsTheNewFigures();
    void changedFontIsMeasuredAndLaidOutAgain();
    void anotherStyleMeasuresAndPaintsAgain();
};

namespace {

QImage shot(QAbstractItemView* view)
{
    return view->viewport()->grab().toImage();
}

// The same view painted by Qt's own delegate.
QImage shotByTheStyle(QAbstractItemView* view)
{
    QAbstractItemDelegate* kept = view->itemDelegate();
    QStyledItemDelegate plain;
    view->setItemDelegate(&plain);
    const QImage image = shot(view);
    view->setItemDelegate(kept);
    return image;
}

// Every column's and row's size hint as Qt's own delegate gives it.
QList<QSize> sizesByTheStyle(QAbstractItemView* view, const QList<QModelIndex>& indexes)
{
    QStyledItemDelegate plain;
    QAbstractItemDelegate* kept = view->itemDelegate();
    view->setItemDelegate(&plain);
    QList<QSize> sizes;
    for (const QModelIndex& index : indexes)
        sizes << view->sizeHintForIndex(index);
    view->setItemDelegate(kept);
    return sizes;
}

QList<QModelIndex> allIndexes(const QAbstractItemModel* model, const QModelIndex& parent = {})
{
    QList<QModelIndex> out;
    for (int r = 0; r < model->rowCount(parent); ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            out << model->index(r, c, parent);
            if (c == 0)
                out << allIndexes(model, model->index(r, 0, parent));
        }
    return out;
}

QString firstDifference(const QImage& a, const QImage& b)
{
    if (a.size() != b.size())
        return u"sizes differ"_s;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                return u"pixel %1,%2 differs"_s.arg(x).arg(y);
    return {};
}

} // namespace

void TestCachedTextDelegate::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestCachedTextDelegate::cellsArePaintedAsByTheStyle_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("alignment");
    QTest::addColumn<int>("fontStyle"); // 0 plain, 1 bold, 2 italic
    QTest::addColumn<int>("columnWidth");
    QTest::addColumn<bool>("selected");
    QTest::addColumn<bool>("wrap");
    QTest::addColumn<bool>("icon");
    const int left = Qt::AlignLeft | Qt::AlignVCenter;
    const int right = Qt::AlignRight | Qt::AlignVCenter;
    for (const QString& view : { u"tree"_s, u"table"_s, u"list"_s }) {
        const auto row = [&](const char* name) -> QTestData& { return QTest::addRow("%s %s", qPrintable(view), name); };
        row("left") << view << u"GPU time"_s << left << 0 << 200 << false << false << false;
        row("right") << view << u"= $483.84"_s << right << 0 << 200 << false << false << false;
        row("centred") << view << u"72 h"_s << int(Qt::AlignCenter) << 0 << 200 << false << false << false;
        row("bold") << view << u"interruptible (chosen)"_s << left << 1 << 200 << false << false << false;
        row("italic") << view << u"Carbon (not a cost)"_s << left << 2 << 200 << false << false << false;
        row("selected") << view << u"= $4.00"_s << right << 0 << 200 << true << false << false;
        row("two lines") << view << u"GPU time\n8 × 72 h × $0.840"_s << left << 0 << 200 << false << false << false;
        row("three lines") << view << u"Total\n\n$491.84"_s << left << 1 << 200 << false << false << false;
        row("too long: elided") << view << u"Checkpoint volume 500 GB, kept three days"_s << left << 0 << 60 << false
                                << false << false;
        row("wrapped") << view << u"8 × 72 h × $0.840 per GPU-hour"_s << left << 0 << 90 << false << true << false;
        row("icon") << view << u"The model does not fit in this GPU's memory"_s << left << 0 << 400 << false << false
                    << true;
        row("icon, wrapped") << view << u"The model does not fit in this GPU's memory on 8 GPUs"_s << left << 0 << 120
                             << false << true << true;
        row("accents") << view << u"Quantité × taux : 13,0 Md de paramètres"_s << left << 0 << 300 << false << false
                       << false;
    }
}

void TestCachedTextDelegate::cellsArePaintedAsByTheStyle()
{
    QFETCH(QString, view);
    QFETCH(QString, text);
    QFETCH(int, alignment);
    QFETCH(int, fontStyle);
    QFETCH(int, columnWidth);
    QFETCH(bool, selected);
    QFETCH(bool, wrap);
    QFETCH(bool, icon);
    QStandardItemModel model(3, 2);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 2; ++c) {
            auto* item = new QStandardItem(r == 1 ? text : u"Row %1"_s.arg(r));
            item->setTextAlignment(Qt::Alignment(alignment));
            QFont font;
            font.setBold(fontStyle == 1);
            font.setItalic(fontStyle == 2);
            item->setFont(font);
            if (icon)
                item->setIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning));
            model.setItem(r, c, item);
        }
    std::unique_ptr<QAbstractItemView> v;
    if (view == u"tree"_s) {
        auto* tree = new QTreeView;
        tree->setAlternatingRowColors(true);
        tree->setWordWrap(wrap);
        v.reset(tree);
    } else if (view == u"table"_s) {
        auto* table = new QTableView;
        table->setWordWrap(wrap);
        v.reset(table);
    } else {
        auto* list = new QListView;
        list->setWordWrap(wrap);
        v.reset(list);
    }
    v->setModel(&model);
    CachedTextDelegate::install(v.get());
    if (auto* tree = qobject_cast<QTreeView*>(v.get()))
        tree->setColumnWidth(0, columnWidth);
    if (auto* table = qobject_cast<QTableView*>(v.get())) {
        table->setColumnWidth(0, columnWidth);
        table->resizeRowsToContents();
    }
    v->resize(columnWidth + 260, 180);
    v->show();
    QVERIFY(QTest::qWaitForWindowExposed(v.get()));
    if (selected)
        v->selectionModel()->select(model.index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QImage expected = shotByTheStyle(v.get());
    const QImage cached = shot(v.get());
    QVERIFY2(cached == expected, qPrintable(firstDifference(cached, expected)));
    QVERIFY2(shot(v.get()) == expected, "painted again from the kept layouts");
    const QList<QModelIndex> indexes = allIndexes(&model);
    const QList<QSize> expectedSizes = sizesByTheStyle(v.get(), indexes);
    for (int i = 0; i < indexes.size(); ++i)
        QCOMPARE(v->sizeHintForIndex(indexes[i]), expectedSizes[i]);
}

void TestCachedTextDelegate::billIsPaintedAsByTheStyle_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("language");
    QTest::newRow("wide: side by side") << 900 << u"en_US"_s;
    QTest::newRow("narrow: stacked") << 330 << u"en_US"_s;
    QTest::newRow("very narrow: amounts stacked too") << 190 << u"en_US"_s;
    QTest::newRow("French, narrow") << 330 << u"fr_FR"_s;
}

void TestCachedTextDelegate::billIsPaintedAsByTheStyle()
{
    QFETCH(int, width);
    QFETCH(QString, language);
    QLocale::setDefault(QLocale(language));
    const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); });
    ScenarioDocument doc(embeddedCatalogue());
    CostPanel panel;
    panel.setDocument(&doc);
    panel.resize(width, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(qobject_cast<CachedTextDelegate*>(panel.view()->itemDelegate()));
    const QImage expected = shotByTheStyle(panel.view());
    const QImage cached = shot(panel.view());
    QVERIFY2(cached == expected, qPrintable(firstDifference(cached, expected)));
    const QList<QModelIndex> indexes = allIndexes(panel.model());
    const QList<QSize> expectedSizes = sizesByTheStyle(panel.view(), indexes);
    for (int i = 0; i < indexes.size(); ++i)
        QCOMPARE(panel.view()->sizeHintForIndex(indexes[i]), expectedSizes[i]);
}

void TestCachedTextDelegate::changedEstimateShowsTheNewFigures()
{
    ScenarioDocument doc(embeddedCatalogue());
    CostPanel panel;
    panel.setDocument(&doc);
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage before = shot(panel.view());
    QVERIFY(before == shotByTheStyle(panel.view()));
    const QModelIndex chosen = panel.model()->index(1, LineItemModel::AmountColumn);
    QCOMPARE(chosen.data().toString(), u"$491.84"_s);
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    doc.recomputeNow();
    QVERIFY(chosen.data().toString() != u"$491.84"_s);
    const QImage after = shot(panel.view());
    QVERIFY2(after != before, "the new amounts are painted");
    QVERIFY2(after == shotByTheStyle(panel.view()), "as Qt paints the new estimate");
    // Back to the first estimate: its kept texts are the right ones again.
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 8; });
    doc.recomputeNow();
    QCOMPARE(chosen.data().toString(), u"$491.84"_s);
    QVERIFY(shot(panel.view()) == shotByTheStyle(panel.view()));
}

void TestCachedTextDelegate::changedFontIsMeasuredAndLaidOutAgain()
{
    ScenarioDocument doc(embeddedCatalogue());
    CostPanel panel;
    panel.setDocument(&doc);
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QModelIndex gpuTime = panel.model()->index(0, LineItemModel::FormulaColumn, panel.model()->index(1, 0));
    const QSize before = panel.view()->sizeHintForIndex(gpuTime);
    QFont larger = panel.view()->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    panel.view()->setFont(larger);
    QCoreApplication::processEvents();
    const QSize after = panel.view()->sizeHintForIndex(gpuTime);
    QVERIFY2(after.width() > before.width(), "measured again in the larger font");
    QCOMPARE(after, sizesByTheStyle(panel.view(), { gpuTime }).constFirst());
    const QImage cached = shot(panel.view());
    QVERIFY2(cached == shotByTheStyle(panel.view()), qPrintable(firstDifference(cached, shotByTheStyle(panel.view()))));
    // The next estimate: the columns are fitted to the texts measured in the larger font, not the kept widths.
    doc.edit(u"cluster.gpus"_s, [](Scenario& s) { s.cluster.gpus = 16; });
    doc.recomputeNow();
    const QHeaderView* header = panel.view()->header();
    for (const QModelIndex& index : allIndexes(panel.model()))
        if (!panel.view()->isColumnHidden(index.column()))
            QVERIFY2(header->sectionSize(index.column()) >= panel.view()->sizeHintForIndex(index).width(),
                qPrintable(index.data().toString()));
}

void TestCachedTextDelegate::anotherStyleMeasuresAndPaintsAgain()
{
    ScenarioDocument doc(embeddedCatalogue());
    CostPanel panel;
    panel.setDocument(&doc);
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* delegate = qobject_cast<CachedTextDelegate*>(panel.view()->itemDelegate());
    QVERIFY(delegate);
    shot(panel.view());
    const QList<QModelIndex> indexes = allIndexes(panel.model());
    for (const QModelIndex& index : indexes)
        panel.view()->sizeHintForIndex(index);
    const std::unique_ptr<QStyle> windows(QStyleFactory::create(u"Windows"_s));
    QVERIFY(windows);
    panel.view()->setStyle(windows.get());
    const auto back = qScopeGuard([&panel] { panel.view()->setStyle(nullptr); });
    const QList<QSize> expected = sizesByTheStyle(panel.view(), indexes);
    for (int i = 0; i < indexes.size(); ++i)
        QCOMPARE(panel.view()->sizeHintForIndex(indexes[i]), expected[i]);
    const QImage cached = shot(panel.view());
    QVERIFY2(cached == shotByTheStyle(panel.view()), "painted by the new style");
}

QTEST_MAIN(TestCachedTextDelegate)
#include "tst_cachedtextdelegate.moc"
