"""The solver: candidates, hard mode, the strategies' rankings, suggestions, games and reviews."""

from __future__ import annotations

import functools
import itertools
import json
import math
import os
from collections import Counter
from unittest import mock

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from wordfinder.game import NYT
from wordfinder import solver
from wordfinder.errors import BadNotation, Contradiction, GameWon, ImpossibleScore
from wordfinder.feedback import score
from wordfinder.finder import replay
from wordfinder.game import CLASSIC_GUESSES
from wordfinder.hardmode import hard_mode_problem
from wordfinder.notation import GuessScore
from wordfinder.solver import NoCandidates, Puzzle, benchmark, review, run_game
from wordfinder.solver.suggesting import suggest
from wordfinder.solver.hard_rows import hard_rule, legal_rows, rule_after
from wordfinder.solver.patterns import encode, pattern_matrix
from wordfinder.solver.puzzle import candidates, fitting_rows
from wordfinder.solver.ranking import rank
from wordfinder.solver.reviewing import MOST_GUESSES, GameTooLong
from wordfinder.solver import playing, ranking, safety, suggesting, suggestions
from wordfinder.solver.safety import SAFETY_WIDTH, can_finish, finishes_after, has_big_family
from wordfinder.solver.strategies import Node
from wordfinder.words import ANSWERS, bundled

# Four answers and a probe that tells them all apart: hand-checkable figures.
HATS = ("BAT", "CAT", "HAT", "MAT")
PROBE = "BCH"  # B green for BAT, C yellow for CAT, H yellow for HAT, nothing for MAT


@pytest.fixture(scope="session")
def cache_home(tmp_path_factory):
    """A pattern cache shared by this module's tests, outside the user's own."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def private_cache(cache_home, monkeypatch):
    """Every test (and the CLI it runs) caches its matrices in the shared test cache."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_home))


@pytest.fixture(scope="session")
def bundled_puzzle(cache_home):
    """The puzzle of the bundled lists, built once."""
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(cache_home)
    try:
        return solver.load_puzzle()
    finally:
        if old is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = old


def puzzle_of(guesses, answers) -> Puzzle:
    """A puzzle of small lists, its matrix computed directly."""
    guesses = tuple(guesses) + tuple(a for a in answers if a not in guesses)
    return Puzzle(guesses, tuple(answers), pattern_matrix(guesses, answers))


@pytest.fixture
def hats() -> Puzzle:
    """The four -AT answers and the probe BCH."""
    return puzzle_of((PROBE, *HATS), HATS)


def buckets(guess, answers) -> Counter:
    """The engine's split of the answers by the score ``guess`` earns: the reference for figures."""
    return Counter(str(score(guess, a)) for a in answers)


def reference_figures(guess, answers):
    """Bits, expected candidates left (a win leaves none) and worst bucket, by the definitions."""
    sizes = buckets(guess, answers)
    n = len(answers)
    won = guess in answers
    bits = -sum(k / n * math.log2(k / n) for k in sizes.values())
    expected = (sum(k * k for k in sizes.values()) - won) / n
    worst = max([k for s, k in sizes.items() if s != guess] or [0])
    return bits, expected, worst


# --- candidates and hard mode ---------------------------------------------------------------


SMALL_WORDS = tuple("".join(w) for w in itertools.product("ABCD", repeat=4))  # letters repeat heavily


@functools.cache
def small_puzzle() -> Puzzle:
    """All 256 four-letter words over ABCD as guesses, a third of them as answers."""
    return puzzle_of(SMALL_WORDS, SMALL_WORDS[::3])


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_fitting_rows_are_the_guesses_that_replay(data):
    """The allowed words that fit a history (what frequency guesses from, and the fallback's
    candidates), cut a score at a time, are exactly the guesses that reproduce every score."""
    puzzle = small_puzzle()  # one puzzle for every example: its memo must not confuse histories
    secret = data.draw(st.sampled_from(SMALL_WORDS))
    guesses = data.draw(st.lists(st.sampled_from(SMALL_WORDS), min_size=1, max_size=4))
    history = [score(g, secret) for g in guesses]
    fitting = fitting_rows(puzzle, history)
    assert [puzzle.guesses[i] for i in fitting] == replay([GuessScore(s) for s in history], puzzle.guesses)


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_candidates_are_the_answers_that_replay(bundled_puzzle, data):
    """The candidates after a history are exactly the answers that reproduce every score."""
    answers = bundled(ANSWERS)
    secret = data.draw(st.sampled_from(answers))
    guesses = data.draw(st.lists(st.sampled_from(bundled_puzzle.guesses), min_size=1, max_size=3))
    history = [score(g, secret) for g in guesses]
    left = candidates(bundled_puzzle, history)
    assert [answers[i] for i in left] == replay([GuessScore(s) for s in history], answers)


def test_candidates_after_a_word_outside_the_lists(hats):
    """A guess that is not in the word list is scored afresh."""
    left = candidates(hats, [score("XAX", "CAT")])
    assert [hats.answers[i] for i in left] == list(HATS)
    left = candidates(hats, [score("CXX", "CAT")])
    assert [hats.answers[i] for i in left] == ["CAT"]


@settings(max_examples=8, deadline=None)
@given(st.data())
def test_legal_rows_are_the_hard_mode_rule(bundled_puzzle, data):
    """The guesses the vectorised rule allows are exactly those hard_mode_problem accepts."""
    secret = data.draw(st.sampled_from(bundled(ANSWERS)))
    guesses = data.draw(st.lists(st.sampled_from(bundled_puzzle.guesses), min_size=1, max_size=3))
    history = [score(g, secret) for g in guesses]
    allowed = set(legal_rows(bundled_puzzle, hard_rule(bundled_puzzle, history)).tolist())
    for row, guess in enumerate(bundled_puzzle.guesses):
        assert (row in allowed) == (hard_mode_problem(history, guess) is None), guess


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_the_rule_after_a_score_is_the_rule_of_the_longer_history(bundled_puzzle, data):
    """rule_after, which an exact search asks of every bucket (merging each score's hints,
    worked out once), gives the rule hard_rule gives the history with that score added."""
    secret = data.draw(st.sampled_from(bundled(ANSWERS)))
    guesses = data.draw(st.lists(st.sampled_from(bundled_puzzle.guesses), min_size=1, max_size=3))
    history = [score(g, secret) for g in guesses]
    rule = hard_rule(bundled_puzzle, history[:-1])
    pattern = encode(history[-1])
    assert rule_after(rule, guesses[-1], pattern) == hard_rule(bundled_puzzle, history)


@settings(max_examples=10, deadline=None)
@given(st.data())
def test_hard_mode_suggestions_keep_every_hint(bundled_puzzle, data):
    """Every guess suggested in hard mode passes hard_mode_problem."""
    secret = data.draw(st.sampled_from(bundled(ANSWERS)))
    guesses = data.draw(st.lists(st.sampled_from(bundled_puzzle.guesses), min_size=1, max_size=2))
    history = [f"{g}={score(g, secret)}" for g in guesses]
    strategy = data.draw(st.sampled_from(["entropy", "minimax", "lookahead"]))
    found = suggest(history, strategy, hard=True, top=15, puzzle=bundled_puzzle)
    scores = [GuessScore.parse(h).score for h in history]
    for s in found.ranked:
        assert hard_mode_problem(scores, s.guess) is None, s.guess
        assert s.hard_legal


# --- figures and the strategies ----------------------------------------------------------------


def test_figures_of_the_probe_and_a_candidate(hats):
    """BCH splits the four answers apart (2 bits, 1 left); BAT wins or leaves three (0.81 bits)."""
    found = {s.guess: s for s in suggest([], "entropy", top=5, puzzle=hats).ranked}
    assert (found[PROBE].bits, found[PROBE].expected, found[PROBE].worst) == (2.0, 1.0, 1)
    assert not found[PROBE].possible
    assert found["BAT"].bits == pytest.approx(0.8113, abs=1e-4)
    assert (found["BAT"].expected, found["BAT"].worst, found["BAT"].possible) == (2.25, 3, True)


@pytest.mark.parametrize("strategy", ["entropy", "expected", "minimax", "lookahead"])
def test_the_probe_comes_first(hats, strategy):
    """Every splitting strategy puts the probe that tells all four answers apart first."""
    assert suggest([], strategy, puzzle=hats).best.guess == PROBE


def test_lookahead_counts_guesses_to_finish(hats):
    """The probe finishes in two guesses exactly: itself, then the answer it reveals."""
    best = suggest([], "lookahead", puzzle=hats).best
    assert best.figure == pytest.approx(2.0)


def test_ties_prefer_possible_answers():
    """With BAT or CAT left, guessing one of them ties a probe on bits and comes first."""
    puzzle = puzzle_of(("BCX", "BAT", "CAT"), ("BAT", "CAT"))
    ranked = suggest([], "entropy", puzzle=puzzle).ranked
    assert [s.guess for s in ranked] == ["BAT", "CAT", "BCX"]
    assert {s.bits for s in ranked} == {1.0}


@pytest.mark.parametrize(
    ("strategy", "key"),
    [
        ("entropy", lambda f: -f[0]),
        ("expected", lambda f: f[1]),
        ("minimax", lambda f: (f[2], f[1])),
    ],
)
def test_rankings_follow_their_definitions(strategy, key):
    """On a small list, each strategy orders guesses by its metric computed with score()."""
    answers = bundled(ANSWERS)[100:160]
    guesses = bundled(ANSWERS)[:40] + answers[:20]
    puzzle = puzzle_of(guesses, answers)
    ranked = suggest([], strategy, top=len(puzzle.guesses), puzzle=puzzle).ranked
    values = [key(reference_figures(s.guess, answers)) for s in ranked]
    assert values == sorted(values)
    for s in ranked:
        bits, expected, worst = reference_figures(s.guess, answers)
        assert (s.bits, s.expected, s.worst) == (
            pytest.approx(bits),
            pytest.approx(expected),
            worst,
        )


def test_frequency_prefers_common_words_as_the_game_goes_on():
    """With THERE and THREE left (same letters), the more common word comes first."""
    puzzle = puzzle_of(("ETHER", "THERE", "THREE"), ("ETHER", "THERE", "THREE"))
    found = suggest(["TXXXX=T...."], "frequency", puzzle=puzzle)
    assert [s.guess for s in found.ranked] == ["THERE", "THREE"]
    assert found.ranked[0].figure > found.ranked[1].figure


def test_frequency_opens_with_common_letters():
    """Before any guess the frequency strategy ranks by letter shares alone."""
    puzzle = puzzle_of(("QAJAQ", "STARE", "ABACK"), ("STARE", "ABACK"))
    found = suggest([], "frequency", puzzle=puzzle)
    assert (
        found.best.guess == "STARE"
    )  # five distinct letters, each in a third or more of the words


def test_frequency_only_suggests_words_that_fit(bundled_puzzle):
    """Like seed 003's solver, the frequency strategy guesses only words that fit the history."""
    history = ["TARSE=.a..e", "CLEAN=..eA."]
    pairs = [GuessScore.parse(h) for h in history]
    for s in suggest(history, "frequency", top=20, puzzle=bundled_puzzle).ranked:
        assert all(p.matches(s.guess) for p in pairs), s.guess


# --- suggest ------------------------------------------------------------------------------------


def test_the_opening_is_stored(bundled_puzzle, monkeypatch):
    """With no history the bundled lists' opening is read, not computed."""
    monkeypatch.setattr(ranking, "figures", lambda *_: pytest.fail("computed"))
    found = suggest([], "lookahead", top=3, puzzle=bundled_puzzle)
    assert len(found.ranked) == 3 and len(found.candidates) == 2315
    assert found.best.played_out < 3.45 < found.best.figure  # measured over every answer; estimated


def test_the_opening_needs_no_pattern_matrix(monkeypatch):
    """With no history and no puzzle given, the stored opening is read without the matrix."""
    monkeypatch.setattr(suggesting, "load_puzzle", lambda *_: pytest.fail("loaded the matrix"))
    found = suggest([], "entropy", top=2)
    assert [s.guess for s in found.ranked] == ["TARSE", "TIARE"] and not found.history


@pytest.mark.parametrize("strategy", solver.STRATEGIES)
@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
def test_every_opening_under_the_likely_model_is_stored_for_these_priors(strategy, hard):
    """suggest's default, today's game, answers its opening from data/openings.json: every
    strategy and mode is stored under the likely model's current fingerprint (a changed
    prior table needs scripts/make_openings.py --models), with its candidates likeliest
    first and their probabilities."""
    from wordfinder.answers import likely_model
    from wordfinder.solver.puzzle_words import lists_key, puzzle_lists
    from wordfinder.solver.openings import stored_opening

    likely = likely_model()
    guesses, _ = puzzle_lists()
    found = stored_opening(lists_key(guesses, likely.words), likely.words, strategy, hard, 10, likely)
    assert found is not None and len(found.ranked) == 10 and found.model == "likely"
    assert len(found.candidates) == len(found.weights) == 14_855
    assert list(found.weights) == sorted(found.weights, reverse=True)
    assert found.weights[0] == max(likely.weights) and found.candidates[0] == likely.words[likely.weights.index(max(likely.weights))]


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
def test_stored_opening_matches_a_fresh_ranking(bundled_puzzle, hard, monkeypatch):
    """The stored entropy opening is what ranking every guess gives now, down to whether the
    first was moved up as a sure win (in hard mode, TARSE is not shown to be one), when the
    safety check has all the work it needs (as scripts/make_openings.py gives it)."""
    monkeypatch.setattr(safety, "SAFETY_WORK", None)
    monkeypatch.setattr(safety, "SAFETY_BROAD_WORK", None)
    stored = suggest([], "entropy", hard=hard, top=5, puzzle=bundled_puzzle)
    fresh = suggesting.opening(bundled_puzzle, "entropy", hard=hard, top=5)
    assert [s.guess for s in stored.ranked] == [s.guess for s in fresh.ranked]
    assert stored.safe_first == fresh.safe_first == ("sure" if hard else "")
    assert ("sure to win" in stored.why) == hard


def test_suggest_explains_its_choice(bundled_puzzle):
    """The reason names the criterion and the figures of the top guess."""
    found = suggest(["TARSE=.a..e"], "lookahead", top=3, puzzle=bundled_puzzle)
    assert len(found.candidates) == 47
    assert found.why.startswith(f"{found.best.guess} has the fewest expected guesses to finish")
    assert f"{found.best.bits:.2f} bits" in found.why


def test_one_candidate_left(bundled_puzzle):
    """When one answer fits, it is the only suggestion and the reason says so."""
    found = suggest(["HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY"], "lookahead",
                    puzzle=bundled_puzzle)
    assert [s.guess for s in found.ranked] == ["FIFTY"]
    assert found.why == "FIFTY is the only candidate left"


def test_a_won_game_has_no_guess_to_suggest(bundled_puzzle):
    """After an all-green row the game is over: suggest names the row, whatever came before."""
    with pytest.raises(GameWon, match="^CRANE=CRANE: the game is won"):
        suggest(["SLOTH=.....", "CRANE=CRANE"], puzzle=bundled_puzzle)


def test_fallback_to_allowed_words(bundled_puzzle):
    """When no answer fits, the allowed words that fit are the candidates."""
    found = suggest(["QUEEN=Q...."], puzzle=bundled_puzzle)
    assert found.fallback and "QAJAQ" in found.candidates and "QUEEN" not in found.candidates
    assert all(w not in bundled_puzzle.answers for w in found.candidates)


def test_no_word_fits(bundled_puzzle):
    """A history no allowed word fits raises NoCandidates, naming the history."""
    with pytest.raises(NoCandidates, match="QQQQQ=QQQQ."):
        suggest(["QQQQQ=QQQQ."], puzzle=bundled_puzzle)


@pytest.mark.parametrize(
    ("history", "error"),
    [
        (["SPEED=...e."], ImpossibleScore),
        (["CRANE=..... CRANE=C...."], BadNotation),
        (["CRANE=.....", "CRANE=C...."], Contradiction),
        (["CRANES=......"], BadNotation),
        (["TAXES=+t+A..+s"], BadNotation),
    ],
)
def test_bad_history(bundled_puzzle, history, error):
    """Impossible, contradictory, quantum or wrong-length pairs raise the notation errors."""
    with pytest.raises(error):
        suggest(history, puzzle=bundled_puzzle)


def test_unknown_strategy(hats):
    """An unknown strategy is refused with the list of known ones."""
    with pytest.raises(ValueError, match="lookahead"):
        suggest([], "random", puzzle=hats)


# --- playing and the benchmark --------------------------------------------------------------------


def test_benchmark_solves_every_game_refereed_by_score(monkeypatch):
    """Each game ends on its answer, and every score comes from the feedback engine."""
    answers = bundled(ANSWERS)[::97]
    puzzle = puzzle_of(bundled(ANSWERS)[:300], answers)
    calls = []

    def referee(guess, answer, dual=None):
        calls.append((guess, answer))
        return score(guess, answer, dual)

    monkeypatch.setattr(playing, "score", referee)
    result = benchmark(NYT, "lookahead", puzzle=puzzle)
    assert result.games == len(answers) and result.failures == 0
    assert all(run.guesses[-1] == run.answer for run in result.runs)
    assert [r.answer for r in result.runs] == list(answers)
    games = [(g, run.answer) for run in result.runs for g in run.guesses]
    assert sorted(calls) == sorted(games)


def test_benchmark_figures(hats):
    """Mean, maximum, distribution and failures agree with the games played."""
    result = benchmark(NYT, "entropy", puzzle=hats)
    turns = [run.turns for run in result.runs]
    assert result.mean == sum(turns) / 4 and result.max == max(turns) == 2
    assert result.distribution == {1: 0, 2: 4}
    assert result.summary()["games"] == 4 and result.summary()["failures"] == 0


def test_processes_play_the_same_games():
    """Sharing the games between two processes gives the same games as one process."""
    answers = bundled(ANSWERS)[::120]
    puzzle = solver.load_puzzle(bundled(ANSWERS)[:200], answers)
    assert benchmark(NYT, "entropy", jobs=2, puzzle=puzzle).runs == benchmark(NYT, "entropy", puzzle=puzzle).runs


def test_play_in_hard_mode_keeps_the_hints(bundled_puzzle):
    """Every guess of a hard-mode game uses what the earlier scores revealed."""
    run = run_game(NYT.changed(hard=True), "WATCH", "lookahead", puzzle=bundled_puzzle)
    history = [score(g, "WATCH") for g in run.guesses]
    assert run.guesses[-1] == "WATCH"
    for turn, guess in enumerate(run.guesses):
        assert hard_mode_problem(history[:turn], guess) is None


@pytest.mark.parametrize("answer", ["FOYER", "MOUND", "WATCH"])
def test_hard_mode_finds_the_old_traps_in_six(bundled_puzzle, answer):
    """Hard-mode games the averaging search once lost in seven (?OUND, ?ATCH, ?OYER families)
    now end within six guesses."""
    run = run_game(NYT.changed(hard=True), answer, "lookahead", puzzle=bundled_puzzle)
    assert run.guesses[-1] == answer
    assert run.turns <= CLASSIC_GUESSES


def _family_file(tmp_path) -> tuple[object, tuple[str, ...]]:
    """A game over a file of answers heavy in families (every original answer alike but in one
    or two places to ?OUND, ?ATCH, ?IGHT, ?O?ER, ...; every twelfth answer besides), in hard
    mode, and its words."""
    import re

    families = (".OUND", ".ATCH", ".IGHT", ".O.ER", ".OLLY", ".AUNT", ".USTY", ".ROWN", ".A.ER", ".I.ER",
                ".ASTE", ".ATTY", ".AVE.")
    originals = bundled(ANSWERS)
    words = sorted({w for w in originals if any(re.fullmatch(f, w) for f in families)} | set(originals[::12]))
    path = tmp_path / "families.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    from wordfinder.game import game_of

    return game_of("benchmark", {"hard": True, "answers": str(path)}), tuple(words)


def test_hard_mode_over_a_file_of_families_finds_every_answer_within_six(tmp_path):
    """In hard mode over answers given as a file (no stored tree), every answer is found within
    six, and each position gets the guess suggest answers there: the one-step estimate walked
    into families there (WATCH took seven after TALER BATCH CATCH HATCH MATCH PATCH; over 3,158
    answers, 23 games more than six),
    and the exact search at small positions gave up its sure play when it ran out of positions
    (after SALET=..... CRONY, the ?OUND words were guessed one by one)."""
    from wordfinder.solver.advice import advise
    from wordfinder.solver.trees import games_through

    game, words = _family_file(tmp_path)
    games = dict(games_through(playing.decision_tree(game, "optimal"), words))
    assert sorted(games) == sorted(words)
    assert max(map(len, games.values())) <= CLASSIC_GUESSES
    for secret in words[::80]:
        played = games[secret]
        for turn, guess in enumerate(played):
            pairs = [f"{g}={score(g, secret)}" for g in played[:turn]]
            assert advise(game, pairs, top=1).ranked[0].guess == guess, (secret, pairs)
            assert hard_mode_problem([score(g, secret) for g in played[:turn]], guess) is None


def test_a_sure_win_beats_an_equal_average():
    """DAC, AAC and CAC with two guesses left: guessing DAC first averages two guesses, as the
    probe CDA does, and ties go to possible answers; but DAC leaves AAC and CAC together a third
    of the time and can lose, so the probe, which tells all three apart, comes first, and the
    suggestion says why."""
    answers = ("DAC", "AAC", "CAC")
    puzzle = puzzle_of(("CDA", "BAD"), answers)
    assert len({score("CDA", a) for a in answers}) == 3
    assert score("DAC", "AAC") == score("DAC", "CAC")
    node = Node(puzzle.everyone(), (), None)
    for most, first in [(6, "DAC"), (2, "CDA")]:
        with mock.patch.object(safety, "CLASSIC_GUESSES", most), mock.patch.object(suggestions, "CLASSIC_GUESSES", most):
            ranked = rank(puzzle, node, "lookahead")
            why = suggest([], "lookahead", puzzle=puzzle).why
        assert puzzle.guesses[ranked.shown.rows[ranked.order[0]]] == first
        assert ranked.cost[ranked.order[0]] == pytest.approx(2.0)
        assert ranked.safe_first == ("sure" if first == "CDA" else "")
        assert ("sure to win within 2" in why) == (first == "CDA") and why.startswith(first)


def surely_found(puzzle: Puzzle, left: list[str], history: list, turns: int, hard: bool) -> bool:
    """Reference: whether some play finds every answer of ``left`` within ``turns`` guesses, by
    trying every guess (hard-mode legal ones only, when ``hard``) at every step, scored by the
    engine."""
    if not left:
        return True
    if turns == 0:
        return False
    for guess in puzzle.guesses:
        if hard and hard_mode_problem(history, guess):
            continue
        split: dict = {}
        for answer in left:
            split.setdefault(score(guess, answer), []).append(answer)
        if all(
            earned.is_win or surely_found(puzzle, bucket, [*history, earned], turns - 1, hard)
            for earned, bucket in split.items()
        ):
            return True
    return False


@st.composite
def small_puzzles(draw):
    """A puzzle of at most SAFETY_WIDTH three-letter guesses over four letters, with repeats."""
    words = st.text("ABCD", min_size=3, max_size=3)
    answers = draw(st.lists(words, min_size=1, max_size=6, unique=True))
    probes = draw(st.lists(words, max_size=SAFETY_WIDTH - len(answers), unique=True))
    return puzzle_of(probes, answers)


@settings(max_examples=75, deadline=None)
@given(small_puzzles(), st.integers(0, 3), st.booleans())
def test_a_sure_finish_is_one_by_exhaustive_search(puzzle, turns, hard):
    """With every guess among the ones it tries, the sure-finish check agrees with trying every
    play."""
    rule = hard_rule(puzzle, ()) if hard else None
    found = can_finish(puzzle, puzzle.everyone(), rule, turns)
    assert found == surely_found(puzzle, list(puzzle.answers), [], turns, hard)


@settings(max_examples=50, deadline=None)
@given(small_puzzles(), st.randoms(use_true_random=False))
def test_every_guess_in_another_order_gets_its_own_figures(puzzle, random):
    """figures over every guess, given in any order (the candidates' own rows, when every guess
    is a candidate), gives each guess the figures it gets alone: the whole matrix serves as it
    is only for every guess in its order (it gave AAA the figures of AAB)."""
    from wordfinder.solver.figures import figures

    rows = np.arange(len(puzzle.guesses))
    random.shuffle(shuffled := rows.copy())
    left = puzzle.everyone()
    together = figures(puzzle, left, shuffled)
    for k, row in enumerate(shuffled):
        alone = figures(puzzle, left, np.array([row]))
        assert (together.worst[k], together.estimate[k], together.possible[k]) == (alone.worst[0], alone.estimate[0], alone.possible[0])


@settings(max_examples=75, deadline=None)
@given(small_puzzles(), st.integers(1, 3), st.booleans())
def test_the_sure_play_is_a_guess_that_finishes_by_exhaustive_search(puzzle, turns, hard):
    """sure_play names a guess exactly when some play finishes in time, and every bucket that
    guess leaves (but a win) is then finished in the guesses after it, by trying every play."""
    rule = hard_rule(puzzle, ()) if hard else None
    play = safety.sure_play(puzzle, puzzle.everyone(), rule, turns)
    assert (play is not None) == surely_found(puzzle, list(puzzle.answers), [], turns, hard)
    assume(play is not None)
    guess = puzzle.guesses[play]
    assert not (hard and hard_mode_problem([], guess))
    split: dict = {}
    for answer in puzzle.answers:
        split.setdefault(score(guess, answer), []).append(answer)
    assert all(earned.is_win or surely_found(puzzle, bucket, [earned], turns - 1, hard) for earned, bucket in split.items())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text("ABCD", min_size=3, max_size=3), min_size=10, max_size=24, unique=True),
       st.integers(3, 4), st.booleans(), st.data())
def test_a_sure_finish_check_charges_the_same_work_whatever_was_checked_before(answers, turns, hard, data):
    """A check gives the same answer and charges the same work on a puzzle that remembers
    other checks (of the positions it meets, of other guesses) as on one that remembers
    nothing, so where a limit of work stops it never depends on what was asked before."""
    puzzle, fresh = puzzle_of(["ABC", "BCD"], answers), puzzle_of(["ABC", "BCD"], answers)
    rule = hard_rule(puzzle, ()) if hard else None
    row = data.draw(st.integers(0, len(puzzle.guesses) - 1))
    cold = safety.Work()
    answer = finishes_after(fresh, fresh.everyone(), rule, row, turns, cold)
    codes = puzzle.patterns[row, puzzle.everyone()]
    for pattern in data.draw(st.lists(st.sampled_from(sorted(set(codes.tolist()))), max_size=3)):
        bucket = puzzle.everyone()[codes == pattern]
        can_finish(puzzle, bucket, None if rule is None else rule_after(rule, puzzle.guesses[row], pattern), turns - 1)
    for other in data.draw(st.lists(st.integers(0, len(puzzle.guesses) - 1), max_size=3)):
        finishes_after(puzzle, puzzle.everyone(), rule, other, data.draw(st.integers(2, turns)))
    finishes_after(puzzle, puzzle.everyone(), rule, row, turns)  # the very check, remembered whole
    warm = safety.Work()
    assert finishes_after(puzzle, puzzle.everyone(), rule, row, turns, warm) == answer
    assert warm.done == cold.done


@st.composite
def family_puzzles(draw):
    """A puzzle of two-letter words over eight letters built around a family (words alike
    but in one place) of up to eight words, more than two or three guesses can tell apart,
    with other answers and guesses drawn beside it."""
    words = st.text("ABCDEFGH", min_size=2, max_size=2)
    fixed, place = draw(st.sampled_from("ABCDEFGH")), draw(st.integers(0, 1))
    varying = draw(st.lists(st.sampled_from("ABCDEFGH"), min_size=1, max_size=8, unique=True))
    family = [v + fixed if place == 0 else fixed + v for v in varying]
    others = draw(st.lists(words, max_size=4, unique=True))
    probes = draw(st.lists(words, max_size=8, unique=True))
    return puzzle_of(probes, list(dict.fromkeys(family + others)))


@settings(max_examples=60, deadline=None)
@given(family_puzzles(), st.integers(1, 3))
def test_a_family_too_big_is_never_finished_in_time(puzzle, turns):
    """The family bound only rules out what exhaustive search rules out: when it says the
    candidates hold a family too big for the guesses left, no play finds them all."""
    assume(has_big_family(puzzle, puzzle.everyone(), turns))
    assert not surely_found(puzzle, list(puzzle.answers), [], turns, False)


@settings(max_examples=30, deadline=None)
@given(family_puzzles(), st.data())
def test_with_many_guesses_left_the_first_suggestion_leaves_no_family_too_big(puzzle, data):
    """From FAMILY_ONLY guesses left the check is the family bound alone: when some ranked
    guess leaves no family too big for the guesses after it, the first one does not."""
    most = data.draw(st.integers(2, 3))
    node = Node(puzzle.everyone(), (), None)
    with mock.patch.object(safety, "CLASSIC_GUESSES", most), mock.patch.object(safety, "FAMILY_ONLY", 1):
        ranked = rank(puzzle, node, "lookahead")
    win_pattern = 3 ** puzzle.length - 1

    def passes(i):
        row = int(ranked.shown.rows[i])
        codes = puzzle.patterns[row, node.left]
        return not any(
            has_big_family(puzzle, node.left[codes == pattern], most - 1)
            for pattern in set(codes.tolist()) if pattern != win_pattern
        )

    passing = [passes(i) for i in ranked.order[: safety.SAFETY_SCAN]]
    assume(any(passing))
    assert passing[0]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text("ABC", min_size=3, max_size=3), min_size=1, max_size=12, unique=True))
def test_the_largest_family_is_the_most_words_alike_but_in_one_place(words):
    """largest_family counts what its name says, on a small alphabet full of families."""
    puzzle = puzzle_of(words, words)
    by_place = [Counter(w[:p] + "?" + w[p + 1 :] for w in words) for p in range(3)]
    assert safety.largest_family(puzzle, puzzle.everyone()) == max(max(c.values()) for c in by_place)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text("ABC", min_size=3, max_size=3), min_size=1, max_size=12, unique=True))
def test_the_largest_familys_members_are_as_many_and_alike_but_in_one_place(words):
    """_largest_family_members names as many words as largest_family counts, and they differ
    in one place only (the same place for all)."""
    puzzle = puzzle_of(words, words)
    left = puzzle.everyone()
    members = [puzzle.answers[i] for i in left[safety._largest_family_members(puzzle, left)]]
    assert len(members) == safety.largest_family(puzzle, left)
    assume(len(members) > 1)
    assert any(len({w[:p] + w[p + 1 :] for w in members}) == 1 for p in range(3))


@settings(max_examples=75, deadline=None)
@given(st.one_of(small_puzzles(), family_puzzles()), st.integers(0, 3))
def test_the_family_search_is_exhaustive_search(puzzle, turns):
    """family_finishes tries every distinct split and prunes only by a bound exhaustive
    search obeys, so on any small puzzle its answer is exhaustive search's."""
    assert safety.family_finishes(puzzle, puzzle.everyone(), turns) == surely_found(
        puzzle, list(puzzle.answers), [], turns, False
    )


@settings(max_examples=60, deadline=None)
@given(family_puzzles(), st.integers(2, 4), st.data())
def test_a_guess_leaving_a_family_unfinishable_never_finishes(puzzle, turns, data):
    """families_finish only rules out what exhaustive search rules out: when it says a guess
    leaves some family (or a bucket's families together) unfinishable in the guesses after
    it, no play after that guess finds every candidate."""
    row = data.draw(st.integers(0, len(puzzle.guesses) - 1))
    assume(not safety.families_finish(puzzle, puzzle.everyone(), row, turns))
    guess, split = puzzle.guesses[row], {}
    for answer in puzzle.answers:
        split.setdefault(score(guess, answer), []).append(answer)
    assert not all(
        earned.is_win or surely_found(puzzle, bucket, [earned], turns - 1, False) for earned, bucket in split.items()
    )


def test_the_family_check_rules_out_what_the_bound_lets_through():
    """Six words ?ZZ (AZZ ... FZZ) and probes that test two of their first letters each
    (ABZ, CDZ, EFZ): the bound lets a guess tell three apart (the length), so six words pass
    it with three guesses left, and the four ABZ leaves pass it with two.  But no guess tells
    more than two apart: 1 + 2 * 2 is five, and 1 + 2 * 1 three, so neither can be finished
    (ABZ, CDZ, EFZ and a last guess take four), and the family check says so, where it
    lets the same guesses through with one more guess left."""
    puzzle = puzzle_of(["ABZ", "CDZ", "EFZ"], [v + "ZZ" for v in "ABCDEF"])
    everyone, row = puzzle.everyone(), puzzle.guesses.index("ABZ")
    assert not has_big_family(puzzle, everyone, 3) and not has_big_family(puzzle, everyone[2:], 2)
    assert not safety.family_finishes(puzzle, everyone, 3) and safety.family_finishes(puzzle, everyone, 4)
    assert not safety.families_finish(puzzle, everyone, row, 3) and safety.families_finish(puzzle, everyone, row, 4)


def test_a_guess_the_family_check_moved_first_is_not_called_sure():
    """Six words ?ZZ with three guesses: AZZ, ranked first, leaves five of them for two
    guesses, more than a guess and the last can tell apart; ABC leaves D, E and F, which DEZ
    tells apart.  With nothing shown sure (nor the search's own play), the family check moves ABC first and says that it
    did so (FAMILY_CHECKED, not SHOWN_SURE), and the reason given does not call it sure to win."""
    puzzle = puzzle_of(["AZZ", "ABC", "DEZ"], [v + "ZZ" for v in "ABCDEF"])
    node = Node(puzzle.everyone(), (), None)
    rows = np.arange(len(puzzle.guesses))
    order = np.array([puzzle.guesses.index(g) for g in ("AZZ", "ABC", "DEZ")])
    with mock.patch.object(safety, "CLASSIC_GUESSES", 3), mock.patch.object(safety, "proven_first", lambda *a, **k: None), \
            mock.patch.object(safety, "sure_play", lambda *a, **k: None):
        moved, why = safety.safe_first(puzzle, node, rows, order)
    assert puzzle.guesses[rows[moved[0]]] == "ABC" and why == suggestions.FAMILY_CHECKED
    found = suggest([], "entropy", puzzle=puzzle)
    assert "is sure to win" not in found._replace(safe_first=suggestions.FAMILY_CHECKED).why
    assert "is sure to win" in found._replace(safe_first=suggestions.SHOWN_SURE).why


def test_once_the_families_work_runs_out_no_family_search_runs_again():
    """The families' searches share FAMILY_WORK for a decision: once it runs out, the guesses
    still to check are held to the family bound alone, and no search starts again (one with
    no work given would have no limit).  With two guesses left every guess here leaves four
    ?ZZ words, over the bound, so each of the three is checked."""
    puzzle = puzzle_of(["ABZ", "CDZ", "EFZ"], [v + "ZZ" for v in "ABCDEF"])
    node = Node(puzzle.everyone(), (), None)
    rows = np.arange(len(puzzle.guesses))
    calls = []

    def counted(*args):
        calls.append(args[-1])
        raise safety.OutOfWork("past the work")

    with mock.patch.object(safety, "CLASSIC_GUESSES", 2), mock.patch.object(safety, "proven_first", lambda *a, **k: None), \
            mock.patch.object(safety, "families_finish", counted):
        order, _ = safety.safe_first(puzzle, node, rows, rows.copy())
    assert len(calls) == 1 and all(work is not None for work in calls)
    assert sorted(order.tolist()) == rows.tolist()


def test_spanish_batas_is_no_longer_lost_after_seria_and_calmo(tmp_path):
    """Checked by hand: under Spanish's likely model, after SERIA and CALMO (53 words, ?A?AS
    and ?A?AN) no guess is shown sure, and the order as ranked played PAGAN, which leaves
    BABAS, BAJAS, BASAS, BATAS, BAYAS, BAZAS and BAÑAS alike but in their third letter with
    three guesses left: no play finds all seven, and the game for BATAS took seven guesses.
    Now the first suggestion leaves every family finishable, and BATAS is found within six."""
    from typer.testing import CliRunner

    from wordfinder.cli.app import app
    from wordfinder.game import game_of
    from wordfinder.solver.puzzle import puzzle_of as game_puzzle

    puzzle = game_puzzle(game_of("suggest", {"lang": "es", "length": 5}))
    history = [score("SERIA", "BATAS"), score("CALMO", "BATAS")]  # SERIA=s...a CALMO=.A...
    left = candidates(puzzle, history)
    pagan, family = puzzle.row["PAGAN"], [puzzle.answers.index(w) for w in ("BABAS", "BAJAS", "BASAS", "BATAS",
                                                                            "BAYAS", "BAZAS", "BAÑAS")]
    assert len(left) == 53 and not safety.family_finishes(puzzle, np.array(family), 3)
    assert not safety.families_finish(puzzle, left, pagan, 4)
    first = suggest(history, puzzle=puzzle).ranked[0].guess
    assert first != "PAGAN" and safety.families_finish(puzzle, left, puzzle.row[first], 4)
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("BATAS\n", encoding="utf-8")
    played = CliRunner().invoke(app, ["benchmark", "--lang", "es", "--length", "5", "--secrets", str(secrets), "--json"])
    assert played.exit_code == 0, played.output
    assert json.loads(played.stdout)["max"] <= CLASSIC_GUESSES


@settings(max_examples=30, deadline=None)
@given(family_puzzles(), st.data())
def test_with_nothing_proven_the_first_suggestion_leaves_every_family_finishable(puzzle, data):
    """In normal mode with fewer than FAMILY_ONLY guesses left, when no guess is shown sure,
    the first guess of the order leaves every family finishable whenever one of the
    SAFETY_SCAN first does, and the order holds the same guesses."""
    most = data.draw(st.integers(2, 4))
    node = Node(puzzle.everyone(), (), None)
    rows = np.arange(len(puzzle.guesses))
    order = np.array(data.draw(st.permutations(range(len(rows)))), dtype=np.int64)
    with mock.patch.object(safety, "CLASSIC_GUESSES", most), mock.patch.object(safety, "proven_first", lambda *a, **k: None):
        safe, _ = safety.safe_first(puzzle, node, rows, order)
    assert sorted(safe.tolist()) == sorted(order.tolist())
    passes = [safety.families_finish(puzzle, node.left, int(rows[i]), most) for i in order[: safety.SAFETY_SCAN]]
    assume(any(passes))
    assert safety.families_finish(puzzle, node.left, int(rows[safe[0]]), most)


@settings(max_examples=60, deadline=None)
@given(small_puzzles(), st.data())
def test_hard_modes_broad_positions_under_the_days_model_put_a_guess_sure_for_the_likely_words_first(puzzle, data):
    """Hard mode's broad positions under the day's model check the likely words
    (likely_safe_first: all of them under equal weights) among the BROAD_SCAN first guesses of the
    order, fewest alike first: when one of those is sure, the order that comes back starts
    with one, and holds the same guesses."""
    most = data.draw(st.integers(2, 4))
    answer = data.draw(st.sampled_from(puzzle.answers))
    guesses = data.draw(st.lists(st.sampled_from(puzzle.guesses), max_size=most - 1))
    history = [score(g, answer) for g in guesses]
    left = candidates(puzzle, history)
    assert (safety.likely_words(puzzle, left) == left).all()
    node = Node(left, tuple(history), hard_rule(puzzle, history))
    rows = legal_rows(puzzle, node.rule)
    order = np.array(data.draw(st.permutations(range(len(rows)))), dtype=np.int64)
    with mock.patch.object(safety, "CLASSIC_GUESSES", most):
        safe, _ = safety.likely_safe_first(puzzle, node, rows, order)
    turns = most - len(history)
    assert sorted(safe.tolist()) == sorted(order.tolist())
    assume(any(finishes_after(puzzle, left, node.rule, int(rows[i]), turns) for i in order[: safety.BROAD_SCAN]))
    assert finishes_after(puzzle, left, node.rule, int(rows[safe[0]]), turns)


@settings(max_examples=30, deadline=None)
@given(
    small_puzzles(), st.sampled_from(["lookahead", "entropy", "minimax"]), st.booleans(), st.data()
)
def test_the_first_suggestion_is_a_sure_finish_when_one_is_ranked(puzzle, strategy, hard, data):
    """When some guess can surely finish in the guesses left, the ranking puts one first
    (games of two to four guesses, so that small puzzles have traps to avoid)."""
    most = data.draw(st.integers(2, 4))
    answer = data.draw(st.sampled_from(puzzle.answers))
    guesses = data.draw(st.lists(st.sampled_from(puzzle.guesses), max_size=most - 1))
    history = [score(g, answer) for g in guesses]
    left = candidates(puzzle, history)
    node = Node(left, tuple(history), hard_rule(puzzle, history) if hard else None)
    with mock.patch.object(safety, "CLASSIC_GUESSES", most):
        ranked = rank(puzzle, node, strategy)
    turns = most - len(history)
    sure = [
        finishes_after(puzzle, left, node.rule, int(ranked.shown.rows[i]), turns)
        for i in ranked.order
    ]
    if any(sure):
        assert sure[0]


# --- reviewing a game --------------------------------------------------------------------


def test_review_counts_candidates_and_bits(bundled_puzzle):
    """Each guess's candidates before and after are the answers that replay, and bits follow."""
    pairs = "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY".split()
    reviewed = review(NYT, pairs, "FIFTY", 616, "entropy", puzzle=bundled_puzzle)
    answers = bundled(ANSWERS)
    counts = [len(answers)] + [len(replay(pairs[:i], answers)) for i in range(1, len(pairs) + 1)]
    assert [(g.before, g.after) for g in reviewed.guesses] == list(zip(counts, counts[1:]))
    first = reviewed.guesses[0]
    assert first.bits == pytest.approx(math.log2(2315 / counts[1]))
    assert first.expected_bits == pytest.approx(reference_figures("HARES", answers)[0])
    assert first.luck == pytest.approx(first.bits - first.expected_bits)
    assert first.skill == pytest.approx(first.expected_bits - first.best.bits) and first.skill < 0
    assert reviewed.guesses[-1].after == 1 and not reviewed.added


def test_review_of_a_word_outside_the_answers(hats):
    """A game whose answer is not in the answers list is reviewed with it added."""
    reviewed = review(NYT, ["BAX=BA."], "BAY", puzzle=hats)
    assert reviewed.added and reviewed.guesses[0].before == 5


def test_review_refuses_scores_the_answer_does_not_give(bundled_puzzle):
    """A recorded score that the answer would not earn is bad input."""
    with pytest.raises(BadNotation, match="CRANE scores"):
        review(NYT, ["CRANE=C...."], "SLATE", puzzle=bundled_puzzle)


@pytest.mark.parametrize("strategy", ["optimal", "entropy"])
def test_a_review_of_the_longest_game_cuts_the_candidates_row_by_row(hats, strategy):
    """A game of MOST_GUESSES rows is reviewed, each row starting from the candidates the one
    before left: the answers that replay every earlier score."""
    pairs = ["MAT=.AT"] * (MOST_GUESSES - 3) + ["HAT=.AT", "CAT=.AT", "BAT=BAT"]
    reviewed = review(NYT, pairs, "BAT", strategy=strategy, puzzle=hats)
    counts = [len(HATS)] + [len(replay(pairs[:i], HATS)) for i in range(1, len(pairs) + 1)]
    assert counts[-5:] == [3, 3, 2, 1, 1]
    assert [(g.before, g.after) for g in reviewed.guesses] == list(zip(counts, counts[1:]))


def test_a_review_refuses_a_game_longer_than_it_takes(hats):
    """A game of more than MOST_GUESSES guesses is refused at once, naming its length and the bound."""
    with pytest.raises(GameTooLong) as refused:
        review(NYT, ["BCH=B.."] * MOST_GUESSES + ["BAT=BAT"], "BAT", puzzle=hats)
    assert str(refused.value) == f"{MOST_GUESSES + 1} guesses: analyze reviews a game of at most {MOST_GUESSES} (Wordle allows 6)"


def test_the_bundled_lists_need_no_mending():
    """puzzle_lists() trusts the bundled pair as it is: every answer is an allowed guess of
    the same length, so the general route gives the same lists."""
    from wordfinder.solver.puzzle_words import puzzle_lists
    from wordfinder.words import ALLOWED

    assert puzzle_lists() == puzzle_lists(list(bundled(ALLOWED)), list(bundled(ANSWERS)))


@pytest.mark.parametrize(("played", "broad"), [(0, True), (1, True), (2, False)])
def test_hard_mode_gives_its_broad_positions_less_safety_work(played, broad, monkeypatch):
    """In hard mode the safety search runs with FAMILY_ONLY guesses left or more on
    SAFETY_BROAD_WORK, so that an answer there does not wait on it; later, on SAFETY_WORK."""
    puzzle = puzzle_of(["CAB", "ACE"], ["BAT", "CAT", "HAT", "MAT", "RAT"])
    history = tuple(score("CAB", "RAT") for _ in range(played))
    node = Node(puzzle.everyone(), history, hard_rule(puzzle, history))
    budgets = []
    monkeypatch.setattr(safety, "finishes_after", lambda *args: budgets.append(args[-1].most) or False)
    monkeypatch.setattr(safety, "FAMILY_ONLY", 5)
    monkeypatch.setattr(safety, "CLASSIC_GUESSES", 6)
    monkeypatch.setattr(safety, "SAFETY_WORK", 800)
    monkeypatch.setattr(safety, "SAFETY_BROAD_WORK", 300)
    rows = puzzle.everyone()
    safety.safe_first(puzzle, node, rows, rows)
    assert budgets and set(budgets) == {300 if broad else 800}
