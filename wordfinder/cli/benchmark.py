"""``wordfinder benchmark``: every answer (or each secret) played by a strategy."""

from __future__ import annotations

import sys
from contextlib import nullcontext

from .. import words as wordlists
from ..errors import WordListError
from .options import Request, answers_file, lists_of, named_model, past_of
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_benchmark"]


def run_benchmark(request: Request) -> int:
    """Play every answer with a strategy and report how many guesses it took.

    Each game starts from the strategy's opening and gets its scores from the feedback engine. Reports
    the mean number of guesses, the maximum, the failures (games needing more than 6 guesses), how many
    games took each number of guesses, and the time taken.  Exit codes: 0, 1 when some failed, 2 for bad input.

    The solver believes the answer model (--answers): by default the 2,315 original answers,
    each alike, all of them played (likely with --secrets or --played FILE); a FILE of answers,
    each alike, all of them played; or likely or all, playing the 2,315 original answers (or
    each word of --secrets); under a model, the past answers known (--played, --date) too.

    Example:

        wordfinder benchmark --json

    With --boards N: --games random games of N distinct answers drawn by --seed, reporting the
    win rate within N + 5 guesses as well.  With --fibble (--lies K) or --woodle, every answer
    (or --secrets) played by the guess leaving the fewest candidates on average, each lie drawn
    by --seed (default 1); games are not cut at six guesses: `benchmark --fibble --seed 3`.
    --rolling FILE: each dated day of FILE (--from, --to) played with the earlier lines known,
    each guess suggest's first: `benchmark --rolling history.txt --from 2026-01-01 --jobs 2`.
    """
    if any(request.values.get(name) is not None for name in ("rolling", "from_day", "to")):
        return _rolling(request)
    past = past_of(request)  # read first: a bad --date or --played file is refused in any game
    if request.fibble or request.woodle or request.lies is not None:
        return _related(request)
    if request.boards is not None or request.games is not None or request.seed is not None:
        return _random_games(request)
    result, extra = _played(request, past)
    if request.as_json:
        print_json("benchmark", {**result.summary(), **extra})
    elif sys.stdout.isatty():
        from .render import console, show_benchmark

        show_benchmark(console(), result, _model_notes(extra))
    else:
        sys.stdout.write("".join(f"{line}\n" for line in benchmark_lines(result, extra)))
    return EXIT_NONE if result.failures else EXIT_FOUND


def _model_notes(extra: dict[str, object]) -> list[tuple[str, str]]:
    """The rows a terminal's benchmark adds under a model: the model, the secrets, those
    outside the allowed words and the past answers down-weighted."""
    if not extra:
        return []
    notes = [("model", str(extra["model"])), ("secrets", str(extra["secrets"] or "the 2,315 original answers"))]
    if extra["outside"]:
        notes.append(("outside", f"{extra['outside']} not allowed words, played as the least likely"))
    if "past_answers" in extra:
        notes.append(("past answers", f"{extra['past_answers']} down-weighted"))
    return notes


def _under_model(request: Request) -> bool:
    """Whether the games are played under an answer model: ``--secrets``, or ``--answers``
    naming a model other than the original answers."""
    return request.secrets is not None or _played_named(request) or named_model(request) not in (None, "original")


def _played_named(request: Request) -> bool:
    """Whether ``--played FILE`` names a file (not ``none``): the history file read by default
    does not turn the benchmark of the original answers into one under a model."""
    from ..past_answers import NONE

    return request.played not in (None, NONE)


def _random_games(request: Request) -> int:
    """``benchmark --boards N --games G --seed S``: random multi-board games played by the
    solver (exit 1 when some game was lost)."""
    from ..errors import BadNotation
    from ..solver.playing import benchmark, draw_games
    from ..solver.puzzle import puzzle_for

    if _under_model(request):
        raise WordListError(
            "--secrets and --answers likely or all are for one board; multi-board games play for the original answers"
        )
    if request.boards is None:
        raise BadNotation("--games and --seed go with --boards N (multi-board games)")
    if request.hard:
        raise BadNotation("--hard is not supported with --boards")
    puzzle = puzzle_for(request.word_file, answers_file(request), lists=lists_of(request))
    seed = 1 if request.seed is None else request.seed
    drawn = draw_games(puzzle.answers, request.boards, request.games or default_games(request.boards), seed)
    with _progress(request, len(drawn)) as advance:
        result = benchmark(puzzle, request.strategy, jobs=request.jobs, progress=advance, secrets=drawn,
                           boards=request.boards, seed=seed)
    if request.as_json:
        print_json("benchmark", result.summary())
    elif sys.stdout.isatty():
        from .render import console, show_benchmark

        notes = [("boards", f"{request.boards}, {result.limit} guesses allowed"), ("seed", str(seed)),
                 ("wins", f"{result.wins} of {result.games} ({result.summary()['win_rate']:.1%})")]
        show_benchmark(console(), result, notes)
    else:
        summary = result.summary()
        labels = ("boards", "games", "seed", "opening", "limit", "mean", "max", "failures", "win_rate", "seconds")
        sys.stdout.write("".join(f"{label} {summary[label]}\n" for label in labels))
        sys.stdout.write("".join(f"guesses {turns}: {count}\n" for turns, count in result.distribution.items()))
    return EXIT_NONE if result.failures else EXIT_FOUND


def _related(request: Request) -> int:
    """``benchmark --fibble`` or ``--woodle``: every answer (or each secret) played with the
    rows drawn by the seed (exit 1 when some game took more than six guesses)."""
    from ..solver.puzzle import puzzle_for
    from ..solver.relational import relation_benchmark
    from .options import relation_of

    relation = relation_of(request)
    if request.boards is not None or request.games is not None or request.hard or _played_named(request):
        raise WordListError(f"{relation} is benchmarked on one board, every answer or --secrets, not in hard mode")
    if named_model(request) not in (None, "original"):
        raise WordListError(f"{relation} is benchmarked for the original answers or --answers FILE")
    lists = lists_of(request)
    puzzle = puzzle_for(request.word_file, answers_file(request), lists=lists)
    secrets = None if request.secrets is None else _secrets(request, puzzle.length, lists)
    seed = 1 if request.seed is None else request.seed
    with _progress(request, len(puzzle.answers if secrets is None else secrets)) as advance:
        result = relation_benchmark(puzzle, relation, seed, secrets, advance)
    extra = {"relation": str(relation), "seed": seed}
    if request.as_json:
        print_json("benchmark", {**result.summary(), **extra})
    else:
        summary = result.summary()
        lines = [f"strategy {result.strategy}", f"relation {relation}", f"seed {seed}"]
        lines += [f"{label} {summary[label]}" for label in ("opening", "games", "mean", "max", "failures", "seconds")]
        lines += [f"guesses {turns}: {count}" for turns, count in result.distribution.items()]
        sys.stdout.write("".join(f"{line}\n" for line in lines))
    return EXIT_NONE if result.failures else EXIT_FOUND


def default_games(boards: int) -> int:
    """How many games ``benchmark --boards N`` plays without ``--games``: 100 up to 3 boards,
    fewer above (a game of many boards costs more), so that it answers in seconds."""
    return max(1, min(100, 300 // boards))


def _progress(request: Request, games: int) -> object:
    """A progress bar over ``games`` games on a terminal (its context gives the callable
    that advances it), or nothing at all."""
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        return benchmark_progress(console(stderr=True), games)
    return nullcontext(None)


def _played(request: Request, past: object) -> tuple[object, dict[str, object]]:
    """The benchmark the request asks for, and what its summary adds: under a model, the
    model, the secrets file, how many secrets lie outside the allowed words, and how many
    of the ``past`` answers known are down-weighted."""
    from ..answers import LIKELY
    from ..solver.playing import benchmark
    from ..solver.puzzle import puzzle_for

    lists = lists_of(request)
    if not _under_model(request):
        puzzle, secrets, extra = puzzle_for(request.word_file, answers_file(request), lists=lists), None, {}
    else:
        if answers_file(request) is not None:
            raise WordListError("--secrets and --played go with --answers likely, original or all, not a file "
                                "(a file is its own model: its words are played)")
        puzzle = puzzle_for(request.word_file, None, named_model(request) or LIKELY, past.words, lists)
        secrets = _secrets(request, puzzle.length, lists)
        known = set(puzzle.answers)  # a secret outside it is played, added to the model
        extra = {"model": puzzle.model_name, "secrets": request.secrets, "outside": len(set(secrets) - known),
                 **({"past_answers": puzzle.model.played} if past.count or _played_named(request) else {})}
    games = len(puzzle.answers if secrets is None else secrets)
    with _progress(request, games) as advance:
        return benchmark(puzzle, request.strategy, request.hard, request.jobs, advance, secrets=secrets), extra


def _secrets(request: Request, length: int, lists: object | None) -> tuple[str, ...]:
    """The words of ``--secrets`` in the tiles of ``--lang``, or the original answers (those of
    ``--lang``/``--length``)."""
    from ..bundles import language_of

    if request.secrets is None:
        return wordlists.bundled(wordlists.ANSWERS) if lists is None else lists.answers
    return wordlists.read_option_list(request.secrets, "--secrets", language_of(lists), length)


def benchmark_lines(result: object, extra: dict[str, object]) -> list[str]:
    """A benchmark's figures as piped text, a ``label value`` line each."""
    summary = {**result.summary(), **extra}
    lines = [f"strategy {result.strategy}{' (hard mode)' if result.hard else ''}"]
    if extra:
        lines += [f"model {extra['model']}", f"secrets {extra['secrets'] or 'the 2,315 original answers'}"]
        if extra["outside"]:
            lines.append(f"outside {extra['outside']} (not allowed words: played as the least likely)")
    labels = ("opening", "games", "mean", "max", "failures", "seconds")
    lines += [f"{label} {summary[label]}" for label in labels]
    return lines + [f"guesses {turns}: {count}" for turns, count in result.distribution.items()]


def _rolling(request: Request) -> int:
    """``benchmark --rolling FILE [--from DAY] [--to DAY] [--hard] [--jobs N] [--json]``: each
    dated day of FILE played knowing the earlier lines (:func:`~wordfinder.solver.rolling.rolling_benchmark`);
    exit 1 when some game took more than six guesses."""
    from ..past_answers import parse_day, read_past_answers
    from ..solver.rolling import rolling_benchmark

    path = request.values.get("rolling")
    if path is None:
        raise WordListError("--from and --to go with --rolling FILE (a history of dated answers)")
    _refuse_with_rolling(request)
    start, end = (parse_day(request.values[name], flag) if request.values.get(name) else None
                  for name, flag in (("from_day", "--from"), ("to", "--to")))
    if start is None or end is None:
        days = [a.day for a in read_past_answers(path).answers if a.day is not None]
        start, end = start or min(days, default=None), end or max(days, default=None)
        if start is None:
            raise WordListError(f"{path!r} (--rolling): no dated answer (WORD YYYY-MM-DD lines)")
    result = rolling_benchmark(path, start, end, request.hard, request.jobs)
    summary = result.summary()
    if request.as_json:
        print_json("benchmark", summary)
    else:
        lines = [f"{g.date.isoformat()} {g.secret} {len(g.guesses)} {' '.join(g.guesses)}" for g in result.games]
        lines += [f"{label} {summary[label]}" for label in ("games", "from", "to", "mean", "max", "failures", "seconds")]
        lines += [f"guesses {turns}: {count}" for turns, count in result.distribution.items()]
        sys.stdout.write("".join(f"{line}\n" for line in lines))
    return EXIT_NONE if result.failures else EXIT_FOUND


def _refuse_with_rolling(request: Request) -> None:
    """Refuse, in one line, an option ``--rolling`` would ignore: it plays each day as
    ``suggest --played FILE --date DAY`` does (today's model, its default strategy)."""
    from .options import COMMANDS

    kept = ("rolling", "from_day", "to", "hard", "jobs", "as_json")
    unused = [o.flags[0] for o in COMMANDS["benchmark"].options
              if o.name not in kept and request.values.get(o.name) not in (o.default, None)]
    if unused:
        raise WordListError(f"--rolling does not use {', '.join(unused)}: it plays each day as "
                            "suggest --played FILE --date DAY does")
