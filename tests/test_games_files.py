"""Games files as users keep them: editors' line numbers, every bullet, repeats warned about,
bad records kept as problems so the other games go on."""

import os

import pytest

from wordfinder.games import BadRecord, GameProblem, lines, load_games, read_games

GAME = "`CRANE=CRANE` yields `CRANE`"


def test_lines_break_only_where_editors_do():
    """Form feeds, vertical tabs and U+2028 do not end a line; \\r\\n, \\r and \\n do."""
    assert lines("a\fb\u2028c\x0bd\ne\r\nf\rg") == ["a\fb\u2028c\x0bd", "e", "f", "g"]


def test_line_numbers_ignore_form_feeds(tmp_path):
    """A record after a form feed and a U+2028 keeps the line number an editor shows."""
    path = tmp_path / "g.md"
    path.write_text(f"# title\f more\u2028 prose\n* 3: broken\n", encoding="utf-8")
    with pytest.raises(BadRecord, match=r"g.md:2: game 3: "):
        read_games([path])


@pytest.mark.parametrize("bullet", ["*", "-", "+"])
def test_every_markdown_bullet_is_a_record(tmp_path, bullet):
    """A record may start with any Markdown bullet."""
    path = tmp_path / "g.md"
    path.write_text(f"{bullet} 5: {GAME}\n", encoding="utf-8")
    assert [g.number for g in read_games([path])] == [5]


def test_a_huge_game_number_is_a_bad_record(tmp_path):
    """A game number of thousands of digits is a one-line BadRecord, not int()'s ValueError."""
    path = tmp_path / "g.md"
    path.write_text(f"* {'9' * 5000}: {GAME}\n", encoding="utf-8")
    with pytest.raises(BadRecord, match="too long") as caught:
        read_games([path])
    assert len(str(caught.value)) < 200


def test_other_scripts_digits_are_prose(tmp_path):
    """A bullet with Arabic-Indic digits is not a record (game numbers are ASCII digits)."""
    path = tmp_path / "g.md"
    path.write_text(f"* ١٢: {GAME}\n", encoding="utf-8")
    assert read_games([path]) == []


def test_repeats_are_read_once_and_warned_about(tmp_path):
    """The same file given twice (or by a link) is read once; a game number used twice is warned about."""
    path = tmp_path / "g.md"
    path.write_text(f"* 1: {GAME}\n* 1: {GAME}\n", encoding="utf-8")
    (tmp_path / "link.md").symlink_to(path)
    found = load_games([path, path, tmp_path / "link.md"])
    assert len(found.records) == 2
    assert len(found.warnings) == 3
    assert "named again" in found.warnings[0] and "named again" in found.warnings[1]
    assert found.warnings[2] == f"{path}:2: game 1: the number is used again (first at {path}:1)"


def test_load_games_keeps_going_after_a_bad_record(tmp_path):
    """A bad record is a GameProblem at file:line: game N, and the games after it are still read."""
    path = tmp_path / "g.md"
    path.write_text(f"* 1: {GAME}\n+ 2: `CRANE=CRAN` yields `CRANE`\n- 3: {GAME}\n", encoding="utf-8")
    found = load_games([path])
    assert [g.number for g in found.records] == [1, 3]
    (problem,) = found.problems
    assert (problem.source, problem.line, problem.number) == (str(path), 2, 2)
    assert str(problem).startswith(f"{path}:2: game 2: ")


def test_a_problem_of_a_replayed_game_names_its_place(tmp_path):
    """GameProblem.of gives the file:line: game N: reason line for a game that failed later."""
    path = tmp_path / "g.md"
    path.write_text(f"\n* 4: {GAME}\n", encoding="utf-8")
    (game,) = read_games([path])
    assert str(GameProblem.of(game, "no review")) == f"{path}:2: game 4: no review"


def test_devices_and_fifos_are_refused_as_games_files(tmp_path):
    """A games path naming a device or a FIFO is refused at once, by name (a FIFO *.md in a folder is skipped)."""
    os.mkfifo(tmp_path / "pipe.md")
    with pytest.raises(BadRecord, match="FIFO"):
        read_games([tmp_path / "pipe.md"])
    with pytest.raises(BadRecord, match="'/dev/zero': is a character device"):
        read_games(["/dev/zero"])
    assert read_games([tmp_path]) == []


def test_games_are_read_from_standard_input(monkeypatch):
    """``-`` reads the games from standard input, with ``-`` as the file in places."""
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f"prose\n* 8: {GAME}\n".encode())))
    (game,) = read_games(["-"])
    assert (game.number, game.where) == (8, "-:2")


def test_each_file_numbers_its_own_games(tmp_path):
    """Game 1 of one file and game 1 of another are two games, not a repeat."""
    for name in ("a.md", "b.md"):
        (tmp_path / name).write_text(f"* 1: {GAME}\n", encoding="utf-8")
    found = load_games([tmp_path])
    assert len(found.records) == 2 and found.warnings == ()
