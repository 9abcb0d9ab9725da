#pragma once

#include <QStringList>

namespace Kova::Cli {

// catalog [--json] | catalog update [URL...] | catalog feeds list|add URL|remove URL
int runCatalog(const QStringList& args);

} // namespace Kova::Cli
