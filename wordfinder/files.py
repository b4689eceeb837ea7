"""Opening input files: the one way every reader gets a file's text, and the one way a
file of words (a word list, answers, secrets, past answers, a games file) is read: in the
game's language's tiles (:func:`read_spelled`).

Only a regular file (a symlink to one is followed) or standard input, named
``-`` or ``/dev/stdin``, is read.  Anything else a path may name (a folder, a
device such as ``/dev/zero``, a FIFO, a socket) is refused by name at once:
the path is looked at before it is opened, and opened without blocking and
looked at again, so a FIFO swapped in between cannot hang the reader.  Reading
stops one byte past :data:`MAX_BYTES`, so neither a huge file nor an endless
standard input can exhaust memory.
"""

from __future__ import annotations

import os
import stat
import sys

from .errors import WordfinderError, quoted

TYPE_CHECKING = False  # typing's own flag would import typing: a --played file is read on a find's start-up
if TYPE_CHECKING:
    from typing import BinaryIO

    from .languages import Language

__all__ = [
    "Locked",
    "MAX_BYTES",
    "STDIN_NAMES",
    "FileRefused",
    "FileTooLarge",
    "NotRegularFile",
    "check_regular",
    "failure_reason",
    "file_name",
    "is_stdin",
    "read_bytes",
    "read_spelled",
    "read_text",
]

# A million-word list of words averaging 9 letters is about 10 MB; the cap leaves
# six times that, and still bounds what a reader can be made to hold.
MAX_BYTES = 64 * 1024 * 1024
STDIN_NAMES = ("-", "/dev/stdin")
_CHUNK = 1 << 20
_ADVICE = "give a regular file, or - for standard input"  # to one who gave something else

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class FileRefused(WordfinderError):
    """A path that cannot be read as the input file it should be."""


class NotRegularFile(FileRefused):
    """A path naming a folder, a device, a FIFO or a socket where a file is expected."""


class FileTooLarge(FileRefused):
    """A file or standard input longer than :data:`MAX_BYTES`."""


def file_name(path: str | os.PathLike[str]) -> str:
    """The path as messages show it: tidied as pathlib tidies it (``w.txt/`` is ``w.txt``).
    Raises :class:`FileRefused` for an empty one, which names no file (tidied, it would be
    the current folder)."""
    name = os.fspath(path)
    if not name:
        raise FileRefused("'': an empty path names no file")
    return name if name in STDIN_NAMES else os.path.normpath(name)


def is_stdin(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` names standard input (``-`` or ``/dev/stdin``)."""
    return os.fspath(path) in STDIN_NAMES


def read_text(
    path: str | os.PathLike[str], what: str = "file", limit: int = MAX_BYTES, *, advice: str | None = None
) -> str:
    """The UTF-8 text (a byte-order mark dropped) of the file or standard input ``path`` names.

    Raises :class:`FileRefused` (one line, quoting the path) for anything that is
    not a regular file or standard input, a file over ``limit`` bytes, bytes that
    are not UTF-8 or hold a NUL, or a failed read.  ``what`` names the file in messages.
    """
    data = read_bytes(path, what, limit, advice=advice)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        mark = 3 if data.startswith(b"\xef\xbb\xbf") else 0  # the byte-order mark the decoding took off
        raise FileRefused(f"{quoted(file_name(path), 200)}: not UTF-8 text (byte {error.start + mark})") from None
    if "\0" in text:  # no text holds one; a line holding it would be skipped as no word
        raise FileRefused(f"{quoted(file_name(path), 200)}: not text (a NUL byte at byte {data.find(0)})")
    return text


def read_spelled(
    path: str | os.PathLike[str], language: Language, what: str = "file", *, advice: str | None = None
) -> str:
    """The text of the file or standard input ``path`` names (:func:`read_text`) in the tile
    letters of ``language``, the game's: ``SUÍTE`` is ``SUITE`` in Portuguese, ``ÉLÈVE`` is
    ``ELEVE`` in French, while a Spanish ``Ñ`` or a Danish ``Æ`` stays a letter of its own.

    Every file of words is read through here, so that a word in a file is the word a
    player types: a word list, an answers or secrets file, past answers, a games file.
    """
    return language.spelled(read_text(path, what, advice=advice))


def read_bytes(
    path: str | os.PathLike[str], what: str = "file", limit: int = MAX_BYTES, *, advice: str | None = None
) -> bytes:
    """The bytes of the regular file or standard input ``path`` names, at most ``limit`` of them;
    raises :class:`FileRefused` as :func:`read_text` does."""
    name = file_name(path)
    if is_stdin(name):
        return _read_stdin(name, limit)
    try:
        check_regular(name, os.stat(name).st_mode, what, advice)
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | os.O_CLOEXEC)
    except FileRefused:
        raise
    except FileNotFoundError:
        raise FileRefused(f"{quoted(name, 200)}: no such {what}") from None
    except (OSError, ValueError) as error:  # ValueError: a NUL in the name
        raise FileRefused(f"{quoted(name, 200)}: cannot be read ({failure_reason(error)})") from None
    with os.fdopen(fd, "rb", buffering=0) as file:
        try:
            status = os.fstat(fd)
            check_regular(name, status.st_mode, what, advice)  # what was opened, should it have changed
            if status.st_size > limit:  # refused unread; the capped read below covers a growing file
                raise FileTooLarge(_too_large(name, limit))
            return _read_capped(file, name, limit)
        except OSError as error:
            raise FileRefused(f"{quoted(name, 200)}: cannot be read ({failure_reason(error)})") from None


def check_regular(name: str, mode: int, what: str = "file", advice: str | None = None) -> None:
    """Raise :class:`NotRegularFile`, naming ``name`` and its kind, unless ``mode`` (from a
    stat) is a regular file's; the message ends with ``advice`` (default: give a regular
    file, or ``-``; none when empty)."""
    if stat.S_ISREG(mode):
        return
    advice = _ADVICE if advice is None else advice
    kind = next((label for test, label in _KINDS if test(mode)), "not a regular file")
    raise NotRegularFile(f"{quoted(name, 200)}: is {kind}, not a {what}{'; ' if advice else ''}{advice}")


def _read_stdin(name: str, limit: int) -> bytes:
    """Standard input's bytes, at most ``limit``."""
    stream = sys.stdin
    if stream is None:
        raise FileRefused(f"{quoted(name, 200)}: there is no standard input to read")
    try:
        return _read_capped(getattr(stream, "buffer", stream), name, limit)
    except OSError as error:
        raise FileRefused(f"{quoted(name, 200)}: cannot be read ({failure_reason(error)})") from None


def _read_capped(file: BinaryIO, name: str, limit: int) -> bytes:
    """At most ``limit`` bytes of ``file``; raises :class:`FileTooLarge` when there are more."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = file.read(min(_CHUNK, limit + 1 - size))
        if not chunk:
            break
        if isinstance(chunk, str):  # a text stream standing in for standard input (tests)
            chunk = chunk.encode("utf-8", "surrogateescape")
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise FileTooLarge(_too_large(name, limit))
    return b"".join(chunks)


def _too_large(name: str, limit: int) -> str:
    """The message for a file or input over ``limit`` bytes."""
    return f"{quoted(name, 200)}: longer than {_size(limit)}; wordfinder reads files up to that size"


def _size(limit: int) -> str:
    """``64 MiB`` for a byte count."""
    return f"{limit // (1 << 20)} MiB" if limit >= 1 << 20 and not limit % (1 << 20) else f"{limit:,} bytes"


def failure_reason(error: Exception) -> str:
    """A short reason for a failed open, read or write, for a message."""
    return getattr(error, "strerror", None) or str(error) or type(error).__name__


class Locked:
    """An exclusive lock on a file (made if need be) while the block runs, so that the
    writers of one file, in processes or threads, take turns: ``fcntl.flock`` where there
    is one; no lock elsewhere (Windows: each still writes a whole file, but a merge of past
    answers may lose one writer's for a race of milliseconds, and a pattern matrix is
    computed twice)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.descriptor: int | None = None

    def __enter__(self) -> Locked:
        try:
            import fcntl
        except ImportError:  # Windows
            return self
        descriptor = os.open(self.name, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        except BaseException:  # a signal while it waits (Ctrl-C): the file is closed, not leaked
            os.close(descriptor)
            raise
        self.descriptor = descriptor
        return self

    def __exit__(self, *raised: object) -> None:
        if self.descriptor is not None:
            os.close(self.descriptor)  # closing releases the lock
