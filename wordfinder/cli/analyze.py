"""``wordfinder analyze``: recorded games reviewed guess by guess, skill and luck."""

from __future__ import annotations

import sys
from contextlib import nullcontext

from .. import assistant
from ..documents import reviews_fields
from ..game import game_of
from .options import Request
from .paste import with_shared_pairs
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_analyze"]


def run_analyze(request: Request) -> int:
    """Review recorded games guess by guess, as a Wordle bot would.

    For each guess: the candidates before and after it, the bits its score gave,
    the bits it could be expected to give, and the best suggestion there with the
    bits it could be expected to give over the same candidates (and, in brackets,
    the bits it would have given against the game's answer).  Skill is the guess's
    expected bits less the best's: 0 for the best guess itself.  Luck is the bits
    gained less those expected.  Quantum Wordle and multi-board games are skipped,
    with a note on stderr.  Records are read as `wordfinder score` reads them; a
    game that cannot be read or reviewed (more than 64 guesses; Wordle: 6) is
    reported as FILE:LINE: game N: reason on stderr, the others go on (exit 1).

    Given the GUESS=SCORE pairs of one game instead (or with --share its guesses,
    scored by a share block pasted on standard input), it reviews that game: its
    answer is the last guess when that scored all green, or --answer WORD.  The
    answer model (--answers) is today's Wordle (likely) unless it says otherwise.

    Example:

        wordfinder analyze games/seeds.md --game 6
        wordfinder analyze CRANE=..a.e SLOTH=.l... PEDAL=PEDAL
    """
    request = with_shared_pairs(request, "paths")
    texts = tuple(t for t in request.paths if "=" in t)
    reviews = assistant.review_games(game_of("analyze", request.values, texts), request.paths, request.game,
                               request.answer, request.strategy, lambda games: _progress(request, games))
    _notes(reviews)
    if request.as_json:
        print_json("analyze", reviews_fields(reviews.reviewed, reviews.problems, reviews.skipped, reviews.model))
    elif sys.stdout.isatty():
        from .render import console, show_reviews

        show_reviews(console(), [r for _, r in reviews.reviewed])
    else:
        sys.stdout.write("".join(f"{line}\n" for record, review in reviews.reviewed
                                 for line in review_lines(record, review)))
    for problem in reviews.problems:
        print(f"wordfinder: {problem}", file=sys.stderr)
    return EXIT_NONE if reviews.problems else EXIT_FOUND


def _notes(reviews: object) -> None:
    """The files' warnings, and the games skipped, on stderr."""
    for warning in reviews.warnings:
        print(f"wordfinder: warning: {warning}", file=sys.stderr)
    for kind, count in reviews.skipped.items():
        if count:
            print(f"wordfinder: note: skipped {count} {kind} game{'s' if count != 1 else ''}", file=sys.stderr)


def _progress(request: Request, games: int) -> object:
    """A progress bar over the games reviewed on a terminal (its context gives the callable
    that advances it), or a context giving a callable that does nothing."""
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        return benchmark_progress(console(stderr=True), games, "reviewing")
    return nullcontext(lambda _: None)


def review_lines(record: object, reviewed: object) -> list[str]:
    """One reviewed game as piped text: a heading line, then a line a guess."""
    model = "" if reviewed.model == "original" else f" [{reviewed.model} answer model]"
    where = record.where if record.source else "the pairs given"
    lines = [f"game {reviewed.number} {reviewed.answer} ({where}){model}"]
    for g in reviewed.guesses:
        lines.append(
            f"{g.pair}\t{g.before} -> {g.after} left\t{g.bits:.2f} bits of "
            f"{g.expected_bits:.2f} expected\tbest {g.best.guess} {g.best_expected_bits:.2f} "
            f"({g.best_bits:.2f} here)\tskill {g.skill:+.2f}\tluck {g.luck:+.2f}"
        )
    return lines
