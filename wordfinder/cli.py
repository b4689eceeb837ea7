"""The command line: parse options, call the library, render, and map errors to exit codes.

Exit codes: 0 when some word fits, 1 when none does, 2 for bad input.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from typer._click.exceptions import ClickException, NoArgsIsHelpError
from typer.core import TyperCommand, TyperGroup

from . import words as wordlists
from .errors import BadNotation, WordfinderError, WordListError
from .finder import explain, find
from .knowledge import Knowledge
from .notation import GuessScore

__all__ = ["app", "main"]

EXIT_FOUND, EXIT_NONE, EXIT_BAD_INPUT = 0, 1, 2


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
            _fail(str(error))
        except NoArgsIsHelpError:
            sys.exit(EXIT_BAD_INPUT)  # the help has been shown; there is nothing to add
        except ClickException as error:
            _fail(error.format_message())
        except typer.Abort:
            _fail("aborted", code=EXIT_NONE)
        except BrokenPipeError:
            sys.stdout = None  # the reader went away (e.g. `| head`); nothing more to say
            sys.exit(EXIT_FOUND)
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


def _fail(message: str, code: int = EXIT_BAD_INPUT) -> None:
    """Print ``message`` as one line on stderr and exit with ``code``."""
    print(f"wordfinder: error: {' '.join(message.split())}", file=sys.stderr)
    sys.exit(code)


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
    guess_texts = [p for p in pairs if "=" in p]
    bare = [p for p in pairs if "=" not in p]
    if bare and not (words_given or explain_words):
        raise BadNotation(f"{bare[0]!r}: expected GUESS=SCORE, e.g. CHEST=c.E.. (use --words to list words)")
    if words_given and not bare:
        raise BadNotation("--words needs the words among the arguments, e.g. --words ROMEO PROSE")
    if word_file and dict_words:
        raise BadNotation("--word-file and --dict-words both name a word list; choose one")
    chosen = [_checked_word(w) for w in bare]
    knowledge = Knowledge.from_pairs(GuessScore.parse(t) for t in guess_texts)
    length = knowledge.length
    source = wordlists.DICT_WORDS if dict_words else word_file
    if words_given:
        vocabulary = wordlists.normalise(chosen, length)
        origin = "the words given"
    elif source is not None:
        if dict_words and not source.exists():
            raise WordListError(f"{str(source)!r}: no system word list here; use --word-file FILE")
        vocabulary = wordlists.read_words(source, length)
        origin = repr(str(source))
    else:
        vocabulary = wordlists.bundled(wordlists.ALLOWED)
        origin = "the bundled list"
    plausible = set(wordlists.bundled(wordlists.ANSWERS))
    if answers_only:
        vocabulary = tuple(w for w in vocabulary if w in plausible)
    vocabulary = tuple(w for w in vocabulary if len(w) == length)
    if not vocabulary:
        raise WordListError(f"{origin} has no {length}-letter words")
    if verbose:
        _show_knowledge(knowledge)
    if explain_words:
        targets = chosen if bare and not words_given else list(vocabulary)
        _explain(knowledge, targets, as_json)
        return
    found = find(knowledge.pairs, vocabulary)
    ordered = [w for w in found if w in plausible] + [w for w in found if w not in plausible]
    if as_json:
        _print_json(
            {
                "pairs": [str(p) for p in knowledge.pairs],
                "count": len(ordered),
                "words": ordered,
                "plausible": [w for w in ordered if w in plausible],
                **({"knowledge": knowledge.describe()} if verbose else {}),
            }
        )
    elif sys.stdout.isatty():
        from .render import show_words

        show_words(_console(), ordered, plausible)
    else:
        for word in ordered:
            print(word)
    raise typer.Exit(EXIT_FOUND if found else EXIT_NONE)


def _checked_word(text: str) -> str:
    """A bare word argument, upper case; anything but letters is an error naming it."""
    if not (text.isascii() and text.isalpha()):
        raise BadNotation(f"{text!r}: not a word (letters A-Z only) nor a GUESS=SCORE pair")
    return text.upper()


def _explain(knowledge: Knowledge, targets: Sequence[str], as_json: bool) -> None:
    """Print why each target word is or is not eligible; exit 0 when one is."""
    rows = [(word, explain(knowledge.pairs, word)) for word in targets]
    if as_json:
        _print_json(
            {
                "pairs": [str(p) for p in knowledge.pairs],
                "explanations": [
                    {"word": w, "eligible": not reasons, "reasons": reasons} for w, reasons in rows
                ],
            }
        )
    elif sys.stdout.isatty():
        from .render import show_explanations

        show_explanations(_console(), rows)
    else:
        for word, reasons in rows:
            print(f"{word}\t{'; '.join(reasons) or 'eligible'}")
    raise typer.Exit(EXIT_FOUND if any(not reasons for _, reasons in rows) else EXIT_NONE)


def _show_knowledge(knowledge: Knowledge) -> None:
    """Print what the pairs establish, on stderr."""
    facts = knowledge.describe()
    if sys.stderr.isatty():
        from .render import show_knowledge

        show_knowledge(_console(stderr=True), knowledge.pairs, facts)
    else:
        for label, value in facts.items():
            print(f"{label + ':':12}{value}", file=sys.stderr)


def _console(stderr: bool = False) -> Any:
    """A rich console for the terminal."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False)


def _print_json(document: dict[str, Any]) -> None:
    """Print ``document`` as JSON on stdout."""
    print(json.dumps(document, ensure_ascii=False, indent=2))


def main() -> None:
    """The console script's entry point."""
    app()
