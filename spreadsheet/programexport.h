#pragma once

#include "model/catalogue.h"
#include "model/program.h"
#include "plan/programcosting.h"

#include <QDate>
#include <QLocale>
#include <optional>

namespace Kova {

// A costed program as exported for finance, in a language, dated.
struct ProgramExport
{
    Program program;
    ProgramCosting costing;
    Offer offer;
    QLocale locale;
    QDate date = QDate::currentDate();
};

// The workbook: a summary sheet (the program, its runs, every option's total taken from its sheet, the lowest
// as MIN), then one sheet per option with its lines as quantity × rate × count = amount formulas and the total
// as SUM. The owned option keeps its assumptions in cells of their own (price, financing, depreciation,
// residual, hosting, electricity, support, staff) and computes its rates from them, so finance can change one.
QByteArray programWorkbook(const ProgramExport& ex, QString* problem = nullptr);
// RFC 4180 CSV, one row per line of every option, numbers with a decimal point.
QByteArray programCsv(const ProgramExport& ex);
// Writes the export in the format its extension names, atomically; the problem in words when it could not.
std::optional<QString> saveProgramExport(const ProgramExport& ex, const QString& path);

} // namespace Kova
