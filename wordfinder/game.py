"""The game being played, as one value: what makes Wordle, Quordle or Quantum Wordle differ.

Vocabulary:

- *game*: the rules a history is read, found, played, suggested and replayed under
  (:class:`Game`); the NYT's 5-letter Wordle is :data:`NYT`, the default of every
  library entry point;
- *boards*: how many secret words one guess is scored against (Dordle 2, Quordle 4);
- *guess limit*: the guesses a game allows before it is lost: the classic game's
  six, one more for each board beyond the first (:attr:`Game.limit`);
- *scoring*: the rule that turns a guess and the secret into tiles: ``classic``, or
  ``quantum`` (seed 001: two secret words sharing no letter);
- *relation*: how the row a game shows stands to those tiles
  (:class:`~wordfinder.relations.Relation`): the truth (Wordle), the truth with K tiles
  lying (Fibble), or only the counts of greens and yellows (Woodle);
- *absurdle*: no secret is drawn; an adversary answers each guess with the score of the
  most words left (Absurdle, :mod:`wordfinder.absurdle`).
- *language*: the words' language and its tile conventions (:mod:`wordfinder.languages`:
  Termo folds accents, Ñ is a Spanish letter, IJ one Dutch tile), which choose the
  bundled lists with ``length`` (:func:`wordfinder.bundles.bundle`).

A variant is a value of this type, never a module of its own: a layer that must
behave differently for some variant asks the game, as :attr:`Game.limit` does.
A value type (:func:`~wordfinder.values.value_type`), not a dataclass: the finder's
start-up would pay to import one.
"""

from __future__ import annotations

from .relations import EXACT, Relation
from .languages import ENGLISH, Language
from .values import value_type

__all__ = ["CLASSIC", "CLASSIC_GUESSES", "NYT", "QUANTUM", "SCORINGS", "Game", "guess_limit"]

CLASSIC, QUANTUM = "classic", "quantum"
SCORINGS = (CLASSIC, QUANTUM)
LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the NYT game's tiles (not string.ascii_uppercase: a module to import)
CLASSIC_GUESSES = 6  # seed 002: a one-board game is lost after six guesses


class Game(value_type(
    "Game",
    ["length", "boards", "max_guesses", "hard", "scoring", "guesses", "answers", "alphabet", "relation",
     "absurdle", "language"],
    defaults=(5, 1, None, False, CLASSIC, None, None, LATIN, EXACT, False, ENGLISH),
)):
    """One game's rules; immutable.

    ``length``: letters a word; ``boards``: secrets scored at once; ``max_guesses``: the
    guesses allowed (None: the game's own limit, see :attr:`limit`; 0: no limit);
    ``hard``: NYT hard mode; ``scoring``: one of :data:`SCORINGS`; ``guesses``: the words
    that may be guessed (None: the bundled allowed list); ``answers``: the answer model's
    name or value (None: the command's default); ``alphabet``: the letters of the tiles;
    ``relation``: how a shown row relates to the true score (Wordle, Fibble, Woodle);
    ``absurdle``: the adversary answers instead of a secret.
    ``language``: the words' :class:`~wordfinder.languages.Language`, whose tiles fold
    what a player types into the letters they compare.
    """

    __slots__ = ()
    length: int
    boards: int
    max_guesses: int | None
    hard: bool
    scoring: str
    guesses: tuple[str, ...] | None
    answers: object
    alphabet: str
    relation: Relation
    absurdle: bool
    language: Language

    @property
    def limit(self) -> int | None:
        """The guesses allowed before the game is lost (None: no limit): ``max_guesses`` when
        given, else six for one board and one more per further board (Quordle: 9), and
        none in Absurdle, which is played until it is won."""
        if self.max_guesses is None:
            return None if self.absurdle else guess_limit(self.boards)
        return self.max_guesses or None

    @property
    def model_name(self) -> str | None:
        """The answer model's name (``answers`` may be the name or the model itself)."""
        return getattr(self.answers, "name", self.answers)

    @property
    def default_answers(self) -> str | None:
        """The answer model the game is dealt and advised by when none is named: ``original``
        for the games whose advice ranks the 2,315 original answers (Absurdle, several boards,
        Fibble, Woodle), so that what ``play`` deals ``suggest`` can solve; else None, the
        command's own default (``likely``, or every word of a list of one's own)."""
        return "original" if self.absurdle or self.boards > 1 or self.lies else None

    @property
    def is_quantum(self) -> bool:
        """Whether a guess is scored against two secret words (Quantum Wordle)."""
        return self.scoring == QUANTUM

    @property
    def is_multi_board(self) -> bool:
        """Whether one guess is scored on several boards (Dordle, Quordle, ...)."""
        return self.boards > 1

    @property
    def lies(self) -> bool:
        """Whether a shown row may differ from the true score (Fibble, Woodle)."""
        return self.relation != EXACT

    def changed(self, **fields: object) -> Game:
        """The same game with some rules changed."""
        return self._replace(**fields)


def guess_limit(boards: int = 1) -> int:
    """The guesses a game of ``boards`` boards allows by default: 6, 7 for Dordle, 9 for
    Quordle, 13 for Octordle."""
    return CLASSIC_GUESSES + boards - 1


NYT = Game()
"""The New York Times' Wordle: five letters, one board, six guesses, normal mode."""

assert NYT.limit == 6 and Game(boards=4).limit == 9 and Game(max_guesses=0).limit is None
