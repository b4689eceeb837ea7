"""The suggestions for a position as a command or a web request names it: by the answer
model's name and the lists' files, the stored opening when there is one (read without
numpy), else the guesses ranked afresh."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .. import words as wordlists

__all__ = ["advise"]


def advise(
    pairs: Sequence[str],
    model: str,
    strategy: str,
    hard: bool = False,
    top: int = 10,
    *,
    word_file: wordlists.PathName | None = None,
    answers_file: wordlists.PathName | None = None,
    played: Sequence[str] = (),
    common: bool = False,
    lists: object | None = None,
) -> object:
    """The ``top`` suggestions after ``pairs`` (``GUESS=SCORE`` texts) under the answer
    ``model`` (``likely``, ``original``, ``all``; ``original`` with an ``answers_file``),
    the past answers ``played`` down-weighted (words; none: the stored opening may answer).
    Raises :class:`~wordfinder.solver.puzzle.NoCandidates` when no word fits, and the
    notation and word-list errors for what cannot be read.  ``lists``, a language's lists
    of a length (:class:`~wordfinder.bundles.Bundle`), stand for the bundled ones, and the
    pairs are read in its tile letters (CORAÇÃO is CORACAO in Portuguese)."""
    bundled = (word_file, answers_file) == (None, None) and not played
    if lists is not None:
        pairs = lists.spelled(pairs)
    if not pairs and bundled and not common and (stored := _stored(model, strategy, hard, top, lists)):
        return stored
    from .puzzle import puzzle_for
    from .suggesting import suggest

    if bundled:
        puzzle = None if model == "original" and lists is None else _model_puzzle(model, lists)
    else:
        puzzle = puzzle_for(word_file, answers_file, model, played, lists)
    return suggest(pairs, strategy, hard, top, puzzle, common=common)


@cache
def _model_puzzle(model: str, lists: object | None = None) -> object:
    """The bundled lists' puzzle under ``model`` (a language's ``lists``), made once: a
    caller asking again (a server) finds its lists, weights and the pattern rows computed so far."""
    from .puzzle import puzzle_for

    return puzzle_for(None, None, model, lists=lists)


def _stored(model: str, strategy: str, hard: bool, top: int, lists: object | None = None) -> object | None:
    """The stored first suggestions of the bundled lists (a language's ``lists``) under
    ``model``, or None."""
    if model not in ("original", "likely"):
        return None
    from .puzzle_words import lists_key, puzzle_lists
    from .openings import stored_opening

    guesses, answers = puzzle_lists() if lists is None else (lists.allowed, lists.answers)
    if model == "original":
        return stored_opening(lists_key(guesses, answers), answers, strategy, hard, top)
    from ..answers import LIKELY, bundle_model, likely_model

    likely = likely_model() if lists is None else bundle_model(LIKELY, lists)
    return stored_opening(lists_key(guesses, likely.words), likely.words, strategy, hard, top, likely)
