"""SUTOM's rule (Motus, Lingo): the secret's first letter is shown before the first guess
and every guess starts with it, a field of the game (``Game.first_given``) that find,
suggest and play take as ``--sutom``; hand-checked games."""

import json

import pytest
from typer.testing import CliRunner

from wordfinder.bundles import bundle
from wordfinder.cli.app import app
from wordfinder.game import NYT, game_of
from wordfinder.languages import LANGUAGES

runner = CliRunner()


def test_the_game_knows_its_first_letter_from_the_guesses_or_a_letter_alone():
    """game_of reads the letter given from the guesses' first (in tiles: É is E), or from a
    letter typed alone, and keeps the lists to the words that start with it."""
    game = game_of("suggest", {"sutom": True, "lang": "fr", "length": 6}, ("ÉTAGES=É.....",))
    assert (game.first_given, game.given) == (True, "E")
    assert game.lists.allowed and all(w.startswith("E") for w in game.lists.allowed)
    assert game_of("suggest", {"sutom": True}, ("C",)).given == "C"
    assert game_of("suggest", {}, ("CRANE=C....",)).given == "" and NYT.start_of(("CRANE",)) == ""
    assert NYT.changed(first_given=True).start_of(("CRANE",)) == "C"


def test_starting_keeps_the_words_of_a_letter_and_their_priors():
    """Bundle.starting keeps the allowed words, answers and priors of one first letter."""
    whole, kept = bundle("fr", 9), bundle("fr", 9).starting("M")
    assert kept.allowed == tuple(w for w in whole.allowed if w[0] == "M")
    assert kept.answers == tuple(w for w in whole.answers if w[0] == "M")
    assert kept.priors == tuple(p for w, p in zip(whole.allowed, whole.priors) if w[0] == "M")


@pytest.mark.parametrize(("args", "message"), [
    (["--sutom", "CRANE=C....", "SLOTH=....."], "--sutom: every guess starts with the letter given, but these start with C, S"),
    (["suggest", "--sutom", "--boards", "2", "CRANE=C..../C...."], "--sutom (the first letter given) is played on one board"),
    (["play", "--sutom", "--absurdle"], "--sutom (the first letter given) is played on one board"),
    (["--sutom", "--dict-words", "CRANE=C...."], "--sutom plays the bundled lists"),
    (["tree", "--sutom", "--lang", "fr", "--length", "6"], "tree --sutom is the tree of one letter given"),
    (["tree", "--sutom", "--lang", "fr", "--length", "6", "1"], "tree --sutom is the tree of one letter given"),
    (["tree", "--sutom", "--lang", "fr", "--length", "6", "DE"], "tree --sutom is the tree of one letter given"),
    (["tree", "--lang", "fr", "--length", "6", "D"], "a letter alone is SUTOM's letter given"),
    (["lists", "--sutom", "--lang", "fr"], "--sutom keeps the words of one letter given"),
    (["lists", "--sutom", "--lang", "fr", "--length", "6", "ß"], "--sutom: 'ß' is no letter of the game's tiles"),
    (["tree", "--sutom", "--lang", "fr", "--length", "6", "ß"], "--sutom: 'ß' is no letter of the game's tiles"),
    (["lists", "--lang", "fr", "D"], "a letter alone is SUTOM's letter given"),
    (["suggest", "--sutom", "--lang", "fr", "--length", "7"], "suggest --sutom needs the letter the game shows first"),
    (["suggest", "--sutom", "--lang", "es", "--length", "6", "Ñ"], "--sutom Ñ: no 6-letter word of the Spanish lists starts with Ñ"),
    (["tree", "--sutom", "--lang", "es", "--length", "6", "Ñ"], "--sutom Ñ: no 6-letter word of the Spanish lists starts with Ñ"),
    (["find", "--sutom", "--lang", "es", "--length", "6", "ÑOÑERA=Ñ....."], "--sutom Ñ: no 6-letter word of the Spanish lists"),
    (["tree", "--sutom", "--lang", "es", "--length", "5", "Ñ"],  # Ñ starts allowed words only: the tree is over the answers
     "--sutom Ñ: no answer of the Spanish lists of 5 letters starts with it; --answers likely plays its allowed words"),
    (["find", "--sutom", "--lang", "fr", "--length", "6", "M"],
     "--sutom M: find needs a GUESS=SCORE pair beside the letter given; `wordfinder lists --sutom --lang fr --length 6 --allowed M`"),
])
def test_what_sutom_cannot_be_is_refused_in_one_line(args, message):
    """Guesses of two first letters, several boards, Absurdle and lists of one's own are
    refused in one line naming --sutom (exit 2)."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"wordfinder: error: {message}")


def test_a_french_sutom_game_checked_by_hand():
    """SUTOM shows D; DEBOUT scores DEB... (D, E and B green, O, U, T grey): DÉBILE, DÉBRIS,
    DÉBINE and DÉBLAI are the six-letter words left, written with their accents; suggest
    ranks only words starting with D, a candidate first."""
    found = runner.invoke(app, ["--lang", "fr", "--sutom", "DEBOUT=DEB..."])
    assert (found.exit_code, found.stdout) == (0, "DÉBILE\nDÉBRIS\nDÉBINE\nDÉBLAI\n")
    data = json.loads(runner.invoke(app, ["suggest", "--lang", "fr", "--sutom", "--json", "-n", "3", "DEBOUT=DEB..."]).stdout)
    assert data["candidates"] == ["DÉBILE", "DÉBRIS", "DÉBINE", "DÉBLAI"]
    assert data["suggestions"][0]["guess"] in data["candidates"]


def test_suggest_ranks_only_guesses_of_the_letter_given():
    """After CRANE=C...e, plain Wordle's best guesses (VOLET) start anywhere; under --sutom
    every guess starts with C, and a lone letter gives the opening of that letter."""
    plain = runner.invoke(app, ["suggest", "-n", "3", "CRANE=C...e"]).stdout.splitlines()[1:]
    sutom = runner.invoke(app, ["suggest", "--sutom", "-n", "3", "CRANE=C...e"]).stdout.splitlines()[1:]
    assert any(not line.startswith("C") for line in plain) and all(line.startswith("C") for line in sutom)
    opening = json.loads(runner.invoke(app, ["suggest", "--sutom", "--lang", "fr", "--length", "9", "--json", "-n", "5", "M"]).stdout)
    assert all(s["guess"].startswith("M") and len(LANGUAGES["fr"].spelled(s["guess"])) == 9 for s in opening["suggestions"])


def test_play_shows_the_first_letter_and_refuses_a_guess_of_another():
    """play --sutom (French, six letters, seed 3: the secret is DÉBILE) says D first,
    refuses MAISON, and scores DEBOUT 🟩🟩🟩⬛⬛⬛ (D, E, B in place; O, U, T absent)."""
    result = runner.invoke(app, ["play", "--sutom", "--lang", "fr", "--length", "6", "--seed", "3"],
                           input="maison\ndebout\ndébile\n")
    assert result.stdout == (
        "The word starts with D.\n"
        "Please input your guess: Every guess starts with D, the letter given.\n"
        "Invalid word. Try again: Result: 🟩🟩🟩⬛⬛⬛\n"
        "Please input your guess: Result: 🟩🟩🟩🟩🟩🟩\n"
        "You won in 2 attempts.\n"
    )


def test_benchmark_plays_each_secret_on_the_words_of_its_letter(tmp_path):
    """benchmark --sutom plays each secret with every guess starting with its first letter
    (French, six letters: DÉBILE and MAISON), and refuses --jobs in one line."""
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("débile\nmaison\n", encoding="utf-8")
    from wordfinder.assistant import benchmark_solver

    game = game_of("benchmark", {"sutom": True, "lang": "fr", "length": 6, "secrets": str(secrets)})
    runs = benchmark_solver(game, secrets=str(secrets)).result.runs
    assert [run.answer for run in runs] == ["DÉBILE", "MAISON"]  # as French writes them
    assert all(guess[0] == run.answer[0] for run in runs for guess in run.guesses) and all(run.won for run in runs)
    result = runner.invoke(app, ["benchmark", "--sutom", "--jobs", "2"])
    assert result.exit_code == 2 and "--sutom is benchmarked in one process" in result.stderr


def test_analyze_sets_each_guess_against_the_words_of_the_letter_given():
    """analyze --sutom of BRICK=B.... BAGEL=BAGEL starts from the words that start with B, not
    all 14,855, and every best guess starts with B."""
    plain = json.loads(runner.invoke(app, ["analyze", "--json", "BRICK=B....", "BAGEL=BAGEL"]).stdout)
    sutom = json.loads(runner.invoke(app, ["analyze", "--json", "--sutom", "BRICK=B....", "BAGEL=BAGEL"]).stdout)
    first, given = plain["reviews"][0]["guesses"], sutom["reviews"][0]["guesses"]
    assert first[0]["count_before"] == 14855 and given[0]["count_before"] == sum(w[0] == "B" for w in bundle("en", 5).allowed)
    assert all(g["best"].startswith("B") for g in given) and not first[0]["best"].startswith("B")
    assert given[1]["count_before"] == first[1]["count_before"]  # BRICK's score told the letter anyway


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_sutom_finds_exactly_the_words_of_the_letter_that_replay(data):
    """Under --sutom, find's candidates are exactly the words of the letter given against which
    every guess (each starting with it) earns its score, by brute-force replay through the
    engine (French, five letters)."""
    from wordfinder.assistant import find_words
    from wordfinder.feedback import score
    from wordfinder.query import Query

    letter = data.draw(st.sampled_from("BCDMPTÉ"))
    tiles = LANGUAGES["fr"].spelled(letter)
    words = bundle("fr", 5).starting(tiles).allowed
    secret = data.draw(st.sampled_from(words))
    guesses = data.draw(st.lists(st.sampled_from(words), min_size=1, max_size=3))
    pairs = tuple(f"{g}={score(g, secret)}" for g in guesses)
    game = game_of("find", {"sutom": True, "lang": "fr", "length": 5}, (letter, *pairs))
    found = find_words(game, Query((letter, *pairs)))
    expected = {w for w in words if all(score(g, w) == score(g, secret) for g in guesses)}
    assert game.given == tiles and {LANGUAGES["fr"].spelled(w) for w in found.candidates} == expected


# --- the web API: the game key "sutom" ------------------------------------------------------


def test_the_api_finds_and_reviews_under_sutom_as_the_command_line_does(client):
    """`{"sutom": true}` plays the rule: /api/find answers find --sutom --json's document and
    /api/review analyze --sutom --json's, the letter given read from the first guess."""
    body = {"history": ["DEBOUT=DEB..."], "game": {"lang": "fr", "sutom": True}}
    cli = json.loads(runner.invoke(app, ["--lang", "fr", "--sutom", "--json", "DEBOUT=DEB..."]).stdout)
    found = client.post("/api/find", json=body).json()
    assert {**found, "version": None} == {**cli, "version": None}
    assert found["candidates"] == ["DÉBILE", "DÉBRIS", "DÉBINE", "DÉBLAI"]
    review = client.post("/api/review", json={**body, "history": ["DEBOUT=DEB...", "DEBRIS=DEBRIS"]}).json()
    assert review["reviews"][0]["answer"] == "DÉBRIS"


def test_the_api_reads_the_letter_given_alone_and_refuses_it_elsewhere(client):
    """Before any guess, the letter alone names the letter given (suggest ranks words of it);
    a game without the rule refuses the letter, and guesses of two letters are refused, in the
    command line's words."""
    body = {"history": ["M"], "game": {"lang": "fr", "length": 9, "sutom": True}, "limit": 3}
    ranked = client.post("/api/suggest", json=body).json()
    assert all(w.startswith("M") for w in ranked["candidates"]) and len(ranked["suggestions"]) == 3
    refused = client.post("/api/find", json={"history": ["M"], "game": {"lang": "fr", "length": 6}})
    assert refused.status_code == 422 and refused.json()["error"].startswith("'M': expected GUESS=SCORE")
    mixed = client.post("/api/find", json={"history": ["DEBOUT=DEB...", "CRANES=......"], "game": {"lang": "fr", "sutom": True}})
    assert mixed.status_code == 422 and mixed.json()["error"].startswith("--sutom: every guess starts with the letter given")


def test_score_replays_a_sutom_game_on_the_words_of_its_letter(tmp_path):
    """score --sutom replays each game on the words of its answer's first letter (after
    DEBOUT=DEB... the four words of the hand-checked game above) and fails a guess of
    another letter, naming it; without --sutom the same file replays clean."""
    games = tmp_path / "sutom.md"
    games.write_text("* 1: `DEBOUT=DEB... DEBRIS=DEBRIS` yields `DEBRIS`\n"
                     "* 2: `DEBOUT=DEB... TIGRES=.i.ReS DEBRIS=DEBRIS` yields `DEBRIS`\n", encoding="utf-8")
    found = json.loads(runner.invoke(app, ["score", "--lang", "fr", "--length", "6", "--sutom", "--json", str(games)]).stdout)
    assert found["results"][0]["counts"] == [4, 1] and found["failures"] == 1
    assert found["results"][1]["failure_reasons"] == ["TIGRES=.i.ReS does not start with D, the letter given"]
    plain = json.loads(runner.invoke(app, ["score", "--lang", "fr", "--length", "6", "--json", str(games)]).stdout)
    assert plain["failures"] == 0


def test_tree_plays_the_letter_given_on_its_words():
    """tree --sutom D is the tree over the answers that start with D, every guess one of the
    words that do: each answer is played (a leaf, or a guess played on), every leaf an answer."""
    result = runner.invoke(app, ["tree", "--sutom", "--lang", "fr", "--length", "6", "--json", "D"])
    assert result.exit_code == 0, result.output
    guesses, wins = [], []

    def walk(node: dict) -> None:
        guesses.append(node["guess"])
        if "then" not in node:
            wins.append(node["guess"])
        for child in node.get("then", {}).values():
            walk(child)

    walk(json.loads(result.stdout))
    chosen = bundle("fr", 6).starting("D")
    assert all(g.startswith("D") for g in guesses)
    tiles = lambda words: {LANGUAGES["fr"].spelled(w) for w in words}  # noqa: E731
    assert tiles(wins) <= set(chosen.answers) <= tiles(guesses)


def test_lists_counts_and_shows_the_words_of_the_letter_given():
    """lists --sutom LETTER keeps each list to the words that start with the letter, in the
    language's tiles (É is E): the counts of Bundle.starting, and --answers its words."""
    counted = runner.invoke(app, ["lists", "--sutom", "--lang", "fr", "--length", "6", "--json", "D"])
    row = json.loads(counted.stdout)["lists"][0]
    kept = bundle("fr", 6).starting("D")
    assert (row["answers_count"], row["allowed_count"]) == (len(kept.answers), len(kept.allowed))
    assert row["first_letter"] == "D"
    whole = json.loads(runner.invoke(app, ["lists", "--lang", "fr", "--length", "6", "--json"]).stdout)["lists"][0]
    assert whole["first_letter"] is None and whole["allowed_count"] > row["allowed_count"]
    shown = runner.invoke(app, ["lists", "--sutom", "--lang", "fr", "--length", "6", "--answers", "É"]).stdout.split()
    assert shown and all(LANGUAGES["fr"].spelled(w).startswith("E") for w in shown)
    assert len(shown) == len(bundle("fr", 6).starting("E").answers)


def test_dutch_ij_is_one_letter_given_where_it_is_one_tile():
    """Lingo's Dutch (nl-ij: IJ one tile): IJ typed alone, or as a guess's first tile, is the
    letter given, and the lists keep the words that start with the tile IJ; where IJ is two
    letters (nl), typed alone it is no letter.  IJ is shown as typed, never as the ligature."""
    game = game_of("suggest", {"sutom": True, "lang": "nl-ij"}, ("ij",))
    assert game.given == "Ĳ" and game.lists.allowed and all(w[0] == "Ĳ" for w in game.lists.allowed)
    assert game_of("suggest", {"sutom": True, "lang": "nl-ij"}, ("IJKING=IJ....",)).given == "Ĳ"
    assert game_of("suggest", {"sutom": True, "lang": "nl"}, ("IJKEN=IJ...",)).given == "I"
    whole = runner.invoke(app, ["find", "--lang", "nl-ij", "IJKING=IJk..."]).stdout.split()
    found = runner.invoke(app, ["find", "--lang", "nl-ij", "--sutom", "IJKING=IJk..."]).stdout.split()
    assert found and found == [w for w in whole if w.startswith("IJ")]
    listed = runner.invoke(app, ["lists", "--sutom", "--lang", "nl-ij", "--length", "5", "--allowed", "IJ"]).stdout.split()
    assert listed and all(w.startswith("IJ") for w in listed) and "Ĳ" not in "".join(listed)
    alone = runner.invoke(app, ["find", "--lang", "nl-ij", "--sutom", "IJ"])
    assert alone.exit_code == 2 and alone.stderr.startswith("wordfinder: error: --sutom IJ: find needs a GUESS=SCORE pair")
    assert "--allowed IJ`" in alone.stderr and "Ĳ" not in alone.stderr
    two = runner.invoke(app, ["find", "--lang", "nl", "--sutom", "IJ"])
    assert two.exit_code == 2 and two.stderr.startswith("wordfinder: error: 'IJ': expected GUESS=SCORE")


def test_the_api_reads_dutch_ij_alone_as_the_letter_given(client):
    """The page's request: IJ alone under nl-ij's SUTOM rule is the letter given."""
    body = {"history": ["IJ"], "game": {"lang": "nl-ij", "sutom": True}, "limit": 2}
    ranked = client.post("/api/suggest", json=body).json()
    assert ranked["candidates"] and all(w.startswith("IJ") for w in ranked["candidates"])


@pytest.mark.parametrize("pair", ["DEBOUT=deb...", "DEBOUT=......", "DÉBOUT=🟨⬛⬛⬛⬛⬛"])
@pytest.mark.parametrize("command", [[], ["suggest"]])
def test_a_first_tile_not_green_is_refused_under_the_rule(command, pair):
    """Under SUTOM's rule the guess and the answer start with the letter given, so the first
    tile is green: a score saying otherwise is refused in one line naming the pair (exit 2),
    where it found no word (exit 1)."""
    result = runner.invoke(app, [*command, "--lang", "fr", "--sutom", pair])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and pair in result.stderr and "first tile is green" in result.stderr


def test_analyze_goes_on_past_a_game_whose_letter_starts_no_word(tmp_path):
    """A recorded game whose first letter starts no word of the lists (Ñ at six Spanish
    letters) is one problem, named; the file's other games are still reviewed."""
    games = tmp_path / "sutom.md"
    games.write_text("* 1: `ÑOÑERA=ÑOÑERA` yields `ÑOÑERA`\n* 2: `CABAÑA=CAB..A CABEZA=CABEZA` yields `CABEZA`\n",
                     encoding="utf-8")
    result = runner.invoke(app, ["analyze", "--sutom", "--lang", "es", "--length", "6", "--json", str(games)])
    document = json.loads(result.stdout)
    assert [review["answer"] for review in document["reviews"]] == ["CABEZA"]
    assert any("--sutom Ñ: no 6-letter word of the Spanish lists starts with Ñ" in str(p) for p in document["problems"])
