<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Kova::CatalogueTable</name>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) shown of %1 offers.</source>
        <translation>
            <numerusform>%Ln row shown of %1 offers.</numerusform>
            <numerusform>%Ln rows shown of %1 offers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Cli</name>
    <message numerus="yes">
        <source>Wrote %1 (%Ln page(s)).</source>
        <translation>
            <numerusform>Wrote %1 (%Ln page).</numerusform>
            <numerusform>Wrote %1 (%Ln pages).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost report written to %1 (%Ln page(s), %2 ms).</source>
        <translation>
            <numerusform>Cost report written to %1 (%Ln page, %2 ms).</numerusform>
            <numerusform>Cost report written to %1 (%Ln pages, %2 ms).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>updated   %1: %Ln offer(s)</source>
        <translation>
            <numerusform>updated   %1: %Ln offer</numerusform>
            <numerusform>updated   %1: %Ln offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — price observed %2 (%Ln day(s) ago)</source>
        <translation>
            <numerusform>%1 — price observed %2 (%Ln day ago)</numerusform>
            <numerusform>%1 — price observed %2 (%Ln days ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s) of %1 match.</source>
        <translation>
            <numerusform>%Ln offer of %1 matches.</numerusform>
            <numerusform>%Ln offers of %1 match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added %Ln default feed(s) (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</source>
        <translation>
            <numerusform>added %Ln default feed (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</numerusform>
            <numerusform>added %Ln default feeds (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ComparisonChart</name>
    <message numerus="yes">
        <source>%Ln GPU(s), %1: %2 in %3</source>
        <translation>
            <numerusform>%Ln GPU, %1: %2 in %3</numerusform>
            <numerusform>%Ln GPUs, %1: %2 in %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::FeedsDialog</name>
    <message numerus="yes">
        <source>%Ln offer(s), fetched %1</source>
        <translation>
            <numerusform>%Ln offer, fetched %1</numerusform>
            <numerusform>%Ln offers, fetched %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updating %Ln feed(s)…</source>
        <translation>
            <numerusform>Updating %Ln feed…</numerusform>
            <numerusform>Updating %Ln feeds…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated %1: %Ln change(s) in the offers.</source>
        <translation>
            <numerusform>Updated %1: %Ln change in the offers.</numerusform>
            <numerusform>Updated %1: %Ln changes in the offers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln public catalogue(s) (SkyPilot). Press Update Now to fetch them.</source>
        <translation>
            <numerusform>Added %Ln public catalogue (SkyPilot). Press Update Now to fetch them.</numerusform>
            <numerusform>Added %Ln public catalogues (SkyPilot). Press Update Now to fetch them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more offer(s) on which sources disagree (kova-planner catalog lists them all).</source>
        <translation>
            <numerusform>… and %Ln more offer on which sources disagree (kova-planner catalog lists them all).</numerusform>
            <numerusform>… and %Ln more offers on which sources disagree (kova-planner catalog lists them all).</numerusform>
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
        <source>%1 to %2: %Ln run(s)</source>
        <comment>histogram bin</comment>
        <translation>
            <numerusform>%1 to %2: %Ln run</numerusform>
            <numerusform>%1 to %2: %Ln runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::HttpFetch</name>
    <message numerus="yes">
        <source>no complete answer within %Ln second(s)</source>
        <translation>
            <numerusform>no complete answer within %Ln second</numerusform>
            <numerusform>no complete answer within %Ln seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>timed out: nothing received for %Ln second(s)</source>
        <translation>
            <numerusform>timed out: nothing received for %Ln second</numerusform>
            <numerusform>timed out: nothing received for %Ln seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::LaunchConfig</name>
    <message numerus="yes">
        <source>%1 × %2 (%3, %4): %Ln node(s) × %5 GPU(s), %6</source>
        <extracomment>%1 GPUs × the offer (provider, offer id): %Ln nodes × %5 GPUs per node, purchase mode key</extracomment>
        <translation>
            <numerusform>%1 × %2 (%3, %4): %Ln node × %5 GPU, %6</numerusform>
            <numerusform>%1 × %2 (%3, %4): %Ln nodes × %5 GPUs, %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::MemoryChart</name>
    <message numerus="yes">
        <source>%1&lt;br&gt;min. %Ln GPU(s)</source>
        <translation>
            <numerusform>%1&lt;br&gt;min. %Ln GPU</numerusform>
            <numerusform>%1&lt;br&gt;min. %Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, min. %Ln GPU(s)</source>
        <translation>
            <numerusform>%1, min. %Ln GPU</numerusform>
            <numerusform>%1, min. %Ln GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OfferGroupModel</name>
    <message numerus="yes">
        <source>%1: %Ln offer(s)</source>
        <extracomment>A group of the offers table: the GPU model and how many offers it has.</extracomment>
        <translation>
            <numerusform>%1: %Ln offer</numerusform>
            <numerusform>%1: %Ln offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln offer(s), %2</source>
        <translation>
            <numerusform>%1, %Ln offer, %2</numerusform>
            <numerusform>%1, %Ln offers, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OfferTableModel</name>
    <message numerus="yes">
        <source>%1, %Ln per node</source>
        <translation>
            <numerusform>%1, %Ln per node</numerusform>
            <numerusform>%1, %Ln per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, up to %Ln GPU(s)</source>
        <translation>
            <numerusform>%1, up to %Ln GPU</numerusform>
            <numerusform>%1, up to %Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln day(s) ago)</source>
        <translation>
            <numerusform>%1 (%Ln day ago)</numerusform>
            <numerusform>%1 (%Ln days ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This scenario on %Ln GPU(s) of this offer, %1</source>
        <translation>
            <numerusform>This scenario on %Ln GPU of this offer, %1</numerusform>
            <numerusform>This scenario on %Ln GPUs of this offer, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sold alike in %Ln region(s): %1</source>
        <translation>
            <numerusform>Sold alike in %Ln region: %1</numerusform>
            <numerusform>Sold alike in %Ln regions: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln other region(s)</source>
        <translation>
            <numerusform>%1 and %Ln other region</numerusform>
            <numerusform>%1 and %Ln other regions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OffersPanel</name>
    <message numerus="yes">
        <source>%1 of %Ln offer(s)</source>
        <translation>
            <numerusform>%1 of %Ln offer</numerusform>
            <numerusform>%1 of %Ln offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in %Ln row(s)</source>
        <translation>
            <numerusform>%1, in %Ln row</numerusform>
            <numerusform>%1, in %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OpenScenarios</name>
    <message numerus="yes">
        <source>Kova Planner did not close properly last time. Recover %Ln unsaved scenario(s)?</source>
        <translation>
            <numerusform>Kova Planner did not close properly last time. Recover %Ln unsaved scenario?</numerusform>
            <numerusform>Kova Planner did not close properly last time. Recover %Ln unsaved scenarios?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln autosaved scenario(s) could not be read; kept rather than removed:</source>
        <translation>
            <numerusform>%Ln autosaved scenario could not be read; kept rather than removed:</numerusform>
            <numerusform>%Ln autosaved scenarios could not be read; kept rather than removed:</numerusform>
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
        <source>network not confirmed: the source states none between the %Ln-GPU nodes</source>
        <translation>
            <numerusform>network not confirmed: the source states none between the %Ln-GPU nodes</numerusform>
            <numerusform>network not confirmed: the source states none between the %Ln-GPU nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The provider rents whole %Ln-GPU instances only; %1 GPUs are not a whole number of them.</source>
        <translation>
            <numerusform>The provider rents whole %Ln-GPU instances only; %1 GPUs are not a whole number of them.</numerusform>
            <numerusform>The provider rents whole %Ln-GPU instances only; %1 GPUs are not a whole number of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model does not fit in this GPU&apos;s memory on %Ln GPU(s).</source>
        <translation>
            <numerusform>The model does not fit in this GPU&apos;s memory on %Ln GPU.</numerusform>
            <numerusform>The model does not fit in this GPU&apos;s memory on %Ln GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run needs several nodes, and the provider sells no cluster of these %Ln-GPU nodes.</source>
        <translation>
            <numerusform>The run needs several nodes, and the provider sells no cluster of these %Ln-GPU nodes.</numerusform>
            <numerusform>The run needs several nodes, and the provider sells no cluster of these %Ln-GPU nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run needs several %Ln-GPU nodes, and no source confirms a cluster network between them: plans leave such runs out unless unconfirmed networks are allowed.</source>
        <translation>
            <numerusform>The run needs several %Ln-GPU nodes, and no source confirms a cluster network between them: plans leave such runs out unless unconfirmed networks are allowed.</numerusform>
            <numerusform>The run needs several %Ln-GPU nodes, and no source confirms a cluster network between them: plans leave such runs out unless unconfirmed networks are allowed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::PriceHistory</name>
    <message numerus="yes">
        <source>%1, and %Ln more problem(s)</source>
        <translation>
            <numerusform>%1, and %Ln more problem</numerusform>
            <numerusform>%1, and %Ln more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Program</name>
    <message numerus="yes">
        <source>%1, %Ln-month term</source>
        <comment>reserved capacity committed for a term</comment>
        <translation>
            <numerusform>%1, %Ln-month term</numerusform>
            <numerusform>%1, %Ln-month term</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln phase(s) at one rate</source>
        <comment>phases summarised by rate</comment>
        <extracomment>A run of a program and its phases bought at one rate, summed, e.g. &quot;pretrain.kova.json: 334 phases at one rate&quot;.</extracomment>
        <translation>
            <numerusform>%1: %Ln phase at one rate</numerusform>
            <numerusform>%1: %Ln phases at one rate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramText</name>
    <message numerus="yes">
        <source>%1 — %Ln month(s) from %2 to %3</source>
        <translation>
            <numerusform>%1 — %Ln month from %2 to %3</numerusform>
            <numerusform>%1 — %Ln months from %2 to %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) made, at most %1 GPUs at once, %2 GPU-hours on demand</source>
        <translation>
            <numerusform>%Ln run made, at most %1 GPUs at once, %2 GPU-hours on demand</numerusform>
            <numerusform>%Ln runs made, at most %1 GPUs at once, %2 GPU-hours on demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s) from %1</source>
        <translation>
            <numerusform>every month from %1</numerusform>
            <numerusform>every %Ln months from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 GPUs for %Ln term(s) at %3 per GPU-hour, %4 used; %5</source>
        <translation>
            <numerusform>%1 — %2 GPUs for %Ln term at %3 per GPU-hour, %4 used; %5</numerusform>
            <numerusform>%1 — %2 GPUs for %Ln terms at %3 per GPU-hour, %4 used; %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln months</source>
        <translation>
            <numerusform>%1 %Ln month</numerusform>
            <numerusform>%1 %Ln months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramTimelineChart</name>
    <message numerus="yes">
        <source>%1, run %2 of %3: from %4, %5 on %Ln GPU(s)</source>
        <translation>
            <numerusform>%1, run %2 of %3: from %4, %5 on %Ln GPU</numerusform>
            <numerusform>%1, run %2 of %3: from %4, %5 on %Ln GPUs</numerusform>
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
        <source>%1 — %Ln run(s) over %2 from %3 on %4</source>
        <translation>
            <numerusform>%1 — %Ln run over %2 from %3 on %4</numerusform>
            <numerusform>%1 — %Ln runs over %2 from %3 on %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s)</source>
        <translation>
            <numerusform>%Ln month</numerusform>
            <numerusform>%Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU-hours on demand, at most %Ln GPU(s) at once.</source>
        <translation>
            <numerusform>%1 GPU-hours on demand, at most %Ln GPU at once.</numerusform>
            <numerusform>%1 GPU-hours on demand, at most %Ln GPUs at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramWindow</name>
    <message numerus="yes">
        <source>Report written to %1 (%Ln page(s)).</source>
        <translation>
            <numerusform>Report written to %1 (%Ln page).</numerusform>
            <numerusform>Report written to %1 (%Ln pages).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramWording</name>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) for %2 + on-demand</source>
        <comment>reserved K GPUs for a term, the rest on demand</comment>
        <translation>
            <numerusform>%1: %Ln GPU for %2 + on-demand</numerusform>
            <numerusform>%1: %Ln GPUs for %2 + on-demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s)</source>
        <comment>a reserved term</comment>
        <translation>
            <numerusform>%Ln month</numerusform>
            <numerusform>%Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %Ln month(s)</source>
        <comment>a reserved term, after &quot;Reserving GPUs&quot;</comment>
        <translation>
            <numerusform>for %Ln month</numerusform>
            <numerusform>for %Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) + on-demand</source>
        <comment>reserved K GPUs, the rest on demand</comment>
        <translation>
            <numerusform>%1: %Ln GPU + on-demand</numerusform>
            <numerusform>%1: %Ln GPUs + on-demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) for %2, no bursting (no on-demand price)</source>
        <comment>reserved K GPUs for a term; the offer sells nothing to burst on</comment>
        <translation>
            <numerusform>%1: %Ln GPU for %2, no bursting (no on-demand price)</numerusform>
            <numerusform>%1: %Ln GPUs for %2, no bursting (no on-demand price)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) booked as used, no bursting (no on-demand price)</source>
        <comment>reserved K GPUs with no minimum term; the offer sells nothing to burst on</comment>
        <translation>
            <numerusform>%1: %Ln GPU booked as used, no bursting (no on-demand price)</numerusform>
            <numerusform>%1: %Ln GPUs booked as used, no bursting (no on-demand price)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Report</name>
    <message numerus="yes">
        <source>Cost comparison of %Ln scenario(s)</source>
        <translation>
            <numerusform>Cost comparison of %Ln scenario</numerusform>
            <numerusform>Cost comparison of %Ln scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln GPU(s), %2</source>
        <translation>
            <numerusform>%1, %Ln GPU, %2</numerusform>
            <numerusform>%1, %Ln GPUs, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s) of %1, %2; %3 per node</source>
        <translation>
            <numerusform>%Ln GPU of %1, %2; %3 per node</numerusform>
            <numerusform>%Ln GPUs of %1, %2; %3 per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln-month term</source>
        <translation>
            <numerusform>%Ln-month term</numerusform>
            <numerusform>%Ln-month term</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With this sharding at least %Ln GPU(s) are needed.</source>
        <translation>
            <numerusform>With this sharding at least %Ln GPU are needed.</numerusform>
            <numerusform>With this sharding at least %Ln GPUs are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits with %Ln GPU(s)</source>
        <translation>
            <numerusform>Fits with %Ln GPU</numerusform>
            <numerusform>Fits with %Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %Ln GPU(s) · prices in %3</source>
        <translation>
            <numerusform>%1 · %2 · %Ln GPU · prices in %3</numerusform>
            <numerusform>%1 · %2 · %Ln GPUs · prices in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock time %1; %2 GPU-hours of compute on %Ln GPU(s).</source>
        <translation>
            <numerusform>Wall-clock time %1; %2 GPU-hours of compute on %Ln GPU.</numerusform>
            <numerusform>Wall-clock time %1; %2 GPU-hours of compute on %Ln GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %Ln GPU(s).</source>
        <translation>
            <numerusform>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %Ln GPU.</numerusform>
            <numerusform>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %Ln GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more offer(s) of the %1 in the catalogue</source>
        <translation>
            <numerusform>%Ln more offer of the %1 in the catalogue</numerusform>
            <numerusform>%Ln more offers of the %1 in the catalogue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How to buy a program of %Ln run(s) over %1: %2</source>
        <translation>
            <numerusform>How to buy a program of %Ln run over %1: %2</numerusform>
            <numerusform>How to buy a program of %Ln runs over %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s)</source>
        <translation>
            <numerusform>%Ln month</numerusform>
            <numerusform>%Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %Ln run(s) over %3 from %4 · prices in %5</source>
        <translation>
            <numerusform>%1 · %2 · %Ln run over %3 from %4 · prices in %5</numerusform>
            <numerusform>%1 · %2 · %Ln runs over %3 from %4 · prices in %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserving %Ln GPU(s) gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</source>
        <translation>
            <numerusform>Reserving %Ln GPU gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</numerusform>
            <numerusform>Reserving %Ln GPUs gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owning %Ln node(s) keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</source>
        <translation>
            <numerusform>Owning %Ln node keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</numerusform>
            <numerusform>Owning %Ln nodes keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>every month</numerusform>
            <numerusform>every %Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s), paid in full; %1 to cover the horizon</source>
        <translation>
            <numerusform>%Ln month, paid in full; %1 to cover the horizon</numerusform>
            <numerusform>%Ln months, paid in full; %1 to cover the horizon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln term(s)</source>
        <translation>
            <numerusform>%Ln term</numerusform>
            <numerusform>%Ln terms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s) from %1; a month counts 30 days</source>
        <translation>
            <numerusform>%Ln month from %1; a month counts 30 days</numerusform>
            <numerusform>%Ln months from %1; a month counts 30 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ReportActions</name>
    <message numerus="yes">
        <source>Report written to %1 (%Ln page(s)).</source>
        <translation>
            <numerusform>Report written to %1 (%Ln page).</numerusform>
            <numerusform>Report written to %1 (%Ln pages).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ReservedCurveChart</name>
    <message numerus="yes">
        <source>%Ln GPU(s) reserved: %1</source>
        <translation>
            <numerusform>%Ln GPU reserved: %1</numerusform>
            <numerusform>%Ln GPUs reserved: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Scenario</name>
    <message numerus="yes">
        <source>a micro-batch of %Ln sequences of %1 tokens is larger than the global batch of %2 tokens</source>
        <translation>
            <numerusform>a micro-batch of %Ln sequence of %1 tokens is larger than the global batch of %2 tokens</numerusform>
            <numerusform>a micro-batch of %Ln sequences of %1 tokens is larger than the global batch of %2 tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::SkyPilot</name>
    <message numerus="yes">
        <source>%Ln CPU-only row(s) ignored</source>
        <translation>
            <numerusform>%Ln CPU-only row ignored</numerusform>
            <numerusform>%Ln CPU-only rows ignored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) with an accelerator Kova has no model for, kept out: %1</source>
        <translation>
            <numerusform>%Ln row with an accelerator Kova has no model for, kept out: %1</numerusform>
            <numerusform>%Ln rows with an accelerator Kova has no model for, kept out: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) for more zones of an offer&apos;s region (the lowest price is kept)</source>
        <translation>
            <numerusform>%Ln row for more zones of an offer&apos;s region (the lowest price is kept)</numerusform>
            <numerusform>%Ln rows for more zones of an offer&apos;s region (the lowest price is kept)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln Google Cloud host VM row(s) added to their GPUs&apos; price</source>
        <translation>
            <numerusform>%Ln Google Cloud host VM row added to its GPUs&apos; price</numerusform>
            <numerusform>%Ln Google Cloud host VM rows added to their GPUs&apos; price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln Google Cloud offer(s) price the GPUs only: their host VM is not included</source>
        <translation>
            <numerusform>%Ln Google Cloud offer prices the GPUs only: its host VM is not included</numerusform>
            <numerusform>%Ln Google Cloud offers price the GPUs only: their host VM is not included</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) give a GPU memory no model of their family has: the model&apos;s figure is used</source>
        <translation>
            <numerusform>%Ln row gives a GPU memory no model of its family has: the model&apos;s figure is used</numerusform>
            <numerusform>%Ln rows give a GPU memory no model of their family has: the model&apos;s figure is used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bad row(s) skipped:</source>
        <translation>
            <numerusform>%Ln bad row skipped:</numerusform>
            <numerusform>%Ln bad rows skipped:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s) (rows read: %1)</source>
        <translation>
            <numerusform>%Ln offer (rows read: %1)</numerusform>
            <numerusform>%Ln offers (rows read: %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::TextReport</name>
    <message numerus="yes">
        <source>%1, %Ln GPU(s) — %2</source>
        <translation>
            <numerusform>%1, %Ln GPU — %2</numerusform>
            <numerusform>%1, %Ln GPUs — %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>observed %1 (%Ln day(s) ago); %2</source>
        <translation>
            <numerusform>observed %1 (%Ln day ago); %2</numerusform>
            <numerusform>observed %1 (%Ln days ago); %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %Ln GPU(s)

</source>
        <translation>
            <numerusform>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %Ln GPU

</numerusform>
            <numerusform>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %Ln GPUs

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
        <source>%Ln GPU(s), %1: %2 in %3</source>
        <translation>
            <numerusform>%Ln GPU, %1: %2 in %3</numerusform>
            <numerusform>%Ln GPUs, %1: %2 in %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Warnings</name>
    <message numerus="yes">
        <source>At least %Ln GPUs are needed with this sharding.</source>
        <translation>
            <numerusform>At least %Ln GPU is needed with this sharding.</numerusform>
            <numerusform>At least %Ln GPUs are needed with this sharding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers at most %Ln contiguous GPUs; training needs them in one place at one time.</source>
        <translation>
            <numerusform>%1 offers at most %Ln contiguous GPU; training needs them in one place at one time.</numerusform>
            <numerusform>%1 offers at most %Ln contiguous GPUs; training needs them in one place at one time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This offer has no cluster network between its %Ln-GPU nodes: a multi-node run will crawl.</source>
        <translation>
            <numerusform>This offer has no cluster network between its %Ln-GPU nodes: a multi-node run will crawl.</numerusform>
            <numerusform>This offer has no cluster network between its %Ln-GPU nodes: a multi-node run will crawl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The price of %1 was observed %Ln days ago (%2): check the current offer.</source>
        <translation>
            <numerusform>The price of %1 was observed %Ln day ago (%2): check the current offer.</numerusform>
            <numerusform>The price of %1 was observed %Ln days ago (%2): check the current offer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %Ln GPUs</source>
        <translation>
            <numerusform>%1 from %Ln GPU</numerusform>
            <numerusform>%1 from %Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 (%2 GB) from %Ln GPUs</source>
        <translation>
            <numerusform>the %1 (%2 GB) from %Ln GPU</numerusform>
            <numerusform>the %1 (%2 GB) from %Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody publishes the network between this offer&apos;s %Ln-GPU nodes: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</source>
        <translation>
            <numerusform>Nobody publishes the network between this offer&apos;s %Ln-GPU node: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</numerusform>
            <numerusform>Nobody publishes the network between this offer&apos;s %Ln-GPU nodes: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</numerusform>
        </translation>
    </message>
</context>
</TS>
