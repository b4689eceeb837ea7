"""The exact search and decision trees: against an independent brute force on small puzzles,
its bounds against the true optimum, and the stored optimal trees replayed to a win."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from wordfinder.solver import trees
from wordfinder.solver.exact import (
    INFEASIBLE,
    Limit,
    Search,
    guess_values,
    optimal_chooser,
    optimum,
)
from wordfinder.feedback import score
from wordfinder.hardmode import is_hard_mode_legal
from wordfinder.solver.patterns import pattern_matrix
from wordfinder.solver.hard_rows import hard_rule
from wordfinder.solver.puzzle import Puzzle, load_puzzle

DATA = Path(__file__).resolve().parent.parent / "data"


# --- an independent brute force ----------------------------------------------------------------


def brute_force(guesses: tuple[str, ...], answers: tuple[str, ...], turns: int, hard: bool):
    """The least total over every strategy tree, found by trying every guess at every position
    with the feedback engine and the hard-mode referee (no matrix, no bounds); None: impossible."""

    @cache
    def best(left: frozenset[str], turns: int, history: tuple) -> float:
        if not left:
            return 0
        if turns == 0:
            return float("inf")
        return min(
            (
                cost(left, turns, history, g)
                for g in guesses
                if not hard or is_hard_mode_legal(history, g)
            ),
            default=float("inf"),
        )

    @cache
    def cost(left: frozenset[str], turns: int, history: tuple, guess: str) -> float:
        buckets: dict = {}
        for answer in left:
            buckets.setdefault(score(guess, answer), set()).add(answer)
        total = len(left)
        for earned, bucket in buckets.items():
            if not earned.is_win:
                total += best(frozenset(bucket), turns - 1, (*history, earned) if hard else ())
        return total

    return best, cost


def small_puzzle(words: list[str], extra: list[str]) -> Puzzle:
    """A puzzle whose answers are ``words`` and whose guesses add ``extra``."""
    answers = tuple(sorted(set(words)))
    guesses = tuple(sorted(set(words) | set(extra)))
    return Puzzle(guesses, answers, pattern_matrix(guesses, answers))


def words_over(alphabet: str, length: int):
    """Words of ``length`` letters drawn from ``alphabet`` (heavy repetition)."""
    return st.text(alphabet, min_size=length, max_size=length)


@st.composite
def puzzles(draw):
    """A small puzzle (3-letter words over a tiny alphabet), the turns, the mode and its rule."""
    alphabet = draw(st.sampled_from(["ABC", "ABCD", "ABCDE"]))
    answers = draw(st.lists(words_over(alphabet, 3), min_size=1, max_size=8, unique=True))
    extra = draw(st.lists(words_over(alphabet, 3), max_size=5))
    puzzle, hard = small_puzzle(answers, extra), draw(st.booleans())
    return puzzle, draw(st.integers(1, 4)), hard, hard_rule(puzzle, ()) if hard else None


def _as_total(value: float) -> int:
    return INFEASIBLE if value == float("inf") else int(value)


SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- the exact search --------------------------------------------------------------------------


@SETTINGS
@given(puzzles())
def test_optimum_equals_brute_force(case):
    """The search's total is the least total of any strategy tree, in both modes."""
    puzzle, turns, hard, rule = case
    best, _ = brute_force(puzzle.guesses, puzzle.answers, turns, hard)
    found = optimum(Search(puzzle), puzzle.everyone(), turns, rule)
    assert found.total == _as_total(best(frozenset(puzzle.answers), turns, ()))
    assert found.exact
    assert found.feasible == (found.guess is not None)


@st.composite
def family_puzzles(draw):
    """A small puzzle whose answers hold a family of four or more words alike but in one place
    (A?C with four middles, and a few others), few guesses besides, and its mode: where the
    family cut settles positions."""
    middles = draw(st.lists(st.sampled_from("ABCDEF"), min_size=4, max_size=5, unique=True))
    others = draw(st.lists(words_over("ABCDEF", 3), max_size=2))
    extra = draw(st.lists(words_over("ABCDEF", 3), max_size=2))
    puzzle, hard = small_puzzle([f"A{m}C" for m in middles] + others, extra), draw(st.booleans())
    return puzzle, draw(st.integers(3, 4)), hard, hard_rule(puzzle, ()) if hard else None


@SETTINGS
@given(family_puzzles())
def test_the_family_cut_and_the_small_buckets_first_keep_every_guess_value(case):
    """An opener's search (families=True: a family too big for the guesses left is settled as
    impossible at once, and the smallest buckets are searched first) values every first
    guess as the brute force does, in both modes."""
    puzzle, turns, hard, rule = case
    _, cost = brute_force(puzzle.guesses, puzzle.answers, turns, hard)
    search = Search(puzzle, long=True, families=True)
    for guess in puzzle.guesses:
        if hard and not is_hard_mode_legal((), guess):
            continue
        total = search.guess_total(puzzle.everyone(), turns, rule, puzzle.row[guess], INFEASIBLE + 1)
        assert min(total, INFEASIBLE) == _as_total(cost(frozenset(puzzle.answers), turns, (), guess)), guess


def test_the_family_cut_settles_a_family_too_big_for_the_guesses_left():
    """Six words alike but in the middle, and only themselves to guess: three guesses tell
    at most three of them apart and win on one, so the position is impossible, settled
    without trying a guess."""
    puzzle = small_puzzle([f"A{m}C" for m in "BCDEFG"], [])
    search = Search(puzzle, families=True)
    assert search.value(puzzle.everyone(), 3, None) == INFEASIBLE
    assert search.counts["settled: a family too big for the guesses left"] == 1
    assert search.counts["positions"] == 1


@st.composite
def crowded_puzzles(draw):
    """A small puzzle of two families of answers alike but in one place (A?C, ?EE) and a few
    others, few guesses besides, three or four turns, and its mode: where candidates that no
    guess tells apart, and candidates one guess splits but for a pair, are met at every turn."""
    middles = draw(st.lists(st.sampled_from("ABCDEF"), min_size=3, max_size=5, unique=True))
    firsts = draw(st.lists(st.sampled_from("ABCDEF"), min_size=2, max_size=4, unique=True))
    others = draw(st.lists(words_over("ABCDEF", 3), max_size=3))
    extra = draw(st.lists(words_over("ABCDEF", 3), max_size=3))
    answers = [f"A{m}C" for m in middles] + [f"{f}EE" for f in firsts] + others
    puzzle, hard = small_puzzle(answers, extra), draw(st.booleans())
    return puzzle, draw(st.integers(2, 4)), hard, hard_rule(puzzle, ()) if hard else None


@SETTINGS
@given(crowded_puzzles(), st.integers(0, 40))
def test_the_extra_cuts_keep_every_guess_value_and_every_bound(case, budget):
    """An opener's search with Selby's extra cuts (extra_cuts=True: a candidate leaving one
    pair settles a position; a guess keeping together candidates no guess tells apart is
    ruled out with three guesses left) values every first guess as the brute force does,
    and under a budget gives the optimum below it and a true bound at or over it."""
    puzzle, turns, hard, rule = case
    assume(turns >= 3 or hard)  # two turns: the cuts do nothing, the hard puzzles check the rest
    best, cost = brute_force(puzzle.guesses, puzzle.answers, turns, hard)
    search = Search(puzzle, long=True, families=True, extra_cuts=True)
    for guess in puzzle.guesses:
        total = search.guess_total(puzzle.everyone(), turns, rule, puzzle.row[guess], INFEASIBLE + 1)
        expected = _as_total(cost(frozenset(puzzle.answers), turns, (), guess))
        assert min(total, INFEASIBLE) == expected, guess
    optimum_ = _as_total(best(frozenset(puzzle.answers), turns, ()))
    found = Search(puzzle, extra_cuts=True).value(puzzle.everyone(), turns, rule, budget)
    assert found == optimum_ if optimum_ < budget else budget <= found <= optimum_


def test_a_guess_keeping_together_candidates_no_guess_tells_apart_is_ruled_out():
    """Four words alike but in the middle, and two guesses besides that test no middle letter:
    ABC, tried first, leaves ACC, ADC and AEC together, which no guess tells apart (each tests
    one middle), so with three guesses left AFC and FFF, which keep them together too, are
    ruled out untried, and the position is impossible."""
    puzzle = small_puzzle([f"A{m}C" for m in "BCDE"], ["AFC", "FFF"])
    search = Search(puzzle, extra_cuts=True)
    assert search.value(puzzle.everyone(), 3, None) == INFEASIBLE
    assert search.counts["cut: keeps together candidates no guess tells apart"] == 2


@SETTINGS
@given(puzzles())
def test_each_guess_value_equals_brute_force(case):
    """Every guess value listed is that guess's least total, and they come best first."""
    puzzle, turns, hard, rule = case
    _, cost = brute_force(puzzle.guesses, puzzle.answers, turns, hard)
    ranking = guess_values(Search(puzzle), puzzle.everyone(), turns, rule, top=3)
    values = ranking.values
    assert ranking.complete
    everyone = frozenset(puzzle.answers)
    for value in values:
        assert value.exact
        assert value.total == _as_total(cost(everyone, turns, (), value.guess))
    assert [v.total for v in values] == sorted(v.total for v in values)
    if values:
        truth = sorted(
            _as_total(cost(everyone, turns, (), g))
            for g in puzzle.guesses
            if not hard or is_hard_mode_legal((), g)
        )
        assert [v.total for v in values] == truth[: len(values)]


@SETTINGS
@given(puzzles(), st.integers(1, 6))
def test_every_top_lists_a_prefix_of_one_order_with_possible_answers_first_in_ties(case, top):
    """For any ``top``, the guesses listed are the first of one order: least total first (brute
    force decides), guesses that may be the answer first among equal totals, and a shorter
    list is the start of a longer one."""
    puzzle, turns, hard, rule = case
    _, cost = brute_force(puzzle.guesses, puzzle.answers, turns, hard)
    everyone = frozenset(puzzle.answers)
    legal = [g for g in puzzle.guesses if not hard or is_hard_mode_legal((), g)]
    truth = sorted((_as_total(cost(everyone, turns, (), g)), g not in everyone) for g in legal)
    truth = [t for t in truth if t[0] < INFEASIBLE]
    longest = guess_values(Search(puzzle), puzzle.everyone(), turns, rule, top=top + 3).values
    ranking = guess_values(Search(puzzle), puzzle.everyone(), turns, rule, top=top).values
    assert [(v.total, v.guess not in everyone) for v in ranking] == truth[:top]
    assert [v.guess for v in ranking] == [v.guess for v in longest][:top]


@SETTINGS
@given(puzzles(), st.integers(0, 40))
def test_a_budget_gives_the_optimum_below_it_and_a_true_bound_above(case, budget):
    """With a budget, a value under it is the optimum; one at or over it never exceeds the optimum."""
    puzzle, turns, hard, rule = case
    best, _ = brute_force(puzzle.guesses, puzzle.answers, turns, hard)
    truth = _as_total(best(frozenset(puzzle.answers), turns, ()))
    got = Search(puzzle).value(puzzle.everyone(), turns, rule, budget)
    if got < budget:
        assert got == truth
    else:
        assert budget <= got <= truth


@SETTINGS
@given(puzzles())
def test_guess_bounds_never_exceed_the_guesses_optimum(case):
    """Every guess's lower bound (3n - wins - distinct scores) is at most its least total."""
    puzzle, turns, hard, rule = case
    _, cost = brute_force(puzzle.guesses, puzzle.answers, max(turns, 3), hard)
    rows, bound = Search(puzzle).bounds(puzzle.everyone(), rule)
    everyone = frozenset(puzzle.answers)
    for row, at_least in zip(rows.tolist(), bound.tolist()):
        assert at_least <= cost(everyone, max(turns, 3), (), puzzle.guesses[row])
    assert len(rows) == len([g for g in puzzle.guesses if not hard or is_hard_mode_legal((), g)])


@SETTINGS
@given(puzzles())
def test_the_optimal_tree_replays_to_its_total(case):
    """The tree built from the search finds every answer in time, for the total it claims."""
    puzzle, turns, hard, rule = case
    search = Search(puzzle)
    found = optimum(search, puzzle.everyone(), turns, rule)
    assume(found.feasible)
    tree = trees.build(puzzle, optimal_chooser(search, most=turns), hard)
    played = trees.replay_tree(tree, puzzle.guesses, puzzle.answers, hard)
    assert played.total == found.total
    assert played.max <= turns


def test_an_exhausted_limit_gives_a_flagged_upper_bound():
    """Out of positions, the answer is an upper bound, says so, and is at least the optimum."""
    puzzle = small_puzzle(["ABC", "ABD", "ABE", "ACB", "BAC", "CAB", "DAB", "EAB", "ADB"], ["DEA"])
    exact = optimum(Search(puzzle), puzzle.everyone(), 6)
    bounded = optimum(Search(puzzle), puzzle.everyone(), 6, limit=Limit(positions=0))
    assert exact.exact and not bounded.exact
    assert bounded.total >= exact.total
    assert "ran out" in bounded.search


# --- trees and their forms ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def little_tree() -> tuple[Puzzle, trees.Tree]:
    """The optimal tree of a small puzzle."""
    puzzle = small_puzzle(["ABC", "ABD", "ABE", "ACB", "BAC", "CAB", "DAB", "EAB", "ADB"], ["DEA"])
    return puzzle, trees.build(puzzle, optimal_chooser(Search(puzzle)))


def test_json_round_trips(little_tree):
    """A tree written as JSON text reads back as the same tree."""
    _, tree = little_tree
    text = json.dumps(trees.to_json(tree))
    assert trees.from_json(json.loads(text)) == tree
    assert set(json.loads(text)) == {"guess", "then"}


def test_json_leaves_have_no_then(little_tree):
    """A guess that can only win has no ``then`` key."""
    _, tree = little_tree

    def leaves(node):
        return (
            [node]
            if "then" not in node
            else [x for sub in node["then"].values() for x in leaves(sub)]
        )

    found = leaves(trees.to_json(tree))
    assert found and all(set(node) == {"guess"} for node in found)


def test_from_json_names_a_bad_node():
    """A node without a guess is refused with the node quoted."""
    with pytest.raises(trees.TreeError, match="expected a node"):
        trees.from_json({"then": {}})


def test_paths_round_trip_with_provenance(little_tree):
    """The compact form reads back as the same tree and the same provenance."""
    puzzle, tree = little_tree
    text = trees.dump_paths(tree, puzzle.answers, {"opening": tree.guess, "total": 7})
    again, provenance = trees.load_paths(text)
    assert again == tree
    assert provenance == {"opening": tree.guess, "total": "7"}


def test_outline_and_dot_show_every_guess(little_tree):
    """The outline and the dot text name each guess of the tree and each score."""
    puzzle, tree = little_tree
    outline, dot = trees.to_text(tree), trees.to_dot(tree)
    games = trees.replay_tree(tree, puzzle.guesses, puzzle.answers).games
    for guess in {g for game in games.values() for g in game}:
        assert guess in outline and f'"{guess}"' in dot
    assert outline.splitlines()[0] == tree.guess
    positions = {game[:k] for game in games.values() for k in range(1, len(game) + 1)}
    assert dot.startswith("digraph") and dot.count("->") == len(positions) - 1


def test_every_strategy_gives_a_tree_that_finds_every_answer():
    """A tree can be built from any chooser; the solver's strategies' trees all win."""
    puzzle = small_puzzle(["ABC", "ABD", "ABE", "ACB", "BAC", "CAB", "DAB", "EAB"], [])
    for strategy in ("entropy", "minimax", "lookahead"):
        tree = trees.build(puzzle, trees.strategy_chooser(puzzle, strategy))
        assert len(trees.replay_tree(tree, puzzle.guesses, puzzle.answers).games) == len(puzzle.answers)


def test_replay_refuses_a_guess_that_breaks_hard_mode():
    """Replaying in hard mode names the answer and the guess that drops a hint."""
    tree = trees.Tree("ABC", (("..C", trees.Tree("DDD", (("...", trees.Tree("EEC")),))),))
    with pytest.raises(trees.TreeError, match="EEC: DDD breaks hard mode"):
        trees.replay_tree(tree, ["ABC", "DDD", "EEC"], ["EEC"], hard=True)


def test_replay_refuses_a_missing_branch():
    """Replaying names the answer whose score has no branch."""
    with pytest.raises(trees.TreeError, match="CAB: the tree has no branch"):
        trees.replay_tree(trees.Tree("ABC"), ["ABC", "CAB"], ["CAB"])


# --- the stored trees ------------------------------------------------------------------------------


@pytest.mark.parametrize("hard, total", [(False, 7907), (True, 8120)])
def test_stored_trees_replay_every_answer_to_a_win(hard, total):
    """The stored tree finds all 2,315 answers within six allowed guesses (keeping hard mode's
    hints when hard) for the known optimum, and records the lists it was made for."""
    puzzle = load_puzzle()
    path = DATA / f"tree-{'hard' if hard else 'normal'}.txt"
    tree, provenance = trees.load_paths(path.read_text(encoding="utf-8"))
    played = trees.replay_tree(tree, puzzle.guesses, puzzle.answers, hard)
    assert len(played.games) == 2315
    assert played.max <= 6 and played.failures == 0
    assert played.total == total == int(provenance["total"])
    assert provenance["lists"].startswith(puzzle.key)
    assert all(np.isin([len(g) for g in played.games.values()], range(1, 7)))


@pytest.mark.parametrize("hard, pair", [(False, "TARSE=.a..."), (True, "SALET=.a...")])
def test_ranking_after_the_opening_agrees_with_the_stored_tree(hard, pair):
    """From a position after the stored opening, the best total ranked is what the stored tree
    takes from there, and the tree's own guess is valued first."""
    from wordfinder.solver.exact import rank_position
    from wordfinder.notation import GuessScore

    puzzle = load_puzzle()
    earned = GuessScore.parse(pair).score
    ranking = rank_position(Search(puzzle), [earned], hard, top=3)
    tree = trees.stored_tree(puzzle, hard)
    games = trees.replay_tree(tree, puzzle.guesses, puzzle.answers, hard).games
    after = [len(g) - 1 for a, g in games.items() if score(earned.guess, a) == earned]
    assert ranking.complete and ranking.count == len(after)
    assert ranking.best.exact and ranking.best.total == sum(after)
    assert trees.follow(tree, [earned]).guess in {
        v.guess for v in ranking.values if v.total == sum(after)
    }


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 260), st.integers(1, 40), st.integers(1, 729), st.data())
def test_distinct_scores_and_pairs_sharing_one_by_definition(n, columns, spread, data):
    """The bounds' two counts, per guess (column) whose bound ``3n - w - d`` is under the
    budget: the distinct scores among the candidates, and the pairs of candidates sharing a
    score, as counted one by one (few candidates are compared pairwise, many counted by
    bucket: both ways are drawn; a tight budget drops guesses along the way), and the same
    compared a few candidates at a time, as for more guesses than these (up to 80 candidates:
    by blocks, or one at a time as over many guesses); and the distinct scores of every
    column alone (compared a row at a time, all pairs at once, or counted by bucket).  Scores
    are bytes up to five letters and two bytes from six (729 scores: counted by bucket, 256 a
    guess ran into the next guess's and raised)."""
    from collections import Counter
    from unittest.mock import patch

    from wordfinder.solver.exact import (
        _PAIRWISE_UP_TO,
        _compared_in_blocks,
        _distinct,
        _distinct_and_pairs,
    )

    seed = data.draw(st.integers(min_value=0, max_value=2**32 - 1))
    below = data.draw(st.integers(min_value=n, max_value=3 * n + 1))
    rng = np.random.default_rng(seed)
    dtype = np.uint16 if spread > 243 or data.draw(st.booleans()) else np.uint8
    codes = rng.integers(0, spread, size=(n, columns)).astype(dtype)
    wins = rng.integers(0, 2, size=columns).astype(np.int64)
    kept, distinct, pairs = _distinct_and_pairs(codes, wins, below)
    expected = []
    for j in range(columns):
        sizes = Counter(codes[:, j].tolist()).values()
        if 3 * n - wins[j] - len(sizes) < below:
            expected.append((j, len(sizes), sum(k * (k - 1) // 2 for k in sizes)))
    assert list(zip(kept.tolist(), distinct.tolist(), pairs.tolist())) == expected
    if n <= _PAIRWISE_UP_TO:  # counts in bytes
        for wide in (0, 2_000):  # one candidate at a time over more guesses than _WIDE, else blocks
            with patch("wordfinder.solver.exact._WIDE", wide):
                kept, distinct, pairs = _compared_in_blocks(codes, wins, below)
            assert list(zip(kept.tolist(), distinct.tolist(), pairs.tolist())) == expected
    assert _distinct(codes).tolist() == [len(set(codes[:, j].tolist())) for j in range(columns)]
