"""The fast paths over tile letters beyond ASCII (Spanish Ñ, Dutch Ĳ, German Ä, Danish Æ):
each equals replay through :func:`wordfinder.feedback.score`, on small alphabets with heavy
repetition: the bit-parallel index (a column of more than 256 letters included), find met
once, met again and through a trie, the pattern matrix cut into small chunks and the lazy
matrix, hard mode's vectorised rule, and SUTOM's first letter on the bundled lists."""

from __future__ import annotations

import functools
import itertools
import math
from unittest import mock

import numpy as np
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from conftest import OUTSIDER, games, universe, word_lists, words
from wordfinder import BadNotation, GuessScore, ImpossibleScore, Score, Tile, Trie, find, replay, score
from wordfinder import finder
from wordfinder.bundles import bundle
from wordfinder.finder import find_fitting
from wordfinder.hardmode import is_hard_mode_legal
from wordfinder.index import WordIndex
from wordfinder.knowledge import ALPHABET, Knowledge
from wordfinder.solver import patterns
from wordfinder.solver.hard_rows import hard_rule, legal_rows, rule_after
from wordfinder.solver.patterns import LazyPatternMatrix, decode, encode, letters, pattern_matrix, pattern_row
from wordfinder.solver.puzzle import Puzzle

ACCENTED = ("AÑĲ", "AÄÆ", "ÑĲ", "ÄÆØ")  # one tile each: es Ñ, nl-ij Ĳ, de Ä, da Æ Ø
CLASSIC = (Tile.CORRECT, Tile.PRESENT, Tile.ABSENT)
# Upper-case letters beyond ASCII that upper() keeps as they are (replay and score upper-case
# every word): enough of them for one column of the index to hold more than 256.
WIDE = tuple(
    c for c in map(chr, range(0x100, 0x3000))
    if c.isalpha() and c.isupper() and c.upper() == c and not c.isascii()
)[:300]
assert len(WIDE) == 300


def classic_pairs(alphabet: str, length: int) -> st.SearchStrategy[GuessScore]:
    """A guess with arbitrary classic tiles: often a score no answer can earn."""
    return st.builds(
        lambda guess, tiles: GuessScore(Score(guess, tuple(tiles))),
        words(alphabet, length),
        st.lists(st.sampled_from(CLASSIC), min_size=length, max_size=length),
    )


# --- 1. the bit-parallel index -----------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(ACCENTED), st.booleans(), st.data())
def test_index_over_accented_tiles_equals_replay(alphabet, consistent, data):
    """Over Ñ, Ĳ, Ä, Æ, Ø (and the outsider), each score's set and a history's set, consistent
    or contradictory, are exactly the words replay keeps; a consistent history keeps its secret."""
    game = data.draw(games(consistent=consistent, max_guesses=5, max_length=5, alphabet=alphabet))
    listed = data.draw(word_lists(alphabet, game.length, max_size=60))
    index = WordIndex(listed + [game.secret])
    for pair in game.pairs:
        assert index.listed(index.earned_by(pair)) == replay([pair], index.words), pair
    chosen = index.matching(game.pairs)
    assert index.listed(chosen) == replay(game.pairs, index.words)
    if consistent:
        assert index.has(chosen, game.secret)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(ACCENTED), st.integers(min_value=1, max_value=4), st.data())
def test_index_over_accented_tiles_for_any_tiles_equals_replay(alphabet, length, data):
    """For any tiles at all, possible or not, over every string of accented letters, the
    set is exactly the strings that earn them, on the repeated-letter path and on the path
    of guesses without a repeat."""
    everything = universe(alphabet, length)
    index = WordIndex(everything)
    pair = data.draw(classic_pairs(alphabet + OUTSIDER, length))
    assert index.listed(index.earned_by(pair)) == replay([pair], everything)
    letters_ = data.draw(st.permutations(sorted(set(alphabet) | {OUTSIDER})))
    assume(len(letters_) >= length)
    tiles = data.draw(st.lists(st.sampled_from(CLASSIC), min_size=length, max_size=length))
    distinct = GuessScore(Score("".join(letters_[:length]), tuple(tiles)))
    assert index.listed(index.earned_by(distinct)) == replay([distinct], everything)


@settings(max_examples=16, deadline=None)
@given(
    st.sampled_from([40, 256, 257, 300]),
    st.integers(min_value=2, max_value=3),
    st.randoms(use_true_random=False),
    st.booleans(),
    st.data(),
)
def test_index_with_a_column_of_more_letters_than_bytes_equals_replay(distinct, length, rng, consistent, data):
    """A column of more than 256 different letters is indexed a letter at a time (the slow
    branch of _letter_sets), one of up to 256 through byte codes: on both sides of that line,
    each score's set and a history's set are exactly the words replay keeps."""
    firsts = WIDE[:distinct]
    rest = "A" + "".join(WIDE[:2])  # the other columns repeat a few letters heavily
    listed = [
        first + "".join(rng.choice(rest) for _ in range(length - 1))
        for first in firsts
        for _ in range(rng.randint(1, 2))
    ]
    rng.shuffle(listed)
    index = WordIndex(listed)
    assert len({w[0] for w in index.words}) == distinct  # > 256 takes the slow branch
    pool = rest + "".join(data.draw(st.lists(st.sampled_from(firsts), min_size=1, max_size=3))) + OUTSIDER
    secret = data.draw(st.sampled_from(index.words))
    guesses = data.draw(st.lists(words(pool, length), min_size=1, max_size=4))
    pairs = []
    for guess in guesses:
        answer = secret if consistent else data.draw(st.sampled_from(index.words))
        pairs.append(GuessScore(score(guess, answer)))
    pairs.append(data.draw(classic_pairs(pool, length)))  # any tiles, possible or not
    for pair in pairs:
        assert index.listed(index.earned_by(pair)) == replay([pair], index.words), pair
    assert index.listed(index.matching(pairs)) == replay(pairs, index.words)


# --- 2. find: met once, met again, through a trie ---------------------------------------------


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ACCENTED), st.booleans(), st.booleans(), st.data())
def test_find_met_twice_and_through_a_trie_is_sorted_replay_on_accented_letters(alphabet, consistent, hyphen, data):
    """On accented letters, find on a tuple met for the first time (one regular expression),
    met again (its bit-parallel index, from _SeenLists), through a trie (its index, from
    pairs and from text pairs, and its walk) returns exactly sorted replay, each word once;
    and raises ImpossibleScore only when replay keeps nothing.  A word with a hyphen makes
    the list unindexable: then every search is the regular expression or the walk."""
    game = data.draw(games(consistent=consistent, max_guesses=4, max_length=5, alphabet=alphabet))
    listed = data.draw(word_lists(alphabet, game.length, max_size=40)) + [game.secret]
    lowered = data.draw(st.lists(st.sampled_from(listed), max_size=3))  # the list may hold lower case
    others = data.draw(st.lists(st.text(alphabet, min_size=1, max_size=6), max_size=4))  # other lengths
    extra = ["-" + game.secret[1:]] if hyphen else []
    searched = tuple(dict.fromkeys(listed + [w.lower() for w in lowered] + others + extra))
    expected = sorted(set(replay(game.pairs, searched)))

    def outcome(pairs, where):
        try:
            return find(pairs, where)
        except ImpossibleScore:
            return None

    with mock.patch.object(finder, "_plain_index", wraps=finder._plain_index) as indexed:
        first = outcome(game.pairs, searched)
        assert indexed.call_count == 0  # met once: no index is built
        again = outcome(game.pairs, searched)
        assert indexed.call_count == 1  # met again: the index of its length is built
    assert (finder._LISTS.index(searched, game.length) is None) == hyphen
    assert first == again
    if first is None:
        assert expected == []
    else:
        assert first == expected
        if consistent:
            assert game.secret in first
    upper = [w.upper() for w in searched]
    trie = Trie(upper)
    assert (trie.index(game.length) is None) == hyphen
    texts = [str(pair) for pair in game.pairs]
    assert outcome(game.pairs, trie) == first  # the trie's index, or its walk
    assert outcome(texts, trie) == outcome(texts, trie) == first  # text pairs, remembered by text
    alphabet_of = ALPHABET + "".join(sorted(set("".join(upper)) - set(ALPHABET)))
    try:
        knowledge = Knowledge.from_pairs(game.pairs, checked=False, alphabet=alphabet_of)
    except ImpossibleScore:  # the cheap contradictions (two greens at one place) are found even so
        assert first is None
    else:
        assert find_fitting(knowledge, trie) == expected  # the walk itself
        assert find_fitting(knowledge, list(searched)) == expected  # the regular expression itself


# --- 3. the pattern matrix --------------------------------------------------------------------


def assert_cells_are_scores(guesses, answers, matrix):
    """Every cell of ``matrix`` is the pattern of score() of its guess and answer."""
    assert matrix.shape == (len(guesses), len(answers))
    for g, guess in enumerate(guesses):
        for a, answer in enumerate(answers):
            assert decode(guess, int(matrix[g, a])) == score(guess, answer), (guess, answer)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ACCENTED), st.integers(min_value=1, max_value=5), st.data())
def test_pattern_matrix_over_accented_letters_in_small_chunks_is_score(alphabet, length, data):
    """With the chunk of cells made a few cells (so the guesses of each repeat shape span
    several chunks), the pattern matrix over accented letters, its rows (pattern_row) and
    the lazy matrix, asked for rows, columns and blocks in any order, are score() cell by cell."""
    pool = words(alphabet + OUTSIDER, length)
    guesses = data.draw(st.lists(pool, min_size=2, max_size=14))
    answers = data.draw(st.lists(pool, min_size=1, max_size=10))
    cells = data.draw(st.integers(min_value=1, max_value=3 * len(answers) * length))
    step = max(1, cells // (len(answers) * length))  # guesses scored a chunk at a time
    with mock.patch.object(patterns, "_CHUNK_CELLS", cells), \
            mock.patch.object(patterns, "_alike", wraps=patterns._alike) as chunks:
        matrix = pattern_matrix(guesses, answers)
        assert chunks.call_count >= math.ceil(len(guesses) / step) >= 1
        rows = [pattern_row(guess, letters(answers)) for guess in guesses]
        lazy = LazyPatternMatrix(guesses, answers)
        served = np.zeros(lazy.shape, dtype=np.int64)
        columns = st.lists(st.integers(0, len(answers) - 1), min_size=1, max_size=6).map(np.array)
        for _ in range(data.draw(st.integers(1, 5))):
            picked = data.draw(columns)
            form = data.draw(st.sampled_from(["row", "columns", "block"]))
            if form == "row":
                row = data.draw(st.integers(0, len(guesses) - 1))
                served[row, picked] = lazy[row, picked]
                assert_cells_are_scores([guesses[row]], [answers[a] for a in picked], lazy[row, picked][None, :])
            elif form == "columns":
                assert_cells_are_scores(guesses, [answers[a] for a in picked], lazy[:, picked])
            else:
                chosen = np.array(data.draw(st.lists(st.integers(0, len(guesses) - 1), min_size=1, max_size=6)))
                assert_cells_are_scores([guesses[g] for g in chosen], [answers[a] for a in picked],
                                        lazy[np.ix_(chosen, picked)])
        whole = np.asarray(lazy)
    assert matrix.dtype == lazy.dtype == patterns.pattern_dtype(length)
    assert_cells_are_scores(guesses, answers, matrix)
    assert_cells_are_scores(guesses, answers, np.array(rows))
    assert_cells_are_scores(guesses, answers, whole)


# --- 4. hard mode's rule ------------------------------------------------------------------------


@functools.cache
def hard_puzzle(alphabet: str, length: int) -> Puzzle:
    """Every word of ``length`` letters over ``alphabet`` as guesses, a third as answers."""
    every = tuple("".join(t) for t in itertools.product(alphabet, repeat=length))
    return Puzzle(every, every[::3], pattern_matrix(every, every[::3]))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("ABCD", 4), ("AÑĲB", 4), ("ÑĲA", 5)]), st.booleans(), st.data())
def test_legal_rows_are_the_hard_mode_rule_on_small_puzzles(puzzle_of, consistent, data):
    """On every word of a small alphabet (ASCII, and with Ñ and Ĳ), after a random history
    (scored against one secret, or each guess against a word of its own; guesses may hold
    the outsider letter), the rule built at once (hard_rule) and score by score (rule_after)
    agree, and the rows it allows (legal_rows; the puzzle's memo shared by every example)
    are exactly the guesses is_hard_mode_legal accepts."""
    alphabet, length = puzzle_of
    puzzle = hard_puzzle(alphabet, length)
    pool = words(alphabet + OUTSIDER, length)
    secret = data.draw(pool)
    history = []
    for guess in data.draw(st.lists(pool, max_size=4)):
        history.append(score(guess, secret if consistent else data.draw(pool)))
    rule = hard_rule(puzzle, history)
    folded = 0
    for earlier in history:
        folded = rule_after(folded, earlier.guess, encode(earlier))
    assert folded == rule
    expected = [row for row, guess in enumerate(puzzle.guesses) if is_hard_mode_legal(history, guess)]
    assert legal_rows(puzzle, rule).tolist() == expected
    if consistent and set(secret) <= set(alphabet):
        assert puzzle.row[secret] in expected  # the secret keeps every hint


# --- 5. SUTOM's first letter --------------------------------------------------------------------

SUTOM_LISTS = (("es", 5), ("nl-ij", 5), ("da", 5), ("de", 5), ("fr", 6))


@functools.cache
def sutom_words(lang: str, length: int) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]]]:
    """A bundle's allowed words and, for each first tile as its language cuts the shown
    form (IJ for IJDELE in nl-ij, E for ÉTAGE in French), the words starting with it."""
    found = bundle(lang, length)
    by_first: dict[str, list[str]] = {}
    for word in found.allowed:
        by_first.setdefault(first_tile_of(found, word), []).append(word)
    return found.allowed, {letter: tuple(ws) for letter, ws in by_first.items()}


def first_tile_of(found, word: str) -> str:
    """The tile letter of the first tile of ``word``'s shown form, cut by the language: IJ
    is one tile in nl-ij, French É folds to E and Œ is two tiles, O and E."""
    return found.language.spelled(found.language.tiles(found.show(word))[0]).upper()[:1]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(SUTOM_LISTS), st.booleans(), st.booleans(), st.data())
def test_sutom_candidates_are_replay_of_the_letter_given(lists, consistent, alone, data):
    """Under --sutom, on a bundled list (a letter beyond ASCII often: Ñ, Ĳ, Æ, Ø, Å, Ä, Ö, Ü),
    find's candidates are exactly the words that replay keeps of the whole list and whose
    shown form's first tile is the letter given: the letter read from the guesses or typed
    alone.  Contradictory pairs raise only when replay keeps nothing; a pair is refused
    only when its first tile is not green (a guess scored against a word of another letter)."""
    from wordfinder.assistant import find_words
    from wordfinder.game import game_of
    from wordfinder.query import Query

    lang, length = lists
    allowed, by_first = sutom_words(lang, length)
    found = bundle(lang, length)
    beyond = sorted(c for c in by_first if not c.isascii())
    letter = data.draw(st.sampled_from(beyond) if beyond and data.draw(st.booleans()) else st.sampled_from(sorted(by_first)))
    starting = by_first[letter]
    secret = data.draw(st.sampled_from(starting))
    guesses = data.draw(st.lists(st.sampled_from(starting), min_size=1, max_size=3))
    # Scored against one secret, or a word of the same letter, every first tile is green, so
    # replay alone keeps the letter (the intersection below checks the kept lists, not a
    # rule replay lacks); scored against a word of another letter it is not green, and the
    # pair is either refused or its candidates still all start with the letter given.
    others = st.sampled_from(allowed if data.draw(st.booleans()) else starting)
    pairs = [GuessScore(score(g, secret if consistent else data.draw(others))) for g in guesses]
    texts = tuple(str(pair) for pair in pairs)
    shown_first = found.language.tiles(found.show(secret))[0]  # IJ, É, Œ as written
    alone_typed = shown_first if len(found.language.spelled(shown_first)) == 1 else letter
    typed = ((alone_typed,) if alone else ()) + texts
    expected = [w for w in replay(pairs, allowed) if first_tile_of(found, w) == letter]
    refused = candidates = None
    try:
        game = game_of("find", {"sutom": True, "lang": lang, "length": length}, typed)
        assert game.given == letter
        candidates = find_words(game, Query(typed, sort="alpha")).candidates
    except ImpossibleScore:
        pass
    except BadNotation as error:
        refused = error
    not_green = any(pair.score.tiles[0] is not Tile.CORRECT for pair in pairs)
    if refused is not None:
        assert not_green, refused  # only a score SUTOM cannot show (a first tile not green) is refused
    elif candidates is None:
        assert replay(pairs, allowed) == []  # contradictory pairs: no word of any letter fits
    else:
        assert sorted(candidates) == sorted(found.show(w) for w in expected)
        if consistent:
            assert found.show(secret) in candidates
