"""--lang and --length in every command: the bundled lists of a language and length,
pairs read in its tile letters, and one line naming what exists when there are none."""

import json
import math

import pytest

from conftest import GAMES
from typer.testing import CliRunner

from wordfinder.bundles import bundle, chosen
from wordfinder.cli.app import app
from wordfinder.feedback import score

runner = CliRunner()

SOLVER_COMMANDS = {
    "find": ["PALABRERO=........."], "score": [f"{GAMES}/seeds.md"], "play": [], "suggest": [], "benchmark": [],
    "tree": [], "analyze": ["CRANE=CRANE"],
}


@pytest.mark.parametrize("command", sorted(SOLVER_COMMANDS))
@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--lang", "xx"], "--lang 'xx': no such language; bundled: en, es, fr, pt, nl, nl-ij, da, de"),
        (["--lang", "nl", "--length", "9"], "--lang nl --length 9: no bundled lists; bundled: en 4-8, es 5-8, fr 4-9,"),
    ],
)
def test_every_command_names_what_is_bundled(command, options, message):
    """An unknown language or a length with no lists is one error line in every command, exit 2."""
    result = runner.invoke(app, [command, *options, *SOLVER_COMMANDS[command]], input="")
    assert (result.exit_code, result.stdout) == (2, "")
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith(f"wordfinder: error: {message}")


def test_chosen_is_none_for_the_nyt_lists():
    """No option, or English at five letters, names the NYT's lists; anything else its bundle."""
    assert chosen() is chosen("en", 5) is chosen(None, 5) is chosen("en") is None
    assert chosen("es") is bundle("es", 5) and chosen(None, 6) is bundle("en", 6)


@pytest.fixture
def spanish(tmp_path, private_cache) -> str:
    """A Spanish answers file typed with accents and Ñ (ÁRBOL is the tiles ARBOL)."""
    path = tmp_path / "es.txt"
    path.write_text("NIÑOS\nAÑEJO\nÁRBOL\nSUEÑO\nNINOS\n", encoding="utf-8")
    return str(path)


def test_suggest_reads_pairs_in_the_languages_tiles(spanish):
    """suggest --lang es folds a typed accent and keeps Ñ: the candidates are exactly the
    answers that replay the score (SUEÑO, not a word with N there)."""
    earned = str(score("ARBOL", "SUEÑO"))
    result = runner.invoke(app, ["suggest", "--lang", "es", "--answers", spanish, "--json", "-n", "1", f"ÁRBOL={earned}"])
    assert result.exit_code == 0, result.output
    expected = [w for w in ("NIÑOS", "AÑEJO", "ARBOL", "SUEÑO", "NINOS") if str(score("ARBOL", w)) == earned]
    assert json.loads(result.stdout)["candidates"] == expected


def test_benchmark_and_tree_play_the_languages_lists(spanish):
    """benchmark and tree --lang es play every answer of the file with the Spanish guesses."""
    played = runner.invoke(app, ["benchmark", "--lang", "es", "--answers", spanish, "--json"])
    assert played.exit_code == 0, played.output
    assert (json.loads(played.stdout)["games"], json.loads(played.stdout)["failures"]) == (5, 0)
    tree = runner.invoke(app, ["tree", "--lang", "es", "--answers", spanish, "--json"])
    assert tree.exit_code == 0 and "ÁRBOL" in tree.stdout and "SUEÑO" in tree.stdout  # as Spanish writes them


def test_score_and_analyze_read_accented_games(tmp_path, private_cache):
    """score --lang pt replays a game written with accents; analyze --lang pt reviews its pairs."""
    games = tmp_path / "pt.md"
    games.write_text("* 1: `VERDE=...DE AÇUDE=AÇUDE` yields `AÇUDE`\n", encoding="utf-8")
    replayed = runner.invoke(app, ["score", "--lang", "pt", str(games)])
    assert (replayed.exit_code, replayed.stdout) == (0, "1 game, 0 failures, 0 warnings\n")
    answers = tmp_path / "answers.txt"
    answers.write_text("AÇUDE\nMUNDO\nACIMA\nVERDE\n", encoding="utf-8")
    reviewed = runner.invoke(app, ["analyze", "--lang", "pt", "--answers", str(answers), "VERDE=...DE", "AÇUDE=AÇUDE"])
    assert reviewed.exit_code == 0 and reviewed.stdout.startswith("game 1 AÇUDE (the pairs given)\n")


# --- files of words, read in the game's language ---------------------------------------


@pytest.fixture
def accented(tmp_path, private_cache):
    """Files written with accents: Portuguese words, French words, a French games file."""
    files = {
        "pt.txt": "SUÍTE\nCORAÇÃO\n",
        "played.txt": "2024-06-01 TUÍTE\n",
        "fr-words.txt": "CRANE\nÉLÈVE\nELEVE\n",
        "fr-answers.txt": "ÉLÈVE\n",
        "fr-4.txt": "CAFÉ\nCÔTÉ\n",
        "fr.md": "* 1: `CRANE=....E ÉLÈVE=ÉLÈVE` yields `ÉLÈVE`\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return {name: str(tmp_path / name) for name in files}


@pytest.mark.parametrize("option", ["--answers", "--word-file"])
def test_find_reads_a_word_file_in_the_languages_tiles(accented, option):
    """find --lang pt finds SUÍTE in an answers file or a word list written with its accent."""
    result = runner.invoke(app, ["find", "--lang", "pt", option, accented["pt.txt"], "SUITE=SUITE"])
    assert (result.exit_code, result.stdout) == (0, "SUÍTE\n")


@pytest.mark.parametrize("option", ["--answers", "--word-file"])
def test_play_reads_a_word_file_in_the_languages_tiles(accented, option):
    """play --lang pt draws SUÍTE from a file written with its accent, and `suite` wins."""
    result = runner.invoke(app, ["play", "--lang", "pt", option, accented["pt.txt"], "--seed", "2"],
                           input="suite\n")
    assert result.exit_code == 0 and "Result: 🟩🟩🟩🟩🟩" in result.stdout


def test_suggest_reads_past_answers_in_the_languages_tiles(accented):
    """suggest --lang pt down-weights TUÍTE, a past answer written with its accent."""
    result = runner.invoke(app, ["suggest", "--lang", "pt", "--played", accented["played.txt"], "--json", "-n", "1",
                                 "SUITE=.UITE"])
    assert result.exit_code == 0 and json.loads(result.stdout)["past_answers"] == 1


def test_find_down_weights_past_answers_under_the_languages_prior(accented):
    """find --lang pt --played lowers TUÍTE's chance under the Portuguese prior, the other
    words keeping their odds against each other (the English prior gave them other odds)."""
    def chances(*options: str) -> dict[str, float]:
        result = runner.invoke(app, ["find", "--lang", "pt", "--json", *options, "SUITE=.UITE"])
        return json.loads(result.stdout)["probabilities"]

    plain, played = chances(), chances("--played", accented["played.txt"])
    assert played["TUÍTE"] < plain["TUÍTE"]
    for word in ("CUITÉ",):
        assert math.isclose(played["QUITE"] / played[word], plain["QUITE"] / plain[word], rel_tol=0.01), word


def test_score_reads_word_files_and_games_in_the_languages_tiles(accented):
    """score --lang fr replays ÉLÈVE against a word list and answers written with accents: the
    answer is listed and the one plausible answer left, as `yields` says."""
    result = runner.invoke(app, ["score", "--lang", "fr", "--word-file", accented["fr-words.txt"],
                                 "--answers-file", accented["fr-answers.txt"], accented["fr.md"]])
    assert (result.exit_code, result.stdout) == (0, "1 game, 0 failures, 0 warnings\n")


def test_analyze_reads_a_games_file_in_the_languages_tiles(accented):
    """analyze --lang fr reviews a games file whose answer has accents, as score reads it."""
    result = runner.invoke(app, ["analyze", "--lang", "fr", accented["fr.md"]])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"game 1 ÉLEVÉ ({accented['fr.md']}:1) [likely answer model]\nCRANE=....E\t")


def test_benchmark_reads_secrets_in_the_languages_tiles(accented):
    """benchmark --lang fr --length 4 plays CAFÉ and CÔTÉ as the listed words CAFE and COTE."""
    result = runner.invoke(app, ["benchmark", "--lang", "fr", "--length", "4", "--secrets", accented["fr-4.txt"],
                                 "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["games"], summary["outside"]) == (2, 0)


@pytest.mark.parametrize("lang, length", [("pt", 5), ("fr", 5), ("es", 6)])
def test_benchmark_opens_with_the_guess_suggest_puts_first(tmp_path, monkeypatch, lang, length):
    """Under a language's likely model, benchmark --secrets opens with suggest's first guess,
    the stored opening, never ranked afresh (a 20,000-word list's took 30 s a run)."""
    from wordfinder.solver import playing

    choose = playing._choose
    monkeypatch.setattr(playing, "_choose", lambda puzzle, node, *rest: choose(puzzle, node, *rest)
                        if node.history else pytest.fail("the opening was ranked afresh"))
    secrets = tmp_path / "secrets.txt"
    secrets.write_text(bundle(lang, length).answers[0] + "\n", encoding="utf-8")
    played = runner.invoke(app, ["benchmark", "--lang", lang, "--length", str(length), "--secrets", str(secrets),
                                 "--json"])
    suggested = runner.invoke(app, ["suggest", "--lang", lang, "--length", str(length), "--json", "-n", "1"])
    assert played.exit_code == suggested.exit_code == 0, played.output + suggested.output
    first = json.loads(suggested.stdout)["suggestions"][0]["guess"]
    assert json.loads(played.stdout)["opening"] == first  # both as the language writes it


# --- wordfinder lists ------------------------------------------------------------------


def test_lists_prints_a_row_a_bundle():
    """Piped, `lists` prints one tab-separated row a bundle with its counts and licence."""
    result = runner.invoke(app, ["lists", "--length", "5"])
    assert result.exit_code == 0
    rows = [line.split("\t") for line in result.stdout.splitlines()]
    assert [(r[0], int(r[1])) for r in rows] == [("en", 5), ("es", 5), ("fr", 5), ("pt", 5), ("nl", 5), ("nl-ij", 5), ("da", 5), ("de", 5)]
    assert rows[3][2:4] == [str(len(bundle("pt", 5).answers)), str(len(bundle("pt", 5).allowed))]
    assert all("GPL" not in r[7] for r in rows)
    assert [r[4] for r in rows] == ["-", "42%", "37%", "63%", "24%", "25%", "35%", "36%"]


def test_lists_gives_the_share_of_inflected_answers():
    """`lists --json` gives each list's share of inflected answers, as its table's first header
    line says (null for English's, base forms only), with its source and licence."""
    rows = json.loads(runner.invoke(app, ["lists", "--json", "--lang", "fr"]).stdout)["lists"]
    assert [(r["length"], r["inflected_share"]) for r in rows] == [(4, 0.3), (5, 0.37), (6, 0.48), (7, 0.5), (8, 0.51), (9, 0.53)]
    assert all(r["source"].startswith("Hunspell fr") and r["licence"].startswith("MPL-2.0") for r in rows)
    english = json.loads(runner.invoke(app, ["lists", "--json", "--lang", "en", "--length", "6"]).stdout)["lists"]
    assert english[0]["inflected_share"] is None


@pytest.mark.parametrize("flag", ["--answers", "--allowed", "--show=answers"])
def test_lists_prints_a_lists_words_as_written(flag):
    """`lists --lang pt --answers` (or --allowed) prints the words one a line, accents kept,
    one a tile spelling."""
    result = runner.invoke(app, ["lists", "--lang", "pt", "--length", "5", flag])
    chosen = bundle("pt", 5)
    words = result.stdout.splitlines()
    assert result.exit_code == 0
    assert len(words) == len(chosen.allowed if flag == "--allowed" else chosen.answers)
    assert "AÇUDE" in words and "ACUDE" not in words
    assert [chosen.language.spelled(w) for w in words] == list(chosen.allowed if flag == "--allowed" else chosen.answers)


@pytest.mark.parametrize(("model", "hard"), [("likely", False), ("original", False), ("original", True)])
def test_every_list_has_a_stored_opening(model, hard, monkeypatch):
    """suggest --lang L --length K with no history answers from data/openings.json, never
    ranking afresh, for every bundled list, under the likely model and the original answers,
    these in hard mode too (whose check for a sure opening takes up to minutes)."""
    from wordfinder.bundles import available
    from wordfinder.solver import suggesting
    from wordfinder.game import NYT
    from wordfinder.languages import language
    from wordfinder.solver.advice import advise

    monkeypatch.setattr(suggesting, "suggest", lambda *args, **kwargs: pytest.fail("ranked afresh"))
    for pair in available():
        lists = chosen(*pair)
        found = advise(NYT.changed(language=language(pair[0]), length=pair[1], answers=model, hard=hard), (), "optimal")
        assert found.ranked[0].guess in (lists.allowed if lists else bundle("en", 5).allowed), pair


@pytest.mark.parametrize("hard", [False, True])
def test_every_opening_played_over_the_original_answers_is_suggests(hard, monkeypatch):
    """Over a list's original answers, the optimal strategy's first guess (tree's, play's
    hints') is the one suggest answers, read from data/openings.json and never ranked afresh:
    es-5 in hard mode opens with the stored ROMEA, where ranking afresh (13 s) plays CARES.
    The lists of four to six letters: the longer ones take seconds more to read, and their
    openings are stored by the same code."""
    from wordfinder.bundles import available
    from wordfinder.game import NYT
    from wordfinder.languages import language
    from wordfinder.solver import optimal
    from wordfinder.solver.advice import advise
    from wordfinder.solver.hard_rows import hard_rule
    from wordfinder.solver.puzzle import puzzle_of
    from wordfinder.solver.strategies import Node

    monkeypatch.setattr(optimal, "suggestions", lambda *args, **kwargs: pytest.fail("ranked afresh"))
    for code, length in [pair for pair in available() if pair[1] <= 6]:
        game = NYT.changed(language=language(code), length=length, answers="original", hard=hard)
        puzzle = puzzle_of(game)
        root = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
        assert puzzle.guesses[optimal.choice(puzzle, root)] == advise(game, (), "optimal", top=1).ranked[0].guess, (code, length)
