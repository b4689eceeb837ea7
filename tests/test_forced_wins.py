"""The search for forced Absurdle wins: checked against brute force on tiny lists."""

from __future__ import annotations

from unittest import mock

import numpy as np
import pytest
from conftest import through_console_script
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder.absurdle import adversary_score, tile_buckets
from wordfinder.solver import forced_wins
from wordfinder.solver.forced_wins import forced_win
from wordfinder.solver.patterns import pattern_matrix


def shortest(guesses: list[str], left: tuple[str, ...], target: str | None, most: int) -> int | None:
    """The fewest guesses forcing a win (on ``target``) from ``left``, trying every sequence."""
    for depth in range(1, most + 1):
        if wins(guesses, left, target, depth):
            return depth
    return None


def wins(guesses: list[str], left: tuple[str, ...], target: str | None, depth: int) -> bool:
    """Whether some sequence of ``depth`` guesses ends the game (on ``target``)."""
    if depth == 0:
        return False
    for guess in guesses:
        earned, kept = adversary_score(guess, left)
        if earned.is_win:
            if target in (None, guess):
                return True
        elif len(kept) < len(left) and wins(guesses, kept, target, depth - 1):
            return True
    return False


@st.composite
def tiny_games(draw: st.DrawFn):
    """Answers and extra guesses of three letters over a small alphabet, and maybe a target."""
    pool = st.text("ABCD", min_size=3, max_size=3)
    answers = sorted(draw(st.lists(pool, min_size=1, max_size=7, unique=True)))
    extra = draw(st.lists(pool, max_size=4, unique=True))
    guesses = answers + [g for g in extra if g not in answers]
    target = draw(st.none() | st.sampled_from(answers))
    return guesses, answers, target


@settings(max_examples=60, deadline=None)
@given(tiny_games())
def test_the_search_finds_the_shortest_line_brute_force_finds(game):
    """forced_win's line has the fewest guesses any sequence needs (ending on the target when one
    is given), it is proven minimal, and replayed against the adversary it wins on its last guess."""
    guesses, answers, target = game
    found = forced_win(guesses, answers, pattern_matrix(guesses, answers), target=target, most=4)
    expected = shortest(guesses, tuple(answers), target, 4)
    assert found.guesses == (expected or 0)
    if found.found:
        assert found.proven
        left = tuple(answers)
        for earned in found.line:
            earned_again, left = adversary_score(earned.guess, left)
            assert earned_again == earned
        assert found.line[-1].is_win and found.line[-1].guess == (target or found.line[-1].guess)


def test_suggest_absurdle_on_small_lists(small_lists, monkeypatch, capsys):
    """`suggest --absurdle` prints the line, the words each guess leaves, and its proof."""
    guesses, answers = small_lists
    code, out, err = through_console_script(
        ["suggest", "--absurdle", "--guesses", guesses, "--answers", answers], monkeypatch, capsys)
    assert (code, err) == (0, "")
    assert out == "# BCH forces a win in 2 guesses (proven minimal: no line of 1 guess or fewer wins)\nBCH=...\t1\nMAT=MAT\t1\n"


def test_suggest_absurdle_in_challenge_mode(small_lists, monkeypatch, capsys):
    """--target forces the game to end on the word named, here a guess later than the free win."""
    guesses, answers = small_lists
    code, out, _ = through_console_script(
        ["suggest", "--absurdle", "--target", "hat", "--guesses", guesses, "--answers", answers], monkeypatch, capsys)
    assert code == 0
    assert out == ("# MAT forces a win on HAT in 3 guesses (proven minimal: no line of 2 guesses or fewer wins on HAT)\n"
                   "MAT=.AT\t3\nBCH=..h\t1\nHAT=HAT\t1\n")


@st.composite
def tiny_challenges(draw: st.DrawFn):
    """Answers over three letters (heavy repetition), extra guesses, and a target among the answers."""
    pool = st.text("ABC", min_size=3, max_size=3)
    answers = sorted(draw(st.lists(pool, min_size=2, max_size=9, unique=True)))
    extra = draw(st.lists(pool, max_size=3, unique=True))
    return answers + [g for g in extra if g not in answers], answers, draw(st.sampled_from(answers))


@settings(max_examples=120, deadline=None)
@given(tiny_challenges(), st.sampled_from([1, 2, forced_wins.NARROW]))
def test_challenge_mode_finds_a_line_exactly_when_brute_force_does(game, narrow):
    """In challenge mode the search (its guesses sifted by bits, its buckets tested together for a
    guess that keeps the target last, a narrow pass before the whole) finds a line of the length
    brute force finds, and none when it finds none, however narrow its first pass."""
    guesses, answers, target = game
    with mock.patch.object(forced_wins, "NARROW", narrow):
        found = forced_win(guesses, answers, pattern_matrix(guesses, answers), target=target, most=4)
    assert found.guesses == (shortest(guesses, tuple(answers), target, 4) or 0)
    assert not found.found or found.line[-1].guess == target


@pytest.mark.parametrize("narrow", [1, 2, forced_wins.NARROW])
@pytest.mark.parametrize(("answers", "extra", "target"), [
    (["AAA", "ABC", "ACC", "BAB", "BBA", "BBC", "BCC", "CCB", "CCC"], ["BCA"], "BCC"),
    (["ABA", "BAA", "BAB", "BBB", "BCA", "BCB", "BCC", "CAA", "CAB", "CCA"], ["CCB", "CBA"], "BCA"),
])
def test_challenge_mode_shared_among_processes_finds_the_shortest_line(answers, extra, target, narrow, monkeypatch):
    """With two processes taking the first guesses (from four guesses on), the line found has the
    length brute force finds, shown minimal however narrow the first passes are (a narrow
    pass one guess deeper may meet a longer line first), and replayed against the adversary it
    ends on the target."""
    monkeypatch.setattr(forced_wins, "NARROW", narrow)
    guesses = answers + extra
    found = forced_win(guesses, answers, pattern_matrix(guesses, answers), target=target, most=5, jobs=2)
    assert found.guesses == shortest(guesses, tuple(answers), target, 5) == 4
    assert found.proven and found.searched == 3
    left = tuple(answers)
    for earned in found.line:
        earned_again, left = adversary_score(earned.guess, left)
        assert earned_again == earned
    assert left == (target,) and found.line[-1].is_win


@st.composite
def sifting_positions(draw: st.DrawFn):
    """Answers over four letters (many ties among buckets), the words left (a subset holding the
    target), and the cap on the target's bucket challenge mode's pass has."""
    pool = st.text("ABCD", min_size=3, max_size=3)
    answers = sorted(draw(st.lists(pool, min_size=2, max_size=30, unique=True)))
    extra = draw(st.lists(pool, max_size=6, unique=True))
    target = draw(st.sampled_from(answers))
    left = sorted({target, *draw(st.lists(st.sampled_from(answers), min_size=1))})
    return answers + [g for g in extra if g not in answers], answers, target, left, draw(st.sampled_from([None, 1, 2, 3]))


@settings(max_examples=150, deadline=None)
@given(sifting_positions())
def test_challenge_modes_sifts_keep_every_guess_the_adversary_answers_with_the_targets_bucket(position):
    """The fast paths three guesses from the end are sound against the adversary played out: the
    sift by bits lets through every guess whose kept bucket holds the target (within the cap)
    and could be split with the target kept, and the test of many buckets at once passes every
    bucket whose words some guess puts behind the target (an AND of their rows, taken whole)."""
    guesses, answers, target, left, cap = position

    def splittable(bucket: tuple[str, ...]) -> bool:
        """Whether some guess gives every word of ``bucket`` its own score, the target's the
        one the adversary keeps (what the bucket must meet two guesses from the end)."""
        for guess in guesses:
            _, kept = adversary_score(guess, bucket)
            if kept == (target,) and len(tile_buckets(guess, bucket)) == len(bucket):
                return True
        return False

    search = forced_wins._Search(guesses, answers, pattern_matrix(guesses, answers), answers.index(target),
                                     float("inf"))
    search.cap = cap
    numbers = np.array([answers.index(w) for w in left])
    chosen, _ = search._sifted(numbers)
    keeping = set()
    for number, guess in enumerate(guesses):
        _, kept = adversary_score(guess, left)
        if target in kept and len(kept) < len(left) and len(kept) <= (cap or len(left)) and splittable(kept):
            keeping.add(number)
    assert keeping <= set(chosen.tolist())
    members = np.zeros((len(guesses), len(answers)), dtype=np.uint8)  # each guess's kept bucket, and the target
    for number, guess in enumerate(guesses):
        members[number, [answers.index(w) for w in adversary_score(guess, left)[1]]] = 1
    members[:, answers.index(target)] = 1
    whole = [np.bitwise_and.reduce(search.behind[np.flatnonzero(row)], axis=0).any() for row in members]
    hopeful = search._hopeful(members, numbers)
    assert all(hopeful[i] for i, passes in enumerate(whole) if passes)


@pytest.mark.parametrize("narrow", [1, 2, forced_wins.NARROW])
def test_challenge_mode_shows_a_longer_line_minimal_when_no_shorter_one_exists(narrow, monkeypatch):
    """A target that no line of 4 guesses ends on (brute force agrees): the line of 5 the search
    returns is proven minimal, whether a narrow pass met it before the whole search of 4."""
    monkeypatch.setattr(forced_wins, "NARROW", narrow)
    answers = ["AAB", "ABB", "ABC", "ABD", "BAA", "BDB", "BDD", "CAB", "CCB", "CCD", "CDA", "CDD", "DAC", "DCA"]
    guesses = answers + ["BCD", "DDC", "DAA"]
    found = forced_win(guesses, answers, pattern_matrix(guesses, answers), target="CAB", most=6, jobs=2)
    assert found.guesses == shortest(guesses, tuple(answers), "CAB", 5) == 5
    assert found.proven and found.searched == 4
    left = tuple(answers)
    for earned in found.line:
        left = adversary_score(earned.guess, left)[1]
    assert left == ("CAB",)


LONGER = (["AAB", "ABB", "ABC", "ABD", "BAA", "BDB", "BDD", "CAB", "CCB", "CCD", "CDA", "CDD", "DAC", "DCA"],
          ["BCD", "DDC", "DAA"], "CAB")  # a target no line of 4 guesses ends on, and one of 5 does


@pytest.mark.parametrize("share", [0, 0.3, 0.6, 0.9])
def test_a_search_stopped_by_its_work_budget_is_not_proven_and_gives_the_same_answer_each_time(share):
    """With less work allowed than the whole search needs, the answer is not proven minimal (a
    line, if any, from the passes that ended), and it is the same in every run, in one process
    or two: the budget counts work, which the machine's load does not change."""
    answers, extra, target = LONGER
    guesses = answers + extra
    matrix = pattern_matrix(guesses, answers)
    whole = forced_win(guesses, answers, matrix, target=target, most=6)
    assert whole.proven and whole.guesses == 5
    budget = int(share * whole.work)
    runs = [forced_win(guesses, answers, matrix, target=target, most=6, work=budget, jobs=jobs) for jobs in (1, 1, 2)]
    assert runs[0] == runs[1] == runs[2]
    assert not runs[0].proven and runs[0].searched < 4 and runs[0].work > budget
    assert not runs[0].found or runs[0].line == whole.line


def test_a_line_met_early_is_proven_minimal_when_the_budget_stops_the_search_after_every_shorter_one(monkeypatch):
    """A narrow pass one guess deeper meets the 5-guess line; every line of 4 is searched, and
    then the budget stops the whole search of 5: the line is still proven minimal."""
    monkeypatch.setattr(forced_wins, "NARROW", 1)
    answers, extra, target = LONGER
    guesses = answers + extra
    matrix = pattern_matrix(guesses, answers)
    whole = forced_win(guesses, answers, matrix, target=target, most=6)
    budget = int(0.9 * whole.work)
    stopped = forced_win(guesses, answers, matrix, target=target, most=6, work=budget)
    assert stopped.work > budget and (stopped.guesses, stopped.searched) == (5, 4)
    assert stopped.proven and stopped.line == whole.line


@pytest.mark.parametrize(("answers", "extra", "target"), [
    (["AAA", "ABC", "ACC", "BAB", "BBA", "BBC", "BCC", "CCB", "CCC"], ["BCA"], "BCC"),
    (["ABA", "BAA", "BAB", "BBB", "BCA", "BCB", "BCC", "CAA", "CAB", "CCA"], ["CCB", "CBA"], "BCA"),
    LONGER,
])
def test_challenge_mode_gives_the_same_line_in_one_process_or_two(answers, extra, target):
    """The first guesses shared among processes are taken in order, each searched afresh, so
    two processes return the line one returns, with the same work counted, run after run."""
    guesses = answers + extra
    matrix = pattern_matrix(guesses, answers)
    runs = [forced_win(guesses, answers, matrix, target=target, most=6, jobs=jobs) for jobs in (1, 2, 2)]
    assert runs[0].found and runs[0].proven
    assert runs[0] == runs[1] == runs[2]


@settings(max_examples=40, deadline=None)
@given(tiny_challenges(), st.none() | st.integers(0, 20_000))
def test_challenge_mode_is_the_same_in_one_process_or_two_whatever_the_budget(game, budget):
    """On small random lists, from four guesses on, two processes give what one gives (line,
    proof and work), whether the work budget stops the search or not; a line is proven
    minimal exactly when every shorter line was searched."""
    guesses, answers, target = game
    matrix = pattern_matrix(guesses, answers)
    work = forced_wins.WORK if budget is None else budget
    one, two = (forced_win(guesses, answers, matrix, target=target, most=5, work=work, jobs=jobs) for jobs in (1, 2))
    assert one == two
    assert one.proven == (one.found and one.searched == one.guesses - 1)
