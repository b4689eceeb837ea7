"""The tool's advice solves the tool's games: a player who types, at every turn of a game
``wordfinder play`` deals, the guess ``wordfinder suggest`` puts first for the rows shown so
far wins it, on one board, on two and four, in Fibble and in Woodle."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from wordfinder.cli.app import app

PROMPT = b"Please input your guess: "
REFUSED = b"Try again: "
TILES = {"🟩": str.upper, "🟨": str.lower, "⬛": lambda _: "."}


class Dealt:
    """A ``wordfinder play`` process, its input and output piped: the plain text protocol."""

    def __init__(self, argv: list[str]) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "wordfinder", "play", *argv],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.out = ""

    def turn(self) -> bool:
        """Read play's output up to its next prompt: whether the game goes on (False once
        its output has ended)."""
        text, deadline = b"", time.monotonic() + 60
        while not text.endswith(PROMPT):
            assert not text.endswith(REFUSED), text.decode()
            assert time.monotonic() < deadline, text.decode()
            if select.select([self.process.stdout], [], [], 1)[0]:
                chunk = os.read(self.process.stdout.fileno(), 4096)
                if not chunk:
                    break
                text += chunk
        self.out += text.decode()
        return text.endswith(PROMPT)

    def guess(self, word: str) -> None:
        self.process.stdin.write(f"{word}\n".encode())
        self.process.stdin.flush()

    def close(self) -> int:
        self.process.stdin.close()
        self.process.stdout.close()
        return self.process.wait(timeout=30)


def row(guess: str, shown: str) -> str:
    """The ``GUESS=SCORE`` pair suggest reads for what a ``Result:`` line shows: the boards' tiles
    joined by ``/`` (``-`` for a solved board), or Woodle's counts as ``1G2Y``."""
    shown = shown.strip()
    if "🟩" in shown and shown[-1].isdigit():  # Woodle: 🟩1 🟨2
        greens, yellows = (int(part[1:]) for part in shown.split())
        return f"{guess}={greens}G{yellows}Y"
    boards = ["-" if b == "-" else "".join(TILES[t](g) for t, g in zip(b, guess)) for b in shown.split(" | ")]
    return f"{guess}={'/'.join(boards)}"


def suggested(variant: list[str], pairs: list[str]) -> str:
    """The guess ``wordfinder suggest`` puts first for the rows so far (on several boards,
    the one guess it names for them all)."""
    result = CliRunner().invoke(app, ["suggest", *variant, *pairs, "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    return document["guess"] if "boards" in document else document["suggestions"][0]["guess"]


def follow(variant: list[str], seed: int) -> tuple[int, str, list[str]]:
    """Play the game ``play VARIANT --seed SEED`` deals by suggest's first guess at every turn:
    play's exit code and output, and the rows played."""
    game, pairs = Dealt([*variant, "--seed", str(seed)]), []
    try:
        going = game.turn()
        while going:
            word = suggested(variant, pairs)
            game.guess(word)
            going = game.turn()
            pairs.append(row(word, game.out.rpartition("Result: ")[2].splitlines()[0]))
    finally:
        code = game.close()
    return code, game.out, pairs


@pytest.mark.parametrize("variant", [[], ["--boards", "2"], ["--boards", "4"], ["--fibble"], ["--woodle"]],
                         ids=["wordle", "dordle", "quordle", "fibble", "woodle"])
@pytest.mark.parametrize("seed", [1, 2])
def test_following_suggest_wins_the_game_play_deals(variant, seed):
    code, out, pairs = follow(variant, seed)
    assert (code, out.splitlines()[-1][:len("You won")]) in [(0, "You won"), (0, "You sol")], (pairs, out[-300:])
