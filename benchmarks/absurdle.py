"""Absurdle's solver: the forced 4-guess win from the empty position, and challenge mode.

    nice -n 10 python benchmarks/absurdle.py [TARGET...]     # a minute or so, more per target

Times ``wordfinder suggest --absurdle`` as a user runs it (a fresh process each time, the
pattern matrix already cached), median of three; the baseline in the same run is the
search's unavoidable first step, the adversary's bucket for every allowed guess over the
2,315 answers (in process, median of three).  Each TARGET is then searched once under
the default 50 s bound.  Prints a Markdown section for benchmarks/RESULTS.md.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np

from wordfinder.solver.absurdle import _Search, forced_win
from wordfinder.solver.lists import puzzle_lists
from wordfinder.solver.patterns import cached_pattern_matrix

TARGETS = ("CHUCK", "PUPPY", "BOOTH")


def command(*args: str) -> tuple[float, str]:
    """Seconds and output of one `wordfinder suggest --absurdle ARGS` process."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "wordfinder", "suggest", "--absurdle", *args], cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, check=False)
    return time.perf_counter() - started, done.stdout.splitlines()[0] if done.stdout else done.stderr.strip()


def main(targets: list[str]) -> None:
    guesses, answers = puzzle_lists()
    matrix = cached_pattern_matrix(guesses, answers)
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
    for target in targets or TARGETS:
        started = time.perf_counter()
        found = forced_win(guesses, answers, matrix, target=target)
        line = " ".join(f"{s.guess}={s}" for s in found.line) or "none found"
        print(f"- --target {target}: {time.perf_counter() - started:.1f} s, {line} "
              f"(every line of {found.searched} guesses or fewer searched)")


if __name__ == "__main__":
    main(sys.argv[1:])
