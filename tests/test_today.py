"""Today's game with its history (issue 42): the day's model, suggest under it, and the rolling
benchmark.  The histories are synthetic (``benchmarks/histories/``, ours): no list of real NYT
answers is used.

The replay of every allowed word under the day's model is long (minutes a history and mode):
the default suite replays a fixed subset; ``WORDFINDER_FULL_REPLAY=1`` replays all 14,855 words
for two synthetic histories, normal and hard.
"""

from __future__ import annotations

import datetime
import os
import pickle
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from wordfinder.answers import (
    OTHER_SHARE,
    PAST_MOST,
    REUSE_BEFORE,
    REUSE_MOST,
    REUSE_PRIOR,
    answer_model,
    likely_model,
    reuse_share,
)
from wordfinder.past_answers import PastAnswer, PastAnswers, PlayedWords, read_past_answers
from wordfinder.words import ALLOWED, ANSWERS, bundled

HISTORIES = Path(__file__).resolve().parent.parent / "benchmarks" / "histories"
SYNTHETIC = HISTORIES / "synthetic-1.txt"
ORIGINALS = frozenset(bundled(ANSWERS))
DAY = datetime.date(2026, 3, 1)


def dated(words: list[str], start: datetime.date = datetime.date(2024, 1, 1)) -> PlayedWords:
    """The words as past answers, one a day from ``start`` (a word listed twice: reused)."""
    return PastAnswers(tuple(PastAnswer(w, start + datetime.timedelta(days=i)) for i, w in enumerate(words))).words


def kinds(model, past: set[str]) -> dict[str, dict[str, float]]:
    """The model's probabilities by kind: unused originals, past answers, other words."""
    found: dict[str, dict[str, float]] = {"fresh": {}, "past": {}, "other": {}}
    for word, weight in zip(model.words, model.weights):
        kind = "past" if word in past else "fresh" if word in ORIGINALS else "other"
        found[kind][word] = weight
    return found


# --- the day's model ----------------------------------------------------------------------------


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(bundled(ALLOWED)), min_size=30, max_size=60, unique=True),
       st.integers(min_value=0, max_value=5), st.booleans())
def test_the_days_model_gives_each_kind_its_share(words, reused, with_dates):
    """Unused originals share 1 - reuse - OTHER_SHARE equally, past answers share the reuse
    rate equally, the other words OTHER_SHARE in proportion to their prior."""
    assume(any(w not in ORIGINALS for w in words) or reused)
    listed = words + words[:reused]  # the first few come back later
    played = dated(listed) if with_dates else PlayedWords(PastAnswer(w) for w in listed)
    reuse = reuse_share(played.answers)
    assert reuse == (REUSE_BEFORE if not (with_dates and reused) else reuse)
    prior = likely_model()
    model = prior.with_played(played)
    assert model.played == len(set(words))
    shares = kinds(model, set(words))
    fresh = 1 - reuse - OTHER_SHARE
    past = min(reuse, len(set(words)) * PAST_MOST * fresh / len(shares["fresh"]))  # no likelier than half a fresh
    total = fresh + OTHER_SHARE + past
    assert past == reuse or reused  # only a reuse rate raises them to the bound
    assert sum(shares["past"].values()) == pytest.approx(past / total, rel=1e-9)
    assert sum(shares["fresh"].values()) == pytest.approx(fresh / total, rel=1e-9)
    assert sum(shares["other"].values()) == pytest.approx(OTHER_SHARE / total, rel=1e-9)
    assert max(shares["fresh"].values()) == pytest.approx(min(shares["fresh"].values()), rel=1e-9)
    assert max(shares["past"].values()) == pytest.approx(min(shares["past"].values()), rel=1e-9)
    other = [w for w in shares["other"]][:: 997]
    ratios = [shares["other"][w] / prior.weight(w) for w in other]
    assert max(ratios) == pytest.approx(min(ratios), rel=1e-9)


def test_the_reuse_rate_starts_with_the_first_reuse_and_follows_the_dates():
    """No reuse, or no dates: the rate before any reuse; from the first reuse, (reuses + 2) /
    (days since it + 20), counted to the latest answer, and never above REUSE_MOST."""
    words = list(bundled(ANSWERS)[:60])
    assert reuse_share(dated(words).answers) == REUSE_BEFORE
    assert reuse_share(PlayedWords(PastAnswer(w) for w in words + words[:3]).answers) == REUSE_BEFORE
    # words[0] comes back on day 60, words[1] on day 69: two reuses over the ten days to day 69
    later = words + [words[0]] + list(bundled(ANSWERS)[60:68]) + [words[1]]
    expected = (2 + REUSE_PRIOR[0]) / (10 + REUSE_PRIOR[1])
    assert reuse_share(dated(later).answers) == pytest.approx(expected)
    assert reuse_share(dated(words[:3] + words[:3] * 30).answers) == REUSE_MOST


def test_a_short_history_does_not_make_its_answers_likelier_than_unused_ones():
    """With a few past answers each is at most PAST_MOST as likely as an unused original (else
    a one-word history would put the whole reuse rate on its word)."""
    model = likely_model().with_played(dated(["MEDAL", "CIGAR"]))
    weight = dict(zip(model.words, model.weights))
    assert weight["MEDAL"] == pytest.approx(PAST_MOST * weight["PEDAL"], rel=1e-9)
    assert weight["MEDAL"] < REUSE_BEFORE / 2
    assert weight["PEDAL"] == pytest.approx(weight["REBUT"], rel=1e-9)


def test_a_model_of_the_originals_alone_gives_them_what_the_past_answers_leave():
    """--answers original with a history: no other word, so the unused originals share 1 - reuse."""
    played = dated(list(bundled(ANSWERS)[:100]))
    model = answer_model("original").with_played(played)
    shares = kinds(model, set(played))
    assert sum(shares["fresh"].values()) == pytest.approx(1 - REUSE_BEFORE)
    assert sum(shares["past"].values()) == pytest.approx(REUSE_BEFORE)
    assert model.with_played(()) is model


def test_played_words_carry_their_dates_through_a_process_boundary():
    """PastAnswers.words is a tuple of words (as every command passes them on) carrying the
    dated answers; pickled to a worker process, it keeps them."""
    history = read_past_answers(SYNTHETIC).known_on(DAY)
    words = history.words
    assert isinstance(words, tuple) and words == tuple(dict.fromkeys(a.word for a in history.answers))
    copied = pickle.loads(pickle.dumps(words))
    assert copied == words and copied.answers == history.answers
    assert reuse_share(words.answers) > 10 * REUSE_BEFORE  # synthetic-1 reuses answers from 2026-02-01
    dated_model, undated_model = (likely_model().with_played(p) for p in (words, tuple(words)))
    assert dated_model.fingerprint != undated_model.fingerprint

