#!/usr/bin/env python3
"""End-to-end tests of `kova-planner catalog update/feeds` and `rates` against python's http.server."""
import glob, json, os, resource, socket, sqlite3, subprocess, sys, tempfile, threading, time, unittest

from memorycap import capped_env, limiter

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")


def feed_document(on_demand, observed="2026-12-01", source_url=None):
    with open(os.path.join(SRC, "resources", "catalogue.json")) as f:
        d = json.load(f)
    offer = next(o for o in d["offers"] if o["id"] == "kova-h100-sxm")
    offer["prices"]["on_demand"] = on_demand
    offer["observed"] = observed
    if source_url:
        offer["source_url"] = source_url
    d["offers"] = [offer]
    d.pop("tiers", None)
    return json.dumps(d)


class EndlessChunkedServer(threading.Thread):
    """Answers one request with a chunked 200 and 64 KiB chunks until the client goes away, as fast as loopback
    allows (a thread of its own, so nothing slows it down)."""

    def __init__(self):
        super().__init__(daemon=True)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sent = 0

    def run(self):
        connection, _ = self.listener.accept()
        with connection:
            connection.recv(65536)
            connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            chunk = b"10000\r\n" + b" " * 65536 + b"\r\n"
            try:
                while True:
                    connection.sendall(chunk)
                    self.sent += len(chunk)
            except OSError:
                pass


class Feeds(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.TemporaryDirectory()
        self.served = tempfile.TemporaryDirectory()
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.server = subprocess.Popen([sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
                                        "--directory", self.served.name],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        self.url = f"http://127.0.0.1:{self.port}/feed.json"

    def tearDown(self):
        self.server.kill()
        self.server.wait()
        self.home.cleanup()
        self.served.cleanup()

    def run_cli(self, *args):
        h = self.home.name
        env = dict(os.environ, HOME=h, XDG_CONFIG_HOME=h + "/config", XDG_CACHE_HOME=h + "/cache",
                   XDG_DATA_HOME=h + "/data")
        env.pop("DISPLAY", None)
        return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, timeout=120)

    def serve(self, text):
        with open(os.path.join(self.served.name, "feed.json"), "w") as f:
            f.write(text)

    def test_no_feed_by_default(self):
        r = self.run_cli("catalog", "feeds", "list")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("only the embedded catalogue", r.stdout)
        r = self.run_cli("catalog", "update")
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_update_merges_a_newer_copy_without_conflict(self):
        self.serve(feed_document(1.55))
        self.assertEqual(self.run_cli("catalog", "feeds", "add", self.url).returncode, 0)
        r = self.run_cli("catalog", "update")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(f"updated   {self.url}", r.stdout)
        r = self.run_cli("catalog", "update")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(f"unchanged {self.url}", r.stdout)
        d = json.loads(self.run_cli("catalog", "--json").stdout)
        offer = next(o for o in d["offers"] if o["id"] == "kova-h100-sxm")
        self.assertEqual(offer["prices"]["on_demand"], 1.55)
        self.assertEqual(offer["feed"], self.url)
        self.assertEqual(offer["observed"], "2026-12-01")
        # A newer copy of the embedded offer from the same source is an update, not a disagreement.
        self.assertEqual(d["conflicts"], [])
        self.assertEqual(d["feeds"][0]["url"], self.url)
        # The price history keeps both observations, newest last, and tells the trend.
        h = json.loads(self.run_cli("catalog", "history", "kova-h100-sxm", "--json").stdout)
        on_demand = h["modes"]["on_demand"]
        self.assertEqual([(o["observed"], o["price"]) for o in on_demand["observations"]],
                         [("2026-11-30", 1.68), ("2026-12-01", 1.55)])
        self.assertEqual(on_demand["trend"], "down")
        self.assertAlmostEqual(on_demand["change"], -0.13, places=9)
        self.assertEqual(h["observed"], "2026-12-01")
        # The other commands use the merged catalogue, offline.
        e = json.loads(self.run_cli("estimate", SEED, "--json").stdout)
        self.assertAlmostEqual(e["modes"]["on_demand"]["lines"][0]["amount"], 8 * 72 * 1.55, places=9)

    def test_prices_kept_out_of_the_history_are_recorded_by_the_next_update(self):
        self.serve(feed_document(1.55))
        self.assertEqual(self.run_cli("catalog", "feeds", "add", self.url).returncode, 0)
        self.assertEqual(self.run_cli("catalog", "update").returncode, 0)
        [history] = glob.glob(os.path.join(self.home.name, "data", "**", "price-history.sqlite"), recursive=True)
        # A kill between the cache's rename and the history's commit: the copy is cached, its prices are not kept.
        os.remove(history)
        r = self.run_cli("catalog", "update")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(f"unchanged {self.url}", r.stdout)
        with sqlite3.connect(history) as db:
            prices = db.execute("SELECT price, observed FROM observation WHERE offer = 'kova-h100-sxm' "
                                "AND mode = 'on_demand' ORDER BY observed").fetchall()
        self.assertEqual(prices, [(1.68, "2026-11-30"), (1.55, "2026-12-01")])

    def test_an_endless_chunked_answer_is_cut_at_the_limit(self):
        server = EndlessChunkedServer()
        server.start()
        url = f"http://127.0.0.1:{server.port}/feed.json"
        h = self.home.name
        env = dict(os.environ, HOME=h, XDG_CONFIG_HOME=h + "/config", XDG_CACHE_HOME=h + "/cache",
                   XDG_DATA_HOME=h + "/data")
        env.pop("DISPLAY", None)
        env = capped_env(EXE, 4 << 30, env)  # the attack's 4 GB cap
        started = time.monotonic()
        r = subprocess.run([EXE, "catalog", "update", url], capture_output=True, text=True, env=env, timeout=120,
                           preexec_fn=limiter(EXE, 4 << 30))
        elapsed = time.monotonic() - started
        self.assertEqual(r.returncode, 1, r.stderr[-2000:])
        self.assertIn(f"{url}: too large: more than 32.0 MB (the limit)", r.stderr)
        # Cut at the limit. What the server sent is printed, not judged: Qt may read and drop the rest of an aborted
        # answer for a while. The memory held is judged: the 1 GB for any command.
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss << 10
        print(f"cut after {elapsed:.1f} s, {server.sent / 2**20:.0f} MiB sent, peak {peak / 2**20:.0f} MiB of any "
              "child so far", file=sys.stderr)
        self.assertLess(peak, 1 << 30)
        server.listener.close()

    def test_another_source_the_same_day_is_a_conflict(self):
        self.serve(feed_document(1.55, observed="2026-11-30", source_url="https://prices.example/h100"))
        self.assertEqual(self.run_cli("catalog", "feeds", "add", self.url).returncode, 0)
        self.assertEqual(self.run_cli("catalog", "update").returncode, 0)
        d = json.loads(self.run_cli("catalog", "--json").stdout)
        self.assertEqual(len(d["conflicts"]), 1)
        self.assertEqual(d["conflicts"][0]["offer"], "kova-h100-sxm")
        self.assertEqual(d["conflicts"][0]["dropped"]["feed"], "embedded")
        self.assertEqual(d["conflicts"][0]["dropped"]["prices"]["on_demand"], 1.68)
        self.assertIn("Sources that disagree on the same day", self.run_cli("catalog").stdout)

    def test_every_feed_failing_exits_non_zero(self):
        self.serve("{ not json")
        r = self.run_cli("catalog", "update", self.url, f"http://127.0.0.1:{self.port}/missing.json")
        self.assertEqual(r.returncode, 1)
        self.assertIn(f"{self.url}: invalid JSON at line 1", r.stderr)
        self.assertIn("missing.json: the server answered HTTP 404", r.stderr)

    def test_one_feed_failing_is_reported_but_not_fatal(self):
        self.serve(feed_document(1.5))
        r = self.run_cli("catalog", "update", self.url, f"http://127.0.0.1:{self.port}/missing.json", "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        statuses = [f["status"] for f in json.loads(r.stdout)["feeds"]]
        self.assertEqual(statuses, ["updated", "failed"])

    def test_remote_plain_http_feed_is_refused(self):
        r = self.run_cli("catalog", "feeds", "add", "http://feeds.example.com/c.json")
        self.assertEqual(r.returncode, 2)
        self.assertIn("plain HTTP is allowed only on this computer", r.stderr)

    def test_rates_convert_totals_with_the_rate_and_its_date(self):
        self.assertEqual(self.run_cli("rates", "set", "EUR-per-USD", "0.9").returncode, 0)
        self.assertEqual(self.run_cli("rates", "display", "EUR").returncode, 0)
        r = self.run_cli("estimate", SEED)
        self.assertEqual(r.returncode, 0, r.stderr)
        # $491.84 × 0.9 = €442.66
        self.assertIn("€442.66 at 1 $ = €0.9000 (typed by hand, ", r.stdout)

    def test_rates_set_takes_the_euros_one_dollar_buys(self):
        # "rates set RATE": RATE is the euros one US dollar buys; the pair may still be named either way.
        r = self.run_cli("rates", "set", "0.92")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("1 $ = €0.9200 (typed by hand, ", r.stdout)
        r = self.run_cli("rates", "set", "0,92", "--lang", "fr")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("1 $\u00a0US = 0,9200\u00a0€ (saisi à la main, ", r.stdout)
        r = self.run_cli("rates", "set", "USD-per-EUR", "1.25")
        self.assertIn("1 € = $1.2500 (typed by hand, ", r.stdout)
        help = " ".join(self.run_cli("rates", "--help").stdout.split())
        self.assertIn("set RATE (the euros one US dollar buys, e.g. 0.92)", help)
        self.assertNotIn("EUR-per-USD", help)
        self.assertEqual(self.run_cli("rates", "set", "many").returncode, 2)

    def test_settings_that_cannot_be_saved_fail_with_the_file_named(self):
        # The configuration folder cannot be made: a file stands in its place.
        with open(os.path.join(self.home.name, "config"), "w") as f:
            f.write("")
        for args in (("rates", "set", "EUR-per-USD", "0.9"), ("rates", "display", "EUR"),
                     ("rates", "source", "https://rates.example.com/daily.xml"),
                     ("catalog", "feeds", "add", "https://feeds.example.com/a.json")):
            r = self.run_cli(*args)
            self.assertEqual(r.returncode, 1, args)
            self.assertIn("could not save the settings to " + self.home.name + "/config/", r.stderr)
            self.assertNotIn("added", r.stdout)

    def test_settings_in_a_read_only_or_full_folder_fail_and_save_nothing(self):
        config = os.path.join(self.home.name, "config")
        os.makedirs(config)
        os.chmod(config, 0o500)
        try:
            if os.access(config, os.W_OK):
                self.skipTest("running as a user that writes in read-only folders")
            r = self.run_cli("catalog", "feeds", "add", "https://feeds.example.com/a.json")
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertIn("could not save the settings to " + config, r.stderr)
        finally:
            os.chmod(config, 0o700)
        # A full disk: no byte can be written (the file size limit stands in for it).
        def full():
            import resource, signal
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
        h = self.home.name
        env = dict(os.environ, HOME=h, XDG_CONFIG_HOME=h + "/config", XDG_CACHE_HOME=h + "/cache",
                   XDG_DATA_HOME=h + "/data")
        for args in (("catalog", "feeds", "add", "https://feeds.example.com/a.json"), ("rates", "display", "EUR")):
            r = subprocess.run([EXE, *args], capture_output=True, text=True, env=env, timeout=120, preexec_fn=full)
            self.assertEqual(r.returncode, 1, args)
            self.assertIn("could not save the settings", r.stderr)
        self.assertEqual(self.run_cli("catalog", "feeds", "list").stdout.count("feeds.example.com"), 0)

    def test_ten_feeds_added_at_once_are_all_kept(self):
        h = self.home.name
        env = dict(os.environ, HOME=h, XDG_CONFIG_HOME=h + "/config", XDG_CACHE_HOME=h + "/cache",
                   XDG_DATA_HOME=h + "/data")
        procs = [subprocess.Popen([EXE, "catalog", "feeds", "add", f"https://feeds.example.com/{i}.json"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) for i in range(10)]
        for p in procs:
            p.communicate(timeout=120)
            self.assertEqual(p.returncode, 0)
        listed = self.run_cli("catalog", "feeds", "list").stdout.split()
        self.assertEqual(sorted(listed), sorted(f"https://feeds.example.com/{i}.json" for i in range(10)))

    def test_control_characters_from_a_feed_are_shown_escaped(self):
        d = json.loads(feed_document(1.5))
        d["offers"][0]["name"] = "H100\x1b[2J\x07\x00\nkova-planner: fake line"
        self.serve(json.dumps(d))
        self.assertEqual(self.run_cli("catalog", "feeds", "add", self.url).returncode, 0)
        r = self.run_cli("catalog", "update")
        self.assertEqual(r.returncode, 0, r.stderr)
        r = self.run_cli("catalog")
        self.assertEqual(r.returncode, 0, r.stderr)
        for c in ("\x1b", "\x07", "\x00"):
            self.assertNotIn(c, r.stdout)
        self.assertIn("H100\\u001b[2J\\u0007\\u0000\\u000akova-planner: fake line", r.stdout)
        self.assertFalse(any(line.startswith("kova-planner: fake") for line in r.stdout.splitlines()))

    def test_an_offer_id_from_a_feed_is_no_formula_in_csv(self):
        d = json.loads(feed_document(1.5))
        d["offers"][0]["id"] = "=cmd/inst8/us-east-1"
        self.serve(json.dumps(d))
        self.assertEqual(self.run_cli("catalog", "feeds", "add", self.url).returncode, 0)
        self.assertEqual(self.run_cli("catalog", "update").returncode, 0)
        scenario = json.load(open(SEED))
        scenario["cluster"]["offer"] = "=cmd/inst8/us-east-1"
        path = os.path.join(self.home.name, "feed-offer.kova.json")
        json.dump(scenario, open(path, "w"))
        out = os.path.join(self.home.name, "feed-offer.csv")
        r = self.run_cli("export", path, "-o", out)
        self.assertEqual(r.returncode, 0, r.stderr)
        raw = open(out, encoding="utf-8", newline="").read()
        self.assertIn(",\"'=cmd/inst8/us-east-1\",", raw)
        self.assertNotIn(",=cmd", raw)

    def test_a_feed_observed_in_the_future_is_refused(self):
        self.serve(feed_document(0.01, observed="9999-12-31"))
        r = self.run_cli("catalog", "update", self.url)
        self.assertEqual(r.returncode, 1, r.stdout)
        self.assertIn("offers[0].observed: 9999-12-31 is in the future", r.stderr)
        self.assertEqual(self.run_cli("catalog", "feeds", "add", self.url).returncode, 0)
        d = json.loads(self.run_cli("catalog", "--json").stdout)
        offer = next(o for o in d["offers"] if o["id"] == "kova-h100-sxm")
        self.assertEqual(offer["observed"], "2026-11-30")

    def test_rates_update_from_a_local_ecb_document(self):
        with open(os.path.join(self.served.name, "rates.xml"), "w") as f:
            f.write("<gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' "
                    "xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'><Cube>"
                    "<Cube time='2026-11-27'><Cube currency='USD' rate='1.0876'/></Cube></Cube></gesmes:Envelope>")
        r = self.run_cli("rates", "update", f"http://127.0.0.1:{self.port}/rates.xml")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("1 € = $1.0876 (ECB, 11/27/2026)", r.stdout)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
