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
    print_json as _print_json,
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
    from .games import BadRecord, check_game, read_games, select_games
    from .trie import Trie

    records = read_games(paths)
    if not records:
        raise BadRecord(f"no game records in {' '.join(map(repr, map(str, paths)))}")
    games = select_games(records, first_game, last_game, newest)
    words = wordlists.read_words(word_file) if word_file else wordlists.bundled(wordlists.ALLOWED)
    answers = wordlists.read_words(answers_file) if answers_file else wordlists.bundled(wordlists.ANSWERS)
    vocabulary, plausible = Trie(words), frozenset(answers)
    if sys.stdout.isatty() and not as_json:
        from .render import console, progress

        with progress(console(), len(games)) as advance:
            results = [advance(check_game(g, vocabulary, plausible, strict)) for g in games]
    else:
        results = [check_game(g, vocabulary, plausible, strict) for g in games]
    failures = sum(len(r.failures) for r in results)
    warnings = sum(len(r.warnings) for r in results)
    if as_json:
        _print_json(
            {
                "games": len(results),
                "failures": failures,
                "warnings": warnings,
                "results": [_result_document(r) for r in results],
            }
        )
    elif sys.stdout.isatty():
        from .render import console, show_results

        show_results(console(), results)
    else:
        for result in results:
            for kind, notes in (("FAIL", result.failures), ("WARN", result.warnings)):
                for note in notes:
                    print(f"{result.game.where}: game {result.game.number}: {kind}: {note}")
    summary = ", ".join(
        f"{n} {noun}{'' if n == 1 else 's'}"
        for n, noun in ((len(results), "game"), (failures, "failure"), (warnings, "warning"))
    )
    if not as_json:
        print(summary)
    raise typer.Exit(EXIT_NONE if failures else EXIT_FOUND)


def _result_document(result: Any) -> dict[str, Any]:
    """One game's result as JSON."""
    game = result.game
    return {
        "game": game.number,
        "file": game.source,
        "line": game.line,
        "answers": list(game.answers),
        "verb": game.verb,
        "remaining": list(result.remaining),
        "plausible": result.plausible,
        "failures": list(result.failures),
        "warnings": list(result.warnings),
    }
