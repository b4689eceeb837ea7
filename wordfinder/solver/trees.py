"""Decision trees: the whole play of a strategy over the answer list, as one immutable value.

A *tree* is a guess and, for each score it may earn (in letter notation, e.g.
``..a.e``), the tree played next; a guess that can only win has no branches.
Any strategy gives one (:func:`build`, from a *chooser*: position -> guess), the
exact search its optimal one.  Trees are written as JSON
(``{"guess": "TARSE", "then": {"..a.e": {...}}}``), as an indented outline, as
graphviz dot, and, for ``data/``, as one line per answer holding the guesses that
find it (:func:`dump_paths` / :func:`load_paths`).  :func:`replay_tree` plays every
answer through a tree with the feedback engine and the hard-mode referee.
"""

from __future__ import annotations

import itertools
import os
from bisect import bisect_left
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

import numpy as np

from ..errors import WordfinderError
from ..feedback import Score, score
from ..hardmode import hard_mode_problem
from .hard_rows import HardRule, hard_rule, rule_after
from ..game import CLASSIC_GUESSES
from .patterns import decode, encode, win
from .sets import distinct
from .puzzle import GuessRow, Puzzle
from .ranking import choose
from .strategies import Node

__all__ = [
    "Chooser",
    "Replay",
    "Tree",
    "TreeError",
    "build",
    "dump_paths",
    "follow",
    "from_json",
    "load_paths",
    "replay_tree",
    "stored_opening_guess",
    "stored_openings",
    "stored_path_lengths",
    "stored_promises_every_word",
    "stored_subtree",
    "stored_tree",
    "strategy_chooser",
    "to_dot",
    "to_json",
    "to_text",
    "tree_chooser",
    "tree_file_name",
]

Chooser = Callable[[np.ndarray, tuple[Score, ...], "HardRule | None"], GuessRow]  # position -> guess
_DEPTH_LIMIT = 32  # a play deeper than this is going round in circles
TREES_FOLDER = "trees"  # in data/: the searched trees of the other languages' and lengths' lists


class TreeError(WordfinderError):
    """A tree that cannot be built, read, or replayed to a win."""


@dataclass(frozen=True, slots=True)
class Tree:
    """A guess, and the tree played after each score it may earn but the win (sorted by score)."""

    guess: str
    then: tuple[tuple[str, Tree], ...] = ()

    def __repr__(self) -> str:
        return f"Tree({self.guess}, {len(self.then)} branches)"

    def branch(self, earned: str) -> Tree | None:
        """The tree played after the score ``earned`` (letter notation), or None."""
        at = bisect_left(self.then, (earned,))  # the branches are sorted by score
        return self.then[at][1] if at < len(self.then) and self.then[at][0] == earned else None

    def spelled_as(self, show: Callable[[str], str]) -> Tree:
        """The same tree with every guess written as ``show`` writes it (a language's
        accents: ``SERAO`` -> ``SERÃO``), for display; the scores stay in tiles."""
        return Tree(show(self.guess), tuple((earned, sub.spelled_as(show)) for earned, sub in self.then))


# --- building -------------------------------------------------------------------------------------


def build(
    puzzle: Puzzle,
    chooser: Chooser,
    hard: bool = False,
    first: str | None = None,
    left: np.ndarray | None = None,
    history: Sequence[Score] = (),
) -> Tree:
    """The tree ``chooser`` plays over the candidates ``left`` (default: every answer), after
    ``history``, opening with ``first`` if given.

    Raises :class:`TreeError` when a guess neither wins nor splits its candidates (the
    play would loop).
    """
    left = puzzle.everyone() if left is None else np.asarray(left)
    rule = hard_rule(puzzle, history) if hard else None
    row = puzzle.row[first.upper()] if first else None
    return _grow(puzzle, chooser, left, tuple(history), rule, row)


def _grow(
    puzzle: Puzzle,
    chooser: Chooser,
    left: np.ndarray,
    history: tuple[Score, ...],
    rule: HardRule | None,
    row: GuessRow | None = None,
) -> Tree:
    """The subtree from one position (``row``: the guess to play, if already chosen)."""
    if len(history) > _DEPTH_LIMIT:
        raise TreeError(
            f"{' '.join(s.guess for s in history)}: no win after {_DEPTH_LIMIT} guesses"
        )
    row = chooser(left, history, rule) if row is None else row
    guess = puzzle.guesses[row]
    codes = puzzle.patterns[row, left]
    won = win(puzzle.length)
    then = []
    for pattern in distinct(codes).tolist():
        if pattern == won:
            continue
        bucket = left[codes == pattern]
        if len(bucket) == len(left):
            raise TreeError(f"{guess}: guessed with {len(left)} candidates, it tells none apart")
        earned = decode(guess, pattern)
        sub = None if rule is None else rule_after(rule, guess, pattern)
        then.append((str(earned), _grow(puzzle, chooser, bucket, (*history, earned), sub)))
    # A guess that may itself be the answer wins on the all-green score, which has no branch.
    return Tree(guess, tuple(sorted(then)))


def strategy_chooser(puzzle: Puzzle, strategy: str) -> Chooser:
    """The chooser of one of :data:`wordfinder.solver.STRATEGIES` (its remembered choices)."""
    return lambda left, history, rule: choose(puzzle, Node(left, history, rule), strategy)


# --- JSON, outline, dot ----------------------------------------------------------------------------


def to_json(tree: Tree) -> dict:
    """The tree as JSON data: ``{"guess": ..., "then": {score: subtree, ...}}``; a winning
    guess has no ``then``."""
    if not tree.then:
        return {"guess": tree.guess}
    return {"guess": tree.guess, "then": {earned: to_json(sub) for earned, sub in tree.then}}


def from_json(data: Mapping) -> Tree:
    """The tree that :func:`to_json` gave; raises TreeError on anything else."""
    if not isinstance(data, Mapping) or not isinstance(data.get("guess"), str):
        raise TreeError(f"{str(data)[:60]!r}: expected a node {{'guess': WORD, 'then': {{...}}}}")
    then = data.get("then", {})
    if not isinstance(then, Mapping) or set(data) - {"guess", "then"}:
        raise TreeError(f"{str(data)[:60]!r}: a node holds only 'guess' and 'then'")
    return Tree(data["guess"].upper(), tuple(sorted((k, from_json(v)) for k, v in then.items())))


def to_text(tree: Tree, indent: str = "  ") -> str:
    """The tree as an indented outline: the opening, then under each guess one line per score
    it may earn and the guess to play next (``->``), or the answer it leaves (``=``)."""
    return "\n".join([tree.guess, *_outline(tree, indent, 1)])


def _outline(tree: Tree, indent: str, level: int) -> Iterator[str]:
    """The lines below one node of the outline."""
    for earned, sub in tree.then:
        if sub.then:
            yield f"{indent * level}{earned} -> {sub.guess}"
            yield from _outline(sub, indent, level + 1)
        else:
            yield f"{indent * level}{earned} = {sub.guess}"


def to_dot(tree: Tree, name: str = "wordfinder") -> str:
    """The tree in graphviz's dot language (``dot -Tsvg``): a box per guess, edges by score."""
    lines = [f'digraph "{name}" {{', "  node [shape=box, fontname=monospace];"]
    counter = itertools.count()

    def visit(node: Tree) -> int:
        me = next(counter)
        style = "" if node.then else ", style=rounded"
        lines.append(f'  n{me} [label="{node.guess}"{style}];')
        for earned, sub in node.then:
            child = visit(sub)
            lines.append(f'  n{me} -> n{child} [label="{earned}"];')
        return me

    visit(tree)
    lines.append("}")
    return "\n".join(lines)


# --- the compact form kept in data/ -----------------------------------------------------------------


def dump_paths(tree: Tree, answers: Sequence[str], provenance: Mapping[str, object]) -> str:
    """The tree as text: ``# key: value`` provenance lines, then one line per answer giving
    the guesses that find it, the last being the answer (sorted)."""
    head = [f"# {key}: {value}" for key, value in provenance.items()]
    games = replay_tree(tree, answers, answers, checked=False).games
    return "\n".join([*head, *sorted(" ".join(path) for path in games.values())]) + "\n"


def load_paths(text: str) -> tuple[Tree, dict[str, str]]:
    """The tree and provenance that :func:`dump_paths` wrote; raises TreeError when two
    paths disagree on the guess at a position."""
    lines, provenance = _read_lines(text)
    return _from_paths(_split(lines), 0), provenance


def _read_lines(text: str) -> tuple[list[tuple[int, str]], dict[str, str]]:
    """The numbered guess path lines and the provenance of a file :func:`dump_paths` wrote."""
    provenance: dict[str, str] = {}
    lines = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            provenance[key.strip()] = value.strip()
        elif line.strip():
            lines.append((number, line))
    if not lines:
        raise TreeError("no guess paths in the tree file")
    return lines, provenance


def _split(lines: list[tuple[int, str]]) -> list[tuple[int, tuple[str, ...]]]:
    """The numbered path lines (:func:`_read_lines`) as numbered paths, each its guesses."""
    return [(number, tuple(line.split())) for number, line in lines]


def _from_paths(paths: list[tuple[int, tuple[str, ...]]], depth: int) -> Tree:
    """The subtree of the paths that share their first ``depth`` guesses."""
    guesses = {path[depth] for _, path in paths if len(path) > depth}
    if len(guesses) != 1 or any(len(path) <= depth for _, path in paths):
        number = paths[0][0]
        raise TreeError(f"line {number}: the paths through this position disagree on its guess")
    guess = guesses.pop()
    branches: dict[Score, list[tuple[int, tuple[str, ...]]]] = {}
    for number, path in paths:
        if len(path) == depth + 1:
            continue  # this answer is the guess itself
        branches.setdefault(score(guess, path[-1]), []).append((number, path))
    # Spelled once a branch, not once a path: the spelling is most of a score's cost here.
    return Tree(guess, tuple(sorted((str(k), _from_paths(v, depth + 1)) for k, v in branches.items())))


# --- replay -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Replay:
    """Every answer played through a tree: the guesses each game made, the last one winning."""

    games: Mapping[str, tuple[str, ...]]

    @property
    def total(self) -> int:
        """The guesses taken in all."""
        return sum(map(len, self.games.values()))

    @property
    def mean(self) -> float:
        """The mean guesses per answer."""
        return self.total / len(self.games)

    @property
    def max(self) -> int:
        """The most guesses any answer took."""
        return max(map(len, self.games.values()))

    @property
    def failures(self) -> int:
        """How many answers took more than :data:`CLASSIC_GUESSES`."""
        return sum(len(g) > CLASSIC_GUESSES for g in self.games.values())


def replay_tree(
    tree: Tree,
    guesses: Sequence[str],
    answers: Sequence[str],
    hard: bool = False,
    checked: bool = True,
) -> Replay:
    """Each answer played through ``tree``, every score given by :func:`score`.

    Raises :class:`TreeError` naming the answer when a guess is not allowed (unless not
    ``checked``), breaks hard mode (with ``hard``), or earns a score the tree has no
    branch for.
    """
    allowed = {g.upper() for g in guesses}
    games = {}
    for answer in answers:
        answer = answer.upper()
        node, history = tree, []
        while True:
            if checked and node.guess not in allowed:
                raise TreeError(f"{answer}: {node.guess} is not an allowed guess")
            if hard and (problem := hard_mode_problem(history, node.guess)):
                raise TreeError(f"{answer}: {node.guess} breaks hard mode: {problem}")
            earned = score(node.guess, answer)
            history.append(earned)
            if earned.is_win:
                break
            following = node.branch(str(earned))
            if following is None or len(history) > _DEPTH_LIMIT:
                path = " ".join(f"{s.guess}={s}" for s in history)
                raise TreeError(f"{answer}: the tree has no branch for {path}")
            node = following
        games[answer] = tuple(s.guess for s in history)
    return Replay(games)


# --- the stored trees --------------------------------------------------------------------------------


def tree_file_name(
    hard: bool, strategy: str = "optimal", model: str | None = None, lists: str | None = None, opening: str | None = None
) -> str:
    """The name of the stored tree of a strategy and mode in ``data/`` (the optimal ones
    are ``tree-normal.txt`` and ``tree-hard.txt``); with an answer ``model`` (``likely``,
    ``all``), ``tree-MODEL-STRATEGY-MODE.txt``; over another language's or length's
    ``lists`` (their name, ``es-5``), ``trees/LISTS-MODEL-STRATEGY-MODE.txt``.  A model's
    tree from another ``opening`` than its own is stored beside it, the opening ending its
    name (``tree-likely-optimal-hard-tarse.txt``)."""
    mode = "hard" if hard else "normal"
    beside = "" if opening is None else f"-{opening.lower()}"
    if lists is not None:
        return f"{TREES_FOLDER}/{lists}-{model}-{strategy}-{mode}{beside}.txt"
    if model is not None:
        return f"tree-{model}-{strategy}-{mode}{beside}.txt"
    return f"tree-{mode}.txt" if strategy == "optimal" else f"tree-{strategy}-{mode}.txt"


def stored_tree(
    puzzle: Puzzle, hard: bool = False, strategy: str = "optimal", model: tuple[str, str] | None = None
) -> Tree | None:
    """The stored tree of the strategy and mode, if one was made for the puzzle's lists (else
    None).  ``model`` is an answer model's name and fingerprint: its tree is used only when
    made under that very model."""
    paths = _stored_paths(puzzle, hard, strategy, model)
    return _from_paths(paths, 0) if paths is not None else None


def stored_subtree(
    puzzle: Puzzle,
    history: Sequence[Score],
    hard: bool = False,
    strategy: str = "optimal",
    model: tuple[str, str] | None = None,
    opening: str | None = None,
    left: np.ndarray | None = None,
) -> Tree | None:
    """The node of the stored tree that ``history`` leads to (None off the tree, or with no
    stored tree), built from the paths through it alone: one decision needs no more.
    ``model`` is as :func:`stored_tree`'s; with an ``opening``, the tree that opens with it
    (the model's own, or one stored beside it: :func:`stored_openings`).  ``left``, the
    candidates the history leaves (indices into the puzzle's answers), if the caller has
    them: the paths through the node are theirs, found without scoring every path."""
    stored = _stored(puzzle, hard, strategy, model, opening)
    if stored is None:
        return None
    if left is not None and history:
        # Every candidate's path earns the history's scores, so it follows the tree's guesses:
        # all of them pass through the node (the tree holds every answer), or the game left
        # the tree.  The paths that begin with the history's guesses are one run of the file's
        # lines (dump_paths sorts them), read without splitting the others.
        through = " ".join(earned.guess for earned in history) + " "
        answers = {puzzle.answers[i] for i in left.tolist()}
        lines = [(n, line) for n, line in _lines_starting(stored[0], through) if line[line.rfind(" ") + 1 :] in answers]
        return _from_paths(_split(lines), len(history)) if lines and len(lines) == len(answers) else None
    # The paths stay lines of text until they are known to pass through the node, and only
    # those are split into guesses: a few hundred of the likely tree's 14,855 (splitting
    # every line cost a step 30 ms).
    lines = _lines_in(stored[0])[0]
    column = {answer: i for i, answer in enumerate(puzzle.answers)}
    through = ""
    for earned in history:
        if not lines:
            return None
        found, through = through + earned.guess, through + earned.guess + " "
        if any(not line.startswith(through) and line != found for _, line in lines):
            return None  # the game left the tree here (paths agree on each guess: see _from_paths)
        lines = [(number, line) for number, line in lines if line != found]
        answers = np.array([column[line[line.rfind(" ") + 1 :]] for _, line in lines], dtype=np.int64)
        earns = puzzle.patterns[puzzle.row[earned.guess], answers] == encode(earned)
        lines = [numbered for numbered, kept in zip(lines, earns.tolist()) if kept]
    if not lines:
        return None
    return _from_paths(_split(lines), len(history))


def stored_path_lengths(
    puzzle: Puzzle, hard: bool = False, strategy: str = "optimal", model: tuple[str, str] | None = None,
    opening: str | None = None,
) -> dict[str, int] | None:
    """Each answer of the stored tree (``model`` and ``opening`` as :func:`stored_subtree`'s)
    and the guesses its path takes, read from the paths alone (building the whole tree to play
    every answer through it takes a second), or None with no such tree."""
    paths = _stored_paths(puzzle, hard, strategy, model, opening)
    return None if paths is None else {path[-1]: len(path) for _, path in paths}


def stored_promises_every_word(
    puzzle: Puzzle, hard: bool = False, strategy: str = "optimal", model: tuple[str, str] | None = None,
    opening: str | None = None,
) -> bool:
    """Whether the stored tree (``model`` and ``opening`` as :func:`stored_subtree`'s) was
    searched to find every allowed word within six, not only the answers and the likely words
    it promises (its head's ``promised``: hard mode's trees, and a list's where no opening is
    sure for all)."""
    stored = _stored(puzzle, hard, strategy, model, opening)
    return stored is not None and "promised" not in stored[1]


def stored_opening_guess(puzzle: Puzzle, hard: bool, strategy: str, model_name: str | None = None) -> str | None:
    """The first guess of the stored tree of the strategy and mode for the puzzle's lists
    (under the answer model so named), read from the head of its file alone; None when none
    is stored."""
    return _first_guess(_tree_path(puzzle, hard, strategy, model_name))


@lru_cache(maxsize=64)
def _first_guess(path: str) -> str | None:
    """The first guess of the tree file ``path``, read from its head alone; None when there is
    no such file."""
    try:
        with open(path, encoding="utf-8") as file:
            return next((line.split()[0] for line in file if line.strip() and not line.startswith("#")), None)
    except FileNotFoundError:
        return None


def stored_openings(puzzle: Puzzle, hard: bool, strategy: str, model: tuple[str, str]) -> tuple[str, ...]:
    """The openings of the stored trees of the strategy and mode for the puzzle's lists under
    the answer ``model`` (its name and fingerprint): its own tree's first, then those of the
    trees stored beside it from other openings (``tree-likely-optimal-hard-tarse.txt``), in
    the order of their names; none when it has no tree."""
    own = _tree_path(puzzle, hard, strategy, model[0])
    stem = os.path.basename(own)[: -len(".txt")] + "-"
    folder = os.path.dirname(own)
    beside = sorted(name[len(stem) : -len(".txt")].upper() for name in os.listdir(folder)
                    if name.startswith(stem) and name.endswith(".txt")) if os.path.isdir(folder) else []
    openings = ([_first_guess(own)] if _stored(puzzle, hard, strategy, model) is not None else []) + beside
    return tuple(opening for opening in openings if _stored(puzzle, hard, strategy, model, opening) is not None)


def _stored_paths(
    puzzle: Puzzle, hard: bool, strategy: str, model: tuple[str, str] | None = None, opening: str | None = None
) -> list[tuple[int, tuple[str, ...]]] | None:
    """The paths of the stored tree of the strategy and mode, if made for the puzzle's lists
    (and under the answer model, its name and fingerprint, when one is given; from
    ``opening``, a tree stored beside the model's own)."""
    stored = _stored(puzzle, hard, strategy, model, opening)
    return None if stored is None else _paths_in(stored[0])


def _stored(
    puzzle: Puzzle, hard: bool, strategy: str, model: tuple[str, str] | None, opening: str | None = None
) -> tuple[str, dict[str, str]] | None:
    """The file of :func:`_stored_paths`' tree with its provenance, or None."""
    path = _tree_path(puzzle, hard, strategy, None if model is None else model[0], opening)
    provenance = _head(path)
    if provenance is None or provenance.get("lists", "").split(" ")[0] != puzzle.key:
        return None
    if model is not None and provenance.get("model", "").split(" ")[:2] != list(model):
        return None
    return path, provenance


@lru_cache(maxsize=64)
def _head(path: str) -> dict[str, str] | None:
    """The provenance of a tree file, read from its head alone (a tree checked and not
    followed costs no more), or None when there is no such file."""
    head: dict[str, str] = {}
    try:
        with open(path, encoding="utf-8") as file:
            for line in itertools.takewhile(lambda line: line.startswith("#"), file):
                key, _, value = line[1:].partition(":")
                head[key.strip()] = value.strip()
    except FileNotFoundError:
        return None
    return head


def _lines_starting(path: str, prefix: str) -> list[tuple[int, str]]:
    """The numbered lines of the tree file ``path`` that start with ``prefix``: the run of
    them its sorted path lines hold."""
    text = _text_of(path)
    start = text.find("\n" + prefix) + 1
    if not start:
        return []
    number = text.count("\n", 0, start)
    lines = []
    while text.startswith(prefix, start):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        lines.append((number, text[start:end]))
        start, number = end + 1, number + 1
    return lines


@lru_cache(maxsize=16)
def _text_of(path: str) -> str:
    """The text of the tree file ``path`` after a line break (so that every line follows one),
    read once a process."""
    with open(path, encoding="utf-8") as file:
        return "\n" + file.read()


@lru_cache(maxsize=16)
def _paths_in(path: str) -> list[tuple[int, tuple[str, ...]]]:
    """The paths of the bundled tree file ``path`` (:func:`_lines_in`'s), read once a process (a
    replay or a server asks for one at every step)."""
    return _split(_lines_in(path)[0])


@lru_cache(maxsize=16)
def _lines_in(path: str) -> tuple[list[tuple[int, str]], dict[str, str]]:
    """The numbered path lines and the provenance of a bundled tree file (one :func:`_stored`
    has found), from the text :func:`_text_of` read: the file is read once a process."""
    return _read_lines(_text_of(path)[1:])


def _tree_path(puzzle: Puzzle, hard: bool, strategy: str, model_name: str | None, opening: str | None = None) -> str:
    """Where the stored tree of the strategy and mode for the puzzle's lists would be: the
    NYT's lists' in ``data/``, another bundled list's (searched under an answer model) in
    ``data/trees/``, found by the lists' key its head names (:func:`_searched_lists`).  With
    an ``opening``, the tree that opens with it: the model's own, or one stored beside it
    (:func:`tree_file_name`)."""
    from ..words import data_path

    lists = _searched_lists().get(puzzle.key) if model_name is not None else None
    own = data_path(tree_file_name(hard, strategy, model_name, lists))
    if opening is None or _first_guess(own) == opening:
        return own
    return data_path(tree_file_name(hard, strategy, model_name, lists, opening))


@cache
def _searched_lists() -> dict[str, str]:
    """The key of each bundled list that has searched trees in ``data/trees/``, mapped to the
    list's name (``es-5``), read from the heads of those files (``lists:`` and ``bundle:``)."""
    from ..words import data_path

    folder = data_path(TREES_FOLDER)
    named: dict[str, str] = {}
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
        head = _head(os.path.join(folder, name)) or {}
        if "lists" in head and "bundle" in head:
            named[head["lists"].split(" ")[0]] = head["bundle"]
    return named


def games_through(tree: Tree, answers: Sequence[str]) -> list[tuple[str, tuple[str, ...]]] | None:
    """Every answer played through ``tree``, each score from the feedback engine: (answer,
    guesses) pairs, the last guess the answer; None when the tree does not hold one of them."""
    games = []
    for answer in answers:
        node: Tree | None = tree
        guesses: list[str] = []
        while node is not None and len(guesses) <= _DEPTH_LIMIT:
            guesses.append(node.guess)
            earned = score(node.guess, answer)  # the referee
            if earned.is_win:
                break
            node = node.branch(str(earned))
        if not guesses or guesses[-1] != answer:
            return None
        games.append((answer, tuple(guesses)))
    return games


def follow(tree: Tree, history: Sequence[Score]) -> Tree | None:
    """The subtree the history leads to, if every guess of it is the tree's (else None)."""
    node: Tree | None = tree
    for earned in history:
        if node is None or node.guess != earned.guess:
            return None
        node = node.branch(str(earned))
    return node


def tree_chooser(puzzle: Puzzle, tree: Tree, otherwise: Chooser) -> Chooser:
    """A chooser that plays ``tree`` while the history follows it, and ``otherwise`` after."""

    def chooser(left: np.ndarray, history: tuple[Score, ...], rule: HardRule | None) -> GuessRow:
        node = follow(tree, history)
        return puzzle.row[node.guess] if node is not None else otherwise(left, history, rule)

    return chooser
