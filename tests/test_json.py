"""Every --json document speaks the vocabulary written down in docs/json.md."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import GAMES
from typer.testing import CliRunner

import wordfinder
from wordfinder.cli.app import app
from wordfinder.cli.options import COMMANDS

TABLE = Path(__file__).resolve().parent.parent / "docs" / "json.md"
HISTORY = TABLE.parent.parent / "benchmarks" / "histories" / "synthetic-1.txt"  # dated answers of our own
TYPES = {
    "string": str,
    "integer": int,
    "number": (int, float),
    "boolean": bool,
    "array": list,
    "object": dict,
    "map": dict,
}


def vocabulary() -> dict[str, tuple[str, set[str]]]:
    """The documented keys: each key's type and the commands that print it."""
    rows = re.findall(r"^\| `([a-z_.]+)` \| ([a-z ]+) \| .* \| ([a-z ,()]+) \|$", TABLE.read_text(), re.M)
    return {key: (kind, {c.split(" ")[0] for c in commands.split(", ")}) for key, kind, commands in rows}


def check(document: object, command: str, table: dict, parent: str = "") -> None:
    """Every key of ``document`` (and of the objects inside it) is documented, with its type."""
    if isinstance(document, list):
        for item in document:
            check(item, command, table, parent)
        return
    if not isinstance(document, dict):
        return
    for key, value in document.items():
        name = f"{parent}.{key}" if f"{parent}.{key}" in table else key
        assert name in table, f"{command}: key {name!r} is not in docs/json.md"
        kind, commands = table[name]
        assert commands == {"all"} or command in commands, f"{command}: {name!r} is not documented for it"
        base, _, nullable = kind.partition(" or ")
        if value is None:
            assert nullable == "null", f"{command}: {name!r} is null"
        else:
            assert isinstance(value, TYPES[base]) and not (base in ("integer", "number") and isinstance(value, bool)), (
                f"{command}: {name!r} is {value!r}, not {kind}"
            )
        if base != "map":
            check(value, command, table, name)


@pytest.fixture(scope="module")
def lists(tmp_path_factory):
    """A tiny puzzle for the solver commands (four answers and a probe that splits them)."""
    folder = tmp_path_factory.mktemp("lists")
    (folder / "answers.txt").write_text("BAT\nCAT\nHAT\nMAT\n")
    (folder / "guesses.txt").write_text("BAT\nCAT\nHAT\nMAT\nBCH\n")
    return ["--answers-file", str(folder / "answers.txt"), "--word-file", str(folder / "guesses.txt")]


@pytest.fixture(scope="module")
def games_file(tmp_path_factory):
    """A games file of classic and quantum records for the tiny lists."""
    path = tmp_path_factory.mktemp("games") / "games.md"
    path.write_text("* 1: `BAT=.AT` yields `CAT`\n* 2: `MAT=MAT` yields `MAT`\n")
    return str(path)


def played_file(folder) -> str:
    """A --played file naming one past answer."""
    path = folder / "played.txt"
    path.write_text("2024-06-01 CAT\n", encoding="utf-8")
    return str(path)


def documents(lists, games_file, monkeypatch, tmp_path):
    """One --json command line per command (and per kind of document it prints)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return {
        "find": [
            ["find", "--json", "-v", "HARES=.....", "BUILT=..i.t"],
            ["find", "--json", "--explain", "--words", "FIFTY", "JIFFY", "HARES=....."],
            ["find", "--json", "--quantum", "--answers", "TAXES=+t+A..+s", "CHIPS=c.i.s"],
            ["find", "--json", "-v", "--boards", "2", "CRANE=CRANE/c....", "SLOTH=-/..o.."],
            ["find", "--json", "--explain", "CRANE=..a.E/c....", "ABIDE", "CLOTH"],
            ["find", "--json", "--woodle", "CRANE=1G2Y", "SLOTH=0G1Y"],
            ["find", "--json", "--explain", "--lang", "pt", "ACUDE=ACUDE", "AÇUDE"],
        ],
        "score": [["score", "--json", f"{GAMES}/seeds.md"], ["score", "--json", f"{GAMES}/quantum.md", "-N", "2"]],
        "suggest": [["suggest", "--json", "-v", "BAT=.AT", *lists], ["suggest", "--json", "-n", "3"],
                    ["suggest", "--json", "-v", "--boards", "2", "BAT=.AT/.AT", *lists],
                    ["suggest", "--json", "--played", played_file(tmp_path), "BAT=.AT", *lists],
                    ["suggest", "--json", "--absurdle", "--target", "HAT", *lists],
                    ["suggest", "--json", "--fibble", "BAT=.At", *lists]],
        "benchmark": [["benchmark", "--json", *lists], ["benchmark", "--json", "--boards", "2", "--games", "3", *lists],
                      ["benchmark", "--json", "--secrets", lists[1], "--word-file", lists[3]],
                      ["benchmark", "--json", "--woodle", "--seed", "2", *lists],
                      ["benchmark", "--json", "--rolling", str(HISTORY), "--from", "2026-03-01", "--to", "2026-03-01"]],
        "analyze": [["analyze", "--json", games_file, *lists]],
        "openers": [["openers", "--json", "--jobs", "1", *lists]],
        "lists": [["lists", "--json"], ["lists", "--json", "--lang", "nl", "--answers"]],
    }


@pytest.fixture
def printed(lists, games_file, monkeypatch, tmp_path) -> dict[str, list[tuple[list[str], object]]]:
    """Each command line of :func:`documents` with the --json document it printed, run once
    for both tests below (each run is a whole command: together they take seconds)."""
    runs = {}
    for command, lines in documents(lists, games_file, monkeypatch, tmp_path).items():
        runs[command] = []
        for argv in lines:
            result = CliRunner().invoke(app, argv)
            assert result.exit_code in (0, 1), (argv, result.output)
            runs[command].append((argv, json.loads(result.stdout)))
    return runs


def test_every_json_document_follows_the_table_and_the_table_is_not_stale(printed):
    """Each command's --json output uses only documented keys, with their documented types;
    and every documented key is printed by some command: the table lists nothing that is gone."""
    table = vocabulary()
    assert len(table) > 40  # the table was read
    # tree --json prints the tree itself, not a document of the vocabulary (docs/json.md says so).
    with_json = {c for c, options in COMMANDS.items() if any(o.name == "as_json" for o in options.options)}
    assert with_json - {"tree"} == set(printed)
    for command, runs in printed.items():
        for argv, document in runs:
            assert (document["command"], document["version"]) == (command, wordfinder.__version__), argv
            check(document, command, table)
    seen: set[str] = set()

    def collect(document: object, parent: str = "") -> None:
        if isinstance(document, list):
            for item in document:
                collect(item, parent)
        elif isinstance(document, dict):
            for key, value in document.items():
                name = f"{parent}.{key}" if parent in ("knowledge", "days", "openers", "best_openers") else key
                seen.add(name)
                if key not in ("distribution", "probabilities", "endpoints", "game_keys"):  # maps: their keys are values
                    collect(value, name)

    for runs in printed.values():
        for _, document in runs:
            collect(document)
    from wordfinder.web import api  # the web API's own documents (no web server needed)

    collect(api.answer("score", {"guess": "CRANE", "answer": "SLATE"}))
    collect(api.answer("history", {}))
    collect(api.description())
    assert set(table) == seen
