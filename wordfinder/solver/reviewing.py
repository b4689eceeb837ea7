"""Reviewing a recorded game guess by guess, as a Wordle bot would: skill and luck."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..errors import BadNotation, WordfinderError, WordListError
from ..feedback import Score, score
from ..game import CLASSIC_GUESSES
from ..notation import GuessScore
from .patterns import encode
from .puzzle import Puzzle, load_puzzle, patterns_of, puzzle_of
from .strategies import DEFAULT_STRATEGY, check_strategy
from .suggesting import checked_history, first_suggestion
from .suggestions import Suggestion
from .weighted import weighted_figures

__all__ = ["MOST_GUESSES", "GameReview", "GameTooLong", "GuessReview", "review"]

MOST_GUESSES = 64
"""The most guesses a reviewed game may have.  Wordle allows six, and ``play --max-guesses``
a few more; a game much longer has long since left one candidate, where a review has
nothing to value, yet each row would still cost the strategy's search (and the history
it is searched after grows with the row: a game of 1,000 rows took minutes)."""


class GameTooLong(WordfinderError):
    """A game with more guesses than a review takes (:data:`MOST_GUESSES`)."""


@dataclass(frozen=True, slots=True)
class GuessReview:
    """One guess of a recorded game, set against the best suggestion at that point."""

    pair: GuessScore
    before: int  # candidates before the guess
    after: int  # candidates its score left
    bits: float  # the information its score gave: -log2 of the share of candidates it kept
    expected_bits: float  # what the guess could be expected to gain
    best: Suggestion  # the strategy's top suggestion at that point
    best_expected_bits: float  # what the best suggestion could be expected to gain, here
    best_after: int  # candidates the best suggestion would have left, against this answer
    best_bits: float  # the information the best suggestion would have given against this answer

    @property
    def skill(self) -> float:
        """The expected bits of the guess less those of the best suggestion, both over the same
        candidates: 0 for the best guess itself, above 0 for a guess expected to gain more."""
        return self.expected_bits - self.best_expected_bits

    @property
    def luck(self) -> float:
        """The bits the score gave beyond what the guess could be expected to gain."""
        return self.bits - self.expected_bits


@dataclass(frozen=True, slots=True)
class GameReview:
    """A recorded game reviewed guess by guess."""

    number: int
    answer: str
    guesses: tuple[GuessReview, ...]
    added: bool  # the answer is not in the answers list and was added to it for the review
    model: str = "original"  # the answer model: the shares of candidates are its weights

    def spelled_as(self, show: Callable[[str], str]) -> GameReview:
        """The same review with the answer and each best guess written as ``show`` writes them
        (a language's accents), for display; the pairs stay as typed, in tiles."""
        guesses = tuple(replace(g, best=g.best._replace(guess=show(g.best.guess))) for g in self.guesses)
        return replace(self, answer=show(self.answer), guesses=guesses)


def review(
    game: object,
    pairs: Sequence[GuessScore | Score | str],
    answer: str,
    number: int = 0,
    strategy: str = DEFAULT_STRATEGY,
    puzzle: Puzzle | None = None,
) -> GameReview:
    """Each guess of a game played in ``game``'s mode, on its puzzle
    (:func:`~wordfinder.solver.puzzle.puzzle_of`, or ``puzzle``): the candidates before and
    after, the bits gained, and the best guess.

    The candidates are the answers that fit; an answer missing from the answers list
    is added to it, so that the review plays for the word the game was played for.
    Under an answer model (a ``puzzle`` made with one) the candidates are the model's
    words that fit, each bit weighted by their probabilities; an answer the model does
    not allow is a :class:`WordListError`.  The best guess is the one :func:`suggest`
    puts first for the same position and options.
    Raises :class:`BadNotation` when a score is not what the guess earns against the answer,
    and :class:`GameTooLong` for a game of more than :data:`MOST_GUESSES` guesses.
    """
    check_strategy(strategy)
    if len(pairs) > MOST_GUESSES:
        raise GameTooLong(f"{len(pairs):,} guesses: analyze reviews a game of at most {MOST_GUESSES} "
                          f"(Wordle allows {CLASSIC_GUESSES})")
    base, hard = puzzle_of(game) if puzzle is None else puzzle, game.hard
    answer = answer.upper()
    scores = checked_history(pairs, base.length)
    _check_scores(scores, answer)
    if base.weighted and answer not in base.answers:
        raise WordListError(f"{answer!r}: not a word the {base.model_name!r} answer model allows")
    puzzle = base if answer in base.answers else load_puzzle(base.guesses, (*base.answers, answer))
    target = puzzle.answers.index(answer)
    reviews = []
    left = puzzle.everyone()
    for turn, earned in enumerate(scores):
        before = scores[:turn]
        weights = puzzle.weights[left] / puzzle.weights[left].sum() if puzzle.weighted else None
        best = _best(puzzle, base, before, strategy, hard)
        reviews.append(_reviewed(puzzle, left, weights, earned, best, int(np.searchsorted(left, target))))
        left = left[patterns_of(puzzle, earned.guess, left) == encode(earned)]  # cut by this score alone
    return GameReview(number, answer, tuple(reviews), puzzle is not base, puzzle.model_name)


def _best(puzzle: Puzzle, base: Puzzle, before: tuple[Score, ...], strategy: str, hard: bool) -> Suggestion:
    """The strategy's best guess after ``before``, set against the guess played there:
    :func:`suggest`'s first, the one decision ``suggest`` and the web page make, so that
    a review never names another guess for the same position (:func:`first_suggestion`,
    remembered).  The opening is the stored one of the lists as given: one added answer
    barely moves it."""
    return first_suggestion(base if not before else puzzle, before, strategy, hard)


def _check_scores(scores: Sequence[Score], answer: str) -> None:
    """Raise :class:`BadNotation` for a guess after a win, or a recorded score that ``answer``
    would not earn."""
    for turn, earned in enumerate(scores[:-1], 1):
        if earned.is_win:
            raise BadNotation(f"{earned.guess}={earned}: the game was won at guess {turn}; no guess follows a win")
    for earned in scores:
        if (actual := score(earned.guess, answer)) != earned:
            raise BadNotation(
                f"{earned.guess}={earned}: {earned.guess} scores {actual} against {answer}"
            )


def _reviewed(
    puzzle: Puzzle, left: np.ndarray, weights: np.ndarray | None, earned: Score, best: Suggestion, answer: int
) -> GuessReview:
    """One guess's review over the candidates ``left`` (``answer``: the answer's place in
    ``left``), their probabilities ``weights`` (None: equally likely)."""
    share = np.full(len(left), 1 / len(left)) if weights is None else weights
    played = patterns_of(puzzle, earned.guess, left)
    best_codes = patterns_of(puzzle, best.guess, left)
    kept, best_kept = played == played[answer], best_codes == best_codes[answer]
    # The expected bits of both: the entropy of their buckets' weights (+ 0.0: no "-0.00").
    expected = weighted_figures(np.stack([played, best_codes]), share, puzzle.length).bits + 0.0
    return GuessReview(
        pair=GuessScore(earned),
        before=len(left),
        after=int(kept.sum()),
        bits=_gained(share, kept),
        expected_bits=float(expected[0]),
        best=best,
        best_expected_bits=float(expected[1]),
        best_after=int(best_kept.sum()),
        best_bits=_gained(share, best_kept),
    )


def _gained(share: np.ndarray, kept: np.ndarray) -> float:
    """The information of a score that keeps the candidates ``kept``: -log2 of their weight."""
    return -math.log2(min(1.0, float(share[kept].sum()))) + 0.0
