#pragma once

// The window's parts as tests find them: by type and by the object name the window gives each panel.

#include "charts/chartgrid.h"
#include "models/offerfiltermodel.h"
#include "panels/comparisonpanel.h"
#include "panels/costpanel.h"
#include "panels/launchview.h"
#include "panels/montecarlopanel.h"
#include "panels/offerspanel.h"
#include "panels/planpanel.h"
#include "panels/scenarioform.h"
#include "panels/sourceview.h"
#include "shell/mainwindow.h"
#include "sources/catalogueservice.h"

#include <QtGlobal>

namespace WindowParts {

using namespace Qt::StringLiterals;

// The window's only Part named `name` (of any name when empty).
template <class Part> Part* part(const QWidget& window, const QString& name)
{
    Part* found = window.findChild<Part*>(name);
    if (!found)
        qFatal("the window has no %s named %s", Part::staticMetaObject.className(), qPrintable(name));
    return found;
}

// clang-format off
inline auto* form(const QWidget& w) { return part<Kova::ScenarioForm>(w, u"Scenario"_s); }
inline auto* charts(const QWidget& w) { return part<Kova::ChartGrid>(w, u"Charts"_s); }
inline auto* costs(const QWidget& w) { return part<Kova::CostPanel>(w, u"Costs"_s); }
inline auto* offers(const QWidget& w) { return part<Kova::OffersPanel>(w, u"Offers"_s); }
inline auto* plan(const QWidget& w) { return part<Kova::PlanPanel>(w, u"Plan"_s); }
inline auto* comparison(const QWidget& w) { return part<Kova::ComparisonPanel>(w, u"Comparison"_s); }
inline auto* source(const QWidget& w) { return part<Kova::SourceView>(w, u"Source"_s); }
inline auto* launch(const QWidget& w) { return part<Kova::LaunchView>(w, u"Launch"_s); }
inline auto* monteCarlo(const QWidget& w) { return part<Kova::MonteCarloPanel>(w, u"MonteCarlo"_s); }
inline auto* catalogues(const QWidget& w) { return part<Kova::CatalogueService>(w, {}); }
// clang-format on

} // namespace WindowParts
