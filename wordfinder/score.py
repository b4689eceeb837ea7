"""``wordfinder score``: replay recorded games as a regression suite, from the command line.

Replaying a thousand games takes a fraction of a second, less than typer takes
to start, so plain command lines are read here and run without it; anything
else (help, unknown options, bad values) goes to the typer command in
``cli.py``, which builds the same :class:`ScoreRequest`.  ``python -m
wordfinder.score PATH...`` is ``wordfinder score PATH...``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import words as wordlists
from .games import BadRecord, GameResult, Vocabulary, check_game, read_games, select_games
from .query import EXIT_FOUND, EXIT_NONE, print_json, run_quickly

__all__ = ["ScoreRequest", "main", "quick_score_request", "run_score"]


@dataclass(frozen=True, slots=True)
class ScoreRequest:
    """What a ``wordfinder score`` command line asks for."""

    paths: tuple[Path, ...]
    first_game: int | None = None
    last_game: int | None = None
    newest: int | None = None
    word_file: Path | None = None
    answers_file: Path | None = None
    strict: bool = False
    as_json: bool = False


_FLAGS = {"--strict": "strict", "--json": "as_json"}
_NUMBERS = {"--first-game": "first_game", "--last-game": "last_game", "-N": "newest", "--newest": "newest"}
_FILES = {"--word-file": "word_file", "--answers-file": "answers_file"}


def quick_score_request(argv: Sequence[str]) -> ScoreRequest | None:
    """The request the arguments after ``score`` make, or None when only typer can read them."""
    options: dict[str, Any] = {}
    paths: list[Path] = []
    rest = iter(argv)
    for arg in rest:
        name, equals, inline = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        if arg in _FLAGS:
            options[_FLAGS[arg]] = True
        elif name in _NUMBERS or name in _FILES:
            value = inline if equals else next(rest, None)
            field = _NUMBERS.get(name) or _FILES[name]
            if not value or value.startswith("-") or field in options:
                return None
            if name in _NUMBERS:
                if not (value.isascii() and value.isdigit()):
                    return None  # let the full command line explain
                options[field] = int(value)
            else:
                options[field] = Path(value)
        elif arg.startswith("-"):
            return None
        else:
            paths.append(Path(arg))
    if not paths:
        return None
    return ScoreRequest(tuple(paths), **options)


def run_score(request: ScoreRequest) -> int:
    """Replay the games ``request`` names, print the results and return the exit code."""
    records = read_games(request.paths)
    if not records:
        raise BadRecord(f"no game records in {' '.join(repr(str(p)) for p in request.paths)}")
    games = select_games(records, request.first_game, request.last_game, request.newest)
    vocabulary = Vocabulary(
        wordlists.read_words(request.word_file) if request.word_file else wordlists.bundled(wordlists.ALLOWED),
        wordlists.read_words(request.answers_file) if request.answers_file else wordlists.bundled(wordlists.ANSWERS),
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
            {
                "games": len(results),
                "failures": failures,
                "warnings": warnings,
                "results": [_result_document(r) for r in results],
            }
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


def _result_document(result: GameResult) -> dict[str, Any]:
    """One game's result as JSON."""
    game = result.game
    return {
        "game": game.number,
        "file": game.source,
        "line": game.line,
        "answers": list(game.answers),
        "verb": game.verb,
        "remaining": list(result.remaining),
        "plausible": result.plausible,
        "failures": list(result.failures),
        "warnings": list(result.warnings),
    }


def main(argv: Sequence[str] | None = None, prog_name: str | None = "python -m wordfinder") -> None:
    """Run ``score`` with ``argv`` (default: the process's arguments), quickly when it can;
    ``prog_name`` is what usage lines call the program (None: the running script)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    request = quick_score_request(argv)
    if request is None:
        from .cli import app

        app(args=["score", *argv], prog_name=prog_name)
        return
    run_quickly(run_score, request)


if __name__ == "__main__":
    main()
