"""Replaying recorded games: every score against the engine, the finder after every guess, the
verb against the plausible answers left; one board, Quantum Wordle and several boards."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import GAMES, board_games, through_console_script, universe
from wordfinder.feedback import score
from wordfinder.finder import replay
from wordfinder.notation import BoardsPair
from wordfinder.records import BadRecord, GameRecord, parse_record
from wordfinder.replaying import Vocabulary, check_game, replay_files
from wordfinder.words import ALLOWED, ANSWERS, bundled

FIFTY_PAIRS = "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY"
FIFTY_GAME = f"* 616: `{FIFTY_PAIRS}` yields `FIFTY`"


@pytest.fixture(scope="session")
def vocabulary(allowed) -> Vocabulary:
    """The bundled lists: 14,855 allowed guesses, the 2,315 original answers plausible."""
    return Vocabulary(allowed, bundled(ANSWERS))


def record(text: str) -> GameRecord:
    """The game recorded on ``text``, which must be a record."""
    game = parse_record(text, "games.md", 1)
    assert game is not None
    return game


# --- check_game ------------------------------------------------------------------------


def test_fifty_game_passes(vocabulary):
    """The FIFTY game replays: its scores reproduce and exactly one plausible answer is left."""
    result = check_game(record(FIFTY_GAME), vocabulary)
    assert result.ok
    assert result.failures == result.warnings == ()
    assert len(result.remaining) == 5
    assert result.remaining[-1] == 1
    assert result.plausible == 1


def test_remaining_counts_equal_replay(allowed, vocabulary):
    """The candidates left after each guess are those replay finds for that prefix."""
    game = record(FIFTY_GAME)
    result = check_game(game, vocabulary)
    expected = tuple(len(replay(game.pairs[:i], allowed)) for i in range(1, len(game.pairs) + 1))
    assert result.remaining == expected


def test_corrupted_score_fails_naming_the_guess(vocabulary):
    """A score the engine does not reproduce fails, naming the guess and both scores."""
    game = record(FIFTY_GAME.replace("BUILT=..i.t", "BUILT=..I.t"))
    result = check_game(game, vocabulary)
    assert not result.ok
    assert result.failures == ("BUILT scores ..i.t against FIFTY, not ..I.t",)


def test_impossible_recorded_score_fails_saying_why(vocabulary):
    """A recorded score no word can earn is read, then fails its game with the reason."""
    game = record("* 616: `SPEED=...e.` yields `ABIDE`")
    (failure,) = check_game(game, vocabulary).failures
    assert failure.startswith("SPEED scores ..e.d against ABIDE, not ...e. (and no word earns ...e.: ")
    assert "a grey E cannot come before a yellow E" in failure


def test_every_corrupted_score_is_named(vocabulary):
    """Each score that does not reproduce gets its own failure."""
    corrupted = FIFTY_GAME.replace("HARES=.....", "HARES=h....")
    corrupted = corrupted.replace("WITTY=.I.TY", "WITTY=WI.TY")
    game = record(corrupted)
    failures = check_game(game, vocabulary).failures
    assert [f.split()[0] for f in failures] == ["HARES", "WITTY"]


def test_yields_with_several_left_is_a_warning(vocabulary):
    """`yields` with several plausible answers left is a warning, and the game still passes."""
    game = record("* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`")
    result = check_game(game, vocabulary)
    assert result.ok
    assert result.plausible == 14
    assert result.warnings == ("'yields' but 14 plausible answers remain",)


def test_yields_with_several_left_fails_when_strict(vocabulary):
    """With strict, `yields` with several plausible answers left is a failure, not a warning."""
    game = record("* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`")
    result = check_game(game, vocabulary, strict=True)
    assert not result.ok
    assert result.failures == ("'yields' but 14 plausible answers remain",)
    assert result.warnings == ()


def test_includes_with_one_left_is_a_warning(vocabulary):
    """`includes` when one plausible answer is left is a warning."""
    game = record(FIFTY_GAME.replace("yields", "includes"))
    result = check_game(game, vocabulary)
    assert result.ok
    assert result.warnings == ("'includes' but 1 plausible answer remains",)


def test_includes_with_one_left_fails_when_strict(vocabulary):
    """With strict, `includes` when one plausible answer is left is a failure."""
    game = record(FIFTY_GAME.replace("yields", "includes"))
    result = check_game(game, vocabulary, strict=True)
    assert result.failures == ("'includes' but 1 plausible answer remains",)
    assert result.warnings == ()


def test_includes_with_several_left_passes(vocabulary):
    """`includes` with several plausible answers left is what it says."""
    game = record("* 617: `HARES=..... BUILT=..i.t` includes `FIFTY`")
    result = check_game(game, vocabulary, strict=True)
    assert result.ok
    assert result.warnings == ()


def test_answer_missing_from_word_list_is_a_warning(fifty_words):
    """An answer the word list lacks is a warning, not a failure."""
    vocabulary = Vocabulary([w for w in fifty_words if w != "FIFTY"], fifty_words)
    game = record("* 617: `HARES=..... BUILT=..i.t` includes `FIFTY`")
    result = check_game(game, vocabulary)
    assert result.ok
    assert "FIFTY is not in the word list" in result.warnings


def test_small_word_list_counts(fifty_words):
    """A small word list gives its own counts; the verb is judged by the answers given."""
    game = record("* 617: `HARES=..... BUILT=..i.t` yields `FIFTY`")
    result = check_game(game, Vocabulary(fifty_words, ["FIFTY"]), strict=True)
    assert result.ok
    assert result.remaining == (5, 5)
    assert result.plausible == 1


def test_quantum_game_runs_find_pairs_after_each_guess(vocabulary):
    """A Quantum Wordle game keeps its secret pair among find_pairs' results after every guess."""
    game = record("* 7: `CRANE=+c.+a.. MUSIC=MUSIC` *includes* `MUSIC|WALTZ`")
    result = check_game(game, vocabulary, strict=True)
    assert result.ok
    assert len(result.remaining) == 2
    assert result.remaining[0] > result.remaining[1] == result.plausible > 1


def test_quantum_verb_counts_plausible_pairs(vocabulary):
    """'yields' for a quantum game means one plausible pair is left; here several are."""
    game = record("* 7: `CRANE=+c.+a.. MUSIC=MUSIC` yields `MUSIC|WALTZ`")
    result = check_game(game, vocabulary)
    assert result.ok
    assert result.warnings == (f"'yields' but {result.plausible} plausible pairs remain",)


def test_corrupted_quantum_score_fails(vocabulary):
    """A quantum score that does not reproduce names the guess and both secret words."""
    game = record("* 7: `CRANE=+C+r...` yields `MUSIC|WALTZ`")
    result = check_game(game, vocabulary)
    assert result.failures == ("CRANE scores +c.+a.. against MUSIC|WALTZ, not +C+r...",)


def test_result_keeps_the_game(vocabulary):
    """The result carries the game it replayed, and is immutable."""
    game = record(FIFTY_GAME)
    result = check_game(game, vocabulary)
    assert result.game is game
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.plausible = 3  # type: ignore[misc]


# Letters other than B, G, X and Y, so an all-hit score never also reads as colour notation.
SMALL_LIST = universe("ACE", 4)
REAL_LIST = bundled(ANSWERS)[::40]
VOCABULARIES = {id(words): Vocabulary(words, words) for words in (SMALL_LIST, REAL_LIST)}


@st.composite
def played(draw: st.DrawFn, words: list[str] | tuple[str, ...]) -> tuple[str, list[str]]:
    """A secret and one to six guesses, all drawn from ``words``."""
    pick = st.sampled_from(words)
    return draw(pick), draw(st.lists(pick, min_size=1, max_size=6))


@pytest.mark.parametrize("words", [SMALL_LIST, REAL_LIST], ids=["ACE+Z", "answers"])
@settings(max_examples=75, deadline=None)
@given(data=st.data())
def test_honest_records_always_pass(words, data):
    """A record of guesses scored against a secret passes strictly, with replay's counts."""
    secret, guesses = data.draw(played(words))
    pairs = [f"{guess}={score(guess, secret)}" for guess in guesses]
    left = replay(pairs, words)
    verb = "yields" if len(left) == 1 else "includes"
    game = record(f"* 1: `{' '.join(pairs)}` {verb} `{secret.lower()}`")
    result = check_game(game, VOCABULARIES[id(words)], strict=True)
    assert result.ok, result.failures
    assert result.warnings == ()
    prefixes = (pairs[:i] for i in range(1, len(pairs) + 1))
    assert result.remaining == tuple(len(replay(prefix, words)) for prefix in prefixes)
    assert result.remaining[-1] == len(left) >= 1
    assert list(result.remaining) == sorted(result.remaining, reverse=True)


# --- several boards ---------------------------------------------------------------------


def test_replay_catches_a_wrong_score_and_names_it():
    """A recorded score the engine does not give is a failure naming the guess."""
    line = "* 1: `CRANE=...../...../ SLOTH=SLOTH/.....` yields `SLOTH/BUDGE`"
    with pytest.raises(BadRecord):
        parse_record(line)  # a missing score
    record = parse_record("* 1: `CRANE=...../..... SLOTH=SLOTH/.....` yields `SLOTH/BUDGE`")
    result = check_game(record, Vocabulary(bundled(ALLOWED), bundled(ANSWERS)))
    assert not result.ok and result.failures[0].startswith("CRANE scores ")


def test_replay_of_a_generated_game_counts_candidates_per_guess():
    """A game scored by the engine replays cleanly; the counts shrink to one per board."""
    answers = ("SLOTH", "BUDGE", "CIGAR")
    pairs, solved = [], [False] * 3
    for guess in ("CRANE", "SLOTH", "BUDGE", "CIGAR"):
        pair = BoardsPair.scored(guess, answers, solved)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
        pairs.append(str(pair))
    record = parse_record(f"* 5: `{' '.join(pairs)}` yields `{'/'.join(answers)}`")
    assert str(record) == f"* 5: `{' '.join(pairs)}` yields `SLOTH/BUDGE/CIGAR`"
    result = check_game(record, Vocabulary(bundled(ALLOWED), bundled(ANSWERS)))
    assert result.ok and not result.warnings
    assert result.remaining[-1] == 3 and list(result.remaining) == sorted(result.remaining, reverse=True)


def test_the_corpus_of_multi_board_games_replays(monkeypatch, capsys):
    """games/boards.md replays with no failure and no warning."""
    code, out, _ = through_console_script(["score", f"{GAMES}/boards.md"], monkeypatch, capsys)
    assert code == 0 and out.splitlines()[-1].endswith(" 0 failures, 0 warnings")

def test_every_wrong_board_score_is_named():
    """On several boards too, each guess scored otherwise by the engine is its own failure."""
    line = "* 1: `CRANE=...../..... SLOTH=SLOTH/.....` yields `SLOTH/BUDGE`"
    (first,) = check_game(parse_record(line), Vocabulary(bundled(ALLOWED), bundled(ANSWERS))).failures
    wrong = parse_record(line.replace("SLOTH=SLOTH/.....", "SLOTH=SLOTH/s...."))
    failures = check_game(wrong, Vocabulary(bundled(ALLOWED), bundled(ANSWERS))).failures
    assert failures == (first, "SLOTH scores SLOTH=SLOTH/..... against SLOTH/BUDGE, not SLOTH=SLOTH/s....")


def test_replay_files_reads_selects_and_replays(tmp_path):
    """replay_files: the games of the files, numbered from first to last, each replayed; the
    reading's warnings go to ``warn`` at once, and ``progress`` hears how many are done."""
    path = tmp_path / "g.md"
    path.write_text(f"{FIFTY_GAME}\n* 617: `HARES=.....` includes `FIFTY`\n{FIFTY_GAME}\n", encoding="utf-8")
    warned, seen = [], []
    replayed = replay_files([path], first=617, warn=warned.append, progress=lambda *done: seen.append(done))
    assert [r.game.number for r in replayed.results] == [617] and seen == [(0, 1), (1, 1)]
    assert replayed.failures == replayed.warned == 0
    assert warned == [f"{path}:3: game 616: the number is used again (first at {path}:1)"]
    (tmp_path / "prose.md").write_text("prose\n", encoding="utf-8")
    with pytest.raises(BadRecord, match="no game records"):
        replay_files([tmp_path / "prose.md"])


@settings(max_examples=60, deadline=None)
@given(board_games())
def test_honest_multi_board_records_always_pass(game):
    """A record of guesses the engine scored on several boards passes strictly, the count after
    each guess being the words replay keeps, summed over the boards."""
    answers, pairs, vocabulary = game
    words = sorted(set(vocabulary) | set(answers))
    # Emoji, as over letters such as B the letter and colour notations can clash.
    texts = [f"{p.guess}=" + "/".join("-" if s is None else s.emoji for s in p.scores) for p in pairs]
    histories = [[f"{p.guess}={s.emoji}" for p in pairs if (s := p.scores[b]) is not None] for b in range(len(answers))]
    lefts = [len(replay(history, words)) for history in histories]
    verb = "yields" if all(n == 1 for n in lefts) else "includes"
    game_record = record(f"* 1: `{' '.join(texts)}` {verb} `{'/'.join(answers)}`")
    result = check_game(game_record, Vocabulary(words, words), strict=True)
    assert result.ok, result.failures
    assert result.warnings == ()
    scored = [[p.scores[b] is not None for p in pairs] for b in range(len(answers))]
    expected = tuple(
        sum(len(replay(history[: sum(scored[b][: i + 1])], words)) for b, history in enumerate(histories))
        for i in range(len(pairs))
    )
    assert result.remaining == expected

