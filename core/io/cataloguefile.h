#pragma once

#include "model/catalogue.h"
#include "model/result.h"

#include <optional>

namespace Kova {

// Parses and validates a whole catalogue document; nothing partial is ever returned.
Result<Catalogue> parseCatalogue(const QByteArray& bytes, const QString& source);
// The first "observed" date of `c` (offers, market prices) after `latest`, as an error naming its key: a
// feed dated in the future would win every merge until that day. Callers pass tomorrow, a day of clock skew.
std::optional<InputError> observedAfter(const Catalogue& c, const QDate& latest, const QString& source);

// The catalogue compiled into the program, so it works offline.
const Catalogue& embeddedCatalogue();

} // namespace Kova
