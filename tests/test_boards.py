"""Multi-board games: the notation, its checks, scoring and finding board by board."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import OUTSIDER, alphabets, word_lists, words
from wordfinder.boards import (
    BoardsPair,
    board_limit,
    explain_boards,
    find_boards,
    parse_boards_pair,
    parse_history,
    score_boards,
    solved_boards,
)
from wordfinder.errors import BadNotation, ImpossibleScore
from wordfinder.feedback import score
from wordfinder.notation import GuessScore
from wordfinder.finder import explain, replay


@st.composite
def board_games(draw: st.DrawFn, max_boards: int = 4, max_guesses: int = 6):
    """A multi-board game over a small alphabet: distinct answers, guesses scored by the engine
    on the boards not yet solved, stopped once every board is solved; and a word list."""
    alphabet = draw(alphabets)
    length = draw(st.integers(min_value=1, max_value=5))
    pool = words(alphabet + OUTSIDER, length)
    answers = draw(st.lists(pool, min_size=1, max_size=max_boards, unique=True))
    guesses = draw(st.lists(st.one_of(pool, st.sampled_from(answers)), min_size=1, max_size=max_guesses))
    pairs: list[BoardsPair] = []
    solved = [False] * len(answers)
    for guess in guesses:
        if all(solved):
            break
        pair = score_boards(guess, answers, solved)
        pairs.append(pair)
        solved = [done or (s is not None and s.is_win) for done, s in zip(solved, pair.scores)]
    vocabulary = draw(word_lists(alphabet, length))
    return answers, tuple(pairs), vocabulary


# --- scoring --------------------------------------------------------------------------------


@settings(max_examples=75, deadline=None)
@given(board_games())
def test_score_boards_is_the_engine_board_by_board(game):
    """Each board's score is the engine's score of the guess against that board's answer,
    and '-' exactly where an earlier guess solved the board."""
    answers, pairs, _ = game
    solved = [False] * len(answers)
    for pair in pairs:
        for board, (answer, earned) in enumerate(zip(answers, pair.scores)):
            assert (earned is None) == solved[board]
            if earned is not None:
                assert earned == score(pair.guess, answer)
                solved[board] = earned.is_win


@settings(max_examples=75, deadline=None)
@given(board_games())
def test_notation_round_trips_and_checks(game):
    """Writing a game's pairs (in emoji: over letters such as B, letter and colour notation
    can clash) and reading them back gives the same pairs, and they pass the checks."""
    answers, pairs, _ = game
    texts = [f"{p.guess}=" + "/".join("-" if s is None else s.emoji for s in p.scores) for p in pairs]
    assert parse_history(texts) == pairs
    assert parse_history(texts, boards=len(answers)) == pairs


# --- finding --------------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(board_games())
def test_find_boards_equals_replay_board_by_board(game):
    """Each unsolved board's candidates are the words replay keeps for that board's scores;
    a solved board has its answer alone."""
    answers, pairs, vocabulary = game
    found = find_boards(pairs, vocabulary)
    assert len(found) == len(answers)
    solved = solved_boards(pairs)
    for board, candidates in enumerate(found):
        if solved[board]:
            assert candidates == [answers[board]]
            continue
        history = [GuessScore(p.scores[board]) for p in pairs]
        assert candidates == sorted(replay(history, vocabulary))
        assert (answers[board] in candidates) == (answers[board] in vocabulary)


@settings(max_examples=50, deadline=None)
@given(board_games(), st.data())
def test_explain_boards_is_explain_per_board(game, data):
    """A word's reasons on each board are the single-board reasons against that board's
    history, and empty exactly where it is a candidate."""
    answers, pairs, vocabulary = game
    word = data.draw(st.sampled_from(vocabulary + answers))
    reasons = explain_boards(pairs, word)
    for board, answer in enumerate(answers):
        history = [GuessScore(p.scores[board]) for p in pairs if p.scores[board] is not None]
        assert reasons[board] == explain(history, word)
        assert (not reasons[board]) == bool(replay(history, [word]))


def test_find_boards_on_the_bundled_list(allowed):
    """A Quordle history on the bundled list: each board keeps its answer."""
    answers = ["CRANK", "SLOTH", "BUDGE", "WHIRL"]
    pairs = []
    solved = [False] * 4
    for guess in ["CRANE", "SLOTH", "BUILD"]:
        pair = score_boards(guess, answers, solved)
        pairs.append(pair)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
    history = parse_history(map(str, pairs))
    found = find_boards(history, allowed)
    assert found[1] == ["SLOTH"]
    for board in (0, 2, 3):
        assert answers[board] in found[board]
    assert str(history[2]).split("=")[1].split("/")[1] == "-"


# --- notation and its errors ------------------------------------------------------------------


def test_parse_reads_every_board_and_the_solved_mark():
    """One score per board, '-' for a solved board, any notation per board."""
    pair = parse_boards_pair("CRANE=..a.E/-/BBYBG/.R...")
    assert pair.boards == 4
    assert str(pair) == "CRANE=..a.E/-/..a.E/.R..."
    assert pair.scores[1] is None
    assert pair.tiles_line == "..a.E | - | ..a.E | .R..."


@pytest.mark.parametrize(
    "text, error, board",
    [
        ("CRANE=..a.E/c..x./...../.R...", BadNotation, 2),
        ("CRANE=..a.E/...../...", BadNotation, 3),
        ("SPEED=...../...e.", ImpossibleScore, 2),
        ("CRANE=/.....", BadNotation, 1),
    ],
)
def test_errors_name_the_board(text, error, board):
    """A score that cannot be read, or is out of order, is reported for its board."""
    with pytest.raises(error, match=f"^board {board}: "):
        parse_boards_pair(text)


@pytest.mark.parametrize(
    "texts, boards, message",
    [
        (["CRANE=...../-"], None, "board 2: .*no earlier guess solved board 2"),
        (["CRANE=CRANE/.....", "SLOTH=...../....."], None, "board 1: .*solved earlier"),
        (["CRANE=...../.....", "SLOTH=....."], None, "1 score for 2 boards"),
        (["CRANE=...../....."], 3, "2 scores for 3 boards"),
        (["CRANE=CRANE/CRANE"], None, "solves boards 1 and 2"),
        (["CRANE=CRANE/.....", "SLOTH=-/SLOTH", "BUDGE=-/-"], None, "every board was solved"),
    ],
)
def test_history_checks(texts, boards, message):
    """'-' exactly on the boards solved earlier, one board count, distinct answers."""
    with pytest.raises((BadNotation, ImpossibleScore), match=message):
        parse_history(texts, boards)


def test_contradiction_names_the_board(allowed):
    """Scores that cannot hold together on one board are reported for that board."""
    with pytest.raises(ImpossibleScore, match="^board 2: "):
        find_boards(parse_history(["CRANE=...../C....", "CRANE=...../....."]), allowed)


def test_board_limit():
    """Dordle allows 7 guesses, Quordle 9, Octordle 13."""
    assert [board_limit(n) for n in (2, 4, 8)] == [7, 9, 13]
