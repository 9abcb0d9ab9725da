#include "io/scenariotext.h"

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

enum class Place { Top, Section, Phase, Other };

// Where `key` comes in an object at `place` (of `section`): its rank among the known keys, or past them all.
int rank(QLatin1StringView key, Place place, QLatin1StringView section)
{
    auto indexIn = [&](const auto& keys, auto matches) {
        const auto it = std::find_if(keys.begin(), keys.end(), matches);
        return it == keys.end() ? int(keys.size()) : int(it - keys.begin());
    };
    switch (place) {
    case Place::Top:
        return indexIn(TopLevel, [&](QLatin1StringView k) { return k == key; });
    case Place::Section:
        return indexIn(ScenarioKey::Values, [&](QLatin1StringView path) {
            return ScenarioKey::sectionOf(path) == section && ScenarioKey::leafOf(path) == key;
        });
    case Place::Phase:
        return indexIn(ScenarioKey::PhaseKeys, [&](QLatin1StringView k) { return k == key; });
    case Place::Other:
        break;
    }
    return 0;
}

QByteArray scalarText(const QJsonValue& v)
{
    // QJsonDocument's own number and string writing, taken out of a one-element array.
    const QByteArray array = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

void write(QByteArray& out, const QJsonValue& v, int depth, Place place, QLatin1StringView section);

void writeObject(QByteArray& out, const QJsonObject& o, int depth, Place place, QLatin1StringView section)
{
    if (o.isEmpty()) {
        out += "{}";
        return;
    }
    QStringList keys = o.keys(); // sorted
    std::stable_sort(keys.begin(), keys.end(), [&](const QString& a, const QString& b) {
        const QByteArray la = a.toLatin1(), lb = b.toLatin1();
        return rank(QLatin1StringView(la), place, section) < rank(QLatin1StringView(lb), place, section);
    });
    const QByteArray indent(2 * (depth + 1), ' ');
    out += "{\n";
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QByteArray key = keys[i].toLatin1();
        Place inner = Place::Other;
        if (place == Place::Top && rank(QLatin1StringView(key), Place::Top, {}) < int(TopLevel.size()))
            inner = Place::Section;
        out += indent + scalarText(keys[i]) + ": ";
        if (place == Place::Section && QLatin1StringView(key) == ScenarioKey::leafOf(ScenarioKey::ClusterPhases)
            && section == ScenarioKey::Cluster)
            inner = Place::Phase; // the array's elements
        write(out, o.value(keys[i]), depth + 1, inner, QLatin1StringView(key));
        out += i + 1 < keys.size() ? ",\n" : "\n";
    }
    out += QByteArray(2 * depth, ' ') + '}';
}

void write(QByteArray& out, const QJsonValue& v, int depth, Place place, QLatin1StringView section)
{
    if (v.isObject()) {
        writeObject(out, v.toObject(), depth, place, section);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        if (a.isEmpty()) {
            out += "[]";
            return;
        }
        const QByteArray indent(2 * (depth + 1), ' ');
        out += "[\n";
        for (qsizetype i = 0; i < a.size(); ++i) {
            out += indent;
            write(out, a.at(i), depth + 1, place == Place::Phase ? Place::Phase : Place::Other, {});
            out += i + 1 < a.size() ? ",\n" : "\n";
        }
        out += QByteArray(2 * depth, ' ') + ']';
    } else {
        out += scalarText(v);
    }
}

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

} // namespace

QByteArray orderedScenarioText(const QJsonObject& document)
{
    QByteArray out;
    writeObject(out, document, 0, Place::Top, {});
    out += '\n';
    return out;
}

QJsonObject withoutDerivedValues(const Scenario& s)
{
    QJsonObject full = scenarioToJson(s);
    // Tried without the phases, which no default fills in: the same answer at the cost of a small file.
    const QJsonObject expected = withoutPhases(full);
    for (QLatin1StringView path : ScenarioKey::Values) {
        if (path == ScenarioKey::Version || path == ScenarioKey::ClusterPhases || hasPath(s.document, path)
            || !hasPath(full, path))
            continue;
        const QJsonObject probe = withoutPath(withoutPhases(full), path);
        const auto read = parseScenario(QJsonDocument(probe).toJson(QJsonDocument::Compact), u"probe"_s);
        if (read.ok() && scenarioToJson(read.value()) == expected)
            full = withoutPath(full, path);
    }
    return full;
}

} // namespace Kova
