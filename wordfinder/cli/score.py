"""``wordfinder score``: replay recorded games as a regression suite."""

from __future__ import annotations

import sys

from .. import words as wordlists
from ..games import BadRecord, GameResult, Vocabulary, check_game, load_games, select_games
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

    Exit codes: 0 when every game replays, 1 when some fail, 2 for unreadable input.

    Example:

        wordfinder score games/
    """
    found = load_games(request.paths)
    if found.problems:
        raise BadRecord(str(found.problems[0]))
    for warning in found.warnings:
        print(f"wordfinder: warning: {warning}", file=sys.stderr)
    records = list(found.records)
    if not records:
        raise BadRecord(f"no game records in {' '.join(repr(str(p)) for p in request.paths)}")
    games = select_games(records, request.first_game, request.last_game, request.newest)
    vocabulary = Vocabulary(
        wordlists.read_option_list(request.word_file, "--word-file") or wordlists.bundled(wordlists.ALLOWED),
        wordlists.read_option_list(request.answers_file, "--answers-file") or wordlists.bundled(wordlists.ANSWERS),
    )
    terminal = sys.stdout.isatty() and not request.as_json
    if terminal:
        from .render import console, progress

        with progress(console(), len(games)) as advance:
            results = [advance(check_game(g, vocabulary, request.strict)) for g in games]
    else:
        results = [check_game(g, vocabulary, request.strict) for g in games]
    failures = sum(len(r.failures) for r in results)
    warnings = sum(len(r.warnings) for r in results)
    if request.as_json:
        print_json(
            "score",
            {
                "games": len(results),
                "failures": failures,
                "warnings": warnings,
                "results": [_result_document(r) for r in results],
            },
        )
        return EXIT_NONE if failures else EXIT_FOUND
    if terminal:
        from .render import console, show_results

        show_results(console(), results)
    else:
        for result in results:
            for kind, notes in (("FAIL", result.failures), ("WARN", result.warnings)):
                for note in notes:
                    print(f"{result.game.where}: game {result.game.number}: {kind}: {note}")
    print(
        ", ".join(
            f"{n} {noun}{'' if n == 1 else 's'}"
            for n, noun in ((len(results), "game"), (failures, "failure"), (warnings, "warning"))
        )
    )
    return EXIT_NONE if failures else EXIT_FOUND


def _result_document(result: GameResult) -> dict[str, object]:
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
