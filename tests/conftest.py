"""Shared fixtures and hypothesis strategies: small word lists, the bundled list, random games.

The strategies favour tiny alphabets ("AB", "ABC", "ABCD") so that words repeat
letters heavily: repeated letters are where Wordle's rules (surplus grey copies,
left-to-right yellows) are subtle and where fast paths go wrong.
"""

from __future__ import annotations

import functools
import itertools
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
import typer.testing
from hypothesis import strategies as st

from wordfinder import GuessScore, Trie, score
from wordfinder.notation import BoardsPair
from wordfinder.words import ALLOWED, bundled

ALPHABETS = ("AB", "ABC", "ABCD")
OUTSIDER = "Z"  # a letter no small-alphabet guess uses: it stands for every untried letter


# The recorded games, by absolute path: the suite runs from outside the checkout (README).
GAMES = str(Path(__file__).resolve().parents[1] / "games")


def shown(argv: list[str]) -> str:
    """A command line as a test id, the games folder written ``games``."""
    return " ".join(argv).replace(GAMES, "games")


# --- the command line in process ---------------------------------------------------------

# typer's test runner builds the app's click command afresh on every invoke (its parameters
# read from the declarations in cli/options.py: about 10 ms, over a thousand times a run);
# a user's process builds it once, and so does each test process.
typer.testing._get_command = functools.cache(typer.testing._get_command)


# --- small word lists ------------------------------------------------------------------

SMALL_GUESSES = "BCH\nBAT\nCAT\nHAT\nMAT\n"  # the probe BCH tells the four answers apart
SMALL_ANSWERS = "BAT\nCAT\nHAT\nMAT\n"


@pytest.fixture
def small_lists(tmp_path) -> tuple[str, str]:
    """The paths of the small guess and answer lists the solver's commands are tried on."""
    (tmp_path / "guesses.txt").write_text(SMALL_GUESSES, encoding="utf-8")
    (tmp_path / "answers.txt").write_text(SMALL_ANSWERS, encoding="utf-8")
    return str(tmp_path / "guesses.txt"), str(tmp_path / "answers.txt")


def shared_cache(tmp_path_factory) -> str:
    """The session's test cache folder, shared by the test workers: the pattern matrices
    written there once (the likely model's takes seconds) serve every worker."""
    base = tmp_path_factory.getbasetemp()
    return str((base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "solver-cli-cache")


@pytest.fixture
def private_cache(tmp_path_factory, monkeypatch) -> None:
    """Pattern matrices go to a test cache, not the user's."""
    monkeypatch.setenv("XDG_CACHE_HOME", shared_cache(tmp_path_factory))


@pytest.fixture(autouse=True)
def private_folders(tmp_path_factory, monkeypatch) -> None:
    """No test reads the user's data folder: each gets an empty one of its own, so that the
    history file of past answers is there only when the test writes it (subprocesses inherit
    it).  The cache is the session's test cache unless the environment names one."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data-home")))
    if not os.environ.get("XDG_CACHE_HOME"):
        monkeypatch.setenv("XDG_CACHE_HOME", shared_cache(tmp_path_factory))


@pytest.fixture(scope="session")
def client(tmp_path_factory):
    """The web app in this process, through Starlette's test client: started once a test
    process (its workers load what their first questions need, seconds on a fresh cache),
    with the session's test cache and a data folder of its own, as each test has.  Its
    workers are the module's ``server.answers``: a test that opens an app of its own patches
    that first, or the app, closing, would stop them for every test after it."""
    from starlette.testclient import TestClient

    from wordfinder.web import server

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("client-data-home")))
        if not os.environ.get("XDG_CACHE_HOME"):
            patch.setenv("XDG_CACHE_HOME", shared_cache(tmp_path_factory))
        # The 10 s guard has a test of its own; here a 4 s question (Fibble with two lies) on
        # a machine busy with the other tests must get its answer, not the guard's 408.
        patch.setattr(server, "REQUEST_SECONDS", 120.0)
        with TestClient(server.web_app(), base_url="http://127.0.0.1") as connected:
            yield connected


@pytest.fixture
def fifty_words() -> list[str]:
    """FIFTY and the rhymes of WITTY that seed 004's buggy parses let through."""
    return ["FIFTY", "JITTY", "KITTY", "ZITTY", "WITTY"]


@pytest.fixture
def rouse_words() -> list[str]:
    """The words seed 004 explains against the ROUSE game."""
    return ["ROMEO", "PROSE", "STORE", "MURAL", "ROUSE"]


@pytest.fixture
def birch_words() -> list[str]:
    """The words seed 004 explains against the BIRCH game."""
    return ["INCUR", "TAXIS", "PRICY", "ERICA", "BIRCH"]


# --- the bundled list --------------------------------------------------------------------


@pytest.fixture(scope="session")
def allowed() -> tuple[str, ...]:
    """The bundled list of 14,855 allowed guesses."""
    return bundled(ALLOWED)


@pytest.fixture(scope="session")
def allowed_trie(allowed: tuple[str, ...]) -> Trie:
    """A trie of the bundled allowed guesses, built once per session."""
    return Trie(allowed)


# --- plain helpers -----------------------------------------------------------------------


def universe(alphabet: str, length: int) -> list[str]:
    """Every string of ``length`` letters drawn from ``alphabet`` plus the outsider letter.

    A letter no guess uses never earns a hit, so one outsider stands for all of
    them: some string of letters earns a set of scores iff some string in here does.
    """
    letters = sorted(set(alphabet) | {OUTSIDER})
    return ["".join(t) for t in itertools.product(letters, repeat=length)]


def through_console_script(argv: list[str], monkeypatch, capsys) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of the console script's entry point given ``argv``."""
    from wordfinder.cli import entry

    monkeypatch.setattr(sys, "argv", ["wordfinder", *argv])
    with pytest.raises(SystemExit) as stopped:
        entry.main()
    out, err = capsys.readouterr()
    return stopped.value.code, out, err


# --- hypothesis strategies -----------------------------------------------------------------

alphabets = st.sampled_from(ALPHABETS)
lengths = st.integers(min_value=1, max_value=6)


def words(alphabet: str, length: int) -> st.SearchStrategy[str]:
    """Words of exactly ``length`` letters over ``alphabet``."""
    return st.text(alphabet=alphabet, min_size=length, max_size=length)


@st.composite
def small_words(draw: st.DrawFn) -> str:
    """A word of 1 to 6 letters over a small alphabet, so letters repeat."""
    return draw(words(draw(alphabets), draw(lengths)))


@dataclass(frozen=True)
class Game:
    """A random history: the guesses scored against ``secret`` (or, when inconsistent,
    some of them against other words)."""

    alphabet: str
    secret: str
    pairs: tuple[GuessScore, ...]

    @property
    def length(self) -> int:
        """The word length."""
        return len(self.secret)

    def __repr__(self) -> str:
        return f"Game({self.alphabet!r}, secret={self.secret}, {' '.join(map(str, self.pairs))})"


@st.composite
def games(
    draw: st.DrawFn,
    consistent: bool = True,
    max_guesses: int = 4,
    max_length: int = 6,
    alphabet: str | None = None,
) -> Game:
    """A history of 1 to ``max_guesses`` guesses over a small alphabet.

    Consistent games score every guess against one secret.  Otherwise each guess
    may be scored against a word of its own: every score is one some word earns,
    but the scores together may contradict each other.
    """
    alphabet = alphabet or draw(alphabets)
    length = draw(st.integers(min_value=1, max_value=max_length))
    secret = draw(words(alphabet, length))
    guesses = draw(st.lists(words(alphabet, length), min_size=1, max_size=max_guesses))
    pairs = []
    for guess in guesses:
        answer = secret
        if not consistent and draw(st.booleans()):
            answer = draw(words(alphabet + OUTSIDER, length))
        pairs.append(GuessScore(score(guess, answer)))
    return Game(alphabet, secret, tuple(pairs))


@st.composite
def word_lists(draw: st.DrawFn, alphabet: str, length: int, max_size: int = 40) -> list[str]:
    """A list of distinct words of ``length`` over ``alphabet`` plus the outsider letter."""
    return draw(st.lists(words(alphabet + OUTSIDER, length), max_size=max_size, unique=True))


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
        pair = BoardsPair.scored(guess, answers, solved)
        pairs.append(pair)
        solved = [done or (s is not None and s.is_win) for done, s in zip(solved, pair.scores)]
    vocabulary = draw(word_lists(alphabet, length))
    return answers, tuple(pairs), vocabulary
