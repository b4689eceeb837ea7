"""The published opener tables: each bundled 5-letter list's best openers, from
``data/openers/best.json`` (made by ``scripts/make_opener_tables.py``); no numpy here.

A table lists the ten smallest exact values (:mod:`.opener_values`) its run proved, and a
lower bound on every other opener (``others_at_least``).  A row's rank is proven when that
bound is over its total: no opener left out can come before it.  Tables are found by the
lists' hash, so a list changed since its table was made has none.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from .. import words as wordlists

__all__ = ["TABLES_FILE", "TOP", "OpenerTable", "RankedOpener", "bundle_tables", "opener_table", "table_names"]

TABLES_FILE = "best.json"  # in data/openers/
TOP = 10  # openers a table ranks


@dataclass(frozen=True, slots=True)
class RankedOpener:
    """One row of a table: the opener in tile letters and as its language writes it, its
    exact total over the list's answers, its mean, and whether no opener left out of the
    table can beat it."""

    opener: str
    shown: str
    total: int
    mean: float
    rank_proven: bool


@dataclass(frozen=True, slots=True)
class OpenerTable:
    """A list's best openers in one mode (``hard``), best first, and the least total any
    opener not listed can take (None when every opener was listed)."""

    name: str
    hard: bool
    top: tuple[RankedOpener, ...]
    others_at_least: int | None

    @property
    def best(self) -> RankedOpener:
        """The first row: the best opener proven or, when its rank is not, found."""
        return self.top[0]

    def fields(self) -> dict[str, object]:
        """The best opener as a document's fields (docs/json.md)."""
        best = self.best
        return {"hard": self.hard, "opener": best.shown, "total": best.total, "mean": best.mean, "proven": best.rank_proven,
                "others_at_least": self.others_at_least}

    def verdict(self, opener: str) -> str:
        """What the table says of ``opener`` (in tiles or as written) played first, in a clause."""
        best = self.best
        row = next((r for r in self.top if opener in (r.opener, r.shown)), None)
        if row is None or row.total > best.total:
            return f"not the best opener: {best.shown} takes {best.total:,} guesses in all (the {self.name} table)"
        value = f"{row.total:,} guesses in all, {row.mean:.4f} a game, exactly"
        if row.rank_proven:
            return f"a best opener of these lists ({value}), proven over every opener (the {self.name} table)"
        return (f"the best opener found for these lists ({value}), not proven the best: an opener not yet "
                f"valued is only known to take at least {self.others_at_least:,} (the {self.name} table)")


def opener_table(lists: str, hard: bool) -> OpenerTable | None:
    """The table made for the lists whose hash is ``lists`` in that mode, if any (none for a
    list changed since its table was made)."""
    for name, found in _tables().items():
        if found.get("lists") == lists and found.get("hard") == hard and found.get("top"):
            rows = tuple(RankedOpener(r["opener"], r["shown"], r["total"], r["mean"], r["rank_proven"])
                         for r in found["top"])
            return OpenerTable(name, hard, rows, found.get("others_at_least"))
    return None


def bundle_tables(found: object) -> tuple[OpenerTable, ...]:
    """A bundle's (:class:`~wordfinder.bundles.Bundle`) tables: normal mode's, then hard
    mode's, those that were made."""
    from .puzzle_words import lists_key, puzzle_lists

    name = f"{found.language.code}-{found.length}"
    if not any(table in (name, f"{name}-hard") for table in _tables()):
        return ()  # no table was made for it: its lists need no key (lists has 38 to show)
    key = lists_key(*puzzle_lists(found.allowed, found.answers))
    return tuple(table for hard in (False, True) if (table := opener_table(key, hard)) is not None)


def table_names() -> tuple[str, ...]:
    """The tables made: every bundled 5-letter list in normal mode, and English in hard mode."""
    from ..bundles import available

    return (*(f"{code}-5" for code, length in available() if length == 5), "en-5-hard")


@cache
def _tables() -> dict:
    """The contents of ``data/openers/best.json`` (empty when it is missing)."""
    try:
        with open(wordlists.data_path(f"openers/{TABLES_FILE}"), encoding="utf-8") as file:
            return json.load(file)
    except FileNotFoundError:
        return {}
