#include "io/acceleratoralias.h"

#include <QLatin1StringView>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

enum class FormFactor { Sxm, Pcie, Nvl, Any };

// One GPU model of a family in a form factor (the catalogue's "gpus" hold its figures).
struct Variant
{
    QLatin1StringView family;
    FormFactor form;
    QLatin1StringView gpuId;
};

constexpr std::array Variants {
    Variant { "A100"_L1, FormFactor::Sxm, "a100-sxm4-40gb"_L1 },
    Variant { "A100"_L1, FormFactor::Sxm, "a100-sxm4-80gb"_L1 },
    Variant { "A100"_L1, FormFactor::Pcie, "a100-pcie-40gb"_L1 },
    Variant { "A100"_L1, FormFactor::Pcie, "a100-pcie-80gb"_L1 },
    Variant { "H100"_L1, FormFactor::Sxm, "h100-sxm"_L1 },
    Variant { "H100"_L1, FormFactor::Pcie, "h100-pcie"_L1 },
    Variant { "H100"_L1, FormFactor::Nvl, "h100-nvl"_L1 },
    Variant { "H200"_L1, FormFactor::Sxm, "h200-sxm"_L1 },
    Variant { "H200"_L1, FormFactor::Nvl, "h200-nvl"_L1 },
    Variant { "GH200"_L1, FormFactor::Any, "gh200"_L1 },
    Variant { "B200"_L1, FormFactor::Sxm, "b200"_L1 },
    Variant { "L40S"_L1, FormFactor::Any, "l40s"_L1 },
    Variant { "MI300X"_L1, FormFactor::Any, "mi300x"_L1 },
};

// A SkyPilot AcceleratorName and the model it means when the row says nothing more. SkyPilot's
// names (catalogs/v8/common/accelerators.csv): "A100" is the 40 GB part, "A100-80GB" the 80 GB one,
// "H100-MEGA" Google Cloud's a3-megagpu H100 SXM, "NVIDIA-H200-NVL" RunPod's H200 NVL. Hyperstack's
// catalogue (catalogs/v8/hyperstack/vms.csv) names the memory and form factor: "H100-80G-SXM5",
// "A100-80G-PCIe", and "-NVLink" for PCIe cards joined by NVLink bridges (still the PCIe model).
struct Alias
{
    QLatin1StringView name;
    QLatin1StringView family;
    QLatin1StringView defaultGpu;
};

constexpr std::array Aliases {
    Alias { "A100"_L1, "A100"_L1, "a100-sxm4-40gb"_L1 },
    Alias { "A100-80GB"_L1, "A100"_L1, "a100-sxm4-80gb"_L1 },
    Alias { "A100-80GB-SXM"_L1, "A100"_L1, "a100-sxm4-80gb"_L1 },
    Alias { "A100-80G-PCIe"_L1, "A100"_L1, "a100-pcie-80gb"_L1 },
    Alias { "A100-80G-PCIe-NVLink"_L1, "A100"_L1, "a100-pcie-80gb"_L1 },
    Alias { "H100"_L1, "H100"_L1, "h100-sxm"_L1 },
    Alias { "H100-80G-SXM5"_L1, "H100"_L1, "h100-sxm"_L1 },
    Alias { "H100-80G-PCIe"_L1, "H100"_L1, "h100-pcie"_L1 },
    Alias { "H100-80G-PCIe-NVLink"_L1, "H100"_L1, "h100-pcie"_L1 },
    Alias { "H100-SXM"_L1, "H100"_L1, "h100-sxm"_L1 },
    Alias { "H100-MEGA"_L1, "H100"_L1, "h100-sxm"_L1 },
    Alias { "H100-NVL"_L1, "H100"_L1, "h100-nvl"_L1 },
    Alias { "H200"_L1, "H200"_L1, "h200-sxm"_L1 },
    Alias { "H200-SXM"_L1, "H200"_L1, "h200-sxm"_L1 },
    Alias { "H200-NVL"_L1, "H200"_L1, "h200-nvl"_L1 },
    Alias { "NVIDIA-H200-NVL"_L1, "H200"_L1, "h200-nvl"_L1 },
    Alias { "GH200"_L1, "GH200"_L1, "gh200"_L1 },
    Alias { "B200"_L1, "B200"_L1, "b200"_L1 },
    Alias { "L40S"_L1, "L40S"_L1, "l40s"_L1 },
    Alias { "MI300X"_L1, "MI300X"_L1, "mi300x"_L1 },
};

constexpr double MemoryTolerance = 0.08;

const GpuModel* modelOf(const QList<GpuModel>& models, QAnyStringView id)
{
    for (const GpuModel& g : models)
        if (QAnyStringView::compare(g.id, id) == 0)
            return &g;
    return nullptr;
}

bool memoryMatches(const GpuModel& g, double gib)
{
    auto near = [gib](double target) { return target > 0 && std::abs(gib - target) <= MemoryTolerance * target; };
    return near(g.vramGb) || near(g.usableVramGb);
}

FormFactor formHint(const QString& hints)
{
    // "NVLink" names a bridge between PCIe cards, not the NVL product; "pci" is Cudo's word for PCIe.
    const QString h = QString(hints.toLower()).replace("nvlink"_L1, "bridge"_L1);
    if (h.contains("nvl"_L1))
        return FormFactor::Nvl;
    if (h.contains("pci"_L1))
        return FormFactor::Pcie;
    if (h.contains("sxm"_L1))
        return FormFactor::Sxm;
    return FormFactor::Any;
}

const Variant* variantOf(QLatin1StringView gpuId)
{
    for (const Variant& v : Variants)
        if (v.gpuId == gpuId)
            return &v;
    return nullptr;
}

} // namespace

std::optional<AcceleratorMatch> matchAccelerator(const QString& acceleratorName, const QString& hints,
    std::optional<double> memoryMiB, int gpuCount, const QList<GpuModel>& models, std::optional<double> totalMiB)
{
    const Alias* alias = nullptr;
    for (const Alias& a : Aliases)
        if (acceleratorName.compare(a.name, Qt::CaseInsensitive) == 0)
            alias = &a;
    if (!alias)
        return std::nullopt;
    const Variant* fallback = variantOf(alias->defaultGpu);
    FormFactor form = formHint(hints);
    if (form == FormFactor::Any || fallback->form == FormFactor::Nvl)
        form = fallback->form;

    // The family's models in the chosen form factor (or the form-less ones).
    QList<const GpuModel*> candidates;
    for (const Variant& v : Variants)
        if (v.family == alias->family && (v.form == form || v.form == FormFactor::Any))
            if (const GpuModel* g = modelOf(models, v.gpuId))
                candidates.append(g);
    if (candidates.isEmpty() && modelOf(models, alias->defaultGpu))
        candidates.append(modelOf(models, alias->defaultGpu));
    if (candidates.isEmpty())
        return std::nullopt;

    // The alias's own model, or its namesake in memory among the form factor's.
    const GpuModel* byDefault = modelOf(models, alias->defaultGpu);
    const GpuModel* preferred = candidates.first();
    for (const GpuModel* g : std::as_const(candidates))
        if (byDefault && g->vramGb == byDefault->vramGb)
            preferred = g;
    for (const GpuModel* g : std::as_const(candidates))
        if (g == byDefault)
            preferred = g;
    AcceleratorMatch match { preferred->id, false };
    if (!memoryMiB || !std::isfinite(*memoryMiB) || *memoryMiB <= 0)
        return match;
    // The readings of SizeInMiB seen in the public catalogues, the documented one (MiB per GPU) first, then GB
    // written as MiB, then MiB for all the GPUs; the last first when TotalGpuMemoryInMiB repeats SizeInMiB on a
    // multi-GPU row. Cudo's 2-GPU A100 row (81920, total 163840) is 80 GB per GPU, not 2 × 40 GB.
    const double perGpu = *memoryMiB / 1024.0, asGb = *memoryMiB, shared = perGpu / std::max(gpuCount, 1);
    const bool sizeIsTotal = gpuCount > 1 && totalMiB == memoryMiB;
    const std::array readings = sizeIsTotal ? std::array { shared, perGpu, asGb } : std::array { perGpu, asGb, shared };
    for (double gib : readings) {
        if (memoryMatches(*preferred, gib))
            return match;
        for (const GpuModel* g : std::as_const(candidates))
            if (memoryMatches(*g, gib))
                return AcceleratorMatch { g->id, false };
    }
    match.memoryIgnored = true;
    return match;
}

} // namespace Kova
