"""A trie of words (seed 001): create, insert, lookup, and a search that prunes as it walks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

__all__ = ["Trie"]

_END = ""  # key marking that a word ends at a node; no letter is the empty string

Node = dict[str, "Node"]


class Trie:
    """A set of words stored letter by letter, so words sharing a prefix share a path."""

    __slots__ = ("_root", "_size", "_below")

    def __init__(self, words: Iterable[str] = ()) -> None:
        self._root: Node = {}
        self._size = 0
        self._below: dict[int, int] | None = None  # see _letters_below
        for word in words:
            self.insert(word)

    def insert(self, word: str) -> None:
        """Add ``word``; adding it again changes nothing."""
        node = self._root
        for letter in word:
            node = node.setdefault(letter, {})
        if _END not in node:
            node[_END] = {}
            self._size += 1
            self._below = None

    def lookup(self, word: str) -> bool:
        """Whether ``word`` was inserted."""
        node = self._root
        for letter in word:
            node = node.get(letter)  # type: ignore[assignment]
            if node is None:
                return False
        return _END in node

    __contains__ = lookup

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[str]:
        stack: list[tuple[Node, str]] = [(self._root, "")]
        while stack:
            node, prefix = stack.pop()
            if _END in node:
                yield prefix
            for letter in sorted((c for c in node if c != _END), reverse=True):
                stack.append((node[letter], prefix + letter))

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

        A branch is cut as soon as its letter is not allowed at its position, a
        letter passes its maximum, the positions left cannot hold the copies still
        required, or no word below holds a letter still required.
        """
        length = len(allowed)
        if length == 0:
            return [""] if _END in self._root else []
        below = self._letters_below()
        bounded = set(low) | set(high)
        counts = dict.fromkeys(bounded, 0)
        floor = {c: low.get(c, 0) for c in bounded}
        ceiling = {c: high.get(c, length) for c in bounded}
        bit = {c: _bit(c) for c in bounded}
        found: list[str] = []

        def walk(node: Node, depth: int, prefix: str, missing: int, needed: int) -> None:
            room = length - depth - 1  # positions left after this one
            last = room == 0  # children here end words: look, rather than call (most calls would be these)
            here = allowed[depth]
            for letter, child in node.items():
                if letter not in here:
                    continue
                if letter in counts:
                    seen = counts[letter]
                    if seen >= ceiling[letter]:
                        continue
                    still, after = missing, needed
                    if seen < floor[letter]:
                        still -= 1
                        if seen + 1 == floor[letter]:
                            after &= ~bit[letter]
                    if still > room:
                        continue
                    if last:
                        if _END in child:
                            found.append(prefix + letter)
                        continue
                    if after & ~below[id(child)]:
                        continue  # a letter still required occurs nowhere below
                    counts[letter] = seen + 1
                    walk(child, depth + 1, prefix + letter, still, after)
                    counts[letter] = seen
                elif missing <= room:
                    if last:
                        if _END in child:
                            found.append(prefix + letter)
                    elif not needed & ~below[id(child)]:
                        walk(child, depth + 1, prefix + letter, missing, needed)

        required = 0
        for c, n in floor.items():
            if n > 0:
                required |= bit[c]
        walk(self._root, 0, "", sum(floor.values()), required)
        return found

    def _letters_below(self) -> dict[int, int]:
        """For each node (by ``id``), the letters of the words' rest below it, as bits.

        Worked out on the first search after a change, so the search can cut a
        branch where a letter it still needs never occurs.
        """
        if self._below is None:
            below: dict[int, int] = {}

            def visit(node: Node) -> int:
                letters = 0
                for letter, child in node.items():
                    if letter != _END:
                        letters |= _bit(letter) | visit(child)
                below[id(node)] = letters
                return letters

            visit(self._root)
            self._below = below
        return self._below


def _bit(letter: str) -> int:
    """The letter's bit in a letter set; A-Z get bits of their own, and any sharing of
    bits by other characters only makes a set larger, so a cut is never wrong."""
    return 1 << (ord(letter) & 63)
