<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Kova::BillExportActions</name>
    <message>
        <source>Export &amp;Bill as Spreadsheet…</source>
        <translation>Exporter la fac&amp;ture en tableur…</translation>
    </message>
    <message>
        <source>Write this scenario&apos;s bill as an XLSX workbook with formulas, or as CSV.</source>
        <translation>Écrire la facture de ce scénario en classeur XLSX avec formules, ou en CSV.</translation>
    </message>
    <message>
        <source>Export Co&amp;mparison as Spreadsheet…</source>
        <translation>Exporter la &amp;comparaison en tableur…</translation>
    </message>
    <message>
        <source>Write the bills of every open scenario side by side, as XLSX or CSV.</source>
        <translation>Écrire côte à côte les factures de tous les scénarios ouverts, en XLSX ou en CSV.</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <source>Export bill</source>
        <translation>Exporter la facture</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV, one row per cost line (*.csv)</source>
        <translation>CSV, une ligne par poste de coût (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
</context>
<context>
    <name>Kova::BreakdownChart</name>
    <message>
        <source>Cost breakdown by line</source>
        <translation>Répartition du coût par ligne</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Coût (%1)</translation>
    </message>
</context>
<context>
    <name>Kova::Catalogue</name>
    <message>
        <source>a training GPU needs a BF16 peak</source>
        <translation>un GPU d’entraînement doit avoir une crête BF16</translation>
    </message>
    <message>
        <source>an offer needs at least one price</source>
        <translation>une offre doit avoir au moins un prix</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <source>duplicate GPU id &quot;%1&quot;</source>
        <translation>identifiant de GPU «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>duplicate offer id &quot;%1&quot;</source>
        <translation>identifiant d’offre «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;</source>
        <translation>GPU «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>offre «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>missing: this is not a Kova catalogue</source>
        <translation>absent&#xa0;: ce n’est pas un catalogue Kova</translation>
    </message>
    <message>
        <source>format version %1 is newer than this program understands (%2); update Kova Planner</source>
        <translation>la version de format %1 est plus récente que celle que ce programme comprend (%2)&#x202f;; mettez Kova Planner à jour</translation>
    </message>
    <message>
        <source>%1 is in the future (after %2); a feed&apos;s prices cannot have been observed yet</source>
        <translation>%1 est dans le futur (après le %2)&#x202f;; les prix d’un flux ne peuvent pas encore avoir été relevés</translation>
    </message>
    <message>
        <source>NVIDIA A100 datasheet, as summarised at glennklockwood.com/garden/processors/A100</source>
        <translation>Fiche technique NVIDIA A100, résumée sur glennklockwood.com/garden/processors/A100</translation>
    </message>
    <message>
        <source>NVIDIA H100 datasheet (glennklockwood.com/garden/processors/h100)</source>
        <translation>Fiche technique NVIDIA H100 (glennklockwood.com/garden/processors/h100)</translation>
    </message>
    <message>
        <source>NVIDIA H100 datasheet, PCIe column (PCIe Gen5 x16; NVLink bridge only between pairs)</source>
        <translation>Fiche technique NVIDIA H100, colonne PCIe (PCIe Gen5 x16&#xa0;; pont NVLink entre paires seulement)</translation>
    </message>
    <message>
        <source>NVIDIA H200 datasheet</source>
        <translation>Fiche technique NVIDIA H200</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/B200 (HGX B200, 1000 W); about 180 GB usable as listed by clouds</source>
        <translation>glennklockwood.com/garden/processors/B200 (HGX B200, 1000 W)&#xa0;; environ 180 Go utilisables, comme l’indiquent les clouds</translation>
    </message>
    <message>
        <source>NVIDIA L40S datasheet (PCIe Gen4 x16 only)</source>
        <translation>Fiche technique NVIDIA L40S (PCIe Gen4 x16 seulement)</translation>
    </message>
    <message>
        <source>Secondary sources only (approximate dense figures)</source>
        <translation>Sources secondaires seulement (chiffres denses approximatifs)</translation>
    </message>
    <message>
        <source>NVIDIA A100 datasheet (A100 40GB SXM column)</source>
        <translation>Fiche technique NVIDIA A100 (colonne A100 40GB SXM)</translation>
    </message>
    <message>
        <source>NVIDIA A100 datasheet (A100 40GB PCIe column; PCIe Gen4 x16, NVLink bridge only between pairs)</source>
        <translation>Fiche technique NVIDIA A100 (colonne A100 40GB PCIe&#xa0;; PCIe Gen4 x16, pont NVLink entre paires seulement)</translation>
    </message>
    <message>
        <source>NVIDIA A100 datasheet (A100 80GB PCIe column; PCIe Gen4 x16, NVLink bridge only between pairs)</source>
        <translation>Fiche technique NVIDIA A100 (colonne A100 80GB PCIe&#xa0;; PCIe Gen4 x16, pont NVLink entre paires seulement)</translation>
    </message>
    <message>
        <source>NVIDIA H100 datasheet, H100 NVL column (dense = half the sparse figures; PCIe Gen5, NVLink bridge only between pairs)</source>
        <translation>Fiche technique NVIDIA H100, colonne H100 NVL (dense = moitié des chiffres creux&#xa0;; PCIe Gen5, pont NVLink entre paires seulement)</translation>
    </message>
    <message>
        <source>NVIDIA H200 datasheet, H200 NVL column (dense = half the sparse figures; PCIe Gen5, NVLink bridge only across 2 or 4 GPUs)</source>
        <translation>Fiche technique NVIDIA H200, colonne H200 NVL (dense = moitié des chiffres creux&#xa0;; PCIe Gen5, pont NVLink sur 2 ou 4 GPU seulement)</translation>
    </message>
    <message>
        <source>NVIDIA GH200 Grace Hopper Superchip datasheet (96 GB HBM3 version; H100 Tensor Cores; module power up to 1000 W with the CPU)</source>
        <translation>Fiche technique NVIDIA GH200 Grace Hopper Superchip (version 96 Go HBM3&#xa0;; Tensor Cores H100&#xa0;; module jusqu’à 1000 W avec le CPU)</translation>
    </message>
    <message>
        <source>Kova Planner seed page « L’entraînement de LLM sur GPU cloud » (tiers and prices)</source>
        <translation>Page de référence de Kova Planner «&#xa0;L’entraînement de LLM sur GPU cloud&#xa0;» (paliers et prix)</translation>
    </message>
    <message>
        <source>AWS EC2 on-demand pricing ($55.04 per instance-hour); storage and egress from S3 pricing</source>
        <translation>Tarifs à la demande d’AWS EC2 (55,04 $ par heure d’instance)&#xa0;; stockage et egress d’après les tarifs S3</translation>
    </message>
    <message>
        <source>AWS EC2 on-demand pricing; storage and egress from S3 pricing</source>
        <translation>Tarifs à la demande d’AWS EC2&#xa0;; stockage et egress d’après les tarifs S3</translation>
    </message>
    <message>
        <source>AWS EC2 Capacity Blocks for ML pricing (read in January 2025)</source>
        <translation>Tarifs des EC2 Capacity Blocks for ML d’AWS (relevés en janvier 2025)</translation>
    </message>
    <message>
        <source>Lambda instance pricing (no egress fees)</source>
        <translation>Tarifs des instances Lambda (pas de frais d’egress)</translation>
    </message>
    <message>
        <source>RunPod pricing, community cloud</source>
        <translation>Tarifs RunPod, cloud communautaire</translation>
    </message>
    <message>
        <source>RunPod pricing, secure cloud</source>
        <translation>Tarifs RunPod, cloud sécurisé</translation>
    </message>
    <message>
        <source>Vast.ai marketplace median; interruptible capacity is bid-based (spot ≈ half the median, per the seed page)</source>
        <translation>Médiane de la place de marché Vast.ai&#xa0;; la capacité interruptible s’obtient aux enchères (spot ≈ moitié de la médiane, selon la page de référence)</translation>
    </message>
    <message>
        <source>Hyperstack GPU pricing</source>
        <translation>Tarifs GPU d’Hyperstack</translation>
    </message>
    <message>
        <source>Hyperstack GPU pricing (H100 price; PCIe form factor assumed)</source>
        <translation>Tarifs GPU d’Hyperstack (prix de la H100&#xa0;; format PCIe supposé)</translation>
    </message>
    <message>
        <source>Google Cloud GPU pricing</source>
        <translation>Tarifs GPU de Google Cloud</translation>
    </message>
    <message>
        <source>Vast.ai H100 SXM market median; spot auctions about half (seed page)</source>
        <translation>médiane du marché Vast.ai pour la H100 SXM&#xa0;; enchères spot environ moitié moins (page de référence)</translation>
    </message>
    <message>
        <source>SkyPilot catalogue</source>
        <translation>Catalogue SkyPilot</translation>
    </message>
    <message>
        <source>SkyPilot catalogue; GPUs only: the host VM (CPUs, memory, disk) is not included</source>
        <translation>Catalogue SkyPilot&#xa0;; GPU seuls&#xa0;: la VM hôte (CPU, mémoire, disque) n’est pas comprise</translation>
    </message>
    <message>
        <source>multi-region</source>
        <translation>multirégion</translation>
    </message>
    <message>
        <source>various</source>
        <translation>diverses</translation>
    </message>
    <message>
        <source>eu/us</source>
        <translation>UE/US</translation>
    </message>
    <message>
        <source>SkyPilot catalogue; GPUs priced with their host VM %1</source>
        <translation>Catalogue SkyPilot&#xa0;; GPU au prix de leur VM hôte %1</translation>
    </message>
    <message>
        <source>a term of %1 months is listed twice (also at %2)</source>
        <translation>une durée de %1&#xa0;mois figure deux fois (aussi à %2)</translation>
    </message>
    <message>
        <source>Google Cloud Billing Catalog, a3-highgpu-8g us-central1, 1-year resource-based committed use: $44,810.08 a month / 730 h / 8 GPUs (machine incl. host, as the on-demand price), compiled by Cyclenerd/google-cloud-pricing-cost-calculator</source>
        <translation>Catalogue de facturation de Google Cloud, a3-highgpu-8g us-central1, engagement d’utilisation sur 1&#xa0;an (ressources)&#xa0;: 44&#xa0;810,08&#xa0;$ par mois / 730&#xa0;h / 8&#xa0;GPU (machine avec l’hôte, comme le prix à la demande), compilé par Cyclenerd/google-cloud-pricing-cost-calculator</translation>
    </message>
    <message>
        <source>Google Cloud Billing Catalog, a3-highgpu-8g us-central1, 3-year resource-based committed use: $28,371.00 a month / 730 h / 8 GPUs (machine incl. host, as the on-demand price), compiled by Cyclenerd/google-cloud-pricing-cost-calculator</source>
        <translation>Catalogue de facturation de Google Cloud, a3-highgpu-8g us-central1, engagement d’utilisation sur 3&#xa0;ans (ressources)&#xa0;: 28&#xa0;371,00&#xa0;$ par mois / 730&#xa0;h / 8&#xa0;GPU (machine avec l’hôte, comme le prix à la demande), compilé par Cyclenerd/google-cloud-pricing-cost-calculator</translation>
    </message>
    <message>
        <source>SemiAnalysis, &quot;AI Server Cost Analysis – Memory Is The Biggest Loser&quot; (May 2023): DGX H100 sold at about $270,000, as cited by Epoch AI, github.com/epoch-research/training-cost-trends</source>
        <translation>SemiAnalysis, «&#xa0;AI Server Cost Analysis – Memory Is The Biggest Loser&#xa0;» (mai 2023)&#xa0;: DGX H100 vendu environ 270&#x202f;000&#xa0;$, cité par Epoch AI, github.com/epoch-research/training-cost-trends</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 datasheet: 10.2 kW system maximum for 8 × 700 W GPUs, (10,200 − 5,600) / 8</source>
        <translation>Fiche technique NVIDIA DGX H100&#xa0;: 10,2&#xa0;kW au plus pour le système à 8 GPU de 700&#xa0;W, (10&#x202f;200 − 5&#x202f;600) / 8</translation>
    </message>
    <message>
        <source>NVIDIA press release, &quot;NVIDIA Ships World&apos;s Most Advanced AI System — NVIDIA DGX A100 — to Fight COVID-19&quot; (14 May 2020): from $199,000, for the launch model with 8 × A100 40GB (320 GB); the 640 GB model with 80 GB GPUs (SC20, 16 November 2020) has no public list price: a floor for it</source>
        <translation>Communiqué de presse NVIDIA, «&#xa0;NVIDIA Ships World’s Most Advanced AI System — NVIDIA DGX A100 — to Fight COVID-19&#xa0;» (14 mai 2020)&#xa0;: à partir de 199&#x202f;000&#xa0;$, pour le modèle de lancement à 8 × A100 40&#xa0;Go (320&#xa0;Go)&#x202f;; le modèle de 640&#xa0;Go à GPU de 80&#xa0;Go (SC20, 16 novembre 2020) n’a pas de prix public&#xa0;: un plancher pour lui</translation>
    </message>
    <message>
        <source>NVIDIA DGX A100 datasheet: 6.5 kW system maximum for 8 × 400 W GPUs, (6,500 − 3,200) / 8</source>
        <translation>Fiche technique NVIDIA DGX A100&#xa0;: 6,5&#xa0;kW au plus pour le système à 8 GPU de 400&#xa0;W, (6&#x202f;500 − 3&#x202f;200) / 8</translation>
    </message>
    <message>
        <source>U.S. EIA, Electric Power Monthly, table 5.3 (average price of electricity to ultimate customers, annual totals): industrial customers, 2024, 8.1 cents/kWh (its 2024 months run from 7.7 to 8.7)</source>
        <translation>U.S. EIA, Electric Power Monthly, table 5.3 (prix moyen de l’électricité aux clients finals, totaux annuels)&#xa0;: clients industriels, 2024, 8,1 cents/kWh (ses mois de 2024 vont de 7,7 à 8,7)</translation>
    </message>
    <message>
        <source>CBRE, North America Data Center Trends H2 2024: average asking rate for 250–500 kW colocation in primary markets, $184 per kW per month (power billed apart)</source>
        <translation>CBRE, North America Data Center Trends H2 2024&#xa0;: loyer moyen demandé pour une colocation de 250 à 500&#xa0;kW sur les marchés principaux, 184&#xa0;$ par kW et par mois (électricité facturée à part)</translation>
    </message>
    <message>
        <source>Kova assumption: no public price for OEM server support; NVIDIA DGX support lists at about 20 % of the base price for a year (supercluster.blog, &quot;AI Supercluster: NVIDIA DGX Platform&quot;). Set your own quote</source>
        <translation>Hypothèse de Kova&#xa0;: pas de prix public pour le support des serveurs OEM&#x202f;; le support NVIDIA DGX est affiché à environ 20&#xa0;% du prix de base pour un an (supercluster.blog, «&#xa0;AI Supercluster: NVIDIA DGX Platform&#xa0;»). Indiquez votre propre devis</translation>
    </message>
    <message>
        <source>Kova assumption: operations staff share of capex per year. Set your own</source>
        <translation>Hypothèse de Kova&#xa0;: part des investissements consacrée chaque année au personnel d’exploitation. Indiquez la vôtre</translation>
    </message>
    <message>
        <source>Amazon.com, Inc., Form 10-K for 2024: useful life of a subset of servers and networking equipment shortened from six to five years from 1 January 2025</source>
        <translation>Amazon.com, Inc., formulaire 10-K de 2024&#xa0;: durée d’utilité d’une partie des serveurs et des équipements réseau ramenée de six à cinq ans à partir du 1er janvier 2025</translation>
    </message>
    <message>
        <source>Kova assumption: resale value after the useful life. Set your own</source>
        <translation>Hypothèse de Kova&#xa0;: valeur de revente à la fin de la durée d’utilité. Indiquez la vôtre</translation>
    </message>
    <message>
        <source>Federal Reserve statistical release H.15: bank prime loan rate 7.50 % from 19 December 2024</source>
        <translation>Publication statistique H.15 de la Réserve fédérale&#xa0;: taux de base bancaire (prime rate) de 7,50&#xa0;% à partir du 19 décembre 2024</translation>
    </message>
    <message>
        <source>Uptime Institute Global Data Center Survey 2023: average annual PUE 1.58 (as EnergySettings)</source>
        <translation>Uptime Institute Global Data Center Survey 2023&#xa0;: PUE annuel moyen de 1,58 (la valeur par défaut de l’énergie)</translation>
    </message>
    <message>
        <source>%1× %2, GPUs only (host VM not included)</source>
        <translation>%1× %2, GPU seuls (VM hôte non comprise)</translation>
    </message>
    <message>
        <source>NVIDIA H800 datasheet (the H100 SXM&apos;s Tensor Cores and HBM3, NVLink cut to 400 GB/s for export); DeepSeek-AI 2024, DeepSeek-V3 technical report, §3.2.2 (H800 nodes, 160 GB/s of NVLink achieved)</source>
        <translation>Fiche technique NVIDIA H800 (Tensor Cores et HBM3 du H100 SXM, NVLink réduit à 400 Go/s pour l’export)&#xa0;; DeepSeek-AI 2024, rapport technique DeepSeek-V3, §3.2.2 (nœuds H800, 160 Go/s de NVLink atteints)</translation>
    </message>
</context>
<context>
    <name>Kova::CatalogueTable</name>
    <message>
        <source>does not fit in memory</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>total on demand: no %1</source>
        <translation>total à la demande&#xa0;: pas de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 et %Ln autre</numerusform>
            <numerusform>%1 et %Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offre</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Relevé le</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Régions</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) shown of %1 offers.</source>
        <translation>
            <numerusform>%Ln ligne affichée sur %1 offres.</numerusform>
            <numerusform>%Ln lignes affichées sur %1 offres.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>impossible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kova::Cli</name>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>Écrire du JSON au lieu d’un tableau.</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a supported language (fr, en)</source>
        <translation>--lang&#xa0;: «&#xa0;%1&#xa0;» n’est pas une langue prise en charge (fr, en)</translation>
    </message>
    <message>
        <source>FILE.kova.json</source>
        <translation>FICHIER.kova.json</translation>
    </message>
    <message>
        <source>estimate: give exactly one scenario file</source>
        <translation>estimate&#xa0;: donnez exactement un fichier de scénario</translation>
    </message>
    <message>
        <source>The cheapest plan that finishes within H hours.</source>
        <translation>Le plan le moins cher qui finit en H heures au plus.</translation>
    </message>
    <message>
        <source>The fastest plan that costs at most B.</source>
        <translation>Le plan le plus rapide qui coûte au plus B.</translation>
    </message>
    <message>
        <source>plan: give exactly one scenario file</source>
        <translation>plan&#xa0;: donnez exactement un fichier de scénario</translation>
    </message>
    <message>
        <source>plan: give exactly one of --deadline-hours and --budget</source>
        <translation>plan&#xa0;: donnez soit --deadline-hours, soit --budget</translation>
    </message>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>offre «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>Le fichier PDF à écrire.</translation>
    </message>
    <message>
        <source>Name shown as the report&apos;s author (default: settings).</source>
        <translation>Nom affiché comme auteur du rapport (par défaut&#xa0;: les réglages).</translation>
    </message>
    <message>
        <source>Organisation shown on the report (default: settings).</source>
        <translation>Organisation affichée sur le rapport (par défaut&#xa0;: les réglages).</translation>
    </message>
    <message>
        <source>--paper: &quot;%1&quot; is not a paper size (a4, letter)</source>
        <translation>--paper&#xa0;: «&#xa0;%1&#xa0;» n’est pas un format de papier (a4, letter)</translation>
    </message>
    <message>
        <source>report: give the PDF to write with -o OUT.pdf</source>
        <translation>report&#xa0;: indiquez le PDF à écrire avec -o SORTIE.pdf</translation>
    </message>
    <message>
        <source>report: give at least one scenario file</source>
        <translation>report&#xa0;: donnez au moins un fichier de scénario</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%Ln page(s)).</source>
        <translation>
            <numerusform>%1 écrit (%Ln page).</numerusform>
            <numerusform>%1 écrit (%Ln pages).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost report written to %1 (%Ln page(s), %2 ms).</source>
        <translation>
            <numerusform>Rapport de coûts écrit dans %1 (%Ln page, %2&#xa0;ms).</numerusform>
            <numerusform>Rapport de coûts écrit dans %1 (%Ln pages, %2&#xa0;ms).</numerusform>
        </translation>
    </message>
    <message>
        <source>could not write the demo report:%1</source>
        <translation>impossible d’écrire le rapport de démonstration&#xa0;:%1</translation>
    </message>
    <message>
        <source>Sources that disagree on the same day (the later feed in the list is used):</source>
        <translation>Sources en désaccord le même jour (le flux placé plus bas dans la liste est retenu)&#xa0;:</translation>
    </message>
    <message>
        <source>used:    %1, observed %2 (%3)</source>
        <translation>retenu&#xa0;:  %1, relevé le %2 (%3)</translation>
    </message>
    <message>
        <source>ignored: %1, observed %2 (%3)</source>
        <translation>écarté&#xa0;:  %1, relevé le %2 (%3)</translation>
    </message>
    <message>
        <source>Feed %1 has no copy here yet: run &quot;kova-planner catalog update&quot;.</source>
        <translation>Le flux %1 n’a pas encore de copie ici&#xa0;: lancez «&#xa0;kova-planner catalog update&#xa0;».</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>new offer %1</source>
        <translation>nouvelle offre %1</translation>
    </message>
    <message>
        <source>offer %1 withdrawn</source>
        <translation>offre %1 retirée</translation>
    </message>
    <message>
        <source>%1, %2: %3 → %4</source>
        <translation>%1, %2&#xa0;: %3 → %4</translation>
    </message>
    <message>
        <source>No feed to update: the embedded catalogue is in use. Add one with &quot;kova-planner catalog feeds add URL&quot;.</source>
        <translation>Aucun flux à mettre à jour&#xa0;: le catalogue intégré est utilisé. Ajoutez-en un avec «&#xa0;kova-planner catalog feeds add URL&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>updated   %1: %Ln offer(s)</source>
        <translation>
            <numerusform>à jour    %1&#xa0;: %Ln offre</numerusform>
            <numerusform>à jour    %1&#xa0;: %Ln offres</numerusform>
        </translation>
    </message>
    <message>
        <source>no change in the offers</source>
        <translation>aucun changement dans les offres</translation>
    </message>
    <message>
        <source>unchanged %1 (not modified since the last update)</source>
        <translation>inchangé  %1 (non modifié depuis la dernière mise à jour)</translation>
    </message>
    <message>
        <source>failed    %1</source>
        <translation>échec     %1</translation>
    </message>
    <message>
        <source>(not in your feed list, so not in use: &quot;kova-planner catalog feeds add %1&quot;)</source>
        <translation>(absent de votre liste de flux, donc non utilisé&#xa0;: «&#xa0;kova-planner catalog feeds add %1&#xa0;»)</translation>
    </message>
    <message>
        <source>No feed: only the embedded catalogue is in use.</source>
        <translation>Aucun flux&#xa0;: seul le catalogue intégré est utilisé.</translation>
    </message>
    <message>
        <source>added %1; run &quot;kova-planner catalog update&quot; to fetch it</source>
        <translation>%1 ajouté&#x202f;; lancez «&#xa0;kova-planner catalog update&#xa0;» pour le récupérer</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>%1 retiré</translation>
    </message>
    <message>
        <source>catalog history: give one offer id</source>
        <translation>catalog history&#xa0;: donnez un identifiant d’offre</translation>
    </message>
    <message>
        <source>catalog history: unknown offer &quot;%1&quot;</source>
        <translation>catalog history&#xa0;: offre «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message numerus="yes">
        <source>%1 — price observed %2 (%Ln day(s) ago)</source>
        <translation>
            <numerusform>%1 — prix relevé le %2 (il y a %Ln jour)</numerusform>
            <numerusform>%1 — prix relevé le %2 (il y a %Ln jours)</numerusform>
        </translation>
    </message>
    <message>
        <source>catalog: unknown action &quot;%1&quot; (update, feeds, history)</source>
        <translation>catalog&#xa0;: action «&#xa0;%1&#xa0;» inconnue (update, feeds, history)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number above 0 and at most %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un nombre supérieur à 0 et d’au plus %3</translation>
    </message>
    <message>
        <source>Display currency: %1</source>
        <translation>Devise d’affichage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Exchange rate: %1</source>
        <translation>Taux de change&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reference rates from: %1</source>
        <translation>Taux de référence de&#xa0;: %1</translation>
    </message>
    <message>
        <source>Totals in %1:</source>
        <translation>Totaux en %1&#xa0;:</translation>
    </message>
    <message>
        <source>rates display: &quot;%1&quot; is not USD or EUR</source>
        <translation>rates display&#xa0;: «&#xa0;%1&#xa0;» n’est ni USD ni EUR</translation>
    </message>
    <message>
        <source>report: this process cannot draw (no QGuiApplication)</source>
        <translation>report&#xa0;: ce processus ne peut pas dessiner (pas de QGuiApplication)</translation>
    </message>
    <message>
        <source>demo: this process cannot draw the report (no QGuiApplication)</source>
        <translation>demo&#xa0;: ce processus ne peut pas dessiner le rapport (pas de QGuiApplication)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of runs (1 to %2)</source>
        <translation>«&#x202f;%1&#x202f;» n’est pas un nombre de simulations (1 à %2)</translation>
    </message>
    <message>
        <source>Simulate the chosen mode RUNS times (P50, P90).</source>
        <translation>Simuler RUNS fois le mode choisi (P50, P90).</translation>
    </message>
    <message>
        <source>Spot replay over %1 at a bid of %2 per GPU-hour: </source>
        <translation>Rejeu spot sur %1 avec une enchère de %2 par GPU-heure&#xa0;: </translation>
    </message>
    <message>
        <source>finished in %1, %2 interruption(s), GPU cost %3
</source>
        <translation>terminé en %1, %2 interruption(s), coût GPU %3
</translation>
    </message>
    <message>
        <source>not finished when the trace ends (%1 of %2 done), %3 interruption(s), GPU cost %4
</source>
        <translation>non terminé à la fin de la trace (%1 sur %2 effectués), %3 interruption(s), coût GPU %4
</translation>
    </message>
    <message>
        <source>Monte Carlo, %1 runs (%2): wall-clock mean %3, P50 %4, P90 %5; cost mean %6, P50 %7, P90 %8
</source>
        <translation>Monte Carlo, %1 simulations (%2)&#xa0;: temps réel moyen %3, P50 %4, P90 %5&#x202f;; coût moyen %6, P50 %7, P90 %8
</translation>
    </message>
    <message>
        <source>Language of the output: fr or en (default: the system&apos;s).</source>
        <translation>Langue de la sortie&#xa0;: fr ou en (par défaut&#xa0;: celle du système).</translation>
    </message>
    <message>
        <source>The file to write: .xlsx (formulas) or .csv (one row per cost line).</source>
        <translation>Le fichier à écrire&#xa0;: .xlsx (avec formules) ou .csv (une ligne par poste de coût).</translation>
    </message>
    <message>
        <source>Language of the labels and amounts: fr or en (default: the system&apos;s).</source>
        <translation>Langue des libellés et des montants&#xa0;: fr ou en (par défaut&#xa0;: celle du système).</translation>
    </message>
    <message>
        <source>export: give the file to write with -o OUT.xlsx or -o OUT.csv</source>
        <translation>export&#xa0;: donnez le fichier à écrire avec -o SORTIE.xlsx ou -o SORTIE.csv</translation>
    </message>
    <message>
        <source>export: &quot;%1&quot; must end in .xlsx or .csv</source>
        <translation>export&#xa0;: «&#x202f;%1&#x202f;» doit se terminer par .xlsx ou .csv</translation>
    </message>
    <message>
        <source>export: give at least one scenario file</source>
        <translation>export&#xa0;: donnez au moins un fichier de scénario</translation>
    </message>
    <message>
        <source>export: the output %1 is one of the scenario files; nothing was written</source>
        <translation>export&#xa0;: la sortie %1 est l’un des fichiers de scénario&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 écrit.</translation>
    </message>
    <message>
        <source>Language of the report: fr or en (default: the system&apos;s).</source>
        <translation>Langue du rapport&#xa0;: fr ou en (par défaut&#xa0;: celle du système).</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one last chosen in the window, else the locale&apos;s: Letter in the US and Canada, A4 elsewhere).</source>
        <translation>Format du papier&#xa0;: a4 ou letter (par défaut&#xa0;: le dernier choisi dans la fenêtre, sinon celui de la région&#xa0;: Letter aux États-Unis et au Canada, A4 ailleurs).</translation>
    </message>
    <message>
        <source>report: the output %1 is one of the scenario files; nothing was written</source>
        <translation>report&#xa0;: la sortie %1 est l’un des fichiers de scénario&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>There is no price history to move aside (%1).</source>
        <translation>Il n’y a pas d’historique des prix à mettre de côté (%1).</translation>
    </message>
    <message>
        <source>The price history was moved aside to %1; a new one starts now.</source>
        <translation>L’historique des prix a été mis de côté sous %1&#x202f;; un nouveau commence maintenant.</translation>
    </message>
    <message>
        <source>With history: move a damaged price history aside and start a new one.</source>
        <translation>Avec history&#xa0;: met de côté un historique des prix endommagé et en commence un nouveau.</translation>
    </message>
    <message>
        <source>the spot replay over %1 stopped after %2 steps, its budget: a checkpoint every %3 min over %4 h of trace is too fine to replay; lengthen the checkpoint interval</source>
        <translation>le rejeu spot sur %1 s’est arrêté après %2 étapes, son budget&#xa0;: un checkpoint toutes les %3&#xa0;min sur %4&#xa0;h de trace est trop fin pour être rejoué&#x202f;; allongez l’intervalle de checkpoint</translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s) of %1 match.</source>
        <translation>
            <numerusform>%Ln offre sur %1 correspond.</numerusform>
            <numerusform>%Ln offres sur %1 correspondent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added %Ln default feed(s) (SkyPilot catalogues); run &quot;kova-planner catalog update&quot; to fetch them</source>
        <translation>
            <numerusform>%Ln flux par défaut ajouté (catalogue SkyPilot)&#xa0;; lancez «&#xa0;kova-planner catalog update&#xa0;» pour le récupérer</numerusform>
            <numerusform>%Ln flux par défaut ajoutés (catalogues SkyPilot)&#xa0;; lancez «&#xa0;kova-planner catalog update&#xa0;» pour les récupérer</numerusform>
        </translation>
    </message>
    <message>
        <source>catalog feeds: expected &quot;list&quot;, &quot;add URL&quot;, &quot;add-defaults&quot; or &quot;remove URL&quot;</source>
        <translation>catalog feeds&#xa0;: «&#xa0;list&#xa0;», «&#xa0;add URL&#xa0;», «&#xa0;add-defaults&#xa0;» ou «&#xa0;remove URL&#xa0;» attendu</translation>
    </message>
    <message>
        <source>List only the offers of this GPU model (its id or part of its name, e.g. h100 or h100-sxm).</source>
        <translation>Ne lister que les offres de ce modèle de GPU (son identifiant ou une partie de son nom, par exemple h100 ou h100-sxm).</translation>
    </message>
    <message>
        <source>List only the offers of this provider (part of its name).</source>
        <translation>Ne lister que les offres de ce fournisseur (une partie de son nom).</translation>
    </message>
    <message>
        <source>List only the offers in this region (part of its name).</source>
        <translation>Ne lister que les offres de cette région (une partie de son nom).</translation>
    </message>
    <message>
        <source>none (list the offers in use), update [URL...], feeds list|add URL|add-defaults|remove URL, history OFFER | --reset</source>
        <translation>rien (liste des offres utilisées), update [URL...], feeds list|add URL|add-defaults|remove URL, history OFFRE | --reset</translation>
    </message>
    <message>
        <source>estimate, plan, catalog, report, export, program, rates or demo; none opens the window</source>
        <translation>estimate, plan, catalog, report, export, program, rates ou demo&#x202f;; sans commande, la fenêtre s’ouvre</translation>
    </message>
    <message>
        <source>Scenario files; several make one comparison. Or one program file.</source>
        <translation>Fichiers de scénario&#x202f;; plusieurs donnent une comparaison. Ou un fichier de programme.</translation>
    </message>
    <message>
        <source>export: a program file is exported alone; nothing was written</source>
        <translation>export&#xa0;: un fichier de programme s’exporte seul&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>FILE.kova-program.json</source>
        <translation>FICHIER.kova-program.json</translation>
    </message>
    <message>
        <source>program: give exactly one program file</source>
        <translation>program&#xa0;: donnez exactement un fichier de programme</translation>
    </message>
    <message>
        <source>Plans within PERCENT of the best count as equal; of those, whole nodes and the fewest GPUs win (default: the window&apos;s setting, else 2).</source>
        <translation>Les plans à moins de PERCENT&#xa0;% du meilleur comptent comme égaux&#x202f;; parmi eux, les nœuds entiers puis le moins de GPU l’emportent (par défaut&#xa0;: le réglage de la fenêtre, sinon 2).</translation>
    </message>
    <message>
        <source>--tolerance: &quot;%1&quot; is not a percentage from 0 to %2</source>
        <translation>--tolerance&#xa0;: «&#xa0;%1&#xa0;» n’est pas un pourcentage de 0 à %2</translation>
    </message>
    <message>
        <source>Scenario files; several make one comparison report. Or one program file (*.kova-program.json): the program report for finance.</source>
        <translation>Fichiers de scénario&#x202f;; plusieurs donnent un rapport comparatif. Ou un fichier de programme (*.kova-program.json)&#xa0;: le rapport de programme pour la comptabilité.</translation>
    </message>
    <message>
        <source>report: give one program file alone (a program is not compared with other files)</source>
        <translation>report&#xa0;: donnez un fichier de programme seul (un programme ne se compare pas à d’autres fichiers)</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; the commands are %2 (see --help)</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;»&#x202f;; les commandes sont %2 (voir --help)</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: did you mean %2? The commands are %3 (see --help)</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;»&#xa0;: vouliez-vous dire %2&#x202f;? Les commandes sont %3 (voir --help)</translation>
    </message>
    <message>
        <source>no command, and no display to open the window on; the commands are %1 (see --help)</source>
        <translation>aucune commande, et aucun affichage où ouvrir la fenêtre&#x202f;; les commandes sont %1 (voir --help)</translation>
    </message>
    <message>
        <source>Did you mean --%1?</source>
        <comment>after an unknown option of the command line</comment>
        <translation>Vouliez-vous dire --%1&#x202f;?</translation>
    </message>
    <message>
        <source>Exchange rate: none yet (&quot;kova-planner rates update&quot;, or &quot;rates set RATE&quot; with RATE the euros one US dollar buys, e.g. 0.92)</source>
        <translation>Taux de change&#xa0;: aucun pour l’instant («&#xa0;kova-planner rates update&#xa0;», ou «&#xa0;rates set TAUX&#xa0;» avec TAUX les euros qu’achète un dollar US, par exemple 0,92)</translation>
    </message>
    <message>
        <source>rates set: expected RATE, the euros one US dollar buys (e.g. 0.92), or USD-per-EUR RATE, the dollars one euro buys</source>
        <translation>rates set&#xa0;: TAUX attendu, les euros qu’achète un dollar US (par exemple 0,92), ou USD-per-EUR TAUX, les dollars qu’achète un euro</translation>
    </message>
    <message>
        <source>show, update [URL], set RATE (the euros one US dollar buys, e.g. 0.92), display USD|EUR, source URL</source>
        <translation>show, update [URL], set TAUX (les euros qu’achète un dollar US, par exemple 0,92), display USD|EUR, source URL</translation>
    </message>
    <message>
        <source>rates: expected show, update [URL], set RATE (the euros one US dollar buys), display USD|EUR or source URL</source>
        <translation>rates&#xa0;: show, update [URL], set TAUX (les euros qu’achète un dollar US), display USD|EUR ou source URL attendu</translation>
    </message>
    <message>
        <source>Plans the rental of GPU clusters for training large language models.

Commands (no display needed):
  estimate FILE [--json] [--monte-carlo RUNS]     cost of a scenario, line by line, per purchase mode
  plan FILE --deadline-hours H | --budget B [--tolerance PERCENT] [--json]
                                                  the plan a buyer would accept across the catalogue
  catalog [--gpu M] [--provider P] [--region R] [--json]  offers in use with tiers, sources, dates, feeds
  catalog update [URL...] | feeds list|add URL|add-defaults|remove URL   update or manage the feeds
  catalog history OFFER | history --reset         prices seen; move a damaged history aside
  rates [update [URL] | set RATE | display USD|EUR]  the exchange rate for amounts; RATE: the euros one
                                                  US dollar buys (e.g. 0.92)
  report FILE [MORE...] -o OUT.pdf [--paper a4|letter]  PDF cost report; several files compare;
                                                  a PROGRAM.kova-program.json: the program report
  export FILE [MORE...] -o OUT.xlsx|OUT.csv       the bill for finance: XLSX with formulas, or CSV
  program FILE.kova-program.json [--json]         a year of runs: rent, reserve or own, side by side
  demo                                            estimate the default scenario, write its report

Every command takes --lang fr|en, anywhere on the line (default: the system&apos;s language). Without a
command the planner window opens.</source>
        <translation>Planifie la location de clusters de GPU pour entraîner de grands modèles de langage.

Commandes (sans affichage)&#xa0;:
  estimate FICHIER [--json] [--monte-carlo RUNS]  coût d’un scénario, ligne par ligne, par mode d’achat
  plan FICHIER --deadline-hours H | --budget B [--tolerance POURCENT] [--json]
                                                  le plan qu’un acheteur retiendrait dans tout le catalogue
  catalog [--gpu M] [--provider P] [--region R] [--json]  offres utilisées, avec paliers, sources, dates, flux
  catalog update [URL...] | feeds list|add URL|add-defaults|remove URL   mettre à jour ou gérer les flux
  catalog history OFFRE | history --reset         prix relevés&#x202f;; mettre de côté un historique endommagé
  rates [update [URL] | set TAUX | display USD|EUR]  le taux de change des montants&#x202f;; TAUX&#xa0;: les euros
                                                  qu’achète un dollar US (par exemple 0,92)
  report FICHIER [AUTRES...] -o SORTIE.pdf [--paper a4|letter]  rapport de coûts PDF&#x202f;; plusieurs fichiers se comparent&#x202f;;
                                                  un PROGRAMME.kova-program.json&#xa0;: le rapport de programme
  export FICHIER [AUTRES...] -o SORTIE.xlsx|SORTIE.csv  la facture pour la comptabilité&#xa0;: XLSX avec formules, ou CSV
  program FICHIER.kova-program.json [--json]      une année de runs&#xa0;: louer, réserver ou posséder, côte à côte
  demo                                            estimer le scénario par défaut, écrire son rapport

Chaque commande accepte --lang fr|en, n’importe où sur la ligne (par défaut&#xa0;: la langue du système). Sans
commande, la fenêtre du planificateur s’ouvre.</translation>
    </message>
    <message>
        <source>%1; the prices will be recorded by the next update</source>
        <translation>%1&#x202f;; les prix seront enregistrés à la prochaine mise à jour</translation>
    </message>
    <message>
        <source>%1: the output %2 is %3, which %4 reads; nothing was written</source>
        <translation>%1&#xa0;: la sortie %2 est %3, que lit %4&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>List the offers as a compact table sorted by KEY: %1.</source>
        <translation>Lister les offres en tableau compact trié selon KEY&#xa0;: %1.</translation>
    </message>
    <message>
        <source>List only the first N rows of the compact table.</source>
        <translation>Ne lister que les N premières lignes du tableau compact.</translation>
    </message>
    <message>
        <source>Add to the compact table the scenario&apos;s total at each offer (on demand where its mode is not sold).</source>
        <translation>Ajouter au tableau compact le total du scénario à chaque offre (à la demande là où son mode n’est pas vendu).</translation>
    </message>
    <message>
        <source>--sort: &quot;%1&quot; is not one of %2</source>
        <translation>--sort&#xa0;: «&#xa0;%1&#xa0;» n’est pas l’un de %2</translation>
    </message>
    <message>
        <source>--top: &quot;%1&quot; is not a whole number above 0</source>
        <translation>--top&#xa0;: «&#xa0;%1&#xa0;» n’est pas un nombre entier supérieur à 0</translation>
    </message>
    <message>
        <source>no offer of the catalogue is from &quot;%1&quot;; the providers are: %2</source>
        <translation>aucune offre du catalogue ne vient de «&#xa0;%1&#xa0;»&#xa0;; les fournisseurs sont&#xa0;: %2</translation>
    </message>
    <message>
        <source>plan: give --all-providers without --provider or --exclude-provider</source>
        <translation>plan&#xa0;: donnez --all-providers sans --provider ni --exclude-provider</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not yes or no</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni yes ni no</translation>
    </message>
    <message>
        <source>Plan on this provider&apos;s offers only; repeat for several (remembered for the next plans).</source>
        <translation>Planifier sur les offres de ce fournisseur seulement&#xa0;; à répéter pour plusieurs (retenu pour les plans suivants).</translation>
    </message>
    <message>
        <source>Leave this provider&apos;s offers out; repeat for several (remembered for the next plans).</source>
        <translation>Exclure les offres de ce fournisseur&#xa0;; à répéter pour plusieurs (retenu pour les plans suivants).</translation>
    </message>
    <message>
        <source>Forget the remembered providers: plan on the whole market.</source>
        <translation>Oublier les fournisseurs retenus&#xa0;: planifier sur tout le marché.</translation>
    </message>
    <message>
        <source>yes: also show multi-node plans on offers whose cluster network no source states, flagged; no: leave them out (remembered; default: no).</source>
        <translation>yes&#xa0;: montrer aussi, signalés, les plans sur plusieurs nœuds d’offres dont aucune source n’indique le réseau de cluster&#xa0;; no&#xa0;: les exclure (retenu&#xa0;; par défaut&#xa0;: no).</translation>
    </message>
</context>
<context>
    <name>Kova::ComparisonChart</name>
    <message>
        <source>Total against time</source>
        <extracomment>The comparison&apos;s chart: each open scenario&apos;s total cost against its wall-clock time, one point per GPU count.</extracomment>
        <translation>Total selon le temps</translation>
    </message>
    <message>
        <source>Wall-clock (h, log)</source>
        <translation>Temps réel (h, log)</translation>
    </message>
    <message>
        <source>Total (%1, log)</source>
        <translation>Total (%1, log)</translation>
    </message>
    <message>
        <source>Total against time across GPU counts</source>
        <translation>Total selon le temps, par nombre de GPU</translation>
    </message>
    <message>
        <source>Open scenarios: total against wall-clock time across GPU counts</source>
        <translation>Scénarios ouverts&#xa0;: total selon le temps réel, par nombre de GPU</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Front de Pareto</translation>
    </message>
    <message>
        <source>Current plan</source>
        <translation>Plan actuel</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s), %1: %2 in %3</source>
        <translation>
            <numerusform>%Ln GPU, %1&#xa0;: %2 en %3</numerusform>
            <numerusform>%Ln GPU, %1&#xa0;: %2 en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, current plan: %2</source>
        <translation>%1, plan actuel&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kova::ComparisonModel</name>
    <message>
        <source>not offered</source>
        <translation>non proposé</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offre</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Wall-clock</source>
        <translation>Temps réel</translation>
    </message>
</context>
<context>
    <name>Kova::ComparisonPanel</name>
    <message>
        <source>Open scenarios compared</source>
        <translation>Scénarios ouverts comparés</translation>
    </message>
    <message>
        <source>Bills and Charts Side by Side…</source>
        <translation>Factures et graphiques côte à côte…</translation>
    </message>
    <message>
        <source>Each open scenario&apos;s cost per purchase mode and itemised bill, side by side, in a window of their own</source>
        <translation>Le coût par mode d’achat et la facture détaillée de chaque scénario ouvert, côte à côte, dans une fenêtre à part</translation>
    </message>
</context>
<context>
    <name>Kova::Conversion</name>
    <message>
        <source>%1 %2</source>
        <comment>a purchase mode and its total converted: on demand €452.23</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>In %1 at %2: %3.</source>
        <comment>totals converted: currency, exchange rate with its date, totals</comment>
        <translation>En %1 au taux de %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separates the converted totals of two purchase modes</comment>
        <translation>&#x202f;; </translation>
    </message>
</context>
<context>
    <name>Kova::CostLine</name>
    <message>
        <source>Checkpoint volume %1 GB</source>
        <comment>storage volume holding checkpoints</comment>
        <extracomment>The storage volume (disk) that holds the checkpoints; %1 is its size.</extracomment>
        <translation>Volume de checkpoint %1&#xa0;Go</translation>
    </message>
    <message>
        <source>Dataset import %1 GB</source>
        <translation>Import du dataset %1&#xa0;Go</translation>
    </message>
    <message>
        <source>Egress %1 GB</source>
        <translation>Egress %1&#xa0;Go</translation>
    </message>
    <message>
        <source>Interruption overhead (expected)</source>
        <translation>Surcoût des interruptions (attendu)</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>Phase&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kova::CostPanel</name>
    <message>
        <source>Run summary</source>
        <translation>Résumé du run</translation>
    </message>
    <message>
        <source>Line items per purchase mode</source>
        <translation>Lignes de coût par mode d’achat</translation>
    </message>
    <message>
        <source>&lt;b&gt;Warnings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Avertissements&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Activate a warning to go to the input it concerns</source>
        <translation>Activez un avertissement pour aller au champ qu’il concerne</translation>
    </message>
    <message>
        <source>Go to the input: %1</source>
        <translation>Aller au champ&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Warnings&lt;/b&gt;: none</source>
        <translation>&lt;b&gt;Avertissements&lt;/b&gt;&#xa0;: aucun</translation>
    </message>
    <message>
        <source>&lt;b&gt;Warnings&lt;/b&gt; (%1)</source>
        <translation>&lt;b&gt;Avertissements&lt;/b&gt; (%1)</translation>
    </message>
    <message>
        <source>%1 GPU-hours, %2 wall-clock without interruptions; %3 per GPU (fits).</source>
        <translation>%1 GPU-heures, %2 de temps réel sans interruption&#x202f;; %3 par GPU (tient).</translation>
    </message>
    <message>
        <source>%1 GPU-hours, %2 wall-clock without interruptions; %3 per GPU (does not fit).</source>
        <translation>%1 GPU-heures, %2 de temps réel sans interruption&#x202f;; %3 par GPU (ne tient pas).</translation>
    </message>
    <message>
        <source>Totals in the display currency</source>
        <translation>Totaux dans la devise d’affichage</translation>
    </message>
    <message>
        <source>Likely %1 to %2 billion tokens in that time (P10–P90).</source>
        <translation>Probablement de %1 à %2 milliards de tokens dans ce temps (P10–P90).</translation>
    </message>
    <message>
        <source>Likely %1 to %2 GPU-hours (P10–P90).</source>
        <translation>Probablement de %1 à %2 GPU-heures (P10–P90).</translation>
    </message>
</context>
<context>
    <name>Kova::Csv</name>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>the file is %1 MB, more than the %2 MB a catalogue may have</source>
        <translation>le fichier fait %1&#xa0;Mo, plus que les %2&#xa0;Mo permis pour un catalogue</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>le texte n’est pas en UTF-8</translation>
    </message>
    <message>
        <source>a quoted field is never closed: the file is truncated</source>
        <translation>un champ entre guillemets n’est jamais fermé&#xa0;: le fichier est tronqué</translation>
    </message>
    <message>
        <source>text after a closing quote</source>
        <translation>du texte après un guillemet fermant</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field</source>
        <translation>un guillemet dans un champ sans guillemets</translation>
    </message>
    <message>
        <source>a carriage return inside a line</source>
        <translation>un retour chariot au milieu d’une ligne</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
</context>
<context>
    <name>Kova::Energy</name>
    <message>
        <source>Energy (not a cost)</source>
        <translation>Énergie (hors coût)</translation>
    </message>
    <message>
        <source>Carbon (not a cost)</source>
        <translation>Carbone (hors coût)</translation>
    </message>
    <message>
        <source>world average</source>
        <translation>moyenne mondiale</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>États-Unis</translation>
    </message>
    <message>
        <source>European Union</source>
        <translation>Union européenne</translation>
    </message>
</context>
<context>
    <name>Kova::Estimate</name>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>offre «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>offer &quot;%1&quot; names an unknown GPU</source>
        <translation>l’offre «&#xa0;%1&#xa0;» nomme un GPU inconnu</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU is above the %2&apos;s dense %3 peak of %4 TFLOP/s</source>
        <translation>%1&#xa0;TFLOP/s par GPU, c’est plus que la crête dense %3 de la %2, %4&#xa0;TFLOP/s</translation>
    </message>
    <message>
        <source>with an interruption every %1 h on average, a restart of %2 min and a checkpoint every %3 min, the run would never finish (its expected wall-clock is over %4 h); lengthen interruptions.mtbi_hours or shorten interruptions.restart_min</source>
        <translation>avec une interruption toutes les %1&#xa0;h en moyenne, un redémarrage de %2&#xa0;min et un checkpoint toutes les %3&#xa0;min, l’entraînement ne finirait jamais (sa durée attendue dépasse %4&#xa0;h)&#x202f;; allongez interruptions.mtbi_hours ou raccourcissez interruptions.restart_min</translation>
    </message>
</context>
<context>
    <name>Kova::ExchangeRate</name>
    <message>
        <source>not the European Central Bank&apos;s reference rates (expected gesmes:Envelope)</source>
        <translation>ce ne sont pas les taux de référence de la Banque centrale européenne (gesmes:Envelope attendu)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une date (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a positive number</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre positif</translation>
    </message>
    <message>
        <source>invalid XML at line %1, column %2: %3</source>
        <translation>XML invalide à la ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>empty document</source>
        <translation>document vide</translation>
    </message>
    <message>
        <source>missing: the date of the rates</source>
        <translation>absent&#xa0;: la date des taux</translation>
    </message>
    <message>
        <source>no rate for %1</source>
        <translation>aucun taux pour %1</translation>
    </message>
    <message>
        <source>a rate links two of %1</source>
        <translation>un taux relie deux devises parmi %1</translation>
    </message>
    <message>
        <source>the rate must be a positive number</source>
        <translation>le taux doit être un nombre positif</translation>
    </message>
    <message>
        <source>unexpected 304</source>
        <translation>304 inattendu</translation>
    </message>
    <message>
        <source>%1 is not a plausible rate (expected %2 to %3)</source>
        <translation>%1 n’est pas un taux plausible (attendu&#xa0;: de %2 à %3)</translation>
    </message>
    <message>
        <source>%1 is in the future; the ECB cannot have published these rates yet</source>
        <translation>%1 est dans le futur&#x202f;; la BCE ne peut pas encore avoir publié ces taux</translation>
    </message>
    <message>
        <source>a second rate for %1: expected the daily document, one rate per currency</source>
        <translation>un second taux pour %1&#xa0;: le document quotidien était attendu, un taux par devise</translation>
    </message>
</context>
<context>
    <name>Kova::FeedCache</name>
    <message>
        <source>ignoring the cached copy of %1 (%2): %3</source>
        <translation>copie en cache de %1 ignorée (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>not a readable cache file</source>
        <translation>fichier de cache illisible</translation>
    </message>
    <message>
        <source>unknown cache format</source>
        <translation>format de cache inconnu</translation>
    </message>
    <message>
        <source>the file belongs to another feed</source>
        <translation>le fichier appartient à un autre flux</translation>
    </message>
    <message>
        <source>the copy has %1 bytes where %2 were written</source>
        <translation>la copie a %1&#xa0;octets là où %2 ont été écrits</translation>
    </message>
    <message>
        <source>cannot create the cache folder %1</source>
        <translation>impossible de créer le dossier de cache %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kova::FeedDocument</name>
    <message>
        <source>the server sent an HTML page, not a catalogue (Kova&apos;s JSON or a SkyPilot vms.csv)</source>
        <translation>le serveur a envoyé une page HTML, pas un catalogue (le JSON de Kova ou un vms.csv de SkyPilot)</translation>
    </message>
    <message>
        <source>neither a Kova catalogue (JSON) nor a SkyPilot vms.csv (its header names InstanceType and AcceleratorName)</source>
        <translation>ni un catalogue Kova (JSON), ni un vms.csv de SkyPilot (son en-tête nomme InstanceType et AcceleratorName)</translation>
    </message>
</context>
<context>
    <name>Kova::FeedList</name>
    <message>
        <source>%1 is already in the list of feeds</source>
        <translation>%1 est déjà dans la liste des flux</translation>
    </message>
    <message>
        <source>%1 is not in the list of feeds</source>
        <translation>%1 n’est pas dans la liste des flux</translation>
    </message>
</context>
<context>
    <name>Kova::FeedUpdater</name>
    <message>
        <source>the server answered 304 Not Modified but no copy of this feed is kept here</source>
        <translation>le serveur a répondu 304 Not Modified, mais aucune copie de ce flux n’est gardée ici</translation>
    </message>
    <message>
        <source>downloaded but not saved: %1</source>
        <translation>téléchargé mais non enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kova::FeedUrl</name>
    <message>
        <source>not a valid web address (expected https://host/path)</source>
        <translation>adresse web invalide (https://hôte/chemin attendu)</translation>
    </message>
    <message>
        <source>plain HTTP is allowed only on this computer (localhost); use HTTPS</source>
        <translation>le HTTP simple n’est permis que sur cet ordinateur (localhost)&#x202f;; utilisez HTTPS</translation>
    </message>
    <message>
        <source>the &quot;%1&quot; scheme is not allowed; use HTTPS</source>
        <translation>le schéma «&#xa0;%1&#xa0;» n’est pas permis&#x202f;; utilisez HTTPS</translation>
    </message>
    <message>
        <source>refused a redirect from HTTPS to the less safe %1</source>
        <translation>redirection de HTTPS vers %1, moins sûr, refusée</translation>
    </message>
    <message>
        <source>refused a redirect to %1: %2</source>
        <translation>redirection vers %1 refusée&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kova::FeedsDialog</name>
    <message>
        <source>Catalogue Feeds and Currency</source>
        <translation>Flux du catalogue et devise</translation>
    </message>
    <message>
        <source>%1 of %2 feeds, %3 received</source>
        <translation>%1 flux sur %2, %3 reçus</translation>
    </message>
    <message>
        <source>The exchange rate was not updated: %1</source>
        <translation>Le taux de change n’a pas été mis à jour&#xa0;: %1</translation>
    </message>
    <message>
        <source>Exchange rate updated: %1</source>
        <translation>Taux de change mis à jour&#xa0;: %1</translation>
    </message>
    <message>
        <source>Catalogue feeds</source>
        <translation>Flux du catalogue</translation>
    </message>
    <message>
        <source>The embedded catalogue is always used. Feeds you add here are laid over it: when two sources disagree on an offer, the newer observation wins.</source>
        <translation>Le catalogue intégré est toujours utilisé. Les flux ajoutés ici s’y superposent&#xa0;: quand deux sources divergent sur une offre, le relevé le plus récent l’emporte.</translation>
    </message>
    <message>
        <source>https://example.com/kova-catalogue.json</source>
        <translation>https://example.com/kova-catalogue.json</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>&amp;Update Now</source>
        <translation>&amp;Mettre à jour</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>What the last update changed, and what failed, appears here.</source>
        <translation>Ce que la dernière mise à jour a changé, et ce qui a échoué, s’affiche ici.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>US dollar (USD), the catalogue&apos;s</source>
        <translation>Dollar US (USD), celle du catalogue</translation>
    </message>
    <message>
        <source>Euro (EUR), converted</source>
        <translation>Euro (EUR), converti</translation>
    </message>
    <message>
        <source>Show amounts in:</source>
        <translation>Afficher les montants en&#xa0;:</translation>
    </message>
    <message>
        <source>Exchange rate:</source>
        <translation>Taux de change&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no exchange rate typed</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source> € per $</source>
        <translation> € pour 1 $</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>Update from the &amp;ECB</source>
        <translation>Mettre à jour depuis la &amp;BCE</translation>
    </message>
    <message>
        <source>Rate typed by hand:</source>
        <translation>Taux saisi à la main&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s), fetched %1</source>
        <translation>
            <numerusform>%Ln offre, récupérée le %1</numerusform>
            <numerusform>%Ln offres, récupérées le %1</numerusform>
        </translation>
    </message>
    <message>
        <source>not fetched yet</source>
        <translation>pas encore récupéré</translation>
    </message>
    <message>
        <source>Added %1. Press Update Now to fetch it.</source>
        <translation>%1 ajouté. Cliquez sur Mettre à jour pour le récupérer.</translation>
    </message>
    <message>
        <source>Removed %1; its offers are no longer used.</source>
        <translation>%1 retiré&#x202f;; ses offres ne sont plus utilisées.</translation>
    </message>
    <message>
        <source>There is no feed to update: only the embedded catalogue is in use.</source>
        <translation>Aucun flux à mettre à jour&#xa0;: seul le catalogue intégré est utilisé.</translation>
    </message>
    <message numerus="yes">
        <source>Updating %Ln feed(s)…</source>
        <translation>
            <numerusform>Mise à jour de %Ln flux…</numerusform>
            <numerusform>Mise à jour de %Ln flux…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated %1: %Ln change(s) in the offers.</source>
        <translation>
            <numerusform>%1 mis à jour&#xa0;: %Ln changement dans les offres.</numerusform>
            <numerusform>%1 mis à jour&#xa0;: %Ln changements dans les offres.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not changed since the last update.</source>
        <translation>%1 n’a pas changé depuis la dernière mise à jour.</translation>
    </message>
    <message>
        <source>Not updated, the last good copy stays in use: %1</source>
        <translation>Non mis à jour, la dernière copie valide reste utilisée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sources disagree on %1: using %2 observed %3 (%4) rather than %5 observed %6 (%7).</source>
        <translation>Les sources divergent sur %1&#xa0;: %2 relevé le %3 (%4) est retenu plutôt que %5 relevé le %6 (%7).</translation>
    </message>
    <message>
        <source>none yet: update it from the ECB or type one</source>
        <translation>aucun pour l’instant&#xa0;: mettez-le à jour depuis la BCE ou saisissez-en un</translation>
    </message>
    <message>
        <source>Type how many euros one US dollar buys, then press Set.</source>
        <translation>Saisissez combien d’euros vaut un dollar US, puis cliquez sur Appliquer.</translation>
    </message>
    <message>
        <source>The damaged price history was moved aside to %1.</source>
        <translation>L’historique des prix endommagé a été mis de côté sous %1.</translation>
    </message>
    <message>
        <source>Damaged price history</source>
        <translation>Historique des prix endommagé</translation>
    </message>
    <message>
        <source>The price history cannot be read: it is damaged. Move it aside and start a new one? The catalogue and your feeds are kept; only the past prices are set apart.</source>
        <translation>L’historique des prix est illisible&#xa0;: il est endommagé. Le mettre de côté et en commencer un nouveau&#x202f;? Le catalogue et vos flux sont conservés&#x202f;; seuls les prix passés sont mis à part.</translation>
    </message>
    <message>
        <source>Move Aside and Start Anew</source>
        <translation>Mettre de côté et recommencer</translation>
    </message>
    <message>
        <source>Add the &amp;Public Catalogues</source>
        <translation>Ajouter les catalogues &amp;publics</translation>
    </message>
    <message>
        <source>The SkyPilot project&apos;s public price catalogues of the main GPU clouds, refreshed by its maintainers:</source>
        <translation>Les catalogues de prix publics des principaux clouds GPU, tenus à jour par le projet SkyPilot&#xa0;:</translation>
    </message>
    <message>
        <source>The public catalogues are already in the list.</source>
        <translation>Les catalogues publics sont déjà dans la liste.</translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln public catalogue(s) (SkyPilot). Press Update Now to fetch them.</source>
        <translation>
            <numerusform>%Ln catalogue public ajouté (SkyPilot). Cliquez sur Mettre à jour pour le récupérer.</numerusform>
            <numerusform>%Ln catalogues publics ajoutés (SkyPilot). Cliquez sur Mettre à jour pour les récupérer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more offer(s) on which sources disagree (kova-planner catalog lists them all).</source>
        <translation>
            <numerusform>… et %Ln autre offre sur laquelle les sources divergent (kova-planner catalog les liste toutes).</numerusform>
            <numerusform>… et %Ln autres offres sur lesquelles les sources divergent (kova-planner catalog les liste toutes).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the prices will be recorded by the next update</source>
        <translation>%1&#x202f;; les prix seront enregistrés à la prochaine mise à jour</translation>
    </message>
    <message>
        <source>reading its copy…</source>
        <translation>lecture de sa copie…</translation>
    </message>
</context>
<context>
    <name>Kova::FileOpening</name>
    <message>
        <source>Opening File</source>
        <translation>Ouverture du fichier</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
</context>
<context>
    <name>Kova::Formatter</name>
    <message>
        <source>$ US</source>
        <comment>symbol of the US dollar</comment>
        <translation>$&#xa0;US</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1&#xa0;h</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <comment>gigabytes</comment>
        <translation>%1&#xa0;Go</translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <source>%1 × %2/month</source>
        <comment>days × monthly price of the volume</comment>
        <translation>%1 × %2/mois</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>ECB</source>
        <comment>European Central Bank</comment>
        <translation>BCE</translation>
    </message>
    <message>
        <source>typed by hand</source>
        <comment>an exchange rate</comment>
        <translation>saisi à la main</translation>
    </message>
    <message>
        <source>1 %1 = %2 (%3, %4)</source>
        <comment>exchange rate: 1 € = $1.0876 (its origin, its date)</comment>
        <translation>1 %1 = %2 (%3, %4)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a converted amount at the exchange rate used</comment>
        <translation>%1 au taux de %2</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <comment>kilowatt-hours</comment>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 kg CO₂e</source>
        <comment>kilograms of CO2 equivalent</comment>
        <translation>%1 kg CO₂e</translation>
    </message>
    <message>
        <source>%1 GPU-h × %2 W × PUE %3</source>
        <translation>%1 GPU-h × %2 W × PUE %3</translation>
    </message>
    <message>
        <source>%1 × %2 kg/kWh</source>
        <translation>%1 × %2 kg/kWh</translation>
    </message>
    <message>
        <source>the scenario&apos;s energy.grid_kg_per_kwh</source>
        <translation>energy.grid_kg_per_kwh du scénario</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage; French puts a non-breaking space before the sign</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1:%2 h</source>
        <comment>hours and minutes</comment>
        <translation>%1:%2&#xa0;h</translation>
    </message>
    <message>
        <source>%1: not included, no price given</source>
        <comment>GB of a storage or transfer line</comment>
        <translation>%1&#xa0;: non compris, aucun prix donné</translation>
    </message>
    <message numerus="yes">
        <source>%1 day(s)</source>
        <comment>a number of days that may have decimals: %1 is the number, the form follows it</comment>
        <translation>
            <numerusform>%1 jour</numerusform>
            <numerusform>%1 jours</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items of a list; French puts a narrow non-breaking space before it</comment>
        <translation>&#x202f;; </translation>
    </message>
</context>
<context>
    <name>Kova::GuardedFile</name>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>is not a regular file (a named pipe)</source>
        <translation>n’est pas un fichier ordinaire (c’est un tube nommé)</translation>
    </message>
    <message>
        <source>is not a regular file (a device)</source>
        <translation>n’est pas un fichier ordinaire (c’est un périphérique)</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>is too large (over %1)</source>
        <translation>est trop volumineux (plus de %1)</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1&#xa0;Go</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1&#xa0;MB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>est illisible</translation>
    </message>
    <message>
        <source>could not save (%1); the previous file is unchanged</source>
        <translation>enregistrement impossible (%1)&#x202f;; le fichier précédent est inchangé</translation>
    </message>
    <message>
        <source>could not save (%1); nothing was written</source>
        <translation>enregistrement impossible (%1)&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>un élément du chemin n’est pas un dossier</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>nom trop long</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>trop de liens symboliques</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>erreur d’entrée-sortie</translation>
    </message>
    <message>
        <source>too many files open</source>
        <translation>trop de fichiers ouverts</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>n’existe pas</translation>
    </message>
</context>
<context>
    <name>Kova::HistogramChart</name>
    <message numerus="yes">
        <source>%1 to %2: %Ln run(s)</source>
        <comment>histogram bin</comment>
        <translation>
            <numerusform>%1 à %2&#xa0;: %Ln run</numerusform>
            <numerusform>%1 à %2&#xa0;: %Ln runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs</source>
        <comment>number of simulated runs, chart axis</comment>
        <translation>Runs</translation>
    </message>
</context>
<context>
    <name>Kova::HttpFetch</name>
    <message numerus="yes">
        <source>no complete answer within %Ln second(s)</source>
        <translation>
            <numerusform>pas de réponse complète en %Ln seconde</numerusform>
            <numerusform>pas de réponse complète en %Ln secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>too large: more than %1 MB (the limit)</source>
        <translation>trop volumineux&#xa0;: plus de %1&#xa0;MB (la limite)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>too large: the server announces %1 MB, the limit is %2 MB</source>
        <translation>trop volumineux&#xa0;: le serveur annonce %1&#xa0;MB, la limite est de %2&#xa0;MB</translation>
    </message>
    <message>
        <source>too many redirects (more than %1)</source>
        <translation>trop de redirections (plus de %1)</translation>
    </message>
    <message>
        <source>the server answered HTTP %1 %2</source>
        <translation>le serveur a répondu HTTP %1 %2</translation>
    </message>
    <message>
        <source>the server name &quot;%1&quot; could not be found (DNS); check the address and the network</source>
        <translation>le nom de serveur «&#xa0;%1&#xa0;» est introuvable (DNS)&#x202f;; vérifiez l’adresse et le réseau</translation>
    </message>
    <message>
        <source>the connection was refused by %1</source>
        <translation>la connexion a été refusée par %1</translation>
    </message>
    <message>
        <source>the server closed the connection before the whole answer arrived</source>
        <translation>le serveur a fermé la connexion avant l’arrivée de toute la réponse</translation>
    </message>
    <message numerus="yes">
        <source>timed out: nothing received for %Ln second(s)</source>
        <translation>
            <numerusform>délai dépassé&#xa0;: rien reçu pendant %Ln seconde</numerusform>
            <numerusform>délai dépassé&#xa0;: rien reçu pendant %Ln secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>TLS error, the server&apos;s identity could not be verified: %1</source>
        <translation>erreur TLS, l’identité du serveur n’a pas pu être vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>refused a redirect from HTTPS to a less safe address</source>
        <translation>redirection de HTTPS vers une adresse moins sûre refusée</translation>
    </message>
    <message>
        <source>unexpected HTTP status %1</source>
        <translation>statut HTTP %1 inattendu</translation>
    </message>
    <message>
        <source>the address does not start with https:// or http:// (Qt: %1)</source>
        <translation>l’adresse ne commence pas par https:// ou http:// (Qt&#xa0;: %1)</translation>
    </message>
    <message>
        <source>the server&apos;s answer could not be read: it is damaged or wrongly compressed (Qt: %1)</source>
        <translation>la réponse du serveur est illisible&#xa0;: elle est endommagée ou mal compressée (Qt&#xa0;: %1)</translation>
    </message>
    <message>
        <source>the download failed (Qt: %1)</source>
        <translation>le téléchargement a échoué (Qt&#xa0;: %1)</translation>
    </message>
    <message>
        <source>too large once decompressed: the answer expands more than a compressed feed can (a decompression bomb)</source>
        <translation>trop volumineux une fois décompressé&#xa0;: la réponse grossit plus qu’un flux compressé ne le peut (une bombe de décompression)</translation>
    </message>
</context>
<context>
    <name>Kova::InstanceFacts</name>
    <message>
        <source>format version %1 is newer than this program understands (%2)</source>
        <translation>la version de format %1 est plus récente que celle que ce programme comprend (%2)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <source>%1 of %2 is listed twice</source>
        <translation>%1 de %2 figure deux fois</translation>
    </message>
</context>
<context>
    <name>Kova::JsonReader</name>
    <message>
        <source>expected a number</source>
        <translation>un nombre est attendu</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>un nombre fini est attendu</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors limites (de %2 à %3)</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>est obligatoire</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>un nombre entier est attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>une chaîne est attendue</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas l’une des valeurs&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (expected YYYY-MM-DD)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une date (AAAA-MM-JJ attendu)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false est attendu</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>un tableau est attendu</translation>
    </message>
    <message>
        <source>expected a finite number (invalid value at line %1, column %2)</source>
        <translation>un nombre fini est attendu (valeur invalide à la ligne %1, colonne %2)</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: %3</source>
        <translation>JSON invalide à la ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>un objet JSON est attendu au premier niveau</translation>
    </message>
    <message>
        <source>a key holds a control character (U+0000 to U+001F)</source>
        <translation>une clé contient un caractère de contrôle (U+0000 à U+001F)</translation>
    </message>
    <message>
        <source>the file is encoded in UTF-16, not UTF-8 as JSON requires; save it as UTF-8</source>
        <translation>le fichier est encodé en UTF-16, pas en UTF-8 comme l’exige JSON&#x202f;; enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>duplicate key: it appears twice in the same object</source>
        <translation>clé en double&#xa0;: elle apparaît deux fois dans le même objet</translation>
    </message>
</context>
<context>
    <name>Kova::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu that switches the language of the whole application</extracomment>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Show Kova Planner in French</source>
        <translation>Afficher Kova Planner en français</translation>
    </message>
    <message>
        <source>Show Kova Planner in English</source>
        <translation>Afficher Kova Planner en anglais</translation>
    </message>
</context>
<context>
    <name>Kova::LaunchConfig</name>
    <message numerus="yes">
        <source>%1 × %2 (%3, %4): %Ln node(s) × %5 GPU(s), %6</source>
        <extracomment>%1 GPUs × the offer (provider, offer id): %Ln nodes × %5 GPUs per node, purchase mode key</extracomment>
        <translation>
            <numerusform>%1 × %2 (%3, %4)&#xa0;: %Ln nœud × %5 GPU, %6</numerusform>
            <numerusform>%1 × %2 (%3, %4)&#xa0;: %Ln nœuds × %5 GPU, %6</numerusform>
        </translation>
    </message>
    <message>
        <source>No checkpoint interval in the plan: checkpoints at the end only.</source>
        <translation>Aucun intervalle de checkpoint dans le plan&#xa0;: checkpoints à la fin seulement.</translation>
    </message>
    <message>
        <source>Checkpoint every %1 steps: %2 min at %3 s per step.</source>
        <translation>Checkpoint toutes les %1 étapes&#xa0;: %2&#xa0;min à %3 s par étape.</translation>
    </message>
    <message>
        <source>Kova Planner launch script for &quot;%1&quot;</source>
        <translation>Script de lancement Kova Planner pour «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Precision %1, sharding %2 (FSDP %3), tensor × pipeline parallel %4 × %5.</source>
        <translation>Précision %1, sharding %2 (FSDP %3), parallélisme tenseur × pipeline %4 × %5.</translation>
    </message>
    <message>
        <source>Interruptible capacity: a requeued job resumes from the last checkpoint.</source>
        <translation>Capacité interruptible&#xa0;: un job remis en file reprend depuis le dernier checkpoint.</translation>
    </message>
    <message>
        <source>Kova Planner axolotl configuration for &quot;%1&quot;</source>
        <translation>Configuration axolotl Kova Planner pour «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Set base_model and datasets to your model (%1 B parameters) and data.</source>
        <translation>Renseignez base_model et datasets avec votre modèle (%1&#xa0;Md de paramètres) et vos données.</translation>
    </message>
    <message>
        <source>FP4 training is not supported by the framework: FP8 is the closest.</source>
        <translation>L’entraînement en FP4 n’est pas pris en charge par le framework&#xa0;: le FP8 est le plus proche.</translation>
    </message>
    <message>
        <source>The estimate assumes tensor × pipeline parallel %1 × %2; set it up in your trainer.</source>
        <translation>L’estimation suppose un parallélisme tenseur × pipeline %1 × %2&#x202f;; configurez-le dans votre entraîneur.</translation>
    </message>
    <message>
        <source>Plain data parallel (DDP): no FSDP.</source>
        <translation>Parallélisme de données simple (DDP)&#xa0;: pas de FSDP.</translation>
    </message>
    <message>
        <source>Mixture of experts: Megatron-LM&apos;s arguments for the experts and their parallelism, for a Megatron launch (axolotl has no expert parallelism).</source>
        <translation>Mélange d’experts&#xa0;: les arguments de Megatron-LM pour les experts et leur parallélisme, pour un lancement Megatron (axolotl n’a pas de parallélisme d’experts).</translation>
    </message>
</context>
<context>
    <name>Kova::LaunchView</name>
    <message>
        <source>SLURM batch scripts (*.sbatch *.sh)</source>
        <translation>Scripts batch SLURM (*.sbatch *.sh)</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>Fichiers YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save Launch File</source>
        <translation>Enregistrer le fichier de lancement</translation>
    </message>
    <message>
        <source>SLURM Script</source>
        <translation>Script SLURM</translation>
    </message>
    <message>
        <source>Axolotl FSDP Configuration</source>
        <translation>Configuration FSDP axolotl</translation>
    </message>
    <message>
        <source>SLURM batch script</source>
        <translation>Script batch SLURM</translation>
    </message>
    <message>
        <source>Axolotl FSDP configuration</source>
        <translation>Configuration FSDP axolotl</translation>
    </message>
    <message>
        <source>No plan to launch: the scenario has no estimate yet.</source>
        <translation>Aucun plan à lancer&#xa0;: le scénario n’a pas encore d’estimation.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the shown file to the clipboard</source>
        <translation>Copier le fichier affiché dans le presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Save the shown file</source>
        <translation>Enregistrer le fichier affiché</translation>
    </message>
</context>
<context>
    <name>Kova::LineItemModel</name>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (choisi)</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 par GPU-heure</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>Temps réel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Quantity × rate</source>
        <translation>Quantité × tarif</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
</context>
<context>
    <name>Kova::LineKind</name>
    <message>
        <source>GPU time</source>
        <translation>Temps GPU</translation>
    </message>
    <message>
        <source>Interruption overhead</source>
        <translation>Surcoût des interruptions</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Phases</translation>
    </message>
    <message>
        <source>Checkpoint volume</source>
        <comment>storage volume holding checkpoints</comment>
        <translation>Volume de checkpoint</translation>
    </message>
    <message>
        <source>Data transfers</source>
        <comment>the dataset imported and the results taken out</comment>
        <translation>Transferts de données</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <comment>short legend entry: the interruption overhead</comment>
        <translation>Interruptions</translation>
    </message>
    <message>
        <source>Volume</source>
        <comment>short legend entry: the checkpoint volume</comment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Transfers</source>
        <comment>short legend entry: the data transfers</comment>
        <translation>Transferts</translation>
    </message>
</context>
<context>
    <name>Kova::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Kova Planner</source>
        <translation>À &amp;propos de Kova Planner</translation>
    </message>
    <message>
        <source>About Kova Planner</source>
        <translation>À propos de Kova Planner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kova Planner %1&lt;/h3&gt;&lt;p&gt;Plans the rental of GPU clusters for training large language models: GPU tier, GPU count, purchase mode, duration and the cost line by line.&lt;/p&gt;&lt;p&gt;A general guide, not a recommendation of a provider or a price: confirm availability and terms with the provider.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kova Planner %1&lt;/h3&gt;&lt;p&gt;Planifie la location de clusters de GPU pour entraîner de grands modèles de langage&#xa0;: palier de GPU, nombre de GPU, mode d’achat, durée et coût ligne par ligne.&lt;/p&gt;&lt;p&gt;Il s’agit d’un guide général, et non d’une recommandation portant sur un fournisseur ou un prix précis&#xa0;: confirmez la disponibilité et les conditions auprès du fournisseur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>Catalogue &amp;Feeds and Currency…</source>
        <translation>&amp;Flux du catalogue et devise…</translation>
    </message>
    <message>
        <source>Open scenarios</source>
        <translation>Scénarios ouverts</translation>
    </message>
    <message>
        <source>A general guide, not a recommendation: confirm availability and terms with the provider.</source>
        <translation>Il s’agit d’un guide général, et non d’une recommandation&#xa0;: confirmez la disponibilité et les conditions auprès du fournisseur.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Costs and warnings</source>
        <translation>Coûts et avertissements</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Offres</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Find Plan</source>
        <translation>&amp;Trouver un plan</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Pas encore enregistré</translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation>&amp;Nouveau scénario</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close Scenario</source>
        <translation>&amp;Fermer le scénario</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>Bills and Charts Side &amp;by Side</source>
        <translation>Factures et graphiques &amp;côte à côte</translation>
    </message>
    <message>
        <source>Open &amp;Program…</source>
        <translation>Ouvrir un &amp;programme…</translation>
    </message>
    <message>
        <source>Open a program of runs over a horizon (*.kova-program.json) and compare the ways to buy it: on demand, spot, reserved, owned.</source>
        <translation>Ouvrir un programme de runs sur un horizon (*.kova-program.json) et comparer les façons de l’acheter&#xa0;: à la demande, spot, réservé, en propre.</translation>
    </message>
    <message>
        <source>Open Program</source>
        <translation>Ouvrir un programme</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>Ouvrir un e&amp;xemple</translation>
    </message>
    <message>
        <source>Open a copy of a scenario shipped with Kova Planner: saving it asks where.</source>
        <translation>Ouvrir une copie d’un scénario livré avec Kova Planner&#xa0;: l’enregistrer demande où.</translation>
    </message>
</context>
<context>
    <name>Kova::Market</name>
    <message>
        <source>The GPU line alone at the market median: about %1 on spot auctions that must be watched — or %2 on demand.</source>
        <translation>L’équivalent, à la médiane du marché, de la seule ligne GPU&#xa0;: environ %1 aux enchères spot qu’il faut surveiller — ou %2 à la demande.</translation>
    </message>
    <message>
        <source>The GPU line alone at the market median: about %1 on spot auctions that must be watched.</source>
        <translation>L’équivalent, à la médiane du marché, de la seule ligne GPU&#xa0;: environ %1 aux enchères spot qu’il faut surveiller.</translation>
    </message>
    <message>
        <source>The GPU line alone at the market median: %1 on demand.</source>
        <translation>L’équivalent, à la médiane du marché, de la seule ligne GPU&#xa0;: %1 à la demande.</translation>
    </message>
</context>
<context>
    <name>Kova::Memory</name>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>États de l’optimiseur</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>Surcoût du framework</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <comment>short legend entry: the optimizer states</comment>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Overhead</source>
        <comment>short legend entry: the framework overhead</comment>
        <translation>Surcoût</translation>
    </message>
</context>
<context>
    <name>Kova::MemoryChart</name>
    <message>
        <source>Check the VRAM before comparing prices</source>
        <translation>Vérifiez la VRAM avant de comparer les prix</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Mémoire par GPU (Go)</translation>
    </message>
    <message numerus="yes">
        <source>%1&lt;br&gt;min. %Ln GPU(s)</source>
        <translation>
            <numerusform>%1&lt;br&gt;min. %Ln GPU</numerusform>
            <numerusform>%1&lt;br&gt;min. %Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&lt;br&gt;does not fit</source>
        <translation>%1&lt;br&gt;ne tient pas</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>%1 — %2: %3 per GPU</source>
        <translation>%1 — %2&#xa0;: %3 par GPU</translation>
    </message>
    <message>
        <source>Check the VRAM first</source>
        <extracomment>The title of a small chart of memory per GPU (the whole title did not fit).</extracomment>
        <translation>Vérifiez d’abord la VRAM</translation>
    </message>
    <message numerus="yes">
        <source>%1, min. %Ln GPU(s)</source>
        <translation>
            <numerusform>%1, min. %Ln GPU</numerusform>
            <numerusform>%1, min. %Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, does not fit</source>
        <translation>%1, ne tient pas</translation>
    </message>
</context>
<context>
    <name>Kova::Mfu</name>
    <message>
        <source>set in the scenario</source>
        <translation>fixée dans le scénario</translation>
    </message>
    <message>
        <source>from the measured TFLOP/s per GPU in the scenario</source>
        <translation>d’après les TFLOP/s par GPU mesurés indiqués dans le scénario</translation>
    </message>
    <message>
        <source>from the measured tokens per second per GPU in the scenario</source>
        <translation>d’après les tokens par seconde et par GPU mesurés indiqués dans le scénario</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>d’après %1</translation>
    </message>
    <message>
        <source>Kova&apos;s throughput model (hidden size, GPU, parallel layout, interconnect), calibrated on published training runs (Megatron-LM, Pythia, LLaMA, Llama 2 and 3, BLOOM, Falcon and others)</source>
        <translation>le modèle de débit de Kova (taille cachée, GPU, découpage parallèle, interconnexion), calé sur des entraînements publiés (Megatron-LM, Pythia, LLaMA, Llama 2 et 3, BLOOM, Falcon et d’autres)</translation>
    </message>
</context>
<context>
    <name>Kova::Mode</name>
    <message>
        <source>on-demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>interruptible</source>
        <translation>interruptible</translation>
    </message>
    <message>
        <source>spot</source>
        <comment>purchase mode: auctioned capacity</comment>
        <translation>enchères spot</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>réservé</translation>
    </message>
    <message>
        <source>%1 priced: this offer sells no %2</source>
        <extracomment>%1 the mode whose prices stand for the plan, %2 the chosen mode the offer does not sell</extracomment>
        <translation>tarif %1&#xa0;: cette offre ne vend pas en %2</translation>
    </message>
</context>
<context>
    <name>Kova::ModeCostChart</name>
    <message>
        <source>Cost per purchase mode</source>
        <translation>Coût par mode d’achat</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Coût total (%1)</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <comment>short axis title: the total cost</comment>
        <translation>Coût (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>median</source>
        <comment>legend: the GPU line at the market&apos;s median on-demand price</comment>
        <translation>médiane</translation>
    </message>
    <message>
        <source>spot median</source>
        <comment>legend: the GPU line at the market&apos;s median spot price</comment>
        <translation>spot marché</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (choisi)</translation>
    </message>
    <message>
        <source>%1 (chosen): not offered</source>
        <translation>%1 (choisi)&#xa0;: non proposé</translation>
    </message>
    <message>
        <source>Market median, on demand (GPU line)</source>
        <translation>Médiane du marché, à la demande (ligne GPU)</translation>
    </message>
    <message>
        <source>Market, spot (GPU line)</source>
        <translation>Marché, enchères spot (ligne GPU)</translation>
    </message>
    <message>
        <source>%1 (likely %2 to %3, P10–P90)</source>
        <translation>%1 (probablement de %2 à %3, P10–P90)</translation>
    </message>
</context>
<context>
    <name>Kova::MonteCarlo</name>
    <message>
        <source>the offer has no %1 price to simulate</source>
        <translation>l’offre n’a pas de prix %1 à simuler</translation>
    </message>
    <message>
        <source>%1 runs would draw about %2 interruptions, over the budget of %3 for one simulation; simulate at most %4 runs</source>
        <translation>%1 tirages demanderaient environ %2 interruptions, au-delà du budget de %3 par simulation&#x202f;; simulez au plus %4 tirages</translation>
    </message>
</context>
<context>
    <name>Kova::MonteCarloPanel</name>
    <message>
        <source>P50 %1</source>
        <translation>P50 %1</translation>
    </message>
    <message>
        <source>P90 %1</source>
        <translation>P90 %1</translation>
    </message>
    <message>
        <source>%1 simulated runs. Cost: P50 %2, P90 %3, mean %4. Wall-clock time: P50 %5, P90 %6.</source>
        <translation>%1 runs simulés. Coût&#xa0;: P50 %2, P90 %3, moyenne %4. Temps réel&#xa0;: P50 %5, P90 %6.</translation>
    </message>
    <message>
        <source>Cost of a run</source>
        <translation>Coût d’un run</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Coût (%1)</translation>
    </message>
    <message>
        <source>Wall-clock time (h)</source>
        <translation>Temps réel (h)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Stop the simulation</source>
        <translation>Arrêter la simulation</translation>
    </message>
    <message>
        <source>Simulation progress</source>
        <translation>Avancement de la simulation</translation>
    </message>
    <message>
        <source>Distribution of the cost of a run</source>
        <translation>Distribution du coût d’un run</translation>
    </message>
    <message>
        <source>Distribution of the wall-clock time</source>
        <translation>Distribution du temps réel</translation>
    </message>
    <message>
        <source>No simulation yet.</source>
        <translation>Aucune simulation pour l’instant.</translation>
    </message>
    <message>
        <source>No simulation: %1.</source>
        <translation>Pas de simulation&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Nothing to simulate: interruptions are not modelled, so every run costs and lasts what the estimate says. To see how interruptions spread the cost and the wall-clock time, set a mean time between interruptions under Interruptions and checkpoints.</source>
        <translation>Rien à simuler&#xa0;: les interruptions ne sont pas modélisées, chaque run coûte et dure donc ce que dit l’estimation. Pour voir comment les interruptions dispersent le coût et la durée, indiquez un temps moyen entre interruptions dans Interruptions et checkpoints.</translation>
    </message>
    <message>
        <source>Duration</source>
        <comment>chart title: the wall-clock time of the simulated runs</comment>
        <translation>Durée</translation>
    </message>
</context>
<context>
    <name>Kova::OfferGroupModel</name>
    <message numerus="yes">
        <source>%1: %Ln offer(s)</source>
        <extracomment>A group of the offers table: the GPU model and how many offers it has.</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %Ln offre</numerusform>
            <numerusform>%1&#xa0;: %Ln offres</numerusform>
        </translation>
    </message>
    <message>
        <source>The cheapest %1 price among the %2 offers</source>
        <comment>purchase mode, GPU model</comment>
        <translation>Le prix %1 le plus bas parmi les offres %2</translation>
    </message>
    <message>
        <source>The lowest total of this scenario among the %1 offers on which the model fits</source>
        <translation>Le total le plus bas de ce scénario parmi les offres %1 sur lesquelles le modèle tient en mémoire</translation>
    </message>
    <message>
        <source>Double-click to hide the %1 offers</source>
        <translation>Double-cliquez pour masquer les offres %1</translation>
    </message>
    <message>
        <source>Double-click to show the %1 offers</source>
        <translation>Double-cliquez pour afficher les offres %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln offer(s), %2</source>
        <translation>
            <numerusform>%1, %Ln offre, %2</numerusform>
            <numerusform>%1, %Ln offres, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expanded</source>
        <translation>déplié</translation>
    </message>
    <message>
        <source>collapsed</source>
        <translation>replié</translation>
    </message>
</context>
<context>
    <name>Kova::OfferTableModel</name>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Infinity Fabric</source>
        <translation>Infinity Fabric</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>nœud unique</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>limited</source>
        <translation>limitée</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>sur demande</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln per node</source>
        <translation>
            <numerusform>%1, %Ln par nœud</numerusform>
            <numerusform>%1, %Ln par nœud</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per GPU</source>
        <translation>%1, %2 Gb/s par GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1, up to %Ln GPU(s)</source>
        <translation>
            <numerusform>%1, jusqu’à %Ln GPU</numerusform>
            <numerusform>%1, jusqu’à %Ln GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln day(s) ago)</source>
        <translation>
            <numerusform>%1 (il y a %Ln jour)</numerusform>
            <numerusform>%1 (il y a %Ln jours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offre</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Link in node</source>
        <translation>Lien dans le nœud</translation>
    </message>
    <message>
        <source>Cluster network</source>
        <translation>Réseau du cluster</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Price observed</source>
        <translation>Prix relevé le</translation>
    </message>
    <message>
        <source>%1 observed on %2; %3 on %4 before (%5)</source>
        <comment>price trend: latest price, its date, previous price, its date, change</comment>
        <translation>%1 relevé le %2&#x202f;; %3 le %4 auparavant (%5)</translation>
    </message>
    <message>
        <source>%1 /GPU-h</source>
        <extracomment>Header of a price column: a purchase mode&apos;s price per GPU-hour.</extracomment>
        <translation>%1 /GPU-h</translation>
    </message>
    <message>
        <source>%1 does not sell %2 capacity</source>
        <comment>offer, purchase mode</comment>
        <translation>%1 ne vend pas de capacité %2</translation>
    </message>
    <message numerus="yes">
        <source>This scenario on %Ln GPU(s) of this offer, %1</source>
        <translation>
            <numerusform>Ce scénario sur %Ln GPU de cette offre, %1</numerusform>
            <numerusform>Ce scénario sur %Ln GPU de cette offre, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Scenario total</source>
        <extracomment>Header: what the open scenario costs in all at each offer.</extracomment>
        <translation>Total du scénario</translation>
    </message>
    <message>
        <source>Wall-clock</source>
        <extracomment>Header: how long the open scenario takes at each offer.</extracomment>
        <translation>Temps réel</translation>
    </message>
    <message>
        <source>For this run: rank %1 of %2 tiers, %3 (%4 per useful EFLOP)</source>
        <translation>Pour ce run&#xa0;: rang %1 sur %2 paliers, %3 (%4 par EFLOP utile)</translation>
    </message>
    <message>
        <source>No %1 offer of the catalogue can run this scenario.</source>
        <translation>Aucune offre %1 du catalogue ne peut faire tourner ce scénario.</translation>
    </message>
    <message>
        <source>The cheapest %1 offer of the catalogue for this run.</source>
        <translation>L’offre %1 la moins chère du catalogue pour ce run.</translation>
    </message>
    <message>
        <source>The cheapest %1 offer of the catalogue for this run: %2 — %3 (%4), %5 (%6 per useful EFLOP)</source>
        <translation>L’offre %1 la moins chère du catalogue pour ce run&#xa0;: %2 — %3 (%4), %5 (%6 par EFLOP utile)</translation>
    </message>
    <message>
        <source>Not included: the catalogue gives no storage or transfer price for this offer.</source>
        <translation>Non compris&#xa0;: le catalogue ne donne aucun prix de stockage ni de transfert pour cette offre.</translation>
    </message>
    <message>
        <source>EFA</source>
        <translation>EFA</translation>
    </message>
    <message>
        <source>GPUDirect-TCPX</source>
        <translation>GPUDirect-TCPX</translation>
    </message>
    <message>
        <source>NVLink Switch</source>
        <translation>NVLink Switch</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>non publié</translation>
    </message>
    <message>
        <source>Priced on demand: %1 does not sell %2 capacity.</source>
        <comment>offer, purchase mode</comment>
        <translation>Au prix à la demande&#xa0;: %1 ne vend pas de capacité %2.</translation>
    </message>
    <message numerus="yes">
        <source>Sold alike in %Ln region(s): %1</source>
        <translation>
            <numerusform>Vendue à l’identique dans %Ln région&#xa0;: %1</numerusform>
            <numerusform>Vendue à l’identique dans %Ln régions&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln other region(s)</source>
        <translation>
            <numerusform>%1 et %Ln autre région</numerusform>
            <numerusform>%1 et %Ln autres régions</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot run here: %1</source>
        <translation>Impossible sur cette offre&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kova::OffersPanel</name>
    <message>
        <source>Filter offers</source>
        <translation>Filtrer les offres</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Offres</translation>
    </message>
    <message>
        <source>Prices are tracked with their sources and dates: confirm availability and terms with the provider.</source>
        <translation>Les prix sont suivis avec leurs sources et leurs dates&#xa0;: confirmez la disponibilité et les conditions auprès du fournisseur.</translation>
    </message>
    <message>
        <source>Choose offer</source>
        <translation>Choisir l’offre</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modèle de GPU</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Purchase mode</source>
        <translation>Mode d’achat</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnexion</translation>
    </message>
    <message>
        <source>Minimum GPUs in one place</source>
        <translation>Nombre minimal de GPU au même endroit</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Toute taille</translation>
    </message>
    <message>
        <source>≥ </source>
        <extracomment>Prefix of the minimum GPU count: &quot;≥ 64 GPUs&quot;.</extracomment>
        <translation>≥ </translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>&amp;Group by GPU</source>
        <translation>&amp;Grouper par GPU</translation>
    </message>
    <message>
        <source>&amp;Use offer</source>
        <translation>&amp;Utiliser l’offre</translation>
    </message>
    <message>
        <source>Use the selected offer for the scenario</source>
        <translation>Utiliser l’offre choisie pour le scénario</translation>
    </message>
    <message>
        <source>Double-click a row, or select it and press Use offer, to price the scenario on that offer</source>
        <translation>Double-cliquez sur une ligne, ou choisissez-la puis « Utiliser l’offre », pour chiffrer le scénario sur cette offre</translation>
    </message>
    <message>
        <source>Any GPU</source>
        <translation>Tous les GPU</translation>
    </message>
    <message>
        <source>Any provider</source>
        <translation>Tous les fournisseurs</translation>
    </message>
    <message>
        <source>Any region</source>
        <translation>Toutes les régions</translation>
    </message>
    <message>
        <source>Any mode</source>
        <translation>Tous les modes</translation>
    </message>
    <message>
        <source>In node: %1</source>
        <translation>Dans le nœud&#xa0;: %1</translation>
    </message>
    <message>
        <source>Between nodes: %1</source>
        <translation>Entre nœuds&#xa0;: %1</translation>
    </message>
    <message>
        <source>Any interconnect</source>
        <translation>Toute interconnexion</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln offer(s)</source>
        <translation>
            <numerusform>%1 sur %Ln offre</numerusform>
            <numerusform>%1 sur %Ln offres</numerusform>
        </translation>
    </message>
    <message>
        <source>Use this offer for the scenario</source>
        <translation>Utiliser cette offre pour le scénario</translation>
    </message>
    <message>
        <source>Open the price&apos;s source</source>
        <translation>Ouvrir la source du prix</translation>
    </message>
    <message>
        <source>Expand All Groups</source>
        <translation>Déplier tous les groupes</translation>
    </message>
    <message>
        <source>Collapse All Groups</source>
        <translation>Replier tous les groupes</translation>
    </message>
    <message>
        <source>Provider, instance, GPU, region…</source>
        <comment>hint in the empty offer search field</comment>
        <translation>Fournisseur, instance, GPU, région…</translation>
    </message>
    <message>
        <source>Shows the offers whose provider, instance, GPU or region contains these words</source>
        <translation>Affiche les offres dont le fournisseur, l’instance, le GPU ou la région contient ces mots</translation>
    </message>
    <message numerus="yes">
        <source>%1, in %Ln row(s)</source>
        <translation>
            <numerusform>%1, en %Ln ligne</numerusform>
            <numerusform>%1, en %Ln lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::OpenScenarios</name>
    <message>
        <source>Scenario %1</source>
        <translation>Scénario %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>Cannot Open Scenario</source>
        <translation>Impossible d’ouvrir le scénario</translation>
    </message>
    <message>
        <source>Cannot Save Scenario</source>
        <translation>Impossible d’enregistrer le scénario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation>Le scénario «&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer&#x202f;?</translation>
    </message>
    <message>
        <source>Recover Unsaved Scenarios</source>
        <translation>Récupérer les scénarios non enregistrés</translation>
    </message>
    <message numerus="yes">
        <source>Kova Planner did not close properly last time. Recover %Ln unsaved scenario(s)?</source>
        <translation>
            <numerusform>Kova Planner ne s’est pas fermé correctement la dernière fois. Récupérer %Ln scénario non enregistré&#x202f;?</numerusform>
            <numerusform>Kova Planner ne s’est pas fermé correctement la dernière fois. Récupérer %Ln scénarios non enregistrés&#x202f;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Unreadable Autosaves</source>
        <translation>Copies de secours illisibles</translation>
    </message>
    <message numerus="yes">
        <source>%Ln autosaved scenario(s) could not be read; kept rather than removed:</source>
        <translation>
            <numerusform>%Ln copie de secours d’un scénario n’a pas pu être lue&#x202f;; elle est conservée, pas supprimée&#x202f;:</numerusform>
            <numerusform>%Ln copies de secours de scénarios n’ont pas pu être lues&#x202f;; elles sont conservées, pas supprimées&#x202f;:</numerusform>
        </translation>
    </message>
    <message>
        <source>(unreadable copy)</source>
        <translation>(copie illisible)</translation>
    </message>
    <message>
        <source>• %1 (never saved)</source>
        <translation>• %1 (jamais enregistré)</translation>
    </message>
    <message>
        <source>• %1 (%2)</source>
        <translation>• %1 (%2)</translation>
    </message>
    <message>
        <source>Kova scenarios and programs (*.kova.json *.kova-program.json);;Kova scenarios (*.kova.json);;Kova programs (*.kova-program.json);;JSON files (*.json);;All files (*)</source>
        <translation>Scénarios et programmes Kova (*.kova.json *.kova-program.json);;Scénarios Kova (*.kova.json);;Programmes Kova (*.kova-program.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Saving Scenario</source>
        <translation>Enregistrement du scénario</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
</context>
<context>
    <name>Kova::OwnershipChart</name>
    <message>
        <source>Owned at %1 utilisation: %2 per busy GPU-hour</source>
        <translation>En propre à %1 d’utilisation&#xa0;: %2 par GPU-heure occupée</translation>
    </message>
    <message>
        <source>Owning against renting</source>
        <translation>Posséder ou louer</translation>
    </message>
    <message>
        <source>Cost per busy owned GPU-hour against utilisation, with the rental rates</source>
        <translation>Coût par GPU-heure occupée en propre selon l’utilisation, avec les tarifs de location</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Utilisation (%)</translation>
    </message>
    <message>
        <source>Utilisation of the owned GPUs (%)</source>
        <translation>Utilisation des GPU possédés (%)</translation>
    </message>
    <message>
        <source>Per GPU-h (%1)</source>
        <translation>Par GPU-h (%1)</translation>
    </message>
    <message>
        <source>Per busy GPU-hour (%1)</source>
        <translation>Par GPU-heure occupée (%1)</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>en propre</translation>
    </message>
</context>
<context>
    <name>Kova::PlanNaming</name>
    <message>
        <source>%1B tokens</source>
        <comment>billions of tokens in a scenario&apos;s name</comment>
        <translation>%1&#xa0;Md de tokens</translation>
    </message>
</context>
<context>
    <name>Kova::PlanPanel</name>
    <message>
        <source>Cheapest plan within a &amp;deadline</source>
        <translation>Plan le moins cher dans un &amp;délai</translation>
    </message>
    <message>
        <source>Fastest plan within a &amp;budget</source>
        <translation>Plan le plus rapide dans un &amp;budget</translation>
    </message>
    <message>
        <source>&amp;Find plan</source>
        <translation>&amp;Trouver un plan</translation>
    </message>
    <message>
        <source>&amp;Apply to scenario</source>
        <translation>&amp;Appliquer au scénario</translation>
    </message>
    <message>
        <source>h</source>
        <comment>hours</comment>
        <translation>h</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Délai</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Find plan</source>
        <translation>Trouver un plan</translation>
    </message>
    <message>
        <source>Apply plan to the scenario</source>
        <translation>Appliquer le plan au scénario</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Front de Pareto</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Wall-clock</source>
        <translation>Temps réel</translation>
    </message>
    <message>
        <source>Pareto front — no other plan is both cheaper and faster:</source>
        <translation>Front de Pareto — aucun autre plan n’est à la fois moins cher et plus rapide&#xa0;:</translation>
    </message>
    <message>
        <source>Searching every offer, GPU count, mode and sharding…</source>
        <translation>Recherche parmi toutes les offres, nombres de GPU, modes et shardings…</translation>
    </message>
    <message>
        <source>%1 plans considered.</source>
        <translation>%1 plans examinés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No plan meets the limit.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Aucun plan ne respecte la limite.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Apply plan</source>
        <translation>Appliquer le plan</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Instance</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message numerus="yes">
        <source>Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were ruled out.</source>
        <translation>
            <numerusform>%Ln offre parcourue&#xa0;: %1 plans candidats, %2 chiffrés une fois écartés ceux qui sont dominés.</numerusform>
            <numerusform>%Ln offres parcourues&#xa0;: %1 plans candidats, %2 chiffrés une fois écartés ceux qui sont dominés.</numerusform>
        </translation>
    </message>
    <message>
        <source>offer %1 → %2</source>
        <translation>offre %1 → %2</translation>
    </message>
    <message>
        <source>GPUs %1 → %2</source>
        <translation>GPU %1 → %2</translation>
    </message>
    <message>
        <source>purchase mode %1 → %2</source>
        <translation>mode d’achat %1 → %2</translation>
    </message>
    <message>
        <source>sharding %1 → %2</source>
        <translation>sharding %1 → %2</translation>
    </message>
    <message>
        <source>run length: a fixed duration of %1 → %2 billion tokens (the same work)</source>
        <translation>longueur du run&#xa0;: une durée fixe de %1 → %2&#xa0;milliards de tokens (le même travail)</translation>
    </message>
    <message>
        <source>The scenario already has this plan.</source>
        <translation>Le scénario suit déjà ce plan.</translation>
    </message>
    <message>
        <source>The MFU stays at %1.</source>
        <translation>Le MFU reste à %1.</translation>
    </message>
    <message>
        <source>Apply to scenario will change: %1. %2</source>
        <translation>«&#xa0;Appliquer au scénario&#xa0;» changera&#xa0;: %1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 (%3), %Ln GPU(s), %4: %5 in %6</source>
        <translation>
            <numerusform>%1 — %2 (%3), %Ln GPU, %4&#xa0;: %5 en %6</numerusform>
            <numerusform>%1 — %2 (%3), %Ln GPU, %4&#xa0;: %5 en %6</numerusform>
        </translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Tolérance</translation>
    </message>
    <message>
        <source>Plans that matter — cost, wall-clock and GPUs side by side:</source>
        <translation>Les plans qui comptent — coût, temps réel et GPU côte à côte&#xa0;:</translation>
    </message>
    <message>
        <source>Plans that matter</source>
        <translation>Les plans qui comptent</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Plans within this &amp;tolerance of the best count as equal:</source>
        <translation>Les plans à cette &amp;tolérance près du meilleur comptent comme égaux&#xa0;:</translation>
    </message>
    <message>
        <source>Of the plans this close to the best, the one in whole nodes with the fewest GPUs is chosen.</source>
        <translation>Parmi les plans aussi proches du meilleur, celui en nœuds entiers avec le moins de GPU est retenu.</translation>
    </message>
    <message>
        <source>The MFU stays the one Kova estimates for the GPU.</source>
        <translation>Le MFU reste celui que Kova estime pour le GPU.</translation>
    </message>
    <message>
        <source>The scenario or its offers changed since these plans were found: find the plan again before applying one.</source>
        <translation>Le scénario ou ses offres ont changé depuis la recherche de ces plans&#xa0;: relancez la recherche avant d’en appliquer un.</translation>
    </message>
    <message>
        <source>global batch %1 → %2 sequences (whole micro-batches on each data-parallel GPU group)</source>
        <translation>batch global de %1 → %2 séquences (des micro-batches entiers sur chaque groupe de GPU en parallélisme de données)</translation>
    </message>
    <message>
        <source>Also &amp;rename the scenario</source>
        <translation>&amp;Renommer aussi le scénario</translation>
    </message>
    <message>
        <source>Its name describes the cluster the plan replaces.</source>
        <translation>Son nom décrit le cluster que le plan remplace.</translation>
    </message>
    <message>
        <source>name “%1” → “%2”</source>
        <translation>nom «&#xa0;%1&#xa0;» → «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best plan:&lt;/b&gt; %1&lt;br&gt;%2&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Meilleur plan&#xa0;:&lt;/b&gt; %1&lt;br&gt;%2&lt;br&gt;%3</translation>
    </message>
</context>
<context>
    <name>Kova::PlanRole</name>
    <message>
        <source>Chosen</source>
        <comment>the plan the planner recommends</comment>
        <translation>Retenu</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <comment>plan that meets the limit</comment>
        <translation>Le moins cher</translation>
    </message>
    <message>
        <source>Fastest</source>
        <comment>plan that meets the limit</comment>
        <translation>Le plus rapide</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <comment>plan that meets the limit</comment>
        <translation>Le moins de GPU</translation>
    </message>
</context>
<context>
    <name>Kova::PlanText</name>
    <message>
        <source>No plan: no offer has enough memory. The run needs at least %1 per GPU (%2 on %3 GPUs); the largest GPU offered, the %4, holds %5.</source>
        <translation>Aucun plan&#xa0;: aucune offre n’a assez de mémoire. L’entraînement demande au moins %1 par GPU (%2 sur %3 GPU)&#x202f;; le plus grand GPU proposé, le %4, en contient %5.</translation>
    </message>
    <message>
        <source>%1 from %2 GPUs</source>
        <translation>%1 dès %2 GPU</translation>
    </message>
    <message>
        <source>No change of layout the engine tries fits on it either.</source>
        <translation>Aucune des autres répartitions essayées par le moteur n’y tient non plus.</translation>
    </message>
    <message>
        <source>These layouts would fit on it: %1.</source>
        <translation>Ces répartitions y tiendraient&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between layouts</comment>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <source>No plan: no offer has the room. The model fits from %1 GPUs, but the offers whose GPUs can hold it have at most %2 in one place.</source>
        <translation>Aucun plan&#xa0;: aucune offre n’a la place. Le modèle tient à partir de %1 GPU, mais les offres dont les GPU peuvent le contenir en ont au plus %2 au même endroit.</translation>
    </message>
    <message>
        <source>With more GPUs in one place, the nearest plan would be: %1.</source>
        <translation>Avec plus de GPU au même endroit, le plan le plus proche serait&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No plan finishes within %1.</source>
        <translation>Aucun plan ne se termine en %1.</translation>
    </message>
    <message>
        <source>No plan costs %1 or less.</source>
        <translation>Aucun plan ne coûte %1 ou moins.</translation>
    </message>
    <message>
        <source>The fastest plan takes %1, %2 over the deadline: %3.</source>
        <translation>Le plan le plus rapide prend %1, %2 au-delà du délai&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The cheapest plan costs %1, %2 over the budget: %3.</source>
        <translation>Le plan le moins cher coûte %1, %2 au-delà du budget&#xa0;: %3.</translation>
    </message>
    <message>
        <source>With more GPUs in one place than the offers list, this plan would meet it: %1.</source>
        <translation>Avec plus de GPU au même endroit que les offres n’en annoncent, ce plan la respecterait&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No plan: no GPU count the search tries is a whole number of tensor × pipeline parallel groups that the global batch can keep busy.</source>
        <translation>Aucun plan&#xa0;: aucun nombre de GPU essayé n’est un nombre entier de groupes de parallélisme tenseur × pipeline que le batch global peut occuper.</translation>
    </message>
    <message>
        <source>Chosen among the plans within %1 of the cheapest that meets the deadline (%2): whole nodes first, then the fewest GPUs.</source>
        <translation>Retenu parmi les plans à moins de %1 du moins cher qui tient le délai (%2)&#xa0;: les nœuds entiers d’abord, puis le moins de GPU.</translation>
    </message>
    <message>
        <source>Chosen among the plans within %1 of the fastest that fits the budget (%2): whole nodes first, then the fewest GPUs.</source>
        <translation>Retenu parmi les plans à moins de %1 du plus rapide qui tient dans le budget (%2)&#xa0;: les nœuds entiers d’abord, puis le moins de GPU.</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>un seul nœud</translation>
    </message>
    <message numerus="yes">
        <source>network not confirmed: the source states none between the %Ln-GPU nodes</source>
        <translation>
            <numerusform>réseau non confirmé&#xa0;: la source n’en indique aucun entre les nœuds de %Ln GPU</numerusform>
            <numerusform>réseau non confirmé&#xa0;: la source n’en indique aucun entre les nœuds de %Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>no cluster network</source>
        <translation>pas de réseau de cluster</translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per GPU</source>
        <translation>%1, %2 Gb/s par GPU</translation>
    </message>
    <message>
        <source>capacity unknown</source>
        <translation>capacité inconnue</translation>
    </message>
    <message>
        <source>up to %1 GPUs in one place</source>
        <translation>jusqu’à %1 GPU au même endroit</translation>
    </message>
    <message>
        <source>price outlier: %1 on demand, under a third of the %2 median of %3</source>
        <translation>prix aberrant&#xa0;: %1 à la demande, moins du tiers de la médiane %2 de %3</translation>
    </message>
    <message>
        <source>price outlier: spot equal to on demand at %1, far under the %2 median of %3</source>
        <translation>prix aberrant&#xa0;: spot égal à la demande à %1, très en dessous de la médiane %2 de %3</translation>
    </message>
    <message>
        <source>prices observed %1</source>
        <translation>prix relevés le %1</translation>
    </message>
    <message numerus="yes">
        <source>The provider rents whole %Ln-GPU instances only; %1 GPUs are not a whole number of them.</source>
        <translation>
            <numerusform>Le fournisseur ne loue que des instances entières de %Ln GPU&#x202f;; %1 GPU n’en font pas un nombre entier.</numerusform>
            <numerusform>Le fournisseur ne loue que des instances entières de %Ln GPU&#x202f;; %1 GPU n’en font pas un nombre entier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs are not a count this offer rents (whole nodes or a part that divides one) in whole tensor × pipeline parallel groups.</source>
        <translation>%1 GPU ne sont pas un nombre que cette offre loue (des nœuds entiers ou une part qui divise un nœud) en groupes entiers de parallélisme tenseur × pipeline.</translation>
    </message>
    <message numerus="yes">
        <source>The model does not fit in this GPU&apos;s memory on %Ln GPU(s).</source>
        <translation>
            <numerusform>Le modèle ne tient pas dans la mémoire de ce GPU sur %Ln GPU.</numerusform>
            <numerusform>Le modèle ne tient pas dans la mémoire de ce GPU sur %Ln GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run needs several nodes, and the provider sells no cluster of these %Ln-GPU nodes.</source>
        <translation>
            <numerusform>L’entraînement demande plusieurs nœuds, et le fournisseur ne vend aucun cluster de ces nœuds de %Ln GPU.</numerusform>
            <numerusform>L’entraînement demande plusieurs nœuds, et le fournisseur ne vend aucun cluster de ces nœuds de %Ln GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run needs several %Ln-GPU nodes, and no source confirms a cluster network between them: plans leave such runs out unless unconfirmed networks are allowed.</source>
        <translation>
            <numerusform>L’entraînement demande plusieurs nœuds de %Ln GPU, et aucune source ne confirme de réseau de cluster entre eux&#xa0;: les plans écartent ces entraînements tant que les réseaux non confirmés ne sont pas admis.</numerusform>
            <numerusform>L’entraînement demande plusieurs nœuds de %Ln GPU, et aucune source ne confirme de réseau de cluster entre eux&#xa0;: les plans écartent ces entraînements tant que les réseaux non confirmés ne sont pas admis.</numerusform>
        </translation>
    </message>
    <message>
        <source>The provider lists at most %1 GPUs in one place; the run needs %2.</source>
        <translation>Le fournisseur annonce au plus %1 GPU au même endroit&#x202f;; l’entraînement en demande %2.</translation>
    </message>
    <message>
        <source>GPU count</source>
        <extracomment>Why a run cannot be had at an offer, in a table: the offer does not rent the run&apos;s GPU count.</extracomment>
        <translation>nombre de GPU</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>Why a run cannot be had at an offer, in a table: the GPU&apos;s memory.</extracomment>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>network</source>
        <extracomment>Why a run cannot be had at an offer, in a table: the network between nodes.</extracomment>
        <translation>réseau</translation>
    </message>
    <message>
        <source>capacity</source>
        <extracomment>Why a run cannot be had at an offer, in a table: the GPUs the provider has in one place.</extracomment>
        <translation>capacité</translation>
    </message>
</context>
<context>
    <name>Kova::PriceHistory</name>
    <message>
        <source>cannot open the price history %1: %2</source>
        <translation>impossible d’ouvrir l’historique des prix %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>price history %1: %2</source>
        <translation>historique des prix %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the price history %1 was written by a newer Kova Planner (schema %2, this one knows %3)</source>
        <translation>l’historique des prix %1 a été écrit par un Kova Planner plus récent (schéma %2, celui-ci connaît %3)</translation>
    </message>
    <message>
        <source>cannot open the price history %1: it %2</source>
        <translation>impossible d’ouvrir l’historique des prix %1&#xa0;: il %2</translation>
    </message>
    <message>
        <source>the price history %1 is damaged (%2); move it aside and start a new one with &quot;kova-planner catalog history --reset&quot; (the catalogue and the feeds are not affected)</source>
        <translation>l’historique des prix %1 est endommagé (%2)&#x202f;; mettez-le de côté et repartez d’un historique neuf avec «&#xa0;kova-planner catalog history --reset&#xa0;» (le catalogue et les flux n’en sont pas affectés)</translation>
    </message>
    <message>
        <source>the price history %1 is in use by another program and stayed locked; try again later (%2)</source>
        <translation>l’historique des prix %1 est utilisé par un autre programme et est resté verrouillé&#x202f;; réessayez plus tard (%2)</translation>
    </message>
    <message>
        <source>could not move the price history %1 aside to %2</source>
        <translation>impossible de mettre l’historique des prix %1 de côté sous %2</translation>
    </message>
    <message>
        <source>the integrity check failed</source>
        <translation>la vérification d’intégrité a échoué</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %Ln more problem(s)</source>
        <translation>
            <numerusform>%1, et %Ln autre problème</numerusform>
            <numerusform>%1, et %Ln autres problèmes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::Program</name>
    <message>
        <source>Owned nodes</source>
        <translation>Nœuds achetés</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A run of a program and one line of its bill, e.g. &quot;pretrain.kova.json: GPU time&quot;.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reserved commitment</source>
        <translation>Engagement réservé</translation>
    </message>
    <message>
        <source>On-demand beyond the capacity</source>
        <translation>À la demande au-delà de la capacité</translation>
    </message>
    <message>
        <source>Servers (capital)</source>
        <translation>Serveurs (capital)</translation>
    </message>
    <message>
        <source>Hosting (colocation)</source>
        <translation>Hébergement (colocation)</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-heures</translation>
    </message>
    <message>
        <source>node-months</source>
        <translation>nœuds-mois</translation>
    </message>
    <message>
        <source>kW-months</source>
        <translation>kW-mois</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>capex-years</source>
        <translation>capex-années</translation>
    </message>
    <message>
        <source>program file</source>
        <translation>fichier de programme</translation>
    </message>
    <message>
        <source>no server &quot;%1&quot; in the reference table (%2)</source>
        <translation>pas de serveur «&#xa0;%1&#xa0;» dans la table de référence (%2)</translation>
    </message>
    <message>
        <source>the server &quot;%1&quot; holds %2 GPUs, the offer &quot;%3&quot; %4</source>
        <translation>le serveur «&#xa0;%1&#xa0;» porte des GPU %2, l’offre «&#xa0;%3&#xa0;» des %4</translation>
    </message>
    <message>
        <source>energy default (DGX H100)</source>
        <translation>valeur par défaut de l’énergie (DGX H100)</translation>
    </message>
    <message>
        <source>energy default (power at TDP)</source>
        <translation>valeur par défaut de l’énergie (puissance au TDP)</translation>
    </message>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>offre «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>the offer &quot;%1&quot; names an unknown GPU &quot;%2&quot;</source>
        <translation>l’offre «&#xa0;%1&#xa0;» nomme un GPU inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the offer &quot;%1&quot; sells no capacity to price this run</source>
        <translation>l’offre «&#xa0;%1&#xa0;» ne vend aucune capacité pour chiffrer ce run</translation>
    </message>
    <message>
        <source>the offer &quot;%1&quot; sells no reserved capacity (a term of %2 months asked); give the price you were quoted with reserved.per_gpu_hour</source>
        <translation>l’offre «&#xa0;%1&#xa0;» ne vend pas de capacité réservée (durée demandée&#xa0;: %2&#xa0;mois)&#x202f;; donnez le prix qui vous a été proposé avec reserved.per_gpu_hour</translation>
    </message>
    <message>
        <source>%1 nodes do not hold the program&apos;s %2 GPUs at its peak, and the offer &quot;%3&quot; sells no on-demand capacity for the rest</source>
        <translation>%1&#xa0;nœuds ne suffisent pas aux %2&#xa0;GPU du programme à son pic, et l’offre «&#xa0;%3&#xa0;» ne vend pas de capacité à la demande pour le reste</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a month (YYYY-MM) or a date (YYYY-MM-DD)</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni un mois (AAAA-MM) ni une date (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>name a scenario file</source>
        <translation>nommez un fichier de scénario</translation>
    </message>
    <message>
        <source>is required: a scenario file or an inline scenario</source>
        <translation>est requis&#xa0;: un fichier de scénario ou un scénario en ligne</translation>
    </message>
    <message>
        <source>expected a scenario file name or an inline scenario</source>
        <translation>un nom de fichier de scénario ou un scénario en ligne est attendu</translation>
    </message>
    <message>
        <source>missing: this is not a Kova program file</source>
        <translation>absent&#xa0;: ce n’est pas un fichier de programme Kova</translation>
    </message>
    <message>
        <source>format version %1 is newer than this program understands (%2); update Kova Planner</source>
        <translation>la version de format %1 est plus récente que celle que ce programme comprend (%2)&#x202f;; mettez Kova Planner à jour</translation>
    </message>
    <message>
        <source>is required with reserved.per_gpu_hour: the term the price was quoted for</source>
        <translation>est requis avec reserved.per_gpu_hour&#xa0;: la durée pour laquelle le prix a été proposé</translation>
    </message>
    <message>
        <source>list at least one run</source>
        <translation>donnez au moins un run</translation>
    </message>
    <message>
        <source>%1 runs: at most %2 are read</source>
        <translation>%1&#xa0;runs&#xa0;: %2 au plus sont lus</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <source>the program makes more than %1 runs in all</source>
        <translation>le programme fait plus de %1&#xa0;runs en tout</translation>
    </message>
    <message>
        <source>runs on the offer &quot;%1&quot; and runs[0] on &quot;%2&quot;: a program buys from one offer; name it with &quot;offer&quot;</source>
        <translation>tourne sur l’offre «&#xa0;%1&#xa0;» et runs[0] sur «&#xa0;%2&#xa0;»&#xa0;: un programme achète à une seule offre&#x202f;; nommez-la avec «&#xa0;offer&#xa0;»</translation>
    </message>
    <message>
        <source>the horizon runs from %1 to %2</source>
        <translation>l’horizon va du %1 au %2</translation>
    </message>
    <message>
        <source>%1 is outside the program: %2</source>
        <translation>%1 est hors du programme&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 runs every %2 months from %3 do not all start inside the program: %4</source>
        <translation>%1&#xa0;runs tous les %2&#xa0;mois à partir du %3 ne commencent pas tous dans le programme&#xa0;: %4</translation>
    </message>
    <message>
        <source>the program would be over %1, which no Kova Planner could open again</source>
        <translation>le programme dépasserait %1, qu’aucun Kova Planner ne pourrait rouvrir</translation>
    </message>
    <message>
        <source>%1, no minimum term</source>
        <comment>reserved capacity booked for the hours used</comment>
        <translation>%1, sans durée minimale</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln-month term</source>
        <comment>reserved capacity committed for a term</comment>
        <translation>
            <numerusform>%1, engagement de %Ln&#xa0;mois</numerusform>
            <numerusform>%1, engagement de %Ln&#xa0;mois</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserved commitment after the horizon (still owed)</source>
        <translation>Engagement réservé après l’horizon (toujours dû)</translation>
    </message>
    <message>
        <source>the offer &quot;%1&quot; sells reserved terms of %2 months, not %3; give the price you were quoted with reserved.per_gpu_hour</source>
        <translation>l’offre «&#xa0;%1&#xa0;» vend de la capacité réservée pour des durées de %2&#xa0;mois, pas %3&#x202f;; donnez le prix qui vous a été proposé avec reserved.per_gpu_hour</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln phase(s) at one rate</source>
        <comment>phases summarised by rate</comment>
        <extracomment>A run of a program and its phases bought at one rate, summed, e.g. &quot;pretrain.kova.json: 334 phases at one rate&quot;.</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %Ln phase au même tarif</numerusform>
            <numerusform>%1&#xa0;: %Ln phases au même tarif</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramEditor</name>
    <message>
        <source>&amp;Horizon (months):</source>
        <translation>&amp;Horizon (mois)&#xa0;:</translation>
    </message>
    <message>
        <source>Horizon in months</source>
        <translation>Horizon en mois</translation>
    </message>
    <message>
        <source>The program&apos;s runs</source>
        <translation>Les runs du programme</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Premier départ</translation>
    </message>
    <message>
        <source>Every (months)</source>
        <translation>Tous les (mois)</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <comment>a month on the program&apos;s timeline</comment>
        <translation>MMM yyyy</translation>
    </message>
    <message>
        <source>Count of %1</source>
        <translation>Nombre de %1</translation>
    </message>
    <message>
        <source>First start of %1</source>
        <translation>Premier départ de %1</translation>
    </message>
    <message>
        <source>Months between the starts of %1</source>
        <translation>Mois entre les départs de %1</translation>
    </message>
</context>
<context>
    <name>Kova::ProgramText</name>
    <message>
        <source>Owned nodes — %1 × %2, %3 used, %4 per busy GPU-hour</source>
        <translation>Nœuds achetés — %1 × %2, utilisés à %3, %4 par GPU-heure occupée</translation>
    </message>
    <message>
        <source>%1 — %2 per GPU-hour</source>
        <translation>%1 — %2 par GPU-heure</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 GPU-hours; energy %2, %3 (not costs)</source>
        <translation>%1&#xa0;GPU-heures&#x202f;; énergie %2, %3 (hors coûts)</translation>
    </message>
    <message>
        <source>Cost per owned GPU-hour by utilisation (%1 nodes&apos; fixed costs spread over the busy hours):</source>
        <translation>Coût par GPU-heure possédée selon l’utilisation (coûts fixes de %1&#xa0;nœuds répartis sur les heures occupées)&#xa0;:</translation>
    </message>
    <message>
        <source>Owning pays against renting from a utilisation of:</source>
        <translation>Posséder revient moins cher que louer à partir d’une utilisation de&#xa0;:</translation>
    </message>
    <message>
        <source>never (the rate does not pay the electricity)</source>
        <translation>jamais (le tarif ne paie pas l’électricité)</translation>
    </message>
    <message>
        <source>never (%1 needed)</source>
        <translation>jamais (il faudrait %1)</translation>
    </message>
    <message>
        <source>Ownership assumptions (source, date):</source>
        <translation>Hypothèses de possession (source, date)&#xa0;:</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Prix du serveur</translation>
    </message>
    <message>
        <source>Node overhead per GPU</source>
        <translation>Reste du nœud par GPU</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1&#xa0;W</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>TDP du GPU</translation>
    </message>
    <message>
        <source>Busy GPU power</source>
        <translation>Puissance du GPU occupé</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 par kWh</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hébergement</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1 par kW-mois</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>Support par an</translation>
    </message>
    <message>
        <source>Staff per year</source>
        <translation>Personnel par an</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortissement</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1&#xa0;mois</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valeur résiduelle</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>Taux de financement</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln month(s) from %2 to %3</source>
        <translation>
            <numerusform>%1 — %Ln&#xa0;mois, du %2 au %3</numerusform>
            <numerusform>%1 — %Ln&#xa0;mois, du %2 au %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Bought from %1 — %2</source>
        <translation>Acheté chez %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) made, at most %1 GPUs at once, %2 GPU-hours on demand</source>
        <translation>
            <numerusform>%Ln&#xa0;run effectué, au plus %1&#xa0;GPU à la fois, %2&#xa0;GPU-heures à la demande</numerusform>
            <numerusform>%Ln&#xa0;runs effectués, au plus %1&#xa0;GPU à la fois, %2&#xa0;GPU-heures à la demande</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s) from %1</source>
        <translation>
            <numerusform>tous les mois à partir du %1</numerusform>
            <numerusform>tous les %Ln&#xa0;mois à partir du %1</numerusform>
        </translation>
    </message>
    <message>
        <source>back to back from %1</source>
        <translation>à la suite à partir du %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>à partir du %1</translation>
    </message>
    <message>
        <source>%1 × %2 GPUs</source>
        <translation>%1 × %2&#xa0;GPU</translation>
    </message>
    <message>
        <source>Ways to buy it (totals over the program)</source>
        <translation>Façons de l’acheter (totaux sur le programme)</translation>
    </message>
    <message>
        <source>(recommended: the lowest total)</source>
        <translation>(recommandé&#xa0;: le total le plus bas)</translation>
    </message>
    <message>
        <source>%1 saves %2 against buying every run on demand.</source>
        <translation>%1 économise %2 par rapport à tout acheter à la demande.</translation>
    </message>
    <message>
        <source>(lowest)</source>
        <translation>(le plus bas)</translation>
    </message>
    <message>
        <source>Owned nodes: no server for this GPU in the reference table; give owning.server_price to price one.</source>
        <translation>Nœuds achetés&#xa0;: pas de serveur pour ce GPU dans la table de référence&#x202f;; donnez owning.server_price pour en chiffrer un.</translation>
    </message>
    <message>
        <source>Energy of the program, each run in its scenario&apos;s mode: %1, %2 (not costs)</source>
        <translation>Énergie du programme, chaque run dans le mode de son scénario&#xa0;: %1, %2 (hors coûts)</translation>
    </message>
    <message>
        <source>the rest on demand at %1 per GPU-hour</source>
        <translation>le reste à la demande à %1 par GPU-heure</translation>
    </message>
    <message>
        <source>no bursting: the offer sells no on-demand capacity, so K covers the peak</source>
        <translation>pas de débordement&#xa0;: l’offre ne vend pas de capacité à la demande, K couvre donc le pic</translation>
    </message>
    <message>
        <source>%1 — at %2 per GPU-hour, reserving nothing is cheapest: every run on demand</source>
        <translation>%1 — à %2 par GPU-heure, ne rien réserver coûte le moins&#xa0;: tous les runs à la demande</translation>
    </message>
    <message>
        <source>%1 — %2 GPUs booked for the hours the runs use them at %3 per GPU-hour; %4</source>
        <translation>%1 — %2&#xa0;GPU réservés pour les heures où les runs les utilisent, à %3 par GPU-heure&#x202f;; %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 GPUs for %Ln term(s) at %3 per GPU-hour, %4 used; %5</source>
        <translation>
            <numerusform>%1 — %2&#xa0;GPU, %Ln&#xa0;engagement à %3 par GPU-heure, utilisés à %4&#x202f;; %5</numerusform>
            <numerusform>%1 — %2&#xa0;GPU, %Ln&#xa0;engagements successifs à %3 par GPU-heure, utilisés à %4&#x202f;; %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Price quoted in the program file (reserved.per_gpu_hour).</source>
        <translation>Prix proposé, donné dans le fichier de programme (reserved.per_gpu_hour).</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Prix&#xa0;: %1</translation>
    </message>
    <message>
        <source>Upfront %1 per GPU and term, spread over the term&apos;s hours: %2 per GPU-hour in all.</source>
        <translation>Avance de %1 par GPU et par durée, répartie sur les heures de la durée&#xa0;: %2 par GPU-heure en tout.</translation>
    </message>
    <message>
        <source>The term pays against on-demand from %1 of its committed hours busy.</source>
        <translation>L’engagement est rentable face à la demande dès %1 de ses heures engagées occupées.</translation>
    </message>
    <message>
        <source>The term runs past the horizon: %1 of the total is owed for the months after %2; %3 falls inside the horizon.</source>
        <translation>L’engagement dépasse l’horizon&#xa0;: %1 du total est dû pour les mois après le %2&#x202f;; %3 tombe dans l’horizon.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln months</source>
        <translation>
            <numerusform>%1 %Ln&#xa0;mois</numerusform>
            <numerusform>%1 %Ln&#xa0;mois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no minimum</source>
        <translation>%1 sans minimum</translation>
    </message>
    <message>
        <source>%1: reserved GPUs against the program&apos;s total:</source>
        <translation>%1&#xa0;: GPU réservés et total du programme&#xa0;:</translation>
    </message>
    <message>
        <source>%1: GPUs owned (whole nodes) against the program&apos;s total:</source>
        <translation>%1&#xa0;: GPU possédés (nœuds entiers) et total du programme&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Kova::ProgramTimelineChart</name>
    <message>
        <source>Runs over the horizon</source>
        <translation>Runs sur l’horizon</translation>
    </message>
    <message>
        <source>The program&apos;s runs on a timeline over its horizon</source>
        <translation>Les runs du programme sur une frise couvrant son horizon</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message numerus="yes">
        <source>%1, run %2 of %3: from %4, %5 on %Ln GPU(s)</source>
        <translation>
            <numerusform>%1, run %2 sur %3&#xa0;: à partir du %4, %5 sur %Ln GPU</numerusform>
            <numerusform>%1, run %2 sur %3&#xa0;: à partir du %4, %5 sur %Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>The GPUs the program&apos;s runs keep busy over its horizon</source>
        <translation>Les GPU que les runs du programme occupent sur son horizon</translation>
    </message>
    <message>
        <source>GPUs busy</source>
        <translation>GPU occupés</translation>
    </message>
    <message numerus="yes">
        <source>GPUs busy, %Ln run(s) made</source>
        <translation>
            <numerusform>GPU occupés, %Ln&#xa0;run effectué</numerusform>
            <numerusform>GPU occupés, %Ln&#xa0;runs effectués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s) busy</source>
        <translation>
            <numerusform>%Ln&#xa0;GPU occupé</numerusform>
            <numerusform>%Ln&#xa0;GPU occupés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::ProgramView</name>
    <message>
        <source>The ways to buy the program, side by side</source>
        <translation>Les façons d’acheter le programme, côte à côte</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-heures</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Par GPU-heure</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Quantity × rate</source>
        <translation>Quantité × tarif</translation>
    </message>
    <message>
        <source>Program summary</source>
        <translation>Résumé du programme</translation>
    </message>
    <message>
        <source>Costing the program…</source>
        <translation>Chiffrage du programme…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln run(s) over %2 from %3 on %4</source>
        <translation>
            <numerusform>%1 — %Ln run sur %2 à partir de %3 chez %4</numerusform>
            <numerusform>%1 — %Ln runs sur %2 à partir de %3 chez %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s)</source>
        <translation>
            <numerusform>%Ln mois</numerusform>
            <numerusform>%Ln mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU-hours on demand, at most %Ln GPU(s) at once.</source>
        <translation>
            <numerusform>%1 GPU-heures à la demande, au plus %Ln GPU à la fois.</numerusform>
            <numerusform>%1 GPU-heures à la demande, au plus %Ln GPU à la fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>★ %1 (recommended)</source>
        <translation>★ %1 (recommandé)</translation>
    </message>
</context>
<context>
    <name>Kova::ProgramWindow</name>
    <message>
        <source>Kova programs (*.kova-program.json)</source>
        <translation>Programmes Kova (*.kova-program.json)</translation>
    </message>
    <message>
        <source>A general guide, not a recommendation: confirm availability and terms with the provider.</source>
        <translation>Il s’agit d’un guide général, et non d’une recommandation&#xa0;: confirmez la disponibilité et les conditions auprès du fournisseur.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open Program…</source>
        <translation>&amp;Ouvrir un programme…</translation>
    </message>
    <message>
        <source>&amp;Export Program Report…</source>
        <translation>&amp;Exporter le rapport de programme…</translation>
    </message>
    <message>
        <source>&amp;Close Program</source>
        <translation>&amp;Fermer le programme</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programme&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot Open Program</source>
        <translation>Impossible d’ouvrir le programme</translation>
    </message>
    <message>
        <source>Open Program</source>
        <translation>Ouvrir un programme</translation>
    </message>
    <message>
        <source>the program has not been costed</source>
        <translation>le programme n’a pas été chiffré</translation>
    </message>
    <message>
        <source>Export Program Report</source>
        <translation>Exporter le rapport de programme</translation>
    </message>
    <message numerus="yes">
        <source>Report written to %1 (%Ln page(s)).</source>
        <translation>
            <numerusform>Rapport écrit dans %1 (%Ln page).</numerusform>
            <numerusform>Rapport écrit dans %1 (%Ln pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>&amp;Save Program</source>
        <translation>&amp;Enregistrer le programme</translation>
    </message>
    <message>
        <source>Save Program &amp;As…</source>
        <translation>Enregistrer le programme &amp;sous…</translation>
    </message>
    <message>
        <source>Preview the program report for finance, then write it as a PDF: the recommendation, every option line by line, the charts, the assumptions and their sources.</source>
        <translation>Prévisualiser le rapport de programme pour la comptabilité, puis l’écrire en PDF&#xa0;: la recommandation, chaque option ligne par ligne, les graphiques, les hypothèses et leurs sources.</translation>
    </message>
    <message>
        <source>Export as &amp;Spreadsheet…</source>
        <translation>Exporter en &amp;tableur…</translation>
    </message>
    <message>
        <source>Write every option line by line as an XLSX workbook with live formulas (change a rate and the totals follow), or as CSV.</source>
        <translation>Écrire chaque option ligne par ligne dans un classeur XLSX aux formules vivantes (changez un tarif, les totaux suivent), ou en CSV.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print the program report.</source>
        <translation>Imprimer le rapport de programme.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>Save Program</source>
        <translation>Enregistrer le programme</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>Save Program As</source>
        <translation>Enregistrer le programme sous</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The program “%1” has unsaved changes. Save them?</source>
        <translation>Le programme «&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer&#x202f;?</translation>
    </message>
    <message>
        <source>Change the horizon</source>
        <translation>Modifier l’horizon</translation>
    </message>
    <message>
        <source>Change the count of %1</source>
        <translation>Modifier le nombre de %1</translation>
    </message>
    <message>
        <source>Change the first start of %1</source>
        <translation>Modifier le premier départ de %1</translation>
    </message>
    <message>
        <source>Change the months between the starts of %1</source>
        <translation>Modifier l’écart entre les départs de %1</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Print the program report</source>
        <translation>Imprimer le rapport de programme</translation>
    </message>
    <message>
        <source>%1: the program has not been costed; nothing was written</source>
        <translation>%1&#xa0;: le programme n’a pas été chiffré&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>Export Program as Spreadsheet</source>
        <translation>Exporter le programme en tableur</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV, one row per line of every option (*.csv)</source>
        <translation>CSV, une ligne par poste de chaque option (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
    <message>
        <source>Saving Program</source>
        <translation>Enregistrement du programme</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Show every page of the program report as it will be printed.</source>
        <translation>Afficher chaque page du rapport de programme telle qu’elle sera imprimée.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
</context>
<context>
    <name>Kova::ProgramWording</name>
    <message>
        <source>%1 %2 × %3</source>
        <comment>quantity, its unit, × rate</comment>
        <translation>%1 %2 × %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) for %2 + on-demand</source>
        <comment>reserved K GPUs for a term, the rest on demand</comment>
        <translation>
            <numerusform>%1&#xa0;: %Ln GPU pour %2 + à la demande</numerusform>
            <numerusform>%1&#xa0;: %Ln GPU pour %2 + à la demande</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s)</source>
        <comment>a reserved term</comment>
        <translation>
            <numerusform>%Ln mois</numerusform>
            <numerusform>%Ln mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) + on-demand</source>
        <comment>reserved K GPUs, the rest on demand</comment>
        <translation>
            <numerusform>%1&#xa0;: %Ln GPU + à la demande</numerusform>
            <numerusform>%1&#xa0;: %Ln GPU + à la demande</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>owned nodes: how many</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 × %2 runs</source>
        <comment>a line of one run&apos;s bill, times the runs</comment>
        <translation>%1 × %2 runs</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <comment>a month on the program&apos;s timeline</comment>
        <translation>MMM yyyy</translation>
    </message>
    <message>
        <source>No way of buying this program could be costed.</source>
        <translation>Aucune façon d’acheter ce programme n’a pu être chiffrée.</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 in total.</source>
        <translation>Recommandé&#xa0;: %1, %2 au total.</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 in total: %3 less than all on-demand (−%4).</source>
        <translation>Recommandé&#xa0;: %1, %2 au total&#xa0;: %3 de moins que tout à la demande (−%4).</translation>
    </message>
    <message>
        <source>%1 (%2 per GPU-hour)</source>
        <translation>%1 (%2 par GPU-heure)</translation>
    </message>
    <message>
        <source>Owning never pays off against %1: the rate does not even pay the GPUs&apos; electricity.</source>
        <translation>Posséder n’est jamais rentable face au tarif %1&#xa0;: il ne paie même pas l’électricité des GPU.</translation>
    </message>
    <message>
        <source>Owning never pays off against %1: it would take %2 utilisation.</source>
        <translation>Posséder n’est jamais rentable face au tarif %1&#xa0;: il faudrait %2 d’utilisation.</translation>
    </message>
    <message>
        <source>Owning pays off from %1 utilisation against %2.</source>
        <translation>Posséder devient rentable à partir de %1 d’utilisation face au tarif %2.</translation>
    </message>
    <message numerus="yes">
        <source>for %Ln month(s)</source>
        <comment>a reserved term, after &quot;Reserving GPUs&quot;</comment>
        <translation>
            <numerusform>pour %Ln mois</numerusform>
            <numerusform>pour %Ln mois</numerusform>
        </translation>
    </message>
    <message>
        <source>with no minimum term</source>
        <comment>a reserved booking with no term, after &quot;Reserving GPUs&quot;</comment>
        <translation>sans durée minimale</translation>
    </message>
    <message>
        <source>Reserving GPUs %1 never pays: %2 per committed GPU-hour is no less than %3 %4.</source>
        <comment>term; reserved rate; burst rate; burst mode</comment>
        <translation>Réserver des GPU %1 n’est jamais rentable&#xa0;: %2 par GPU-heure engagée, ce n’est pas moins cher que %3 %4.</translation>
    </message>
    <message>
        <source>Reserving GPUs %1 does not pay for this program: all %2 costs less. A reserved GPU pays off only if busy at least %3 of the committed hours (%4 per committed GPU-hour against %5 %2).</source>
        <comment>term; burst mode; break-even utilisation; reserved rate; burst rate</comment>
        <translation>Réserver des GPU %1 ne paie pas pour ce programme&#xa0;: tout %2 coûte moins cher. Un GPU réservé n’est rentable que s’il travaille au moins %3 des heures engagées (%4 par GPU-heure engagée contre %5 %2).</translation>
    </message>
    <message>
        <source>the program file</source>
        <translation>le fichier de programme</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a figure&apos;s source and the date it was observed</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) for %2, no bursting (no on-demand price)</source>
        <comment>reserved K GPUs for a term; the offer sells nothing to burst on</comment>
        <translation>
            <numerusform>%1&#xa0;: %Ln&#xa0;GPU pour %2, sans débordement (pas de prix à la demande)</numerusform>
            <numerusform>%1&#xa0;: %Ln&#xa0;GPU pour %2, sans débordement (pas de prix à la demande)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln GPU(s) booked as used, no bursting (no on-demand price)</source>
        <comment>reserved K GPUs with no minimum term; the offer sells nothing to burst on</comment>
        <translation>
            <numerusform>%1&#xa0;: %Ln&#xa0;GPU réservé à l’usage, sans débordement (pas de prix à la demande)</numerusform>
            <numerusform>%1&#xa0;: %Ln&#xa0;GPU réservés à l’usage, sans débordement (pas de prix à la demande)</numerusform>
        </translation>
    </message>
    <message>
        <source>MMM d, yyyy</source>
        <comment>a day on the program&apos;s timeline, as monthText() with the day</comment>
        <translation>d MMM yyyy</translation>
    </message>
</context>
<context>
    <name>Kova::Report</name>
    <message>
        <source>Market median, on demand*</source>
        <translation>Médiane du marché, à la demande*</translation>
    </message>
    <message>
        <source>Market, spot auctions*</source>
        <translation>Marché, enchères spot*</translation>
    </message>
    <message>
        <source>* GPU line only, at the market price for this GPU (%1, observed %2).</source>
        <translation>* Ligne GPU seule, au prix du marché pour ce GPU (%1, relevé le %2).</translation>
    </message>
    <message>
        <source>MMM d, yyyy</source>
        <comment>date format</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>* GPU line only, at the market price for this GPU.</source>
        <translation>* Ligne GPU seule, au prix du marché pour ce GPU.</translation>
    </message>
    <message>
        <source>This run, per GPU</source>
        <translation>Ce run, par GPU</translation>
    </message>
    <message>
        <source>%1 — fits</source>
        <translation>%1 — suffit</translation>
    </message>
    <message>
        <source>%1 — too small</source>
        <translation>%1 — insuffisant</translation>
    </message>
    <message>
        <source>Need per GPU (dashed)</source>
        <translation>Besoin par GPU (tirets)</translation>
    </message>
    <message numerus="yes">
        <source>Cost comparison of %Ln scenario(s)</source>
        <translation>
            <numerusform>Comparaison des coûts de %Ln scénario</numerusform>
            <numerusform>Comparaison des coûts de %Ln scénarios</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost report: %1</source>
        <translation>Rapport de coûts&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln GPU(s), %2</source>
        <translation>
            <numerusform>%1, %Ln GPU, %2</numerusform>
            <numerusform>%1, %Ln GPU, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU rental cost estimate: %1</source>
        <translation>Estimation du coût de location de GPU&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>date</comment>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>Not modelled: the run is taken as uninterrupted (mean time between interruptions set to 0).</source>
        <translation>Non modélisées&#xa0;: le run est considéré sans interruption (temps moyen entre interruptions fixé à 0).</translation>
    </message>
    <message>
        <source>Interruptions at random (exponential), one every %1 on average; a checkpoint takes %2 min to write and a restart %3 min. Checkpoint every %4 min (%5; Young: %6 min, Daly: %7 min).</source>
        <translation>Interruptions aléatoires (loi exponentielle), une toutes les %1 en moyenne&#x202f;; écrire un checkpoint prend %2&#xa0;min et redémarrer %3&#xa0;min. Checkpoint toutes les %4&#xa0;min (%5&#x202f;; Young&#xa0;: %6&#xa0;min, Daly&#xa0;: %7&#xa0;min).</translation>
    </message>
    <message>
        <source>the scenario&apos;s interval</source>
        <translation>l’intervalle du scénario</translation>
    </message>
    <message>
        <source>the optimal interval, Daly 2006</source>
        <translation>l’intervalle optimal, Daly 2006</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>fixed duration of %1 (about %2 billion tokens at the estimated throughput)</source>
        <translation>durée fixe de %1 (environ %2 milliards de tokens au débit estimé)</translation>
    </message>
    <message>
        <source>%1 billion tokens</source>
        <translation>%1 milliards de tokens</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>%1 billion parameters, %2 layers, hidden size %3, %4 heads, sequences of %5 tokens</source>
        <translation>%1 milliards de paramètres, %2 couches, dimension cachée %3, %4 têtes, séquences de %5 tokens</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Amount of training</source>
        <translation>Volume d’entraînement</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallélisme</translation>
    </message>
    <message>
        <source>%1; tensor parallel %2, pipeline parallel %3; activation recomputation: %4; micro-batch %5</source>
        <translation>%1&#x202f;; parallélisme tensoriel %2, pipeline %3&#x202f;; recalcul des activations&#xa0;: %4&#x202f;; micro-lot %5</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation (MFU)</source>
        <translation>Utilisation des FLOPs du modèle (MFU)</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>Calcul d’entraînement</translation>
    </message>
    <message>
        <source>%1 FLOP (6·N·D, Kaplan et al. 2020)</source>
        <translation>%1 FLOP (6·N·D, Kaplan et al. 2020)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s) of %1, %2; %3 per node</source>
        <translation>
            <numerusform>%Ln GPU de %1, %2&#x202f;; %3 par nœud</numerusform>
            <numerusform>%Ln GPU de %1, %2&#x202f;; %3 par nœud</numerusform>
        </translation>
    </message>
    <message>
        <source>Interruption model</source>
        <translation>Modèle d’interruptions</translation>
    </message>
    <message>
        <source>Storage and transfers</source>
        <translation>Stockage et transferts</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>a month counts 30 days: a volume costs GB × price per GB-month × days ÷ 30</source>
        <translation>un mois compte 30 jours&#xa0;: un volume coûte Go × prix par Go-mois × jours ÷ 30</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>%1, observed %2</source>
        <translation>%1, relevé le %2</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Hypothèse</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Cost line by line, per purchase mode</source>
        <translation>Coût ligne par ligne, par mode d’achat</translation>
    </message>
    <message>
        <source>%1 — %2 per GPU-hour</source>
        <translation>%1 — %2 par GPU-heure</translation>
    </message>
    <message numerus="yes">
        <source>%Ln-month term</source>
        <translation>
            <numerusform>engagement de %Ln mois</numerusform>
            <numerusform>engagement de %Ln mois</numerusform>
        </translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>recommandé</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Wall-clock time %1</source>
        <translation>Temps réel %1</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Quantity × rate</source>
        <translation>Quantité × tarif</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>%1 per GPU fits in the %2 usable on the %3.</source>
        <translation>%1 par GPU tiennent dans les %2 utilisables de la %3.</translation>
    </message>
    <message>
        <source>%1 per GPU does not fit in the %2 usable on the %3.</source>
        <translation>%1 par GPU ne tiennent pas dans les %2 utilisables de la %3.</translation>
    </message>
    <message numerus="yes">
        <source>With this sharding at least %Ln GPU(s) are needed.</source>
        <translation>
            <numerusform>Avec ce sharding, il faut au moins %Ln GPU.</numerusform>
            <numerusform>Avec ce sharding, il faut au moins %Ln GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU count fits with this sharding.</source>
        <translation>Aucun nombre de GPU ne convient avec ce sharding.</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>fits in memory</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <comment>does not fit in memory</comment>
        <translation>non</translation>
    </message>
    <message>
        <source>none fits</source>
        <comment>minimum GPU count</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modèle de GPU</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Mémoire utilisable</translation>
    </message>
    <message numerus="yes">
        <source>Fits with %Ln GPU(s)</source>
        <translation>
            <numerusform>Tient sur %Ln GPU</numerusform>
            <numerusform>Tient sur %Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum GPUs</source>
        <translation>GPU minimum</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>No warnings for this scenario.</source>
        <translation>Aucun avertissement pour ce scénario.</translation>
    </message>
    <message>
        <source>Offers considered, with their sources</source>
        <translation>Offres examinées, avec leurs sources</translation>
    </message>
    <message>
        <source>(this scenario)</source>
        <translation>(ce scénario)</translation>
    </message>
    <message>
        <source>on-demand median %1</source>
        <translation>médiane à la demande %1</translation>
    </message>
    <message>
        <source>spot about %1</source>
        <translation>spot environ %1</translation>
    </message>
    <message>
        <source>Market reference for the %1</source>
        <translation>Référence du marché pour la %1</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offre</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Prix par GPU-heure</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Relevé le</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>This is a general guide, not a recommendation of a specific provider or price. Check the current offers and confirm availability and terms with the provider.</source>
        <translation>Il s’agit d’un guide général, et non d’une recommandation portant sur un fournisseur ou un prix précis. Consultez les offres actuelles et confirmez la disponibilité et les conditions auprès du fournisseur.</translation>
    </message>
    <message>
        <source>Please note</source>
        <translation>À noter</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %Ln GPU(s) · prices in %3</source>
        <translation>
            <numerusform>%1 · %2 · %Ln GPU · prix en %3</numerusform>
            <numerusform>%1 · %2 · %Ln GPU · prix en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per purchase mode</source>
        <translation>Coût par mode d’achat</translation>
    </message>
    <message>
        <source>Where the money goes: %1</source>
        <translation>Où va l’argent&#xa0;: %1</translation>
    </message>
    <message>
        <source>Memory per GPU and fit check</source>
        <translation>Mémoire par GPU et vérification de la VRAM</translation>
    </message>
    <message>
        <source>Total per purchase mode</source>
        <translation>Total par mode d’achat</translation>
    </message>
    <message>
        <source>Kova Planner %1 · %2 · general guide: confirm availability and terms with the provider</source>
        <translation>Kova Planner %1 · %2 · guide général&#xa0;: confirmez la disponibilité et les conditions auprès du fournisseur</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>%1 would cost the same, %2.</source>
        <translation>%1 coûterait autant, %2.</translation>
    </message>
    <message>
        <source>%1 would cost %2: %3 more (+%4).</source>
        <translation>%1 coûterait %2&#xa0;: %3 de plus (+%4).</translation>
    </message>
    <message>
        <source>%1 would cost %2: %3 less (−%4).</source>
        <translation>%1 coûterait %2&#xa0;: %3 de moins (−%4).</translation>
    </message>
    <message>
        <source>No market reference price is known for this GPU.</source>
        <translation>Aucun prix de référence du marché n’est connu pour ce GPU.</translation>
    </message>
    <message>
        <source>MMMM d, yyyy</source>
        <comment>long date format of the report</comment>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <source>KOVA PLANNER · COST COMPARISON</source>
        <translation>KOVA PLANNER · COMPARAISON DES COÛTS</translation>
    </message>
    <message>
        <source>KOVA PLANNER · COST REPORT</source>
        <translation>KOVA PLANNER · RAPPORT DE COÛTS</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Préparé par</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no name given</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>Recommended purchase mode: %1, for a total of %2 on %3.</source>
        <translation>Mode d’achat recommandé&#xa0;: %1, pour un total de %2 chez %3.</translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock time %1; %2 GPU-hours of compute on %Ln GPU(s).</source>
        <translation>
            <numerusform>Temps réel %1&#x202f;; %2 GPU-heures de calcul sur %Ln GPU.</numerusform>
            <numerusform>Temps réel %1&#x202f;; %2 GPU-heures de calcul sur %Ln GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>The scenario itself asks for %1: %2.</source>
        <translation>Le scénario demande lui-même le mode %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Recommandé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wall-clock</source>
        <translation>Temps réel</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-heures</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>Scénarios comparés</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Recommended mode</source>
        <translation>Mode recommandé</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1&#xa0;: c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1: the report could not be drawn</source>
        <translation>%1&#xa0;: le rapport n’a pas pu être dessiné</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Exchange rate used for the amounts in %1</source>
        <translation>Taux de change utilisé pour les montants en %1</translation>
    </message>
    <message>
        <source>European Central Bank reference rates</source>
        <translation>Taux de référence de la Banque centrale européenne</translation>
    </message>
    <message>
        <source>typed by hand</source>
        <comment>an exchange rate</comment>
        <translation>saisi à la main</translation>
    </message>
    <message>
        <source>%1, rank %2</source>
        <comment>LoRA or QLoRA, the adapters&apos; rank</comment>
        <translation>%1, rang %2</translation>
    </message>
    <message>
        <source>Here the GPU line costs %1.</source>
        <translation>Ici, la ligne GPU coûte %1.</translation>
    </message>
    <message numerus="yes">
        <source>Hardware failures strike every purchase mode: one per %1 GPU-hours (from the Llama 3 405B run&apos;s %3 interruptions in %4 days on %5 H100 by default), one every %2 on %Ln GPU(s).</source>
        <translation>
            <numerusform>Les pannes matérielles frappent tous les modes d’achat&#xa0;: une par %1 GPU-heures (par défaut d’après les %3 interruptions de l’entraînement de Llama 3 405B en %4 jours sur %5 H100), une toutes les %2 sur %Ln GPU.</numerusform>
            <numerusform>Les pannes matérielles frappent tous les modes d’achat&#xa0;: une par %1 GPU-heures (par défaut d’après les %3 interruptions de l’entraînement de Llama 3 405B en %4 jours sur %5 H100), une toutes les %2 sur %Ln GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint every %1 min (%2; Young: %3 min, Daly: %4 min).</source>
        <translation>Checkpoint toutes les %1&#xa0;min (%2&#x202f;; Young&#xa0;: %3&#xa0;min, Daly&#xa0;: %4&#xa0;min).</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 FLOP (6·N + 12·L·h·T per token, PaLM appendix B)</source>
        <translation>%1 FLOP (6·N + 12·L·h·T par token, PaLM, annexe B)</translation>
    </message>
    <message>
        <source>The throughput is the scenario&apos;s own figure (%1): no range is added to it.</source>
        <translation>Le débit est celui du scénario (%1)&#xa0;: aucune fourchette ne s’y ajoute.</translation>
    </message>
    <message>
        <source>The duration is fixed, so its cost has no range; it trains %1 to %2 billion tokens (P10–P90: %3).</source>
        <translation>La durée est fixe, son coût n’a donc pas de fourchette&#x202f;; elle entraîne de %1 à %2 milliards de tokens (P10–P90&#xa0;: %3).</translation>
    </message>
    <message>
        <source>Likely range (P10–P90): %1 to %2 in total, %3 to %4 wall-clock, %5 to %6 GPU-hours; from %7.</source>
        <translation>Fourchette probable (P10–P90)&#xa0;: de %1 à %2 au total, de %3 à %4 de temps réel, de %5 à %6 GPU-heures&#x202f;; d’après %7.</translation>
    </message>
    <message>
        <source>Energy and carbon</source>
        <translation>Énergie et carbone</translation>
    </message>
    <message>
        <source>%1 W per GPU (%2 W TDP × %3 utilisation + %4 W for the rest of the node), PUE %5; grid intensity %6 kg CO₂e/kWh: %7. Not costs: not in the totals</source>
        <translation>%1 W par GPU (TDP de %2 W × utilisation %3 + %4 W pour le reste du nœud), PUE %5&#x202f;; intensité du réseau électrique %6 kg CO₂e/kWh&#xa0;: %7. Ce ne sont pas des coûts&#xa0;: hors des totaux</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more offer(s) of the %1 in the catalogue</source>
        <translation>
            <numerusform>%Ln autre offre de %1 au catalogue</numerusform>
            <numerusform>%Ln autres offres de %1 au catalogue</numerusform>
        </translation>
    </message>
    <message>
        <source>kova-planner catalog --gpu %1 lists them all</source>
        <translation>kova-planner catalog --gpu %1 les liste toutes</translation>
    </message>
    <message>
        <source>The offer sells no reserved capacity: no curve to show.</source>
        <translation>L’offre ne vend pas de capacité réservée&#xa0;: pas de courbe à montrer.</translation>
    </message>
    <message>
        <source>Reserved GPUs (K), the rest bursting on demand</source>
        <translation>GPU réservés (K), le reste en débordement à la demande</translation>
    </message>
    <message>
        <source>Program total (%1)</source>
        <translation>Total du programme (%1)</translation>
    </message>
    <message>
        <source>minimum: K = %1, %2</source>
        <translation>minimum&#xa0;: K = %1, %2</translation>
    </message>
    <message>
        <source>No server of the reference table carries this GPU: owning is not costed.</source>
        <translation>Aucun serveur de la table de référence ne porte ce GPU&#xa0;: la possession n’est pas chiffrée.</translation>
    </message>
    <message>
        <source>Utilisation of the owned GPUs (busy share of the hours)</source>
        <translation>Utilisation des GPU possédés (part des heures où ils travaillent)</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour (%1)</source>
        <translation>Coût par GPU-heure occupée (%1)</translation>
    </message>
    <message>
        <source>Owned, per busy GPU-hour</source>
        <translation>En propre, par GPU-heure occupée</translation>
    </message>
    <message>
        <source>Program report: %1</source>
        <translation>Rapport de programme&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>How to buy a program of %Ln run(s) over %1: %2</source>
        <translation>
            <numerusform>Comment acheter un programme de %Ln run sur %1&#xa0;: %2</numerusform>
            <numerusform>Comment acheter un programme de %Ln runs sur %1&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s)</source>
        <translation>
            <numerusform>%Ln mois</numerusform>
            <numerusform>%Ln mois</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown offer &quot;%1&quot;</source>
        <translation>offre «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %Ln run(s) over %3 from %4 · prices in %5</source>
        <translation>
            <numerusform>%1 · %2 · %Ln run sur %3 à partir de %4 · prix en %5</numerusform>
            <numerusform>%1 · %2 · %Ln runs sur %3 à partir de %4 · prix en %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserving %Ln GPU(s) gives the lowest total of the reserved option; they are busy %1 of the committed hours and %2 GPU-hours burst on demand.</source>
        <translation>
            <numerusform>Réserver %Ln GPU donne le plus petit total de l’option réservée&#x202f;; il travaille %1 des heures engagées et %2 GPU-heures débordent à la demande.</numerusform>
            <numerusform>Réserver %Ln GPU donne le plus petit total de l’option réservée&#x202f;; ils travaillent %1 des heures engagées et %2 GPU-heures débordent à la demande.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owning %Ln node(s) keeps its GPUs busy %1 of the hours: %2 per busy GPU-hour.</source>
        <translation>
            <numerusform>Avec %Ln nœud en propre, ses GPU travaillent %1 des heures&#xa0;: %2 par GPU-heure occupée.</numerusform>
            <numerusform>Avec %Ln nœuds en propre, leurs GPU travaillent %1 des heures&#xa0;: %2 par GPU-heure occupée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Energy: %1, %2 (not costs: not in the totals).</source>
        <translation>Énergie&#xa0;: %1, %2 (pas des coûts&#xa0;: hors des totaux).</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommandation</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommandé</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no figure</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation>GPU au pic</translation>
    </message>
    <message>
        <source>The runs</source>
        <translation>Les runs</translation>
    </message>
    <message>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>tous les mois</numerusform>
            <numerusform>tous les %Ln mois</numerusform>
        </translation>
    </message>
    <message>
        <source>back to back</source>
        <translation>à la suite</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Fois</translation>
    </message>
    <message>
        <source>From</source>
        <translation>À partir de</translation>
    </message>
    <message>
        <source>GPU-hours each</source>
        <translation>GPU-heures chacun</translation>
    </message>
    <message>
        <source>The ways to buy it, side by side</source>
        <translation>Les façons de l’acheter, côte à côte</translation>
    </message>
    <message>
        <source>(recommended)</source>
        <translation>(recommandé)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Against the best</source>
        <translation>Écart au meilleur</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Par GPU-heure</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Each option line by line</source>
        <translation>Chaque option ligne par ligne</translation>
    </message>
    <message>
        <source>Assumptions and their sources</source>
        <translation>Hypothèses et leurs sources</translation>
    </message>
    <message>
        <source>Offer&apos;s prices per GPU-hour</source>
        <translation>Prix de l’offre par GPU-heure</translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation>Durée de réservation</translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s), paid in full; %1 to cover the horizon</source>
        <translation>
            <numerusform>%Ln mois, payé en entier&#x202f;; %1 pour couvrir l’horizon</numerusform>
            <numerusform>%Ln mois, payés en entier&#x202f;; %1 pour couvrir l’horizon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln term(s)</source>
        <translation>
            <numerusform>%Ln engagement</numerusform>
            <numerusform>%Ln engagements</numerusform>
        </translation>
    </message>
    <message>
        <source>no minimum term</source>
        <translation>sans durée minimale</translation>
    </message>
    <message>
        <source>the program file</source>
        <translation>le fichier de programme</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message numerus="yes">
        <source>%Ln month(s) from %1; a month counts 30 days</source>
        <translation>
            <numerusform>%Ln mois à partir de %1&#x202f;; un mois compte 30 jours</numerusform>
            <numerusform>%Ln mois à partir de %1&#x202f;; un mois compte 30 jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>%1, %2 GPUs per node: %3</source>
        <translation>%1, %2 GPU par nœud&#xa0;: %3</translation>
    </message>
    <message>
        <source>Nodes owned</source>
        <translation>Nœuds possédés</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln nœud</numerusform>
            <numerusform>%Ln nœuds</numerusform>
        </translation>
    </message>
    <message>
        <source>enough for the program&apos;s peak</source>
        <translation>de quoi tenir le pic du programme</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>Puissance des GPU</translation>
    </message>
    <message>
        <source>%1 W TDP × %2 when busy</source>
        <translation>TDP de %1&#xa0;W × %2 en charge</translation>
    </message>
    <message>
        <source>Rest of the node</source>
        <translation>Reste du nœud</translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation>%1&#xa0;W par GPU</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>Efficacité énergétique du centre (PUE)</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 par kWh</translation>
    </message>
    <message>
        <source>Hosting (colocation)</source>
        <translation>Hébergement (colocation)</translation>
    </message>
    <message>
        <source>%1 per kW per month</source>
        <translation>%1 par kW et par mois</translation>
    </message>
    <message>
        <source>Hardware support</source>
        <translation>Support matériel</translation>
    </message>
    <message>
        <source>%1 of the price a year</source>
        <translation>%1 du prix par an</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>Personnel d’exploitation</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortissement</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valeur résiduelle</translation>
    </message>
    <message>
        <source>%1 of the price</source>
        <translation>%1 du prix</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Financement</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>%1 par an</translation>
    </message>
    <message>
        <source>paid cash</source>
        <translation>payé comptant</translation>
    </message>
    <message>
        <source>KOVA PLANNER · PROGRAM REPORT</source>
        <translation>KOVA PLANNER · RAPPORT DE PROGRAMME</translation>
    </message>
    <message>
        <source>Total against the reserved GPUs</source>
        <translation>Total selon les GPU réservés</translation>
    </message>
    <message>
        <source>Owning against renting: cost per GPU-hour by utilisation</source>
        <translation>Posséder ou louer&#xa0;: coût par GPU-heure selon l’utilisation</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>two sources of one figure</comment>
        <translation>%1&#x202f;; %2</translation>
    </message>
    <message>
        <source>%1 routed experts per layer in %2 layers, %3 per token, %4 shared; %5 billion parameters held, %6 billion active per token. Expert parallel %7 (%8): all-to-all %9 s per step; load imbalance ×%10 on the experts (Switch Transformer&apos;s capacity factor 1.25)</source>
        <translation>%1 experts routés par couche sur %2 couches, %3 par jeton, %4 partagés&#xa0;; %5 milliards de paramètres en mémoire, %6 milliards actifs par jeton. Parallélisme d’experts %7 (%8)&#xa0;: all-to-all de %9 s par étape&#xa0;; déséquilibre de charge ×%10 sur les experts (facteur de capacité 1,25 de Switch Transformer)</translation>
    </message>
    <message>
        <source>inside a node</source>
        <translation>dans un nœud</translation>
    </message>
    <message>
        <source>across nodes</source>
        <translation>entre nœuds</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mélange d’experts</translation>
    </message>
    <message>
        <source>checkpoint volume %1 kept %2 after the run; dataset %3 imported; %4 of results taken out</source>
        <translation>volume de checkpoint de %1 conservé %2 après le run&#x202f;; dataset de %3 importé&#x202f;; %4 de résultats sortis</translation>
    </message>
    <message>
        <source>Risk: in %1 mode the provider can take the GPUs back mid-run, yet no interruptions are modelled here (mean time between interruptions set to 0): this total assumes none. Set the scenario&apos;s interruption rate before relying on it.</source>
        <translation>Risque&#xa0;: en mode %1, le fournisseur peut reprendre les GPU en cours de run, or aucune interruption n’est modélisée ici (temps moyen entre interruptions réglé à 0)&#xa0;: ce total n’en suppose aucune. Réglez le taux d’interruption du scénario avant de vous y fier.</translation>
    </message>
    <message>
        <source>the spread of Kova&apos;s throughput model around published training runs (Megatron-LM, Pythia, LLaMA, Llama 2 and 3, BLOOM, Falcon and others), each publication left out of the fit in turn</source>
        <translation>l’écart du modèle de débit de Kova sur des entraînements publiés (Megatron-LM, Pythia, LLaMA, Llama 2 et 3, BLOOM, Falcon et d’autres), chaque publication laissée hors de l’ajustement à son tour</translation>
    </message>
    <message>
        <source>Check this price before ordering: %1.</source>
        <translation>Vérifiez ce prix avant de commander&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Wall-clock time (h, logarithmic)</source>
        <translation>Temps réel (h, échelle log.)</translation>
    </message>
    <message>
        <source>Total (%1, logarithmic)</source>
        <translation>Total (%1, échelle log.)</translation>
    </message>
    <message>
        <source>Each line joins a scenario&apos;s plans across the GPU counts its offer supplies, in the purchase mode that prices its plan; the thick stretch is its Pareto front (no other of its plans is both cheaper and faster), the star its current plan.</source>
        <translation>Chaque ligne relie les plans d’un scénario sur les nombres de GPU que son offre fournit, dans le mode d’achat qui chiffre son plan&#xa0;; le trait épais est son front de Pareto (aucun autre de ses plans n’est à la fois moins cher et plus rapide), l’étoile son plan actuel.</translation>
    </message>
    <message>
        <source>Total against time across GPU counts</source>
        <translation>Total selon le temps, par nombre de GPU</translation>
    </message>
</context>
<context>
    <name>Kova::ReportActions</name>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation>&amp;Exporter le rapport PDF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Write the cost report of this scenario as a PDF, after a preview of its first page.</source>
        <translation>Écrire le rapport de coûts de ce scénario en PDF, après un aperçu de sa première page.</translation>
    </message>
    <message>
        <source>Print the cost report of this scenario.</source>
        <translation>Imprimer le rapport de coûts de ce scénario.</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Exporter le rapport PDF</translation>
    </message>
    <message numerus="yes">
        <source>Report written to %1 (%Ln page(s)).</source>
        <translation>
            <numerusform>Rapport écrit dans %1 (%Ln page).</numerusform>
            <numerusform>Rapport écrit dans %1 (%Ln pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Print the cost report</source>
        <translation>Imprimer le rapport de coûts</translation>
    </message>
    <message>
        <source>Export &amp;Comparison Report…</source>
        <translation>Exporter le rapport de &amp;comparaison…</translation>
    </message>
    <message>
        <source>Write the open scenarios&apos; costs side by side as a PDF, as the command line&apos;s report of several scenarios.</source>
        <translation>Écrire en PDF les coûts des scénarios ouverts côte à côte, comme le rapport de plusieurs scénarios de la ligne de commande.</translation>
    </message>
    <message>
        <source>Export comparison report</source>
        <translation>Exporter le rapport de comparaison</translation>
    </message>
    <message>
        <source>Open two or more scenarios to compare them (File › Open or File › New Scenario).</source>
        <translation>Ouvrez au moins deux scénarios pour les comparer (Fichier › Ouvrir ou Fichier › Nouveau scénario).</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Show every page of the cost report of this scenario as it will be printed.</source>
        <translation>Afficher chaque page du rapport de coûts de ce scénario telle qu’elle sera imprimée.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
</context>
<context>
    <name>Kova::ReportPreviewDialog</name>
    <message>
        <source>Export PDF report</source>
        <translation>Exporter le rapport PDF</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Preview of the first page</source>
        <translation>Aperçu de la première page</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>&amp;Préparé par&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Organisation:</source>
        <translation>&amp;Organisation&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Kova::ReportPrintPreview</name>
    <message>
        <source>Print Preview — %1</source>
        <translation>Aperçu avant impression — %1</translation>
    </message>
</context>
<context>
    <name>Kova::ReservedCurveChart</name>
    <message numerus="yes">
        <source>%Ln GPU(s) reserved: %1</source>
        <translation>
            <numerusform>%Ln GPU réservé&#xa0;: %1</numerusform>
            <numerusform>%Ln GPU réservés&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No reserved term: no curve</source>
        <translation>Pas de durée réservée&#xa0;: pas de courbe</translation>
    </message>
    <message>
        <source>Total against reserved GPUs</source>
        <translation>Total selon les GPU réservés</translation>
    </message>
    <message>
        <source>The program&apos;s total against the GPUs reserved for the term</source>
        <translation>Le total du programme selon les GPU réservés pour la durée</translation>
    </message>
    <message>
        <source>Reserved GPUs (K)</source>
        <translation>GPU réservés (K)</translation>
    </message>
    <message>
        <source>Reserved GPUs (K), the rest on demand</source>
        <translation>GPU réservés (K), le reste à la demande</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>lowest: K = %1, %2</source>
        <translation>le plus bas&#xa0;: K = %1, %2</translation>
    </message>
</context>
<context>
    <name>Kova::Scenario</name>
    <message>
        <source>give exactly one of tokens_b and duration_hours</source>
        <translation>donnez soit tokens_b, soit duration_hours</translation>
    </message>
    <message>
        <source>must be greater than 0</source>
        <translation>doit être supérieur à 0</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor × pipeline groups of %2</source>
        <translation>%1 GPU ne se répartissent pas en groupes tenseur × pipeline de %2</translation>
    </message>
    <message>
        <source>the hidden size %1 is not divisible by %2 heads</source>
        <translation>la dimension cachée %1 n’est pas divisible par %2 têtes</translation>
    </message>
    <message>
        <source>missing: this is not a Kova scenario file</source>
        <translation>absent&#xa0;: ce n’est pas un fichier de scénario Kova</translation>
    </message>
    <message>
        <source>format version %1 is newer than this program understands (%2); update Kova Planner</source>
        <translation>la version de format %1 est plus récente que celle que ce programme comprend (%2)&#x202f;; mettez Kova Planner à jour</translation>
    </message>
    <message>
        <source>is required with spot.trace: the run pauses while the price is above the bid</source>
        <translation>est obligatoire avec spot.trace&#xa0;: le run se met en pause tant que le prix dépasse l’enchère</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas l’une des valeurs&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>«&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>name at least one layer</source>
        <translation>nommez au moins une couche</translation>
    </message>
    <message>
        <source>%1 heads cannot be split across tensor_parallel = %2</source>
        <translation>%1 têtes ne se répartissent pas sur tensor_parallel = %2</translation>
    </message>
    <message>
        <source>%1 heads cannot share %2 key/value heads evenly</source>
        <translation>%1 têtes ne se partagent pas également %2 têtes clé/valeur</translation>
    </message>
    <message>
        <source>%1 pipeline stages for %2 layers: every stage needs at least one layer</source>
        <translation>%1 étages de pipeline pour %2 couches&#xa0;: chaque étage a besoin d’au moins une couche</translation>
    </message>
    <message>
        <source>%1 × %2 model chunks for %3 layers: every chunk needs at least one layer</source>
        <translation>%1 × %2 tronçons de modèle pour %3 couches&#xa0;: chaque tronçon a besoin d’au moins une couche</translation>
    </message>
    <message numerus="yes">
        <source>a micro-batch of %Ln sequences of %1 tokens is larger than the global batch of %2 tokens</source>
        <translation>
            <numerusform>un micro-lot de %Ln séquence de %1 tokens dépasse le lot global de %2 tokens</numerusform>
            <numerusform>un micro-lot de %Ln séquences de %1 tokens dépasse le lot global de %2 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 phases are more than a scenario may hold (%2)</source>
        <translation>%1 phases, c’est plus qu’un scénario ne peut en contenir (%2)</translation>
    </message>
    <message>
        <source>is needed with model.experts</source>
        <translation>est nécessaire avec model.experts</translation>
    </message>
    <message>
        <source>means nothing without model.experts</source>
        <translation>n’a pas de sens sans model.experts</translation>
    </message>
    <message>
        <source>needs model.experts: a dense model has none</source>
        <translation>demande model.experts&#xa0;: un modèle dense n’en a pas</translation>
    </message>
    <message>
        <source>%1 experts per token of only %2 experts</source>
        <translation>%1 experts par jeton sur seulement %2 experts</translation>
    </message>
    <message>
        <source>%1 dense layers of %2 leave no layer for the experts</source>
        <translation>%1 couches denses sur %2 ne laissent aucune couche aux experts</translation>
    </message>
    <message>
        <source>%1 billion parameters in all are fewer than the %2 billion of the routed experts alone</source>
        <translation>%1 milliards de paramètres au total, c’est moins que les %2 milliards des seuls experts routés</translation>
    </message>
    <message>
        <source>%1 experts cannot be split evenly across expert_parallel = %2</source>
        <translation>%1 experts ne se répartissent pas également sur expert_parallel = %2</translation>
    </message>
    <message>
        <source>expert_parallel = %1 does not divide the %2 data-parallel GPUs</source>
        <translation>expert_parallel = %1 ne divise pas les %2 GPU en parallélisme de données</translation>
    </message>
    <message>
        <source>must be 0 (not modelled) or at least %1 h</source>
        <translation>doit valoir 0 (non modélisé) ou au moins %1&#xa0;h</translation>
    </message>
    <message>
        <source>a file path cannot hold control characters (U+0000 to U+001F)</source>
        <translation>un chemin de fichier ne peut pas contenir de caractères de contrôle (U+0000 à U+001F)</translation>
    </message>
    <message>
        <source>must be greater than 0: a network of 0 Gb/s carries nothing between nodes</source>
        <translation>doit être supérieur à 0&#xa0;: un réseau de 0 Gb/s ne transporte rien entre les nœuds</translation>
    </message>
    <message>
        <source>%1 key/value heads cannot be split across tensor_parallel = %2, nor replicated evenly on its ranks</source>
        <translation>%1 têtes clé/valeur ne se répartissent pas sur tensor_parallel = %2, ni ne se répliquent également sur ses rangs</translation>
    </message>
</context>
<context>
    <name>Kova::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>Kova::ScenarioFile</name>
    <message>
        <source>the scenario would be over %1, which no Kova Planner could open again</source>
        <translation>le scénario dépasserait %1, qu’aucun Kova Planner ne pourrait rouvrir</translation>
    </message>
    <message>
        <source>is not an example shipped with this program</source>
        <translation>n’est pas un exemple livré avec ce programme</translation>
    </message>
</context>
<context>
    <name>Kova::ScenarioForm</name>
    <message>
        <source>Scenario name</source>
        <translation>Nom du scénario</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Model and training</source>
        <translation>Modèle et entraînement</translation>
    </message>
    <message>
        <source>Model &amp;size</source>
        <translation>&amp;Taille du modèle</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Taille du modèle</translation>
    </message>
    <message>
        <source>B params</source>
        <translation>Md de paramètres</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Méthode</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Précision</translation>
    </message>
    <message>
        <source>S&amp;harding</source>
        <translation>S&amp;harding</translation>
    </message>
    <message>
        <source>&amp;Recomputation</source>
        <translation>&amp;Recalcul</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>&amp;Tokens</translation>
    </message>
    <message>
        <source>Fixed &amp;duration</source>
        <translation>&amp;Durée fixe</translation>
    </message>
    <message>
        <source>Run length given in tokens</source>
        <translation>Longueur du run donnée en tokens</translation>
    </message>
    <message>
        <source>Run length given as a fixed duration</source>
        <translation>Longueur du run donnée en durée fixe</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Longueur du run</translation>
    </message>
    <message>
        <source>T&amp;okens</source>
        <translation>T&amp;okens</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>B tokens</source>
        <translation>Md de tokens</translation>
    </message>
    <message>
        <source>D&amp;uration</source>
        <translation>D&amp;urée</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>h</source>
        <comment>hours</comment>
        <translation>h</translation>
    </message>
    <message>
        <source>MF&amp;U</source>
        <translation>MF&amp;U</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Utilisation des FLOPs du modèle</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>O&amp;ffer</source>
        <translation>O&amp;ffre</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Nombre de GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Purchase m&amp;ode</source>
        <translation>M&amp;ode d’achat</translation>
    </message>
    <message>
        <source>Interruptions and checkpoints</source>
        <translation>Interruptions et checkpoints</translation>
    </message>
    <message>
        <source>Mean time between &amp;interruptions</source>
        <translation>Temps moyen entre &amp;interruptions</translation>
    </message>
    <message>
        <source>Mean time between interruptions</source>
        <translation>Temps moyen entre interruptions</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>non modélisé</translation>
    </message>
    <message>
        <source>&amp;Checkpoint every</source>
        <translation>&amp;Checkpoint toutes les</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <source>min</source>
        <comment>minutes</comment>
        <translation>min</translation>
    </message>
    <message>
        <source>Use the optimal interval (Daly 2006)</source>
        <translation>Utiliser l’intervalle optimal (Daly 2006)</translation>
    </message>
    <message>
        <source>Use the optimal checkpoint interval</source>
        <translation>Utiliser l’intervalle de checkpoint optimal</translation>
    </message>
    <message>
        <source>Change checkpoint interval</source>
        <translation>Modifier l’intervalle de checkpoint</translation>
    </message>
    <message>
        <source>Storage and transfers</source>
        <translation>Stockage et transferts</translation>
    </message>
    <message>
        <source>Checkpoint &amp;volume</source>
        <translation>&amp;Volume de checkpoint</translation>
    </message>
    <message>
        <source>Checkpoint volume</source>
        <translation>Volume de checkpoint</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Retentio&amp;n after the run</source>
        <translation>Cons&amp;ervation après le run</translation>
    </message>
    <message>
        <source>Retention after the run</source>
        <translation>Conservation après le run</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>D&amp;ataset</source>
        <translation>D&amp;ataset</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>Taille du dataset</translation>
    </message>
    <message>
        <source>E&amp;gress</source>
        <translation>E&amp;gress</translation>
    </message>
    <message>
        <source>Egress of results</source>
        <translation>Egress des résultats</translation>
    </message>
    <message>
        <source>Optimal interval (Daly 2006): %1 min; Young 1974: %2 min</source>
        <translation>Intervalle optimal (Daly 2006)&#xa0;: %1&#xa0;min&#x202f;; Young 1974&#xa0;: %2&#xa0;min</translation>
    </message>
    <message>
        <source>Interruptions are not modelled: set a mean time between interruptions.</source>
        <translation>Les interruptions ne sont pas modélisées&#xa0;: indiquez un temps moyen entre interruptions.</translation>
    </message>
    <message>
        <source>Change run length</source>
        <translation>Modifier la longueur du run</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Renommer le scénario</translation>
    </message>
    <message>
        <source>Fra&amp;mework</source>
        <translation>Fra&amp;mework</translation>
    </message>
    <message>
        <source>The bytes each parameter&apos;s weights, gradients and optimizer states take. Default Megatron-LM: bf16 weights, an fp32 gradient buffer and fp32 AdamW, 18 bytes (Megatron Core, &quot;Distributed Optimizer&quot;); DeepSpeed as its memory estimators count; the ZeRO paper&apos;s 16 bytes.</source>
        <translation>Les octets que prennent, par paramètre, les poids, les gradients et les états de l’optimiseur. Par défaut Megatron-LM&#xa0;: poids bf16, tampon de gradients fp32 et AdamW fp32, 18&#xa0;octets (Megatron Core, «&#xa0;Distributed Optimizer&#xa0;»)&#x202f;; DeepSpeed tel que le comptent ses estimateurs de mémoire&#x202f;; les 16&#xa0;octets de l’article ZeRO.</translation>
    </message>
    <message>
        <source>&amp;Key/value heads</source>
        <translation>Têtes &amp;clé/valeur</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Têtes clé/valeur</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>têtes</translation>
    </message>
    <message>
        <source>Grouped-query attention: fewer key/value heads than heads shrink the keys and values kept for the backward pass. Default: as many as heads (no grouping); Llama 2 70B and Llama 3 use 8.</source>
        <translation>Attention à requêtes groupées&#xa0;: moins de têtes clé/valeur que de têtes réduit les clés et valeurs gardées pour la passe arrière. Par défaut&#xa0;: autant que de têtes (pas de regroupement)&#x202f;; Llama 2 70B et Llama 3 en utilisent 8.</translation>
    </message>
    <message>
        <source>&amp;FlashAttention</source>
        <translation>&amp;FlashAttention</translation>
    </message>
    <message>
        <source>On by default, as modern training stacks run: the attention scores are never stored (Dao et al. 2022). Off: Korthikanti et al. 2022&apos;s 5·a·s²·b bytes per layer come back.</source>
        <translation>Activé par défaut, comme le font les piles d’entraînement actuelles&#xa0;: les scores d’attention ne sont jamais stockés (Dao et al. 2022). Désactivé&#xa0;: les 5·a·s²·b octets par couche de Korthikanti et al. 2022 reviennent.</translation>
    </message>
    <message>
        <source>Se&amp;quence parallelism</source>
        <translation>Parallélisme de sé&amp;quence</translation>
    </message>
    <message>
        <source>With tensor parallelism, splits the layer norms and dropouts across the tensor-parallel GPUs (Korthikanti et al. 2022). On by default, as Megatron-LM recipes for large models run.</source>
        <translation>Avec le parallélisme tensoriel, répartit aussi les normalisations de couche et les dropouts entre les GPU du groupe tensoriel (Korthikanti et al. 2022). Activé par défaut, comme dans les recettes Megatron-LM des grands modèles.</translation>
    </message>
    <message>
        <source>Change LoRA target layers</source>
        <translation>Modifier les couches ciblées par LoRA</translation>
    </message>
    <message>
        <source>LoRA target layers</source>
        <translation>Couches ciblées par LoRA</translation>
    </message>
    <message>
        <source>The linear layers that get adapters. Default: all of them, as the QLoRA paper found necessary to match full fine-tuning (Dettmers et al. 2023, §4).</source>
        <translation>Les couches linéaires qui reçoivent des adaptateurs. Par défaut&#xa0;: toutes, ce que l’article QLoRA a jugé nécessaire pour égaler un fine-tuning complet (Dettmers et al. 2023, §&#xa0;4).</translation>
    </message>
    <message>
        <source>LoRA &amp;alpha</source>
        <translation>&amp;alpha LoRA</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>Alpha LoRA</translation>
    </message>
    <message>
        <source>The adapters&apos; scale is alpha / rank. It changes no figure here; it goes into the launch configuration. Default 16, the QLoRA paper&apos;s value with rank 64.</source>
        <translation>L’échelle des adaptateurs vaut alpha / rang. Elle ne change aucun chiffre ici&#x202f;; elle part dans la configuration de lancement. Par défaut 16, la valeur de l’article QLoRA avec un rang de 64.</translation>
    </message>
    <message>
        <source>Hours between &amp;failures of one GPU</source>
        <translation>Heures entre deux &amp;pannes d’un GPU</translation>
    </message>
    <message>
        <source>Mean hours between failures of one GPU</source>
        <translation>Temps moyen entre deux pannes d’un GPU</translation>
    </message>
    <message>
        <source>Hardware failures strike every purchase mode; a cluster of N GPUs fails N times as often. New scenarios take %1 h: the Llama 3 405B run saw %2 unexpected interruptions in %3 days on %4 H100 (Llama Team 2024). 0: not modelled.</source>
        <translation>Les pannes matérielles frappent tous les modes d’achat&#x202f;; un cluster de N GPU tombe en panne N fois plus souvent. Les nouveaux scénarios prennent %1&#xa0;h&#xa0;: l’entraînement de Llama 3 405B a connu %2 interruptions imprévues en %3 jours sur %4 H100 (Llama Team 2024). 0&#xa0;: non modélisées.</translation>
    </message>
    <message>
        <source>MFU %1 %2</source>
        <translation>MFU %1 %2</translation>
    </message>
    <message>
        <source>Tokens per second per GPU measured in your own short run of this training; it replaces Kova&apos;s model and any MFU. 0: not measured (this estimate: %1).</source>
        <translation>Tokens par seconde et par GPU mesurés lors d’un court essai de cet entraînement&#x202f;; ils remplacent le modèle de Kova et toute MFU. 0&#xa0;: pas de mesure (cette estimation&#xa0;: %1).</translation>
    </message>
    <message>
        <source>Measured tokens per second per GPU</source>
        <translation>Tokens par seconde et par GPU mesurés</translation>
    </message>
    <message>
        <source>tokens/s/GPU</source>
        <translation>tokens/s/GPU</translation>
    </message>
    <message>
        <source>&amp;Benchmarked throughput</source>
        <translation>Débit me&amp;suré</translation>
    </message>
</context>
<context>
    <name>Kova::ScenarioViews</name>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Lancement</translation>
    </message>
    <message>
        <source>Edit source</source>
        <translation>Modifier la source</translation>
    </message>
</context>
<context>
    <name>Kova::Settings</name>
    <message>
        <source>could not save the settings to %1</source>
        <translation>impossible d’enregistrer les réglages dans %1</translation>
    </message>
    <message>
        <source>the settings file %1 %2; the defaults are used</source>
        <translation>le fichier de réglages %1 %2&#x202f;; les réglages par défaut s’appliquent</translation>
    </message>
    <message>
        <source>the settings file %1 is damaged (not in the settings format); it is left as it is and the defaults are used</source>
        <translation>le fichier de réglages %1 est endommagé (il n’est pas au format des réglages)&#x202f;; il est laissé tel quel et les réglages par défaut s’appliquent</translation>
    </message>
    <message>
        <source>could not save the settings: %1</source>
        <translation>impossible d’enregistrer les réglages&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kova::SideBySideView</name>
    <message>
        <source>Open Scenarios Side by Side</source>
        <translation>Scénarios ouverts côte à côte</translation>
    </message>
</context>
<context>
    <name>Kova::SkyPilot</name>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite price</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un prix fini</translation>
    </message>
    <message>
        <source>negative price %1</source>
        <translation>prix négatif %1</translation>
    </message>
    <message>
        <source>a price of 0</source>
        <translation>un prix de 0</translation>
    </message>
    <message>
        <source>%1 USD per GPU-hour is more than the %2 USD a real offer costs</source>
        <translation>%1&#xa0;USD par heure-GPU, c’est plus que les %2&#xa0;USD que coûte une vraie offre</translation>
    </message>
    <message>
        <source>same instance type and region as line %1 with other GPUs</source>
        <translation>même type d’instance et même région qu’à la ligne %1, avec d’autres GPU</translation>
    </message>
    <message>
        <source>same instance type, region and zone as line %1 with another price</source>
        <translation>même type d’instance, même région et même zone qu’à la ligne %1, avec un autre prix</translation>
    </message>
    <message>
        <source>missing: a SkyPilot vms.csv needs the columns InstanceType, AcceleratorName, AcceleratorCount, Price and Region</source>
        <translation>absente&#xa0;: un vms.csv de SkyPilot doit avoir les colonnes InstanceType, AcceleratorName, AcceleratorCount, Price et Region</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>%1 champs là où l’en-tête en a %2</translation>
    </message>
    <message>
        <source>duplicate of line %1</source>
        <translation>doublon de la ligne %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of GPUs from 1 to %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre entier de GPU de 1 à %2</translation>
    </message>
    <message>
        <source>no price: Price and SpotPrice are empty</source>
        <translation>aucun prix&#xa0;: Price et SpotPrice sont vides</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>it has no data row</source>
        <translation>il n’a aucune ligne de données</translation>
    </message>
    <message>
        <source>no usable GPU offer in this SkyPilot catalogue (%1)</source>
        <translation>aucune offre GPU utilisable dans ce catalogue SkyPilot (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln CPU-only row(s) ignored</source>
        <translation>
            <numerusform>%Ln ligne sans GPU ignorée</numerusform>
            <numerusform>%Ln lignes sans GPU ignorées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) with an accelerator Kova has no model for, kept out: %1</source>
        <translation>
            <numerusform>%Ln ligne écartée, son accélérateur n’a pas de modèle dans Kova&#xa0;: %1</numerusform>
            <numerusform>%Ln lignes écartées, leur accélérateur n’a pas de modèle dans Kova&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) for more zones of an offer&apos;s region (the lowest price is kept)</source>
        <translation>
            <numerusform>%Ln ligne pour une autre zone de la région d’une offre (le prix le plus bas est retenu)</numerusform>
            <numerusform>%Ln lignes pour d’autres zones de la région d’une offre (le prix le plus bas est retenu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln Google Cloud host VM row(s) added to their GPUs&apos; price</source>
        <translation>
            <numerusform>%Ln ligne de VM hôte Google Cloud ajoutée au prix de ses GPU</numerusform>
            <numerusform>%Ln lignes de VM hôtes Google Cloud ajoutées au prix de leurs GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln Google Cloud offer(s) price the GPUs only: their host VM is not included</source>
        <translation>
            <numerusform>%Ln offre Google Cloud ne compte que les GPU&#xa0;: sa VM hôte n’est pas incluse</numerusform>
            <numerusform>%Ln offres Google Cloud ne comptent que les GPU&#xa0;: leur VM hôte n’est pas incluse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) give a GPU memory no model of their family has: the model&apos;s figure is used</source>
        <translation>
            <numerusform>%Ln ligne donne une mémoire GPU qu’aucun modèle de sa famille n’a&#xa0;: le chiffre du modèle est retenu</numerusform>
            <numerusform>%Ln lignes donnent une mémoire GPU qu’aucun modèle de leur famille n’a&#xa0;: le chiffre du modèle est retenu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bad row(s) skipped:</source>
        <translation>
            <numerusform>%Ln ligne invalide ignorée&#xa0;:</numerusform>
            <numerusform>%Ln lignes invalides ignorées&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… et %Ln autre</numerusform>
            <numerusform>… et %Ln autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s) (rows read: %1)</source>
        <translation>
            <numerusform>%Ln offre (lignes lues&#xa0;: %1)</numerusform>
            <numerusform>%Ln offres (lignes lues&#xa0;: %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kova::SourceView</name>
    <message>
        <source>source</source>
        <comment>the scenario source view, as a file name in errors</comment>
        <translation>source</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Line %1, column %2, key %3: %4</source>
        <translation>Ligne %1, colonne %2, clé %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Scenario source</source>
        <translation>Source du scénario</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Discard the edit and show the scenario as it is</source>
        <translation>Abandonner la modification et afficher le scénario tel qu’il est</translation>
    </message>
    <message>
        <source>Source error</source>
        <translation>Erreur dans la source</translation>
    </message>
    <message>
        <source>This scenario is too long to edit here; its first lines are being prepared…</source>
        <translation>Ce scénario est trop long pour être modifié ici&#x202f;; ses premières lignes sont en préparation…</translation>
    </message>
    <message>
        <source>This scenario&apos;s text is too long to edit here: only its beginning is shown (at most %1 lines, long lines cut), read-only. Edit it in the form, or open the file in a text editor.</source>
        <translation>Le texte de ce scénario est trop long pour être modifié ici&#xa0;: seul son début est affiché (%1 lignes au plus, les lignes longues coupées), en lecture seule. Modifiez-le dans le formulaire, ou ouvrez le fichier dans un éditeur de texte.</translation>
    </message>
</context>
<context>
    <name>Kova::SpotTrace</name>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>expected the header &quot;hour,price&quot;</source>
        <translation>en-tête «&#x202f;hour,price&#x202f;» attendu</translation>
    </message>
    <message>
        <source>expected two fields, hour and price</source>
        <translation>deux champs attendus, heure et prix</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an hour (a number of hours since the start, 0 or more)</source>
        <translation>«&#x202f;%1&#x202f;» n’est pas une heure (un nombre d’heures depuis le début, 0 ou plus)</translation>
    </message>
    <message>
        <source>the first row must be at hour 0</source>
        <translation>la première ligne doit être à l’heure 0</translation>
    </message>
    <message>
        <source>hours must be ascending: %1 does not come after %2</source>
        <translation>les heures doivent être croissantes&#xa0;: %1 ne vient pas après %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price (a number per GPU-hour, 0 or more)</source>
        <translation>«&#x202f;%1&#x202f;» n’est pas un prix (un montant par GPU-heure, 0 ou plus)</translation>
    </message>
    <message>
        <source>a trace needs at least two rows: the last one marks its end</source>
        <translation>une trace doit avoir au moins deux lignes&#xa0;: la dernière en marque la fin</translation>
    </message>
    <message>
        <source>the spot price trace %1</source>
        <translation>la trace des prix spot %1</translation>
    </message>
</context>
<context>
    <name>Kova::Spreadsheet</name>
    <message>
        <source>%1: give a file name ending in .xlsx or .csv</source>
        <translation>%1&#xa0;: donnez un nom de fichier en .xlsx ou .csv</translation>
    </message>
    <message>
        <source>%1: the workbook could not be made (%2); nothing was written</source>
        <translation>%1&#xa0;: le classeur n’a pas pu être créé (%2)&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>%1: could not save (%2); the previous file is unchanged</source>
        <translation>%1&#xa0;: enregistrement impossible (%2)&#x202f;; le fichier précédent est inchangé</translation>
    </message>
    <message>
        <source>%1: could not save (%2); nothing was written</source>
        <translation>%1&#xa0;: enregistrement impossible (%2)&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-heures</translation>
    </message>
    <message>
        <source>GB-months</source>
        <translation>Go-mois</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 par GPU-heure</translation>
    </message>
    <message>
        <source>the scenario&apos;s mode</source>
        <translation>le mode du scénario</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kg CO₂e</source>
        <translation>kg CO₂e</translation>
    </message>
    <message>
        <source>kg CO₂e per kWh: %1</source>
        <translation>kg CO₂e par kWh&#xa0;: %1</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offre</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Prices observed</source>
        <translation>Prix relevés le</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exporté le</translation>
    </message>
    <message>
        <source>Change a quantity or a rate: the amounts and totals follow. Energy and carbon are not costs and stay out of the totals.</source>
        <translation>Changez une quantité ou un tarif&#xa0;: les montants et les totaux suivent. L’énergie et le carbone ne sont pas des coûts et restent hors des totaux.</translation>
    </message>
    <message>
        <source>A guide, not a recommendation: confirm availability, prices and terms with the provider.</source>
        <translation>Un guide, pas une recommandation&#xa0;: confirmez la disponibilité, les prix et les conditions auprès du fournisseur.</translation>
    </message>
    <message>
        <source>Cost comparison</source>
        <translation>Comparaison des coûts</translation>
    </message>
    <message>
        <source>Cost summary</source>
        <translation>Synthèse des coûts</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Le moins cher</translation>
    </message>
    <message>
        <source>Energy (kWh)</source>
        <translation>Énergie (kWh)</translation>
    </message>
    <message>
        <source>Carbon (kg CO₂e)</source>
        <translation>Carbone (kg CO₂e)</translation>
    </message>
    <message>
        <source>Energy and carbon are those of each scenario&apos;s own purchase mode; they are not costs.</source>
        <translation>L’énergie et le carbone sont ceux du mode d’achat de chaque scénario&#x202f;; ce ne sont pas des coûts.</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>Exchange rate: %1 per %2</source>
        <translation>Taux de change&#xa0;: %1 pour 1 %2</translation>
    </message>
    <message>
        <source>ECB reference rate</source>
        <translation>taux de référence de la BCE</translation>
    </message>
    <message>
        <source>typed by hand</source>
        <translation>saisi à la main</translation>
    </message>
    <message>
        <source>Cheapest in %1</source>
        <translation>Le moins cher en %1</translation>
    </message>
    <message>
        <source>Assumptions (change them: the lines follow)</source>
        <translation>Hypothèses (modifiez-les&#xa0;: les lignes suivent)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Server price per node</source>
        <translation>Prix du serveur par nœud</translation>
    </message>
    <message>
        <source>Months of the program</source>
        <translation>Mois du programme</translation>
    </message>
    <message>
        <source>Depreciation (months)</source>
        <translation>Amortissement (mois)</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valeur résiduelle</translation>
    </message>
    <message>
        <source>Financing rate per year</source>
        <translation>Taux de financement annuel</translation>
    </message>
    <message>
        <source>Hosting per kW-month</source>
        <translation>Hébergement par kW-mois</translation>
    </message>
    <message>
        <source>Provisioned kW per node</source>
        <translation>kW provisionnés par nœud</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Électricité par kWh</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>Support par an</translation>
    </message>
    <message>
        <source>Staff per year</source>
        <translation>Personnel par an</translation>
    </message>
    <message>
        <source>Change a quantity, a rate or a count: the amounts and the total follow.</source>
        <translation>Modifiez une quantité, un tarif ou un nombre&#xa0;: les montants et le total suivent.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Way to buy</source>
        <translation>Façon d’acheter</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>Le plus bas</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Premier départ</translation>
    </message>
    <message>
        <source>Every (months)</source>
        <translation>Tous les (mois)</translation>
    </message>
</context>
<context>
    <name>Kova::TextReport</name>
    <message>
        <source>  wider because %1
</source>
        <translation>  plus large car %1
</translation>
    </message>
    <message>
        <source>%1 — %2 per GPU-hour%3
</source>
        <translation>%1 — %2 par GPU-heure%3
</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (choisi)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Wall-clock time: %1</source>
        <translation>Temps réel&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln GPU(s) — %2</source>
        <translation>
            <numerusform>%1, %Ln GPU — %2</numerusform>
            <numerusform>%1, %Ln GPU — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <source>Checkpoint every %1 min (Young: %2 min, Daly: %3 min)

</source>
        <translation>Checkpoint toutes les %1&#xa0;min (Young&#xa0;: %2&#xa0;min, Daly&#xa0;: %3&#xa0;min)

</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Avertissements&#xa0;:</translation>
    </message>
    <message>
        <source>%1 plans considered.
</source>
        <translation>%1 plans examinés.
</translation>
    </message>
    <message>
        <source>Best plan: %1
</source>
        <translation>Meilleur plan&#xa0;: %1
</translation>
    </message>
    <message>
        <source>No plan meets the limit.
</source>
        <translation>Aucun plan ne respecte la limite.
</translation>
    </message>
    <message>
        <source>Pareto front (faster costs more):
</source>
        <translation>Front de Pareto (plus rapide coûte plus cher)&#xa0;:
</translation>
    </message>
    <message numerus="yes">
        <source>observed %1 (%Ln day(s) ago); %2</source>
        <translation>
            <numerusform>relevé le %1 (il y a %Ln jour)&#x202f;; %2</numerusform>
            <numerusform>relevé le %1 (il y a %Ln jours)&#x202f;; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hardware failures on every purchase mode: one per %1 GPU-hours, one every %2 on %Ln GPU(s)

</source>
        <translation>
            <numerusform>Pannes matérielles sur tous les modes d’achat&#xa0;: une par %1 GPU-heures, une toutes les %2 sur %Ln GPU

</numerusform>
            <numerusform>Pannes matérielles sur tous les modes d’achat&#xa0;: une par %1 GPU-heures, une toutes les %2 sur %Ln GPU

</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely total (P10–P90): %1 to %2</source>
        <translation>Total probable (P10–P90)&#xa0;: de %1 à %2</translation>
    </message>
    <message>
        <source>Throughput: %1 MFU, %2
</source>
        <translation>Débit&#xa0;: MFU %1, %2
</translation>
    </message>
    <message>
        <source>Tokens in the fixed duration: %1 billion (P10–P90: %2 to %3 billion)
</source>
        <translation>Tokens dans la durée fixée&#xa0;: %1 milliards (P10–P90&#xa0;: de %2 à %3 milliards)
</translation>
    </message>
    <message>
        <source>Tokens in the fixed duration: %1 billion
</source>
        <translation>Tokens dans la durée fixée&#xa0;: %1 milliards
</translation>
    </message>
    <message>
        <source>Likely range (P10–P90, from the calibration&apos;s spread): %1 to %2 GPU-hours, %3 to %4 wall-clock
</source>
        <translation>Fourchette probable (P10–P90, d’après l’écart de la calibration)&#xa0;: de %1 à %2 GPU-heures, de %3 à %4 de temps réel
</translation>
    </message>
    <message>
        <source>Compute: %1 GPU-hours, %2 wall-clock; memory %3 per GPU (%4)
</source>
        <translation>Calcul&#xa0;: %1 GPU-heures, %2 de temps réel&#x202f;; mémoire %3 par GPU (%4)
</translation>
    </message>
    <message>
        <source>Energy per GPU: TDP × utilisation + node overhead; grid intensity: %1

</source>
        <translation>Énergie par GPU&#xa0;: TDP × utilisation + reste du nœud&#x202f;; intensité du réseau électrique&#xa0;: %1

</translation>
    </message>
    <message numerus="yes">
        <source>Searched %Ln offer(s): %1 candidate plans, %2 costed once the dominated ones were ruled out.
</source>
        <translation>
            <numerusform>%Ln offre parcourue&#xa0;: %1 plans candidats, %2 chiffrés une fois écartés ceux qui sont dominés.
</numerusform>
            <numerusform>%Ln offres parcourues&#xa0;: %1 plans candidats, %2 chiffrés une fois écartés ceux qui sont dominés.
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: does not sell this purchase mode</source>
        <translation>%1&#xa0;: ne vend pas ce mode d’achat</translation>
    </message>
    <message>
        <source>%1: the model does not fit</source>
        <translation>%1&#xa0;: le modèle ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>%1: %2 in %3, %4 per useful EFLOP</source>
        <translation>%1&#xa0;: %2 en %3, %4 par EFLOP utile</translation>
    </message>
    <message>
        <source>Tiers for this run, cheapest per useful EFLOP first, each with the best offer of its GPU in the whole catalogue:</source>
        <translation>Les paliers pour ce run, du moins cher par EFLOP utile au plus cher, chacun avec la meilleure offre de son GPU dans tout le catalogue&#xa0;:</translation>
    </message>
    <message>
        <source>No %1 offer of the catalogue can run it.</source>
        <translation>Aucune offre %1 du catalogue ne peut le faire tourner.</translation>
    </message>
    <message>
        <source>The tier&apos;s offer is the cheapest %1 offer of the catalogue.</source>
        <translation>L’offre du palier est l’offre %1 la moins chère du catalogue.</translation>
    </message>
    <message>
        <source>Best %1 offer of the catalogue: %2</source>
        <translation>Meilleure offre %1 du catalogue&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln GPU(s), %2, %3: %4 in %5</source>
        <translation>
            <numerusform>%1, %Ln GPU, %2, %3&#xa0;: %4 en %5</numerusform>
            <numerusform>%1, %Ln GPU, %2, %3&#xa0;: %4 en %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Plans that matter (cost, wall-clock, GPUs):
</source>
        <translation>Les plans qui comptent (coût, temps réel, GPU)&#xa0;:
</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %3 on %Ln GPU(s) — %4, %5</source>
        <translation>
            <numerusform>%1&#xa0;: %2 en %3 sur %Ln GPU — %4, %5</numerusform>
            <numerusform>%1&#xa0;: %2 en %3 sur %Ln GPU — %4, %5</numerusform>
        </translation>
    </message>
    <message>
        <source>inside a node</source>
        <translation>dans un nœud</translation>
    </message>
    <message>
        <source>across nodes</source>
        <translation>entre nœuds</translation>
    </message>
    <message>
        <source>Mixture of experts: %1 billion parameters held, %2 billion active per token (the shape adds up to %3 billion)
</source>
        <translation>Mélange d’experts&#xa0;: %1 milliards de paramètres en mémoire, %2 milliards actifs par jeton (la forme en compte %3 milliards)
</translation>
    </message>
    <message>
        <source>Expert parallelism %1 %2: all-to-all %3 s per step at %4 GB/s; load imbalance ×%5 on the experts
</source>
        <translation>Parallélisme d’experts %1 %2&#xa0;: all-to-all de %3 s par étape à %4 Go/s&#xa0;; déséquilibre de charge ×%5 sur les experts
</translation>
    </message>
    <message>
        <source>No Pareto front: not one plan could be costed.
</source>
        <translation>Pas de front de Pareto&#xa0;: aucun plan n’a pu être chiffré.
</translation>
    </message>
    <message>
        <source>Network between nodes: not published (see the warning)

</source>
        <translation>Réseau entre les nœuds&#xa0;: non publié (voir l’avertissement)

</translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per GPU</source>
        <translation>%1, %2 Gb/s par GPU</translation>
    </message>
    <message>
        <source>Network between nodes: %1 (the scenario&apos;s cluster.network)

</source>
        <translation>Réseau entre les nœuds&#xa0;: %1 (cluster.network du scénario)

</translation>
    </message>
    <message>
        <source>Network between nodes: %1 (the offer&apos;s)

</source>
        <translation>Réseau entre les nœuds&#xa0;: %1 (celui de l’offre)

</translation>
    </message>
    <message>
        <source>Providers searched: %1.
</source>
        <translation>Fournisseurs retenus&#xa0;: %1.
</translation>
    </message>
    <message>
        <source>Providers left out: %1.
</source>
        <translation>Fournisseurs exclus&#xa0;: %1.
</translation>
    </message>
    <message>
        <source>Multi-node plans on offers whose network no source states are shown, flagged.
</source>
        <translation>Les plans sur plusieurs nœuds d’offres dont aucune source n’indique le réseau sont montrés, signalés.
</translation>
    </message>
    <message>
        <source>Best plan per provider, cheapest first:
</source>
        <translation>Meilleur plan par fournisseur, le moins cher d’abord&#xa0;:
</translation>
    </message>
    <message>
        <source>Best plan per provider, fastest first:
</source>
        <translation>Meilleur plan par fournisseur, le plus rapide d’abord&#xa0;:
</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %Ln row(s))</source>
        <translation>
            <numerusform>%1 (%2, %Ln ligne)</numerusform>
            <numerusform>%1 (%2, %Ln lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not modelled (sold by the feeds, but Kova has no model of the GPU, so never planned): %1</source>
        <translation>Non modélisés (vendus par les flux, mais Kova n’a pas de modèle du GPU, donc jamais planifiés)&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kova::Tier</name>
    <message>
        <source>Good</source>
        <comment>tier</comment>
        <extracomment>Editorial tier of an offer, as in the seed&apos;s table: Good / Better / Best.</extracomment>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Better</source>
        <comment>tier</comment>
        <translation>Très bon</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>tier</comment>
        <translation>Excellent</translation>
    </message>
    <message>
        <source>Proven 80 GB HBM2e workhorse: unbeatable $/step for experiments up to 13B and LoRA-heavy labs.</source>
        <extracomment>Reason of the &quot;Good&quot; tier (A100 SXM4); the French is the seed page&apos;s own sentence.</extracomment>
        <translation>Cheval de bataille éprouvé à 80&#xa0;Go HBM2e — $/étape imbattable pour les expériences ≤13B et les laboratoires à forte utilisation de LoRA.</translation>
    </message>
    <message>
        <source>The default choice: Transformer Engine FP8, 3.35 TB/s, wide availability in every major region.</source>
        <extracomment>Reason of the &quot;Better&quot; tier (H100 SXM); the French is the seed page&apos;s own sentence.</extracomment>
        <translation>Le choix par défaut&#xa0;: Transformer Engine FP8, 3,35&#xa0;To/s, forte disponibilité dans toutes les grandes régions.</translation>
    </message>
    <message>
        <source>192 GB HBM3e and Blackwell FP4/FP8: the shortest wall-clock time when the deadline is the budget.</source>
        <extracomment>Reason of the &quot;Best&quot; tier (B200); the French is the seed page&apos;s own sentence.</extracomment>
        <translation>192&#xa0;Go HBM3e et Blackwell FP4/FP8 — le temps réel le plus court quand le délai est le budget.</translation>
    </message>
</context>
<context>
    <name>Kova::TimeCostChart</name>
    <message>
        <source>Cost against time across GPU counts</source>
        <translation>Coût selon le temps, par nombre de GPU</translation>
    </message>
    <message>
        <source>Wall-clock time (h, logarithmic)</source>
        <translation>Temps réel (h, échelle log.)</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Coût total (%1)</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Front de Pareto</translation>
    </message>
    <message>
        <source>Current plan</source>
        <translation>Plan actuel</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s), %1: %2 in %3</source>
        <translation>
            <numerusform>%Ln GPU, %1&#xa0;: %2 en %3</numerusform>
            <numerusform>%Ln GPU, %1&#xa0;: %2 en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Current plan: %1</source>
        <translation>Plan actuel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cost against time</source>
        <extracomment>The title of a small chart of cost against time (the whole title did not fit).</extracomment>
        <translation>Coût selon le temps</translation>
    </message>
    <message>
        <source>Time (h, log)</source>
        <comment>short axis title: wall-clock hours, logarithmic scale</comment>
        <translation>Temps (h, log)</translation>
    </message>
    <message>
        <source>Pareto</source>
        <comment>short legend entry: the Pareto front</comment>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>Likely range of the current plan (P10–P90, from the calibration on published runs): %1 to %2, %3 to %4</source>
        <translation>Fourchette probable du plan actuel (P10–P90, d’après la calibration sur des entraînements publiés)&#xa0;: de %1 à %2, de %3 à %4</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <comment>short legend entry: the current plan&apos;s likely range</comment>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Likely range (P10–P90)</source>
        <translation>Fourchette probable (P10–P90)</translation>
    </message>
    <message>
        <source>Current plan: %1 (%2)</source>
        <translation>Plan actuel&#xa0;: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Kova::Training</name>
    <message>
        <source>full training (all weights)</source>
        <comment>fine-tuning or pretraining</comment>
        <translation>entraînement complet (tous les poids)</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (base en 4 bits)</translation>
    </message>
    <message>
        <source>DDP (no sharding)</source>
        <translation>DDP (sans sharding)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer states sharded)</source>
        <translation>ZeRO-1 (états de l’optimiseur shardés)</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP (everything sharded)</source>
        <translation>ZeRO-3 / FSDP (tout est shardé)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>activation recomputation</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>selective</source>
        <comment>activation recomputation</comment>
        <translation>sélectif</translation>
    </message>
    <message>
        <source>full</source>
        <comment>activation recomputation</comment>
        <translation>complet</translation>
    </message>
    <message>
        <source>Megatron-LM (18 bytes per parameter)</source>
        <translation>Megatron-LM (18&#xa0;octets par paramètre)</translation>
    </message>
    <message>
        <source>DeepSpeed (its memory estimators)</source>
        <translation>DeepSpeed (ses estimateurs de mémoire)</translation>
    </message>
    <message>
        <source>PyTorch FSDP (fp32 master weights sharded)</source>
        <translation>PyTorch FSDP (poids maîtres fp32 shardés)</translation>
    </message>
    <message>
        <source>ZeRO paper (16 bytes per parameter)</source>
        <translation>Article ZeRO (16&#xa0;octets par paramètre)</translation>
    </message>
    <message>
        <source>ZeRO-2 (optimizer states, gradients sharded)</source>
        <translation>ZeRO-2 (optimiseur et gradients shardés)</translation>
    </message>
</context>
<context>
    <name>Kova::Uncertainty</name>
    <message>
        <source>the hidden size is outside the calibrated runs&apos; (%1 to %2)</source>
        <translation>la taille cachée sort de celles des entraînements calibrés (de %1 à %2)</translation>
    </message>
    <message>
        <source>no calibrated run used this GPU</source>
        <translation>aucun entraînement calibré n’a utilisé ce GPU</translation>
    </message>
    <message>
        <source>every calibrated run trained in BF16</source>
        <translation>tous les entraînements calibrés étaient en BF16</translation>
    </message>
    <message>
        <source>the offer&apos;s cluster network is unknown: the range spans 25 to 400 Gb/s per GPU</source>
        <translation>le réseau de cluster de l’offre est inconnu&#xa0;: la fourchette couvre de 25 à 400 Gb/s par GPU</translation>
    </message>
    <message>
        <source>The range is wider because %1.</source>
        <translation>La fourchette est plus large car %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the reasons a range is wider</comment>
        <translation>&#x202f;; </translation>
    </message>
</context>
<context>
    <name>Kova::ValueField</name>
    <message>
        <source>%1 slider</source>
        <translation>Curseur %1</translation>
    </message>
    <message>
        <source>%1 error</source>
        <translation>Erreur %1</translation>
    </message>
</context>
<context>
    <name>Kova::Warnings</name>
    <message>
        <source>%1 GB per GPU does not fit in the %2 GB of the %3.</source>
        <translation>%1&#xa0;Go par GPU ne tiennent pas dans les %2&#xa0;Go de la %3.</translation>
    </message>
    <message numerus="yes">
        <source>At least %Ln GPUs are needed with this sharding.</source>
        <translation>
            <numerusform>Il faut au moins %Ln GPU avec ce sharding.</numerusform>
            <numerusform>Il faut au moins %Ln GPU avec ce sharding.</numerusform>
        </translation>
    </message>
    <message>
        <source>The global batch holds fewer sequences than there are data-parallel GPUs: raise global_batch_tokens or use fewer GPUs.</source>
        <translation>Le lot global contient moins de séquences qu’il n’y a de GPU en parallélisme de données&#xa0;: augmentez global_batch_tokens ou utilisez moins de GPU.</translation>
    </message>
    <message numerus="yes">
        <source>%1 offers at most %Ln contiguous GPUs; training needs them in one place at one time.</source>
        <translation>
            <numerusform>%1 propose au plus %Ln GPU contigu&#x202f;; l’entraînement les exige au même endroit au même moment.</numerusform>
            <numerusform>%1 propose au plus %Ln GPU contigus&#x202f;; l’entraînement les exige au même endroit au même moment.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This offer has no cluster network between its %Ln-GPU nodes: a multi-node run will crawl.</source>
        <translation>
            <numerusform>Cette offre n’a pas de réseau de cluster entre ses nœuds de %Ln GPU&#xa0;: un run multi-nœuds se traînera.</numerusform>
            <numerusform>Cette offre n’a pas de réseau de cluster entre ses nœuds de %Ln GPU&#xa0;: un run multi-nœuds se traînera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The price of %1 was observed %Ln days ago (%2): check the current offer.</source>
        <translation>
            <numerusform>Le prix de %1 a été relevé il y a %Ln jour (%2)&#xa0;: vérifiez l’offre actuelle.</numerusform>
            <numerusform>Le prix de %1 a été relevé il y a %Ln jours (%2)&#xa0;: vérifiez l’offre actuelle.</numerusform>
        </translation>
    </message>
    <message>
        <source>The spot price is an auction to watch: it moves, and capacity can vanish when it rises.</source>
        <translation>Le prix spot est une enchère à surveiller&#xa0;: il bouge, et la capacité peut disparaître quand il monte.</translation>
    </message>
    <message>
        <source>This offer has no price for the chosen purchase mode.</source>
        <translation>Cette offre n’a pas de prix pour le mode d’achat choisi.</translation>
    </message>
    <message>
        <source>A listed price does not mean the GPUs are free to start on your date: confirm availability with the provider.</source>
        <translation>Un prix affiché ne signifie pas que les GPU sont libres de démarrer à votre date&#xa0;: confirmez la disponibilité auprès du fournisseur.</translation>
    </message>
    <message>
        <source>PCIe-only GPUs on a communication-heavy multi-GPU run: compare against SXM with NVLink before comparing prices.</source>
        <translation>GPU en PCIe seulement pour un run multi-GPU à forte communication&#xa0;: comparez avec des SXM reliés par NVLink avant de comparer les prix.</translation>
    </message>
    <message>
        <source>No checkpoint volume or dataset is planned: storage of checkpoints and datasets is part of the bill.</source>
        <translation>Aucun volume de checkpoint ni dataset n’est prévu&#xa0;: le stockage des checkpoints et des jeux de données fait partie de la facture.</translation>
    </message>
    <message>
        <source>No egress is planned: bringing checkpoints and results back out is often billed.</source>
        <translation>Aucun egress n’est prévu&#xa0;: rapatrier checkpoints et résultats est souvent facturé.</translation>
    </message>
    <message>
        <source>The %1 has no %2 peak: the estimate uses BF16.</source>
        <translation>La %1 n’a pas de crête %2&#xa0;: l’estimation utilise le BF16.</translation>
    </message>
    <message>
        <source>shard the weights too (ZeRO-3)</source>
        <translation>sharder aussi les poids (ZeRO-3)</translation>
    </message>
    <message>
        <source>tensor_parallel = %1</source>
        <translation>tensor_parallel = %1</translation>
    </message>
    <message>
        <source>pipeline_parallel = %1</source>
        <translation>pipeline_parallel = %1</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>recalcul complet</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between changes of layout</comment>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %Ln GPUs</source>
        <translation>
            <numerusform>%1 dès %Ln GPU</numerusform>
            <numerusform>%1 dès %Ln GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 (%2 GB) from %Ln GPUs</source>
        <translation>
            <numerusform>la %1 (%2&#xa0;GB) dès %Ln GPU</numerusform>
            <numerusform>la %1 (%2&#xa0;GB) dès %Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU count fits with this layout. These would fit: %1.</source>
        <translation>Aucun nombre de GPU ne suffit avec cette disposition. Ceci tiendrait&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between suggestions</comment>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <source>The global batch of %1 sequences is not a whole number of micro-batches on each data-parallel GPU: the estimate rounds it to %2 sequences per step.</source>
        <translation>Le lot global de %1 séquences ne fait pas un nombre entier de micro-lots par GPU en parallélisme de données&#xa0;: l’estimation l’arrondit à %2 séquences par pas.</translation>
    </message>
    <message>
        <source>No GPU count fits with this layout, and the search found no other layout that fits either.</source>
        <translation>Aucun nombre de GPU ne suffit avec cette disposition, et la recherche n’a trouvé aucune autre disposition qui tienne.</translation>
    </message>
    <message>
        <source>Not included: the catalogue gives no storage or transfer price for %1, so the checkpoint volume and the dataset import are left out of the total; ask the provider.</source>
        <translation>Non compris&#xa0;: le catalogue ne donne aucun prix de stockage ni de transfert pour %1, le volume de checkpoint et l’import du dataset sont donc laissés hors du total&#x202f;; demandez au fournisseur.</translation>
    </message>
    <message>
        <source>Not included: the catalogue gives no storage price for %1, so the checkpoint volume is left out of the total; ask the provider.</source>
        <translation>Non compris&#xa0;: le catalogue ne donne aucun prix de stockage pour %1, le volume de checkpoint est donc laissé hors du total&#x202f;; demandez au fournisseur.</translation>
    </message>
    <message>
        <source>Not included: the catalogue gives no transfer price for %1, so the dataset import is left out of the total; ask the provider.</source>
        <translation>Non compris&#xa0;: le catalogue ne donne aucun prix de transfert pour %1, l’import du dataset est donc laissé hors du total&#x202f;; demandez au fournisseur.</translation>
    </message>
    <message>
        <source>Not included: %1 publishes no egress price here, so the egress is left out of the total; ask the provider.</source>
        <translation>Non compris&#xa0;: %1 ne publie pas ici de prix d’egress, l’egress est donc laissé hors du total&#x202f;; demandez au fournisseur.</translation>
    </message>
    <message>
        <source>expert_parallel = %1</source>
        <translation>expert_parallel = %1</translation>
    </message>
    <message>
        <source>expert_parallel = %1 with tensor_parallel = %2 spans more than the %3 GPUs of a node: the experts&apos; all-to-all (%4 s per step) crosses the network. expert_parallel = %5 keeps it on the node&apos;s links.</source>
        <translation>expert_parallel = %1 avec tensor_parallel = %2 dépasse les %3 GPU d’un nœud&#xa0;: l’all-to-all des experts (%4 s par étape) passe par le réseau. expert_parallel = %5 le garde sur les liens du nœud.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody publishes the network between this offer&apos;s %Ln-GPU nodes: the estimate assumes ordinary %1 Gb/s Ethernet between them, the slowest plausible network.</source>
        <translation>
            <numerusform>Personne ne publie le réseau entre les nœuds de %Ln GPU de cette offre&#xa0;: l’estimation suppose un Ethernet ordinaire à %1 Gb/s entre eux, le réseau plausible le plus lent.</numerusform>
            <numerusform>Personne ne publie le réseau entre les nœuds de %Ln GPU de cette offre&#xa0;: l’estimation suppose un Ethernet ordinaire à %1 Gb/s entre eux, le réseau plausible le plus lent.</numerusform>
        </translation>
    </message>
    <message>
        <source>On a cluster network of %1 Gb/s per GPU it would train %2 billion tokens in the fixed duration; the range spans both.</source>
        <translation>Sur un réseau de cluster de %1 Gb/s par GPU, il entraînerait %2 milliards de jetons dans la durée fixée&#x202f;; la fourchette couvre les deux.</translation>
    </message>
    <message>
        <source>On a cluster network of %1 Gb/s per GPU it would take %2 GPU-hours; the range spans both.</source>
        <translation>Sur un réseau de cluster de %1 Gb/s par GPU, il prendrait %2 GPU-heures&#x202f;; la fourchette couvre les deux.</translation>
    </message>
    <message>
        <source>State the cluster&apos;s network in cluster.network.</source>
        <translation>Indiquez le réseau du cluster dans cluster.network.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help, including generic Qt options.</source>
        <translation>Afficher l’aide, options génériques de Qt comprises.</translation>
    </message>
</context>
</TS>
