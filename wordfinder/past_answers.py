"""Past answers: the days' answers already played, as a player knows them on the day played.

Vocabulary:

- *past answer*: a word that was some day's answer (:class:`PastAnswer`), with that day
  when it is known;
- *day*: a calendar date, written ``YYYY-MM-DD``; the *day played* is ``--date`` (today
  by default);
- *known on a day*: the undated past answers and those dated before the day played: an
  answer dated on or after it has not been revealed yet (:meth:`PastAnswers.known_on`);
- *age*: the days from a past answer's latest date to the day played (:meth:`PastAnswers.ages`);
- *history file*: ``history.txt`` in the user's data folder, which ``wordfinder history
  update`` writes (``WORD YYYY-MM-DD`` lines, sorted by date), the ``--played`` file of
  every command that names none (:func:`known_past_answers`).
- *the day's model*: an answer model once the past answers are known (:func:`day_model`,
  which :meth:`~wordfinder.answers.AnswerModel.with_played` asks): each kind of word, an
  unused original answer, a past answer, some other word, gets its share of the day.

The name is not ``history``: in wordfinder a history is the ``GUESS=SCORE`` pairs of a game.
A finder's start-up reaches this module whenever a history file exists, so it stays light:
:mod:`datetime` is imported only where a date is read, and the data folder is found
without platformdirs on Linux and the BSDs (platformdirs costs ~20 ms and imports pathlib).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterable, Sequence

from .errors import WordfinderError, WordListError, quoted
from .languages import ENGLISH, Language
from .values import value_type

TYPE_CHECKING = False  # typing's own flag would import typing: a plain find's start-up does not
if TYPE_CHECKING:
    from datetime import date

    from .words import PathName

__all__ = [
    "HISTORY_FILE",
    "NONE",
    "OTHER_SHARE",
    "PAST_MOST",
    "REUSE_BEFORE",
    "REUSE_MOST",
    "REUSE_PRIOR",
    "BadDate",
    "NotSaved",
    "PastAnswer",
    "PastAnswers",
    "PlayedWords",
    "data_folder",
    "day_model",
    "day_shares",
    "day_weights",
    "history_file",
    "known_past_answers",
    "parse_day",
    "played_file",
    "read_past_answers",
    "reuse_share",
    "save_past_answers",
]

APP = "wordfinder"  # the data folder's name, as platformdirs.user_data_dir(APP) gives it
HISTORY_FILE = "history.txt"
NONE = "none"  # --played none: no past answers, not even the history file's
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")  # ASCII digits only: \d takes ٣ and ３ too
_DATED = re.compile(rf"([A-Za-z]+)[ \t]+({_DAY.pattern})\s*")  # the usual line, read at once


class BadDate(WordfinderError):
    """A day that is not a ``YYYY-MM-DD`` date of the calendar."""


class NotSaved(WordfinderError):
    """Past answers that could not be written to their file (a folder that cannot be
    written, a full disk); the file is as it was."""


class PastAnswer(value_type("PastAnswer", ["word", "day"], defaults=(None,))):
    """One past answer: its ``word`` (upper case) and its ``day`` (a :class:`datetime.date`,
    or None when the file does not say)."""

    __slots__ = ()

    def __str__(self) -> str:
        return self.word if self.day is None else f"{self.word} {self.day.isoformat()}"


class PastAnswers(value_type("PastAnswers", ["answers", "source"], defaults=((), None))):
    """The past answers of a file, or none; immutable.

    ``answers``: :class:`PastAnswer` values, each once; a word may come back on another
    day, as the NYT may reuse an answer.  ``source``: the file they were read from (None
    for none).
    """

    __slots__ = ()

    def __repr__(self) -> str:
        newest = "" if self.newest is None else f", newest {self.newest.isoformat()}"
        return f"PastAnswers({self.count:,} answers{newest}, source={self.source!r})"

    @property
    def count(self) -> int:
        """How many past answers (a word reused on two days counts twice)."""
        return len(self.answers)

    @property
    def words(self) -> PlayedWords:
        """The words, each once, in the order of their first answer, carrying the dated
        answers (:class:`PlayedWords`): the day's model reads its reuse rate from them."""
        return PlayedWords(self.answers)

    @property
    def newest(self) -> date | None:
        """The latest day of a past answer, or None when none is dated."""
        return max((answer.day for answer in self.answers if answer.day is not None), default=None)

    def fields(self) -> dict[str, object]:
        """What a JSON document says of the answers known: how many, and the newest day among
        them; nothing when none is known (as the web API, which reads no past answers, answers)."""
        if not self.count:
            return {}
        return {"past_answers_known": self.count,
                "past_answers_newest": None if self.newest is None else self.newest.isoformat()}

    def down_fields(self, down: int) -> dict[str, int]:
        """What a JSON document of words ranked under the day's model says of the answers known:
        how many of them the model down-weights (``down``); nothing when none is known."""
        return {"past_answers": down} if self.count else {}

    def note(self, down: int) -> str:
        """What a line says of the answers known, ``down`` of them down-weighted among the words
        ranked (nothing when none is known): ``2 past answers down-weighted; 1,700 known up to
        2026-11-26``."""
        if not self.count:
            return ""
        known = f"up to {self.newest}" if self.newest is not None else "undated"
        return f"{down:,} past answer{'s' if down != 1 else ''} down-weighted; {self.count:,} known {known}"

    def known_on(self, day: date) -> PastAnswers:
        """The past answers a player knows on ``day``: the undated ones, and those dated before it."""
        return self._replace(answers=tuple(a for a in self.answers if a.day is None or a.day < day))

    def ages(self, day: date) -> dict[str, int | None]:
        """Each word known on ``day`` and the days since its latest answer (None when undated)."""
        latest: dict[str, date | None] = {}
        for answer in _sorted(self.known_on(day).answers):  # the undated first, then by day: the latest wins
            latest[answer.word] = answer.day
        return {word: None if last is None else (day - last).days for word, last in latest.items()}

    def merged(self, other: PastAnswers) -> PastAnswers:
        """Both sets of past answers, each once, sorted by day (the undated first)."""
        return self._replace(answers=_sorted(dict.fromkeys(self.answers + other.answers)))

    def text(self) -> str:
        """The answers as a file holds them: ``WORD YYYY-MM-DD`` (or ``WORD``) a line, by day."""
        return "".join(f"{answer}\n" for answer in _sorted(self.answers))


class PlayedWords(tuple):
    """The words of some past answers, each once, in the order of their first answer: a
    tuple of words, as every command passes its past answers on (``--played``), that
    carries the answers they come from, dated or not (``answers``), so that the day's model
    (:meth:`wordfinder.answers.AnswerModel.with_played`) can tell a reused answer and its
    date.  A slice or a plain tuple of the words carries no dates: the rate before any reuse."""

    answers: tuple[PastAnswer, ...]

    def __new__(cls, answers: Iterable[PastAnswer] = ()) -> PlayedWords:
        answers = tuple(answers)
        made = super().__new__(cls, dict.fromkeys(answer.word for answer in answers))
        made.answers = answers
        return made

    def __reduce__(self) -> tuple:
        return PlayedWords, (self.answers,)  # pickled to a process of the benchmark's with its dates


def _sorted(answers: Iterable[PastAnswer]) -> tuple[PastAnswer, ...]:
    """Past answers sorted by day, the undated first (in their order), a day's by word."""
    return tuple(sorted(answers, key=lambda a: ("", "") if a.day is None else (a.day.isoformat(), a.word)))


assert str(PastAnswer("CRANE")) == "CRANE"


# --- the day's model (AnswerModel.with_played): every constant of it, here -----------------------
#
# What the game showed over a year (2025-06-18 to 2026-06-17): 89% of the days' answers were
# original answers not used before, 4% earlier answers used again (all after 2026-02-01, about one
# day in ten since then), 7% words outside the original 2,315.
OTHER_SHARE = 0.07  # the editors' picks outside the originals: 7% of that year's days
REUSE_BEFORE = 0.005  # the reuse rate while no answer has come back (the NYT said it may: a hedge)
REUSE_PRIOR = (2.0, 20.0)  # pseudo-counts (reuses, days) smoothing the rate once reuse has begun:
# with none observed yet it starts at one day in ten, what the real year showed since the first reuse
REUSE_MOST = 0.5  # the rate never exceeds this: unused originals keep most of the weight
PAST_MOST = 0.5  # a past answer is at most this much as likely as an unused original (with none in
# the model, as itself among the other words): with a history of a few answers (a file of one's
# own), each would otherwise take most of the reuse rate


def day_model(model: object, played: Iterable[str]) -> object:
    """The day's model: the answer model ``model`` (an :class:`~wordfinder.answers.AnswerModel`)
    once the past answers ``played`` are known.

    The day's answer is an original answer not used yet, a past answer used again, or
    some other word the editors chose; each kind gets its share (:func:`day_shares`):
    the unused original answers share theirs equally, the past answers share the reuse
    rate equally, and every other word of the model shares :data:`OTHER_SHARE` by its
    weight here (its prior, for ``likely``).  The reuse rate is read from the dates of
    the answers (``played.answers``, as :attr:`PastAnswers.words` carries them:
    :func:`reuse_share`); undated words give the rate before any reuse.  The original
    answers are the NYT's (the shares are its game's): over the lists of another language
    or length (the model's ``originals`` empty) every word not played is an other word,
    sharing ``1 - reuse``.  Words the model does not hold are ignored; with none left, the
    same model.
    """
    past = set(played) & set(model.words)
    if not past:
        return model
    reuse = reuse_share(getattr(played, "answers", ()))
    raw, scale = day_weights(model.words, model.raw, past, reuse, model.originals)
    return model.down_weighted(raw, scale, len(past))


def reuse_share(answers: Iterable[object]) -> float:
    """The probability that the day's answer is a past one, from the dated past answers
    (``.word``, ``.day``; the undated are ignored): :data:`REUSE_BEFORE` while no word has
    been an answer on two days; from the first reuse on, the reuses per day since then up to
    the latest answer, smoothed by :data:`REUSE_PRIOR`, at most :data:`REUSE_MOST`."""
    dated = sorted((a.day, a.word) for a in answers if getattr(a, "day", None) is not None)
    seen: set[str] = set()
    first, reuses = None, 0
    for day, word in dated:
        if word in seen:
            reuses += 1
            first = first or day
        seen.add(word)
    if not reuses:
        return REUSE_BEFORE
    days = (dated[-1][0] - first).days + 1
    return min(REUSE_MOST, (reuses + REUSE_PRIOR[0]) / (days + REUSE_PRIOR[1]))


def day_shares(fresh: int, other_mass: float, reuse: float) -> tuple[float, float]:
    """The shares of the unused originals and of the other words, given how many originals
    are unused, the other words' weight and the reuse rate: ``1 - reuse - OTHER_SHARE`` and
    :data:`OTHER_SHARE`; a kind with no word leaves its share to the other (a model of the
    originals alone: ``1 - reuse`` to them; of no original: ``1 - reuse`` to the others)."""
    if not fresh:
        return 0.0, (1.0 - reuse if other_mass > 0 else 0.0)
    other = OTHER_SHARE if other_mass > 0 else 0.0
    return 1.0 - reuse - other, other


def day_weights(
    words: Sequence[str], raw: Sequence[float], past: set[str], reuse: float, originals: frozenset[str] | None = None
) -> tuple[tuple[float, ...], float]:
    """The day's weights of ``words`` (their weights before: ``raw``), the past answers
    ``past`` sharing ``reuse`` (:func:`day_model`), each at most
    :data:`PAST_MOST` of an unused original's weight (of ``originals``; None: the NYT's
    2,315), or, with no unused original among the words, of its own weight as one of the
    other words; and the factor the other words' weights were multiplied by (the model's
    floor is too).  The weights sum to 1 unless that bound holds the past answers back
    (then a little less: a model's weights are normalised)."""
    from .words import ANSWERS, bundled  # here, not at the top: this module stays light (see above)

    originals = frozenset(bundled(ANSWERS)) if originals is None else originals
    fresh = [w in originals and w not in past for w in words]
    count = sum(fresh)
    other_mass = sum(r for w, r, f in zip(words, raw, fresh) if not f and w not in past)
    fresh_share, other_share = day_shares(count, other_mass, reuse)
    each_fresh = fresh_share / max(1, count)
    scale = other_share / other_mass if other_mass > 0 else 1.0
    share = reuse / len(past)  # each past answer's, but at most PAST_MOST of what it is weighed against:
    most = (lambda r: PAST_MOST * each_fresh) if count else (lambda r: PAST_MOST * r * scale)
    weights = tuple(each_fresh if f else min(share, most(r)) if w in past else r * scale
                    for w, r, f in zip(words, raw, fresh))
    return weights, scale


def parse_day(text: str, what: str = "--date") -> date:
    """The day ``text`` writes as ``YYYY-MM-DD``; raises :class:`BadDate` naming ``what``
    and the text for anything else (``2026-02-30``, ``26-1-1``, other digits than 0-9)."""
    day = _day(text)
    if day is None:
        raise BadDate(f"{what} {quoted(text)}: not a date; expected YYYY-MM-DD, e.g. 2024-06-01")
    return day


def _day(text: str) -> date | None:
    """The day ``text`` writes as ``YYYY-MM-DD``, or None."""
    if not _DAY.fullmatch(text):
        return None
    from datetime import date  # here: a finder with no dates to read does not pay for it

    try:
        return date(int(text[:4]), int(text[5:7]), int(text[8:]))
    except ValueError:  # a month 13, a February 30, the year 0
        return None


def read_past_answers(
    path: PathName, language: Language = ENGLISH, required: bool = True, option: str = "--played",
    advice: str | None = None,
) -> PastAnswers:
    """The past answers listed in the file ``path`` (``-``: standard input): a word a line,
    upper-cased in the tile letters of ``language`` (:func:`wordfinder.files.read_spelled`), optionally with its day before or after it (``CRANE 2024-06-01``,
    ``2024-06-01, CRANE``); blank lines and ``#`` comments are skipped.  Raises
    :class:`WordListError` naming the file and line of anything else (a bad date too), and,
    when ``required``, for a file with no word at all; an error names the file as that of
    ``option`` (and, for one that is no file, with ``advice`` when it is given).  The one
    reader of a ``--played`` (or ``--rolling``) file, and of the history file."""
    from datetime import date

    from .files import FileRefused, file_name, read_spelled

    try:
        text = read_spelled(path, language, f"{option} file", advice=advice)
    except FileRefused as error:
        raise WordListError(str(error)) from None
    found: dict[PastAnswer, None] = {}
    for number, line in enumerate(text.splitlines(), 1):
        usual = _DATED.fullmatch(line)  # WORD YYYY-MM-DD: a history's 2,000 lines on every start-up
        if usual:
            try:
                found[PastAnswer(usual[1].upper(), date.fromisoformat(usual[2]))] = None
                continue
            except ValueError:  # no day of the calendar: named below
                pass
        tokens = line.split("#", 1)[0].replace(",", " ").split()
        if not tokens:
            continue
        words = [token.upper() for token in tokens if token.isalpha()]
        dates = [token for token in tokens if not token.isalpha()]
        if len(words) != 1 or len(dates) > 1:
            raise WordListError(f"{_line(path, number)}: {quoted(line.strip())}: expected a word, optionally with its "
                                "date (YYYY-MM-DD)")
        day = _day(dates[0]) if dates else None
        if dates and day is None:
            raise WordListError(f"{_line(path, number)}: {quoted(dates[0])}: not a date; expected YYYY-MM-DD, "
                                "e.g. 2024-06-01")
        found[PastAnswer(words[0], day)] = None
    if not found and required:
        raise WordListError(f"{quoted(file_name(path), 200)} ({option}) lists no words, one a line")
    return PastAnswers(tuple(found), file_name(path))


def _line(path: PathName, number: int) -> str:
    """Where a line of a file is, for an error (made only for one: a history's 2,000 lines read
    on every command's start-up)."""
    from .files import file_name

    return f"{quoted(file_name(path), 200)} line {number}"


def data_folder() -> str:
    """The user's data folder for wordfinder: ``platformdirs.user_data_dir("wordfinder")``
    (``$XDG_DATA_HOME/wordfinder``, or ``~/.local/share/wordfinder``, on Linux).  Worked out
    here on Linux and the BSDs, as platformdirs does there, so that a command's start-up
    does not import it; asked of platformdirs elsewhere (a test holds the two to agree)."""
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) and not _android():
        base = os.environ.get("XDG_DATA_HOME", "")
        if not os.path.isabs(base):  # unset, empty or relative: ignored, as the XDG rules say
            base = os.path.expanduser("~/.local/share")
        return os.path.join(base, APP)
    import platformdirs

    return platformdirs.user_data_dir(APP)


def _android() -> bool:
    """Whether this looks like Android, whose folders platformdirs finds in its own way."""
    return hasattr(sys, "getandroidapilevel") or (
        os.environ.get("ANDROID_DATA") == "/data" and os.environ.get("ANDROID_ROOT") == "/system"
    )


def history_file() -> str:
    """The path of the history file (it may not exist yet)."""
    return os.path.join(data_folder(), HISTORY_FILE)


def played_file(played: PathName | None, language: Language = ENGLISH) -> PathName | None:
    """The file of past answers a command reads: the one ``--played`` names; none for
    ``--played none``; without the option, the history file when it exists and the game is
    in English (it holds the NYT's English answers: an English word that is a Spanish
    one too was never a Spanish answer)."""
    if played is None:
        path = history_file()
        return path if language is ENGLISH and os.path.exists(path) else None  # not a file: refused when read
    return None if os.fspath(played) == NONE else played


def known_past_answers(played: PathName | None = None, day: str | None = None, language: Language = ENGLISH) -> PastAnswers:
    """The past answers a command knows: those of :func:`played_file` (for a game in
    ``language``) known on ``day`` (``YYYY-MM-DD``; default: today, the local date).
    ``day`` is checked even when there is no file to read; raises :class:`BadDate` or
    :class:`WordListError`."""
    played_on = None if day is None else parse_day(day)
    path = played_file(played, language)
    if path is None:
        return PastAnswers()
    if played_on is None:
        from datetime import date

        played_on = date.today()
    if played is not None:
        return read_past_answers(path, language).known_on(played_on)
    return read_history(path, language).known_on(played_on)


def read_history(path: PathName, language: Language = ENGLISH) -> PastAnswers:
    """The past answers of the history file at ``path``: none while it holds none (empty
    until an update, which is never a reason to refuse a command); raises
    :class:`WordListError` saying it is the history file and how to mend it."""
    try:
        return read_past_answers(path, language, required=False, option="history", advice="")
    except WordListError as error:
        raise WordListError(f"{error} (the history file: mend or remove it, and `wordfinder history update` "
                            "fetches it again; --played none ignores it)") from None


def save_past_answers(path: PathName, added: PastAnswers) -> PastAnswers:
    """Add past answers to the file ``path`` and return all it then holds.

    The file is never torn nor lost: under an exclusive lock on ``path.lock`` (so that two
    updates at once each add to what the other wrote: the file ends as their union) the
    file is read again, merged with ``added``, written to a temporary file in the same
    folder, flushed to the disk and put in place with :func:`os.replace`.  Through a
    symlink, all of this happens beside the file it points to, which is replaced: the
    link stays.  Raises :class:`NotSaved`, naming the file, when it cannot be written; it
    is then as it was.
    """
    name = os.fspath(path)
    try:
        return _save(name, added)
    except OSError as error:
        from .files import failure_reason

        target = os.path.realpath(name)
        through = f" (a link to {quoted(target, 200)})" if os.path.islink(name) else ""
        raise NotSaved(f"{quoted(name, 200)}{through}: cannot be written ({failure_reason(error)}); "
                       "it is as it was") from None


def _save(name: str, added: PastAnswers) -> PastAnswers:
    """:func:`save_past_answers`, raising what the file system raises."""
    import tempfile

    from .files import Locked

    os.makedirs(os.path.dirname(name) or ".", exist_ok=True)
    target = os.path.realpath(name)  # a symlink stays one: the file it points to is replaced
    folder = os.path.dirname(target)
    with Locked(f"{target}.lock"):
        held = read_history(name) if os.path.exists(name) else PastAnswers()
        merged = held.merged(added)._replace(source=name)
        descriptor, temporary = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as file:
                os.chmod(temporary, _mode(target))  # mkstemp makes it private; the file it replaces was not
                file.write(merged.text())
                file.flush()
                os.fsync(file.fileno())
            os.replace(temporary, target)
        except BaseException:
            _remove(temporary)
            raise
        _sync_folder(folder)
    return merged


def _mode(name: str) -> int:
    """The permissions of the file ``name``, or those of a new file that others may read."""
    try:
        return os.stat(name).st_mode & 0o777
    except OSError:
        return 0o644


def _remove(name: str) -> None:
    """Remove a file, if it is still there."""
    try:
        os.unlink(name)
    except OSError:
        pass


def _sync_folder(folder: str) -> None:
    """Flush a folder's entries to the disk, so that a replaced file survives a crash (POSIX)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open a folder: its os.replace is durable enough
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
