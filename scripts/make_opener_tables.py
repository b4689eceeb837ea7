"""Regenerate ``data/openers/``: the ten best openers of every bundled 5-letter list, proven
where the machine time given sufficed, bounded where it did not.

    python scripts/make_opener_tables.py                       # every table, 30 minutes each
    python scripts/make_opener_tables.py --tables de-5 fr-5 --minutes 90 --jobs 2
    python scripts/make_opener_tables.py --summarise           # rewrite the tables, value nothing

Each table is ``wordfinder openers --top 10`` over one list (the answers each alike, at most
six guesses a game; English in hard mode too), its values written as they come to
``data/openers/NAME.jsonl`` and continued with ``--resume`` by the next run: a run given
more minutes goes on where the last one stopped, and one stopped by its minutes loses
only the openers under way.

From a results file the table is read off without trusting anything unproven:

- the ten smallest proven totals, best first;
- a bound on every other opener: the least of the bounds the run wrote (an opener shown
  worse than the tenth value so far) and, for an opener never valued, its cheap bound
  (``3n - w - d``, :func:`~wordfinder.solver.opener_values.cheap_bounds`);
- a rank is proven when that bound is over its total: nothing unseen can come before it.
  When the bound is over the tenth total, the whole top ten is proven.

The best opener's optimal tree is searched again, replayed with the feedback engine (and
the hard-mode referee), and written beside the table (``NAME-OPENER.txt``, one line an
answer), so that a test replays what the table claims.  ``data/openers/best.json`` gathers
the tables for ``wordfinder lists`` and ``suggest``, keyed by the lists' hash so that a
list changed since is never given a stale table.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder.game import game_of  # noqa: E402
from wordfinder.solver import trees  # noqa: E402
from wordfinder.solver.exact import Search, optimal_chooser  # noqa: E402
from wordfinder.solver.opener_tables import TABLES_FILE, TOP, table_names  # noqa: E402
from wordfinder.solver.opener_values import cheap_bounds  # noqa: E402
from wordfinder.solver.puzzle import puzzle_of  # noqa: E402
from wordfinder.solver.results_log import ResultsFile, run_header  # noqa: E402

FOLDER = ROOT / "data" / "openers"


def named(name: str) -> tuple[str, str, bool]:
    """What a table's name says: ``LANG-LENGTH``, ``-hard`` for NYT hard mode."""
    lang, length = name.removesuffix("-hard").rsplit("-", 1)
    return lang, length, name.endswith("-hard")


def game_named(name: str) -> object:
    """The game of a table's name."""
    lang, length, hard = named(name)
    return game_of("openers", {"lang": lang, "length": int(length), "hard": hard})


def value(name: str, minutes: float, jobs: int) -> None:
    """Run ``wordfinder openers --top 10`` on the table's list for at most ``minutes``,
    continuing its results file; stopped by SIGINT, it keeps every value written.

    A new table first ranks the stored openings' guesses (:func:`seeds`) the same way: the
    tenth value among good openers, known early, is the budget every other opener must beat,
    which settles most of them by the bound one guess deeper instead of a search."""
    lang, length, hard = named(name)
    results = FOLDER / f"{name}.jsonl"
    deadline = time.monotonic() + minutes * 60
    phases = ([] if results.exists() else [["--only", ",".join(seeds(name))]]) + [[]]
    for only in phases:
        argv = [sys.executable, "-m", "wordfinder", "openers", "--lang", lang, "--length", length, "--top", str(TOP),
                "--jobs", str(jobs), "--out", str(results), *(["--resume"] if results.exists() else []),
                *(["--hard"] if hard else []), *only]
        print(f"{name}: {' '.join(argv[1:])}", flush=True)
        # SIGINT as Python takes it (a KeyboardInterrupt), even when this script runs in the
        # background, where the shell has the signal ignored and the child would inherit that
        with subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL,
                              preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)) as run:
            try:
                run.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                run.send_signal(signal.SIGINT)
                run.wait()


def seeds(name: str) -> list[str]:
    """The guesses the stored openings (data/openings.json) rank first for the table's lists
    and mode, every strategy's, best first: good openers to value before the others."""
    game = game_named(name)
    puzzle = puzzle_of(game)
    mode = "hard" if game.hard else "normal"
    stored = json.loads((ROOT / "data" / "openings.json").read_text(encoding="utf-8"))["openings"].get(puzzle.key, {})
    ranked = [row["guess"] for key in sorted(stored, key=lambda k: not k.startswith("optimal/"))
              if key.endswith(f"/{mode}") for row in stored[key]["ranked"]]
    return list(dict.fromkeys(ranked))


def summarise(name: str) -> dict[str, object] | None:
    """The table read off the results file (None without one), and the best opener's tree
    written beside it."""
    results = FOLDER / f"{name}.jsonl"
    if not results.exists():
        return None
    game = game_named(name)
    puzzle = puzzle_of(game)
    known = {v.opener: v for v in ResultsFile(str(results), run_header(game, puzzle), True, puzzle.guesses).known}
    proven = sorted((v for v in known.values() if v.proven and v.total is not None), key=lambda v: v.order)
    top = proven[:TOP]
    listed = {v.opener for v in top}
    cheap = cheap_bounds(puzzle, game.hard)
    others = [known[o].total if o in known else at_least for o, at_least in cheap.items() if o not in listed]
    others_at_least = min((t for t in others if t is not None), default=None)
    show = game.changed(given="").lists.show
    table = {
        "lists": puzzle.key, "guesses": len(puzzle.guesses), "answers": len(puzzle.answers), "hard": game.hard,
        "valued": sum(v.proven for v in known.values()), "bounded": sum(not v.proven for v in known.values()),
        "others_at_least": others_at_least,
        "top": [{"opener": v.opener, "shown": show(v.opener), "total": v.total, "mean": v.mean,
                 "rank_proven": others_at_least is None or others_at_least > v.total} for v in top],
    }
    if top:
        table["tree"] = write_tree(name, game, puzzle, top[0].opener, top[0].total)
    (FOLDER / f"{name}.md").write_text(markdown(name, table), encoding="utf-8")
    return table


def write_tree(name: str, game: object, puzzle: object, opener: str, total: int) -> str:
    """Search the opener's optimal tree again, replay it, and write it as ``NAME-OPENER.txt``
    (kept when one is there already for the same lists with the same total; another
    opener's, removed)."""
    path = FOLDER / f"{name}-{opener}.txt"
    for old in FOLDER.glob(f"{name}-*.txt"):  # another opener's, best before: not this table's any more
        if old != path and "-" not in old.stem[len(name) + 1:]:
            old.unlink()
    kept = path.read_text(encoding="utf-8") if path.exists() else ""
    if f"# total: {total}\n" in kept and f"# lists: {puzzle.key} " in kept:  # the same lists' tree (a list changed
        return path.name  # may keep its best total: es-5's CORES with LEERÁ for NAFTA)
    search = Search(puzzle, long=True, families=True)
    tree = trees.build(puzzle, optimal_chooser(search), game.hard, opener)
    played = trees.replay_tree(tree, puzzle.guesses, puzzle.answers, game.hard)
    if played.failures or played.total != total:
        raise SystemExit(f"{name} {opener}: the tree replays to {played.total} ({played.failures} over six), "
                         f"not the value {total}")
    provenance = {
        "wordfinder decision tree": "proven optimal after its opener (exact branch and bound)",
        "lists": f"{puzzle.key} ({len(puzzle.guesses)} guesses, {len(puzzle.answers)} answers)",
        "mode": "hard" if game.hard else "normal", "opening": opener, "total": played.total,
        "mean": f"{played.mean:.4f}", "max": played.max, "date": datetime.date.today().isoformat(),
        "script": "python scripts/make_opener_tables.py",
        "format": "one line per answer: the guesses that find it (tile letters), the last being the answer",
    }
    tmp = path.with_suffix(".tmp")
    tmp.write_text(trees.dump_paths(tree, puzzle.answers, provenance), encoding="utf-8")
    os.replace(tmp, path)
    return path.name


def markdown(name: str, table: dict[str, object]) -> str:
    """The table as data/openers/NAME.md shows it."""
    mode = "NYT hard mode" if table["hard"] else "normal mode"
    bound = table["others_at_least"]
    lines = [f"# The best openers of {name.removesuffix('-hard')} ({mode})", "",
             f"{table['answers']:,} answers, each alike; {table['guesses']:,} guesses; at most six guesses a game. "
             f"Lists {table['lists']}. Made by `python scripts/make_opener_tables.py`.", "",
             "| rank | opener | total | mean | rank proven |", "|---|---|---|---|---|"]
    for rank, row in enumerate(table["top"], 1):
        lines.append(f"| {rank} | {row['shown']} | {row['total']:,} | {row['mean']:.4f} | "
                     f"{'yes' if row['rank_proven'] else 'no'} |")
    whole = bool(table["top"]) and all(row["rank_proven"] for row in table["top"])
    lines += ["", f"Openers valued exactly: {table['valued']:,}; shown worse than the tenth without a value: "
              f"{table['bounded']:,}; every opener not listed takes at least "
              f"{'-' if bound is None else f'{bound:,}'} guesses in all.",
              "The top ten is proven." if whole and len(table["top"]) == TOP else
              "The ranking is not proven where marked: an opener not yet valued might still come before those "
              "rows (its bound is under their totals); each listed total is exact for its opener."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Value the tables' openers for the minutes given, then write the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", nargs="*", default=list(table_names()), help="tables to make (default: all)")
    parser.add_argument("--minutes", type=float, default=30, help="at most this long valuing each table")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    parser.add_argument("--summarise", action="store_true", help="value nothing; rewrite the tables from the results")
    args = parser.parse_args(argv)
    FOLDER.mkdir(exist_ok=True)
    path = FOLDER / TABLES_FILE
    tables = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for name in args.tables:
        if not args.summarise:
            value(name, args.minutes, args.jobs)
        table = summarise(name)
        if table is not None:
            tables[name] = table
            first = table["top"][0] if table["top"] else None
            print(f"{name}: best {first}, others at least {table['others_at_least']}", flush=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(dict(sorted(tables.items())), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


if __name__ == "__main__":
    main()
