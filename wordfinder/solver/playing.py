"""Playing games with a strategy, and the benchmark: every answer played from the opening.

Each score comes from :func:`wordfinder.feedback.score`, the referee, never from the
pattern matrix the strategies decide with.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import WordListError
from ..feedback import Score, score
from .hardmode import hard_rule, rule_after
from ..game import CLASSIC_GUESSES
from .openings import stored_opening
from .patterns import cached_pattern_matrix, encode
from .puzzle import Puzzle, candidates, load_puzzle, patterns_of
from .ranking import choose
from .strategies import DEFAULT_STRATEGY, OPTIMAL, Node, check_strategy
from .trees import Tree, games_through, stored_tree

__all__ = ["MODEL_TREE_STRATEGIES", "BenchmarkResult", "GameRun", "benchmark", "decision_tree", "model_tree", "opening_guess", "play"]


@dataclass(frozen=True, slots=True)
class GameRun:
    """One game the solver played: the answer, and its guesses, the last one winning."""

    answer: str
    guesses: tuple[str, ...]

    @property
    def turns(self) -> int:
        """How many guesses it took."""
        return len(self.guesses)


def play(
    puzzle: Puzzle,
    answer: str,
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    first: str | None = None,
    tree: Tree | None = None,
) -> GameRun:
    """The game ``strategy`` plays against ``answer``, each score given by :func:`score`.

    ``first`` is the opening guess (default: the stored opening, or the strategy's
    choice).  ``tree`` is a stored tree (:func:`model_tree`): its guesses are played while
    the game stays on it, and the strategy decides the rest.  Under an answer model the
    strategy weighs the candidates by it (:func:`wordfinder.solver.ranking.choose`).
    Raises :class:`WordListError` for an answer no candidate of the puzzle matches.
    """
    history: list[Score] = []
    rule = hard_rule(puzzle, ()) if hard else None
    node = tree if tree is not None and first in (None, tree.guess) else None
    left = None if node is not None else puzzle.everyone()  # the candidates, once off the tree
    guess = node.guess if node is not None else first or opening_guess(puzzle, strategy, hard)
    while True:
        earned = score(guess, answer)  # the referee is the feedback engine, not the matrix
        history.append(earned)
        if earned.is_win:
            return GameRun(answer, tuple(s.guess for s in history))
        if len(history) >= len(puzzle.guesses):
            raise RuntimeError(f"{strategy} does not find {answer}: {' '.join(map(str, history))}")
        if rule is not None:
            rule = rule_after(rule, guess, encode(earned))
        node = node.branch(str(earned)) if node is not None else None
        if node is not None:
            guess = node.guess  # the stored tree holds this position's decision
            continue
        # Off the tree the candidates are found at once (a row per guess, even of a lazy matrix).
        left = candidates(puzzle, history) if left is None else left[patterns_of(puzzle, guess, left) == encode(earned)]
        if not len(left):
            raise WordListError(f"{answer!r}: not a word the {puzzle.model_name!r} answer model allows")
        guess = puzzle.guesses[_choose(puzzle, Node(left, tuple(history), rule), strategy)]


def _choose(puzzle: Puzzle, node: Node, strategy: str) -> int:
    """The guess (row) ``strategy`` plays at ``node``: the exact search's for ``optimal``
    over equally likely answers, else the strategy's ranking (weighted under a model)."""
    if strategy == OPTIMAL and not puzzle.weighted:
        from .optimal import choice

        return choice(puzzle, node)
    return choose(puzzle, node, strategy)


MODEL_TREE_STRATEGIES = ("lookahead", "entropy", "expected", "minimax", "frequency")
"""The strategies whose trees under the answer models are stored (``optimal`` uses lookahead's)."""


def model_tree(puzzle: Puzzle, strategy: str, hard: bool) -> Tree | None:
    """The strategy's stored tree under the puzzle's answer model, if one was made for these
    lists and this very model (its fingerprint): the games it holds are then replayed, not
    decided again.  Under a model ``optimal`` plays as ``lookahead`` (the same weighted
    estimate), so the two share one tree.  None for a puzzle without a model of its own
    (its stored trees are the optimal ones, :func:`benchmark`'s)."""
    if not puzzle.weighted:
        return None
    strategy = "lookahead" if strategy == OPTIMAL else strategy
    key = ("model tree", strategy, hard)  # read once: a review asks at every position
    if key not in puzzle.memo:
        puzzle.memo[key] = stored_tree(puzzle, hard, strategy, (puzzle.model.name, puzzle.model.fingerprint))
    return puzzle.memo[key]


def opening_guess(puzzle: Puzzle, strategy: str, hard: bool = False) -> str:
    """The first guess ``strategy`` plays: the stored one, or computed (and remembered)."""
    stored = stored_opening(puzzle.key, puzzle.answers, strategy, hard, 1)
    if stored:
        return stored.best.guess
    node = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
    return puzzle.guesses[_choose(puzzle, node, strategy)]


@dataclass(frozen=True, slots=True)
class BenchmarkResult:
    """How a strategy fared over every answer."""

    strategy: str
    hard: bool
    runs: tuple[GameRun, ...]  # in the order of the answers list
    seconds: float

    @property
    def games(self) -> int:
        """How many games were played."""
        return len(self.runs)

    @property
    def mean(self) -> float:
        """The mean number of guesses."""
        return sum(r.turns for r in self.runs) / len(self.runs)

    @property
    def max(self) -> int:
        """The most guesses any game took."""
        return max(r.turns for r in self.runs)

    @property
    def failures(self) -> int:
        """How many games needed more than six guesses."""
        return sum(r.turns > CLASSIC_GUESSES for r in self.runs)

    @property
    def distribution(self) -> dict[int, int]:
        """How many games took each number of guesses, from one to the maximum."""
        counts = Counter(r.turns for r in self.runs)
        return {turns: counts[turns] for turns in range(1, self.max + 1)}

    @property
    def opening(self) -> str:
        """The first guess played."""
        return self.runs[0].guesses[0]

    def summary(self) -> dict:
        """The figures as a JSON document."""
        return {
            "games": self.games,
            "total": sum(r.turns for r in self.runs),
            "mean": round(self.mean, 4),
            "max": self.max,
            "failures": self.failures,
            "distribution": {str(k): v for k, v in self.distribution.items()},
            "seconds": round(self.seconds, 2),
            "strategy": self.strategy,
            "hard": self.hard,
            "opening": self.opening,
        }


def benchmark(
    puzzle: Puzzle,
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    jobs: int = 1,
    progress: Callable[[GameRun], object] | None = None,
    first: str | None = None,
    secrets: Sequence[str] | None = None,
    stored: bool = True,
) -> BenchmarkResult:
    """Every answer (or each of ``secrets``) played by ``strategy`` from its opening;
    ``progress`` is called after each game.

    ``first`` is the opening (default: the stored one, or the strategy's choice).  Over
    equally likely answers the strategy's stored tree decides every game at once, or the
    games are played branch by branch of the opening's game tree, so that the decisions
    remembered for one game serve the next; with ``jobs`` > 1 each worker process takes
    whole branches.  Secrets, or a puzzle under an answer model, are played in order.
    """
    check_strategy(strategy)
    start = time.perf_counter()
    if secrets is None and not puzzle.weighted:
        runs = _every_answer(puzzle, strategy, hard, jobs, progress, first)
    else:
        runs = _secrets(puzzle, list(puzzle.answers if secrets is None else secrets), strategy, hard, progress, stored)
    return BenchmarkResult(strategy, hard, tuple(runs), time.perf_counter() - start)


def _every_answer(
    puzzle: Puzzle, strategy: str, hard: bool, jobs: int, progress: Callable[[GameRun], object] | None,
    first: str | None,
) -> list[GameRun]:
    """:func:`benchmark`'s games over every answer of a puzzle without a model of its own."""
    stored = stored_tree(puzzle, hard, strategy) if first is None else None
    # The strategy's stored tree (scripts/make_trees.py) decides every game at once;
    # each score is still the engine's.
    if stored is not None and (games := games_through(stored, puzzle.answers)) is not None:
        runs = [GameRun(answer, guesses) for answer, guesses in games]
        for run in runs if progress else ():
            progress(run)
        return runs
    first = first or opening_guess(puzzle, strategy, hard)
    parts = _branches(puzzle, first, max(1, jobs))
    if jobs <= 1:
        runs = []
        for answer in (a for part in parts for a in part):
            runs.append(run := play(puzzle, answer, strategy, hard, first))
            if progress:
                progress(run)
    else:
        runs = _play_in_processes(puzzle, parts, jobs, (strategy, hard, first), progress)
    order = {a: i for i, a in enumerate(puzzle.answers)}
    return sorted(runs, key=lambda r: order[r.answer])


def _secrets(
    puzzle: Puzzle, secrets: list[str], strategy: str, hard: bool, progress: Callable[[GameRun], object] | None,
    stored: bool,
) -> list[GameRun]:
    """:func:`benchmark`'s games against ``secrets``, in order.

    Under a model the strategy's stored tree for it (made by ``scripts/make_trees.py
    --models`` over the original answers) decides the positions it holds, unless not
    ``stored``.  A secret that is not one of the model's words (a new word of today's
    Wordle missing from the allowed list) is added to them, as likely as its least likely
    word, so that it can be found; over equally likely answers it is an error naming it,
    found before any game is played.
    """
    allowed = set(puzzle.answers)
    outside = [s for s in secrets if s not in allowed]
    if outside and not puzzle.weighted:
        raise WordListError(
            f"{outside[0]!r} ({len(outside)} secret{'s' if len(outside) != 1 else ''} in all): "
            f"not a word the {puzzle.model_name!r} answer model allows; try --answers likely"
        )
    if not secrets:
        raise WordListError("--secrets: no words to play")
    tree = model_tree(puzzle, strategy, hard) if stored else None  # the model's own
    if outside:
        puzzle = load_puzzle(puzzle.guesses, model=puzzle.model.extended(outside))
    first = tree.guess if tree is not None else opening_guess(puzzle, strategy, hard)
    runs = []
    for secret in secrets:
        runs.append(run := play(puzzle, secret, strategy, hard, first, tree))
        if progress:
            progress(run)
    return runs


def _branches(puzzle: Puzzle, first: str, jobs: int) -> list[list[str]]:
    """The answers, ordered by the opening's score against them, cut into a few parts per job
    without splitting a branch."""
    codes = patterns_of(puzzle, first, puzzle.everyone())
    target = max(1, len(codes) // (4 * jobs))
    parts: list[list[str]] = [[]]
    last = None
    for i in np.argsort(codes, kind="stable"):
        if len(parts[-1]) >= target and codes[i] != last:
            parts.append([])
        parts[-1].append(puzzle.answers[i])
        last = codes[i]
    return parts


def _play_in_processes(
    puzzle: Puzzle,
    parts: list[list[str]],
    jobs: int,
    how: tuple[str, bool, str],
    progress: Callable[[GameRun], object] | None,
) -> list[GameRun]:
    """The games of each part, played by ``jobs`` worker processes."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    runs: list[GameRun] = []
    with ProcessPoolExecutor(
        jobs, initializer=_start_worker, initargs=(puzzle.guesses, puzzle.answers)
    ) as pool:
        for future in as_completed([pool.submit(_play_part, part, *how) for part in parts]):
            for run in future.result():
                runs.append(run)
                if progress:
                    progress(run)
    return runs


_WORKER: dict[str, Puzzle] = {}


def _start_worker(guesses: tuple[str, ...], answers: tuple[str, ...]) -> None:
    """Load the puzzle once in a worker process (the pattern matrix comes from the cache)."""
    _WORKER["puzzle"] = Puzzle(guesses, answers, cached_pattern_matrix(guesses, answers))


def _play_part(answers: list[str], strategy: str, hard: bool, first: str) -> list[GameRun]:
    """Some games, played in a worker process."""
    return [play(_WORKER["puzzle"], a, strategy, hard, first) for a in answers]


def decision_tree(puzzle: Puzzle, strategy: str = DEFAULT_STRATEGY, hard: bool = False) -> Tree:
    """The whole tree ``strategy`` plays over the puzzle's answers: from the stored tree
    when the lists have one (the very games :func:`benchmark` replays), else played out
    position by position."""
    from . import trees

    check_strategy(strategy)
    if strategy == OPTIMAL:
        from .optimal import choice

        def chooser(left: np.ndarray, history: tuple, rule: object) -> int:
            return choice(puzzle, Node(left, history, rule))
    else:
        chooser = trees.strategy_chooser(puzzle, strategy)
        if (stored := stored_tree(puzzle, hard, strategy)) is not None:
            chooser = trees.tree_chooser(puzzle, stored, chooser)  # what the strategy was recorded playing
    return trees.build(puzzle, chooser, hard)
