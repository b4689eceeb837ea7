"""Today's game with its history: the day's answer model and a decision procedure under it.

A prototype (see ``benchmarks/RESULTS.md``, "Today's game"); the runner is
``benchmarks/today_run.py``.  Vocabulary, on top of :mod:`wordfinder.solver`'s:

- *history*: the answers before the day, each with its date (``WORD YYYY-MM-DD``);
- *day model*: every allowed word's probability of being the day's answer given the
  history (:func:`day_weights`): unused originals, past answers, editor picks, with
  shares that match what the real game showed;
- *word*: an index into the 14,855 allowed words, which are both the guesses and the
  possible answers (every allowed word must stay findable within six).

The decision (:class:`Player`) is a weighted lookahead bounded by counts: the
:data:`WIDTH` best guesses by the weighted one-step estimate are each valued by the
expected guesses of their buckets, each bucket valued by its own best one-step estimate
(two plies), or searched one ply deeper when small; the cheapest guess that is *sure*
(every bucket it leaves can be finished in the guesses left) is played.
"""

from __future__ import annotations

import datetime
import os
import hashlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from wordfinder import words as wordlists  # noqa: E402
from wordfinder.answers import priors  # noqa: E402
from wordfinder.solver.figures import CURVE_A, CURVE_B  # noqa: E402
from wordfinder.solver.weighted import weighted_figures  # noqa: E402
from wordfinder.solver.patterns import _block, cache_folder, letters, lists_key  # noqa: E402

Word = int  # an allowed word, as its index in the sorted list (guess row and answer column alike)

# --- the day's model ---------------------------------------------------------------------------

EDITOR_SHARE = 0.07  # the editors' picks outside the originals: 7% of the held-out year's days
EDITOR_FROM = datetime.date(2022, 11, 7)  # no editor pick before the NYT took over the list
REUSE_PRIOR = (2.0, 20.0)  # Beta-like pseudo-counts (reuses, days): a rate near 1 day in 10 once reuse begins
REUSE_BEFORE = 0.005  # the reuse share while no answer has yet come back (a hedge: NYT said it may)


def reuse_share(history: Sequence[tuple[str, datetime.date]]) -> float:
    """The probability that the day's answer is a past one: before any answer has come
    back, :data:`REUSE_BEFORE`; from the first reuse on, the reuses per day since then,
    smoothed by :data:`REUSE_PRIOR` (one day in ten: what the real year showed)."""
    seen: set[str] = set()
    reuses: list[datetime.date] = []
    for word, day in history:
        if word in seen:
            reuses.append(day)
        seen.add(word)
    if not reuses:
        return REUSE_BEFORE
    days = (history[-1][1] - reuses[0]).days + 1
    return (len(reuses) + REUSE_PRIOR[0]) / (days + REUSE_PRIOR[1])


def day_weights(
    words: Sequence[str], history: Sequence[tuple[str, datetime.date]], day: datetime.date
) -> tuple[np.ndarray, dict[str, float]]:
    """Every word's probability of being the answer on ``day`` (aligned with ``words``),
    given the answers before it, and the shares used.

    Unused originals share what the past answers and editor picks leave, equally; past
    answers share :func:`reuse_share`, equally; every other word shares
    :data:`EDITOR_SHARE` by the ``likely`` prior (``data/priors.tsv``)."""
    past = {w for w, d in history if d < day}
    originals = set(wordlists.bundled(wordlists.ANSWERS))
    table = priors()
    is_past = np.array([w in past for w in words])
    is_fresh = np.array([w in originals and w not in past for w in words])
    prior = np.array([table.get(w, 0.0) for w in words])
    is_other = ~is_past & ~is_fresh
    reuse = reuse_share([(w, d) for w, d in history if d < day]) if past else 0.0
    editor = EDITOR_SHARE if day >= EDITOR_FROM else 1e-4
    fresh = 1.0 - reuse - editor
    weights = np.zeros(len(words))
    weights[is_fresh] = fresh / is_fresh.sum()
    weights[is_past] = reuse / max(1, is_past.sum())
    weights[is_other] = editor * prior[is_other] / prior[is_other].sum()
    return weights, {"fresh": fresh, "reuse": reuse, "editor": editor, "unused": int(is_fresh.sum())}


# --- the pattern matrix of every allowed word against every allowed word ----------------------


def full_matrix(words: tuple[str, ...]) -> np.ndarray:
    """``matrix[g, a]``: the pattern guess ``g`` earns against answer ``a``, all allowed
    words both ways (220 MB), from the user cache folder (computed once, ~20 s)."""
    path = cache_folder() / f"patterns-full-{lists_key(words, words)}.npy"
    if path.exists():
        return np.load(path, mmap_mode="r")
    spelled = letters(words)
    matrix = _block(spelled, spelled)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".part.npy")
    np.save(partial, matrix)
    partial.replace(path)
    return np.load(path, mmap_mode="r")


# --- the decision --------------------------------------------------------------------------------

INF = float("inf")
WIDTH = {0: 6, 1: 8, 2: 6, 3: 4}  # guesses valued by lookahead, by guesses made so far
DEEP_BELOW = 40  # a bucket of at most this many words is valued one ply deeper (its best DEEP_WIDTH)
DEEP_WIDTH = 3
# The C feasibility search's work at decision time, by guesses left: guesses tried by rank,
# per core round, core rounds, lookahead pool (scripts/sure.c's defaults are 30, 20, 3, 40
# with four left: proving an opener takes minutes, a decision must take a fraction of a second).
DECISION_TRIES = {4: (12, 6, 1, 20), 3: (30, 15, 1, 0)}
CHECK_SAFETY = os.environ.get("TODAY_SAFETY", "1") == "1"  # off only to measure what the guarantee costs
SAFE_SCAN = 40  # when none of the WIDTH best is safe, the best of this many by estimate that is
POOL = 300  # buckets are valued by the best guesses of their parent by estimate, and their own words
HEAVY_MASS = 0.995  # the first guess is valued over the likeliest words holding this much of the weight
OPENERS = ("TRACE", "CARTE", "CRATE")  # tried first (SALET, SLATE, TARSE cannot finish ?ILLS)


class Player:
    """The decision procedure over all allowed words: one instance per process, reused
    across days and games (``p``, the day's weights, is given at each call)."""

    def __init__(self, hard: bool = False):
        from search_tree import feasibility_library  # scripts/search_tree.py: scripts/sure.c's loader

        self.words = wordlists.bundled(wordlists.ALLOWED)
        self.row = {w: i for i, w in enumerate(self.words)}
        self.by_guess = np.ascontiguousarray(full_matrix(self.words))
        self.win = 3 ** 5 - 1
        self.lib, self._kept = feasibility_library(self.by_guess.T, letters(self.words))
        for turns, (k, kc, rounds, pool) in DECISION_TRIES.items():
            self.lib.set_tries(turns, k, kc, rounds)
            self.lib.set_lookahead(turns, pool)
        self.hard = hard
        self.sure_memo: dict = {}
        self.counts = {"estimates": 0, "cells": 0, "sure": 0, "valued": 0}
        if hard:
            from wordfinder.solver.puzzle import Puzzle

            # The library's puzzle over the same matrix: hard mode's rule and safety check use it.
            self.puzzle = Puzzle(self.words, self.words, self.by_guess)

    # -- one-step figures (in C) --

    def estimates(self, left: np.ndarray, p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every guess's weighted one-step estimate and win chance over ``left``."""
        members = np.ascontiguousarray(left, dtype=np.int32)
        n = len(self.words)
        estimate, won, worst = np.empty(n), np.empty(n), np.empty(n, np.int32)
        self.lib.estimates(members.ctypes.data, len(members), p.ctypes.data, CURVE_A, CURVE_B,
                           estimate.ctypes.data, won.ctypes.data, worst.ctypes.data)
        self.counts["estimates"] += 1
        self.counts["cells"] += n * len(left)
        return estimate, won

    def ranked(self, left: np.ndarray, p: np.ndarray, rule, k: int) -> tuple[np.ndarray, np.ndarray]:
        """The ``k`` best legal guesses by estimate (ties: likelier win, then word order), and their estimates."""
        estimate, won = self.estimates(left, p)
        if rule is not None:
            from wordfinder.solver.hard_rows import legal_rows

            legal = legal_rows(self.puzzle, rule)
            mask = np.full(len(estimate), INF)
            mask[legal] = 0.0
            estimate = estimate + mask
        order = np.lexsort((np.arange(len(estimate)), -won, np.round(estimate, 9)))[:k]
        return order, estimate[order]

    def split(self, left: np.ndarray, row: Word) -> list[tuple[int, np.ndarray]]:
        """(pattern, bucket) pairs of ``left`` under guess ``row``, biggest first."""
        codes = self.by_guess[row, left]
        order = np.argsort(codes, kind="stable")
        ordered = codes[order]
        cuts = [0, *(np.flatnonzero(ordered[1:] != ordered[:-1]) + 1), len(left)]
        parts = [(int(ordered[a]), left[order[a:b]]) for a, b in zip(cuts, cuts[1:])]
        return sorted(parts, key=lambda part: -len(part[1]))

    # -- safety --

    def sure(self, left: np.ndarray, turns: int, rule) -> bool:
        """Whether some play is shown to find every word of ``left`` within ``turns``."""
        n = len(left)
        if n <= turns:
            return True
        if turns <= 1:
            return False
        key = (left.tobytes(), turns, rule)
        if key not in self.sure_memo:
            self.counts["sure"] += 1
            if rule is None and turns <= 5:
                members = np.ascontiguousarray(left, dtype=np.int32)
                self.sure_memo[key] = self.lib.sure(members.ctypes.data, n, turns) >= 0
            elif rule is None:
                self.sure_memo[key] = True  # six turns: the opener's safety is checked per opener
            else:
                from wordfinder.solver.safety import can_finish, has_big_family

                if turns >= 4:
                    self.sure_memo[key] = not has_big_family(self.puzzle, left, turns)  # the family bound only
                else:
                    self.sure_memo[key] = can_finish(self.puzzle, left, rule, turns)
        return self.sure_memo[key]

    def safe(self, left: np.ndarray, turns: int, rule, row: Word) -> bool:
        """Whether guessing ``row`` leaves every bucket sure to finish in the guesses after it."""
        from wordfinder.solver.hard_rows import rule_after

        if not CHECK_SAFETY:
            return True
        for pattern, bucket in self.split(left, row):
            if pattern == self.win:
                continue
            after = None if rule is None else rule_after(rule, self.words[row], pattern)
            if not self.sure(bucket, turns - 1, after):
                return False
        return True

    # -- values --

    def bucket_value(self, bucket: np.ndarray, p: np.ndarray, turns: int, rule, deep: bool,
                     pool: np.ndarray) -> float:
        """The expected guesses to finish ``bucket``: exact for one or two words, else the best
        one-step estimate of the guesses in ``pool`` and the bucket's own words, or (``deep``
        and small) the best two-ply value of its best few."""
        n = len(bucket)
        if n == 1:
            return 1.0
        q = p[bucket] / p[bucket].sum()
        if n == 2:
            return 2.0 - q.max()
        rows = np.union1d(pool, bucket)
        if rule is not None:
            from wordfinder.solver.hard_rows import legal_rows

            rows = np.intersect1d(rows, legal_rows(self.puzzle, rule), assume_unique=True)
        self.counts["cells"] += len(rows) * n
        shown = weighted_figures(self.by_guess[np.ix_(rows, bucket)], q, 5)
        if deep and n <= DEEP_BELOW and turns > 2:
            best = rows[np.lexsort((rows, -shown.win_chance, np.round(shown.estimate, 9)))[:DEEP_WIDTH]]
            return min(self.value(bucket, p, turns, rule, int(r), False, pool) for r in best)
        return float(shown.estimate.min())

    def value(self, left: np.ndarray, p: np.ndarray, turns: int, rule, row: Word, deep: bool,
              pool: np.ndarray, bound: float = INF) -> float:
        """The expected guesses of guessing ``row`` at ``left``, its buckets valued by
        :meth:`bucket_value` (stops once past ``bound``)."""
        from wordfinder.solver.hard_rows import rule_after

        self.counts["valued"] += 1
        mass, total = p[left].sum(), 1.0
        for pattern, bucket in self.split(left, row):
            if pattern == self.win:
                continue
            after = None if rule is None else rule_after(rule, self.words[row], pattern)
            total += p[bucket].sum() / mass * self.bucket_value(bucket, p, turns - 1, after, deep, pool)
            if total >= bound:
                return total
        return total

    def choose(self, left: np.ndarray, p: np.ndarray, turns: int, rule, made: int) -> Word:
        """The guess to play at ``left`` (every allowed word that fits the history) with
        ``turns`` guesses left, ``made`` guesses made, under the day's weights ``p``."""
        n = len(left)
        if n <= 2:
            return int(left[np.argmax(p[left])])
        if made == 0:  # the openers' safety over every allowed word is proven once per word list
            heavy = heavy_words(p, HEAVY_MASS)
            rows = [self.row[w] for w in OPENERS if self.opener_safe(w)]
            pool, _ = self.ranked(heavy, p, rule, POOL)
            values = [self.value(heavy, p, turns, rule, row, False, pool) for row in rows]
            return rows[int(np.argmin(values))]
        pool, _ = self.ranked(left, p, rule, POOL)
        width = WIDTH.get(made, 2)
        for first, last in ((0, width), (width, SAFE_SCAN)):  # the best few; if none is safe, more
            valued = sorted((self.value(left, p, turns, rule, int(r), made > 1, pool), int(r)) for r in pool[first:last])
            chosen = next((row for _, row in valued if self.safe(left, turns, rule, row)), None)
            if chosen is not None:
                return chosen
        return self.fallback(left, p, turns, rule)  # none of them is shown safe: ask the feasibility search

    def fallback(self, left: np.ndarray, p: np.ndarray, turns: int, rule) -> Word:
        """A guess shown sure to finish ``left`` (normal mode: the C search's; hard mode: the
        first of the 60 best by estimate that is), else the best by estimate."""
        self.counts["fallback"] = self.counts.get("fallback", 0) + 1
        rows, _ = self.ranked(left, p, rule, 60)
        if rule is None and turns <= 5:
            members = np.ascontiguousarray(left, dtype=np.int32)
            found = self.lib.sure(members.ctypes.data, len(left), turns)
            if found >= 0:
                return int(found)
        return next((int(r) for r in rows if self.safe(left, turns, rule, int(r))), int(rows[0]))

    def opener_safe(self, word: str) -> bool:
        """Whether ``word`` as the first guess leaves every bucket of all allowed words sure to
        finish in five (normal mode: proven by the C search once per word list, cached; hard
        mode: the family bound only)."""
        path = cache_folder() / f"today-openers-{'hard' if self.hard else 'normal'}-{lists_key(self.words, self.words)}.json"
        known = json.loads(path.read_text()) if path.exists() else {}
        if word not in known:
            everyone = np.arange(len(self.words))
            rule = None
            if self.hard:
                from wordfinder.solver.hard_rows import hard_rule

                rule = hard_rule(self.puzzle, ())
            known[word] = self.safe(everyone, 6, rule, self.row[word])
            path.write_text(json.dumps(known))
        return known[word]


def heavy_words(p: np.ndarray, mass: float) -> np.ndarray:
    """The likeliest words holding ``mass`` of the weight, in word order."""
    order = np.argsort(-p, kind="stable")
    return np.sort(order[: int(np.searchsorted(np.cumsum(p[order]), mass * p.sum())) + 1])


def first_guess_cached(player: Player, p: np.ndarray, hard: bool) -> Word:
    """The day's first guess, remembered per model fingerprint in the user cache folder."""
    fingerprint = hashlib.sha256(p.tobytes()).hexdigest()[:20]
    path = cache_folder() / f"today-first-{'hard' if hard else 'normal'}-{fingerprint}.txt"
    if path.exists():
        return player.row[path.read_text().strip()]
    everyone = np.arange(len(player.words))
    rule = None
    if hard:
        from wordfinder.solver.hard_rows import hard_rule

        rule = hard_rule(player.puzzle, ())
    row = player.choose(everyone, p, 6, rule, 0)
    path.write_text(player.words[row])
    return row
