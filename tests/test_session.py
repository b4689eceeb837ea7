"""The interactive game: seed 001's exact protocol, attempts, hard mode, hints, several boards,
uniform secrets, recording and replaying games, the command line and a real terminal."""

import io
import os
import random
import re
import select
import subprocess
import sys
import time
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import through_console_script
from wordfinder import records, session as playing
from wordfinder.cli.app import app
from wordfinder.errors import WordListError
from wordfinder.feedback import Tile, score
from wordfinder.game import CLASSIC, NYT, QUANTUM, Game
from wordfinder.session import (
    PROMPT,
    RESULT,
    RETRY,
    GameState,
    Hint,
    Outcome,
    Secret,
    choose_pair,
    draw_secret,
    game_words,
    letter_states,
    play,
)
from wordfinder.records import read_games
from wordfinder.trie import Trie
from wordfinder.words import ALLOWED, ANSWERS, bundled, read_words
from wordfinder.languages import ENGLISH

runner = CliRunner()

WORDS = ["CRANE", "SLATE", "MOIST", "PLUMB", "CHIVE", "GHOUL", "DICEY", "STOOL"]
VOCABULARY = Trie(WORDS)
WIN = "Result: 🟩🟩🟩🟩🟩\n"
SLATE_VS_CRANE = "Result: ⬛⬛🟩⬛🟩\n"

# Chi-square critical values at p = 0.001, by degrees of freedom (standard tables).
CRITICAL_0_001 = {7: 24.322, 9: 27.877, 11: 31.264}


def run_game(text: str, secret: Secret = Secret.of("CRANE"), rules: Game = NYT, seed: int = 0):
    """The finished game and everything printed, for the input ``text``."""
    out = io.StringIO()
    game = play(secret, VOCABULARY, io.StringIO(text).readline, out, rules, random.Random(seed))
    return game, out.getvalue()


@pytest.fixture
def word_file(tmp_path):
    """A word file holding WORDS, in lower case as users keep them."""
    path = tmp_path / "words.txt"
    path.write_text("\n".join(w.lower() for w in WORDS) + "\n", encoding="utf-8")
    return path


def secret_for(path: Path, seed: int, quantum: bool = False) -> Secret:
    """The secret `wordfinder play --word-file PATH --seed SEED` draws."""
    return draw_secret(Game(scoring=QUANTUM if quantum else CLASSIC), read_words(path, ENGLISH, 5), random.Random(seed))


def secret_word(path: Path, seed: int) -> str:
    """The word `wordfinder play --word-file PATH --seed SEED` draws."""
    return secret_for(path, seed).words[0]


def cli(*args: str, input: str = ""):
    """The result of `wordfinder play ARGS` with ``input`` on stdin."""
    return runner.invoke(app, ["play", *args], input=input)


# --- the protocol --------------------------------------------------------------------


def test_win_prints_results_and_attempts():
    """Each guess gets the first prompt and a Result line; a win prints the number of attempts."""
    game, printed = run_game("slate\ncrane\n")
    assert printed == PROMPT + SLATE_VS_CRANE + PROMPT + WIN + "You won in 2 attempts.\n"
    assert game.outcome is Outcome.WON


def test_invalid_word_asks_again_without_using_an_attempt():
    """An unknown word gets 'Invalid word. Try again: ' (the first prompt is not repeated) and
    costs no attempt; input is lower-cased, so CRANE counts."""
    game, printed = run_game("xyzzy\ncranes\n\nCRANE\n", rules=Game(max_guesses=1))
    assert printed == PROMPT + RETRY + RETRY + RETRY + WIN + "You won in 1 attempt.\n"
    assert game.attempts == 1


def test_loss_after_max_guesses_reveals_the_word():
    """After the last attempt the game is lost, the word revealed, and no more input is read."""
    game, printed = run_game("slate\nmoist\ncrane\n", rules=Game(max_guesses=2))
    assert printed == (
        PROMPT + SLATE_VS_CRANE + PROMPT + "Result: ⬛⬛⬛⬛⬛\n"
        "You lost after 2 attempts. The word was CRANE.\n"
    )
    assert game.outcome is Outcome.LOST


def test_end_of_input_reveals_the_word():
    """When the input ends the open prompt line is closed and the word revealed."""
    game, printed = run_game("slate\n")
    assert printed == PROMPT + SLATE_VS_CRANE + PROMPT + "\nNo more input after 1 attempt. The word was CRANE.\n"
    assert game.outcome is Outcome.ABANDONED


def test_unlimited_guesses():
    """With max_guesses 0 (seed 001) the game goes on until the word is found."""
    game, printed = run_game("slate\n" * 9 + "crane\n", rules=Game(max_guesses=0))
    assert printed == (PROMPT + SLATE_VS_CRANE) * 9 + PROMPT + WIN + "You won in 10 attempts.\n"
    assert game.outcome is Outcome.WON


def test_six_guesses_by_default():
    """Seed 002: the game is lost after 6 attempts unless told otherwise."""
    game, printed = run_game("slate\n" * 7)
    assert game.outcome is Outcome.LOST
    assert printed.count("Result: ") == 6


def test_quantum_win_on_either_word():
    """In Quantum Wordle guessing either word wins; a guess touching both gets quantum circles."""
    game, printed = run_game("chive\nmoist\n", secret=Secret.pair("CRANE", "MOIST"))
    assert printed == PROMPT + "Result: 🟢⬛🟢⬛🟢\n" + PROMPT + WIN + "You won in 2 attempts.\n"
    assert game.outcome is Outcome.WON


def test_quantum_loss_reveals_both_words():
    """A lost quantum game names both secret words."""
    _, printed = run_game("slate\n", secret=Secret.pair("CRANE", "MOIST"), rules=Game(max_guesses=1))
    assert printed.endswith("You lost after 1 attempt. The words were CRANE and MOIST.\n")


# --- hard mode ---------------------------------------------------------------------------


def test_hard_mode_rejects_with_the_reason():
    """A guess dropping a revealed green is refused like an invalid word, its reason printed first."""
    game, printed = run_game("slate\nmoist\ncrane\n", rules=Game(hard=True))
    assert printed == (
        PROMPT + SLATE_VS_CRANE + PROMPT + "Hard mode: 3rd letter must be A.\n" + RETRY + WIN
        + "You won in 2 attempts.\n"
    )
    assert game.attempts == 2


def test_hard_mode_off_accepts_the_same_guess():
    """Without --hard the guess hard mode refuses is scored."""
    _, printed = run_game("slate\nmoist\n", rules=Game(hard=False))
    assert "Hard mode" not in printed
    assert printed.count("Result: ") == 2


# --- hints -----------------------------------------------------------------------------


def test_letter_hint_reveals_a_letter_not_yet_known():
    """'?' names a letter of the secret that no score has shown, and costs no attempt."""
    game, printed = run_game("slate\n?\ncrane\n", rules=Game(max_guesses=2))
    hint_line = printed.split(SLATE_VS_CRANE + PROMPT)[1].split("\n")[0]
    assert hint_line in {f"Hint: the word contains {letter}." for letter in "CRN"}  # A and E are known
    assert printed.endswith(PROMPT + WIN + "You won in 2 attempts, with 1 hint.\n")
    assert game.hints[0].letters[0] in "CRN"


def test_letter_hints_never_repeat():
    """Five '?' reveal the five distinct letters of CRANE, then a sixth is refused."""
    game, printed = run_game("?\n" * 6)
    assert sorted(h.letters[0] for h in game.hints) == sorted("CRANE")
    assert "No hint: every letter of the secret is known; ask ?N for a position.\n" + RETRY in printed


def test_position_hint():
    """'?N' reveals the letter at position N (from 1), then the first prompt comes again."""
    game, printed = run_game("?4\ncrane\n")
    assert printed == PROMPT + "Hint: letter 4 is N.\n" + PROMPT + WIN + "You won in 1 attempt, with 1 hint.\n"
    assert game.hints == (Hint(("N",), 4),)


def test_position_hint_in_quantum_names_both_letters():
    """In Quantum Wordle '?N' gives both words' letters there, not saying which word has which."""
    _, printed = run_game("?2\n", secret=Secret.pair("MOIST", "CRANE"))
    assert "Hint: letter 2 is O in one word and R in the other.\n" in printed


@pytest.mark.parametrize(
    "request_, reason",
    [
        ("?9", "No hint: '?9': expected ? or ?N with N from 1 to 5."),
        ("?0", "No hint: '?0': expected ? or ?N with N from 1 to 5."),
        ("?x", "No hint: '?x': expected ? or ?N with N from 1 to 5."),
        ("?-1", "No hint: '?-1': expected ? or ?N with N from 1 to 5."),
    ],
)
def test_bad_hint_requests_are_rejected_with_a_reason(request_, reason):
    """A hint request outside 1..length is refused like an invalid word, its reason first."""
    game, printed = run_game(f"{request_}\ncrane\n")
    assert printed == PROMPT + reason + "\n" + RETRY + WIN + "You won in 1 attempt.\n"
    assert game.hints == ()


def test_position_already_green_is_not_hinted():
    """'?3' after A showed green at 3 is refused, so no hint is wasted."""
    game, printed = run_game("slate\n?3\n")
    assert "No hint: letter 3 is known already; ask another.\n" + RETRY in printed
    assert game.hints == ()


def test_hints_do_not_use_attempts():
    """Hints before the only attempt still leave it to win with."""
    game, printed = run_game("?\n?2\ncrane\n", rules=Game(max_guesses=1))
    assert game.outcome is Outcome.WON
    assert printed.endswith("You won in 1 attempt, with 2 hints.\n")


def test_hints_are_counted_in_a_loss():
    """The summary of a lost game counts its hints too."""
    _, printed = run_game("?1\nslate\n", rules=Game(max_guesses=1))
    assert printed.endswith("You lost after 1 attempt, with 1 hint. The word was CRANE.\n")


# --- the keyboard's letter states --------------------------------------------------------


def test_letter_states_keep_the_best_tile():
    """A surplus grey copy does not hide its letter's green; hinted letters count as present."""
    states = letter_states([score("SPEED", "ABIDE")], [Hint(("B",))])
    assert states == {"S": Tile.ABSENT, "P": Tile.ABSENT, "E": Tile.PRESENT, "D": Tile.PRESENT, "B": Tile.PRESENT}
    assert letter_states([score("EERIE", "THREE")])["E"] is Tile.CORRECT


def test_game_values_are_immutable():
    """A guess returns a new game; the old one is unchanged."""
    before = GameState(Secret.of("CRANE"))
    after = before.guessed(before.secret.scored("SLATE"))
    assert (before.attempts, after.attempts) == (0, 1)
    with pytest.raises(AttributeError):
        before.rows = ()  # type: ignore[misc]


# --- several boards ----------------------------------------------------------------------

BOARD_WORDS = ("CRANE", "SLOTH", "BUDGE", "WHIRL", "EERIE", "GEESE", "CIGAR")


def feed(lines):
    """A read_line over ``lines``, then the end of input."""
    rest = iter(lines)
    return lambda: next(rest, "")


def play_several(answers, lines, game=None):
    """The finished game of one board per answer, and everything printed."""
    out = io.StringIO()
    state = play(Secret.of(*answers), Trie(BOARD_WORDS), feed(lines), out, game or Game(boards=len(answers)))
    return state, out.getvalue()


def test_boards_protocol_gives_a_result_line_per_guess():
    """One `Result:` line per guess, the boards' tiles separated by ' | ', '-' once solved."""
    game, printed = play_several(("SLOTH", "BUDGE"), ["crane\n", "xyzzy\n", "sloth\n", "budge\n"])
    expected = (
        "Please input your guess: "
        f"Result: {score('CRANE', 'SLOTH').emoji} | {score('CRANE', 'BUDGE').emoji}\n"
        "Please input your guess: Invalid word. Try again: "
        f"Result: 🟩🟩🟩🟩🟩 | {score('SLOTH', 'BUDGE').emoji}\n"
        "Please input your guess: Result: - | 🟩🟩🟩🟩🟩\n"
        "You solved all 2 boards in 3 attempts.\n"
    )
    assert printed == expected
    assert game.outcome is Outcome.WON and game.attempts == 3


def test_boards_game_is_lost_at_the_limit():
    """Boards + 5 guesses by default; a board left unsolved then loses, naming the answers."""
    game, printed = play_several(("SLOTH", "BUDGE"), ["crane\n"] * 10)
    assert game.outcome is Outcome.LOST and game.attempts == 7
    assert printed.splitlines()[-1] == "You lost after 7 attempts, with 0 of 2 boards solved. The words were SLOTH, BUDGE."


def test_boards_have_no_hints_and_end_of_input_names_every_word():
    """A hint request on several boards is refused with the reason, and costs no attempt."""
    game, printed = play_several(("SLOTH", "BUDGE"), ["?\n", "sloth\n"])
    assert printed == (
        PROMPT + "Hints are not available in multi-board games.\n" + RETRY + f"Result: 🟩🟩🟩🟩🟩 | {score('SLOTH', 'BUDGE').emoji}\n"
        + PROMPT + "\nNo more input after 1 attempt. The words were SLOTH, BUDGE.\n"
    )
    assert game.hints == () and game.solved == (True, False)


def test_boards_with_no_limit_play_on():
    """max_guesses 0 plays a game of several boards on without a limit too."""
    game, _ = play_several(("SLOTH", "BUDGE"), ["crane\n"] * 9 + ["sloth\n", "budge\n"], Game(boards=2, max_guesses=0))
    assert game.outcome is Outcome.WON and game.attempts == 11


@settings(max_examples=40, deadline=None)
@given(st.permutations(BOARD_WORDS), st.integers(1, 4), st.lists(st.sampled_from(BOARD_WORDS), max_size=6))
def test_every_result_is_the_engine_board_by_board(order, boards, guesses):
    """Each Result line's tiles are the engine's scores on the boards not yet solved; one
    board is the one-board game."""
    answers = tuple(order[:boards])
    game, printed = play_several(answers, [g + "\n" for g in guesses])
    results = [line.split("Result: ")[1] for line in printed.splitlines() if "Result: " in line]
    solved = [False] * boards
    for guess, line in zip(guesses, results):
        expected = []
        for board, answer in enumerate(answers):
            expected.append("-" if solved[board] else score(guess, answer).emoji)
            solved[board] = solved[board] or guess == answer
        assert line == " | ".join(expected)
    assert (game.outcome is Outcome.WON) == all(a in guesses[: game.attempts] for a in answers)


def test_secrets_are_distinct_and_seeded():
    """The same seed draws the same distinct secrets, one a board."""
    first = draw_secret(Game(boards=8), bundled(ANSWERS), random.Random(3))
    assert first == draw_secret(Game(boards=8), bundled(ANSWERS), random.Random(3)) and len(set(first.words)) == 8


def test_more_boards_than_words_is_an_error():
    """A list with fewer words than boards cannot give each board its own."""
    with pytest.raises(WordListError, match="--boards 3: the list has only 2 words"):
        draw_secret(Game(boards=3), ["CRANE", "SLATE"], random.Random(1))


def test_play_records_a_boards_game_that_score_replays(tmp_path, monkeypatch, capsys):
    """`play --boards --record` writes an A/B record that `score` replays without failure."""
    lists = game_words(5, None, False, "original")
    answers = draw_secret(Game(boards=2), lists.secrets, random.Random(11)).words
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


@pytest.mark.parametrize("option", ["--hard", "--quantum"])
def test_boards_refuse_hard_mode_and_quantum(option):
    """Several boards are played in normal mode, classic scoring: anything else is refused."""
    result = cli("--boards", "2", option, input="crane\n")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "wordfinder: error: --boards cannot be combined with --hard or --quantum\n"


def test_grid_draws_each_board_side_by_side():
    """The terminal drawing of several boards: a column a board, solved ones ticked, the guesses used."""
    from rich.console import Console

    from wordfinder.cli.render import grid

    start = GameState(Secret.of("SLOTH", "BUDGE"), Game(boards=2))
    state = start.guessed(start.secret.scored("SLOTH"))
    screen = Console(file=io.StringIO(), width=80, color_system=None)
    screen.print(grid(state))
    lines = [line.rstrip() for line in screen.file.getvalue().splitlines()]
    assert "board 1 ✓" in lines[0] and "board 2" in lines[0]
    assert lines[-1] == "1 of 7 guesses"


@pytest.mark.parametrize("width", [60, 80, 120, 200])
def test_eight_boards_go_on_below_whole_and_never_wrap_a_row(width):
    """Eight boards at any width: each drawn line fits the width, every board keeps its
    whole row of tiles on one line, and the boards come in order, block by block."""
    from rich.console import Console

    from wordfinder.cli.render import grid

    words = ("SLOTH", "BUDGE", "CRANE", "PIXEL", "WOMAN", "FJORD", "QUICK", "ZESTY")
    start = GameState(Secret.of(*words), Game(boards=8))
    state = start.guessed(start.secret.scored("TARSE"))
    screen = Console(file=io.StringIO(), width=width, color_system=None)
    screen.print(grid(state, width=width))
    lines = [line.rstrip() for line in screen.file.getvalue().splitlines()]
    assert all(len(line) <= width for line in lines)
    headers = [line for line in lines if "board" in line]
    assert [n for line in headers for n in line.replace("board", " ").split()] == [str(b) for b in range(1, 9)]
    rows = [line for line in lines if "T   A   R   S   E" in line]
    assert sum(line.count("T   A   R   S   E") for line in rows) == 8
    assert len(headers) == len(rows) == -(-8 // max(1, width // 22))


@pytest.mark.parametrize("width", [30, 60, 200])
def test_a_wide_result_line_folds_at_a_board_edge_in_a_terminal(width, monkeypatch):
    """In a terminal a Result: line wider than it goes on below at a board's edge; joined
    again it is the same line, and piped (no folding) it is written as it came."""
    import shutil

    from rich.cells import cell_len

    from wordfinder.cli.render import Folding

    monkeypatch.setattr(shutil, "get_terminal_size", lambda: os.terminal_size((width, 24)))
    boards = ["⬛⬛🟨🟨🟩", "⬛🟨⬛⬛🟨", "-", "⬛⬛🟨🟨⬛", "⬛⬛⬛⬛⬛", "⬛🟨🟨⬛⬛", "⬛⬛⬛🟨🟨", "🟩⬛⬛🟩⬛"]
    line = "Result: " + " | ".join(boards) + "\n"
    out = io.StringIO()
    Folding(out).write(line)
    written = out.getvalue().splitlines()
    assert all(cell_len(shown) <= width or " | " not in shown for shown in written)
    assert " ".join(shown.strip() for shown in written) == line.strip()
    for shown in written:
        assert all(board in boards for board in shown.removeprefix("Result:").strip(" |").split(" | "))
    assert (len(written) == 1) == (cell_len(line.strip()) <= width)


# --- choosing the secret uniformly -------------------------------------------------------


def chi_square(counts: Counter, expected: dict) -> float:
    """Pearson's statistic of observed ``counts`` against ``expected`` counts."""
    return sum((counts[k] - e) ** 2 / e for k, e in expected.items())


def test_classic_secret_is_uniform():
    """Over 20,000 seeded draws from 10 words every word comes up equally often (chi-square, p=0.001)."""
    words = WORDS + ["OCEAN", "TRUCK"]
    rng = random.Random(2024)
    draws = 20_000
    counts = Counter(draw_secret(NYT, words, rng).words[0] for _ in range(draws))
    assert set(counts) == set(words)
    assert chi_square(counts, {w: draws / len(words) for w in words}) < CRITICAL_0_001[len(words) - 1]


# Some words share a letter with every other (ADG, ACE), and partner counts differ.
QUANTUM_WORDS = ["ABC", "DEF", "CDE", "ABF", "BCD", "AEF", "GHA", "ADG", "ACE"]


def footnote_distribution(words):
    """The exact chance of each (a, b) under seed 001's footnote: a uniform among the words that
    have a disjoint partner (a word without one is drawn again), b uniform among a's partners."""
    partners = {a: [b for b in words if not set(a) & set(b)] for a in words}
    drawable = [a for a in words if partners[a]]
    return {(a, b): Fraction(1, len(drawable) * len(partners[a])) for a in drawable for b in partners[a]}


def test_quantum_secret_follows_the_footnote():
    """Seeded quantum draws fit the footnote's exact distribution (chi-square, p=0.001),
    and not the naive 'uniform over disjoint pairs', which the same test rejects."""
    exact = footnote_distribution(QUANTUM_WORDS)
    assert len(exact) == 12 and len(set(exact.values())) == 3  # 3 distinct chances: a real test
    rng = random.Random(7)
    draws = 24_000
    counts = Counter(choose_pair(QUANTUM_WORDS, rng) for _ in range(draws))
    assert set(counts) == set(exact)  # never ADG or ACE, never a pair sharing a letter
    critical = CRITICAL_0_001[len(exact) - 1]
    assert chi_square(counts, {pair: draws * p for pair, p in exact.items()}) < critical
    assert chi_square(counts, {pair: draws / len(exact) for pair in exact}) > critical


def test_no_disjoint_pair_is_an_error_not_a_hang():
    """A list in which every two words share a letter raises WordListError at once."""
    started = time.monotonic()
    with pytest.raises(WordListError, match="are disjoint"):
        choose_pair(["ABC", "CDE", "EAF", "BDF"], random.Random(1))
    assert time.monotonic() - started < 1


def test_seed_reproduces_the_secret():
    """The same seed draws the same secret; the default list is all 14,855 allowed guesses."""
    lists = game_words()
    assert (len(lists.secrets), len(lists.guesses)) == (14_855, 14_855)
    assert draw_secret(NYT, lists.secrets, random.Random(5)) == draw_secret(NYT, lists.secrets, random.Random(5))
    first = {draw_secret(NYT, lists.secrets, random.Random(seed)).words[0] for seed in range(20)}
    assert len(first) > 15  # different seeds, different games


def test_answers_option_draws_from_answers_but_accepts_all_guesses():
    """--answers original: secrets from the 2,315 original answers, guesses from the 14,855 allowed."""
    lists = game_words(answers="original")
    assert set(lists.secrets) == set(bundled(ANSWERS))
    assert len(lists.guesses) == len(bundled(ALLOWED))


# --- the command line ------------------------------------------------------------------


def test_cli_plays_the_seeded_secret(word_file):
    """`wordfinder play --word-file F --seed S` plays the secret that seed draws from F, exit 0 on a win."""
    secret = secret_word(word_file, 11)
    wrong = next(w for w in WORDS if w != secret)
    result = cli("--word-file", str(word_file), "--seed", "11", input=f"zzzzz\n{wrong.lower()}\n{secret}\n")
    assert result.stdout == (
        PROMPT + RETRY + f"Result: {score(wrong, secret).emoji}\n" + PROMPT + WIN + "You won in 2 attempts.\n"
    )
    assert result.exit_code == 0


def test_cli_loss_and_end_of_input_exit_1(word_file):
    """A lost game and an abandoned one both exit 1 and reveal the word."""
    secret = secret_word(word_file, 3)
    wrong = next(w for w in WORDS if w != secret)
    lost = cli("--word-file", str(word_file), "--seed", "3", "--max-guesses", "1", input=f"{wrong}\n")
    assert lost.exit_code == 1
    assert lost.stdout.endswith(f"You lost after 1 attempt. The word was {secret}.\n")
    ended = cli("--word-file", str(word_file), "--seed", "3")
    assert ended.exit_code == 1
    assert ended.stdout == PROMPT + f"\nNo more input after 0 attempts. The word was {secret}.\n"
    assert ended.stderr == ""


def test_cli_default_list_draws_today_s_answers_by_their_prior():
    """Without list options the seeded secret is drawn from the bundled 14,855 allowed
    guesses, each with chance in proportion to its prior under the likely answer model
    (today's game), as draw_secret draws with those weights."""
    from wordfinder.answers import likely_model

    words = bundled(ALLOWED)
    weights = [likely_model().weight(w) for w in words]
    for seed in ("5", "6"):
        expected = draw_secret(NYT, words, random.Random(int(seed)), weights).words[0]
        assert cli("--seed", seed).stdout.endswith(f"The word was {expected}.\n")


def test_a_weighted_secret_comes_up_in_proportion_to_its_weight():
    """Over 20,000 seeded draws with weights, each word comes up in proportion to its weight
    (chi-square, p=0.001); several boards draw distinct words."""
    words = ["CRANE", "SLOTH", "PIXEL", "BUDGE", "WOMAN"]
    weights = [1, 2, 3, 4, 10]
    rng = random.Random(7)
    draws = 20_000
    counts = Counter(draw_secret(NYT, words, rng, weights).words[0] for _ in range(draws))
    expected = {w: draws * k / sum(weights) for w, k in zip(words, weights)}
    assert chi_square(counts, expected) < 18.47  # 4 degrees of freedom
    for _ in range(200):
        drawn = draw_secret(Game(boards=4), words, rng, weights).words
        assert len(set(drawn)) == 4 and set(drawn) <= set(words)


def test_cli_quantum_hard_and_hints(word_file):
    """--quantum --hard: a pair is drawn; hints and hard-mode reasons appear in the plain protocol."""
    secret = secret_for(word_file, 4, quantum=True)
    result = cli("--word-file", str(word_file), "--seed", "4", "--quantum", "--hard", input=f"?\n{secret.words[1]}\n")
    assert result.stdout.startswith(PROMPT + "Hint: one of the words contains ")
    assert result.stdout.endswith(PROMPT + WIN + "You won in 1 attempt, with 1 hint.\n")
    assert result.exit_code == 0


@pytest.mark.parametrize(
    "args, culprit",
    [
        (["--word-file", "missing.txt"], "'missing.txt': no such word list"),
        (["--length", "9"], "--lang en --length 9: no bundled lists; bundled: en 4-8"),
        (["--lang", "xx"], "--lang 'xx': no such language; bundled: en, es"),
        (["--bogus"], "No such option: --bogus"),
        (["--max-guesses", "-1"], "--max-guesses"),
        (["--length", "0"], "--length"),
        (["--word-file", "EMPTY"], "has no 5-letter words"),
        (["--word-file", "NOPAIR", "--length", "3", "--quantum"], "are disjoint"),
        (["--word-file", "EMPTY", "--dict-words"], "--word-file and --dict-words"),
        (["--record", "nowhere/games.md"], "no folder"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(tmp_path, monkeypatch, args, culprit):
    """Bad options, word lists and record files exit 2 with one stderr line naming the culprit."""
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    (tmp_path / "nopair.txt").write_text("abc\ncde\neaf\n", encoding="utf-8")
    files = {"EMPTY": str(tmp_path / "empty.txt"), "NOPAIR": str(tmp_path / "nopair.txt")}
    monkeypatch.chdir(tmp_path)
    result = cli(*(files.get(a, a) for a in args))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and culprit in result.stderr
    assert "Traceback" not in result.stderr


def test_console_script_routes_play_and_its_help():
    """`python -m wordfinder play --help` reaches the typer command: exit 0, an example, --answers explained."""
    completed = subprocess.run(
        [sys.executable, "-m", "wordfinder", "play", "--help"], capture_output=True, text=True, check=False,
        env={**os.environ, "COLUMNS": "200"},
    )
    assert completed.returncode == 0
    assert "Example" in completed.stdout
    assert "every allowed guess is still accepted" in completed.stdout


def test_console_script_plays_piped(word_file):
    """Piped through the real entry point, the game prints exactly the plain protocol."""
    secret = secret_word(word_file, 1)
    completed = subprocess.run(
        [sys.executable, "-m", "wordfinder", "play", "--word-file", str(word_file), "--seed", "1"],
        input=f"nonsense\n{secret.lower()}\n", capture_output=True, text=True, check=False,
    )
    assert completed.stdout == PROMPT + RETRY + WIN + "You won in 1 attempt.\n"
    assert completed.returncode == 0
    assert completed.stderr == ""


# --- recording ---------------------------------------------------------------------------


def won(word: str) -> GameState:
    """A one-board game of ``word`` won at the first guess."""
    start = GameState(Secret.of(word))
    return start.guessed(start.secret.scored(word))


def test_record_appends_numbered_games_that_replay(tmp_path, word_file):
    """--record numbers games 1, 2 in a new file, in the record format, and `score` replays them."""
    record = tmp_path / "mine.md"
    secret = secret_word(word_file, 2)
    wrong = next(w for w in WORDS if w != secret and score(w, secret).tiles.count(Tile.ABSENT) < 5)
    won = cli("--word-file", str(word_file), "--seed", "2", "--record", str(record), input=f"{wrong}\n{secret}\n")
    assert won.exit_code == 0
    assert won.stderr == f"wordfinder: recorded game 1 in {record}\n"
    lost = cli("--word-file", str(word_file), "--seed", "2", "--max-guesses", "1", "--record", str(record), input=f"{wrong}\n")
    assert lost.exit_code == 1
    lines = record.read_text(encoding="utf-8").splitlines()
    assert lines[0] == f"* 1: `{wrong}={score(wrong, secret)} {secret}={secret}` yields `{secret}`"
    assert lines[1].startswith(f"* 2: `{wrong}={score(wrong, secret)}` ")
    replay = runner.invoke(app, ["score", str(record), "--word-file", str(word_file), "--answers-file", str(word_file)])
    assert replay.stdout.endswith("2 games, 0 failures, 0 warnings\n")
    assert "2 games, 0 failures" in runner.invoke(app, ["score", str(record)]).stdout  # the verb may warn


def test_record_numbers_after_the_highest_game(tmp_path, word_file):
    """A game recorded in an existing games file is numbered one past its highest game, prose kept."""
    record = tmp_path / "games.md"
    record.write_text("# My games\n\n* 7: `SLATE=..A.E` *includes* `CRANE`\n* 41: `CRANE=CRANE` yields `CRANE`", encoding="utf-8")
    secret = secret_word(word_file, 5)
    result = cli("--word-file", str(word_file), "--seed", "5", "--record", str(record), input=f"{secret}\n")
    assert result.exit_code == 0
    text = record.read_text(encoding="utf-8")
    assert text.startswith("# My games\n\n* 7: ")
    assert text.endswith(f"yields `CRANE`\n* 42: `{secret}={secret}` yields `{secret}`\n")


def test_record_quantum_game_replays(tmp_path, word_file):
    """A recorded Quantum Wordle game names A|B, its verb counts the pairs left, and it replays."""
    record = tmp_path / "quantum.md"
    secret = secret_for(word_file, 6, quantum=True)
    first = next(w for w in WORDS if score(w, *secret.words).is_quantum)
    result = cli(
        "--word-file", str(word_file), "--seed", "6", "--quantum", "--record", str(record), input=f"{first}\n{secret.words[0]}\n"
    )
    assert result.exit_code == 0
    (game,) = read_games([record])
    assert game.answers == secret.words
    assert [str(p.score) for p in game.pairs] == [str(score(first, *secret.words)), secret.words[0]]
    assert game.verb in ("yields", "includes")
    replay = runner.invoke(app, ["score", str(record), "--word-file", str(word_file), "--answers-file", str(word_file)])
    assert replay.stdout.endswith("1 game, 0 failures, 0 warnings\n")
    assert "1 game, 0 failures" in runner.invoke(app, ["score", str(record)]).stdout


def test_verb_counts_what_is_left(word_file):
    """A lost game that leaves several plausible answers 'includes' them; one that pins the answer 'yields'."""
    vocabulary = playing.replay_vocabulary(game_words(word_file=word_file))
    start = GameState(Secret.of("CRANE"), Game(max_guesses=1))
    vague = start.guessed(start.secret.scored("GHOUL"))
    pinned = start.guessed(start.secret.scored("SLATE"))
    assert playing.game_record(vague, 1, vocabulary).verb == "includes"
    assert playing.game_record(pinned, 1, vocabulary).verb == "yields"


def test_abandoned_game_is_not_recorded(tmp_path, word_file):
    """A game cut short by the end of input leaves no record, and no file."""
    record = tmp_path / "mine.md"
    wrong = next(w for w in WORDS if w != secret_word(word_file, 3))
    result = cli("--word-file", str(word_file), "--seed", "3", "--record", str(record), input=f"{wrong}\n")
    assert result.exit_code == 1
    assert not record.exists()


def test_unreadable_games_file_is_refused_before_the_game(tmp_path, word_file):
    """A --record file with a broken record exits 2 before any prompt, and is left alone."""
    record = tmp_path / "broken.md"
    record.write_text("* 3: not a game\n", encoding="utf-8")
    result = cli("--word-file", str(word_file), "--record", str(record), input="crane\n")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert record.read_text(encoding="utf-8") == "* 3: not a game\n"


def test_failed_write_leaves_the_file_whole(tmp_path, monkeypatch):
    """When the disk fills part-way through the record, the games file is cut back to its old text."""
    record = tmp_path / "games.md"
    record.write_text("* 1: `CRANE=CRANE` yields `CRANE`\n", encoding="utf-8")
    game = won("SLATE")
    vocabulary = playing.replay_vocabulary(game_words())
    real_write = os.write

    def fill_up(fd, data):
        if len(data) > 3:
            return real_write(fd, bytes(data[:3]))  # a few bytes go out, then the disk is full
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(records.os, "write", fill_up)
    with pytest.raises(records.BadRecord, match="No space left"):
        playing.record_game(record, game, vocabulary)
    assert record.read_text(encoding="utf-8") == "* 1: `CRANE=CRANE` yields `CRANE`\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.md"]


def test_a_file_that_only_looks_writable_is_refused_before_the_game():
    """A regular file that takes no write (/proc/version, even for root) is refused before the
    first guess, in one line, exit 2."""
    if not os.path.isfile("/proc/version"):
        pytest.skip("needs /proc/version (Linux)")
    result = cli("--answers", "--seed", "7", "--record", "/proc/version", input="crane\n")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith("wordfinder: error: '/proc/version': cannot be written (")
    assert len(result.stderr.splitlines()) == 1


def test_unfinished_game_cannot_be_recorded():
    """Only won or lost games have records."""
    with pytest.raises(ValueError, match="abandoned"):
        playing.game_record(GameState(Secret.of("CRANE")).abandoned(), 1, playing.replay_vocabulary(game_words()))


# --- the terminal board ---------------------------------------------------------------


def test_board_shows_guesses_blank_rows_keyboard_and_status():
    """The board has a row per guess, a blank row per attempt left, the keyboard and a status line."""
    from rich.console import Console

    from wordfinder.cli.render import board

    start = GameState(Secret.of("CRANE"), Game(hard=True))
    game = start.guessed(start.secret.scored("SLATE")).hinted(Hint(("R",)))
    screen = Console(file=io.StringIO(), width=80, color_system=None)
    screen.print(board(game))
    drawn = screen.file.getvalue().splitlines()
    lines = [line.rstrip() for line in drawn]
    assert " S   L   A   T   E" in lines
    assert sum(1 for line in drawn if line.strip() == "" and len(line) >= 19) == 5  # 5 attempts left
    assert [line.split() for line in lines if " Q " in line or " Z " in line or " A " in line][-3:] == [
        list("QWERTYUIOP"), list("ASDFGHJKL"), list("ZXCVBNM")
    ]
    assert "1 of 6 guesses used · 1 hint · hard mode · ? or ?N for a hint" in lines


def test_without_colour_the_tiles_and_keys_are_marked_letters():
    """With no colour (NO_COLOR, --color never) each tile says its colour by its marks, the
    keyboard too, and a legend line says what the marks mean: the board keeps its meaning."""
    from rich.console import Console

    from wordfinder.cli.render import PLAIN_LEGEND, show_game, tiles
    from wordfinder.notation import GuessScore

    assert tiles(GuessScore.parse("CRANE=C.a.e"), plain=True).plain == "[C] -R- (A) -N- (E) "
    start = GameState(Secret.of("CAMEL"))
    game = start.guessed(start.secret.scored("CRANE"))
    screen = Console(file=io.StringIO(), width=80, no_color=True)
    show_game(screen, game)
    lines = [line.rstrip() for line in screen.file.getvalue().splitlines()]
    assert "[C] -R- (A) -N- (E)" in lines
    keys = " ".join(lines)
    assert "(E)" in keys and "-R-" in keys and " Q " in keys  # tried keys marked, untried plain
    assert PLAIN_LEGEND in lines
    coloured = Console(file=io.StringIO(), width=80, color_system="truecolor")
    show_game(coloured, game)
    assert PLAIN_LEGEND not in coloured.file.getvalue() and "[C]" not in coloured.file.getvalue()


@pytest.mark.parametrize("chosen", ["never", "always", "auto"])
def test_color_is_taken_anywhere_and_pipes_the_same(chosen):
    """--color WHEN may come anywhere on the command line; piped output is the same plain text."""
    def run(*args):
        return subprocess.run([sys.executable, "-m", "wordfinder", *args], capture_output=True, text=True,
                              check=False)

    plain = run("CRANE=..a.e", "SLOTH=.l...")
    assert plain.returncode == 0 and plain.stdout
    assert run("--color", chosen, "CRANE=..a.e", "SLOTH=.l...").stdout == plain.stdout
    assert run("CRANE=..a.e", f"--color={chosen}", "SLOTH=.l...").stdout == plain.stdout


@pytest.mark.parametrize("args", [["--color", "bogus"], ["--color"], ["--color=", "CRANE=....."]])
def test_a_bad_color_is_one_line_naming_it(args):
    """An unknown or missing --color value: one stderr line naming it, exit 2."""
    result = subprocess.run([sys.executable, "-m", "wordfinder", *args, "CRANE=....."], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("wordfinder: error: --color ")


# --- a real terminal -------------------------------------------------------------------


def read_until(fd: int, wanted: bytes, seen: bytearray, timeout: float = 15) -> None:
    """Read the terminal into ``seen`` until ``wanted`` appears after what was already there."""
    start, deadline = len(seen), time.monotonic() + timeout
    while wanted not in seen[start:]:
        ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            raise AssertionError(f"no {wanted!r} on the terminal; it shows {bytes(seen[start:])!r}")
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the child closed the terminal
            chunk = b""
        if not chunk:
            raise AssertionError(f"the terminal closed before {wanted!r}; it showed {bytes(seen[start:])!r}")
        seen += chunk


def test_terminal_game_draws_the_board_and_keeps_the_prompts(word_file):
    """On a real terminal the rich board is drawn, the protocol prompts still appear, and a win exits 0."""
    secret = secret_word(word_file, 9)
    wrong = next(w for w in WORDS if w != secret)
    controller, terminal = os.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "40"}
    env.pop("NO_COLOR", None)
    child = subprocess.Popen(
        [sys.executable, "-m", "wordfinder", "play", "--word-file", str(word_file), "--seed", "9"],
        stdin=terminal, stdout=terminal, stderr=terminal, env=env, start_new_session=True,
    )
    os.close(terminal)
    seen = bytearray()
    try:
        read_until(controller, PROMPT.encode(), seen)
        os.write(controller, f"{wrong.lower()}\n".encode())
        read_until(controller, PROMPT.encode(), seen)
        os.write(controller, b"zzzzz\n")
        read_until(controller, RETRY.encode(), seen)
        os.write(controller, f"{secret.lower()}\n".encode())
        read_until(controller, b"You won in 2 attempts.", seen)
        assert child.wait(timeout=15) == 0
    finally:
        if child.poll() is None:
            child.kill()
        os.close(controller)
    shown = seen.decode("utf-8", "replace")
    assert shown.count(PROMPT) == 2 and shown.count(RETRY) == 1
    assert f"Result: {score(wrong, secret).emoji}" in shown and WIN.strip() in shown
    assert "\x1b[" in shown  # colours: the board was drawn
    assert " Q " in shown and "guesses used" in shown  # the keyboard and its status line


def test_played_words_are_drawn_less_often(word_file, tmp_path):
    """play --played FILE keeps a past answer possible but rarer: under the day's model it is
    the least likely secret, at most half as likely as an unused original, so over 120 seeded
    games CRANE comes up far less often than without --played (one game in eight)."""
    lists = game_words(5, word_file, False, None, ("CRANE",))
    weight = dict(zip(lists.secrets, lists.weights))
    assert 0 < weight["CRANE"] < min(w for secret, w in weight.items() if secret != "CRANE")
    played = tmp_path / "played.txt"
    played.write_text("2024-06-01 CRANE\n", encoding="utf-8")

    def crane_drawn(*options: str) -> int:
        ends = [cli("--word-file", str(word_file), *options, "--seed", str(seed)).stdout for seed in range(120)]
        return sum(end.endswith("The word was CRANE.\n") for end in ends)

    assert crane_drawn("--played", str(played)) * 2 < crane_drawn()  # 4 and 11


def test_past_answers_lower_the_model_once(monkeypatch):
    """The bundled list's 14,855 secrets are weighed under the model lowered once for the
    past answers, not once a secret (which made `play` with a history file take minutes)."""
    from wordfinder.answers import AnswerModel, likely_model

    lowered = []
    with_played = AnswerModel.with_played
    monkeypatch.setattr(AnswerModel, "with_played", lambda model, past: lowered.append(past) or with_played(model, past))
    lists = game_words(5, None, False, None, ("CRANE", "SLATE"))
    assert len(lowered) == 1 and len(lists.secrets) == 14_855
    weight = dict(zip(lists.secrets, lists.weights))
    assert weight["CRANE"] == weight["SLATE"] < weight["TRACE"]  # past answers: the day's model
    assert likely_model().weight("TRACE") == likely_model().weight("CRANE")


# --- Fibble and Woodle: the rows shown may differ from the truth ---------------------------

_FROM_EMOJI = {tile.emoji: tile for tile in (Tile.CORRECT, Tile.PRESENT, Tile.ABSENT)}


def _played(argv: list[str], guesses: list[str], monkeypatch, capsys) -> tuple[int, list[str]]:
    """Exit code and output lines of `wordfinder play ARGV` given ``guesses`` on stdin."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{g}\n" for g in guesses)))
    code, out, _ = through_console_script(["play", *argv], monkeypatch, capsys)
    return code, out.split(PROMPT)[1:]


@pytest.mark.parametrize("lies", [1, 2])
def test_play_fibble_lies_in_exactly_k_tiles_reproducibly(lies, word_file, monkeypatch, capsys):
    """Piped, each Result row but the win differs from the true score in exactly K tiles; the same
    seed tells the same lies, and guessing the word wins."""
    secret = secret_word(word_file, 5)
    guesses = [w for w in WORDS if w != secret][:4] + [secret]
    argv = ["--fibble", "--lies", str(lies), "--seed", "5", "--word-file", str(word_file)]
    code, lines = _played(argv, guesses, monkeypatch, capsys)
    assert code == 0 and lines[-1] == WIN + "You won in 5 attempts.\n"
    for guess, line in zip(guesses, lines[:-1]):
        shown = tuple(_FROM_EMOJI[c] for c in line.removeprefix(RESULT).strip())
        assert sum(a is not b for a, b in zip(shown, score(guess, secret).tiles)) == lies
    assert _played(argv, guesses, monkeypatch, capsys)[1] == lines


def test_play_woodle_shows_only_the_counts(word_file, monkeypatch, capsys):
    """Piped, a Woodle Result gives the counts of greens and yellows of the true score."""
    secret = secret_word(word_file, 2)
    guess = next(w for w in WORDS if w != secret)
    code, lines = _played(["--woodle", "--seed", "2", "--word-file", str(word_file)], [guess], monkeypatch, capsys)
    truth = score(guess, secret).tiles
    assert lines[0] == f"{RESULT}🟩{truth.count(Tile.CORRECT)} 🟨{truth.count(Tile.PRESENT)}\n"
    assert code == 1 and lines[1] == f"\nNo more input after 1 attempt. The word was {secret}.\n"


@pytest.mark.parametrize("argv, message", [
    (["--fibble", "--hard"], "Fibble (1 lie a row) cannot be combined with --hard or --absurdle"),
    (["--woodle", "--absurdle"], "Woodle cannot be combined with --hard or --absurdle"),
    (["--absurdle", "--quantum"], "Absurdle is played on one board: it cannot be combined with --boards, --quantum or --record"),
    (["--lies", "2"], "--lies 2 goes with --fibble: the lies a Fibble row tells"),
])
def test_play_refuses_variants_it_cannot_combine(argv, message, monkeypatch, capsys):
    """A variant asked with what it cannot be played with is one error line, exit code 2."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("crane\n"))
    code, out, err = through_console_script(["play", *argv], monkeypatch, capsys)
    assert (code, out, err) == (2, "", f"wordfinder: error: {message}\n")


@pytest.mark.parametrize("variant", [["--boards", "2"], ["--boards", "4"], ["--fibble"], ["--woodle"]],
                         ids=["dordle", "quordle", "fibble", "woodle"])
def test_the_games_suggest_ranks_for_the_original_answers_deal_them(variant, monkeypatch, capsys):
    """play deals a multi-board, Fibble or Woodle game from the original answers, which that
    game's suggest ranks (it dealt SUEDE, an allowed word suggest --boards 2 never meets)."""
    from wordfinder.words import ANSWERS, bundled

    original = set(bundled(ANSWERS))
    for seed in range(1, 17):  # play --fibble --seed 9 dealt KIWIS
        monkeypatch.setattr(sys, "stdin", io.StringIO(""))
        code, out, _ = through_console_script(["play", *variant, "--seed", str(seed)], monkeypatch, capsys)
        dealt = re.search(r"The words? (?:was|were) ([^.]+)\.", out).group(1).split(", ")
        boards = int(variant[1]) if variant[0] == "--boards" else 1
        assert (code, len(dealt)) == (1, boards)
        assert set(dealt) <= original, out[-200:]


@pytest.mark.parametrize("code, secret, guess, keys", [
    ("de", "BÄUME", "BÄREN", ["Ä", "Ö", "Ü"]),
    ("nl-ij", "ĲDEL", "ĲVER", ["IJ"]),
    ("en", "SLOTH", "CRANE", []),
])
def test_the_keyboard_has_the_languages_own_letters(code, secret, guess, keys):
    """The terminal keyboard of a game in German has Ä, Ö and Ü (Dutch in one tile: IJ,
    shown as typed), coloured as guesses earn them; English has A-Z alone."""
    from rich.console import Console

    from wordfinder.cli.render import board
    from wordfinder.languages import LANGUAGES

    game = Game(language=LANGUAGES[code], length=len(secret))
    start = GameState(Secret.of(secret), game)
    state = start.guessed(start.secret.scored(guess))
    screen = Console(file=io.StringIO(), width=80, color_system=None)
    screen.print(board(state, plain=True))
    rows = [line.split() for line in screen.file.getvalue().splitlines()]
    keyboard = next(i for i, row in enumerate(rows) if row[:1] == ["Q"])
    below = rows[keyboard + 3]
    if not keys:
        assert "guesses" in " ".join(below)  # the status line: no row of keys beyond A-Z
    else:
        assert [k.strip("[]()*") for k in below] == keys
        assert below[0] != keys[0] and below[1:] == keys[1:]  # the first, green in the guess, is marked


def test_a_dutch_record_and_hard_modes_words_write_ij_as_typed(tmp_path, monkeypatch, capsys):
    """In nl-ij (IJ one tile) play --record writes KIJKEN, as a player types it, not the
    ligature KĲKEN, and the record replays; hard mode names the tile IJ too."""
    from wordfinder.hardmode import hard_mode_problem

    path = tmp_path / "games.md"
    argv = ["play", "--lang", "nl-ij", "--length", "5", "--seed", "5"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("kijken\n"))
    _, told, _ = through_console_script(argv, monkeypatch, capsys)  # the game says its answer when input ends
    secret = re.search(r"The word was (\w+)\.", told).group(1)
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"kijken\n{secret.lower()}\n"))
    code, _, _ = through_console_script([*argv, "--record", str(path)], monkeypatch, capsys)
    text = path.read_text(encoding="utf-8")
    assert code == 0 and "KIJKEN=" in text and "Ĳ" not in text and "ĳ" not in text
    replayed, out, _ = through_console_script(["score", "--lang", "nl-ij", str(path)], monkeypatch, capsys)
    assert replayed == 0 and "0 failures" in out
    assert hard_mode_problem([score("ĲDEL", "ĲVER")], "BEDEL") == "1st letter must be IJ"


@pytest.mark.parametrize(
    ("lang", "secret", "asked", "said"),
    [("pt", "ACUDE", "?2", "letter 2 is Ç"), ("pt", "ACUDE", "?1", "letter 1 is A"),
     ("nl-ij", "ĲSTĲD", "?4", "letter 4 is IJ"), ("es", "NIÑOS", "?3", "letter 3 is Ñ")],
)
def test_a_position_hint_names_the_letter_as_the_word_is_written(lang, secret, asked, said):
    """A hint at a position gives the answer's letter as its language writes it there (Ç in
    AÇUDE, Dutch IJ as typed), not the tile letter the game compares (C, the ligature)."""
    from wordfinder.languages import LANGUAGES

    _, printed = run_game(asked + "\n", secret=Secret.of(secret), rules=Game(language=LANGUAGES[lang], length=len(secret)))
    assert f"Hint: {said}.\n" in printed, printed


def test_a_word_file_of_a_length_no_list_has_gives_hints_and_ends(tmp_path):
    """play --word-file at ten letters, which no bundled list has: a hint at a position and the
    closing line name the file's word as it is (they looked for the bundled lists' spelling,
    and refused the game mid-way: --lang en --length 10: no bundled lists)."""
    words = tmp_path / "ten.txt"
    words.write_text("abcdefghij\nklmnopqrst\n", encoding="utf-8")
    argv = ["play", "--word-file", str(words), "--length", "10", "--seed", "1", "--max-guesses", "1"]
    first = runner.invoke(app, argv, input="?2\n")
    secret = re.search(r"The word was (\w+)\.", first.stdout).group(1)
    assert first.exit_code == 1 and f"Hint: letter 2 is {secret[1]}." in first.stdout, first.output
    wrong = next(w for w in ("ABCDEFGHIJ", "KLMNOPQRST") if w != secret)
    lost = runner.invoke(app, argv, input=f"{wrong}\n")
    assert f"You lost after 1 attempt. The word was {secret}." in lost.stdout, lost.output
