"""Recording played games in the games-file format, so ``wordfinder score`` replays them.

A finished game (won or lost) becomes one record line, numbered one past the
highest game number already in the file::

    * 3: `CRANE=..A.E SLATE=SLATE` yields `SLATE`

The verb is chosen the way :func:`~wordfinder.games.check_game` checks it: by
replaying the record and counting the plausible answers (quantum: pairs) left
after the last guess.  The record is appended in place to a regular file (or
a new one), and cut back should the write fail, so the file never holds half a
record and no link, device or FIFO is ever replaced or written.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from . import words as wordlists
from .errors import quoted
from .files import FileRefused, check_regular, failure_reason, file_name, is_stdin
from .games import INCLUDES, YIELDS, BadRecord, GameRecord, Vocabulary, check_game, read_games
from .notation import GuessScore
from .play import Game, WordLists
from .words import PathName

__all__ = [
    "RecordFile",
    "append_record",
    "check_record_file",
    "game_record",
    "next_number",
    "record_game",
    "replay_vocabulary",
]


def replay_vocabulary(lists: WordLists) -> Vocabulary:
    """What a game's record is replayed against: its guesses, and as plausible answers what
    ``wordfinder score`` assumes for the bundled lists (the 2,315 original answers), else
    the game's own secret list (replay those with ``--word-file F --answers-file F``)."""
    answers = wordlists.bundled(wordlists.ANSWERS) if lists.bundled else lists.secrets
    return Vocabulary(lists.guesses, answers)


def game_record(game: Game, number: int, vocabulary: Vocabulary) -> GameRecord:
    """The record of a finished ``game`` as game ``number``.

    The verb is ``yields`` when at most one plausible answer is left after the
    last guess and ``includes`` when several are.  A won classic game ends on its
    answer, so it yields; a secret outside the plausible answers leaves none, and
    no verb fits that, so ``yields`` is written and the replay warns.
    """
    if not game.outcome.is_finished:
        raise ValueError(f"only a finished game can be recorded, not one that is {game.outcome.value}")
    pairs = tuple(GuessScore(s) for s in game.scores)
    draft = GameRecord(number, pairs, YIELDS, game.secret.words)
    left = check_game(draft, vocabulary).plausible or 0
    return GameRecord(number, pairs, INCLUDES if left > 1 else YIELDS, game.secret.words)


_ADVICE = "--record takes a regular file, or the name of a new one"


@dataclass(frozen=True, slots=True)
class RecordFile:
    """A games file checked to be safe to append to: the regular file ``target`` (the file a
    symlink ``name`` points to, or ``name`` itself), or a new file there when it is missing."""

    name: str  # as given, for messages
    target: str  # the path written: never a symlink, never anything but a regular file
    identity: tuple[int, int] | None  # device and inode of the existing file; None: to be created
    next_number: int  # one past the highest game in the file, 1 for a new file


def check_record_file(path: PathName) -> RecordFile:
    """The games file ``--record`` names, checked before the game is played; raises :class:`BadRecord`.

    Only a missing file (in an existing, writable folder) or a regular file (a
    symlink to one is followed, the link kept) that can be appended to and reads
    as a games file is accepted; a folder, a device, a FIFO, a socket or a
    dangling symlink is refused at once without being opened for writing.
    """
    name = file_name(path)
    if is_stdin(name):
        raise BadRecord(f"{name!r}: not a games file; {_ADVICE}")
    try:
        target = os.path.realpath(name)
        status = os.stat(target)
    except FileNotFoundError:
        return _new_file(name, target)
    except (OSError, ValueError) as error:
        raise BadRecord(f"{quoted(name, 200)}: cannot be used as a games file ({failure_reason(error)})") from None
    try:
        check_regular(name, status.st_mode, "games file", _ADVICE)
    except FileRefused as error:
        raise BadRecord(str(error)) from None
    with _append_fd(name, target) as fd:
        _check_same(name, fd, (status.st_dev, status.st_ino))
    return RecordFile(name, target, (status.st_dev, status.st_ino), _next_number(target))


def _new_file(name: str, target: str) -> RecordFile:
    """A games file still to be created at ``target``, once its folder is checked."""
    if os.path.lexists(name) or os.path.lexists(target):
        raise BadRecord(f"{quoted(name, 200)}: a symlink to nothing ({quoted(target, 200)}); --record will not create through it")
    folder = os.path.dirname(target) or "."
    if not os.path.isdir(folder):
        raise BadRecord(f"{quoted(name, 200)}: no folder {quoted(folder, 200)} to record into")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise BadRecord(f"{quoted(name, 200)}: cannot be written (permission denied)")
    return RecordFile(name, target, None, 1)


def next_number(path: PathName) -> int:
    """The number the next game recorded in ``path`` gets: one past the highest there, 1 for a new file.

    Raises :class:`BadRecord` when ``path`` cannot be read as a games file or
    cannot be appended to, so a game can be refused before it is played.
    """
    return check_record_file(path).next_number


def _next_number(target: str) -> int:
    """One past the highest game number in the games file ``target``."""
    return max((g.number for g in read_games([target])), default=0) + 1


def append_record(path: PathName | RecordFile, record: GameRecord) -> None:
    """Add ``record`` as the last line of the games file, all or nothing; raises :class:`BadRecord`.

    The line is appended in place, so a symlink stays a link, hard links stay
    linked and the file keeps its owner and mode; a write that fails (a full
    disk) is cut back to the file's old size.  The file is checked again as it
    is opened: should it have been swapped for something else since the check,
    nothing is written.
    """
    checked = path if isinstance(path, RecordFile) else check_record_file(path)
    line = f"{record}\n".encode()
    with _append_fd(checked.name, checked.target, create=checked.identity is None) as fd:
        _check_same(checked.name, fd, checked.identity)
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            line = b"\n" + line  # the last line had no line break
        try:
            _write_all(fd, line)
            os.fsync(fd)
        except OSError as error:
            os.ftruncate(fd, size)
            raise BadRecord(f"{quoted(checked.name, 200)}: cannot be written ({failure_reason(error)})") from None


@contextmanager
def _append_fd(name: str, target: str, create: bool = False) -> Iterator[int]:
    """A descriptor appending to (and reading the last byte of) ``target``, opened without blocking (a FIFO swapped in cannot hang us)."""
    flags = os.O_RDWR | os.O_APPEND | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOCTTY", 0)
    if create:
        flags |= os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(target, flags, 0o666)
    except OSError as error:
        raise BadRecord(f"{quoted(name, 200)}: cannot be written ({failure_reason(error)})") from None
    try:
        yield fd
    finally:
        os.close(fd)


def _check_same(name: str, fd: int, identity: tuple[int, int] | None) -> None:
    """Raise :class:`BadRecord` unless ``fd`` is a regular file, the one checked (``identity``)."""
    status = os.fstat(fd)
    try:
        check_regular(name, status.st_mode, "games file", _ADVICE)
    except FileRefused as error:
        raise BadRecord(str(error)) from None
    if identity is not None and identity != (status.st_dev, status.st_ino):
        raise BadRecord(f"{quoted(name, 200)}: was replaced by another file as it was opened; nothing was written")


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data``: ``os.write`` may write fewer."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if not written:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


def record_game(path: PathName | RecordFile, game: Game, vocabulary: Vocabulary) -> GameRecord:
    """Record the finished ``game`` at the end of the games file, numbered after the games there
    now; the record.  The file is checked again, as it may have changed during the game (an
    editor saving it replaces it with a new regular file, which is fine; anything else is not)."""
    checked = check_record_file(path.name if isinstance(path, RecordFile) else path)
    record = game_record(game, checked.next_number, vocabulary)
    append_record(checked, record)
    return record
