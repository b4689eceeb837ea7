"""One position, one answer: advice is bounded by work, never by the clock, and suggest,
analyze and the web API name the same best guess."""

from __future__ import annotations

import json
import time

import pytest
from typer.testing import CliRunner

from wordfinder.game import NYT
from wordfinder.cli.app import app
from wordfinder.hardmode import hard_mode_problem
from wordfinder.notation import GuessScore, parse_history
from wordfinder.solver import optimal, safety
from wordfinder.solver.advice import advise
from wordfinder.solver.exact import Limit
from wordfinder.solver.suggesting import suggest_for
from wordfinder.web import api
from wordfinder.words import ALLOWED, bundled

# (answer model, hard mode, pairs): the safety check moving a guess up, hard mode's broad
# safety search, the exact search cut short, and the exact search in hard mode.
POSITIONS = [
    ("likely", False, ("CRANE=..a.e", "SLOTH=.l...")),
    ("likely", True, ("CRANE=..a.e",)),
    ("original", False, ("JAKES=.....",)),
    ("original", True, ("CRANE=..a.e", "SLOTH=.l...")),
]
IDS = ["likely-safety", "likely-hard", "original-cut-short", "original-hard"]
SMALL_LIMIT = Limit(positions=60, greedy=30)  # so that the exact search runs out, and quickly


def cli_json(*argv: str) -> dict:
    """The document the command line prints with --json (without its version)."""
    result = CliRunner().invoke(app, [*argv, "--json"])
    assert result.exit_code == 0, result.output
    return {k: v for k, v in json.loads(result.stdout).items() if k != "version"}


def suggested(model: str, hard: bool, pairs: tuple[str, ...]) -> dict:
    """suggest --json's document for the position."""
    return cli_json("suggest", *pairs, "--answers", model, *(["--hard"] if hard else []))


@pytest.fixture
def small_limit(monkeypatch):
    """The exact search's limit made small, so that a broad position is cut short."""
    monkeypatch.setattr(optimal, "LIMIT", SMALL_LIMIT)


def hours_pass(monkeypatch) -> None:
    """Make every clock jump an hour forward each time it is read, as on a machine far too busy."""
    now = [1_000.0]

    def later() -> float:
        now[0] += 3_600.0
        return now[0]

    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, later)
    for name in ("perf_counter_ns", "monotonic_ns", "time_ns", "process_time_ns"):
        monkeypatch.setattr(time, name, lambda: int(later() * 1e9))


def forget() -> None:
    """Every cache of the package's functions emptied (the puzzles and what their searches
    remember go with them), so that a question is answered afresh, as in a new process."""
    import sys

    for name, module in list(sys.modules.items()):
        if name.startswith("wordfinder"):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


@pytest.mark.slow
def test_suggest_ranks_alike_whatever_the_clock_says(small_limit, monkeypatch):
    """Each position's whole suggest document, and a two-board game's guess, are the same
    when every clock reading jumps an hour as when time runs as usual, each asked afresh
    (the busy pass first: answered from what the calm one remembered, it would read no clock)."""
    boards = parse_history(["CRANE=..a.e/....."], 2)
    with monkeypatch.context() as busy_machine:
        hours_pass(busy_machine)
        forget()
        busy = [suggested(*position) for position in POSITIONS], suggest_for(NYT.changed(boards=2), boards)
        assert time.perf_counter() - time.perf_counter() < -3_000  # the clock did jump
    forget()
    calm = [suggested(*position) for position in POSITIONS], suggest_for(NYT.changed(boards=2), boards)
    assert busy == calm


@pytest.mark.parametrize(("model", "hard", "pairs"), POSITIONS, ids=IDS)
def test_suggest_analyze_and_the_api_name_the_same_best_guess(small_limit, model, hard, pairs):
    """At every row of a game, analyze's best guess is the one suggest puts first for the
    position before it, and the web API's (CRANE=..a.e SLOTH=.l... among them)."""
    mode = ["--hard"] if hard else []
    answer = suggested(model, hard, pairs)["candidates"][0]
    reviewed = cli_json("analyze", *pairs, f"{answer}={answer}", "--answers", model, *mode)
    rows = reviewed["reviews"][0]["guesses"]
    for played in range(len(pairs) + 1):
        before = list(pairs[:played])
        asked = {"history": before, "game": {"answers": model, "hard": hard}}
        page = api.answer("suggest", asked)["suggestions"][0]["guess"]
        assert rows[played]["best"] == suggested(model, hard, tuple(before))["suggestions"][0]["guess"] == page


@pytest.mark.parametrize(("model", "hard", "pairs"), POSITIONS, ids=IDS)
def test_a_search_out_of_work_still_suggests_a_legal_guess(monkeypatch, model, hard, pairs):
    """With one position for the exact search and one pair for the safety check, suggest
    still names a guess, allowed and, in hard mode, keeping the hints."""
    monkeypatch.setattr(optimal, "LIMIT", Limit(positions=1, greedy=1))
    monkeypatch.setattr(safety, "SAFETY_WORK", 1)
    monkeypatch.setattr(safety, "SAFETY_BROAD_WORK", 1)
    best = advise(NYT.changed(answers=model, hard=hard), pairs, "optimal", 3).best.guess
    assert best in set(bundled(ALLOWED))
    assert not hard or hard_mode_problem([GuessScore.parse(p).score for p in pairs], best) is None


def test_the_best_guess_does_not_depend_on_how_many_are_asked_for(small_limit):
    """With the exact search cut short, suggest -n 1 and -n 10 put the same guess first (a
    search ranking ten used to find a greedy play for one of them better than the best it
    had proven: CAROL before ROTAL here)."""
    one, ten = (advise(NYT.changed(answers="original", hard=True), ["SHIED=....."], "optimal", top) for top in (1, 10))
    assert one.best == ten.best
    assert not ten.complete and len(ten.ranked) > 1


def test_a_lost_position_gets_the_same_first_guess_however_many_are_asked_for():
    """Nine RE??? words with two guesses left: no guess finds them all, the exact search
    values none, and the safety check puts COMET first without a figure; -n 1 printed a
    traceback (the guess dropped for its missing figure, none left) and -n 2 put RECUR first."""
    pairs = ["REPPS=RE...", "RASAS=R....", "SKEDS=..e..", "LEGGE=.E..."]
    shown = [CliRunner().invoke(app, ["suggest", "--answers", "original", "-n", str(top), *pairs]) for top in (1, 3)]
    assert [result.exit_code for result in shown] == [0, 0]
    firsts = [result.stdout.splitlines()[1].split()[0] for result in shown]
    assert firsts[0] == firsts[1] and len(shown[1].stdout.splitlines()) == 4


@pytest.mark.slow
def test_a_busy_machine_gets_the_same_advice():
    """A whole process of suggest, run alone and then beside a process that keeps a core
    busy, gives the same document for a position whose exact search its work limit cuts
    short (JAKES=..... under the original answers).  (analyze and the web API ask the same
    function: the tests above compare them.)"""
    import subprocess
    import sys

    def suggested() -> dict:
        argv = [sys.executable, "-m", "wordfinder", "suggest", "JAKES=.....", "--answers", "original", "--json"]
        out = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=True).stdout
        return {k: v for k, v in json.loads(out).items() if k != "version"}

    alone = suggested()
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        crowded = suggested()
    finally:
        busy.kill()
        busy.wait()
    assert crowded == alone and not alone["complete"]
