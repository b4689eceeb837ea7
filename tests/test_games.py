"""Game records: parsing them, reading games files, replaying them, and choosing which to run."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder.feedback import score
from wordfinder.finder import replay
from wordfinder.games import (
    BadRecord,
    GameRecord,
    Vocabulary,
    check_game,
    parse_record,
    read_games,
    select_games,
)
from wordfinder.notation import GuessScore
from wordfinder.words import ANSWERS, bundled

from conftest import universe

FIFTY_PAIRS = "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY"
FIFTY_GAME = f"* 616: `{FIFTY_PAIRS}` yields `FIFTY`"


@pytest.fixture(scope="session")
def vocabulary(allowed) -> Vocabulary:
    """The bundled lists: 14,855 allowed guesses, the 2,315 original answers plausible."""
    return Vocabulary(allowed, bundled(ANSWERS))


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


def test_read_games_ignores_a_byte_order_mark(tmp_path):
    """A file saved with a UTF-8 BOM still yields the record on its first line."""
    path = tmp_path / "games.md"
    path.write_bytes(f"{FIFTY_GAME}\n".encode("utf-8-sig"))
    assert [g.number for g in read_games([path])] == [616]


# --- check_game ------------------------------------------------------------------------


def test_fifty_game_passes(vocabulary):
    """The FIFTY game replays: its scores reproduce and exactly one plausible answer is left."""
    result = check_game(record(FIFTY_GAME), vocabulary)
    assert result.ok
    assert result.failures == result.warnings == ()
    assert len(result.remaining) == 5
    assert result.remaining[-1] == 1
    assert result.plausible == 1


def test_remaining_counts_equal_replay(allowed, vocabulary):
    """The candidates left after each guess are those replay finds for that prefix."""
    game = record(FIFTY_GAME)
    result = check_game(game, vocabulary)
    expected = tuple(len(replay(game.pairs[:i], allowed)) for i in range(1, len(game.pairs) + 1))
    assert result.remaining == expected


def test_corrupted_score_fails_naming_the_guess(vocabulary):
    """A score the engine does not reproduce fails, naming the guess and both scores."""
    game = record(FIFTY_GAME.replace("BUILT=..i.t", "BUILT=..I.t"))
    result = check_game(game, vocabulary)
    assert not result.ok
    assert result.failures == ("BUILT scores ..i.t against FIFTY, not ..I.t",)


def test_impossible_recorded_score_fails_saying_why(vocabulary):
    """A recorded score no word can earn is read, then fails its game with the reason."""
    game = record("* 616: `SPEED=...e.` yields `ABIDE`")
    (failure,) = check_game(game, vocabulary).failures
    assert failure.startswith("SPEED scores ..e.d against ABIDE, not ...e. (and no word earns ...e.: ")
    assert "a grey E cannot come before a yellow E" in failure


def test_every_corrupted_score_is_named(vocabulary):
    """Each score that does not reproduce gets its own failure."""
    corrupted = FIFTY_GAME.replace("HARES=.....", "HARES=h....")
    corrupted = corrupted.replace("WITTY=.I.TY", "WITTY=WI.TY")
    game = record(corrupted)
    failures = check_game(game, vocabulary).failures
    assert [f.split()[0] for f in failures] == ["HARES", "WITTY"]


def test_yields_with_several_left_is_a_warning(vocabulary):
    """`yields` with several plausible answers left is a warning, and the game still passes."""
    game = record("* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`")
    result = check_game(game, vocabulary)
    assert result.ok
    assert result.plausible == 14
    assert result.warnings == ("'yields' but 14 plausible answers remain",)


def test_yields_with_several_left_fails_when_strict(vocabulary):
    """With strict, `yields` with several plausible answers left is a failure, not a warning."""
    game = record("* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`")
    result = check_game(game, vocabulary, strict=True)
    assert not result.ok
    assert result.failures == ("'yields' but 14 plausible answers remain",)
    assert result.warnings == ()


def test_includes_with_one_left_is_a_warning(vocabulary):
    """`includes` when one plausible answer is left is a warning."""
    game = record(FIFTY_GAME.replace("yields", "includes"))
    result = check_game(game, vocabulary)
    assert result.ok
    assert result.warnings == ("'includes' but 1 plausible answer remains",)


def test_includes_with_one_left_fails_when_strict(vocabulary):
    """With strict, `includes` when one plausible answer is left is a failure."""
    game = record(FIFTY_GAME.replace("yields", "includes"))
    result = check_game(game, vocabulary, strict=True)
    assert result.failures == ("'includes' but 1 plausible answer remains",)
    assert result.warnings == ()


def test_includes_with_several_left_passes(vocabulary):
    """`includes` with several plausible answers left is what it says."""
    game = record("* 617: `HARES=..... BUILT=..i.t` includes `FIFTY`")
    result = check_game(game, vocabulary, strict=True)
    assert result.ok
    assert result.warnings == ()


def test_answer_missing_from_word_list_is_a_warning(fifty_words):
    """An answer the word list lacks is a warning, not a failure."""
    vocabulary = Vocabulary([w for w in fifty_words if w != "FIFTY"], fifty_words)
    game = record("* 617: `HARES=..... BUILT=..i.t` includes `FIFTY`")
    result = check_game(game, vocabulary)
    assert result.ok
    assert "FIFTY is not in the word list" in result.warnings


def test_small_word_list_counts(fifty_words):
    """A small word list gives its own counts; the verb is judged by the answers given."""
    game = record("* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`")
    result = check_game(game, Vocabulary(fifty_words, ["FIFTY"]), strict=True)
    assert result.ok
    assert result.remaining == (5, 5)
    assert result.plausible == 1


def test_quantum_game_runs_find_pairs_after_each_guess(vocabulary):
    """A Quantum Wordle game keeps its secret pair among find_pairs' results after every guess."""
    game = record("* 7: `CRANE=+c.+a.. MUSIC=MUSIC` *includes* `MUSIC|WALTZ`")
    result = check_game(game, vocabulary, strict=True)
    assert result.ok
    assert len(result.remaining) == 2
    assert result.remaining[0] > result.remaining[1] == result.plausible > 1


def test_quantum_verb_counts_plausible_pairs(vocabulary):
    """'yields' for a quantum game means one plausible pair is left; here several are."""
    game = record("* 7: `CRANE=+c.+a.. MUSIC=MUSIC` yields `MUSIC|WALTZ`")
    result = check_game(game, vocabulary)
    assert result.ok
    assert result.warnings == (f"'yields' but {result.plausible} plausible pairs remain",)


def test_corrupted_quantum_score_fails(vocabulary):
    """A quantum score that does not reproduce names the guess and both secret words."""
    game = record("* 7: `CRANE=+C+r...` yields `MUSIC|WALTZ`")
    result = check_game(game, vocabulary)
    assert result.failures == ("CRANE scores +c.+a.. against MUSIC|WALTZ, not +C+r...",)


def test_result_keeps_the_game(vocabulary):
    """The result carries the game it replayed, and is immutable."""
    game = record(FIFTY_GAME)
    result = check_game(game, vocabulary)
    assert result.game is game
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.plausible = 3  # type: ignore[misc]


# Letters other than B, G, X and Y, so an all-hit score never also reads as colour notation.
SMALL_LIST = universe("ACE", 4)
REAL_LIST = bundled(ANSWERS)[::40]
VOCABULARIES = {id(words): Vocabulary(words, words) for words in (SMALL_LIST, REAL_LIST)}


@st.composite
def played(draw: st.DrawFn, words: list[str] | tuple[str, ...]) -> tuple[str, list[str]]:
    """A secret and one to six guesses, all drawn from ``words``."""
    pick = st.sampled_from(words)
    return draw(pick), draw(st.lists(pick, min_size=1, max_size=6))


@pytest.mark.parametrize("words", [SMALL_LIST, REAL_LIST], ids=["ACE+Z", "answers"])
@settings(max_examples=75, deadline=None)
@given(data=st.data())
def test_honest_records_always_pass(words, data):
    """A record of guesses scored against a secret passes strictly, with replay's counts."""
    secret, guesses = data.draw(played(words))
    pairs = [f"{guess}={score(guess, secret)}" for guess in guesses]
    left = replay(pairs, words)
    verb = "yields" if len(left) == 1 else "includes"
    game = record(f"* 1: `{' '.join(pairs)}` {verb} `{secret.lower()}`")
    result = check_game(game, VOCABULARIES[id(words)], strict=True)
    assert result.ok, result.failures
    assert result.warnings == ()
    prefixes = (pairs[:i] for i in range(1, len(pairs) + 1))
    assert result.remaining == tuple(len(replay(prefix, words)) for prefix in prefixes)
    assert result.remaining[-1] == len(left) >= 1
    assert list(result.remaining) == sorted(result.remaining, reverse=True)


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
        (7, 6, []),
        (9, None, []),
    ],
)
def test_select_bounds_are_inclusive(numbered, first, last, kept):
    """First and last game numbers are both kept; listed order is preserved."""
    assert numbers(select_games(numbered, first, last)) == kept


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
