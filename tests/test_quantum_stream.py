"""iter_pairs: Quantum Wordle's pairs streamed, the plausible first, the same set as find_pairs."""

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder.feedback import score
from wordfinder.notation import GuessScore
from wordfinder.quantum import find_pairs, iter_pairs

# Six letters, words of three: many disjoint pairs, heavy letter repetition.
WORD = st.text("ABCDEF", min_size=3, max_size=3)


@st.composite
def games(draw):
    """A word list, the secret pair (disjoint) drawn from it, guesses scored against the pair, and a plausible subset."""
    words = draw(st.lists(WORD, min_size=2, max_size=40, unique=True))
    a = draw(st.sampled_from(words))
    others = [w for w in words if not set(w) & set(a)]
    b = draw(st.sampled_from(others)) if others else None
    guesses = draw(st.lists(WORD, min_size=1, max_size=3))
    pairs = [GuessScore(score(g, a, b)) if b else GuessScore(score(g, a)) for g in guesses]
    plausible = draw(st.lists(st.sampled_from(words), unique=True))
    return words, pairs, plausible


@settings(max_examples=150, deadline=None)
@given(games())
def test_streamed_pairs_are_find_pairs_plausible_first(game):
    """The stream holds exactly find_pairs' pairs, each once, those of two plausible words first,
    each part in sorted order."""
    words, pairs, plausible = game
    streamed = list(iter_pairs(pairs, words, plausible))
    assert len(streamed) == len(set(streamed))
    assert set(streamed) == set(find_pairs(pairs, words))
    likely = set(plausible)
    both = [p for p in streamed if p[0] in likely and p[1] in likely]
    assert streamed[: len(both)] == sorted(both)
    assert streamed[len(both) :] == sorted(set(streamed) - set(both))


@settings(max_examples=50, deadline=None)
@given(games(), st.integers(min_value=0, max_value=5))
def test_limit_gives_the_first_pairs(game, limit):
    """With a limit, the stream is the first pairs of the unlimited stream."""
    words, pairs, plausible = game
    assert list(iter_pairs(pairs, words, plausible, limit)) == list(iter_pairs(pairs, words, plausible))[:limit]


def test_a_broad_query_streams_without_building_every_pair():
    """QQQQQ=..... over the bundled list has millions of pairs; the first ones come from a lazy
    iterator (a list of them all would hold 12.7 million tuples)."""
    from wordfinder.words import ALLOWED, ANSWERS, bundled

    stream = iter_pairs(["QQQQQ=....."], bundled(ALLOWED), bundled(ANSWERS))
    first = list(islice(stream, 3))
    answers = set(bundled(ANSWERS))
    assert all(a in answers and b in answers for a, b in first) and first == sorted(first)
    assert not isinstance(stream, list)


def test_text_output_stops_at_its_limit_and_says_so(monkeypatch, capsys):
    """Without --limit, a broad query lists TEXT_LIMIT pairs, the first ones, and one note on
    stderr says more fit; with --limit, exactly that many and no note."""
    from wordfinder.cli import find as find_command
    from wordfinder.cli.entry import main
    from wordfinder.words import ALLOWED, ANSWERS, bundled

    monkeypatch.setattr(find_command, "TEXT_LIMIT", 50)
    first = ["|".join(p) for p in islice(iter_pairs(["CRANE=..a.e"], bundled(ALLOWED), bundled(ANSWERS)), 60)]
    for argv, listed, noted in ((["--quantum", "CRANE=..a.e"], 50, True), (["--quantum", "--limit", "7", "CRANE=..a.e"], 7, False)):
        try:
            main(argv)
        except SystemExit as end:
            assert end.code == 0
        out, err = capsys.readouterr()
        assert out.splitlines() == first[:listed]
        assert err.count("\n") == int(noted) and (("more fit" in err) == noted)


def test_a_json_document_lists_at_most_json_most_and_says_so(monkeypatch, capsys):
    """--json with a --limit over JSON_MOST lists JSON_MOST pairs (the document is held whole:
    memory grows with it), says it is truncated, and one note on stderr says why; text output
    takes the same --limit whole."""
    import json

    from conftest import through_console_script
    from wordfinder.cli import find as find_command
    from wordfinder.words import ALLOWED, ANSWERS, bundled

    monkeypatch.setattr(find_command, "JSON_MOST", 20)
    first = [list(p) for p in islice(iter_pairs(["CRANE=..a.e"], bundled(ALLOWED), bundled(ANSWERS)), 30)]
    code, out, err = through_console_script(["--quantum", "--json", "-n", "30", "CRANE=..a.e"], monkeypatch, capsys)
    document = json.loads(out)
    assert (code, document["count"], document["candidates"], document["truncated"]) == (0, 20, first[:20], True)
    assert err.count("\n") == 1 and "at most 20 candidates" in err
    code, out, err = through_console_script(["--quantum", "-n", "30", "CRANE=..a.e"], monkeypatch, capsys)
    assert (code, len(out.splitlines()), err) == (0, 30, "")
