"""Fuzz every wordfinder command with generated command lines, odd files and piped input.

    python scripts/fuzz.py --vectors 20000 --jobs 2 --timeout 10

Each vector runs ``wordfinder ARGS...`` (the console script's ``main``) in a
process forked from this one, whose imports and bundled lists are already
warm, so a run costs a fork rather than a fresh interpreter.  A run is a
finding when it prints a traceback, exits with a code outside {0, 1, 2},
writes an error of more than one line (every stderr line must start
``wordfinder:``, and there is at most one ``error`` line), runs over the
timeout (it is killed), or when any bait file outside the scratch folder was
modified, replaced or had its link changed, other than the regular file a
``--record`` option named.

The bait is a temporary folder of FIFOs, a socket, symlinks (to files, to a
FIFO, dangling, a loop), hard links, read-only, empty, binary, Latin-1 and
oversized files, plus the system's /dev/zero, /dev/urandom, /dev/full and
/dev/null as files to read (never as --record targets: as root a bug there
would damage the machine).  Options are read from each command's ``--help``,
so new commands and options are fuzzed without changing this script.

The suite's ``tests/test_fuzz.py`` drives the same machinery with hypothesis.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import resource
import signal
import socket
import stat
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

MEMORY_LIMIT = 3 << 30  # a run that wants more dies with MemoryError (a finding), not the machine


# --- running one vector in a forked child ---------------------------------------------------


@dataclass(frozen=True)
class Vector:
    """One command line, what is on its standard input, and the output encoding."""

    argv: tuple[str, ...]
    stdin: bytes | str = b""  # bytes are piped; a str names a file opened as standard input
    encoding: str = "utf-8"

    def shell(self) -> str:
        """The vector as a shell line (arguments shortened) for reports."""
        import shlex

        args = " ".join(shlex.quote(_short(a)) for a in self.argv)
        stdin = f" < {self.stdin}" if isinstance(self.stdin, str) else f" <<< {_short(self.stdin.decode('utf-8', 'replace'))!r}"
        env = f"PYTHONIOENCODING={self.encoding} " if self.encoding != "utf-8" else ""
        return f"{env}wordfinder {args}{stdin if self.stdin else ''}"


@dataclass
class Outcome:
    """What one run did."""

    vector: Vector
    code: int | None  # None: killed for time
    stdout: str
    stderr: str
    seconds: float
    problems: list[str] = field(default_factory=list)


def _short(text: str, most: int = 60) -> str:
    return text if len(text) <= most else f"{text[:most]}...[{len(text)} chars]"


def start(vector: Vector, scratch: str, work: str) -> tuple[int, str, str]:
    """Fork a child running ``vector`` in ``scratch``; its pid and the files its output goes to."""
    out = tempfile.mktemp(dir=work, prefix="out")
    err = tempfile.mktemp(dir=work, prefix="err")
    stdin_file = None
    if isinstance(vector.stdin, bytes) and len(vector.stdin) >= 60_000:  # too big for a pipe's buffer
        stdin_file = tempfile.mktemp(dir=work, prefix="in")
        with open(stdin_file, "wb") as f:
            f.write(vector.stdin)
    read_end = write_end = None
    if isinstance(vector.stdin, bytes) and stdin_file is None:
        read_end, write_end = os.pipe()
        os.write(write_end, vector.stdin)
        os.close(write_end)
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        _child(vector, scratch, out, err, read_end, stdin_file)
    if read_end is not None:
        os.close(read_end)
    return pid, out, err


def _child(vector: Vector, scratch: str, out: str, err: str, read_end: int | None, stdin_file: str | None) -> None:
    """Run the vector as ``wordfinder`` would run, then exit with its code (never returns)."""
    code = 1
    try:
        os.setsid()
        os.environ["COLUMNS"] = "100"
        for name in ("FORCE_COLOR", "PYTHONIOENCODING", "TERM"):
            os.environ.pop(name, None)
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        os.chdir(scratch)
        if read_end is not None:
            stdin_fd = read_end
        else:
            stdin_fd = os.open(stdin_file or vector.stdin, os.O_RDONLY)
        os.dup2(stdin_fd, 0)
        os.dup2(os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
        os.dup2(os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
        encoding = vector.encoding
        sys.stdin = open(0, "r", encoding=encoding, closefd=False)
        sys.stdout = open(1, "w", encoding=encoding, closefd=False)
        sys.stderr = open(2, "w", encoding=encoding, errors="backslashreplace", closefd=False, buffering=1)
        sys.argv = ["wordfinder", *vector.argv]
        from wordfinder.cli.entry import main

        try:
            main()
            code = 0
        except SystemExit as exit:
            if exit.code is None or isinstance(exit.code, int):
                code = exit.code or 0
            else:
                print(exit.code, file=sys.stderr)
                code = 1
        except BaseException:
            traceback.print_exc()
            code = 1
        try:
            sys.stdout.flush()
        except Exception as error:  # as the interpreter does when the final flush fails
            print(f"Exception ignored on flushing sys.stdout: {error!r}", file=sys.stderr)
            code = 120
        sys.stderr.flush()
    except BaseException:
        try:
            traceback.print_exc()
        except BaseException:
            pass
        code = 97
    os._exit(code)


def finish(vector: Vector, pid: int, out: str, err: str, began: float, timeout: float) -> Outcome:
    """Wait for the child (killing it past ``timeout``) and judge what it did."""
    code: int | None = None
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
            break
        if time.monotonic() - began > timeout:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.waitpid(pid, 0)
            break
        time.sleep(0.002)
    seconds = time.monotonic() - began
    stdout, stderr = _slurp(out), _slurp(err)
    outcome = Outcome(vector, code, stdout, stderr, seconds)
    outcome.problems = judge(outcome, timeout)
    return outcome


def _slurp(path: str, most: int = 20_000) -> str:
    """The start of an output file, then removed."""
    try:
        with open(path, "rb") as f:
            data = f.read(most)
        os.unlink(path)
    except FileNotFoundError:
        return ""
    return data.decode("utf-8", "replace")


def judge(outcome: Outcome, timeout: float) -> list[str]:
    """What is wrong with a run: a traceback, an exit code, a multi-line error, or time."""
    problems = []
    if outcome.code is None:
        return [f"over {timeout:g} s (killed)"]
    if "Traceback (most recent call last)" in outcome.stderr:
        last = [line for line in outcome.stderr.splitlines() if line.strip()][-1:]
        problems.append(f"traceback: {last[0][:200] if last else ''}")
    if outcome.code not in (0, 1, 2):
        problems.append(f"exit code {outcome.code}")
    lines = [line for line in outcome.stderr.splitlines() if line.strip()]
    if not problems:
        # Other stderr lines (--verbose's facts, notes) are fine; an error must stand alone.
        stray = [line for line in lines if not line.startswith("wordfinder: ")]
        errors = [line for line in lines if line.startswith("wordfinder: error:")]
        if len(errors) > 1 or (errors and stray):
            problems.append(f"multi-line error: {(stray or errors)[0][:160]!r} ({len(lines)} lines)")
        if outcome.code == 2 and not errors and "Usage:" not in outcome.stdout:
            problems.append("exit code 2 without an error line")
    return problems


# --- the bait: odd files whose every change is watched ---------------------------------------


@dataclass
class Bait:
    """Odd files in ``folder``, a ``scratch`` folder runs may write in, and the paths to use."""

    folder: str
    scratch: str
    readable: list[str]  # paths for options and arguments that read a file
    record: list[str]  # paths for --record (real devices left out: see the module docstring)
    words: list[str]  # the words of the word list, for guesses
    sock: socket.socket | None = None

    def snapshot(self) -> dict[str, tuple]:
        """Each bait path's kind, inode, size, time and link target (not following links)."""
        shot = {}
        for root, dirs, files in os.walk(self.folder):
            for name in dirs + files:
                path = os.path.join(root, name)
                try:
                    s = os.lstat(path)
                except FileNotFoundError:
                    continue
                link = os.readlink(path) if stat.S_ISLNK(s.st_mode) else None
                shot[path] = (stat.S_IFMT(s.st_mode), s.st_ino, s.st_size, s.st_mtime_ns, s.st_mode, link)
        for device in ("/dev/null", "/dev/zero", "/dev/full", "/dev/urandom"):
            s = os.lstat(device)
            shot[device] = (stat.S_IFMT(s.st_mode), s.st_ino, s.st_rdev)
        return shot

    def contents(self) -> dict[str, str]:
        """A digest of each regular bait file, to compare at the end of a run."""
        digests = {}
        for root, _, files in os.walk(self.folder):
            for name in files:
                path = os.path.join(root, name)
                if os.path.isfile(path) and not os.path.islink(path) and os.path.getsize(path) < 1 << 20:
                    with open(path, "rb") as f:
                        digests[path] = hashlib.sha1(f.read()).hexdigest()
        return digests


def make_bait(folder: str) -> Bait:
    """Create the bait files in ``folder`` (which must exist and be empty)."""
    from wordfinder.words import ANSWERS, bundled

    rng = random.Random(7)
    words = sorted(rng.sample(bundled(ANSWERS), 40))
    scratch = os.path.join(folder, "scratch")
    bait = os.path.join(folder, "bait")
    os.makedirs(scratch)
    os.makedirs(os.path.join(bait, "games"))

    def write(name: str, data: bytes, mode: int | None = None) -> str:
        path = os.path.join(bait, name)
        with open(path, "wb") as f:
            f.write(data)
        if mode is not None:
            os.chmod(path, mode)
        return path

    from wordfinder.feedback import score

    record_lines = []
    for n in range(1, 6):
        answer = words[n]
        guesses = [words[n + 7], words[n + 13], answer]
        pairs = " ".join(f"{g}={score(g, answer)}" for g in guesses)
        record_lines.append(f"* {n}: `{pairs}` yields `{answer}`")
    games = "\n".join(["# games", *record_lines, ""]).encode()
    paths = {
        "words": write("words.txt", "\n".join(words).encode() + b"\n"),
        "games": write("games.md", games),
        "readonly": write("readonly.md", games, 0o444),
        "broken": write("broken.md", b"* 1: `CRANE=..` yields `CRANE`\n+ 2: nonsense\n"),
        "empty": write("empty.txt", b""),
        "binary": write("binary.bin", bytes(rng.randrange(256) for _ in range(4096))),
        "latin1": write("latin1.txt", "café\nnaïve\n".encode("latin-1")),
        "crlf": write("crlf.md", games.replace(b"\n", b"\r") + b"\x0c* 9: x\xe2\x80\xa8\n"),
        "bigno": write("bignumber.md", b"* " + b"9" * 5000 + b": `CRANE=CRANE` yields `CRANE`\n"),
        "inner": write("games/a.md", games),
    }
    write("games/README.md", b"* 1: `X=.` yields `Y`\n")
    with open(os.path.join(bait, "huge.txt"), "wb") as f:  # past the 64 MiB cap, without writing it all
        f.truncate(65 * (1 << 20))
    os.link(paths["games"], os.path.join(bait, "hard.md"))
    os.mkfifo(os.path.join(bait, "fifo"))
    os.mkfifo(os.path.join(bait, "games", "pipe.md"))
    links = {
        "link.md": paths["games"],
        "link-words": paths["words"],
        "link-fifo": os.path.join(bait, "fifo"),
        "link-zero": "/dev/zero",
        "dangling.md": os.path.join(bait, "nowhere.md"),
        "loop": os.path.join(bait, "loop"),
        "link-dir": os.path.join(bait, "games"),
    }
    for name, target in links.items():
        os.symlink(target, os.path.join(bait, name))
    os.symlink(os.path.join(bait, "games"), os.path.join(bait, "games", "cycle"))  # a folder loop
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(os.path.join(bait, "sock"))
    in_bait = lambda *names: [os.path.join(bait, n) for n in names]  # noqa: E731
    readable = [
        *paths.values(),
        *in_bait("huge.txt", "hard.md", "fifo", "sock", "games", "link.md", "link-words", "link-fifo",
                 "link-zero", "dangling.md", "loop", "link-dir", "nowhere.md"),
        "/dev/zero", "/dev/urandom", "/dev/full", "/dev/null", "/dev/stdin", "-", ".", "", "x" * 5000,
        "a\u202eb.md", "games/../games.md", bait + "/", "\udcff.md",
    ]
    record = [
        os.path.join(scratch, "new.md"), os.path.join(scratch, "sub", "new.md"),
        paths["games"], paths["readonly"], paths["broken"], paths["binary"], paths["empty"],
        *in_bait("hard.md", "link.md", "fifo", "sock", "games", "link-fifo", "dangling.md", "loop", "link-dir", "huge.txt"),
        "x" * 5000, "", ".",
    ]
    return Bait(os.path.join(folder, "bait"), scratch, readable, record, words, sock)


def changed_bait(before: dict, after: dict, allowed: set[tuple[int, int]]) -> list[str]:
    """The bait paths whose entry changed, other than regular files a --record named (by inode)."""
    changes = []
    for path in sorted(set(before) | set(after)):
        old, new = before.get(path), after.get(path)
        if old == new:
            continue
        if old and new and old[0] == new[0] == stat.S_IFREG and old[1] == new[1] and (0, old[1]) in allowed:
            continue  # the regular file --record was asked to write, appended in place
        changes.append(f"{path}: {_describe(old)} -> {_describe(new)}")
    return changes


def _describe(entry: tuple | None) -> str:
    if entry is None:
        return "missing"
    kinds = {stat.S_IFREG: "file", stat.S_IFDIR: "folder", stat.S_IFLNK: "symlink", stat.S_IFIFO: "FIFO",
             stat.S_IFSOCK: "socket", stat.S_IFCHR: "device"}
    return f"{kinds.get(entry[0], entry[0])} inode {entry[1]} size {entry[2]}" if len(entry) > 3 else str(entry)


def record_targets(vector: Vector, scratch: str) -> set[tuple[int, int]]:
    """The inodes of the regular files the vector's --record options name (links followed)."""
    allowed = set()
    argv = vector.argv
    for i, arg in enumerate(argv):
        value = None
        if arg == "--record" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--record="):
            value = arg.split("=", 1)[1]
        if value:
            try:
                s = os.stat(os.path.join(scratch, value))
            except (OSError, ValueError):
                continue
            if stat.S_ISREG(s.st_mode):
                allowed.add((0, s.st_ino))
    return allowed


# --- generating vectors -----------------------------------------------------------------------

ODD = [
    "\u200e", "\u200f", "\u202e", "\u2066", "\ufe0f", "\u200d", "\ufeff", "🟧", "🟦", "👍🏽", "é", "ﬀ", "ß", "İ",
    "\u0301", "\udc80", "\t", "\n", "\r", "\x1b[31m", "ＡＢＣ", "①", "١٢", "\u2028", "\x0c", " ", "=", "+", "?",
    "|", "`", "*", "-", "--", "\\", "'", '"', "%s", "{}", "🟩", "🟨", "⬛", "⬜", "🟢", "🟡",
]
NUMBERS = [
    "0", "1", "2", "5", "6", "11", "-1", "+3", "١٢", "1_000", "1e3", "", " 5", "0x10", "2147483648",
    "99999999999999999999", "-99999999999999999999", "3.5", "nan", "inf",
]


@dataclass
class Command:
    """A command as its --help describes it: options (name, short, kind, choices) and its arguments."""

    name: str  # "" for the default command (find)
    options: list[tuple[str, str | None, str, tuple[str, ...]]]
    arguments: str  # "pairs", "paths" or ""


def discover(scratch: str, work: str) -> list[Command]:
    """The commands and their options, read from ``--help`` (run in forked children)."""
    root = _help((), scratch, work)
    # `serve` runs until stopped, and `openers` values 14,855 openers (CPU-hours) unless told
    # fewer, so a vector that starts either would only time out; their bad input (hosts,
    # ports, requests; options, results files) is tried by tests/test_web_api.py and
    # tests/test_openers.py instead.
    names = [n for n in re.findall(r"^│ (\w[\w-]*) ", root, re.MULTILINE) if n not in ("serve", "openers")]
    commands = [_command(name, _help((name, "--help"), scratch, work)) for name in names]
    find = next((c for c in commands if c.name == "find"), None)
    if find:
        commands.append(Command("", find.options, find.arguments))
    return commands


def _help(argv: Sequence[str], scratch: str, work: str) -> str:
    vector = Vector(tuple(argv) or ("--help",))
    pid, out, err = start(vector, scratch, work)
    return finish(vector, pid, out, err, time.monotonic(), 60).stdout


def _named_choices() -> dict[str, tuple[str, ...]]:
    """The values of the options whose help names a kind of value (STRATEGY, MODEL) rather
    than listing them: drawn like choices, so that every strategy and model is fuzzed."""
    from wordfinder.answers import MODELS
    from wordfinder.solver.strategies import STRATEGIES

    return {"STRATEGY": STRATEGIES, "MODEL": MODELS}


def _flags(name: str) -> set[str]:
    """The flags (options that take no value) a command declares: its help names no type
    for them, so the help alone cannot tell them from options whose help text follows."""
    from wordfinder.cli.options import COMMANDS

    declared = COMMANDS.get(name)
    root = {"--version", "--install-completion", "--show-completion"}
    return root if declared is None else {f for o in declared.options if o.kind == "flag" for f in o.flags}


def _command(name: str, text: str) -> Command:
    options = []
    flags = _flags(name)
    for long, short, meta in re.findall(r"^│ +(--[\w-]+)(?: +(-\w))? +(\S+(?: \[[^\]]*\])?)", text, re.MULTILINE):
        if long == "--help":
            continue
        if meta == "<bool>" or long in flags:
            kind, choices = "flag", ()
        elif meta.startswith("<"):
            kind, choices = "choice", tuple(meta.strip("<>").split("|"))
        elif meta in _named_choices():
            kind, choices = "choice", _named_choices()[meta]
        elif meta in ("FILE", "PATH", "DIR"):
            kind, choices = "file", ()
        elif re.fullmatch(r"[A-Z](?: \[.*\])?|INTEGER.*|NUMBER.*", meta):
            kind, choices = "number", ()
        else:
            kind, choices = "text", ()
        options.append((long, short or None, kind, choices))
    usage = re.search(r"Usage:.*", text)
    arguments = ""
    if usage and "=" in usage[0]:
        arguments = "pairs"
    elif usage and re.search(r"PATH|FILE", usage[0]):
        arguments = "paths"
    return Command(name, options, arguments)


class Generator:
    """Random vectors over the commands, the bait files and the word list."""

    def __init__(self, commands: Sequence[Command], bait: Bait, weights: dict[str, float] | None = None) -> None:
        self.commands = list(commands)
        self.weights = [(weights or {}).get(c.name, 1.0) for c in self.commands]
        self.bait = bait

    def vector(self, rng: random.Random) -> Vector:
        command = rng.choices(self.commands, self.weights)[0]
        argv: list[str] = [command.name] if command.name else []
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3, 5])):
            argv += self.option(rng, command)
        count = rng.choice([0, 1, 1, 2, 3, 6]) if command.arguments else rng.choice([0, 0, 0, 1])
        for _ in range(count):
            argv.append(self.pair(rng) if command.arguments != "paths" else self.path(rng))
        if rng.random() < 0.1 and len(argv) > 2:
            head, tail = argv[:1], argv[1:]
            rng.shuffle(tail)
            argv = head + tail
        if rng.random() < 0.03:
            argv.append(rng.choice(["--help", "-h", "--", "-", "--nope", "—json", "--json=1", "-x"]))
        encoding = "cp1252" if rng.random() < 0.08 else "utf-8"
        return Vector(tuple(argv), self.stdin(rng, command), encoding)

    def option(self, rng: random.Random, command: Command) -> list[str]:
        if not command.options:
            return []
        long, short, kind, choices = rng.choice(command.options)
        name = short if short and rng.random() < 0.4 else long
        if kind == "flag":
            return [name]
        value = {
            "number": lambda: self.number(rng),
            "file": lambda: self.path(rng, record=long == "--record"),
            "choice": lambda: rng.choice(choices) if rng.random() < 0.8 else self.text(rng),
            "text": lambda: self.text(rng),
        }[kind]()
        if name.startswith("--") and rng.random() < 0.2:
            return [f"{name}={value}"]
        return [name, value]

    def number(self, rng: random.Random) -> str:
        if rng.random() < 0.15:
            return rng.choice("9-") + "9" * rng.randint(18, 6000)
        if rng.random() < 0.3:
            return str(rng.randint(-(10**6), 10**6))
        return rng.choice(NUMBERS)

    def path(self, rng: random.Random, record: bool = False) -> str:
        return rng.choice(self.bait.record if record else self.bait.readable)

    def text(self, rng: random.Random) -> str:
        pieces = [rng.choice(ODD + self.bait.words + ["CRANE", "crane", "a" * 100]) for _ in range(rng.randint(0, 5))]
        return "".join(pieces)

    def pair(self, rng: random.Random) -> str:
        from wordfinder.feedback import score

        words = self.bait.words
        roll = rng.random()
        if roll < 0.45:  # a real score in some notation, perhaps decorated
            answer, guess = rng.choice(words), rng.choice(words)
            if rng.random() < 0.2:
                dual = next((w for w in words if not set(w) & set(answer)), None)
                earned = score(guess, answer, dual)
            else:
                earned = score(guess, answer)
            form = rng.choice(["letters", "emoji", "decorated", "colours"])
            if form == "emoji":
                text = earned.emoji
            elif form == "decorated":
                text = "".join(rng.choice(["", "\u200e", "\ufe0f", "\u200f"]) + t for t in earned.emoji)
                text = text.replace("🟩", rng.choice(["🟩", "🟧"])).replace("🟨", rng.choice(["🟨", "🟦"]))
            elif form == "colours" and not earned.is_quantum:
                text = earned.colours
            else:
                text = str(earned)
            return f"{guess if rng.random() < 0.8 else guess.lower()}={text}"
        if roll < 0.55:
            return rng.choice(["QQQQQ=.....", "AAAAA=.....", "HARES=.....", "SHAHS=..a.S", "ABIDE=+A+b..."])
        if roll < 0.65:
            n = rng.choice([6, 64, 65, 200, 5000])
            return "A" * n + "=" + rng.choice([".", "🟩", "G"]) * n
        if roll < 0.75:
            return rng.choice(words)  # a bare word (find --words)
        return self.text(rng) + rng.choice(["", "=", "=....", "==", "=🟩🟩🟩🟩🟩"]) + self.text(rng)

    def stdin(self, rng: random.Random, command: Command) -> bytes | str:
        roll = rng.random()
        if roll < 0.35:
            return b""
        if roll < 0.65:  # typed lines: guesses, hints, junk
            lines = []
            for _ in range(rng.randint(1, 12)):
                lines.append(rng.choice([
                    rng.choice(self.bait.words).lower(), "?", f"?{rng.randint(-1, 7)}", "?" + "9" * 5000,
                    self.text(rng), "", "x" * rng.choice([10, 5000, 100_000]), rng.choice(self.bait.words),
                ]))
            return ("\n".join(lines) + rng.choice(["\n", ""])).encode("utf-8", "surrogateescape")
        if roll < 0.75:
            return rng.choice(["/dev/zero", "/dev/urandom", "/dev/null"])
        if roll < 0.85:
            rows = "\n".join(rng.choice(["⬛🟨⬛⬛⬛", "\u200f🟩🟩⬛⬛⬛", "🟧🟧🟧🟧🟧", "🟦⬜⬜⬜⬜"]) for _ in range(rng.randint(1, 6)))
            return f"Wordle 1,234 {rng.randint(1, 6)}/6*\n\n{rows}\n\nhttps://example.org\n".encode()
        if roll < 0.93:
            return bytes(rng.randrange(256) for _ in range(rng.choice([10, 1000, 70_000])))
        return "\n".join(self.bait.words).encode()


# --- the run ------------------------------------------------------------------------------------


def run(
    vectors: Sequence[Vector] | Callable[[int], Vector],
    count: int,
    bait: Bait,
    work: str,
    jobs: int = 2,
    timeout: float = 10.0,
    budget: float | None = None,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> list[Outcome]:
    """Run ``count`` vectors, ``jobs`` at a time; every outcome, its problems filled in (bait
    changes included).  Stops early, unjudged, when ``budget`` seconds have passed."""
    began = time.monotonic()
    outcomes: list[Outcome] = []
    running: dict[int, tuple[Vector, str, str, float]] = {}
    before = bait.snapshot()
    contents = bait.contents()
    made = 0
    while made < count or running:
        while made < count and len(running) < jobs and (budget is None or time.monotonic() - began < budget):
            vector = vectors(made) if callable(vectors) else vectors[made]
            made += 1
            pid, out, err = start(vector, bait.scratch, work)
            running[pid] = (vector, out, err, time.monotonic())
        if not running:
            break
        for pid in list(running):
            vector, out, err, started = running[pid]
            done, _ = _peek(pid)
            if not done and time.monotonic() - started <= timeout:
                continue
            del running[pid]
            outcome = finish(vector, pid, out, err, started, timeout)
            after = bait.snapshot()
            allowed = record_targets(vector, bait.scratch)
            for other, *_ in running.values():
                allowed |= record_targets(other, bait.scratch)
            if changes := changed_bait(before, after, allowed):
                outcome.problems += [f"bait changed: {c}" for c in changes]
            before = after
            outcomes.append(outcome)
            if on_outcome:
                on_outcome(outcome)
        time.sleep(0.002)
    now = bait.contents()
    for path in sorted(set(contents) - set(now)) + [p for p in now if p in contents and now[p] != contents[p]]:
        if (0, os.stat(path).st_ino if os.path.exists(path) else -1) not in _all_record_inodes(outcomes, bait):
            outcomes.append(Outcome(Vector(("(end of run)",)), 0, "", "", 0.0, [f"bait content changed: {path}"]))
    return outcomes


def _peek(pid: int) -> tuple[bool, int]:
    """Whether the child has exited, without reaping it (so finish can)."""
    try:
        info = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return True, 0
    return info is not None, 0


def _all_record_inodes(outcomes: Sequence[Outcome], bait: Bait) -> set[tuple[int, int]]:
    inodes: set[tuple[int, int]] = set()
    for outcome in outcomes:
        inodes |= record_targets(outcome.vector, bait.scratch)
    return inodes


def warm() -> None:
    """Import what the commands import and load the bundled lists, once, before forking."""
    import wordfinder.cli.app  # noqa: F401
    import wordfinder.cli.entry  # noqa: F401
    from wordfinder import words

    for module in ("wordfinder.solver", "wordfinder.cli.render", "wordfinder.cli.regression", "wordfinder.records",
                   "wordfinder.quantum", "wordfinder.share", "rich.progress", "rich.table", "regex"):
        try:
            __import__(module)
        except ImportError:
            pass
    words.bundled(words.ALLOWED)
    words.bundled(words.ANSWERS)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vectors", type=int, default=20_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds before a run is killed and reported")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--report", help="write every finding as JSON lines here")
    parser.add_argument("--only", help="only these commands, comma-separated (find is '' or 'default')")
    options = parser.parse_args(argv)
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # forking after BLAS threads start can deadlock
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    warm()
    with tempfile.TemporaryDirectory(prefix="wordfinder-fuzz-") as folder:
        work = os.path.join(folder, "work")
        os.makedirs(work)
        bait = make_bait(os.path.join(folder, "root"))
        commands = discover(bait.scratch, work)
        if options.only:
            wanted = {"" if n in ("", "default") else n for n in options.only.split(",")}
            commands = [c for c in commands if c.name in wanted]
        print(f"commands: {', '.join(c.name or '(default find)' for c in commands)}", file=sys.stderr)
        generator = Generator(commands, bait)
        rng = random.Random(options.seed)
        counts: Counter[str] = Counter()
        slowest: list[tuple[float, str]] = []
        report = open(options.report, "w", encoding="utf-8") if options.report else None
        began = time.monotonic()

        def note(outcome: Outcome) -> None:
            counts["runs"] += 1
            counts[f"exit {outcome.code}"] += 1
            slowest.append((outcome.seconds, outcome.vector.shell()))
            slowest.sort(reverse=True)
            del slowest[5:]
            for problem in outcome.problems:
                kind = problem.split(":")[0].split(" (")[0]
                counts[kind] += 1
                line = f"{problem}\n    {outcome.vector.shell()}"
                print(line, file=sys.stderr)
                if report:
                    report.write(json.dumps({"problem": problem, "argv": outcome.vector.argv,
                                             "stdin": outcome.vector.stdin if isinstance(outcome.vector.stdin, str)
                                             else outcome.vector.stdin[:200].decode("utf-8", "replace"),
                                             "encoding": outcome.vector.encoding, "code": outcome.code,
                                             "stderr": outcome.stderr[-2000:]}) + "\n")
            if counts["runs"] % 500 == 0:
                print(f"... {counts['runs']} runs, {time.monotonic() - began:.0f} s", file=sys.stderr)

        outcomes = run(lambda _: generator.vector(rng), options.vectors, bait, work, options.jobs, options.timeout,
                       on_outcome=note)
        for outcome in outcomes[counts["runs"]:]:  # the end-of-run content check
            note(outcome)
        if report:
            report.close()
        elapsed = time.monotonic() - began
        bad = sum(1 for o in outcomes if o.problems)
        print(f"{counts['runs']} runs in {elapsed:.0f} s; {bad} with problems", file=sys.stderr)
        for key, value in sorted(counts.items()):
            print(f"  {key}: {value}", file=sys.stderr)
        print("slowest:", *(f"  {s:.1f} s  {v}" for s, v in slowest), sep="\n", file=sys.stderr)
        if bait.sock:
            bait.sock.close()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
