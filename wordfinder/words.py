"""Word lists: reading and checking them where they enter, and the bundled lists."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from functools import cache

from .errors import WordListError

TYPE_CHECKING = False  # typing's own flag would import typing: a plain find's start-up does not
if TYPE_CHECKING:
    from .languages import Language

__all__ = ["ALLOWED", "ANSWERS", "DICT_WORDS", "PathName", "bundled", "bundled_of_length", "chosen_list", "letter_mask", "normalise", "read_option_list", "read_words", "words_in_text"]

ALLOWED = "allowed"  # the 14,855 guesses Wordle accepts
ANSWERS = "answers"  # the 2,315 answers of the original game
DICT_WORDS = "/usr/share/dict/words"
# Paths are plain strings here: importing pathlib would cost every command ~5 ms of start-up.
PathName = str | os.PathLike[str]


def words_in_text(
    text: str, length: int | None = None, allowed: Sequence[Iterable[str]] | None = None
) -> tuple[str, ...]:
    """The words of a text with one word a line, as :func:`normalise` keeps them: upper
    case, letters only (any Unicode letter), of ``length`` letters (when given), without duplicates, in first-seen
    order; blank lines and ``#`` comments are skipped.  With ``allowed`` (the letters
    allowed at each position), only the words spelled from them.

    One pass of C over the whole text (a translation and a regular expression) instead
    of a Python loop a word: a million-word list reads in a fraction of the time, and a
    search that knows its allowed letters keeps only the few words it can use.
    """
    # Upper case first, as normalise does (so "straße" is STRASSE there too), and every
    # line break str.splitlines knows made a newline.
    text = text.upper()
    if any(brk in text for brk in _OTHER_BREAKS):  # a scan each, far cheaper than translating
        text = text.translate(_LINE_BREAKS)
    if allowed is not None:
        letters = "".join(f"[{''.join(sorted(a))}]" if a else "(?!)" for a in allowed)
    else:
        letters = "[^\\W\\d_]+" if length is None else f"[^\\W\\d_]{{{length}}}"  # any letters
    # A line is a newline, its word between blanks, and the next newline (looked at, not
    # taken: it starts the next line).  Starting on a literal lets the engine skip to each
    # newline, twice as fast as trying ^ at every character.
    found = re.findall(rf"\n[^\S\n]*({letters})[^\S\n]*(?=\n)", f"\n{text}\n")
    return tuple(dict.fromkeys(found))


_OTHER_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"  # what str.splitlines breaks at besides \n
_LINE_BREAKS = dict.fromkeys(map(ord, _OTHER_BREAKS), "\n")


def normalise(words: Iterable[str], length: int | None = None) -> tuple[str, ...]:
    """The words upper-cased, without duplicates, in first-seen order.

    Words with anything but letters (any Unicode letter: Ñ, Ĳ), and words of another
    ``length`` (when given), are skipped: dictionaries hold apostrophes and hyphens.
    """
    kept: dict[str, None] = {}
    for word in words:
        word = word.strip().upper()
        if word.isalpha() and (length is None or len(word) == length):
            kept[word] = None
    return tuple(kept)


def read_words(
    path: PathName, language: Language, length: int | None = None, allowed: Sequence[Iterable[str]] | None = None
) -> tuple[str, ...]:
    """The words of a file with one word a line, in the tile letters of ``language``, the
    game's (``SUÍTE`` is ``SUITE`` in Portuguese; two words that fold alike are one); blank
    lines and ``#`` comments are skipped (with ``allowed``, only the words spelled from those
    letters; see :func:`words_in_text`)."""
    from .files import FileRefused, read_spelled  # regular files and standard input only

    try:
        text = read_spelled(path, language, "word list")
    except FileRefused as error:
        raise WordListError(str(error)) from None
    return words_in_text(text, length, allowed)


def read_option_list(
    path: PathName | None, option: str, language: Language, length: int | None = None
) -> tuple[str, ...] | None:
    """The words of the file an option names (``--guesses``, ``--answers``, ``--secrets``, ...)
    in the tile letters of ``language`` (:func:`read_words`); None when the option is not
    given.  A file with no words is refused: an empty list would otherwise stand for a default."""
    if path is None:
        return None
    if not os.fspath(path):
        raise WordListError(f"{option} '': an empty path names no file")
    found = read_words(path, language, length)
    if not found:
        letters = f"{length}-letter " if length else ""
        raise WordListError(f"{os.fspath(path)!r} ({option}) has no {letters}words, one a line")
    return found


def chosen_list(
    word_file: PathName | None,
    dict_words: bool,
    length: int,
    language: Language,
    allowed: Sequence[Iterable[str]] | None = None,
) -> tuple[tuple[str, ...], str]:
    """The words of ``length`` letters that ``--word-file``/``--dict-words`` name (default: the
    bundled allowed guesses), in the tile letters of ``language`` (:func:`read_words`), and
    how to name their origin in a message; a file's words are cut to those spelled from
    ``allowed`` when it is given (see :func:`words_in_text`)."""
    if word_file is not None and dict_words:
        raise WordListError("--word-file and --dict-words both name a word list; choose one")
    source = DICT_WORDS if dict_words else word_file
    if source is None:
        return bundled_of_length(length), "the bundled list"
    if dict_words and not os.path.exists(source):
        raise WordListError(f"{source!r}: no system word list here; use --word-file FILE")
    from .files import file_name

    name = file_name(source)
    return read_words(name, language, length, allowed), repr(name)


def letter_mask(word: str) -> int:
    """The word's letters A-Z as bits (A is bit 0), so disjointness is one ``&``."""
    mask = 0
    for letter in word:
        mask |= 1 << (ord(letter) - ord("A"))
    return mask


@cache
def bundled_of_length(length: int) -> tuple[str, ...]:
    """The bundled allowed guesses of ``length`` letters: one tuple, the same each time, so
    a finder asked again about it (a server) searches the index it built the first time."""
    return tuple(w for w in bundled(ALLOWED) if len(w) == length)


@cache
def bundled(name: str) -> tuple[str, ...]:
    """A bundled word list: :data:`ALLOWED` or :data:`ANSWERS`."""
    if name not in (ALLOWED, ANSWERS):
        raise WordListError(f"{name!r}: no such bundled list; expected {ALLOWED!r} or {ANSWERS!r}")
    # The bundled files are known clean (tests pin that), so skip per-word checks: it is the CLI's hot path.
    text = _read_text(data_path(f"{name}.txt")).upper()
    start = 0
    while text.startswith("#", start):  # the header: comment lines, then one word a line
        start = text.index("\n", start) + 1
    if text.find("#", start) >= 0:  # a comment below the header (none today): the general reader
        return words_in_text(text[start:])
    return tuple(text[start:].split())  # one split in C


def data_path(name: str) -> str:
    """Where the bundled data file or folder ``name`` lives: in the package's ``data`` folder.

    There is no other place to look, so a package built without its data fails loudly
    instead of reading a checkout's copy.  This is the folder
    ``importlib.resources.files("wordfinder") / "data"`` names for a package on a file
    system (a test pins that), found without importing importlib.resources, which costs
    every command about 10 ms of start-up.
    """
    return os.path.join(DATA_FOLDER, name)


DATA_FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def _read_text(path: str) -> str:
    """The text of a UTF-8 file (with or without a byte-order mark)."""
    with open(path, encoding="utf-8-sig") as file:  # a byte-order mark is not part of the first word
        return file.read()
