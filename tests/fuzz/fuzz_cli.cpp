// Fuzzes the command line: each input is an argument list, one argument per line, given to
// Kova::Cli::run as if typed after "kova-planner". Properties checked:
// - no argument list crashes, leaks, hangs or ends the process (exit() inside run() is a finding);
// - the exit status is 0 (done), 1 (no plan meets the limit) or 2 (bad input).
// Argument lists naming "update" (no network from a fuzzer) or containing a '/' (nothing written
// outside the scratch folder) are skipped.
// The seeds name seed.kova.json (the default scenario) and bad.kova.json (a broken one), which the
// initialisation writes into the working directory (the runner's scratch folder).
#include "app/cli.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    // Feeds added by fuzzed "catalog feeds add" go to settings and caches in the scratch folder.
    const QByteArray here = QDir::currentPath().toUtf8();
    for (const char* variable : { "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME" })
        qputenv(variable, QByteArray(here + "/home/" + variable));
    static QCoreApplication app(*argc, *argv);
    Kova::Cli::setUpApplication();
    QFile::remove(u"seed.kova.json"_s);
    QFile::copy(u":/kova/scenarios/seed-h100-72h.kova.json"_s, u"seed.kova.json"_s);
    QFile::setPermissions(u"seed.kova.json"_s, QFile::ReadOwner | QFile::WriteOwner);
    QFile bad(u"bad.kova.json"_s);
    if (bad.open(QIODevice::WriteOnly | QIODevice::Truncate))
        bad.write(R"({"kova_scenario": 1, "model": {"params_b": -3}})");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QStringList arguments { u"kova-planner"_s };
    for (const QByteArray& line : bytes.split('\n')) {
        if (arguments.size() > 64)
            break;
        arguments << QString::fromUtf8(line);
    }
    // "catalog update" goes to the network: tst_feedupdate, tst_feedservers and the soak test cover it.
    // Commands that write (report, feeds, rates) stay in the scratch folder: no argument names a path.
    if (arguments.contains(u"update"_s)
        || std::any_of(arguments.begin(), arguments.end(), [](const QString& a) { return a.contains(u'/'); }))
        return -1; // not added to the corpus

    const int status = Kova::Cli::run(arguments);
    if (status < 0 || status > 2) {
        std::fprintf(stderr, "fuzz_cli: unexpected exit status %d\n", status);
        std::abort();
    }
    return 0;
}
