"""The safety check: a guess sure to find every candidate within the guesses left.

Every strategy ranks by an average, and an average can walk into a trap; this
module says which guesses are shown to be sure wins, so that one comes first.  The
check is bounded by work (:class:`Work`), never by time: the same position gets the same
order however busy the machine is, and whatever was checked before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .figures import Figures, buckets, figures, top
from .hard_rows import HardRule, legal_rows, rule_after
from ..game import CLASSIC_GUESSES
from .patterns import win
from .puzzle import GuessRow, Puzzle
from .sets import distinct, grouped, occurrences
from .strategies import Node
from .suggestions import FAMILY_CHECKED, SHOWN_SURE

__all__ = [
    "BROAD_SCAN", "DAY_LIKELY_SHARES", "FAMILY_ONLY", "FAMILY_WORK", "LIKELY_SHARE", "LIKELY_SHARES", "PASS_WORK", "PAST_SHARE", "PAST_WORK", "SAFETY_BROAD_WORK", "SAFETY_SCAN", "SAFETY_WIDTH",
    "OutOfWork", "SAFETY_WORK", "Work", "can_finish", "families_finish", "family_bound", "family_finishes", "finishes_after", "has_big_family", "largest_family",
    "likely_safe_first", "likely_sure", "likely_words", "promised_play", "proven_first", "put_first", "safe_first", "sure_play", "weighted_safe_first",
]


def safe_first(puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray) -> tuple[np.ndarray, str]:
    """``order`` (indices into ``rows``, the guesses ranked) with its first guess shown sure
    to win within :data:`CLASSIC_GUESSES` moved first, and why it moved it: :data:`SHOWN_SURE`,
    :data:`FAMILY_CHECKED` when only a family check moved it (nothing was shown sure), or ``""``.

    Every strategy ranks by an average, and an average can walk into a trap: in hard
    mode, ?OUND with eight words left and three guesses to go loses.  So the best
    :data:`SAFETY_SCAN` guesses are checked, in order, for a play that finds every
    candidate in the guesses left; when none of them is shown to have one, in normal mode
    the guess of the play the search itself finds (:func:`sure_play`: a position that a
    guess shown sure led to always has one, so the promise is kept all the way), else the
    first that leaves every family finishable comes first (:func:`_families_first`;
    nothing is sure then, but a family no play finds is avoided), and in hard mode the order
    stays as it was.  The check is exact with three guesses left or fewer; with more
    it searches :data:`SAFETY_WIDTH` guesses a step, so it may miss a play that exists
    and pass over a guess that was in fact safe.  It stops after :data:`SAFETY_WORK` of
    work (:class:`Work`; on large sets of candidates), leaving the order as ranked.  In
    normal mode with :data:`FAMILY_ONLY` guesses left or more, where that search would
    take seconds and the traps are families too big for the guesses after
    (:func:`family_bound`), only the family bound is checked: the first guess that passes
    it comes first.  (Hard mode, where a guess must keep the hints, keeps the search,
    with :data:`SAFETY_BROAD_WORK` there; under the day's model, :func:`likely_safe_first`.)
    """
    turns = CLASSIC_GUESSES - len(node.history)
    if turns < 1:
        return order, ""  # the game is lost already: nothing is sure any more
    if turns >= FAMILY_ONLY and node.rule is None:
        return _family_first(puzzle, node.left, rows, order, turns)
    # Hard mode's broad positions get less: the search rarely concludes there, and answers wait on it.
    work = SAFETY_BROAD_WORK if turns >= FAMILY_ONLY else SAFETY_WORK
    proven = proven_first(puzzle, node, rows, order, work)
    if proven is None and node.rule is None:
        proven = _sure_play_first(puzzle, node, rows, order, turns)
        if proven is None:  # nothing shown sure: at least no family left unfinishable
            return _families_first(puzzle, node.left, rows, order, turns)
    return proven or (order, "")


def _sure_play_first(
    puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray, turns: int
) -> tuple[np.ndarray, str] | None:
    """``order`` with the guess of :func:`sure_play` first and :data:`SHOWN_SURE`, or None when
    the search finds no play within :data:`SAFETY_WORK` or the guesses ranked lack it (a
    shortlist: under the day's model it holds the play, ``suggesting._promised_play``): where
    none of the best-ranked guesses is shown sure, a position that a sure guess led to still
    keeps its promise (synthetic-1's 2026-03-01, after TRACE, SATIN and HASTY, the ?ASTS family
    with three guesses left: the ranking's PASTA lost BASTS in nine)."""
    play = promised_play(puzzle, node.left, node.rule, turns)
    at = np.flatnonzero(rows[order] == play) if play is not None else ()
    return _moved_first(order, int(at[0]), SHOWN_SURE) if len(at) else None


def weighted_safe_first(puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray) -> tuple[np.ndarray, str, float]:
    """:func:`safe_first` under an answer model, with the share of the likeliest word's weight
    that made a word likely when the guess moved first is sure for the likely words alone
    (else 0).  In hard mode past the opening, when no guess is shown sure for every candidate,
    one sure for the likely words (:func:`likely_safe_first`): a family of unlikely words can
    make every guess unsure, and the order as ranked then walked into traps that lose likely
    words (German's RATES=.A.es left the eight ?ASSE words, and HASSE, MASSE, LASSE, ... were
    guessed one by one: FASSE took nine).  The check over every candidate is tried first but
    where it rarely concludes, in the broad positions (:data:`FAMILY_ONLY` guesses left or
    more) of a model reweighted by past answers, whose likely words are fewer."""
    turns = CLASSIC_GUESSES - len(node.history)
    if node.rule is None or not 1 <= turns < CLASSIC_GUESSES:
        return (*safe_first(puzzle, node, rows, order), 0.0)
    broad = turns >= FAMILY_ONLY
    if not (broad and puzzle.model.reweighted):
        proven = proven_first(puzzle, node, rows, order, SAFETY_BROAD_WORK if broad else SAFETY_WORK)
        if proven is not None:
            return (*proven, 0.0)
    order, share = likely_safe_first(puzzle, node, rows, order, broad=broad)
    return order, SHOWN_SURE if share else "", share


def likely_safe_first(
    puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray, broad: bool = True
) -> tuple[np.ndarray, float]:
    """``order`` with a guess shown sure to find every *likely* candidate in time
    (:func:`likely_words`) moved first, and the share of the likeliest word's weight that
    made a word likely for it (0 when no guess was moved): hard mode's check where so many
    candidates are left that the search over all of them rarely concludes (under the day's
    model, after the opening with :data:`FAMILY_ONLY` guesses left or more), and a trap
    loses a real answer.  After TARSE, COULD leaves BOUND, FOUND, HOUND, MOUND, POUND and
    WOUND four guesses that must each keep ?OU?D, and the search over all the candidates
    ran out of work before it reached a sure guess.  So the :data:`BROAD_SCAN` best-ranked
    guesses are checked fewest alike first (:func:`_fewest_alike_first`), with
    :data:`SAFETY_BROAD_WORK`, and the first shown sure (MULCH) is played.

    When none is sure, the likely words are taken from the likelier words on
    (:data:`LIKELY_SHARES`; under the day's model, :data:`DAY_LIKELY_SHARES`): after ``TARSE=tA...`` no guess keeps all of BATCH, CATCH,
    HATCH, LATCH, MATCH, NATCH, PATCH and WATCH within six in hard mode, but one keeps the
    seven that are answers (NATCH is a five-hundredth as likely as CATCH), where the order
    as ranked lost MATCH.  When none is sure for any, the order stays as ranked.

    Under the day's model the scan of the rest for the unused and the past answers
    (:data:`PAST_SHARE`) has more work in the broad positions, :data:`PAST_WORK`, before the
    check gives them up for the unused alone (a scan with more work plays the guess a scan
    with less found, if it found one): after TIARE with HOMER's score, refusing a guess for them takes
    more work than the scan has (20 to 30 million each) and the first sure one comes 26th in
    the rest, so SERER, sure for the unused alone, was played and nine ?O?ER past answers were
    lost; the deeper scan finds MERCS.

    Past the broad positions (``broad`` False: fewer guesses left, where a check costs
    little) the first :data:`SAFETY_SCAN` are checked as ranked, so that the best-ranked
    sure guess is played, not the one leaving fewest alike."""
    for share in DAY_LIKELY_SHARES if puzzle.weighted and puzzle.model.reweighted else LIKELY_SHARES:
        first = likely_sure(puzzle, node, rows, order, share, broad)
        if first is not None:
            return put_first(order, first), share if first != order[0] else 0.0
    return order, 0.0


def put_first(order: np.ndarray, first: int) -> np.ndarray:
    """``order`` with ``first`` (one of its guesses) moved to its head, the rest as they were."""
    return np.concatenate(([first], order[order != first]))


def likely_sure(
    puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray, share: float, broad: bool = True
) -> int | None:
    """The first guess of ``order`` (an index into ``rows``) that the check shows sure to find
    every candidate at least ``share`` as likely as the likeliest in time, in the order
    :func:`likely_safe_first` checks them; None when none is shown sure, or no candidate is so
    likely."""
    reordered, scan, work = (BROAD_SCAN, BROAD_SCAN, SAFETY_BROAD_WORK) if broad else (0, SAFETY_SCAN, SAFETY_WORK)
    likely = Node(likely_words(puzzle, node.left, share), node.history, node.rule)
    if not len(likely.left):
        return None  # none so likely left: nothing to be sure of
    checked = _fewest_alike_first(puzzle, likely.left, rows, order[:reordered])
    proven = proven_first(puzzle, likely, rows, np.concatenate((checked, order[reordered:])), work, scan)
    if proven is None:  # a sure guess may rank far down: the rest, those that split the trap most first
        rest = _family_splitters_first(puzzle, likely.left, rows, order[scan:])
        deeper = broad and share == PAST_SHARE and puzzle.model.reweighted  # the unused and the past answers
        proven = proven_first(puzzle, likely, rows, rest, PAST_WORK if deeper else work, len(rest))
    return None if proven is None else int(proven[0][0])


def _fewest_alike_first(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, order: np.ndarray) -> np.ndarray:
    """``order`` sorted by the most words alike but in one place that each guess leaves in a
    bucket (:func:`largest_family`), fewest first, ties as ranked: a trap is a family too
    big for the guesses left, and a check that fails costs more than one that passes."""
    win_pattern = win(puzzle.length)
    alike = [
        max((largest_family(puzzle, bucket) for pattern, bucket in buckets(puzzle, int(rows[i]), left) if pattern != win_pattern), default=0)
        for i in order
    ]
    return order[np.argsort(alike, kind="stable")]


def _family_splitters_first(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, order: np.ndarray) -> np.ndarray:
    """``order`` sorted by how many scores each guess gives the largest family of ``left``
    (the most words alike but in one place), most first, ties as ranked: hard mode's trap is
    such a family (?ATCH), and a guess tells apart only the members whose letter it tests
    (MALTS: MATCH, LATCH and the rest), so those testing most are likeliest to be sure."""
    family = left[_largest_family_members(puzzle, left)]
    splits = [len(buckets(puzzle, int(rows[i]), family)) for i in order]
    return order[np.argsort([-n for n in splits], kind="stable")]


def _largest_family_members(puzzle: Puzzle, left: np.ndarray) -> np.ndarray:
    """Where in ``left`` the words of its largest family are (the first found of the largest)."""
    best = np.arange(min(len(left), 1))
    for place_keys in _family_keys(puzzle)[:, puzzle.answer_rows[left]]:
        _, inverse, counts = grouped(place_keys)
        if counts.max() > len(best):
            best = np.flatnonzero(inverse == counts.argmax())
    return best


BROAD_SCAN = 30  # hard mode's broad positions: the best-ranked guesses checked, fewest alike first
LIKELY_SHARE = 1e-3  # a likely word: at least this share of the likeliest word's weight under the model
LIKELY_SHARES = (LIKELY_SHARE, 1e-2)  # hard mode's check: every likely word, else the likelier (a past answer is 1/20)
# Under the day's model the check starts from the likelier words: the unused originals, the past answers
# (1/20) and the other words the prior's hard tree promises (a tenth of the likeliest in the prior is
# about 1/70 of an unused original, 700 of them unused); then the unused and the past answers; then the
# unused. From 1/1000 on it also held some 1,000 rarer other words (ENDED, STEPS), and the guesses sure
# for those cost 0.03 a game over three synthetic years (benchmarks/RESULTS.md).
DAY_LIKELY_SHARES = (1e-2, 4e-2, 1e-1)
PAST_SHARE = DAY_LIKELY_SHARES[1]  # the unused and the past answers: 1/17 to 1/11 of an unused original on
# 2026-03-01 of the synthetic years; but 1/34 to 1/36 by June in two of them (more past answers share the
# reuse rate, fewer unused the rest), when it holds the unused alone, and a deeper scan at the past
# answers' own share found nothing sure there either (benchmarks/RESULTS.md)
PAST_WORK = 200_000_000  # the work of their deeper scan in a broad position (likely_safe_first)


def likely_words(puzzle: Puzzle, left: np.ndarray, share: float = LIKELY_SHARE) -> np.ndarray:
    """The candidates of ``left`` (in its order) at least ``share`` as likely as the model's
    likeliest word: all of them under equal weights; under the day's model and the
    :data:`LIKELY_SHARE`, the unused answers, the past answers and the commoner other words
    (about 4,000 of 14,855), not AAHED or JILLS."""
    weights = puzzle.weights[left]
    return left[weights >= share * puzzle.weights.max()]


def proven_first(
    puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray, work: int | None = None,
    scan: int | None = None,
) -> tuple[np.ndarray, str] | None:
    """``order`` with its first guess shown sure to find every candidate in the guesses left
    (:func:`finishes_after`) moved first, and :data:`SHOWN_SURE` if that moved it (else ``""``); None when none of the
    best ``scan`` (default :data:`SAFETY_SCAN`) is shown sure within ``work`` (:class:`Work`;
    default :data:`SAFETY_WORK`)."""
    turns = CLASSIC_GUESSES - len(node.history)
    budget = Work(SAFETY_WORK if work is None else work)
    try:
        for k, i in enumerate(order[: SAFETY_SCAN if scan is None else scan]):
            if finishes_after(puzzle, node.left, node.rule, int(rows[i]), turns, budget):
                return _moved_first(order, k, SHOWN_SURE)
    except OutOfWork:
        pass  # no work left to check more
    return None


FAMILY_ONLY = 5  # from this many guesses left, only the family bound is checked
FAMILY_WORK = 5_000_000  # the work the families' searches may do for one decision (_families_first)


def family_bound(turns: int, length: int = 5) -> int:
    """The most words alike but in one place (?ILLS: BILLS, DILLS, ...) that ``turns``
    guesses are sure to tell apart: a guess tells at most ``length`` of them from the
    rest, one a letter, and the last guess finds one."""
    return 1 + length * (turns - 1)


def has_big_family(puzzle: Puzzle, left: np.ndarray, turns: int) -> bool:
    """Whether ``left`` holds more words alike but in one place than ``turns`` guesses can
    tell apart (:func:`family_bound`): then no play finds them all in time."""
    bound = family_bound(turns, puzzle.length)
    if len(left) <= bound:
        return False
    # Sorted, a family of more than ``bound`` words holds two equal keys ``bound`` apart.
    keys = np.sort(_family_keys(puzzle)[:, puzzle.answer_rows[left]], axis=1)
    return bound < 1 or bool((keys[:, bound:] == keys[:, :-bound]).any())


def largest_family(puzzle: Puzzle, left: np.ndarray) -> int:
    """The most words of ``left`` alike but in one place (1: no two are)."""
    if len(left) <= 1:
        return len(left)
    keys = _family_keys(puzzle)[:, puzzle.answer_rows[left]]
    return max(int(occurrences(place_keys).max()) for place_keys in keys)


def _family_keys(puzzle: Puzzle) -> np.ndarray:
    """For each place, each guess's letters but that place's as one number (words alike but
    in that place share it): a (places x guesses) array, made once a puzzle (made for each
    bucket checked, it was most of the safety check's time)."""
    key = ("family keys",)
    if key not in puzzle.memo:
        spelled = puzzle.letters.astype(np.int64)
        places = spelled.shape[1]
        weights = (int(spelled.max()) + 1) ** np.arange(places - 1)
        puzzle.memo[key] = np.stack([np.delete(spelled, place, axis=1) @ weights for place in range(places)])
    return puzzle.memo[key]


def _family_first(
    puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, order: np.ndarray, turns: int
) -> tuple[np.ndarray, str]:
    """``order`` with its first guess that leaves no family too big for the guesses after
    it moved first, and :data:`FAMILY_CHECKED` if that moved it, else ``""`` (:func:`safe_first`
    with many guesses left)."""
    for k, i in enumerate(order[:SAFETY_SCAN]):
        if not _leaves_big_family(puzzle, left, int(rows[i]), turns):
            return _moved_first(order, k, FAMILY_CHECKED)
    return order, ""


def _families_first(
    puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, order: np.ndarray, turns: int
) -> tuple[np.ndarray, str]:
    """``order`` with its first guess that leaves every family finishable in the guesses
    after it (:func:`families_finish`) moved first, and :data:`FAMILY_CHECKED` if that moved it: normal mode's
    check when no guess is shown sure (:func:`proven_first`).  With nothing proven the order
    as ranked walked into traps a family search sees at once: after SERIA and CALMO in
    Spanish's five-letter list, PAGAN leaves BABAS, BAJAS, BASAS, BATAS, BAYAS, BAZAS and
    BAÑAS three guesses, and BATAS took seven.  The searches share :data:`FAMILY_WORK`; once
    it runs out, the guesses not yet checked are held to the family bound alone."""
    budget: Work | None = Work(FAMILY_WORK)
    for k, i in enumerate(order[:SAFETY_SCAN]):
        row = int(rows[i])
        passed = None
        if budget is not None:
            try:
                passed = families_finish(puzzle, left, row, turns, budget)
            except OutOfWork:
                budget = None  # no search more: this guess and the rest, the family bound alone
        if passed is None:
            passed = not _leaves_big_family(puzzle, left, row, turns)
        if passed:
            return _moved_first(order, k, FAMILY_CHECKED)
    return order, ""


def _moved_first(order: np.ndarray, k: int, why: str) -> tuple[np.ndarray, str]:
    """``order`` with its ``k``-th guess first, and ``why`` it moved (``""`` when it was first)."""
    return (order, "") if k == 0 else (np.concatenate((order[k : k + 1], order[:k], order[k + 1 :])), why)


def _leaves_big_family(puzzle: Puzzle, left: np.ndarray, row: GuessRow, turns: int) -> bool:
    """Whether guessing ``row`` leaves some bucket (but a win) a family too big for the
    guesses after it (:func:`has_big_family`)."""
    win_pattern = win(puzzle.length)
    return any(
        pattern != win_pattern and has_big_family(puzzle, bucket, turns - 1)
        for pattern, bucket in buckets(puzzle, row, left)
    )


def families_finish(puzzle: Puzzle, left: np.ndarray, row: GuessRow, turns: int, work: Work | None = None) -> bool:
    """Whether every family (words alike but in one place) that guessing ``row`` leaves in
    a bucket, but a win, can be finished in the ``turns - 1`` guesses after it
    (:func:`family_finishes`, raising :class:`OutOfWork` once ``work`` runs out): a
    bucket is finished only if its family is, so a no rules the guess out.

    It is the family bound (:func:`has_big_family`) made real: that bound lets a guess
    test ``length`` letters of a family, but real words need vowels, and after HATE in
    English's four-letter list, LENT leaves eleven ?ENT words (BENT ... WENT) that no play
    finds in four guesses, under the bound's 13.  Families are few and small, so their
    exact searches are cheap beside a search over the whole bucket; the largest first."""
    after = turns - 1
    codes = puzzle.patterns[row, left].astype(np.int64)
    keyed = codes != win(puzzle.length)
    if np.bincount(codes[keyed]).max(initial=0) <= after:
        return True  # every bucket can be guessed word by word
    codes, left = codes[keyed], left[keyed]
    groups, big = [], np.zeros(len(left), dtype=bool)
    for place_keys in _family_keys(puzzle)[:, puzzle.answer_rows[left]]:
        _, inverse, counts = np.unique(np.stack((codes, place_keys)), axis=1, return_inverse=True, return_counts=True)
        for g in np.flatnonzero(counts > after):
            groups.append(members := inverse.ravel() == g)
            big |= members
    # Each family alone, the largest first, then each bucket's big families together.
    groups.sort(key=lambda members: -members.sum())
    groups += [big & (codes == code) for code in distinct(codes[big])]
    work = Work() if work is None else work
    return all(family_finishes(puzzle, left[members], after, work) for members in groups)


def family_finishes(puzzle: Puzzle, family: np.ndarray, turns: int, work: Work | None = None) -> bool:
    """Whether some play finds every word of ``family`` (candidates alike but in one place)
    in at most ``turns`` guesses, by exact search (raising :class:`OutOfWork` once ``work``
    runs out; each split tried counts as a pair).  Every guess splits a family by the one
    letter its words differ in, so the guesses give few splits between them: each set of
    words met tries every distinct split once (unlike :func:`can_finish`, which tries the
    :data:`SAFETY_WIDTH` best guesses and so may miss a play), and a no is sure."""
    if len(family) <= turns or turns <= 1:
        return len(family) <= turns
    key = ("family finish", family.tobytes(), turns)
    work = Work() if work is None else work
    if key in puzzle.memo:  # charged as checked afresh, so that where work runs out never depends on the past
        finished, done = puzzle.memo[key]
        work.charge(done)
        return finished
    before = work.done
    codes = np.unique(puzzle.patterns[:, family], axis=0)  # the guesses' distinct splits
    finished = _splits_finish(codes, np.arange(len(family)), turns, win(puzzle.length), {}, work)
    puzzle.memo[key] = (finished, work.done - before)
    return finished


def _splits_finish(codes: np.ndarray, members: np.ndarray, turns: int, win_pattern: int, met: dict, work: Work) -> bool:
    """Whether some split of ``codes`` (rows: a guess's patterns against the family's words,
    columns ``members``) leaves every part but a win finishable in the ``turns - 1`` guesses
    after it (:func:`family_finishes`), each set of members met once (``met``)."""
    if len(members) <= turns or turns <= 1:
        return len(members) <= turns
    key = (members.tobytes(), turns)
    if key not in met:
        splits = np.unique(codes[:, members], axis=0)
        work.spend(splits.size)
        largest = _largest_parts(splits)
        # A split finds at most ``most`` words (all but its largest part), and no split of a subset finds
        # more: the family bound (has_big_family) with that for the length, here and for each part.
        most = len(members) - largest.min()
        met[key] = len(members) <= 1 + most * (turns - 1) and any(
            all(
                _splits_finish(codes, members[splits[k] == code], turns - 1, win_pattern, met, work)
                for code in distinct(splits[k]) if code != win_pattern
            )
            for k in np.argsort(largest, kind="stable")  # the finest splits first
            if largest[k] <= 1 + most * (turns - 2)
        )
    return met[key]


def _largest_parts(splits: np.ndarray) -> np.ndarray:
    """The size of each split's largest part (each row: the patterns of one split)."""
    ordered = np.sort(splits, axis=1)
    largest = np.ones(len(splits), dtype=np.int64)
    for size in range(1, ordered.shape[1]):  # a part of more than ``size``: two equal codes ``size`` apart
        bigger = (ordered[:, size:] == ordered[:, :-size]).any(axis=1)
        if not bigger.any():
            break
        largest[bigger] = size + 1
    return largest


class OutOfWork(Exception):
    """The safety check's work ran out (nothing half-checked is remembered)."""


@dataclass(slots=True)
class Work:
    """The work one check has done, and the most it may do (None: no limit).

    Work is counted in guess-candidate pairs scored, and each pass over a set of candidates
    (scoring some guesses against them, or splitting them by one guess) counts
    :data:`PASS_WORK` more, its cost whatever its size: so a unit of work takes about
    the same time whether the passes are few and wide or many and narrow (hard mode's).
    Each position is charged once a check, as a check that remembered nothing would pay.
    """

    most: int | None = None
    done: int = 0
    seen: set = field(default_factory=set, repr=False)  # the positions charged so far

    def spend(self, pairs: int = 0) -> int:
        """Count one pass scoring ``pairs`` guess-candidate pairs (see :meth:`charge`); the work
        it counted."""
        self.charge(PASS_WORK + pairs)
        return PASS_WORK + pairs

    def charge(self, work: int) -> None:
        """Count ``work`` more; raise :class:`OutOfWork` past the most."""
        self.done += work
        if self.most is not None and self.done > self.most:
            raise OutOfWork(f"past {self.most:,} of work")


@dataclass(frozen=True, slots=True)
class _Checked:
    """A position checked: whether a play finds its candidates in time, the work the check
    did at the position itself, the positions it checked next (their memo keys), and the
    guess of the play found."""

    finished: bool
    work: int
    then: tuple[tuple, ...]
    play: int | None = None  # the guess that finishes it (a row), when one was found


PASS_WORK = 15_000  # a pass costs about as much as scoring this many guess-candidate pairs
SAFETY_SCAN = 100  # how many of the best-ranked guesses are checked for a sure win, in turn
SAFETY_WORK = 40_000_000  # the work the scan may do before the order is left as ranked
SAFETY_BROAD_WORK = 20_000_000  # ... in hard mode with FAMILY_ONLY guesses left or more
SAFETY_WIDTH = 30  # how many guesses, best by one-step estimate, each later step tries


def finishes_after(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, row: GuessRow, turns: int, work: Work | None = None
) -> bool:
    """Whether guessing ``row`` now, ``turns`` guesses left, can surely find every candidate
    (raising :class:`OutOfWork` once ``work`` runs out)."""
    work = Work() if work is None else work
    work.spend()  # the split by the guess
    return _buckets_finish(puzzle, left, rule, row, turns, work, [])


def _buckets_finish(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, row: GuessRow, turns: int, work: Work, met: list
) -> bool:
    """Whether every bucket ``row`` splits ``left`` into can surely be finished in the
    guesses left after it (:func:`finishes_after` once the split is paid for), adding the
    memo keys of the positions it checks to ``met``."""
    win_pattern = win(puzzle.length)
    for pattern, bucket in buckets(puzzle, row, left):
        if pattern == win_pattern:
            continue
        sub = None if rule is None else rule_after(rule, puzzle.guesses[row], pattern)
        finished, key = _finish(puzzle, bucket, sub, turns - 1, work)
        if key is not None:
            met.append(key)
        if not finished:
            return False
    return True


def can_finish(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, turns: int, work: Work | None = None
) -> bool:
    """Whether some play finds every candidate of ``left`` in at most ``turns`` guesses.

    A yes is always right; a no may be wrong, since only the :data:`SAFETY_WIDTH`
    best guesses by one-step estimate are tried at each step.  Each position is checked
    once and remembered, with the work done there and the positions checked next: a
    position met again is charged to ``work`` as if checked afresh (once a check), so
    that where the work runs out never depends on what was checked before.
    """
    return _finish(puzzle, left, rule, turns, Work() if work is None else work)[0]


def _finish(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, turns: int, work: Work
) -> tuple[bool, tuple | None]:
    """:func:`can_finish`'s answer, and the position's memo key (None: its size decides)."""
    if len(left) <= turns:
        return True, None  # guess them one by one: a candidate is always legal, even in hard mode
    if turns <= 1:
        return False, None
    key = ("finish", left.tobytes(), rule, turns)
    if key in puzzle.memo:
        _charge(puzzle, key, work)
        return puzzle.memo[key].finished, key
    work.seen.add(key)
    if has_big_family(puzzle, left, turns):
        puzzle.memo[key] = _Checked(False, 0, ())
        return False, key
    # One guess whose every bucket (but a win) has at most turns - 1 candidates will do;
    # with two guesses left, nothing else can.  The candidates themselves (always legal)
    # are tried first: one of them usually does, at the cost of an n x n block.
    mine = puzzle.answer_rows[left]
    done = work.spend(len(left) * len(mine))
    play = _splitting(figures(puzzle, left, mine), turns)
    if play is None:
        legal = legal_rows(puzzle, rule)
        done += work.spend(len(left) * len(legal))
        shown = figures(puzzle, left, legal)
        play = _splitting(shown, turns)
    met: list[tuple] = []
    if play is None and turns > 2:
        for i in top(shown.estimate, shown.possible, SAFETY_WIDTH):
            done += work.spend()  # the split by the guess
            if _buckets_finish(puzzle, left, rule, int(shown.rows[i]), turns, work, met):
                play = int(shown.rows[i])
                break
    puzzle.memo[key] = _Checked(play is not None, done, tuple(met), play)
    return play is not None, key


def _splitting(shown: Figures, turns: int) -> int | None:
    """The guess of ``shown`` (figures) best by its estimate whose every bucket, but a win,
    has at most ``turns - 1`` candidates (guessed one by one after it), or None."""
    fits = np.flatnonzero(shown.worst <= turns - 1)
    return int(shown.rows[fits[top(shown.estimate[fits], shown.possible[fits], 1)[0]]]) if len(fits) else None


def sure_play(puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, turns: int, work: Work | None = None) -> int | None:
    """The guess (row) of the play :func:`can_finish` finds for ``left`` in ``turns`` guesses,
    or None when it finds none (raising :class:`OutOfWork` once ``work`` runs out).  A
    position reached by a guess shown sure (:func:`finishes_after`) was shown finishable by
    this very search, which is deterministic: so this guess is always there to keep the
    promise, when the guesses ranked best are not shown sure within the work."""
    if len(left) <= turns:
        return int(puzzle.answer_rows[left[0]]) if len(left) else None
    finished, key = _finish(puzzle, left, rule, turns, Work() if work is None else work)
    return puzzle.memo[key].play if finished else None


def promised_play(puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, turns: int) -> int | None:
    """:func:`sure_play` within :data:`SAFETY_WORK`, None once that runs out: the bound every
    check of a decision has, within which a guess shown sure before was shown so."""
    try:
        return sure_play(puzzle, left, rule, turns, Work(SAFETY_WORK))
    except OutOfWork:
        return None


def _charge(puzzle: Puzzle, key: tuple, work: Work) -> None:
    """Charge ``work`` for the remembered position ``key`` and those its check met, each as
    checked afresh, but not again within one check."""
    waiting = [key]
    while waiting:
        key = waiting.pop()
        if key not in work.seen:
            work.seen.add(key)
            checked = puzzle.memo[key]
            work.charge(checked.work)
            waiting.extend(checked.then)
