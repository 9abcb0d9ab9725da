#!/usr/bin/env python3
"""The cluster network on the command line: stated in the scenario, or said to be unknown with its range."""
import json, os, subprocess, sys, tempfile, unittest

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")
# An offer imported from Lambda's SkyPilot catalogue (resources/skypilot): nobody publishes its network.
LAMBDA_H100 = "lambda/gpu_8x_h100_sxm5/europe-central-1"


def run(*args):
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, timeout=120)


def estimate(gpus, network=None, *args):
    d = json.load(open(SEED))
    d["cluster"].update({"offer": LAMBDA_H100, "gpus": gpus})
    d["training"].update({"duration_hours": None, "tokens_b": 20})
    d["mode"] = "on_demand"
    if network:
        d["cluster"]["network"] = network
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "run.kova.json")
        with open(path, "w") as f:
            json.dump(d, f)
        return run("estimate", path, *args)


class ClusterNetwork(unittest.TestCase):
    def test_unknown_network_is_said_and_widens_the_range(self):
        r = estimate(64, None, "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        doc = json.loads(r.stdout)
        net = doc["network"]
        self.assertEqual(net["origin"], "unknown")
        self.assertIsNone(net["gbps_per_gpu"])
        self.assertTrue(net["multi_node"])
        self.assertEqual(net["plausible_gbps_per_gpu"], [25 / 8, 400])
        fast, slow = net["time_factors"]
        self.assertLess(fast, 1)
        self.assertEqual(slow, 1)
        ids = [w["id"] for w in doc["warnings"]]
        self.assertIn("network_unknown", ids)
        self.assertEqual([w["field"] for w in doc["warnings"] if w["id"] == "network_unknown"], ["cluster.network"])
        text = estimate(64).stdout
        self.assertIn("Network between nodes: not published", text)
        self.assertIn("Nobody publishes the network between this offer's 8-GPU nodes", text)

    def test_stated_network_replaces_the_unknown_one(self):
        r = estimate(64, {"fabric": "infiniband", "gbps_per_gpu": 400}, "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        doc = json.loads(r.stdout)
        self.assertEqual(doc["network"]["origin"], "scenario")
        self.assertEqual(doc["network"]["fabric"], "infiniband")
        self.assertEqual(doc["network"]["gbps_per_gpu"], 400)
        self.assertIsNone(doc["network"]["time_factors"])
        self.assertNotIn("network_unknown", [w["id"] for w in doc["warnings"]])
        unknown = json.loads(estimate(64, None, "--json").stdout)
        self.assertLess(doc["compute"]["gpu_hours"], unknown["compute"]["gpu_hours"])
        self.assertIn("Network between nodes: InfiniBand, 400 Gb/s per GPU (the scenario's cluster.network)",
                      estimate(64, {"fabric": "infiniband", "gbps_per_gpu": 400}).stdout)

    def test_single_node_run_does_not_depend_on_it(self):
        plain = json.loads(estimate(8, None, "--json").stdout)
        stated = json.loads(estimate(8, {"fabric": "ethernet", "gbps_per_gpu": 1}, "--json").stdout)
        self.assertEqual(plain["compute"], stated["compute"])
        self.assertFalse(plain["network"]["multi_node"])
        self.assertNotIn("network_unknown", [w["id"] for w in plain["warnings"]])
        self.assertNotIn("Network between nodes", estimate(8).stdout)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
