"""The rolling benchmark: each dated day of a history played knowing only the days before it.

Vocabulary, on top of :mod:`wordfinder.past_answers`' (past answer, day, known on a day):

- *history*: a file of dated answers (``WORD YYYY-MM-DD`` lines, read as ``--played``
  reads them), one a day: the game's past answers (``benchmark --rolling FILE``);
- *day's game*: the game whose secret is that day's answer, played with the answers
  dated before it known (the day's model: :meth:`wordfinder.answers.AnswerModel.with_played`);
- *decision*: the first suggestion :func:`~wordfinder.solver.advice.advise` gives for the
  position, exactly as ``suggest --played HISTORY --date DAY GUESS=SCORE...`` gives it:
  the same call, with the pairs as text, so that the benchmark measures what a player
  following suggest plays.

Each decision is bounded by work, never by time: the same history gives the same games
on any machine, in one process or several (``jobs``).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import NoCandidates
from ..feedback import score
from ..game import CLASSIC_GUESSES
from ..past_answers import PastAnswers
from .strategies import DEFAULT_STRATEGY

TYPE_CHECKING = False
if TYPE_CHECKING:
    from datetime import date

    from ..game import Game

__all__ = ["DayGame", "RollingResult", "day_guess", "play_day", "rolling_benchmark", "rolling_days"]

SUGGESTED = 10  # suggest's default -n: the rolling benchmark asks as the command does (the first does not depend on it)
GIVE_UP_AFTER = 20  # a game not won by then is given up (lost: more than six already)


@dataclass(frozen=True, slots=True)
class DayGame:
    """One day's game: its ``date``, its answer (``secret``) and the guesses played, the last
    the secret when the game was won (a secret no word of the model fits is never found)."""

    date: date
    secret: str
    guesses: tuple[str, ...]

    @property
    def found(self) -> bool:
        """Whether the game ended on the secret."""
        return bool(self.guesses) and self.guesses[-1] == self.secret

    @property
    def won(self) -> bool:
        """Whether the secret was found within six guesses."""
        return self.found and len(self.guesses) <= CLASSIC_GUESSES

    def document(self) -> dict:
        """The game as JSON: ``{"date", "secret", "guesses"}`` (docs/json.md)."""
        return {"date": self.date.isoformat(), "secret": self.secret, "guesses": list(self.guesses)}


@dataclass(frozen=True, slots=True)
class RollingResult:
    """The games of a rolling benchmark, by date, and their figures."""

    games: tuple[DayGame, ...]
    hard: bool
    seconds: float
    jobs: int = 1  # the processes that played

    @property
    def mean(self) -> float:
        """The mean number of guesses (a game given up counts the guesses it made)."""
        return sum(len(g.guesses) for g in self.games) / len(self.games)

    @property
    def max(self) -> int:
        """The most guesses a game took."""
        return max(len(g.guesses) for g in self.games)

    @property
    def failures(self) -> tuple[DayGame, ...]:
        """The games not won within six guesses."""
        return tuple(g for g in self.games if not g.won)

    @property
    def distribution(self) -> dict[int, int]:
        """How many games took each number of guesses, from one to the maximum."""
        counts = Counter(len(g.guesses) for g in self.games)
        return {turns: counts[turns] for turns in range(1, self.max + 1)}

    def summary(self) -> dict:
        """The figures as JSON (keys: docs/json.md), every game listed under ``days``."""
        return {
            "rolling": True, "games": len(self.games), "from": self.games[0].date.isoformat(),
            "to": self.games[-1].date.isoformat(), "total": sum(len(g.guesses) for g in self.games),
            "mean": round(self.mean, 4), "max": self.max, "failures": len(self.failures),
            "distribution": {str(k): v for k, v in self.distribution.items()}, "hard": self.hard,
            "seconds": round(self.seconds, 2), "jobs": self.jobs, "days": [g.document() for g in self.games],
        }


def day_guess(game: Game, pairs: Sequence[str]) -> str:
    """The guess suggest gives first after ``pairs`` (``GUESS=SCORE`` texts) in ``game``, its
    past answers those known on the day: :func:`~wordfinder.solver.advice.advise`, as the
    command calls it."""
    from .advice import advise

    return advise(game, pairs, DEFAULT_STRATEGY, SUGGESTED).ranked[0].guess


def play_day(game: Game, day: date, secret: str) -> DayGame:
    """The game of ``day`` against ``secret``, each guess :func:`day_guess`'s with the answers
    of the game's history (``game.past``) known on that day (scored by the referee,
    :func:`wordfinder.feedback.score`)."""
    known = game.changed(past=game.past.known_on(day))
    pairs: list[str] = []
    guesses: list[str] = []
    while len(guesses) < GIVE_UP_AFTER:
        try:
            guess = day_guess(known, pairs)
        except NoCandidates:  # the secret is no word of the model: never found
            break
        guesses.append(guess)
        if guess == secret:
            break
        pairs.append(f"{guess}={score(guess, secret)}")
    return DayGame(day, secret, tuple(guesses))


def rolling_days(
    history: PastAnswers, start: date | None = None, end: date | None = None, length: int | None = None,
) -> list[tuple[date, str]]:
    """The dated answers of ``history`` from ``start`` to ``end`` (both included; None: its
    first, its last), by date; raises :class:`~wordfinder.errors.WordListError`, naming the
    file, when there is none, or when one of them is not ``length`` tiles long (a day's
    answer is a secret to play)."""
    from ..errors import WordListError

    dated = sorted((a.day, a.word) for a in history.answers if a.day is not None)
    if not dated:
        raise WordListError(f"{str(history.source)!r} (--rolling): no dated answer (WORD YYYY-MM-DD lines)")
    start, end = start or dated[0][0], end or dated[-1][0]
    days = [(day, word) for day, word in dated if start <= day <= end]
    if not days:
        raise WordListError(f"{str(history.source)!r}: no dated answer from {start.isoformat()} to {end.isoformat()}")
    if wrong := next(((day, word) for day, word in days if length is not None and len(word) != length), None):
        raise WordListError(f"{str(history.source)!r}: the answer of {wrong[0].isoformat()}, {wrong[1]}, has "
                            f"{len(wrong[1])} letters; this game's have {length}")
    return days


def rolling_benchmark(
    game: Game, start: date | None = None, end: date | None = None, jobs: int = 1,
    progress: Callable[[DayGame], object] | None = None,
) -> RollingResult:
    """Every dated day of the game's history (``game.past``, ``benchmark --rolling FILE``) from
    ``start`` to ``end`` (:func:`rolling_days`) played by :func:`play_day` (knowing the
    history's lines dated before it), in the game's mode, under its answer model, in ``jobs``
    processes; ``progress`` is called after each day's game."""
    began = time.perf_counter()
    days = rolling_days(game.past, start, end, game.length)
    if jobs <= 1:
        games = []
        for day, secret in days:
            games.append(done := play_day(game, day, secret))
            if progress:
                progress(done)
    else:
        games = _in_processes(game, days, jobs, progress)
    return RollingResult(tuple(sorted(games, key=lambda g: g.date)), game.hard, time.perf_counter() - began, jobs)


def _in_processes(
    game: Game, days: list[tuple[date, str]], jobs: int, progress: Callable[[DayGame], object] | None,
) -> list[DayGame]:
    """The days' games played by ``jobs`` worker processes, a day at a time."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    games = []
    with ProcessPoolExecutor(jobs) as pool:
        futures = [pool.submit(play_day, game, day, secret) for day, secret in days]
        for future in as_completed(futures):
            games.append(done := future.result())
            if progress:
                progress(done)
    return games
