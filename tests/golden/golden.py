#!/usr/bin/env python3
"""Golden outputs: every public output of kova-planner, pinned in tests/golden/reference.

For every program in resources/programs, in English and French: `program`, `program --json`, its CSV `export` and
its PDF `report` as text.
For every scenario in resources/scenarios (found by listing the folder) and in English and French:
`estimate`, `estimate --json`, `estimate --monte-carlo`, `plan` against a deadline and a budget (text and
JSON), the PDF `report` as text (pdftotext -layout) and the bill's CSV `export`; once: `catalog` and `catalog --json`, and the
comparison report of all the scenarios. Each runs at a fixed clock (faketime) in an empty home folder, so
that price ages and report dates do not move and no developer setting leaks in.

    golden.py EXE SRC            compare (ctest runs this: a moved figure or word fails, with a diff)
    golden.py EXE SRC --update   write the outputs as the new reference, after an intended change

From the repository: `scripts/dev golden` rebuilds and runs the --update form; review `git diff
tests/golden` before committing it.
"""
import concurrent.futures, difflib, os, shutil, subprocess, sys, tempfile

EXE, SRC = sys.argv[1], sys.argv[2]
UPDATE = "--update" in sys.argv[3:]
SCENARIOS = os.path.join(SRC, "resources", "scenarios")
PROGRAMS = os.path.join(SRC, "resources", "programs")
REFERENCE = os.path.join(SRC, "tests", "golden", "reference")
# The day the reference was made: outputs say how old each price is.
CLOCK = "@2026-12-01 12:00:00"
LANGS = ("en", "fr")
DEADLINE_HOURS = "720"
BUDGET = "50000"
MONTE_CARLO_RUNS = "2000"


def scenario_files():
    return sorted(f for f in os.listdir(SCENARIOS) if f.endswith(".kova.json"))


def environment(home):
    """The machine's locale never reaches the program: the CLI follows the system language when --lang is not
    given (the JSON and catalogue runs), and the report's paper follows LC_ALL/LC_PAPER/LANG. Without LANGUAGE
    and with LC_ALL=C.UTF-8 both are English and A4 on every machine."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LC_MESSAGES", "LC_ALL", "LANG", "LC_PAPER")}
    env.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CACHE_HOME=os.path.join(home, "cache"), LC_ALL="C.UTF-8", QT_QPA_PLATFORM="offscreen",
               FAKETIME_DONT_FAKE_MONOTONIC="1", TZ="UTC")
    return env


def run(args, home):
    r = subprocess.run(["faketime", "-f", CLOCK, EXE, *args], capture_output=True, text=True,
                       env=environment(home), timeout=300)
    return r.returncode, r.stdout, r.stderr


def pdf_text(pdf):
    r = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", pdf, "-"], capture_output=True, text=True,
                       timeout=60)
    if r.returncode != 0:
        raise RuntimeError(f"pdftotext {pdf}: {r.stderr}")
    return r.stdout


def command_output(args, home):
    """What a user sees: the exit status, standard output and standard error."""
    status, out, err = run(args, home)
    text = out
    if err:
        text += "--- stderr\n" + err
    return f"{text}--- exit {status}\n"


def report_output(inputs, lang, home, name):
    pdf = os.path.join(home, name + ".pdf")
    status, out, err = run(["report", *inputs, "-o", pdf, "--lang", lang, "--paper", "a4",
                            "--prepared-by", "Camille Durand", "--organisation", "Achats & Cie"], home)
    if status != 0:
        return f"{out}--- stderr\n{err}--- exit {status}\n"
    return pdf_text(pdf)


def export_output(inputs, lang, home, name):
    """The CSV export as written (the XLSX is checked cell by cell in tests/cli/test_cli_export.py)."""
    out = os.path.join(home, name + ".csv")
    status, stdout, err = run(["export", *inputs, "-o", out, "--lang", lang], home)
    if status != 0:
        return f"{stdout}--- stderr\n{err}--- exit {status}\n"
    with open(out, encoding="utf-8") as f:  # CRLF read as \n: the reference files use \n like the others
        return f.read()


def program_files():
    return sorted(f for f in os.listdir(PROGRAMS) if f.endswith(".kova-program.json"))


def jobs():
    """(reference path relative to REFERENCE, function of a home folder giving the output)."""
    out = []
    for file in scenario_files():
        stem = file[: -len(".kova.json")]
        path = os.path.join(SCENARIOS, file)
        out.append((f"{stem}/estimate.json", lambda h, p=path: command_output(["estimate", p, "--json"], h)))
        out.append((f"{stem}/monte-carlo.json", lambda h, p=path: command_output(
            ["estimate", p, "--json", "--monte-carlo", MONTE_CARLO_RUNS], h)))
        out.append((f"{stem}/plan-deadline.json", lambda h, p=path: command_output(
            ["plan", p, "--deadline-hours", DEADLINE_HOURS, "--json"], h)))
        out.append((f"{stem}/plan-budget.json", lambda h, p=path: command_output(
            ["plan", p, "--budget", BUDGET, "--json"], h)))
        # The real market alone: the reference tiers left out.
        out.append((f"{stem}/plan-market.json", lambda h, p=path: command_output(
            ["plan", p, "--deadline-hours", DEADLINE_HOURS, "--exclude-provider", "Kova", "--json"], h)))
        out.append((f"{stem}/catalog-table.en.txt", lambda h, p=path: command_output(
            ["catalog", "--sort", "total", "--top", "25", "--scenario", p, "--lang", "en"], h)))
        for lang in LANGS:
            out.append((f"{stem}/plan-market.{lang}.txt", lambda h, p=path, l=lang: command_output(
                ["plan", p, "--deadline-hours", DEADLINE_HOURS, "--exclude-provider", "Kova", "--lang", l], h)))
            out.append((f"{stem}/estimate.{lang}.txt", lambda h, p=path, l=lang: command_output(
                ["estimate", p, "--lang", l], h)))
            out.append((f"{stem}/monte-carlo.{lang}.txt", lambda h, p=path, l=lang: command_output(
                ["estimate", p, "--monte-carlo", MONTE_CARLO_RUNS, "--lang", l], h)))
            out.append((f"{stem}/plan-deadline.{lang}.txt", lambda h, p=path, l=lang: command_output(
                ["plan", p, "--deadline-hours", DEADLINE_HOURS, "--lang", l], h)))
            out.append((f"{stem}/plan-budget.{lang}.txt", lambda h, p=path, l=lang: command_output(
                ["plan", p, "--budget", BUDGET, "--lang", l], h)))
            out.append((f"{stem}/report.{lang}.txt", lambda h, p=path, l=lang, s=stem: report_output(
                [p], l, h, f"{s}-{l}")))
            out.append((f"{stem}/export.{lang}.csv", lambda h, p=path, l=lang, s=stem: export_output(
                [p], l, h, f"{s}-{l}")))
    for file in program_files():
        stem = "programs/" + file[: -len(".kova-program.json")]
        path = os.path.join(PROGRAMS, file)
        out.append((f"{stem}/program.json", lambda h, p=path: command_output(["program", p, "--json"], h)))
        for lang in LANGS:
            out.append((f"{stem}/program.{lang}.txt", lambda h, p=path, l=lang: command_output(
                ["program", p, "--lang", l], h)))
            out.append((f"{stem}/export.{lang}.csv", lambda h, p=path, l=lang, s=file: export_output(
                [p], l, h, f"{s}-{l}")))
            out.append((f"{stem}/report.{lang}.txt", lambda h, p=path, l=lang, s=file: report_output(
                [p], l, h, f"program-{s}-{l}")))
    out.append(("catalog.json", lambda h: command_output(["catalog", "--json"], h)))
    everything = [os.path.join(SCENARIOS, f) for f in scenario_files()]
    for lang in LANGS:
        out.append((f"catalog.{lang}.txt", lambda h, l=lang: command_output(["catalog", "--lang", l], h)))
        out.append((f"comparison-report.{lang}.txt", lambda h, l=lang: report_output(
            everything, l, h, f"comparison-{l}")))
    return out


def produce(job):
    name, make = job
    home = tempfile.mkdtemp(prefix="kova-golden-")
    try:
        return name, make(home)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main():
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = dict(pool.map(produce, jobs()))
    if UPDATE:
        shutil.rmtree(REFERENCE, ignore_errors=True)
        for name, text in results.items():
            path = os.path.join(REFERENCE, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        print(f"golden: wrote {len(results)} reference outputs under {REFERENCE}")
        return 0
    failures = 0
    expected_names = set()
    for root, _, files in os.walk(REFERENCE):
        expected_names.update(os.path.relpath(os.path.join(root, f), REFERENCE) for f in files)
    for name in sorted(expected_names - results.keys()):
        failures += 1
        print(f"golden: {name}: in the reference but no longer produced (a scenario was removed?)")
    for name, text in sorted(results.items()):
        path = os.path.join(REFERENCE, name)
        if not os.path.exists(path):
            failures += 1
            print(f"golden: {name}: no reference (new scenario or output? run scripts/dev golden)")
            continue
        with open(path, encoding="utf-8") as f:
            expected = f.read()
        if text != expected:
            failures += 1
            diff = list(difflib.unified_diff(expected.splitlines(), text.splitlines(), f"reference/{name}",
                                             f"now/{name}", lineterm="", n=1))
            print("\n".join(diff[:60]) + ("\n…" if len(diff) > 60 else ""))
    print(f"golden: {len(results) - failures} of {len(results)} outputs as in tests/golden/reference")
    if failures:
        print("golden: if the change is intended, run scripts/dev golden and review git diff tests/golden")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
