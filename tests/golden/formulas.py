#!/usr/bin/env python3
"""Every printed formula of the golden outputs multiplies out from its own digits.

A finance reader checks a line such as "8 × 43.45 h × $0.468 = $162.68" or "24 × 64,0 h × 0,234 $ US = 359,42 $ US"
by hand: the digits shown, multiplied, must give the amount shown to its last digit (the cent). This reads every
text output in tests/golden/reference (the CLI's tables and the PDFs as pdftotext lays them out, where a formula may
wrap onto the next line), recomputes each "a × b × c = d" from the digits alone and fails on any that does not.

    formulas.py SRC                 check the reference (ctest runs this)

tests/cli/test_cli_export.py uses check_product() on the XLSX's detail column.
"""
import math, os, re, sys

SPACES = "\u00a0\u202f "
# A number as each language writes it: "1,390.6" in English, "1 390,6" in French (a space, often non-breaking,
# between thousands).
NUMBER = {"en": re.compile(r"\d[\d,]*(?:\.\d+)?"), "fr": re.compile(r"\d(?:[\d\u00a0\u202f ]*\d)?(?:,\d+)?")}
NOT_INCLUDED = ("not included", "non compris")


def number(text, lang):
    """The number written in `text` (its first), with how many decimals it shows."""
    match = NUMBER[lang].search(text)
    if not match:
        return None
    digits = match.group(0)
    if lang == "en":
        digits = digits.replace(",", "")
    else:
        digits = "".join(c for c in digits if c not in SPACES).replace(",", ".")
    decimals = len(digits.split(".")[1]) if "." in digits else 0
    return float(digits), decimals


def factor_value(factor, lang):
    """A factor's value in the formula's arithmetic: days over a 30-day month, watts in kW, a percentage over 100."""
    factor = factor.strip().strip("()").strip()
    if factor.startswith("PUE"):
        factor = factor[3:]
    parsed = number(factor, lang)
    if parsed is None:
        return None
    value = parsed[0]
    words = factor.lower()
    if re.search(r"\b(days?|jours?)\b", words):
        value /= 30  # a month is 30 days (core/model/cost.h, DaysPerMonth)
    if re.search(r"\d\s*W$", factor):
        value /= 1000  # watts × hours gives Wh; the amount is in kWh
    if "%" in factor:
        value /= 100
    return value


def check_formula(formula, amount, lang):
    """None when the formula's digits give the amount's digits, else why not."""
    shown = number(amount, lang)
    if shown is None:
        return f"no amount in {amount!r}"
    return check_product(formula, shown[0], shown[1], lang)


def check_product(formula, total, decimals, lang):
    """None when the formula's digits give `total` shown with `decimals` decimals, else why not."""
    if any(phrase in formula for phrase in NOT_INCLUDED):
        return None
    product = 1.0
    for factor in formula.split("×"):
        value = factor_value(factor, lang)
        if value is None:
            return f"no number in the factor {factor.strip()!r}"
        product *= value
    if abs(product - total) > 0.5 * 10 ** -decimals + 1e-9 * max(1.0, abs(total)):
        return f"the digits give {product:.{decimals + 3}f}, not {total:.{decimals}f}"
    return None


def continuation(lines, index, column):
    """The text a wrapped formula cell carries onto line `index`, starting at `column`, or ''."""
    if index >= len(lines):
        return ""
    line = lines[index]
    if "=" in line or len(line) <= column or line[column] == " " or (column > 0 and line[column - 1] != " "):
        return ""
    return re.split(r"\s{2,}", line[column:].strip())[0]


def formulas(text):
    """(line number, formula, amount) of every row "label  formula = amount", wrapped formula cells joined."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if " = " not in line:
            continue
        left, _, amount = line.rpartition(" = ")
        cells = re.split(r"\s{2,}", left.rstrip())
        formula = cells[-1].strip()
        if "×" not in formula:
            continue
        column = left.rstrip().rfind(cells[-1])
        following = continuation(lines, i + 1, column)
        if following:
            formula += " " + following
        yield i + 1, formula, amount.strip()


def check_text(text, lang):
    """Every formula of one output that does not multiply out, as 'line N: formula = amount: why'."""
    failures = []
    for line, formula, amount in formulas(text):
        why = check_formula(formula, amount, lang)
        if why:
            failures.append(f"line {line}: {formula} = {amount}: {why}")
    return failures


def language(path):
    return "fr" if ".fr." in os.path.basename(path) else "en"


def main():
    reference = os.path.join(sys.argv[1], "tests", "golden", "reference")
    checked, failures = 0, []
    for folder, _, files in os.walk(reference):
        for name in sorted(files):
            if not name.endswith(".txt"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            checked += sum(1 for _ in formulas(text))
            failures += [f"{os.path.relpath(path, reference)}: {failure}" for failure in check_text(text, language(path))]
    print(f"{checked} formulas checked, {len(failures)} do not multiply out")
    for failure in failures:
        print(failure)
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
