"""GUESS=SCORE pairs: reading letter, colour and emoji notation, and writing letter notation."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import board_games
from wordfinder import BadNotation, GuessScore, ImpossibleScore, Score, Tile, score
from wordfinder.notation import BoardsPair, is_multi_board, parse_guess, parse_history, parse_score

G, Y, B = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT
VS16 = "\ufe0f"  # emoji variation selector, pasted along with many emoji squares


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("CRANE=..a.E", "CRANE=..a.E"),
        ("CRANE=BBYBG", "CRANE=..a.E"),
        ("CRANE=bbybg", "CRANE=..a.E"),
        ("CRANE=XXYXG", "CRANE=..a.E"),
        ("CRANE=--Y--", "CRANE=..a.."),
        ("CRANE=BX-YG", "CRANE=...nE"),
        ("CRANE=⬛⬛🟨⬛🟩", "CRANE=..a.E"),
        ("CRANE=⬜⬜🟨⬜🟩", "CRANE=..a.E"),
        (f"CRANE=⬛{VS16}⬛{VS16}🟨⬛{VS16}🟩", "CRANE=..a.E"),
        ("CRANE=⬛ ⬛ 🟨 ⬛ 🟩", "CRANE=..a.E"),
        ("CHEST=🟨⬛🟩⬛⬛", "CHEST=c.E.."),  # seed 004's Wordle 797, row 2
        ("crane=..a.E", "CRANE=..a.E"),
        ("  CRANE = ..a.E  ", "CRANE=..a.E"),
        ("OCEAN=OCEAN", "OCEAN=OCEAN"),
        ("OCEAN=GGGGG", "OCEAN=OCEAN"),
        ("GGG=GGG", "GGG=GGG"),  # letter and colour readings agree: all green
        ("CRANE=+c+R...", "CRANE=+c+R..."),
        ("CRANE=🟡🟢⬛⬛⬛", "CRANE=+c+R..."),
    ],
)
def test_parse_writes_canonical_letter_notation(text, canonical):
    """Every notation reads to the same pair, written back in letter notation."""
    assert str(GuessScore.parse(text)) == canonical


def test_parse_tiles():
    """CRANE=BBYBG is grey, grey, yellow, grey, green."""
    pair = GuessScore.parse("CRANE=BBYBG")
    assert pair.guess == "CRANE"
    assert pair.tiles == (B, B, Y, B, G)
    assert pair.score == Score("CRANE", (B, B, Y, B, G))
    assert repr(pair) == "GuessScore(CRANE=..a.E)"


def test_parse_guess_and_score_alone():
    """parse_guess upper-cases a guess and parse_score reads tiles for a given guess."""
    assert parse_guess(" crane ") == "CRANE"
    assert parse_score("CRANE", "⬛⬛🟨⬛🟩") == (B, B, Y, B, G)


def test_matches():
    """A pair matches the answers against which the guess earns its score."""
    pair = GuessScore.parse("SPEED=..e.d")
    assert pair.matches("ABIDE")
    assert not pair.matches("SPEED")


def test_ambiguous_score_says_why():
    """A score that reads differently as letters and as colours is refused, showing both."""
    with pytest.raises(BadNotation) as caught:
        GuessScore.parse("GYBBG=GYBBG")
    message = str(caught.value)
    assert message.startswith("'GYBBG=GYBBG': ambiguous score")
    assert "letter notation (GYBBG)" in message
    assert "colour notation (Gy..G)" in message
    assert "write it in emoji, 🟩🟩🟩🟩🟩 or 🟩🟨⬛⬛🟩" in message


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("CRANE", "expected GUESS=SCORE"),
        ("=..a.E", "the guess is empty"),
        ("  =..a.E", "the guess is empty"),
        ("CRANE=", "the score is empty; expected 5 tiles"),
        ("CRANE=..a.", "the score has 4 tiles but CRANE has 5 letters"),
        ("CRANE=..a.E.", "the score has more than 5 tiles"),
        ("CRANE=BBYBGG", "the score has 6 tiles but CRANE has 5 letters"),
        ("CRANE=⬛⬛🟨⬛", "the score has 4 tiles but CRANE has 5 letters"),
        ("CR4NE=.....", "only use letters, not '4'"),
        ("CR NE=.....", "only use letters, not ' '"),
        ("CRAN🙂=.....", "only use letters, not '🙂'"),
        ("CRANE=..b.E", "tile 3 is 'b' but the guess has A there"),
        ("CRANE=C.a.R", "tile 5 is 'R' but the guess has E there"),
        ("CRANE=⬛⬛🟨⬛G", "'G' is not a score tile"),
        ("CRANE=..a.E+", "ends with '+'"),
    ],
)
def test_bad_notation_quotes_the_culprit(text, why):
    """Unreadable input raises BadNotation quoting the whole input and saying what is wrong."""
    with pytest.raises(BadNotation) as caught:
        GuessScore.parse(text)
    assert str(caught.value).startswith(repr(text) + ": ")
    assert why in str(caught.value)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("CAFÉS=.....", "CAFÉS=....."),
        ("niño=..ñ.", "NIÑO=..ñ."),
        ("CAFE\u0301=...É", "CAFÉ=...É"),  # an accent typed after its letter is one letter
        ("ＣＲＡＮＥ=.....", "CRANE=....."),  # full-width letters are the letters they show
        ("Ĳs=Ĳ.", "ĲS=Ĳ."),  # a tile ligature stays one tile
    ],
)
def test_any_unicode_letter_is_a_letter(text, canonical):
    """A guess may hold any Unicode letter, composed as Unicode composes it."""
    assert str(GuessScore.parse(text)) == canonical


def test_colour_typo_names_the_stray_letter():
    """A colour score with one stray letter names that letter, not a tile it never reached."""
    with pytest.raises(BadNotation) as caught:
        GuessScore.parse("CRANE=BBQBG")
    assert str(caught.value).startswith("'CRANE=BBQBG': ")
    assert "'Q'" in str(caught.value)


def test_bad_notation_is_a_value_error():
    """Callers catching ValueError also catch BadNotation."""
    with pytest.raises(ValueError):
        GuessScore.parse("CRANE")


def test_readable_but_impossible_score():
    """A readable score no answer earns raises ImpossibleScore, not BadNotation."""
    with pytest.raises(ImpossibleScore) as caught:
        GuessScore.parse("SPEED=BBBYB")
    assert not isinstance(caught.value, BadNotation)
    assert str(caught.value).startswith("SPEED=...e.: ")


# --- round trips ----------------------------------------------------------------------------------

COLOUR_TILE = {"G": G, "Y": Y, "B": B, "X": B}

guesses_and_answers = st.sampled_from(["AB", "ABC", "BGXY", "CRANE", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
                                      ).flatmap(
    lambda letters: st.integers(1, 6).flatmap(
        lambda n: st.tuples(st.text(letters, min_size=n, max_size=n),
                            st.text(letters, min_size=n, max_size=n))
    )
)


def colour_reading(text: str) -> tuple[Tile, ...] | None:
    """The tiles ``text`` means in colour notation, or None when it is not colour notation."""
    if all(c.upper() in COLOUR_TILE for c in text):
        return tuple(COLOUR_TILE[c.upper()] for c in text)
    return None


@settings(max_examples=150, deadline=None)
@given(guesses_and_answers)
def test_letter_notation_round_trips(guess_and_answer):
    """GUESS=SCORE in letter notation reads back to the same score, unless it also reads as a
    different colour score (only possible with no grey tile and letters from G, Y, B, X),
    which is refused as ambiguous."""
    guess, answer = guess_and_answer
    earned = score(guess, answer)
    text = f"{guess}={earned}"
    as_colours = colour_reading(str(earned))
    if as_colours is not None and as_colours != earned.tiles:
        with pytest.raises(BadNotation, match="ambiguous"):
            GuessScore.parse(text)
    else:
        pair = GuessScore.parse(text)
        assert pair.score == earned
        assert str(pair) == text


@settings(max_examples=150, deadline=None)
@given(guesses_and_answers)
def test_colour_notation_round_trips(guess_and_answer):
    """GUESS=GYB.. reads back to the same score, unless the colours spell the guess itself
    and mean something other than all green, which is refused as ambiguous."""
    guess, answer = guess_and_answer
    earned = score(guess, answer)
    text = f"{guess}={earned.colours}"
    if earned.colours == guess and not earned.is_win:
        with pytest.raises(BadNotation, match="ambiguous"):
            GuessScore.parse(text)
    else:
        pair = GuessScore.parse(text)
        assert pair.score == earned
        assert str(pair) == f"{guess}={earned}"


@settings(max_examples=150, deadline=None)
@given(guesses_and_answers, st.booleans(), st.booleans())
def test_emoji_notation_round_trips(guess_and_answer, selectors, lower):
    """GUESS=emoji reads back to the same score (with or without variation selectors, any
    case of guess), and is written in canonical letter notation."""
    guess, answer = guess_and_answer
    earned = score(guess, answer)
    squares = "".join(e + VS16 for e in earned.emoji) if selectors else earned.emoji
    pair = GuessScore.parse(f"{guess.lower() if lower else guess}={squares}")
    assert pair.score == earned
    assert str(pair) == f"{guess}={earned}"
    assert re.fullmatch(r"[A-Z]+=[A-Za-z.]+", str(pair))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_the_quick_reader_agrees_with_the_general_one(data):
    """Plain letter notation takes a shortcut; whatever the text, it reads the same pair,
    or raises the same error, as the general reader."""
    from wordfinder.errors import WordfinderError
    from wordfinder.notation import order_problem, parse_guess, parse_score

    guess = data.draw(st.text("ABCabc", min_size=1, max_size=6), label="guess")
    score = data.draw(st.text("ABCabc.xX+ ", min_size=0, max_size=7), label="score")
    text = f"{guess}={score}"

    def general() -> GuessScore:
        word = parse_guess(guess, context=text)
        pair = GuessScore(Score(word, parse_score(word, score, context=text)))
        if problem := order_problem(pair.score):
            raise ImpossibleScore(f"{pair}: {problem}")
        return pair

    try:
        expected = general()
    except WordfinderError as error:
        with pytest.raises(type(error)) as raised:
            GuessScore.parse(text)
        assert str(raised.value) == str(error)
    else:
        assert GuessScore.parse(text) == expected


def test_parsing_a_text_again_keeps_its_checks():
    """Pairs are parsed once per distinct text, but the check asked for still applies to
    each call and an error is raised every time, never remembered as a result."""
    out_of_order = "EERIE=.e..."  # a yellow E after a grey E
    assert GuessScore.parse("CHEST=c.E..") == GuessScore.parse("CHEST=c.E..")
    for _ in range(2):
        assert str(GuessScore.parse(out_of_order, checked=False)) == out_of_order
        with pytest.raises(ImpossibleScore, match="grey E cannot come before a yellow E"):
            GuessScore.parse(out_of_order)
        with pytest.raises(BadNotation):
            GuessScore.parse("CHEST")


# --- multi-board pairs ------------------------------------------------------------------------


@settings(max_examples=75, deadline=None)
@given(board_games())
def test_notation_round_trips_and_checks(game):
    """Writing a game's pairs (in emoji: over letters such as B, letter and colour notation
    can clash) and reading them back gives the same pairs, and they pass the checks."""
    answers, pairs, _ = game
    texts = [f"{p.guess}=" + "/".join("-" if s is None else s.emoji for s in p.scores) for p in pairs]
    assert parse_history(texts) == pairs
    assert parse_history(texts, boards=len(answers)) == pairs


def test_parse_reads_every_board_and_the_solved_mark():
    """One score per board, '-' for a solved board, any notation per board."""
    pair = BoardsPair.parse("CRANE=..a.E/-/BBYBG/.R...")
    assert pair.boards == 4
    assert str(pair) == "CRANE=..a.E/-/..a.E/.R..."
    assert pair.scores[1] is None
    assert pair.tiles_line == "..a.E | - | ..a.E | .R..."
    assert pair.emoji_line == "⬛⬛🟨⬛🟩 | - | ⬛⬛🟨⬛🟩 | ⬛🟩⬛⬛⬛"


@pytest.mark.parametrize(
    "text, error, board",
    [
        ("CRANE=..a.E/c..x./...../.R...", BadNotation, 2),
        ("CRANE=..a.E/...../...", BadNotation, 3),
        ("SPEED=...../...e.", ImpossibleScore, 2),
        ("CRANE=/.....", BadNotation, 1),
    ],
)
def test_errors_name_the_board(text, error, board):
    """A score that cannot be read, or is out of order, is reported for its board."""
    with pytest.raises(error, match=f"^board {board}: "):
        BoardsPair.parse(text)


@pytest.mark.parametrize(
    "texts, boards, message",
    [
        (["CRANE=...../-"], None, "board 2: .*no earlier guess solved board 2"),
        (["CRANE=CRANE/.....", "SLOTH=...../....."], None, "board 1: .*solved earlier"),
        (["CRANE=...../.....", "SLOTH=....."], None, "1 score for 2 boards"),
        (["CRANE=...../....."], 3, "2 scores for 3 boards"),
        (["CRANE=CRANE/CRANE"], None, "solves boards 1 and 2"),
        (["CRANE=CRANE/.....", "SLOTH=-/SLOTH", "BUDGE=-/-"], None, "every board was solved"),
    ],
)
def test_history_checks(texts, boards, message):
    """'-' exactly on the boards solved earlier, one board count, distinct answers."""
    with pytest.raises((BadNotation, ImpossibleScore), match=message):
        parse_history(texts, boards)


def test_multi_board_notation_is_told_by_its_slash():
    """A pair with a '/' in its score is a multi-board pair; plain pairs and bare words are not."""
    assert is_multi_board(["CRANE=..a.E", "SLOTH=...../-"])
    assert not is_multi_board(["CRANE=..a.E", "A/B"])

