"""``wordfinder lists``: the bundled word lists, or the words of one."""

from __future__ import annotations

import sys

from .. import assistant
from ..documents import list_fields
from .options import Request
from .output import EXIT_FOUND, print_json

__all__ = ["run_lists"]

COLUMNS = ("lang", "length", "answers_count", "allowed_count", "inflected", "tiles", "source", "licence", "best_opener",
           "best_opener_hard")

HEADINGS = {"answers_count": "answers", "allowed_count": "allowed", "best_opener": "best opener",
            "best_opener_hard": "in hard mode"}  # a terminal's headings, where not the column's name


def run_lists(request: Request) -> int:
    """Print the bundled word lists: for each language and length, its answers,
    its allowed guesses, the share of its answers that are inflected forms
    (plurals, verb forms, participles; - for English's, base forms only), its
    tile conventions, where the words come from and under which licence
    (data/README.md says more), and its best opener with its total over the
    answers (in hard mode too for English; ? after a rank not proven, - where
    no table was made: data/openers/).  --lang and --length keep the lists of
    that language or length.

    With --answers or --allowed (--show answers|allowed) and a language and
    length, print those words instead, one a line, as the language writes them
    (accents kept).  --sutom LETTER keeps the words that start with LETTER, those
    SUTOM's rule plays once it is given.

    Examples:

        wordfinder lists --lang pt --length 5 --answers | head
        wordfinder lists --sutom --lang fr --length 6 D
    """
    found = assistant.word_lists(request.lang, request.length, request.show, request.sutom, tuple(request.letter))
    if request.show is not None:
        words = found.words(request.show)
        if request.as_json:
            print_json("lists", {"lang": found.language.code, "length": found.length, "words": list(words)})
        else:
            sys.stdout.write("".join(f"{word}\n" for word in words))
        return EXIT_FOUND
    rows = [list_fields(each) for each in found]
    if request.as_json:
        print_json("lists", {"lists": rows})
    elif sys.stdout.isatty():
        from .render import console, show_table

        show_table(console(), [HEADINGS.get(c, c) for c in COLUMNS], [[_cell(row, c) for c in COLUMNS] for row in rows])
    else:
        sys.stdout.write("".join("\t".join(_cell(row, c) for c in COLUMNS) + "\n" for row in rows))
    return EXIT_FOUND


def _cell(row: dict[str, object], column: str) -> str:
    """A row's cell as the table prints it: the inflected share as a percentage, a best
    opener as ``OPENER TOTAL``, ``?`` after it when its rank is not proven (- for none)."""
    if column == "inflected":
        share = row["inflected_share"]
        return "-" if share is None else f"{share:.0%}"
    if column.startswith("best_opener"):
        hard = column.endswith("_hard")
        best = next((b for b in row["best_openers"] if b["hard"] == hard), None)
        return "-" if best is None else f"{best['opener']} {best['total']}{'' if best['proven'] else '?'}"
    return str(row[column])
