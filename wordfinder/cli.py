"""The command line: parse options, call the library, render, and map errors to exit codes.

Exit codes: 0 when some word fits, 1 when none does, 2 for bad input.
"""

from __future__ import annotations

import sys
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
    --help` for the notation and the options.

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
