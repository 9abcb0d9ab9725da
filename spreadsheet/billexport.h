#pragma once

#include "model/catalogue.h"
#include "model/estimate.h"
#include "model/result.h"
#include "model/scenario.h"
#include "sources/conversion.h"

#include <QDate>
#include <QLocale>
#include <optional>

namespace Kova {

// One scenario's bill as exported: the engine's estimate and the offer it was priced on.
struct ExportedBill
{
    Scenario scenario;
    Estimate estimate;
    Offer offer;
};

// A bill (one scenario) or a comparison (several), in a language, dated.
struct BillExport
{
    QList<ExportedBill> bills;
    QLocale locale; // the labels' language and the currency's number format
    QDate date = QDate::currentDate();
    // The display currency and its dated rate: when it applies, the summary has the rate in a cell of its
    // own and the cheapest totals converted by formula.
    CurrencyConversion conversion;
};

// Estimates every scenario against the catalogue in the current translation (call applyLanguage() first).
Result<BillExport> gatherBillExport(
    const QList<Scenario>& scenarios, const Catalogue& catalogue, const QLocale& locale, const QDate& today);

enum class ExportFormat { Xlsx, Csv };
// The format a file name asks for by its extension (.xlsx or .csv, any case); nothing for another.
std::optional<ExportFormat> exportFormatFor(const QString& path);

// The workbook: a summary sheet, then one sheet per scenario with each purchase mode's lines as
// quantity × rate = amount formulas, totals as SUM, energy and carbon as lines outside the totals.
QByteArray billWorkbook(const BillExport& bills, QString* problem = nullptr);
// RFC 4180 CSV, one row per cost line of every mode of every scenario, numbers with a decimal point.
QByteArray billCsv(const BillExport& bills);

// Writes the export in the format its extension names, atomically (writeWholeFile): a failed export leaves a
// previous file as it was. Returns the problem, in words, when it could not.
std::optional<QString> saveBillExport(const BillExport& bills, const QString& path);

} // namespace Kova
