"""The day's search (wordfinder.solver.day_search): the best-ranked guesses reordered by their
searched values over the day's likely words, on a synthetic history (ours)."""

from __future__ import annotations

import datetime
from pathlib import Path

import numpy as np

from wordfinder.game import NYT
from wordfinder.past_answers import read_past_answers
from wordfinder.solver.day_search import ROOT_WIDTH, searched_order
from wordfinder.solver.puzzle import puzzle_of
from wordfinder.solver.ranking import weighted_rank
from wordfinder.solver.suggesting import _likeliest_first, checked_history

SYNTHETIC = Path(__file__).resolve().parent.parent / "benchmarks" / "histories" / "synthetic-1.txt"
DAY = datetime.date(2026, 3, 1)


def _position(pairs: list[str]):
    """The day's puzzle, the candidates likeliest first, every guess's row and the one-step order."""
    game = NYT.changed(answers="likely").changed(past=read_past_answers(SYNTHETIC).known_on(DAY))
    puzzle = puzzle_of(game)
    left, _ = _likeliest_first(puzzle, checked_history(pairs, 5))
    rows = np.arange(len(puzzle.guesses))
    return puzzle, left, rows, weighted_rank(puzzle, left, rows, "optimal")[1]


def test_the_searched_order_moves_only_the_best_ranked_and_keeps_every_guess():
    """The order after the search holds every ranked guess once; only the best by the one-step
    estimate over the likely words can come first, and the rest keep their order."""
    puzzle, left, rows, order = _position(["TRACE=..a..", "SONLY=....."])
    searched = searched_order(puzzle, left, rows, order)
    assert sorted(searched.tolist()) == sorted(order.tolist())
    rest = searched[ROOT_WIDTH:].tolist()
    kept = set(rest)
    assert rest == [i for i in order.tolist() if i in kept]


def test_the_searched_order_is_the_same_every_time():
    """The search is bounded by work, never time: asked twice, it answers the same."""
    puzzle, left, rows, order = _position(["TRACE=..a.."])
    assert searched_order(puzzle, left, rows, order).tolist() == searched_order(puzzle, left, rows, order).tolist()
