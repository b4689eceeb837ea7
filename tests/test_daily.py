"""`wordfinder history update`: the NYT's daily answers fetched into the history file, against a
server of the test's own on 127.0.0.1 (never the NYT's)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from datetime import date, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from wordfinder.daily import FIRST_DAY, MOST_BYTES, URL, URL_VARIABLE, days_to_fetch, url_template
from wordfinder.past_answers import PastAnswer, PastAnswers, history_file

from conftest import through_console_script

WORDS = ["CIGAR", "REBUT", "SISSY", "HUMPH", "AWAKE", "BLUSH", "FOCAL", "EVADE", "NAVAL", "SERVE", "HEATH",
         "DWARF", "MODEL", "KARMA", "STINK", "GRADE", "QUIET", "BENCH", "ABATE", "FEIGN", "MAJOR", "DEATH"]


def day(n: int) -> str:
    """The day ``n`` days after the first game, as YYYY-MM-DD."""
    return (FIRST_DAY + timedelta(days=n)).isoformat()


def nyt(when: str, word: str) -> tuple[int, bytes]:
    """The endpoint's answer for a day: a JSON object as the NYT serves it."""
    n = (date.fromisoformat(when) - FIRST_DAY).days
    body = {"id": 1000 + n, "solution": word.lower(), "print_date": when, "days_since_launch": n, "editor": "Tracy Bennett"}
    return 200, json.dumps(body).encode()


class Server:
    """A stand-in for the endpoint: ``answers`` maps a day to the status and body it serves
    (404 for any other), ``seen`` lists the days asked, in order; ``delay`` slows each answer
    (four times as much for a URL ending in ``?slow``)."""

    def __init__(self, delay: float = 0.0) -> None:
        self.answers: dict[str, tuple[int, bytes]] = {day(n): nyt(day(n), word) for n, word in enumerate(WORDS)}
        self.seen: list[str] = []
        self.delay = delay
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                path, _, query = self.path.partition("?")
                asked = path.rsplit("/", 1)[-1].removesuffix(".json")
                server.seen.append(asked)
                time.sleep(server.delay * (4 if query == "slow" else 1))
                status, body = server.answers.get(asked, (404, b'{"status": "ERROR"}'))
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/svc/wordle/v2/{{date}}.json"

    def __enter__(self) -> Server:
        threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True).start()
        return self

    def __exit__(self, *raised: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server(monkeypatch):
    """The stand-in endpoint, running, and the update pointed at it."""
    with Server() as running:
        monkeypatch.setenv(URL_VARIABLE, running.url)
        monkeypatch.setenv("NO_PROXY", "127.0.0.1")  # a proxy in the environment must not stand between
        yield running


def update(to: str, monkeypatch, capsys) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of ``wordfinder history update --to TO``."""
    return through_console_script(["history", "update", "--to", to], monkeypatch, capsys)


def held() -> str:
    """The history file's text."""
    return Path(history_file()).read_text(encoding="utf-8")


def lines(first: int, last: int) -> str:
    """The history file's lines for days ``first`` to ``last`` (counted from the first game)."""
    return "".join(f"{WORDS[n]} {day(n)}\n" for n in range(first, last + 1))


def folder_names() -> list[str]:
    """What the data folder holds."""
    folder = Path(history_file()).parent
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


# --- fetching ------------------------------------------------------------------------------------


def test_a_fresh_update_fetches_every_day_from_the_first_game(server, monkeypatch, capsys):
    """With no file, every day from 2021-06-19 to --to is fetched, one request each, and written by day."""
    code, out, err = update(day(4), monkeypatch, capsys)
    assert (code, err) == (0, "")
    assert out == (f"fetching {server.url} ({URL_VARIABLE}) into {history_file()}\n"
                   f"fetched 5 days, 2021-06-19 to 2021-06-23; 5 answers known up to 2021-06-23\n")
    assert server.seen == [day(n) for n in range(5)]
    assert held() == lines(0, 4)
    assert folder_names() == ["history.txt", "history.txt.lock"]


def test_an_update_fetches_only_the_days_the_file_lacks(server, monkeypatch, capsys):
    """A second update asks only for the days after the newest the file holds; a third, nothing."""
    update(day(2), monkeypatch, capsys)
    server.seen.clear()
    code, out, _ = update(day(6), monkeypatch, capsys)
    assert code == 0 and server.seen == [day(3), day(4), day(5), day(6)]
    assert out.splitlines()[1] == "fetched 4 days, 2021-06-22 to 2021-06-25; 7 answers known up to 2021-06-25"
    server.seen.clear()
    code, out, _ = update(day(6), monkeypatch, capsys)
    assert code == 0 and server.seen == []
    assert out.splitlines()[1] == "fetched nothing: the file was up to date; 7 answers known up to 2021-06-25"
    assert held() == lines(0, 6)


@pytest.mark.parametrize(("status", "shown"), [(503, "HTTP 503 (Service Unavailable)"), (404, "HTTP 404 (Not Found)"),
                                               (500, "HTTP 500 (Internal Server Error)")])
def test_a_server_error_names_the_day_and_keeps_the_days_before_it(status, shown, server, monkeypatch, capsys):
    """An error status stops the update in one line naming the day and the URL; the days before it are kept, and it says so."""
    server.answers[day(3)] = (status, b"oops")
    code, out, err = update(day(6), monkeypatch, capsys)
    url = server.url.replace("{date}", day(3))
    assert code == 2 and out.count("\n") == 1
    assert err == (f"wordfinder: error: {day(3)}: {url}: the server answered {shown}; kept the 3 days "
                   f"(2021-06-19 to 2021-06-21) fetched before it in {history_file()}\n")
    assert held() == lines(0, 2)
    assert server.seen == [day(n) for n in range(4)]  # it stopped at the failure


MALFORMED = {
    "not JSON": (b"<html>Service moved</html>", "the answer is not JSON"),
    "a JSON list": (b'["cigar"]', "the answer has no 'solution'"),
    "no solution": (b'{"print_date": "2021-06-19"}', "the answer has no 'solution'"),
    "a short word": (b'{"solution": "cig", "print_date": "2021-06-19"}', "the solution 'cig' is not a 5-letter word"),
    "a number": (b'{"solution": 12345, "print_date": "2021-06-19"}', "the solution 12345 is not a 5-letter word"),
    "a digit in it": (b'{"solution": "c1gar", "print_date": "2021-06-19"}', "the solution 'c1gar' is not a 5-letter word"),
    "accents": ('{"solution": "cigaré", "print_date": "2021-06-19"}'.encode(), "is not a 5-letter word"),
    "another day": (b'{"solution": "cigar", "print_date": "2021-06-20"}', "the answer is for print_date '2021-06-20', not for the day asked"),
    "no day": (b'{"solution": "cigar"}', "the answer has no 'print_date', not for the day asked"),
    "too long": (b'{"solution": "cigar", "print_date": "2021-06-19", "pad": "' + b"x" * MOST_BYTES + b'"}',
                 "the answer is longer than 64 KiB"),
    "not UTF-8": (b'{"solution": "\xff\xfe"}', "the answer is not JSON"),
    "nested deep": (b"[" * 60_000, "the answer is not JSON"),
}


@pytest.mark.parametrize("kind", MALFORMED)
def test_a_malformed_answer_is_one_line_naming_the_day_and_nothing_is_written(kind, server, monkeypatch, capsys):
    """An answer that is not the day's word is refused in one line naming the day and the URL, and the file is not made."""
    body, reason = MALFORMED[kind]
    server.answers[day(0)] = (200, body)
    code, out, err = update(day(3), monkeypatch, capsys)
    url = server.url.replace("{date}", day(0))
    assert code == 2 and err.count("\n") == 1
    assert err.startswith(f"wordfinder: error: {day(0)}: {url}: ") and reason in err
    assert err.endswith("; nothing written\n")
    assert not os.path.exists(history_file())


def test_no_network_is_one_line_and_nothing_written(monkeypatch, capsys):
    """A closed port (as offline, or a refused connection) is one line and exit 2, and nothing is written."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # closed again when the block ends: nothing listens there
    url = f"http://127.0.0.1:{port}/{{date}}.json"
    monkeypatch.setenv(URL_VARIABLE, url)
    code, out, err = update(day(3), monkeypatch, capsys)
    assert code == 2
    assert err == f"wordfinder: error: {day(0)}: cannot reach {url.replace('{date}', day(0))} (Connection refused); nothing written\n"
    assert folder_names() == []


@pytest.mark.parametrize("stage", ["headers", "body"])
def test_a_server_that_sends_a_byte_at_a_time_is_cut_off_in_time(stage, monkeypatch, capsys):
    """A server whose every byte comes within the socket's wait, but whose answer never ends
    (its status line, or its body, a byte each 0.1 s for eight seconds), is cut off once the
    whole request has taken the timeout (here one second): one line naming the day, the days
    before it kept."""
    from wordfinder import daily

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/{{date}}.json"
    stop = threading.Event()
    answered = [nyt(day(0), WORDS[0])[1]]

    def drip() -> None:
        while not stop.is_set():
            connection, _ = listener.accept()
            with connection:
                connection.recv(65536)
                if answered:
                    body = answered.pop()
                    connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
                    continue
                head = b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n" if stage == "body" else b""
                connection.sendall(head)
                for _ in range(80):  # eight seconds, then the connection closes (had nothing cut it off)
                    if stop.wait(0.1):
                        break
                    try:
                        connection.sendall(b"X" if stage == "body" else b"H")
                    except OSError:
                        break

    threading.Thread(target=drip, daemon=True).start()
    monkeypatch.setenv(URL_VARIABLE, url)
    monkeypatch.setattr(daily, "TIMEOUT", 1.0)
    started = time.monotonic()
    try:
        code, out, err = update(day(3), monkeypatch, capsys)
    finally:
        stop.set()
        listener.close()
    assert time.monotonic() - started < 6  # the one second, not the drip's eight
    assert code == 2 and err.count("\n") == 1
    assert err.startswith(f"wordfinder: error: {day(1)}: {url.replace('{date}', day(1))}: no whole answer within 1 s; kept")
    assert held() == lines(0, 0)


def test_a_to_date_after_today_is_refused_before_any_request(server, monkeypatch, capsys):
    """--to a day still to come (a year 9999, or tomorrow) is refused in one line, and nothing is fetched."""
    for to in ("9999-12-31", (date.today() + timedelta(days=1)).isoformat()):
        code, out, err = update(to, monkeypatch, capsys)
        assert (code, out) == (2, "") and err == (f"wordfinder: error: --to {to}: after today ({date.today()}); "
                                                  "the history holds the answers of days that have come\n")
    assert server.seen == [] and folder_names() == []


def test_a_failure_after_some_days_leaves_a_whole_file(server, monkeypatch, capsys):
    """A failure midway leaves the file whole: the old answers and those fetched before it, well formed, no temporary file."""
    update(day(1), monkeypatch, capsys)
    server.answers[day(4)] = (200, b'{"solution": "cigar", "print_date": ')
    code, _, err = update(day(8), monkeypatch, capsys)
    assert code == 2 and "kept the 2 days (2021-06-21 to 2021-06-22)" in err
    assert held() == lines(0, 3)
    assert folder_names() == ["history.txt", "history.txt.lock"]


def test_a_data_folder_that_cannot_be_written_is_one_line(server, tmp_path, monkeypatch, capsys):
    """When the data folder cannot be made (a file stands in its way), the update says so in one line naming the file, exit 2."""
    (tmp_path / "blocker").write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "blocker"))
    code, _, err = update(day(1), monkeypatch, capsys)
    assert code == 2
    assert err == f"wordfinder: error: {history_file()!r}: cannot be written (Not a directory); it is as it was\n"


def test_two_updates_at_once_leave_the_union(monkeypatch):
    """Two processes updating the same file at once: both succeed, and the file is the union, well formed, by day, with no temporary file left."""
    with Server(delay=0.02) as running:
        # The update fetching fewer days is the slower, so that it writes last: were the file
        # not merged on writing, it would lose the other's days.
        runs = [subprocess.Popen([sys.executable, "-m", "wordfinder", "history", "update", "--to", to],
                                 env={**os.environ, URL_VARIABLE: running.url + query, "NO_PROXY": "127.0.0.1"},
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for to, query in ((day(len(WORDS) - 1), ""), (day(12), "?slow"))]
        results = [run.communicate(timeout=120) + (run.returncode,) for run in runs]
    assert [code for _, _, code in results] == [0, 0], results
    assert held() == lines(0, len(WORDS) - 1)
    assert folder_names() == ["history.txt", "history.txt.lock"]


# --- the URL and the days ------------------------------------------------------------------------


def test_the_url_is_the_games_own_unless_the_variable_says_otherwise():
    """The NYT's endpoint by default; the variable's URL when it holds {date}; refused, in one line, when not."""
    assert url_template({}) == URL == "https://www.nytimes.com/svc/wordle/v2/{date}.json"
    assert url_template({URL_VARIABLE: "http://127.0.0.1:1/{date}"}) == "http://127.0.0.1:1/{date}"
    for bad in ("http://127.0.0.1:1/today.json", "file:///etc/{date}", "127.0.0.1/{date}"):
        with pytest.raises(Exception, match=f"^{URL_VARIABLE}="):
            url_template({URL_VARIABLE: bad})


def test_the_days_to_fetch_start_after_the_newest_held():
    """From the first game with nothing held (or nothing dated); else from the day after the newest; none past --to."""
    newest = PastAnswers((PastAnswer("CRANE"), PastAnswer("REBUT", date(2021, 6, 20))))
    assert days_to_fetch(PastAnswers((PastAnswer("CRANE"),)), date(2021, 6, 20)) == [date(2021, 6, 19), date(2021, 6, 20)]
    assert days_to_fetch(newest, date(2021, 6, 22)) == [date(2021, 6, 21), date(2021, 6, 22)]
    assert days_to_fetch(newest, date(2021, 6, 20)) == [] == days_to_fetch(PastAnswers(), date(2020, 1, 1))


def test_a_bad_to_date_or_action_is_one_line(monkeypatch, capsys):
    """--to that is no day, an unknown action, and --to with show are refused in one line, exit 2."""
    for argv, message in [(["update", "--to", "2021-02-30"], "--to '2021-02-30': not a date"),
                          (["updtae"], "history 'updtae': expected one of update, show"),
                          (["show", "--to", "2021-06-20"], "--to goes with history update")]:
        code, out, err = through_console_script(["history", *argv], monkeypatch, capsys)
        assert (code, out, err.count("\n")) == (2, "", 1) and message in err, err


def test_history_show_says_where_the_file_is_and_what_it_holds(server, monkeypatch, capsys):
    """show names the file and how many answers it holds up to which day (or that there is none yet)."""
    code, out, _ = through_console_script(["history", "show"], monkeypatch, capsys)
    assert (code, out) == (0, f"{history_file()}: no history file yet; `wordfinder history update` fetches it\n")
    update(day(2), monkeypatch, capsys)
    code, out, _ = through_console_script(["history", "show"], monkeypatch, capsys)
    assert (code, out) == (0, f"{history_file()}: 3 answers known up to 2021-06-21\n")


def test_the_fetched_history_is_what_suggest_knows(server, monkeypatch, capsys):
    """Once updated, suggest knows the answers fetched, as the --played it was not given."""
    update(day(4), monkeypatch, capsys)
    code, out, _ = through_console_script(["suggest", "-n", "1", "TARSE=.a..e"], monkeypatch, capsys)
    assert code == 0 and "5 known up to 2021-06-23" in out.splitlines()[0]


@pytest.mark.parametrize("template", ["http://[::1/{date}", "http://[not-an-address]/{date}"])
def test_a_template_that_is_no_url_is_one_line_and_nothing_written(template, monkeypatch, capsys):
    """A URL the standard library cannot parse (an unclosed IPv6 bracket) is one line naming it, exit 2, no file."""
    monkeypatch.setenv("WORDFINDER_HISTORY_URL", template)
    code, _, err = update("2021-06-20", monkeypatch, capsys)
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert "WORDFINDER_HISTORY_URL" in err
    assert not Path(history_file()).exists()
