"""The games-file format: record lines read and written, games files read, games selected,
and a finished game's line appended to a games file.

A record is a markdown list line, as the original finder's games file has them::

    * 616: `HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY` yields `FIFTY`

the game number, the backquoted GUESS=SCORE pairs, the verb ``yields`` (one
plausible answer is left) or ``includes`` (several are), optionally in
asterisks, and the backquoted answer.  A Quantum Wordle game names both secret
words, ``MUSIC|WALTZ``; a multi-board game each board's answer, ``CRANK/SLOTH``, and
its pairs one score per board (:class:`wordfinder.notation.BoardsPair`).  Every other
line is prose and is skipped.  Replaying a record against the engine and the finder is
:mod:`wordfinder.replaying`.

A game is recorded by appending its line in place to a regular file (or a new one), cut
back should the write fail, so the file never holds half a record and no link, device or
FIFO is ever replaced or written (:func:`check_record_file`, :func:`append_record`).
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from .errors import WordfinderError, quoted
from .files import FileRefused, check_regular, failure_reason, file_name, is_stdin, read_spelled
from .languages import ENGLISH, Language, written
from .notation import BoardsPair, GuessScore, parse_history
from .numbers import BadNumber, parse_int
from .words import PathName

__all__ = [
    "INCLUDES",
    "YIELDS",
    "BadRecord",
    "BoardsRecord",
    "GameProblem",
    "GameRecord",
    "GamesRead",
    "PairRecord",
    "RecordFile",
    "append_record",
    "check_record_file",
    "duplicate_numbers",
    "game_files",
    "lines",
    "load_games",
    "parse_record",
    "read_games",
    "scan_file",
    "select_games",
]

YIELDS, INCLUDES = "yields", "includes"

# Every Markdown bullet (*, - and +); ASCII digits only, as a game number is converted by parse_int.
_LOOKS_LIKE_RECORD = re.compile(r"^\s*[*+-]\s*(?P<number>[0-9]+)\s*:")
_RECORD = re.compile(
    r"""^\s*[*+-]\s*(?P<number>[0-9]+)\s*:\s*
        `(?P<pairs>[^`]*)`\s*
        (?P<stars>\**)(?P<verb>yields|includes)(?P=stars)\s*
        `(?P<answer>[^`]*)`\s*$""",
    re.VERBOSE,
)


class BadRecord(WordfinderError):
    """A line that starts like a game record but cannot be read as one."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One recorded game: its number, the pairs played, the verb and the answer(s).  A game of
    one secret word is a ``GameRecord``; a Quantum Wordle game a :class:`PairRecord`, a game of
    several boards a :class:`BoardsRecord`: the kind is chosen once, where the record is read
    or made, and a replay asks it (:mod:`wordfinder.replaying`)."""

    number: int
    pairs: tuple[GuessScore, ...] | tuple[BoardsPair, ...]  # multi-board: each guess's score on every board
    verb: str
    answers: tuple[str, ...]  # one word, the two words of a Quantum Wordle secret, or one per board
    source: str = ""
    line: int = 0
    boards: int = 0  # a multi-board game's number of boards; 0 for one board

    is_quantum: ClassVar[bool] = False  # whether the secret is a Quantum Wordle pair of words

    @property
    def secrets(self) -> tuple[tuple[str, ...], ...]:
        """Each board's secret words, board by board: one board's secret is every answer (a word,
        or the two of a Quantum Wordle pair), several boards have an answer each."""
        count = max(self.boards, 1)  # boards is 0 for one board
        return tuple(self.answers[board::count] for board in range(count))

    @property
    def where(self) -> str:
        """``file:line`` of the record."""
        return f"{self.source}:{self.line}"

    def __str__(self) -> str:
        pairs = " ".join(map(str, self.pairs))
        answers = "/".join("|".join(secret) for secret in self.secrets)  # MUSIC|WALTZ, CRANK/SLOTH
        return f"* {self.number}: `{pairs}` {self.verb} `{answers}`"


@dataclass(frozen=True, slots=True)
class PairRecord(GameRecord):
    """A recorded Quantum Wordle game: its answers are the secret pair of words, ``A|B``."""

    is_quantum: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class BoardsRecord(GameRecord):
    """A recorded game of several boards: an answer a board, ``A/B/...``, and each guess's score
    on every board (``boards`` of them)."""


def parse_record(text: str, source: str = "", line: int = 0) -> GameRecord | None:
    """The game recorded on one line, or None for a line of prose; raises :class:`BadRecord`."""
    if not _LOOKS_LIKE_RECORD.match(text):
        return None
    where = f"{source}:{line}: " if source else ""
    found = _RECORD.match(text)
    if not found:
        raise BadRecord(
            f"{where}{text.strip()!r}: expected * N: `GUESS=SCORE ...` yields|includes `ANSWER`"
        )
    if "/" in found["answer"]:
        return _boards_record(found, source, line, where)
    answers = tuple(found["answer"].strip().upper().split("|"))
    if len(answers) > 2 or not all(a.isalpha() for a in answers):
        raise BadRecord(f"{where}{found['answer']!r}: expected an answer word, or two as A|B")
    if len(answers) == 2 and set(answers[0]) & set(answers[1]):
        raise BadRecord(f"{where}{found['answer']!r}: the two quantum words must share no letter")
    try:
        pairs = tuple(GuessScore.parse(p, checked=False) for p in found["pairs"].split())
    except WordfinderError as error:
        raise BadRecord(f"{where}{error}") from None
    if not pairs:
        raise BadRecord(f"{where}game {found['number']} records no guesses")
    lengths = {len(p.guess) for p in pairs} | {len(a) for a in answers}
    if len(lengths) != 1:
        raise BadRecord(f"{where}game {found['number']}: guesses and answer differ in length")
    try:
        number = parse_int(found["number"], "game number")
    except BadNumber as error:
        raise BadRecord(f"{where}{error}") from None
    kind = PairRecord if len(answers) == 2 else GameRecord  # A|B names a Quantum Wordle pair
    return kind(number, pairs, found["verb"], answers, source, line)


def _boards_record(found: re.Match[str], source: str, line: int, where: str) -> BoardsRecord:
    """The multi-board game of a record line whose answers are written ``A/B/...``."""
    answers = tuple(found["answer"].strip().upper().split("/"))
    if not all(a.isascii() and a.isalpha() for a in answers) or len(set(answers)) != len(answers):
        raise BadRecord(f"{where}{found['answer']!r}: expected distinct answer words, one per board, as A/B/...")
    try:
        pairs = parse_history(found["pairs"].split(), len(answers))
        number = parse_int(found["number"], "game number")
    except (WordfinderError, BadNumber) as error:
        raise BadRecord(f"{where}{error}") from None
    if not pairs:
        raise BadRecord(f"{where}game {found['number']} records no guesses")
    if len({len(p.guess) for p in pairs} | {len(a) for a in answers}) != 1:
        raise BadRecord(f"{where}game {found['number']}: guesses and answers differ in length")
    return BoardsRecord(number, pairs, found["verb"], answers, source, line, len(answers))


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def lines(text: str) -> list[str]:
    """The lines of ``text`` as editors count them: broken at ``\\n``, ``\\r\\n`` and ``\\r`` only
    (``str.splitlines`` also breaks at form feeds and U+2028, which would shift line numbers)."""
    return _LINE_BREAK.split(text)


@dataclass(frozen=True, slots=True)
class GameProblem:
    """A game that cannot be used, where it is: ``file:line: game N: reason``."""

    source: str
    line: int
    number: int | None  # None when the line's game number cannot be read
    reason: str

    @classmethod
    def of(cls, game: GameRecord, reason: str) -> GameProblem:
        """The problem ``reason`` with the recorded ``game`` (a replay or review that failed)."""
        return cls(game.source, game.line, game.number, reason)

    def __str__(self) -> str:
        game = f"game {self.number}: " if self.number is not None else ""
        return f"{self.source}:{self.line}: {game}{self.reason}"


@dataclass(frozen=True, slots=True)
class GamesRead:
    """What reading games files found: the games, the lines that could not be read, and warnings
    (a file given twice, a game number used twice) for the command line to print."""

    records: tuple[GameRecord, ...]
    problems: tuple[GameProblem, ...] = ()
    warnings: tuple[str, ...] = ()


def read_games(paths: Iterable[str | Path], language: Language = ENGLISH) -> list[GameRecord]:
    """The games recorded in the files, and in the ``*.md`` files of the folders, given, in
    the tile letters of ``language``, the game's (see :func:`load_games`).

    Raises :class:`BadRecord` for the first line that starts like a record but is
    not one, and for a path that cannot be read; :func:`load_games` goes on instead.
    """
    found = load_games(paths, language)
    if found.problems:
        raise BadRecord(str(found.problems[0]))
    return list(found.records)


def load_games(paths: Iterable[str | Path], language: Language = ENGLISH) -> GamesRead:
    """The games in the files and folders given, each file read once, with every bad record
    kept as a :class:`GameProblem` rather than raised, and warnings for repeats.  Each file is
    read in the tile letters of ``language``, the game's (:func:`wordfinder.files.read_spelled`):
    in French `ÉLÈVE=ÉLÈVE` is the pair ELEVE=ELEVE, as the game's lists spell it.

    Raises :class:`BadRecord` only for a path that cannot be read at all.
    """
    files, warnings = game_files(paths)
    records: list[GameRecord] = []
    problems: list[GameProblem] = []
    for file in files:
        for item in scan_file(file, language):
            (records if isinstance(item, GameRecord) else problems).append(item)
    return GamesRead(tuple(records), tuple(problems), (*warnings, *duplicate_numbers(records)))


def scan_file(file: str | Path, language: Language = ENGLISH) -> Iterator[GameRecord | GameProblem]:
    """The games of one games file in order, in the tile letters of ``language``, and a
    :class:`GameProblem` for each line that starts like a record but cannot be read; raises
    :class:`BadRecord` when the file cannot be read."""
    name = file_name(file)
    try:
        text = read_spelled(name, language, "games file")
    except FileRefused as error:
        raise BadRecord(str(error)) from None
    for number, line in enumerate(lines(text), 1):
        try:
            record = parse_record(line, name, number)
        except BadRecord as error:
            yield _problem(line, name, number, error)
        else:
            if record is not None:
                yield record


def _problem(line: str, source: str, number: int, error: BadRecord) -> GameProblem:
    """The problem of a record line that raised ``error``, its location taken off the message."""
    reason = str(error).removeprefix(f"{source}:{number}: ")
    game = _LOOKS_LIKE_RECORD.match(line)
    digits = game["number"] if game else ""
    known = int(digits) if 0 < len(digits) <= 18 else None
    if known is not None:  # the problem says which game: the reason need not again
        reason = reason.removeprefix(f"game {known}: ").removeprefix(f"game {known} ")
    return GameProblem(source, number, known, reason)


def game_files(paths: Iterable[str | Path]) -> tuple[list[str], list[str]]:
    """The games files the paths name (a file itself, or a folder's ``*.md`` files, README
    aside), each once, and a warning for each file named again; raises :class:`BadRecord`
    for a path that does not exist."""
    files: list[str] = []
    warnings: list[str] = []
    seen: dict[tuple[int, int] | str, str] = {}
    for path in paths:
        for file in _game_files(file_name(path)):
            key = _identity(file)
            if key in seen:
                warnings.append(f"{file!r}: named again (as {seen[key]!r}); its games are read once")
                continue
            seen[key] = file
            files.append(file)
    return files, warnings


def _identity(file: str) -> tuple[int, int] | str:
    """What makes two names the same file: its device and inode (a link or another spelling
    is the same file), or the name itself when it cannot be looked at."""
    try:
        status = os.stat(file)
    except (OSError, ValueError):
        return file
    return (status.st_dev, status.st_ino)


def _game_files(name: str) -> list[str]:
    """The games files ``name`` names: itself, or the markdown files in its folder tree."""
    if is_stdin(name):
        return [name]
    if os.path.isdir(name):
        # A folder's README describes the format; its examples are not games.
        found = (p for p in Path(name).rglob("*.md") if p.is_file() and p.name.lower() != "readme.md")
        return sorted(map(str, found))
    if not os.path.lexists(name):
        raise BadRecord(f"{name!r}: no such file or folder")
    return [name]


def duplicate_numbers(records: Iterable[GameRecord]) -> list[str]:
    """A warning for each game whose number an earlier game of the same file already has
    (each file numbers its own games: ``seeds.md`` and ``classic.md`` both start at 1)."""
    first: dict[tuple[str, int], GameRecord] = {}
    warnings = []
    for record in records:
        key = (record.source, record.number)
        if key in first:
            earlier = first[key]
            warnings.append(f"{record.where}: game {record.number}: the number is used again (first at {earlier.where})")
        else:
            first[key] = record
    return warnings


def select_games(
    games: Sequence[GameRecord],
    first: int | None = None,
    last: int | None = None,
    newest: int | None = None,
) -> list[GameRecord]:
    """The games numbered from ``first`` to ``last``, then only the ``newest`` (last listed) of them.

    Raises :class:`BadRecord` for a range that no number can fall in (``first`` above ``last``),
    or that none of ``games`` falls in, naming the numbers they have.
    """
    if first is not None and last is not None and first > last:
        raise BadRecord(f"--first-game {first} is above --last-game {last}: no game is numbered between them")
    chosen = [
        g for g in games if (first is None or g.number >= first) and (last is None or g.number <= last)
    ]
    if games and not chosen:
        numbers = sorted(g.number for g in games)
        flags = " ".join(f"{flag} {n}" for flag, n in (("--first-game", first), ("--last-game", last)) if n is not None)
        raise BadRecord(f"{flags}: no game is in that range; the games are numbered {numbers[0]} to {numbers[-1]}")
    if newest is None:
        return chosen
    if newest < 0:
        raise ValueError(f"newest must be 0 or more, not {newest}")
    return chosen[len(chosen) - newest :] if newest < len(chosen) else chosen


# --- appending a record to a games file ----------------------------------------------------

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
    symlink to one is followed, the link kept) that can be appended to, takes a
    write and reads as a games file is accepted; a folder, a device, a FIFO, a socket or a
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
        _check_writable(name, fd)
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
    line = f"{written([str(record)])[0]}\n".encode()  # Dutch IJ as typed, not the ligature: it reads back the same
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


def _check_writable(name: str, fd: int) -> None:
    """Raise :class:`BadRecord` unless ``fd`` takes a write: an empty one, which changes nothing
    in a regular file, but fails where the file only looks regular (``/proc/version``)."""
    try:
        os.write(fd, b"")
    except OSError as error:
        raise BadRecord(f"{quoted(name, 200)}: cannot be written ({failure_reason(error)})") from None


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data``: ``os.write`` may write fewer."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if not written:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]
