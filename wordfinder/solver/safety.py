"""The safety check: a guess sure to find every candidate within the guesses left.

Every strategy ranks by an average, and an average can walk into a trap; this
module says which guesses are shown to be sure wins, so that one comes first.
"""

from __future__ import annotations

import time

import numpy as np

from .figures import buckets, figures, top
from .hardmode import HardRule, legal_rows, rule_after
from ..game import CLASSIC_GUESSES
from .patterns import win
from .puzzle import Puzzle, Row
from .strategies import Node

__all__ = [
    "FAMILY_ONLY", "SAFETY_SCAN", "SAFETY_SECONDS", "SAFETY_WIDTH", "can_finish", "family_bound", "finishes_after",
    "has_big_family", "safe_first",
]


def safe_first(
    puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray, seconds: float | None = None
) -> tuple[np.ndarray, bool]:
    """``order`` (indices into ``rows``, the guesses ranked) with its first guess shown sure
    to win within :data:`CLASSIC_GUESSES` moved first, and whether that moved it.

    Every strategy ranks by an average, and an average can walk into a trap: in hard
    mode, ?OUND with eight words left and three guesses to go loses.  So the best
    :data:`SAFETY_SCAN` guesses are checked, in order, for a play that finds every
    candidate in the guesses left; when none of them is shown to have one, the order
    stays as it was.  The check is exact with three guesses left or fewer; with more
    it searches :data:`SAFETY_WIDTH` guesses a step, so it may miss a play that exists
    and pass over a guess that was in fact safe.  It stops after ``seconds`` (default
    :data:`SAFETY_SECONDS`; on large sets of candidates), leaving the order as ranked.
    In normal mode with :data:`FAMILY_ONLY` guesses left or more, where that search would
    take seconds and the traps are families too big for the guesses after (:func:`family_bound`),
    only the family bound is checked: the first guess that passes it comes first.  (Hard
    mode, where a guess must keep the hints, keeps the search, with half the time there.)
    """
    turns = CLASSIC_GUESSES - len(node.history)
    if turns < 1:
        return order, False  # the game is lost already: nothing is sure any more
    if turns >= FAMILY_ONLY and node.rule is None:
        return _family_first(puzzle, node.left, rows, order, turns)
    budget = SAFETY_SECONDS if seconds is None else seconds
    if turns >= FAMILY_ONLY:
        budget /= 2  # hard mode's broad positions: the search rarely concludes there, and answers wait on it
    deadline = time.perf_counter() + budget
    try:
        for k, i in enumerate(order[:SAFETY_SCAN]):
            if finishes_after(puzzle, node.left, node.rule, int(rows[i]), turns, deadline):
                if k == 0:
                    return order, False
                return np.concatenate((order[k : k + 1], order[:k], order[k + 1 :])), True
    except _OutOfTime:
        pass  # no time to check more: the order stays as the strategy ranked it
    return order, False


FAMILY_ONLY = 5  # from this many guesses left, only the family bound is checked


def family_bound(turns: int, length: int = 5) -> int:
    """The most words alike but in one place (?ILLS: BILLS, DILLS, ...) that ``turns``
    guesses are sure to tell apart: a guess tells at most ``length`` of them from the
    rest, one a letter, and the last guess finds one."""
    return 1 + length * (turns - 1)


def has_big_family(puzzle: Puzzle, left: np.ndarray, turns: int) -> bool:
    """Whether ``left`` holds more words alike but in one place than ``turns`` guesses can
    tell apart (:func:`family_bound`): then no play finds them all in time."""
    bound = family_bound(turns, puzzle.length)
    if len(left) <= bound:
        return False
    spelled = puzzle.letters[puzzle.answer_rows[left]].astype(np.int64)
    places = spelled.shape[1]
    weights = (int(spelled.max()) + 1) ** np.arange(places - 1)
    for place in range(places):
        rest = np.delete(spelled, place, axis=1) @ weights
        if np.unique(rest, return_counts=True)[1].max() > bound:
            return True
    return False


def _family_first(
    puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, order: np.ndarray, turns: int
) -> tuple[np.ndarray, bool]:
    """``order`` with its first guess that leaves no family too big for the guesses after
    it moved first, and whether that moved it (:func:`safe_first` with many guesses left)."""
    win_pattern = win(puzzle.length)
    for k, i in enumerate(order[:SAFETY_SCAN]):
        row = int(rows[i])
        if not any(
            pattern != win_pattern and has_big_family(puzzle, bucket, turns - 1)
            for pattern, bucket in buckets(puzzle, row, left)
        ):
            return (order, False) if k == 0 else (np.concatenate((order[k : k + 1], order[:k], order[k + 1 :])), True)
    return order, False


class _OutOfTime(Exception):
    """The safety check's time ran out (nothing half-checked is remembered)."""


SAFETY_SCAN = 100  # how many of the best-ranked guesses are checked for a sure win, in turn
SAFETY_SECONDS = 1.0  # how long the scan may take before the order is left as ranked
SAFETY_WIDTH = 30  # how many guesses, best by one-step estimate, each later step tries


def finishes_after(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, row: Row, turns: int,
    deadline: float | None = None,
) -> bool:
    """Whether guessing ``row`` now, ``turns`` guesses left, can surely find every candidate
    (raising :class:`_OutOfTime` past ``deadline``, a ``time.perf_counter()`` reading)."""
    win_pattern = win(puzzle.length)
    return all(
        pattern == win_pattern
        or can_finish(
            puzzle,
            bucket,
            None if rule is None else rule_after(rule, puzzle.guesses[row], pattern),
            turns - 1,
            deadline,
        )
        for pattern, bucket in buckets(puzzle, row, left)
    )


def can_finish(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, turns: int, deadline: float | None = None
) -> bool:
    """Whether some play finds every candidate of ``left`` in at most ``turns`` guesses.

    A yes is always right; a no may be wrong, since only the :data:`SAFETY_WIDTH`
    best guesses by one-step estimate are tried at each step.
    """
    if len(left) <= turns:
        return True  # guess them one by one: a candidate is always legal, even in hard mode
    if turns <= 1 or has_big_family(puzzle, left, turns):
        return False
    key = ("finish", left.tobytes(), rule, turns)
    if key not in puzzle.memo:
        if deadline is not None and time.perf_counter() > deadline:
            raise _OutOfTime
        # One guess whose every bucket (but a win) has at most turns - 1 candidates will do;
        # with two guesses left, nothing else can.  The candidates themselves (always legal)
        # are tried first: one of them usually does, at the cost of an n x n block.
        finished = bool((figures(puzzle, left, puzzle.answer_rows[left]).worst <= turns - 1).any())
        if not finished:
            shown = figures(puzzle, left, legal_rows(puzzle, rule))
            finished = bool((shown.worst <= turns - 1).any())
        if not finished and turns > 2:
            finished = any(
                finishes_after(puzzle, left, rule, int(shown.rows[i]), turns, deadline)
                for i in top(shown.estimate, shown.possible, SAFETY_WIDTH)
            )
        puzzle.memo[key] = finished
    return puzzle.memo[key]
