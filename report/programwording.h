#pragma once

#include "plan/programcosting.h"

#include <QCoreApplication>
#include <QString>

namespace Kova {

class Formatter;

// The words of a costed program, the window's and the program report's alike (translation context
// "Kova::ProgramWording").
class ProgramWording
{
    Q_DECLARE_TR_FUNCTIONS(Kova::ProgramWording)

public:
    // An option with its own figures: "On-demand", "Reserved: 16 GPUs for 12 months + on-demand", "Owned nodes: 2"
    // (programOptionTitle() of plan/plannames.h names the kind alone).
    static QString optionTitle(const ProgramOption& option, const QLocale& locale);
    // A line of an option (programLineLabel() with the run's short name): "seed-h100-72h: GPU time".
    static QString lineLabel(const ProgramLine& line, const Program& program, const Formatter& f);
    // Its quantity × rate: "8 × 72 h × $0.840 × 4 runs", "5,840 GPU-hours × $1.200", "24 node-months × $5,000.00".
    static QString lineFormula(const ProgramLine& line, const Formatter& f);
    // A run's short name: its scenario file without ".kova.json", else its label.
    static QString runName(const ProgramRun& run);
    // "Mar 2027": a month on the timeline.
    static QString monthText(const QDate& month, const QLocale& locale);
    // "Feb 15, 2027": a day written like monthText(), so that a table of months and days reads as one format.
    static QString dayText(const QDate& day, const QLocale& locale);
    // The recommendation in a sentence: "Recommended: reserved 16 GPUs for 12 months + burst, $123,456.00 over
    // 12 months, $4,567.00 less than all on-demand (−3.6 %)."
    static QString recommendationSentence(const ProgramCosting& c, const Formatter& f);
    // A reserved term whose cheapest K is 0, said plainly: "Reserving GPUs for 36 months does not pay for this
    // program: all on demand costs less. A reserved GPU pays off only if busy at least 44 % of the committed hours
    // ($4.858 per committed GPU-hour against $10.980 on demand)." Empty for any other option.
    static QString commitmentDoesNotPaySentence(const ProgramOption& option, const Formatter& f);
    // One sentence per break-even: "Owning pays off from 41 % utilisation against on-demand ($1.680/GPU-h)."
    static QStringList breakEvenSentences(const ProgramCosting& c, const Formatter& f);
    // Where a figure comes from: "SemiAnalysis, observed Mar 1, 2026" or "the program file".
    static QString sourceText(const SourcedFigure& figure, const QLocale& locale);
};

} // namespace Kova
