"""The published opener tables (data/openers/): made for today's lists, consistent with their
own bounds, and each best opener's tree replayed through the feedback engine to its total."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wordfinder.bundles import bundle
from wordfinder.solver import trees
from wordfinder.solver.opener_tables import (
    TABLES_FILE, TOP, OpenerTable, RankedOpener, bundle_tables, opener_table, table_names,
)
from wordfinder.solver.puzzle_words import lists_key, puzzle_lists
from wordfinder.cli.app import app
from wordfinder.words import data_path

TABLES = json.loads(Path(data_path(f"openers/{TABLES_FILE}")).read_text(encoding="utf-8"))


def run_cli(argv: list[str]) -> str:
    """What ``wordfinder ARGV`` prints, checked to exit 0."""
    result = CliRunner().invoke(app, argv)
    assert result.exit_code == 0, result.output
    return result.output


def lists_of(name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The guesses and answers (tile letters) of the list a table is named after."""
    lang, length = name.removesuffix("-hard").rsplit("-", 1)
    found = bundle(lang, int(length))
    return puzzle_lists(found.allowed, found.answers)


def test_every_table_is_made_for_todays_lists():
    assert TABLES and set(TABLES) <= set(table_names())
    for name, table in TABLES.items():
        assert table["lists"] == lists_key(*lists_of(name)), f"{name}: its list changed since; run the script"
        assert opener_table(table["lists"], table["hard"]) is not None


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_table_agrees_with_its_own_bounds(name):
    table = TABLES[name]
    rows = table["top"]
    assert 1 <= len(rows) <= TOP
    assert [r["total"] for r in rows] == sorted(r["total"] for r in rows)
    for row in rows:
        assert row["mean"] == round(row["total"] / table["answers"], 4)
        assert row["rank_proven"] == (table["others_at_least"] is None or table["others_at_least"] > row["total"])
    assert table["valued"] >= len(rows)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_best_openers_tree_replays_to_its_total(name):
    table = TABLES[name]
    text = Path(data_path(f"openers/{table['tree']}")).read_text(encoding="utf-8")
    tree, provenance = trees.load_paths(text)
    guesses, answers = lists_of(name)
    played = trees.replay_tree(tree, guesses, answers, table["hard"])
    best = table["top"][0]
    assert tree.guess == best["opener"] == provenance["opening"]
    assert played.failures == 0 and played.max <= 6
    assert played.total == best["total"] == int(provenance["total"])
    assert set(played.games) == set(answers)


def test_the_verdict_says_proven_found_or_beaten():
    rows = (RankedOpener("SALET", "SALET", 7920, 3.4212, True), RankedOpener("REAST", "REAST", 7923, 3.4225, False))
    table = OpenerTable("en-5", False, rows, 7921)
    assert "proven over every opener" in table.verdict("SALET")
    assert table.verdict("REAST").startswith("not the best opener: SALET")
    assert table.verdict("CRANE").startswith("not the best opener: SALET takes 7,920")
    tied = OpenerTable("de-5", False, (RankedOpener("RATEN", "RATEN", 6986, 3.4584, False),
                                       RankedOpener("SEILT", "SEILT", 6986, 3.4584, False)), 5920)
    assert tied.verdict("SEILT") == tied.verdict("RATEN")
    assert "at least 5,920" in tied.verdict("SEILT")
    assert tied.fields() == {"hard": False, "opener": "RATEN", "total": 6986, "mean": 3.4584, "proven": False,
                             "others_at_least": 5920}


def test_lists_names_each_lists_best_opener():
    document = json.loads(run_cli(["lists", "--length", "5", "--json"]))
    for row in document["lists"]:
        assert row["best_openers"] == [table.fields() for table in bundle_tables(bundle(row["lang"], 5))]
    assert any(row["best_openers"] for row in document["lists"])
    piped = run_cli(["lists", "--length", "5"]).splitlines()
    for line, row in zip(piped, document["lists"], strict=True):
        cells = []
        for hard in (False, True):
            best = next((b for b in row["best_openers"] if b["hard"] == hard), None)
            cells.append("-" if best is None else f"{best['opener']} {best['total']}{'' if best['proven'] else '?'}")
        assert line.split("\t")[-2:] == cells


def test_suggests_stored_opening_says_what_the_table_says():
    for name, table in TABLES.items():
        lang = name.removesuffix("-hard").rsplit("-", 1)[0]
        argv = ["suggest", "--lang", lang, "--answers", "original", "--json", *(["--hard"] if table["hard"] else [])]
        document = json.loads(run_cli(argv))
        found = opener_table(table["lists"], table["hard"])
        assert document["best_openers"] == [found.fields()]
        assert found.verdict(document["suggestions"][0]["guess"]) in document["why"]
    assert json.loads(run_cli(["suggest", "--json"]))["best_openers"] == []  # the likely model: not what tables rank
    entropy = json.loads(run_cli(["suggest", "--answers", "original", "--strategy", "entropy", "--json"]))
    table = opener_table(TABLES["en-5"]["lists"], False)
    assert entropy["best_openers"] == [table.fields()]
    assert table.verdict(entropy["suggestions"][0]["guess"]) in entropy["why"]
