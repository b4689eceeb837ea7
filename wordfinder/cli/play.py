"""``wordfinder play``: a game of Wordle (Quantum Wordle, or several boards) at the terminal or
through a pipe."""

from __future__ import annotations

import sys
from collections.abc import Callable

from .. import assistant
from ..game import game_of
from .options import Request
from .output import EXIT_FOUND, EXIT_NONE

__all__ = ["run_play"]


def run_play(request: Request) -> int:
    """Play Wordle: find the secret word, drawn as today's answers are.

    The answer model (--answers) draws it: by default (likely) each word of the
    bundled list with chance in proportion to its prior; --answers original, the
    original answers alike (2,315 in English); --answers all, or a word list of
    your own without --answers, every word alike; --answers FILE, the words of
    FILE alike.  In each, every allowed guess is still accepted, as in Wordle.
    The past answers known (--played, --date) are drawn less often, as the NYT
    reuses answers rarely.

    Each guess is scored: 🟩 right place, 🟨 elsewhere in the word, ⬛ not in it
    (Quantum Wordle adds 🟢 and 🟡 when a guess hits both words).  Type ? for a
    hint (a letter of the word) or ?N for the letter at position N.  Neither hints
    nor invalid words use up an attempt.  In a terminal a board and keyboard are
    drawn; piped, only the plain text protocol is printed: `Please input your
    guess: `, `Invalid word. Try again: ` and `Result: ` followed by the tiles.

    Exit codes: 0 for a win, 1 for a loss or the end of input, 2 for bad options.

    Example:

        wordfinder play --answers original --hard

    With --boards N, N distinct secrets at once (Dordle 2, Quordle 4, Octordle 8),
    boards + 5 guesses unless --max-guesses says otherwise; each `Result: ` line
    gives the boards' tiles separated by ` | `, `-` for a solved board.  --fibble
    (--lies K) shows every row but a win with K tiles wrong, drawn by --seed;
    --woodle only the counts (`Result: 🟩1 🟨2`); --absurdle plays the adversary,
    with no guess limit.  These deal the original answers, as suggest ranks them.
    """
    show = _show()  # the game draws no board when its rows lie
    finished = assistant.play_game(
        game_of("play", request.values), assistant.line_reader(sys.stdin),
        sys.stdout if show is None else _folding(sys.stdout), request.seed, request.record, show, request.dict_words,
    )
    if finished.record is not None:
        print(f"wordfinder: recorded game {finished.record.number} in {finished.record_file}", file=sys.stderr)
    return EXIT_FOUND if finished.won else EXIT_NONE


def _folding(stream: object) -> object:
    """Standard output in a terminal, where a wide ``Result:`` line folds at a board's edge."""
    from .render import Folding

    return Folding(stream)


def _show() -> Callable[..., None] | None:
    """What draws the game after each guess: the board in a terminal; piped, nothing but the
    plain protocol, which scripts and tests rely on."""
    if not (sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()):
        return None
    from functools import partial

    from .render import console, show_game

    return partial(show_game, console())

