"""``wordfinder find`` (the default command): the words that can still be the answer."""

from __future__ import annotations

import sys
from itertools import islice

from .. import assistant
from ..assistant import Explained, ExplainedEach, Found, FoundEach, PairsFound, Query
from ..documents import each_fields, explained_each_fields, explained_fields, found_fields, pairs_fields
from ..game import game_of
from .options import Request
from .paste import read_pasted
from .output import EXIT_FOUND, EXIT_NONE, print_json, show_facts

__all__ = ["run_find"]

BATCH = 4096  # the most quantum pairs written at a time
TEXT_LIMIT = 1_000_000  # quantum pairs listed unless --limit says otherwise (a broad query has 23 million)
JSON_LIMIT = 10_000  # quantum pairs a JSON document lists unless --limit says otherwise
JSON_MOST = 1_000_000  # candidates a JSON document lists at most: it is held whole to be printed


def run_find(request: Request) -> int:
    """List every word that can still be the answer.

    A word is eligible exactly when scoring each guess against it gives the
    observed score.  Scores are written in letter notation: uppercase = green
    (right place), lowercase = yellow (elsewhere), '.' = grey.  Colour notation
    (CRANE=BBYBG, with X or - for black) and emoji (CRANE=⬛⬛🟨⬛🟩) are read too.

    Words come from the game's allowed guesses (14,855 in English), most likely
    first by each word's prior chance of being the answer (a terminal and --json
    show each one's chance given the scores; --sort alpha lists the original
    answers first).  That is the likely answer model; --answers original lists
    only the original answers (2,315 in English), --answers all every word,
    --answers FILE the words of FILE, each alike.  Piped, a word a line.  With
    --quantum the scores may hold quantum tiles (+E, +e, 🟢 🟡): pairs of words
    are listed, the first 1,000,000 (--json: 10,000) unless --limit.

    With --share, paste a whole share block (its header, blank lines and emoji
    rows, high-contrast tiles too) on standard input and give the guesses, in
    order, as bare words: `wordfinder --share CRANE SLOTH < share.txt`.  At a
    terminal it asks for the block, which ends on the empty line after the tiles.

    With --fibble (--lies K) every row but a win has exactly K tiles (default 1)
    in the wrong colour; with --woodle a row gives only the counts of greens and
    yellows: `wordfinder --woodle CRANE=1G2Y`.  A word fits when its score is a
    truth the row may stand for; --explain says why none is.

    With --boards N (Dordle 2, Quordle 4, Octordle 8), or scores written one per
    board (CRANE=..a.E/-/c...., '-' for a board an earlier guess solved), each
    board's candidates are listed: `board 1: WORD WORD` a line when piped.

    Exit codes: 0 when some word fits, 1 when none does, 2 for bad input.

    Example:

        wordfinder HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY
    """
    request = _held_whole(request)
    result = assistant.find_words(game_of("find", request.values, request.arguments), _query(request))
    return _SHOW[type(result)](result, request)


def _held_whole(request: Request) -> Request:
    """The request with --json's --limit at most :data:`JSON_MOST`, and a note when it was
    more: a document is built whole before it is printed (so memory grows with it), where
    text is written as it is found (23 million Quantum Wordle pairs in a few MB)."""
    if not (request.as_json and request.limit is not None and request.limit > JSON_MOST):
        return request
    print(f"wordfinder: note: a JSON document lists at most {JSON_MOST:,} candidates (its \"truncated\" says "
          "whether more fit); without --json any number are written", file=sys.stderr)
    return request._replace(values={**request.values, "limit": JSON_MOST})


def _query(request: Request) -> Query:
    """The query the options make: a terminal and JSON show each word's chance, text joins a
    word's reasons in one line, and a document or text lists its own number of pairs."""
    shown = request.as_json or (sys.stdout.isatty() and not request.as_json)
    return Query(
        request.arguments, request.words_given, request.explain, request.verbose, request.word_file,
        request.dict_words, request.sort, request.limit or (JSON_LIMIT if request.as_json else TEXT_LIMIT),
        read_pasted if request.share else None, shown, not shown,
    )


def _show_found(found: Found, request: Request) -> int:
    """The words that fit: JSON, a terminal's columns, or one a line (with --limit N, the
    first N, most likely first, and a note on stderr when more fit)."""
    if found.facts:
        show_facts([(found.pairs, found.facts)])
    count, listed = len(found.candidates), found.candidates[: request.limit]
    if len(listed) < count and not request.as_json:
        print(f"wordfinder: note: the first {len(listed):,} of {count:,} words that fit are listed", file=sys.stderr)
    if request.as_json:
        print_json("find", found_fields(found, request.limit))
    elif sys.stdout.isatty():
        from .render import console, show_words

        show_words(console(), found, request.limit)
    else:
        print("\n".join(listed), end="\n" if listed else "")
    return EXIT_FOUND if count else EXIT_NONE


def _show_explained(explained: Explained, request: Request) -> int:
    """Why each word is or is not eligible: a line each when piped, JSON, or a table."""
    if explained.facts:
        show_facts([(explained.pairs, explained.facts)])
    eligible = explained.eligible  # of every word explained, not only those listed
    if request.limit is not None and len(explained.rows) > request.limit:
        print(f"wordfinder: note: the first {request.limit:,} of {len(explained.rows):,} words are explained",
              file=sys.stderr)
        explained = explained._replace(rows=explained.rows[: request.limit])
    if request.as_json:
        print_json("find", explained_fields(explained))
    elif sys.stdout.isatty():
        from .render import console, show_explanations

        show_explanations(console(), explained.rows)
    else:
        folded = explained.folded or ((),) * len(explained.rows)
        sys.stdout.write("".join([
            f"{word}\t{line or 'eligible'}{''.join(f'; {note}' for note in notes)}\n"
            for (word, line), notes in zip(explained.rows, folded)
        ]))
    return EXIT_FOUND if eligible else EXIT_NONE


def _show_pairs(found: PairsFound, request: Request) -> int:
    """The Quantum Wordle pairs that fit: JSON, or one a line as they are found."""
    if request.as_json:
        fields = pairs_fields(found)
        print_json("find", fields)
        return EXIT_FOUND if fields["candidates"] else EXIT_NONE
    written, size = 0, 1
    # Millions of pairs are written in batches (a print call per pair took 19 s of 22), the
    # first pair at once and each batch twice the last, up to BATCH.
    while written < found.limit and (batch := list(islice(found.stream, min(size, found.limit - written)))):
        sys.stdout.write("".join(f"{a}|{b}\n" for a, b in batch))
        sys.stdout.flush()
        written, size = written + len(batch), min(2 * size, BATCH)
    if request.limit is None and next(found.stream, None) is not None:
        print(f"wordfinder: note: the first {found.limit:,} pairs are listed and more fit; "
              "--limit N lists up to N", file=sys.stderr)
    return EXIT_FOUND if written else EXIT_NONE


def _show_each(found: FoundEach, request: Request) -> int:
    """Each board's candidates (with --limit N, the first N of each, the plausible answers
    first, and a note on stderr for each board cut): JSON, a terminal's table, or a line a board."""
    code = EXIT_FOUND if found.eligible else EXIT_NONE
    listed = found._replace(boards=tuple(b._replace(candidates=b.candidates[: request.limit]) for b in found.boards))
    if request.as_json:
        print_json("find", each_fields(found, request.limit))
        return code
    show_facts([((), facts) for facts in found.facts])
    for b, shown in zip(found.boards, listed.boards):
        if len(shown.candidates) < len(b.candidates):
            print(f"wordfinder: note: board {b.board}: the first {len(shown.candidates):,} of "
                  f"{len(b.candidates):,} words that fit are listed", file=sys.stderr)
    if sys.stdout.isatty():
        from .render import console, show_board_words

        show_board_words(console(), listed)
    else:
        for b in listed.boards:
            print(f"board {b.board}: {' '.join(b.candidates)}".rstrip())
    return code


def _show_explained_each(explained: ExplainedEach, request: Request) -> int:
    """Per board, why each word is or is not eligible (with --limit N, the first N words):
    JSON, or a line a word and board."""
    boards = range(1, explained.pairs[0].boards + 1)
    rows = list(zip(explained.words, explained.reasons))
    if request.limit is not None and len(rows) > request.limit:
        print(f"wordfinder: note: the first {request.limit:,} of {len(rows):,} words are explained", file=sys.stderr)
        rows = rows[: request.limit]
    if request.as_json:
        print_json("find", explained_each_fields(explained, request.limit))
    else:
        for board in boards:
            for word, why in rows:
                print(f"board {board}: {word}\t{'; '.join(why[board - 1]) or 'eligible'}")
    return EXIT_FOUND if explained.eligible else EXIT_NONE


_SHOW = {
    Found: _show_found, Explained: _show_explained, PairsFound: _show_pairs,
    FoundEach: _show_each, ExplainedEach: _show_explained_each,
}
