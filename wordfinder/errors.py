"""The errors wordfinder raises; each message quotes the bad value and says what was expected."""

from __future__ import annotations

from collections.abc import Callable

__all__ = [
    "WordfinderError",
    "NoSuchGame",
    "BadNotation",
    "ImpossibleScore",
    "Contradiction",
    "WordListError",
    "NoCandidates",
    "GameWon",
    "on_board",
    "quoted",
]


class WordfinderError(ValueError):
    """Base class: the input cannot be used as given."""


class NoSuchGame(WordfinderError):
    """Options that name no game, or one the command cannot play (``--boards 2 --hard``)."""


class BadNotation(WordfinderError):
    """A GUESS=SCORE pair that cannot be read."""


class ImpossibleScore(WordfinderError):
    """A score that no string of letters can earn for its guess."""


class Contradiction(ImpossibleScore):
    """Scores that are each possible but that no single spelling satisfies together."""


class WordListError(WordfinderError):
    """A word list that cannot be read or used."""


class NoCandidates(WordfinderError):
    """A history that no word of the lists fits."""


class GameWon(BadNotation):
    """A guess asked for after a row that won the game: there is none to suggest."""

    @classmethod
    def after(cls, row: object) -> GameWon:
        """The error for a guess asked for after ``row`` (its message alone is its argument, so
        that it crosses to another process whole)."""
        return cls(f"{row}: the game is won; there is no guess to suggest")


def quoted(text: str, most: int = 40) -> str:
    """``text`` quoted for a message, cut to its first ``most`` characters (``'AAAA…' (5,000 characters)``):
    a message names its culprit without repeating a pasted novel."""
    if len(text) <= most:
        return repr(text)
    return f"{text[:most]!r}… ({len(text):,} characters)"


def on_board(board: int, action: Callable[..., object], *args: object) -> object:
    """``action(*args)``, a wordfinder error it raises re-raised with the board named:
    ``board 2: ...`` (multi-board Wordle checks and finds each board on its own)."""
    try:
        return action(*args)
    except WordfinderError as error:
        raise type(error)(f"board {board}: {error}") from None
