"""The day's search: the best-ranked guesses valued by a search over the day's likely words.

Under the day's model (past answers known) a position's candidates are a few likely words
(the unused original answers, and past answers at the reuse rate) and many unlikely ones
(the other words, a few hundredths of the weight between them).  The one-step estimate ranks
guesses by a curve fitted to equally likely words; here the best of them are valued instead
by a search of the plays that follow, over the *likely words* (the :data:`LIKELY_MOST`
likeliest candidates: all of them, but in the broadest positions), each weighted by its
probability:

- a position's value is the expected guesses to find its answer, the next one included
  (one likely word: 1; two: the likelier first);
- at each position the :data:`WIDTH` guesses best by the weighted one-step estimate among a
  *pool* (the position's :data:`POOL` best-ranked guesses and the likely words) are tried,
  each valued by its buckets' values, and the least is the position's;
- the search is bounded by work, never time: past :data:`SEARCH_WORK` positions valued, each
  position tries only its best guess (the greedy play), so the same position gets the same
  order on any machine.

The search finds no proof: the caller plays the first guess of the order that the safety
check shows sure over every candidate (:func:`~wordfinder.solver.safety.proven_first`).
"""

from __future__ import annotations

import numpy as np

from .figures import best_first
from .patterns import block, win
from .puzzle import Puzzle
from .sets import distinct, union
from .weighted import weighted_figures

__all__ = ["LIKELY_MOST", "POOL", "ROOT_WIDTH", "SEARCH_WORK", "WIDTH", "searched_order"]

LIKELY_MOST = 400  # the likely words: the likeliest candidates, at most this many (0.99 of the weight: worse)
POOL = 150  # the best-ranked guesses of the position that the search draws from (with the likely words)
ROOT_WIDTH = 12  # the best-ranked guesses the search values at the position
WIDTH = 4  # the guesses tried at each position below it
SEARCH_WORK = 1_500  # positions valued with WIDTH guesses; after them, the best guess alone


def searched_order(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, order: np.ndarray) -> np.ndarray:
    """``order`` (indices into ``rows``, sorted guess rows, best first) with its guesses best by
    the weighted one-step estimate over the likely words of ``left`` (likeliest first) first,
    ordered by their searched values (ties: the order's); the rest as they were."""
    likely = min(len(left), LIKELY_MOST)
    if likely < 3:
        return order
    words = left[:likely]
    pool = union(rows[order[:POOL]], puzzle.answer_rows[words])
    search = _Search(puzzle, pool, words)
    everyone = np.arange(likely)
    roots = search.best(everyone, len(pool))
    roots = roots[np.isin(pool[roots], rows)][:ROOT_WIDTH]  # a guess the position allows
    values = np.array([search.guess_value(int(g), everyone, np.inf) for g in roots])
    chosen = np.searchsorted(rows, pool[roots[np.argsort(values, kind="stable")]])
    return np.concatenate((chosen, order[~np.isin(order, chosen)]))


class _Search:
    """The search over the likely ``words`` (answer indices) with guesses of the ``pool`` (rows)."""

    def __init__(self, puzzle: Puzzle, pool: np.ndarray, words: np.ndarray):
        self.codes = block(puzzle.patterns, pool, words)
        p = puzzle.weights[words]
        self.p = p / p.sum()
        self.length = puzzle.length
        self.win = win(puzzle.length)
        self.memo: dict[bytes, float] = {}
        self.work = 0

    def best(self, position: np.ndarray, width: int) -> np.ndarray:
        """The ``width`` pool guesses (indices) best by the weighted one-step estimate over
        ``position`` (indices into the words) that tell its words apart."""
        codes = self.codes[:, position]
        shown = weighted_figures(codes, self.p[position], self.length)
        splits = (codes != codes[:, :1]).any(axis=1) | (codes[:, 0] == self.win)
        ranked = best_first(shown.estimate, shown.win_chance)
        return ranked[splits[ranked]][:width]

    def value(self, position: np.ndarray) -> float:
        """The expected guesses to find the answer among ``position``, times its weight."""
        weights = self.p[position]
        if len(position) <= 2:
            return float(weights.sum() + (weights.min() if len(position) == 2 else 0.0))
        key = position.tobytes()
        if key not in self.memo:
            self.work += 1
            found = np.inf
            for guess in self.best(position, WIDTH if self.work <= SEARCH_WORK else 1):
                found = min(found, self.guess_value(int(guess), position, found))
            self.memo[key] = found
        return self.memo[key]

    def guess_value(self, guess: int, position: np.ndarray, bound: float) -> float:
        """The value of ``position`` when ``guess`` is played there (``inf`` once it reaches
        ``bound``): this guess for every word, then each bucket but the win's value."""
        codes = self.codes[guess, position]
        total = float(self.p[position].sum())
        for pattern in distinct(codes):
            if pattern != self.win:
                total += self.value(position[codes == pattern])
                if total >= bound:
                    return np.inf
        return total
