#pragma once

#include "sources/conversion.h"

#include <QIcon>
#include <QPointer>
#include <QWidget>

class QLabel;
class QListWidget;
class QTreeView;

namespace Kova {

class LineItemModel;
class ScenarioDocument;

// The bill: the line items per purchase mode, a one-line summary of the run, and the warnings, each
// of which leads to the input to change.
class CostPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CostPanel(QWidget* parent = nullptr);

    void setDocument(ScenarioDocument* document);
    // Totals are also shown in the display currency, with the rate and its date, when it applies.
    void setConversion(const CurrencyConversion& conversion);
    QLabel* summary() const { return m_summary; } // the run in one sentence, above the line items
    QLabel* convertedTotals() const { return m_converted; }
    LineItemModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QListWidget* warnings() const { return m_warnings; }

Q_SIGNALS:
    void fieldRequested(const QString& key);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void fitColumns();
    int widestCell(int column) const;

    QPointer<ScenarioDocument> m_document;
    QLabel* m_summary;
    QLabel* m_converted;
    CurrencyConversion m_conversion;
    LineItemModel* m_model;
    QTreeView* m_view;
    QLabel* m_warningsTitle;
    QListWidget* m_warnings;
    QIcon m_warningIcon; // looked up once: the style reads it from files
    QStringList m_shownWarnings; // message, field and tooltip of each warning in the list
};

} // namespace Kova
