"""The searched trees of the other languages' and lengths' lists (data/trees/, made by
scripts/search_tree.py): each names the list and the prior it was searched for, finds every
allowed word of its list within six guesses (in hard mode, every answer and likely word), and
is what benchmark and suggest play there."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from wordfinder.answers import bundle_model
from wordfinder.assistant import benchmark_solver, suggest_guess
from wordfinder.bundles import bundle, bundled_lists, is_default
from wordfinder.game import game_of
from wordfinder.solver.patterns import lists_key
from wordfinder.solver.suggestions import bound_kind
from wordfinder.solver.trees import TREES_FOLDER, load_paths, replay_tree, tree_file_name
from wordfinder.words import data_path

TREES = sorted(Path(data_path(TREES_FOLDER)).glob("*.txt"))
NORMAL = [path for path in TREES if path.stem.endswith("-normal")]


def _read(path: Path) -> tuple[object, dict[str, str], str, int]:
    """A tree file's tree, its provenance, and its list's language code and length."""
    tree, provenance = load_paths(path.read_text(encoding="utf-8"))
    code, length = provenance["bundle"].rsplit("-", 1)
    return tree, provenance, code, int(length)


def _head(path: Path) -> dict[str, str]:
    """A tree file's provenance, read from its head alone."""
    head = {}
    with path.open(encoding="utf-8") as file:
        for line in file:
            if not line.startswith("#"):
                break
            key, _, value = line[1:].partition(":")
            head[key.strip()] = value.strip()
    return head


def _paths(path: Path) -> dict[str, list[str]]:
    """Each word's guesses through the tree, read from its file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.split()[-1]: line.split() for line in lines if line.strip() and not line.startswith("#")}


def test_every_four_and_five_letter_list_has_a_searched_tree():
    """A tree for each bundled four- and five-letter list but the NYT's (whose tree is data/'s
    own), each in the file its list's name gives."""
    heads = {path: _head(path) for path in TREES}
    named = {(head["bundle"], head["mode"]): path for path, head in heads.items()}
    lists = {f"{b.language.code}-{b.length}" for length in (4, 5) for b in bundled_lists(length=length)
             if not is_default(b.language, b.length)}
    assert lists and lists <= {name for name, mode in named if mode == "normal"}
    for (name, mode), path in named.items():
        assert data_path(tree_file_name(mode == "hard", "optimal", "likely", name)) == str(path)


@pytest.mark.slow
@pytest.mark.parametrize("path", TREES, ids=lambda path: path.stem)
def test_a_searched_tree_finds_every_allowed_word_of_its_list_within_six(path):
    """The tree names the list's lists and prior as they are now (a list or prior made
    again leaves it stale: run scripts/search_tree.py again), and every allowed word,
    played through it with each score from the feedback engine (and, for a hard-mode tree,
    the hard-mode referee), is found within six; where its head names a promise (hard mode's
    trees, and a list's where no opening is sure for every word), every answer of the list
    and every word at least the share it names as likely as the likeliest."""
    tree, provenance, code, length = _read(path)
    chosen = bundle(code, length)
    model = bundle_model("likely", chosen)
    hard = provenance["mode"] == "hard"
    assert provenance["lists"].split()[0] == lists_key(chosen.allowed, model.words)
    assert provenance["model"] == f"likely {model.fingerprint}"
    played = replay_tree(tree, chosen.allowed, chosen.allowed, hard=hard)
    assert sorted(played.games) == sorted(chosen.allowed)
    assert all(guesses[-1] == word for word, guesses in played.games.items())
    assert f"{played.mean:.4f}" == provenance["mean"] and played.max == int(provenance["max"])
    if "promised" not in provenance:
        assert played.max <= 6 and played.failures == 0
        return
    share = float(provenance["promised"].split(" at least ")[1].split()[0])
    top = max(model.weights)
    promised = {w for w, weight in zip(model.words, model.weights) if weight >= share * top} | set(chosen.answers)
    assert share <= 0.1 and set(chosen.answers) <= set(played.games)
    assert max(len(played.games[w]) for w in promised) <= 6
    assert played.failures == int(provenance["over six"].split()[0])


@pytest.mark.parametrize("name", ["es-5", "nl-ij-5", "en-4"])
def test_benchmark_in_another_language_plays_its_searched_tree(tmp_path, name):
    """benchmark --lang L --secrets FILE under the likely model plays each secret along the
    tree's path (the words as the language writes them, IJ as two letters)."""
    path = next(path for path in NORMAL if _read(path)[1]["bundle"] == name)
    _, _, code, length = _read(path)
    paths = _paths(path)
    chosen = bundle(code, length)
    secrets = random.Random(name).sample(sorted(paths), 40)
    listed = tmp_path / "secrets.txt"
    listed.write_text("".join(chosen.shown.get(word, word) + "\n" for word in secrets), encoding="utf-8")
    game = game_of("benchmark", {"lang": code, "length": length, "secrets": str(listed)})
    runs = benchmark_solver(game, secrets=str(listed)).result.runs
    tiles = chosen.language.spelled
    assert [[tiles(guess).upper() for guess in run.guesses] for run in runs] == [paths[s] for s in secrets]


@pytest.mark.parametrize("name", ["fr-5", "de-5"])
def test_suggest_in_another_language_puts_the_searched_trees_guess_first(name):
    """At positions drawn along the tree, suggest --lang L gives the tree's guess first, with
    the tree named as its bound."""
    path = next(path for path in NORMAL if _read(path)[1]["bundle"] == name)
    tree, _, code, length = _read(path)
    chosen = bundle(code, length)
    game = game_of("suggest", {"lang": code, "length": length})
    rng = random.Random(f"{name} suggest")
    for _ in range(3):
        node, history = tree, []
        while node.then and (not history or rng.random() < 0.6):
            earned, node_after = node.then[rng.randrange(len(node.then))]
            history.append(f"{node.guess}={earned}")
            node = node_after
        best = suggest_guess(game, history, top=3).ranked[0]
        assert chosen.language.spelled(best.guess).upper() == node.guess, history
        assert bound_kind(best.bound) == "tree", history


@pytest.mark.parametrize(("name", "promise"), [("pt-4", "every answer and likely word"), ("fr-5", "every word")])
def test_suggest_says_what_the_tree_it_plays_promises(name, promise):
    """suggest's reason names what its list's tree was searched to find within six: every
    word, or (pt-4, where no opening is sure for every allowed word) every answer and likely
    word, as the tree's head says."""
    code, length = name.rsplit("-", 1)
    found = suggest_guess(game_of("suggest", {"lang": code, "length": int(length)}), [], top=1)
    assert f"sure to find {promise} within 6 guesses" in found.why
