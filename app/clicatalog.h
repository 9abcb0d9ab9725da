#pragma once

#include <QStringList>

namespace Kova::Cli {

// catalog [--gpu M] [--provider P] [--region R] [--json] | catalog update [URL...] |
// catalog feeds list|add URL|add-defaults|remove URL | catalog history OFFER
int runCatalog(const QStringList& args);

} // namespace Kova::Cli
