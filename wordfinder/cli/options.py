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

import os
from collections.abc import Callable, Sequence
from importlib import import_module

from ..errors import WordfinderError
from ..numbers import MAX_DIGITS
from ..values import value_type

__all__ = [
    "COMMANDS",
    "DEFAULT_COMMAND",
    "MODEL_NAMES",
    "STRATEGY_NAMES",
    "Command",
    "Option",
    "Request",
    "OLD_SPELLINGS",
    "modern_spelling",
    "read_plain",
    "spread_words",
]

MOST_GAMES = 1_000_000  # random games a benchmark plays at most (a million Quordles take hours)
STRATEGY_NAMES = ("optimal", "lookahead", "entropy", "expected", "minimax", "frequency")
MODEL_NAMES = ("likely", "original", "all")  # the answer models (wordfinder.answers.MODELS, not imported here)


class Option(value_type(
    "Option", ["name", "flags", "kind", "help", "metavar", "default", "minimum", "choices", "maximum"],
    defaults=(None, None, None, (), None),
)):
    """One parameter of a command: ``kind`` is ``flag``, ``int``, ``text`` (a path or a word),
    ``choice`` (one of ``choices``), ``model`` (one of ``choices`` or an existing file), or
    ``arguments`` (the positional values, ``flags`` empty; ``default`` None when at least
    one is required)."""

    __slots__ = ()

    @property
    def takes_value(self) -> bool:
        """Whether the option is followed by a value."""
        return self.kind in ("int", "text", "choice", "model")


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


OLD_SPELLINGS = {"--answers-file": "--answers", "--word-file": "--guesses"}
"""Old names of an option, in the commands that declare the new name and not the old one
(score's --answers-file, and find's and play's --word-file, are options of their own)."""


LIST_FLAGS = {"--answers": "--show=answers", "--allowed": "--show=allowed"}
"""The issue's spellings of ``lists --show WORDS``: flags there, not the answer model."""


def modern_spelling(command: str, argv: Sequence[str]) -> list[str]:
    """The arguments of ``command`` with the old spellings of its options written as they are
    spelled now: :data:`OLD_SPELLINGS`, and find's and play's flag ``--answers`` (the
    original answers) as ``--answers original``, known by what follows it (see
    :func:`_old_flag`).  Raises :class:`WordfinderError` when the line names the answer
    model twice."""
    declared = {flag for option in COMMANDS[command].options for flag in option.flags}
    renamed = {old: new for old, new in OLD_SPELLINGS.items() if new in declared and old not in declared}
    modern: list[str] = []
    named = 0
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--":
            modern += [arg, *rest]
            break
        name, equals, value = arg.partition("=")
        if name in renamed and (equals or rest):
            value = value if equals else rest.pop(0)
            if name == "--answers-file" and value in MODEL_NAMES:
                value = f"./{value}"  # a file so named, not the model
            arg = f"{renamed[name]}={value}"
        elif name in renamed:
            arg = renamed[name]  # its value is missing: typer says so
        elif arg in LIST_FLAGS and command == "lists":
            arg = LIST_FLAGS[arg]
        elif arg == "--answers" and command in ("find", "play") and (not rest or _old_flag(rest[0], argv)):
            arg = "--answers=original"
        named += arg == "--answers" or arg.startswith("--answers=")
        modern.append(arg)
    if named > 1:
        raise WordfinderError("--answers (or --answers-file) is given twice: give one answer model, --answers MODEL|FILE")
    return modern


def _old_flag(following: str, argv: Sequence[str]) -> bool:
    """Whether the argument after a bare ``--answers`` shows it to be find's and play's old
    flag, which no value follows: neither a model's name nor an existing file, but an
    option, a GUESS=SCORE pair, or a bare word where bare words are a list or guesses."""
    if following in MODEL_NAMES or (following != "-" and os.path.exists(following)):
        return False
    listing = any(a in ("--words", "--explain", "--share") or a.startswith("--words=") for a in argv)
    return following.startswith("-") or "=" in following or listing


def _flag(name: str, help: str, *flags: str) -> Option:
    return Option(name, flags or (f"--{name.replace('_', '-')}",), "flag", help, default=False)


def _limit(name: str, default: int | None, minimum: int, maximum: int | None = None, *old: str) -> Option:
    """``--limit N`` (``-n``): how many to show, its bounds and old spellings the command's own."""
    return Option(name, ("--limit", "-n", *old), "int", LIMIT_HELP, "N", default, minimum, (), maximum)


LIMIT_HELP = ("Show at most N: find's likeliest words, explanations or --quantum pairs; suggest's best guesses "
              "(at most 100); score's last N games (0: all); openers' N best (--top N), proven by branch and bound "
              "without valuing the rest. suggest's --top and score's -N and --newest are old spellings.")
_JOBS = Option("jobs", ("--jobs", "-j"), "int", "Run in N processes of this machine, at most 64 (benchmark: default 1; "
               "openers: default one per core, and 1 runs in this process).", "N", None, 1, (), 64)


_VERBOSE = _flag("verbose", "Show what the pairs establish, on stderr (--json adds it as knowledge).", "--verbose", "-v")
_SHARE = _flag("share", "Read a pasted share block from standard input; the bare words are the guesses, one per row.")
_JSON = _flag("as_json", "Print JSON instead of text (keys: docs/json.md).", "--json")
_HARD = _flag("hard", "NYT hard mode: greens stay in place and every revealed letter must be used again.")
_QUANTUM = _flag("quantum", "Quantum Wordle (seed 001): the secret is two words sharing no letter, and guessing either wins.")
_FIBBLE = _flag("fibble", "Fibble: every row that is not a win has exactly K tiles in the wrong colour "
                "(K: --lies, default 1); a word fits when some truth the row may stand for is its score.")
_LIES = Option("lies", ("--lies",), "int", "With --fibble: the tiles each row gets wrong (Fibble 2 to 5: 2 to 5 lies).",
               "K", None, 1, (), 64)
_WOODLE = _flag("woodle", "Woodle: a row tells only how many tiles are green and how many yellow, written CRANE=1G2Y.")
_ABSURDLE = _flag("absurdle", "Absurdle: no secret; each guess gets the score of the most words left, "
                  "and the game is won when the guess is the only word left.")
_SEED = Option("seed", ("--seed",), "int",
               "Seed the random draws (secrets, and the rows --fibble shows): the same seed, the same games "
               "(benchmark --boards, --fibble: 1 unless given).", "S")
_WORD_LIST = Option("word_file", ("--word-file",), "text",
                    "The word list: the words of FILE, one a line (default: the game's allowed guesses, "
                    "14,855 in English).", "FILE")
_STRATEGY = Option(
    "strategy", ("--strategy", "-s"), "choice",
    "optimal: fewest expected guesses, by exact search (the default); lookahead: the same, "
    "estimated a step ahead; entropy: most information; expected: fewest words left on "
    "average; minimax: smallest worst case; frequency: seed 003's common letters, then common words.",
    "STRATEGY", "optimal", None, STRATEGY_NAMES,
)
_GUESS_FILE = Option("word_file", ("--guesses",), "text",
                     "The words that may be guessed, the answers among them as they must be (default: the "
                     "game's allowed guesses, 14,855 in English; --word-file is the old spelling).", "FILE")
_ANSWERS = Option(
    "answers", ("--answers",), "model",
    "The answer model: likely (today's Wordle: every allowed word, weighted by its prior, data/priors.tsv), "
    "original (the original answers, equally likely: the 2021 game's 2,315 in English), all (every allowed word, equally "
    "likely), or a FILE of words, equally likely (--answers-file FILE is the old spelling; a bare --answers in "
    "find and play, original). Default: the command's own, as its description says.",
    "MODEL|FILE", None, None, MODEL_NAMES,
)
_SUTOM = _flag("sutom", "SUTOM's rule (Motus, Lingo): the secret's first letter is shown before the first guess "
               "and every guess starts with it; type it alone (M) or as your guesses' first letter.")
_LETTER = Option("letter", (), "arguments", "With --sutom: the letter given, as SUTOM shows it before the first "
                 "guess (D).", "LETTER", ())
_DICT_WORDS = _flag("dict_words", "Use the system dictionary (/usr/share/dict/words) as the word list.")
_BOARDS = Option("boards", ("--boards", "-b"), "int",
                 "Multi-board Wordle with N boards (Dordle 2, Quordle 4, Octordle 8); scores are "
                 "written one per board, CRANE=..a.E/-/c...., '-' for a solved board.", "N", None, 1, (), 64)

_LANG = Option("lang", ("--lang",), "text",
               "The words' language and its tiles: en (the default), es, fr, pt, nl (IJ two letters, as "
               "woordle.nl), nl-ij (IJ one tile, as Lingo), da or de; `wordfinder lists` shows what is bundled.", "CODE")
_LENGTH = Option("length", ("--length",), "int",
                 "Words of K letters (tiles): the bundled lists of that length (default: the first guess's "
                 "length where lists of it are bundled, else 5).", "K", None, 1, (), 64)
_PLAYED = Option("played", ("--played",), "text",
                 "Past answers, one a line, each optionally dated (CRANE 2024-06-01): each stays possible, as "
                 "the NYT reuses answers, but less likely (the day's model: a reuse rate read from the dates). Default: the NYT's, "
                 "in the file `wordfinder history update` writes, in an English game; none: no past answers.",
                 "FILE|none")
_DATE = Option("date", ("--date",), "text",
               "The day being played (default: today): past answers dated on or after it are not known yet, "
               "so --date 2024-06-01 plays that day's game knowing only the answers before it.", "YYYY-MM-DD")
_TO = Option("to", ("--to",), "text", "The last day: history update fetches the days up to it (default and "
             "latest: today), e.g. --to 2024-06-01; benchmark --rolling plays the days up to it (default: the file's last).",
             "YYYY-MM-DD")
_GAME_PATHS = Option("paths", (), "arguments", "Games files, or folders of *.md games files.", "PATH...")

COMMANDS: dict[str, Command] = {
    command.name: command
    for command in (
        Command("find", "wordfinder.cli.find:run_find", (
            Option("arguments", (), "arguments",
                   "Guesses and their scores, e.g. CHEST=c.E.. (bare words too, with --words or --explain).",
                   "GUESS=SCORE..."),
            _VERBOSE,
            _flag("explain", "Explain why each word is or is not eligible: the bare words given, or the whole list."),
            _flag("words_given", "The bare words among the arguments are the word list (or --words=A,B).", "--words"),
            _WORD_LIST,
            _DICT_WORDS,
            _ANSWERS,
            Option("sort", ("--sort",), "choice",
                   "likely: the likeliest answer first, by each word's prior (data/priors.tsv; under --answers original, "
                   "all or a FILE, the model's words are equally likely); alpha: the original answers first, then the "
                   "other words, each part in alphabetical order (the order of 0.2).",
                   "ORDER", "likely", None, ("likely", "alpha")),
            _JSON,
            _QUANTUM,
            _FIBBLE,
            _LIES,
            _WOODLE,
            _limit("limit", None, 1),
            _SHARE,
            _BOARDS,
            _PLAYED,
            _DATE,
            _LANG,
            _LENGTH,
            _SUTOM,
        )),
        Command("score", "wordfinder.cli.regression:run_score", (
            _GAME_PATHS,
            Option("first_game", ("--first-game",), "int", "Skip games numbered below N.", "N"),
            Option("last_game", ("--last-game",), "int", "Skip games numbered above N.", "N"),
            _limit("newest", None, 0, None, "-N", "--newest"),
            _WORD_LIST,
            Option("answers_file", ("--answers-file",), "text",
                   "Plausible answers for the verb check (default: the 2,315 original answers).", "FILE"),
            _flag("strict", "Count a verb that does not fit the answers left as a failure."),
            _JSON,
            _LANG,
            _LENGTH,
            _SUTOM,
        )),
        Command("play", "wordfinder.cli.play:run_play", (
            _LANG,
            _LENGTH,
            _SUTOM,
            _WORD_LIST,
            _DICT_WORDS,
            _ANSWERS,
            _QUANTUM,
            _FIBBLE,
            _LIES,
            _WOODLE,
            _ABSURDLE,
            Option("max_guesses", ("--max-guesses",), "int", "Attempts before the game is lost; 0: no limit.",
                   "N", 6, 0),
            _HARD,
            _SEED,
            Option("record", ("--record",), "text",
                   "Append the finished game to the games file FILE (see `score`).", "FILE"),
            _BOARDS,
            _PLAYED,
            _DATE,
        )),
        Command("suggest", "wordfinder.cli.suggest:run_suggest", (
            Option("pairs", (), "arguments", "The guesses so far and their scores; none for the opening.",
                   "GUESS=SCORE...", ()),
            _STRATEGY,
            _HARD,
            _limit("top", 10, 1, 100, "--top"),
            _JSON,
            _GUESS_FILE,
            _ANSWERS,
            _BOARDS,
            _PLAYED,
            _DATE,
            _VERBOSE,
            _SHARE,
            _ABSURDLE,
            _FIBBLE,
            _LIES,
            _WOODLE,
            Option("target", ("--target",), "text", "With --absurdle: challenge mode, a line that forces the game "
                   "to end on WORD.", "WORD"),
            _flag("common", "Rank only guesses a player would know: the 5,000 likeliest answers by the prior "
                  "(all but five vulgar original answers among them); the first line says what that costs in expected guesses."),
            _LANG,
            _LENGTH,
            _SUTOM,
        )),
        Command("benchmark", "wordfinder.cli.benchmark:run_benchmark", (
            _STRATEGY,
            _HARD,
            _ANSWERS,
            Option("secrets", ("--secrets",), "text",
                   "Play each word of FILE as the secret, under the solver's own answer model "
                   "(default with --answers likely or all: the 2,315 original answers).", "FILE"),
            _GUESS_FILE,
            _JSON,
            _JOBS,
            _BOARDS,
            Option("games", ("--games",), "int", "With --boards: play N random games (default 100, and 300 / boards above 3 boards).",
                   "N", None, 1, (), MOST_GAMES),
            _SEED,
            _PLAYED,
            _DATE,
            Option("rolling", ("--rolling",), "text", "Play each dated day of FILE (WORD YYYY-MM-DD lines) knowing "
                   "only the earlier lines, each guess suggest's first (--from, --to: the days played).", "FILE"),
            Option("from_day", ("--from",), "text", "With --rolling: the first day played (default: the file's first).",
                   "YYYY-MM-DD"),
            _TO,
            _FIBBLE,
            _LIES,
            _WOODLE,
            _LANG,
            _LENGTH,
            _SUTOM,
        )),
        Command("tree", "wordfinder.cli.tree:run_tree", (
            _LETTER,
            _STRATEGY,
            _HARD,
            Option("format", ("--format", "-f"), "choice", "text: an indented outline; json: nested "
                   '{"guess": ..., "then": {score: ...}}; dot: a graph for graphviz.', "FORMAT", "text",
                   None, ("text", "json", "dot")),
            _JSON,
            _GUESS_FILE,
            _ANSWERS,
            _LANG,
            _LENGTH,
            _SUTOM,
        )),
        Command("openers", "wordfinder.cli.openers:run_openers", (
            _HARD,
            Option("only", ("--only",), "text", "Value only these openers, comma-separated: --only SALET,TARSE,CRANE.",
                   "W,W,..."),
            _limit("top", None, 1, None, "--top"),
            _JSON,
            Option("out", ("--out",), "text", "Write each value to FILE as it comes, one JSON line each (the "
                   "first line names the game); a new file, unless --resume.", "FILE"),
            _flag("resume", "Continue the run whose results --out FILE holds: what it holds is not computed again."),
            _JOBS,
            Option("scheduler", ("--scheduler",), "text", "Send each opener as a task to the Dask scheduler at "
                   "ADDRESS (tcp://host:8786; Dask comes with the cluster extra of wordfinder).", "ADDRESS"),
            Option("workers", ("--workers",), "int", "Start a Dask cluster of N worker processes on this machine "
                   "and value the openers on it.", "N", None, 1, (), 1024),
            _GUESS_FILE,
            _ANSWERS,
            _LANG,
            _LENGTH,
        )),
        Command("serve", "wordfinder.cli.serve:run_serve", (
            Option("host", ("--host",), "text", "The address to listen on (default: this machine only; "
                   "another address lets other machines in, and a warning says so).", "HOST", "127.0.0.1"),
            Option("port", ("--port", "-p"), "int", "The port to listen on; 0 picks a free one.", "N", 8000, 0, (), 65535),
            _flag("opened", "Open the page in the default browser once it is served.", "--open"),
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
            _ANSWERS,
            _PLAYED,
            _DATE,
            _SHARE,
            _LANG,
            _LENGTH,
            _SUTOM,
        )),
        Command("lists", "wordfinder.cli.lists:run_lists", (
            _LETTER,
            _LANG,
            _LENGTH,
            _SUTOM,
            Option("show", ("--show",), "choice",
                   "Print the words of one list, one a line, accents kept: answers or allowed (--answers and "
                   "--allowed say the same).", "WORDS", None, None, ("answers", "allowed")),
            _JSON,
        )),
        Command("history", "wordfinder.cli.history:run_history", (
            Option("action", (), "arguments", "update: fetch the NYT's answers the history file lacks; "
                   "show: where the file is and what it holds.", "update|show"),
            _TO,
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
    try:
        argv = modern_spelling(command.name, argv)
    except WordfinderError:
        return None  # typer says what is wrong
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
    if option.kind == "model":
        return text if text in option.choices or os.path.exists(text) else None
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
