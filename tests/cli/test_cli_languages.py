#!/usr/bin/env python3
"""The command line in French and English: --lang picks the words and the number formats (run by ctest)."""
import json, os, re, subprocess, sys, tempfile, unittest

EXE, SRC = sys.argv[1], sys.argv[2]
SEED = os.path.join(SRC, "resources", "scenarios", "seed-h100-72h.kova.json")
NBSP, NNBSP = "\u00a0", "\u202f"


LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "LC_PAPER")


def run(*args, locale=None, display=True):
    """Runs the CLI; `locale` replaces the locale variables (a dict), else ctest's LC_ALL=C.UTF-8 is kept;
    display=False takes the offscreen platform away too (no display at all)."""
    e = dict(os.environ)
    if not display:
        e.pop("QT_QPA_PLATFORM", None)
    e.pop("DISPLAY", None)
    e.pop("WAYLAND_DISPLAY", None)
    if locale is not None:
        for k in LOCALE_VARIABLES:
            e.pop(k, None)
        e.update(locale)
        e["HOME"] = e.get("HOME") or tempfile.gettempdir()
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=e, timeout=120)


def plain(text):
    """French typography uses non-breaking spaces; compare words with plain spaces."""
    return text.replace(NBSP, " ").replace(NNBSP, " ")


class Languages(unittest.TestCase):
    def estimate(self, *args):
        r = run("estimate", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def test_estimate_in_french_uses_the_seeds_words_and_numbers(self):
        out = self.estimate(SEED, "--lang", "fr")
        text = plain(out)
        for needle in ("Temps GPU", "8 × 72 h × 0,840 $ US", "483,84 $ US",
                       "Volume de checkpoint 500 Go", "3 jours × 40,00 $ US/mois",
                       "Import du dataset 400 Go", "400 × 0,01 $ US", "491,84 $ US",
                       "à la demande — 1,680 $ US par GPU-heure", "interruptible — 0,840 $ US par GPU-heure (choisi)",
                       "691,20 $ US aux enchères spot", "1 382,40 $ US à la demande", "Avertissements :"):
            self.assertIn(needle, text)
        # Non-breaking: an amount never splits from its currency, a thousands group never splits.
        self.assertIn("483,84" + NBSP + "$" + NBSP + "US", out)
        self.assertIn("1" + NNBSP + "382,40", out)
        for english in ("GPU time", "Checkpoint volume", "Dataset import", "Warnings", "on-demand", "$483.84",
                        "per GPU-hour", "market median"):
            self.assertNotIn(english, text)

    def test_french_puts_a_non_breaking_space_before_every_percent_sign(self):
        for command in (("estimate", SEED), ("estimate", SEED, "--monte-carlo", "200"), ("plan", SEED, "--deadline-hours", "72")):
            out = run(*command, "--lang", "fr").stdout
            self.assertIn("%", out, command)
            for i, c in enumerate(out):
                if c == "%" and i > 0 and out[i - 1].isdigit():
                    self.fail(f"{command[0]}: a percent sign glued to its number: {out[max(0, i - 40):i + 1]!r}")

    def test_estimate_in_english_uses_english_numbers(self):
        out = self.estimate(SEED, "--lang", "en")
        for needle in ("GPU time", "8 × 72 h × $0.840", "$483.84", "3 days × $40.00/month", "$491.84",
                       "$1,382.40 on demand", "$691.20 on spot auctions", "8 GPUs", "Warnings:"):
            self.assertIn(needle, out)
        self.assertNotIn("$ US", out)
        self.assertEqual(out, self.estimate(SEED), "English is the default of the command line in the C locale")

    def test_estimate_follows_the_system_language_like_the_window(self):
        french = self.estimate(SEED, "--lang", "fr")
        english = self.estimate(SEED, "--lang", "en")
        cases = [({"LANG": "fr_FR.UTF-8"}, french), ({"LANG": "fr_CA.UTF-8"}, french),
                 ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, french),
                 ({"LC_ALL": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, french),
                 ({"LC_ALL": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"}, english),
                 ({"LANGUAGE": "fr:en", "LANG": "en_US.UTF-8"}, french),
                 # As Qt reads it for the window too: LANGUAGE is ignored in the plain C locale only.
                 ({"LANGUAGE": "fr", "LC_ALL": "C"}, english),
                 ({"LANGUAGE": "fr", "LC_ALL": "C.UTF-8"}, french),
                 ({"LANG": "de_DE.UTF-8"}, english), ({}, english)]
        for locale, expected in cases:
            with self.subTest(locale=locale):
                r = run("estimate", SEED, locale=locale)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stdout, expected)

    def test_lang_overrides_the_system_language(self):
        r = run("estimate", SEED, "--lang", "en", locale={"LANG": "fr_FR.UTF-8"})
        self.assertEqual(r.stdout, self.estimate(SEED, "--lang", "en"))
        r = run("catalog", "--lang", "fr", locale={"LANG": "en_US.UTF-8"})
        self.assertIn("relevé le ", plain(r.stdout))

    def test_every_command_follows_the_system_language(self):
        with tempfile.TemporaryDirectory() as home:
            fr = {"LANG": "fr_FR.UTF-8", "HOME": home, "XDG_CONFIG_HOME": os.path.join(home, "config"),
                  "XDG_CACHE_HOME": os.path.join(home, "cache"), "XDG_DATA_HOME": os.path.join(home, "data")}
            self.assertIn("relevé le ", plain(run("catalog", locale=fr).stdout))
            self.assertIn("Meilleur plan", plain(run("plan", SEED, "--budget", "5000", locale=fr).stdout))
            self.assertIn("Avertissements", plain(run("estimate", SEED, locale=fr).stdout))

    def test_plural_forms_in_both_languages(self):
        d = json.load(open(SEED))
        d["cluster"]["gpus"] = 1
        with tempfile.TemporaryDirectory() as tmp:
            one = os.path.join(tmp, "one.kova.json")
            with open(one, "w") as f:
                json.dump(d, f)
            self.assertIn(", 1 GPU — ", self.estimate(one, "--lang", "en"))
            self.assertIn(", 1 GPU — ", self.estimate(one, "--lang", "fr"))
        self.assertIn(", 8 GPUs — ", self.estimate(SEED, "--lang", "en"))
        self.assertIn(", 8 GPU — ", self.estimate(SEED, "--lang", "fr"))

    def test_catalog_tiers_in_french(self):
        r = run("catalog", "--lang", "fr")
        self.assertEqual(r.returncode, 0, r.stderr)
        for needle in ("[Bon] ", "[Très bon] ", "[Excellent] ", "à la demande 1,680 $ US", "relevé le "):
            self.assertIn(needle, plain(r.stdout))
        r = run("catalog", "--lang", "en")
        for needle in ("[Good] ", "[Better] ", "[Best] ", "on-demand $1.680", "observed "):
            self.assertIn(needle, r.stdout)

    def test_errors_in_french(self):
        r = run("estimate", SEED, "--lang", "de")
        self.assertEqual(r.returncode, 2)
        self.assertIn('"de" is not a supported language (fr, en)', r.stderr)
        with tempfile.TemporaryDirectory() as tmp:
            bad = os.path.join(tmp, "bad.kova.json")
            d = json.load(open(SEED))
            d["cluster"]["offer"] = "nowhere"
            with open(bad, "w") as f:
                json.dump(d, f)
            r = run("estimate", bad, "--lang", "fr")
            self.assertEqual(r.returncode, 2)
            self.assertIn("offre « nowhere » inconnue", plain(r.stderr))
            self.assertIn(bad, r.stderr)


class WholeLanguage(unittest.TestCase):
    """Help, errors and suggestions in the user's language too, with --lang anywhere on the line."""
    FRENCH = {"LANG": "fr_FR.UTF-8"}

    def test_help_follows_the_system_language(self):
        for args in (("--help",), ("estimate", "--help"), ("plan", "--help"), ("rates", "--help")):
            with self.subTest(args=args):
                r = run(*args, locale=self.FRENCH)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn("Langue de la sortie", plain(r.stdout))
                self.assertNotIn("Language of the output", r.stdout)
                self.assertNotIn("Displays help", r.stdout)
        self.assertIn("Commandes (sans affichage", plain(run("--help", locale=self.FRENCH).stdout))
        self.assertIn("Écrire du JSON au lieu d’un tableau.", plain(run("estimate", "--help", locale=self.FRENCH).stdout))

    def test_lang_is_taken_anywhere_on_the_line(self):
        for args in (("--lang", "fr", "--help"), ("--help", "--lang", "fr"), ("--lang=fr", "--help"),
                     ("estimate", "--help", "--lang", "fr"), ("--lang", "fr", "plan", "--help")):
            with self.subTest(args=args):
                r = run(*args)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn("Langue de la sortie", plain(r.stdout))
        expected = run("estimate", SEED, "--lang", "fr").stdout
        for args in (("--lang", "fr", "estimate", SEED), ("estimate", "--lang", "fr", SEED),
                     ("estimate", SEED, "--lang=fr")):
            self.assertEqual(run(*args).stdout, expected, args)
        r = run("--lang", "de", "--help")
        self.assertEqual(r.returncode, 2)
        self.assertIn('"de" is not a supported language (fr, en)', r.stderr)

    def test_a_missing_file_is_said_in_one_language(self):
        r = run("estimate", "nothere.kova.json", "--lang", "fr")
        self.assertEqual(r.returncode, 2)
        self.assertIn("nothere.kova.json", r.stderr)
        self.assertIn("n’existe pas", plain(r.stderr))
        self.assertNotIn("No such file", r.stderr)
        r = run("estimate", "nothere.kova.json", "--lang", "en")
        self.assertIn("nothere.kova.json: does not exist", r.stderr)

    def test_a_mistyped_command_or_option_gets_a_suggestion(self):
        cases = [(("estimat", SEED), "en", 'unknown command "estimat": did you mean estimate?'),
                 (("plna", SEED), "en", "did you mean plan?"),
                 (("estimat", SEED), "fr", "vouliez-vous dire estimate ?"),
                 (("estimate", SEED, "--jsn"), "en", "Did you mean --json?"),
                 (("plan", SEED, "--budjet", "5"), "fr", "Vouliez-vous dire --budget ?")]
        for args, lang, expected in cases:
            with self.subTest(args=args, lang=lang):
                r = run(*args, "--lang", lang)
                self.assertEqual(r.returncode, 2)
                self.assertIn(expected, plain(r.stderr))
        # Far from every command, the word is a file for the window to open: without a display, the command
        # line says the commands.
        r = run("frobnicate", "--lang", "en", locale={k: v for k, v in os.environ.items() if k in LOCALE_VARIABLES},
                display=False)
        self.assertIn('unknown command "frobnicate"; the commands are', r.stderr)
        self.assertNotIn("did you mean", r.stderr)

    def test_wall_clock_times_have_one_format(self):
        # Below 10 h a wall-clock time is hours and minutes ("0:53 h") in every table, never "0.9 h".
        lora = os.path.join(SRC, "resources", "scenarios", "lora-13b-a100.kova.json")
        for lang, decimal in (("en", "."), ("fr", ",")):
            out = plain(run("plan", lora, "--budget", "50000", "--lang", lang).stdout)
            self.assertRegex(out, r"\d:\d\d h")
            for hours in re.findall(r"(\d+)" + re.escape(decimal) + r"\d h", out):
                self.assertGreaterEqual(int(hours), 10, out)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
