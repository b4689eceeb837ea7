"""The JSON documents of docs/json.md, built from the values the library returns.

The command line prints them (``--json``) and the web API answers with them, so both
speak one vocabulary: each function here returns a plain dict, ready for ``json.dumps``.
"""

from __future__ import annotations

from . import __version__
from .languages import written
from .past_answers import PastAnswers
from .query import Explained, ExplainedEach, Found, FoundEach, PairsFound

__all__ = [
    "document", "each_fields", "explained_each_fields", "explained_fields", "found_fields", "pairs_fields",
    "absurdle_fields", "openers_fields", "boards_suggestion_fields", "history_fields", "list_fields", "related_fields",
    "result_fields", "reviews_fields", "suggestions_fields",
]


def document(command: str, fields: dict[str, object]) -> dict[str, object]:
    """The document of ``command``: its name, wordfinder's version, then ``fields``."""
    return {"command": command, "version": __version__, **fields}


def found_fields(found: Found, limit: int | None = None) -> dict[str, object]:
    """The words that fit (the first ``limit`` of them, most likely first), their chances,
    and what the pairs establish when it was asked for."""
    listed = found.candidates[:limit]
    return {
        "history": written(map(str, found.pairs)),
        "count": len(found.candidates),
        "truncated": len(listed) < len(found.candidates),
        "candidates": list(listed),
        "plausible": list(found.plausible),
        "model": found.model,
        "probabilities": {w: round(found.probabilities[w], 6) for w in listed},
        **({"knowledge": found.facts} if found.facts else {}),
    }


def explained_fields(explained: Explained) -> dict[str, object]:
    """Why each word explained is or is not eligible."""
    folded = explained.folded or ((),) * len(explained.rows)
    return {
        "history": written(map(str, explained.pairs)),
        "explanations": [
            {"word": w, "eligible": not reasons, "reasons": reasons, **({"folded": list(notes)} if notes else {})}
            for (w, reasons), notes in zip(explained.rows, folded)
        ],
    }


def pairs_fields(found: PairsFound) -> dict[str, object]:
    """The Quantum Wordle pairs that fit, the first ``found.limit`` of them."""
    listed = [list(p) for p in found.stream]
    shown = listed[: found.limit]
    return {
        "history": written(map(str, found.pairs)),
        "count": len(shown),
        "candidates": shown,
        "plausible": [p for p in shown if p[0] in found.plausible and p[1] in found.plausible],
        "truncated": len(listed) > found.limit,
    }


def each_fields(found: FoundEach, limit: int | None = None) -> dict[str, object]:
    """Each board's candidates, the first ``limit`` of each."""
    return {
        "history": written(map(str, found.pairs)),
        "boards": len(found.boards),
        "per_board": [
            {
                "board": b.board, "solved": b.solved, "count": len(b.candidates),
                "truncated": len(b.candidates[:limit]) < len(b.candidates),
                "candidates": list(b.candidates[:limit]), "plausible": list(b.plausible),
                **({"knowledge": b.facts} if b.facts else {}),
            }
            for b in found.boards
        ],
    }


def explained_each_fields(explained: ExplainedEach, limit: int | None = None) -> dict[str, object]:
    """Per board, why each of the first ``limit`` words explained is or is not eligible."""
    boards = range(1, explained.pairs[0].boards + 1)
    rows = list(zip(explained.words, explained.reasons))[:limit]
    return {
        "history": written(map(str, explained.pairs)),
        "boards": len(boards),
        "per_board": [
            {
                "board": board,
                "explanations": [{"word": w, "eligible": not r[board - 1], "reasons": r[board - 1]} for w, r in rows],
            }
            for board in boards
        ],
    }


def result_fields(result: object, limit: int | None = None) -> dict[str, object]:
    """The fields of any result of :func:`wordfinder.query.ask`, lists cut at ``limit``."""
    if isinstance(result, Found):
        return found_fields(result, limit)
    if isinstance(result, Explained):
        return explained_fields(result._replace(rows=result.rows[:limit]))
    if isinstance(result, PairsFound):
        return pairs_fields(result)
    if isinstance(result, FoundEach):
        return each_fields(result, limit)
    return explained_each_fields(result, limit)


def suggestions_fields(
    suggestions: object, answers: str | None = None, past: PastAnswers = PastAnswers()
) -> dict[str, object]:
    """Suggestions (:class:`wordfinder.solver.suggesting.Suggestions`) as a document's
    fields; ``answers``: the file of answers they were ranked for, which names the model;
    ``past``: the past answers known, which say how many of them the model down-weights."""
    return {
        "history": written(f"{s.guess}={s}" for s in suggestions.history),
        "strategy": suggestions.strategy,
        "hard": suggestions.hard,
        "count": len(suggestions.candidates),
        "candidates": list(suggestions.candidates),
        # With no original answer left, the allowed words that fit stand in, equally likely.
        "model": "all" if suggestions.fallback else answers or suggestions.model,
        "probabilities": {w: round(p, 6) for w, p in suggestions.probabilities.items()},
        "fallback": suggestions.fallback,
        "complete": suggestions.complete,
        "why": suggestions.why,
        "figure_name": suggestions.figure_name,
        "suggestions": [_suggestion_fields(s) for s in suggestions.ranked],
        **past.down_fields(suggestions.played),
        "common_best": None if suggestions.common is None else suggestions.common[0],
        "common_cost": None if suggestions.common is None or suggestions.common[1] is None
        else round(suggestions.common[1], 4),
        "best_openers": [] if suggestions.table is None else [suggestions.table.fields()],
    }


def _suggestion_fields(s: object) -> dict[str, object]:
    """One ranked guess."""
    return {
        "guess": s.guess,
        "expected_bits": round(s.bits, 4),
        "expected_left": round(s.expected, 4),
        "worst_left": s.worst,
        "possible": s.possible,
        "hard_legal": s.hard_legal,
        "figure": None if s.figure is None else round(s.figure, 4),
        "played": None if s.played_out is None else round(s.played_out, 4),
        "bound": s.bound,
    }


def boards_suggestion_fields(found: object, pairs: object, boards: int, facts: tuple = ()) -> dict[str, object]:
    """The one guess for a multi-board game (:class:`~wordfinder.solver.suggesting.BoardsSuggestion`)
    and each board's candidates; ``facts``: what each board's pairs establish (``-v``)."""
    return {
        "history": written(map(str, pairs)), "boards": boards, "guess": found.guess, "why": found.why,
        "per_board": [
            {"board": board, "solved": words is None, "count": len(words or ()), "candidates": list(words or ()),
             **({"knowledge": facts[board - 1][1]} if facts else {})}
            for board, words in enumerate(found.candidates, 1)
        ],
    }


def related_fields(found: object) -> dict[str, object]:
    """Suggestions under a score relation (:class:`~wordfinder.solver.relational.RelationSuggestions`)."""
    return {
        "history": written(map(str, found.history)),
        "relation": found.relation,
        "count": len(found.candidates),
        "candidates": list(found.candidates),
        "complete": True,
        "suggestions": [{"guess": g, "expected_left": round(left, 4), "possible": possible}
                        for g, left, possible in found.ranked],
    }


def absurdle_fields(history: object, found: object) -> dict[str, object]:
    """A forced Absurdle win (:class:`~wordfinder.solver.forced_wins.AbsurdleLine`) after ``history``."""
    return {
        "history": written(map(str, history)),
        "count": found.start,
        "target": found.target,
        "found": found.found,
        "guess": found.line[0].guess if found.found else None,
        "forced_line": [{"pair": f"{s.guess}={s}", "left": left} for s, left in zip(found.line, found.left)],
        "guesses_to_win": found.guesses or None,
        "proven_minimal": found.proven,
        "searched": found.searched,
    }


def list_fields(found: object) -> dict[str, object]:
    """One bundle (:class:`~wordfinder.bundles.Bundle`) as a row of the lists table, with
    its best openers from the published tables (none where no table was made)."""
    from .solver.opener_tables import bundle_tables

    return {
        "lang": found.language.code, "language": found.language.name, "native_name": found.language.native_name,
        "length": found.length, "answers_count": len(found.answers), "allowed_count": len(found.allowed),
        "inflected_share": found.inflected, "tiles": found.language.conventions,
        "one_tile": [group for group, tile in found.language.joined if len(tile) == 1], "source": found.source,
        "licence": found.licence, "first_letter": None if found.first is None else written([found.first])[0],
        "best_openers": [table.fields() for table in bundle_tables(found)],
    }


def history_fields(known: PastAnswers | None) -> dict[str, object]:
    """What the history file holds (None: there is none yet): whether there is one, and the
    past answers it holds, how many and up to which day (nothing when it holds none)."""
    return {"history_file": known is not None, **(known or PastAnswers()).fields()}


def reviews_fields(reviewed: list[tuple], problems: list[object], skipped: dict[str, int], model: str) -> dict:
    """The games reviewed (:class:`~wordfinder.assistant.Reviews`' parts) as analyze's fields."""
    return {
        "games": len(reviewed), "model": model, "skipped_quantum": skipped["Quantum Wordle"],
        "skipped_boards": skipped["multi-board"],
        "reviews": [_review_fields(r, g) for r, g in reviewed], "problems": [str(p) for p in problems],
    }


def _review_fields(record: object, reviewed: object) -> dict[str, object]:
    """One reviewed game: where it was recorded, its answer, and each guess's figures."""
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


def openers_fields(found: object) -> dict[str, object]:
    """Openers ranked by their exact values (an :class:`~wordfinder.solver.opener_values.OpenersRun`):
    the candidates they are valued over, the mode, what the run computed and reused, the rows."""
    return {
        "count": found.count,
        "hard": found.hard,
        "computed": found.computed,
        "reused": found.reused,
        "jobs": found.jobs,
        "openers": [value.row() for value in found.values],
    }
