"""``wordfinder find`` (the default command): the words that can still be the answer."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from itertools import islice

from .. import words as wordlists
from ..answers import LIKELY, ORIGINAL, answer_model, likely_first, most_likely_first
from ..errors import BadNotation, WordListError
from ..finder import explain_all, explain_lines, find_fitting
from ..knowledge import Knowledge, common_length
from ..notation import GuessScore
from .options import Request, is_boards_request
from .output import EXIT_FOUND, EXIT_NONE, print_json

__all__ = ["run_find"]


def run_find(request: Request) -> int:
    """List every word that can still be the answer.

    A word is eligible exactly when scoring each guess against it gives the observed
    score.  Scores are written in letter notation: uppercase = green (right place),
    lowercase = yellow (elsewhere), '.' = grey.  Colour notation (CRANE=BBYBG, with
    X or - for black) and emoji (CRANE=⬛⬛🟨⬛🟩) are read too.

    Words come from Wordle's 14,855 allowed guesses, listed most likely first by
    each word's prior chance of being the answer (a terminal and --json show each
    one's chance given the scores; --sort alpha lists the original 2,315 answers
    first, alphabetically).  Output is one word a line when piped.  With --quantum the
    scores may hold quantum tiles (+E, +e, or 🟢 🟡) and pairs of words are listed.

    With --share, paste a whole share block (its header, blank lines and emoji
    rows, high-contrast tiles too) on standard input and give the guesses, in
    order, as bare words: `wordfinder --share CRANE SLOTH < share.txt`.

    With --boards N (Dordle 2, Quordle 4, Octordle 8), or scores written one per
    board (CRANE=..a.E/-/c...., '-' for a board an earlier guess solved), each
    board's candidates are listed: `board 1: WORD WORD` a line when piped.

    Exit codes: 0 when some word fits, 1 when none does, 2 for bad input.

    Example:

        wordfinder HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY
    """
    guess_texts = [a for a in request.arguments if "=" in a]
    bare = [a for a in request.arguments if "=" not in a]
    if is_boards_request(request, guess_texts):
        from .boards import run_find_boards

        return run_find_boards(request, _vocabulary, _checked_word)
    if request.share:
        from ..files import FileRefused, read_text
        from ..share import pair_share

        try:
            block = read_text("-", "share block")
        except FileRefused as error:
            raise BadNotation(str(error)) from None
        guess_texts = [str(p) for p in pair_share(bare, block)] + guess_texts
        bare = []
    if bare and not (request.words_given or request.explain):
        raise BadNotation(
            f"{bare[0]!r}: expected GUESS=SCORE, e.g. CHEST=c.E.. (use --words to list words)"
        )
    if request.words_given and not bare:
        raise BadNotation("--words needs the words among the arguments, e.g. --words ROMEO PROSE")
    chosen = [_checked_word(w) for w in bare]
    if request.quantum:
        return _run_quantum(request, [GuessScore.parse(t) for t in guess_texts], chosen)
    # The proof that the pairs can hold together (a small flow problem) is needed only
    # when no word fits them, or to show their facts with -v: any word found proves them.
    knowledge = Knowledge.from_pairs(
        (GuessScore.parse(t) for t in guess_texts), checked=request.verbose
    )
    try:
        vocabulary = _vocabulary(request, chosen, knowledge.length, None if request.explain else knowledge)
    except WordListError:
        _prove(knowledge)  # impossible pairs are reported before a missing word list
        raise
    plausible = set(wordlists.bundled(wordlists.ANSWERS))
    if request.verbose:
        _show_knowledge(knowledge)
    if request.explain:
        targets = chosen if bare and not request.words_given else list(vocabulary)
        return _explain(knowledge, targets, request.as_json)
    found = find_fitting(knowledge, vocabulary)
    if not found:
        _prove(knowledge)
    ordered = [w for w in found if w in plausible] + [w for w in found if w not in plausible]
    chances: dict[str, float] = {}
    if request.sort == "likely" or request.as_json or sys.stdout.isatty():
        model_name = ORIGINAL if request.answers_only else LIKELY
        # The words that fit, most likely first.
        chances = dict(most_likely_first(answer_model(ORIGINAL), found) if request.answers_only else likely_first(found))
        if request.sort == "likely":
            ordered = list(chances)
    if request.as_json:
        print_json(
            "find",
            {
                "history": [str(p) for p in knowledge.pairs],
                "count": len(ordered),
                "candidates": ordered,
                "plausible": [w for w in ordered if w in plausible],
                "model": model_name,
                "probabilities": {w: round(chances[w], 6) for w in ordered},
                **({"knowledge": knowledge.describe()} if request.verbose else {}),
            },
        )
    elif sys.stdout.isatty():
        from .render import console, show_words

        show_words(console(), ordered, plausible, chances, model_name)
    else:
        print("\n".join(ordered), end="\n" if ordered else "")
    return EXIT_FOUND if found else EXIT_NONE


def _run_quantum(request: Request, pairs: Sequence[GuessScore], chosen: Sequence[str]) -> int:
    """Print the Quantum Wordle secret pairs that fit as they are found, plausible pairs first
    (at most ``--limit``; unless told, text lists at most :data:`TEXT_LIMIT` and JSON
    :data:`JSON_LIMIT`, and each says when more fit)."""
    from ..quantum import iter_pairs

    if request.explain or request.verbose:
        raise BadNotation("--quantum lists pairs of words; it cannot be combined with --explain or -v")
    vocabulary = _vocabulary(request, chosen, common_length(pairs))
    plausible = set(wordlists.bundled(wordlists.ANSWERS))
    if request.as_json:
        limit = request.limit or JSON_LIMIT
        listed = [list(p) for p in iter_pairs(pairs, vocabulary, plausible, limit + 1)]
        print_json(
            "find",
            {
                "history": [str(p) for p in pairs],
                "count": min(len(listed), limit),
                "candidates": listed[:limit],
                "plausible": [p for p in listed[:limit] if p[0] in plausible and p[1] in plausible],
                "truncated": len(listed) > limit,
            },
        )
        return EXIT_FOUND if listed else EXIT_NONE
    limit = request.limit or TEXT_LIMIT
    written, size = 0, 1
    stream = iter_pairs(pairs, vocabulary, plausible, limit + 1)
    # Millions of pairs are written in batches (a print call per pair took 19 s of 22), the
    # first pair at once and each batch twice the last, up to BATCH.
    while written < limit and (batch := list(islice(stream, min(size, limit - written)))):
        sys.stdout.write("".join(f"{a}|{b}\n" for a, b in batch))
        sys.stdout.flush()
        written, size = written + len(batch), min(2 * size, BATCH)
    if request.limit is None and next(stream, None) is not None:
        print(f"wordfinder: note: the first {limit:,} pairs are listed and more fit; "
              "--limit N lists up to N", file=sys.stderr)
    return EXIT_FOUND if written else EXIT_NONE


BATCH = 4096  # the most quantum pairs written at a time
TEXT_LIMIT = 1_000_000  # quantum pairs listed unless --limit says otherwise (a broad query has 23 million)


JSON_LIMIT = 10_000  # quantum pairs a JSON document lists unless --limit says otherwise


def _vocabulary(
    request: Request, chosen: Sequence[str], length: int, knowledge: Knowledge | None = None
) -> tuple[str, ...]:
    """The word list the request names, cut to ``length``; empty is an error.  Given the
    ``knowledge`` a search will use, a word file is cut to the words spelled from its
    allowed letters as it is read (a million-word file then costs one regex pass)."""
    if request.words_given:
        vocabulary, origin = wordlists.normalise(chosen, length), "--words"
    else:
        allowed = None if knowledge is None else knowledge.allowed
        vocabulary, origin = wordlists.chosen_list(request.word_file, request.dict_words, length, allowed)
        if not vocabulary and allowed is not None:
            return _vocabulary(request, chosen, length)  # none fits: is the list itself empty?
    among = ""
    if request.answers_only:
        plausible = set(wordlists.bundled(wordlists.ANSWERS))
        vocabulary = tuple(w for w in vocabulary if w in plausible)
        among = " among the original answers"
    if not vocabulary:
        raise WordListError(f"{origin} has no {length}-letter words{among}")
    return vocabulary


def _prove(knowledge: Knowledge) -> None:
    """Raise the error that says why the pairs cannot hold together, if they cannot."""
    Knowledge.from_pairs(knowledge.pairs)


def _checked_word(text: str) -> str:
    """A bare word argument, upper case; anything but letters is an error naming it."""
    if not (text.isascii() and text.isalpha()):
        raise BadNotation(f"{text!r}: not a word (letters A-Z only) nor a GUESS=SCORE pair")
    return text.upper()


def _explain(knowledge: Knowledge, targets: Sequence[str], as_json: bool) -> int:
    """Print why each target word is or is not eligible; exit 0 when one is."""
    piped = not as_json and not sys.stdout.isatty()
    # Piped, each word's reasons as one line, each case's text joined once.
    explained = (explain_lines if piped else explain_all)(knowledge.pairs, targets)
    if all(explained):
        _prove(knowledge)
    rows = list(zip(targets, explained))
    if piped:
        sys.stdout.write("".join([f"{word}\t{line or 'eligible'}\n" for word, line in rows]))
    elif as_json:
        print_json(
            "find",
            {
                "history": [str(p) for p in knowledge.pairs],
                "explanations": [
                    {"word": w, "eligible": not reasons, "reasons": reasons} for w, reasons in rows
                ],
            },
        )
    else:
        from .render import console, show_explanations

        show_explanations(console(), rows)
    return EXIT_NONE if all(explained) else EXIT_FOUND


def _show_knowledge(knowledge: Knowledge) -> None:
    """Print what the pairs establish, on stderr."""
    facts = knowledge.describe()
    if sys.stderr.isatty():
        from .render import console, show_knowledge

        show_knowledge(console(stderr=True), knowledge.pairs, facts)
    else:
        for label, value in facts.items():
            print(f"{label + ':':12}{value}", file=sys.stderr)
