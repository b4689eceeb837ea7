"""Absurdle: no secret, an adversary.  Each guess splits the words left into *buckets*, the
words that give it one score; the adversary answers with the score of the largest bucket,
which becomes the words left.  The game is won when the guess is the single word left.

Equal-sized buckets are decided by the rule Absurdle's solvers document, the first that
tells them apart of: fewest greens; fewest yellows; the score whose first tile that is
not grey lies furthest right; then tile by tile from the left, grey before yellow before
green (:func:`preference`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .endings import OneBoardEnding
from .feedback import Score, Tile, Tiles, classic_tiles
from .notation import BoardsPair

__all__ = ["Adversary", "adversary_score", "dealer", "preference", "tile_buckets"]

_RANK = {Tile.ABSENT: 0, Tile.PRESENT: 1, Tile.CORRECT: 2}


def tile_buckets(guess: str, words: Iterable[str]) -> dict[Tiles, list[str]]:
    """The ``words`` grouped by the tiles ``guess`` earns against each, in the words' order."""
    grouped: dict[Tiles, list[str]] = {}
    for word in words:
        grouped.setdefault(classic_tiles(guess, word), []).append(word)
    return grouped


def preference(tiles: Tiles, size: int) -> tuple:
    """The key the adversary minimises over buckets: the largest bucket first, then fewest
    greens, fewest yellows, the first tile that is not grey furthest right (an all-grey score
    has none: furthest of all), and tile by tile from the left grey < yellow < green."""
    first_hit = next((i for i, t in enumerate(tiles) if t is not Tile.ABSENT), len(tiles))
    return (-size, tiles.count(Tile.CORRECT), tiles.count(Tile.PRESENT), -first_hit, tuple(_RANK[t] for t in tiles))


def adversary_score(guess: str, words: Sequence[str]) -> tuple[Score, tuple[str, ...]]:
    """The score the adversary gives ``guess`` when ``words`` are left, and the words then left."""
    guess = guess.upper()
    tiles, chosen = min(tile_buckets(guess, words).items(), key=lambda item: preference(item[0], len(item[1])))
    return Score(guess, tiles), tuple(chosen)


assert str(adversary_score("BAT", ["BAT", "CAT"])[0]) == ".AT"  # fewest greens: the win waits


@dataclass(frozen=True, slots=True)
class Adversary(OneBoardEnding):
    """What a game of Absurdle holds instead of a secret: the words still left (upper case).
    It answers a guess as a secret does (:meth:`scored`), and is replaced by the adversary of
    the bucket it chose once the guess is played (:meth:`after`)."""

    left: tuple[str, ...]

    @classmethod
    def drawn(cls, words: Iterable[str], boards: int = 1, rng: object = None, weights: object = None) -> Adversary:
        """The adversary of a new game over ``words``: every word is left, as nothing is drawn
        (``boards``, ``rng`` and ``weights`` are for a secret's interface; Absurdle has one board)."""
        return cls(tuple(sorted(set(words))))

    @property
    def boards(self) -> tuple[tuple[str, ...], ...]:
        """One board, as in Wordle."""
        return (self.left,)

    @property
    def words(self) -> tuple[str, ...]:
        """The words left: the one the game ends on, once a single one is."""
        return self.left

    @property
    def length(self) -> int:
        """The letters of a word."""
        return len(self.left[0])

    hint_refusal = "Hints are not available in Absurdle."  # no secret to tell a letter of

    @property
    def notes(self) -> tuple[str, ...]:
        """What the terminal's status line says of the adversary: how many words are left."""
        return (f"Absurdle: {len(self.left):,} words left",)

    def scored(self, guess: str, solved: Sequence[bool] = ()) -> BoardsPair:
        """The adversary's score of ``guess`` (``solved`` is for the secret's interface: one board)."""
        return BoardsPair(guess.upper(), (adversary_score(guess, self.left)[0],))

    def after(self, row: BoardsPair) -> Adversary:
        """The adversary once ``row`` was played: the words that give its score."""
        earned = row.scores[0]
        return Adversary(tuple(w for w in self.left if classic_tiles(earned.guess, w) == earned.tiles))

    def unfound(self, ending: str, shown: Sequence[str]) -> str:
        """The closing line that begins ``ending`` when the game was not won: how many words are
        left, or the word, once a single one is (``shown`` as the game's language writes them)."""
        if len(shown) > 1:
            return f"{ending}, with {len(shown):,} words left."
        return f"{ending}. The word was {shown[0]}."


def dealer(game: object, drawn: type) -> type:
    """What deals ``game``'s secret: in Absurdle the adversary, which draws nothing; in any
    other game ``drawn``, the kind of secret its scoring draws."""
    return Adversary if game.absurdle else drawn
