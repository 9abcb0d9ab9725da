#pragma once

#include "model/catalogue.h"
#include "model/result.h"

#include <QMap>
#include <QUrl>

namespace Kova {

// Where a SkyPilot vms.csv comes from: what every offer read from it says about its origin.
struct SkyPilotOrigin
{
    QString providerKey; // the catalogue's folder name: lambda, gcp, runpod...
    QString feed; // the feed URL, or "embedded"
    QString sourceUrl; // the URL to cite for the file
    QDate fileDate; // Last-Modified, else the day it was fetched (or collected)
};

// A row left out, and why: the 1-based line, the column (empty for the whole row) and the reason.
struct SkippedRow
{
    qsizetype line = 0;
    QString column;
    QString reason;
};

// What an import read and left out, for the update summary.
struct ImportSummary
{
    qsizetype rows = 0; // data rows read
    qsizetype offers = 0;
    qsizetype cpuOnlyRows = 0; // no accelerator: ignored
    qsizetype hostRows = 0; // Google Cloud host VMs, priced with their GPUs
    qsizetype gpuOnlyOffers = 0; // Google Cloud GPUs without a host row: the host is not included
    qsizetype zoneRowsMerged = 0; // more zones of an offer already read (the lowest price is kept)
    qsizetype memoryIgnored = 0; // GpuInfo memory that fits no model of the family: the table's figure is used
    QMap<QString, qsizetype> unknownAccelerators; // name -> rows kept out
    QList<SkippedRow> skipped;

    qsizetype unknownRows() const;
};

// The offers of one SkyPilot vms.csv and what was left out.
struct SkyPilotImport
{
    Catalogue catalogue; // its offers and the GPU models they use
    ImportSummary summary;
};

// Whether the first line of `bytes` is a SkyPilot vms.csv header (InstanceType and AcceleratorName among
// its columns; parseSkyPilotCatalogue() then names any other required column missing).
bool looksLikeSkyPilotCatalogue(const QByteArray& bytes);

// Reads a SkyPilot vms.csv (catalogs/v8/<provider>/vms.csv of github.com/skypilot-org/skypilot-catalog):
// columns by name; one offer per (instance type, region) with the price per GPU-hour = the instance's
// price / AcceleratorCount, on demand from Price and spot from SpotPrice (empty or 0 = none); the GPU
// model through matchAccelerator() against `models`. Google Cloud's GPU rows (no instance type) are
// priced with their host VM's row when the file has it, or said to leave the host out. CPU-only rows
// and unknown accelerators are left out and counted; a bad row is skipped with its line, column and
// reason. Refused whole (with the line and column) when not UTF-8, truncated, missing a required
// column, or without a single usable row.
Result<SkyPilotImport> parseSkyPilotCatalogue(
    const QByteArray& bytes, const SkyPilotOrigin& origin, const QList<GpuModel>& models);

// The catalogue folder in a SkyPilot URL (".../catalogs/v8/lambda/vms.csv" -> "lambda"); the last
// folder of any other URL.
QString skyPilotProviderKey(const QUrl& url);
// The provider whose catalogue a URL names when it is a file of the public SkyPilot catalogue repository
// (skypilot-org/skypilot-catalog on github.com or its raw-content host, any branch, commit or catalogue
// version): ".../skypilot-catalog/master/catalogs/v8/lambda/vms.csv" -> "lambda"; empty for any other URL.
QString skyPilotCatalogueOf(const QUrl& url);
// The provider's name as offers show it ("gcp" -> "Google Cloud"); the key itself when unknown.
QString skyPilotProviderName(const QString& key);

// The summary in sentences, one per line, for the command line and the feeds dialog.
QStringList importSummaryLines(const ImportSummary& summary);

} // namespace Kova
