#pragma once

#include "model/catalogue.h"
#include "model/result.h"

namespace Kova {

// Parses and validates a whole catalogue document; nothing partial is ever returned.
Result<Catalogue> parseCatalogue(const QByteArray& bytes, const QString& source);

// The catalogue compiled into the program, so it works offline.
const Catalogue& embeddedCatalogue();

} // namespace Kova
