"""``wordfinder suggest``: the next guess, and why.

numpy is imported only when the pattern matrix is needed: with no history and the
bundled lists, the stored opening answers without it.
"""

from __future__ import annotations

import sys

from ..documents import boards_suggestion_fields, suggestions_fields
from ..errors import WordListError
from .options import Request, answers_file, is_boards_request, lists_of, model_of, named_model
from .output import EXIT_FOUND, EXIT_NONE, fail, print_json, show_facts
from .paste import with_shared_pairs

__all__ = ["run_suggest"]


def run_suggest(request: Request) -> int:
    """Suggest the next guess, and say why.

    Every allowed word is ranked as a guess, not only the words that can still be
    the answer: a word that cannot win often splits the candidates better.  For
    each guess: the expected information (bits), the candidates left on average
    and at worst, whether it may be the answer, whether hard mode allows it, and
    the strategy's own figure (lookahead: its estimate of the guesses to finish;
    for the stored openings, also the mean measured by playing every answer).
    Ties go to words that may be the answer, and the first guess is one sure to
    find the answer within six guesses when one of the hundred best is.  The
    candidates are today's: every allowed word that fits, weighted by its prior,
    and so is every figure (--answers likely, the default; original with --boards).
    --answers original: the 2,315 original answers that fit (or else the allowed
    words that fit); all: every allowed word; FILE: its words; each alike.

    Piped, the first line (starting with #) says why the first guess is best and
    each further line is one guess; -v shows what the pairs establish on stderr.
    Exit codes: 0, 1 when no word fits, 2 for bad input.

    Example:

        wordfinder suggest TARSE=.a..e

    With --share, the bare words are the guesses, scored by the rows of a share
    block pasted on standard input: `wordfinder suggest --share CRANE SLOTH < share.txt`.

    With --boards N (or scores written one per board, CRANE=..a.E/-/c....), the one
    guess for the whole multi-board game, and why.
    """
    request = with_shared_pairs(request, "pairs")
    facts = _shown_facts(request)
    if is_boards_request(request, request.pairs):
        return _boards_game(request, facts)
    _show(_ranked(request), request, facts)
    return EXIT_FOUND


def _show(suggestions: object, request: Request, facts: tuple) -> None:
    """The suggestions as JSON, a terminal's table, or piped lines."""
    if request.as_json:
        print_json("suggest", {**suggestions_fields(suggestions, answers_file(request)), **_knowledge(facts, 0)})
    elif sys.stdout.isatty():
        from .render import console, show_suggestions

        show_suggestions(console(), suggestions)
    else:
        sys.stdout.write("".join(f"{line}\n" for line in suggestion_lines(suggestions)))


def _shown_facts(request: Request) -> tuple:
    """What the pairs establish, board by board, shown on stderr under ``-v``; else none."""
    if not request.verbose:
        return ()
    from ..query import established

    facts = established(request.pairs, request.boards)
    show_facts(facts)
    return facts


def _knowledge(facts: tuple, board: int) -> dict[str, object]:
    """The ``knowledge`` key of a JSON document (or of a board's part): what ``-v`` shows."""
    return {"knowledge": facts[board][1]} if facts else {}


def _boards_game(request: Request, facts: tuple) -> int:
    """``suggest --boards N``: one guess for the whole multi-board game (exit 1 when some
    board has no candidate), with what each board's scores establish under ``-v``."""
    from ..notation import parse_history
    from ..errors import BadNotation
    from ..solver.puzzle import NoCandidates, puzzle_for
    from ..solver.suggesting import suggest_for

    if named_model(request) not in (None, "original"):
        raise WordListError("--answers likely or all is for one board; multi-board games rank for the original answers")
    if request.hard:
        raise BadNotation("--hard is not supported with --boards")
    lists = lists_of(request)
    pairs = parse_history(lists.spelled(request.pairs) if lists else request.pairs, request.boards)
    boards = request.boards if request.boards is not None else pairs[0].boards
    try:
        found = suggest_for(pairs, boards, puzzle_for(request.word_file, answers_file(request), lists=lists))
    except NoCandidates as error:
        fail(str(error), code=EXIT_NONE)
    if request.as_json:
        print_json("suggest", boards_suggestion_fields(found, pairs, boards, facts))
    elif sys.stdout.isatty():
        from .render import console, show_boards_suggestion

        show_boards_suggestion(console(), found)
    else:
        print(f"{found.guess}\n# {found.why}")
    return EXIT_FOUND


def _ranked(request: Request) -> object:
    """The suggestions (the stored opening, or ranked afresh for the request's lists and
    model), or exit 1 when no word fits; a note on a terminal's stderr says what is going
    on meanwhile."""
    from contextlib import nullcontext

    from ..errors import NoCandidates
    from ..solver.advice import advise

    shown = nullcontext()
    if sys.stderr.isatty() and request.pairs:  # the search may take seconds: say what is going on
        from .render import console, working

        shown = working(console(stderr=True), f"ranking guesses ({request.strategy})")
    try:
        with shown:
            return advise(
                request.pairs, model_of(request), request.strategy, request.hard, request.top,
                word_file=request.word_file, answers_file=answers_file(request), played=request.played,
                common=request.common, lists=lists_of(request),
            )
    except NoCandidates as error:
        fail(str(error), code=EXIT_NONE)


def suggestion_lines(suggestions: object) -> list[str]:
    """Suggestions as piped text: a ``#`` line saying why the first is best, then a line a guess."""
    n = len(suggestions.candidates)
    model = "" if suggestions.model == "original" else f" ({suggestions.model} answer model)"
    if suggestions.played:
        model = f" ({suggestions.model} answer model, {suggestions.played} past answers down-weighted)"
    label = (suggestions.figure_name or "").replace(" ", "_")
    lines = [f"# {n} candidate{'s' if n != 1 else ''}{model}; {suggestions.strategy}: {suggestions.why}"]
    for s in suggestions.ranked:
        figure = "" if s.figure is None else f" {label}={s.figure:.4f}"
        if s.bound:
            figure += " (upper bound)" if s.bound.startswith("upper bound") else " (estimate)"
        played = "" if s.played is None else f" played_out={s.played:.4f}"
        lines.append(
            f"{s.guess} bits={s.bits:.3f} left={s.expected:.2f} worst={s.worst} "
            f"answer={'yes' if s.possible else 'no'} hard={'ok' if s.hard_legal else 'no'}{figure}{played}"
        )
    return lines
