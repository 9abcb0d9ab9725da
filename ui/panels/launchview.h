#pragma once

#include "model/estimate.h"
#include "model/offer.h"
#include "model/scenario.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QTabWidget;

namespace KSyntaxHighlighting {
class Repository;
}

namespace Kova {

class HighlightedTextEdit;

// The chosen plan as files to launch it with: a SLURM batch script running torchrun, and the
// axolotl FSDP configuration it reads, highlighted, with Copy and Save.
class LaunchView : public QWidget
{
    Q_OBJECT

public:
    enum Part { SlurmScript, AxolotlConfig };

    explicit LaunchView(std::shared_ptr<KSyntaxHighlighting::Repository> repository, QWidget* parent = nullptr);
    ~LaunchView() override;

    void setPlan(const Kova::Scenario& scenario, const Kova::Estimate& estimate, const Kova::Offer& offer);
    // Whether the view is on screen when shown (false behind another dock's tab): the files are written
    // in the editors only then, and text() writes them meanwhile.
    void setOnScreen(bool onScreen);
    void clearPlan();

    QString text(Part part) const;
    HighlightedTextEdit* editor(Part part) const;
    Part currentPart() const;
    void setCurrentPart(Part part);

    // Writes the current part atomically; false with a message naming the file and the problem.
    bool saveCurrent(const QString& path, QString* error = nullptr) const;

public Q_SLOTS:
    void copyCurrent();
    void saveCurrentAs();

Q_SIGNALS:
    void saved(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void updateActions();

    HighlightedTextEdit* m_script;
    HighlightedTextEdit* m_config;
    QTabWidget* m_tabs;
    QLabel* m_placeholder;
    QPushButton* m_copy;
    QPushButton* m_save;
    struct Plan
    {
        Scenario scenario;
        Estimate estimate;
        Offer offer;
    };
    std::optional<Plan> m_plan; // kept to write the files again in another language
    bool m_stale = false; // the plan changed while the view was hidden: written when it shows
    bool m_onScreen = true;
    void showPlan();
    QString write(Part part) const;
};

} // namespace Kova
