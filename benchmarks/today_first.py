"""The day's first decision as a whole process: import, load, model, first guess.

    python benchmarks/today_first.py HISTORY 2026-03-01 [--hard] [--cached]

Prints the guess with the process's wall and CPU time from start to answer.  Without
``--cached`` the per-model cache (``today-first-*`` in the user cache folder) is bypassed.
"""

import time

START = time.perf_counter()

import argparse  # noqa: E402
import datetime  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402

import today  # noqa: E402
from today_run import read_history  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("history")
parser.add_argument("day")
parser.add_argument("--hard", action="store_true")
parser.add_argument("--cached", action="store_true")
args = parser.parse_args()
day = datetime.date.fromisoformat(args.day)
player = today.Player(hard=args.hard)
p, shares = today.day_weights(player.words, [(w, d) for w, d in read_history(args.history) if d < day], day)
if args.cached:
    row = today.first_guess_cached(player, p, args.hard)
else:
    rule = None
    if args.hard:
        from wordfinder.solver.hard_rows import hard_rule

        rule = hard_rule(player.puzzle, ())
    row = player.choose(np.arange(len(player.words)), p, 6, rule, 0)
print(f"{args.day} {'hard' if args.hard else 'normal'}: {player.words[row]} in {time.perf_counter() - START:.2f} s wall,"
      f" {time.process_time():.2f} s cpu (whole process; shares {shares})")
