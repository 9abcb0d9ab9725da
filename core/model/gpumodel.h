#pragma once

#include "model/keys.h"

#include <QString>
#include <array>

namespace Kova {

// The arithmetic a GPU's peak is quoted in and a run trains in.
enum class Precision { TF32, BF16, FP8, FP4 };
// The catalogue's words for precisions (its tflops keys) and the scenario's training.precision values.
constexpr std::array<KeyEntry<Precision>, 4> keyTable(Precision)
{
    return { { { Precision::TF32, QLatin1StringView("tf32") }, { Precision::BF16, QLatin1StringView("bf16") },
        { Precision::FP8, QLatin1StringView("fp8") }, { Precision::FP4, QLatin1StringView("fp4") } } };
}
inline constexpr int PrecisionCount = int(keyTable(Precision {}).size());

// How the GPUs of a node talk to each other.
enum class LinkKind { NVLink, PCIe, InfinityFabric };
// The catalogue's words for links.
constexpr std::array<KeyEntry<LinkKind>, 3> keyTable(LinkKind)
{
    return { { { LinkKind::NVLink, QLatin1StringView("nvlink") }, { LinkKind::PCIe, QLatin1StringView("pcie") },
        { LinkKind::InfinityFabric, QLatin1StringView("infinity_fabric") } } };
}

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

} // namespace Kova
