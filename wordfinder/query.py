"""The find query of the command line, run without typer when the arguments are plain.

``wordfinder PAIR...`` is run dozens of times a game, so the console script
first tries to read its arguments here; anything this small reader does not
know (help, subcommands, unknown options) goes to the typer app in ``cli.py``,
which builds the same :class:`FindRequest` and calls the same :func:`run_find`.
"""

from __future__ import annotations

import os
import sys
from collections import namedtuple
from collections.abc import Callable, Sequence

from . import words as wordlists
from .errors import BadNotation, WordfinderError, WordListError
from .finder import explain, find_fitting
from .knowledge import Knowledge, common_length
from .notation import GuessScore

__all__ = [
    "FindRequest",
    "fail",
    "main",
    "output_failed",
    "print_json",
    "quick_request",
    "quiet_broken_pipe",
    "run_find",
    "run_quickly",
    "spread_words",
]

EXIT_FOUND, EXIT_NONE, EXIT_BAD_INPUT = 0, 1, 2


_OPTIONS = {  # each option of a find request, and its default
    "verbose": False,
    "explain": False,
    "words_given": False,
    "word_file": None,  # a path, as given
    "dict_words": False,
    "answers_only": False,
    "as_json": False,
    "quantum": False,
}


class FindRequest(namedtuple("FindRequest", ["arguments", *_OPTIONS], defaults=_OPTIONS.values())):
    """What a ``wordfinder find`` command line asks for: ``arguments`` are its GUESS=SCORE
    pairs and bare words, in order.  A named tuple, like the package's other values, to
    keep dataclasses off the start-up path."""

    __slots__ = ()
    arguments: tuple[str, ...]
    verbose: bool
    explain: bool
    words_given: bool
    word_file: wordlists.PathName | None
    dict_words: bool
    answers_only: bool
    as_json: bool
    quantum: bool


_FLAGS = {
    "-v": "verbose",
    "--verbose": "verbose",
    "--explain": "explain",
    "--words": "words_given",
    "--dict-words": "dict_words",
    "--answers": "answers_only",
    "--json": "as_json",
    "--quantum": "quantum",
}


def quick_request(argv: Sequence[str]) -> FindRequest | None:
    """The find request ``argv`` makes, or None when only the full command line can read it."""
    argv = list(argv)
    if argv[:1] == ["find"]:
        argv = argv[1:]
    elif not argv or not (argv[0].startswith("-") or "=" in argv[0]):
        return None  # a subcommand, or nothing at all
    options: dict[str, object] = {}
    arguments: list[str] = []
    rest = iter(spread_words(argv))
    for arg in rest:
        if arg in _FLAGS:
            options[_FLAGS[arg]] = True
        elif arg == "--word-file" or arg.startswith("--word-file="):
            value = arg.partition("=")[2] if "=" in arg else next(rest, None)
            if not value or "word_file" in options:
                return None
            options["word_file"] = value
        elif arg.startswith("-"):
            return None
        else:
            arguments.append(arg)
    if not arguments:
        return None
    return FindRequest(tuple(arguments), **options)


def spread_words(argv: Sequence[str]) -> list[str]:
    """The arguments with ``--words=A,B`` written out as ``--words A B``."""
    spread: list[str] = []
    for arg in argv:
        if arg.startswith("--words="):
            spread += ["--words", *filter(None, arg.removeprefix("--words=").split(","))]
        else:
            spread.append(arg)
    return spread


def run_find(request: FindRequest) -> int:
    """Print what ``request`` asks for and return the exit code; bad input raises."""
    guess_texts = [a for a in request.arguments if "=" in a]
    bare = [a for a in request.arguments if "=" not in a]
    if bare and not (request.words_given or request.explain):
        raise BadNotation(
            f"{bare[0]!r}: expected GUESS=SCORE, e.g. CHEST=c.E.. (use --words to list words)"
        )
    if request.words_given and not bare:
        raise BadNotation("--words needs the words among the arguments, e.g. --words ROMEO PROSE")
    chosen = [_checked_word(w) for w in bare]
    if request.quantum:
        return _run_quantum(request, [GuessScore.parse(t) for t in guess_texts], chosen)
    knowledge = Knowledge.from_pairs(GuessScore.parse(t) for t in guess_texts)
    vocabulary = _vocabulary(request, chosen, knowledge.length)
    plausible = set(wordlists.bundled(wordlists.ANSWERS))
    if request.verbose:
        _show_knowledge(knowledge)
    if request.explain:
        targets = chosen if bare and not request.words_given else list(vocabulary)
        return _explain(knowledge, targets, request.as_json)
    found = find_fitting(knowledge, vocabulary)
    ordered = [w for w in found if w in plausible] + [w for w in found if w not in plausible]
    if request.as_json:
        print_json(
            {
                "pairs": [str(p) for p in knowledge.pairs],
                "count": len(ordered),
                "words": ordered,
                "plausible": [w for w in ordered if w in plausible],
                **({"knowledge": knowledge.describe()} if request.verbose else {}),
            }
        )
    elif sys.stdout.isatty():
        from .render import console, show_words

        show_words(console(), ordered, plausible)
    else:
        print("\n".join(ordered), end="\n" if ordered else "")
    return EXIT_FOUND if found else EXIT_NONE


def _run_quantum(request: FindRequest, pairs: Sequence[GuessScore], chosen: Sequence[str]) -> int:
    """Print the Quantum Wordle secret pairs that fit, plausible pairs first."""
    from .quantum import find_pairs

    if request.explain or request.verbose:
        raise BadNotation("--quantum lists pairs of words; it cannot be combined with --explain or -v")
    vocabulary = _vocabulary(request, chosen, common_length(pairs))
    plausible = set(wordlists.bundled(wordlists.ANSWERS))
    found = find_pairs(pairs, vocabulary)
    likely: list[tuple[str, str]] = []
    others: list[tuple[str, str]] = []
    for pair in found:
        (likely if pair[0] in plausible and pair[1] in plausible else others).append(pair)
    ordered = likely + others
    if request.as_json:
        print_json(
            {
                "pairs": [str(p) for p in pairs],
                "count": len(ordered),
                "words": [list(p) for p in ordered],
                "plausible": [list(p) for p in likely],
            }
        )
    else:
        print("\n".join("|".join(p) for p in ordered), end="\n" if ordered else "")
    return EXIT_FOUND if found else EXIT_NONE


def _vocabulary(request: FindRequest, chosen: Sequence[str], length: int) -> tuple[str, ...]:
    """The word list the request names, cut to ``length``; empty is an error."""
    if request.words_given:
        vocabulary, origin = wordlists.normalise(chosen, length), "--words"
    else:
        vocabulary, origin = wordlists.chosen_list(request.word_file, request.dict_words, length)
    among = ""
    if request.answers_only:
        plausible = set(wordlists.bundled(wordlists.ANSWERS))
        vocabulary = tuple(w for w in vocabulary if w in plausible)
        among = " among the original answers"
    if not vocabulary:
        raise WordListError(f"{origin} has no {length}-letter words{among}")
    return vocabulary


def _checked_word(text: str) -> str:
    """A bare word argument, upper case; anything but letters is an error naming it."""
    if not (text.isascii() and text.isalpha()):
        raise BadNotation(f"{text!r}: not a word (letters A-Z only) nor a GUESS=SCORE pair")
    return text.upper()


def _explain(knowledge: Knowledge, targets: Sequence[str], as_json: bool) -> int:
    """Print why each target word is or is not eligible; exit 0 when one is."""
    rows = [(word, explain(knowledge.pairs, word)) for word in targets]
    if as_json:
        print_json(
            {
                "pairs": [str(p) for p in knowledge.pairs],
                "explanations": [
                    {"word": w, "eligible": not reasons, "reasons": reasons} for w, reasons in rows
                ],
            }
        )
    elif sys.stdout.isatty():
        from .render import console, show_explanations

        show_explanations(console(), rows)
    else:
        for word, reasons in rows:
            print(f"{word}\t{'; '.join(reasons) or 'eligible'}")
    return EXIT_FOUND if any(not reasons for _, reasons in rows) else EXIT_NONE


def _show_knowledge(knowledge: Knowledge) -> None:
    """Print what the pairs establish, on stderr."""
    facts = knowledge.describe()
    if sys.stderr.isatty():
        from .render import console, show_knowledge

        show_knowledge(console(stderr=True), knowledge.pairs, facts)
    else:
        for label, value in facts.items():
            print(f"{label + ':':12}{value}", file=sys.stderr)


def print_json(document: dict[str, object]) -> None:
    """Print ``document`` as JSON on stdout."""
    import json  # only --json needs it; the plain path stays light

    print(json.dumps(document, ensure_ascii=False, indent=2))


def fail(message: str, code: int = EXIT_BAD_INPUT) -> None:
    """Print ``message`` as one line on stderr and exit with ``code``."""
    print(f"wordfinder: error: {' '.join(message.split())}", file=sys.stderr)
    sys.exit(code)


def main() -> None:
    """The console script: plain find and score queries here, everything else through the typer app."""
    argv = sys.argv[1:]
    if argv[:1] == ["score"]:
        from .score import main as score_main

        score_main(argv[1:], prog_name=None)
        return
    request = quick_request(argv)
    if request is None:
        from .cli import app

        app()
        return
    run_quickly(run_find, request)


def run_quickly(run: Callable[..., int], request: object) -> None:
    """Run ``request`` without typer, with the typer app's error handling, and exit."""
    try:
        code = run(request)
        sys.stdout.flush()  # a write that fails (a full disk) fails here, not at exit
    except WordfinderError as error:
        fail(str(error))
    except BrokenPipeError:
        code = quiet_broken_pipe()
    except OSError as error:
        output_failed(error)
    sys.exit(code)


def output_failed(error: OSError) -> None:
    """Report in one line that the output could not be written, and exit 2; an error
    about some named file is not that, and goes on up."""
    if error.filename is not None:
        raise error
    quiet_broken_pipe()  # or Python would try, and fail, to flush it again at exit
    fail(f"cannot write the output ({error.strerror or error})")


def quiet_broken_pipe() -> int:
    """Silence stdout after its reader went away (e.g. ``| head``); the exit code to use."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_FOUND
