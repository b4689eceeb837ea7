"""A later step of the day's game as a whole process: two installs side by side.

    python benchmarks/step_process.py --against /tmp/base-venv/bin/python [--runs 15]
        [--history benchmarks/histories/synthetic-2.txt] [--date 2026-05-27]

Runs ``PYTHON -m wordfinder suggest --played HISTORY --date DAY -n 1 --json PAIRS...`` for
a few positions of that day's game (the last guess, a second and a third, in normal and
hard mode), once with this interpreter's install and once with ``--against``'s, one
after the other (which first alternating from run to run), ``--runs`` times, each with a cache folder of its own that a first run
has filled (the day's model cached, as a player's later steps find it).  Prints, for each
position and install, the median wall time and CPU time (user + system of the process:
a shared machine's other work counts less in it), and the ratio of the medians.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

POSITIONS = {  # synthetic-2's answer on 2026-05-27 is BASTE
    "last": ["TRACE=t.a.E", "HASTE=.ASTE"],
    "second": ["TRACE=t.a.E"],
    "third": ["TRACE=....e", "SILEN=..lE."],
}


def step(python: str, argv: list[str], cache: str) -> tuple[float, float]:
    """The wall and CPU seconds of one suggest process, run from the cache folder (``-m``
    would import a checkout in the folder it runs from, not the install)."""
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    started = time.perf_counter()
    process = subprocess.Popen([python, "-m", "wordfinder", *argv], stdout=subprocess.DEVNULL, env=env, cwd=cache)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status):
        sys.exit(f"{python} {' '.join(argv)}: exit {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", required=True, help="the baseline install's python")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--history", default="benchmarks/histories/synthetic-2.txt")
    parser.add_argument("--date", default="2026-05-27")
    args = parser.parse_args()
    installs = {"this": sys.executable, "against": args.against}
    caches = {name: tempfile.mkdtemp(prefix=f"step-{name}-") for name in installs}
    cases = [(f"{name} {'hard' if hard else 'normal'}",
              ["suggest", "--played", os.path.abspath(args.history), "--date", args.date, "-n", "1", "--json", *pairs,
               *(["--hard"] if hard else [])])
             for name, pairs in POSITIONS.items() for hard in (False, True)]
    for _, argv in cases:  # the caches filled: the day's model, its opening
        for name, python in installs.items():
            step(python, argv, caches[name])
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for run in range(args.runs):
        for case, argv in cases:
            for name in sorted(installs, reverse=bool(run % 2)):  # each install first every other run
                times.setdefault((case, name), []).append(step(installs[name], argv, caches[name]))
    for folder in caches.values():
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{'position':16} {'install':8} {'wall':>7} {'cpu':>7}   (medians of {args.runs} runs)")
    for case, _ in cases:
        medians = {}
        for name in installs:
            walls, cpus = zip(*times[case, name])
            medians[name] = statistics.median(walls), statistics.median(cpus)
            print(f"{case:16} {name:8} {medians[name][0]:7.3f} {medians[name][1]:7.3f}")
        print(f"{'':16} {'ratio':8} {medians['this'][0] / medians['against'][0]:7.2f} "
              f"{medians['this'][1] / medians['against'][1]:7.2f}")


if __name__ == "__main__":
    main()
