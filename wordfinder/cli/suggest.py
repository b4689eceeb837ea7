"""``wordfinder suggest``: the next guess, and why.

numpy is imported only when the pattern matrix is needed: with no history and the
bundled lists, the stored opening answers without it.
"""

from __future__ import annotations

import sys

from .. import assistant
from ..assistant import bound_kind
from ..documents import (
    absurdle_fields,
    boards_suggestion_fields,
    related_fields,
    suggestions_fields,
)
from ..errors import NoCandidates
from ..game import game_of
from .options import Request
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
    for the stored openings, also the mean measured by playing every answer). Ties
    go to words that may be the answer, and the first guess is one sure to find
    the answer within six guesses when one of the hundred best is.  The candidates
    are today's: every allowed word that fits, weighted by its prior, and so is
    every figure (--answers likely, the default; original with --boards).
    --answers original: the original answers that fit (or else the allowed
    words that fit); all: every allowed word; FILE: its words; each alike.

    Piped, a first line (#) gives the model, the past answers known (--played,
    --date) and why the first guess is best, then a line a guess; -v shows what
    the pairs establish on stderr.  Exit codes: 0, 1 when none fits, 2 bad input.

    Example:

        wordfinder suggest TARSE=.a..e

    With --share, the bare words are the guesses, scored by the rows of a share
    block pasted on standard input:
    `wordfinder suggest --share CRANE SLOTH < share.txt`.

    With --boards N (or scores written one per board, CRANE=..a.E/-/c....), the
    one guess for the whole multi-board game.  --absurdle: the shortest forced win
    (--target WORD: ending on WORD); --fibble (--lies K), --woodle: the guesses
    leaving the fewest candidates on average: `suggest --woodle CRANE=1G2Y`."""
    request = with_shared_pairs(request, "pairs")
    game = game_of("suggest", request.values, request.pairs)
    facts = _shown_facts(request, game)
    found = _asked(request, game)
    return _SHOW.get(type(found).__name__, _show)(found, request, facts, game)


def _asked(request: Request, game: object) -> object:
    """The game's advice for the pairs, or exit 1 when no word fits them."""
    try:
        with _working(request):
            return assistant.suggest_guess(game, request.pairs, request.strategy, request.top, request.common,
                                           request.target)
    except NoCandidates as error:
        fail(str(error), code=EXIT_NONE)


def _show(suggestions: object, request: Request, facts: tuple, game: object) -> int:
    """The suggestions as JSON, a terminal's table, or piped lines, with the past answers known."""
    past = game.past
    if request.as_json:
        fields = suggestions_fields(suggestions, game.answers_file, past)
        print_json("suggest", {**fields, **past.fields(), **_knowledge(facts, 0)})
    elif sys.stdout.isatty():
        from .render import console, show_suggestions

        show_suggestions(console(), suggestions, past.note(suggestions.played))
    else:
        sys.stdout.write("".join(f"{line}\n" for line in suggestion_lines(suggestions, past)))
    return EXIT_FOUND


def _shown_facts(request: Request, game: object) -> tuple:
    """What the pairs establish, board by board, shown on stderr under ``-v``; else none."""
    if not request.verbose:
        return ()
    facts = assistant.facts_established(game, request.pairs)
    show_facts(facts)
    return facts


def _working(request: Request) -> object:
    """A note on a terminal's stderr while the search runs, which may take seconds."""
    from contextlib import nullcontext

    if not (sys.stderr.isatty() and request.pairs):
        return nullcontext()
    from .render import console, working

    return working(console(stderr=True), f"ranking guesses ({request.strategy})")


def _absurdle(found: object, request: Request, facts: tuple, game: object) -> int:
    """``suggest --absurdle``: the shortest forced win found, as JSON or lines (exit 1 when the
    search found none within its bounds)."""
    if request.as_json:
        print_json("suggest", absurdle_fields(found.history, found.found))
    else:
        sys.stdout.write("".join(f"{line}\n" for line in absurdle_lines(found.found)))
    return EXIT_FOUND if found.found.found else EXIT_NONE


def _related(found: object, request: Request, facts: tuple, game: object) -> int:
    """``suggest --fibble`` or ``--woodle``: the guesses ranked by the candidates they leave on
    average, as JSON or lines."""
    if request.as_json:
        print_json("suggest", related_fields(found))
    else:
        sys.stdout.write("".join(f"{line}\n" for line in related_lines(found)))
    return EXIT_FOUND


def related_lines(found: object) -> list[str]:
    """Suggestions under a relation as text: a ``#`` line saying what is ranked and by what,
    then a line a guess."""
    n = len(found.candidates)
    head = (f"# {n:,} candidate{'s' if n != 1 else ''} under {found.relation}; all {found.ranked_of:,} guesses "
            "ranked by the candidates left on average (a row drawn alike from those the true score allows)")
    return [head] + [f"{guess} left={left:.2f} answer={'yes' if possible else 'no'}" for guess, left, possible in found.ranked]


def absurdle_lines(found: object) -> list[str]:
    """A forced Absurdle win as piped text: a ``#`` line saying how many guesses it takes and
    whether fewer cannot do, then each guess as GUESS=SCORE and the words it leaves."""
    goal = f" on {found.target}" if found.target else ""
    shorter = f"no line of {found.searched} guess{'es' if found.searched != 1 else ''} or fewer wins{goal}"
    if not found.found:
        return [f"# no forced win{goal} found from {found.start:,} words within the search's bounds; {shorter}"]
    proof = "not proven minimal" if not found.proven else f"proven minimal: {shorter}" if found.searched else "proven minimal"
    lines = [f"# {found.line[0].guess} forces a win{goal} in {found.guesses} guesses ({proof})"]
    return lines + [f"{earned.guess}={earned}\t{left}" for earned, left in zip(found.line, found.left)]


def _knowledge(facts: tuple, board: int) -> dict[str, object]:
    """The ``knowledge`` key of a JSON document (or of a board's part): what ``-v`` shows."""
    return {"knowledge": facts[board][1]} if facts else {}


def _boards(advice: object, request: Request, facts: tuple, game: object) -> int:
    """``suggest --boards N``: one guess for the whole multi-board game, with what each board's
    scores establish under ``-v``."""
    found = advice.found
    if request.as_json:
        print_json("suggest", boards_suggestion_fields(found, advice.pairs, advice.boards, facts))
    elif sys.stdout.isatty():
        from .render import console, show_boards_suggestion

        show_boards_suggestion(console(), found)
    else:
        print(f"{found.guess}\n# {found.why}")
    return EXIT_FOUND


def suggestion_lines(suggestions: object, past: object) -> list[str]:
    """Suggestions as piped text: a ``#`` line saying under which model (and ``past`` answers)
    and why the first is best, then a line a guess."""
    n = len(suggestions.candidates)
    notes = [] if suggestions.model == "original" else [f"{suggestions.model} answer model"]
    notes += [note for note in [past.note(suggestions.played)] if note]
    model = f" ({', '.join(notes)})" if notes else ""
    label = (suggestions.figure_name or "").replace(" ", "_")
    lines = [f"# {n} candidate{'s' if n != 1 else ''}{model}; {suggestions.strategy}: {suggestions.why}"]
    for s in suggestions.ranked:
        figure = "" if s.figure is None else f" {label}={s.figure:.4f}"
        if s.bound:
            figure += f" ({bound_kind(s.bound)})"
        played_out = "" if s.played_out is None else f" played_out={s.played_out:.4f}"
        lines.append(
            f"{s.guess} bits={s.bits:.3f} left={s.expected:.2f} worst={s.worst} "
            f"answer={'yes' if s.possible else 'no'} hard={'ok' if s.hard_legal else 'no'}{figure}{played_out}"
        )
    return lines


_SHOW = {"AbsurdleAdvice": _absurdle, "BoardsAdvice": _boards, "RelationSuggestions": _related}
"""How each kind of advice is shown, by its type's name (naming the types would import the solver)."""
