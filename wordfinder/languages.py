"""Languages and their tiles: how a typed word becomes the letters its tiles compare.

Vocabulary:

- *tile letter*: what one tile of a language's game compares, one character: ``E`` for
  French É (Le Mot and Termo fold accents), ``Ñ`` in Spanish (its own letter), ``Ĳ``
  (U+0132) for Dutch IJ where it is one tile (``nl-ij``, as Lingo plays; ``nl``, as
  woordle.nl plays, counts IJ as two letters);
- *spelling*: a word written in tile letters, upper case, one character a tile; the
  engine (:func:`wordfinder.feedback.score`), the finder and the solver see spellings only;
- *shown form*: the word as the language writes it (``CORAÇÃO``), what a player reads.

A language is a value of :class:`Language`, carried by the game
(:attr:`wordfinder.game.Game.language`), never a global switch.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .errors import NoSuchGame
from .values import value_type

_LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

__all__ = ["ENGLISH", "LANGUAGES", "NATIVE_NAMES", "Language", "UnknownLanguage", "language", "written"]


class UnknownLanguage(NoSuchGame):
    """A language code no bundled list speaks (so no game: a request naming it is refused as one)."""


class Language(value_type("Language", ["code", "name", "kept", "joined", "conventions"])):
    """One language's tiles; immutable.

    ``code``: ISO 639-1 (``pt``), with a tiling of its own after a dash (``nl-ij``); ``kept``: the accented letters that are letters of their
    own (``Ñ`` in Spanish, ``ÆØÅ`` in Danish), every other accent folded away
    (É counts as E); ``joined``: letter groups written as one tile and the tile letter
    standing for each (Dutch ``IJ`` -> ``Ĳ``; French ``Œ`` -> ``OE``, two tiles; German
    capital ``ẞ`` -> ``SS``, and its small ``ß`` -> ``ss`` with it);
    ``conventions``: the rules in a line, for the ``lists`` table.
    """

    __slots__ = ()
    code: str
    name: str
    kept: str
    joined: tuple[tuple[str, str], ...]
    conventions: str

    @property
    def native_name(self) -> str:
        """The language's name in itself (``Português``), what a player looks for in a menu;
        its English name when :data:`NATIVE_NAMES` has none."""
        return NATIVE_NAMES.get(self.code, self.name)

    @property
    def alphabet(self) -> str:
        """The tile letters: A-Z, the letters kept, and the tiles that stand for a group (Ĳ)."""
        return _LATIN + self.kept + "".join(t for _, t in self.joined if len(t) == 1)

    @property
    def own_letters(self) -> str:
        """The tile letters beyond A-Z (``ÆØÅ``; Dutch ``Ĳ`` in nl-ij; English none)."""
        return self.alphabet[len(_LATIN):]

    @property
    def letters(self) -> str:
        """The tile letters as a message names them: ``A-Z``, then any others (``A-Z and ÆØÅ``)."""
        more = self.own_letters
        return f"A-Z and {more}" if more else "A-Z"

    def stray_letter(self, word: str) -> str | None:
        """The first letter of ``word`` (typed, or in tile letters) that no tile of the
        language stands for (``Ω``, ``日`` in English), or None."""
        spelled = self.spelled(word)
        if spelled.isascii():
            return None
        tiles = _tiles_of(self)
        return next((c for c in spelled if c.isalpha() and c.upper() not in tiles), None)

    def spelled(self, text: str) -> str:
        """``text`` in this language's tile letters, its case kept (``coração`` ->
        ``coracao``, ``IJzer`` -> ``Ĳzer``): a score's letter notation keeps its meaning.
        A whole file's text is folded the same way, line breaks and all."""
        return _spelled(self, text) if len(text) <= _CACHED_LENGTH else _folded(self, text)

    def tiles(self, shown: str) -> tuple[str, ...]:
        """The shown form cut into its tiles, each as written (``IJZER`` -> ``IJ Z E R``): a
        group :attr:`joined` into fewer tiles than letters stays whole; every other
        character is a tile of its own."""
        groups = [group for group, tile in self.joined if len(tile) == 1 and len(group) > 1]
        cut: list[str] = []
        i = 0
        while i < len(shown):
            group = next((g for g in groups if shown[i : i + len(g)].upper() == g), shown[i])
            cut.append(shown[i : i + len(group)])
            i += len(group)
        return tuple(cut)


@lru_cache(maxsize=64)
def _tiles_of(language: Language) -> frozenset[str]:
    """The language's tile letters, as a set."""
    return frozenset(language.alphabet)


_CACHED_LENGTH = 256  # texts up to this long (pairs, words) are folded once each; a file's text is not kept


@lru_cache(maxsize=65536)
def _spelled(language: Language, text: str) -> str:
    """:meth:`Language.spelled`, once per text (a game's pairs and lists repeat)."""
    return _folded(language, text)


def _folded(language: Language, text: str) -> str:
    """``text`` in the language's tile letters: the groups it joins written as their tiles,
    then each other letter folded: each of the few distinct letters beyond ASCII replaced
    in one pass of C (a file of a million accented words folds in a fraction of a second;
    a character at a time took seconds)."""
    import unicodedata

    text = unicodedata.normalize("NFC", text)
    for group, tile in language.joined:
        text = text.replace(group, tile)
        small = group.lower()
        if small.upper() != group and small in text:
            # ß has no capital in use (upper() makes it SS): it takes the case of the letter
            # before it (or, first in a word, after it), so that STRAßE is STRASSE and
            # Straße Strasse.
            parts = text.split(small)
            text = parts[0]
            for k, part in enumerate(parts[1:], 1):  # the letter before is the text made so far's last
                cased = text[-1:] if text[-1:].isalpha() else _next_letter(parts, k)  # ßßA: SSSSA
                text += (tile if cased.isupper() else tile.lower()) + part
        else:
            text = text.replace(small, tile.lower())
        if len(group) > 1:
            text = text.replace(group.capitalize(), tile)  # IJsland
    if text.isascii():
        return text
    for letter in set(text) - _ASCII:
        if (folded := _folded_letter(language, letter)) != letter:
            text = text.replace(letter, folded)
    return text


_ASCII = frozenset(map(chr, range(128)))


def _next_letter(parts: list[str], first: int) -> str:
    """The first letter of ``parts[first:]`` (the text after a ß), or none."""
    return next((c for part in parts[first:] for c in part if c.isalpha()), "")


@lru_cache(maxsize=4096)
def _folded_letter(language: Language, letter: str) -> str:
    """One character as the language's tiles read it: a kept letter as it is, an accented
    one without its accents (by Unicode decomposition: É is E and a combining acute)."""
    import unicodedata

    if letter.isascii() or letter.upper() in language.kept or letter.upper() in _JOINED_TILES:
        return letter
    bare = "".join(c for c in unicodedata.normalize("NFD", letter) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", bare) or letter


_JOINED_TILES = "Ĳ"  # tile letters that stand for a group of letters: never folded


NATIVE_NAMES = {"en": "English", "es": "Español", "fr": "Français", "pt": "Português", "nl": "Nederlands",
                "nl-ij": "Nederlands, IJ als één letter", "da": "Dansk", "de": "Deutsch"}
"""Each language's name in itself, by code: a table of names, not of languages (the
languages are :data:`LANGUAGES`, and the page offers only those with bundled lists)."""

ENGLISH = Language("en", "English", "", (), "A-Z; accents fold (É counts as E)")
LANGUAGES: dict[str, Language] = {
    lang.code: lang
    for lang in (
        ENGLISH,
        Language("es", "Spanish", "Ñ", (), "Ñ is its own letter; accents fold (Á counts as A)"),
        Language("fr", "French", "", (("Œ", "OE"), ("Æ", "AE")),
                 "accents and Ç fold (É counts as E); Œ is OE"),
        Language("pt", "Portuguese", "", (), "accents and Ç fold (Ã counts as A)"),
        Language("nl", "Dutch", "", (("Ĳ", "IJ"),), "IJ is two letters, as woordle.nl plays (ABDIJ has five); accents fold (Ë counts as E)"),
        Language("nl-ij", "Dutch, IJ one tile", "", (("IJ", "Ĳ"),),
                 "IJ is one tile, as Lingo plays (ABDIJ has four); accents fold (Ë counts as E)"),
        Language("da", "Danish", "ÆØÅ", (), "Æ, Ø and Å are letters of their own; accents fold (É counts as E)"),
        # ß has no capital in use: German writes it SS in capitals (STRASSE), and so do the tiles.
        Language("de", "German", "ÄÖÜ", (("ẞ", "SS"),),
                 "Ä, Ö and Ü are letters of their own; ß is SS, two tiles (STRAßE is STRASSE)"),
    )
}


def written(pairs: Iterable[str]) -> list[str]:
    """Pairs (or words) as a player types them, each tile that stands for a group of letters
    written as the group (Dutch ``PĲLEN=.Ĳ.EN`` as ``PIJLEN=.IJ.EN``, which reads back the
    same): nobody types the ligature."""
    return [pair.translate(_GROUPS) for pair in pairs]


_GROUPS = {ord(tile): group for lang in LANGUAGES.values() for group, tile in lang.joined if len(tile) == 1} | {
    ord(tile.lower()): group.lower() for lang in LANGUAGES.values() for group, tile in lang.joined if len(tile) == 1}


def language(code: str) -> Language:
    """The language of ``code`` (``en``, ``es``, ...); :class:`UnknownLanguage` lists the codes."""
    found = LANGUAGES.get(code.strip().lower()) if isinstance(code, str) else None
    if found is None:
        raise UnknownLanguage(f"--lang {str(code)[:20]!r}: no such language; bundled: {', '.join(LANGUAGES)}")
    return found


assert LANGUAGES["pt"].spelled("Coração") == "Coracao" and LANGUAGES["es"].spelled("NIÑO") == "NIÑO"
assert LANGUAGES["nl-ij"].spelled("ijzer") == "ĳzer" and LANGUAGES["nl-ij"].tiles("IJZER") == ("IJ", "Z", "E", "R")
assert written(["PĲLEN=.Ĳ.EN", "ĳs"]) == ["PIJLEN=.IJ.EN", "ijs"]
assert LANGUAGES["nl"].spelled("ĳzer") == "ijzer" and LANGUAGES["nl"].tiles("IJZER") == ("I", "J", "Z", "E", "R")
assert LANGUAGES["de"].spelled("Aßß") == "ASSSS" and LANGUAGES["de"].spelled("Straße") == "Strasse" and LANGUAGES["de"].spelled("GRÜẞE") == "GRÜSSE" == LANGUAGES["de"].spelled("GRÜßE")
