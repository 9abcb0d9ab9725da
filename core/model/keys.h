#pragma once

#include <QLatin1StringView>
#include <QStringList>
#include <QStringView>
#include <array>
#include <optional>

namespace Kova {

// One enum value and the word scenario files, the catalogue and `estimate --json` use for it.
template <typename E> struct KeyEntry
{
    E value;
    QLatin1StringView key;
};

// Every enum that is written to a file has a table beside it, in enum order:
//   constexpr std::array<KeyEntry<E>, N> keyTable(E);
// These functions are the only way to go between the enum and its words (found by argument-dependent lookup).

// The word for an enum value.
template <typename E> constexpr QLatin1StringView keyOf(E value)
{
    for (const KeyEntry<E>& e : keyTable(E {}))
        if (e.value == value)
            return e.key;
    return {};
}

// The enum value a word names, or nothing for a word this version does not know.
template <typename E> std::optional<E> fromKey(QStringView key)
{
    for (const KeyEntry<E>& e : keyTable(E {}))
        if (key == e.key)
            return e.value;
    return std::nullopt;
}

// Every value of the enum, in enum order.
template <typename E> constexpr auto valuesOf()
{
    constexpr auto table = keyTable(E {});
    std::array<E, table.size()> values {};
    for (std::size_t i = 0; i < table.size(); ++i)
        values[i] = table[i].value;
    return values;
}

// The words for some values, e.g. the choices a reader accepts.
template <typename E, std::size_t N> QStringList keysOf(const std::array<E, N>& values)
{
    QStringList keys;
    for (E v : values)
        keys << keyOf(v);
    return keys;
}

// The words for every value of the enum, in enum order.
template <typename E> QStringList keysOf()
{
    return keysOf(valuesOf<E>());
}

} // namespace Kova
