#include "billexport.h"

#include "billtext.h"
#include "io/wholefile.h"
#include "model/names.h"
#include "text/format.h"
#include "workbookparts.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Kova {

namespace Workbook {

namespace {

// OWASP, "CSV Injection": a cell starting with = + - @ TAB or CR is a formula to a spreadsheet, unless a number.
bool readAsFormula(const QString& v)
{
    static const QString starts = u"=+-@\t\r"_s;
    if (v.isEmpty() || !starts.contains(v.front()))
        return false;
    if (v.front() != u'-' && v.front() != u'+')
        return true;
    bool number = false;
    QLocale::c().toDouble(v, &number);
    return !number || v.back().isSpace();
}

} // namespace

QString csvField(const QString& v)
{
    const bool formula = readAsFormula(v);
    if (!formula && !v.contains(u',') && !v.contains(u'"') && !v.contains(u'\n') && !v.contains(u'\r'))
        return v;
    QString quoted = formula ? u'\'' + v : v;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

QString csvNumber(double v)
{
    return QLocale::c().toString(v, 'g', 15);
}

QString csvRow(const QStringList& fields)
{
    QStringList out;
    for (const QString& f : fields)
        out << csvField(f);
    return out.join(u',') + u"\r\n"_s; // RFC 4180: CRLF after every record
}

std::optional<QString> saveExportBytes(const QString& path, const QByteArray& bytes, const QString& problem)
{
    if (bytes.isEmpty())
        return BillText::tr("%1: the workbook could not be made (%2); nothing was written").arg(path, problem);
    const bool existed = QFileInfo::exists(path);
    auto failure = [&](const QString& cause) {
        return existed ? BillText::tr("%1: could not save (%2); the previous file is unchanged").arg(path, cause)
                       : BillText::tr("%1: could not save (%2); nothing was written").arg(path, cause);
    };
    if (const auto cause = writeWholeFile(path, bytes))
        return failure(*cause);
    return std::nullopt;
}

} // namespace Workbook

using namespace Workbook;

Result<BillExport> gatherBillExport(
    const QList<Scenario>& scenarios, const Catalogue& catalogue, const QLocale& locale, const QDate& today)
{
    BillExport out;
    out.locale = locale;
    out.date = today;
    EstimateOptions options;
    options.today = today;
    options.withFitByGpu = false;
    for (const Scenario& s : scenarios) {
        auto e = estimate(s, catalogue, options);
        if (!e)
            return e.error();
        out.bills.append(ExportedBill { s, std::move(e).value(), *catalogue.offer(s.cluster.offerId) });
    }
    return out;
}

std::optional<ExportFormat> exportFormatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix.compare("xlsx"_L1, Qt::CaseInsensitive) == 0)
        return ExportFormat::Xlsx;
    if (suffix.compare("csv"_L1, Qt::CaseInsensitive) == 0)
        return ExportFormat::Csv;
    return std::nullopt;
}

QByteArray billCsv(const BillExport& bills)
{
    QString text = csvRow({ u"scenario"_s, u"offer"_s, u"currency"_s, u"mode"_s, u"line"_s, u"label"_s, u"gpus"_s,
        u"hours"_s, u"gb"_s, u"days"_s, u"quantity"_s, u"unit"_s, u"rate"_s, u"amount"_s });
    for (const ExportedBill& b : bills.bills)
        for (const ModeEstimate& me : b.estimate.modes)
            for (const CostLine& l : me.lines) {
                const BillQuantity q = billQuantity(l);
                text += csvRow({ b.scenario.name, b.offer.id, b.estimate.currency, keyOf(me.mode), keyOf(l.id),
                    costLineLabel(l, bills.locale), csvNumber(l.gpus), csvNumber(l.hours), csvNumber(l.gb),
                    csvNumber(l.days), csvNumber(q.quantity), q.key, csvNumber(l.rate), csvNumber(l.amount) });
            }
    return text.toUtf8();
}

std::optional<QString> saveBillExport(const BillExport& bills, const QString& path)
{
    const auto format = exportFormatFor(path);
    if (!format)
        return BillText::tr("%1: give a file name ending in .xlsx or .csv").arg(path);
    QString problem;
    const QByteArray bytes = *format == ExportFormat::Xlsx ? billWorkbook(bills, &problem) : billCsv(bills);
    return saveExportBytes(path, bytes, problem);
}

} // namespace Kova
