"""Recording played games in the games-file format, so ``wordfinder score`` replays them.

A finished game (won or lost) becomes one record line, numbered one past the
highest game number already in the file::

    * 3: `CRANE=..A.E SLATE=SLATE` yields `SLATE`

The verb is chosen the way :func:`~wordfinder.games.check_game` checks it: by
replaying the record and counting the plausible answers (quantum: pairs) left
after the last guess.  The file is rewritten whole through a temporary file
beside it, so it never holds half a record.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from . import words as wordlists
from .games import INCLUDES, YIELDS, BadRecord, GameRecord, Vocabulary, check_game, read_games
from .notation import GuessScore
from .play import Game, WordLists

__all__ = ["append_record", "game_record", "next_number", "record_game", "replay_vocabulary"]


def replay_vocabulary(lists: WordLists) -> Vocabulary:
    """What a game's record is replayed against: its guesses, and as plausible answers what
    ``wordfinder score`` assumes for the bundled lists (the 2,315 original answers), else
    the game's own secret list (replay those with ``--word-file F --answers-file F``)."""
    answers = wordlists.bundled(wordlists.ANSWERS) if lists.bundled else lists.secrets
    return Vocabulary(lists.guesses, answers)


def game_record(game: Game, number: int, vocabulary: Vocabulary) -> GameRecord:
    """The record of a finished ``game`` as game ``number``.

    The verb is ``yields`` when at most one plausible answer is left after the
    last guess and ``includes`` when several are.  A won classic game ends on its
    answer, so it yields; a secret outside the plausible answers leaves none, and
    no verb fits that, so ``yields`` is written and the replay warns.
    """
    if not game.outcome.is_finished:
        raise ValueError(f"only a finished game can be recorded, not one that is {game.outcome.value}")
    pairs = tuple(GuessScore(s) for s in game.scores)
    draft = GameRecord(number, pairs, YIELDS, game.secret.words)
    left = check_game(draft, vocabulary).plausible or 0
    return GameRecord(number, pairs, INCLUDES if left > 1 else YIELDS, game.secret.words)


def next_number(path: Path) -> int:
    """The number the next game recorded in ``path`` gets: one past the highest there, 1 for a new file.

    Raises :class:`BadRecord` when ``path`` cannot be read as a games file or
    cannot be written, so a game can be refused before it is played.
    """
    folder = path.resolve().parent
    if path.is_dir():
        raise BadRecord(f"{str(path)!r}: is a folder, not a games file")
    if not folder.is_dir():
        raise BadRecord(f"{str(path)!r}: no folder {str(folder)!r} to record into")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise BadRecord(f"{str(path)!r}: cannot be written (permission denied)")
    if not path.exists():
        return 1
    return max((g.number for g in read_games([path])), default=0) + 1


def append_record(path: Path, record: GameRecord) -> None:
    """Add ``record`` as the last line of ``path``, all or nothing.

    The new text goes to a temporary file beside the target, which then replaces
    it in one step: an interrupted write leaves the old file untouched.
    """
    target = path.resolve()  # replace the file a symlink points to, not the link
    old = target.read_bytes() if target.exists() else b""
    if old and not old.endswith(b"\n"):
        old += b"\n"
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("xb") as file:
            file.write(old + f"{record}\n".encode())
            file.flush()
            os.fsync(file.fileno())
        if target.exists():
            shutil.copymode(target, temporary)
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise BadRecord(f"{str(path)!r}: cannot be written ({error.strerror or error})") from None


def record_game(path: Path, game: Game, vocabulary: Vocabulary) -> GameRecord:
    """Record the finished ``game`` at the end of ``path``, numbered after the games there; the record."""
    record = game_record(game, next_number(path), vocabulary)
    append_record(path, record)
    return record
