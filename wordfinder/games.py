"""Recorded games: reading them as users keep them, and replaying them with the engine.

A record is a markdown list line, as the original finder's games file has them::

    * 616: `HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY` yields `FIFTY`

the game number, the backquoted GUESS=SCORE pairs, the verb ``yields`` (one
plausible answer is left) or ``includes`` (several are), optionally in
asterisks, and the backquoted answer.  A Quantum Wordle game names both secret
words, ``MUSIC|WALTZ``; a multi-board game each board's answer, ``CRANK/SLOTH``, and
its pairs one score per board (:mod:`wordfinder.boards`).  Every other line is prose and is skipped.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .errors import WordfinderError
from .files import FileRefused, file_name, is_stdin, read_text
from .feedback import Score, score
from .index import WordIndex, WordSet
from .knowledge import why_impossible
from .notation import GuessScore
from .numbers import BadNumber, parse_int

__all__ = [
    "BadRecord",
    "GameProblem",
    "GameRecord",
    "GameResult",
    "GamesRead",
    "Vocabulary",
    "check_game",
    "duplicate_numbers",
    "game_files",
    "lines",
    "load_games",
    "parse_record",
    "read_games",
    "scan_file",
    "select_games",
]

YIELDS, INCLUDES = "yields", "includes"

# Every Markdown bullet (*, - and +); ASCII digits only, as a game number is converted by parse_int.
_LOOKS_LIKE_RECORD = re.compile(r"^\s*[*+-]\s*(?P<number>[0-9]+)\s*:")
_RECORD = re.compile(
    r"""^\s*[*+-]\s*(?P<number>[0-9]+)\s*:\s*
        `(?P<pairs>[^`]*)`\s*
        (?P<stars>\**)(?P<verb>yields|includes)(?P=stars)\s*
        `(?P<answer>[^`]*)`\s*$""",
    re.VERBOSE,
)


class BadRecord(WordfinderError):
    """A line that starts like a game record but cannot be read as one."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One recorded game: its number, the pairs played, the verb and the answer(s)."""

    number: int
    pairs: tuple[GuessScore, ...]  # multi-board: BoardsPair values
    verb: str
    answers: tuple[str, ...]  # one word, the two words of a Quantum Wordle secret, or one per board
    source: str = ""
    line: int = 0
    boards: int = 0  # a multi-board game's number of boards; 0 for one board

    @property
    def is_quantum(self) -> bool:
        """Whether the secret is a Quantum Wordle pair of words."""
        return len(self.answers) == 2 and not self.boards

    @property
    def where(self) -> str:
        """``file:line`` of the record."""
        return f"{self.source}:{self.line}"

    def __str__(self) -> str:
        pairs = " ".join(map(str, self.pairs))
        return f"* {self.number}: `{pairs}` {self.verb} `{('/' if self.boards else '|').join(self.answers)}`"


def parse_record(text: str, source: str = "", line: int = 0) -> GameRecord | None:
    """The game recorded on one line, or None for a line of prose; raises :class:`BadRecord`."""
    if not _LOOKS_LIKE_RECORD.match(text):
        return None
    where = f"{source}:{line}: " if source else ""
    found = _RECORD.match(text)
    if not found:
        raise BadRecord(
            f"{where}{text.strip()!r}: expected * N: `GUESS=SCORE ...` yields|includes `ANSWER`"
        )
    if "/" in found["answer"]:
        return _boards_record(found, source, line, where)
    answers = tuple(found["answer"].strip().upper().split("|"))
    if len(answers) > 2 or not all(a.isascii() and a.isalpha() for a in answers):
        raise BadRecord(f"{where}{found['answer']!r}: expected an answer word, or two as A|B")
    if len(answers) == 2 and set(answers[0]) & set(answers[1]):
        raise BadRecord(f"{where}{found['answer']!r}: the two quantum words must share no letter")
    try:
        pairs = tuple(GuessScore.parse(p, checked=False) for p in found["pairs"].split())
    except WordfinderError as error:
        raise BadRecord(f"{where}{error}") from None
    if not pairs:
        raise BadRecord(f"{where}game {found['number']} records no guesses")
    lengths = {len(p.guess) for p in pairs} | {len(a) for a in answers}
    if len(lengths) != 1:
        raise BadRecord(f"{where}game {found['number']}: guesses and answer differ in length")
    try:
        number = parse_int(found["number"], "game number")
    except BadNumber as error:
        raise BadRecord(f"{where}{error}") from None
    return GameRecord(number, pairs, found["verb"], answers, source, line)


def _boards_record(found: re.Match[str], source: str, line: int, where: str) -> GameRecord:
    """The multi-board game of a record line whose answers are written ``A/B/...``."""
    from .boards import parse_history

    answers = tuple(found["answer"].strip().upper().split("/"))
    if not all(a.isascii() and a.isalpha() for a in answers) or len(set(answers)) != len(answers):
        raise BadRecord(f"{where}{found['answer']!r}: expected distinct answer words, one per board, as A/B/...")
    try:
        pairs = parse_history(found["pairs"].split(), len(answers))
        number = parse_int(found["number"], "game number")
    except (WordfinderError, BadNumber) as error:
        raise BadRecord(f"{where}{error}") from None
    if not pairs:
        raise BadRecord(f"{where}game {found['number']} records no guesses")
    if len({len(p.guess) for p in pairs} | {len(a) for a in answers}) != 1:
        raise BadRecord(f"{where}game {found['number']}: guesses and answers differ in length")
    return GameRecord(number, pairs, found["verb"], answers, source, line, len(answers))


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def lines(text: str) -> list[str]:
    """The lines of ``text`` as editors count them: broken at ``\\n``, ``\\r\\n`` and ``\\r`` only
    (``str.splitlines`` also breaks at form feeds and U+2028, which would shift line numbers)."""
    return _LINE_BREAK.split(text)


@dataclass(frozen=True, slots=True)
class GameProblem:
    """A game that cannot be used, where it is: ``file:line: game N: reason``."""

    source: str
    line: int
    number: int | None  # None when the line's game number cannot be read
    reason: str

    @classmethod
    def of(cls, game: GameRecord, reason: str) -> GameProblem:
        """The problem ``reason`` with the recorded ``game`` (a replay or review that failed)."""
        return cls(game.source, game.line, game.number, reason)

    def __str__(self) -> str:
        game = f"game {self.number}: " if self.number is not None else ""
        return f"{self.source}:{self.line}: {game}{self.reason}"


@dataclass(frozen=True, slots=True)
class GamesRead:
    """What reading games files found: the games, the lines that could not be read, and warnings
    (a file given twice, a game number used twice) for the command line to print."""

    records: tuple[GameRecord, ...]
    problems: tuple[GameProblem, ...] = ()
    warnings: tuple[str, ...] = ()


def read_games(paths: Iterable[str | Path]) -> list[GameRecord]:
    """The games recorded in the files, and in the ``*.md`` files of the folders, given.

    Raises :class:`BadRecord` for the first line that starts like a record but is
    not one, and for a path that cannot be read; :func:`load_games` goes on instead.
    """
    found = load_games(paths)
    if found.problems:
        raise BadRecord(str(found.problems[0]))
    return list(found.records)


def load_games(paths: Iterable[str | Path]) -> GamesRead:
    """The games in the files and folders given, each file read once, with every bad record
    kept as a :class:`GameProblem` rather than raised, and warnings for repeats.

    Raises :class:`BadRecord` only for a path that cannot be read at all.
    """
    files, warnings = game_files(paths)
    records: list[GameRecord] = []
    problems: list[GameProblem] = []
    for file in files:
        for item in scan_file(file):
            (records if isinstance(item, GameRecord) else problems).append(item)
    return GamesRead(tuple(records), tuple(problems), (*warnings, *duplicate_numbers(records)))


def scan_file(file: str | Path) -> Iterator[GameRecord | GameProblem]:
    """The games of one games file in order, and a :class:`GameProblem` for each line that starts
    like a record but cannot be read; raises :class:`BadRecord` when the file cannot be read."""
    name = file_name(file)
    try:
        text = read_text(name, "games file")
    except FileRefused as error:
        raise BadRecord(str(error)) from None
    for number, line in enumerate(lines(text), 1):
        try:
            record = parse_record(line, name, number)
        except BadRecord as error:
            yield _problem(line, name, number, error)
        else:
            if record is not None:
                yield record


def _problem(line: str, source: str, number: int, error: BadRecord) -> GameProblem:
    """The problem of a record line that raised ``error``, its location taken off the message."""
    reason = str(error).removeprefix(f"{source}:{number}: ")
    game = _LOOKS_LIKE_RECORD.match(line)
    digits = game["number"] if game else ""
    return GameProblem(source, number, int(digits) if 0 < len(digits) <= 18 else None, reason)


def game_files(paths: Iterable[str | Path]) -> tuple[list[str], list[str]]:
    """The games files the paths name (a file itself, or a folder's ``*.md`` files, README
    aside), each once, and a warning for each file named again; raises :class:`BadRecord`
    for a path that does not exist."""
    files: list[str] = []
    warnings: list[str] = []
    seen: dict[tuple[int, int] | str, str] = {}
    for path in paths:
        for file in _game_files(file_name(path)):
            key = _identity(file)
            if key in seen:
                warnings.append(f"{file!r}: named again (as {seen[key]!r}); its games are read once")
                continue
            seen[key] = file
            files.append(file)
    return files, warnings


def _identity(file: str) -> tuple[int, int] | str:
    """What makes two names the same file: its device and inode (a link or another spelling
    is the same file), or the name itself when it cannot be looked at."""
    try:
        status = os.stat(file)
    except (OSError, ValueError):
        return file
    return (status.st_dev, status.st_ino)


def _game_files(name: str) -> list[str]:
    """The games files ``name`` names: itself, or the markdown files in its folder tree."""
    if is_stdin(name):
        return [name]
    if os.path.isdir(name):
        # A folder's README describes the format; its examples are not games.
        found = (p for p in Path(name).rglob("*.md") if p.is_file() and p.name.lower() != "readme.md")
        return sorted(map(str, found))
    if not os.path.lexists(name):
        raise BadRecord(f"{name!r}: no such file or folder")
    return [name]


def duplicate_numbers(records: Iterable[GameRecord]) -> list[str]:
    """A warning for each game whose number an earlier game of the same file already has
    (each file numbers its own games: ``seeds.md`` and ``classic.md`` both start at 1)."""
    first: dict[tuple[str, int], GameRecord] = {}
    warnings = []
    for record in records:
        key = (record.source, record.number)
        if key in first:
            earlier = first[key]
            warnings.append(f"{record.where}: game {record.number}: the number is used again (first at {earlier.where})")
        else:
            first[key] = record
    return warnings


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

    Classic games are checked with a :class:`WordIndex` per word length, built
    on first use, so the candidates after each guess are counted from sets
    rather than by searching the list again.
    """

    def __init__(self, words: Iterable[str], answers: Iterable[str]) -> None:
        self.words: tuple[str, ...] = tuple(words)
        self.answers: frozenset[str] = frozenset(answers)
        self._indexes: dict[int, tuple[WordIndex, WordSet]] = {}

    def __contains__(self, word: object) -> bool:
        return word in self.index(len(word))[0] if isinstance(word, str) else False

    def index(self, length: int) -> tuple[WordIndex, WordSet]:
        """The index of the words of ``length`` letters, and its set of plausible answers."""
        if length not in self._indexes:
            index = WordIndex(w for w in self.words if len(w) == length)
            self._indexes[length] = (index, index.subset(self.answers))
        return self._indexes[length]


def check_game(game: GameRecord, vocabulary: Vocabulary, strict: bool = False) -> GameResult:
    """Replay ``game``: every score, the finder after every guess, and the verb.

    A score the engine does not reproduce, or a finder that drops the answer, is a
    failure.  A verb that does not match the plausible answers left is a warning
    (answers lists change over time), or a failure when ``strict``.
    """
    if game.boards:
        return _check_boards(game, vocabulary, strict)
    failures = [
        _mismatch(pair, actual, game.answers)
        for pair in game.pairs
        if (actual := score(pair.guess, *game.answers)) != pair.score
    ]
    if failures:
        return GameResult(game, failures=tuple(failures))
    if game.is_quantum:
        return _check_quantum(game, vocabulary, strict)
    answer = game.answers[0]
    index, plausible = vocabulary.index(len(answer))
    listed = answer in index
    warnings = [] if listed else [f"{answer} is not in the word list"]
    remaining: list[int] = []
    found = index.everything
    for pair in game.pairs:
        found &= index.earned_by(pair)
        remaining.append(found.bit_count())
        if listed and not index.has(found, answer):
            failures.append(f"the finder drops {answer} after {pair}")
    left = (found & plausible).bit_count()
    if note := _verb_problem(game.verb, left, "plausible answer"):
        (failures if strict else warnings).append(note)
    return GameResult(game, tuple(remaining), left, tuple(failures), tuple(warnings))


def _mismatch(pair: GuessScore, actual: Score, answers: Sequence[str]) -> str:
    """The failure of a recorded score the engine does not give, with why no word could earn it."""
    note = f"{pair.guess} scores {actual} against {'|'.join(answers)}, not {pair.score}"
    if reason := why_impossible(pair):
        note += f" (and no word earns {pair.score}: {reason})"
    return note


def _check_quantum(game: GameRecord, vocabulary: Vocabulary, strict: bool) -> GameResult:
    """Replay a Quantum Wordle game's finder: ``find_pairs`` after every guess keeps the secret.

    The verb counts plausible pairs, both words in the answers list, so when the
    secret is such a pair, searching the answers list alone finds every pair that
    matters (and is several times faster than the whole word list).
    """
    from .quantum import find_pairs_each

    secret = tuple(sorted(game.answers))
    plausible = vocabulary.answers
    both_plausible = all(a in plausible for a in secret)
    words = sorted(plausible) if both_plausible else vocabulary.words
    failures: list[str] = []
    warnings = [] if all(a in vocabulary for a in secret) else [f"{'|'.join(secret)} is not in the word list"]
    each = find_pairs_each(game.pairs, words)
    remaining = [len(found) for found in each]
    for pair, found in zip(game.pairs, each):
        if secret not in found and not warnings:
            failures.append(f"find_pairs drops {'|'.join(secret)} after {pair}")
    found = each[-1]
    left = sum(a in plausible and b in plausible for a, b in found)
    if note := _verb_problem(game.verb, left, "plausible pair"):
        (failures if strict else warnings).append(note)
    return GameResult(game, tuple(remaining), left, tuple(failures), tuple(warnings))


def _check_boards(game: GameRecord, vocabulary: Vocabulary, strict: bool) -> GameResult:
    """Replay a multi-board game board by board: every score is the engine's against that
    board's answer, and the finder keeps each board's answer.  The count after each guess is
    the candidates summed over the boards; the plausible answers left are the most any board
    has (1 when every board has one, as ``yields`` says)."""
    from .boards import score_boards

    failures: list[str] = []
    solved = [False] * game.boards
    for pair in game.pairs:
        actual = score_boards(pair.guess, game.answers, solved)
        if actual != pair:
            failures.append(f"{pair.guess} scores {actual} against {'/'.join(game.answers)}, not {pair}")
            break
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
    if failures:
        return GameResult(game, failures=tuple(failures))
    index, plausible = vocabulary.index(len(game.answers[0]))
    unlisted = [a for a in game.answers if a not in index]
    warnings = [f"{a} is not in the word list" for a in unlisted]
    found = [index.everything] * game.boards
    remaining: list[int] = []
    for pair in game.pairs:
        for board, earned in enumerate(pair.scores):
            if earned is None:
                continue
            found[board] &= index.earned_by(GuessScore(earned))
            answer = game.answers[board]
            if answer not in unlisted and not index.has(found[board], answer):
                failures.append(f"board {board + 1}: the finder drops {answer} after {pair}")
        remaining.append(sum(f.bit_count() for f in found))
    lefts = [(f & plausible).bit_count() for f in found]
    left = 1 if all(n == 1 for n in lefts) else max(lefts)
    if note := _verb_problem(game.verb, left, "plausible answer"):
        (failures if strict else warnings).append(f"{note} on some board" if left != 1 else note)
    return GameResult(game, tuple(remaining), left, tuple(failures), tuple(warnings))


def _verb_problem(verb: str, left: int, what: str) -> str | None:
    """Why ``verb`` does not fit ``left`` plausible answers (or pairs), or None when it does."""
    if (left == 1) if verb == YIELDS else (left > 1):
        return None
    return f"'{verb}' but {left} {what}{'s' if left != 1 else ''} remain{'s' if left == 1 else ''}"


def select_games(
    games: Sequence[GameRecord],
    first: int | None = None,
    last: int | None = None,
    newest: int | None = None,
) -> list[GameRecord]:
    """The games numbered from ``first`` to ``last``, then only the ``newest`` (last listed) of them."""
    chosen = [
        g for g in games if (first is None or g.number >= first) and (last is None or g.number <= last)
    ]
    if newest is None:
        return chosen
    if newest < 0:
        raise ValueError(f"newest must be 0 or more, not {newest}")
    return chosen[len(chosen) - newest :] if newest < len(chosen) else chosen
