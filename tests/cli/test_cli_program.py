#!/usr/bin/env python3
"""`kova-planner program` and the program's export: the text and JSON of a program file, its bad input (exit 2,
the file and key named, nothing written), and the XLSX read back with openpyxl, formulas evaluated (run by ctest)."""
import csv, io, json, os, re, subprocess, sys, tempfile, unittest

import openpyxl

from memorycap import capped_env, limiter

EXE, SRC = sys.argv[1], sys.argv[2]
SCENARIOS = os.path.join(SRC, "resources", "scenarios")
EXAMPLE = os.path.join(SRC, "resources", "programs", "research-year.kova-program.json")


def run(*args, home, memory=None):
    """EXE ARGS with an empty home; `memory`: a cap in bytes, as `ulimit -v` (memorycap.py under the sanitizers)."""
    e = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LANG")}
    e.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"),
             XDG_DATA_HOME=os.path.join(home, "data"), LC_ALL="C.UTF-8")
    if memory:
        e = capped_env(EXE, memory, e)
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=e, timeout=300,
                          preexec_fn=limiter(EXE, memory) if memory else None)


REF = re.compile(r"(?:'((?:[^']|'')+)'!)?\$?([A-Z]+)\$?(\d+)")


def evaluate(wb, sheet, ref, depth=0):
    """The value of a cell, computing the export's formulas: + − × ÷ ^, SUM and MIN of a column, IF, other sheets."""
    assert depth < 30
    v = wb[sheet][ref].value
    if not (isinstance(v, str) and v.startswith("=")):
        return v
    expr = v[1:]
    m = re.fullmatch(r"(SUM|MIN)\(([A-Z])(\d+):([A-Z])(\d+)\)", expr)
    if m:
        fn, c1, r1, c2, r2 = m.groups()
        values = [evaluate(wb, sheet, f"{chr(c)}{r}", depth + 1)
                  for c in range(ord(c1), ord(c2) + 1) for r in range(int(r1), int(r2) + 1)]
        values = [x for x in values if isinstance(x, (int, float))]
        return sum(values) if fn == "SUM" else min(values)

    def value(m):
        target = m.group(1).replace("''", "'") if m.group(1) else sheet
        return repr(float(evaluate(wb, target, m.group(2) + m.group(3), depth + 1)))

    py = lazy_if(REF.sub(value, expr).replace("^", "**"))
    py = re.sub(r"(?<![<>=!])=(?!=)", "==", py)
    return eval(py, {})


def lazy_if(expr):
    """IF(c,a,b) as Python's ((a) if (c) else (b)), which evaluates only the branch taken."""
    at = expr.find("IF(")
    if at < 0:
        return expr
    depth, args, start = 0, [], at + 3
    for i in range(at + 3, len(expr)):
        ch = expr[i]
        if ch == "(":
            depth += 1
        elif ch == ")" and depth > 0:
            depth -= 1
        elif ch == "," and depth == 0:
            args.append(expr[start:i])
            start = i + 1
        elif ch == ")":
            args.append(expr[start:i])
            c, a, b = (lazy_if(x) for x in args)
            return expr[:at] + f"(({a}) if ({c}) else ({b}))" + lazy_if(expr[i + 1:])
    raise AssertionError(f"unbalanced IF in {expr}")


class Program(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="kova-program-")
        cls.home = os.path.join(cls.dir, "home")
        os.makedirs(cls.home)

    def write(self, name, document):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(json.dumps(document) if not isinstance(document, str) else document)
        return path

    def seed_program(self, **extra):
        doc = {"kova_program": 1, "runs": [{"scenario": os.path.join(SCENARIOS, "seed-h100-72h.kova.json"),
                                            "count": 3, "when": "2027-01"}]}
        doc.update(extra)
        return doc

    def test_example_prints_every_way_to_buy(self):
        r = run("program", EXAMPLE, "--lang", "en", home=self.home)
        self.assertEqual(r.returncode, 0, r.stderr)
        for words in ("On-demand", "Interruptible", "Reserved", "Owned nodes", "recommended",
                      "Owning pays against renting from a utilisation of", "Ownership assumptions"):
            self.assertIn(words, r.stdout)

    def test_french_follows_the_locale(self):
        r = run("program", EXAMPLE, "--lang", "fr", home=self.home)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("\u00a0$", r.stdout)  # 759 512,68 $ US: the French money format

    def test_json_totals_are_the_runs_bills(self):
        r = run("program", self.write("seed.kova-program.json", self.seed_program()), "--json", home=self.home)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        totals = {o["kind"]: o["total"] for o in j["options"]}
        # The seed's run: $491.84 interruptible, $975.68 on demand (GPU time $967.68 + $8.00 storage and transfer).
        self.assertAlmostEqual(totals["interruptible"], 3 * 491.84, places=6)
        self.assertAlmostEqual(totals["on_demand"], 3 * 975.68, places=6)
        self.assertEqual(j["recommended"], "interruptible")
        self.assertEqual(j["peak_gpus"], 8)
        for key in ("kova_program_costing", "program", "runs", "schedule", "reserved_curve", "ownership", "energy"):
            self.assertIn(key, j)
        self.assertIn("break_even", j["ownership"])

    def test_json_compares_each_reserved_term_the_offer_sells(self):
        path = os.path.join(SRC, "resources", "programs", "a3-commitments.kova-program.json")
        r = run("program", path, "--json", home=self.home)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        reserved = [o for o in j["options"] if o["kind"] == "reserved"]
        # The embedded Google Cloud A3 offer sells 1-year ($7.673) and 3-year ($4.858) commitments.
        self.assertEqual([o["term_months"] for o in reserved], [12, 36])
        self.assertEqual([o["rate_per_gpu_hour"] for o in reserved], [7.673, 4.858])
        for o in reserved:
            for key in ("reserved_gpus", "terms", "upfront_per_gpu", "effective_rate_per_gpu_hour", "burst_mode",
                        "burst_rate_per_gpu_hour", "break_even_utilisation", "commitment_after_horizon",
                        "total_in_horizon", "price_source", "curve", "utilisation", "burst_gpu_hours", "lines"):
                self.assertIn(key, o)
            self.assertEqual(o["price_source"]["observed"], "2025-03-06")
            self.assertAlmostEqual(o["break_even_utilisation"], o["effective_rate_per_gpu_hour"] / 10.98, places=12)
            self.assertAlmostEqual(o["total_in_horizon"] + o["commitment_after_horizon"], o["total"], places=6)
            self.assertEqual(min(p["total"] for p in o["curve"]), o["total"])
        # The 3-year term over a 1-year program: two more years owed after the horizon, on a line of their own.
        three = reserved[1]
        if three["reserved_gpus"] > 0:
            after = [l for l in three["lines"] if l["id"] == "reserved_commitment_after_horizon"]
            self.assertEqual(len(after), 1)
            self.assertAlmostEqual(after[0]["quantity"], three["reserved_gpus"] * 24 * 720, places=6)
            self.assertAlmostEqual(after[0]["amount"], three["commitment_after_horizon"], places=6)
        self.assertEqual(j["options"][j["recommended_option"]]["kind"], j["recommended"])
        terms = [b["term_months"] for b in j["ownership"]["break_even"] if b["mode"] == "reserved"]
        self.assertEqual(terms, [12, 36])

    def test_bad_input_names_the_file_and_key_and_writes_nothing(self):
        seed = os.path.join(SCENARIOS, "seed-h100-72h.kova.json")
        cases = {
            "missing scenario": ({"kova_program": 1, "runs": [{"scenario": "nowhere.kova.json", "when": "2027-01"}]},
                                 "runs[0].scenario"),
            "negative count": ({"kova_program": 1, "runs": [{"scenario": seed, "count": -1, "when": "2027-01"}]},
                               "runs[0].count"),
            "negative price": (self.seed_program(owning={"server_price": -1}), "owning.server_price"),
            "negative reserved price": (self.seed_program(reserved={"term_months": 12, "per_gpu_hour": -0.5}),
                                        "reserved.per_gpu_hour"),
            "utilisation over 100 %": (self.seed_program(owning={"gpu_utilisation_pct": 120}),
                                       "owning.gpu_utilisation_pct"),
            "utilisation below 0 %": (self.seed_program(owning={"gpu_utilisation_pct": -5}),
                                      "owning.gpu_utilisation_pct"),
            "a term the offer does not sell": (self.seed_program(reserved={"term_months": 36}),
                                               "reserved.term_months"),
            "a term the offer's terms do not include": (self.seed_program(offer="gcp-a3-highgpu",
                                                                          reserved={"term_months": 1}),
                                                        "reserved.term_months"),
            "not json": ("{ not json", ""),
        }
        for name, (doc, key) in cases.items():
            with self.subTest(name):
                path = self.write("bad.kova-program.json", doc)
                r = run("program", path, home=self.home)
                self.assertEqual(r.returncode, 2, r.stderr)
                self.assertEqual(r.stdout, "")
                self.assertIn(path, r.stderr)
                self.assertIn(key, r.stderr)
                out = os.path.join(self.dir, "bad.xlsx")
                r = run("export", path, "-o", out, home=self.home)
                self.assertEqual(r.returncode, 2, r.stderr)
                self.assertFalse(os.path.exists(out))

    def test_xlsx_formulas_give_the_totals(self):
        out = os.path.join(self.dir, "year.xlsx")
        r = run("export", EXAMPLE, "-o", out, "--lang", "en", home=self.home)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(run("program", EXAMPLE, "--json", home=self.home).stdout)
        wb = openpyxl.load_workbook(out)
        self.assertEqual(wb.sheetnames,
                         ["Summary", "On-demand", "Interruptible", "Reserved, 12-month term", "Owned nodes"])
        summary = wb["Summary"]
        rows = {row[0].value: row for row in summary.iter_rows() if row[0].value}
        for option, sheet in zip(j["options"], wb.sheetnames[1:]):
            cell = rows[sheet][1]
            self.assertTrue(str(cell.value).startswith("='"), cell.value)
            self.assertAlmostEqual(evaluate(wb, "Summary", cell.coordinate), option["total"], places=4)
        lowest = rows["Lowest"][1]
        self.assertAlmostEqual(evaluate(wb, "Summary", lowest.coordinate),
                               min(o["total"] for o in j["options"]), places=4)
        self.assertEqual(rows["From"][1].value.date().isoformat(), "2027-01-01")

    def test_owned_rates_follow_their_assumption_cells(self):
        out = os.path.join(self.dir, "owned.xlsx")
        self.assertEqual(run("export", EXAMPLE, "-o", out, home=self.home).returncode, 0)
        wb = openpyxl.load_workbook(out)
        ws = wb["Owned nodes"]
        cells = {row[0].value: row for row in ws.iter_rows() if row[0].value}
        capital = cells["Servers (capital)"]
        price = cells["Server price per node"][1].value
        residual = cells["Residual value"][1].value
        months = cells["Depreciation (months)"][1].value
        # At 7.5 %: the annuity; paid cash (0 %): (price − residual) / months a node-month.
        ws[cells["Financing rate per year"][1].coordinate] = 0
        self.assertAlmostEqual(evaluate(wb, "Owned nodes", capital[3].coordinate),
                               (price - price * residual) / months, places=6)
        ws[cells["Financing rate per year"][1].coordinate] = 0.12
        i = 0.01
        annuity = (price - price * residual * (1 + i) ** -months) * i / (1 - (1 + i) ** -months)
        self.assertAlmostEqual(evaluate(wb, "Owned nodes", capital[3].coordinate), annuity, places=6)

    def test_csv_lines_add_up_to_each_total(self):
        out = os.path.join(self.dir, "year.csv")
        self.assertEqual(run("export", EXAMPLE, "-o", out, home=self.home).returncode, 0)
        j = json.loads(run("program", EXAMPLE, "--json", home=self.home).stdout)
        with open(out, newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        for option in j["options"]:
            amounts = [float(r["amount"]) for r in rows if r["option"] == option["kind"]]
            self.assertAlmostEqual(sum(amounts), option["total"], places=4)

    def test_csv_tells_the_reserved_terms_apart(self):
        path = os.path.join(SRC, "resources", "programs", "a3-commitments.kova-program.json")
        out = os.path.join(self.dir, "terms.csv")
        self.assertEqual(run("export", path, "-o", out, home=self.home).returncode, 0)
        j = json.loads(run("program", path, "--json", home=self.home).stdout)
        with open(out, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            rows = list(reader)
        # The columns finance already reads keep their names and places; term_months comes after them.
        self.assertEqual(reader.fieldnames, ["program", "offer", "currency", "option", "line", "run", "label",
                                             "quantity", "unit", "rate", "count", "amount", "term_months"])
        for option in j["options"]:
            term = str(option["term_months"]) if option["kind"] == "reserved" else ""
            amounts = [float(r["amount"]) for r in rows if r["option"] == option["kind"] and r["term_months"] == term]
            self.assertTrue(amounts, (option["kind"], term))
            self.assertAlmostEqual(sum(amounts), option["total"], places=4)
        self.assertEqual(sorted({r["term_months"] for r in rows if r["option"] == "reserved"}), ["12", "36"])

    def test_csv_program_names_never_start_a_formula(self):
        for i, name in enumerate(['=HYPERLINK("http://evil.example/x","click")', "+cmd|' /C calc'!A0", "-2+3",
                                  "@SUM(1+9)", "\tname"]):
            path = self.write(f"inject{i}.kova-program.json", self.seed_program(name=name))
            out = os.path.join(self.dir, f"inject{i}.csv")
            r = run("export", path, "-o", out, home=self.home)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(out, newline="", encoding="utf-8") as f:
                rows = list(csv.DictReader(f))
            self.assertTrue(rows)
            for row in rows:
                self.assertEqual(row["program"], "'" + name)
                float(row["amount"])

    def test_a_failed_export_leaves_the_previous_file(self):
        out = os.path.join(self.dir, "kept.csv")
        with open(out, "w") as f:
            f.write("previous")
        path = self.write("bad2.kova-program.json", self.seed_program(owning={"server_price": -1}))
        self.assertEqual(run("export", path, "-o", out, home=self.home).returncode, 2)
        with open(out) as f:
            self.assertEqual(f.read(), "previous")

    def test_a_program_inside_every_limit_stays_under_1_gb(self):
        # Issue 29: 1,000 runs × 10 of one scenario of 1,000 phases (every limit of FUZZING.md kept) took 2.2 GB
        # and 45 s to print, 2.9 GB to export, and the JSON died of std::bad_alloc under 4 GB: each run held its
        # own copy of the scenario and bill, each option a line per phase of every run.
        modes = ["on_demand", "interruptible"]
        self.write("phases.kova.json", {
            "kova_scenario": 1, "name": "Many phases", "model": {"params_b": 1}, "training": {"duration_hours": 1},
            "cluster": {"offer": "kova-h100-sxm", "gpus": 8, "phases": [
                {"name": "phase %d" % i, "gpus": 1 + i % 8, "hours": 0.01, "mode": modes[i % 2]}
                for i in range(1000)]}})
        path = self.write("phases.kova-program.json", {
            "kova_program": 1, "name": "Phases", "start": "2027-01", "horizon_months": 120,
            "runs": [{"scenario": "phases.kova.json", "count": 10, "when": "2027-%02d" % (1 + i % 12)}
                     for i in range(1000)]})
        gb = 1024 ** 3
        r = run("program", path, "--json", home=self.home, memory=gb)
        self.assertEqual(r.returncode, 0, r.stderr[-2000:])
        j = json.loads(r.stdout)
        self.assertEqual(len(j["schedule"]), 10000)
        self.assertEqual([x["same_scenario_as"] for x in j["runs"][:3]], [None, 0, 0])
        on_demand = next(o for o in j["options"] if o["kind"] == "on_demand")
        summed = [l for l in on_demand["lines"] if l["id"] == "run_phases"]
        # One line per rate and run: the on-demand and the interruptible phases, 500 each.
        self.assertEqual(len(summed), 2000)
        self.assertEqual(sorted({l["phases"] for l in summed}), [500])
        self.assertAlmostEqual(on_demand["total"], sum(l["amount"] for l in on_demand["lines"]),
                               delta=1e-6 * on_demand["total"])
        r = run("program", path, home=self.home, memory=gb)
        self.assertEqual(r.returncode, 0, r.stderr[-2000:])
        self.assertLess(r.stdout.count("\n"), 100000)
        self.assertIn("500 phases at one rate", r.stdout)
        for out in ("phases.xlsx", "phases.csv", "phases.pdf"):
            target = os.path.join(self.dir, out)
            r = run("report" if out.endswith(".pdf") else "export", path, "-o", target, home=self.home, memory=gb)
            self.assertEqual(r.returncode, 0, (out, r.stderr[-2000:]))
            self.assertGreater(os.path.getsize(target), 0)
        with open(os.path.join(self.dir, "phases.csv"), newline="", encoding="utf-8") as f:
            rows = [row for row in csv.DictReader(f) if row["option"] == "on_demand" and row["line"] == "run_phases"]
        self.assertEqual(len(rows), 2000)
        self.assertEqual(rows[0]["count"], "10")
        self.assertTrue(rows[0]["run"])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
