"""NYT hard mode over the pattern matrix: which guesses (rows) the rule allows.

The rule itself is decided in :mod:`wordfinder.hardmode` (:func:`~wordfinder.hardmode.revealed`
says what each score reveals); this module only packs it into numbers, so that the
legal rows of a position are found with a few vectorised comparisons.
``tests/test_solver.py`` checks the rows against :func:`~wordfinder.hardmode.is_hard_mode_legal`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import numpy as np

from ..feedback import Score
from ..hardmode import revealed
from .patterns import letter_code
from .puzzle import Puzzle

__all__ = ["HardRule", "hard_rule", "legal_rows", "rule_after"]

# The green letter number (A = 0) at each position (-1: none), and the copies needed per letter.
HardRule = tuple[tuple[int, ...], tuple[int, ...]]


def hard_rule(puzzle: Puzzle, history: Iterable[Score]) -> HardRule:
    """What NYT hard mode asks of the next guess after the scores in ``history``."""
    rule: HardRule = ((-1,) * puzzle.length, (0,) * 26)
    for earlier in history:
        rule = _tightened(rule, earlier)
    return rule


def rule_after(rule: HardRule, guess: str, pattern: int) -> HardRule:
    """The hard-mode rule once ``guess`` has earned ``pattern``: the rule itself when the score
    reveals nothing new.  An exact search asks this of every bucket it looks into, so each
    score's hints are worked out once (:func:`_hints`) and only merged here."""
    greens, needed = rule
    shown_greens, shown = _hints(guess, pattern)
    if any(greens[position] != code for position, code in shown_greens):
        greens = list(greens)
        for position, code in shown_greens:
            greens[position] = code
        greens = tuple(greens)
    if any(code >= len(needed) or needed[code] < count for code, count in shown):
        needed = list(needed)
        for code, count in shown:
            needed += [0] * (code + 1 - len(needed))
            needed[code] = max(needed[code], count)
        needed = tuple(needed)
    return rule if greens is rule[0] and needed is rule[1] else (greens, needed)


@lru_cache(maxsize=1 << 18)
def _hints(guess: str, pattern: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """What the score ``pattern`` of ``guess`` reveals, as letter numbers: (position, letter) of
    each green, and (letter, copies shown) of each letter shown green or yellow: what
    :func:`~wordfinder.hardmode.revealed` says of the score, read from the pattern's digits."""
    greens, shown = [], {}
    for position, letter in enumerate(guess.upper()):
        pattern, value = divmod(pattern, 3)  # 0 absent, 1 present, 2 correct (patterns.encode)
        if value:
            code = letter_code(letter)
            shown[code] = shown.get(code, 0) + 1
            if value == 2:
                greens.append((position, code))
    return tuple(greens), tuple(shown.items())


def _tightened(rule: HardRule, earned: Score) -> HardRule:
    """The rule with the hints of one more score added."""
    greens, needed = list(rule[0]), list(rule[1])
    shown_greens, shown = revealed(earned)
    for position, letter in shown_greens.items():
        greens[position] = letter_code(letter)
    for letter, count in shown.items():
        code = letter_code(letter)
        needed += [0] * (code + 1 - len(needed))
        needed[code] = max(needed[code], count)
    return tuple(greens), tuple(needed)


def legal_rows(puzzle: Puzzle, rule: HardRule | None) -> np.ndarray:
    """The guesses (rows) that keep the hard-mode rule; every guess when there is none."""
    if rule is None or (all(g < 0 for g in rule[0]) and not any(rule[1])):
        return np.arange(len(puzzle.guesses))
    key = ("legal", rule)
    if key not in puzzle.memo:
        greens, needed = rule
        keep = np.ones(len(puzzle.guesses), dtype=bool)
        for position, code in enumerate(greens):
            if code >= 0:
                keep &= puzzle.letters[:, position] == code
        for code, count in enumerate(needed):
            if count:
                keep &= (puzzle.letters == code).sum(axis=1) >= count
        puzzle.memo[key] = np.flatnonzero(keep)
    return puzzle.memo[key]
