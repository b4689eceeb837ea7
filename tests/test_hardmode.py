"""NYT hard mode: greens stay in place, revealed letters are reused as often as revealed."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordfinder import score
from wordfinder.hardmode import hard_mode_problem, is_hard_mode_legal

from conftest import games, words


@pytest.mark.parametrize(
    ("answer", "guesses", "candidate", "problem"),
    [
        ("CRIMP", ["CRANE"], "CAROM", "2nd letter must be R"),
        ("CRIMP", ["CRANE"], "CRUDE", None),
        ("ERASE", ["SPEED"], "EERIE", "guess must contain S"),
        ("ERASE", ["SPEED"], "SEXES", None),
        ("EERIE", ["GEESE"], "EMCEE", "2nd letter must be E"),
        ("LEVEE", ["EERIE"], "LEVEL", "5th letter must be E"),
        ("ABBEY", ["BOBBY"], "BABES", "5th letter must be Y"),
        ("ABBEY", ["BOBBY"], "ABYSS", "3rd letter must be B"),
        ("ABBEY", ["KEBAB"], "ZEBRA", "guess must contain B 2 times"),
    ],
)
def test_examples(answer: str, guesses: list[str], candidate: str, problem: str | None) -> None:
    """Each hint a score reveals is checked, greens before letter counts."""
    history = [score(guess, answer) for guess in guesses]
    assert hard_mode_problem(history, candidate) == problem


def test_no_history_allows_anything() -> None:
    """Before the first guess every word is legal."""
    assert is_hard_mode_legal([], "QAJAQ")


@given(games(max_guesses=4))
def test_every_consistent_word_is_legal(game) -> None:
    """A word that earns every observed score never breaks hard mode (the answer is always playable)."""
    history = [score(pair.guess, game.secret) for pair in game.pairs]
    assert is_hard_mode_legal(history, game.secret)


@given(games(max_guesses=3), st.data())
def test_legal_means_hints_kept(game, data) -> None:
    """The verdict equals the definition: greens kept in place and hit counts covered."""
    history = [score(pair.guess, game.secret) for pair in game.pairs]
    candidate = data.draw(words(game.alphabet + "Z", game.length))
    greens_kept = all(
        candidate[i] == s.guess[i] for s in history for i, t in enumerate(s.tiles) if t.name == "CORRECT"
    )
    counts_kept = all(
        Counter(candidate)[letter] >= n
        for s in history
        for letter, n in Counter(l for l, t in zip(s.guess, s.tiles) if t.is_hit).items()
    )
    assert is_hard_mode_legal(history, candidate) == (greens_kept and counts_kept)
