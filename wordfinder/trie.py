"""A trie of words (seed 001): create, insert, lookup, and a search that prunes as it walks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

__all__ = ["Trie"]

_END = ""  # key marking that a word ends at a node; no letter is the empty string

Node = dict[str, "Node"]


class Trie:
    """A set of words stored letter by letter, so words sharing a prefix share a path."""

    __slots__ = ("_root", "_size")

    def __init__(self, words: Iterable[str] = ()) -> None:
        self._root: Node = {}
        self._size = 0
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
        letter passes its maximum, or the positions left cannot hold the copies
        still required.
        """
        length = len(allowed)
        bounded = set(low) | set(high)
        counts = dict.fromkeys(bounded, 0)
        floor = {c: low.get(c, 0) for c in bounded}
        ceiling = {c: high.get(c, length) for c in bounded}
        found: list[str] = []

        def walk(node: Node, depth: int, prefix: str, missing: int) -> None:
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
                    still = missing - 1 if seen < floor[letter] else missing
                    if still > room:
                        continue
                    if last:
                        if _END in child:
                            found.append(prefix + letter)
                        continue
                    counts[letter] = seen + 1
                    walk(child, depth + 1, prefix + letter, still)
                    counts[letter] = seen
                elif missing <= room:
                    if not last:
                        walk(child, depth + 1, prefix + letter, missing)
                    elif _END in child:
                        found.append(prefix + letter)

        if length == 0:
            return [""] if _END in self._root else []
        walk(self._root, 0, "", sum(floor.values()))
        return found
