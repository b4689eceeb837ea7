"""``wordfinder score``: replay recorded games as a regression suite."""

from __future__ import annotations

import sys

from .. import assistant
from ..game import game_of
from .options import Request
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_score"]


def run_score(request: Request) -> int:
    """Replay recorded games as a regression suite.

    Each game's scores are replayed against its answer with the feedback engine,
    the finder runs after every guess and must keep the answer, and the verb is
    checked: `yields` means one plausible answer is left, `includes` several (a
    mismatch is a warning unless --strict).  Records are markdown list lines:

        * 616: `HARES=..... BUILT=..i.t` yields `FIFTY`

    Exit codes: 0 when every game replays, 1 when some fail, 2 for unreadable
    input.

    Example:

        wordfinder score games/
    """
    terminal = sys.stdout.isatty() and not request.as_json
    replayed = _replay(request, terminal)
    if request.as_json:
        print_json("score", {
            "games": len(replayed.results),
            "failures": replayed.failures,
            "warnings": replayed.warned,
            "results": [_result_document(r) for r in replayed.results],
        })
    elif terminal:
        from .render import console, show_results

        show_results(console(), replayed.results)
    else:
        for result in replayed.results:
            for kind, notes in (("FAIL", result.failures), ("WARN", result.warnings)):
                for note in notes:
                    print(f"{result.game.where}: game {result.game.number}: {kind}: {note}")
    if not request.as_json:
        counts = ((len(replayed.results), "game"), (replayed.failures, "failure"), (replayed.warned, "warning"))
        print(", ".join(f"{n} {noun}{'' if n == 1 else 's'}" for n, noun in counts))
    return EXIT_NONE if replayed.failures else EXIT_FOUND


def _replay(request: Request, terminal: bool) -> object:
    """The games the request names, replayed (under a progress bar in a terminal)."""
    # --limit 0 is every game, as its help says (the library's newest=0 keeps none).
    selection = (request.paths, request.first_game, request.last_game, request.newest or None)
    game = game_of("score", request.values)
    if not terminal:
        return assistant.replay_games(*selection, game, request.answers_file, request.strict, warn=_warn)
    from .render import console, progress

    with progress(console(stderr=True)) as advance:  # on stderr: stdout may be held for the pager
        return assistant.replay_games(*selection, game, request.answers_file, request.strict, advance, _warn)


def _warn(warning: str) -> None:
    """A warning of reading the games files, on stderr."""
    print(f"wordfinder: warning: {warning}", file=sys.stderr)


def _result_document(result: object) -> dict[str, object]:
    """One game's result as JSON."""
    game = result.game
    return {
        "game": game.number,
        "file": game.source,
        "line": game.line,
        "answers": list(game.answers),
        "verb": game.verb,
        "counts": list(result.remaining),
        "plausible_count": result.plausible,
        "failure_reasons": list(result.failures),
        "warning_reasons": list(result.warnings),
    }
