"""Whole-process find on every bundled language and length, against English at five letters.

    python benchmarks/languages.py [--repeat N]

For each bundled list a find with one guess (the list's first answer, scored against its
last) runs as ``python -m wordfinder --lang L ...`` in this tree, the lists taken in turn
round by round so that a slow spell of the machine falls on all of them; each figure is
the median wall time of ``--repeat`` runs, after one warm-up run.  Prints a Markdown table
with the ratio to the English five-letter baseline of the same run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder.bundles import available, bundle  # noqa: E402
from wordfinder.feedback import score  # noqa: E402


def command(code: str, length: int) -> list[str]:
    """A find on one list: its first answer scored against its last, shown as typed."""
    chosen = bundle(code, length)
    guess, secret = chosen.answers[0], chosen.answers[-1]
    return ["--lang", code, f"{chosen.show(guess)}={score(guess, secret)}"]


def timed(args: list[str]) -> float:
    """The wall time of one whole process, in seconds."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "wordfinder", *args], cwd=ROOT, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return time.perf_counter() - start


def main() -> None:
    """Time every list, round by round, and print the table."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=15)
    repeat = parser.parse_args().repeat
    lists = list(available())
    commands = {pair: command(*pair) for pair in lists}
    for args in commands.values():
        timed(args)  # warm-up: bytecode written
    times: dict[tuple[str, int], list[float]] = {pair: [] for pair in lists}
    for _ in range(repeat):
        for pair, args in commands.items():
            times[pair].append(timed(args))
    base = statistics.median(times[("en", 5)])
    print("| list | command | median ms | ratio to en 5 |\n|---|---|---|---|")
    for pair in lists:
        median = statistics.median(times[pair])
        print(f"| {pair[0]} {pair[1]} | `{' '.join(commands[pair])}` | {median * 1000:.1f} | {median / base:.2f} |")


if __name__ == "__main__":
    main()
