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

    def test_plan_rejects_nan_budget(self):
        r = run("plan", SEED, "--budget", "nan")
        self.assertEqual(r.returncode, 2)
        self.assertIn("--budget", r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
