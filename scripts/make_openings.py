"""Regenerate ``data/openings.json``: each strategy's first suggestions, so `suggest` answers at once.

For the bundled lists (14,855 guesses, 2,315 answers), each strategy ranks every
guess with no history, in normal and in hard mode, and the best ten are stored
with their figures.  For the default strategy the search's five best openings
are then played out against every answer, and the measured mean replaces the
search's estimate and decides their order: the stored opening is the one that
plays best, not only the one the search expects to.

    python scripts/make_openings.py          # about 20 minutes (the languages' 16 of them)
    python scripts/make_openings.py --models # only those under the likely answer model
    python scripts/make_openings.py --languages # only every other language and length's
    python scripts/make_openings.py --languages --new # only those of lists with none stored
    python scripts/make_openings.py --languages es-5 fr-5 # only those lists' (after a searched tree, say)

For every other bundled language and length (``wordfinder lists``), the default
strategy's first suggestions (optimal) are stored as ``suggest --lang L --length K``
ranks them, under the likely model (suggest's default; normal mode, as hard mode opens
with the list's stored hard tree or a shortlist) and over the original answers
(``--answers original``, benchmark's) in normal and in hard mode, so that each answers at
once: over the original answers the check for a sure opening (the first of the 1,000 best by
estimate, where suggest checks 200) takes up to minutes in hard mode.

The optimal strategy's opening comes from the stored trees (``scripts/make_trees.py``).

The pattern matrix is read from (or written to) the user cache as usual.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfinder import solver  # noqa: E402
from wordfinder.solver import optimal as optimal_search  # noqa: E402
from wordfinder.solver import safety  # noqa: E402
from wordfinder.answers import answer_model  # noqa: E402
from wordfinder.solver import suggesting  # noqa: E402
from wordfinder.game import NYT  # noqa: E402
from wordfinder.solver.openings import OPENINGS_FILE, model_opening_key, opening_mode  # noqa: E402
from wordfinder.solver.trees import replay_tree, stored_tree  # noqa: E402

OPENINGS = ROOT / "data" / OPENINGS_FILE
STORED = 10  # suggestions stored per strategy and mode
PLAYED_OUT = 5  # the default strategy's openings measured over every answer


def optimal(puzzle: solver.Puzzle, hard: bool, lookahead: dict) -> dict:
    """The optimal strategy's first suggestion: the stored tree's opening, with its exact mean
    (every answer replayed through the tree); then lookahead's other openings, unvalued (the
    exact search proves values for the tree's own guesses only; ``make_trees.py --compare``
    bounds others). The ranking is marked incomplete: not every opening was searched."""
    tree = stored_tree(puzzle, hard)
    played = replay_tree(tree, puzzle.guesses, puzzle.answers, hard)
    first = next(dict(r) for r in lookahead["ranked"] if r["guess"] == tree.guess)
    rest = [{**r, "figure": None, "played": None} for r in lookahead["ranked"] if r["guess"] != tree.guess]
    head = {**first, "figure": played.mean, "played": None, "bound": None}
    return {"safe_first": False, "complete": False, "ranked": [head, *rest][:STORED]}


def ranked(puzzle: solver.Puzzle, strategy: str, hard: bool) -> dict:
    """The strategy's first suggestions, as stored: lookahead's best few re-ranked by
    playing them, and whether the first was moved up as the best-ranked sure win."""
    opening = suggesting.opening(puzzle, strategy, hard, STORED)
    suggestions = list(opening.ranked)
    if strategy != "lookahead":
        return {"safe_first": opening.safe_first, "ranked": [s.stored() for s in suggestions]}
    measured = []
    for s in suggestions[:PLAYED_OUT]:
        result = solver.benchmark(NYT.changed(hard=hard), strategy, first=s.guess, puzzle=solver.load_puzzle())
        print(f"  {s.guess}: {result.mean:.4f} played out (estimated {s.figure:.4f})", flush=True)
        measured.append(s._replace(played_out=result.mean))
    measured.sort(key=lambda s: (s.played_out, not s.possible))
    # Ordered by how they play (the check included), not by the search's figure.
    best = measured + suggestions[PLAYED_OUT:]
    return {"safe_first": False, "ranked": [s.stored() for s in best]}


def model_openings(puzzle: solver.Puzzle) -> dict:
    """Every strategy's first suggestions under the puzzle's answer model, in both modes:
    every guess ranked over every candidate (no shortlist), the safety check with
    :data:`MODEL_SAFETY_WORK` (in hard mode about a minute for the 14,855 candidates)."""
    suggesting.SHORTLIST_CELLS = float("inf")
    safety.SAFETY_WORK = safety.SAFETY_BROAD_WORK = MODEL_SAFETY_WORK
    found = {}
    for strategy in solver.STRATEGIES:
        for hard in (False, True):
            start = time.perf_counter()
            mode = opening_mode(strategy, hard)
            ranked = suggesting.opening(puzzle, strategy, hard, STORED)
            found[mode] = {"safe_first": ranked.safe_first, "ranked": [s.stored() for s in ranked.ranked]}
            print(f"{puzzle.model.name} {mode}: {ranked.ranked[0].guess} ({time.perf_counter() - start:.0f} s)", flush=True)
    return found


MODEL_SAFETY_WORK = 2_500_000_000  # about a minute of work (safety.Work)


def language_openings(document: dict, only_new: bool = False, only: set[str] | None = None) -> None:
    """Store, in ``document``, the default strategy's first suggestions for every bundled list
    but the NYT's: under the likely model (normal mode: hard mode opens with the list's stored
    hard tree, or ranks a shortlist at once) and over the original answers in both modes, as
    suggest ranks them (``only_new``: only for the lists with none stored; ``only``: only for
    the lists so named, ``es-5``; the others kept as they are)."""
    from wordfinder.bundles import bundled_lists, is_default
    from wordfinder.game import NYT
    from wordfinder.solver.puzzle import puzzle_of

    made = set()  # the lists' keys stored now: any other but the NYT's is a list no longer bundled
    for lists in bundled_lists():
        if is_default(lists.language, lists.length):
            continue
        for model in ("likely", "original"):
            puzzle = puzzle_of(NYT.changed(language=lists.language, length=lists.length, answers=model))
            named = f"{lists.language.code}-{lists.length}"
            made.add(puzzle.key)
            if (only_new and puzzle.key in document["lists"]) or (only is not None and named not in only):
                continue
            key = puzzle.key if model == "original" else model_opening_key(puzzle.key, model, puzzle.model.fingerprint)
            for stale in [k for k in document["openings"] if k.startswith(f"{puzzle.key} {model} ")]:
                del document["openings"][stale]  # made under another prior table: never read again
            modes = (False, True) if model == "original" else (False,)
            document["openings"][key] = {opening_mode("optimal", hard): _language_opening(puzzle, hard, f"{named} {model}")
                                         for hard in modes}
            document["lists"][puzzle.key] = {"guesses": len(puzzle.guesses), "answers": len(puzzle.answers)}
    nyt = {solver.load_puzzle().key, solver.load_puzzle(model=answer_model("likely")).key}
    for key in [k for k in document["lists"] if k not in made | nyt]:
        del document["lists"][key]
    for key in [k for k in document["openings"] if k.split()[0] not in made | nyt]:
        del document["openings"][key]


# The opening over a list's original answers, in either mode: the guesses checked for one sure
# to find every answer in time, and their work (the product checks 200 within 2,000 million: in
# hard mode es-5's first sure opening by estimate is its 301st, ROMEA, and the 300 before it are
# refuted in 90 s). Set for the rest of the run, which makes these openings last.
OPENING_SCAN, OPENING_WORK = 1_000, 50_000_000_000


def _language_opening(puzzle: solver.Puzzle, hard: bool, named: str) -> dict:
    """One list's stored first suggestions in one mode, as suggest ranks them; where the exact
    search's shortlist holds fewer than :data:`STORED`, lookahead's next, unvalued, as
    :func:`optimal` does."""
    start = time.perf_counter()
    optimal_search.SURE_SCAN, optimal_search.SURE_WORK = OPENING_SCAN, OPENING_WORK
    ranked = suggesting.opening(puzzle, "optimal", hard, STORED)
    rows = [s.stored() for s in ranked.ranked]
    if len(rows) < STORED:
        shown = {row["guess"] for row in rows}
        more = suggesting.opening(puzzle, "lookahead", hard, STORED).ranked
        rows += [{**s._asdict(), "figure": None, "played": None, "bound": None} for s in more if s.guess not in shown]
    print(f"{named} {opening_mode('optimal', hard)}: {ranked.ranked[0].guess} ({time.perf_counter() - start:.0f} s)", flush=True)
    return {"safe_first": ranked.safe_first, "complete": len(rows) == len(ranked.ranked) and ranked.complete,
            "ranked": rows[:STORED]}


def _options() -> argparse.Namespace:
    """The command line: what to make afresh (everything, by default)."""
    parser = argparse.ArgumentParser(description="Regenerate data/openings.json (everything, by default: about 20 minutes).")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--models", action="store_true", help="only the openings under the likely answer model")
    which.add_argument("--languages", nargs="*", metavar="LIST",
                       help="only every other language and length's (or only those named, e.g. es-5 fr-5)")
    parser.add_argument("--new", action="store_true", help="with --languages: only the lists with none stored")
    options = parser.parse_args()
    if options.new and options.languages is None:
        parser.error("--new goes with --languages")
    return options


def main() -> None:
    """Compute every strategy's opening in both modes and write the file (the safety check
    with all the time it needs: the stored openings are worth waiting for).  With
    ``--models``, only the openings under the likely model are made afresh (after the
    priors or its stored tree change), and the others are kept."""
    options = _options()
    if options.languages is not None:
        document = json.loads(OPENINGS.read_text(encoding="utf-8"))
        language_openings(document, only_new=options.new, only=set(options.languages) or None)
        OPENINGS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OPENINGS.relative_to(ROOT)}")
        return
    if options.models:
        document = json.loads(OPENINGS.read_text(encoding="utf-8"))
        likely = solver.load_puzzle(model=answer_model("likely"))
        key = model_opening_key(likely.key, likely.model.name, likely.model.fingerprint)
        stale = [k for k in document["openings"] if k.startswith(f"{likely.key} {likely.model.name} ")]
        for old in stale:
            del document["openings"][old]
        document["openings"][key] = model_openings(likely)
        document["lists"][likely.key] = {"guesses": len(likely.guesses), "answers": len(likely.answers)}
        OPENINGS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OPENINGS.relative_to(ROOT)}")
        return
    safety.SAFETY_WORK = safety.SAFETY_BROAD_WORK = None
    puzzle = solver.load_puzzle()
    openings = {}
    for strategy in [s for s in solver.STRATEGIES if s != "optimal"] + ["optimal"]:
        for hard in (False, True):
            start = time.perf_counter()
            mode = opening_mode(strategy, hard)
            print(f"{mode}...", flush=True)
            if strategy == "optimal":
                openings[mode] = optimal(puzzle, hard, openings[opening_mode("lookahead", hard)])
            else:
                openings[mode] = ranked(puzzle, strategy, hard)
            first = openings[mode]["ranked"][0]["guess"]
            print(f"{mode}: {first} ({time.perf_counter() - start:.0f} s)", flush=True)
    likely = solver.load_puzzle(model=answer_model("likely"))
    key = model_opening_key(likely.key, likely.model.name, likely.model.fingerprint)
    document = {
        "about": "Each strategy's first suggestions for the bundled lists (and under the likely answer "
                 "model, keyed by its fingerprint); made by scripts/make_openings.py.",
        "lists": {puzzle.key: {"guesses": len(puzzle.guesses), "answers": len(puzzle.answers)},
                  likely.key: {"guesses": len(likely.guesses), "answers": len(likely.answers)}},
        "openings": {puzzle.key: openings, key: model_openings(likely)},
    }
    language_openings(document)
    OPENINGS.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OPENINGS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
