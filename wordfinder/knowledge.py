"""What GUESS=SCORE pairs tell about the answer: greens, exclusions and letter counts.

For one classic guess the facts below are *exactly* the answers that reproduce
its score (provided the score is possible at all):

- a green tile fixes its letter in place;
- any other tile (yellow or grey) rules its letter out at that position;
- a letter with ``n`` green or yellow copies occurs at least ``n`` times, and
  exactly ``n`` times when the same guess also shows a grey copy of it.

So the facts of several guesses, intersected, are the fast path the finder
uses, and replaying every guess against a word is the definition it must match.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from .errors import BadNotation, Contradiction, ImpossibleScore
from .feedback import Score, Tile
from .notation import GuessScore, order_problem, out_of_order
from .values import value_type

__all__ = ["ALPHABET", "Knowledge", "check_possible", "common_length", "is_possible"]

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LETTERS = frozenset(ALPHABET)
_CORRECT, _ABSENT = Tile.CORRECT, Tile.ABSENT
_QUANTUM_TILES = frozenset({Tile.QUANTUM_CORRECT, Tile.QUANTUM_PRESENT})


class Knowledge(value_type("Knowledge", ["pairs", "mask", "wrong_spot", "low", "high", "allowed"])):
    """What a set of classic GUESS=SCORE pairs establishes about the answer.

    ``mask`` holds the observed greens, ``wrong_spot`` the letters seen at each
    position without being green there; ``low``/``high`` bound how many copies of
    each letter the answer has (a letter missing from ``high`` is unbounded).
    ``allowed`` is the derived set of letters each position can still hold, after
    mask optimisation; ``solved`` is the mask those sets pin down.  Immutable by
    convention for the two dicts, by construction for the rest; a named tuple
    rather than a dataclass for start-up time (see :class:`~wordfinder.feedback.Score`).
    """

    __slots__ = ()
    pairs: tuple[GuessScore, ...]
    mask: tuple[str | None, ...]
    wrong_spot: tuple[frozenset[str], ...]
    low: dict[str, int]
    high: dict[str, int]
    allowed: tuple[frozenset[str], ...]

    def __hash__(self) -> int:
        return hash(self.pairs)  # the pairs determine the rest, and the dicts cannot be hashed

    @classmethod
    def from_pairs(cls, pairs: Iterable[GuessScore | str], checked: bool = True, alphabet: str = ALPHABET) -> Knowledge:
        """The knowledge the pairs give; raises when they are impossible together.

        ``alphabet``: the letters a word may hold besides those of the guesses (A-Z; a
        Spanish game adds Ñ): the letters ``allowed`` at a position are drawn from them.

        With ``checked`` false, only the cheap contradictions are looked for:
        :func:`~wordfinder.finder.find` asks for the full check (a small flow
        problem) only when its search comes back empty, since any word found
        proves the pairs consistent.
        """
        pairs = tuple(p if isinstance(p, GuessScore) else GuessScore.parse(p) for p in pairs)
        length = common_length(pairs)
        for pair in pairs:
            if not _QUANTUM_TILES.isdisjoint(pair.score.tiles):  # before any other complaint
                raise BadNotation(
                    f"{pair}: a quantum score describes a pair of secret words, not one answer"
                )
        mask, wrong_spot, low, high = _raw_facts(pairs, length)
        letters = _LETTERS if alphabet == ALPHABET else frozenset(alphabet)
        if not all(pair.guess.isascii() for pair in pairs):
            letters = letters.union(*(pair.guess for pair in pairs))
        allowed = _tighten(mask, wrong_spot, low, high, letters)
        knowledge = cls(pairs, mask, wrong_spot, low, high, allowed)
        if checked and (reason := knowledge.why_impossible()):
            for pair in pairs:
                check_possible(pair)  # name the pair when one is impossible on its own
            listed = " ".join(map(str, pairs))
            raise Contradiction(f"no spelling satisfies all of {listed}: {reason}")
        return knowledge

    @property
    def length(self) -> int:
        """The word length."""
        return len(self.mask)

    @property
    def valid(self) -> frozenset[str]:
        """The letters known to be in the answer."""
        return frozenset(c for c, n in self.low.items() if n > 0)

    @property
    def invalid(self) -> frozenset[str]:
        """The letters known to be absent from the answer."""
        return frozenset(c for c, n in self.high.items() if n == 0)

    @property
    def unused(self) -> frozenset[str]:
        """The letters no guess has tried yet."""
        tried = {c for pair in self.pairs for c in pair.guess}
        return frozenset(ALPHABET) - tried

    @property
    def solved(self) -> tuple[str | None, ...]:
        """The optimised mask: each position whose letter the facts pin down."""
        return tuple(next(iter(a)) if len(a) == 1 else None for a in self.allowed)

    def counts(self) -> dict[str, tuple[int, int | None]]:
        """For each letter with a known bound, its (minimum, maximum or None)."""
        letters = sorted(c for c in set(self.low) | set(self.high) if self.high.get(c) != 0)
        return {c: (self.low.get(c, 0), self.high.get(c)) for c in letters}

    def why_impossible(self) -> str | None:
        """Why no string of letters fits these facts, or None when one does."""
        for c, most in sorted(self.high.items()):
            if self.low.get(c, 0) > most:
                return f"one guess shows {self.low[c]} {c} but another allows at most {most}"
        for i, letters in enumerate(self.allowed, 1):
            if not letters:
                return f"no letter can stand at position {i}"
        for c, need in sorted(self.low.items()):
            room = sum(c in a for a in self.allowed)
            if room == 0:
                return f"the {c} it needs has no free position"
            if room < need:
                return f"{c} needs {need} copies but only {room} positions can hold one"
        if sum(self.low.values()) > self.length:
            return f"{sum(self.low.values())} known letters cannot fit in {self.length} positions"
        if not _spelling_exists(self.allowed, self.low, self.high):
            return "the letter counts and positions cannot all be met at once"
        return None

    def describe(self) -> dict[str, str]:
        """The facts in seed 004's readable terms, label by label."""
        optimised = _dashes(self.solved)
        return {
            "mask": _dashes(self.mask),
            "optimised": optimised,
            "valid": "".join(sorted(self.valid)) or "-",
            "invalid": "".join(sorted(self.invalid)) or "-",
            "wrong_spot": "[" + ",".join("".join(sorted(s)) or "-" for s in self.wrong_spot) + "]",
            "counts": ", ".join(_bounds(c, lo, hi) for c, (lo, hi) in self.counts().items()) or "-",
            "unused": "".join(sorted(self.unused)) or "-",
        }

    def admits(self, word: str) -> bool:
        """Whether ``word`` (upper case, right length) fits every fact."""
        if any(c not in a for c, a in zip(word, self.allowed)):
            return False
        counts = Counter(word)
        return all(counts[c] >= n for c, n in self.low.items()) and all(
            counts[c] <= n for c, n in self.high.items()
        )


def common_length(pairs: Sequence[GuessScore]) -> int:
    """The length every guess shares; raises :class:`BadNotation` for none or a mix."""
    if not pairs:
        raise BadNotation("no GUESS=SCORE pairs given; the word length comes from them")
    length = len(pairs[0].guess)
    for pair in pairs:
        if len(pair.guess) != length:
            raise BadNotation(
                f"{pair}: every guess must have the same length, "
                f"but {pairs[0].guess} has {length} letters and {pair.guess} {len(pair.guess)}"
            )
    return length


def _dashes(mask: Iterable[str | None]) -> str:
    """A mask written with ``-`` for unknown positions, e.g. ``-I-TY``."""
    return "".join(c or "-" for c in mask)


def _bounds(letter: str, low: int, high: int | None) -> str:
    """A letter's count bounds written ``E=1``, ``T>=2``, ``S<=1`` or ``E=1..2``."""
    if high is None:
        return f"{letter}>={low}"
    if low == high:
        return f"{letter}={low}"
    if low == 0:
        return f"{letter}<={high}"
    return f"{letter}={low}..{high}"


def _raw_facts(
    pairs: Sequence[GuessScore], length: int
) -> tuple[tuple[str | None, ...], tuple[frozenset[str], ...], dict[str, int], dict[str, int]]:
    """The greens, wrong spots and count bounds read straight off the pairs.

    The pairs hold classic tiles only.  Raises :class:`ImpossibleScore` for a pair
    whose yellows and greys are out of order (pairs built without
    :meth:`GuessScore.parse` have not been checked on their own), and
    :class:`Contradiction` for two greens at one position.
    """
    mask: list[str | None] = [None] * length
    wrong_spot: list[set[str]] = [set() for _ in range(length)]
    low: dict[str, int] = {}
    high: dict[str, int] = {}
    clash = None
    for pair in pairs:
        hits: dict[str, int] = {}
        greys: set[str] = set()
        for i, (c, tile) in enumerate(zip(pair.score.guess, pair.score.tiles)):
            if tile is _CORRECT:
                if mask[i] is None:
                    mask[i] = c
                elif mask[i] != c and clash is None:
                    clash = f"position {i + 1} cannot be both {mask[i]} and {c}"
                hits[c] = hits.get(c, 0) + 1
            elif tile is _ABSENT:
                # Not at this position; a grey copy of a letter that is elsewhere green
                # or yellow is surplus, not absent.
                wrong_spot[i].add(c)
                greys.add(c)
            else:  # PRESENT: every caller has ruled quantum tiles out
                if c in greys:
                    raise ImpossibleScore(f"{pair}: {out_of_order(c)}")
                wrong_spot[i].add(c)
                hits[c] = hits.get(c, 0) + 1
        for c, n in hits.items():
            if n > low.get(c, 0):
                low[c] = n
        for c in greys:
            # A grey copy means the answer has no copy beyond the green and yellow ones.
            n = hits.get(c, 0)
            if n < high.get(c, length):
                high[c] = n
    if clash:
        raise Contradiction(f"no spelling satisfies all of {' '.join(map(str, pairs))}: {clash}")
    # A letter known to be absent is excluded everywhere; wrong_spot keeps the present ones.
    absent = {c for c, n in high.items() if n == 0}
    return tuple(mask), tuple(frozenset(s - absent) for s in wrong_spot), low, high


def _tighten(
    mask: Sequence[str | None],
    wrong_spot: Sequence[frozenset[str]],
    low: dict[str, int],
    high: dict[str, int],
    letters: frozenset[str] | None = None,
) -> tuple[frozenset[str], ...]:
    """The letters each position can hold once the facts have been combined to a fixpoint
    (``letters``: every letter a word may hold; default A-Z and those the facts name).

    Beyond the raw facts this places a letter wherever its required copies exactly
    fill the positions that can take it (seed 004's mask optimisation, generalised
    to counts by pigeonhole), and removes a letter from the remaining positions once
    its maximum is placed.  Every step is implied by the facts, so the set of
    eligible words never changes; the steps only make the search cheaper.
    """
    length = len(mask)
    absent = {c for c, n in high.items() if n == 0}
    if letters is None:
        letters = _LETTERS.union(low, high, *(m for m in mask if m), *wrong_spot)
    free = letters - absent
    required = sum(low.values())
    if required >= length:
        # The required copies fill the word: no other letter has room anywhere.
        free = free & low.keys()
    allowed = [
        free - wrong if m is None else frozenset((m,)) - wrong - absent
        for m, wrong in zip(mask, wrong_spot)
    ]
    # Only bounded letters can be pinned or capped; the others are handled above.
    limits = [
        (c, low.get(c, 0), min(high.get(c, length), length - required + low.get(c, 0)))
        for c in sorted(low.keys() | high.keys() - absent)
    ]
    changed = True
    while changed:
        changed = False
        for c, least, most in limits:
            room = [i for i, a in enumerate(allowed) if c in a]
            loose = [i for i in room if len(allowed[i]) > 1]
            if not loose:
                continue
            if len(room) - len(loose) >= most:
                for i in loose:  # its maximum is placed: none elsewhere
                    allowed[i] = allowed[i] - {c}
                changed = True
            elif len(room) <= least:
                for i in loose:  # its copies fill the positions that can hold it
                    allowed[i] = frozenset(c)
                changed = True
    return tuple(allowed)


def _spelling_exists(
    allowed: Sequence[frozenset[str]], low: dict[str, int], high: dict[str, int]
) -> bool:
    """Whether some string has, at each position, an allowed letter, and counts within bounds.

    A flow with lower bounds: letters supply positions, each letter between its
    minimum and maximum, each position exactly once.  Letters with no bound are
    interchangeable, so they are pooled into one "free" supplier.
    """
    length = len(allowed)
    bounded = sorted(set(low) | set(high))
    sources = bounded + ["*"]  # "*" stands for every unbounded letter
    lower = {c: low.get(c, 0) for c in bounded}
    upper = {c: high.get(c, length) for c in bounded}
    lower["*"], upper["*"] = 0, length

    def can_place(source: str, i: int) -> bool:
        if source == "*":
            return any(c not in lower for c in allowed[i])
        return source in allowed[i]
    return _max_flow_with_bounds(sources, length, lower, upper, can_place)


def _max_flow_with_bounds(
    sources: Sequence[str],
    length: int,
    lower: dict[str, int],
    upper: dict[str, int],
    can_place: Callable[[str, int], bool],
) -> bool:
    """Whether a flow sends each source between its bounds and fills every position once.

    The lower bounds are removed the textbook way: a circulation with a T->S edge,
    whose demands are met from a super source S* to a super sink T*.
    """
    graph: dict[object, dict[object, int]] = {}

    def add(u: object, v: object, cap: int) -> None:
        graph.setdefault(u, {}).setdefault(v, 0)
        graph.setdefault(v, {}).setdefault(u, 0)
        graph[u][v] += cap

    demand: Counter[object] = Counter()
    for s in sources:
        add("S", ("src", s), upper[s] - lower[s])
        demand[("src", s)] += lower[s]
        demand["S"] -= lower[s]
        for i in range(length):
            if can_place(s, i):
                add(("src", s), ("pos", i), 1)
    for i in range(length):
        # Each position takes exactly one letter: lower bound 1, capacity 1.
        demand["T"] += 1
        demand[("pos", i)] -= 1
    add("T", "S", length)
    need = 0
    for node, d in demand.items():
        if d > 0:
            add("S*", node, d)
            need += d
        elif d < 0:
            add(node, "T*", -d)
    return _max_flow(graph, "S*", "T*") == need


def _max_flow(graph: dict[object, dict[object, int]], source: object, sink: object) -> int:
    """The maximum flow from ``source`` to ``sink``; ``graph`` holds residual capacities."""
    total = 0
    while True:
        parent = {source: None}
        queue = [source]
        for u in queue:
            for v, cap in graph[u].items():
                if cap > 0 and v not in parent:
                    parent[v] = u
                    queue.append(v)
        if sink not in parent:
            return total
        path = []
        v = sink
        while parent[v] is not None:
            path.append((parent[v], v))
            v = parent[v]
        push = min(graph[u][v] for u, v in path)
        for u, v in path:
            graph[u][v] -= push
            graph[v][u] += push
        total += push


def _quantum_problem(pair: GuessScore) -> str | None:
    """Why no pair of words with disjoint letters earns a quantum score, or None."""
    tiles = pair.tiles
    if any(t in (Tile.CORRECT, Tile.PRESENT) for t in tiles):
        return "quantum and plain coloured tiles cannot mix: interference makes every hit quantum"
    hit_letters = sorted({c for c, t in zip(pair.guess, tiles) if t.is_hit})  # each hit is quantum now
    if len(hit_letters) < 2:
        return "interference needs hits on both secret words, so at least two different letters"
    # Each hit letter belongs to one of the two words; try every split into two
    # non-empty groups, each word's own (plain) score being possible without the
    # other word's letters.
    for mask in range(1, 2 ** len(hit_letters) - 1):
        group = {c for i, c in enumerate(hit_letters) if mask >> i & 1}
        others = set(hit_letters) - group
        if _plain_share_possible(pair, group, others) and _plain_share_possible(pair, others, group):
            return None
    return "no two words sharing no letter can earn it (yellows are given left to right in each word)"


def _plain_share_possible(pair: GuessScore, mine: set[str], theirs: set[str]) -> bool:
    """Whether a word holding the hit letters ``mine`` and none of ``theirs`` earns its share."""
    tiles = tuple(
        t.classic() if c in mine else Tile.ABSENT for c, t in zip(pair.guess, pair.tiles)
    )
    share = GuessScore(Score(pair.guess, tiles))
    if order_problem(share.score):
        return False
    mask, wrong_spot, low, high = _raw_facts((share,), len(pair.guess))
    high = {**high, **dict.fromkeys(theirs, 0)}
    allowed = _tighten(mask, wrong_spot, low, high)
    return Knowledge((share,), mask, wrong_spot, low, high, allowed).why_impossible() is None


def check_possible(pair: GuessScore) -> None:
    """Raise :class:`ImpossibleScore` unless some string of letters earns ``pair``'s score."""
    if reason := why_impossible(pair):
        raise ImpossibleScore(f"{pair}: {reason}")


def why_impossible(pair: GuessScore) -> str | None:
    """Why no string of letters earns ``pair``'s score, or None when some string does."""
    if pair.score.is_quantum:
        return _quantum_problem(pair)
    if reason := order_problem(pair.score):
        return reason
    mask, wrong_spot, low, high = _raw_facts((pair,), len(pair.guess))
    allowed = _tighten(mask, wrong_spot, low, high)
    return Knowledge((pair,), mask, wrong_spot, low, high, allowed).why_impossible()


def is_possible(pair: GuessScore) -> bool:
    """Whether some string of letters earns ``pair``'s score."""
    return why_impossible(pair) is None
