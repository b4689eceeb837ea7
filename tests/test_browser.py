"""The page, driven in a real headless Chromium as a person uses it: by accessible names.

Needs Debian's chromium-headless-shell (`apt-get install -y --no-install-recommends
chromium-headless-shell`); without it these tests are skipped, or fail when CI is set.
The server runs with a history file of past answers of its own (:data:`PAST`); a test that
compares the page with the API writes the same file first.  With WORDFINDER_SCREENSHOTS set,
the screenshots are written to docs/ (page-phone.png, page-desktop.png, page-dark.png).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

from pathlib import Path

import pytest

from playwright.sync_api import Page, expect

from wordfinder.web import api

pytestmark = pytest.mark.slow  # a real server and browser: left to `-m slow` with the other whole-process tests

# A page's answer waits on the server, which a busy machine slows: an assertion waits up to
# 20 s for it (not Playwright's 5 s), so that load makes a test slower, never wrong.
expect.set_options(timeout=20_000)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch the system's Chromium: Playwright's own download cannot work on our machines."""
    executable = shutil.which("chromium-headless-shell") or shutil.which("chromium")
    if executable is None:
        if os.environ.get("CI"):
            pytest.fail("no Chromium: apt-get install -y --no-install-recommends chromium-headless-shell")
        pytest.skip("no Chromium installed (apt-get install -y --no-install-recommends chromium-headless-shell)")
    return {**browser_type_launch_args, "executable_path": executable}


PAST = "MEDAL 2024-05-30\nPEDAL 2024-06-01\n"  # the past answers the server's history file holds
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
DOCS = Path(__file__).resolve().parents[1] / "docs"


def write_past(folder: Path) -> None:
    """The history file of :data:`PAST` in the data folder ``folder``."""
    (folder / "wordfinder").mkdir(parents=True, exist_ok=True)
    (folder / "wordfinder" / "history.txt").write_text(PAST, encoding="utf-8")


@pytest.fixture(scope="session")
def url(tmp_path_factory):
    """The address of a real `wordfinder serve --port 0` knowing :data:`PAST`, stopped after the tests."""
    folder = tmp_path_factory.mktemp("served-data")
    write_past(folder)
    process = subprocess.Popen([sys.executable, "-m", "wordfinder", "serve", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               env={**os.environ, "XDG_DATA_HOME": str(folder)})
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
    guess, the one the API names knowing the same past answers (the search is bounded by work,
    so a busy machine gives the same guess, later: it is waited for)."""
    write_past(Path(os.environ["XDG_DATA_HOME"]))
    add_row(page_at, "CRANE", "..a.e")
    add_row(page_at, "SLOTH", ".l...")
    candidates = page_at.get_by_role("region", name="Candidates")
    expect(candidates).to_contain_text("58 words can be the answer")
    expect(candidates).to_contain_text("LEMMA")
    best = api.answer("suggest", {"history": ["CRANE=..a.e", "SLOTH=.l..."]})["suggestions"][0]["guess"]
    expect(page_at.get_by_role("region", name="Suggestion")).to_contain_text(f"{best} is sure to win", timeout=60_000)
    expect(page_at.get_by_role("button", name=re.compile(r"Row 2, position 2, L, yellow"))).to_be_visible()


def test_a_question_still_worked_on_is_asked_again_until_answered(page_at: Page):
    """A suggest over the server's time limit is answered 408 with Retry-After (its work goes
    on): the page says the advice is on its way, asks again, and shows the guess once it comes
    (here the first two answers to the row's question are made late on the way)."""
    import json

    write_past(Path(os.environ["XDG_DATA_HOME"]))
    late = []

    def answer_late(route) -> None:
        if "CRANE" in (route.request.post_data or "") and len(late) < 2:
            late.append(route.request.post_data)
            route.fulfill(status=408, headers={"retry-after": "1"}, content_type="application/json",
                          body=json.dumps({"error": "the request took longer than 10 s; its work goes on"}))
        else:
            route.continue_()

    expect(page_at.locator("#status")).to_contain_text("Next guess")  # the opening's, before any row
    page_at.route("**/api/suggest", answer_late)
    add_row(page_at, "CRANE", "..a.e")
    region = page_at.get_by_role("region", name="Suggestion")
    expect(region).to_have_attribute("aria-busy", "true")  # the advice shown was for no row
    expect(region).to_contain_text("Working out the next guess")
    expect(page_at.locator("#status")).not_to_contain_text("Next guess")  # the last position's guess
    best = api.answer("suggest", {"history": ["CRANE=..a.e"]})["suggestions"][0]["guess"]
    expect(region.locator(".best")).to_contain_text(best)
    expect(region).not_to_have_attribute("aria-busy", "true")
    assert len(late) == 2 and late[0] == late[1]


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


# --- the page a player keeps open (issue 39) ---------------------------------------------------

LEMMA_GAME = [("CRANE", "..a.e"), ("SLOTH", ".l..."), ("MEDAL", "mE.al"), ("LEMMA", "LEMMA")]
"""A game whose answer is LEMMA, row by row (the scores are the engine's)."""
SMALL_CONTROLS = """() => [...document.querySelectorAll("button, input, select, textarea, summary, a[href]")]
  .filter((e) => e.checkVisibility())
  .map((e) => ({what: e.getAttribute("aria-label") || e.id || e.textContent.trim().slice(0, 30),
                box: e.getBoundingClientRect()}))
  .filter((c) => c.box.width < 44 || c.box.height < 44)
  .map((c) => `${c.what}: ${c.box.width.toFixed(1)} x ${c.box.height.toFixed(1)}`)"""
LOW_CONTRAST = """() => {
  const rgb = (text) => text.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => [r, g, b].map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const backdrop = (e) => {
    for (let at = e; at; at = at.parentElement) {
      const colour = rgb(getComputedStyle(at).backgroundColor);
      if (colour.length < 4 || colour[3] > 0) return colour;
    }
    return [255, 255, 255];
  };
  const texts = [...document.querySelectorAll("body *")].filter((e) => e.checkVisibility() && (
    ["INPUT", "SELECT", "TEXTAREA"].includes(e.tagName) && e.type !== "checkbox" ||
    [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())));
  const faded = (e) => {  // the opacity the element is drawn with, its ancestors' included
    let opacity = 1;
    for (let at = e; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
    return opacity;
  };
  return texts.map((e) => {
    const style = getComputedStyle(e);
    const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
    const [ink, paper, alpha] = [rgb(style.color), backdrop(e), faded(e) * (rgb(style.color)[3] ?? 1)];
    const [fg, bg] = [luminance(ink.map((c, i) => c * alpha + paper[i] * (1 - alpha))), luminance(paper)];
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    const needed = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;  // WCAG: large text needs 3:1
    return {text: (e.textContent || e.value || "").trim().slice(0, 30), ratio, needed};
  }).filter((t) => t.ratio < t.needed).map((t) => `${t.text}: ${t.ratio.toFixed(2)} < ${t.needed}`);
}"""


def added(page: Page, guess: str, score: str) -> None:
    """A row added, and the page done answering it (its status line names the guess)."""
    add_row(page, guess, score)
    expect(page.get_by_role("status")).to_contain_text(f"Added {guess}", timeout=60_000)


def suggested(page: Page):
    """The suggested word's button in the Suggestion region."""
    return page.get_by_role("region", name="Suggestion").get_by_role("button", name=re.compile(r"^Play \S+ next$"))


def on_screen(page: Page, locator) -> bool:
    """Whether the element is wholly inside the viewport as it stands (nothing scrolled)."""
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]


def shot(page: Page, name: str, tmp_path: Path) -> None:
    """A screenshot: to docs/ when WORDFINDER_SCREENSHOTS is set, else beside the test."""
    folder = DOCS if os.environ.get("WORDFINDER_SCREENSHOTS") else tmp_path
    page.screenshot(path=str(folder / name))


def test_on_a_phone_the_board_the_new_row_and_the_next_guess_are_on_screen_after_every_row(page_at: Page, tmp_path):
    """At 390 x 844, after each row of a whole game, the suggested word and the row being
    entered are in the viewport, nothing scrolled; the win is said, with no further guess."""
    page_at.set_viewport_size(PHONE)
    expect(suggested(page_at)).to_be_visible(timeout=60_000)
    for guess, score in LEMMA_GAME[:-1]:
        added(page_at, guess, score)
        assert on_screen(page_at, suggested(page_at)), f"after {guess}: {suggested(page_at).bounding_box()}"
        page_at.get_by_label("Guess").fill("LEMMA")
        assert on_screen(page_at, page_at.get_by_role("button", name="New row, position 5, A, not set"))
        assert page_at.evaluate("window.scrollY") == 0
    page_at.get_by_label("Guess").fill("")
    shot(page_at, "page-phone.png", tmp_path)
    added(page_at, *LEMMA_GAME[-1])
    expect(page_at.get_by_role("region", name="Suggestion")).to_contain_text("You won")
    assert on_screen(page_at, page_at.get_by_role("region", name="Suggestion").get_by_text("You won"))
    expect(suggested(page_at)).to_have_count(0)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_every_control_is_at_least_44_px_each_way(page_at: Page, viewport):
    """Buttons, tiles, fields, menus, switches, links and the details' summaries: 44 x 44 px or more."""
    page_at.set_viewport_size(viewport)
    added(page_at, "CRANE", "..a.e")
    page_at.get_by_label("Guess").fill("SLOTH")
    page_at.get_by_text("More settings").click()
    page_at.get_by_text("Why, and other good guesses").click()
    assert page_at.evaluate(SMALL_CONTROLS) == []
    page_at.get_by_label("Game", exact=True).select_option("4")
    added(page_at, "CRANE", "..a.e/...../CRANE/c....")
    assert page_at.evaluate(SMALL_CONTROLS) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_text_meets_wcag_aa_contrast_in_light_and_dark(page_at: Page, scheme, tmp_path):
    """Every visible text against its background, from the computed styles: 4.5:1, or 3:1 for
    large text (the tiles' bold letters), every tile colour and the row being entered shown."""
    page_at.emulate_media(color_scheme=scheme)
    page_at.set_viewport_size(PHONE)
    for guess, score in LEMMA_GAME[:2]:
        added(page_at, guess, score)
    page_at.get_by_label("Guess").fill("MEDAL")
    page_at.get_by_role("button", name="New row, position 2, E, not set").click()
    page_at.get_by_role("button", name="New row, position 2, E, grey").click()
    if scheme == "dark":
        shot(page_at, "page-dark.png", tmp_path)
    for name in ("More settings", "Why, and other good guesses", "How to enter a row"):
        page_at.get_by_text(name).click()
    page_at.get_by_label("Why not").fill("crane")
    page_at.get_by_label("Why not").press("Enter")
    expect(page_at.get_by_text("CRANE cannot be the answer")).to_be_visible()
    assert page_at.evaluate(LOW_CONTRAST) == []
    page_at.get_by_label("High-contrast colours").check()
    assert page_at.evaluate(LOW_CONTRAST) == []
    page_at.get_by_label("Game", exact=True).select_option("4")  # Wordle's settings disabled, still readable
    expect(page_at.get_by_label("Answers", exact=True)).to_be_disabled()
    assert page_at.evaluate(LOW_CONTRAST) == []


def test_a_dark_colour_scheme_gives_a_dark_page(page_at: Page):
    """Under prefers-color-scheme: dark the page is dark and its text light."""
    page_at.emulate_media(color_scheme="dark")
    luminance = """(e) => { const [r, g, b] = getComputedStyle(e).%s.match(/\\d+/g).map(Number);
                            return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; }"""
    assert page_at.locator("body").evaluate(luminance % "backgroundColor") < 0.15
    assert page_at.locator("body").evaluate(luminance % "color") > 0.7
    assert page_at.get_by_label("Guess").evaluate(luminance % "backgroundColor") < 0.15


def test_enter_without_a_score_adds_no_row(page_at: Page):
    """A guess typed and Enter pressed, in Guess or in an empty Score: no row, and the player is
    told to give the score (the focus goes on to the new row's tiles)."""
    page_at.get_by_label("Guess").fill("CRANE")
    page_at.get_by_label("Guess").press("Enter")
    expect(page_at.get_by_role("alert")).to_contain_text("Give the score")
    expect(page_at.get_by_role("button", name="New row, position 1, C, not set")).to_be_focused()
    page_at.get_by_label("Score").press("Enter")
    page_at.get_by_role("button", name="Add").click()
    expect(page_at.get_by_role("button", name=re.compile("Row 1"))).to_have_count(0)
    page_at.get_by_role("button", name="New row, position 1, C, not set").press("y")  # a key sets a tile's colour
    page_at.get_by_role("button", name="Add").click()
    expect(page_at.get_by_role("button", name="Row 1, position 1, C, yellow")).to_be_visible()
    expect(page_at.get_by_role("button", name="Row 1, position 2, R, grey")).to_be_visible()


def test_switching_the_game_and_back_loses_no_row(page_at: Page):
    """Rows entered, the Game menu run through with the arrow keys and back, and by a pick: every row is there."""
    for guess, score in LEMMA_GAME[:2]:
        added(page_at, guess, score)
    menu = page_at.get_by_label("Game", exact=True)
    menu.focus()
    for key in ["ArrowDown"] * 3 + ["ArrowUp"] * 3:
        page_at.keyboard.press(key)
    expect(menu).to_have_value("1")
    menu.select_option("absurdle")
    expect(page_at.get_by_role("button", name=re.compile("Row 1"))).to_have_count(0)
    menu.select_option("1")
    expect(page_at.get_by_role("button", name="Row 2, position 2, L, yellow")).to_be_visible()
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("58 words")
    expect(page_at.get_by_role("status")).to_contain_text("2 rows are back")


def test_an_all_green_row_says_the_game_is_won_with_its_review(page_at: Page):
    """The last row all green: won, no further guess, and the review analyze gives, guess by guess."""
    for guess, score in LEMMA_GAME:
        added(page_at, guess, score)
    suggestion = page_at.get_by_role("region", name="Suggestion")
    expect(suggestion).to_contain_text("You won! Solved in 4 guesses.")
    expect(suggested(page_at)).to_have_count(0)
    review = api.answer("review", {"history": [f"{g}={s}" for g, s in LEMMA_GAME]})["reviews"][0]
    shown = page_at.get_by_role("region", name="Review")
    for guess in review["guesses"]:
        expect(shown).to_contain_text(f"{guess['pair'][:5]}{guess['count_before']:,} → {guess['count_after']:,}"
                                      f"{guess['skill'] + 0.0:.2f}{guess['luck'] + 0.0:.2f}{guess['best']}")  # + 0.0: no -0.00


def test_common_words_only_suggests_what_the_api_does_and_says_the_cost(page_at: Page):
    """The Common words switch: the API's common-words guess, and what it costs against the best of all."""
    write_past(Path(os.environ["XDG_DATA_HOME"]))
    added(page_at, "CRANE", "..a.e")
    page_at.get_by_label("Common words only").check()
    game = {"lang": "en", "length": 5, "answers": "likely", "hard": False, "common": True}
    common = api.answer("suggest", {"history": ["CRANE=..a.e"], "game": game, "limit": 6})
    expect(suggested(page_at)).to_have_accessible_name(f"Play {common['suggestions'][0]['guess']} next", timeout=60_000)
    expect(page_at.get_by_role("region", name="Suggestion")).to_contain_text(f"{common['common_best']}, the best of all words")


def test_languages_are_named_in_themselves_accents_shown_and_the_choice_kept(page_at: Page):
    """The Language menu offers what the server bundles, each in its own name; CORACAO typed in
    Portuguese finds CORAÇÃO; the language is remembered on the next visit."""
    menu = page_at.get_by_label("Language")
    bundled = {row["native_name"] for row in api.answer("lists", {})["lists"]}
    expect(menu.locator("option")).to_have_count(len(bundled))
    assert set(menu.locator("option").all_text_contents()) == bundled
    assert {"English", "Português", "Français", "Español", "Nederlands", "Dansk"} <= bundled
    menu.select_option(label="Português")
    page_at.get_by_label("Letters").select_option("7")
    added(page_at, "CORACAO", "CORACAO")
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("CORAÇÃO")
    page_at.reload()
    expect(page_at.get_by_label("Language")).to_have_value("pt")
    expect(page_at.get_by_label("Letters")).to_have_value("7")


def test_a_link_names_the_language_and_length_for_its_visit(page: Page, url):
    """/?lang=de&length=6 opens the German game of six letters, without changing the choice a
    plain visit remembers; a language or length not bundled is the remembered one, or the default."""
    page.goto(url)
    expect(page.get_by_label("Language")).to_have_value("en")
    page.goto(f"{url}?lang=de&length=6")
    expect(page.get_by_label("Language")).to_have_value("de")
    expect(page.get_by_label("Letters")).to_have_value("6")
    added(page, "BLUMEN", "BLUMEN")
    expect(page.get_by_role("region", name="Candidates")).to_contain_text("BLUMEN")
    page.goto(url)
    expect(page.get_by_label("Language")).to_have_value("en")
    for asked in ("lang=xx&length=99", "lang=constructor", "lang=__proto__&length=-1"):
        page.goto(f"{url}?{asked}")
        expect(page.get_by_label("Language")).to_have_value("en")
        expect(page.get_by_label("Letters")).to_have_value("5")


def test_dutch_ij_is_one_tile_in_lingos_dutch_and_two_letters_in_woordles(page_at: Page):
    """Under "IJ als één letter" (nl-ij) IJKING is five tiles, IJ one of them, shown as IJ, and
    its score IJk... finds the words that start with IJ; under Nederlands (nl, as woordle.nl
    counts) ABDIJ is five letters, its J a tile of its own."""
    menu = page_at.get_by_label("Language")
    menu.select_option(label="Nederlands, IJ als één letter")
    added(page_at, "IJKING", "IJk...")
    expect(page_at.get_by_role("button", name="Row 1, position 1, IJ, green")).to_be_visible()
    expect(page_at.get_by_role("button", name="Row 1, position 5, G, grey")).to_be_visible()
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("IJSKAP")
    expect(page_at.get_by_text("Ĳ")).to_have_count(0)
    menu.select_option(label="Nederlands")
    added(page_at, "ABDIJ", ".....")
    expect(page_at.get_by_role("button", name="Row 1, position 5, J, grey")).to_be_visible()


def test_every_game_is_offered_and_played(page_at: Page):
    """Absurdle, Fibble and Woodle beside Wordle, Dordle, Quordle, Octordle and Quantum Wordle,
    each read as the command line reads it."""
    menu = page_at.get_by_label("Game", exact=True)
    assert menu.locator("option").all_text_contents() == [
        "Wordle", "Dordle", "Quordle", "Octordle", "Quantum Wordle", "Absurdle", "Fibble", "Woodle"]
    menu.select_option("absurdle")
    added(page_at, "CRANE", ".....")
    expect(page_at.get_by_role("region", name="Suggestion")).to_contain_text("whatever Absurdle answers", timeout=60_000)
    menu.select_option("woodle")
    add_row(page_at, "CRANE", "1G2Y")
    expect(page_at.get_by_role("group", name="Row 1: CRANE, 1G2Y")).to_contain_text("1 green, 2 yellow")
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("105 words")
    menu.select_option("fibble")
    add_row(page_at, "CRANE", "..a.e")
    expect(page_at.get_by_role("region", name="Candidates")).to_contain_text("424 words")


def test_the_page_says_what_it_knows_of_past_answers(page_at: Page):
    """The server's history file: how many past answers, up to which day, and what they do."""
    expect(page_at.get_by_role("heading", name="Past answers")).to_be_visible()
    expect(page_at.get_by_text("The server knows 2 past answers, the latest of 2024-06-01")).to_contain_text("less likely")


def test_the_board_keeps_the_focus_one_tab_stop_a_board(page_at: Page):
    """Space on a tile changes it and the focus stays on it; arrows move; Tab enters a board once
    and leaves it; Undo keeps the focus too."""
    added(page_at, "CRANE", "..a.e")
    board = page_at.get_by_role("region", name="Board 1")
    board.get_by_role("button", name="Row 1, position 2, R, grey").focus()
    page_at.keyboard.press("Space")
    expect(board.get_by_role("button", name="Row 1, position 2, R, yellow")).to_be_focused()
    page_at.keyboard.press("ArrowRight")
    expect(board.get_by_role("button", name="Row 1, position 3, A, yellow")).to_be_focused()
    assert board.evaluate("b => [...b.querySelectorAll('button')].filter((t) => t.tabIndex === 0).length") == 1
    page_at.get_by_text("More settings").focus()
    page_at.keyboard.press("Tab")
    expect(board.get_by_role("button", name="Row 1, position 3, A, yellow")).to_be_focused()
    page_at.keyboard.press("Tab")
    assert not board.evaluate("b => b.contains(document.activeElement)")
    page_at.get_by_role("button", name="Undo").focus()
    page_at.keyboard.press("Enter")
    expect(page_at.get_by_role("button", name="Undo")).to_be_focused()
    expect(board.get_by_role("button", name="Row 1, position 2, R, grey")).to_be_visible()


@pytest.mark.parametrize("game, boards, lines", [("4", 4, 1), ("8", 8, 2)], ids=["Quordle", "Octordle"])
def test_several_boards_are_labelled_regions_in_at_most_two_lines(page_at: Page, game, boards, lines, tmp_path):
    """At 1280 px Quordle's four boards, each a region named Board N, sit in one line, Octordle's
    eight in two; each board's tiles are set by tapping."""
    page_at.get_by_label("Game", exact=True).select_option(game)
    regions = [page_at.get_by_role("region", name=f"Board {b}", exact=True) for b in range(1, boards + 1)]
    tops = {round(region.bounding_box()["y"]) for region in regions}
    assert len(tops) == lines, tops
    page_at.get_by_label("Guess").fill("CRANE")
    for b in range(1, boards + 1):  # a tap gives each board its score, all grey
        regions[b - 1].get_by_role("button", name=f"New row, board {b}, position 1, C, not set").click()
    regions[1].get_by_role("button", name="New row, board 2, position 3, A, grey").click()
    page_at.get_by_role("button", name="Add").click()
    expect(regions[1].get_by_role("button", name="Row 1, board 2, position 3, A, yellow")).to_be_visible()
    if game == "4":
        expect(page_at.get_by_role("status")).to_contain_text("Added CRANE. Next guess", timeout=60_000)
        page_at.get_by_label("Guess").fill(suggested(page_at).inner_text())
        shot(page_at, "page-desktop.png", tmp_path)
