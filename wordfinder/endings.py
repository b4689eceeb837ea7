"""What a game on one board shows as it goes and says when it ends, the same whether a secret
word was drawn (:class:`wordfinder.session.Secret`) or Absurdle's adversary answers
(:class:`wordfinder.absurdle.Adversary`): both inherit it, and other kinds override it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .feedback import Score, Tile

__all__ = ["OneBoardEnding"]


class OneBoardEnding:
    """The hints and closing lines of one board."""

    __slots__ = ()

    def green_positions(self, scores: Iterable[Score]) -> frozenset[int]:
        """The positions (from 1) whose letter a green tile of ``scores`` shows: every green's."""
        return frozenset(i for s in scores for i, tile in enumerate(s.tiles, 1) if tile is Tile.CORRECT)

    def won(self, used: str) -> str:
        """The closing line of a game won in ``used`` (``3 attempts``)."""
        return f"You won in {used}."

    def solved_note(self, solved: Sequence[bool]) -> str:
        """What a lost game's closing line adds after the attempts: nothing on one board."""
        return ""
