#pragma once

// The pieces every exported workbook is made of (the bill's, the program's): cell names, sheet names, the
// locale's money formats and a writer that keeps libxlsxwriter's first error. For spreadsheet/ only.

#include "billtext.h"
#include "text/format.h"

#include <QLocale>
#include <QSet>
#include <QString>
#include <cstdlib>
#include <memory>
#include <xlsxwriter.h>

using namespace Qt::StringLiterals;

namespace Kova::Workbook {

// libxlsxwriter's output buffer is malloc()ed; the caller frees it.
struct FreeBuffer
{
    void operator()(const char* p) const { std::free(const_cast<char*>(p)); }
};

inline QString cellName(int row, int col)
{
    return QChar(u'A' + col) + QString::number(row + 1);
}

inline QString sheetReference(const QString& sheet, int row, int col)
{
    QString quoted = sheet;
    quoted.replace(u"'"_s, u"''"_s);
    return u"'"_s + quoted + u"'!"_s + cellName(row, col);
}

// Excel's sheet names: at most 31 characters, none of []:*?/\, unique without regard to case.
inline QString sheetName(const QString& wanted, QSet<QString>& taken)
{
    QString base = wanted;
    for (QChar c : u"[]:*?/\\"_s)
        base.replace(c, u' ');
    base = base.simplified();
    if (base.isEmpty() || base.startsWith(u'\''))
        base = BillText::tr("Scenario");
    // Cut at 31 without leaving a dangling separator ("…, 256× H100" → "…, 2" becomes "…on 1T tokens").
    auto cut = [&base](qsizetype n) {
        QString s = base.left(n);
        if (s.size() < base.size() && s.contains(u' '))
            s = s.left(s.lastIndexOf(u' '));
        while (!s.isEmpty() && u",;:-–— "_s.contains(s.back()))
            s.chop(1);
        return s.isEmpty() ? base.left(n) : s;
    };
    QString name = cut(31);
    for (int n = 2; taken.contains(name.toLower()); ++n) {
        const QString suffix = u" ("_s + QString::number(n) + u')';
        name = cut(31 - suffix.size()) + suffix;
    }
    taken.insert(name.toLower());
    return name;
}

// The number format of amounts in `currency`, as the locale writes it: "$"#,##0.00 or #,##0.00 "$ US".
inline QByteArray moneyFormat(const QString& currency, const QLocale& locale, int decimals)
{
    const QByteArray digits = "#,##0." + QByteArray(decimals, '0');
    const QByteArray symbol = Formatter(locale, currency).currencySymbol().toUtf8();
    if (locale.language() == QLocale::English)
        return "\"" + symbol + "\"" + digits;
    return digits + "\\ \"" + symbol + "\"";
}

// libxlsxwriter takes C strings: a NUL would end the text there, so it shows as U+FFFD and the rest is kept.
inline QByteArray utf8(const QString& s)
{
    QByteArray bytes = s.toUtf8();
    return bytes.contains('\0') ? bytes.replace(QByteArrayView("\0", 1), "\xef\xbf\xbd") : bytes;
}

// The formats of one workbook.
struct Formats
{
    lxw_format* title;
    lxw_format* bold;
    lxw_format* header;
    lxw_format* money;
    lxw_format* rate;
    lxw_format* total;
    lxw_format* quantity;
    lxw_format* energy;
    lxw_format* intensity;
    lxw_format* date;
    lxw_format* integer;
    lxw_format* percent;
    lxw_format* note;
    lxw_format* exchange;
    lxw_format* displayMoney;

    Formats(lxw_workbook* wb, const QString& currency, const QLocale& locale, const QString& display)
    {
        exchange = numberFormat(wb, "0.0000");
        displayMoney = numberFormat(wb, moneyFormat(display, locale, 2));
        title = workbook_add_format(wb);
        format_set_bold(title);
        format_set_font_size(title, 14);
        bold = workbook_add_format(wb);
        format_set_bold(bold);
        header = workbook_add_format(wb);
        format_set_bold(header);
        format_set_bottom(header, LXW_BORDER_THIN);
        money = numberFormat(wb, moneyFormat(currency, locale, 2));
        rate = numberFormat(wb, moneyFormat(currency, locale, 3));
        total = numberFormat(wb, moneyFormat(currency, locale, 2));
        format_set_bold(total);
        format_set_top(total, LXW_BORDER_THIN);
        quantity = numberFormat(wb, "#,##0.00");
        energy = numberFormat(wb, "#,##0.0");
        format_set_italic(energy);
        intensity = numberFormat(wb, "0.000");
        format_set_italic(intensity);
        date = numberFormat(wb, "yyyy-mm-dd");
        format_set_align(date, LXW_ALIGN_LEFT);
        integer = numberFormat(wb, "#,##0");
        format_set_align(integer, LXW_ALIGN_LEFT);
        percent = numberFormat(wb, "0.00%");
        note = workbook_add_format(wb);
        format_set_italic(note);
        format_set_font_color(note, LXW_COLOR_GRAY);
    }

    static lxw_format* numberFormat(lxw_workbook* wb, const QByteArray& code)
    {
        lxw_format* f = workbook_add_format(wb);
        format_set_num_format(f, code.constData());
        return f;
    }
};

// Writes cells by row and column; keeps the first error libxlsxwriter reports.
class Sheet
{
public:
    Sheet(lxw_worksheet* ws, lxw_error& error)
        : m_ws(ws)
        , m_error(error)
    {
    }

    void text(int row, int col, const QString& s, lxw_format* f = nullptr)
    {
        keep(worksheet_write_string(m_ws, row, col, utf8(s).constData(), f));
    }
    void number(int row, int col, double v, lxw_format* f) { keep(worksheet_write_number(m_ws, row, col, v, f)); }
    void formula(int row, int col, const QString& formula, double cached, lxw_format* f)
    {
        keep(worksheet_write_formula_num(m_ws, row, col, utf8(formula).constData(), f, cached));
    }
    void date(int row, int col, const QDate& d, lxw_format* f)
    {
        if (!d.isValid())
            return;
        lxw_datetime dt { d.year(), d.month(), d.day(), 0, 0, 0 };
        keep(worksheet_write_datetime(m_ws, row, col, &dt, f));
    }
    void widths(const QList<double>& widths)
    {
        for (int col = 0; col < widths.size(); ++col)
            keep(worksheet_set_column(m_ws, col, col, widths.at(col), nullptr));
    }

private:
    void keep(lxw_error e)
    {
        if (m_error == LXW_NO_ERROR)
            m_error = e;
    }
    lxw_worksheet* m_ws;
    lxw_error& m_error;
};

// A workbook written in memory with its title and author: `fill(wb, error)` adds the sheets and keeps
// libxlsxwriter's first error in `error`. The file's bytes, or none with `problem` saying why.
template <typename Fill> QByteArray workbookBytes(const QString& title, QString* problem, Fill&& fill)
{
    const char* buffer = nullptr;
    size_t size = 0;
    lxw_workbook_options options {};
    options.output_buffer = &buffer;
    options.output_buffer_size = &size;
    lxw_workbook* wb = workbook_new_opt(nullptr, &options);
    if (!wb) {
        if (problem)
            *problem = BillText::tr("out of memory");
        return {};
    }
    const QByteArray titleBytes = utf8(title);
    const QByteArray creator = "Kova Planner " KOVA_VERSION;
    lxw_doc_properties properties {};
    properties.title = titleBytes.constData();
    properties.author = creator.constData();
    workbook_set_properties(wb, &properties);
    lxw_error error = LXW_NO_ERROR;
    fill(wb, error);
    const lxw_error closed = workbook_close(wb);
    if (error == LXW_NO_ERROR)
        error = closed;
    const std::unique_ptr<const char, FreeBuffer> owned(buffer);
    if (error != LXW_NO_ERROR || !buffer) {
        if (problem)
            *problem = QString::fromUtf8(lxw_strerror(error));
        return {};
    }
    return QByteArray(buffer, qsizetype(size));
}

// RFC 4180, section 2: a field with a comma, a double quote or a line break is quoted, its quotes doubled. Text a
// spreadsheet would run as a formula (=, +, -, @, tab, CR first; numbers apart) gets a leading quote, quoted.
QString csvField(const QString& v);
// A number as CSV readers in every locale read it: a decimal point, up to 15 significant digits.
QString csvNumber(double v);
// One record, CRLF-terminated (RFC 4180).
QString csvRow(const QStringList& fields);

// Writes `bytes` to `path` atomically (writeWholeFile): a failure leaves a previous file as it was. `problem` says
// why the bytes are empty when they are. Returns the problem, in words, when it could not.
std::optional<QString> saveExportBytes(const QString& path, const QByteArray& bytes, const QString& problem);

} // namespace Kova::Workbook
