"""What a guess does to the candidates: its buckets, and the figures strategies rank by.

A *bucket* is the candidates that would give a guess one same score; a guess
splits the candidates into buckets, and the answer's bucket is what remains.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np

from .patterns import block
from .puzzle import GuessRow, Puzzle

__all__ = [
    "CURVE_A", "CURVE_B", "Figures", "best_first", "buckets", "estimates", "every_row", "expected_guesses", "figures",
    "tie_key", "top",
]


def expected_guesses(n: int) -> float:
    """A rough estimate of the guesses still needed, the last included, with ``n`` candidates.

    One candidate needs one guess, two need 1.5 on average; beyond that a curve in
    log2(n) gives about 2.4 for 14 candidates and 3.5 for 2,315.  The benchmark
    barely moves with its two constants (see benchmarks/RESULTS.md).
    """
    if n <= 2:
        return float(n and (1 + (n - 1) / 2))
    bits = math.log2(n)
    return 1 + CURVE_A * bits / (1 + CURVE_B * bits)


CURVE_A, CURVE_B = 0.569, 0.138


def _tables(size: int) -> dict[str, np.ndarray]:
    """Per bucket size 0..size (at least): n log2 n, n squared, and n times the estimated
    guesses.  Made for sizes up to the next power of two and kept: made for each count of
    candidates, they cost a call of :func:`expected_guesses` a candidate every time."""
    return _tables_up_to(1 << size.bit_length())


@cache
def _tables_up_to(size: int) -> dict[str, np.ndarray]:
    """:func:`_tables` for sizes 0..size exactly."""
    n = np.arange(size + 1, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        n_log_n = np.where(n > 0, n * np.log2(np.maximum(n, 1)), 0.0)
    guesses = np.array([k * expected_guesses(k) for k in range(size + 1)])
    return {"n_log_n": n_log_n, "squares": n * n, "guesses": guesses}


@dataclass(frozen=True, slots=True)
class Figures:
    """How each of some guesses splits a set of candidates (arrays aligned with ``rows``)."""

    rows: np.ndarray  # the guesses
    count: int  # candidates before the guess
    bits: np.ndarray  # expected information, in bits
    expected: np.ndarray  # expected candidates left (none after a win)
    worst: np.ndarray  # the largest bucket but the win
    possible: np.ndarray  # whether the guess may itself be the answer
    estimate: np.ndarray  # one-step estimate of the guesses to finish, this one included


def figures(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray) -> Figures:
    """How each guess in ``rows`` splits the candidates ``left``."""
    n = len(left)
    possible, won = _possible(puzzle, left, rows)
    sums, worst = _bucket_sums(_codes(puzzle, left, rows), _tables(n), 3**puzzle.length)
    return Figures(
        rows=rows,
        count=n,
        bits=np.log2(n) - sums["n_log_n"] / n,
        expected=(sums["squares"] - won) / n,
        worst=np.where(possible & (n == 1), 0, worst),
        possible=possible,
        estimate=1 + (sums["guesses"] - won) / n,
    )


def estimates(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``figures(puzzle, left, rows)``'s estimate and possible alone (one table summed, not three)."""
    n = len(left)
    possible, won = _possible(puzzle, left, rows)
    tables = {"guesses": _tables(n)["guesses"]}
    sums, _ = _bucket_sums(_codes(puzzle, left, rows), tables, 3**puzzle.length)
    return 1 + (sums["guesses"] - won) / n, possible


def _codes(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The patterns of the guesses ``rows`` (one row each) against the candidates ``left``."""
    return puzzle.patterns[:, left] if every_row(puzzle, rows) else block(puzzle.patterns, rows, left)


def every_row(puzzle: Puzzle, rows: np.ndarray) -> bool:
    """Whether ``rows`` are all the puzzle's guesses in their order, so that the matrix's columns
    serve as they are: every guess, but in another order (the candidates' own rows when every
    guess is a candidate), must be gathered row by row."""
    n = len(puzzle.guesses)
    return len(rows) == n and (n == 0 or (rows[0] == 0 and bool((np.diff(rows) == 1).all())))


def _possible(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Whether each guess in ``rows`` may be the answer, as booleans and as floats (a win)."""
    possible = np.zeros(len(puzzle.guesses), dtype=bool)
    possible[puzzle.answer_rows[left]] = True
    possible = possible[rows]
    return possible, possible.astype(np.float64)


def _bucket_sums(codes: np.ndarray, tables: dict[str, np.ndarray], patterns: int):
    """Per row of patterns, the sum over its buckets of each table[size], and the largest size."""
    guesses, n = codes.shape
    if n > 48 and n * 4 >= patterns:
        # Many candidates (and not long words, with 3**length patterns): count every pattern of
        # every guess, a block of guesses at a time (a block's temporaries stay near a mebibyte).
        step = max(1, BLOCK // n)
        parts = [_counted(codes[i : i + step], tables, patterns) for i in range(0, max(guesses, 1), step)]
        if len(parts) == 1:
            return parts[0]
        sums = {name: np.concatenate([p[0][name] for p in parts]) for name in tables}
        return sums, np.concatenate([p[1] for p in parts])
    # Few candidates: sort each row; an element's rank in its run of equal patterns says
    # how much it adds to its bucket's total (table[r + 1] - table[r]).
    ordered = np.sort(codes, axis=1, kind="stable")  # a radix sort for small integer types
    position = np.arange(n)
    starts = np.zeros(ordered.shape, dtype=np.int64)
    starts[:, 1:] = np.where(ordered[:, 1:] != ordered[:, :-1], position[1:], 0)
    np.maximum.accumulate(starts, axis=1, out=starts)
    rank = position - starts
    sums = {name: np.diff(table)[rank].sum(axis=1) for name, table in tables.items()}
    return sums, rank.max(axis=1) + 1


BLOCK = 1 << 16  # patterns counted at a time


def _counted(codes: np.ndarray, tables: dict[str, np.ndarray], patterns: int):
    """:func:`_bucket_sums` by counting each row's patterns."""
    guesses = len(codes)
    flat = codes.astype(np.intp) + (np.arange(guesses, dtype=np.intp) * patterns)[:, None]
    sizes = np.bincount(flat.ravel(), minlength=guesses * patterns).reshape(guesses, patterns)
    return {name: table[sizes].sum(axis=1) for name, table in tables.items()}, sizes.max(axis=1)


def buckets(puzzle: Puzzle, row: GuessRow, left: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The candidates split by the pattern ``row`` earns against each: (pattern, bucket) pairs."""
    codes = puzzle.patterns[row, left]
    order = np.argsort(codes, kind="stable")
    ordered = codes[order]
    cuts = np.flatnonzero(ordered[1:] != ordered[:-1]) + 1
    return [(int(codes[part[0]]), left[np.sort(part)]) for part in np.split(order, cuts)]


def best_first(cost: np.ndarray, chance: np.ndarray, *then: np.ndarray) -> np.ndarray:
    """The indices that order guesses best first: the least ``cost``, ties going to the guess
    likelier to be the answer (``chance``: its probability, or whether it may be the answer
    at all), then the ``then`` keys in turn (least first), then the list's order.

    The solver's one tie rule: every ranking goes through it (the exact search, whose
    totals are whole numbers, orders its values by :func:`tie_key`, the same rule).
    Costs are rounded, so that equal figures summed in another order tie.
    """
    chance = np.asarray(chance, dtype=np.float64)
    return np.lexsort((*reversed(then), -chance, np.round(cost, 9)))


def tie_key(possible: bool, place: int) -> tuple[bool, int]:
    """Where a guess goes among guesses of one same figure: those that may be the answer
    first (:func:`best_first`'s rule, for one guess), then by ``place`` (the list's order, or
    the order a search meets them in)."""
    return (not possible, place)


def top(cost: np.ndarray, possible: np.ndarray, k: int) -> np.ndarray:
    """The indices of the ``k`` lowest costs, ties going to possible answers."""
    if len(cost) > 4 * k:
        shortlist = np.argpartition(cost, 2 * k)[: 2 * k]  # room for ties at the k-th cost
        return shortlist[best_first(cost[shortlist], possible[shortlist])][:k]
    return best_first(cost, possible)[:k]
