"""The console script's fast path reads plain find queries exactly as the typer app does."""

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
        ("A=a", "B"), verbose=True, word_file=query.Path("w.txt"), answers_only=True, as_json=True
    )
