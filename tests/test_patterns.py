"""The pattern matrix: every cell equals the feedback engine's score, and the disk cache."""

from __future__ import annotations

import random

import numpy as np
import pytest
from conftest import alphabets, words
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder.solver import patterns
from wordfinder.feedback import Score, Tile, score
from wordfinder.solver.puzzle_words import lists_key
from wordfinder.solver.patterns import (
    cached_pattern_matrix,
    decode,
    encode,
    pattern_dtype,
    pattern_matrix,
    win,
)
from wordfinder.words import ALLOWED, ANSWERS, bundled


@pytest.fixture(autouse=True)
def cache_home(tmp_path, monkeypatch):
    """Each test caches matrices in a folder of its own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


def assert_matches_engine(guesses, answers, matrix):
    """Every cell of ``matrix`` is the pattern of the engine's score."""
    assert matrix.shape == (len(guesses), len(answers))
    for g, guess in enumerate(guesses):
        for a, answer in enumerate(answers):
            assert decode(guess, int(matrix[g, a])) == score(guess, answer), (guess, answer)


@st.composite
def word_lists(draw):
    """Guesses and answers of one length over a small alphabet, so letters repeat heavily."""
    alphabet = draw(alphabets)
    length = draw(st.integers(min_value=1, max_value=6))
    word = words(alphabet + "Z", length)
    return draw(st.lists(word, min_size=1, max_size=12)), draw(
        st.lists(word, min_size=1, max_size=12)
    )


# --- encode and decode ------------------------------------------------------------------


@given(guess=words("ABC", 5), answer=words("ABC", 5))
def test_decode_undoes_encode(guess, answer):
    """Decoding a score's pattern gives the score back."""
    earned = score(guess, answer)
    assert decode(guess, encode(earned)) == earned


def test_win_is_all_green():
    """The all-green score packs to 3**length - 1 (242 for five letters)."""
    assert encode(score("CRANE", "CRANE")) == win(5) == 242


def test_quantum_scores_have_no_pattern():
    """A score with quantum tiles cannot be packed."""
    with pytest.raises(ValueError, match="quantum"):
        encode(Score("AB", (Tile.QUANTUM_CORRECT, Tile.ABSENT)))


def test_pattern_type_fits_the_length():
    """Five-letter patterns fit in uint8; six need uint16."""
    assert pattern_dtype(5) is np.uint8
    assert pattern_dtype(6) is np.uint16
    assert pattern_matrix(["ABCDEF"], ["FEDCBA"]).dtype == np.uint16


# --- the matrix against the engine -----------------------------------------------------------


@settings(max_examples=75, deadline=None)
@given(word_lists())
def test_matrix_equals_score_on_small_alphabets(lists):
    """On words with heavily repeated letters, every cell is the engine's score."""
    guesses, answers = lists
    assert_matches_engine(guesses, answers, pattern_matrix(guesses, answers))


def test_matrix_equals_score_on_the_bundled_lists():
    """On a random sample of the bundled lists, every cell is the engine's score."""
    rng = random.Random(2315)
    guesses = rng.sample(bundled(ALLOWED), 150)
    answers = rng.sample(bundled(ANSWERS), 60)
    assert_matches_engine(guesses, answers, pattern_matrix(guesses, answers))


def test_matrix_seed_examples():
    """The seeds' repeated-letter examples come out as the engine says."""
    matrix = pattern_matrix(["SPEED", "TEPEE", "CHICK"], ["ABIDE", "EMPTY", "QUICK"])
    assert str(decode("SPEED", int(matrix[0, 0]))) == "..e.d"
    assert str(decode("TEPEE", int(matrix[1, 1]))) == "teP.."
    assert str(decode("CHICK", int(matrix[2, 2]))) == "..ICK"


def test_empty_lists_give_an_empty_matrix():
    """No guesses or no answers give a matrix with no cells."""
    assert pattern_matrix([], ["CRANE"]).shape == (0, 1)
    assert pattern_matrix(["CRANE"], []).shape == (1, 0)


def test_lengths_must_agree():
    """Guesses and answers of different lengths are refused."""
    with pytest.raises(ValueError, match="letters"):
        pattern_matrix(["CRANE"], ["CRANES"])


def test_block_is_the_matrix_indexed_by_rows_and_answers(monkeypatch):
    """block() gives matrix[np.ix_(rows, answers)], answers in any order, from an array
    (indexed at once for few answers, or whole rows copied a few at a time and the answers
    taken) and from a lazy matrix."""
    guesses, answers = ["CRANE", "SLATE", "TRACE", "ROBIN", "EERIE"], ["SLATE", "EERIE", "ROBIN", "CRANE"]
    dense = pattern_matrix(guesses, answers)
    rows, columns = np.array([1, 3, 4]), np.array([2, 0, 3])
    wanted = dense[np.ix_(rows, columns)]
    assert np.array_equal(patterns.block(dense, rows, columns), wanted)
    assert np.array_equal(patterns.block(patterns.LazyPatternMatrix(guesses, answers), rows, columns), wanted)
    monkeypatch.setattr(patterns, "_TAKEN_FROM", 0)
    monkeypatch.setattr(patterns, "_ROWS_COPIED", 2)
    assert np.array_equal(patterns.block(dense, rows, columns), wanted)


# --- the cache --------------------------------------------------------------------------------


def test_cache_is_written_and_read(cache_home, monkeypatch):
    """The first call writes the matrix under the lists' hash; the second reads it back."""
    guesses, answers = ["CRANE", "SLATE"], ["SLATE", "TRACE"]
    first = cached_pattern_matrix(guesses, answers)
    path = cache_home / "wordfinder" / f"patterns-{lists_key(guesses, answers)}.npy"
    assert path.is_file()
    monkeypatch.setattr(patterns, "pattern_matrix", lambda *_: pytest.fail("recomputed"))
    assert np.array_equal(cached_pattern_matrix(guesses, answers), first)


def test_cache_key_depends_on_both_lists():
    """Swapping an answer or a guess gives another cache key."""
    assert lists_key(["CRANE"], ["SLATE"]) != lists_key(["CRANE"], ["TRACE"])
    assert lists_key(["CRANE"], ["SLATE"]) != lists_key(["CRATE"], ["SLATE"])


def test_unwritable_cache_just_computes(tmp_path, monkeypatch):
    """When the cache folder cannot be made, the matrix is computed all the same."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    matrix = cached_pattern_matrix(["CRANE"], ["SLATE"])
    assert_matches_engine(["CRANE"], ["SLATE"], matrix)


def test_damaged_cache_is_recomputed(cache_home):
    """A truncated cache file is replaced by a good matrix."""
    guesses, answers = ["CRANE", "SLATE"], ["SLATE"]
    path = cache_home / "wordfinder" / f"patterns-{lists_key(guesses, answers)}.npy"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x93NUMPY garbage")
    assert_matches_engine(guesses, answers, cached_pattern_matrix(guesses, answers))
    assert np.load(path).shape == (2, 1)


def test_a_truncated_cache_file_is_ignored_and_rebuilt(cache_home):
    """A cache file cut short (a write that never finished, a full disk) is not mapped: the
    matrix is computed again and the file rewritten whole."""
    guesses, answers = ["CRANE", "SLATE", "TRACE"], ["SLATE", "TRACE"]
    path = cache_home / "wordfinder" / f"patterns-{lists_key(guesses, answers)}.npy"
    cached_pattern_matrix(guesses, answers)
    path.write_bytes(path.read_bytes()[:-3])
    assert_matches_engine(guesses, answers, cached_pattern_matrix(guesses, answers))
    assert np.load(path).shape == (3, 2)


@pytest.mark.parametrize("held", [np.zeros((1, 1), dtype=np.uint8), np.zeros((2, 1), dtype=np.int64)],
                         ids=["another-shape", "a-signed-type"])
def test_a_cache_file_that_does_not_fit_the_lists_is_rebuilt(cache_home, held):
    """A file under the lists' name holding another shape or type (another format, a hash
    collision) is not trusted: the matrix is computed again."""
    guesses, answers = ["CRANE", "SLATE"], ["SLATE"]
    path = cache_home / "wordfinder" / f"patterns-{lists_key(guesses, answers)}.npy"
    path.parent.mkdir(parents=True)
    np.save(path, held)
    assert_matches_engine(guesses, answers, cached_pattern_matrix(guesses, answers))
    assert np.load(path).dtype == np.uint8 and np.load(path).shape == (2, 1)


def test_a_cache_file_is_written_whole_and_mapped(cache_home):
    """The matrix is written to a temporary file put in place at once (none is left
    behind), and what comes back is the file mapped, which every process shares."""
    guesses, answers = ["CRANE", "SLATE"], ["SLATE", "TRACE"]
    matrix = cached_pattern_matrix(guesses, answers)
    folder = cache_home / "wordfinder"
    assert sorted(p.suffix for p in folder.iterdir()) == [".lock", ".npy"]
    assert not matrix.flags.owndata and not matrix.flags.writeable  # a read-only view of the mapped file


def test_two_writers_at_once_compute_the_matrix_once(cache_home, monkeypatch):
    """Two workers asking for a matrix not yet cached take turns: one computes and writes
    it, the other waits and maps what was written (a server's processes at start)."""
    import threading

    computed = []
    real = patterns.pattern_matrix

    def slow(guesses, answers):
        computed.append(threading.current_thread().name)
        threading.Event().wait(0.3)  # long enough for the other worker to reach the lock
        return real(guesses, answers)

    monkeypatch.setattr(patterns, "pattern_matrix", slow)
    guesses, answers = ["CRANE", "SLATE", "ROBIN"], ["SLATE", "ROBIN"]
    got = {}
    workers = [threading.Thread(target=lambda n=n: got.update({n: cached_pattern_matrix(guesses, answers)}))
               for n in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert len(computed) == 1
    assert np.array_equal(got[0], got[1])
    assert_matches_engine(guesses, answers, got[0])


def test_a_cache_that_cannot_be_written_leaves_the_puzzle_lazy(tmp_path, monkeypatch):
    """Where the cache folder cannot be made, whole_puzzle does not compute a whole matrix
    no other process could share: the puzzle stays lazy."""
    from wordfinder.game import game_of
    from wordfinder.solver.puzzle import _bundled_puzzle, whole_puzzle

    _bundled_puzzle.cache_clear()  # a puzzle made earlier in this process may be whole already
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.setattr(patterns, "pattern_matrix", lambda *_: pytest.fail("computed whole"))
    assert isinstance(whole_puzzle(game_of("suggest", {})).patterns, patterns.LazyPatternMatrix)
    _bundled_puzzle.cache_clear()  # not left to a later test: its cache folder is another


def test_cache_folder_follows_xdg(cache_home):
    """The cache lives in $XDG_CACHE_HOME/wordfinder."""
    assert patterns.cache_folder() == cache_home / "wordfinder"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["AB", "ABC", "ABCD"]), st.integers(min_value=1, max_value=5), st.data())
def test_lazy_matrix_serves_what_the_dense_matrix_holds(alphabet, length, data):
    """Asked in any order for rows, columns and np.ix_ blocks (the forms the solver uses),
    kept or not yet computed, the lazy matrix gives pattern_matrix's values, which
    test_every_cell_is_the_engines_score holds to score()."""
    from conftest import word_lists

    from wordfinder.solver.patterns import LazyPatternMatrix

    guesses = data.draw(word_lists(alphabet, length, max_size=12).filter(bool))
    answers = data.draw(st.lists(st.sampled_from(guesses), min_size=1, unique=True))
    dense = pattern_matrix(guesses, answers)
    lazy = LazyPatternMatrix(guesses, answers)
    assert lazy.shape == dense.shape and lazy.dtype == dense.dtype
    columns = st.lists(st.integers(0, len(answers) - 1), min_size=1).map(np.array)
    rows = st.lists(st.integers(0, len(guesses) - 1), min_size=1).map(np.array)
    for _ in range(data.draw(st.integers(1, 6))):
        form = data.draw(st.sampled_from(["row", "columns", "block"]))
        picked = data.draw(columns)
        if form == "row":
            row = data.draw(st.integers(0, len(guesses) - 1))
            assert np.array_equal(lazy[row, picked], dense[row, picked])
        elif form == "columns":
            assert np.array_equal(lazy[:, picked], dense[:, picked])
        else:
            index = np.ix_(data.draw(rows), picked)
            assert np.array_equal(lazy[index], dense[index])
    assert np.array_equal(np.asarray(lazy), dense)
    with pytest.raises(TypeError):
        lazy[0]


def test_a_matrix_of_up_to_50000_guesses_is_bounded_in_memory():
    """50,000 guesses against 2,500 answers (125 MB) are accepted; against 50,000 answers
    (2.5 GB) they are refused in one line naming the sizes, before any work."""
    from wordfinder.errors import WordListError
    from wordfinder.solver import patterns

    guesses = ["ABCDE"] * 50_000
    patterns._check_size(guesses, guesses[:2_500])
    with pytest.raises(WordListError, match=r"^50,000 guesses x 50,000 answers: their pattern matrix would take 2,500 MB"):
        patterns._check_size(guesses, guesses, lazy=True)
