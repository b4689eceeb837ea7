"""What every command shares on the way out: exit codes, one-line errors, JSON documents,
and output whose reader has gone away."""

from __future__ import annotations

import io
import os
import re
import sys
from collections.abc import Callable, Sequence


__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_FOUND",
    "EXIT_INTERRUPTED",
    "EXIT_NONE",
    "fail",
    "interrupted",
    "output_failed",
    "print_json",
    "quiet_broken_pipe",
    "paged",
    "run_reporting_errors",
    "show_facts",
]

PAGER = "less"  # the pager when $PAGER is not set
LESS = "FRX"  # less's options when $LESS is not set, as git sets them: colours, no screen clearing
LIVE = ("play", "serve", "history")  # commands whose output is read as it comes, never held for the pager

EXIT_FOUND, EXIT_NONE, EXIT_BAD_INPUT = 0, 1, 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a command stopped by Ctrl-C


def print_json(command: str, fields: dict[str, object]) -> None:
    """Print the JSON document of ``command``: its name, the version, then ``fields``
    (keys as docs/json.md lists them)."""
    import json  # only --json needs it; the plain path stays light

    from ..documents import document

    print(json.dumps(document(command, fields), ensure_ascii=False, indent=2))


def show_facts(established: Sequence[tuple[Sequence[object], dict[str, str]]]) -> None:
    """What the pairs establish (``-v``), on stderr: for each board its pairs and facts
    (:func:`wordfinder.query.established`); one board's as tiles and a table at a
    terminal, else a line a fact, under ``board N:`` when there are several."""
    several = len(established) > 1
    for board, (pairs, facts) in enumerate(established, 1):
        if several:
            print(f"board {board}:", file=sys.stderr)
        elif sys.stderr.isatty():
            from .render import console, show_knowledge

            show_knowledge(console(stderr=True), pairs, facts)
            continue
        for label, value in facts.items():
            print(f"{'  ' * several}{label + ':':12}{value}", file=sys.stderr)


class paged:
    """Standard output, when it is a terminal, held back while ``command`` runs, then shown
    through ``$PAGER`` (less) when it is longer than the screen; as it comes otherwise:
    piped, in the commands of :data:`LIVE` (play talks with the player, history says what it
    fetches as it goes, serve says where it listens and runs on), or with ``PAGER`` empty or ``cat``.
    A context manager (not contextlib's: a plain find does not import it)."""

    def __init__(self, command: str) -> None:
        self.pager = os.environ.get("PAGER", PAGER).strip()
        terminal = sys.stdout
        wanted = command not in LIVE and self.pager not in ("", "cat")
        self.held = _Held(terminal) if wanted and getattr(terminal, "isatty", lambda: False)() else None

    def __enter__(self) -> paged:
        if self.held is not None:
            sys.stdout = self.held
        return self

    def __exit__(self, *raised: object) -> None:
        if self.held is None:
            return
        import shutil

        sys.stdout = terminal = self.held.terminal
        text = self.held.getvalue()
        size = shutil.get_terminal_size()
        if _rows(text, size.columns) < size.lines or not _page(text, self.pager, self.held.encoding):
            terminal.write(text)
            terminal.flush()


class _Held(io.StringIO):
    """Standard output held back for the pager: to whoever asks, the terminal it stands for
    (so that tables are drawn for the terminal, in its colours and width)."""

    def __init__(self, terminal: object) -> None:
        super().__init__()
        self.terminal = terminal

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self.terminal, "encoding", None) or "utf-8"

    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.terminal.fileno()


_ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _rows(text: str, columns: int) -> int:
    """The terminal rows ``text`` takes ``columns`` wide (colour codes take none, and a wide
    character such as a tile takes two columns)."""
    import unicodedata

    rows = 0
    for line in _ESCAPE.sub("", text).split("\n"):
        cells = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)
        rows += max(1, -(-cells // max(columns, 1)))
    return rows - text.endswith("\n")


def _page(text: str, pager: str, encoding: str) -> bool:
    """Whether ``text`` was shown through the ``pager`` command (run by the shell, as git
    does; false when its program is not found).  Ctrl-C belongs to the pager meanwhile."""
    import shlex
    import shutil
    import subprocess

    try:
        program = shlex.split(pager)[0]
    except (ValueError, IndexError):
        return False
    if shutil.which(program) is None:
        return False
    shown = subprocess.Popen(pager, shell=True, stdin=subprocess.PIPE, env={"LESS": LESS, **os.environ})
    try:
        shown.stdin.write(text.encode(encoding, "replace"))
        shown.stdin.close()
    except BrokenPipeError:
        pass  # the reader quit before the end
    while True:
        try:
            shown.wait()
            return True
        except KeyboardInterrupt:
            continue


def fail(message: str, code: int = EXIT_BAD_INPUT) -> None:
    """Print ``message`` as one line on stderr and exit with ``code``."""
    print(f"wordfinder: error: {' '.join(message.split())}", file=sys.stderr)
    sys.exit(code)


def run_reporting_errors(run: Callable[[], int]) -> None:
    """Run a command, turning its errors into one line and an exit code, and exit."""
    from ..errors import WordfinderError

    try:
        code = run()
        sys.stdout.flush()  # a write that fails (a full disk) fails here, not at exit
    except WordfinderError as error:
        fail(str(error))
    except BrokenPipeError:
        code = quiet_broken_pipe()
    except OSError as error:
        output_failed(error)
    except KeyboardInterrupt:
        interrupted()
    sys.exit(code)


def interrupted() -> None:
    """Stop after Ctrl-C: a line break (the terminal's ^C stays on its own line), exit 130."""
    print(file=sys.stderr)
    sys.exit(EXIT_INTERRUPTED)


def output_failed(error: OSError) -> None:
    """Report in one line that the output could not be written, and exit 2; an error
    about some named file is not that, and goes on up."""
    if error.filename is not None:
        raise error
    quiet_broken_pipe()  # or Python would try, and fail, to flush it again at exit
    fail(f"cannot write the output ({error.strerror or error})")


def quiet_broken_pipe() -> int:
    """Silence stdout after its reader went away (e.g. ``| head``); the exit code to use."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_FOUND
