"""`wordfinder serve` under load: 50 concurrent clients, 10,000 requests, one run.

    python benchmarks/serve.py [--requests 10000] [--clients 50] [--secrets 300] [--seed 1]
    python benchmarks/serve.py --first-rows 100 [--rounds 1] [--clients 50] [--seed 1] [--source DIR ...]

Starts `wordfinder serve --port 0` on 127.0.0.1 and sends it a mix of questions from
``--clients`` concurrent keep-alive connections (a small HTTP/1.1 client on asyncio
streams, so that the load generator, which shares the two cores, costs little):

- 40% find and 20% explain, after one or two guesses: CRANE, then SLOTH, scored against
  a secret drawn from the 2,315 original answers; explain asks about one random word;
- 40% suggest after one guess (CRANE scored against a secret).

``--secrets`` secrets are drawn (by ``--seed``), so the questions repeat as a day's
players' do: every first guess of CRANE earns one of about 150 scores.  Each latency is
a request's wall time at the client, connection kept alive.  The baseline, in the same
run: the same kinds of question asked the way a program had to before, a `wordfinder
... --json` process each (the median of 20 of each).

Prints a Markdown table per endpoint (requests, errors, p50, p95, p99 in ms) and the
throughput; errors are any status but 200, or a broken connection.

``--first-rows N`` measures issue 39's target instead: a cold server (started with an
empty cache folder and no history file, unless ``--history`` names one to copy in, and
asked at once, as soon as it answers ``GET /api/``) and ``--clients`` clients asking
suggest after N different first rows: openers drawn from the allowed words, each scored
against a secret drawn from the original answers (by ``--seed``), each row asked
``--rounds`` times, shuffled.  Each ``--source`` (a checkout, default this one) serves
in turn, in the same run, so that a baseline and a change meet the same machine; the
load average is printed before each.  The mix takes ``--source`` too (a cold server of
each checkout, then without the baseline of a process each).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from wordfinder.feedback import score
from wordfinder.words import ALLOWED, ANSWERS, bundled

OPENER, SECOND = "CRANE", "SLOTH"


def questions(count: int, secrets: list[str], words: list[str], rng: random.Random) -> list[tuple[str, dict]]:
    """``count`` (endpoint, body) pairs in the mix above."""
    asked = []
    for _ in range(count):
        secret = rng.choice(secrets)
        one = [f"{OPENER}={score(OPENER, secret)}"]
        two = [*one, f"{SECOND}={score(SECOND, secret)}"]
        kind = rng.random()
        if kind < 0.4:
            asked.append(("find", {"history": rng.choice([one, two]), "limit": 100}))
        elif kind < 0.6:
            asked.append(("explain", {"history": rng.choice([one, two]), "words": [rng.choice(words)]}))
        else:
            asked.append(("suggest", {"history": one}))
    return asked


async def client(port: int, queue: asyncio.Queue, timings: dict, errors: dict) -> None:
    """One keep-alive connection asking questions off the queue until it is empty."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    while not queue.empty():
        endpoint, body = queue.get_nowait()
        payload = json.dumps(body).encode()
        start = time.perf_counter()
        writer.write(f"POST /api/{endpoint} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(payload)}\r\n\r\n".encode() + payload)
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head.split(b" ", 2)[1])
            length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:"))
            await reader.readexactly(length)
        except (asyncio.IncompleteReadError, ConnectionError, StopIteration):
            errors[endpoint] = errors.get(endpoint, 0) + 1
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            continue
        timings.setdefault(endpoint, []).append(time.perf_counter() - start)
        if status != 200:
            errors[endpoint] = errors.get(endpoint, 0) + 1
    writer.close()


async def load(port: int, asked: list[tuple[str, dict]], clients: int) -> tuple[dict, dict, float]:
    queue: asyncio.Queue = asyncio.Queue()
    for question in asked:
        queue.put_nowait(question)
    timings: dict[str, list[float]] = {}
    errors: dict[str, int] = {}
    start = time.perf_counter()
    await asyncio.gather(*(client(port, queue, timings, errors) for _ in range(clients)))
    return timings, errors, time.perf_counter() - start


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def baseline(asked: list[tuple[str, dict]]) -> dict[str, float]:
    """The median wall time of a `wordfinder ... --json` process per kind of question."""
    argv = {
        "find": lambda b: ["find", *b["history"], "--limit", "100"],
        "explain": lambda b: ["find", "--explain", *b["history"], *b["words"]],
        "suggest": lambda b: ["suggest", *b["history"]],
    }
    medians = {}
    for endpoint, make in argv.items():
        times = []
        for _, body in [q for q in asked if q[0] == endpoint][:20]:
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "wordfinder", *make(body), "--json"], capture_output=True)
            times.append(time.perf_counter() - start)
        medians[endpoint] = statistics.median(times)
    return medians


def first_rows(count: int, rounds: int, rng: random.Random) -> list[tuple[str, dict]]:
    """Suggest after ``count`` different first rows (an allowed opener scored against an
    original answer), each asked ``rounds`` times, shuffled."""
    allowed, answers = list(bundled(ALLOWED)), list(bundled(ANSWERS))
    rows: dict[str, None] = {}
    while len(rows) < count:
        opener, secret = rng.choice(allowed), rng.choice(answers)
        rows[f"{opener}={score(opener, secret)}"] = None
    asked = [("suggest", {"history": [row]}) for row in rows for _ in range(rounds)]
    rng.shuffle(asked)
    return asked


def started(source: Path, home: Path) -> tuple[subprocess.Popen, int]:
    """`wordfinder serve` of the checkout ``source``, its cache and data folders under
    ``home``, once it answers ``GET /api/`` (the table's "ready": the seconds from its
    start); and its port."""
    environment = {**os.environ, "XDG_CACHE_HOME": str(home / "cache"), "XDG_DATA_HOME": str(home / "data"),
                   "PYTHONPATH": str(source)}
    server = subprocess.Popen([sys.executable, "-m", "wordfinder", "serve", "--port", "0"], cwd=source,
                              env=environment, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = int(server.stdout.readline().rsplit(":", 1)[1].strip("/\n"))
    import urllib.request

    for _ in range(600):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/", timeout=5).read()
            return server, port
        except OSError:
            time.sleep(0.05)
    raise SystemExit("the server never answered")


def first_rows_run(args: argparse.Namespace) -> None:
    """Issue 39's load, once for each ``--source``."""
    asked = first_rows(args.first_rows, args.rounds, random.Random(args.seed))
    print(f"suggest after {args.first_rows} different first rows, each asked {args.rounds} time(s), "
          f"from {args.clients} clients; a cold server each\n")
    print("| source | load before | ready s | requests | errors | p50 ms | p95 ms | p99 ms | max ms | seconds |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for source in args.source or [Path(__file__).resolve().parent.parent]:
        with tempfile.TemporaryDirectory() as home:
            if args.history:
                (Path(home) / "data" / "wordfinder").mkdir(parents=True)
                shutil.copy(args.history, Path(home) / "data" / "wordfinder" / "history.txt")
            load_before = os.getloadavg()[0]
            begun = time.perf_counter()
            server, port = started(Path(source).resolve(), Path(home))
            ready = time.perf_counter() - begun
            try:
                timings, errors, seconds = asyncio.run(load(port, asked, args.clients))
            finally:
                server.terminate()
                server.wait(10)
        t = timings.get("suggest", [])
        print(f"| {source} | {load_before:.2f} | {ready:.1f} | {len(t):,} | {sum(errors.values())} | "
              f"{1000 * percentile(t, .5):.0f} | {1000 * percentile(t, .95):.0f} | {1000 * percentile(t, .99):.0f} | "
              f"{1000 * max(t):.0f} | {seconds:.1f} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--secrets", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-rows", type=int, help="issue 39's load: suggest after this many first rows")
    parser.add_argument("--rounds", type=int, default=1, help="--first-rows: times each row is asked")
    parser.add_argument("--source", action="append", help="a checkout to serve, cold (repeatable); "
                        "the mix without it: this one, with the user's cache, and the baseline of a process each")
    parser.add_argument("--history", help="--first-rows: a history file of past answers the server has")
    args = parser.parse_args()
    if args.first_rows:
        return first_rows_run(args)
    rng = random.Random(args.seed)
    answers, allowed = list(bundled(ANSWERS)), list(bundled(ALLOWED))
    asked = questions(args.requests, rng.sample(answers, args.secrets), allowed, rng)
    distinct = {k: len({json.dumps(b, sort_keys=True) for e, b in asked if e == k}) for k in ("find", "explain", "suggest")}
    compared = None if args.source else baseline(asked)
    for source in args.source or [None]:
        with tempfile.TemporaryDirectory() as home:
            load_before = os.getloadavg()[0]
            if source is None:  # this checkout, the user's own cache and data folders
                server = subprocess.Popen([sys.executable, "-m", "wordfinder", "serve", "--port", "0"],
                                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
                port = int(server.stdout.readline().rsplit(":", 1)[1].strip("/\n"))
            else:  # a cold server of that checkout
                server, port = started(Path(source).resolve(), Path(home))
            try:
                time.sleep(2)  # what the server loads on start (the lists, the model, the patterns)
                timings, errors, seconds = asyncio.run(load(port, asked, args.clients))
            finally:
                server.terminate()
                server.wait(10)
        total = sum(len(t) for t in timings.values())
        print(f"{source or 'this checkout'} (load {load_before:.2f} before): {args.requests:,} requests from "
              f"{args.clients} clients in {seconds:.1f} s: {total / seconds:,.0f} requests/s, "
              f"{sum(errors.values())} errors\n")
        print("| endpoint | requests | distinct | errors | p50 ms | p95 ms | p99 ms | a process each (median ms) |")
        print("|---|---|---|---|---|---|---|---|")
        for endpoint in ("find", "explain", "suggest"):
            t = timings.get(endpoint, [])
            each = "" if compared is None else f"{1000 * compared[endpoint]:.0f}"
            print(f"| {endpoint} | {len(t):,} | {distinct[endpoint]:,} | {errors.get(endpoint, 0)} | "
                  f"{1000 * percentile(t, .5):.1f} | {1000 * percentile(t, .95):.1f} | {1000 * percentile(t, .99):.1f} | "
                  f"{each} |")
        print(flush=True)

if __name__ == "__main__":
    main()
