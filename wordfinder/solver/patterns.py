"""The pattern matrix: every guess scored against every answer at once, as small integers.

A *pattern* is a score packed into one number: tile ``i`` counts ``3**i`` times
its value (grey 0, yellow 1, green 2), so a win is ``3**length - 1``.  The
matrix ``patterns[g, a]`` is the pattern guess ``g`` earns against answer ``a``;
it is a fast path for :func:`wordfinder.feedback.score`, which stays the
single source of truth (``tests/test_patterns.py`` checks every cell against it).

Computing the 14,855 x 2,315 matrix takes a second, the likely model's 14,855 x 14,855
a few, so a matrix is kept on disk in the user's cache folder, in a file named by a
hash of the two lists, and mapped by every process that needs it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..errors import WordListError
from ..feedback import Score, Tile
from .puzzle_words import lists_key

__all__ = [
    "LazyPatternMatrix",
    "block",
    "cache_folder",
    "cache_writable",
    "cached_pattern_matrix",
    "decode",
    "encode",
    "letter_code",
    "letters",
    "pattern_dtype",
    "pattern_matrix",
    "pattern_row",
    "win",
]

Pattern = int  # a score packed into one number, e.g. 0 for '.....', 242 for 'CRANE'

_VALUE = {Tile.ABSENT: 0, Tile.PRESENT: 1, Tile.CORRECT: 2}
_TILE = {value: tile for tile, value in _VALUE.items()}
_CHUNK_CELLS = 500_000  # guesses x answers x letters scored in one step: its temporaries stay in the
# processor's caches (at 4,000,000 the likely model's whole matrix took 3.1 s of CPU, at 500,000 1.3 s)


def win(length: int) -> Pattern:
    """The pattern of an all-green score of ``length`` tiles."""
    return 3**length - 1


def encode(score: Score) -> Pattern:
    """The pattern of a classic score; quantum tiles have none."""
    try:
        return sum(_VALUE[tile] * 3**i for i, tile in enumerate(score.tiles))
    except KeyError:  # a tile without a value: only the classic tiles have one (as Score.colours)
        raise ValueError(f"{score!r}: quantum scores have no pattern") from None


def decode(guess: str, pattern: Pattern) -> Score:
    """The score of ``guess`` that ``pattern`` packs."""
    tiles = []
    for _ in guess:
        pattern, value = divmod(pattern, 3)
        tiles.append(_TILE[value])
    return Score(guess.upper(), tuple(tiles))


def pattern_dtype(length: int) -> type[np.unsignedinteger]:
    """The smallest unsigned type that holds every pattern of ``length`` tiles (uint8 up to 5)."""
    return np.uint8 if 3**length <= 256 else np.uint16 if 3**length <= 65536 else np.uint32


def letters(words: Sequence[str]) -> np.ndarray:
    """The words as a (words x length) array of letter numbers: A = 0 ... Z = 25, and any
    other letter (Ñ, Ĳ) the next number free, the same for the whole process
    (:func:`letter_code`)."""
    length = len(words[0]) if words else 0
    if (lengths := set(map(len, words))) - {length}:
        raise ValueError(f"words of one length expected; got lengths {sorted(lengths)}")
    text = "".join(words).upper()
    if not text.isascii():
        for letter in set(text):
            letter_code(letter)
        text = text.translate(_WIDE)
    return (np.frombuffer(text.encode("latin-1"), dtype=np.uint8).reshape(len(words), length) - ord("A")).astype(
        np.int8
    )


_WIDE: dict[int, int] = {}  # a letter beyond ASCII -> the character whose byte stands for it


def letter_code(letter: str) -> int:
    """The number of ``letter`` in :func:`letters`' arrays: A = 0 ... Z = 25, each other
    letter the next free number when first met (at most 101 of them: an int8 each)."""
    if letter.isascii():
        return ord(letter) - ord("A")
    if ord(letter) not in _WIDE:
        code = 26 + len(_WIDE)
        if code > 126:
            raise WordListError(f"{letter!r}: the solver numbers at most {code} different letters")
        _WIDE[ord(letter)] = ord("A") + code
    return _WIDE[ord(letter)] - ord("A")


MAX_PATTERN_LETTERS = 20  # a pattern of 20 tiles, 3**20 - 1, is the most a uint32 holds
# The most memory one pattern matrix may take, whole or a column at a time: with the
# process's other arrays it stays under 2 GB.  50,000 guesses x 2,500 answers of five
# letters (a byte a cell) is 125 MB; --answers likely over 20,050 Portuguese guesses, 402 MB;
# over 17,448 English words of eight letters (two bytes a cell), 609 MB; 50,000 x 50,000,
# 2.5 GB, is refused.
MAX_MATRIX_BYTES = 1_000_000_000


def pattern_matrix(guesses: Sequence[str], answers: Sequence[str]) -> np.ndarray:
    """The (guesses x answers) matrix of the pattern each guess earns against each answer.

    Raises :class:`WordListError` above :data:`MAX_MATRIX_BYTES`, before any work: the
    memory and time grow with the product of the lists' lengths.
    """
    _check_size(guesses, answers)
    length = len(guesses[0]) if guesses else len(answers[0]) if answers else 0
    if answers and guesses and len(answers[0]) != length:
        raise ValueError(f"guesses have {length} letters but answers have {len(answers[0])}")
    if not len(guesses) or not len(answers):
        return np.zeros((len(guesses), len(answers)), dtype=pattern_dtype(length))
    return _block(letters(guesses), letters(answers))


class LazyPatternMatrix:
    """:func:`pattern_matrix` of two lists, each answer's column computed when first asked for.

    Under ``--answers likely`` every allowed word is an answer: the full 14,855 x 14,855
    matrix takes 20 s to compute, while a question about a few positions needs a few
    columns.  Indexed like the array it stands for, in the forms the solver uses:
    ``[row, answers]``, ``[:, answers]`` and ``[np.ix_(rows, answers)]`` (anything else
    is a TypeError).  Columns asked for with every row are kept (stored answer by answer,
    so that a kept column costs its own memory only); a block of some rows is computed
    afresh unless its columns are kept.  Every value is :func:`pattern_matrix`'s.
    """

    def __init__(self, guesses: Sequence[str], answers: Sequence[str]):
        _check_size(guesses, answers, lazy=True)
        self.shape = (len(guesses), len(answers))
        self.dtype = np.dtype(pattern_dtype(len(guesses[0]) if guesses else 0))
        self._guesses, self._answers = letters(guesses), letters(answers)
        self._kept = np.zeros(len(answers), dtype=bool)
        self._by_answer = np.zeros(self.shape[::-1], dtype=self.dtype)  # pages are touched as columns come

    def __len__(self) -> int:
        return self.shape[0]

    def __getitem__(self, key: tuple) -> np.ndarray:
        rows, columns = key
        wanted = np.arange(self.shape[1])[columns]
        if isinstance(rows, (int, np.integer)) and wanted.ndim == 1:
            if not self._kept[wanted].all():
                return _block(self._guesses[[rows]], self._answers[wanted])[0]  # one guess's row
            return self._by_answer[wanted, rows]
        if np.ndim(rows) == 2 and np.shape(rows)[1] == 1 and wanted.ndim == 2 and wanted.shape[0] == 1:
            picked, wanted = np.ravel(rows), wanted[0]  # np.ix_'s block
            if not self._kept[wanted].all():
                return _block(self._guesses[picked], self._answers[wanted])
            return np.ascontiguousarray(self._by_answer[wanted][:, picked].T)
        if isinstance(rows, slice) and rows == slice(None) and wanted.ndim == 1:
            missing = np.flatnonzero(np.bincount(wanted, minlength=self.shape[1]).astype(bool) & ~self._kept)
            if len(missing):
                self._by_answer[missing] = _block(self._guesses, self._answers[missing]).T
                self._kept[missing] = True
            return np.ascontiguousarray(self._by_answer[wanted].T)
        raise TypeError(f"{key!r}: not an index a LazyPatternMatrix serves")

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        whole = self[:, np.arange(self.shape[1])]
        return whole if dtype is None else whole.astype(dtype)


_ROWS_COPIED = 64  # rows of the matrix :func:`block` copies at a time: the copy stays in the caches
_TAKEN_FROM = 64  # answers from which :func:`block` copies whole rows (with fewer, it reads less indexing)


def block(matrix: np.ndarray | LazyPatternMatrix, rows: np.ndarray, answers: np.ndarray) -> np.ndarray:
    """``matrix[np.ix_(rows, answers)]``: the patterns of the guesses ``rows`` against the
    ``answers`` (indices), as a (rows x answers) array.  From an array, with
    :data:`_TAKEN_FROM` answers or more, whole rows are copied :data:`_ROWS_COPIED` at a
    time and the columns taken from them while the copy is in the processor's caches:
    1,060 rows x 1,350 answers of the mapped 14,855 x 14,855 matrix in 4 ms, against 8 ms
    copying every row first and 14 ms indexing both ways at once."""
    if not isinstance(matrix, np.ndarray) or len(answers) < _TAKEN_FROM:
        return matrix[np.ix_(rows, answers)]
    taken = np.empty((len(rows), len(answers)), dtype=matrix.dtype)
    for start in range(0, len(rows), _ROWS_COPIED):
        part = slice(start, start + _ROWS_COPIED)
        np.take(matrix[rows[part]], answers, axis=1, out=taken[part])
    return taken


def pattern_row(guess: str, answer_letters: np.ndarray) -> np.ndarray:
    """The patterns ``guess`` earns against words given as letter numbers (:func:`letters`):
    one row of :func:`pattern_matrix`, without spelling the words out again."""
    return _block(letters([guess]), answer_letters)[0]


def _block(guess_letters: np.ndarray, answer_letters: np.ndarray) -> np.ndarray:
    """The patterns of some guesses against some answers, given as letter numbers."""
    length = guess_letters.shape[1] if guess_letters.ndim == 2 else 0
    matrix = np.zeros((len(guess_letters), len(answer_letters)), dtype=pattern_dtype(length))
    if not len(guess_letters) or not len(answer_letters):
        return matrix
    letter_count = max(26, int(guess_letters.max()) + 1, int(answer_letters.max()) + 1)
    answer_counts = np.zeros((len(answer_letters), letter_count), dtype=np.int8)
    each = np.arange(len(answer_letters))
    for position in range(length):
        answer_counts[each, answer_letters[:, position]] += 1  # one cell per answer: no repeats
    counts_by_letter = np.ascontiguousarray(answer_counts.T)  # (letters, answers)
    present = (counts_by_letter > 0).view(np.uint8)
    step = max(1, _CHUNK_CELLS // (len(answer_letters) * max(length, 1)))
    for shape, rows in _alike_groups(guess_letters):
        for start in range(0, len(rows), step):
            chunk = rows[start : start + step]
            matrix[chunk] = _alike(guess_letters[chunk], answer_letters, shape, present, counts_by_letter)
    return matrix


def _check_size(guesses: Sequence[str], answers: Sequence[str], lazy: bool = False) -> None:
    """Refuse words longer than :data:`MAX_PATTERN_LETTERS` and lists whose matrix would take more
    than :data:`MAX_MATRIX_BYTES` (a :class:`LazyPatternMatrix` too: it may fill), with a
    one-line error, before any work: the memory and time grow with the pairs."""
    length = max(len(guesses[0]) if guesses else 0, len(answers[0]) if answers else 0)
    if length > MAX_PATTERN_LETTERS:
        raise WordListError(
            f"{length}-letter words: the solver scores words of at most {MAX_PATTERN_LETTERS} letters"
        )
    size = len(guesses) * len(answers) * np.dtype(pattern_dtype(length)).itemsize
    if size > MAX_MATRIX_BYTES:
        raise WordListError(
            f"{len(guesses):,} guesses x {len(answers):,} answers: their pattern matrix would take "
            f"{size / 1e6:,.0f} MB, more than the solver's {MAX_MATRIX_BYTES / 1e6:,.0f} MB; use a shorter word list"
        )


def _alike_groups(guesses: np.ndarray) -> list[tuple[list[int], np.ndarray]]:
    """The guesses (as letter numbers) in groups that repeat their letters alike: for each, its
    shape (``shape[i]``, the first position holding the letter at ``i``) and its rows.

    Each group's rule is then known before any answer is looked at (:func:`_alike`): a
    letter the guess holds once is yellow wherever it is not green and the answer has it;
    only a repeated letter needs the count of copies.  Five letters repeat in 52 ways."""
    first = (guesses[:, :, None] == guesses[:, None, :]).argmax(axis=2)
    # Sorted by shape (a stable sort keeps each group's rows in order): a tenth of the time
    # np.unique(axis=0) takes over 14,855 guesses, which every column asked for paid.
    order = np.lexsort(first.T[::-1])
    shapes = first[order]
    starts = np.flatnonzero(np.r_[True, (shapes[1:] != shapes[:-1]).any(axis=1)])
    ends = np.r_[starts[1:], len(order)]
    return [(shapes[start].tolist(), order[start:end]) for start, end in zip(starts, ends)]


def _alike(
    guesses: np.ndarray, answers: np.ndarray, shape: list[int], present: np.ndarray, counts_by_letter: np.ndarray
) -> np.ndarray:
    """The patterns of guesses that repeat their letters alike (``shape[i]``: the first
    position holding letter ``i``) against every answer, as :func:`pattern_matrix` packs
    them; a tile's value (0, 1, 2) is a byte, computed in place: seven times the speed of
    scoring every position alike."""
    length = len(shape)
    green = [(guesses[:, k, None] == answers[None, :, k]).view(np.uint8) for k in range(length)]
    tiles: list[np.ndarray] = [green[0]] * length
    for start in sorted(set(shape)):
        block = [i for i in range(length) if shape[i] == start]
        letter = guesses[:, start]
        if len(block) == 1:  # the letter's one copy: yellow wherever the answer has it, unless green
            i = block[0]
            tile = present[letter]
            tile &= green[i] ^ 1
            tile += green[i] << 1
            tiles[i] = tile
            continue
        # Copies of the letter the answer has left for yellows: its count, less those matched green.
        spare = counts_by_letter[letter]
        for k in block:
            spare = spare - green[k].view(np.int8)
        earlier = np.zeros_like(spare)
        for i in block:  # yellows go left to right: earlier non-green copies take spare copies first
            not_green = green[i] ^ 1
            tile = (earlier < spare).view(np.uint8)
            tile &= not_green
            tile += green[i] << 1
            earlier += not_green.view(np.int8)
            tiles[i] = tile
    codes = tiles[-1].astype(pattern_dtype(length))
    for i in range(length - 2, -1, -1):  # tile i counts 3**i times
        codes *= 3
        codes += tiles[i]
    return codes


def cache_folder() -> Path:
    """The cache folder: ``$XDG_CACHE_HOME/wordfinder``, or ``~/.cache/wordfinder``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "wordfinder"


def cache_writable() -> bool:
    """Whether a matrix can be written to the cache folder (made if need be)."""
    try:
        cache_folder().mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(cache_folder(), os.W_OK | os.X_OK)


def cached_pattern_matrix(
    guesses: Sequence[str], answers: Sequence[str], lazy: bool = False
) -> np.ndarray | LazyPatternMatrix:
    """The pattern matrix of the lists, read from the cache or computed and cached.

    The cached file is mapped, not read: a question about a few positions touches
    only the pages it needs, and every process that maps it shares one copy in memory.
    A damaged cache file (truncated, another shape or type), or anything there but a
    regular file, is recomputed; a cache folder that cannot be written only costs the
    time to compute the matrix again next run.  Processes computing the same matrix at
    once take turns (a lock file beside it): the second maps what the first wrote.  With
    ``lazy``, a matrix not in the cache is a :class:`LazyPatternMatrix`, computed a column
    at a time as the solver asks.
    """
    _check_size(guesses, answers, lazy)  # a matrix cached before the limit is refused too
    path = cache_folder() / f"patterns-{lists_key(guesses, answers)}.npy"
    expected = (len(guesses), len(answers))
    if (mapped := _mapped(path, expected)) is not None:
        return mapped
    if lazy:
        return LazyPatternMatrix(guesses, answers)
    from ..files import Locked

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with Locked(f"{path}.lock"):
            if (mapped := _mapped(path, expected)) is not None:  # another process wrote it meanwhile
                return mapped
            matrix = pattern_matrix(guesses, answers)
            _save_atomically(path, matrix)
            mapped = _mapped(path, expected)  # one copy for every process; None if the write failed
            return matrix if mapped is None else mapped
    except OSError:
        return pattern_matrix(guesses, answers)  # an unwritable cache is not an error: computed again


def _mapped(path: Path, shape: tuple[int, int]) -> np.ndarray | None:
    """The matrix cached at ``path``, mapped, or None: none yet, or not a whole matrix of
    that ``shape`` and an unsigned type."""
    try:
        if path.is_file():
            mapped = np.load(path, mmap_mode="r", allow_pickle=False)
            if mapped.shape == shape and mapped.dtype.kind == "u":
                return mapped.view(np.ndarray)  # a plain array: np.memmap's indexing is slower
    except (OSError, ValueError, EOFError):
        pass
    return None


def _save_atomically(path: Path, matrix: np.ndarray) -> None:
    """Write ``matrix`` to ``path`` so that readers see the old file or the whole new one."""
    try:
        import tempfile  # here: importing it costs every suggest ~6 ms, and only a new matrix needs it

        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.stem, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as file:
                np.save(file, matrix, allow_pickle=False)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
    except OSError:
        pass  # an unwritable cache is not an error: the matrix is simply computed again


assert encode(Score("AB", (Tile.PRESENT, Tile.CORRECT))) == 1 + 2 * 3
assert str(decode("SPEED", encode(Score("SPEED", (Tile.ABSENT,) * 4 + (Tile.CORRECT,))))) == "....D"
