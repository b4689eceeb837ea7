"""`wordfinder serve` under load: 50 concurrent clients, 10,000 requests, one run.

    python benchmarks/serve.py [--requests 10000] [--clients 50] [--secrets 300] [--seed 1]

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
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import time

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--secrets", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    answers, allowed = list(bundled(ANSWERS)), list(bundled(ALLOWED))
    asked = questions(args.requests, rng.sample(answers, args.secrets), allowed, rng)
    server = subprocess.Popen([sys.executable, "-m", "wordfinder", "serve", "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(server.stdout.readline().rsplit(":", 1)[1].strip("/\n"))
        time.sleep(2)  # what the server loads on start (the lists, the model, the patterns)
        timings, errors, seconds = asyncio.run(load(port, asked, args.clients))
    finally:
        server.terminate()
        server.wait(10)
    distinct = {k: len({json.dumps(b, sort_keys=True) for e, b in asked if e == k}) for k in ("find", "explain", "suggest")}
    compared = baseline(asked)
    total = sum(len(t) for t in timings.values())
    print(f"{args.requests:,} requests from {args.clients} clients in {seconds:.1f} s: "
          f"{total / seconds:,.0f} requests/s, {sum(errors.values())} errors\n")
    print("| endpoint | requests | distinct | errors | p50 ms | p95 ms | p99 ms | a process each (median ms) |")
    print("|---|---|---|---|---|---|---|---|")
    for endpoint in ("find", "explain", "suggest"):
        t = timings.get(endpoint, [])
        print(f"| {endpoint} | {len(t):,} | {distinct[endpoint]:,} | {errors.get(endpoint, 0)} | "
              f"{1000 * percentile(t, .5):.1f} | {1000 * percentile(t, .95):.1f} | {1000 * percentile(t, .99):.1f} | "
              f"{1000 * compared[endpoint]:.0f} |")


if __name__ == "__main__":
    main()
