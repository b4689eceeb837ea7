"""Weighted solver figures: against a brute-force computation from score(), and equal to the
unweighted figures when every candidate is equally likely."""

from __future__ import annotations

import math
from collections import defaultdict

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ALPHABETS, word_lists, words
from wordfinder.feedback import Tile, score
from wordfinder.solver.patterns import pattern_matrix
from wordfinder.solver import Puzzle
from wordfinder.solver.figures import expected_guesses, figures
from wordfinder.solver.weighted import effective_size, estimated_guesses, weighted_figures


@st.composite
def weighted_cases(draw: st.DrawFn, equal: bool = False):
    """Guesses, distinct candidates (some of them among the guesses) and their weights."""
    alphabet = draw(st.sampled_from(ALPHABETS))
    length = draw(st.integers(min_value=1, max_value=5))
    candidates = draw(word_lists(alphabet, length, max_size=30).filter(bool))
    others = draw(st.lists(words(alphabet, length), max_size=6))
    guesses = list(dict.fromkeys(candidates[: draw(st.integers(0, 4))] + others)) or candidates[:1]
    weight = st.just(1.0) if equal else st.floats(min_value=0.0, max_value=10.0)
    weights = draw(st.lists(weight, min_size=len(candidates), max_size=len(candidates)))
    if sum(weights) == 0:
        weights[0] = 1.0
    return guesses, candidates, weights


def brute_force(
    guess: str, candidates: list[str], weights: list[float], estimate
) -> dict[str, float]:
    """The five figures of one guess, from their definitions, scoring every pair with score()."""
    total = sum(weights)
    buckets: dict[tuple, list[float]] = defaultdict(list)
    for candidate, weight in zip(candidates, weights):
        buckets[score(guess, candidate).tiles].append(weight / total)
    won = guess in candidates
    win_chance = weights[candidates.index(guess)] / total if won else 0.0
    bits = expected = finish = heaviest = 0.0
    for tiles, bucket in buckets.items():
        mass = sum(bucket)
        if mass > 0:
            bits -= mass * math.log2(mass)
        if all(t is Tile.CORRECT for t in tiles):
            continue  # the win: nothing left, no further guess
        heaviest = max(heaviest, mass)
        expected += mass * len(bucket)
        if mass > 0:
            entropy = -sum(p / mass * math.log2(p / mass) for p in bucket if p > 0)
            finish += mass * float(estimate(np.array([2.0**entropy]))[0])
    return {
        "bits": bits, "expected": expected, "win_chance": win_chance, "estimate": 1 + finish, "heaviest": heaviest,
    }


# --- weighted_figures -----------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(weighted_cases())
def test_each_figure_equals_a_brute_force_computation(case):
    """Entropy, candidates left, win chance, estimate and heaviest bucket match their definitions,
    guess by guess."""
    guesses, candidates, weights = case

    def linear(size):
        """Any map of sizes will do: this test checks the buckets."""
        return 2 * size

    got = weighted_figures(
        pattern_matrix(guesses, candidates), np.array(weights), len(candidates[0]), linear
    )
    for i, guess in enumerate(guesses):
        want = brute_force(guess, candidates, weights, linear)
        for name, value in want.items():
            assert getattr(got, name)[i] == pytest.approx(value, abs=1e-9), (guess, name)


@settings(max_examples=75, deadline=None)
@given(weighted_cases(equal=True))
def test_equal_weights_give_the_unweighted_figures(case):
    """With equal weights, bits, expected left and the estimate equal solver.figures', and the
    win chance is 1/n for a guess that may be the answer."""
    guesses, candidates, _ = case
    every = list(dict.fromkeys(guesses + candidates))
    puzzle = Puzzle(tuple(every), tuple(candidates), pattern_matrix(every, candidates))
    rows = np.array([puzzle.row[g] for g in guesses])
    want = figures(puzzle, puzzle.everyone(), rows)
    got = weighted_figures(puzzle.patterns[rows], np.ones(len(candidates)), puzzle.length)
    np.testing.assert_allclose(got.bits, want.bits, atol=1e-9)
    np.testing.assert_allclose(got.expected, want.expected, atol=1e-9)
    np.testing.assert_allclose(got.estimate, want.estimate, atol=1e-9)
    np.testing.assert_allclose(got.win_chance, want.possible / len(candidates), atol=1e-12)


def test_weights_need_not_be_normalised():
    """Scaling every weight by the same factor changes no figure."""
    codes = pattern_matrix(["CRANE", "SLATE"], ["CRANE", "TRACE", "SLATE", "PLATE"])
    weights = np.array([0.5, 1.0, 2.0, 0.25])
    one, other = weighted_figures(codes, weights, 5), weighted_figures(codes, 8 * weights, 5)
    for name in ("bits", "expected", "win_chance", "estimate"):
        np.testing.assert_allclose(getattr(one, name), getattr(other, name))


def test_a_dominant_candidate_makes_a_bucket_cheap():
    """A bucket where one word carries nearly all the weight is estimated near one guess."""
    candidates = ["AAAB", "AAAC", "AAAD"]
    codes = pattern_matrix(["ZZZZ"], candidates)  # no letter in common: one bucket of three
    tilted = weighted_figures(codes, np.array([0.998, 0.001, 0.001]), 4)
    even = weighted_figures(codes, np.ones(3), 4)
    assert tilted.estimate[0] < 1 + 1.05 < even.estimate[0]


# --- the size curve -------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 4, 14, 100, 2315, 14855])
def test_estimated_guesses_agrees_with_the_solver_at_whole_sizes(n):
    """The vectorised curve is the solver's expected_guesses at every whole size."""
    assert float(estimated_guesses(np.array([n]))[0]) == pytest.approx(expected_guesses(n))


def test_estimated_guesses_is_continuous_and_increasing():
    """The curve rises with the size and has no jump where its two pieces meet (at 2)."""
    sizes = np.linspace(1, 50, 5000)
    values = estimated_guesses(sizes)
    assert np.all(np.diff(values) > 0)
    assert float(estimated_guesses(np.array([2 - 1e-9]))[0]) == pytest.approx(
        float(estimated_guesses(np.array([2 + 1e-9]))[0]), abs=1e-6
    )


def test_effective_size_of_equal_weights_is_the_count():
    """log2(n) bits are n equally likely words; zero bits is one word."""
    np.testing.assert_allclose(effective_size(np.log2([1.0, 2.0, 7.0])), [1.0, 2.0, 7.0])


@pytest.mark.parametrize("candidates", [3, 70])
def test_the_ways_of_numbering_buckets_give_the_same_sums_to_the_bit(monkeypatch, candidates):
    """Buckets counted over every pattern (many candidates), numbered by marking (few
    candidates of short words) and by sorting (long words) sum each bucket's candidates in
    the same order: every figure is equal to the last bit, whichever way was taken."""
    from wordfinder.solver import weighted

    rng = np.random.default_rng(candidates)
    codes = rng.integers(0, 60, size=(300, candidates)).astype(np.uint8)
    weights = rng.random(candidates) * (rng.random(candidates) > 0.2) + 1e-3
    weights /= weights.sum()

    def buckets(patterns: int) -> tuple:
        return weighted._buckets(codes, weighted._Cells.of(weights, len(codes), patterns), True)

    counted = buckets(60)  # 4 x candidates >= 60 patterns: every pattern counted
    marked = buckets(729)  # fewer: marked
    monkeypatch.setattr(weighted, "_MARKED_PATTERNS", 0)
    ways = [marked, buckets(729)]  # sorted, as for long words
    if candidates * 4 >= 60:
        ways.append(counted)
    for way in ways:
        for mine, theirs in zip(marked, way):
            assert np.array_equal(mine, theirs)


@pytest.mark.parametrize("candidates", [20, 200])
def test_words_weighing_nothing_and_sizes_not_asked_for_change_no_figure(monkeypatch, candidates):
    """Buckets of words weighing nothing, which weighing every pattern leaves out and marking
    keeps, add nothing to any figure: each way gives every figure to the last bit; without
    ``sized`` every figure but the expected candidates left (None) is the same too."""
    from wordfinder.solver import weighted

    rng = np.random.default_rng(candidates)
    codes = rng.integers(0, 243, size=(500, candidates)).astype(np.uint8)
    weights = rng.random(candidates) * (rng.random(candidates) > 0.3)
    fields = ("bits", "expected", "win_chance", "estimate", "heaviest")
    weighed = weighted_figures(codes, weights, 5)
    monkeypatch.setattr(weighted, "_WEIGHED_SHARE", 0)  # buckets numbered (marked or sorted): every one kept
    monkeypatch.setattr(weighted, "_MARKED_PATTERNS", 0 if candidates < 100 else 3**5)
    sorted_ = weighted_figures(codes, weights, 5)
    unsized = weighted_figures(codes, weights, 5, sized=False)
    for name in fields:
        assert np.array_equal(getattr(weighed, name), getattr(sorted_, name))
        if name == "expected":
            assert unsized.expected is None
        else:
            assert np.array_equal(getattr(unsized, name), getattr(weighed, name))
