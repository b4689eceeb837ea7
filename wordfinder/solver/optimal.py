"""The ``optimal`` strategy: the exact search of :mod:`.exact`, and the stored optimal trees.

From the bundled lists' opening the stored trees (``data/tree-*.txt``, made by
``scripts/make_trees.py``) give every decision at once; elsewhere the exact search
decides, within a limit of positions searched after which its figures are flagged as
upper bounds.  Each limited question gets a search of its own: what a limit allows then
depends on the position alone, not on the questions asked before it nor on the time.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..game import CLASSIC_GUESSES
from ..hardmode import hard_mode_problem
from .exact import EXACT_SEARCH, Limit, Ranking, Search, Valued, guess_values
from .figures import best_first, estimates, figures
from .hard_rows import legal_rows
from .openings import stored_opening
from .puzzle import GuessRow, Puzzle
from .ranking import ranked_suggestions, suggestions_at
from .safety import promised_play, proven_first
from .strategies import OPTIMAL, Node
from .suggestions import SHOWN_SURE, UPPER_BOUND, Suggestion, Suggestions
from .trees import Tree, follow, games_through, stored_subtree, stored_tree

__all__ = ["LIMIT", "choice", "suggestions", "tree"]

LIMIT = Limit(positions=600, greedy=250)  # one decision's search, before its figures are upper bounds
EXACT_UP_TO = 600  # candidates beyond which the exact search has little chance within LIMIT: estimate


def tree(puzzle: Puzzle, hard: bool) -> Tree | None:
    """The stored optimal tree of the mode for the puzzle's lists, read once."""
    key = ("optimal tree", hard)
    if key not in puzzle.memo:
        puzzle.memo[key] = stored_tree(puzzle, hard)
    return puzzle.memo[key]


def _stored_node(puzzle: Puzzle, node: Node) -> Tree | None:
    """The stored tree's node at ``node``'s history: from the whole tree when it has been
    read (a game makes many decisions), else from the paths through the node alone."""
    hard = node.rule is not None
    key = ("optimal tree", hard)
    if key in puzzle.memo:
        stored = puzzle.memo[key]
        return follow(stored, node.history) if stored is not None else None
    return stored_subtree(puzzle, node.history, hard)


def choice(puzzle: Puzzle, node: Node) -> GuessRow:
    """The guess the optimal strategy plays at ``node``: the stored tree's while the game
    follows it, else what ``suggest`` answers first there (the stored opening, then
    :func:`suggestions`'), so that benchmark, play, tree and suggest give one position one
    guess; remembered, as every game through a position asks again."""
    stored = tree(puzzle, node.rule is not None)
    here = follow(stored, node.history) if stored is not None else None
    if here is not None:
        return puzzle.row[here.guess]
    key = ("optimal choice", node.key)
    if key not in puzzle.memo:
        opening = None if node.history else stored_opening(puzzle.key, puzzle.answers, OPTIMAL, node.rule is not None, 1)
        first = opening if opening is not None else suggestions(puzzle, node, 1, False)
        puzzle.memo[key] = puzzle.row[first.ranked[0].guess]
    return puzzle.memo[key]


def suggestions(puzzle: Puzzle, node: Node, top: int, fallback: bool) -> Suggestions:
    """The ``top`` guesses with the fewest expected guesses to finish, each figure exact or
    flagged as an upper bound (with the search that found it), searched within
    :data:`LIMIT`; the first is the same whatever ``top`` is.  Off the stored tree, a guess
    shown sure to find every candidate in time goes first where the best is not
    (:func:`_sure_first`)."""
    here = _stored_node(puzzle, node)
    ranked = _ranked(puzzle, node, top, fallback, here)
    if here is None and not fallback:
        return _sure_first(puzzle, node, ranked)
    return ranked


def _ranked(puzzle: Puzzle, node: Node, top: int, fallback: bool, here: Tree | None) -> Suggestions:
    """:func:`suggestions` as the exact search (or, too broad for it, the lookahead) ranks them."""
    if here is None and len(node.left) > EXACT_UP_TO:
        return _estimated(puzzle, node, top, fallback)
    ranking = guess_values(
        Search(puzzle), node.left, CLASSIC_GUESSES - len(node.history), node.rule, top, LIMIT,
        (here.guess,) if here is not None else (),
    )
    if here is not None:
        ranking = _tree_first(puzzle, node, here, ranking, top)
    if not ranking.values:
        return _estimated(puzzle, node, top, fallback)
    rows = np.array([puzzle.row[v.guess] for v in ranking.values], dtype=np.int64)
    shown = figures(puzzle, node.left, rows) if len(rows) else None
    ranked = tuple(
        Suggestion(
            guess=v.guess,
            bits=float(shown.bits[i]),
            expected=float(shown.expected[i]),
            worst=int(shown.worst[i]),
            possible=bool(shown.possible[i]),
            hard_legal=hard_mode_problem(node.history, v.guess) is None,
            figure=v.mean,
            bound=None if v.exact else f"{UPPER_BOUND}, from the {v.search}",
        )
        for i, v in enumerate(ranking.values)
    )
    return suggestions_at(puzzle, node, OPTIMAL, ranked, fallback, complete=ranking.complete)


def _tree_first(puzzle: Puzzle, node: Node, here: Tree, ranking: Ranking, top: int) -> Ranking:
    """``ranking`` with the stored tree's guess first, valued exactly by the tree: each subtree
    of an optimal tree is optimal for its position, so where the search ranks another first,
    it tied (after TARSE=ta..., ALOFT, a candidate, before the tree's ALOUD, both 2.3448) or
    could only bound the tree's (after SALET=...E. in hard mode, FINER before DINER), and
    benchmark and tree, which play the tree, would play otherwise."""
    if ranking.values and ranking.values[0].guess == here.guess:
        return ranking
    games = games_through(here, [puzzle.answers[i] for i in node.left])
    if games is None:  # not the tree of these candidates
        return ranking
    total = sum(len(guesses) for _, guesses in games)
    valued = Valued(here.guess, len(node.left), total, True, EXACT_SEARCH)
    rest = tuple(v for v in ranking.values if v.guess != here.guess)
    return replace(ranking, values=(valued, *rest)[:top])


def _sure_first(puzzle: Puzzle, node: Node, shown: Suggestions) -> Suggestions:
    """``shown`` (off the stored tree) with a guess shown sure to find every
    candidate in time first: its best if it is (:func:`~wordfinder.solver.safety.proven_first`,
    within :data:`SURE_WORK`), else the first of the :data:`SURE_SCAN` best by one-step
    estimate that is, else the safety check's own play (:func:`~wordfinder.solver.safety.promised_play`),
    else the best as ranked.  Ranked by an average, hard mode walks into families: after
    SALET=..... CRONY (shown sure) the ?OUND words with four guesses left were guessed one by
    one, and over 3,158 answers given as a file 23 games took more than six; in normal mode
    three of pt-4's original answers took seven."""
    rows = legal_rows(puzzle, node.rule)
    estimate, possible = estimates(puzzle, node.left, rows)
    best = [puzzle.row[shown.ranked[0].guess]] if shown.ranked else []
    rows = np.concatenate((np.array(best, dtype=np.int64), rows))
    order = np.concatenate((np.arange(len(best)), best_first(estimate, possible) + len(best)))
    proven = proven_first(puzzle, node, rows, order, SURE_WORK, SURE_SCAN)
    turns = CLASSIC_GUESSES - len(node.history)
    play = int(rows[proven[0][0]]) if proven else promised_play(puzzle, node.left, node.rule, turns)
    if play is None or play in best:
        return shown
    at = next((i for i, s in enumerate(shown.ranked) if s.guess == puzzle.guesses[play]), None)
    if at is None:
        counted = figures(puzzle, node.left, np.array([play]))
        first = Suggestion(
            guess=puzzle.guesses[play], bits=float(counted.bits[0]), expected=float(counted.expected[0]),
            worst=int(counted.worst[0]), possible=bool(counted.possible[0]),
            hard_legal=True, figure=None, bound=None,
        )
        ranked = (first, *shown.ranked[: max(len(shown.ranked) - 1, 0)])
    else:
        ranked = (shown.ranked[at], *shown.ranked[:at], *shown.ranked[at + 1 :])
    return shown._replace(ranked=ranked, safe_first=SHOWN_SURE)


SURE_SCAN, SURE_WORK = 200, 2_000_000_000  # off the tree: the guesses checked for a sure one, and their work


def _estimated(puzzle: Puzzle, node: Node, top: int, fallback: bool) -> Suggestions:
    """The lookahead's ranking, for a position too large for the exact search to value any
    guess within its limit (or where none it valued finds every candidate in time): each
    figure is an estimate, and says so; a guess the safety check put first has none, and
    stays first (dropped, ``-n 1`` had no guess to give, and ``-n 2`` one not sure)."""
    estimated = ranked_suggestions(puzzle, node, "lookahead", top, fallback)
    note = "an estimate from the lookahead strategy: too many candidates for the exact search"
    return estimated._replace(
        strategy=OPTIMAL,
        ranked=tuple(s if s.figure is None else s._replace(bound=note) for s in estimated.ranked),
        complete=False,
    )
