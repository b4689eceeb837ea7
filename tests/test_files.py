"""wordfinder.files: regular files and standard input only, refused by name, read up to a cap."""

import io
import os
import socket
import sys

import pytest

from wordfinder import files
from wordfinder.errors import WordfinderError, WordListError
from wordfinder.files import FileRefused, FileTooLarge, NotRegularFile, read_bytes, read_text
from wordfinder.words import read_words
from wordfinder.languages import ENGLISH


def test_a_regular_file_and_a_symlink_to_it_are_read(tmp_path):
    """A regular file is read as UTF-8 without its byte-order mark, also through a symlink."""
    path = tmp_path / "w.txt"
    path.write_bytes(b"\xef\xbb\xbfcrane\nslate\n")
    (tmp_path / "link").symlink_to(path)
    assert read_text(path) == "crane\nslate\n"
    assert read_text(tmp_path / "link") == "crane\nslate\n"


@pytest.mark.parametrize("name", ["-", "/dev/stdin"])
def test_standard_input_is_read_by_either_name(monkeypatch, name):
    """``-`` and ``/dev/stdin`` read standard input, whatever it is."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"crane\n")))
    assert read_text(name) == "crane\n"


def test_standard_input_is_capped(monkeypatch):
    """Standard input longer than the cap is refused after reading one byte past it, no more."""
    source = io.BytesIO(b"x" * 100)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(source))
    with pytest.raises(FileTooLarge, match="^'-': longer than 10 bytes"):
        read_bytes("-", limit=10)
    assert source.tell() <= 100


def test_a_file_over_the_cap_is_refused(tmp_path):
    """A file one byte over the cap is refused naming it; one at the cap is read."""
    path = tmp_path / "big.txt"
    path.write_bytes(b"a" * 11)
    with pytest.raises(FileTooLarge, match="big.txt"):
        read_bytes(path, limit=10)
    assert read_bytes(path, limit=11) == b"a" * 11


def test_the_cap_holds_a_million_word_list():
    """The default cap is larger than a million 9-letter words, one a line."""
    assert files.MAX_BYTES > 1_000_000 * 10


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/full", "/dev/null"])
def test_devices_are_refused_by_name(device):
    """A character device is refused at once, naming it and its kind."""
    if not os.path.exists(device):
        pytest.skip(f"{device} does not exist here")
    with pytest.raises(NotRegularFile) as caught:
        read_text(device, "word list")
    assert str(caught.value).startswith(f"'{device}': is a character device, not a word list")


def test_a_fifo_is_refused_without_blocking(tmp_path):
    """A FIFO with no writer is refused at once (reading it would wait forever)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile, match="FIFO"):
        read_text(fifo)


def test_a_fifo_swapped_in_after_the_look_is_refused(tmp_path, monkeypatch):
    """The opened file is looked at again, so a FIFO that replaces a file between the look
    and the open is refused, not read (and the non-blocking open does not wait)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    real_stat = os.stat
    monkeypatch.setattr(files.os, "stat", lambda name: real_stat(__file__))  # the look sees a file
    with pytest.raises(NotRegularFile, match="FIFO"):
        read_text(fifo)


def test_folders_sockets_and_symlinks_to_them_are_refused(tmp_path):
    """A folder, a socket and a symlink to a device are refused by name."""
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(tmp_path / "sock"))
        with pytest.raises(NotRegularFile, match="socket"):
            read_text(tmp_path / "sock")
    with pytest.raises(NotRegularFile, match="is a folder"):
        read_text(tmp_path)
    (tmp_path / "zero").symlink_to("/dev/zero")
    with pytest.raises(NotRegularFile, match="'.*zero': is a character device"):
        read_text(tmp_path / "zero")


@pytest.mark.parametrize(
    "name, message",
    [("nope.txt", "no such word list"), ("a\0b", "cannot be read"), ("x" * 5000, "cannot be read")],
)
def test_unopenable_names_are_one_line_errors(name, message):
    """A missing file, a NUL in the name or a name too long: a WordfinderError, not an OSError."""
    with pytest.raises(FileRefused, match=message):
        read_text(name, "word list")


def test_not_utf8_names_the_byte(tmp_path):
    """Bytes that are not UTF-8 are refused with the offset of the first bad byte."""
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"caf\xe9")
    with pytest.raises(FileRefused, match=r"not UTF-8 text \(byte 3\)"):
        read_text(path)


def test_read_words_refuses_devices_as_word_list_errors():
    """The word-list reader uses the opener: /dev/zero is a WordListError, read not at all."""
    with pytest.raises(WordListError, match="'/dev/zero': is a character device"):
        read_words("/dev/zero", ENGLISH)


def test_refusals_are_wordfinder_errors():
    """Every refusal can be caught as a WordfinderError (and so a ValueError)."""
    assert issubclass(FileTooLarge, WordfinderError) and issubclass(NotRegularFile, ValueError)


@pytest.mark.parametrize("argv", [
    ["score", ""],
    ["suggest", "--played", "", "CRANE=....."],
    ["find", "--word-file", "", "CRANE=....."],
    ["play", "--record", ""],
    ["openers", "--out", "", "--only", "CRANE"],
    ["benchmark", "--rolling", ""],
], ids=lambda argv: " ".join(a or "''" for a in argv))
def test_an_empty_path_names_no_file_not_the_current_folder(argv, monkeypatch, capsys):
    """An empty path is refused in one line as naming no file: tidied it would be ``.``, the
    current folder, whose games (score) would be replayed, or which would be named as the culprit."""
    from conftest import through_console_script

    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out) == (2, "") and err.count("\n") == 1 and "'': an empty path names no file" in err, err


@pytest.mark.parametrize(("argv", "option"), [
    (["suggest", "--guesses", "{empty}", "CRANE=....."], "--guesses"),
    (["suggest", "--answers", "{empty}", "CRANE=....."], "--answers"),
    (["benchmark", "--guesses", "{empty}"], "--guesses"),
])
def test_a_file_of_no_words_is_named_by_the_option_given(argv, option, tmp_path, monkeypatch, capsys):
    """A word list with no word names the option the command line gave it with, not an old spelling."""
    from conftest import through_console_script

    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n")
    code, _, err = through_console_script([a.format(empty=empty) for a in argv], monkeypatch, capsys)
    assert code == 2 and f"({option})" in err and err.count("\n") == 1, err


def test_a_file_holding_a_nul_byte_is_refused_as_no_text(tmp_path):
    """A NUL byte makes a file no text: refused naming where it is, not read with the line
    that holds it skipped as no word."""
    path = tmp_path / "words.txt"
    path.write_bytes(b"CRANE\nSL\x00TE\n")
    with pytest.raises(FileRefused, match=r"not text \(a NUL byte at byte 8\)"):
        read_text(path)
    with pytest.raises(WordListError, match="NUL"):
        read_words(path, ENGLISH)


def test_a_games_file_holding_a_nul_byte_is_not_recorded_to(tmp_path, monkeypatch, capsys):
    """play --record on a games file holding a NUL is refused before the game, the file untouched."""
    from conftest import through_console_script

    path = tmp_path / "games.md"
    path.write_bytes(b"* 1: `CRANE=CRANE` yields `CRANE`\n\x00\n")
    monkeypatch.setattr(sys, "stdin", io.StringIO("CRANE\n"))
    code, _, err = through_console_script(["play", "--seed", "1", "--record", str(path)], monkeypatch, capsys)
    assert code == 2 and "NUL" in err and err.count("\n") == 1
    assert path.read_bytes() == b"* 1: `CRANE=CRANE` yields `CRANE`\n\x00\n"


@pytest.mark.parametrize(("argv", "culprits"), [
    (["suggest", "--guesses", "-", "--answers", "-", "CRANE=....."], "--guesses and --answers each read"),
    (["find", "--word-file", "/dev/stdin", "--played", "-", "CRANE=....."], "--word-file and --played each read"),
    (["play", "--word-file", "-"], "--word-file -: play reads the guesses from standard input"),
    (["score", "{games}", "--word-file", "-", "--answers-file", "-"], "--word-file and --answers-file each read"),
    (["score", "-", "--word-file", "-"], "--word-file and a games file each read"),
    (["analyze", "-", "--guesses", "-"], "--guesses and a games file each read"),
    (["find", "--share", "--word-file", "-", "CRANE"], "--word-file and --share each read"),
    # suggest and analyze read the block first: refused before it takes standard input
    (["suggest", "--share", "--guesses", "-", "CRANE"], "--guesses and --share each read"),
    (["analyze", "--share", "--guesses", "-", "CRANE"], "--guesses and --share each read"),
    (["score", "-", "-"], "a games file - is named twice"),
    (["analyze", "-", "/dev/stdin"], "a games file - is named twice"),
])
def test_standard_input_given_to_two_readers_is_refused(argv, culprits, monkeypatch, capsys):
    """Standard input named by two options (or by one in play, whose guesses come from it) is
    refused in one line naming them: the first reader would take it all, the next find nothing."""
    from conftest import through_console_script

    from conftest import GAMES

    monkeypatch.setattr(sys, "stdin", io.StringIO("CRANE\n"))
    code, out, err = through_console_script([a.format(games=f"{GAMES}/seeds.md") for a in argv], monkeypatch, capsys)
    assert (code, out, err.count("\n")) == (2, "", 1) and culprits in err, err
