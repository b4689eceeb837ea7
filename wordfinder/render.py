"""Terminal output with rich: coloured tiles, word columns and tables.

Only this module imports rich, and only when output goes to a terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

from rich.columns import Columns
from rich.console import Console
from rich.table import Table
from rich.text import Text

from .feedback import Tile
from .games import GameResult
from .notation import GuessScore

T = TypeVar("T")

__all__ = [
    "console",
    "progress",
    "show_explanations",
    "show_knowledge",
    "show_results",
    "show_words",
    "tiles",
]

_STYLE = {
    Tile.CORRECT: "bold white on #6aaa64",
    Tile.PRESENT: "bold white on #c9b458",
    Tile.ABSENT: "bold white on #787c7e",
    Tile.QUANTUM_CORRECT: "bold #6aaa64 on grey15",
    Tile.QUANTUM_PRESENT: "bold #c9b458 on grey15",
}


def console(stderr: bool = False) -> Console:
    """A console for the terminal, without rich's guesses at highlighting."""
    return Console(stderr=stderr, highlight=False)


def tiles(pair: GuessScore) -> Text:
    """The guess drawn as coloured tiles."""
    row = Text()
    for letter, tile in zip(pair.guess, pair.tiles):
        row.append(f" {letter} ", style=_STYLE[tile])
        row.append(" ")
    return row


def show_words(console: Console, words: Sequence[str], plausible: Iterable[str]) -> None:
    """The eligible words in columns, plausible answers first and highlighted, then a count."""
    likely = set(plausible)
    cells = [Text(w, style="bold green" if w in likely else "") for w in words]
    if cells:
        console.print(Columns(cells, padding=(0, 2)))
    n = len(words)
    answers = sum(w in likely for w in words)
    summary = f"{n} word{'s' if n != 1 else ''} fit{'s' if n == 1 else ''}"
    if likely:
        summary += f"; {answers} {'is a plausible answer' if answers == 1 else 'are plausible answers'} (green)"
    console.print(Text(summary, style="dim"))


def show_knowledge(console: Console, pairs: Sequence[GuessScore], facts: dict[str, str]) -> None:
    """The pairs as tiles, then what they establish."""
    for pair in pairs:
        console.print(tiles(pair), Text(str(pair), style="dim"))
    table = Table(show_header=False, box=None, padding=(0, 2))
    for label, value in facts.items():
        table.add_row(Text(label.replace("_", " "), style="bold"), value)
    console.print(table)


def show_explanations(console: Console, rows: Sequence[tuple[str, list[str]]]) -> None:
    """A table of words, each marked eligible or not, with the reasons."""
    table = Table("word", "", "why not")
    for word, reasons in rows:
        mark = "❌" if reasons else "✅"
        table.add_row(Text(word, style="bold"), mark, "\n".join(reasons) or "eligible")
    console.print(table)


@contextmanager
def progress(console: Console, total: int) -> Iterator[Callable[[T], T]]:
    """A progress bar over ``total`` steps; the function it gives passes a value through and advances."""
    from rich.progress import Progress

    with Progress(console=console, transient=True) as bar:
        task = bar.add_task("replaying", total=total)

        def advance(value: T) -> T:
            bar.advance(task)
            return value

        yield advance


def show_results(console: Console, results: Sequence[GameResult]) -> None:
    """A table of replayed games: candidates left after each guess and what went wrong."""
    table = Table("game", "answer", "left after each guess", "", "notes")
    for result in results:
        game = result.game
        mark = "❌" if result.failures else "⚠️" if result.warnings else "✅"
        trail = " → ".join(map(str, result.remaining))
        notes = "\n".join([*result.failures, *result.warnings])
        table.add_row(str(game.number), "|".join(game.answers), trail, mark, notes)
    console.print(table)
