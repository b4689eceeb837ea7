"""Suggest's documents after random first rows, to compare two checkouts byte for byte.

    python benchmarks/suggest_same.py OUT [--rows 60] [--cli 50] [--hard 5] [--de 5] [--seed 7]

Writes to OUT one line per question, ``<how> <row> <document>``: the API's suggest
(:func:`wordfinder.web.api.answer`) in this process after ``--rows`` random first rows (an
allowed opener scored against an original answer), after the API is prepared as the
server's suggest processes are (the whole pattern matrix mapped); ``--hard`` more in hard
mode and ``--de`` in German (an allowed opener against an allowed word); and ``suggest ...
--json``, a process each, for the first ``--cli`` rows (the command line's way: the
matrix's columns computed as asked, when the cache folder holds no whole matrix).  Run
it with each checkout on ``PYTHONPATH`` and the same cache and data folders
(``XDG_CACHE_HOME``, ``XDG_DATA_HOME``), then ``cmp`` the two files.
"""

from __future__ import annotations

import os

# One BLAS thread, as `wordfinder serve` runs (the command line's entry asks for one): a pool
# costs the letter shortlist's product ten times the CPU, and gives other last bits.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

from wordfinder.feedback import score  # noqa: E402
from wordfinder.game import game_of  # noqa: E402
from wordfinder.web import api  # noqa: E402
from wordfinder.words import ALLOWED, ANSWERS, bundled  # noqa: E402


def rows(rng: random.Random, count: int, openers: list[str], secrets: list[str]) -> list[str]:
    """``count`` different first rows: an opener scored against a secret."""
    found: dict[str, None] = {}
    while len(found) < count:
        opener, secret = rng.choice(openers), rng.choice(secrets)
        found[f"{opener}={score(opener, secret)}"] = None
    return list(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    for option, default in (("--rows", 60), ("--cli", 50), ("--hard", 5), ("--de", 5), ("--seed", 7)):
        parser.add_argument(option, type=int, default=default)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    allowed, answers = list(bundled(ALLOWED)), list(bundled(ANSWERS))
    german = list(game_of("suggest", {"lang": "de"}).lists.allowed)
    asked = [("api", row, {}) for row in rows(rng, args.rows, allowed, answers)]
    asked += [("hard", row, {"hard": True}) for row in rows(rng, args.hard, allowed, answers)]
    asked += [("de", row, {"lang": "de"}) for row in rows(rng, args.de, german, german)]
    checkout = Path(api.__file__).parents[2]  # the one imported here: -m puts the folder it runs in first
    with open(args.out, "w", encoding="utf-8") as out:
        for row in [row for how, row, _ in asked[: args.cli]]:
            found = subprocess.run([sys.executable, "-m", "wordfinder", "suggest", row, "--json"], env=os.environ,
                                   cwd=checkout, capture_output=True, text=True)
            out.write(f"cli {row} {found.returncode} {json.dumps(found.stdout)}\n")
        api.prepare("suggest")
        for how, row, game in asked:
            out.write(f"{how} {row} {json.dumps(api.answer('suggest', {'history': [row], 'game': game}))}\n")


if __name__ == "__main__":
    main()
