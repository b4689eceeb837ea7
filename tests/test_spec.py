"""Seed 000's formal specification of Wordle feedback, as its own predicate, against the engine.

``satisfies(g, w, f, m)`` transcribes seed 000's whole formula clause by clause, with
nothing taken from the engine.  ``m`` is the "marked array": ``m[j] = i`` says that the
word's letter ``w[j]`` was used up by the guess's cell ``g[i]``; a negative ``m[j]`` says
that ``w[j]`` is unmarked.  The tests then check, exhaustively over a three-letter
alphabet at lengths 1..5, that the engine's feedback is the one and only ``f`` for
which some ``m`` satisfies the formula.

Where seed 000's and seed 001's copies of the formula disagree, and the reading tested:

- Quantifiers.  000 writes ``∀g w. ∃f m. ∀i. φ``; 001 writes ``∀g w f. ∃m. ∀i. φ``.
  Taken literally 001 claims that *every* feedback has marks, which is false (for g = w
  = "A" no m makes f = WRONG satisfy φ), and 000 only claims that some feedback exists.
  Both are meant as a definition: f is the feedback of g against w iff ``∃m. ∀i. φ``.
  We test that reading, and more than 000 states: for every pair exactly one f has
  marks, and it is the engine's.
- 001's last clause reads ``¬(∃j. g[i] ≠ w[j]) → f[i] = WRONG ∧ ¬someMarked`` (its prose
  on WRONG repeats the ``≠``); 000 has ``=``.  With ``≠`` the clause fires when every
  letter of w equals g[i], contradicting ``f[i] = CORRECT ↔ g[i] = w[i]``: the formula
  would have no model for g = w = "A".  001's ``≠`` is a typo; we test 000's ``=``.
- 001's whole formula drops the ``noSmallerUnmarked`` definition and the clause
  ``f[i] = PRESENT → someMarked ∧ noSmallerUnmarked`` that its parts list includes.
  Without it yellows need not go left to right: for g = AAB, w = BBA both ``a.b`` and
  ``.ab`` would have marks.  We test 000's formula, which keeps the clause.
- "The marks are negative (for unmarked)" together with "no two marks are equal"
  (``∀j. j ≠ i → m[i] ≠ m[j]``) is unsatisfiable if every unmarked cell holds the same
  negative number (say -1) and two word letters are unmarked, e.g. g = AB, w = CC.
  We read the formula with unmarked cells given *distinct* negative values (unmarked
  cell j holds -(j+1)), which is the same as exempting unmarked cells from distinctness:
  the formula only ever tests a mark for ``< |g|``, ``≥ 0`` and equality with a cell.
  The predicate itself stays literal; the search hands it such marks.
- Both copies index m by word position (``m[j] = i``) but state distinctness and the
  bound as ``m[i]``; since |g| = |w| this is the same range.  Neither copy makes a
  CORRECT cell take its own column's letter: ``m[j] = i`` with j ≠ i is allowed when
  w[j] = g[i].  That changes the marks, never the feedback.
"""

import time
from itertools import product

import pytest

from wordfinder import Tile, score

CORRECT, PRESENT, WRONG = Tile.CORRECT, Tile.PRESENT, Tile.ABSENT  # seed 000's names
TILES = (CORRECT, PRESENT, WRONG)
ALPHABET = "ABC"
LENGTHS = range(1, 6)


def implies(premise: bool, conclusion: bool) -> bool:
    """Material implication, premise → conclusion."""
    return not premise or conclusion


def satisfies(g: str, w: str, f: tuple, m: tuple[int, ...]) -> bool:
    """Whether feedback f with marks m satisfies seed 000's formula ∀i. φ for guess g, word w."""
    n = len(g)
    cells = range(n)
    for i in cells:
        # f[i]=CORRECT ∨ f[i]=PRESENT ∨ f[i]=WRONG
        if not (f[i] is CORRECT or f[i] is PRESENT or f[i] is WRONG):
            return False
        # f[i]=CORRECT ↔ g[i]=w[i]
        if (f[i] is CORRECT) != (g[i] == w[i]):
            return False
        # ∀j. m[j]=i → w[j]=g[i] ∧ (f[i]=CORRECT ∨ f[i]=PRESENT)
        if not all(
            implies(m[j] == i, w[j] == g[i] and (f[i] is CORRECT or f[i] is PRESENT))
            for j in cells
        ):
            return False
        # ∀someMarked. (someMarked ↔ ∃j. m[j]=i) → ...
        some_marked = any(m[j] == i for j in cells)
        # f[i]=CORRECT ∨ f[i]=PRESENT → someMarked
        if not implies(f[i] is CORRECT or f[i] is PRESENT, some_marked):
            return False
        # ∀j. j≠i → m[i]≠m[j]
        if not all(implies(j != i, m[i] != m[j]) for j in cells):
            return False
        # m[i] < |g|
        if not m[i] < n:
            return False
        # g[i]≠w[i] ∧ someMarked → f[i]=PRESENT
        if not implies(g[i] != w[i] and some_marked, f[i] is PRESENT):
            return False
        # ∀noSmallerUnmarked.
        #     (noSmallerUnmarked ↔ ¬∃i2. i2<i ∧ g[i]=g[i2] ∧ ¬∃l. m[l]=i2) → ...
        no_smaller_unmarked = not any(
            i2 < i and g[i] == g[i2] and not any(m[l] == i2 for l in cells) for i2 in cells
        )
        # f[i]=PRESENT → someMarked ∧ noSmallerUnmarked
        if not implies(f[i] is PRESENT, some_marked and no_smaller_unmarked):
            return False
        # f[i]=WRONG → ∀j. w[j]=g[i] → m[j]≥0 ∧ m[j]≠i
        if not implies(
            f[i] is WRONG, all(implies(w[j] == g[i], m[j] >= 0 and m[j] != i) for j in cells)
        ):
            return False
        # ¬(∃j. g[i]=w[j]) → f[i]=WRONG ∧ ¬someMarked
        if not implies(not any(g[i] == w[j] for j in cells), f[i] is WRONG and not some_marked):
            return False
    return True


def unmarked(j: int) -> int:
    """The mark of an unmarked word cell j: negative, and distinct for each cell."""
    return -(j + 1)


def marks(g: str, w: str, f: tuple):
    """Every m that can satisfy the formula together with f, up to the values of unmarked cells.

    Any satisfying m marks each hit cell i (CORRECT or PRESENT → someMarked) from a word
    cell j with w[j] = g[i] (∀j. m[j]=i → w[j]=g[i] ∧ hit, and m[j] < |g|), never twice
    (m[i] ≠ m[j]), and marks nothing else: its marks are a one-to-one assignment of word
    cells to hit cells with the same letter, which is what this enumerates.  Its negative
    entries may as well be the distinct unmarked(j): the formula only ever compares a mark
    with 0, with |g|, with a cell, or with another mark.  And a WRONG cell needs every copy
    of its letter in the word marked (f[i]=WRONG → ∀j. w[j]=g[i] → m[j] ≥ 0), so when its
    letter has fewer hit cells than copies in the word there is no m at all.
    """
    n = len(g)
    hits = [i for i in range(n) if f[i] is not WRONG]
    for i in range(n):
        if f[i] is WRONG and sum(g[h] == g[i] for h in hits) < w.count(g[i]):
            return iter(())
    m = [unmarked(j) for j in range(n)]

    def assign(k: int):
        if k == len(hits):
            yield tuple(m)
            return
        i = hits[k]
        for j in range(n):
            if w[j] == g[i] and m[j] < 0:
                m[j] = i
                yield from assign(k + 1)
                m[j] = unmarked(j)

    return assign(0)


def plausible_feedbacks(g: str, w: str):
    """Every f that passes the conjuncts of the formula that do not mention m, position by
    position: CORRECT exactly where g[i] = w[i], WRONG where g[i] is not in w.  Since
    satisfies() is a conjunction that includes these, any other f fails for every m."""
    choices = [
        (CORRECT,) if g[i] == w[i] else (PRESENT, WRONG) if g[i] in w else (WRONG,)
        for i in range(len(g))
    ]
    return product(*choices)


def specified_feedbacks(g: str, w: str) -> set[tuple]:
    """Every feedback f over {CORRECT, PRESENT, WRONG} for which some m satisfies the formula."""
    return {
        f
        for f in plausible_feedbacks(g, w)
        if any(satisfies(g, w, f, m) for m in marks(g, w, f))
    }


def brute_force_feedbacks(g: str, w: str) -> set[tuple]:
    """The same set with no shortcut: every f, every m with each mark in -n..n-1."""
    n = len(g)
    return {
        f
        for f in product(TILES, repeat=n)
        if any(satisfies(g, w, f, m) for m in product(range(-n, n), repeat=n))
    }


def words(k: int) -> list[str]:
    """Every word of length k over the alphabet."""
    return ["".join(letters) for letters in product(ALPHABET, repeat=k)]


def canonical(g: str, w: str) -> tuple[str, str]:
    """The pair relabelled so letters appear as A, B, C in order of first occurrence in g+w."""
    relabel: dict[str, str] = {}
    for letter in g + w:
        if letter not in relabel:
            relabel[letter] = ALPHABET[len(relabel)]
    assert len(set(relabel.values())) == len(relabel)  # a bijection: equalities are kept
    return "".join(map(relabel.get, g)), "".join(map(relabel.get, w))


def partitions(size: int, blocks: int) -> int:
    """Stirling number of the second kind: ways to split size cells into blocks nonempty groups."""
    if size == blocks:
        return 1
    if blocks == 0 or blocks > size:
        return 0
    return blocks * partitions(size - 1, blocks) + partitions(size - 1, blocks - 1)


# --- The predicate on hand-worked cases ------------------------------------------------------

U0, U1, U2 = unmarked(0), unmarked(1), unmarked(2)


@pytest.mark.parametrize(
    ("g", "w", "f", "m"),
    [
        ("A", "A", (CORRECT,), (0,)),
        ("A", "B", (WRONG,), (U0,)),
        # seed 001's SPEED against ABIDE: the first E takes the word's only E, the second
        # is grey; D takes the word's D
        ("SPEED", "ABIDE", (WRONG, WRONG, PRESENT, WRONG, PRESENT), (U0, U1, U2, 4, 2)),
        ("EE", "BE", (WRONG, CORRECT), (U0, 1)),
        # a CORRECT cell may be marked by another copy of its letter in the word
        ("AA", "AA", (CORRECT, CORRECT), (1, 0)),
        ("AAB", "BBA", (PRESENT, WRONG, PRESENT), (2, U1, 0)),
    ],
)
def test_satisfies_hand_worked_models(g, w, f, m):
    """Hand-checked feedback and marks satisfy the formula."""
    assert satisfies(g, w, f, m)


@pytest.mark.parametrize(
    ("g", "w", "f", "m"),
    [
        # CORRECT without a matching letter
        ("A", "B", (CORRECT,), (U0,)),
        # a hit left unmarked
        ("A", "A", (CORRECT,), (U0,)),
        # WRONG while its letter in the word stays unmarked
        ("AB", "BA", (PRESENT, WRONG), (U0, 0)),
        # two word letters marking the same cell
        ("AA", "AA", (CORRECT, CORRECT), (0, 0)),
        # a mark out of range
        ("AB", "AC", (CORRECT, WRONG), (0, 2)),
        # a yellow after an unmarked copy of its letter: yellows go left to right
        ("AAB", "BBA", (WRONG, PRESENT, PRESENT), (2, U1, 1)),
        # a quantum tile is outside the formula's domain
        ("AB", "BA", (Tile.QUANTUM_PRESENT, PRESENT), (1, 0)),
        # "negative for unmarked" with one shared -1: two unmarked letters share a mark
        ("AB", "CC", (WRONG, WRONG), (-1, -1)),
    ],
)
def test_satisfies_rejects_broken_models(g, w, f, m):
    """Feedback or marks that break one clause of the formula do not satisfy it."""
    assert not satisfies(g, w, f, m)


def test_distinct_negative_marks_make_no_match_satisfiable():
    """With distinct negative marks, a guess sharing no letter with the word is all WRONG."""
    assert satisfies("AB", "CC", (WRONG, WRONG), (U0, U1))


# --- The search, checked against brute force ---------------------------------------------------

@pytest.mark.parametrize("k", [1, 2])
def test_search_agrees_with_brute_force(k):
    """The pruned search finds the same feedbacks as trying every f and every m in -k..k-1."""
    for g, w in product(words(k), repeat=2):
        assert specified_feedbacks(g, w) == brute_force_feedbacks(g, w), (g, w)


def test_search_agrees_with_brute_force_at_length_three():
    """At length 3, on one pair per relabelling class, the search matches brute force."""
    pairs = {canonical(g, w) for g, w in product(words(3), repeat=2)}
    for g, w in pairs:
        assert specified_feedbacks(g, w) == brute_force_feedbacks(g, w), (g, w)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_formula_is_invariant_under_relabelling(k):
    """Every pair has the same specified feedbacks as its canonical relabelling."""
    for g, w in product(words(k), repeat=2):
        assert specified_feedbacks(g, w) == specified_feedbacks(*canonical(g, w)), (g, w)


# --- The engine against the formula, exhaustively -----------------------------------------------

@pytest.mark.parametrize("k", LENGTHS)
def test_engine_is_the_only_feedback_the_formula_allows(k):
    """For every guess/answer pair over A, B, C of length k, the engine's feedback satisfies
    seed 000's formula for some marks and no other feedback does.

    The formula only compares letters for equality, so it gives a pair and any relabelling
    of it the same feedbacks; it is evaluated once per relabelling class (memoised by the
    canonical pair), while the engine is run on every one of the 9**k pairs.
    """
    started = time.perf_counter()
    by_class: dict[tuple[str, str], set[tuple]] = {}
    pairs = 0
    for g, w in product(words(k), repeat=2):
        pair_class = canonical(g, w)
        if pair_class not in by_class:
            by_class[pair_class] = specified_feedbacks(*pair_class)
        assert by_class[pair_class] == {score(g, w).tiles}, (g, w, by_class[pair_class])
        pairs += 1
    assert pairs == len(ALPHABET) ** (2 * k)
    # the classes are the partitions of the 2k letter cells into at most three groups
    assert len(by_class) == sum(partitions(2 * k, r) for r in range(1, len(ALPHABET) + 1))
    print(f"k={k}: {pairs} pairs, {len(by_class)} classes, {time.perf_counter() - started:.2f}s")


# --- Seed 001's copy of the formula ---------------------------------------------------------------

def satisfies_001(g: str, w: str, f: tuple, m: tuple[int, ...]) -> bool:
    """Seed 001's whole formula as written: no noSmallerUnmarked clause, and ≠ in the last."""
    n = len(g)
    cells = range(n)
    for i in cells:
        hit = f[i] is CORRECT or f[i] is PRESENT
        some_marked = any(m[j] == i for j in cells)
        if not (
            (hit or f[i] is WRONG)
            and (f[i] is CORRECT) == (g[i] == w[i])
            and all(implies(m[j] == i, w[j] == g[i] and hit) for j in cells)
            and implies(hit, some_marked)
            and all(implies(j != i, m[i] != m[j]) for j in cells)
            and m[i] < n
            and implies(g[i] != w[i] and some_marked, f[i] is PRESENT)
            and implies(
                f[i] is WRONG,
                all(implies(w[j] == g[i], m[j] >= 0 and m[j] != i) for j in cells),
            )
            and implies(not any(g[i] != w[j] for j in cells), f[i] is WRONG and not some_marked)
        ):
            return False
    return True


def test_seed_001_last_clause_makes_a_correct_guess_unsatisfiable():
    """With 001's ≠, g = w = "A" has no feedback at all, so 000's = is the intended clause."""
    assert not any(
        satisfies_001("A", "A", (f,), m) for f in TILES for m in [(U0,), (0,)]
    )
    assert satisfies("A", "A", (CORRECT,), (0,))


def test_seed_001_formula_lets_yellows_skip_left_to_right():
    """Without noSmallerUnmarked, 001's formula admits a grey A before a yellow A; 000's doesn't."""
    g, w = "AAB", "BBA"
    grey_first = (WRONG, PRESENT, PRESENT)
    assert any(satisfies_001(g, w, grey_first, m) for m in marks(g, w, grey_first))
    assert not any(satisfies(g, w, grey_first, m) for m in marks(g, w, grey_first))
    assert specified_feedbacks(g, w) == {(PRESENT, WRONG, PRESENT)}
