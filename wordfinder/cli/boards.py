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

__all__ = ["run_find_boards", "run_play_boards"]


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
