#!/usr/bin/env python3
"""End-to-end tests of planning on the real market: providers chosen or left out (and remembered), the best plan
per provider, offers rented as sold, and the compact price list of `catalog` (run by ctest)."""
import json, os, re, subprocess, sys, tempfile, unittest

EXE, SRC = sys.argv[1], sys.argv[2]
SCENARIOS = os.path.join(SRC, "resources", "scenarios")
SEED = os.path.join(SCENARIOS, "seed-h100-72h.kova.json")
LLAMA = os.path.join(SCENARIOS, "llama-70b-pretrain.kova.json")


def run(*args, home):
    e = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
             XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_DATA_HOME=os.path.join(home, ".local", "share"))
    e.pop("DISPLAY", None)
    e.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=e, timeout=300)


class Market(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.TemporaryDirectory()
        self.addCleanup(self.home.cleanup)

    def plan(self, scenario, *args):
        r = run("plan", scenario, "--json", "--lang", "en", *args, home=self.home.name)
        self.assertIn(r.returncode, (0, 1), r.stderr)
        return json.loads(r.stdout)

    def every_plan(self, d):
        plans = list(d["pareto"]) + list(d["trade_offs"]) + list(d["per_provider"])
        return plans + ([d["best"]] if d["best"] else [])

    def test_without_the_tiers_every_plan_is_placeable(self):
        for scenario, hours in ((SEED, "72"), (LLAMA, "720")):
            d = self.plan(scenario, "--deadline-hours", hours, "--exclude-provider", "kova")
            self.assertIsNotNone(d["best"], scenario)
            self.assertEqual(d["excluded_providers"], ["Kova"])
            for p in self.every_plan(d):
                self.assertNotEqual(p["provider"], "Kova")
                if p["nodes"] > 1:  # several nodes: a network a source states
                    self.assertTrue(p["network_confirmed"], p)
                    self.assertIsNotNone(p["network"], p)
                if p["whole_instances_only"]:
                    self.assertEqual(p["gpus"] % p["gpus_per_node"], 0, p)
                self.assertRegex(p["observed"], r"^\d{4}-\d\d-\d\d$")
                self.assertIn(p["price_outlier"], ("none", "far_below_median", "spot_equals_on_demand"))

    def test_best_plan_per_provider_is_sorted_and_one_per_provider(self):
        d = self.plan(SEED, "--deadline-hours", "72")
        per = d["per_provider"]
        self.assertGreaterEqual(len(per), 3)
        self.assertEqual(len({p["provider"] for p in per}), len(per))
        self.assertEqual([p["total"] for p in per], sorted(p["total"] for p in per))
        self.assertTrue(all(p["wall_hours"] <= 72 for p in per))
        self.assertIn(d["best"]["provider"], {p["provider"] for p in per})
        text = run("plan", SEED, "--deadline-hours", "72", "--lang", "en", home=self.home.name).stdout
        self.assertIn("Best plan per provider, cheapest first:", text)
        self.assertRegex(text, r"prices observed \d")

    def test_providers_are_remembered_until_all_providers(self):
        d = self.plan(SEED, "--deadline-hours", "72", "--provider", "lambda", "--provider", "AWS")
        self.assertEqual(sorted(d["providers"]), ["AWS", "Lambda"])
        self.assertTrue({p["provider"] for p in self.every_plan(d)} <= {"AWS", "Lambda"})
        again = self.plan(SEED, "--deadline-hours", "72")
        self.assertEqual(sorted(again["providers"]), ["AWS", "Lambda"])
        whole = self.plan(SEED, "--deadline-hours", "72", "--all-providers")
        self.assertEqual(whole["providers"], [])
        self.assertEqual(whole["best"]["provider"], "Kova")  # the tiers win when included, as before

    def test_an_unknown_provider_is_refused_with_the_known_ones(self):
        r = run("plan", SEED, "--deadline-hours", "72", "--provider", "Nowhere", home=self.home.name)
        self.assertEqual(r.returncode, 2)
        self.assertIn("--provider", r.stderr)
        self.assertIn('"Nowhere"', r.stderr)
        self.assertIn("Lambda", r.stderr)
        self.assertEqual(r.stdout, "")
        r = run("plan", SEED, "--deadline-hours", "72", "--unconfirmed-network", "maybe", home=self.home.name)
        self.assertEqual(r.returncode, 2)
        self.assertIn("--unconfirmed-network", r.stderr)

    def test_unconfirmed_networks_allowed_are_flagged(self):
        d = self.plan(LLAMA, "--deadline-hours", "720", "--exclude-provider", "Kova", "--unconfirmed-network", "yes")
        self.assertTrue(d["unconfirmed_network_allowed"])
        for p in self.every_plan(d):
            self.assertEqual(p["network_confirmed"], p["nodes"] == 1 or p["network"] is not None, p)
        # Remembered: the next plan still allows them.
        self.assertTrue(self.plan(SEED, "--deadline-hours", "72")["unconfirmed_network_allowed"])

    def test_catalog_compact_table_sorted_by_the_scenario_total(self):
        r = run("catalog", "--sort", "total", "--top", "12", "--scenario", SEED, "--lang", "en", home=self.home.name)
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stdout.splitlines()
        self.assertTrue(lines[0].startswith("Provider"), lines[0])
        self.assertIn("Total", lines[0])
        rows = lines[1:13]
        self.assertEqual(len(rows), 12)
        self.assertRegex(lines[13], r"^12 rows shown of [\d,]+ offers\.$")
        column = lines[0].index("Total")
        totals = [float(re.match(r"\$([\d,]+\.\d\d)", row[column:]).group(1).replace(",", "")) for row in rows]
        self.assertEqual(totals, sorted(totals))
        # Offers alike in every region are one row.
        everything = run("catalog", "--sort", "price", home=self.home.name).stdout
        self.assertRegex(everything, r"and \d+ more")

    def test_catalog_bad_sort_and_top_are_refused(self):
        for args in (("--sort", "cheapest"), ("--top", "0"), ("--top", "ten")):
            r = run("catalog", *args, home=self.home.name)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(args[0], r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
