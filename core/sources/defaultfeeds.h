#pragma once

#include <QList>
#include <QUrl>

namespace Kova {

// The public SkyPilot catalogues of the main GPU clouds, as raw files of the skypilot-org/skypilot-catalog
// repository on GitHub (catalogs/v8/<provider>/vms.csv on its master branch, the files SkyPilot itself
// reads): AWS, Google Cloud, Lambda, RunPod, Nebius, Vast.ai, Shadeform, Hyperstack, Cudo Compute and
// OCI. Azure has no v8 file there. Listed in docs/user-guide.md ("Catalogues and feeds"); none is used until added.
QList<QUrl> defaultFeedUrls();

} // namespace Kova
