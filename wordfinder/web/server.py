"""``wordfinder serve``: the page and the JSON API on a local Starlette app under uvicorn.

Only this module imports the web stack, and only ``wordfinder serve`` imports this
module, so the finder starts as fast as before.  Every answer is bounded: headers that
arrive within :data:`HEADER_SECONDS`, a request body
of at most :data:`BODY_MOST` bytes that arrives within :data:`BODY_SECONDS`, and at most
:data:`REQUEST_SECONDS` of wall time for the questions that could take longer than a few
milliseconds (:class:`Answers` says which work goes where); a question asked before is
answered from a cache.  A body nested deeper than :data:`NESTING_MOST` is refused before it
is parsed.  The time limit is a guard only: the solver's searches are bounded by work, so a
busy machine answers the same, later, or not at all.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
from collections import OrderedDict
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import asynccontextmanager
from functools import cache
from itertools import accumulate
from importlib.resources import files

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from .. import assistant
from ..errors import NoSuchGame, WordfinderError
from ..machine import cores
from . import api

__all__ = ["BODY_MOST", "BODY_SECONDS", "HEAD_MOST", "HEADER_SECONDS", "NESTING_MOST", "REQUEST_SECONDS", "Answers", "loopback", "serve", "web_app"]

BODY_MOST = 64 * 1024  # bytes a request body may hold
NESTING_MOST = 32  # arrays and objects a body may nest (a request nests two: {"game": {...}})
HEADER_SECONDS = 10.0  # the most a request's headers may take to arrive, from the connection or the answer before
HEAD_MOST = 32 * 1024  # bytes a request line and its headers may hold together (a browser's are a few KiB)
BODY_SECONDS = 10.0  # the most a body may take to arrive once the request's headers have
REQUEST_SECONDS = 10.0  # the most one request may work
CACHED = 4096  # answers remembered
WARMING_SECONDS = 120.0  # the most a suggest process waits for the others to load (then the pool is broken, and restarted on use)
SEARCHERS_MOST = 8  # suggest processes at most (each holds ~50 MB of its own; the 220 MB pattern matrix is mapped, shared)


SEARCHERS = max(2, min(SEARCHERS_MOST, cores()))  # processes answering suggest: one a core, positions searched at once
SENT_MOST = 2048  # bytes of a request remembered with its answer (so 4,096 of them take at most 8 MiB)
STATIC = files("wordfinder.web") / "static"
PAGES = {"/": "index.html", "/app.js": "app.js", "/style.css": "style.css"}
KINDS = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}
# Everything the page uses comes from this server: no CDN, no web font, no inline script.
SECURITY = {
    "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}


def loopback(host: str) -> bool:
    """Whether ``host`` is a loopback address or name (only this machine can reach it)."""
    import ipaddress

    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def error(status: int, message: str, closing: bool = False) -> JSONResponse:
    """A one-line JSON error (``closing``: and the connection closed after it, as HTTP asks
    after a 408: the client that kept it waiting does not keep it)."""
    # A lone surrogate, which a JSON string may hold but UTF-8 cannot, is quoted as the text \ud800.
    message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return JSONResponse({"error": message}, status_code=status,
                        headers={**SECURITY, "connection": "close"} if closing else SECURITY)


class Answers:
    """The API's work: the questions answered in milliseconds whatever they hold at once
    (:func:`_bounded`); suggest and review, whose searches take up to seconds, in processes of their own
    (:data:`SEARCHERS`, whose Python never holds the lock the server's threads share); the rest (several
    boards, Quantum Wordle) on a worker thread, so never behind a search.  Each answer
    comes within :data:`REQUEST_SECONDS`; the last :data:`CACHED` are remembered as sent, by the
    request and what else they depend on (:func:`~wordfinder.assistant.history_state`: the history
    file, which ``history update`` may change while the server runs, and the date), and a question
    already being worked on is not worked on twice."""

    SLOW = ("suggest", "review")  # searches of up to seconds

    def __init__(self) -> None:
        self.workers: dict[str, Executor] = {}
        self.cache: OrderedDict[str, bytes] = OrderedDict()
        self.sent: OrderedDict[tuple[str, bytes, tuple], bytes] = OrderedDict()  # by the request's very bytes
        self.working: dict[str, asyncio.Future] = {}

    async def __call__(self, endpoint: str, request: object) -> bytes:
        key = json.dumps([endpoint, request, assistant.history_state()], sort_keys=True)
        if key in self.cache:
            self.cache.move_to_end(key)
            return self.cache[key]
        if _bounded(endpoint, request):  # a few milliseconds: no thread to hand it to
            found = _rendered(endpoint, request)
        else:
            try:
                found = await self.worked(endpoint, request, key)
            except BrokenProcessPool:  # the suggest process died (killed?): once more, in a new one
                self.workers.pop("slow", None)
                found = await self.worked(endpoint, request, key)
        self.keep(key, found)
        return found

    def keep(self, key: str, found: bytes) -> None:
        """Remember the answer to a question (the last :data:`CACHED`)."""
        self.cache[key] = found
        self.cache.move_to_end(key)
        if len(self.cache) > CACHED:
            self.cache.popitem(last=False)

    def remember(self, key: tuple[str, bytes, tuple], found: bytes) -> None:
        """Remember an answer by the bytes of the request it answers (a repeated request is
        then answered without being read)."""
        if len(key[1]) > SENT_MOST:  # a long body is answered from the other cache, once read
            return
        self.sent[key] = found
        if len(self.sent) > CACHED:
            self.sent.popitem(last=False)

    async def worked(self, endpoint: str, request: object, key: str) -> bytes:
        """The answer a worker gives within :data:`REQUEST_SECONDS` (one piece of work per
        question).  Work that takes longer goes on, and its answer is remembered: the
        question asked again once it is done is answered at once."""
        if key not in self.working:
            worker = self.worker("slow" if endpoint in self.SLOW else "quick")
            self.working[key] = asyncio.get_running_loop().run_in_executor(worker, _rendered, endpoint, request)
            self.working[key].add_done_callback(lambda done: self.finished(key, done))
        return await asyncio.wait_for(asyncio.shield(self.working[key]), REQUEST_SECONDS)

    def finished(self, key: str, done: asyncio.Future) -> None:
        """A question's work is done: it is no longer under way, and its answer is kept."""
        self.working.pop(key, None)
        if not done.cancelled() and done.exception() is None:
            self.keep(key, done.result())

    def worker(self, speed: str) -> Executor:
        """The worker for quick or slow questions, started on first use."""
        if speed not in self.workers:
            if speed == "quick":
                self.workers[speed] = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wordfinder")
            else:
                import multiprocessing

                context = multiprocessing.get_context("spawn")
                # Each process waits at the barrier once warm, so that no piece of work is
                # taken until all are: otherwise the first to load could take every piece
                # while another still loads (and the server, stopped, would wait for it).
                warmed = context.Barrier(SEARCHERS, timeout=WARMING_SECONDS)
                pool = ProcessPoolExecutor(SEARCHERS, context, initializer=_child, initargs=(warmed,))
                for _ in range(SEARCHERS):  # a pool starts a process for each piece of work asked while none is idle
                    pool.submit(int)
                self.workers[speed] = pool
        return self.workers[speed]

    def start(self) -> list[Future]:
        """Start the workers, each loading what its first question needs (:func:`_warm`): the
        futures done once they have (none when the workers run already; a piece of work given
        to the suggest processes is begun only once all of them have)."""
        if self.workers:
            return []
        return [self.worker("quick").submit(_warm, "find"), self.worker("slow").submit(int)]

    def stop(self) -> None:
        """Stop the workers: the questions not yet begun are dropped, and one under way is
        let finish (a search is bounded by the solver's own limits of work)."""
        for worker in self.workers.values():
            worker.shutdown(wait=True, cancel_futures=True)
        self.workers = {}


_LIGHT_KEYS = frozenset({"lang", "length", "answers", "hard", "common", "sutom"})
"""The game keys of a classic one-board game, whose find and explain are bounded."""


def _bounded(endpoint: str, request: object) -> bool:
    """Whether the question is answered in a few milliseconds whatever it holds, so is best
    answered at once on the event loop: a score, or a one-board classic find or explain
    (a history of at most 32 pairs against the bundled words, the list cut at 1,000).  A
    game of other keys (boards, Quantum, Fibble, Woodle, Absurdle) is not, nor a history
    written with a score a board (``CRANE=...../.....``), nor words that hold a pair (they
    join the history, past its 32): a worker answers those, within the time limit."""
    if endpoint == "score":
        return True
    if endpoint not in ("find", "explain") or not isinstance(request, dict):
        return False
    game = request.get("game") or {}
    if not (isinstance(game, dict) and set(game) <= _LIGHT_KEYS):
        return False
    history, words = (request.get(key) if isinstance(request.get(key), list) else [] for key in ("history", "words"))
    return all(isinstance(t, str) and "/" not in t for t in history) and all(
        isinstance(w, str) and "=" not in w for w in words)  # a pair among the words joins the history


def _rendered(endpoint: str, request: object) -> bytes:
    """The answer to ``request`` as the bytes sent."""
    return json.dumps(api.answer(endpoint, request), ensure_ascii=False, separators=(",", ":")).encode()


SEARCH_NICENESS = 10  # how much lower the suggest processes' priority is than the server's (os.nice)


def _child(warmed) -> None:
    """Start the process that answers suggest: Ctrl-C is the server's to handle (which then
    ends this process), it ends with the server however the server ends (on Linux the
    kernel tells it), it yields the cores to the event loop's answers of a few milliseconds
    (find, explain, score) when both want them (:data:`SEARCH_NICENESS`), and it loads what
    its first question needs, then waits for the other suggest processes (``warmed``, a
    barrier) to have loaded theirs."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):
        os.nice(SEARCH_NICENESS)
    if sys.platform.startswith("linux"):
        import ctypes

        PR_SET_PDEATHSIG = 1  # prctl(2): the signal this process gets when its parent ends
        ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    _warm("suggest")
    warmed.wait()


def _warm(endpoint: str) -> None:
    """Load what the first questions at ``endpoint`` need (:func:`api.prepare`): each process
    loads only what it answers."""
    api.prepare(endpoint)


answers = Answers()


async def page(request: Request) -> Response:
    """The page, its script and its style, from the package itself."""
    name = PAGES[request.url.path]
    return Response(_static(name), media_type=KINDS[name[name.rindex("."):]], headers=SECURITY)


@cache
def _static(name: str) -> bytes:
    """One of the page's files, read once."""
    return (STATIC / name).read_bytes()


async def describe(request: Request) -> Response:
    """``GET /api/``: what the API offers."""
    return JSONResponse(api.description(), headers=SECURITY)


async def endpoint(request: Request) -> Response:
    """``POST /api/NAME``: the document answering the JSON body, or a 4xx one-line error."""
    name = request.path_params["name"]
    if name not in api.ENDPOINTS:
        return error(404, f"/api/{name[:40]}: no such endpoint; GET /api/ lists them")
    if request.method != "POST":
        refused = error(405, f"{request.method[:20]} /api/{name}: the endpoints take POST, with a JSON body")
        refused.headers["allow"] = "POST"
        return refused
    kind = request.headers.get("content-type")
    if kind is not None and kind.partition(";")[0].strip().lower() != "application/json":
        # a form or text/plain is what another site's page may send without asking first
        return error(415, f"Content-Type {kind[:40]!r}: the endpoints take application/json "
                          "(curl: -H 'content-type: application/json')")
    raw = await _raw(request)
    if isinstance(raw, Response):
        return raw
    sent = (name, raw, assistant.history_state())
    if (found := answers.sent.get(sent)) is not None:  # these very bytes, asked before on the same day's history
        return Response(found, media_type="application/json", headers=SECURITY)
    if _depth(raw) > NESTING_MOST:  # refused unparsed: json.loads, pickle and json.dumps recurse once a level
        return error(400, f"the body nests arrays and objects more than {NESTING_MOST} deep")
    try:
        body = json.loads(raw.decode("utf-8") or "{}", object_pairs_hook=_once, parse_constant=_no_constant)
    except api.BadRequest as problem:
        return error(400, str(problem))
    except (UnicodeDecodeError, ValueError) as problem:  # ValueError also for an integer of over 4,300 digits
        return error(400, f"the body is not JSON: {str(problem)[:80]}")
    try:
        found = await answers(name, body)
    except WordfinderError as problem:
        return error(400 if isinstance(problem, (api.BadRequest, NoSuchGame)) else 422, str(problem))
    except TimeoutError:
        late = error(408, f"the request took longer than {REQUEST_SECONDS:g} s; its work goes on: ask again "
                          "in a while, or about fewer words or a longer history")
        late.headers["retry-after"] = "1"  # asked again, it waits for the same work (the page does)
        return late
    answers.remember(sent, found)
    return Response(found, media_type="application/json", headers=SECURITY)


async def _raw(request: Request) -> bytes | Response:
    """The request's body, or the error response saying why it cannot be read."""
    declared = request.headers.get("content-length", "0")
    if not (declared.isascii() and declared.isdigit()):
        return error(400, f"Content-Length {declared[:20]!r}: expected a number of bytes")
    if int(declared) > BODY_MOST:
        return error(413, f"the body is larger than {BODY_MOST:,} bytes")
    raw = bytearray()
    try:
        async with asyncio.timeout(BODY_SECONDS):  # a client sending slowly, or never, holds nothing for long
            async for chunk in request.stream():
                raw += chunk
                if len(raw) > BODY_MOST:
                    return error(413, f"the body is larger than {BODY_MOST:,} bytes")
    except TimeoutError:
        return error(408, f"the body did not arrive within {BODY_SECONDS:g} s", closing=True)
    except ClientDisconnect:  # no one is left to answer
        return error(400, "the client left before its body arrived")
    return bytes(raw)


# A JSON string to its closing quote, escapes and all (an unclosed one runs to the end).
STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
NOT_BRACKETS = bytes(sorted(set(range(256)) - set(b"[]{}")))
STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def _depth(raw: bytes) -> int:
    """How deep the JSON text ``raw`` nests arrays and objects, brackets inside strings aside:
    one pass over its bytes, never a recursion (a 64 KiB body takes at most ~3 ms)."""
    brackets = STRING.sub(b"", raw).translate(None, NOT_BRACKETS)
    return max(accumulate(map(STEP.__getitem__, brackets)), default=0)


assert _depth(b'{"history": ["CRANE=..a.e"], "game": {"boards": 2}}') == 2
assert _depth(b'["[[\\"[{", "\\\\", [[]]]') == 3 and _depth(b'["[[[') == 1


def _once(members: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object's members as a dict, each key given once (JSON leaves open which of a
    repeated key's values counts)."""
    seen = set()
    for key, _ in members:
        if key in seen:
            raise api.BadRequest(f"{key[:40]!r}: given twice in one object")
        seen.add(key)
    return dict(members)


def _no_constant(name: str) -> object:
    """Nothing: NaN, Infinity and -Infinity, which Python's json reads, are no JSON."""
    raise api.BadRequest(f"the body is not JSON: {name} is no JSON value")


async def http_error(request: Request, problem: HTTPException) -> Response:
    """Starlette's own refusals (no such page, wrong method) as one-line JSON errors, with
    their headers (a 405's ``Allow``)."""
    refused = error(problem.status_code, f"{request.method} {request.url.path[:60]}: {problem.detail}")
    refused.headers.update(problem.headers or {})
    return refused


class _LoopbackNamesOnly:
    """The app, answering only requests whose ``Host`` is a loopback name (``localhost``, an
    address such as 127.0.0.2 or [::1]; the port aside): a page elsewhere cannot rebind a
    name of its own to this server (DNS rebinding).  Any other host gets a 400 and a
    one-line JSON error, as every refusal does."""

    def __init__(self, app: object) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: object, send: object) -> None:
        if scope["type"] == "http":
            sent = next((value for key, value in scope["headers"] if key == b"host"), None)
            name = _host_name(sent.decode("latin-1")) if sent is not None else None
            if name is None or not loopback(name):
                shown = "no Host header" if sent is None else f"Host {sent.decode('latin-1')[:60]!r}"
                refused = error(400, f"{shown}: this server answers requests to localhost or a loopback address "
                                     "only (it listens on one)")
                await refused(scope, receive, send)
                return
        await self.app(scope, receive, send)


_HOST = re.compile(r"(\[[0-9a-f:.]+\]|[^\[\]:]+)(?::[0-9]{1,5})?")


def _host_name(host: str) -> str | None:
    """A ``Host`` header's name, lower case, without its port (``[::1]:8000`` -> ``[::1]``);
    None for what is no host and port."""
    found = _HOST.fullmatch(host.strip().lower())
    return found[1] if found else None


assert [_host_name(h) for h in ("LocalHost:8000", "[::1]:80", "[::1]", "127.0.0.2")] == [
    "localhost", "[::1]", "[::1]", "127.0.0.2"]
assert _host_name("[::1]evil") is None and _host_name("localhost:80:80") is None


def web_app(host: str = "127.0.0.1") -> Starlette:
    """The web app; bound to a loopback ``host``, it answers only requests addressed to
    loopback names (a page elsewhere cannot rebind a name of its own to this server)."""
    from starlette.middleware import Middleware

    routes = [Route(path, page, methods=["GET"]) for path in PAGES]
    named = Route("/api/{name}", endpoint)
    named.methods = None  # every method, whatever it is: no such endpoint (404) is said before a wrong method (405)
    routes += [Route("/api/", describe, methods=["GET"]), named]
    middleware = [Middleware(_LoopbackNamesOnly)] if loopback(host) else []
    return Starlette(routes=routes, middleware=middleware, exception_handlers={HTTPException: http_error},
                     lifespan=_lifespan)


@asynccontextmanager
async def _lifespan(app: Starlette):
    """The workers run while the app does, and it answers once they have loaded what their
    first questions need (:func:`serve` starts them before it tells its address)."""
    for warming in answers.start():
        await asyncio.wrap_future(warming)
    try:
        yield
    finally:
        answers.stop()


def serve(host: str, port: int, opened: bool, say) -> None:
    """Serve until interrupted; ``say`` is told the address once it is listening and its
    workers have loaded what their first questions need."""
    import signal

    listener, url = _listening(host, port)
    # uvicorn raises the signal that stopped it again once it has shut down; a server started
    # with SIGINT ignored (by a script's `&`, a test runner's worker) would then end as if
    # asked nothing, so SIGINT is Python's own here: Ctrl-C or `kill -INT` stops it, exit 130.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    # SIGTERM (`kill`, a service manager) stops it as cleanly, workers and all, whenever it
    # comes: its handler only takes note (an exception raised wherever the signal falls could
    # leave a lock held), and each step asks whether it came before going on.
    stopping = _Stopping()
    signal.signal(signal.SIGTERM, stopping.handle)
    try:
        # The address is told once the workers have loaded what their first questions need
        # (on a fresh machine, the pattern matrix of today's game: about 2 s), so that the
        # first questions are answered as fast as the next.
        warming = answers.start()
        while wait(warming, timeout=0.1).not_done and not stopping.signum:
            pass
        if not stopping.signum:
            say(url)
            _run(host, listener, url if opened else None, stopping)
    finally:
        answers.stop()
    if stopping.signum:
        raise SystemExit(128 + stopping.signum)  # as a shell reports it: 143


def _listening(host: str, port: int) -> tuple[object, str]:
    """A socket listening on ``host`` and ``port`` (0: a free one), and its address as a URL."""
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind((host.strip("[]"), port))
    shown = f"[{host.strip('[]')}]" if family == socket.AF_INET6 else host
    listener.listen(128)  # a client that comes while the workers load waits in this queue
    return listener, f"http://{shown}:{listener.getsockname()[1]}/"


def _run(host: str, listener: object, browse: str | None, stopping: _Stopping) -> None:
    """uvicorn serving the app on ``listener`` until stopped (the page at ``browse``, if
    given, opened in a browser first)."""
    import uvicorn

    if browse is not None:
        import webbrowser

        webbrowser.open(browse)
    config = uvicorn.Config(web_app(host), log_level="warning", timeout_graceful_shutdown=2, http=_headers_in_time())
    stopping.server = uvicorn.Server(config)
    if not stopping.signum:  # one now is the server's to act on: it stops as soon as it has started
        stopping.server.run(sockets=[listener])


class _Stopping:
    """SIGTERM's handler: it notes the signal for :func:`serve` (which, once all is stopped,
    exits 143: ending by the signal itself would skip the exit's clean-up, and the workers'
    semaphores would be reported leaked), and asks the server to stop
    once there is one, as uvicorn's own handler does (uvicorn takes the signal over while it
    runs, and raises it here again once stopped)."""

    def __init__(self) -> None:
        self.server = None
        self.signum = 0

    def handle(self, signum: int, frame: object) -> None:
        self.signum = signum
        if self.server is not None:
            self.server.should_exit = True


def _headers_in_time() -> type:
    """uvicorn's HTTP protocol (httptools) with limits on a request's head, each answered with
    a one-line JSON error and the connection closed: its headers not all arrived within
    :data:`HEADER_SECONDS` of the connection, or of the answer before on a kept connection
    (408), more than :data:`HEAD_MOST` bytes of request line and headers (431), and a request
    the parser cannot read (400: uvicorn's own answer is plain text).  uvicorn's own limits
    cover the wait between requests, and the body is :func:`_raw`'s; a client could
    otherwise hold a connection with half a request line, or fill memory with one header."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    return type("HeadersInTime", (_HeadLimits, HttpToolsProtocol), {})


class _HeadLimits:
    """The limits :func:`_headers_in_time` puts on uvicorn's HTTP protocol, as a mixin
    (uvicorn is imported only by ``serve``)."""

    late = None
    head = 0  # bytes received while the headers are awaited
    tail = b""  # the last of them, where the empty line after the headers may begin

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._wait_for_headers()

    def data_received(self, data: bytes) -> None:
        if self.late is not None:  # the headers are awaited: count them, up to the empty line that ends them
            seen = self.tail + data  # that line may begin in the bytes before
            ends = seen.find(b"\r\n\r\n")
            self.head += len(data) if ends < 0 else max(0, ends + 4 - len(self.tail))
            self.tail = seen[-3:]
            if self.head > HEAD_MOST:
                self._stop_waiting()
                self._refuse(431, "Request Header Fields Too Large",
                             f"the request line and headers hold more than {HEAD_MOST // 1024} KiB")
                return
        super().data_received(data)

    def send_400_response(self, msg: str) -> None:
        self._stop_waiting()
        self._refuse(400, "Bad Request", "not an HTTP/1.1 request the server can read (its request line, "
                                         "a header or its framing)")

    def on_headers_complete(self) -> None:
        self._stop_waiting()
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and not self.pipeline:  # a request sent on is read already
            self._wait_for_headers()

    def connection_lost(self, exc) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def _wait_for_headers(self) -> None:
        self._stop_waiting()
        self.head, self.tail = 0, b""
        self.late = self.loop.call_later(HEADER_SECONDS, self._headers_late)

    def _stop_waiting(self) -> None:
        if self.late is not None:
            self.late.cancel()
            self.late = None

    def _headers_late(self) -> None:
        self.late = None
        self._refuse(408, "Request Timeout", f"the request's headers did not arrive within {HEADER_SECONDS:g} s")

    def _refuse(self, status: int, reason: str, message: str) -> None:
        if not self.transport.is_closing():
            self.transport.write(_refusal(status, reason, message))
            self.transport.close()


def _refusal(status: int, reason: str, message: str) -> bytes:
    """The whole answer, head and body, to a request refused before any app sees it: the
    status and a one-line JSON error, the connection closed."""
    body = json.dumps({"error": message}).encode()
    return (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n").encode() + body