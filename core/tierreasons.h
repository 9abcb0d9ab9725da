#pragma once

#include <QStringList>

namespace Kova {

// The English reasons of the editorial tiers shipped in resources/catalogue.json. tierReason()
// translates a catalogue's reason at run time; this list is what lupdate sees, so that the French
// catalogue carries the seed's own wording for each.
QStringList editorialTierReasons();

} // namespace Kova
