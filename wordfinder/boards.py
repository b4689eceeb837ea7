"""Multi-board Wordle (Dordle, Quordle, Octordle, ...): one guess scored on several boards.

Vocabulary, on top of :mod:`wordfinder.feedback`'s:

- *board*: one secret word of the game; boards are numbered from 1 in messages;
- *solved*: a board whose answer has been guessed; later guesses do not score it;
- *boards pair*: a guess and its score on every board, written one score per board in
  board order, ``-`` for a board an earlier guess solved:
  ``CRANE=..a.E/c..../...../.R...`` (:class:`BoardsPair`).

Each board is a plain Wordle game: its history is the scored guesses, parsed, checked,
found and explained by the single-board code, and every score comes from the one engine,
:func:`wordfinder.feedback.score`.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Iterable, Sequence

from .errors import BadNotation, ImpossibleScore, WordfinderError, quoted
from .feedback import Score, score
from .finder import explain, find
from .notation import GuessScore, order_problem, parse_guess, parse_score

__all__ = [
    "SOLVED",
    "BoardsPair",
    "board_histories",
    "board_limit",
    "check_history",
    "explain_boards",
    "find_boards",
    "parse_boards_pair",
    "parse_history",
    "score_boards",
    "solved_boards",
]

SOLVED = "-"  # the score of a board an earlier guess solved
SEPARATOR = "/"  # between the boards' scores
EXTRA_GUESSES = 5  # a game of N boards allows N + 5 guesses (Dordle 7, Quordle 9, Octordle 13)


def board_limit(boards: int) -> int:
    """The guesses a game of ``boards`` boards allows: 7 for 2, 9 for 4, 13 for 8."""
    return boards + EXTRA_GUESSES


class BoardsPair(namedtuple("BoardsPair", ["guess", "scores"])):
    """A guess and the score it earned on each board, None where an earlier guess solved it.

    ``str()`` gives the notation, e.g. ``CRANE=..a.E/-/.R...``.
    """

    __slots__ = ()
    guess: str
    scores: tuple[Score | None, ...]

    def __str__(self) -> str:
        return f"{self.guess}=" + SEPARATOR.join(SOLVED if s is None else str(s) for s in self.scores)

    def __repr__(self) -> str:
        return f"BoardsPair({self})"

    @property
    def boards(self) -> int:
        """How many boards the game has."""
        return len(self.scores)

    @property
    def tiles_line(self) -> str:
        """The boards' scores in letter notation, separated by `` | ``, ``-`` for solved boards."""
        return " | ".join(SOLVED if s is None else str(s) for s in self.scores)


def parse_boards_pair(text: str, boards: int | None = None) -> BoardsPair:
    """The boards pair written in ``text``, e.g. ``CRANE=..a.E/c..../-/.R...``.

    Each board's score is read by :func:`wordfinder.notation.parse_score` (letter, colour or
    emoji notation); a board's score of exactly ``-`` means an earlier guess solved it.
    Raises :class:`BadNotation`, or :class:`ImpossibleScore` for yellows and greys out of
    order, naming the board (``board 2: ...``); ``boards``, when given, is the count expected.
    """
    guess_text, sep, scores_text = text.partition("=")
    if not sep:
        raise BadNotation(f"{quoted(text)}: expected GUESS=SCORE/SCORE/..., e.g. CRANE=..a.E/-/c....")
    guess = parse_guess(guess_text, context=text)
    parts = scores_text.split(SEPARATOR)
    if boards is not None and len(parts) != boards:
        raise BadNotation(
            f"{quoted(text)}: {len(parts)} score{'s' * (len(parts) != 1)} for {boards} boards "
            f"(one score per board, separated by {SEPARATOR!r}, {SOLVED!r} for a solved board)"
        )
    return BoardsPair(guess, tuple(_board_score(guess, part, board) for board, part in enumerate(parts, 1)))


def _board_score(guess: str, text: str, board: int) -> Score | None:
    """One board's score of ``guess`` read from ``text``; None for a solved board."""
    if text.strip() == SOLVED:
        return None
    earned = Score(guess, _on_board(board, parse_score, guess, text, f"{guess}={text}"))
    if earned.is_quantum:
        raise BadNotation(f"board {board}: {guess}={earned}: multi-board Wordle is classic; quantum tiles go with --quantum")
    if reason := order_problem(earned):
        raise ImpossibleScore(f"board {board}: {guess}={earned}: {reason}")
    return earned


def _on_board(board: int, action: Callable[..., object], *args: object) -> object:
    """``action(*args)``, its errors re-raised with the board named: ``board 2: ...``."""
    try:
        return action(*args)
    except WordfinderError as error:
        raise type(error)(f"board {board}: {error}") from None


def check_history(pairs: Sequence[BoardsPair], boards: int | None = None) -> tuple[BoardsPair, ...]:
    """The pairs, once checked to make one game: one board count throughout (``boards`` when
    given), ``-`` exactly on the boards an earlier guess solved, one board solved per guess
    (the answers are distinct), and no guess after every board is solved.

    Raises :class:`BadNotation` for a wrong count and :class:`ImpossibleScore` otherwise,
    naming the pair and the board.
    """
    pairs = tuple(pairs)
    if not pairs:
        return pairs
    boards = boards if boards is not None else pairs[0].boards
    solved = [False] * boards
    for pair in pairs:
        if pair.boards != boards:
            raise BadNotation(f"{pair}: {pair.boards} scores but the game has {boards} boards")
        if all(solved):
            raise ImpossibleScore(f"{pair}: every board was solved before this guess")
        winners = []
        for board, (earned, done) in enumerate(zip(pair.scores, solved), 1):
            if earned is None and not done:
                raise ImpossibleScore(f"board {board}: {pair}: '-' but no earlier guess solved board {board}")
            if earned is not None and done:
                raise ImpossibleScore(f"board {board}: {pair}: board {board} was solved earlier; write '-'")
            if earned is not None and earned.is_win:
                winners.append(board)
        if len(winners) > 1:
            raise ImpossibleScore(
                f"{pair}: solves boards {winners[0]} and {winners[1]}, but the boards' answers are distinct"
            )
        for board in winners:
            solved[board - 1] = True
    return pairs


def parse_history(texts: Iterable[str], boards: int | None = None) -> tuple[BoardsPair, ...]:
    """The boards pairs written in ``texts``, parsed and checked to make one game
    (:func:`check_history`); the board count is ``boards`` or inferred from the first pair."""
    pairs: list[BoardsPair] = []
    for text in texts:
        pairs.append(parse_boards_pair(text, boards if boards is not None else pairs[0].boards if pairs else None))
    return check_history(pairs, boards)


def board_histories(pairs: Sequence[BoardsPair]) -> tuple[tuple[GuessScore, ...], ...]:
    """Each board's history: the guesses that scored on it, as single-board pairs."""
    boards = pairs[0].boards if pairs else 0
    return tuple(
        tuple(GuessScore(p.scores[board]) for p in pairs if p.scores[board] is not None)
        for board in range(boards)
    )


def solved_boards(pairs: Sequence[BoardsPair], boards: int | None = None) -> tuple[str | None, ...]:
    """Each board's answer where a guess has solved it, else None."""
    count = boards if boards is not None else pairs[0].boards if pairs else 0
    found: list[str | None] = [None] * count
    for pair in pairs:
        for board, earned in enumerate(pair.scores):
            if earned is not None and earned.is_win:
                found[board] = pair.guess
    return tuple(found)


def score_boards(guess: str, answers: Sequence[str], solved: Sequence[bool] = ()) -> BoardsPair:
    """The scores ``guess`` earns on each board (by :func:`wordfinder.feedback.score`), None
    on the boards marked ``solved``."""
    solved = tuple(solved) or (False,) * len(answers)
    if len(solved) != len(answers):
        raise ValueError(f"{len(answers)} answers but {len(solved)} solved flags")
    return BoardsPair(
        guess.upper(), tuple(None if done else score(guess, answer) for answer, done in zip(answers, solved))
    )


def find_boards(pairs: Sequence[BoardsPair], words: Iterable[str], boards: int | None = None) -> tuple[list[str], ...]:
    """Each board's candidates, in alphabetical order: :func:`wordfinder.finder.find` on its
    history (a solved board has its answer alone).  Raises :class:`ImpossibleScore` naming
    the board whose scores cannot all hold.  With no pairs, every board has every word."""
    words = tuple(words)
    count = boards if boards is not None else pairs[0].boards if pairs else 0
    if not pairs:
        every = sorted({w.upper() for w in words})
        return tuple(list(every) for _ in range(count))
    answers = solved_boards(pairs)
    return tuple(
        [answers[board - 1]] if answers[board - 1] else _on_board(board, find, history, words)
        for board, history in enumerate(board_histories(pairs), 1)
    )


def explain_boards(pairs: Sequence[BoardsPair], word: str) -> tuple[list[str], ...]:
    """Per board, why ``word`` cannot be its answer (:func:`wordfinder.finder.explain` on the
    board's history); an empty list where it can."""
    return tuple(explain(history, word) for history in board_histories(pairs))
