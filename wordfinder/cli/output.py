"""What every command shares on the way out: exit codes, one-line errors, JSON documents,
and output whose reader has gone away."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence

from .. import __version__

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
    "run_reporting_errors",
    "show_facts",
]

EXIT_FOUND, EXIT_NONE, EXIT_BAD_INPUT = 0, 1, 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a command stopped by Ctrl-C


def print_json(command: str, fields: dict[str, object]) -> None:
    """Print the JSON document of ``command``: its name, the version, then ``fields``
    (keys as docs/json.md lists them)."""
    import json  # only --json needs it; the plain path stays light

    document = {"command": command, "version": __version__, **fields}
    print(json.dumps(document, ensure_ascii=False, indent=2))


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
