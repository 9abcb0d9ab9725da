#pragma once

namespace Kova {

// The values a scenario file accepts for a number: the reader refuses anything outside, and the window's fields
// accept the same, so that a value read from a file is never shown, or saved, clamped to a narrower field.
struct ValueRange
{
    double min;
    double max;
};

// The largest amount, price or volume a scenario or program file may hold.
inline constexpr double MaxAmount = 1e9;

namespace ScenarioRange {

inline constexpr ValueRange ModelParamsB { 0.001, 100000 };
inline constexpr ValueRange ModelKvHeads { 1, 100000 };
inline constexpr ValueRange TrainingTokensB { 1e-9, 1e7 };
inline constexpr ValueRange TrainingDurationHours { 1e-6, 1e6 };
inline constexpr ValueRange TrainingMfu { 0, 1 };
inline constexpr ValueRange TrainingMeasuredTokensPerSecondPerGpu { 1e-6, 1e9 };
inline constexpr ValueRange TrainingLoraAlpha { 1e-6, 1e6 };
inline constexpr ValueRange ClusterGpus { 1, 1000000 };
inline constexpr ValueRange InterruptionsMtbiHours { 0, 1e6 };
inline constexpr ValueRange InterruptionsGpuMtbfHours { 0, 1e9 };
inline constexpr ValueRange InterruptionsCheckpointIntervalMin { 0.01, 1e7 };
inline constexpr ValueRange StorageVolumeGb { 0, MaxAmount };
inline constexpr ValueRange StorageRetentionDays { 0, 36500 };

} // namespace ScenarioRange

} // namespace Kova
