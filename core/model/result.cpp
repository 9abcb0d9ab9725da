#include "model/result.h"

#include <QCoreApplication>

namespace Kova {

QString InputError::toString() const
{
    QString where = file;
    if (!key.isEmpty())
        where = where.isEmpty() ? key : where + QLatin1String(": ") + key;
    return where.isEmpty() ? problem : where + QLatin1String(": ") + problem;
}

} // namespace Kova
