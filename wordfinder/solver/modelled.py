"""Games against secrets the solver was not told about, played under an answer model.

``benchmark --secrets FILE`` plays each word of FILE as the secret while the solver
believes its answer model (:mod:`wordfinder.answers`): under ``original`` the
candidates are the 2,315 original answers, equally likely, and the games are those
:func:`wordfinder.solver.playing.play` plays; under ``likely`` and ``all`` every
allowed word may be the answer, weighted by its prior or equally, and a guess is
chosen by the weighted figures of :mod:`wordfinder.solver.weighted`:

- ``optimal`` and ``lookahead``: the fewest expected guesses to finish, one step
  ahead (each bucket valued by the solver's curve at its effective size); the exact
  search covers the uniform 2,315-answer game only;
- ``entropy``: the most expected information; ``expected``: the fewest candidates
  left on average, weighted; ``minimax``: the lightest heaviest bucket;
- ``frequency``: as always, seed 003's common letters, then common words.

Ties go to the guess most likely to be the answer, and the best-ranked guess shown sure
to find every candidate within six guesses comes first (:mod:`wordfinder.solver.safety`).  Every score comes from
:func:`wordfinder.feedback.score`, the referee, never from the pattern matrix.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np

from ..answers import ORIGINAL, AnswerModel
from ..errors import WordListError
from ..feedback import Score, score
from ..notation import GuessScore
from .figures import best_first, figures
from .hardmode import HardRule, hard_rule, legal_rows, rule_after
from ..game import CLASSIC_GUESSES
from .lists import puzzle_lists
from .patterns import cached_pattern_matrix, encode
from .playing import BenchmarkResult, GameRun, play
from .puzzle import NoCandidates, Puzzle, candidates, load_puzzle, patterns_of
from .ranking import choose
from .safety import SAFETY_SCAN, safe_first
from .strategies import Node, check_strategy, frequency_costs
from .suggesting import checked_history
from .suggestions import Suggestion, Suggestions
from .trees import Tree, stored_tree
from .weighted import WeightedFigures, weighted_figures

__all__ = [
    "MODEL_TREE_STRATEGIES",
    "ModelledPuzzle",
    "benchmark_secrets",
    "modelled_puzzle",
    "play_modelled",
    "stored_model_tree",
    "weighted_suggestions",
]


class ModelledPuzzle:
    """A puzzle whose answers are a model's words, with the model's weights aligned to them."""

    __slots__ = ("model", "puzzle", "weights")

    def __init__(self, model: AnswerModel, puzzle: Puzzle, weights: np.ndarray):
        self.model, self.puzzle, self.weights = model, puzzle, weights


def modelled_puzzle(model: AnswerModel, guesses: Sequence[str] | None = None) -> ModelledPuzzle:
    """The puzzle of ``guesses`` (default: the bundled allowed words) against ``model``'s
    words, whose pattern matrix comes from the disk cache when it can, and is otherwise
    computed a column at a time as positions ask for them (the whole 14,855 x 14,855
    matrix would take 20 s; a replayed benchmark or a suggestion needs a few columns)."""
    if model.name == ORIGINAL and guesses is None:
        puzzle = load_puzzle()
    else:
        listed, answers = puzzle_lists(guesses, model.words)
        puzzle = Puzzle(listed, answers, cached_pattern_matrix(listed, answers, lazy=True))
    weights = np.array(model.weights_for(puzzle.answers), dtype=np.float64)
    return ModelledPuzzle(model, puzzle, weights)


def play_modelled(
    modelled: ModelledPuzzle,
    secret: str,
    strategy: str,
    hard: bool = False,
    first: str | None = None,
    tree: Tree | None = None,
) -> GameRun:
    """The game ``strategy`` plays against ``secret`` under the model (see the module's text).

    ``tree`` is the strategy's stored tree under the model (:func:`stored_model_tree`): its
    guesses are played while the game stays on it, and the solver decides the rest.
    """
    puzzle = modelled.puzzle
    if _uniform_original(modelled):
        return play(puzzle, secret, strategy, hard, first)
    history: list[Score] = []
    rule = hard_rule(puzzle, ()) if hard else None
    node = tree if tree is not None and first in (None, tree.guess) else None
    left = None if node is not None else puzzle.everyone()  # the candidates, once off the tree
    if node is not None:
        guess = node.guess
    else:
        guess = first or puzzle.guesses[_choice(modelled, Node(left, (), rule), strategy)]
    while True:
        earned = score(guess, secret)  # the referee is the feedback engine, not the matrix
        history.append(earned)
        if earned.is_win:
            return GameRun(secret, tuple(s.guess for s in history))
        if rule is not None:
            rule = rule_after(rule, guess, encode(earned))
        node = node.branch(str(earned)) if node is not None else None
        if node is not None:
            guess = node.guess  # the stored tree holds this position's decision
            continue
        if left is None:
            left = candidates(puzzle, history)
        else:
            left = left[patterns_of(puzzle, guess, left) == encode(earned)]
        if not len(left):
            raise WordListError(f"{secret!r}: not a word the {modelled.model.name!r} answer model allows")
        guess = puzzle.guesses[_choice(modelled, Node(left, tuple(history), rule), strategy)]


def benchmark_secrets(
    modelled: ModelledPuzzle,
    secrets: Sequence[str],
    strategy: str,
    hard: bool = False,
    progress: Callable[[GameRun], object] | None = None,
    stored: bool = True,
) -> BenchmarkResult:
    """Each of ``secrets`` played by ``strategy`` under the model, in order.

    The strategy's stored tree under the model (made by ``scripts/make_trees.py
    --models`` over the original answers) decides the positions it holds, unless not
    ``stored``; the solver decides the others.  Under ``likely`` and ``all``, a secret
    that is not one of the model's words (a new word of today's Wordle missing from the
    allowed list) is added to them, as likely as its least likely word
    (:meth:`AnswerModel.extended`), so that it can be found; under ``original`` it is
    an error naming it, found before any game is played.
    """
    check_strategy(strategy)
    allowed = set(modelled.puzzle.answers)
    outside = [s for s in secrets if s not in allowed]
    if outside and _uniform_original(modelled):
        raise WordListError(
            f"{outside[0]!r} ({len(outside)} secret{'s' if len(outside) != 1 else ''} in all): "
            f"not a word the {modelled.model.name!r} answer model allows; try --answers likely"
        )
    if not secrets:
        raise WordListError("--secrets: no words to play")
    start = time.perf_counter()
    first, tree = None, None
    if not _uniform_original(modelled):
        tree = stored_model_tree(modelled, strategy, hard) if stored else None  # the model's own
        if outside:
            modelled = modelled_puzzle(modelled.model.extended(outside), modelled.puzzle.guesses)
        puzzle = modelled.puzzle
        root = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
        first = tree.guess if tree is not None else puzzle.guesses[_choice(modelled, root, strategy)]
    runs = []
    for secret in secrets:
        runs.append(run := play_modelled(modelled, secret, strategy, hard, first, tree))
        if progress:
            progress(run)
    return BenchmarkResult(strategy, hard, tuple(runs), time.perf_counter() - start)


def stored_model_tree(modelled: ModelledPuzzle, strategy: str, hard: bool) -> Tree | None:
    """The strategy's stored tree under the model, if one was made for these lists and this
    very model (its fingerprint): the games it holds are then replayed, not searched.
    ``optimal`` plays as ``lookahead`` under a model (the same weighted estimate), so
    the two share one tree."""
    if _uniform_original(modelled):
        return None
    model = modelled.model
    strategy = "lookahead" if strategy == "optimal" else strategy
    return stored_tree(modelled.puzzle, hard, strategy, (model.name, model.fingerprint))


MODEL_TREE_STRATEGIES = ("lookahead", "entropy", "expected", "minimax", "frequency")
"""The strategies whose trees under the answer models are stored (``optimal`` uses lookahead's)."""


def _uniform_original(modelled: ModelledPuzzle) -> bool:
    """Whether the model is the original answers, uniform: the solver's own game."""
    return modelled.model.name == ORIGINAL


def _choice(modelled: ModelledPuzzle, node: Node, strategy: str) -> int:
    """The guess (row) ``strategy`` plays at ``node`` under the model's weights, remembered
    per position (every game through it asks again)."""
    puzzle = modelled.puzzle
    if strategy == "frequency":
        return choose(puzzle, node, strategy)
    key = ("modelled", strategy, node.left.tobytes(), node.rule, len(node.history))  # the turn: see safe_first
    if key not in puzzle.memo:
        puzzle.memo[key] = _weighted_choice(modelled, node, strategy)
    return puzzle.memo[key]


def _weighted_choice(modelled: ModelledPuzzle, node: Node, strategy: str) -> int:
    """The best guess by the strategy's weighted figure; ties to the likelier answer; the
    best-ranked guess shown sure to finish comes first (the solver's safety check, unweighted)."""
    puzzle, left = modelled.puzzle, node.left
    if len(left) <= 2 or len(node.history) >= CLASSIC_GUESSES - 1:
        # One or two words left, or the last guess: the likeliest word is the best guess.
        return int(puzzle.answer_rows[left[int(np.argmax(modelled.weights[left]))]])
    rows = legal_rows(puzzle, node.rule)
    _, order = _ranking(modelled, left, rows, strategy)
    return int(rows[safe_first(puzzle, node, rows, order)[0][0]])


def _ranking(
    modelled: ModelledPuzzle, left: np.ndarray, rows: np.ndarray, strategy: str
) -> tuple[WeightedFigures, np.ndarray]:
    """The rows' weighted figures over ``left``, and the order that ranks them by the
    strategy's figure (ties to the likelier answer)."""
    puzzle = modelled.puzzle
    codes = puzzle.patterns[np.ix_(rows, left)] if len(rows) < len(puzzle.guesses) else puzzle.patterns[:, left]
    shown = weighted_figures(codes, modelled.weights[left], puzzle.length)
    cost = {
        "entropy": -shown.bits,
        "expected": shown.expected,
        "minimax": shown.heaviest,
    }.get(strategy, shown.estimate)
    return shown, best_first(cost, shown.win_chance)


def weighted_suggestions(
    modelled: ModelledPuzzle,
    history: Sequence[GuessScore | Score | str],
    strategy: str,
    hard: bool = False,
    top: int = 10,
    safety_seconds: float | None = None,
) -> Suggestions:
    """``suggest`` under an answer model: the ``top`` guesses ranked by the strategy's
    weighted figure (see the module's text), best first, with the candidates most likely
    first and their probabilities.

    ``optimal`` and ``lookahead`` give the weighted one-step estimate of the guesses to
    finish; ``frequency`` ranks as always (it weighs no candidates), and its best guesses
    are given weighted figures.  Above
    :data:`SHORTLIST_CELLS` guess-candidate cells the guesses are first ranked over the
    :data:`HEAVIEST` likeliest candidates and only the :data:`SHORTLIST` best of them over
    all (``complete`` is then False): a broad position costs about two seconds, not ten.
    ``safety_seconds`` bounds the safety check (:func:`safe_first`; default its own).
    Raises :class:`NoCandidates` when no word of the model fits the history.
    """
    check_strategy(strategy)
    puzzle = modelled.puzzle
    scores = checked_history(history, puzzle.length)
    left = candidates(puzzle, scores)
    if not len(left):
        played = " ".join(f"{s.guess}={s}" for s in scores)
        raise NoCandidates(f"{played!r}: no word the {modelled.model.name!r} answer model allows fits these scores")
    weights = modelled.weights[left] / modelled.weights[left].sum()
    by_likelihood = np.lexsort((left, -np.round(weights, 12)))
    left, weights = left[by_likelihood], weights[by_likelihood]
    rule = hard_rule(puzzle, scores)
    legal = legal_rows(puzzle, rule)
    rows = legal if hard else np.arange(len(puzzle.guesses))
    model, complete = modelled.model.name, True
    if strategy == "frequency":
        # Seed 003's ranking weighs no candidates: its best few are given weighted figures.
        cost = frequency_costs(puzzle, scores)[rows]
        fits = np.flatnonzero(np.isfinite(cost))
        best = fits[np.argsort(cost[fits], kind="stable")[: max(top, SAFETY_SCAN)]]
        rows, cost = rows[best], cost[best]
        shown = weighted_figures(puzzle.patterns[np.ix_(rows, left)], weights, puzzle.length)
        order = np.lexsort((-np.round(shown.bits, 9), np.round(cost, 9)))
        figure = -cost
    else:
        complete = len(rows) * len(left) <= SHORTLIST_CELLS
        if not complete:
            _, order = _ranking(modelled, left[:HEAVIEST], rows, strategy)
            rows = np.sort(rows[order[:SHORTLIST]])
        shown, order = _ranking(modelled, left, rows, strategy)
        figure = shown.estimate if strategy in ("optimal", "lookahead") else None
    node = Node(left, scores, rule if hard else None)
    order, moved = safe_first(puzzle, node, rows, order, safety_seconds) if len(left) > 2 else (order, False)
    is_legal = np.zeros(len(puzzle.guesses), dtype=bool)
    is_legal[legal] = True
    best = order[:top]
    counted = figures(puzzle, left, rows[best])  # the worst case is a count of words, not weighed
    ranked = [
        Suggestion(
            guess=puzzle.guesses[int(rows[i])],
            bits=float(shown.bits[i]),
            expected=float(shown.expected[i]),
            worst=int(counted.worst[k]),
            possible=bool(counted.possible[k]),
            hard_legal=bool(is_legal[rows[i]]),
            figure=None if figure is None else float(figure[i]),
            bound=f"a one-step estimate under the {model!r} answer model" if strategy == "optimal" else None,
        )
        for k, i in enumerate(best)
    ]
    return Suggestions(
        history=scores,
        strategy=strategy,
        hard=hard,
        candidates=tuple(puzzle.answers[i] for i in left),
        fallback=False,
        ranked=tuple(ranked),
        safe_first=moved,
        complete=complete,
        model=model,
        weights=tuple(weights.tolist()),
    )


SHORTLIST_CELLS = 20_000_000  # guesses x candidates ranked in one pass (about a second)
HEAVIEST = 1_000  # a broad position's guesses are first ranked over its likeliest candidates
SHORTLIST = 1_000  # ... and the best of them over every candidate
