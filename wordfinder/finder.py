"""Finding the words that can still be the answer, and explaining why the others cannot:
on one board, or on each board of a multi-board game (its history split board by board)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import chain, product

from .errors import on_board
from .feedback import Score, Tile, score
from .knowledge import ALPHABET, Knowledge
from .notation import MAX_LETTERS, BoardsPair, GuessScore, board_histories, solved_answers
from .index import WordIndex
from .trie import Trie

__all__ = [
    "as_pairs",
    "explain",
    "explain_all",
    "explain_each",
    "explain_lines",
    "find",
    "find_each",
    "find_fitting",
    "find_known",
    "replay",
]


def as_pairs(guess_scores: Iterable[GuessScore | str]) -> tuple[GuessScore, ...]:
    """The pairs, parsing any given as text."""
    return tuple([p if isinstance(p, GuessScore) else GuessScore.parse(p) for p in guess_scores])


def replay(guess_scores: Iterable[GuessScore | str], words: Iterable[str]) -> list[str]:
    """The words (upper case, in order) against which every guess reproduces its score.

    This is the definition of eligibility, and the slow baseline ``find`` must equal.
    """
    pairs = as_pairs(guess_scores)
    length = len(pairs[0].guess) if pairs else None
    return [
        word
        for word in (w.upper() for w in words)
        if len(word) == length and all(pair.matches(word) for pair in pairs)
    ]


def find(guess_scores: Iterable[GuessScore | str], words: Iterable[str] | Trie) -> list[str]:
    """The words, in alphabetical order, against which every guess reproduces its score.

    ``words`` is a :class:`Trie` (build one once to search it many times) or any
    iterable of words; words of another length than the guesses are ignored.
    A trie, or a tuple or list given again unchanged, is searched through a
    bit-parallel index of its words, built the first time it is needed; a trie's index
    remembers each text pair's words by the text.
    Raises :class:`ImpossibleScore` when the pairs cannot all hold.
    """
    if not isinstance(guess_scores, (list, tuple)):
        guess_scores = tuple(guess_scores)  # read twice when the texts are not all plain
    if isinstance(words, Trie):
        found = _found_from_text(guess_scores, words)
        if found:
            return found
    pairs = as_pairs(guess_scores)
    index = _index_for(pairs, words)
    if index is not None:
        found = index.listed(index.matching(pairs))
    else:
        if not isinstance(words, (Trie, tuple, list)):
            words = tuple(words)  # read twice: its letters, then its words
        found = find_fitting(Knowledge.from_pairs(pairs, checked=False, alphabet=_letters_of(words)), words)
    if not found:
        Knowledge.from_pairs(pairs)  # nothing fits: raise if that is because the pairs contradict
    return found


def _letters_of(words: Iterable[str] | Trie) -> str:
    """The characters the words may hold: A-Z, and any other they do hold, letter or not (two
    scans in C tell that a list is plain ASCII letters)."""
    if isinstance(words, Trie):
        return ALPHABET + "".join(c for c in words.letters if c not in ALPHABET)
    text = "".join(words)
    if text.isascii() and text.isalpha():
        return ALPHABET
    return ALPHABET + "".join(sorted(set(text.upper()) - set(ALPHABET)))


def find_each(pairs: Sequence[BoardsPair], words: Iterable[str], boards: int = 0) -> tuple[list[str], ...]:
    """Each board's candidates, in alphabetical order: :func:`find` on the board's history (a
    solved board has its answer alone).  Raises :class:`ImpossibleScore` naming the board
    whose scores cannot all hold.  With no pairs, every board (``boards`` of them; the pairs
    give the count otherwise) has every word."""
    words = tuple(words)
    if not pairs:
        every = sorted({w.upper() for w in words})
        return tuple(list(every) for _ in range(boards))
    answers = solved_answers(pairs)
    return tuple(
        [solved_board(board, history, answers[board - 1])] if answers[board - 1]
        else on_board(board, find, history, words)
        for board, history in enumerate(board_histories(pairs), 1)
    )


def solved_board(board: int, history: Sequence[GuessScore], answer: str) -> str:
    """The ``answer`` a guess solved ``board`` with, once its earlier scores there are shown
    to hold with it (CRANE=..... then QAJAQ=QAJAQ cannot: no A, then two); raises
    :class:`ImpossibleScore` naming the board."""
    on_board(board, Knowledge.from_pairs, history)
    return answer


def _found_from_text(texts: Sequence[GuessScore | str], trie: Trie) -> list[str] | None:
    """The words of ``trie`` that fit pairs all written in plain letter notation, each
    text's set of words read from the text itself and remembered by it (what a replay
    loop or a caller with text pairs asks most); None for any other pairs, which
    :func:`find` parses."""
    first = texts[0] if texts else None
    length = first.find("=") if type(first) is str else -1
    if not (0 < length <= MAX_LETTERS and len(first) == 2 * length + 1):
        return None  # not plain letter notation: no index is made for such a length
    index = trie.index(length)
    if index is None:
        return None
    chosen = index.everything
    for text in texts:
        # Only texts of a plain pair's length are remembered, so the memory stays small.
        earned = index.earned_by_text(text) if type(text) is str and len(text) == len(first) else None
        if earned is None:
            return None
        chosen &= earned
    return index.listed(chosen)


_CLASSIC = frozenset((Tile.CORRECT, Tile.PRESENT, Tile.ABSENT))


def _index_for(pairs: Sequence[GuessScore], words: Iterable[str] | Trie) -> WordIndex | None:
    """The index to search for ``pairs`` in ``words``, or None where the trie search serves:
    no pairs, pairs of several lengths or quantum scores, or a list met for the first time."""
    if not pairs:
        return None
    length = len(pairs[0].guess)
    for ((guess, tiles),) in pairs:  # a pair holds one Score, a (guess, tiles) tuple
        if len(guess) != length or not _CLASSIC.issuperset(tiles):
            return None
    if isinstance(words, Trie):
        return words.index(length)
    return _LISTS.index(words, length)


class _SeenLists:
    """Indexes of the last word list a caller searched twice (a tuple, or a list unchanged since).

    A one-off search filters the list with a regular expression, which beats building
    an index; a list searched again is indexed, once per word length.  A list is known
    again by identity and, being mutable, by comparison with a copy of it.
    """

    def __init__(self) -> None:
        self._words: object = None
        self._copy: list[str] | None = None
        self._indexes: dict[int, WordIndex | None] = {}

    def index(self, words: Iterable[str], length: int) -> WordIndex | None:
        if not isinstance(words, (tuple, list)):
            return None
        same = words is self._words and (isinstance(words, tuple) or words == self._copy)
        if not same:
            self._words, self._copy = words, list(words) if isinstance(words, list) else None
            self._indexes = {}
            return None
        if length not in self._indexes:
            self._indexes[length] = _plain_index(words, length)
        return self._indexes[length]


def _plain_index(words: Iterable[str], length: int) -> WordIndex | None:
    """An index of the words of ``length`` letters, upper case and in order, or None when
    some word holds a character that is not a letter (the trie search handles those)."""
    chosen = [w.upper() for w in words if len(w) == length]
    if not all(w.isalpha() and len(w) == length for w in chosen):  # upper() may lengthen: ß is SS
        return None
    return WordIndex(sorted(set(chosen)))


_LISTS = _SeenLists()


def find_known(knowledge: Knowledge, words: Iterable[str]) -> list[str]:
    """:func:`find_fitting` for a caller that has built ``knowledge``, searching a list met
    before (a server's, asked again) through its bit-parallel index."""
    index = _index_for(knowledge.pairs, words)
    if index is not None:
        return index.listed(index.matching(knowledge.pairs))
    return find_fitting(knowledge, words)


def find_fitting(knowledge: Knowledge, words: Iterable[str] | Trie) -> list[str]:
    """The words, in alphabetical order and each once, that fit ``knowledge``: those against
    which every pair it was built from reproduces its score (for a caller that has built it
    already).  A trie is searched; a list is read once by :func:`_fitting_lines`."""
    if isinstance(words, Trie):
        return sorted(words.search(knowledge.allowed, knowledge.low, knowledge.high))
    return sorted(set(_fitting_lines(knowledge, words)))


def _fitting_lines(knowledge: Knowledge, words: Iterable[str]) -> list[str]:
    """The words, upper case, that fit ``knowledge``, found by one regular expression over the
    whole list, which runs in C: a class of the letters allowed at each position, and for each
    letter counted a lookahead for its fewest copies and one against more than its most.

    What it tests is what :meth:`Trie.search` tests, so a search made once needs no trie:
    building one over the words the positions allow took most of a one-off search's time.
    """
    if any(most < 0 for most in knowledge.high.values()):
        return []  # no word has fewer than no copies
    length = len(knowledge.allowed)
    anywhere = frozenset().union(*knowledge.allowed)
    counts = [f"(?=(?:[^{re.escape(c)}\n]*{re.escape(c)}){{{least}}})" for c, least in knowledge.low.items() if least > 0]
    counts += [f"(?!(?:[^{re.escape(c)}\n]*{re.escape(c)}){{{most + 1}}})"
               for c, most in knowledge.high.items() if c in anywhere and most < length]
    classes = "".join(f"[{re.escape(''.join(sorted(letters)))}]" if letters else "(?!)" for letters in knowledge.allowed)
    return re.findall(f"^{''.join(counts)}{classes}$", "\n".join(words).upper(), re.MULTILINE)


def explain(guess_scores: Iterable[GuessScore | str], word: str) -> list[str]:
    """Why ``word`` cannot be the answer, one reason a line; empty when it is eligible.

    Each reason names its rule and the guess behind it; a guess that rules the
    word out ends with the line saying what it would have scored instead.
    """
    word = word.upper()
    reasons: list[str] = []
    for pair in as_pairs(guess_scores):
        if len(word) != len(pair.guess):
            reasons.append(f"Length: has {len(word)} letters, needs {len(pair.guess)} ({pair})")
            continue
        if pair.matches(word):
            continue
        reasons.extend(f"{rule} ({pair})" for rule in _broken_rules(pair, word))
        reasons.append(f"{pair.guess} would score {score(pair.guess, word)}, not {pair.score}")
    return reasons


def explain_each(pairs: Sequence[BoardsPair], word: str) -> tuple[list[str], ...]:
    """Per board, why ``word`` cannot be its answer (:func:`explain` on the board's history);
    an empty list where it can."""
    return tuple(explain(history, word) for history in board_histories(pairs))


FEW_TO_EXPLAIN = 16  # explain() takes about 0.06 ms a word; an index of a few words, about 1 ms


def explain_all(guess_scores: Iterable[GuessScore | str], words: Iterable[str]) -> list[list[str]]:
    """:func:`explain` for each of ``words``, in order, computed a pair at a time.

    A word's reasons against one pair depend only on the score the guess earns against
    it, and on its copies of a letter only where that score shows every copy the guess
    has (a grey copy would say how many it holds).  So the words earning each score come
    from a bit-parallel index, one set per score, and each case is explained once,
    however many words share it.
    """
    words = list(words)
    if len(words) <= FEW_TO_EXPLAIN:  # cheaper word by word than building an index
        pairs = as_pairs(guess_scores)
        return [explain(pairs, w) for w in words]
    return [list(chain.from_iterable(row)) for row in _explained(guess_scores, words, False)]


def explain_lines(guess_scores: Iterable[GuessScore | str], words: Iterable[str]) -> list[str]:
    """:func:`explain_all`'s reasons of each word joined by ``"; "`` (empty for an eligible
    word), each case's text joined once, however many words share it."""
    return ["".join(row)[:-2] for row in _explained(guess_scores, words, True)]


def _explained(guess_scores: Iterable[GuessScore | str], words: Iterable[str], joined: bool) -> list[tuple]:
    """For each of ``words``, in order, its reasons against each pair, a pair at a time (see
    :func:`explain_all`): a tuple of them per pair or, when ``joined``, one string per
    pair, each reason followed by ``"; "`` (empty when the word fits the pair)."""
    pairs = as_pairs(guess_scores)
    words = [w.upper() for w in words]
    indexes = {n: WordIndex(w for w in words if len(w) == n) for n in {len(p.guess) for p in pairs}}
    as_case = _followed if joined else tuple
    columns: dict[int, list[list]] = {n: [] for n in indexes}  # per length, one column a pair
    for pair in pairs:
        length, label = len(pair.guess), str(pair)
        for other in indexes:
            if other != length:
                reason = as_case([f"Length: has {other} letters, needs {length} ({label})"])
                columns[other].append([reason] * len(indexes[other].words))
        columns[length].append(_pair_column(pair, indexes[length], as_case))
    explained = {w: row for n, index in indexes.items() for w, row in zip(index.words, zip(*columns[n]))}
    return [explained[word] if word in explained else _unindexed(pairs, word, as_case) for word in words]


def _pair_column(pair: GuessScore, index: WordIndex, as_case: Callable) -> list:
    """The case of each word of ``index`` against one pair (see :func:`_explained`)."""
    label = str(pair)
    bounded = {c for c, (_, most) in _rule_facts(pair)[2] if most is not None}
    earned = []  # (tiles, words earning them) for every score but the pair's own
    for tiles in product(_CLASSIC_TILES, repeat=len(pair.guess)):
        if tiles != pair.tiles and (chosen := index.earned_by_tiles(pair.guess, tiles)):
            earned.append((tiles, chosen))
    # Per score: its case, the same for every word earning it, or, where the score shows
    # every copy of a letter the guess has (the word may hold more), the letters to count
    # and the case of each count met so far.
    cases: list = []
    for tiles, chosen in earned:
        shown = Counter(c for c, t in zip(pair.guess, tiles) if t is not Tile.ABSENT)
        counted = sorted(c for c in bounded if shown[c] == pair.guess.count(c))
        tail = f"{pair.guess} would score {Score(pair.guess, tiles)}, not {pair.score}"
        if counted:
            cases.append(_Counted(counted, tail))
        else:
            example = index.words[(chosen & -chosen).bit_length() - 1]  # any word earning it
            cases.append(_case(pair, example, label, tail, as_case))
    # Each word earns one score: its case, found by its label (255 scores labelled at a
    # time), looked up in C; a counted case is then settled word by word.
    column = [as_case(())] * len(index.words)  # a word that fits the pair: no reasons
    for first in range(0, len(earned), 255):
        chunk = cases[first : first + 255]
        labels = index.labelled([chosen for _, chosen in earned[first : first + 255]])
        if first == 0:
            column = list(map([as_case(()), *chunk].__getitem__, labels))
        else:
            for j, number in enumerate(labels):
                if number:
                    column[j] = chunk[number - 1]
    if any(type(case) is _Counted for case in cases):
        column = [case.of(pair, index.words[j], label, as_case) if type(case) is _Counted else case
                  for j, case in enumerate(column)]
    return column


def _followed(reasons: Iterable[str]) -> str:
    """The reasons, each followed by ``"; "``: a word's cases then join with no separator."""
    return "".join(f"{reason}; " for reason in reasons)


class _Counted:
    """A score's case that depends on the word's copies of some letters: each count's
    reasons are worked out once, when a word first has it."""

    __slots__ = ("letters", "tail", "seen")

    def __init__(self, letters: list[str], tail: str):
        self.letters, self.tail, self.seen = letters, tail, {}

    def of(self, pair: GuessScore, word: str, label: str, as_case: Callable) -> tuple[str, ...] | str:
        copies = tuple(map(word.count, self.letters))
        if copies not in self.seen:
            self.seen[copies] = _case(pair, word, label, self.tail, as_case)
        return self.seen[copies]


def _case(pair: GuessScore, word: str, label: str, tail: str, as_case: Callable) -> tuple[str, ...] | str:
    """The reasons ``word`` breaks ``pair`` (its rules, labelled, then ``tail``), as one case."""
    return as_case([f"{rule} ({label})" for rule in _broken_rules(pair, word)] + [tail])


def _unindexed(pairs: Sequence[GuessScore], word: str, as_case: Callable) -> tuple:
    """The reasons of a word no index holds (it has another length than every guess), one
    case a pair."""
    return tuple(as_case([f"Length: has {len(word)} letters, needs {len(p.guess)} ({p})"]) for p in pairs)


_CLASSIC_TILES = (Tile.ABSENT, Tile.PRESENT, Tile.CORRECT)


def _broken_rules(pair: GuessScore, word: str) -> list[str]:
    """The facts of one classic pair that ``word`` breaks, as ``Rule: detail`` lines."""
    rules: list[str] = []
    greens = [c if t is Tile.CORRECT and w != c else None for c, t, w in zip(pair.guess, pair.tiles, word)]
    if any(greens):
        rules.append("Mask: needs " + "".join(c or "-" for c in greens))
    invalid, low, counts = _rule_facts(pair)
    misplaced = [
        f"{c} at {i}"
        for i, (c, t, w) in enumerate(zip(pair.guess, pair.tiles, word), 1)
        if t is not Tile.CORRECT and w == c and c not in invalid
    ]
    if misplaced:
        rules.append("WrongSpot: " + ", ".join(misplaced))
    has = Counter(word)
    absent = sorted(c for c in invalid if has[c])
    if absent:
        rules.append("Invalid: has " + "".join(absent))
    missing = sorted(c for c in low if has[c] == 0)
    if missing:
        rules.append("Valid: missing " + "".join(missing))
    for c, (least, most) in counts:
        if most is not None and has[c] > most:
            rules.append(f"Count: has {has[c]} {c}, at most {most}")
        elif 0 < has[c] < least:
            rules.append(f"Count: has {has[c]} {c}, needs at least {least}")
    return rules


@lru_cache(maxsize=1024)
def _rule_facts(pair: GuessScore) -> tuple[frozenset[str], tuple[str, ...], tuple[tuple[str, tuple[int, int | None]], ...]]:
    """The facts of one pair :func:`_broken_rules` checks: the letters absent, the letters
    present, and each letter's bounded count (least, most or None); worked out once per
    pair however many words it explains."""
    facts = Knowledge.from_pairs((pair,))
    return facts.invalid, tuple(facts.low), tuple(facts.counts().items())
