#pragma once

#include "reportcontent.h"

namespace Kova {

// Options from the application's settings, in a language ("fr", "en").
ReportOptions reportOptionsFromSettings(const QString& language);

// The paper a settings or command-line value names ("a4", "letter", any case); nothing for another.
std::optional<QPageSize::PageSizeId> paperFromKey(const QString& key);
// The value paperFromKey() reads back: "letter" or "a4".
QString paperKey(QPageSize::PageSizeId paper);

} // namespace Kova
