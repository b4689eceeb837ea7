"""The exact search: the fewest guesses in all that find every candidate, and the guess that does it.

Vocabulary, on top of :mod:`wordfinder.solver`'s (puzzle, candidates, bucket):

- *position*: the candidates left, the guesses left (``turns``) and, in NYT hard
  mode, the rule the next guess must keep (:data:`wordfinder.solver.HardRule`);
- *total*: the guesses a play needs, summed over the candidates (each equally
  likely), the guess about to be made included; the mean is ``total / len(left)``;
- *optimum*: the least total of any play that finds every candidate within ``turns``.

The search is a branch and bound over every legal guess.  It only ever prunes with
lower bounds that are proven:

- a set of ``n`` candidates needs at least ``2n - 1``: one guess for each, plus a
  second for all but the one that may be found first;
- so a guess costs at least ``n`` plus, for each bucket it leaves but the win, that
  bucket's bound: ``3n - w - d`` when it makes ``d`` distinct scores and wins
  (``w = 1``) or not (``w = 0``); a bucket already valued counts its value instead;
- one guess left finds one candidate; two guesses left find ``n`` only if one guess
  splits them all apart (then ``2n - 1`` for a candidate, else ``2n``).

Those bounds are exact for one or two candidates, and whenever a candidate splits the
rest into single words; so most small positions are settled without trying any guess.
Guesses are tried in order of their bound, the first found play giving a budget that
each bucket's search is given in turn (what is left of it once the other buckets'
bounds are paid for); a search that cannot come in under its budget says so, and the
bound it proved is remembered with the position.

A question may be given a :class:`Limit`: how many positions it may search, never how
long it may take, so that its answer depends on the position alone and not on how busy
the machine is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ..errors import WordfinderError
from ..feedback import Score
from .figures import tie_key
from .hard_rows import HardRule, hard_rule, legal_rows, rule_after
from ..game import CLASSIC_GUESSES
from .patterns import distinct, win
from .puzzle import GuessRow, Puzzle, candidates

__all__ = [
    "INFEASIBLE",
    "BestPlay",
    "Limit",
    "OutOfBudget",
    "Ranking",
    "Search",
    "Valued",
    "guess_values",
    "optimal_chooser",
    "optimum",
    "position",
    "rank_position",
]

Total = int  # guesses summed over the candidates
INFEASIBLE: Total = 10**9  # no play finds every candidate in the guesses left
EXACT_SEARCH = "exact branch and bound"
GREEDY_PLAY = "greedy most-buckets play (the exact search ran out of positions)"
_GATHER_UP_TO = 20_000  # candidate rows gathered column-wise before the whole matrix is transposed
_PAIRWISE_UP_TO = 80  # up to this many candidates, distinct scores are counted by comparing rows


class OutOfBudget(WordfinderError):
    """The search ran past its position limit before finishing."""


@dataclass(frozen=True, slots=True)
class Limit:
    """How much a search may do, in positions searched (each a pass over every legal guess;
    None: no limit): ``positions`` for the exact search, then ``greedy`` for the greedy play
    that values what the exact search left unfinished.  A count of work, not a time: the
    same question gets the same answer however busy the machine is."""

    positions: int | None = None
    greedy: int | None = None


@dataclass(frozen=True, slots=True)
class BestPlay:
    """The best play found for a position: its total, its first guess, and whether it is proven.

    ``exact`` is False when the search was cut short: then ``total`` is only an upper
    bound (a play that achieves it exists), and ``search`` says which search found it.
    """

    count: int  # candidates
    total: Total
    guess: str | None
    exact: bool
    search: str
    positions: int  # positions the search valued (each a pass over every legal guess)

    @property
    def mean(self) -> float:
        """The expected number of guesses to finish, this one included."""
        return self.total / self.count if self.count else 0.0

    @property
    def feasible(self) -> bool:
        """Whether a play finds every candidate in time."""
        return self.total < INFEASIBLE


@dataclass(frozen=True, slots=True)
class Valued:
    """One guess and the least total of a play that starts with it (see :class:`BestPlay`)."""

    guess: str
    count: int
    total: Total
    exact: bool
    search: str

    @property
    def mean(self) -> float:
        """The expected number of guesses to finish, this one included."""
        return self.total / self.count


@dataclass(slots=True)
class _Entry:
    """What is known of a position: a proven lower bound, and its optimum once found."""

    lower: Total
    exact: bool = False
    row: GuessRow = -1  # the best guess, once exact


@dataclass(eq=False)
class Search:
    """An exact search over one puzzle, remembering every position it has valued.

    The memory is keyed by the candidates (as bytes), the guesses left and the
    hard-mode rule, so it serves every later question about the same puzzle.
    ``counts`` tallies what settled each position, to show which bounds mattered.
    ``long``: the search will be long (an opener's value), so the matrix is transposed
    at once rather than gathered a position at a time first (see :meth:`_codes`).
    ``families``: settle a position at once as impossible when a family of words alike but
    in one place is too big for the guesses left (:meth:`_family_too_big`); on for an
    opener's value, off where a limited search's answers are pinned (suggest's).
    """

    puzzle: Puzzle
    limit: Limit = field(default_factory=Limit)
    long: bool = False
    families: bool = False
    memo: dict = field(default_factory=dict, repr=False)
    counts: Counter = field(default_factory=Counter, repr=False)
    _by_answer: np.ndarray | None = field(default=None, init=False, repr=False)  # (answers x guesses)
    _gathered: int = field(default=0, init=False, repr=False)  # candidate rows read without it
    _stop_at: int | None = field(default=None, init=False, repr=False)

    def _codes(self, left: np.ndarray) -> np.ndarray:
        """The patterns of every guess against each candidate of ``left`` (candidates x guesses).

        Transposing the whole matrix takes a tenth of a second: a question about a few
        small positions gathers their columns instead, and a long search pays once.
        """
        if self._by_answer is None:
            self._gathered += len(left)
            if self._gathered <= _GATHER_UP_TO and not self.long:
                return np.ascontiguousarray(self.puzzle.patterns[:, left].T)
            self._by_answer = np.ascontiguousarray(self.puzzle.patterns.T)
        return self._by_answer[left]

    # --- budgets ---------------------------------------------------------------------------

    def start(self, positions: int | None = None) -> None:
        """Allow the search ``positions`` more positions from now (None: no limit)."""
        self._stop_at = None if positions is None else self.counts["positions"] + positions

    def _tick(self) -> None:
        """Count one position searched; raise OutOfBudget past the limit."""
        self.counts["positions"] += 1
        if self._stop_at is not None and self.counts["positions"] > self._stop_at:
            raise OutOfBudget("past the position limit")

    # --- values ----------------------------------------------------------------------------

    def value(
        self, left: np.ndarray, turns: int, rule: HardRule | None, budget: Total = INFEASIBLE
    ) -> Total:
        """The optimum of the position if it is below ``budget``; otherwise a lower bound of it
        that is at least ``budget`` (so ``value < budget`` means exact)."""
        n = len(left)
        quick = _small(n, turns)
        if quick is not None:
            return quick
        lower = 2 * n - 1
        if lower >= budget:
            self.counts["cut: 2n-1 bound"] += 1
            return lower
        key = (left.tobytes(), turns, rule)
        entry = self.memo.get(key)
        if entry is None:
            self._first_look(left, turns, rule)
            entry = self.memo[key]
        if entry.exact or entry.lower >= budget:
            self.counts["cut: remembered bound" if not entry.exact else "remembered"] += 1
            return entry.lower
        return self._search(key, entry, left, turns, rule, budget)

    def _family_too_big(self, left: np.ndarray, turns: int, rule: HardRule | None) -> bool:
        """Whether the largest family among the candidates (words alike but in one place, four
        or more among the answers) is too big for the guesses left: a guess tells apart, of
        such words, only those whose letter it tests, so it splits them into singletons and
        one rest, ``d`` classes in all; ``turns - 1`` guesses leave a rest of at least the
        family less the ``d - 1`` of each, and the last guess wins on one word only."""
        families = _family_ids(self.puzzle)
        found = families[left]
        ids = found[found >= 0]
        if not len(ids):
            return False
        sizes = np.bincount(ids)
        biggest = int(sizes.max())
        if biggest <= turns:
            return False  # even a guess that tells one word apart at a time is enough
        members = left[(found == int(sizes.argmax())).any(axis=1)]
        rows = legal_rows(self.puzzle, rule)
        codes = self._codes(members)
        told = _distinct(codes if len(rows) == codes.shape[1] else codes[:, rows])
        most = np.sort(told)[::-1][: turns - 1]
        return biggest > int((most - 1).sum()) + 1

    def _settle(self, entry: _Entry, total: Total, row: GuessRow) -> Total:
        """Record ``total`` as the position's optimum, reached by guessing ``row``."""
        entry.lower, entry.exact, entry.row = total, True, row
        return total

    def _splitting_candidate(self, left: np.ndarray) -> GuessRow | None:
        """A candidate whose scores tell every other candidate apart, if any."""
        rows = self.puzzle.answer_rows[left]
        codes = np.ascontiguousarray(self.puzzle.patterns[np.ix_(rows, left)].T)  # candidates x candidates
        found = np.flatnonzero(_distinct(codes) == len(left))
        return int(self.puzzle.answer_rows[left[found[0]]]) if len(found) else None

    def bounds(
        self, left: np.ndarray, rule: HardRule | None, below: Total = INFEASIBLE + 1
    ) -> tuple[np.ndarray, np.ndarray]:
        """The legal guesses (rows) whose lower bound is under ``below``, with their bounds, in
        the order to try them: lowest bound first, then possible answers, then those leaving
        the fewest pairs of candidates together."""
        rows = legal_rows(self.puzzle, rule)
        codes = self._codes(left)
        if len(rows) < codes.shape[1]:
            codes = codes[:, rows]
        wins = np.zeros(len(self.puzzle.guesses), dtype=np.int64)
        wins[self.puzzle.answer_rows[left]] = 1
        wins = wins[rows]
        distinct, pairs = _distinct_and_pairs(codes)
        bound = 3 * len(left) - wins - distinct
        keep = np.flatnonzero(bound < below)
        order = keep[np.lexsort((pairs[keep], -wins[keep], bound[keep]))]
        return rows[order], bound[order]

    def _search(
        self,
        key: tuple,
        entry: _Entry,
        left: np.ndarray,
        turns: int,
        rule: HardRule | None,
        budget: Total,
    ) -> Total:
        """The branch and bound over every legal guess (see :meth:`value`)."""
        self._tick()
        n = len(left)
        if self.families and turns > 2 and self._family_too_big(left, turns, rule):
            self.counts["settled: a family too big for the guesses left"] += 1
            return self._settle(entry, INFEASIBLE, -1)
        rows, bound = self.bounds(left, rule, budget if turns > 2 else 2 * n + 1)
        if turns == 2:
            # Each bucket gets one guess: only a guess telling every candidate apart will do.
            # A bound of 2n is also that of a candidate leaving one pair together, so check.
            self.counts["settled: two guesses left"] += 1
            candidates = set(self.puzzle.answer_rows[left].tolist())
            for row, at_least in zip(rows.tolist(), bound.tolist()):
                if at_least == 2 * n - (row in candidates):
                    return self._settle(entry, at_least, row)
            return self._settle(entry, INFEASIBLE, -1)
        best, best_row = budget, -1
        failed = INFEASIBLE  # the least lower bound of the guesses that could not beat the budget
        for row, at_least in zip(rows.tolist(), bound.tolist()):
            if at_least >= best:
                self.counts["cut: a guess's bound"] += 1
                failed = min(failed, at_least)
                break
            total = self.guess_total(left, turns, rule, row, best)
            if total < best:
                best, best_row = total, row
            else:
                failed = min(failed, total)
        else:
            failed = min(failed, budget)  # the guesses not listed have bounds of budget or more
        if best_row >= 0:
            return self._settle(entry, best, best_row)
        entry.lower = max(entry.lower, min(failed, INFEASIBLE))
        if entry.lower >= INFEASIBLE:
            entry.exact = True
        return entry.lower

    def guess_total(
        self, left: np.ndarray, turns: int, rule: HardRule | None, row: GuessRow, budget: Total
    ) -> Total:
        """The least total of a play starting with ``row`` if below ``budget``, else a lower
        bound of it that is at least ``budget``."""
        children = self.children(left, rule, row)
        turns -= 1
        lowers = [self._known_lower(bucket, turns, sub) for _, bucket, sub in children]
        total = len(left) + sum(lowers)
        if total >= budget:
            self.counts["cut: buckets' bounds"] += 1
            return total
        # First the cheap check of every bucket not seen before (does a candidate split it?),
        # which may raise its bound from 2n - 1 to 2n and rule the guess out without a search.
        for i, (_, bucket, sub) in enumerate(children):
            if lowers[i] == 2 * len(bucket) - 1 and len(bucket) > 2:
                lowers[i] = self._first_look(bucket, turns, sub)
        total = len(left) + sum(lowers)
        if total >= budget:
            self.counts["cut: buckets' bounds after a first look"] += 1
            return total
        # Largest bucket first; a long search (an opener's) takes the smallest first, as Selby's
        # solver does: an impossible bucket, common in hard mode, is met before the big ones.
        sign = 1 if self.families else -1
        for i in sorted(range(len(children)), key=lambda i: sign * len(children[i][1])):
            _, bucket, sub = children[i]
            rest = total - lowers[i]
            got = self.value(bucket, turns, sub, budget - rest)
            total = rest + got
            if total >= budget:
                return total
        return total

    def _first_look(self, left: np.ndarray, turns: int, rule: HardRule | None) -> Total:
        """The position's lower bound once it is known whether a candidate splits it (which
        settles it), remembered."""
        key = (left.tobytes(), turns, rule)
        entry = self.memo.get(key)
        if entry is None:
            entry = self.memo[key] = _Entry(2 * len(left) - 1)
            row = self._splitting_candidate(left)
            if row is not None:
                self.counts["settled: a candidate splits the rest"] += 1
                return self._settle(entry, entry.lower, row)
            entry.lower = 2 * len(left)
        return entry.lower

    def children(
        self, left: np.ndarray, rule: HardRule | None, row: GuessRow
    ) -> list[tuple[int, np.ndarray, HardRule | None]]:
        """The buckets ``row`` splits ``left`` into, but the win: (pattern, candidates, rule after)."""
        codes = self.puzzle.patterns[row, left]
        guess = self.puzzle.guesses[row]
        won = win(self.puzzle.length)
        found = []
        for pattern in distinct(codes):
            if pattern != won:
                sub = None if rule is None else rule_after(rule, guess, pattern)
                found.append((pattern, left[codes == pattern], sub))
        return found

    def _known_lower(self, left: np.ndarray, turns: int, rule: HardRule | None) -> Total:
        """The best lower bound known without searching: exact for one or two candidates."""
        quick = _small(len(left), turns)
        if quick is not None:
            return quick
        entry = self.memo.get((left.tobytes(), turns, rule))
        return entry.lower if entry is not None else 2 * len(left) - 1

    def best_row(self, left: np.ndarray, turns: int, rule: HardRule | None) -> GuessRow:
        """An optimal guess (row) for the position; searches it if need be."""
        if len(left) <= 2:
            return int(self.puzzle.answer_rows[left[0]])
        total = self.value(left, turns, rule)
        if total >= INFEASIBLE:
            raise WordfinderError(f"no play finds all {len(left)} candidates in {turns} guesses")
        return self.memo[(left.tobytes(), turns, rule)].row

    # --- a fast upper bound ----------------------------------------------------------------

    def greedy_total(self, left: np.ndarray, turns: int, rule: HardRule | None) -> Total:
        """The total of the play that guesses, at each position, the guess with the lowest
        bound (the most buckets), or the optimum where it is already known: an upper bound."""
        quick = _small(len(left), turns)
        if quick is not None:
            return quick
        key = ("greedy", left.tobytes(), turns, rule)
        if key in self.memo:
            return self.memo[key][0]
        entry = self.memo.get((left.tobytes(), turns, rule))
        if entry is not None and entry.exact:
            return entry.lower
        row = self._splitting_candidate(left)
        if row is not None:
            found = (2 * len(left) - 1, row)
        else:
            self._tick()
            rows, _ = self.bounds(left, rule)
            found = (INFEASIBLE, -1)
            for row in rows[:3].tolist():  # a few tries, for hard mode's dead ends
                total = len(left) + sum(
                    self.greedy_total(b, turns - 1, sub)
                    for _, b, sub in self.children(left, rule, row)
                )
                if total < found[0]:
                    found = (min(total, INFEASIBLE), row)
                if found[0] < INFEASIBLE:
                    break
        self.memo[key] = found
        return found[0]

    def greedy_row(self, left: np.ndarray, turns: int, rule: HardRule | None) -> GuessRow:
        """The guess the greedy play makes (or the optimal one, where known)."""
        if len(left) <= 2:
            return int(self.puzzle.answer_rows[left[0]])
        entry = self.memo.get((left.tobytes(), turns, rule))
        if entry is not None and entry.exact and entry.row >= 0:
            return entry.row
        self.greedy_total(left, turns, rule)
        return self.memo[("greedy", left.tobytes(), turns, rule)][1]


FAMILY_LEAST = 4  # words alike but in one place that make a family (?ILLS, ?ATCH) for the family cut


def _family_ids(puzzle: Puzzle) -> np.ndarray:
    """For each answer and each place, the family of the answers alike but in that place
    that it belongs to (``FAMILY_LEAST`` of them or more), else -1 (answers x length);
    worked out once a puzzle."""
    key = "families of answers alike but in one place"
    if key not in puzzle.memo:
        shapes = [[word[:place] + "." + word[place + 1:] for place in range(puzzle.length)] for word in puzzle.answers]
        counts = Counter(shape for row in shapes for shape in row)
        numbers: dict[str, int] = {}
        for shape, count in counts.items():
            if count >= FAMILY_LEAST:
                numbers[shape] = len(numbers)
        puzzle.memo[key] = np.array([[numbers.get(shape, -1) for shape in row] for row in shapes], dtype=np.int64)
    return puzzle.memo[key]


def _small(n: int, turns: int) -> Total | None:
    """The optimum of a position decided by its size and turns alone, or None."""
    if n == 0:
        return 0
    if turns <= 0 or (turns == 1 and n > 1):
        return INFEASIBLE
    if n == 1:
        return 1
    if n == 2:
        return 3
    return None


def _distinct(codes: np.ndarray) -> np.ndarray:
    """For each column of ``codes`` (candidates x guesses), how many distinct scores it holds."""
    n, columns = codes.shape
    if n <= _PAIRWISE_UP_TO:
        distinct = np.ones(columns, dtype=np.int64)
        for i in range(1, n):
            distinct += ~(codes[:i] == codes[i]).any(axis=0)
        return distinct
    return np.count_nonzero(_sizes(codes), axis=1)


def _distinct_and_pairs(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each column of ``codes`` (candidates x guesses), how many distinct scores it holds
    and how many pairs of candidates share a score: one comparison pass for both."""
    n, columns = codes.shape
    if n <= _PAIRWISE_UP_TO:
        distinct = np.ones(columns, dtype=np.int64)
        pairs = np.zeros(columns, dtype=np.int64)
        for i in range(1, n):
            same = np.count_nonzero(codes[:i] == codes[i], axis=0)  # earlier candidates like i
            pairs += same
            distinct += same == 0
        return distinct, pairs
    sizes = _sizes(codes)
    return np.count_nonzero(sizes, axis=1), ((sizes * (sizes - 1)) // 2).sum(axis=1)


def _sizes(codes: np.ndarray) -> np.ndarray:
    """The (guesses x 256) bucket sizes of ``codes`` (candidates x guesses)."""
    columns = codes.shape[1]
    flat = codes.astype(np.int64).T + (np.arange(columns, dtype=np.int64) * 256)[:, None]
    return np.bincount(flat.ravel(), minlength=columns * 256).reshape(columns, 256)


# --- the questions a command asks ----------------------------------------------------------------


def optimum(
    search: Search,
    left: np.ndarray,
    turns: int,
    rule: HardRule | None = None,
    limit: Limit | None = None,
) -> BestPlay:
    """The optimal first guess for the position and its total, proven, or, when ``limit``
    runs out first, the greedy play's, flagged as an upper bound.

    What a limit allows depends on what the search already knows: a limited question
    that must have one answer is asked of a new :class:`Search`, not of one shared."""
    left = np.asarray(left, dtype=np.int64)
    before = search.counts["positions"]
    limit = limit or search.limit
    search.start(limit.positions)
    try:
        total = search.value(left, turns, rule)
        row = search.best_row(left, turns, rule) if total < INFEASIBLE else -1
        exact, how = True, EXACT_SEARCH
    except OutOfBudget:
        search.start(limit.greedy)
        try:
            total = search.greedy_total(left, turns, rule)
            row = search.greedy_row(left, turns, rule) if total < INFEASIBLE else -1
            exact, how = False, GREEDY_PLAY
        except OutOfBudget:
            total, row, exact, how = INFEASIBLE, -1, False, "none: both searches ran out of positions"
    return BestPlay(
        count=len(left),
        total=total,
        guess=search.puzzle.guesses[row] if row >= 0 else None,
        exact=exact,
        search=how,
        positions=search.counts["positions"] - before,
    )


UNFINISHED = 10  # guesses a cut-short search values by the greedy play after them, in its order


def guess_values(
    search: Search,
    left: np.ndarray,
    turns: int,
    rule: HardRule | None = None,
    top: int = 10,
    limit: Limit | None = None,
    first: Sequence[str] = (),
) -> Ranking:
    """The ``top`` guesses with the least totals for the position, each with its total, best
    first; the guesses in ``first`` (e.g. the stored tree's choice) are valued first.

    The best guess is settled before any other is ranked, within the same limit, so that
    how many are asked for never changes which comes first.  When the limit runs out
    the ranking is flagged incomplete (a guess not yet tried might belong in it); each
    total found is still exact, and the first guesses in the search's order that were
    not finished (:data:`UNFINISHED` of them while the best is unsettled, else the first
    ``top``) get the total of the greedy play after them, an upper bound, flagged so.
    Ask a limited question of a search of its own (see :func:`optimum`).
    """
    left = np.asarray(left, dtype=np.int64)
    n = len(left)
    before = search.counts["positions"]
    limit = limit or search.limit
    search.start(limit.positions)
    rows, bound = search.bounds(left, rule)
    legal = set(rows.tolist())
    preferred = [
        search.puzzle.row[g.upper()] for g in first if search.puzzle.row.get(g.upper()) in legal
    ]
    order = preferred + [r for r in rows.tolist() if r not in set(preferred)]
    at_least = dict(zip(rows.tolist(), bound.tolist()))
    possible = set(search.puzzle.answer_rows[left].tolist())
    # The best first, then the rest, the cut-short one's unfinished guesses valued greedily.
    found, complete = _least_totals(search, left, turns, rule, order, at_least, possible, preferred, 1, [])
    unfinished = UNFINISHED
    if complete and top > 1:
        found, complete = _least_totals(search, left, turns, rule, order, at_least, possible, preferred, top, found)
        unfinished = top
    done = {order[place] for _, (_, place) in found}
    values = [Valued(search.puzzle.guesses[order[place]], n, t, True, EXACT_SEARCH) for t, (_, place) in found]
    if not complete:
        values += _greedy_values(search, left, turns, rule, [r for r in order[:unfinished] if r not in done],
                                 limit.greedy)
    place_of = {search.puzzle.guesses[row]: place for place, row in enumerate(order)}
    row_of = search.puzzle.row
    values.sort(key=lambda v: (v.total, tie_key(row_of[v.guess] in possible, place_of[v.guess]), not v.exact))
    return Ranking(
        count=n,
        values=tuple(v for v in values[:top] if v.total < INFEASIBLE),
        complete=complete,
        positions=search.counts["positions"] - before,
    )


def _least_totals(
    search: Search, left: np.ndarray, turns: int, rule: HardRule | None, order: list[GuessRow],
    at_least: dict[GuessRow, Total], possible: set[GuessRow], preferred: list[GuessRow], top: int,
    found: list[tuple[Total, tuple[bool, int]]],
) -> tuple[list[tuple[Total, tuple[bool, int]]], bool]:
    """The ``top`` least totals of the guesses in ``order`` (each with its tie key and place
    in ``order``), best first, starting from those already ``found``, and whether the
    search finished within its limit (else they are the least found so far)."""
    known = {place for _, (_, place) in found}
    # Among equal totals the rule puts guesses that may be the answer first, then keeps
    # the search's own order (which no --top changes), so a guess met later never has
    # to be valued again to settle a tie with one of its kind.
    for place, row in enumerate(order):
        if place in known:
            continue
        key = tie_key(row in possible, place)
        last = found[top - 1] if len(found) >= top else None
        threshold = INFEASIBLE if last is None else last[0]
        # A guess whose total equals the last listed one's enters when the tie rule
        # puts it first (a guess that may be the answer before one that cannot), so
        # its total is sought up to that one's inclusive.
        wins_tie = last is not None and key < last[1]
        if at_least[row] > threshold or (at_least[row] == threshold and not wins_tie):
            if row in preferred or at_least[row] == threshold:
                continue  # rows come lowest bound first: a later one of this bound may win a tie
            break
        budget = threshold + 1 if wins_tie else threshold
        try:
            total = search.guess_total(left, turns, rule, row, budget)
        except OutOfBudget:
            return found, False
        if total < budget:
            found = sorted([*found, (total, key)])[:top]
    return found, True


def _greedy_values(
    search: Search, left: np.ndarray, turns: int, rule: HardRule | None, rows: list[GuessRow], positions: int | None
) -> list[Valued]:
    """The guesses ``rows`` valued by the greedy play after each (upper bounds), within
    ``positions`` for them all; those it cannot value are left out."""
    values: list[Valued] = []
    search.start(positions)
    for row in rows:
        try:
            total = len(left) + sum(
                search.greedy_total(b, turns - 1, sub)
                for _, b, sub in search.children(left, rule, row)
            )
        except OutOfBudget:
            break  # the guesses left unvalued are simply not shown
        values.append(Valued(search.puzzle.guesses[row], len(left), min(total, INFEASIBLE), False, GREEDY_PLAY))
    return values


@dataclass(frozen=True, slots=True)
class Ranking:
    """The best guesses for a position, each valued (see :class:`Valued`), best first.

    ``complete`` says the ranking is proven: no guess left out has a smaller total.
    """

    count: int  # candidates
    values: tuple[Valued, ...]
    complete: bool
    positions: int  # positions searched to rank them

    @property
    def best(self) -> Valued | None:
        """The first guess, if any guess finds every candidate in time."""
        return self.values[0] if self.values else None


def optimal_chooser(search: Search, limit: Limit | None = None, most: int = CLASSIC_GUESSES):
    """A chooser (candidates, history, hard-mode rule -> guess row) playing the optimal guess,
    for :func:`wordfinder.trees.build`, in games of at most ``most`` guesses; ``limit``
    bounds each decision's search (the greedy play's guess is taken when it runs out)."""

    def chooser(left: np.ndarray, history: tuple, rule: HardRule | None) -> GuessRow:
        turns = most - len(history)
        if limit is None:
            return search.best_row(left, turns, rule)
        found = optimum(search, left, turns, rule, limit)
        if found.guess is None:
            raise WordfinderError(f"no play finds all {len(left)} candidates in {turns} guesses")
        return search.puzzle.row[found.guess]

    return chooser


def position(
    puzzle: Puzzle, history: Sequence[Score], hard: bool = False
) -> tuple[np.ndarray, int, HardRule | None]:
    """The position after the history: the candidates, the guesses left, the hard-mode rule."""
    return (
        candidates(puzzle, history),
        CLASSIC_GUESSES - len(history),
        hard_rule(puzzle, history) if hard else None,
    )


def rank_position(
    search: Search,
    history: Sequence[Score],
    hard: bool = False,
    top: int = 10,
    limit: Limit | None = None,
) -> Ranking:
    """The ``top`` guesses after the history with their exact totals, the stored tree's
    guess valued first; within ``limit`` (default: the search's own), after which unproven
    figures are flagged as upper bounds (see :func:`guess_values`)."""
    from .trees import follow, stored_tree

    tree = stored_tree(search.puzzle, hard)
    node = follow(tree, history) if tree is not None else None
    left, turns, rule = position(search.puzzle, history, hard)
    first = (node.guess,) if node is not None else ()
    return guess_values(search, left, turns, rule, top, limit, first)
