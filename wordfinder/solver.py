"""Suggestions, the benchmark and game analysis: choosing guesses over a pattern matrix.

Vocabulary, on top of :mod:`wordfinder.feedback`'s:

- *puzzle*: the words that may be guessed, those that may be the answer, and the
  pattern matrix between them (:class:`Puzzle`);
- *candidates*: the answers still consistent with the history of scores;
- *bucket*: the candidates that would give a guess one same score; a guess
  splits the candidates into buckets, and the answer's bucket is what remains;
- *strategy*: a plain function giving each guess a cost (lower is better),
  computed from its buckets; ties go to guesses that may be the answer.

The game is played for the answers list: the candidates are the answers that
fit, and only when none does are the allowed words that fit used instead.
Every strategy may guess any allowed word (a non-answer often splits better),
except ``frequency``, which, like seed 003's solver, guesses words that fit.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import numpy as np

from . import words as wordlists
from .errors import BadNotation, WordfinderError, WordListError
from .feedback import Score, Tile, score
from .hardmode import hard_mode_problem
from .knowledge import Knowledge
from .notation import GuessScore
from .patterns import cached_pattern_matrix, encode, letters, lists_key, pattern_matrix, win

__all__ = [
    "BenchmarkResult",
    "DEFAULT_STRATEGY",
    "Figures",
    "GameReview",
    "GameRun",
    "GuessReview",
    "MAX_GUESSES",
    "NoCandidates",
    "Node",
    "Puzzle",
    "STRATEGIES",
    "STRATEGY",
    "Suggestion",
    "Suggestions",
    "benchmark",
    "by_entropy",
    "by_expected",
    "by_frequency",
    "by_lookahead",
    "by_minimax",
    "candidates",
    "choose",
    "expected_guesses",
    "figures",
    "hard_rule",
    "legal_rows",
    "load_puzzle",
    "opening",
    "opening_guess",
    "opening_mode",
    "puzzle_lists",
    "play",
    "review",
    "suggest",
    "word_frequencies",
]

MAX_GUESSES = 6  # a game needing more is a failure
DEFAULT_STRATEGY = "lookahead"
STRATEGIES = ("lookahead", "entropy", "expected", "minimax", "frequency")
Row = int  # a guess, as its row in the pattern matrix

SEARCH_WIDTH = 10  # how many guesses, best by one-step estimate, the lookahead plays out
OPENINGS_FILE = "openings.json"
WORDFREQ_FILE = "wordfreq.tsv"


class NoCandidates(WordfinderError):
    """A history that no word of the lists fits."""


# --- the puzzle ------------------------------------------------------------------------------


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
    row: dict[str, Row] = field(init=False, repr=False)  # each guess's row
    answer_rows: np.ndarray = field(init=False, repr=False)  # each answer's row
    letters: np.ndarray = field(init=False, repr=False)  # (guesses x length) letter numbers
    key: str = field(init=False, repr=False)  # a hash of the two lists, naming a stored opening

    def __post_init__(self) -> None:
        rows = {g: i for i, g in enumerate(self.guesses)}
        missing = [a for a in self.answers if a not in rows]
        if missing:
            raise WordListError(f"{missing[0]!r}: every answer must also be a guess")
        object.__setattr__(self, "row", rows)
        object.__setattr__(
            self, "answer_rows", np.array([rows[a] for a in self.answers], dtype=np.int64)
        )
        object.__setattr__(self, "letters", letters(self.guesses))
        object.__setattr__(self, "key", lists_key(self.guesses, self.answers))

    def __repr__(self) -> str:
        return f"Puzzle({len(self.guesses)} guesses, {len(self.answers)} answers)"

    @property
    def length(self) -> int:
        """The number of letters of every word."""
        return len(self.guesses[0])

    def everyone(self) -> np.ndarray:
        """Every answer, as indices into ``answers``."""
        return np.arange(len(self.answers))


def load_puzzle(
    guesses: Sequence[str] | None = None, answers: Sequence[str] | None = None
) -> Puzzle:
    """The puzzle of the lists (default: the bundled 14,855 guesses and 2,315 answers).

    The pattern matrix comes from the disk cache when it can.
    """
    guesses, answers = puzzle_lists(guesses, answers)
    return Puzzle(guesses, answers, cached_pattern_matrix(guesses, answers))


def puzzle_lists(
    guesses: Sequence[str] | None = None, answers: Sequence[str] | None = None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The guesses and answers a puzzle of these lists plays with (default: the bundled ones).

    Guesses of another length than the answers are dropped, and answers missing
    from the guesses are added to them, as they must be guessable.
    """
    answers = tuple(answers) if answers is not None else wordlists.bundled(wordlists.ANSWERS)
    guesses = tuple(guesses) if guesses is not None else wordlists.bundled(wordlists.ALLOWED)
    if not answers:
        raise WordListError("the answers list is empty")
    length = len(answers[0])
    if any(len(a) != length for a in answers):
        raise WordListError(
            f"answers must share one length; got {sorted({len(a) for a in answers})}"
        )
    known = set(guesses)
    guesses = tuple(g for g in guesses if len(g) == length) + tuple(
        a for a in answers if a not in known
    )
    return guesses, answers


# --- candidates and hard mode ------------------------------------------------------------------


def candidates(puzzle: Puzzle, history: Sequence[Score]) -> np.ndarray:
    """The answers (indices into ``puzzle.answers``) that reproduce every score of the history."""
    left = puzzle.everyone()
    for earlier in history:
        left = left[_patterns_of(puzzle, earlier.guess, left) == encode(earlier)]
    return left


def _patterns_of(puzzle: Puzzle, guess: str, answers: np.ndarray) -> np.ndarray:
    """The patterns ``guess`` earns against some answers; a word outside the list: scored afresh."""
    row = puzzle.row.get(guess)
    if row is not None:
        return puzzle.patterns[row, answers]
    return pattern_matrix([guess], [puzzle.answers[i] for i in answers])[0]


HardRule = tuple[
    tuple[int, ...], tuple[int, ...]
]  # the green letter at each position (-1: none), copies needed per letter


def hard_rule(puzzle: Puzzle, history: Iterable[Score]) -> HardRule:
    """What NYT hard mode asks of the next guess: its greens, and how many copies of each letter."""
    greens = [-1] * puzzle.length
    needed = [0] * 26
    for earlier in history:
        _tighten(greens, needed, earlier.guess, [_TILE_VALUE[t] for t in earlier.tiles])
    return tuple(greens), tuple(needed)


_TILE_VALUE = {Tile.ABSENT: 0, Tile.PRESENT: 1, Tile.CORRECT: 2}


def _tighten(greens: list[int], needed: list[int], guess: str, values: Sequence[int]) -> None:
    """Add one score's hints (tile values 0, 1, 2) to the rule being built."""
    shown: Counter[int] = Counter()
    for position, (letter, value) in enumerate(zip(guess, values)):
        code = ord(letter) - ord("A")
        if value == 2:
            greens[position] = code
        if value:
            shown[code] += 1
    # A score with two yellow E's asks for two E's; the rule keeps the most any score showed.
    for code, count in shown.items():
        needed[code] = max(needed[code], count)


def _rule_after(rule: HardRule, guess: str, pattern: int) -> HardRule:
    """The hard-mode rule once ``guess`` has earned ``pattern``."""
    greens, needed = list(rule[0]), list(rule[1])
    values = [(pattern // 3**i) % 3 for i in range(len(guess))]
    _tighten(greens, needed, guess, values)
    return tuple(greens), tuple(needed)


def legal_rows(puzzle: Puzzle, rule: HardRule | None) -> np.ndarray:
    """The guesses (rows) that keep the hard-mode rule; every guess when there is none."""
    if rule is None or (all(g < 0 for g in rule[0]) and not any(rule[1])):
        return np.arange(len(puzzle.guesses))
    key = ("legal", rule)
    if key not in puzzle.memo:
        greens, needed = rule
        keep = np.ones(len(puzzle.guesses), dtype=bool)
        for position, code in enumerate(greens):
            if code >= 0:
                keep &= puzzle.letters[:, position] == code
        for code, count in enumerate(needed):
            if count:
                keep &= (puzzle.letters == code).sum(axis=1) >= count
        puzzle.memo[key] = np.flatnonzero(keep)
    return puzzle.memo[key]


# --- what a guess does to the candidates -------------------------------------------------------


def expected_guesses(n: int) -> float:
    """A rough estimate of the guesses still needed, the last included, with ``n`` candidates.

    One candidate needs one guess, two need 1.5 on average; beyond that a curve in
    log2(n) gives about 2.4 for 14 candidates and 3.5 for 2,315.  The benchmark
    barely moves with its two constants (see benchmarks/RESULTS.md).
    """
    if n <= 2:
        return float(n and (1 + (n - 1) / 2))
    bits = math.log2(n)
    return 1 + _CURVE_A * bits / (1 + _CURVE_B * bits)


_CURVE_A, _CURVE_B = 0.569, 0.138


@cache
def _tables(size: int) -> dict[str, np.ndarray]:
    """Per bucket size 0..size: n log2 n, n squared, and n times the estimated guesses."""
    n = np.arange(size + 1, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        n_log_n = np.where(n > 0, n * np.log2(np.maximum(n, 1)), 0.0)
    guesses = np.array([k * expected_guesses(k) for k in range(size + 1)])
    return {"n_log_n": n_log_n, "squares": n * n, "guesses": guesses}


@dataclass(frozen=True, slots=True)
class Figures:
    """How each of some guesses splits a set of candidates (arrays aligned with ``rows``)."""

    rows: np.ndarray  # the guesses
    count: int  # candidates before the guess
    bits: np.ndarray  # expected information, in bits
    expected: np.ndarray  # expected candidates left (none after a win)
    worst: np.ndarray  # the largest bucket but the win
    possible: np.ndarray  # whether the guess may itself be the answer
    estimate: np.ndarray  # one-step estimate of the guesses to finish, this one included


def figures(puzzle: Puzzle, left: np.ndarray, rows: np.ndarray) -> Figures:
    """How each guess in ``rows`` splits the candidates ``left``."""
    n = len(left)
    codes = (
        puzzle.patterns[np.ix_(rows, left)]
        if len(rows) < len(puzzle.guesses)
        else puzzle.patterns[:, left]
    )
    sums, worst = _bucket_sums(codes, _tables(n), 3**puzzle.length)
    possible = np.zeros(len(puzzle.guesses), dtype=bool)
    possible[puzzle.answer_rows[left]] = True
    possible = possible[rows]
    won = possible.astype(np.float64)  # a win leaves no candidate and needs no further guess
    return Figures(
        rows=rows,
        count=n,
        bits=np.log2(n) - sums["n_log_n"] / n,
        expected=(sums["squares"] - won) / n,
        worst=np.where(possible & (n == 1), 0, worst),
        possible=possible,
        estimate=1 + (sums["guesses"] - won) / n,
    )


def _bucket_sums(codes: np.ndarray, tables: dict[str, np.ndarray], patterns: int):
    """Per row of patterns, the sum over its buckets of each table[size], and the largest size."""
    guesses, n = codes.shape
    if n > 48:
        # Many candidates: count every pattern of every guess.
        flat = codes.astype(np.int64) + (np.arange(guesses, dtype=np.int64) * patterns)[:, None]
        sizes = np.bincount(flat.ravel(), minlength=guesses * patterns).reshape(guesses, patterns)
        return {name: table[sizes].sum(axis=1) for name, table in tables.items()}, sizes.max(axis=1)
    # Few candidates: sort each row; an element's rank in its run of equal patterns says
    # how much it adds to its bucket's total (table[r + 1] - table[r]).
    ordered = np.sort(codes, axis=1, kind="stable")  # a radix sort for small integer types
    position = np.arange(n)
    starts = np.zeros(ordered.shape, dtype=np.int64)
    starts[:, 1:] = np.where(ordered[:, 1:] != ordered[:, :-1], position[1:], 0)
    np.maximum.accumulate(starts, axis=1, out=starts)
    rank = position - starts
    sums = {name: np.diff(table)[rank].sum(axis=1) for name, table in tables.items()}
    return sums, rank.max(axis=1) + 1


def _buckets(puzzle: Puzzle, row: Row, left: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The candidates split by the pattern ``row`` earns against each: (pattern, bucket) pairs."""
    codes = puzzle.patterns[row, left]
    order = np.argsort(codes, kind="stable")
    ordered = codes[order]
    cuts = np.flatnonzero(ordered[1:] != ordered[:-1]) + 1
    return [(int(codes[part[0]]), left[np.sort(part)]) for part in np.split(order, cuts)]


# --- strategies -----------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Node:
    """A position in a game: the candidates left, the scores so far, and any hard-mode rule."""

    left: np.ndarray
    history: tuple[Score, ...]
    rule: HardRule | None

    @property
    def key(self) -> tuple:
        """What decides the best guess here: the candidates, the hard-mode rule, and how many
        guesses are left (a guess sure to win in time comes first)."""
        return (self.left.tobytes(), self.rule, len(self.history))


Strategy = Callable[[Puzzle, Node, Figures], np.ndarray]  # a cost per guess; lower is better


def by_entropy(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The most expected information first."""
    return -shown.bits


def by_expected(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The fewest candidates left on average first."""
    return shown.expected


def by_minimax(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The smallest worst case first, then the fewest left on average."""
    return shown.worst + shown.expected / (shown.count + 1)


def by_frequency(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """Seed 003's ranking of the allowed words that fit: common letters early, common words later.

    A word's value is ``(1 - p) * letters + p * word``: ``letters`` is the share of the
    fitting words holding each of its distinct letters, averaged over its letters;
    ``word`` its Zipf frequency in English over 8; and ``p`` the progress made, from
    0 before any guess to 1 when one word fits.  Its cost is minus its value, and
    words that do not fit cost infinity.
    """
    fitting = _fitting_rows(puzzle, node.history)
    holds = _letter_sets(puzzle)
    letter_score = (holds * holds[fitting].mean(axis=0)).sum(axis=1) / puzzle.length
    progress = (
        1 - math.log(len(fitting)) / math.log(len(puzzle.guesses))
        if len(puzzle.guesses) > 1
        else 1.0
    )
    value = (1 - progress) * letter_score + progress * word_frequencies(puzzle) / 8
    cost = np.full(len(puzzle.guesses), np.inf)
    cost[fitting] = -value[fitting]
    return cost[shown.rows]


def _letter_sets(puzzle: Puzzle) -> np.ndarray:
    """A (guesses x 26) table of which letters each guess holds."""
    if "letter sets" not in puzzle.memo:
        holds = np.zeros((len(puzzle.guesses), 26), dtype=bool)
        holds[np.arange(len(puzzle.guesses))[:, None], puzzle.letters] = True
        puzzle.memo["letter sets"] = holds
    return puzzle.memo["letter sets"]


def by_lookahead(puzzle: Puzzle, node: Node, shown: Figures) -> np.ndarray:
    """The fewest expected guesses to finish, found by playing out the best few guesses.

    Every guess gets a one-step estimate: one guess, plus, for each bucket but a win,
    the estimated guesses its candidates need (:func:`expected_guesses`).  The
    :data:`SEARCH_WIDTH` best by that estimate are played out a step further, each
    bucket valued by the best one-step estimate any guess gets for it; the rest
    keep their estimate and rank after them.
    """
    cost = shown.estimate + UNSEARCHED
    for index in _top(shown.estimate, shown.possible, SEARCH_WIDTH):
        cost[index] = _played_out(puzzle, node, int(shown.rows[index]))
    return cost


UNSEARCHED = 100.0  # added to the estimate of the guesses the lookahead did not play out


def _played_out(puzzle: Puzzle, node: Node, row: Row) -> float:
    """The expected guesses to finish when guessing ``row`` now and the best estimate next."""
    total = 0.0
    for pattern, bucket in _buckets(puzzle, row, node.left):
        if pattern != win(puzzle.length):
            rule = (
                None if node.rule is None else _rule_after(node.rule, puzzle.guesses[row], pattern)
            )
            total += len(bucket) * _settled(puzzle, bucket, rule)
    return 1 + total / len(node.left)


def _settled(puzzle: Puzzle, left: np.ndarray, rule: HardRule | None) -> float:
    """The best one-step estimate of the guesses ``left`` needs (exact for one or two)."""
    if len(left) <= 2:
        return expected_guesses(len(left))
    key = ("settled", left.tobytes(), rule)
    if key not in puzzle.memo:
        puzzle.memo[key] = float(figures(puzzle, left, legal_rows(puzzle, rule)).estimate.min())
    return puzzle.memo[key]


def _top(cost: np.ndarray, possible: np.ndarray, k: int) -> np.ndarray:
    """The indices of the ``k`` lowest costs, ties going to possible answers."""
    if len(cost) > 4 * k:
        shortlist = np.argpartition(cost, 2 * k)[: 2 * k]  # room for ties at the k-th cost
        shortlist = shortlist[np.lexsort((~possible[shortlist], np.round(cost[shortlist], 9)))]
        return shortlist[:k]
    return np.lexsort((~possible, np.round(cost, 9)))[:k]


STRATEGY: dict[str, Strategy] = {
    "lookahead": by_lookahead,
    "entropy": by_entropy,
    "expected": by_expected,
    "minimax": by_minimax,
    "frequency": by_frequency,
}


def _fitting_rows(puzzle: Puzzle, history: Sequence[Score]) -> np.ndarray:
    """The guesses (rows) that fit every score of the history."""
    key = ("fitting", tuple(map(str, history)))
    if key not in puzzle.memo:
        keep = np.ones(len(puzzle.guesses), dtype=bool)
        for earlier in history:
            keep &= pattern_matrix([earlier.guess], puzzle.guesses)[0] == encode(earlier)
        puzzle.memo[key] = np.flatnonzero(keep)
    return puzzle.memo[key]


def word_frequencies(puzzle: Puzzle) -> np.ndarray:
    """The Zipf frequency of each guess in English (0 when unknown), from ``data/wordfreq.tsv``."""
    if "word frequencies" not in puzzle.memo:
        table = _wordfreq_table()
        puzzle.memo["word frequencies"] = np.array([table.get(g, 0.0) for g in puzzle.guesses])
    return puzzle.memo["word frequencies"]


@cache
def _wordfreq_table() -> dict[str, float]:
    """The shipped word frequency table: word -> Zipf frequency."""
    text = Path(wordlists.data_path(WORDFREQ_FILE)).read_text(encoding="utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {word: float(zipf) for word, zipf in rows}


# --- ranking ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One ranked guess and what it does to the candidates."""

    guess: str
    bits: float  # expected information
    expected: float  # expected candidates left after it (none after a win)
    worst: int  # the largest bucket but the win
    possible: bool  # whether it may itself be the answer
    hard_legal: bool  # whether NYT hard mode allows it here
    figure: float | None = None  # the strategy's own figure (see Suggestions.figure_name)

    def __repr__(self) -> str:
        return (
            f"Suggestion({self.guess}: {self.bits:.2f} bits, {self.expected:.1f} left, "
            f"worst {self.worst}{', possible' if self.possible else ''})"
        )


_FIGURE_NAMES = {"lookahead": "guesses to finish", "frequency": "letter and word score"}
_CRITERIA = {
    "lookahead": "the fewest expected guesses to finish",
    "entropy": "the most expected information",
    "expected": "the fewest candidates left on average",
    "minimax": "the smallest worst case",
    "frequency": "the best blend of common letters and a common word among the words that fit",
}


@dataclass(frozen=True, slots=True)
class Suggestions:
    """The ranked guesses for a history, best first, with the candidates they were ranked for."""

    history: tuple[Score, ...]
    strategy: str
    hard: bool
    candidates: tuple[
        str, ...
    ]  # the answers that fit (with ``fallback``, the allowed words that do)
    fallback: bool  # no answer fits, so the candidates are the allowed words that fit
    ranked: tuple[Suggestion, ...]
    safe_first: bool = False  # the best was moved up: no better-ranked guess was shown sure to win

    @property
    def best(self) -> Suggestion:
        """The top suggestion."""
        return self.ranked[0]

    @property
    def figure_name(self) -> str | None:
        """What the suggestions' ``figure`` means for this strategy, if it has one."""
        return _FIGURE_NAMES.get(self.strategy)

    @property
    def why(self) -> str:
        """Why the top suggestion comes first, in one sentence."""
        best, n = self.best, len(self.candidates)
        if n == 1 and best.possible:
            return f"{best.guess} is the only candidate left"
        criterion = _CRITERIA[self.strategy]
        if best.figure is not None and self.strategy == "lookahead":
            criterion += f", {best.figure:.3f}"
        what = (
            f"{best.bits:.2f} bits, {best.expected:.1f} of {n} candidates left on average, "
            f"{best.worst} at worst"
        )
        role = (
            "it may be the answer"
            if best.possible
            else "it cannot be the answer but splits them better"
        )
        if self.safe_first:
            return (
                f"{best.guess} is sure to win within {MAX_GUESSES} guesses (no guess ranked above "
                f"it was shown to be), and of those that are, has {criterion}: {what}; {role}"
            )
        return f"{best.guess} has {criterion}: {what}; {role}"


def suggest(
    history: Sequence[GuessScore | Score | str],
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    top: int = 10,
    puzzle: Puzzle | None = None,
) -> Suggestions:
    """The ``top`` guesses ``strategy`` ranks best after the history of scores, best first.

    With no history the stored opening answers at once (for the bundled lists).
    Raises :class:`NoCandidates` when no allowed word fits the history, and the
    notation errors for pairs that cannot be read or cannot hold together.
    """
    _check_strategy(strategy)
    if puzzle is None and not history:
        guesses, answers = puzzle_lists()  # the opening needs no pattern matrix
        if stored := _stored_opening(lists_key(guesses, answers), answers, strategy, hard, top):
            return stored
    puzzle = puzzle or load_puzzle()
    scores = _checked_history(history, puzzle.length)
    if not scores and (stored := _stored_opening(puzzle.key, puzzle.answers, strategy, hard, top)):
        return stored
    puzzle, left, fallback = _candidates_or_fallback(puzzle, scores)
    node = Node(left, scores, hard_rule(puzzle, scores) if hard else None)
    ranked = _rank(puzzle, node, strategy)
    return Suggestions(
        history=scores,
        strategy=strategy,
        hard=hard,
        candidates=tuple(puzzle.answers[i] for i in left),
        fallback=fallback,
        ranked=tuple(
            _suggestion(puzzle, ranked, i, scores) for i in range(min(top, len(ranked.order)))
        ),
        safe_first=ranked.safe_first,
    )


def _check_strategy(strategy: str) -> None:
    """Raise WordfinderError for a strategy name that is not known."""
    if strategy not in STRATEGY:
        raise WordfinderError(
            f"{strategy!r}: unknown strategy; expected one of {', '.join(STRATEGIES)}"
        )


def _checked_history(history: Sequence[GuessScore | Score | str], length: int) -> tuple[Score, ...]:
    """The scores of the history, checked: classic, of the lists' length, holding together."""
    pairs = tuple(_pair(p) for p in history)
    for pair in pairs:
        if pair.score.is_quantum:
            raise BadNotation(
                f"{str(pair)!r}: the solver plays classic Wordle, without quantum tiles"
            )
        if len(pair.guess) != length:
            raise BadNotation(
                f"{str(pair)!r}: expected a {length}-letter guess, like the word list's"
            )
    if pairs:
        Knowledge.from_pairs(pairs)  # raises Contradiction when no spelling fits them all
    return tuple(p.score for p in pairs)


def _pair(given: GuessScore | Score | str) -> GuessScore:
    """A pair of the history as a value, parsing text."""
    if isinstance(given, GuessScore):
        return given
    return GuessScore(given) if isinstance(given, Score) else GuessScore.parse(given)


def _candidates_or_fallback(
    puzzle: Puzzle, scores: Sequence[Score]
) -> tuple[Puzzle, np.ndarray, bool]:
    """The puzzle and candidates after the scores; if no answer fits, the allowed words that do."""
    left = candidates(puzzle, scores)
    if len(left):
        return puzzle, left, False
    fitting = tuple(puzzle.guesses[r] for r in _fitting_rows(puzzle, scores))
    if not fitting:
        history = " ".join(f"{s.guess}={s}" for s in scores)
        raise NoCandidates(f"{history!r}: no word of the word list fits these scores")
    fallback = Puzzle(puzzle.guesses, fitting, pattern_matrix(puzzle.guesses, fitting))
    return fallback, fallback.everyone(), True


@dataclass(frozen=True, slots=True)
class _Ranked:
    """The legal guesses' figures and costs, and their order (indices into the figures)."""

    strategy: str
    shown: Figures
    cost: np.ndarray
    order: np.ndarray
    safe_first: bool = False  # the first was moved up: none above it was shown sure to win


def _rank(puzzle: Puzzle, node: Node, strategy: str) -> _Ranked:
    """Every legal guess in the strategy's order: cost, then possible answers, then bits."""
    shown = figures(puzzle, node.left, legal_rows(puzzle, node.rule))
    cost = STRATEGY[strategy](puzzle, node, shown)
    # Rounding lets equal figures summed in another order tie, so that the tie-breaks decide.
    order = np.lexsort((-np.round(shown.bits, 9), ~shown.possible, np.round(cost, 9)))
    # A guess that can neither win nor split the candidates is never worth suggesting.
    useful = np.isfinite(cost[order]) & (shown.possible[order] | (shown.bits[order] > 1e-9))
    order, moved = _safe_first(puzzle, node, shown, order[useful])
    return _Ranked(strategy, shown, cost, order, moved)


def _safe_first(
    puzzle: Puzzle, node: Node, shown: Figures, order: np.ndarray
) -> tuple[np.ndarray, bool]:
    """``order`` with its first guess shown sure to win within :data:`MAX_GUESSES` moved
    first, and whether that moved it.

    Every strategy ranks by an average, and an average can walk into a trap: in hard
    mode, ?OUND with eight words left and three guesses to go loses.  So the best
    :data:`SAFETY_SCAN` guesses are checked, in order, for a play that finds every
    candidate in the guesses left; when none of them is shown to have one, the order
    stays as it was.  The check is exact with three guesses left or fewer; with more
    it searches :data:`SAFETY_WIDTH` guesses a step, so it may miss a play that exists
    and pass over a guess that was in fact safe.
    """
    turns = MAX_GUESSES - len(node.history)
    if turns < 1:
        return order, False  # the game is lost already: nothing is sure any more
    for k, i in enumerate(order[:SAFETY_SCAN]):
        if _finishes_after(puzzle, node.left, node.rule, int(shown.rows[i]), turns):
            if k == 0:
                return order, False
            return np.concatenate((order[k : k + 1], order[:k], order[k + 1 :])), True
    return order, False


SAFETY_SCAN = 100  # how many of the best-ranked guesses are checked for a sure win, in turn
SAFETY_WIDTH = 30  # how many guesses, best by one-step estimate, each later step tries


def _finishes_after(
    puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, row: Row, turns: int
) -> bool:
    """Whether guessing ``row`` now, ``turns`` guesses left, can surely find every candidate."""
    win_pattern = win(puzzle.length)
    return all(
        pattern == win_pattern
        or _can_finish(
            puzzle,
            bucket,
            None if rule is None else _rule_after(rule, puzzle.guesses[row], pattern),
            turns - 1,
        )
        for pattern, bucket in _buckets(puzzle, row, left)
    )


def _can_finish(puzzle: Puzzle, left: np.ndarray, rule: HardRule | None, turns: int) -> bool:
    """Whether some play finds every candidate of ``left`` in at most ``turns`` guesses.

    A yes is always right; a no may be wrong, since only the :data:`SAFETY_WIDTH`
    best guesses by one-step estimate are tried at each step.
    """
    if len(left) <= turns:
        return True  # guess them one by one: a candidate is always legal, even in hard mode
    if turns <= 1:
        return False
    key = ("finish", left.tobytes(), rule, turns)
    if key not in puzzle.memo:
        shown = figures(puzzle, left, legal_rows(puzzle, rule))
        # One guess whose every bucket (but a win) has at most turns - 1 candidates will do;
        # with two guesses left, nothing else can.
        finished = bool((shown.worst <= turns - 1).any())
        if not finished and turns > 2:
            finished = any(
                _finishes_after(puzzle, left, rule, int(shown.rows[i]), turns)
                for i in _top(shown.estimate, shown.possible, SAFETY_WIDTH)
            )
        puzzle.memo[key] = finished
    return puzzle.memo[key]


def _suggestion(puzzle: Puzzle, ranked: _Ranked, i: int, history: Sequence[Score]) -> Suggestion:
    """The ``i``-th ranked guess as a value."""
    j, shown = ranked.order[i], ranked.shown
    guess = puzzle.guesses[int(shown.rows[j])]
    return Suggestion(
        guess=guess,
        bits=float(shown.bits[j]),
        expected=float(shown.expected[j]),
        worst=int(shown.worst[j]),
        possible=bool(shown.possible[j]),
        hard_legal=hard_mode_problem(history, guess) is None,
        figure=_figure(ranked.strategy, float(ranked.cost[j])),
    )


def _figure(strategy: str, cost: float) -> float | None:
    """A strategy's figure for a cost: guesses to finish (searched guesses only), or a score."""
    if strategy == "lookahead":
        return cost if cost < UNSEARCHED else None
    if strategy == "frequency":
        return -cost
    return None


def choose(puzzle: Puzzle, node: Node, strategy: str) -> Row:
    """The guess (row) ``strategy`` plays at ``node``, remembered per set of candidates.

    Only ``frequency`` looks at more than the candidates and the hard-mode rule (the
    allowed words that fit), so it remembers its choices per history instead.
    """
    where = tuple(map(str, node.history)) if strategy == "frequency" else node.key
    key = ("choice", strategy, where)
    if key not in puzzle.memo:
        ranked = _rank(puzzle, node, strategy)
        puzzle.memo[key] = int(ranked.shown.rows[ranked.order[0]])
    return puzzle.memo[key]


# --- the stored opening ------------------------------------------------------------------------


def _stored_opening(
    key: str, answers: tuple[str, ...], strategy: str, hard: bool, top: int
) -> Suggestions | None:
    """The stored first suggestions for the lists ``key`` names, or None without ``top`` of them."""
    stored = _openings().get("openings", {}).get(key, {}).get(opening_mode(strategy, hard))
    if not stored or top > len(stored["ranked"]):
        return None
    return Suggestions(
        history=(),
        strategy=strategy,
        hard=hard,
        candidates=answers,
        fallback=False,
        ranked=tuple(Suggestion(**row) for row in stored["ranked"][:top]),
        safe_first=stored["safe_first"],
    )


def opening_mode(strategy: str, hard: bool) -> str:
    """The key of a strategy and mode in the openings file, e.g. ``lookahead/hard``."""
    return f"{strategy}/{'hard' if hard else 'normal'}"


@cache
def _openings() -> dict:
    """The contents of ``data/openings.json`` (empty when it is missing)."""
    import json

    path = Path(wordlists.data_path(OPENINGS_FILE))
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def opening(puzzle: Puzzle, strategy: str, hard: bool = False, top: int = 10) -> Suggestions:
    """The first suggestions computed afresh, whatever is stored."""
    node = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
    ranked = _rank(puzzle, node, strategy)
    return Suggestions(
        history=(),
        strategy=strategy,
        hard=hard,
        candidates=puzzle.answers,
        fallback=False,
        ranked=tuple(
            _suggestion(puzzle, ranked, i, ()) for i in range(min(top, len(ranked.order)))
        ),
        safe_first=ranked.safe_first,
    )


# --- playing and the benchmark ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameRun:
    """One game the solver played: the answer, and its guesses, the last one winning."""

    answer: str
    guesses: tuple[str, ...]

    @property
    def turns(self) -> int:
        """How many guesses it took."""
        return len(self.guesses)


def play(
    puzzle: Puzzle,
    answer: str,
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    first: str | None = None,
) -> GameRun:
    """The game ``strategy`` plays against ``answer``, each score given by :func:`score`.

    ``first`` is the opening guess (default: the stored opening, or the strategy's choice).
    """
    history: list[Score] = []
    left = puzzle.everyone()
    rule = hard_rule(puzzle, ()) if hard else None
    guess = first or opening_guess(puzzle, strategy, hard)
    while True:
        earned = score(guess, answer)  # the referee is the feedback engine, not the matrix
        history.append(earned)
        if earned.is_win:
            return GameRun(answer, tuple(s.guess for s in history))
        if len(history) >= len(puzzle.guesses):
            raise RuntimeError(f"{strategy} does not find {answer}: {' '.join(map(str, history))}")
        left = left[_patterns_of(puzzle, guess, left) == encode(earned)]
        if rule is not None:
            rule = _rule_after(rule, guess, encode(earned))
        guess = puzzle.guesses[choose(puzzle, Node(left, tuple(history), rule), strategy)]


def opening_guess(puzzle: Puzzle, strategy: str, hard: bool = False) -> str:
    """The first guess ``strategy`` plays: the stored one, or computed (and remembered)."""
    stored = _stored_opening(puzzle.key, puzzle.answers, strategy, hard, 1)
    if stored:
        return stored.best.guess
    node = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
    return puzzle.guesses[choose(puzzle, node, strategy)]


@dataclass(frozen=True, slots=True)
class BenchmarkResult:
    """How a strategy fared over every answer."""

    strategy: str
    hard: bool
    runs: tuple[GameRun, ...]  # in the order of the answers list
    seconds: float

    @property
    def games(self) -> int:
        """How many games were played."""
        return len(self.runs)

    @property
    def mean(self) -> float:
        """The mean number of guesses."""
        return sum(r.turns for r in self.runs) / len(self.runs)

    @property
    def max(self) -> int:
        """The most guesses any game took."""
        return max(r.turns for r in self.runs)

    @property
    def failures(self) -> int:
        """How many games needed more than six guesses."""
        return sum(r.turns > MAX_GUESSES for r in self.runs)

    @property
    def distribution(self) -> dict[int, int]:
        """How many games took each number of guesses, from one to the maximum."""
        counts = Counter(r.turns for r in self.runs)
        return {turns: counts[turns] for turns in range(1, self.max + 1)}

    @property
    def opening(self) -> str:
        """The first guess played."""
        return self.runs[0].guesses[0]

    def summary(self) -> dict:
        """The figures as a JSON document."""
        return {
            "games": self.games,
            "mean": round(self.mean, 4),
            "max": self.max,
            "failures": self.failures,
            "distribution": {str(k): v for k, v in self.distribution.items()},
            "seconds": round(self.seconds, 2),
            "strategy": self.strategy,
            "hard": self.hard,
            "opening": self.opening,
        }


def benchmark(
    puzzle: Puzzle,
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    jobs: int = 1,
    progress: Callable[[GameRun], object] | None = None,
    first: str | None = None,
) -> BenchmarkResult:
    """Every answer played by ``strategy`` from its opening; ``progress`` is called after each game.

    ``first`` is the opening (default: the stored one, or the strategy's choice).  The
    games are played branch by branch of the opening's game tree, so that the decisions
    remembered for one game serve the next; with ``jobs`` > 1 each worker process takes
    whole branches.
    """
    _check_strategy(strategy)
    start = time.perf_counter()
    first = first or opening_guess(puzzle, strategy, hard)
    parts = _branches(puzzle, first, max(1, jobs))
    if jobs <= 1:
        runs = []
        for answer in (a for part in parts for a in part):
            runs.append(run := play(puzzle, answer, strategy, hard, first))
            if progress:
                progress(run)
    else:
        runs = _play_in_processes(puzzle, parts, jobs, (strategy, hard, first), progress)
    order = {a: i for i, a in enumerate(puzzle.answers)}
    runs.sort(key=lambda r: order[r.answer])
    return BenchmarkResult(strategy, hard, tuple(runs), time.perf_counter() - start)


def _branches(puzzle: Puzzle, first: str, jobs: int) -> list[list[str]]:
    """The answers, ordered by the opening's score against them, cut into a few parts per job
    without splitting a branch."""
    codes = _patterns_of(puzzle, first, puzzle.everyone())
    target = max(1, len(codes) // (4 * jobs))
    parts: list[list[str]] = [[]]
    last = None
    for i in np.argsort(codes, kind="stable"):
        if len(parts[-1]) >= target and codes[i] != last:
            parts.append([])
        parts[-1].append(puzzle.answers[i])
        last = codes[i]
    return parts


def _play_in_processes(
    puzzle: Puzzle,
    parts: list[list[str]],
    jobs: int,
    how: tuple[str, bool, str],
    progress: Callable[[GameRun], object] | None,
) -> list[GameRun]:
    """The games of each part, played by ``jobs`` worker processes."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    runs: list[GameRun] = []
    with ProcessPoolExecutor(
        jobs, initializer=_start_worker, initargs=(puzzle.guesses, puzzle.answers)
    ) as pool:
        for future in as_completed([pool.submit(_play_part, part, *how) for part in parts]):
            for run in future.result():
                runs.append(run)
                if progress:
                    progress(run)
    return runs


_WORKER: dict[str, Puzzle] = {}


def _start_worker(guesses: tuple[str, ...], answers: tuple[str, ...]) -> None:
    """Load the puzzle once in a worker process (the pattern matrix comes from the cache)."""
    _WORKER["puzzle"] = Puzzle(guesses, answers, cached_pattern_matrix(guesses, answers))


def _play_part(answers: list[str], strategy: str, hard: bool, first: str) -> list[GameRun]:
    """Some games, played in a worker process."""
    return [play(_WORKER["puzzle"], a, strategy, hard, first) for a in answers]


# --- reviewing a recorded game ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GuessReview:
    """One guess of a recorded game, set against the best suggestion at that point."""

    pair: GuessScore
    before: int  # candidates before the guess
    after: int  # candidates its score left
    expected_bits: float  # what the guess could be expected to gain
    best: Suggestion  # the strategy's top suggestion at that point
    best_after: int  # candidates the best suggestion would have left, against this answer

    @property
    def bits(self) -> float:
        """The information the score gave, in bits."""
        return math.log2(self.before / self.after)

    @property
    def best_bits(self) -> float:
        """The information the best suggestion would have given against this answer."""
        return math.log2(self.before / self.best_after)

    @property
    def skill(self) -> float:
        """The expected bits of the guess less those of the best suggestion (0 or more: as good)."""
        return self.expected_bits - self.best.bits

    @property
    def luck(self) -> float:
        """The bits the score gave beyond what the guess could be expected to gain."""
        return self.bits - self.expected_bits


@dataclass(frozen=True, slots=True)
class GameReview:
    """A recorded game reviewed guess by guess."""

    number: int
    answer: str
    guesses: tuple[GuessReview, ...]
    added: bool  # the answer is not in the answers list and was added to it for the review


def review(
    pairs: Sequence[GuessScore | Score | str],
    answer: str,
    number: int = 0,
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    puzzle: Puzzle | None = None,
) -> GameReview:
    """Each guess of a game: the candidates before and after, the bits gained, and the best guess.

    The candidates are the answers that fit; an answer missing from the answers list
    is added to it, so that the review plays for the word the game was played for.
    Raises :class:`BadNotation` when a score is not what the guess earns against the answer.
    """
    _check_strategy(strategy)
    base = puzzle or load_puzzle()
    answer = answer.upper()
    scores = _checked_history(pairs, base.length)
    for earned in scores:
        if (actual := score(earned.guess, answer)) != earned:
            raise BadNotation(
                f"{earned.guess}={earned}: {earned.guess} scores {actual} against {answer}"
            )
    puzzle = base if answer in base.answers else load_puzzle(base.guesses, (*base.answers, answer))
    target = puzzle.answers.index(answer)
    reviews = []
    for turn, earned in enumerate(scores):
        before = scores[:turn]
        left = candidates(puzzle, before)
        # The opening is the stored one of the lists as given: one added answer barely moves it.
        best = suggest(before, strategy, hard, 1, base if not turn else puzzle).best
        best_codes = _patterns_of(puzzle, best.guess, left)
        reviews.append(
            GuessReview(
                pair=GuessScore(earned),
                before=len(left),
                after=int((_patterns_of(puzzle, earned.guess, left) == encode(earned)).sum()),
                expected_bits=_bits(puzzle, earned.guess, left),
                best=best,
                best_after=int((best_codes == best_codes[np.searchsorted(left, target)]).sum()),
            )
        )
    return GameReview(number, answer, tuple(reviews), puzzle is not base)


def _bits(puzzle: Puzzle, guess: str, left: np.ndarray) -> float:
    """The expected information ``guess`` gives about the candidates ``left``."""
    sizes = np.unique(_patterns_of(puzzle, guess, left), return_counts=True)[1]
    shares = sizes / len(left)
    return float(-(shares * np.log2(shares)).sum()) + 0.0  # + 0.0: no "-0.00" for a sure score
