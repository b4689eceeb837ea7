"""``wordfinder tree``: the decision tree a strategy plays, as an outline, JSON or a graph."""

from __future__ import annotations

from .options import Request
from .output import EXIT_FOUND

__all__ = ["run_tree"]


def run_tree(request: Request) -> int:
    """Print the decision tree a strategy plays over every answer.

    From the opening, each guess and, for each score it may earn but the win, the
    tree played after it.  --format text is an indented outline (a score, then the
    guess played after it); json nests {"guess": ..., "then": {score: {...}}}, with
    scores in letter notation and no "then" on a guess that wins; dot is a graph
    for graphviz (`| dot -Tsvg > tree.svg`).  Every strategy's trees for the bundled
    lists are stored (data/tree-*.txt) and print at once; other lists are played out
    position by position, which takes seconds.

    Example:

        wordfinder tree --format json | head
    """
    from ..solver import trees
    from ..solver.playing import decision_tree
    from ..solver.puzzle import puzzle_for

    from ..errors import BadNotation

    if request.as_json and request.format not in ("text", "json"):
        raise BadNotation(f"--json and --format {request.format}: choose one output")
    built = decision_tree(puzzle_for(request.word_file, request.answers_file), request.strategy, request.hard)
    if request.as_json or request.format == "json":
        import json

        print(json.dumps(trees.to_json(built), ensure_ascii=False))
    else:
        print(trees.to_dot(built) if request.format == "dot" else trees.to_text(built))
    return EXIT_FOUND
