"""The feedback engine: score(), Score and Tile, against the seeds' rules and worked examples.

Every expected score here was worked out by hand from the rules (greens first, then
yellows left to right, each using up one copy of the answer's letter that no green took;
a surplus copy is grey), never by running the engine.
"""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import board_games
from wordfinder import Score, Tile, score
from wordfinder.feedback import score_each

CORRECT, PRESENT, ABSENT = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT


# --- The seeds' worked examples ------------------------------------------------------------

SEED_EXAMPLES = [
    # seed 001: SPEED against ABIDE.  The first E takes ABIDE's only E (column five), so the
    # second E is grey; the D of SPEED is in column five, ABIDE's D in column four: yellow.
    ("SPEED", "ABIDE", "..e.d"),
    # seed 001: guesses against PROG.  MEGA's G is yellow (PROG's G is last, not third);
    # COOL's second O is green and takes PROG's only O, so its first O is grey.
    ("MEGA", "PROG", "..g."),
    ("COOL", "PROG", "..O."),
    ("GAME", "PROG", "g..."),
    ("PROG", "PROG", "PROG"),
    # seed 002 calls CRANE's A yellow against SLATE, but both have A in column three: green.
    ("CRANE", "SLATE", "..A.E"),
    # seed 002 calls SPEED's first E green against ERASE, but ERASE has A in column three;
    # its two Es (columns one and five) make both of SPEED's Es yellow, and S is yellow too.
    ("SPEED", "ERASE", "s.ee."),
]


@pytest.mark.parametrize(
    ("guess", "answer", "expected"),
    SEED_EXAMPLES,
    ids=[f"{guess}-vs-{answer}" for guess, answer, _ in SEED_EXAMPLES],
)
def test_seed_worked_examples(guess, answer, expected):
    """Each worked example of seeds 001 and 002 scores as the rules say (rules win over prose)."""
    assert str(score(guess, answer)) == expected


# seed 004's games, each with the answer its "# answer:" comment (or its text) gives.
SEED_004_GAMES = {
    "OCEAN": "JUDGE=....e CHEST=c.E.. WRECK=..Ec. OCEAN=OCEAN",
    "INDEX": "VOUCH=..... GRIPE=..i.e DENIM=deni. WIDEN=.iDEn",
    "ARBOR": "HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o",
    "CACHE": "CHAIR=Cha.. CLASH=C.a.h CATCH=CA.ch",
    "TOXIC": "LEAKS=..... MIGHT=.i..t BLITZ=..it. OPTIC=o.tIC TONIC=TO.IC",
    "FIFTY": "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY",
    "EMPTY": "LODGE=....e WIPER=..Pe. TEPEE=teP.. EXPAT=E.P.t",
    "STYLE": "GROAN=..... WHILE=...LE BELLE=...LE TUPLE=t..LE STELE=ST.LE",
    "WRITE": "SABER=...er REFIT=re.it TRITE=.RITE",
    "QUICK": "MORAL=..... TWINE=..I.. CHICK=..ICK",
    "BESET": "CIVET=...ET EGRET=e..ET SLEET=s.eET",
    "CLERK": "SINCE=...ce CEDAR=Ce..r CRUEL=Cr.el",
    "BURLY": "LOWER=l...r FRAIL=.r..l BLURT=Blur.",
    "ROUSE": "THIEF=...e. BLADE=....E GROVE=.ro.E",
    "BIRCH": "CLAIM=c..i. TRICE=.riC.",
    # "swap the L and E to guess ANGEL", "swap the P and T ... to guess STRAP"
    "ANGEL": "ANGLE=ANGle",
    "STRAP": "SPRAT=SpRAt",
}
SEED_004_PAIRS = [
    (answer, *pair.split("=")) for answer, game in SEED_004_GAMES.items() for pair in game.split()
]


@pytest.mark.parametrize(
    ("answer", "guess", "expected"),
    SEED_004_PAIRS,
    ids=[f"{answer}:{guess}" for answer, guess, _ in SEED_004_PAIRS],
)
def test_seed_004_games(answer, guess, expected):
    """Every GUESS=SCORE pair of seed 004's games is the score of the guess against the answer."""
    assert str(score(guess, answer)) == expected


SEED_004_EMOJI = [
    # Wordle 797 (OCEAN), the grid that opens seed 004
    ("JUDGE", "OCEAN", "⬛⬛⬛⬛🟨"),
    ("CHEST", "OCEAN", "🟨⬛🟩⬛⬛"),
    ("WRECK", "OCEAN", "⬛⬛🟩🟨⬛"),
    ("OCEAN", "OCEAN", "🟩🟩🟩🟩🟩"),
    # the FIFTY, ROUSE and BIRCH games, as printed with their emoji
    ("BUILT", "FIFTY", "⬛⬛🟨⬛🟨"),
    ("TIMID", "FIFTY", "🟨🟩⬛⬛⬛"),
    ("WITTY", "FIFTY", "⬛🟩⬛🟩🟩"),
    ("GROVE", "ROUSE", "⬛🟨🟨⬛🟩"),
    ("TRICE", "BIRCH", "⬛🟨🟨🟩⬛"),
]


@pytest.mark.parametrize(("guess", "answer", "expected"), SEED_004_EMOJI)
def test_seed_004_emoji_rows(guess, answer, expected):
    """Score.emoji reproduces seed 004's emoji rows: green, yellow and black squares."""
    assert score(guess, answer).emoji == expected


# --- Score and Tile --------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("guess", "tiles", "expected"),
    [
        ("SPEED", (ABSENT, ABSENT, PRESENT, ABSENT, PRESENT), "..e.d"),
        ("CHEST", (PRESENT, ABSENT, CORRECT, ABSENT, ABSENT), "c.E.."),
        ("OCEAN", (CORRECT,) * 5, "OCEAN"),
        ("AB", (Tile.QUANTUM_CORRECT, Tile.QUANTUM_PRESENT), "+A+b"),
        ("ABC", (Tile.QUANTUM_PRESENT, ABSENT, Tile.QUANTUM_CORRECT), "+a.+C"),
    ],
)
def test_score_str_is_letter_notation(guess, tiles, expected):
    """str(Score) writes green as the upper-case letter, yellow lower case, grey '.', quantum +."""
    assert str(Score(guess, tiles)) == expected


def test_score_repr_shows_the_pair():
    """repr(Score) shows the GUESS=SCORE pair."""
    assert repr(Score("SPEED", (ABSENT, ABSENT, PRESENT, ABSENT, PRESENT))) == "Score(SPEED=..e.d)"


def test_score_needs_one_tile_per_letter():
    """A Score whose tiles do not match its guess letter for letter is a ValueError."""
    with pytest.raises(ValueError, match="one tile per letter"):
        Score("SPEED", (ABSENT, ABSENT))


@pytest.mark.parametrize(
    ("tile", "emoji"),
    [
        (CORRECT, "🟩"),
        (PRESENT, "🟨"),
        (ABSENT, "⬛"),
        (Tile.QUANTUM_CORRECT, "🟢"),
        (Tile.QUANTUM_PRESENT, "🟡"),
    ],
)
def test_tile_emoji(tile, emoji):
    """Plain tiles show as squares, quantum tiles as circles (seed 001's code points)."""
    assert tile.emoji == emoji
    assert Score("A", (tile,)).emoji == emoji


@pytest.mark.parametrize(
    ("tiles", "won"),
    [
        ((CORRECT,) * 5, True),
        ((CORRECT,), True),
        ((CORRECT, CORRECT, CORRECT, CORRECT, PRESENT), False),
        ((ABSENT,) * 5, False),
        # In Quantum Wordle only guessing one of the two words wins.
        ((Tile.QUANTUM_CORRECT,) * 5, False),
    ],
)
def test_is_win_only_when_every_tile_is_correct(tiles, won):
    """A score is a win exactly when every tile is a plain CORRECT."""
    assert Score("X" * len(tiles), tiles).is_win is won


@pytest.mark.parametrize(
    ("guess", "answer"),
    [("speed", "abide"), ("SPEED", "abide"), ("speed", "ABIDE"), ("SpEeD", "aBiDe")],
)
def test_score_is_case_insensitive(guess, answer):
    """Letter case does not matter, and the score carries the guess in upper case."""
    result = score(guess, answer)
    assert result == score("SPEED", "ABIDE")
    assert result.guess == "SPEED"
    assert str(result) == "..e.d"


@pytest.mark.parametrize(
    ("guess", "answer", "expected"),
    [
        ("A", "A", "A"),
        ("A", "B", "."),
        ("AB", "BA", "ab"),
        # green A first; then the second A takes the answer's other A and B its B
        ("AAB", "ABA", "Aab"),
        ("EEEE", "TEAS", ".E.."),
        # greens A and S; the two Ls take both of the answer's Ls, M its M; the second A
        # finds no spare A (the answer's only A is green) and is grey
        ("LLAMAS", "SMALLS", "llAm.S"),
        ("ABCDEFG", "GFEDCBA", "abcDefg"),
    ],
)
def test_score_any_length(guess, answer, expected):
    """Words of any length k >= 1 are scored by the same rules."""
    assert str(score(guess, answer)) == expected


@pytest.mark.parametrize(
    ("guess", "answer", "dual"),
    [("ABC", "AB", None), ("A", "", None), ("SPEED", "ABIDES", None), ("ABIDE", "ABIDE", "FLOT")],
)
def test_mismatched_lengths_raise_value_error(guess, answer, dual):
    """A guess, answer or dual of a different length is a ValueError."""
    with pytest.raises(ValueError, match="length|letters"):
        score(guess, answer, dual)


# --- Properties over small alphabets, where repeated letters are the rule -------------------

@st.composite
def guess_and_answer(draw):
    """A guess and an answer of the same length over a one-, two- or three-letter alphabet."""
    alphabet = draw(st.sampled_from(["A", "AB", "ABC"]))
    k = draw(st.integers(1, 7))
    word = st.text(alphabet, min_size=k, max_size=k)
    return draw(word), draw(word)


@given(guess_and_answer())
def test_greens_exactly_where_letters_match(pair):
    """A tile is CORRECT exactly where guess and answer have the same letter."""
    guess, answer = pair
    tiles = score(guess, answer).tiles
    assert [t is CORRECT for t in tiles] == [g == a for g, a in zip(guess, answer)]


@given(guess_and_answer())
def test_hits_per_letter_are_the_smaller_count(pair):
    """Per letter, green plus yellow tiles number min(copies in guess, copies in answer)."""
    guess, answer = pair
    tiles = score(guess, answer).tiles
    hits = Counter(g for g, t in zip(guess, tiles) if t in (CORRECT, PRESENT))
    in_answer = Counter(answer)
    for letter, copies in Counter(guess).items():
        assert hits[letter] == min(copies, in_answer[letter])


@given(guess_and_answer())
def test_yellows_precede_greys_of_the_same_letter(pair):
    """Among a letter's non-green copies in the guess, every yellow comes before every grey."""
    guess, answer = pair
    tiles = score(guess, answer).tiles
    for letter in set(guess):
        rest = [t for g, t in zip(guess, tiles) if g == letter and t is not CORRECT]
        assert rest == sorted(rest, key=lambda t: t is ABSENT)
        assert set(rest) <= {PRESENT, ABSENT}


@given(guess_and_answer())
def test_guessing_the_answer_wins(pair):
    """Any word scored against itself is a win."""
    word, _ = pair
    assert score(word, word).is_win


@given(guess_and_answer())
def test_only_a_guess_equal_to_the_answer_wins(pair):
    """A score is a win exactly when the guess is the answer."""
    guess, answer = pair
    assert score(guess, answer).is_win is (guess == answer)


# --- Quantum Wordle ---------------------------------------------------------------------------

QUANTUM_EXAMPLES = [
    # ABIDE and FLOUT share no letter.  Hand-worked:
    # ABOUT: A, B green in ABIDE; O, U, T green in FLOUT; both words hit, so all quantum.
    ("ABOUT", "+A+B+O+U+T"),
    # BLAST: B and A are in ABIDE elsewhere, L and T green in FLOUT, S in neither.
    ("BLAST", "+b+L+a.+T"),
    # SPEED only touches ABIDE: plain feedback, as against ABIDE alone.
    ("SPEED", "..e.d"),
    # TUTOR only touches FLOUT: T, U, O elsewhere; FLOUT has one T, so the second T is grey.
    ("TUTOR", "tu.o."),
    # Reading chosen (seed 001 does not say how surplus copies fare under interference):
    # the hits are plain Wordle's hits made quantum, so TOTEM's second T stays grey.
    ("TOTEM", "+t+o.+e."),
    ("ABIDE", "ABIDE"),
    ("FLOUT", "FLOUT"),
]


@pytest.mark.parametrize(("guess", "expected"), QUANTUM_EXAMPLES)
def test_quantum_examples(guess, expected):
    """Against ABIDE with dual FLOUT, interference makes every hit quantum; otherwise plain."""
    assert str(score(guess, "ABIDE", "FLOUT")) == expected


def test_quantum_emoji_uses_circles():
    """Quantum tiles show as green and yellow circles, grey stays a square."""
    assert score("BLAST", "ABIDE", "FLOUT").emoji == "🟡🟢🟡⬛🟢"


@pytest.mark.parametrize("guess", ["ABIDE", "FLOUT", "abide"])
def test_quantum_guessing_either_word_wins(guess):
    """A guess equal to either of the two words is all CORRECT, a win."""
    result = score(guess, "ABIDE", "FLOUT")
    assert result.tiles == (CORRECT,) * 5
    assert result.is_win


@pytest.mark.parametrize(("answer", "dual"), [("ABC", "CDE"), ("ABIDE", "SLEPT"), ("A", "A")])
def test_quantum_words_sharing_a_letter_raise_value_error(answer, dual):
    """The two words of Quantum Wordle must share no letter."""
    with pytest.raises(ValueError, match="share no letter"):
        score("X" * len(answer), answer, dual)


def reference_tiles(guess: str, word: str) -> list[Tile]:
    """Plain Wordle tiles, by rank: a non-green copy is yellow while it is among the first
    n non-green copies of its letter, n being the word's copies that no green takes."""
    tiles = []
    for i, letter in enumerate(guess):
        if letter == word[i]:
            tiles.append(CORRECT)
            continue
        spare = sum(1 for j, c in enumerate(word) if c == letter and guess[j] != c)
        earlier = sum(1 for j in range(i) if guess[j] == letter and word[j] != letter)
        tiles.append(PRESENT if earlier < spare else ABSENT)
    return tiles


def reference_quantum(guess: str, answer: str, dual: str) -> tuple[Tile, ...]:
    """Quantum Wordle tiles as seed 001 states them: plain feedback if the hits all come from
    one word, else every hit becomes quantum."""
    quantum = {CORRECT: Tile.QUANTUM_CORRECT, PRESENT: Tile.QUANTUM_PRESENT, ABSENT: ABSENT}
    from_answer, from_dual = reference_tiles(guess, answer), reference_tiles(guess, dual)
    touches_both = any(t is not ABSENT for t in from_answer) and any(
        t is not ABSENT for t in from_dual
    )
    # The words share no letter, so at most one of the two is a hit at each position.
    tiles = [a if a is not ABSENT else d for a, d in zip(from_answer, from_dual)]
    return tuple(quantum[t] for t in tiles) if touches_both else tuple(tiles)


@st.composite
def quantum_game(draw):
    """A guess, an answer and a dual sharing no letter, over seven letters with repeats."""
    letters = "".join(draw(st.permutations("ABCDEF")))
    split = draw(st.integers(1, 5))
    k = draw(st.integers(1, 6))
    answer = draw(st.text(letters[:split], min_size=k, max_size=k))
    dual = draw(st.text(letters[split:], min_size=k, max_size=k))
    # G is in neither word; the guess may also copy either word outright.
    guess = draw(st.text("ABCDEFG", min_size=k, max_size=k) | st.sampled_from([answer, dual]))
    return guess, answer, dual


@given(quantum_game())
def test_quantum_matches_reference(game):
    """Quantum feedback equals the independent reference implementation."""
    guess, answer, dual = game
    assert score(guess, answer, dual).tiles == reference_quantum(guess, answer, dual)


@given(quantum_game())
def test_quantum_touching_one_word_is_plain_feedback(game):
    """A guess touching the letters of at most one word gets that word's plain feedback."""
    guess, answer, dual = game
    result = score(guess, answer, dual)
    if not set(guess) & set(dual):
        assert result == score(guess, answer)
    if not set(guess) & set(answer):
        assert result == score(guess, dual)


@given(quantum_game())
def test_quantum_touching_both_words_makes_every_hit_quantum(game):
    """A guess touching letters of both words turns each hit into its quantum tile."""
    guess, answer, dual = game
    if set(guess) & set(answer) and set(guess) & set(dual):
        tiles = score(guess, answer, dual).tiles
        assert all(t is ABSENT or t.is_quantum for t in tiles)
        assert any(t.is_quantum for t in tiles)
        plain = [
            score(guess, answer if g in answer else dual).tiles[i] for i, g in enumerate(guess)
        ]
        assert [t.classic() for t in tiles] == plain


@given(quantum_game())
def test_quantum_win_only_on_either_word(game):
    """A quantum score is a win exactly when the guess is one of the two words."""
    guess, answer, dual = game
    assert score(guess, answer, dual).is_win is (guess in (answer, dual))


# --- several boards ---------------------------------------------------------------------


@settings(max_examples=75, deadline=None)
@given(board_games())
def test_score_each_is_the_engine_board_by_board(game):
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


def test_score_each_takes_a_quantum_pair_as_a_board():
    """A board's secret may be a Quantum Wordle pair: its score is score() with the dual."""
    assert score_each("CHIVE", [("CRANE", "MOIST"), "CRANE"]) == (score("CHIVE", "CRANE", "MOIST"), score("CHIVE", "CRANE"))


def test_score_each_wants_a_flag_per_board():
    """Solved flags for another number of boards are refused, naming both counts."""
    with pytest.raises(ValueError, match="2 boards but 1 solved flags"):
        score_each("CRANE", ["SLATE", "CRANE"], [True])

