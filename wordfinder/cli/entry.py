"""The one way in: the ``wordfinder`` console script and ``python -m wordfinder``.

A plain command line (see :func:`wordfinder.cli.options.read_plain`) runs without
typer, which costs ~0.2 s to import; everything else (help, completion, unknown
options, values to explain) goes to the typer app in :mod:`wordfinder.cli.app`.
Both run the same command function with the same request.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from .options import COMMANDS, DEFAULT_COMMAND, read_plain
from .output import fail, paged, run_reporting_errors

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> None:
    """Run the command line ``argv`` (default: the process's arguments) and exit."""
    if sys.stderr is None:  # started with it closed (``2>&-``): its lines go nowhere, not into the output
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115: the process's, to its end
    if sys.stdout is None:  # started with it closed (``>&-``): nothing could be shown
        fail("cannot write the output (standard output is closed)")
    argv = _help_as_option(_colour_chosen(list(sys.argv[1:] if argv is None else argv)))
    _refuse_a_mistyped_command(argv)
    _one_blas_thread()
    _replace_what_cannot_be_written(sys.stdout)
    request = read_plain(argv)
    with paged(request.command if request is not None else _command_of(argv)):
        if request is None:
            from .app import app

            app(args=argv)
            return
        run = COMMANDS[request.command].runner()
        run_reporting_errors(lambda: run(request))


def _command_of(argv: Sequence[str]) -> str:
    """The command a command line runs (``find`` by default, as the app reads it)."""
    return argv[0] if argv and argv[0] in COMMANDS else DEFAULT_COMMAND


def _help_as_option(argv: list[str]) -> list[str]:
    """``help`` and ``help COMMAND`` as the ``--help`` they mean."""
    if argv[:1] != ["help"]:
        return argv
    if len(argv) > 1 and argv[1] not in COMMANDS:
        fail(f"help {argv[1]!r}: no such command; the commands are {', '.join(COMMANDS)}")
    return [*argv[1:2], "--help"]


COLOURS = ("auto", "always", "never")


def _colour_chosen(argv: list[str]) -> list[str]:
    """Take ``--color WHEN`` (``--color=WHEN``; auto, always, never) from anywhere on the
    command line, for every command: ``never`` sets ``NO_COLOR``, ``always`` sets
    ``FORCE_COLOR`` (both honoured by the terminal output), ``auto`` colours a terminal
    unless ``NO_COLOR`` is set.  The rest of the command line is returned."""
    rest, chosen = [], None
    items = iter(argv)
    for item in items:
        if item == "--":
            rest += [item, *items]
            break
        if item == "--color" or item.startswith("--color="):
            chosen = item.partition("=")[2] if "=" in item else next(items, None)
            if chosen not in COLOURS:
                shown = "nothing" if chosen is None else repr(chosen)
                fail(f"--color {shown}: expected one of {', '.join(COLOURS)}")
            continue
        rest.append(item)
    if chosen == "never":
        os.environ["NO_COLOR"] = "1"
        os.environ.pop("FORCE_COLOR", None)
    elif chosen == "always":
        os.environ["FORCE_COLOR"] = "1"
        os.environ.pop("NO_COLOR", None)
    return rest


def _refuse_a_mistyped_command(argv: Sequence[str]) -> None:
    """Stop at a first argument that reads as a mistyped command (``sugest``): a lower-case
    word close to a command's name, on a command line that gives no word list (where a
    bare word would be one), rather than read it as a bad GUESS=SCORE pair."""
    first = argv[0] if argv else ""
    if first in COMMANDS or not (first.isascii() and first.isalpha() and first.islower()):
        return
    if any(a in ("--words", "--explain") or a.startswith("--words=") for a in argv):
        return
    import difflib

    close = difflib.get_close_matches(first, COMMANDS, n=1, cutoff=0.75)
    if close:
        fail(f"{first!r} is not a command; did you mean {close[0]!r}? (the commands: {', '.join(COMMANDS)})")


def _one_blas_thread() -> None:
    """Ask numpy's BLAS for one thread, unless the user chose a number: wordfinder does no
    linear algebra, and starting a pool of BLAS threads is ~40% of importing numpy
    (``suggest TARSE=.a..e`` spent 50 ms of its 0.37 s on it)."""
    if not any(name in os.environ for name in ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS")):
        os.environ["OPENBLAS_NUM_THREADS"] = "1"


def _replace_what_cannot_be_written(stream: object) -> None:
    """Let standard output, when its encoding lacks some characters (a Windows console,
    ``PYTHONIOENCODING=cp1252``), write ``?`` for them instead of raising: the help's tiles
    and box drawing.  (Standard error escapes them already, which keeps a culprit legible.)"""
    encoding = (getattr(stream, "encoding", None) or "utf-8").lower().replace("_", "-")
    strict = getattr(stream, "errors", "strict") == "strict"
    if strict and encoding not in ("utf-8", "utf8") and hasattr(stream, "reconfigure"):
        try:
            stream.reconfigure(errors="replace")
        except (ValueError, OSError):
            pass  # closed or detached: writing to it fails, and is reported, as before
