"""Every option of every command does something: given, it changes what the command prints,
or the command refuses it in one line naming it (exit 2). None is silently ignored.

Each command has a small position to start from, and each option a value (and, where it
only acts beside another option, that option in the baseline too).  The walk covers every
option the commands declare: a new option without a case here fails the first test.
``serve`` is left out: it runs until stopped, and tests/test_web_api.py starts it with
its host and port.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wordfinder.cli.app import app
from wordfinder.cli.options import COMMANDS

SHARE = ("CRANE", "SLOTH", "BAGEL"), "Wordle 1 3/6\n\n⬛⬛🟨⬛🟨\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩\n"
"""The guesses and share block of a game won on BAGEL."""
UNFINISHED = ("CRANE", "SLOTH"), "Wordle 1 2/6\n\n⬛⬛🟨⬛🟨\n⬛🟨⬛⬛⬛\n"
"""Its first two rows: suggest has no guess to give after the won game."""
GAMES = """\
* 1: `CRANE=..a.e SLOTH=.l...` yields `BAGEL`
* 2: `CRANE=..a.e SLOTH=.l... BAGEL=.a.el` yields `EQUAL`
"""


def files(folder: Path) -> dict[str, str]:
    """The files the cases name, written in ``folder``: ``{name}`` in a case is its path."""
    texts = {
        "words": "BAGEL\nDELAY\nEQUAL\nLAPEL\nCRANE\nSLOTH\nPLUMB\n",
        "answers": "BAGEL\nDELAY\nEQUAL\nLAPEL\n",
        "two": "BAGEL\nLAPEL\n",
        "guesses": "DELAY\nEQUAL\nLAPEL\nCRANE\nSLOTH\nPLUMB\n",
        "family": "BILLS\nFILLS\nHILLS\nKILLS\nMILLS\nPILLS\nTILLS\nWILLS\nGILLS\nSILLS\n",
        "spanish": "AÑEJO\nAÑADE\nBAÑOS\nCAÑON\n",
        "played": "BAGEL 2022-01-01\nDELAY 2022-01-02\n",
        "games": GAMES,
    }
    for name, text in texts.items():
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")
    return {name: str(folder / f"{name}.txt") for name in texts}


# command: (baseline arguments, standard input, {option: (its arguments, the baseline's
# additions)}); additions starting with "=" replace the command's baseline arguments.
CASES: dict[str, tuple[list[str], str, dict[str, tuple[list[str], list[str]]]]] = {
    "find": (["CRANE=..a.e", "SLOTH=.l..."], "", {
        "--verbose": (["--verbose"], []),
        "--explain": (["--explain", "ALLEY"], []),
        "--words": (["--words", "ALLEY", "EAGLE"], []),
        "--word-file": (["--word-file", "{words}"], []),
        "--dict-words": (["--dict-words"], []),
        "--answers": (["--answers", "{answers}"], []),
        "--sort": (["--sort", "alpha"], []),
        "--json": (["--json"], []),
        "--quantum": (["--quantum"], []),
        "--fibble": (["--fibble"], []),
        "--lies": (["--lies", "2"], ["--fibble"]),
        "--woodle": (["--woodle"], ["=", "CRANE=0G2Y"]),
        "--limit": (["--limit", "2"], []),
        "--share": (["--share"], []),
        "--boards": (["--boards", "2"], []),
        "--played": (["--played", "{played}"], []),
        "--date": (["--date", "2022-01-02"], ["--played", "{played}"]),
        "--lang": (["--lang", "es"], []),
        "--length": (["--length", "6"], []),
        "--sutom": (["--sutom"], []),
    }),
    "score": (["{games}"], "", {
        "--first-game": (["--first-game", "2"], []),
        "--last-game": (["--last-game", "1"], []),
        "--limit": (["--limit", "1"], []),
        "--word-file": (["--word-file", "{words}"], []),
        "--answers-file": (["--answers-file", "{answers}"], []),
        "--strict": (["--strict"], ["--answers-file", "{answers}"]),
        "--json": (["--json"], []),
        "--lang": (["--lang", "es"], []),
        "--length": (["--length", "6"], []),
        "--sutom": (["--sutom"], []),
    }),
    "play": (["--seed", "1"], "crane\nsloth\n", {
        "--lang": (["--lang", "es"], []),
        "--length": (["--length", "6"], []),
        "--word-file": (["--word-file", "{words}"], []),
        "--dict-words": (["--dict-words"], []),
        "--answers": (["--answers", "{answers}"], []),
        "--quantum": (["--quantum"], []),
        "--fibble": (["--fibble"], []),
        "--lies": (["--lies", "2"], ["--fibble"]),
        "--woodle": (["--woodle"], []),
        "--absurdle": (["--absurdle"], []),
        "--max-guesses": (["--max-guesses", "1"], []),
        "--hard": (["--hard"], ["--answers", "original"]),
        "--seed": (["--seed", "2"], []),
        "--record": (["--record", "{record}"], ["--max-guesses", "2"]),
        "--boards": (["--boards", "2"], []),
        "--played": (["--played", "{played}"], ["--answers", "{answers}"]),
        "--date": (["--date", "2022-01-02"], ["--played", "{played}", "--answers", "{answers}"]),
        "--sutom": (["--sutom"], []),
    }),
    "suggest": (["CRANE=..a.e", "SLOTH=.l..."], "", {
        "--strategy": (["--strategy", "entropy"], []),
        "--hard": (["--hard"], []),
        "--limit": (["--limit", "2"], []),
        "--json": (["--json"], []),
        "--guesses": (["--guesses", "{words}"], []),
        "--answers": (["--answers", "original"], []),
        "--boards": (["--boards", "2"], []),
        "--played": (["--played", "{played}"], []),
        "--date": (["--date", "2022-01-02"], ["--played", "{played}"]),
        "--verbose": (["--verbose"], []),
        "--share": (["--share"], []),
        "--absurdle": (["--absurdle"], ["="]),
        "--fibble": (["--fibble"], []),
        "--lies": (["--lies", "2"], ["--fibble", "BAGEL=.a.el"]),
        "--woodle": (["--woodle"], ["=", "CRANE=0G2Y"]),
        "--target": (["--target", "BAGEL"], ["=", "--absurdle", "CRANE=..a.e", "SLOTH=.l...", "BAGEL=.a.el"]),
        "--common": (["--common"], ["=", "CRANE=....."]),
        "--lang": (["--lang", "es"], []),
        "--length": (["--length", "6"], []),
        "--sutom": (["--sutom"], ["=", "CRANE=C...e"]),
    }),
    "benchmark": (["--answers", "{answers}"], "", {
        "--strategy": (["--strategy", "frequency"], []),
        "--hard": (["--hard"], ["=", "--answers", "{family}"]),
        "--answers": (["--answers", "original"], ["=", "--secrets", "{answers}"]),
        "--secrets": (["--secrets", "{two}"], []),
        "--guesses": (["--guesses", "{guesses}"], ["=", "--answers", "{family}"]),
        "--json": (["--json"], []),
        "--jobs": (["--jobs", "2"], ["--json"]),
        "--boards": (["--boards", "2"], ["=", "--games", "2"]),
        "--games": (["--games", "3"], ["=", "--boards", "2", "--games", "2"]),
        "--seed": (["--seed", "2"], ["=", "--boards", "2", "--games", "2"]),
        "--played": (["--played", "{played}"], ["=", "--secrets", "{answers}", "--json"]),
        "--date": (["--date", "2022-01-02"], ["=", "--secrets", "{answers}", "--json", "--played", "{played}"]),
        "--fibble": (["--fibble"], ["=", "--secrets", "{two}", "--guesses", "{guesses}"]),
        "--lies": (["--lies", "2"], ["=", "--fibble", "--secrets", "{two}", "--guesses", "{guesses}"]),
        "--woodle": (["--woodle"], ["=", "--secrets", "{two}", "--guesses", "{guesses}"]),
        "--lang": (["--lang", "es"], ["=", "--answers", "{spanish}"]),
        "--length": (["--length", "6"], []),
        "--sutom": (["--sutom"], ["=", "--secrets", "{two}"]),
        "--rolling": (["--rolling", "{played}"], ["="]),
        "--from": (["--from", "2022-01-02"], ["=", "--rolling", "{played}"]),
        "--to": (["--to", "2022-01-01"], ["=", "--rolling", "{played}"]),
    }),
    "tree": (["--answers", "{family}"], "", {
        "--strategy": (["--strategy", "frequency"], []),
        "--hard": (["--hard"], []),
        "--format": (["--format", "dot"], []),
        "--json": (["--json"], []),
        "--guesses": (["--guesses", "{guesses}"], []),
        "--answers": (["--answers", "{two}"], []),
        "--lang": (["--lang", "es"], ["=", "--answers", "{spanish}"]),
        "--length": (["--length", "6"], []),
        "--sutom": (["--sutom", "B"], ["="]),
    }),
    "openers": (["--answers", "{answers}", "--guesses", "{words}", "--jobs", "1", "--json"], "", {
        "--hard": (["--hard"], []),
        "--only": (["--only", "BAGEL"], []),
        "--limit": (["--limit", "1"], []),
        "--json": (["--json"], ["=", "--answers", "{answers}", "--guesses", "{words}", "--jobs", "1"]),
        "--out": (["--out", "{record}"], []),
        "--resume": (["--resume"], ["--out", "{record}"]),
        "--jobs": (["--jobs", "2"], []),
        "--scheduler": (["--scheduler", "tcp://127.0.0.1:1"], []),
        "--workers": (["--workers", "2"], []),
        "--guesses": (["--guesses", "{answers}"], []),
        "--answers": (["--answers", "{two}"], []),
        "--lang": (["--lang", "es"], ["=", "--answers", "{spanish}", "--jobs", "1", "--json", "--limit", "1"]),
        "--length": (["--length", "6"], []),
    }),
    "analyze": (["CRANE=..a.e", "BAGEL=BAGEL"], "", {
        "--game": (["--game", "1"], ["=", "{games}"]),
        "--answer": (["--answer", "BAGEL"], ["=", "CRANE=..a.e", "SLOTH=.l..."]),
        "--strategy": (["--strategy", "frequency"], []),
        "--hard": (["--hard"], []),
        "--json": (["--json"], []),
        "--guesses": (["--guesses", "{words}"], []),
        "--answers": (["--answers", "original"], []),
        "--played": (["--played", "{played}"], []),
        "--date": (["--date", "2022-01-02"], ["--played", "{played}"]),
        "--share": (["--share"], []),
        "--lang": (["--lang", "es"], ["=", "PERRO=...RO", "LIBRO=LIBRO"]),
        "--length": (["--length", "6"], []),
        "--sutom": (["--sutom"], ["=", "BRICK=B....", "BAGEL=BAGEL"]),
    }),
    "lists": ([], "", {
        "--lang": (["--lang", "es"], []),
        "--length": (["--length", "6"], []),
        "--show": (["--show", "answers"], []),
        "--json": (["--json"], []),
        "--sutom": (["--sutom", "B"], []),
    }),
    "history": (["show"], "", {
        "--to": (["--to", "2022-01-02"], []),
    }),
}


NAMED = {"--dict-words": "/usr/share/dict/words", "--boards": "2 boards", "--length": "6-letter"}
"""What a refusal names in place of the option: the file it reads (absent on some machines),
the boards it asks for."""


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("walk")


def run(argv: list[str], stdin: str, named: dict[str, str]) -> tuple[int, str, str, str]:
    """The exit code, output and error of ``wordfinder ARGV``, and what the file ``{record}``
    names holds after it (emptied before)."""
    record = Path(named["record"])
    record.unlink(missing_ok=True)
    result = CliRunner().invoke(app, [a.format(**named) for a in argv], input=stdin)
    recorded = record.read_text() if record.exists() else ""
    return result.exit_code, steady(result.stdout), result.stderr, recorded


@functools.cache
def run_once(argv: tuple[str, ...], stdin: str, named: tuple[tuple[str, str], ...]) -> tuple[int, str, str, str]:
    """:func:`run`, once a process for each command line: a command's baseline serves each of
    its options (the files the cases name are written alike for every case)."""
    return run(list(argv), stdin, dict(named))


def steady(text: str) -> str:
    """``text`` without the time a benchmark took, which differs from run to run."""
    return re.sub(r'(?m)^seconds .*\n|\s*"seconds": [0-9.]+,?', "", text)


def test_every_option_has_a_case():
    """Each option of each command (but serve) is walked."""
    declared = {name: {o.flags[0] for o in command.options if o.flags}
                for name, command in COMMANDS.items() if name != "serve"}
    walked = {name: set(case[2]) for name, case in CASES.items()}
    assert walked == declared


@pytest.mark.parametrize(("command", "option"), [(c, o) for c, case in CASES.items() for o in case[2]])
def test_the_option_acts_or_is_refused(command, option, folder):
    named = {**files(folder), "record": str(folder / f"{command}-record.md")}
    base, stdin, options = CASES[command]
    extra, before = options[option]
    if option == "--share":
        guesses, stdin = UNFINISHED if command == "suggest" else SHARE
        base = list(guesses)
    if before and before[0] == "=":  # the option's own position, in place of the command's
        base, before = [], before[1:]
    baseline = run_once((command, *base, *before), stdin, tuple(sorted(named.items())))
    given = run([command, *base, *before, *extra], stdin, named)
    named = option in given[2] or NAMED.get(option, option) in given[2]
    refused = given[0] == 2 and named and given[2].count("\n") == 1
    assert refused or (given[0] in (0, 1) and given != baseline), (baseline[0], given[0], given[1][:300], given[2])
