"""Regenerate ``data/priors.tsv`` and ``data/holdout.txt``: how likely each word is the answer.

The *prior* of a word is the probability, before any guess, that it is the day's
answer.  Since late 2022 the NYT's editors choose answers themselves, often outside
the 2,315 original answers, so every one of the 14,855 allowed words gets a prior.
It is learned from what the original list teaches about which words editors choose:

1. Features of each allowed word (all from its spelling and wordfreq 3.1.1):
   - ``zipf``: its Zipf frequency in English (0 when wordfreq does not know it), and
     ``zipf_over_3``: max(zipf - 3, 0), so that the logit is piecewise linear: it rises
     steeply among rare words and more gently among common ones (in five-fold
     cross-validation a hinge at 3 beat a quadratic in zipf, with or without an
     indicator for unknown words, and a hinge at 3.5; two hinges gained little);
   - ``plural_s``: it ends in S but not in SS, US or IS (CROSS, BONUS and BASIS are
     singular): plurals and third-person verbs, which editors almost never choose;
   - ``past_ed``: it ends in ED but not in EED (BREED, GREED are not past tenses);
2. a logistic model of "is an original answer" on those features, fitted by Newton's
   method (iteratively reweighted least squares) with a small ridge penalty, so that
   nearly separating features (no unknown word is an answer) keep finite coefficients;
3. each word's prior is its fitted probability, and the priors are normalised to sum to 1.

The model never sees a word's membership of the list, only its features: an original
answer and a non-answer with the same features get the same prior.

The holdout: ``data/holdout.txt`` lists words outside the original answers that look
like plausible modern answers, a test set of secrets for ``benchmark --secrets``.
A word is eligible when it is not an original answer, wordfreq gives it Zipf >= 2.5
(a word most players know), and it is neither ``plural_s`` nor ``past_ed``;
of the eligible words, the HOLDOUT_SIZE whose SHA-256 of "wordfinder-holdout:WORD"
is smallest are held out (a seeded choice that depends on no library's RNG).
They are removed from the data the model is fitted on, so the benchmark measures
the solver on answers the prior was not told about.

Run it in a throwaway environment (wordfreq's data is CC-BY-SA 4.0; see data/README.md):

    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1 numpy
    /tmp/wf/bin/python scripts/make_priors.py

The output depends only on the word lists and the wordfreq version: running it again
gives the same bytes (the priors are written to six significant digits).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
from pathlib import Path

import numpy as np
from wordfreq import zipf_frequency

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = ROOT / "data" / "allowed.txt"
ANSWERS = ROOT / "data" / "answers.txt"
PRIORS = ROOT / "data" / "priors.tsv"
HOLDOUT = ROOT / "data" / "holdout.txt"

FEATURES = ("intercept", "zipf", "zipf_over_3", "plural_s", "past_ed")
RIDGE = 1.0  # penalty on every coefficient but the intercept (the data has 14,855 rows)
HOLDOUT_SIZE = 300
HOLDOUT_MIN_ZIPF = 2.5
HOLDOUT_SALT = "wordfinder-holdout:"


def read_list(path: Path) -> list[str]:
    """The words of a bundled list, lower case, skipping its ``#`` header."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [w.strip().lower() for w in lines if w.strip() and not w.startswith("#")]


def is_plural_s(word: str) -> bool:
    """Whether the word ends in S as plurals and third-person verbs do (not SS, US or IS)."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def is_past_ed(word: str) -> bool:
    """Whether the word ends in ED as past tenses do (not EED: BREED, GREED)."""
    return word.endswith("ed") and not word.endswith("eed")


def feature_row(word: str, zipf: float) -> list[float]:
    """The word's features, in the order of FEATURES."""
    return [1.0, zipf, max(zipf - 3.0, 0.0), float(is_plural_s(word)), float(is_past_ed(word))]


def holdout(words: list[str], zipfs: dict[str, float], answers: set[str]) -> list[str]:
    """The held-out secrets: eligible non-answers, the HOLDOUT_SIZE smallest by salted hash."""
    eligible = [
        w
        for w in words
        if w not in answers
        and zipfs[w] >= HOLDOUT_MIN_ZIPF
        and not is_plural_s(w)
        and not is_past_ed(w)
    ]
    return sorted(sorted(eligible, key=salted_hash)[:HOLDOUT_SIZE])


def salted_hash(word: str) -> str:
    """The SHA-256 of the holdout's salt and the word, in hex: a seeded, library-free shuffle."""
    return hashlib.sha256((HOLDOUT_SALT + word).encode()).hexdigest()


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
        if np.max(np.abs(step)) < 1e-12:
            return beta
    raise RuntimeError("the logistic fit did not converge")


def sigmoid(t: np.ndarray) -> np.ndarray:
    """The logistic function 1 / (1 + e^-t)."""
    return 1.0 / (1.0 + np.exp(-t))


def main() -> None:
    """Fit the model, write the priors and the holdout, and print the coefficients."""
    version = importlib.metadata.version("wordfreq")
    words = read_list(ALLOWED)
    answers = set(read_list(ANSWERS))
    # Rounded as data/wordfreq.tsv rounds them, so that table and these priors agree.
    zipfs = {w: round(zipf_frequency(w, "en", wordlist="large"), 2) for w in words}
    held = holdout(words, zipfs, answers)
    held_set = set(held)

    x = np.array([feature_row(w, zipfs[w]) for w in words])
    y = np.array([float(w in answers) for w in words])
    train = np.array([w not in held_set for w in words])
    beta = fit_logistic(x[train], y[train], RIDGE)
    chance = sigmoid(x @ beta)
    prior = chance / chance.sum()

    coefficients = ", ".join(f"{name} {b:+.4f}" for name, b in zip(FEATURES, beta))
    header = [
        f"# Prior probability that each allowed Wordle word is the answer, from wordfreq {version}",
        "# (https://github.com/rspeer/wordfreq, data CC-BY-SA 4.0, by Robyn Speer and the sources",
        "# it credits) and a logistic model of the 2,315 original answers, made by",
        "# scripts/make_priors.py; see data/README.md.  Priors sum to 1 (up to rounding).",
        f"# logit = {coefficients}",
    ]
    body = [f"{w.upper()}\t{p:.6g}" for w, p in sorted(zip(words, prior))]
    PRIORS.write_text("\n".join(header + body) + "\n", encoding="utf-8")
    HOLDOUT.write_text(
        "# Held-out secrets: words outside the 2,315 original answers that look like\n"
        f"# modern answers (Zipf >= {HOLDOUT_MIN_ZIPF} in wordfreq {version}, not plural_s,\n"
        f"# not past_ed; the {HOLDOUT_SIZE} smallest by SHA-256 of '{HOLDOUT_SALT}word'),\n"
        "# excluded from the fit; made by scripts/make_priors.py.\n"
        + "".join(f"{w}\n" for w in held),
        encoding="utf-8",
    )
    print(
        f"{PRIORS.relative_to(ROOT)}: {len(words)} words;"
        f" {HOLDOUT.relative_to(ROOT)}: {len(held)} words"
    )
    print(f"fitted on {int(train.sum())} words ({int(y[train].sum())} answers); {coefficients}")
    fitted = log_likelihood(y[train], chance[train])
    null = log_likelihood(y[train], np.full(int(train.sum()), y[train].mean()))
    print(f"mean log-likelihood per word: {fitted:.4f} (a constant rate: {null:.4f})")


def log_likelihood(y: np.ndarray, p: np.ndarray) -> float:
    """The mean Bernoulli log-likelihood (natural log) of outcomes y under probabilities p."""
    return float(np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


if __name__ == "__main__":
    main()
