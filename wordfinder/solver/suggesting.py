"""``suggest``: the best next guesses after a history of scores, and why.

The game is played for the answers list: the candidates are the answers that
fit, and only when none does are the allowed words that fit used instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import numpy as np

from ..errors import BadNotation, GameWon, WordListError
from ..feedback import Score
from ..game import CLASSIC_GUESSES
from ..knowledge import Knowledge
from ..notation import GuessScore
from .figures import best_first, figures
from .hard_rows import hard_rule, legal_rows
from .puzzle_words import lists_key, puzzle_lists
from .openings import model_opening, stored_opening
from .patterns import block, pattern_matrix
from .puzzle import NoCandidates, Puzzle, candidates, fitting_rows, history_key, load_puzzle
from .ranking import letter_shortlist, ranked_suggestions, weighted_rank
from .day_search import searched_order
from .sets import union
from .safety import (
    DAY_LIKELY_SHARES, FAMILY_ONLY, SAFETY_BROAD_WORK, SAFETY_SCAN, likely_sure, promised_play, proven_first,
    put_first, weighted_safe_first,
)
from .strategies import DEFAULT_STRATEGY, OPTIMAL, Node, check_strategy, frequency_costs
from .suggestions import SHOWN_SURE, Suggestion, Suggestions
from .trees import (
    Tree, TreeError, games_through, stored_opening_guess, stored_openings, stored_path_lengths,
    stored_promises_every_word, stored_subtree,
)
from .weighted import weighted_figures

__all__ = ["BoardsSuggestion", "checked_history", "first_suggestion", "opening", "suggest", "suggest_for"]


def suggest(
    history: Sequence[GuessScore | Score | str],
    strategy: str = DEFAULT_STRATEGY,
    hard: bool = False,
    top: int = 10,
    puzzle: Puzzle | None = None,
    *,
    common: bool = False,
) -> Suggestions:
    """The ``top`` guesses ``strategy`` ranks best after the history of scores, best first.

    With no history the stored opening answers at once (for the bundled lists).
    Raises :class:`NoCandidates` when no allowed word fits the history, and the
    notation errors for pairs that cannot be read or cannot hold together.
    Every search is bounded by work, not time (the exact search's
    :data:`~wordfinder.solver.optimal.LIMIT`, the safety check's
    :data:`~wordfinder.solver.safety.SAFETY_WORK`), and the first guess does not depend
    on ``top``: the same position gets the same best guess from every caller, whatever
    the machine's load.  Under a model (a ``puzzle`` made with one,
    :func:`load_puzzle`) the candidates are the model's words that fit, most likely first,
    and every figure is weighted by it.  With ``common``, only the :data:`COMMON_WORDS`
    guesses a player would know are ranked (under a model only), and the result says
    what that costs (:attr:`Suggestions.common`).
    """
    check_strategy(strategy)
    if puzzle is not None and puzzle.weighted:
        scores = _unfinished(history, puzzle.length)
        if not scores and not common:  # the opening the command line and the page answer with
            return model_opening(puzzle, strategy, hard, top, lambda: _under_model(puzzle, scores, strategy, hard, top))
        return _under_model(puzzle, scores, strategy, hard, top, common)
    if common:
        raise WordListError("--common ranks for today's game: it goes with --answers likely or all")
    if puzzle is None and not history:
        guesses, answers = puzzle_lists()  # the opening needs no pattern matrix
        if stored := stored_opening(lists_key(guesses, answers), answers, strategy, hard, top):
            return stored
    puzzle = puzzle or load_puzzle()
    scores = _unfinished(history, puzzle.length)
    if not scores and (stored := stored_opening(puzzle.key, puzzle.answers, strategy, hard, top)):
        return stored
    if not scores and strategy in SEARCHED and (stored := _longest_stored(puzzle, strategy, hard)):
        return _opening_beyond(puzzle, stored, top)
    puzzle, left, fallback = _candidates_or_fallback(puzzle, scores)
    node = Node(left, scores, hard_rule(puzzle, scores) if hard else None)
    if strategy == OPTIMAL:
        from .optimal import suggestions

        return suggestions(puzzle, node, top, fallback)
    return ranked_suggestions(puzzle, node, strategy, top, fallback)


SEARCHED = (OPTIMAL, "lookahead")  # strategies whose opening takes more than seconds to rank


def _longest_stored(puzzle: Puzzle, strategy: str, hard: bool) -> Suggestions | None:
    """All the stored first suggestions of the strategy for the puzzle's lists, if any."""
    for top in range(100, 0, -1):
        if stored := stored_opening(puzzle.key, puzzle.answers, strategy, hard, top):
            return stored
    return None


def _opening_beyond(puzzle: Puzzle, stored: Suggestions, top: int) -> Suggestions:
    """The stored first suggestions, then the next guesses by one-step estimate, without a
    figure of the strategy's (searching them would take minutes; the list says so)."""
    node = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if stored.hard else None)
    rows = legal_rows(puzzle, node.rule)
    shown = figures(puzzle, node.left, rows)
    known = {s.guess for s in stored.ranked}
    more = []
    for j in best_first(shown.estimate, shown.possible):
        guess = puzzle.guesses[int(shown.rows[j])]
        if guess not in known:
            more.append(Suggestion(guess, float(shown.bits[j]), float(shown.expected[j]), int(shown.worst[j]),
                                   bool(shown.possible[j]), True))
        if len(known) + len(more) >= top:
            break
    return stored._replace(ranked=stored.ranked + tuple(more), complete=False)


def opening(puzzle: Puzzle, strategy: str, hard: bool = False, top: int = 10) -> Suggestions:
    """The first suggestions computed afresh, whatever is stored (under the puzzle's answer
    model, if it has one)."""
    if puzzle.weighted:
        return _under_model(puzzle, (), strategy, hard, top)
    node = Node(puzzle.everyone(), (), hard_rule(puzzle, ()) if hard else None)
    if strategy == OPTIMAL:
        from .optimal import suggestions

        return suggestions(puzzle, node, top, False)
    return ranked_suggestions(puzzle, node, strategy, top, False)


def checked_history(history: Sequence[GuessScore | Score | str], length: int) -> tuple[Score, ...]:
    """The scores of the history, checked: classic, of the lists' length, holding together."""
    pairs = tuple(_pair(p) for p in history)
    for pair in pairs:
        if pair.score.is_quantum:
            raise BadNotation(
                f"{str(pair)!r}: the solver plays classic Wordle, without quantum tiles"
            )
        if len(pair.guess) != length:
            raise BadNotation(
                f"{str(pair)!r}: expected a {length}-letter guess, like the word list's (it has {len(pair.guess)} tiles)"
            )
    if pairs:
        Knowledge.from_pairs(pairs)  # raises Contradiction when no spelling fits them all
    return tuple(p.score for p in pairs)


def first_suggestion(puzzle: Puzzle, history: tuple[Score, ...], strategy: str, hard: bool) -> Suggestion:
    """:func:`suggest`'s first guess after ``history`` in the puzzle, remembered in it: a
    benchmark's games and a review's positions share their positions, the opening above all."""
    key = ("first suggestion", strategy, hard, history_key(history))
    if key not in puzzle.memo:
        puzzle.memo[key] = suggest(history, strategy, hard, 1, puzzle).best
    return puzzle.memo[key]


def _unfinished(history: Sequence[GuessScore | Score | str], length: int) -> tuple[Score, ...]:
    """The scores of the history, checked (:func:`checked_history`) and refused when one is a
    win: the game is over, and no guess is left to suggest."""
    scores = checked_history(history, length)
    won = next((score for score in scores if score.is_win), None)
    if won is not None:
        raise GameWon.after(f"{won.guess}={won}")
    return scores


def _pair(entry: GuessScore | Score | str) -> GuessScore:
    """A pair of the history as a value, parsing text."""
    if isinstance(entry, GuessScore):
        return entry
    return GuessScore(entry) if isinstance(entry, Score) else GuessScore.parse(entry)


def _candidates_or_fallback(
    puzzle: Puzzle, scores: Sequence[Score]
) -> tuple[Puzzle, np.ndarray, bool]:
    """The puzzle and candidates after the scores; if no answer fits, the allowed words that do."""
    left = candidates(puzzle, scores)
    if len(left):
        return puzzle, left, False
    fitting = tuple(puzzle.guesses[r] for r in fitting_rows(puzzle, scores))
    if not fitting:
        history = " ".join(f"{s.guess}={s}" for s in scores)
        raise NoCandidates(f"{history!r}: no word of the word list fits these scores")
    fallback = Puzzle(puzzle.guesses, fitting, pattern_matrix(puzzle.guesses, fitting))
    return fallback, fallback.everyone(), True


def _under_model(
    puzzle: Puzzle,
    scores: tuple[Score, ...],
    strategy: str,
    hard: bool,
    top: int,
    common: bool = False,
) -> Suggestions:
    """:func:`suggest` under an answer model: the ``top`` guesses ranked by the strategy's
    weighted figure (:func:`~wordfinder.solver.ranking.weighted_rank`), best first, with
    the candidates most likely first and their probabilities.

    ``optimal`` and ``lookahead`` give the weighted one-step estimate of the guesses to
    finish; ``frequency`` ranks as always (it weighs no candidates), and its best guesses
    are given weighted figures.  Above
    :data:`SHORTLIST_CELLS` guess-candidate cells only a shortlist is ranked
    (``complete`` is then False): the :data:`SHORTLIST` guesses that test the most by
    their letters (:func:`~wordfinder.solver.ranking.letter_shortlist`) and the
    :data:`LIKELIEST` likeliest candidates, so that a broad position costs a fraction of
    a second, not ten.
    Where the model's searched tree holds the position (``optimal``), the tree's guess
    comes first, with the expected guesses the tree takes from here: it finds every allowed
    word within six (in hard mode, and where its list has no sure opening, every answer and
    likely word).  Under the day's model
    (past answers known) the tree's guess opens (in hard mode, the best of the stored trees':
    :func:`_searched_node`), and after it, in normal mode, the guesses are ordered by a search
    over the day's likely words (:func:`~wordfinder.solver.day_search.searched_order`): the
    first shown sure is played, else the tree's (:func:`_safe_order`).
    Raises :class:`NoCandidates` when no word of the model fits the history.
    """
    left, weights = _likeliest_first(puzzle, scores)
    rule = hard_rule(puzzle, scores)
    legal = legal_rows(puzzle, rule)
    here = _searched_node(puzzle, scores, strategy, hard, left, weights)
    rows, shown, order, figure, complete = _model_ranking(
        puzzle, scores, left, weights, legal if hard else np.arange(len(puzzle.guesses)), strategy, top, here,
        promised=not hard,
    )
    order, cost = _only_common(puzzle, rows, order, figure) if common else (order, None)
    order, moved, treed, likely_only = _safe_order(puzzle, Node(left, scores, rule if hard else None), rows, order, here)
    ranked = _model_suggestions(puzzle, left, rows, order[:top], shown, figure, legal, strategy)
    if treed:
        model = (puzzle.model.name, puzzle.model.prior_fingerprint)
        opening = scores[0].guess if scores else here.guess
        every = stored_promises_every_word(puzzle, hard, OPTIMAL, model, opening)
        promised = "every word" if every else "every answer and likely word"
        ranked[0] = ranked[0]._replace(
            figure=_tree_guesses(puzzle, here, left, weights, hard, opening),
            bound=f"the searched tree under the {puzzle.model_name!r} answer model: {promised} within {CLASSIC_GUESSES}",
        )
    return Suggestions(
        history=scores,
        strategy=strategy,
        hard=hard,
        candidates=tuple(puzzle.answers[i] for i in left),
        fallback=False,
        ranked=tuple(ranked),
        safe_first=moved,
        complete=complete,
        model=puzzle.model_name,
        weights=tuple(weights.tolist()),
        played=puzzle.model.played,
        common=cost,
        likely_only=likely_only,
    )


def _safe_order(
    puzzle: Puzzle, node: Node, rows: np.ndarray, order: np.ndarray, here: Tree | None
) -> tuple[np.ndarray, str, bool, float]:
    """The order of the ranked guesses with a guess sure to find every candidate in time
    first, why the safety check moved it there (``""``: it did not; see
    :func:`~wordfinder.solver.safety.safe_first`), whether it is the searched tree's, and the
    share of the likeliest word's weight of the words it is sure for, when it is sure for
    those alone (else 0).

    Under the prior the tree was searched for, its guess comes first wherever the tree holds
    the position.  Under a model reweighted from that prior (the day's model: past answers
    known) the tree is the proof that every word can still be found: its guess is played while
    :data:`TREE_TURNS` guesses or more are left (the opening), and after that the best guess
    of the searched order (:func:`~wordfinder.solver.day_search.searched_order`) shown sure
    (:func:`~wordfinder.solver.safety.proven_first`) is, else the tree's again.  Off the
    tree, the safety check's order (:func:`~wordfinder.solver.safety.weighted_safe_first`):
    in hard mode, where a family of unlikely words can make every guess unsure (NATCH beside
    the ?ATCH answers), sure for the likely words when no guess is shown sure for all.

    In hard mode under the day's model, on the tree after the opening, the best-ranked guess
    shown sure for the words at least :data:`~wordfinder.solver.safety.DAY_LIKELY_SHARES`'s
    first share (1/100) as likely as the likeliest is played, else the tree's: where the
    check finds none (the broad positions), it gave up the past answers before (sure for the
    words 1/25 or 1/10 as likely), and the tree keeps every original answer."""
    treed = np.flatnonzero(rows[order] == puzzle.row[here.guess])[:1] if here is not None else ()
    tree_first = np.concatenate((order[treed], np.delete(order, treed))) if len(treed) else order
    turns = CLASSIC_GUESSES - len(node.history)
    if len(treed) and (not puzzle.model.reweighted or turns >= TREE_TURNS):
        return tree_first, "", True, 0.0
    if len(node.left) <= 2:
        return order, "", False, 0.0
    if puzzle.model.reweighted and node.rule is None:  # the day's model: its likely words searched
        order = searched_order(puzzle, node.left, rows, order)
    if not len(treed):
        order, moved, share = weighted_safe_first(puzzle, node, rows, order)
        return order, moved, False, share
    if node.rule is not None:  # hard mode: a guess sure for the day's likely words, else the tree's
        share = DAY_LIKELY_SHARES[0]
        first = likely_sure(puzzle, node, rows, order, share, broad=turns >= FAMILY_ONLY)
        if first is None:
            return tree_first, "", True, 0.0
        moved = first != order[0]
        return put_first(order, first), SHOWN_SURE if moved else "", False, share if moved else 0.0
    # The second guess's broad positions get less: most that conclude do so within it, and answers wait on it.
    proven = proven_first(puzzle, node, rows, order, SAFETY_BROAD_WORK if turns >= FAMILY_ONLY else None)
    return (*proven, False, 0.0) if proven is not None else (tree_first, "", True, 0.0)


TREE_TURNS = 6  # under a reweighted model (the day's), the searched tree decides while this many guesses are left


def _likeliest_first(puzzle: Puzzle, scores: tuple[Score, ...]) -> tuple[np.ndarray, np.ndarray]:
    """The model's words that fit the scores, likeliest first (ties alphabetical), and their
    probabilities among them; raises :class:`NoCandidates` when none fits."""
    left = candidates(puzzle, scores)
    if not len(left):
        played = " ".join(f"{s.guess}={s}" for s in scores)
        raise NoCandidates(f"{played!r}: no word the {puzzle.model_name!r} answer model allows fits these scores")
    weights = puzzle.weights[left] / puzzle.weights[left].sum()
    by_likelihood = np.lexsort((left, -np.round(weights, 12)))
    return left[by_likelihood], weights[by_likelihood]


def _model_ranking(
    puzzle: Puzzle, scores: tuple[Score, ...], left: np.ndarray, weights: np.ndarray, rows: np.ndarray,
    strategy: str, top: int, here: Tree | None, promised: bool = False,
) -> tuple[np.ndarray, object, np.ndarray, np.ndarray | None, bool]:
    """The guesses ranked under the model: the rows ranked, their weighted figures, the order
    (indices into the rows, best first), the strategy's figure (None for one without), and
    whether every legal guess was ranked (see :func:`_under_model`)."""
    if strategy == "frequency":
        # Seed 003's ranking weighs no candidates: its best few are given weighted figures.
        cost = frequency_costs(puzzle, scores)[rows]
        fits = np.flatnonzero(np.isfinite(cost))
        best = fits[np.argsort(cost[fits], kind="stable")[: max(top, SAFETY_SCAN)]]
        rows, cost = rows[best], cost[best]
        shown = weighted_figures(puzzle.patterns[np.ix_(rows, left)], weights, puzzle.length)
        return rows, shown, np.lexsort((-np.round(shown.bits, 9), np.round(cost, 9))), -cost, True
    complete = len(rows) * len(left) <= SHORTLIST_CELLS
    if not complete:
        rows = letter_shortlist(puzzle, left, weights, rows, SHORTLIST)
        rows = union(rows, puzzle.answer_rows[left[:LIKELIEST]])  # the likeliest may win
        if here is not None:
            rows = union(rows, [puzzle.row[here.guess]])
        elif promised:
            rows = union(rows, _promised_play(puzzle, scores, left))
    shown, order = weighted_rank(puzzle, left, rows, strategy)
    return rows, shown, order, shown.estimate if strategy in ("optimal", "lookahead") else None, complete


def _promised_play(puzzle: Puzzle, scores: tuple[Score, ...], left: np.ndarray) -> list[int]:
    """Off the searched tree under the day's model in normal mode, where a guess shown sure led
    (:func:`_safe_order`), the guess of the play that showed it (:func:`~wordfinder.solver.safety.sure_play`),
    so that a shortlist of the guesses ranked holds it: the safety check plays it when none of
    the best-ranked is shown sure.  Elsewhere, or once the search runs out of work, none."""
    turns = CLASSIC_GUESSES - len(scores)
    play = promised_play(puzzle, left, None, turns) if puzzle.model.reweighted and turns < FAMILY_ONLY else None
    return [] if play is None else [play]


def _model_suggestions(
    puzzle: Puzzle, left: np.ndarray, rows: np.ndarray, best: np.ndarray, shown: object,
    figure: np.ndarray | None, legal: np.ndarray, strategy: str,
) -> list[Suggestion]:
    """The suggestions of the ranked rows ``best`` (indices into ``rows``), with their weighted
    figures, and the worst case as a count of words, not weighed.  Ranked without the
    expected candidates left (:func:`~wordfinder.solver.ranking.weighted_rank`), these rows'
    own are worked out as the ranking would have: over the same weights, row by row."""
    is_legal = np.zeros(len(puzzle.guesses), dtype=bool)
    is_legal[legal] = True
    counted = figures(puzzle, left, rows[best])
    if shown.expected is None:
        codes = block(puzzle.patterns, rows[best], left)
        expected = weighted_figures(codes, puzzle.weights[left], puzzle.length).expected
    else:
        expected = shown.expected[best]
    bound = f"a one-step estimate under the {puzzle.model_name!r} answer model" if strategy == "optimal" else None
    return [
        Suggestion(
            guess=puzzle.guesses[int(rows[i])],
            bits=float(shown.bits[i]),
            expected=float(expected[k]),
            worst=int(counted.worst[k]),
            possible=bool(counted.possible[k]),
            hard_legal=bool(is_legal[rows[i]]),
            figure=None if figure is None else float(figure[i]),
            bound=bound,
        )
        for k, i in enumerate(best)
    ]


def _searched_node(
    puzzle: Puzzle, scores: tuple[Score, ...], strategy: str, hard: bool, left: np.ndarray, weights: np.ndarray
) -> Tree | None:
    """The node ``scores`` reach in the searched tree of the puzzle's model and mode
    (``optimal``; ``scripts/search_tree.py``), or None: off the tree, no tree stored for
    this very prior (with past answers known or not: :func:`_safe_order`).

    In hard mode under the day's model the trees are those of the openings stored
    (:func:`~wordfinder.solver.trees.stored_openings`: SALET's and TARSE's), and the
    opening is the one of them best by the day's weighted estimate over ``left`` (the
    candidates, ``weights`` their probabilities), as the ranking would order them: the
    day's own best (TIARE on some days) has no tree, and without one the check alone could
    not show every original answer findable after it (nine ?O?ER past answers lost after
    TIARE with HOMER's score; after TARSE with BOXER's, eleven)."""
    if strategy != OPTIMAL:
        return None
    model = (puzzle.model.name, puzzle.model.prior_fingerprint)
    if hard and puzzle.model.reweighted:
        openings = stored_openings(puzzle, hard, OPTIMAL, model)
        if not scores:
            return Tree(_best_estimated(puzzle, openings, left, weights)) if openings else None
        opening = scores[0].guess if scores[0].guess in openings else None
    else:
        opening = stored_opening_guess(puzzle, hard, OPTIMAL, puzzle.model.name)
        if scores and scores[0].guess != opening:
            opening = None  # a game that opened otherwise: no need to check the model's fingerprint
        elif not scores:  # the opening: the tree's first guess, without building it all (a second)
            return None if stored_path_lengths(puzzle, hard, OPTIMAL, model) is None else Tree(opening)
    return None if opening is None else stored_subtree(puzzle, scores, hard, OPTIMAL, model, opening, left)


def _best_estimated(puzzle: Puzzle, guesses: Sequence[str], left: np.ndarray, weights: np.ndarray) -> str:
    """The one of ``guesses`` best by the weighted one-step estimate over the candidates
    ``left`` (``weights`` their probabilities), ties in the order given: as the ranking
    orders them (a guess's figures depend on its own row alone)."""
    rows = np.array([puzzle.row[guess] for guess in guesses])
    shown = weighted_figures(block(puzzle.patterns, rows, left), weights, puzzle.length)
    return guesses[int(best_first(shown.estimate, shown.win_chance)[0])]


def _tree_guesses(
    puzzle: Puzzle, here: Tree, left: np.ndarray, weights: np.ndarray, hard: bool, opening: str
) -> float:
    """The expected guesses the stored tree from ``opening`` takes from ``here`` to find the
    answer, each candidate weighted by its probability (every score from the feedback engine;
    at the opening, :func:`_searched_node`'s root without branches, the lengths of the tree's
    paths)."""
    if not here.then and len(left) == len(puzzle.answers):
        model = (puzzle.model.name, puzzle.model.prior_fingerprint)
        lengths = stored_path_lengths(puzzle, hard, OPTIMAL, model, opening)
        return float(np.dot(weights, [lengths[puzzle.answers[i]] for i in left]))
    games = games_through(here, [puzzle.answers[i] for i in left])
    if games is None:
        raise TreeError("the stored tree does not hold every candidate of its position")
    return float(np.dot(weights, [len(guesses) for _, guesses in games]))


def _only_common(
    puzzle: Puzzle, rows: np.ndarray, order: np.ndarray, figure: np.ndarray | None
) -> tuple[np.ndarray, tuple[str, float | None]]:
    """``order`` cut to the common words (:func:`common_rows`), with the best guess of all
    and how many more expected guesses the best common one costs (None without a figure)."""
    kept = order[np.isin(rows[order], common_rows(puzzle))]
    if not len(kept):
        raise WordListError(f"--common: none of the {len(rows):,} guesses ranked is one of the common words")
    best = order[0]
    cost = None if figure is None else float(figure[kept[0]] - figure[best])
    return kept, (puzzle.guesses[int(rows[best])], cost)


COMMON_WORDS = 5_000  # suggest --common ranks the guesses among the likeliest answers by the prior


def common_rows(puzzle: Puzzle) -> np.ndarray:
    """The guesses a player would know: the :data:`COMMON_WORDS` likeliest answers by the
    bundled prior (all original answers among them but five the prior marks vulgar), as
    rows of the puzzle's guesses."""
    if "common" not in puzzle.memo:
        from ..answers import likely_model

        prior = likely_model()
        raw = sorted((prior.weight(w) for w in prior.words), reverse=True)
        least = raw[min(COMMON_WORDS, len(raw)) - 1]
        weights = np.array([prior.weight(g) for g in puzzle.guesses])  # a word outside: the floor
        puzzle.memo["common"] = np.flatnonzero(weights >= least)
    return puzzle.memo["common"]


SHORTLIST_CELLS = 2_000_000  # guesses x candidates ranked in one pass (a tenth of a second)
SHORTLIST = 1_000  # above, the guesses ranked: the best by what their letters test ...
LIKELIEST = 100  # ... and the likeliest candidates (in hard mode, those it allows)


class BoardsSuggestion(NamedTuple):
    """The one guess for a game of several boards after ``history``, why, and each board's
    candidates (None for a board an earlier guess solved)."""

    history: tuple
    guess: str
    why: str
    candidates: tuple[tuple[str, ...] | None, ...]

    def spelled_as(self, show: Callable[[str], str]) -> BoardsSuggestion:
        """The same suggestion with the guess and the candidates written as ``show`` writes
        them (a language's accents), for display."""
        candidates = tuple(None if left is None else tuple(map(show, left)) for left in self.candidates)
        return self._replace(guess=show(self.guess), candidates=candidates)


def suggest_for(game: object, history: Sequence) -> BoardsSuggestion:
    """The guess to play next in ``game``, of several boards, after the boards pairs of
    ``history`` (:func:`~wordfinder.solver.ranking.boards_choice`; the first guess: the
    best one-step estimate over every answer), on the game's puzzle
    (:func:`~wordfinder.solver.puzzle.puzzle_of`).  Raises :class:`NoCandidates` naming a
    board no answer fits, and :class:`BadNotation` when every board is solved."""
    from ..notation import solved_answers
    from ..game import guess_limit
    from .puzzle import candidates_per_board, puzzle_of
    from .ranking import boards_choice, opening_estimate

    boards = game.boards
    history = tuple(history)
    if history and all(solved_answers(history)):  # the pairs give a score a board
        raise BadNotation(f"{history[-1]}: every board is solved; there is no guess to suggest")
    puzzle = puzzle_of(game)
    lefts = candidates_per_board(puzzle, history, boards)
    if history:
        choice = boards_choice(puzzle, lefts, guess_limit(boards) - len(history))
        guess, why = choice.guess, choice.why
    else:
        guess, why = opening_estimate(puzzle), "the best one-step estimate over every answer, on every board"
    shown = tuple(None if left is None else tuple(puzzle.answers[i] for i in left) for left in lefts)
    return BoardsSuggestion(history, guess, why, shown)

