"""Past answers as a player knows them: dated --played files, --date, the history file used by
default, and the file written whole or not at all."""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordfinder.errors import WordListError
from wordfinder.past_answers import (
    BadDate,
    NotSaved,
    PastAnswer,
    PastAnswers,
    data_folder,
    history_file,
    known_past_answers,
    parse_day,
    read_past_answers,
    save_past_answers,
)

from conftest import GAMES, through_console_script

BAD_DATES = ["2026-02-30", "26-1-1", "2026-1-1", "2026-13-01", "0000-01-01", "99999999999999999999-01-01",
             "２０２６-01-01", "٢٠٢٦-01-01", "1/6/2024", "2026-01-01T00:00"]


def played(folder: Path, text: str, name: str = "played.txt") -> str:
    """The path of a --played file holding ``text``."""
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# --- reading a --played file -------------------------------------------------------------


def test_played_file_reads_words_with_or_without_dates(tmp_path):
    """Words a line, dated before or after, comments and blank lines skipped, upper-cased, each answer once."""
    path = played(tmp_path, "# past answers\n2024-06-01 crane\nSLATE, 2024-06-02\n\nmedal  # a note\ncrane 2024-06-01\n")
    found = read_past_answers(path)
    assert found.answers == (PastAnswer("CRANE", date(2024, 6, 1)), PastAnswer("SLATE", date(2024, 6, 2)),
                             PastAnswer("MEDAL"))
    assert (found.words, found.count, found.newest, found.source) == (("CRANE", "SLATE", "MEDAL"), 3, date(2024, 6, 2), path)


def test_a_word_reused_on_another_day_is_two_answers(tmp_path):
    """The NYT may reuse an answer: the same word on two days is two past answers, one word."""
    found = read_past_answers(played(tmp_path, "CRANE 2021-07-01\nCRANE 2026-03-01\n"))
    assert (found.count, found.words) == (2, ("CRANE",))


_word = st.text("abcAZé", min_size=1, max_size=3)
_date = st.builds("{:04d}-{:02d}-{:02d}".format, st.integers(0, 2100), st.integers(0, 13), st.integers(0, 32))


@given(st.lists(st.tuples(_word, _date, st.sampled_from([" ", "\t", "  "]), st.sampled_from(["", " ", "\t"])), max_size=8))
def test_a_usual_line_reads_as_the_same_line_written_otherwise(tmp_path_factory, lines):
    """``WORD DATE`` lines (read by a fast path) give the answers, or the refusal with its line,
    that the same lines give written ``DATE, WORD`` (read token by token): bad days and
    accented words included."""
    folder = tmp_path_factory.mktemp("played")

    def read(text: str) -> tuple:
        try:
            return "read", read_past_answers(played(folder, text), required=False).answers
        except WordListError as error:
            return "refused", str(error).split(":")[0]

    usual = "".join(f"{word}{gap}{day}{end}\n" for word, day, gap, end in lines)
    other = "".join(f"{day}, {word}\n" for word, day, _, _ in lines)
    assert read(usual) == read(other)


@pytest.mark.parametrize("text", ["CRANE SLATE\n", "CR4NE\n", "# nothing\n\n", "2024-01-01\n", "CRANE 2024-01-01 2024-01-02\n"])
def test_a_bad_played_file_is_one_line_naming_it(tmp_path, text):
    """Two words on a line, a non-word, two dates, or no word at all: a WordListError naming the file."""
    with pytest.raises(WordListError, match="played.txt") as refused:
        read_past_answers(played(tmp_path, text))
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("bad", BAD_DATES)
def test_a_bad_date_in_a_file_names_the_file_the_line_and_the_date(tmp_path, bad):
    """A line's date that is no YYYY-MM-DD day of the calendar is refused with the file, the line number and the date."""
    with pytest.raises(WordListError) as refused:
        read_past_answers(played(tmp_path, f"SLATE 2024-01-01\nCRANE {bad}\n"))
    assert str(refused.value).startswith(f"{str(tmp_path / 'played.txt')!r} line 2: {bad!r}: not a date")


# --- days ------------------------------------------------------------------------------------


def test_parse_day_reads_a_calendar_day():
    """YYYY-MM-DD is read as that day, a leap day included."""
    assert parse_day("2024-02-29") == date(2024, 2, 29)


@pytest.mark.parametrize("bad", BAD_DATES)
def test_parse_day_refuses_what_is_not_a_day(bad):
    """Impossible days, short forms, huge numbers and digits other than 0-9 are refused naming the option and the text."""
    with pytest.raises(BadDate, match=f"^--to {bad!r}: not a date; expected YYYY-MM-DD"):
        parse_day(bad, "--to")


def test_known_on_a_day_leaves_out_that_day_and_later_ones():
    """A player knows the undated answers and those dated before the day played, not its own nor later ones."""
    past = PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)), PastAnswer("REBUT", date(2021, 6, 20)),
                        PastAnswer("SISSY", date(2021, 6, 21)), PastAnswer("CRANE")))
    assert past.known_on(date(2021, 6, 20)).words == ("CIGAR", "CRANE")
    assert past.known_on(date(2021, 6, 22)).count == 4
    assert past.known_on(date(2021, 6, 19)).newest is None


def test_ages_count_the_days_since_each_words_latest_answer():
    """A word's age is the days from its latest answer known to the day played; an undated word has none."""
    past = PastAnswers((PastAnswer("CRANE", date(2021, 7, 1)), PastAnswer("CRANE", date(2021, 7, 11)),
                        PastAnswer("SLATE"), PastAnswer("MEDAL", date(2021, 7, 20))))
    assert past.ages(date(2021, 7, 15)) == {"CRANE": 4, "SLATE": None}


def test_merged_is_the_union_sorted_by_day():
    """Merging keeps each answer once, the undated first, then by day."""
    one = PastAnswers((PastAnswer("REBUT", date(2021, 6, 20)), PastAnswer("CRANE")))
    two = PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)), PastAnswer("REBUT", date(2021, 6, 20))))
    assert one.merged(two).text() == "CRANE\nCIGAR 2021-06-19\nREBUT 2021-06-20\n"


# --- the history file -----------------------------------------------------------------------


@pytest.mark.parametrize("home", [None, "", "relative/data", "/tmp/somewhere/data"])
def test_the_data_folder_is_platformdirs_own(home, monkeypatch):
    """The data folder found without platformdirs is the one platformdirs.user_data_dir gives."""
    import platformdirs

    if home is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", home)
    assert data_folder() == platformdirs.user_data_dir("wordfinder")


def test_the_tests_never_see_the_users_data_folder():
    """The suite's own data folder stands for the user's (conftest): it holds no history file."""
    assert not history_file().startswith(os.path.expanduser("~/.local/share"))
    assert not os.path.exists(history_file())


def test_saving_merges_with_what_the_file_holds(tmp_path):
    """Saving adds answers to those in the file, sorted by day, and leaves no temporary file."""
    path = tmp_path / "history.txt"
    path.write_text("REBUT 2021-06-20\n", encoding="utf-8")
    merged = save_past_answers(path, PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)),)))
    assert path.read_text(encoding="utf-8") == "CIGAR 2021-06-19\nREBUT 2021-06-20\n" == merged.text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.txt", "history.txt.lock"]


@pytest.mark.parametrize("kind", ["absolute", "relative", "dangling"])
def test_saving_through_a_symlink_replaces_the_file_it_points_to(tmp_path, kind):
    """A history file that is a symlink (to a synced folder, say; written as a relative path,
    or to a file not made yet) stays one: the file it points to gets the answers, written
    whole beside it."""
    (tmp_path / "real").mkdir()
    real = tmp_path / "real" / "answers.txt"
    held = "" if kind == "dangling" else "REBUT 2021-06-20\n"
    if held:
        real.write_text(held, encoding="utf-8")
    link = tmp_path / "history.txt"
    pointed = os.path.join("real", "answers.txt") if kind == "relative" else str(real)
    link.symlink_to(pointed)
    save_past_answers(link, PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)),)))
    assert link.is_symlink() and os.readlink(link) == pointed
    assert real.read_text(encoding="utf-8") == "CIGAR 2021-06-19\n" + held
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["answers.txt", "answers.txt.lock"]


def test_a_link_into_a_missing_folder_is_named_with_its_target(tmp_path):
    """A history file linked into a folder that is gone cannot be written: the error names the
    link and the file it points to, whose folder is the one missing."""
    link = tmp_path / "history.txt"
    link.symlink_to(tmp_path / "gone" / "answers.txt")
    with pytest.raises(NotSaved, match=f"^{str(link)!r} \\(a link to {str(tmp_path / 'gone' / 'answers.txt')!r}\\): "
                                       "cannot be written"):
        save_past_answers(link, PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)),)))
    assert link.is_symlink() and not (tmp_path / "gone").exists()


def test_saving_to_a_history_file_of_comments_only_adds_to_it(tmp_path):
    """A history file with no answer yet (emptied by hand) takes the answers, not a refusal."""
    path = tmp_path / "history.txt"
    path.write_text("# emptied\n", encoding="utf-8")
    assert save_past_answers(path, PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)),))).count == 1
    assert path.read_text(encoding="utf-8") == "CIGAR 2021-06-19\n"


def test_a_failed_save_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    """When the file cannot be put in place, the old file is whole and no temporary file is left."""
    path = tmp_path / "history.txt"
    path.write_text("REBUT 2021-06-20\n", encoding="utf-8")

    def full(*paths):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(NotSaved, match=f"^{str(path)!r}: cannot be written \\(No space left on device\\); it is as it was$"):
        save_past_answers(path, PastAnswers((PastAnswer("CIGAR", date(2021, 6, 19)),)))
    assert path.read_text(encoding="utf-8") == "REBUT 2021-06-20\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.txt", "history.txt.lock"]


def write_history(text: str) -> Path:
    """The history file ``history update`` would write (in the test's data folder), holding ``text``."""
    path = Path(history_file())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_known_past_answers_reads_the_history_file_unless_told_not_to(tmp_path):
    """Without --played the history file counts; --played none reads nothing; --played FILE that file."""
    assert known_past_answers() == PastAnswers()
    write_history("MEDAL 2024-05-30\nPEDAL 2024-06-01\n")
    assert known_past_answers(None, "2024-06-01").words == ("MEDAL",)
    assert known_past_answers(None).count == 2
    assert known_past_answers("none") == PastAnswers()
    assert known_past_answers(played(tmp_path, "SLATE\n")).words == ("SLATE",)


def test_the_history_file_is_the_english_games_only(tmp_path, monkeypatch, capsys):
    """The history file holds the NYT's English answers: a game in another language reads it only as --played FILE."""
    from wordfinder.languages import LANGUAGES

    path = write_history("RADIO 2024-05-30\n")
    assert known_past_answers(None, None, LANGUAGES["es"]) == PastAnswers()
    assert known_past_answers(str(path), None, LANGUAGES["es"]).words == ("RADIO",)
    assert "past answer" not in first_line(["--lang", "es", "ARBOL=.....", "-n", "1"], monkeypatch, capsys)


# --- the commands -----------------------------------------------------------------------------


def first_line(argv: list[str], monkeypatch, capsys) -> str:
    """The first line suggest prints for ``argv`` (exit 0 expected)."""
    code, out, err = through_console_script(["suggest", *argv], monkeypatch, capsys)
    assert (code, err) == (0, ""), err
    return out.splitlines()[0]


def test_suggest_uses_the_history_file_by_default_and_not_with_played_none(monkeypatch, capsys):
    """With a history file, suggest's first line says how many past answers are known up to
    which day and how many were down-weighted; --played none leaves them out."""
    write_history("MEDAL 2024-05-30\nPEDAL 2024-06-01\n")
    plain = first_line(["--played", "none", "TARSE=.a..e", "-n", "1"], monkeypatch, capsys)
    assert plain.startswith("# 228 candidates (likely answer model); ")
    known = first_line(["TARSE=.a..e", "-n", "1"], monkeypatch, capsys)
    assert known.startswith("# 228 candidates (likely answer model, 2 past answers down-weighted; "
                            "2 known up to 2024-06-01); ")
    that_day = first_line(["--date", "2024-06-01", "TARSE=.a..e", "-n", "1"], monkeypatch, capsys)
    assert "(likely answer model, 1 past answer down-weighted; 1 known up to 2024-05-30)" in that_day


def test_an_empty_history_file_is_no_past_answers(monkeypatch, capsys):
    """An empty history file (a first update that fetched nothing, a file emptied by hand) is
    no past answers, not a refusal of every command."""
    write_history("# fetched from nowhere yet\n")
    assert known_past_answers().count == 0
    assert first_line(["TARSE=.a..e", "-n", "1"], monkeypatch, capsys).startswith("# 228 candidates (likely answer model); ")
    code, out, _ = through_console_script(["CRANE=....."], monkeypatch, capsys)
    assert code == 0 and out


def test_a_bad_history_file_says_it_is_the_history_file_and_how_to_mend_it(monkeypatch, capsys):
    """A history file with a line that is no word is one line naming it, the history file, and the way out."""
    write_history("SMITH'S 2024-06-02\n")
    code, _, err = through_console_script(["CRANE=....."], monkeypatch, capsys)
    assert code == 2 and len(err.splitlines()) == 1
    assert "history.txt" in err and "history update" in err and "--played none" in err
    code, _, _ = through_console_script(["--played", "none", "CRANE=....."], monkeypatch, capsys)
    assert code == 0


@pytest.mark.parametrize("kind", ["folder", "fifo"])
@pytest.mark.parametrize("argv", [["CRANE=....."], ["suggest", "CRANE=....."], ["history", "show"]], ids=" ".join)
def test_a_folder_or_fifo_where_the_history_file_goes_is_refused_not_ignored(kind, argv, monkeypatch, capsys):
    """Something that is no file at the history file's path is one line naming it and its
    kind, for every command that reads the file; --played none still ignores it."""
    path = Path(history_file())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.mkdir() if kind == "folder" else os.mkfifo(path)
    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out, err.count("\n")) == (2, "", 1)
    assert f"{str(path)!r}: is {'a folder' if kind == 'folder' else 'a FIFO (named pipe)'}, not a history file" in err
    if argv[0] != "history":
        assert through_console_script([*argv, "--played", "none"], monkeypatch, capsys)[0] == 0


def test_history_show_of_an_empty_history_file_says_it_holds_none(monkeypatch, capsys):
    """An empty history file is shown as holding no answers, not refused as a --played file."""
    write_history("")
    code, out, err = through_console_script(["history", "show"], monkeypatch, capsys)
    assert (code, out, err) == (0, f"{history_file()}: 0 answers known\n", "")


@pytest.mark.parametrize("argv", [["--answers", "original", "-n", "3", "TARSE=.a..e"], ["--boards", "2", "TARSE=.a..e/....."]],
                         ids=["original", "boards"])
def test_the_history_file_is_todays_game_only(argv, monkeypatch, capsys):
    """The history file stands for today's game: suggest over the 2,315 original answers alike,
    or for several boards, ranks as it does without it."""
    write_history("TEPAL 2024-05-30\nPETAL 2024-06-01\n")
    with_history = through_console_script(["suggest", *argv], monkeypatch, capsys)
    without = through_console_script(["suggest", *argv, "--played", "none"], monkeypatch, capsys)
    assert with_history == without and with_history[0] == 0


def test_analyze_reviews_a_recorded_game_without_the_history_file(monkeypatch, capsys):
    """A recorded game was played on a day of its own: analyze reviews it alike with a history
    file holding its answer, and down-weights past answers only when told to (--played FILE)."""
    argv = ["analyze", f"{GAMES}/seeds.md", "--game", "6"]
    without = through_console_script(argv, monkeypatch, capsys)
    path = write_history("FIFTY 2024-05-30\nDOILT 2024-05-31\n")
    assert through_console_script(argv, monkeypatch, capsys) == without
    told = through_console_script([*argv, "--played", str(path)], monkeypatch, capsys)
    assert told[0] == without[0] == 0 and told[1] != without[1]


def test_suggest_json_says_how_many_past_answers_are_known(monkeypatch, capsys):
    """--json gives the past answers known and the newest day among them; neither with none (as the web API's document)."""
    write_history("MEDAL 2024-05-30\nPEDAL 2024-06-01\n")

    def document(*argv: str) -> dict:
        code, out, _ = through_console_script(["suggest", "--json", "-n", "1", "TARSE=.a..e", *argv], monkeypatch, capsys)
        assert code == 0
        return json.loads(out)

    found = document("--date", "2024-06-01")
    assert (found["past_answers"], found["past_answers_known"], found["past_answers_newest"]) == (1, 1, "2024-05-30")
    none = document("--played", "none")
    assert not {"past_answers", "past_answers_known", "past_answers_newest"} & set(none)


def test_find_ignores_lines_dated_on_or_after_the_day_played(tmp_path, monkeypatch, capsys):
    """A past answer dated on the day played or later is not known yet: find's chances are as without it."""
    path = played(tmp_path, "MEDAL 2024-06-02\n")

    def chance(*argv: str) -> float:
        code, out, _ = through_console_script(["--json", "TARSE=.a..e", *argv], monkeypatch, capsys)
        assert code == 0
        return json.loads(out)["probabilities"]["MEDAL"]

    plain = chance()
    assert chance("--played", path, "--date", "2024-06-02") == plain
    other = played(tmp_path, "CIGAR 2024-06-01\n", name="other.txt")  # the day's model, MEDAL not played
    assert chance("--played", path, "--date", "2024-06-03") < chance("--played", other, "--date", "2024-06-03")
    assert chance("--played", path) < chance("--played", other)  # today knows it


@pytest.mark.parametrize("command", [["find", "TARSE=.a..e"], ["suggest", "TARSE=.a..e"], ["play"], ["benchmark"],
                                     ["analyze", "CRANE=CRANE"]])
@pytest.mark.parametrize("bad", ["2026-02-30", "26-1-1", "１２３４-01-01"])
def test_a_bad_date_option_is_one_line_and_exit_2(command, bad, monkeypatch, capsys):
    """Every command with --date refuses a date that is no day, in one line naming it, before doing anything."""
    code, out, err = through_console_script([*command, "--date", bad], monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err == f"wordfinder: error: --date {bad!r}: not a date; expected YYYY-MM-DD, e.g. 2024-06-01\n"


def test_a_bad_date_in_the_played_file_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys):
    """A --played file with an impossible date is refused in one line naming the file, the line and the date."""
    path = played(tmp_path, "CIGAR 2021-06-19\nREBUT 2021-02-30\n")
    code, out, err = through_console_script(["suggest", "--played", path, "TARSE=.a..e"], monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err == f"wordfinder: error: {path!r} line 2: '2021-02-30': not a date; expected YYYY-MM-DD, e.g. 2024-06-01\n"


def test_a_file_named_none_is_given_as_a_path(tmp_path, monkeypatch, capsys):
    """--played none means no past answers; a file so named is ./none."""
    monkeypatch.chdir(tmp_path)
    played(tmp_path, "MEDAL\n", name="none")
    assert "1 past answer down-weighted; 1 known undated" in first_line(["--played", "./none", "TARSE=.a..e", "-n", "1"],
                                                                         monkeypatch, capsys)
    assert "past answer" not in first_line(["--played", "none", "TARSE=.a..e", "-n", "1"], monkeypatch, capsys)


def test_benchmark_of_a_list_of_answers_ignores_the_history_file(small_lists, tmp_path, monkeypatch, capsys):
    """The history file does not turn a benchmark of its answers list into one under a model,
    as --played FILE would (and that is refused with --answers FILE)."""
    guesses, answers = small_lists
    write_history("CAT 2021-06-19\n")
    argv = ["benchmark", "--json", "--guesses", guesses, "--answers", answers]
    code, out, _ = through_console_script(argv, monkeypatch, capsys)
    assert code == 0 and json.loads(out)["games"] == 4 and not {"model", "past_answers"} & set(json.loads(out))
    code, _, err = through_console_script([*argv, "--played", played(tmp_path, "CAT\n")], monkeypatch, capsys)
    assert code == 2 and "--played go with --answers likely" in err


def test_the_opening_under_past_answers_is_ranked_once(tmp_path, monkeypatch, capsys):
    """With a history file, suggest's opening is ranked once for that model and read from the
    user's cache after: the same output, nothing ranked; a damaged cache file is ranked afresh."""
    from wordfinder.solver import suggesting

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    write_history("MEDAL 2024-05-30\nPEDAL 2024-06-01\n")
    argv = ["suggest", "--json", "-n", "3", "--date", "2024-06-02"]
    first = through_console_script(argv, monkeypatch, capsys)
    (cached,) = (tmp_path / "cache" / "wordfinder").glob("opening-*.json")
    rank = suggesting._under_model
    monkeypatch.setattr(suggesting, "_under_model", lambda *args, **kw: pytest.fail("the opening was ranked again"))
    assert through_console_script(argv, monkeypatch, capsys) == first and first[0] == 0
    cached.write_text('{"ranked": [{"guess": 1}]', encoding="utf-8")
    monkeypatch.setattr(suggesting, "_under_model", rank)
    assert through_console_script(argv, monkeypatch, capsys) == first
    assert json.loads(cached.read_text(encoding="utf-8"))["ranked"][0]["guess"] == json.loads(first[1])["suggestions"][0]["guess"]


def test_a_cache_folder_that_cannot_be_written_only_costs_time(tmp_path, monkeypatch, capsys):
    """A cache folder that is a file: suggest still answers, the same as with a cache."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("", encoding="utf-8")
    write_history("MEDAL 2024-05-30\n")
    argv = ["suggest", "-n", "2", "--date", "2024-06-02"]
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    cached = through_console_script(argv, monkeypatch, capsys)
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert through_console_script(argv, monkeypatch, capsys) == cached and cached[0] == 0
