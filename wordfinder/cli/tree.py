"""``wordfinder tree``: the decision tree a strategy plays, as an outline, JSON or a graph."""

from __future__ import annotations

from .. import assistant
from ..errors import BadNotation
from ..game import game_of
from .options import Request
from .output import EXIT_FOUND

__all__ = ["run_tree"]


def run_tree(request: Request) -> int:
    """Print the decision tree a strategy plays over every answer.

    From the opening, each guess and, for each score it may earn but the win, the
    tree played after it.  --format text is an indented outline (a score, then the
    guess played after it); json nests {"guess": ..., "then": {score: {...}}},
    with scores in letter notation and no "then" on a guess that wins; dot is a
    graph for graphviz (`| dot -Tsvg > tree.svg`); --json is --format json.  Every
    strategy's trees for the bundled lists are stored (data/tree-*.txt) and print
    at once; other lists are played out position by position, which takes seconds
    (about ten for a language's 2,000 original answers).

    The tree is over the 2,315 original answers, equally likely (--answers
    original, the default), or the words of --answers FILE.  Under --answers
    likely or all it is the stored tree of the games the strategy plays believing
    that model, as `benchmark --answers MODEL` replays them: optimal's under
    likely is the tree searched over every allowed word (TRACE; SALET with
    --hard), the others' (and optimal's under all, played as lookahead) their
    games against the 2,315 original answers; other lists have none stored.

    --sutom LETTER is the tree SUTOM's rule plays when LETTER is given: over the
    answers that start with it, every guess one of the words that do.

    Examples:

        wordfinder tree --format json | head
        wordfinder tree --sutom --lang fr --length 6 D
    """
    if request.as_json and request.format not in ("text", "json"):
        raise BadNotation(f"--json and --format {request.format}: choose one output")
    built = assistant.solver_tree(game_of("tree", request.values, tuple(request.letter)), request.strategy)
    if request.as_json or request.format == "json":
        import json

        print(json.dumps(assistant.to_json(built), ensure_ascii=False))
    else:
        print(assistant.to_dot(built) if request.format == "dot" else assistant.to_text(built))
    return EXIT_FOUND
