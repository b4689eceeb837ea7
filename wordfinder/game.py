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
from .sutom import letter_alone
from .languages import ENGLISH, Language
from .values import value_type

__all__ = [
    "CLASSIC", "CLASSIC_GUESSES", "FAMILIES", "MOST_BOARDS", "NYT", "QUANTUM", "SCORINGS", "SCORING_NAMES",
    "Family", "Game", "check_letters", "check_stdin_readers", "default_answers", "game_of", "guess_limit",
    "language_named", "letter_alone",
]

CLASSIC, QUANTUM = "classic", "quantum"
SCORINGS = (CLASSIC, QUANTUM)
LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the NYT game's tiles (not string.ascii_uppercase: a module to import)
CLASSIC_GUESSES = 6  # seed 002: a one-board game is lost after six guesses


SCORING_NAMES = {CLASSIC: "Wordle", QUANTUM: "Quantum Wordle"}


class Family(value_type("Family", ["title", "answers", "limited", "advice", "unused"])):
    """What a family of games shares, whatever its other fields: the game's name as a
    template (``title``, formatted with the relation, the boards and the scoring's name), the
    answer model it is dealt and advised by when none is named (``answers``, see
    :attr:`Game.default_answers`), whether it is lost after a limit of guesses
    (``limited``), what suggest does in it when that is a search of its own (``advice``;
    None: suggest's ranking) and the options of suggest it does not use (``unused``)."""

    __slots__ = ()

    def limit(self, boards: int) -> int | None:
        """The guesses a game of the family on ``boards`` boards allows (None: no limit)."""
        return guess_limit(boards) if self.limited else None


FAMILIES = {
    "wordle": Family("{scoring}", None, True, None, ()),
    "boards": Family("{boards} boards", "original", True,
                     "names one guess for every board, by its own estimate over the original answers",
                     ("top", "strategy", "common", "played")),
    "lies": Family("{relation}", "original", True,
                   "ranks by the candidates left on average, over the original answers",
                   ("strategy", "common", "played")),
    "absurdle": Family("Absurdle", "original", False, "searches the shortest forced win",
                       ("top", "strategy", "common", "played")),
}
"""The families of games (:attr:`Game.family`): Wordle on one board (classic or quantum
scoring), several boards, rows that may lie (Fibble, Woodle), and Absurdle."""


class Game(value_type(
    "Game",
    ["length", "boards", "max_guesses", "hard", "scoring", "guesses", "answers", "alphabet", "relation",
     "absurdle", "language", "past", "first_given", "given"],
    defaults=(5, 1, None, False, CLASSIC, None, None, LATIN, EXACT, False, ENGLISH, None, False, ""),
)):
    """One game's rules; immutable.

    ``length``: letters a word; ``boards``: secrets scored at once; ``max_guesses``: the
    guesses allowed (None: the game's own limit, see :attr:`limit`; 0: no limit);
    ``hard``: NYT hard mode; ``scoring``: one of :data:`SCORINGS`; ``guesses``: the file of
    the words that may be guessed (None: the bundled allowed list); ``answers``: the answer
    model's name, a file of answers, or a model (None: likely); ``alphabet``: the letters of the tiles;
    ``relation``: how a shown row relates to the true score (Wordle, Fibble, Woodle);
    ``absurdle``: the adversary answers instead of a secret.
    ``language``: the words' :class:`~wordfinder.languages.Language`, whose tiles fold
    what a player types into the letters they compare; ``past``: the past answers known
    (a :class:`~wordfinder.past_answers.PastAnswers`; None: none), down-weighted;
    ``first_given``: SUTOM's rule (Motus, Lingo): the secret's first letter is shown before
    the first guess, and every guess starts with it; ``given``: that letter, in tiles, once
    known ("" before a secret is drawn or a guess typed), which keeps the lists to the words
    that start with it.
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
    past: object
    first_given: bool
    given: str

    @property
    def limit(self) -> int | None:
        """The guesses allowed before the game is lost (None: no limit): ``max_guesses`` when
        given, else six for one board and one more per further board (Quordle: 9), and
        none in Absurdle, which is played until it is won."""
        if self.max_guesses is None:
            return self.family.limit(self.boards)
        return self.max_guesses or None

    @property
    def model_name(self) -> str | None:
        """The answer model's name (``answers`` may be the name or the model itself)."""
        return getattr(self.answers, "name", self.answers)

    @property
    def default_answers(self) -> str | None:
        """The answer model the game is dealt and advised by when none is named, its
        family's: ``original`` for the games whose advice ranks the 2,315 original answers
        (Absurdle, several boards, Fibble and Woodle), so that what ``play`` deals ``suggest``
        can solve; else None, the command's own default (:func:`default_answers`)."""
        return self.family.answers

    @property
    def answers_file(self) -> str | None:
        """The file of answers the answer model is, if it is one (its words equally likely)."""
        name = self.model_name
        return None if name is None or name in ("likely", "original", "all") else name

    @property
    def played(self) -> tuple[str, ...]:
        """The past answers known, in the game's tiles (none without a history)."""
        return () if self.past is None else self.past.words

    @property
    def name(self) -> str:
        """What the game is called in a message: ``Absurdle``, ``Fibble (1 lie a row)``,
        ``Woodle``, ``Quantum Wordle``, ``4 boards`` or ``Wordle``."""
        return self.family.title.format(relation=self.relation, boards=self.boards,
                                        scoring=SCORING_NAMES[self.scoring])

    @property
    def family(self) -> Family:
        """Which of :data:`FAMILIES` the game is: the one place that asks which variant it is."""
        if self.lies:
            return FAMILIES["lies"]
        if self.absurdle:
            return FAMILIES["absurdle"]
        return FAMILIES["boards" if self.boards > 1 else "wordle"]

    @property
    def lists(self) -> object:
        """The bundled lists of the game's language and length (a
        :class:`~wordfinder.bundles.Bundle`, English's included), read once; under SUTOM's
        rule with the letter known, only the words that start with it."""
        from .bundles import bundle

        from .sutom import kept_lists

        return kept_lists(self, bundle(self.language, self.length))

    @property
    def chosen_lists(self) -> object:
        """:attr:`lists`, or None for the NYT's own (English at five letters, whose stored
        tables the solver reads through quicker paths) when no first letter keeps them."""
        from .bundles import chosen
        from .sutom import solver_lists

        return solver_lists(self, chosen(self.language, self.length))

    def start_of(self, secret: tuple[str, ...]) -> str:
        """The letters of the secret's first word shown before the first guess, which every
        guess must start with: its first under SUTOM's rule, else none (:mod:`wordfinder.sutom`)."""
        from .sutom import start_of

        return start_of(self, secret)

    def given_by(self, guesses: tuple[str, ...]) -> Game:
        """The game with its first letter known from the guesses typed (their first, in tiles),
        under SUTOM's rule; else the game itself (:mod:`wordfinder.sutom`)."""
        from .sutom import given_by

        return given_by(self, guesses)

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


MOST_BOARDS = 64  # boards a game may have (Octordle has 8; 64 is Sexaginta-quattuordle)
COMMAND_MODELS = {"benchmark": "original", "tree": "original", "openers": "original"}  # the others default to likely


def default_answers(command: str, game: Game, own_list: bool = False, options: dict | None = None) -> str | None:
    """The answer model ``command`` plays ``game`` under when ``--answers`` names none: None
    (every word alike) for play with a word list of one's own, which is its own model; else
    the game's own (:attr:`Game.default_answers`); else ``original`` for benchmark and tree
    (the 2,315 games of 2021, and their stored trees; likely for benchmark's ``--secrets`` or
    ``--played FILE``, and for ``--rolling FILE``, whose days are today's games); else
    ``likely``, today's game."""
    options = options or {}
    if own_list and command == "play":
        return None
    if game.default_answers is not None:
        return game.default_answers
    if command == "benchmark" and (options.get("secrets") is not None or _played_file(options)
                                   or options.get("rolling") is not None):
        return "likely"  # secrets, or past answers, are played under today's model
    if command in COMMAND_MODELS:
        return COMMAND_MODELS[command]
    return "likely"


def game_of(command: str, options: dict[str, object], texts: tuple[str, ...] = ()) -> Game:
    """The game a command's options name, checked: the command line's (a request's values)
    and the web API's (the same names) alike.  ``options`` may hold ``lang``, ``length``,
    ``boards``, ``quantum``, ``fibble``, ``lies``, ``woodle``, ``absurdle``, ``hard``,
    ``max_guesses``, ``answers``, ``played``, ``date``, ``rolling``, ``word_file``, ``dict_words``,
    ``sutom``; the ``texts`` typed (``GUESS=SCORE`` pairs) give the length without ``--length``,
    the boards without ``--boards`` and, under ``sutom``, the first letter (or a letter typed alone).  The answer model is ``answers`` or the command's default
    (:func:`default_answers`), read (a file's words) and with the past answers known
    down-weighted.  Raises :class:`~wordfinder.errors.WordfinderError`, in one line, for a
    combination no game is (:func:`check_variants`), an unknown language or length, a bad date
    or an unreadable file."""
    from .answers import chosen_model
    from .sutom import letter_needed, starts_typed

    get = options.get
    spoken = language_named(get("lang"))
    game = Game(
        length=get("length") or _typed_length(spoken, texts), language=spoken,
        boards=get("boards") or _boards_typed(texts), hard=bool(get("hard")),
        scoring=QUANTUM if get("quantum") else CLASSIC, relation=_relation(options), absurdle=bool(get("absurdle")),
        # play's --max-guesses 6, its default, stands for the game's own limit (Quordle's 9); 0 for none
        max_guesses=None if get("max_guesses") == CLASSIC_GUESSES else get("max_guesses"), guesses=get("word_file"),
        first_given=bool(get("sutom")),
    )
    check_variants(command, game, options)
    check_stdin_readers(command, options)
    game = game.given_by(starts_typed(game, texts))
    letter_needed(command, game, texts)
    own_list = get("word_file") is not None or bool(get("dict_words"))
    answers_file = get("answers") not in (None, "likely", "original", "all")
    if not own_list and not answers_file and (get("lang") is not None or get("length") is not None):
        game.lists  # refused at once, in one line, when nothing is bundled (a file is a list of its own)
    _check_typed(command, game, options, texts)
    named = get("answers") or default_answers(command, game, own_list, options)
    past = _past(command, options, spoken, named)
    return game.changed(answers=chosen_model(named, (), spoken), past=past)


def check_stdin_readers(command: str, options: dict[str, object]) -> None:
    """Refuse standard input (``-``) read twice: by two files, a games file named twice, a
    games file and a file, a share block and a file, or by one of them in play, which reads
    the guesses there.  The first would take it all, and the second be found empty."""
    files = {_guesses_flag(command): "word_file", "--answers": "answers", "--answers-file": "answers_file", "--secrets": "secrets",
             "--played": "played", "--rolling": "rolling"}
    named = [(flag, options[key]) for flag, key in files.items() if isinstance(options.get(key), str)]
    named += [("a games file", path) for path in options.get("paths") or () if isinstance(path, str)]
    if not named:
        return  # a plain find imports nothing more
    from .errors import BadNotation
    from .files import is_stdin

    reading = [flag for flag, path in named if is_stdin(path)]
    reading += ["--share"] if options.get("share") and reading else []
    if command == "play" and reading:
        raise BadNotation(f"{reading[0]} -: play reads the guesses from standard input, which can be read once; "
                          f"give {reading[0]} a file")
    if reading.count("a games file") > 1:
        raise BadNotation("a games file - is named twice: standard input can be read once; name it once")
    if len(reading) > 1:
        raise BadNotation(f"{' and '.join(reading)} each read standard input (-), which can be read once; "
                          "give all but one a file")


def _guesses_flag(command: str) -> str:
    """How ``command`` spells the option of its word list: the finder's and the game's
    ``--word-file``, the solver's ``--guesses``."""
    return "--word-file" if command in ("find", "play", "score") else "--guesses"


def check_letters(game: Game, texts: tuple[str, ...] | list[str], words: bool = False) -> None:
    """Refuse a ``GUESS=SCORE`` pair of ``texts`` (and with ``words``, a bare word) whose guess
    holds a letter no tile of the game stands for (``ΩRANE``, full-width ``ＣＬＯＵＤ``), naming
    it and the tiles (the pairs typed, as :func:`game_of` reads them, or those a share block
    gives; the words find lists or explains)."""
    from .errors import BadNotation

    for text in texts:
        stray = game.language.stray_letter(text.partition("=")[0].strip()) if words or "=" in text else None
        if stray is not None:
            raise BadNotation(f"{text[:60]!r}: {stray!r} is not a tile letter of this game "
                              f"({game.language.name}: {game.language.letters})")


def _check_typed(command: str, game: Game, options: dict[str, object], texts: tuple[str, ...]) -> None:
    """Refuse a typed guess with a letter no tile of the game stands for (``ΩRANE``), or of
    another length than ``--length``, or a file of words with none of that length (it would
    be played at its own length), naming it."""
    from .answers import MODELS
    from .errors import BadNotation
    from .words import read_option_list

    check_letters(game, texts)
    if options.get("length") is None:
        return
    for text in texts:
        guess = game.language.spelled(text.partition("=")[0].strip()) if "=" in text else None
        if guess is not None and len(guess) != game.length:
            raise BadNotation(f"{text!r}: the guess has {len(guess)} letters but --length is {game.length}")
    answers = options.get("answers")
    for flag, path in ((_guesses_flag(command), options.get("word_file")), ("--secrets", options.get("secrets")),
                       ("--answers", None if answers in MODELS else answers)):
        read_option_list(path, flag, game.language, game.length)


def check_variants(command: str, game: Game, options: dict[str, object]) -> None:
    """Raise :class:`~wordfinder.errors.WordfinderError`, in one line, when the options name
    no game ``command`` plays (:data:`REFUSALS`), or options the game or ``benchmark --rolling``
    would not use (:data:`UNUSED`, :data:`ROLLING_USES`)."""
    from .errors import NoSuchGame

    unused = _unused_rolling(command, options)  # first: they would be refused for other games otherwise
    if unused:
        raise NoSuchGame(f"--rolling does not use {', '.join(unused)}: it plays each day as "
                         "suggest --played FILE --date DAY does")
    for refused, message in REFUSALS:
        if refused(command, game, options):
            raise NoSuchGame(message.format(game=game.name, command=command, **options))
    unused = _unused(command, game, options)
    if unused:
        raise NoSuchGame(f"{game.name} does not use {', '.join(unused)}: suggest {game.family.advice}")
    game.relation.check_length(game.length)


def _played_file(options: dict[str, object]) -> bool:
    """Whether ``--played`` names a file (not ``none``)."""
    return options.get("played") not in (None, "none")


def _one_letter(typed: object) -> bool:
    """Whether ``typed`` (the texts a command took for SUTOM's letter given) is one letter."""
    return isinstance(typed, (list, tuple)) and len(typed) == 1 and letter_alone(typed[0])


def _named_model(options: dict[str, object]) -> bool:
    """Whether ``--answers`` names the likely or all model (which only a one-board Wordle ranks)."""
    return options.get("answers") in ("likely", "all")


REFUSALS = (
    (lambda c, g, o: o.get("lies") is not None and not o.get("fibble") and not o.get("woodle"),
     "--lies {lies} goes with --fibble: the lies a Fibble row tells"),
    (lambda c, g, o: bool(o.get("fibble") or o.get("lies")) and bool(o.get("woodle")),
     "--fibble and --woodle are two games: give one"),
    (lambda c, g, o: g.lies and (g.boards > 1 or g.is_quantum or o.get("record") is not None),
     "{game} is played on one board with one secret: it cannot be combined with --boards, --quantum or --record"),
    (lambda c, g, o: g.lies and (g.hard or g.absurdle), "{game} cannot be combined with --hard or --absurdle"),
    (lambda c, g, o: g.absurdle and (g.boards > 1 or g.is_quantum or o.get("record") is not None),
     "Absurdle is played on one board: it cannot be combined with --boards, --quantum or --record"),
    (lambda c, g, o: g.boards > 1 and (g.hard or g.is_quantum), "--boards cannot be combined with --hard or --quantum"),
    (lambda c, g, o: g.default_answers is not None and _named_model(o),
     "--answers {answers} is for Wordle on one board: {game} is played for the original answers or --answers FILE"),
    (lambda c, g, o: c == "benchmark" and g.lies and (o.get("games") is not None or _played_file(o)),
     "{game} is benchmarked on one board, every answer or --secrets, not in hard mode"),
    (lambda c, g, o: c == "benchmark" and g.lies and (o.get("strategy") not in (None, "optimal") or (o.get("jobs") or 1) > 1),
     "{game} is benchmarked by its own ranking, in one process: it takes no --strategy or --jobs"),
    (lambda c, g, o: c == "benchmark" and g.boards == 1 and (o.get("jobs") or 1) > 1 and
     (o.get("secrets") is not None or _played_file(o) or _named_model(o)),
     "--secrets, --played and --answers likely or all are played in one process: give no --jobs"),
    (lambda c, g, o: c == "benchmark" and g.boards > 1 and (o.get("secrets") is not None or _played_file(o)),
     "--secrets and --played are for one board; multi-board games play for the original answers"),
    (lambda c, g, o: c == "benchmark" and g.boards == 1 and not g.lies and
     (o.get("games") is not None or o.get("seed") is not None),
     "--games and --seed go with --boards N (multi-board games)"),
    (lambda c, g, o: c == "benchmark" and (o.get("secrets") is not None or _played_file(o)) and
     o.get("answers") not in (None, "likely", "original", "all"),
     "--secrets and --played go with --answers likely, original or all, not a file (a file is its own model: "
     "its words are played)"),
    (lambda c, g, o: c == "benchmark" and o.get("rolling") is None and
     (o.get("from_day") is not None or o.get("to") is not None),
     "--from and --to go with --rolling FILE (a history of dated answers)"),
    (lambda c, g, o: g.first_given and (g.boards > 1 or g.is_quantum or g.absurdle or g.lies),
     "--sutom (the first letter given) is played on one board with one secret: it cannot be combined with "
     "--boards, --quantum, --absurdle, --fibble or --woodle"),
    (lambda c, g, o: g.first_given and (o.get("word_file") is not None or bool(o.get("dict_words"))
                                        or o.get("answers") not in (None, "likely", "original", "all")),
     "--sutom plays the bundled lists: it cannot be combined with --word-file, --guesses, --dict-words or --answers FILE"),
    (lambda c, g, o: g.first_given and c == "benchmark" and (o.get("jobs") or 1) > 1,
     "--sutom is benchmarked in one process, a letter at a time: give no --jobs"),
    (lambda c, g, o: c == "tree" and g.first_given and not _one_letter(o.get("letter")),
     "tree --sutom is the tree of one letter given: type it alone (tree --sutom --lang fr --length 6 D)"),
    (lambda c, g, o: c == "tree" and not g.first_given and bool(o.get("letter")),
     "a letter alone is SUTOM's letter given: give it with --sutom"),
    (lambda c, g, o: c == "openers" and _named_model(o),
     "--answers {answers}: openers are valued over answers alike by the exact search: the original answers "
     "(the default) or --answers FILE"),
    (lambda c, g, o: c == "openers" and o.get("resume") and o.get("out") is None,
     "--resume continues the results file of --out FILE: give it"),
    (lambda c, g, o: c == "openers" and o.get("scheduler") is not None and o.get("workers") is not None,
     "--scheduler and --workers are two clusters (one of yours, one started here): give one"),
    (lambda c, g, o: c == "openers" and o.get("jobs") is not None and
     (o.get("scheduler") is not None or o.get("workers") is not None),
     "--jobs counts this machine's processes: a Dask cluster (--scheduler, --workers) has workers of its own"),
    (lambda c, g, o: c == "suggest" and g.absurdle and g.hard, "Absurdle's forced wins are searched in normal mode, not --hard"),
    (lambda c, g, o: c == "suggest" and g.is_quantum, "suggest is for classic scoring; Quantum Wordle has no solver"),
    (lambda c, g, o: c == "suggest" and o.get("target") is not None and not g.absurdle,
     "--target is Absurdle's challenge mode: give it with --absurdle"),
)
"""What no game is, or what a command cannot play: a test of the command, the game and the
options, and the one line that says so (the command line's and the API's words alike)."""


SUGGEST_DEFAULTS = {"top": 10, "strategy": "optimal", "common": False, "played": None}
FLAGS = {"top": "--limit", "strategy": "--strategy", "common": "--common", "played": "--played"}


def _unused(command: str, game: Game, options: dict[str, object]) -> list[str]:
    """The options of suggest given (not at their defaults) that the game would not use."""
    if command != "suggest":
        return []
    given = [name for name in game.family.unused
             if options.get(name, SUGGEST_DEFAULTS[name]) not in (SUGGEST_DEFAULTS[name], "none")]
    return [FLAGS[name] for name in given]


ROLLING_USES = ("rolling", "from_day", "to", "hard", "jobs", "as_json")
"""The options of benchmark ``--rolling`` uses: it plays each day as ``suggest --played FILE
--date DAY`` does (today's model, suggest's default strategy); any other given is refused."""
OPTION_FLAGS = {"word_file": "--guesses", "as_json": "--json", "from_day": "--from"}
"""The options whose flag is not their name dashed after ``--`` (``max_guesses``: ``--max-guesses``)."""


def _unused_rolling(command: str, options: dict[str, object]) -> list[str]:
    """The options of benchmark given (not at their defaults) that ``--rolling`` would not use."""
    if command != "benchmark" or options.get("rolling") is None:
        return []
    given = [name for name, value in options.items()
             if name not in ROLLING_USES and value not in (None, False, SUGGEST_DEFAULTS.get(name))]
    return [OPTION_FLAGS.get(name, "--" + name.replace("_", "-")) for name in given]


def language_named(code: object) -> Language:
    """The language ``--lang`` names (English without it); unknown codes name the known ones."""
    from .languages import language

    return ENGLISH if code is None else language(code)


def _typed_length(spoken: Language, texts: tuple[str, ...]) -> int:
    """The length of the first pair's guess, in the language's tiles, when lists of that
    length are bundled (``suggest ABACUS=......`` plays six letters); else 5."""
    from .bundles import available

    first = next((text for text in texts if "=" in text), None)
    if first is None:
        return 5
    length = len(spoken.spelled(first.split("=", 1)[0].strip()))
    return length if (spoken.code, length) in available() else 5


def _boards_typed(texts: tuple[str, ...]) -> int:
    """The boards the first pair with a score per board names (``CRANE=..a.E/-``: 2), else 1."""
    first = next((text for text in texts if "=" in text and "/" in text.partition("=")[2]), None)
    return 1 if first is None else first.partition("=")[2].count("/") + 1


def _relation(options: dict[str, object]) -> Relation:
    """The relation --fibble (--lies K) and --woodle name; the API's ``lies`` alone is Fibble."""
    from .relations import WOODLE, fibble

    lies = options.get("lies")
    if options.get("fibble") or (lies and not options.get("woodle")):
        return fibble(lies or 1)
    return WOODLE if options.get("woodle") else EXACT


def _past(command: str, options: dict[str, object], spoken: Language, named: object) -> object:
    """The past answers known (:func:`wordfinder.past_answers.known_past_answers`): those of
    ``--played`` (none for ``--played none``) known on ``--date``; without it, the history
    file's, for today's game only: under the likely or all model (one board's), not a recorded
    game reviewed (played on a day of its own).  ``--date`` is checked in any game.
    ``--rolling FILE``: every line of FILE, each of its days played knowing those before it."""
    from .past_answers import NONE, known_past_answers, read_past_answers

    if options.get("rolling") is not None:
        return read_past_answers(options["rolling"], spoken, option="--rolling")
    played = options.get("played")
    if played is None and ("played" not in options or command == "analyze" or named not in ("likely", "all")):
        played = NONE
    return known_past_answers(played, options.get("date"), spoken)


def guess_limit(boards: int = 1) -> int:
    """The guesses a game of ``boards`` boards allows by default: 6, 7 for Dordle, 9 for
    Quordle, 13 for Octordle."""
    return CLASSIC_GUESSES + boards - 1


NYT = Game()
"""The New York Times' Wordle: five letters, one board, six guesses, normal mode."""

assert NYT.limit == 6 and Game(boards=4).limit == 9 and Game(max_guesses=0).limit is None
