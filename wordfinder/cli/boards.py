"""``suggest`` and ``benchmark`` with ``--boards``: multi-board Wordle (Dordle, Quordle, Octordle, ...).

(``find --boards`` and ``play --boards`` are ``find`` and ``play``, for a game of several boards.)"""

from __future__ import annotations

import sys
from collections.abc import Callable

from ..errors import BadNotation
from ..notation import parse_history, solved_answers
from .options import Request
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_benchmark_boards", "run_suggest_boards"]


def run_suggest_boards(request: Request, load: Callable[[Request], object]) -> int:
    """``suggest --boards N PAIRS...``: the next guess for the whole game, and why;
    ``load(request)`` is the puzzle of the word lists the request names."""
    from ..boards import board_limit
    from ..solver.boards import board_candidates, choose_boards, opening_boards
    from ..solver.puzzle import NoCandidates

    if request.hard:
        raise BadNotation("--hard is not supported with --boards")
    pairs = parse_history(request.pairs, request.boards)
    boards = request.boards if request.boards is not None else pairs[0].boards
    if all(solved_boards(pairs, boards)) and pairs:
        raise BadNotation(f"{pairs[-1]}: every board is solved; there is no guess to suggest")
    puzzle = load(request)
    try:
        lefts = board_candidates(puzzle, pairs, boards)
    except NoCandidates as error:
        from .output import fail

        fail(str(error), code=EXIT_NONE)
    if pairs:
        choice = choose_boards(puzzle, lefts, board_limit(boards) - len(pairs))
        guess, why = choice.guess, choice.why
    else:
        guess, why = opening_boards(puzzle), "the best one-step estimate over every answer, on every board"
    if request.as_json:
        print_json("suggest", {
            "history": [str(p) for p in pairs],
            "boards": boards,
            "guess": guess,
            "why": why,
            "per_board": [
                {
                    "board": board,
                    "solved": left is None,
                    "count": 0 if left is None else len(left),
                    "candidates": [] if left is None else [puzzle.answers[i] for i in left],
                }
                for board, left in enumerate(lefts, 1)
            ],
        })
    else:
        print(f"{guess}\n# {why}")
    return EXIT_FOUND


def default_games(boards: int) -> int:
    """How many games ``benchmark --boards N`` plays without ``--games``: 100 up to 3 boards,
    fewer above (a game of many boards costs more), so that it answers in seconds."""
    return max(1, min(100, 300 // boards))


def run_benchmark_boards(request: Request, load: Callable[[Request], object]) -> int:
    """``benchmark --boards N --games G --seed S``: random multi-board games played by the
    solver; ``load(request)`` is the puzzle of the word lists the request names."""
    from ..solver.boards import benchmark_boards

    if request.boards is None:
        raise BadNotation("--games and --seed go with --boards N (multi-board games)")
    if request.hard:
        raise BadNotation("--hard is not supported with --boards")
    puzzle = load(request)
    games = request.games or default_games(request.boards)
    seed = 1 if request.seed is None else request.seed
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        with benchmark_progress(console(), games) as advance:
            result = benchmark_boards(puzzle, request.boards, games, seed, request.jobs, advance)
    else:
        result = benchmark_boards(puzzle, request.boards, games, seed, request.jobs)
    summary = result.summary()
    if request.as_json:
        print_json("benchmark", summary)
    else:
        for label in ("boards", "games", "seed", "opening", "limit", "mean", "max", "failures", "win_rate", "seconds"):
            print(f"{label} {summary[label]}")
        for turns, count in result.distribution.items():
            print(f"guesses {turns}: {count}")
    return EXIT_FOUND if result.wins == len(result.runs) else EXIT_NONE
