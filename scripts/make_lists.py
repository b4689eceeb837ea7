"""Make ``data/lists/LANG-LENGTH.tsv``: the bundled word lists of every language and length
but English at five letters (``data/allowed.txt``, ``answers.txt`` and ``priors.tsv``).

Each file is one table, a row a word as its tiles spell it:

    TILES<TAB>SHOWN<TAB>PRIOR<TAB>ANSWER

``TILES`` is the word in the language's tile letters (upper case, accents folded as the
language's tiles fold them, Dutch IJ as the one tile Ĳ: ``wordfinder.languages``), ``SHOWN``
the word as the dictionary writes it (lower case, accents kept: ``coração``), ``PRIOR`` its
prior chance of being the answer (the column sums to 1), and ``ANSWER`` 1 for a word of
the answer list, 0 for a guess only.  Rows are sorted by ``TILES``; words whose tiles
collide (Portuguese ``avó`` and ``avô``) are one row, shown as the commoner spelling.

**Allowed guesses**: every form a dictionary accepts, in lower case (no proper nouns),
letters only (no apostrophes, hyphens or digits), of the length in tiles:

- English (4, 6, 7, 8 letters): SCOWL (Debian ``scowl``), the American and common
  spellings, lists of size 70 or less (a standard dictionary's words and their inflections);
- Spanish, French, Portuguese (Brazil), Dutch, Danish: the Hunspell dictionary's stems
  expanded by its affix rules (Hunspell's ``unmunch``).

**Answers**: common base forms: for Hunspell dictionaries, a stem of the ``.dic`` file
(the dictionary form: nouns in the singular, verbs in the infinitive; no conjugations);
for English, a word of SCOWL's lists of size 35 or less that does not end as plurals and
past tenses do (S but not SS/US/IS; ED but not EED) nor as a participle of another listed
word (ING); then, in every language, Zipf frequency in wordfreq of at least MIN_ZIPF (a word
most players know), not named by a profanity list (English: two of the three lists of
``make_priors.py``; other languages: glin-profanity's list of that language, and
safetext's for Spanish, French and Portuguese), not more frequent in English than in the
language (names and English words: SOUZA, BREAK), not the plural of another form in
Spanish, French and Portuguese (SOLOS), and the ANSWERS_MOST most frequent of those.

At most ALLOWED_MOST allowed guesses are kept: the answers, then the commonest by wordfreq
(Hunspell makes up to 78,547 forms of eight letters), so that the likely model's matrix of
every guess against every word stays under 1 GB.

**Prior**: in proportion to 10 ** Zipf (at least ZIPF_FLOOR), times NON_ANSWER_SHARE for a
word outside the answer list: the answers hold most of the mass, each as likely as it is
common, and any allowed word stays possible.

Run it in a throwaway environment (none of these is a dependency of wordfinder):

    apt-get install --no-install-recommends scowl hunspell-tools hunspell-es \\
        hunspell-fr-classical hunspell-pt-br hunspell-nl hunspell-da
    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1 \\
        better-profanity==0.7.0 profanityfilter==2.1.0 profanity==1.1 glin-profanity==4.1.0 \\
        safetext==0.3.3
    PYTHONPATH=. /tmp/wf/bin/python scripts/make_lists.py [CODE...]

The output depends only on those sources' versions: running it again gives the same bytes.
"""

from __future__ import annotations

import importlib.metadata
import importlib.resources
import importlib.util
import json
import subprocess
import sys
import unicodedata
from functools import cache
from pathlib import Path

from wordfreq import zipf_frequency

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordfinder.languages import LANGUAGES, Language

OUT = ROOT / "data" / "lists"
SCOWL = Path("/usr/share/dict/scowl")
HUNSPELL = Path("/usr/share/hunspell")
MIN_ZIPF = 3.0
ANSWERS_MOST = 2500
ZIPF_FLOOR = 1.0
NON_ANSWER_SHARE = 0.01
ALLOWED_MOST = 21_000  # guesses kept, answers first, then the commonest: every guess against every
# word (the likely model's matrix, two bytes a cell beyond five letters) stays under 1 GB
SCOWL_ALLOWED, SCOWL_ANSWERS = 70, 35
US_SPELLINGS = ("english", "american", "variant_1")

# language -> (Debian package, dictionary file stem, licence as Debian's copyright file states it)
HUNSPELL_SOURCES = {
    "es": ("hunspell-es", "es_ES", "GPL-3+ or LGPL-3+ or MPL-1.1+ (used under MPL-1.1)"),
    "fr": ("hunspell-fr-classical", "fr", "MPL-2.0"),
    "pt": ("hunspell-pt-br", "pt_BR", "LGPL-3 or MPL (used under MPL)"),
    "nl": ("hunspell-nl", "nl", "BSD-2-clause or CC-BY-3.0 (used under BSD-2-clause)"),
    "da": ("hunspell-da", "da_DK", "GPL-2 or LGPL-2.1 or MPL-1.1 (used under MPL-1.1)"),
}
GLIN = {"es": "spanish", "fr": "french", "pt": "portuguese", "nl": "dutch", "da": "danish"}
ENGLISH_PROFANITY = (
    ("better_profanity", "profanity_wordlist.txt"),
    ("profanityfilter", "data/badwords.txt"),
    ("profanity", "data/wordlist.txt"),
)
LISTS = {code: (4, 5, 6, 7, 8) for code in ("fr", "pt", "da")} | {code: (5, 6, 7, 8) for code in ("es", "nl")} | {"en": (4, 6, 7, 8)}
# Spanish and Dutch at four letters are left out: the solver played 11 and 8 of their answers in more than six.


def debian_version(package: str) -> str:
    """The installed version of a Debian package."""
    query = ["dpkg-query", "--showformat=${Version}", "--show", package]
    return subprocess.run(query, capture_output=True, text=True, check=True).stdout.strip()


def is_word(form: str) -> bool:
    """Whether a dictionary form is a lower-case word of letters only (NFC)."""
    return form.isalpha() and form == form.lower() and form[:1].islower()


def tile_length(language: Language, word: str) -> int:
    """The tiles of ``word`` in ``language``."""
    return len(language.spelled(word.upper()))


# --- English ----------------------------------------------------------------------------------------


def scowl_words(most: int) -> set[str]:
    """The lower-case a-z words of SCOWL's American and common lists of size ``most`` or less."""
    found: set[str] = set()
    for path in sorted(SCOWL.iterdir()):
        name, size = path.name.rsplit(".", 1)
        spelling, category = name.split("-", 1)
        if spelling in US_SPELLINGS and category == "words" and int(size) <= most:
            found.update(w for w in path.read_text(encoding="utf-8").split() if w.isascii() and is_word(w))
    return found


def english_votes() -> dict[str, int]:
    """How many of the English profanity lists name each word."""
    votes: dict[str, int] = {}
    for package, resource in ENGLISH_PROFANITY:
        text = importlib.resources.files(package).joinpath(resource).read_text(encoding="utf-8")
        for word in {line.strip().lower() for line in text.splitlines() if line.strip()}:
            votes[word] = votes.get(word, 0) + 1
    return votes


def inflected(word: str, listed: set[str]) -> bool:
    """Whether an English word looks like a plural, a past tense, a participle or a
    comparative of another ``listed`` word (OPTING, DEEPER, HARDEST)."""
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return True
    if word.endswith("ed") and not word.endswith("eed"):
        return True
    for suffix in ("ing", "est", "er"):
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and (stem in listed or stem + "e" in listed or stem[:-1] in listed):
            return True
    return False


def english(length: int) -> tuple[dict[str, str], set[str], str]:
    """English allowed guesses and answers of ``length`` letters, and the source's note."""
    every = scowl_words(SCOWL_ALLOWED)
    allowed = {w for w in every if len(w) == length}
    votes = english_votes()
    common = {w for w in scowl_words(SCOWL_ANSWERS) if len(w) == length}
    answers = {w for w in common if not inflected(w, every) and votes.get(w, 0) < 2}
    source = f"SCOWL (Debian scowl {debian_version('scowl')}), lists of size {SCOWL_ALLOWED} or less"
    return {w: w for w in allowed}, answers, source


# --- Hunspell languages ---------------------------------------------------------------------------


def stems(dictionary: str) -> set[str]:
    """The stems of a Hunspell ``.dic`` file (its first field, before any ``/flags``)."""
    lines = (HUNSPELL / f"{dictionary}.dic").read_text(encoding="utf-8-sig").splitlines()[1:]
    return {unicodedata.normalize("NFC", line.split()[0].split("/")[0]) for line in lines if line.strip()}


@cache
def expanded(dictionary: str, shortest: int, longest: int) -> frozenset[str]:
    """Every form of ``shortest`` to ``longest`` characters the dictionary's stems and affix
    rules make (Hunspell's ``unmunch``), read as it streams: Portuguese makes 83 million."""
    command = ["unmunch", str(HUNSPELL / f"{dictionary}.dic"), str(HUNSPELL / f"{dictionary}.aff")]
    found = set()
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as run:
        for line in run.stdout:
            form = line.decode("utf-8", "replace").split("/")[0].strip()
            if shortest <= len(form) <= longest:
                found.add(unicodedata.normalize("NFC", form))
    return frozenset(found)


def rude_words(code: str) -> set[str]:
    """The words glin-profanity's list of a language names, and safetext's where it has one,
    lower case."""
    text = importlib.resources.files("glin_profanity").joinpath(f"data/dictionaries/{GLIN[code]}.json").read_text("utf-8")
    found = {unicodedata.normalize("NFC", w.lower()) for w in json.loads(text)["words"]}
    # Its package imports requests on import: read its file where it is installed instead.
    other = Path(importlib.util.find_spec("safetext").submodule_search_locations[0]) / "languages" / code / "words.txt"
    if other.is_file():
        found |= {unicodedata.normalize("NFC", w.strip().lower()) for w in other.read_text("utf-8").splitlines()}
    return found


def plural_of_another(word: str, forms: set[str]) -> bool:
    """Whether a Spanish, French or Portuguese word is the plural of another form (SOLOS, ZEROS)."""
    return word.endswith("s") and (word[:-1] in forms or word[:-2] in forms)


def hunspell_language(code: str, length: int) -> tuple[dict[str, str], set[str], str]:
    """A Hunspell language's allowed guesses (tiles -> shown form candidates) and answers."""
    package, dictionary, licence = HUNSPELL_SOURCES[code]
    language = LANGUAGES[code]
    forms = {
        w for w in expanded(dictionary, length - 2, length + 2) | stems(dictionary)
        if is_word(w) and tile_length(language, w) == length and set(language.spelled(w.upper())) <= set(language.alphabet)
    }
    base = {w for w in stems(dictionary) if w in forms}
    rude = rude_words(code)
    every = expanded(dictionary, length - 2, length + 2)
    answers = {
        w for w in base
        if w not in rude
        and not (code in ("es", "fr", "pt") and plural_of_another(w, every))
        and zipf_frequency(w, code) > zipf_frequency(w, "en")  # not a name or an English word
    }
    source = f"Hunspell {dictionary} (Debian {package} {debian_version(package)}), {licence}"
    return {w: w for w in forms}, answers, source


# --- the table ------------------------------------------------------------------------------------


def table(code: str, length: int) -> tuple[list[str], dict[str, int], str]:
    """The rows of one list, its counts and its source."""
    language = LANGUAGES[code]
    forms, base, source = english(length) if code == "en" else hunspell_language(code, length)
    zipf = {w: zipf_frequency(w, code, wordlist="best") for w in forms}
    eligible = sorted((w for w in base if zipf[w] >= MIN_ZIPF), key=lambda w: (-zipf[w], w))[:ANSWERS_MOST]
    answers = set(eligible)
    # One row per tile spelling, shown as its commonest form (an answer's, if it has one).
    rows: dict[str, tuple[str, float, bool]] = {}
    for word in sorted(forms, key=lambda w: (w not in answers, -zipf[w], w)):
        tiles = language.spelled(word.upper())
        if tiles not in rows:
            rows[tiles] = (word, zipf[word], word in answers)
        elif word in answers or rows[tiles][2]:
            rows[tiles] = (rows[tiles][0], max(rows[tiles][1], zipf[word]), True)
    kept = sorted(rows, key=lambda t: (not rows[t][2], -rows[t][1], t))[:ALLOWED_MOST]
    rows = {t: rows[t] for t in kept}
    weights = {t: 10 ** max(z, ZIPF_FLOOR) * (1 if a else NON_ANSWER_SHARE) for t, (_, z, a) in rows.items()}
    total = sum(weights.values())
    lines = [f"{t}\t{rows[t][0]}\t{weights[t] / total:.6g}\t{int(rows[t][2])}" for t in sorted(rows)]
    counts = {"allowed": len(rows), "answers": sum(a for _, _, a in rows.values())}
    return lines, counts, source


def main() -> None:
    """Write every list, each with a header naming its sources, and print their counts."""
    OUT.mkdir(parents=True, exist_ok=True)
    wordfreq = importlib.metadata.version("wordfreq")
    chosen = sys.argv[1:] or list(LISTS)  # language codes to make (default: all)
    for code, lengths in LISTS.items():
        if code not in chosen:
            continue
        for length in lengths:
            lines, counts, source = table(code, length)
            header = [
                f"# {LANGUAGES[code].name}, {length} tiles: {counts['allowed']} allowed guesses, {counts['answers']} answers",
                f"# words: {source}",
                f"# frequencies and prior: wordfreq {wordfreq} (data CC-BY-SA 4.0, Robyn Speer and its sources)",
                "# made by scripts/make_lists.py; columns: TILES SHOWN PRIOR ANSWER (see data/README.md)",
            ]
            path = OUT / f"{code}-{length}.tsv"
            path.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {counts['allowed']} allowed, {counts['answers']} answers")


if __name__ == "__main__":
    main()
