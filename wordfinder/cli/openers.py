"""``wordfinder openers``: every opener's exact value, on this machine or a Dask cluster."""

from __future__ import annotations

import sys
from contextlib import nullcontext

from .. import assistant
from ..documents import openers_fields
from ..game import game_of
from .options import Request
from .output import EXIT_FOUND, print_json

__all__ = ["openers_lines", "run_openers"]


def run_openers(request: Request) -> int:
    """Rank openers by their exact values: the fewest guesses in all over the
    answers.

    Each opener's value is the optimal play after it, proven by the exact
    search: the guesses summed over every answer (the 2,315 original answers,
    or --answers FILE, each alike), at most six a game, NYT hard mode with
    --hard.  Every guess is valued, or --only those; --top N proves the N best
    by branch and bound and values no other. The table is sorted by total,
    then opener; --json prints the rows {"opener", "total", "mean", "proven"}
    (docs/json.md).

    The openers are valued in one process per core (--jobs N), or on a Dask
    cluster: --scheduler ADDRESS (one you started: `dask scheduler`, then
    `dask worker ADDRESS` on each machine) or --workers N (one started here).
    --out FILE gets each value as a JSON line as it comes, and --resume
    continues a run that was stopped, killed or lost a worker from that file,
    computing nothing it already holds.  `wordfinder lists` names each
    list's best opener (the tables: data/openers/ in the source).

    Example:

        wordfinder openers --only SALET,TARSE,CRANE --jobs 3
    """
    game = game_of("openers", request.values)
    only = None if request.only is None else [w.strip() for w in request.only.split(",") if w.strip()]
    found = assistant.value_openers(game, only, request.top, request.jobs, request.scheduler, request.workers,
                                    request.out, request.resume, lambda count: _progress(request, count))
    if request.as_json:
        print_json("openers", openers_fields(found))
    elif sys.stdout.isatty():
        from .render import console, show_openers

        show_openers(console(), found)
    else:
        sys.stdout.write("".join(f"{line}\n" for line in openers_lines(found)))
    return EXIT_FOUND


def _progress(request: Request, count: int) -> object:
    """A progress bar over ``count`` openers on a terminal (its context gives the callable
    that advances it), or nothing at all."""
    if sys.stderr.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        return benchmark_progress(console(stderr=True), count, "valuing openers")
    return nullcontext(None)


def openers_lines(found: object) -> list[str]:
    """The ranked openers as piped text: ``OPENER TOTAL MEAN`` a line, ``>=`` before a
    bound, ``-`` for an opener no play finishes within six."""
    lines = []
    for value in found.values:
        mark = "" if value.proven else ">="
        total, mean = ("-", "-") if value.total is None else (f"{mark}{value.total}", f"{mark}{value.mean:.4f}")
        lines.append(f"{value.opener} {total} {mean}")
    return lines
