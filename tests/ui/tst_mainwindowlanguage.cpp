#include "charts/breakdownchart.h"
#include "charts/chartgrid.h"
#include "charts/memorychart.h"
#include "charts/modecostchart.h"
#include "charts/timecostchart.h"
#include "document/openscenarios.h"
#include "document/scenariodocument.h"
#include "models/lineitemmodel.h"
#include "models/offertablemodel.h"
#include "panels/costpanel.h"
#include "panels/launchview.h"
#include "panels/montecarlopanel.h"
#include "panels/offerspanel.h"
#include "panels/planpanel.h"
#include "panels/scenarioform.h"
#include "shell/languagemenu.h"
#include "shell/mainwindow.h"
#include "tests/ui/openfile.h"
#include "tests/ui/windowparts.h"
#include "widgets/valuefield.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLogValueAxis>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace Kova;
using namespace WindowParts;
using namespace Qt::StringLiterals;

// The real planner window on the seed scenario, switched from the Language menu while it runs: every
// panel shows its texts and its figures in the new language, without a restart.
class TestMainWindowLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void textsFollowTheLanguage_data();
    void textsFollowTheLanguage();
    void figuresFollowTheLanguage_data();
    void figuresFollowTheLanguage();
    void switchedWindowShowsWhatAWindowStartedInItShows_data();
    void switchedWindowShowsWhatAWindowStartedInItShows();
    void refusedValueIsExplainedInTheNewLanguage();
    void undoStepsAreNamedInTheNewLanguage();
    void frenchWindowUsesTheSeedsWords();

private:
    QTemporaryDir m_settingsDir;
};

namespace {

// The window on the seed run, in `from`, then switched to `to` with the Language menu's action.
struct SeedWindow
{
    // With `findPlan`, the plan panel shows a found plan and its Pareto front before the switch.
    SeedWindow(const QString& from, const QString& to, bool findPlan = false)
    {
        LanguageMenu::switchTo(from);
        monteCarlo(window)->setRuns(500);
        // Large enough for the charts' whole texts (small charts show shorter titles, see ChartView).
        window.resize(2400, 1500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(OpenFile::scenario(
            *window.scenarios(), QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/seed-h100-72h.kova.json")));
        window.scenarios()->currentDocument()->recomputeNow();
        if (findPlan) {
            QSignalSpy ready(plan(window), &PlanPanel::planReady);
            plan(window)->findPlan();
            QVERIFY(ready.wait(60000));
        }
        auto* menu = window.findChild<LanguageMenu*>();
        QVERIFY(menu);
        const QString name = to == "fr"_L1 ? u"Français"_s : u"English"_s;
        for (QAction* a : menu->actions())
            if (a->text() == name)
                a->trigger();
        QCoreApplication::processEvents(); // the posted LanguageChange reaches every widget
        QCOMPARE(QLocale().language(), to == "fr"_L1 ? QLocale::French : QLocale::English);
        // The Monte Carlo view simulates while on screen: its result is part of what the window shows.
        MonteCarloPanel* monteCarlo = WindowParts::monteCarlo(window);
        if (monteCarlo->isVisible() && !monteCarlo->visibleRegion().isEmpty()) // not behind another tab
            QTRY_VERIFY_WITH_TIMEOUT(!monteCarlo->isRunning() && monteCarlo->outcome().result.runs > 0, 30000);
    }

    MainWindow window;
};

QString dockTitle(MainWindow& w, const QString& objectName)
{
    auto* dock = w.findChild<QDockWidget*>(objectName);
    return dock ? dock->windowTitle() : QString();
}

QString formLabel(ScenarioForm* form, const QString& key)
{
    ValueField* field = form->valueField(key);
    auto* layout = field ? qobject_cast<QFormLayout*>(field->parentWidget()->layout()) : nullptr;
    auto* label = layout ? qobject_cast<QLabel*>(layout->labelForField(field)) : nullptr;
    return label ? label->text() : QString();
}

QModelIndex modeRow(const QAbstractItemModel* model, PurchaseMode mode)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data(LineItemModel::PurchaseModeRole).toInt() == int(mode))
            return model->index(r, 0);
    return {};
}

// The budget: the plan panel's box in whole currency units.
QDoubleSpinBox* budgetBox(PlanPanel* plan)
{
    for (auto* spin : plan->findChildren<QDoubleSpinBox*>())
        if (spin->decimals() == 0)
            return spin;
    return nullptr;
}

void addModelTexts(QStringList& out, const QString& where, const QAbstractItemModel* model, const QModelIndex& parent)
{
    if (!parent.isValid())
        for (int c = 0; c < model->columnCount(); ++c)
            out << where + u" header: "_s + model->headerData(c, Qt::Horizontal).toString();
    for (int r = 0; r < model->rowCount(parent); ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            out << where + u" cell: "_s + i.data().toString() + u" | "_s + i.data(Qt::ToolTipRole).toString();
            if (c == 0 && model->hasChildren(i))
                addModelTexts(out, where, model, i);
        }
}

void addChartTexts(QStringList& out, const QChart* chart)
{
    out << u"chart: "_s + chart->title();
    for (const QAbstractAxis* axis : chart->axes()) {
        out << u"axis: "_s + axis->titleText();
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(const_cast<QAbstractAxis*>(axis)))
            out << u"categories: "_s + categories->categories().join(u", "_s);
    }
    for (const QAbstractSeries* series : chart->series()) {
        out << u"series: "_s + series->name();
        if (const auto* bars = qobject_cast<const QAbstractBarSeries*>(series))
            for (const QBarSet* set : bars->barSets())
                out << u"bar set: "_s + set->label();
    }
}

// Every text the window shows or gives to assistive tools, sorted: labels, buttons, titles, tooltips,
// menus and actions, combo box items, spin boxes, tabs, table headers and cells, charts, status bar.
QStringList windowTexts(MainWindow& w)
{
    QStringList out { u"status: "_s + w.statusBar()->currentMessage() };
    QList<QWidget*> widgets = w.findChildren<QWidget*>();
    for (QWidget* x : std::as_const(widgets)) {
        // The menu bar's overflow popup lists whatever did not fit at its last layout.
        if (qobject_cast<QMenu*>(x) && qobject_cast<QMenuBar*>(x->parent())
            && static_cast<QMenu*>(x)->title().isEmpty())
            continue;
        const QString kind = QString::fromLatin1(x->metaObject()->className()) + u": "_s;
        out << kind + x->toolTip() + u" | "_s + x->accessibleName() + u" | "_s + x->statusTip();
        if (qobject_cast<QDockWidget*>(x))
            out << kind + x->windowTitle();
        if (auto* l = qobject_cast<QLabel*>(x))
            out << kind + l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(x))
            out << kind + b->text();
        if (auto* g = qobject_cast<QGroupBox*>(x))
            out << kind + g->title();
        if (auto* e = qobject_cast<QLineEdit*>(x))
            out << kind + e->placeholderText();
        if (auto* c = qobject_cast<QComboBox*>(x))
            for (int i = 0; i < c->count(); ++i)
                out << kind + c->itemText(i);
        if (auto* sp = qobject_cast<QAbstractSpinBox*>(x))
            out << kind + sp->text() + u" | "_s + sp->specialValueText();
        if (auto* t = qobject_cast<QTabBar*>(x))
            for (int i = 0; i < t->count(); ++i)
                out << kind + t->tabText(i) + u" | "_s + t->tabToolTip(i);
        if (auto* m = qobject_cast<QMenu*>(x)) {
            out << kind + m->title();
            for (QAction* a : m->actions())
                out << kind + a->text() + u" | "_s + a->toolTip() + u" | "_s + a->statusTip();
        }
        if (auto* v = qobject_cast<QAbstractItemView*>(x); v && v->model())
            addModelTexts(out, kind, v->model(), {});
        if (auto* t = qobject_cast<QTreeWidget*>(x))
            for (int c = 0; c < t->columnCount(); ++c)
                out << kind + t->headerItem()->text(c);
        if (auto* chart = qobject_cast<QChartView*>(x))
            addChartTexts(out, chart->chart());
        if (auto* text = qobject_cast<QPlainTextEdit*>(x))
            out << kind + text->toPlainText();
    }
    out.sort();
    return out;
}

} // namespace

void TestMainWindowLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Kova"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindowlanguage"_s);
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestMainWindowLanguage::cleanup()
{
    LanguageMenu::switchTo(u"en"_s);
}

void TestMainWindowLanguage::textsFollowTheLanguage_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QString>("launchComment"); // the SLURM script's first comment, from core
    // The costs dock, the File menu, the line items' Amount header, the offers' Tier header, the form's
    // model size label, a method choice, the retention unit, the mode chart's title and legend, the
    // time chart's axis, the memory chart's title, the plan panel's front header, the status bar.
    QTest::newRow("English to French")
        << u"en"_s << u"fr"_s
        << QStringList { u"Coûts et avertissements"_s, u"&Fichier"_s, u"Montant"_s, u"Palier"_s, u"&Taille du modèle"_s,
               u"entraînement complet (tous les poids)"_s, u" jours"_s, u"Coût par mode d’achat"_s, u"interruptible"_s,
               u"Temps réel (h, échelle log.)"_s, u"Vérifiez la VRAM avant de comparer les prix"_s, u"Fournisseur"_s,
               u"Il s’agit d’un guide général, et non d’une recommandation\u00a0: confirmez la disponibilité et les "
               u"conditions auprès du fournisseur."_s }
        << u"# Script de lancement Kova Planner pour «"_s;
    QTest::newRow("French to English")
        << u"fr"_s << u"en"_s
        << QStringList { u"Costs and warnings"_s, u"&File"_s, u"Amount"_s, u"Tier"_s, u"Model &size"_s,
               u"full training (all weights)"_s, u" days"_s, u"Cost per purchase mode"_s, u"interruptible"_s,
               u"Wall-clock time (h, logarithmic)"_s, u"Check the VRAM before comparing prices"_s, u"Provider"_s,
               u"A general guide, not a recommendation: confirm availability and terms with the provider."_s }
        << u"# Kova Planner launch script for \""_s;
}

void TestMainWindowLanguage::textsFollowTheLanguage()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, texts);
    QFETCH(QString, launchComment);
    SeedWindow seed(from, to);
    if (QTest::currentTestFailed())
        return;
    MainWindow& w = seed.window;
    const auto* timeAxis = qobject_cast<QLogValueAxis*>(charts(w)->timeCost()->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(timeAxis);
    const QStringList shown {
        dockTitle(w, u"CostsDock"_s),
        w.menuBar()->actions().value(0)->text(),
        costs(w)->view()->model()->headerData(LineItemModel::AmountColumn, Qt::Horizontal).toString(),
        offers(w)
            ->findChild<QTableView*>()
            ->model()
            ->headerData(OfferTableModel::TierColumn, Qt::Horizontal)
            .toString(),
        formLabel(form(w), u"model.params_b"_s),
        form(w)->choice(u"training.method"_s)->itemText(0),
        form(w)->valueField(u"storage.retention_days"_s)->spinBox()->suffix(),
        charts(w)->modeCost()->chart()->title(),
        charts(w)->modeCost()->barSet(PurchaseMode::Interruptible)->label(),
        timeAxis->titleText(),
        charts(w)->memory()->chart()->title(),
        plan(w)->frontView()->headerItem()->text(0),
        w.statusBar()->currentMessage(),
    };
    QCOMPARE(shown, texts);
    // The dock's entry in the View menu follows its title.
    QCOMPARE(w.findChild<QDockWidget*>(u"CostsDock"_s)->toggleViewAction()->text(), texts.at(0));
    // The launch view writes its script again, comments in the new language.
    const QStringList script = launch(w)->text(LaunchView::SlurmScript).split(u'\n');
    const auto comment = std::find_if(script.cbegin(), script.cend(),
        [](const QString& l) { return l.startsWith(u'#') && !l.startsWith("#!"_L1) && !l.startsWith("#SBATCH"_L1); });
    QVERIFY(comment != script.cend());
    QVERIFY2(comment->startsWith(launchComment), qPrintable(*comment));
}

void TestMainWindowLanguage::figuresFollowTheLanguage_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("total"); // the chosen mode's row of the line items
    QTest::addColumn<QString>("gpuLine"); // its GPU time line
    QTest::addColumn<QString>("gpuFormula");
    QTest::addColumn<QString>("budget"); // the plan panel's budget box
    QTest::addColumn<QString>("category"); // the breakdown chart's first column
    // French: a comma for decimals, a narrow no-break space between thousands, "$ US" after the amount.
    QTest::newRow("English to French") << u"en"_s << u"fr"_s << u"491,84\u00a0$\u00a0US"_s
                                       << u"= 483,84\u00a0$\u00a0US"_s << u"8 × 72\u00a0h × 0,840\u00a0$\u00a0US"_s
                                       << u"1\u202f000 $\u00a0US"_s << u"à la demande"_s;
    QTest::newRow("French to English") << u"fr"_s << u"en"_s << u"$491.84"_s << u"= $483.84"_s << u"8 × 72 h × $0.840"_s
                                       << u"$ 1,000"_s << u"on-demand"_s;
}

void TestMainWindowLanguage::figuresFollowTheLanguage()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, total);
    QFETCH(QString, gpuLine);
    QFETCH(QString, gpuFormula);
    QFETCH(QString, budget);
    QFETCH(QString, category);
    SeedWindow seed(from, to);
    if (QTest::currentTestFailed())
        return;
    MainWindow& w = seed.window;
    const QAbstractItemModel* items = costs(w)->view()->model();
    const QModelIndex chosen = modeRow(items, PurchaseMode::Interruptible);
    QVERIFY(chosen.isValid());
    QCOMPARE(chosen.siblingAtColumn(LineItemModel::AmountColumn).data().toString(), total);
    const QModelIndex gpuTime = items->index(0, 0, chosen);
    QCOMPARE(gpuTime.siblingAtColumn(LineItemModel::AmountColumn).data().toString(), gpuLine);
    QCOMPARE(gpuTime.siblingAtColumn(LineItemModel::FormulaColumn).data().toString(), gpuFormula);
    QDoubleSpinBox* budgetSpin = budgetBox(plan(w));
    QVERIFY(budgetSpin);
    QCOMPARE(budgetSpin->text(), budget);
    QCOMPARE(charts(w)->breakdown()->categories().value(0), category);
    // The summary above the line items is written again, figures included.
    const QString summary = costs(w)->summary()->text();
    QVERIFY2(summary.contains(to == "fr"_L1 ? u"576,0"_s : u"576.0"_s), qPrintable(summary));
}

void TestMainWindowLanguage::switchedWindowShowsWhatAWindowStartedInItShows_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("English to French") << u"en"_s << u"fr"_s;
    QTest::newRow("French to English") << u"fr"_s << u"en"_s;
}

// Whatever a widget forgot to retranslate shows up as a difference with a window created in the language.
void TestMainWindowLanguage::switchedWindowShowsWhatAWindowStartedInItShows()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    SeedWindow seed(from, to, true);
    if (QTest::currentTestFailed())
        return;
    SeedWindow fresh(to, to, true);
    if (QTest::currentTestFailed())
        return;
    const QStringList switched = windowTexts(seed.window), started = windowTexts(fresh.window);
    QStringList onlySwitched, onlyStarted;
    for (const QString& t : switched)
        if (!started.contains(t))
            onlySwitched << t;
    for (const QString& t : started)
        if (!switched.contains(t))
            onlyStarted << t;
    QVERIFY2(onlySwitched.isEmpty() && onlyStarted.isEmpty(),
        qPrintable(u"\nonly after the switch:\n  "_s + onlySwitched.join(u"\n  "_s)
            + u"\nonly when started in it:\n  "_s + onlyStarted.join(u"\n  "_s)));
    QVERIFY(switched.size() > 300);
}

void TestMainWindowLanguage::refusedValueIsExplainedInTheNewLanguage()
{
    LanguageMenu::switchTo(u"en"_s);
    MainWindow w;
    ValueField* mfu = form(w)->valueField(u"training.mfu"_s);
    mfu->spinBox()->setValue(0);
    const QString english = mfu->error();
    QVERIFY(!english.isEmpty());
    LanguageMenu::switchTo(u"fr"_s);
    QCoreApplication::processEvents(); // the posted LanguageChange
    QVERIFY2(mfu->error() != english, qPrintable(mfu->error()));
    QCOMPARE(w.scenarios()->currentDocument()->undoStack()->count(), 0); // still refused, still no step
    // The same refusal in a window that was French from the start.
    MainWindow french;
    ValueField* frenchMfu = form(french)->valueField(u"training.mfu"_s);
    frenchMfu->spinBox()->setValue(0);
    QCOMPARE(mfu->error(), frenchMfu->error());
}

namespace {

// The texts of Edit › Undo and Redo, KDE's standard actions.
QStringList undoRedoTexts(const MainWindow& w)
{
    QStringList texts;
    for (const QString& name : { u"edit_undo"_s, u"edit_redo"_s })
        if (auto* a = w.findChild<QAction*>(name))
            texts << a->text();
    return texts;
}

// Two steps (the GPU count, the offer), the second undone; returns the texts of the Undo and Redo actions
// and of every step.
QStringList undoTextsAfterTwoStepsAndAnUndo(MainWindow& w)
{
    form(w)->valueField(u"cluster.gpus"_s)->spinBox()->setValue(16);
    w.scenarios()->currentDocument()->edit(
        u"cluster.offer"_s, [](Scenario& s) { s.cluster.offerId = u"kova-a100-sxm4"_s; }, false,
        [] { return OffersPanel::tr("Choose offer"); });
    w.scenarios()->currentDocument()->undoStack()->undo();
    QStringList texts = undoRedoTexts(w);
    const QUndoStack* stack = w.scenarios()->currentDocument()->undoStack();
    for (int i = 0; i < stack->count(); ++i)
        texts << stack->text(i);
    return texts;
}

} // namespace

void TestMainWindowLanguage::undoStepsAreNamedInTheNewLanguage()
{
    LanguageMenu::switchTo(u"en"_s);
    MainWindow w;
    const QStringList english = undoTextsAfterTwoStepsAndAnUndo(w);
    QVERIFY2(english.contains(u"&Redo Choose offer"_s), qPrintable(english.join(u" | "_s)));
    LanguageMenu::switchTo(u"fr"_s);
    QCoreApplication::processEvents(); // the posted LanguageChange
    MainWindow french;
    const QStringList expected = undoTextsAfterTwoStepsAndAnUndo(french);
    QVERIFY2(expected.contains(u"&Rétablir Choisir l’offre"_s), qPrintable(expected.join(u" | "_s)));
    QStringList switched = undoRedoTexts(w);
    for (int i = 0; i < w.scenarios()->currentDocument()->undoStack()->count(); ++i)
        switched << w.scenarios()->currentDocument()->undoStack()->text(i);
    QCOMPARE(switched, expected);
    QVERIFY(switched != english);
}

// Issue 16's French, everywhere in the window (bill, form, charts, Monte Carlo, tooltips): the overhead is
// "attendu" (not "espéré"), a duration is a "Durée" (not an "Heure de fin"), a model has "13,0 Md de
// paramètres" and a run "2,00 Md de tokens" (not "G tokens"), gigabytes are "Go", a percentage is preceded by a
// non-breaking space, and the catalogue's region words are French ("multirégion").
void TestMainWindowLanguage::frenchWindowUsesTheSeedsWords()
{
    LanguageMenu::switchTo(u"fr"_s);
    MainWindow w;
    monteCarlo(w)->setRuns(500);
    w.resize(2400, 1500);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(OpenFile::scenario(
        *w.scenarios(), QStringLiteral(KOVA_SOURCE_DIR "/resources/scenarios/lora-13b-a100.kova.json")));
    w.scenarios()->currentDocument()->recomputeNow();
    w.findChild<QDockWidget*>(u"MonteCarloDock"_s)->raise();
    QTRY_VERIFY_WITH_TIMEOUT(!monteCarlo(w)->isRunning() && monteCarlo(w)->outcome().result.runs > 0, 30000);
    costs(w)->view()->expandAll();
    QString shown = windowTexts(w).join(u'\n');
    for (const QChar space : { QChar(0x00a0), QChar(0x202f) }) // written ~ below
        shown.replace(space, u'~');
    for (const QString& word : { u"Surcoût des interruptions (attendu)"_s, u"13,0 Md de paramètres"_s,
             u"chart: Durée"_s, u"Import du dataset 20~Go"_s, u"~%"_s, u"multirégion"_s, u"Md de tokens"_s })
        QVERIFY2(shown.contains(word), qPrintable(word));
    for (const QString& word : { u"espéré"_s, u"Heure de fin"_s, u"Md params"_s, u" GB"_s, u"G tokens"_s })
        QVERIFY2(!shown.contains(word), qPrintable(word));
    const QRegularExpressionMatch plainSpace = QRegularExpression(u".{0,40}\\d %.{0,20}"_s).match(shown);
    QVERIFY2(!plainSpace.hasMatch(), qPrintable(plainSpace.captured()));
}

QTEST_MAIN(TestMainWindowLanguage)
#include "tst_mainwindowlanguage.moc"
