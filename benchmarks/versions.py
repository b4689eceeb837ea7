"""Whole-process timings of two source trees of wordfinder, in one run, alternating.

    python benchmarks/versions.py BEFORE_DIR [AFTER_DIR] [--repeat N]

Each command line below is run as ``python -m wordfinder ...`` in each tree's folder in turn
(the same interpreter; each tree's own data and games), alternating trees run by run so
that a slow spell of the machine falls on both; every figure is the median wall time of
``--repeat`` runs (after one warm-up run each, which writes bytecode).  Both trees must
print the same output for each command (timing lines aside), or the script says so.
Prints a Markdown table: the medians and their ratio, after / before.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = [
    ["HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY"],
    ["--json", "CRANE=..a.e", "SLOTH=.l..."],
    ["--explain", "TARSE=.a..e", "BLIMP=.l..."],
    ["--quantum", "--answers", "TAXES=+t+A..+s", "CHIPS=c.i.s", "MUSIC=MUSIC"],
    ["--answers", "TARSE=.ar../t..s./....E/..r..", "CLINK=C..NK/.L.../...../.lI.."],
    ["score", "games/"],
    ["suggest"],
    ["suggest", "TARSE=.a..e"],
    ["suggest", "--answers", "likely", "CRANE=..a.e"],
    ["benchmark"],
    ["benchmark", "--boards", "2", "--games", "20"],
    ["analyze", "games/seeds.md", "--game", "6"],
]
TIMING = re.compile(r"^\s*\"?seconds\"?[: ].*$", re.MULTILINE)


def run(tree: Path, args: list[str]) -> tuple[float, str]:
    """The wall time of one run of ``args`` with ``tree`` on the path, and its output."""
    # Bytecode is written (the warm-up run writes it), as pip does at install time: a machine
    # that sets PYTHONDONTWRITEBYTECODE would otherwise compile every module on every run.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(tree), COLUMNS="100")
    start = time.perf_counter()
    # Run from the tree itself: ``python -m`` puts the working folder first on the path.
    done = subprocess.run([sys.executable, "-m", "wordfinder", *args], cwd=tree, env=env,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start, TIMING.sub("", done.stdout) + f"[{done.returncode}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path, nargs="?", default=ROOT)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    print("| command | before ms | after ms | after / before |")
    print("|---|---|---|---|")
    for command in COMMANDS:
        times: dict[Path, list[float]] = {args.before: [], args.after: []}
        outputs = {tree: run(tree, command)[1] for tree in times}  # warm-up, and the outputs
        for _ in range(args.repeat):
            for tree in times:
                times[tree].append(run(tree, command)[0])
        before, after = (statistics.median(times[t]) * 1000 for t in (args.before, args.after))
        same = "" if outputs[args.before] == outputs[args.after] else " (outputs differ)"
        print(f"| `{' '.join(command)}`{same} | {before:.0f} | {after:.0f} | {after / before:.2f} |", flush=True)


if __name__ == "__main__":
    main()
