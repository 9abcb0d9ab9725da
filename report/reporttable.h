#pragma once

#include <QColor>
#include <QList>
#include <QStringList>

namespace Kova {

class ReportCanvas;

struct ReportColumn
{
    ReportColumn(QString header, double weight = 1, Qt::Alignment align = Qt::AlignLeft)
        : header(std::move(header))
        , weight(weight)
        , align(align)
    {
    }
    QString header;
    double weight; // share of the table width
    Qt::Alignment align;
};

struct ReportRow
{
    enum class Kind { Normal, Total, Note };
    ReportRow(QStringList cells, Kind kind = Kind::Normal, QColor marker = {})
        : cells(std::move(cells))
        , kind(kind)
        , marker(marker)
    {
    }
    QStringList cells;
    Kind kind;
    QColor marker; // a small colour key before the first cell, when valid
};

struct ReportTableStyle
{
    double fontSize = 9;
    bool zebra = true;
    bool header = true;
};

// Draws a table at the cursor, breaking pages between rows and repeating the header on each page.
// Returns false when the flow has stopped (a one-page preview).
bool drawReportTable(ReportCanvas& canvas, const QList<ReportColumn>& columns, const QList<ReportRow>& rows,
    const ReportTableStyle& style = {});

} // namespace Kova
