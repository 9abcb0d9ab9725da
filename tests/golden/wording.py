#!/usr/bin/env python3
"""The golden outputs read as a finance reader would sign them.

Checks every text output in tests/golden/reference (the CLI's tables and the PDFs as pdftotext lays them out):
- no file name of the repository ("see VALIDATION.md") in any output;
- no English left in a French output (words listed below, which are Kova's own, not a scenario's name);
- French plurals: "0 jour", "1,5 jour" (singular below two), never "0 jours";
- French punctuation: a space (non-breaking) before ";", ":", "?" and "!";
- a report that recommends a mode the provider can take back while interruptions are not modelled says the risk;
- one date format in a program report's runs table (months and days written alike).

    wording.py SRC
"""
import os, re, sys

REPOSITORY_FILE = re.compile(r"\b[A-Z][A-Z_]+\.md\b")
# Kova's English words that a French output must not show (scenario and offer names are the user's, not checked).
ENGLISH = ("multi-region", " days ", " day ", "per GPU-hour", "not included", "see ", "runs:", "GPUs only")
FRENCH_PLURAL_BELOW_TWO = re.compile(r"(?<![\d,.])[01](?:,\d+)?[\u00a0\u202f ]jours\b")
# A French high punctuation mark glued to the word before it (URLs, times "0:53" and ratios "1:2" aside).
GLUED_PUNCTUATION = re.compile(r"[A-Za-zÀ-ÿ\)»][;?!]|[A-Za-zÀ-ÿ\)»]:(?=\s)")
SHORT_DATE = re.compile(r"\b\d{1,2}/\d{1,2}/\d{4}\b")
MONTH_DATE = re.compile(r"\b(?:janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc|Jan|Feb|Mar|Apr|May|Jun|Jul|"
                        r"Aug|Sep|Oct|Nov|Dec)\.? (?:\d{1,2}, )?\d{4}\b")


def french(path):
    return ".fr." in os.path.basename(path)


def runs_table(text):
    """The lines of a program report's runs table: from its heading to the next heading."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.strip() in ("The runs", "Les runs"):
            out, footer = [], False
            for following in lines[i + 1:]:
                # A page's footer (and its wrapped end) may cut the table: it goes on on the next page.
                if following.startswith("Kova Planner"):
                    footer = True
                    continue
                if following and not following.startswith(" ") and not footer and out:
                    break
                footer = footer and not following.startswith(" ")
                out.append(following)
            return out
    return []


def problems(path, text):
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        if REPOSITORY_FILE.search(line):
            found.append(f"line {n}: a file name of the repository: {line.strip()}")
        if not french(path):
            continue
        for word in ENGLISH:
            if word in line:
                found.append(f"line {n}: English {word.strip()!r} in French: {line.strip()}")
        if FRENCH_PLURAL_BELOW_TWO.search(line):
            found.append(f"line {n}: a plural below two in French: {line.strip()}")
        # A quoted title keeps its own punctuation (« AI Supercluster: NVIDIA DGX Platform »).
        if "://" not in line and GLUED_PUNCTUATION.search(re.sub(r"«[^»]*»", "", line)):
            found.append(f"line {n}: French punctuation without its space: {line.strip()}")
    if os.path.basename(path).startswith("report.") and not os.path.dirname(path).endswith("programs"):
        recommends = re.search(r"Recommended purchase mode: (interruptible|spot)|Mode d’achat recommandé : "
                               r"(interruptible|enchères spot)", text.replace("\u00a0", " "))
        unmodelled = "Not modelled:" in text or "Non modélisées" in text.replace("\u00a0", " ")
        if recommends and unmodelled and not re.search(r"\bRisk\b|\bRisque\b", text):
            found.append("recommends a mode that can be interrupted, with interruptions not modelled, and no risk said")
    table = runs_table(text)
    if any(SHORT_DATE.search(line) for line in table) and any(MONTH_DATE.search(line) for line in table):
        found.append("the runs table mixes two date formats")
    return found


def main():
    reference = os.path.join(sys.argv[1], "tests", "golden", "reference")
    failures, checked = [], 0
    for folder, _, files in os.walk(reference):
        for name in sorted(files):
            if not name.endswith(".txt"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            checked += 1
            failures += [f"{os.path.relpath(path, reference)}: {p}" for p in problems(path, text)]
    print(f"{checked} outputs read, {len(failures)} wording problems")
    for failure in failures:
        print(failure)
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
