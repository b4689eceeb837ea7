"""Ranking every legal guess at a position with a strategy, and the guess a strategy plays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import WordfinderError
from ..feedback import Score
from ..game import CLASSIC_GUESSES
from ..hardmode import hard_mode_problem
from .figures import Figures, best_first, every_row, figures
from .hard_rows import legal_rows
from .patterns import block
from .puzzle import GuessRow, Puzzle, fitting_rows, history_key
from .safety import safe_first, weighted_safe_first
from .strategies import STRATEGY, UNSEARCHED, Node
from .suggestions import Suggestion, Suggestions
from .weighted import WeightedFigures, weighted_figures

__all__ = [
    "BoardsChoice",
    "Ranked",
    "boards_choice",
    "choose",
    "letter_shortlist",
    "opening_estimate",
    "rank",
    "ranked_suggestions",
    "suggestion",
    "suggestions_at",
    "weighted_rank",
]


@dataclass(frozen=True, slots=True)
class Ranked:
    """The legal guesses' figures and costs, and their order (indices into the figures)."""

    strategy: str
    shown: Figures
    cost: np.ndarray
    order: np.ndarray
    safe_first: str = ""  # why the first was moved up (suggestions.SHOWN_SURE, FAMILY_CHECKED): none above it was shown so


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


def choose(puzzle: Puzzle, node: Node, strategy: str) -> GuessRow:
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


def _weighted_choice(puzzle: Puzzle, node: Node, strategy: str) -> GuessRow:
    """The best guess by the strategy's weighted figure; ties to the likelier answer; the
    best-ranked guess shown sure to finish comes first (the solver's safety check, unweighted)."""
    left = node.left
    if len(left) <= 2 or len(node.history) >= CLASSIC_GUESSES - 1:
        # One or two words left, or the last guess: the likeliest word is the best guess.
        return int(puzzle.answer_rows[left[int(np.argmax(puzzle.weights[left]))]])
    rows = legal_rows(puzzle, node.rule)
    _, order = weighted_rank(puzzle, left, rows, strategy)
    return int(rows[weighted_safe_first(puzzle, node, rows, order)[0][0]])


def weighted_rank(
    puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, strategy: str
) -> tuple[WeightedFigures, np.ndarray]:
    """The rows' figures over the candidates ``left`` weighted by the puzzle's model, and
    the order that ranks them by the strategy's
    figure: ``optimal`` and ``lookahead`` the one-step estimate of the guesses to finish,
    ``entropy`` the most bits, ``expected`` the fewest left, ``minimax`` the lightest
    heaviest bucket; ties to the likelier answer.  The expected candidates left are worked
    out for ``expected`` alone (None otherwise: :func:`weighted_figures`' ``sized``; a
    guess's figures are its own row's, so those of a few are worked out alike later)."""
    codes = puzzle.patterns[:, left] if every_row(puzzle, rows) else block(puzzle.patterns, rows, left)
    shown = weighted_figures(codes, puzzle.weights[left], puzzle.length, sized=strategy == "expected")
    cost = {
        "entropy": -shown.bits,
        "expected": shown.expected,
        "minimax": shown.heaviest,
    }.get(strategy, shown.estimate)
    return shown, best_first(cost, shown.win_chance)


def letter_shortlist(puzzle: Puzzle, left: np.ndarray, weights: np.ndarray, rows: np.ndarray, size: int) -> np.ndarray:
    """The ``size`` rows (of ``rows``) that test the most about the weighted candidates
    ``left`` by their letters alone, sorted: for each distinct letter of a guess, the
    entropy of "the answer has it", and for each place, of "the answer has that letter
    there".  No pattern is computed, so it costs a moment where ranking every guess over
    thousands of candidates costs seconds; a guess that splits well tests letters that
    about half the candidates have, so the guesses a strategy would rank best are among them."""
    if len(rows) <= size:
        return rows
    spelled, alphabet, first = _letter_tables(puzzle)
    answer_rows = puzzle.answer_rows[left]
    places = np.arange(spelled.shape[1]) * alphabet
    placed = np.zeros((len(left), alphabet * spelled.shape[1]))
    placed[np.arange(len(left))[:, None], places + spelled[answer_rows]] = 1.0
    present = np.zeros((len(left), alphabet))
    present[np.arange(len(left))[:, None], spelled[answer_rows]] = 1.0

    def bits(chance: np.ndarray) -> np.ndarray:
        chance = np.clip(chance, 1e-9, 1 - 1e-9)
        return -(chance * np.log2(chance) + (1 - chance) * np.log2(1 - chance))

    by_place, by_letter = bits(weights @ placed), bits(weights @ present)
    guess_letters = spelled[rows]
    score = by_place[places + guess_letters].sum(1)
    score += (by_letter[guess_letters] * first[rows]).sum(1)
    return np.sort(rows[np.argpartition(-score, size)[:size]])


def _letter_tables(puzzle: Puzzle) -> tuple[np.ndarray, int, np.ndarray]:
    """What :func:`letter_shortlist` reads of the guesses' spelling, made once a puzzle (it
    took a third of each call): their letter numbers, the alphabet's size, and whether each
    letter of each guess is its first copy (each distinct letter counts once)."""
    key = ("letter tables",)
    if key not in puzzle.memo:
        spelled = puzzle.letters.astype(np.int64)  # guesses and answers alike: answers are guesses
        first = np.ones(spelled.shape, dtype=bool)
        for i in range(1, spelled.shape[1]):
            first[:, i] = (spelled[:, :i] != spelled[:, i : i + 1]).all(1)
        puzzle.memo[key] = spelled, int(spelled.max()) + 1, first
    return puzzle.memo[key]


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
    safe_first: str = "",
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


@dataclass(frozen=True, slots=True)
class BoardsChoice:
    """The guess to play next in a game of several boards, why, and its cost (the estimated
    guesses left, summed over the boards)."""

    guess: str
    why: str
    cost: float | None


def boards_choice(puzzle: Puzzle, lefts: Sequence[np.ndarray | None], guesses_left: int) -> BoardsChoice:
    """The guess to play with these boards' candidates (None: solved) and ``guesses_left``
    guesses to go: a guess is scored on every unsolved board, so its worth is what it does
    on all of them.

    A board down to one candidate is solved at once.  Otherwise each guess costs the sum
    over unsolved boards of its one-step estimate of the guesses still needed there
    (:func:`~wordfinder.solver.figures.figures`); ties go to guesses that may solve a board.
    Safety: each board needs a guess of its own, so when the guesses left are no more than
    the unsolved boards plus those with several candidates, only guesses that may solve
    some board are played.
    """
    open_boards = [left for left in lefts if left is not None]
    if not open_boards:
        raise WordfinderError("every board is solved: there is no guess to suggest")
    singles = [int(left[0]) for left in open_boards if len(left) == 1]
    if singles:
        guess = puzzle.guesses[int(puzzle.answer_rows[singles[0]])]
        return BoardsChoice(guess, f"a board has one candidate left, {guess}: solve it now", None)
    cost = np.zeros(len(puzzle.guesses))
    possible = np.zeros(len(puzzle.guesses), dtype=bool)
    for left in open_boards:
        estimate, may_win = _board_figures(puzzle, left)
        cost += estimate
        possible |= may_win
    ambiguous = sum(len(left) > 1 for left in open_boards)
    tight = guesses_left <= len(open_boards) + ambiguous - 1
    if tight:
        cost = np.where(possible, cost, np.inf)
    best = best_first(cost, possible)[0]
    sizes = "+".join(str(len(left)) for left in open_boards)
    why = (
        f"fewest guesses expected over {len(open_boards)} boards ({sizes} candidates): "
        f"{cost[best]:.2f} summed" + (f"; {guesses_left} guesses left, so one that may solve a board" if tight else "")
    )
    return BoardsChoice(puzzle.guesses[int(best)], why, float(cost[best]))


def opening_estimate(puzzle: Puzzle) -> str:
    """The guess with the best one-step estimate over every answer (remembered): the first
    guess of a game of several boards."""
    key = ("opening estimate",)
    if key not in puzzle.memo:
        estimate, possible = _board_figures(puzzle, puzzle.everyone())
        puzzle.memo[key] = puzzle.guesses[int(best_first(estimate, possible)[0])]
    return puzzle.memo[key]


_CACHED_SIZE = 24  # a board with at least this many candidates keeps its figures (they recur)
_CACHE_ENTRIES = 4096


def _board_figures(puzzle: Puzzle, left: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each guess's one-step estimate over one board's candidates, and whether it may be
    its answer (remembered for large sets, which recur after the opening)."""
    cache = puzzle.memo.setdefault(("board figures",), {})
    key = left.tobytes() if len(left) >= _CACHED_SIZE else None
    if key is not None and key in cache:
        return cache[key]
    shown = figures(puzzle, left, np.arange(len(puzzle.guesses)))
    found = (shown.estimate.astype(np.float32), shown.possible)
    if key is not None and len(cache) < _CACHE_ENTRIES:
        cache[key] = found
    return found
