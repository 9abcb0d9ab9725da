#!/usr/bin/env python3
"""End-to-end tests of the kova-planner command line (run by ctest)."""
import json, os, subprocess, sys, tempfile, unittest

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")


def run(*args, env=None):
    e = dict(os.environ, **(env or {}))
    e.pop("DISPLAY", None)
    e.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=e, timeout=120)


class Cli(unittest.TestCase):
    def test_version(self):
        r = run("--version")
        self.assertEqual(r.returncode, 0)
        self.assertRegex(r.stdout, r"kova-planner \d+\.\d+\.\d+")

    def test_help_lists_commands(self):
        r = run("--help")
        self.assertEqual(r.returncode, 0)
        for cmd in ("estimate", "plan", "catalog"):
            self.assertIn(cmd, r.stdout)

    def test_no_argument_without_a_display_lists_the_commands(self):
        e = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
        r = subprocess.run([EXE], capture_output=True, text=True, env=e, timeout=120)
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertIn("no display to open the window on; the commands are estimate,", r.stderr)

    def test_estimate_json_reproduces_the_seed(self):
        r = run("estimate", SEED, "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        d = json.loads(r.stdout)
        inter = d["modes"]["interruptible"]
        self.assertAlmostEqual(inter["total"], 491.84, places=9)
        self.assertEqual([l["id"] for l in inter["lines"]],
                         ["gpu_time", "checkpoint_volume", "dataset_ingress"])
        self.assertAlmostEqual(inter["lines"][0]["amount"], 483.84, places=9)
        self.assertAlmostEqual(d["modes"]["on_demand"]["lines"][0]["amount"], 967.68, places=9)
        self.assertAlmostEqual(d["market"]["on_demand_gpu_time"], 1382.40, places=9)
        self.assertAlmostEqual(d["market"]["spot_gpu_time"], 691.20, places=9)
        for key in ("per_gpu_gb", "weights_gb", "gradients_gb", "optimizer_gb", "activations_gb", "overhead_gb",
                    "fits", "min_gpus"):
            self.assertIn(key, d["memory"])
        for key in ("training_flops", "gpu_hours", "wall_hours"):
            self.assertIn(key, d["compute"])
        self.assertEqual(d["currency"], "USD")
        self.assertIn("no_egress_line", [w["id"] for w in d["warnings"]])

    def test_estimate_text_in_the_seed_layout(self):
        r = run("estimate", SEED)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("8 × 72 h × $0.840", r.stdout)
        self.assertIn("$483.84", r.stdout)
        self.assertIn("3 days × $40.00/month", r.stdout)
        self.assertIn("$491.84", r.stdout)

    def bad(self, content, *needles):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "bad.kova.json")
            with open(path, "w") as f:
                f.write(content)
            r = run("estimate", path)
            self.assertEqual(r.returncode, 2, r.stdout)
            self.assertEqual(r.stdout, "")
            self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)
            self.assertIn(path, r.stderr)
            for n in needles:
                self.assertIn(n, r.stderr)

    def seed_with(self, section, key, value):
        d = json.load(open(SEED))
        if section:
            d[section][key] = value
        else:
            d[key] = value
        return json.dumps(d)

    def test_rejects_bad_input(self):
        self.bad("{ not json", "line 1")
        self.bad(self.seed_with("training", "mfu", "high"), "training.mfu", "number")
        self.bad(self.seed_with("cluster", "gpus", -8), "cluster.gpus")
        self.bad(self.seed_with("storage", "dataset_gb", -1), "storage.dataset_gb")
        self.bad(self.seed_with("cluster", "offer", "nope"), "cluster.offer", "nope")
        self.bad(self.seed_with(None, "kova_scenario", 99), "kova_scenario", "newer")
        self.bad(self.seed_with("training", "precision", "fp3"), "training.precision")
        self.bad(self.seed_with("model", "params_b", 1e300), "model.params_b")

    def test_rejects_missing_file(self):
        r = run("estimate", "/nonexistent/x.kova.json")
        self.assertEqual(r.returncode, 2)
        self.assertIn("/nonexistent/x.kova.json", r.stderr)

    def test_catalog_json(self):
        r = run("catalog", "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        offers = {o["id"]: o for o in json.loads(r.stdout)["offers"]}
        self.assertEqual(offers["kova-h100-sxm"]["tier"], "better")
        self.assertEqual(offers["kova-h100-sxm"]["prices"]["interruptible"], 0.84)
        self.assertTrue(all(o["observed"] for o in offers.values()))

    def test_plan_with_deadline(self):
        r = run("plan", SEED, "--deadline-hours", "48", "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        d = json.loads(r.stdout)
        self.assertLessEqual(d["best"]["wall_hours"], 48)
        self.assertGreater(d["considered"], 100)
        front = d["pareto"]
        self.assertTrue(all(a["wall_hours"] <= b["wall_hours"] and a["total"] > b["total"]
                            for a, b in zip(front, front[1:])))
        # The whole market was searched, and not every candidate costed.
        offers = {o["id"]: o for o in json.loads(run("catalog", "--json").stdout)["offers"]}
        self.assertEqual(d["offers"], len(offers))
        self.assertGreater(d["candidates"], d["considered"])
        self.assertGreater(d["considered"], d["costed"])
        for plan in [d["best"]] + front:
            offer = offers[plan["offer"]]
            self.assertEqual((plan["provider"], plan["instance"], plan["region"], plan["gpu"]),
                             (offer["provider"], offer["name"], offer["region"], offer["gpu"]))

    def test_plan_rejects_nan_budget(self):
        r = run("plan", SEED, "--budget", "nan")
        self.assertEqual(r.returncode, 2)
        self.assertIn("--budget", r.stderr)


def seed_scenario(**sections):
    d = json.load(open(SEED))
    for section, values in sections.items():
        if isinstance(values, dict):
            d.setdefault(section, {}).update(values)
        else:
            d[section] = values
    return d


class TimeModel(unittest.TestCase):
    """The calibrated time model's range and the measured throughput, end to end."""

    def estimate(self, scenario, *args):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "run.kova.json")
            with open(path, "w") as f:
                json.dump(scenario, f)
            return run("estimate", path, *args)

    def test_ranges_bracket_the_estimate(self):
        r = self.estimate(seed_scenario(training={"duration_hours": None, "tokens_b": 10}), "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        c = json.loads(r.stdout)["compute"]
        self.assertEqual(c["mfu_source"], "calibrated_model")
        low, high = c["gpu_hours_range"]
        self.assertLess(low, c["gpu_hours"])
        self.assertGreater(high, c["gpu_hours"])
        self.assertLess(c["wall_hours_range"][0], c["wall_hours"])
        for mode in json.loads(r.stdout)["modes"].values():
            self.assertLess(mode["total_range"][0], mode["total"])
            self.assertGreater(mode["total_range"][1], mode["total"])
        text = self.estimate(seed_scenario(training={"duration_hours": None, "tokens_b": 10})).stdout
        self.assertIn("Likely range (P10–P90", text)
        self.assertIn("Likely total (P10–P90)", text)

    def test_fixed_duration_has_a_token_range_only(self):
        r = run("estimate", SEED, "--json")
        c = json.loads(r.stdout)["compute"]
        self.assertEqual(c["gpu_hours_range"], [576, 576])
        self.assertLess(c["tokens_range"][0], c["tokens"])
        self.assertGreater(c["tokens_range"][1], c["tokens"])
        inter = json.loads(r.stdout)["modes"]["interruptible"]
        self.assertEqual(inter["total_range"], [inter["total"], inter["total"]])
        self.assertAlmostEqual(inter["total"], 491.84, places=9)

    def test_measured_tokens_per_second_wins(self):
        # 2,500 tokens/s on each of 8 GPUs: 10e9 tokens take 10e9 / 20,000 / 3,600 = 138.89 h.
        s = seed_scenario(training={"duration_hours": None, "tokens_b": 10, "mfu": 0.5,
                                    "measured_tokens_per_s_per_gpu": 2500})
        r = self.estimate(s, "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        c = json.loads(r.stdout)["compute"]
        self.assertEqual(c["mfu_source"], "scenario_measured_tokens_per_s")
        self.assertAlmostEqual(c["wall_hours"], 10e9 / 20000 / 3600, places=6)
        self.assertEqual(c["gpu_hours_range"], [c["gpu_hours"], c["gpu_hours"]])
        self.assertIn("measured tokens per second", self.estimate(s).stdout)

    def test_measured_tokens_per_second_must_be_positive(self):
        r = self.estimate(seed_scenario(training={"measured_tokens_per_s_per_gpu": -3}))
        self.assertEqual(r.returncode, 2)
        self.assertIn("training.measured_tokens_per_s_per_gpu", r.stderr)


class Simulations(unittest.TestCase):
    def estimate_file(self, scenario, *args, files=None):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "run.kova.json")
            with open(path, "w") as f:
                json.dump(scenario, f)
            for name, content in (files or {}).items():
                os.makedirs(os.path.dirname(os.path.join(d, name)), exist_ok=True)
                with open(os.path.join(d, name), "w") as f:
                    f.write(content)
            return run("estimate", path, *args), path

    def test_monte_carlo_matches_the_expectation(self):
        scenario = seed_scenario(interruptions={"mtbi_hours": 8})
        r, _ = self.estimate_file(scenario, "--json", "--monte-carlo", "20000")
        self.assertEqual(r.returncode, 0, r.stderr)
        d = json.loads(r.stdout)
        mc = d["monte_carlo"]
        self.assertEqual(mc["runs"], 20000)
        self.assertEqual(mc["seed"], 20261130)
        self.assertEqual(mc["mode"], "interruptible")
        inter = d["modes"]["interruptible"]
        # 72 h of work at Daly's interval: 80.66 h expected, i.e. $483.84 + 8.66 h × 8 × $0.84 of overhead.
        self.assertAlmostEqual(mc["wall_hours"]["mean"] / inter["wall_hours"], 1, delta=0.01)
        self.assertAlmostEqual(mc["cost"]["mean"] / inter["total"], 1, delta=0.01)
        for q in ("wall_hours", "cost"):
            self.assertLessEqual(mc[q]["p50"], mc[q]["p90"])
        self.assertGreaterEqual(mc["wall_hours"]["p50"], 72)

    def test_monte_carlo_is_deterministic_for_the_seed_key(self):
        scenario = seed_scenario(interruptions={"mtbi_hours": 8})
        first, _ = self.estimate_file(scenario, "--json", "--monte-carlo", "5000")
        again, _ = self.estimate_file(scenario, "--json", "--monte-carlo", "5000")
        self.assertEqual(json.loads(first.stdout)["monte_carlo"], json.loads(again.stdout)["monte_carlo"])
        other, _ = self.estimate_file(dict(scenario, seed=7), "--json", "--monte-carlo", "5000")
        self.assertEqual(json.loads(other.stdout)["monte_carlo"]["seed"], 7)
        self.assertNotEqual(json.loads(first.stdout)["monte_carlo"]["wall_hours"],
                            json.loads(other.stdout)["monte_carlo"]["wall_hours"])

    def test_monte_carlo_in_the_table(self):
        r, _ = self.estimate_file(seed_scenario(interruptions={"mtbi_hours": 8}), "--monte-carlo", "1000")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("Monte Carlo, 1,000 runs", r.stdout)

    def test_monte_carlo_rejects_bad_counts(self):
        for bad in ("abc", "0", "-5", "1e9"):
            r, _ = self.estimate_file(seed_scenario(), "--json", "--monte-carlo", bad)
            self.assertEqual(r.returncode, 2, bad)
            self.assertEqual(r.stdout, "")
            self.assertIn("--monte-carlo", r.stderr)

    def test_monte_carlo_refuses_a_mode_the_offer_does_not_sell(self):
        # The seed's offer sells on-demand and interruptible capacity only: no other mode is simulated instead.
        r, path = self.estimate_file(seed_scenario(mode="reserved"), "--json", "--monte-carlo", "1000")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stdout, "")
        self.assertIn(path + ": mode: the offer has no reserved price to simulate", r.stderr)

    def test_no_simulation_keys_unless_asked(self):
        r, _ = self.estimate_file(seed_scenario(), "--json")
        d = json.loads(r.stdout)
        self.assertNotIn("monte_carlo", d)
        self.assertNotIn("spot_replay", d)

    def test_spot_replay_over_a_trace(self):
        # 72 h of work, checkpoints every 60 min (2 min each), restarts of 10 min, 8 GPUs, bid $2.
        # The price is $3 from 10 h to 12 h: 9 segments of 62 min are saved (9.3 h), 0.7 h is lost;
        # restart at 12 h, then 63 segments: 12 + 1/6 + 63 × 31/30 h = 77.2667 h.
        scenario = seed_scenario(spot={"bid": 2.0, "trace": "traces/prices.csv"},
                                 interruptions={"checkpoint_interval_min": 60})
        trace = "hour,price\n0,1.0\n10,3.0\n12,1.25\n200,1.25\n"
        r, _ = self.estimate_file(scenario, "--json", files={"traces/prices.csv": trace})
        self.assertEqual(r.returncode, 0, r.stderr)
        replay = json.loads(r.stdout)["spot_replay"]
        wall = 12 + 1 / 6 + 63 * 31 / 30
        self.assertAlmostEqual(replay["wall_hours"], wall, places=9)
        self.assertEqual(replay["interruptions"], 1)
        self.assertTrue(replay["finished"])
        self.assertAlmostEqual(replay["gpu_cost"], 8 * (10 * 1.0 + (wall - 12) * 1.25), places=9)
        self.assertAlmostEqual(replay["gpu_hours"], 8 * (10 + wall - 12), places=9)
        self.assertEqual(replay["trace"], "traces/prices.csv")
        self.assertEqual(replay["bid"], 2.0)

    def test_spot_replay_rejects_a_bad_trace(self):
        scenario = seed_scenario(spot={"bid": 2.0, "trace": "prices.csv"})
        r, path = self.estimate_file(scenario, "--json", files={"prices.csv": "hour,price\n0,1\n5,cheap\n"})
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stdout, "")
        self.assertIn("prices.csv: line 3, column 3", r.stderr)
        r, _ = self.estimate_file(scenario, "--json")
        self.assertEqual(r.returncode, 2)
        self.assertIn("prices.csv", r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
