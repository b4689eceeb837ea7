"""``wordfinder play``: a game of Wordle (or Quantum Wordle) at the terminal or through a pipe."""

from __future__ import annotations

import sys

from .options import Request
from .output import EXIT_FOUND, EXIT_NONE

__all__ = ["run_play"]


def run_play(request: Request) -> int:
    """Play Wordle: find the secret word, chosen at random.

    Each guess is scored: 🟩 right place, 🟨 elsewhere in the word, ⬛ not in it
    (Quantum Wordle adds 🟢 and 🟡 when a guess hits both words).  Type ? for a
    hint (a letter of the word) or ?N for the letter at position N.  Neither hints
    nor invalid words use up an attempt.  In a terminal a board and keyboard are
    drawn; piped, only the plain text protocol is printed: `Please input your
    guess: `, `Invalid word. Try again: ` and `Result: ` followed by the tiles.

    Exit codes: 0 for a win, 1 for a loss or the end of input, 2 for bad options.

    Example:

        wordfinder play --answers --hard

    With --boards N, N distinct secrets at once (Dordle 2, Quordle 4, Octordle 8),
    boards + 5 guesses unless --max-guesses says otherwise; each `Result: ` line
    gives the boards' tiles separated by ` | `, `-` for a solved board.
    """
    if request.boards is not None:
        from .boards import run_play_boards

        return run_play_boards(request)
    import random

    from ..play import Outcome, Rules, game_words, line_reader, new_secret, play
    from ..trie import Trie

    record = None
    if request.record is not None:
        from ..recording import check_record_file

        record = check_record_file(request.record)  # refused before the game, not after it
    lists = game_words(request.length, request.word_file, request.dict_words, request.answers_only)
    rng = random.Random(request.seed)
    secret = new_secret(lists.secrets, rng, request.quantum)
    show = None  # piped: the plain protocol alone, which scripts and tests rely on
    if sys.stdin.isatty() and sys.stdout.isatty():
        from functools import partial

        from .render import console, show_board

        show = partial(show_board, console())

    rules = Rules(request.length, request.max_guesses, request.hard)
    game = play(secret, Trie(lists.guesses), line_reader(sys.stdin), sys.stdout, rules, rng, show)
    if record is not None and game.outcome.is_finished:
        from ..recording import record_game, replay_vocabulary

        saved = record_game(record, game, replay_vocabulary(lists))
        print(f"wordfinder: recorded game {saved.number} in {record.name}", file=sys.stderr)
    return EXIT_FOUND if game.outcome is Outcome.WON else EXIT_NONE

