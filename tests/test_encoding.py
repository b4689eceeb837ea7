"""Output that cannot encode the tiles (a Windows console, PYTHONIOENCODING=cp1252) falls back
to ASCII, and never raises."""

import io
import os
import random
import subprocess
import sys

import pytest

from wordfinder.cli import render
from wordfinder.feedback import score
from wordfinder.notation import GuessScore
from wordfinder.notation import BoardsPair
from wordfinder.session import GameState, Secret, play, result_tiles
from wordfinder.records import GameRecord
from wordfinder.replaying import GameResult
from wordfinder.trie import Trie


def cp1252() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="cp1252", newline="")


def written(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("cp1252")


def test_result_lines_fall_back_to_letter_notation():
    """On a cp1252 stream a game's Result lines show the score in letter notation; the game goes on."""
    out = cp1252()
    lines = iter(["crane\n", "slate\n"])
    game = play(Secret.of("SLATE"), Trie(["CRANE", "SLATE"]), lambda: next(lines, ""), out, rng=random.Random(1))
    text = written(out)
    assert f"Result: {score('CRANE', 'SLATE')}\n" in text and "Result: SLATE\n" in text
    assert game.attempts == 2


def test_result_tiles_stay_emoji_where_they_can():
    """A UTF-8 stream gets the emoji tiles."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    assert result_tiles(BoardsPair.scored("CRANE", ["SLATE"]), out) == score("CRANE", "SLATE").emoji
    two = BoardsPair.scored("CRANE", ["SLATE", "CRANE"], [False, True])
    assert result_tiles(two, out) == f"{score('CRANE', 'SLATE').emoji} | -"


def test_quantum_results_fall_back_too():
    """Quantum tiles have an ASCII form as well (+E, +e)."""
    earned = score("ABIDE", "ABHOR", "FLUTE")
    assert result_tiles(BoardsPair("ABIDE", (earned,)), cp1252()) == str(earned) and str(earned).isascii()
    two = BoardsPair.scored("CRANE", ["SLATE", "CRANE"])
    assert result_tiles(two, cp1252()) == f"{score('CRANE', 'SLATE')} | CRANE"


def test_play_piped_with_cp1252_does_not_die():
    """`play` under PYTHONIOENCODING=cp1252 finishes with exit 0 or 1, ASCII Result lines, no traceback."""
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}
    run = subprocess.run(
        [sys.executable, "-m", "wordfinder", "play", "--seed", "1", "--max-guesses", "2"],
        input=b"crane\nslate\n", capture_output=True, env=env, timeout=60,
    )
    assert run.returncode in (0, 1), run.stderr
    assert b"Traceback" not in run.stderr
    results = [line for line in run.stdout.splitlines() if b"Result: " in line]
    assert len(results) == 2 and all(line.isascii() for line in results)


def test_rendering_on_cp1252_uses_ascii_marks(monkeypatch):
    """Tables, marks and bars drawn for a cp1252 stdout come out in ASCII marks, without raising."""
    stream = cp1252()
    monkeypatch.setattr("sys.stdout", stream)
    console = render.console()
    game = GameRecord(1, (GuessScore.parse("CRANE=.r..."),), "yields", ("SLATE",), "g.md", 1)
    render.show_results(console, [GameResult(game, (3, 1), 1), GameResult(game, failures=("bad",))])
    render.show_explanations(console, [("CRANE", []), ("SLATE", ["no R"])])
    render.show_game(console, GameState(Secret.of("SLATE")).guessed(Secret.of("SLATE").scored("CRANE")))
    text = written(stream)
    assert "3 -> 1" in text and "FAIL" in text and "yes" in text
    assert "\u2192" not in text and "\u2705" not in text


@pytest.mark.slow  # a whole process for each command's help
def test_every_help_prints_on_a_cp1252_console():
    """--help (tiles, box drawing) on a console that cannot encode them: exit 0, '?' where needed."""
    environment = {**os.environ, "PYTHONIOENCODING": "cp1252"}
    for command in ([], ["play"], ["suggest"], ["score"]):
        completed = subprocess.run(
            [sys.executable, "-m", "wordfinder", *command, "--help"],
            capture_output=True, env=environment, timeout=60,
        )
        assert completed.returncode == 0, completed.stderr.decode("cp1252", "replace")
        assert b"Traceback" not in completed.stderr and b"Usage" in completed.stdout
