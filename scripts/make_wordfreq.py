"""Regenerate ``data/wordfreq.tsv``: how common each allowed Wordle guess is in English.

The table gives, for each of the 14,855 allowed guesses that ``wordfreq`` knows,
its Zipf frequency (log10 of occurrences per billion words, 0-8) in wordfreq's
``large`` English list.  The ``frequency`` strategy reads it; wordfreq itself is
only a tool for this script, never a dependency of wordfinder.  Run it in a
throwaway environment (wordfreq's data is CC-BY-SA 4.0; see data/README.md):

    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1
    /tmp/wf/bin/python scripts/make_wordfreq.py

The output depends only on the word list and the wordfreq version, so running
it again gives the same bytes.
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

from wordfreq import zipf_frequency

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = ROOT / "data" / "allowed.txt"
TABLE = ROOT / "data" / "wordfreq.tsv"


def allowed_words() -> list[str]:
    """The allowed guesses, lower case, as data/allowed.txt lists them."""
    lines = ALLOWED.read_text(encoding="utf-8").splitlines()
    return [w.strip().lower() for w in lines if w.strip() and not w.startswith("#")]


def main() -> None:
    """Write the table: a header naming its source, then WORD<TAB>ZIPF for each known word."""
    version = importlib.metadata.version("wordfreq")
    rows = [(w, zipf_frequency(w, "en", wordlist="large")) for w in allowed_words()]
    known = [(w, z) for w, z in rows if z > 0]
    header = [
        f"# Zipf frequencies of Wordle's allowed guesses in English, from wordfreq {version}",
        "# (https://github.com/rspeer/wordfreq, data CC-BY-SA 4.0, by Robyn Speer and the",
        "# sources it credits), made by scripts/make_wordfreq.py.  Zipf = log10 of uses per",
        f"# billion words.  {len(known)} of {len(rows)} allowed guesses listed; the rest are 0.",
    ]
    body = [f"{w.upper()}\t{z:.2f}" for w, z in known]
    TABLE.write_text("\n".join(header + body) + "\n", encoding="utf-8")
    print(f"{TABLE.relative_to(ROOT)}: {len(known)} of {len(rows)} words (wordfreq {version})")


if __name__ == "__main__":
    main()
