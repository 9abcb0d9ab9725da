<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>Kova</name>
        <message>
            <location filename="../core/catalogue.cpp" line="+45" />
            <source>a training GPU needs a BF16 peak</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+31" />
            <source>an offer needs at least one price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+61" />
            <location filename="../core/scenario.cpp" line="+86" />
            <source>expected an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+14" />
            <source>duplicate GPU id "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+7" />
            <source>duplicate offer id "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+3" />
            <source>unknown GPU "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+5" />
            <location filename="../core/estimate.cpp" line="+145" />
            <source>unknown offer "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+46" />
            <source>missing: this is not a Kova catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <location filename="../core/scenario.cpp" line="+79" />
            <source>format version %1 is newer than this program understands (%2); update Kova Planner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../core/estimate.cpp" line="+3" />
            <source>offer "%1" names an unknown GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../core/jsonreader.cpp" line="+164" />
            <source>invalid JSON at line %1, column %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+6" />
            <source>expected a JSON object at the top level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../core/scenario.cpp" line="-112" />
            <source>give exactly one of tokens_b and duration_hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+12" />
            <source>must be greater than 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+60" />
            <source>%1 GPUs cannot be split into tensor × pipeline groups of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>the hidden size %1 is not divisible by %2 heads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+32" />
            <source>missing: this is not a Kova scenario file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+31" />
            <source>cannot read the file: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+2" />
            <source>the file is too large to be a scenario (over 16 MB)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../core/textreport.cpp" line="+25" />
            <source>%1 — %2 per GPU-hour%3
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+2" />
            <source> (chosen)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+1" />
            <source>Wall-clock time: %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location line="+33" />
            <source>%1, %n GPU(s) — %2</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Compute: %1 GPU-hours, %2 wall-clock; memory %3 per GPU (%4)

</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+2" />
            <source>fits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+0" />
            <source>does not fit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>The GPU line alone at the market median:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+2" />
            <source>%1 on spot auctions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>%1 on demand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>Checkpoint every %1 min (Young: %2 min, Daly: %3 min)

</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>Warnings:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+11" />
            <source>%1 plans considered.
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%1, %n GPU(s), %2, %3: %4 in %5</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Best plan: %1
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+0" />
            <source>No plan meets the limit.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+1" />
            <source>Pareto front (faster costs more):
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location line="+19" />
            <source>observed %1 (%n day(s) ago); %2</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../core/warnings.cpp" line="+29" />
            <source>%1 GB per GPU does not fit in the %2 GB of the %3.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>At least %n GPUs are needed with this sharding.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>No GPU count fits with this sharding: shard the weights (ZeRO-3) or recompute activations.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+8" />
            <source>The global batch holds fewer sequences than there are data-parallel GPUs: raise global_batch_tokens or use fewer GPUs.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location line="+6" />
            <source>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>The price of %1 was observed %n days ago (%2): check the current offer.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>The spot price is an auction to watch: it moves, and capacity can vanish when it rises.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+3" />
            <source>This offer has no price for the chosen purchase mode.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+5" />
            <source>A listed price does not mean the GPUs are free to start on your date: confirm availability with the provider.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+11" />
            <source>PCIe-only GPUs on a communication-heavy multi-GPU run: compare against SXM with NVLink before comparing prices.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+9" />
            <source>No checkpoint volume or dataset is planned: storage of checkpoints and datasets is part of the bill.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+5" />
            <source>No egress is planned: bringing checkpoints and results back out is often billed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>%1 publishes no egress price here: the egress line counts nothing; ask the provider.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+9" />
            <source>The %1 has no %2 peak: the estimate uses BF16.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Kova::Cli</name>
        <message>
            <location filename="../app/cli.cpp" line="+24" />
            <source>Plans the rental of GPU clusters for training large language models.

Commands (no display needed):
  estimate FILE [--json]                          cost of a scenario, line by line, per purchase mode
  plan FILE --deadline-hours H | --budget B [--json]  cheapest or fastest plan across the catalogue
  catalog [--json]                                offers with tiers, sources and dates
  report FILE [MORE...] -o OUT.pdf [--paper a4|letter]  PDF cost report; several files compare
  demo                                            estimate the default scenario, write its report

Every command takes --lang fr|en. Without a command the planner window opens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+59" />
            <source>estimate, plan, catalog, report or demo; none opens the window</source>
            <translation>estimate, plan, catalog, report ou demo ; sans commande, la fenêtre s’ouvre</translation>
        </message>
        <message>
            <location line="+2" />
            <source>kova-planner: unknown command "%1"; see --help</source>
            <translation>kova-planner : commande « %1 » inconnue ; voir --help</translation>
        </message>
        <message>
            <location filename="../app/clicommands.cpp" line="+39" />
            <source>Print JSON instead of a table.</source>
            <translation>Écrire du JSON au lieu d’un tableau.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language of the output: fr or en.</source>
            <translation>Langue de la sortie : fr ou en.</translation>
        </message>
        <message>
            <location line="+17" />
            <location filename="../app/clireport.cpp" line="+57" />
            <source>--lang: "%1" is not a supported language (fr, en)</source>
            <translation>--lang : « %1 » n’est pas une langue prise en charge (fr, en)</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+24" />
            <source>FILE.kova.json</source>
            <translation>FICHIER.kova.json</translation>
        </message>
        <message>
            <location line="-21" />
            <source>estimate: give exactly one scenario file</source>
            <translation>estimate : donnez exactement un fichier de scénario</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The cheapest plan that finishes within H hours.</source>
            <translation>Le plan le moins cher qui finit en H heures au plus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The fastest plan that costs at most B.</source>
            <translation>Le plan le plus rapide qui coûte au plus B.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>plan: give exactly one scenario file</source>
            <translation>plan : donnez exactement un fichier de scénario</translation>
        </message>
        <message>
            <location line="+2" />
            <source>plan: give exactly one of --deadline-hours and --budget</source>
            <translation>plan : donnez soit --deadline-hours, soit --budget</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: "%2" is not a positive number</source>
            <translation>%1 : « %2 » n’est pas un nombre positif</translation>
        </message>
        <message>
            <location line="+8" />
            <location filename="../app/clireport.cpp" line="+16" />
            <source>unknown offer "%1"</source>
            <translation>offre « %1 » inconnue</translation>
        </message>
        <message>
            <location line="+19" />
            <source>catalog: unexpected argument "%1"</source>
            <translation>catalog : argument inattendu « %1 »</translation>
        </message>
        <message>
            <location filename="../app/clireport.cpp" line="-36" />
            <source>The PDF file to write.</source>
            <translation>Le fichier PDF à écrire.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language of the report: fr or en.</source>
            <translation>Langue du rapport : fr ou en.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paper size: a4 or letter (default: A4 in French, Letter in English).</source>
            <translation>Format du papier : a4 ou letter (par défaut : A4 en français, Letter en anglais).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Name shown as the report's author (default: settings).</source>
            <translation>Nom affiché comme auteur du rapport (par défaut : les réglages).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Organisation shown on the report (default: settings).</source>
            <translation>Organisation affichée sur le rapport (par défaut : les réglages).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Scenario files; several make one comparison report.</source>
            <translation>Fichiers de scénario ; plusieurs donnent un rapport comparatif.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>--paper: "%1" is not a paper size (a4, letter)</source>
            <translation>--paper : « %1 » n’est pas un format de papier (a4, letter)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>report: give the PDF to write with -o OUT.pdf</source>
            <translation>report : indiquez le PDF à écrire avec -o SORTIE.pdf</translation>
        </message>
        <message>
            <location line="+3" />
            <source>report: give at least one scenario file</source>
            <translation>report : donnez au moins un fichier de scénario</translation>
        </message>
        <message numerus="yes">
            <location line="+26" />
            <source>Wrote %1 (%n page(s)).</source>
            <translation>
                <numerusform>%1 écrit (%n page).</numerusform>
                <numerusform>%1 écrit (%n pages).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+24" />
            <source>Cost report written to %1 (%n page(s), %2 ms).</source>
            <translation>
                <numerusform>Rapport de coûts écrit dans %1 (%n page, %2 ms).</numerusform>
                <numerusform>Rapport de coûts écrit dans %1 (%n pages, %2 ms).</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>could not write the demo report:%1</source>
            <translation>impossible d’écrire le rapport de démonstration :%1</translation>
        </message>
    </context>
    <context>
        <name>Kova::Formatter</name>
        <message>
            <location filename="../core/format.cpp" line="+38" />
            <source>$ US</source>
            <comment>symbol of the US dollar</comment>
            <translation>$ US</translation>
        </message>
        <message>
            <location line="+18" />
            <source>%1 h</source>
            <comment>hours</comment>
            <translation>%1 h</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 GB</source>
            <comment>gigabytes</comment>
            <translation>%1 GB</translation>
        </message>
        <message>
            <location line="+19" />
            <source>%1 × %2 × %3</source>
            <translation>%1 × %2 × %3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>1 day</source>
            <translation>1 jour</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 days</source>
            <translation>%1 jours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 × %2/month</source>
            <comment>days × monthly price of the volume</comment>
            <translation>%1 × %2/mois</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 × price not published</source>
            <translation>%1 × prix non publié</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
    </context>
    <context>
        <name>Kova::JsonReader</name>
        <message>
            <location filename="../core/jsonreader.cpp" line="-130" />
            <source>expected a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+5" />
            <source>expected a finite number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+4" />
            <source>%1 is out of range (%2 to %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+13" />
            <location line="+26" />
            <location line="+45" />
            <location line="+13" />
            <source>is required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="-71" />
            <source>expected a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+13" />
            <source>expected a string</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+11" />
            <source>"%1" is not one of: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+13" />
            <source>"%1" is not a date (expected YYYY-MM-DD)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+10" />
            <source>expected true or false</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+15" />
            <source>expected an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+13" />
            <source>expected an array</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Kova::MainWindow</name>
        <message>
            <location filename="../ui/mainwindow.cpp" line="+14" />
            <source>Kova Planner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+9" />
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About Kova Planner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+5" />
            <source>About Kova Planner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;Kova Planner %1&lt;/h3&gt;&lt;p&gt;Plans the rental of GPU clusters for training large language models: GPU tier, GPU count, purchase mode, duration and the cost line by line.&lt;/p&gt;&lt;p&gt;A general guide, not a recommendation of a provider or a price: confirm availability and terms with the provider.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Kova::Mfu</name>
        <message>
            <location filename="../report/reportdetails.cpp" line="+22" />
            <source>Megatron-LM on 3,072 A100 reached 52 % of peak (Narayanan et al. 2021)</source>
            <translation>Megatron-LM a atteint 52 % de la crête sur 3 072 A100 (Narayanan et al. 2021)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>assumption: FP8 runs about 1.5× faster than BF16 at 40 %, i.e. 30 % of the FP8 peak</source>
            <translation>hypothèse : le FP8 va environ 1,5× plus vite que le BF16 à 40 %, soit 30 % de la crête FP8</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Llama 3 405B reached 38–43 % BF16 MFU on 16,384 H100 (Meta 2024)</source>
            <translation>Llama 3 405B a atteint 38 à 43 % de MFU en BF16 sur 16 384 H100 (Meta 2024)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>assumption: below Hopper's published figures until large Blackwell runs are published</source>
            <translation>hypothèse : en deçà des chiffres publiés pour Hopper, tant que de grands runs Blackwell ne sont pas publiés</translation>
        </message>
        <message>
            <location line="+1" />
            <source>assumption for GPUs without a published large-scale run</source>
            <translation>hypothèse pour les GPU sans run à grande échelle publié</translation>
        </message>
    </context>
    <context>
        <name>Kova::Mode</name>
        <message>
            <location filename="../core/estimatejson.cpp" line="+50" />
            <source>on-demand</source>
            <translation>à la demande</translation>
        </message>
        <message>
            <location line="+1" />
            <source>interruptible</source>
            <translation>interruptible</translation>
        </message>
        <message>
            <location line="+1" />
            <source>spot</source>
            <comment>purchase mode: auctioned capacity</comment>
            <translation>enchères spot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>reserved</source>
            <translation>réservé</translation>
        </message>
    </context>
    <context>
        <name>Kova::Report</name>
        <message>
            <location filename="../report/chartparts.cpp" line="+32" />
            <source>GPU time</source>
            <translation>Temps GPU</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Interruption overhead</source>
            <translation>Surcoût des interruptions</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phases</source>
            <translation>Phases</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Checkpoint volume</source>
            <comment>storage volume holding checkpoints</comment>
            <translation>Volume de checkpoint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Data transfers</source>
            <translation>Transferts de données</translation>
        </message>
        <message>
            <location filename="../report/reportcharts.cpp" line="+103" />
            <source>Market median, on demand*</source>
            <translation>Médiane du marché, à la demande*</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Market, spot auctions*</source>
            <translation>Marché, enchères spot*</translation>
        </message>
        <message>
            <location line="+15" />
            <source>* GPU line only, at the market price for this GPU (%1, observed %2).</source>
            <translation>* Ligne GPU seule, au prix du marché pour ce GPU (%1, relevé le %2).</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../report/reportdetails.cpp" line="+5" />
            <source>MMM d, yyyy</source>
            <comment>date format</comment>
            <translation>d MMM yyyy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>* GPU line only, at the market price for this GPU.</source>
            <translation>* Ligne GPU seule, au prix du marché pour ce GPU.</translation>
        </message>
        <message>
            <location line="+75" />
            <source>This run, per GPU</source>
            <translation>Ce run, par GPU</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 — fits</source>
            <translation>%1 — suffit</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 — too small</source>
            <translation>%1 — insuffisant</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Weights</source>
            <translation>Poids</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gradients</source>
            <translation>Gradients</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optimizer states</source>
            <translation>États de l’optimiseur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Activations</source>
            <translation>Activations</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Framework overhead</source>
            <translation>Surcoût du framework</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Need per GPU (dashed)</source>
            <translation>Besoin par GPU (tirets)</translation>
        </message>
        <message numerus="yes">
            <location filename="../report/reportcontent.cpp" line="+44" />
            <source>Cost comparison of %n scenario(s)</source>
            <translation>
                <numerusform>Comparaison des coûts de %n scénario</numerusform>
                <numerusform>Comparaison des coûts de %n scénarios</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cost report: %1</source>
            <translation>Rapport de coûts : %1</translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>%1, %n GPU(s), %2</source>
            <translation>
                <numerusform>%1, %n GPU, %2</numerusform>
                <numerusform>%1, %n GPU, %2</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>GPU rental cost estimate: %1</source>
            <translation>Estimation du coût de location de GPU : %1</translation>
        </message>
        <message>
            <location filename="../report/reportdetails.cpp" line="+0" />
            <source>unknown</source>
            <comment>date</comment>
            <translation>inconnue</translation>
        </message>
        <message>
            <location line="+6" />
            <source>full training (all weights)</source>
            <translation>entraînement complet (tous les poids)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>LoRA, rank %1</source>
            <translation>LoRA, rang %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>QLoRA (4-bit base), rank %1</source>
            <translation>QLoRA (base en 4 bits), rang %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>DDP (no sharding)</source>
            <translation>DDP (sans sharding)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ZeRO-1 (optimizer states sharded)</source>
            <translation>ZeRO-1 (états de l’optimiseur shardés)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ZeRO-2 (optimizer states and gradients sharded)</source>
            <translation>ZeRO-2 (états de l’optimiseur et gradients shardés)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ZeRO-3 / FSDP (everything sharded)</source>
            <translation>ZeRO-3 / FSDP (tout est shardé)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>none</source>
            <comment>activation recomputation</comment>
            <translation>aucun</translation>
        </message>
        <message>
            <location line="+1" />
            <source>selective</source>
            <comment>activation recomputation</comment>
            <translation>sélectif</translation>
        </message>
        <message>
            <location line="+1" />
            <source>full</source>
            <comment>activation recomputation</comment>
            <translation>complet</translation>
        </message>
        <message>
            <location line="+9" />
            <source>%1, set in the scenario</source>
            <translation>%1, fixé dans le scénario</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, from the measured TFLOP/s per GPU in the scenario</source>
            <translation>%1, d’après les TFLOP/s par GPU mesurés du scénario</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1, the default for this GPU generation and precision: %2</source>
            <translation>%1, la valeur par défaut pour cette génération de GPU et cette précision : %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Not modelled: the run is taken as uninterrupted (mean time between interruptions set to 0).</source>
            <translation>Non modélisées : le run est considéré sans interruption (temps moyen entre interruptions fixé à 0).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Interruptions at random (exponential), one every %1 on average; a checkpoint takes %2 min to write and a restart %3 min. Checkpoint every %4 min (%5; Young: %6 min, Daly: %7 min).</source>
            <translation>Interruptions aléatoires (loi exponentielle), une toutes les %1 en moyenne ; écrire un checkpoint prend %2 min et redémarrer %3 min. Checkpoint toutes les %4 min (%5 ; Young : %6 min, Daly : %7 min).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the scenario's interval</source>
            <translation>l’intervalle du scénario</translation>
        </message>
        <message>
            <location line="+0" />
            <source>the optimal interval, Daly 2006</source>
            <translation>l’intervalle optimal, Daly 2006</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Assumptions</source>
            <translation>Hypothèses</translation>
        </message>
        <message>
            <location line="+6" />
            <source>fixed duration of %1 (about %2 billion tokens at the estimated throughput)</source>
            <translation>durée fixe de %1 (environ %2 milliards de tokens au débit estimé)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 billion tokens</source>
            <translation>%1 milliards de tokens</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 billion parameters, %2 layers, hidden size %3, %4 heads, sequences of %5 tokens</source>
            <translation>%1 milliards de paramètres, %2 couches, dimension cachée %3, %4 têtes, séquences de %5 tokens</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Training</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Amount of training</source>
            <translation>Volume d’entraînement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Precision</source>
            <translation>Précision</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Parallelism</source>
            <translation>Parallélisme</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1; tensor parallel %2, pipeline parallel %3; activation recomputation: %4; micro-batch %5</source>
            <translation>%1 ; parallélisme tensoriel %2, pipeline %3 ; recalcul des activations : %4 ; micro-lot %5</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Model FLOPs utilisation (MFU)</source>
            <translation>Utilisation des FLOPs du modèle (MFU)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Training compute</source>
            <translation>Calcul d’entraînement</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 FLOP (6·N·D, Kaplan et al. 2020)</source>
            <translation>%1 FLOP (6·N·D, Kaplan et al. 2020)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cluster</source>
            <translation>Cluster</translation>
        </message>
        <message numerus="yes">
            <location line="+0" />
            <source>%n GPU(s) of %1, %2; %3 per node</source>
            <translation>
                <numerusform>%n GPU de %1, %2 ; %3 par nœud</numerusform>
                <numerusform>%n GPU de %1, %2 ; %3 par nœud</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Interruption model</source>
            <translation>Modèle d’interruptions</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Storage and transfers</source>
            <translation>Stockage et transferts</translation>
        </message>
        <message>
            <location line="+1" />
            <source>checkpoint volume %1 kept %2 days after the run; dataset %3 imported; %4 of results taken out</source>
            <translation>volume de checkpoint de %1 conservé %2 jours après le run ; dataset de %3 importé ; %4 de résultats sortis</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Month</source>
            <translation>Mois</translation>
        </message>
        <message>
            <location line="+0" />
            <source>a month counts 30 days: a volume costs GB × price per GB-month × days ÷ 30</source>
            <translation>un mois compte 30 jours : un volume coûte GB × prix par GB-mois × jours ÷ 30</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Prices</source>
            <translation>Prix</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1, observed %2</source>
            <translation>%1, relevé le %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Assumption</source>
            <translation>Hypothèse</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Cost line by line, per purchase mode</source>
            <translation>Coût ligne par ligne, par mode d’achat</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 — %2 per GPU-hour</source>
            <translation>%1 — %2 par GPU-heure</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n-month term</source>
            <translation>
                <numerusform>engagement de %n mois</numerusform>
                <numerusform>engagement de %n mois</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>recommended</source>
            <translation>recommandé</translation>
        </message>
        <message>
            <location line="+11" />
            <location filename="../report/reportsections.cpp" line="+196" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wall-clock time %1</source>
            <translation>Durée réelle %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Item</source>
            <translation>Poste</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Quantity × rate</source>
            <translation>Quantité × tarif</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Amount</source>
            <translation>Montant</translation>
        </message>
        <message>
            <location line="+12" />
            <source>%1 per GPU fits in the %2 usable on the %3.</source>
            <translation>%1 par GPU tiennent dans les %2 utilisables de la %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 per GPU does not fit in the %2 usable on the %3.</source>
            <translation>%1 par GPU ne tiennent pas dans les %2 utilisables de la %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>With this sharding at least %n GPU(s) are needed.</source>
            <translation>
                <numerusform>Avec ce sharding, il faut au moins %n GPU.</numerusform>
                <numerusform>Avec ce sharding, il faut au moins %n GPU.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>No GPU count fits with this sharding.</source>
            <translation>Aucun nombre de GPU ne convient avec ce sharding.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>yes</source>
            <comment>fits in memory</comment>
            <translation>oui</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no</source>
            <comment>does not fit in memory</comment>
            <translation>non</translation>
        </message>
        <message>
            <location line="+1" />
            <source>none fits</source>
            <comment>minimum GPU count</comment>
            <translation>aucun</translation>
        </message>
        <message>
            <location line="+3" />
            <source>GPU model</source>
            <translation>Modèle de GPU</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Usable memory</source>
            <translation>Mémoire utilisable</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Fits with %n GPU(s)</source>
            <translation>
                <numerusform>Tient sur %n GPU</numerusform>
                <numerusform>Tient sur %n GPU</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Minimum GPUs</source>
            <translation>GPU minimum</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Warnings</source>
            <translation>Avertissements</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No warnings for this scenario.</source>
            <translation>Aucun avertissement pour ce scénario.</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Offers considered, with their sources</source>
            <translation>Offres examinées, avec leurs sources</translation>
        </message>
        <message>
            <location line="+6" />
            <source>(this scenario)</source>
            <translation>(ce scénario)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>on-demand median %1</source>
            <translation>médiane à la demande %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>spot about %1</source>
            <translation>spot environ %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Market reference for the %1</source>
            <translation>Référence du marché pour la %1</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../report/reportsections.cpp" line="-3" />
            <source>Offer</source>
            <translation>Offre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Region</source>
            <translation>Région</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Price per GPU-hour</source>
            <translation>Prix par GPU-heure</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Observed</source>
            <translation>Relevé le</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>Source</translation>
        </message>
        <message>
            <location line="+6" />
            <source>This is a general guide, not a recommendation of a specific provider or price. Check the current offers and confirm availability and terms with the provider.</source>
            <translation>Il s’agit d’un guide général, et non d’une recommandation portant sur un fournisseur ou un prix précis. Consultez les offres actuelles et confirmez la disponibilité et les conditions auprès du fournisseur.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Please note</source>
            <translation>À noter</translation>
        </message>
        <message numerus="yes">
            <location filename="../report/reportlayout.cpp" line="+26" />
            <source>%1 · %2 · %n GPU(s) · prices in %3</source>
            <translation>
                <numerusform>%1 · %2 · %n GPU · prix en %3</numerusform>
                <numerusform>%1 · %2 · %n GPU · prix en %3</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cost per purchase mode</source>
            <translation>Coût par mode d’achat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where the money goes: %1</source>
            <translation>Où va l’argent : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Memory per GPU and fit check</source>
            <translation>Mémoire par GPU et vérification de la VRAM</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Total per purchase mode</source>
            <translation>Total par mode d’achat</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Kova Planner %1 · %2 · general guide: confirm availability and terms with the provider</source>
            <translation>Kova Planner %1 · %2 · guide général : confirmez la disponibilité et les conditions auprès du fournisseur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Page %1 of %2</source>
            <translation>Page %1 sur %2</translation>
        </message>
        <message>
            <location filename="../report/reportsections.cpp" line="-164" />
            <source>%1 would cost the same, %2.</source>
            <translation>%1 coûterait autant, %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 would cost %2: %3 more (+%4).</source>
            <translation>%1 coûterait %2 : %3 de plus (+%4).</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 would cost %2: %3 less (−%4).</source>
            <translation>%1 coûterait %2 : %3 de moins (−%4).</translation>
        </message>
        <message>
            <location line="+9" />
            <source>At the market median, the GPU line alone would cost %1 on demand and about %2 on spot auctions that must be watched, against %3 here.</source>
            <translation>À la médiane du marché, la seule ligne GPU coûterait %1 à la demande et environ %2 aux enchères spot qu’il faut surveiller, contre %3 ici.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>At the market median, the GPU line alone would cost %1 on demand, against %2 here.</source>
            <translation>À la médiane du marché, la seule ligne GPU coûterait %1 à la demande, contre %2 ici.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>On spot auctions, the GPU line alone would cost about %1, against %2 here.</source>
            <translation>Aux enchères spot, la seule ligne GPU coûterait environ %1, contre %2 ici.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No market reference price is known for this GPU.</source>
            <translation>Aucun prix de référence du marché n’est connu pour ce GPU.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>MMMM d, yyyy</source>
            <comment>long date format of the report</comment>
            <translation>d MMMM yyyy</translation>
        </message>
        <message>
            <location line="+35" />
            <source>KOVA PLANNER · COST COMPARISON</source>
            <translation>KOVA PLANNER · COMPARAISON DES COÛTS</translation>
        </message>
        <message>
            <location line="+0" />
            <source>KOVA PLANNER · COST REPORT</source>
            <translation>KOVA PLANNER · RAPPORT DE COÛTS</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Prepared by</source>
            <translation>Préparé par</translation>
        </message>
        <message>
            <location line="+0" />
            <location line="+1" />
            <source>—</source>
            <comment>no name given</comment>
            <translation>—</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Organisation</source>
            <translation>Organisation</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Summary</source>
            <translation>Synthèse</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Recommended purchase mode: %1, for a total of %2 on %3.</source>
            <translation>Mode d’achat recommandé : %1, pour un total de %2 chez %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Wall-clock time %1; %2 GPU-hours of compute on %n GPU(s).</source>
            <translation>
                <numerusform>Durée réelle %1 ; %2 GPU-heures de calcul sur %n GPU.</numerusform>
                <numerusform>Durée réelle %1 ; %2 GPU-heures de calcul sur %n GPU.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+8" />
            <source>The scenario itself asks for %1: %2.</source>
            <translation>Le scénario demande lui-même le mode %1 : %2.</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Recommended: %1</source>
            <translation>Recommandé : %1</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+25" />
            <source>Wall-clock</source>
            <translation>Durée réelle</translation>
        </message>
        <message>
            <location line="-23" />
            <location line="+24" />
            <source>GPU-hours</source>
            <translation>GPU-heures</translation>
        </message>
        <message>
            <location line="-8" />
            <source>Scenarios compared</source>
            <translation>Scénarios comparés</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scenario</source>
            <translation>Scénario</translation>
        </message>
        <message>
            <location line="+2" />
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Recommended mode</source>
            <translation>Mode recommandé</translation>
        </message>
        <message>
            <location filename="../report/reportwriter.cpp" line="+49" />
            <source>%1: is a folder, not a file</source>
            <translation>%1 : c’est un dossier, pas un fichier</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1: the report could not be drawn</source>
            <translation>%1 : le rapport n’a pas pu être dessiné</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+4" />
            <source>%1: cannot write: %2</source>
            <translation>%1 : écriture impossible : %2</translation>
        </message>
    </context>
    <context>
        <name>Kova::Tier</name>
        <message>
            <location filename="../core/textreport.cpp" line="-76" />
            <source>Good</source>
            <comment>tier</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+2" />
            <source>Better</source>
            <comment>tier</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location line="+2" />
            <source>Best</source>
            <comment>tier</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Kova::Warnings</name>
        <message>
            <location filename="../core/warnings.cpp" line="+29" />
            <source>%1 GB per GPU does not fit in the %2 GB of the %3.</source>
            <translation>%1 GB par GPU ne tiennent pas dans les %2 GB de la %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>At least %n GPUs are needed with this sharding.</source>
            <translation>
                <numerusform>Il faut au moins %n GPU avec ce sharding.</numerusform>
                <numerusform>Il faut au moins %n GPU avec ce sharding.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>No GPU count fits with this sharding: shard the weights (ZeRO-3) or recompute activations.</source>
            <translation>Aucun nombre de GPU ne convient avec ce sharding : shardez les poids (ZeRO-3) ou recalculez les activations.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The global batch holds fewer sequences than there are data-parallel GPUs: raise global_batch_tokens or use fewer GPUs.</source>
            <translation>Le lot global contient moins de séquences qu’il n’y a de GPU en parallélisme de données : augmentez global_batch_tokens ou utilisez moins de GPU.</translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</source>
            <translation>
                <numerusform>%1 propose au plus %n GPU contigu ; l’entraînement les exige au même endroit au même moment.</numerusform>
                <numerusform>%1 propose au plus %n GPU contigus ; l’entraînement les exige au même endroit au même moment.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+6" />
            <source>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</source>
            <translation>
                <numerusform>Cette offre n’a pas de réseau de cluster entre ses nœuds de %n GPU : un run multi-nœuds se traînera.</numerusform>
                <numerusform>Cette offre n’a pas de réseau de cluster entre ses nœuds de %n GPU : un run multi-nœuds se traînera.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>The price of %1 was observed %n days ago (%2): check the current offer.</source>
            <translation>
                <numerusform>Le prix de %1 a été relevé il y a %n jour (%2) : vérifiez l’offre actuelle.</numerusform>
                <numerusform>Le prix de %1 a été relevé il y a %n jours (%2) : vérifiez l’offre actuelle.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>The spot price is an auction to watch: it moves, and capacity can vanish when it rises.</source>
            <translation>Le prix spot est une enchère à surveiller : il bouge, et la capacité peut disparaître quand il monte.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>This offer has no price for the chosen purchase mode.</source>
            <translation>Cette offre n’a pas de prix pour le mode d’achat choisi.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A listed price does not mean the GPUs are free to start on your date: confirm availability with the provider.</source>
            <translation>Un prix affiché ne signifie pas que les GPU sont libres de démarrer à votre date : confirmez la disponibilité auprès du fournisseur.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>PCIe-only GPUs on a communication-heavy multi-GPU run: compare against SXM with NVLink before comparing prices.</source>
            <translation>GPU en PCIe seulement pour un run multi-GPU à forte communication : comparez avec des SXM reliés par NVLink avant de comparer les prix.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>No checkpoint volume or dataset is planned: storage of checkpoints and datasets is part of the bill.</source>
            <translation>Aucun volume de checkpoint ni dataset n’est prévu : le stockage des checkpoints et des jeux de données fait partie de la facture.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>No egress is planned: bringing checkpoints and results back out is often billed.</source>
            <translation>Aucun egress n’est prévu : rapatrier checkpoints et résultats est souvent facturé.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 publishes no egress price here: the egress line counts nothing; ask the provider.</source>
            <translation>%1 ne publie pas ici de prix d’egress : la ligne d’egress ne compte rien ; demandez au fournisseur.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The %1 has no %2 peak: the estimate uses BF16.</source>
            <translation>La %1 n’a pas de crête %2 : l’estimation utilise le BF16.</translation>
        </message>
    </context>
    <context>
        <name>Kova::CostLine</name>
        <message>
            <source>GPU time</source>
            <translation>Temps GPU</translation>
        </message>
        <message>
            <source>Checkpoint volume %1 GB</source>
            <comment>storage volume holding checkpoints</comment>
            <translation>Volume de checkpoint %1 GB</translation>
        </message>
        <message>
            <source>Dataset import %1 GB</source>
            <translation>Import du dataset %1 GB</translation>
        </message>
        <message>
            <source>Egress %1 GB</source>
            <translation>Egress %1 GB</translation>
        </message>
        <message>
            <source>Interruption overhead (expected)</source>
            <translation>Surcoût des interruptions (espéré)</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <source>Phase: %1</source>
            <translation>Phase : %1</translation>
        </message>
    </context>
</TS>
