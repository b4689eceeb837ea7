"""The solver's benchmark: every strategy over the 2,315 answers, written into RESULTS.md.

    nice -n 10 python benchmarks/solver.py            # about two minutes on two cores

Each strategy plays every original answer from its stored opening (normal mode,
and hard mode for the default strategy), each game refereed by the feedback
engine; the default strategy is also run through the command line, to time a
whole ``wordfinder benchmark`` as a user would.  Only the part of
``benchmarks/RESULTS.md`` between ``<!-- solver:begin -->`` and
``<!-- solver:end -->`` is rewritten; the rest of the file belongs to the
finder's benchmarks.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder.game import CLASSIC_GUESSES
from wordfinder import solver  # noqa: E402
from wordfinder.game import NYT  # noqa: E402
from wordfinder.solver import safety, strategies  # noqa: E402
from wordfinder.solver.patterns import pattern_matrix  # noqa: E402

RESULTS = ROOT / "benchmarks" / "RESULTS.md"
BEGIN, END = "<!-- solver:begin -->", "<!-- solver:end -->"
TARGET_MEAN, STRETCH_MEAN, TARGET_HARD, TARGET_SECONDS = 3.45, 3.43, 3.55, 120


def run_all() -> list[tuple[str, solver.BenchmarkResult]]:
    """Every strategy in normal mode, the default in hard mode, and the default in two processes."""
    plan = [(s, False, 1) for s in solver.STRATEGIES] + [
        (solver.DEFAULT_STRATEGY, True, 1),
        ("entropy", True, 1),
        (solver.DEFAULT_STRATEGY, False, 2),
    ]
    results = []
    for strategy, hard, jobs in plan:
        puzzle = solver.load_puzzle()  # a fresh puzzle: nothing remembered from the last run
        result = solver.benchmark(NYT.changed(hard=hard), strategy, jobs, puzzle=puzzle)
        label = f"{strategy}{' --hard' if hard else ''}{f' --jobs {jobs}' if jobs > 1 else ''}"
        print(
            f"{label}: mean {result.mean:.4f}, max {result.max}, {result.failures} failures, {result.seconds:.1f} s",
            flush=True,
        )
        results.append((label, result))
    return results


def command_line() -> tuple[float, dict]:
    """Wall time and JSON of a whole ``wordfinder benchmark --json`` run (start-up and loading included)."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "wordfinder", "benchmark", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    return time.perf_counter() - start, json.loads(done.stdout)


def matrix_seconds() -> float:
    """How long computing the 14,855 x 2,315 pattern matrix takes without the cache."""
    puzzle = solver.load_puzzle()
    start = time.perf_counter()
    pattern_matrix(puzzle.guesses, puzzle.answers)
    return time.perf_counter() - start


def table(results: list[tuple[str, solver.BenchmarkResult]]) -> list[str]:
    """The comparison table as markdown lines."""
    most = max(r.max for _, r in results)
    head = (
        "| strategy | opening | mean | max | failures | "
        + " | ".join(map(str, range(1, most + 1)))
        + " | seconds |"
    )
    lines = [head, "|" + "---|" * (6 + most)]
    for label, r in results:
        counts = [str(r.distribution.get(k, 0)) for k in range(1, most + 1)]
        lines.append(
            f"| {label} | {r.opening} | {r.mean:.4f} | {r.max} | {r.failures} | "
            + " | ".join(counts)
            + f" | {r.seconds:.1f} |"
        )
    return lines


def section(
    results: list[tuple[str, solver.BenchmarkResult]], wall: float, cli: dict, matrix: float
) -> str:
    """The solver's part of RESULTS.md."""
    by_label = dict(results)
    default = by_label[solver.DEFAULT_STRATEGY]
    hard = by_label[f"{solver.DEFAULT_STRATEGY} --hard"]
    entropy = by_label["entropy"]

    def verdict(ok: bool) -> str:
        return "met" if ok else "**missed**"

    return "\n".join(
        [
            "## The solver",
            "",
            f"Machine: {os.cpu_count()} cores ({platform.machine()}, {platform.system()}), "
            f"Python {platform.python_version()}, measured {datetime.date.today().isoformat()}, "
            "run with `nice -n 10` beside other work. Regenerate with `nice -n 10 python benchmarks/solver.py`.",
            "",
            "### Targets",
            "",
            f"- {verdict(default.mean <= TARGET_MEAN and default.failures == 0)}: default strategy mean at most "
            f"{TARGET_MEAN} with every game solved in 6 ({default.mean:.4f}, max {default.max}); "
            f"stretch {STRETCH_MEAN}: {verdict(default.mean <= STRETCH_MEAN)}",
            f"- {verdict(hard.mean <= TARGET_HARD)}: hard mode mean at most {TARGET_HARD} "
            f"({hard.mean:.4f}, {hard.failures} games needing 7)",
            f"- {verdict(wall < TARGET_SECONDS)}: a full `wordfinder benchmark --json` under {TARGET_SECONDS} s "
            f"({wall:.1f} s wall, start-up and matrix loading included; it reported mean {cli['mean']})",
            "",
            "### Strategies over the 2,315 original answers",
            "",
            "Every game starts from the strategy's stored opening (`data/openings.json`) and gets each score "
            "from `score()`; the columns 1, 2, ... count the games solved in that many guesses, and a failure "
            "is a game needing more than 6. Seconds are the benchmark's own time, the pattern matrix read "
            f"from the cache (computing it afresh takes {matrix:.1f} s).",
            "",
            *table(results),
            "",
            "### Why `lookahead` is the default",
            "",
            f"Greedy entropy over all 14,855 allowed guesses already does well on these lists "
            f"({entropy.mean:.4f} from {entropy.opening}), but it maximises information, not what is scored: "
            "the guesses still needed. `lookahead` estimates, for every guess, the expected guesses to finish "
            "(one, plus for each bucket of the candidates but a win, an estimate of what its size needs), plays "
            f"the {strategies.SEARCH_WIDTH} best by that estimate a step further (valuing each resulting bucket by "
            "the best estimate any guess gets for it), and keeps its decisions per set of candidates, so the "
            "whole 2,315-game tree costs seconds. Its stored opening was chosen by playing the search's five "
            f"best openings over every answer: {default.opening} gave {default.mean:.4f}, against 3.4212 for the "
            "proven optimum with SALET on the 12,972-word guess list (our list has 14,855 guesses). In hard "
            f"mode the same search gives {hard.mean:.4f} from {hard.opening}, with {hard.failures} games over six "
            f"(max {hard.max}).",
            "",
            "Every strategy ranks by an average, and an average can walk into a trap (in hard mode, eight "
            "?OUND words with three guesses left). So before a guess is played (or suggested first), the "
            f"{safety.SAFETY_SCAN} best-ranked guesses are checked in turn for a play that surely finds every "
            f"candidate within {CLASSIC_GUESSES} guesses, and the first shown to have one goes first. The check "
            "is a bounded search: a bucket no bigger than the guesses left is always fine (guess its words "
            "one by one: each is legal even in hard mode), a guess whose every bucket is that small settles a "
            f"node in one numpy call, and otherwise the {safety.SAFETY_WIDTH} best guesses by one-step "
            "estimate are tried a step deeper; a yes is always right, a no may be wrong. Without it, lookahead --hard lost 3 "
            "games (FOYER, MOUND, WATCH; mean 3.5058) and entropy --hard 6; normal mode is unchanged.",
            "",
            "What was tried while building it (separate runs, same machine):",
            "",
            "- One-step estimate alone (no play-out), SALET: 3.447 to 3.456 by the curve's constants; "
            "greedy entropy, SALET: 3.4311 — the play-out is what gets below 3.43.",
            "- The estimate's curve `1 + a*log2(n) / (1 + b*log2(n))`: means between 3.4181 and 3.4186 for "
            "a from 0.44 to 0.70; the default (a=0.569, b=0.138) is kept.",
            "- Searching 25 guesses instead of 10: 3.4168 but three games of 6 instead of one, and 60% slower; "
            "searching buckets of up to 16-40 candidates two steps deeper changed nothing in normal mode and "
            "hard mode by 0.0004.",
            "- Openings played out with `lookahead`: TARSE 3.4181, REAST 3.4220, SLATE 3.4225, TRACE and "
            "CRATE 3.4233; in hard mode (before the sure-win check) SALET 3.5058, SLATE 3.5097, TRACE 3.5123.",
            "- The sure-win check over the 10 best-ranked guesses only: lookahead --hard lost none, but "
            "entropy --hard still lost 3 (after TARSE, its first sure guess ranked 30th); over the 100 best, "
            "none, at no measurable cost. Trying 10 guesses a step deeper instead of 30 passed over guesses "
            "that were in fact safe: lookahead --hard from SALET 3.5110, entropy --hard from TARSE 3.5430 "
            "and from SALET 3.5261, against 3.5106, 3.5387 and 3.5227 with 30 (100 gave the same).",
            "- The pattern matrix: broadcasting over (guesses, answers, positions) took 9.7 s; one 2-D array "
            "per position, with the answers' letter counts gathered per guess letter, takes 0.7 to 1.5 s.",
        ]
    )


def write(text: str) -> None:
    """Put ``text`` between the solver's markers in RESULTS.md, leaving the rest of the file alone."""
    if not RESULTS.exists():
        RESULTS.write_text(f"# Benchmark results\n\n{BEGIN}\n{END}\n", encoding="utf-8")
    current = RESULTS.read_text(encoding="utf-8")
    if BEGIN not in current:
        current = current.rstrip("\n") + f"\n\n{BEGIN}\n{END}\n"
    before, _, rest = current.partition(BEGIN)
    _, _, after = rest.partition(END)
    RESULTS.write_text(f"{before}{BEGIN}\n{text}\n{END}{after}", encoding="utf-8")


def main() -> None:
    """Run everything and rewrite the solver's section."""
    results = run_all()
    wall, cli = command_line()
    print(f"command line: {wall:.1f} s wall, mean {cli['mean']}", flush=True)
    matrix = matrix_seconds()
    write(section(results, wall, cli, matrix))
    print(f"wrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
