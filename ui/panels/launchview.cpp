#include "panels/launchview.h"

#include "io/guardedfile.h"
#include "io/launchconfig.h"
#include "widgets/highlightedtextedit.h"
#include "widgets/plainmessage.h"

#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Kova {

LaunchView::LaunchView(std::shared_ptr<KSyntaxHighlighting::Repository> repository, QWidget* parent)
    : QWidget(parent)
    , m_script(new HighlightedTextEdit(repository, u"Bash"_s))
    , m_config(new HighlightedTextEdit(std::move(repository), u"YAML"_s))
    , m_tabs(new QTabWidget(this))
    , m_placeholder(new QLabel(this))
    , m_copy(new QPushButton(this))
    , m_save(new QPushButton(this))
{
    for (HighlightedTextEdit* e : { m_script, m_config })
        e->setReadOnly(true);
    m_tabs->tabBar()->setUsesScrollButtons(false); // both tabs whole: the view is as wide as they need
    m_tabs->addTab(m_script, QString());
    m_tabs->addTab(m_config, QString());
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(buttons);

    connect(m_copy, &QPushButton::clicked, this, &LaunchView::copyCurrent);
    connect(m_save, &QPushButton::clicked, this, &LaunchView::saveCurrentAs);
    retranslate();
    clearPlan();
}

LaunchView::~LaunchView() = default;

void LaunchView::setPlan(const Scenario& scenario, const Estimate& estimate, const Offer& offer)
{
    m_plan = Plan { scenario, estimate, offer };
    showPlan();
}

QString LaunchView::write(Part part) const
{
    const Plan& p = *m_plan;
    return part == SlurmScript ? slurmScript(p.scenario, p.estimate, p.offer, locale())
                               : axolotlConfig(p.scenario, p.estimate, p.offer, locale());
}

void LaunchView::showPlan()
{
    if (!m_plan)
        return;
    // Highlighting the files again is the costly part: a hidden view does it when it shows.
    m_stale = !isVisible() || !m_onScreen;
    if (!m_stale) {
        m_script->replaceChangedText(write(SlurmScript));
        m_config->replaceChangedText(write(AxolotlConfig));
    }
    updateActions();
}

void LaunchView::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    if (m_onScreen && m_stale)
        showPlan();
}

void LaunchView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        showPlan();
}

void LaunchView::clearPlan()
{
    m_plan.reset();
    m_stale = false;
    m_script->clear();
    m_config->clear();
    updateActions();
}

QString LaunchView::text(Part part) const
{
    return m_stale && m_plan ? write(part) : editor(part)->toPlainText();
}

HighlightedTextEdit* LaunchView::editor(Part part) const
{
    return part == SlurmScript ? m_script : m_config;
}

LaunchView::Part LaunchView::currentPart() const
{
    return m_tabs->currentIndex() == 1 ? AxolotlConfig : SlurmScript;
}

void LaunchView::setCurrentPart(Part part)
{
    m_tabs->setCurrentIndex(part == SlurmScript ? 0 : 1);
}

bool LaunchView::saveCurrent(const QString& path, QString* error) const
{
    if (const auto problem = saveFileAtomically(path, text(currentPart()).toUtf8())) {
        if (error)
            *error = problem->toString();
        return false;
    }
    if (currentPart() == SlurmScript)
        QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeUser);
    return true;
}

void LaunchView::copyCurrent()
{
    QGuiApplication::clipboard()->setText(text(currentPart()));
}

void LaunchView::saveCurrentAs()
{
    const bool script = currentPart() == SlurmScript;
    const QString filter = script ? tr("SLURM batch scripts (*.sbatch *.sh)") : tr("YAML files (*.yaml *.yml)");
    const QString suggested = script ? QString(SlurmScriptFileName) : QString(AxolotlConfigFileName);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Launch File"), suggested, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!saveCurrent(path, &error)) {
        showPlainWarning(this, tr("Save Launch File"), error);
        return;
    }
    Q_EMIT saved(path);
}

void LaunchView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        retranslate();
        showPlan();
    }
}

void LaunchView::retranslate()
{
    m_tabs->setTabText(0, tr("SLURM Script"));
    m_tabs->setTabText(1, tr("Axolotl FSDP Configuration"));
    m_script->setAccessibleName(tr("SLURM batch script"));
    m_config->setAccessibleName(tr("Axolotl FSDP configuration"));
    m_placeholder->setText(tr("No plan to launch: the scenario has no estimate yet."));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the shown file to the clipboard"));
    m_save->setText(tr("&Save…"));
    m_save->setToolTip(tr("Save the shown file"));
}

void LaunchView::updateActions()
{
    const bool hasPlan = m_plan.has_value();
    m_placeholder->setVisible(!hasPlan);
    m_tabs->setVisible(hasPlan);
    m_copy->setEnabled(hasPlan);
    m_save->setEnabled(hasPlan);
}

} // namespace Kova
