"""The package as users install it: its data found from the install, its console script run
from a folder outside the checkout, every bundled language and length listed and played.

These tests mean something only against an installed package (the README's test command
and ``.ci/run`` install the wheel and run the suite from outside the checkout).  Run from
a checkout instead, they are skipped, and under ``CI`` they fail.
"""

from __future__ import annotations

import importlib.resources
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import wordfinder
from wordfinder import words

CHECKOUT = Path(__file__).resolve().parents[1]
SOURCE_LISTS = CHECKOUT / "wordfinder" / "data" / "lists"


def installed_script() -> str:
    """The console script installed beside this interpreter, or skip (fail under CI) when the
    package under test is the checkout's source tree."""
    where = Path(wordfinder.__file__).resolve()
    script = shutil.which("wordfinder", path=os.path.dirname(sys.executable))
    if where.parent == CHECKOUT / "wordfinder" or script is None:
        message = f"wordfinder is imported from {where.parent}, not an install: run the README's test command"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return script


def run(*argv: str, stdin: str = "", cwd: Path) -> subprocess.CompletedProcess:
    """The installed console script run with ``argv`` in the folder ``cwd``."""
    return subprocess.run([installed_script(), *argv], input=stdin, capture_output=True, text=True,
                          cwd=cwd, check=False, timeout=60)


def source_bundles() -> set[tuple[str, int]]:
    """Every (language, length) the source tree bundles: English at five letters and each
    table of the lists folder."""
    tables = {(name.stem.rsplit("-", 1)[0], int(name.stem.rsplit("-", 1)[1])) for name in SOURCE_LISTS.glob("*.tsv")}  # nl-ij-5
    return {("en", 5)} | tables


def first_allowed(lang: str, length: int) -> str:
    """A guess of the source tree's list of ``lang`` at ``length``, in its tiles."""
    if (lang, length) == ("en", 5):
        return "CRANE"
    with open(SOURCE_LISTS / f"{lang}-{length}.tsv", encoding="utf-8") as table:
        return next(line.split("\t")[0] for line in table if not line.startswith("#"))


def test_the_package_under_test_is_installed():
    """The suite imports wordfinder from an install, not from the checkout it was run from."""
    installed_script()
    assert not os.path.exists(os.path.join(os.getcwd(), "wordfinder", "__init__.py"))


def test_the_data_folder_is_the_one_importlib_resources_names():
    """Bundled data is read from the package's own data folder, the one importlib.resources gives."""
    assert words.data_path("lists") == str(importlib.resources.files("wordfinder") / "data" / "lists")
    assert os.path.isdir(words.data_path("lists"))


def test_the_installed_script_lists_every_bundled_language_and_length(tmp_path):
    """`wordfinder lists --json`, run from a folder outside the checkout, shows every list the source tree bundles."""
    listed = run("lists", "--json", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    shown = {(row["lang"], row["length"]) for row in json.loads(listed.stdout)["lists"]}
    assert shown == source_bundles()
    assert len(shown) > 1


@pytest.mark.parametrize("lang, length", sorted(source_bundles()))
def test_the_installed_script_plays_every_bundled_list(tmp_path, lang, length):
    """`wordfinder play --lang L --length K`, run from outside the checkout, scores a guess of that list."""
    guess = first_allowed(lang, length)
    played = run("play", "--lang", lang, "--length", str(length), "--seed", "1", stdin=f"{guess}\n", cwd=tmp_path)
    assert played.returncode in (0, 1), played.stderr  # a win, or the end of input after one row
    assert "Invalid word" not in played.stdout
    result = next(line for line in played.stdout.splitlines() if "Result: " in line)
    assert len(result.split("Result: ")[1].strip()) == length  # one tile a letter
