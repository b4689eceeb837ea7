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

# The rule as one integer, a slot of bits per letter number (A = 0): the low half says how
# many copies a guess needs (k copies: the k lowest bits set), the high half at which
# positions the letter is green. Adding a score's hints is then one OR: the most copies any
# score showed, and every green.
HardRule = int
_SLOT = 16  # bits a half: words of up to 16 letters


def hard_rule(puzzle: Puzzle, history: Iterable[Score]) -> HardRule:
    """What NYT hard mode asks of the next guess after the scores in ``history``."""
    rule: HardRule = 0
    for earlier in history:
        shown_greens, shown = revealed(earlier)
        greens = [(position, letter_code(letter)) for position, letter in shown_greens.items()]
        rule |= _bits(greens, [(letter_code(letter), count) for letter, count in shown.items()])
    return rule


def rule_after(rule: HardRule, guess: str, pattern: int) -> HardRule:
    """The hard-mode rule once ``guess`` has earned ``pattern``. An exact search asks this of
    every bucket it looks into, so each score's hints are worked out once (:func:`_hints`)
    and only merged here."""
    return rule | _hints(guess, pattern)


@lru_cache(maxsize=1 << 18)
def _hints(guess: str, pattern: int) -> HardRule:
    """What the score ``pattern`` of ``guess`` reveals, as a rule: each green (position,
    letter) and each letter's copies shown green or yellow, what
    :func:`~wordfinder.hardmode.revealed` says of the score, read from the pattern's digits."""
    greens, shown = [], {}
    for position, letter in enumerate(guess.upper()):
        pattern, value = divmod(pattern, 3)  # 0 absent, 1 present, 2 correct (patterns.encode)
        if value:
            code = letter_code(letter)
            shown[code] = shown.get(code, 0) + 1
            if value == 2:
                greens.append((position, code))
    return _bits(greens, shown.items())


def _bits(greens: Iterable[tuple[int, int]], shown: Iterable[tuple[int, int]]) -> HardRule:
    """The rule asking for the greens (position, letter number) and the copies shown (letter
    number, copies)."""
    rule = 0
    for position, code in greens:
        if position >= _SLOT:
            raise ValueError(f"hard mode's rule holds words of up to {_SLOT} letters")
        rule |= 1 << (2 * _SLOT * code + _SLOT + position)
    for code, count in shown:
        if count > _SLOT:
            raise ValueError(f"hard mode's rule holds words of up to {_SLOT} letters")
        rule |= ((1 << count) - 1) << (2 * _SLOT * code)
    return rule


def _asks(rule: HardRule) -> Iterable[tuple[int, int, list[int]]]:
    """What ``rule`` asks of each letter it names: (letter number, copies, green positions)."""
    code = 0
    while rule:
        slot = rule & ((1 << 2 * _SLOT) - 1)
        if slot:
            copies = (slot & ((1 << _SLOT) - 1)).bit_length()
            yield code, copies, [p for p in range(_SLOT) if slot >> (_SLOT + p) & 1]
        rule >>= 2 * _SLOT
        code += 1


def legal_rows(puzzle: Puzzle, rule: HardRule | None) -> np.ndarray:
    """The guesses (rows) that keep the hard-mode rule; every guess when there is none."""
    if not rule:  # normal mode (None), or nothing revealed yet (0)
        return np.arange(len(puzzle.guesses))
    key = ("legal", rule)
    if key not in puzzle.memo:
        keep = np.ones(len(puzzle.guesses), dtype=bool)
        for code, count, greens in _asks(rule):
            for position in greens:
                keep &= puzzle.letters[:, position] == code
            if count:
                keep &= (puzzle.letters == code).sum(axis=1) >= count
        puzzle.memo[key] = np.flatnonzero(keep)
    return puzzle.memo[key]
