"""Per-opener time of `wordfinder openers`, and side by side with another solver's binary.

    python benchmarks/openers.py                          # the sample below, normal mode
    python benchmarks/openers.py --hard --only SALET TARSE
    python benchmarks/openers.py --selby /tmp/selby/wordle   # and Alex Selby's C++ solver, in the same run

Each opener is valued as one task of `wordfinder openers` values it, in this process, by a
search that remembers nothing from the opener before (a worker's memory carries a little
from one task to the next; this measures the task alone).  Times are CPU seconds of the
search (``time.process_time``), so that other work on a shared machine does not count.

``--selby BINARY`` names a build of Selby's solver (github.com/alex1770/wordle, wordle.cpp,
built outside this repository with ``g++ -O3``); it is given our own two lists, lower-cased,
and run once per opener (``-w OPENER``, ``-H`` in hard mode), a fresh process each, right
after ours, and its search time is read from its ``dCPU`` figure (its set-up, scoring every
pair, is not counted, as our pattern matrix is not).  The values must agree.

Prints a line per opener, then the medians and their ratio: the per-opener figure a run
over every opener multiplies by the openers and divides by the cores.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordfinder.game import CLASSIC_GUESSES, game_of  # noqa: E402
from wordfinder.solver.exact import INFEASIBLE, Search  # noqa: E402
from wordfinder.solver.hard_rows import hard_rule  # noqa: E402
from wordfinder.solver.puzzle import puzzle_of  # noqa: E402

FAMOUS = ("SALET", "TARSE", "CRANE", "SLATE", "TRACE")


def sample(guesses: tuple[str, ...]) -> list[str]:
    """The openers measured by default: five well-known ones and every 1,500th allowed guess."""
    return [*FAMOUS, *[g for g in guesses[::1500] if g not in FAMOUS]]


def ours(puzzle, rule, opener: str) -> tuple[int, float, int]:
    """Our value of ``opener``, the CPU seconds its search took, and the positions it searched."""
    search = Search(puzzle, long=True, families=True, extra_cuts=True)  # as opener_values._search
    start = time.process_time()
    total = search.guess_total(puzzle.everyone(), CLASSIC_GUESSES, rule, puzzle.row[opener], INFEASIBLE + 1)
    return total, time.process_time() - start, search.counts["positions"]


def selby(binary: str, lists: tuple[str, str], opener: str, hard: bool) -> tuple[int, float]:
    """Selby's value of ``opener`` and its search's CPU seconds, from its own output."""
    argv = [binary, "-a", lists[0], "-h", lists[1], "-w", opener.lower(), *(["-H"] if hard else [])]
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    found = re.search(r"First guess \w+ +=? *(\d+) .*dCPU = +([0-9.]+)", out)
    if found is None:
        raise SystemExit(f"{binary}: no 'First guess' line in its output:\n{out[-500:]}")
    return int(found[1]), float(found[2])


def lists_for(puzzle, folder: Path) -> tuple[str, str]:
    """Our guesses and answers written lower-case, one a line, as Selby's solver reads them."""
    paths = folder / "all", folder / "hidden"
    paths[0].write_text("".join(f"{w.lower()}\n" for w in puzzle.guesses), encoding="utf-8")
    paths[1].write_text("".join(f"{w.lower()}\n" for w in puzzle.answers), encoding="utf-8")
    return str(paths[0]), str(paths[1])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--selby", help="a build of Selby's wordle.cpp, to time side by side")
    args = parser.parse_args(argv)
    puzzle = puzzle_of(game_of("openers", {"hard": args.hard}))
    rule = hard_rule(puzzle, ()) if args.hard else None
    mine, theirs = [], []
    with tempfile.TemporaryDirectory() as folder:
        lists = lists_for(puzzle, Path(folder))
        for opener in [w.upper() for w in args.only] if args.only else sample(puzzle.guesses):
            total, seconds, positions = ours(puzzle, rule, opener)
            mine.append(seconds)
            line = f"{opener} {total if total < INFEASIBLE else 'none'}: {seconds:.2f} s ({positions} positions)"
            if args.selby:
                their_total, their_seconds = selby(args.selby, lists, opener, args.hard)
                theirs.append(their_seconds)
                agree = "agree" if min(their_total, INFEASIBLE) == min(total, INFEASIBLE) else f"DIFFER: {their_total}"
                line += f"; Selby {their_seconds:.2f} s, {agree}"
            print(line, flush=True)
    mode = f"{'hard' if args.hard else 'normal'} mode, {len(puzzle.answers)} answers, {len(puzzle.guesses)} guesses"
    summary = f"median over {len(mine)} openers ({mode}): ours {statistics.median(mine):.2f} s"
    if theirs:
        summary += f", Selby {statistics.median(theirs):.2f} s, ratio {statistics.median(mine) / statistics.median(theirs):.2f}"
        summary += f"; in all: ours {sum(mine):.1f} s, Selby {sum(theirs):.1f} s"
    print(summary)


if __name__ == "__main__":
    main()
