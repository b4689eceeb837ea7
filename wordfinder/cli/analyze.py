"""``wordfinder analyze``: recorded games reviewed guess by guess, skill and luck."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from contextlib import nullcontext

from .options import Request, answers_file, lists_of, model_of, past_of, solver_game
from .paste import with_shared_pairs
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_analyze"]


def run_analyze(request: Request) -> int:
    """Review recorded games guess by guess, as a Wordle bot would.

    For each guess: the candidates before and after it, the bits its score gave,
    the bits it could be expected to give, and the best suggestion there with the
    bits it could be expected to give over the same candidates (and, in brackets,
    the bits it would have given against the game's answer).  Skill is the guess's
    expected bits less the best's: 0 for the best guess itself.  Luck is the bits
    gained less those expected.  Quantum Wordle and multi-board games are skipped, with
    a note on stderr.  Records are read as `wordfinder score` reads them; a game that
    cannot be read or reviewed (one of more than 64 guesses: Wordle allows 6) is
    reported as FILE:LINE: game N: reason on stderr, and the others go on (exit 1).

    Given the GUESS=SCORE pairs of one game instead (or with --share its guesses,
    scored by a share block pasted on standard input), it reviews that game: its
    answer is the last guess when that scored all green, or --answer WORD.  The
    answer model (--answers) is today's Wordle (likely) unless it says otherwise.

    Example:

        wordfinder analyze games/seeds.md --game 6
        wordfinder analyze CRANE=..a.e SLOTH=.l... PEDAL=PEDAL
    """
    from ..solver.puzzle import puzzle_of

    request, model, lists = with_shared_pairs(request, "paths"), model_of(request), lists_of(request)
    classic, problems, skipped = _chosen(request, lists)
    game = solver_game(request, answers_file(request) or model, past_of(request))
    reviewed = _reviewed(classic, problems, game, puzzle_of(game), request)
    if request.as_json:
        print_json("analyze", _analyze_document(reviewed, problems, skipped, answers_file(request) or model))
    elif sys.stdout.isatty():
        from .render import console, show_reviews

        show_reviews(console(), [r for _, r in reviewed])
    else:
        sys.stdout.write("".join(f"{line}\n" for record, review in reviewed for line in review_lines(record, review)))
    for problem in problems:
        print(f"wordfinder: {problem}", file=sys.stderr)
    return EXIT_NONE if problems else EXIT_FOUND


def _analyze_document(reviewed: list[tuple], problems: list[object], skipped: dict[str, int], model: str) -> dict:
    """The reviews as a JSON document (keys: docs/json.md)."""
    return {
        "games": len(reviewed), "model": model, "skipped_quantum": skipped["Quantum Wordle"],
        "skipped_boards": skipped["multi-board"],
        "reviews": [_review_document(r, g) for r, g in reviewed], "problems": [str(p) for p in problems],
    }


def _chosen(request: Request, lists: object | None) -> tuple[list[object], list[object], dict[str, int]]:
    """The one-board classic games the request names, the records that could not be read,
    and how many Quantum Wordle and multi-board games were skipped (said on stderr, as are
    the files' warnings)."""
    from ..bundles import language_of
    from ..records import BadRecord, load_games

    if any("=" in text for text in request.paths):
        return [_typed_game(request, lists)], [], {"Quantum Wordle": 0, "multi-board": 0}
    if request.answer is not None:
        raise BadRecord("--answer goes with the GUESS=SCORE pairs of one game, not with games files")
    found = load_games(request.paths, language_of(lists))
    for warning in found.warnings:
        print(f"wordfinder: warning: {warning}", file=sys.stderr)
    game, problems = request.game, list(found.problems)
    chosen = [r for r in found.records if game is None or r.number == game]
    classic = [r for r in chosen if not r.is_quantum and not r.boards]
    skipped = {"Quantum Wordle": sum(r.is_quantum for r in chosen), "multi-board": sum(bool(r.boards) for r in chosen)}
    for kind, count in skipped.items():
        if count:
            print(f"wordfinder: note: skipped {count} {kind} game{'s' if count != 1 else ''}", file=sys.stderr)
    if not classic and not problems:
        if not found.records:
            raise BadRecord(f"no game records in {' '.join(map(repr, map(str, request.paths)))}")
        raise BadRecord("no one-board classic game" + (f" numbered {game}" if game is not None else "") + " to analyze")
    return classic, problems, skipped


def _typed_game(request: Request, lists: object | None) -> object:
    """The game whose pairs are on the command line, as a record, in the tile letters of
    ``lists``' language: its answer is --answer, or the last guess when it scored all green."""
    from ..errors import BadNotation
    from ..notation import GuessScore
    from ..records import GameRecord

    if not all("=" in text for text in request.paths):
        raise BadNotation("give games files or the GUESS=SCORE pairs of one game, not both")
    if request.game is not None:
        raise BadNotation("--game N picks a game of games files, not of the pairs given")
    typed = (*request.paths, request.answer or "")
    *texts, answer = lists.spelled(typed) if lists is not None else typed
    pairs = tuple(GuessScore.parse(text) for text in texts)
    answer, letters = answer.upper(), lists.language.alphabet if lists else "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if answer and not (set(answer) <= set(letters) and len(answer) == len(pairs[-1].guess)):
        raise BadNotation(f"--answer {request.answer[:40]!r}: expected a word of {len(pairs[-1].guess)} letters "
                          f"{letters[0]}-{letters[-1]}, as the guesses have")
    if not answer:
        if not pairs[-1].score.is_win:
            raise BadNotation(f"{str(pairs[-1])!r} is not a win: give the answer with --answer WORD")
        answer = pairs[-1].guess
    return GameRecord(1, pairs, "yields", (answer,))


def _reviewed(
    records: Sequence[object], problems: list[object], game: object, puzzle: object, request: Request
) -> list[tuple]:
    """Each record with its review; a game that cannot be reviewed joins ``problems``, and
    the others go on (a progress bar on a terminal)."""
    from ..errors import WordfinderError
    from ..records import GameProblem
    from ..solver.reviewing import review

    shown = nullcontext(lambda _: None)
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        shown = benchmark_progress(console(stderr=True), len(records), "reviewing")
    reviewed = []
    with shown as advance:
        for record in records:
            try:
                reviewed.append((record, review(
                    game, record.pairs, record.answers[0], record.number, request.strategy, puzzle,
                )))
            except WordfinderError as error:  # one bad game does not stop the others
                if not record.source:
                    raise  # the pairs typed on the command line: bad input, said in one line
                problems.append(GameProblem.of(record, str(error)))
            advance(None)
    return reviewed


def review_lines(record: object, reviewed: object) -> list[str]:
    """One reviewed game as piped text: a heading line, then a line a guess."""
    model = "" if reviewed.model == "original" else f" [{reviewed.model} answer model]"
    where = record.where if record.source else "the pairs given"
    lines = [f"game {reviewed.number} {reviewed.answer} ({where}){model}"]
    for g in reviewed.guesses:
        lines.append(
            f"{g.pair}\t{g.before} -> {g.after} left\t{g.bits:.2f} bits of "
            f"{g.expected_bits:.2f} expected\tbest {g.best.guess} {g.best_expected_bits:.2f} "
            f"({g.best_bits:.2f} here)\tskill {g.skill:+.2f}\tluck {g.luck:+.2f}"
        )
    return lines


def _review_document(record: object, reviewed: object) -> dict[str, object]:
    """One reviewed game as JSON (keys: docs/json.md)."""
    return {
        "game": reviewed.number,
        "file": record.source,
        "line": record.line,
        "answer": reviewed.answer,
        "in_answers": not reviewed.added,
        "guesses": [
            {
                "pair": str(g.pair),
                "count_before": g.before,
                "count_after": g.after,
                "bits": round(g.bits, 4),
                "expected_bits": round(g.expected_bits, 4),
                "best": g.best.guess,
                "best_expected_bits": round(g.best_expected_bits, 4),
                "best_bits": round(g.best_bits, 4),
                "skill": round(g.skill, 4),
                "luck": round(g.luck, 4),
            }
            for g in reviewed.guesses
        ],
    }
