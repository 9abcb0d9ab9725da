#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>

namespace Kova {

// Where in a JSON text a problem lies, for an editor to point at it.
struct TextLocation
{
    int line = 0; // 1-based; 0 when the place is unknown
    int column = 0; // 1-based, in characters
    QString key; // the JSON path there, e.g. "training.mfu" or "cluster.phases[0].gpus"

    bool known() const { return line > 0; }
};

// The 1-based line and column of a UTF-8 byte offset.
TextLocation locationOfOffset(const QByteArray& utf8, qsizetype offset);

// Where a key path (as InputError names it) is written: the position of its key, or of its nearest
// enclosing key when the key itself is missing. Unknown when the text is not valid JSON.
TextLocation locateKey(const QByteArray& utf8, const QString& keyPath);

// Where an error from parseScenario() lies in the text it read: the offending character of a syntax
// error (with the key being written there), or the key a value error names.
TextLocation locateInputError(const QByteArray& utf8, const InputError& error);

} // namespace Kova
