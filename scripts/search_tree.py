"""Search the likely model's decision tree: every allowed word found within six guesses.

    python scripts/search_tree.py                  # from the best of a few openings
    python scripts/search_tree.py --opening SALET  # from one opening
    python scripts/search_tree.py --width 6        # value more second guesses (slower, better)
    python scripts/search_tree.py --lang es        # another bundled list (four to eight letters)

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
    lib.get_calls.restype = ctypes.c_long
    lib.estimates.argtypes = [pointer, ctypes.c_int, pointer, ctypes.c_double, ctypes.c_double, pointer, pointer, pointer]
    # by_guess[g, a]: the pattern guess g earns against answer a, in the width the library was built for
    by_guess = np.ascontiguousarray(codes.T, dtype=np.uint16 if wide else np.uint8)
    spelled = np.ascontiguousarray(spelled.astype(np.uint8))
    alphabet = int(spelled.max()) + 1
    if lib.init(by_guess.ctypes.data, codes.shape[0], 24, 12345, spelled.ctypes.data, length, alphabet):
        raise SystemExit("the feasibility search takes words of eight letters at most, and could not allocate its memory")
    return lib, (by_guess, spelled)


class Search:
    """The tree search over ``words`` (guesses and answers alike) weighted by ``weights``."""

    def __init__(self, words: tuple[str, ...], weights: np.ndarray):
        self.words = words
        spelled = letters(words)
        self.spelled = spelled.astype(np.int64)
        self.alphabet = int(self.spelled.max()) + 1  # the letters' numbers: A-Z, then a language's others
        start = time.perf_counter()
        self.codes = np.ascontiguousarray(_block(spelled, spelled).T)  # [answer, guess]
        print(f"patterns: {time.perf_counter() - start:.1f} s", flush=True)
        self.win = 3 ** len(words[0]) - 1
        self.p = np.asarray(weights, dtype=np.float64) / np.sum(weights)
        self.memo: dict[tuple[bytes, int, int], tuple[float, int]] = {}
        self.sure_memo: dict[tuple[bytes, int], int | None] = {}
        self.counts = {"ranked": 0, "valued": 0, "sure": 0}
        self.lib, self._kept = feasibility_library(self.codes, spelled)

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

    def sure(self, left: np.ndarray, turns: int) -> int | None:
        """A guess sure to finish ``left`` within ``turns`` guesses, or None when none was found
        (remembered here and in the C search)."""
        n = len(left)
        if n <= 2:
            return int(left[0]) if turns >= n else None
        if turns <= 1 or self.hopeless(left, turns):
            return None
        key = (left.tobytes(), turns)
        if key not in self.sure_memo:
            self.sure_memo[key] = self._sure(left, turns)
        return self.sure_memo[key]

    def _sure(self, left: np.ndarray, turns: int) -> int | None:
        if turns == 2:
            cost, row = self.last_two(left)
            return row if cost < INF else None
        self.counts["sure"] += 1
        members = np.ascontiguousarray(left, dtype=np.int32)
        row = self.lib.sure(members.ctypes.data, len(members), turns)
        return None if row < 0 else int(row)

    def unsure_bucket(self, left: np.ndarray, turns: int, row: int) -> np.ndarray | None:
        """The first bucket (biggest first) that guessing ``row`` leaves unsure, or None."""
        parts = self.split(left, row)
        if len(parts) == 1 and parts[0][0] != self.win:
            return left
        for pattern, bucket in parts:
            if pattern != self.win and self.sure(bucket, turns - 1) is None:
                return bucket
        return None

    # --- the weighted search --------------------------------------------------------------------

    def solve(self, left: np.ndarray, turns: int, depth: int) -> tuple[float, int]:
        """The expected guesses to finish ``left`` (this one included) and the guess to play,
        among those sure to finish within ``turns``; (INF, -1) when none is known to be."""
        n = len(left)
        if n == 1:
            return 1.0, int(left[0])
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

    def by_estimate(self, left: np.ndarray, count: int = ESTIMATE_TRIES) -> np.ndarray:
        """The ``count`` best guesses by the weighted estimate (ties to the likelier answer)."""
        self.counts["ranked"] += 1
        estimate, chance, _ = self.estimates(left)
        return np.lexsort((np.arange(len(estimate)), -chance, np.round(estimate, 9)))[:count]

    def value(self, left: np.ndarray, turns: int, row: int, depth: int, bound: float) -> float:
        """The expected guesses guessing ``row`` at ``left`` and searching below (each bucket
        sure); a figure at least ``bound`` as soon as it passes it."""
        self.counts["valued"] += 1
        mass, total = self.p[left].sum(), 1.0
        for pattern, bucket in self.split(left, row):
            if pattern == self.win:
                continue
            cost, _ = self.solve(bucket, turns - 1, depth + 1)
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

    def tree(self, left: np.ndarray, turns: int, depth: int, row: int | None = None) -> trees.Tree:
        """The tree the search plays from ``left`` (opening with ``row`` if given)."""
        if row is None:
            cost, row = self.solve(left, turns, depth)
            if cost == INF:
                shown = " ".join(self.words[i] for i in left[:12])
                raise SystemExit(f"no sure play for {len(left)} words with {turns} guesses left: {shown} ...")
        guess = self.words[row]
        then = []
        for pattern, bucket in self.split(left, row):
            if pattern != self.win:
                earned = str(decode(guess, pattern))
                then.append((earned, self.tree(bucket, turns - 1, depth + 1)))
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
    parser.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = parser.parse_args()
    WIDTHS[1], WIDTHS[2], WIDTHS[3] = args.width, args.deep_width, args.width3
    chosen = bundles.bundle(args.lang, args.length)
    name = None if bundles.is_default(chosen.language, chosen.length) else f"{chosen.language.code}-{chosen.length}"
    model = answer_model("likely") if name is None else bundle_model("likely", chosen)
    words = tuple(model.words)
    start = time.perf_counter()
    search = Search(words, np.asarray(model.weights))
    everyone = np.arange(len(words))
    if args.opening:
        openings = [chosen.language.spelled(opening).upper() for opening in args.opening]
    elif name is None:
        openings = list(OPENINGS)
    else:  # an answer opens: a common word, which every game of the language accepts as a guess
        answers = set(chosen.answers)
        ranked = [words[row] for row in search.by_estimate(everyone, len(words))]
        openings = [word for word in ranked if word in answers][: args.openings]
    best = INF, -1
    for opening in openings:
        row = words.index(opening)
        if (failed := search.unsure_bucket(everyone, CLASSIC_GUESSES, row)) is not None:
            shown = " ".join(words[i] for i in failed[:12])
            print(f"{opening}: no sure play found for {len(failed)} words: {shown} ...", flush=True)
            continue
        cost = search.value(everyone, CLASSIC_GUESSES, row, 0, INF)
        print(f"{opening}: {cost:.4f} expected guesses ({time.perf_counter() - start:.0f} s, {search.counts})",
              flush=True)
        if cost < best[0]:
            best = cost, row
    if best[0] == INF:
        raise SystemExit("no opening tried is sure to finish every word within six guesses")
    tree = search.tree(everyone, CLASSIC_GUESSES, 0, best[1])
    allowed = chosen.allowed
    played = trees.replay_tree(tree, allowed, allowed)
    weights = dict(zip(words, search.p))
    weighted = sum(weights[w] * len(g) for w, g in played.games.items())
    seconds = time.perf_counter() - start
    answers = chosen.answers
    on_answers = sum(len(played.games[w]) for w in answers) / len(answers)
    kind = "original answers" if name is None else "answers"
    print(f"{tree.guess}: weighted mean {weighted:.4f}, mean {on_answers:.4f} over the {len(answers)} "
          f"{kind}, {played.mean:.4f} over all {len(played.games)}, max {played.max}, "
          f"{played.failures} over six; {seconds:.0f} s", flush=True)
    if played.failures or args.dry_run:
        return
    listed = "" if name is None else f" --lang {chosen.language.code} --length {chosen.length}"
    provenance = {
        "wordfinder decision tree": "searched under the 'likely' answer model over every allowed word",
        "lists": f"{lists_key(allowed, words)} ({len(allowed)} guesses, {len(words)} answers)",
        **({} if name is None else {"bundle": name}),
        "model": f"{model.name} {model.fingerprint}",
        "mode": "normal",
        "strategy": "optimal",
        "opening": tree.guess,
        "weighted mean": f"{weighted:.4f}",
        "total": played.total,
        "mean": f"{played.mean:.4f}",
        f"{kind} mean": f"{on_answers:.4f} ({len(answers)} answers)",
        "max": played.max,
        "date": datetime.date.today().isoformat(),
        "script": f"python scripts/search_tree.py{listed} --opening {tree.guess} --width {WIDTHS[1]} "
        f"--deep-width {WIDTHS[2]} --width3 {WIDTHS[3]}",
        "format": "one line per answer: the guesses that find it, the last being the answer",
    }
    path = ROOT / "data" / trees.tree_file_name(False, "optimal", "likely", name)
    path.parent.mkdir(exist_ok=True)
    path.write_text(trees.dump_paths(tree, allowed, provenance), encoding="utf-8")
    print(f"written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
