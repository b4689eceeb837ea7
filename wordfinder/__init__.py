"""wordfinder: an exact GUESS=SCORE word finder for Wordle and Quantum Wordle."""

from .errors import BadNotation, Contradiction, ImpossibleScore, WordfinderError, WordListError
from .feedback import Score, Tile, score
from .finder import explain, find, replay
from .knowledge import Knowledge
from .notation import GuessScore
from .quantum import find_pairs
from .trie import Trie

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
