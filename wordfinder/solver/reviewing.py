"""Reviewing a recorded game guess by guess, as a Wordle bot would: skill and luck."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import BadNotation
from ..feedback import Score, score
from ..notation import GuessScore
from .patterns import encode
from .puzzle import Puzzle, candidates, load_puzzle, patterns_of
from .hardmode import hard_rule
from .optimal import best_suggestion
from .strategies import DEFAULT_STRATEGY, OPTIMAL, Node, check_strategy
from .suggesting import checked_history, suggest
from .suggestions import Suggestion

__all__ = ["GameReview", "GuessReview", "review"]


@dataclass(frozen=True, slots=True)
class GuessReview:
    """One guess of a recorded game, set against the best suggestion at that point."""

    pair: GuessScore
    before: int  # candidates before the guess
    after: int  # candidates its score left
    expected_bits: float  # what the guess could be expected to gain
    best: Suggestion  # the strategy's top suggestion at that point
    best_expected_bits: float  # what the best suggestion could be expected to gain, here
    best_after: int  # candidates the best suggestion would have left, against this answer

    @property
    def bits(self) -> float:
        """The information the score gave, in bits."""
        return math.log2(self.before / self.after)

    @property
    def best_bits(self) -> float:
        """The information the best suggestion would have given against this answer."""
        return math.log2(self.before / self.best_after)

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


def review(
    pairs: Sequence[GuessScore | Score | str],
    answer: str,
    number: int = 0,
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    puzzle: Puzzle | None = None,
) -> GameReview:
    """Each guess of a game: the candidates before and after, the bits gained, and the best guess.

    The candidates are the answers that fit; an answer missing from the answers list
    is added to it, so that the review plays for the word the game was played for.
    Raises :class:`BadNotation` when a score is not what the guess earns against the answer.
    """
    check_strategy(strategy)
    base = puzzle or load_puzzle()
    answer = answer.upper()
    scores = checked_history(pairs, base.length)
    for earned in scores:
        if (actual := score(earned.guess, answer)) != earned:
            raise BadNotation(
                f"{earned.guess}={earned}: {earned.guess} scores {actual} against {answer}"
            )
    puzzle = base if answer in base.answers else load_puzzle(base.guesses, (*base.answers, answer))
    target = puzzle.answers.index(answer)
    reviews = []
    for turn, earned in enumerate(scores):
        before = scores[:turn]
        left = candidates(puzzle, before)
        # The opening is the stored one of the lists as given: one added answer barely moves it.
        if strategy == OPTIMAL and turn:
            rule = hard_rule(puzzle, before) if hard else None
            best = best_suggestion(puzzle, Node(left, before, rule))  # the play, not a ranking
        else:
            best = suggest(before, strategy, hard, 1, base if not turn else puzzle).best
        best_codes = patterns_of(puzzle, best.guess, left)
        reviews.append(
            GuessReview(
                pair=GuessScore(earned),
                before=len(left),
                after=int((patterns_of(puzzle, earned.guess, left) == encode(earned)).sum()),
                expected_bits=_bits(puzzle, earned.guess, left),
                best=best,
                best_expected_bits=_bits(puzzle, best.guess, left),
                best_after=int((best_codes == best_codes[np.searchsorted(left, target)]).sum()),
            )
        )
    return GameReview(number, answer, tuple(reviews), puzzle is not base)


def _bits(puzzle: Puzzle, guess: str, left: np.ndarray) -> float:
    """The expected information ``guess`` gives about the candidates ``left``."""
    sizes = np.unique(patterns_of(puzzle, guess, left), return_counts=True)[1]
    shares = sizes / len(left)
    return float(-(shares * np.log2(shares)).sum()) + 0.0  # + 0.0: no "-0.00" for a sure score
