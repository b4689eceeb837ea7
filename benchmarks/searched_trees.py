"""Every list with a searched tree (data/trees/) played over its answers and its allowed words,
as a player of that language is advised, here and in another checkout.

    python benchmarks/searched_trees.py --against /tmp/base [--lists es-5 en-4]

For each list, ``python -m wordfinder benchmark --lang L --length K --secrets FILE --json``
runs as a whole process (the likely model, suggest's), FILE the list's answers and then every
allowed word (``lists --answers`` / ``--allowed``), in this tree and in the checkout given
(``git worktree add /tmp/base COMMIT``), one after the other.  Prints a Markdown table: the
mean, the maximum and the games over six for each, and the wall time.  With ``--weighted``,
each list's mean over every allowed word weighted by its prior instead (played in one
process through ``assistant.benchmark_solver``: the benchmark's JSON has no games).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def wordfinder(root: Path, *args: str) -> subprocess.CompletedProcess:
    """``python -m wordfinder ARGS`` run with the package of the tree ``root``, from a
    folder outside it."""
    return subprocess.run([sys.executable, "-m", "wordfinder", *args], cwd=tempfile.gettempdir(), check=False,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(root)})


def played(root: Path, code: str, length: int, secrets: Path) -> tuple[dict, float]:
    """The benchmark's JSON over the secrets, and its wall time."""
    start = time.perf_counter()
    done = wordfinder(root, "benchmark", "--lang", code, "--length", str(length), "--secrets", str(secrets), "--json")
    took = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{root}: benchmark --lang {code} --length {length}: {done.stderr.strip()}")
    return json.loads(done.stdout), took


WEIGHTED = r"""
import sys
from wordfinder.answers import bundle_model
from wordfinder.assistant import benchmark_solver
from wordfinder.bundles import bundle
from wordfinder.game import game_of
code, length, secrets = sys.argv[1], int(sys.argv[2]), sys.argv[3]
chosen = bundle(code, length)
model = bundle_model("likely", chosen)
weight = dict(zip(model.words, model.weights))
game = game_of("benchmark", {"lang": code, "length": length, "secrets": secrets})
runs = benchmark_solver(game, secrets=secrets).result.runs
games = [(weight[chosen.language.spelled(run.answer).upper()], len(run.guesses)) for run in runs]
print(sum(w * n for w, n in games) / sum(w for w, _ in games))
"""


def weighted(root: Path, code: str, length: int, secrets: Path) -> float:
    """The mean guesses over the secrets, each weighted by the list's prior (what the trees are
    searched for), played in one process by the package of the tree ``root``."""
    done = subprocess.run([sys.executable, "-c", WEIGHTED, code, str(length), str(secrets)], cwd=tempfile.gettempdir(),
                          check=True, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(root)})
    return float(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, required=True, help="a checkout of another commit")
    parser.add_argument("--lists", nargs="*", help="the lists to play (default: every one with a searched tree)")
    parser.add_argument("--weighted", action="store_true",
                        help="instead, each list's mean over every allowed word weighted by its prior, both trees")
    args = parser.parse_args()
    names = args.lists or sorted(path.name.split("-likely-")[0] for path in (ROOT / "wordfinder/data/trees").glob("*.txt"))
    if args.weighted:
        print("| list | weighted mean before | after |\n|---|---|---|")
        with tempfile.TemporaryDirectory() as folder:
            for name in names:
                code, length = name.rsplit("-", 1)
                secrets = Path(folder) / f"{name}-allowed.txt"
                secrets.write_text(wordfinder(ROOT, "lists", "--lang", code, "--length", length, "--allowed").stdout,
                                   encoding="utf-8")
                before, after = (weighted(root, code, int(length), secrets) for root in (args.against, ROOT))
                print(f"| {name} | {before:.4f} | {after:.4f} |", flush=True)
        return
    print("| list | secrets | before: mean, max, over six | after: mean, max, over six | wall before / after |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for name in names:
            code, length = name.rsplit("-", 1)
            for kind in ("answers", "allowed"):
                secrets = Path(folder) / f"{name}-{kind}.txt"
                listed = wordfinder(ROOT, "lists", "--lang", code, "--length", length, f"--{kind}")
                secrets.write_text(listed.stdout, encoding="utf-8")
                count = len(listed.stdout.split())
                figures = []
                for root in (args.against, ROOT):
                    found, took = played(root, code, int(length), secrets)
                    figures.append((f"{found['mean']:.4f}, {found['max']}, {found['failures']}", took))
                (before, was), (after, now) = figures
                print(f"| {name} | {count:,} {kind} | {before} | {after} | {was:.0f} / {now:.0f} s |", flush=True)


if __name__ == "__main__":
    main()
