"""Playing games with a strategy, and the benchmark: every answer played from the opening.

One loop plays every game: one board or several (Dordle, Quordle, ...; a guess is scored
on every board not yet solved), over equally likely answers or under an answer model.
Each score comes from :func:`wordfinder.feedback.score`, the referee, never from the
pattern matrix the strategies decide with.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..errors import WordfinderError, WordListError
from ..feedback import Score, score
from ..game import CLASSIC_GUESSES, guess_limit
from .hard_rows import hard_rule, rule_after
from .openings import stored_opening
from .patterns import cached_pattern_matrix, encode
from .puzzle import Puzzle, candidates, load_puzzle, patterns_of, puzzle_of
from .ranking import boards_choice, choose, opening_estimate
from .strategies import DEFAULT_STRATEGY, OPTIMAL, Node, check_strategy
from .trees import Tree, games_through, stored_tree

__all__ = [
    "MODEL_TREE_STRATEGIES",
    "BenchmarkResult",
    "BoardsBenchmark",
    "GameRun",
    "benchmark",
    "decision_tree",
    "draw_games",
    "model_tree",
    "opening_guess",
    "run_game",
]


@dataclass(frozen=True, slots=True)
class GameRun:
    """One game the solver played: the answers (one a board), and its guesses, the last one
    solving the last board; ``limit`` is the guesses the game allowed."""

    answers: tuple[str, ...]
    guesses: tuple[str, ...]
    limit: int = CLASSIC_GUESSES

    @property
    def answer(self) -> str:
        """The answer of a one-board game (the first board's otherwise)."""
        return self.answers[0]

    @property
    def turns(self) -> int:
        """How many guesses it took."""
        return len(self.guesses)

    @property
    def won(self) -> bool:
        """Whether every board was solved within the limit."""
        return self.turns <= self.limit


def run_game(
    game: object,
    answer: str | Sequence[str],
    strategy: str = DEFAULT_STRATEGY,
    first: str | None = None,
    tree: Tree | None = None,
    *,
    puzzle: Puzzle | None = None,
) -> GameRun:
    """The game ``strategy`` plays against ``answer`` (or one answer a board, given several)
    in ``game``'s mode, on its puzzle (:func:`~wordfinder.solver.puzzle.puzzle_of`, or
    ``puzzle``); see :func:`_run`."""
    return _run(puzzle_of(game) if puzzle is None else puzzle, answer, strategy, game.hard, first, tree)


def _run(
    puzzle: Puzzle,
    answer: str | Sequence[str],
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    first: str | None = None,
    tree: Tree | None = None,
) -> GameRun:
    """The game ``strategy`` plays against ``answer`` (or one answer a board, given several),
    each score given by :func:`score`; it stops when every board is solved, past the game's
    limit if need be (the game is then lost).

    ``first`` is the opening guess (default: the stored opening, or the strategy's
    choice).  ``tree`` is a stored tree (:func:`model_tree`): its guesses are played while
    the game stays on it, and the strategy decides the rest.  Under an answer model the
    strategy weighs the candidates by it (:func:`wordfinder.solver.ranking.choose`).  With
    several boards the guess is :func:`~wordfinder.solver.ranking.boards_choice`'s.
    Raises :class:`WordListError` for an answer no candidate of the puzzle matches.
    """
    answers = (answer,) if isinstance(answer, str) else tuple(answer)
    limit = guess_limit(len(answers))
    rule = hard_rule(puzzle, ()) if hard else None
    node = tree if tree is not None and first in (None, tree.guess) else None
    # Each board's candidates (None once solved); while a stored tree decides, the one
    # board's are found only when the game leaves it.
    lefts: list[np.ndarray | None] = [puzzle.everyone() for _ in answers]
    history: list[Score] = []  # the first board's scores: the history of a one-board game
    guesses: list[str] = []
    guess = node.guess if node is not None else first or _opening(puzzle, strategy, hard, len(answers))
    while True:
        guesses.append(guess)
        # The referee is the feedback engine, not the matrix; a solved board is scored no more.
        scores = [None if left is None else score(guess, a) for a, left in zip(answers, lefts)]
        if scores[0] is not None:
            history.append(scores[0])
        for board, earned in enumerate(scores):
            if earned is not None:
                lefts[board] = None if earned.is_win else _kept(puzzle, lefts[board], guess, earned, node)
        if all(left is None for left in lefts):
            return GameRun(answers, tuple(guesses), limit)
        if len(guesses) >= len(puzzle.guesses) + limit:
            raise RuntimeError(f"{strategy} does not find {'/'.join(answers)}: {' '.join(guesses)}")
        if rule is not None:
            rule = rule_after(rule, guess, encode(history[-1]))
        node = node.branch(str(history[-1])) if node is not None else None
        if node is not None:
            guess = node.guess  # the stored tree holds this position's decision
            continue
        guess = _next_guess(puzzle, lefts, history, rule, strategy, limit - len(guesses), answers)


def _kept(puzzle: Puzzle, left: np.ndarray, guess: str, earned: Score, node: Tree | None) -> np.ndarray:
    """A board's candidates once ``guess`` earned ``earned`` on it (all of them still, while a
    stored tree decides: they are found from the history when the game leaves it)."""
    if node is not None:
        return left
    return left[patterns_of(puzzle, guess, left) == encode(earned)]


def _next_guess(
    puzzle: Puzzle, lefts: list[np.ndarray | None], history: list[Score], rule: object, strategy: str,
    guesses_left: int, answers: tuple[str, ...],
) -> str:
    """The guess to play after ``history``: the strategy's over one board's candidates, or
    over several boards :func:`boards_choice`'s."""
    if len(lefts) > 1:
        return boards_choice(puzzle, lefts, guesses_left).guess
    if len(lefts[0]) == len(puzzle.answers) and history:
        lefts[0] = candidates(puzzle, history)  # the game left the stored tree: find them now
    if not len(lefts[0]):
        raise WordListError(f"{answers[0]!r}: not a word the {puzzle.model_name!r} answer model allows")
    return puzzle.guesses[_choose(puzzle, Node(lefts[0], tuple(history), rule), strategy)]


def _choose(puzzle: Puzzle, node: Node, strategy: str) -> int:
    """The guess (row) ``strategy`` plays at ``node``: for ``optimal`` over equally likely
    answers, or under the day's model, what suggest answers (:func:`~wordfinder.solver.optimal.choice`,
    :func:`_suggested`), else the strategy's ranking (weighted under a model)."""
    if strategy == OPTIMAL and not puzzle.weighted:
        from .optimal import choice

        return choice(puzzle, node)
    if _asks_suggest(puzzle, strategy):
        return _suggested(puzzle, node)
    return choose(puzzle, node, strategy)


def _asks_suggest(puzzle: Puzzle, strategy: str) -> bool:
    """Whether the games of ``strategy`` ask suggest at every position, the stored tree aside:
    ``optimal`` under the day's model (past answers known), where suggest searches each
    position over the day's likely words and leaves the tree made for the prior where that
    search finds better (after TRACE=.R..., BIDON in the tree, GIPON for the day)."""
    return strategy == OPTIMAL and puzzle.weighted and puzzle.model.played > 0


def _suggested(puzzle: Puzzle, node: Node) -> int:
    """The guess (row) suggest answers first at ``node`` in the puzzle."""
    from .suggesting import first_suggestion

    return puzzle.row[first_suggestion(puzzle, node.history, OPTIMAL, node.rule is not None).guess]


MODEL_TREE_STRATEGIES = ("lookahead", "entropy", "expected", "minimax", "frequency")
"""The strategies whose trees under the answer models are stored (``optimal`` uses lookahead's
where no searched tree of its own is stored)."""


def model_tree(game: object, strategy: str, *, puzzle: Puzzle | None = None) -> Tree | None:
    """The strategy's stored tree under the answer model of ``game`` (its puzzle,
    :func:`~wordfinder.solver.puzzle.puzzle_of`, or ``puzzle``), in its mode: :func:`_tree_of_model`'s."""
    return _tree_of_model(puzzle_of(game) if puzzle is None else puzzle, strategy, game.hard)


def _tree_of_model(puzzle: Puzzle, strategy: str, hard: bool) -> Tree | None:
    """The strategy's stored tree under the puzzle's answer model, if one was made for these
    lists and this very model (its fingerprint): the games it holds are then replayed, not
    decided again.  Under a model ``optimal`` plays the searched tree over every allowed
    word where one is stored (``scripts/search_tree.py``: each word found within six
    guesses), made under its prior (past answers down-weighted or not), else as
    ``lookahead`` (the same weighted estimate), sharing its tree.  None for a puzzle
    without a model of its own (its stored trees are the optimal ones, :func:`benchmark`'s)."""
    if not puzzle.weighted:
        return None
    if strategy == OPTIMAL:
        searched = _model_tree(puzzle, OPTIMAL, hard, puzzle.model.prior_fingerprint)
        if searched is not None:
            return searched
    return _model_tree(puzzle, "lookahead" if strategy == OPTIMAL else strategy, hard, puzzle.model.fingerprint)


def _model_tree(puzzle: Puzzle, strategy: str, hard: bool, fingerprint: str) -> Tree | None:
    """The stored tree of ``strategy`` made under the puzzle's model with that
    ``fingerprint``, read once (a review asks at every position)."""
    key = ("model tree", strategy, hard)
    if key not in puzzle.memo:
        puzzle.memo[key] = stored_tree(puzzle, hard, strategy, (puzzle.model.name, fingerprint))
    return puzzle.memo[key]


def opening_guess(game: object, strategy: str, *, puzzle: Puzzle | None = None) -> str:
    """The first guess ``strategy`` plays in ``game`` (its mode and boards), on its puzzle
    (:func:`~wordfinder.solver.puzzle.puzzle_of`, or ``puzzle``): :func:`_opening`'s."""
    return _opening(puzzle_of(game) if puzzle is None else puzzle, strategy, game.hard, game.boards)


def _opening(puzzle: Puzzle, strategy: str, hard: bool = False, boards: int = 1) -> str:
    """The first guess ``strategy`` plays: the stored one, or computed (and remembered).
    With several boards, the best one-step estimate over every answer."""
    if boards > 1:
        return opening_estimate(puzzle)
    # Under a model, the opening stored for that very model (a 20,000-word list's takes 30 s to rank).
    stored = stored_opening(puzzle.key, puzzle.answers, strategy, hard, 1, puzzle.model if puzzle.weighted else None)
    if stored:
        return stored.best.guess
    node = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
    return puzzle.guesses[_choose(puzzle, node, strategy)]


@dataclass(frozen=True, slots=True)
class BenchmarkResult:
    """How a strategy fared over every answer, or over some secrets (over random games of
    several boards: :class:`BoardsBenchmark`)."""

    strategy: str
    hard: bool
    runs: tuple[GameRun, ...]  # in the order of the answers list, or as drawn
    seconds: float
    boards: int = 1
    seed: int | None = None
    jobs: int = 1  # the processes that played

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
    def wins(self) -> int:
        """How many games were won within the limit."""
        return sum(r.won for r in self.runs)

    @property
    def failures(self) -> int:
        """How many games needed more guesses than the game allows."""
        return self.games - self.wins

    @property
    def limit(self) -> int:
        """The guesses a game allows."""
        return guess_limit(self.boards)

    @property
    def distribution(self) -> dict[int, int]:
        """How many games took each number of guesses, from the fewest the boards allow
        (one a board) to the maximum."""
        counts = Counter(r.turns for r in self.runs)
        return {turns: counts[turns] for turns in range(self.boards, self.max + 1)}

    @property
    def opening(self) -> str:
        """The first guess played."""
        return self.runs[0].guesses[0]

    def spelled_as(self, show: Callable[[str], str]) -> BenchmarkResult:
        """The same result with every answer and guess written as ``show`` writes it (a
        language's accents), for display."""
        runs = tuple(replace(r, answers=tuple(map(show, r.answers)), guesses=tuple(map(show, r.guesses)))
                     for r in self.runs)
        return replace(self, runs=runs)

    @property
    def figures(self) -> dict[str, object]:
        """The guesses the games took: in all, on average, at most, and the games lost."""
        return {"total": sum(r.turns for r in self.runs), "mean": round(self.mean, 4), "max": self.max,
                "failures": self.failures}

    def summary(self) -> dict:
        """The figures as a JSON document (keys: docs/json.md)."""
        return {
            "games": self.games, **self.figures, "distribution": {str(k): v for k, v in self.distribution.items()},
            "seconds": round(self.seconds, 2), "strategy": self.strategy, "hard": self.hard,
            "opening": self.opening, "jobs": self.jobs,
        }


@dataclass(frozen=True, slots=True)
class BoardsBenchmark(BenchmarkResult):
    """How the solver fared over random games of several boards, drawn by ``seed``."""

    def summary(self) -> dict:
        """The figures as a JSON document (keys: docs/json.md), naming the boards, the seed,
        the limit and the win rate (the strategy is the boards' own)."""
        return {
            "boards": self.boards, "games": self.games, "seed": self.seed, "limit": self.limit, **self.figures,
            "win_rate": round(self.wins / self.games, 6),
            "distribution": {str(k): v for k, v in self.distribution.items()},
            "seconds": round(self.seconds, 2), "opening": self.opening, "jobs": self.jobs,
        }


def benchmark(
    game: object,
    strategy: str = DEFAULT_STRATEGY,
    jobs: int = 1,
    progress: Callable[[GameRun], object] | None = None,
    first: str | None = None,
    secrets: Sequence[str | Sequence[str]] | None = None,
    stored: bool = True,
    seed: int | None = None,
    *,
    puzzle: Puzzle | None = None,
) -> BenchmarkResult:
    """Every answer of the game's puzzle (:func:`~wordfinder.solver.puzzle.puzzle_of`, or
    ``puzzle``), or each of ``secrets``, played by ``strategy`` from its opening in the
    game's mode; ``progress`` is called after each game.

    ``first`` is the opening (default: the stored one, or the strategy's choice).  Over
    equally likely answers the strategy's stored tree decides every game at once, or the
    games are played branch by branch of the opening's game tree, so that the decisions
    remembered for one game serve the next; with ``jobs`` > 1 each worker process takes
    whole branches.  Secrets, or a puzzle under an answer model, are played in order.
    With the game's several boards each secret is a game's answers, one a board (default:
    100 games drawn by ``seed``, :func:`draw_games`), shared among ``jobs`` processes.
    """
    check_strategy(strategy)
    start = time.perf_counter()
    puzzle, hard, boards = puzzle_of(game) if puzzle is None else puzzle, game.hard, game.boards
    if boards > 1:
        drawn = secrets if secrets is not None else _drawn(puzzle.answers, boards, 100, 1 if seed is None else seed)
        runs = _in_order(puzzle, [tuple(game) for game in drawn], strategy, hard, jobs, progress)
        return BoardsBenchmark(strategy, hard, tuple(runs), time.perf_counter() - start, boards, seed, jobs)
    if secrets is None and not puzzle.weighted:
        runs = _every_answer(puzzle, strategy, hard, jobs, progress, first)
    else:
        runs, jobs = _secrets(puzzle, list(puzzle.answers if secrets is None else secrets), strategy, hard, progress, stored), 1
    return BenchmarkResult(strategy, hard, tuple(runs), time.perf_counter() - start, boards, seed, jobs)


def draw_games(game: object, games: int, seed: int, *, puzzle: Puzzle | None = None) -> list[tuple[str, ...]]:
    """``games`` games of ``game``'s boards, each of distinct answers drawn uniformly from
    the answers of its puzzle (:func:`~wordfinder.solver.puzzle.puzzle_of`, or ``puzzle``),
    the same for the same seed."""
    return _drawn((puzzle_of(game) if puzzle is None else puzzle).answers, game.boards, games, seed)


def _drawn(answers: Sequence[str], boards: int, games: int, seed: int) -> list[tuple[str, ...]]:
    """``games`` games of ``boards`` distinct answers drawn uniformly from ``answers``,
    the same for the same seed."""
    if boards > len(answers):
        raise WordfinderError(f"--boards {boards}: the answers list has only {len(answers)} words")
    rng = random.Random(seed)
    return [tuple(rng.sample(list(answers), boards)) for _ in range(games)]


def _in_order(
    puzzle: Puzzle, drawn: list[tuple[str, ...]], strategy: str, hard: bool, jobs: int,
    progress: Callable[[GameRun], object] | None,
) -> list[GameRun]:
    """The games of several boards, played in the order drawn (by ``jobs`` processes)."""
    first = _opening(puzzle, strategy, hard, len(drawn[0]) if drawn else 1)
    if jobs <= 1:
        runs = []
        for answers in drawn:
            runs.append(run := _run(puzzle, answers, strategy, hard, first))
            if progress:
                progress(run)
        return runs
    size = max(1, min(20, len(drawn) // (4 * jobs)))
    parts = [drawn[i : i + size] for i in range(0, len(drawn), size)]
    return _play_in_processes(puzzle, parts, jobs, (strategy, hard, first), progress)


def _every_answer(
    puzzle: Puzzle, strategy: str, hard: bool, jobs: int, progress: Callable[[GameRun], object] | None,
    first: str | None,
) -> list[GameRun]:
    """:func:`benchmark`'s games over every answer of a puzzle without a model of its own."""
    stored = stored_tree(puzzle, hard, strategy) if first is None else None
    # The strategy's stored tree (scripts/make_trees.py) decides every game at once;
    # each score is still the engine's.
    if stored is not None and (games := games_through(stored, puzzle.answers)) is not None:
        runs = [GameRun((answer,), guesses) for answer, guesses in games]
        for run in runs if progress else ():
            progress(run)
        return runs
    first = first or _opening(puzzle, strategy, hard)
    parts = _branches(puzzle, first, max(1, jobs))
    if jobs <= 1:
        runs = []
        for answer in (a for part in parts for a in part):
            runs.append(run := _run(puzzle, answer, strategy, hard, first))
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

    Under a model the strategy's stored tree for it (:func:`model_tree`: for ``optimal``
    the searched tree over every allowed word, else the games ``scripts/make_trees.py
    --models`` recorded over the original answers) decides the positions it holds, unless
    not ``stored``; under the day's model ``optimal`` plays what suggest answers at every
    position (:func:`_asks_suggest`).  A secret that is not one of the model's words (a new
    word of today's Wordle missing from the allowed list) is played in the model with it
    added, as likely as its least likely word, so that it can be found; over equally likely
    answers it is an error naming it, found before any game is played.
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
    tree = _tree_of_model(puzzle, strategy, hard) if stored and not _asks_suggest(puzzle, strategy) else None
    # A secret outside the model's words is played in the model extended by them; the others
    # in the model itself, as suggest plays them.
    extended = load_puzzle(puzzle.guesses, model=puzzle.model.extended(outside)) if outside else puzzle
    first = {id(p): tree.guess if tree is not None else _opening(p, strategy, hard) for p in (puzzle, extended)}
    runs = []
    for secret in secrets:
        among = puzzle if secret in allowed else extended
        runs.append(run := _run(among, secret, strategy, hard, first[id(among)], tree))
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
    parts: list[list],
    jobs: int,
    how: tuple[str, bool, str],
    progress: Callable[[GameRun], object] | None,
) -> list[GameRun]:
    """The games of each part (answers, or tuples of answers), played by ``jobs`` worker
    processes; the runs come back in the parts' order."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    done: dict[int, list[GameRun]] = {}
    with ProcessPoolExecutor(
        jobs, initializer=_start_worker, initargs=(puzzle.guesses, puzzle.answers)
    ) as pool:
        futures = {pool.submit(_play_part, part, *how): i for i, part in enumerate(parts)}
        for future in as_completed(futures):
            done[futures[future]] = future.result()
            for run in done[futures[future]] if progress else ():
                progress(run)
    return [run for i in range(len(parts)) for run in done[i]]


_WORKER: dict[str, Puzzle] = {}


def _start_worker(guesses: tuple[str, ...], answers: tuple[str, ...]) -> None:
    """Load the puzzle once in a worker process (the pattern matrix comes from the cache)."""
    _WORKER["puzzle"] = Puzzle(guesses, answers, cached_pattern_matrix(guesses, answers))


def _play_part(answers: list, strategy: str, hard: bool, first: str) -> list[GameRun]:
    """Some games (answers, or tuples of answers), played in a worker process."""
    return [_run(_WORKER["puzzle"], a, strategy, hard, first) for a in answers]


def decision_tree(game: object, strategy: str = DEFAULT_STRATEGY, *, puzzle: Puzzle | None = None) -> Tree:
    """The whole tree ``strategy`` plays in ``game``'s mode over the answers of its puzzle
    (:func:`~wordfinder.solver.puzzle.puzzle_of`, or ``puzzle``): from the stored tree
    when the lists have one (the very games :func:`benchmark` replays), else played out
    position by position.  Under an answer model of its own (``likely``, ``all``) it is
    the stored tree of the games the strategy plays under the model against the 2,315
    original answers (:func:`model_tree`; ``optimal`` plays as ``lookahead``): a tree over
    all 14,855 answers would take hours.  Raises :class:`WordListError` where none is stored."""
    from . import trees

    check_strategy(strategy)
    puzzle, hard = puzzle_of(game) if puzzle is None else puzzle, game.hard
    if puzzle.weighted:
        tree = _tree_of_model(puzzle, strategy, hard)
        if tree is None:
            raise WordListError(
                f"no stored tree of {strategy} under the {puzzle.model_name!r} answer model for these lists "
                "(they are stored for the bundled lists, without --played); try --answers original"
            )
        return tree
    if strategy == OPTIMAL:
        from .optimal import choice

        def chooser(left: np.ndarray, history: tuple, rule: object) -> int:
            return choice(puzzle, Node(left, history, rule))
    else:
        chooser = trees.strategy_chooser(puzzle, strategy)
        if (stored := stored_tree(puzzle, hard, strategy)) is not None:
            chooser = trees.tree_chooser(puzzle, stored, chooser)  # what the strategy was recorded playing
    return trees.build(puzzle, chooser, hard)
