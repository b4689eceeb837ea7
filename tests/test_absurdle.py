"""Absurdle's adversary: the largest bucket, its tie-breaks, and the game it plays."""

from __future__ import annotations

import io
import random

import pytest
from conftest import through_console_script

from wordfinder.absurdle import Adversary, adversary_score, preference, tile_buckets
from wordfinder.game import Game
from wordfinder.session import PROMPT, Outcome, play
from wordfinder.trie import Trie


def _tiles(guess: str, text: str) -> tuple:
    from wordfinder.notation import GuessScore

    return GuessScore.parse(f"{guess}={text}", checked=False).tiles


def chosen(*scores: str) -> str:
    """Of equal buckets (one word each), the score the adversary keeps."""
    return min(scores, key=lambda s: preference(_tiles("ABCDE", s), 1))


@pytest.mark.parametrize("scores, kept, rule", [
    (("A....", "a....", "....."), ".....", "all grey has fewest greens and yellows"),
    (("AB...", "A.c..", "abc.."), "abc..", "fewest greens, however many yellows"),
    (("A.cd.", "Ab...", "A...."), "A....", "then fewest yellows"),
    (("a....", "..c..", "....e"), "....e", "then the first tile that is not grey furthest right"),
    ((".b..e", ".B...", ".bc.."), ".b..e", "then tile by tile from the left: grey before yellow"),
    (("Ab...", "aB..."), "aB...", "then tile by tile from the left: yellow before green"),
])
def test_equal_buckets_are_decided_by_the_documented_rule(scores, kept, rule):
    """Equal-sized buckets go, in order: fewest greens, fewest yellows, first non-grey tile furthest
    right, then tile by tile from the left with grey before yellow before green."""
    assert chosen(*scores) == kept, rule


def test_a_larger_bucket_beats_any_tie_break():
    """Size comes first: two words that score all green-less are kept over one all-grey word."""
    assert preference(_tiles("ABCDE", "AB..."), 2) < preference(_tiles("ABCDE", "....."), 1)


def test_the_adversary_keeps_the_largest_bucket_of_real_words():
    """Against words it can split, the adversary answers with the score most of them give."""
    words = ["BAT", "CAT", "HAT", "BOX", "FIG"]
    earned, left = adversary_score("MAT", words)
    assert (str(earned), left) == (".AT", ("BAT", "CAT", "HAT"))
    assert {len(b) for b in tile_buckets("MAT", words).values()} == {3, 2}


def test_the_win_is_given_only_when_the_guess_is_the_one_word_left():
    """A guess that is one of two words left is not a win (fewer greens win the tie); alone, it is."""
    assert not adversary_score("BAT", ["BAT", "CAT"])[0].is_win
    assert adversary_score("BAT", ["BAT"])[0].is_win


def test_a_game_of_absurdle_is_won_on_the_single_word_left():
    """play with an adversary: each Result is the adversary's, and guessing the last word wins."""
    words = ["BAT", "CAT", "HAT", "BOX", "FIG"]
    out = io.StringIO()
    # HAT splits them .AT {BAT, CAT}, HAT {HAT}, ... {BOX, FIG}: of the two pairs, fewest greens;
    # then BOX against {BOX, FIG} is a win or ..., one word each: fewest greens again.
    state = play(Adversary(tuple(words)), Trie(words), io.StringIO("hat\nbox\nfig\n").readline, out,
                 Game(length=3, absurdle=True), random.Random(0))
    assert out.getvalue() == (
        PROMPT + "Result: ⬛⬛⬛\n" + PROMPT + "Result: ⬛⬛⬛\n" + PROMPT + "Result: 🟩🟩🟩\n"
        + "You won in 3 attempts.\n"
    )
    assert state.outcome is Outcome.WON


def test_play_absurdle_piped_with_its_own_lists(tmp_path, monkeypatch, capsys):
    """`play --absurdle --answers-file F --word-file G` speaks the piped protocol to its end."""
    (tmp_path / "answers.txt").write_text("bat\ncat\nhat\nbox\nfig\n", encoding="utf-8")
    (tmp_path / "words.txt").write_text("mat\n", encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO("mat\nfig\nbat\nhat\ncat\n"))
    code, out, err = through_console_script(
        ["play", "--absurdle", "--length", "3", "--answers-file", str(tmp_path / "answers.txt"),
         "--word-file", str(tmp_path / "words.txt")], monkeypatch, capsys)
    assert (code, err) == (0, "")
    # MAT keeps .AT {BAT, CAT, HAT}; FIG misses all three; BAT keeps .AT {CAT, HAT}; HAT keeps CAT.
    assert out.splitlines()[-1] == "You won in 5 attempts." and out.count("Result: ") == 5
