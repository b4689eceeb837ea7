"""wordfinder.numbers: numbers read from text, checked for size before they are converted."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordfinder.numbers import MAX_DIGITS, BadNumber, parse_int


@given(st.integers(min_value=-(10**MAX_DIGITS) + 1, max_value=10**MAX_DIGITS - 1))
def test_every_number_within_the_digits_reads_back(number):
    """Any number of at most MAX_DIGITS digits reads back as itself."""
    assert parse_int(str(number)) == number


@pytest.mark.parametrize("text", ["9" * 5000, "1" * (MAX_DIGITS + 1), "-" + "9" * 4400])
def test_long_text_is_refused_for_its_length(text):
    """Text longer than the digits allowed is refused as too long (never int's 4,300-digit ValueError)."""
    with pytest.raises(BadNumber, match="too long") as caught:
        parse_int(text, "--games")
    assert len(str(caught.value)) < 120 and str(caught.value).startswith("--games '")


@pytest.mark.parametrize("text", ["", "+", "1_000", " 7", "7 ", "١٢", "1e3", "0x10", "²"])
def test_only_ascii_digits_are_numbers(text):
    """Underscores, spaces, other scripts' digits and superscripts are not numbers here, though int() takes some."""
    with pytest.raises(BadNumber, match="expected a whole number"):
        parse_int(text)


def test_bounds_are_checked_and_named():
    """A number out of bounds is refused, the message giving the bounds."""
    assert parse_int("6", "hint", 1, 6) == 6
    with pytest.raises(BadNumber, match="^hint '7': expected a whole number from 1 to 6$"):
        parse_int("7", "hint", 1, 6)
    with pytest.raises(BadNumber, match="of 0 or more$"):
        parse_int("-1", "-N", 0)
