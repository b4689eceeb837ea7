"""wordfinder: an exact GUESS=SCORE word finder for Wordle and Quantum Wordle.

The public names are imported on first use, so a command line that needs only
the finder does not pay for Quantum Wordle or the solver at start-up.
"""

from __future__ import annotations

from .lazy import exports

__version__ = "0.2.0"

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

__getattr__, __dir__ = exports(
    __name__,
    {
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
    },
)
