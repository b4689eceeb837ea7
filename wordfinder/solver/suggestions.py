"""Ranked guesses as values: what ``suggest`` returns and the command line prints.

No numpy here: the stored opening is served from these values alone.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable

from ..feedback import Score
from ..game import CLASSIC_GUESSES

__all__ = ["FAMILY_CHECKED", "SHOWN_SURE", "Suggestion", "Suggestions"]

FIGURE_NAMES = {
    "optimal": "expected guesses to finish",
    "lookahead": "estimated guesses to finish",
    "frequency": "letter and word score",
}
PLAYED_NAME = "guesses to finish, played out"
UPPER_BOUND = "upper bound"  # how a Suggestion.bound that is an upper bound begins
_STORED = {"played_out": "played"}  # a Suggestion's field -> its key in the openings file
_FIELDS = {key: field for field, key in _STORED.items()}
SEARCHED_TREE = "the searched tree"  # how the bound of the searched tree's guess begins: its figure is the tree's play


def bound_kind(bound: str | None) -> str:
    """What a suggestion's figure is, by its ``bound``: ``exact``, ``upper bound``, ``tree``
    (the searched tree's play, exact for that play) or ``estimate``."""
    if bound is None:
        return "exact"
    if bound.startswith(UPPER_BOUND):
        return "upper bound"
    return "tree" if bound.startswith(SEARCHED_TREE) else "estimate"


_CRITERIA = {
    "optimal": "the fewest expected guesses to finish",
    "lookahead": "the fewest expected guesses to finish",
    "entropy": "the most expected information",
    "expected": "the fewest candidates left on average",
    "minimax": "the smallest worst case",
    "frequency": "the best blend of common letters and a common word among the words that fit",
}


class Suggestion(
    namedtuple(
        "Suggestion",
        ["guess", "bits", "expected", "worst", "possible", "hard_legal", "figure", "played_out", "bound"],
        defaults=(None, None, None),
    )
):
    """One ranked guess and what it does to the candidates.

    ``bits``: expected information; ``expected``: candidates left on average (none
    after a win); ``worst``: the largest bucket but the win; ``possible``: whether it
    may be the answer; ``hard_legal``: whether NYT hard mode allows it here;
    ``figure``: the strategy's own estimate (see :attr:`Suggestions.figure_name`);
    ``played_out``: the mean number of guesses measured by playing it against every
    answer, for the stored openings that were played out (None otherwise; ``played`` in
    the openings file and in a JSON document); ``bound``:
    None when ``figure`` is exact (or no search made it), else what it is, e.g. an upper
    bound and the search that found it.
    """

    __slots__ = ()
    guess: str
    bits: float
    expected: float
    worst: int
    possible: bool
    hard_legal: bool
    figure: float | None
    played_out: float | None
    bound: str | None

    @classmethod
    def from_stored(cls, row: dict[str, object]) -> Suggestion:
        """The suggestion a row of the openings file (or of the cache) holds (:meth:`stored`)."""
        return cls(**{_FIELDS.get(key, key): value for key, value in row.items()})

    def stored(self) -> dict[str, object]:
        """The suggestion as a row of the openings file: its fields, ``played_out`` named
        ``played``, as the file has always named it."""
        return {_STORED.get(key, key): value for key, value in self._asdict().items()}

    def __repr__(self) -> str:
        return (
            f"Suggestion({self.guess}: {self.bits:.2f} bits, {self.expected:.1f} left, "
            f"worst {self.worst}{', possible' if self.possible else ''})"
        )


SHOWN_SURE, FAMILY_CHECKED = "sure", "families"  # why the safety check moved a guess first ("": it moved none)


class Suggestions(
    namedtuple(
        "Suggestions",
        [
            "history", "strategy", "hard", "candidates", "fallback", "ranked", "safe_first", "complete",
            "model", "weights", "played", "common", "likely_only", "table",
        ],
        defaults=(False, True, "original", None, 0, None, 0.0, None),
    )
):
    """The ranked guesses for a history, best first, with the candidates they were ranked for.

    ``candidates`` are the answers that fit (with ``fallback``, the allowed words that
    do, as no answer fits); ``safe_first`` says why the best was moved up: :data:`SHOWN_SURE`, no
    better-ranked guess was shown sure to win; :data:`FAMILY_CHECKED`, none was shown sure and none
    ranked above it leaves every family of words alike but in one place finishable in time
    (``""``: it was not moved); ``complete`` is False when the search ran
    out of work (its limit of positions) before every guess was checked (a guess left out might belong in the list).
    ``model`` names the answer model the guesses were ranked under (``original``: the
    original answers, equally likely; ``all`` with ``fallback``); ``weights`` are the
    candidates' probabilities under it, aligned with ``candidates`` (None: equally likely);
    ``played`` how many past answers the model down-weights; ``common``, when only common
    words were ranked (``suggest --common``), the best guess of all and how many more
    expected guesses the best common one costs (None where the strategy has no such figure);
    ``likely_only``, when the best was shown sure for the model's likely words alone (hard
    mode under the day's model, where no guess is shown sure for every candidate), the share of the likeliest word's weight
    that made a word likely (0 when it was not); ``table``, for a stored opening of the
    exact search over a list's answers, the list's published opener table
    (:class:`~wordfinder.solver.opener_tables.OpenerTable`), which says whether it is a proven best.
    """

    __slots__ = ()
    history: tuple[Score, ...]
    strategy: str
    hard: bool
    candidates: tuple[str, ...]
    fallback: bool
    ranked: tuple[Suggestion, ...]
    safe_first: str
    complete: bool
    model: str
    weights: tuple[float, ...] | None
    played: int

    @property
    def probabilities(self) -> dict[str, float]:
        """Each candidate's probability of being the answer, under the model."""
        if self.weights is None:
            return dict.fromkeys(self.candidates, 1 / len(self.candidates))
        return dict(zip(self.candidates, self.weights))

    @property
    def best(self) -> Suggestion:
        """The top suggestion."""
        return self.ranked[0]

    def spelled_as(self, show: Callable[[str], str]) -> Suggestions:
        """These suggestions with every word written as ``show`` writes it (a language's
        accents: ``NINGUEM`` -> ``NINGUÉM``), for display: the guesses ranked, the candidates
        and the best of all guesses under ``common``."""
        common = None if self.common is None else (show(self.common[0]), *self.common[1:])
        return self._replace(
            candidates=tuple(map(show, self.candidates)),
            ranked=tuple(s._replace(guess=show(s.guess)) for s in self.ranked),
            common=common,
        )

    @property
    def figure_name(self) -> str | None:
        """What the suggestions' ``figure`` means for this strategy, if it has one."""
        return FIGURE_NAMES.get(self.strategy)

    @property
    def measured(self) -> bool:
        """Whether some suggestion carries a figure measured by playing it out (``played_out``)."""
        return any(s.played_out is not None for s in self.ranked)

    @property
    def why(self) -> str:
        """Why the top suggestion comes first, in one sentence."""
        best, n = self.best, len(self.candidates)
        if n == 1 and best.possible:
            return f"{best.guess} is the only candidate left"
        what = (
            f"{best.bits:.2f} bits, {best.expected:.1f} of {n} candidates left on average, "
            f"{best.worst} at worst"
        )
        if best.bound is not None and best.bound.startswith(SEARCHED_TREE):
            promise = best.bound.rsplit(": ", 1)[-1]  # every word (in hard mode, answer and likely word) within 6
            return (
                f"{best.guess} is the guess of the tree searched under the {self.model!r} answer model, "
                f"sure to find {promise} guesses; played along it, {best.figure:.4f} "
                f"expected guesses to finish: {what}"
            )
        criterion = self._criterion()
        role = (
            "it may be the answer"
            if best.possible
            else "it cannot be the answer but splits them better"
        )
        if self.common is not None:
            criterion += " of the common words"
            role += _common_cost(best.guess, *self.common)
        if self.table is not None:
            role += f"; {self.table.verdict(best.guess)}"
        if self.safe_first == FAMILY_CHECKED:
            return (
                f"{best.guess} leaves every family of words alike but in one place small enough to find "
                f"within {CLASSIC_GUESSES} guesses (no guess was shown sure to win, and none ranked above it "
                f"does that), and of those that do, has {criterion}: {what}; {role}"
            )
        if self.safe_first:
            return (
                f"{best.guess} is sure to {_likely_words(self.likely_only) if self.likely_only else 'win'} within "
                f"{CLASSIC_GUESSES} guesses (no guess ranked above "
                f"it was shown to be), and of those that are, has {criterion}: {what}; {role}"
            )
        return f"{best.guess} has {criterion}: {what}; {role}"

    def _criterion(self) -> str:
        """What the top suggestion is best by, with its figure: the words after "has" in :meth:`why`."""
        best = self.best
        if self._day_searched:
            searched = "the fewest expected guesses to finish by a search of the plays after it over the day's likely words"
            shortlist = "" if self.complete else ", of a shortlist (not every guess was ranked over every candidate)"
            return f"{searched}{shortlist} (its one-step estimate: {best.figure:.4f})"
        criterion = _CRITERIA[self.strategy]
        if best.played_out is not None:
            criterion += f", {best.played_out:.3f} when played against every answer"
        elif best.figure is not None and self.strategy == "lookahead":
            criterion += f", {best.figure:.3f} estimated"
        if not self.complete and self.model != "original":  # see suggesting._under_model
            return criterion + " of a shortlist (not every guess was ranked over every candidate)"
        if best.figure is None or self.strategy != "optimal":
            return criterion
        estimated = best.bound is not None and not best.bound.startswith(UPPER_BOUND)
        if not self.complete and not estimated:
            criterion += " of the guesses the exact search ranked (not every guess was)"
        if best.bound is None:
            return criterion + f", {best.figure:.4f} exactly"
        if best.bound.startswith(UPPER_BOUND):
            return criterion + f", at most {best.figure:.4f} ({best.bound})"
        return criterion + f", about {best.figure:.4f} ({best.bound})"


    @property
    def _day_searched(self) -> bool:
        """Whether the guesses were ordered by the search over the day's likely words (optimal in
        normal mode with past answers known, more than two candidates:
        :func:`~wordfinder.solver.day_search.searched_order`), not by the figure shown."""
        return (self.strategy == "optimal" and bool(self.played) and not self.hard and len(self.candidates) > 2
                and self.best.figure is not None)


def _likely_words(share: float) -> str:
    """What a guess sure for the likely words alone is sure to find, said in words."""
    return f"find every word at least 1/{round(1 / share):,} as likely as the likeliest"


def _common_cost(guess: str, best: str, cost: float | None) -> str:
    """What ranking common words only costs, said after the reason (``suggest --common``)."""
    if best == guess:
        return "; it is also the best of all guesses"
    if cost is None:
        return f"; the best of all guesses is {best}"
    return f"; {best}, the best of all guesses, is expected to take {cost:.4f} fewer"
