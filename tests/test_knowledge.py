"""The constraint model: what GUESS=SCORE pairs establish, possibility, and mask optimisation."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import OUTSIDER, games, universe, word_lists
from wordfinder import BadNotation, Contradiction, GuessScore, ImpossibleScore, Knowledge, Score
from wordfinder.feedback import Tile, score
from wordfinder.finder import find, replay
from wordfinder.knowledge import is_possible

CLASSIC = (Tile.CORRECT, Tile.PRESENT, Tile.ABSENT)


def unchecked(text: str) -> GuessScore:
    """The pair written ``GUESS=score`` in letter notation, built without the possibility check."""
    guess, _, marks = text.partition("=")
    tiles = tuple(
        Tile.ABSENT if m == "." else Tile.CORRECT if m.isupper() else Tile.PRESENT for m in marks
    )
    return GuessScore(Score(guess, tiles))


def letter_patterns(length: int) -> list[str]:
    """One guess per set partition of the positions, letters A, B, C... by first occurrence."""

    def extend(prefix: str, used: int) -> list[str]:
        if len(prefix) == length:
            return [prefix]
        return [
            word
            for j in range(min(used + 1, length))
            for word in extend(prefix + "ABCDEF"[j], max(used, j + 1))
        ]

    return extend("", 0)


def test_letter_patterns_are_the_bell_numbers():
    """There are 1, 2, 5, 15 and 52 letter patterns of lengths 1 to 5 (the Bell numbers)."""
    assert [len(letter_patterns(n)) for n in range(1, 6)] == [1, 2, 5, 15, 52]


def test_universe_adds_one_outsider_letter():
    """The brute-force universe is every string over the letters plus one untried letter."""
    assert OUTSIDER not in "ABCD"
    assert universe("ABA", 2) == ["AA", "AB", "AZ", "BA", "BB", "BZ", "ZA", "ZB", "ZZ"]


# --- seed 004's parsed states ---------------------------------------------------------------

# Each row: the pairs and the state seed 004 prints with -v (after its final fix), plus
# the count bounds and optimised mask derived by hand from the rules.
SEED_STATES = [
    pytest.param(
        "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY",
        dict(mask="-I-TY", valid="ITY", invalid="ABDEHLMNOPRSUW", wrong_spot="[T,-,IT,I,T]",
             unused="CFGJKQVXZ", counts="I=1, T=1, Y>=1", optimised="-I-TY"),
        id="FIFTY",
    ),
    pytest.param(
        "LODGE=....e WIPER=..Pe. TEPEE=teP.. EXPAT=E.P.t",
        dict(mask="E-P--", valid="EPT", invalid="ADGILORWX", wrong_spot="[T,E,-,E,ET]",
             unused="BCFHJKMNQSUVYZ", counts="E=1, P>=1, T>=1", optimised="E-P--"),
        id="EMPTY",
    ),
    pytest.param(
        "GROAN=..... WHILE=...LE BELLE=...LE TUPLE=t..LE STELE=ST.LE",
        dict(mask="ST-LE", valid="ELST", invalid="ABGHINOPRUW", wrong_spot="[T,E,EL,-,-]",
             unused="CDFJKMQVXYZ", counts="E=1, L=1, S>=1, T>=1", optimised="ST-LE"),
        id="STYLE",
    ),
    pytest.param(
        "SABER=...er REFIT=re.it TRITE=.RITE",
        dict(mask="-RITE", valid="EIRT", invalid="ABFS", wrong_spot="[RT,E,-,EI,RT]",
             unused="CDGHJKLMNOPQUVWXYZ", counts="E>=1, I>=1, R>=1, T=1", optimised="-RITE"),
        id="WRITE",
    ),
    pytest.param(
        "MORAL=..... TWINE=..I.. CHICK=..ICK",
        dict(mask="--ICK", valid="CIK", invalid="AEHLMNORTW", wrong_spot="[C,-,-,-,-]",
             unused="BDFGJPQSUVXYZ", counts="C=1, I>=1, K>=1", optimised="--ICK"),
        id="QUICK",
    ),
    pytest.param(
        "CIVET=...ET EGRET=e..ET SLEET=s.eET",
        dict(mask="---ET", valid="EST", invalid="CGILRV", wrong_spot="[ES,-,E,-,-]",
             unused="ABDFHJKMNOPQUWXYZ", counts="E>=2, S>=1, T>=1", optimised="-ESET"),
        id="BESET",
    ),
    pytest.param(
        "SINCE=...ce CEDAR=Ce..r CRUEL=Cr.el",
        dict(mask="C----", valid="CELR", invalid="ADINSU", wrong_spot="[-,ER,-,CE,ELR]",
             unused="BFGHJKMOPQTVWXYZ", counts="C>=1, E>=1, L>=1, R>=1", optimised="CLER-"),
        id="CLERK",
    ),
    pytest.param(
        "LOWER=l...r FRAIL=.r..l BLURT=Blur.",
        dict(mask="B----", valid="BLRU", invalid="AEFIOTW", wrong_spot="[L,LR,U,R,LR]",
             unused="CDGHJKMNPQSVXYZ", counts="B>=1, L>=1, R>=1, U>=1", optimised="B-RL-"),
        id="BURLY",
    ),
    pytest.param(
        "JUDGE=....e CHEST=c.E.. WRECK=..Ec.",
        dict(mask="--E--", valid="CE", invalid="DGHJKRSTUW", wrong_spot="[C,-,-,C,E]",
             unused="ABFILMNOPQVXYZ", counts="C>=1, E>=1", optimised="--E--"),
        id="OCEAN",
    ),
    pytest.param(
        "THIEF=...e. BLADE=....E GROVE=.ro.E",
        dict(mask="----E", valid="EOR", invalid="ABDFGHILTV", wrong_spot="[-,R,O,E,-]",
             unused="CJKMNPQSUWXYZ", counts="E>=1, O>=1, R>=1", optimised="----E"),
        id="ROUSE",
    ),
    pytest.param(
        "CLAIM=c..i. TRICE=.riC.",
        dict(mask="---C-", valid="CIR", invalid="AELMT", wrong_spot="[C,R,I,I,-]",
             unused="BDFGHJKNOPQSUVWXYZ", counts="C>=1, I>=1, R>=1", optimised="---C-"),
        id="BIRCH",
    ),
]


@pytest.mark.parametrize(("pairs", "state"), SEED_STATES)
def test_describe_matches_seed_state(pairs, state):
    """describe() gives seed 004's mask, valid, invalid, wrong_spot and unused for its games."""
    assert Knowledge.from_pairs(pairs.split()).describe() == state


def test_describe_uses_dashes_when_nothing_is_known():
    """An all-grey guess leaves an all-dash mask, no valid letters and empty wrong spots."""
    facts = Knowledge.from_pairs(["CRANE=....."]).describe()
    assert facts["mask"] == facts["optimised"] == "-----"
    assert facts["valid"] == "-"
    assert facts["invalid"] == "ACENR"
    assert facts["wrong_spot"] == "[-,-,-,-,-]"
    assert facts["counts"] == "-"


def test_valid_and_invalid_are_disjoint_for_surplus_greys():
    """WITTY=.I.TY's grey T is a surplus copy: T stays valid and is bounded at exactly one."""
    facts = Knowledge.from_pairs(["WITTY=.I.TY"])
    assert "T" in facts.valid
    assert "T" not in facts.invalid
    assert facts.counts()["T"] == (1, 1)
    assert "T" in facts.wrong_spot[2]


@pytest.mark.parametrize(
    ("pairs", "bounds"),
    [
        ("TEPEE=teP..", {"E": (1, 1), "P": (1, None), "T": (1, None)}),
        ("TENET=TEN.t", {"E": (1, 1), "N": (1, None), "T": (2, None)}),
        ("CIVET=...ET EGRET=e..ET", {"E": (2, None), "T": (1, None)}),
        ("EERIE=e.... ", {"E": (1, 1)}),
    ],
)
def test_counts(pairs, bounds):
    """Green and yellow copies give a minimum; a grey copy beside them makes it the maximum."""
    assert Knowledge.from_pairs(pairs.split()).counts() == bounds


# --- mask optimisation ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pairs", "solved"),
    [
        ("CIVET=...ET EGRET=e..ET SLEET=s.eET", "-ESET"),  # seed: ---ET -> -ESET
        ("SINCE=...ce CEDAR=Ce..r CRUEL=Cr.el", "CLER-"),  # seed: C---- -> CLER-
        ("LOWER=l...r FRAIL=.r..l BLURT=Blur.", "B-RL-"),  # seed: B---- -> B-RL-
        ("ANGLE=ANGle", "ANGEL"),  # swap the L and E
        ("SPRAT=SpRAt", "STRAP"),  # swap the P and T
        ("TENET=TEN.t", "TENT-"),  # the second T can only be 4th
        ("CHORE=C.OrE", "CRO-E"),  # the R can only be 2nd
    ],
)
def test_solved_mask(pairs, solved):
    """The optimised mask pins each letter whose copies have exactly one place left."""
    facts = Knowledge.from_pairs(pairs.split())
    assert facts.solved == tuple(c if c != "-" else None for c in solved)


def test_raw_mask_is_only_the_greens():
    """Optimisation does not touch the raw mask, which holds only observed greens."""
    facts = Knowledge.from_pairs(["ANGLE=ANGle"])
    assert facts.mask == ("A", "N", "G", None, None)


# --- possibility ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "guess", [g for n in range(1, 6) for g in letter_patterns(n)], ids=lambda g: g
)
def test_is_possible_matches_brute_force(guess):
    """A score is possible iff some answer over the guess's letters plus one outsider earns it."""
    earned = {score(guess, answer).tiles for answer in universe(guess, len(guess))}
    for tiles in itertools.product(CLASSIC, repeat=len(guess)):
        pair = GuessScore(Score(guess, tiles))
        assert is_possible(pair) == (tiles in earned), str(pair)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("SPEED=...e.", "a grey E cannot come before a yellow E (yellows are given left to right)"),
        ("ABCCA=aBCC.", None),  # the yellow A has no free position: 2-4 are green, 5 is grey
        ("AAAAA=a....", None),  # one A, yet not at any of the five positions
        ("TENET=TENEt", None),  # the yellow T has no free position: 1-4 are green
    ],
)
def test_impossible_scores(text, reason):
    """A score no string earns raises ImpossibleScore quoting the pair (and why, when shown)."""
    with pytest.raises(ImpossibleScore) as caught:
        Knowledge.from_pairs([GuessScore.parse(text)])
    assert not isinstance(caught.value, Contradiction)
    assert str(caught.value).startswith(f"{text}: ")
    if reason:
        assert reason in str(caught.value)


@pytest.mark.parametrize("text", ["ABCCA=aBCC.", "AAAAA=a....", "TENET=TENEt"])
def test_parsing_defers_the_flow_proof(text):
    """Parsing reads the pair; the proof that no string earns it comes where it matters:
    the finder finds nothing, then names the pair."""
    assert str(GuessScore.parse(text)) == text
    with pytest.raises(ImpossibleScore, match=f"^{re.escape(text)}: "):
        find([text], ["ABCDE", "AAAAA", "TENET"])


@pytest.mark.parametrize(
    "pairs",
    [
        "CRANE=C.... CLOUD=.....",  # C green, then C absent
        "CRANE=C.... BLOWN=B....",  # position 1 both C and B
        "TEPEE=teP.. EERIE=EE...",  # exactly one E, then at least two
        "AB=a. BA=.a",  # A not at 1 and not at 2 (B is absent)
        "XXAB=..ab XXBA=..ba XXCA=..ca XXAC=..ac",  # A, B and C all need positions 1-2
    ],
)
def test_contradiction(pairs):
    """Pairs possible one by one but not together raise Contradiction naming all of them."""
    for pair in pairs.split():
        assert is_possible(GuessScore.parse(pair))
    with pytest.raises(Contradiction, match=re.escape("no spelling satisfies all of " + pairs)):
        Knowledge.from_pairs(pairs.split())


def test_contradiction_is_an_impossible_score():
    """Callers catching ImpossibleScore also catch Contradiction."""
    assert issubclass(Contradiction, ImpossibleScore)
    with pytest.raises(ImpossibleScore):
        Knowledge.from_pairs(["CRANE=C....", "BLOWN=B...."])


def test_from_pairs_rejects_an_unchecked_impossible_pair():
    """A pair built without parse() but impossible (grey E before yellow E) still raises."""
    pair = unchecked("SPEED=...e.")
    assert not is_possible(pair)
    with pytest.raises(ImpossibleScore):
        Knowledge.from_pairs([pair])


@pytest.mark.parametrize(
    ("pairs", "message"),
    [
        ([], "no GUESS=SCORE pairs given"),
        (["CRANE=.....", "CRAN=...."], "every guess must have the same length"),
        (["CRANE=+c+R..."], "quantum score"),
    ],
)
def test_from_pairs_rejects_unusable_input(pairs, message):
    """No pairs, guesses of different lengths, or a quantum score raise BadNotation."""
    with pytest.raises(BadNotation, match=message):
        Knowledge.from_pairs(pairs)


@pytest.mark.parametrize(
    "texts",
    [["SPEED=...e.", "CRANE=+c+R..."], ["CRANE=C....", "BRINE=B....", "ABBEY=..b+e."]],
    ids=" ".join,
)
def test_a_quantum_score_is_named_before_other_faults(texts):
    """Among unchecked pairs, a quantum score is the complaint, whatever else is wrong and wherever."""
    with pytest.raises(BadNotation, match="quantum score"):
        Knowledge.from_pairs([GuessScore.parse(t, checked=False) for t in texts])


# --- properties against replay ------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(st.data(), games())
def test_admits_is_replay(data, game):
    """For consistent pairs, Knowledge.admits(word) holds iff every guess reproduces its score."""
    facts = Knowledge.from_pairs(game.pairs)
    for word in data.draw(word_lists(game.alphabet, game.length)) + [game.secret]:
        assert facts.admits(word) == all(pair.matches(word) for pair in game.pairs), word


@settings(max_examples=150, deadline=None)
@given(st.data(), games())
def test_optimisation_keeps_every_eligible_word(data, game):
    """No word that replay admits lies outside the allowed letters or the solved mask."""
    facts = Knowledge.from_pairs(game.pairs)
    words = data.draw(word_lists(game.alphabet, game.length)) + [game.secret]
    for word in replay(game.pairs, words):
        assert all(c in allowed for c, allowed in zip(word, facts.allowed)), word
        assert all(s in (None, c) for c, s in zip(word, facts.solved)), word


@settings(max_examples=150, deadline=None)
@given(games(consistent=False, max_length=4, alphabet="ABC"))
def test_contradiction_iff_no_string_fits(game):
    """Pairs raise Contradiction iff no string fits them; otherwise admits equals replay."""
    strings = universe(game.alphabet, game.length)
    fitting = replay(game.pairs, strings)
    try:
        facts = Knowledge.from_pairs(game.pairs)
    except ImpossibleScore:
        assert fitting == []
    else:
        assert [w for w in strings if facts.admits(w)] == fitting


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["AB", "ABC"]).flatmap(
        lambda alphabet: st.integers(1, 4).flatmap(
            lambda n: st.lists(
                st.tuples(
                    st.text(alphabet, min_size=n, max_size=n),
                    st.lists(st.sampled_from(CLASSIC), min_size=n, max_size=n),
                ),
                min_size=1,
                max_size=3,
            )
        )
    )
)
def test_arbitrary_tiles_raise_iff_no_string_fits(rows):
    """Pairs with arbitrary tiles (possibly impossible, built without parse) raise iff no
    string fits them; otherwise admits equals replay."""
    pairs = [GuessScore(Score(guess, tuple(tiles))) for guess, tiles in rows]
    strings = universe("".join(guess for guess, _ in rows), len(rows[0][0]))
    fitting = replay(pairs, strings)
    try:
        facts = Knowledge.from_pairs(pairs)
    except ImpossibleScore:
        assert fitting == []
    else:
        assert [w for w in strings if facts.admits(w)] == fitting
