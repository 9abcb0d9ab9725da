#!/usr/bin/env python3
"""End-to-end tests of `plan`: the plan a buyer would accept, its trade-offs, the tolerance and an empty result
explained (run by ctest)."""
import json, os, subprocess, sys, tempfile, unittest

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")


def run(*args, home):
    e = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
             XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_DATA_HOME=os.path.join(home, ".local", "share"))
    e.pop("DISPLAY", None)
    e.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=e, timeout=120)


def same_plan(a, b):
    return all(a[k] == b[k] for k in ("offer", "gpus", "mode", "sharding"))


class Plans(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.TemporaryDirectory()
        self.addCleanup(self.home.cleanup)

    def plan(self, *args, scenario=SEED):
        r = run("plan", scenario, "--json", "--lang", "en", *args, home=self.home.name)
        return r, (json.loads(r.stdout) if r.stdout else None)

    def test_seed_at_72_hours_takes_fewer_gpus_in_whole_nodes_within_two_percent(self):
        r, d = self.plan("--deadline-hours", "72")
        self.assertEqual(r.returncode, 0, r.stderr)
        best, strict = d["best"], d["strict_best"]
        self.assertEqual(d["tolerance_percent"], 2)
        self.assertLess(best["gpus"], strict["gpus"])
        self.assertTrue(best["whole_nodes"])
        self.assertEqual(best["gpus"] % best["gpus_per_node"], 0)
        self.assertLessEqual(best["total"], strict["total"] * 1.02)
        self.assertLessEqual(best["wall_hours"], 72)
        roles = {role: t for t in d["trade_offs"] for role in t["roles"]}
        self.assertEqual(set(roles), {"chosen", "cheapest", "fastest", "fewest_gpus"})
        self.assertTrue(same_plan(roles["chosen"], best))
        self.assertTrue(same_plan(roles["cheapest"], strict))
        self.assertLessEqual(roles["fastest"]["wall_hours"], min(p["wall_hours"] for p in d["pareto"]))
        self.assertLessEqual(roles["fewest_gpus"]["gpus"], best["gpus"])
        self.assertIsNone(d["shortfall"])

    def test_tolerance_zero_is_the_strict_cheapest(self):
        r, d = self.plan("--deadline-hours", "72", "--tolerance", "0")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(same_plan(d["best"], d["strict_best"]))

    def test_text_shows_the_plans_that_matter(self):
        r = run("plan", SEED, "--deadline-hours", "72", "--lang", "en", home=self.home.name)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("Chosen among the plans within 2% of the cheapest that meets the deadline", r.stdout)
        self.assertIn("Plans that matter (cost, wall-clock, GPUs):", r.stdout)
        for role in ("Chosen", "Cheapest", "Fastest", "Fewest GPUs"):
            self.assertRegex(r.stdout, rf"\n  ({role}|.*, {role})[,:]")

    def test_bad_tolerance_is_refused(self):
        for value in ("-1", "51", "nan", "two"):
            r, _ = self.plan("--deadline-hours", "72", "--tolerance", value)
            self.assertEqual(r.returncode, 2, value)
            self.assertIn("--tolerance", r.stderr)
            self.assertEqual(r.stdout, "")

    def test_deadline_too_short_names_the_fastest_plan(self):
        r, d = self.plan("--deadline-hours", "0.1")
        self.assertEqual(r.returncode, 1)
        self.assertIsNone(d["best"])
        s = d["shortfall"]
        self.assertEqual(s["obstacle"], "deadline")
        self.assertAlmostEqual(s["over_by"], s["nearest"]["wall_hours"] - 0.1, places=9)
        self.assertEqual(s["nearest"]["wall_hours"], min(p["wall_hours"] for p in d["pareto"]))
        self.assertIn("No plan finishes within 0:06 h. The fastest plan takes ", s["text"])

    def test_budget_too_small_names_the_cheapest_plan(self):
        r = run("plan", SEED, "--budget", "100", "--lang", "en", home=self.home.name)
        self.assertEqual(r.returncode, 1)
        self.assertIn("No plan costs $100.00 or less. The cheapest plan costs $", r.stdout)

    def test_a_405b_model_says_no_gpu_has_the_memory(self):
        scenario = json.load(open(SEED))
        scenario["model"] = {"params_b": 405, "layers": 126, "hidden": 16384, "heads": 128, "kv_heads": 8,
                             "seq_len": 8192, "vocab": 128256}
        scenario["training"].pop("duration_hours")
        scenario["training"]["tokens_b"] = 1000
        scenario["training"]["global_batch_tokens"] = 16777216
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "405b.kova.json")
            with open(path, "w") as f:
                json.dump(scenario, f)
            r, d = self.plan("--deadline-hours", "72", scenario=path)
            text = run("plan", path, "--deadline-hours", "72", "--lang", "fr", home=self.home.name)
        self.assertEqual(r.returncode, 1)
        s = d["shortfall"]
        self.assertEqual(s["obstacle"], "memory")
        self.assertGreater(s["least_memory_gb_per_gpu"], s["largest_gpu_memory_gb"])
        self.assertIn("No plan: no offer has enough memory. The run needs at least ", s["text"])
        self.assertIn("tensor_parallel = 8", s["text"])
        self.assertIn("Aucun plan\u00a0: aucune offre n’a assez de mémoire.", text.stdout)
        # No heading with nothing under it: one line says why there is no front.
        self.assertNotIn("Front de Pareto (", text.stdout)
        self.assertIn("Pas de front de Pareto\u00a0: aucun plan n’a pu être chiffré.", text.stdout)

    def test_the_window_tolerance_is_the_default(self):
        folder = os.path.join(self.home.name, ".config", "Kova")
        os.makedirs(folder)
        with open(os.path.join(folder, "kova-planner.conf"), "w") as f:
            f.write("[plan]\ntolerance_percent=0\n")
        r, d = self.plan("--deadline-hours", "72")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(d["tolerance_percent"], 0)
        self.assertTrue(same_plan(d["best"], d["strict_best"]))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
