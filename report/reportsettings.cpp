#include "reportsettings.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace Kova {

std::optional<QPageSize::PageSizeId> paperFromKey(const QString& key)
{
    if (key.compare("a4"_L1, Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (key.compare("letter"_L1, Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

ReportOptions reportOptionsFromSettings(const QString& language)
{
    const QSettings settings;
    ReportOptions o;
    o.language = language;
    o.preparedBy = settings.value(QLatin1StringView(PreparedByKey)).toString();
    o.organisation = settings.value(QLatin1StringView(OrganisationKey)).toString();
    o.paper = paperFromKey(settings.value(QLatin1StringView(PaperKey)).toString());
    o.conversion = currencyConversionFromSettings();
    return o;
}

} // namespace Kova
