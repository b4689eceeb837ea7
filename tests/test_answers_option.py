"""--answers MODEL|FILE: one answer model, spelled and meant alike in find, suggest, play,
analyze, tree and benchmark, and its old spellings (find's and play's flag, --answers-file)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wordfinder.answers import file_model
from wordfinder.cli.app import app
from wordfinder.game import NYT
from wordfinder.session import draw_secret, game_words
from wordfinder.words import ANSWERS, bundled
from wordfinder.languages import ENGLISH

runner = CliRunner()

pytestmark = pytest.mark.usefixtures("private_cache")


def run(*args: str, input: str | None = None):
    """The result of running wordfinder with ``args``."""
    return runner.invoke(app, list(args), input=input)


# --- find -----------------------------------------------------------------------------------


def test_find_under_an_answers_file_lists_its_words_that_fit(small_lists):
    """find --answers FILE lists the file's words that fit (not only allowed guesses), each
    equally likely, and names the model by the file."""
    _, answers = small_lists
    document = json.loads(run("--json", "--answers", answers, "CAT=.AT").stdout)
    assert document["candidates"] == ["BAT", "HAT", "MAT"] and document["model"] == answers
    assert set(document["probabilities"].values()) == {round(1 / 3, 6)}
    assert run("--answers", answers, "BCH=B..").stdout == "BAT\n"


def test_find_under_an_answers_file_and_a_word_list_lists_both(tmp_path, small_lists):
    """With --word-file too, only the file's answers that the word list holds are listed."""
    _, answers = small_lists
    (tmp_path / "some.txt").write_text("BAT\nMAT\nZAT\n", encoding="utf-8")
    assert run("--answers", answers, "--word-file", str(tmp_path / "some.txt"), "CAT=.AT").stdout == "BAT\nMAT\n"


def test_find_under_all_lists_every_word_alike():
    """--answers all: every allowed word that fits, equally likely, so alphabetical."""
    document = json.loads(run("--json", "--answers", "all", "CRANE=..a.e", "SLOTH=.l...").stdout)
    assert document["model"] == "all" and document["candidates"] == sorted(document["candidates"])
    assert len(set(document["probabilities"].values())) == 1 and "GIZMO" not in document["candidates"]


def test_find_old_flag_is_the_original_model():
    """find's old flag --answers lists what --answers original lists, with no note."""
    old, new = run("--answers", "CRANE=..a.e", "SLOTH=.l..."), run("--answers", "original", "CRANE=..a.e", "SLOTH=.l...")
    assert (old.exit_code, old.stdout, old.stderr) == (new.exit_code, new.stdout, "")
    assert set(new.stdout.split()) <= set(bundled(ANSWERS)) and new.stdout


# --- play -----------------------------------------------------------------------------------


def test_play_under_an_answers_file_draws_from_it_and_accepts_its_words(small_lists):
    """play --answers FILE draws the secret from the file's words, which are guesses too."""
    _, answers = small_lists
    lists = game_words(3, None, False, file_model(answers, ENGLISH))
    secret = draw_secret(NYT, lists.secrets, random.Random(4)).words[0]
    assert set(lists.secrets) == {"BAT", "CAT", "HAT", "MAT"} and lists.weights is None
    result = run("play", "--answers", answers, "--length", "3", "--seed", "4", input=f"{secret}\n")
    assert (result.exit_code, result.stdout) == (0, "Please input your guess: Result: 🟩🟩🟩\nYou won in 1 attempt.\n")


def test_play_under_all_draws_alike_and_the_old_flag_is_original():
    """play --answers all draws every allowed word alike; the flag --answers is original."""
    assert game_words(answers="all").weights is None and len(game_words(answers="all").secrets) == 14_855
    assert game_words(answers="likely").weights is not None
    old = run("play", "--answers", "--seed", "3", input="")
    new = run("play", "--answers", "original", "--seed", "3", input="")
    assert old.stdout == new.stdout and old.exit_code == new.exit_code == 1


# --- the solver's commands ------------------------------------------------------------------


@pytest.mark.parametrize("command", [["suggest", "BCH=..."], ["benchmark"], ["tree"], ["analyze", "BAT=.AT", "CAT=CAT"]])
def test_answers_file_is_the_old_spelling_of_answers_file(small_lists, command):
    """--answers FILE does just what --answers-file FILE did, in every solver command."""
    guesses, answers = small_lists
    new = run(*command, "--guesses", guesses, "--answers", answers)
    old = run(*command, "--guesses", guesses, "--answers-file", answers)
    assert new.exit_code == 0 and new.stderr == "" and new.stdout
    assert (old.exit_code, timeless(old.stdout), old.stderr) == (0, timeless(new.stdout), "")


def timeless(text: str) -> str:
    """Text output without benchmark's line of seconds taken."""
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("seconds "))


def test_suggest_json_names_the_file_model(small_lists):
    """suggest --json under --answers FILE names the model by the file, as find does."""
    guesses, answers = small_lists
    document = json.loads(run("suggest", "--json", "--guesses", guesses, "--answers", answers).stdout)
    assert document["model"] == answers and document["count"] == 4


@pytest.mark.parametrize(("model", "strategy", "stored"), [("likely", "optimal", "optimal"), ("all", "entropy", "entropy")])
def test_tree_under_a_model_is_its_stored_tree(model, strategy, stored):
    """tree --answers likely|all prints the stored tree the strategy plays under that model
    (optimal: the searched tree over every allowed word), opening as the stored file says."""
    from wordfinder.solver.trees import tree_file_name
    from wordfinder.words import data_path

    text = Path(data_path(tree_file_name(False, stored, model))).read_text(encoding="utf-8")
    opening = next(line for line in text.splitlines() if not line.startswith("#")).split()[0]
    result = run("tree", "--answers", model, "-s", strategy, "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["guess"] == opening


def test_tree_under_a_model_without_a_stored_tree_is_one_error(small_lists):
    """Under a model, lists with no stored tree are one error line, exit 2."""
    guesses, _ = small_lists
    result = run("tree", "--answers", "likely", "--guesses", guesses)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith("wordfinder: error: no stored tree of optimal under the 'likely' answer model")
