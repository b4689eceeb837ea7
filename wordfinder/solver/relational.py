"""Guesses when the rows may lie (Fibble, Woodle): ranked by the candidates they leave.

Vocabulary (:mod:`wordfinder.relations`): a row *shown* stands for some *admissible truth*;
a word is a *candidate* when every row admits the score its guess earns against it.

The figure a guess is ranked by is its **expected candidates left**: the secret is drawn
uniformly from the candidates, the game shows one of the rows the relation allows for the
true score, each as likely (:meth:`Relation.shown_rows`, the draw ``play`` makes), and the
candidates left are those whose score that row admits; a win leaves none.  With ``n[T]``
the candidates whose score is the pattern ``T``, that is ``n · W · n / |candidates|``,
where ``W[T, U]`` is the chance that a row shown for ``T`` admits ``U``
(:meth:`Relation.admitted <wordfinder.relations.Relation.admitted>` gives ``n · W`` from the
relation's arithmetic, never ``W`` itself: 6,561 x 6,561 at 8 letters); the pattern matrix
gives ``n`` for every guess at once.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache

import numpy as np

from ..errors import GameWon, NoCandidates, WordListError
from ..feedback import Score, score
from ..relations import Relation, Row, find_admitted
from .patterns import decode, encode
from .playing import BenchmarkResult, GameRun
from .puzzle import Puzzle, puzzle_of

__all__ = ["CHUNK_CELLS", "DENSE_MOST", "FIGURE_DIGITS", "RelationSuggestions", "expected_left", "relation_benchmark", "relation_suggestions"]

BENCHMARK_SHORTLIST = 200  # the benchmark's guesses after the first: the best openers, and the candidates
MOST_TURNS = 64  # a game this long means a bug (each turn removes a candidate at least): stop it


def expected_left(patterns: np.ndarray, relation: Relation, length: int) -> np.ndarray:
    """For each row of ``patterns`` (a guess's patterns of ``length`` tiles against the
    candidates), the candidates it is expected to leave under ``relation`` (see the module's
    docstring), a chunk of guesses at a time: memory stays within :data:`CHUNK_CELLS` cells
    of patterns and of counts, however many guesses, candidates and patterns (8 letters: 6,561).
    Rounded to :data:`FIGURE_DIGITS` places, so that two guesses whose figures are equal tie
    however the sums were ordered (in chunks or not, W itself or the arithmetic)."""
    guesses, candidates = patterns.shape
    count = 3**length
    admitted = (lambda n: n @ _admission(relation, length)) if count <= DENSE_MOST else relation.admitted
    figures = np.empty(guesses)
    step = max(1, CHUNK_CELLS // max(count, candidates))
    for start in range(0, guesses, step):
        flat = patterns[start : start + step].astype(np.int64)
        flat += np.arange(len(flat))[:, None] * count  # each guess's patterns counted apart
        buckets = np.bincount(flat.ravel(), minlength=len(flat) * count).reshape(len(flat), count).astype(np.float64)
        figures[start : start + step] = (admitted(buckets) * buckets).sum(axis=1) / candidates
    return np.round(figures, FIGURE_DIGITS)


FIGURE_DIGITS = 9  # figures equal to this many places are ties, broken by the rule (a candidate first), not by rounding error
CHUNK_CELLS = 1 << 22  # a chunk of guesses' patterns or counts (32 MB), and a few arrays as big beside them
DENSE_MOST = 3**6  # up to this many patterns, W itself (4 MB at 6 letters), and one product a chunk


@cache
def _admission(relation: Relation, length: int) -> np.ndarray:
    """``W`` itself, for few patterns: what the relation's ``admitted`` makes of each pattern alone."""
    return relation.admitted(np.eye(3**length))


@dataclass(frozen=True, slots=True)
class RelationSuggestions:
    """``suggest`` under a relation: the ``history`` of rows, the ``relation`` read, the
    ``candidates`` left, and the ``ranked`` guesses, best first, as ``(guess, expected
    candidates left, whether it may be the answer)``; ``ranked_of``: how many guesses were
    ranked (all the allowed guesses)."""

    history: tuple[str, ...]
    relation: str
    candidates: tuple[str, ...]
    ranked: tuple[tuple[str, float, bool], ...]
    ranked_of: int

    def spelled_as(self, show: Callable[[str], str]) -> RelationSuggestions:
        """The same suggestions with every word written as ``show`` writes it (a language's
        accents), for display; the rows stay in tiles."""
        ranked = tuple((show(guess), left, possible) for guess, left, possible in self.ranked)
        return replace(self, candidates=tuple(map(show, self.candidates)), ranked=ranked)


def relation_suggestions(
    game: object, rows: Sequence[Row], limit: int = 10, *, puzzle: Puzzle | None = None
) -> RelationSuggestions:
    """The ``limit`` guesses of the game's puzzle (:func:`~wordfinder.solver.puzzle.puzzle_of`,
    or ``puzzle``) that leave the fewest candidates on average after the ``rows`` shown under
    the game's relation, every allowed guess ranked; raises :class:`NoCandidates` when no
    answer fits the rows."""
    won = next((row for row in rows if row.shown.is_win), None)
    if won is not None:
        raise GameWon.after(won)
    relation, puzzle = game.relation, puzzle or puzzle_of(game)
    candidates = find_admitted(rows, puzzle.answers) if rows else sorted(puzzle.answers)
    if not candidates:
        raise NoCandidates(f"no answer fits {' '.join(map(str, rows))} under {relation}: no admissible truth does")
    column = {word: i for i, word in enumerate(puzzle.answers)}
    columns = np.array([column[w] for w in candidates])
    figures = expected_left(puzzle.patterns[:, columns], relation, puzzle.length)
    possible = np.zeros(len(puzzle.guesses), dtype=bool)
    possible[[puzzle.row[w] for w in candidates]] = True
    order = np.lexsort((~possible, figures))[:limit]  # fewest left first; a possible answer first among equals
    ranked = tuple((puzzle.guesses[i], float(figures[i]), bool(possible[i])) for i in order)
    return RelationSuggestions(tuple(map(str, rows)), str(relation), tuple(candidates), ranked, len(puzzle.guesses))


def relation_benchmark(
    game: object,
    seed: int,
    secrets: Sequence[str] | None = None,
    progress: Callable[[GameRun], object] | None = None,
    shortlist: int = BENCHMARK_SHORTLIST,
    *,
    puzzle: Puzzle | None = None,
) -> BenchmarkResult:
    """Every answer of the game's puzzle (:func:`~wordfinder.solver.puzzle.puzzle_of`, or
    ``puzzle``), or each of ``secrets``, played under the game's relation, each row the game
    shows drawn from a generator seeded by ``seed`` and the secret (the same game for the
    same seed, whatever else is played).  The first guess is the best of all the allowed
    guesses; after it only the ``shortlist`` best first guesses and the candidates are
    ranked (the figures say so: ``strategy``).  The games are not cut at six guesses."""
    relation, puzzle = game.relation, puzzle or puzzle_of(game)
    relation.check_length(puzzle.length)
    known = set(puzzle.answers)
    stranger = next((s for s in secrets or () if s.upper() not in known), None)
    if stranger is not None:  # the candidates are the answers: a secret among none of them is never found
        raise WordListError(f"--secrets: {stranger.upper()} is not among the {len(known):,} answers {relation} "
                            "is played for")
    start = time.perf_counter()
    everyone = puzzle.everyone()
    openers = np.argsort(expected_left(puzzle.patterns[:, everyone], relation, puzzle.length), kind="stable")
    runs = []
    for secret in puzzle.answers if secrets is None else secrets:
        runs.append(_play(puzzle, relation, openers[:shortlist], secret.upper(), random.Random(f"{seed}:{secret}")))
        if progress is not None:
            progress(runs[-1])
    name = f"fewest left ({relation}; after the first guess: the {shortlist} best first guesses and the candidates)"
    return BenchmarkResult(name, False, tuple(runs), time.perf_counter() - start, seed=seed)


def _play(puzzle: Puzzle, relation: Relation, shortlist: np.ndarray, secret: str,
          rng: random.Random) -> GameRun:
    """One game against ``secret``: the guesses, the last one the win."""
    left, guesses, stuck = puzzle.everyone(), [puzzle.guesses[shortlist[0]]], False
    while len(guesses) <= MOST_TURNS:
        guess = guesses[-1]
        truth = score(guess, secret)  # the referee is the engine, not the matrix
        if truth.is_win:
            return GameRun((secret,), tuple(guesses))
        shown = relation.show(truth, rng)
        admitted = np.array([relation.admits(shown, decode(guess, p).tiles) for p in range(3**puzzle.length)])
        kept = left[admitted[puzzle.patterns[puzzle.row[guess], left]]]
        stuck, left = len(kept) == len(left), kept
        guesses.append(_next(puzzle, relation, shortlist, left, stuck))
    raise RuntimeError(f"{secret}: not solved in {MOST_TURNS} guesses under {relation}")


def _next(puzzle: Puzzle, relation: Relation, shortlist: np.ndarray, left: np.ndarray, stuck: bool) -> str:
    """The guess leaving the fewest candidates on average, among the shortlist and the
    candidates (only the candidates when the last guess removed none: each removes itself)."""
    rows = puzzle.answer_rows[left] if stuck else np.concatenate([puzzle.answer_rows[left], shortlist])
    figures = expected_left(puzzle.patterns[np.ix_(rows, left)], relation, puzzle.length)
    return puzzle.guesses[rows[np.argmin(figures)]]  # the candidates come first: they win ties
