"""Quantum Wordle: finding the pairs of secret words that reproduce every GUESS=SCORE.

A quantum game hides two words with no letter in common.  Each word gives a
guess its plain Wordle tiles; the observed score is those tiles merged (the
words share no letter, so at most one of them hits a position), and made
quantum when both words hit.

Trying every pair of a 15,000-word list is 10^8 replays, so :func:`find_pairs`
joins instead.  Each word's *signature* is its plain tiles for every guess.
Given one word's tiles and the observed score, the other word's tiles are
determined (:func:`partner_tiles`), so grouping the words by signature turns
the search into a dictionary join, with a letter-set check for disjointness.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Iterable, Iterator, Sequence
from itertools import islice
from dataclasses import dataclass

from .feedback import Tile, Tiles, classic_tiles
from .finder import as_pairs
from .knowledge import check_possible, common_length
from .notation import GuessScore
from .words import letter_mask, normalise

__all__ = ["find_pairs", "find_pairs_each", "iter_pairs", "partner_tiles"]

Signature = tuple[Tiles, ...]  # a word's plain tiles for each guess in turn
Pair = tuple[str, str]  # two secret words, alphabetical, e.g. ("ABIDE", "FLOUT")


def find_pairs(guess_scores: Iterable[GuessScore | str], words: Iterable[str]) -> list[Pair]:
    """The pairs ``(a, b)``, ``a < b``, of words sharing no letter for which every guess
    reproduces its score as ``score(guess, a, dual=b)``, in sorted order.

    ``words`` may be in any case; words of another length than the guesses are
    ignored.  Raises :class:`BadNotation` when no pairs are given or their
    lengths differ, and :class:`ImpossibleScore` when a score is impossible alone.
    """
    return find_pairs_each(guess_scores, words)[-1]


def iter_pairs(
    guess_scores: Iterable[GuessScore | str],
    words: Iterable[str],
    plausible: Collection[str] = (),
    limit: int | None = None,
) -> Iterator[Pair]:
    """The pairs :func:`find_pairs` finds, one at a time, the most plausible first: the pairs
    of two ``plausible`` words (e.g. the original answers), then the others, each part in
    sorted order; at most ``limit`` of them.

    Memory stays within the words' signatures and groups, whatever the number of
    pairs: a broad query over 15,000 words has millions, and the first comes at once.
    The checks of :func:`find_pairs` are made before the first pair is given.
    """
    pairs = _checked(as_pairs(guess_scores))
    words = sorted(normalise(words, len(pairs[0].guess)))
    likely = frozenset(w.upper() for w in plausible)
    observed = tuple(p.tiles for p in pairs)
    signatures = [tuple(classic_tiles(p.guess, word) for p in pairs) for word in words]
    masks = [letter_mask(word) for word in words]
    groups = _groups(words, masks, signatures)
    partners = _partner_groups(observed, groups)
    return islice(_stream(words, masks, signatures, partners, likely), limit)


def _stream(
    words: Sequence[str],
    masks: Sequence[int],
    signatures: Sequence[Signature],
    partners: dict[Signature, _Group],
    likely: frozenset[str],
) -> Iterator[Pair]:
    """The joined pairs, both words in ``likely`` first, then the rest, without a list of them."""
    rows = list(zip(words, masks, signatures))
    for word, mask, own in rows:
        if word in likely and (group := partners.get(own)) is not None:
            yield from (pair for pair in group.disjoint_after(word, mask) if pair[1] in likely)
    for word, mask, own in rows:
        if (group := partners.get(own)) is not None:
            mine = word in likely
            yield from (pair for pair in group.disjoint_after(word, mask) if not (mine and pair[1] in likely))


def find_pairs_each(guess_scores: Iterable[GuessScore | str], words: Iterable[str]) -> list[list[Pair]]:
    """What :func:`find_pairs` gives after the first guess, the first two, and so on.

    Replaying a game asks this.  A pair that fits more guesses fits fewer, so after
    each guess only the words of the pairs found so far are scored against the next.
    """
    pairs = _checked(as_pairs(guess_scores))
    # Sorted words keep every group sorted, so the pairs come out in order: sorting
    # a million pairs afterwards would cost more than finding them.
    words = sorted(normalise(words, len(pairs[0].guess)))
    signatures: list[Signature] = [() for _ in words]
    masks = [letter_mask(word) for word in words]
    each: list[list[Pair]] = []
    for n, pair in enumerate(pairs, 1):
        signatures = [(*own, classic_tiles(pair.guess, word)) for word, own in zip(words, signatures)]
        found = _join(words, masks, signatures, tuple(p.tiles for p in pairs[:n]))
        each.append(found)
        kept = {word for both in found for word in both}
        words, masks, signatures = _only(kept, words, masks, signatures)
    return each


def _only(
    kept: set[str], words: Sequence[str], masks: Sequence[int], signatures: Sequence[Signature]
) -> tuple[list[str], list[int], list[Signature]]:
    """The words in ``kept``, with their masks and signatures, still in order."""
    rows = [i for i, word in enumerate(words) if word in kept]
    return [words[i] for i in rows], [masks[i] for i in rows], [signatures[i] for i in rows]


def _join(
    words: Sequence[str], masks: Sequence[int], signatures: Sequence[Signature], observed: Sequence[Tiles]
) -> list[Pair]:
    """The pairs of ``words`` (with their letter ``masks``) whose signatures make up the
    ``observed`` scores, in order."""
    groups = _groups(words, masks, signatures)
    partner_groups = _partner_groups(observed, groups)
    found: list[Pair] = []
    for word, mask, own in zip(words, masks, signatures):
        if (partners := partner_groups.get(own)) is not None:
            found.extend(partners.disjoint_after(word, mask))
    return found


def partner_tiles(observed: Tiles, own: Tiles) -> Tiles | None:
    """The plain tiles the other secret word must give, when one word gives ``own`` and
    the pair is seen to score ``observed``; None when no partner can make up the score."""
    if any(tile.is_quantum for tile in observed):
        return _quantum_partner(observed, own)
    return _plain_partner(observed, own)


def _quantum_partner(observed: Tiles, own: Tiles) -> Tiles | None:
    """The other word's tiles under interference: the observed hits that ``own`` lacks."""
    if any(tile.is_hit and not tile.is_quantum for tile in observed):
        return None  # interference makes every hit quantum, so no pair mixes the two
    plain = tuple(tile.classic() for tile in observed)
    if not any(tile.is_hit for tile in own):
        return None  # interference needs a hit from each word
    if any(mine.is_hit and mine is not seen for mine, seen in zip(own, plain)):
        return None
    # Where this word hits, the other cannot: a hit letter is this word's, so not the other's.
    partner = tuple(Tile.ABSENT if mine.is_hit else seen for mine, seen in zip(own, plain))
    return partner if any(tile.is_hit for tile in partner) else None


def _plain_partner(observed: Tiles, own: Tiles) -> Tiles | None:
    """The other word's tiles without interference: one word earns the whole score and
    the other nothing.  When ``observed`` is all grey, both readings are all grey."""
    blank = (Tile.ABSENT,) * len(observed)
    if own == observed:
        return blank
    if own == blank:
        return observed
    return None


def _partner_signature(
    observed: Sequence[Tiles], own: Signature, known: Sequence[dict[Tiles, Tiles | None]]
) -> Signature | None:
    """The signature the other word must have, guess by guess, or None if there is none.

    Each guess's partner tiles are unique (a plain score with hits cannot be both
    all this word's and all the other's), so there is at most one signature to look
    up.  ``known`` remembers, per guess, the partner tiles already worked out: many
    signatures share a guess's tiles.
    """
    partner = []
    for seen, mine, memo in zip(observed, own, known):
        if mine in memo:
            tiles = memo[mine]
        else:
            tiles = memo[mine] = partner_tiles(seen, mine)
        if tiles is None:
            return None
        partner.append(tiles)
    return tuple(partner)


@dataclass(frozen=True, slots=True)
class _Group:
    """The words of one signature, in alphabetical order, with their letter masks."""

    words: tuple[str, ...]
    masks: tuple[int, ...]

    def disjoint_after(self, word: str, mask: int) -> Iterator[Pair]:
        """The pairs ``(word, b)`` of ``word`` (letter ``mask``) and a later word here sharing
        no letter with it, one at a time."""
        # Every valid pair is met from both its words (the partner relation is symmetric),
        # so keeping only a < b gives each once, and never pairs a word with itself.
        start = bisect_right(self.words, word)
        return (
            (word, b)
            for b, b_mask in zip(self.words[start:], self.masks[start:])
            if not mask & b_mask
        )


def _groups(words: Sequence[str], masks: Sequence[int], signatures: Sequence[Signature]) -> dict[Signature, _Group]:
    """The words (sorted) and their letter masks, grouped by signature."""
    members: dict[Signature, tuple[list[str], list[int]]] = {}
    for word, mask, own in zip(words, masks, signatures):
        group = members.get(own)
        if group is None:
            group = members[own] = ([], [])
        group[0].append(word)
        group[1].append(mask)
    return {own: _Group(tuple(group), tuple(group_masks)) for own, (group, group_masks) in members.items()}


def _partner_groups(
    observed: Sequence[Tiles], groups: dict[Signature, _Group]
) -> dict[Signature, _Group]:
    """For each signature that has partners among the words, the group of its partners."""
    found = {}
    known: list[dict[Tiles, Tiles | None]] = [{} for _ in observed]
    for own in groups:
        wanted = _partner_signature(observed, own, known)
        if wanted is not None and wanted in groups:
            found[own] = groups[wanted]
    return found


def _checked(pairs: tuple[GuessScore, ...]) -> tuple[GuessScore, ...]:
    """The pairs, once checked to be some, all of one length, and each possible alone."""
    common_length(pairs)
    for pair in pairs:
        # Pairs built without GuessScore.parse have not been checked on their own yet.
        check_possible(pair)
    return pairs
