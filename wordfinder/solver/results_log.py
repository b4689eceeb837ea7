"""A results file: the values of a run written as they come, one JSON line each, so that a
run stopped, killed or left by a worker continues where it was (``--resume``).

The first line says what was valued (the lists' hash, their sizes, the mode); each other
line is one :meth:`~.opener_values.OpenerValue.row`.  A line is written whole, with one
``write`` on a file opened for appending, and flushed to the disk before the next task's
result is taken: a kill can leave at most one line without its newline, the last, which
is never trusted and is cut off when the run continues.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection
from pathlib import Path

from .. import __version__
from ..errors import WordfinderError, quoted
from ..files import FileRefused, check_regular, failure_reason, file_name, read_bytes
from ..game import CLASSIC_GUESSES
from .exact import INFEASIBLE
from .opener_values import OpenerValue
from .puzzle import Puzzle

__all__ = ["ResultsFile", "ResultsFileError", "run_header"]


class ResultsFileError(WordfinderError):
    """A results file that cannot be continued: another game's, or not one at all."""


_ADVICE = "--out takes a regular file, or the name of a new one"


def _check_path(path: Path) -> None:
    """Raise :class:`ResultsFileError`, in one line, unless ``path`` is a regular file or the
    name of a new one in a folder that exists: a folder, a device or a FIFO is refused
    before it is opened (a FIFO would wait for a reader)."""
    try:
        check_regular(str(path), os.stat(path).st_mode, "results file", _ADVICE)
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise ResultsFileError(f"--out {quoted(str(path), 200)}: no folder {quoted(str(path.parent), 200)}") from None
    except FileRefused as error:
        raise ResultsFileError(str(error)) from None
    except (OSError, ValueError) as error:
        raise ResultsFileError(f"--out {quoted(str(path), 200)}: cannot be used ({failure_reason(error)})") from None


def run_header(game: object, puzzle: Puzzle) -> dict[str, object]:
    """What a results file's first line says of the game whose openers it values (its
    puzzle: the lists' hash and sizes, and the mode)."""
    return {"wordfinder": __version__, "command": "openers", "lists": puzzle.key, "guesses": len(puzzle.guesses),
            "answers": len(puzzle.answers), "hard": game.hard}


class ResultsFile:
    """The results file at ``path`` for the game of ``header``: new, or continued (``resume``),
    its lines naming only openers of ``guesses``."""

    def __init__(self, path: str, header: dict[str, object], resume: bool, guesses: Collection[str]) -> None:
        try:
            self.path = Path(file_name(path))  # not Path(""), which is the current folder
        except FileRefused as error:
            raise ResultsFileError(f"--out {error}") from None
        self.header = header
        self.guesses = frozenset(guesses)  # the openers a line may name
        self.known: tuple[OpenerValue, ...] = ()
        _check_path(self.path)
        if resume and not self.path.exists():
            raise ResultsFileError(f"--resume: no results file {path} to continue (without --resume, --out starts one)")
        if resume:
            self.known = self._read()
        elif self.path.exists() and self.path.stat().st_size:
            raise ResultsFileError(f"--out {path}: the file exists; give --resume to continue it, or another file")
        else:
            self._append(header)

    def append(self, value: OpenerValue) -> None:
        """Write one value, whole, and flush it to the disk."""
        self._append(value.row())

    def _append(self, fields: dict[str, object]) -> None:
        line = (json.dumps(fields, ensure_ascii=False) + "\n").encode("utf-8")
        try:  # never blocks on a FIFO put there since: what was opened is checked before the write
            descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | os.O_CLOEXEC, 0o644)
        except OSError as error:
            raise ResultsFileError(f"--out {quoted(str(self.path), 200)}: cannot be written ({failure_reason(error)})") from None
        try:
            check_regular(str(self.path), os.fstat(descriptor).st_mode, "results file", _ADVICE)
            os.write(descriptor, line)
            os.fsync(descriptor)
        except FileRefused as error:
            raise ResultsFileError(str(error)) from None
        except OSError as error:
            raise ResultsFileError(f"--out {quoted(str(self.path), 200)}: cannot be written ({failure_reason(error)})") from None
        finally:
            os.close(descriptor)

    def _read(self) -> tuple[OpenerValue, ...]:
        """The values the file holds, checked against the header; a last line without its
        newline (a write cut short) is cut off the file."""
        try:
            data = read_bytes(str(self.path), "results file")
        except FileRefused as error:
            raise ResultsFileError(str(error)) from None
        whole = data[: data.rfind(b"\n") + 1]
        try:
            lines = [line for line in whole.decode("utf-8").splitlines() if line.strip()]
        except UnicodeDecodeError:
            raise ResultsFileError(f"--out {quoted(str(self.path), 200)}: not UTF-8 text: not a results file") from None
        if len(whole) < len(data):
            try:
                os.truncate(self.path, len(whole))
            except OSError as error:
                raise ResultsFileError(f"--out {quoted(str(self.path), 200)}: cannot be cut to its last whole line "
                                       f"({failure_reason(error)})") from None
        if not lines:
            self._append(self.header)
            return ()
        self._check(lines[0])
        count = int(self.header["answers"])
        return tuple(OpenerValue(row["opener"], row["total"], count, row["proven"])
                     for row in (self._row(line, count) for line in lines[1:]))

    def _row(self, line: str, count: int) -> dict[str, object]:
        """One value's fields from its line; raises ResultsFileError for a line that is not
        one a run over ``count`` answers could write (:func:`_possible`), or that names a
        word the game does not guess."""
        row = _fields(line, count)
        if row["opener"] not in self.guesses:
            raise ResultsFileError(f"--out {quoted(str(self.path), 200)}: {quoted(row['opener'], 40)} is not a guess "
                                   "of this game: not a results file of its lists")
        return row

    def _check(self, first: str) -> None:
        """Refuse a file whose first line names another game (or is not a header)."""
        try:
            found = json.loads(first)
        except (ValueError, RecursionError):  # RecursionError: arrays nested thousands deep
            found = None
        keys = ("lists", "guesses", "answers", "hard")
        if not isinstance(found, dict) or any(found.get(k) != self.header[k] for k in keys):
            raise ResultsFileError(f"--out {self.path}: not a results file of this game (lists, mode): "
                                   f"expected {', '.join(f'{k} {self.header[k]}' for k in keys)}")


def _fields(line: str, count: int) -> dict[str, object]:
    """One value's fields from its line; raises ResultsFileError for a line that is not one."""
    try:
        row = json.loads(line)
        if isinstance(row, dict) and isinstance(row.get("opener"), str) and isinstance(row.get("proven"), bool) \
                and _possible(row.get("total"), count, row["proven"]):
            return row
    except (ValueError, RecursionError):
        pass
    raise ResultsFileError(f"{line[:60]!r}: expected a line {{\"opener\", \"total\", \"mean\", \"proven\"}} "
                           f"whose total a game of {count} answers can take")


def _possible(total: object, count: int, proven: bool) -> bool:
    """Whether ``total`` (None: no play within six) is a value or bound a run can write over
    ``count`` answers: never below ``2 count - 1`` (one answer at most is the opener), and,
    proven, never above six guesses each; a bound stays under the search's INFEASIBLE."""
    if total is None:
        return True
    most = CLASSIC_GUESSES * count if proven else INFEASIBLE
    return type(total) is int and 2 * count - 1 <= total <= most
