#pragma once

#include "model/offer.h"

#include <QStringList>

namespace Kova {

// The English reasons of the editorial tiers shipped in resources/catalogue.json. tierReason()
// translates a catalogue's reason at run time; this list is what lupdate sees, so that the French
// catalogue carries the seed's own wording for each.
QStringList editorialTierReasons();

// "Good", "Better" or "Best" in the current language; another id as is.
QString tierName(const QString& tierId);
// The tier's reason in the current language (the catalogue's English when it has no translation).
QString tierReason(const Tier& tier);

} // namespace Kova
