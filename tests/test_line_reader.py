"""play.line_reader: typed lines read without raising and without holding more than a line's worth."""

import io

from wordfinder.play import LONGEST_LINE, line_reader


def reader(data: bytes):
    return line_reader(io.TextIOWrapper(io.BytesIO(data)))


def test_lines_pass_through_and_end_with_empty():
    """Ordinary lines come back as they are, then "" at the end of input."""
    read = reader(b"crane\nslate\n")
    assert [read(), read(), read()] == ["crane\n", "slate\n", ""]


def test_an_overlong_line_is_one_invalid_line():
    """A line longer than LONGEST_LINE is given as one line that is no word, and the next line follows."""
    read = reader(b"x" * (LONGEST_LINE * 3) + b"\ncrane\n")
    assert [read(), read()] == ["~\n", "crane\n"]


def test_bytes_that_are_not_utf8_are_replaced():
    """Undecodable bytes become U+FFFD instead of raising UnicodeDecodeError."""
    assert reader(b"\xff\xfecrane\n")() == "\ufffd\ufffdcrane\n"


def test_endless_input_without_a_line_break_ends_the_input():
    """Input such as /dev/zero (no line break, ever) ends the game rather than filling memory."""
    with open("/dev/zero", "rb", buffering=0) as zero:
        assert line_reader(io.TextIOWrapper(io.BufferedReader(zero)))() == ""


def test_no_standard_input_is_the_end():
    """A missing standard input (None) reads as the end of input."""
    assert line_reader(None)() == ""
