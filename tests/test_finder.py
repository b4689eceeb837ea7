"""Finding eligible words (the fast path against replay), explaining the others, and the trie."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from conftest import OUTSIDER, board_games, games, universe, word_lists
from wordfinder import BadNotation, GuessScore, ImpossibleScore, Score, Trie, explain, find, replay
from wordfinder.feedback import Tile, score
from wordfinder.finder import explain_all, explain_each, explain_lines, find_each, find_fitting
from wordfinder.notation import BoardsPair, parse_history, solved_answers
from wordfinder.knowledge import Knowledge
from wordfinder.words import ALLOWED, bundled

# --- seed 004's games on the bundled list ---------------------------------------------------------

# Each row: the answer, the pairs, other words the rules admit (checked by hand, tile by
# tile), and words that must not be found: the ones seed 004 calls wrong plus the guesses
# that did not win.  CAHOW is one the seed's early code let through: CATCH=CA.ch needs a
# second C, and CAHOW has only one.
SEED_GAMES = [
    pytest.param(
        "FIFTY", "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY", "",
        "JITTY KITTY ZITTY WITTY HARES BUILT TIMID PINTO", id="FIFTY",
    ),
    pytest.param("EMPTY", "LODGE=....e WIPER=..Pe. TEPEE=teP.. EXPAT=E.P.t", "",
                 "LODGE WIPER TEPEE EXPAT", id="EMPTY"),
    pytest.param("STYLE", "GROAN=..... WHILE=...LE BELLE=...LE TUPLE=t..LE STELE=ST.LE", "",
                 "STELE GROAN WHILE BELLE TUPLE", id="STYLE"),
    pytest.param("WRITE", "SABER=...er REFIT=re.it TRITE=.RITE", "URITE",
                 "TRITE SABER REFIT", id="WRITE"),
    pytest.param("QUICK", "MORAL=..... TWINE=..I.. CHICK=..ICK", "SPICK",
                 "CHICK MORAL TWINE", id="QUICK"),
    pytest.param("BESET", "CIVET=...ET EGRET=e..ET SLEET=s.eET", "",
                 "CIVET EGRET SLEET", id="BESET"),
    pytest.param("CLERK", "SINCE=...ce CEDAR=Ce..r CRUEL=Cr.el", "",
                 "SINCE CEDAR CRUEL", id="CLERK"),
    pytest.param("BURLY", "LOWER=l...r FRAIL=.r..l BLURT=Blur.", "",
                 "LOWER FRAIL BLURT", id="BURLY"),
    pytest.param("ARBOR", "HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o", "",
                 "HARES GUILT CROAK BRAVO", id="ARBOR"),
    pytest.param("CACHE", "CHAIR=Cha.. CLASH=C.a.h CATCH=CA.ch", "",
                 "CAHOW CHAIR CLASH CATCH", id="CACHE"),
    pytest.param("TOXIC", "LEAKS=..... MIGHT=.i..t BLITZ=..it. OPTIC=o.tIC TONIC=TO.IC", "TORIC",
                 "LEAKS MIGHT BLITZ OPTIC TONIC", id="TOXIC"),
    pytest.param("OCEAN", "JUDGE=....e CHEST=c.E.. WRECK=..Ec.", "ILEAC OLEIC",
                 "JUDGE CHEST WRECK", id="OCEAN"),
    pytest.param("INDEX", "VOUCH=..... GRIPE=..i.e DENIM=deni. WIDEN=.iDEn", "",
                 "VOUCH GRIPE DENIM WIDEN", id="INDEX"),
]


@pytest.mark.parametrize(("answer", "pairs", "also", "wrong"), SEED_GAMES)
def test_seed_games(allowed, allowed_trie, answer, pairs, also, wrong):
    """Each seed game finds its answer, and the words the rules admit, but not the wrong ones."""
    assert {answer, *also.split(), *wrong.split()} <= set(allowed)  # else the checks are vacuous
    found = find(pairs.split(), allowed_trie)
    assert answer in found
    assert set(also.split()) <= set(found)
    assert not set(wrong.split()) & set(found)


@pytest.mark.parametrize(("answer", "pairs", "also", "wrong"), SEED_GAMES)
def test_seed_games_match_replay(allowed, allowed_trie, answer, pairs, also, wrong):
    """On each seed game, find returns exactly the sorted replay of the bundled list."""
    assert find(pairs.split(), allowed_trie) == sorted(replay(pairs.split(), allowed))


def test_fifty_is_the_only_answer(allowed_trie):
    """FIFTY's game leaves FIFTY alone: the grey third T of WITTY rules out its rhymes."""
    pairs = "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY".split()
    assert find(pairs, allowed_trie) == ["FIFTY"]


def test_a_winning_row_leaves_only_the_answer(allowed_trie):
    """After OCEAN=OCEAN only OCEAN remains: only the guess itself scores all green."""
    pairs = "JUDGE=....e CHEST=c.E.. WRECK=..Ec. OCEAN=OCEAN".split()
    assert find(pairs, allowed_trie) == ["OCEAN"]


def test_find_accepts_a_word_list_or_a_trie(fifty_words):
    """A plain list (any case, other lengths ignored) and a trie of it give the same words."""
    pairs = ["WITTY=.I.TY"]
    words = [w.lower() for w in fifty_words] + ["FIT", "FIFTIES"]
    assert find(pairs, words) == find(pairs, Trie(w.upper() for w in words)) == ["FIFTY"]


def test_find_raises_on_contradiction(fifty_words):
    """Pairs that contradict each other raise rather than return no words."""
    with pytest.raises(ImpossibleScore, match="no spelling satisfies all of"):
        find(["CRANE=C....", "CLOUD=....."], fifty_words)


def test_find_with_an_unchecked_impossible_pair(allowed, allowed_trie):
    """A pair built without parse() and impossible (grey E before yellow E) finds no words."""
    tiles = (Tile.ABSENT, Tile.ABSENT, Tile.ABSENT, Tile.PRESENT, Tile.ABSENT)
    pairs = [GuessScore(Score("SPEED", tiles))]
    assert replay(pairs, allowed) == []  # the definition: no word earns ...e.
    try:
        found = find(pairs, allowed_trie)
    except ImpossibleScore:
        return
    assert found == []


# --- find against replay ------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(st.data(), games())
def test_find_is_sorted_replay_on_words_holding_other_characters(data, game):
    """A list's words may hold characters no guess can (a hyphen, an apostrophe, characters
    special to a regular expression): such a character is never a hit, and find still returns
    exactly sorted(replay), the first time and from the index."""
    others = game.alphabet + OUTSIDER + "-'^]\\"
    words = data.draw(st.lists(st.text(others, min_size=game.length, max_size=game.length), max_size=30, unique=True))
    assume(any(not word.isalpha() for word in words))
    expected = sorted(replay(game.pairs, words))
    assert find(game.pairs, words) == expected
    assert find(game.pairs, words) == expected


@settings(max_examples=150, deadline=None)
@given(st.data(), games())
def test_find_is_sorted_replay(data, game):
    """On small alphabets with repeated letters, find returns exactly sorted(replay)."""
    words = data.draw(word_lists(game.alphabet, game.length))
    others = data.draw(st.lists(st.text(game.alphabet, max_size=7), max_size=5, unique=True))
    words = words + [w for w in others if w not in words]  # other lengths are ignored
    expected = sorted(replay(game.pairs, words))
    assert find(game.pairs, words) == expected  # met once: one regular expression over the list
    assert find(game.pairs, words) == expected  # met again: the list's bit-parallel index
    assert find(game.pairs, tuple(words)) == find(game.pairs, tuple(words)) == expected
    trie = Trie(words)
    assert find_fitting(Knowledge.from_pairs(game.pairs), trie) == expected  # the trie walk
    assert find(game.pairs, trie) == expected  # the trie's index


@settings(max_examples=150, deadline=None)
@given(st.data(), games(consistent=False))
def test_text_pairs_find_what_their_pairs_find(data, game):
    """Pairs given as text, in letter notation (the guess in either case) or emoji, find
    what the pairs themselves find, through a trie (whose index reads plain letter
    notation straight from the text) as through a list; contradictions raise alike."""
    words = data.draw(word_lists(game.alphabet, game.length))
    trie = Trie(words)
    texts = [data.draw(st.sampled_from(_writings(p))) for p in game.pairs]

    def outcome(pairs, searched):
        try:
            return find(pairs, searched)
        except ImpossibleScore as error:
            return str(error)

    expected = outcome(game.pairs, trie)
    assert outcome(texts, trie) == outcome(texts, trie) == expected  # met again: remembered by text
    assert outcome(texts, words) == expected
    if isinstance(expected, list):
        assert expected == sorted(replay(game.pairs, words))
    index = trie.index(game.length)
    if index is not None:
        for text in texts:
            earned = index.earned_by_text(text)
            assert earned is None or earned == index.earned_by(GuessScore.parse(text))
            if "." in text and "=" in text and text.partition("=")[0].isalpha():
                assert earned is not None  # plain letter notation takes the fast path


def test_texts_that_are_not_plain_pairs_are_not_remembered():
    """A trie's index remembers text pairs of a plain pair's length only: long or odd texts
    are parsed (and refused) as before, and leave nothing behind."""
    trie = Trie(["CRANE", "SLATE", "FIFTY"])
    assert find(["CRANE=.r..e"], trie) == []
    index = trie.index(5)
    remembered = index.earned_by_text.cache_info().currsize
    for texts in (["A" * 65 + "=" + "." * 65], ["CRANE=.r..e", "X" * 10_000], ["SLATE=..a.e", "CRANE"]):
        with pytest.raises(BadNotation):
            find(texts, trie)
    assert index.earned_by_text.cache_info().currsize == remembered + 1  # SLATE=..a.e


def _writings(pair: GuessScore) -> list[str]:
    """Ways to write the pair: emoji, and letter notation (the guess in either case) where
    it does not also read as colour notation (``B=B``: ambiguous, refused)."""
    letters = [str(pair), f"{pair.guess.lower()}={pair.score}"]
    readable = []
    for text in letters:
        try:
            if GuessScore.parse(text) == pair:
                readable.append(text)
        except BadNotation:
            pass
    return [f"{pair.guess}={pair.score.emoji}", *readable]


@settings(max_examples=50, deadline=None)
@given(st.data(), games())
def test_find_sees_a_list_change_between_calls(data, game):
    """A list changed in place after a search is searched as it now is, never from an index
    of what it held; so is a trie that gained words."""
    words = data.draw(word_lists(game.alphabet, game.length))
    more = data.draw(word_lists(game.alphabet, game.length))
    trie, in_trie = Trie(words), set(words) | set(more)
    find(game.pairs, words), find(game.pairs, words), find(game.pairs, trie)
    if words and more:
        words[0] = more[0]
    words.extend(more)
    for word in more:
        trie.insert(word)
    assert find(game.pairs, words) == sorted(set(replay(game.pairs, words)))  # each word once
    assert find(game.pairs, trie) == sorted(replay(game.pairs, in_trie))


@settings(max_examples=100, deadline=None)
@given(games(consistent=False, max_length=4, alphabet="ABC"))
def test_find_is_sorted_replay_even_when_pairs_disagree(game):
    """For pairs scored against different words, find raises only when no string fits them,
    and otherwise returns exactly sorted(replay)."""
    strings = universe(game.alphabet, game.length)
    fitting = replay(game.pairs, strings)
    try:
        found = find(game.pairs, strings)
    except ImpossibleScore:
        assert fitting == []
    else:
        assert found == fitting  # the universe is already sorted


@settings(max_examples=12, deadline=None)
@given(data=st.data())
def test_find_is_sorted_replay_on_the_bundled_list(allowed, allowed_trie, data):
    """On the bundled list, with a random secret and 1 to 4 random guesses, find equals replay."""
    secret = data.draw(st.sampled_from(allowed), label="secret")
    guesses = data.draw(st.lists(st.sampled_from(allowed), min_size=1, max_size=4), label="guesses")
    pairs = [GuessScore(score(guess, secret)) for guess in guesses]
    found = find(pairs, allowed_trie)
    assert secret in found
    assert found == sorted(replay(pairs, allowed))


# --- explain --------------------------------------------------------------------------------------

ROUSE = "THIEF=...e. BLADE=....E GROVE=.ro.E".split()
BIRCH = "CLAIM=c..i. TRICE=.riC.".split()


def test_explain_is_empty_only_for_the_eligible(rouse_words, birch_words):
    """In seed 004's explain examples only ROUSE and BIRCH get no reasons."""
    assert [w for w in rouse_words if not explain(ROUSE, w)] == ["ROUSE"]
    assert [w for w in birch_words if not explain(BIRCH, w)] == ["BIRCH"]


@pytest.mark.parametrize(
    ("pairs", "word", "reasons"),
    [
        (ROUSE, "PROSE", [
            "WrongSpot: R at 2, O at 3 (GROVE=.ro.E)",
            "GROVE would score .RO.E, not .ro.E",
        ]),
        (ROUSE, "STORE", [
            "Invalid: has T (THIEF=...e.)",
            "THIEF would score t..e., not ...e.",
            "WrongSpot: O at 3 (GROVE=.ro.E)",
            "GROVE would score .rO.E, not .ro.E",
        ]),
        (ROUSE, "ROMEO", [
            "WrongSpot: E at 4 (THIEF=...e.)",
            "THIEF would score ...E., not ...e.",
            "Mask: needs ----E (BLADE=....E)",
            "BLADE would score ....e, not ....E",
            "Mask: needs ----E (GROVE=.ro.E)",
            "GROVE would score .ro.e, not .ro.E",
        ]),
        (ROUSE, "MURAL", [
            "Valid: missing E (THIEF=...e.)",
            "THIEF would score ....., not ...e.",
            "Mask: needs ----E (BLADE=....E)",
            "Invalid: has AL (BLADE=....E)",
            "Valid: missing E (BLADE=....E)",
            "BLADE would score .la.., not ....E",
            "Mask: needs ----E (GROVE=.ro.E)",
            "Valid: missing EO (GROVE=.ro.E)",
            "GROVE would score .r..., not .ro.E",
        ]),
        (BIRCH, "INCUR", ["Mask: needs ---C- (TRICE=.riC.)", "TRICE would score .ric., not .riC."]),
        (BIRCH, "PRICY", [
            "WrongSpot: R at 2, I at 3 (TRICE=.riC.)",
            "TRICE would score .RIC., not .riC.",
        ]),
        (["CIVET=...ET"], "ROUSE", [
            "Mask: needs ---ET (CIVET=...ET)",
            "Valid: missing T (CIVET=...ET)",
            "CIVET would score ...e., not ...ET",
        ]),
        (["EGRET=e..ET"], "ONSET", [
            "Count: has 1 E, needs at least 2 (EGRET=e..ET)",
            "EGRET would score ...ET, not e..ET",
        ]),
        (["CRANE=....."], "CRAN", ["Length: has 4 letters, needs 5 (CRANE=.....)"]),
    ],
    ids=lambda v: v if isinstance(v, str) and "=" not in v else None,
)
def test_explain_reasons(pairs, word, reasons):
    """Each reason names its rule and its pair; a failing pair ends with what it would score."""
    assert explain(pairs, word) == reasons


def test_explain_counts_surplus_copies():
    """A word with two E's against TEPEE=teP.. (exactly one E) is told it has too many."""
    reasons = explain(["TEPEE=teP.."], "EXPEL")
    assert "Count: has 2 E, at most 1 (TEPEE=teP..)" in reasons
    assert "WrongSpot: E at 4 (TEPEE=teP..)" in reasons
    assert "Valid: missing T (TEPEE=teP..)" in reasons
    assert reasons[-1] == "TEPEE would score .ePE., not teP.."


def test_explain_is_case_insensitive():
    """The word may be given in lower case."""
    assert explain(ROUSE, "rouse") == []
    assert explain(ROUSE, "prose") == explain(ROUSE, "PROSE")


@settings(max_examples=150, deadline=None)
@given(st.data(), games(consistent=False))
def test_explain_is_empty_iff_eligible(data, game):
    """explain gives no reasons iff the word is eligible, and for each pair the word fails, at
    least one rule naming that pair and then the line with the score it would earn."""
    word = data.draw(st.one_of(st.just(game.secret), st.text(game.alphabet + OUTSIDER,
                                                              min_size=game.length,
                                                              max_size=game.length)))
    reasons = explain(game.pairs, word)
    assert (reasons == []) == (replay(game.pairs, [word]) == [word])
    failing = [pair for pair in game.pairs if not pair.matches(word)]
    verdicts = [r for r in reasons if " would score " in r]
    assert verdicts == [
        f"{pair.guess} would score {score(pair.guess, word)}, not {pair.score}" for pair in failing
    ]
    for pair in failing:
        assert any(r.endswith(f" ({pair})") for r in reasons), pair


# --- the trie -------------------------------------------------------------------------------------


def test_trie_insert_lookup_and_len():
    """Inserted words are found, other strings are not, and len counts distinct words."""
    trie = Trie(["CAT", "CAR"])
    trie.insert("CARTS")
    assert len(trie) == 3
    assert trie.lookup("CAT") and "CAR" in trie and "CARTS" in trie
    assert not trie.lookup("DOG")
    assert repr(trie) == "Trie(3 words)"


def test_trie_prefixes_are_not_words():
    """A prefix of an inserted word is not itself a word until it is inserted."""
    trie = Trie(["CARTS"])
    assert "CART" not in trie
    assert "C" not in trie
    assert "" not in trie
    trie.insert("CART")
    assert "CART" in trie
    assert "CARTSS" not in trie


def test_trie_duplicates_are_counted_once():
    """Inserting a word again changes neither the length nor the iteration."""
    trie = Trie(["FIFTY", "FIFTY"])
    trie.insert("FIFTY")
    assert len(trie) == 1
    assert list(trie) == ["FIFTY"]


def test_empty_trie():
    """An empty trie has no words."""
    trie = Trie()
    assert len(trie) == 0
    assert list(trie) == []
    assert "A" not in trie
    assert trie.search([frozenset("A")], {}, {}) == []


@given(st.lists(st.text("ABC", max_size=5)))
def test_trie_iterates_the_set_in_order(words):
    """Iteration yields each distinct word once, in alphabetical order."""
    trie = Trie(words)
    assert list(trie) == sorted(set(words))
    assert len(trie) == len(set(words))
    assert all(w in trie for w in words)


@st.composite
def searches(draw):
    """A word list over a small alphabet and search bounds: allowed letters per position and
    count minimums and maximums.  The trie is not only for A-Z: the last alphabet mixes
    characters whose code points agree in their low bits (``a`` and ``!``)."""
    alphabet = draw(st.sampled_from(["AB", "ABC", "ABCD", "Aa!é"]))
    length = draw(st.integers(0, 5))
    words = draw(st.lists(st.text(alphabet, min_size=0, max_size=6), max_size=60))
    words += draw(st.lists(st.text(alphabet, min_size=length, max_size=length), max_size=60))
    allowed = [frozenset(draw(st.sets(st.sampled_from(alphabet)))) for _ in range(length)]
    bounds = st.dictionaries(st.sampled_from(alphabet), st.integers(0, length))
    return words, allowed, draw(bounds), draw(bounds)


@settings(max_examples=150, deadline=None)
@given(searches())
def test_trie_search_is_brute_force_filtering(search):
    """search returns the words of the right length with allowed letters and counts in bounds."""
    words, allowed, low, high = search
    expected = {
        word
        for word in words
        if len(word) == len(allowed)
        and all(c in a for c, a in zip(word, allowed))
        and all(Counter(word)[c] >= n for c, n in low.items())
        and all(Counter(word)[c] <= n for c, n in high.items())
    }
    found = Trie(words).search(allowed, low, high)
    assert len(found) == len(set(found))
    assert set(found) == expected


@settings(max_examples=50, deadline=None)
@given(searches(), st.data())
def test_trie_search_after_inserting_more(search, data):
    """Words inserted after a search are found by the next one (the search's letter sets follow inserts)."""
    words, allowed, low, high = search
    split = data.draw(st.integers(0, len(words)))
    trie = Trie(words[:split])
    trie.search(allowed, low, high)
    for word in words[split:]:
        trie.insert(word)
    assert sorted(trie.search(allowed, low, high)) == sorted(Trie(words).search(allowed, low, high))
    assert set(trie.search(allowed, low, high)) == {
        w for w in set(words)
        if len(w) == len(allowed)
        and all(c in a for c, a in zip(w, allowed))
        and all(w.count(c) >= n for c, n in low.items())
        and all(w.count(c) <= n for c, n in high.items())
    }


@settings(max_examples=150, deadline=None)
@given(games(max_guesses=4), st.data())
def test_explain_all_equals_explaining_each_word(game, data):
    """The set-at-a-time explanation gives, word by word, exactly what explain gives
    (repeated letters, surplus copies, other lengths and duplicates included)."""
    words = data.draw(st.lists(st.text(alphabet=game.alphabet + "Z", min_size=1, max_size=game.length + 1), max_size=30))
    each = [explain(game.pairs, w) for w in words]
    assert explain_all(game.pairs, words) == each
    assert explain_lines(game.pairs, words) == ["; ".join(reasons) for reasons in each]


def test_explain_all_when_a_guess_earns_more_than_255_scores():
    """Seven-letter words earn up to 3**7 scores, more than one byte labels at a time: the
    explanation is still explain's, word by word."""
    rng = random.Random(7)
    words = sorted({"".join(rng.choice("ABCDEFGH") for _ in range(7)) for _ in range(6000)})
    pairs = [f"ABCDEFG={score('ABCDEFG', words[0])}"]
    sample = [explain(pairs, w) for w in words[::40]]
    assert explain_all(pairs, words)[::40] == sample
    assert explain_lines(pairs, words)[::40] == ["; ".join(reasons) for reasons in sample]


FIFTY_PAIRS = ["HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY"]


def test_explain_all_on_the_bundled_list():
    """On the whole bundled list, with a five-guess history, every word's reasons are explain's."""
    words = bundled(ALLOWED)[::7]
    assert explain_all(FIFTY_PAIRS, words) == [explain(FIFTY_PAIRS, w) for w in words]


# --- several boards ---------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(board_games())
def test_find_each_equals_replay_board_by_board(game):
    """Each unsolved board's candidates are the words replay keeps for that board's scores;
    a solved board has its answer alone."""
    answers, pairs, vocabulary = game
    found = find_each(pairs, vocabulary)
    assert len(found) == len(answers)
    solved = solved_answers(pairs)
    for board, candidates in enumerate(found):
        if solved[board]:
            assert candidates == [answers[board]]
            continue
        history = [GuessScore(p.scores[board]) for p in pairs]
        assert candidates == sorted(replay(history, vocabulary))
        assert (answers[board] in candidates) == (answers[board] in vocabulary)


@settings(max_examples=50, deadline=None)
@given(board_games(), st.data())
def test_explain_each_is_explain_per_board(game, data):
    """A word's reasons on each board are the single-board reasons against that board's
    history, and empty exactly where it is a candidate."""
    answers, pairs, vocabulary = game
    word = data.draw(st.sampled_from(vocabulary + answers))
    reasons = explain_each(pairs, word)
    for board, answer in enumerate(answers):
        history = [GuessScore(p.scores[board]) for p in pairs if p.scores[board] is not None]
        assert reasons[board] == explain(history, word)
        assert (not reasons[board]) == bool(replay(history, [word]))


def test_find_each_on_the_bundled_list(allowed):
    """A Quordle history on the bundled list: each board keeps its answer."""
    answers = ["CRANK", "SLOTH", "BUDGE", "WHIRL"]
    pairs = []
    solved = [False] * 4
    for guess in ["CRANE", "SLOTH", "BUILD"]:
        pair = BoardsPair.scored(guess, answers, solved)
        pairs.append(pair)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
    history = parse_history(map(str, pairs))
    found = find_each(history, allowed)
    assert found[1] == ["SLOTH"]
    for board in (0, 2, 3):
        assert answers[board] in found[board]
    assert str(history[2]).split("=")[1].split("/")[1] == "-"


def test_contradiction_names_the_board(allowed):
    """Scores that cannot hold together on one board are reported for that board."""
    with pytest.raises(ImpossibleScore, match="^board 2: "):
        find_each(parse_history(["CRANE=...../C....", "CRANE=...../....."]), allowed)


def test_find_each_without_pairs_gives_every_word():
    """Before any guess, every board (as many as asked) has every word, upper case, in order."""
    assert find_each((), ["slate", "CRANE"], boards=2) == (["CRANE", "SLATE"], ["CRANE", "SLATE"])



@settings(max_examples=100, deadline=None)
@given(st.lists(st.text("ABC", min_size=3, max_size=3), min_size=1, max_size=3),
       st.text("ABC", min_size=3, max_size=3), st.text("ABC", min_size=3, max_size=3),
       st.text("ABC", min_size=3, max_size=3))
def test_a_board_solved_by_a_word_its_earlier_scores_exclude_is_impossible(guesses, secret, won, other):
    """On several boards, a board solved by ``won`` (a green row) after scores earned against
    ``secret`` has ``won`` as its answer exactly when ``won`` earns those scores too (replay);
    otherwise the pairs cannot hold, and find and the solver both say so, naming the board."""
    from wordfinder.errors import NoCandidates
    from wordfinder.solver.patterns import pattern_matrix
    from wordfinder.solver.puzzle import Puzzle, candidates_per_board

    assume(won not in guesses and secret not in guesses and other not in (won, *guesses))
    texts = [f"{g}={score(g, secret).emoji}/{score(g, other).emoji}" for g in guesses]
    texts.append(f"{won}={score(won, won).emoji}/{score(won, other).emoji}")
    pairs = parse_history(texts, 2)
    holds = all(score(g, won) == score(g, secret) for g in guesses)
    words = sorted({secret, won, other, *guesses})
    puzzle = Puzzle(tuple(words), tuple(words), pattern_matrix(words, words))
    if holds:
        assert find_each(pairs, words)[0] == [won]
        assert candidates_per_board(puzzle, pairs, 2)[0] is None
    else:
        with pytest.raises(ImpossibleScore, match="^board 1: "):
            find_each(pairs, words)
        with pytest.raises(ImpossibleScore, match="^board 1: "):
            candidates_per_board(puzzle, pairs, 2)
        assert not issubclass(ImpossibleScore, NoCandidates)
