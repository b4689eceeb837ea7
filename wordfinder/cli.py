"""The command line: parse options, call the library, render, and map errors to exit codes.

Exit codes: 0 when some word fits, 1 when none does, 2 for bad input.
"""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Any

import typer
from typer._click.exceptions import ClickException, NoArgsIsHelpError
from typer.core import TyperCommand, TyperGroup

from . import words as wordlists
from .errors import WordfinderError
from .query import (
    EXIT_BAD_INPUT,
    EXIT_FOUND,
    EXIT_NONE,
    FindRequest,
    fail,
    output_failed,
    quiet_broken_pipe,
    run_find,
    spread_words,
)

__all__ = ["app"]


class _DefaultGroup(TyperGroup):
    """A command group whose default command is ``find``: ``wordfinder PAIR...`` finds words.

    It also turns every error into one line on stderr and an exit code, never a traceback.
    """

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["find", *args]
        return super().parse_args(ctx, args)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        kwargs["standalone_mode"] = False
        try:
            code = super().main(*args, **kwargs)
            sys.stdout.flush()  # a write that fails (a full disk) fails here, not at exit
        except WordfinderError as error:
            fail(str(error))
        except NoArgsIsHelpError:
            sys.exit(EXIT_BAD_INPUT)  # the help has been shown; there is nothing to add
        except ClickException as error:
            fail(error.format_message())
        except typer.Abort:
            fail("aborted", code=EXIT_NONE)
        except BrokenPipeError:
            code = quiet_broken_pipe()
        except OSError as error:
            output_failed(error)
        sys.exit(code if isinstance(code, int) else EXIT_FOUND)


class _FindCommand(TyperCommand):
    """The find command; ``--words=A,B`` is read as ``--words A B``."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        return super().parse_args(ctx, spread_words(args))


app = typer.Typer(
    cls=_DefaultGroup,
    add_completion=False,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.callback()
def _root() -> None:
    """Find every word that can still be the Wordle answer.

    Give the guesses as GUESS=SCORE pairs; `find` is the default command, so
    `wordfinder PAIR...` means `wordfinder find PAIR...`.  Run `wordfinder find
    --help` for the notation and the options, and `wordfinder COMMAND --help` for
    the others: replaying recorded games, playing, suggesting the next guess.

    Example:

        wordfinder HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY
    """


@app.command("find", cls=_FindCommand)
def find_command(
    pairs: Annotated[
        list[str],
        typer.Argument(
            metavar="GUESS=SCORE...",
            help="Guesses and their scores, e.g. CHEST=c.E.. (bare words too, with --words or --explain).",
            show_default=False,
        ),
    ],
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Show what the pairs establish (on stderr).")
    ] = False,
    explain_words: Annotated[
        bool,
        typer.Option(
            "--explain",
            help="Explain why each word is or is not eligible: the bare words given, or the whole list.",
        ),
    ] = False,
    words_given: Annotated[
        bool,
        typer.Option(
            "--words", help="The bare words among the arguments are the word list (or --words=A,B)."
        ),
    ] = False,
    word_file: Annotated[
        Path | None,
        typer.Option("--word-file", metavar="FILE", help="Read the word list from FILE, one word a line."),
    ] = None,
    dict_words: Annotated[
        bool, typer.Option("--dict-words", help=f"Use {wordlists.DICT_WORDS} as the word list.")
    ] = False,
    answers_only: Annotated[
        bool, typer.Option("--answers", help="Only the 2,315 original Wordle answers.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")] = False,
    quantum: Annotated[
        bool,
        typer.Option("--quantum", help="Quantum Wordle: list the pairs of words (A|B, sharing no letter) that fit."),
    ] = False,
) -> None:
    """List every word that can still be the answer.

    A word is eligible exactly when scoring each guess against it gives the observed
    score.  Scores are written in letter notation: uppercase = green (right place),
    lowercase = yellow (elsewhere), '.' = grey.  Colour notation (CRANE=BBYBG, with
    X or - for black) and emoji (CRANE=⬛⬛🟨⬛🟩) are read too.

    Words come from Wordle's 14,855 allowed guesses; the original 2,315 answers
    are listed first.  Output is one word a line when piped.  With --quantum the
    scores may hold quantum tiles (+E, +e, or 🟢 🟡) and pairs of words are listed.

    Example:

        wordfinder HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY
    """
    request = FindRequest(
        tuple(pairs),
        verbose=verbose,
        explain=explain_words,
        words_given=words_given,
        word_file=word_file,
        dict_words=dict_words,
        answers_only=answers_only,
        as_json=as_json,
        quantum=quantum,
    )
    raise typer.Exit(run_find(request))


@app.command("score")
def score_command(
    paths: Annotated[
        list[Path],
        typer.Argument(metavar="PATH...", help="Games files, or folders of *.md games files.", show_default=False),
    ],
    first_game: Annotated[
        int | None, typer.Option("--first-game", metavar="N", help="Skip games numbered below N.")
    ] = None,
    last_game: Annotated[
        int | None, typer.Option("--last-game", metavar="N", help="Skip games numbered above N.")
    ] = None,
    newest: Annotated[
        int | None, typer.Option("-N", "--newest", metavar="N", min=0, help="Only the last N games listed.")
    ] = None,
    word_file: Annotated[
        Path | None,
        typer.Option("--word-file", metavar="FILE", help="Word list for the finder (default: the 14,855 allowed guesses)."),
    ] = None,
    answers_file: Annotated[
        Path | None,
        typer.Option("--answers-file", metavar="FILE", help="Plausible answers for the verb check (default: the 2,315 original answers)."),
    ] = None,
    strict: Annotated[
        bool, typer.Option("--strict", help="Count a verb that does not fit the answers left as a failure.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")] = False,
) -> None:
    """Replay recorded games as a regression suite.

    Each game's scores are replayed against its answer with the feedback engine,
    the finder runs after every guess and must keep the answer, and the verb is
    checked: `yields` means one plausible answer is left, `includes` several (a
    mismatch is a warning unless --strict).  Records are markdown list lines:

        * 616: `HARES=..... BUILT=..i.t` yields `FIFTY`

    Exit codes: 0 when every game replays, 1 when some fail, 2 for unreadable input.

    Example:

        wordfinder score games/
    """
    from .score import ScoreRequest, run_score

    request = ScoreRequest(
        tuple(paths),
        first_game=first_game,
        last_game=last_game,
        newest=newest,
        word_file=word_file,
        answers_file=answers_file,
        strict=strict,
        as_json=as_json,
    )
    raise typer.Exit(run_score(request))


@app.command("play")
def play_command(
    length: Annotated[int, typer.Option("--length", metavar="K", min=1, help="Play with K-letter words.")] = 5,
    word_file: Annotated[
        Path | None,
        typer.Option("--word-file", metavar="FILE", help="Draw the secret from, and accept the guesses of, FILE."),
    ] = None,
    dict_words: Annotated[
        bool, typer.Option("--dict-words", help=f"Use {wordlists.DICT_WORDS} as the word list.")
    ] = False,
    answers_only: Annotated[
        bool,
        typer.Option(
            "--answers",
            help="Draw the secret from the 2,315 original Wordle answers; every allowed guess is still accepted, as in Wordle.",
        ),
    ] = False,
    quantum: Annotated[
        bool,
        typer.Option("--quantum", help="Quantum Wordle: two secret words sharing no letter; guess either to win."),
    ] = False,
    max_guesses: Annotated[
        int, typer.Option("--max-guesses", metavar="N", min=0, help="Attempts before the game is lost; 0: no limit.")
    ] = 6,
    hard: Annotated[
        bool,
        typer.Option("--hard", help="Hard mode: greens stay in place and revealed letters must be used again."),
    ] = False,
    seed: Annotated[
        int | None, typer.Option("--seed", metavar="S", help="Seed the random choices: the same seed, the same game.")
    ] = None,
    record: Annotated[
        Path | None,
        typer.Option("--record", metavar="FILE", help="Append the finished game to the games file FILE (see `score`)."),
    ] = None,
) -> None:
    """Play Wordle: find the secret word, chosen at random.

    Each guess is scored: 🟩 right place, 🟨 elsewhere in the word, ⬛ not in it
    (Quantum Wordle adds 🟢 and 🟡 when a guess hits both words).  Type ? for a
    hint (a letter of the word) or ?N for the letter at position N.  Neither hints
    nor invalid words use up an attempt.  In a terminal a board and keyboard are
    drawn; piped, only the plain text protocol is printed: `Please input your
    guess: `, `Invalid word. Try again: ` and `Result: ` followed by the tiles.

    Exit codes: 0 for a win, 1 for a loss or the end of input, 2 for bad options.

    Example:

        wordfinder play --answers --hard
    """
    import random

    from .play import Outcome, Rules, game_words, new_secret, play
    from .trie import Trie

    lists = game_words(length, word_file, dict_words, answers_only)
    rng = random.Random(seed)
    secret = new_secret(lists.secrets, rng, quantum)
    if record is not None:
        from .recording import next_number

        next_number(record)  # refuse an unusable games file before the game, not after it
    show = None  # piped: the plain protocol alone, which scripts and tests rely on
    if sys.stdin.isatty() and sys.stdout.isatty():
        from functools import partial

        from .render import console, show_board

        show = partial(show_board, console())

    rules = Rules(length, max_guesses, hard)
    game = play(secret, Trie(lists.guesses), _read_line, sys.stdout, rules, rng, show)
    if record is not None and game.outcome.is_finished:
        from .recording import record_game, replay_vocabulary

        saved = record_game(record, game, replay_vocabulary(lists))
        print(f"wordfinder: recorded game {saved.number} in {record}", file=sys.stderr)
    raise typer.Exit(EXIT_FOUND if game.outcome is Outcome.WON else EXIT_NONE)


def _read_line() -> str:
    """A line of standard input; "" at its end, or when the player presses Ctrl-C."""
    try:
        return sys.stdin.readline()
    except KeyboardInterrupt:
        return ""


# --- the solver: suggest, benchmark, analyze -------------------------------------------------


class Strategy(str, Enum):
    """The solver's strategies (``wordfinder.solver.STRATEGIES``)."""

    lookahead = "lookahead"
    entropy = "entropy"
    expected = "expected"
    minimax = "minimax"
    frequency = "frequency"


StrategyOption = Annotated[
    Strategy,
    typer.Option(
        "--strategy",
        "-s",
        help="lookahead: fewest expected guesses, searched a step ahead (the default); entropy: most "
        "information; expected: fewest words left on average; minimax: smallest worst case; "
        "frequency: seed 003's common letters, then common words.",
    ),
]
HardOption = Annotated[bool, typer.Option("--hard", help="NYT hard mode: every revealed hint must be used.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]
GuessFileOption = Annotated[
    Path | None,
    typer.Option("--word-file", metavar="FILE", help="The words that may be guessed (default: the 14,855 allowed guesses)."),
]
AnswersFileOption = Annotated[
    Path | None,
    typer.Option("--answers-file", metavar="FILE", help="The words that may be the answer (default: the 2,315 original answers)."),
]


def _puzzle(word_file: Path | None, answers_file: Path | None) -> Any:
    """The solver's puzzle for the word lists the options name (the bundled ones by default)."""
    from .solver import load_puzzle

    guesses = wordlists.read_words(word_file) if word_file else None
    answers = wordlists.read_words(answers_file) if answers_file else None
    return load_puzzle(guesses, answers)


@app.command("suggest")
def suggest_command(
    pairs: Annotated[
        list[str] | None,
        typer.Argument(metavar="[GUESS=SCORE...]", help="The guesses so far and their scores; none for the opening.", show_default=False),
    ] = None,
    strategy: StrategyOption = Strategy.lookahead,
    hard: HardOption = False,
    top: Annotated[int, typer.Option("--top", "-n", metavar="N", min=1, help="How many guesses to list.")] = 10,
    as_json: JsonOption = False,
    word_file: GuessFileOption = None,
    answers_file: AnswersFileOption = None,
) -> None:
    """Suggest the next guess, and say why.

    Every allowed word is ranked as a guess, not only the words that can still be
    the answer: a word that cannot win often splits the candidates better.  For
    each guess: the expected information (bits), the candidates left on average
    and at worst, whether it may be the answer, whether hard mode allows it, and
    the strategy's own figure (lookahead: expected guesses to finish).  Ties go
    to words that may be the answer, and the first guess is one sure to find
    the answer within six guesses when one of the hundred best is.  The candidates
    are the original answers that fit; when none does, the allowed words that fit.

    Piped, the first line (starting with #) says why the first guess is best and
    each further line is one guess.  Exit codes: 0, 1 when no word fits, 2 for bad input.

    Example:

        wordfinder suggest TARSE=.a..e
    """
    from .query import print_json
    from .solver import NoCandidates, suggest

    # The bundled lists' opening is stored: leave their pattern matrix to suggest, which may not need it.
    puzzle = _puzzle(word_file, answers_file) if word_file or answers_file else None
    try:
        suggestions = suggest(pairs or [], strategy.value, hard, top, puzzle)
    except NoCandidates as error:
        fail(str(error), code=EXIT_NONE)
    if as_json:
        print_json(_suggestions_document(suggestions))
    elif sys.stdout.isatty():
        from .render import console, show_suggestions

        show_suggestions(console(), suggestions)
    else:
        n = len(suggestions.candidates)
        print(f"# {n} candidate{'s' if n != 1 else ''}; {suggestions.strategy}: {suggestions.why}")
        for s in suggestions.ranked:
            figure = "" if s.figure is None else f" {suggestions.figure_name.replace(' ', '_')}={s.figure:.4f}"
            print(
                f"{s.guess} bits={s.bits:.3f} left={s.expected:.2f} worst={s.worst} "
                f"answer={'yes' if s.possible else 'no'} hard={'ok' if s.hard_legal else 'no'}{figure}"
            )
    raise typer.Exit(EXIT_FOUND)


def _suggestions_document(suggestions: Any) -> dict[str, Any]:
    """Suggestions as JSON."""
    return {
        "history": [f"{s.guess}={s}" for s in suggestions.history],
        "strategy": suggestions.strategy,
        "hard": suggestions.hard,
        "candidates": len(suggestions.candidates),
        "candidate_words": list(suggestions.candidates[:100]),
        "fallback": suggestions.fallback,
        "why": suggestions.why,
        "figure": suggestions.figure_name,
        "suggestions": [
            {
                "guess": s.guess,
                "bits": round(s.bits, 4),
                "expected": round(s.expected, 4),
                "worst": s.worst,
                "possible": s.possible,
                "hard_legal": s.hard_legal,
                "figure": None if s.figure is None else round(s.figure, 4),
            }
            for s in suggestions.ranked
        ],
    }


@app.command("benchmark")
def benchmark_command(
    strategy: StrategyOption = Strategy.lookahead,
    hard: HardOption = False,
    answers_file: AnswersFileOption = None,
    word_file: GuessFileOption = None,
    as_json: JsonOption = False,
    jobs: Annotated[int, typer.Option("--jobs", "-j", metavar="N", min=1, help="Play in N processes.")] = 1,
) -> None:
    """Play every answer with a strategy and report how many guesses it took.

    Each game starts from the strategy's opening and gets its scores from the
    feedback engine.  Reports the mean number of guesses, the maximum, the
    failures (games needing more than 6 guesses), how many games took each
    number of guesses, and the time taken.  Exit codes: 0, 1 when some game
    failed, 2 for bad input.

    Example:

        wordfinder benchmark --json
    """
    from .query import print_json
    from .solver import benchmark

    puzzle = _puzzle(word_file, answers_file)
    if sys.stdout.isatty() and not as_json:
        from .render import benchmark_progress, console, show_benchmark

        with benchmark_progress(console(), len(puzzle.answers)) as advance:
            result = benchmark(puzzle, strategy.value, hard, jobs, advance)
        show_benchmark(console(), result)
    else:
        result = benchmark(puzzle, strategy.value, hard, jobs)
        if as_json:
            print_json(result.summary())
        else:
            mode = " (hard mode)" if hard else ""
            print(f"strategy {result.strategy}{mode}")
            print(f"opening {result.opening}")
            for label in ("games", "mean", "max", "failures", "seconds"):
                print(f"{label} {result.summary()[label]}")
            for turns, count in result.distribution.items():
                print(f"guesses {turns}: {count}")
    raise typer.Exit(EXIT_NONE if result.failures else EXIT_FOUND)


@app.command("analyze")
def analyze_command(
    paths: Annotated[
        list[Path],
        typer.Argument(metavar="PATH...", help="Games files, or folders of *.md games files.", show_default=False),
    ],
    game: Annotated[int | None, typer.Option("--game", metavar="N", help="Only the game numbered N.")] = None,
    strategy: StrategyOption = Strategy.lookahead,
    hard: HardOption = False,
    as_json: JsonOption = False,
    word_file: GuessFileOption = None,
    answers_file: AnswersFileOption = None,
) -> None:
    """Review recorded games guess by guess, as a Wordle bot would.

    For each guess: the candidates before and after it, the bits its score gave,
    the bits it could be expected to give, and the best suggestion there with its
    expected bits (and, in brackets, the bits it would have given against the
    game's answer).  Skill is the guess's expected bits less the best's (0 is
    perfect); luck is the bits gained less those expected.  Quantum Wordle games
    are skipped, with a note on stderr.  Records are read as `wordfinder score`
    reads them.

    Example:

        wordfinder analyze games/seeds.md --game 6
    """
    from .games import BadRecord, read_games
    from .query import print_json
    from .solver import review

    records = read_games(paths)
    if not records:
        raise BadRecord(f"no game records in {' '.join(map(repr, map(str, paths)))}")
    classic = [r for r in records if not r.is_quantum and (game is None or r.number == game)]
    skipped = sum(r.is_quantum and (game is None or r.number == game) for r in records)
    if skipped:
        print(f"wordfinder: note: skipped {skipped} Quantum Wordle game{'s' if skipped != 1 else ''}", file=sys.stderr)
    if not classic:
        raise BadRecord("no classic game" + (f" numbered {game}" if game is not None else "") + " to analyze")
    puzzle = _puzzle(word_file, answers_file)

    def one(record: Any) -> Any:
        return review(record.pairs, record.answers[0], record.number, strategy.value, hard, puzzle)

    if sys.stdout.isatty() and not as_json:
        from .render import benchmark_progress, console, show_reviews

        with benchmark_progress(console(), len(classic), "reviewing") as advance:
            reviews = []
            for record in classic:
                reviews.append(one(record))
                advance(None)
        show_reviews(console(), reviews)
    else:
        reviews = [one(record) for record in classic]
        if as_json:
            print_json({"games": [_review_document(r, g) for r, g in zip(classic, reviews)], "skipped_quantum": skipped})
        else:
            for record, reviewed in zip(classic, reviews):
                print(f"game {reviewed.number} {reviewed.answer} ({record.where})")
                for g in reviewed.guesses:
                    print(
                        f"{g.pair}\t{g.before} -> {g.after} left\t{g.bits:.2f} bits of "
                        f"{g.expected_bits:.2f} expected\tbest {g.best.guess} {g.best.bits:.2f} "
                        f"({g.best_bits:.2f} here)\tskill {g.skill:+.2f}\tluck {g.luck:+.2f}"
                    )
    raise typer.Exit(EXIT_FOUND)


def _review_document(record: Any, reviewed: Any) -> dict[str, Any]:
    """One reviewed game as JSON."""
    return {
        "game": reviewed.number,
        "file": record.source,
        "line": record.line,
        "answer": reviewed.answer,
        "in_answers": not reviewed.added,
        "guesses": [
            {
                "pair": str(g.pair),
                "before": g.before,
                "after": g.after,
                "bits": round(g.bits, 4),
                "expected_bits": round(g.expected_bits, 4),
                "best": g.best.guess,
                "best_expected_bits": round(g.best.bits, 4),
                "best_bits": round(g.best_bits, 4),
                "skill": round(g.skill, 4),
                "luck": round(g.luck, 4),
            }
            for g in reviewed.guesses
        ],
    }
