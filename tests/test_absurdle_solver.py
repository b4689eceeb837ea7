"""The search for forced Absurdle wins: checked against brute force on tiny lists."""

from __future__ import annotations

import pytest
from conftest import through_console_script
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder.absurdle import adversary_score
from wordfinder.solver.absurdle import forced_win
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


@settings(max_examples=80, deadline=None)
@given(tiny_challenges())
def test_challenge_mode_finds_a_line_exactly_when_brute_force_does(game):
    """In challenge mode the search (bucket by bucket, with its bit-row test of which guesses keep
    the target last) finds a line of the length brute force finds, and none when it finds none."""
    guesses, answers, target = game
    found = forced_win(guesses, answers, pattern_matrix(guesses, answers), target=target, most=4)
    assert found.guesses == (shortest(guesses, tuple(answers), target, 4) or 0)
    assert not found.found or found.line[-1].guess == target


@pytest.mark.parametrize(("answers", "extra", "target"), [
    (["AAA", "ABC", "ACC", "BAB", "BBA", "BBC", "BCC", "CCB", "CCC"], ["BCA"], "BCC"),
    (["ABA", "BAA", "BAB", "BBB", "BCA", "BCB", "BCC", "CAA", "CAB", "CCA"], ["CCB", "CBA"], "BCA"),
])
def test_challenge_mode_shared_among_processes_finds_the_shortest_line(answers, extra, target):
    """With two processes taking the first guesses (from four guesses on), the line found has the
    length brute force finds, and replayed against the adversary it ends on the target."""
    guesses = answers + extra
    found = forced_win(guesses, answers, pattern_matrix(guesses, answers), target=target, most=5, jobs=2)
    assert found.guesses == shortest(guesses, tuple(answers), target, 5) == 4
    left = tuple(answers)
    for earned in found.line:
        earned_again, left = adversary_score(earned.guess, left)
        assert earned_again == earned
    assert left == (target,) and found.line[-1].is_win
