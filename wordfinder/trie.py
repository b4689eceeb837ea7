"""A trie of words (seed 001): create, insert, lookup, a search that prunes as it walks,
and, for classic scores, an index of its words by length."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from .index import WordIndex

__all__ = ["Trie"]


_ENDS = 1  # in a node's spelling, the bit saying that a word ends there; letters get the others


class _Node(dict[str, "_Node"]):
    """A trie node: a dict from each next letter to its child, plus what the search reads.

    Letter sets are bits (each letter gets its own bit when the trie first meets
    it): ``letters`` holds every letter of the words that pass through or end at
    this node; ``word`` is the word ending here, if any, and ``spelling`` its
    letters plus the end bit (0 when no word ends here).
    """

    __slots__ = ("letters", "word", "spelling")

    def __init__(self, letters: int = 0) -> None:
        # dict.__new__ has made the empty dict already: no need for dict.__init__.
        self.letters = letters
        self.word: str | None = None
        self.spelling = 0


class Trie:
    """A set of words stored letter by letter, so words sharing a prefix share a path."""

    __slots__ = ("_root", "_size", "_bit", "_indexes")

    def __init__(self, words: Iterable[str] = ()) -> None:
        self._root = _Node()
        self._size = 0
        self._bit: dict[str, int] = {}  # each letter met so far, and its bit in a letter set
        self._indexes: dict[int, WordIndex | None] = {}  # by length; an insert clears them
        for word in words:
            self.insert(word)

    def insert(self, word: str) -> None:
        """Add ``word``; adding it again changes nothing."""
        bit = self._bit
        letters = 0
        for letter in word:
            letters |= bit.get(letter) or bit.setdefault(letter, 2 << len(bit))
        node = self._root
        node.letters |= letters
        for letter in word:
            child = node.get(letter)
            if child is None:
                child = node[letter] = _Node(letters)
            else:
                child.letters |= letters
            node = child
        if node.word is None:
            node.word = word
            node.spelling = letters | _ENDS
            self._size += 1
            self._indexes.clear()

    def index(self, length: int) -> WordIndex | None:
        """A bit-parallel index of the words of ``length`` letters, in order, made on first
        use; None when some such word holds a character that is no upper-case letter."""
        if length not in self._indexes:
            chosen = [w for w in self if len(w) == length]
            plain = all(w.isalpha() and w.isupper() for w in chosen)
            self._indexes[length] = WordIndex(chosen) if plain else None
        return self._indexes[length]

    @property
    def letters(self) -> tuple[str, ...]:
        """Every letter the words hold."""
        return tuple(self._bit)

    def lookup(self, word: str) -> bool:
        """Whether ``word`` was inserted."""
        node: _Node | None = self._root
        for letter in word:
            node = node.get(letter)  # type: ignore[union-attr]
            if node is None:
                return False
        return node.word is not None  # type: ignore[union-attr]

    __contains__ = lookup

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[str]:
        stack = [self._root]
        while stack:
            node = stack.pop()
            if node.word is not None:
                yield node.word
            stack.extend(node[letter] for letter in sorted(node, reverse=True))

    def __repr__(self) -> str:
        return f"Trie({self._size} words)"

    def search(
        self,
        allowed: Sequence[frozenset[str]],
        low: Mapping[str, int],
        high: Mapping[str, int],
    ) -> list[str]:
        """The words of length ``len(allowed)`` whose letter at each position is allowed there
        and whose count of each letter lies within ``low`` and ``high``.

        The walk goes level by level, keeping only the branches whose letter is
        allowed at its position and whose words hold, between them, every letter
        the answer needs; a word at the end must hold them all itself.  The
        exact counts (two or more copies needed, or a maximum) are checked on
        the few words that come out.
        """
        if any(most < 0 for most in high.values()):
            return []  # no word has fewer than no copies
        required = 0
        for c, n in low.items():
            if n > 0:
                if c not in self._bit:
                    return []  # no word holds this letter
                required |= self._bit[c]
        words = _walk(self._root, allowed, required)
        # The walk saw to single copies; check the counts it did not, on the words it kept.
        anywhere = frozenset().union(*allowed)
        counted = [(c, low.get(c, 0), most) for c, most in high.items() if c in anywhere]
        counted += [
            (c, least, len(allowed)) for c, least in low.items() if least > 1 and c not in high
        ]
        for c, least, most in counted:
            words = [w for w in words if least <= w.count(c) <= most]
        return words


def _walk(root: _Node, allowed: Sequence[frozenset[str]], required: int) -> list[str]:
    """The words of length ``len(allowed)`` below ``root`` with an allowed letter at every
    position and every letter of ``required`` (bits) at least once."""
    # A level at a time, one comprehension each, keeps the work per branch to a few
    # bytecodes.  Where looking up each allowed letter takes fewer steps than reading
    # every child (a green, say), the level looks them up.
    nodes = [root]
    for here in allowed:
        if len(here) * len(nodes) < sum(map(len, nodes)):
            letters = sorted(here)  # not the set's own order, which varies from run to run
            nodes = [
                child
                for node in nodes
                for letter in letters
                if (child := node.get(letter)) is not None and not required & ~child.letters
            ]
        else:
            nodes = [
                child
                for node in nodes
                for letter, child in node.items()
                if letter in here and not required & ~child.letters
            ]
    ended = required | _ENDS
    return [node.word for node in nodes if not ended & ~node.spelling]  # type: ignore[misc]
