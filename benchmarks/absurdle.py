"""Absurdle's solver: the forced 4-guess win from the empty position, and challenge mode.

    nice -n 10 python benchmarks/absurdle.py [--sample N] [--seed S] [--skip-opening] [TARGET...]

Times ``wordfinder suggest --absurdle`` as a user runs it (a fresh process each time, the
pattern matrix already cached), median of three; the baseline in the same run is the
search's unavoidable first step, the adversary's bucket for every allowed guess over the
2,315 answers (in process, median of three).  Challenge mode is then measured on the
TARGETs, or on N answers drawn at random (seeded, default 12 with seed 29), each searched
once in process (in --jobs processes, as the command does) within the command's bound on
work (--work, default :data:`~wordfinder.solver.forced_wins.WORK`): how many are forced in
4, how many are shown not to be (every line of 4 guesses searched, a longer line found),
the times and the work.  Prints Markdown lines for benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np

from wordfinder.solver.forced_wins import CHALLENGE_JOBS, WORK, _Search, forced_win
from wordfinder.solver.puzzle_words import puzzle_lists
from wordfinder.solver.patterns import cached_pattern_matrix


def command(*args: str) -> tuple[float, str]:
    """Seconds and output of one `wordfinder suggest --absurdle ARGS` process."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "wordfinder", "suggest", "--absurdle", *args], cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, check=False)
    return time.perf_counter() - started, done.stdout.splitlines()[0] if done.stdout else done.stderr.strip()


def opening(guesses: tuple[str, ...], answers: tuple[str, ...], matrix: np.ndarray) -> None:
    """The empty position's search as a user runs it, against one level of buckets."""
    runs = [command() for _ in range(3)]
    search = _Search(guesses, answers, matrix, None, float("inf"))
    floor = []
    for _ in range(3):
        started = time.perf_counter()
        search.kept(np.arange(len(answers)))
        floor.append(time.perf_counter() - started)
    whole, step = statistics.median(t for t, _ in runs), statistics.median(floor)
    print(f"- empty position, `suggest --absurdle` (fresh process, median of 3): {whole:.2f} s "
          f"(runs {', '.join(f'{t:.2f}' for t, _ in runs)}): {runs[0][1]}")
    print(f"- baseline, one level of buckets for all {len(guesses):,} guesses over {len(answers):,} answers: "
          f"{step:.2f} s; the whole search is {whole / step:.1f}x that")


def challenges(guesses: tuple[str, ...], answers: tuple[str, ...], matrix: np.ndarray, targets: list[str],
               work: int, jobs: int) -> None:
    """Challenge mode on each target: the line found, its time and what was proven, then the
    tally: targets forced in 4, targets shown not to be (every line of 4 searched), the rest."""
    rows = []
    for target in targets:
        started = time.perf_counter()
        found = forced_win(guesses, answers, matrix, target=target, work=work, jobs=jobs)
        rows.append((target, time.perf_counter() - started, found))
        line = " ".join(f"{s.guess}={s}" for s in found.line) or "none found"
        proof = "proven minimal" if found.proven else f"every line of {found.searched} guesses or fewer searched"
        print(f"  - {target}: {rows[-1][1]:.1f} s, work {found.work:.3g}, {found.guesses or '-'} guesses: {line} ({proof})",
              flush=True)
    four = [t for _, t, found in rows if found.guesses == 4]
    shown = [t for _, t, found in rows if found.guesses != 4 and found.searched >= 4]
    open_ = [target for target, _, found in rows if found.guesses != 4 and found.searched < 4]
    print(f"- challenge mode ({jobs} processes, work bound {work:.3g}), {len(targets)} targets: "
          f"{len(four)} forced in 4" + (f" (median {statistics.median(four):.1f} s, max {max(four):.1f} s)" if four else "")
          + f"; {len(shown)} shown not forcible in 4" + (f" (median {statistics.median(shown):.1f} s)" if shown else "")
          + f"; {len(open_)} undecided within the bound" + (f" ({', '.join(open_)})" if open_ else ""))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("targets", nargs="*")
    parser.add_argument("--sample", type=int, default=12)
    parser.add_argument("--jobs", type=int, default=CHALLENGE_JOBS)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--work", type=float, default=WORK)
    parser.add_argument("--skip-opening", action="store_true")
    args = parser.parse_args(argv)
    guesses, answers = puzzle_lists()
    matrix = cached_pattern_matrix(guesses, answers)
    if not args.skip_opening:
        opening(guesses, answers, matrix)
    targets = [t.upper() for t in args.targets] or random.Random(args.seed).sample(answers, args.sample)
    challenges(guesses, answers, matrix, targets, int(args.work), args.jobs)


if __name__ == "__main__":
    main(sys.argv[1:])
