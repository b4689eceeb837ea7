"""Whole numbers read from text (command lines, records, typed lines), checked for size first.

Python's ``int`` refuses strings of more than 4,300 digits with a ValueError
(and reads ``"١٢"``, ``"1_000"`` and ``" 7 "`` as numbers); every number
wordfinder reads is a count, a position or a game number, so its text is
refused for its length before it is converted, and only ASCII digits are read.
"""

from __future__ import annotations

from .errors import WordfinderError, quoted

__all__ = ["MAX_DIGITS", "BadNumber", "parse_int"]

# 18 digits: every count or game number fits with room to spare, and so does a
# 64-bit seed's magnitude; the text is at most 19 characters with its sign.
MAX_DIGITS = 18


class BadNumber(WordfinderError):
    """Text that is not a whole number wordfinder can use."""


def parse_int(
    text: str,
    what: str = "number",
    minimum: int | None = None,
    maximum: int | None = None,
    digits: int = MAX_DIGITS,
) -> int:
    """The whole number written in ``text`` (ASCII digits, optionally signed), within the bounds given.

    Raises :class:`BadNumber`, naming ``what`` and quoting the text (cut short),
    for text longer than ``digits`` digits (checked before converting), text that
    is not a number, or a number out of bounds.
    """
    body = text[1:] if text[:1] in ("-", "+") else text
    if len(body) > digits:
        raise BadNumber(f"{what} {quoted(text)}: too long; expected at most {digits} digits")
    if not (body.isascii() and body.isdigit()):
        raise BadNumber(f"{what} {quoted(text)}: expected a whole number{_range(minimum, maximum)}")
    number = int(text)
    if (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
        raise BadNumber(f"{what} {quoted(text)}: expected a whole number{_range(minimum, maximum)}")
    return number


def _range(minimum: int | None, maximum: int | None) -> str:
    """`` from 1 to 6``, `` of 0 or more``, or nothing, for a message."""
    if minimum is not None and maximum is not None:
        return f" from {minimum} to {maximum}"
    if minimum is not None:
        return f" of {minimum} or more"
    if maximum is not None:
        return f" of {maximum} or less"
    return ""
