#pragma once

#include "reportcontent.h"

#include <functional>

class QPaintDevice;

namespace Kova {

// Lays the report out on pages of `pagePt` points, twice: once to count the pages, once to paint them
// with "page N of M" footers. `newPage` starts the next page on the device (false: stop, as a preview
// of the first page does). Returns the number of pages painted.
int paintReport(
    const ReportContent& content, QPaintDevice* device, const QSizeF& pagePt, const std::function<bool()>& newPage);

// Makes the report's fonts (DejaVu Sans) available; safe to call from any thread, more than once.
void ensureReportFonts();

} // namespace Kova
