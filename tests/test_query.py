"""The console script's fast path reads plain find queries exactly as the typer app does."""

import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from wordfinder import query
from wordfinder.cli import app

from conftest import through_console_script

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
]


@pytest.mark.parametrize("argv", SAME_AS_TYPER, ids=" ".join)
def test_fast_path_matches_typer(argv, monkeypatch, capsys):
    """The fast path takes the arguments and prints exactly what the typer app prints."""
    assert query.quick_request(argv) is not None
    fast = through_console_script(argv, monkeypatch, capsys)
    result = CliRunner().invoke(app, argv)
    assert fast == (result.exit_code, result.stdout, result.stderr)


@pytest.mark.parametrize(
    "argv",
    [[], ["--help"], ["find", "--help"], ["-h"], ["--bogus", "HARES=....."], ["score", "games/"],
     ["--word-file"], ["ROMEO", "--words", "HARES=....."]],
    ids=" ".join,
)
def test_everything_else_goes_to_typer(argv):
    """Help, subcommands, unknown options and odd shapes are left to the full command line."""
    assert query.quick_request(argv) is None


def test_request_fields():
    """Flags and the word file land in the request; pairs and bare words keep their order."""
    request = query.quick_request(["-v", "--word-file", "w.txt", "--answers", "A=a", "B", "--json"])
    assert request == query.FindRequest(
        ("A=a", "B"), verbose=True, word_file="w.txt", answers_only=True, as_json=True
    )


# Each costs a plain query milliseconds of start-up (typer brings pydantic, dataclasses brings inspect).
HEAVY_MODULES = {"typer", "rich", "pydantic", "numpy", "typing", "dataclasses", "inspect", "pathlib"}


@pytest.mark.parametrize("argv", [FIFTY, ["-v", "--answers", *ROUSE], ["--explain", "PROSE", *ROUSE]], ids=" ".join)
def test_plain_queries_import_nothing_heavy(argv):
    """A plain find command line starts without the heavy modules (python -X importtime lists every import)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", *argv], capture_output=True, text=True, check=False
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert result.returncode in (0, 1)  # 1: the explained word is ruled out
    assert "wordfinder.query" in imported
    assert not HEAVY_MODULES & imported


def test_the_full_command_line_does_import_them():
    """The check above would see them: a subcommand goes through typer."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "wordfinder", "find", "--help"],
        capture_output=True, text=True, check=False,
    )
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert {"typer", "inspect"} <= imported


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("argv", [FIFTY, ["find", *FIFTY, "--"], ["score", "games/seeds.md"]], ids=" ".join)
def test_output_that_cannot_be_written_is_one_line_and_exit_2(argv):
    """Writing to a full device is reported in one line (no traceback), with exit code 2."""
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "wordfinder", *argv], stdout=full, stderr=subprocess.PIPE, text=True, check=False
        )
    assert result.returncode == 2
    assert result.stderr == "wordfinder: error: cannot write the output (No space left on device)\n"
