"""The solver's commands: ``suggest``, ``benchmark`` and ``analyze``.

numpy is imported only when a command needs the pattern matrix: ``suggest`` with
no history answers from the stored opening without it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from .. import words as wordlists
from ..errors import WordListError
from .options import Request, is_boards_request
from .output import EXIT_FOUND, EXIT_NONE, fail, print_json

__all__ = ["run_analyze", "run_benchmark", "run_suggest"]


def run_suggest(request: Request) -> int:
    """Suggest the next guess, and say why.

    Every allowed word is ranked as a guess, not only the words that can still be
    the answer: a word that cannot win often splits the candidates better.  For
    each guess: the expected information (bits), the candidates left on average
    and at worst, whether it may be the answer, whether hard mode allows it, and
    the strategy's own figure (lookahead: its estimate of the guesses to finish;
    for the stored openings, also the mean measured by playing every answer).
    Ties go to words that may be the answer, and the first guess is one sure to
    find the answer within six guesses when one of the hundred best is.  The
    candidates are the original answers that fit; when none does, the allowed
    words that fit.  With --answers likely, every allowed word that fits, weighted
    by its prior probability of being today's answer, and every figure weighted
    (--answers all: equally likely).

    Piped, the first line (starting with #) says why the first guess is best and
    each further line is one guess.  Exit codes: 0, 1 when no word fits, 2 for bad input.

    Example:

        wordfinder suggest TARSE=.a..e

    With --boards N (or scores written one per board, CRANE=..a.E/-/c....), the one
    guess for the whole multi-board game, and why.
    """
    under_model = _under_model(request)
    if is_boards_request(request, request.pairs):
        if under_model:
            raise WordListError("--answers likely or all is for one board; multi-board games rank for the original answers")
        from .boards import run_suggest_boards

        return run_suggest_boards(request, _puzzle)
    suggestions = None if under_model else _stored_opening(request)
    if suggestions is None:
        from contextlib import nullcontext

        from ..solver.puzzle import NoCandidates
        from ..solver.suggesting import suggest

        shown = nullcontext()
        if sys.stderr.isatty():  # the search may take seconds: say what is going on
            from .render import console, working

            shown = working(console(stderr=True), f"ranking guesses ({request.strategy})")
        try:
            with shown:
                puzzle = _model_puzzle(request) if under_model else _custom_puzzle(request)
                suggestions = suggest(request.pairs, request.strategy, request.hard, request.top, puzzle)
        except NoCandidates as error:
            fail(str(error), code=EXIT_NONE)
    if request.as_json:
        print_json("suggest", _suggestions_document(suggestions))
    elif sys.stdout.isatty():
        from .render import console, show_suggestions

        show_suggestions(console(), suggestions)
    else:
        n = len(suggestions.candidates)
        model = "" if suggestions.model == "original" else f" ({suggestions.model} answer model)"
        print(f"# {n} candidate{'s' if n != 1 else ''}{model}; {suggestions.strategy}: {suggestions.why}")
        label = (suggestions.figure_name or "").replace(" ", "_")
        for s in suggestions.ranked:
            figure = "" if s.figure is None else f" {label}={s.figure:.4f}"
            if s.bound:
                figure += " (upper bound)" if s.bound.startswith("upper bound") else " (estimate)"
            played = "" if s.played is None else f" played_out={s.played:.4f}"
            print(
                f"{s.guess} bits={s.bits:.3f} left={s.expected:.2f} worst={s.worst} "
                f"answer={'yes' if s.possible else 'no'} hard={'ok' if s.hard_legal else 'no'}"
                f"{figure}{played}"
            )
    return EXIT_FOUND


def _model_puzzle(request: Request) -> object:
    """The puzzle under the answer model ``--answers`` names (likely or all), over the
    ``--word-file`` words (default: the bundled allowed words)."""
    from ..answers import answer_model
    from ..solver.puzzle import load_puzzle

    _check_model_options(request)
    guesses = wordlists.read_option_list(request.word_file, "--word-file")
    return load_puzzle(guesses, model=answer_model(request.model, guesses))


def _under_model(request: Request) -> bool:
    """Whether ``--answers`` names a model other than the original answers (likely or all)."""
    return request.model not in (None, "original")


def _check_model_options(request: Request) -> None:
    """Refuse ``--answers likely|all`` with ``--answers-file``: a file is its own model."""
    if _under_model(request) and request.answers_file is not None:
        raise WordListError("--answers likely or all goes without --answers-file (a file is its own model)")


def _stored_opening(request: Request) -> object | None:
    """The stored first suggestions, when the request asks for them (no history, the
    bundled lists), read without numpy; None otherwise."""
    if request.pairs or request.word_file is not None or request.answers_file is not None:
        return None
    from ..solver.lists import lists_key, puzzle_lists
    from ..solver.openings import stored_opening

    guesses, answers = puzzle_lists()
    return stored_opening(lists_key(guesses, answers), answers, request.strategy, request.hard, request.top)


def _suggestions_document(suggestions: object) -> dict[str, object]:
    """Suggestions as JSON (keys: docs/json.md)."""
    return {
        "history": [f"{s.guess}={s}" for s in suggestions.history],
        "strategy": suggestions.strategy,
        "hard": suggestions.hard,
        "count": len(suggestions.candidates),
        "candidates": list(suggestions.candidates),
        # With no original answer left, the allowed words that fit stand in, equally likely.
        "model": "all" if suggestions.fallback else suggestions.model,
        "probabilities": {w: round(p, 6) for w, p in suggestions.probabilities.items()},
        "fallback": suggestions.fallback,
        "complete": suggestions.complete,
        "why": suggestions.why,
        "figure_name": suggestions.figure_name,
        "suggestions": [
            {
                "guess": s.guess,
                "expected_bits": round(s.bits, 4),
                "expected_left": round(s.expected, 4),
                "worst_left": s.worst,
                "possible": s.possible,
                "hard_legal": s.hard_legal,
                "figure": None if s.figure is None else round(s.figure, 4),
                "played": None if s.played is None else round(s.played, 4),
                "bound": s.bound,
            }
            for s in suggestions.ranked
        ],
    }


def _custom_puzzle(request: Request) -> object | None:
    """The puzzle of the word lists the request names, or None for the bundled ones (which
    ``suggest`` may not need to load at all)."""
    if request.word_file is None and request.answers_file is None:
        return None
    return _puzzle(request)


def _puzzle(request: Request) -> object:
    """The solver's puzzle for the word lists the request names (the bundled ones by default)."""
    from ..solver.puzzle import load_puzzle

    guesses = wordlists.read_option_list(request.word_file, "--word-file")
    answers = wordlists.read_option_list(request.answers_file, "--answers-file")
    return load_puzzle(guesses, answers)


def run_benchmark(request: Request) -> int:
    """Play every answer with a strategy and report how many guesses it took.

    Each game starts from the strategy's opening and gets its scores from the
    feedback engine.  Reports the mean number of guesses, the maximum, the
    failures (games needing more than 6 guesses), how many games took each
    number of guesses, and the time taken.  Exit codes: 0, 1 when some game
    failed, 2 for bad input.

    Example:

        wordfinder benchmark --json

    With --boards N: --games random games of N distinct answers drawn by --seed,
    reporting the win rate within N + 5 guesses as well.
    """
    if request.boards is not None or request.games is not None or request.seed is not None:
        if request.secrets is not None or _under_model(request):
            raise WordListError(
                "--secrets and --answers likely or all are for one board; multi-board games play for the original answers"
            )
        from .boards import run_benchmark_boards

        return run_benchmark_boards(request, _puzzle)
    if request.secrets is not None or _under_model(request):
        return _benchmark_secrets(request)
    from ..solver.playing import benchmark

    puzzle = _puzzle(request)
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console, show_benchmark

        with benchmark_progress(console(), len(puzzle.answers)) as advance:
            result = benchmark(puzzle, request.strategy, request.hard, request.jobs, advance)
        show_benchmark(console(), result)
    else:
        result = benchmark(puzzle, request.strategy, request.hard, request.jobs)
        if request.as_json:
            print_json("benchmark", result.summary())
        else:
            mode = " (hard mode)" if request.hard else ""
            print(f"strategy {result.strategy}{mode}")
            print(f"opening {result.opening}")
            for label in ("games", "mean", "max", "failures", "seconds"):
                print(f"{label} {result.summary()[label]}")
            for turns, count in result.distribution.items():
                print(f"guesses {turns}: {count}")
    return EXIT_NONE if result.failures else EXIT_FOUND


def _benchmark_secrets(request: Request) -> int:
    """``benchmark --secrets FILE`` (or ``--answers likely|all``): each secret played while the
    solver believes its answer model; the secrets default to the 2,315 original answers."""
    from ..answers import LIKELY, answer_model
    from ..solver.playing import benchmark
    from ..solver.puzzle import load_puzzle

    if request.answers_file is not None:
        raise WordListError("--secrets and --answers go without --answers-file (a file is its own model)")
    guesses = wordlists.read_option_list(request.word_file, "--word-file")
    model = answer_model(request.model or LIKELY, guesses)
    if request.secrets is not None:
        secrets, named = wordlists.read_option_list(request.secrets, "--secrets", len(model.words[0])), request.secrets
    else:
        secrets, named = wordlists.bundled(wordlists.ANSWERS), None
    puzzle = load_puzzle(guesses, model=model)
    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console

        with benchmark_progress(console(), len(secrets)) as advance:
            result = benchmark(puzzle, request.strategy, request.hard, progress=advance, secrets=secrets)
    else:
        result = benchmark(puzzle, request.strategy, request.hard, secrets=secrets)
    known = set(model.words)
    outside = len({s for s in secrets if s not in known})  # played, added to the model (benchmark_secrets)
    summary = {**result.summary(), "model": model.name, "secrets": named, "outside": outside}
    if request.as_json:
        print_json("benchmark", summary)
    else:
        mode = " (hard mode)" if request.hard else ""
        print(f"strategy {result.strategy}{mode}")
        print(f"model {model.name}")
        print(f"secrets {named or 'the 2,315 original answers'}")
        if outside:
            print(f"outside {outside} (not allowed words: played as the least likely)")
        for label in ("opening", "games", "mean", "max", "failures", "seconds"):
            print(f"{label} {summary[label]}")
        for turns, count in result.distribution.items():
            print(f"guesses {turns}: {count}")
    return EXIT_NONE if result.failures else EXIT_FOUND


def run_analyze(request: Request) -> int:
    """Review recorded games guess by guess, as a Wordle bot would.

    For each guess: the candidates before and after it, the bits its score gave,
    the bits it could be expected to give, and the best suggestion there with the
    bits it could be expected to give over the same candidates (and, in brackets,
    the bits it would have given against the game's answer).  Skill is the guess's
    expected bits less the best's: 0 for the best guess itself.  Luck is the bits
    gained less those expected.  Quantum Wordle games are skipped, with a note on
    stderr.  Records are read as `wordfinder score` reads them; a game that cannot be
    read or reviewed is reported as FILE:LINE: game N: reason on stderr, and the others
    go on (exit code 1 when any failed).

    Example:

        wordfinder analyze games/seeds.md --game 6
    """
    from ..errors import WordfinderError
    from ..games import BadRecord, GameProblem, load_games

    _check_model_options(request)
    found = load_games(request.paths)
    for warning in found.warnings:
        print(f"wordfinder: warning: {warning}", file=sys.stderr)
    problems = list(found.problems)
    game = request.game
    chosen = [r for r in found.records if game is None or r.number == game]
    classic = [r for r in chosen if not r.is_quantum]
    skipped = len(chosen) - len(classic)
    if skipped:
        print(f"wordfinder: note: skipped {skipped} Quantum Wordle game{'s' if skipped != 1 else ''}", file=sys.stderr)
    if not classic and not problems:
        if not found.records:
            raise BadRecord(f"no game records in {' '.join(map(repr, map(str, request.paths)))}")
        raise BadRecord("no classic game" + (f" numbered {game}" if game is not None else "") + " to analyze")
    reviewer = _reviewer(request)
    reviewed: list[tuple[object, object]] = []

    def one(record: object) -> None:
        try:
            reviewed.append((record, reviewer(record)))
        except WordfinderError as error:  # one bad game does not stop the others
            problems.append(GameProblem.of(record, str(error)))

    if sys.stdout.isatty() and not request.as_json:
        from .render import benchmark_progress, console, show_reviews

        with benchmark_progress(console(), len(classic), "reviewing") as advance:
            for record in classic:
                one(record)
                advance(None)
        show_reviews(console(), [r for _, r in reviewed])
    else:
        for record in classic:
            one(record)
        if request.as_json:
            print_json(
                "analyze",
                {
                    "games": len(reviewed),
                    "model": request.model or "original",
                    "skipped_quantum": skipped,
                    "reviews": [_review_document(r, g) for r, g in reviewed],
                    "problems": [str(p) for p in problems],
                },
            )
        else:
            for record, game_review in reviewed:
                model = "" if game_review.model == "original" else f" [{game_review.model} answer model]"
                print(f"game {game_review.number} {game_review.answer} ({record.where}){model}")
                for g in game_review.guesses:
                    print(
                        f"{g.pair}\t{g.before} -> {g.after} left\t{g.bits:.2f} bits of "
                        f"{g.expected_bits:.2f} expected\tbest {g.best.guess} {g.best_expected_bits:.2f} "
                        f"({g.best_bits:.2f} here)\tskill {g.skill:+.2f}\tluck {g.luck:+.2f}"
                    )
    for problem in problems:
        print(f"wordfinder: {problem}", file=sys.stderr)
    return EXIT_NONE if problems else EXIT_FOUND


def _reviewer(request: Request) -> Callable[[object], object]:
    """What reviews one game record for ``analyze``: under the answer model ``--answers``
    names, or over the answer list (the original answers by default)."""
    from ..solver.reviewing import review

    puzzle = _model_puzzle(request) if _under_model(request) else _puzzle(request)
    return lambda record: review(record.pairs, record.answers[0], record.number, request.strategy, request.hard, puzzle)


def _review_document(record: object, reviewed: object) -> dict[str, object]:
    """One reviewed game as JSON (keys: docs/json.md)."""
    return {
        "game": reviewed.number,
        "file": record.source,
        "line": record.line,
        "answer": reviewed.answer,
        "in_answers": not reviewed.added,
        "guesses": [
            {
                "pair": str(g.pair),
                "count_before": g.before,
                "count_after": g.after,
                "bits": round(g.bits, 4),
                "expected_bits": round(g.expected_bits, 4),
                "best": g.best.guess,
                "best_expected_bits": round(g.best_expected_bits, 4),
                "best_bits": round(g.best_bits, 4),
                "skill": round(g.skill, 4),
                "luck": round(g.luck, 4),
            }
            for g in reviewed.guesses
        ],
    }


def run_tree(request: Request) -> int:
    """Print the decision tree a strategy plays over every answer.

    From the opening, each guess and, for each score it may earn but the win, the
    tree played after it.  --format text is an indented outline (a score, then the
    guess played after it); json nests {"guess": ..., "then": {score: {...}}}, with
    scores in letter notation and no "then" on a guess that wins; dot is a graph
    for graphviz (`| dot -Tsvg > tree.svg`).  Every strategy's trees for the bundled
    lists are stored (data/tree-*.txt) and print at once; other lists are played out
    position by position, which takes seconds.

    Example:

        wordfinder tree --format json | head
    """
    from ..solver import trees

    puzzle = _puzzle(request)
    if request.strategy == "optimal":
        from ..solver.optimal import choice
        from ..solver.strategies import Node

        def chooser(left: object, history: tuple, rule: object) -> int:
            return choice(puzzle, Node(left, history, rule))
    else:
        from ..solver.strategies import check_strategy

        check_strategy(request.strategy)
        chooser = trees.strategy_chooser(puzzle, request.strategy)
        if (stored := trees.stored_tree(puzzle, request.hard, request.strategy)) is not None:
            chooser = trees.tree_chooser(puzzle, stored, chooser)  # what the strategy was recorded playing
    built = trees.build(puzzle, chooser, request.hard)
    if request.format == "json":
        import json

        print(json.dumps(trees.to_json(built), ensure_ascii=False))
    elif request.format == "dot":
        print(trees.to_dot(built))
    else:
        print(trees.to_text(built))
    return EXIT_FOUND
