"""Word lists: reading and checking them where they enter, and the bundled lists."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path

from .errors import WordListError

__all__ = ["ALLOWED", "ANSWERS", "DICT_WORDS", "bundled", "chosen_list", "letter_mask", "normalise", "read_words"]

ALLOWED = "allowed"  # the 14,855 guesses Wordle accepts
ANSWERS = "answers"  # the 2,315 answers of the original game
DICT_WORDS = Path("/usr/share/dict/words")


def normalise(words: Iterable[str], length: int | None = None) -> tuple[str, ...]:
    """The words upper-cased, without duplicates, in first-seen order.

    Words with anything but the letters A-Z, and words of another ``length``
    (when given), are skipped: dictionaries hold apostrophes and accents.
    """
    kept: dict[str, None] = {}
    for word in words:
        word = word.strip().upper()
        if word.isascii() and word.isalpha() and (length is None or len(word) == length):
            kept[word] = None
    return tuple(kept)


def read_words(path: str | Path, length: int | None = None) -> tuple[str, ...]:
    """The words of a file with one word a line; blank lines and ``#`` comments are skipped."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise WordListError(f"{str(path)!r}: no such word list") from None
    except IsADirectoryError:
        raise WordListError(f"{str(path)!r}: is a folder, not a word list") from None
    except UnicodeDecodeError as error:
        raise WordListError(
            f"{str(path)!r}: not UTF-8 text (byte {error.start}); expected one word a line"
        ) from None
    except OSError as error:
        raise WordListError(f"{str(path)!r}: cannot be read ({error.strerror})") from None
    lines = (line for line in text.splitlines() if not line.lstrip().startswith("#"))
    return normalise(lines, length)


def chosen_list(word_file: Path | None, dict_words: bool, length: int) -> tuple[tuple[str, ...], str]:
    """The words of ``length`` letters that ``--word-file``/``--dict-words`` name (default: the
    bundled allowed guesses), and how to name their origin in a message."""
    if word_file is not None and dict_words:
        raise WordListError("--word-file and --dict-words both name a word list; choose one")
    source = DICT_WORDS if dict_words else word_file
    if source is None:
        return tuple(w for w in bundled(ALLOWED) if len(w) == length), "the bundled list"
    if dict_words and not source.exists():
        raise WordListError(f"{str(source)!r}: no system word list here; use --word-file FILE")
    return read_words(source, length), repr(str(source))


def letter_mask(word: str) -> int:
    """The word's letters A-Z as bits (A is bit 0), so disjointness is one ``&``."""
    mask = 0
    for letter in word:
        mask |= 1 << (ord(letter) - ord("A"))
    return mask


@cache
def bundled(name: str) -> tuple[str, ...]:
    """A bundled word list: :data:`ALLOWED` or :data:`ANSWERS`."""
    if name not in (ALLOWED, ANSWERS):
        raise WordListError(f"{name!r}: no such bundled list; expected {ALLOWED!r} or {ANSWERS!r}")
    # The bundled files are known clean (tests pin that), so skip per-word checks: it is the CLI's hot path.
    text = data_path(f"{name}.txt").read_text(encoding="utf-8").upper()
    return tuple(line for line in text.splitlines() if line and not line.startswith("#"))


def data_path(name: str) -> Path:
    """Where a bundled data file lives: inside the installed package, or in a source checkout."""
    here = Path(__file__).resolve().parent
    installed = here / "data" / name
    return installed if installed.is_file() else here.parent / "data" / name
