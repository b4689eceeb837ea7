"""The bit-parallel word index: its sets equal replay's, score by score and history by history."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder import GuessScore, Score, Tile, replay, score
from wordfinder.index import WordIndex

from conftest import OUTSIDER, alphabets, games, universe, word_lists, words

CLASSIC = (Tile.CORRECT, Tile.PRESENT, Tile.ABSENT)


@st.composite
def any_classic_pair(draw: st.DrawFn, alphabet: str, length: int) -> GuessScore:
    """A guess with arbitrary classic tiles: often a score no answer can earn."""
    guess = draw(words(alphabet, length))
    tiles = draw(st.lists(st.sampled_from(CLASSIC), min_size=length, max_size=length))
    return GuessScore(Score(guess, tuple(tiles)))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_earned_by_equals_replay_for_any_tiles(data):
    """For any tiles at all, possible or not, the set is exactly the words that earn them."""
    alphabet = data.draw(alphabets)
    length = data.draw(st.integers(min_value=1, max_value=5))
    pair = data.draw(any_classic_pair(alphabet, length))
    everything = universe(alphabet, length)
    index = WordIndex(everything)
    assert index.listed(index.earned_by(pair)) == replay([pair], everything)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_earned_by_guesses_without_repeats_equal_replay(data):
    """A guess without a repeated letter takes a shorter path, one test a tile: exact too,
    the outsider letter included (a letter no word holds)."""
    alphabet = data.draw(alphabets)
    letters = data.draw(st.permutations(sorted(set(alphabet) | {OUTSIDER})))
    length = data.draw(st.integers(min_value=1, max_value=min(5, len(letters))))
    tiles = data.draw(st.lists(st.sampled_from(CLASSIC), min_size=length, max_size=length))
    pair = GuessScore(Score("".join(letters[:length]), tuple(tiles)))
    without_outsider = data.draw(st.booleans())
    everything = [w for w in universe(alphabet, length) if not (without_outsider and OUTSIDER in w)]
    index = WordIndex(everything)
    assert index.listed(index.earned_by(pair)) == replay([pair], index.words)


@settings(max_examples=150, deadline=None)
@given(games(consistent=False, max_guesses=5, max_length=5), st.data())
def test_matching_equals_replay_on_histories(game, data):
    """A history's set is the words that reproduce every score, contradictory histories included."""
    words_ = data.draw(word_lists(game.alphabet, game.length, max_size=60))
    index = WordIndex(words_)
    assert index.listed(index.matching(game.pairs)) == replay(game.pairs, index.words)


def test_bundled_list_agrees_with_replay(allowed):
    """On the 14,855 allowed guesses, seed 004's FIFTY game leaves exactly replay's words after each guess."""
    pairs = [GuessScore.parse(p) for p in "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY".split()]
    index = WordIndex(allowed)
    for n in range(1, len(pairs) + 1):
        assert index.listed(index.matching(pairs[:n])) == replay(pairs[:n], allowed)
    assert index.listed(index.matching(pairs)) == ["FIFTY"]


@pytest.fixture(scope="module")
def allowed_index(allowed):
    """The bundled list's index, built once for the module."""
    return WordIndex(allowed)


@settings(max_examples=12, deadline=None)
@given(st.data())
def test_bundled_list_random_games(allowed, allowed_index, data):
    """Random guesses scored against a random secret from the bundled list leave replay's words."""
    index = allowed_index
    secret = data.draw(st.sampled_from(allowed))
    guesses = data.draw(st.lists(st.sampled_from(allowed), min_size=1, max_size=3))
    pairs = [GuessScore(score(g, secret)) for g in guesses]
    chosen = index.matching(pairs)
    assert index.has(chosen, secret)
    assert index.listed(chosen) == replay(pairs, allowed)


def test_subset_has_and_contains():
    """Subsets keep only the words the index holds; membership reads single bits."""
    index = WordIndex(["CAB", "CAT", "DOG"])
    chosen = index.subset(["DOG", "CAB", "EMU"])
    assert index.listed(chosen) == ["CAB", "DOG"]
    assert index.has(chosen, "DOG") and not index.has(chosen, "CAT") and not index.has(chosen, "EMU")
    assert "CAT" in index and "EMU" not in index
    assert chosen.bit_count() == 2


def test_duplicates_are_indexed_once():
    """A word listed twice is one member of the index."""
    assert len(WordIndex(["CAB", "CAB", "CAT"])) == 2


def test_one_length_only():
    """An index holds words of one length; mixing lengths is refused with the lengths found."""
    with pytest.raises(ValueError, match=r"\[3, 4\]"):
        WordIndex(["CAB", "CABS"])


def test_other_length_guess_matches_nothing():
    """A guess of another length than the words is earned by none of them."""
    index = WordIndex(["CAB", "CAT"])
    assert index.earned_by(GuessScore.parse("CABS=....")) == 0


def test_empty_index():
    """An empty index matches nothing and lists nothing."""
    index = WordIndex([])
    assert index.everything == 0 and index.listed(index.everything) == []


def test_quantum_tiles_are_refused():
    """Quantum scores need find_pairs; the index says so instead of answering wrongly."""
    index = WordIndex(["CRANE", "MUSIC"])
    pair = GuessScore(score("CRANE", "MUSIC", dual="WALTZ"))
    assert pair.score.is_quantum
    with pytest.raises(ValueError, match="quantum"):
        index.earned_by(pair)
    repeated = GuessScore(Score("ABBEY", (Tile.QUANTUM_CORRECT,) + (Tile.ABSENT,) * 4))  # the other path
    with pytest.raises(ValueError, match="ABBEY=.*quantum"):
        WordIndex(["ABBEY"]).earned_by(repeated)


def test_outsider_letter_never_hits():
    """Letters no word has give empty sets for hits and full sets for greys."""
    index = WordIndex(["AB", "BA"])
    assert index.earned_by(GuessScore.parse(f"{OUTSIDER}A=.a")) == index.subset(["AB"])
    assert index.earned_by(GuessScore(Score(f"{OUTSIDER}A", (Tile.PRESENT, Tile.CORRECT)))) == 0


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=1500), st.data())
def test_listed_and_labelled_are_the_sets_bit_by_bit(size, data):
    """Any disjoint sets, listed (few, sparse or dense: each has its own path) and labelled,
    give exactly the words whose bits are set, in index order."""
    index = WordIndex(f"W{j:05d}" for j in range(size))
    owner = data.draw(st.lists(st.integers(min_value=0, max_value=6), min_size=size, max_size=size))
    density = data.draw(st.sampled_from([0.002, 0.05, 0.5, 1.0]))
    rng = random.Random(data.draw(st.integers(min_value=0, max_value=2**32)))
    owner = [k if rng.random() < density else 0 for k in owner]  # 0: in no set
    sets = [int("0" + "".join("1" if k == number else "0" for k in reversed(owner)), 2) for number in range(1, 7)]
    for number, chosen in enumerate(sets, 1):
        assert index.listed(chosen) == [w for w, k in zip(index.words, owner) if k == number]
    assert list(index.labelled(sets)) == owner


def test_labelled_refuses_more_sets_than_a_byte_counts():
    """A label is one byte: 256 sets are refused, not wrapped around."""
    with pytest.raises(ValueError, match="at most 255"):
        WordIndex(["A"]).labelled([0] * 256)
