#pragma once

#include "model/gpumodel.h"

#include <QList>
#include <QString>
#include <optional>

namespace Kova {

// The GPU model a public catalogue's accelerator name stands for, and what its memory figure said.
struct AcceleratorMatch
{
    QString gpuId;
    bool memoryIgnored = false; // the row's memory figure fits none of the family's models: the table's is used
};

// The Kova GPU model for a SkyPilot AcceleratorName, through the alias table in acceleratoralias.cpp
// (documented in docs/file-formats.md, "SkyPilot vms.csv feeds"). `hints` is the instance type and the GPU name of
// GpuInfo: "pcie", "sxm" or "nvl" in them picks that form factor of the family. `memoryMiB` is GpuInfo's
// SizeInMiB, which providers write in MiB, in GB, or as the total over the instance's GPUs: the reading
// that matches a model of the family in `models` (within 8 %) picks among them (A100 40 GB or 80 GB);
// `totalMiB` is GpuInfo's TotalGpuMemoryInMiB, which tells the per-GPU figure from the instance's.
// Nothing for a name the table does not know, or whose model `models` lacks: never a guess.
std::optional<AcceleratorMatch> matchAccelerator(const QString& acceleratorName, const QString& hints,
    std::optional<double> memoryMiB, int gpuCount, const QList<GpuModel>& models,
    std::optional<double> totalMiB = std::nullopt);

} // namespace Kova
