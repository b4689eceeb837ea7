"""The games-file format: parsing records, reading games files as users keep them, choosing
which games to run, and appending a finished game to a games file safely."""

from __future__ import annotations

import os
import socket

import pytest

from wordfinder import records
from wordfinder.notation import GuessScore
from wordfinder.session import GameState, Secret, game_words, record_game, replay_vocabulary
from wordfinder.records import (
    BadRecord,
    GameProblem,
    GameRecord,
    RecordFile,
    append_record,
    check_record_file,
    lines,
    load_games,
    parse_record,
    read_games,
    select_games,
)

FIFTY_PAIRS = "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY"
FIFTY_GAME = f"* 616: `{FIFTY_PAIRS}` yields `FIFTY`"


def game_line(number: int) -> str:
    """A one-guess record line numbered ``number``."""
    return f"* {number}: `HARES=.....` includes `FIFTY`\n"


def record(text: str) -> GameRecord:
    """The game recorded on ``text``, which must be a record."""
    game = parse_record(text, "games.md", 1)
    assert game is not None
    return game


# --- parse_record ------------------------------------------------------------------------


def test_parse_original_format():
    """The original finder's line gives number, pairs, verb, answer and file:line."""
    game = parse_record(FIFTY_GAME, "games.md", 12)
    assert game == GameRecord(
        616,
        tuple(GuessScore.parse(p) for p in FIFTY_PAIRS.split()),
        "yields",
        ("FIFTY",),
        "games.md",
        12,
    )
    assert game.where == "games.md:12"
    assert not game.is_quantum


@pytest.mark.parametrize(
    ("verb", "read_as"),
    [
        ("yields", "yields"),
        ("includes", "includes"),
        ("*includes*", "includes"),
        ("**includes**", "includes"),
        ("**yields**", "yields"),
    ],
)
def test_verb_may_be_emphasised(verb, read_as):
    """The verb is yields or includes, bare or wrapped in matching asterisks."""
    game = record(f"* 616: `{FIFTY_PAIRS}` {verb} `FIFTY`")
    assert game.verb == read_as


@pytest.mark.parametrize(
    "text",
    [
        f"- 616: `{FIFTY_PAIRS}` yields `FIFTY`",
        f"  * 616: `{FIFTY_PAIRS}` yields `FIFTY`",
        f"*616:`{FIFTY_PAIRS}`yields`FIFTY`",
        f"* 616: `{FIFTY_PAIRS}` yields `FIFTY`   ",
    ],
)
def test_bullets_and_spacing(text):
    """Dash bullets, indentation and loose or missing spaces read the same game."""
    assert record(text) == record(FIFTY_GAME)


def test_answer_is_upper_cased():
    """A lowercase answer is read in upper case."""
    assert record(f"* 616: `{FIFTY_PAIRS}` yields `fifty`").answers == ("FIFTY",)


def test_guesses_are_upper_cased():
    """Lowercase guesses are read in upper case, keeping their scores."""
    game = record("* 616: `hares=..... built=..i.t` includes `FIFTY`")
    assert [str(p) for p in game.pairs] == ["HARES=.....", "BUILT=..i.t"]


def test_quantum_answers():
    """A Quantum Wordle secret is written A|B and read as two answers."""
    game = record("* 7: `CRANE=+c.+a..` includes `music|waltz`")
    assert game.answers == ("MUSIC", "WALTZ")
    assert game.is_quantum


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "# Games",
        "## 616",
        "Seed 004 found `HARES=..... BUILT=..i.t` leaves FIFTY and its rhymes.",
        f"`{FIFTY_PAIRS}` yields `FIFTY`",
        f"616: `{FIFTY_PAIRS}` yields `FIFTY`",
        f"1. `{FIFTY_PAIRS}` yields `FIFTY`",
        "* a bullet of prose with `CODE` in it",
        "- see game `616`",
        "**616**: bold prose",
        "---",
    ],
)
def test_prose_is_none(text):
    """Headings, paragraphs, blank lines and lines without a `* N:` prefix are prose."""
    assert parse_record(text, "games.md", 3) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            f"* 616: `{FIFTY_PAIRS}` yields",
            "expected * N: `GUESS=SCORE ...` yields|includes `ANSWER`",
        ),
        (f"* 616: `{FIFTY_PAIRS}` gives `FIFTY`", "yields|includes"),
        (f"* 616: `{FIFTY_PAIRS}` *includes** `FIFTY`", "yields|includes"),
        (f"* 616: `{FIFTY_PAIRS}` yields `FIFTY` and more", "yields|includes"),
        ("* 616: no backquotes at all", "expected * N:"),
        ("* 616: `HARES=....` yields `FIFTY`", "'HARES=....'"),
        ("* 616: `HARES=.....` yields `FIFTYS`", "game 616: guesses and answer differ in length"),
        ("* 616: `HARES=..... CAT=...` yields `FIFTY`", "guesses and answer differ in length"),
        (
            "* 616: `HARES=.....` yields `MUSIC|WALTZ|FIFTY`",
            "'MUSIC|WALTZ|FIFTY': expected an answer word, or two as A|B",
        ),
        ("* 616: `HARES=.....` yields `FIF1Y`", "'FIF1Y': expected an answer word"),
        ("* 616: `HARES=.....` yields ``", "expected an answer word"),
        ("* 616: `` yields `FIFTY`", "game 616 records no guesses"),
    ],
)
def test_malformed_record_raises_bad_record(text, expected):
    """A line that starts like a record but is malformed names file:line and what was expected."""
    with pytest.raises(BadRecord) as caught:
        parse_record(text, "games.md", 9)
    message = str(caught.value)
    assert message.startswith("games.md:9: ")
    assert expected in message


def test_bad_record_is_a_value_error():
    """BadRecord can be caught as a ValueError, like every wordfinder error."""
    with pytest.raises(ValueError):
        parse_record("* 616: `HARES=.....` gives `FIFTY`")


def test_bad_record_without_source_has_no_location():
    """Parsing a line with no file named starts the message with the problem itself."""
    with pytest.raises(BadRecord) as caught:
        parse_record("* 616: `` yields `FIFTY`")
    assert str(caught.value) == "game 616 records no guesses"


def test_quantum_answers_sharing_a_letter_are_bad():
    """Quantum Wordle's two words share no letter, so MUSIC|MAGIC is a bad record."""
    with pytest.raises(BadRecord, match="MUSIC"):
        parse_record("* 7: `CRANE=.....` yields `MUSIC|MAGIC`", "games.md", 4)


@pytest.mark.parametrize(
    "text",
    [
        FIFTY_GAME,
        "- 616: `hares=..... built=..i.t` **includes** `fifty`",
        "* 1: `CRANE=BBYBG` includes `PAUSE`",
        "* 7: `CRANE=+c.+a.. MUSIC=MUSIC` yields `MUSIC|WALTZ`",
    ],
)
def test_str_round_trips(text):
    """A record written with str() reads back as the same game."""
    game = record(text)
    again = parse_record(str(game), game.source, game.line)
    assert again == game
    assert str(again) == str(game)


def test_str_is_the_canonical_line():
    """str() writes the star bullet, letter notation, the bare verb and upper case."""
    game = record("- 616: `hares=BBBBB built=BBYBY` **includes** `fifty`")
    assert str(game) == "* 616: `HARES=..... BUILT=..i.t` includes `FIFTY`"


# --- read_games ------------------------------------------------------------------------


def test_read_games_from_a_file(tmp_path):
    """A file's records are read in order with their line numbers; prose is skipped."""
    path = tmp_path / "games.md"
    path.write_text(
        f"# Games\n\nSome prose with `HARES=.....`.\n{FIFTY_GAME}\n"
        "* 617: `HARES=.....` includes `FIFTY`\n",
        encoding="utf-8",
    )
    games = read_games([path])
    assert [(g.number, g.source, g.line) for g in games] == [
        (616, str(path), 4),
        (617, str(path), 5),
    ]


def test_read_games_takes_windows_line_endings(tmp_path):
    """CRLF line endings read the same records."""
    path = tmp_path / "games.md"
    path.write_bytes(f"# Games\r\n{FIFTY_GAME}\r\n".encode())
    assert [(g.number, g.line) for g in read_games([str(path)])] == [(616, 2)]


def test_read_games_from_a_folder(tmp_path):
    """A folder gives every *.md file in its tree, sorted, skipping README.md and other files."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "b.md").write_text(game_line(2), encoding="utf-8")
    (tmp_path / "a.md").write_text(game_line(1), encoding="utf-8")
    (tmp_path / "sub" / "c.md").write_text(game_line(3), encoding="utf-8")
    (tmp_path / "README.md").write_text(game_line(9), encoding="utf-8")
    (tmp_path / "sub" / "readme.md").write_text(game_line(8), encoding="utf-8")
    (tmp_path / "notes.txt").write_text(game_line(7), encoding="utf-8")
    games = read_games([tmp_path])
    assert [g.number for g in games] == [1, 2, 3]
    assert games[2].source == str(tmp_path / "sub" / "c.md")


def test_read_games_from_several_paths(tmp_path):
    """Several paths are read in the order given."""
    first, second = tmp_path / "z.md", tmp_path / "a.md"
    first.write_text(game_line(1), encoding="utf-8")
    second.write_text(game_line(2), encoding="utf-8")
    assert [g.number for g in read_games([first, second])] == [1, 2]


def test_read_games_reports_the_malformed_line(tmp_path):
    """A malformed record stops reading with the file and line it is on."""
    path = tmp_path / "games.md"
    path.write_text(f"# Games\n{FIFTY_GAME}\n* 617: `HARES=.....` gives `FIFTY`\n", "utf-8")
    with pytest.raises(BadRecord, match=f"^{path}:3: "):
        read_games([path])


def test_read_games_missing_path(tmp_path):
    """A path that does not exist raises BadRecord naming it."""
    path = tmp_path / "nope.md"
    with pytest.raises(BadRecord) as caught:
        read_games([path])
    assert str(caught.value) == f"{str(path)!r}: no such file or folder"


def test_read_games_non_utf8(tmp_path):
    """A file that is not UTF-8 text raises BadRecord naming it."""
    path = tmp_path / "latin1.md"
    path.write_bytes("* 1: `HARES=.....` includes `CAFÉS`\n".encode("latin-1"))
    with pytest.raises(BadRecord) as caught:
        read_games([path])
    assert str(caught.value) == f"{str(path)!r}: not UTF-8 text (byte 32)"


@pytest.mark.parametrize(
    ("code", "line", "pairs", "answer"),
    [
        ("fr", "* 1: `CRANE=..a.E ÉLÈVE=ÉLÈVE` yields `ÉLÈVE`", ("CRANE=..a.E", "ELEVE=ELEVE"), "ELEVE"),
        ("pt", "* 1: `VERDE=...DE AÇUDE=AÇUDE` yields `açude`", ("VERDE=...DE", "ACUDE=ACUDE"), "ACUDE"),
        ("es", "* 1: `ÁRBOL=..... NIÑOS=NIÑOS` yields `NIÑOS`", ("ARBOL=.....", "NIÑOS=NIÑOS"), "NIÑOS"),
        ("da", "* 1: `BLÅBÆR=BLÅBÆR` yields `BLÅBÆR`", ("BLÅBÆR=BLÅBÆR",), "BLÅBÆR"),
    ],
)
def test_games_are_read_in_the_languages_tiles(tmp_path, code, line, pairs, answer):
    """A games file read for a language has its guesses, scores and answer in that language's
    tiles: accents fold, while Ñ, Æ and Å stay letters of their own."""
    from wordfinder.languages import LANGUAGES

    path = tmp_path / "games.md"
    path.write_text(f"{line}\n", encoding="utf-8")
    [game] = read_games([path], LANGUAGES[code])
    assert (tuple(map(str, game.pairs)), game.answers) == (pairs, (answer,))


def test_read_games_ignores_a_byte_order_mark(tmp_path):
    """A file saved with a UTF-8 BOM still yields the record on its first line."""
    path = tmp_path / "games.md"
    path.write_bytes(f"{FIFTY_GAME}\n".encode("utf-8-sig"))
    assert [g.number for g in read_games([path])] == [616]


# --- select_games ----------------------------------------------------------------------


@pytest.fixture
def numbered() -> list[GameRecord]:
    """Games numbered 5, 3, 8, 6 and 7, in that listed order."""
    return [record(f"* {n}: `HARES=.....` includes `FIFTY`") for n in (5, 3, 8, 6, 7)]


def numbers(games: list[GameRecord]) -> list[int]:
    """The numbers of ``games``, in order."""
    return [g.number for g in games]


def test_select_all_by_default(numbered):
    """With no bounds every game is kept, in listed order."""
    assert numbers(select_games(numbered)) == [5, 3, 8, 6, 7]


@pytest.mark.parametrize(
    ("first", "last", "kept"),
    [
        (6, None, [8, 6, 7]),
        (None, 6, [5, 3, 6]),
        (5, 7, [5, 6, 7]),
        (6, 6, [6]),
    ],
)
def test_select_bounds_are_inclusive(numbered, first, last, kept):
    """First and last game numbers are both kept; listed order is preserved."""
    assert numbers(select_games(numbered, first, last)) == kept


def test_select_an_empty_range_is_an_error(numbered):
    """A first game numbered above the last chooses nothing, which is said, not reported as 0 games."""
    with pytest.raises(BadRecord, match="--first-game 7 is above --last-game 6"):
        select_games(numbered, 7, 6)


def test_select_a_range_no_game_is_in_is_an_error(numbered):
    """A range none of the games falls in is said, with the numbers they have."""
    with pytest.raises(BadRecord, match="--first-game 9: no game is in that range; the games are numbered 3 to 8"):
        select_games(numbered, 9, None)


def test_select_newest_keeps_the_last_listed(numbered):
    """newest=N keeps the last N games listed, not the highest numbered."""
    assert numbers(select_games(numbered, newest=2)) == [6, 7]


def test_select_newest_after_bounds(numbered):
    """newest applies to the games within the bounds."""
    assert numbers(select_games(numbered, first=4, last=6, newest=2)) == [5, 6]


def test_select_newest_more_than_there_are(numbered):
    """newest larger than the number of games keeps them all."""
    assert numbers(select_games(numbered, newest=50)) == [5, 3, 8, 6, 7]


def test_select_newest_zero_keeps_none(numbered):
    """newest=0 keeps no game."""
    assert select_games(numbered, newest=0) == []


def test_select_negative_newest_is_refused(numbered):
    """A negative newest is an error rather than a silent slice."""
    with pytest.raises(ValueError):
        select_games(numbered, newest=-1)


# --- games files as users keep them -------------------------------------------------------

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


def test_a_problem_names_its_game_once(tmp_path):
    """A problem whose reason itself named the game (a record of no guesses, or of lengths
    that differ) says ``game N`` once, as every problem does."""
    path = tmp_path / "g.md"
    path.write_text("* 5: `HARES=.....` yields `FIFTYS`\n* 6: `` yields `FIFTY`\n", encoding="utf-8")
    assert [str(p) for p in load_games([path]).problems] == [
        f"{path}:1: game 5: guesses and answer differ in length", f"{path}:2: game 6: records no guesses"]


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


# --- appending to a games file (--record) ----------------------------------------------

RECORD = "* 1: `CRANE=CRANE` yields `CRANE`\n"


@pytest.fixture(scope="module")
def vocabulary():
    """What a game of the bundled lists is replayed against."""
    return replay_vocabulary(game_words())


def won(word="SLATE"):
    """A one-board game of ``word`` won at the first guess."""
    start = GameState(Secret.of(word))
    return start.guessed(start.secret.scored(word))


def snapshot(path):
    status = os.lstat(path)
    return status.st_ino, status.st_mode, status.st_size, status.st_mtime_ns


def test_a_missing_file_is_created_with_game_1(tmp_path, vocabulary):
    """A new file's name is accepted, and the first game recorded there is game 1."""
    path = tmp_path / "new.md"
    assert check_record_file(path).next_number == 1 and not path.exists()
    record_game(path, won(), vocabulary)
    assert [g.number for g in read_games([path])] == [1]


def test_a_symlink_stays_a_link_and_its_target_grows(tmp_path, vocabulary):
    """Recording through a symlink appends to its target and leaves the link a link."""
    target = tmp_path / "games.md"
    target.write_text(RECORD, encoding="utf-8")
    link = tmp_path / "link.md"
    link.symlink_to(target)
    assert record_game(link, won(), vocabulary).number == 2
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8").startswith(RECORD)
    assert len(read_games([target])) == 2


def test_hard_links_and_mode_are_kept(tmp_path, vocabulary):
    """The file is appended in place: its inode, its hard links and its mode stay."""
    path = tmp_path / "games.md"
    path.write_text(RECORD.rstrip("\n"), encoding="utf-8")  # no final line break
    os.chmod(path, 0o640)
    os.link(path, tmp_path / "hard.md")
    inode = os.stat(path).st_ino
    record_game(path, won(), vocabulary)
    assert os.stat(path).st_ino == inode and os.stat(path).st_mode & 0o777 == 0o640
    assert (tmp_path / "hard.md").read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
    assert path.read_text(encoding="utf-8").splitlines()[0] == RECORD.rstrip("\n")


@pytest.mark.parametrize("device", ["/dev/null", "/dev/full", "/dev/zero"])
def test_devices_are_refused_before_the_game_and_untouched(device):
    """A device is refused by the pre-game check, naming its kind, and never opened for writing."""
    if not os.path.exists(device):
        pytest.skip(f"{device} does not exist here")
    before = snapshot(device)
    with pytest.raises(BadRecord, match=f"^'{device}': is a character device"):
        check_record_file(device)
    assert snapshot(device) == before


def test_fifo_socket_folder_and_dangling_link_are_refused_at_once(tmp_path):
    """A FIFO (no reader: it would block), a socket, a folder and a dangling symlink are refused."""
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere.md")
    (tmp_path / "to-null").symlink_to("/dev/null")
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(tmp_path / "sock"))
        for name, reason in [
            ("pipe", "FIFO"),
            ("sock", "socket"),
            (".", "folder"),
            ("dangling", "symlink to nothing"),
            ("to-null", "character device"),
        ]:
            with pytest.raises(BadRecord, match=reason):
                check_record_file(tmp_path / name)
    assert not (tmp_path / "nowhere.md").exists()
    assert os.path.islink(tmp_path / "to-null")


def test_a_read_only_file_is_refused_before_the_game(tmp_path):
    """A file that cannot be appended to is refused before the game, not after it."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    os.chmod(path, 0o444)
    if os.access(path, os.W_OK):
        pytest.skip("running as root: permissions do not stop writes")
    with pytest.raises(BadRecord, match="cannot be written"):
        check_record_file(path)


def test_a_file_swapped_during_the_game_is_not_written(tmp_path, vocabulary):
    """When the checked file is replaced by a FIFO before the record is written, nothing is
    written and nothing blocks; replaced by a regular file (an editor's save), it is appended to."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    checked = check_record_file(path)
    path.unlink()
    os.mkfifo(path)
    with pytest.raises(BadRecord, match="FIFO"):
        record_game(checked, won(), vocabulary)
    path.unlink()
    path.write_text(RECORD, encoding="utf-8")
    assert record_game(checked, won(), vocabulary).number == 2


def test_append_refuses_a_file_swapped_as_it_is_opened(tmp_path):
    """append_record compares the opened file with the one checked, and writes nothing to another."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    checked = check_record_file(path)
    other = RecordFile(checked.name, checked.target, (checked.identity[0], -1), 2)
    with pytest.raises(BadRecord, match="replaced"):
        append_record(other, read_games([path])[0])
    assert path.read_text(encoding="utf-8") == RECORD


def test_a_full_disk_leaves_the_old_size(tmp_path, monkeypatch, vocabulary):
    """A write that fails half-way is cut back: the file is byte for byte what it was."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    real_write = os.write
    calls = []

    def half(fd, data):
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(records.os, "write", half)
    with pytest.raises(BadRecord, match="No space left"):
        append_record(path, read_games([path])[0])
    assert path.read_text(encoding="utf-8") == RECORD


def test_existing_content_must_read_as_games(tmp_path):
    """A file whose records are broken, or which is not UTF-8, is refused before the game."""
    path = tmp_path / "games.md"
    path.write_bytes(b"* 3: broken\n")
    with pytest.raises(BadRecord, match="games.md:1"):
        check_record_file(path)
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(BadRecord, match="not UTF-8"):
        check_record_file(path)


def test_standard_input_names_are_not_games_files():
    """--record - or /dev/stdin is refused (it would create a file named '-', or write to a terminal)."""
    for name in ("-", "/dev/stdin"):
        with pytest.raises(BadRecord, match="--record takes a regular file"):
            check_record_file(name)


def test_a_file_that_takes_no_write_is_refused(tmp_path):
    """A regular file whose writes fail (/proc/version, even for root) is refused before the game."""
    if not os.path.isfile("/proc/version"):
        pytest.skip("needs /proc/version (Linux)")
    with pytest.raises(BadRecord, match="^'/proc/version': cannot be written"):
        check_record_file("/proc/version")


def test_the_check_writes_nothing(tmp_path):
    """The write the check tries is empty: the file's bytes and time stay as they were."""
    path = tmp_path / "games.md"
    path.write_text(RECORD, encoding="utf-8")
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    before = snapshot(path)
    assert check_record_file(path).next_number == 2
    assert snapshot(path) == before and path.read_text(encoding="utf-8") == RECORD
