"""Forced wins against Absurdle's adversary: the fewest guesses that end the game, and a line.

The adversary is deterministic (:func:`wordfinder.absurdle.adversary_score`), so a win is
not a tree but a *line*, a sequence of guesses, each answered by the largest bucket of the
words left; the last guess is the single word left.  The search deepens one guess at a
time, so the first line found is a shortest one, and it is *proven minimal* when every
shallower search ran to its end.

Each node scores every allowed guess against the words left at once, from the pattern
matrix (:mod:`wordfinder.solver.patterns`): a bincount per guess gives its buckets, and the
adversary's choice is the largest, its ties broken by a rank of the patterns.  Guesses are
tried smallest bucket first, and two sound bounds cut the rest: a guess leaves at least
``ceil(n / P)`` of ``n`` words (``P``: the patterns a score can have), and two guesses from
the end the words left must be split into singletons by one guess (:meth:`_Search._splitters`).

In challenge mode (``target``) the bucket kept must hold the target all the way down, and
the last split must leave it alone as the adversary's pick: every bucket a single word and
the target's score the one the adversary prefers.  For each word the guesses under which
the target's score is preferred to the word's are kept as a row of bits, so whether some
guess can put a whole bucket behind the target is an AND of its words' rows.  Three
guesses from the end, the buckets that the guesses keep (many keep the same one) are
tested so together, smallest first, and only those that pass are split
(:meth:`_Search._three`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..absurdle import preference
from ..errors import NoCandidates, WordfinderError
from ..feedback import Score
from .patterns import decode

__all__ = ["AbsurdleLine", "absurdle_advice", "forced_win", "pattern_ranks"]

MOST_GUESSES = 8  # the deepest line searched for
SECONDS = 50.0  # the search's default time bound (the budget is 60 s)
CHALLENGE_JOBS = 2  # processes challenge mode searches in from four guesses on (the issue: two cores)
_ROWS = 2048  # guesses counted at a time: bounds the memory of a bincount to ~4 MB per 1,000 words


@dataclass(frozen=True, slots=True)
class AbsurdleLine:
    """A search's outcome: the ``line`` of scored guesses that forces the win (empty when none
    was found), the words left after each guess, whether its length is ``proven`` minimal,
    ``searched``: the most guesses for which every line was tried (0: none), the ``target`` the
    line must end on (challenge mode), and the words left before it (``start``)."""

    line: tuple[Score, ...]
    left: tuple[int, ...]
    proven: bool
    searched: int
    target: str | None
    start: int

    @property
    def found(self) -> bool:
        """Whether a winning line was found."""
        return bool(self.line)

    @property
    def guesses(self) -> int:
        """The guesses the line takes to win (0 when none was found)."""
        return len(self.line)


def pattern_ranks(length: int) -> np.ndarray:
    """Each pattern's rank in the adversary's preference among buckets of one size (0: kept first)."""
    count = 3**length
    order = sorted(range(count), key=lambda p: preference(decode("A" * length, p).tiles, 0))
    ranks = np.empty(count, dtype=np.int64)
    ranks[order] = np.arange(count)
    return ranks


class _Search:
    """One search's lists, pattern matrix, bounds and clock."""

    def __init__(self, guesses: Sequence[str], answers: Sequence[str], matrix: np.ndarray,
                 target: int | None, deadline: float, jobs: int = 1):
        self.guesses, self.answers, self.matrix, self.jobs = guesses, answers, matrix, jobs
        length = len(answers[0])
        self.patterns = 3**length
        self.ranks = pattern_ranks(length).astype(np.uint8 if self.patterns <= 256 else np.int64)
        self.preferred = self.patterns - 1 - self.ranks  # larger: kept first among equal sizes
        self.distinct = self.patterns - length  # n-1 greens and a yellow cannot be scored
        self.target, self.deadline = target, deadline
        # Challenge mode's last split: for each word, the guesses under which the adversary would
        # rather keep the target than that word, as bits in 64-bit words (ANDed many at once).
        self.behind = None if target is None else _behind(matrix, self.ranks, target)
        self.cut = False  # whether the clock stopped some search short
        self.failed: set[tuple[bytes, int]] = set()

    def kept(self, left: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For every guess, the size and the pattern of the bucket the adversary keeps of ``left``."""
        sizes = np.empty(len(self.guesses), dtype=np.int64)
        kept = np.empty(len(self.guesses), dtype=np.int64)
        for first in range(0, len(self.guesses), _ROWS):
            block = self.matrix[first : first + _ROWS, left].astype(np.int64)
            rows = len(block)
            flat = (np.arange(rows)[:, None] * self.patterns + block).ravel()
            counts = np.bincount(flat, minlength=rows * self.patterns).reshape(rows, self.patterns)
            choice = (counts * self.patterns + self.preferred).argmax(axis=1)
            sizes[first : first + rows] = counts[np.arange(rows), choice]
            kept[first : first + rows] = choice
        return sizes, kept

    def bound(self, guesses: int) -> int:
        """The most words from which a win in ``guesses`` can be forced at all."""
        return self.distinct ** (guesses - 1)

    def search(self, left: np.ndarray, guesses: int) -> list[int] | None:
        """A shortest line of guess numbers winning from ``left`` within ``guesses``, or None."""
        if self.target is not None and self.target not in left:
            return None
        if len(left) == 1:
            return [self.guesses.index(self.answers[left[0]])]
        if guesses <= 1 or len(left) > self.bound(guesses):
            return None
        key = (left.tobytes(), guesses)
        if key in self.failed:
            return None
        if time.monotonic() > self.deadline:
            self.cut = True
            return None
        if guesses == 2:
            line = self._two(left)
        elif guesses == 3 and self.target is not None:
            line = self._three(left)
        else:
            line = self._deeper(left, guesses)
        if line is None and not self.cut:
            self.failed.add(key)
        return line

    def _two(self, left: np.ndarray) -> list[int] | None:
        """A guess that splits ``left`` into single words, then the word the adversary keeps."""
        for guess in self._splitters(left):
            word = left[np.argmin(self.ranks[self.matrix[guess, left]])]
            if self.target is None or word == self.target:
                return [int(guess), self.guesses.index(self.answers[word])]
        return None

    def _shared(self, left: np.ndarray, order: np.ndarray, kept: np.ndarray, guesses: int) -> list[int] | None:
        """:meth:`_deeper`'s loop shared among ``jobs`` forked processes, each taking the next first
        guess in order whose bucket was not met before; the first line found ends them all."""
        import multiprocessing

        global _WORKER

        def tasks():
            met = set()
            for guess in order:
                rest = left[self.matrix[guess, left] == kept[guess]]
                if rest.tobytes() not in met:
                    met.add(rest.tobytes())
                    yield int(guess), rest, guesses - 1

        _WORKER = self
        try:
            with multiprocessing.get_context("fork").Pool(self.jobs) as pool:
                for line, cut in pool.imap_unordered(_branch, tasks()):
                    if line is not None:
                        return line
                    if cut:
                        self.cut = True
                        return None
        finally:
            _WORKER = None
        return None

    def _three(self, left: np.ndarray) -> list[int] | None:
        """Challenge mode, three guesses from the end: a guess whose kept bucket holds the target
        and a guess that splits that bucket with the target kept, then the target.  Many guesses
        keep the same bucket: each bucket is tested once, the smallest first."""
        sizes, kept = self.kept(left)
        target_patterns = self.matrix[:, self.target]
        chosen = np.flatnonzero((sizes < len(left)) & (target_patterns == kept))
        chosen = chosen[np.argsort(sizes[chosen], kind="stable")]
        members = self.matrix[np.ix_(chosen, left)] == target_patterns[chosen][:, None]
        packed = np.ascontiguousarray(np.packbits(members, axis=1))
        _, firsts = np.unique(packed.view(f"V{packed.shape[1]}").ravel(), return_index=True)
        firsts = np.sort(firsts)
        for first in firsts[self._isolable(left, members[firsts])]:
            line = self.search(left[members[first]], 2)
            if line is not None:
                return [int(chosen[first]), *line]
            if time.monotonic() > self.deadline:
                self.cut = True
                return None
        return None

    def _isolable(self, left: np.ndarray, members: np.ndarray) -> np.ndarray:
        """For each bucket (a row of ``members`` over ``left``), whether some guess ranks every
        word of it behind the target: the AND of their bit rows, built a word at a time; the
        buckets whose AND is already empty are dropped every few words (most go early)."""
        alive = np.arange(len(members))
        anded = np.full((len(members), self.behind.shape[1]), ~np.uint64(0))
        for place, word in enumerate(left):
            holding = members[alive, place]
            anded[holding] &= self.behind[word]
            if place % 8 == 7:
                keep = anded.any(axis=1)
                alive, anded = alive[keep], anded[keep]
        isolable = np.zeros(len(members), dtype=bool)
        isolable[alive[anded.any(axis=1)]] = True
        return isolable

    def _splitters(self, left: np.ndarray) -> np.ndarray:
        """The guesses that give every word of ``left`` a score of its own (in challenge mode, the
        target's the one the adversary prefers of them, so that it keeps the target).  Challenge
        mode first keeps the guesses under which every word ranks behind the target (an AND of
        their bit rows); the free search tests a few of the words first (a guess that fails there
        fails on all).  Then the scores must differ."""
        if self.target is not None:
            rows = np.bitwise_and.reduce(self.behind[left], axis=0).view(np.uint8)
            chosen = np.flatnonzero(np.unpackbits(rows, count=len(self.guesses)))
            parts = (left,)
        else:
            chosen, parts = np.arange(len(self.matrix)), (left[:16], left)
        for part in parts:
            ordered = np.sort(self.matrix[np.ix_(chosen, part)], axis=1)
            chosen = chosen[(ordered[:, 1:] != ordered[:, :-1]).all(axis=1)]
            if not len(chosen):
                break
        return chosen

    def _deeper(self, left: np.ndarray, guesses: int) -> list[int] | None:
        """A line from ``left`` whose first guess leaves the fewest words, tried in that order."""
        sizes, kept = self.kept(left)
        useful = (sizes < len(left)) & (sizes <= self.bound(guesses - 1))
        if self.target is not None:
            useful &= self.matrix[:, self.target] == kept
        order = np.flatnonzero(useful)[np.argsort(sizes[useful], kind="stable")]
        if self.jobs > 1 and self.target is not None and guesses >= 4 and _WORKER is None:
            return self._shared(left, order, kept, guesses)
        for guess in order:
            rest = left[self.matrix[guess, left] == kept[guess]]
            line = self.search(rest, guesses - 1)
            if line is not None:
                return [int(guess), *line]
            if time.monotonic() > self.deadline:
                self.cut = True
                return None
        return None


_WORKER: _Search | None = None  # in a worker process, the search it continues (forked with it)


def _branch(task: tuple[int, np.ndarray, int]) -> tuple[list[int] | None, bool]:
    """In a worker: a line from the words ``rest`` after the first guess, and whether the clock
    cut the search short."""
    guess, rest, guesses = task
    line = _WORKER.search(rest, guesses)
    return (None if line is None else [guess, *line]), _WORKER.cut


def _behind(matrix: np.ndarray, ranks: np.ndarray, target: int) -> np.ndarray:
    """For each answer, bits over the guesses (packed, then read as 64-bit words; the padding
    is 0): set where the adversary prefers the target's score to the answer's among buckets
    of one size, and everywhere for the target itself."""
    rows = np.zeros((matrix.shape[1], -(-len(matrix) // 64) * 8), dtype=np.uint8)
    width = (len(matrix) + 7) // 8
    target_ranks = ranks[matrix[:, target]][:, None]
    for first in range(0, matrix.shape[1], 256):  # a block of answers at a time bounds the memory
        block = ranks[matrix[:, first : first + 256]] > target_ranks
        rows[first : first + 256, :width] = np.packbits(block, axis=0).T
    rows[target, :width] = np.packbits(np.ones(len(matrix), dtype=bool))
    return rows.view(np.uint64)


def forced_win(
    guesses: Sequence[str],
    answers: Sequence[str],
    matrix: np.ndarray,
    left: Sequence[str] | None = None,
    target: str | None = None,
    seconds: float = SECONDS,
    most: int = MOST_GUESSES,
    jobs: int = 1,
) -> AbsurdleLine:
    """The shortest line forcing Absurdle's adversary to lose from the words ``left`` (default:
    every answer), searched one more guess at a time up to ``most`` guesses or ``seconds``;
    with ``target``, a line ending on that word (challenge mode), whose first guesses from four
    guesses on are shared among ``jobs`` processes.

    ``matrix`` is the (guesses x answers) pattern matrix; every answer must be a guess.
    Raises :class:`NoCandidates` when no word is left, :class:`WordfinderError` for a target
    that is not among the words left.
    """
    index = {word: i for i, word in enumerate(answers)}
    start = np.array(sorted(index[w] for w in (answers if left is None else left)), dtype=np.int64)
    if not len(start):
        raise NoCandidates("no answer is left for the adversary to keep")
    goal = None
    if target is not None:
        goal = index.get(target.upper())
        if goal is None or goal not in start:
            raise WordfinderError(f"--target {target.upper()}: not among the {len(start):,} words left")
    search = _Search(guesses, answers, matrix, goal, time.monotonic() + seconds, jobs)
    searched = 0
    for depth in range(1, most + 1):
        numbers = search.search(start, depth)
        if numbers is not None:
            return _line(search, start, numbers, proven=searched == depth - 1, searched=searched, target=target)
        if search.cut:
            break
        searched = depth
    return AbsurdleLine((), (), False, searched, target and target.upper(), len(start))


def _line(search: _Search, start: np.ndarray, numbers: list[int], proven: bool, searched: int,
          target: str | None) -> AbsurdleLine:
    """The guesses ``numbers`` played against the adversary from ``start``, scored, with the words
    left after each."""
    from ..absurdle import adversary_score

    words = tuple(search.answers[i] for i in start)
    scores, left = [], []
    for number in numbers:
        earned, words = adversary_score(search.guesses[number], words)
        scores.append(earned)
        left.append(len(words))
    return AbsurdleLine(tuple(scores), tuple(left), proven, searched, target and target.upper(), len(start))


def absurdle_advice(
    pairs: Sequence[str],
    word_file: str | None = None,
    answers_file: str | None = None,
    target: str | None = None,
    seconds: float = SECONDS,
) -> tuple[tuple[str, ...], AbsurdleLine]:
    """``suggest --absurdle``: the position the GUESS=SCORE ``pairs`` reach (the words left are
    the answers that give every score) and the shortest forced win from it (:func:`forced_win`),
    on the guesses of ``word_file`` and the answers of ``answers_file`` (default: the bundled
    allowed guesses and the original answers, Absurdle's own less a few words)."""
    from ..finder import find
    from .puzzle import puzzle_for

    puzzle = puzzle_for(word_file, answers_file)
    history = tuple(pairs)
    left = find(history, puzzle.answers) if history else None
    if left is not None and not left:
        raise NoCandidates(f"no answer gives every score of {' '.join(history)}")
    return history, forced_win(puzzle.guesses, puzzle.answers, puzzle.patterns, left, target, seconds,
                               jobs=CHALLENGE_JOBS if target is not None else 1)
