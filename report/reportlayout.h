#pragma once

#include "reportcontent.h"

#include <functional>

class QPaintDevice;

namespace Kova {

class ReportCanvas;

// Lays the report out on pages of `pagePt` points, twice: once to count the pages, once to paint them
// with "page N of M" footers. `newPage` starts the next page on the device (false: stop, as a preview
// of the first page does). Returns the number of pages painted.
int paintReport(
    const ReportContent& content, QPaintDevice* device, const QSizeF& pagePt, const std::function<bool()>& newPage);

// The same for any flow: `layout` draws the pages' content (false: the flow stopped), `decorate` a page's
// header and footer knowing the number of pages.
int paintPages(QPaintDevice* device, const QSizeF& pagePt, const std::function<bool()>& newPage,
    const std::function<bool(ReportCanvas&)>& layout, const std::function<void(ReportCanvas&, int)>& decorate);

// The footer ("Kova Planner 0.1.0 · date · general guide…", "Page N of M") of every report, and from the
// second page on `title` as a running header; the version, date and locale are `content`'s.
void decoratePage(ReportCanvas& canvas, const ReportContent& content, const QString& title, int totalPages);

// Makes the report's fonts (DejaVu Sans) available; safe to call from any thread, more than once.
void ensureReportFonts();

} // namespace Kova
