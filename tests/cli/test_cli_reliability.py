#!/usr/bin/env python3
"""Inputs that once froze the command line, exhausted its memory or were silently lost (issue 18), run by
ctest: every one ends quickly with a message naming the file or the key, exit status 2 for bad input."""
import json, os, re, resource, shutil, subprocess, sys, tempfile, time, unittest

from memorycap import capped_env, limiter

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")
MEMORY_LIMIT = 3 * 1024 ** 3  # address space, as `ulimit -v`: /dev/zero read whole would pass it in seconds
LIMIT_MEMORY = limiter(EXE, MEMORY_LIMIT)


def environment(home=None, display=False):
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env = capped_env(EXE, MEMORY_LIMIT, env)
    if not display:
        env.pop("QT_QPA_PLATFORM", None)
    if home:
        env.update(HOME=home, XDG_CONFIG_HOME=home + "/config", XDG_CACHE_HOME=home + "/cache",
                   XDG_DATA_HOME=home + "/data")
    return env


# Past this a run is stuck: the bounds under test stop it in seconds; the margin is for sanitized builds on a busy machine.
HANG = 300


def run(*args, timeout=120, home=None, env=None):
    return subprocess.run([EXE, *args], capture_output=True, text=True, errors="replace",
                          env=env or environment(home, display=True), timeout=timeout, preexec_fn=LIMIT_MEMORY)


def seed(**changes):
    """The seed scenario with dotted keys replaced: seed(**{"interruptions.mtbi_hours": 1})."""
    doc = json.load(open(SEED, encoding="utf-8"))
    for path, value in changes.items():
        node = doc
        keys = path.split(".")
        for k in keys[:-1]:
            node = node.setdefault(k, {})
        node[keys[-1]] = value
    return doc


class Case(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, doc):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(doc if isinstance(doc, str) else json.dumps(doc))
        return path

    def assertRefused(self, r, *words):
        self.assertEqual(r.returncode, 2, r.stdout + r.stderr)
        self.assertTrue(r.stderr.startswith("kova-planner: "), r.stderr)
        for w in words:
            self.assertIn(w, r.stderr)


class FilesOnPathsTheProgramDidNotChoose(Case):
    def test_a_device_as_spot_trace_is_refused_naming_it(self):
        path = self.write("s.kova.json", seed(**{"spot.bid": 5, "spot.trace": "/dev/zero"}))
        r = run("estimate", path)
        self.assertRefused(r, "/dev/zero", "not a regular file")

    def test_a_fifo_as_spot_trace_is_refused_without_hanging(self):
        fifo = os.path.join(self.dir, "trace.csv")
        os.mkfifo(fifo)
        path = self.write("s.kova.json", seed(**{"spot.bid": 5, "spot.trace": "trace.csv"}))
        r = run("estimate", path, timeout=20)
        self.assertRefused(r, fifo, "not a regular file")

    def test_a_fifo_a_folder_or_a_link_to_a_device_as_scenario_is_refused(self):
        fifo = os.path.join(self.dir, "fifo.kova.json")
        os.mkfifo(fifo)
        folder = os.path.join(self.dir, "folder.kova.json")
        os.mkdir(folder)
        link = os.path.join(self.dir, "zero.kova.json")
        os.symlink("/dev/zero", link)
        for path, problem in ((fifo, "not a regular file"), (folder, "is a folder"), (link, "not a regular file")):
            with self.subTest(path=path):
                r = run("estimate", path, timeout=20)
                self.assertRefused(r, path, problem)

    def test_a_trace_over_the_size_limit_is_refused(self):
        trace = os.path.join(self.dir, "big.csv")
        with open(trace, "wb") as f:
            f.truncate(64 * 1024 * 1024 + 1)
        path = self.write("s.kova.json", seed(**{"spot.bid": 5, "spot.trace": "big.csv"}))
        self.assertRefused(run("estimate", path), trace, "64 MB")


    def test_settings_a_feed_cache_and_the_history_as_links_to_a_device_are_not_read(self):
        home = os.path.join(self.dir, "home")
        config = os.path.join(home, "config", "Kova")
        os.makedirs(config)
        os.symlink("/dev/zero", os.path.join(config, "kova-planner.conf"))
        r = run("catalog", "feeds", "list", home=home)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(os.path.join(config, "kova-planner.conf"), r.stderr)
        self.assertIn("not a regular file", r.stderr)
        r = run("catalog", "feeds", "add", "https://feeds.example.com/a.json", home=home)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("could not save the settings: the settings file " + os.path.join(config, "kova-planner.conf"),
                      r.stderr)
        self.assertNotIn("/dev/null", r.stderr)
        data = os.path.join(home, "data", "Kova", "kova-planner")
        os.makedirs(data)
        os.symlink("/dev/zero", os.path.join(data, "price-history.sqlite"))
        r = run("catalog", "history", "kova-h100-sxm", home=home)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("price-history.sqlite: it is not a regular file (a device)", r.stderr)


    def test_a_settings_file_of_random_bytes_is_left_as_it_is(self):
        home = os.path.join(self.dir, "home")
        config = os.path.join(home, "config", "Kova")
        os.makedirs(config)
        path = os.path.join(config, "kova-planner.conf")
        noise = bytes((i * 7919 + 13) % 256 for i in range(3000))
        with open(path, "wb") as f:
            f.write(noise)
        r = run("catalog", "feeds", "add", "https://feeds.example.com/a.json", home=home)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn(f"the settings file {path} is damaged", r.stderr)
        with open(path, "rb") as f:
            self.assertEqual(f.read(), noise)


    def test_a_feed_cache_linked_to_a_device_is_ignored_by_name(self):
        import hashlib
        home = os.path.join(self.dir, "home")
        url = "https://feeds.example.com/a.json"
        self.assertEqual(run("catalog", "feeds", "add", url, home=home).returncode, 0)
        cache = os.path.join(home, "cache", "Kova", "kova-planner", "feeds")
        os.makedirs(cache)
        name = hashlib.sha256(url.encode()).hexdigest()[:32] + ".json"
        os.symlink("/dev/zero", os.path.join(cache, name))
        r = run("catalog", home=home)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("ignoring the cached copy of " + url, r.stdout + r.stderr)
        self.assertIn("not a regular file (a device)", r.stdout + r.stderr)


class BoundedComputations(Case):
    def test_interruptions_that_make_progress_impossible_are_an_error_not_inf(self):
        path = self.write("s.kova.json", seed(**{"interruptions.mtbi_hours": 0.001, "interruptions.restart_min": 600}))
        for args in (["estimate", path], ["estimate", path, "--json"], ["plan", path, "--budget", "1000"],
                     ["report", path, "-o", os.path.join(self.dir, "r.pdf")]):
            with self.subTest(args=args[0:2]):
                r = run(*args)
                self.assertRefused(r, "interruptions.mtbi_hours", "0.001", "600")
                self.assertNotIn("inf", r.stdout)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "r.pdf")))

    def test_a_monte_carlo_of_a_run_that_never_ends_stops_at_once(self):
        path = self.write("s.kova.json", seed(**{"interruptions.mtbi_hours": 1, "interruptions.restart_min": 1800}))
        r = run("estimate", path, "--monte-carlo", "10000", timeout=HANG)
        self.assertRefused(r, "interruptions.mtbi_hours")

    def test_a_monte_carlo_over_its_step_budget_is_refused_naming_the_runs(self):
        path = self.write("s.kova.json", seed(**{"interruptions.mtbi_hours": 0.05,
                                                 "interruptions.checkpoint_write_min": 0.1,
                                                 "interruptions.restart_min": 0.1}))
        r = run("estimate", path, "--monte-carlo", "10000000", timeout=60)
        self.assertRefused(r, "--monte-carlo", "1,000,000,000")
        self.assertEqual(run("estimate", path, "--monte-carlo", "100", timeout=60).returncode, 0)

    def test_a_spot_replay_over_its_step_budget_stops(self):
        self.write("t.csv", "hour,price\n0,1\n1000000,1\n")
        path = self.write("s.kova.json", seed(**{"spot.bid": 2, "spot.trace": "t.csv",
                                                 "training.duration_hours": 900000,
                                                 "interruptions.checkpoint_write_min": 0,
                                                 "interruptions.checkpoint_interval_min": 0.01}))
        r = run("estimate", path, timeout=HANG)
        self.assertRefused(r, "interruptions.checkpoint_interval_min", "t.csv")

    def test_phases_over_the_cap_are_refused_naming_the_key(self):
        doc = seed()
        doc["cluster"]["phases"] = [{"name": "p", "gpus": 8, "hours": 1}] * 150000
        path = self.write("s.kova.json", doc)
        for args in (["estimate", path], ["plan", path, "--budget", "1000"]):
            self.assertRefused(run(*args, timeout=HANG), "cluster.phases", "1,000")


class OutputPaths(Case):
    def test_a_report_never_overwrites_its_input(self):
        path = self.write("s.kova.json", seed())
        os.symlink(path, os.path.join(self.dir, "link.pdf"))
        os.mkdir(os.path.join(self.dir, "sub"))
        before = open(path, "rb").read()
        for out in (path, os.path.join(self.dir, "link.pdf"), os.path.join(self.dir, "sub", "..", "s.kova.json")):
            with self.subTest(out=out):
                r = run("report", path, "-o", out)
                self.assertRefused(r, "is one of the scenario files")
                self.assertEqual(open(path, "rb").read(), before)


class Wording(Case):
    def test_an_unknown_command_without_a_display_lists_the_commands(self):
        for args in (["estimat", SEED], ["frobnicate"]):
            with self.subTest(args=args):
                r = run(*args, env=environment())
                self.assertRefused(r, f'unknown command "{args[0]}"', "estimate", "report", "catalog")
                self.assertNotIn("reinstall", r.stderr)

    def test_the_language_option_may_come_before_the_command(self):
        r = run("--lang", "fr", "estimate", SEED, env=environment())
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("483,84", r.stdout)

    def test_duplicate_keys_are_refused_naming_the_key(self):
        text = open(SEED, encoding="utf-8").read()
        cases = (("name", text.replace('"name":', '"name": "x",\n  "name":', 1)),
                 ("cluster.gpus", text.replace('"gpus": 8,', '"gpus": 8, "gpus": 16,', 1)))
        for key, doc in cases:
            with self.subTest(key=key):
                r = run("estimate", self.write("d.kova.json", doc))
                self.assertRefused(r, f"{key}: ", "duplicate")

    def test_a_utf16_scenario_is_told_its_encoding(self):
        path = os.path.join(self.dir, "u.kova.json")
        with open(path, "wb") as f:
            f.write(open(SEED, encoding="utf-8").read().encode("utf-16"))
        self.assertRefused(run("estimate", path), "UTF-16", "UTF-8")

    def test_a_long_name_is_cut_visibly_and_the_footer_stays_clear(self):
        if not shutil.which("pdftotext"):
            self.skipTest("pdftotext is not installed")
        cases = (("long", "Run " * 2500), ("lines", "line\n" * 400))
        for label, name in cases:
            with self.subTest(label):
                path = self.write(label + ".kova.json", seed(name=name))
                pdf = os.path.join(self.dir, label + ".pdf")
                r = run("report", path, "-o", pdf)
                self.assertEqual(r.returncode, 0, r.stderr)
                pages = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True,
                                       text=True).stdout.split("\f")
                pages = [p for p in pages if p.strip()]
                self.assertLess(len(pages), 12)
                self.assertIn("…", pages[0])
                for i, page in enumerate(pages, 1):
                    self.assertIn(f"Page {i} of {len(pages)}", page)
                    footer = page.rstrip().splitlines()[-1]
                    self.assertNotIn("Run Run", footer)
                    self.assertNotIn("line line", footer)


class PriceHistory(Case):
    def history_path(self, home):
        return os.path.join(home, "data", "Kova", "kova-planner", "price-history.sqlite")

    def test_a_history_locked_for_seven_seconds_is_waited_for(self):
        import sqlite3
        home = os.path.join(self.dir, "home")
        r = run("catalog", "history", "kova-h100-sxm", home=home)
        self.assertEqual(r.returncode, 0, r.stderr)
        db = sqlite3.connect(self.history_path(home), isolation_level=None)
        db.execute("BEGIN EXCLUSIVE")
        proc = subprocess.Popen([EXE, "catalog", "history", "kova-h100-sxm"], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=environment(home, display=True))
        time.sleep(7)
        db.execute("ROLLBACK")
        db.close()
        out, err = proc.communicate(timeout=60)
        self.assertEqual(proc.returncode, 0, err)
        self.assertNotIn("already exists", err)
        self.assertIn("kova-h100-sxm", out)

    def test_a_damaged_history_is_named_and_can_be_moved_aside(self):
        home = os.path.join(self.dir, "home")
        path = self.history_path(home)
        os.makedirs(os.path.dirname(path))
        with open(path, "wb") as f:
            f.write(b"SQLite format 3\0" + b"\xff" * 4000)
        r = run("catalog", "history", "kova-h100-sxm", home=home)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn(path, r.stderr)
        self.assertIn("damaged", r.stderr)
        self.assertIn("catalog history --reset", r.stderr)
        r = run("catalog", "history", "--reset", home=home)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("moved aside", r.stdout)
        self.assertEqual(len([n for n in os.listdir(os.path.dirname(path)) if ".damaged-" in n]), 1)
        r = run("catalog", "history", "kova-h100-sxm", home=home)
        self.assertEqual(r.returncode, 0, r.stderr)
        r = run("catalog", home=home)
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_a_long_integrity_report_is_one_line(self):
        home = os.path.join(self.dir, "home-integrity")
        path = self.history_path(home)
        os.makedirs(os.path.dirname(path))
        import sqlite3
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE filler (n INTEGER, text TEXT)")
            db.executemany("INSERT INTO filler VALUES (?, ?)", [(i, "x" * 100) for i in range(20000)])
        data = bytearray(open(path, "rb").read())
        for page in range(3, len(data) // 4096 - 2, 3):  # every third page's header: one problem line each
            data[page * 4096:page * 4096 + 8] = bytes(8)
        open(path, "wb").write(data)
        r = run("catalog", "history", "kova-h100-sxm", home=home)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr[:2000])
        self.assertRegex(r.stderr, r"damaged \([^()]*btreeInitPage\(\) returns error code 11, and \d+ more problems\); move it aside")
        self.assertIn("catalog history --reset", r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
