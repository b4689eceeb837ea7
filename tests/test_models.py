"""Games under an answer model (benchmark --secrets): every game won with the engine's scores,
each choice the best by its weighted figure computed from score(), and the original model the
solver's own game."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from conftest import ALPHABETS, universe, word_lists
from wordfinder.game import NYT
from wordfinder.answers import AnswerModel, answer_model
from wordfinder.errors import WordListError
from wordfinder.feedback import score
from wordfinder.solver.playing import benchmark, model_tree
from wordfinder.solver.ranking import _weighted_choice
from wordfinder.solver.reviewing import review
from wordfinder.solver.suggesting import suggest
from wordfinder.solver.trees import load_paths, tree_file_name
from wordfinder.solver.playing import run_game
from wordfinder.solver.puzzle import load_puzzle
from wordfinder.solver import safety
from wordfinder.solver.safety import finishes_after
from wordfinder.solver.strategies import Node
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
    puzzle = load_puzzle(model=model)
    secret = data.draw(st.sampled_from(model.words))
    run = run_game(NYT, secret, strategy, puzzle=puzzle)
    assert run.guesses[-1] == secret
    assert secret not in run.guesses[:-1]
    assert len(run.guesses) <= len(model.words)


@settings(max_examples=40, deadline=None)
@given(models(), st.sampled_from(STRATEGIES))
def test_the_choice_is_the_best_by_its_weighted_figure(model, strategy):
    """At the start, the guess chosen has the least cost over every guess shown sure to finish
    within six (test_weighted holds the weighted figures to brute force with score())."""
    puzzle = load_puzzle(model=model)
    left = puzzle.everyone()
    row = _weighted_choice(puzzle, Node(left, (), None), strategy)
    weights = puzzle.weights
    if len(left) <= 2:  # the likelier of two is guessed, whatever the figures
        assert puzzle.guesses[row] == puzzle.answers[int(np.argmax(weights))]
    else:
        codes = pattern_matrix(puzzle.guesses, puzzle.answers)
        shown = weighted_figures(codes, weights, puzzle.length)
        cost = {"entropy": -shown.bits, "expected": shown.expected, "minimax": shown.heaviest}.get(strategy, shown.estimate)
        safe = [r for r in range(len(puzzle.guesses)) if finishes_after(puzzle, left, None, r, 6)]
        assert cost[row] == pytest.approx(min(cost[safe]) if safe else cost.min(), abs=1e-9)


def test_two_words_left_guess_the_likelier():
    """With two candidates the likelier one is guessed first."""
    puzzle = load_puzzle(model=AnswerModel("likely", ("AB", "BA"), (1.0, 3.0)))
    assert run_game(NYT, "BA", "optimal", puzzle=puzzle).guesses == ("BA",)
    assert run_game(NYT, "AB", "optimal", puzzle=puzzle).guesses == ("BA", "AB")


def test_a_secret_outside_the_model_is_refused_by_name():
    """Under the original model, a modern answer outside the 2,315 cannot be played."""
    puzzle = load_puzzle(model=answer_model("original"))
    with pytest.raises(WordListError, match="GIZMO"):
        benchmark(NYT, "optimal", secrets=["CRANE", "GIZMO"], puzzle=puzzle)


@settings(max_examples=25, deadline=None)
@given(models(), st.sampled_from(STRATEGIES), st.data())
def test_a_secret_outside_a_likely_model_is_played_as_its_least_likely_word(model, strategy, data):
    """Under likely (and all), a secret that is not one of the model's words is added to
    them, as likely as its least likely word, and found with the engine's scores."""
    outside = [w for w in universe("ABCD", len(model.words[0])) if w not in model.words]
    secret = data.draw(st.sampled_from(outside))
    extended = model.extended([secret, secret])
    assert extended.words == (*model.words, secret)
    assert extended.weight(secret) == min(model.weight(w) for w in model.words)
    assert model.extended(model.words) is model
    result = benchmark(NYT, strategy, secrets=[model.words[0], secret], puzzle=load_puzzle(model=model))
    assert [run.guesses[-1] for run in result.runs] == [model.words[0], secret]
    assert all(run.answer not in run.guesses[:-1] for run in result.runs)


def test_the_original_model_plays_the_solvers_own_games():
    """--answers original --secrets FILE plays each secret as the plain benchmark does."""
    secrets = ["CRANE", "SLATE", "FIFTY", "JAZZY", "WATCH"]
    result = benchmark(NYT, "optimal", secrets=secrets, puzzle=load_puzzle(model=answer_model("original")))
    puzzle = load_puzzle()
    assert [r.guesses for r in result.runs] == [run_game(NYT, s, "optimal", puzzle=puzzle).guesses for s in secrets]
    assert all(score(r.guesses[-1], r.answer).is_win for r in result.runs)


# --- suggest --answers MODEL ----------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(models(), st.sampled_from(STRATEGIES), st.data())
def test_weighted_suggestions_are_the_figures_of_the_words_that_fit(model, strategy, data):
    """After a history, the candidates are the model's words that reproduce every score
    (replayed with score()), most likely first, with probabilities summing to 1; each
    suggestion's bits and expected count are the weighted figures over them, and the
    ranking follows the strategy's cost (the first may be moved up as the safe one)."""
    puzzle = load_puzzle(model=model)
    secret = data.draw(st.sampled_from(model.words))
    guess = data.draw(st.sampled_from(puzzle.guesses))
    history = [score(guess, secret)] if data.draw(st.booleans()) else []  # Scores: no notation to misread
    assume(not any(h.is_win for h in history))  # a won game has no guess to suggest
    shown = suggest(history, strategy, top=len(puzzle.guesses), puzzle=puzzle)
    weight = dict(zip(model.words, model.weights))
    fit = [w for w in model.words if all(score(h.guess, w) == h for h in history)]
    assert sorted(shown.candidates) == sorted(fit)
    assert sum(shown.weights) == pytest.approx(1.0)
    assert all(a >= b - 1e-12 for a, b in zip(shown.weights, shown.weights[1:]))  # most likely first
    assert all(p == pytest.approx(weight[w] / sum(weight[f] for f in fit)) for w, p in shown.probabilities.items())
    codes = pattern_matrix(puzzle.guesses, list(shown.candidates))
    figures = weighted_figures(codes, np.array(shown.weights), puzzle.length)
    cost = {"entropy": -figures.bits, "expected": figures.expected, "minimax": figures.heaviest}.get(
        strategy, figures.estimate
    )
    rows = [puzzle.guesses.index(s.guess) for s in shown.ranked]
    assert len(rows) == len(puzzle.guesses)
    for s, row in zip(shown.ranked, rows):
        assert s.bits == pytest.approx(figures.bits[row], abs=1e-9)
        assert s.expected == pytest.approx(figures.expected[row], abs=1e-9)
        assert s.possible == (s.guess in fit)
    later = cost[rows[1:]]
    assert all(later[:-1] <= later[1:] + 1e-9)


@pytest.mark.parametrize("strategy", ["entropy", "expected", "frequency"])
def test_weighted_suggestions_under_all_match_plain_suggest(strategy):
    """Under the uniform ``all`` model, suggest ranks as it does with the word list as its
    own answers: the same guesses with the same figures.  (Weighted minimax breaks ties by
    the likelier answer, plain minimax by the fewest left on average: they may differ.)"""
    from wordfinder.solver.puzzle import load_puzzle as lists_puzzle
    from wordfinder.solver.suggesting import suggest

    words = load_puzzle().answers[:300]
    plain = suggest(["CRANE=....."], strategy, top=5, puzzle=lists_puzzle(words, words))
    weighted = suggest(["CRANE=....."], strategy, top=5, puzzle=load_puzzle(words, model=answer_model("all", words)))
    shown = [(s.guess, round(s.bits, 9), round(s.expected, 9), s.worst, s.figure) for s in weighted.ranked]
    assert shown == [(s.guess, round(s.bits, 9), round(s.expected, 9), s.worst, s.figure) for s in plain.ranked]
    assert set(weighted.candidates) == set(plain.candidates)


def test_a_broad_position_is_ranked_over_a_shortlist_and_says_so(monkeypatch):
    """Above the cell budget, the guesses are ranked over a shortlist: complete is False,
    the reason says so, and every figure shown is still exact over all the candidates."""
    from wordfinder.solver import suggesting as module

    words = load_puzzle().answers[:400]
    puzzle = load_puzzle(words, model=answer_model("likely", words))
    monkeypatch.setattr(module, "SHORTLIST_CELLS", 1000)
    monkeypatch.setattr(module, "SHORTLIST", 20)
    monkeypatch.setattr(module, "LIKELIEST", 5)
    shown = suggest([], "expected", top=20, puzzle=puzzle)
    assert not shown.complete
    assert "shortlist" in shown.why
    codes = pattern_matrix(puzzle.guesses, list(shown.candidates))
    figures = weighted_figures(codes, np.array(shown.weights), 5)
    for s in shown.ranked:
        assert s.expected == pytest.approx(figures.expected[puzzle.guesses.index(s.guess)])


@settings(max_examples=40, deadline=None)
@given(models(), st.data())
def test_the_letter_shortlist_keeps_the_guesses_that_test_most(model, data):
    """letter_shortlist returns ``size`` distinct rows of those given, sorted; and a guess
    it keeps scores at least as high, by the letters it tests, as any it drops (checked
    against a plain recount of each guess's letter and place entropies)."""
    from wordfinder.solver.ranking import letter_shortlist

    puzzle = load_puzzle(model=model)
    left = puzzle.everyone()
    weights = puzzle.weights[left] / puzzle.weights[left].sum()
    rows = np.arange(len(puzzle.guesses))
    size = data.draw(st.integers(1, len(rows)))
    kept = letter_shortlist(puzzle, left, weights, rows, size)
    assert len(kept) == size and len(set(kept.tolist())) == size and list(kept) == sorted(kept)

    def binary(p):
        return 0.0 if p <= 0 or p >= 1 else -(p * np.log2(p) + (1 - p) * np.log2(1 - p))

    def tests(guess):
        answers = [puzzle.answers[i] for i in left]
        places = sum(binary(sum(w for a, w in zip(answers, weights) if a[i] == c)) for i, c in enumerate(guess))
        letters = sum(binary(sum(w for a, w in zip(answers, weights) if c in a)) for c in set(guess))
        return places + letters

    scores = {int(r): tests(puzzle.guesses[r]) for r in rows}
    dropped = set(scores) - set(kept.tolist())
    if dropped:
        assert min(scores[int(r)] for r in kept) >= max(scores[r] for r in dropped) - 1e-6


@settings(max_examples=30, deadline=None)
@given(models(), st.sampled_from(STRATEGIES), st.booleans(), st.data())
def test_a_stored_tree_replays_the_games_it_holds_and_the_solver_takes_over_off_it(model, strategy, hard, data):
    """A tree recorded from some games (as scripts/make_trees.py --models records them)
    changes no game: the secrets it holds replay its guesses, the others leave it where
    their game does and go on as the solver alone would play them."""
    puzzle = load_puzzle(model=model)
    alone = {s: run_game(NYT.changed(hard=hard), s, strategy, puzzle=puzzle).guesses for s in model.words}
    recorded = data.draw(st.lists(st.sampled_from(model.words), min_size=1, unique=True))
    tree, _ = load_paths("\n".join(" ".join(alone[s]) for s in recorded) + "\n")
    fresh = load_puzzle(model=model)  # nothing remembered from the games above
    for secret in model.words:
        assert run_game(NYT.changed(hard=hard), secret, strategy, tree=tree, puzzle=fresh).guesses == alone[secret]


def test_a_tree_made_under_another_model_is_not_used(tmp_path, monkeypatch):
    """A stored model tree names the model's fingerprint: another prior table (or list)
    never replays it."""
    likely = AnswerModel("likely", ("ABC", "BCA", "CAB", "ACB"), (1.0, 2.0, 3.0, 4.0))
    other = AnswerModel("likely", likely.words, (4.0, 3.0, 2.0, 1.0))
    assert likely.fingerprint != other.fingerprint
    assert likely.fingerprint == AnswerModel("likely", likely.words, ("1.0", "2", 3.0, 4)).fingerprint
    puzzle = load_puzzle(model=likely)
    games = [run_game(NYT, s, "entropy", puzzle=puzzle).guesses for s in likely.words]
    head = (
        f"# lists: {puzzle.key} (4 guesses, 4 answers)\n"
        f"# model: likely {likely.fingerprint}\n"
    )
    monkeypatch.setattr("wordfinder.words.data_path", lambda name: str(tmp_path / name))
    (tmp_path / tree_file_name(False, "entropy", "likely")).write_text(head + "\n".join(" ".join(g) for g in games) + "\n")
    assert model_tree(NYT, "entropy", puzzle=puzzle) is not None
    assert model_tree(NYT, "entropy", puzzle=load_puzzle(model=other)) is None
    assert model_tree(NYT.changed(hard=True), "entropy", puzzle=puzzle) is None  # no hard-mode tree stored


def test_trees_stored_beside_a_models_own_are_found_by_their_openings(tmp_path, monkeypatch):
    """A model's trees from other openings, stored beside its own (tree-likely-optimal-hard-bca.txt),
    are found by their openings, its own first; one made under another prior is not, and a
    game is followed through the tree that opens as it did."""
    from wordfinder.solver.trees import stored_openings, stored_subtree

    likely = AnswerModel("likely", ("ABC", "ABX", "AXC", "XBC"), (1.0, 2.0, 3.0, 4.0))  # each opening tells all apart
    puzzle = load_puzzle(model=likely)
    model = (likely.name, likely.fingerprint)
    monkeypatch.setattr("wordfinder.words.data_path", lambda name: str(tmp_path / "none" / name))
    assert stored_openings(puzzle, True, "optimal", model) == ()  # (the files read are remembered)
    monkeypatch.setattr("wordfinder.words.data_path", lambda name: str(tmp_path / name))

    def store(opening: str | None, fingerprint: str, first: str) -> None:
        head = f"# lists: {puzzle.key} (4 guesses, 4 answers)\n# model: likely {fingerprint}\n"
        paths = [[first] + ([] if word == first else [word]) for word in likely.words]
        name = tree_file_name(True, "optimal", "likely", opening=opening)
        (tmp_path / name).write_text(head + "\n".join(" ".join(p) for p in paths) + "\n")

    store(None, likely.fingerprint, "AXC")
    store("ABX", likely.fingerprint, "ABX")
    store("ABC", "0" * 20, "ABC")  # made under another prior
    assert stored_openings(puzzle, True, "optimal", model) == ("AXC", "ABX")
    played = [score("ABX", "XBC")]
    assert stored_subtree(puzzle, played, True, "optimal", model, "ABX").guess == "XBC"
    assert stored_subtree(puzzle, [score("ABC", "XBC")], True, "optimal", model, "ABC") is None
    assert stored_subtree(puzzle, [score("AXC", "XBC")], True, "optimal", model, "AXC").guess == "XBC"
    assert stored_subtree(puzzle, [score("AXC", "XBC")], True, "optimal", model).guess == "XBC"  # its own


# --- analyze --answers MODEL -----------------------------------------------------------------


def _weighted_entropy(guess, fit, weight):
    """Brute force: the entropy of the weights of the buckets ``guess`` splits ``fit`` into."""
    buckets: dict[str, float] = {}
    for word in fit:
        key = str(score(guess, word))
        buckets[key] = buckets.get(key, 0.0) + weight[word]
    total = sum(buckets.values())
    return -sum(w / total * math.log2(w / total) for w in buckets.values())


@settings(max_examples=30, deadline=None)
@given(models(), st.sampled_from(STRATEGIES), st.data())
def test_a_review_under_a_model_weighs_every_bit_by_it(model, strategy, data):
    """Each guess of a game reviewed under a model: its candidates are the words that replay
    the scores before it, and its bits, expected bits and the best guess's bits are the
    weighted figures, computed here from score() and the weights alone."""
    puzzle = load_puzzle(model=model)
    secret = data.draw(st.sampled_from(model.words))
    guesses = data.draw(st.lists(st.sampled_from(model.words), min_size=1, max_size=3))
    assume(secret not in guesses[:-1])  # a game ends with its winning row
    pairs = [score(g, secret) for g in guesses]
    reviewed = review(NYT, pairs, secret, strategy=strategy, puzzle=puzzle)
    weight = dict(zip(model.words, model.weights))
    assert reviewed.model == "likely" and len(reviewed.guesses) == len(pairs)
    for turn, g in enumerate(reviewed.guesses):
        fit = [w for w in model.words if all(score(p.guess, w) == p for p in pairs[:turn])]
        total = sum(weight[w] for w in fit)
        kept = [w for w in fit if score(pairs[turn].guess, w) == pairs[turn]]
        best_kept = [w for w in fit if score(g.best.guess, w) == score(g.best.guess, secret)]
        assert (g.before, g.after, g.best_after) == (len(fit), len(kept), len(best_kept))
        assert g.bits == pytest.approx(-math.log2(sum(weight[w] for w in kept) / total), abs=1e-9)
        assert g.best_bits == pytest.approx(-math.log2(sum(weight[w] for w in best_kept) / total), abs=1e-9)
        assert g.expected_bits == pytest.approx(_weighted_entropy(pairs[turn].guess, fit, weight), abs=1e-9)
        assert g.best_expected_bits == pytest.approx(_weighted_entropy(g.best.guess, fit, weight), abs=1e-9)
        assert g.best.bits == pytest.approx(g.best_expected_bits, abs=1e-9)


def test_a_review_under_the_uniform_model_counts_as_the_plain_review():
    """Under ``all`` over a list that is its own answers, every count and bit of a review is
    the plain review's (the best guess may differ: optimal is exact there, estimated here)."""
    from wordfinder.solver.puzzle import load_puzzle as lists_puzzle
    from wordfinder.solver.reviewing import review

    words = load_puzzle().answers[:300]
    secret = words[5]
    pairs = [f"{w}={score(w, secret)}" for w in (words[0], words[9])]
    plain = review(NYT, pairs, secret, strategy="entropy", puzzle=lists_puzzle(words, words))
    weighted = review(NYT, pairs, secret, strategy="entropy", puzzle=load_puzzle(words, model=answer_model("all", words)))
    shown = [(g.before, g.after, round(g.bits, 9), round(g.expected_bits, 9)) for g in weighted.guesses]
    assert shown == [(g.before, g.after, round(g.bits, 9), round(g.expected_bits, 9)) for g in plain.guesses]
    assert weighted.model == "all" and plain.model == "original"


def test_a_review_refuses_an_answer_the_model_does_not_allow():
    """A game played for a word outside the model is an error naming the word."""
    puzzle = load_puzzle(model=AnswerModel("likely", ("ABC", "BCA", "CAB"), (1.0, 2.0, 3.0)))
    with pytest.raises(WordListError, match="'ACB': not a word the 'likely' answer model allows"):
        review(NYT, ["ABC=Abc"], "ACB", puzzle=puzzle)


def test_a_review_along_the_stored_tree_takes_its_plays_with_weighted_figures():
    """A game the stored likely tree plays, reviewed under likely: each best guess is the
    tree's own (so every skill is 0), with the weighted figures of brute force."""
    model = answer_model("likely")
    puzzle = load_puzzle(model=model)
    tree = model_tree(NYT, "lookahead", puzzle=puzzle)
    run = run_game(NYT, "FIFTY", "lookahead", tree=tree, puzzle=puzzle)
    reviewed = review(NYT, [score(g, "FIFTY") for g in run.guesses], "FIFTY", strategy="lookahead", puzzle=puzzle)
    assert [g.best.guess for g in reviewed.guesses] == list(run.guesses)
    assert all(g.skill == 0 for g in reviewed.guesses)
    first = reviewed.guesses[0]
    weight = dict(zip(model.words, model.weights))
    assert first.best.bits == pytest.approx(_weighted_entropy(run.guesses[0], model.words, weight), abs=1e-9)


def test_common_ranks_the_common_words_and_says_what_that_costs(monkeypatch):
    """suggest --common keeps the full ranking's order among the common words (the 5,000
    likeliest answers by the prior), names the best guess of all, and its cost is the
    difference of the two guesses' estimates; without it nothing is said."""
    from wordfinder.solver.suggesting import COMMON_WORDS, common_rows

    puzzle = load_puzzle(model=answer_model("likely"))
    history = ["CRANE=..a.e", "SLOTH=.l..."]
    # The safety check may move a different guess up in either list: it is given no work
    # (neither its search nor, when that shows nothing sure, the families' searches).
    monkeypatch.setattr(safety, "SAFETY_WORK", 0)
    monkeypatch.setattr(safety, "FAMILY_WORK", 0)
    every = suggest(history, "optimal", top=100, puzzle=puzzle)
    common = suggest(history, "optimal", top=5, puzzle=puzzle, common=True)
    known = {puzzle.guesses[i] for i in common_rows(puzzle)}
    assert len(known) == COMMON_WORDS and every.common is None
    assert all(s.guess in known for s in common.ranked)
    assert [s.guess for s in common.ranked] == [s.guess for s in every.ranked if s.guess in known][:5]
    best, cost = common.common
    assert best == every.ranked[0].guess
    assert cost == pytest.approx(common.ranked[0].figure - every.ranked[0].figure) and cost >= 0
    assert ("best of all guesses" in common.why) and "common words" in common.why


def test_a_game_under_a_model_with_past_answers_pickles():
    """A game whose answer model down-weights past answers goes to a worker process whole:
    the model comes back with the same words, weights and fingerprint."""
    import pickle

    lowered = answer_model("likely").with_played(["CRANE", "SLATE"])
    game = NYT.changed(answers=lowered)
    back = pickle.loads(pickle.dumps(game))
    assert back.played == game.played and back.answers.words == lowered.words
    assert back.answers.weights == lowered.weights and back.answers.fingerprint == lowered.fingerprint
