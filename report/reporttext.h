#pragma once

#include <QCoreApplication>

namespace Kova {

// The translation context of every word of the report ("Kova::Report").
class Report
{
    Q_DECLARE_TR_FUNCTIONS(Kova::Report)
};

} // namespace Kova
