"""The CPU of `/api/suggest` after first rows, in one process prepared as the server's are.

    python benchmarks/suggest_cpu.py [--first-rows 100] [--seed 1] [--profile FILE] [--record FILE]

Prepares as a suggest process of `wordfinder serve` does (:func:`wordfinder.web.api.prepare`:
the whole pattern matrix mapped from the cache folder, a typical question answered; numpy
with one BLAS thread), then
asks the API's suggest after the first rows of ``benchmarks/serve.py --first-rows`` (the
same rows for the same seed), each once, and prints each answer's CPU time
(``time.process_time``: a shared machine's other work does not count) as the median, p95
and total.  ``--profile`` writes cProfile's statistics of the answers to FILE;
``--record`` writes the answers' documents, one JSON line per row, to compare checkouts
byte for byte.  Run it with the checkout to measure first on ``PYTHONPATH``, and the
cache and data folders of your choice (``XDG_CACHE_HOME``, ``XDG_DATA_HOME``: no history
file, as the load benchmark's cold server).
"""

from __future__ import annotations

import os

# One BLAS thread, as `wordfinder serve` runs (the command line's entry asks for one): a pool
# costs the letter shortlist's product ten times the CPU, and gives other last bits.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402
import cProfile  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serve import first_rows  # noqa: E402
from wordfinder.web import api  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--first-rows", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", help="write cProfile's statistics of the answers here")
    parser.add_argument("--record", help="write each answer's document here, a JSON line each")
    args = parser.parse_args()
    asked = first_rows(args.first_rows, 1, random.Random(args.seed))
    start = time.process_time()
    api.prepare("suggest")
    print(f"prepared in {time.process_time() - start:.2f} s of CPU")
    profile = cProfile.Profile() if args.profile else None
    times, documents = [], []
    for _, body in asked:
        start = time.process_time()
        if profile:
            profile.enable()
        documents.append(api.answer("suggest", body))
        if profile:
            profile.disable()
        times.append(time.process_time() - start)
    if profile:
        profile.dump_stats(args.profile)
    if args.record:
        Path(args.record).write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents))
    ordered = sorted(times)
    print(f"{len(times)} rows: median {1000 * statistics.median(times):.1f} ms, "
          f"p95 {1000 * ordered[int(0.95 * (len(ordered) - 1))]:.1f} ms, total {sum(times):.2f} s of CPU")


if __name__ == "__main__":
    main()
