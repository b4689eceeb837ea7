"""``wordfinder history``: the NYT's past answers fetched into the history file, and where it is."""

from __future__ import annotations

import sys

from .. import assistant
from ..errors import WordfinderError
from .options import Request
from .output import EXIT_FOUND

__all__ = ["run_history"]

ACTIONS = ("update", "show")


def run_history(request: Request) -> int:
    """Keep the history of the NYT's past answers, which the answer model knows.

    update fetches the answers the history file lacks from the game's own
    endpoint, one request a day, from the first game (2021-06-19) or the day
    after the newest the file holds, up to --to (default and latest: today), and adds
    them to the file: lines WORD YYYY-MM-DD, sorted by day, in the user's
    data folder ($XDG_DATA_HOME/wordfinder, or ~/.local/share/wordfinder).
    Nothing is ever fetched but by update.  WORDFINDER_HISTORY_URL points it
    elsewhere: an http(s) URL with {date} where the day goes.  show prints
    where the file is and what it holds.

    Every command with --played reads the file when --played is not given
    and the game is today's (English, likely or all, one board; not analyze
    of a recorded game), knowing those dated before --date (default: today);
    --played none: no past answers.

    Exit codes: 0; 2 for bad input, or a day that cannot be fetched (the
    days fetched before it are kept, and the error says so).

    Example:

        wordfinder history update
        wordfinder suggest --date 2024-06-01 CRANE=..a.e
    """
    action = " ".join(request.action)
    if action not in ACTIONS:
        raise WordfinderError(f"history {action!r}: expected one of {', '.join(ACTIONS)}, e.g. wordfinder history update")
    if action == "show" and request.to is not None:
        raise WordfinderError("--to goes with history update: the last day to fetch")
    if action == "show":
        path, known = assistant.answer_history("show")
        print(f"{path}: {_held(known)}" if known is not None else
              f"{path}: no history file yet; `wordfinder history update` fetches it")
        return EXIT_FOUND
    return _update(request)


def _update(request: Request) -> int:
    """``history update``: a progress bar at a terminal, then what was fetched."""
    if sys.stderr.isatty():
        from .render import console, progress

        with progress(console(stderr=True), "fetching") as advance:
            _, updated = assistant.answer_history("update", request.to, advance, _started)
    else:
        _, updated = assistant.answer_history("update", request.to, started=_started)
    fetched, known = updated.fetched, updated.known
    done = (f"fetched {fetched.count:,} day{'s' if fetched.count != 1 else ''}, "
            f"{fetched.answers[0].day} to {fetched.newest}" if fetched.count else "fetched nothing: the file was up to date")
    print(f"{done}; {_held(known)}")
    return EXIT_FOUND


def _started(template: str, path: str, variable: str | None) -> None:
    """Say where the answers come from and where they go, before the first request."""
    named = f" ({variable})" if variable else ""
    print(f"fetching {template}{named} into {path}", flush=True)


def _held(known: object) -> str:
    """``1,985 answers known up to 2026-11-26``."""
    newest = "" if known.newest is None else f" up to {known.newest}"
    return f"{known.count:,} answer{'s' if known.count != 1 else ''} known{newest}"

