"""The stored decision trees of data/: what each strategy plays, replayed by the feedback engine."""

from __future__ import annotations

import random

import pytest

from wordfinder.solver import load_puzzle
from wordfinder.notation import GuessScore
from wordfinder.solver.hardmode import hard_rule, rule_after
from wordfinder.solver.patterns import encode
from wordfinder.solver.ranking import choose
from wordfinder.solver.strategies import STRATEGY, Node
from wordfinder.solver.trees import games_through, stored_tree


@pytest.fixture(scope="module")
def puzzle(tmp_path_factory):
    """The bundled lists' puzzle (its pattern matrix cached in a folder of the tests')."""
    import os

    os.environ.setdefault("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
    return load_puzzle()


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize("strategy", ["optimal", *STRATEGY])
def test_every_stored_tree_finds_every_answer(puzzle, strategy, hard):
    """Each strategy's stored tree holds every answer: played through it, every game ends on
    its answer, each score given by the engine."""
    tree = stored_tree(puzzle, hard, strategy)
    assert tree is not None, f"no stored tree for {strategy}"
    games = games_through(tree, puzzle.answers)
    assert games is not None and [a for a, _ in games] == list(puzzle.answers)
    assert all(guesses[-1] == answer for answer, guesses in games)


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize("strategy", ["entropy", "expected", "minimax"])
def test_stored_trees_are_what_the_strategy_plays(puzzle, strategy, hard):
    """At positions drawn from the stored tree, the strategy decides now what the tree says
    (the stored trees are a record of the strategy, not a strategy of their own)."""
    tree = stored_tree(puzzle, hard, strategy)
    rng = random.Random(f"{strategy}{hard}")
    for _ in range(8):
        node, left, history = tree, puzzle.everyone(), []
        rule = hard_rule(puzzle, ()) if hard else None
        while node.then and (not history or rng.random() < 0.7):
            earned, following = node.then[rng.randrange(len(node.then))]
            pattern = encode(GuessScore.parse(f"{node.guess}={earned}").score)
            left = left[puzzle.patterns[puzzle.row[node.guess], left] == pattern]
            rule = None if rule is None else rule_after(rule, node.guess, pattern)
            history.append(GuessScore.parse(f"{node.guess}={earned}").score)
            node = following
        chosen = choose(puzzle, Node(left, tuple(history), rule), strategy)
        assert puzzle.guesses[chosen] == node.guess, (strategy, [str(s) for s in history])
