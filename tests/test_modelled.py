"""Games under an answer model (benchmark --secrets): every game won with the engine's scores,
each choice the best by its weighted figure computed from score(), and the original model the
solver's own game."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ALPHABETS, word_lists
from wordfinder.answers import AnswerModel, answer_model
from wordfinder.errors import WordListError
from wordfinder.feedback import score
from wordfinder.solver.modelled import _weighted_choice, benchmark_secrets, modelled_puzzle, play_modelled
from wordfinder.solver.playing import play
from wordfinder.solver.puzzle import load_puzzle
from wordfinder.solver.safety import finishes_after
from wordfinder.solver.weighted import weighted_figures
from wordfinder.solver.patterns import pattern_matrix

STRATEGIES = ("optimal", "lookahead", "entropy", "expected", "minimax")


@st.composite
def models(draw: st.DrawFn):
    """A small model: distinct words over a small alphabet, with positive weights."""
    alphabet = draw(st.sampled_from(ALPHABETS))
    length = draw(st.integers(min_value=2, max_value=4))
    words = draw(word_lists(alphabet, length, max_size=20).filter(bool))
    weights = draw(st.lists(st.floats(min_value=0.01, max_value=5.0), min_size=len(words), max_size=len(words)))
    return AnswerModel("likely", tuple(words), weights)


@settings(max_examples=40, deadline=None)
@given(models(), st.sampled_from(STRATEGIES), st.data())
def test_every_secret_is_found_with_the_engines_scores(model, strategy, data):
    """A game under the model ends with the secret, and every word guessed before it is
    ruled out by the scores so far (replayed with score())."""
    modelled = modelled_puzzle(model)
    secret = data.draw(st.sampled_from(model.words))
    run = play_modelled(modelled, secret, strategy)
    assert run.guesses[-1] == secret
    assert secret not in run.guesses[:-1]
    assert len(run.guesses) <= len(model.words)


@settings(max_examples=40, deadline=None)
@given(models(), st.sampled_from(STRATEGIES))
def test_the_choice_is_the_best_by_its_weighted_figure(model, strategy):
    """At the start, the guess chosen has the least cost over every guess shown sure to finish
    within six (test_weighted holds the weighted figures to brute force with score())."""
    modelled = modelled_puzzle(model)
    puzzle = modelled.puzzle
    left = puzzle.everyone()
    row = _weighted_choice(modelled, left, None, strategy, 0)
    weights = modelled.weights
    if len(left) <= 2:
        assert puzzle.guesses[row] == puzzle.answers[int(np.argmax(weights))]
        return
    codes = pattern_matrix(puzzle.guesses, puzzle.answers)
    shown = weighted_figures(codes, weights, puzzle.length)
    cost = {"entropy": -shown.bits, "expected": shown.expected, "minimax": shown.heaviest}.get(strategy, shown.estimate)
    safe = [r for r in range(len(puzzle.guesses)) if finishes_after(puzzle, left, None, r, 6)]
    assert cost[row] == pytest.approx(min(cost[safe]) if safe else cost.min(), abs=1e-9)


def test_two_words_left_guess_the_likelier():
    """With two candidates the likelier one is guessed first."""
    modelled = modelled_puzzle(AnswerModel("likely", ("AB", "BA"), (1.0, 3.0)))
    assert play_modelled(modelled, "BA", "optimal").guesses == ("BA",)
    assert play_modelled(modelled, "AB", "optimal").guesses == ("BA", "AB")


def test_a_secret_outside_the_model_is_refused_by_name():
    """Under the original model, a modern answer outside the 2,315 cannot be played."""
    modelled = modelled_puzzle(answer_model("original"))
    with pytest.raises(WordListError, match="GIZMO"):
        benchmark_secrets(modelled, ["CRANE", "GIZMO"], "optimal")


def test_the_original_model_plays_the_solvers_own_games():
    """--answers original --secrets FILE plays each secret as the plain benchmark does."""
    secrets = ["CRANE", "SLATE", "FIFTY", "JAZZY", "WATCH"]
    result = benchmark_secrets(modelled_puzzle(answer_model("original")), secrets, "optimal")
    puzzle = load_puzzle()
    assert [r.guesses for r in result.runs] == [play(puzzle, s, "optimal").guesses for s in secrets]
    assert all(score(r.guesses[-1], r.answer).is_win for r in result.runs)
