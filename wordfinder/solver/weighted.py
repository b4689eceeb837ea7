"""Weighted solver figures: how a guess splits candidates that are not equally likely.

The inputs are plain arrays, so that any strategy can use them:

- ``codes``: a (guesses x candidates) array of patterns (:mod:`wordfinder.solver.patterns`):
  ``codes[g, c]`` is the pattern guess ``g`` earns if candidate ``c`` is the answer;
- ``weights``: the candidates' probabilities of being the answer (any non-negative
  numbers with a positive sum: they are normalised here);
- ``length``: the number of letters, so that a win is the pattern ``3**length - 1``.

A *bucket* is the candidates that give a guess one same pattern; its *weight* W is
their probability.  With equal weights every figure equals its unweighted
counterpart in :func:`wordfinder.solver.figures.figures`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .figures import CURVE_A, CURVE_B
from .patterns import win
from .sets import grouped

__all__ = ["WeightedFigures", "effective_size", "estimated_guesses", "weighted_figures"]

_CHUNK_CELLS = 64_000  # guesses x candidates handled in one vectorised step: small enough for its
# temporaries to stay in the processor's caches and be reused from one step to the next rather
# than mapped afresh (page faults): a first row leaving 52 words ranks in 16 ms, 40 at 250,000
_WEIGHED_SHARE = 4  # every pattern of every guess weighed from a quarter as many candidates as patterns
_CHUNK_BUCKETS = 256_000  # guesses x patterns one step marks (a byte each) among few candidates ...
_MARKED_PATTERNS = 3**6  # ... of words of up to six letters (longer ones are sorted) ...
_MARKED_SHARE = 60  # ... when the buckets to mark are at most this many times the cells (fewer cells sort faster)


@dataclass(frozen=True, slots=True)
class WeightedFigures:
    """How each guess splits weighted candidates (arrays with one entry per guess)."""

    bits: np.ndarray  # expected information, in bits: -sum over buckets of W log2 W
    expected: np.ndarray | None  # expected candidates left: sum of W * size over buckets but
    # the win's (None: not asked for)
    win_chance: np.ndarray  # the probability that the guess is the answer
    estimate: np.ndarray  # expected guesses to finish, this one included (see weighted_figures)
    heaviest: np.ndarray  # the weight of the heaviest bucket but the win (weighted minimax)


def weighted_figures(
    codes: np.ndarray,
    weights: np.ndarray,
    length: int,
    estimate: Callable[[np.ndarray], np.ndarray] | None = None,
    sized: bool = True,
) -> WeightedFigures:
    """Each guess's weighted figures over the candidates (``codes`` rows are guesses).

    The estimate of the guesses to finish is 1 (this guess) plus, for every bucket
    but the win, its weight times ``estimate(effective size)``.  A bucket's effective
    size is 2 to the entropy of its normalised weights: its size when they are equal,
    nearer 1 when one word dominates it.  ``estimate`` maps sizes to guesses needed
    (default :func:`estimated_guesses`, the solver's curve).  Without ``sized``, the
    expected candidates left are not worked out (None): they alone need each bucket's size,
    counted over every cell, a quarter of the work over many candidates.  Each guess's
    figures depend on its own row alone, whatever rows come with it.
    """
    estimate = estimated_guesses if estimate is None else estimate
    codes = np.asarray(codes)
    p = np.asarray(weights, dtype=np.float64)
    p = p / p.sum()
    step = max(1, _CHUNK_CELLS // max(1, codes.shape[1]))  # rows at a time: bounds the memory
    if 3**length <= _MARKED_PATTERNS:
        step = min(step, _CHUNK_BUCKETS // 3**length)
    cells = _Cells.of(p, min(step, len(codes)), 3**length)
    parts = [_figures(codes[i : i + step], cells, length, estimate, sized) for i in range(0, len(codes), step)]
    return WeightedFigures(*(None if arrays[0] is None else np.concatenate(arrays) for arrays in zip(*parts)))


@dataclass(frozen=True, slots=True)
class _Cells:
    """What every step of one call shares, made once: each candidate's weight p and its
    p log2 p, as the real and imaginary parts of one complex number (so that one pass sums
    both: :func:`_sums`), repeated for every row of a step (aligned with the step's codes,
    flattened), and each row's first bucket key (row ``i``'s buckets are keys
    ``first[i] + pattern``).  Made afresh for each step, the repeated weights cost a tenth
    of the ranking."""

    weights: np.ndarray
    first: np.ndarray
    patterns: int

    @classmethod
    def of(cls, p: np.ndarray, rows: int, patterns: int) -> _Cells:
        both = np.empty(len(p), dtype=np.complex128)
        both.real = p
        with np.errstate(divide="ignore", invalid="ignore"):
            both.imag = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1)), 0.0)
        return cls(np.tile(both, rows), np.arange(rows, dtype=np.intp) * patterns, patterns)


def _figures(
    codes: np.ndarray, cells: _Cells, length: int, estimate: Callable[[np.ndarray], np.ndarray], sized: bool
) -> tuple[np.ndarray, np.ndarray | None, np.ndarray, np.ndarray, np.ndarray]:
    """:func:`weighted_figures` for some rows, given normalised weights, in field order."""
    guesses = codes.shape[0]
    rows, patterns, sizes, mass, plogp = _buckets(codes, cells, sized)
    won = patterns == win(length)
    with np.errstate(divide="ignore", invalid="ignore"):
        divisor = np.where(mass > 0, mass, 1)
        log_mass = np.where(mass > 0, np.log2(divisor), 0.0)
        # Entropy of the bucket's normalised weights: log2 W - (sum p log2 p) / W.
        inner = np.where(mass > 0, log_mass - plogp / divisor, 0.0)

    def per_row(values: np.ndarray) -> np.ndarray:
        """The sum of the buckets' values for each guess, bucket after bucket from 0 (bincount's)."""
        return np.bincount(rows, weights=values, minlength=guesses)

    left = np.where(won, 0.0, mass)
    heaviest = np.zeros(guesses)
    np.maximum.at(heaviest, rows, left)
    win_chance = np.zeros(guesses)
    win_chance[rows[won]] = mass[won]  # a guess's one winning bucket: its sum, 0 + W, is W
    return (
        per_row(-mass * log_mass),
        None if sizes is None else per_row(left * sizes),
        win_chance,
        1 + per_row(left * estimate(effective_size(inner))),
        heaviest,
    )


def effective_size(bits: np.ndarray) -> np.ndarray:
    """The number of equally likely words with this entropy (2 ** bits), never below 1."""
    return np.maximum(np.exp2(bits), 1.0)


def estimated_guesses(size: np.ndarray) -> np.ndarray:
    """The solver's estimate of the guesses still needed, the last included, for ``size``
    equally likely candidates, extended to real sizes (size >= 1).

    Equal to :func:`wordfinder.solver.expected_guesses` at whole sizes: 1 + (n - 1) / 2
    up to two candidates, then a curve in log2(n); the two pieces meet at 2.
    """
    n = np.asarray(size, dtype=np.float64)
    bits = np.log2(np.maximum(n, 1.0))
    curve = 1 + CURVE_A * bits / (1 + CURVE_B * bits)
    return np.where(n <= 2, 1 + (n - 1) / 2, curve)


def _buckets(codes: np.ndarray, cells: _Cells, sized: bool):
    """Every non-empty (guess, pattern) bucket, in key order: its guess, pattern, size (if
    ``sized``; else None), weight, and the sum of p log2 p over its candidates (arrays with
    one entry per bucket).  Buckets of words weighing nothing may be left out: they add
    nothing to any figure (each of their terms is zero, and a sum plus zero is the sum)."""
    guesses, n = codes.shape
    patterns = cells.patterns
    flat = np.add(codes, cells.first[:guesses, None], dtype=np.intp).ravel()
    if n * _WEIGHED_SHARE >= patterns:
        # Many candidates: weigh every pattern of every guess, then keep the buckets that weigh
        # something (found among booleans: numpy finds non-zero numbers five times slower).
        count = guesses * patterns
        sums = _sums(flat, cells, count)
        keys = np.flatnonzero(sums.real > 0)
        sizes = np.bincount(flat, minlength=count)[keys].astype(np.float64) if sized else None
        return keys // patterns, keys % patterns, sizes, sums.real[keys], sums.imag[keys]
    if patterns <= _MARKED_PATTERNS and guesses * patterns <= min(_CHUNK_BUCKETS, _MARKED_SHARE * guesses * n):
        # Few candidates, not too few: every (guess, pattern) met marked in a byte, and the
        # marked ones numbered in order, without a sort.  Each bucket's sums add its candidates
        # in the order they come, as the count over every bucket does: the same figures.
        marked = np.zeros(guesses * patterns, dtype=bool)
        marked[flat] = True
        keys = np.flatnonzero(marked)
        number = np.empty(guesses * patterns, dtype=np.intp)
        number[keys] = np.arange(len(keys))
        index = number[flat]
    else:
        # Few candidates of long words: number the distinct buckets by sorting, so that
        # nothing scales with 3**length.
        keys, index, _ = grouped(flat)
    sizes = np.bincount(index, minlength=len(keys)).astype(np.float64) if sized else None
    sums = _sums(index, cells, len(keys))
    return keys // patterns, keys % patterns, sizes, sums.real.copy(), sums.imag.copy()


def _sums(index: np.ndarray, cells: _Cells, count: int) -> np.ndarray:
    """For each of ``count`` buckets, the sum of p (real part) and of p log2 p (imaginary)
    over the cells ``index`` puts in it, added from 0 in the cells' order, as bincount
    adds: complex numbers add their parts apart, so each part is bincount's to the bit,
    in one pass over the cells instead of two (the ranking's costliest step, a third less)."""
    sums = np.zeros(count, dtype=np.complex128)
    np.add.at(sums, index, cells.weights[: len(index)])
    return sums
