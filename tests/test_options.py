"""The command line is declared once: the plain reader and the typer app read it alike."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from wordfinder.cli.app import app
from wordfinder.answers import MODELS
from wordfinder.cli.options import COMMANDS, MODEL_NAMES, STRATEGY_NAMES, Command, Option, modern_spelling, read_plain
from wordfinder.errors import WordfinderError
from wordfinder.solver.strategies import STRATEGIES

# A value for each kind of option that both readers should take (an answer model: a file that exists).
GOOD = {"int": ["3", "12"], "text": ["x.txt", "dir/w.txt"], "model": ["original", "all", __file__]}
# Values the plain reader may refuse (typer then explains or decides).
ODD = ["0", "-1", "", "abc", "٣", "1" * 12, "-", "--json", "CRANE=.....", "lookahead", " 7", "/no/such/file"]
POSITIONAL = {"arguments": "HARES=.....", "paths": "g.md", "pairs": "TARSE=.a..e", "action": "show", "letter": "D"}


def typer_request(argv: list[str], monkeypatch: pytest.MonkeyPatch):
    """The request the typer app builds from ``argv``, or None when it refuses the line."""
    seen = []
    monkeypatch.setattr(Command, "runner", lambda self: lambda request: seen.append(request) or 0)
    CliRunner().invoke(app, argv)
    return seen[0] if seen else None


def option_lines(command: Command, option: Option) -> list[list[str]]:
    """Command lines using ``option`` once, with a value where it takes one."""
    head = [command.name]
    if command.arguments is not None:
        head.append(POSITIONAL[command.arguments.name])
    if option.kind == "arguments":
        return [head]
    if option.kind == "flag":
        return [head + [flag] for flag in option.flags]
    values = good_values(option)
    lines = [head + [flag, value] for flag in option.flags for value in values]
    return lines + [head + [f"{flag}={values[0]}"] for flag in option.flags if flag.startswith("--")]


def good_values(option: Option) -> list[str]:
    """Values of an option that both readers should take (for a choice, two not the default)."""
    return [c for c in option.choices if c != option.default][:2] if option.kind == "choice" else GOOD[option.kind]


EVERY_OPTION = [
    (command, option, line)
    for command in COMMANDS.values()
    for option in command.options
    for line in option_lines(command, option)
]


@pytest.mark.parametrize(("command", "option", "argv"), EVERY_OPTION, ids=lambda x: x if isinstance(x, str) else "")
def test_every_option_reads_the_same_both_ways(command, option, argv, monkeypatch):
    """Each declared option, given a good value, gives the same request through both readers."""
    plain = read_plain(argv)
    assert plain is not None, argv
    assert plain == typer_request(argv, monkeypatch)
    if option.kind != "arguments":
        assert plain.values[option.name] != option.default  # the option did land in the request


@settings(max_examples=75, deadline=None)
@given(st.data())
def test_any_line_is_read_the_same_or_left_to_typer(data):
    """On random command lines the plain reader either refuses or agrees with typer."""
    command = data.draw(st.sampled_from(list(COMMANDS.values())))
    argv = [command.name]
    for _ in range(data.draw(st.integers(0, 4))):
        option = data.draw(st.sampled_from([o for o in command.options if o.kind != "arguments"]))
        flag = data.draw(st.sampled_from(option.flags))
        if option.kind == "flag":
            argv.append(flag)
        else:
            argv += [flag, data.draw(st.sampled_from(good_values(option) + ODD))]
    if command.arguments is not None and data.draw(st.booleans()):
        argv.insert(data.draw(st.integers(1, len(argv))), POSITIONAL[command.arguments.name])
    plain = read_plain(argv)
    if plain is not None:
        with pytest.MonkeyPatch.context() as monkeypatch:
            assert plain == typer_request(argv, monkeypatch), argv


def test_the_default_command_is_find():
    """A command line that does not name a command is a find query, for both readers."""
    assert read_plain(["HARES=....."]).command == "find"


def test_the_strategy_names_are_the_solvers():
    """The command line offers exactly the solver's strategies."""
    assert STRATEGY_NAMES == STRATEGIES


def test_the_model_names_are_the_answer_models():
    """The command line offers exactly the answer models of wordfinder.answers."""
    assert MODEL_NAMES == MODELS


ANSWER_COMMANDS = ["find", "suggest", "play", "analyze", "tree", "benchmark", "openers"]


def test_every_command_with_an_answer_model_takes_answers():
    """--answers MODEL|FILE is one declaration, shared by every command with an answer model."""
    declared = {name: [o for o in c.options if o.name == "answers"] for name, c in COMMANDS.items()}
    assert sorted(name for name, found in declared.items() if found) == sorted(ANSWER_COMMANDS)
    assert len({found[0] for found in declared.values() if found}) == 1


def test_every_command_with_an_answer_model_takes_played_but_tree():
    """--played goes with the answer model in every command but tree, whose trees are stored
    without past answers (it could only refuse), and openers, whose values are over answers
    alike; -v goes where there are pairs to explain."""
    def having(name: str) -> list[str]:
        return sorted(c.name for c in COMMANDS.values() if any(o.name == name for o in c.options))

    assert having("played") == sorted(set(ANSWER_COMMANDS) - {"tree", "openers"})
    assert having("verbose") == ["find", "suggest"]


@pytest.mark.parametrize(
    ("command", "argv", "modern"),
    [
        ("find", ["--answers", "CRANE=....."], ["--answers=original", "CRANE=....."]),
        ("find", ["CRANE=.....", "--answers"], ["CRANE=.....", "--answers=original"]),
        ("find", ["--answers", "--json", "CRANE=....."], ["--answers=original", "--json", "CRANE=....."]),
        ("find", ["--explain", "--answers", "ROMEO", "A=a"], ["--explain", "--answers=original", "ROMEO", "A=a"]),
        ("find", ["--answers", "likely", "CRANE=....."], ["--answers", "likely", "CRANE=....."]),
        ("find", ["--answers", "likley", "CRANE=....."], ["--answers", "likley", "CRANE=....."]),
        ("play", ["--answers", "--seed", "7"], ["--answers=original", "--seed", "7"]),
        ("play", ["--answers", "all"], ["--answers", "all"]),
        ("suggest", ["--answers-file", "a.txt"], ["--answers=a.txt"]),
        ("suggest", ["--answers-file=likely"], ["--answers=./likely"]),
        ("tree", ["--answers"], ["--answers"]),
        ("score", ["--answers-file", "a.txt"], ["--answers-file", "a.txt"]),
        ("find", ["--", "--answers"], ["--", "--answers"]),
    ],
)
def test_old_spellings_of_the_answer_model(command, argv, modern):
    """find's and play's flag --answers is --answers original where no value follows it,
    --answers-file FILE is --answers FILE (not in score, whose file is something else)."""
    assert modern_spelling(command, argv) == modern


def test_the_answer_model_named_twice_is_refused():
    """--answers with --answers-file names the model twice: an error, for both readers."""
    with pytest.raises(WordfinderError, match="given twice"):
        modern_spelling("suggest", ["--answers", "likely", "--answers-file", "a.txt"])
    assert read_plain(["suggest", "--answers", "likely", "--answers-file", "a.txt"]) is None
    result = CliRunner().invoke(app, ["suggest", "--answers", "likely", "--answers-file", "a.txt"])
    assert result.exit_code == 2 and "given twice" in result.stderr


def test_every_command_is_declared_once():
    """The typer app has exactly the declared commands."""
    result = CliRunner().invoke(app, ["--help"])
    for name in COMMANDS:
        assert f" {name} " in result.stdout


# Whole numbers that name something rather than count it: any value means that one.
NOT_COUNTS = {"seed", "first_game", "last_game", "game"}
COUNTS = [
    (command, option)
    for command in COMMANDS.values()
    for option in command.options
    if option.kind == "int" and option.name not in NOT_COUNTS
]


def test_every_count_has_a_floor_and_a_zero_it_allows_is_explained():
    """Every count option has a minimum, and one that takes 0 says in its help what 0 means
    (score's --limit: all; play's --max-guesses: no limit; serve's --port: a free one)."""
    assert {(c.name, o.name) for c, o in COUNTS} >= {("score", "newest"), ("find", "limit"), ("suggest", "top"),
                                                    ("benchmark", "games"), ("play", "max_guesses")}
    for command, option in COUNTS:
        assert option.minimum is not None, (command.name, option.name)
        if option.minimum == 0:
            assert re.search(r"\b0\b", option.help), (command.name, option.name)


@pytest.mark.parametrize(("command", "option"), COUNTS, ids=lambda x: f"{x.name}")
def test_a_count_below_its_floor_is_one_line_naming_it(command, option):
    """A count option given 0 where it needs 1 or more, or -1, is refused in one stderr line
    naming the option, exit 2: never a silent zero or a negative slice."""
    head = [command.name] + ([POSITIONAL[command.arguments.name]] if command.arguments is not None else [])
    for value in {str(option.minimum - 1), "-1"}:
        result = CliRunner().invoke(app, [*head, option.flags[0], value])
        assert (result.exit_code, result.stdout) == (2, ""), (command.name, option.flags[0], value)
        assert len(result.stderr.splitlines()) == 1 and option.flags[0] in result.stderr
