"""The word lists a puzzle plays with, the guesses a game allows, and the key that names
the lists; no numpy here.

The stored opening is found by this key, so ``wordfinder suggest`` with no history
answers without loading numpy or the pattern matrix.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import words as wordlists
from ..digests import short_digest
from ..errors import WordListError

__all__ = ["FORMAT", "lists_key", "puzzle_lists"]

FORMAT = 1  # bump when the meaning of a cached pattern matrix changes


def puzzle_lists(
    guesses: Sequence[str] | None = None, answers: Sequence[str] | None = None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The guesses and answers a puzzle of these lists plays with (default: the bundled ones).

    Guesses of another length than the answers are dropped, and answers missing
    from the guesses are added to them, as they must be guessable.
    """
    if guesses is None and answers is None:
        # The bundled lists already agree (a test holds them to it): suggest's start-up skips
        # the pass over 14,855 words.
        return wordlists.bundled(wordlists.ALLOWED), wordlists.bundled(wordlists.ANSWERS)
    answers = tuple(answers) if answers is not None else wordlists.bundled(wordlists.ANSWERS)
    guesses = tuple(guesses) if guesses is not None else wordlists.bundled(wordlists.ALLOWED)
    if not answers:
        raise WordListError("the answers list is empty")
    lengths = set(map(len, answers))
    if len(lengths) > 1:
        raise WordListError(f"answers must share one length; got {sorted(lengths)}")
    if guesses == answers:  # a model's words against themselves (the likely model's 14,855)
        return guesses, answers
    length = len(answers[0])
    known = set(guesses)
    guesses = tuple(g for g in guesses if len(g) == length) + tuple(
        a for a in answers if a not in known
    )
    return guesses, answers


def lists_key(guesses: Sequence[str], answers: Sequence[str]) -> str:
    """A short hash naming the pair of lists (and the pattern matrix format)."""
    return short_digest(f"{FORMAT}\n{' '.join(guesses)}\n{' '.join(answers)}".encode())
