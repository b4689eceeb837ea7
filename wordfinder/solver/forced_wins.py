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
the target's score is preferred to the word's are kept as a row of bits, so the guesses
that could put a whole bucket behind the target are an AND of its words' rows.

Three guesses from the end (:meth:`_Search._three`), the words left are a row of bits over
the answers, and so is, for each guess, the set of answers that share the target's score:
their AND is the target's bucket, a popcount its size.  That bucket is kept only if no other
is larger, so the guesses are first sifted by a few rival buckets, each guess's largest over
all the answers (a bucket of the words left at least as large as the target's rules the
guess out, which is sound whichever rivals are taken).  The buckets left are tested
together on their few words with the fewest guesses behind the target, which almost every
bucket that cannot end on the target fails; the exact adversary and the split are tried on
the few that pass.

From four guesses on, challenge mode runs three passes (:func:`_passes`): one that tries only
target buckets of at most :data:`NARROW` words two guesses from the end, where lines are met
soonest; the same one guess deeper, which finds a longer line in seconds when there is no
shorter one; and the whole search, which finds a line of that length or shows that none
exists, so that the longer line is proven minimal.  Each first guess is then searched as a
task of its own (:meth:`_Search._shared`), which processes may share: the tasks are taken in
order, so the line is the same in any number of processes.

The search is bounded by its work (:attr:`_Search.work`), not by a clock, so that a position
gets the same answer on any machine under any load.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..absurdle import preference
from ..errors import GameWon, NoCandidates, WordfinderError
from ..notation import GuessScore
from ..feedback import Score
from .patterns import decode

__all__ = ["AbsurdleLine", "absurdle_advice", "forced_win", "pattern_ranks"]

DEEPEST_LINE = 8  # the deepest line searched for
# The search's default bound on its work (:attr:`_Search.work`): about 100 s of one core at the
# 4 x 10^8 a second measured, so at least the 50 s of two processes the clock allowed before on
# an idle machine (the longest challenge it ended in, CHANT, does 2.2 x 10^10).
WORK = 4 * 10**10
CELL = 8  # the work of a cell of the pattern matrix counted or sorted, in 64-bit words of bits ANDed or counted
CHALLENGE_JOBS = 2  # processes challenge mode searches in from four guesses on (the issue: two cores)
_ROWS = 2048  # guesses counted at a time: bounds the memory of a bincount to ~4 MB per 1,000 words
NARROW = 24  # challenge mode's first pass: the largest bucket two guesses from the end it tries
RIVALS = 3  # the largest buckets of each guess that sift guesses three from the end in challenge mode


@dataclass(frozen=True, slots=True)
class AbsurdleLine:
    """A search's outcome: the ``line`` of scored guesses that forces the win (empty when none
    was found), the words left after each guess, whether its length is ``proven`` minimal,
    ``searched``: the most guesses for which every line was tried (0: none), the ``target`` the
    line must end on (challenge mode), the words left before it (``start``), and the ``work``
    the search did (:attr:`_Search.work`: more than its budget when the budget cut it short)."""

    line: tuple[Score, ...]
    left: tuple[int, ...]
    proven: bool
    searched: int
    target: str | None
    start: int
    work: int

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
    """One search's lists, pattern matrix, bounds and count of work.

    :attr:`work` counts what the search reads and writes: 64 bits of a row ANDed or counted,
    a byte of a row of members, and :data:`CELL` for a guess's score against a word taken
    from the pattern matrix (counted into its bucket, or sorted), which takes about eight
    times as long.  It tracks the search's time, but, unlike a clock, is the same on every
    machine under any load, so a search stopped by :attr:`budget` stops at the same place."""

    def __init__(self, guesses: Sequence[str], answers: Sequence[str], matrix: np.ndarray,
                 target: int | None, budget: float, jobs: int = 1):
        self.guesses, self.answers, self.matrix, self.jobs = guesses, answers, matrix, jobs
        length = len(answers[0])
        self.patterns = 3**length
        self.ranks = pattern_ranks(length).astype(np.uint8 if self.patterns <= 256 else np.int64)
        self.preferred = self.patterns - 1 - self.ranks  # larger: kept first among equal sizes
        self.distinct = self.patterns - length  # n-1 greens and a yellow cannot be scored
        self.target, self.budget, self.work = target, budget, 0
        # Challenge mode's last split: for each word, the guesses under which the adversary would
        # rather keep the target than that word, as bits in 64-bit words (ANDed many at once).
        self.behind = None if target is None else _behind(matrix, self.ranks, target)
        self.density = None if target is None else np.bitwise_count(self.behind).sum(axis=1, dtype=np.int64)
        if target is not None:
            self._sifting()
        self.cap: int | None = None  # challenge mode: the largest bucket two from the end tried (None: any)
        self.cut = False  # whether the budget stopped some search short
        self.tasked = False  # whether this search is one task of a shared search (:meth:`_shared`)
        self._first: tuple[bytes, tuple[np.ndarray, np.ndarray]] | None = None  # _deeper's last position, its buckets
        self.failed: set[tuple[bytes, int, int | None]] = set()

    def _sifting(self) -> None:
        """Challenge mode's tables for :meth:`_three`, over all the answers: for each guess, the
        answers sharing the target's score (bits), its :data:`RIVALS` largest other buckets (bits)
        and whether each is preferred to the target's among buckets of one size; and the most
        words one guess can split behind the target (the distinct scores ranked behind the
        target's that some answer earns, and the target)."""
        ours = self.matrix[:, self.target]
        rivals, splits = [], 0
        for first in range(0, len(self.matrix), _ROWS):
            counts = _counts(self.matrix[first : first + _ROWS], self.patterns)
            mine = ours[first : first + len(counts)]
            behind = self.ranks[None, :] > self.ranks[mine][:, None]
            splits = max(splits, int(((counts > 0) & behind).sum(axis=1).max()))
            counts[np.arange(len(counts)), mine] = -1
            rivals.append(np.argsort(-counts, axis=1, kind="stable")[:, :RIVALS])
        self.split_most = splits + 1
        rivals = np.concatenate(rivals)
        self.with_target = _bits(self.matrix == ours[:, None])
        self.rivals = [_bits(self.matrix == rivals[:, [k]]) for k in range(rivals.shape[1])]
        self.rival_first = self.ranks[rivals] < self.ranks[ours][:, None]

    def kept(self, left: np.ndarray, rows: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """For every guess (or those numbered ``rows``), the size and the pattern of the bucket
        the adversary keeps of ``left``."""
        total = len(self.guesses) if rows is None else len(rows)
        sizes = np.empty(total, dtype=np.int64)
        kept = np.empty(total, dtype=np.int64)
        self.work += CELL * total * (len(left) + self.patterns)
        for first in range(0, total, _ROWS):
            block = (self.matrix[first : first + _ROWS, left] if rows is None
                     else self.matrix[np.ix_(rows[first : first + _ROWS], left)])
            counts = _counts(block, self.patterns)
            choice = (counts * self.patterns + self.preferred).argmax(axis=1)
            sizes[first : first + len(counts)] = counts[np.arange(len(counts)), choice]
            kept[first : first + len(counts)] = choice
        return sizes, kept

    def spent(self) -> bool:
        """Whether the search has done more work than its budget (then it is :attr:`cut`)."""
        if self.work > self.budget:
            self.cut = True
        return self.cut

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
        key = (left.tobytes(), guesses, self.cap if guesses >= 3 else None)
        if key in self.failed:
            return None
        if self.spent():
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
        """:meth:`_deeper`'s loop as tasks, one per first guess in ``order`` whose bucket was not met
        before, each searched afresh (:meth:`task`) and taken in order: the first line in that
        order is returned, and a task that goes past the work left cuts the search.  With ``jobs``
        above one, forked processes run the tasks ahead of the one taken; what a task finds
        depends only on the task, so any number of processes returns the same line."""
        def tasks():
            met = set()
            for guess in order:
                rest = left[self.matrix[guess, left] == kept[guess]]
                if rest.tobytes() not in met:
                    met.add(rest.tobytes())
                    # the work left when the task is handed out: no less than when its turn comes
                    yield int(guess), rest, guesses - 1, self.budget - self.work

        if self.jobs == 1:
            return self._taken(map(self.task, tasks()))
        import multiprocessing

        global _WORKER
        _WORKER = self
        try:
            with multiprocessing.get_context("fork").Pool(self.jobs) as pool:
                return self._taken(pool.imap(_branch, tasks()))
        finally:
            _WORKER = None

    def _taken(self, results) -> list[int] | None:
        """The first line of the tasks' ``results`` (each a line or None, its work and whether it
        was cut), taken in order, each task's work counted in :attr:`work`.  A task cut, or whose
        work is more than was left when its turn came, cuts the search: so a task taken ran just
        as it would have with only that work allowed, however much it was handed."""
        for line, work, cut in results:
            if cut or work > self.budget - self.work:
                self.work, self.cut = self.budget + 1, True
                return None
            self.work += work
            if line is not None:
                return line
        return None

    def task(self, task: tuple[int, np.ndarray, int, float]) -> tuple[list[int] | None, int, bool]:
        """One first guess's search (the guess, the words it leaves, the guesses after it and the
        work allowed), with a memo and a count of work of its own, so that what it finds does not
        depend on what was searched before: the line (None when none), its work, whether it was cut."""
        guess, rest, guesses, budget = task
        saved = self.failed, self._first, self.work, self.budget, self.cut, self.tasked
        self.failed, self._first, self.work, self.budget, self.cut, self.tasked = set(), None, 0, budget, False, True
        try:
            line = self.search(rest, guesses)
            return (None if line is None else [guess, *line]), self.work, self.cut
        finally:
            self.failed, self._first, self.work, self.budget, self.cut, self.tasked = saved

    def _three(self, left: np.ndarray) -> list[int] | None:
        """Challenge mode, three guesses from the end: a guess whose kept bucket is the target's and
        a guess that splits that bucket with the target kept, then the target.  Many guesses
        leave the target the same bucket: the buckets of the guesses :meth:`_sifted` lets
        through are tested together (:meth:`_hopeful`), then one by one, the smallest first, for
        a guess that could put all their words behind the target; only then are the guesses
        leaving a bucket checked against the exact adversary, and the bucket split."""
        chosen, have = self._sifted(left)
        buckets = self.with_target[chosen] & have
        self.work += 2 * buckets.size
        _, firsts, which = np.unique(buckets.view(f"V{buckets.shape[1] * 8}").ravel(),
                                     return_index=True, return_inverse=True)
        order = np.argsort(firsts)  # the buckets, smallest first
        members = np.unpackbits(buckets[firsts[order]].view(np.uint8), axis=1, count=self.matrix.shape[1])
        self.work += members.size
        hopeful = self._hopeful(members, left)
        for bucket, row in zip(order[hopeful], members[hopeful]):
            words = np.flatnonzero(row)
            self.work += len(words) * self.behind.shape[1] + len(chosen)
            if not np.bitwise_and.reduce(self.behind[words], axis=0).any():
                continue
            leaving = chosen[which.ravel() == bucket]
            leaving = leaving[self.kept(left, leaving)[1] == self.matrix[leaving, self.target]]
            if len(leaving):
                line = self.search(words, 2)
                if line is not None:
                    return [int(leaving[0]), *line]
            if self.spent():
                return None
        return None

    def _sifted(self, left: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The guesses that may keep the target's bucket of ``left`` (all those that do, and a few
        more), the smallest bucket first, and ``left`` as bits over the answers.  A guess is
        dropped when the target's bucket is larger than :attr:`cap` or than one guess could
        split, when it holds all of ``left``, or when one of the guess's rival buckets holds at
        least as many of ``left`` (and is preferred, if as many)."""
        have = np.zeros(self.matrix.shape[1], dtype=bool)
        have[left] = True
        have = _bits(have)
        sizes = np.bitwise_count(self.with_target & have).sum(axis=1, dtype=np.int64)
        self.work += self.with_target.size
        most = self.split_most if self.cap is None else min(self.cap, self.split_most)
        chosen = np.flatnonzero((sizes <= most) & (sizes < len(left)))
        for rival, first in zip(self.rivals, self.rival_first.T):
            theirs = np.bitwise_count(rival[chosen] & have).sum(axis=1, dtype=np.int64)
            self.work += len(chosen) * rival.shape[1]
            ours = sizes[chosen]
            chosen = chosen[(theirs < ours) | ((theirs == ours) & ~first[chosen])]
        return chosen[np.argsort(sizes[chosen], kind="stable")], have

    def _hopeful(self, members: np.ndarray, left: np.ndarray, words: tuple[int, ...] = (8, 16)) -> np.ndarray:
        """For each bucket (a row of ``members`` over the answers, within ``left``), whether some
        guess puts the few words of it with the fewest such guesses behind the target: a test of
        all the buckets at once, on 8 words and then on 16, that almost all that fail the whole
        test fail."""
        ordered = left[np.argsort(self.density[left], kind="stable")]
        inside = members[:, ordered].astype(bool)
        self.work += inside.size
        places = np.argsort(~inside, axis=1, kind="stable")[:, : words[-1]]
        picked = np.where(np.take_along_axis(inside, places, axis=1), ordered[places], self.target)
        hopeful = np.arange(len(members))
        for count in words:
            self.work += len(hopeful) * count * self.behind.shape[1]
            hopeful = hopeful[np.bitwise_and.reduce(self.behind[picked[hopeful, :count]], axis=1).any(axis=1)]
        found = np.zeros(len(members), dtype=bool)
        found[hopeful] = True
        return found

    def _splitters(self, left: np.ndarray) -> np.ndarray:
        """The guesses that give every word of ``left`` a score of its own (in challenge mode, the
        target's the one the adversary prefers of them, so that it keeps the target).  Challenge
        mode first keeps the guesses under which every word ranks behind the target (an AND of
        their bit rows); the free search tests a few of the words first (a guess that fails there
        fails on all).  Then the scores must differ."""
        if self.target is not None:
            rows = np.bitwise_and.reduce(self.behind[left], axis=0).view(np.uint8)
            self.work += len(left) * self.behind.shape[1]
            chosen = np.flatnonzero(np.unpackbits(rows, count=len(self.guesses)))
        else:
            chosen = np.arange(len(self.matrix))
        parts = (left[:16], left) if len(left) > 16 else (left,)
        for part in parts:
            ordered = np.sort(self.matrix[np.ix_(chosen, part)], axis=1)
            self.work += CELL * ordered.size
            chosen = chosen[(ordered[:, 1:] != ordered[:, :-1]).all(axis=1)]
            if not len(chosen):
                break
        return chosen

    def _deeper(self, left: np.ndarray, guesses: int) -> list[int] | None:
        """A line from ``left`` whose first guess leaves the fewest words, tried in that order."""
        if self._first is None or self._first[0] != left.tobytes():
            self._first = (left.tobytes(), self.kept(left))  # the search's first step, met again in each pass
        sizes, kept = self._first[1]
        useful = (sizes < len(left)) & (sizes <= self.bound(guesses - 1))
        if self.target is not None:
            useful &= self.matrix[:, self.target] == kept
        order = np.flatnonzero(useful)[np.argsort(sizes[useful], kind="stable")]
        if self.target is not None and guesses >= 4 and not self.tasked:
            return self._shared(left, order, kept, guesses)
        for guess in order:
            rest = left[self.matrix[guess, left] == kept[guess]]
            line = self.search(rest, guesses - 1)
            if line is not None:
                return [int(guess), *line]
            if self.spent():
                return None
        return None


_WORKER: _Search | None = None  # in a worker process, the search it continues (forked with it)


def _branch(task: tuple[int, np.ndarray, int, float]) -> tuple[list[int] | None, int, bool]:
    """In a worker process: :meth:`_Search.task` of the search forked with it."""
    return _WORKER.task(task)


def _counts(block: np.ndarray, patterns: int) -> np.ndarray:
    """For each row of patterns in ``block``, how many times each pattern occurs."""
    rows = len(block)
    flat = (np.arange(rows)[:, None] * patterns + block.astype(np.int64)).ravel()
    return np.bincount(flat, minlength=rows * patterns).reshape(rows, patterns)


def _bits(rows: np.ndarray) -> np.ndarray:
    """Rows of booleans as rows of bits in 64-bit words, the padding 0 (for ANDs and popcounts)."""
    packed = np.packbits(rows, axis=-1)
    words = np.zeros((*packed.shape[:-1], -(-packed.shape[-1] // 8) * 8), dtype=np.uint8)
    words[..., : packed.shape[-1]] = packed
    return words.view(np.uint64)


def _behind(matrix: np.ndarray, ranks: np.ndarray, target: int) -> np.ndarray:
    """For each answer, bits over the guesses: set where the adversary prefers the target's
    score to the answer's among buckets of one size, and everywhere for the target itself."""
    target_ranks = ranks[matrix[:, target]]
    rows = np.concatenate([_bits(ranks[matrix[:, first : first + 256]].T > target_ranks)
                           for first in range(0, matrix.shape[1], 256)])  # blocks of answers bound the memory
    rows[target] = _bits(np.ones(len(matrix), dtype=bool))
    return rows


def forced_win(
    guesses: Sequence[str],
    answers: Sequence[str],
    matrix: np.ndarray,
    left: Sequence[str] | None = None,
    target: str | None = None,
    work: int = WORK,
    most: int = DEEPEST_LINE,
    jobs: int = 1,
) -> AbsurdleLine:
    """The shortest line forcing Absurdle's adversary to lose from the words ``left`` (default:
    every answer), searched one more guess at a time up to ``most`` guesses or ``work``
    (:attr:`_Search.work`, so that the answer does not depend on the machine or its load);
    with ``target``, a line ending on that word (challenge mode), whose first guesses from four
    guesses on are shared among ``jobs`` processes (the line is the same for any ``jobs``).

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
    search = _Search(guesses, answers, matrix, goal, work, jobs)
    searched, ahead = 0, None  # ahead: a longer line a narrow pass met before the shorter were all searched
    for depth in range(1, most + 1):
        if ahead is not None and len(ahead) == depth:
            return _line(search, start, ahead, proven=searched == depth - 1, searched=searched, target=target)
        numbers = None
        for guesses, cap in _passes(depth, goal is not None, ahead is None and depth < most):
            search.cap = cap
            found = search.search(start, guesses)
            if found is not None and guesses > depth:
                ahead = found
            elif found is not None:
                numbers = found
                break
            if search.cut:
                break
        if numbers is not None:
            return _line(search, start, numbers, proven=searched == depth - 1, searched=searched, target=target)
        if search.cut:
            break
        searched = depth
    if ahead is not None:
        return _line(search, start, ahead, proven=searched == len(ahead) - 1, searched=searched, target=target)
    return AbsurdleLine((), (), False, searched, target and target.upper(), len(start), search.work)


def _passes(depth: int, challenge: bool, ahead: bool) -> list[tuple[int, int | None]]:
    """The searches (guesses, cap) run for lines of ``depth`` guesses.  In challenge mode from four
    guesses on: a narrow pass, then (when ``ahead``) a narrow pass one guess deeper, which finds
    a longer line in seconds when there is none of ``depth``, then the whole search."""
    if not challenge or depth < 4:
        return [(depth, None)]
    return [(depth, NARROW), *([(depth + 1, NARROW)] if ahead else []), (depth, None)]


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
    return AbsurdleLine(tuple(scores), tuple(left), proven, searched, target and target.upper(), len(start),
                        search.work)


def absurdle_advice(
    game: object,
    pairs: Sequence[str],
    target: str | None = None,
    work: int = WORK,
) -> tuple[tuple[str, ...], AbsurdleLine]:
    """``suggest --absurdle``: the position the GUESS=SCORE ``pairs`` reach (the words left are
    the answers that give every score) and the shortest forced win from it (:func:`forced_win`),
    on the puzzle of ``game`` (:func:`~wordfinder.solver.puzzle.puzzle_of`: by default the
    bundled allowed guesses and the original answers, Absurdle's own less a few words, or
    the lists of the game's language and length; its guesses and answers files)."""
    from ..finder import find
    from .puzzle import puzzle_of

    history = tuple(pairs)
    won = next((pair for pair in history if GuessScore.parse(pair).score.is_win), None)
    if won is not None:
        raise GameWon.after(won)
    puzzle = puzzle_of(game)
    left = find(history, puzzle.answers) if history else None
    if left is not None and not left:
        raise NoCandidates(f"no answer gives every score of {' '.join(history)}")
    return history, forced_win(puzzle.guesses, puzzle.answers, puzzle.patterns, left, target, work,
                               jobs=CHALLENGE_JOBS if target is not None else 1)
