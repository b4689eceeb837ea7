"""``wordfinder serve``: the assistant as a local web page and JSON API."""

from __future__ import annotations

import sys

from ..errors import WordfinderError, quoted
from .options import Request
from .output import EXIT_FOUND

__all__ = ["run_serve"]


def run_serve(request: Request) -> int:
    """Serve the assistant as a web page and a JSON API, until Ctrl-C.

    The page: type a guess and its score (in any notation the command line reads,
    or click the tiles to cycle grey, yellow, green), and it shows the words left,
    most likely first, the next guess and why, and why any word is ruled out.  The
    API: POST a JSON object to /api/find, /api/explain, /api/suggest,
    /api/review, /api/score, /api/lists or /api/history, with the history as
    GUESS=SCORE texts; GET /api/ describes it, and docs/json.md the documents it
    answers with.  Nothing is fetched from elsewhere.

    It listens on 127.0.0.1 (this machine only) unless --host says otherwise, and
    prints the address it serves first: `Serving on http://127.0.0.1:8000/`. Exit
    codes: 130 after Ctrl-C, 143 after SIGTERM (stopped as cleanly), 2 when it
    cannot listen (a port in use, a bad host).

    Example:

        wordfinder serve --port 0 --open
    """
    from ..web.server import loopback, serve

    host = request.host
    if not host or not host.isprintable() or any(c.isspace() for c in host) or len(host) > 255:
        raise WordfinderError(f"--host {quoted(host)}: expected an address or a name, such as 127.0.0.1")
    try:
        serve(host, request.port, request.opened, lambda url: _say(url, None if loopback(host) else host))
    except OSError as error:
        raise WordfinderError(f"cannot listen on {host}:{request.port}: {error.strerror or error}") from None
    return EXIT_FOUND


def _say(url: str, open_to: str | None) -> None:
    """Tell the user where the page is, once it answers at full speed (a test reads this line),
    and, serving on a ``host`` that is no loopback address, that others can reach it (once
    listening: a host it cannot listen on is one line, the error's)."""
    if open_to is not None:
        print(f"wordfinder: warning: --host {open_to} lets other machines use this server", file=sys.stderr)
    print(f"Serving on {url}", flush=True)
    print("Press Ctrl-C to stop.", file=sys.stderr, flush=True)
