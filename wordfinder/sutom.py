"""SUTOM's rule (also Motus's and Lingo's): the secret's first letter is shown before the first
guess, and every guess starts with it.

Vocabulary:

- *first given*: the game follows the rule (:attr:`~wordfinder.game.Game.first_given`);
- *the letter given*: that first letter, in the language's tiles, once it is known from the
  guesses typed or a letter typed alone (``M``, as SUTOM shows it)
  (:attr:`~wordfinder.game.Game.given`); the game's lists are then the words that start with it.

The game value holds the two fields; this module is what they mean, so that the game asks it
rather than testing them (the variant's own module, as :mod:`wordfinder.absurdle` is Absurdle's).
"""

from __future__ import annotations

from .errors import BadNotation, NoSuchGame

__all__ = ["first_tile", "found_pairs", "given_by", "kept_lists", "letter_alone", "letter_given", "letter_needed", "lists_starting", "solver_lists", "start_of", "starts_typed", "typed_pairs"]


def kept_lists(game: object, found: object) -> object:
    """The bundle ``found`` as the game plays it: the words that start with the letter given,
    once one is; else every word."""
    return found.starting(game.given) if game.given else found


def letter_alone(text: str, language: object = None) -> bool:
    """Whether ``text`` is a letter typed alone (``M``; Dutch ``IJ`` where IJ is one tile):
    SUTOM's letter given, before any guess.  One tile of ``language``, or of any bundled
    language when none is given (a request read before its game)."""
    from .languages import LANGUAGES

    typed = text.strip()
    spoken = (language,) if language is not None else LANGUAGES.values()
    return typed.isalpha() and any(len(each.spelled(typed)) == 1 for each in spoken)


def first_tile(language: object, word: str) -> str:
    """The first tile of ``word`` as ``language`` cuts it (``IJKING``: IJ where IJ is one tile)."""
    return language.spelled(word.strip())[:1]


def lists_starting(found: object, first_given: bool, letters: tuple[str, ...]) -> object:
    """A bundle, or a tuple of them, kept to the words that start with the one letter given
    in ``letters`` (each in its language's tiles: É is E), under the rule; as they are without
    it.  A letter without the rule, or the rule without one letter, is refused in one line."""
    typed = tuple(t.strip() for t in letters)
    if typed and not first_given:
        raise BadNotation("a letter alone is SUTOM's letter given: give it with --sutom")
    if not first_given:
        return found
    if len(typed) != 1 or not letter_alone(typed[0]):
        raise BadNotation(f"--sutom keeps the words of one letter given: type it alone (D), not {' '.join(typed) or 'none'}")
    def kept(each: object) -> object:
        return each.starting(letter_given(each.language, typed[0]))

    return kept(found) if hasattr(found, "starting") else tuple(map(kept, found))


def solver_lists(game: object, chosen: object) -> object:
    """The lists the solver plays ``game`` with: its own (:attr:`Game.lists`) once a letter is
    given, else ``chosen`` (None for the NYT's own, whose stored tables are quicker)."""
    return game.lists if game.given else chosen


def start_of(game: object, secret: tuple[str, ...]) -> str:
    """The letters of the secret's first word shown before the first guess: its first under
    the rule, else none."""
    return secret[0][:1] if game.first_given and secret else ""


def given_by(game: object, guesses: tuple[str, ...]) -> object:
    """The game with its letter given known from the guesses typed (their first, in tiles),
    under the rule; else the game itself."""
    if not game.first_given or not guesses:
        return game
    given = game.changed(given=letter_given(game.language, first_tile(game.language, guesses[0])))
    if not given.lists.allowed:
        from .languages import written

        letter = written([given.given])[0]
        raise NoSuchGame(f"--sutom {letter}: no {game.length}-letter word of the {game.language.name} lists "
                         f"starts with {letter}")
    return given


def letter_given(language: object, typed: str) -> str:
    """The letter given, typed as ``typed``, in the language's tiles (É is E); refused in one
    line unless it is one of them (ß in French, a digit)."""
    given = language.spelled(typed.strip()).upper()
    if not letter_alone(typed, language) or len(given) != 1 or given not in language.alphabet:
        raise BadNotation(f"--sutom: {typed.strip()!r} is no letter of the game's tiles "
                          f"({language.name}: {language.letters})")
    return given


def starts_typed(game: object, texts: tuple[str, ...]) -> tuple[str, ...]:
    """The guesses typed, each from its first letter, under the rule: a letter typed alone
    (``M``) first; refused in one line when they do not all start with one letter (every
    guess starts with the letter given).  None without the rule."""
    if not game.first_given:
        return ()
    starts = tuple(t.strip() for t in texts if letter_alone(t, game.language))
    starts += tuple(t.partition("=")[0].strip() for t in texts if "=" in t)
    letters = {first_tile(game.language, word).upper() for word in starts}
    if len(letters) > 1:
        raise BadNotation(f"--sutom: every guess starts with the letter given, but these start with "
                          f"{', '.join(sorted(letters))}: {' '.join(starts)}")
    for text in (t for t in texts if "=" in t):
        _first_green(game.language, text)
    return starts


def _first_green(language: object, text: str) -> None:
    """Refuse, in one line, a pair whose first tile is not green: its guess starts with the
    letter given, which the answer starts with too (a pair that cannot be read is left to
    the pairs' own check, which names what is wrong)."""
    from .feedback import Tile
    from .notation import GuessScore

    try:
        pair = GuessScore.parse(language.spelled(text))
    except BadNotation:
        return
    if pair.score.tiles[0] is not Tile.CORRECT:
        raise BadNotation(f"{text.strip()!r}: under --sutom the first tile is green: the guess starts with "
                          "the letter given, and so does the answer")


def letter_needed(command: str, game: object, texts: tuple[str, ...]) -> None:
    """Refuse, in one line, suggest under the rule with nothing typed: the game shows its letter
    before the first guess, and guesses of any other letter cannot be typed (a text that is
    neither a letter nor a pair is named by the pairs' own check)."""
    if command == "suggest" and game.first_given and not game.given and not any(t.strip() for t in texts):
        raise NoSuchGame("suggest --sutom needs the letter the game shows first: type it alone or start the "
                         f"pairs with it (suggest --sutom --lang {game.language.code} --length {game.length} D)")


def typed_pairs(game: object, texts: tuple[str, ...]) -> tuple[str, ...]:
    """The texts typed but a letter typed alone that names the letter given (``M``, which
    :func:`~wordfinder.game.game_of` read into the game)."""
    return tuple(t for t in texts if not (game.given and letter_alone(t, game.language)))


def found_pairs(game: object, texts: tuple[str, ...]) -> tuple[str, ...]:
    """:func:`typed_pairs` for find, which needs a pair to find words by: the letter given
    typed alone is refused in one line naming the command that lists the words it leaves."""
    pairs = typed_pairs(game, texts)
    if game.given and not any("=" in text for text in pairs):
        from .languages import written

        given = written([game.given])[0]  # Dutch IJ as typed, not the ligature
        raise BadNotation(f"--sutom {given}: find needs a GUESS=SCORE pair beside the letter given; "
                          f"`wordfinder lists --sutom --lang {game.language.code} --length {game.length} --allowed {given}` "
                          "lists the words it leaves")
    return pairs
