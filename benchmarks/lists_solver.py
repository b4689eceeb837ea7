"""The solver on every bundled language and length: benchmark, and suggest's whole process.

    python benchmarks/lists_solver.py [--repeat N]

For each bundled list, in one run: ``benchmark --lang L --length K`` as the command plays
it (the default strategy, optimal: the stored opening, then the one-step estimate, the
exact search at 20 candidates or fewer; every answer of the list, equally likely, one
process), with its mean, maximum, failures (games over six) and seconds; then the wall
time of ``suggest --lang L --length K`` as a whole process with no history (the stored
opening) and after one guess (the opening scored against the list's last answer), each
the median of ``--repeat`` runs after a warm-up, the lists taken in turn round by round.
English at five letters is the baseline of the same run.  Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
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


def wordfinder(*args: str) -> tuple[float, str]:
    """One whole process of ``python -m wordfinder ARGS`` in this tree: its wall time and stdout."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "wordfinder", *args], cwd=ROOT, check=False, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return time.perf_counter() - start, done.stdout


def options(code: str, length: int) -> list[str]:
    """The options that choose a list."""
    return ["--lang", code, "--length", str(length)]


def main() -> None:
    """Benchmark every list, time suggest on each, and print the table."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    lists = list(available())
    played = {}
    for pair in lists:
        took, out = wordfinder("benchmark", "--json", *options(*pair))
        played[pair] = {**json.loads(out), "process": took}
        print(f"{pair}: {played[pair]['mean']} {played[pair]['max']} {took:.1f} s", file=sys.stderr, flush=True)
    after = {}
    for pair in lists:
        opening = json.loads(wordfinder("suggest", "--json", "-n", "1", *options(*pair))[1])["suggestions"][0]["guess"]
        after[pair] = f"{opening}={score(opening, bundle(*pair).answers[-1])}"
    times: dict[tuple, list[float]] = {(pair, kind): [] for pair in lists for kind in ("opening", "after")}
    for _ in range(repeat + 1):  # the first round warms up
        for pair in lists:
            for kind, extra in (("opening", []), ("after", [after[pair]])):
                times[pair, kind].append(wordfinder("suggest", *options(*pair), *extra)[0])
    median = {key: statistics.median(found[1:]) for key, found in times.items()}
    print("| list | answers | allowed | opening | mean | max | over six | benchmark s | suggest ms | "
          "suggest after one guess ms (ratio to en 5) |\n|---|---|---|---|---|---|---|---|---|---|")
    for pair in lists:
        found, ratio = played[pair], median[pair, "after"] / median[("en", 5), "after"]
        print(f"| {pair[0]} {pair[1]} | {len(bundle(*pair).answers):,} | {len(bundle(*pair).allowed):,} | "
              f"{found['opening']} | {found['mean']:.4f} | {found['max']} | {found['failures']} | "
              f"{found['process']:.1f} | {median[pair, 'opening'] * 1000:.0f} | "
              f"{median[pair, 'after'] * 1000:.0f} (`{after[pair]}`, {ratio:.2f}) |")


if __name__ == "__main__":
    main()
