"""The stored decision trees of data/: what each strategy plays, replayed by the feedback engine."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from wordfinder.game import NYT
from wordfinder import words as wordlists
from wordfinder.answers import answer_model
from wordfinder.finder import find
from wordfinder.solver import load_puzzle
from wordfinder.solver.puzzle_words import puzzle_lists
from wordfinder.solver.playing import MODEL_TREE_STRATEGIES
from wordfinder.solver.ranking import choose
from wordfinder.solver.patterns import lists_key, pattern_matrix
from wordfinder.solver.puzzle import Puzzle
from wordfinder.solver.trees import load_paths, replay_tree, tree_file_name
from wordfinder.words import data_path
from wordfinder.notation import GuessScore
from wordfinder.solver.hard_rows import hard_rule, rule_after
from wordfinder.solver.patterns import encode
from wordfinder.solver.strategies import STRATEGY, Node
from wordfinder.solver.trees import games_through, stored_tree


@pytest.fixture(scope="module")
def puzzle(tmp_path_factory):
    """The bundled lists' puzzle (its pattern matrix cached in a folder of the tests')."""
    import os

    os.environ.setdefault("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
    return load_puzzle()


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize("strategy", ["optimal", *STRATEGY])
def test_every_stored_tree_finds_every_answer(puzzle, strategy, hard):
    """Each strategy's stored tree holds every answer: played through it, every game ends on
    its answer, each score given by the engine."""
    tree = stored_tree(puzzle, hard, strategy)
    assert tree is not None, f"no stored tree for {strategy}"
    games = games_through(tree, puzzle.answers)
    assert games is not None and [a for a, _ in games] == list(puzzle.answers)
    assert all(guesses[-1] == answer for answer, guesses in games)


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize("strategy", ["entropy", "expected", "minimax"])
def test_stored_trees_are_what_the_strategy_plays(puzzle, strategy, hard):
    """At positions drawn from the stored tree, the strategy decides now what the tree says
    (the stored trees are a record of the strategy, not a strategy of their own)."""
    tree = stored_tree(puzzle, hard, strategy)
    rng = random.Random(f"{strategy}{hard}")
    for _ in range(8):
        node, left, history = tree, puzzle.everyone(), []
        rule = hard_rule(puzzle, ()) if hard else None
        while node.then and (not history or rng.random() < 0.7):
            earned, following = node.then[rng.randrange(len(node.then))]
            pattern = encode(GuessScore.parse(f"{node.guess}={earned}").score)
            left = left[puzzle.patterns[puzzle.row[node.guess], left] == pattern]
            rule = None if rule is None else rule_after(rule, node.guess, pattern)
            history.append(GuessScore.parse(f"{node.guess}={earned}").score)
            node = following
        chosen = choose(puzzle, Node(left, tuple(history), rule), strategy)
        assert puzzle.guesses[chosen] == node.guess, (strategy, [str(s) for s in history])


@pytest.mark.parametrize(("hard", "known"), [(False, "TARSE=ta..."), (True, "SALET=...E."), (True, "SALET=..le.")])
def test_suggest_puts_the_optimal_trees_guess_first(puzzle, hard, known):
    """At positions of the stored optimal tree over the original answers, suggest -n 1
    answers the tree's guess, which benchmark and tree play: the search put a candidate tied
    with it first (after TARSE=ta..., ALOFT before ALOUD, both 2.3448), or one it could only
    bound (after SALET=...E., FINER before DINER).  The position named, and six drawn."""
    from wordfinder.solver.advice import advise

    tree = stored_tree(puzzle, hard, "optimal")
    game = NYT.changed(answers="original", hard=hard)
    rng = random.Random(f"suggest {known}")
    positions = [[known]]
    while len(positions) < 7:
        node, pairs = tree, []
        while node.then and (not pairs or rng.random() < 0.5):
            earned, following = node.then[rng.randrange(len(node.then))]
            pairs.append(f"{node.guess}={earned}")
            node = following
        positions.append(pairs)
    for pairs in positions:
        assert advise(game, pairs, "optimal", top=1).ranked[0].guess == follow_guess(tree, pairs), pairs


def follow_guess(tree, pairs: list[str]) -> str:
    """The guess the tree plays after the pairs (``GUESS=SCORE``, the tree's guesses)."""
    for pair in pairs:
        tree = tree.branch(pair.split("=")[1])
    return tree.guess


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
def test_a_subtree_read_alone_is_the_node_the_history_reaches(puzzle, hard):
    """Reading the paths through one position gives the node the whole tree reaches by the
    same history, whether the paths are found by their scores or by the candidates the history
    leaves; a history that leaves the tree gives None."""
    from wordfinder.feedback import score
    from wordfinder.solver.puzzle import candidates
    from wordfinder.solver.trees import follow, stored_subtree

    def read(history):
        alone = stored_subtree(puzzle, history, hard)
        assert stored_subtree(puzzle, history, hard, left=candidates(puzzle, history)) == alone
        return alone

    tree = stored_tree(puzzle, hard)
    rng = random.Random(hard)
    for answer in rng.sample(list(puzzle.answers), 25):
        node, history = tree, []
        while node.guess != answer:
            history.append(score(node.guess, answer))
            node = follow(tree, history)
            assert read(history) == node
    off = [score("ZZZZZ" if "ZZZZZ" in puzzle.row else puzzle.guesses[-1], puzzle.answers[0])]
    assert off[0].guess != tree.guess and read(off) is None
    # Off the tree at the second guess, with a guess the tree plays second elsewhere: the paths
    # that begin with those two guesses lead elsewhere, and none is read as this position's.
    seconds = {following.guess for _, following in tree.then if following.then}
    for answer in rng.sample(list(puzzle.answers), 25):
        first = score(tree.guess, answer)
        elsewhere = sorted(seconds - {follow(tree, [first]).guess})
        wrong = rng.choice(elsewhere)
        assert read([first, score(wrong, answer)]) is None


# --- the trees stored under the answer models ---------------------------------------------------

MODEL_TREES = [(m, s, h) for m in ("likely", "all") for s in MODEL_TREE_STRATEGIES for h in (False, True)]


def _model_tree(model_name: str, strategy: str, hard: bool):
    """A stored model tree and its provenance, read from data/."""
    text = Path(data_path(tree_file_name(hard, strategy, model_name))).read_text(encoding="utf-8")
    return load_paths(text)


@pytest.mark.parametrize(("model_name", "strategy", "hard"), MODEL_TREES)
def test_model_trees_are_made_for_the_bundled_lists_and_model(model_name, strategy, hard):
    """Each model tree names the lists it was played on (every allowed word a candidate) and
    the model's fingerprint, which stored_model_tree checks before using it; played through
    it, original answers are found with the engine's scores, hard mode obeyed (a sample of
    them for most trees, to keep the suite quick; all of them, in the guesses the header
    says, for one tree in five)."""
    tree, provenance = _model_tree(model_name, strategy, hard)
    allowed = wordlists.bundled(wordlists.ALLOWED)
    model = answer_model(model_name)
    assert provenance["lists"].split()[0] == lists_key(*puzzle_lists(allowed, model.words))
    assert provenance["model"] == f"{model_name} {model.fingerprint}"
    answers = wordlists.bundled(wordlists.ANSWERS)
    if MODEL_TREES.index((model_name, strategy, hard)) % 5:
        played = replay_tree(tree, allowed, random.Random(provenance["model"]).sample(answers, 200), hard)
        assert max(map(len, played.games.values())) <= int(provenance["max"])
    else:
        played = replay_tree(tree, allowed, answers, hard)
        assert f"{played.mean:.4f}" == provenance["mean"] and played.max == int(provenance["max"])


@pytest.mark.parametrize(("model_name", "strategy", "hard"), MODEL_TREES[1::5])
def test_model_trees_are_what_the_solver_plays(model_name, strategy, hard):
    """At positions drawn from a model tree (two guesses in or deeper), the solver decides
    now what the tree says.  The position's candidates are found by the finder, so that the
    check needs a pattern matrix of their columns only, not all 14,855 x 14,855."""
    tree, _ = _model_tree(model_name, strategy, hard)
    model = answer_model(model_name)
    allowed = wordlists.bundled(wordlists.ALLOWED)
    rng = random.Random(f"{model_name}{strategy}{hard}")
    checked = 0
    while checked < 2:
        node, history = tree, []
        while node.then and (len(history) < 2 or rng.random() < 0.5):
            earned, following = node.then[rng.randrange(len(node.then))]
            history.append(GuessScore.parse(f"{node.guess}={earned}").score)
            node = following
        if len(history) < 2:
            continue
        left = find([f"{s.guess}={s}" for s in history], allowed)
        puzzle = Puzzle(allowed, tuple(left), pattern_matrix(allowed, left), model=model)
        rule = hard_rule(puzzle, history) if hard else None
        chosen = choose(puzzle, Node(puzzle.everyone(), tuple(history), rule), strategy)
        assert puzzle.guesses[chosen] == node.guess, [str(s) for s in history]
        checked += 1


SEARCHED = Path(data_path(tree_file_name(False, "optimal", "likely")))


def test_the_searched_likely_tree_finds_every_allowed_word_within_six():
    """The likely model's searched tree (scripts/search_tree.py) names the lists and the
    model it was made under, and every one of the 14,855 allowed words, played through it
    with every score from the feedback engine, is found within six guesses."""
    model = answer_model("likely")
    tree, provenance = load_paths(SEARCHED.read_text(encoding="utf-8"))
    allowed = wordlists.bundled(wordlists.ALLOWED)
    assert provenance["lists"].split()[0] == lists_key(allowed, model.words)
    assert provenance["model"] == f"likely {model.fingerprint}"
    played = replay_tree(tree, allowed, allowed)
    assert sorted(played.games) == sorted(allowed) and len(played.games) == 14_855
    assert all(guesses[-1] == word for word, guesses in played.games.items())
    assert played.max <= 6 and played.failures == 0
    assert f"{played.mean:.4f}" == provenance["mean"] and played.max == int(provenance["max"])
    original = [len(played.games[w]) for w in wordlists.bundled(wordlists.ANSWERS)]
    assert provenance["original answers mean"].startswith(f"{sum(original) / len(original):.4f} ")


SEARCHED_HARD = Path(data_path(tree_file_name(True, "optimal", "likely")))


def _promised(model, provenance: dict[str, str]) -> set[str]:
    """The words the hard tree promises within six: the original answers, and every word at
    least the share its provenance names as likely as the likeliest."""
    share = float(provenance["promised"].split(" at least ")[1].split()[0])
    top = max(model.weights)
    likely = {w for w, weight in zip(model.words, model.weights) if weight >= share * top}
    return likely | set(wordlists.bundled(wordlists.ANSWERS))


SEARCHED_HARD_BESIDE = sorted(SEARCHED_HARD.parent.glob(SEARCHED_HARD.stem + "-*.txt"))  # other openings'


@pytest.mark.slow
@pytest.mark.parametrize("path", [SEARCHED_HARD, *SEARCHED_HARD_BESIDE], ids=lambda path: path.stem)
def test_the_searched_hard_tree_keeps_hard_mode_and_finds_every_likely_word_within_six(path):
    """The likely model's searched hard-mode trees (its own, SALET's, and those stored beside it
    from other openings, which hard mode under the day's model opens with) name the lists and
    the model they were made under; every allowed word, played through one by the feedback
    engine and the hard-mode referee, is found, and every original answer and every likely word
    (at least 3,000 words, 98% of the model's weight) within six."""
    model = answer_model("likely")
    tree, provenance = load_paths(path.read_text(encoding="utf-8"))
    if path != SEARCHED_HARD:
        assert path.name == tree_file_name(True, "optimal", "likely", opening=tree.guess) and tree.guess != "SALET"
    allowed = wordlists.bundled(wordlists.ALLOWED)
    assert provenance["lists"].split()[0] == lists_key(allowed, model.words)
    assert provenance["model"] == f"likely {model.fingerprint}" and provenance["mode"] == "hard"
    played = replay_tree(tree, allowed, allowed, hard=True)
    assert sorted(played.games) == sorted(allowed)
    assert all(guesses[-1] == word for word, guesses in played.games.items())
    promised = _promised(model, provenance)
    weight = dict(zip(model.words, model.weights))
    assert len(promised) >= 3_000 and sum(weight[w] for w in promised) >= 0.98 * sum(model.weights)
    assert max(len(played.games[w]) for w in promised) <= 6
    assert f"{played.mean:.4f}" == provenance["mean"] and played.max == int(provenance["max"])
    assert played.failures == int(provenance["over six"].split()[0])


def test_benchmark_in_hard_mode_under_likely_replays_the_searched_hard_tree(likely_puzzle):
    """benchmark --hard under the likely model plays the hard tree's path to each secret."""
    from wordfinder.solver.playing import benchmark

    paths = _searched_paths(SEARCHED_HARD)
    secrets = random.Random("searched hard").sample(sorted(paths), 60)
    result = benchmark(NYT.changed(hard=True), "optimal", secrets=secrets, puzzle=likely_puzzle)
    assert [list(run.guesses) for run in result.runs] == [paths[s] for s in secrets]


@pytest.fixture(scope="module")
def likely_puzzle():
    """The bundled lists' puzzle under the likely model (its pattern rows made as asked)."""
    return load_puzzle(model=answer_model("likely"))


def _searched_paths(path: Path = SEARCHED) -> dict[str, list[str]]:
    """Each allowed word's guesses through the searched tree (or the tree at ``path``), read from its file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.split()[-1]: line.split() for line in lines if line.strip() and not line.startswith("#")}


def test_benchmark_under_likely_replays_the_searched_tree(likely_puzzle):
    """benchmark --secrets under the likely model plays optimal along the searched tree: each
    game's guesses are the tree's path to its secret."""
    from wordfinder.solver.playing import benchmark

    paths = _searched_paths()
    secrets = random.Random("searched").sample(sorted(paths), 150)
    result = benchmark(NYT, "optimal", secrets=secrets, puzzle=likely_puzzle)
    assert [list(run.guesses) for run in result.runs] == [paths[s] for s in secrets]


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
def test_suggest_under_likely_puts_the_searched_trees_guess_first(likely_puzzle, hard):
    """At positions drawn from the searched tree of the mode, suggest (optimal, likely) puts
    the tree's guess first, and its figure is the expected guesses from there along the tree,
    each candidate weighted by the model (from the file's paths, not the solver's replay)."""
    from wordfinder.solver.suggesting import suggest
    from wordfinder.solver.suggestions import bound_kind

    path = SEARCHED_HARD if hard else SEARCHED
    paths = _searched_paths(path)
    weight = dict(zip(likely_puzzle.model.words, likely_puzzle.model.weights))
    tree, _ = load_paths(path.read_text(encoding="utf-8"))
    rng = random.Random("searched suggest")
    for _ in range(4):
        node, history = tree, []
        while node.then and (not history or rng.random() < 0.6):
            earned, node_after = node.then[rng.randrange(len(node.then))]
            history.append(f"{node.guess}={earned}")
            node = node_after
        found = suggest(history, "optimal", hard, top=3, puzzle=likely_puzzle)
        best = found.ranked[0]
        assert best.guess == node.guess and bound_kind(best.bound) == "tree", history
        total = sum(weight[w] for w in found.candidates)
        expected = sum(weight[w] * (len(paths[w]) - len(history)) for w in found.candidates) / total
        assert best.figure == pytest.approx(expected, rel=1e-9)


def test_past_answers_down_weighted_keep_the_searched_tree():
    """With past answers down-weighted (--played) the model's weights and fingerprint
    change, but it names its prior's, and its games open as the searched tree does and
    finish within six, past answers too: benchmark plays suggest's guesses, which leave the
    tree only for a guess shown sure (tests/test_today.py holds them to suggest's)."""
    from wordfinder.solver.playing import benchmark

    paths = _searched_paths()
    model = answer_model("likely")
    past = random.Random("played").sample(sorted(paths), 50)
    lowered = model.with_played(past)
    assert lowered.fingerprint != model.fingerprint and lowered.prior_fingerprint == model.fingerprint
    secrets = past[:2] + random.Random("not played").sample(sorted(paths), 2)
    result = benchmark(NYT, "optimal", secrets=secrets, puzzle=load_puzzle(model=lowered))
    assert [run.answer for run in result.runs] == secrets
    for run, secret in zip(result.runs, secrets):
        assert run.guesses[0] == paths[secret][0] and run.guesses[-1] == secret and len(run.guesses) <= 6


def test_a_game_opened_off_the_searched_tree_is_ranked_afresh(likely_puzzle):
    """A game that did not open with the searched tree's first guess gets no tree guess:
    every figure is the one-step estimate, and the stored opening is read from the file."""
    from wordfinder.solver.suggesting import suggest
    from wordfinder.solver.suggestions import bound_kind
    from wordfinder.solver.trees import stored_opening_guess

    opening = stored_opening_guess(likely_puzzle, False, "optimal", "likely")
    assert opening == next(iter(_searched_paths().values()))[0]
    other = "CRANE" if opening != "CRANE" else "SLATE"
    found = suggest([f"{other}=..a.e"], "optimal", top=3, puzzle=likely_puzzle)
    assert {bound_kind(s.bound) for s in found.ranked} == {"estimate"}
