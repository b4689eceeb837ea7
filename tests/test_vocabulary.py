"""One vocabulary of options: the same option means the same in every command that has it.

Read through typer's own view of the app (the click commands it builds), so what is checked
is what `--help` shows and what the parser takes, not only the declarations.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import typer.main

from wordfinder.cli.app import app
from wordfinder.cli.options import COMMANDS, OLD_SPELLINGS

README = Path(__file__).resolve().parent.parent / "README.md"


def options_by_name() -> dict[str, dict[tuple, list[str]]]:
    """Each option string (``--limit``, ``-n``) of the root and of every command: its help and
    type (what it reads, its metavar, whether it is a flag, its parser), with the commands
    (``wordfinder`` for the root) that give it so."""
    root = typer.main.get_command(app)
    found: dict[str, dict[tuple, list[str]]] = defaultdict(lambda: defaultdict(list))
    for name, command in [("wordfinder", root), *root.commands.items()]:
        for param in command.params:
            if param.param_type_name != "option":
                continue
            parser = getattr(param.type_descriptor.parameter_info, "parser", None)
            kind = (param.bare_type(), param.metavar, param.is_flag, getattr(parser, "__qualname__", None))
            for flag in [*param.opts, *param.secondary_opts]:
                found[flag][(param.help, kind)].append(name)
    return found


def test_an_option_has_one_help_and_one_type_everywhere():
    """Every option string has the same help text and the same type in every command that has it."""
    found = options_by_name()
    differing = {flag: dict(ways) for flag, ways in found.items() if len(ways) > 1}
    assert not differing, differing


def test_the_vocabulary_is_read_from_the_app():
    """The walk sees the shared options where they are declared (so a difference would be seen):
    --answers in the seven commands with an answer model, --json in eight, --limit and -n in four,
    and the root's own --color."""
    found = options_by_name()

    def commands(flag: str) -> list[str]:
        return sorted(name for names in found[flag].values() for name in names)

    assert commands("--answers") == sorted(["find", "suggest", "play", "analyze", "tree", "benchmark", "openers"])
    assert commands("--json") == sorted(["find", "score", "suggest", "benchmark", "tree", "analyze", "lists", "openers"])
    assert commands("--limit") == commands("-n") == sorted(["find", "score", "suggest", "openers"])
    assert commands("--color") == ["wordfinder"]


def test_a_difference_would_be_seen():
    """The check can fail: an option whose help differs in one command is two ways of one flag."""
    found = options_by_name()
    ways = found["--hard"]
    (help_text, kind), names = next(iter(ways.items()))
    ways[(help_text + " (changed)", kind)].append("planted")
    assert len(found["--hard"]) == 2


def test_an_old_spelling_is_not_declared_beside_its_new_name():
    """An old name (--word-file, --answers-file) is rewritten only where the new one is declared
    and the old one is not; where it is declared it is an option of its own."""
    for command in COMMANDS.values():
        flags = {flag for option in command.options for flag in option.flags}
        for old, new in OLD_SPELLINGS.items():
            assert not (old in flags and new in flags), (command.name, old)


def options_table() -> str:
    """The README's table of options by command, made from the declarations."""
    names = list(COMMANDS)
    rows: dict[str, set[str]] = {}
    for command in COMMANDS.values():
        for option in command.options:
            if option.kind == "arguments":
                continue
            value = f" {option.metavar}".replace("|", "\\|") if option.takes_value else ""
            shown = f"`{option.flags[0]}{value}`" + "".join(f" (`{flag}`)" for flag in option.flags[1:2])
            rows.setdefault(shown, set()).add(command.name)
    head = ["| option | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    body = [f"| {shown} | " + " | ".join("✓" if n in used else "" for n in names) + " |" for shown, used in rows.items()]
    return "\n".join(head + body) + "\n"


def test_the_readme_table_of_options_is_true():
    """README's table of options by command is the one the declarations make."""
    assert options_table() in README.read_text(encoding="utf-8"), options_table()
