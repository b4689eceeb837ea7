"""Play a synthetic year of today's game, each day knowing only the earlier answers.

    python benchmarks/today_run.py benchmarks/histories/synthetic-1.txt --approach lookahead
    python benchmarks/today_run.py HISTORY --approach baseline --hard --every 5

Approaches (all scored by the referee, :func:`wordfinder.feedback.score`):

- ``baseline``: what ``suggest --answers likely --played`` does today: the ``likely``
  prior with past answers down-weighted (:meth:`AnswerModel.with_played`), the stored
  searched tree where a game follows it, else the one-step estimate and safety check;
- ``onestep``: the same pipeline (``suggest``'s ``_under_model``) under the day's model
  (:func:`today.day_weights`);
- ``lookahead``: :class:`today.Player` under the day's model.

Prints one line a day and a summary: mean, max, distribution, games over six, CPU and
wall time of the first decision and of the later ones.  ``--every N`` plays one day in N.
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

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import today  # noqa: E402
from wordfinder.feedback import score  # noqa: E402
from wordfinder.solver.patterns import encode  # noqa: E402

YEAR = (datetime.date(2025, 6, 18), datetime.date(2026, 6, 17))


def read_history(path: str) -> list[tuple[str, datetime.date]]:
    """The ``WORD YYYY-MM-DD`` lines of a history file."""
    days = []
    for line in Path(path).read_text().split("\n"):
        if line.strip():
            word, day = line.split()
            days.append((word.upper(), datetime.date.fromisoformat(day)))
    return days


def play_lookahead(player: today.Player, p: np.ndarray, answer: str, hard: bool, cached: bool = False) -> tuple[list[str], list[tuple]]:
    """One game of the lookahead player: its guesses and (cpu, wall) per decision."""
    from wordfinder.solver.hard_rows import hard_rule, rule_after

    left = np.arange(len(player.words))
    rule = hard_rule(player.puzzle, ()) if hard else None
    guesses, times = [], []
    while True:
        start, cpu = time.perf_counter(), time.process_time()
        made = len(guesses)
        row = (today.first_guess_cached(player, p, hard) if cached else player.choose(left, p, 6, rule, 0)) if made == 0 else player.choose(left, p, 6 - made, rule, made)
        times.append((time.process_time() - cpu, time.perf_counter() - start))
        guess = player.words[row]
        earned = score(guess, answer)
        guesses.append(guess)
        if earned.is_win or len(guesses) >= 12:
            return guesses, times
        pattern = encode(earned)
        left = left[player.by_guess[row, left] == pattern]
        if hard:
            rule = rule_after(rule, guess, pattern)


def play_suggest(player: today.Player, model, answer: str, hard: bool) -> tuple[list[str], list[tuple]]:
    """One game played by ``suggest`` (optimal) under ``model``, over the full matrix."""
    from wordfinder.solver.puzzle import Puzzle
    from wordfinder.solver.suggesting import suggest

    puzzle = Puzzle(player.words, player.words, player.by_guess, model=model)
    history, guesses, times = [], [], []
    while True:
        start, cpu = time.perf_counter(), time.process_time()
        guess = suggest(history, "optimal", hard=hard, top=1, puzzle=puzzle).ranked[0].guess
        times.append((time.process_time() - cpu, time.perf_counter() - start))
        earned = score(guess, answer)
        guesses.append(guess)
        history.append(earned)
        if earned.is_win or len(guesses) >= 12:
            return guesses, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("history")
    parser.add_argument("--approach", choices=("baseline", "onestep", "lookahead"), default="lookahead")
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--every", type=int, default=1, help="play one day in N")
    parser.add_argument("--offset", type=int, default=0, help="start at this day of the year")
    parser.add_argument("--cached", action="store_true", help="take the day's first guess from the user cache if there")
    parser.add_argument("--json", help="write every game here")
    args = parser.parse_args()
    days = read_history(args.history)
    player = today.Player(hard=args.hard)
    if not args.hard:
        from wordfinder.solver.puzzle import Puzzle

        player.puzzle = Puzzle(player.words, player.words, player.by_guess)
    year = [(w, d) for w, d in days if YEAR[0] <= d <= YEAR[1]][args.offset :: args.every]
    games, firsts, laters = [], [], []
    started = time.perf_counter(), time.process_time()
    for answer, day in year:
        history = [(w, d) for w, d in days if d < day]
        p, shares = today.day_weights(player.words, history, day)
        if args.approach == "lookahead":
            guesses, times = play_lookahead(player, p, answer, args.hard, args.cached)
        else:
            from wordfinder.answers import AnswerModel, answer_model

            model = (answer_model("likely").with_played([w for w, _ in history]) if args.approach == "baseline"
                     else AnswerModel("today", player.words, tuple(p.tolist())))
            guesses, times = play_suggest(player, model, answer, args.hard)
        firsts.append(times[0])
        laters.extend(times[1:])
        games.append({"day": day.isoformat(), "answer": answer, "guesses": guesses, "p": float(p[player.row[answer]]),
                      "times": times})
        print(f"{day} {answer} {len(guesses)} {' '.join(guesses)}  first {times[0][1]:.2f}s"
              f" later max {max((t[1] for t in times[1:]), default=0):.2f}s", flush=True)
    counts = Counter(len(g["guesses"]) for g in games)
    lengths = [len(g["guesses"]) for g in games]
    wall, cpu = time.perf_counter() - started[0], time.process_time() - started[1]
    mode = "hard" if args.hard else "normal"
    print(f"== {args.approach} {mode} {Path(args.history).name}: {len(games)} days, mean {statistics.mean(lengths):.4f},"
          f" max {max(lengths)}, over six {sum(n > 6 for n in lengths)}, distribution {dict(sorted(counts.items()))}")
    print(f"   first decision: median cpu {statistics.median(t[0] for t in firsts):.2f}s wall"
          f" {statistics.median(t[1] for t in firsts):.2f}s, max wall {max(t[1] for t in firsts):.2f}s;"
          f" later: median cpu {statistics.median(t[0] for t in laters):.3f}s wall"
          f" {statistics.median(t[1] for t in laters):.3f}s, max wall {max(t[1] for t in laters):.2f}s;"
          f" total {wall:.0f}s wall, {cpu:.0f}s cpu")
    if args.json:
        Path(args.json).write_text(json.dumps(games, indent=0))


if __name__ == "__main__":
    main()
