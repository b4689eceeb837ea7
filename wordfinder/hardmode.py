"""NYT hard mode: every revealed hint must be used in later guesses.

Greens stay in place, and each letter shown green or yellow in some earlier
score appears in the guess at least as often as that score revealed it (a
score with two yellow E's asks for two E's).  Quantum tiles count as revealed
letters but fix no position, because the player cannot tell which word owns
them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .feedback import Score, Tile
from .languages import written

__all__ = ["hard_mode_problem", "is_hard_mode_legal", "revealed"]

_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def revealed(score: Score) -> tuple[dict[int, str], Counter[str]]:
    """The hints one score reveals: its green letters by position, and how many copies
    of each letter it shows (green, yellow or quantum)."""
    greens = {i: letter for i, (letter, tile) in enumerate(zip(score.guess, score.tiles)) if tile is Tile.CORRECT}
    return greens, Counter(letter for letter, tile in zip(score.guess, score.tiles) if tile.is_hit)


def hard_mode_problem(history: Iterable[Score], guess: str) -> str | None:
    """Why ``guess`` breaks hard mode after the scores in ``history``, or None if it is legal."""
    guess = guess.upper()
    needed: Counter[str] = Counter()
    for earlier in history:
        greens, shown = revealed(earlier)
        for position, letter in greens.items():
            if guess[position : position + 1] != letter:
                return f"{_ordinal(position + 1)} letter must be {written([letter])[0]}"  # IJ, not the ligature
        # A score with two yellow E's asks for two E's; the rule keeps the most any score showed.
        needed |= shown
    have = Counter(guess)
    for letter in sorted(needed):
        if have[letter] < needed[letter]:
            times = "" if needed[letter] == 1 else f" {needed[letter]} times"
            return f"guess must contain {written([letter])[0]}{times}"
    return None


def is_hard_mode_legal(history: Iterable[Score], guess: str) -> bool:
    """Whether ``guess`` keeps every hint revealed by ``history``."""
    return hard_mode_problem(history, guess) is None


def _ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``..."""
    return _ORDINALS.get(n, f"{n}th")


assert hard_mode_problem([Score("CRANE", (Tile.CORRECT,) + (Tile.ABSENT,) * 4)], "SLOTH") == (
    "1st letter must be C"
)
