"""Every command under generated command lines, odd files and piped input: no traceback, an exit
code of 0, 1 or 2, an error of one line, and no file touched but the one --record names.

Runs are forked from this (warm) process, as scripts/fuzz.py does for the large run of
thousands; the suite runs a few dozen.  A run past :data:`TIMEOUT` is a hang, and a finding,
but for a benchmark: that search's time is its purpose (it shows its progress).
"""

import importlib.util
import os
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "fuzz.py"
spec = importlib.util.spec_from_file_location("wordfinder_fuzz", SCRIPT)
fuzz = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = fuzz  # dataclasses look their module up there
spec.loader.exec_module(fuzz)

TIMEOUT = 10.0  # seconds a run may take on any input (a few megabytes included)


class Rig:
    def __init__(self, folder: Path) -> None:
        fuzz.warm()
        self.work = str(folder / "work")
        os.makedirs(self.work)
        self.bait = fuzz.make_bait(str(folder / "root"))
        self.commands = fuzz.discover(self.bait.scratch, self.work)
        # The solver's commands are slower: fewer of them, so the budget covers more runs.
        self.generator = fuzz.Generator(self.commands, self.bait, {"benchmark": 0.2, "analyze": 0.5, "suggest": 0.7})

    def run(self, vector, timeout=TIMEOUT):
        (outcome,) = fuzz.run([vector], 1, self.bait, self.work, jobs=1, timeout=timeout)
        return outcome


@pytest.fixture(scope="module")
def rig(tmp_path_factory):
    rig = Rig(tmp_path_factory.mktemp("fuzz"))
    yield rig
    rig.bait.sock.close()


def test_every_command_is_found_with_its_options(rig):
    """The commands are read from --help, each with its options (so new ones are fuzzed too)."""
    names = {c.name for c in rig.commands}
    assert {"find", "score", "play", "suggest", "benchmark", "analyze", ""} <= names
    play = next(c for c in rig.commands if c.name == "play")
    kinds = {long: kind for long, _, kind, _ in play.options}
    assert kinds["--record"] == "file" and kinds["--seed"] == "number" and kinds["--hard"] == "flag"


@settings(max_examples=24, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_generated_command_lines(rig, seed):
    """A generated vector exits 0, 1 or 2 within the timeout with no traceback, a one-line error,
    and no bait touched."""
    vector = rig.generator.vector(random.Random(seed))
    outcome = rig.run(vector)
    assume(outcome.code is not None or vector.argv[:1] != ("benchmark",))  # a long benchmark is no hang
    assert not outcome.problems, f"{vector.shell()}\n{outcome.stderr[-1500:]}"


def hostile(rig):
    """Hand-picked vectors: every reader given devices, FIFOs, folders, symlinks; --record given the same."""
    b = rig.bait.folder
    files = ["/dev/zero", "/dev/urandom", "/dev/full", f"{b}/fifo", f"{b}/sock", f"{b}/link-fifo", f"{b}/link-zero",
             f"{b}/huge.txt", f"{b}/binary.bin", f"{b}/loop", f"{b}/games", "x" * 5000]
    vectors = []
    for path in files:
        vectors.append(("--word-file", path, "CRANE=....."))
        vectors.append(("score", path))
        vectors.append(("play", "--seed", "1", "--record", path))
    vectors += [
        ("suggest", "--answers-file", "/dev/zero"),
        ("analyze", f"{b}/fifo"),
        ("score", f"{b}/bignumber.md"),
        ("score", f"{b}/games.md", f"{b}/hard.md", f"{b}/link.md"),
        ("A" * 5000 + "=" + "." * 5000,),
        ("CRANE=🟧🟦⬛⬛\u200f⬛",),
        ("CRANE=🟧🟦⬛⬛👍",),
    ]
    return vectors


def test_hostile_files_and_arguments(rig):
    """Devices, FIFOs, sockets, loops, huge files and huge numbers: refused in one line, at once."""
    failures = []
    for argv in hostile(rig):
        outcome = rig.run(fuzz.Vector(argv, b"crane\n"), timeout=20)
        if outcome.problems or outcome.code not in (0, 1, 2):
            failures.append(f"{outcome.vector.shell()}: {outcome.problems} {outcome.stderr[-300:]!r}")
    assert not failures, "\n".join(failures)


def test_huge_numbers_on_the_fast_path(rig):
    """--first-game with 5,000 digits is a one-line error, not int()'s ValueError traceback."""
    outcome = rig.run(fuzz.Vector(("score", "--first-game", "9" * 5000, f"{rig.bait.folder}/games.md")))
    assert outcome.code == 2 and not outcome.problems, outcome.problems


def test_record_refuses_what_is_not_a_regular_file_before_the_game(rig):
    """--record with a FIFO, a socket, a folder or a dangling link: exit 2 before any prompt, bait unchanged."""
    b = rig.bait.folder
    for target in ("fifo", "sock", "games", "link-fifo", "dangling.md", "loop"):
        outcome = rig.run(fuzz.Vector(("play", "--seed", "1", "--record", f"{b}/{target}"), b"crane\n"))
        assert outcome.code == 2 and outcome.stdout == "" and not outcome.problems, (target, outcome.stderr)
