"""Pasted scores: emoji read by grapheme cluster (invisible marks, high contrast), long guesses
refused first, and whole share blocks paired with their guesses."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordfinder.errors import BadNotation
from wordfinder.feedback import Tile, score
from wordfinder.notation import MAX_LETTERS, GuessScore
from wordfinder.share import pair_share, read_share, shared_history

INVISIBLE = ["\ufe0f", "\ufe0e", "\u200d", "\u200b", "\u200e", "\u200f", "\u202b", "\u2067", "\u2069", "\u061c", "\ufeff"]


@given(
    answer=st.text("ABCDE", min_size=5, max_size=5),
    guess=st.text("ABCDE", min_size=5, max_size=5),
    marks=st.lists(st.sampled_from(INVISIBLE), min_size=6, max_size=6),
    contrast=st.booleans(),
)
def test_invisible_marks_around_tiles_change_nothing(answer, guess, marks, contrast):
    """Any invisible mark before, between or after the tiles, in either colour scheme, reads as the bare tiles."""
    earned = score(guess, answer)
    emoji = earned.emoji
    if contrast:
        emoji = emoji.replace("🟩", "🟧").replace("🟨", "🟦")
    decorated = "".join(m + t for m, t in zip(marks, emoji)) + marks[-1]
    assert GuessScore.parse(f"{guess}={decorated}").score == earned


def test_high_contrast_tiles():
    """🟧 is read as correct and 🟦 as present."""
    assert GuessScore.parse("CRANE=🟧🟦⬛⬛⬛").tiles == (Tile.CORRECT, Tile.PRESENT, *[Tile.ABSENT] * 3)


@pytest.mark.parametrize("score_text, culprit", [("🟧🟦⬛⬛👍", "'👍'"), ("🟩🟩🟩🟩🟩🏽", "'🟩🏽'"), ("🟩🟩x🟩🟩", "'x'")])
def test_unknown_emoji_are_described_in_emoji_terms(score_text, culprit):
    """A score holding an emoji that is not a tile is described as an emoji score, naming the culprit."""
    with pytest.raises(BadNotation) as caught:
        GuessScore.parse(f"CRANE={score_text}")
    message = str(caught.value)
    assert f"{culprit} is not a score tile; emoji scores use 🟩 🟨" in message
    assert "green" not in message and "colour" not in message


def test_a_long_guess_is_refused_for_its_length_at_once():
    """A 5,000-letter guess is refused for its length, before the possibility check (which took
    30 s over it), with a short message."""
    with pytest.raises(BadNotation, match=f"5,000 letters; words have at most {MAX_LETTERS}") as caught:
        GuessScore.parse("A" * 5000 + "=" + "." * 5000)
    assert len(str(caught.value)) < 200


def test_a_long_score_is_refused_for_its_length():
    """A score far longer than its guess could need is refused before it is read."""
    with pytest.raises(BadNotation, match="characters long; CRANE has 5 letters"):
        GuessScore.parse("CRANE=" + "🟩" * 10_000)


def test_guesses_up_to_the_limit_are_read():
    """A guess of MAX_LETTERS letters is still a guess."""
    word = "AB" * (MAX_LETTERS // 2)
    assert GuessScore.parse(f"{word}={word}").guess == word


BLOCK = """Wordle 1,234 3/6*

\u200f⬛🟨⬛⬛⬛\u200e
🟩️🟩⬛⬛⬛
🟧🟧🟧🟧🟧

https://www.nytimes.com/games/wordle
"""


def test_a_whole_share_block_pairs_with_its_guesses():
    """Header, blank lines, marks and trailing text are skipped; each row pairs with its guess in order."""
    block = read_share(BLOCK)
    assert (block.header, block.took, block.hard) == ("Wordle 1,234 3/6*", 3, True)
    pairs = pair_share(["crane", "slate", "slash"], block)
    assert [str(p) for p in pairs] == ["CRANE=.r...", "SLATE=SL...", "SLASH=SLASH"]


def test_the_history_of_a_share_is_its_rows_then_the_pairs_given():
    """The bare words pair with the rows, in order, ahead of the GUESS=SCORE pairs given."""
    assert shared_history(["crane", "STOMP=.....", "slate", "slash"], BLOCK) == (
        "CRANE=.r...", "SLATE=SL...", "SLASH=SLASH", "STOMP=.....",
    )


def test_counts_that_differ_name_both():
    """Three rows and two guesses: an error naming both counts and the guesses."""
    with pytest.raises(BadNotation, match="has 3 rows but 2 guesses were given: 'crane' 'slate'"):
        pair_share(["crane", "slate"], BLOCK)


def test_a_header_that_disagrees_with_the_rows_is_an_error():
    """A header saying 4/6 over three rows is refused, quoting the header."""
    with pytest.raises(BadNotation, match="'Wordle 1,234 4/6' says 4 guesses, but it has 3 rows"):
        read_share(BLOCK.replace("3/6*", "4/6"))


def test_text_without_rows_is_an_error():
    """Text with no tile row is not a share block."""
    with pytest.raises(BadNotation, match="no row of tiles"):
        read_share("Wordle 1,234 X/6\n\nno tiles here\n")
