"""Each answer model and strategy against two lists of secrets, in one run (issue 14).

    nice -n 10 python benchmarks/models.py > /tmp/models.md     # prints a Markdown table

The secrets are the 2,315 original answers (``data/answers.txt``) and the words of
``data/holdout.txt``: allowed words outside the original answers that look like modern
answers, held out from the fit of the prior (``scripts/make_priors.py``).  Each game
is played by ``wordfinder.solver.playing.benchmark`` as ``wordfinder benchmark --secrets FILE
--answers MODEL --strategy S`` plays it, every score from the feedback engine.  The
``original`` model cannot find a secret outside its 2,315 words, so it has no figure
on the holdout.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder.answers import MODELS, answer_model  # noqa: E402
from wordfinder.game import NYT  # noqa: E402
from wordfinder.solver.playing import benchmark  # noqa: E402
from wordfinder.solver.puzzle import load_puzzle  # noqa: E402
from wordfinder.solver.strategies import STRATEGIES  # noqa: E402
from wordfinder.languages import ENGLISH  # noqa: E402
from wordfinder.words import ANSWERS, bundled, data_path, read_words  # noqa: E402

SECRET_LISTS = {"data/answers.txt": bundled(ANSWERS), "data/holdout.txt": read_words(data_path("holdout.txt"), ENGLISH)}


def main() -> None:
    strategies = sys.argv[1:] or list(STRATEGIES)
    print("| model | strategy | secrets | games | mean | max | over 6 | seconds |")
    print("|---|---|---|---|---|---|---|---|")
    for name in MODELS:
        start = time.perf_counter()
        puzzle = load_puzzle(model=answer_model(name))
        print(f"<!-- {name}: puzzle loaded in {time.perf_counter() - start:.1f} s -->", flush=True)
        for strategy in strategies:
            for label, secrets in SECRET_LISTS.items():
                if not set(secrets) <= set(puzzle.answers):
                    print(f"| {name} | {strategy} | {label} | - | cannot find them | | | |", flush=True)
                    continue
                result = benchmark(NYT, strategy, secrets=secrets, puzzle=puzzle)
                print(
                    f"| {name} | {strategy} | {label} | {result.games} | {result.mean:.4f} | {result.max} "
                    f"| {result.failures} | {result.seconds:.1f} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
