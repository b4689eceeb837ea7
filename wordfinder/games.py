"""Recorded games: reading them as users keep them, and replaying them with the engine.

A record is a markdown list line, as the original finder's games file has them::

    * 616: `HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY` yields `FIFTY`

the game number, the backquoted GUESS=SCORE pairs, the verb ``yields`` (one
plausible answer is left) or ``includes`` (several are), optionally in
asterisks, and the backquoted answer.  A Quantum Wordle game names both secret
words, ``MUSIC|WALTZ``.  Every other line is prose and is skipped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .errors import WordfinderError
from .feedback import Score, score
from .index import WordIndex, WordSet
from .knowledge import why_impossible
from .notation import GuessScore

__all__ = [
    "BadRecord",
    "GameRecord",
    "GameResult",
    "Vocabulary",
    "check_game",
    "parse_record",
    "read_games",
    "select_games",
]

YIELDS, INCLUDES = "yields", "includes"

_LOOKS_LIKE_RECORD = re.compile(r"^\s*[*-]\s*\d+\s*:")
_RECORD = re.compile(
    r"""^\s*[*-]\s*(?P<number>\d+)\s*:\s*
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
    pairs: tuple[GuessScore, ...]
    verb: str
    answers: tuple[str, ...]  # one word, or the two words of a Quantum Wordle secret
    source: str = ""
    line: int = 0

    @property
    def is_quantum(self) -> bool:
        """Whether the secret is a Quantum Wordle pair of words."""
        return len(self.answers) == 2

    @property
    def where(self) -> str:
        """``file:line`` of the record."""
        return f"{self.source}:{self.line}"

    def __str__(self) -> str:
        pairs = " ".join(map(str, self.pairs))
        return f"* {self.number}: `{pairs}` {self.verb} `{'|'.join(self.answers)}`"


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
    return GameRecord(int(found["number"]), pairs, found["verb"], answers, source, line)


def read_games(paths: Iterable[str | Path]) -> list[GameRecord]:
    """The games recorded in the files, and in the ``*.md`` files of the folders, given."""
    games: list[GameRecord] = []
    for path in map(Path, paths):
        for file in _game_files(path):
            try:
                text = file.read_text(encoding="utf-8-sig")  # editors may add a byte-order mark
            except (OSError, UnicodeDecodeError) as error:
                raise BadRecord(f"{str(file)!r}: cannot be read ({_reason(error)})") from None
            for number, line in enumerate(text.splitlines(), 1):
                if record := parse_record(line, str(file), number):
                    games.append(record)
    return games


def _game_files(path: Path) -> list[Path]:
    """The games files ``path`` names: itself, or the markdown files in its folder tree."""
    if path.is_dir():
        # A folder's README describes the format; its examples are not games.
        return sorted(p for p in path.rglob("*.md") if p.is_file() and p.name.lower() != "readme.md")
    if not path.exists():
        raise BadRecord(f"{str(path)!r}: no such file or folder")
    return [path]


def _reason(error: Exception) -> str:
    """A short reason for a failed read."""
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    return getattr(error, "strerror", None) or type(error).__name__


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
