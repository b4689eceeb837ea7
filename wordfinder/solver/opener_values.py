"""Every opener's exact value: the fewest guesses in all that find every answer after it.

Vocabulary, on top of :mod:`.exact`'s (position, total, optimum):

- *opener*: a first guess;
- *value* of an opener: the optimum of the play that starts with it, over every answer
  (each alike), at most :data:`~wordfinder.game.CLASSIC_GUESSES` a game, NYT hard mode in a
  hard game: what :meth:`.exact.Search.guess_total` proves;
- *bound*: a proven lower bound of a value, all a search cut short by a budget gives
  (:attr:`OpenerValue.proven` False);
- *task*: one opener valued within one budget, the unit a process or a Dask worker runs
  (:func:`value_task`); tasks are pure, so a task lost with its worker is run again.

Ranking every opener is a branch and bound over openers (:func:`rank_openers`): with
``top`` the openers are tried in the order of their cheap bound (``3n - w - d``: the
bound :meth:`.exact.Search.bounds` gives every guess at once) and each is given the
budget of the ``top``-th value found so far.  A task with a budget first bounds its
opener one guess deeper (:func:`opener_bound`), and stops there when that bound is over
the budget (most openers: the bound is tight); else it searches only until the opener is
shown worse.  No task starts once the cheap bound itself is over the budget.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace

from ..errors import WordfinderError
from ..game import CLASSIC_GUESSES
from .exact import INFEASIBLE, Search
from .hard_rows import hard_rule
from .puzzle import Puzzle, puzzle_of

__all__ = ["OpenerValue", "OpenersRun", "UnknownOpener", "cheap_bounds", "opener_bound", "rank_openers", "value_task"]

_MEMO_MOST = 300_000  # positions a worker remembers before it forgets them all (memory, on a day-long run)


class UnknownOpener(WordfinderError):
    """An opener that is not one of the game's guesses."""


@dataclass(frozen=True, slots=True)
class OpenerValue:
    """One opener and its value over ``count`` answers: ``total`` guesses in all (None when no
    play finds every answer within six), exact when ``proven``, else a lower bound."""

    opener: str
    total: int | None
    count: int
    proven: bool

    def __repr__(self) -> str:
        shown = "no play within six" if self.total is None else f"{'' if self.proven else '>='}{self.total}"
        return f"OpenerValue({self.opener} {shown})"

    @property
    def mean(self) -> float | None:
        """The mean guesses a game (a lower bound when not proven)."""
        return None if self.total is None else round(self.total / self.count, 4)

    @property
    def order(self) -> tuple[int, str]:
        """Where the opener stands in a table: the fewest guesses first, then alphabetically."""
        return (INFEASIBLE if self.total is None else self.total, self.opener)

    def row(self) -> dict[str, object]:
        """The opener as a row of ``--json`` and of a results file (docs/json.md)."""
        return {"opener": self.opener, "total": self.total, "mean": self.mean, "proven": self.proven}


assert OpenerValue("SALET", 7917, 2315, True).mean == 3.4199


@dataclass(frozen=True, slots=True)
class OpenersRun:
    """What a run found: the openers asked for, ranked (``top``: the first ``top``), how many
    tasks it ran (``computed``) and how many values it read back from a results file
    (``reused``), and on how many workers (``jobs``: processes, or a cluster's threads)."""

    values: tuple[OpenerValue, ...]
    count: int  # answers
    hard: bool
    computed: int
    reused: int
    jobs: int

    def spelled_as(self, show: Callable[[str], str]) -> OpenersRun:
        """The same run with every opener written as ``show`` writes it (a language's accents)."""
        return replace(self, values=tuple(replace(v, opener=show(v.opener)) for v in self.values))

    def __repr__(self) -> str:
        return f"OpenersRun({len(self.values)} openers, {self.computed} computed, {self.reused} reused)"


# --- one task -------------------------------------------------------------------------------------

_SEARCHES = threading.local()  # each thread's search for each game it has valued openers of


def _search(game: object) -> Search:
    """The thread's search for ``game``: one pattern matrix and one memory for all its tasks
    (a Dask worker may run tasks in several threads; a search is not shared)."""
    searches = _SEARCHES.__dict__
    search = searches.get(game)
    if search is None or len(search.memo) > _MEMO_MOST:
        search = searches[game] = Search(puzzle_of(game), long=True, families=True, extra_cuts=True)
    return search


def value_task(game: object, opener: str, budget: int) -> tuple[str, int | None, bool]:
    """The value of ``opener`` in ``game`` if under ``budget``, else a bound of at least
    ``budget``: ``(opener, total, proven)``, total None when no play finds every answer
    within six.  Pure: the same arguments give the same answer in any process."""
    search = _search(game)
    puzzle = search.puzzle
    rule = hard_rule(puzzle, ()) if game.hard else None
    if budget <= INFEASIBLE:  # a budget to beat: first the bound one guess deeper, a fraction of the search
        bound = opener_bound(search, rule, puzzle.row[opener])
        if bound >= budget:
            return opener, None if bound >= INFEASIBLE else bound, bound >= INFEASIBLE
    search.start()
    total = search.guess_total(puzzle.everyone(), CLASSIC_GUESSES, rule, puzzle.row[opener], budget)
    if total >= INFEASIBLE:
        return opener, None, True
    return opener, total, total < budget


def opener_bound(search: Search, rule: object, row: int) -> int:
    """A lower bound of the opener's value one guess deeper than its cheap bound: the answers,
    plus for each bucket it leaves the least ``3m - w - d`` of any guess there (``m``
    candidates, ``d`` scores, ``w`` a win), exact for one or two.  On the bundled lists it
    is 100-odd guesses under the best openers' values (SALET: 7,809 of 7,917) and over the
    best value for poor openers, for half a second of a search of seconds to minutes."""
    puzzle = search.puzzle
    total = len(puzzle.answers)
    for _, bucket, sub in search.children(puzzle.everyone(), rule, row):
        if len(bucket) <= 2:
            total += 2 * len(bucket) - 1
            continue
        _, bounds = search.bounds(bucket, sub)
        total += int(bounds.min()) if len(bounds) else INFEASIBLE
    return min(total, INFEASIBLE)


# --- ranking --------------------------------------------------------------------------------------


def cheap_bounds(puzzle: Puzzle, hard: bool) -> dict[str, int]:
    """Every opener's cheap lower bound (``3n - w - d``), in the order to try them: lowest
    bound first, then those that may be the answer, then those leaving fewest pairs together."""
    search = Search(puzzle)
    rows, bound = search.bounds(puzzle.everyone(), hard_rule(puzzle, ()) if hard else None)
    return {puzzle.guesses[row]: at_least for row, at_least in zip(rows.tolist(), bound.tolist())}


def chosen_openers(puzzle: Puzzle, only: Sequence[str] | None) -> list[str]:
    """The openers asked for, each one of the puzzle's guesses (every guess without ``only``)."""
    if only is None:
        return list(puzzle.guesses)
    if not only:
        raise UnknownOpener("--only: expected at least one opener, W,W,...")
    unknown = [w for w in only if w not in puzzle.row]
    if unknown:
        raise UnknownOpener(f"--only {unknown[0]!r}: expected one of the {len(puzzle.guesses):,} guesses of the game")
    return list(dict.fromkeys(only))


@dataclass
class _Standing:
    """What a run knows so far: each opener's value or bound, and the ``top``-th value."""

    top: int | None
    known: dict[str, OpenerValue]

    def threshold(self) -> int:
        """The total an opener must not exceed to enter the first ``top`` (without
        ``top``, or before ``top`` are proven: any)."""
        if self.top is None:
            return INFEASIBLE
        proven = sorted(v.order[0] for v in self.known.values() if v.proven)
        if len(proven) < self.top:
            return INFEASIBLE
        return proven[self.top - 1]

    def settled(self, opener: str) -> bool:
        """Whether the opener needs no task: its value is known, or its bound puts it out."""
        found = self.known.get(opener)
        return found is not None and (found.proven or found.order[0] > self.threshold())

    def ranked(self) -> tuple[OpenerValue, ...]:
        """The proven values, best first (the first ``top``); every value without ``top``."""
        values = sorted((v for v in self.known.values() if v.proven or self.top is None), key=lambda v: v.order)
        return tuple(values[: self.top])


def rank_openers(
    game: object,
    executor: Executor,
    window: int,
    jobs: int,
    only: Sequence[str] | None = None,
    top: int | None = None,
    known: Iterable[OpenerValue] = (),
    record: Callable[[OpenerValue], object] = lambda _: None,
) -> OpenersRun:
    """The openers of ``game`` (``only`` those, in its guesses' tiles) ranked by their
    values: every one, or with ``top`` the first ``top`` proven by branch and bound.

    Tasks run on ``executor`` (``jobs`` workers), at most ``window`` under way; each value found is given to
    ``record`` as it comes (a results file), and the values ``known`` (read back from one)
    are not computed again.  Stopping the run (KeyboardInterrupt) loses only the tasks
    under way."""
    puzzle = puzzle_of(game)
    wanted = chosen_openers(puzzle, only)
    reused = {v.opener: v for v in known if v.opener in set(wanted)}
    standing = _Standing(top, dict(reused))
    order = _order(puzzle, game.hard, wanted, top)
    computed = 0
    for value in _run(game, executor, window, order, standing):
        standing.known[value.opener] = value
        computed += 1
        record(value)
    return OpenersRun(standing.ranked(), len(puzzle.answers), game.hard, computed, len(reused), jobs)


def _order(puzzle: Puzzle, hard: bool, wanted: list[str], top: int | None) -> list[tuple[str, int]]:
    """The openers with their cheap bounds, in the order to value them: the guesses' order
    when all are valued (no bound is used), the bounds' with ``top``."""
    if top is None:
        return [(opener, 0) for opener in wanted]
    bounds = cheap_bounds(puzzle, hard)
    chosen = set(wanted)
    return [(opener, at_least) for opener, at_least in bounds.items() if opener in chosen]


def _run(
    game: object, executor: Executor, window: int, order: list[tuple[str, int]], standing: _Standing
) -> Iterator[OpenerValue]:
    """The values of the openers of ``order`` that ``standing`` has not settled, as their
    tasks finish, each task given the budget of the ``top``-th value known when it starts;
    no task starts once the next opener's cheap bound is over that value."""
    count = len(puzzle_of(game).answers)
    queue = iter(order)
    pending: set = set()
    try:
        while True:
            for opener, at_least in queue:
                if at_least > standing.threshold():
                    queue = iter(())  # the rest come in order of their bounds: all are out
                    break
                if not standing.settled(opener):
                    pending.add(executor.submit(value_task, game, opener, standing.threshold() + 1))
                    if len(pending) >= window:
                        break
            if not pending:
                return
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            finished = [future for future in done if future.exception() is None]
            for future in sorted(finished, key=lambda f: f.result()[0]):  # what arrived is kept first
                opener, total, proven = future.result()
                yield OpenerValue(opener, total, count, proven)
            for future in done:
                if isinstance(future.exception(), BrokenProcessPool):
                    raise WordfinderError("a worker process ended (killed, or out of memory): with --out FILE, "
                                          "--resume continues from the values written") from None
                if future.exception() is not None:
                    raise future.exception()
    finally:
        for future in pending:
            future.cancel()
