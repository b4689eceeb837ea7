"""Write the games/ corpus by playing the engine, reproducibly from a seed.

    python scripts/make_games.py            # rewrites games/classic.md, quantum.md and boards.md

Classic games lean on the traps repeated letters set: secrets with a doubled
letter, guesses with more copies of a letter than the secret has (surplus grey
tiles), grey copies before green ones, yellow and grey copies of one letter.
Quantum games mix guesses that touch both secret words (interference) with
guesses that touch one, and end with the winning guess.  Multi-board games (2, 4 and 8
boards) mix guesses with repeated letters with candidates of the board with fewest left,
and are played until every board is solved or the guesses run out.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from pathlib import Path

from wordfinder import GuessScore, Trie, score
from wordfinder.game import guess_limit
from wordfinder.notation import BoardsPair, board_histories
from wordfinder.records import INCLUDES, YIELDS
from wordfinder.knowledge import Knowledge
from wordfinder.quantum import find_pairs
from wordfinder.words import ALLOWED, ANSWERS, bundled

GAMES = Path(__file__).resolve().parent.parent / "games"


def repeats(word: str) -> bool:
    """Whether ``word`` has a letter more than once."""
    return len(set(word)) < len(word)


def trap_guess(rng: random.Random, secret: str, words: Sequence[str]) -> str:
    """A guess with a repeated letter that the secret also has, so grey and yellow copies meet."""
    shared = [w for w in words if repeats(w) and set(w) & set(secret)]
    return rng.choice(shared or list(words))


def classic_game(rng: random.Random, number: int, allowed: Sequence[str], trie: Trie, answers: frozenset[str]) -> str:
    """One classic game record, played until few plausible answers are left."""
    pool = [w for w in answers if repeats(w)] if rng.random() < 0.6 else sorted(answers)
    secret = rng.choice(sorted(pool))
    pairs: list[GuessScore] = []
    candidates: list[str] = list(allowed)
    while len(pairs) < 6:
        if rng.random() < 0.5:
            guess = trap_guess(rng, secret, allowed)
        else:
            guess = rng.choice(candidates)
        if guess == secret:
            continue
        pairs.append(GuessScore(score(guess, secret)))
        knowledge = Knowledge.from_pairs(pairs)
        found = trie.search(knowledge.allowed, knowledge.low, knowledge.high)
        left = sum(w in answers for w in found)
        # Keep playing among the words still possible, but never the secret itself:
        # a record lists the guesses before the answer.
        candidates = [w for w in found if w != secret]
        if (left <= 3 and len(pairs) >= 2) or not candidates:
            break
    verb = YIELDS if left == 1 else f"*{INCLUDES}*"
    return f"* {number}: `{' '.join(map(str, pairs))}` {verb} `{secret}`"


def disjoint_pair(rng: random.Random, answers: Sequence[str]) -> tuple[str, str]:
    """A secret pair as Quantum Wordle draws it: a uniformly, then b uniformly among words sharing no letter."""
    while True:
        a = rng.choice(answers)
        partners = [b for b in answers if not set(a) & set(b)]
        if partners:
            return a, rng.choice(partners)


def quantum_game(rng: random.Random, number: int, allowed: Sequence[str], answers: Sequence[str]) -> str:
    """One Quantum Wordle game record: a few guesses of each kind, then the winning guess."""
    a, b = disjoint_pair(rng, answers)
    touches_both = [w for w in allowed if set(w) & set(a) and set(w) & set(b)]
    touches_one = [w for w in allowed if bool(set(w) & set(a)) != bool(set(w) & set(b))]
    doubled = [w for w in touches_both if repeats(w)]
    guesses = [rng.choice(doubled or touches_both), rng.choice(touches_one)]
    guesses += rng.sample(touches_both, rng.randint(0, 2))
    rng.shuffle(guesses)
    guesses.append(rng.choice((a, b)))
    pairs = [GuessScore(score(g, a, dual=b)) for g in guesses]
    plausible = find_pairs(pairs, answers)
    verb = YIELDS if len(plausible) == 1 else f"*{INCLUDES}*"
    return f"* {number}: `{' '.join(map(str, pairs))}` {verb} `{a}|{b}`"


def boards_game(rng: random.Random, number: int, boards: int, allowed: Sequence[str], trie: Trie,
                answers: Sequence[str]) -> str:
    """One multi-board game record: distinct answers, every score from the engine, played until
    every board is solved (or boards + 8 guesses); the last guess of a won game solves a board."""
    secrets = tuple(rng.sample(list(answers), boards))
    plausible = frozenset(answers)
    pairs = []
    solved = [False] * boards
    left = [sorted(plausible)] * boards
    while not all(solved) and len(pairs) < guess_limit(boards) + 3:
        open_boards = [b for b in range(boards) if not solved[b]]
        if rng.random() < 0.35:
            guess = trap_guess(rng, secrets[open_boards[0]], allowed)
        else:
            guess = rng.choice(left[min(open_boards, key=lambda b: len(left[b]))])
        pair = BoardsPair.scored(guess, secrets, solved)
        pairs.append(pair)
        solved = [d or (s is not None and s.is_win) for d, s in zip(solved, pair.scores)]
        for b, history in enumerate(board_histories(pairs)):
            knowledge = Knowledge.from_pairs(history)
            left[b] = sorted(w for w in trie.search(knowledge.allowed, knowledge.low, knowledge.high) if w in plausible)
    verb = YIELDS if all(len(found) == 1 for found in left) else f"*{INCLUDES}*"
    return f"* {number}: `{' '.join(map(str, pairs))}` {verb} `{'/'.join(secrets)}`"


HEADER = {
    "classic": (
        "# Classic games\n\nGenerated by `scripts/make_games.py --seed {seed}`: secrets and guesses\n"
        "chosen to meet repeated letters. `yields` means one of the original answers is left.\n\n"
    ),
    "quantum": (
        "# Quantum Wordle games\n\nGenerated by `scripts/make_games.py --seed {seed}`: two secret words\n"
        "sharing no letter; the last guess wins. `yields` means one pair of original answers is left.\n\n"
    ),
    "boards": (
        "# Multi-board games\n\nGenerated by `scripts/make_games.py --seed {seed}`: 2, 4 and 8 boards,\n"
        "one score per board, `-` once a board is solved. `yields` means each board has one original answer left.\n\n"
    ),
}


def main() -> None:
    """Write games/classic.md and games/quantum.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--classic", type=int, default=160)
    parser.add_argument("--quantum", type=int, default=48)
    parser.add_argument("--boards", type=int, default=24, help="multi-board games (2, 4, 8 boards in turn)")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    allowed = bundled(ALLOWED)
    answers = bundled(ANSWERS)
    trie = Trie(allowed)
    classic = [classic_game(rng, n, allowed, trie, frozenset(answers)) for n in range(1, options.classic + 1)]
    quantum = [quantum_game(rng, n, allowed, answers) for n in range(1, options.quantum + 1)]
    boards = [
        boards_game(rng, n, (2, 4, 8)[(n - 1) % 3], allowed, trie, answers) for n in range(1, options.boards + 1)
    ]
    for name, lines in (("classic", classic), ("quantum", quantum), ("boards", boards)):
        text = HEADER[name].format(seed=options.seed) + "\n".join(lines) + "\n"
        (GAMES / f"{name}.md").write_text(text, encoding="utf-8")
        print(f"games/{name}.md: {len(lines)} games")


if __name__ == "__main__":
    main()
