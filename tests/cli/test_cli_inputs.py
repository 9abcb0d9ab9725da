#!/usr/bin/env python3
"""Numeric input hygiene of the kova-planner command line (run by ctest): every bad number is refused
with exit status 2, one line naming the option or the file and key, and nothing on standard output."""
import json, os, subprocess, sys, tempfile, unittest

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")


def run(*args):
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, timeout=120)


def seed_with(path, raw):
    """The seed scenario's text with the value at the dotted path replaced by raw JSON text."""
    doc = json.load(open(SEED, encoding="utf-8"))
    node = doc
    keys = path.split(".")
    for k in keys[:-1]:
        node = node.setdefault(k, {})
    node[keys[-1]] = "@@VALUE@@"
    return json.dumps(doc).replace('"@@VALUE@@"', raw)


class PlanLimits(unittest.TestCase):
    CASES = [
        ("--budget", "nan"), ("--budget", "inf"), ("--budget", "-inf"), ("--budget", "-100"),
        ("--budget", "0"), ("--budget", "1e300"), ("--budget", "12 000"), ("--budget", ""),
        ("--deadline-hours", "NaN"), ("--deadline-hours", "infinity"), ("--deadline-hours", "-1"),
        ("--deadline-hours", "0"), ("--deadline-hours", "1e7"), ("--deadline-hours", "0x10"),
    ]

    def test_bad_limits_are_refused_naming_the_option(self):
        for option, value in self.CASES:
            with self.subTest(option=option, value=value):
                r = run("plan", SEED, option, value)
                self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
                self.assertEqual(r.stdout, "")
                self.assertEqual(r.stderr.count("\n"), 1, r.stderr)
                self.assertTrue(r.stderr.startswith(f'kova-planner: {option}: "{value}" is not a number above 0'),
                                r.stderr)

    def test_limits_at_the_bounds_are_accepted(self):
        for option, value in (("--budget", "1e12"), ("--deadline-hours", "876000")):
            with self.subTest(option=option):
                r = run("plan", SEED, option, value, "--json")
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn("best", json.loads(r.stdout))


class ScenarioNumbers(unittest.TestCase):
    CASES = [  # (key, raw JSON value, expected problem start)
        ("model.params_b", "1e400", "expected a finite number"),
        ("model.params_b", "-8", "-8 is out of range"),
        ("cluster.gpus", "-8", "-8 is out of range"),
        ("cluster.gpus", "1e15", "1e+15 is out of range"),
        ("training.duration_hours", "-72", "-72 is out of range"),
        ("training.mfu", "1.5", "1.5 is out of range"),
        ("storage.egress_gb", "-1e400", "expected a finite number"),
        ("spot.bid", "-0.5", "-0.5 is out of range"),
        # One interruption per 5e-324 h was a rate of infinity, read as no interruption at all.
        ("interruptions.mtbi_hours", "5e-324", "must be 0 (not modelled) or at least 0.001 h"),
        ("interruptions.gpu_mtbf_hours", "5e-324", "must be 0 (not modelled) or at least 0.001 h"),
    ]

    def test_bad_numbers_in_a_scenario_name_file_and_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            for key, raw, problem in self.CASES:
                with self.subTest(key=key, raw=raw):
                    path = os.path.join(tmp, "bad.kova.json")
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(seed_with(key, raw))
                    for command in (["estimate", path], ["plan", path, "--budget", "1000"]):
                        r = run(*command)
                        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
                        self.assertEqual(r.stdout, "")
                        self.assertTrue(r.stderr.startswith(f"kova-planner: {path}: {key}: {problem}"), r.stderr)


class ScenarioLayouts(unittest.TestCase):
    """Inconsistent layouts and values above the hardware: refused with the file and key, exit 2, nothing written."""
    CASES = [  # (changes as dotted key → raw JSON, key named, expected problem start)
        ({"training.achieved_tflops": "1000"}, "training.achieved_tflops",
         "1000 TFLOP/s per GPU is above the H100 SXM 80GB's dense BF16 peak of 989.4 TFLOP/s"),
        ({"training.mfu": "0"}, "training.mfu", "must be greater than 0"),
        ({"training.mfu": "1.01"}, "training.mfu", "1.01 is out of range"),
        ({"model.heads": "4", "training.tensor_parallel": "8"}, "model.heads",
         "4 heads cannot be split across tensor_parallel = 8"),
        ({"model.hidden": "6144", "model.heads": "48", "model.kv_heads": "16", "training.tensor_parallel": "6",
          "cluster.gpus": "12"}, "model.kv_heads", "16 key/value heads cannot be split across tensor_parallel = 6"),
        ({"cluster.gpus": "64", "cluster.network": '{"fabric": "infiniband", "gbps_per_gpu": 0}'},
         "cluster.network.gbps_per_gpu", "must be greater than 0"),
        ({"cluster.gpus": "64", "cluster.network": '{"fabric": "efa", "gbps_per_gpu": -400}'},
         "cluster.network.gbps_per_gpu", "-400 is out of range"),
        ({"cluster.network": '{"fabric": "myrinet", "gbps_per_gpu": 400}'}, "cluster.network.fabric",
         '"myrinet" is not one of: infiniband, roce, efa'),
        ({"cluster.gpus": "64", "training.pipeline_parallel": "64"}, "training.pipeline_parallel",
         "64 pipeline stages for 32 layers"),
        ({"training.micro_batch": "2048"}, "training.micro_batch", "a micro-batch of 2,048 sequences"),
        ({"training.framework": '"jax"'}, "training.framework", '"jax" is not one of: megatron, deepspeed'),
        ({"training.lora_targets": '["q", "qkv"]'}, "training.lora_targets[1]", '"qkv" is not one of: q, k, v'),
    ]

    def test_bad_layouts_name_file_and_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            for changes, key, problem in self.CASES:
                with self.subTest(key=key, changes=changes):
                    text = open(SEED, encoding="utf-8").read()
                    for dotted, raw in changes.items():
                        text = seed_with_text(text, dotted, raw)
                    path = os.path.join(tmp, "bad.kova.json")
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(text)
                    report = os.path.join(tmp, "bad.pdf")
                    for command in (["estimate", path], ["estimate", path, "--json"], ["report", path, "-o", report]):
                        r = run(*command)
                        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
                        self.assertEqual(r.stdout, "")
                        self.assertTrue(r.stderr.startswith(f"kova-planner: {path}: {key}: {problem}"), r.stderr)
                    self.assertFalse(os.path.exists(report))


def seed_with_text(text, path, raw):
    """A scenario's text with the value at the dotted path replaced by raw JSON text."""
    doc = json.loads(text)
    node = doc
    keys = path.split(".")
    for k in keys[:-1]:
        node = node.setdefault(k, {})
    node[keys[-1]] = "@@VALUE@@"
    return json.dumps(doc).replace('"@@VALUE@@"', raw)


class TerminalSafety(unittest.TestCase):
    """Text from a file never reaches the terminal raw, and never shortens a path."""

    def test_control_characters_of_a_name_are_shown_escaped(self):
        with tempfile.TemporaryDirectory() as tmp:
            doc = json.load(open(SEED, encoding="utf-8"))
            doc["name"] = "run\x00\x1b[2J\x07\r\u202efake"
            path = os.path.join(tmp, "name.kova.json")
            json.dump(doc, open(path, "w", encoding="utf-8"))
            r = run("estimate", path)
            self.assertEqual(r.returncode, 0, r.stderr)
            for c in ("\x00", "\x1b", "\x07", "\r", "\u202e"):
                self.assertNotIn(c, r.stdout)
            self.assertIn("run\\u0000\\u001b[2J\\u0007\\u000d", r.stdout)

    def test_a_nul_in_the_trace_path_is_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "good.csv"), "w") as f:
                f.write("hour,price\n0,1.0\n200,1.25\n")
            doc = json.load(open(SEED, encoding="utf-8"))
            doc["spot"] = {"bid": 2.0, "trace": "good.csv\u0000.evil"}
            path = os.path.join(tmp, "nul.kova.json")
            json.dump(doc, open(path, "w", encoding="utf-8"))
            r = run("estimate", path)
            self.assertEqual(r.returncode, 2, r.stdout)
            self.assertIn(f"{path}: spot.trace: a file path cannot hold control characters", r.stderr)
            self.assertNotIn("\x00", r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
