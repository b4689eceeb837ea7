"""The solver's commands: suggest, benchmark and analyze; exact output, JSON and exit codes."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import wordfinder
from typer.testing import CliRunner

from wordfinder.cli.app import app
from conftest import GAMES, SMALL_ANSWERS, SMALL_GUESSES, through_console_script

runner = CliRunner()

GAMES = """\
# Games

* 1: `BAT=.AT CAT=CAT` yields `CAT`
* 2: `BAT=BAT` yields `BAT|CUP`
* 3: `BCH=B.. BAT=BAT` yields `BAT`
"""


pytestmark = pytest.mark.usefixtures("private_cache")


@pytest.fixture
def lists(small_lists):
    """Options naming the small guess and answer lists."""
    return ["--word-file", small_lists[0], "--answers-file", small_lists[1]]


@pytest.fixture
def games_file(tmp_path):
    """Two classic games and a quantum one over the small lists."""
    path = tmp_path / "games.md"
    path.write_text(GAMES, encoding="utf-8")
    return str(path)


def run(*args: str):
    """The result of running wordfinder with ``args``."""
    return runner.invoke(app, list(args))


# --- suggest ---------------------------------------------------------------------------------


def test_suggest_plain_output(lists):
    """Piped, a reason line, then one line per guess with its figures."""
    result = run("suggest", "--strategy", "lookahead", *lists)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "# 4 candidates; lookahead: BCH has the fewest expected guesses to finish, 2.000 estimated: 2.00 bits, "
        "1.0 of 4 candidates left on average, 1 at worst; it cannot be the answer but splits them better",
        "BCH bits=2.000 left=1.00 worst=1 answer=no hard=ok estimated_guesses_to_finish=2.0000",
        "BAT bits=0.811 left=2.25 worst=3 answer=yes hard=ok estimated_guesses_to_finish=2.5000",
        "CAT bits=0.811 left=2.25 worst=3 answer=yes hard=ok estimated_guesses_to_finish=2.5000",
        "HAT bits=0.811 left=2.25 worst=3 answer=yes hard=ok estimated_guesses_to_finish=2.5000",
        "MAT bits=0.811 left=2.25 worst=3 answer=yes hard=ok estimated_guesses_to_finish=2.5000",
    ]


def test_suggest_after_a_guess(lists):
    """After BAT=.AT three answers are left and the hard-mode column marks BCH illegal."""
    result = run("suggest", "BAT=.AT", "--strategy", "entropy", "--top", "2", *lists)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1:] == [
        "BCH bits=1.585 left=1.00 worst=1 answer=no hard=no",
        "CAT bits=0.918 left=1.33 worst=2 answer=yes hard=ok",
    ]


def test_suggest_hard_mode_keeps_the_hints(lists):
    """With --hard, the probe that drops the revealed A and T is not offered."""
    result = run("suggest", "BAT=.AT", "--hard", "--strategy", "entropy", *lists)
    assert [line.split()[0] for line in result.stdout.splitlines()[1:]] == ["CAT", "HAT", "MAT"]


def test_suggest_json(lists):
    """--json gives the candidates, the reason and each guess's figures; answers win BCH's tie."""
    result = run("suggest", "BAT=.AT", "--json", "--top", "4", "-s", "lookahead", *lists)
    assert result.exit_code == 0
    document = json.loads(result.stdout)
    assert document["count"] == 3 and document["candidates"] == ["CAT", "HAT", "MAT"]
    assert document["history"] == ["BAT=.AT"] and document["figure_name"] == "estimated guesses to finish"
    assert (document["command"], document["strategy"]) == ("suggest", "lookahead")
    assert document["suggestions"] == [
        {
            "guess": "CAT",
            "expected_bits": 0.9183,
            "expected_left": 1.3333,
            "worst_left": 2,
            "possible": True,
            "hard_legal": True,
            "figure": 2.0,
            "played": None,
            "bound": None,
        },
        {
            "guess": "HAT",
            "expected_bits": 0.9183,
            "expected_left": 1.3333,
            "worst_left": 2,
            "possible": True,
            "hard_legal": True,
            "figure": 2.0,
            "played": None,
            "bound": None,
        },
        {
            "guess": "MAT",
            "expected_bits": 0.9183,
            "expected_left": 1.3333,
            "worst_left": 2,
            "possible": True,
            "hard_legal": True,
            "figure": 2.0,
            "played": None,
            "bound": None,
        },
        {
            "guess": "BCH",
            "expected_bits": 1.585,
            "expected_left": 1.0,
            "worst_left": 1,
            "possible": False,
            "hard_legal": False,
            "figure": 2.0,
            "played": None,
            "bound": None,
        },
    ]


def test_suggest_opening_of_the_bundled_lists():
    """With no history, the bundled lists and --answers original the stored opening is listed."""
    result = run("suggest", "--top", "2", "--json", "--answers", "original")
    document = json.loads(result.stdout)
    assert document["count"] == len(document["candidates"]) == 2315
    assert [s["guess"] for s in document["suggestions"]] == ["TARSE", "REAST"]


@pytest.mark.parametrize("command", ["suggest", "analyze"])
def test_today_s_game_is_the_default_model(command, tmp_path):
    """Without --answers, suggest and analyze rank for today's Wordle (the likely model) and
    say so; with --answers original, for the 2,315 original answers."""
    games = tmp_path / "games.md"
    games.write_text("* 1: `CRANE=..a.e SLATE=.LATE` yields `PLATE`\n", encoding="utf-8")
    args = ["CRANE=..a.e"] if command == "suggest" else [str(games)]
    default = json.loads(run(command, "--json", *args).stdout)
    original = json.loads(run(command, "--json", "--answers", "original", *args).stdout)
    assert (default["model"], original["model"]) == ("likely", "original")
    if command == "suggest":
        assert default["count"] > original["count"] and set(original["candidates"]) < set(default["candidates"])


@pytest.mark.parametrize(
    "args",
    [
        ["SPEED=...e."],
        ["CRANE=.....", "CRANE=C...."],
        ["CRANE=....x"],
        ["--strategy", "random"],
        ["--top", "0"],
    ],
)
def test_suggest_bad_input(args):
    """Impossible scores, contradictions, typos and bad options: one stderr line, exit 2."""
    result = run("suggest", *args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith("wordfinder: error: ")


def test_suggest_no_word_fits(lists):
    """A history no word of the lists fits: one stderr line, exit 1."""
    result = run("suggest", "BAT=..T", *lists)
    assert result.exit_code == 1
    assert (
        result.stderr
        == "wordfinder: error: 'BAT=..T': no word of the word list fits these scores\n"
    )


# --- benchmark ---------------------------------------------------------------------------------


def test_benchmark_json(lists):
    """--json gives the games, mean, maximum, failures, distribution and time."""
    result = run("benchmark", "--json", "-s", "lookahead", *lists)
    assert result.exit_code == 0
    document = json.loads(result.stdout)
    seconds = document.pop("seconds")
    assert seconds >= 0
    assert document == {
        "command": "benchmark",
        "version": wordfinder.__version__,
        "games": 4,
        "total": 8,
        "mean": 2.0,
        "max": 2,
        "failures": 0,
        "distribution": {"1": 0, "2": 4},
        "strategy": "lookahead",
        "hard": False,
        "opening": "BCH",
        "jobs": 1,
    }


def test_benchmark_plain_output(lists):
    """Piped, one figure a line, then one line per number of guesses."""
    result = run("benchmark", "--strategy", "minimax", *lists)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[:6] == [
        "strategy minimax",
        "opening BCH",
        "games 4",
        "mean 2.0",
        "max 2",
        "failures 0",
    ]
    assert lines[6].startswith("seconds ")
    assert lines[7:] == ["guesses 1: 0", "guesses 2: 4"]


def test_benchmark_with_processes(lists):
    """--jobs 2 plays the same games."""
    result = run("benchmark", "--json", "--jobs", "2", "--hard", *lists)
    assert json.loads(result.stdout)["distribution"] == {"1": 0, "2": 4}


def test_benchmark_unreadable_answers(tmp_path):
    """A missing answers file: one stderr line, exit 2."""
    result = run("benchmark", "--answers-file", str(tmp_path / "missing.txt"))
    assert result.exit_code == 2
    assert "missing.txt" in result.stderr


# --- analyze --------------------------------------------------------------------------------------


def test_analyze_plain_output(lists, games_file):
    """Piped, a line per game then a line per guess; quantum games are skipped with a note."""
    result = run("analyze", games_file, *lists)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        f"game 1 CAT ({games_file}:3)",
        "BAT=.AT\t4 -> 3 left\t0.42 bits of 0.81 expected\tbest BCH 2.00 (2.00 here)\tskill -1.19\tluck -0.40",
        "CAT=CAT\t3 -> 1 left\t1.58 bits of 0.92 expected\tbest CAT 0.92 (1.58 here)\tskill +0.00\tluck +0.67",
        f"game 3 BAT ({games_file}:5)",
        "BCH=B..\t4 -> 1 left\t2.00 bits of 2.00 expected\tbest BCH 2.00 (2.00 here)\tskill +0.00\tluck +0.00",
        "BAT=BAT\t1 -> 1 left\t0.00 bits of 0.00 expected\tbest BAT 0.00 (0.00 here)\tskill +0.00\tluck +0.00",
    ]
    assert result.stderr == "wordfinder: note: skipped 1 Quantum Wordle game\n"


def test_analyze_json_one_game(lists, games_file):
    """--game N reviews that game only; --json gives each guess's figures."""
    result = run("analyze", games_file, "--game", "1", "--json", *lists)
    assert result.exit_code == 0
    document = json.loads(result.stdout)
    assert document["skipped_quantum"] == 0
    assert document["games"] == 1
    (game,) = document["reviews"]
    assert (game["game"], game["answer"], game["in_answers"]) == (1, "CAT", True)
    first = game["guesses"][0]
    assert (first["pair"], first["count_before"], first["count_after"], first["best"]) == (
        "BAT=.AT",
        4,
        3,
        "BCH",
    )
    assert first["skill"] == pytest.approx(
        first["expected_bits"] - first["best_expected_bits"], abs=1e-3
    )


def test_benchmark_plays_a_secret_missing_from_the_allowed_words(lists, tmp_path):
    """--secrets with a word the allowed list lacks: it is played (the solver's model gains
    it as its least likely word) and counted as outside; under original it is refused."""
    word_file = lists[lists.index("--word-file") + 1]
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("BAT\nZAT\n", encoding="utf-8")
    result = run("benchmark", "--secrets", str(secrets), "--word-file", word_file, "--json")
    assert result.exit_code == 0
    document = json.loads(result.stdout)
    assert (document["games"], document["outside"], document["failures"]) == (2, 1, 0)
    text = run("benchmark", "--secrets", str(secrets), "--word-file", word_file).stdout
    assert "outside 1 (not allowed words: played as the least likely)" in text.splitlines()
    for models in (["--answers", "likely"], ["--secrets", str(secrets)]):
        boards = run("benchmark", "--boards", "2", "--games", "3", *models)
        assert boards.exit_code == 2 and len(boards.stderr.splitlines()) == 1
        assert f"{models[0]} " in boards.stderr and "for Wordle on one board" in boards.stderr or \
            "are for one board; multi-board games play for the original answers" in boards.stderr
    secrets.write_text("CRANE\nGIZMO\n", encoding="utf-8")
    refused = run("benchmark", "--secrets", str(secrets), "--answers", "original")
    assert refused.exit_code == 2
    assert refused.stderr == (
        "wordfinder: error: 'GIZMO' (1 secret in all): not a word the 'original' answer model allows; "
        "try --answers likely\n"
    )


def test_analyze_under_an_answer_model(lists, games_file):
    """--answers all reviews over every allowed word, equally likely, and says so; under an
    answers file the model is named by its path; a model and a file at once is an error."""
    word_file = lists[lists.index("--word-file") + 1]
    result = run("analyze", games_file, "--game", "1", "--answers", "all", "--word-file", word_file)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == f"game 1 CAT ({games_file}:3) [all answer model]"
    assert lines[1].startswith("BAT=.AT\t5 -> 3 left\t0.74 bits of ")  # BCH is a candidate too
    document = json.loads(run("analyze", games_file, "--game", "1", "--answers", "all", "--json",
                              "--word-file", word_file).stdout)
    assert document["model"] == "all" and document["reviews"][0]["guesses"][0]["count_before"] == 5
    answers = lists[lists.index("--answers-file") + 1]
    assert json.loads(run("analyze", games_file, "--game", "1", "--json", *lists).stdout)["model"] == answers
    refused = run("analyze", games_file, "--answers", "likely", *lists)
    assert refused.exit_code == 2
    assert refused.stderr == (
        "wordfinder: error: --answers (or --answers-file) is given twice: give one answer model, --answers MODEL|FILE\n"
    )


def test_analyze_skips_multi_board_games(lists, tmp_path):
    """A multi-board record is skipped with a note on stderr, as a quantum one is; the
    one-board games beside it are reviewed, and the JSON document counts the skipped."""
    path = tmp_path / "mixed.md"
    path.write_text("* 1: `BAT=.AT CAT=CAT` yields `CAT`\n* 2: `BAT=.AT/BAT HAT=HAT/-` yields `HAT/BAT`\n",
                    encoding="utf-8")
    result = run("analyze", str(path), *lists)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[0].startswith("game 1 CAT ")
    assert "game 2" not in result.stdout
    assert result.stderr == "wordfinder: note: skipped 1 multi-board game\n"
    document = json.loads(run("analyze", str(path), "--json", *lists).stdout)
    assert (document["games"], document["skipped_boards"], document["skipped_quantum"]) == (1, 1, 0)
    alone = run("analyze", str(path), "--game", "2", *lists)
    assert alone.exit_code == 2
    assert alone.stderr.splitlines()[-1] == "wordfinder: error: no one-board classic game numbered 2 to analyze"


@pytest.mark.parametrize("args", [["--game", "9"], ["--game", "2"]])
def test_analyze_no_such_game(lists, games_file, args):
    """Asking for a game that is missing (or quantum): one stderr error line, exit 2."""
    result = run("analyze", games_file, *args, *lists)
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1].startswith("wordfinder: error: no one-board classic game numbered")


# --- the console script ---------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["suggest", "benchmark", "analyze"])
def test_help_through_the_console_script(command):
    """`wordfinder COMMAND --help` reaches the typer app and ends with an example."""
    result = subprocess.run(
        [sys.executable, "-m", "wordfinder", command, "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0
    assert f"wordfinder {command}" in result.stdout and "Example" in result.stdout


@pytest.mark.parametrize(
    "args",
    [["CRANE=....."], ["score", f"{GAMES}/seeds.md"], ["play", "--seed", "1"], ["suggest", "--help"]],
)
def test_numpy_is_imported_only_by_the_solver(args):
    """Finding, replaying and playing never import numpy (python -X importtime shows every import)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", *args],
        capture_output=True,
        text=True,
        input="",
        check=False,
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert "wordfinder.cli.entry" in imported
    assert "numpy" not in imported


def test_the_solver_does_import_numpy(lists):
    """The check above would see numpy: suggest imports it."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", "suggest", *lists],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0
    assert "numpy" in {
        line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line
    }


# --- the optimal strategy (the default) ------------------------------------------------------


def test_optimal_is_the_default_and_exact(lists):
    """suggest's default strategy is the exact search: BCH tells the four answers apart, so
    every answer is found in two guesses, 2.0 exactly, and the reason says so."""
    result = run("suggest", "--json", *lists)
    document = json.loads(result.stdout)
    assert document["strategy"] == "optimal" and document["complete"] is True
    best = document["suggestions"][0]
    assert (best["guess"], best["figure"], best["bound"]) == ("BCH", 2.0, None)
    assert "2.0000 exactly" in document["why"]


def test_optimal_benchmark_replays_the_stored_tree():
    """On the bundled lists the optimal benchmark plays the stored tree: the proven optimum,
    7,907 guesses over the 2,315 answers, none over six."""
    document = json.loads(run("benchmark", "--json").stdout)
    assert (document["strategy"], document["opening"]) == ("optimal", "TARSE")
    assert (document["games"], document["total"], document["max"], document["failures"]) == (2315, 7907, 6, 0)


@pytest.mark.parametrize("hard", [False, True])
def test_tree_json_wins_every_answer(hard):
    """The printed optimal tree, read as JSON, finds every answer within six allowed guesses,
    each score given by the feedback engine (and obeying hard mode with --hard)."""
    from wordfinder.feedback import score
    from wordfinder.hardmode import hard_mode_problem
    from wordfinder.words import ALLOWED, ANSWERS, bundled

    tree = json.loads(run("tree", "--format", "json", *(["--hard"] if hard else [])).stdout)
    allowed, total = set(bundled(ALLOWED)), 0
    for answer in bundled(ANSWERS):
        node, history = tree, []
        while True:
            assert node["guess"] in allowed
            assert not hard or hard_mode_problem(history, node["guess"]) is None
            history.append(earned := score(node["guess"], answer))
            if earned.is_win:
                break
            node = node["then"][str(earned)]
        assert len(history) <= 6
        total += len(history)
    assert total == (8120 if hard else 7907)


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
def test_tree_of_a_strategy_is_what_benchmark_plays(hard):
    """On the bundled lists, tree prints the strategy's stored tree (at once, as benchmark
    replays it): every answer's game through the printed JSON is the benchmark's."""
    from wordfinder.feedback import score
    from wordfinder.words import ANSWERS, bundled

    mode = ["--hard"] if hard else []
    tree = json.loads(run("tree", "-s", "frequency", "--format", "json", *mode).stdout)
    played = json.loads(run("benchmark", "-s", "frequency", "--json", *mode).stdout)
    assert tree["guess"] == played["opening"]
    total = 0
    for answer in bundled(ANSWERS):
        node, guesses = tree, 0
        while True:
            guesses += 1
            earned = score(node["guess"], answer)
            if earned.is_win:
                break
            node = node["then"][str(earned)]
        total += guesses
    assert total == played["total"]


@pytest.mark.parametrize("fmt", ["text", "dot"])
def test_tree_of_another_strategy(lists, fmt):
    """Every strategy has a tree; the outline and the graph name each guess, and end their
    last line (a pipe into another tool gets whole lines)."""
    result = run("tree", "-s", "entropy", "--format", fmt, *lists)
    assert result.exit_code == 0
    assert "BCH" in result.stdout and ("digraph" in result.stdout) == (fmt == "dot")
    assert result.stdout.endswith("}\n" if fmt == "dot" else "\n") and not result.stdout.endswith("\n\n")


def test_suggest_boards_refuses_quantum_tiles():
    """A quantum tile in a multi-board suggest is one line, exit 2 (it raised ValueError)."""
    import subprocess
    import sys

    completed = subprocess.run(
        [sys.executable, "-m", "wordfinder", "suggest", "--boards", "1", "--json", "finch=⬛🟢⬛🟡🟡"],
        capture_output=True, text=True, timeout=60,
    )
    assert completed.returncode == 2 and "Traceback" not in completed.stderr
    assert completed.stderr.count("\n") == 1 and "quantum tiles" in completed.stderr


@pytest.mark.parametrize(
    "args, option",
    [
        (["suggest", "--word-file", "FILE"], "--guesses"),  # the old spelling of --guesses FILE
        (["suggest", "--answers-file", "FILE"], "--answers"),  # the old spelling of --answers FILE
        (["benchmark", "--word-file", "FILE", "--secrets", "FILE"], "--guesses"),
        (["benchmark", "--secrets", "FILE"], "--secrets"),
        (["score", "--answers-file", "FILE", "GAMES"], "--answers-file"),
    ],
)
def test_list_without_words_is_refused(tmp_path, games_file, args, option):
    """A list file with no word on a line of its own (here a games record) is bad input
    named by its option, not an empty list standing for the default."""
    path = tmp_path / "games-not-words.md"
    path.write_text("# games\n* 1: `CRANE=CRANE` yields `CRANE`\n", encoding="utf-8")
    argv = [{"FILE": str(path), "GAMES": games_file}.get(a, a) for a in args]
    result = run(*argv)
    assert result.exit_code == 2, result.output
    assert f"({option}) has no" in result.stderr


def test_suggest_under_the_likely_model(tmp_path):
    """--answers likely ranks for every listed word that fits, weighted by its prior: the
    JSON names the model, its probabilities sum to 1 most likely first (ties in
    alphabetical order), and the piped reason line names the model too."""
    from wordfinder.answers import answer_model
    from wordfinder.feedback import score
    from wordfinder.words import ANSWERS, bundled

    path = tmp_path / "words.txt"
    path.write_text("\n".join(bundled(ANSWERS)[:600]) + "\n", encoding="utf-8")
    result = run("suggest", "--answers", "likely", "--word-file", str(path), "--json", "-n", "3", "BLAST=.....")
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["model"] == "likely"
    fit = [w for w in bundled(ANSWERS)[:600] if str(score("BLAST", w)) == "....."]
    assert sorted(document["candidates"]) == fit
    prior = dict(zip(fit, answer_model("likely", fit).weights_for(fit)))
    probabilities = document["probabilities"]
    ordered = list(probabilities.items())
    assert all(p >= q and (p > q or v < w) for (v, p), (w, q) in zip(ordered, ordered[1:]))
    assert sum(probabilities.values()) == pytest.approx(1.0, abs=1e-4)
    for word, p in probabilities.items():
        assert p == pytest.approx(prior[word] / sum(prior.values()), abs=1e-6)
    piped = run("suggest", "--answers", "likely", "--word-file", str(path), "-n", "1", "BLAST=.....")
    assert "(likely answer model)" in piped.stdout.splitlines()[0]


@pytest.mark.parametrize(
    "args, culprit",
    [
        (["suggest", "--answers", "likely", "--answers-file", "FILE"], "--answers-file"),
        (["suggest", "--answers", "all", "--boards", "2"], "one board"),
    ],
)
def test_suggest_model_conflicts_are_refused(lists, args, culprit):
    """A model goes without an answers file, and multi-board games rank for the original answers."""
    argv = [lists[lists.index("--answers-file") + 1] if a == "FILE" else a for a in args]
    result = run(*argv)
    assert result.exit_code == 2
    assert culprit in result.stderr


@pytest.mark.parametrize("command", [["suggest", "CAT=..T"], ["benchmark"], ["suggest", "--answers", "all"]])
def test_lists_too_large_for_the_matrix_are_refused_at_once(lists, monkeypatch, command):
    """Lists whose pattern matrix would pass the limit are refused in one line (exit 2) before
    any work, even when a matrix of them is already cached."""
    from wordfinder.solver import patterns

    argv = lists[:2] if "--answers" in command else lists
    assert run(*command, *argv).exit_code in (0, 1)  # computed, and cached
    monkeypatch.setattr(patterns, "MAX_MATRIX_BYTES", 10)
    result = run(*command, *argv)
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert "answers: their pattern matrix would take 0 MB, more than the solver's 0 MB" in result.stderr


@pytest.mark.parametrize("args", [["suggest", "--word-file", ""], ["score", "--answers-file", "", "GAMES"]])
def test_an_empty_list_path_is_refused(games_file, args):
    """An empty path is bad input named by its option, not the default list (nor the folder '.')."""
    result = run(*[games_file if a == "GAMES" else a for a in args])
    assert result.exit_code == 2
    assert "'': an empty path names no file" in result.stderr


@pytest.mark.parametrize("command", [["analyze", "GAMES"], ["suggest"], ["benchmark"], ["tree"]])
def test_words_too_long_to_score_are_refused_at_once(tmp_path, games_file, command):
    """A list of 21-letter (or 100,000-letter) words is refused in one line before any work:
    a pattern of more than 20 tiles does not fit the matrix (analyze reads an answers file
    of any length, and a line of 100,000 x's spent 15 s before an OverflowError)."""
    for word in ("X" * 21, "X" * 100_000):
        path = tmp_path / "long.txt"
        path.write_text(word + "\n")
        result = run(*[games_file if a == "GAMES" else a for a in command], "--answers-file", str(path), "--word-file", str(path))
        assert result.exit_code == 2, result.output
        assert f"{len(word)}-letter words: the solver scores words of at most 20 letters" in result.stderr
        assert [line for line in result.stderr.splitlines() if "error" in line] == [
            f"wordfinder: error: {len(word)}-letter words: the solver scores words of at most 20 letters"
        ]


@pytest.mark.parametrize("command", [["suggest"], ["suggest", "-s", "frequency"], ["benchmark"], ["tree"]])
def test_the_longest_words_scored_need_no_counter_per_pattern(tmp_path, command):
    """Sixty 20-letter words are within the limit and play out in bounded memory: the
    distinct scores of a guess are found by sorting, not with one counter for each of the
    3**20 patterns (a bincount of 28 GB)."""
    rng = random.Random(20)
    words = sorted({"".join(rng.choice("ABCDE") for _ in range(20)) for _ in range(60)})
    path = tmp_path / "long.txt"
    path.write_text("\n".join(words) + "\n")
    result = run(*command, "--word-file", str(path), "--answers-file", str(path))
    assert result.exit_code == 0, result.output
    assert any(word in result.stdout for word in words)


def test_ties_list_guesses_that_may_be_the_answer_first_whatever_the_top():
    """suggest --json TARSE=.a..e: at one same figure no guess that cannot be the answer comes
    before one that can, and a shorter list is the start of a longer one."""
    longest = None
    for top in (12, 8, 5, 3, 1):
        result = CliRunner().invoke(app, ["suggest", "--json", "TARSE=.a..e", "-n", str(top)])
        ranked = [(s["figure"], s["possible"], s["guess"]) for s in json.loads(result.stdout)["suggestions"]]
        assert len(ranked) == top
        for (figure, possible, _), (next_figure, next_possible, _) in zip(ranked, ranked[1:]):
            assert figure < next_figure or (figure == next_figure and possible >= next_possible)
        longest = longest or ranked
        assert ranked == longest[:top]


def test_played_words_are_less_likely_in_find_suggest_and_benchmark(tmp_path):
    """--played: a past answer's probability drops in find --json, suggest's first line says
    how many were down-weighted, and benchmark reports them; a bad file is one line, exit 2."""
    played = tmp_path / "played.txt"
    played.write_text("2024-06-01 MEDAL\nPEDAL\n", encoding="utf-8")
    plain = json.loads(run("--json", "TARSE=.a..e").stdout)["probabilities"]
    lowered = json.loads(run("--json", "--played", str(played), "TARSE=.a..e").stdout)["probabilities"]
    assert lowered["MEDAL"] < plain["MEDAL"] and lowered["PEDAL"] < plain["PEDAL"]
    assert lowered["DECAL"] > plain["DECAL"]
    first = run("suggest", "--answers", "likely", "--played", str(played), "TARSE=.a..e", "-n", "2").stdout
    assert first.startswith("# ") and "2 past answers down-weighted" in first.splitlines()[0]
    document = json.loads(run("suggest", "--json", "--answers", "likely", "--played", str(played),
                              "TARSE=.a..e", "-n", "2").stdout)
    assert document["past_answers"] == 2
    bad = tmp_path / "bad.txt"
    bad.write_text("MEDAL PEDAL\n", encoding="utf-8")
    refused = run("suggest", "--played", str(bad), "TARSE=.a..e")
    assert refused.exit_code == 2 and refused.stderr.count("\n") == 1 and "bad.txt" in refused.stderr


# --- terminal layouts -------------------------------------------------------------------------


@pytest.mark.parametrize("width", [40, 60, 120])
def test_a_table_too_wide_for_the_terminal_is_drawn_in_blocks(width):
    """print_fitting draws a table that fits as it is; one wider than the terminal as a block
    a row, each value whole on one line after its header, and no line wider than the terminal."""
    import io

    from rich.console import Console
    from rich.table import Table

    from wordfinder.cli.render import print_fitting

    headers = ("guess", "left", "bits", "expected", "best", "best's bits", "skill", "luck")
    rows = [("HARES=.....", "14855 → 1128", "3.20", "5.47", "TARSE", "5.94 (4.97)", "-0.47", "-2.28"),
            ("BUILT=..i.t", "1128 → 48", "4.04", "5.35", "DOILT", "5.67 (4.52)", "-0.32", "-1.31")]
    table = Table(*headers, box=None, padding=(0, 1))
    for row in rows:
        table.add_row(*row)
    screen = Console(file=io.StringIO(), width=width, color_system=None)
    print_fitting(screen, table)
    lines = screen.file.getvalue().splitlines()
    assert all(len(line.rstrip()) <= width for line in lines)
    for row in rows:
        for header, value in zip(headers, row):
            assert any(value in line for line in lines), (value, lines)
    natural = Console(file=io.StringIO(), width=10_000, color_system=None)
    natural.print(table)
    wide = max(len(line.rstrip()) for line in natural.file.getvalue().splitlines()) > width
    assert (lines[0].split() == [w for h in headers for w in h.split()]) == (not wide)
    if wide:
        assert "HARES=....." in lines and any(line.strip().startswith("left 14855 → 1128") for line in lines)


@pytest.mark.parametrize("width", [60, 120])
def test_the_benchmark_chart_is_drawn_under_a_model_too(width):
    """In a terminal the benchmark's figures and chart are drawn in every mode: the model's
    rows (model, secrets) come after the strategy, and the chart's bars fit the width."""
    import io

    from rich.console import Console

    from wordfinder.cli.benchmark import _model_notes
    from wordfinder.cli.render import show_benchmark
    from wordfinder.game import NYT
    from wordfinder.solver import benchmark, load_puzzle

    puzzle = load_puzzle(SMALL_GUESSES.split(), SMALL_ANSWERS.split())
    result = benchmark(NYT, "entropy", puzzle=puzzle)
    notes = _model_notes(result, {"model": "likely", "secrets": "mine.txt", "outside": 2, "past_answers": 3})
    screen = Console(file=io.StringIO(), width=width, color_system=None)
    show_benchmark(screen, result, notes)
    lines = [line.rstrip() for line in screen.file.getvalue().splitlines()]
    labels = [line.split()[0] for line in lines if line[:3].strip()]  # not a wrapped value
    assert labels[:5] == ["strategy", "model", "secrets", "outside", "past"]
    assert any(line.split()[:1] == ["guesses"] for line in lines)  # the chart's header
    assert all(len(line) <= width for line in lines)
    assert _model_notes(result, {}) == []
    # The game's original answers were played: their count, not English's 2,315.
    unnamed = dict(_model_notes(result, {"model": "likely", "secrets": None, "outside": 0}))
    assert unnamed["secrets"] == f"the {len(puzzle.answers)} original answers" and len(puzzle.answers) != 2315


def test_a_multi_board_suggestion_is_drawn_board_by_board():
    """In a terminal suggest --boards draws the guess, why, and each board's candidates
    (the first dozen, then ...), or that it is solved; every line fits 60 columns."""
    import io

    from rich.console import Console

    from wordfinder.cli.render import show_boards_suggestion
    from wordfinder.solver.suggesting import BoardsSuggestion

    many = tuple(f"W{i:04d}" for i in range(20))
    found = BoardsSuggestion((), "DOING", "fewest guesses expected", (many, None, ("CRANE",)))
    screen = Console(file=io.StringIO(), width=60, color_system=None)
    show_boards_suggestion(screen, found)
    text = screen.file.getvalue()
    lines = [line.rstrip() for line in text.splitlines()]
    assert lines[0].startswith("DOING fewest guesses expected")
    assert "board 1: 20 candidates" in lines and "board 2: solved" in lines and "board 3: 1 candidate" in lines
    assert all(w in text for w in many[:12]) and many[12] not in text and "..." in text
    assert all(len(line) <= 60 for line in lines)


def test_analyze_reviews_the_pairs_just_typed(lists):
    """analyze PAIRS... reviews one game from the command line: its answer is the last guess
    when that scored all green, or --answer; the review is the one a games file gives."""
    from_pairs = run("analyze", "BAT=.AT", "CAT=CAT", *lists)
    assert from_pairs.exit_code == 0, from_pairs.stderr
    lines = from_pairs.stdout.splitlines()
    assert lines[0].startswith("game 1 CAT (the pairs given)")
    with_answer = run("analyze", "BAT=.AT", "--answer", "cat", *lists)
    assert with_answer.exit_code == 0 and with_answer.stdout.splitlines()[1] == lines[1]


@pytest.mark.parametrize(("args", "culprit"), [
    (["BAT=.AT"], "'BAT=.AT' is not a win: end the game with the answer's all-green row, or (on the command "
                 "line) give it with --answer WORD"),
    (["BAT=BAT", "--answer", "CAT"], "BAT=BAT: BAT scores .AT against CAT"),
    (["BAT=.AT", "games.md"], "give games files or the GUESS=SCORE pairs of one game, not both"),
    (["BAT=.AT", "--answer", "CATS"], "--answer 'CATS': expected a word of 3 letters A-Z, as the guesses have"),
    (["BAT=.AT", "--answer", "C4T"], "--answer 'C4T': expected a word of 3 letters A-Z, as the guesses have"),
    (["CAT=CAT", "CAT=CAT"], "CAT=CAT: the game was won at guess 1; no guess follows a win"),
    (["BAT=.AT", "CAT=CAT", "BAT=.AT", "--answer", "CAT"], "CAT=CAT: the game was won at guess 2; no guess follows a win"),
])
def test_analyze_pairs_that_cannot_be_reviewed_are_one_line(lists, args, culprit):
    """Pairs without a win or --answer, an answer they do not fit, or pairs mixed with files:
    one stderr line naming the culprit, exit 2."""
    result = run("analyze", *args, *lists)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"wordfinder: error: {culprit}\n"


def test_analyze_refuses_a_game_longer_than_a_review_takes(lists, tmp_path):
    """A recorded game of more guesses than MOST_GUESSES is one line naming it, the others are
    reviewed (exit 1); typed, such a game is one error line, exit 2."""
    from wordfinder.cli.analyze import run_analyze
    from wordfinder.solver.reviewing import MOST_GUESSES

    assert f"more than {MOST_GUESSES} guesses" in " ".join(run_analyze.__doc__.split())  # the help says so
    pairs = ["MAT=.AT"] * MOST_GUESSES + ["BAT=BAT"]
    path = tmp_path / "long.md"
    path.write_text(f"* 1: `{' '.join(pairs)}` yields `BAT`\n* 2: `BAT=BAT` yields `BAT`\n", encoding="utf-8")
    result = run("analyze", str(path), *lists)
    assert result.exit_code == 1 and result.stdout.startswith(f"game 2 BAT ({path}:2)\n")
    assert result.stderr == (f"wordfinder: {path}:1: game 1: {MOST_GUESSES + 1} guesses: analyze reviews a game of "
                             f"at most {MOST_GUESSES} (Wordle allows 6)\n")
    typed = run("analyze", *pairs, *lists)
    assert (typed.exit_code, typed.stdout) == (2, "")
    assert typed.stderr == (f"wordfinder: error: {MOST_GUESSES + 1} guesses: analyze reviews a game of at most "
                            f"{MOST_GUESSES} (Wordle allows 6)\n")


def test_analyze_answer_with_games_files_is_refused(lists, games_file):
    """--answer belongs to typed pairs: with games files it is one error line, exit 2."""
    result = run("analyze", games_file, "--answer", "CAT", *lists)
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == "wordfinder: error: --answer goes with the GUESS=SCORE pairs of one game, not with games files"


def test_common_goes_with_an_answer_model_and_fills_its_json_keys():
    """--common under --answers original is one error line, exit 2; under the default model
    the JSON names the best guess of all and the cost, and without --common both are null."""
    refused = run("suggest", "--common", "--answers", "original", "CRANE=..a.e")
    assert refused.exit_code == 2
    assert refused.stderr == "wordfinder: error: --common ranks for today's game: it goes with --answers likely or all\n"
    with_common = json.loads(run("suggest", "--common", "--json", "-n", "2", "CRANE=..a.e").stdout)
    plain = json.loads(run("suggest", "--json", "-n", "2", "CRANE=..a.e").stdout)
    assert with_common["common_best"] == plain["suggestions"][0]["guess"]
    assert with_common["common_cost"] >= 0
    assert (plain["common_best"], plain["common_cost"]) == (None, None)


# --- suggest -v ------------------------------------------------------------------------------


def test_suggest_verbose_shows_what_the_pairs_establish(lists):
    """suggest -v prints on stderr what find -v prints for the same pairs; stdout is unchanged,
    and --json adds the facts as knowledge."""
    plain = run("suggest", "BCH=...", *lists)
    shown = run("suggest", "-v", "BCH=...", *lists)
    assert (shown.exit_code, shown.stdout) == (0, plain.stdout)
    assert shown.stderr == run("find", "-v", "--words", "BAT", "BCH=...").stderr
    assert shown.stderr.splitlines()[:4] == ["mask:       ---", "optimised:  ---", "valid:      -", "invalid:    BCH"]
    document = json.loads(run("suggest", "-v", "--json", "BCH=...", *lists).stdout)
    assert document["knowledge"]["invalid"] == "BCH"
    assert "knowledge" not in json.loads(run("suggest", "--json", "BCH=...", *lists).stdout)


def test_suggest_verbose_on_several_boards_shows_each_board(lists):
    """With --boards, -v shows each board's facts under its number, and JSON adds them per board."""
    result = run("suggest", "-v", "--json", "BCH=.../B..", *lists)
    assert result.exit_code == 0
    assert [line for line in result.stderr.splitlines() if not line.startswith("  ")] == ["board 1:", "board 2:"]
    boards = json.loads(result.stdout)["per_board"]
    assert [b["knowledge"]["mask"] for b in boards] == ["---", "B--"]


# --- suggest and analyze --share ---------------------------------------------------------------


@pytest.mark.parametrize(("command", "guesses", "pairs"), [
    (["suggest", "-v"], ["BCH"], ["BCH=..."]),
    (["analyze"], ["BAT", "CAT"], ["BAT=.AT", "CAT=CAT"]),
])
def test_share_gives_the_pairs_a_pasted_block_scores(lists, command, guesses, pairs):
    """--share in suggest and analyze reads the bare words as the guesses and a share block on
    standard input as their scores: the same output as the pairs typed."""
    rows = {"BCH=...": "⬛⬛⬛", "BAT=.AT": "⬛🟩🟩", "CAT=CAT": "🟩🟩🟩"}
    block = "Wordle 1,234 X/6\n\n" + "".join(rows[p] + "\n" for p in pairs)
    shared = runner.invoke(app, [*command, "--share", *guesses, *lists], input=block)
    typed = run(*command, *pairs, *lists)
    assert shared.exit_code == typed.exit_code == 0
    assert (shared.stdout, shared.stderr) == (typed.stdout, typed.stderr) and typed.stdout


@pytest.mark.parametrize(("argv", "culprit"), [
    (["suggest", "--share", "--boards", "2", "BCH"], "--boards cannot be combined with --share"),
    (["suggest", "--share", "BCH", "BAT"], "the share block has 1 row but 2 guesses were given"),
    (["analyze", "--game", "2", "BAT=.AT", "CAT=CAT"], "--game N picks a game of games files"),
])
def test_share_and_typed_pairs_refuse_what_they_cannot_do(lists, argv, culprit):
    """A share block with boards, rows and guesses that do not pair, and --game with typed
    pairs are one error line each, exit 2."""
    result = runner.invoke(app, [*argv, *lists], input="⬛⬛⬛\n")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(f"wordfinder: error: {culprit}") and result.stderr.count("\n") == 1


@pytest.mark.parametrize(("args", "flag"), [
    (["--absurdle", "-n", "3"], "--limit"),
    (["--absurdle", "--strategy", "entropy"], "--strategy"),
    (["--absurdle", "--common"], "--common"),
    (["--absurdle", "--target", "PINTO", "--played", "PLAYED"], "--played"),
    (["--fibble", "--strategy", "minimax", "CRANE=..a.e"], "--strategy"),
    (["--woodle", "--common", "CRANE=1G2Y"], "--common"),
    (["--fibble", "--played", "PLAYED", "CRANE=..a.e"], "--played"),
    (["--boards", "4", "--common"], "--common"),
    (["--boards", "2", "-n", "3", "CRANE=...../....."], "--limit"),
    (["--boards", "2", "--strategy", "entropy"], "--strategy"),
], ids=lambda value: " ".join(value) if isinstance(value, list) else value)
def test_an_option_a_variant_would_ignore_is_refused(args, flag, tmp_path, monkeypatch, capsys):
    """suggest refuses, in one line naming it, an option its variant does not use (it ignored
    -n, --strategy, --common and --played with --absurdle, and --common with --boards)."""
    played = tmp_path / "played.txt"
    played.write_text("CRANE\n", encoding="utf-8")
    argv = ["suggest", *[str(played) if a == "PLAYED" else a for a in args]]
    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out) == (2, "") and len(err.splitlines()) == 1
    assert f"does not use {flag}" in err


@pytest.mark.parametrize("args", [["--fibble", "-n", "3", "CRANE=..a.e"], ["--woodle", "-n", "2", "CRANE=1G2Y"],
                                  ["--absurdle", "--played", "none", "--target", "BOUGH"]], ids=" ".join)
def test_an_option_a_variant_uses_is_taken(args, monkeypatch, capsys):
    """What a variant does use is taken: -n cuts Fibble's and Woodle's ranking; --played none is no past answers."""
    code, out, err = through_console_script(["suggest", *args], monkeypatch, capsys)
    assert code == 0, err
    ranked = [line for line in out.splitlines() if not line.startswith("#")]
    if "-n" in args:
        assert len(ranked) == int(args[args.index("-n") + 1])


@pytest.mark.parametrize("argv", [
    ["HARES=.....", "FIFTY=FIFTY"],
    ["--answers", "original", "FIFTY=FIFTY", "HARES=....."],
    ["--fibble", "CRANE=c....", "FIFTY=FIFTY"],
    ["--woodle", "CRANE=5G0Y"],
    ["--absurdle", "CRANE=CRANE"],
], ids=["wordle", "original", "fibble", "woodle", "absurdle"])
def test_suggest_after_a_winning_row_is_an_error(monkeypatch, capsys, argv):
    """Once a row is all green the game is won, whatever the game: suggest names the row in
    one line and exits 2, instead of ranking the winning word first and others behind it."""
    code, out, err = through_console_script(["suggest", *argv], monkeypatch, capsys)
    won = next(a for a in argv if a in ("FIFTY=FIFTY", "CRANE=5G0Y", "CRANE=CRANE"))
    assert (code, out) == (2, "") and err.strip().endswith(f"{won}: the game is won; there is no guess to suggest")
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("flag", ["--fibble", "--woodle"])
def test_a_secret_outside_the_answers_is_refused_under_a_relation(monkeypatch, capsys, tmp_path, flag):
    """Fibble and Woodle are benchmarked over the original answers: a secret that is none of
    them could never be found, and is named in one line (it ended in a traceback)."""
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("crane\nzzzzz\n", encoding="utf-8")
    code, out, err = through_console_script(["benchmark", flag, "--secrets", str(secrets)], monkeypatch, capsys)
    assert (code, out) == (2, "") and "--secrets: ZZZZZ is not among the 2,315 answers" in err
    assert len(err.strip().splitlines()) == 1
