"""The interactive game (seed 001, with seed 002's attempts and hints): pure, its I/O passed in.

A game draws a secret, then reads lines until the player wins, runs out of
guesses or input.  Each line is a guess, ``?`` (a hint: one letter of the
secret not shown yet) or ``?N`` (a hint: the letter at position N).  The text
is seed 001's protocol exactly: ``Please input your guess: ``, then
``Invalid word. Try again: `` after a rejected line, and ``Result: `` with the
emoji tiles after each guess.  Neither a rejected line nor a hint uses up an
attempt (seed 002).

:func:`play` takes a ``read_line`` callable (``""`` at end of input, like
``file.readline``) and an output stream; a ``show`` callable may draw the game
after each guess (the terminal board).  Nothing here prints elsewhere, knows
the command line or imports rich.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import TextIO

from . import words as wordlists
from .errors import WordListError, quoted
from .feedback import Score, Tile, score
from .hardmode import hard_mode_problem
from .numbers import BadNumber, parse_int
from .trie import Trie

__all__ = [
    "PROMPT",
    "RETRY",
    "RESULT",
    "Game",
    "Hint",
    "Outcome",
    "Rejection",
    "Rules",
    "Secret",
    "WordLists",
    "can_encode",
    "choose_pair",
    "choose_secret",
    "game_words",
    "hint",
    "hint_line",
    "known_letters",
    "known_positions",
    "letter_states",
    "line_reader",
    "new_secret",
    "play",
    "read_move",
    "result_tiles",
    "summary",
]

PROMPT = "Please input your guess: "  # asked once per guess (seed 001)
RETRY = "Invalid word. Try again: "  # asked instead after a rejected line; the first prompt is not repeated
RESULT = "Result: "  # followed by the emoji tiles and a newline


class Outcome(Enum):
    """Where a game stands."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"  # the guesses ran out
    ABANDONED = "abandoned"  # the input ran out

    @property
    def is_finished(self) -> bool:
        """Whether the game was played to its end, won or lost (not abandoned)."""
        return self in (Outcome.WON, Outcome.LOST)


@dataclass(frozen=True, slots=True)
class Rules:
    """How a game is played: word length, attempts (0: unlimited, as in seed 001), hard mode."""

    length: int = 5
    max_guesses: int = 6  # seed 002: the game is lost after 6 attempts
    hard: bool = False


@dataclass(frozen=True, slots=True)
class Secret:
    """The word to find, upper case; in Quantum Wordle also its ``dual``, sharing no letter with it."""

    answer: str
    dual: str | None = None

    @property
    def words(self) -> tuple[str, ...]:
        """The secret word, or the two words of a quantum secret."""
        return (self.answer,) if self.dual is None else (self.answer, self.dual)

    @property
    def is_quantum(self) -> bool:
        """Whether this is a Quantum Wordle secret."""
        return self.dual is not None

    def score(self, guess: str) -> Score:
        """The score ``guess`` earns against this secret."""
        return score(guess, self.answer, self.dual)

    def __str__(self) -> str:
        return "|".join(self.words)


@dataclass(frozen=True, slots=True)
class Hint:
    """A revealed clue: a letter of the secret, or (with ``position``, from 1) the letter there.

    A position hint in Quantum Wordle reveals both words' letters at that position.
    """

    letters: tuple[str, ...]
    position: int | None = None


@dataclass(frozen=True, slots=True)
class Rejection:
    """A line that is neither a valid guess nor a hint; ``reason`` is printed before the retry prompt."""

    reason: str | None = None  # None: simply not a word of the list


@dataclass(frozen=True, slots=True)
class Game:
    """A game so far: the secret, the rules, the scores and hints given, and its outcome."""

    secret: Secret
    rules: Rules = Rules()
    scores: tuple[Score, ...] = ()
    hints: tuple[Hint, ...] = ()
    outcome: Outcome = Outcome.PLAYING

    @property
    def attempts(self) -> int:
        """How many guesses have been scored."""
        return len(self.scores)

    @property
    def attempts_left(self) -> int | None:
        """How many guesses are left, or None when they are unlimited."""
        if not self.rules.max_guesses:
            return None
        return self.rules.max_guesses - self.attempts

    def guessed(self, earned: Score) -> Game:
        """The game after a guess earned ``earned``: won, lost on the last attempt, or going on."""
        game = replace(self, scores=(*self.scores, earned))
        if earned.is_win:  # in Quantum Wordle only a guess equal to one of the words is all CORRECT
            return replace(game, outcome=Outcome.WON)
        if game.attempts_left == 0:
            return replace(game, outcome=Outcome.LOST)
        return game

    def hinted(self, clue: Hint) -> Game:
        """The game after ``clue`` was revealed."""
        return replace(self, hints=(*self.hints, clue))

    def abandoned(self) -> Game:
        """The game after the input ran out."""
        return replace(self, outcome=Outcome.ABANDONED)


# --- word lists and the secret -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WordLists:
    """The words a game may draw its secret from, and the words it accepts as guesses."""

    secrets: tuple[str, ...]
    guesses: tuple[str, ...]
    bundled: bool  # the bundled lists, whose plausible answers are the 2,315 original ones


def game_words(
    length: int = 5,
    word_file: Path | None = None,
    dict_words: bool = False,
    answers_only: bool = False,
) -> WordLists:
    """The secret and guess lists a game with these options plays with; raises :class:`WordListError`.

    The bundled 14,855 allowed guesses by default, or the words of ``word_file``
    (or the system dictionary), cut to ``length`` letters.  ``answers_only``
    draws the secret from the 2,315 original answers among them while still
    accepting every guess, as Wordle does.
    """
    guesses, origin = wordlists.chosen_list(word_file, dict_words, length)
    if not guesses:
        raise WordListError(f"{origin} has no {length}-letter words")
    secrets = guesses
    if answers_only:
        original = frozenset(wordlists.bundled(wordlists.ANSWERS))
        secrets = tuple(w for w in guesses if w in original)
        if not secrets:
            raise WordListError(f"{origin} has no {length}-letter words among the original answers")
    return WordLists(secrets, guesses, bundled=word_file is None and not dict_words)


def choose_secret(words: Sequence[str], rng: random.Random) -> str:
    """A word of ``words`` chosen uniformly at random (seed 001: every word equally likely)."""
    return rng.choice(words)


def choose_pair(words: Sequence[str], rng: random.Random) -> tuple[str, str]:
    """A Quantum Wordle secret drawn as seed 001's footnote says; raises :class:`WordListError`.

    Choose ``a`` uniformly; then ``b`` uniformly among the words sharing no letter
    with ``a``; if there is none, choose ``a`` again.  A word list in which no two
    words are disjoint is an error, found once every distinct letter set has been
    drawn and turned out to have no partner, rather than a loop that never ends.
    """
    masks = {word: wordlists.letter_mask(word) for word in words}
    lonely: set[int] = set()  # letter sets known to have no disjoint partner
    distinct = len(set(masks.values()))
    while len(lonely) < distinct:
        a = rng.choice(words)
        if masks[a] in lonely:
            continue  # still a draw of the footnote's procedure, just one we know fails
        partners = [b for b in words if not masks[a] & masks[b]]
        if partners:
            return a, rng.choice(partners)
        lonely.add(masks[a])
    example = ", ".join(list(words)[:3]) + (", ..." if len(words) > 3 else "")
    raise WordListError(
        f"no two words of the list ({example}) are disjoint; Quantum Wordle needs two sharing no letter"
    )


def new_secret(words: Sequence[str], rng: random.Random, quantum: bool = False) -> Secret:
    """A secret drawn from ``words``: one word, or with ``quantum`` a pair sharing no letter."""
    if quantum:
        return Secret(*choose_pair(words, rng))
    return Secret(choose_secret(words, rng))


# --- one line of input ------------------------------------------------------------


def read_move(text: str, game: Game, vocabulary: Trie, rng: random.Random) -> Score | Hint | Rejection:
    """What the line ``text`` (lower-cased, newline stripped) does in ``game``.

    A hint request gives a :class:`Hint` or a :class:`Rejection` naming what was
    wrong; a word of ``vocabulary`` gives its :class:`Score`, unless it breaks hard
    mode; anything else is a plain :class:`Rejection`.
    """
    if text.startswith("?"):
        return hint(game, text, rng)
    guess = text.upper()
    if not vocabulary.lookup(guess):
        return Rejection()
    if game.rules.hard and (problem := hard_mode_problem(game.scores, guess)):
        return Rejection(f"Hard mode: {problem}.")
    return game.secret.score(guess)


def hint(game: Game, request: str, rng: random.Random) -> Hint | Rejection:
    """The clue ``request`` (``?`` or ``?N``) asks for, or why it cannot be given.

    ``?`` reveals a letter of the secret, chosen at random among those no score
    or hint has shown yet; ``?N`` the letter at position N (both words' letters
    in Quantum Wordle).
    """
    length = len(game.secret.answer)
    wanted = request[1:].strip()
    if not wanted:
        hidden = sorted(set("".join(game.secret.words)) - known_letters(game))
        if not hidden:
            return Rejection("No hint: every letter of the secret is known; ask ?N for a position.")
        return Hint((rng.choice(hidden),))
    try:
        position = parse_int(wanted, "hint", 1, length)  # its length checked before converting
    except BadNumber:
        return Rejection(f"No hint: {quoted(request)}: expected ? or ?N with N from 1 to {length}.")
    if position in known_positions(game):
        return Rejection(f"No hint: letter {position} is known already; ask another.")
    return Hint(tuple(word[position - 1] for word in game.secret.words), position)


def known_letters(game: Game) -> frozenset[str]:
    """The secret's letters shown so far, by a hit in some score or by a hint."""
    shown = {letter for s in game.scores for letter, tile in zip(s.guess, s.tiles) if tile.is_hit}
    hinted = {letter for clue in game.hints for letter in clue.letters}
    return frozenset(shown | hinted)


def known_positions(game: Game) -> frozenset[int]:
    """The positions (from 1) whose letter is known: asked for, or (classic only) shown green."""
    asked = {clue.position for clue in game.hints if clue.position is not None}
    # A green tile in Quantum Wordle names one word's letter; the other word's stays hidden.
    if not game.secret.is_quantum:
        asked |= {i for s in game.scores for i, tile in enumerate(s.tiles, 1) if tile is Tile.CORRECT}
    return frozenset(asked)


# --- what the player reads ---------------------------------------------------------


def hint_line(game: Game, clue: Hint) -> str:
    """The line announcing ``clue``, e.g. ``Hint: letter 3 is R.``"""
    if clue.position is None:
        where = "one of the words" if game.secret.is_quantum else "the word"
        return f"Hint: {where} contains {clue.letters[0]}."
    if len(clue.letters) == 2:
        # Sorted, so the hint does not tell which of the two words each letter belongs to.
        first, second = sorted(clue.letters)
        return f"Hint: letter {clue.position} is {first} in one word and {second} in the other."
    return f"Hint: letter {clue.position} is {clue.letters[0]}."


def summary(game: Game) -> str:
    """The closing line: attempts and hints, and the secret unless the player found it."""
    used = _plural(game.attempts, "attempt")
    if game.hints:
        used += f", with {_plural(len(game.hints), 'hint')}"
    if game.outcome is Outcome.WON:
        return f"You won in {used}."
    words = game.secret.words
    reveal = f"The word was {words[0]}." if len(words) == 1 else f"The words were {' and '.join(words)}."
    if game.outcome is Outcome.LOST:
        return f"You lost after {used}. {reveal}"
    return f"No more input after {used}. {reveal}"


def _plural(n: int, noun: str) -> str:
    """``1 attempt``, ``2 attempts``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


_RANK = (Tile.CORRECT, Tile.QUANTUM_CORRECT, Tile.PRESENT, Tile.QUANTUM_PRESENT, Tile.ABSENT)


def letter_states(scores: Iterable[Score], hints: Iterable[Hint] = ()) -> dict[str, Tile]:
    """Each letter tried or hinted, with the best tile it earned (the keyboard's colours).

    A surplus copy's grey tile never hides its letter's hit: the same guess shows
    the letter green or yellow, and the best tile wins.  A hinted letter is in
    the secret, so it is at least PRESENT.
    """
    states: dict[str, Tile] = {}
    tiles = [(letter, tile) for s in scores for letter, tile in zip(s.guess, s.tiles)]
    tiles += [(letter, Tile.PRESENT) for clue in hints for letter in clue.letters]
    for letter, tile in tiles:
        if letter not in states or _RANK.index(tile) < _RANK.index(states[letter]):
            states[letter] = tile
    return states


# --- the game loop -------------------------------------------------------------------


def play(
    secret: Secret,
    vocabulary: Trie,
    read_line: Callable[[], str],
    out: TextIO,
    rules: Rules = Rules(),
    rng: random.Random | None = None,
    show: Callable[[Game], None] | None = None,
) -> Game:
    """The finished game: won, lost, or abandoned when ``read_line`` returns ``""`` (end of input).

    Prompts, results, hints, reasons and the summary are written to ``out``;
    ``show``, when given, is called with the game before the first guess and after
    each one (the terminal board).  ``rng`` chooses the letters ``?`` reveals.
    """
    rng = rng or random.Random()
    show = show or (lambda game: None)
    game = Game(secret, rules)
    show(game)
    prompt = PROMPT
    while game.outcome is Outcome.PLAYING:
        _write(out, prompt)
        line = read_line()
        if not line:
            _write(out, "\n")  # the prompt is still open on its line
            game = game.abandoned()
            break
        move = read_move(line.strip().lower(), game, vocabulary, rng)
        if isinstance(move, Rejection):
            if move.reason:
                _write(out, move.reason + "\n")
            prompt = RETRY
        elif isinstance(move, Hint):
            game = game.hinted(move)
            _write(out, hint_line(game, move) + "\n")
            prompt = PROMPT
        else:
            _write(out, f"{RESULT}{result_tiles(move, out)}\n")
            game = game.guessed(move)
            show(game)
            prompt = PROMPT
    _write(out, summary(game) + "\n")
    return game


LONGEST_LINE = 4096  # a typed line longer than this is not a guess, and is read no further
MOST_LINES = 10_000  # a game that has read this many lines is not being played by a person


def line_reader(stream: TextIO | None, most: int = LONGEST_LINE, lines: int = MOST_LINES) -> Callable[[], str]:
    """A ``read_line`` for :func:`play` over ``stream`` (standard input) that never raises and
    never holds more than ``most`` characters: bytes that are not UTF-8 are replaced, a longer
    line is skipped to its end and given as one invalid line (``~``), and input that runs on
    for a mebibyte without a line break, or fails, or goes on past ``lines`` lines (endless
    rejected guesses, say ``/dev/urandom``), ends the input."""
    newline = b"\n" if hasattr(stream, "buffer") else "\n"
    read = 0

    def read_line() -> str:
        nonlocal read
        source = getattr(stream, "buffer", stream)  # bytes where there are any; the stream kept alive
        read += 1
        if read > lines:
            return ""
        try:
            line = source.readline(most + 1) if source is not None else ""
            skipped = 0
            if len(line) > most and not line.endswith(newline):
                while skipped < (1 << 20) and (rest := source.readline(most)):
                    skipped += len(rest)
                    if rest.endswith(newline):
                        break
                else:
                    return ""  # no line break in sight: not a player typing
                line = "~\n"
        except (OSError, ValueError, KeyboardInterrupt):
            return ""
        return line.decode("utf-8", "replace") if isinstance(line, bytes) else line

    return read_line


def result_tiles(earned: Score, out: TextIO) -> str:
    """The tiles of a ``Result:`` line: emoji, or where ``out`` cannot encode them (a Windows
    console, ``PYTHONIOENCODING=cp1252``) the score in ASCII letter notation, e.g. ``c.E..``."""
    return earned.emoji if can_encode(out, earned.emoji) else str(earned)


def can_encode(out: TextIO, text: str) -> bool:
    """Whether the stream ``out`` can write ``text`` in its encoding."""
    try:
        text.encode(getattr(out, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _write(out: TextIO, text: str) -> None:
    """Write ``text`` at once: a prompt must show before the input it asks for is read.

    A character the stream cannot encode is written as ``?``, never raised.
    """
    if not can_encode(out, text):
        encoding = getattr(out, "encoding", None) or "utf-8"
        try:
            text = text.encode(encoding, "replace").decode(encoding)
        except LookupError:
            text = text.encode("ascii", "replace").decode("ascii")
    out.write(text)
    out.flush()
