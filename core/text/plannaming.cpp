#include "text/plannaming.h"

#include "model/catalogue.h"
#include "model/scenario.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Kova {

namespace {

struct PlanNaming
{
    Q_DECLARE_TR_FUNCTIONS(Kova::PlanNaming)
};

// Replaces the first "N×" (or "Nx") whose N, group separators aside, is `from`.
bool replaceGpuCount(QString& name, int from, int to, const QLocale& locale)
{
    static const QRegularExpression count(uR"((?<![\w.,])(\d[\d,.  ]*\d|\d)\s?[×xX](?!\w))"_s);
    for (auto it = count.globalMatch(name); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString digits = m.captured(1);
        digits.removeIf([](QChar ch) { return !ch.isDigit(); });
        if (digits != QString::number(from))
            continue;
        const bool grouped = m.captured(1).size() != digits.size();
        name.replace(m.capturedStart(1), m.capturedLength(1), grouped ? locale.toString(to) : QString::number(to));
        return true;
    }
    return false;
}

// Replaces the longest run of the old GPU's name words that the name holds and that names the model (has a
// digit: "H100 SXM", "H100", not "AMD") with as many words of the new GPU's name, its memory size left out.
bool replaceGpuName(QString& name, const QString& from, const QString& to)
{
    static const QRegularExpression memorySize(u"^\\d+GB$"_s, QRegularExpression::CaseInsensitiveOption);
    const QStringList oldWords = from.split(u' ', Qt::SkipEmptyParts);
    QStringList newWords = to.split(u' ', Qt::SkipEmptyParts);
    // The model as a name says it ("B200", "A100 SXM4"): without its memory, unless that is all it has.
    if (newWords.size() > 1)
        newWords.removeIf([](const QString& w) { return memorySize.match(w).hasMatch(); });
    for (qsizetype length = oldWords.size(); length > 0; --length) {
        for (qsizetype start = 0; start + length <= oldWords.size(); ++start) {
            const QString words = oldWords.mid(start, length).join(u' ');
            if (!words.contains(QRegularExpression(u"\\d"_s)))
                continue;
            const QRegularExpression mention(u"(?<!\\w)"_s + QRegularExpression::escape(words) + u"(?!\\w)"_s,
                QRegularExpression::CaseInsensitiveOption);
            const QRegularExpressionMatch m = mention.match(name);
            if (!m.hasMatch())
                continue;
            const qsizetype newStart = std::min(start, newWords.size() - 1);
            const qsizetype newLength = std::min(length, newWords.size() - newStart);
            name.replace(m.capturedStart(), m.capturedLength(), newWords.mid(newStart, newLength).join(u' '));
            return true;
        }
    }
    return false;
}

// Replaces a "72 h" that is the old fixed duration with the tokens the plan trains in its place.
bool replaceDuration(QString& name, double hours, double tokensB, const Formatter& f)
{
    static const QRegularExpression duration(uR"((?<![\w.,])(\d+(?:[.,]\d+)?)\s?h(?!\w))"_s);
    for (auto it = duration.globalMatch(name); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString number = m.captured(1);
        if (std::abs(number.replace(u',', u'.').toDouble() - hours) > 1e-9 * std::max(1.0, hours))
            continue;
        name.replace(m.capturedStart(), m.capturedLength(),
            PlanNaming::tr("%1B tokens", "billions of tokens in a scenario's name")
                .arg(compact(tokensB, f.locale(), 1)));
        return true;
    }
    return false;
}

} // namespace

std::optional<QString> nameAfterPlan(
    const Scenario& before, const Scenario& after, const Catalogue& c, const Formatter& f)
{
    QString name = before.name;
    bool renamed = false;
    if (after.cluster.gpus != before.cluster.gpus)
        renamed |= replaceGpuCount(name, before.cluster.gpus, after.cluster.gpus, f.locale());
    const Offer* oldOffer = c.offer(before.cluster.offerId);
    const Offer* newOffer = c.offer(after.cluster.offerId);
    const GpuModel* oldGpu = oldOffer ? c.gpu(oldOffer->gpuId) : nullptr;
    const GpuModel* newGpu = newOffer ? c.gpu(newOffer->gpuId) : nullptr;
    if (oldGpu && newGpu && oldGpu != newGpu)
        renamed |= replaceGpuName(name, oldGpu->name, newGpu->name);
    if (before.training.durationHours && !after.training.durationHours && after.training.tokensB)
        renamed |= replaceDuration(name, *before.training.durationHours, *after.training.tokensB, f);
    if (!renamed || name == before.name)
        return std::nullopt;
    return name;
}

} // namespace Kova
