"""Output longer than the terminal goes through $PAGER; piped output never does.

The terminal is a pseudo-terminal of 24 rows and 80 columns, and the pager a small Python
program that keeps what it is given in a file, so the tests see whether it ran and what it got.
"""

from __future__ import annotations

import fcntl
import os
import pty
import shlex
import struct
import subprocess
import sys
import termios

import pytest

from wordfinder.cli.output import _rows, paged

LONG = ["CRANE=....."]  # 1,787 words: far more than a screen
SHORT = ["HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY"]  # FIFTY alone


def environment(tmp_path, pager: str | None = None) -> tuple[dict[str, str], object]:
    """The environment of a run whose pager keeps its input in a file (returned too)."""
    kept = tmp_path / "paged.txt"
    keeper = tmp_path / "pager.py"
    keeper.write_text(f"import sys\nopen({str(kept)!r}, 'wb').write(sys.stdin.buffer.read())\n", encoding="utf-8")
    keep = f"{shlex.quote(sys.executable)} {shlex.quote(str(keeper))}"
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR")}
    env.update(TERM="xterm-256color", PAGER=keep if pager is None else pager)
    return env, kept


def at_terminal(argv: list[str], env: dict[str, str]) -> tuple[int, str]:
    """The exit code of ``wordfinder ARGV`` run with a 24 x 80 terminal as its standard
    output, and what that terminal received."""
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    child = subprocess.Popen([sys.executable, "-m", "wordfinder", *argv], stdin=subprocess.DEVNULL,
                             stdout=side, stderr=subprocess.PIPE, env=env)
    os.close(side)
    received = b""
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:  # the child is gone and its side closed
            break
        if not chunk:
            break
        received += chunk
    os.close(main)
    return child.wait(timeout=60), received.decode("utf-8", "replace")


def test_long_output_at_a_terminal_goes_through_the_pager(tmp_path):
    """1,787 words at a 24-row terminal: the pager gets them all (drawn for the terminal, in
    columns), and the terminal itself gets none of them from wordfinder."""
    env, kept = environment(tmp_path)
    code, shown = at_terminal(LONG, env)
    assert code == 0 and kept.exists()
    paged_text = kept.read_text(encoding="utf-8")
    assert "BUILT" in paged_text and "MOTTO" in paged_text and "BUILT" not in shown


def test_short_output_at_a_terminal_is_not_paged(tmp_path):
    """Output that fits the screen is written to the terminal, and no pager runs."""
    env, kept = environment(tmp_path)
    code, shown = at_terminal(SHORT, env)
    assert code == 0 and "FIFTY" in shown and not kept.exists()


@pytest.mark.parametrize("pager", ["cat", ""])
def test_pager_cat_or_empty_writes_straight_to_the_terminal(tmp_path, pager):
    """PAGER=cat (or empty) asks for no pager: the long list goes to the terminal."""
    env, kept = environment(tmp_path, pager)
    code, shown = at_terminal(LONG, env)
    assert code == 0 and "BUILT" in shown and not kept.exists()


@pytest.mark.parametrize("argv", [LONG, ["find", "--help"], ["tree"], ["suggest", "-n", "100", "CRANE=....."]])
def test_piped_output_is_never_paged(tmp_path, argv):
    """Piped, the output is exactly what the command prints, and no pager runs, however long."""
    env, kept = environment(tmp_path)
    piped = subprocess.run([sys.executable, "-m", "wordfinder", *argv], capture_output=True, text=True, env=env,
                           timeout=120)
    assert piped.returncode == 0 and len(piped.stdout.splitlines()) > 24
    assert not kept.exists()


def test_play_is_never_held_for_a_pager(monkeypatch):
    """play talks with the player, so its output is never held back, even at a terminal."""
    monkeypatch.setattr(sys, "stdout", _Terminal())
    monkeypatch.setenv("PAGER", "less")
    assert paged("play").held is None and paged("find").held is not None


class _Terminal:
    """Standard output as a terminal."""

    encoding = "utf-8"

    def isatty(self) -> bool:
        return True


def test_rows_count_wrapped_lines_and_wide_tiles_but_not_colour_codes():
    """A line wider than the terminal takes more rows; a tile takes two columns; colour codes none."""
    assert _rows("ab\ncd\n", 80) == 2
    assert _rows("x" * 81 + "\n", 80) == 2
    assert _rows("🟩" * 41 + "\n", 80) == 2
    assert _rows("\x1b[1;32m" + "x" * 80 + "\x1b[0m\n", 80) == 1


@pytest.mark.slow
def test_serve_says_where_it_listens_at_once_at_a_terminal(tmp_path):
    """`serve` at a terminal prints its address as it starts, not when it stops."""
    env, _ = environment(tmp_path)
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    child = subprocess.Popen([sys.executable, "-m", "wordfinder", "serve", "--port", "0"], stdin=subprocess.DEVNULL,
                             stdout=side, stderr=subprocess.DEVNULL, env=env)
    os.close(side)
    try:
        import select
        import time

        received, deadline = b"", time.monotonic() + 20
        while b"\n" not in received and select.select([main], [], [], max(0, deadline - time.monotonic()))[0]:
            received += os.read(main, 1024)
        assert received.startswith(b"Serving on http://127.0.0.1:")
    finally:
        child.terminate()
        child.wait(10)
        os.close(main)
