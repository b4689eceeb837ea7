"""What the six-guess check costs normal mode under the day's model: paired games, with and without.

    python benchmarks/safety_cost.py benchmarks/histories/synthetic-1.txt \\
        --days 2025-07-10,2025-09-20,2025-12-01,2026-02-10,2026-04-15,2026-06-01 --secrets 40 [--unchecked]

Each day's secrets are drawn from the day's own model (the history's answers dated before it
known) by ``--seed``, the same secrets in every run, and played as ``suggest --played HISTORY
--date DAY`` plays them (:func:`rolling_run.timed_day`).  ``--unchecked`` plays, after the
opening, the day's searched order's first guess with no safety check (what the check costs;
not a product setting: a game may then take more than six).  Prints each day's mean and the
whole mean; ``--json FILE`` writes each game's length, for pairing two runs.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402

from rolling_run import timed_day  # noqa: E402
from wordfinder.game import CLASSIC_GUESSES, game_of  # noqa: E402
from wordfinder.solver import suggesting  # noqa: E402
from wordfinder.solver.day_search import searched_order  # noqa: E402
from wordfinder.solver.puzzle import puzzle_of  # noqa: E402


def unchecked(checked):
    """``suggesting._safe_order`` playing the searched order's first guess after the opening."""

    def order(puzzle, node, rows, ranked, here):
        turns = CLASSIC_GUESSES - len(node.history)
        if puzzle.model.reweighted and node.rule is None and turns < suggesting.TREE_TURNS and len(node.left) > 2:
            return searched_order(puzzle, node.left, rows, ranked), False, False, False
        return checked(puzzle, node, rows, ranked, here)

    return order


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("history")
    parser.add_argument("--days", required=True, help="comma-separated YYYY-MM-DD")
    parser.add_argument("--secrets", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--unchecked", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.unchecked:
        suggesting._safe_order = unchecked(suggesting._safe_order)
    game = game_of("benchmark", {"rolling": args.history, "hard": False})
    games = {}
    for text in args.days.split(","):
        day = datetime.date.fromisoformat(text)
        puzzle = puzzle_of(game.changed(past=game.past.known_on(day)))
        weights = puzzle.weights / puzzle.weights.sum()
        drawn = np.random.default_rng(args.seed).choice(len(weights), size=args.secrets, p=weights)
        lengths = [len(timed_day(game, day, puzzle.answers[i])["guesses"]) for i in drawn]
        games[text] = [[puzzle.answers[i], n] for i, n in zip(drawn, lengths)]
        print(text, f"{np.mean(lengths):.3f}", max(lengths), flush=True)
    every = [n for day in games.values() for _, n in day]
    print(f"all {np.mean(every):.4f} over {len(every)} games, max {max(every)}")
    if args.json:
        args.json.write_text(json.dumps(games))


if __name__ == "__main__":
    main()
