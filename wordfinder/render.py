"""Terminal output with rich: coloured tiles, word columns and tables.

Only this module imports rich, and only when output goes to a terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

from rich.columns import Columns
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from .feedback import Tile
from .games import GameResult
from .notation import GuessScore
from .play import Game, Outcome, letter_states

T = TypeVar("T")

__all__ = [
    "board",
    "console",
    "progress",
    "show_board",
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


_KEYBOARD = ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
_UNTRIED = "bold black on #d3d6da"  # a key no guess has used yet
_UNPLAYED = "on grey23"  # a tile of an attempt still to come
_MOST_EMPTY_ROWS = 10  # with more attempts left than this, the rows to come are not drawn


def board(game: Game) -> Group:
    """The game as Wordle draws it: a row of tiles per guess, blank rows for the attempts
    left, the keyboard coloured by the best tile each letter earned, and a status line."""
    rows = [tiles(GuessScore(earned)) for earned in game.scores]
    left = game.attempts_left
    if left is not None and left <= _MOST_EMPTY_ROWS:
        blank = Text()
        for _ in game.secret.answer:
            blank.append("   ", style=_UNPLAYED)
            blank.append(" ")
        rows += [blank] * left
    states = letter_states(game.scores, game.hints)
    keys = []
    for indent, letters in enumerate(_KEYBOARD):
        row = Text("  " * indent)
        for letter in letters:
            tile = states.get(letter)
            row.append(f" {letter} ", style=_STYLE[tile] if tile else _UNTRIED)
            row.append(" ")
        keys.append(row)
    return Group(Text(), *rows, Text(), *keys, Text(_status(game), style="dim"), Text())


def _status(game: Game) -> str:
    """The line under the keyboard: guesses used out of how many, hints, and the variant."""
    limit = game.rules.max_guesses
    notes = [f"{game.attempts} of {limit} guesses used" if limit else f"{game.attempts} guesses, no limit"]
    if game.hints:
        notes.append(f"{len(game.hints)} hint{'s' if len(game.hints) != 1 else ''}")
    if game.rules.hard:
        notes.append("hard mode")
    if game.secret.is_quantum:
        notes.append("Quantum Wordle: two words")
    if game.outcome is Outcome.PLAYING:
        notes.append("? or ?N for a hint")
    return " · ".join(notes)


def show_board(console: Console, game: Game) -> None:
    """Draw the game's board and keyboard."""
    console.print(board(game))
