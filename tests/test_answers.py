"""Answer models: the bundled prior table, the three models and a file's, and probabilities."""

from __future__ import annotations

import itertools
import math
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordfinder.answers import (
    ALL,
    LIKELY,
    MODELS,
    ORIGINAL,
    UnknownModel,
    answer_model,
    file_model,
    most_likely_first,
    priors,
    probabilities,
)
from wordfinder.errors import WordfinderError, WordListError
from wordfinder.finder import find
from wordfinder.words import ALLOWED, ANSWERS, bundled, data_path, read_words
from wordfinder.languages import ENGLISH


@pytest.fixture(scope="module")
def table() -> dict[str, float]:
    """The bundled prior table."""
    return priors()


# --- the table ------------------------------------------------------------------------------------


def test_the_table_covers_exactly_the_allowed_words(table):
    """priors.tsv has one row per allowed word, no other word, in the allowed list's order."""
    assert tuple(table) == bundled(ALLOWED)


def test_the_priors_are_positive_and_sum_to_one(table):
    """Every word may be the answer; the priors are a distribution (up to the table's rounding)."""
    assert min(table.values()) > 0
    assert math.fsum(table.values()) == pytest.approx(1, abs=1e-4)


def test_the_original_answers_share_the_mixture_equally(table):
    """The original answers (reused by the NYT) hold the share of the mass the table's
    header states (make_priors.py's ORIGINAL_SHARE, raised from the 2,302/3,158 of real
    NYT answers), each the same prior, but for the few vulgar ones, far below."""
    header = Path(data_path("priors.tsv")).read_text(encoding="utf-8").split("\n# Mixture: original answers ")[1]
    share = float(header.split()[0])
    assert 2302 / 3158 < share < 1
    originals = [table[w] for w in bundled(ANSWERS)]
    assert math.fsum(originals) == pytest.approx(share, abs=0.003)
    usual = statistics.median(originals)
    assert sum(p == usual for p in originals) >= len(originals) - 10
    assert all(p == usual or p < usual / 100 for p in originals)


def test_plurals_get_lower_priors_than_singular_words_as_common(table):
    """Outside the original answers, a word ending in S as plurals do gets more than a
    hundredfold less prior, on average, than a singular word (neither -S nor -ED) of the
    same Zipf frequency."""
    zipf = wordfreq_table()
    by_zipf: dict[float, tuple[list[float], list[float]]] = {}
    for word, prior in others(table).items():
        plurals, singulars = by_zipf.setdefault(zipf.get(word, 0.0), ([], []))
        if word.endswith("S") and not word.endswith(("SS", "US", "IS")):
            plurals.append(prior)
        elif not word.endswith("ED"):
            singulars.append(prior)
    compared = [(p, s) for p, s in by_zipf.values() if p and s]
    assert len(compared) > 100
    ratio = statistics.geometric_mean(
        statistics.fmean(p) / statistics.fmean(s) for p, s in compared
    )
    assert ratio < 1 / 100


def test_common_words_get_higher_priors(table):
    """Outside the original answers, singular words get more prior on average in each Zipf band
    from 0 to 4 than in the band below (above 4 the words are mostly names and slang)."""
    zipf = wordfreq_table()
    bands = [
        statistics.fmean(
            p for w, p in others(table).items()
            if low <= zipf.get(w, 0.0) < low + 1 and not w.endswith(("S", "ED"))
        )
        for low in range(4)
    ]
    assert all(a < b for a, b in itertools.pairwise(bands))


def test_names_slang_and_vulgar_words_are_unlikely(table):
    """Words editors never pick, which the old prior ranked first outside the original answers,
    are far from the top now: no name, slang or vulgar word of issue 26 in the first 300, and
    each vulgar word under 1/50 of a uniform prior and out of the top quarter.  (By rank alone
    the vulgar words sit in the bottom three quarters, not two thirds: since the holdout took
    the common dictionary words out of the fit, the rare words under them have lower priors,
    though theirs fell too: WHORE 5.9e-7 -> 5.5e-7.)"""
    ranked = sorted(others(table), key=lambda w: -table[w])
    rank = {w: r for r, w in enumerate(ranked, 1)}
    for word in ("GONNA", "WANNA", "INDIA", "JESUS", "GOTTA", "JAPAN", "PARIS", "LOUIS", "HENRY",
                 "SPAIN", "DELLA", "DALEK"):
        assert rank[word] > 300, word
    for word in ("BITCH", "WHORE", "PUSSY", "PENIS"):
        assert rank[word] > len(ranked) // 4, word
        assert table[word] < 1 / (50 * len(table)), word


def others(table: dict[str, float]) -> dict[str, float]:
    """The priors of the words outside the original answers."""
    originals = set(bundled(ANSWERS))
    return {w: p for w, p in table.items() if w not in originals}


def wordfreq_table() -> dict[str, float]:
    """The bundled Zipf frequencies (data/wordfreq.tsv): word -> Zipf."""
    with open(data_path("wordfreq.tsv"), encoding="utf-8") as file:
        rows = [line.split("\t") for line in file.read().splitlines() if line and line[0] != "#"]
    return {word: float(z) for word, z in rows}


def test_the_header_names_its_source():
    """The table says where it comes from and how it was made."""
    with open(data_path("priors.tsv"), encoding="utf-8") as file:
        head = "".join(line for line in file if line.startswith("#"))
    for source in ("wordfreq 3.1.1", "CC-BY-SA 4.0", "make_priors.py", "SCOWL", "WordNet 3.0",
                   "better-profanity 0.7.0", "profanityfilter 2.1.0", "profanity 1.1"):
        assert source in head


# --- the models -----------------------------------------------------------------------------------


def test_original_is_uniform_over_the_original_answers():
    """``original`` is the 2,315 original answers, each 1/2,315."""
    model = answer_model(ORIGINAL)
    assert model.words == bundled(ANSWERS)
    assert len(model.words) == 2315
    assert model.weights == pytest.approx((1 / 2315,) * 2315)
    assert model.weight("GIZMO") == 0


def test_all_is_uniform_over_the_word_list():
    """``all`` is every word of the list in use, each equally likely."""
    model = answer_model(ALL)
    assert model.words == bundled(ALLOWED)
    assert max(model.weights) == pytest.approx(min(model.weights)) == pytest.approx(1 / 14855)
    assert answer_model(ALL, ["CRANE", "SLATE"]).weights == (0.5, 0.5)


def test_likely_weights_the_allowed_words_by_their_priors(table):
    """``likely`` over the bundled list gives each allowed word its prior."""
    model = answer_model(LIKELY)
    assert model.words == tuple(table)
    assert model.weights == pytest.approx(tuple(table.values()), rel=1e-4)
    assert sum(model.weights) == pytest.approx(1)


def test_likely_gives_unlisted_words_the_smallest_prior(table):
    """Over a user's list, a word without a prior weighs as much as the least likely allowed one."""
    model = answer_model(LIKELY, ["CRANE", "QXZVJ", "AAHED"])
    floor = min(table.values())
    assert model.weight("QXZVJ") == model.floor == floor
    assert model.weights_for(["QXZVJ", "AAHED"]) == pytest.approx(
        (floor / (floor + table["AAHED"]), table["AAHED"] / (floor + table["AAHED"]))
    )
    assert model.weights_for(["CRANE", "QXZVJ"])[0] > 0.99


def test_an_unknown_model_is_named_in_the_error():
    """A misspelt model name is refused with a message quoting it and listing the models."""
    with pytest.raises(UnknownModel, match=r"'likley'.*'likely', 'original', 'all'"):
        answer_model("likley")
    assert issubclass(UnknownModel, WordfinderError)


def test_a_file_model_is_uniform_over_the_file(tmp_path):
    """An answers file gives each of its words equal weight and is named by its path."""
    path = tmp_path / "mine.txt"
    path.write_text("# my answers\ngizmo\nemoji\ngizmo\n", encoding="utf-8")
    model = file_model(path, ENGLISH)
    assert (model.name, model.words, model.weights) == (str(path), ("GIZMO", "EMOJI"), (0.5, 0.5))


def test_an_empty_answers_file_is_refused(tmp_path):
    """A file with no word cannot be an answer model, and the message names it."""
    path = tmp_path / "empty.txt"
    path.write_text("# nothing\n", encoding="utf-8")
    with pytest.raises(WordListError, match="empty.txt"):
        file_model(path, ENGLISH)


def test_a_model_cannot_be_changed():
    """Answer models are immutable values."""
    model = answer_model(ORIGINAL)
    with pytest.raises(AttributeError, match="cannot be changed"):
        model.name = "likely"


def test_loading_is_deterministic():
    """Two loads in fresh interpreters give the same weights, bit for bit."""
    code = (
        "from wordfinder.answers import answer_model as m;"
        "print(repr(m('likely').weights_for(m('likely').words[::97])))"
    )
    runs = [
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        for _ in range(2)
    ]
    assert runs[0].stdout == runs[1].stdout != ""


def test_the_finder_path_does_not_import_numpy():
    """Loading ``likely`` and weighing some candidates leaves numpy unimported (start-up time)."""
    code = (
        "import sys; from wordfinder.answers import answer_model, probabilities;"
        "probabilities(answer_model('likely'), ['CRANE=..a..'], answer_model('likely').words);"
        "print('numpy' in sys.modules)"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"


# --- probabilities --------------------------------------------------------------------------------


candidate_sets = st.lists(st.sampled_from(bundled(ALLOWED)), min_size=1, max_size=40, unique=True)


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from(MODELS),
    candidate_sets,
    st.lists(st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=5, max_size=5), max_size=3),
)
def test_weights_sum_to_one_over_any_candidates(name, candidates, strangers):
    """Over any candidate set (even words outside the model) the probabilities sum to 1."""
    model = answer_model(name)
    weights = model.weights_for(list(dict.fromkeys(candidates + strangers)))
    assert math.fsum(weights) == pytest.approx(1)
    assert all(w >= 0 for w in weights)


@settings(max_examples=50, deadline=None)
@given(candidate_sets)
def test_probabilities_are_the_priors_normalised(candidates):
    """Under ``likely`` each candidate's probability is its prior over the candidates' total."""
    table = priors()
    total = sum(table[w] for w in candidates)
    assert answer_model(LIKELY).weights_for(candidates) == pytest.approx(
        [table[w] / total for w in candidates]
    )


def test_no_weighted_candidate_means_equal_shares():
    """When no candidate is in a uniform model (no original answer fits), they share equally."""
    assert answer_model(ORIGINAL).weights_for(["GIZMO", "EMOJI"]) == (0.5, 0.5)
    assert answer_model(ORIGINAL).weights_for([]) == ()


def test_probabilities_list_the_words_that_fit_most_likely_first():
    """The words that fit the history, each with its probability, most likely first."""
    model = answer_model(LIKELY)
    history = ["CRANE=..a..", "SOUTH=S...."]
    listed = probabilities(model, history, model.words)
    assert sorted(w for w, _ in listed) == find(history, model.words)
    chances = [p for _, p in listed]
    assert chances == sorted(chances, reverse=True)
    assert math.fsum(chances) == pytest.approx(1)


def test_ties_are_listed_alphabetically():
    """Equally likely candidates keep alphabetical order."""
    assert most_likely_first(answer_model(ORIGINAL), ["SLATE", "CRANE", "ABBEY"]) == [
        ("ABBEY", pytest.approx(1 / 3)),
        ("CRANE", pytest.approx(1 / 3)),
        ("SLATE", pytest.approx(1 / 3)),
    ]


# --- the held-out secrets -------------------------------------------------------------------------


def test_the_holdout_is_allowed_words_outside_the_original_answers():
    """data/holdout.txt: 211 distinct allowed words (every word the rule of
    scripts/make_priors.py makes eligible, fewer than its 300), sorted, none an original
    answer, none ending as plurals or past tenses do, all known to wordfreq at Zipf 2.5
    or more.  (The rule's other tests, by SCOWL, WordNet and the profanity lists, need the
    script's sources, which are not wordfinder's dependencies.)"""
    held = read_words(data_path("holdout.txt"), ENGLISH)
    zipf = wordfreq_table()
    assert len(held) == 211 and list(held) == sorted(held)
    assert set(held) <= set(bundled(ALLOWED))
    assert not set(held) & set(bundled(ANSWERS))
    assert not [
        w
        for w in held
        if (w.endswith("ED") and not w.endswith("EED"))
        or (w.endswith("S") and not w.endswith(("SS", "US", "IS")))
    ]
    assert min(zipf[w] for w in held) >= 2.5


def test_the_finders_model_is_the_likely_model():
    """likely_model() reads the prior table alone: its words are the bundled allowed guesses,
    sorted, and every weight (looked up by bisection) is the likely model's."""
    from wordfinder.answers import likely_model
    from wordfinder.words import ALLOWED, bundled

    fast, slow = likely_model(), answer_model("likely")
    assert fast.words == tuple(sorted(bundled(ALLOWED))) == slow.words
    for word in (*fast.words[::97], fast.words[0], fast.words[-1], "ZZZZZ", "AAAAA", "QQ"):
        assert fast.weight(word) == slow.weight(word)
    assert fast.weights_for(["CRANE", "SLATE", "XXXXX"]) == slow.weights_for(["CRANE", "SLATE", "XXXXX"])


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=200), st.randoms(use_true_random=False))
def test_likely_first_reads_rows_as_the_model_does(size, rng):
    """likely_first (a few rows looked up in the text, or the whole table) equals
    most_likely_first under the likely model, words outside the table included."""
    from wordfinder.answers import likely_first
    from wordfinder.words import ALLOWED, bundled

    words = rng.sample(bundled(ALLOWED), size) + rng.sample(["ZZZZZ", "QXQXQ", "AB", "A\\tB"], rng.randrange(3))
    assert likely_first(words) == most_likely_first(answer_model("likely"), words)


# --- past answers (--played) ---------------------------------------------------------------------


# The day's model (AnswerModel.with_played): tests/test_today.py.
