"""wordfinder: an exact GUESS=SCORE word finder for Wordle and Quantum Wordle.

The public names are imported on first use, so a command line that needs only
the finder does not pay for Quantum Wordle or the solver at start-up.
"""

from __future__ import annotations

from importlib import import_module

__all__ = [
    "BadNotation",
    "Contradiction",
    "GuessScore",
    "ImpossibleScore",
    "Knowledge",
    "Score",
    "Tile",
    "Trie",
    "WordListError",
    "WordfinderError",
    "explain",
    "find",
    "find_pairs",
    "replay",
    "score",
]

_HOME = {
    "BadNotation": "errors",
    "Contradiction": "errors",
    "ImpossibleScore": "errors",
    "WordfinderError": "errors",
    "WordListError": "errors",
    "Score": "feedback",
    "Tile": "feedback",
    "score": "feedback",
    "explain": "finder",
    "find": "finder",
    "replay": "finder",
    "Knowledge": "knowledge",
    "GuessScore": "notation",
    "find_pairs": "quantum",
    "Trie": "trie",
}


def __getattr__(name: str) -> object:
    """The public name ``name``, imported from its module the first time it is asked for."""
    if name not in _HOME:
        raise AttributeError(f"module 'wordfinder' has no attribute {name!r}")
    value = getattr(import_module(f".{_HOME[name]}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

