"""Replaying recorded games: every score against the engine, the finder after every guess,
and the verb against the plausible answers left.

One replay serves every game a record holds, board by board (one board is just the first):

- the scores: each recorded score must be the engine's, :func:`wordfinder.feedback.score`,
  against the board's secret (:attr:`GameRecord.secrets`: a word, or a Quantum Wordle
  pair's two words; on several boards, a board marked ``-`` is one an earlier guess
  solved, which the record's reading checks);
- the candidates: words from a bit-parallel index of the word list, board by board, or for
  a Quantum Wordle game the pairs :func:`wordfinder.quantum.find_pairs_each` finds;
- the verb: ``yields`` means one plausible answer (pair) is left, on every board.

The kind of game a record holds, its type (:func:`_kind`: one word, a Quantum Wordle pair,
several boards), says which candidates, what the verb counts, and how a failure names a board.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from . import words as wordlists
from .bundles import Bundle, language_of
from .feedback import Score, score
from .index import WordIndex, WordSet
from .knowledge import why_impossible
from .notation import BoardsPair, GuessScore
from .records import YIELDS, BadRecord, BoardsRecord, GameRecord, PairRecord, load_games, select_games
from .words import PathName

__all__ = ["GameResult", "Replayed", "Vocabulary", "check_game", "replay_files"]


@dataclass(frozen=True, slots=True)
class GameResult:
    """What replaying one game found: candidates left after each guess, failures, warnings."""

    game: GameRecord
    remaining: tuple[int, ...] = ()
    plausible: int | None = None
    failures: tuple[str, ...] = field(default=())
    warnings: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """Whether the game replayed without failure."""
        return not self.failures


class Vocabulary:
    """The word list the finder searches and the answers the verbs count as plausible.

    Games are checked with a :class:`WordIndex` per word length, built on first use,
    so the candidates after each guess are counted from sets rather than by searching
    the list again.
    """

    def __init__(self, words: Iterable[str], answers: Iterable[str]) -> None:
        self.words: tuple[str, ...] = tuple(words)
        self.answers: frozenset[str] = frozenset(answers)
        self._indexes: dict[int, tuple[WordIndex, WordSet]] = {}
        self._starting: dict[str, Vocabulary] = {}

    def starting(self, start: str) -> Vocabulary:
        """The words and answers that start with ``start`` (SUTOM's letter given); all of them
        for ``""``."""
        if not start:
            return self
        if start not in self._starting:
            self._starting[start] = Vocabulary((w for w in self.words if w.startswith(start)),
                                               (a for a in self.answers if a.startswith(start)))
        return self._starting[start]

    def __contains__(self, word: object) -> bool:
        return word in self.index(len(word))[0] if isinstance(word, str) else False

    def index(self, length: int) -> tuple[WordIndex, WordSet]:
        """The index of the words of ``length`` letters, and its set of plausible answers."""
        if length not in self._indexes:
            index = WordIndex(w for w in self.words if len(w) == length)
            self._indexes[length] = (index, index.subset(self.answers))
        return self._indexes[length]


def check_game(game: GameRecord, vocabulary: Vocabulary, strict: bool = False, start: str = "") -> GameResult:
    """Replay ``game``: every score, the finder after every guess, and the verb.

    A score the engine does not reproduce, or a finder that drops the answer, is a
    failure.  A verb that does not match the plausible answers left is a warning
    (answers lists change over time), or a failure when ``strict``.  ``start``: the letters
    the secret shows before the first guess (SUTOM's first letter), which every guess must
    start with and the finder's words do.
    """
    kind = _kind(game)
    failures = [f"{pair} does not start with {start}, the letter given" for pair in game.pairs
                if not str(pair).startswith(start)]
    failures += _score_failures(game, kind)
    if failures:
        return GameResult(game, failures=tuple(failures))
    remaining, left, failures, warnings = kind.trail(game, vocabulary)
    if note := _verb_problem(game.verb, left, kind.counted):
        if left != 1:
            note += kind.somewhere
        (failures if strict else warnings).append(note)
    return GameResult(game, tuple(remaining), left, tuple(failures), tuple(warnings))


# The counts after each guess, the plausible answers (pairs) left, failures and warnings.
Trail = tuple[list[int], int, list[str], list[str]]


class _OneWord:
    """How a game of one secret word is replayed: the finder's words after each guess, a
    failure quoting the scores alone (and why no word earns a recorded one)."""

    counted = "plausible answer"  # what the verb counts
    somewhere = ""  # where the verb's count is wrong: there is one board

    def trail(self, game: GameRecord, vocabulary: Vocabulary) -> Trail:
        """The finder replayed on the game's boards."""
        return _words_trail(game, vocabulary, self)

    def board(self, board: int) -> str:
        """How a failure on ``board`` (from 1) names it: not at all, there being one."""
        return ""

    def mismatch(self, game: GameRecord, row: GuessScore, actual: Sequence[Score | None]) -> str:
        """The failure of ``row``, whose score the engine gives as ``actual``."""
        return _mismatch(row, actual[0], game.answers)


class _QuantumPair(_OneWord):
    """How a Quantum Wordle game is replayed: the pairs :func:`wordfinder.quantum.find_pairs_each`
    finds after each guess, the verb counting plausible pairs."""

    counted = "plausible pair"

    def trail(self, game: GameRecord, vocabulary: Vocabulary) -> Trail:
        """The pairs found after each guess."""
        return _pairs_trail(game, vocabulary)


class _SeveralWords(_OneWord):
    """How a multi-board game is replayed: the finder board by board, a failure naming the
    board, or quoting the guess's scores on every board."""

    somewhere = " on some board"

    def board(self, board: int) -> str:
        """How a failure on ``board`` (from 1) names it."""
        return f"board {board}: "

    def mismatch(self, game: GameRecord, row: BoardsPair, actual: Sequence[Score | None]) -> str:
        """The failure of ``row``, whose scores the engine gives as ``actual``."""
        return f"{row.guess} scores {BoardsPair(row.guess, tuple(actual))} against {'/'.join(game.answers)}, not {row}"


_KINDS = {GameRecord: _OneWord(), PairRecord: _QuantumPair(), BoardsRecord: _SeveralWords()}
"""How a game is replayed, by the kind of its record: one word, a Quantum Wordle pair of
secret words, or several boards."""


def _kind(game: GameRecord) -> _OneWord:
    """How ``game`` is replayed, by the kind of its record (:data:`_KINDS`)."""
    return _KINDS[type(game)]


def _score_failures(game: GameRecord, kind: _OneWord) -> list[str]:
    """A failure for each recorded guess the engine scores otherwise, on some board not
    marked solved (``-``)."""
    failures = []
    for row in game.pairs:
        boards = zip(row.scores, game.secrets)
        actual = tuple([None if earned is None else score(row.guess, *secret) for earned, secret in boards])
        if actual != row.scores:
            failures.append(kind.mismatch(game, row, actual))
    return failures


def _mismatch(pair: GuessScore, actual: object, answers: Sequence[str]) -> str:
    """The failure of a recorded score the engine does not give, with why no word could earn it."""
    note = f"{pair.guess} scores {actual} against {'|'.join(answers)}, not {pair.score}"
    if reason := why_impossible(pair):
        note += f" (and no word earns {pair.score}: {reason})"
    return note


def _words_trail(game: GameRecord, vocabulary: Vocabulary, kind: _OneWord) -> Trail:
    """The finder replayed board by board: each board's candidates after each guess that
    scored on it must keep its answer.  The count after each guess is the candidates summed
    over the boards; the plausible answers left are the most any board has (1 when every
    board has one, as ``yields`` says)."""
    answers = game.answers
    index, plausible = vocabulary.index(len(answers[0]))
    unlisted = [a for a in answers if a not in index]
    warnings = [f"{a} is not in the word list" for a in unlisted]
    failures: list[str] = []
    found = [index.everything] * len(answers)
    remaining: list[int] = []
    for row in game.pairs:
        for board, earned in enumerate(row.scores):
            if earned is None:
                continue
            found[board] &= index.earned_by(GuessScore(earned))
            if answers[board] not in unlisted and not index.has(found[board], answers[board]):
                failures.append(f"{kind.board(board + 1)}the finder drops {answers[board]} after {row}")
        remaining.append(sum(map(int.bit_count, found)))
    lefts = [(f & plausible).bit_count() for f in found]
    return remaining, 1 if all(n == 1 for n in lefts) else max(lefts), failures, warnings


def _pairs_trail(game: GameRecord, vocabulary: Vocabulary) -> Trail:
    """The finder replayed for a Quantum Wordle game: ``find_pairs`` after every guess keeps
    the secret.

    The verb counts plausible pairs, both words in the answers list, so when the
    secret is such a pair, searching the answers list alone finds every pair that
    matters (and is several times faster than the whole word list).
    """
    from .quantum import find_pairs_each

    secret = tuple(sorted(game.answers))
    plausible = vocabulary.answers
    words = sorted(plausible) if all(a in plausible for a in secret) else vocabulary.words
    failures: list[str] = []
    warnings = [] if all(a in vocabulary for a in secret) else [f"{'|'.join(secret)} is not in the word list"]
    each = find_pairs_each(game.pairs, words)
    for pair, found in zip(game.pairs, each):
        if secret not in found and not warnings:
            failures.append(f"find_pairs drops {'|'.join(secret)} after {pair}")
    left = sum(a in plausible and b in plausible for a, b in each[-1])
    return [len(found) for found in each], left, failures, warnings


def _verb_problem(verb: str, left: int, what: str) -> str | None:
    """Why ``verb`` does not fit ``left`` plausible answers (or pairs), or None when it does."""
    if (left == 1) if verb == YIELDS else (left > 1):
        return None
    return f"'{verb}' but {left} {what}{'s' if left != 1 else ''} remain{'s' if left == 1 else ''}"


@dataclass(frozen=True, slots=True)
class Replayed:
    """What ``wordfinder score`` found: each game's result."""

    results: tuple[GameResult, ...]

    @property
    def failures(self) -> int:
        """How many failures the games had."""
        return sum(len(r.failures) for r in self.results)

    @property
    def warned(self) -> int:
        """How many warnings the games had (the files' own warnings aside)."""
        return sum(len(r.warnings) for r in self.results)


def replay_files(
    paths: Sequence[PathName],
    first: int | None = None,
    last: int | None = None,
    newest: int | None = None,
    word_file: PathName | None = None,
    answers_file: PathName | None = None,
    strict: bool = False,
    progress: Callable[[int, int], object] | None = None,
    warn: Callable[[str], object] | None = None,
    lists: Bundle | None = None,
    start_of: Callable[[tuple[str, ...]], str] = lambda secret: "",
) -> Replayed:
    """Every game recorded in the files and folders ``paths``, numbered from ``first`` to
    ``last`` (only the ``newest`` listed of them), replayed by :func:`check_game` against
    the word list and answers (default: the bundled ones).  ``progress`` is told how many
    games are done of how many, before the first and after each (a progress bar); ``warn``
    each warning of reading the files (a file named twice, a game number used twice), at once.
    ``lists``, a language's lists of a length (:func:`wordfinder.bundles.chosen`), stand for
    the bundled ones, and the games and word files are read in its language's tile letters
    (CORAÇÃO is CORACAO in pt), English's without it.  ``start_of`` gives the letters a
    game's secret shows before the first guess (:meth:`wordfinder.game.Game.start_of`: SUTOM's
    first letter), which its guesses and the finder's words start with.

    Raises :class:`BadRecord` for a record that cannot be read or when there is none, and
    :class:`WordListError` for a list that cannot be.
    """
    language = language_of(lists)
    found = load_games(paths, language)
    if found.problems:
        raise BadRecord(str(found.problems[0]))
    for warning in found.warnings if warn is not None else ():
        warn(warning)
    if not found.records:
        raise BadRecord(f"no game records in {' '.join(repr(str(p)) for p in paths)}")
    games = select_games(found.records, first, last, newest)
    vocabulary = Vocabulary(
        wordlists.read_option_list(word_file, "--word-file", language)
        or (lists.allowed if lists else wordlists.bundled(wordlists.ALLOWED)),
        wordlists.read_option_list(answers_file, "--answers-file", language)
        or (lists.answers if lists else wordlists.bundled(wordlists.ANSWERS)),
    )
    progress = progress or (lambda done, total: None)
    show = lists.show if lists is not None and lists.shown else None
    results: list[GameResult] = []
    progress(0, len(games))
    for game in games:
        start = start_of(game.answers)
        result = check_game(game, vocabulary.starting(start), strict, start)
        results.append(result if show is None else _shown(result, show))
        progress(len(results), len(games))
    return Replayed(tuple(results))


def _shown(result: GameResult, show: Callable[[str], str]) -> GameResult:
    """``result`` for display: its answers, and each answer where a failure or warning names
    it, written as ``show`` writes them (a language's accents: ACUDE -> AÇUDE)."""
    shown = {answer: show(answer) for answer in result.game.answers}
    named = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(shown, key=len, reverse=True))) + r")\b")

    def spelled(notes: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(named.sub(lambda word: shown[word[0]], note) for note in notes)

    record = replace(result.game, answers=tuple(shown[a] for a in result.game.answers))
    return replace(result, game=record, failures=spelled(result.failures), warnings=spelled(result.warnings))
