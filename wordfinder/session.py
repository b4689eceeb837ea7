"""The interactive game (seed 001, with seed 002's attempts and hints): pure, its I/O passed in.

One loop plays any :class:`~wordfinder.game.Game`: classic or Quantum Wordle, hard mode,
one board or several (Dordle, Quordle, ...), with or without a guess limit, Fibble and
Woodle (the row shown is drawn from the true score by the game's relation, lies by the
seeded generator), and Absurdle (an :class:`~wordfinder.absurdle.Adversary` answers in
place of a secret).  A game draws its secret (:func:`draw_secret`: the kind of secret its
scoring names draws itself, or Absurdle's adversary is dealt), then reads lines until the
player wins, runs out of guesses or input.  What a variant changes in play, the secret's
kind says (:class:`Secret`, :class:`SecretPair`, :class:`BoardSecrets`, the adversary), or
the game's relation (Fibble's and Woodle's rows): the loop asks them.  Each line is a
guess, ``?`` (a hint: one letter of the secret not shown yet) or ``?N`` (a hint: the letter
at position N).  The text is seed 001's protocol exactly: ``Please input your guess: ``,
then ``Invalid word. Try again: `` after a rejected line, and ``Result: `` with the emoji
tiles after each guess (several boards: each board's tiles, separated by `` | ``, ``-`` for
a board an earlier guess solved).  Neither a rejected line nor a hint uses up an attempt
(seed 002); hints are for one board only.

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
from typing import ClassVar, TextIO

from . import words as wordlists
from .absurdle import Adversary, dealer
from .answers import ALL, LIKELY, ORIGINAL, AnswerModel, answer_model, bundle_model, likely_model
from .bundles import UnknownList, available, bundle, is_default
from .errors import WordListError, quoted
from .endings import OneBoardEnding
from .feedback import Score, Tile
from .game import CLASSIC, NYT, QUANTUM, Game, check_variants
from .hardmode import hard_mode_problem
from .languages import ENGLISH, Language, written
from .notation import BoardsPair, GuessScore
from .numbers import BadNumber, parse_int
from .records import (INCLUDES, YIELDS, BoardsRecord, GameRecord, PairRecord, RecordFile, append_record,
                      check_record_file)
from .replaying import Vocabulary, check_game
from .trie import Trie

__all__ = [
    "NO_HINTS",
    "PROMPT",
    "RESULT",
    "RETRY",
    "BoardSecrets",
    "GameState",
    "Hint",
    "Outcome",
    "Played",
    "Rejection",
    "Secret",
    "SecretPair",
    "WordLists",
    "can_encode",
    "choose_pair",
    "draw_secret",
    "game_record",
    "game_words",
    "hint",
    "hint_line",
    "known_letters",
    "known_positions",
    "letter_states",
    "line_reader",
    "play",
    "play_session",
    "read_move",
    "record_game",
    "replay_vocabulary",
    "result_tiles",
    "shown_row",
    "summary",
]

PROMPT = "Please input your guess: "  # asked once per guess (seed 001)
RETRY = "Invalid word. Try again: "  # asked instead after a rejected line; the first prompt is not repeated
RESULT = "Result: "  # followed by the emoji tiles and a newline
NO_HINTS = "Hints are not available in multi-board games."


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
class Secret(OneBoardEnding):
    """The word to find on one board, upper case (Wordle).  :meth:`of` gives several boards'
    (:class:`BoardSecrets`) and :meth:`pair` Quantum Wordle's (:class:`SecretPair`): each kind
    says what it changes in play (how it is drawn, the hints, what a green tile tells, the
    closing line, the record), so that the game loop asks it rather than testing which game it is."""

    boards: tuple[tuple[str, ...], ...]  # each board's words: here one board of one word

    hint_refusal: ClassVar[str | None] = None  # why ``?`` gives no hint (None: it gives one)
    hint_subject: ClassVar[str] = "the word"  # what a letter hint says holds the letter
    notes: ClassVar[tuple[str, ...]] = ()  # what the terminal's status line says of the secret
    recorded: ClassVar[type[GameRecord]] = GameRecord  # the kind of a game's record: one board's plain pairs

    @classmethod
    def of(cls, *answers: str) -> Secret:
        """The secret of one board per answer: ``Secret.of("CRANE")``, or for Dordle
        ``Secret.of("SLOTH", "BUDGE")`` (a :class:`BoardSecrets`).  The one place where
        one board and several part."""
        boards = tuple((answer.upper(),) for answer in answers)
        return Secret(boards) if len(answers) == 1 else BoardSecrets(boards)

    @classmethod
    def drawn(cls, words: Sequence[str], boards: int, rng: random.Random,
              weights: Sequence[float] | None = None) -> Secret:
        """The secret of ``boards`` boards drawn from ``words``, one distinct word a board:
        uniformly (seed 001: every word equally likely) or, given ``weights`` (aligned with
        ``words``), each with chance in proportion to its weight among the words not drawn
        yet.  Raises :class:`WordListError` when the words are fewer than the boards."""
        if boards > len(words):
            raise WordListError(f"--boards {boards}: the list has only {len(words)} words to draw from")
        if weights is None:
            return Secret.of(*rng.sample(list(words), boards))
        pool, left = list(words), list(weights)
        drawn = []
        for _ in range(boards):
            k = rng.choices(range(len(pool)), weights=left)[0]
            drawn.append(pool.pop(k))
            left.pop(k)
        return Secret.of(*drawn)

    @classmethod
    def pair(cls, answer: str, dual: str) -> SecretPair:
        """The Quantum Wordle secret of the two words ``answer`` and ``dual``, on one board."""
        return SecretPair(((answer.upper(), dual.upper()),))

    @property
    def words(self) -> tuple[str, ...]:
        """Every secret word, board by board."""
        return tuple(word for board in self.boards for word in board)

    @property
    def length(self) -> int:
        """The letters of a secret word."""
        return len(self.boards[0][0])

    def scored(self, guess: str, solved: Sequence[bool] = ()) -> BoardsPair:
        """The scores ``guess`` earns on the boards not ``solved``, by the engine."""
        return BoardsPair.scored(guess, self.boards, solved)

    def after(self, row: BoardsPair) -> Secret:
        """The secret once ``row`` was played: the same (Absurdle's adversary is not)."""
        return self

    def unfound(self, ending: str, shown: Sequence[str]) -> str:
        """The closing line that begins ``ending`` (``You lost after 6 attempts``) when the
        secret was not found, revealing its words as the game's language writes them, ``shown``."""
        return f"{ending}. The word was {shown[0]}."

    def record(self, number: int, rows: Sequence[BoardsPair]) -> GameRecord:
        """The record of a game of this secret played in ``rows``, as game ``number`` (its verb
        ``yields`` until the answers left are counted): one board's pairs and the secret's words."""
        return self.recorded(number, tuple(GuessScore(row.scores[0]) for row in rows), YIELDS, self.words)


@dataclass(frozen=True, slots=True)
class SecretPair(Secret):
    """Quantum Wordle's secret: two words sharing no letter on a board.  A green tile names one
    word's letter there, so it leaves the position unknown (the other word's letter stays hidden)."""

    hint_subject = "one of the words"
    notes = ("Quantum Wordle: two words",)
    recorded = PairRecord

    @classmethod
    def drawn(cls, words: Sequence[str], boards: int, rng: random.Random,
              weights: Sequence[float] | None = None) -> SecretPair:
        """A Quantum Wordle pair for each of the ``boards`` drawn from ``words`` as seed 001's
        footnote says (:func:`choose_pair`), every word alike: ``weights`` are not used."""
        return SecretPair(tuple(choose_pair(words, rng) for _ in range(boards)))

    def green_positions(self, scores: Iterable[Score]) -> frozenset[int]:
        """No position: a green tile shows one word's letter there, never the other's."""
        return frozenset()

    def unfound(self, ending: str, shown: Sequence[str]) -> str:
        """The closing line ``ending``, then both words."""
        return f"{ending}. The words were {' and '.join(shown)}."


@dataclass(frozen=True, slots=True)
class BoardSecrets(Secret):
    """The secrets of several boards (Dordle, Quordle, ...), one word each, all guessed at once.
    Hints are for one board only; the closing line and the record speak of every board."""

    hint_refusal = NO_HINTS

    def won(self, used: str) -> str:
        """The closing line of a game whose every board was solved in ``used``."""
        return f"You solved all {len(self.boards)} boards in {used}."

    def solved_note(self, solved: Sequence[bool]) -> str:
        """How many of the boards were solved."""
        return f", with {sum(solved)} of {len(self.boards)} boards solved"

    def unfound(self, ending: str, shown: Sequence[str]) -> str:
        """The closing line ``ending``, then every board's word."""
        return f"{ending}. The words were {', '.join(shown)}."

    def record(self, number: int, rows: Sequence[BoardsPair]) -> BoardsRecord:
        """The record of a game of these secrets played in ``rows``, as game ``number``: each
        guess's score on every board, and every board's word."""
        return BoardsRecord(number, tuple(rows), YIELDS, self.words, boards=len(self.boards))


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
class GameState:
    """A game so far: the secret, the game's rules, each guess's scores, the hints given, and
    its outcome."""

    secret: Secret | Adversary
    game: Game = NYT
    rows: tuple[BoardsPair, ...] = ()  # each guess and its score on every board (None: solved before)
    hints: tuple[Hint, ...] = ()
    outcome: Outcome = Outcome.PLAYING

    @property
    def boards(self) -> int:
        """How many boards the game has."""
        return len(self.secret.boards)

    @property
    def scores(self) -> tuple[Score, ...]:
        """Every score earned, guess by guess and board by board (one board: its scores)."""
        return tuple(earned for row in self.rows for earned in row.scores if earned is not None)

    @property
    def solved(self) -> tuple[bool, ...]:
        """Which boards a guess has solved (all green: in Quantum Wordle, either word guessed)."""
        won = [[earned is not None and earned.is_win for earned in row.scores] for row in self.rows]
        return tuple(any(column) for column in zip(*won)) if won else (False,) * self.boards

    @property
    def hint_refusal(self) -> str | None:
        """Why ``?`` gives no hint in this game, or None when it gives one: rows that lie (Fibble,
        Woodle) keep back the truth a hint would tell, Absurdle has no secret to tell of, and a
        hint is for one board only."""
        return self.game.relation.hint_refusal or self.secret.hint_refusal

    @property
    def attempts(self) -> int:
        """How many guesses have been scored."""
        return len(self.rows)

    @property
    def attempts_left(self) -> int | None:
        """How many guesses are left, or None when they are unlimited."""
        limit = self.game.limit
        return None if limit is None else limit - self.attempts

    def guessed(self, row: BoardsPair) -> GameState:
        """The game after a guess scored ``row``: won once every board is solved, lost on the
        last attempt, or going on."""
        state = replace(self, rows=(*self.rows, row), secret=self.secret.after(row))
        if all(state.solved):
            return replace(state, outcome=Outcome.WON)
        if state.attempts_left == 0:
            return replace(state, outcome=Outcome.LOST)
        return state

    def hinted(self, clue: Hint) -> GameState:
        """The game after ``clue`` was revealed."""
        return replace(self, hints=(*self.hints, clue))

    def abandoned(self) -> GameState:
        """The game after the input ran out."""
        return replace(self, outcome=Outcome.ABANDONED)


# --- word lists and the secret -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WordLists:
    """The words a game may draw its secret from, with what weighs each (None: all alike), and
    the words it accepts as guesses."""

    secrets: tuple[str, ...]
    guesses: tuple[str, ...]
    bundled: bool  # the bundled lists, whose plausible answers are the 2,315 original ones
    weights: tuple[float, ...] | None = None  # aligned with secrets


def game_words(
    length: int = 5,
    word_file: Path | str | None = None,
    dict_words: bool = False,
    answers: str | AnswerModel | None = None,
    played: Sequence[str] = (),
    language: Language = ENGLISH,
) -> WordLists:
    """The secret and guess lists a game with these options plays with; raises :class:`WordListError`.

    The guesses are the bundled 14,855 allowed guesses by default, or the words of
    ``word_file`` (or the system dictionary), cut to ``length`` letters.  ``answers`` is
    the answer model the secret is drawn by: ``likely``, each word of the list with chance
    in proportion to its prior (today's game); ``all``, every word of the list alike;
    ``original``, the 2,315 original answers among it alike, while every guess is still
    accepted, as in Wordle; a model of its own (a file's words, alike), whose words are
    accepted as guesses too; or None, ``likely`` for the bundled list and ``all`` for a
    list of one's own (seed 001: every word equally likely).  The past answers ``played``
    are down-weighted (:meth:`AnswerModel.with_played`).  A ``language`` or ``length`` other
    than English at five letters plays its bundled lists (:func:`wordfinder.bundles.bundle`).
    """
    if word_file is None and not dict_words and not is_default(language, length) and (
        language is not ENGLISH or (language.code, length) in available()
    ):
        chosen = bundle(language, length)
        model = answers if isinstance(answers, AnswerModel) else bundle_model(answers or LIKELY, chosen)
        secrets = tuple(w for w in model.words if len(w) == length)
        weights = _weights(model, played, secrets)
        listed = set(chosen.allowed)
        return WordLists(secrets, chosen.allowed + tuple(w for w in secrets if w not in listed), False,
                         None if len(set(weights)) <= 1 else weights)
    guesses, origin = wordlists.chosen_list(word_file, dict_words, length, language)
    if not guesses and not isinstance(answers, AnswerModel):
        raise WordListError(f"{origin} has no {length}-letter words")
    bundled = word_file is None and not dict_words
    if isinstance(answers, AnswerModel):
        secrets = tuple(w for w in answers.words if len(w) == length)
        if not secrets:
            raise WordListError(f"{answers.name!r} has no {length}-letter words to draw the secret from")
        listed = set(guesses)
        guesses += tuple(w for w in secrets if w not in listed)
        model, bundled = answers, False
    else:
        name = answers or (LIKELY if bundled else ALL)
        secrets = guesses
        if name == ORIGINAL:
            original = frozenset(wordlists.bundled(wordlists.ANSWERS))
            secrets = tuple(w for w in guesses if w in original)
            if not secrets:
                raise WordListError(f"{origin} has no {length}-letter words among the original answers")
        model = likely_model() if name == LIKELY and bundled else answer_model(name, guesses)
    weights = _weights(model, played, secrets)
    return WordLists(secrets, guesses, bundled, None if len(set(weights)) <= 1 else weights)


def _weights(model: AnswerModel, played: Sequence[str], secrets: Sequence[str]) -> tuple[float, ...]:
    """Each secret's weight under ``model`` with the past answers ``played`` down-weighted: the
    model made once (made afresh for every secret, a one-word --played file took minutes); with
    none played, :meth:`AnswerModel.with_played` gives the model itself."""
    chosen = model.with_played(played)
    return tuple(chosen.weight(w) for w in secrets)


def draw_secret(
    game: Game, words: Sequence[str], rng: random.Random, weights: Sequence[float] | None = None
) -> Secret | Adversary:
    """The secret of ``game`` drawn from ``words`` (``weights``, when given, aligned with them)
    by the kind its scoring draws (:data:`_SCORED_SECRETS`): one distinct word a board
    (:meth:`Secret.drawn`), or a Quantum Wordle pair (:meth:`SecretPair.drawn`); raises
    :class:`WordListError`.  Absurdle draws nothing: its adversary starts with every word
    (:func:`~wordfinder.absurdle.dealer`)."""
    return dealer(game, _SCORED_SECRETS[game.scoring]).drawn(words, game.boards, rng, weights)


_SCORED_SECRETS = {CLASSIC: Secret, QUANTUM: SecretPair}
"""The kind of secret each scoring draws: words scored alone, or pairs whose tiles interfere."""


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


# --- one line of input ------------------------------------------------------------


def read_move(text: str, state: GameState, vocabulary: Trie, rng: random.Random) -> BoardsPair | Hint | Rejection:
    """What the line ``text`` (lower-cased, newline stripped) does in the game ``state``.

    A hint request gives a :class:`Hint` or a :class:`Rejection` naming what was
    wrong (hints are for one board); a word of ``vocabulary`` (of the secret's length,
    letters A-Z in any case) gives its scores, unless it breaks hard mode; anything
    else is a plain :class:`Rejection`.
    """
    if text.startswith("?"):
        refusal = state.hint_refusal
        return hint(state, text, rng) if refusal is None else Rejection(refusal)
    guess = (text if text.isascii() and not state.game.language.joined else state.game.language.spelled(text)).upper()
    if len(guess) != state.secret.length or not guess.isalpha() or guess not in vocabulary:
        return Rejection()
    start = state.game.start_of(state.secret.words)
    if not guess.startswith(start):
        return Rejection(f"Every guess starts with {start}, the letter given.")
    if state.game.hard and (problem := hard_mode_problem(state.scores, guess)):
        return Rejection(f"Hard mode: {problem}.")
    return state.secret.scored(guess, state.solved)


def hint(state: GameState, request: str, rng: random.Random) -> Hint | Rejection:
    """The clue ``request`` (``?`` or ``?N``) asks for, or why it cannot be given.

    ``?`` reveals a letter of the secret, chosen at random among those no score
    or hint has shown yet; ``?N`` the letter at position N (both words' letters
    in Quantum Wordle).
    """
    length = state.secret.length
    wanted = request[1:].strip()
    if not wanted:
        hidden = sorted(set("".join(state.secret.words)) - known_letters(state))
        if not hidden:
            return Rejection("No hint: every letter of the secret is known; ask ?N for a position.")
        return Hint((rng.choice(hidden),))
    try:
        position = parse_int(wanted, "hint", 1, length)  # its length checked before converting
    except BadNumber:
        return Rejection(f"No hint: {quoted(request)}: expected ? or ?N with N from 1 to {length}.")
    if position in known_positions(state):
        return Rejection(f"No hint: letter {position} is known already; ask another.")
    return Hint(tuple(word[position - 1] for word in state.secret.words), position)


def known_letters(state: GameState) -> frozenset[str]:
    """The secret's letters shown so far, by a hit in some score or by a hint."""
    shown = {letter for s in state.scores for letter, tile in zip(s.guess, s.tiles) if tile.is_hit}
    hinted = {letter for clue in state.hints for letter in clue.letters}
    return frozenset(shown | hinted)


def known_positions(state: GameState) -> frozenset[int]:
    """The positions (from 1) whose letter is known: asked for, or shown green (classic only:
    :meth:`Secret.green_positions`)."""
    asked = {clue.position for clue in state.hints if clue.position is not None}
    return frozenset(asked) | state.secret.green_positions(state.scores)


# --- what the player reads ---------------------------------------------------------


def hint_line(state: GameState, clue: Hint) -> str:
    """The line announcing ``clue``, e.g. ``Hint: letter 3 is R.`` (a tile of letters as typed:
    Dutch IJ, not the ligature; at a position, the letter as the word is written there:
    ``letter 2 is Ç`` in AÇUDE, where ``contains C`` names the tile)."""
    if clue.position is None:
        return f"Hint: {state.secret.hint_subject} contains {written(clue.letters)[0]}."
    letters = [_shown_tile(state.game, word, clue.position) for word in state.secret.words]
    if len(letters) == 2:
        # Sorted, so the hint does not tell which of the two words each letter belongs to.
        first, second = sorted(letters)
        return f"Hint: letter {clue.position} is {first} in one word and {second} in the other."
    return f"Hint: letter {clue.position} is {letters[0]}."


def summary(state: GameState) -> str:
    """The closing line: attempts and hints, and the secret unless the player found it (on
    several boards: how many were solved, and every board's word)."""
    used = _plural(state.attempts, "attempt")
    if state.hints:
        used += f", with {_plural(len(state.hints), 'hint')}"
    secret = state.secret
    if state.outcome is Outcome.WON:
        return secret.won(used)
    if state.outcome is Outcome.LOST:
        ending = f"You lost after {used}{secret.solved_note(state.solved)}"
    else:
        ending = f"No more input after {used}"
    return secret.unfound(ending, [_shown(state.game, w) for w in secret.words])


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
    secret: Secret | Adversary,
    vocabulary: Trie,
    read_line: Callable[[], str],
    out: TextIO,
    game: Game = NYT,
    rng: random.Random | None = None,
    show: Callable[[GameState], None] | None = None,
) -> GameState:
    """The finished game: won, lost, or abandoned when ``read_line`` returns ``""`` (end of input).

    Prompts, results, hints, reasons and the summary are written to ``out``;
    ``show``, when given, is called with the game before the first guess and after
    each one (the terminal board), unless the game's rows lie (:meth:`~wordfinder.relations.Relation.drawing`).
    ``rng`` chooses the letters ``?`` reveals.
    """
    rng = rng or random.Random()
    show = game.relation.drawing(show) or (lambda state: None)
    state = GameState(secret, game)
    show(state)
    start = game.start_of(secret.words)
    if start:  # SUTOM's rule: the first letter is shown before the first guess
        _write(out, f"The word starts with {_shown(game, start)}.\n")
    prompt = PROMPT
    while state.outcome is Outcome.PLAYING:
        _write(out, prompt)
        line = read_line()
        if not line:
            _write(out, "\n")  # the prompt is still open on its line
            state = state.abandoned()
            break
        move = read_move(line.strip().lower(), state, vocabulary, rng)
        if isinstance(move, Rejection):
            if move.reason:
                _write(out, move.reason + "\n")
            prompt = RETRY
        elif isinstance(move, Hint):
            state = state.hinted(move)
            _write(out, hint_line(state, move) + "\n")
            prompt = PROMPT
        else:
            _write(out, f"{RESULT}{result_tiles(shown_row(game, move, rng), out)}\n")
            state = state.guessed(move)
            show(state)
            prompt = PROMPT
    _write(out, summary(state) + "\n")
    return state


def shown_row(game: Game, row: BoardsPair, rng: random.Random) -> BoardsPair:
    """What the player is shown for the true ``row``: each board's score as the game's
    relation shows it (Fibble's lies drawn by ``rng``, Woodle's counts, Wordle's truth itself)."""
    return BoardsPair(row.guess, tuple(None if s is None else game.relation.show(s, rng) for s in row.scores))


LONGEST_LINE = 4096  # a typed line longer than this is not a guess, and is read no further
MOST_LINES = 10_000  # a game that has read this many lines is not being played by a person


def line_reader(stream: TextIO | None, most: int = LONGEST_LINE, lines: int = MOST_LINES) -> Callable[[], str]:
    """A ``read_line`` for :func:`play` over ``stream`` (standard input) that raises nothing but
    Ctrl-C's KeyboardInterrupt and never holds more than ``most`` characters: bytes that are not UTF-8 are replaced, a longer
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
        except (OSError, ValueError):  # Ctrl-C is not the end of input: it stops the command (exit 130)
            return ""
        return line.decode("utf-8", "replace") if isinstance(line, bytes) else line

    return read_line


def result_tiles(row: BoardsPair, out: TextIO) -> str:
    """The tiles of a ``Result:`` line, each board's separated by `` | `` and ``-`` for a
    solved board: emoji, or where ``out`` cannot encode them (a Windows console,
    ``PYTHONIOENCODING=cp1252``) the scores in ASCII letter notation, e.g. ``c.E..``."""
    shown = row.emoji_line
    return shown if can_encode(out, shown) else row.tiles_line


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


# --- recording a finished game, and a whole game as `wordfinder play` plays it -------------


def replay_vocabulary(lists: WordLists) -> Vocabulary:
    """What a game's record is replayed against: its guesses, and as plausible answers what
    ``wordfinder score`` assumes for the bundled lists (the 2,315 original answers), else
    the game's own secret list (replay those with ``--word-file F --answers-file F``)."""
    answers = wordlists.bundled(wordlists.ANSWERS) if lists.bundled else lists.secrets
    return Vocabulary(lists.guesses, answers)


def game_record(state: GameState, number: int, vocabulary: Vocabulary) -> GameRecord:
    """The record of a finished game as game ``number``: one board's pairs, or each guess's
    score on every board, and the secret's words.

    The verb is ``yields`` when at most one plausible answer (quantum: pair; on several
    boards: on every board) is left after the last guess, as :func:`check_game` checks
    it, and ``includes`` when several are.  A won one-board game ends on its answer, so
    it yields; a secret outside the plausible answers leaves none, and no verb fits that,
    so ``yields`` is written and the replay warns.
    """
    if not state.outcome.is_finished:
        raise ValueError(f"only a finished game can be recorded, not one that is {state.outcome.value}")
    draft = state.secret.record(number, state.rows)
    left = check_game(draft, vocabulary).plausible or 0
    return replace(draft, verb=INCLUDES if left > 1 else YIELDS)


def record_game(path: str | RecordFile, state: GameState, vocabulary: Vocabulary) -> GameRecord:
    """Record the finished game at the end of the games file, numbered after the games there
    now; the record.  The file is checked again, as it may have changed during the game (an
    editor saving it replaces it with a new regular file, which is fine; anything else is not)."""
    checked = check_record_file(path.name if isinstance(path, RecordFile) else path)
    record = game_record(state, checked.next_number, vocabulary)
    append_record(checked, record)
    return record


@dataclass(frozen=True, slots=True)
class Played:
    """A game played to its end: its last state, and its record when one was written (and
    the games file it was written to)."""

    state: GameState
    record: GameRecord | None = None
    record_file: str | None = None

    @property
    def won(self) -> bool:
        """Whether the player won."""
        return self.state.outcome is Outcome.WON


def _shown_tile(game: Game, word: str, position: int) -> str:
    """The tile at ``position`` (from 1) of ``word`` as the language writes it: Ç in AÇUDE, IJ
    in Dutch ĲDEL (the tile letter itself where the written form has other tiles)."""
    tiles = game.language.tiles(_shown(game, word))
    return tiles[position - 1].upper() if len(tiles) == len(word) else written([word[position - 1]])[0]


def _shown(game: Game, word: str) -> str:
    """A word as the game's language writes it (CORAÇÃO), from its bundled lists; as it is
    where none are bundled (a word file of ten letters)."""
    if is_default(game.language, game.length):
        return word
    try:
        return bundle(game.language, game.length).show(word)
    except UnknownList:
        return word


def play_session(
    game: Game,
    read_line: Callable[[], str],
    out: TextIO,
    word_file: str | None = None,
    dict_words: bool = False,
    seed: int | None = None,
    record: str | None = None,
    show: Callable[[GameState], None] | None = None,
    played: Sequence[str] = (),
) -> Played:
    """A whole game as ``wordfinder play`` plays it: the games file to ``record`` into checked
    before anything else (a game is refused, not lost, for a bad target), the word lists
    (:func:`game_words`, under the game's answer model and the past answers ``played``),
    the secret drawn by ``seed``, the game played (:func:`play`), and a finished game recorded.  Raises
    :class:`WordfinderError` for unplayable options: a game no command plays, or one played with a
    record that cannot be (refused as :func:`~wordfinder.game.game_of` refuses them, in its words)."""
    check_variants("play", game, {"record": record})
    target = check_record_file(record) if record is not None else None
    lists = game_words(game.length, word_file, dict_words, game.answers, played, game.language)
    rng = random.Random(seed)
    secret = draw_secret(game, lists.secrets, rng, lists.weights)
    state = play(secret, Trie(lists.guesses), read_line, out, game, rng, show)
    if target is None or not state.outcome.is_finished:
        return Played(state)
    return Played(state, record_game(target, state, replay_vocabulary(lists)), target.name)
