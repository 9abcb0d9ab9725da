<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Kova::CatalogueTable</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) shown of %1 offers.</source>
        <translation>
            <numerusform>%n row shown of %1 offers.</numerusform>
            <numerusform>%n rows shown of %1 offers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Cli</name>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>Wrote %1 (%n page).</numerusform>
            <numerusform>Wrote %1 (%n pages).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost report written to %1 (%n page(s), %2 ms).</source>
        <translation>
            <numerusform>Cost report written to %1 (%n page, %2 ms).</numerusform>
            <numerusform>Cost report written to %1 (%n pages, %2 ms).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>updated   %1: %n offer(s)</source>
        <translation>
            <numerusform>updated   %1: %n offer</numerusform>
            <numerusform>updated   %1: %n offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — price observed %2 (%n day(s) ago)</source>
        <translation>
            <numerusform>%1 — price observed %2 (%n day ago)</numerusform>
            <numerusform>%1 — price observed %2 (%n days ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) of %1 match.</source>
        <translation>
            <numerusform>%n offer of %1 matches.</numerusform>
            <numerusform>%n offers of %1 match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added %n default feed(s) (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</source>
        <translation>
            <numerusform>added %n default feed (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</numerusform>
            <numerusform>added %n default feeds (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::FeedsDialog</name>
    <message numerus="yes">
        <source>%n offer(s), fetched %1</source>
        <translation>
            <numerusform>%n offer, fetched %1</numerusform>
            <numerusform>%n offers, fetched %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updating %n feed(s)…</source>
        <translation>
            <numerusform>Updating %n feed…</numerusform>
            <numerusform>Updating %n feeds…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated %1: %n change(s) in the offers.</source>
        <translation>
            <numerusform>Updated %1: %n change in the offers.</numerusform>
            <numerusform>Updated %1: %n changes in the offers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n public catalogue(s) (SkyPilot). Press Update Now to fetch them.</source>
        <translation>
            <numerusform>Added %n public catalogue (SkyPilot). Press Update Now to fetch them.</numerusform>
            <numerusform>Added %n public catalogues (SkyPilot). Press Update Now to fetch them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more offer(s) on which sources disagree (kova-planner catalog lists them all).</source>
        <translation>
            <numerusform>… and %n more offer on which sources disagree (kova-planner catalog lists them all).</numerusform>
            <numerusform>… and %n more offers on which sources disagree (kova-planner catalog lists them all).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Formatter</name>
    <message numerus="yes">
        <source>%1 day(s)</source>
        <comment>a number of days that may have decimals: %1 is the number, the form follows it</comment>
        <translation>
            <numerusform>%1 day</numerusform>
            <numerusform>%1 days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::HistogramChart</name>
    <message numerus="yes">
        <source>%1 to %2: %n run(s)</source>
        <comment>histogram bin</comment>
        <translation>
            <numerusform>%1 to %2: %n run</numerusform>
            <numerusform>%1 to %2: %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::HttpFetch</name>
    <message numerus="yes">
        <source>no complete answer within %n second(s)</source>
        <translation>
            <numerusform>no complete answer within %n second</numerusform>
            <numerusform>no complete answer within %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>timed out: nothing received for %n second(s)</source>
        <translation>
            <numerusform>timed out: nothing received for %n second</numerusform>
            <numerusform>timed out: nothing received for %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::LaunchConfig</name>
    <message numerus="yes">
        <source>%1 × %2 (%3, %4): %n node(s) × %5 GPU(s), %6</source>
        <extracomment>%1 GPUs × the offer (provider, offer id): %n nodes × %5 GPUs per node, purchase mode key</extracomment>
        <translation>
            <numerusform>%1 × %2 (%3, %4): %n node × %5 GPU, %6</numerusform>
            <numerusform>%1 × %2 (%3, %4): %n nodes × %5 GPUs, %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::MemoryChart</name>
    <message numerus="yes">
        <source>%1&lt;br&gt;min. %n GPU(s)</source>
        <translation>
            <numerusform>%1&lt;br&gt;min. %n GPU</numerusform>
            <numerusform>%1&lt;br&gt;min. %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, min. %n GPU(s)</source>
        <translation>
            <numerusform>%1, min. %n GPU</numerusform>
            <numerusform>%1, min. %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OfferGroupModel</name>
    <message numerus="yes">
        <source>%1: %n offer(s)</source>
        <extracomment>A group of the offers table: the GPU model and how many offers it has.</extracomment>
        <translation>
            <numerusform>%1: %n offer</numerusform>
            <numerusform>%1: %n offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n offer(s), %2</source>
        <translation>
            <numerusform>%1, %n offer, %2</numerusform>
            <numerusform>%1, %n offers, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OfferTableModel</name>
    <message numerus="yes">
        <source>%1, %n per node</source>
        <translation>
            <numerusform>%1, %n per node</numerusform>
            <numerusform>%1, %n per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, up to %n GPU(s)</source>
        <translation>
            <numerusform>%1, up to %n GPU</numerusform>
            <numerusform>%1, up to %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n day(s) ago)</source>
        <translation>
            <numerusform>%1 (%n day ago)</numerusform>
            <numerusform>%1 (%n days ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This scenario on %n GPU(s) of this offer, %1</source>
        <translation>
            <numerusform>This scenario on %n GPU of this offer, %1</numerusform>
            <numerusform>This scenario on %n GPUs of this offer, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model does not fit in this GPU&apos;s memory on %n GPU(s).</source>
        <translation>
            <numerusform>The model does not fit in this GPU&apos;s memory on %n GPU.</numerusform>
            <numerusform>The model does not fit in this GPU&apos;s memory on %n GPUs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OffersPanel</name>
    <message numerus="yes">
        <source>%1 of %n offer(s)</source>
        <translation>
            <numerusform>%1 of %n offer</numerusform>
            <numerusform>%1 of %n offers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OpenScenarios</name>
    <message numerus="yes">
        <source>Kova Planner did not close properly last time. Recover %n unsaved scenario(s)?</source>
        <translation>
            <numerusform>Kova Planner did not close properly last time. Recover %n unsaved scenario?</numerusform>
            <numerusform>Kova Planner did not close properly last time. Recover %n unsaved scenarios?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n autosaved scenario(s) could not be read; kept rather than removed:</source>
        <translation>
            <numerusform>%n autosaved scenario could not be read; kept rather than removed:</numerusform>
            <numerusform>%n autosaved scenarios could not be read; kept rather than removed:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::PlanPanel</name>
    <message numerus="yes">
        <source>%1 — %2 (%3), %Ln GPU(s), %4: %5 in %6</source>
        <translation>
            <numerusform>%1 — %2 (%3), %Ln GPU, %4: %5 in %6</numerusform>
            <numerusform>%1 — %2 (%3), %Ln GPUs, %4: %5 in %6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were ruled out.</source>
        <translation>
            <numerusform>Searched %Ln offer: %1 candidate plans, %2 costed once the dominated ones were ruled out.</numerusform>
            <numerusform>Searched %Ln offers: %1 candidate plans, %2 costed once the dominated ones were ruled out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::PlanText</name>
    <message numerus="yes">
        <source>network not confirmed: the source states none between the %n-GPU nodes</source>
        <translation>
            <numerusform>network not confirmed: the source states none between the %n-GPU nodes</numerusform>
            <numerusform>network not confirmed: the source states none between the %n-GPU nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::PriceHistory</name>
    <message numerus="yes">
        <source>%1, and %n more problem(s)</source>
        <translation>
            <numerusform>%1, and %n more problem</numerusform>
            <numerusform>%1, and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Program</name>
    <message numerus="yes">
        <source>%1, %n-month term</source>
        <comment>reserved capacity committed for a term</comment>
        <translation>
            <numerusform>%1, %n-month term</numerusform>
            <numerusform>%1, %n-month term</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramText</name>
    <message numerus="yes">
        <source>%1 — %n month(s) from %2 to %3</source>
        <translation>
            <numerusform>%1 — %n month from %2 to %3</numerusform>
            <numerusform>%1 — %n months from %2 to %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) made, at most %1 GPUs at once, %2 GPU-hours on demand</source>
        <translation>
            <numerusform>%n run made, at most %1 GPUs at once, %2 GPU-hours on demand</numerusform>
            <numerusform>%n runs made, at most %1 GPUs at once, %2 GPU-hours on demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %n month(s) from %1</source>
        <translation>
            <numerusform>every month from %1</numerusform>
            <numerusform>every %n months from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 GPUs for %n term(s) at %3 per GPU-hour, %4 used; %5</source>
        <translation>
            <numerusform>%1 — %2 GPUs for %n term at %3 per GPU-hour, %4 used; %5</numerusform>
            <numerusform>%1 — %2 GPUs for %n terms at %3 per GPU-hour, %4 used; %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n months</source>
        <translation>
            <numerusform>%1 %n month</numerusform>
            <numerusform>%1 %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramTimelineChart</name>
    <message numerus="yes">
        <source>%1, run %2 of %3: from %4, %5 on %n GPU(s)</source>
        <translation>
            <numerusform>%1, run %2 of %3: from %4, %5 on %n GPU</numerusform>
            <numerusform>%1, run %2 of %3: from %4, %5 on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs busy, %Ln run(s) made</source>
        <translation>
            <numerusform>GPUs busy, %Ln run made</numerusform>
            <numerusform>GPUs busy, %Ln runs made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s) busy</source>
        <translation>
            <numerusform>%Ln GPU busy</numerusform>
            <numerusform>%Ln GPUs busy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramView</name>
    <message numerus="yes">
        <source>%1 — %n run(s) over %2 from %3 on %4</source>
        <translation>
            <numerusform>%1 — %n run over %2 from %3 on %4</numerusform>
            <numerusform>%1 — %n runs over %2 from %3 on %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU-hours on demand, at most %n GPU(s) at once.</source>
        <translation>
            <numerusform>%1 GPU-hours on demand, at most %n GPU at once.</numerusform>
            <numerusform>%1 GPU-hours on demand, at most %n GPUs at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramWindow</name>
    <message numerus="yes">
        <source>Report written to %1 (%n page(s)).</source>
        <translation>
            <numerusform>Report written to %1 (%n page).</numerusform>
            <numerusform>Report written to %1 (%n pages).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramWording</name>
    <message numerus="yes">
        <source>%1: %n GPU(s) for %2 + on-demand</source>
        <comment>reserved K GPUs for a term, the rest on demand</comment>
        <translation>
            <numerusform>%1: %n GPU for %2 + on-demand</numerusform>
            <numerusform>%1: %n GPUs for %2 + on-demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <comment>a reserved term</comment>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n month(s)</source>
        <comment>a reserved term, after &quot;Reserving GPUs&quot;</comment>
        <translation>
            <numerusform>for %n month</numerusform>
            <numerusform>for %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) + on-demand</source>
        <comment>reserved K GPUs, the rest on demand</comment>
        <translation>
            <numerusform>%1: %n GPU + on-demand</numerusform>
            <numerusform>%1: %n GPUs + on-demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) for %2, no bursting (no on-demand price)</source>
        <comment>reserved K GPUs for a term; the offer sells nothing to burst on</comment>
        <translation>
            <numerusform>%1: %n GPU for %2, no bursting (no on-demand price)</numerusform>
            <numerusform>%1: %n GPUs for %2, no bursting (no on-demand price)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) booked as used, no bursting (no on-demand price)</source>
        <comment>reserved K GPUs with no minimum term; the offer sells nothing to burst on</comment>
        <translation>
            <numerusform>%1: %n GPU booked as used, no bursting (no on-demand price)</numerusform>
            <numerusform>%1: %n GPUs booked as used, no bursting (no on-demand price)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Report</name>
    <message numerus="yes">
        <source>Cost comparison of %n scenario(s)</source>
        <translation>
            <numerusform>Cost comparison of %n scenario</numerusform>
            <numerusform>Cost comparison of %n scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n GPU(s), %2</source>
        <translation>
            <numerusform>%1, %n GPU, %2</numerusform>
            <numerusform>%1, %n GPUs, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of %1, %2; %3 per node</source>
        <translation>
            <numerusform>%n GPU of %1, %2; %3 per node</numerusform>
            <numerusform>%n GPUs of %1, %2; %3 per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n-month term</numerusform>
            <numerusform>%n-month term</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With this sharding at least %n GPU(s) are needed.</source>
        <translation>
            <numerusform>With this sharding at least %n GPU are needed.</numerusform>
            <numerusform>With this sharding at least %n GPUs are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits with %n GPU(s)</source>
        <translation>
            <numerusform>Fits with %n GPU</numerusform>
            <numerusform>Fits with %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n GPU(s) · prices in %3</source>
        <translation>
            <numerusform>%1 · %2 · %n GPU · prices in %3</numerusform>
            <numerusform>%1 · %2 · %n GPUs · prices in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock time %1; %2 GPU-hours of compute on %n GPU(s).</source>
        <translation>
            <numerusform>Wall-clock time %1; %2 GPU-hours of compute on %n GPU.</numerusform>
            <numerusform>Wall-clock time %1; %2 GPU-hours of compute on %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %n GPU(s).</source>
        <translation>
            <numerusform>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %n GPU.</numerusform>
            <numerusform>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more offer(s) of the %1 in the catalogue</source>
        <translation>
            <numerusform>%n more offer of the %1 in the catalogue</numerusform>
            <numerusform>%n more offers of the %1 in the catalogue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How to buy a program of %n run(s) over %1: %2</source>
        <translation>
            <numerusform>How to buy a program of %n run over %1: %2</numerusform>
            <numerusform>How to buy a program of %n runs over %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n run(s) over %3 from %4 · prices in %5</source>
        <translation>
            <numerusform>%1 · %2 · %n run over %3 from %4 · prices in %5</numerusform>
            <numerusform>%1 · %2 · %n runs over %3 from %4 · prices in %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserving %n GPU(s) gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</source>
        <translation>
            <numerusform>Reserving %n GPU gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</numerusform>
            <numerusform>Reserving %n GPUs gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owning %n node(s) keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</source>
        <translation>
            <numerusform>Owning %n node keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</numerusform>
            <numerusform>Owning %n nodes keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %n month(s)</source>
        <translation>
            <numerusform>every month</numerusform>
            <numerusform>every %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s), paid in full; %1 to cover the horizon</source>
        <translation>
            <numerusform>%n month, paid in full; %1 to cover the horizon</numerusform>
            <numerusform>%n months, paid in full; %1 to cover the horizon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n term(s)</source>
        <translation>
            <numerusform>%n term</numerusform>
            <numerusform>%n terms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) from %1; a month counts 30 days</source>
        <translation>
            <numerusform>%n month from %1; a month counts 30 days</numerusform>
            <numerusform>%n months from %1; a month counts 30 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ReportActions</name>
    <message numerus="yes">
        <source>Report written to %1 (%n page(s)).</source>
        <translation>
            <numerusform>Report written to %1 (%n page).</numerusform>
            <numerusform>Report written to %1 (%n pages).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ReservedCurveChart</name>
    <message numerus="yes">
        <source>%n GPU(s) reserved: %1</source>
        <translation>
            <numerusform>%n GPU reserved: %1</numerusform>
            <numerusform>%n GPUs reserved: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Scenario</name>
    <message numerus="yes">
        <source>a micro-batch of %n sequences of %1 tokens is larger than the global batch of %2 tokens</source>
        <translation>
            <numerusform>a micro-batch of %n sequence of %1 tokens is larger than the global batch of %2 tokens</numerusform>
            <numerusform>a micro-batch of %n sequences of %1 tokens is larger than the global batch of %2 tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::SkyPilot</name>
    <message numerus="yes">
        <source>%n CPU-only row(s) ignored</source>
        <translation>
            <numerusform>%n CPU-only row ignored</numerusform>
            <numerusform>%n CPU-only rows ignored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with an accelerator Kova has no model for, kept out: %1</source>
        <translation>
            <numerusform>%n row with an accelerator Kova has no model for, kept out: %1</numerusform>
            <numerusform>%n rows with an accelerator Kova has no model for, kept out: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) for more zones of an offer&apos;s region (the lowest price is kept)</source>
        <translation>
            <numerusform>%n row for more zones of an offer&apos;s region (the lowest price is kept)</numerusform>
            <numerusform>%n rows for more zones of an offer&apos;s region (the lowest price is kept)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Google Cloud host VM row(s) added to their GPUs&apos; price</source>
        <translation>
            <numerusform>%n Google Cloud host VM row added to its GPUs&apos; price</numerusform>
            <numerusform>%n Google Cloud host VM rows added to their GPUs&apos; price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Google Cloud offer(s) price the GPUs only: their host VM is not included</source>
        <translation>
            <numerusform>%n Google Cloud offer prices the GPUs only: its host VM is not included</numerusform>
            <numerusform>%n Google Cloud offers price the GPUs only: their host VM is not included</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) give a GPU memory no model of their family has: the model&apos;s figure is used</source>
        <translation>
            <numerusform>%n row gives a GPU memory no model of its family has: the model&apos;s figure is used</numerusform>
            <numerusform>%n rows give a GPU memory no model of their family has: the model&apos;s figure is used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bad row(s) skipped:</source>
        <translation>
            <numerusform>%n bad row skipped:</numerusform>
            <numerusform>%n bad rows skipped:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) (rows read: %1)</source>
        <translation>
            <numerusform>%n offer (rows read: %1)</numerusform>
            <numerusform>%n offers (rows read: %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::TextReport</name>
    <message numerus="yes">
        <source>%1, %n GPU(s) — %2</source>
        <translation>
            <numerusform>%1, %n GPU — %2</numerusform>
            <numerusform>%1, %n GPUs — %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>observed %1 (%n day(s) ago); %2</source>
        <translation>
            <numerusform>observed %1 (%n day ago); %2</numerusform>
            <numerusform>observed %1 (%n days ago); %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %n GPU(s)

</source>
        <translation>
            <numerusform>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %n GPU

</numerusform>
            <numerusform>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %n GPUs

</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were ruled out.
</source>
        <translation>
            <numerusform>Searched %Ln offer: %1 candidate plans, %2 costed once the dominated ones were ruled out.
</numerusform>
            <numerusform>Searched %Ln offers: %1 candidate plans, %2 costed once the dominated ones were ruled out.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln GPU(s), %2, %3: %4 in %5</source>
        <translation>
            <numerusform>%1, %Ln GPU, %2, %3: %4 in %5</numerusform>
            <numerusform>%1, %Ln GPUs, %2, %3: %4 in %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %3 on %Ln GPU(s) — %4, %5</source>
        <translation>
            <numerusform>%1: %2 in %3 on %Ln GPU — %4, %5</numerusform>
            <numerusform>%1: %2 in %3 on %Ln GPUs — %4, %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %Ln row(s))</source>
        <translation>
            <numerusform>%1 (%2, %Ln row)</numerusform>
            <numerusform>%1 (%2, %Ln rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::TimeCostChart</name>
    <message numerus="yes">
        <source>%n GPU(s), %1: %2 in %3</source>
        <translation>
            <numerusform>%n GPU, %1: %2 in %3</numerusform>
            <numerusform>%n GPUs, %1: %2 in %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Warnings</name>
    <message numerus="yes">
        <source>At least %n GPUs are needed with this sharding.</source>
        <translation>
            <numerusform>At least %n GPU is needed with this sharding.</numerusform>
            <numerusform>At least %n GPUs are needed with this sharding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</source>
        <translation>
            <numerusform>%1 offers at most %n contiguous GPU; training needs them in one place at one time.</numerusform>
            <numerusform>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</source>
        <translation>
            <numerusform>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</numerusform>
            <numerusform>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The price of %1 was observed %n days ago (%2): check the current offer.</source>
        <translation>
            <numerusform>The price of %1 was observed %n day ago (%2): check the current offer.</numerusform>
            <numerusform>The price of %1 was observed %n days ago (%2): check the current offer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n GPUs</source>
        <translation>
            <numerusform>%1 from %n GPU</numerusform>
            <numerusform>%1 from %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 (%2 GB) from %n GPUs</source>
        <translation>
            <numerusform>the %1 (%2 GB) from %n GPU</numerusform>
            <numerusform>the %1 (%2 GB) from %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody publishes the network between this offer&apos;s %n-GPU nodes: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</source>
        <translation>
            <numerusform>Nobody publishes the network between this offer&apos;s %n-GPU node: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</numerusform>
            <numerusform>Nobody publishes the network between this offer&apos;s %n-GPU nodes: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</numerusform>
        </translation>
    </message>
</context>
</TS>
