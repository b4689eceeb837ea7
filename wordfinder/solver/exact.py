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
An opener's search (``Search(extra_cuts=True)``) settles more, as Selby's solver does: a
candidate leaving one pair together and the rest apart is optimal with three guesses
left; and, with three guesses left, candidates no legal guess tells apart rule out every
guess keeping them together (each leaves a bucket that two guesses cannot finish).
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
from functools import lru_cache

import numpy as np

from ..errors import WordfinderError
from ..feedback import Score
from .figures import tie_key
from .hard_rows import HardRule, hard_rule, legal_rows, rule_after
from ..game import CLASSIC_GUESSES
from .patterns import win
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
_AT_ONCE_FROM = 5  # from this many candidates, every pair of rows is compared in one step ...
_AT_ONCE_MOST = 300_000  # ... up to this many cells (candidates x candidates x guesses)
_BLOCK = 8  # beyond, candidates compared with those before them this many at a time ...
_WIDE = 2_000  # ... over this many guesses or fewer (over more, one at a time)


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

    The memory is keyed by the candidates (as bytes) and the guesses left, then by the
    hard-mode rule (see :meth:`_entry`), so it serves every later question about the same
    puzzle; what a first look found of a set of candidates is kept once for every rule.
    ``counts`` tallies what settled each position, to show which bounds mattered.
    ``long``: the search will be long (an opener's value), so the matrix is transposed
    at once rather than gathered a position at a time first (see :meth:`_codes`).
    ``families``: settle a position at once as impossible when a family of words alike but
    in one place is too big for the guesses left (:meth:`_family_too_big`); on for an
    opener's value, off where a limited search's answers are pinned (suggest's).
    ``extra_cuts``: settle more positions without trying a guess, as Selby's solver does
    (:meth:`_first_look`); on for an opener's value, off for suggest's, like ``families``.
    """

    puzzle: Puzzle
    limit: Limit = field(default_factory=Limit)
    long: bool = False
    families: bool = False
    extra_cuts: bool = False
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
        return self._by_answer.take(left, axis=0)

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
        entry = self._entry(left, turns, rule)
        if entry.exact or entry.lower >= budget:
            self.counts["cut: remembered bound" if not entry.exact else "remembered"] += 1
            return entry.lower
        return self._search(entry, left, turns, rule, budget)

    def _entry(self, left: np.ndarray, turns: int, rule: HardRule | None) -> _Entry:
        """What is known of the position, made from its first look when it is new.

        The memory holds, for each set of candidates and guesses left, the entries of the
        rules met with them: a guess's buckets are looked up before any rule after it is
        worked out (:meth:`_known_lower`), and most are new."""
        by_rule = self.memo.setdefault((left.tobytes(), turns), {})
        entry = by_rule.get(rule)
        if entry is None:
            lower, row = self._first_look(left)
            exact = row >= 0 and (lower < 2 * len(left) or turns >= 3)  # a pair: two guesses more
            entry = by_rule[rule] = _Entry(lower, exact, row if exact else -1)
        return entry

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
        told = _distinct(codes if len(rows) == codes.shape[1] else codes.take(rows, axis=1))
        most = np.sort(told)[::-1][: turns - 1]
        return biggest > int((most - 1).sum()) + 1

    def _settle(self, entry: _Entry, total: Total, row: GuessRow) -> Total:
        """Record ``total`` as the position's optimum, reached by guessing ``row``."""
        entry.lower, entry.exact, entry.row = total, True, row
        return total

    def _splitting_candidate(self, left: np.ndarray) -> GuessRow | None:
        """A candidate whose scores tell every other candidate apart, if any."""
        most, row = self._most_telling_candidate(left)
        return row if most == len(left) else None

    def _most_telling_candidate(self, left: np.ndarray) -> tuple[int, GuessRow]:
        """The most scores a candidate makes over the candidates, and the first that makes them."""
        rows = self.puzzle.answer_rows[left]
        codes = self.puzzle.patterns.take(rows, axis=0).take(left, axis=1)
        codes = np.ascontiguousarray(codes.T)  # candidates x candidates
        told = _distinct(codes)
        first = int(told.argmax())
        return int(told[first]), int(rows[first])

    def bounds(
        self, left: np.ndarray, rule: HardRule | None, below: Total = INFEASIBLE + 1
    ) -> tuple[np.ndarray, np.ndarray]:
        """The legal guesses (rows) whose lower bound is under ``below``, with their bounds, in
        the order to try them: lowest bound first, then possible answers, then those leaving
        the fewest pairs of candidates together.  With ``extra_cuts``, Selby's order instead,
        which weighs the pairs against the bound (``n`` times the bound plus four times the
        pairs): a guess leaving far fewer pairs together may come before one of a lower
        bound; the best play is then found sooner, and hard mode's searches are smaller."""
        rows = legal_rows(self.puzzle, rule)
        codes = self._codes(left)
        if len(rows) < codes.shape[1]:
            codes = codes.take(rows, axis=1)
        wins = np.zeros(len(self.puzzle.guesses), dtype=np.int64)
        wins[self.puzzle.answer_rows[left]] = 1
        wins = wins[rows]
        kept, distinct, pairs = _distinct_and_pairs(codes, wins, below)
        wins = wins[kept]
        bound = 3 * len(left) - wins - distinct
        if self.extra_cuts:  # Selby's order: his 2 (n + 2 pairs) + n bound, less the 2n all share
            order = np.lexsort((-wins, len(left) * bound + 4 * pairs))
        else:
            order = np.lexsort((pairs, -wins, bound))
        return rows[kept[order]], bound[order]

    def _search(
        self,
        entry: _Entry,
        left: np.ndarray,
        turns: int,
        rule: HardRule | None,
        budget: Total,
    ) -> Total:
        """The branch and bound over every legal guess (see :meth:`value`)."""
        self._tick()
        if self.families and turns > 2 and self._family_too_big(left, turns, rule):
            self.counts["settled: a family too big for the guesses left"] += 1
            return self._settle(entry, INFEASIBLE, -1)
        if turns == 2:
            self.counts["settled: two guesses left"] += 1
            return self._settle(entry, *self._two_guesses_left(left, rule))
        best, best_row, failed = self._try_guesses(left, turns, rule, budget)
        if best_row >= 0:
            return self._settle(entry, best, best_row)
        entry.lower = max(entry.lower, min(failed, INFEASIBLE))
        if entry.lower >= INFEASIBLE:
            entry.exact = True
        return entry.lower

    def _try_guesses(
        self, left: np.ndarray, turns: int, rule: HardRule | None, budget: Total
    ) -> tuple[Total, GuessRow, Total]:
        """Every legal guess whose bound is under the best total found so far (at first
        ``budget``), in the order of :meth:`bounds`: the best total found under ``budget`` and
        its guess (-1 if none), and the least lower bound of the guesses that could not beat it.

        With three guesses left and ``extra_cuts``, a guess found impossible because one of
        its buckets holds candidates that no legal guess tells apart (:meth:`_unsplittable`)
        rules out at once every guess keeping those candidates together: most guesses of
        such positions, in hard mode, fail on the same few candidates."""
        rows, bound = self.bounds(left, rule, budget)
        dead = np.zeros(len(rows), dtype=bool) if turns == 3 and self.extra_cuts else None
        best, best_row = budget, -1
        failed = INFEASIBLE
        least_from = np.minimum.accumulate(bound[::-1])[::-1].tolist()  # least bound from here on
        for place, (row, at_least) in enumerate(zip(rows.tolist(), bound.tolist())):
            if least_from[place] >= best:
                self.counts["cut: a guess's bound"] += 1
                return best, best_row, min(failed, least_from[place])
            if at_least >= best:  # in Selby's order (see bounds), a later guess may still do
                failed = min(failed, at_least)
                continue
            if dead is not None and dead[place]:
                self.counts["cut: keeps together candidates no guess tells apart"] += 1
                continue
            total, culprit = self._guess_total(left, turns, rule, row, best)
            if total < best:
                best, best_row = total, row
            else:
                failed = min(failed, total)
            if dead is not None and culprit is not None:
                self._rule_out_together(culprit, rule, rows[place:], dead[place:])
        return best, best_row, min(failed, budget)  # the rest: bounds of budget or more

    def _rule_out_together(
        self, impossible: np.ndarray, rule: HardRule | None, rows: np.ndarray, dead: np.ndarray
    ) -> None:
        """Mark in ``dead`` the guesses of ``rows`` (keeping ``rule``, three guesses left) that
        keep together the first candidates of the bucket ``impossible`` that no legal guess
        tells apart, if there are such: each of them leaves a bucket no guess splits."""
        core = self._unsplittable(impossible, rule)
        if core is not None:
            dead |= self._together(core, rows)

    def _unsplittable(self, left: np.ndarray, rule: HardRule | None) -> np.ndarray | None:
        """The first candidates of ``left`` that no guess keeping ``rule`` tells apart, if any,
        remembered: after a guess keeping the rule, no play finds them, nor any candidates
        holding them, within two guesses (the rule after it only keeps fewer guesses)."""
        key = ("unsplittable", left.tobytes(), rule)
        if key not in self.memo:
            apart, told = self._telling_apart(left, legal_rows(self.puzzle, rule))
            self.memo[key] = None if len(apart) else left[:told]
        return self.memo[key]

    def _together(self, members: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """For each guess of ``rows``, whether it gives every one of ``members`` the same score."""
        codes = self._codes(members).take(rows, axis=1)
        return (codes == codes[0]).all(axis=0)

    def _telling_apart(self, left: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, int]:
        """The guesses of ``rows`` giving each candidate of ``left`` a score of its own, and, when
        there are none, how many of the first candidates none of them tells apart.

        A guess is dropped as soon as two candidates share a score with it, and each candidate's
        scores are read only for the guesses still in the running: after the first few
        candidates few are left, where counting every guess's scores (as :meth:`bounds` does)
        would compare every pair of candidates for every guess."""
        seen = self._scores(left[0], rows)[None, :]  # (candidates so far x guesses left)
        for i in range(1, len(left)):
            scores = self._scores(left[i], rows)
            apart = ~(seen == scores).any(axis=0)
            if not apart.all():
                rows, seen, scores = rows[apart], seen[:, apart], scores[apart]
                if not len(rows):
                    return rows, i + 1
            seen = np.vstack((seen, scores))
        return rows, len(left)

    def _scores(self, answer: int, rows: np.ndarray) -> np.ndarray:
        """The patterns of the guesses ``rows`` against one candidate."""
        if self._by_answer is not None:
            return self._by_answer[answer, rows]
        return self.puzzle.patterns[rows, answer]

    def _two_guesses_left(self, left: np.ndarray, rule: HardRule | None) -> tuple[Total, GuessRow]:
        """The optimum of the candidates with two guesses left, and its guess (the first row that
        reaches it), -1 if none: each bucket gets one guess, so only a guess telling every
        candidate apart will do, ``2n - 1`` for a candidate, ``2n`` for any other."""
        rows, _ = self._telling_apart(left, legal_rows(self.puzzle, rule))
        if not len(rows):
            return INFEASIBLE, -1
        candidate = np.isin(rows, self.puzzle.answer_rows[left])
        if candidate.any():
            return 2 * len(left) - 1, int(rows[candidate.argmax()])
        return 2 * len(left), int(rows[0])

    def guess_total(
        self, left: np.ndarray, turns: int, rule: HardRule | None, row: GuessRow, budget: Total
    ) -> Total:
        """The least total of a play starting with ``row`` if below ``budget``, else a lower
        bound of it that is at least ``budget``."""
        return self._guess_total(left, turns, rule, row, budget)[0]

    def _guess_total(
        self, left: np.ndarray, turns: int, rule: HardRule | None, row: GuessRow, budget: Total
    ) -> tuple[Total, np.ndarray | None]:
        """:meth:`guess_total`, and the bucket found impossible, if one was (else None)."""
        buckets = self._buckets(left, row)
        rules = self._rules_after(rule, row)
        turns -= 1
        lowers = [self._known_lower(bucket, turns, rules, pattern) for pattern, bucket in buckets]
        total = len(left) + sum(lowers)
        if total >= budget:
            self.counts["cut: buckets' bounds"] += 1
            impossible = (b for (_, b), lower in zip(buckets, lowers) if lower >= INFEASIBLE)
            return total, next(impossible, None)
        # First the cheap check of every bucket not seen before (does a candidate split it?),
        # which may raise its bound from 2n - 1 to 2n and rule the guess out without a search.
        for i, (_, bucket) in enumerate(buckets):
            if lowers[i] == 2 * len(bucket) - 1 and len(bucket) > 2:
                lowers[i] = self._first_look(bucket)[0]
        total = len(left) + sum(lowers)
        if total >= budget:
            self.counts["cut: buckets' bounds after a first look"] += 1
            return total, None
        # Largest bucket first; a long search (an opener's) takes the smallest first, as Selby's
        # solver does: an impossible bucket, common in hard mode, is met before the big ones.
        sign = 1 if self.families else -1
        for i in sorted(range(len(buckets)), key=lambda i: sign * len(buckets[i][1])):
            pattern, bucket = buckets[i]
            rest = total - lowers[i]
            got = self.value(bucket, turns, rules[pattern], budget - rest)
            total = rest + got
            if total >= budget:
                return total, bucket if got >= INFEASIBLE else None
        return total, None

    def _first_look(self, left: np.ndarray) -> tuple[Total, GuessRow]:
        """The lower bound of more than two candidates once it is known whether a candidate
        splits them (then it is their optimum, reached by guessing it: the row, else -1),
        remembered.  It holds for any rule and any guesses left over one: a candidate keeps
        every rule, and a second guess finds each of the rest.

        With ``extra_cuts``, as Selby's solver does, a candidate that leaves one pair together
        and the rest apart is kept too (bound ``2n``): ``2n`` is then the optimum given three
        guesses, since no candidate splits them all (any other guess costs ``n`` and ``n``
        more) and that one reaches it, a guess more for the pair (see :meth:`_entry`)."""
        key = ("first look", left.tobytes())
        found = self.memo.get(key)
        if found is None:
            n = len(left)
            most, row = self._most_telling_candidate(left)
            if most == n:
                self.counts["settled: a candidate splits the rest"] += 1
                found = (2 * n - 1, row)
            elif most == n - 1 and self.extra_cuts:
                self.counts["settled: a candidate leaves one pair"] += 1
                found = (2 * n, row)
            else:
                found = (2 * n, -1)
            self.memo[key] = found
        return found

    def children(
        self, left: np.ndarray, rule: HardRule | None, row: GuessRow
    ) -> list[tuple[int, np.ndarray, HardRule | None]]:
        """The buckets ``row`` splits ``left`` into, but the win: (pattern, candidates, rule after)."""
        rules = self._rules_after(rule, row)
        return [(pattern, bucket, rules[pattern]) for pattern, bucket in self._buckets(left, row)]

    def _buckets(self, left: np.ndarray, row: GuessRow) -> list[tuple[int, np.ndarray]]:
        """The buckets ``row`` splits ``left`` into, but the win: (pattern, candidates), in the
        order of their patterns, each bucket's candidates in the order of ``left``.

        One stable sort of the scores and a slice per bucket: the search asks this of every
        guess it tries, most of them cut at once by their buckets' bounds."""
        codes = self.puzzle.patterns[row].take(left)
        order = np.argsort(codes, kind="stable")
        ordered, members = codes[order], left[order]
        starts = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
        ends = [*starts[1:].tolist(), len(left)]
        won = win(self.puzzle.length)
        return [
            (pattern, members[start:end])
            for pattern, start, end in zip(ordered[starts].tolist(), starts.tolist(), ends)
            if pattern != won
        ]

    def _rules_after(self, rule: HardRule | None, row: GuessRow) -> _RulesAfter:
        """The rules after guessing ``row`` under ``rule``, each worked out when asked for."""
        return _RulesAfter(rule, self.puzzle.guesses[row])

    def _known_lower(self, left: np.ndarray, turns: int, rules: _RulesAfter, pattern: int) -> Total:
        """The best lower bound known without searching the bucket ``left`` the guess's score
        ``pattern`` leaves (``rules``: the rules after that guess): exact for one or two
        candidates.  The rule is worked out only when the candidates were met before."""
        quick = _small(len(left), turns)
        if quick is not None:
            return quick
        candidates = left.tobytes()
        by_rule = self.memo.get((candidates, turns))
        if by_rule:
            entry = by_rule.get(rules[pattern])
            if entry is not None:
                return entry.lower
        look = self.memo.get(("first look", candidates))
        return look[0] if look is not None else 2 * len(left) - 1

    def best_row(self, left: np.ndarray, turns: int, rule: HardRule | None) -> GuessRow:
        """An optimal guess (row) for the position; searches it if need be."""
        if len(left) <= 2:
            return int(self.puzzle.answer_rows[left[0]])
        total = self.value(left, turns, rule)
        if total >= INFEASIBLE:
            raise WordfinderError(f"no play finds all {len(left)} candidates in {turns} guesses")
        return self.memo[(left.tobytes(), turns)][rule].row

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
        entry = self.memo.get((left.tobytes(), turns), {}).get(rule)
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
        entry = self.memo.get((left.tobytes(), turns), {}).get(rule)
        if entry is not None and entry.exact and entry.row >= 0:
            return entry.row
        self.greedy_total(left, turns, rule)
        return self.memo[("greedy", left.tobytes(), turns, rule)][1]


class _RulesAfter:
    """The hard-mode rules after one guess, by the pattern it earned, each worked out when
    asked for (most buckets of a guess tried are never searched): one OR of the rule and the
    score's hints, themselves worked out once (:func:`~.hard_rows.rule_after`); None in
    normal mode."""

    def __init__(self, rule: HardRule | None, guess: str):
        self.rule, self.guess = rule, guess

    def __getitem__(self, pattern: int) -> HardRule | None:
        return None if self.rule is None else rule_after(self.rule, self.guess, pattern)


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
    if _at_once(n, columns):
        return _firsts(_earlier_alike(codes))
    if n <= _PAIRWISE_UP_TO:
        distinct = np.ones(columns, dtype=np.int64)
        for i in range(1, n):
            distinct += ~(codes[:i] == codes[i]).any(axis=0)
        return distinct
    return np.count_nonzero(_sizes(codes), axis=1)


def _at_once(n: int, columns: int) -> bool:
    """Whether ``n`` candidates' scores by ``columns`` guesses are compared all at once
    (:func:`_earlier_alike`): from a few candidates, and up to :data:`_PAIRWISE_UP_TO` so that
    the counts fit in bytes."""
    return _AT_ONCE_FROM <= n <= _PAIRWISE_UP_TO and n * n * columns <= _AT_ONCE_MOST


def _earlier_alike(codes: np.ndarray) -> np.ndarray:
    """For each candidate and column of ``codes`` (candidates x guesses), how many earlier
    candidates share its score (uint8: see :func:`_at_once`): every pair compared in one
    step (candidates x candidates x guesses), where a loop over the candidates costs a few
    numpy calls each, most of the time at 5 to 40 candidates and a few thousand guesses.
    Summed as bytes: a count of booleans as numpy's default integers casts every cell first
    and took twice as long."""
    same = codes[:, None, :] == codes[None, :, :]
    same &= _earlier_mask(len(codes))
    return np.add.reduce(same, axis=1, dtype=np.uint8)


@lru_cache(maxsize=None)
def _earlier_mask(n: int) -> np.ndarray:
    """Whether candidate ``j`` comes before candidate ``i``, as (i, j, 1), made once a size."""
    return np.tri(n, k=-1, dtype=bool)[:, :, None]


def _firsts(earlier: np.ndarray) -> np.ndarray:
    """For each column, how many candidates share no earlier candidate's score (the distinct
    scores), from :func:`_earlier_alike`, as numpy's default integers."""
    return np.add.reduce(earlier == 0, axis=0, dtype=np.uint8).astype(np.int64)


def _distinct_and_pairs(
    codes: np.ndarray, wins: np.ndarray, below: Total
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The columns of ``codes`` (candidates x guesses) whose bound ``3n - w - d`` is under
    ``below`` (``wins``: 1 for a guess that is a candidate), with how many distinct scores
    ``d`` each holds and how many pairs of candidates share a score: one comparison pass.

    Compared by blocks of candidates, a guess is dropped once it cannot get under ``below``
    even if every candidate not yet compared gets a score of its own: under a tight budget
    most guesses are dropped long before the last candidate, and the rest are compared
    faster."""
    n, columns = codes.shape
    if n > _PAIRWISE_UP_TO:
        sizes = _sizes(codes)
        distinct, pairs = np.count_nonzero(sizes, axis=1), ((sizes * (sizes - 1)) // 2).sum(axis=1)
        kept = np.flatnonzero(3 * n - wins - distinct < below)
        return kept, distinct[kept], pairs[kept]
    if _at_once(n, columns):
        earlier = _earlier_alike(codes)
        distinct, pairs = _firsts(earlier), np.add.reduce(earlier, axis=0, dtype=np.int64)
        kept = np.flatnonzero(3 * n - wins - distinct < below)
        return kept, distinct[kept], pairs[kept]
    return _compared_in_blocks(codes, wins, below)


def _compared_in_blocks(
    codes: np.ndarray, wins: np.ndarray, below: Total
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`_distinct_and_pairs` of candidates too many to compare all at once, a few at a
    time against those before (:func:`_next_block`); whenever four more are compared, if a
    quarter of the guesses left or more cannot get under ``below`` even if every candidate not
    yet compared gets a score of its own, those are dropped (``compress``: a boolean index of
    columns took twice as long)."""
    n, columns = codes.shape
    kept = np.arange(columns)
    distinct = np.zeros(columns, dtype=np.int64)
    pairs = np.zeros(columns, dtype=np.int64)
    start = 0
    while start < n:
        end, alike, first = _next_block(codes, start)
        pairs += alike
        distinct += first
        if below <= 3 * n and end < n and end // 4 > start // 4:
            hopeful = 3 * n - wins - distinct - (n - end) < below
            if np.count_nonzero(hopeful) < len(kept) * 3 // 4:
                kept, codes, wins = kept[hopeful], codes.compress(hopeful, axis=1), wins[hopeful]
                distinct, pairs = distinct[hopeful], pairs[hopeful]
        start = end
    under = 3 * n - wins - distinct < below
    return kept[under], distinct[under], pairs[under]


def _next_block(codes: np.ndarray, start: int) -> tuple[int, np.ndarray, np.ndarray]:
    """The candidates of ``codes`` compared next, from ``start`` to the end returned, with, for
    each guess (column), the pairs they make with those before them and how many of them
    share no earlier candidate's score.  Over many guesses, one candidate (two numpy calls);
    over :data:`_WIDE` or fewer, where a call costs more than its cells, a block of
    :data:`_BLOCK` at once (replayed on searches' own calls, hard mode's bounds, mostly over a
    few hundred guesses once most are dropped, took half the time; normal mode's, over
    thousands, twice as long in blocks)."""
    if codes.shape[1] > _WIDE:
        alike = np.add.reduce(codes[:start] == codes[start], axis=0, dtype=np.uint8)
        return start + 1, alike, alike == 0
    end = min(start + _BLOCK, len(codes))
    same = codes[start:end, None, :] == codes[None, :end, :]
    same &= _earlier_mask(len(codes))[start:end, :end]
    earlier = np.add.reduce(same, axis=1, dtype=np.uint8)
    return end, np.add.reduce(earlier, axis=0, dtype=np.int64), _firsts(earlier)


def _sizes(codes: np.ndarray) -> np.ndarray:
    """The (guesses x scores) bucket sizes of ``codes`` (candidates x guesses): 256 scores a
    guess for the bytes of five letters or fewer, the codes' own span beyond (729 at six
    letters, where 256 a guess ran one guess's scores into the next)."""
    columns = codes.shape[1]
    span = 256 if codes.dtype == np.uint8 else int(codes.max(initial=0)) + 1
    flat = codes.astype(np.int64).T + (np.arange(columns, dtype=np.int64) * span)[:, None]
    return np.bincount(flat.ravel(), minlength=columns * span).reshape(columns, span)


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
    listed = order = rows.tolist()
    legal = set(listed) if first else set()
    preferred = [
        search.puzzle.row[g.upper()] for g in first if search.puzzle.row.get(g.upper()) in legal
    ]
    if preferred:
        ahead = set(preferred)
        order = preferred + [r for r in order if r not in ahead]
    at_least = dict(zip(listed, bound.tolist()))
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
    row_of = search.puzzle.row
    place_of = {v.guess: order.index(row_of[v.guess]) for v in values}  # a few of some thousands
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
