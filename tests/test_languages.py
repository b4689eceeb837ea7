"""Languages and their tiles: folding as each language's tiles say, finding and explaining
words typed with or without accents, and the bundled lists of every language and length."""

import json
import math
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from wordfinder.bundles import UnknownList, available, bundle
from wordfinder.cli.app import app
from wordfinder.feedback import score
from wordfinder.game import Game
from wordfinder.languages import LANGUAGES, UnknownLanguage, language
from wordfinder.query import Explained, Query, ask
from wordfinder.solver.trees import tree_file_name
from wordfinder.words import data_path

runner = CliRunner()


@pytest.mark.parametrize(
    ("code", "typed", "tiles"),
    [
        ("pt", "coração", "coracao"),
        ("pt", "CORAÇÃO", "CORACAO"),
        ("fr", "Élève", "Eleve"),
        ("fr", "SŒUR", "SOEUR"),
        ("es", "NIÑO", "NIÑO"),  # Ñ is a letter of its own
        ("es", "acción", "accion"),
        ("nl", "IJZER", "IJZER"),  # IJ is two letters, as woordle.nl plays
        ("nl", "ĳs", "ijs"),  # the ligature typed is the two letters
        ("nl-ij", "IJZER", "ĲZER"),  # IJ is one tile, as Lingo plays
        ("nl-ij", "ijs", "ĳs"),
        ("da", "BLÅBÆR", "BLÅBÆR"),
        ("da", "idé", "ide"),
        ("de", "Straße", "Strasse"),  # ß is written SS, two tiles
        ("de", "GRÜẞE", "GRÜSSE"),
        ("de", "GRÜßE", "GRÜSSE"),  # ß after a capital is a capital
        ("de", "Ärger", "Ärger"),  # Ä, Ö, Ü are letters of their own
        ("de", "Café", "Cafe"),
        ("en", "naïve", "naive"),
    ],
)
def test_spelled_folds_as_the_tiles_say(code, typed, tiles):
    """A typed word becomes the letters its language's tiles compare, its case kept."""
    assert LANGUAGES[code].spelled(typed) == tiles


def test_an_unknown_language_is_named_with_the_known_ones():
    """An unknown code is refused in one line listing the codes."""
    with pytest.raises(UnknownLanguage, match=r"'xx': no such language; bundled: en, es, fr, pt, nl, nl-ij, da, de"):
        language("xx")


# Shown forms over an accented alphabet with heavy repetition: Ç and Ã fold in Portuguese,
# Ñ stays itself in Spanish, IJ is two letters in Dutch and one tile in nl-ij, Ä and Ü stay themselves in German and
# ß is two tiles, SS.
_SHOWN = {"pt": "AÃÇC", "es": "AÑNÁ", "nl": ["IJ", "I", "J", "Ë", "E"], "nl-ij": ["IJ", "I", "J", "Ë", "E"], "fr": "EÉÈŒ", "de": "AÄÜUßS"}


@settings(max_examples=60, deadline=None)
@given(data=st.data(), code=st.sampled_from(sorted(_SHOWN)))
def test_found_words_are_exactly_those_that_replay_folded(data, code):
    """With pairs typed in shown forms and words listed in shown forms, the finder finds
    exactly the words against which every guess, folded as the language's tiles fold it,
    earns its score (brute-force replay through the engine)."""
    lang = LANGUAGES[code]
    letter = st.sampled_from(list(_SHOWN[code]))
    tiles = 4 if code not in ("fr", "de") else 3  # Œ and ß are two tiles: keep the words short
    shown = data.draw(st.lists(st.lists(letter, min_size=tiles, max_size=tiles).map("".join), min_size=2, max_size=25))
    length = len(lang.spelled(shown[0]))
    words = [w for w in shown if len(lang.spelled(w)) == length]
    secret = data.draw(st.sampled_from(words))
    guesses = data.draw(st.lists(st.sampled_from(words), min_size=1, max_size=3))
    pairs = [f"{g}={score(lang.spelled(g), lang.spelled(secret))}" for g in guesses]
    expected = {
        lang.spelled(w).upper() for w in words
        if all(score(lang.spelled(g), lang.spelled(w)) == score(lang.spelled(g), lang.spelled(secret)) for g in guesses)
    }
    found = ask(Query(tuple(pairs + words), words_given=True), Game(language=lang))
    # Compared as tiles, which are capitals (ßßß alone folds to ssssss): a word a bundled list
    # holds is shown as that list writes it (CAÇA).
    assert {lang.spelled(w).upper() for w in found.candidates} == expected
    assert lang.spelled(secret).upper() in {lang.spelled(w).upper() for w in found.candidates}


def test_a_portuguese_word_typed_without_accents_finds_the_accented_answer():
    """`--lang pt` reads ACUDE as the tiles of AÇUDE and shows the answer with its accents."""
    result = runner.invoke(app, ["--lang", "pt", "ACUDE=ACUDE"])
    assert (result.exit_code, result.stdout) == (0, "AÇUDE\n")


def test_explain_says_which_letter_was_folded():
    """Explaining a word matched through a folded letter says so: Ç counts as C."""
    found = ask(Query(("ACUDE=ACUDE", "açude"), explain=True), Game(language=LANGUAGES["pt"]))
    assert isinstance(found, Explained)
    assert found.rows == (("AÇUDE", []),) and found.folded == (("Ç counts as C",),)
    result = runner.invoke(app, ["--lang", "pt", "--explain", "ACUDE=ACUDE", "açude"])
    assert result.stdout == "AÇUDE\teligible; Ç counts as C\n"


@pytest.mark.parametrize(
    ("arguments", "quoted", "tiles"),
    [
        (["suggest", "--lang", "pt", "AÇUDE=GGGGG"], "AÇUDE=AÇUDE: the game is won", "ACUDE"),
        (["suggest", "--lang", "nl-ij", "IJDELE=IJDELE"], "IJDELE=IJDELE: the game is won", "Ĳ"),
        (["suggest", "--lang", "nl-ij", "IJDEL=IJDEL"], "'IJDEL=IJDEL': expected a 5-letter guess, like the word list's (it has 4 tiles)", "Ĳ"),
        (["suggest", "--lang", "pt", "AÇUD=....."], "'AÇUD=.....': the score has more than 4 tiles", "ACUD"),
        (["--lang", "pt", "AÇUDE=A....", "AÇUDE=....."], "no spelling satisfies all of AÇUDE=A.... AÇUDE=.....", "ACUDE"),
        (["suggest", "--lang", "pt", "CAÇAR=C....", "AÇUDE=....."], "CAÇAR=C.... AÇUDE=.....", "CACAR"),
        (["suggest", "--lang", "pt", "CAÇAR=.ç..."], "'CAÇAR=.ç...': tile 2", "CACAR"),
        (["suggest", "--lang", "pt", "--hard", "AÇUDE=+A...."], "'AÇUDE=+A....': the solver plays classic Wordle", "ACUDE"),
        (["suggest", "-v", "--lang", "nl-ij", "IJDELE=Ĳ....", "IJDELE=....."], "IJDELE=IJ.... IJDELE=.....", "Ĳ"),
        (["analyze", "--lang", "pt", "AÇUDE=A...."], "'AÇUDE=A....' is not a win", "ACUDE"),
        (["analyze", "--lang", "nl-ij", "IJDELE=IJ...."], "'IJDELE=IJ....' is not a win", "Ĳ"),
        (["--lang", "pt", "AÇUD\\E=....."], "the guess may only use letters, not '\\\\'", "ACUD"),  # no regular expression
        (["suggest", "--lang", "pt", "AÇUD\\E=....."], "'AÇUD\\\\E=.....': the guess may only use letters", "ACUD"),  # quoted by repr()
        # SUTOM's letter typed alone (é) is no word to write back: the E of every other word stays
        (["suggest", "--sutom", "--lang", "fr", "--length", "5", "é", "ETAGE=E....", "ETAGE=EE..."],
         "'ETAGE=EE...': tile 2 is 'E' but the guess has T there", "É"),
    ],
)
def test_an_error_quotes_the_pairs_as_they_were_typed(arguments, quoted, tiles):
    """A refused history is quoted with the language's letters as the player typed them (Ç,
    Dutch IJ), never in the tiles the solver compares (ACUDE, the ligature Ĳ)."""
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert quoted in result.stderr and tiles not in result.stderr, result.stderr


def test_spanish_keeps_enye_apart_from_n():
    """In Spanish a green Ñ finds words with Ñ there, never N."""
    assert "ARANA" in bundle("es", 5).allowed  # arana, a swindle: a word of its own
    result = runner.invoke(app, ["--lang", "es", "ARAÑA=ARAÑA"])
    assert (result.exit_code, result.stdout) == (0, "ARAÑA\n")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--lang", "xx", "CRANE=....."], "--lang 'xx': no such language; bundled: en, es, fr, pt, nl, nl-ij, da, de"),
        (["--lang", "es", "--length", "9", "PALABRERO=........."], "--lang es --length 9: no bundled lists; bundled: en 4-8, es 5-8"),
        (["--length", "6", "CRANE=....."], "'CRANE=.....': the guess has 5 letters but --length is 6"),
    ],
)
def test_unknown_language_or_length_is_one_line(args, message):
    """An unknown language or a length with no lists exits 2 with one line listing what exists."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith(f"wordfinder: error: {message}")


@pytest.mark.parametrize(("args", "culprit", "letters"), [
    (["ΩRANE=....."], "Ω", "English: A-Z"),
    (["suggest", "日RANE=....."], "日", "English: A-Z"),
    (["--quantum", "ÆRANE=....."], "Æ", "English: A-Z"),  # a Danish letter is not an English tile
    (["--lang", "da", "--boards", "2", "ΩRANE=...../....."], "Ω", "Danish: A-Z and ÆØÅ"),
    (["analyze", "--lang", "es", "ØRANE=.....", "CRANE=CRANE"], "Ø", "Spanish: A-Z and Ñ"),
])
def test_a_guess_with_a_letter_no_tile_stands_for_is_refused(args, culprit, letters):
    """A pair whose guess holds a letter the game's tiles lack (a Greek letter, a CJK
    character, another language's letter) is refused in one line naming it and the tiles."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (f"wordfinder: error: {next(a for a in args if '=' in a)!r}: {culprit!r} is not a tile "
                             f"letter of this game ({letters})\n")


@pytest.mark.parametrize("command", [[], ["suggest"]], ids=["find", "suggest"])
def test_a_shared_guess_with_a_letter_no_tile_stands_for_is_refused(command):
    """The guesses given beside a pasted share block are checked as pairs typed are."""
    result = runner.invoke(app, [*command, "--share", "ΩLOTH"], input="Wordle 1 X/6\n\n⬛⬛⬛⬛⬛\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "wordfinder: error: 'ΩLOTH=.....': 'Ω' is not a tile letter of this game (English: A-Z)\n"


@pytest.mark.parametrize("args", [
    ["--explain", "CRANE=.....", "ＣＬＯＵＤ"],  # full-width: read as a word of no C, it was called eligible
    ["--explain", "--boards", "2", "CRANE=...../.....", "ＣＬＯＵＤ"],
    ["--words", "CRANE=.....", "ΩLOUD"],
    ["--quantum", "--explain", "CRANE=.....", "ＣＬＯＵＤ"],
    ["--words", "CRANE=.....", "ĲSSE"],  # Dutch's one tile, no tile of English (whose I and J are two)
])
def test_a_word_to_explain_with_a_letter_no_tile_stands_for_is_refused(args):
    """A bare word to explain or list is checked as a guess is: a letter no tile stands for
    is refused, naming it, never judged as if it were absent."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and result.stdout == "", result.output
    assert result.stderr == f"wordfinder: error: {args[-1]!r}: {args[-1][0]!r} is not a tile letter of this game (English: A-Z)\n"


@pytest.mark.parametrize(("args", "found"), [
    (["--lang", "da", "--words", "ÆBLER", "ÆBLET", "ÆBLER=ÆBLE."], "ÆBLET"),  # the tiles' own letter
    (["--words", "ACRES", "COUPS", "ÉCRAN=.c..."], "COUPS"),  # an accent English folds away: E, a tile
])
def test_a_guess_with_letters_the_tiles_have_or_fold_to_is_read(args, found):
    """Letters the game keeps, or folds to its tiles, are read."""
    result = runner.invoke(app, args)
    assert (result.exit_code, result.stdout, result.stderr) == (0, f"{found}\n", "")


@pytest.mark.parametrize(("args", "length"), [
    (["suggest", "-n", "3", "ABACUS=......"], 6),
    (["suggest", "-n", "3", "--lang", "pt", "CORACAO=......."], 7),
    (["suggest", "-n", "3", "--lang", "nl", "IJZERS=......"], 6),  # IJ is two letters: six letters, six tiles
    (["suggest", "-n", "3", "--lang", "nl-ij", "IJZERS=....."], 5),  # IJ is one tile: six letters, five tiles
    (["suggest", "-n", "3", "CRANE=....."], 5),
])
def test_solver_commands_take_the_length_of_the_pairs(args, length):
    """Without --length, suggest plays the lists of the first guess's length in tiles, as find
    does, and every guess it ranks has that many tiles."""
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.stderr
    lang = args[args.index("--lang") + 1] if "--lang" in args else "en"
    guesses = [line.split()[0] for line in result.stdout.splitlines() if not line.startswith("#")]
    assert len(guesses) == 3 and all(len(language(lang).spelled(g)) == length for g in guesses)


def test_analyze_takes_the_length_of_typed_pairs():
    """analyze of typed pairs without --length reviews them on the lists of their length, as suggest does."""
    result = runner.invoke(app, ["analyze", "STRAND=......", "PEOPLE=PEOPLE"])
    assert result.exit_code == 0, result.stderr
    rows = [line.split("\t") for line in result.stdout.splitlines()[1:]]
    assert [row[0] for row in rows] == ["STRAND=......", "PEOPLE=PEOPLE"]
    assert all(len(row[3].split()[1]) == 6 for row in rows)  # each best guess has six letters


def test_suggest_shows_words_as_their_language_writes_them():
    """suggest --lang pt prints its guesses, candidates and reason with their accents, as find
    does: every word is one of the list's as shown, and the accented ones keep their accents."""
    lists = bundle("pt", 7)
    shown = set(lists.words("allowed"))
    data = json.loads(runner.invoke(app, ["suggest", "-n", "5", "--lang", "pt", "--json", "CORACAO=......."]).stdout)
    guesses = [s["guess"] for s in data["suggestions"]]
    assert set(guesses) <= shown and set(data["candidates"]) <= shown and set(data["probabilities"]) <= shown
    assert any(not word.isascii() for word in data["candidates"])
    assert data["why"].startswith(guesses[0])
    piped = runner.invoke(app, ["suggest", "-n", "5", "--lang", "pt", "CORACAO=......."]).stdout.splitlines()
    assert [line.split()[0] for line in piped[1:]] == guesses


def test_absurdle_and_fibble_suggest_play_the_lists_of_the_length_asked():
    """`suggest --absurdle --length 6 --target WORD` forces the six-letter game onto WORD (the
    line, replayed against the adversary on those answers, ends on it), and `suggest --fibble
    --length 6` ranks six-letter guesses."""
    from wordfinder.absurdle import adversary_score

    data = json.loads(runner.invoke(app, ["suggest", "--absurdle", "--length", "6", "--target", "beauty", "--json"]).stdout)
    left = bundle("en", 6).answers
    for step in data["forced_line"]:
        guess, shown = step["pair"].split("=")
        earned, left = adversary_score(guess, left)
        assert (len(guess), str(earned), len(left)) == (6, shown, step["left"])
    assert data["found"] and left == ("BEAUTY",)
    fibble = runner.invoke(app, ["suggest", "--fibble", "--length", "6", "-n", "3", "CASTLE=.a...."])
    assert fibble.exit_code == 0 and all(len(line.split()[0]) == 6 for line in fibble.stdout.splitlines()[1:])


def test_suggest_at_six_letters_where_the_exact_search_counts_buckets():
    """A six-letter position of more candidates than are compared pairwise (BIJOUX=...... in
    French leaves hundreds) is ranked by the exact search, counting scores by bucket: it raised
    a ValueError there, each guess given 256 scores of the 729 six letters have."""
    for lang in ("fr", "en"):
        shown = runner.invoke(app, ["suggest", "--lang", lang, "--length", "6", "--answers", "original", "--json",
                                    "BIJOUX=......"])
        assert shown.exit_code == 0, shown.output
        data = json.loads(shown.stdout)
        assert data["count"] > 80 and data["suggestions"][0]["guess"]


def test_play_in_spanish_and_at_six_letters_through_the_pipe():
    """`play --lang es` and `play --length 6` play the piped protocol with their own lists."""
    spanish = runner.invoke(app, ["play", "--lang", "es", "--seed", "1"], input="sueño\nzzzzz\n")
    assert spanish.stdout.startswith("Please input your guess: Result: ")
    assert "Invalid word. Try again: " in spanish.stdout
    six = runner.invoke(app, ["play", "--length", "6", "--seed", "1"], input="castle\n")
    assert six.stdout.startswith("Please input your guess: Result: ") and six.stdout.count("⬛") + six.stdout.count("🟨") + six.stdout.count("🟩") == 6


# --- the bundled lists -------------------------------------------------------------------

COUNTS = {
    ("en", 4): (3180, 1234), ("en", 5): (14855, 2315), ("en", 6): (10815, 1598),
    ("en", 7): (15465, 1459), ("en", 8): (17448, 1342),
    ("es", 5): (5523, 2361), ("es", 6): (9123, 2422), ("es", 7): (13747, 2433),
    ("es", 8): (16701, 2473), ("fr", 4): (1937, 937), ("fr", 5): (4697, 1961),
    ("fr", 6): (8302, 2317), ("fr", 7): (11877, 2349), ("fr", 8): (13878, 2390), ("fr", 9): (13587, 2443),
    ("pt", 4): (2172, 999), ("pt", 5): (4713, 2401), ("pt", 6): (6698, 2466),
    ("pt", 7): (9041, 2478), ("pt", 8): (10499, 2488),
    ("nl", 5): (4152, 1664), ("nl", 6): (7032, 2499), ("nl", 7): (9389, 2500), ("nl", 8): (11460, 2500),
    ("nl-ij", 5): (4265, 1708), ("nl-ij", 6): (7197, 2499), ("nl-ij", 7): (9685, 2500),
    ("nl-ij", 8): (11642, 2500), ("da", 4): (2640, 1299), ("da", 5): (5530, 2256),
    ("da", 6): (9004, 2499), ("da", 7): (12256, 2500), ("da", 8): (15281, 2499),
    ("de", 4): (2130, 1157), ("de", 5): (5115, 2020), ("de", 6): (8337, 1935),
    ("de", 7): (11183, 1972), ("de", 8): (14445, 1922),
}


def test_every_list_is_bundled_as_counted():
    """Each bundled list has its recorded counts (data/README.md)."""
    for pair, counts in COUNTS.items():
        chosen = bundle(*pair)
        assert (len(chosen.allowed), len(chosen.answers)) == counts, pair
    assert set(COUNTS) <= set(available())


@pytest.mark.parametrize("pair", available())
def test_a_bundled_list_is_clean(pair):
    """A list's words are distinct, sorted, of its length in its language's tile letters; its
    answers are allowed guesses; its prior sums to 1; its shown forms spell its tiles."""
    chosen = bundle(*pair)
    alphabet = set(chosen.language.alphabet)
    assert list(chosen.allowed) == sorted(set(chosen.allowed))
    assert all(len(w) == chosen.length and set(w) <= alphabet for w in chosen.allowed)
    assert set(chosen.answers) <= set(chosen.allowed)
    assert math.isclose(sum(map(float, chosen.priors)), 1, rel_tol=1e-3)
    assert all(chosen.language.spelled(shown) == tiles for tiles, shown in chosen.shown.items())


def test_a_length_with_no_lists_names_what_exists():
    """Asking for lists that are not bundled says which are."""
    with pytest.raises(UnknownList, match=r"--lang fr --length 10: no bundled lists; bundled: en 4-8, es 5-8, fr 4-9"):
        bundle("fr", 10)


# --- what the answer lists hold (issue 40) -------------------------------------------------


def _table(pair: tuple[str, int]) -> list[list[str]]:
    """The rows of a bundled table as written: TILES, SHOWN, PRIOR, ANSWER."""
    from wordfinder.words import data_path

    with open(data_path(f"lists/{pair[0]}-{pair[1]}.tsv"), encoding="utf-8") as file:
        return [line.rstrip("\n").split("\t") for line in file if not line.startswith("#")]


def _denied() -> dict[str, dict[str, str]]:
    """data/lists/denied.txt: each language's words kept out of its answers, and why."""
    from wordfinder.words import data_path

    found: dict[str, dict[str, str]] = {}
    with open(data_path("lists/denied.txt"), encoding="utf-8") as file:
        for line in file:
            if not line.startswith("#"):
                code, tiles, _, reason = line.rstrip("\n").split("\t")
                found.setdefault(code, {})[tiles] = reason
    return found


@pytest.mark.parametrize(("code", "length", "inflected"), [
    ("pt", 5, ["BEBIA", "CASOS", "TODAS"]),  # a past tense, two plurals
    ("fr", 5, ["BATTU", "LOUPS", "TENDU"]),  # participles and a plural
    ("nl", 5, ["BONEN", "BOTJE", "LEUNT"]),  # a plural, a diminutive, a present tense
    ("es", 5, ["COMEN", "GATOS", "VIVÍA"]),
    ("da", 5, ["HUSET", "BILER", "KØRTE"]),  # a definite form, a plural, a past tense
    ("de", 5, ["BÄUME", "GEHST", "ÄPFEL", "SAGTE"]),
])
def test_answers_hold_the_inflected_forms_games_pick(code, length, inflected):
    """The answer lists hold common inflected forms, as the real games pick them, not only
    dictionary stems (the issue's examples in Portuguese, French and Dutch; others in
    Spanish, Danish and German)."""
    answers = set(bundle(code, length).answers)
    assert [LANGUAGES[code].spelled(w) for w in inflected if LANGUAGES[code].spelled(w) not in answers] == []


@pytest.mark.parametrize(("code", "length", "words"), [
    ("fr", 5, ["FACTO", "STATU"]),  # parts of Latin locutions (de facto, statu quo)
    ("pt", 5, ["SOFIA", "JUANA", "VITOR", "LEILA", "BELEM", "SOUZA"]),
    ("es", 5, ["MILAN", "MATEO"]),
    ("nl", 5, ["JANUS", "ROMEO"]),
    ("nl", 6, ["TARZAN"]),
    ("de", 5, ["MARIA", "PARIS", "KLAUS"]),  # PETER is no German guess at all
    ("fr", 5, ["HTTPS"]), ("pt", 4, ["HTTP"]), ("da", 4, ["HTML"]), ("de", 4, ["GMBH", "LKWS"]),  # no vowel
    ("pt", 4, ["FIFA", "NATO"]), ("de", 4, ["NATO", "ADAC"]), ("es", 5, ["NAFTA"]),  # written in capitals
    ("da", 5, ["FACTO"]),  # de facto: its guessed inflection FACTOR is no form of it
])
def test_names_and_fragments_are_denied_as_answers(code, length, words):
    """The names and fragments the issue found among the answers are denied (denied.txt
    gives why) and are no answers, though still allowed guesses."""
    denied, chosen = _denied()[code], bundle(code, length)
    assert [w for w in words if w not in denied or w in chosen.answers or w not in chosen.allowed] == []


@pytest.mark.parametrize(("code", "length", "words"), [
    ("nl", 5, ["ALLEN", "ERNST"]),  # all, seriousness: German writes them in lower case too
    ("da", 4, ["ROSA"]),  # pink
    ("de", 4, ["LAST", "HELD", "RATE"]),  # German nouns (Lasten, Helden, Raten), English words too
    ("de", 5, ["STILL", "TASTE"]),  # an adjective (stille, stillen), a noun (Tasten)
])
def test_common_words_english_writes_capitalised_or_uses_more_are_answers(code, length, words):
    """Words of the language that English writes capitalised (Allen, Rosa) or uses far more
    (last, held, still) are answers: the close language that keeps case, German, writes them
    in lower case, or German inflects them as its own."""
    answers = set(bundle(code, length).answers)
    assert [w for w in words if w not in answers] == []


def test_a_name_that_spells_a_words_tiles_gives_way_to_the_word():
    """French MARIE is a name (Faker lists it, English writes it capitalised, its plural MARIES
    is rare), so its tiles are the answer MARIÉ, shown as the participle, not as the name."""
    shown = {tiles: shown for tiles, shown, _, answer in _table(("fr", 5)) if answer == "1"}
    assert shown["MARIE"] == "marié"
    assert _denied()["pt"]["SOUZA"].startswith("name: Faker")


@pytest.mark.parametrize(("code", "length", "words"), [("fr", 5, ["JUSQU"]), ("fr", 6, ["LORSQU", "QUELQU"])])
def test_the_dictionarys_error_forms_are_no_guesses(code, length, words):
    """Apostrophe fragments the French dictionary tags as errors (jusqu', lorsqu') are not
    even allowed guesses."""
    assert set(words).isdisjoint(bundle(code, length).allowed)


@pytest.mark.parametrize("pair", [p for p in available() if p[0] != "en"])
def test_no_answer_is_denied_or_written_capitalised(pair):
    """No answer list holds a word denied.txt keeps out (names, fragments, rude and English
    words); every shown form is in lower case but a German noun's, capitalised as German
    writes every noun, which is never one the Wiktionary names a name."""
    denied = _denied().get(pair[0], {})
    rows = _table(pair)
    assert [tiles for tiles, _, _, answer in rows if answer == "1" and tiles in denied] == []
    capitalised = [shown for _, shown, _, _ in rows if shown != shown.lower()]
    if pair[0] != "de":
        assert capitalised == []
    else:
        assert all(shown[:1].isupper() and shown[1:] == shown[1:].lower() for shown in capitalised)


@pytest.mark.parametrize("pair", [p for p in available() if p[0] != "en"])
def test_no_answer_is_an_abbreviation(pair):
    """No answer lacks a vowel, as abbreviations do (HTTPS, HTML, GMBH, LKWS: denied.txt says
    so, and they stay allowed guesses); Y, the accented and the Nordic vowels count."""
    import unicodedata

    def voiced(shown: str) -> bool:
        return any(c in "aeiouyæøœ" for c in unicodedata.normalize("NFD", shown.lower()))

    assert [shown for _, shown, _, answer in _table(pair) if answer == "1" and not voiced(shown)] == []


# --- German, hand-checked ---------------------------------------------------------------------


@pytest.mark.parametrize(("pairs", "found"), [
    # FEUER: RATES scores r..E. (an R elsewhere, the E of place 4 green) and BÄUME ..U.e
    # (the U green, an E elsewhere; Ä is no A): NEUER, FEUER and HEUER alone fit, commonest first.
    (["RATES=r..E.", "BÄUME=..U.e"], "NEUER\nFEUER\nHEUER\n"),
    # GRÜSSE: SERIEN scores ser... (the second E grey: one E, taken by the first), GRÖSSE
    # GR.SSE (Ö is neither O nor Ü): GROSSE (große), GRÜSSE (Grüße), GRUSSE (Gruße) fit.
    (["SERIEN=ser...", "GRÖSSE=GR.SSE"], "GROSSE\nGRÜSSE\nGRUSSE\n"),
    (["SERIEN=ser...", "GRÖßE=GR.SSE"], "GROSSE\nGRÜSSE\nGRUSSE\n"),  # ß typed is SS
    (["STRAßE=STRASSE"], "STRASSE\n"),  # six letters, seven tiles
])
def test_german_games_checked_by_hand(pairs, found):
    """`wordfinder --lang de` finds exactly the German words each hand-scored game leaves,
    with Ä, Ö and Ü letters of their own and ß two tiles, SS."""
    result = runner.invoke(app, ["--lang", "de", *pairs])
    assert (result.exit_code, result.stdout) == (0, found)


def test_german_suggest_ranks_german_words():
    """`suggest --lang de` after RATES=r..E. BÄUME=..U.e ranks German words of five tiles
    and puts a candidate first; with no history it opens with its searched tree's opening
    (data/trees/de-5-likely-optimal-normal.txt, the first guess of every path)."""
    data = json.loads(runner.invoke(app, ["suggest", "--lang", "de", "--json", "-n", "3", "RATES=r..E.", "BÄUME=..U.e"]).stdout)
    guesses = [s["guess"] for s in data["suggestions"]]
    assert set(guesses) <= set(bundle("de", 5).words("allowed")) and guesses[0] in data["candidates"]
    assert sorted(data["candidates"]) == ["FEUER", "HEUER", "NEUER"]
    opening = json.loads(runner.invoke(app, ["suggest", "--lang", "de", "--length", "5", "--json", "-n", "1"]).stdout)
    tree = Path(data_path(tree_file_name(False, "optimal", "likely", "de-5"))).read_text(encoding="utf-8")
    assert {line.split()[0] for line in tree.splitlines() if not line.startswith("#")} == {opening["suggestions"][0]["guess"]}


def test_german_hard_mode_finds_the_asse_family_within_six(tmp_path):
    """Checked by hand: in German hard mode, after RATES=.A.es the eight ?ASSE words (FASSE,
    GASSE, HASSE, KASSE, LASSE, MASSE, NASSE, PASSE) must each keep A, S and E; the order as
    ranked guessed them one by one (RATES HASSE MASSE LASSE KASSE GASSE PASSE NASSE FASSE:
    nine).  Now the second guess is one shown sure for the likely words, as under the day's
    model, and every one is found within six; benchmark plays what suggest says, step by step."""
    from wordfinder.assistant import benchmark_solver, suggest_guess
    from wordfinder.game import game_of

    family = [f"{first}ASSE" for first in "FGHKLMNP"]
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("\n".join(family) + "\n", encoding="utf-8")
    game = game_of("benchmark", {"lang": "de", "length": 5, "secrets": str(secrets), "hard": True})
    runs = benchmark_solver(game, secrets=str(secrets)).result.runs
    assert [run.answer for run in runs] == family and max(len(run.guesses) for run in runs) <= 6
    asked = game_of("suggest", {"lang": "de", "length": 5, "hard": True})
    run = runs[0]
    pairs = [f"{guess}={score(guess, run.answer)}" for guess in run.guesses[:-1]]
    for step, guess in enumerate(run.guesses):
        assert suggest_guess(asked, pairs[:step], top=1).ranked[0].guess == guess, pairs[:step]


@pytest.mark.parametrize("hard", [False, True])
def test_over_the_original_answers_benchmark_and_suggest_play_one_guess(tmp_path, hard):
    """Over another language's original answers (no stored tree), benchmark's games (and
    ``tree``'s, the same decisions) play what suggest answers, step by step: the games opened
    with the one-step estimate's best (es-5: SERÍA) where suggest stores its ranking's first
    (CARES), and in hard mode with the first guess shown sure of 200 (CARES, which loses ?A?AS
    words) where suggest stores the first of 1,000 (ROMEA)."""
    from wordfinder.assistant import benchmark_solver, suggest_guess
    from wordfinder.game import game_of

    lists = bundle("es", 5)
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("\n".join(lists.answers[::1000]) + "\n", encoding="utf-8")
    options = {"lang": "es", "length": 5, "answers": "original", "hard": hard}
    runs = benchmark_solver(game_of("benchmark", {**options, "secrets": str(secrets)}), secrets=str(secrets)).result.runs
    asked = game_of("suggest", options)
    for run in runs:
        tiles = [lists.language.spelled(guess) for guess in run.guesses]
        pairs = [f"{guess}={score(guess, lists.language.spelled(run.answer))}" for guess in tiles]
        for step, guess in enumerate(tiles):
            assert lists.language.spelled(suggest_guess(asked, pairs[:step], top=1).ranked[0].guess) == guess, pairs[:step]


# --- Dutch IJ both ways, hand-checked ------------------------------------------------------------


@pytest.mark.parametrize(("code", "pairs", "found"), [
    # nl, IJ two letters (woordle.nl): BIJNA against ABDIJ is bij.a (B, I, J and A all elsewhere,
    # N absent); ABDIJ, five letters, alone fits.
    ("nl", ["BIJNA=bij.a"], "ABDIJ\n"),
    # ZIJDE=.IJ.. (I and J green, apart) and KLANT grey: BIJOU alone.
    ("nl", ["ZIJDE=.IJ..", "KLANT=....."], "BIJOU\n"),
    ("nl", ["ZĲDE=.IJ..", "KLANT=....."], "BIJOU\n"),  # the ligature typed is I and J
    # nl-ij, IJ one tile (Lingo): PIJLEN is five tiles, P Ĳ L E N; .IJ.EN greens Ĳ, E and N;
    # STOMP grey; ZAKEN z..EN puts a Z elsewhere than first, so third: ?ĲZEN.
    ("nl-ij", ["PIJLEN=.IJ.EN", "STOMP=.....", "ZAKEN=z..EN"], "WIJZEN\nRIJZEN\n"),
])
def test_dutch_games_checked_by_hand_both_ways(code, pairs, found):
    """`--lang nl` counts IJ as two letters and `--lang nl-ij` as one tile; either way the
    words found are shown with IJ, never the ligature."""
    result = runner.invoke(app, ["--lang", code, *pairs])
    assert (result.exit_code, result.stdout) == (0, found)


def test_dutch_lengths_differ_by_tiling():
    """ABDIJ is a five-letter answer in nl and four tiles in nl-ij (no four-tile Dutch list)."""
    assert "ABDIJ" in bundle("nl", 5).answers and "ABDĲ" not in bundle("nl-ij", 5).allowed
    assert bundle("nl-ij", 5).show("WĲZEN") == "WIJZEN"
    result = runner.invoke(app, ["--lang", "nl-ij", "ABDIJ=ABDIJ"])
    assert result.exit_code == 2 and "--lang nl-ij --length 4: no bundled lists" in result.stderr


@pytest.mark.parametrize(("code", "pairs", "candidates"), [
    ("nl", ["BIJNA=bij.a"], ["ABDIJ"]),
    ("nl-ij", ["PIJLEN=.IJ.EN", "STOMP=.....", "ZAKEN=z..EN"], ["WIJZEN", "RIJZEN"]),
])
def test_dutch_suggest_both_ways(code, pairs, candidates):
    """suggest in either tiling names the hand-checked candidates, written with IJ, and puts one first."""
    data = json.loads(runner.invoke(app, ["suggest", "--lang", code, "--json", "-n", "2", *pairs]).stdout)
    assert data["candidates"] == candidates and data["suggestions"][0]["guess"] in candidates


# --- every command shows words as the language writes them (issue 40) -------------------------


def test_tree_shows_guesses_with_their_accents(tmp_path):
    """`tree --lang pt --answers FILE` opens with suggest's opening over the same answers, and
    every guess of the outline is a word of the list as Portuguese writes it (ÁLBUM, never
    its bare tiles), whether the file spells it so or not."""
    lists = bundle("pt", 5)
    answers = [word for word in lists.words("answers") if not word.isascii()][:40] + ["ALBUM"]
    (path := tmp_path / "answers.txt").write_text("\n".join(answers) + "\n", encoding="utf-8")
    options = ["--lang", "pt", "--length", "5", "--answers", str(path)]
    result = runner.invoke(app, ["tree", *options])
    first = runner.invoke(app, ["suggest", *options, "-n", "1"])
    assert result.exit_code == 0 == first.exit_code
    assert result.stdout.splitlines()[0] == first.stdout.splitlines()[1].split()[0]
    guesses = [line.split()[-1] for line in result.stdout.splitlines()]
    assert set(guesses) <= set(lists.words("allowed")) and "ÁLBUM" in guesses and "ALBUM" not in result.stdout


def test_analyze_shows_the_answer_and_best_guesses_with_their_accents():
    """`analyze --lang pt` of TERAS=.e.a. ACUDE=ACUDE names the answer AÇUDE and, after
    TERAS, the best guess CAÍDA (the searched tree's there, CAIDA in its tiles); the pairs
    stay as typed."""
    data = json.loads(runner.invoke(app, ["analyze", "--json", "--lang", "pt", "--length", "5",
                                          "TERAS=.e.a.", "ACUDE=ACUDE"]).stdout)
    review = data["reviews"][0]
    tree = Path(data_path(tree_file_name(False, "optimal", "likely", "pt-5"))).read_text(encoding="utf-8")
    assert ["TERAS", "CAIDA", "ACUDE"] in [line.split() for line in tree.splitlines()]
    assert review["answer"] == "AÇUDE" and review["guesses"][1]["best"] == "CAÍDA"
    assert [g["pair"] for g in review["guesses"]] == ["TERAS=.e.a.", "ACUDE=ACUDE"]


def test_benchmark_shows_answers_and_guesses_with_their_accents(tmp_path):
    """benchmark's games hold the answers and guesses as the language writes them (AÇUDE)."""
    from wordfinder.assistant import benchmark_solver
    from wordfinder.game import game_of

    secrets = tmp_path / "secrets.txt"
    secrets.write_text("açude\n", encoding="utf-8")
    game = game_of("benchmark", {"lang": "pt", "length": 5, "secrets": str(secrets)})
    run = benchmark_solver(game, secrets=str(secrets)).result.runs[0]
    assert run.answer == "AÇUDE" and run.guesses[-1] == "AÇUDE"
    assert all(guess in set(bundle("pt", 5).words("allowed")) for guess in run.guesses)


def test_a_dutch_history_is_written_with_ij_never_the_ligature():
    """suggest --lang nl-ij --json gives the history as typed, IJ two letters (PIJLEN=.IJ.EN),
    though its tiles hold the one tile Ĳ; find's too."""
    data = json.loads(runner.invoke(app, ["suggest", "--lang", "nl-ij", "--json", "-n", "1", "PIJLEN=.IJ.EN"]).stdout)
    assert data["history"] == ["PIJLEN=.IJ.EN"] and not any("Ĳ" in w for w in data["candidates"])
    found = json.loads(runner.invoke(app, ["--lang", "nl-ij", "--json", "PĳLEN=.IJ.EN"]).stdout)
    assert found["history"] == ["PIJLEN=.IJ.EN"]


@pytest.mark.parametrize("typed, tiles", [
    ("STRAßE", "STRASSE"), ("Straße", "Strasse"), ("GRÖßE", "GRÖSSE"), ("Aßß", "ASSSS"), ("ßßA", "SSSSA"),
    ("ßa", "ssa"), ("aßßb", "assssb"),
])
def test_a_german_sharp_s_takes_the_case_of_the_letters_beside_it(typed, tiles):
    """ß has no capital in use: it is SS beside capitals and ss beside small letters, the
    letter before it deciding, or, first in a word, the first letter after it (two found by
    the exactness property: Aßß and ßßA were ASSss and ssssA)."""
    assert LANGUAGES["de"].spelled(typed) == tiles


@settings(max_examples=40, deadline=None)
@given(data=st.data(), code=st.sampled_from(["pt", "es", "fr", "nl", "nl-ij", "da", "de"]))
def test_a_share_block_finds_what_the_pairs_typed_find(data, code):
    """A share block's rows, paired with guesses typed as the language writes them (accents,
    Dutch ij, German ß), find exactly what the same guesses typed as GUESS=SCORE pairs find,
    the secret among them: a guess is read in the game's tiles before its row is paired."""
    lists = bundle(code, 5)
    shown = [lists.shown.get(w, w).lower() for w in lists.answers]
    accented = [w for w in shown if not w.isascii() or "ij" in w]
    secret = lists.language.spelled(data.draw(st.sampled_from(accented)))
    guesses = data.draw(st.lists(st.sampled_from(accented + shown[:50]), min_size=1, max_size=3))
    scores = [score(lists.language.spelled(g).upper(), secret.upper()) for g in guesses]
    block = "Wordle 1 X/6\n\n" + "".join(f"{s.emoji}\n" for s in scores)
    game = Game(language=lists.language)
    typed = ask(Query(tuple(f"{g}={s}" for g, s in zip(guesses, scores))), game)
    pasted = ask(Query(tuple(guesses), share=lambda: block), game)
    assert pasted.candidates == typed.candidates
    assert secret.upper() in {lists.language.spelled(w).upper() for w in pasted.candidates}


@pytest.mark.parametrize("command", [[], ["suggest", "-n", "1"]])
def test_a_dutch_share_block_reads_ij_as_the_game_tiles_it(command):
    """In nl-ij, IJ is one tile: ``ijdele`` pairs with a row of five squares, in find as in
    suggest (which pairs the block before the game is built); the same as the pair typed."""
    block = "Woordle 1 X/6\n\n⬛🟨⬛⬛⬛\n"
    pasted = runner.invoke(app, [*command, "--lang", "nl-ij", "--share", "ijdele"], input=block)
    typed = runner.invoke(app, [*command, "--lang", "nl-ij", "ijdele=.d..."])
    assert (pasted.exit_code, pasted.stdout) == (typed.exit_code, typed.stdout) == (0, typed.stdout)
    assert typed.stdout.strip()


@pytest.mark.parametrize("argv", [
    ["--boards", "2", "TERAS=...../....."],
    ["--boards", "2", "--explain", "TERAS=.e.a./T....", "--words", "AÇUDE", "TOMBO"],
    ["--quantum", "TERAS=+t+e...", "-n", "40"],
    ["--woodle", "--explain", "TERAS=0G2Y", "--words", "açude", "ATRÁS"],
    ["--fibble", "TERAS=.e.a.", "-n", "60"],
    ["--answers", "original", "TERAS=.e.a.", "-n", "60"],
])
def test_every_way_of_finding_writes_words_as_the_language_does(argv):
    """Several boards, Quantum pairs, Fibble, Woodle and --explain show each word as Portuguese
    writes it (AÇUDE, CÓLON), not in its tiles (ACUDE): each word printed is the list's own
    spelling of its tiles, and some of them carry an accent."""
    lists = bundle("pt", 5)
    result = runner.invoke(app, ["--lang", "pt", *argv])
    words = re.findall(r"\b[^\W\d_]{5}\b", result.stdout.replace("|", " "))
    words = [w for w in words if w.isupper() and w not in ("TERAS",)]
    assert result.exit_code == 0 and words
    assert all(lists.show(lists.language.spelled(w)) == w for w in words), words
    assert any(not w.isascii() for w in words)


@pytest.mark.parametrize("argv", [["--answers", "original"], ["--boards", "2"], ["--fibble"], ["--quantum"]])
def test_the_plausible_words_are_the_languages_answers(argv):
    """The words listed first as plausible are German answers, not the NYT's English answers
    that German allows (BLOCK, COMIC): in JSON, every plausible word is a German answer, and
    the candidates start with them."""
    lists = bundle("de", 5)
    answers = {lists.show(w) for w in lists.answers}
    scores = {"--boards": "RATEN=...../.....", "--quantum": "RATEN=+r+a...", "--fibble": "RATEN=.....",
              "--answers": "RATEN=....."}
    result = runner.invoke(app, ["--lang", "de", "--json", *argv, scores[argv[0]], "-n", "5000"])
    document = json.loads(result.stdout)
    boards = document.get("per_board") or [document]
    for board in boards:
        plausible = [w for item in board["plausible"] for w in ([item] if isinstance(item, str) else item)]
        candidates = [w for item in board["candidates"] for w in ([item] if isinstance(item, str) else item)]
        assert plausible and set(plausible) == {w for w in candidates if w in answers}
        assert candidates[: len(plausible)] == plausible or argv == ["--quantum"]
    if argv == ["--answers", "original"]:  # ordered by the language's own model: alphabetical, all alike
        assert document["candidates"] == sorted(document["candidates"], key=lists.language.spelled)


def _words_in(document: object) -> list[str]:
    """Every five-letter word (a string of letters, upper case) anywhere in a JSON document."""
    if isinstance(document, dict):
        return [w for value in document.values() for w in _words_in(value)]
    if isinstance(document, list):
        return [w for value in document for w in _words_in(value)]
    return [document] if isinstance(document, str) and len(document) == 5 and document.isalpha() and document.isupper() else []


@pytest.mark.parametrize("argv", [
    ["suggest", "--boards", "2", "TERAS=.e.a./T...."],
    ["suggest", "--fibble", "TERAS=.e.a.", "-n", "40"],
    ["suggest", "--woodle", "TERAS=0G2Y", "-n", "40"],
    ["benchmark", "--fibble", "--secrets", "{secrets}"],
])
def test_the_solvers_advice_writes_words_as_the_language_does(argv, tmp_path):
    """suggest on several boards, under Fibble and Woodle, and Fibble's benchmark write every
    word as Portuguese does (ÂNIMO, ÁCIDA, SERÃO), not in tiles (ANIMO)."""
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("caída\nmédia\nserão\n", encoding="utf-8")
    lists = bundle("pt", 5)
    result = runner.invoke(app, [argv[0], "--lang", "pt", "--json", *(a.format(secrets=secrets) for a in argv[1:])])
    assert result.exit_code == 0, result.output
    words = [w for w in _words_in(json.loads(result.stdout)) if w != "TERAS"]
    assert words and all(lists.show(lists.language.spelled(w)) == w for w in words), words
    assert any(not w.isascii() for w in words)


def test_suggest_v_reads_the_pairs_in_the_games_tiles():
    """suggest -v shows what the pairs establish in nl-ij's tiles (IJ one tile: five
    positions), as find -v does; it read them in English letters, six positions."""
    pairs = ["--lang", "nl-ij", "ALTIJD=...ij.", "-v"]
    suggested = runner.invoke(app, ["suggest", "-n", "1", *pairs])
    found = runner.invoke(app, pairs)
    facts = [line for line in suggested.stderr.splitlines() if line.startswith("wrong_spot")]
    assert suggested.exit_code == 0 and facts == [line for line in found.stderr.splitlines()
                                                  if line.startswith("wrong_spot")]
    assert facts[0].count(",") == 4


def test_score_names_the_answers_as_the_language_writes_them(tmp_path):
    """score --lang pt names a game's answer with its accents, in a failure and in JSON (it
    said ACUDE), and the scores are still checked in tiles."""
    games = tmp_path / "games.md"
    games.write_text("* 1: `TERAS=.e.a. CHUPE=C.u.E` yields `açude`\n* 2: `TERAS=.e.a.` includes `AÇUDE`\n",
                     encoding="utf-8")
    text = runner.invoke(app, ["score", "--lang", "pt", str(games)])
    document = json.loads(runner.invoke(app, ["score", "--lang", "pt", "--json", str(games)]).stdout)
    assert text.exit_code == 1 and "CHUPE scores c.U.E against AÇUDE, not C.u.E" in text.stdout
    assert [r["answers"] for r in document["results"]] == [["AÇUDE"], ["AÇUDE"]]
    assert [bool(r["failure_reasons"]) for r in document["results"]] == [True, False]


def test_explain_quotes_dutch_pairs_as_typed():
    """In nl-ij the reasons quote the pairs with IJ as typed (ALTIJD=...IJ.), not the ligature."""
    result = runner.invoke(app, ["--lang", "nl-ij", "--explain", "ALTIJD=...IJ.", "--words", "KIJKEN"])
    assert result.exit_code == 1 and "(ALTIJD=...IJ.)" in result.stdout
    assert "Ĳ" not in result.stdout and "ĳ" not in result.stdout
