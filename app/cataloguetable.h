#pragma once

#include "model/catalogue.h"
#include "model/scenario.h"

#include <QLocale>
#include <optional>

namespace Kova {

// What `catalog --sort --top --scenario` lists.
struct CatalogueTableRequest
{
    QString sort = QStringLiteral("price"); // one of catalogueTableSorts()
    int top = 0; // 0: every row
    std::optional<Scenario> scenario; // adds the scenario's total at each offer
    bool allowUnconfirmedNetwork = false; // a multi-node run on a network no source states can run (as `plan` has it)
};

// The sort keys `catalog --sort` takes: price (the lowest per GPU-hour), on_demand, spot, total, gpu, provider.
QStringList catalogueTableSorts();

// The compact price list: one row per offer sold alike in several regions (foldRegions()), sorted, with the
// flags a buyer checks (price outliers, GPU models not modelled are listed by the caller).
QString catalogueTable(const Catalogue& c, const CatalogueTableRequest& request, const QLocale& locale);

} // namespace Kova
