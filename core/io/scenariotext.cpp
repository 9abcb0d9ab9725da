#include "io/scenariotext.h"

#include "io/jsontext.h"
#include "io/scenariofile.h"
#include "model/scenariokeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

// The top-level keys in the contract's order; each section's keys follow ScenarioKey::Values.
constexpr std::array TopLevel { ScenarioKey::Version, ScenarioKey::Name, ScenarioKey::Model, ScenarioKey::Training,
    ScenarioKey::Cluster, ScenarioKey::Mode, ScenarioKey::Interruptions, ScenarioKey::Storage, ScenarioKey::Seed,
    ScenarioKey::Spot };

bool hasPath(const QJsonObject& o, QLatin1StringView path)
{
    const QLatin1StringView section = ScenarioKey::sectionOf(path);
    return section.isEmpty() ? o.contains(path) : o.value(section).toObject().contains(ScenarioKey::leafOf(path));
}

QJsonObject withoutPath(QJsonObject o, QLatin1StringView path)
{
    const QLatin1StringView section = ScenarioKey::sectionOf(path);
    if (section.isEmpty()) {
        o.remove(path);
        return o;
    }
    QJsonObject inner = o.value(section).toObject();
    inner.remove(ScenarioKey::leafOf(path));
    o.insert(section, inner);
    return o;
}

QJsonObject withoutPhases(QJsonObject o)
{
    QJsonObject cluster = o.value(ScenarioKey::Cluster).toObject();
    cluster.insert(ScenarioKey::leafOf(ScenarioKey::ClusterPhases), QJsonArray {});
    o.insert(ScenarioKey::Cluster, cluster);
    return o;
}

// Whether `key` of `section` (empty: the top level) holds a value this version reads, or a section of them.
bool isKnownKey(const QString& section, const QString& key)
{
    return std::ranges::any_of(ScenarioKey::Values, [&](QLatin1StringView p) {
        const QLatin1StringView within = ScenarioKey::sectionOf(p);
        if (section.isEmpty())
            return within.isEmpty() ? p == key : within == key;
        const QLatin1StringView leaf = ScenarioKey::leafOf(p);
        return within == section
            && (leaf == key || (leaf.startsWith(key) && leaf.size() > key.size() && leaf[key.size()] == u'.'));
    });
}

// The document without the keys this version does not know: what the reader sees of it, without the cost of
// copying what it skips (a file may hold megabytes under unknown keys).
QJsonObject knownKeysOnly(const QJsonObject& document)
{
    QJsonObject known;
    for (auto it = document.begin(); it != document.end(); ++it) {
        if (!isKnownKey({}, it.key()))
            continue;
        if (!it->isObject()) {
            known.insert(it.key(), *it);
            continue;
        }
        QJsonObject inner;
        const QJsonObject values = it->toObject();
        for (auto v = values.begin(); v != values.end(); ++v)
            if (isKnownKey(it.key(), v.key()))
                inner.insert(v.key(), *v);
        known.insert(it.key(), inner);
    }
    return known;
}

} // namespace

int scenarioKeyRank(const QString& path, const QString& key)
{
    const auto indexIn = [](const auto& keys, auto matches) {
        const auto it = std::find_if(keys.begin(), keys.end(), matches);
        return it == keys.end() ? int(keys.size()) : int(it - keys.begin());
    };
    if (path.isEmpty())
        return indexIn(TopLevel, [&](QLatin1StringView k) { return k == key; });
    const QString phases = QString(ScenarioKey::ClusterPhases) + u'[';
    if (path.startsWith(phases) && path.indexOf(u']') == path.size() - 1)
        return indexIn(ScenarioKey::PhaseKeys, [&](QLatin1StringView k) { return k == key; });
    if (path.contains(u'.') || path.contains(u'['))
        return 0; // deeper than a section: sorted
    // An object in a section (cluster.network) ranks with the first of its values.
    return indexIn(ScenarioKey::Values, [&](QLatin1StringView p) {
        const QLatin1StringView leaf = ScenarioKey::leafOf(p);
        return ScenarioKey::sectionOf(p) == path
            && (leaf == key || (leaf.startsWith(key) && leaf.size() > key.size() && leaf[key.size()] == u'.'));
    });
}

QByteArray orderedScenarioText(const QJsonObject& document)
{
    return orderedJsonText(document, scenarioKeyRank);
}

QJsonObject withoutDerivedValues(const Scenario& s)
{
    QJsonObject full = scenarioToJson(s);
    // Each value is tried without the keys the reader skips, which cannot change what it reads.
    const QJsonObject known = knownKeysOnly(full);
    // Tried without the phases, which no default fills in: the same answer at the cost of a small file.
    const QJsonObject expected = withoutPhases(known);
    for (QLatin1StringView path : ScenarioKey::Values) {
        if (path == ScenarioKey::Version || path == ScenarioKey::ClusterPhases || hasPath(s.document, path)
            || !hasPath(full, path))
            continue;
        const QJsonObject probe = withoutPath(expected, path);
        const auto read = parseScenario(QJsonDocument(probe).toJson(QJsonDocument::Compact), u"probe"_s);
        if (read.ok() && scenarioToJson(read.value()) == expected)
            full = withoutPath(full, path);
    }
    // Nor the phases and the sections the file left out once nothing of theirs is left: an empty "phases": []
    // or "storage": {} is not what its author wrote, and a hand-written file would not diff cleanly.
    const auto readsTheSame = [&expected](const QJsonObject& probe) {
        const QByteArray text = QJsonDocument(knownKeysOnly(probe)).toJson(QJsonDocument::Compact);
        const auto read = parseScenario(text, u"probe"_s);
        return read.ok() && scenarioToJson(read.value()) == expected;
    };
    const QJsonObject cluster = full.value(ScenarioKey::Cluster).toObject();
    const QLatin1StringView phases = ScenarioKey::leafOf(ScenarioKey::ClusterPhases);
    if (!hasPath(s.document, ScenarioKey::ClusterPhases) && cluster.value(phases).toArray().isEmpty()
        && readsTheSame(withoutPath(full, ScenarioKey::ClusterPhases)))
        full = withoutPath(full, ScenarioKey::ClusterPhases);
    for (QLatin1StringView section : TopLevel)
        if (!s.document.contains(section) && full.value(section).isObject()
            && full.value(section).toObject().isEmpty()) {
            QJsonObject probe = full;
            probe.remove(section);
            if (readsTheSame(probe))
                full = probe;
        }
    return full;
}

} // namespace Kova
