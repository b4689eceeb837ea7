"""The first Fibble or Woodle guess as a whole process, for two checkouts in one run.

    python benchmarks/relational_first.py OLD NEW [--repeat 3] [--games "1 5,2 6,1 8"]

Runs ``python -m wordfinder suggest --fibble --lies L --length N -n 1`` (``0`` lies:
``--woodle``) with each checkout first on ``PYTHONPATH``, the checkouts taken in turn each
round, and prints for each game and checkout the median wall time, the largest resident
memory (the process's own, from ``wait4``) and the answer, then the ratio of the medians.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time


def run(checkout: str, lies: int, length: int) -> tuple[float, int, str]:
    """Wall seconds, peak resident KB and the first line after the header of one suggest."""
    kind = ["--woodle"] if lies == 0 else ["--fibble", "--lies", str(lies)]
    argv = [sys.executable, "-m", "wordfinder", "suggest", *kind, "--length", str(length), "-n", "1"]
    env = dict(os.environ, PYTHONPATH=checkout)
    start = time.perf_counter()
    child = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd="/")
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{checkout}: {' '.join(argv[2:])} exited {status}")
    return wall, usage.ru_maxrss, out.splitlines()[-1].split()[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", default="1 5,2 5,0 5,1 8,2 7")
    args = parser.parse_args()
    print("| game | checkout | median s | max RSS MB | first guess |\n|---|---|---|---|---|")
    for game in args.games.split(","):
        lies, length = map(int, game.split())
        times = {c: [] for c in args.checkouts}
        memory = dict.fromkeys(args.checkouts, 0)
        answer = {}
        for _ in range(args.repeat):
            for checkout in args.checkouts:
                wall, rss, first = run(checkout, lies, length)
                times[checkout].append(wall)
                memory[checkout] = max(memory[checkout], rss)
                answer[checkout] = first
        name = f"Woodle, {length}" if lies == 0 else f"Fibble {lies} lie{'s' if lies > 1 else ''}, {length}"
        for checkout in args.checkouts:
            print(f"| {name} | {checkout} | {statistics.median(times[checkout]):.2f} | "
                  f"{memory[checkout] / 1024:.0f} | {answer[checkout]} |")
        old, new = (statistics.median(times[c]) for c in args.checkouts)
        print(f"| {name} | ratio | {old / new:.1f}x | | |", flush=True)


if __name__ == "__main__":
    main()
