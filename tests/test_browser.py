"""The page, driven in a real headless Chromium as a person uses it: by accessible names.

Needs Debian's chromium-headless-shell (`apt-get install -y --no-install-recommends
chromium-headless-shell`); without it these tests are skipped, or fail when CI is set.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from playwright.sync_api import Page, expect

from wordfinder.web import api


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch the system's Chromium: Playwright's own download cannot work on our machines."""
    executable = shutil.which("chromium-headless-shell") or shutil.which("chromium")
    if executable is None:
        if os.environ.get("CI"):
            pytest.fail("no Chromium: apt-get install -y --no-install-recommends chromium-headless-shell")
        pytest.skip("no Chromium installed (apt-get install -y --no-install-recommends chromium-headless-shell)")
    return {**browser_type_launch_args, "executable_path": executable}


@pytest.fixture(scope="session")
def url():
    """The address of a real `wordfinder serve --port 0`, stopped after the tests."""
    process = subprocess.Popen([sys.executable, "-m", "wordfinder", "serve", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    assert line.startswith("Serving on "), line
    yield line.split()[-1]
    process.terminate()
    process.wait(10)


@pytest.fixture
def page_at(page: Page, url):
    """The page, loaded, with every request it makes recorded."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(url)
    page.requested = requested
    return page


def add_row(page: Page, guess: str, score: str) -> None:
    page.get_by_label("Guess").fill(guess)
    page.get_by_label("Score").fill(score)
    page.get_by_role("button", name="Add").click()


def test_a_game_typed_in_shows_candidates_and_a_suggestion(page_at: Page):
    """A guess and its score added: the candidates, likeliest first with chances, and the next
    guess, the one the API names (the search is bounded by work, so a busy machine gives the
    same guess, later: it is waited for)."""
    add_row(page_at, "CRANE", "..a.e")
    add_row(page_at, "SLOTH", ".l...")
    candidates = page_at.get_by_role("region", name="Candidates")
    expect(candidates).to_contain_text("58 words can be the answer")
    expect(candidates).to_contain_text("LEMMA")
    best = api.answer("suggest", {"history": ["CRANE=..a.e", "SLOTH=.l..."]})["suggestions"][0]["guess"]
    expect(page_at.get_by_role("region", name="Suggestion")).to_contain_text(f"{best} is sure to win", timeout=60_000)
    expect(page_at.get_by_role("button", name=re.compile(r"Row 2, position 2, L, yellow"))).to_be_visible()


def test_clicking_a_tile_cycles_its_colour_and_updates_the_candidates(page_at: Page):
    """A tile goes grey → yellow → green, and the candidates follow the new score."""
    add_row(page_at, "CRANE", "..a.e")
    candidates = page_at.get_by_role("region", name="Candidates")
    expect(candidates).to_contain_text("505 words")
    page_at.get_by_role("button", name="Row 1, position 1, C, grey").click()
    expect(page_at.get_by_role("button", name="Row 1, position 1, C, yellow")).to_be_visible()
    expect(candidates).not_to_contain_text("505 words")
    page_at.get_by_role("button", name="Row 1, position 1, C, yellow").click()
    expect(page_at.get_by_role("button", name="Row 1, position 1, C, green")).to_be_visible()


def test_undo_takes_back_the_last_row(page_at: Page):
    """Undo removes the last row and the candidates are those of the rows left."""
    add_row(page_at, "CRANE", "..a.e")
    add_row(page_at, "SLOTH", ".l...")
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("58 words")
    page_at.get_by_role("button", name="Undo").click()
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("505 words")
    expect(page_at.get_by_role("button", name=re.compile("Row 2"))).to_have_count(0)


def test_why_not_gives_the_reasons_a_word_is_ruled_out(page_at: Page):
    """Why not names each reason a word cannot be the answer."""
    add_row(page_at, "CRANE", "..a.e")
    page_at.get_by_label("Why not").fill("crane")
    page_at.get_by_label("Why not").press("Enter")
    expect(page_at.get_by_text("CRANE cannot be the answer")).to_be_visible()
    expect(page_at.get_by_text("CRANE would score CRANE, not ..a.e")).to_be_visible()


def test_a_bad_score_is_named_and_no_row_is_added(page_at: Page):
    """A score that cannot be read: the error line, and the history unchanged."""
    add_row(page_at, "CRANE", "ZZZZZ")
    expect(page_at.get_by_role("alert")).to_contain_text("CRANE=ZZZZZ")
    expect(page_at.get_by_role("button", name=re.compile("Row 1"))).to_have_count(0)


def test_a_pasted_share_block_adds_every_row(page_at: Page):
    """A share block with its guesses in order adds one row a line of tiles."""
    page_at.get_by_label("Guess").fill("CRANE SLOTH")
    page_at.get_by_label("Score").fill("Wordle 1,234 3/6\n\n⬛⬛🟨⬛🟨\n⬛🟨⬛⬛⬛")
    page_at.get_by_role("button", name="Add").click()
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("58 words")


def test_the_keyboard_alone_plays(page_at: Page):
    """Tab and Enter reach everything: type, add with Enter, cycle a tile with Space."""
    page_at.get_by_label("Guess").focus()
    page_at.keyboard.type("CRANE")
    page_at.keyboard.press("Tab")
    page_at.keyboard.type("..a.e")
    page_at.keyboard.press("Enter")
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("505 words")
    page_at.get_by_role("button", name="Row 1, position 2, R, grey").focus()
    page_at.keyboard.press("Space")
    expect(page_at.get_by_role("button", name="Row 1, position 2, R, yellow")).to_be_visible()


def test_a_multi_board_game_lists_each_board(page_at: Page):
    """Quordle chosen: one score a board, each board's candidates listed."""
    page_at.get_by_label("Game", exact=True).select_option("4")
    add_row(page_at, "CRANE", "..a.e/...../CRANE/c....")
    candidates = page_at.get_by_role("region", name="Candidates")
    expect(candidates).to_contain_text("Board 3: solved")
    # several boards are played for the original answers, as on the command line
    listed = subprocess.run([sys.executable, "-m", "wordfinder", "--boards", "4", "CRANE=..a.e/...../CRANE/c...."],
                            capture_output=True, text=True).stdout.splitlines()[0].split()[2:]
    expect(candidates).to_contain_text(f"Board 1: {len(listed)} left")


def test_nothing_leaves_the_machine_and_the_page_fits_a_phone(page_at: Page, url):
    """Every request goes to the server itself; at phone width nothing is wider than the screen."""
    add_row(page_at, "CRANE", "..a.e")
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("505 words")
    assert page_at.requested and all(r.startswith(url) for r in page_at.requested)
    page_at.set_viewport_size({"width": 390, "height": 844})
    assert page_at.evaluate("document.documentElement.scrollWidth") <= 390
