#pragma once

#include "model/cost.h"

#include <QCoreApplication>
#include <QString>

namespace Kova {

// The wording of the exported files, in the current translation.
struct BillText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Spreadsheet)
};

// A cost line as quantity × rate: GPU-hours, GB-months (GB × days ÷ 30, the seeds' month) or GB.
struct BillQuantity
{
    double quantity = 0;
    QString unit; // in words, translated
    QLatin1StringView key; // the CSV's: gpu_hours, gb_months, gb
};
BillQuantity billQuantity(const CostLine& line);

} // namespace Kova
