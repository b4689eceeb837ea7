"""NYT hard mode over the pattern matrix: which guesses (rows) the rule allows.

The rule itself is decided in :mod:`wordfinder.hardmode` (:func:`~wordfinder.hardmode.revealed`
says what each score reveals); this module only packs it into numbers, so that the
legal rows of a position are found with a few vectorised comparisons.
``tests/test_solver.py`` checks the rows against :func:`~wordfinder.hardmode.is_hard_mode_legal`.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from ..feedback import Score
from ..hardmode import revealed
from .patterns import decode, letter_code
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
    """The hard-mode rule once ``guess`` has earned ``pattern``."""
    return _tightened(rule, decode(guess, pattern))


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
