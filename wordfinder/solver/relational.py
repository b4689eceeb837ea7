"""Guesses when the rows may lie (Fibble, Woodle): ranked by the candidates they leave.

Vocabulary (:mod:`wordfinder.relations`): a row *shown* stands for some *admissible truth*;
a word is a *candidate* when every row admits the score its guess earns against it.

The figure a guess is ranked by is its **expected candidates left**: the secret is drawn
uniformly from the candidates, the game shows one of the rows the relation allows for the
true score, each as likely (:meth:`Relation.shown_rows`, the draw ``play`` makes), and the
candidates left are those whose score that row admits; a win leaves none.  With ``n[T]``
the candidates whose score is the pattern ``T``, that is ``n · W · n / |candidates|``,
where ``W[T, U]`` is the chance that a row shown for ``T`` admits ``U``
(:func:`admission_weights`); the pattern matrix gives ``n`` for every guess at once.
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

__all__ = ["RelationSuggestions", "admission_weights", "expected_left", "relation_benchmark", "relation_suggestions"]

BENCHMARK_SHORTLIST = 200  # the benchmark's guesses after the first: the best openers, and the candidates
MOST_TURNS = 64  # a game this long means a bug (each turn removes a candidate at least): stop it


@cache
def admission_weights(relation: Relation, length: int) -> np.ndarray:
    """``W[T, U]``: the chance that the row shown for the true pattern ``T`` admits the
    pattern ``U`` (each row the relation allows for ``T`` as likely); the win's row is 0,
    as a win leaves no candidate to count."""
    count = 3**length
    weights = np.zeros((count, count))
    guess = "A" * length
    for truth in range(count - 1):
        rows = relation.shown_rows(decode(guess, truth))
        for row in rows:
            for admitted in relation.truths(row):
                weights[truth, encode(Score(guess, admitted))] += 1 / len(rows)
    return weights


def expected_left(patterns: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """For each row of ``patterns`` (a guess's patterns against the candidates), the
    candidates it is expected to leave (see the module's docstring)."""
    guesses, candidates = patterns.shape
    count = len(weights)
    flat = (np.arange(guesses)[:, None] * count + patterns.astype(np.int64)).ravel()
    buckets = np.bincount(flat, minlength=guesses * count).reshape(guesses, count).astype(np.float64)
    return ((buckets @ weights) * buckets).sum(axis=1) / candidates


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
    figures = expected_left(puzzle.patterns[:, columns], admission_weights(relation, puzzle.length))
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
    weights = admission_weights(relation, puzzle.length)
    everyone = puzzle.everyone()
    openers = np.argsort(expected_left(puzzle.patterns[:, everyone], weights), kind="stable")
    runs = []
    for secret in puzzle.answers if secrets is None else secrets:
        runs.append(_play(puzzle, relation, weights, openers[:shortlist], secret.upper(), random.Random(f"{seed}:{secret}")))
        if progress is not None:
            progress(runs[-1])
    name = f"fewest left ({relation}; after the first guess: the {shortlist} best first guesses and the candidates)"
    return BenchmarkResult(name, False, tuple(runs), time.perf_counter() - start, seed=seed)


def _play(puzzle: Puzzle, relation: Relation, weights: np.ndarray, shortlist: np.ndarray, secret: str,
          rng: random.Random) -> GameRun:
    """One game against ``secret``: the guesses, the last one the win."""
    left, guesses, stuck = puzzle.everyone(), [puzzle.guesses[shortlist[0]]], False
    while len(guesses) <= MOST_TURNS:
        guess = guesses[-1]
        truth = score(guess, secret)  # the referee is the engine, not the matrix
        if truth.is_win:
            return GameRun((secret,), tuple(guesses))
        shown = relation.show(truth, rng)
        admitted = np.array([relation.admits(shown, decode(guess, p).tiles) for p in range(len(weights))])
        kept = left[admitted[puzzle.patterns[puzzle.row[guess], left]]]
        stuck, left = len(kept) == len(left), kept
        guesses.append(_next(puzzle, weights, shortlist, left, stuck))
    raise RuntimeError(f"{secret}: not solved in {MOST_TURNS} guesses under {relation}")


def _next(puzzle: Puzzle, weights: np.ndarray, shortlist: np.ndarray, left: np.ndarray, stuck: bool) -> str:
    """The guess leaving the fewest candidates on average, among the shortlist and the
    candidates (only the candidates when the last guess removed none: each removes itself)."""
    rows = puzzle.answer_rows[left] if stuck else np.concatenate([puzzle.answer_rows[left], shortlist])
    figures = expected_left(puzzle.patterns[np.ix_(rows, left)], weights)
    return puzzle.guesses[rows[np.argmin(figures)]]  # the candidates come first: they win ties
