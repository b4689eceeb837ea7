"""The command line, declared once: every command's arguments and options.

Both readers of a command line derive from this table, so they cannot disagree:
the typer app (``cli.py``) builds its commands' parameters from it, and
:func:`read_plain` reads a plain command line without typer, which saves the
~0.2 s typer takes to import on commands that run dozens of times a game.
Anything the plain reader does not take for certain (help, an unknown option, a
value it cannot read) it leaves to typer, which explains the problem.
Every command is run from a :class:`Request`: the values of its parameters by name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import import_module

from ..numbers import MAX_DIGITS
from ..values import value_type

__all__ = [
    "COMMANDS",
    "DEFAULT_COMMAND",
    "STRATEGY_NAMES",
    "Command",
    "Option",
    "Request",
    "is_boards_request",
    "read_plain",
    "spread_words",
]

MOST_GAMES = 1_000_000  # random games a benchmark plays at most (a million Quordles take hours)
STRATEGY_NAMES = ("optimal", "lookahead", "entropy", "expected", "minimax", "frequency")


class Option(value_type(
    "Option", ["name", "flags", "kind", "help", "metavar", "default", "minimum", "choices", "maximum"],
    defaults=(None, None, None, (), None),
)):
    """One parameter of a command: ``kind`` is ``flag``, ``int``, ``text`` (a path or a word),
    ``choice`` (one of ``choices``), or ``arguments`` (the positional values, ``flags``
    empty; ``default`` None when at least one is required)."""

    __slots__ = ()

    @property
    def takes_value(self) -> bool:
        """Whether the option is followed by a value."""
        return self.kind in ("int", "text", "choice")


class Command(value_type("Command", ["name", "run", "options"])):
    """A command: its name, where its run function lives (``module:function``), its parameters."""

    __slots__ = ()

    def runner(self) -> Callable[[Request], int]:
        """The function that runs the command (imported now: each command loads only its own)."""
        module, _, name = self.run.partition(":")
        return getattr(import_module(module), name)

    @property
    def arguments(self) -> Option | None:
        """The positional parameter, if the command has one."""
        return next((o for o in self.options if o.kind == "arguments"), None)

    def request(self, **values: object) -> Request:
        """The request with these values, defaults elsewhere."""
        unknown = set(values) - {o.name for o in self.options}
        if unknown:
            raise TypeError(f"{self.name}: unknown parameters {sorted(unknown)}")
        return Request(self.name, {o.name: values.get(o.name, o.default) for o in self.options})


class Request(value_type("Request", ["command", "values"])):
    """What a command line asks for: the command's name and each parameter's value."""

    __slots__ = ()

    def __getattr__(self, name: str) -> object:
        try:
            return self.values[name]
        except KeyError:
            raise AttributeError(name) from None


def is_boards_request(request: Request, texts: Sequence[str]) -> bool:
    """Whether a request is for multi-board Wordle: ``--boards`` given, or a pair with a
    score per board (``/`` between them).  Here, not with the multi-board commands, so that
    a single-board command line does not import them."""
    return request.values.get("boards") is not None or any("=" in t and "/" in t.partition("=")[2] for t in texts)


def model_of(request: Request) -> str:
    """The answer model a solver command believes: ``--answers`` if given; else
    ``original`` with an answers file (a file is its own model) or several boards
    (multi-board games rank for the original answers); else ``likely``, today's game."""
    if request.model is not None:
        return request.model
    return "original" if request.answers_file is not None or is_boards_request(request, request.values.get("pairs", ())) else "likely"


def _flag(name: str, help: str, *flags: str) -> Option:
    return Option(name, flags or (f"--{name.replace('_', '-')}",), "flag", help, default=False)


def _model(help_text: str) -> Option:
    """``--answers MODEL``: the answer model a solver command believes (default: its own)."""
    return Option("model", ("--answers",), "choice", help_text, "MODEL", None, None, ("likely", "original", "all"))


_JSON = _flag("as_json", "Print JSON instead of text (keys: docs/json.md).", "--json")
_HARD = _flag("hard", "NYT hard mode: every revealed hint must be used.")
_STRATEGY = Option(
    "strategy", ("--strategy", "-s"), "choice",
    "optimal: fewest expected guesses, by exact search (the default); lookahead: the same, "
    "estimated a step ahead; entropy: most information; expected: fewest words left on "
    "average; minimax: smallest worst case; frequency: seed 003's common letters, then common words.",
    "STRATEGY", "optimal", None, STRATEGY_NAMES,
)
_GUESS_FILE = Option("word_file", ("--guesses", "--word-file"), "text",
                     "The words that may be guessed (default: the 14,855 allowed guesses; --word-file is the "
                     "old spelling).", "FILE")
_ANSWERS_FILE = Option("answers_file", ("--answers-file",), "text",
                       "The words that may be the answer, equally likely: a model of its own.", "FILE")
_DICT_WORDS = _flag("dict_words", "Use the system dictionary (/usr/share/dict/words) as the word list.")
_BOARDS = Option("boards", ("--boards", "-b"), "int",
                 "Multi-board Wordle with N boards (Dordle 2, Quordle 4, Octordle 8); scores are "
                 "written one per board, CRANE=..a.E/-/c...., '-' for a solved board.", "N", None, 1, (), 64)

_PLAYED = Option("played", ("--played",), "text",
                 "Past answers, one a line (a date beside each is allowed): each stays possible, as the NYT "
                 "reuses answers, but less likely (together 5% of the probability).", "FILE")
_GAME_PATHS = Option("paths", (), "arguments", "Games files, or folders of *.md games files.", "PATH...")

COMMANDS: dict[str, Command] = {
    command.name: command
    for command in (
        Command("find", "wordfinder.cli.find:run_find", (
            Option("arguments", (), "arguments",
                   "Guesses and their scores, e.g. CHEST=c.E.. (bare words too, with --words or --explain).",
                   "GUESS=SCORE..."),
            _flag("verbose", "Show what the pairs establish (on stderr).", "--verbose", "-v"),
            _flag("explain", "Explain why each word is or is not eligible: the bare words given, or the whole list."),
            _flag("words_given", "The bare words among the arguments are the word list (or --words=A,B).", "--words"),
            Option("word_file", ("--word-file",), "text", "Read the word list from FILE, one word a line.", "FILE"),
            _DICT_WORDS,
            _flag("answers_only", "Only the 2,315 original Wordle answers.", "--answers"),
            Option("sort", ("--sort",), "choice",
                   "likely: the likeliest answer first, by each word's prior (data/priors.tsv; with --answers, "
                   "the original answers are equally likely); alpha: the original answers first, then the "
                   "other words, each part in alphabetical order (the order of 0.2).",
                   "ORDER", "likely", None, ("likely", "alpha")),
            _JSON,
            _flag("quantum", "Quantum Wordle: list the pairs of words (A|B, sharing no letter) that fit."),
            Option("limit", ("--limit",), "int", "List at most N: words (the likeliest first), explanations, or --quantum "
                   "pairs (default: every word; 1,000,000 pairs, and 10,000 with --json).", "N", None, 1),
            _flag("share", "Read a pasted share block from standard input; the bare words are the "
                  "guesses, one per row."),
            _BOARDS,
            _PLAYED,
        )),
        Command("score", "wordfinder.cli.score:run_score", (
            _GAME_PATHS,
            Option("first_game", ("--first-game",), "int", "Skip games numbered below N.", "N"),
            Option("last_game", ("--last-game",), "int", "Skip games numbered above N.", "N"),
            Option("newest", ("--limit", "-n", "-N", "--newest"), "int",
                   "Only the last N games listed (-N and --newest are the old spellings).", "N", None, 0),
            Option("word_file", ("--word-file",), "text",
                   "Word list for the finder (default: the 14,855 allowed guesses).", "FILE"),
            Option("answers_file", ("--answers-file",), "text",
                   "Plausible answers for the verb check (default: the 2,315 original answers).", "FILE"),
            _flag("strict", "Count a verb that does not fit the answers left as a failure."),
            _JSON,
        )),
        Command("play", "wordfinder.cli.play:run_play", (
            Option("length", ("--length",), "int", "Play with K-letter words.", "K", 5, 1),
            Option("word_file", ("--word-file",), "text",
                   "Draw the secret from, and accept the guesses of, FILE.", "FILE"),
            _DICT_WORDS,
            _flag("answers_only", "Draw the secret from the 2,315 original Wordle answers; every allowed "
                  "guess is still accepted, as in Wordle.", "--answers"),
            _flag("quantum", "Quantum Wordle: two secret words sharing no letter; guess either to win."),
            Option("max_guesses", ("--max-guesses",), "int", "Attempts before the game is lost; 0: no limit.",
                   "N", 6, 0),
            _flag("hard", "Hard mode: greens stay in place and revealed letters must be used again."),
            Option("seed", ("--seed",), "int", "Seed the random choices: the same seed, the same game.", "S"),
            Option("record", ("--record",), "text",
                   "Append the finished game to the games file FILE (see `score`).", "FILE"),
            _BOARDS,
        )),
        Command("suggest", "wordfinder.cli.suggest:run_suggest", (
            Option("pairs", (), "arguments", "The guesses so far and their scores; none for the opening.",
                   "[GUESS=SCORE...]", ()),
            _STRATEGY,
            _HARD,
            Option("top", ("--limit", "-n", "--top"), "int", "How many guesses to list (at most 100; --top is the "
                   "old spelling).", "N", 10, 1, (), 100),
            _JSON,
            _GUESS_FILE,
            _ANSWERS_FILE,
            _model("The answer model to rank for: likely (today's Wordle, the default: every allowed word, "
                   "weighted by its prior, data/priors.tsv), original (the 2,315 original answers, equally "
                   "likely: the 2021 game, and the default with --answers-file or --boards) or all (every "
                   "allowed word, equally likely). The figures are then weighted by it."),
            _BOARDS,
            _PLAYED,
            _flag("common", "Rank only guesses a player would know: the 5,000 likeliest answers by the prior "
                  "(all but five vulgar original answers among them); the first line says what that costs in expected guesses."),
        )),
        Command("benchmark", "wordfinder.cli.benchmark:run_benchmark", (
            _STRATEGY,
            _HARD,
            _ANSWERS_FILE,
            _model("The answer model the solver believes: original (the 2,315 answers, equally likely; the "
                   "default without --secrets), likely (every allowed word, weighted by its prior; the "
                   "default with --secrets) or all (every allowed word, equally likely)."),
            Option("secrets", ("--secrets",), "text",
                   "Play each word of FILE as the secret, under the solver's own answer model "
                   "(default with --answers likely or all: the 2,315 original answers).", "FILE"),
            _GUESS_FILE,
            _JSON,
            Option("jobs", ("--jobs", "-j"), "int", "Play in N processes (at most 64).", "N", 1, 1, (), 64),
            _BOARDS,
            Option("games", ("--games",), "int", "With --boards: play N random games (default 100, and 300 / boards above 3 boards).",
                   "N", None, 1, (), MOST_GAMES),
            Option("seed", ("--seed",), "int", "With --boards: the seed that draws the games (default 1).", "S"),
            _PLAYED,
        )),
        Command("tree", "wordfinder.cli.tree:run_tree", (
            _STRATEGY,
            _HARD,
            Option("format", ("--format", "-f"), "choice", "text: an indented outline; json: nested "
                   '{"guess": ..., "then": {score: ...}}; dot: a graph for graphviz.', "FORMAT", "text",
                   None, ("text", "json", "dot")),
            _flag("as_json", "Print the tree as JSON: --format json.", "--json"),
            _GUESS_FILE,
            _ANSWERS_FILE,
        )),
        Command("analyze", "wordfinder.cli.analyze:run_analyze", (
            Option("paths", (), "arguments", "Games files, or folders of *.md games files; or the GUESS=SCORE "
                   "pairs of one game just played.", "PATH... | GUESS=SCORE..."),
            Option("game", ("--game",), "int", "Only the game numbered N.", "N"),
            Option("answer", ("--answer",), "text", "With pairs: the game's answer (default: the last guess, "
                   "when it scored all green).", "WORD"),
            _STRATEGY,
            _HARD,
            _JSON,
            _GUESS_FILE,
            _ANSWERS_FILE,
            _model("The answer model to review under: likely (today's Wordle, the default: every allowed "
                   "word, weighted by its prior), original (the 2,315 original answers, equally likely; the "
                   "default with --answers-file) or all (every allowed word, equally likely). Bits are then "
                   "weighted by it, and the best guess is the one the strategy plays under it."),
            _PLAYED,
        )),
    )
}
DEFAULT_COMMAND = "find"  # `wordfinder PAIR...` means `wordfinder find PAIR...`


def read_plain(argv: Sequence[str]) -> Request | None:
    """The request a plain command line makes, or None when only typer can read it.

    ``argv`` is what follows the program name; a first argument that is not a command
    name (and not an option asking for help) means the default command.
    """
    argv = list(argv)
    if argv and argv[0] in COMMANDS:
        command, argv = COMMANDS[argv[0]], argv[1:]
    elif argv and argv[0] not in ("-h", "--help"):
        command = COMMANDS[DEFAULT_COMMAND]
    else:
        return None
    if command.name == DEFAULT_COMMAND:
        argv = spread_words(argv)
    read = _read_options(command, argv)
    if read is None:
        return None
    values, positional = read
    arguments = command.arguments
    if positional:
        if arguments is None:
            return None
        values[arguments.name] = tuple(positional)
    elif arguments is not None and arguments.default is None:
        return None  # a required argument is missing: typer says so
    return command.request(**values)


def _read_options(command: Command, argv: Sequence[str]) -> tuple[dict[str, object], list[str]] | None:
    """The options' values by name and the positional arguments of ``argv``, or None when
    only typer should read them (help, an unknown option, a value it cannot read)."""
    by_flag = {flag: option for option in command.options for flag in option.flags}
    values: dict[str, object] = {}
    positional: list[str] = []
    rest = iter(argv)
    for arg in rest:
        name, equals, inline = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        option = by_flag.get(name)
        if option is None:
            if arg.startswith("-"):
                return None  # help, an unknown option, `--`, a negative number: typer explains
            positional.append(arg)
            continue
        if option.name in values or (equals and not option.takes_value):
            return None  # given twice (let typer decide which wins), or a flag given a value
        if not option.takes_value:
            values[option.name] = True
            continue
        value = inline if equals else next(rest, None)
        if value is None or value.startswith("-") or (value := _value(option, value)) is None:
            return None
        values[option.name] = value
    return values, positional


def _value(option: Option, text: str) -> object | None:
    """An option's value read from ``text``, or None when only typer should judge it."""
    if option.kind == "int":
        if not (text.isascii() and text.isdigit()) or len(text) > MAX_DIGITS:
            return None
        number = int(text)
        if option.minimum is not None and number < option.minimum:
            return None
        return number if option.maximum is None or number <= option.maximum else None
    if option.kind == "choice":
        return text if text in option.choices else None
    return text if text else None


def spread_words(argv: Sequence[str]) -> list[str]:
    """The arguments with ``--words=A,B`` written out as ``--words A B``."""
    spread: list[str] = []
    for arg in argv:
        if arg.startswith("--words="):
            spread += ["--words", *filter(None, arg.removeprefix("--words=").split(","))]
        else:
            spread.append(arg)
    return spread
