"""Answer models: how likely each word is to be the answer, before and after some guesses.

Vocabulary:

- *prior*: a word's probability of being the day's answer before any guess, from
  ``data/priors.tsv`` (how it is derived: ``data/README.md``);
- *answer model*: the words that may be the answer and their weights, summing to 1
  (:class:`AnswerModel`).  ``likely`` weights every word of the list by its prior,
  ``original`` is the 2,315 original answers, uniform, ``all`` is every word of the
  list, uniform, and a user's answers file is uniform over its words;
- *probabilities* of some candidates (the words that fit a history): their weights,
  normalised over those candidates.

This module reads the table with plain Python: the finder's path must not pay for numpy.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from functools import cache

from . import words as wordlists
from .digests import short_digest
from .errors import WordfinderError, WordListError
from .finder import find
from .notation import GuessScore
from .past_answers import day_model
from .trie import Trie

TYPE_CHECKING = False  # typing's own flag would import typing: the finder's start-up does not
if TYPE_CHECKING:
    from .languages import Language

__all__ = [
    "ALL",
    "LIKELY",
    "MODELS",
    "ORIGINAL",
    "PRIORS_FILE",
    "AnswerModel",
    "UnknownModel",
    "answer_model",
    "bundle_model",
    "chosen_model",
    "file_model",
    "likely_first",
    "likely_model",
    "most_likely_first",
    "priors",
    "probabilities",
    "read_model",
]

LIKELY = "likely"  # every word of the list, weighted by its prior (the default)
ORIGINAL = "original"  # the 2,315 original answers, uniform
ALL = "all"  # every word of the list, uniform
MODELS = (LIKELY, ORIGINAL, ALL)
PRIORS_FILE = "priors.tsv"


class UnknownModel(WordfinderError):
    """An answer model name that is not one of :data:`MODELS`."""


class AnswerModel:
    """Words that may be the answer, and how likely each is; immutable.

    ``name`` is ``likely``, ``original``, ``all``, or the answers file's name.
    ``raw`` gives the words' weights on any scale (aligned with ``words``), as numbers
    or as their decimal text: the bundled table is parsed only where it is used, as
    the finder needs the weights of a few candidates only.  ``floor`` is the weight,
    on the same scale, of a candidate outside ``words`` (0 for the uniform models).
    A plain class, not a dataclass: the finder's start-up would pay ~7 ms to import one.
    """

    __slots__ = ("name", "words", "floor", "played", "_raw", "_raw_of", "_weights", "_sorted", "_fingerprint", "_base",
                 "originals")

    def __init__(
        self, name: str, words: tuple[str, ...], raw: Sequence[float | str], floor: float = 0.0,
        sorted_words: bool = False, played: int = 0, base: AnswerModel | None = None,
        originals: frozenset[str] | None = None,
    ):
        """``sorted_words`` says ``words`` are in sorted order, so that a word's weight is
        found by bisection instead of a table of every word (the finder wants a few);
        ``played`` is how many of them are past answers, down-weighted (:meth:`with_played`),
        and ``base`` the model before they were (its fingerprint is hashed only when asked);
        ``originals``, the original answers of the game the words are played in (None: the
        NYT's 2,315; empty: none, the lists of another language or length)."""
        values = (name, words, floor, played, tuple(raw), None, None, sorted_words, None, base, originals)
        for slot, value in zip(self.__slots__, values):
            object.__setattr__(self, slot, value)
        if len(self._raw) != len(words):
            raise ValueError(f"{len(words)} words but {len(self._raw)} weights")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{name!r}: an AnswerModel cannot be changed")

    def __repr__(self) -> str:
        return f"AnswerModel({self.name!r}, {len(self.words)} words)"

    def __reduce__(self) -> tuple:
        """Pickled by its constructor's arguments (a game holding it goes to a worker process):
        the default would set its slots, which an AnswerModel refuses."""
        return AnswerModel, (self.name, self.words, self._raw, self.floor, self._sorted, self.played, self._base,
                             self.originals)

    @property
    def weights(self) -> tuple[float, ...]:
        """The words' probabilities of being the answer (aligned with ``words``, summing to 1)."""
        if self._weights is None:
            raw = tuple(map(float, self._raw))
            total = sum(raw)
            object.__setattr__(self, "_weights", tuple(w / total for w in raw))
        return self._weights

    def weight(self, word: str) -> float:
        """The word's weight on the model's own scale (``floor`` for a word outside the model)."""
        if self._sorted:
            i = bisect_left(self.words, word)
            return float(self._raw[i]) if i < len(self.words) and self.words[i] == word else float(self.floor)
        if self._raw_of is None:
            object.__setattr__(self, "_raw_of", dict(zip(self.words, self._raw)))
        return float(self._raw_of.get(word, self.floor))

    def weights_for(self, candidates: Sequence[str]) -> tuple[float, ...]:
        """The candidates' probabilities: their weights normalised to sum to 1.

        When none of them has any weight (e.g. no original answer fits), they share it equally.
        An empty candidate set gives an empty tuple.
        """
        if candidates == self.words:  # a puzzle of the model's own words (14,855): no look-up each
            raw = list(map(float, self._raw))
        else:
            raw = [self.weight(word) for word in candidates]
        total = sum(raw)
        if total <= 0:
            return tuple(1 / len(raw) for _ in raw)
        return tuple(w / total for w in raw)

    def extended(self, words: Iterable[str]) -> AnswerModel:
        """The model with ``words`` added, each weighted as its least likely word (a secret
        from outside the list, played by ``benchmark --secrets``); the same model when it
        holds them all."""
        known = set(self.words)
        added = tuple(w for w in dict.fromkeys(words) if w not in known)
        if not added:
            return self
        least = min(map(float, self._raw)) if self._raw else 1.0
        return AnswerModel(self.name, self.words + added, self._raw + (least,) * len(added), self.floor,
                           originals=self.originals)

    def with_played(self, played: Iterable[str]) -> AnswerModel:
        """The day's model: the model once the past answers ``played`` are known, as the
        history weighs them (:func:`~wordfinder.past_answers.day_model`: each kind of word, an
        original answer not used yet, a past answer, some other word, gets its share of the
        day); the same model when it holds none of them."""
        return day_model(self, played)

    @property
    def raw(self) -> tuple[float, ...]:
        """The words' weights on the model's own scale (aligned with ``words``)."""
        return tuple(map(float, self._raw))

    def down_weighted(self, raw: Sequence[float], scale: float, played: int) -> AnswerModel:
        """The model with the words' weights ``raw`` instead and its floor multiplied by
        ``scale``: the day's model, ``played`` of its words past answers down-weighted
        (:func:`~wordfinder.past_answers.day_model`), made from this one (its :attr:`prior_fingerprint`)."""
        return AnswerModel(self.name, self.words, raw, self.floor * scale, sorted_words=self._sorted,
                           played=played, base=self._base or self, originals=self.originals)

    @property
    def fingerprint(self) -> str:
        """A short hash of the model's words and weights: a stored decision tree made under
        the model names it, so that another prior table or list never replays that tree."""
        if self._fingerprint is None:
            # The weights as 8-byte floats, little-endian whatever the machine: a weight read as
            # text and the same number computed hash alike, and no float is written out as text
            # (14,855 of them took 10 ms, twice in a suggest process).
            weights = array("d", map(float, self._raw))
            if sys.byteorder == "big":  # pragma: no cover - no such machine here
                weights.byteswap()
            text = "\n".join(self.words).encode() + b"\n" + weights.tobytes()
            object.__setattr__(self, "_fingerprint", short_digest(text))
        return self._fingerprint

    @property
    def prior_fingerprint(self) -> str:
        """The :attr:`fingerprint` of the model before past answers were down-weighted: the
        searched tree made under the prior still finds every word within six under it."""
        return (self._base or self).fingerprint

    @property
    def weighted(self) -> bool:
        """Whether the model weighs its words as the original game does not: every model but the
        original answers alike (``original`` with past answers down-weighted is the day's), whose
        game the exact search and the stored optimal trees solve."""
        return self.name != ORIGINAL or self.played > 0

    @property
    def reweighted(self) -> bool:
        """Whether the weights are not the prior's (:attr:`prior_fingerprint`; the day's model:
        past answers known): a tree searched for the prior proves every word findable in
        time under them, but is no longer the best play."""
        return self._base is not None

    def vector(self, candidates: Sequence[str]):
        """:meth:`weights_for` as a numpy array of float64 (imports numpy on first use)."""
        import numpy as np

        return np.array(self.weights_for(candidates), dtype=np.float64)


def answer_model(name: str, word_list: Sequence[str] | None = None) -> AnswerModel:
    """The answer model ``name`` (one of :data:`MODELS`) over ``word_list``.

    ``word_list`` is the list of words in use (default: the bundled 14,855 allowed
    guesses).  ``likely`` and ``all`` cover its words; ``original`` is always the 2,315
    original answers.  For a word list other than the bundled one, a word that
    ``data/priors.tsv`` does not list gets the floor weight: the smallest prior in
    the table, as if it were the least likely allowed word.
    """
    if name not in MODELS:
        raise UnknownModel(
            f"{name!r}: no such answer model; expected one of {', '.join(map(repr, MODELS))}"
        )
    if name == ORIGINAL:
        return _uniform(ORIGINAL, wordlists.bundled(wordlists.ANSWERS))
    listed = wordlists.bundled(wordlists.ALLOWED) if word_list is None else tuple(word_list)
    if name == ALL:
        return _uniform(ALL, listed)
    return _likely(listed)


def bundle_model(name: str, chosen: object) -> AnswerModel:
    """The answer model ``name`` over a bundle's lists (:class:`~wordfinder.bundles.Bundle`):
    ``likely`` weights its allowed words by its prior, ``original`` is its answer list
    and ``all`` its allowed words, each equally likely."""
    if name not in MODELS:
        raise UnknownModel(f"{name!r}: no such answer model; expected one of {', '.join(map(repr, MODELS))}")
    originals = None if (chosen.language.code, chosen.length) == ("en", 5) else frozenset()  # the NYT's, or none
    if name == ORIGINAL:
        return _uniform(ORIGINAL, chosen.answers, originals)
    if name == ALL:
        return _uniform(ALL, chosen.allowed, originals)
    return AnswerModel(LIKELY, chosen.allowed, chosen.priors, sorted_words=True, originals=originals)


def chosen_model(
    answers: str | None, played: Sequence[str], language: Language, lists: object | None = None
) -> str | AnswerModel | None:
    """The answer model a command's options name, as a game holds it: a model's name, or None
    (the command's default), stays as it is, so that the finder reads no more than it needs;
    a file of words is read (:func:`read_model`), the past answers ``played`` down-weighted.
    A name's model is read (:func:`read_model`) where past answers known are to be
    down-weighted in it: the front door asks the game for them, once."""
    if answers is None or answers in MODELS:
        return answers
    return read_model(answers, language, lists).with_played(played)


def read_model(answers: str | None, language: Language, lists: object | None = None) -> AnswerModel:
    """The answer model ``answers`` names, read: a file of words (equally likely;
    :func:`file_model`, read in the tile letters of ``language``, the game's), or a model's
    name (None: ``likely``) over ``lists`` (a :class:`~wordfinder.bundles.Bundle`; None: the
    NYT's lists)."""
    if answers is not None and answers not in MODELS:
        return file_model(answers, language)
    return answer_model(answers or LIKELY) if lists is None else bundle_model(answers or LIKELY, lists)


def likely_model() -> AnswerModel:
    """``answer_model("likely")`` over the bundled list, read from the prior table alone (its
    words are the bundled allowed guesses, sorted: a test holds them to it), without
    reading the list itself: the finder orders its words by this on every query."""
    words, texts = _prior_table()
    return AnswerModel(LIKELY, words, texts, sorted_words=True)


def file_model(path: wordlists.PathName, language: Language, length: int | None = None) -> AnswerModel:
    """A uniform answer model over the words of a file (one a line) in the tile letters of
    ``language`` (:func:`wordfinder.words.read_words`), named by its path."""
    found = wordlists.read_words(path, language, length)
    if not found:
        raise WordListError(f"{str(path)!r} (--answers) has no words to be the answer, one a line")
    return _uniform(str(path), found, None if language.code == "en" else frozenset())  # the NYT's originals, or none


def most_likely_first(model: AnswerModel, candidates: Iterable[str]) -> list[tuple[str, float]]:
    """Each candidate with its probability, most likely first; ties in alphabetical order."""
    ordered = sorted(candidates)
    pairs = zip(ordered, model.weights_for(ordered))
    return sorted(pairs, key=lambda pair: -pair[1])  # sorted() is stable: ties stay alphabetical


def probabilities(
    model: AnswerModel, guess_scores: Iterable[GuessScore | str], words: Iterable[str] | Trie
) -> list[tuple[str, float]]:
    """The words that fit every GUESS=SCORE pair, each with its probability of being the
    answer (the model's weights of the words that fit, normalised), most likely first."""
    return most_likely_first(model, find(guess_scores, words))


def likely_first(candidates: Iterable[str]) -> list[tuple[str, float]]:
    """``most_likely_first(likely_model(), candidates)``; a few candidates are looked up in the
    table's text one by one, without splitting all 14,855 rows (the finder's usual case)."""
    found = list(candidates)
    if len(found) > FEW:
        return most_likely_first(likely_model(), found)
    text = _prior_text()
    raw = []
    for word in found:
        start = text.find(f"\n{word}\t") if word.isalpha() else -1
        if start < 0:
            raw.append(0.0)  # not in the table: the table's model gives it no weight
        else:
            start += len(word) + 2
            raw.append(float(text[start : text.index("\n", start)]))
    return most_likely_first(AnswerModel(LIKELY, tuple(found), raw), found)


FEW = 64  # up to this many candidates, likely_first reads their rows only


def priors() -> dict[str, float]:
    """The bundled table ``data/priors.tsv``: word (upper case) -> prior; the priors sum to 1."""
    words, texts = _prior_table()
    return dict(zip(words, map(float, texts)))


@cache
def _prior_text() -> str:
    """The bundled prior table's text, read once (every row ends with a line break)."""
    with open(wordlists.data_path(PRIORS_FILE), encoding="utf-8") as file:
        text = file.read()
    return text if text.endswith("\n") else text + "\n"


@cache
def _prior_table() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The bundled prior table, read once: its words (upper case, sorted), their priors as text."""
    text = _prior_text()
    start = 0
    while text.startswith("#", start):  # the header: comment lines, then WORD<TAB>PRIOR rows
        start = text.index("\n", start) + 1
    tokens = text[start:].split()  # one split in C, not one per line: the finder waits for this
    return tuple(tokens[0::2]), tuple(tokens[1::2])


def _likely(listed: tuple[str, ...]) -> AnswerModel:
    """``likely`` over a word list: the table's priors, the floor for words it lacks."""
    table_words, table_priors = _prior_table()
    if listed == table_words:
        return AnswerModel(LIKELY, table_words, table_priors)
    table = dict(zip(table_words, map(float, table_priors)))
    floor = min(table.values())
    return AnswerModel(LIKELY, listed, tuple(table.get(w, floor) for w in listed), floor)


def _uniform(name: str, listed: tuple[str, ...], originals: frozenset[str] | None = None) -> AnswerModel:
    """Every word of ``listed`` equally likely (``originals``: :class:`AnswerModel`'s)."""
    return AnswerModel(name, listed, (1.0,) * len(listed), 0.0, originals=originals)
