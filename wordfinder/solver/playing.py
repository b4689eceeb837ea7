"""Playing games with a strategy, and the benchmark: every answer played from the opening.

Each score comes from :func:`wordfinder.feedback.score`, the referee, never from the
pattern matrix the strategies decide with.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..feedback import Score, score
from .hardmode import hard_rule, rule_after
from ..game import CLASSIC_GUESSES
from .openings import stored_opening
from .patterns import cached_pattern_matrix, encode
from .puzzle import Puzzle, patterns_of
from .ranking import choose
from .strategies import DEFAULT_STRATEGY, OPTIMAL, Node, check_strategy
from .trees import games_through, stored_tree

__all__ = ["BenchmarkResult", "GameRun", "benchmark", "opening_guess", "play"]


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
) -> GameRun:
    """The game ``strategy`` plays against ``answer``, each score given by :func:`score`.

    ``first`` is the opening guess (default: the stored opening, or the strategy's choice).
    """
    history: list[Score] = []
    left = puzzle.everyone()
    rule = hard_rule(puzzle, ()) if hard else None
    guess = first or opening_guess(puzzle, strategy, hard)
    while True:
        earned = score(guess, answer)  # the referee is the feedback engine, not the matrix
        history.append(earned)
        if earned.is_win:
            return GameRun(answer, tuple(s.guess for s in history))
        if len(history) >= len(puzzle.guesses):
            raise RuntimeError(f"{strategy} does not find {answer}: {' '.join(map(str, history))}")
        left = left[patterns_of(puzzle, guess, left) == encode(earned)]
        if rule is not None:
            rule = rule_after(rule, guess, encode(earned))
        guess = puzzle.guesses[_choose(puzzle, Node(left, tuple(history), rule), strategy)]


def _choose(puzzle: Puzzle, node: Node, strategy: str) -> int:
    """The guess (row) ``strategy`` plays at ``node``."""
    if strategy == OPTIMAL:
        from .optimal import choice

        return choice(puzzle, node)
    return choose(puzzle, node, strategy)


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
) -> BenchmarkResult:
    """Every answer played by ``strategy`` from its opening; ``progress`` is called after each game.

    ``first`` is the opening (default: the stored one, or the strategy's choice).  The
    games are played branch by branch of the opening's game tree, so that the decisions
    remembered for one game serve the next; with ``jobs`` > 1 each worker process takes
    whole branches.
    """
    check_strategy(strategy)
    start = time.perf_counter()
    stored = stored_tree(puzzle, hard, strategy) if first is None else None
    if stored is not None:
        # The strategy's stored tree (scripts/make_trees.py) decides every game at once;
        # each score is still the engine's.
        if (games := games_through(stored, puzzle.answers)) is not None:
            runs = [GameRun(answer, guesses) for answer, guesses in games]
            for run in runs if progress else ():
                progress(run)
            return BenchmarkResult(strategy, hard, tuple(runs), time.perf_counter() - start)
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
    runs.sort(key=lambda r: order[r.answer])
    return BenchmarkResult(strategy, hard, tuple(runs), time.perf_counter() - start)


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
