"""The commands with ``--boards``: multi-board Wordle (Dordle, Quordle, Octordle, ...)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from .. import words as wordlists
from ..boards import BoardsPair, board_histories, explain_boards, find_boards, parse_history, solved_boards
from ..errors import BadNotation
from ..knowledge import Knowledge
from .options import Request
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_benchmark_boards", "run_find_boards", "run_play_boards", "run_suggest_boards"]


def run_find_boards(
    request: Request, vocabulary_of: Callable[..., tuple[str, ...]], checked_word: Callable[[str], str]
) -> int:
    """``wordfinder --boards N PAIRS...``: each board's candidates (exit 0 when every board
    has one, 1 when some board has none).  ``vocabulary_of(request, chosen, length)`` is the
    word list the request names and ``checked_word`` reads a bare word (``find``'s own)."""
    if request.quantum or request.share:
        raise BadNotation("--boards cannot be combined with --quantum or --share")
    texts = [a for a in request.arguments if "=" in a]
    bare = [a for a in request.arguments if "=" not in a]
    if not texts:
        raise BadNotation("--boards needs the guesses and their scores, e.g. CRANE=..a.E/-/c....")
    if bare and not (request.words_given or request.explain):
        raise BadNotation(f"{bare[0]!r}: expected GUESS=SCORE/SCORE/..., e.g. CRANE=..a.E/c.... (use --words to list words)")
    pairs = parse_history(texts, request.boards)
    chosen = [checked_word(w) for w in bare]
    vocabulary = vocabulary_of(request, chosen, len(pairs[0].guess))
    if request.explain:
        targets = chosen if bare and not request.words_given else list(vocabulary)
        return _explain_boards(pairs, targets, request.as_json)
    found = find_boards(pairs, vocabulary)
    plausible = set(wordlists.bundled(wordlists.ANSWERS))
    ordered = [[w for w in words if w in plausible] + [w for w in words if w not in plausible] for words in found]
    solved = solved_boards(pairs)
    facts = [Knowledge.from_pairs(h).describe() for h in board_histories(pairs)] if request.verbose else None
    if request.as_json:
        print_json("find", {
            "history": [str(p) for p in pairs],
            "boards": len(found),
            "per_board": [
                {
                    "board": board,
                    "solved": solved[board - 1] is not None,
                    "count": len(words),
                    "candidates": words,
                    "plausible": [w for w in words if w in plausible],
                    **({"knowledge": facts[board - 1]} if facts else {}),
                }
                for board, words in enumerate(ordered, 1)
            ],
        })
    else:
        if facts:
            _show_facts(pairs, facts)
        if sys.stdout.isatty():
            from .render import console, show_board_words

            show_board_words(console(), ordered, plausible)
        else:
            for board, words in enumerate(ordered, 1):
                print(f"board {board}: {' '.join(words)}".rstrip())
    return EXIT_FOUND if all(found) else EXIT_NONE


def _show_facts(pairs: Sequence[BoardsPair], facts: Sequence[dict[str, str]]) -> None:
    """What each board's scores establish, on stderr."""
    for board, described in enumerate(facts, 1):
        print(f"board {board}:", file=sys.stderr)
        for label, value in described.items():
            print(f"  {label + ':':12}{value}", file=sys.stderr)


def _explain_boards(pairs: Sequence[BoardsPair], targets: Sequence[str], as_json: bool) -> int:
    """Print, per board, why each target word is or is not eligible; exit 0 when each board has one."""
    reasons = [explain_boards(pairs, word) for word in targets]  # per word, per board
    boards = pairs[0].boards
    if as_json:
        print_json("find", {
            "history": [str(p) for p in pairs],
            "boards": boards,
            "per_board": [
                {
                    "board": board,
                    "explanations": [
                        {"word": w, "eligible": not r[board - 1], "reasons": r[board - 1]}
                        for w, r in zip(targets, reasons)
                    ],
                }
                for board in range(1, boards + 1)
            ],
        })
    else:
        for board in range(1, boards + 1):
            for word, why in zip(targets, reasons):
                print(f"board {board}: {word}\t{'; '.join(why[board - 1]) or 'eligible'}")
    every_board = all(any(not r[board] for r in reasons) for board in range(boards))
    return EXIT_FOUND if every_board else EXIT_NONE


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


def run_play_boards(request: Request) -> int:
    """``play --boards N``: N secrets at once; exit 0 when every board is solved within the limit."""
    import random

    from ..boards import board_limit
    from ..play import Outcome, game_words, line_reader
    from ..playboards import draw_secrets, play_boards_game
    from ..trie import Trie

    if request.hard or request.quantum:
        raise BadNotation("--boards cannot be combined with --hard or --quantum")
    record = None
    if request.record is not None:
        from ..recording import check_record_file

        record = check_record_file(request.record)
    lists = game_words(request.length, request.word_file, request.dict_words, request.answers_only)
    rng = random.Random(request.seed)
    answers = draw_secrets(lists.secrets, request.boards, rng)
    limit = board_limit(request.boards) if request.max_guesses == 6 else request.max_guesses
    show = None
    if sys.stdin.isatty() and sys.stdout.isatty():
        from functools import partial

        from .render import console, show_boards_game

        show = partial(show_boards_game, console())
    game = play_boards_game(answers, Trie(lists.guesses), line_reader(sys.stdin), sys.stdout, limit or None, show)
    if record is not None and game.outcome.is_finished:
        from ..playboards import boards_record
        from ..recording import append_record, replay_vocabulary

        checked = check_record_file(request.record)
        saved = boards_record(game, checked.next_number, replay_vocabulary(lists))
        append_record(checked, saved)
        print(f"wordfinder: recorded game {saved.number} in {checked.name}", file=sys.stderr)
    return EXIT_FOUND if game.outcome is Outcome.WON else EXIT_NONE
