"""Share blocks: the text Wordle's Share button copies, paired with the guesses that made it.

::

    Wordle 1,234 4/6*

    ⬛🟨⬛⬛⬛
    🟩🟩⬛⬛⬛
    🟧🟧🟧🟧🟧

The header line, blank lines and any text around the rows are skipped; a row
is a line whose first visible character is a tile.  The rows hold colours
only, so the guesses must be given alongside, one per row.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .errors import BadNotation, quoted
from .notation import GuessScore, is_tile, visible_clusters

__all__ = ["ShareBlock", "pair_share", "read_share", "shared_history"]

# "Wordle 1,234 4/6*": the game, the guesses it took (X: not solved) out of the most allowed,
# and a star in hard mode.  Invisible marks are gone by the time a header is matched.
_HEADER = re.compile(r"(?P<name>\S.*?)\s+(?P<game>[0-9][0-9,. ]*)\s+(?P<took>[0-9]+|X)/(?P<most>[0-9]+)(?P<hard>\*?)\s*$")


@dataclass(frozen=True, slots=True)
class ShareBlock:
    """The rows of a share block, top to bottom, and its header line's figures when it has one."""

    rows: tuple[str, ...]
    header: str | None = None
    took: int | None = None  # guesses the header says were needed; None for X or no header
    hard: bool = False


def read_share(text: str) -> ShareBlock:
    """The share block pasted as ``text``; raises :class:`BadNotation` when it has no tile
    row, or when its header's count of guesses differs from its rows."""
    if len(text) > 10_000:  # a share block is a few hundred characters
        raise BadNotation(f"{quoted(text)}: too long for a share block")
    rows: list[str] = []
    header: re.Match[str] | None = None
    for line in text.splitlines():
        visible = [c for c in visible_clusters(line) if not c.isspace()]
        if visible and is_tile(visible[0]):
            rows.append("".join(visible))
        elif visible and header is None and not rows:
            header = _HEADER.match("".join(visible_clusters(line)).strip())
    if not rows:
        raise BadNotation(f"{quoted(text)}: no row of tiles (🟩 🟨 ⬛ ⬜ 🟧 🟦) in the share block")
    took = int(header["took"]) if header and header["took"] != "X" else None
    if took is not None and took != len(rows):
        raise BadNotation(f"the share block's header {header[0]!r} says {took} guesses, but it has {len(rows)} rows")
    return ShareBlock(tuple(rows), header[0] if header else None, took, bool(header and header["hard"]))


def pair_share(guesses: Sequence[str], block: ShareBlock | str) -> tuple[GuessScore, ...]:
    """The guesses paired in order with the rows of the share ``block`` (or its text), each
    pair checked as ``GuessScore.parse`` checks it; raises :class:`BadNotation` when the
    counts differ, naming both."""
    if isinstance(block, str):
        block = read_share(block)
    if len(guesses) != len(block.rows):
        given = " ".join(quoted(g, 12) for g in guesses[:8]) + (" ..." if len(guesses) > 8 else "")
        raise BadNotation(
            f"the share block has {len(block.rows)} row{'s' if len(block.rows) != 1 else ''} "
            f"but {len(guesses)} guess{'es' if len(guesses) != 1 else ''} {'were' if len(guesses) != 1 else 'was'} given"
            f"{': ' + given if guesses else ''}; give one guess per row"
        )
    return tuple(GuessScore.parse(f"{guess}={row}") for guess, row in zip(guesses, block.rows))


def shared_history(arguments: Sequence[str], text: str, spelled: Callable[[str], str] = str) -> tuple[str, ...]:
    """The GUESS=SCORE pairs that ``arguments`` and the pasted share block ``text`` make: the
    bare words among the arguments, the guesses, paired in order with the block's rows
    (:func:`pair_share`), then the pairs written among the arguments.  Each guess is first
    ``spelled`` in the game's tiles (:meth:`~wordfinder.languages.Language.spelled`): a row
    has a square a tile, and Dutch ``ijdel`` has four."""
    bare = [spelled(a) for a in arguments if "=" not in a]
    return tuple(str(p) for p in pair_share(bare, text)) + tuple(a for a in arguments if "=" in a)
