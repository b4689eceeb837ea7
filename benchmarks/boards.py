"""Multi-board Wordle: wordfinder's solver against doddle's simultaneous solver, in one run.

    python benchmarks/boards.py [--boards 2 4 8] [--games 1000] [--seed 1] [--jobs 2]
                                [--doddle /work/venv-doddle/bin/python] [--doddle-cli]

Both solvers play the same games: ``--games`` games of N distinct answers drawn from the
2,315 original answers by ``--seed`` (wordfinder's ``draw_games``).  wordfinder plays them
through ``wordfinder benchmark --boards N --json``; doddle (PyPI ``doddle``, installed in a
venv of its own, never a dependency: ``python -m venv /work/venv-doddle &&
/work/venv-doddle/bin/pip install doddle``) plays them with its ``SimulEngine`` (its default
minimax solver, its own 12,972 guesses) in ``--jobs`` processes.  With ``--doddle-cli``,
``doddle benchmark --simul N`` also runs as its author ships it (1,000 games of its own,
seed 13, answers drawn with replacement) and its mean is reported beside.

Prints a Markdown table: boards, limit, games, mean, win rate within the limit (boards + 5),
worst game and seconds, per solver.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

from wordfinder.game import NYT, guess_limit
from wordfinder.solver.playing import draw_games

# Runs in doddle's venv: reads the games (a JSON list of lists of answers) on stdin, plays each
# with doddle's simultaneous engine, prints one JSON line with the rounds per game and the time.
DODDLE_PLAYER = r"""
import json, sys, time
from concurrent.futures import ProcessPoolExecutor
from doddle.factory import create_simul_engine
from doddle.views import NullRunReporter
from doddle.words import Word

ENGINE = None

def start():
    global ENGINE
    ENGINE = create_simul_engine(5, reporter=NullRunReporter(), lazy_eval=False)

def rounds(answers):
    return ENGINE.run([Word(a) for a in answers], []).rounds

games, jobs = json.load(sys.stdin), int(sys.argv[1])
started = time.perf_counter()
with ProcessPoolExecutor(jobs, initializer=start) as pool:
    played = list(pool.map(rounds, games, chunksize=10))
print(json.dumps({"rounds": played, "seconds": time.perf_counter() - started}))
"""


def ours(boards: int, games: int, seed: int, jobs: int) -> dict:
    """wordfinder's figures for the games drawn by ``seed``, from its own command."""
    command = ["wordfinder", "benchmark", "--boards", str(boards), "--games", str(games), "--seed", str(seed),
               "--jobs", str(jobs), "--json"]
    started = time.perf_counter()
    document = json.loads(subprocess.run(command, capture_output=True, text=True, check=False).stdout)
    return {
        "mean": document["mean"],
        "win_rate": document["win_rate"],
        "max": document["max"],
        "seconds": time.perf_counter() - started,
    }


def doddle(python: str, boards: int, games: int, seed: int, jobs: int) -> dict:
    """doddle's figures on the same games (its start-up, building its tables, included)."""
    drawn = draw_games(NYT.changed(boards=boards, answers="original"), games, seed)
    started = time.perf_counter()
    done = subprocess.run([python, "-c", DODDLE_PLAYER, str(jobs)], input=json.dumps(drawn),
                          capture_output=True, text=True, check=True)
    rounds = json.loads(done.stdout.strip().splitlines()[-1])["rounds"]
    limit = guess_limit(boards)
    return {
        "mean": sum(rounds) / len(rounds),
        "win_rate": sum(r <= limit for r in rounds) / len(rounds),
        "max": max(rounds),
        "seconds": time.perf_counter() - started,
    }


def doddle_cli(python: str, boards: int) -> float | None:
    """The mean ``doddle benchmark --simul N`` reports over its own games, or None."""
    script = Path(python).with_name("doddle")
    done = subprocess.run([str(script), "benchmark", "--simul", str(boards)], capture_output=True, text=True)
    found = re.search(r"Mean:\s+([0-9.]+)", done.stdout)
    return float(found[1]) if found else None


def main() -> None:
    """Run both solvers for each board count and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, nargs="+", default=[2, 4, 8])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--doddle", default="/work/venv-doddle/bin/python", help="the python of doddle's venv")
    parser.add_argument("--doddle-cli", action="store_true", help="also run `doddle benchmark --simul N`")
    options = parser.parse_args()
    print(f"{options.games} games per row, seed {options.seed}, {options.jobs} jobs\n")
    print("| boards | limit | solver | mean | win rate | worst | seconds |")
    print("|---|---|---|---|---|---|---|")
    for boards in options.boards:
        rows = [("wordfinder", ours(boards, options.games, options.seed, options.jobs)),
                ("doddle", doddle(options.doddle, boards, options.games, options.seed, options.jobs))]
        for name, figures in rows:
            print(f"| {boards} | {guess_limit(boards)} | {name} | {figures['mean']:.3f} | "
                  f"{100 * figures['win_rate']:.1f}% | {figures['max']} | {figures['seconds']:.0f} |")
        if options.doddle_cli:
            print(f"| {boards} | {guess_limit(boards)} | doddle CLI (own games) | {doddle_cli(options.doddle, boards)} | | | |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
