"""The multi-board solver: candidates per board, the choice, games and the benchmark."""

from __future__ import annotations

import json

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from conftest import OUTSIDER, through_console_script, words
from wordfinder.game import NYT
from wordfinder.game import guess_limit as board_limit
from wordfinder.notation import BoardsPair
from wordfinder.finder import replay
from wordfinder.notation import GuessScore
from wordfinder.solver.playing import benchmark, draw_games, run_game
from wordfinder.solver.puzzle import candidates_per_board
from wordfinder.solver.ranking import boards_choice
from wordfinder.solver.patterns import pattern_matrix
from wordfinder.solver.puzzle import Puzzle


@st.composite
def small_puzzles(draw: st.DrawFn, max_boards: int = 3) -> tuple[Puzzle, tuple[str, ...]]:
    """A puzzle over a small alphabet (letters repeat) and distinct answers for a few boards."""
    alphabet = draw(st.sampled_from(("AB", "ABC", "ABCD")))
    length = draw(st.integers(min_value=2, max_value=4))
    pool = words(alphabet + OUTSIDER, length)
    answers = tuple(draw(st.lists(pool, min_size=2, max_size=12, unique=True)))
    extra = draw(st.lists(pool, max_size=8, unique=True))
    guesses = tuple(dict.fromkeys(answers + tuple(extra)))
    boards = draw(st.integers(min_value=1, max_value=min(max_boards, len(answers))))
    chosen = tuple(draw(st.permutations(answers))[:boards])
    return Puzzle(guesses, answers, pattern_matrix(guesses, answers)), chosen


@settings(max_examples=30, deadline=None)
@given(small_puzzles())
def test_solver_games_are_scored_by_the_engine_and_finish(case):
    """Every game ends with each board's answer guessed; the candidates each board keeps
    along the way are exactly the answers replay keeps for that board's scores."""
    puzzle, answers = case
    run = run_game(NYT.changed(boards=len(answers)), answers, puzzle=puzzle)
    assert set(answers) <= set(run.guesses)
    assert run.won == (run.turns <= board_limit(len(answers)))
    pairs: list[BoardsPair] = []
    solved = [False] * len(answers)
    for guess in run.guesses:
        lefts = candidates_per_board(puzzle, pairs, len(answers))
        for board, left in enumerate(lefts):
            history = [GuessScore(p.scores[board]) for p in pairs if p.scores[board] is not None]
            if left is None:
                assert solved[board]
            else:
                expected = replay(history, puzzle.answers) if history else list(puzzle.answers)
                assert [puzzle.answers[i] for i in left] == expected
        pair = BoardsPair.scored(guess, answers, solved)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
        pairs.append(pair)
    assert all(solved)


@settings(max_examples=30, deadline=None)
@given(small_puzzles(), st.data())
def test_a_board_with_one_candidate_is_played_at_once(case, data):
    """When some board is down to one candidate, the choice is such a candidate."""
    puzzle, answers = case
    lefts = candidates_per_board(puzzle, [BoardsPair.scored(data.draw(st.sampled_from(puzzle.guesses)), answers)], len(answers))
    singles = {puzzle.answers[int(left[0])] for left in lefts if left is not None and len(left) == 1}
    assume(any(left is not None for left in lefts))  # not when the guess solved the only board
    choice = boards_choice(puzzle, lefts, board_limit(len(answers)) - 1)
    if singles:
        assert choice.guess in singles
    else:
        assert choice.cost is not None


@settings(max_examples=30, deadline=None)
@given(small_puzzles(), st.data())
def test_short_of_guesses_only_candidates_are_played(case, data):
    """With no more guesses left than boards to solve, the choice may solve some board."""
    puzzle, answers = case
    lefts = candidates_per_board(puzzle, [BoardsPair.scored(data.draw(st.sampled_from(puzzle.guesses)), answers)], len(answers))
    open_boards = [left for left in lefts if left is not None]
    assume(open_boards)
    choice = boards_choice(puzzle, lefts, len(open_boards))
    assert any(puzzle.row[choice.guess] in puzzle.answer_rows[left] for left in open_boards)


def test_games_are_drawn_reproducibly_with_distinct_answers():
    """The same seed draws the same games; each game's answers are distinct."""
    answers = tuple(f"W{i:03d}" for i in range(50))
    puzzle = Puzzle(answers, answers, pattern_matrix(answers, answers))
    first, again, other = (draw_games(NYT.changed(boards=4), 30, seed, puzzle=puzzle) for seed in (7, 7, 8))
    assert first == again and first != other
    assert all(len(set(game)) == 4 and set(game) <= set(answers) for game in first)


def test_benchmark_on_a_small_puzzle():
    """The benchmark plays the games drawn, and its figures add up."""
    answers = ("ABC", "BCA", "CAB", "ACB", "BAC", "CBA", "AAB", "ABB")
    puzzle = Puzzle(answers, answers, pattern_matrix(answers, answers))
    game = NYT.changed(boards=2)
    result = benchmark(game, secrets=draw_games(game, 12, 3, puzzle=puzzle), seed=3, puzzle=puzzle)
    assert [r.answers for r in result.runs] == draw_games(game, 12, 3, puzzle=puzzle)
    summary = result.summary()
    assert summary["games"] == 12 and sum(result.distribution.values()) == 12
    assert summary["failures"] == 12 - result.wins
    assert summary["total"] == sum(r.turns for r in result.runs)


def test_suggest_boards_piped_and_json(monkeypatch, capsys):
    """suggest --boards prints the guess and a one-line why; --json adds each board's candidates."""
    pairs = [str(BoardsPair.scored("CRANE", ("SLOTH", "BUDGE")))]
    code, out, _ = through_console_script(["suggest", "--boards", "2", *pairs], monkeypatch, capsys)
    guess, why = out.splitlines()
    assert code == 0 and guess.isalpha() and why.startswith("# ")
    code, out, _ = through_console_script(["suggest", "--json", *pairs], monkeypatch, capsys)
    document = json.loads(out)
    assert document["guess"] == guess and document["boards"] == 2
    assert "SLOTH" in document["per_board"][0]["candidates"] and "BUDGE" in document["per_board"][1]["candidates"]


def test_suggest_after_every_board_is_solved_is_an_error(monkeypatch, capsys):
    """Nothing is left to suggest once each board is solved: one line, exit 2."""
    code, out, err = through_console_script(["suggest", "SLOTH=SLOTH/.....", "BUDGE=-/BUDGE"], monkeypatch, capsys)
    assert (code, out) == (2, "") and "every board is solved" in err


def test_default_game_count_shrinks_with_many_boards():
    """Without --games: 100 games up to three boards, then 300 / N, never none."""
    from wordfinder.assistant import default_games

    assert [default_games(n) for n in (1, 2, 3, 4, 8, 64)] == [100, 100, 100, 75, 37, 4]
    assert default_games(301) == 1
