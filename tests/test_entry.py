"""The one way in: plain command lines run without typer and print exactly what the typer app prints."""

import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from wordfinder.cli.options import read_plain
from wordfinder.cli.app import app

from conftest import GAMES, shown, through_console_script

FIFTY = ["HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY"]
ROUSE = ["THIEF=...e.", "BLADE=....E", "GROVE=.ro.E"]

SAME_AS_TYPER = [
    FIFTY,
    ["find", *FIFTY],
    ["-v", "LODGE=....e", "WIPER=..Pe.", "TEPEE=teP..", "EXPAT=E.P.t"],
    ["--answers", "--json", "LODGE=....e", "TEPEE=teP.."],
    ["--explain", "--words", "ROMEO", "PROSE", "ROUSE", *ROUSE],
    ["--words=ROMEO,ROUSE", *ROUSE],
    ["--explain", "PROSE", *ROUSE],
    ["SPEED=...e."],
    ["HARES=....", "--verbose"],
    ["--words", "R0MEO", "HARES=....."],
    ["--word-file", "/no/such/file", "HARES=....."],
    ["--word-file=/no/such/file", "HARES=....."],
    ["HARES=H....", "HARES=.A..."],
    ["--words", "HARES=....."],
    ["--quantum", "--answers", "TAXES=+t+A..+s", "CHIPS=c.i.s", "MUSIC=MUSIC"],
    ["--quantum", "-v", "TAXES=+t+A..+s"],
    ["ROMEO", "--words", "HARES=....."],
    ["score", f"{GAMES}/seeds.md"],
    ["score", "--json", "-N", "2", f"{GAMES}/seeds.md"],
    ["score", "--first-game", "6", "--last-game=9", "--strict", f"{GAMES}/seeds.md"],
    ["score", "/no/such/games.md"],
    ["score", "--word-file", "/no/such/words.txt", f"{GAMES}/seeds.md"],
    ["suggest"],
    ["suggest", "-n", "3", "--hard"],
    ["suggest", "--strategy", "entropy", "--json", "--top=2"],
    ["suggest", "CRANE=BBBBBB"],
    ["analyze", f"{GAMES}/seeds.md", "--game", "99999"],
]


@pytest.mark.parametrize("argv", SAME_AS_TYPER, ids=shown)
def test_fast_path_matches_typer(argv, monkeypatch, capsys):
    """The plain reader takes the arguments and prints exactly what the typer app prints."""
    assert read_plain(argv) is not None
    fast = through_console_script(argv, monkeypatch, capsys)
    result = CliRunner().invoke(app, argv)
    assert fast == (result.exit_code, result.stdout, result.stderr)


@pytest.mark.parametrize(
    "argv",
    [[], ["--help"], ["find", "--help"], ["-h"], ["--bogus", "HARES=....."], ["score"],
     ["--word-file"], ["score", "-N", "-1", "x.md"], ["score", "--first-game", "x", "g.md"],
     ["score", "--first-game"], ["score", "--json"], ["score", "--strict", "-N"],
     ["score", "-N", "1", "-N", "2", "g.md"], ["suggest", "-n", "0"], ["suggest", "-s", "best"],
     ["benchmark", "extra"], ["play", "--json"], ["--install-completion"],
     ["score", "-N", "1" * 5000, "g.md"]],
    ids=lambda argv: " ".join(argv)[:60],
)
def test_everything_else_goes_to_typer(argv):
    """Help, completion, unknown options, missing or odd values are left to the typer app."""
    assert read_plain(argv) is None


def test_request_fields():
    """Flags and the word file land in the request; pairs and bare words keep their order."""
    request = read_plain(["-v", "--word-file", "w.txt", "--answers", "A=a", "B", "--json"])
    assert request.command == "find"
    assert request.arguments == ("A=a", "B")
    assert (request.verbose, request.word_file, request.answers, request.as_json) == (True, "w.txt", "original", True)
    assert (request.explain, request.quantum, request.words_given) == (False, False, False)


def test_score_request_fields():
    """Numbers, files and flags land in the score request; paths keep their order."""
    request = read_plain(["score", "b.md", "--first-game=3", "-N", "4", "--strict", "a", "--answers-file", "x"])
    assert request.command == "score"
    assert request.paths == ("b.md", "a")
    assert (request.first_game, request.newest, request.answers_file, request.strict) == (3, 4, "x", True)
    assert (request.last_game, request.word_file, request.as_json) == (None, None, False)


# Each costs a plain query milliseconds of start-up (typer brings pydantic, dataclasses brings inspect;
# Quantum Wordle, share blocks and the solver are for their own command lines only).
HEAVY_MODULES = {
    "typer", "rich", "pydantic", "numpy", "typing", "dataclasses", "inspect", "pathlib",
    "wordfinder.quantum", "wordfinder.share", "wordfinder.solver",
}


@pytest.mark.parametrize("argv", [FIFTY, ["-v", "--answers", *ROUSE], ["--explain", "PROSE", *ROUSE]], ids=shown)
def test_plain_queries_import_nothing_heavy(argv):
    """A plain find command line starts without the heavy modules (python -X importtime lists every import)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", *argv], capture_output=True, text=True, check=False
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert result.returncode in (0, 1)  # 1: the explained word is ruled out
    assert "wordfinder.cli.entry" in imported
    assert not HEAVY_MODULES & imported


@pytest.mark.parametrize("argv", [["suggest"], ["suggest", "-n", "3", "--hard", "--json"]], ids=shown)
def test_the_stored_opening_needs_neither_typer_nor_numpy(argv):
    """`suggest` with no history answers from the stored opening without typer, rich or numpy."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", *argv], capture_output=True, text=True, check=False
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert result.returncode == 0
    assert "wordfinder.solver.openings" in imported
    assert not {"typer", "rich", "pydantic", "numpy", "wordfinder.solver.puzzle"} & imported


FETCHING = {"urllib.request", "urllib.error", "http.client", "platformdirs", "wordfinder.daily"}


@pytest.mark.parametrize("history", [False, True], ids=["no history file", "a history file"])
def test_the_history_file_is_found_cheaply(history):
    """A plain find looks for the history file without platformdirs, and fetches nothing: with
    no file it reads none (nor imports json), with one it reads it, and neither imports anything heavy."""
    from wordfinder.past_answers import history_file

    if history:
        os.makedirs(os.path.dirname(history_file()), exist_ok=True)
        with open(history_file(), "w", encoding="utf-8") as file:
            file.write("CIGAR 2021-06-19\nREBUT 2021-06-20\n")
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", *FIFTY], capture_output=True, text=True, check=False
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert result.returncode == 0 and "wordfinder.past_answers" in imported
    assert ("wordfinder.files" in imported) == history  # the file is read only when it is there
    assert not (HEAVY_MODULES | FETCHING | {"json"}) & imported


def test_the_stored_opening_fetches_nothing():
    """`suggest` with no history file answers from the stored opening without platformdirs or urllib."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", "suggest"], capture_output=True, text=True, check=False
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert result.returncode == 0 and "wordfinder.solver.openings" in imported
    assert not FETCHING & imported


def test_the_full_command_line_does_import_them():
    """The check above would see them: a subcommand goes through typer."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", "find", "--help"],
        capture_output=True, text=True, check=False,
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert {"typer", "inspect"} <= imported


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("argv", [FIFTY, ["find", *FIFTY, "--"], ["score", f"{GAMES}/seeds.md"]], ids=shown)
def test_output_that_cannot_be_written_is_one_line_and_exit_2(argv):
    """Writing to a full device is reported in one line (no traceback), with exit code 2."""
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "wordfinder", *argv], stdout=full, stderr=subprocess.PIPE, text=True, check=False
        )
    assert result.returncode == 2
    assert result.stderr == "wordfinder: error: cannot write the output (No space left on device)\n"


def _with_closed(stream: str, argv: list[str]) -> subprocess.CompletedProcess:
    """The command line run with standard output (``>&-``), input (``<&-``) or error (``2>&-``) closed."""
    redirect = {"stdout": ">&-", "stdin": "<&-", "stderr": "2>&-"}[stream]
    return subprocess.run(
        ["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "wordfinder", *argv],
        stdout=None if stream == "stdout" else subprocess.PIPE, stderr=None if stream == "stderr" else subprocess.PIPE,
        text=True, check=False,
    )


@pytest.mark.parametrize("argv", [FIFTY, ["lists"], ["play", "--seed", "1"], ["--help"], ["history", "show"]], ids=shown)
def test_a_closed_standard_output_is_one_line_and_exit_2(argv):
    """Started with standard output closed, every command says so in one line (no traceback)."""
    result = _with_closed("stdout", argv)
    assert (result.returncode, result.stderr) == (2, "wordfinder: error: cannot write the output (standard output is closed)\n")


def test_a_closed_standard_input_ends_play_as_input_that_ran_out():
    """play with standard input closed is a game with no guess typed: it ends, naming the word."""
    result = _with_closed("stdin", ["play", "--seed", "1"])
    assert result.returncode == 1 and "No more input after 0 attempts" in result.stdout
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("argv", [["--share", "CRANE=....."], ["score", "-"]], ids=shown)
def test_a_closed_standard_input_is_refused_in_one_line(argv):
    """A share block or file read from a standard input that is closed: one line, exit 2."""
    result = _with_closed("stdin", argv)
    assert result.returncode == 2
    assert result.stderr.startswith("wordfinder: error: ") and result.stderr.count("\n") == 1
    assert "no standard input" in result.stderr


@pytest.mark.parametrize("argv", [["-n", "2", "CRANE=....."], ["\u03a9RANE=....."]], ids=shown)
def test_a_closed_standard_error_keeps_its_lines_out_of_the_output(argv):
    """With standard error closed, its notes and errors go nowhere: the output is what it is
    with standard error open (print's file=None would have written them into it), and so is
    the exit code."""
    closed = _with_closed("stderr", argv)
    opened = subprocess.run([sys.executable, "-m", "wordfinder", *argv], capture_output=True, text=True, check=False)
    assert opened.stderr.startswith("wordfinder: ")  # a note (more fit), or the error
    assert (closed.returncode, closed.stdout) == (opened.returncode, opened.stdout)
