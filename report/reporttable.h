#pragma once

#include <QColor>
#include <QFont>
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

// The room between a cell's text and its column's edges, in points.
inline constexpr double ReportCellPadding = 5;

// Each column's width, in points, as drawReportTable() lays the table out.
QList<double> reportColumnWidths(const ReportCanvas& canvas, const QList<ReportColumn>& columns,
    const QList<ReportRow>& rows, const ReportTableStyle& style = {});
// A cell's text as drawn in `width` points: unchanged, or with a piece wider than the cell (a commit in an
// address) made breakable between its characters, so that it wraps instead of being cut at the cell's edge.
QString reportCellText(const ReportCanvas& canvas, const QString& text, const QFont& font, double width);

// Draws a table at the cursor, breaking pages between rows and repeating the header on each page.
// Returns false when the flow has stopped (a one-page preview).
bool drawReportTable(ReportCanvas& canvas, const QList<ReportColumn>& columns, const QList<ReportRow>& rows,
    const ReportTableStyle& style = {});

} // namespace Kova
