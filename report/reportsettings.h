#pragma once

#include "reportcontent.h"

namespace Kova {

// Where the window keeps who prepares the reports and on which paper (QSettings keys).
inline constexpr auto PreparedByKey = "report/prepared_by";
inline constexpr auto OrganisationKey = "report/organisation";
inline constexpr auto PaperKey = "report/paper"; // "a4", "letter" or absent: from the language

// Options from the application's settings, in a language ("fr", "en").
ReportOptions reportOptionsFromSettings(const QString& language);

std::optional<QPageSize::PageSizeId> paperFromKey(const QString& key);

} // namespace Kova
