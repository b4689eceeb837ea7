"""A pasted share block, read from standard input: at a terminal after a prompt, up to the
empty line after the tiles; from a pipe, all of it.  ``--share`` in find, suggest and analyze."""

from __future__ import annotations

import sys

from ..errors import BadNotation
from .options import Request

__all__ = ["read_pasted", "with_shared_pairs"]

SHARE_LINES = 64  # a pasted share block has a header and a row a guess: more is not one


def with_shared_pairs(request: Request, name: str) -> Request:
    """The request with its positional values ``name`` made GUESS=SCORE pairs under
    ``--share``: its bare words, the guesses, paired with the rows of the share block on
    standard input (:func:`wordfinder.share.shared_history`); unchanged without ``--share``."""
    if not request.share:
        return request
    if request.values.get("boards") is not None:
        raise BadNotation("--boards cannot be combined with --share (a share block is one board's)")
    from ..assistant import shared_history
    from ..game import check_stdin_readers, language_named

    spelled = language_named(request.values.get("lang")).spelled  # an unknown language refused before the block is read
    check_stdin_readers(request.command, request.values)
    return request._replace(values={**request.values, name: shared_history(request.values[name], read_pasted(), spelled)})


def read_pasted() -> str:
    """The share block pasted on standard input; at a terminal, after a prompt on stderr,
    up to the first empty line after the tiles (or one Ctrl-D)."""
    if sys.stdin is not None and sys.stdin.isatty():
        return _typed()
    from ..assistant import FileRefused, read_text

    try:
        return read_text("-", "share block")
    except FileRefused as error:
        raise BadNotation(str(error)) from None


def _typed() -> str:
    """A share block typed or pasted at a terminal: the lines up to an empty line that
    follows a row of tiles, or the end of input (one Ctrl-D on an empty line)."""
    print("Paste the share block, then press Enter on an empty line (or Ctrl-D):", file=sys.stderr)
    lines: list[str] = []
    while len(lines) < SHARE_LINES:
        try:
            line = sys.stdin.readline()
        except (OSError, ValueError, UnicodeDecodeError):
            break
        if not line:
            break
        if not line.strip() and any(not text.isascii() for text in lines):
            break  # the empty line after the tiles ends the block
        lines.append(line.rstrip("\n"))
    return "\n".join(lines) + "\n"
