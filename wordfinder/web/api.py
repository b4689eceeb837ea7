"""The JSON API's requests and answers, as plain functions over dicts: no web framework.

A request is a JSON object; its ``history`` is a list of ``GUESS=SCORE`` texts in any
notation the command line reads, and its ``game`` names the game (see :data:`GAME_KEYS`).
Each function returns the document ``--json`` prints for the same question
(:mod:`wordfinder.documents`), or raises :class:`~wordfinder.errors.WordfinderError`
with the command line's one-line message.  Nothing here reads a file a request names:
the answer model is a name, never a path.  Today's game (English, the likely or all
model, one board) knows the past answers of the server's history file, as the command
line does without ``--played``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .. import assistant
from ..documents import (
    absurdle_fields,
    boards_suggestion_fields,
    document,
    history_fields,
    list_fields,
    related_fields,
    result_fields,
    reviews_fields,
    suggestions_fields,
)
from ..errors import BadNotation, WordfinderError
from ..game import MOST_BOARDS, game_of, letter_alone

__all__ = ["ENDPOINTS", "BadRequest", "answer", "description", "prepare"]

HISTORY_MOST = 32  # guesses a request may give (an eight-board game takes thirteen)
TEXT_MOST = 2_000  # characters of one GUESS=SCORE text: a row of 64 boards of nine letters in emoji fits
WORDS_MOST = 50  # words one explain request may ask about
LIMIT_MOST = 1_000  # candidates one answer lists at most
LENGTH_MOST = 16  # letters a word may have (what is bundled is 4 to 8)
REQUEST_MODELS = ("likely", "original", "all")  # the answer models a request may name (never a file)
LIES_MOST = 5  # Fibble 5: every tile of a five-letter row may lie
GAME_KEYS = {
    "lang": "the language's code (en, the default; /api/lists gives every language bundled)",
    "length": "the words' length in tiles (default: the first guess's, or 5; /api/lists gives each language's)",
    "answers": "the answer model: likely (today's game, the default), original (the 2,315 answers of 2021) or all",
    "boards": f"how many boards (1, Dordle 2, Quordle 4, Octordle 8; up to {MOST_BOARDS})",
    "quantum": "Quantum Wordle scoring (true or false)",
    "absurdle": "Absurdle: no secret is drawn; each guess gets the score that leaves the most words (true or false)",
    "fibble": "Fibble: a tile of each row lies (true or false; lies says how many)",
    "lies": "Fibble: the tiles each row shows in the wrong colour (1 to 5; 0, the default: none)",
    "woodle": "Woodle: each row gives only the counts of greens and yellows, e.g. CRANE=1G2Y "
              "(true or false)",
    "hard": "NYT hard mode, for suggest (true or false)",
    "common": "suggest: only guesses a player would know, in Wordle on one board (true or false)",
    "sutom": "SUTOM's rule (Motus, Lingo): the secret's first letter is given and every guess starts with it "
             "(true or false); the history's guesses give the letter, or, before any guess, the letter alone "
             "as its first item, e.g. [\"M\"]",
}
REVIEW_KEYS = ("lang", "length", "answers", "hard", "sutom")  # the game keys of a review: analyze's options


class BadRequest(WordfinderError):
    """A request the API cannot read: not an object, an unknown key, a value of the wrong type."""


def description() -> dict[str, object]:
    """What ``GET /api/`` answers: the endpoints, their keys, and the game's keys."""
    return document("api", {
        "endpoints": {f"/api/{name}": {"method": "POST", "keys": keys, "does": does}
                      for name, (_, keys, does) in ENDPOINTS.items()},
        "game_keys": GAME_KEYS,
        "errors": 'a 4xx status and {"error": "<the one-line message>"}',
    })


def answer(endpoint: str, request: object) -> dict[str, object]:
    """The document that answers ``request`` (a decoded JSON value) at ``endpoint``."""
    if not isinstance(request, dict):
        raise BadRequest(f"expected a JSON object, got {_json_kind(request)}")
    run, keys, _ = ENDPOINTS[endpoint]
    unknown = sorted(set(request) - set(keys))
    if unknown:
        expected = f"expected one of {', '.join(keys)}" if keys else "it takes none: send {}"
        raise BadRequest(f"{unknown[0][:40]!r}: no such key for /api/{endpoint}; {expected}")
    return run(request)


def prepare(endpoint: str) -> None:
    """Load what the first questions at ``endpoint`` need before anyone waits for it: for
    suggest, the whole pattern matrix of today's game (the default game, with the history
    file's past answers), computed once into the cache folder if need be; then a typical
    question is answered (the lists, the model, the stored tree)."""
    try:
        if endpoint == "suggest":
            assistant.prepare_suggest(_game({}, "suggest"))
        answer(endpoint, {"history": ["CRANE=..a.e"]})
    except WordfinderError:  # a history file that cannot be read: the question will say so
        pass


def _find(request: dict) -> dict[str, object]:
    """The words that fit the history."""
    game, history = _game(request, "find"), _history(request)
    limit = _number(request, "limit", 100, 1, LIMIT_MOST)
    found = assistant.find_words(game, assistant.Query(tuple(history), limit=limit, chances=True))
    return document("find", result_fields(found, limit))


def _explain(request: dict) -> dict[str, object]:
    """Why each word asked about does or does not fit the history."""
    game, history = _game(request, "find"), _history(request)
    words = _texts(request, "words", WORDS_MOST)
    if not words:
        raise BadRequest("'words': give the words to explain, e.g. [\"DELLA\"]")
    limit = _number(request, "limit", 100, 1, LIMIT_MOST)
    return document("find", result_fields(assistant.explain_words(game, history, words, limit), limit))


def _suggest(request: dict) -> dict[str, object]:
    """The next guess and the ranked alternatives, under the game's answer model (one guess for
    the whole game on several boards; the fewest candidates left on average in Fibble and Woodle;
    Absurdle's shortest forced win), with the past answers the game knows."""
    game, history = _game(request, "suggest"), _history(request)
    limit = _number(request, "limit", 10, 1, 50)
    found = assistant.suggest_guess(game, history, top=limit, common=request.get("game", {}).get("common", False))
    return document("suggest", ADVICE_FIELDS.get(type(found).__name__, _ranked)(found, game))


def _ranked(found: object, game: object) -> dict[str, object]:
    """Wordle's ranked guesses, as ``suggest --json`` gives them."""
    return {**suggestions_fields(found, game.answers_file, game.past), **game.past.fields()}


ADVICE_FIELDS = {
    "AbsurdleAdvice": lambda found, game: absurdle_fields(found.history, found.found),
    "BoardsAdvice": lambda found, game: boards_suggestion_fields(found.found, found.pairs, found.boards),
    "RelationSuggestions": lambda found, game: related_fields(found),
}
"""How each kind of advice but Wordle's ranking is rendered, by the type's name."""


def _review(request: dict) -> dict[str, object]:
    """A finished one-board game reviewed guess by guess, as ``analyze`` reviews the pairs of
    one game: its answer is the last guess, which scored all green."""
    game, history = _game(request, "analyze", REVIEW_KEYS), _history(request)
    if not history:
        raise BadRequest("'history': give the rows of a finished game, the last all green")
    reviews = assistant.review_games(game, history)
    return document("analyze", reviews_fields(reviews.reviewed, reviews.problems, reviews.skipped, reviews.model))


def _lists(request: dict) -> dict[str, object]:
    """The bundled lists (of ``lang`` and ``length``, when given), each language named in itself."""
    found = assistant.word_lists(_code(request), _number(request, "length", None, 1, LENGTH_MOST))
    return document("lists", {"lists": [list_fields(each) for each in found]})


def _past_answers(request: dict) -> dict[str, object]:
    """What the server's history file holds of past answers known today (as suggest knows them)."""
    from datetime import date

    _, known = assistant.answer_history("show")
    return document("history", history_fields(None if known is None else known.known_on(date.today())))


def _score(request: dict) -> dict[str, object]:
    """The score ``guess`` earns against ``answer``."""
    guess, answer_word = (_word(request, key) for key in ("guess", "answer"))
    if len(guess) != len(answer_word):
        raise BadRequest(f"{guess!r} has {len(guess)} letters but {answer_word!r} has {len(answer_word)}")
    earned = assistant.score_guess(guess, answer_word)
    return document("score", {"guess": guess, "answer": answer_word, "score": earned, "pair": f"{guess}={earned}"})


def _game(request: dict, command: str, keys: tuple[str, ...] = tuple(GAME_KEYS)) -> object:
    """The game the request's ``game`` object names (every key optional, each of ``keys``), built
    and checked as the command line's options are (:func:`wordfinder.game.game_of`)."""
    options = request.get("game", {})
    if not isinstance(options, dict):
        raise BadRequest("'game': expected an object such as {\"answers\": \"likely\", \"boards\": 1}")
    unknown = sorted(set(options) - set(keys))
    if unknown:
        raise BadRequest(f"{unknown[0][:40]!r}: no such game key{'' if len(keys) == len(GAME_KEYS) else ' here'}; "
                         f"expected one of {', '.join(keys)}")
    answers = options.get("answers")
    if answers is not None and answers not in REQUEST_MODELS:
        raise BadRequest(f"{str(answers)[:40]!r}: no such answer model; expected one of {', '.join(REQUEST_MODELS)}")
    lies = _number(options, "lies", 0, 0, LIES_MOST)
    flags = {key: _flag(options, key) for key in ("quantum", "hard", "woodle", "absurdle", "fibble", "common", "sutom")}
    values = {"lang": _code(options), "length": _number(options, "length", None, 1, LENGTH_MOST), "answers": answers,
              "boards": _number(options, "boards", 1, 1, MOST_BOARDS), **flags,
              "fibble": flags["fibble"] or (bool(lies) and "fibble" not in options),  # lies alone: Fibble; with false: refused
              "lies": lies or None, "played": None}
    return game_of(command, values, tuple(_history(request)))  # the first guess gives the length, as typed


def _code(request: dict) -> str | None:
    """The language code under ``lang`` (None when absent)."""
    code = request.get("lang")
    if code is not None and not (isinstance(code, str) and len(code) <= 8 and re.fullmatch(r"[A-Za-z]+(-[A-Za-z]+)?", code)):
        raise BadRequest(f"'lang': expected a language code such as \"pt\", got {code!r:.40}")
    return code


def _history(request: dict) -> list[str]:
    """The request's ``GUESS=SCORE`` texts, and a letter alone (SUTOM's letter given, which the
    game reads; any other game refuses it as the command line does)."""
    history = _texts(request, "history", HISTORY_MOST)
    for text in history:
        if "=" not in text and not letter_alone(text):
            raise BadNotation(f"{text[:40]!r}: expected GUESS=SCORE, e.g. CRANE=..a.e")
    return history


def _texts(request: dict, key: str, most: int) -> list[str]:
    """The list of short strings under ``key`` (empty when absent)."""
    texts = request.get(key, [])
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise BadRequest(f"{key!r}: expected a list of strings")
    if len(texts) > most:
        raise BadRequest(f"{key!r}: {len(texts):,} items; at most {most}")
    for text in texts:
        if len(text) > TEXT_MOST:
            raise BadRequest(f"{key!r}: an item of {len(text):,} characters; at most {TEXT_MOST}")
    return texts


def _word(request: dict, key: str) -> str:
    """The word under ``key``: 1 to 16 letters A-Z, read in upper case."""
    if key not in request:
        raise BadRequest(f"{key!r}: missing; expected a word of 1 to 16 letters A-Z")
    word = request[key]
    if not isinstance(word, str):
        raise BadRequest(f"{key!r}: expected a word of 1 to 16 letters A-Z, got {_json_kind(word)}")
    if not word.isascii() or not word.isalpha() or not 0 < len(word) <= 16:
        raise BadRequest(f"{key!r}: expected a word of 1 to 16 letters A-Z, got {word[:40]!r}")
    return word.upper()


def _json_kind(value: object) -> str:
    """What a decoded JSON value is, as JSON names it: null, a number, an array, ..."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    kinds = ((str, "a string"), ((int, float), "a number"), (list, "an array"), (dict, "an object"))
    return next(kind for types, kind in kinds if isinstance(value, types))


def _number(request: dict, key: str, default: int | None, least: int, most: int) -> int | None:
    """The whole number under ``key``, from ``least`` to ``most`` (``default`` when absent)."""
    if key not in request:
        return default
    value = request[key]
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise BadRequest(f"{key!r}: expected a whole number from {least} to {most}, got {value!r:.40}")
    return value


def _flag(request: dict, key: str) -> bool:
    """The true or false under ``key`` (false when absent)."""
    value = request.get(key, False)
    if not isinstance(value, bool):
        raise BadRequest(f"{key!r}: expected true or false, got {value!r:.40}")
    return value


ENDPOINTS: dict[str, tuple[Callable[[dict], dict], tuple[str, ...], str]] = {
    "find": (_find, ("history", "game", "limit"), "the words that can still be the answer, likeliest first"),
    "explain": (_explain, ("history", "game", "words", "limit"),
                "why each word asked about can or cannot be the answer"),
    "suggest": (_suggest, ("history", "game", "limit"), "the next guess, the ranked alternatives and why"),
    "review": (_review, ("history", "game"), "a finished game reviewed guess by guess, skill and luck, as analyze "
               "reviews it (one board; the game keys lang, length, answers and hard)"),
    "score": (_score, ("guess", "answer"), "the score a guess earns against an answer"),
    "lists": (_lists, ("lang", "length"), "the bundled word lists: each language (named in itself) and length"),
    "history": (_past_answers, (), "the past answers the server's history file holds, known today: "
                "today's game counts them less likely"),
}
