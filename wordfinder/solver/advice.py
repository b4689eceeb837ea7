"""The suggestions for a position as a command or a web request names it: by the answer
model's name and the lists' files, the stored opening when there is one (read without
numpy), else the guesses ranked afresh."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["advise"]


def advise(game: object, pairs: Sequence[str], strategy: str = "optimal", top: int = 10, common: bool = False) -> object:
    """The ``top`` suggestions after ``pairs`` (``GUESS=SCORE`` texts) in ``game`` (a
    :class:`~wordfinder.game.Game`): under its answer model (``likely``, ``original``,
    ``all``, or a file of answers, played as ``original``; none: ``original``), in its
    mode, on its guesses, its past answers down-weighted (none: the stored opening may
    answer).  Raises :class:`~wordfinder.solver.puzzle.NoCandidates` when no word fits, and
    the notation and word-list errors for what cannot be read.  A language's lists of a
    length (the game's) stand for the bundled ones, and the pairs are read in its tile
    letters (CORAÇÃO is CORACAO in Portuguese)."""
    from ..answers import MODELS, ORIGINAL

    name = game.model_name
    model = name if name in MODELS else ORIGINAL  # a file is its own model, its words alike
    lists = game.chosen_lists  # None for the NYT's: the stored openings are theirs
    bundled = game.guesses is None and name in (*MODELS, None) and not game.played
    if lists is not None:
        pairs = lists.spelled(pairs)
    if not pairs and bundled and not common and (stored := _stored(model, strategy, game.hard, top, lists)):
        return stored
    from .puzzle import puzzle_of
    from .suggesting import suggest

    puzzle = None if bundled and model == ORIGINAL and lists is None else puzzle_of(game)
    return suggest(pairs, strategy, game.hard, top, puzzle, common=common)


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
