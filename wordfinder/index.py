"""A bit-parallel index of a word list: the words that earn a score, as one integer.

Bit ``j`` of a *word set* stands for the ``j``-th word of the list.  The index
keeps, for every position and letter, the set of words with that letter there,
and for every letter and ``k``, the set of words with at least ``k`` copies of
it.  The words that earn one classic score are then a handful of ANDs over
those sets, and a history is the AND of its scores' sets, so counting the
candidates after every guess of a game costs microseconds, not a scan of the
list.  ``wordfinder score`` relies on that; ``find`` keeps the trie.

A classic score holds exactly these facts about an answer, which is why the
sets are exact (replay is the definition, and the tests compare the two):

- a green tile means that letter at that position; any other tile, not that letter there;
- for each letter of the guess, greens and yellows together count its copies in the
  answer exactly when some copy is grey, and at least otherwise;
- yellows are handed out left to right, so a score with a grey copy of a letter
  before a yellow copy of it is earned by no answer at all.
"""

from __future__ import annotations

from itertools import compress

from collections.abc import Iterable, Sequence
from functools import lru_cache

from .feedback import Score, Tile
from .notation import GuessScore, plain_letter_tiles

__all__ = ["WordIndex"]

WordSet = int  # bit j set: the j-th word of the index belongs to the set
_CORRECT, _PRESENT, _ABSENT = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT
_FEW = 48  # up to this many words, listing a set bit by bit beats spelling it out in binary
_PEEL_FIRST = 8  # listing a set, so many words are peeled off before it is worth counting them
_SPARSE = 8  # a set of fewer than one word in this many is listed by finding each set bit


class WordIndex:
    """The words of one length, indexed for set-at-a-time filtering by classic scores."""

    __slots__ = (
        "words", "length", "everything", "_at", "_not_at", "_at_least", "_fewer", "_with", "_without", "_position",
        "earned_by", "earned_by_text",
    )

    def __init__(self, words: Iterable[str]) -> None:
        self.words: tuple[str, ...] = tuple(dict.fromkeys(words))
        lengths = {len(w) for w in self.words}
        if len(lengths) > 1:
            raise ValueError(f"a WordIndex holds words of one length, not {sorted(lengths)}")
        self.length = lengths.pop() if lengths else 0
        self.everything: WordSet = (1 << len(self.words)) - 1
        self._position = {word: j for j, word in enumerate(self.words)}
        backwards = "".join(reversed(self.words))  # the last word first: bit 0 ends each column
        self._at = [_letter_sets(backwards[i :: self.length]) for i in range(self.length)]
        self._at_least = _count_sets(self._at, self.everything)
        # Complements, made once: ``~s`` of a long int costs several times an ``&``.
        everything = self.everything
        self._not_at = [{c: everything ^ s for c, s in column.items()} for column in self._at]
        self._fewer = {c: [everything ^ s for s in sets] for c, sets in self._at_least.items()}
        self._with = {c: sets[1] for c, sets in self._at_least.items() if len(sets) > 1}  # >= 1 copy
        self._without = {c: sets[1] for c, sets in self._fewer.items() if len(sets) > 1}  # no copy
        self.earned_by = lru_cache(maxsize=65536)(self._earned_by)
        self.earned_by_text = lru_cache(maxsize=65536)(self._earned_by_text)

    def __len__(self) -> int:
        return len(self.words)

    def __repr__(self) -> str:
        return f"WordIndex({len(self.words)} words of {self.length} letters)"

    def _earned_by(self, pair: GuessScore) -> WordSet:
        """The words against which ``pair.guess`` earns ``pair.score`` (classic scores only)."""
        return self.earned_by_tiles(*pair.score)

    def _earned_by_text(self, text: str) -> WordSet | None:
        """:meth:`earned_by` of the pair ``text`` writes, when it is written the common way,
        plain letter notation such as ``CRANE=.r..e`` (:func:`plain_letter_tiles`), read
        without making the pair; None for any other text (the caller parses it)."""
        guess, _, shown = text.partition("=")
        tiles = plain_letter_tiles(guess, shown)
        return None if tiles is None else self.earned_by_tiles(guess.upper(), tiles)

    def earned_by_tiles(self, guess: str, tiles: Sequence[Tile]) -> WordSet:
        """:meth:`earned_by` of the guess (upper case) and its tiles, not remembered (for a
        caller that asks once, such as explain_all over every score)."""
        if len(guess) != self.length:
            return 0
        if len(set(guess)) == len(guess):
            return self._earned_by_distinct(guess, tiles)
        chosen = self.everything
        hits: dict[str, int] = {}
        grey: set[str] = set()
        for i, (letter, tile) in enumerate(zip(guess, tiles)):
            if tile is _CORRECT:
                chosen &= self._at[i].get(letter, 0)
                hits[letter] = hits.get(letter, 0) + 1
            elif tile is _PRESENT:
                if letter in grey:
                    return 0  # a yellow after a grey copy: yellows go left to right
                chosen &= self._not_at[i].get(letter, chosen)
                hits[letter] = hits.get(letter, 0) + 1
            elif tile is _ABSENT:
                grey.add(letter)
            else:
                raise _not_classic(guess, tiles)
        for letter, n in hits.items():
            at_least = self._at_least.get(letter, ())
            if n >= len(at_least):
                return 0  # no word has that many copies
            chosen &= at_least[n]
            if letter in grey:
                if n + 1 < len(at_least):
                    chosen &= self._fewer[letter][n + 1]
                for i, c in enumerate(guess):  # a grey copy is not there either
                    if c == letter and tiles[i] is _ABSENT:
                        chosen &= self._not_at[i].get(letter, chosen)
        for letter in grey.difference(hits):  # none at all: no position needs it ruled out
            fewer = self._fewer.get(letter)
            if fewer is not None:
                chosen &= fewer[1]
        return chosen

    def _earned_by_distinct(self, guess: str, tiles: Sequence[Tile]) -> WordSet:
        """:meth:`_earned_by` for a guess without repeated letters, where each tile is one
        test: green, the letter there; yellow, the letter elsewhere; grey, no copy at all."""
        chosen = self.everything
        with_letter, without = self._with, self._without
        for at, not_at, letter, tile in zip(self._at, self._not_at, guess, tiles):
            if tile is _CORRECT:
                chosen &= at.get(letter, 0)
            elif tile is _PRESENT:
                chosen &= not_at.get(letter, chosen) & with_letter.get(letter, 0)
            elif tile is _ABSENT:
                chosen &= without.get(letter, chosen)
            else:
                raise _not_classic(guess, tiles)
        return chosen

    def matching(self, pairs: Iterable[GuessScore]) -> WordSet:
        """The words against which every pair's guess earns its score."""
        chosen = self.everything
        for pair in pairs:
            chosen &= self.earned_by(pair)
        return chosen

    def subset(self, words: Iterable[str]) -> WordSet:
        """The set of those ``words`` that the index holds."""
        chosen = 0
        for word in words:
            j = self._position.get(word)
            if j is not None:
                chosen |= 1 << j
        return chosen

    def __contains__(self, word: object) -> bool:
        return word in self._position

    def has(self, chosen: WordSet, word: str) -> bool:
        """Whether ``word`` belongs to the set ``chosen``."""
        j = self._position.get(word)
        return j is not None and (chosen >> j) & 1 == 1

    def listed(self, chosen: WordSet) -> list[str]:
        """The words of the set ``chosen``, in index order."""
        words = self.words
        few = _peeled(chosen, _FEW)
        if few is not None:
            return [words[j] for j in reversed(few)]
        digits = bin(chosen)[:1:-1]  # bit 0 first
        if chosen.bit_count() * _SPARSE < len(digits):
            # Sparse: jump from one set bit to the next (str.find runs in C), rather than test
            # every bit in turn, which costs ~17 ns a word, set or not.
            found = []
            j = digits.find("1")
            while j >= 0:
                found.append(words[j])
                j = digits.find("1", j + 1)
            return found
        # Dense: the digits, as 0/1 bytes, select the words in C.
        return list(compress(words, digits.encode("ascii").translate(_BIT_BYTES)))

    def labelled(self, sets: Sequence[WordSet]) -> bytes:
        """For each word, in index order, 1 + the number of the set in ``sets`` that holds it,
        0 when none does: ``sets`` are disjoint, and at most 255.

        Listing many sets word by word costs ~17 ns a word of the index per set.  Here
        the labels are built as eight bit planes: plane ``b`` is the union of the sets
        whose label has bit ``b``, a few ORs a set.  Each plane's binary digits, as bytes
        0 and 1, read as one integer of base 256 and shifted by ``b``, then give every
        word's bit ``b`` at once: eight passes in C, however many sets there are."""
        if len(sets) > 255:
            raise ValueError(f"{len(sets)} sets: at most 255 fit a byte each")
        planes = [0] * 8
        for number, chosen in enumerate(sets, 1):
            for bit in range(number.bit_length()):
                if number >> bit & 1:
                    planes[bit] |= chosen
        total = 0
        for bit, plane in enumerate(planes):
            if plane:
                digits = bin(plane)[:1:-1].encode("ascii").translate(_BIT_BYTES)  # bit 0 first
                total += int.from_bytes(digits, "little") << bit
        return total.to_bytes(len(self.words), "little")


def _not_classic(guess: str, tiles: Sequence[Tile]) -> ValueError:
    """The error for a score with quantum tiles, which a WordIndex cannot read."""
    return ValueError(f"{guess}={Score(guess, tuple(tiles))}: a WordIndex reads classic scores, not quantum tiles")


def _peeled(chosen: WordSet, most: int) -> list[int] | None:
    """The set bits of a set of at most ``most`` words, highest first, or None for a larger
    set.  Bits are peeled off one at a time, the integer shrinking as it goes; up to
    :data:`_PEEL_FIRST` words that beats counting them first (``bit_count`` reads the
    whole integer)."""
    found = []
    while chosen:
        if len(found) == _PEEL_FIRST and chosen.bit_count() > most - _PEEL_FIRST:
            return None
        j = chosen.bit_length() - 1
        found.append(j)
        chosen ^= 1 << j
    return found


_BIT_BYTES = bytes.maketrans(b"01", b"\x00\x01")


def _letter_sets(column: str) -> dict[str, WordSet]:
    """For each letter, the set of words with that letter in ``column`` (one letter a word,
    the last word first).  Each letter's set is the column translated to binary digits in
    C; letters beyond ASCII (Ñ, Ĳ) are first given byte codes of their own."""
    letters = set(column)
    if column.isascii():
        encoded, codes = column.encode("ascii"), {ord(c): c for c in letters}
    elif len(letters) <= 256:
        numbered = dict(zip(sorted(letters), map(chr, range(256))))
        encoded, codes = column.translate(str.maketrans(numbered)).encode("latin-1"), {ord(v): c for c, v in numbered.items()}
    else:  # more letters than bytes in one column: a set a letter, the slow way
        return {c: int("".join("1" if x == c else "0" for x in column), 2) for c in letters}
    sets = {}
    for code, letter in codes.items():
        table = bytearray(b"0" * 256)
        table[code] = ord("1")
        sets[letter] = int(encoded.translate(table), 2)
    return sets


def _count_sets(at: Sequence[dict[str, WordSet]], everything: WordSet) -> dict[str, list[WordSet]]:
    """For each letter, ``[s0, s1, ...]`` where ``sk`` is the set of words with at least ``k`` copies."""
    letters = set().union(*at) if at else set()
    sets: dict[str, list[WordSet]] = {}
    for letter in letters:
        at_least = [everything] + [0] * len(at)
        for column in at:
            here = column.get(letter, 0)
            if not here:
                continue
            for k in range(len(at), 0, -1):  # high to low, so each column counts once
                at_least[k] |= at_least[k - 1] & here
        while len(at_least) > 1 and not at_least[-1]:
            at_least.pop()
        sets[letter] = at_least
    return sets
