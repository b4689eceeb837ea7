"""The NYT's daily answers, fetched from the game's own endpoint, and the history file brought
up to date with them (``wordfinder history update``).

The endpoint answers ``GET .../YYYY-MM-DD.json`` with a JSON object whose ``solution`` is the
day's word and ``print_date`` its day.  Each day is one request, made with a timeout, its
answer read up to :data:`MOST_BYTES`; only the standard library speaks HTTP.  Nothing here
runs unless asked: no command fetches anything on its own.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from datetime import date, timedelta
from http.client import HTTPException

from . import __version__
from .errors import WordfinderError, quoted
from .files import failure_reason
from .past_answers import PastAnswer, PastAnswers, history_file, read_history, save_past_answers
from .values import value_type
from .words import PathName

__all__ = [
    "FIRST_DAY",
    "MOST_BYTES",
    "URL",
    "URL_VARIABLE",
    "BadAnswer",
    "BadTemplate",
    "FetchFailed",
    "Unreachable",
    "Updated",
    "days_to_fetch",
    "fetch_answer",
    "update_history",
    "url_template",
]

FIRST_DAY = date(2021, 6, 19)  # Wordle 0, the first game
URL = "https://www.nytimes.com/svc/wordle/v2/{date}.json"  # the game's own endpoint
URL_VARIABLE = "WORDFINDER_HISTORY_URL"  # points the fetch elsewhere: a mirror, a test server
MOST_BYTES = 64 * 1024  # a day's answer is ~200 bytes; anything past this is not one
TIMEOUT = 15.0  # seconds a request may take, from connecting to the last byte of its answer


class BadTemplate(WordfinderError):
    """A URL template that is not an http(s) URL with ``{date}`` in it."""


class FetchFailed(WordfinderError):
    """A day's answer that could not be fetched, or not read."""


class Unreachable(FetchFailed):
    """The server could not be reached: no network, no such host, a refused connection, a timeout."""


class BadAnswer(FetchFailed):
    """The server answered, but not with the day's word: an error status, or a malformed answer."""


class Updated(value_type("Updated", ["fetched", "known", "template"])):
    """What an update did: the past answers ``fetched`` (:class:`PastAnswers`, perhaps none),
    all those the history file ``known`` holds now, and the URL ``template`` they came from."""

    __slots__ = ()


def url_template(environ: Mapping[str, str] | None = None) -> str:
    """The URL each day's answer is fetched from, ``{date}`` standing for ``YYYY-MM-DD``:
    :data:`URL_VARIABLE` in ``environ`` (default: the process's), else :data:`URL`."""
    template = (os.environ if environ is None else environ).get(URL_VARIABLE) or URL
    if "{date}" not in template or not template.startswith(("http://", "https://")):
        raise BadTemplate(
            f"{URL_VARIABLE}={quoted(template, 200)}: expected an http:// or https:// URL with {{date}} "
            f"where the day goes, e.g. {URL}"
        )
    return template


def days_to_fetch(held: PastAnswers, to: date) -> list[date]:
    """The days an update fetches: from the day after the newest ``held`` (from the first
    game, :data:`FIRST_DAY`, when none is dated) through ``to``; none when ``to`` is before."""
    start = FIRST_DAY if held.newest is None else max(FIRST_DAY, held.newest + timedelta(days=1))
    return [start + timedelta(days=n) for n in range((to - start).days + 1)]


assert days_to_fetch(PastAnswers(), FIRST_DAY) == [FIRST_DAY]


def fetch_answer(day: date, template: str, timeout: float | None = None) -> PastAnswer:
    """The answer of ``day``, fetched from ``template`` with ``{date}`` filled in, within
    ``timeout`` seconds in all (default :data:`TIMEOUT`).

    Raises :class:`Unreachable` when no whole answer comes in time (no network, no such
    host, a refused connection, a server that is silent or sends a byte at a time) and
    :class:`BadAnswer`, naming the day and the URL, for an HTTP error status or an answer
    that is not a JSON object whose ``solution`` is a 5-letter word and whose ``print_date``
    is ``day``.
    """
    url = template.replace("{date}", day.isoformat())
    timeout = TIMEOUT if timeout is None else timeout
    return _answer_in(_within(timeout, lambda: _body(day, url, timeout), f"{day}: {url}"), day, url)


def _within(seconds: float, fetch: Callable[[], bytes], what: str) -> bytes:
    """What ``fetch`` returns, or raises, if it ends within ``seconds``; else :class:`Unreachable`.
    A socket's timeout bounds each wait, not a request; a server that sends a byte every
    few seconds would hold it for ever.  So the request runs in a thread of its own, left
    behind when too slow (a daemon: it ends with the command, or with its connection)."""
    import threading

    ended: list[tuple[bool, object]] = []

    def run() -> None:
        try:
            ended.append((True, fetch()))
        except BaseException as error:  # noqa: BLE001: handed to the caller's thread as it is
            ended.append((False, error))

    worker = threading.Thread(target=run, name="wordfinder-fetch", daemon=True)
    worker.start()
    worker.join(seconds)
    if not ended:
        raise Unreachable(f"{what}: no whole answer within {seconds:g} s")
    done, value = ended[0]
    if not done:
        raise value
    return value


def _body(day: date, url: str, timeout: float) -> bytes:
    """The body the server answers ``url`` (``day``'s) with, up to one byte past :data:`MOST_BYTES`."""
    try:
        asked = urllib.request.Request(url, headers={"User-Agent": f"wordfinder/{__version__}",
                                                     "Accept": "application/json"})
        with urllib.request.urlopen(asked, timeout=timeout) as response:
            return response.read(MOST_BYTES + 1)
    except urllib.error.HTTPError as error:  # before URLError, which it is
        raise BadAnswer(f"{day}: {url}: the server answered HTTP {error.code} ({error.reason})") from None
    except urllib.error.URLError as error:
        raise Unreachable(f"{day}: cannot reach {url} ({failure_reason(error.reason)})") from None
    except (OSError, HTTPException) as error:  # a timeout or a dropped connection while reading
        raise Unreachable(f"{day}: cannot reach {url} ({failure_reason(error) or type(error).__name__})") from None
    except ValueError as error:  # a URL that cannot be one: http://[::1/{date}, a port of letters
        raise BadTemplate(f"{URL_VARIABLE}: {quoted(url, 200)} is no URL ({error})") from None


def _answer_in(body: bytes, day: date, url: str) -> PastAnswer:
    """The day's answer in the body of the endpoint's answer; raises :class:`BadAnswer`."""
    if len(body) > MOST_BYTES:
        raise BadAnswer(f"{day}: {url}: the answer is longer than {MOST_BYTES // 1024} KiB; a day's answer is a small JSON object")
    try:
        answer = json.loads(body)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, or nested past Python's limit
        raise BadAnswer(f"{day}: {url}: the answer is not JSON ({quoted(body[:60].decode('utf-8', 'replace'))})") from None
    if not isinstance(answer, dict) or "solution" not in answer:
        raise BadAnswer(f"{day}: {url}: the answer has no 'solution' (expected a JSON object with the day's word)")
    word, printed = answer["solution"], answer.get("print_date")
    if not (isinstance(word, str) and len(word) == 5 and word.isascii() and word.isalpha()):
        shown = quoted(word) if isinstance(word, str) else json.dumps(word)[:60]
        raise BadAnswer(f"{day}: {url}: the solution {shown} is not a 5-letter word")
    if printed != day.isoformat():
        shown = "has no 'print_date'" if printed is None else f"is for print_date {quoted(str(printed))}"
        raise BadAnswer(f"{day}: {url}: the answer {shown}, not for the day asked")
    return PastAnswer(word.upper(), day)


def update_history(
    to: date | None = None,
    path: PathName | None = None,
    template: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Updated:
    """Fetch the answers the history file ``path`` (default: :func:`history_file`) lacks,
    one request a day (:func:`days_to_fetch` through ``to``, default today), and add them to it
    (:func:`save_past_answers`: atomically, and safely beside another update).

    ``progress(done, total)`` is called after each day.  When a day fails the days fetched
    before it are saved all the same, and the :class:`FetchFailed` raised says so; when the
    first fails, nothing is written.  An interrupted update saves what it fetched too.
    """
    name = history_file() if path is None else os.fspath(path)
    template = url_template() if template is None else template
    held = read_history(name) if os.path.exists(name) else PastAnswers((), name)
    days = days_to_fetch(held, date.today() if to is None else to)
    fetched: list[PastAnswer] = []
    try:
        for day in days:
            fetched.append(fetch_answer(day, template))
            if progress is not None:
                progress(len(fetched), len(days))
    except FetchFailed as error:
        if not fetched:
            raise type(error)(f"{error}; nothing written") from None
        save_past_answers(name, PastAnswers(tuple(fetched)))
        kept = f"{len(fetched):,} day{'s' if len(fetched) != 1 else ''} ({fetched[0].day} to {fetched[-1].day})"
        raise type(error)(f"{error}; kept the {kept} fetched before it in {name}") from None
    except KeyboardInterrupt:
        if fetched:
            save_past_answers(name, PastAnswers(tuple(fetched)))
        raise
    known = save_past_answers(name, PastAnswers(tuple(fetched))) if fetched else held
    return Updated(PastAnswers(tuple(fetched)), known, template)
