"""Tiles, scores and the feedback engine: the single source of truth for Wordle's rules.

Vocabulary used throughout the package:

- *guess*: the word a player tried, e.g. ``"SPEED"``;
- *answer*: the secret word (in Quantum Wordle, a pair of words: answer and *dual*);
- *tile*: the feedback for one letter of a guess (:class:`Tile`);
- *score*: the row of tiles for a whole guess (:class:`Score`), written ``"..e.d"``;
- *board*: one secret of a multi-board game (Dordle, Quordle): one guess is scored on
  every board not yet *solved* (guessed), each against its own secret.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum

from .values import value_type

__all__ = ["Tile", "Tiles", "Score", "score", "score_each", "classic_tiles", "QUANTUM_MARK"]

QUANTUM_MARK = "+"  # letter notation: a quantum tile is its letter prefixed by "+"


class Tile(Enum):
    """The feedback for one letter of a guess."""

    CORRECT = "🟩"  # right letter, right place (green)
    PRESENT = "🟨"  # in the answer, elsewhere (yellow)
    ABSENT = "⬛"  # not in the answer, or a surplus copy (grey)
    QUANTUM_CORRECT = "🟢"  # Quantum Wordle: right place in one of the two words
    QUANTUM_PRESENT = "🟡"  # Quantum Wordle: in one of the two words, elsewhere

    # Members are singletons compared by identity, so identity hashing is exact, and it
    # runs in C: Enum's default hashes the member's name in Python, which dominated
    # grouping words by their tiles in find_pairs.
    __hash__ = object.__hash__

    @property
    def emoji(self) -> str:
        """The emoji that shows this tile."""
        return self.value

    @property
    def is_quantum(self) -> bool:
        """Whether this tile only arises in Quantum Wordle's interference."""
        return self in (Tile.QUANTUM_CORRECT, Tile.QUANTUM_PRESENT)

    @property
    def is_hit(self) -> bool:
        """Whether the letter occurs in the answer (any tile but ABSENT)."""
        return self is not Tile.ABSENT

    def quantum(self) -> Tile:
        """The quantum counterpart of a plain hit; ABSENT stays ABSENT."""
        return _QUANTUM.get(self, self)

    def classic(self) -> Tile:
        """The plain counterpart of a quantum tile."""
        return _CLASSIC.get(self, self)

    def notation(self, letter: str) -> str:
        """This tile over ``letter`` in letter notation: ``E``, ``e``, ``.``, ``+E``, ``+e``."""
        return _NOTATION[self](letter)


Tiles = tuple[Tile, ...]  # one guess's tiles, e.g. (ABSENT, PRESENT, CORRECT, ABSENT, ABSENT)

_QUANTUM = {Tile.CORRECT: Tile.QUANTUM_CORRECT, Tile.PRESENT: Tile.QUANTUM_PRESENT}
_CLASSIC = {quantum: plain for plain, quantum in _QUANTUM.items()}
# Each tile's letter notation as one call: str() of scores is on the hot paths of explain and
# of reading trees, where building a mapping per letter cost three quarters of the time.
_NOTATION: dict[Tile, Callable[[str], str]] = {
    Tile.CORRECT: str.upper,
    Tile.PRESENT: str.lower,
    Tile.ABSENT: lambda letter: ".",
    Tile.QUANTUM_CORRECT: lambda letter: QUANTUM_MARK + letter.upper(),
    Tile.QUANTUM_PRESENT: lambda letter: QUANTUM_MARK + letter.lower(),
}


class Score(value_type("Score", ["guess", "tiles"])):
    """The tiles one guess earned; ``str()`` gives the letter notation, e.g. ``..e.d``.

    ``guess`` is the word (upper case) and ``tiles`` a tuple of one :class:`Tile`
    per letter.  Like every value in the package it is immutable; it is a named
    tuple rather than a dataclass because importing ``dataclasses`` (which
    imports ``inspect``) would add ~15 ms to every command's start.
    """

    __slots__ = ()
    guess: str
    tiles: tuple[Tile, ...]

    def __new__(cls, guess: str, tiles: tuple[Tile, ...]) -> Score:
        if len(guess) != len(tiles):
            raise ValueError(
                f"a score needs one tile per letter: {guess!r} has "
                f"{len(guess)} letters but {len(tiles)} tiles"
            )
        return super().__new__(cls, guess, tiles)

    @classmethod
    def _make(cls, iterable: Iterable[object]) -> Score:
        # The named tuple's own _make (and so _replace) would skip the check above.
        return cls(*iterable)

    def __str__(self) -> str:
        return "".join([_NOTATION[tile](letter) for letter, tile in zip(self.guess, self.tiles)])

    def __repr__(self) -> str:
        return f"Score({self.guess}={self})"

    @property
    def emoji(self) -> str:
        """The score as a row of emoji squares (circles for quantum tiles)."""
        return "".join(tile.emoji for tile in self.tiles)

    @property
    def colours(self) -> str:
        """The score in colour notation, e.g. ``BBYBG``; quantum tiles have no colour form."""
        try:
            return "".join([_COLOUR[tile] for tile in self.tiles])
        except KeyError:  # a tile without a colour: only the classic tiles have one
            raise ValueError(f"{self!r}: colour notation has no quantum tiles; use letters or emoji") from None

    @property
    def is_win(self) -> bool:
        """Whether every tile is CORRECT (all-quantum-correct is not a win)."""
        return all(tile is Tile.CORRECT for tile in self.tiles)

    @property
    def is_quantum(self) -> bool:
        """Whether this score shows Quantum Wordle's interference."""
        return any(tile.is_quantum for tile in self.tiles)


_COLOUR = {
    Tile.CORRECT: "G",
    Tile.PRESENT: "Y",
    Tile.ABSENT: "B",
}


def classic_tiles(guess: str, answer: str) -> tuple[Tile, ...]:
    """The plain Wordle tiles of ``guess`` against ``answer``, both upper case and of one
    length (unchecked: this is :func:`score`'s core, for loops that have checked already)."""
    return tuple(_classic_tiles(guess, answer))


def _classic_tiles(guess: str, answer: str) -> list[Tile]:
    """The plain Wordle tiles of ``guess`` against ``answer`` (both upper case, same length)."""
    tiles = [_ABSENT] * len(guess)
    unused: dict[str, int] = {}
    # Greens first: a letter in its right place always keeps its copy of the answer's letter.
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            tiles[i] = _CORRECT
        else:
            unused[a] = unused.get(a, 0) + 1
    # Then yellows, left to right, each using up one unmatched copy in the answer;
    # a copy beyond what the answer holds stays grey.
    for i, g in enumerate(guess):
        if tiles[i] is _ABSENT and unused.get(g, 0) > 0:
            tiles[i] = _PRESENT
            unused[g] -= 1
    return tiles


_CORRECT, _PRESENT, _ABSENT = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT  # looked up once: score() is hot


def score(guess: str, answer: str, dual: str | None = None) -> Score:
    """The score ``guess`` earns against ``answer`` (and, in Quantum Wordle, its ``dual``).

    Case-insensitive; the returned score carries the guess in upper case.
    In Quantum Wordle the two secret words share no letter.  A guess that hits
    letters of both words "interferes": every hit becomes a quantum tile.
    Otherwise the guess gets the plain feedback of whichever word it touched.

    >>> str(score("speed", "abide"))
    '..e.d'
    """
    guess, answer = guess.upper(), answer.upper()
    if len(guess) != len(answer):
        raise ValueError(
            f"guess and answer must have the same length: {guess!r} has {len(guess)} "
            f"letters, {answer!r} has {len(answer)}"
        )
    tiles = _classic_tiles(guess, answer)
    if dual is None:
        return Score(guess, tuple(tiles))
    dual = dual.upper()
    if len(dual) != len(guess):
        raise ValueError(f"the dual {dual!r} must have {len(guess)} letters like {answer!r}")
    if set(answer) & set(dual):
        raise ValueError(f"quantum words must share no letter: {answer!r} and {dual!r} do")
    dual_tiles = _classic_tiles(guess, dual)
    # The words share no letter, so at most one of the two tiles at a position is a hit.
    merged = [a if a.is_hit else d for a, d in zip(tiles, dual_tiles)]
    interferes = any(t.is_hit for t in tiles) and any(t.is_hit for t in dual_tiles)
    if interferes:
        merged = [tile.quantum() for tile in merged]
    return Score(guess, tuple(merged))


def score_each(
    guess: str, secrets: Sequence[str | Sequence[str]], solved: Sequence[bool] = ()
) -> tuple[Score | None, ...]:
    """The score ``guess`` earns on each board, by :func:`score` against the board's secret
    (a word, or a Quantum Wordle pair), and None on the boards marked ``solved``: in
    multi-board Wordle a guess no longer scores on a board an earlier guess solved.

    >>> [str(s) for s in score_each("crane", ["slate", "crane"])]
    ['..A.E', 'CRANE']
    """
    solved = tuple(solved) or (False,) * len(secrets)
    if len(solved) != len(secrets):
        raise ValueError(f"{len(secrets)} boards but {len(solved)} solved flags")
    return tuple(
        None if done else score(guess, *((secret,) if isinstance(secret, str) else secret))
        for secret, done in zip(secrets, solved)
    )
