"""Ranking every legal guess at a position with a strategy, and the guess a strategy plays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..feedback import Score
from ..game import CLASSIC_GUESSES
from ..hardmode import hard_mode_problem
from .figures import Figures, best_first, figures
from .hardmode import legal_rows
from .puzzle import Puzzle, Row, fitting_rows, history_key
from .safety import safe_first
from .strategies import STRATEGY, UNSEARCHED, Node
from .suggestions import Suggestion, Suggestions
from .weighted import WeightedFigures, weighted_figures

__all__ = ["Ranked", "choose", "rank", "ranked_suggestions", "suggestion", "suggestions_at", "weighted_rank"]


@dataclass(frozen=True, slots=True)
class Ranked:
    """The legal guesses' figures and costs, and their order (indices into the figures)."""

    strategy: str
    shown: Figures
    cost: np.ndarray
    order: np.ndarray
    safe_first: bool = False  # the first was moved up: none above it was shown sure to win


def rank(puzzle: Puzzle, node: Node, strategy: str) -> Ranked:
    """Every legal guess in the strategy's order: cost, then possible answers, then bits."""
    rows = legal_rows(puzzle, node.rule)
    if strategy == "frequency":
        # It guesses only words that fit (any other costs infinity): rank those alone.
        rows = np.intersect1d(rows, fitting_rows(puzzle, node.history), assume_unique=True)
    shown = figures(puzzle, node.left, rows)
    cost = STRATEGY[strategy](puzzle, node, shown)
    order = best_first(cost, shown.possible, -np.round(shown.bits, 9))
    # A guess that can neither win nor split the candidates is never worth suggesting.
    useful = np.isfinite(cost[order]) & (shown.possible[order] | (shown.bits[order] > 1e-9))
    order, moved = safe_first(puzzle, node, shown.rows, order[useful])
    return Ranked(strategy, shown, cost, order, moved)


def suggestion(puzzle: Puzzle, ranked: Ranked, i: int, history: Sequence[Score]) -> Suggestion:
    """The ``i``-th ranked guess as a value."""
    j, shown = ranked.order[i], ranked.shown
    guess = puzzle.guesses[int(shown.rows[j])]
    return Suggestion(
        guess=guess,
        bits=float(shown.bits[j]),
        expected=float(shown.expected[j]),
        worst=int(shown.worst[j]),
        possible=bool(shown.possible[j]),
        hard_legal=hard_mode_problem(history, guess) is None,
        figure=_figure(ranked.strategy, float(ranked.cost[j])),
    )


def _figure(strategy: str, cost: float) -> float | None:
    """A strategy's figure for a cost: guesses to finish (searched guesses only), or a score."""
    if strategy == "lookahead":
        return cost if cost < UNSEARCHED else None
    if strategy == "frequency":
        return -cost
    return None


def choose(puzzle: Puzzle, node: Node, strategy: str) -> Row:
    """The guess (row) ``strategy`` plays at ``node``, remembered per set of candidates.

    Under an answer model the strategy ranks by its weighted figure (:func:`weighted_rank`).
    Only ``frequency`` looks at more than the candidates and the hard-mode rule (the
    allowed words that fit), so it remembers its choices per history (and hard-mode
    rule: one puzzle may play both modes) instead; it weighs no candidates.
    """
    if puzzle.weighted and strategy != "frequency":
        # The turn is part of the key: the safety check asks for a win in the guesses left.
        key = ("weighted choice", strategy, node.left.tobytes(), node.rule, len(node.history))
        if key not in puzzle.memo:
            puzzle.memo[key] = _weighted_choice(puzzle, node, strategy)
        return puzzle.memo[key]
    where = (history_key(node.history), node.rule) if strategy == "frequency" else node.key
    key = ("choice", strategy, where)
    if key not in puzzle.memo:
        ranked = rank(puzzle, node, strategy)
        puzzle.memo[key] = int(ranked.shown.rows[ranked.order[0]])
    return puzzle.memo[key]


def _weighted_choice(puzzle: Puzzle, node: Node, strategy: str) -> Row:
    """The best guess by the strategy's weighted figure; ties to the likelier answer; the
    best-ranked guess shown sure to finish comes first (the solver's safety check, unweighted)."""
    left = node.left
    if len(left) <= 2 or len(node.history) >= CLASSIC_GUESSES - 1:
        # One or two words left, or the last guess: the likeliest word is the best guess.
        return int(puzzle.answer_rows[left[int(np.argmax(puzzle.weights[left]))]])
    rows = legal_rows(puzzle, node.rule)
    _, order = weighted_rank(puzzle, left, rows, strategy)
    return int(rows[safe_first(puzzle, node, rows, order)[0][0]])


def weighted_rank(
    puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, strategy: str
) -> tuple[WeightedFigures, np.ndarray]:
    """The rows' figures over the candidates ``left`` weighted by the puzzle's model, and
    the order that ranks them by the strategy's
    figure: ``optimal`` and ``lookahead`` the one-step estimate of the guesses to finish,
    ``entropy`` the most bits, ``expected`` the fewest left, ``minimax`` the lightest
    heaviest bucket; ties to the likelier answer."""
    codes = puzzle.patterns[np.ix_(rows, left)] if len(rows) < len(puzzle.guesses) else puzzle.patterns[:, left]
    shown = weighted_figures(codes, puzzle.weights[left], puzzle.length)
    cost = {
        "entropy": -shown.bits,
        "expected": shown.expected,
        "minimax": shown.heaviest,
    }.get(strategy, shown.estimate)
    return shown, best_first(cost, shown.win_chance)


def ranked_suggestions(puzzle: Puzzle, node: Node, strategy: str, top: int, fallback: bool) -> Suggestions:
    """The ``top`` guesses ``strategy`` ranks best at ``node``."""
    ranked = rank(puzzle, node, strategy)
    best = tuple(suggestion(puzzle, ranked, i, node.history) for i in range(min(top, len(ranked.order))))
    return suggestions_at(puzzle, node, strategy, best, fallback, safe_first=ranked.safe_first)


def suggestions_at(
    puzzle: Puzzle,
    node: Node,
    strategy: str,
    ranked: tuple[Suggestion, ...],
    fallback: bool,
    safe_first: bool = False,
    complete: bool = True,
) -> Suggestions:
    """The guesses ``ranked`` at ``node`` as the value ``suggest`` returns."""
    return Suggestions(
        history=node.history,
        strategy=strategy,
        hard=node.rule is not None,
        candidates=tuple(puzzle.answers[i] for i in node.left),
        fallback=fallback,
        ranked=ranked,
        safe_first=safe_first,
        complete=complete,
    )
