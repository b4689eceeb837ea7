"""The score command: replaying games files, exact output, exit codes and one-line errors."""

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from wordfinder.cli.app import app

from conftest import GAMES, through_console_script

runner = CliRunner()

GAMES = """\
# Games

Seed 004 showed `HARES=..... BUILT=..i.t` leaves FIFTY's rhymes too.

* 616: `HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY` yields `FIFTY`
* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`
- 618: `HARES=..... BUILT=..I.t` **includes** `FIFTY`
"""
WARNING = "'yields' but 14 plausible answers remain"
FAILURE = "BUILT scores ..i.t against FIFTY, not ..I.t"


def run(*args: str):
    """The result of running ``wordfinder score`` with ``args``."""
    return runner.invoke(app, ["score", *args])


@pytest.fixture
def games_file(tmp_path):
    """A games file with one good game (616), one warning (617) and one failure (618)."""
    path = tmp_path / "games.md"
    path.write_text(GAMES, encoding="utf-8")
    return path


@pytest.fixture
def good_file(tmp_path):
    """A games file holding only the good FIFTY game."""
    path = tmp_path / "good.md"
    path.write_text(GAMES.splitlines(keepends=True)[4], encoding="utf-8")
    return path


def test_plain_output(games_file):
    """Each failure and warning is a FILE:LINE line, then a summary; failures exit 1."""
    result = run(str(games_file))
    assert result.exit_code == 1
    assert result.stdout == (
        f"{games_file}:6: game 617: WARN: {WARNING}\n"
        f"{games_file}:7: game 618: FAIL: {FAILURE}\n"
        "3 games, 1 failure, 1 warning\n"
    )
    assert result.stderr == ""


def test_all_good_exits_0(good_file):
    """A file whose games all replay prints only the summary and exits 0."""
    result = run(str(good_file))
    assert result.exit_code == 0
    assert result.stdout == "1 game, 0 failures, 0 warnings\n"


def test_warnings_alone_exit_0(games_file):
    """Warnings without failures still exit 0."""
    result = run("--last-game", "617", str(games_file))
    assert result.exit_code == 0
    assert result.stdout == (
        f"{games_file}:6: game 617: WARN: {WARNING}\n2 games, 0 failures, 1 warning\n"
    )


def test_strict_turns_warnings_into_failures(games_file):
    """--strict reports a verb that does not fit as a failure, and exits 1."""
    result = run("--strict", "--last-game", "617", str(games_file))
    assert result.exit_code == 1
    assert result.stdout == (
        f"{games_file}:6: game 617: FAIL: {WARNING}\n2 games, 1 failure, 0 warnings\n"
    )


def test_json_output(games_file):
    """--json prints the counts and each game's result, and no summary line."""
    result = run("--json", str(games_file))
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert set(document) == {"command", "version", "games", "failures", "warnings", "results"}
    assert document["command"] == "score"
    assert (document["games"], document["failures"], document["warnings"]) == (3, 1, 1)
    good, warned, failed = document["results"]
    assert good == {
        "game": 616,
        "file": str(games_file),
        "line": 5,
        "answers": ["FIFTY"],
        "verb": "yields",
        "counts": [1128, 48, 12, 6, 1],
        "plausible_count": 1,
        "failure_reasons": [],
        "warning_reasons": [],
    }
    assert (warned["game"], warned["counts"], warned["plausible_count"]) == (617, [1128, 48], 14)
    assert warned["warning_reasons"] == [WARNING]
    assert (failed["game"], failed["verb"], failed["failure_reasons"]) == (618, "includes", [FAILURE])


def test_json_all_good_exits_0(good_file):
    """--json exits 0 when every game replays."""
    result = run("--json", str(good_file))
    assert result.exit_code == 0
    assert json.loads(result.stdout)["failures"] == 0


@pytest.mark.parametrize(
    ("options", "games"),
    [
        (["--first-game", "617"], [617, 618]),
        (["--last-game", "617"], [616, 617]),
        (["--first-game", "617", "--last-game", "617"], [617]),
        (["-N", "1"], [618]),
        (["--newest", "2"], [617, 618]),
        (["--limit", "0"], [616, 617, 618]),
        (["-N", "0"], [616, 617, 618]),
        (["--first-game", "617", "--limit", "0"], [617, 618]),
        (["--first-game", "616", "--last-game", "617", "-N", "1"], [617]),
    ],
)
def test_choosing_games(games_file, options, games):
    """--first-game and --last-game are inclusive; -N keeps the last N of those listed, and
    --limit 0 all of them, as its help says."""
    result = run("--json", *options, str(games_file))
    assert [r["game"] for r in json.loads(result.stdout)["results"]] == games


@pytest.mark.parametrize("options", [["--first-game", "619"], ["--last-game", "615"], ["--first-game", "619", "-N", "1"]])
def test_a_range_holding_no_game_is_refused(games_file, options):
    """A range no recorded game falls in is one line naming the option and the numbers there
    are, exit 2: "0 games, 0 failures" with exit 0 read as a passing suite."""
    result = run(*options, str(games_file))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip().endswith("no game is in that range; the games are numbered 616 to 618")
    assert options[0] in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_folder_of_games(tmp_path, games_file, good_file):
    """A folder runs every *.md file in it, in sorted order."""
    result = run("--json", str(tmp_path))
    assert [r["game"] for r in json.loads(result.stdout)["results"]] == [616, 617, 618, 616]


def test_word_file(games_file, tmp_path):
    """--word-file is the finder's word list: the counts are of that list."""
    words = tmp_path / "words.txt"
    words.write_text("# rhymes\nfifty\njitty\nkitty\nzitty\nwitty\n", encoding="utf-8")
    document = json.loads(run("--json", "--word-file", str(words), str(games_file)).stdout)
    good, warned, _ = document["results"]
    assert good["counts"] == [5, 5, 5, 5, 1]
    assert warned["counts"] == [5, 5]
    assert warned["warning_reasons"] == ["'yields' but 3 plausible answers remain"]


def test_word_file_without_the_answer_warns(games_file, tmp_path):
    """An answer missing from --word-file is a warning."""
    words = tmp_path / "words.txt"
    words.write_text("JITTY\nKITTY\n", encoding="utf-8")
    result = run("--last-game", "616", "--word-file", str(words), str(games_file))
    assert result.exit_code == 0
    assert f"{games_file}:5: game 616: WARN: FIFTY is not in the word list\n" in result.stdout


def test_answers_file(games_file, tmp_path):
    """--answers-file sets the plausible answers the verb is checked against."""
    answers = tmp_path / "answers.txt"
    answers.write_text("fifty\n", encoding="utf-8")
    result = run("--answers-file", str(answers), str(games_file))
    assert result.exit_code == 1
    assert result.stdout == (
        f"{games_file}:7: game 618: FAIL: {FAILURE}\n3 games, 1 failure, 0 warnings\n"
    )


def one_line_error(result) -> str:
    """The single stderr line of a run that failed on bad input (exit 2, nothing on stdout)."""
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("wordfinder: error: ")
    return lines[0]


def test_missing_path(tmp_path):
    """A games path that does not exist exits 2 naming it."""
    path = tmp_path / "nope.md"
    expected = f"wordfinder: error: {str(path)!r}: no such file or folder"
    assert one_line_error(run(str(path))) == expected


def test_malformed_record(tmp_path):
    """A malformed record exits 2 with one line naming its file:line."""
    path = tmp_path / "games.md"
    path.write_text(GAMES + "* 619: `HARES=.....` gives `FIFTY`\n", encoding="utf-8")
    line = one_line_error(run(str(path)))
    assert line.startswith(f"wordfinder: error: {path}:8: ")
    assert "yields|includes" in line


def test_impossible_score_in_record(tmp_path):
    """A record with a score no word earns fails its game, at its file:line, saying why."""
    path = tmp_path / "games.md"
    path.write_text("# Games\n* 1: `SPEED=...e.` yields `ABIDE`\n", encoding="utf-8")
    result = run(str(path))
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == (
        f"{path}:2: game 1: FAIL: SPEED scores ..e.d against ABIDE, not ...e. "
        "(and no word earns ...e.: a grey E cannot come before a yellow E (yellows are given left to right))"
    )


def test_non_utf8_file(tmp_path):
    """A games file that is not UTF-8 exits 2 naming it."""
    path = tmp_path / "latin1.md"
    path.write_bytes("Café games\n".encode("latin-1"))
    assert str(path) in one_line_error(run(str(path)))


@pytest.mark.parametrize("option", ["--word-file", "--answers-file"])
def test_missing_word_list(games_file, tmp_path, option):
    """A missing --word-file or --answers-file exits 2 naming it."""
    path = tmp_path / "nope.txt"
    assert str(path) in one_line_error(run(option, str(path), str(games_file)))


def test_no_path_is_an_error():
    """score without a path is bad input."""
    assert run().exit_code == 2


def test_negative_newest_is_bad_input(games_file):
    """-N with a negative number is bad input, not a slice from the front."""
    one_line_error(run("-N", "-1", str(games_file)))


def test_quantum_answers_sharing_a_letter(tmp_path):
    """Quantum answers that share a letter are bad input, reported at file:line."""
    path = tmp_path / "games.md"
    path.write_text("* 7: `CRANE=.....` yields `MUSIC|MAGIC`\n", encoding="utf-8")
    assert f"{path}:1" in one_line_error(run(str(path)))


def test_python_dash_m_score(games_file):
    """`python -m wordfinder score FILE` prints and exits as `wordfinder score FILE` does."""
    completed = subprocess.run(
        [sys.executable, "-m", "wordfinder", "score", str(games_file)],
        capture_output=True,
        text=True,
        check=False,
    )
    expected = run(str(games_file))
    assert completed.returncode == expected.exit_code == 1
    assert completed.stdout == expected.stdout
    assert completed.stderr == ""


def test_help_shows_an_example():
    """score --help exits 0 and ends its description with an example."""
    result = run("--help")
    assert result.exit_code == 0
    assert "Example" in result.stdout
    assert "wordfinder score games/" in result.stdout


@pytest.mark.parametrize("number", ["²", "٣", "x"])
def test_a_count_that_is_not_plain_digits_is_bad_input(number, monkeypatch, capsys):
    """-N takes ASCII digits; anything else is one line on stderr and exit 2, not a traceback."""
    code, out, err = through_console_script(["score", "-N", number, f"{GAMES}/seeds.md"], monkeypatch, capsys)
    assert code == 2 and out == ""
    assert err.startswith("wordfinder: error: ") and err.count("\n") == 1 and "-N" in err


def test_the_design_cards_score_script_replays_like_the_command(tmp_path, games_file, monkeypatch, capsys):
    """`python wordfinder/score.py FILE`, run from another folder, prints and exits as `wordfinder score FILE`."""
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "wordfinder" / "score.py"
    as_script = subprocess.run([sys.executable, str(script), str(games_file)], capture_output=True, text=True,
                               cwd=tmp_path, check=False)
    code, out, _ = through_console_script(["score", str(games_file)], monkeypatch, capsys)
    assert as_script.returncode == code == 1  # game 618 fails
    assert as_script.stdout == out
    assert "3 games, 1 failure, 1 warning" in out


def test_the_score_script_never_hides_the_scoring_function():
    """Importing wordfinder.score, a script, is refused: wordfinder.score stays the scoring function."""
    import importlib

    import wordfinder

    with pytest.raises(ImportError, match="is a script"):
        importlib.import_module("wordfinder.score")
    assert callable(wordfinder.score) and wordfinder.score("CRANE", "CRANE").is_win
