#include "sources/defaultfeeds.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace Kova {

QList<QUrl> defaultFeedUrls()
{
    static const QStringList providers { u"aws"_s, u"gcp"_s, u"lambda"_s, u"runpod"_s, u"nebius"_s, u"vast"_s,
        u"shadeform"_s, u"hyperstack"_s, u"cudo"_s, u"oci"_s };
    QList<QUrl> urls;
    for (const QString& p : providers)
        urls.append(QUrl(
            u"https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/%1/vms.csv"_s.arg(p)));
    return urls;
}

} // namespace Kova
