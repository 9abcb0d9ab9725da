#include "reportsettings.h"

#include "sources/settings.h"

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

QString paperKey(QPageSize::PageSizeId paper)
{
    return paper == QPageSize::Letter ? u"letter"_s : u"a4"_s;
}

ReportOptions reportOptionsFromSettings(const QString& language)
{
    const Settings settings;
    ReportOptions o;
    o.language = language;
    o.preparedBy = settings.reportPreparedBy();
    o.organisation = settings.reportOrganisation();
    o.paper = paperFromKey(settings.reportPaper());
    o.conversion = currencyConversionFromSettings(settings);
    return o;
}

} // namespace Kova
