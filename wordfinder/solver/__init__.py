"""The solver: suggestions, the benchmark and game analysis, over a pattern matrix.

One idea a module, each importing only those below it:

- :mod:`.puzzle_words` the lists a puzzle plays with, and their key (no numpy);
- :mod:`.patterns` the pattern matrix, a fast path for :func:`wordfinder.feedback.score`;
- :mod:`.puzzle` the puzzle and the candidates a history leaves;
- :mod:`.hard_rows` NYT hard mode over the matrix (the rule is :mod:`wordfinder.hardmode`'s);
- :mod:`.figures` what a guess does to the candidates: buckets, bits, estimates;
- :mod:`.strategies` the strategies, each a cost per guess;
- :mod:`.safety` which guesses are sure to win in time;
- :mod:`.ranking` every legal guess ranked, and the guess a strategy plays;
- :mod:`.suggestions` and :mod:`.openings` ranked guesses as values, and the stored
  openings (no numpy);
- :mod:`.suggesting`, :mod:`.playing` (games and the benchmark), :mod:`.reviewing`:
  what the commands call.

Names are imported from their module on first use, so that ``wordfinder.solver.openings``
can be loaded without numpy.  Its entry points take the game played
(:class:`~wordfinder.game.Game`), never its rules one by one (issue 38): the rankers below
them (:func:`.suggesting.suggest`, :func:`.suggesting.opening`) are the solver's own.
"""

from __future__ import annotations

from ..lazy import exports

__all__ = [
    "DEFAULT_STRATEGY",
    "STRATEGIES",
    "BenchmarkResult",
    "GameReview",
    "GameRun",
    "GuessReview",
    "NoCandidates",
    "Puzzle",
    "Suggestion",
    "Suggestions",
    "benchmark",
    "load_puzzle",
    "opening_guess",
    "review",
    "run_game",
]

__getattr__, __dir__ = exports(
    __name__,
    {
        "DEFAULT_STRATEGY": "strategies",
        "STRATEGIES": "strategies",
        "BenchmarkResult": "playing",
        "GameRun": "playing",
        "benchmark": "playing",
        "opening_guess": "playing",
        "run_game": "playing",
        "GameReview": "reviewing",
        "GuessReview": "reviewing",
        "review": "reviewing",
        "NoCandidates": "puzzle",
        "Puzzle": "puzzle",
        "load_puzzle": "puzzle",
        "Suggestion": "suggestions",
        "Suggestions": "suggestions",
    },
)
