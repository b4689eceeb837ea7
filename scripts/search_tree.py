"""Search the likely model's decision tree: every allowed word found within six guesses.

    python scripts/search_tree.py                  # from the best of a few openings
    python scripts/search_tree.py --opening SALET  # from one opening
    python scripts/search_tree.py --width 6        # value more second guesses (slower, better)
    python scripts/search_tree.py --lang es        # another bundled list (four to eight letters)
    python scripts/search_tree.py --hard --opening SALET   # hard mode: the likely words within six
    python scripts/search_tree.py --hard --opening TARSE --beside   # another opening's tree, kept beside it
    python scripts/search_tree.py --lang pt --length 4 --promise 0.002  # the likely words, normal mode

The tree is over all 14,855 allowed words as possible answers, each weighted by the
``likely`` answer model (``data/priors.tsv``), and minimises the expected number of
guesses under those weights, on the condition that no word needs more than six.  It
is written to ``data/tree-likely-optimal-normal.txt`` after the feedback engine has
replayed every one of the 14,855 games through it; the file names the model's
fingerprint, so that ``wordfinder`` replays it only under that very model.  Run it
again whenever ``priors.tsv`` or a word list changes (the tests fail on a stale tree).
With ``--lang`` and ``--length``, the same over another bundled list's allowed words
under its prior, from the ``--openings`` of its answers best by the estimate (an answer is
a common word, so the first guess is one every game of the language accepts; a rare
allowed word may be refused), written to ``data/trees/LANG-LENGTH-likely-optimal-normal.txt``.

With ``--hard``, every guess keeps NYT hard mode (the greens in place, every letter shown
used again), and what is promised within six is narrower: hard mode cannot find every
allowed word in time (once ?ILLS is green in four places, every guess must be one of the
?ILLS), so the list's answers and the words at least ``--promise`` as likely as the likeliest
are promised, and the others are played as the estimate ranks, however long they take.
Written to ``data/tree-likely-optimal-hard.txt``; with ``--beside``, beside it, the opening ending the
name (``data/tree-likely-optimal-hard-tarse.txt``): hard mode under the day's model (past answers known)
opens with the best of the stored trees' openings, so that its tree is the proof that every original
answer can still be found.  ``--promise SHARE`` promises the same in
normal mode, for a list where no opening is sure for every allowed word (pt-4: the ?A?A
family); the tree's head names the promise, and suggest says what it promises.

How it searches (:class:`Search`):

- every guess is ranked at a position by the weighted one-step estimate that the
  solver uses (:mod:`wordfinder.solver.weighted`);
- the first ``--width`` guesses after the opening, and fewer deeper down, are each
  valued by the expected guesses of the whole subtree below them, and the cheapest
  one sure to finish in time is played; deeper positions play their best-ranked guess
  that is sure to finish;
- a guess is *sure* when every bucket it leaves can be finished with the guesses
  left.  Whether a position has a sure play is searched in C (``scripts/sure.c``,
  built with ``cc`` on first use into the temporary directory and loaded with
  ctypes): exact with two guesses left (one guess must tell every candidate apart);
  a family of words alike but in one place (the 19 ?ILLS, say) is checked exactly on
  its own (the guesses still to come must hit all but one of its letters in that
  place: a small set cover), which prunes guesses before any search; the others are
  tried in the order of the expected log2 bucket size and of the smallest worst
  bucket, the best reordered by a two-ply lookahead (the worst bucket the next guess
  can leave), and when these fail, in rounds, by how finely they split the *core* of
  the failures below (the small sets, found recursively, that no guess told apart:
  the grids of words alike in three places, such as ?O?ES, that must be attacked a
  guess or two earlier).  Every answer is remembered per position and guesses left.

It takes about seven minutes per opening on one core (CRANE: the feasibility search
alone, about three minutes) and prints the weighted mean, the mean over the 2,315
original answers and the mean over all 14,855 words.  Of the openings tried, SALET,
SLATE, ROAST and TARSE cannot finish the ?ILLS family in time (5 guesses must hit
18 of its 19 letters); CRANE, TRACE, CRATE and SLANT can.

In hard mode (``--hard``, the default ``--promise`` of 0.1: 3,061 words, the 2,315 answers among
them) SALET takes three minutes and gives 3.5930 weighted (3.5482 over the answers); TARSE
3.6089; TRACE cannot finish ?ATCH in time, SLATE ?ASTE, CRANE a bucket of 289 ?ER? words.
Promising more found no sure play: 0.03 and 0.01 from SALET (38 words such as BATED, CATER,
DATED, EATEN), 0.001 from SALET and from TARSE.
"""

from __future__ import annotations

import argparse
import ctypes
import datetime
import hashlib
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder import bundles
from wordfinder.answers import answer_model, bundle_model
from wordfinder.game import CLASSIC_GUESSES
from wordfinder.solver import trees
from wordfinder.solver.safety import family_bound
from wordfinder.solver.patterns import _block, decode, letters, lists_key
from wordfinder.solver.figures import CURVE_A, CURVE_B
from wordfinder.solver.weighted import effective_size, estimated_guesses

INF = math.inf
OPENINGS = ("TRACE", "CRANE")  # weighted, under an earlier prior (a 0.729 share): TRACE 3.5598, CRANE 3.5698
WIDTHS = {1: 5, 2: 2, 3: 1}  # guesses valued by their whole subtree at this depth (the opening is depth 0)
ESTIMATE_TRIES = 12  # guesses, best by estimate, tried in turn for one whose buckets are all sure
HARD_PROMISE = 0.1  # hard mode promises the words this share as likely as the likeliest (98% of the weight), and the answers
SMALL = 12  # at most this many candidates: every bucket found by comparing them pair by pair


def feasibility_library(codes: np.ndarray, spelled: np.ndarray) -> tuple[ctypes.CDLL, tuple]:
    """``scripts/sure.c`` built (once per source and width) with the C compiler and loaded:
    the feasibility search, a pattern a byte for words of five letters or fewer, two bytes
    for six to eight.  Returns the library and the arrays it keeps pointers to."""
    length = spelled.shape[1]
    wide = length > 5
    source = Path(__file__).with_name("sure.c")
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    built = Path(tempfile.gettempdir()) / f"wordfinder-sure-{digest}{'-wide' if wide else ''}.so"
    if not built.exists():
        partial = built.with_suffix(f".{os.getpid()}.part")  # two searches may build it at once
        flags = ["-DWIDE_PATTERNS"] if wide else []
        subprocess.run(["cc", "-O3", *flags, "-shared", "-fPIC", "-o", str(partial), str(source), "-lm"], check=True)
        partial.replace(built)
    lib = ctypes.CDLL(str(built))
    pointer = ctypes.c_void_p
    lib.init.argtypes = [pointer, ctypes.c_int, ctypes.c_int, ctypes.c_uint64, pointer, ctypes.c_int, ctypes.c_int]
    lib.sure.argtypes = [pointer, ctypes.c_int, ctypes.c_int]
    lib.sure_hard.argtypes = [pointer, ctypes.c_int, ctypes.c_int, pointer, pointer]
    lib.get_calls.restype = ctypes.c_long
    lib.estimates.argtypes = [pointer, ctypes.c_int, pointer, ctypes.c_double, ctypes.c_double, pointer, pointer, pointer]
    # by_guess[g, a]: the pattern guess g earns against answer a, in the width the library was built for
    by_guess = np.ascontiguousarray(codes.T, dtype=np.uint16 if wide else np.uint8)
    spelled = np.ascontiguousarray(spelled.astype(np.uint8))
    alphabet = int(spelled.max()) + 1
    if lib.init(by_guess.ctypes.data, codes.shape[0], 24, 12345, spelled.ctypes.data, length, alphabet):
        raise SystemExit("the feasibility search takes words of eight letters at most, and could not allocate its memory")
    return lib, (by_guess, spelled)


Rule = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]
"""Hard mode's rule: each place's green letter (-1: none), and (letter, copies) for each letter shown."""


class Search:
    """The tree search over ``words`` (guesses and answers alike) weighted by ``weights``.

    With ``hard``, every guess keeps NYT hard mode's rule, and only the words of ``must``
    (a boolean per word) are sure to be found within six: hard mode cannot promise every
    allowed word (a family such as ?ILLS must be guessed one by one), so the likely words
    are promised and the others are played by the estimate, as well as the tree can."""

    def __init__(self, words: tuple[str, ...], weights: np.ndarray, hard: bool = False, must: np.ndarray | None = None):
        self.words = words
        spelled = letters(words)
        self.spelled = spelled.astype(np.int64)
        self.alphabet = int(self.spelled.max()) + 1  # the letters' numbers: A-Z, then a language's others
        self.hard = hard
        self.promising = must is not None  # only the words of must are sure within six
        self.must = np.ones(len(words), bool) if must is None else np.asarray(must, bool)
        self.copies = np.stack([(self.spelled == c).sum(1) for c in range(self.alphabet)], axis=1)
        self.legal_memo: dict[Rule, np.ndarray] = {}
        start = time.perf_counter()
        self.codes = np.ascontiguousarray(_block(spelled, spelled).T)  # [answer, guess]
        print(f"patterns: {time.perf_counter() - start:.1f} s", flush=True)
        self.win = 3 ** len(words[0]) - 1
        self.p = np.asarray(weights, dtype=np.float64) / np.sum(weights)
        self.memo: dict[tuple[bytes, int, int], tuple[float, int]] = {}
        self.sure_memo: dict[tuple[bytes, int], int | None] = {}
        self.counts = {"ranked": 0, "valued": 0, "sure": 0}
        self.lib, self._kept = feasibility_library(self.codes, spelled)

    # --- hard mode ---------------------------------------------------------------------------

    def opening_rule(self) -> Rule | None:
        """The rule before the first guess: nothing shown yet (None in normal mode)."""
        return ((-1,) * self.spelled.shape[1], ()) if self.hard else None

    def rule_after(self, rule: Rule | None, row: int, pattern: int) -> Rule | None:
        """The rule once guess ``row`` earned ``pattern`` (place 0 its lowest ternary digit),
        as :func:`wordfinder.solver.hard_rows.rule_after` reads a score."""
        if rule is None:
            return None
        greens, need = list(rule[0]), dict(rule[1])
        shown: dict[int, int] = {}
        for place, letter in enumerate(self.spelled[row]):
            pattern, value = divmod(pattern, 3)
            if value:
                shown[int(letter)] = shown.get(int(letter), 0) + 1
                if value == 2:
                    greens[place] = int(letter)
        for letter, copies in shown.items():
            need[letter] = max(need.get(letter, 0), copies)
        return tuple(greens), tuple(sorted(need.items()))

    def legal(self, rule: Rule | None) -> np.ndarray | None:
        """Which guesses keep ``rule`` (a boolean per word; None: every guess)."""
        if rule is None:
            return None
        if rule not in self.legal_memo:
            keep = np.ones(len(self.words), bool)
            for place, letter in enumerate(rule[0]):
                if letter >= 0:
                    keep &= self.spelled[:, place] == letter
            for letter, copies in rule[1]:
                keep &= self.copies[:, letter] >= copies
            self.legal_memo[rule] = keep
        return self.legal_memo[rule]

    def promised(self, left: np.ndarray) -> np.ndarray:
        """The words of ``left`` that must be found in time (all of them in normal mode)."""
        return left[self.must[left]]

    # --- bounds --------------------------------------------------------------------------

    def families(self, left: np.ndarray, turns: int) -> list[np.ndarray]:
        """The families in ``left`` (words alike but in one place) too big for ``turns``
        guesses: for each, which letters its members have in that place (a boolean per letter)."""
        found = []
        places = self.spelled.shape[1]
        bound = family_bound(turns, places)
        if len(left) <= bound:
            return found
        s = self.spelled[left]
        for place in range(places):
            rest = np.delete(s, place, axis=1) @ (self.alphabet ** np.arange(places - 1))
            _, inverse, counts = np.unique(rest, return_inverse=True, return_counts=True)
            for big in np.flatnonzero(counts > bound):
                members = s[inverse.ravel() == big, place]
                letters_there = np.zeros(self.alphabet, bool)
                letters_there[members] = True
                found.append(letters_there)
        return found

    def hopeless(self, left: np.ndarray, turns: int) -> bool:
        """Whether ``left`` surely cannot be finished in ``turns`` guesses (the bounds above)."""
        if len(left) == 1:
            return False
        return turns <= 1 or bool(self.families(left, turns))

    # --- ranking ---------------------------------------------------------------------------

    def estimates(self, left: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every guess's weighted one-step estimate, win chance and worst bucket size over
        ``left`` (in C; :meth:`estimates_numpy` is the same in numpy)."""
        members = np.ascontiguousarray(left, dtype=np.int32)
        guesses = self.codes.shape[1]
        estimate, won = np.empty(guesses), np.empty(guesses)
        worst = np.empty(guesses, np.int32)
        self.lib.estimates(members.ctypes.data, len(members), self.p.ctypes.data, CURVE_A, CURVE_B,
                           estimate.ctypes.data, won.ctypes.data, worst.ctypes.data)
        return estimate, won, worst

    def estimates_numpy(self, left: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every guess's weighted one-step estimate, win chance and worst bucket size over ``left``."""
        q = self.p[left] / self.p[left].sum()
        qlq = q * np.log2(q)
        codes = self.codes[left]
        n, guesses = codes.shape
        patterns = self.win + 1
        if n <= SMALL:
            mass = np.repeat(q[:, None], guesses, 1)
            ent = np.repeat(qlq[:, None], guesses, 1)
            size = np.ones((n, guesses), np.int32)
            for i in range(n):
                same = codes == codes[i]
                same[i] = False
                mass[i] += q @ same
                ent[i] += qlq @ same
                size[i] += same.sum(0)
            won = codes == self.win
            need = estimated_guesses(effective_size(np.log2(mass) - ent / mass))
            estimate = 1 + np.where(won, 0.0, q[:, None] * need).sum(0)
            worst = np.where(won, 0, size).max(0)
            return estimate, np.where(won, q[:, None], 0.0).sum(0), worst
        cells = guesses * patterns
        offsets = np.arange(guesses, dtype=np.int64) * patterns
        mass, ent, size = np.zeros(cells), np.zeros(cells), np.zeros(cells, np.int64)
        step = max(1, 3_000_000 // guesses)
        for a in range(0, n, step):
            keys = (codes[a : a + step] + offsets).ravel()
            mass += np.bincount(keys, weights=np.repeat(q[a : a + step], guesses), minlength=cells)
            ent += np.bincount(keys, weights=np.repeat(qlq[a : a + step], guesses), minlength=cells)
            size += np.bincount(keys, minlength=cells)
        mass, ent, size = (x.reshape(guesses, patterns) for x in (mass, ent, size))
        won = mass[:, self.win].copy()
        mass, ent, size = mass[:, : self.win], ent[:, : self.win], size[:, : self.win]
        some = mass > 0
        safe = np.where(some, mass, 1.0)
        bits = np.where(some, np.log2(safe) - ent / safe, 0.0)
        estimate = 1 + (mass * estimated_guesses(effective_size(bits))).sum(1)
        return estimate, won, size.max(1)

    def sure(self, left: np.ndarray, turns: int, rule: Rule | None = None) -> int | None:
        """A guess sure to finish ``left`` (in hard mode, its promised words) within ``turns``
        guesses under ``rule``, or None when none was found (remembered here and in the C search)."""
        if self.promising:
            promised = self.promised(left)
            if not len(promised):
                return int(self.by_estimate(left, 1, rule)[0])  # nothing promised: any guess will do
            left = promised
        n = len(left)
        if n <= 2:
            return int(left[0]) if turns >= n else None
        if turns <= 1 or self.hopeless(left, turns):
            return None
        key = (left.tobytes(), turns, rule)
        if key not in self.sure_memo:
            self.sure_memo[key] = self._sure(left, turns, rule)
        return self.sure_memo[key]

    def _sure(self, left: np.ndarray, turns: int, rule: Rule | None) -> int | None:
        if turns == 2 and rule is None:
            cost, row = self.last_two(left)
            return row if cost < INF else None
        self.counts["sure"] += 1
        members = np.ascontiguousarray(left, dtype=np.int32)
        if rule is None:
            row = self.lib.sure(members.ctypes.data, len(members), turns)
        else:
            green = np.ascontiguousarray(rule[0], dtype=np.int32)
            need = np.zeros(self.alphabet, np.int32)
            for letter, copies in rule[1]:
                need[letter] = copies
            row = self.lib.sure_hard(members.ctypes.data, len(members), turns, green.ctypes.data, need.ctypes.data)
        return None if row < 0 else int(row)

    def unsure_bucket(self, left: np.ndarray, turns: int, row: int, rule: Rule | None = None) -> np.ndarray | None:
        """The first bucket (biggest first) that guessing ``row`` leaves unsure, or None."""
        parts = self.split(left, row)
        if len(parts) == 1 and parts[0][0] != self.win:
            return left
        for pattern, bucket in parts:
            if pattern != self.win and self.sure(bucket, turns - 1, self.rule_after(rule, row, pattern)) is None:
                return bucket
        return None

    # --- the weighted search --------------------------------------------------------------------

    def solve(self, left: np.ndarray, turns: int, depth: int, rule: Rule | None = None) -> tuple[float, int]:
        """The expected guesses to finish ``left`` (this one included) and the guess to play,
        among those sure to finish within ``turns``; (INF, -1) when none is known to be."""
        n = len(left)
        if n == 1:
            return 1.0, int(left[0])
        if self.promising:
            return self.solve_promised(left, turns, depth, rule)
        if n == 2:
            first = int(self.p[left[1]] > self.p[left[0]])
            return 1 + self.p[left[1 - first]] / self.p[left].sum(), int(left[first])
        width = WIDTHS.get(depth, 1)
        key = (left.tobytes(), turns, width)
        if key in self.memo:
            return self.memo[key]
        if turns == 2:
            result = self.last_two(left)
        else:
            result = INF, -1
            valued = 0
            for row in map(int, self.by_estimate(left)):
                if valued == width:
                    break
                if self.unsure_bucket(left, turns, row) is not None:
                    continue
                valued += 1
                cost = self.value(left, turns, row, depth, result[0])
                if cost < result[0]:
                    result = cost, row
            if result[0] == INF and (row := self.sure(left, turns)) is not None:
                result = self.value(left, turns, row, depth, INF), row
        self.memo[key] = result
        return result

    def solve_promised(self, left: np.ndarray, turns: int, depth: int, rule: Rule | None) -> tuple[float, int]:
        """:meth:`solve` with a promise (hard mode's; normal mode's with ``--promise``): the
        promised words of ``left`` sure within ``turns``, the others played as the estimate
        ranks, however many guesses they take."""
        promised = self.promised(left)
        if len(promised) and turns < 1:
            return INF, -1  # a promised word left, and no guess
        if len(left) == 2:
            first = sorted(map(int, left), key=lambda i: (not self.must[i], -self.p[i], i))
            if len(promised) > (turns >= 1) + (turns >= 2):  # the first found with one guess, the second with two
                return INF, -1
            return 1 + self.p[first[1]] / self.p[left].sum(), first[0]
        width = WIDTHS.get(depth, 1) if len(promised) else 1
        key = (left.tobytes(), turns, width, rule)
        if key in self.memo:
            return self.memo[key]
        result = INF, -1
        if not len(promised):  # nothing promised: the best-ranked guess
            row = int(self.by_estimate(left, 1, rule)[0])
            result = self.value(left, turns, row, depth, INF, rule), row
        elif turns == 1:
            if len(promised) == 1:
                row = int(promised[0])
                result = self.value(left, turns, row, depth, INF, rule), row
        else:
            valued = 0
            for row in map(int, self.by_estimate(left, ESTIMATE_TRIES, rule)):
                if valued == width:
                    break
                if self.unsure_bucket(left, turns, row, rule) is not None:
                    continue
                valued += 1
                cost = self.value(left, turns, row, depth, result[0], rule)
                if cost < result[0]:
                    result = cost, row
            if result[0] == INF and (row := self.sure(left, turns, rule)) is not None:
                result = self.value(left, turns, row, depth, INF, rule), row
        self.memo[key] = result
        return result

    def by_estimate(self, left: np.ndarray, count: int = ESTIMATE_TRIES, rule: Rule | None = None) -> np.ndarray:
        """The ``count`` best guesses by the weighted estimate (ties to the likelier answer); in
        hard mode only those that keep ``rule`` and split ``left``."""
        self.counts["ranked"] += 1
        estimate, chance, worst = self.estimates(left)
        if self.hard:
            keep = (worst < len(left)) | (chance > 0)
            if rule is not None:
                keep &= self.legal(rule)
            estimate, count = np.where(keep, estimate, INF), min(count, int(keep.sum()))
        return np.lexsort((np.arange(len(estimate)), -chance, np.round(estimate, 9)))[:count]

    def value(self, left: np.ndarray, turns: int, row: int, depth: int, bound: float, rule: Rule | None = None) -> float:
        """The expected guesses guessing ``row`` at ``left`` and searching below (each bucket
        sure); a figure at least ``bound`` as soon as it passes it."""
        self.counts["valued"] += 1
        mass, total = self.p[left].sum(), 1.0
        for pattern, bucket in self.split(left, row):
            if pattern == self.win:
                continue
            cost, _ = self.solve(bucket, turns - 1, depth + 1, self.rule_after(rule, row, pattern))
            if depth == 0:
                print(f"  {len(bucket)} words: {cost:.4f} ({self.counts})", flush=True)
            total += self.p[bucket].sum() / mass * cost
            if total >= bound:
                return total
        return total

    def split(self, left: np.ndarray, row: int) -> list[tuple[int, np.ndarray]]:
        """(pattern, bucket) pairs of ``left`` under guess ``row``, the biggest bucket first."""
        codes = self.codes[left, row]
        order = np.argsort(codes, kind="stable")
        ordered = codes[order]
        cuts = [0, *(np.flatnonzero(ordered[1:] != ordered[:-1]) + 1), len(left)]
        parts = [(int(ordered[a]), left[order[a:b]]) for a, b in zip(cuts, cuts[1:])]
        return sorted(parts, key=lambda part: -len(part[1]))

    def last_two(self, left: np.ndarray) -> tuple[float, int]:
        """The best play with two guesses left, exactly: the likeliest candidate that tells
        every candidate apart, else any guess that does."""
        if len(left) > self.win:
            return INF, -1
        q = self.p[left] / self.p[left].sum()
        ordered = np.sort(self.codes[np.ix_(left, left)], axis=0)
        apart = ~(ordered[1:] == ordered[:-1]).any(0)
        if apart.any():
            best = int(np.argmax(np.where(apart, q, -1.0)))
            return 2 - q[best], int(left[best])
        codes = self.codes[left]
        rows = np.arange(codes.shape[1])
        for i, j in ((0, 1), (0, 2), (1, 2), (0, len(left) - 1)):  # cheap cuts first
            rows = rows[codes[i, rows] != codes[j, rows]]
        ordered = np.sort(codes[:, rows], axis=0)
        rows = rows[~(ordered[1:] == ordered[:-1]).any(0)]
        return (2.0, int(rows[0])) if len(rows) else (INF, -1)

    def tree(self, left: np.ndarray, turns: int, depth: int, row: int | None = None, rule: Rule | None = None) -> trees.Tree:
        """The tree the search plays from ``left`` (opening with ``row`` if given)."""
        if row is None:
            cost, row = self.solve(left, turns, depth, rule)
            if cost == INF:
                shown = " ".join(self.words[i] for i in left[:12])
                raise SystemExit(f"no sure play for {len(left)} words with {turns} guesses left: {shown} ...")
        guess = self.words[row]
        then = []
        for pattern, bucket in self.split(left, row):
            if pattern != self.win:
                earned = str(decode(guess, pattern))
                then.append((earned, self.tree(bucket, turns - 1, depth + 1, rule=self.rule_after(rule, row, pattern))))
        return trees.Tree(guess, tuple(sorted(then)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="en", help="the bundled list's language (default en)")
    parser.add_argument("--length", type=int, default=5, help="the bundled list's length (default 5)")
    parser.add_argument("--opening", action="append", help="an opening to try (repeatable)")
    parser.add_argument("--openings", type=int, default=3,
                        help="without --opening, how many of the list's answers best by the estimate to try (default 3)")
    parser.add_argument("--width", type=int, default=WIDTHS[1], help="second guesses valued a position")
    parser.add_argument("--deep-width", type=int, default=WIDTHS[2], help="third guesses valued a position")
    parser.add_argument("--width3", type=int, default=WIDTHS[3], help="fourth guesses valued a position")
    parser.add_argument("--hard", action="store_true",
                        help="hard mode: promise the list's answers and the likely words (--promise), not every word")
    parser.add_argument("--promise", type=float,
                        help="only the words at least this share of the likeliest word's weight, and the list's "
                        f"answers, are promised within six (default: every word; with --hard, {HARD_PROMISE}): for a "
                        "list where no opening is sure for every word")
    parser.add_argument("--beside", action="store_true",
                        help="store the tree beside the model's own, its opening ending the file's name (hard "
                        "mode under the day's model opens with the best of them: tree-likely-optimal-hard-tarse.txt)")
    parser.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = parser.parse_args()
    if args.hard and args.promise is None:
        args.promise = HARD_PROMISE
    WIDTHS[1], WIDTHS[2], WIDTHS[3] = args.width, args.deep_width, args.width3
    chosen = bundles.bundle(args.lang, args.length)
    name = None if bundles.is_default(chosen.language, chosen.length) else f"{chosen.language.code}-{chosen.length}"
    model = answer_model("likely") if name is None else bundle_model("likely", chosen)
    words = tuple(model.words)
    start = time.perf_counter()
    weights = np.asarray(model.weights, dtype=np.float64)
    answers = set(chosen.answers)
    promising = args.promise is not None
    must = (weights >= (args.promise or 0) * weights.max()) | np.isin(np.asarray(words), list(answers))
    search = Search(words, weights, hard=args.hard, must=must if promising else None)
    if promising:
        print(f"{int(must.sum())} of {len(words)} words promised within six", flush=True)
    everyone = np.arange(len(words))
    rule = search.opening_rule()
    if args.opening:
        openings = [chosen.language.spelled(opening).upper() for opening in args.opening]
    elif name is None:
        openings = list(OPENINGS)
    else:  # an answer opens: a common word, which every game of the language accepts as a guess
        ranked = [words[row] for row in search.by_estimate(everyone, len(words), rule)]
        openings = [word for word in ranked if word in answers][: args.openings]
    best = INF, -1
    for opening in openings:
        row = words.index(opening)
        if (failed := search.unsure_bucket(everyone, CLASSIC_GUESSES, row, rule)) is not None:
            shown = " ".join(words[i] for i in failed[:12])
            print(f"{opening}: no sure play found for {len(failed)} words: {shown} ...", flush=True)
            continue
        cost = search.value(everyone, CLASSIC_GUESSES, row, 0, INF, rule)
        print(f"{opening}: {cost:.4f} expected guesses ({time.perf_counter() - start:.0f} s, {search.counts})",
              flush=True)
        if cost < best[0]:
            best = cost, row
    if best[0] == INF:
        raise SystemExit("no opening tried is sure to finish every word within six guesses")
    tree = search.tree(everyone, CLASSIC_GUESSES, 0, best[1], rule)
    allowed = chosen.allowed
    played = trees.replay_tree(tree, allowed, allowed, hard=args.hard)
    promised = {w for w, kept in zip(words, must) if kept}
    broken = sorted(w for w, g in played.games.items() if len(g) > CLASSIC_GUESSES and w in promised)
    weights = dict(zip(words, search.p))
    weighted = sum(weights[w] * len(g) for w, g in played.games.items())
    seconds = time.perf_counter() - start
    answers = chosen.answers
    on_answers = sum(len(played.games[w]) for w in answers) / len(answers)
    kind = "original answers" if name is None else "answers"
    print(f"{tree.guess}: weighted mean {weighted:.4f}, mean {on_answers:.4f} over the {len(answers)} "
          f"{kind}, {played.mean:.4f} over all {len(played.games)}, max {played.max}, "
          f"{played.failures} over six; {seconds:.0f} s", flush=True)
    if broken or (played.failures and not promising):
        shown = " ".join(broken[:12])
        raise SystemExit(f"{len(broken) or played.failures} games over six, the tree not written {shown}")
    if args.dry_run:
        return
    listed = "" if name is None else f" --lang {chosen.language.code} --length {chosen.length}"
    provenance = {
        "wordfinder decision tree": "searched under the 'likely' answer model over every allowed word"
        + (", in hard mode" if args.hard else "")
        + (f", {int(must.sum())} likely words and answers promised within six" if promising else ""),
        "lists": f"{lists_key(allowed, words)} ({len(allowed)} guesses, {len(words)} answers)",
        **({} if name is None else {"bundle": name}),
        "model": f"{model.name} {model.fingerprint}",
        "mode": "hard" if args.hard else "normal",
        "strategy": "optimal",
        "opening": tree.guess,
        "weighted mean": f"{weighted:.4f}",
        "total": played.total,
        "mean": f"{played.mean:.4f}",
        f"{kind} mean": f"{on_answers:.4f} ({len(answers)} answers)",
        "max": played.max,
        **({"promised": f"{int(must.sum())} words: the answers, and those at least {args.promise:g} as likely as the likeliest",
            "over six": f"{played.failures} words not promised"} if promising else {}),
        "date": datetime.date.today().isoformat(),
        "script": f"python scripts/search_tree.py{listed}{' --hard' if args.hard else ''}"
        f"{' --promise ' + str(args.promise) if promising else ''} "
        f"--opening {tree.guess}{' --beside' if args.beside else ''} --width {WIDTHS[1]} "
        f"--deep-width {WIDTHS[2]} --width3 {WIDTHS[3]}",
        "format": "one line per answer: the guesses that find it, the last being the answer",
    }
    path = ROOT / "data" / trees.tree_file_name(args.hard, "optimal", "likely", name, tree.guess if args.beside else None)
    path.parent.mkdir(exist_ok=True)
    path.write_text(trees.dump_paths(tree, allowed, provenance), encoding="utf-8")
    print(f"written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
