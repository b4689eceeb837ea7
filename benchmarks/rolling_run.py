"""The product's rolling benchmark (``wordfinder.solver.rolling``) with each decision timed.

    python benchmarks/rolling_run.py benchmarks/histories/synthetic-1.txt --every 5 [--hard] [--jobs 2]

Plays the days of 2025-06-18..2026-06-17 (``--from``/``--to``), one in ``--every``, each
decision :func:`wordfinder.solver.rolling.day_guess` (what ``suggest --played HISTORY
--date DAY`` gives first), timing each: CPU (the worker's process time) and wall.  Prints a
line a day and a summary: mean, max, distribution, games over six, first-decision and
later-step CPU/wall medians, the whole run's wall time.  ``--json FILE`` writes every game.
Run it with a fresh ``XDG_CACHE_HOME`` to time first decisions without the per-model cache.
"""

from __future__ import annotations

import argparse
import datetime
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordfinder.errors import NoCandidates  # noqa: E402
from wordfinder.feedback import score  # noqa: E402
from wordfinder.game import game_of  # noqa: E402
from wordfinder.past_answers import PastAnswers  # noqa: E402
from wordfinder.solver.rolling import GIVE_UP_AFTER, day_guess, rolling_days  # noqa: E402

YEAR = ("2025-06-18", "2026-06-17")


def timed_day(game: object, day: datetime.date, secret: str, history: bool = True) -> dict:
    """One day's game, as :func:`wordfinder.solver.rolling.play_day` plays it (``game``: the
    game of ``benchmark --rolling HISTORY``), each decision timed (without ``history``: knowing
    no past answer, as ``suggest --played none``)."""
    known = game.changed(past=game.past.known_on(day) if history else PastAnswers())
    pairs, guesses, times = [], [], []
    while len(guesses) < GIVE_UP_AFTER:
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            guess = day_guess(known, pairs)
        except NoCandidates:
            break
        times.append((time.process_time() - cpu, time.perf_counter() - wall))
        guesses.append(guess)
        if guess == secret:
            break
        pairs.append(f"{guess}={score(guess, secret)}")
    return {"date": day.isoformat(), "secret": secret, "guesses": guesses, "times": times}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("history")
    parser.add_argument("--from", dest="start", default=YEAR[0])
    parser.add_argument("--to", dest="end", default=YEAR[1])
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json")
    parser.add_argument("--no-history", action="store_true", help="the same days knowing no past answer")
    args = parser.parse_args()
    start, end = (datetime.date.fromisoformat(d) for d in (args.start, args.end))
    game = game_of("benchmark", {"rolling": args.history, "hard": args.hard})
    days = rolling_days(game.past, start, end)[args.offset :: args.every]
    began = time.perf_counter()
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(timed_day, *zip(*[(game, d, s, not args.no_history) for d, s in days]), chunksize=1))
    else:
        games = [timed_day(game, d, s, not args.no_history) for d, s in days]
    for g in games:
        print(f"{g['date']} {g['secret']} {len(g['guesses'])} {' '.join(g['guesses'])}"
              f"  first {g['times'][0][1]:.2f}s", flush=True)
    lengths = [len(g["guesses"]) for g in games]
    firsts = [g["times"][0] for g in games]
    laters = [t for g in games for t in g["times"][1:]]
    over = sum(n > 6 or g["guesses"][-1:] != [g["secret"]] for n, g in zip(lengths, games))
    print(f"== {Path(args.history).name}{' (no history)' if args.no_history else ''}"
          f" {'hard' if args.hard else 'normal'}: {len(games)} days, mean"
          f" {statistics.mean(lengths):.4f}, max {max(lengths)}, over six {over},"
          f" distribution {dict(sorted(Counter(lengths).items()))}")
    print(f"   first decision median cpu {statistics.median(t[0] for t in firsts):.2f}s wall"
          f" {statistics.median(t[1] for t in firsts):.2f}s (max {max(t[1] for t in firsts):.2f}s);"
          f" later steps median cpu {statistics.median(t[0] for t in laters):.3f}s wall"
          f" {statistics.median(t[1] for t in laters):.3f}s (max {max(t[1] for t in laters):.2f}s);"
          f" whole run {time.perf_counter() - began:.0f}s wall, jobs {args.jobs}")
    if args.json:
        Path(args.json).write_text(json.dumps(games, indent=0))


if __name__ == "__main__":
    main()
