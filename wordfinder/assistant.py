"""The one front door: a function for each question a command or the page asks.

Every ``wordfinder`` command and every endpoint of the JSON API reads its input, builds the
game with :func:`wordfinder.game.game_of`, calls exactly one function of this module
(:data:`QUESTIONS`) and renders the value it returns.  Each function dispatches on the
game's variant once, here, so that the doors never do:

- :func:`find_words` and :func:`explain_words`: the words that can still be the answer, and why a word
  can or cannot (:mod:`wordfinder.query`);
- :func:`suggest_guess`: the next guess, for each kind of game (:mod:`wordfinder.solver`);
- :func:`play_game`: a game played at a terminal or through a pipe (:mod:`wordfinder.session`);
- :func:`benchmark_solver`, :func:`review_games`, :func:`solver_tree`: the solver measured (on a history's
  days too: ``benchmark --rolling``), a recorded game
  reviewed, the decision tree a strategy plays;
- :func:`replay_games` and :func:`score_guess`: recorded games replayed, one guess scored;
- :func:`word_lists` and :func:`answer_history`: the bundled lists, the NYT's past answers;
- :func:`value_openers`: every opener's exact value, on this machine or a Dask cluster.

The value types the doors render are named here too (loaded on first use), so that a door
imports this module and not the layers behind it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from .errors import BadNotation, WordfinderError
from .game import NYT, Game
from .lazy import exports
from .values import value_type

__all__ = [
    "QUESTIONS", "AbsurdleAdvice", "Benchmarked", "BoardsAdvice", "Reviews", "answer_history", "benchmark_solver",
    "explain_words", "facts_established", "find_words", "play_game", "prepare_suggest", "replay_games", "review_games",
    "score_guess", "solver_tree", "suggest_guess", "value_openers", "word_lists",
]

__getattr__, __dir__ = exports(__name__, {
    "Tile": ".feedback", "GuessScore": ".notation", "GameState": ".session", "BoardSecrets": ".session", "Outcome": ".session",
    "letter_states": ".session", "RESULT": ".session", "line_reader": ".session", "Found": ".query",
    "FoundEach": ".query", "Explained": ".query", "ExplainedEach": ".query", "PairsFound": ".query",
    "Query": ".query", "GameResult": ".replaying", "Replayed": ".replaying",
    "PLAYED_NAME": ".solver.suggestions", "bound_kind": ".solver.suggestions", "Suggestions": ".solver.suggestions",
    "BenchmarkResult": ".solver.playing", "GameRun": ".solver.playing", "GameReview": ".solver.reviewing",
    "RelationSuggestions": ".solver.relational", "shared_history": ".share", "read_text": ".files",
    "FileRefused": ".files", "GameRecord": ".records", "to_json": ".solver.trees", "to_text": ".solver.trees",
    "to_dot": ".solver.trees", "GameProblem": ".records", "written": ".languages",
})


def find_words(game: Game, query: object) -> object:
    """What ``query`` (a :class:`~wordfinder.query.Query`) finds in ``game``: the words that fit,
    per board, Quantum Wordle pairs, or why each word does or does not; the answer model's
    chances with the past answers known down-weighted."""
    from .query import ask
    from .sutom import found_pairs

    with _as_typed(game, query.arguments):
        return ask(query._replace(arguments=found_pairs(game, query.arguments)), _with_history(game))


def explain_words(game: Game, pairs: Sequence[str], words: Sequence[str], limit: int | None = None) -> object:
    """Why each of ``words`` can or cannot be the answer after ``pairs`` (every word of the
    list when none is given)."""
    from .query import Query

    return find_words(game, Query(tuple(pairs) + tuple(words), explain=True, limit=limit, chances=True))


def facts_established(game: Game, pairs: Sequence[str]) -> tuple:
    """What the GUESS=SCORE ``pairs`` establish, board by board, read in the game's tiles
    as suggest reads them (Dutch IJ one tile in ``nl-ij``): ``suggest -v``."""
    from .query import established as facts
    from .sutom import typed_pairs

    with _as_typed(game, pairs):
        return facts(game.lists.spelled(typed_pairs(game, tuple(pairs))), game.boards)


@contextmanager
def _as_typed(game: Game, texts: Sequence[str]) -> Iterator[None]:
    """A wordfinder error raised inside quoting the ``texts`` as they were typed, not in the
    game's tiles: ``AÇUDE=AÇUDE: the game is won``, Dutch ``IJDELE``, not ``ACUDE``, ``ĲDELE``."""
    try:
        yield
    except WordfinderError as error:
        if len(error.args) == 1 and isinstance(error.args[0], str):
            from .notation import as_typed

            error.args = (as_typed(error.args[0], texts, game.language),)
        raise


def _with_history(game: Game) -> Game:
    """The game with its answer model's past answers down-weighted (the model the finder reads)."""
    if not game.played:
        return game
    from .answers import read_model

    english = (game.language.code, game.length) == ("en", 5)  # the NYT's lists: the model's own tables
    model = read_model(game.model_name, game.language, None if english else game.lists)
    return game.changed(answers=model.with_played(game.played))


class AbsurdleAdvice(value_type("AbsurdleAdvice", ["history", "found"])):
    """``suggest`` in Absurdle: the history in the game's tiles and the forced win found."""

    __slots__ = ()


class BoardsAdvice(value_type("BoardsAdvice", ["found", "pairs", "boards"])):
    """``suggest`` on several boards: the one guess found, the pairs read and the boards."""

    __slots__ = ()


def suggest_guess(game: Game, pairs: Sequence[str], strategy: str = "optimal", top: int = 10, common: bool = False,
            target: str | None = None) -> object:
    """The next guess after ``pairs`` (``GUESS=SCORE`` texts, in any notation), by the game's
    own search: Absurdle's shortest forced win (:class:`AbsurdleAdvice`; ``target``: its
    challenge mode), Fibble's and Woodle's fewest candidates left on average
    (:class:`~wordfinder.solver.relational.RelationSuggestions`), one guess for every board
    (:class:`BoardsAdvice`), or Wordle's ranked guesses under the game's answer model with
    its past answers down-weighted (:class:`~wordfinder.solver.suggestions.Suggestions`,
    the ``top`` best by ``strategy``; ``common``: among the guesses a player would know).
    Raises :class:`~wordfinder.errors.NoCandidates` when no word fits."""
    from .sutom import typed_pairs

    spelled = game.lists.spelled(typed_pairs(game, tuple(pairs)))
    with _as_typed(game, pairs):
        if game.absurdle:
            return _absurdle(game, spelled, target)
        if game.lies:
            return _related(game, spelled, top)
        if game.boards > 1:
            return _boards(game, spelled)
        return _advised(game, spelled, strategy, top, common)


def _absurdle(game: Game, pairs: Sequence[str], target: str | None) -> AbsurdleAdvice:
    from .solver.forced_wins import absurdle_advice

    target = target if target is None else game.lists.spelled([target])[0]
    return AbsurdleAdvice(*absurdle_advice(game, pairs, target))


def _related(game: Game, pairs: Sequence[str], top: int) -> object:
    from .solver.relational import relation_suggestions

    return relation_suggestions(game, [game.relation.parse(pair) for pair in pairs], top).spelled_as(_show(game))


def _boards(game: Game, pairs: Sequence[str]) -> BoardsAdvice:
    from .notation import parse_history
    from .solver.suggesting import suggest_for

    read = parse_history(pairs, game.boards)
    return BoardsAdvice(suggest_for(game, read).spelled_as(_show(game)), read, game.boards)


def _advised(game: Game, pairs: Sequence[str], strategy: str, top: int, common: bool) -> object:
    from .solver.advice import advise

    found = advise(game, pairs, strategy, top, common)
    return found if (game.language.code, game.length) == ("en", 5) else found.spelled_as(game.lists.show)


def play_game(game: Game, read_line: Callable[[], str], out: object, seed: int | None = None, record: str | None = None,
         show: Callable[..., None] | None = None, dict_words: bool = False) -> object:
    """A whole game of ``game`` played with the lines ``read_line`` gives, written to ``out``
    (:func:`wordfinder.session.play_session`): the secret drawn by ``seed`` under the game's answer
    model, the past answers known drawn less often; ``record``: the games file it is added to."""
    from .session import play_session

    return play_session(game, read_line, out, game.guesses, dict_words, seed, record, show, game.played)


def score_guess(guess: str, answer: str) -> str:
    """The score ``guess`` earns against ``answer``, in letter notation."""
    from .feedback import score as scored

    return str(scored(guess, answer))


def word_lists(lang: str | None = None, length: int | None = None, show: str | None = None, sutom: bool = False,
               letters: tuple[str, ...] = ()) -> object:
    """The bundled lists of ``lang`` and ``length`` (every one when neither is given), or, with
    ``show`` (``answers`` or ``allowed``), the bundle whose words are to be shown; under SUTOM's
    rule (``sutom``), kept to the words that start with the letter given in ``letters``."""
    from .bundles import bundle, bundled_lists
    from .sutom import lists_starting

    return lists_starting(bundle(lang or "en", length or 5) if show is not None else bundled_lists(lang, length),
                          sutom, letters)


def answer_history(action: str, to: str | None = None, progress: Callable[..., None] | None = None,
            started: Callable[[str, str, str | None], None] | None = None) -> tuple[str, object]:
    """The history file and what it holds: ``show``, its past answers (None when there is no
    file yet); ``update``, the NYT's answers it lacked fetched up to ``to`` (default: today)
    (:func:`wordfinder.daily.update_history`), ``started`` told the URL template, the file and
    the environment variable that named the URL, if one did, before the first request."""
    import os
    from datetime import date

    from .daily import URL_VARIABLE, update_history, url_template
    from .past_answers import BadDate, history_file, parse_day, read_history

    path = history_file()
    if action == "show":
        return path, read_history(path) if os.path.exists(path) else None
    until, today = None if to is None else parse_day(to, "--to"), date.today()
    if until is not None and until > today:
        raise BadDate(f"--to {until}: after today ({today}); the history holds the answers of days that have come")
    template = url_template()
    if started is not None:
        started(template, path, URL_VARIABLE if os.environ.get(URL_VARIABLE) else None)
    return path, update_history(until, path, template, progress)


def prepare_suggest(game: Game) -> None:
    """Have what suggest needs for ``game``'s positions loaded in this process: its puzzle
    with the whole pattern matrix, computed once into the user's cache folder and mapped
    (:func:`~wordfinder.solver.puzzle.whole_puzzle`), so that the processes of a server
    share one copy and none computes a column of it while a player waits.  Not a question:
    what a server does before its first."""
    from .solver.puzzle import whole_puzzle

    whole_puzzle(game)


def _puzzle(game: Game) -> object:
    """The solver's puzzle for the game: its guesses against its answer model."""
    from .solver.puzzle import puzzle_of

    return puzzle_of(game)


class Benchmarked(value_type("Benchmarked", ["result", "extra", "kind"])):
    """``benchmark``'s answer: the games played and their figures (``result``), what the summary
    adds (``extra``), and which figures they are (``kind``): ``answers``, every answer (or each
    secret) on one board; ``boards``, random games of several boards; ``lies``, Fibble's or
    Woodle's; ``rolling``, a history's days.  A door renders each kind its own way, by ``kind``."""

    __slots__ = ()


def benchmark_solver(game: Game, strategy: str = "optimal", jobs: int = 1, watch: Callable[[int], object] | None = None,
              secrets: str | None = None, games: int | None = None, seed: int | None = None, *, rolling: bool = False,
              first: str | None = None, last: str | None = None) -> Benchmarked:
    """The solver's games and their figures (:class:`Benchmarked`), and what the summary adds: with ``rolling``, each
    dated day of the game's history (``benchmark --rolling FILE``) from ``first`` to ``last``
    (``YYYY-MM-DD``; None: the history's first, its last) played knowing the days before it
    (:class:`~wordfinder.solver.rolling.RollingResult`); Fibble's and Woodle's every answer
    (or the words of the file ``secrets``) with the lies drawn by ``seed``; on several boards,
    ``games`` random games drawn by ``seed``; else every original answer (or each secret)
    under the game's answer model.  ``watch(games)`` gives the context whose value is called
    after each game (a progress bar), or None."""
    from contextlib import nullcontext

    watch = watch or (lambda _: nullcontext(None))
    if rolling:
        return _rolling_benchmark(game, jobs, watch, first, last)
    if game.lies:
        found = _related_benchmark(game, watch, secrets, 1 if seed is None else seed)
    elif game.boards > 1:
        found = _boards_benchmark(game, strategy, jobs, watch, games, 1 if seed is None else seed)
    elif game.first_given:
        found = _sutom_benchmark(game, strategy, watch, secrets)
    else:
        found = _benchmark(game, strategy, jobs, watch, secrets)
    return found._replace(result=found.result.spelled_as(_show(game)))


def _sutom_benchmark(game: Game, strategy: str, watch: Callable, secrets: str | None) -> Benchmarked:
    """Every answer (or each secret) played under SUTOM's rule: each on the words of its
    first letter, which the game shows before the first guess, every guess one of them."""
    from time import perf_counter

    from .solver.playing import BenchmarkResult, benchmark as played

    start, drawn = perf_counter(), _secrets(game, secrets, game.length)
    letters: dict[str, list[str]] = {}
    for word in drawn:
        letters.setdefault(word[:1], []).append(word)
    runs: list = []
    with watch(len(drawn)) as advance:
        for letter, words in sorted(letters.items()):
            given = game.changed(given=letter)
            runs += played(given, strategy, progress=advance, secrets=words, puzzle=_puzzle(given)).runs
    return Benchmarked(BenchmarkResult(strategy, game.hard, tuple(runs), perf_counter() - start), {}, "answers")


def history_state() -> tuple[str, tuple[int, int, int] | None]:
    """What an answer depends on besides its question: today's date (the history's answers are
    those known on it) and the history file's state (none, or its inode, size and time: ``history
    update`` replaces it whole), so that the server remembers an answer for as long as it holds."""
    import os
    from datetime import date

    from .past_answers import history_file

    try:
        found = os.stat(history_file())
    except OSError:
        return date.today().isoformat(), None
    return date.today().isoformat(), (found.st_ino, found.st_size, found.st_mtime_ns)


def _rolling_benchmark(game: Game, jobs: int, watch: Callable, first: str | None, last: str | None) -> Benchmarked:
    """Each dated day of the game's history from ``first`` to ``last`` played as ``suggest
    --played FILE --date DAY`` plays it (:func:`wordfinder.solver.rolling.rolling_benchmark`)."""
    from .past_answers import parse_day
    from .solver.rolling import rolling_benchmark, rolling_days

    start, end = (None if text is None else parse_day(text, flag) for text, flag in ((first, "--from"), (last, "--to")))
    with watch(len(rolling_days(game.past, start, end, game.length))) as advance:
        return Benchmarked(rolling_benchmark(game, start, end, jobs, advance), {}, "rolling")


def _related_benchmark(game: Game, watch: Callable, secrets: str | None, seed: int) -> Benchmarked:
    from .solver.relational import relation_benchmark

    puzzle = _puzzle(game)
    drawn = None if secrets is None else _secrets(game, secrets, puzzle.length)
    with watch(len(puzzle.answers if drawn is None else drawn)) as advance:
        result = relation_benchmark(game, seed, drawn, advance, puzzle=puzzle)
    return Benchmarked(result, {"relation": str(game.relation), "seed": seed}, "lies")


def _boards_benchmark(game: Game, strategy: str, jobs: int, watch: Callable, games: int | None,
                      seed: int) -> Benchmarked:
    from .solver.playing import benchmark as played, draw_games

    puzzle = _puzzle(game)
    drawn = draw_games(game, games or default_games(game.boards), seed, puzzle=puzzle)
    with watch(len(drawn)) as advance:
        result = played(game, strategy, jobs=jobs, progress=advance, secrets=drawn, seed=seed, puzzle=puzzle)
    return Benchmarked(result, {}, "boards")


def default_games(boards: int) -> int:
    """How many games ``benchmark --boards N`` plays without ``--games``: 100 up to 3 boards,
    fewer above (a game of many boards costs more), so that it answers in seconds."""
    return max(1, min(100, 300 // boards))


def _benchmark(game: Game, strategy: str, jobs: int, watch: Callable, secrets: str | None) -> Benchmarked:
    """Every original answer (or each secret) played, under the game's answer model when it
    names one other than the original answers alike, or past answers, or secrets."""
    from .solver.playing import benchmark as played

    named = game.past is not None and game.past.source is not None  # --played FILE, known on --date or not
    puzzle = _puzzle(game)
    if secrets is None and not named and game.model_name in ("original", None) or game.answers_file:
        drawn, extra = None, {}
    else:
        drawn = _secrets(game, secrets, puzzle.length)
        extra = {"model": puzzle.model_name, "secrets": secrets, "outside": len(set(drawn) - set(puzzle.answers)),
                 **({"past_answers": puzzle.model.played} if game.played or named else {})}
    with watch(len(puzzle.answers if drawn is None else drawn)) as advance:
        return Benchmarked(played(game, strategy, jobs=jobs, progress=advance, secrets=drawn, puzzle=puzzle), extra,
                           "answers")


def _secrets(game: Game, path: str | None, length: int) -> tuple[str, ...]:
    """The words of the file ``path`` in the game's tiles, or the original answers."""
    from .words import read_option_list

    return game.lists.answers if path is None else read_option_list(path, "--secrets", game.language, length)


def solver_tree(game: Game, strategy: str = "optimal") -> object:
    """The decision tree ``strategy`` plays over the game's answers
    (:func:`wordfinder.solver.playing.decision_tree`)."""
    from .solver.playing import decision_tree

    return decision_tree(game, strategy).spelled_as(_show(game))


def _show(game: Game) -> Callable[[str], str]:
    """How the game's words are written for display: as its language writes them (CORAÇÃO);
    the NYT's lists as their tiles (nothing to read for them)."""
    return str if (game.language.code, game.length) == ("en", 5) else game.changed(given="").lists.show


def value_openers(game: Game, only: Sequence[str] | None = None, top: int | None = None, jobs: int | None = None,
                  scheduler: str | None = None, workers: int | None = None, out: str | None = None,
                  resume: bool = False, watch: Callable[[int], object] | None = None) -> object:
    """The game's openers ranked by their exact values (:func:`~wordfinder.solver.opener_values.rank_openers`):
    every guess, or ``only`` those; with ``top``, the first ``top`` proven by branch and
    bound.  Tasks run in ``jobs`` processes (default: every core), on the Dask cluster at
    ``scheduler``, or on a local one of ``workers``; each value is written to the results file
    ``out`` as it comes, and with ``resume`` those it holds are not computed again.  ``watch``
    as :func:`benchmark_solver`'s, over the openers to value."""
    from contextlib import nullcontext

    from .solver.opener_values import chosen_openers, rank_openers
    from .solver.puzzle import puzzle_of
    from .solver.results_log import ResultsFile, run_header
    from .solver.workers import executor_for

    puzzle = puzzle_of(game)
    wanted = chosen_openers(puzzle, None if only is None else [w.upper() for w in game.lists.spelled(only)])
    results = None if out is None else ResultsFile(out, run_header(game, puzzle), resume, puzzle.guesses)
    known = () if results is None else results.known
    done = {v.opener for v in known if v.proven}
    with (watch or (lambda _: nullcontext(None)))(len(set(wanted) - done)) as advance:
        def record(value: object) -> None:
            if results is not None:
                results.append(value)
            if advance is not None:
                advance(value)

        with executor_for(jobs, scheduler, workers) as (executor, window, running):
            found = rank_openers(game, executor, window, running, wanted, top, known, record)
    return found.spelled_as(_show(game))


def replay_games(paths: Sequence[str], first: int | None = None, last: int | None = None, newest: int | None = None,
           game: Game | None = None, answers_file: str | None = None, strict: bool = False,
           progress: Callable | None = None, warn: Callable[[str], object] | None = None) -> object:
    """The games recorded in the files and folders ``paths``, replayed as a regression suite
    (:func:`wordfinder.replaying.replay_files`), in the game's language and lists, each on the
    words of its secret's first letter under SUTOM's rule."""
    from .replaying import replay_files

    game = game or NYT
    english = (game.language.code, game.length) == ("en", 5)  # the NYT's lists: the finder's own tables
    return replay_files(paths, first, last, newest, game.guesses, answers_file, strict, progress, warn,
                        None if english else game.lists, game.start_of)


class Reviews(value_type("Reviews", ["reviewed", "problems", "skipped", "warnings", "model"])):
    """``analyze``'s answer: each game reviewed as ``(record, review)``, the games that could not
    be read or reviewed (:class:`~wordfinder.records.GameProblem`), how many Quantum Wordle and
    multi-board games were skipped, the files' warnings, and the answer model's name."""

    __slots__ = ()


def review_games(game: Game, paths: Sequence[str], number: int | None = None, answer: str | None = None,
           strategy: str = "optimal", watch: Callable[[int], object] | None = None) -> Reviews:
    """The recorded games of the files and folders ``paths`` (only the one numbered ``number``)
    reviewed guess by guess (:func:`wordfinder.solver.reviewing.review`); or, when ``paths``
    are the ``GUESS=SCORE`` pairs of one game, that game, whose answer is ``answer`` or the
    last guess when it scored all green.  A game that cannot be reviewed joins the problems
    and the others go on; ``watch`` as :func:`benchmark_solver`'s."""
    from contextlib import nullcontext

    from .records import GameProblem
    from .solver.reviewing import review as reviewed_game

    with _as_typed(game, [text for text in paths if "=" in text]):
        records, problems, skipped, warnings = _chosen(game, paths, number, answer)
        puzzle = _puzzle(game)
        done = []
        with (watch or (lambda _: nullcontext(lambda _: None)))(len(records)) as advance:
            for record in records:
                try:
                    played = game.given_by(tuple(map(str, record.pairs)))  # SUTOM's: its first letter's words
                    done.append((record, reviewed_game(played, record.pairs, record.answers[0], record.number, strategy,
                                                       puzzle if played == game else _puzzle(played)).spelled_as(_show(game))))
                except WordfinderError as error:  # one bad game does not stop the others
                    if not record.source:
                        raise  # the pairs typed on the command line: bad input, said in one line
                    problems.append(GameProblem.of(record, str(error)))
                advance(None)
    return Reviews(done, problems, skipped, warnings, game.model_name)


def _chosen(game: Game, paths: Sequence[str], number: int | None, answer: str | None) -> tuple:
    """The one-board classic games ``paths`` name, the records that could not be read, how many
    Quantum Wordle and multi-board games were skipped, and the files' warnings."""
    from .records import BadRecord, load_games

    if any("=" in text for text in paths):
        return [_typed_game(game, paths, number, answer)], [], {"Quantum Wordle": 0, "multi-board": 0}, ()
    if answer is not None:
        raise BadRecord("--answer goes with the GUESS=SCORE pairs of one game, not with games files")
    found = load_games(paths, game.language)
    chosen = [r for r in found.records if number is None or r.number == number]
    classic = [r for r in chosen if not r.is_quantum and not r.boards]
    skipped = {"Quantum Wordle": sum(r.is_quantum for r in chosen), "multi-board": sum(bool(r.boards) for r in chosen)}
    if not classic and not found.problems:
        if not found.records:
            raise BadRecord(f"no game records in {' '.join(map(repr, map(str, paths)))}")
        raise BadRecord("no one-board classic game" + (f" numbered {number}" if number is not None else "") + " to analyze")
    return classic, list(found.problems), skipped, tuple(found.warnings)


def _typed_game(game: Game, paths: Sequence[str], number: int | None, answer: str | None) -> object:
    """The game whose pairs were typed, as a record in the game's tile letters: its answer is
    ``answer``, or the last guess when it scored all green."""
    from .notation import GuessScore
    from .records import GameRecord

    if not all("=" in text for text in paths):
        raise BadNotation("give games files or the GUESS=SCORE pairs of one game, not both")
    if number is not None:
        raise BadNotation("--game N picks a game of games files, not of the pairs given")
    *texts, typed = game.lists.spelled((*paths, answer or ""))
    pairs = tuple(GuessScore.parse(text) for text in texts)
    typed = typed.upper()
    if typed and not (set(typed) <= set(game.language.alphabet) and len(typed) == len(pairs[-1].guess)):
        raise BadNotation(f"--answer {answer[:40]!r}: expected a word of {len(pairs[-1].guess)} letters "
                          f"{game.language.letters}, as the guesses have")
    if not typed:
        if not pairs[-1].score.is_win:
            raise BadNotation(f"{str(pairs[-1])!r} is not a win: end the game with the answer's all-green row, "
                              "or (on the command line) give it with --answer WORD")
        typed = pairs[-1].guess
    return GameRecord(1, pairs, "yields", (typed,))


QUESTIONS = (find_words, explain_words, suggest_guess, play_game, benchmark_solver, review_games, solver_tree,
             replay_games, score_guess, word_lists, answer_history, value_openers)
"""Every question a door may ask: each command and endpoint calls exactly one."""
