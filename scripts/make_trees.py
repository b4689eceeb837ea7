"""Regenerate ``data/tree-normal.txt`` and ``data/tree-hard.txt``: the proven-optimal decision trees.

For the bundled lists (14,855 guesses, 2,315 answers) the exact search
(:mod:`wordfinder.exact`) finds, after a given opening, the play with the fewest
guesses in all, at most six a game; the tree is replayed with the feedback engine
(and the hard-mode referee) before it is written, one line per answer.

    python scripts/make_trees.py                        # both trees: TARSE, and SALET in hard mode
    python scripts/make_trees.py --hard --opening SALET # one tree
    python scripts/make_trees.py --compare TARSE SALET CRANE   # rank openings, write nothing
    python scripts/make_trees.py --hard --compare-file openings.txt
    python scripts/make_trees.py --strategies           # the other strategies' trees too

The other strategies' trees (``data/tree-STRATEGY-MODE.txt``) are what each strategy
plays from its stored opening, recorded so that ``wordfinder benchmark --strategy S``
replays them in a second instead of deciding every game afresh (13 s for lookahead,
a minute for frequency).

Each run prints the time, the positions searched (each a pass over every legal
guess) and what settled or cut the positions: the bounds that mattered.  Openings
are compared by branch and bound too: each is searched only until it is shown to
need more guesses than the best so far.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder.solver import trees
from wordfinder.solver.exact import INFEASIBLE, Search, optimal_chooser
from wordfinder.solver.hard_rows import hard_rule
from wordfinder.game import CLASSIC_GUESSES, NYT
from wordfinder.solver.puzzle import load_puzzle

OPENINGS = {False: "TARSE", True: "SALET"}


def tree_file(hard: bool, strategy: str = "optimal", model: str | None = None) -> Path:
    """Where the tree of a strategy and mode (under an answer model, if named) is stored."""
    return ROOT / "data" / trees.tree_file_name(hard, strategy, model)


def make_strategy_tree(strategy: str, hard: bool) -> None:
    """Record the tree ``strategy`` plays from its opening over every answer, checked by replay."""
    from wordfinder.solver.playing import opening_guess

    puzzle = load_puzzle()  # a fresh puzzle: nothing remembered from another strategy
    start = time.perf_counter()
    opening = opening_guess(NYT.changed(hard=hard), strategy, puzzle=puzzle)
    tree = trees.build(puzzle, trees.strategy_chooser(puzzle, strategy), hard, opening)
    seconds = time.perf_counter() - start
    played = trees.replay_tree(tree, puzzle.guesses, puzzle.answers, hard)
    provenance = {
        "wordfinder decision tree": f"played by the {strategy} strategy (not proven optimal)",
        "lists": f"{puzzle.key} ({len(puzzle.guesses)} guesses, {len(puzzle.answers)} answers)",
        "mode": "hard" if hard else "normal",
        "strategy": strategy,
        "opening": opening,
        "total": played.total,
        "mean": f"{played.mean:.4f}",
        "max": played.max,
        "date": datetime.date.today().isoformat(),
        "script": "python scripts/make_trees.py --strategies",
        "format": "one line per answer: the guesses that find it, the last being the answer",
    }
    path = tree_file(hard, strategy)
    path.write_text(trees.dump_paths(tree, puzzle.answers, provenance), encoding="utf-8")
    print(f"{strategy} ({provenance['mode']}): {opening}, total {played.total}, mean {played.mean:.4f}, "
          f"max {played.max}, {played.failures} over six; {seconds:.1f} s; written to {path.relative_to(ROOT)}",
          flush=True)


def make_model_tree(job: tuple[str, str, bool]) -> str:
    """Record the games ``strategy`` plays under an answer model (``likely``, ``all``) against
    the 2,315 original answers, checked by replay; returns a line saying what was written.

    The tree holds the decisions those games meet; ``benchmark --answers MODEL`` replays
    it, and a secret outside it (``--secrets``) leaves it where its game does.
    """
    from wordfinder import words as wordlists
    from wordfinder.answers import answer_model
    from wordfinder.solver.playing import benchmark
    from wordfinder.solver.puzzle import load_puzzle

    model_name, strategy, hard = job
    puzzle = load_puzzle(model=answer_model(model_name))  # fresh: nothing remembered
    model = puzzle.model
    answers = wordlists.bundled(wordlists.ANSWERS)
    start = time.perf_counter()
    result = benchmark(NYT.changed(hard=hard), strategy, secrets=answers, stored=False, puzzle=puzzle)
    seconds = time.perf_counter() - start
    text = "\n".join(" ".join(run.guesses) for run in result.runs) + "\n"
    tree, _ = trees.load_paths(text)  # paths that disagree on a position's guess raise here
    played = trees.replay_tree(tree, puzzle.guesses, answers, hard)
    if played.games != {run.answer: run.guesses for run in result.runs}:
        raise SystemExit(f"{model_name} {strategy}: the tree does not replay the games played")
    provenance = {
        "wordfinder decision tree": f"played by the {strategy} strategy under the {model_name!r} answer model",
        "lists": f"{puzzle.key} ({len(puzzle.guesses)} guesses, {len(puzzle.answers)} answers)",
        "model": f"{model.name} {model.fingerprint}",
        "mode": "hard" if hard else "normal",
        "strategy": strategy,
        "opening": tree.guess,
        "secrets": f"the {len(answers)} original answers",
        "total": played.total,
        "mean": f"{played.mean:.4f}",
        "max": played.max,
        "date": datetime.date.today().isoformat(),
        "script": "python scripts/make_trees.py --models",
        "format": "one line per secret: the guesses that find it, the last being the secret",
    }
    path = tree_file(hard, strategy, model_name)
    head = [f"# {key}: {value}" for key, value in provenance.items()]
    path.write_text("\n".join([*head, *sorted(text.split("\n")[:-1])]) + "\n", encoding="utf-8")
    return (f"{model_name} {strategy} ({provenance['mode']}): {tree.guess}, total {played.total}, "
            f"mean {played.mean:.4f}, max {played.max}; {seconds:.1f} s; written to {path.relative_to(ROOT)}")


def make_tree(search: Search, opening: str, hard: bool, command: str) -> None:
    """Search, check and store the optimal tree after ``opening``, printing what it took."""
    puzzle = search.puzzle
    before = dict(search.counts)
    start = time.perf_counter()
    tree = trees.build(puzzle, optimal_chooser(search), hard, opening)
    seconds = time.perf_counter() - start
    played = trees.replay_tree(tree, puzzle.guesses, puzzle.answers, hard)
    if played.failures:
        raise SystemExit(
            f"{opening}: {played.failures} answers need more than {CLASSIC_GUESSES} guesses"
        )
    provenance = {
        "wordfinder decision tree": "proven optimal (exact branch and bound)",
        "lists": f"{puzzle.key} ({len(puzzle.guesses)} guesses, {len(puzzle.answers)} answers)",
        "mode": "hard" if hard else "normal",
        "opening": opening,
        "total": played.total,
        "mean": f"{played.mean:.4f}",
        "max": played.max,
        "date": datetime.date.today().isoformat(),
        "script": command,
        "format": "one line per answer: the guesses that find it, the last being the answer",
    }
    tree_file(hard).write_text(trees.dump_paths(tree, puzzle.answers, provenance), encoding="utf-8")
    print(
        f"{opening} ({provenance['mode']}): total {played.total}, mean {played.mean:.4f}, "
        f"max {played.max}; {seconds:.1f} s, {_delta(search, before)}"
    )
    print(f"  written to {tree_file(hard).relative_to(ROOT)}")


def compare(search: Search, openings: list[str], hard: bool) -> None:
    """Rank the openings by their optimal totals, each searched only as far as it can still win."""
    puzzle = search.puzzle
    everyone = puzzle.everyone()
    rule = hard_rule(puzzle, ()) if hard else None
    best = INFEASIBLE
    for opening in openings:
        before = dict(search.counts)
        start = time.perf_counter()
        search.start()
        total = search.guess_total(everyone, CLASSIC_GUESSES, rule, puzzle.row[opening], best + 1)
        exact = total <= best
        best = min(best, total)
        verdict = f"total {total}" if exact else f"at least {total} (worse than the best so far)"
        print(
            f"{opening}: {verdict}; {time.perf_counter() - start:.1f} s, {_delta(search, before)}",
            flush=True,
        )


def _delta(search: Search, before: dict) -> str:
    """What the search counted since ``before``: positions first, then each bound's count."""
    counts = {k: v - before.get(k, 0) for k, v in search.counts.items() if v - before.get(k, 0)}
    positions = counts.pop("positions", 0)
    rest = ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
    return f"{positions} positions searched ({rest})"


def main(argv: list[str] | None = None) -> None:
    """Read the options and make the trees, or compare openings."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hard", action="store_true", help="NYT hard mode only")
    parser.add_argument("--normal", action="store_true", help="normal mode only")
    parser.add_argument("--opening", help="the opening (default: TARSE, or SALET in hard mode)")
    parser.add_argument(
        "--compare", nargs="*", default=[], help="openings to rank (writes nothing)"
    )
    parser.add_argument("--compare-file", type=Path, help="a file of openings to rank, one a line")
    parser.add_argument("--strategies", action="store_true", help="the other strategies' trees instead")
    parser.add_argument("--models", action="store_true", help="every strategy's trees under the answer models")
    parser.add_argument("--jobs", type=int, default=2, help="with --models: trees made at once (default 2)")
    args = parser.parse_args(argv)
    modes = [True] if args.hard else [False] if args.normal else [False, True]
    if args.models:
        from multiprocessing import Pool

        from wordfinder.answers import ALL, LIKELY
        from wordfinder.solver.playing import MODEL_TREE_STRATEGIES

        jobs = [(m, s, h) for m in (LIKELY, ALL) for s in MODEL_TREE_STRATEGIES for h in modes]
        with Pool(max(1, args.jobs)) as pool:
            for line in pool.imap_unordered(make_model_tree, jobs):
                print(line, flush=True)
        return
    if args.strategies:
        from wordfinder.solver.strategies import STRATEGY

        for strategy in STRATEGY:
            for hard in modes:
                make_strategy_tree(strategy, hard)
        return
    puzzle = load_puzzle()
    openings = [w.upper() for w in args.compare]
    if args.compare_file:
        openings += args.compare_file.read_text(encoding="utf-8").upper().split()
    for hard in modes:
        search = Search(puzzle)  # one memory per mode: positions differ by their rule anyway
        if openings:
            compare(search, openings, hard)
            continue
        opening = (args.opening or OPENINGS[hard]).upper()
        command = "python scripts/make_trees.py" + (" --hard" if hard else " --normal")
        make_tree(search, opening, hard, f"{command} --opening {opening}")


if __name__ == "__main__":
    main()
