#!/usr/bin/env python3
"""`kova-planner export`: the bill and the comparison as XLSX (read back with openpyxl: typed cells, live
formulas, sheet names) and as RFC 4180 CSV; exports are atomic (run by ctest)."""
import csv, datetime, io, json, os, re, stat, subprocess, sys, tempfile, unittest

import openpyxl

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden"))
import formulas  # noqa: E402  (tests/golden/formulas.py: a printed formula recomputed from its digits)

EXE, SRC = sys.argv[1], sys.argv[2]
SCENARIOS = os.path.join(SRC, "resources", "scenarios")
SEED = os.path.join(SCENARIOS, "seed-h100-72h.kova.json")
ALL = sorted(os.path.join(SCENARIOS, f) for f in os.listdir(SCENARIOS) if f.endswith(".kova.json"))


def run(*args, home=None):
    e = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    if home:
        e.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"),
                 XDG_DATA_HOME=os.path.join(home, "data"))
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=e, timeout=120)


def evaluate(wb, sheet, ref, depth=0):
    """The value of a cell, computing the formulas the export writes (products, SUM, MIN, other sheets)."""
    assert depth < 20
    ws = wb[sheet]
    v = ws[ref].value
    if not (isinstance(v, str) and v.startswith("=")):
        return v
    expr = v[1:].replace("$", "")  # absolute references ($B$4) read as relative ones
    m = re.fullmatch(r"'((?:[^']|'')+)'!([A-Z]+\d+)", expr)
    if m:
        return evaluate(wb, m.group(1).replace("''", "'"), m.group(2), depth + 1)
    m = re.fullmatch(r"(SUM|MIN)\(([A-Z])(\d+):([A-Z])(\d+)\)", expr)
    if m:
        fn, c1, r1, c2, r2 = m.groups()
        values = [evaluate(wb, sheet, f"{chr(c)}{r}", depth + 1)
                  for c in range(ord(c1), ord(c2) + 1) for r in range(int(r1), int(r2) + 1)]
        values = [x for x in values if isinstance(x, (int, float))]
        return sum(values) if fn == "SUM" else min(values)
    m = re.fullmatch(r"([A-Z]+\d+)\*([A-Z]+\d+)", expr)
    if m:
        return evaluate(wb, sheet, m.group(1), depth + 1) * evaluate(wb, sheet, m.group(2), depth + 1)
    raise AssertionError(f"unexpected formula {v} in {sheet}!{ref}")


def rows_of(ws):
    return {row[0].value: row for row in ws.iter_rows() if row[0].value is not None}


class Export(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="kova-export-")
        cls.home = os.path.join(cls.dir, "home")
        os.makedirs(cls.home)

    def export(self, *args):
        r = run("export", *args, home=self.home)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def seed_workbook(self, lang="en"):
        out = os.path.join(self.dir, f"seed-{lang}.xlsx")
        self.export(SEED, "-o", out, "--lang", lang)
        return openpyxl.load_workbook(out)

    def block(self, ws, title_start):
        """The rows of one purchase mode: from its title to its carbon line."""
        rows = list(ws.iter_rows())
        start = next(i for i, r in enumerate(rows) if str(r[0].value or "").startswith(title_start))
        block = []
        for r in rows[start + 2:]:
            block.append(r)
            if str(r[0].value or "").startswith(("Carbon", "Carbone")):
                break
        return block

    def test_bill_has_a_summary_and_one_sheet_per_scenario(self):
        wb = self.seed_workbook()
        # "Continued pretraining, 8× H100 SXM, 72 h (seed run)": cut at a word within Excel's 31 characters.
        self.assertEqual(wb.sheetnames, ["Summary", "Continued pretraining, 8× H100"])

    def test_lines_are_quantity_times_rate_formulas_with_typed_numbers(self):
        wb = self.seed_workbook()
        ws = wb.worksheets[1]
        block = self.block(ws, "Interruptible")
        gpu = block[0]
        self.assertEqual(gpu[0].value, "GPU time")
        self.assertEqual((gpu[1].data_type, gpu[1].value), ("n", 576))
        self.assertEqual(gpu[2].value, "GPU-hours")
        self.assertEqual((gpu[3].data_type, gpu[3].value), ("n", 0.84))
        r = gpu[0].row
        self.assertEqual(gpu[4].value, f"=B{r}*D{r}")
        self.assertIn("$", gpu[4].number_format)
        self.assertIn("0.000", gpu[3].number_format)
        self.assertAlmostEqual(evaluate(wb, ws.title, f"E{r}"), 483.84, places=9)
        volume = block[1]
        self.assertEqual(volume[0].value, "Checkpoint volume 500 GB")
        self.assertAlmostEqual(volume[1].value, 50.0)  # 500 GB × 3 days ÷ 30 = 50 GB-months
        self.assertEqual(volume[2].value, "GB-months")
        self.assertAlmostEqual(evaluate(wb, ws.title, f"E{volume[0].row}"), 4.0, places=9)
        total = next(row for row in block if row[0].value == "Total")
        t = total[0].row
        self.assertEqual(total[4].value, f"=SUM(E{gpu[0].row}:E{t - 1})")
        self.assertAlmostEqual(evaluate(wb, ws.title, f"E{t}"), 491.84, places=9)
        on_demand = self.block(ws, "On-demand")
        self.assertAlmostEqual(evaluate(wb, ws.title, f"E{on_demand[0][0].row}"), 967.68, places=9)

    def test_detail_formulas_multiply_out_to_the_amounts(self):
        # The detail column's "8 × 43.45 h × $0.468" gives the Amount cell to the cent, in both languages, for
        # every shipped scenario and program.
        programs = os.path.join(SRC, "resources", "programs")
        inputs = ALL + sorted(os.path.join(programs, f) for f in os.listdir(programs) if f.endswith(".kova-program.json"))
        checked = 0
        for lang in ("en", "fr"):
            for path in inputs:
                out = os.path.join(self.dir, f"detail-{lang}-{os.path.basename(path)}.xlsx")
                self.export(path, "-o", out, "--lang", lang)
                # The values the export stored with each formula (the Amount cells are live formulas).
                wb = openpyxl.load_workbook(out, data_only=True)
                for ws in wb.worksheets:
                    header = None
                    for row in ws.iter_rows():
                        values = [c.value for c in row]
                        if "Detail" in values or "Détail" in values:
                            header = values
                            continue
                        if not header or not row[0].value:
                            continue
                        detail = values[header.index("Detail" if "Detail" in header else "Détail")]
                        amount_col = header.index("Amount" if "Amount" in header else "Montant")
                        amount = row[amount_col].value
                        if not isinstance(detail, str) or "×" not in detail or not isinstance(amount, (int, float)):
                            continue
                        # A program's line is one run's formula, made Count times.
                        count_col = next((header.index(h) for h in ("Count", "Nombre") if h in header), None)
                        if count_col is not None:
                            detail += f" × {values[count_col]}"
                        checked += 1
                        why = formulas.check_product(detail, round(amount, 2), 2, lang)
                        self.assertIsNone(why, f"{os.path.basename(path)} {lang} {ws.title}: {detail} = {amount}")
        self.assertGreater(checked, 50)

    def test_changing_a_rate_moves_the_totals(self):
        wb = self.seed_workbook()
        ws = wb.worksheets[1]
        gpu = self.block(ws, "Interruptible")[0]
        ws[f"D{gpu[0].row}"] = 1.0
        total = next(row for row in self.block(ws, "Interruptible") if row[0].value == "Total")
        self.assertAlmostEqual(evaluate(wb, ws.title, f"E{total[0].row}"), 576 + 8.0, places=9)
        summary = wb["Summary"]
        header = [c.value for c in summary[6]]
        col = chr(ord("A") + header.index("Interruptible"))
        self.assertAlmostEqual(evaluate(wb, "Summary", f"{col}7"), 584.0, places=9)

    def test_energy_and_carbon_are_lines_outside_the_totals(self):
        wb = self.seed_workbook()
        ws = wb.worksheets[1]
        block = self.block(ws, "Interruptible")
        energy, carbon = block[-2], block[-1]
        self.assertEqual(energy[0].value, "Energy (not a cost)")
        # 576 GPU-h × (700 W + 575 W) × PUE 1.58 = 1,160.352 kWh; × 0.436 kg/kWh (world, Ember) = 505.9 kg.
        self.assertAlmostEqual(energy[1].value, 1160.352, places=6)
        self.assertIsNone(energy[4].value)
        self.assertEqual(carbon[1].value, f"=B{energy[0].row}*D{carbon[0].row}")
        self.assertAlmostEqual(evaluate(wb, ws.title, f"B{carbon[0].row}"), 505.913472, places=6)
        total = next(row for row in block if row[0].value == "Total")
        self.assertLess(total[0].row, energy[0].row)

    def test_dates_are_typed_cells(self):
        wb = self.seed_workbook()
        rows = rows_of(wb.worksheets[1])
        observed = rows["Prices observed"][1]
        self.assertTrue(observed.is_date)
        self.assertEqual(observed.value.date(), datetime.date(2026, 11, 30))
        exported = rows["Exported"][1]
        self.assertTrue(exported.is_date)
        self.assertEqual(rows["GPUs"][1].value, 8)

    def test_comparison_has_one_sheet_per_scenario_and_summary_formulas(self):
        out = os.path.join(self.dir, "all.xlsx")
        self.export(*ALL, "-o", out, "--lang", "en")
        wb = openpyxl.load_workbook(out)
        self.assertEqual(len(wb.sheetnames), len(ALL) + 1)
        self.assertEqual(wb.sheetnames[0], "Summary")
        self.assertTrue(all(len(n) <= 31 for n in wb.sheetnames))
        self.assertEqual(len(set(n.lower() for n in wb.sheetnames)), len(wb.sheetnames))
        summary = wb["Summary"]
        self.assertEqual(summary["A1"].value, "Cost comparison")
        header = [c.value for c in summary[6]]
        self.assertEqual(header[:3], ["Scenario", "Offer", "GPUs"])
        cheapest = chr(ord("A") + header.index("Cheapest"))
        for i, path in enumerate(ALL):
            row = 7 + i
            d = json.loads(run("estimate", path, "--json", home=self.home).stdout)
            self.assertEqual(summary[f"A{row}"].value, d["scenario"])
            best = min(m["total"] for m in d["modes"].values())
            self.assertTrue(summary[f"{cheapest}{row}"].value.startswith("=MIN("))
            self.assertAlmostEqual(evaluate(wb, "Summary", f"{cheapest}{row}"), best, places=6)
        total_row = 7 + len(ALL)
        self.assertEqual(summary[f"A{total_row}"].value, "Total")
        self.assertEqual(summary[f"{cheapest}{total_row}"].value, f"=SUM({cheapest}7:{cheapest}{total_row - 1})")
        self.assertNotIn("Cheapest in EUR", header)  # no display currency chosen

    def test_display_currency_rate_has_its_own_cell(self):
        with tempfile.TemporaryDirectory() as home:
            self.assertEqual(run("rates", "set", "EUR-per-USD", "0.9", home=home).returncode, 0)
            self.assertEqual(run("rates", "display", "EUR", home=home).returncode, 0)
            out = os.path.join(self.dir, "eur.xlsx")
            r = run("export", SEED, "-o", out, "--lang", "en", home=home)
            self.assertEqual(r.returncode, 0, r.stderr)
        wb = openpyxl.load_workbook(out)
        summary = wb["Summary"]
        self.assertEqual(summary["A4"].value, "Exchange rate: EUR per USD")
        self.assertEqual(summary["B4"].data_type, "n")
        self.assertAlmostEqual(summary["B4"].value, 0.9, places=9)
        header = [c.value for c in summary[6]]
        col = chr(ord("A") + header.index("Cheapest in EUR"))
        cheapest = chr(ord("A") + header.index("Cheapest"))
        self.assertEqual(summary[f"{col}7"].value, f"={cheapest}7*$B$4")
        self.assertIn("€", summary[f"{col}7"].number_format)
        summary["B4"] = 1.8  # finance changes the rate: the converted total follows
        self.assertAlmostEqual(evaluate(wb, "Summary", f"{col}7"), 491.84 * 1.8, places=6)

    def test_french_labels_and_number_format(self):
        wb = self.seed_workbook("fr")
        self.assertEqual(wb.sheetnames[0], "Synthèse")
        ws = wb.worksheets[1]
        labels = [r[0].value for r in ws.iter_rows()]
        self.assertIn("Temps GPU", labels)
        gpu = next(r for r in ws.iter_rows() if r[0].value == "Temps GPU")
        self.assertIn("$\u00a0US", gpu[4].number_format)  # as the seed writes it: 483,84 $ US

    def test_csv_is_rfc_4180_one_row_per_cost_line(self):
        out = os.path.join(self.dir, "seed.csv")
        self.export(SEED, "-o", out, "--lang", "en")
        raw = open(out, "rb").read()
        self.assertTrue(raw.endswith(b"\r\n"))
        self.assertNotIn(b"\n", raw.replace(b"\r\n", b""))
        rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8"), newline="")))
        d = json.loads(run("estimate", SEED, "--json", home=self.home).stdout)
        self.assertEqual(len(rows), sum(len(m["lines"]) for m in d["modes"].values()))
        for mode, m in d["modes"].items():
            mine = [r for r in rows if r["mode"] == mode]
            self.assertEqual([r["line"] for r in mine], [l["id"] for l in m["lines"]])
            self.assertAlmostEqual(sum(float(r["amount"]) for r in mine), m["total"], places=9)
        gpu = rows[[r["mode"] for r in rows].index("interruptible")]
        self.assertEqual((gpu["quantity"], gpu["unit"], gpu["rate"], gpu["amount"]),
                         ("576", "gpu_hours", "0.84", "483.84"))

    def test_csv_quotes_commas_quotes_and_line_breaks(self):
        d = json.load(open(SEED))
        d["name"] = 'Run "A", 8×\nH100'
        path = os.path.join(self.dir, "hostile.kova.json")
        json.dump(d, open(path, "w"), ensure_ascii=False)
        out = os.path.join(self.dir, "hostile.csv")
        self.export(path, "-o", out)
        raw = open(out, encoding="utf-8", newline="").read()
        self.assertIn('"Run ""A"", 8×\nH100"', raw)
        rows = list(csv.DictReader(io.StringIO(raw, newline="")))
        self.assertTrue(all(r["scenario"] == d["name"] for r in rows))
        xlsx = os.path.join(self.dir, "hostile.xlsx")
        self.export(path, "-o", xlsx)
        self.assertEqual(openpyxl.load_workbook(xlsx).worksheets[1]["A1"].value, d["name"])

    # OWASP's CSV injection advice: a cell a spreadsheet would read as a formula starts with a quote, quoted.
    INJECTIONS = ['=HYPERLINK("http://evil.example/x","click")', "+cmd|' /C calc'!A0", "@SUM(1+9)*cmd|' /C calc'!A0",
                  "-2+3", "\tleading tab", "\rleading carriage return"]

    def test_csv_cells_never_start_a_formula(self):
        d = json.load(open(SEED))
        for i, name in enumerate(self.INJECTIONS):
            d["name"] = name
            path = os.path.join(self.dir, f"inject{i}.kova.json")
            json.dump(d, open(path, "w"))
            out = os.path.join(self.dir, f"inject{i}.csv")
            self.export(path, "-o", out)
            raw = open(out, encoding="utf-8", newline="").read()
            rows = list(csv.DictReader(io.StringIO(raw, newline="")))
            self.assertTrue(rows)
            for r in rows:
                self.assertEqual(r["scenario"], "'" + name)
                for column, cell in r.items():
                    self.assertFalse(cell[:1] in ("=", "+", "@", "\t", "\r"), (column, cell))
                float(r["amount"])  # numbers stay numbers
                self.assertFalse(r["amount"].startswith("'"))
            self.assertIn('"\'' + name.replace('"', '""') + '"', raw)

    def test_xlsx_keeps_the_text_after_a_nul(self):
        d = json.load(open(SEED))
        d["name"] = "before\u0000after"
        path = os.path.join(self.dir, "nul.kova.json")
        json.dump(d, open(path, "w"))
        xlsx = os.path.join(self.dir, "nul.xlsx")
        self.export(path, "-o", xlsx)
        self.assertEqual(openpyxl.load_workbook(xlsx).worksheets[1]["A1"].value, "before\ufffdafter")

    def test_output_that_is_an_input_is_refused(self):
        copy = os.path.join(self.dir, "input.csv")
        with open(copy, "w") as f:
            f.write(open(SEED).read())
        before = open(copy).read()
        r = run("export", copy, "-o", os.path.join(self.dir, ".", "input.csv"), home=self.home)
        self.assertEqual(r.returncode, 2)
        self.assertIn("is one of the scenario files", r.stderr)
        self.assertEqual(open(copy).read(), before)

    def test_no_input_is_written_over_even_unnamed(self):
        folder = tempfile.mkdtemp(dir=self.dir)
        d = json.load(open(SEED))
        d["spot"] = {"bid": 2.0, "trace": "prices.csv"}
        trace = "hour,price\n0,1.0\n200,1.25\n"
        with open(os.path.join(folder, "prices.csv"), "w") as f:
            f.write(trace)
        scenario = os.path.join(folder, "spot.kova.json")
        json.dump(d, open(scenario, "w"))
        run_file = os.path.join(folder, "run.xlsx")  # a scenario file, whatever its name
        json.dump(json.load(open(SEED)), open(run_file, "w"))
        program = os.path.join(folder, "year.kova-program.json")
        json.dump({"kova_program": 1, "runs": [{"scenario": "run.xlsx", "count": 2, "when": "2027-01"},
                                                {"scenario": "spot.kova.json", "when": "2027-03"}]},
                  open(program, "w"))
        before = {f: open(os.path.join(folder, f), "rb").read() for f in os.listdir(folder)}
        cases = [("export", scenario, "prices.csv", scenario), ("export", program, "run.xlsx", program),
                 ("export", program, "prices.csv", program), ("report", scenario, "prices.csv", scenario)]
        for command, source, target, reader in cases:
            out = os.path.join(folder, ".", target)
            r = run(command, source, "-o", out, home=self.home)
            self.assertEqual(r.returncode, 2, (command, target, r.stdout))
            self.assertIn(f"{command}: the output {out} is ", r.stderr)
            self.assertIn(f"which {reader} reads; nothing was written", r.stderr)
        self.assertEqual({f: open(os.path.join(folder, f), "rb").read() for f in os.listdir(folder)}, before)
        self.assertEqual(run("estimate", scenario, home=self.home).returncode, 0)

    def test_bad_input_writes_nothing_and_keeps_the_previous_file(self):
        out = os.path.join(self.dir, "previous.xlsx")
        with open(out, "wb") as f:
            f.write(b"previous export")
        bad = os.path.join(self.dir, "bad.kova.json")
        d = json.load(open(SEED))
        d["energy"] = {"pue": 0.5}
        json.dump(d, open(bad, "w"))
        r = run("export", SEED, bad, "-o", out, home=self.home)
        self.assertEqual(r.returncode, 2)
        self.assertIn(bad, r.stderr)
        self.assertIn("energy.pue", r.stderr)
        self.assertEqual(open(out, "rb").read(), b"previous export")
        self.assertEqual(run("export", SEED, "-o", os.path.join(self.dir, "out.pdf")).returncode, 2)
        self.assertEqual(run("export", SEED).returncode, 2)

    def test_failed_write_keeps_the_previous_file(self):
        missing = os.path.join(self.dir, "missing", "out.xlsx")
        r = run("export", SEED, "-o", missing, home=self.home)
        self.assertEqual(r.returncode, 1)
        self.assertIn("nothing was written", r.stderr)
        self.assertFalse(os.path.exists(os.path.dirname(missing)))
        if os.geteuid() == 0:
            return  # root writes into read-only folders
        locked = os.path.join(self.dir, "locked")
        os.makedirs(locked)
        target = os.path.join(locked, "out.csv")
        with open(target, "w") as f:
            f.write("previous")
        os.chmod(locked, stat.S_IRUSR | stat.S_IXUSR)
        try:
            r = run("export", SEED, "-o", target, home=self.home)
            self.assertEqual(r.returncode, 1)
            self.assertIn("the previous file is unchanged", r.stderr)
            self.assertEqual(open(target).read(), "previous")
            self.assertEqual(os.listdir(locked), ["out.csv"])
        finally:
            os.chmod(locked, stat.S_IRWXU)

    def test_help_names_the_command(self):
        self.assertIn("export FILE", run("--help").stdout)
        self.assertIn("OUT.xlsx|OUT.csv", run("export", "--help").stdout)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
