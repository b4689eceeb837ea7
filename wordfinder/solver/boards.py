"""The solver for multi-board Wordle: the next guess for every board at once, games, the benchmark.

A guess is scored on every unsolved board, so its worth is what it does on all of them:
its cost is the sum, over the unsolved boards, of the one-step estimate of the guesses
still needed on that board (:func:`wordfinder.solver.figures.figures`).  A board down to
one candidate is played at once, and when the guesses left run short of the boards left
to solve, only guesses that may solve a board are played (:func:`choose_boards`).
Every score of a game comes from :func:`wordfinder.feedback.score`, never from the matrix.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..boards import BoardsPair, board_limit, score_boards
from ..errors import WordfinderError
from .figures import best_first, figures
from .patterns import encode
from .puzzle import NoCandidates, Puzzle, Row, patterns_of

__all__ = [
    "BoardsBenchmark",
    "BoardsChoice",
    "BoardsRun",
    "benchmark_boards",
    "board_candidates",
    "choose_boards",
    "draw_games",
    "play_boards",
]

Left = np.ndarray | None  # a board's candidates (indices into puzzle.answers); None once solved


@dataclass(frozen=True, slots=True)
class BoardsChoice:
    """The guess to play next, why, and its cost (the estimated guesses left, summed over boards)."""

    guess: str
    why: str
    cost: float | None


def board_candidates(puzzle: Puzzle, pairs: Sequence[BoardsPair], boards: int) -> tuple[Left, ...]:
    """Each board's candidates after the pairs (None for a solved board); raises
    :class:`NoCandidates` naming a board that no answer of the list fits."""
    lefts: list[Left] = [puzzle.everyone() for _ in range(boards)]
    for pair in pairs:
        for board, earned in enumerate(pair.scores):
            if earned is None or lefts[board] is None:
                continue
            if earned.is_win:
                lefts[board] = None
                continue
            left = lefts[board]
            lefts[board] = left[patterns_of(puzzle, pair.guess, left) == encode(earned)]
    for board, left in enumerate(lefts, 1):
        if left is not None and len(left) == 0:
            raise NoCandidates(f"board {board}: no answer of the list fits its scores")
    return tuple(lefts)


def choose_boards(puzzle: Puzzle, lefts: Sequence[Left], guesses_left: int) -> BoardsChoice:
    """The guess to play with these boards' candidates and ``guesses_left`` guesses to go.

    A board down to one candidate is solved at once (the smallest other boards' cost among
    them decides).  Otherwise each guess costs the sum over unsolved boards of its one-step
    estimate; ties go to guesses that may solve a board.  Safety: each board needs a guess
    of its own, so when the guesses left are no more than the unsolved boards plus those
    with several candidates, only guesses that may solve some board are played.
    """
    open_boards = [left for left in lefts if left is not None]
    if not open_boards:
        raise WordfinderError("every board is solved: there is no guess to suggest")
    singles = [int(left[0]) for left in open_boards if len(left) == 1]
    if singles:
        row = int(puzzle.answer_rows[singles[0]])
        return BoardsChoice(puzzle.guesses[row], f"a board has one candidate left, {puzzle.guesses[row]}: solve it now", None)
    rows = _rows_to_rank(puzzle, open_boards)
    cost = np.zeros(len(rows))
    possible = np.zeros(len(rows), dtype=bool)
    for left in open_boards:
        estimate, may_win = _board_figures(puzzle, left, rows)
        cost += estimate
        possible |= may_win
    ambiguous = sum(len(left) > 1 for left in open_boards)
    tight = guesses_left <= len(open_boards) + ambiguous - 1
    if tight:
        cost = np.where(possible, cost, np.inf)
    best = best_first(cost, possible)[0]
    guess = puzzle.guesses[int(rows[best])]
    sizes = "+".join(str(len(left)) for left in open_boards)
    why = (
        f"fewest guesses expected over {len(open_boards)} boards ({sizes} candidates): "
        f"{cost[best]:.2f} summed" + (f"; {guesses_left} guesses left, so one that may solve a board" if tight else "")
    )
    return BoardsChoice(guess, why, float(cost[best]))


def _rows_to_rank(puzzle: Puzzle, open_boards: Sequence[np.ndarray]) -> np.ndarray:
    """The guesses worth ranking: every allowed guess."""
    return np.arange(len(puzzle.guesses))


_CACHED_SIZE = 24  # a board with at least this many candidates keeps its figures (they recur)
_CACHE_ENTRIES = 4096


def _board_figures(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each guess's one-step estimate on one board, and whether it may be the board's answer
    (remembered for large sets, which recur after the opening)."""
    cache = puzzle.memo.setdefault(("boards",), {})
    key = left.tobytes() if len(left) >= _CACHED_SIZE and len(rows) == len(puzzle.guesses) else None
    if key is not None and key in cache:
        return cache[key]
    shown = figures(puzzle, left, rows)
    found = (shown.estimate.astype(np.float32), shown.possible)
    if key is not None and len(cache) < _CACHE_ENTRIES:
        cache[key] = found
    return found


def opening_boards(puzzle: Puzzle) -> str:
    """The first guess of every game: the best one-step estimate over every answer (remembered)."""
    key = ("boards-opening",)
    if key not in puzzle.memo:
        estimate, possible = _board_figures(puzzle, puzzle.everyone(), np.arange(len(puzzle.guesses)))
        puzzle.memo[key] = puzzle.guesses[int(best_first(estimate, possible)[0])]
    return puzzle.memo[key]


@dataclass(frozen=True, slots=True)
class BoardsRun:
    """One game the solver played: the boards' answers and its guesses."""

    answers: tuple[str, ...]
    guesses: tuple[str, ...]
    won: bool

    @property
    def turns(self) -> int:
        """How many guesses it took (to finish, or until the limit when lost)."""
        return len(self.guesses)


def play_boards(puzzle: Puzzle, answers: Sequence[str], limit: int | None = None, first: str | None = None) -> BoardsRun:
    """The game the solver plays against ``answers`` (one per board), each score given by
    :func:`wordfinder.boards.score_boards` (the engine); it stops when every board is solved
    or at ``limit`` guesses (default: boards + 5; past it the game goes on to finish, lost)."""
    limit = limit or board_limit(len(answers))
    lefts: list[Left] = [puzzle.everyone() for _ in answers]
    solved = [False] * len(answers)
    guesses: list[str] = []
    guess = first or opening_boards(puzzle)
    while True:
        pair = score_boards(guess, answers, solved)
        guesses.append(guess)
        for board, earned in enumerate(pair.scores):
            if earned is None:
                continue
            if earned.is_win:
                solved[board], lefts[board] = True, None
            else:
                left = lefts[board]
                lefts[board] = left[patterns_of(puzzle, guess, left) == encode(earned)]
        if all(solved):
            return BoardsRun(tuple(answers), tuple(guesses), len(guesses) <= limit)
        if len(guesses) >= limit + 2 * len(puzzle.answers):
            raise RuntimeError(f"the solver does not finish {'/'.join(answers)}: {' '.join(guesses)}")
        guess = choose_boards(puzzle, lefts, limit - len(guesses)).guess


def draw_games(answers: Sequence[str], boards: int, games: int, seed: int) -> list[tuple[str, ...]]:
    """``games`` games of ``boards`` distinct answers drawn uniformly from ``answers``,
    the same for the same seed."""
    if boards > len(answers):
        raise WordfinderError(f"--boards {boards}: the answers list has only {len(answers)} words")
    rng = random.Random(seed)
    return [tuple(rng.sample(list(answers), boards)) for _ in range(games)]


@dataclass(frozen=True, slots=True)
class BoardsBenchmark:
    """How the solver fared over random multi-board games: each game's run, the games
    drawn by ``seed``, and the figures ``benchmark --boards`` reports."""

    boards: int
    seed: int
    runs: tuple[BoardsRun, ...]
    seconds: float

    @property
    def wins(self) -> int:
        """How many games were won within the limit."""
        return sum(r.won for r in self.runs)

    @property
    def limit(self) -> int:
        """The guesses a game allows."""
        return board_limit(self.boards)

    @property
    def distribution(self) -> dict[int, int]:
        """How many games took each number of guesses, from the fewest boards allow to the most."""
        counts = Counter(r.turns for r in self.runs)
        return {turns: counts[turns] for turns in range(self.boards, max(counts) + 1)}

    def summary(self) -> dict:
        """The figures as a JSON document (keys: docs/json.md)."""
        turns = [r.turns for r in self.runs]
        return {
            "boards": self.boards,
            "games": len(turns),
            "seed": self.seed,
            "limit": self.limit,
            "total": sum(turns),
            "mean": round(sum(turns) / len(turns), 4),
            "max": max(turns),
            "failures": len(turns) - self.wins,
            "win_rate": round(self.wins / len(turns), 6),
            "distribution": {str(k): v for k, v in self.distribution.items()},
            "seconds": round(self.seconds, 2),
            "opening": self.runs[0].guesses[0],
        }


def benchmark_boards(
    puzzle: Puzzle,
    boards: int,
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[BoardsRun], object] | None = None,
) -> BoardsBenchmark:
    """``games`` random games of ``boards`` boards (:func:`draw_games`) played by the solver;
    ``progress`` is called after each game.  With ``jobs`` > 1 the games are shared among
    worker processes; the results come back in the order drawn."""
    start = time.perf_counter()
    drawn = draw_games(puzzle.answers, boards, games, seed)
    first = opening_boards(puzzle)
    if jobs <= 1:
        runs = []
        for answers in drawn:
            runs.append(run := play_boards(puzzle, answers, first=first))
            if progress:
                progress(run)
    else:
        runs = _play_in_processes(puzzle, drawn, jobs, first, progress)
    return BoardsBenchmark(boards, seed, tuple(runs), time.perf_counter() - start)


def _play_in_processes(
    puzzle: Puzzle, drawn: list[tuple[str, ...]], jobs: int, first: str, progress: Callable[[BoardsRun], object] | None
) -> list[BoardsRun]:
    """The games played by ``jobs`` worker processes, in the order drawn."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from .playing import _start_worker

    size = max(1, min(20, len(drawn) // (4 * jobs)))
    parts = [drawn[i : i + size] for i in range(0, len(drawn), size)]
    done: dict[int, list[BoardsRun]] = {}
    with ProcessPoolExecutor(jobs, initializer=_start_worker, initargs=(puzzle.guesses, puzzle.answers)) as pool:
        futures = {pool.submit(_play_part, part, first): i for i, part in enumerate(parts)}
        for future in as_completed(futures):
            done[futures[future]] = future.result()
            for run in done[futures[future]]:
                if progress:
                    progress(run)
    return [run for i in range(len(parts)) for run in done[i]]


def _play_part(part: list[tuple[str, ...]], first: str) -> list[BoardsRun]:
    """Some games, played in a worker process."""
    from .playing import _WORKER

    return [play_boards(_WORKER["puzzle"], answers, first=first) for answers in part]
