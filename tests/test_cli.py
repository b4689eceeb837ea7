"""The command line: exact output, exit codes and one-line errors."""

import io
import json
import os
import re
import subprocess
import sys

from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import through_console_script
from wordfinder.cli.app import app
from wordfinder.finder import find_each
from wordfinder.notation import BoardsPair, parse_history
from wordfinder.words import ALLOWED, ANSWERS, bundled

runner = CliRunner()

FIFTY = "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY".split()
EMPTY = "LODGE=....e WIPER=..Pe. TEPEE=teP.. EXPAT=E.P.t".split()
ROUSE = "THIEF=...e. BLADE=....E GROVE=.ro.E".split()


def run(*args: str):
    """The result of running wordfinder with ``args``."""
    return runner.invoke(app, list(args))


def test_fifty_prints_only_fifty():
    """The FIFTY game leaves exactly FIFTY, not its rhymes JITTY, KITTY and ZITTY."""
    result = run(*FIFTY)
    assert result.exit_code == 0
    assert result.stdout == "FIFTY\n"


def test_find_is_the_default_command():
    """`wordfinder PAIR...` and `wordfinder find PAIR...` print the same."""
    assert run("find", *FIFTY).stdout == run(*FIFTY).stdout


def test_plausible_answers_come_first_with_sort_alpha():
    """--sort alpha: the original answers first, then the others, each part alphabetical."""
    result = run("--sort", "alpha", "CRANE=..a.e")
    listed = result.stdout.splitlines()

    plausible = set(bundled(ANSWERS))
    first = [w for w in listed if w in plausible]
    assert first and listed == sorted(first) + sorted(w for w in listed if w not in plausible)


def test_the_likeliest_answer_comes_first():
    """By default the words are in order of their probability of being the answer, and --json
    gives those probabilities, summing to 1 and falling along the list."""
    document = json.loads(run("--json", "CRANE=..a.e").stdout)
    chances = document["probabilities"]
    assert document["model"] == "likely" and list(chances) == document["candidates"]
    assert abs(sum(chances.values()) - 1) < 1e-3
    assert list(chances.values()) == sorted(chances.values(), reverse=True)
    assert run("CRANE=..a.e").stdout.splitlines() == document["candidates"]
    assert run(*EMPTY).stdout.splitlines() == ["EMPTY", "EMPTS"]  # an answer outranks a mere guess


def test_answers_option_restricts_to_original_answers():
    """--answers drops words that were never Wordle answers."""
    assert run("--answers", *EMPTY).stdout == "EMPTY\n"


def test_verbose_prints_the_parsed_state_on_stderr():
    """-v shows mask, valid, invalid, wrong spots, counts and unused letters, keeping stdout clean."""
    result = run("-v", *EMPTY)
    assert result.stdout.splitlines() == ["EMPTY", "EMPTS"]
    lines = result.stderr.splitlines()
    assert "mask:       E-P--" in lines
    assert "valid:      EPT" in lines
    assert "invalid:    ADGILORWX" in lines
    assert "wrong_spot: [T,E,-,E,ET]" in lines
    assert "counts:     E=1, P>=1, T>=1" in lines
    assert "unused:     BCFHJKMNQSUVYZ" in lines


def test_verbose_shows_the_optimised_mask():
    """BESET's mask ---ET is optimised to -ESET."""
    result = run("-v", "CIVET=...ET", "EGRET=e..ET", "SLEET=s.eET")
    assert "optimised:  -ESET" in result.stderr.splitlines()
    assert result.stdout == "BESET\n"


def test_no_word_fits_exits_1():
    """A history no listed word satisfies prints nothing and exits 1."""
    result = run("--words", "ROMEO", "PROSE", "GROVE=.ro.E")
    assert result.exit_code == 1
    assert result.stdout == ""


def test_words_option_takes_a_comma_list():
    """--words=A,B means the same as --words A B."""
    spread = run("--words", "ROMEO", "ROUSE", *ROUSE)
    joined = run("--words=ROMEO,ROUSE", *ROUSE)
    assert spread.stdout == joined.stdout == "ROUSE\n"


def test_explain_marks_each_word():
    """--explain gives each word of the list its reasons, and 'eligible' for the answer."""
    result = run("--explain", "--words", "ROMEO", "PROSE", "STORE", "MURAL", "ROUSE", *ROUSE)
    assert result.exit_code == 0
    rows = dict(line.split("\t") for line in result.stdout.splitlines())
    assert list(rows) == ["ROMEO", "PROSE", "STORE", "MURAL", "ROUSE"]
    assert rows["ROUSE"] == "eligible"
    assert rows["PROSE"] == "WrongSpot: R at 2, O at 3 (GROVE=.ro.E); GROVE would score .RO.E, not .ro.E"
    assert "Invalid: has T (THIEF=...e.)" in rows["STORE"]


def test_explain_without_words_option_explains_the_bare_words():
    """--explain with bare words explains just those words."""
    result = run("--explain", "PROSE", *ROUSE)
    assert result.exit_code == 1
    assert result.stdout.startswith("PROSE\t")


def test_json_output():
    """--json prints the pairs, the words and which of them are plausible answers."""
    result = run("--json", *EMPTY)
    document = json.loads(result.stdout)
    assert document["candidates"] == ["EMPTY", "EMPTS"]
    assert document["plausible"] == ["EMPTY"]
    assert document["count"] == 2
    assert document["history"] == EMPTY
    assert document["command"] == "find"


def test_json_explain():
    """--json --explain reports each word's eligibility and reasons."""
    document = json.loads(run("--json", "--explain", "--words", "PROSE", "ROUSE", *ROUSE).stdout)
    assert [(e["word"], e["eligible"]) for e in document["explanations"]] == [
        ("PROSE", False),
        ("ROUSE", True),
    ]


def test_word_file(tmp_path):
    """--word-file reads one word a line, skips blanks, comments and other lengths, and takes a last line without newline."""
    path = tmp_path / "words.txt"
    path.write_text("# my list\nfifty\n\nkitty\nfifties\nJITTY", encoding="utf-8")
    result = run("--word-file", str(path), *FIFTY)
    assert result.stdout == "FIFTY\n"


@pytest.mark.parametrize(
    ("args", "culprit"),
    [
        (["SPEED=...e."], "SPEED=...e."),
        (["ABCCA=aBCC."], "ABCCA=aBCC."),
        (["HARES"], "'HARES'"),
        (["HARES=...."], "'HARES=....'"),
        (["CRANE=..Z.."], "'CRANE=..Z..'"),
        (["CRANE=ÉÉÉÉÉ"], "'CRANE=ÉÉÉÉÉ'"),
        (["CR🙂NE=....."], "'CR🙂NE=.....'"),
        (["HARES=.....", "CAT=..."], "CAT=..."),
        (["HARES=H....", "HARES=.A..."], "HARES=H.... HARES=.A..."),
        (["--word-file", "/no/such/file", "HARES=....."], "'/no/such/file'"),
        (["ABCDEFGHI=........."], "9-letter"),
        (["--words", "R0MEO", "HARES=....."], "'R0MEO'"),
        (["--bogus", "HARES=....."], "--bogus"),
        (["=....."], "'=.....'"),
    ],
)
def test_bad_input_is_one_line_naming_the_culprit(args, culprit):
    """Bad input exits 2 with a single line on stderr that quotes the offending argument."""
    result = run(*args)
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("wordfinder: error: ")
    assert culprit in lines[0]


def test_contradiction_is_distinct_from_no_match():
    """Pairs that cannot hold together say 'no spelling satisfies all of', not an empty list."""
    result = run("HARES=H....", "HARES=.A...")
    assert "no spelling satisfies all of" in result.stderr


def test_unreadable_word_file(tmp_path):
    """A word list that is not UTF-8 text is reported by name."""
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"caf\xe9\n")
    result = run("--word-file", str(path), "HARES=.....")
    assert result.exit_code == 2
    assert str(path) in result.stderr


def test_empty_word_file(tmp_path):
    """A word list with no word of the guesses' length is bad input."""
    path = tmp_path / "empty.txt"
    path.write_text("", encoding="utf-8")
    result = run("--word-file", str(path), "HARES=.....")
    assert result.exit_code == 2
    assert "no 5-letter words" in result.stderr


@pytest.mark.parametrize("command", [[], ["find"]])
def test_every_command_has_help(command):
    """Each command's --help exits 0 and shows an example."""
    result = run(*command, "--help")
    assert result.exit_code == 0
    assert "Example" in result.stdout


def test_python_dash_m_runs_the_cli():
    """`python -m wordfinder` behaves like the console script, piped output plain."""
    completed = subprocess.run(
        [sys.executable, "-m", "wordfinder", *FIFTY], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0
    assert completed.stdout == "FIFTY\n"
    assert completed.stderr == ""


def test_quantum_lists_pairs():
    """--quantum lists every pair of words sharing no letter that reproduces the quantum scores."""
    result = run("--quantum", "--answers", "TAXES=🟡🟢⬛⬛🟡", "CHIPS=c.i.s", "MUSIC=MUSIC")
    assert result.exit_code == 0
    pairs = [line.split("|") for line in result.stdout.splitlines()]
    assert ["MUSIC", "WALTZ"] in pairs
    assert all("MUSIC" in pair and not set(pair[0]) & set(pair[1]) for pair in pairs)


def test_quantum_score_without_quantum_option_says_so():
    """A quantum score given to the classic finder is bad input that names it."""
    result = run("TAXES=+t+A..+s")
    assert result.exit_code == 2
    assert "TAXES=+t+A..+s" in result.stderr


# --- several boards: --boards N, or a score per board -----------------------------------------


ANSWERS_4 = ("CRANK", "SLOTH", "BUDGE", "WHIRL")


def quordle_pairs(guesses: list[str], answers=ANSWERS_4) -> list[str]:
    """The pairs a Quordle game of ``answers`` shows after ``guesses``, scored by the engine."""
    pairs, solved = [], [False] * len(answers)
    for guess in guesses:
        pair = BoardsPair.scored(guess, answers, solved)
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
    for board, words in enumerate(find_each(parse_history(pairs), bundled(ALLOWED)), 1):
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
    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1 and re.search(message, err), err


def test_one_board_is_the_plain_find(monkeypatch, capsys):
    """--boards 1 is the one-board game: the same words as without it, one a line."""
    assert through_console_script(["--boards", "1", *FIFTY], monkeypatch, capsys) == (0, "FIFTY\n", "")


def test_version_prints_the_packages_version():
    """`wordfinder --version` prints the version and exits 0, through python -m too."""
    from wordfinder import __version__

    completed = subprocess.run([sys.executable, "-m", "wordfinder", "--version"], capture_output=True, text=True,
                               check=False)
    assert (completed.returncode, completed.stdout, completed.stderr) == (0, f"wordfinder {__version__}\n", "")
    assert CliRunner().invoke(app, ["--version"]).stdout == f"wordfinder {__version__}\n"


def test_help_command_is_the_commands_help():
    """`wordfinder help suggest` prints what `wordfinder suggest --help` prints; `help` alone
    the top-level help; an unknown command is one line naming it, exit 2."""
    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "wordfinder", *args], capture_output=True, text=True,
                              check=False, env={**os.environ, "COLUMNS": "100"})

    assert run("help", "suggest").stdout == run("suggest", "--help").stdout != ""
    assert run("help").stdout == run("--help").stdout
    bogus = run("help", "bogus")
    assert bogus.returncode == 2 and bogus.stderr.count("\n") == 1 and "'bogus'" in bogus.stderr


@pytest.mark.parametrize("command", ["find", "score", "play", "suggest", "benchmark", "tree", "analyze"])
def test_help_shows_no_python_type_for_a_flag(command):
    """A flag takes no value, so its help row names no type (no `<bool>`)."""
    from wordfinder.cli.options import COMMANDS

    shown = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "160"}).stdout
    flags = [o.flags[0] for o in COMMANDS[command].options if o.kind == "flag"]
    assert flags
    for flag in flags:
        rows = [line for line in shown.splitlines() if f" {flag} " in line]
        assert rows and not any("<bool>" in row for row in rows), (flag, rows)


PYTHON_TYPE = re.compile(r"<(bool|int|str|float|list\[str\])>")


@pytest.mark.parametrize("command", [[], ["find"], ["score"], ["play"], ["suggest"], ["benchmark"], ["tree"], ["analyze"]])
def test_help_names_no_python_type_anywhere(command):
    """No row of any help (the root's --help and completion options, every argument) names a
    Python type, and the usage line shows a positional parameter by its metavar, in brackets
    only when it may be left out (not `{GUESS=SCORE...}...` nor `<list[str]>`)."""
    from wordfinder.cli.options import COMMANDS

    shown = CliRunner().invoke(app, [*command, "--help"], env={"COLUMNS": "160"}).stdout
    assert "--help" in shown and not PYTHON_TYPE.search(shown), PYTHON_TYPE.findall(shown)
    usage = " ".join(next(line for line in shown.splitlines() if "Usage:" in line).split())
    arguments = COMMANDS[command[0]].arguments if command else None
    if arguments is not None:
        assert usage.endswith(f" [OPTIONS] {arguments.metavar if arguments.default is None else f'[{arguments.metavar}]'}")
        assert "{" not in usage
    assert PYTHON_TYPE.search("│ --help  -h  <bool>  Show this message") is not None  # the check can fail


@pytest.mark.parametrize(("argv", "flag", "choices"), [
    (["suggest", "--strategy", "bogus"], "'--strategy' / '-s'", "optimal, lookahead, entropy, expected, minimax, frequency"),
    (["tree", "--format", "bogus"], "'--format' / '-f'", "text, json, dot"),
    (["--sort", "bogus", "CRANE=....."], "'--sort'", "likely, alpha"),
])
def test_a_bad_choice_lists_the_choices_cleanly(argv, flag, choices, monkeypatch, capsys):
    """An unknown value of a choice is one line naming the option, the value and the choices,
    with no validation prefix; exit 2."""
    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err == f"wordfinder: error: Invalid value for {flag}: 'bogus': expected one of {choices}\n"


@pytest.mark.parametrize("command", [["suggest"], ["find", "CRANE=....."], ["play"], ["tree"], ["benchmark"]])
def test_a_bad_answer_model_names_the_models_and_the_missing_file(command, monkeypatch, capsys):
    """--answers takes a model's name or a file that exists; anything else is one line naming
    the value, the models and that no such file exists; exit 2."""
    code, out, err = through_console_script([command[0], "--answers=/no/such/likley", *command[1:]], monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err == (
        "wordfinder: error: Invalid value for '--answers': '/no/such/likley': no such file, "
        "nor an answer model (likely, original, all)\n"
    )


def test_limit_lists_the_likeliest_words_and_says_more_fit(monkeypatch, capsys):
    """--limit N on a classic find lists the first N words of the full answer (most likely
    first), says on stderr how many fit, and JSON keeps the count and says it was cut."""
    pairs = ["CRANE=..a.e", "SLOTH=.l..."]
    _, everything, _ = through_console_script(pairs, monkeypatch, capsys)
    code, out, err = through_console_script(["--limit", "3", *pairs], monkeypatch, capsys)
    words = everything.splitlines()
    assert code == 0 and out.splitlines() == words[:3]
    assert err == f"wordfinder: note: the first 3 of {len(words)} words that fit are listed\n"
    _, out, err = through_console_script(["--limit", str(len(words)), *pairs], monkeypatch, capsys)
    assert out.splitlines() == words and err == ""
    _, out, _ = through_console_script(["--limit", "2", "--json", *pairs], monkeypatch, capsys)
    document = json.loads(out)
    assert (document["count"], document["truncated"], document["candidates"]) == (len(words), True, words[:2])
    assert set(document["probabilities"]) == set(words[:2])
    code, out, err = through_console_script(["--explain", "--limit", "2", "AAHED", "ABBEY", "PEDAL", "--words", *pairs],
                                            monkeypatch, capsys)
    assert code == 0 and out.splitlines() == [line for line in out.splitlines() if "PEDAL" not in line]
    assert len(out.splitlines()) == 2  # PEDAL, the eligible word, is past the limit: still exit 0
    assert "the first 2 of" in err


def test_limit_cuts_each_board_of_a_multi_board_find(monkeypatch, capsys):
    """With --boards, --limit N lists the first N words of each board (it was ignored), says on
    stderr which boards were cut, and JSON keeps each board's count and says it was cut;
    --explain explains the first N words on every board."""
    pairs = ["TARSE=.ar../t..s."]
    _, everything, _ = through_console_script(pairs, monkeypatch, capsys)
    full = [line.split()[2:] for line in everything.splitlines()]
    code, out, err = through_console_script(["--limit", "3", *pairs], monkeypatch, capsys)
    assert code == 0 and out.splitlines() == [f"board {n}: {' '.join(words[:3])}" for n, words in enumerate(full, 1)]
    assert err == "".join(
        f"wordfinder: note: board {n}: the first 3 of {len(words)} words that fit are listed\n"
        for n, words in enumerate(full, 1)
    )
    _, out, _ = through_console_script(["--json", "--limit", "2", *pairs], monkeypatch, capsys)
    boards = json.loads(out)["per_board"]
    assert [(b["count"], b["truncated"], b["candidates"]) for b in boards] == [(len(w), True, w[:2]) for w in full]
    _, out, err = through_console_script(["--explain", "--limit", "1", *pairs, "CRANK", "SLOTH"], monkeypatch, capsys)
    assert out == "board 1: CRANK\teligible\n" + out.splitlines()[1] + "\n" and out.count("CRANK") == 2
    assert err == "wordfinder: note: the first 1 of 2 words are explained\n"


@pytest.mark.parametrize(("new", "old"), [
    (["suggest", "--limit", "3", "CRANE=..a.e"], ["suggest", "--top", "3", "CRANE=..a.e"]),
    (["suggest", "-n", "3", "CRANE=..a.e"], ["suggest", "--top", "3", "CRANE=..a.e"]),
    (["tree", "--json"], ["tree", "--format", "json"]),
])
def test_the_one_spelling_and_the_old_one_agree(new, old, monkeypatch, capsys):
    """The vocabulary's spelling of an idea and the old spelling give the same output."""
    assert through_console_script(new, monkeypatch, capsys) == through_console_script(old, monkeypatch, capsys)


def test_guesses_and_the_old_word_file_agree(tmp_path, monkeypatch, capsys):
    """--guesses FILE is the guess list, as --word-file was, in suggest."""
    guesses = tmp_path / "guesses.txt"
    guesses.write_text("CRANE\nSLATE\nLEMMA\nBELAY\nPEDAL\n", encoding="utf-8")
    new = through_console_script(["suggest", "--guesses", str(guesses), "-n", "2", "CRANE=..a.e"], monkeypatch, capsys)
    old = through_console_script(["suggest", "--word-file", str(guesses), "-n", "2", "CRANE=..a.e"], monkeypatch, capsys)
    assert new == old and new[0] == 0
    assert {line.split()[0] for line in new[1].splitlines()[1:]} <= {"CRANE", "SLATE", "LEMMA", "BELAY", "PEDAL"}


def test_tree_json_with_another_format_is_refused(monkeypatch, capsys):
    """--json with --format dot asks for two outputs: one line naming both, exit 2."""
    code, out, err = through_console_script(["tree", "--json", "--format", "dot"], monkeypatch, capsys)
    assert (code, out) == (2, "") and err == "wordfinder: error: --json and --format dot: choose one output\n"


class _Terminal(io.StringIO):
    """Standard input as a terminal: what a person types, line by line."""

    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("ending", ["\n\nmore text that is never read\n", ""])
def test_a_share_block_at_a_terminal_ends_on_an_empty_line_or_one_ctrl_d(ending, monkeypatch, capsys):
    """At a terminal --share prompts on stderr and reads up to the empty line after the
    tiles (the blank line under the header does not end it), or to the end of input."""
    from wordfinder.cli import paste

    block = "Wordle 1,234 2/6\n\n⬛⬛🟨⬛🟨\n🟩🟩🟩🟩🟩"
    monkeypatch.setattr(sys, "stdin", _Terminal(block + ending))
    assert paste.read_pasted() == block + "\n"
    assert capsys.readouterr().err.startswith("Paste the share block")


@pytest.mark.parametrize(("typed", "meant"), [("sugest", "suggest"), ("benchmrk", "benchmark"), ("analyse", "analyze")])
def test_a_mistyped_command_is_named_with_the_one_meant(typed, meant, monkeypatch, capsys):
    """A lower-case word close to a command's name is refused as a mistyped command."""
    code, out, err = through_console_script([typed, "TARSE=.a..e"], monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err == f"wordfinder: error: {typed!r} is not a command; did you mean {meant!r}? " \
                  "(the commands: find, score, play, suggest, benchmark, tree, openers, serve, analyze, lists, history)\n"


def test_a_word_to_explain_is_not_taken_for_a_command(monkeypatch, capsys):
    """`wordfinder store --explain ...` explains STORE (close to `score`, but a word list is given)."""
    code, out, _ = through_console_script(["store", "--explain", "THIEF=...e."], monkeypatch, capsys)
    assert code == 1 and out.startswith("STORE\tInvalid")


def started(argv: list[str], ready: str) -> subprocess.Popen:
    """``wordfinder ARGV`` started with Ctrl-C's default action, its standard input an open
    pipe never written to, once ``ready`` has appeared on its stdout (or after the imports,
    when ``ready`` is empty)."""
    import select
    import signal
    import time

    # A shell's background job ignores SIGINT and its children inherit that: the child gets
    # the default back, as a command typed at a terminal has it.
    process = subprocess.Popen([sys.executable, "-m", "wordfinder", *argv], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    seen, deadline = b"", time.monotonic() + 60
    while ready and ready.encode() not in seen and time.monotonic() < deadline and process.poll() is None:
        if select.select([process.stdout], [], [], 0.1)[0]:
            seen += os.read(process.stdout.fileno(), 4096)
    # Past the imports, whatever the machine's load: numpy's core is mapped, or the command
    # already waits on a read from its standard input; then a moment more.
    proc = Path(f"/proc/{process.pid}")
    while not ready and time.monotonic() < deadline and process.poll() is None:
        try:
            if ("_multiarray_umath" in (proc / "maps").read_text(errors="replace")
                    or "pipe_read" in (proc / "wchan").read_text(errors="replace")):
                break
        except OSError:
            break  # no /proc here: the time below must do
        time.sleep(0.1)
    time.sleep(1.0)
    return process


@pytest.mark.parametrize("argv, ready", [
    (["benchmark", "--boards", "8", "--games", "1000"], ""),
    (["play", "--seed", "1"], "Please input your guess: "),
    (["play", "--boards", "4", "--seed", "1"], "Please input your guess: "),
    (["find", "--share", "CRANE"], ""),
    (["analyze", "--share", "CRANE"], ""),
], ids=["benchmark", "play", "play-boards", "find-share", "analyze-share"])
def test_ctrl_c_exits_130_without_a_traceback(argv, ready):
    """SIGINT stops a long command, or one waiting for input, with exit code 130 and no traceback."""
    import signal

    process = started(argv, ready)
    assert process.poll() is None, process.stderr.read()
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert b"Traceback" not in err


def test_a_terminals_count_names_every_word_that_fits_when_a_few_are_shown():
    """At a terminal with -n 3, the words are the first three and the count under them says how
    many fit in all, not three (the plausible answers are counted among all of them too)."""
    import io

    from rich.console import Console

    from wordfinder.cli.render import show_words
    from wordfinder.game import NYT
    from wordfinder.query import Query, ask

    found = ask(Query(("CRANE=c.a..",)), NYT)
    screen = Console(file=io.StringIO(), width=200, color_system=None)  # the count on one line
    show_words(screen, found, 3)
    lines = screen.file.getvalue().splitlines()
    n, answers = len(found.candidates), len(found.plausible)
    assert n > 3 and lines[0].split()[::2] == list(found.candidates[:3])  # each word, then its chance
    assert lines[-1].startswith(f"{n:,} words fit (the first 3 shown); {answers:,} are plausible answers")


@pytest.mark.parametrize("game", [[], ["--fibble"], ["--boards", "2"]])
def test_explain_gives_every_word_named_a_reason_even_of_another_length(game):
    """--explain --words SLATE ABC explains both: ABC's reason is its length (it was dropped
    without a word, or, alone, refused as a list with no five-letter words)."""
    pair = "CRANE=...../....." if game == ["--boards", "2"] else "CRANE=....."
    both = runner.invoke(app, [*game, "--explain", pair, "--words", "SLATE", "ABC"])
    alone = runner.invoke(app, [*game, "--explain", pair, "--words", "ABC"])
    assert both.exit_code == alone.exit_code == 1
    assert "SLATE\t" in both.stdout and "ABC\tLength: has 3 letters, needs 5" in both.stdout
    assert "ABC\tLength: has 3 letters, needs 5" in alone.stdout
