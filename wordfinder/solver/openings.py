"""The stored openings: each strategy's first suggestions for the bundled lists.

Ranking every guess with no history takes seconds, so ``data/openings.json``
(made by ``scripts/make_openings.py``) keeps them, keyed by the lists' hash.
No numpy here: ``wordfinder suggest`` with no history answers from this file alone.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from functools import cache

from .. import __version__
from .. import words as wordlists
from ..digests import short_digest
from .suggestions import SHOWN_SURE, Suggestion, Suggestions

__all__ = ["OPENINGS_FILE", "model_opening", "model_opening_key", "opening_mode", "stored_opening"]

OPENINGS_FILE = "openings.json"
RANKING_RULES = 4  # part of a cached opening's key: changed with the rules that rank it (3: the day's model, its opening from the tree's paths; 4: hard mode's opening one with a stored tree)


def stored_opening(
    key: str, answers: tuple[str, ...], strategy: str, hard: bool, top: int, model: object | None = None
) -> Suggestions | None:
    """The stored first suggestions for the lists ``key`` names, or None without ``top`` of
    them.  Under an answer ``model`` (an :class:`~wordfinder.answers.AnswerModel` other than
    the original answers) they are those made under that very model (its fingerprint), and
    the candidates are its words, likeliest first."""
    entry = key if model is None else model_opening_key(key, model.name, model.fingerprint)
    stored = _openings().get("openings", {}).get(entry, {}).get(opening_mode(strategy, hard))
    if not stored or top > len(stored["ranked"]):
        return None
    found = _suggestions(stored, answers, strategy, hard, top, model)
    if model is None:  # the answers alike, as the opener tables rank them by exact value
        from .opener_tables import opener_table

        found = found._replace(table=opener_table(key, hard))
    return found


def _suggestions(
    stored: dict, answers: tuple[str, ...], strategy: str, hard: bool, top: int, model: object | None
) -> Suggestions:
    """The first suggestions an entry of the openings file (or of the cache) holds, the
    candidates being the model's words, likeliest first, under a ``model``."""
    weighted = {}
    if model is not None:
        order = sorted(range(len(model.words)), key=lambda i: (-model.weights[i], model.words[i]))
        answers = tuple(model.words[i] for i in order)
        weighted = {"model": model.name, "weights": tuple(model.weights[i] for i in order), "played": model.played}
    return Suggestions(
        history=(),
        strategy=strategy,
        hard=hard,
        candidates=answers,
        fallback=False,
        ranked=tuple(Suggestion.from_stored(row) for row in stored["ranked"][:top]),
        safe_first=SHOWN_SURE if stored["safe_first"] is True else stored["safe_first"] or "",  # the file's older true: sure
        complete=stored.get("complete", True),
        **weighted,
    )


def model_opening(puzzle: object, strategy: str, hard: bool, top: int, rank: Callable[[], Suggestions]) -> Suggestions:
    """The first suggestions under the puzzle's answer model: the stored ones, else those
    ``rank`` makes, kept in the user's cache folder under the model's fingerprint, so that
    a model of today's (the past answers known down-weighted) is ranked once, not at every
    command.  The cached file is written whole or not at all; one that cannot be read or
    written only costs the ranking again."""
    model = puzzle.model
    if stored := stored_opening(puzzle.key, puzzle.answers, strategy, hard, top, model):
        return stored
    path = _cache_path(f"{model_opening_key(puzzle.key, model.name, model.fingerprint)} "
                       f"{opening_mode(strategy, hard)} {top} {__version__} {RANKING_RULES}")
    entry = _read_entry(path)
    if entry is None:
        ranked = rank()
        entry = {"safe_first": ranked.safe_first, "complete": ranked.complete,
                 "ranked": [s.stored() for s in ranked.ranked]}
        _write_entry(path, entry)
    return _suggestions(entry, puzzle.answers, strategy, hard, top, model)


def _cache_path(key: str) -> str:
    """The cache file of an opening's key (a hash of it names the file)."""
    from .patterns import cache_folder

    return os.path.join(cache_folder(), f"opening-{short_digest(key.encode())}.json")


def _read_entry(path: str) -> dict | None:
    """The opening a cache file holds, or None (none yet, damaged, or not a regular file)."""
    import json

    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
        with open(path, encoding="utf-8") as file:
            entry = json.load(file)
        [Suggestion.from_stored(row) for row in entry["ranked"]]  # noqa: B018  a damaged entry fails here, not later
        return entry if isinstance(entry["safe_first"], (bool, str)) else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_entry(path: str, entry: dict) -> None:
    """Write the entry to ``path`` atomically (a temporary file beside it, then renamed over
    it: two processes writing at once leave one whole file); a folder that cannot be written
    is left alone."""
    import json
    import tempfile

    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".opening-", suffix=".tmp", dir=os.path.dirname(path))
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                json.dump(entry, file)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError:
        pass


def model_opening_key(key: str, name: str, fingerprint: str) -> str:
    """The openings file's key for the lists ``key`` names under an answer model."""
    return f"{key} {name} {fingerprint}"


def opening_mode(strategy: str, hard: bool) -> str:
    """The key of a strategy and mode in the openings file, e.g. ``lookahead/hard``."""
    return f"{strategy}/{'hard' if hard else 'normal'}"


@cache
def _openings() -> dict:
    """The contents of ``data/openings.json`` (empty when it is missing)."""
    import json

    try:
        with open(wordlists.data_path(OPENINGS_FILE), encoding="utf-8") as file:
            return json.load(file)
    except FileNotFoundError:
        return {}
