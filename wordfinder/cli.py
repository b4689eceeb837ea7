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
from .query import EXIT_BAD_INPUT, EXIT_FOUND, EXIT_NONE, FindRequest, fail, quiet_broken_pipe, run_find

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
        spread: list[str] = []
        for arg in args:
            if arg.startswith("--words="):
                spread += ["--words", *filter(None, arg.removeprefix("--words=").split(","))]
            else:
                spread.append(arg)
        return super().parse_args(ctx, spread)


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
) -> None:
    """List every word that can still be the answer.

    A word is eligible exactly when scoring each guess against it gives the observed
    score.  Scores are written in letter notation: uppercase = green (right place),
    lowercase = yellow (elsewhere), '.' = grey.  Colour notation (CRANE=BBYBG, with
    X or - for black) and emoji (CRANE=⬛⬛🟨⬛🟩) are read too.

    Words come from Wordle's 14,855 allowed guesses; the original 2,315 answers
    are listed first.  Output is one word a line when piped.

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
    )
    raise typer.Exit(run_find(request))


