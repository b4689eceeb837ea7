"""Terminal output with rich: coloured tiles, word columns and tables.

Only this module imports rich, and only when output goes to a terminal.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, TextIO

from rich.cells import cell_len
from rich.columns import Columns
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from ..assistant import (
    BoardSecrets, Found, FoundEach, GameResult, GameState, GuessScore, Outcome, Tile, letter_states, written,
)

__all__ = [
    "benchmark_progress",
    "board",
    "console",
    "progress",
    "show_benchmark",
    "show_board_words",
    "show_explanations",
    "show_game",
    "show_knowledge",
    "show_openers",
    "show_results",
    "show_reviews",
    "show_suggestions",
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
    """A console for the terminal, without rich's guesses at highlighting.

    On a stream that cannot encode the tiles and marks (a Windows console,
    ``PYTHONIOENCODING=cp1252``) the marks are drawn in ASCII, and any other
    character it cannot encode is written as ``?`` rather than raised.
    """
    stream = sys.stderr if stderr else sys.stdout
    if stream is not None and not _encodes(getattr(stream, "encoding", None), _FANCY):
        return Console(file=_Lossy(stream), highlight=False)  # type: ignore[arg-type]
    return Console(stderr=stderr, highlight=False)


_FANCY = "✅❌⚠️→█▏"  # the marks drawn besides tiles, which are letters on a colour


def _encodes(encoding: str | None, text: str) -> bool:
    """Whether ``encoding`` (None: UTF-8) can encode ``text``."""
    try:
        text.encode(encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _glyph(console: Console, fancy: str, plain: str) -> str:
    """``fancy`` when the console can encode it, else the ASCII ``plain``."""
    return fancy if _encodes(console.encoding, fancy) else plain


class _Lossy:
    """A text stream's stand-in that writes what its encoding cannot hold as ``?``."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self.encoding = getattr(stream, "encoding", None) or "utf-8"

    def write(self, text: str) -> int:
        try:
            safe = text.encode(self.encoding, "replace").decode(self.encoding)
        except LookupError:
            safe = text.encode("ascii", "replace").decode("ascii")
        return self._stream.write(safe)

    def flush(self) -> None:
        self._stream.flush()

    def isatty(self) -> bool:
        return self._stream.isatty()

    def fileno(self) -> int:
        return self._stream.fileno()


def print_fitting(console: Console, table: Table, keys: int = 1) -> None:
    """Print ``table``, or, when it is wider than the terminal, each of its rows as a block
    that fits: the first ``keys`` cells as a heading, then each other cell after its
    column's header, as many to a line as fit.  No value is ever cut or wrapped inside."""
    if console.measure(table, options=console.options.update_width(_UNBOUNDED)).maximum <= console.width:
        console.print(table)
        return
    if table.title:
        console.print(Text(str(table.title), style="bold"))
    headers = [str(column.header) for column in table.columns]
    cells = [list(column.cells) for column in table.columns]
    for row in range(table.row_count):
        heading = Text(" ").join(_as_text(column[row]) for column in cells[:keys])
        console.print(heading, style="bold")
        line = Text("  ")
        for header, column in zip(headers[keys:], cells[keys:]):
            piece = Text(f"{header} " if header else "", style="dim") + _as_text(column[row])
            if len(line) > 2 and len(line) + len(piece) > console.width:
                console.print(line)
                line = Text("  ")
            line += piece + Text("  ")
        console.print(line)


_UNBOUNDED = 100_000  # a width no table reaches: its natural width is measured under it


def _as_text(cell: object) -> Text:
    """A table cell as rich text."""
    return cell.copy() if isinstance(cell, Text) else Text(str(cell))


def tiles(pair: GuessScore, plain: bool = False) -> Text:
    """The guess drawn as coloured tiles; ``plain`` (no colour: ``NO_COLOR``, ``--color
    never``), as letters whose marks say the colour (:data:`_MARKS`)."""
    row = Text()
    for letter, tile in zip(pair.guess, pair.tiles):
        row.append(_tile(letter, tile, plain))
        row.append(" ")
    return row


_MARKS = {
    Tile.CORRECT: "[{}]",
    Tile.PRESENT: "({})",
    Tile.ABSENT: "-{}-",
    Tile.QUANTUM_CORRECT: "{{{}}}",
    Tile.QUANTUM_PRESENT: "<{}>",
}
PLAIN_LEGEND = "[X] right place · (X) elsewhere · -X- not in the word"


def _tile(letter: str, tile: Tile | None, plain: bool, untried: str = "") -> Text:
    """One tile, or one key (``tile`` None: not tried yet, drawn in the ``untried`` style)."""
    if plain:
        return Text(_MARKS[tile].format(letter) if tile else f" {letter} ")
    return Text(f" {letter} ", style=_STYLE[tile] if tile else untried)


def plain_console(console: Console) -> bool:
    """Whether the console draws no colour, so that tiles need their marks."""
    return console.no_color or console.color_system is None


def show_words(console: Console, found: Found, limit: int | None = None) -> None:
    """The eligible words in columns (the first ``limit``; None: all), plausible answers
    highlighted, each with its probability of being the answer when the result gives it,
    then a count of them all naming the answer model."""
    likely = set(found.plausible)
    chances = found.probabilities
    cells = [
        Text.assemble(
            (w, "bold green" if w in likely else ""),
            (f" {_percent(chances[w])}" if w in chances else "", "dim"),
        )
        for w in found.candidates[:limit]
    ]
    if cells:
        console.print(Columns(cells, padding=(0, 2)))
    n = len(found.candidates)
    answers = len(found.plausible)
    summary = f"{n:,} word{'s' if n != 1 else ''} fit{'s' if n == 1 else ''}"
    summary += f" (the first {len(cells):,} shown)" if len(cells) < n else ""
    summary += f"; {answers:,} {'is a plausible answer' if answers == 1 else 'are plausible answers'} (green)"
    if chances:
        summary += f"; the chance of each being the answer, by the {found.model!r} answer model"
    console.print(Text(summary, style="dim"))


def _percent(p: float) -> str:
    """A probability as a short percentage: 42%, 3.1%, 0.07%, <0.01%."""
    if p >= 0.095:
        return f"{p:.0%}"
    if p >= 0.0001:
        return f"{p * 100:.2g}%"
    return "<0.01%"


def show_board_words(console: Console, found: FoundEach) -> None:
    """Each board's candidates as a column of a table, plausible answers highlighted, counts on top."""
    boards = [b.candidates for b in found.boards]
    likely = {w for b in found.boards for w in b.plausible}
    table = Table(*(f"board {b} ({len(w)})" for b, w in enumerate(boards, 1)), box=None, padding=(0, 2))
    for row in range(max(map(len, boards), default=0)):
        table.add_row(*(
            Text(w[row], style="bold green" if w[row] in likely else "") if row < len(w) else ""
            for w in boards
        ))
    console.print(table)


def show_boards_suggestion(console: Console, found: object) -> None:
    """The one guess for a multi-board game, why, and each board's candidates (the first
    dozen, or "solved"), a block a board."""
    console.print(Text(found.guess, style="bold green"), Text(found.why, style="dim"))
    for board, words in enumerate(found.candidates, 1):
        if words is None:
            console.print(Text(f"board {board}: solved", style="bold"))
            continue
        console.print(Text(f"board {board}: {len(words)} candidate{'s' if len(words) != 1 else ''}", style="bold"))
        console.print(_first_dozen(words, len(words)))


def show_knowledge(console: Console, pairs: Sequence[GuessScore], facts: dict[str, str]) -> None:
    """The pairs as tiles, then what they establish."""
    for pair in pairs:
        console.print(tiles(pair, plain_console(console)), Text(str(pair), style="dim"))
    table = Table(show_header=False, box=None, padding=(0, 2))
    for label, value in facts.items():
        table.add_row(Text(label.replace("_", " "), style="bold"), value)
    console.print(table)


def show_explanations(console: Console, rows: Sequence[tuple[str, list[str]]]) -> None:
    """A table of words, each marked eligible or not, with the reasons."""
    table = Table("word", "", "why not")
    for word, reasons in rows:
        mark = _glyph(console, "❌", "no") if reasons else _glyph(console, "✅", "yes")
        table.add_row(Text(word, style="bold"), mark, "\n".join(reasons) or "eligible")
    console.print(table)


@contextmanager
def progress(console: Console, label: str = "replaying") -> Iterator[Callable[[int, int], None]]:
    """A progress bar labelled ``label``; the function it gives shows ``done`` steps of ``total``."""
    from rich.progress import Progress

    with Progress(console=console, transient=True) as bar:
        task = bar.add_task(label, total=None)

        def show(done: int, total: int) -> None:
            bar.update(task, total=total, completed=done)

        yield show


def show_table(console: Console, columns: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """A table of text cells under their column names (``wordfinder lists``)."""
    table = Table(*columns)
    for row in rows:
        table.add_row(*row)
    console.print(table)


def show_results(console: Console, results: Sequence[GameResult]) -> None:
    """A table of replayed games: candidates left after each guess and what went wrong."""
    table = Table("game", "answer", "left after each guess", "", "notes")
    for result in results:
        game = result.game
        mark = (
            _glyph(console, "❌", "FAIL")
            if result.failures
            else _glyph(console, "⚠️", "warn")
            if result.warnings
            else _glyph(console, "✅", "ok")
        )
        trail = _glyph(console, " → ", " -> ").join(map(str, result.remaining))
        notes = "\n".join([*result.failures, *result.warnings])
        table.add_row(str(game.number), "|".join(game.answers), trail, mark, notes)
    console.print(table)


_KEYBOARD = ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
_UNTRIED = "bold black on #d3d6da"  # a key no guess has used yet
_UNPLAYED = "on grey23"  # a tile of an attempt still to come
_MOST_EMPTY_ROWS = 10  # with more attempts left than this, the rows to come are not drawn


def board(state: GameState, plain: bool = False) -> Group:
    """A one-board game as Wordle draws it: a row of tiles per guess, blank rows for the
    attempts left, the keyboard coloured by the best tile each letter earned, and a status
    line (``plain``: marked letters instead of colours, and a line saying what they mean)."""
    rows = [tiles(GuessScore(earned), plain) for earned in state.scores]
    left = state.attempts_left
    if left is not None and left <= _MOST_EMPTY_ROWS:
        blank = Text()
        for _ in range(state.secret.length):
            blank.append(" _ " if plain else "   ", style="" if plain else _UNPLAYED)
            blank.append(" ")
        rows += [blank] * left
    states = letter_states(state.scores, state.hints)
    keys = []
    own = state.game.language.own_letters  # a row of the language's own keys: ÄÖÜ, Ñ, ÆØÅ, IJ
    for indent, letters in enumerate((*_KEYBOARD, own) if own else _KEYBOARD):
        row = Text("  " * indent)
        for letter in letters:
            row.append(_tile(written([letter])[0], states.get(letter), plain, _UNTRIED))
            row.append(" ")
        keys.append(row)
    legend = [Text(PLAIN_LEGEND)] if plain else []
    return Group(Text(), *rows, Text(), *keys, Text(_status(state), style="dim"), *legend, Text())


def _status(state: GameState) -> str:
    """The line under the keyboard: guesses used out of how many, hints, and the variant."""
    limit = state.game.limit
    notes = [f"{state.attempts} of {limit} guesses used" if limit else f"{state.attempts} guesses, no limit"]
    if state.hints:
        notes.append(f"{len(state.hints)} hint{'s' if len(state.hints) != 1 else ''}")
    if state.game.hard:
        notes.append("hard mode")
    notes += state.secret.notes  # Quantum Wordle's two words, Absurdle's words left
    if state.outcome is Outcome.PLAYING and state.hint_refusal is None:
        notes.append("? or ?N for a hint")
    return " · ".join(notes)


def grid(state: GameState, plain: bool = False, width: int = 80) -> Group:
    """A game of several boards: each board's guesses as tiles, side by side, solved boards
    marked, and the guesses used.  Boards that do not fit ``width`` columns side by side go
    on in another block below, whole: a row of tiles is never wrapped."""
    per_board = 4 * state.secret.length + 2  # a tile and a space a letter, and the column's padding
    across = max(1, width // per_board)
    blocks = []
    for first in range(0, state.boards, across):
        shown = range(first, min(first + across, state.boards))
        table = Table(*(f"board {b + 1}" + (" ✓" if state.solved[b] else "") for b in shown), box=None, padding=(0, 1))
        for row in state.rows:
            table.add_row(*(Text("") if row.scores[b] is None else tiles(GuessScore(row.scores[b]), plain) for b in shown))
        blocks.append(table)
    limit = state.game.limit
    used = f"{state.attempts} of {limit} guesses" if limit else f"{state.attempts} guesses, no limit"
    return Group(*blocks, Text(used, style="dim"), *([Text(PLAIN_LEGEND)] if plain else []))


def show_game(console: Console, state: GameState) -> None:
    """Draw the game as its secret's kind is drawn (:data:`_DRAWN`): one board with its
    keyboard, or several side by side."""
    plain = plain_console(console)
    console.print(_DRAWN.get(type(state.secret), _one_board)(state, plain, console.width))


def _one_board(state: GameState, plain: bool, width: int) -> Group:
    """A game on one board, whatever the terminal's ``width``: :func:`board`."""
    return board(state, plain)


_DRAWN = {BoardSecrets: grid}
"""How a game is drawn, by the kind of its secret, where it is not on one board with its
keyboard: the secrets of several boards side by side (:func:`grid`)."""


class Folding:
    """Standard output in a terminal, where a ``Result:`` line too wide for it (eight
    boards' tiles) goes on below at a board's edge, never inside one board's tiles."""

    def __init__(self, stream: TextIO) -> None:
        import shutil

        self._stream = stream
        self.encoding = getattr(stream, "encoding", None)
        self._width = shutil.get_terminal_size().columns

    def write(self, text: str) -> int:
        from ..assistant import RESULT

        if text.startswith(RESULT) and cell_len(text.rstrip("\n")) > self._width:
            lines: list[str] = []
            current: list[str] = []
            for board in text[len(RESULT):].rstrip("\n").split(" | "):
                head = RESULT if not lines else " " * len(RESULT)
                if current and cell_len(head + " | ".join([*current, board])) > self._width:
                    lines.append(head + " | ".join(current) + " |")
                    current = []
                current.append(board)
            lines.append((RESULT if not lines else " " * len(RESULT)) + " | ".join(current))
            text = "\n".join(lines) + "\n"
        return self._stream.write(text)

    def flush(self) -> None:
        self._stream.flush()


def _first_dozen(items: Sequence[str], total: int, style: str = "") -> Columns:
    """The first twelve of ``total`` items (words, or words with their chances) in columns,
    ``...`` after them when there are more: an item is never parted when the line wraps."""
    cells = [Text(item, style=style) for item in items[:12]]
    return Columns(cells + ([Text("...")] if total > 12 else []), padding=(0, 2))


# --- the solver: suggestions, the benchmark and game reviews ----------------------------------

from ..assistant import PLAYED_NAME, bound_kind

if TYPE_CHECKING:
    from ..assistant import BenchmarkResult, GameReview, GameRun, Suggestions


def _candidates_line(suggestions: Suggestions) -> tuple[Text, Columns]:
    """How many candidates are left, under which model, and the first dozen."""
    n = len(suggestions.candidates)
    head = f"{n} candidate{'s' if n != 1 else ''}"
    if suggestions.fallback:
        head += " (no answer fits: these are the allowed words that fit)"
    elif suggestions.model == "likely":
        head += " under the likely answer model, most likely first"
    elif suggestions.model != "original":
        head += f" under the {suggestions.model} answer model, equally likely"
    if suggestions.model != "likely":
        shown = list(suggestions.candidates[:12])
    else:
        shown = [f"{w} {p:.1%}" for w, p in zip(suggestions.candidates[:12], suggestions.weights)]
    return Text(head + ":", style="bold"), _first_dozen(shown, n, "green")


def show_suggestions(console: Console, suggestions: Suggestions, note: str = "") -> None:
    """The candidates left, a table of the ranked guesses, and why the first comes first;
    ``note`` (the past answers known) under the first line."""
    head, shown = _candidates_line(suggestions)
    console.print(head)
    if note:
        console.print(Text(note, style="dim"))
    console.print(shown)
    figures = _figure_columns(suggestions)
    table = Table("#", "guess", "bits", "left on average", "worst", "answer?", "hard mode", *figures)
    for rank, s in enumerate(suggestions.ranked, 1):
        table.add_row(
            str(rank),
            Text(s.guess, style="bold green" if s.possible else "bold"),
            f"{s.bits:.2f}",
            f"{s.expected:.1f}",
            str(s.worst),
            "yes" if s.possible else "no",
            "ok" if s.hard_legal else "no",
            *(cell(s) for cell in figures.values()),
        )
    print_fitting(console, table, keys=2)
    mode = f"{suggestions.strategy}{', hard mode' if suggestions.hard else ''}"
    console.print(Text(f"{mode}: {suggestions.why}", style="dim"))
    kinds = {bound_kind(s.bound) for s in suggestions.ranked}
    if "upper bound" in kinds:
        console.print(Text("≤: an upper bound; the exact search ran out of positions there", style="dim"))
    if "estimate" in kinds:
        console.print(Text("~: an estimate, not an exact search", style="dim"))


_MARKS_OF_BOUNDS = {"upper bound": "≤", "estimate": "~"}


def _figure_columns(suggestions: Suggestions) -> dict[str, Callable[[object], str]]:
    """The columns of the figures only some suggestions carry, by header, each with what its
    cell shows of a suggestion: the strategy's own figure, when it has one, and the mean
    guesses measured by playing an opening out, when some suggestion was."""
    columns: dict[str, Callable[[object], str]] = {}
    if suggestions.figure_name:
        columns[suggestions.figure_name] = _strategy_figure
    if suggestions.measured:
        columns[PLAYED_NAME] = _played_out_figure
    return columns


def _strategy_figure(suggestion: object) -> str:
    """The strategy's own figure for ``suggestion``, marked ≤ for an upper bound, ~ for an estimate."""
    return _figure(suggestion.figure, ".3f", _MARKS_OF_BOUNDS.get(bound_kind(suggestion.bound), ""))


def _played_out_figure(suggestion: object) -> str:
    """The mean guesses the opening ``suggestion`` took, played out against every answer."""
    return _figure(suggestion.played_out, ".4f")


def _figure(value: float | None, spec: str, mark: str = "") -> str:
    """A figure in a table's cell, formatted by ``spec`` after ``mark``; blank where there is none."""
    return "" if value is None else f"{mark}{value:{spec}}"


@contextmanager
def working(console: Console, label: str) -> Iterator[None]:
    """A spinner saying what is being worked on, shown while the block runs (and gone after)."""
    with console.status(label, spinner="dots"):
        yield


@contextmanager
def benchmark_progress(console: Console, total: int, label: str = "playing") -> Iterator[Callable[[GameRun], None]]:
    """A progress bar over ``total`` games; the function it gives advances it by one game."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(label, total=total)

        def advance(_: object) -> None:
            bar.advance(task)

        yield advance


def show_benchmark(console: Console, result: BenchmarkResult, notes: Sequence[tuple[str, str]] = ()) -> None:
    """The benchmark's figures (with ``notes``, label and value, after the strategy: the
    model and secrets, or the boards) and a bar chart of how many guesses the games took."""
    mode = " (hard mode)" if result.hard else ""
    figures = Table(show_header=False, box=None, padding=(0, 2))
    for label, value in (
        ("strategy", f"{result.strategy}{mode}, opening {result.opening}"),
        *notes,
        ("games", str(result.games)),
        ("mean", f"{result.mean:.4f} guesses"),
        ("max", str(result.max)),
        ("failures", f"{result.failures} (more than {result.limit} guesses)"),
        ("time", f"{result.seconds:.1f} s"),
    ):
        figures.add_row(Text(label, style="bold"), value)
    console.print(figures)
    chart = Table("guesses", "games", "", box=None, padding=(0, 1))
    most = max(result.distribution.values()) or 1
    longest = max(10, min(40, console.width - 20))  # the bars fit the terminal, down to 60 columns
    for turns, count in result.distribution.items():
        style = "red" if turns > result.limit else "green"
        full, sliver = _glyph(console, "█", "#"), _glyph(console, "▏", "|")
        bar = Text(full * round(longest * count / most) or (sliver if count else ""), style=style)
        chart.add_row(str(turns), str(count), bar)
    console.print(chart)


def show_reviews(console: Console, reviews: Sequence[GameReview]) -> None:
    """A table per game: each guess, the candidates it left, its bits, the best guess, skill and luck."""
    for game in reviews:
        title = f"game {game.number}: {game.answer}" + (" (not in the answers list)" if game.added else "")
        if game.model != "original":
            title += f" [{game.model} answer model]"
        headers = ("guess", "left", "bits", "expected", "best", "best's bits", "skill", "luck")
        table = Table(*headers, title=title, box=None, padding=(0, 1))
        for column in table.columns:
            column.no_wrap = True
        for g in game.guesses:
            table.add_row(
                Text(str(g.pair), style="bold"),
                f"{g.before}{_glyph(console, ' → ', ' -> ')}{g.after}",
                f"{g.bits:.2f}",
                f"{g.expected_bits:.2f}",
                g.best.guess,
                f"{g.best_expected_bits:.2f} ({g.best_bits:.2f})",
                Text(f"{g.skill:+.2f}", style="green" if g.skill >= -0.005 else "yellow"),
                Text(f"{g.luck:+.2f}", style="green" if g.luck >= 0 else "red"),
            )
        print_fitting(console, table)


def show_openers(console: Console, found: object) -> None:
    """The ranked openers as a table: rank, opener, guesses in all, mean, whether proven;
    and what the run computed and read back."""
    mode = " (hard mode)" if found.hard else ""
    table = Table("#", "opener", "total", "mean", "proven", box=None, padding=(0, 2),
                  title=f"openers over {found.count:,} answers{mode}", title_justify="left")
    for place, value in enumerate(found.values, 1):
        mark = "" if value.proven else ">="
        total = "-" if value.total is None else f"{mark}{value.total:,}"
        mean = "-" if value.mean is None else f"{mark}{value.mean:.4f}"
        table.add_row(str(place), value.opener, total, mean, "yes" if value.proven else "bound")
    console.print(table)
    console.print(f"{found.computed:,} valued now on {found.jobs} workers, {found.reused:,} read back from --out",
                  style="dim")
