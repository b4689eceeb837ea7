"""The game value: one description of the rules, with the NYT game as the default."""

from __future__ import annotations

import pytest

from wordfinder.game import CLASSIC_GUESSES, NYT, QUANTUM, Game, guess_limit


def test_the_nyt_game_is_the_default():
    """Five letters, one board, six guesses, normal mode, classic scoring."""
    assert (NYT.length, NYT.boards, NYT.limit, NYT.hard, NYT.is_quantum) == (5, 1, CLASSIC_GUESSES, False, False)
    assert NYT == Game()


@pytest.mark.parametrize(("boards", "limit"), [(1, 6), (2, 7), (4, 9), (8, 13), (16, 21)])
def test_each_board_beyond_the_first_allows_one_more_guess(boards, limit):
    """Dordle 7, Quordle 9, Octordle 13: the published limits."""
    assert Game(boards=boards).limit == guess_limit(boards) == limit


def test_an_explicit_limit_wins_and_zero_means_none():
    """max_guesses overrides the game's own limit; 0 plays on without one."""
    assert Game(boards=4, max_guesses=5).limit == 5
    assert Game(max_guesses=0).limit is None


def test_a_game_is_an_immutable_value():
    """Changing a rule gives a new game and leaves the old one as it was."""
    quantum = NYT.changed(scoring=QUANTUM)
    assert quantum.is_quantum and not NYT.is_quantum
    with pytest.raises(AttributeError):
        NYT.boards = 2  # type: ignore[misc]
    assert hash(quantum) != hash(NYT) or quantum != NYT
