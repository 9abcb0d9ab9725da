#include "palette.h"

#include <array>

namespace Kova {

namespace {
const QColor Blue(0x3b, 0x7d, 0xd8);
const QColor Green(0x2e, 0xa8, 0x6b);
const QColor Orange(0xe8, 0x8b, 0x2e);
const QColor Purple(0x8e, 0x5c, 0xc9);
const QColor Rose(0xd8, 0x4a, 0x6b);
const QColor Teal(0x5f, 0xa8, 0xb8);
} // namespace

QColor modeColor(PurchaseMode m)
{
    switch (m) {
    case PurchaseMode::OnDemand:
        return Blue;
    case PurchaseMode::Interruptible:
        return Green;
    case PurchaseMode::Spot:
        return Orange;
    case PurchaseMode::Reserved:
        return Purple;
    }
    return Qt::gray;
}

QColor lineKindColor(LineKind k)
{
    switch (k) {
    case LineKind::GpuTime:
        return Blue;
    case LineKind::Overhead:
        return Orange;
    case LineKind::Phases:
        return Teal;
    case LineKind::Storage:
        return Purple;
    case LineKind::Transfers:
        return Green;
    }
    return Qt::gray;
}

QColor memoryPartColor(MemoryPart part)
{
    return seriesColor(int(part));
}

QColor seriesColor(int index)
{
    static const std::array<QColor, 6> colors { Blue, Green, Orange, Purple, Rose, Teal };
    return colors[std::size_t(index) % colors.size()];
}

} // namespace Kova
