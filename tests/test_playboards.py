"""Multi-board play (the piped protocol, recording) and the replay of multi-board games."""

from __future__ import annotations

import io
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import through_console_script
from wordfinder.boards import score_boards
from wordfinder.games import BadRecord, Vocabulary, check_game, parse_record, read_games
from wordfinder.play import Outcome, game_words
from wordfinder.playboards import draw_secrets, play_boards_game
from wordfinder.trie import Trie
from wordfinder.words import ALLOWED, ANSWERS, bundled

WORDS = ("CRANE", "SLOTH", "BUDGE", "WHIRL", "EERIE", "GEESE", "CIGAR")


def feed(lines):
    """A read_line over ``lines``, then the end of input."""
    rest = iter(lines)
    return lambda: next(rest, "")


def test_piped_protocol_gives_a_result_line_per_guess():
    """One `Result:` line per guess, the boards' tiles separated by ' | ', '-' once solved."""
    out = io.StringIO()
    game = play_boards_game(("SLOTH", "BUDGE"), Trie(WORDS), feed(["crane\n", "xyzzy\n", "sloth\n", "budge\n"]), out)
    expected = (
        "Please input your guess: "
        f"Result: {score_boards('CRANE', ['SLOTH', 'BUDGE']).scores[0].emoji} | {score_boards('CRANE', ['BUDGE']).scores[0].emoji}\n"
        "Please input your guess: Invalid word. Try again: "
        f"Result: 🟩🟩🟩🟩🟩 | {score_boards('SLOTH', ['BUDGE']).scores[0].emoji}\n"
        "Please input your guess: Result: - | 🟩🟩🟩🟩🟩\n"
        "You solved all 2 boards in 3 attempts.\n"
    )
    assert out.getvalue() == expected
    assert game.outcome is Outcome.WON and game.attempts == 3


def test_the_game_is_lost_at_the_limit():
    """Boards + 5 guesses by default; a board left unsolved then loses, naming the answers."""
    out = io.StringIO()
    game = play_boards_game(("SLOTH", "BUDGE"), Trie(WORDS), feed(["crane\n"] * 10), out)
    assert game.outcome is Outcome.LOST and game.attempts == 7
    assert out.getvalue().splitlines()[-1] == "You lost after 7 attempts, with 0 of 2 boards solved. The words were SLOTH, BUDGE."


@settings(max_examples=40, deadline=None)
@given(st.permutations(WORDS), st.integers(1, 4), st.lists(st.sampled_from(WORDS), max_size=6))
def test_every_result_is_the_engine_board_by_board(order, boards, guesses):
    """Each Result line's tiles are the engine's scores on the boards not yet solved."""
    answers = tuple(order[:boards])
    out = io.StringIO()
    game = play_boards_game(answers, Trie(WORDS), feed([g + "\n" for g in guesses]), out)
    results = [line.split("Result: ")[1] for line in out.getvalue().splitlines() if "Result: " in line]
    solved = [False] * boards
    for guess, line in zip(guesses, results):
        expected = []
        for board, answer in enumerate(answers):
            expected.append("-" if solved[board] else score_boards(guess, [answer]).scores[0].emoji)
            solved[board] = solved[board] or guess == answer
        assert line == " | ".join(expected)
    assert (game.outcome is Outcome.WON) == all(a in guesses[: game.attempts] for a in answers)


def test_secrets_are_distinct_and_seeded():
    """The same seed draws the same distinct secrets."""
    first = draw_secrets(bundled(ANSWERS), 8, random.Random(3))
    assert first == draw_secrets(bundled(ANSWERS), 8, random.Random(3)) and len(set(first)) == 8


def test_play_records_a_game_that_score_replays(tmp_path, monkeypatch, capsys):
    """`play --boards --record` writes an A/B record that `score` replays without failure."""
    lists = game_words(5, None, False, True)
    answers = draw_secrets(lists.secrets, 2, random.Random(11))
    monkeypatch.setattr("sys.stdin", io.StringIO("crane\n" + "\n".join(answers) + "\n"))
    games = tmp_path / "games.md"
    code, out, err = through_console_script(
        ["play", "--boards", "2", "--answers", "--seed", "11", "--record", str(games)], monkeypatch, capsys
    )
    assert code == 0 and out.count("Result: ") == 3 and "recorded game 1" in err
    record = read_games([str(games)])[0]
    assert record.answers == answers and record.boards == 2 and record.verb == "yields"
    code, out, _ = through_console_script(["score", str(games)], monkeypatch, capsys)
    assert (code, out.splitlines()[-1]) == (0, "1 game, 0 failures, 0 warnings")


def test_replay_catches_a_wrong_score_and_names_it():
    """A recorded score the engine does not give is a failure naming the guess."""
    line = "* 1: `CRANE=...../...../ SLOTH=SLOTH/.....` yields `SLOTH/BUDGE`"
    with pytest.raises(BadRecord):
        parse_record(line)  # a missing score
    record = parse_record("* 1: `CRANE=...../..... SLOTH=SLOTH/.....` yields `SLOTH/BUDGE`")
    result = check_game(record, Vocabulary(bundled(ALLOWED), bundled(ANSWERS)))
    assert not result.ok and result.failures[0].startswith("CRANE scores ")


def test_replay_of_a_generated_game_counts_candidates_per_guess():
    """A game scored by the engine replays cleanly; the counts shrink to one per board."""
    answers = ("SLOTH", "BUDGE", "CIGAR")
    pairs, solved = [], [False] * 3
    for guess in ("CRANE", "SLOTH", "BUDGE", "CIGAR"):
        pair = score_boards(guess, answers, solved)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
        pairs.append(str(pair))
    record = parse_record(f"* 5: `{' '.join(pairs)}` yields `{'/'.join(answers)}`")
    assert str(record) == f"* 5: `{' '.join(pairs)}` yields `SLOTH/BUDGE/CIGAR`"
    result = check_game(record, Vocabulary(bundled(ALLOWED), bundled(ANSWERS)))
    assert result.ok and not result.warnings
    assert result.remaining[-1] == 3 and list(result.remaining) == sorted(result.remaining, reverse=True)


def test_the_corpus_of_multi_board_games_replays(monkeypatch, capsys):
    """games/boards.md replays with no failure and no warning."""
    code, out, _ = through_console_script(["score", "games/boards.md"], monkeypatch, capsys)
    assert code == 0 and out.splitlines()[-1].endswith(" 0 failures, 0 warnings")
