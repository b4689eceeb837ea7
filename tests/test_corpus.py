"""The project's own games/ corpus replays cleanly, and corrupting it is caught."""

from pathlib import Path

import pytest
from typer.testing import CliRunner

from wordfinder.cli.app import app
from wordfinder.records import read_games

GAMES = Path(__file__).resolve().parent.parent / "games"


@pytest.fixture(scope="module")
def corpus():
    """Every game recorded in games/."""
    return read_games([GAMES])


def test_corpus_is_big_enough(corpus):
    """games/ holds at least 150 classic and 40 quantum games."""
    assert sum(not g.is_quantum for g in corpus) >= 150
    assert sum(g.is_quantum for g in corpus) >= 40


def test_corpus_exercises_repeated_letters(corpus):
    """Most classic games have a guess with a repeated letter, and many a surplus grey copy."""
    classic = [g for g in corpus if not g.is_quantum]
    repeated = [g for g in classic if any(len(set(p.guess)) < len(p.guess) for p in g.pairs)]
    assert len(repeated) * 2 > len(classic)


def test_quantum_corpus_has_both_kinds_of_guess(corpus):
    """Quantum games include interfering guesses, plain ones and winning ones."""
    scores = [p.score for g in corpus if g.is_quantum for p in g.pairs]
    assert any(s.is_quantum for s in scores)
    assert any(not s.is_quantum and not s.is_win and any(t.is_hit for t in s.tiles) for s in scores)
    assert any(s.is_win for s in scores)


def test_score_replays_the_corpus_without_failure():
    """`wordfinder score games/` exits 0 with no failure and no warning."""
    result = CliRunner().invoke(app, ["score", str(GAMES)])
    assert result.exit_code == 0, result.stdout
    assert result.stdout.splitlines()[-1].endswith(", 0 failures, 0 warnings")


def test_a_corrupted_record_fails_naming_its_game(tmp_path):
    """Changing one tile of a recorded score makes the run fail and name file, line and game."""
    text = (GAMES / "seeds.md").read_text(encoding="utf-8")
    corrupted = text.replace("WITTY=.I.TY", "WITTY=.ITTY")
    assert corrupted != text
    path = tmp_path / "corrupted.md"
    path.write_text(corrupted, encoding="utf-8")
    result = CliRunner().invoke(app, ["score", str(path)])
    assert result.exit_code == 1
    line = next(n for n, t in enumerate(corrupted.splitlines(), 1) if "WITTY=.ITTY" in t)
    assert f"{path}:{line}: game 6: FAIL: WITTY scores .I.TY against FIFTY, not .ITTY" in result.stdout
