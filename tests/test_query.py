"""The find query as a library call: one result value per kind of answer, the policy inside."""

from __future__ import annotations

import pytest

from wordfinder.answers import ORIGINAL
from wordfinder.errors import BadNotation, Contradiction, WordListError
from wordfinder.finder import find
from wordfinder.game import QUANTUM, Game
from wordfinder.query import Explained, ExplainedEach, Found, FoundEach, PairsFound, Query, ask
from wordfinder.words import ALLOWED, ANSWERS, bundled

FIFTY = ("HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY")


def test_found_is_the_finder_in_the_order_asked():
    """The words that fit are find's; likely order gives chances, alpha order puts the original
    answers first and gives none unless asked."""
    pairs = ("CRANE=..a.e", "SLOTH=.l...")
    likely = ask(Query(pairs))
    alpha = ask(Query(pairs, sort="alpha"))
    assert isinstance(likely, Found) and isinstance(alpha, Found)
    assert sorted(likely.candidates) == sorted(alpha.candidates) == find(pairs, bundled(ALLOWED))
    assert list(likely.probabilities) == list(likely.candidates) and likely.model == "likely"
    plausible = set(bundled(ANSWERS))
    assert list(alpha.candidates) == sorted(alpha.plausible) + sorted(set(alpha.candidates) - plausible)
    assert alpha.probabilities == {} and ask(Query(pairs, sort="alpha", chances=True)).probabilities
    assert alpha.facts is None and ask(Query(pairs, verbose=True)).facts["mask"] == "-----"


def test_the_original_answers_model_cuts_the_list():
    """Under the original answers' model only those words are candidates, equally likely."""
    found = ask(Query(("CRANE=..a.e",)), Game(answers=ORIGINAL))
    assert set(found.candidates) == set(found.plausible) and found.model == ORIGINAL
    assert len(set(found.probabilities.values())) == 1


def test_contradictions_are_proved_only_when_nothing_fits():
    """Pairs that cannot hold together raise Contradiction, before any word list is blamed."""
    with pytest.raises(Contradiction):
        ask(Query(("CRANE=C....", "CRANE=.....")))
    with pytest.raises(Contradiction):
        ask(Query(("CRANE=C....", "CRANE=....."), word_file="/no/such/list"))
    with pytest.raises(WordListError):
        ask(Query(("CRANE=C....",), word_file="/no/such/list"))


def test_explained_rows_as_lists_or_joined_lines():
    """Each word's reasons: a list, or one line when joined; eligible when some word fits."""
    query = Query((*FIFTY, "FIFTY", "JIFFY"), explain=True)
    listed, joined = ask(query), ask(query._replace(joined=True))
    assert isinstance(listed, Explained) and listed.eligible
    assert [w for w, _ in listed.rows] == ["FIFTY", "JIFFY"] and listed.rows[0][1] == []
    assert joined.rows[1][1] == "; ".join(listed.rows[1][1])


def test_bare_words_need_words_or_explain():
    """A bare word is a word list with --words, a word to explain with --explain, else an error."""
    with pytest.raises(BadNotation, match="'FIFTY': expected GUESS=SCORE"):
        ask(Query((*FIFTY, "FIFTY")))
    assert ask(Query((*FIFTY, "FIFTY", "JIFFY"), words_given=True)).candidates == ("FIFTY",)


def test_a_share_block_pairs_with_the_bare_words():
    """The share block's rows, read when asked for, are the scores of the bare words in order."""
    block = "Wordle 1,234 2/6\n\n⬛⬛🟩⬛🟩\n🟩🟩🟩🟩🟩"
    found = ask(Query(("CRANE", "SLATE"), share=lambda: block))
    assert found.candidates == ("SLATE",) and [str(p) for p in found.pairs] == ["CRANE=..A.E", "SLATE=SLATE"]


def test_quantum_scoring_streams_pairs():
    """Under quantum scoring the result streams the pairs, at most limit + 1 of them."""
    found = ask(Query(("TAXES=+t+A..+s", "CHIPS=c.i.s"), limit=3), Game(scoring=QUANTUM))
    assert isinstance(found, PairsFound)
    assert len(list(found.stream)) == 4
    with pytest.raises(BadNotation, match="--quantum lists pairs"):
        ask(Query(("TAXES=+t+A..+s",), explain=True), Game(scoring=QUANTUM))


def test_several_boards_by_game_or_by_notation():
    """A score per board, or a game of several boards, gives each board's result."""
    each = ask(Query(("CRANE=..a.E/c....",)))
    assert isinstance(each, FoundEach) and [b.board for b in each.boards] == [1, 2]
    assert each == ask(Query(("CRANE=..a.E/c....",)), Game(boards=2))
    assert list(each.boards[0].candidates) == [w for w in each.boards[0].candidates if w in each.boards[0].plausible] + [
        w for w in each.boards[0].candidates if w not in each.boards[0].plausible
    ]
    with pytest.raises(BadNotation, match="1 score for 3 boards"):
        ask(Query(("CRANE=.....",)), Game(boards=3))
    explained = ask(Query(("CRANE=..a.E/c....", "ABIDE", "CLOTH"), explain=True))
    assert isinstance(explained, ExplainedEach) and not explained.eligible
    assert explained.reasons[0][0] == []
