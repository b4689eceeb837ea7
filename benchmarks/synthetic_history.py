"""Synthetic NYT histories: one answer a day from 2021-06-19, as the real game was played.

    python benchmarks/synthetic_history.py --seed 1 > history-1.txt   # WORD YYYY-MM-DD lines

Each day's answer is the next original answer (``data/answers.txt``) in a random order
(the seed's), except:

- from :data:`EDITOR_START` on, with probability :data:`EDITOR_EARLY` (before
  :data:`YEAR_START`) or :data:`EDITOR_LATE` (from then on), a word outside the
  originals, drawn by the ``likely`` prior over those words (``data/priors.tsv``);
- from :data:`REUSE_START` on, with probability :data:`REUSE_RATE`, a past answer
  drawn uniformly from those used so far.

The rates are tuned to what the real game showed: about 870 originals unused on
2025-06-18 and about 545 on 2026-06-17 (89% originals, 7% editor picks, 4% reused
over that year).  1,460 days to 2025-06-18 with 1,445 originals used leaves only ~15
editor picks in the 954 days from 2022-11-07: hence the low early rate.  No list of
real NYT answers is used.
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordfinder import words as wordlists  # noqa: E402
from wordfinder.answers import priors  # noqa: E402

FIRST_DAY = datetime.date(2021, 6, 19)
EDITOR_START = datetime.date(2022, 11, 7)
YEAR_START = datetime.date(2025, 6, 18)
REUSE_START = datetime.date(2026, 2, 1)
LAST_DAY = datetime.date(2026, 6, 17)
EDITOR_EARLY = 0.016
EDITOR_LATE = 0.07
REUSE_RATE = 0.10


def history(seed: int, last: datetime.date = LAST_DAY) -> list[tuple[str, datetime.date]]:
    """The answers, day by day, of one synthetic history (deterministic in ``seed``)."""
    rng = random.Random(seed)
    originals = list(wordlists.bundled(wordlists.ANSWERS))
    rng.shuffle(originals)
    table = priors()
    known = set(originals)
    others = sorted(w for w in table if w not in known)
    other_weights = [table[w] for w in others]
    days, used, day, nxt = [], [], FIRST_DAY, 0
    while day <= last:
        draw = rng.random()
        editor = EDITOR_LATE if day >= YEAR_START else EDITOR_EARLY
        if day >= REUSE_START and draw < REUSE_RATE:
            word = rng.choice(used)
        elif day >= EDITOR_START and draw < REUSE_RATE * (day >= REUSE_START) + editor:
            word = rng.choices(others, other_weights)[0]
            while word in used:
                word = rng.choices(others, other_weights)[0]
        else:
            word, nxt = originals[nxt], nxt + 1
        used.append(word)
        days.append((word, day))
        day += datetime.timedelta(days=1)
    return days


def unused_on(days: list[tuple[str, datetime.date]], when: datetime.date) -> int:
    """How many originals were not yet used before ``when``."""
    seen = {w for w, d in days if d < when}
    return sum(1 for w in wordlists.bundled(wordlists.ANSWERS) if w not in seen)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--summary", action="store_true", help="print the counts that were tuned, not the lines")
    args = parser.parse_args()
    days = history(args.seed)
    if args.summary:
        year = [(w, d) for w, d in days if d >= YEAR_START]
        originals = set(wordlists.bundled(wordlists.ANSWERS))
        before = {w for w, d in days if d < YEAR_START}
        seen: set[str] = set()
        reused = 0
        for w, d in days:
            reused += d >= YEAR_START and w in seen
            seen.add(w)
        fresh = sum(1 for w, _ in year if w in originals and w not in before)
        print(f"seed {args.seed}: unused originals {unused_on(days, YEAR_START)} on {YEAR_START}, "
              f"{unused_on(days, LAST_DAY + datetime.timedelta(days=1))} after {LAST_DAY}; year: "
              f"{fresh / len(year):.1%} new originals, {reused / len(year):.1%} reused, "
              f"{1 - (fresh + reused) / len(year):.1%} editor picks")
        return
    for word, day in days:
        print(word, day.isoformat())


if __name__ == "__main__":
    main()
