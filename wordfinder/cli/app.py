"""The typer app: every command of :mod:`wordfinder.cli.options`, with help, completion and errors.

Its commands' parameters are built from the declaration in ``options.py``, and each
runs the same function as the plain reader (:mod:`wordfinder.cli.entry`) would; the help
text of a command is its run function's docstring.  Every error becomes one line
on stderr and an exit code, never a traceback.
"""

from __future__ import annotations

import inspect
import os
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup

from .. import __version__
from ..errors import WordfinderError
from ..numbers import MAX_DIGITS
from .options import (
    COMMANDS,
    DEFAULT_COMMAND,
    Command,
    Option,
    modern_spelling,
    spread_words,
)
from .output import EXIT_BAD_INPUT, EXIT_FOUND, EXIT_NONE, fail, interrupted, output_failed, quiet_broken_pipe

__all__ = ["app"]

_ROOT_OPTIONS = ("--help", "-h", "--install-completion", "--show-completion", "--version")


class _Argument(TyperArgument):
    """A positional parameter as help shows it: its metavar (``GUESS=SCORE...``), in brackets
    when it may be left out, and no Python type beside it."""

    def display_type_rich(self, ctx: typer.Context) -> str | None:
        return None

    def get_usage_pieces(self, ctx: typer.Context) -> list[str]:
        return [self.metavar if self.required else f"[{self.metavar}]"]


class _Readable:
    """Help that names no Python type: a flag (``--help`` and the completion options too)
    shows no value, and a positional parameter is an :class:`_Argument`."""

    def get_params(self, ctx: typer.Context) -> list:
        params = super().get_params(ctx)  # type: ignore[misc]
        for param in params:
            if param.param_type_name == "option" and param.is_flag and param.metavar is None:
                param.metavar = ""
            elif param.param_type_name == "argument" and param.metavar and not isinstance(param, _Argument):
                param.__class__ = _Argument  # typer builds its own class; this one only changes the help
        return params


class _Command(_Readable, TyperCommand):
    """A command whose help names no Python type."""


class _DefaultGroup(_Readable, TyperGroup):
    """A command group whose default command is ``find``: ``wordfinder PAIR...`` finds words.

    It also turns every error into one line on stderr and an exit code, never a traceback.
    """

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:
        if not args:
            typer.echo(ctx.get_help())
            raise typer.Exit(EXIT_BAD_INPUT)
        if args[0] not in self.commands and args[0] not in _ROOT_OPTIONS:
            args = [DEFAULT_COMMAND, *args]
        if args[0] == DEFAULT_COMMAND:
            args = [DEFAULT_COMMAND, *spread_words(args[1:])]
        if args[0] in COMMANDS:
            args = [args[0], *modern_spelling(args[0], args[1:])]
        return super().parse_args(ctx, args)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        kwargs["standalone_mode"] = False
        try:
            code = super().main(*args, **kwargs)
            sys.stdout.flush()  # a write that fails (a full disk) fails here, not at exit
        except WordfinderError as error:
            fail(str(error))
        except typer.Abort as error:
            if isinstance(error.__cause__, KeyboardInterrupt):
                interrupted()
            fail("aborted", code=EXIT_NONE)
        except KeyboardInterrupt:
            interrupted()
        except typer.TyperException as error:  # a usage error, e.g. an unknown option
            fail(error.format_message())
        except BrokenPipeError:
            code = quiet_broken_pipe()
        except OSError as error:
            output_failed(error)
        sys.exit(code if isinstance(code, int) else EXIT_FOUND)


app = typer.Typer(
    cls=_DefaultGroup,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _show_version(asked: bool) -> None:
    """Print the version and stop, when ``--version`` is given."""
    if asked:
        typer.echo(f"wordfinder {__version__}")
        raise typer.Exit(EXIT_FOUND)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option(
        "--version", help="Print the version and exit.", callback=_show_version, is_eager=True, metavar="",
    )] = False,
    color: Annotated[str, typer.Option(
        "--color", metavar="WHEN", show_default=False,
        help="Colour: auto (a terminal, unless NO_COLOR is set; the default), always or never. Taken "
             "anywhere on the command line, by every command; without colour, tiles are letters "
             "marked [X] right place, (X) elsewhere, -X- not in the word.",
    )] = "auto",
) -> None:
    """Find every word that can still be the Wordle answer.

    Give the guesses as GUESS=SCORE pairs; `find` is the default command, so
    `wordfinder PAIR...` means `wordfinder find PAIR...`.  Run `wordfinder find
    --help` for the notation and the options, and `wordfinder COMMAND --help` for
    the others: replaying recorded games, playing, suggesting the next guess.

    Example:

        wordfinder HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY
    """


def _number(option: Option) -> Callable[[str], int]:
    """A reader of the option's whole number: its size is checked before it is converted."""

    def read(text: str | int) -> int:
        if isinstance(text, int):  # the default
            return text
        digits = text.removeprefix("-")
        if not (digits.isascii() and digits.isdigit()):
            raise typer.BadParameter(f"{text[:20]!r} is not a whole number")
        if len(digits) > MAX_DIGITS:
            raise typer.BadParameter(f"{text[:12]}...: a number of at most {MAX_DIGITS} digits expected")
        number = int(text)
        if option.minimum is not None and number < option.minimum:
            raise typer.BadParameter(f"{number} is less than the minimum, {option.minimum}")
        if option.maximum is not None and number > option.maximum:
            raise typer.BadParameter(f"{number} is more than the maximum, {option.maximum}")
        return number

    return read


def _choice(option: Option) -> Callable[[str], str]:
    """A reader of the option's choice that names the choices, without a validation prefix."""

    def read(text: str) -> str:
        if text not in option.choices:
            raise typer.BadParameter(f"{text[:40]!r}: expected one of {', '.join(option.choices)}")
        return text

    return read


def _model_or_file(option: Option) -> Callable[[str], str]:
    """A reader of an answer model: one of the option's choices, or a file that exists."""

    def read(text: str) -> str:
        if text not in option.choices and not (text == "-" or os.path.exists(text)):
            raise typer.BadParameter(f"{text[:200]!r}: no such file, nor an answer model ({', '.join(option.choices)})")
        return text

    return read


def _parameter(option: Option) -> inspect.Parameter:
    """The typer parameter of a declared option."""
    keyword = inspect.Parameter.KEYWORD_ONLY
    if option.kind == "arguments":
        info = typer.Argument(metavar=option.metavar, help=option.help, show_default=False)
        if option.default is None:  # required
            return inspect.Parameter(option.name, keyword, annotation=Annotated[list[str], info])
        return inspect.Parameter(option.name, keyword, default=None, annotation=Annotated[list[str] | None, info])
    flags = option.flags
    if option.kind == "flag":
        kind, info = bool, typer.Option(*flags, help=option.help, metavar="")  # no type column: a flag takes none
    elif option.kind == "int":
        kind = int if option.default is not None else int | None
        info = typer.Option(*flags, help=option.help, metavar=option.metavar, parser=_number(option))
    elif option.kind in ("choice", "model"):
        reader = _choice(option) if option.kind == "choice" else _model_or_file(option)
        info = typer.Option(*flags, help=option.help, metavar=option.metavar, parser=reader)
        kind = str if option.default is not None else str | None  # None: the command decides (the help says how)
        return inspect.Parameter(option.name, keyword, default=option.default, annotation=Annotated[kind, info])
    else:
        kind, info = str | None, typer.Option(*flags, help=option.help, metavar=option.metavar)
    return inspect.Parameter(option.name, keyword, default=option.default, annotation=Annotated[kind, info])


def _plain(value: object) -> object:
    """A value as the plain reader gives it: lists as tuples."""
    if isinstance(value, list):
        return tuple(value)
    return value


def _typer_command(command: Command) -> Callable[..., None]:
    """The typer command function of a declared command."""
    arguments = command.arguments

    def invoke(**values: object) -> None:
        plain = {name: _plain(value) for name, value in values.items()}
        if arguments is not None and plain[arguments.name] is None:
            plain[arguments.name] = arguments.default
        raise typer.Exit(command.runner()(command.request(**plain)))

    parameters = [_parameter(option) for option in command.options]
    invoke.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    invoke.__annotations__ = {p.name: p.annotation for p in parameters}
    invoke.__doc__ = command.runner().__doc__
    invoke.__name__ = f"{command.name}_command"
    return invoke


for _command in COMMANDS.values():
    app.command(_command.name, cls=_Command)(_typer_command(_command))
