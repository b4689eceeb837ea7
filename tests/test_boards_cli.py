"""The commands with --boards: finding per board, its output forms and its errors."""

from __future__ import annotations

import json

import pytest

from conftest import through_console_script
from wordfinder.boards import find_boards, parse_history, score_boards
from wordfinder.words import ALLOWED, ANSWERS, bundled

ANSWERS_4 = ("CRANK", "SLOTH", "BUDGE", "WHIRL")


def quordle_pairs(guesses: list[str], answers=ANSWERS_4) -> list[str]:
    """The pairs a Quordle game of ``answers`` shows after ``guesses``, scored by the engine."""
    pairs, solved = [], [False] * len(answers)
    for guess in guesses:
        pair = score_boards(guess, answers, solved)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
        pairs.append(str(pair))
    return pairs


def test_piped_find_prints_a_line_per_board(monkeypatch, capsys):
    """Piped, each board's candidates are one line `board N: WORD ...`, original answers first."""
    pairs = quordle_pairs(["CRANE", "SLOTH", "BUILD"])
    code, out, err = through_console_script(["--boards", "4", *pairs], monkeypatch, capsys)
    assert (code, err) == (0, "")
    plausible = set(bundled(ANSWERS))
    expected = []
    for board, words in enumerate(find_boards(parse_history(pairs), bundled(ALLOWED)), 1):
        words = [w for w in words if w in plausible] + [w for w in words if w not in plausible]
        expected.append(f"board {board}: {' '.join(words)}")
    assert out.splitlines() == expected
    assert out.splitlines()[1] == "board 2: SLOTH"
    for board, answer in enumerate(ANSWERS_4, 1):
        assert answer in out.splitlines()[board - 1].split()


def test_board_count_is_inferred(monkeypatch, capsys):
    """Without --boards, a score per board separated by '/' is a multi-board game."""
    pairs = quordle_pairs(["CRANE", "SLOTH"])
    given = through_console_script(["--boards", "4", *pairs], monkeypatch, capsys)
    inferred = through_console_script(pairs, monkeypatch, capsys)
    assert given == inferred
    assert len(inferred[1].splitlines()) == 4


def test_json_lists_each_board(monkeypatch, capsys):
    """--json gives the history, the board count and an object per board."""
    pairs = quordle_pairs(["CRANE", "SLOTH"])
    code, out, _ = through_console_script(["--json", *pairs], monkeypatch, capsys)
    document = json.loads(out)
    assert code == 0
    assert document["history"] == pairs and document["boards"] == 4
    assert [b["board"] for b in document["per_board"]] == [1, 2, 3, 4]
    assert [b["solved"] for b in document["per_board"]] == [False, True, False, False]
    for board, answer in zip(document["per_board"], ANSWERS_4):
        assert answer in board["candidates"] and board["count"] == len(board["candidates"])


def test_verbose_shows_each_board_on_stderr(monkeypatch, capsys):
    """-v prints what each board's scores establish, board by board, on stderr."""
    code, _, err = through_console_script(["-v", "CRANE=..a.E/c...."], monkeypatch, capsys)
    assert code == 0
    assert "board 1:" in err and "board 2:" in err
    assert err.index("mask:       ----E") < err.index("board 2:")


def test_explain_per_board(monkeypatch, capsys):
    """--explain gives each word's reasons on each board; exit 1 as board 2 has no eligible word."""
    code, out, _ = through_console_script(["--explain", "CRANE=..a.E/c....", "ABIDE", "CLOTH"], monkeypatch, capsys)
    lines = out.splitlines()
    assert code == 1
    assert lines[0] == "board 1: ABIDE\teligible"
    assert lines[1].startswith("board 1: CLOTH\t") and lines[1].endswith("CRANE would score C...., not ..a.E")
    assert lines[2].startswith("board 2: ABIDE\t") and "not c...." in lines[2]
    assert lines[3].startswith("board 2: CLOTH\tWrongSpot: C at 1")


@pytest.mark.parametrize(
    "argv, message",
    [
        (["CRANE=..a.E/c..x."], "board 2: 'CRANE=c..x.': tile 4 is 'x'"),
        (["--boards", "3", "CRANE=..a.E/c...."], "2 scores for 3 boards"),
        (["CRANE=...../-"], "board 2: .*no earlier guess solved"),
        (["CRANE=C..../CRANE", "CRANE=...../-"], "board 1: no spelling satisfies"),
        (["--boards", "2", "CRANE=..+a.e/....."], "board 1: CRANE=..\\+a.e: multi-board Wordle is classic"),
    ],
)
def test_errors_are_one_line_naming_the_board(argv, message, monkeypatch, capsys):
    """Bad multi-board input is one line on stderr, exit code 2."""
    import re

    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1 and re.search(message, err), err
