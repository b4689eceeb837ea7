"""`wordfinder openers`: every opener's exact value, ranked, on one process, a pool, or a
Dask cluster; a results file continued after a stop or a kill computes nothing twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from contextlib import contextmanager

import pytest
from typer.testing import CliRunner

from wordfinder import assistant
from wordfinder.cli.app import app
from wordfinder.game import game_of
from wordfinder.solver.exact import Search, optimal_chooser
from wordfinder.solver.puzzle import puzzle_of
from wordfinder.solver.trees import build, replay_tree
from wordfinder.words import ALLOWED, ANSWERS, bundled


def small_game(folder, every_answer: int, every_guess: int) -> list[str]:
    """The options of a small game: every ``every_answer``-th original answer, guessed from
    those and every ``every_guess``-th allowed word."""
    answers = sorted(bundled(ANSWERS))[::every_answer]
    guesses = sorted(set(answers) | set(sorted(bundled(ALLOWED))[::every_guess]))
    (folder / "answers.txt").write_text("\n".join(answers) + "\n", encoding="utf-8")
    (folder / "guesses.txt").write_text("\n".join(guesses) + "\n", encoding="utf-8")
    return ["--answers", str(folder / "answers.txt"), "--guesses", str(folder / "guesses.txt")]


@pytest.fixture(scope="module")
def lists(tmp_path_factory) -> list[str]:
    """A game of 40 answers and 80 guesses: every opener valued in a tenth of a second."""
    return small_game(tmp_path_factory.mktemp("openers"), 58, 371)


def run(argv: list[str]) -> tuple[int, str]:
    """The exit code and output of ``wordfinder openers ARGV``."""
    result = CliRunner().invoke(app, ["openers", *argv])
    return result.exit_code, result.output


def table(argv: list[str]) -> list[dict]:
    """The rows ``wordfinder openers --json ARGV`` prints."""
    code, out = run(["--json", *argv])
    assert code == 0, out
    return json.loads(out)["openers"]


@pytest.fixture(scope="module")
def full(lists) -> list[dict]:
    """Every opener of the small game valued in this process."""
    return table([*lists, "--jobs", "1"])


def test_every_opener_is_valued_and_ranked(full, lists):
    """Each guess gets one proven row, sorted by total then opener, its mean the total over 40."""
    guesses = open(lists[3], encoding="utf-8").read().split()
    assert sorted(r["opener"] for r in full) == sorted(guesses)
    assert all(r["proven"] for r in full)
    assert [(r["total"], r["opener"]) for r in full] == sorted((r["total"], r["opener"]) for r in full)
    assert all(r["mean"] == round(r["total"] / 40, 4) for r in full)


def test_a_value_is_the_total_of_an_optimal_tree_replayed_by_the_feedback_engine(full, lists):
    """The best and the worst openers' values are what their optimal trees take, each game
    replayed score by score (in normal and hard mode)."""
    for hard in (False, True):
        game = game_of("openers", {"answers": lists[1], "word_file": lists[3], "hard": hard})
        puzzle = puzzle_of(game)
        rows = full if not hard else table([*lists, "--jobs", "1", "--hard", "--only", f"{full[0]['opener']},{full[-1]['opener']}"])
        for row in (rows[0], rows[-1]):
            tree = build(puzzle, optimal_chooser(Search(puzzle)), hard, row["opener"])
            assert replay_tree(tree, puzzle.guesses, puzzle.answers, hard).total == row["total"], (hard, row)


def test_top_proves_the_first_n_without_valuing_the_rest(full, lists):
    """--top 5 gives the first five rows of the whole table, having valued fewer openers."""
    code, out = run(["--json", *lists, "--jobs", "1", "--top", "5"])
    found = json.loads(out)
    assert found["openers"] == full[:5]
    assert found["computed"] < len(full)


@pytest.mark.parametrize("hard", [False, True])
def test_the_bound_one_guess_deeper_is_a_lower_bound(full, lists, hard):
    """Every opener's bound one guess deeper (what a --top task checks first) lies between
    its cheap bound (3n - w - d) and its value, in normal and hard mode."""
    from wordfinder.solver.hard_rows import hard_rule
    from wordfinder.solver.opener_values import cheap_bounds, opener_bound

    game = game_of("openers", {"answers": lists[1], "word_file": lists[3], "hard": hard})
    search = Search(puzzle_of(game))
    cheap = cheap_bounds(search.puzzle, hard)
    rule = hard_rule(search.puzzle, ()) if hard else None
    for row in table([*lists, "--jobs", "1", "--hard"]) if hard else full:
        bound = opener_bound(search, rule, search.puzzle.row[row["opener"]])
        assert cheap[row["opener"]] <= bound <= (row["total"] or bound), row


def test_only_values_the_openers_given(full, lists):
    """--only values just those (any case), ranked."""
    chosen = [full[7]["opener"], full[2]["opener"].lower()]
    assert table([*lists, "--jobs", "1", "--only", ",".join(chosen)]) == [full[2], full[7]]


def test_a_pool_of_processes_gives_the_same_table(full, lists):
    """--jobs 2 (spawned processes) ranks alike."""
    assert table([*lists, "--jobs", "2"]) == full


def test_piped_text_is_a_line_an_opener(full, lists):
    """Piped: OPENER TOTAL MEAN a line, best first."""
    code, out = run([*lists, "--jobs", "1", "--top", "2"])
    assert code == 0 and out.splitlines() == [f"{r['opener']} {r['total']} {r['mean']:.4f}" for r in full[:2]]


@contextmanager
def stopped_after(count: int):
    """A watch (as value_openers takes) whose progress stops the run after ``count`` openers."""
    seen = []

    def advance(value):
        seen.append(value)
        if len(seen) == count:
            raise KeyboardInterrupt

    yield advance


def values_written(path) -> list[str]:
    """The openers a results file holds, a line each (the header aside)."""
    return [json.loads(line)["opener"] for line in path.read_text(encoding="utf-8").splitlines()[1:]]


def test_a_stopped_run_resumed_computes_nothing_twice(full, lists, tmp_path):
    """A run stopped after 30 openers, its file ending in half a line (a kill mid-write),
    then resumed: the half line is dropped, the 30 are read back, only the others computed,
    and the table is the whole run's."""
    out = tmp_path / "run.jsonl"
    game = game_of("openers", {"answers": lists[1], "word_file": lists[3]})
    with pytest.raises(KeyboardInterrupt):
        assistant.value_openers(game, jobs=1, out=str(out), watch=lambda _: stopped_after(30))
    with out.open("a", encoding="utf-8") as file:
        file.write('{"opener": "HALF", "tot')
    code, printed = run(["--json", *lists, "--jobs", "1", "--out", str(out), "--resume"])
    found = json.loads(printed)
    assert (found["reused"], found["computed"]) == (30, len(full) - 30)
    assert found["openers"] == full
    written = values_written(out)
    assert len(written) == len(set(written)) == len(full)


def test_a_killed_process_resumed_computes_nothing_twice(tmp_path):
    """The command killed (SIGKILL) once a few values are written, then resumed: every
    opener is written once, and the resumed table is a whole run's."""
    lists = small_game(tmp_path, 15, 150)
    out = tmp_path / "run.jsonl"
    argv = [sys.executable, "-m", "wordfinder", "openers", *lists, "--jobs", "1", "--top", "3"]
    process = subprocess.Popen([*argv, "--out", str(out)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while process.poll() is None and (not out.exists() or out.read_text().count("\n") < 4):
            time.sleep(0.005)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    before = values_written(out)
    found = json.loads(run(["--json", *lists, "--jobs", "1", "--top", "3", "--out", str(out), "--resume"])[1])
    assert found["reused"] == len(before) and found["computed"] == len(values_written(out)) - len(before)
    assert len(set(values_written(out))) == len(values_written(out))
    assert found["openers"] == table([*lists, "--jobs", "1", "--top", "3"])


def test_a_results_file_is_not_overwritten_nor_continued_for_another_game(lists, tmp_path):
    """--out on an existing file wants --resume; --resume on another game's file is refused;
    --resume wants --out: each in one line, exit 2."""
    out = tmp_path / "run.jsonl"
    assert run([*lists, "--jobs", "1", "--top", "1", "--out", str(out)])[0] == 0
    code, message = run([*lists, "--jobs", "1", "--out", str(out)])
    assert code == 2 and "give --resume" in message
    code, message = run([*lists, "--jobs", "1", "--hard", "--out", str(out), "--resume"])
    assert code == 2 and "not a results file of this game" in message
    code, message = run([*lists, "--resume"])
    assert code == 2 and "--resume continues the results file of --out FILE" in message


@pytest.mark.parametrize("kind", ["fifo", "folder", "device", "no folder"])
def test_out_takes_a_regular_file_or_a_new_one(lists, tmp_path, kind):
    """--out naming a FIFO (which would wait for a reader), a folder, a device, or a file in a
    folder that does not exist is refused in one line, exit 2, before any opener is valued,
    and nothing is written."""
    path = {"fifo": tmp_path / "pipe", "folder": tmp_path, "device": "/dev/null", "no folder": tmp_path / "no" / "run.jsonl"}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    code, message = run([*lists, "--jobs", "1", "--top", "1", "--out", str(path)])
    assert code == 2 and len(message.strip().splitlines()) == 1 and ("regular file" in message or "no folder" in message)
    assert sorted(p.name for p in tmp_path.iterdir()) == (["pipe"] if kind == "fifo" else [])


@pytest.mark.parametrize(("added", "said"), [
    (b"\xff\xfe{}\n", "not UTF-8 text"),
    (b'{"opener": "BAGEL", "total": true, "mean": 1.0, "proven": true}\n', "expected a line"),
    (b'{"opener": "BAGEL", "total": -5, "mean": 1.0, "proven": true}\n', "expected a line"),
    (b'{"opener": "BAGEL", "total": 1, "mean": 0.025, "proven": true}\n', "can take"),  # under 2n - 1 of 40
    (b'{"opener": "BAGEL", "total": 241, "mean": 6.025, "proven": true}\n', "can take"),  # over six each
    (b'{"opener": "BAGEL", "total": 10000000000000000000000, "mean": 1.0, "proven": false}\n', "can take"),
    (b'{"opener": "QQQQQ", "total": 120, "mean": 3.0, "proven": true}\n', "not a guess of this game"),
    (b"[" * 100_000 + b"]" * 100_000 + b"\n", "expected a line"),  # too deep for the parser
])
def test_a_damaged_results_file_is_refused_in_one_line(lists, tmp_path, added, said):
    """--resume on a results file holding bytes that are not text, a value that is no count
    of guesses or one no run over its answers could find, an opener the game does not guess,
    or JSON nested too deep to read, says so in one line, exit 2."""
    out = tmp_path / "run.jsonl"
    assert run([*lists, "--jobs", "1", "--top", "1", "--out", str(out)])[0] == 0
    out.write_bytes(out.read_bytes() + added)
    code, message = run([*lists, "--jobs", "1", "--top", "1", "--out", str(out), "--resume"])
    assert code == 2 and said in message and len(message.strip().splitlines()) == 1


def test_blank_lines_in_a_results_file_are_skipped(lists, tmp_path):
    """A results file with blank lines (a hand's edit) continues as without them."""
    out = tmp_path / "run.jsonl"
    first = table([*lists, "--jobs", "1", "--top", "2", "--out", str(out)])
    out.write_bytes(out.read_bytes() + b"\n\n")
    assert table([*lists, "--jobs", "1", "--top", "2", "--out", str(out), "--resume"]) == first


def test_a_worker_that_dies_is_said_in_one_line(lists, monkeypatch):
    """A worker process killed under a run (BrokenProcessPool) ends it in one line, exit 2,
    pointing at --resume, not with a traceback."""
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    from wordfinder.solver import workers

    class Dying(workers.InProcess):
        def submit(self, fn, /, *args, **kwargs):
            future = Future()
            future.set_exception(BrokenProcessPool("a process ended"))
            return future

    monkeypatch.setattr(workers, "InProcess", Dying)
    code, message = run([*lists, "--jobs", "1", "--top", "1"])
    assert code == 2 and "a worker process ended" in message and len(message.strip().splitlines()) == 1


@pytest.mark.parametrize("argv, said", [
    (["--answers", "likely"], "openers are valued over answers alike"),
    (["--only", ",,,"], "--only: expected at least one opener"),
    (["--only", "SALET,QQQQQ"], "--only 'QQQQQ': expected one of the 14,855 guesses"),
    (["--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "give one"),
    (["--workers", "2", "--jobs", "2"], "--jobs counts this machine's processes"),
])
def test_what_cannot_be_run_is_said_in_one_line(argv, said):
    """Options that name no run are refused in one line, exit 2."""
    code, message = run(argv)
    assert code == 2 and said in message and len(message.strip().splitlines()) == 1


def test_without_dask_a_cluster_is_refused_in_one_line(lists, monkeypatch):
    """--workers without Dask installed says how to install it, exit 2."""
    monkeypatch.setitem(sys.modules, "distributed", None)
    code, message = run([*lists, "--workers", "2"])
    assert code == 2 and "pip install 'wordfinder[cluster]'" in message


@pytest.mark.slow  # a local Dask cluster of processes
def test_a_local_dask_cluster_continues_a_stopped_run_to_the_same_table(full, lists, tmp_path):
    """--workers 2 (a Dask cluster of two processes), resuming a run stopped after 20
    openers: the same table as one process gives, and only the openers not written computed."""
    pytest.importorskip("distributed", reason="Dask is the optional extra wordfinder[cluster]")
    out = tmp_path / "run.jsonl"
    game = game_of("openers", {"answers": lists[1], "word_file": lists[3]})
    with pytest.raises(KeyboardInterrupt):
        assistant.value_openers(game, jobs=1, out=str(out), watch=lambda _: stopped_after(20))
    found = json.loads(run(["--json", *lists, "--workers", "2", "--out", str(out), "--resume"])[1])
    assert found["openers"] == full
    assert (found["reused"], found["computed"]) == (20, len(full) - 20)
    assert sorted(values_written(out)) == sorted(r["opener"] for r in full)


def test_dask_is_imported_by_the_cluster_path_alone():
    """Only solver/workers.py imports Dask, inside the function that starts a cluster: the core
    install does not need it, and a run on this machine never loads it."""
    import ast
    from pathlib import Path

    import wordfinder

    for path in Path(wordfinder.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if any(n.split(".")[0] in ("dask", "distributed") for n in names):
                assert path.name == "workers.py", path
                inside = [f.name for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)
                          and f.lineno <= node.lineno <= f.end_lineno]
                assert inside == ["_dask"], inside
