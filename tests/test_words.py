"""Word lists: the bundled data and reading lists where they enter."""

from unittest import mock

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from wordfinder import words
from wordfinder.errors import WordListError
from wordfinder.words import ALLOWED, ANSWERS, bundled, normalise, read_words, words_in_text
from wordfinder.languages import ENGLISH, LANGUAGES


def test_bundled_counts():
    """The bundled lists hold the 14,855 allowed guesses and the 2,315 original answers."""
    assert len(bundled(ALLOWED)) == 14855
    assert len(bundled(ANSWERS)) == 2315


def test_answers_are_allowed_guesses():
    """Every original answer is also an allowed guess."""
    assert set(bundled(ANSWERS)) <= set(bundled(ALLOWED))


def test_bundled_words_are_normalised():
    """Bundled words are five upper-case letters A-Z, without duplicates."""
    words = bundled(ALLOWED)
    assert len(set(words)) == len(words)
    assert all(len(w) == 5 and w.isascii() and w.isalpha() and w.isupper() for w in words)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("# header\n# more\nabc\ndef\n", ("ABC", "DEF")),
        ("# header\nabc\n# a note, two words\n  # indented\ndef\n", ("ABC", "DEF")),
    ],
)
def test_bundled_lists_skip_comment_lines(text, expected):
    """Comment lines are skipped wherever they stand, not only in the header."""
    bundled.cache_clear()
    try:
        with mock.patch.object(words, "_read_text", return_value=text):
            assert bundled(ALLOWED) == expected
    finally:
        bundled.cache_clear()


def test_unknown_bundled_list():
    """Asking for a list that is not bundled names it."""
    with pytest.raises(WordListError, match="'extra'"):
        bundled("extra")


def test_normalise_skips_non_letters_and_other_lengths():
    """Words with apostrophes, accents or another length are skipped; duplicates collapse."""
    assert normalise(["fifty", "Aaron's", "café", "FIFTY", "kitty", "kit"], 5) == ("FIFTY", "KITTY")


def test_read_words_skips_blanks_and_comments(tmp_path):
    """Blank and '#' lines are skipped and the last line may lack its newline."""
    path = tmp_path / "list.txt"
    path.write_text("# comment\n\n  crane  \n#slate\nslate", encoding="utf-8")
    assert read_words(path, ENGLISH) == ("CRANE", "SLATE")


@pytest.mark.parametrize("make", ["missing", "folder", "latin1"])
def test_unreadable_lists_name_the_file(tmp_path, make):
    """A missing file, a folder or non-UTF-8 bytes raise WordListError quoting the path."""
    path = tmp_path / "list.txt"
    if make == "folder":
        path.mkdir()
    elif make == "latin1":
        path.write_bytes(b"caf\xe9\n")
    with pytest.raises(WordListError, match="list.txt"):
        read_words(path, ENGLISH)


def test_a_byte_order_mark_is_not_part_of_the_first_word(tmp_path):
    """A UTF-8 file written with a byte-order mark keeps its first word."""
    path = tmp_path / "list.txt"
    path.write_bytes(b"\xef\xbb\xbfcrane\r\nslate\r\n")
    assert read_words(path, ENGLISH) == ("CRANE", "SLATE")


@pytest.mark.parametrize("spelled", ["{}/", "{}/./", "{}//"])
def test_paths_are_read_as_pathlib_reads_them(tmp_path, monkeypatch, spelled):
    """A trailing slash or ./ on a file's name still names the file, and messages show the
    name tidied (the typer command line hands over pathlib paths, which are tidied)."""
    (tmp_path / "list.txt").write_text("crane\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert read_words(spelled.format("list.txt"), ENGLISH) == ("CRANE",)
    with pytest.raises(WordListError, match="^'gone.txt': no such word list"):
        read_words("./gone.txt", ENGLISH)


@settings(max_examples=250)
@given(st.text(alphabet="abcAB#é ß\t\r\n\x0c\u2028\x85ıﬁ", max_size=60), st.sampled_from([None, 1, 2, 3]))
def test_words_in_text_reads_as_normalise_does(text, length):
    """The bulk reader keeps exactly what normalising line by line keeps (comments, blank
    lines, odd letters and every kind of line break included)."""
    lines = (line for line in text.splitlines() if not line.lstrip().startswith("#"))
    assert words_in_text(text, length) == normalise(lines, length)


# --- files of words in the game's language -------------------------------------------------

# Accented letters every language folds or keeps, the groups some join (Dutch IJ, French Œ),
# and plain letters, so that words fold together and repeat.
_TYPED = "AÃÇCÉÈEÍIÑNÆØÅŒœJjñéíaeı"


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(LANGUAGES)), st.lists(st.text(_TYPED, min_size=1, max_size=6), min_size=1, max_size=20))
def test_reading_a_file_is_folding_each_word_as_its_language_does(tmp_path_factory, code, typed):
    """A file of words typed with accents reads as each word in the language's tiles, upper
    case, once each: what a player typing it would play."""
    spoken = LANGUAGES[code]
    assume(any(not word.isascii() for word in typed))
    path = tmp_path_factory.mktemp("words") / "typed.txt"
    path.write_text("\n".join(typed), encoding="utf-8")
    assert read_words(path, spoken) == tuple(dict.fromkeys(spoken.spelled(word).upper() for word in typed))


@pytest.mark.parametrize(
    ("code", "text", "expected"),
    [
        ("pt", "SUÍTE\ncoração\nSUITE\n", ("SUITE", "CORACAO")),
        ("fr", "ÉLÈVE\nsœur\n", ("ELEVE", "SOEUR")),
        ("es", "NIÑOS\nÁRBOL\nNINOS\n", ("NIÑOS", "ARBOL", "NINOS")),
        ("da", "BLÅBÆR\nSØLV\nidé\n", ("BLÅBÆR", "SØLV", "IDE")),
        ("nl", "IJZER\nĳs\n", ("IJZER", "IJS")),  # IJ two letters (woordle.nl), the ligature too
        ("nl-ij", "IJZER\nijs\n", ("ĲZER", "ĲS")),  # IJ one tile (Lingo)
        ("en", "NAÏVE\nCAFÉS\n", ("NAIVE", "CAFES")),
    ],
)
def test_a_file_is_read_in_its_languages_tiles(tmp_path, code, text, expected):
    """Accents fold as the language's tiles say, while Spanish Ñ and Danish Æ, Ø and Å stay
    letters of their own and Dutch IJ is one tile."""
    path = tmp_path / "words.txt"
    path.write_text(text, encoding="utf-8")
    assert read_words(path, LANGUAGES[code]) == expected


def test_a_long_file_folds_as_its_words_do():
    """A whole file's text, past the length the fold caches, folds as its words one by one."""
    spoken = LANGUAGES["pt"]
    words = ["CORAÇÃO", "SUÍTE", "ÁGUA", "pão"] * 100
    assert spoken.spelled("\n".join(words)) == "\n".join(map(spoken.spelled, words))
