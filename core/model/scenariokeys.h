#pragma once

#include <QStringList>

namespace Kova {

// The words scenario files use for training methods, shardings and recomputation, in enum order: what
// trainingMethodKey(), shardingKey() and recomputeKey() return and what parseScenario() accepts.
inline const QStringList MethodKeys { QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora") };
inline const QStringList ShardingKeys { QStringLiteral("ddp"), QStringLiteral("zero1"), QStringLiteral("zero2"),
    QStringLiteral("zero3") };
inline const QStringList RecomputeKeys { QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full") };

} // namespace Kova
