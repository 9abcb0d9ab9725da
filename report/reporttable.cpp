#include "reporttable.h"

#include "reportcanvas.h"
#include "reportstyle.h"

#include <QPainter>
#include <QTextBoundaryFinder>

namespace Kova {

namespace {

constexpr double PadX = ReportCellPadding;
constexpr double PadY = 3.5;
constexpr double MarkerSize = 7;

double cellInset(const ReportRow& row, int column)
{
    return column == 0 && row.marker.isValid() ? MarkerSize + 4 : 0;
}

// The widest word of a text (an amount with its no-break spaces is one word).
double longestWord(const ReportCanvas& canvas, const QString& text, const QFont& font)
{
    double widest = 0;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts))
        widest = std::max(widest, canvas.textWidth(word, font));
    return widest;
}

// The pieces a text wraps between, where Qt's word wrap may break a line (Unicode line breaks, UAX #14): after
// spaces, hyphens and an address's slashes ("Mode ", "recommandé"; "northamerica-", "northeast2").
QStringList wrapPieces(const QString& text)
{
    QStringList out;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype from = 0;
    for (qsizetype at = breaks.toNextBoundary(); at != -1; at = breaks.toNextBoundary()) {
        out << text.mid(from, at - from);
        from = at;
    }
    return out;
}

QFont rowFont(const ReportCanvas& canvas, const ReportRow& row, const ReportTableStyle& style)
{
    if (row.kind == ReportRow::Kind::Note)
        return canvas.font(style.fontSize - 1, false, true);
    return canvas.font(style.fontSize, row.kind == ReportRow::Kind::Total);
}

// The widest piece of a text (without the space after it).
double longestPiece(const ReportCanvas& canvas, const QString& text, const QFont& font)
{
    double widest = 0;
    for (const QString& piece : wrapPieces(text))
        widest = std::max(widest, canvas.textWidth(piece.trimmed(), font));
    return widest;
}

} // namespace

// Each column's share of the width by its weight, but never narrower than what it shows unbroken: a column of
// figures its widest figure (in bold, as in a total row), a column of text its widest piece up to a third of
// the table (a French header "Mode recommandé", a region "northamerica-northeast2"). It takes what it lacks
// from the columns that have room to spare, so that no amount or word is cut ("360 466,04 $ US" in a French
// comparison); a longer piece (a commit in an address) breaks where it must (reportCellText()).
QList<double> reportColumnWidths(const ReportCanvas& canvas, const QList<ReportColumn>& columns,
    const QList<ReportRow>& rows, const ReportTableStyle& style)
{
    double total = 0;
    for (const ReportColumn& c : columns)
        total += c.weight;
    QList<double> widths, least;
    const QFont header = canvas.font(style.fontSize - 1, true);
    const QFont bold = canvas.font(style.fontSize, true);
    for (int i = 0; i < columns.size(); ++i) {
        widths << canvas.width() * columns.at(i).weight / total;
        // Figures (right-aligned) are never broken; texts and addresses wrap anywhere when they must.
        double need = 0;
        if (columns.at(i).align & Qt::AlignRight) {
            need = style.header ? longestWord(canvas, columns.at(i).header, header) : 0;
            for (const ReportRow& row : rows)
                need = std::max(need, longestWord(canvas, row.cells.value(i), bold) + cellInset(row, i));
            need += 2 * PadX + 1;
        } else {
            need = style.header ? longestPiece(canvas, columns.at(i).header, header) : 0;
            for (const ReportRow& row : rows)
                need = std::max(
                    need, longestPiece(canvas, row.cells.value(i), rowFont(canvas, row, style)) + cellInset(row, i));
            need = std::min(need + 2 * PadX + 1, canvas.width() / 3);
        }
        least << need;
    }
    double lacking = 0, spare = 0;
    for (int i = 0; i < widths.size(); ++i) {
        lacking += std::max(0.0, least.at(i) - widths.at(i));
        spare += std::max(0.0, widths.at(i) - least.at(i));
    }
    if (lacking <= 0 || spare <= 0)
        return widths;
    const double share = std::min(1.0, lacking / spare);
    for (int i = 0; i < widths.size(); ++i)
        widths[i] = widths.at(i) < least.at(i) ? least.at(i) : widths.at(i) - (widths.at(i) - least.at(i)) * share;
    return widths;
}

namespace {

double rowHeight(const ReportCanvas& canvas, const QList<double>& widths, const QStringList& cells, const QFont& font,
    const ReportRow* row)
{
    double h = canvas.lineHeight(font);
    for (int i = 0; i < cells.size() && i < widths.size(); ++i) {
        const double inset = row ? cellInset(*row, i) : 0;
        const double w = widths.at(i) - 2 * PadX - inset;
        h = std::max(h, canvas.textHeight(reportCellText(canvas, cells.at(i), font, w), font, w));
    }
    return h + 2 * PadY;
}

void drawCells(const ReportCanvas& canvas, const QList<ReportColumn>& columns, const QList<double>& widths,
    const QStringList& cells, const QFont& font, const QColor& color, double y, double h, const ReportRow* row)
{
    double x = canvas.left();
    for (int i = 0; i < columns.size(); ++i) {
        const double inset = row ? cellInset(*row, i) : 0;
        if (inset > 0 && canvas.painter()) {
            canvas.painter()->setPen(Qt::NoPen);
            canvas.painter()->setBrush(row->marker);
            canvas.painter()->drawRect(QRectF(x + PadX, y + PadY + 1.5, MarkerSize, MarkerSize));
        }
        const QRectF r(x + PadX + inset, y + PadY, widths.at(i) - 2 * PadX - inset, h - 2 * PadY + 1);
        canvas.text(r, int(columns.at(i).align | Qt::AlignTop) | Qt::TextWordWrap,
            reportCellText(canvas, cells.value(i), font, r.width()), font, color);
        x += widths.at(i);
    }
}

double drawHeader(ReportCanvas& canvas, const QList<ReportColumn>& columns, const QList<double>& widths,
    const ReportTableStyle& style)
{
    QStringList headers;
    for (const ReportColumn& c : columns)
        headers << c.header;
    const QFont f = canvas.font(style.fontSize - 1, true);
    const double h = rowHeight(canvas, widths, headers, f, nullptr);
    if (QPainter* p = canvas.painter()) {
        p->setPen(Qt::NoPen);
        p->setBrush(ReportStyle::accent());
        p->drawRect(QRectF(canvas.left(), canvas.y(), canvas.width(), h));
    }
    drawCells(canvas, columns, widths, headers, f, Qt::white, canvas.y(), h, nullptr);
    canvas.advance(h);
    return h;
}

} // namespace

QString reportCellText(const ReportCanvas& canvas, const QString& text, const QFont& font, double width)
{
    QString out;
    bool broken = false;
    for (const QString& piece : wrapPieces(text)) {
        if (canvas.textWidth(piece.trimmed(), font) <= width) {
            out += piece;
            continue;
        }
        // A zero-width space between its characters: the word wrap fills each line with as much as fits.
        broken = true;
        QTextBoundaryFinder characters(QTextBoundaryFinder::Grapheme, piece);
        qsizetype from = 0;
        for (qsizetype at = characters.toNextBoundary(); at != -1; at = characters.toNextBoundary()) {
            if (from > 0)
                out += QChar(0x200B);
            out += piece.mid(from, at - from);
            from = at;
        }
    }
    return broken ? out : text;
}

bool drawReportTable(ReportCanvas& canvas, const QList<ReportColumn>& columns, const QList<ReportRow>& rows,
    const ReportTableStyle& style)
{
    const QList<double> widths = reportColumnWidths(canvas, columns, rows, style);
    const double firstRow = rows.isEmpty()
        ? 0
        : rowHeight(canvas, widths, rows.first().cells, rowFont(canvas, rows.first(), style), &rows.first());
    const double headerHeight = canvas.lineHeight(canvas.font(style.fontSize - 1, true)) + 2 * PadY;
    if (!canvas.ensure((style.header ? headerHeight : 0) + firstRow))
        return false;
    if (style.header)
        drawHeader(canvas, columns, widths, style);
    for (int i = 0; i < rows.size(); ++i) {
        const ReportRow& row = rows.at(i);
        const QFont f = rowFont(canvas, row, style);
        const double h = rowHeight(canvas, widths, row.cells, f, &row);
        if (h > canvas.remaining()) {
            if (!canvas.pageBreak())
                return false;
            if (style.header)
                drawHeader(canvas, columns, widths, style);
        }
        const double y = canvas.y();
        if (QPainter* p = canvas.painter()) {
            p->setPen(Qt::NoPen);
            if (row.kind == ReportRow::Kind::Total) {
                p->setBrush(ReportStyle::band());
                p->drawRect(QRectF(canvas.left(), y, canvas.width(), h));
                p->setPen(QPen(ReportStyle::accent(), 0.8));
                p->drawLine(QPointF(canvas.left(), y), QPointF(canvas.left() + canvas.width(), y));
            } else if (style.zebra && i % 2 == 1) {
                p->setBrush(ReportStyle::zebra());
                p->drawRect(QRectF(canvas.left(), y, canvas.width(), h));
            }
        }
        const QColor color = row.kind == ReportRow::Kind::Note ? ReportStyle::muted() : ReportStyle::ink();
        drawCells(canvas, columns, widths, row.cells, f, color, y, h, &row);
        canvas.advance(h);
    }
    if (QPainter* p = canvas.painter()) {
        p->setPen(QPen(ReportStyle::rule(), 0.6));
        p->drawLine(QPointF(canvas.left(), canvas.y()), QPointF(canvas.left() + canvas.width(), canvas.y()));
    }
    return true;
}

} // namespace Kova
