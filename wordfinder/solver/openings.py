"""The stored openings: each strategy's first suggestions for the bundled lists.

Ranking every guess with no history takes seconds, so ``data/openings.json``
(made by ``scripts/make_openings.py``) keeps them, keyed by the lists' hash.
No numpy here: ``wordfinder suggest`` with no history answers from this file alone.
"""

from __future__ import annotations

from functools import cache

from .. import words as wordlists
from .suggestions import Suggestion, Suggestions

__all__ = ["OPENINGS_FILE", "model_opening_key", "opening_mode", "stored_opening"]

OPENINGS_FILE = "openings.json"


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
        ranked=tuple(Suggestion(**row) for row in stored["ranked"][:top]),
        safe_first=stored["safe_first"],
        complete=stored.get("complete", True),
        **weighted,
    )


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
