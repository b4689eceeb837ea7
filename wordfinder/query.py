"""A find query answered as one value: what ``wordfinder find`` asks, for any game.

The arguments as typed (``GUESS=SCORE`` pairs and bare words) and the options go in as a
:class:`Query`, the game (boards, scoring, answer model) as a :class:`~wordfinder.game.Game`;
out comes one immutable result that text, a terminal table and JSON all render from:

- :class:`Found`: the words that fit, most likely (or plausible) first, with their chances;
- :class:`Explained`: why each word is or is not eligible;
- :class:`PairsFound`: the Quantum Wordle pairs that fit, streamed (there may be millions);
- :class:`FoundEach` and :class:`ExplainedEach`: the same per board, for several boards.

The policy lives here: which list (and the cut of a word file to the letters the pairs
allow), what order, when to prove that the pairs contradict each other (only when no word
fits, or their facts are shown), and how a pasted share block pairs with the guesses.
Value types (:func:`~wordfinder.values.value_type`), not dataclasses: a plain find must start fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import words as wordlists
from .answers import ALL, LIKELY, ORIGINAL, AnswerModel, answer_model, bundle_model, likely_first, most_likely_first
from .bundles import Bundle, UnknownList
from .errors import BadNotation, WordListError
from .finder import explain_all, explain_each, explain_lines, find_each, find_known
from .game import CLASSIC, NYT, QUANTUM, Game, check_variants
from .knowledge import Knowledge, common_length
from .languages import written
from .notation import BoardsPair, GuessScore, board_histories, is_multi_board, parse_history, solved_answers
from .values import value_type

__all__ = [
    "BoardFound",
    "Explained",
    "ExplainedEach",
    "Found",
    "FoundEach",
    "PairsFound",
    "Query",
    "ask",
    "established",
]


class Query(value_type(
    "Query",
    ["arguments", "words_given", "explain", "verbose", "word_file", "dict_words", "sort", "limit", "share",
     "chances", "joined"],
    defaults=((), False, False, False, None, False, "likely", None, None, False, False),
)):
    """What a find asks: ``arguments``, the pairs and bare words as typed; ``words_given``: the
    bare words are the word list; ``explain``: why each word is or is not eligible;
    ``verbose``: what the pairs establish; ``word_file``/``dict_words``: another word list;
    ``sort``: ``likely`` or ``alpha``; ``limit``: the most Quantum Wordle pairs to list (None: all);
    ``share``: a function giving a pasted share block's text, whose rows the bare words are
    the guesses of; ``chances``: each word's chance is wanted whatever the order;
    ``joined``: each word's reasons as one line."""

    __slots__ = ()


class Found(value_type("Found", ["pairs", "candidates", "plausible", "probabilities", "model", "facts"])):
    """The words that fit ``pairs``: ``candidates`` in order, the ``plausible`` answers among
    them, each one's chance by the answer ``model`` (``probabilities``; empty when not asked),
    and what the pairs establish (``facts``, when asked)."""

    __slots__ = ()


class Explained(value_type("Explained", ["pairs", "rows", "facts", "folded"], defaults=((),))):
    """Each word with why it cannot be the answer (``rows`` of word and reasons: a list, or one
    line when joined; empty when eligible), what the pairs establish (``facts``), and for
    each row the letters its language's tiles folded to match a guess (``folded``:
    ``É counts as E``; empty when nothing was folded)."""

    __slots__ = ()

    @property
    def eligible(self) -> bool:
        """Whether some word is eligible."""
        return not all(reasons for _, reasons in self.rows)


class PairsFound(value_type("PairsFound", ["pairs", "stream", "plausible", "limit"])):
    """The Quantum Wordle pairs that fit, plausible pairs (both words ``plausible``) first: a
    ``stream`` of at most ``limit`` + 1 of them (one more says that more fit; None: all)."""

    __slots__ = ()


class BoardFound(value_type("BoardFound", ["board", "solved", "candidates", "plausible", "facts"])):
    """One board's candidates (plausible answers first), whether a guess solved it, and what its
    scores establish (``facts``, when asked)."""

    __slots__ = ()


class FoundEach(value_type("FoundEach", ["pairs", "boards"])):
    """Each board's candidates (:class:`BoardFound`) after the multi-board ``pairs``."""

    __slots__ = ()

    @property
    def eligible(self) -> bool:
        """Whether every board has a word that fits."""
        return all(b.candidates for b in self.boards)

    @property
    def facts(self) -> tuple[dict[str, str], ...]:
        """What each board's scores establish, board by board; none when they were not asked."""
        return tuple(b.facts for b in self.boards if b.facts is not None)


class ExplainedEach(value_type("ExplainedEach", ["pairs", "words", "reasons"])):
    """Per word, per board, why the word cannot be the board's answer (empty where it can)."""

    __slots__ = ()

    @property
    def eligible(self) -> bool:
        """Whether every board has an eligible word."""
        return all(any(not r[board] for r in self.reasons) for board in range(self.pairs[0].boards))


Result = Found | Explained | PairsFound | FoundEach | ExplainedEach
_Established = tuple[tuple[tuple[GuessScore, ...], dict[str, str]], ...]  # each board's pairs and what they establish


def ask(query: Query, game: Game = NYT) -> Result:
    """What ``query`` finds in ``game``: per board when the game has several boards or the
    pairs give a score per board, Quantum Wordle pairs under quantum scoring, the words some
    truth of each row fits under Fibble and Woodle, else the words.

    Raises :class:`BadNotation` for arguments that cannot be read, :class:`ImpossibleScore`
    (:class:`Contradiction`) for pairs that cannot hold, :class:`WordListError` for a list
    that cannot be used.
    """
    check_variants("find", game, {})  # a game no command plays (Fibble with quantum scoring) is refused
    typed = [a for a in query.arguments if "=" in a]
    texts = [_spelled(game, t) for t in typed]
    bare = [_spelled(game, a) for a in query.arguments if "=" not in a]
    return _reading(texts, game.boards).ask(_kind(game), query, game, typed, texts, bare)


class _OneBoardPairs:
    """Pairs read as one board's, ``GUESS=SCORE``."""

    def ask(
        self, kind: _Words, query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]
    ) -> Result:
        """What ``query`` finds in ``game`` as ``kind`` finds it on one board."""
        return kind.find(query, game, typed, texts, bare)

    def established(self, texts: Sequence[str]) -> _Established:
        """The one board's pairs and what they establish."""
        knowledge = Knowledge.from_pairs(GuessScore.parse(t) for t in texts)
        return ((knowledge.pairs, knowledge.describe()),)


class _BoardsPairs(value_type("_BoardsPairs", ["boards"])):
    """Pairs read with a score per board, ``GUESS=SCORE/SCORE/...``: ``boards`` scores each
    (None: as many as the first pair gives)."""

    __slots__ = ()

    def ask(
        self, kind: _Words, query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]
    ) -> Result:
        """What ``query`` finds in ``game`` as ``kind`` finds it board by board."""
        return kind.each(query, game, texts, bare, self.boards)

    def established(self, texts: Sequence[str]) -> _Established:
        """Each board's pairs and what they establish."""
        return _each_established(parse_history(texts, self.boards))


_ONE_BOARD = _OneBoardPairs()


def _reading(texts: Sequence[str], boards: int | None) -> _OneBoardPairs | _BoardsPairs:
    """How the pairs ``texts`` are read in a game of ``boards`` boards (None: one): with a score
    per board when the game has several (that many each) or some pair gives a score per board
    (as many as the first pair gives), else as one board's."""
    if (boards or 1) > 1:
        return _BoardsPairs(boards)
    return _BoardsPairs(None) if is_multi_board(texts) else _ONE_BOARD


class _Words:
    """How classic Wordle finds: the words that fit, on one board or board by board."""

    def find(self, query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]) -> Result:
        """The words that fit the pairs, or why each word does or does not."""
        typed, texts, bare = _shared(query, game, typed, texts, bare)
        return _words_found(query, game, typed, texts, bare)

    def each(self, query: Query, game: Game, texts: Sequence[str], bare: Sequence[str], boards: int | None) -> Result:
        """Each board's candidates, or each word's reasons board by board (``boards`` scores a
        pair; None: as many as the first pair gives)."""
        return _answer_each(query, game, texts, bare, boards)


class _OneBoard(_Words):
    """How a game played on one board only finds: a score per board is classic Wordle's."""

    def each(self, query: Query, game: Game, texts: Sequence[str], bare: Sequence[str], boards: int | None) -> Result:
        """None: the pairs are refused."""
        raise BadNotation(_NOT_ON_BOARDS)


class _Pairs(_OneBoard):
    """How Quantum Wordle finds: the pairs of words that fit."""

    def find(self, query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]) -> Result:
        """The pairs that fit, as they are found."""
        typed, texts, bare = _shared(query, game, typed, texts, bare)
        return _pairs_found(query, game, [GuessScore.parse(t) for t in texts], _chosen(query, game, bare))


class _Rows(_OneBoard):
    """How Fibble and Woodle find: the words some admissible truth of every row fits."""

    def find(self, query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]) -> Result:
        """The words that fit, or why each word does or does not."""
        return _admitted(query, game, texts, bare)


_SCORED = {CLASSIC: _Words(), QUANTUM: _Pairs()}
"""How rows that tell the truth are found, by the game's scoring: the words, or the pairs of words."""
_ROWS = _Rows()
_NOT_ON_BOARDS = "--boards cannot be combined with --quantum, --share, --fibble or --woodle"


def _kind(game: Game) -> _Words:
    """How ``game`` finds, as its relation says (:meth:`~wordfinder.relations.Relation.finding`):
    by its scoring where the rows are the truth, else by the admissible truths of the rows."""
    return game.relation.finding(_SCORED[game.scoring], _ROWS)


def _shared(query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]) -> tuple[list[str], ...]:
    """The pairs as typed and as spelled, and the bare words; with a share block, its rows'
    pairs, whose guesses the bare words were, checked as the game checks pairs typed."""
    if query.share is None:
        return typed, texts, bare
    from .game import check_letters
    from .share import shared_history

    texts = [_spelled(game, t) for t in shared_history(query.arguments, query.share(), game.language.spelled)]
    check_letters(game, texts)
    return texts, texts, []


def _words_found(query: Query, game: Game, typed: list[str], texts: list[str], bare: list[str]) -> Found | Explained:
    """The words that fit the pairs (spelled ``texts``, ``typed`` as typed), in the order asked,
    or why each word does or does not."""
    chosen = _chosen(query, game, bare)
    # The proof that the pairs can hold together (a small flow problem) is needed only
    # when no word fits them, or to show their facts: any word found proves them.
    knowledge = Knowledge.from_pairs(
        (_parsed(t, was) for t, was in zip(texts, typed)), checked=query.verbose, alphabet=game.language.alphabet
    )
    explained = query.explain and bool(bare)  # the words given, each explained, of any length: no list read
    try:
        vocabulary = () if explained else _vocabulary(query, game, chosen, knowledge.length,
                                                      None if query.explain else knowledge)
    except WordListError:
        _prove(knowledge)  # impossible pairs are reported before a missing word list
        raise
    facts = knowledge.describe() if query.verbose else None
    if query.explain:
        targets = chosen if bare else list(vocabulary)
        return _explained(query, game, knowledge, targets, facts, [t.partition("=")[0] for t in typed])
    found = find_known(knowledge, vocabulary)
    if not found:
        _prove(knowledge)
    return _ordered(query, game, knowledge.pairs, found, facts)


def _chosen(query: Query, game: Game, bare: Sequence[str]) -> list[str]:
    """The bare words given, upper case: the words to list (``--words``) or to explain; an
    error when they are neither, or when ``--words`` has none."""
    if bare and not (query.words_given or query.explain):
        raise BadNotation(f"{bare[0]!r}: expected GUESS=SCORE, e.g. CHEST=c.E.. (use --words to list words)")
    if query.words_given and not bare:
        raise BadNotation("--words needs the words among the arguments, e.g. --words ROMEO PROSE")
    return _checked_words(game, bare)


def _spelled(game: Game, text: str) -> str:
    """An argument in the game's tile letters (``coração`` -> ``coracao``; Dutch IJ one tile);
    ASCII text is already spelled in a language that joins no letters."""
    return text if text.isascii() and not game.language.joined else game.language.spelled(text)


def _parsed(text: str, typed: str) -> GuessScore:
    """The pair ``text`` (an argument spelled in tile letters) writes; an error quotes the
    argument as it was typed."""
    try:
        return GuessScore.parse(text)
    except BadNotation:
        if text != typed:
            GuessScore.parse(typed)  # raises, quoting what was typed, when that is unreadable too
        raise


def _bundle_of(game: Game, length: int, required: bool = True) -> Bundle | None:
    """The bundled lists of the game's language at ``length``, or None for the NYT's (English,
    five letters), which the finder reads through its own quicker paths, and, unless
    ``required``, where none are bundled (a list of one's own is searched)."""
    try:
        return game.changed(length=length).chosen_lists  # under SUTOM's rule, the words of its first letter
    except UnknownList:
        if required:
            raise
        return None


def _explained(
    query: Query, game: Game, knowledge: Knowledge, targets: Sequence[str], facts: dict | None, typed: Sequence[str]
) -> Explained:
    """Why each of ``targets`` is or is not eligible, each shown as its language writes it with
    the letters its tiles folded to match a guess as typed (É counts as E); when none is
    eligible, first the proof that the pairs can hold at all."""
    explained = (explain_lines if query.joined else explain_all)(knowledge.pairs, targets)
    if all(explained):
        _prove(knowledge)
    chosen = _bundle_of(game, knowledge.length, required=False)
    if chosen is None and not any(map(_differs, typed)):
        return Explained(knowledge.pairs, tuple(zip(targets, explained)), facts)
    rows, folded = [], []
    for word, reasons in zip(targets, explained):
        shown = chosen.show(word) if chosen else word
        # the pairs a reason quotes as typed: Dutch (ALTIJD=...IJ.), not the ligature
        rows.append((shown, written([reasons])[0] if isinstance(reasons, str) else written(reasons)))
        folded.append(_folded(game, typed, shown, word))
    return Explained(knowledge.pairs, tuple(rows), facts, tuple(folded))


def _differs(guess: str) -> bool:
    """Whether a guess as typed holds letters beyond ASCII (its tiles may fold them)."""
    return not guess.isascii()


def _folded(game: Game, typed: Sequence[str], shown: str, word: str) -> tuple[str, ...]:
    """What the tiles folded for ``shown`` (its tiles ``word``) to match the guesses as typed,
    ``É counts as E`` each: a green or yellow letter written otherwise in the word."""
    notes: dict[str, None] = {}
    tiles = game.language.tiles(shown)
    for guess in typed:
        for typed_tile in game.language.tiles(guess.upper()):
            for shown_tile in tiles:
                if shown_tile != typed_tile and game.language.spelled(shown_tile) == game.language.spelled(typed_tile):
                    notes[f"{shown_tile} counts as {typed_tile}"] = None
    return tuple(notes)


def _admitted(query: Query, game: Game, texts: Sequence[str], bare: Sequence[str]) -> Found | Explained:
    """The words some admissible truth of every row fits, in the order asked, or (``--explain``)
    why each word is or is not eligible: the ``bare`` words given, or the whole list.  Refused
    with a share block and with ``-v`` (rows that may lie establish no facts)."""
    from .relations import explain_admitted, find_admitted

    if query.share is not None or query.verbose:
        raise BadNotation(f"{game.relation} cannot be combined with --share, -v or --quantum")
    chosen = _chosen(query, game, bare)
    rows = tuple(game.relation.parse(t) for t in texts)
    if not rows and not query.explain:
        raise BadNotation("no GUESS=SCORE rows given, e.g. CRANE=c.A.. (or CRANE=1G2Y under --woodle)")
    length = len(rows[0].guess) if rows else len(chosen[0])
    vocabulary = () if query.explain and chosen else _vocabulary(query, game, chosen, length)
    if query.explain:
        targets = chosen if bare else vocabulary
        reasons = [explain_admitted(rows, w) for w in targets]
        shown = ["; ".join(r) for r in reasons] if query.joined else reasons
        show = _written(game, length)[2]
        return Explained(rows, tuple(zip(map(show, targets), shown)), None)
    return _ordered(query, game, rows, find_admitted(rows, vocabulary), None)


def _written(game: Game, length: int) -> tuple[Bundle | None, frozenset[str], Callable[[str], str]]:
    """The game's bundled lists at ``length`` (None: the NYT's, or none bundled), the answers
    among them (the plausible words: the NYT's original answers for its lists), and how a
    word is written for display (as its language writes it: CORAÇÃO, IJDEL)."""
    chosen = _bundle_of(game, length, required=False)
    if chosen is None:
        return None, frozenset(wordlists.bundled(wordlists.ANSWERS)), str
    return chosen, frozenset(chosen.answers), chosen.show if chosen.shown else str


def _ordered(query: Query, game: Game, pairs: Sequence[GuessScore], found: list[str], facts: dict | None) -> Found:
    """The words found, in the order asked: the likeliest first, or the plausible answers first,
    each part alphabetical; with each one's chance when the order or the query wants it;
    each shown as its language writes it (CORAÇÃO)."""
    chosen, plausible, show = _written(game, len(pairs[0].guess)) if pairs else (None, frozenset(), str)
    ordered = [w for w in found if w in plausible] + [w for w in found if w not in plausible]
    chances: dict[str, float] = {}
    if query.sort == "likely" or query.chances:
        chances = dict(_chances(game, found, chosen))
        if query.sort == "likely":
            ordered = list(chances)
    plausible_found = tuple(w for w in ordered if w in plausible)
    if show is not str:
        ordered, plausible_found = [show(w) for w in ordered], tuple(map(show, plausible_found))
        chances = {show(w): p for w, p in chances.items()}
    return Found(tuple(pairs), tuple(ordered), plausible_found, chances, game.model_name or LIKELY, facts)


def _chances(game: Game, found: list[str], chosen: Bundle | None = None) -> list[tuple[str, float]]:
    """Each word found with its chance by the game's answer model, most likely first."""
    if isinstance(game.answers, AnswerModel):  # a file, or past answers down-weighted
        return most_likely_first(game.answers, found)
    if game.model_name in (ORIGINAL, ALL):  # the language's own answers, or allowed words
        model = answer_model(game.model_name, found) if chosen is None else bundle_model(game.model_name, chosen)
        return most_likely_first(model, found)
    if chosen is not None:
        return most_likely_first(bundle_model(LIKELY, chosen), found)
    return likely_first(found)


def _pairs_found(query: Query, game: Game, pairs: Sequence[GuessScore], chosen: Sequence[str]) -> PairsFound:
    """The Quantum Wordle pairs that fit, as they are found."""
    from .quantum import iter_pairs

    if query.explain or query.verbose:
        raise BadNotation("--quantum lists pairs of words; it cannot be combined with --explain or -v")
    length = common_length(pairs)
    vocabulary = _vocabulary(query, game, chosen, length)
    _, plausible, show = _written(game, length)
    most = None if query.limit is None else query.limit + 1
    stream = iter_pairs(pairs, vocabulary, plausible, most)
    if show is not str:
        stream, plausible = ((show(a), show(b)) for a, b in stream), frozenset(map(show, plausible))
    return PairsFound(tuple(pairs), stream, plausible, query.limit)


def _answer_each(
    query: Query, game: Game, texts: Sequence[str], bare: Sequence[str], boards: int | None
) -> FoundEach | ExplainedEach:
    """Each board's candidates, or each word's reasons board by board (``boards`` scores a pair;
    None: as many as the first pair gives)."""
    if query.share is not None:
        raise BadNotation(_NOT_ON_BOARDS)
    if not texts:
        raise BadNotation("--boards needs the guesses and their scores, e.g. CRANE=..a.E/-/c....")
    if bare and not (query.words_given or query.explain):
        raise BadNotation(
            f"{bare[0]!r}: expected GUESS=SCORE/SCORE/..., e.g. CRANE=..a.E/c.... (use --words to list words)"
        )
    pairs = parse_history(texts, boards)
    chosen = _checked_words(game, bare)
    vocabulary = () if query.explain and chosen else _vocabulary(query, game, chosen, len(pairs[0].guess))
    _, plausible, show = _written(game, len(pairs[0].guess))
    if query.explain:
        targets = chosen if bare else list(vocabulary)
        return ExplainedEach(pairs, tuple(map(show, targets)), tuple(explain_each(pairs, word) for word in targets))
    return _found_each(query, pairs, find_each(pairs, vocabulary), plausible, show)


def _found_each(
    query: Query, pairs: Sequence[BoardsPair], found: Sequence[list[str]], plausible: frozenset[str],
    show: Callable[[str], str],
) -> FoundEach:
    """Each board's candidates, the ``plausible`` answers first, each part alphabetical, each
    word written as ``show`` writes it."""
    solved = solved_answers(pairs)
    facts = [facts for _, facts in _each_established(pairs)] if query.verbose else None
    boards = []
    for board, words in enumerate(found, 1):
        ordered = [w for w in words if w in plausible] + [w for w in words if w not in plausible]
        boards.append(BoardFound(
            board, solved[board - 1] is not None, tuple(map(show, ordered)),
            tuple(show(w) for w in ordered if w in plausible), facts[board - 1] if facts else None,
        ))
    return FoundEach(tuple(pairs), tuple(boards))


def established(texts: Sequence[str], boards: int | None = None) -> _Established:
    """What the GUESS=SCORE pairs ``texts`` establish, board by board: each board's pairs and
    their facts (:meth:`Knowledge.describe`); several boards when ``boards`` (None or 1: one)
    says so or a pair gives a score a board, none without pairs.  Raises as :func:`ask` does
    for pairs that cannot be read or cannot hold together."""
    if not texts:
        return ()
    return _reading(texts, boards).established(texts)


def _each_established(pairs: Sequence[BoardsPair]) -> _Established:
    """Each board's history and what it establishes."""
    return tuple((h, Knowledge.from_pairs(h).describe()) for h in board_histories(pairs))


def _vocabulary(
    query: Query, game: Game, chosen: Sequence[str], length: int, knowledge: Knowledge | None = None
) -> tuple[str, ...]:
    """The word list the query names, cut to ``length``; empty is an error.  Given the
    ``knowledge`` a search will use, a word file is cut to the words spelled from its
    allowed letters as it is read (a million-word file then costs one regex pass)."""
    # English at a length with no bundled lists reads the allowed guesses of that length
    # (none: an answers file's words may still be listed); another language refuses it.
    own = query.words_given or query.word_file or query.dict_words
    chosen_bundle = None if own else _bundle_of(game, length, required=game.language.code != "en")
    if query.words_given:
        vocabulary, origin = wordlists.normalise(chosen, length), "--words"
    elif chosen_bundle is not None:
        vocabulary, origin = chosen_bundle.allowed, f"the bundled {chosen_bundle.language.name} list"
    else:
        allowed = None if knowledge is None else knowledge.allowed
        vocabulary, origin = wordlists.chosen_list(query.word_file, query.dict_words, length, game.language, allowed)
        if not vocabulary and allowed is not None:
            return _vocabulary(query, game, chosen, length)  # none fits: is the list itself empty?
    vocabulary, among = _among_answers(query, game, vocabulary, length)
    if not vocabulary:
        raise WordListError(f"{origin} has no {length}-letter words{among}")
    return vocabulary


def _among_answers(
    query: Query, game: Game, vocabulary: tuple[str, ...], length: int
) -> tuple[tuple[str, ...], str]:
    """The words of ``vocabulary`` the game's answer model allows, and how to say so in a
    message: every word under ``likely`` and ``all``; the model's own words under
    ``original`` or a file of answers (all its words of ``length`` letters, when the query
    names no word list: a file's answers need not be allowed guesses)."""
    name = game.model_name
    if name in (None, LIKELY, ALL):
        return vocabulary, ""
    if name == ORIGINAL:
        chosen = _bundle_of(game, length, required=False)
        original = set(chosen.answers if chosen else wordlists.bundled(wordlists.ANSWERS))
        return tuple(w for w in vocabulary if w in original), " among the original answers"
    answers = tuple(w for w in game.answers.words if len(w) == length)
    if query.words_given or query.word_file is not None or query.dict_words:
        listed = set(vocabulary)
        answers = tuple(w for w in answers if w in listed)
    return answers, f" among the answers of {name!r}"


def _prove(knowledge: Knowledge) -> None:
    """Raise the error that says why the pairs cannot hold together, if they cannot."""
    Knowledge.from_pairs(knowledge.pairs)


def _checked_words(game: Game, bare: Sequence[str]) -> list[str]:
    """The bare word arguments, upper case; anything but letters, or a letter no tile of the
    game stands for (full-width ``ＣＬＯＵＤ``), is an error naming it."""
    from .game import check_letters

    for text in bare:
        if not text.isalpha():
            raise BadNotation(f"{text!r}: not a word (letters only) nor a GUESS=SCORE pair")
    check_letters(game, bare, words=True)
    return [text.upper() for text in bare]
