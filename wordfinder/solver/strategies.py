"""The strategies: each a plain function giving every guess a cost (lower is better),
computed from its buckets; ties go to guesses that may be the answer.

Every strategy may guess any allowed word (a non-answer often splits better),
except ``frequency``, which, like seed 003's solver, guesses words that fit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from .. import words as wordlists
from ..errors import WordfinderError
from ..feedback import Score
from .figures import Figures, buckets, estimates, expected_guesses, top
from .hard_rows import HardRule, legal_rows, rule_after
from .patterns import win
from .puzzle import GuessRow, Puzzle, fitting_rows
from .sets import union

__all__ = [
    "DEFAULT_STRATEGY",
    "OPTIMAL",
    "STRATEGIES",
    "STRATEGY",
    "Node",
    "Strategy",
    "by_entropy",
    "by_expected",
    "by_frequency",
    "frequency_costs",
    "by_lookahead",
    "by_minimax",
    "check_strategy",
    "word_frequencies",
]

OPTIMAL = "optimal"  # the exact search (solver/optimal.py), not a cost per guess
DEFAULT_STRATEGY = OPTIMAL
SEARCH_WIDTH = 10  # how many guesses, best by one-step estimate, the lookahead plays out
WIDE_SET, NARROW_WIDTH = 500, 3  # above WIDE_SET candidates, only NARROW_WIDTH are played out
WIDE_ROWS = 2000  # ... and their buckets valued over this many guesses (and their own candidates)
WORDFREQ_FILE = "wordfreq.tsv"


@dataclass(frozen=True, eq=False)
class Node:
    """A position in a game: the candidates left, the scores so far, and any hard-mode rule."""

    left: np.ndarray
    history: tuple[Score, ...]
    rule: HardRule | None

    @property
    def key(self) -> tuple:
        """What decides the best guess here: the candidates, the hard-mode rule, and how many
        guesses are left (a guess sure to win in time comes first)."""
        return (self.left.tobytes(), self.rule, len(self.history))


Strategy = Callable[[Puzzle, Node, Figures], np.ndarray]  # a cost per guess; lower is better


def by_entropy(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The most expected information first."""
    return -shown.bits


def by_expected(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The fewest candidates left on average first."""
    return shown.expected


def by_minimax(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The smallest worst case first, then the fewest left on average."""
    return shown.worst + shown.expected / (shown.count + 1)


def by_frequency(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """Seed 003's ranking of the allowed words that fit: common letters early, common words later.

    A word's value is ``(1 - p) * letters + p * word``: ``letters`` is the share of the
    fitting words holding each of its distinct letters, averaged over its letters;
    ``word`` its Zipf frequency in English over 8; and ``p`` the progress made, from
    0 before any guess to 1 when one word fits.  Its cost is minus its value, and
    words that do not fit cost infinity.
    """
    return frequency_costs(puzzle, node.history)[shown.rows]


def frequency_costs(puzzle: Puzzle, history: tuple[Score, ...]) -> np.ndarray:
    """:func:`by_frequency`'s cost for every guess of the puzzle after ``history``."""
    fitting = fitting_rows(puzzle, history)
    holds = _letter_sets(puzzle)
    letter_score = (holds * holds[fitting].mean(axis=0)).sum(axis=1) / puzzle.length
    progress = (
        1 - math.log(len(fitting)) / math.log(len(puzzle.guesses))
        if len(puzzle.guesses) > 1
        else 1.0
    )
    value = (1 - progress) * letter_score + progress * word_frequencies(puzzle) / 8
    cost = np.full(len(puzzle.guesses), np.inf)
    cost[fitting] = -value[fitting]
    return cost


def _letter_sets(puzzle: Puzzle) -> np.ndarray:
    """A (guesses x letters) table of which letters each guess holds (A-Z, then any others)."""
    if "letter sets" not in puzzle.memo:
        holds = np.zeros((len(puzzle.guesses), max(26, int(puzzle.letters.max(initial=0)) + 1)), dtype=bool)
        holds[np.arange(len(puzzle.guesses))[:, None], puzzle.letters] = True
        puzzle.memo["letter sets"] = holds
    return puzzle.memo["letter sets"]


def by_lookahead(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The fewest expected guesses to finish, found by playing out the best few guesses.

    Every guess gets a one-step estimate: one guess, plus, for each bucket but a win,
    the estimated guesses its candidates need (:func:`expected_guesses`).  The
    :data:`SEARCH_WIDTH` best by that estimate are played out a step further, each
    bucket valued by the best one-step estimate any guess gets for it; the rest
    keep their estimate and rank after them.  Above :data:`WIDE_SET` candidates fewer
    are played out, and a bucket is valued over its own candidates and the
    :data:`WIDE_ROWS` guesses best here only, so that a broad position costs seconds.
    """
    cost = shown.estimate + UNSEARCHED
    # Playing a guess out costs a pass over every guess per bucket: on a large set, fewer.
    width, among = SEARCH_WIDTH, None
    if len(node.left) > WIDE_SET:
        rows = np.sort(shown.rows[top(shown.estimate, shown.possible, WIDE_ROWS)])
        width, among = NARROW_WIDTH, (rows, rows.tobytes())
    for index in top(shown.estimate, shown.possible, width):
        cost[index] = _played_out(puzzle, node, int(shown.rows[index]), among)
    return cost


UNSEARCHED = 100.0  # added to the estimate of the guesses the lookahead did not play out


def _played_out(puzzle: Puzzle, node: Node, row: GuessRow, among: tuple[np.ndarray, bytes] | None = None) -> float:
    """The expected guesses to finish when guessing ``row`` now and the best estimate next
    (over the bucket's candidates and the guesses ``among``, when given)."""
    total = 0.0
    for pattern, bucket in buckets(puzzle, row, node.left):
        if pattern != win(puzzle.length):
            rule = (
                None if node.rule is None else rule_after(node.rule, puzzle.guesses[row], pattern)
            )
            total += len(bucket) * _settled(puzzle, bucket, rule, among)
    return 1 + total / len(node.left)


def _settled(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, among: tuple[np.ndarray, bytes] | None = None
) -> float:
    """The best one-step estimate of the guesses ``left`` needs (exact for one or two), over
    every legal guess or, given ``among`` (sorted rows, and their bytes as a key), over those
    and the candidates."""
    if len(left) <= 2:
        return expected_guesses(len(left))
    key = ("settled", left.tobytes(), rule, None if among is None else among[1])
    if key not in puzzle.memo:
        # A guess that cannot be the answer estimates at least 2 (all singletons, one guess
        # each), so a candidate that does as well is the minimum without scoring every guess.
        # Candidates always keep the hard-mode rule, but the rule is applied anyway.
        legal = legal_rows(puzzle, rule)
        mine = puzzle.answer_rows[left]
        mine = mine[np.isin(mine, legal)]
        best = float(estimates(puzzle, left, mine)[0].min(initial=np.inf))
        if best > 2.0:
            rows = legal if among is None else union(np.intersect1d(legal, among[0]), mine)
            best = min(best, float(estimates(puzzle, left, rows)[0].min()))
        puzzle.memo[key] = best
    return puzzle.memo[key]


STRATEGY: dict[str, Strategy] = {
    "lookahead": by_lookahead,
    "entropy": by_entropy,
    "expected": by_expected,
    "minimax": by_minimax,
    "frequency": by_frequency,
}
STRATEGIES = (OPTIMAL, *STRATEGY)


def word_frequencies(puzzle: Puzzle) -> np.ndarray:
    """The Zipf frequency of each guess in English (0 when unknown), from ``data/wordfreq.tsv``."""
    if "word frequencies" not in puzzle.memo:
        table = _wordfreq_table()
        puzzle.memo["word frequencies"] = np.array([table.get(g, 0.0) for g in puzzle.guesses])
    return puzzle.memo["word frequencies"]


@cache
def _wordfreq_table() -> dict[str, float]:
    """The shipped word frequency table: word -> Zipf frequency."""
    text = Path(wordlists.data_path(WORDFREQ_FILE)).read_text(encoding="utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {word: float(zipf) for word, zipf in rows}


def check_strategy(strategy: str) -> None:
    """Raise WordfinderError for a strategy name that is not known."""
    if strategy not in STRATEGIES:
        raise WordfinderError(
            f"{strategy!r}: unknown strategy; expected one of {', '.join(STRATEGIES)}"
        )
