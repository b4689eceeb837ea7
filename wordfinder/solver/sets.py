"""Sets of integers held as sorted arrays: the distinct values, their counts, a union.

numpy's ``unique`` and ``union1d`` give the same, but their first call imports
``numpy.ma`` (to ask whether the array is masked), about 20 ms of every ``suggest``
process, which answers a later step of the day's game in a few hundred.  These sort
once and compare neighbours instead (a bincount of patterns would allocate 3**length
counters: 28 GB at 20 letters); they take 1-D arrays only.
"""

from __future__ import annotations

import numpy as np

__all__ = ["distinct", "grouped", "occurrences", "union"]


def distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values of ``values``, sorted (``np.unique(values)``)."""
    ordered = np.sort(np.asarray(values).ravel())
    return ordered[_starts(ordered)]


def grouped(values: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The distinct values of ``values``, sorted; for each value, the index of its own
    among them; and how many times each occurs (``np.unique(values, return_inverse=True,
    return_counts=True)``)."""
    values = np.asarray(values).ravel()
    order = np.argsort(values, kind="stable")
    ordered = values[order]
    starts = _starts(ordered)
    inverse = np.empty(len(values), dtype=np.intp)
    inverse[order] = np.cumsum(starts) - 1
    first = np.flatnonzero(starts)
    return ordered[first], inverse, np.diff(np.append(first, len(values)))


def occurrences(values: np.ndarray) -> np.ndarray:
    """How many times each distinct value of ``values`` occurs, in the values' order."""
    ordered = np.sort(np.asarray(values).ravel())
    return np.diff(np.append(np.flatnonzero(_starts(ordered)), len(ordered)))


def union(first: np.ndarray, second: np.ndarray | list) -> np.ndarray:
    """The values in either array, sorted and distinct (``np.union1d``)."""
    first = np.asarray(first)
    return distinct(np.concatenate((first.ravel(), np.asarray(second, dtype=first.dtype).ravel())))


def _starts(ordered: np.ndarray) -> np.ndarray:
    """Where in the sorted ``ordered`` a new value starts (the first place always)."""
    starts = np.ones(len(ordered), dtype=bool)
    starts[1:] = ordered[1:] != ordered[:-1]
    return starts
