"""The multi-board game (Dordle, Quordle, Octordle, ...): pure, its I/O passed in, as :mod:`.play`.

The text protocol is the single board's, with one ``Result:`` line per guess giving the
boards' tiles separated by `` | `` and ``-`` for a board an earlier guess solved::

    Please input your guess: crane
    Result: ⬛⬛🟨⬛🟩 | 🟩⬛⬛⬛⬛ | ⬛⬛⬛⬛⬛ | ⬛🟩⬛⬛⬛

The game is won when every board is solved within the limit (boards + 5 by default).
Every score comes from :func:`wordfinder.boards.score_boards`, that is, the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TextIO

from .boards import SOLVED, BoardsPair, board_limit, score_boards
from .games import INCLUDES, YIELDS, GameRecord, Vocabulary, check_game
from .play import PROMPT, RESULT, RETRY, Outcome, _write, can_encode
from .trie import Trie

__all__ = ["BoardsGame", "boards_record", "draw_secrets", "play_boards_game", "result_line"]

NO_HINTS = "Hints are not available in multi-board games."


@dataclass(frozen=True, slots=True)
class BoardsGame:
    """A multi-board game so far: the answers, the limit, the pairs played and the outcome."""

    answers: tuple[str, ...]
    limit: int
    pairs: tuple[BoardsPair, ...] = ()
    outcome: Outcome = Outcome.PLAYING

    @property
    def solved(self) -> tuple[bool, ...]:
        """Which boards a guess has solved."""
        won = {p.guess for p in self.pairs}
        return tuple(answer in won for answer in self.answers)

    @property
    def attempts(self) -> int:
        """How many guesses have been scored."""
        return len(self.pairs)

    def guessed(self, guess: str) -> BoardsGame:
        """The game after ``guess``: won once every board is solved, lost at the limit."""
        game = replace(self, pairs=(*self.pairs, score_boards(guess, self.answers, self.solved)))
        if all(game.solved):
            return replace(game, outcome=Outcome.WON)
        if game.attempts >= self.limit:
            return replace(game, outcome=Outcome.LOST)
        return game


def draw_secrets(words: Sequence[str], boards: int, rng: random.Random) -> tuple[str, ...]:
    """``boards`` distinct answers drawn uniformly from ``words``."""
    from .errors import WordListError

    if boards > len(words):
        raise WordListError(f"--boards {boards}: the list has only {len(words)} words to draw from")
    return tuple(rng.sample(list(words), boards))


def result_line(pair: BoardsPair, out: TextIO) -> str:
    """The tiles of a ``Result:`` line: each board's emoji (letter notation where ``out``
    cannot encode emoji), separated by `` | ``, ``-`` for a solved board."""
    shown = [SOLVED if s is None else s.emoji for s in pair.scores]
    if not can_encode(out, "".join(shown)):
        shown = [SOLVED if s is None else str(s) for s in pair.scores]
    return " | ".join(shown)


def play_boards_game(
    answers: Sequence[str],
    vocabulary: Trie,
    read_line: Callable[[], str],
    out: TextIO,
    limit: int | None = None,
    show: Callable[[BoardsGame], None] | None = None,
) -> BoardsGame:
    """The finished game: won, lost, or abandoned when ``read_line`` returns ``""``.

    A line that is not a word of ``vocabulary`` (of the answers' length) is refused with the
    retry prompt and uses no attempt; hints are not available.
    """
    show = show or (lambda game: None)
    game = BoardsGame(tuple(a.upper() for a in answers), limit or board_limit(len(answers)))
    show(game)
    prompt = PROMPT
    length = len(game.answers[0])
    while game.outcome is Outcome.PLAYING:
        _write(out, prompt)
        line = read_line()
        if not line:
            _write(out, "\n")
            game = replace(game, outcome=Outcome.ABANDONED)
            break
        word = line.strip().upper()
        if word.startswith("?"):
            _write(out, NO_HINTS + "\n")
            prompt = RETRY
        elif len(word) != length or not (word.isascii() and word.isalpha()) or word not in vocabulary:
            prompt = RETRY
        else:
            game = game.guessed(word)
            _write(out, f"{RESULT}{result_line(game.pairs[-1], out)}\n")
            show(game)
            prompt = PROMPT
    _write(out, boards_summary(game) + "\n")
    return game


def boards_summary(game: BoardsGame) -> str:
    """The closing line: the attempts, and the answers unless every board was solved."""
    used = f"{game.attempts} attempt{'' if game.attempts == 1 else 's'}"
    if game.outcome is Outcome.WON:
        return f"You solved all {len(game.answers)} boards in {used}."
    reveal = f"The words were {', '.join(game.answers)}."
    if game.outcome is Outcome.LOST:
        return f"You lost after {used}, with {sum(game.solved)} of {len(game.answers)} boards solved. {reveal}"
    return f"No more input after {used}. {reveal}"


def boards_record(game: BoardsGame, number: int, vocabulary: Vocabulary) -> GameRecord:
    """The record of a finished multi-board ``game`` as game ``number``, its verb chosen as
    ``score`` checks it: ``yields`` when every board is left with one plausible answer."""
    if not game.outcome.is_finished:
        raise ValueError(f"only a finished game can be recorded, not one that is {game.outcome.value}")
    draft = GameRecord(number, game.pairs, YIELDS, game.answers, boards=len(game.answers))
    left = check_game(draft, vocabulary).plausible or 0
    return replace(draft, verb=INCLUDES if left > 1 else YIELDS)
