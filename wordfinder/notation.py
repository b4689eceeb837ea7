"""GUESS=SCORE pairs, read from letter, colour or emoji notation and written in letter notation.

=========  =======  ======  =====  =============================================
tile       letter   colour  emoji  meaning
=========  =======  ======  =====  =============================================
CORRECT    ``E``    ``G``   🟩 🟧  right letter, right place (🟧: high contrast)
PRESENT    ``e``    ``Y``   🟨 🟦  in the answer, elsewhere (🟦: high contrast)
ABSENT     ``.``    ``B``   ⬛ ⬜  not in the answer (or a surplus copy);
                    ``X``          colour notation also takes ``X`` and ``-``
QUANTUM    ``+E``           🟢     Quantum Wordle: right place in one word
QUANTUM    ``+e``           🟡     Quantum Wordle: in one word, elsewhere
=========  =======  ======  =====  =============================================

A multi-board pair (Dordle, Quordle, ...) gives a guess one score per board, in board
order, separated by ``/``, and ``-`` for a board an earlier guess solved:
``CRANE=..a.E/-/c....`` (:class:`BoardsPair`).

Emoji scores are read by grapheme cluster, once the invisible marks pasted
share text carries are dropped (:func:`visible_clusters`).  A guess longer
than :data:`MAX_LETTERS` is refused for its length before anything else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from .errors import BadNotation, ImpossibleScore, WordfinderError, on_board, quoted
from .feedback import QUANTUM_MARK, Score, Tile, score, score_each
from .values import value_type

__all__ = [
    "MAX_LETTERS",
    "SOLVED",
    "BoardsPair",
    "GuessScore",
    "as_typed",
    "board_histories",
    "composed",
    "is_multi_board",
    "is_tile",
    "order_problem",
    "out_of_order",
    "parse_guess",
    "parse_history",
    "parse_score",
    "plain_letter_tiles",
    "solved_answers",
    "visible_clusters",
]

# The longest words in English dictionaries have 45 letters and Wordle variants use
# at most a dozen; 64 leaves room for any list while keeping every check on a guess
# (the possibility check is a max-flow over its positions) immediate.
MAX_LETTERS = 64
_MOST_CHARACTERS_PER_TILE = 8  # a tile, its variation selector and direction marks, and spaces

_EMOJI = {
    "🟩": Tile.CORRECT,
    "🟨": Tile.PRESENT,
    "⬛": Tile.ABSENT,
    "⬜": Tile.ABSENT,
    "🟢": Tile.QUANTUM_CORRECT,
    "🟡": Tile.QUANTUM_PRESENT,
    "🟧": Tile.CORRECT,  # the high-contrast colours
    "🟦": Tile.PRESENT,
}
_COLOURS = {"G": Tile.CORRECT, "Y": Tile.PRESENT, "B": Tile.ABSENT, "X": Tile.ABSENT, "-": Tile.ABSENT}
# Marks pasted share text carries around tiles, which no reader sees: emoji variation
# selectors, zero-width joiners and spaces, byte-order marks, and the direction marks
# and bidi controls a right-to-left app adds.
_INVISIBLE = "[\ufe0e\ufe0f\u200b-\u200f\u2060\ufeff\u061c\u202a-\u202e\u2066-\u2069]"


class GuessScore(value_type("GuessScore", ["score"])):
    """An observed guess and the score it earned, written ``GUESS=SCORE``.

    Immutable; a named tuple rather than a dataclass for start-up time (see :class:`Score`).
    """

    __slots__ = ()
    score: Score

    @classmethod
    def parse(cls, text: str, checked: bool = True) -> GuessScore:
        """The pair written in ``text``, e.g. ``"CHEST=c.E.."``, ``"CRANE=BBYBG"`` or emoji.

        Raises :class:`BadNotation` when the text cannot be read and, when
        ``checked``, :class:`ImpossibleScore` when its yellows and greys are out of
        order.  Whether some word can earn the score at all is a small flow problem,
        proved where it matters (:meth:`Knowledge.from_pairs`, which the finder
        calls only when it finds nothing).  Replaying recorded games skips both:
        a replay compares each score with the engine's, the stronger test.
        """
        return _parsed(cls, text, checked)

    @property
    def guess(self) -> str:
        """The guessed word, upper case."""
        return self.score.guess

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles of the score."""
        return self.score.tiles

    @property
    def scores(self) -> tuple[Score]:
        """The score on each board, as a :class:`BoardsPair` gives them: one board, its one score."""
        return (self.score,)

    def __str__(self) -> str:
        return f"{self.guess}={self.score}"

    def __repr__(self) -> str:
        return f"GuessScore({self})"

    def matches(self, answer: str, dual: str | None = None) -> bool:
        """Whether guessing against ``answer`` (and ``dual``) reproduces this score."""
        return score(self.guess, answer, dual) == self.score


@lru_cache(maxsize=4096)
def _parsed(cls: type[GuessScore], text: str, checked: bool) -> GuessScore:
    """:meth:`GuessScore.parse`, once per distinct text: a replay of many games, or a finder
    called again, meets the same pairs (an opening above all); errors are not remembered."""
    guess_text, sep, score_text = text.partition("=")
    if not sep:
        raise BadNotation(f"{text!r}: expected GUESS=SCORE, e.g. CHEST=c.E..")
    tiles = plain_letter_tiles(guess_text, score_text)
    if tiles is not None:  # its yellows are in order
        return cls(Score(guess_text.upper(), tiles))
    guess = parse_guess(guess_text, context=text)
    pair = cls(Score(guess, parse_score(guess, score_text, context=text)))
    if checked and (reason := order_problem(pair.score)):
        raise ImpossibleScore(f"{pair}: {reason}")
    return pair


def order_problem(score: Score) -> str | None:
    """Why the yellows and greys of a classic score are out of order, or None when they are not.

    Yellows are given left to right: a grey copy of a letter says the answer has no
    more copies, so no yellow copy of it can follow.
    """
    grey_seen: set[str] = set()
    for c, tile in zip(score.guess, score.tiles):
        if tile is Tile.ABSENT:
            grey_seen.add(c)
        elif tile is Tile.PRESENT and c in grey_seen:
            return out_of_order(c)
    return None


def out_of_order(letter: str) -> str:
    """Why a grey ``letter`` before a yellow one is impossible."""
    return f"a grey {letter} cannot come before a yellow {letter} (yellows are given left to right)"


def parse_guess(text: str, context: str | None = None) -> str:
    """The guess in ``text``, upper case; any Unicode letters, read as Unicode composes
    them (NFKC: an accent typed after its letter is one letter, full-width ＣＲＡＮＥ is
    CRANE), a tile ligature such as Dutch Ĳ kept as the one tile it is."""
    context = context if context is not None else text
    guess = text.strip()
    if len(guess) > MAX_LETTERS:  # before anything that takes time over it
        raise BadNotation(f"{quoted(context)}: the guess has {len(guess):,} letters; words have at most {MAX_LETTERS}")
    if not guess:
        raise BadNotation(f"{context!r}: the guess is empty")
    if not guess.isascii():
        guess = composed(guess)
    if not guess.isalpha():
        bad = next(c for c in guess if not c.isalpha())
        raise BadNotation(f"{context!r}: the guess may only use letters, not {bad!r}")
    return guess.upper()


def composed(text: str) -> str:
    """``text`` in Unicode's compatibility composition (NFKC), but for the tile ligatures
    (Ĳ), which stand for one tile and would otherwise come apart."""
    import unicodedata

    return "".join(
        part if part in _TILE_LIGATURES else unicodedata.normalize("NFKC", part)
        for part in re.split(f"([{_TILE_LIGATURES}])", text)
    )


_TILE_LIGATURES = "Ĳĳ"


def parse_score(guess: str, text: str, context: str | None = None) -> tuple[Tile, ...]:
    """The tiles written in ``text`` for ``guess``, in letter, colour or emoji notation."""
    context = context if context is not None else f"{guess}={text}"
    text = text.strip()
    if len(text) > _MOST_CHARACTERS_PER_TILE * len(guess) + 16:
        raise BadNotation(f"{quoted(context)}: the score is {len(text):,} characters long; {guess} has {len(guess)} letters")
    if not text.isascii():
        clusters = visible_clusters(text)
        if any(_is_emoji(c) for c in clusters):
            return _emoji_tiles(guess, clusters, context)
        text = "".join(clusters).strip()
    if not text:
        raise BadNotation(f"{context!r}: the score is empty; expected {len(guess)} tiles")
    as_letters = _letter_tiles(guess, text)
    as_colours = _colour_tiles(guess, text)
    if isinstance(as_letters, tuple):
        if isinstance(as_colours, tuple) and as_colours != as_letters:
            raise BadNotation(
                f"{context!r}: ambiguous score: it reads as letter notation "
                f"({Score(guess, as_letters)}) and as colour notation "
                f"({Score(guess, as_colours)}); write it in emoji, "
                f"{Score(guess, as_letters).emoji} or {Score(guess, as_colours).emoji}"
            )
        return as_letters
    if isinstance(as_colours, tuple):
        return as_colours
    # Neither reading works: explain in the terms of the notation the text looks like.
    # Most characters being colour letters suggests colour notation with a typo.
    looks_like_colours = sum(c.upper() in _COLOURS for c in text) * 2 > len(text)
    raise BadNotation(f"{context!r}: {as_colours if looks_like_colours else as_letters}")


def visible_clusters(text: str) -> list[str]:
    """The characters of ``text`` as a reader sees them: its grapheme clusters (NFC), once the
    invisible marks around tiles (variation selectors, joiners, direction marks) are dropped."""
    import unicodedata  # only emoji and odd characters need these; plain scores start faster

    import regex

    return regex.findall(r"\X", regex.sub(_INVISIBLE, "", unicodedata.normalize("NFC", text)))


def is_tile(cluster: str) -> bool:
    """Whether ``cluster`` (a visible character, see :func:`visible_clusters`) is a tile emoji."""
    return cluster in _EMOJI


def _is_emoji(cluster: str) -> bool:
    """Whether ``cluster`` is an emoji (a tile or not): a score holding one is read as emoji."""
    import regex

    return cluster in _EMOJI or regex.match(r"\p{Extended_Pictographic}", cluster) is not None


def _emoji_tiles(guess: str, clusters: list[str], context: str) -> tuple[Tile, ...]:
    """The tiles of an emoji score such as ``⬛🟨🟩⬛⬛``, given as grapheme clusters."""
    stray = [c for c in clusters if c not in _EMOJI and not c.isspace()]
    if stray:
        raise BadNotation(
            f"{quoted(context)}: {stray[0]!r} is not a score tile; emoji scores use "
            "🟩 🟨 ⬛ ⬜ (🟧 🟦 in high contrast, 🟢 🟡 in Quantum Wordle)"
        )
    tiles = tuple(_EMOJI[c] for c in clusters if c in _EMOJI)
    _check_length(guess, len(tiles), context)
    return tiles


def plain_letter_tiles(guess: str, text: str) -> tuple[Tile, ...] | None:
    """The tiles of the commonest way of writing a pair, ASCII letter notation with at least
    one grey (so no colour reading competes), nothing to trim and its yellows in order,
    such as ``CHEST=c.E..``; None for anything else, which the general reader takes."""
    if not (
        len(guess) == len(text) <= MAX_LETTERS
        and "." in text
        and guess.isascii() and guess.isalpha() and text.isascii()
    ):
        return None
    tiles = []
    grey = ""
    for c, g in zip(text, guess.upper()):
        if c == ".":
            tiles.append(_ABSENT)
            grey += g
        elif c == g:
            tiles.append(_CORRECT)
        elif c.upper() == g and g not in grey:
            tiles.append(_PRESENT)
        else:
            return None
    return tuple(tiles)


_CORRECT, _PRESENT, _ABSENT = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT


def _letter_tiles(guess: str, text: str) -> tuple[Tile, ...] | str:
    """The tiles of a letter-notation score, or why ``text`` is not one: each tile written as
    :meth:`Tile.notation` writes it over its letter of ``guess`` (``E``, ``e``, ``.``, ``+E``, ``+e``)."""
    tiles: list[Tile] = []
    for written in _WRITTEN_TILE.findall(text):
        if written == QUANTUM_MARK:  # a mark stands alone only at the end of the text
            return f"the score ends with '{QUANTUM_MARK}', which must be followed by a letter"
        if len(tiles) == len(guess):
            return f"the score has more than {len(guess)} tiles, one for each letter of {guess}"
        tile = _written_tiles(guess[len(tiles)]).get(written)
        if tile is None:
            return _letter_problem(written, len(tiles) + 1, guess[len(tiles)])
        tiles.append(tile)
    if len(tiles) != len(guess):
        return _length_message(guess, len(tiles))
    return tuple(tiles)


_WRITTEN_TILE = re.compile(re.escape(QUANTUM_MARK) + "?.", re.DOTALL)  # a tile: a character, maybe marked


@lru_cache(maxsize=1024)
def _written_tiles(letter: str) -> dict[str, Tile]:
    """Each tile over ``letter`` (upper case) by its letter notation; a letter without case reads
    as green, not yellow."""
    return {tile.notation(letter): tile for tile in reversed(Tile)}


def _letter_problem(written: str, place: int, expected: str) -> str:
    """Why ``written`` is no tile over ``expected``, the guess's letter at ``place``."""
    if written == QUANTUM_MARK + ".":
        return f"'{QUANTUM_MARK}' must be followed by a letter, not '.'"
    return (
        f"tile {place} is {written[-1]!r} but the guess has {expected} there "
        f"(write {expected} for green, {expected.lower()} for yellow, . for grey)"
    )


def _colour_tiles(guess: str, text: str) -> tuple[Tile, ...] | str:
    """The tiles of a colour-notation score such as ``BBYBG``, or why ``text`` is not one."""
    bad = [c for c in text if c.upper() not in _COLOURS]
    if bad:
        return f"{bad[0]!r} is not a colour; colour scores use G, Y and B (or X or - for black)"
    if len(text) != len(guess):
        return _length_message(guess, len(text))
    return tuple(_COLOURS[c.upper()] for c in text)


def _check_length(guess: str, count: int, context: str) -> None:
    """Raise BadNotation unless there is one tile per letter of ``guess``."""
    if count != len(guess):
        raise BadNotation(f"{context!r}: {_length_message(guess, count)}")


def _length_message(guess: str, count: int) -> str:
    """Why ``count`` tiles do not fit ``guess``."""
    return f"the score has {count} tiles but {guess} has {len(guess)} letters"


# --- multi-board pairs ------------------------------------------------------------------

SOLVED = "-"  # the score of a board an earlier guess solved
_BOARD_SEPARATOR = "/"  # between the boards' scores


class BoardsPair(value_type("BoardsPair", ["guess", "scores"])):
    """A guess and the score it earned on each board, None where an earlier guess solved it.

    ``str()`` gives the notation, e.g. ``CRANE=..a.E/-/.R...``.
    """

    __slots__ = ()
    guess: str
    scores: tuple[Score | None, ...]

    @classmethod
    def parse(cls, text: str, boards: int | None = None) -> BoardsPair:
        """The pair written in ``text``, e.g. ``CRANE=..a.E/c..../-/.R...``.

        Each board's score is read as :func:`parse_score` reads a score (letter, colour or
        emoji notation); a board's score of exactly ``-`` means an earlier guess solved it.
        Raises :class:`BadNotation`, or :class:`ImpossibleScore` for yellows and greys out
        of order, naming the board (``board 2: ...``); ``boards``, when given, is the count
        expected.
        """
        guess_text, sep, scores_text = text.partition("=")
        if not sep:
            raise BadNotation(f"{quoted(text)}: expected GUESS=SCORE/SCORE/..., e.g. CRANE=..a.E/-/c....")
        guess = parse_guess(guess_text, context=text)
        parts = scores_text.split(_BOARD_SEPARATOR)
        if boards is not None and len(parts) != boards:
            raise BadNotation(
                f"{quoted(text)}: {len(parts)} score{'s' * (len(parts) != 1)} for {boards} boards "
                f"(one score per board, separated by {_BOARD_SEPARATOR!r}, {SOLVED!r} for a solved board)"
            )
        return cls(guess, tuple(_board_score(guess, part, board) for board, part in enumerate(parts, 1)))

    @classmethod
    def scored(cls, guess: str, secrets: Sequence[str | Sequence[str]], solved: Sequence[bool] = ()) -> BoardsPair:
        """The pair the engine gives ``guess`` on boards of these secrets, the ``solved`` ones
        left out (:func:`wordfinder.feedback.score_each`)."""
        return cls(guess.upper(), score_each(guess, secrets, solved))

    def __str__(self) -> str:
        return f"{self.guess}=" + _BOARD_SEPARATOR.join(SOLVED if s is None else str(s) for s in self.scores)

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

    @property
    def emoji_line(self) -> str:
        """The boards' scores as emoji, separated by `` | ``, ``-`` for solved boards."""
        return " | ".join(SOLVED if s is None else s.emoji for s in self.scores)


def _board_score(guess: str, text: str, board: int) -> Score | None:
    """One board's score of ``guess`` read from ``text``; None for a solved board."""
    if text.strip() == SOLVED:
        return None
    earned = Score(guess, on_board(board, parse_score, guess, text, f"{guess}={text}"))
    if earned.is_quantum:
        raise BadNotation(f"board {board}: {guess}={earned}: multi-board Wordle is classic; quantum tiles go with --quantum")
    if reason := order_problem(earned):
        raise ImpossibleScore(f"board {board}: {guess}={earned}: {reason}")
    return earned


def is_multi_board(texts: Iterable[str]) -> bool:
    """Whether some pair among ``texts`` is written with a score per board (``/`` between them)."""
    return any(_BOARD_SEPARATOR in text.partition("=")[2] for text in texts if "=" in text)


def parse_history(texts: Iterable[str], boards: int | None = None) -> tuple[BoardsPair, ...]:
    """The multi-board pairs written in ``texts``, parsed and checked to make one game
    (:func:`_one_game`): ``boards`` scores each when given, else as many as the first pair gives.

    Raises :class:`BadNotation` for a pair that cannot be read or gives another count of
    scores, and :class:`ImpossibleScore` otherwise, naming the pair and the board.
    """
    pairs: list[BoardsPair] = []
    for text in texts:
        pairs.append(BoardsPair.parse(text, boards))
        boards = pairs[0].boards  # every later pair gives as many scores as the first
    return _one_game(pairs)


def _one_game(pairs: Sequence[BoardsPair]) -> tuple[BoardsPair, ...]:
    """The pairs (as many scores each), once checked to make one game: ``-`` exactly on the
    boards an earlier guess solved, one board solved per guess (the answers are distinct),
    and no guess after every board is solved."""
    pairs = tuple(pairs)
    if not pairs:
        return pairs
    solved = [False] * pairs[0].boards
    for pair in pairs:
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


def board_histories(pairs: Sequence[BoardsPair]) -> tuple[tuple[GuessScore, ...], ...]:
    """Each board's history: the guesses that scored on it, as single-board pairs."""
    boards = pairs[0].boards if pairs else 0
    return tuple(
        tuple(GuessScore(p.scores[board]) for p in pairs if p.scores[board] is not None)
        for board in range(boards)
    )


def solved_answers(pairs: Sequence[BoardsPair], boards: int = 0) -> tuple[str | None, ...]:
    """Each board's answer where a guess has solved it, else None: a board for each score the
    pairs give (``boards`` of them when there are no pairs)."""
    found: list[str | None] = [None] * (pairs[0].boards if pairs else boards)
    for pair in pairs:
        for board, earned in enumerate(pair.scores):
            if earned is not None and earned.is_win:
                found[board] = pair.guess
    return tuple(found)


def as_typed(message: str, typed: Iterable[str], language: object) -> str:
    """``message`` (an error's, quoting pairs and words in the ``language``'s tile letters) with
    the guess of each of the ``typed`` texts of two letters or more written back as the player
    typed it, where it stands alone: a whole pair (``ACUDE=.C...`` -> ``AÇUDE=.Ç...``), then
    the guess alone (Dutch ``ĲDELE`` -> ``IJDELE``; a tile standing for letters, as typed).  A
    letter typed alone (SUTOM's) is left as it is."""
    for text in typed:
        shown = text.partition("=")[0].strip().upper()
        spelled = language.spelled(shown)
        if spelled == shown or len(spelled) < 2:
            continue
        whole = language.spelled(text)
        for old, new in {(whole, text), (repr(whole)[1:-1], repr(text)[1:-1])}:  # quoted whole, or by repr()
            message = _standing_alone(old, new, message)  # an unreadable pair
        tiles = language.tiles(shown)
        try:
            pair = GuessScore.parse(whole, checked=False)
        except WordfinderError:
            pair = None
        if pair is not None and len(tiles) == len(pair.guess):
            typed_score = "".join(tile.notation(letter) for letter, tile in zip(tiles, pair.score.tiles))
            message = _standing_alone(str(pair), f"{shown}={typed_score}", message)
        message = _standing_alone(spelled, shown, message)
    if any(len(tile) == 1 < len(group) for group, tile in language.joined):
        from .languages import written

        message = written([message])[0]  # a lone tile (Dutch Ĳ in nl-ij) as its letters
    return message


def _standing_alone(old: str, new: str, message: str) -> str:
    """``message`` with ``old`` replaced by ``new`` wherever no letter touches it (not inside a longer word)."""
    return re.sub(rf"(?<![^\W\d_]){re.escape(old)}(?![^\W\d_])", lambda _: new, message)
