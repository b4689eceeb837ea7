"""How good is the answer prior?  Figures for data/priors.tsv, printed (nothing is written).

    nice -n 10 python benchmarks/priors.py          # about a minute on two cores

- how concentrated the prior is: its effective number of words (2 to its entropy);
- how much it puts on the original answers (which it was fitted to) and on the
  held-out secrets of data/holdout.txt (which it was not), as the bits per word
  it saves over ``all`` (log2 14,855 minus the cross-entropy) and as ranks;
- the ranks of the modern answers that issue 14 names;
- each model's figures for some openings, and the best openings under ``likely``
  by weighted entropy and by the weighted estimate of guesses, over all 14,855 guesses.
"""

from __future__ import annotations

import math
import statistics
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder import solver  # noqa: E402
from wordfinder.answers import ALL, LIKELY, ORIGINAL, answer_model  # noqa: E402
from wordfinder.solver.figures import figures  # noqa: E402
from wordfinder.solver.patterns import pattern_matrix  # noqa: E402
from wordfinder.solver.weighted import weighted_figures  # noqa: E402
from wordfinder.languages import ENGLISH  # noqa: E402
from wordfinder.words import ALLOWED, ANSWERS, bundled, data_path, read_words  # noqa: E402

ISSUE_EXAMPLES = ("GIZMO", "EMOJI", "GUANO", "SNAFU", "BALSA")
OPENINGS = ("SALET", "CRANE", "SLATE", "TRACE", "RAISE", "SOARE", "ROATE", "TARES")


def concentration(weights: np.ndarray) -> float:
    """The effective number of words: 2 to the entropy of the weights, in bits."""
    p = weights[weights > 0]
    return float(2 ** -(p * np.log2(p)).sum())


def describe(label: str, chosen: list[str], prior: dict[str, float], rank: dict[str, int]) -> None:
    """Print the mass, cross-entropy and ranks of some words under the prior."""
    bits = -statistics.fmean(math.log2(prior[w]) for w in chosen)
    ranks = sorted(rank[w] for w in chosen)
    print(
        f"{label:<28} {len(chosen):>5} words  mass {sum(prior[w] for w in chosen):6.1%}  "
        f"cross-entropy {bits:5.2f} bits (all: {math.log2(len(prior)):.2f})  "
        f"median rank {statistics.median(ranks):>6.0f}  "
        f"in top 2,315: {sum(r < 2315 for r in ranks) / len(ranks):.1%}"
    )


def main() -> None:
    """Print every figure."""
    model = answer_model(LIKELY)
    prior = dict(zip(model.words, model.weights))
    weights = np.array(model.weights)
    order = sorted(prior, key=lambda w: (-prior[w], w))
    rank = {w: i for i, w in enumerate(order)}
    originals = list(bundled(ANSWERS))
    held = list(read_words(data_path("holdout.txt"), ENGLISH))
    print(f"effective number of words: likely {concentration(weights):,.0f} of {len(weights):,}")
    describe("original answers (fitted)", originals, prior, rank)
    describe("holdout (not fitted)", held, prior, rank)
    plural = [w for w in prior if w.endswith("S") and not w.endswith(("SS", "US", "IS"))]
    describe("plural-like -S", plural, prior, rank)
    print("issue 14's examples:", ", ".join(f"{w} rank {rank[w] + 1:,}" for w in ISSUE_EXAMPLES))
    print("top 12:", " ".join(order[:12]))

    allowed = bundled(ALLOWED)
    codes = pattern_matrix(list(OPENINGS), allowed)
    print(f"\n{'opening':<8}" + "".join(f"{m:>24}" for m in (LIKELY, ALL, ORIGINAL)))
    figures = {
        m: weighted_figures(codes, answer_model(m).vector(allowed), 5)
        for m in (LIKELY, ALL, ORIGINAL)
    }
    for i, guess in enumerate(OPENINGS):
        cells = "".join(
            f"{f.bits[i]:7.3f} b {f.expected[i]:7.1f} {f.estimate[i]:5.3f}"
            for f in figures.values()
        )
        print(f"{guess:<8}{cells}")
    check_against_solver(codes)
    best_openings(allowed, model.vector(allowed))


def check_against_solver(codes: np.ndarray) -> None:
    """``original``'s figures must be the solver's unweighted ones (a cross-check)."""
    puzzle = solver.load_puzzle()
    rows = np.array([puzzle.row[g] for g in OPENINGS])
    want = figures(puzzle, puzzle.everyone(), rows)
    got = weighted_figures(puzzle.patterns[rows], np.ones(len(puzzle.answers)), 5)
    same = all(
        np.allclose(getattr(got, k), getattr(want, k)) for k in ("bits", "expected", "estimate")
    )
    print(f"original == solver.figures on these openings: {same}")


def best_openings(allowed: tuple[str, ...], weights: np.ndarray, chunk: int = 400) -> None:
    """Print the best openings under ``likely`` over every guess (the matrix in chunks)."""
    bits, estimate = [], []
    for start in range(0, len(allowed), chunk):
        f = weighted_figures(pattern_matrix(allowed[start : start + chunk], allowed), weights, 5)
        bits.append(f.bits)
        estimate.append(f.estimate)
    bits, estimate = np.concatenate(bits), np.concatenate(estimate)
    top_bits = np.argsort(-bits, kind="stable")[:8]
    top_estimate = np.argsort(estimate, kind="stable")[:8]
    print("best by weighted bits:    ", ", ".join(f"{allowed[i]} {bits[i]:.3f}" for i in top_bits))
    print(
        "best by weighted estimate:",
        ", ".join(f"{allowed[i]} {estimate[i]:.3f}" for i in top_estimate),
    )


if __name__ == "__main__":
    main()
