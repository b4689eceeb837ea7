"""The puzzle: the words that may be guessed, those that may be the answer, and the
pattern of every pair; and the candidates a history of scores leaves.

Vocabulary, on top of :mod:`wordfinder.feedback`'s:

- *puzzle*: the two lists and the pattern matrix between them (:class:`Puzzle`);
- *candidates*: the answers still consistent with the history of scores, as
  indices into ``puzzle.answers``;
- *row*: a guess, as its row in the pattern matrix;
- *model*: how likely each answer is (:class:`wordfinder.answers.AnswerModel`); a puzzle
  without one, or under ``original``, plays its answers as equally likely, the game the
  exact search and the stored optimal trees solve.  Uniform is just a model: every
  figure the solver weighs equals its unweighted counterpart under equal weights.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property

import numpy as np

from .. import words as wordlists
from ..answers import ORIGINAL, AnswerModel, answer_model
from ..bundles import Bundle, language_of
from ..errors import NoCandidates, WordListError, on_board
from ..feedback import Score
from .puzzle_words import lists_key, puzzle_lists
from .patterns import LazyPatternMatrix, cache_writable, cached_pattern_matrix, encode, letters, pattern_matrix, pattern_row

__all__ = [
    "GuessRow",
    "NoCandidates",
    "Puzzle",
    "candidates",
    "candidates_per_board",
    "check_lists",
    "fitting_rows",
    "history_key",
    "load_puzzle",
    "patterns_of",
    "puzzle_of",
    "whole_puzzle",
]

GuessRow = int  # a guess, as its row in the pattern matrix


@dataclass(frozen=True, eq=False)
class Puzzle:
    """The words to guess from, the possible answers, and the pattern of every pair.

    ``patterns[g, a]`` is the pattern guess ``g`` earns against answer ``a``.
    ``memo`` keeps the strategies' decisions, keyed by the set of candidates (and the
    hard-mode rule and the guesses left): the game tree from a fixed opening is
    shared by every game of a benchmark.
    """

    guesses: tuple[str, ...]
    answers: tuple[str, ...]
    patterns: np.ndarray
    memo: dict = field(default_factory=dict, repr=False)
    model: AnswerModel | None = field(default=None, repr=False)  # None: every answer alike
    row: dict[str, GuessRow] = field(init=False, repr=False)  # each guess's row
    answer_rows: np.ndarray = field(init=False, repr=False)  # each answer's row
    weights: np.ndarray = field(init=False, repr=False)  # each answer's weight under the model

    def __post_init__(self) -> None:
        rows = {g: i for i, g in enumerate(self.guesses)}
        missing = [a for a in self.answers if a not in rows]
        if missing:
            raise WordListError(f"{missing[0]!r}: every answer must also be a guess")
        object.__setattr__(self, "row", rows)
        object.__setattr__(
            self, "answer_rows", np.array([rows[a] for a in self.answers], dtype=np.int64)
        )
        weights = np.ones(len(self.answers)) if self.model is None else self.model.weights_for(self.answers)
        object.__setattr__(self, "weights", np.asarray(weights, dtype=np.float64))

    @property
    def weighted(self) -> bool:
        """Whether the puzzle plays under an answer model of its own (``likely``, ``all``),
        rather than the answers list alike, as the original game (the exact search's)."""
        return self.model is not None and self.model.weighted

    @property
    def model_name(self) -> str:
        """The name of the answer model: ``original`` when the answers are alike."""
        return ORIGINAL if self.model is None else self.model.name

    def __repr__(self) -> str:
        return f"Puzzle({len(self.guesses)} guesses, {len(self.answers)} answers)"

    @cached_property
    def letters(self) -> np.ndarray:
        """The guesses as a (guesses x length) array of letter numbers (for hard mode's rule)."""
        return letters(self.guesses)

    @cached_property
    def key(self) -> str:
        """A hash of the two lists, naming a stored opening or tree."""
        return lists_key(self.guesses, self.answers)

    @property
    def length(self) -> int:
        """The number of letters of every word."""
        return len(self.guesses[0])

    def everyone(self) -> np.ndarray:
        """Every answer, as indices into ``answers``."""
        return np.arange(len(self.answers))


def load_puzzle(
    guesses: Sequence[str] | None = None,
    answers: Sequence[str] | None = None,
    model: AnswerModel | None = None,
) -> Puzzle:
    """The puzzle of the lists (default: the bundled 14,855 guesses and 2,315 answers), or,
    given an answer ``model`` other than ``original``, of the guesses against its words.

    The pattern matrix comes from the disk cache when it can.  Under a model it is
    otherwise computed a column at a time as positions ask for them: the whole 14,855 x
    14,855 matrix would take 20 s, and a replayed benchmark or a suggestion needs a few.
    """
    if model is not None and (model.weighted or guesses is not None):
        guesses, answers = puzzle_lists(guesses, model.words)
        return Puzzle(guesses, answers, cached_pattern_matrix(guesses, answers, lazy=True), model=model)
    guesses, answers = puzzle_lists(guesses, answers)
    return Puzzle(guesses, answers, cached_pattern_matrix(guesses, answers), model=model)


def puzzle_of(game: object) -> Puzzle:
    """The puzzle a :class:`~wordfinder.game.Game` is played on: the guesses of its
    ``guesses`` file (default: the bundled allowed words of its language and length)
    against its answer model: a model's name (``likely``, ``original``, ``all``) over the
    lists, the past answers known down-weighted; a file of answers (a model named by its
    path); or, without one, the original answers.  The bundled lists' puzzle under a model's
    name, with no past answers, is made once (a server asking again finds its pattern rows)."""
    from ..answers import MODELS

    name = game.model_name
    lists = game.chosen_lists  # None for the NYT's: the stored trees and openings are theirs
    named = name is None or name in MODELS
    if named and game.guesses is None and not game.played:
        return _bundled_puzzle(name, lists)
    if named:
        return _puzzle_for(game.guesses, None, name, game.played, lists)
    return _puzzle_for(game.guesses, name, None, game.played, lists)


def whole_puzzle(game: object) -> Puzzle:
    """The puzzle of ``game`` (:func:`puzzle_of`) with its whole pattern matrix: computed
    once into the cache folder if it is not there, and mapped, so that every process
    asking about the game's positions shares one copy and none computes a column of it
    again.  The 14,855 x 14,855 matrix of the likely model takes 1.5 s to compute and
    220 MB of disk; a puzzle made before the file existed is made again.  Where the cache
    folder cannot be written, the puzzle stays lazy (a whole matrix no other process could
    share is not worth its time)."""
    puzzle = puzzle_of(game)
    if isinstance(puzzle.patterns, LazyPatternMatrix) and cache_writable():
        cached_pattern_matrix(puzzle.guesses, puzzle.answers)
        _bundled_puzzle.cache_clear()
        puzzle = puzzle_of(game)
    return puzzle


@cache
def _bundled_puzzle(model: str | None, lists: Bundle | None) -> Puzzle:
    """The bundled lists' puzzle under ``model`` (a language's ``lists``), made once."""
    return _puzzle_for(None, None, model, lists=lists)


def _puzzle_for(
    word_file: wordlists.PathName | None = None,
    answers_file: wordlists.PathName | None = None,
    model: str | None = None,
    played: Sequence[str] = (),
    lists: Bundle | None = None,
) -> Puzzle:
    """The puzzle a command's options name: the guesses of ``word_file`` (default: the
    bundled allowed words) against the answers of ``answers_file`` (default: the 2,315
    original answers), or against the answer ``model`` named (``likely``, ``all``), which
    is then the answers list: the two cannot be given together.  The past answers
    ``played`` are down-weighted (:meth:`AnswerModel.with_played`).  ``lists``,
    a language's lists of a length (:func:`wordfinder.bundles.chosen`), stand for the
    bundled ones: its allowed words, its answers, and its prior under ``likely``; every
    file is read in its language's tile letters (ÁRBOL is ARBOL in Spanish), English's without it."""
    check_lists(answers_file, model)
    language = language_of(lists)
    guesses = wordlists.read_option_list(word_file, "--guesses", language)
    if lists is not None:
        guesses = guesses or lists.allowed
    if played:
        from ..answers import file_model

        chosen = (file_model(answers_file, language) if answers_file is not None
                  else _model(model or ORIGINAL, guesses, lists))
        return load_puzzle(guesses, model=chosen.with_played(played))
    if model not in (None, ORIGINAL):
        return load_puzzle(guesses, model=_model(model, guesses, lists))
    answers = wordlists.read_option_list(answers_file, "--answers", language)
    answers = answers or (lists.answers if lists is not None else None)
    if lists is not None and not answers:  # SUTOM's letter given starts allowed words only
        from ..languages import written

        raise WordListError(f"--sutom {written([lists.first])[0]}: no answer of the {language.name} lists of "
                            f"{lists.length} letters starts with it; --answers likely plays its allowed words")
    return load_puzzle(guesses, answers)


def _model(name: str, guesses: tuple[str, ...] | None, lists: Bundle | None) -> AnswerModel:
    """The answer model ``name`` over the guesses: over a language's lists, its own."""
    if lists is None:
        return answer_model(name, guesses)
    from ..answers import bundle_model

    return bundle_model(name, lists)


def check_lists(answers_file: wordlists.PathName | None, model: str | None) -> None:
    """Refuse an answers file with an answer model other than ``original``: a file is its
    own model (:func:`puzzle_of` would refuse them too, but only after reading the rest)."""
    if model not in (None, ORIGINAL) and answers_file is not None:
        raise WordListError("--answers likely or all goes without --answers-file (a file is its own model)")


def candidates(puzzle: Puzzle, history: Sequence[Score]) -> np.ndarray:
    """The answers (indices into ``puzzle.answers``) that reproduce every score of the history."""
    left = puzzle.everyone()
    for earlier in history:
        left = left[patterns_of(puzzle, earlier.guess, left) == encode(earlier)]
    return left


def candidates_per_board(puzzle: Puzzle, pairs: Sequence, boards: int) -> tuple[np.ndarray | None, ...]:
    """Each board's candidates after the pairs (guesses with a score a board, None on a board
    an earlier guess solved): None for a solved board.  Raises :class:`NoCandidates` naming
    a board that no answer of the list fits."""
    lefts: list[np.ndarray | None] = [puzzle.everyone() for _ in range(boards)]
    for pair in pairs:
        for board, earned in enumerate(pair.scores):
            if earned is None or lefts[board] is None:
                continue
            left = lefts[board]
            lefts[board] = None if earned.is_win else left[patterns_of(puzzle, pair.guess, left) == encode(earned)]
    for board, left in enumerate(lefts, 1):
        if left is None or len(left) == 0:  # solved, or no answer left: do its scores hold together?
            from ..knowledge import Knowledge
            from ..notation import board_histories

            on_board(board, Knowledge.from_pairs, board_histories(pairs)[board - 1])
        if left is not None and len(left) == 0:
            raise NoCandidates(f"board {board}: no answer of the list fits its scores")
    return tuple(lefts)


def patterns_of(puzzle: Puzzle, guess: str, answers: np.ndarray) -> np.ndarray:
    """The patterns ``guess`` earns against some answers; a word outside the list: scored afresh."""
    row = puzzle.row.get(guess)
    if row is not None:
        return puzzle.patterns[row, answers]
    return pattern_matrix([guess], [puzzle.answers[i] for i in answers])[0]


def history_key(history: Sequence[Score]) -> tuple[str, ...]:
    """A history as a memo key: each guess with its score (the score alone, ``.ar.E``,
    would let two histories that differ only in their guesses share an entry)."""
    return tuple(f"{s.guess}={s}" for s in history)


def fitting_rows(puzzle: Puzzle, history: Sequence[Score]) -> np.ndarray:
    """The guesses (rows) that fit every score of the history."""
    key = ("fitting", history_key(history))
    if key not in puzzle.memo:
        if not history:
            puzzle.memo[key] = np.arange(len(puzzle.guesses))
        else:
            # The rows that fit all but the last score, cut by the last: one pass over few rows.
            earlier = fitting_rows(puzzle, history[:-1])
            last = history[-1]
            puzzle.memo[key] = earlier[pattern_row(last.guess, puzzle.letters[earlier]) == encode(last)]
    return puzzle.memo[key]
