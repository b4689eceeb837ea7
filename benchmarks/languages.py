"""Whole-process find on every bundled language and length, against English at five letters.

    python benchmarks/languages.py [--repeat N] [--against CHECKOUT]

For each bundled list a find with one guess (the list's first answer, scored against its
last) runs as ``python -m wordfinder --lang L ...`` in this tree, the lists taken in turn
round by round so that a slow spell of the machine falls on all of them; each figure is
the median wall time of ``--repeat`` runs, after one warm-up run.  Prints a Markdown table
with the ratio to the English five-letter baseline of the same run, and with ``--against``
the same finds in another checkout (``git worktree add /tmp/old COMMIT``), run alternately
with this tree's in every round, and the ratio of the two.
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


def timed(args: list[str], root: Path = ROOT) -> float:
    """The wall time of one whole process run in the tree ``root``, in seconds."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "wordfinder", *args], cwd=root, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(root)})
    return time.perf_counter() - start


def main() -> None:
    """Time every list, round by round (and in the tree given by --against, alternately), and
    print the table."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--against", type=Path, help="a checkout of another commit, timed alike in the same rounds")
    options = parser.parse_args()
    trees = [ROOT] + ([options.against.resolve()] if options.against else [])
    lists = list(available())
    commands = {pair: command(*pair) for pair in lists}
    for root in trees:
        for args in commands.values():
            timed(args, root)  # warm-up: bytecode written
    times = {(pair, root): [] for pair in lists for root in trees}
    for round_ in range(options.repeat):
        for pair, args in commands.items():
            for root in trees if round_ % 2 == 0 else trees[::-1]:
                times[pair, root].append(timed(args, root))
    base = statistics.median(times[("en", 5), ROOT])
    other = " | median ms, --against | ratio to --against" if options.against else ""
    print(f"| list | command | median ms | ratio to en 5{other} |\n|---|---|---|---{'|---|---' if other else ''}|")
    for pair in lists:
        median = statistics.median(times[pair, ROOT])
        row = f"| {pair[0]} {pair[1]} | `{' '.join(commands[pair])}` | {median * 1000:.1f} | {median / base:.2f}"
        if options.against:
            theirs = statistics.median(times[pair, trees[1]])
            row += f" | {theirs * 1000:.1f} | {median / theirs:.2f}"
        print(row + " |")


if __name__ == "__main__":
    main()
