#pragma once

#include <QString>
#include <array>

namespace Kova {

enum class Precision { TF32, BF16, FP8, FP4 };
inline constexpr int PrecisionCount = 4;

enum class LinkKind { NVLink, PCIe, InfinityFabric };

// One GPU model's published figures. Dense peaks only; 0 means the precision is not supported.
struct GpuModel
{
    QString id;
    QString name;
    double vramGb = 0; // as printed on the datasheet, GB = 10^9 bytes
    double usableVramGb = 0; // what a cloud instance actually exposes
    double memoryBandwidthTBs = 0;
    std::array<double, PrecisionCount> denseTflops {};
    LinkKind link = LinkKind::PCIe;
    double linkGBs = 0; // per-GPU GPU-to-GPU bandwidth, GB/s, bidirectional as marketed
    double tdpWatts = 0;
    QString source;
    bool secondarySourced = false;

    double peakTflops(Precision p) const { return denseTflops[static_cast<int>(p)]; }
};

QString precisionKey(Precision p);
QString linkKey(LinkKind k);

} // namespace Kova
