"""``wordfinder benchmark``: every answer (or each secret) played by a strategy."""

from __future__ import annotations

import sys
from contextlib import nullcontext

from .. import assistant
from ..game import game_of
from .options import Request
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_benchmark"]


def run_benchmark(request: Request) -> int:
    """Play every answer with a strategy and report how many guesses it took.

    Each game starts from the strategy's opening and gets its scores from the
    feedback engine. Reports the mean number of guesses, the maximum, the failures
    (games needing more than 6 guesses), how many games took each number of
    guesses, and the time taken.  Exit codes: 0, 1 when some failed, 2 for bad
    input.

    The solver believes the answer model (--answers): by default the 2,315
    original answers, each alike, all of them played (likely with --secrets or
    --played FILE); a FILE of answers, each alike, all of them played; or likely
    or all, playing the 2,315 original answers (or each word of --secrets); under
    a model, the past answers known (--played, --date) too.

    Example:

        wordfinder benchmark --json

    With --boards N: --games random games of N distinct answers drawn by --seed,
    reporting the win rate within N + 5 guesses as well.  With --fibble (--lies K)
    or --woodle, every answer (or --secrets) played by the guess leaving the
    fewest candidates on average, each lie drawn by --seed (default 1); games are
    not cut at six guesses: `benchmark --fibble --seed 3`. --rolling FILE: each
    dated day of FILE (--from, --to) played with the earlier lines known, each
    guess suggest's first: `benchmark --rolling history.txt --from 2026-01-01
    --jobs 2`.
    """
    game = game_of("benchmark", request.values)
    answer = assistant.benchmark_solver(
        game, request.strategy, request.jobs or 1, lambda games: _progress(request, games), request.secrets, request.games,
        request.seed, rolling=request.rolling is not None, first=request.from_day, last=request.to)
    _SHOWN[answer.kind](answer.result, answer.extra, request, game)
    return EXIT_NONE if answer.result.failures else EXIT_FOUND


def _show_one(result: object, extra: dict[str, object], request: Request, game: object) -> None:
    """One board's figures: JSON, a terminal's table, or a line a figure."""
    if request.as_json:
        print_json("benchmark", {**result.summary(), **extra})
    elif sys.stdout.isatty():
        from .render import console, show_benchmark

        show_benchmark(console(), result, _model_notes(result, extra))
    else:
        sys.stdout.write("".join(f"{line}\n" for line in benchmark_lines(result, extra)))


def _model_notes(result: object, extra: dict[str, object]) -> list[tuple[str, str]]:
    """The rows a terminal's benchmark adds under a model: the model, the secrets, those
    outside the allowed words and the past answers down-weighted."""
    if not extra:
        return []
    notes = [("model", str(extra["model"])), ("secrets", _secrets_played(result, extra))]
    if extra["outside"]:
        notes.append(("outside", f"{extra['outside']} not allowed words, played as the least likely"))
    if "past_answers" in extra:
        notes.append(("past answers", f"{extra['past_answers']} down-weighted"))
    return notes


def _secrets_played(result: object, extra: dict[str, object]) -> str:
    """What was played as secrets: the file of ``--secrets``, or the game's original answers."""
    return str(extra["secrets"]) if extra["secrets"] else f"the {len(result.runs):,} original answers"


def _show_several(result: object, extra: dict[str, object], request: Request, game: object) -> None:
    """Random multi-board games' figures: JSON, a terminal's table, or a line a figure."""
    if request.as_json:
        print_json("benchmark", result.summary())
    elif sys.stdout.isatty():
        from .render import console, show_benchmark

        notes = [("boards", f"{game.boards}, {result.limit} guesses allowed"), ("seed", str(result.summary()["seed"])),
                 ("wins", f"{result.wins} of {result.games} ({result.summary()['win_rate']:.1%})")]
        show_benchmark(console(), result, notes)
    else:
        summary = result.summary()
        labels = ("boards", "games", "seed", "opening", "limit", "mean", "max", "failures", "win_rate", "seconds")
        sys.stdout.write("".join(f"{label} {summary[label]}\n" for label in labels))
        sys.stdout.write("".join(f"guesses {turns}: {count}\n" for turns, count in result.distribution.items()))


def _show_related(result: object, extra: dict[str, object], request: Request, game: object) -> None:
    """Fibble's or Woodle's figures: JSON, or a line a figure."""
    if request.as_json:
        print_json("benchmark", {**result.summary(), **extra})
        return
    summary = result.summary()
    lines = [f"strategy {result.strategy}", f"relation {extra['relation']}", f"seed {extra['seed']}"]
    lines += [f"{label} {summary[label]}" for label in ("opening", "games", "mean", "max", "failures", "seconds")]
    lines += [f"guesses {turns}: {count}" for turns, count in result.distribution.items()]
    sys.stdout.write("".join(f"{line}\n" for line in lines))


def _progress(request: Request, games: int) -> object:
    """A progress bar over ``games`` games on a terminal (its context gives the callable
    that advances it), or nothing at all."""
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        return benchmark_progress(console(stderr=True), games)
    return nullcontext(None)


def benchmark_lines(result: object, extra: dict[str, object]) -> list[str]:
    """A benchmark's figures as piped text, a ``label value`` line each."""
    summary = {**result.summary(), **extra}
    lines = [f"strategy {result.strategy}{' (hard mode)' if result.hard else ''}"]
    if extra:
        lines += [f"model {extra['model']}", f"secrets {_secrets_played(result, extra)}"]
        if extra["outside"]:
            lines.append(f"outside {extra['outside']} (not allowed words: played as the least likely)")
    labels = ("opening", "games", "mean", "max", "failures", "seconds")
    lines += [f"{label} {summary[label]}" for label in labels]
    return lines + [f"guesses {turns}: {count}" for turns, count in result.distribution.items()]


def _show_rolling(result: object, extra: dict[str, object], request: Request, game: object) -> None:
    """The rolling benchmark's figures: JSON, or a line a day's game (its date, its answer,
    how many guesses and which) and a line a figure."""
    summary = result.summary()
    if request.as_json:
        print_json("benchmark", summary)
        return
    lines = [f"{g.date.isoformat()} {g.secret} {len(g.guesses)} {' '.join(g.guesses)}" for g in result.games]
    lines += [f"{label} {summary[label]}" for label in ("games", "from", "to", "mean", "max", "failures", "seconds")]
    lines += [f"guesses {turns}: {count}" for turns, count in result.distribution.items()]
    sys.stdout.write("".join(f"{line}\n" for line in lines))


_SHOWN = {"answers": _show_one, "boards": _show_several, "lies": _show_related, "rolling": _show_rolling}
"""How each kind of benchmark (:attr:`~wordfinder.assistant.Benchmarked.kind`) is shown."""
