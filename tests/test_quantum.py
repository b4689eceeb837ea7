"""Quantum Wordle: the engine against a reference, and find_pairs against brute force.

The expected results of the worked examples were found by hand from the rules: two
secret words sharing no letter each give the guess its plain tiles; when the guess
holds a letter of each word, every hit turns quantum, otherwise the one word's
plain tiles stand.
"""

from __future__ import annotations

import itertools
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder import GuessScore, Score, Tile, score
from wordfinder.errors import BadNotation, ImpossibleScore
from wordfinder.notation import parse_score
from wordfinder.knowledge import is_possible
from wordfinder.quantum import find_pairs, find_pairs_each, partner_tiles

CORRECT, PRESENT, ABSENT = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT
QUANTUM_CORRECT, QUANTUM_PRESENT = Tile.QUANTUM_CORRECT, Tile.QUANTUM_PRESENT
OUTSIDER = "Z"  # a letter neither secret word holds


# --- an independent reference for the engine -------------------------------------------------


def pool_tiles(guess: str, word: str) -> list[Tile]:
    """Plain Wordle tiles by a pool: greens take their letters out of the word, then
    each other guess letter, left to right, is yellow if the pool still holds a copy."""
    pool = [w for g, w in zip(guess, word) if g != w]
    tiles = []
    for g, w in zip(guess, word):
        if g == w:
            tiles.append(CORRECT)
        elif g in pool:
            pool.remove(g)
            tiles.append(PRESENT)
        else:
            tiles.append(ABSENT)
    return tiles


def reference_quantum(guess: str, first: str, second: str) -> tuple[Tile, ...]:
    """Quantum tiles read straight off the rules: interference is decided by letters
    (the guess holds a letter of each word), and each tile comes from the word that
    owns its letter."""
    interferes = bool(set(guess) & set(first)) and bool(set(guess) & set(second))
    by_first, by_second = pool_tiles(guess, first), pool_tiles(guess, second)
    tiles = []
    for i, letter in enumerate(guess):
        tile = by_first[i] if letter in first else by_second[i] if letter in second else ABSENT
        if interferes:
            tile = {CORRECT: QUANTUM_CORRECT, PRESENT: QUANTUM_PRESENT}.get(tile, tile)
        tiles.append(tile)
    return tuple(tiles)


@st.composite
def secret_pairs(draw: st.DrawFn, max_length: int = 6) -> tuple[str, str, str]:
    """An alphabet of 6 to 8 letters and two words of 1 to ``max_length`` letters
    drawn from disjoint parts of it, so each word repeats its few letters heavily."""
    size = draw(st.integers(6, 8))
    letters = "".join(draw(st.permutations("ABCDEFGH")))[:size]
    split = draw(st.integers(1, size - 1))
    length = draw(st.integers(1, max_length))
    first = draw(st.text(letters[:split], min_size=length, max_size=length))
    second = draw(st.text(letters[split:], min_size=length, max_size=length))
    return letters, first, second


@st.composite
def guesses_for(draw: st.DrawFn, letters: str, first: str, second: str) -> str:
    """A guess for the pair: random letters, either word outright, or a splice of the two."""
    length = len(first)
    spliced = st.lists(st.booleans(), min_size=length, max_size=length).map(
        lambda picks: "".join(f if pick else s for pick, f, s in zip(picks, first, second))
    )
    return draw(
        st.text(letters + OUTSIDER, min_size=length, max_size=length)
        | st.sampled_from([first, second])
        | spliced
    )


@st.composite
def quantum_cases(draw: st.DrawFn) -> tuple[list[str], str, str]:
    """A secret pair sharing no letter and up to a dozen guesses for it."""
    letters, first, second = draw(secret_pairs())
    guesses = draw(st.lists(guesses_for(letters, first, second), min_size=1, max_size=12))
    return guesses, first, second


@settings(max_examples=150, deadline=None)
@given(quantum_cases())
def test_score_matches_reference(case):
    """score(guess, a, dual=b) equals the reference read off the rules (some 5,000 cases a run)."""
    guesses, first, second = case
    for guess in guesses:
        assert score(guess, first, dual=second).tiles == reference_quantum(guess, first, second)


def test_reference_agrees_with_hand_worked_scores():
    """The reference itself gives the hand-worked ABIDE|FLOUT scores (so it is worth trusting)."""
    assert Score("BLAST", reference_quantum("BLAST", "ABIDE", "FLOUT")) == GuessScore.parse(
        "BLAST=+b+L+a.+T"
    ).score
    assert str(Score("TUTOR", reference_quantum("TUTOR", "ABIDE", "FLOUT"))) == "tu.o."


# --- find_pairs against brute force ------------------------------------------------------------


def brute_force_pairs(pairs: list[GuessScore], words: list[str]) -> list[tuple[str, str]]:
    """Every unordered pair of distinct words sharing no letter that reproduces every score."""
    length = len(pairs[0].guess)
    candidates = sorted({w.upper() for w in words if len(w) == length})
    return [
        (a, b)
        for a, b in itertools.combinations(candidates, 2)
        if not set(a) & set(b) and all(pair.matches(a, b) for pair in pairs)
    ]


@st.composite
def quantum_histories(draw: st.DrawFn) -> tuple[tuple[str, str], list[GuessScore], list[str]]:
    """A secret pair, 1 to 3 guesses scored against it, and a word list holding the pair
    among random words (some lower case, some repeated, some of another length)."""
    letters, first, second = draw(secret_pairs(max_length=4))
    length = len(first)
    guesses = draw(st.lists(guesses_for(letters, first, second), min_size=1, max_size=3))
    pairs = [GuessScore(score(guess, first, dual=second)) for guess in guesses]
    same_length = st.text(letters + OUTSIDER, min_size=length, max_size=length)
    other_length = st.text(letters, min_size=length + 1, max_size=length + 1)
    noise = draw(st.lists(same_length | same_length.map(str.lower) | other_length, max_size=25))
    words = draw(st.permutations([first, second.lower(), first, *noise]))
    return (first, second), pairs, words


@settings(max_examples=150, deadline=None)
@given(quantum_histories())
def test_find_pairs_equals_brute_force(history):
    """find_pairs returns exactly the pairs brute force finds, the secret pair among them, and
    find_pairs_each does after every guess (it scores only the words still paired)."""
    secret, pairs, words = history
    found = find_pairs(pairs, words)
    assert found == brute_force_pairs(pairs, words)
    assert tuple(sorted(secret)) in found
    each = find_pairs_each(pairs, words)
    assert each == [brute_force_pairs(pairs[:n], words) for n in range(1, len(pairs) + 1)]


# --- partner_tiles -----------------------------------------------------------------------------

PARTNERS = [
    # (guess, observed, one word's tiles, the other word's tiles or None)
    ("ABOUT", "+A+B+O+U+T", "AB...", "..OUT"),  # ABIDE leaves O, U, T to FLOUT
    ("ABOUT", "+A+B+O+U+T", ".....", None),  # interference needs a hit from each word
    ("ABOUT", "+A+B+O+U+T", "ABOUT", None),  # ...so one word cannot take every hit
    ("ABOUT", "+A+B+O+U+T", "a....", None),  # a yellow A cannot show as a green one
    ("ABOUT", "+AB...", "A....", None),  # quantum and plain hits never mix
    ("SPEED", "..e.d", "..e.d", "....."),  # one word takes the whole plain score...
    ("SPEED", "..e.d", ".....", "..e.d"),  # ...or the other does
    ("SPEED", "..e.d", "..e..", None),  # a plain score is never shared
    ("SPEED", ".....", ".....", "....."),
]


@pytest.mark.parametrize(("guess", "observed", "own", "expected"), PARTNERS)
def test_partner_tiles(guess, observed, own, expected):
    """The other word's tiles are the observed hits this word lacks, or None if no word fits."""
    partner = partner_tiles(parse_score(guess, observed), parse_score(guess, own))
    assert partner == (parse_score(guess, expected) if expected else None)


# --- worked examples: ABIDE and FLOUT ------------------------------------------------------

WORDS = ["ABIDE", "FLOUT", "SHOUT", "ABYSS", "ABOUT", "BLAST", "CRANE", "CHUNK", "OXIDE"]

WORKED_EXAMPLES = [
    # ABOUT: a word greens A, B (ABIDE, ABYSS) and the other O, U, T (FLOUT, SHOUT);
    # ABYSS and SHOUT share S.  BLAST and CRANE have A yellow, not green.
    (["ABOUT=+A+B+O+U+T"], [("ABIDE", "FLOUT"), ("ABIDE", "SHOUT"), ("ABYSS", "FLOUT")]),
    # BLAST then rules out ABIDE|SHOUT (+b.+a+s+T) and ABYSS|FLOUT (+b+L+a+S+T).
    (["ABOUT=+A+B+O+U+T", "BLAST=+b+L+a.+T"], [("ABIDE", "FLOUT")]),
    # SPEED touches one word: ABIDE or OXIDE scores ..e.d, the other has no S, P, E or D
    # (FLOUT, CHUNK; OXIDE and FLOUT share O).
    (["SPEED=..e.d"], [("ABIDE", "CHUNK"), ("ABIDE", "FLOUT"), ("CHUNK", "OXIDE")]),
    # TUTOR: CHUNK's U makes ABIDE|CHUNK score .u...; OXIDE's O and CHUNK's U interfere.
    (["SPEED=..e.d", "TUTOR=tu.o."], [("ABIDE", "FLOUT")]),
    # PYGMY hits neither word, so both are free of P, Y, G, M (ABYSS has a Y): every pair
    # of the other eight sharing no letter fits.
    (
        ["PYGMY=....."],
        [
            ("ABIDE", "CHUNK"), ("ABIDE", "FLOUT"), ("ABIDE", "SHOUT"),
            ("BLAST", "CHUNK"), ("BLAST", "OXIDE"), ("CHUNK", "OXIDE"),
            ("CRANE", "FLOUT"), ("CRANE", "SHOUT"),
        ],
    ),
]


@pytest.mark.parametrize(("history", "expected"), WORKED_EXAMPLES)
def test_worked_examples(history, expected):
    """The hand-worked ABIDE|FLOUT histories give exactly the pairs worked out by hand."""
    assert find_pairs(history, WORDS) == expected


def test_words_are_normalised():
    """Words in any case are upper-cased and deduplicated; words of another length are skipped."""
    words = ["abide", "ABIDE", "Flout", "flout", "ab", "shouts"]
    assert find_pairs(["ABOUT=+A+B+O+U+T"], words) == [("ABIDE", "FLOUT")]


def test_accepts_guess_score_objects():
    """Parsed GuessScore objects and their text give the same pairs."""
    text = ["ABOUT=+A+B+O+U+T", "BLAST=+b+L+a.+T"]
    assert find_pairs(map(GuessScore.parse, text), WORDS) == find_pairs(text, WORDS)


@pytest.mark.parametrize(
    ("history", "message"),
    [
        ([], "no GUESS=SCORE pairs given"),
        (["ABOUT=+A+B+O+U+T", "BLAS=+b+L+a."], "every guess must have the same length"),
    ],
)
def test_unusable_histories_raise_bad_notation(history, message):
    """No pairs, or guesses of different lengths, raise BadNotation."""
    with pytest.raises(BadNotation, match=message):
        find_pairs(history, WORDS)


def test_unchecked_impossible_score_raises():
    """A pair built without parse() that mixes quantum and plain tiles raises ImpossibleScore."""
    mixed = GuessScore(Score("ABOUT", (QUANTUM_CORRECT, CORRECT, ABSENT, ABSENT, ABSENT)))
    with pytest.raises(ImpossibleScore, match="cannot mix"):
        find_pairs([mixed], WORDS)


# --- the winning guess --------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(secret_pairs())
def test_guessing_either_word_wins(secret):
    """A guess equal to either secret word scores all CORRECT, a win."""
    _, first, second = secret
    for guess in (first, second):
        result = score(guess, first, dual=second)
        assert result.tiles == (CORRECT,) * len(guess)
        assert result.is_win


def test_all_quantum_correct_is_not_a_win():
    """Every tile quantum-correct is not a win: each secret word holds only part of the guess."""
    result = score("ABOUT", "ABIDE", dual="FLOUT")
    assert result.tiles == (QUANTUM_CORRECT,) * 5
    assert not result.is_win


def test_a_win_pairs_the_guess_with_each_word_it_shares_no_letter_with():
    """After ABIDE=ABIDE, the pairs are ABIDE with each word sharing no letter with it."""
    assert find_pairs(["ABIDE=ABIDE"], WORDS) == [
        ("ABIDE", "CHUNK"), ("ABIDE", "FLOUT"), ("ABIDE", "SHOUT"),
    ]


def test_all_quantum_correct_guess_is_in_no_pair():
    """After ABOUT=+A+B+O+U+T, ABOUT itself is not a secret word: it would have won."""
    assert all("ABOUT" not in pair for pair in find_pairs(["ABOUT=+A+B+O+U+T"], WORDS))


# --- the bundled list ------------------------------------------------------------------------


def test_two_guesses_over_the_bundled_list(allowed):
    """Two guesses against ABIDE|FLOUT over the bundled list keep the secret pair, and every
    pair found reproduces both scores."""
    pairs = [GuessScore(score(guess, "ABIDE", dual="FLOUT")) for guess in ("CRANE", "MOIST")]
    assert [str(pair) for pair in pairs] == ["CRANE=..a.E", "MOIST=.+o+I.+T"]
    found = find_pairs(pairs, allowed)
    assert ("ABIDE", "FLOUT") in found
    assert all(pair.matches(a, b) for a, b in found for pair in pairs)


def _canonical_guesses(length: int) -> list[str]:
    """One guess per letter pattern (first-occurrence labelling A, B, C...)."""
    guesses = []
    for letters in product("ABC", repeat=length):
        order = list(dict.fromkeys(letters))
        if order == sorted(order) and order[0] == "A":
            guesses.append("".join(letters))
    return guesses


@pytest.mark.parametrize("length", [1, 2, 3])
def test_quantum_possibility_matches_brute_force(length):
    """A quantum score parses exactly when some pair of disjoint words earns it."""
    words = ["".join(w) for w in product("ABCDZ", repeat=length)]
    for guess in _canonical_guesses(length):
        earned = {
            score(guess, a, dual=b).tiles for a in words for b in words if not set(a) & set(b)
        }
        for tiles in product(list(Tile), repeat=length):
            if any(t.is_quantum for t in tiles):
                pair = GuessScore(Score(guess, tiles))
                assert is_possible(pair) == (tiles in earned), pair
