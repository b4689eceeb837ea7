"""Regenerate ``data/priors.tsv`` and ``data/holdout.txt``: how likely each word is the answer.

The *prior* of a word is the probability, before any guess, that it is the day's
answer.  Since late 2022 the NYT's editors choose answers themselves, often outside
the 2,315 original answers, and they reuse original answers, so every one of the
14,855 allowed words gets a prior, made in three steps:

1. Features of each allowed word, from what can be known about it without any list
   of NYT answers (see FEATURES and data/README.md for each one's definition):
   - its frequency: Zipf frequency in wordfreq 3.1.1, with a hinge at 3;
   - its spelling: plural-like -S, past-tense -ED, adverb-like -LY;
   - whether a standard dictionary lists it as a lower-case word, and how common a
     word it is there: the size of the smallest SCOWL list holding it (Debian's
     ``scowl`` package, the source of ``wamerican`` and ``wbritish``) in American
     spelling (a British spelling counts as unlisted), and whether only as a variant;
   - whether it is a name: SCOWL lists it capitalised, and whether the capitalised
     form is in a list no larger than the lower-case one;
   - how much of a word WordNet 3.0 (Debian's ``wordnet-base``) makes of it: its
     number of senses, the number of times they are tagged in WordNet's corpus, and
     whether it is neither a WordNet word nor an inflection of one (slang: GONNA);
   - frequency a common lower-case word would not have: Zipf above 4 for a word not
     in SCOWL's 10 or 20 lists (names and slang: PETER, WANNA);
   - whether it is vulgar: on at least two of three profanity lists from PyPI
     (better-profanity 0.7.0, profanityfilter 2.1.0, profanity 1.1).
2. A logistic model of "is an original answer" on those features, fitted by Newton's
   method (iteratively reweighted least squares) with a small ridge penalty, on the
   allowed words minus the holdout.  Ten-fold cross-validation (folds by a salted
   hash of the word) chose the features and the penalty; the script prints the
   cross-validated log-likelihood per word of the old features (wordfreq and
   spelling alone) and of the new ones.
3. The prior, a mixture: the original answers share ORIGINAL_SHARE of the mass,
   equally (the NYT reuses them and keeps picking them); the other words share the
   rest in proportion to the model's probability.  A vulgar word's weight, in either
   part, is then multiplied by VULGAR_FACTOR: the NYT has taken offensive words out
   of play, so the model's estimate from the 2021 list is not low enough for them.
   ORIGINAL_SHARE starts from the share of real NYT answers that were original
   answers, as issue 26 states it (2,302 of 3,158 = 0.729), the only figure from NYT
   answers used, and is raised to 0.845: the smallest share, of those tried, under
   which the searched tree (``scripts/search_tree.py``) plays the 2,315 original
   answers in at most 3.50 guesses, the issue's bound for them.  It is a dial between
   the original answers and the others; data/README.md gives what each share cost.

The holdout: ``data/holdout.txt`` lists words outside the original answers that look
like what the editors pick, a test set of secrets for ``benchmark --secrets``.  The
editors pick common lower-case dictionary words (GIZMO, SNAFU, GUANO), not names,
foreign words, abbreviations or vulgar words, so a test set standing in for their
picks must be drawn from the former.  A word is eligible when it is not an original
answer; an American SCOWL list of size HOLDOUT_MAX_LEVEL (50) or less holds it in lower
case (a standard dictionary's common words; sizes 55 and 60 add British slang and Latin
fragments: INNIT, CUPPA, VITAE); WordNet knows it, as a word or an inflection of one
(not ``wordnet_unknown``: SCOWL's lists of size 35 and 40 hold the slang GONNA, GOTTA and
DUNNO, which editors never pick, and which, held out, the fit would never learn are
not answers; the price is a few new words WordNet 3.0 lacks, EMOJI, TWERK, LEGIT); it is
not ``name_first`` (mainly a name: PARIS) and not ``vulgar``; wordfreq gives it
Zipf >= 2.5 (a word most players know); and it is neither ``plural_s`` nor
``past_ed``.  Of the eligible words, the HOLDOUT_SIZE whose SHA-256 of
"wordfinder-holdout:WORD" is smallest are held out (a seeded choice that depends on no
library's RNG and on no model output; the features it reads are the prior's inputs,
never its fit).  With the lists and sources of data/README.md only 211 words are
eligible, so all of them are held out.  Until 2026-11-24 the rule was Zipf, plural and
past tense alone, which held out 300 words of which 195 were names, foreign words,
abbreviations, rare or vulgar words: a test of how the prior ranks words editors never
pick, not of how the solver plays their picks.
They are removed from the data the model is fitted on and cross-validated on, so the
benchmark measures the solver on answers the prior was not told about.

Run it in a throwaway environment, with the two Debian dictionaries installed
(licences: data/README.md; none of these is a dependency of wordfinder):

    apt-get install --no-install-recommends scowl wordnet-base
    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1 numpy \\
        better-profanity==0.7.0 profanityfilter==2.1.0 profanity==1.1
    /tmp/wf/bin/python scripts/make_priors.py

The output depends only on the word lists and those sources' versions: running it
again gives the same bytes (the priors are written to six significant digits).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.resources
import math
import subprocess
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from wordfreq import zipf_frequency

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = ROOT / "data" / "allowed.txt"
ANSWERS = ROOT / "data" / "answers.txt"
PRIORS = ROOT / "data" / "priors.tsv"
HOLDOUT = ROOT / "data" / "holdout.txt"
SCOWL = Path("/usr/share/dict/scowl")  # Debian package scowl
WORDNET = Path("/usr/share/wordnet")  # Debian package wordnet-base

# Each profanity list: (PyPI distribution, its import package, the list's file in it).
PROFANITY_LISTS = (
    ("better-profanity", "better_profanity", "profanity_wordlist.txt"),
    ("profanityfilter", "profanityfilter", "data/badwords.txt"),
    ("profanity", "profanity", "data/wordlist.txt"),
)
VULGAR_VOTES = 2  # lists that must name a word for it to count as vulgar
VULGAR_FACTOR = 1e-3  # a vulgar word's weight is multiplied by this

ORIGINAL_SHARE = 0.845  # 2,302/3,158 = 0.729 of real NYT answers were original answers (issue 26), raised: see the docstring
RIDGE = 0.1  # penalty on every coefficient but the intercept (chosen by cross-validation)
FOLDS = 10
FOLD_SALT = "wordfinder-fold:"
HOLDOUT_SIZE = 300
HOLDOUT_MIN_ZIPF = 2.5
HOLDOUT_MAX_LEVEL = 50  # the largest American SCOWL size a held-out word may need
HOLDOUT_SALT = "wordfinder-holdout:"

NO_LEVEL = 999  # the SCOWL level of a word no SCOWL list holds (in that form)
SCOWL_LEVELS = (20, 35, 40, 50, 55, 60, 70, 80, 95, NO_LEVEL)  # 10 is the baseline
US_SPELLINGS = ("english", "american", "variant_1", "variant_2", "variant_3")
US_VARIANTS = ("variant_1", "variant_2", "variant_3")


# --- the sources ----------------------------------------------------------------------------------


def read_list(path: Path) -> list[str]:
    """The words of a bundled list, lower case, skipping its ``#`` header."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [w.strip().lower() for w in lines if w.strip() and not w.startswith("#")]


@dataclass(frozen=True)
class Scowl:
    """What SCOWL's lists say of five-letter words: for each spelling (``english``,
    ``american``, ``british``, ``variant_1``, ...) the smallest list size (10 to 95)
    holding each lower-case word, and the smallest holding each word capitalised."""

    lower: dict[str, dict[str, int]]
    capitalised: dict[str, int]

    def level(self, word: str, spellings: tuple[str, ...] = US_SPELLINGS) -> int:
        """The smallest SCOWL size listing the word in lower case in these spellings."""
        return min((self.lower[s].get(word, NO_LEVEL) for s in spellings if s in self.lower),
                   default=NO_LEVEL)


def read_scowl(folder: Path = SCOWL) -> Scowl:
    """SCOWL's word lists (files SPELLING-CATEGORY.SIZE) for five-letter a-z words."""
    lower: dict[str, dict[str, int]] = defaultdict(dict)
    capitalised: dict[str, int] = {}
    for path in sorted(folder.iterdir()):
        name, size = path.name.rsplit(".", 1)
        spelling, category = name.split("-", 1)
        if spelling == "special":
            continue  # jargon and roman numerals: not dictionary words
        for entry in path.read_text(encoding="utf-8").split():
            if len(entry) != 5 or not (entry.isascii() and entry.isalpha()):
                continue
            word = entry.lower()
            if entry.islower() and category == "words":
                lower[spelling][word] = min(lower[spelling].get(word, NO_LEVEL), int(size))
            elif not entry.islower():
                capitalised[word] = min(capitalised.get(word, NO_LEVEL), int(size))
    return Scowl(dict(lower), capitalised)


@dataclass(frozen=True)
class WordNet:
    """What WordNet 3.0 says of words: each one's senses (synsets holding it, in any
    case), its tagged-sense count summed over parts of speech, and the lemmas each
    part of speech has, to recognise inflections."""

    senses: dict[str, int]
    tagged: dict[str, int]
    lemmas: dict[str, set[str]]
    exceptions: dict[str, set[str]]

    def known(self, word: str) -> bool:
        """Whether the word is a WordNet word or an inflection of one (by WordNet's
        exception lists, or its regular suffix rules, as its ``morphy`` finds them)."""
        if word in self.senses or self.exceptions.get(word, set()) & self.senses.keys():
            return True
        for pos, rules in MORPHY_RULES.items():
            for suffix, ending in rules:
                if word.endswith(suffix) and word[: -len(suffix)] + ending in self.lemmas[pos]:
                    return True
        return False


# WordNet's regular inflections (its morphy rules): suffix -> what replaces it.
MORPHY_RULES = {
    "noun": (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"),
             ("shes", "sh"), ("men", "man"), ("ies", "y")),
    "verb": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""),
             ("ing", "e"), ("ing", "")),
    "adj": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
}
WORDNET_POS = ("noun", "verb", "adj", "adv")  # its files: data.noun, index.noun, noun.exc, ...


def read_wordnet(folder: Path = WORDNET) -> WordNet:
    """WordNet's data, index and exception files."""
    senses: dict[str, int] = defaultdict(int)
    tagged: dict[str, int] = defaultdict(int)
    lemmas: dict[str, set[str]] = defaultdict(set)
    exceptions: dict[str, set[str]] = defaultdict(set)
    for pos in WORDNET_POS:
        for line in (folder / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue  # the licence header
            fields = line.split()
            count = int(fields[3], 16)
            for form in fields[4 : 4 + 2 * count : 2]:
                word = form.split("(")[0].lower()  # adjectives may carry a marker: "big(a)"
                senses[word] += 1
                lemmas[pos].add(word)
        for line in (folder / f"index.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            pointers = int(fields[3])
            tagged[fields[0]] += int(fields[5 + pointers])  # tagsense_cnt
        for line in (folder / f"{pos}.exc").read_text(encoding="latin-1").splitlines():
            inflected, *bases = line.split()
            exceptions[inflected].update(bases)
    return WordNet(dict(senses), dict(tagged), dict(lemmas), dict(exceptions))


def profanity_votes(words: list[str]) -> dict[str, int]:
    """For each word, how many of the PROFANITY_LISTS name it."""
    votes = dict.fromkeys(words, 0)
    for _, package, resource in PROFANITY_LISTS:
        text = importlib.resources.files(package).joinpath(resource).read_text(encoding="utf-8")
        for word in {line.strip().lower() for line in text.splitlines()} & votes.keys():
            votes[word] += 1
    return votes


@dataclass(frozen=True)
class Sources:
    """Everything the features are computed from, per word or per source."""

    zipf: dict[str, float]
    scowl: Scowl
    wordnet: WordNet
    votes: dict[str, int]


# --- the features ---------------------------------------------------------------------------------


def is_plural_s(word: str) -> bool:
    """Whether the word ends in S as plurals and third-person verbs do (not SS, US or IS)."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def is_past_ed(word: str) -> bool:
    """Whether the word ends in ED as past tenses do (not EED: BREED, GREED)."""
    return word.endswith("ed") and not word.endswith("eed")


def is_vulgar(word: str, src: Sources) -> bool:
    """Whether at least VULGAR_VOTES of the profanity lists name the word."""
    return src.votes[word] >= VULGAR_VOTES


def level_feature(level: int) -> Callable[[str, Sources], float]:
    """The indicator that the word's American SCOWL level is ``level``."""
    return lambda w, src: float(src.scowl.level(w) == level)


def only_variant(word: str, src: Sources) -> bool:
    """Whether SCOWL lists the word in American spelling only as a variant (DONUT, SPILT)."""
    return src.scowl.level(word, US_VARIANTS) < NO_LEVEL and src.scowl.level(word, ("english", "american")) == NO_LEVEL


def name_first(word: str, src: Sources) -> bool:
    """Whether SCOWL lists the capitalised word in a list no larger than the lower-case one
    (PARIS, INDIA, DELLA; not PETER, whose 'peter' is in a smaller list than 'Peter')."""
    return src.scowl.capitalised.get(word, NO_LEVEL) <= src.scowl.level(word)


FEATURES: dict[str, Callable[[str, Sources], float]] = {
    "zipf": lambda w, src: src.zipf[w],
    "zipf_over_3": lambda w, src: max(src.zipf[w] - 3.0, 0.0),
    "plural_s": lambda w, src: float(is_plural_s(w)),
    "past_ed": lambda w, src: float(is_past_ed(w)),
    **{f"scowl_{level if level < NO_LEVEL else 'none'}": level_feature(level) for level in SCOWL_LEVELS},
    "variant_only": lambda w, src: float(only_variant(w, src)),
    "capitalised": lambda w, src: float(w in src.scowl.capitalised),
    "name_first": lambda w, src: float(name_first(w, src)),
    "wordnet_senses": lambda w, src: math.log1p(src.wordnet.senses.get(w, 0)),
    "wordnet_tagged": lambda w, src: math.log1p(src.wordnet.tagged.get(w, 0)),
    "wordnet_unknown": lambda w, src: float(not src.wordnet.known(w)),
    "zipf_over_4_uncommon": lambda w, src: max(src.zipf[w] - 4.0, 0.0) * (src.scowl.level(w) >= 35),
    "ends_ly": lambda w, src: float(w.endswith("ly")),
    "vulgar": lambda w, src: float(is_vulgar(w, src)),
}
OLD_FEATURES = ("zipf", "zipf_over_3", "plural_s", "past_ed")  # the model before issue 26


def feature_matrix(words: list[str], src: Sources, names: tuple[str, ...]) -> np.ndarray:
    """One row per word: an intercept, then the named features in order."""
    return np.array([[1.0] + [FEATURES[n](w, src) for n in names] for w in words])


# --- the model ------------------------------------------------------------------------------------


def fit_logistic(x: np.ndarray, y: np.ndarray, ridge: float) -> np.ndarray:
    """The coefficients maximising the log-likelihood of y ~ Bernoulli(sigmoid(x @ b)), minus
    ridge/2 * |b|^2 over all but the first (intercept) column, by Newton's method."""
    penalty = np.full(x.shape[1], ridge)
    penalty[0] = 0.0
    beta = np.zeros(x.shape[1])
    for _ in range(100):
        p = sigmoid(x @ beta)
        gradient = x.T @ (y - p) - penalty * beta
        hessian = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty)
        step = np.linalg.solve(hessian, gradient)
        beta = beta + step
        if np.max(np.abs(step)) < 1e-10:
            return beta
    raise RuntimeError("the logistic fit did not converge")


def sigmoid(t: np.ndarray) -> np.ndarray:
    """The logistic function 1 / (1 + e^-t)."""
    return 1.0 / (1.0 + np.exp(-t))


def log_likelihood(y: np.ndarray, p: np.ndarray) -> float:
    """The mean Bernoulli log-likelihood (natural log) of outcomes y under probabilities p."""
    return float(np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def fold_of(word: str) -> int:
    """The word's cross-validation fold, by a salted hash (no library's RNG)."""
    return int(hashlib.sha256((FOLD_SALT + word).encode()).hexdigest(), 16) % FOLDS


def cross_validated(x: np.ndarray, y: np.ndarray, folds: np.ndarray, ridge: float = RIDGE) -> float:
    """The mean log-likelihood per word of each fold's outcomes under a model fitted on the others."""
    chance = np.empty(len(y))
    for k in range(FOLDS):
        held = folds == k
        chance[held] = sigmoid(x[held] @ fit_logistic(x[~held], y[~held], ridge))
    return log_likelihood(y, chance)


# --- the prior ------------------------------------------------------------------------------------


def mixture(chance: np.ndarray, original: np.ndarray, vulgar: np.ndarray) -> np.ndarray:
    """The priors: ORIGINAL_SHARE for the original answers, equally; the rest for the other
    words in proportion to ``chance``; then vulgar words' weights times VULGAR_FACTOR, and
    the whole normalised to sum to 1."""
    weight = np.where(
        original,
        ORIGINAL_SHARE / original.sum(),
        (1 - ORIGINAL_SHARE) * chance / chance[~original].sum(),
    )
    weight = np.where(vulgar, weight * VULGAR_FACTOR, weight)
    return weight / weight.sum()


def holdout(words: list[str], src: Sources, answers: set[str]) -> list[str]:
    """The held-out secrets: eligible non-answers (common lower-case American dictionary
    words that WordNet knows, not mainly names, not vulgar, not plural or past tense,
    Zipf >= HOLDOUT_MIN_ZIPF), the HOLDOUT_SIZE smallest by salted hash."""
    eligible = [
        w
        for w in words
        if w not in answers
        and src.scowl.level(w) <= HOLDOUT_MAX_LEVEL
        and src.wordnet.known(w)
        and not name_first(w, src)
        and not is_vulgar(w, src)
        and src.zipf[w] >= HOLDOUT_MIN_ZIPF
        and not is_plural_s(w)
        and not is_past_ed(w)
    ]
    return sorted(sorted(eligible, key=salted_hash)[:HOLDOUT_SIZE])


def salted_hash(word: str) -> str:
    """The SHA-256 of the holdout's salt and the word, in hex: a seeded, library-free shuffle."""
    return hashlib.sha256((HOLDOUT_SALT + word).encode()).hexdigest()


# --- the files ------------------------------------------------------------------------------------


def debian_version(package: str) -> str:
    """The installed version of a Debian package (the script needs scowl and wordnet-base)."""
    query = ["dpkg-query", "--showformat=${Version}", "--show", package]
    return subprocess.run(query, capture_output=True, text=True, check=True).stdout.strip()


def versions() -> dict[str, str]:
    """The version of every source, for the table's header."""
    found = {"wordfreq": importlib.metadata.version("wordfreq")}
    found.update({d: importlib.metadata.version(d) for d, _, _ in PROFANITY_LISTS})
    found.update({p: debian_version(p) for p in ("scowl", "wordnet-base")})
    return found


def write_priors(words: list[str], prior: np.ndarray, names: tuple[str, ...], beta: np.ndarray,
                 cv: dict[str, float], version: dict[str, str]) -> None:
    """data/priors.tsv: a header naming the sources and the model, then WORD<TAB>PRIOR rows."""
    terms = [f"{n} {b:+.4f}" for n, b in zip(("intercept", *names), beta)]
    coefficients = "\n#   ".join(", ".join(terms[i : i + 5]) for i in range(0, len(terms), 5))
    profanity = ", ".join(f"{d} {version[d]}" for d, _, _ in PROFANITY_LISTS)
    header = [
        "# Prior probability that each allowed Wordle word is the answer, made by",
        "# scripts/make_priors.py (see data/README.md) from a logistic model of the 2,315",
        f"# original answers on features from wordfreq {version['wordfreq']} (https://github.com/rspeer/wordfreq,",
        "# data CC-BY-SA 4.0, by Robyn Speer and the sources it credits), SCOWL (Debian scowl",
        f"# {version['scowl']}, by Kevin Atkinson et al.), WordNet 3.0 (Debian wordnet-base {version['wordnet-base']},",
        "# Princeton University) and the profanity lists of PyPI's",
        f"# {profanity} (licences: data/README.md).",
        f"# Mixture: original answers {ORIGINAL_SHARE:.4f} of the mass, equally; other words the rest,",
        f"# in proportion to the model; vulgar words x{VULGAR_FACTOR:g}.  Priors sum to 1 (up to rounding).",
        f"# 10-fold cross-validated log-likelihood per word: {cv['new']:.4f} (wordfreq and spelling alone: {cv['old']:.4f})",
        f"# logit = {coefficients}",
    ]
    body = [f"{w.upper()}\t{p:.6g}" for w, p in sorted(zip(words, prior))]
    PRIORS.write_text("\n".join(header + body) + "\n", encoding="utf-8")


def write_holdout(held: list[str], version: dict[str, str]) -> None:
    """data/holdout.txt: the held-out secrets, with a header stating the rule."""
    HOLDOUT.write_text(
        "# Held-out secrets: words outside the 2,315 original answers that look like the\n"
        "# editors' picks: common lower-case dictionary words (an American SCOWL list of\n"
        f"# size {HOLDOUT_MAX_LEVEL} or less holds them in lower case, Debian scowl {version['scowl']}, and\n"
        "# WordNet knows them), not mainly names (name_first), not vulgar, Zipf >=\n"
        f"# {HOLDOUT_MIN_ZIPF} in wordfreq {version['wordfreq']}, not plural_s, not past_ed; of those, the {HOLDOUT_SIZE}\n"
        f"# smallest by SHA-256 of '{HOLDOUT_SALT}word' (all {len(held)} eligible words here);\n"
        "# excluded from the fit; made by scripts/make_priors.py.\n"
        + "".join(f"{w}\n" for w in held),
        encoding="utf-8",
    )


def print_checks(words: list[str], prior: np.ndarray, answers: set[str], held: list[str]) -> None:
    """The sanity checks: the most likely words outside the original answers, and the ranks
    there of some that editors would never pick and of the holdout."""
    others = sorted((w for w in words if w not in answers), key=lambda w: (-prior[words.index(w)], w))
    rank = {w: r for r, w in enumerate(others, 1)}
    print(f"the 40 most likely of the {len(others)} words outside the original answers:")
    print("  " + " ".join(w.upper() for w in others[:40]))
    named = ("della", "dalek", "gonna", "jesus", "paris", "wanna", "gotta", "kinda", "india", "peter")
    print("their ranks: " + ", ".join(f"{w.upper()} {rank[w]}" for w in named))
    print(f"holdout: median rank {float(np.median([rank[w] for w in held])):.0f} of {len(others)}")


def main() -> None:
    """Fit the model, write the priors and the holdout, and print the figures and checks."""
    version = versions()
    words = read_list(ALLOWED)
    answers = set(read_list(ANSWERS))
    # Rounded as data/wordfreq.tsv rounds them, so that table and these features agree.
    zipfs = {w: round(zipf_frequency(w, "en", wordlist="large"), 2) for w in words}
    src = Sources(zipfs, read_scowl(), read_wordnet(), profanity_votes(words))
    held = set(holdout(words, src, answers))

    names = tuple(FEATURES)
    x = feature_matrix(words, src, names)
    y = np.array([float(w in answers) for w in words])
    train = np.array([w not in held for w in words])
    folds = np.array([fold_of(w) for w in words])[train]
    old = [0] + [1 + names.index(n) for n in OLD_FEATURES]
    cv = {
        "old": cross_validated(x[train][:, old], y[train], folds, ridge=1.0),
        "new": cross_validated(x[train], y[train], folds),
    }
    beta = fit_logistic(x[train], y[train], RIDGE)
    vulgar = np.array([is_vulgar(w, src) for w in words])
    prior = mixture(sigmoid(x @ beta), y == 1, vulgar)

    write_priors(words, prior, names, beta, cv, version)
    write_holdout(sorted(held), version)
    print(f"{PRIORS.relative_to(ROOT)}: {len(words)} words; {HOLDOUT.relative_to(ROOT)}: {len(held)} words")
    print("sources: " + ", ".join(f"{k} {v}" for k, v in version.items()))
    print(f"fitted on {int(train.sum())} words ({int(y[train].sum())} answers), ridge {RIDGE}:")
    for name, b in zip(("intercept", *names), beta):
        print(f"  {name:<22} {b:+.4f}")
    print(f"10-fold cross-validated log-likelihood per word: old features {cv['old']:.4f}"
          f" (ridge 1), new {cv['new']:.4f}; a constant rate: {log_likelihood(y[train], np.full(int(train.sum()), y[train].mean())):.4f}")
    print(f"vulgar words: {int(vulgar.sum())}, of them original answers: "
          + " ".join(w.upper() for w in words if is_vulgar(w, src) and w in answers))
    print_checks(words, prior, answers, sorted(held))


if __name__ == "__main__":
    main()
