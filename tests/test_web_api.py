"""The JSON API answers as --json does, and any request it cannot answer gets a 4xx line."""

from __future__ import annotations

import json
import re
import os
import socket
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starlette.testclient import TestClient
from test_json import check, vocabulary

from wordfinder.cli.app import app as cli_app
from wordfinder.web import api, server


AS_JSON = {"content-type": "application/json"}


def cli_json(*argv: str) -> dict:
    """What the command line prints for the same question with --json."""
    from typer.testing import CliRunner

    result = CliRunner().invoke(cli_app, [*argv, "--json"])
    return json.loads(result.stdout)


def without_version(document: dict) -> dict:
    return {k: v for k, v in document.items() if k != "version"}


# --- the documents ------------------------------------------------------------------------


def test_find_answers_with_the_document_find_json_prints(client):
    """POST /api/find gives find --json's document, key for key."""
    answer = client.post("/api/find", json={"history": ["CRANE=..a.e", "SLOTH=.l..."], "limit": 5})
    assert answer.status_code == 200
    assert without_version(answer.json()) == without_version(cli_json("find", "CRANE=..a.e", "SLOTH=.l...", "--limit", "5"))


def test_explain_says_why_a_word_is_ruled_out(client):
    """POST /api/explain gives each word's reasons, as find --explain --json does."""
    answer = client.post("/api/explain", json={"history": ["CRANE=..a.e"], "words": ["CRANE", "DELLA"]}).json()
    rows = {e["word"]: e for e in answer["explanations"]}
    assert not rows["CRANE"]["eligible"] and rows["CRANE"]["reasons"]
    assert rows["DELLA"]["eligible"] and rows["DELLA"]["reasons"] == []
    assert without_version(answer) == without_version(cli_json("find", "--explain", "CRANE=..a.e", "CRANE", "DELLA"))


@pytest.mark.parametrize(("game", "flags"), [({"lies": 2}, ["--fibble", "--lies", "2"]), ({"woodle": True}, ["--woodle"])])
def test_find_and_explain_read_fibble_and_woodle_as_the_command_line_does(client, game, flags):
    """The game keys lies and woodle give find's and explain's documents of --fibble and --woodle."""
    history = ["CRANE=.rA.e"] if "lies" in game else ["CRANE=1G2Y"]
    found = client.post("/api/find", json={"history": history, "game": game, "limit": 5})
    assert found.status_code == 200
    assert without_version(found.json()) == without_version(cli_json("find", *flags, *history, "--limit", "5"))
    explained = client.post("/api/explain", json={"history": history, "game": game, "words": ["REACT", "PLANT"]})
    assert without_version(explained.json()) == without_version(cli_json("find", "--explain", *flags, *history, "REACT", "PLANT"))


@pytest.mark.parametrize("game, flags", [({"lies": 1}, ["--fibble"]), ({"woodle": True}, ["--woodle"])])
def test_suggest_under_a_relation_is_the_command_lines(client, game, flags):
    """suggest under Fibble or Woodle asks the same front door as `suggest --fibble`/`--woodle`."""
    history = ["CRANE=..a.e"] if "--fibble" in flags else ["CRANE=1G2Y"]
    answer = client.post("/api/suggest", json={"history": history, "game": game, "limit": 5})
    assert answer.status_code == 200
    assert without_version(answer.json()) == without_version(cli_json("suggest", "-n", "5", *flags, *history))


def test_the_api_refuses_what_the_command_line_refuses_in_the_same_words(client):
    """hard mode on several boards: refused by both doors, in one and the same line."""
    answer = client.post("/api/suggest", json={"history": [], "game": {"boards": 2, "hard": True}})
    run = subprocess.run([sys.executable, "-m", "wordfinder", "suggest", "--boards", "2", "--hard"],
                         capture_output=True, text=True)
    assert answer.status_code == 400 and run.returncode == 2
    assert run.stderr.strip() == f"wordfinder: error: {answer.json()['error']}"


def test_suggest_names_the_likely_model_and_matches_the_command_line(client):
    """POST /api/suggest answers for today's game by default, as suggest --json does."""
    answer = client.post("/api/suggest", json={"history": ["CRANE=..a.e"], "limit": 3}).json()
    assert answer["model"] == "likely"
    assert without_version(answer) == without_version(cli_json("suggest", "CRANE=..a.e", "--limit", "3"))


def test_suggest_for_several_boards_gives_one_guess(client):
    """With boards, suggest gives the one guess and each board's candidates."""
    answer = client.post("/api/suggest", json={"history": ["CRANE=..a.e/....."], "game": {"boards": 2}}).json()
    assert answer["boards"] == 2 and len(answer["per_board"]) == 2 and answer["guess"].isalpha()


@pytest.mark.parametrize("history, game", [(["HARES=.....", "FIFTY=FIFTY"], {}), (["CRANE=5G0Y"], {"woodle": True})])
def test_suggest_after_a_winning_row_is_a_4xx(client, history, game):
    """After an all-green row the page is told the game is won, in one line, as the command line is."""
    answer = client.post("/api/suggest", json={"history": history, "game": game})
    assert answer.status_code == 422  # as for every pair the engine reads but cannot use
    assert answer.json() == {"error": f"{history[-1]}: the game is won; there is no guess to suggest"}


def test_score_scores_a_guess_against_an_answer(client):
    """POST /api/score gives the engine's score, repeated letters as Wordle counts them."""
    answer = client.post("/api/score", json={"guess": "speed", "answer": "abide"}).json()
    assert (answer["score"], answer["pair"]) == ("..e.d", "SPEED=..e.d")


def test_every_api_document_speaks_the_vocabulary(client):
    """Each document's keys and types are docs/json.md's."""
    table = vocabulary()
    asked = [
        ("find", {"history": ["CRANE=..a.e"], "limit": 3}),
        ("find", {"history": ["CRANE=..a.e/....."], "game": {"boards": 2}, "limit": 3}),
        ("explain", {"history": ["CRANE=..a.e"], "words": ["CRANE"]}),
        ("suggest", {"history": ["CRANE=..a.e"]}),
        ("suggest", {"history": ["CRANE=....."], "game": {"absurdle": True}}),
        ("review", {"history": ["CRANE=..a.e", "BAGEL=BAGEL"]}),
        ("lists", {"lang": "pt"}),
        ("history", {}),
        ("score", {"guess": "CRANE", "answer": "SLATE"}),
    ]
    for endpoint, body in asked:
        document = client.post(f"/api/{endpoint}", json=body).json()
        check(document, document["command"], table)
    check(client.get("/api/").json(), "api", table)


def test_the_api_describes_itself(client):
    """GET /api/ lists every endpoint with the keys it takes."""
    described = client.get("/api/").json()
    assert set(described["endpoints"]) == {f"/api/{name}" for name in api.ENDPOINTS}
    assert described["endpoints"]["/api/explain"]["keys"] == ["history", "game", "words", "limit"]


# --- what the page asks: every game, language and length, past answers, a review (issue 39) ---


@pytest.mark.parametrize("game, flags", [
    ({"absurdle": True}, ["--absurdle"]),
    ({"fibble": True}, ["--fibble"]),
    ({"fibble": True, "lies": 2}, ["--fibble", "--lies", "2"]),
    ({"common": True}, ["--common", "-n", "3"]),
    ({"lang": "pt", "length": 7}, ["--lang", "pt", "--length", "7", "-n", "3"]),
])
def test_suggest_plays_every_game_the_command_line_plays(client, game, flags):
    """The game keys absurdle, fibble, common, lang and length give suggest --json's document."""
    history = ["CORACAO=......."] if "lang" in game else ["CRANE=....."]
    body = {"history": history, "game": game, **({"limit": 3} if "-n" in flags else {})}
    answer = client.post("/api/suggest", json=body)
    assert answer.status_code == 200, answer.text
    assert without_version(answer.json()) == without_version(cli_json("suggest", *flags, *history))


def test_suggest_under_sutoms_rule_asks_for_the_letter_given(client):
    """SUTOM shows the first letter before the first guess: suggest without it answers 400 in
    one JSON line naming what to send, and with it (a letter alone) the guesses that start with it."""
    refused = client.post("/api/suggest", json={"history": [], "game": {"sutom": True, "lang": "fr", "length": 7}})
    assert refused.status_code == 400 and "needs the letter the game shows first" in refused.json()["error"]
    answer = client.post("/api/suggest", json={"history": ["R"], "game": {"sutom": True, "lang": "fr", "length": 7}})
    assert answer.status_code == 200, answer.text
    assert {s["guess"][0] for s in answer.json()["suggestions"]} == {"R"}


@pytest.mark.parametrize("game", [{"lang": "pt", "length": 7}, {"lang": "pt"}])
def test_find_in_portuguese_shows_the_accents(client, game):
    """Typed without accents, in the language's tiles, the answer comes back as it is written;
    without a length, the first guess's is played, as on the command line."""
    answer = client.post("/api/find", json={"history": ["CORACAO=CORACAO"], "game": game})
    assert answer.json()["candidates"] == ["CORAÇÃO"]
    assert without_version(answer.json()) == without_version(cli_json("find", "--lang", "pt", "CORACAO=CORACAO"))


def test_suggest_knows_the_history_files_past_answers_as_the_command_line_does():
    """Today's game counts the history file's past answers less likely, in both doors (asked of
    the API's function: the server's search processes keep the data folder they started with)."""
    from test_past_answers import write_history

    write_history("MEDAL 2024-05-30\nPEDAL 2024-06-01\n")
    body = {"history": ["CRANE=..a.e", "SLOTH=.l..."], "limit": 2}
    answer = api.answer("suggest", body)
    assert (answer["past_answers_known"], answer["past_answers_newest"]) == (2, "2024-06-01")
    assert without_version(answer) == without_version(cli_json("suggest", *body["history"], "-n", "2"))


def test_a_server_process_suggests_on_todays_whole_matrix_mapped_with_the_same_advice():
    """What a server's suggest process does first (api.prepare) leaves today's puzzle with
    its whole pattern matrix, mapped from the cache folder that every process shares, and
    the advice is what a command computing its patterns lazily gives."""
    import numpy as np

    from wordfinder.solver.patterns import cache_folder
    from wordfinder.solver.puzzle import puzzle_of

    body = {"history": ["ALOFT=alo.."], "limit": 3}
    api.prepare("suggest")
    puzzle = puzzle_of(api._game({}, "suggest"))
    assert isinstance(puzzle.patterns, np.ndarray) and not puzzle.patterns.flags.owndata
    assert (cache_folder() / f"patterns-{puzzle.key}.npy").is_file()
    assert without_version(api.answer("suggest", body)) == without_version(cli_json("suggest", *body["history"], "-n", "3"))


def test_history_says_what_the_history_file_holds():
    """No file: said so; a file: how many past answers are known today, up to which day."""
    from test_past_answers import write_history

    assert api.answer("history", {})["history_file"] is False
    write_history("MEDAL 2024-05-30\nPEDAL 2024-06-01\n")
    known = api.answer("history", {})
    assert (known["history_file"], known["past_answers_known"], known["past_answers_newest"]) == (True, 2, "2024-06-01")


def test_lists_names_each_language_in_itself(client):
    """/api/lists is lists --json's document; each language is named as it names itself."""
    answer = client.post("/api/lists", json={}).json()
    assert without_version(answer) == without_version(cli_json("lists"))
    names = {row["lang"]: row["native_name"] for row in answer["lists"]}
    assert {names[c] for c in ("en", "pt", "fr", "es", "nl", "da")} == {
        "English", "Português", "Français", "Español", "Nederlands", "Dansk"}


def test_review_is_analyzes_review_of_the_pairs(client):
    """A finished game reviewed: analyze's document for the same pairs."""
    pairs = ["CRANE=..a.e", "SLOTH=.l...", "BAGEL=BAGEL"]
    answer = client.post("/api/review", json={"history": pairs})
    assert answer.status_code == 200, answer.text
    assert without_version(answer.json()) == without_version(cli_json("analyze", *pairs))


@pytest.mark.parametrize("endpoint, body, flags, culprit", [
    ("suggest", {"game": {"boards": 4, "common": True}}, ["--boards", "4", "--common"], "does not use --common"),
    ("suggest", {"game": {"absurdle": True, "boards": 2}}, ["--absurdle", "--boards", "2"], "one board"),
    ("suggest", {"game": {"fibble": True, "woodle": True}}, ["--fibble", "--woodle"], "two games"),
    ("find", {"history": ["CRANE=....."], "game": {"lang": "xx"}}, ["find", "--lang", "xx", "CRANE=....."], "no such language"),
    ("find", {"history": ["CRANE=....."], "game": {"lang": "da", "length": 9}}, ["find", "--lang", "da", "--length", "9", "CRANE=....."], "no bundled lists"),
])
def test_the_new_game_keys_are_refused_as_the_command_line_refuses(client, endpoint, body, flags, culprit):
    """A game no door plays: 400 from the API, exit 2 from the command line, one and the same line."""
    argv = flags if flags[0] == "find" else ["suggest", *flags]
    answer = client.post(f"/api/{endpoint}", json=body)
    run = subprocess.run([sys.executable, "-m", "wordfinder", *argv], capture_output=True, text=True)
    assert answer.status_code == 400 and run.returncode == 2 and culprit in answer.json()["error"]
    assert run.stderr.strip() == f"wordfinder: error: {answer.json()['error']}"


@pytest.mark.parametrize("body, culprit", [
    ({"history": ["CRANE=..a.e/....."], "game": {"boards": 2}}, "'boards': no such game key here"),
    ({"history": []}, "give the rows of a finished game"),
    ({"history": ["CRANE=..a.e"]}, "not a win: end the game with the answer's all-green row"),
])
def test_review_refuses_what_analyze_cannot_review(client, body, culprit):
    """Several boards, no rows, a game not won: a 4xx line naming it (and a way the API has to
    mend it: it has no --answer)."""
    answer = client.post("/api/review", json=body)
    assert 400 <= answer.status_code < 500 and culprit in answer.json()["error"]


# --- bad requests ---------------------------------------------------------------------------


@pytest.mark.parametrize("body, status, culprit", [
    (b"{not json", 400, "not JSON"),
    (b"\xff\xfe", 400, "not JSON"),
    (b"[" * 50_000 + b"]" * 10_000, 400, "more than 32 deep"),
    (b"[1, 2]", 400, "expected a JSON object"),
    (b'{"history": "CRANE=....."}', 400, "'history'"),
    (b'{"history": ["CRANE=ZZZZZ"]}', 422, "CRANE=ZZZZZ"),
    (b'{"history": ["CRANE=CRANE", "SLATE=SLATE"]}', 422, "no spelling"),
    (b'{"history": ["CRANE=....."], "colour": 1}', 400, "'colour'"),
    (b'{"history": ["CRANE=....."], "game": {"answers": "/etc/passwd"}}', 400, "/etc/passwd"),
    (b'{"history": ["CRANE=....."], "game": {"language": "xx"}}', 400, "'language'"),
    (b'{"history": ["CRANE=....."], "limit": 1e400}', 400, "'limit'"),
    (b'{"history": ["CRANE=....."], "limit": 99999999999999999999999}', 400, "'limit'"),
    (b'{"history": ["CRANE=....."], "game": {"boards": true}}', 400, "'boards'"),
    (b'{"history": ["\\u00c7RANE=Z...."]}', 422, "RANE"),  # \u00c7 is a letter (C), but Z is no tile of it
    (b'{"history": ["\\u03a9RANE=....."]}', 422, "'\u03a9' is not a tile letter of this game (English: A-Z)"),
    (b'{"history": ["\\ud800\\udc00RANE=....."]}', 422, "'\U00010000' is not a tile letter"),  # Linear B
    (b'{"history": ["CRANE=....."], "game": {"lies": 6}}', 400, "'lies'"),
    (b'{"history": ["CRANE=....."], "game": {"lies": "1"}}', 400, "'lies'"),
    (b'{"history": ["CRANE=....."], "game": {"lies": 1, "woodle": true}}', 400, "two games"),
    (b'{"history": ["CRANE=....."], "game": {"woodle": 1}}', 400, "'woodle'"),
    (b'{"history": ["CRANE=....."], "game": {"lies": 2, "boards": 2}}', 400, "one board"),
    (b'{"history": ["CRANE=1G9Y"], "game": {"woodle": true}}', 422, "CRANE=1G9Y"),
    (b'{"history": ["CRANE=c.A.."], "game": {"woodle": true}}', 422, "counts"),
    (b'{"history": ["CRANE=\\ud800...."]}', 422, "CRANE"),
    (b'{"history": ["CRANE=....."], "history": ["SLOTH=....."]}', 400, "'history': given twice"),
    (b'{"history": ["CRANE=....."], "game": {"hard": true, "hard": false}}', 400, "'hard': given twice"),
    (b'{"limit": NaN}', 400, "NaN is no JSON value"),
    (b'{"limit": -Infinity}', 400, "-Infinity is no JSON value"),
    (b'{"limit": 1e999999}', 400, "'limit': expected a whole number from 1 to 1000, got inf"),
    (b'{"limit": ' + b"9" * 4301 + b"}", 400, "not JSON: Exceeds the limit (4300 digits)"),
    (b'{"limit": -' + b"9" * 4300 + b"}", 400, "got -99999"),
    (b'"CRANE=....."', 400, "expected a JSON object, got a string"),
    (b"null", 400, "expected a JSON object, got null"),
    (b"\xef\xbb\xbf{}", 400, "not JSON"),  # a byte order mark
    (b'{"history": ["CRANE=....."], "game": []}', 400, "'game': expected an object"),
    (b'{"history": ["CRANE=....."], "game": null}', 400, "'game': expected an object"),
    (b'{"history": ["CRANE=....."], "limit": "\\ud800"}', 400, "got '\\ud800'"),
    (b'{"history": ["CRANE=....."], "limit": "1\\n2"}', 400, "got '1\\n2'"),
    (b'{"history": ["CRANE=....."], "game": {"hard": "\\udfff"}}', 400, "got '\\udfff'"),
    (b'{"\\ud800": 1}', 400, "'\\ud800': no such key"),
    (b'{"' + b"k" * 60_000 + b'": 1}', 400, "'" + "k" * 40 + "': no such key"),
    (b'{"game": {"' + b"k" * 60_000 + b'": 1}}', 400, "'" + "k" * 40 + "': no such game key"),
])
def test_a_bad_request_gets_a_4xx_line_naming_the_culprit(client, body, status, culprit):
    """Malformed JSON, wrong types, unknown keys and impossible scores: a 4xx and one line."""
    answer = client.post("/api/find", content=body, headers=AS_JSON)
    assert answer.status_code == status, answer.text
    assert list(answer.json()) == ["error"] and culprit in answer.json()["error"]
    assert "\n" not in answer.json()["error"] and len(answer.json()["error"]) < 300


@pytest.mark.parametrize("endpoint, body, error", [
    ("score", {"guess": "CRANE"}, "'answer': missing; expected a word of 1 to 16 letters A-Z"),
    ("score", {"guess": "CRANE", "answer": 5}, "'answer': expected a word of 1 to 16 letters A-Z, got a number"),
    ("score", {"guess": None, "answer": "CRANE"}, "'guess': expected a word of 1 to 16 letters A-Z, got null"),
    ("history", {"x": 1}, "'x': no such key for /api/history; it takes none: send {}"),
    ("suggest", {"history": ["CRANE=c...."], "game": {"fibble": False, "lies": 2}},
     "--lies 2 goes with --fibble: the lies a Fibble row tells"),
])
def test_a_bad_request_is_named_as_json_names_it(client, endpoint, body, error):
    """A missing key is said to be missing, a value of the wrong kind is named as JSON names it
    (not as a Python type or a quoted 'None'), an endpoint without keys says so, and lies with
    Fibble turned off is refused as the command line refuses --lies without --fibble."""
    answer = client.post(f"/api/{endpoint}", json=body)
    assert (answer.status_code, answer.json()) == (400, {"error": error})


ENDPOINTS = sorted(api.ENDPOINTS)


def nested(kind: str, depth: int) -> bytes:
    """A JSON text of arrays or objects nested ``depth`` deep."""
    if kind == "array":
        return b"[" * depth + b"]" * depth
    return b'{"a":' * depth + b"1" + b"}" * depth


@pytest.mark.parametrize("kind", ["array", "object"])
@pytest.mark.parametrize("depth", [33, 500, 975, 5000, 13_000, 65_536])
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_json_nested_too_deep_is_refused_before_any_work(client, monkeypatch, endpoint, depth, kind):
    """A body nested past NESTING_MOST, up to the most a body can hold, gets 400 and one line, unparsed and unworked."""
    body = nested(kind, depth)
    if len(body) > server.BODY_MOST:
        body = body[:server.BODY_MOST]  # cut short: still that deep, and too deep for json.loads
    monkeypatch.setattr(server.Answers, "__call__", lambda *_: pytest.fail("a body nested too deep was worked on"))
    answer = client.post(f"/api/{endpoint}", content=body, headers=AS_JSON)
    assert answer.status_code == 400 and answer.json() == {"error": "the body nests arrays and objects more than 32 deep"}


@pytest.mark.parametrize("kind", ["array", "object"])
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_json_nested_to_the_bound_is_read(client, endpoint, kind):
    """A body nested exactly NESTING_MOST deep is parsed, and refused only for what it holds."""
    answer = client.post(f"/api/{endpoint}", content=nested(kind, server.NESTING_MOST), headers=AS_JSON)
    assert answer.status_code == 400
    keys = api.ENDPOINTS[endpoint][1]
    expected = f"expected one of {', '.join(keys)}" if keys else "it takes none: send {}"
    assert answer.json()["error"] in ("expected a JSON object, got an array", f"'a': no such key for /api/{endpoint}; {expected}")


@pytest.mark.parametrize("kind", ["array", "object"])
def test_json_nested_deeper_than_a_body_can_hold_is_refused_unread(client, kind):
    """100,000 levels of nesting are more bytes than a body may hold: 413, one line."""
    answer = client.post("/api/suggest", content=nested(kind, 100_000), headers=AS_JSON)
    assert answer.status_code == 413 and list(answer.json()) == ["error"]


@pytest.mark.parametrize("text, depth", [
    (b'{"history": ["CRANE=..a.e"], "game": {"boards": 2}}', 2),
    (b'["[[[{{{", "]"]', 1),
    (b'["\\"[[[", [[]]]', 3),  # an escaped quote does not end the string
    (b'["\\\\", [[]]]', 3),  # an escaped backslash does not escape the quote after it
    (b'"[[[[', 0),  # a string never closed runs to the end
    (b"[]" * 1000, 1),
    (b"", 0),
])
def test_depth_counts_brackets_outside_strings(text, depth):
    """_depth counts nesting as json.loads would, whatever brackets the strings hold."""
    assert server._depth(text) == depth


def test_a_huge_body_is_refused_unread(client):
    """A body over the cap gets 413, whether or not it says its length."""
    huge = b'{"history": ["' + b"A" * (server.BODY_MOST + 10) + b'"]}'
    assert client.post("/api/find", content=huge, headers=AS_JSON).status_code == 413
    streamed = client.post("/api/find", content=iter([huge[:40_000], huge[40_000:]]), headers=AS_JSON)
    assert streamed.status_code == 413


@pytest.mark.parametrize("method, path, status, allowed", [
    ("GET", "/api/find", 405, "POST"), ("PUT", "/api/suggest", 405, "POST"), ("POST", "/api/nothing", 404, None),
    ("GET", "/api/nothing", 404, None), ("GET", "/nothing", 404, None), ("DELETE", "/", 405, "GET"),
    ("TRACE", "/api/nothing", 404, None), ("FOO", "/api/find", 405, "POST"),
])
def test_unknown_paths_and_methods_get_json_errors(client, method, path, status, allowed):
    """No such page (whatever the method), or the wrong method (saying which it allows): the
    status, and a one-line JSON error."""
    answer = client.request(method, path)
    assert answer.status_code == status and list(answer.json()) == ["error"]
    shown = answer.headers.get("allow")
    assert shown is None if allowed is None else allowed in shown.split(", ")
    assert not path.startswith("/api/") or shown in (None, "POST")  # an endpoint allows POST alone


@pytest.mark.slow  # seconds of waiting on the time limit
def test_a_request_over_the_time_limit_gets_408_and_its_answer_once_done(monkeypatch):
    """A request that works longer than the limit is answered 408 with Retry-After (the page
    asks again), not left hanging; its work goes on, once, and the same question asked again
    after it is done is answered from it."""
    monkeypatch.setattr(server, "REQUEST_SECONDS", 0.2)
    monkeypatch.setattr(server, "answers", server.Answers())
    asked = []
    monkeypatch.setattr(api, "answer", lambda endpoint, request: asked.append(request) or time.sleep(1.0) or {"done": 1})
    body = {"history": ["CRANE=...../....."], "game": {"boards": 2}}
    with TestClient(server.web_app(), base_url="http://127.0.0.1") as slow:
        answer = slow.post("/api/find", json=body)
        assert answer.status_code == 408 and "longer than" in answer.json()["error"]
        assert answer.headers["retry-after"] == "1"
        assert slow.post("/api/find", json=body).status_code == 408  # still under way: not begun again
        time.sleep(1.0)
        again = slow.post("/api/find", json=body)
    assert again.status_code == 200 and again.json() == {"done": 1} and asked.count(body) == 1


@pytest.mark.parametrize("host", ["evil.example", "127.0.0.1.evil.example", "localhost.:8000", "[::2]:80", "",
                                  "[::1]evil", "localhost:80:80", "10.0.0.1"])
def test_a_foreign_host_name_is_refused_in_json(client, host):
    """Bound to loopback, the server answers only loopback names (no DNS rebinding): any
    other Host gets a 400 and a one-line JSON error naming it."""
    answer = client.get("/api/", headers={"host": host})
    assert answer.status_code == 400 and answer.headers["content-type"] == "application/json"
    assert list(answer.json()) == ["error"] and answer.json()["error"].startswith(f"Host {host!r}: ")


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost:8000", "LocalHost", "[::1]:8000", "[::1]", "127.0.0.2:8000",
                                  "[0:0:0:0:0:0:0:1]"])
def test_loopback_host_names_are_answered(client, host):
    """Each loopback name or address (a server bound to 127.0.0.2 is asked as that), with a
    port or without, in any case, is answered."""
    assert client.get("/api/", headers={"host": host}).json()["command"] == "api"


def test_the_page_loads_nothing_from_elsewhere(client):
    """The page, its script and style come from the server, under a policy that allows only it."""
    page = client.get("/")
    assert page.status_code == 200 and "default-src 'none'" in page.headers["content-security-policy"]
    assert "script-src 'self'" in page.headers["content-security-policy"]
    for path in ("/", "/app.js", "/style.css"):
        text = client.get(path).text
        assert "http://" not in text and "https://" not in text and "@import" not in text


ANY_TEXT = st.characters(exclude_categories=())  # lone surrogates too, which a JSON string may hold
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(ANY_TEXT, max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(ANY_TEXT, max_size=10), inner, max_size=4),
    max_leaves=12,
)
KEYS = st.sampled_from(["history", "game", "limit", "words", "guess", "answer"])
REQUESTS = st.dictionaries(KEYS, JSON | st.lists(st.text(alphabet="CRANEcrane.=/+-⬛🟨🟩É", max_size=14), max_size=4),
                           max_size=4)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(endpoint=st.sampled_from(sorted(api.ENDPOINTS)), body=REQUESTS | JSON)
def test_no_request_gets_a_5xx(client, endpoint, body):
    """Any JSON at any endpoint is answered 200 or 4xx with one line, never a 5xx."""
    answer = client.post(f"/api/{endpoint}", content=json.dumps(body).encode(), headers=AS_JSON)
    assert answer.status_code < 500
    if answer.status_code != 200:
        assert isinstance(answer.json()["error"], str) and "\n" not in answer.json()["error"]


BODIES = st.binary(max_size=80) | st.text('[]{}",:\\ 019.eE+-truefalsnNIiyCRANE=\n\x00é', max_size=80).map(str.encode)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(endpoint=st.sampled_from(sorted(api.ENDPOINTS)), body=BODIES)
def test_no_body_gets_a_5xx(client, endpoint, body):
    """Any bytes at any endpoint, JSON or not, are answered 200 or 4xx with one line, never a 5xx."""
    answer = client.post(f"/api/{endpoint}", content=body, headers=AS_JSON)
    assert answer.status_code < 500
    if answer.status_code != 200:
        assert isinstance(answer.json()["error"], str) and "\n" not in answer.json()["error"]


# --- the command --------------------------------------------------------------------------


def serving(*argv: str, start=None, before: str = "") -> tuple[subprocess.Popen, str]:
    """A `wordfinder serve` process and the line it prints first (``before``: Python it runs first)."""
    entry = ["-c", f"{before}\nfrom wordfinder.cli.entry import main\nmain()"] if before else ["-m", "wordfinder"]
    process = subprocess.Popen([sys.executable, *entry, "serve", *argv],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=start)
    return process, process.stdout.readline()


PATIENCE = 1.0  # seconds the impatient server waits for headers and for a body (HEADER_SECONDS and BODY_SECONDS are 10)


@pytest.fixture(scope="module")
def impatient():
    """The port of a `wordfinder serve --port 0` whose BODY_SECONDS is PATIENCE."""
    process, line = serving("--port", "0", before=f"from wordfinder.web import server\nserver.BODY_SECONDS = server.HEADER_SECONDS = {PATIENCE}")
    try:
        yield int(line.rsplit(":", 1)[1].strip("/\n"))
    finally:
        process.terminate()
        process.wait(10)


def posting(port: int, body: bytes, length: int) -> socket.socket:
    """A raw connection that has sent a POST /api/find declaring ``length`` bytes, and ``body``."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=PATIENCE + 5)
    connection.sendall(b"POST /api/find HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                       b"Content-Length: %d\r\n\r\n%s" % (length, body))
    return connection


def received(connection: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    sent = b""
    while chunk := connection.recv(65536):
        sent += chunk
    return sent


@pytest.mark.slow
def test_a_body_that_never_arrives_gets_408_and_the_connection_closed(impatient):
    """A body still incomplete after BODY_SECONDS: 408, one JSON line, and the connection closed."""
    started = time.monotonic()
    with posting(impatient, b'{"history": ["CRA', 40) as connection:
        answer = received(connection)  # a timeout here: the server held the connection open
    waited = time.monotonic() - started
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408 ") and b"connection: close" in head.lower()
    assert json.loads(body) == {"error": f"the body did not arrive within {PATIENCE:g} s"}
    assert PATIENCE <= waited < PATIENCE + 8  # dropped at the limit, not held on (slack for a busy machine)


@pytest.mark.slow
@pytest.mark.parametrize("sent", [b"", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"], ids=["nothing", "half the headers"])
def test_headers_that_never_arrive_get_408_and_the_connection_closed(impatient, sent):
    """A connection that sends no request, or half its headers, for HEADER_SECONDS: 408, one
    JSON line, and the connection closed."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", impatient), timeout=PATIENCE + 5) as connection:
        connection.sendall(sent)
        answer = received(connection)  # a timeout here: the server held the connection open
    waited = time.monotonic() - started
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408 ") and b"connection: close" in head.lower()
    assert json.loads(body) == {"error": f"the request's headers did not arrive within {PATIENCE:g} s"}
    assert PATIENCE <= waited < PATIENCE + 4


@pytest.mark.slow
def test_a_kept_connection_is_answered_again_and_its_next_headers_are_waited_for(impatient):
    """Two requests on one connection, the second's headers sent slowly within the limit, are
    both answered; a third never finished gets the 408 once the limit has passed."""
    def answered(connection: socket.socket) -> bytes:
        """The head of one whole answer, its body read to its length."""
        sent = b""
        while b"\r\n\r\n" not in sent:
            sent += connection.recv(65536)
        head, _, body = sent.partition(b"\r\n\r\n")
        length = int(re.search(rb"content-length: (\d+)", head.lower())[1])
        while len(body) < length:
            body += connection.recv(65536)
        return head

    with socket.create_connection(("127.0.0.1", impatient), timeout=PATIENCE + 5) as connection:
        request = b"GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        connection.sendall(request)
        assert answered(connection).startswith(b"HTTP/1.1 200 ")
        connection.sendall(request[:10])
        time.sleep(PATIENCE / 2)
        connection.sendall(request[10:])
        assert answered(connection).startswith(b"HTTP/1.1 200 ")
        connection.sendall(request[:10])
        assert received(connection).startswith(b"HTTP/1.1 408 ")


@pytest.mark.slow
def test_a_body_sent_slowly_within_the_limit_is_answered(impatient):
    """A body that arrives in pieces, all within BODY_SECONDS, is answered as usual."""
    body = b'{"history": ["CRANE=..a.e"], "limit": 1}'
    with posting(impatient, body[:10], len(body)) as connection:
        time.sleep(PATIENCE / 10)
        connection.sendall(body[10:])
        assert connection.recv(65536).startswith(b"HTTP/1.1 200 ")


@pytest.mark.slow
def test_serve_prints_its_address_and_port_0_picks_a_free_one():
    """`serve --port 0` prints `Serving on http://127.0.0.1:PORT/` with the port it got."""
    process, line = serving("--port", "0")
    try:
        assert line.startswith("Serving on http://127.0.0.1:") and line.rstrip().endswith("/")
        assert int(line.rsplit(":", 1)[1].strip("/\n")) > 0
    finally:
        process.terminate()
        process.wait(10)


@pytest.mark.slow
def test_a_non_loopback_host_is_warned_about():
    """--host 0.0.0.0 serves, with a warning on stderr that other machines can reach it."""
    process, line = serving("--host", "0.0.0.0", "--port", "0")
    try:
        assert line.startswith("Serving on http://0.0.0.0:")
    finally:
        process.terminate()
        _, err = process.communicate(timeout=10)
    assert "warning" in err and "other machines" in err


@pytest.mark.slow
def test_a_port_in_use_is_one_error_line():
    """A port already taken: one line naming it, exit 2."""
    process, line = serving("--port", "0")
    port = line.rsplit(":", 1)[1].strip("/\n")
    try:
        second = subprocess.run([sys.executable, "-m", "wordfinder", "serve", "--port", port],
                                capture_output=True, text=True, timeout=30)
    finally:
        process.terminate()
        process.wait(10)
    assert second.returncode == 2 and port in second.stderr and len(second.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("host, said", [
    ("", "--host ''"), ("local host", "--host 'local host'"), ("127.0.0.1\n", "--host '127.0.0.1\\n'"),
    ("\x1b[31m", "--host '\\x1b[31m'"),
    ("999.1.1.1", "cannot listen on 999.1.1.1:0: "),  # no loopback address, yet not warned about: never served on
])
def test_a_host_that_is_no_address_is_one_error_line(host, said):
    """A --host with spaces, control characters or nothing, or no address: one line naming it, exit 2."""
    result = subprocess.run([sys.executable, "-m", "wordfinder", "serve", "--host", host, "--port", "0"],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"wordfinder: error: {said}"), result.stderr


@pytest.mark.slow
def test_the_server_leaves_no_process_behind():
    """Stopped after a suggest (answered in a process of its own), nothing of it runs on."""
    import urllib.request

    from wordfinder.solver.patterns import cache_folder
    from wordfinder.solver.puzzle import puzzle_of

    process, line = serving("--port", "0")
    url = line.split()[-1]
    try:
        # The address is told once the suggest processes have started and loaded today's matrix.
        children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
        assert sum(b"spawn_main" in open(f"/proc/{pid}/cmdline", "rb").read() for pid in children) == server.SEARCHERS
        assert (cache_folder() / f"patterns-{puzzle_of(api._game({}, 'suggest')).key}.npy").is_file()
        request = urllib.request.Request(f"{url}api/suggest", data=b'{"history": ["CRANE=..a.e"]}',
                                         headers=AS_JSON, method="POST")
        assert json.load(urllib.request.urlopen(request, timeout=60))["command"] == "suggest"
        children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
        assert children  # the suggest process (and the resource tracker)
    finally:
        process.terminate()
        process.wait(10)
    deadline = time.monotonic() + 10
    while (alive := [pid for pid in children if running(pid)]) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive


def running(pid: str) -> bool:
    """Whether the process runs (a zombie, ended but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


SUGGESTED = [b'{"history": ["CRANE=.....", "SLOTH=....."]}']
REFUSED = [b'{', b'{"history": ["CRANE=zzzzz"]}', b'{"history": 5}', b'{"history": ["\\ud800"]}']
STOPS = [  # the signal, whether the server's parent ignored SIGINT, the suggest bodies sent first, the exit code
    ("SIGINT", False, SUGGESTED, 130), ("SIGINT", True, SUGGESTED, 130),
    ("SIGTERM", False, [], 143), ("SIGTERM", False, SUGGESTED, 143), ("SIGTERM", False, REFUSED, 143),
]


@pytest.mark.parametrize(("name", "ignored", "asked", "code"), STOPS,
                         ids=["sigint", "sigint-ignored-by-parent", "sigterm-at-once", "sigterm", "sigterm-after-refusals"])
@pytest.mark.slow
def test_a_signal_stops_the_server_cleanly(name, ignored, asked, code):
    """SIGINT (Ctrl-C) exits 130, also when the server was started with SIGINT ignored (a
    script's `&`, a test runner's worker); SIGTERM (`kill`, a service manager) exits 143,
    also the moment the address is told and after requests it refused.  Nothing on stderr but
    the greeting (no traceback, no leaked semaphores: ending by the signal itself left them),
    and no process left."""
    import signal
    import urllib.error
    import urllib.request

    ignore = (lambda: signal.signal(signal.SIGINT, signal.SIG_IGN)) if ignored else None
    process, line = serving("--port", "0", start=ignore)
    for body in asked:
        request = urllib.request.Request(f"{line.split()[-1]}api/suggest", headers=AS_JSON, data=body)
        try:
            assert json.load(urllib.request.urlopen(request, timeout=60))["command"] == "suggest"
        except urllib.error.HTTPError as refused:
            assert refused.code in (400, 422) and body in REFUSED
    children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
    process.send_signal(getattr(signal, name))
    _, err = process.communicate(timeout=20)
    assert process.returncode == code and err.strip() in ("", "Press Ctrl-C to stop."), err
    deadline = time.monotonic() + 10
    while any(running(pid) for pid in children) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(running(pid) for pid in children)


@pytest.mark.slow
def test_killed_suggest_processes_are_replaced():
    """The suggest processes killed from outside: the next suggest is answered by new ones."""
    import signal
    import urllib.request

    def suggest(history: str) -> dict:
        body = json.dumps({"history": [history]}).encode()
        return json.load(urllib.request.urlopen(urllib.request.Request(f"{url}api/suggest", data=body, headers=AS_JSON), timeout=60))

    process, line = serving("--port", "0")
    url = line.split()[-1]
    try:
        assert suggest("CRANE=..a.e")["command"] == "suggest"
        children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
        workers = [pid for pid in children if b"spawn_main" in open(f"/proc/{pid}/cmdline", "rb").read()]
        assert len(workers) == server.SEARCHERS
        for pid in workers:
            os.kill(int(pid), signal.SIGKILL)
        assert suggest("CRANE=.....")["history"] == ["CRANE=....."]
    finally:
        process.terminate()
        process.wait(20)


@pytest.mark.parametrize("request_, bounded", [
    ({"history": ["CRANE=....."]}, True),
    ({"history": ["CRANE=....."], "game": {"lang": "de", "answers": "original"}}, True),
    ({"history": ["CRANE=...../....."]}, False),  # boards told by the scores alone
    ({"history": ["CRANE=....."], "words": ["SLOTH=....."]}, False),  # a pair among the words
    ({"history": ["CRANE=....."], "game": {"boards": 2}}, False),
    ({"history": ["CRANE=....."], "game": {"fibble": True}}, False),
    ({"history": [5]}, False),
])
def test_only_a_classic_one_board_find_is_answered_on_the_event_loop(request_, bounded):
    """find and explain run on the event loop, outside the time limit, only for a classic
    one-board game: a history written with a score a board, without a boards key, took 31 s
    there (32 boards) and held every other request."""
    assert server._bounded("explain", request_) is bounded
    assert server._bounded("find", request_) is bounded


@pytest.mark.parametrize("kind", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
def test_a_body_not_sent_as_json_is_refused_with_415(client, kind):
    """A form or text/plain (what another site's page may POST to 127.0.0.1 without a
    preflight) is refused in one line of JSON; application/json, with a charset, is read."""
    body = json.dumps({"history": ["CRANE=..a.e"]})
    refused = client.post("/api/find", content=body, headers={"content-type": kind})
    assert refused.status_code == 415 and "application/json" in refused.json()["error"]
    answered = client.post("/api/find", content=body, headers={"content-type": "Application/JSON; charset=utf-8"})
    assert answered.status_code == 200 and answered.json()["command"] == "find"


@pytest.mark.slow
@pytest.mark.parametrize("sent, status", [
    (b"GET /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: " + b"a" * (server.HEAD_MOST + 1), 431),  # never ends
    (b"GET /api/" + b"a" * server.HEAD_MOST + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 431),
    (b"FOO /api/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    (b"POST /api/find HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n", 400),
    (b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 400),
], ids=["a header without end", "a long URL", "an unknown method", "a negative length", "HTTP/2"])
def test_a_head_too_big_or_unreadable_gets_one_line_of_json(impatient, sent, status):
    """A request line and headers over HEAD_MOST (431: memory was filled a header at a time,
    90 MB by one connection), or a request the parser cannot read (400, which uvicorn answers
    in plain text): one line of JSON and the connection closed, at once."""
    with socket.create_connection(("127.0.0.1", impatient), timeout=PATIENCE + 5) as connection:
        try:
            connection.sendall(sent)
        except (BrokenPipeError, ConnectionResetError):
            pass  # refused before all was sent: the answer is there to read
        answer = received(connection)
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status) and b"connection: close" in head.lower()
    assert b"application/json" in head and len(json.loads(body)) == 1 and b"\n" not in body


@pytest.mark.slow
def test_a_big_body_after_headers_split_at_their_end_is_read(impatient):
    """The empty line that ends the headers split between two sends, then a body of 40 KB:
    the body is not counted as headers (no 431), and the request is answered."""
    body = json.dumps({"history": ["CRANE=..a.e"], "words": ["SLATE"] * 5000}).encode()
    head = (b"POST /api/explain HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\n\r" % len(body))
    with socket.create_connection(("127.0.0.1", impatient), timeout=PATIENCE + 30) as connection:
        connection.sendall(head)
        time.sleep(0.2)
        connection.sendall(b"\n" + body)
        answer = connection.recv(65536)
    assert answer.startswith(b"HTTP/1.1 "), answer[:80]
    assert not answer.startswith(b"HTTP/1.1 431 ")


def test_the_most_boards_a_game_may_have_can_be_played(client):
    """A row scored on every one of MOST_BOARDS boards is a text the API reads: find answers
    each board (an item was cut at 200 characters, 32 boards of five letters)."""
    from wordfinder.game import MOST_BOARDS

    row = "CRANE=" + "/".join(["....."] * MOST_BOARDS)
    answer = client.post("/api/find", json={"history": [row], "game": {"boards": MOST_BOARDS}, "limit": 1})
    assert answer.status_code == 200, answer.text
    assert len(answer.json()["per_board"]) == MOST_BOARDS


def test_an_answer_follows_the_history_file_as_it_changes(monkeypatch):
    """``history update`` while the server runs: the same request (the very same bytes, and the
    same question in other bytes) is answered from the file as it is now, as the command line
    answers it, not from what was remembered before; and on a new day, the answers dated today
    are known."""
    from datetime import date, timedelta

    from wordfinder.past_answers import history_file

    monkeypatch.setattr(server, "answers", server.Answers())
    asked = [("/api/history", b"{}"), ("/api/history", b"{ }"), ("/api/find", b'{"history": ["TARSE=.a..e"], "limit": 5}')]
    found = ("find", "TARSE=.a..e", "--limit", "5")
    with TestClient(server.web_app(), base_url="http://127.0.0.1") as fresh:
        before, found_before = [fresh.post(path, content=body, headers=AS_JSON).json() for path, body in asked], cli_json(*found)
        os.makedirs(os.path.dirname(history_file()), exist_ok=True)
        with open(history_file(), "w", encoding="utf-8") as file:
            file.write(f"MEDAL 2021-06-19\nPEDAL 2021-06-20\nDECAL {date.today().isoformat()}\n")
        after, found_after = [fresh.post(path, content=body, headers=AS_JSON).json() for path, body in asked], cli_json(*found)
        tomorrow = date.today() + timedelta(days=1)

        class Tomorrow(date):
            @classmethod
            def today(cls) -> date:
                return tomorrow

        monkeypatch.setattr("datetime.date", Tomorrow)
        later = fresh.post("/api/history", content=b"{}", headers=AS_JSON).json()
    assert [a["history_file"] for a in before[:2]] == [False, False]
    assert [a["history_file"] for a in after[:2]] == [True, True] and after[0]["past_answers_known"] == 2
    assert without_version(before[2]) == without_version(found_before)
    assert without_version(after[2]) == without_version(found_after) != without_version(found_before)
    assert later["past_answers_known"] == 3
