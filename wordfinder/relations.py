"""Score relations: how the row a game shows stands to the score a guess truly earned.

Vocabulary:

- *truth*: the tiles the engine gives the guess against the answer
  (:func:`~wordfinder.feedback.score`);
- *shown*: what the game's row displays for it: the truth itself (Wordle), the truth
  with exactly K tiles in the wrong colour (Fibble, K lies a row), or only how many
  tiles are green and how many yellow (Woodle, a :class:`Counts`);
- *admissible truths*: the true scores a shown row may stand for
  (:meth:`Relation.truths`);
- *row*: a guess and what was shown for it (:class:`Row`), written ``GUESS=SHOWN``:
  ``CRANE=c.A..`` under Fibble, ``CRANE=1G2Y`` under Woodle.

A word fits a row when the score the guess earns against it is an admissible truth:
for plain Wordle the relation is equality.  :func:`find_admitted` tests that by the
relation's own arithmetic (Hamming distance, counts); :meth:`Relation.truths` lists the
truths by construction, and the property tests replay them through the engine.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import combinations, product

from .errors import BadNotation, ImpossibleScore
from .feedback import Score, Tile, Tiles, classic_tiles
from .notation import GuessScore, parse_guess
from .values import value_type

TYPE_CHECKING = False  # typing's own flag would import typing: a plain find's start-up does not
if TYPE_CHECKING:
    import random

    import numpy as np

__all__ = [
    "EXACT",
    "RELATIONS",
    "WOODLE",
    "Counts",
    "Relation",
    "Row",
    "counts_of",
    "explain_admitted",
    "fibble",
    "find_admitted",
]


RELATIONS = ("exact", "fibble", "woodle")  # the kinds of relation, by name
_COLOURS = (Tile.ABSENT, Tile.PRESENT, Tile.CORRECT)
_COUNTS = re.compile(r"\s*(\d{1,3})\s*G\s*(\d{1,3})\s*Y\s*", re.IGNORECASE)


class Counts(value_type("Counts", ["guess", "greens", "yellows"])):
    """A Woodle row: how many tiles of ``guess`` are green and how many yellow, not which;
    ``str()`` gives the notation ``1G2Y``."""

    __slots__ = ()

    def __str__(self) -> str:
        return f"{self.greens}G{self.yellows}Y"

    @property
    def emoji(self) -> str:
        """The counts beside their tiles, e.g. ``🟩1 🟨2``."""
        return f"{Tile.CORRECT.emoji}{self.greens} {Tile.PRESENT.emoji}{self.yellows}"

    @property
    def is_win(self) -> bool:
        """Whether every tile is green."""
        return self.greens == len(self.guess)


def counts_of(guess: str, tiles: Tiles) -> Counts:
    """The Woodle row of ``tiles``: their greens and yellows counted."""
    return Counts(guess, tiles.count(Tile.CORRECT), tiles.count(Tile.PRESENT))


assert str(counts_of("CRANE", classic_tiles("CRANE", "REACT"))) == "1G3Y"


class Relation(value_type("Relation", ["name", "lies"], defaults=(0,))):
    """How a game's rows relate to the truth: ``name`` is one of :data:`RELATIONS`;
    ``lies``, Fibble's tiles in the wrong colour on every row that is not a win.  A small
    type a kind (:class:`_Exact`, :class:`_Fibble`, :class:`_Woodle`) behind the methods
    below; this one holds what the kinds whose rows may lie share."""

    __slots__ = ()
    example = "CRANE=c.A.."  # a row written under the relation

    def __str__(self) -> str:
        return self.name.capitalize()

    @property
    def hint_refusal(self) -> str | None:
        """Why a game under this relation gives no hint, or None when it gives one: Wordle's
        rows are the truth, while a hint would tell the truth Fibble's and Woodle's rows keep back."""
        return f"Hints are not available in {self}."

    def drawing(self, show: Callable[..., None] | None) -> Callable[..., None] | None:
        """What may draw a game's board after each guess under this relation: ``show`` where the
        rows are the truth; nothing where they lie, as the board is drawn from the true scores
        and would give the lies away."""
        return None

    def finding(self, truthful: object, lying: object) -> object:
        """What finds the words a game's rows allow under this relation: ``truthful`` where the
        rows are the truth (their scores are searched for, as the game's scoring reads them);
        ``lying`` where they may lie (the words some admissible truth of every row fits)."""
        return lying

    def check_length(self, length: int) -> None:
        """Raise :class:`ImpossibleScore` when a row of ``length`` tiles cannot tell the lies
        this relation asks of it (Fibble with more lies than tiles)."""
        if self.lies > length:
            raise ImpossibleScore(f"--lies {self.lies}: a row of {length} tiles can tell at most {length} lies")

    def parse(self, text: str) -> Row:
        """The row written in ``text``: ``GUESS=SCORE`` (letter, colour or emoji notation; under
        Fibble its yellows need not be in order, as a lie may upset them) or, under Woodle,
        ``GUESS=NGMY``.  Raises :class:`BadNotation`, or :class:`ImpossibleScore` for a row
        no truth can stand for."""
        guess_text, sep, shown_text = text.partition("=")
        if not sep:
            raise BadNotation(f"{text!r}: expected GUESS=SCORE, e.g. {self.example}")
        return Row(self._shown(text, guess_text, shown_text), self)

    def _shown(self, text: str, guess_text: str, shown_text: str) -> Score | Counts:
        """What the row ``text`` (``guess_text=shown_text``) shows."""
        raise NotImplementedError

    def admits(self, shown: Score | Counts, truth: Tiles) -> bool:
        """Whether ``truth`` is an admissible truth of the ``shown`` row (by its arithmetic)."""
        raise NotImplementedError

    def admitted(self, counts: np.ndarray) -> np.ndarray:
        """``counts @ W``: for each row of ``counts`` (a guess's candidates counted by the
        pattern they earn, a pattern packing a score in base 3, tile ``i`` its ``i``-th
        digit, 0 grey, 1 yellow, 2 green, so the win is the last), ``W[T, U]`` being the
        chance that the row the game shows for the true pattern ``T`` admits ``U``, each row
        :meth:`shown_rows` lists as likely (a win leaves no candidate: its row and column
        are 0).  Each kind computes it from its arithmetic, never the whole ``W``."""
        raise NotImplementedError

    def truths(self, shown: Score | Counts) -> Iterator[Tiles]:
        """The admissible truths of the ``shown`` row, listed by construction: the row itself;
        each way of changing exactly ``lies`` of its tiles to another colour, never to a win;
        or each arrangement of the counted greens and yellows among the tiles."""
        raise NotImplementedError

    def shown_rows(self, truth: Score) -> tuple[Score | Counts, ...]:
        """Every row the game may show for the score ``truth``, each as likely (:meth:`show`
        draws among them): the truth itself (always for a win), its counts, or each way of
        changing exactly ``lies`` of its tiles that does not show a win."""
        raise NotImplementedError

    def show(self, truth: Score, rng: random.Random) -> Score | Counts:
        """The row the game shows for the score ``truth``: the truth itself (always for a
        win), its counts, or the truth with ``lies`` tiles changed, drawn by ``rng`` uniformly
        among the rows that are not a win."""
        raise NotImplementedError

    def why_not(self, shown: Score | Counts, truth: Tiles) -> str:
        """Why ``truth`` is no admissible truth of ``shown``, in a phrase."""
        raise NotImplementedError


class _Exact(Relation):
    """Plain Wordle's relation: the row shown is the truth."""

    __slots__ = ()

    def __str__(self) -> str:
        return "Wordle"

    @property
    def hint_refusal(self) -> str | None:
        """None: Wordle's rows are the truth, which a hint may tell."""
        return None

    def drawing(self, show: Callable[..., None] | None) -> Callable[..., None] | None:
        """``show``: the board drawn from the true scores is the board shown."""
        return show

    def finding(self, truthful: object, lying: object) -> object:
        """``truthful``: the rows' scores are searched for, as the game's scoring reads them."""
        return truthful

    def parse(self, text: str) -> Row:
        """The row written in ``text``, ``GUESS=SCORE`` as :meth:`GuessScore.parse` reads it."""
        return Row(GuessScore.parse(text).score, self)

    def admits(self, shown: Score, truth: Tiles) -> bool:
        """Whether ``truth`` is the row shown."""
        return truth == shown.tiles

    def admitted(self, counts: np.ndarray) -> np.ndarray:
        """The counts themselves: the row shown admits the truth alone."""
        import numpy as np

        return _no_win(counts.astype(np.float64))

    def truths(self, shown: Score) -> Iterator[Tiles]:
        """The row itself."""
        return iter((shown.tiles,))

    def shown_rows(self, truth: Score) -> tuple[Score, ...]:
        """The truth itself."""
        return (truth,)

    def show(self, truth: Score, rng: random.Random) -> Score:
        """The truth itself."""
        return truth

    def why_not(self, shown: Score, truth: Tiles) -> str:
        """Why ``truth`` is not the row shown."""
        return f"it scores {Score(shown.guess, truth)}, not {shown}"


class _Fibble(Relation):
    """Fibble's relation: every row that is not a win has exactly ``lies`` tiles in the wrong
    colour; a win is never shown as a lie, and no lie shows a win."""

    __slots__ = ()

    def __str__(self) -> str:
        return f"Fibble ({self.lies} {'lie' if self.lies == 1 else 'lies'} a row)"

    def _shown(self, text: str, guess_text: str, shown_text: str) -> Score:
        """The classic score written after ``=``, its yellows in any order (a lie may upset them)."""
        shown = GuessScore.parse(text, checked=False).score
        if shown.is_quantum:
            raise BadNotation(f"{text!r}: Fibble's scores are classic; quantum tiles go with --quantum")
        if self.lies > len(shown.guess):
            raise ImpossibleScore(f"{text!r}: {self.lies} lies a row, but {shown.guess} has only {len(shown.guess)} tiles")
        return shown

    def admits(self, shown: Score, truth: Tiles) -> bool:
        """Whether ``truth`` differs from the row in exactly ``lies`` tiles (a win only from a win)."""
        if shown.is_win or _won(truth):
            return truth == shown.tiles  # Fibble's rows tell the end truly
        return sum(a is not b for a, b in zip(truth, shown.tiles)) == self.lies

    def truths(self, shown: Score) -> Iterator[Tiles]:
        """Each way of changing exactly ``lies`` of the row's tiles, never to a win; a win itself."""
        if shown.is_win:
            return iter((shown.tiles,))
        return (t for t in _changed(shown.tiles, self.lies) if not _won(t))

    def shown_rows(self, truth: Score) -> tuple[Score, ...]:
        """Each way of changing exactly ``lies`` of the truth's tiles that does not show a win; a win itself."""
        if truth.is_win:
            return (truth,)
        return tuple(Score(truth.guess, t) for t in _changed(truth.tiles, self.lies) if not _won(t))

    def admitted(self, counts: np.ndarray) -> np.ndarray:
        """With ``K[T, U]`` the rows ``lies`` tiles from both ``T`` and ``U`` (two passes of
        :func:`_moved`), less the win where it is one of them, and each truth's rows
        ``C(length, lies) 2^lies`` but the win (:func:`_lies_from_win`): ``W[T, U]`` is
        ``(K[T, U] - [T and U lies from the win]) / rows(T)``."""
        import numpy as np

        length = _length_of(counts)
        near = _lies_from_win(length, self.lies)
        each = _no_win(counts / (math.comb(length, self.lies) * 2**self.lies - near))
        shape = (len(counts),) + (3,) * length
        both = _moved(_moved(each.reshape(shape), self.lies), self.lies).reshape(counts.shape)
        return _no_win(both - np.outer(each @ near, near))

    def show(self, truth: Score, rng: random.Random) -> Score:
        """The truth with ``lies`` tiles changed, uniformly among the rows that are not a win; a win itself."""
        if truth.is_win:
            return truth
        while True:  # every lie is as likely: a draw that shows a win is drawn again (chance at most 1/2)
            tiles = list(truth.tiles)
            for i in sorted(rng.sample(range(len(tiles)), self.lies)):
                tiles[i] = rng.choice([c for c in _COLOURS if c is not tiles[i]])
            if not _won(tiles):
                return Score(truth.guess, tuple(tiles))

    def why_not(self, shown: Score, truth: Tiles) -> str:
        """Why ``truth`` is no admissible truth of the row ``shown``."""
        if shown.is_win:
            return "an all-green row is never a lie"
        if _won(truth):
            return "a win is always shown all green"
        changed = sum(a is not b for a, b in zip(truth, shown.tiles))
        return f"it differs from {shown} in {changed} {'tile' if changed == 1 else 'tiles'}, not exactly {self.lies}"


class _Woodle(Relation):
    """Woodle's relation: a row shows how many tiles are green and how many yellow, not which."""

    __slots__ = ()
    example = "CRANE=1G2Y"

    def _shown(self, text: str, guess_text: str, shown_text: str) -> Counts:
        """The counts written after ``=`` (``1G2Y``)."""
        return _parsed_counts(parse_guess(guess_text, context=text), shown_text, text)

    def admits(self, shown: Counts, truth: Tiles) -> bool:
        """Whether ``truth`` has the counted greens and yellows."""
        return truth.count(Tile.CORRECT) == shown.greens and truth.count(Tile.PRESENT) == shown.yellows

    def admitted(self, counts: np.ndarray) -> np.ndarray:
        """Each pattern's count replaced by the count of its class: the patterns with as many
        greens and yellows (the row shown is the truth's counts, which every one admits)."""
        import numpy as np

        member = _classes(_length_of(counts))
        return _no_win((_no_win(counts.astype(np.float64)) @ member) @ member.T)

    def truths(self, shown: Counts) -> Iterator[Tiles]:
        """Each arrangement of the counted greens and yellows among the tiles."""
        return _arrangements(len(shown.guess), shown.greens, shown.yellows)

    def shown_rows(self, truth: Score) -> tuple[Counts, ...]:
        """The truth's counts."""
        return (counts_of(truth.guess, truth.tiles),)

    def show(self, truth: Score, rng: random.Random) -> Counts:
        """The truth's counts."""
        return counts_of(truth.guess, truth.tiles)

    def why_not(self, shown: Counts, truth: Tiles) -> str:
        """Why ``truth`` does not have the counts shown."""
        return f"it has {counts_of(shown.guess, truth)}, not {shown}"


def _won(tiles: Iterable[Tile]) -> bool:
    """Whether every tile is green."""
    return all(tile is Tile.CORRECT for tile in tiles)


def fibble(lies: int = 1) -> Relation:
    """Fibble's relation: every row that is not a win has exactly ``lies`` tiles in the wrong colour."""
    if lies < 1:
        raise ValueError(f"Fibble needs at least one lie a row, not {lies}")
    return _Fibble("fibble", lies)


EXACT = _Exact("exact")
"""Plain Wordle: the row shown is the truth."""
WOODLE = _Woodle("woodle")
"""Woodle: a row shows how many tiles are green and how many yellow."""


def _changed(tiles: Tiles, lies: int) -> Iterator[Tiles]:
    """Every row differing from ``tiles`` in exactly ``lies`` places."""
    for places in combinations(range(len(tiles)), lies):
        others = [[c for c in _COLOURS if c is not tiles[i]] for i in places]
        for colours in product(*others):
            row = list(tiles)
            for i, colour in zip(places, colours):
                row[i] = colour
            yield tuple(row)


def _arrangements(length: int, greens: int, yellows: int) -> Iterator[Tiles]:
    """Every row of ``length`` tiles with ``greens`` greens and ``yellows`` yellows."""
    for green_places in combinations(range(length), greens):
        rest = [i for i in range(length) if i not in green_places]
        for yellow_places in combinations(rest, yellows):
            row = [Tile.ABSENT] * length
            for i in green_places:
                row[i] = Tile.CORRECT
            for i in yellow_places:
                row[i] = Tile.PRESENT
            yield tuple(row)


def _parsed_counts(guess: str, text: str, context: str) -> Counts:
    """The Woodle counts written in ``text`` (``1G2Y``) for ``guess``."""
    match = _COUNTS.fullmatch(text)
    if match is None:
        raise BadNotation(f"{context!r}: a Woodle score gives the counts of greens and yellows, e.g. CRANE=1G2Y")
    greens, yellows = int(match[1]), int(match[2])
    if greens + yellows > len(guess):
        raise ImpossibleScore(f"{context!r}: {greens + yellows} coloured tiles, but {guess} has only {len(guess)}")
    return Counts(guess, greens, yellows)


class Row(value_type("Row", ["shown", "relation"])):
    """A guess and the row the game showed for it (a :class:`Score` or :class:`Counts`),
    read under ``relation``; ``str()`` gives ``GUESS=SHOWN``."""

    __slots__ = ()

    @property
    def guess(self) -> str:
        """The guessed word, upper case."""
        return self.shown.guess

    def __str__(self) -> str:
        return f"{self.guess}={self.shown}"

    def admits(self, truth: Tiles) -> bool:
        """Whether ``truth`` is an admissible truth of this row."""
        return self.relation.admits(self.shown, truth)


def find_admitted(rows: Sequence[Row], words: Iterable[str]) -> list[str]:
    """The words (upper case, alphabetical) against which every row's guess earns one of the
    row's admissible truths; words of another length than the guesses are ignored."""
    if not rows:
        raise BadNotation("no rows given: expected GUESS=SCORE, e.g. CRANE=c.A..")
    length = _common_length(rows)
    found = sorted({w.upper() for w in words if len(w) == length})
    for row in rows:  # each row filters what the rows before it left: the first does most of the work
        guess, shown, admits = row.guess, row.shown, row.relation.admits
        found = [w for w in found if admits(shown, classic_tiles(guess, w))]
    return found


def explain_admitted(rows: Sequence[Row], word: str) -> list[str]:
    """Why ``word`` cannot be the answer under the rows' relation, one reason a row it breaks
    (empty when it fits): the score the guess would earn, and why no admissible truth is it."""
    word = word.upper()
    reasons = []
    for row in rows:
        if len(word) != len(row.guess):
            reasons.append(f"Length: has {len(word)} letters, needs {len(row.guess)} ({row})")
            continue
        truth = classic_tiles(row.guess, word)
        if not row.admits(truth):
            reasons.append(
                f"{row.guess} would score {Score(row.guess, truth)}, and no admissible truth of {row} fits: "
                f"{row.relation.why_not(row.shown, truth)}"
            )
    return reasons


def _common_length(rows: Sequence[Row]) -> int:
    """The guesses' one length; raises :class:`BadNotation` when they differ."""
    length = len(rows[0].guess)
    for row in rows:
        if len(row.guess) != length:
            raise BadNotation(f"{row}: {len(row.guess)} letters, but {rows[0]} has {length}")
    return length


def _no_win(counts: np.ndarray) -> np.ndarray:
    """``counts`` (a float array, changed in place) with the win's column 0: a win leaves none."""
    counts[:, -1] = 0
    return counts


def _length_of(counts: np.ndarray) -> int:
    """The tiles of the patterns counted in the columns of ``counts`` (3 ** length of them)."""
    length = round(math.log(counts.shape[1], 3))
    if 3**length != counts.shape[1]:
        raise ValueError(f"{counts.shape[1]} patterns: not a power of 3")
    return length


@lru_cache(maxsize=16)
def _digits(length: int) -> np.ndarray:
    """Each pattern of ``length`` tiles as its digits, tile by tile (0 grey, 1 yellow, 2 green)."""
    import numpy as np

    return _frozen((np.arange(3**length)[:, None] // 3 ** np.arange(length)) % 3)


@lru_cache(maxsize=16)
def _classes(length: int) -> np.ndarray:
    """Each pattern's class of as many greens and yellows, as a (patterns x classes) 0/1 matrix."""
    import numpy as np

    digits = _digits(length)
    classes = (digits == 2).sum(axis=1) * (length + 1) + (digits == 1).sum(axis=1)
    return _frozen((classes[:, None] == np.unique(classes)[None, :]).astype(np.float64))


@lru_cache(maxsize=64)
def _lies_from_win(length: int, lies: int) -> np.ndarray:
    """1 for each pattern with exactly ``lies`` tiles that are not green, else 0."""
    import numpy as np

    return _frozen(((_digits(length) != 2).sum(axis=1) == lies).astype(np.float64))


def _frozen(array: np.ndarray) -> np.ndarray:
    """``array`` made read-only: a cached one is shared by every caller."""
    array.setflags(write=False)
    return array


def _moved(values: np.ndarray, lies: int) -> np.ndarray:
    """For ``values`` over patterns (one axis a tile, after a first axis of guesses), each
    pattern's sum over the patterns that differ from it in exactly ``lies`` tiles: the
    coefficient of ``t**lies`` in the product over tiles of (1 + t * other colours), built
    a tile at a time (``found[j]``: the sums over the patterns ``j`` tiles away so far)."""
    import numpy as np

    found = [values] + [np.zeros_like(values) for _ in range(lies)]
    for axis in range(1, values.ndim):
        for j in range(lies, 0, -1):
            before = found[j - 1]
            found[j] = found[j] + (before.sum(axis=axis, keepdims=True) - before)
    return found[lies]
