"""Today's game as a player asks it: one ``suggest`` process a step, for random days.

    python benchmarks/day_steps.py benchmarks/histories/synthetic-1.txt [--days 12] [--seed 24] [--hard]

For ``--days`` days drawn by ``--seed`` from 2025-06-18..2026-06-17 of the history, each day's
game is played step by step, every step a whole process of the installed command,
``python -m wordfinder suggest --played HISTORY --date DAY -n 1 --json PAIRS...``, its first
suggestion played and scored by the feedback engine.  Prints each game with the wall time of
each step, then the median and maximum of the first step of a day (a history the cache has
not seen: the day's model is new) and of the later ones.  Run it with a cache folder of its
own (``XDG_CACHE_HOME``), as a player's is: the days' openings are cached there.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from wordfinder.feedback import score

YEAR = ("2025-06-18", "2026-06-17")


def played(history: Path, day: str, secret: str, hard: bool) -> tuple[list[str], list[float]]:
    """The day's game, each step a process: its pairs and each step's wall time."""
    pairs: list[str] = []
    walls: list[float] = []
    while not pairs or not pairs[-1].startswith(f"{secret}="):
        argv = [sys.executable, "-m", "wordfinder", "suggest", "--played", str(history), "--date", day,
                "-n", "1", "--json", *pairs, *(["--hard"] if hard else [])]
        started = time.perf_counter()
        out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
        walls.append(time.perf_counter() - started)
        guess = json.loads(out)["suggestions"][0]["guess"]
        pairs.append(f"{guess}={score(guess, secret)}")
        if len(pairs) > 10:
            break
    return pairs, walls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("history", type=Path)
    parser.add_argument("--days", type=int, default=12)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--hard", action="store_true")
    args = parser.parse_args()
    lines = [line.split() for line in args.history.read_text(encoding="utf-8").splitlines() if line.strip()]
    year = [(word, day) for word, day in lines if YEAR[0] <= day <= YEAR[1]]
    firsts, laters = [], []
    for secret, day in sorted(random.Random(args.seed).sample(year, args.days), key=lambda pair: pair[1]):
        pairs, walls = played(args.history, day, secret, args.hard)
        firsts.append(walls[0])
        laters += walls[1:]
        steps = " ".join(f"{wall:.2f}" for wall in walls)
        print(day, secret, len(pairs), " ".join(pairs), f"({steps} s)", flush=True)
    print(f"first step: median {statistics.median(firsts):.2f} s, max {max(firsts):.2f} s; later steps: "
          f"median {statistics.median(laters):.3f} s, max {max(laters):.2f} s ({len(laters)} steps)")


if __name__ == "__main__":
    main()
