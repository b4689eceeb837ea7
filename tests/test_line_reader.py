"""play.line_reader: typed lines read without raising and without holding more than a line's worth."""

import io

from wordfinder.session import LONGEST_LINE, line_reader


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


def test_input_that_never_ends_is_cut_after_most_lines():
    """Endless rejected lines (``yes xxxxx | wordfinder play``) end the input after ``lines`` lines."""
    read = line_reader(io.TextIOWrapper(io.BytesIO(b"xxxxx\n" * 10)), lines=3)
    assert [read(), read(), read(), read(), read()] == ["xxxxx\n"] * 3 + ["", ""]


def test_endless_piped_guesses_end_the_game(tmp_path):
    """A pipe of endless invalid guesses ends the game (exit 1, the word revealed) instead of asking for ever."""
    import subprocess
    import sys

    endless = subprocess.Popen(["yes", "xxxxx"], stdout=subprocess.PIPE)
    try:
        completed = subprocess.run(
            [sys.executable, "-m", "wordfinder", "play", "--seed", "1"],
            stdin=endless.stdout, capture_output=True, text=True, timeout=60,
        )
    finally:
        endless.kill()
        endless.wait()
    assert completed.returncode == 1
    assert completed.stdout.count("Invalid word. Try again: ") >= 1000
    assert "Traceback" not in completed.stderr
