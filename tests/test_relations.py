"""Score relations (Fibble, Woodle): rows read, truths listed, words found and explained.

The finder tests a row by the relation's arithmetic; the brute force here lists each row's
admissible truths by construction and replays every word through the engine.
"""

from __future__ import annotations

import random
from itertools import product

import pytest
from conftest import OUTSIDER, through_console_script, words
from hypothesis import assume, given
from hypothesis import strategies as st

from wordfinder.errors import BadNotation, ImpossibleScore
from wordfinder.feedback import Score, Tile, score
from wordfinder.relations import EXACT, WOODLE, Counts, Row, explain_admitted, fibble, find_admitted

COLOURS = (Tile.ABSENT, Tile.PRESENT, Tile.CORRECT)
ALPHABETS = ("AB", "ABC", "ÉAE")  # tiny, so letters repeat; an accented one too


def brute_force(rows: list[Row], vocabulary: list[str]) -> list[str]:
    """The words for which, on every row, some truth listed by construction is the engine's score."""
    fits = [
        w for w in vocabulary
        if all(any(score(r.guess, w).tiles == t for t in r.relation.truths(r.shown)) for r in rows)
    ]
    return sorted(set(fits))


relations = st.one_of(st.just(EXACT), st.just(WOODLE), st.integers(1, 3).map(fibble))


@st.composite
def related_games(draw: st.DrawFn):
    """A secret, rows shown for guesses against it under a relation (the lies drawn at random),
    some rows replaced by arbitrary ones, and a word list holding the secret."""
    relation = draw(relations)
    alphabet = draw(st.sampled_from(ALPHABETS))
    length = draw(st.integers(max(1, relation.lies), 5))
    secret = draw(words(alphabet, length))
    rng = random.Random(draw(st.integers(0, 2**32)))
    rows, honest = [], True
    for guess in draw(st.lists(words(alphabet + OUTSIDER, length), min_size=1, max_size=4)):
        shown = relation.show(score(guess, secret), rng)
        if draw(st.booleans()) and relation.name != "woodle" and not shown.is_win:
            shown, honest = Score(guess, tuple(draw(st.sampled_from(COLOURS)) for _ in guess)), False
        rows.append(Row(shown, relation))
    vocabulary = draw(st.lists(words(alphabet + OUTSIDER, length), max_size=40)) + [secret]
    return relation, secret, rows, vocabulary, honest


@given(related_games())
def test_the_finder_admits_exactly_what_brute_force_replays(game):
    """find_admitted equals replaying every word against every admissible truth, and keeps the
    secret whenever each row was shown for it by the game's own rule."""
    _, secret, rows, vocabulary, honest = game
    found = find_admitted(rows, vocabulary)
    assert found == brute_force(rows, vocabulary)
    if honest:
        assert secret in found


@given(related_games())
def test_a_word_is_explained_exactly_when_it_is_ruled_out(game):
    """explain_admitted gives reasons for exactly the words the finder rules out, one per row broken."""
    _, _, rows, vocabulary, _ = game
    found = set(find_admitted(rows, vocabulary))
    for word in vocabulary:
        reasons = explain_admitted(rows, word)
        assert (not reasons) == (word in found)
        assert all("no admissible truth" in r for r in reasons)


@given(relations, st.integers(1, 5), st.data())
def test_truths_listed_by_construction_are_those_the_arithmetic_admits(relation, length, data):
    """Each shown row's truths, listed by construction, are exactly the rows of tiles the
    relation admits, with none listed twice."""
    assume(relation.lies <= length)
    tiles = tuple(data.draw(st.sampled_from(COLOURS)) for _ in range(length))
    guess = "A" * length
    shown = Counts(guess, tiles.count(Tile.CORRECT), tiles.count(Tile.PRESENT)) if relation.name == "woodle" else Score(guess, tiles)
    listed = list(relation.truths(shown))
    assert len(listed) == len(set(listed))
    assert set(listed) == {t for t in product(COLOURS, repeat=length) if relation.admits(shown, t)}


@given(st.integers(1, 5), st.integers(1, 5), st.data())
def test_a_fibble_row_lies_in_exactly_k_tiles_and_never_shows_a_false_win(lies, length, data):
    """The row Fibble shows differs from a truth that is not a win in exactly K tiles and is not
    all green; a win is shown as it is."""
    assume(lies <= length)
    truth = Score("A" * length, tuple(data.draw(st.sampled_from(COLOURS)) for _ in range(length)))
    shown = fibble(lies).show(truth, random.Random(data.draw(st.integers(0, 1000))))
    if truth.is_win:
        assert shown == truth
    else:
        assert sum(a is not b for a, b in zip(shown.tiles, truth.tiles)) == lies
        assert not shown.is_win


def test_the_same_seed_tells_the_same_lies():
    """Lies are drawn from the generator given: the same seed, the same rows."""
    truth = score("CRANE", "SLOTH")
    first = [fibble(2).show(truth, rng) for rng in [random.Random(7)] for _ in range(5)]
    again = [fibble(2).show(truth, rng) for rng in [random.Random(7)] for _ in range(5)]
    assert first == again and len(set(first)) > 1


# --- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text, shown", [
    ("CRANE=1G2Y", "1G2Y"), ("crane=0g0y", "0G0Y"), ("CRANE= 5G 0Y ", "5G0Y"),
])
def test_woodle_rows_are_counts(text, shown):
    """A Woodle row is GUESS=NGMY, in any case and spacing."""
    row = WOODLE.parse(text)
    assert (row.guess, str(row.shown), str(row)) == ("CRANE", shown, f"CRANE={shown}")


@pytest.mark.parametrize("relation, text, error, words", [
    (WOODLE, "CRANE=c.A..", BadNotation, "counts of greens and yellows"),
    (WOODLE, "CRANE=4G2Y", ImpossibleScore, "6 coloured tiles"),
    (WOODLE, "CRANE", BadNotation, "CRANE=1G2Y"),
    (fibble(6), "CRANE=c.A..", ImpossibleScore, "6 lies a row"),
    (fibble(1), "CRANE=+c.A..", BadNotation, "quantum"),
])
def test_rows_that_cannot_be_read_say_why(relation, text, error, words):
    """A row that cannot be read, or that no truth can stand for, is an error naming it."""
    with pytest.raises(error, match=words):
        relation.parse(text)


def test_a_fibble_row_may_show_yellows_out_of_order():
    """A lie may show a grey E before a yellow E, which a truthful row cannot."""
    assert str(fibble(1).parse("SPEED=...e.")) == "SPEED=...e."
    with pytest.raises(ImpossibleScore, match="cannot come before"):
        EXACT.parse("SPEED=...e.")


# --- the command line -------------------------------------------------------------------------

WORDS = ["--words", "CRANE", "SLATE", "TRACE", "PLANT", "REACT"]


@pytest.mark.parametrize("argv, expected", [
    (["--fibble", "CRANE=.rA.e"], "REACT\n"),
    (["--fibble", "CRANE=crA.e"], ""),  # REACT's true score: a Fibble row always lies
    (["--fibble", "--lies", "2", "CRANE=CRa.E"], "TRACE\n"),
    (["--woodle", "CRANE=1G3Y"], "REACT\n"),
    (["--woodle", "CRANE=2G0Y", "--sort", "alpha"], "PLANT\nSLATE\n"),
    (["--woodle", "CRANE=1G1Y"], ""),
])
def test_find_lists_what_some_admissible_truth_fits(argv, expected, monkeypatch, capsys):
    """find --fibble and --woodle list the words of the list that some truth of each row fits
    (exit code 1 when none does)."""
    code, out, err = through_console_script([*argv, *WORDS], monkeypatch, capsys)
    assert (code, out, err) == (0 if expected else 1, expected, "")


def test_explain_says_no_admissible_truth_fits(monkeypatch, capsys):
    """--explain names the score a ruled-out word would earn and why no truth of the row is it."""
    code, out, _ = through_console_script(["--woodle", "--explain", "CRANE=1G3Y", "REACT", "PLANT"], monkeypatch, capsys)
    assert code == 0
    assert out == (
        "REACT\teligible\n"
        "PLANT\tCRANE would score ..AN., and no admissible truth of CRANE=1G3Y fits: it has 2G0Y, not 1G3Y\n"
    )


@pytest.mark.parametrize("argv, message", [
    (["--lies", "2", "CRANE=c.A.."], "--lies 2 goes with --fibble"),
    (["--fibble", "--woodle", "CRANE=c.A.."], "two games"),
    (["--woodle", "CRANE=c.A.."], "counts of greens and yellows"),
    (["--fibble", "--boards", "2", "CRANE=c.A../....."], "cannot be combined with --boards"),
    (["benchmark", "--fibble", "--lies", "6"], "--lies 6: a row of 5 tiles can tell at most 5 lies"),
    (["play", "--fibble", "--lies", "6"], "--lies 6: a row of 5 tiles can tell at most 5 lies"),
])
def test_bad_variant_options_get_one_line(argv, message, monkeypatch, capsys):
    """A variant asked wrongly is one error line naming it, exit code 2."""
    code, out, err = through_console_script(argv, monkeypatch, capsys)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1
