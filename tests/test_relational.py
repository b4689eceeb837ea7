"""Guesses under a score relation (Fibble, Woodle): the expected candidates left, checked
against brute force on tiny lists, and the benchmark's games."""

from __future__ import annotations

import functools
import json
import random
from itertools import product
from unittest import mock

import numpy as np
import pytest
from conftest import through_console_script
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from wordfinder.errors import GameWon
from wordfinder.game import NYT
from wordfinder.feedback import Score, Tile, score
from wordfinder.relations import EXACT, WOODLE, Counts, Row, fibble, find_admitted
from wordfinder.solver.patterns import decode, encode
from wordfinder.solver.puzzle import load_puzzle
from wordfinder.solver import relational
from wordfinder.solver.relational import relation_benchmark, relation_suggestions

RELATIONS = (fibble(1), fibble(2), WOODLE)


def every_row(guess: str, relation) -> list:
    """Every row a game of ``relation`` could show for ``guess``, whatever the truth."""
    if relation == WOODLE:
        return [Counts(guess, g, y) for g in range(len(guess) + 1) for y in range(len(guess) + 1 - g)]
    return [Score(guess, tiles) for tiles in product((Tile.ABSENT, Tile.PRESENT, Tile.CORRECT), repeat=len(guess))]


def brute_expected_left(guess: str, candidates: list[str], relation) -> float:
    """The candidates ``guess`` leaves on average: the secret drawn from the candidates, then a
    row among those whose listed truths hold the true score, each alike; a win leaves none."""
    total = 0.0
    for secret in candidates:
        truth = score(guess, secret)
        if truth.is_win:
            continue
        shown = [row for row in every_row(guess, relation) if truth.tiles in set(relation.truths(row))]
        total += sum(len(find_admitted([Row(row, relation)], candidates)) for row in shown) / len(shown)
    return total / len(candidates)


@st.composite
def tiny_positions(draw: st.DrawFn):
    """Three-letter answers over a small alphabet (letters repeat), extra guesses, a relation,
    and maybe a row shown for a secret among the answers."""
    pool = st.text("ABC", min_size=3, max_size=3)
    answers = sorted(draw(st.lists(pool, min_size=1, max_size=8, unique=True)))
    extra = [g for g in draw(st.lists(pool, max_size=3, unique=True)) if g not in answers]
    relation = draw(st.sampled_from(RELATIONS))
    rows = []
    if draw(st.booleans()):
        guess, secret = draw(st.sampled_from(answers + extra)), draw(st.sampled_from(answers))
        rows = [Row(relation.show(score(guess, secret), random.Random(draw(st.integers(0, 99)))), relation)]
    return answers + extra, answers, relation, rows


@settings(max_examples=60, deadline=None)
@given(tiny_positions(), st.sampled_from([(relational.DENSE_MOST, relational.CHUNK_CELLS), (0, 1), (0, 60), (27, 30)]))
def test_expected_left_is_what_brute_force_counts(position, bounds):
    """Every guess's figure is the brute-force average over secrets and the rows each may show:
    with W itself or the relation's arithmetic (``DENSE_MOST`` 0), a chunk of any size."""
    guesses, answers, relation, rows = position
    assume(not any(row.shown.is_win for row in rows))  # a won game has no guess to rank (tested below)
    dense, cells = bounds
    with mock.patch.multiple(relational, DENSE_MOST=dense, CHUNK_CELLS=cells):
        found = relation_suggestions(NYT.changed(relation=relation), rows, limit=len(guesses), puzzle=load_puzzle(guesses, answers))
    assert len(found.ranked) == len(guesses)
    for guess, figure, possible in found.ranked:
        assert figure == pytest.approx(brute_expected_left(guess, list(found.candidates), relation))
        assert possible == (guess in found.candidates)
    figures = [figure for _, figure, _ in found.ranked]
    assert figures == sorted(figures)


@functools.cache
def admission_matrix(relation, length: int):
    """``W[T, U]`` by its definition: the share of the rows :meth:`shown_rows` lists for the
    true pattern ``T`` whose :meth:`truths` hold ``U``; the win's row and column are 0."""
    count = 3**length
    weights = np.zeros((count, count))
    guess = "A" * length
    for truth in range(count - 1):
        rows = relation.shown_rows(decode(guess, truth))
        for row in rows:
            for admitted in relation.truths(row):
                if not all(tile is Tile.CORRECT for tile in admitted):
                    weights[truth, encode(Score(guess, admitted))] += 1 / len(rows)
    return weights


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 5), st.data())
def test_admitted_counts_are_the_definition_times_the_counts(length, data):
    """Each relation's arithmetic (Fibble's lies counted a tile at a time, Woodle's classes,
    Wordle's truth) gives exactly counts @ W, W built from the rows each truth may show and
    the truths each row admits: for any counts, a chunk of guesses at once, win included
    (every number of lies up to 4 tiles; at 5, one and two)."""
    lies = range(1, length + 1) if length < 5 else (1, 2)  # W by definition at 5 tiles and 3 lies: 1.5 million rows
    relation = data.draw(st.sampled_from([EXACT, WOODLE] + [fibble(k) for k in lies]))
    guesses = data.draw(st.integers(1, 4))
    counts = np.array(data.draw(st.lists(st.lists(st.integers(0, 9), min_size=3**length, max_size=3**length),
                                         min_size=guesses, max_size=guesses)), dtype=np.float64)
    assert relation.admitted(counts.copy()) == pytest.approx(counts @ admission_matrix(relation, length))


def test_shown_rows_are_the_draws_of_show():
    """play's draw (show) yields exactly the rows shown_rows lists, for a score with a repeat."""
    truth = score("EERIE", "THREE")
    drawn = {fibble(2).show(truth, random.Random(seed)) for seed in range(3000)}
    assert drawn == set(fibble(2).shown_rows(truth))


@pytest.mark.parametrize("relation", RELATIONS, ids=str)
def test_the_benchmark_wins_every_game_and_a_seed_replays_it(relation):
    """Each game ends on its secret, and the same seed plays the same guesses."""
    answers = ["ABC", "ACB", "BAC", "BCA", "CAB", "CBA", "AAB", "BBA", "CCA"]
    puzzle = load_puzzle(answers, answers)
    first = relation_benchmark(NYT.changed(relation=relation), seed=3, shortlist=4, puzzle=puzzle)
    assert [run.guesses[-1] for run in first.runs] == answers
    assert relation_benchmark(NYT.changed(relation=relation), seed=3, shortlist=4, puzzle=puzzle).runs == first.runs


def test_suggest_woodle_on_small_lists(small_lists, monkeypatch, capsys):
    """`suggest --woodle` ranks every guess by the candidates it leaves on average: BCH's counts
    part BAT, MAT and {CAT, HAT} (6/4 left), an answer's 2G0Y keeps the three others (9/4)."""
    guesses, answers = small_lists
    code, out, err = through_console_script(
        ["suggest", "--woodle", "--guesses", guesses, "--answers", answers], monkeypatch, capsys)
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        ("# 4 candidates under Woodle; all 5 guesses ranked by the candidates left on average "
         "(a row drawn alike from those the true score allows)"),
        "BCH left=1.50 answer=no",
        *(f"{w} left=2.25 answer=yes" for w in ("BAT", "CAT", "HAT", "MAT")),
    ]


def test_benchmark_woodle_on_small_lists(small_lists, monkeypatch, capsys):
    """`benchmark --woodle --json`: BCH, then BAT and MAT at once, CAT and HAT by guessing CAT."""
    guesses, answers = small_lists
    code, out, _ = through_console_script(
        ["benchmark", "--woodle", "--json", "--word-file", guesses, "--answers", answers], monkeypatch, capsys)
    document = json.loads(out)
    assert code == 0
    assert (document["relation"], document["seed"], document["opening"]) == ("Woodle", 1, "BCH")
    assert (document["mean"], document["max"], document["distribution"]) == (2.25, 3, {"1": 0, "2": 3, "3": 1})


@pytest.mark.parametrize(("argv", "message"), [
    (["suggest", "--lies", "2", "CRANE=....."], "--lies 2 goes with --fibble"),
    (["suggest", "--fibble", "--woodle"], "two games"),
    (["suggest", "--woodle", "CRANE=c.A.."], "a Woodle score gives the counts"),
    (["benchmark", "--fibble", "--boards", "2"], "on one board"),
])
def test_bad_relation_options_get_one_line(argv, message, monkeypatch, capsys):
    """A combination that names no game is refused with one line and exit code 2."""
    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err.startswith("wordfinder: error: ") and message in err and err.count("\n") == 1


@pytest.mark.parametrize("relation", RELATIONS, ids=str)
def test_a_won_row_leaves_no_guess_to_rank(relation):
    """After a row shown all green (never a lie, and Woodle's five greens), the game is won:
    no guess is ranked, and the error names the row."""
    won = Row(relation.show(score("CAB", "CAB"), random.Random(0)), relation)
    with pytest.raises(GameWon, match="^CAB=.*: the game is won"):
        relation_suggestions(NYT.changed(relation=relation), [won], puzzle=load_puzzle(["CAB", "ABC"], ["CAB", "ABC"]))


@settings(max_examples=60, deadline=None)
@given(tiny_positions())
def test_ties_are_broken_by_the_rule_however_the_sums_were_ordered(position):
    """Guesses of equal figures rank alike with W itself and with the relation's arithmetic a
    guess at a time (other sums, other rounding errors): a candidate first, then the list's order."""
    guesses, answers, relation, rows = position
    assume(not any(row.shown.is_win for row in rows))
    puzzle = load_puzzle(guesses, answers)
    game = NYT.changed(relation=relation)
    dense = relation_suggestions(game, rows, limit=len(guesses), puzzle=puzzle)
    with mock.patch.multiple(relational, DENSE_MOST=0, CHUNK_CELLS=1):
        apart = relation_suggestions(game, rows, limit=len(guesses), puzzle=puzzle)
    assert apart.ranked == dense.ranked
