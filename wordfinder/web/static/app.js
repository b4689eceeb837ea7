// wordfinder's page: the rows as GUESS=SCORE texts, the boards drawn from them, the server's answers shown as they come.
"use strict";

const COLOURS = ["grey", "yellow", "green", "quantum yellow", "quantum green"];
const UNSET = -1;
const EMOJI = {"⬛": 0, "⬜": 0, "🟨": 1, "🟦": 1, "🟩": 2, "🟧": 2};
const KEYS = {g: 2, y: 1, b: 0, x: 0, ".": 0};  // a key typed on a tile of the new row sets its colour
// Each game the menu offers, as the API's game keys; Wordle alone takes the answer model, hard mode and common words.
const GAMES = {
  "1": {}, "2": {boards: 2}, "4": {boards: 4}, "8": {boards: 8}, quantum: {quantum: true},
  absurdle: {absurdle: true}, fibble: {fibble: true}, woodle: {woodle: true},
};
const ABOUT = {  // each game but Wordle in a line
  "2": "Dordle: two words at once, one guess for both; seven guesses.",
  "4": "Quordle: four words at once, one guess for all; nine guesses.",
  "8": "Octordle: eight words at once, one guess for all; thirteen guesses.",
  quantum: "Quantum Wordle: the answer is two words with no letter in common; a tile that hits both is a quantum tile.",
  absurdle: "Absurdle: no word is chosen; the game answers each guess so as to leave the most words.",
  fibble: "Fibble: on every row, one tile shows the wrong colour.",
  woodle: "Woodle: each row says only how many tiles are green and how many yellow.",
};
const state = {games: {}, asked: 0, adding: Promise.resolve(), lengths: {}, stops: {}};
const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function remember(key, value) {
  try { localStorage.setItem(`wordfinder.${key}`, value); } catch (_) { /* storage refused: nothing kept */ }
}

function recalled(key) {
  try { return localStorage.getItem(`wordfinder.${key}`); } catch (_) { return null; }
}

// --- the game being played -----------------------------------------------------------------

function kind() { return $("game").value; }
function boards() { return GAMES[kind()].boards || 1; }
function length() { return Number($("length").value); }
function isWordle() { return kind() === "1"; }
function isWoodle() { return kind() === "woodle"; }

function game() {
  const options = {...GAMES[kind()], lang: $("lang").value, length: length()};
  if (isWordle()) Object.assign(options, {answers: $("answers").value, hard: $("hard").checked, common: !$("common").disabled && $("common").checked});
  return options;
}

// The rows, the undo stack and the spellings typed of the game chosen: each game, language and length keeps its own.
function current() {
  const key = `${kind()}|${$("lang").value}|${length()}`;
  state.games[key] ||= {rows: [], undo: [], typed: {}};
  return state.games[key];
}

// A question the server is still working on (a 408 with Retry-After: its work goes on, and
// asked again it waits for that work) is asked again while `wanted()` holds, so that a busy
// machine makes the page slower, not silent; at most REASKS times (about ten minutes). By
// default it is not: a question the page waits on before going on (adding rows) fails as before.
const REASKS = 60;

async function ask(endpoint, body, wanted = () => false) {
  for (let asked = 0; ; asked++) {
    const response = await fetch(`/api/${endpoint}`, {
      method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.ok) return answer;
    const after = Number(response.headers.get("retry-after"));
    const again = response.status === 408 && after > 0 && asked < REASKS && wanted();
    if (again) await new Promise((resolve) => setTimeout(resolve, 1000 * after));
    if (!again || !wanted()) throw new Error(answer.error || `${response.status} ${response.statusText}`);
  }
}

// --- scores: letter notation to colours and back ---------------------------------------------

// A text cut into its tiles, each as typed: a letter, or a group of letters that the language
// takes as one tile (its lists' one_tile: Lingo's Dutch IJ), matched in either case.
function cut(text) {
  const groups = (state.lengths[$("lang").value] || {}).oneTile || [];
  const tiles = [];
  for (let i = 0; i < text.length;) {
    const group = groups.find((g) => text.slice(i, i + g.length).toUpperCase() === g);
    const tile = group ? text.slice(i, i + group.length) : String.fromCodePoint(text.codePointAt(i));
    tiles.push(tile);
    i += tile.length;
  }
  return tiles;
}

// A word cut into its tiles as typed, upper case.
function tilesOf(word) {
  return cut(word.normalize("NFC").toUpperCase());
}

// One board's part of a score: null for a board solved earlier, {counts} in Woodle, else a colour a tile.
function shadesOf(part) {
  if (part === "-") return null;
  if (/^\d+G\d+Y$/i.test(part)) return {counts: part.toUpperCase()};
  const shades = [];
  let marked = false;  // a + before a tile: a quantum tile (Quantum Wordle)
  for (const tile of cut(part)) {
    if (tile === "+") { marked = true; continue; }
    const shade = tile === "." ? 0 : tile === tile.toLowerCase() ? 1 : 2;
    shades.push(marked ? shade + 2 : shade);
    marked = false;
  }
  return shades;
}

function parseRow(text) {
  const [guess, score] = text.split("=");
  return {guess, parts: score.split("/").map(shadesOf)};
}

function written(letters, shades) {
  if (isWoodle()) {
    const count = (n) => shades.filter((s) => s === n).length;
    return `${count(2)}G${count(1)}Y`;
  }
  return letters.map((c, i) => [".", c.toLowerCase(), c, `+${c.toLowerCase()}`, `+${c}`][Math.max(shades[i], 0)]).join("");
}

function allGreen(shades, letters) {
  if (shades && shades.counts) return shades.counts === `${letters}G0Y`;
  return Boolean(shades) && shades.length > 0 && shades.every((s) => s === 2 || s === 4);
}

// Which boards the rows have solved.
function solvedBoards(rows) {
  const solved = Array(boards()).fill(false);
  for (const text of rows) {
    const row = parseRow(text);
    row.parts.forEach((shades, b) => { if (allGreen(shades, tilesOf(row.guess).length)) solved[b] = true; });
  }
  return solved;
}

function isWon(rows) {
  return rows.length > 0 && solvedBoards(rows).every(Boolean);
}

// --- the boards --------------------------------------------------------------------------------

function tileLabel(where, letter, shade) {
  return `${where}, ${letter}, ${shade === UNSET ? "not set" : COLOURS[shade]}`;
}

function tile(where, letter, shade, key) {
  const name = shade === UNSET ? "unset" : COLOURS[shade].replace(" ", "-");
  return el("button", {type: "button", class: `tile ${name}`, "aria-label": tileLabel(where, letter, shade),
    "data-key": key, tabindex: "-1", text: letter});
}

function drawBoards() {
  const box = $("boards");
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  const many = boards() > 1;
  box.className = `boards${many ? " multi" : ""}`;
  box.style.setProperty("--n", String(Math.max(length(), state.pending ? state.pending.letters.length : 0)));
  $("play").classList.toggle("multi", many);
  const solved = solvedBoards(current().rows);
  box.replaceChildren(...solved.map((_, b) => drawBoard(b, many, solved[b])));
  box.querySelectorAll(".board").forEach((board, b) => rove(board, b));
  if (focused) { const again = box.querySelector(`[data-key="${focused}"]`); if (again) again.focus(); }
}

function drawBoard(b, many, solved) {
  const rows = el("div", {class: "rows"});
  current().rows.forEach((text, r) => {
    const row = parseRow(text);
    const shades = row.parts[b];
    if (shades === null || shades === undefined) return;  // solved by an earlier row
    rows.append(drawRow(row.guess, shades, r, b, many));
  });
  if (!solved && !isWon(current().rows)) rows.append(drawPending(b, many));
  const heading = many ? [el("h2", {class: "board-name", text: solved ? `Board ${b + 1} · solved` : `Board ${b + 1}`})] : [];
  return el("section", {class: `board${solved ? " solved" : ""}`, "aria-label": `Board ${b + 1}`}, ...heading, rows);
}

function drawRow(guess, shades, r, b, many) {
  const letters = current().typed[guess] || tilesOf(guess);
  if (shades.counts) {  // Woodle: the letters, and the counts the game gave
    return el("div", {class: "row counted", role: "group", "aria-label": `Row ${r + 1}: ${guess}, ${shades.counts}`},
      ...letters.map((c) => el("span", {class: "tile plain", text: c})), el("span", {class: "counts", text: countsText(shades.counts)}));
  }
  const where = many ? `Row ${r + 1}, board ${b + 1}, position` : `Row ${r + 1}, position`;
  return el("div", {class: "row"}, ...letters.map((c, i) => tile(`${where} ${i + 1}`, c, shades[i], `${b}:${r}:${i}`)));
}

function countsText(counts) {
  const [, green, yellow] = counts.match(/(\d+)G(\d+)Y/);
  return `${green} green, ${yellow} yellow`;
}

// The row being entered: the guess's tiles to set, or empty cells until a guess is typed.
function drawPending(b, many) {
  const pending = state.pending;
  if (!pending) {
    return el("div", {class: "row next", "aria-hidden": "true"}, ...Array.from({length: length()}, () => el("span", {class: "cell"})));
  }
  const where = many ? `New row, board ${b + 1}, position` : "New row, position";
  const shades = pending.shades[b];
  return el("div", {class: "row next"}, ...pending.letters.map((c, i) =>
    tile(`${where} ${i + 1}`, c, shades[i] === UNSET && pending.given[b] ? 0 : shades[i], `${b}:new:${i}`)));
}

// One tab stop a board (the tile last focused, else the row being entered, else the last row); arrows move.
function rove(board, b) {
  const tiles = [...board.querySelectorAll("button.tile")];
  if (!tiles.length) return;
  const stop = tiles.find((t) => t.dataset.key === state.stops[b]) || board.querySelector(".next button.tile")
    || tiles[tiles.length - (tiles.length % length() || length())];
  stop.tabIndex = 0;
}

function setStop(target) {
  const board = target.closest(".board");
  board.querySelectorAll("button.tile").forEach((t) => { t.tabIndex = t === target ? 0 : -1; });
  state.stops[target.dataset.key.split(":")[0]] = target.dataset.key;
}

function moveOnBoard(event) {
  const target = event.target.closest("button.tile");
  if (!target) return;
  const [b, r, i] = target.dataset.key.split(":");
  const rows = [...target.closest(".board").querySelectorAll(".row")].filter((row) => row.querySelector("button.tile"));
  const rowAt = rows.findIndex((row) => row.contains(target));
  const step = {ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Home: [0, -99], End: [0, 99]}[event.key];
  if (step) {
    event.preventDefault();
    const row = rows[Math.min(rows.length - 1, Math.max(0, rowAt + step[0]))];
    const tiles = [...row.querySelectorAll("button.tile")];
    const next = tiles[Math.min(tiles.length - 1, Math.max(0, Number(i) + step[1]))];
    setStop(next);
    next.focus();
  } else if (r === "new" && event.key.toLowerCase() in KEYS) {
    event.preventDefault();
    setPending(Number(b), Number(i), KEYS[event.key.toLowerCase()]);
    const next = $("boards").querySelector(`[data-key="${b}:new:${Number(i) + 1}"]`);  // the board is drawn anew
    if (next) { setStop(next); next.focus(); }
  }
}

function tapTile(event) {
  const target = event.target.closest("button.tile");
  if (!target) return;
  setStop(target);
  const [b, r, i] = target.dataset.key.split(":");
  if (r === "new") {
    // The first tap on a board's new row gives it a score (every tile grey); each tap after cycles grey, yellow, green.
    const shade = state.pending.shades[b][i];
    const shown = shade === UNSET ? (state.pending.given[b] ? 0 : null) : shade;
    setPending(Number(b), Number(i), shown === null ? 0 : nextShade(shown));
  } else changeRow(Number(r), Number(b), Number(i));
}

function nextShade(shade) {
  return (shade + 1) % (kind() === "quantum" ? 5 : 3);
}

// --- the row being entered ---------------------------------------------------------------------

function readPending() {
  const typed = $("guess").value.trim();
  if (!typed || /[\s,]/.test(typed)) { state.pending = null; return; }
  const letters = tilesOf(typed);
  const solved = solvedBoards(current().rows);
  const shades = solved.map((done) => (done ? null : letters.map(() => UNSET)));
  const given = solved.map(() => false);
  const parts = $("score").value.trim().split("/");
  if (parts.length === solved.length) {
    parts.forEach((part, b) => {
      const read = shadesOf(part);
      if (shades[b] && Array.isArray(read) && read.length === letters.length) { shades[b] = read; given[b] = true; }
    });
  }
  state.pending = {letters, shades, given};
}

function setPending(b, i, shade) {
  const pending = state.pending;
  pending.shades[b][i] = shade;
  pending.given[b] = true;
  const complete = pending.shades.every((s, k) => s === null || pending.given[k]);
  $("score").value = complete ? pending.shades.map((s) => (s === null ? "-" : written(pending.letters, s))).join("/") : "";
  drawBoards();
}

function changeRow(r, b, i) {
  const g = current();
  const row = parseRow(g.rows[r]);
  const letters = tilesOf(row.guess);
  row.parts[b][i] = nextShade(row.parts[b][i]);
  g.undo.push([...g.rows]);
  g.rows[r] = `${row.guess}=${row.parts.map((s) => (s === null ? "-" : written(letters, s))).join("/")}`;
  drawBoards();
  refresh(`Row ${r + 1} changed.`);
}

// The texts the fields make: one GUESS=SCORE, or one per row of a pasted share block.
function entered(guess, score) {
  const words = guess.trim().split(/[\s,]+/).filter(Boolean);
  const lines = score.trim().split(/\r?\n/).map((line) => [...line.replace(/\s/g, "")])
    .filter((tiles) => tiles.length && tiles.every((t) => t in EMOJI));
  if (words.length > 1 || lines.length > 1) {
    if (lines.length !== words.length) {
      throw new Error(`${words.length} guesses but ${lines.length} rows of tiles: give the guesses in order, one a row`);
    }
    return words.map((word, i) => `${word}=${written(tilesOf(word), lines[i].map((t) => EMOJI[t]))}`);
  }
  if (!words.length) throw new Error("Type a guess first.");
  if (!score.trim()) throw new Error(notGiven());
  return [`${words[0]}=${score.trim()}`];
}

function notGiven() {
  const missing = state.pending ? state.pending.given.map((g, b) => (!g && state.pending.shades[b] ? b + 1 : 0)).filter(Boolean) : [];
  const boardsMissing = boards() > 1 && missing.length ? ` (board ${missing.join(", ")})` : "";
  return `Give the score first${boardsMissing}: tap each tile to the colour the game showed, or type the score.`;
}

// The first row of a game chooses its length, as the command line reads it from the first guess.
function fitLength(word) {
  const count = word ? tilesOf(word).length : 0;
  if (current().rows.length || count === length() || !bundledLengths().includes(count)) return;
  $("length").value = String(count);
  remember("length", $("length").value);
  readPending();
  drawBoards();
}

function checkLength(word) {
  const count = tilesOf(word).length;
  if (count !== length()) {
    const lengths = bundledLengths();
    const other = lengths.includes(count) ? `Change Letters above to play ${count}.`
      : `This language's words have ${lengths[0]} to ${lengths[lengths.length - 1]} letters.`;
    throw new Error(`${word.toUpperCase()} has ${count} letters; this game's words have ${length()}. ${other}`);
  }
}

function bundledLengths() {
  return (state.lengths[$("lang").value] || {lengths: [length()]}).lengths;
}

// Rows are added in the order they were typed, each checked by the server before the next.
function add(event) {
  event.preventDefault();
  const typed = [$("guess").value, $("score").value];
  let texts;
  try {
    texts = entered(...typed);
  } catch (problem) {
    $("error").textContent = problem.message;
    const first = $("boards").querySelector(".next button.tile");
    if (first && document.activeElement === $("guess")) { setStop(first); first.focus(); }  // Enter in Guess: on to the tiles
    return;
  }
  const fromScore = document.activeElement === $("score");
  clearEntry();
  state.adding = state.adding.then(() => addRows(texts, typed));
  if (fromScore) $("guess").focus();
}

async function addRows(texts, typed) {
  await state.loading;  // the lengths each language bundles
  const words = texts.map((text) => text.split("=")[0]);
  fitLength(words[0]);
  const g = current();
  try {
    if (words.length === 1) checkLength(words[0]);
    const found = await ask("find", {history: [...g.rows, ...texts], game: game(), limit: 1});
    g.undo.push([...g.rows]);
    g.rows = found.history;
    rememberSpellings(g, words, found);
  } catch (problem) {
    if (!$("guess").value && !$("score").value) { [$("guess").value, $("score").value] = typed; readPending(); drawBoards(); }
    $("error").textContent = problem.message;
    return;
  }
  drawBoards();
  await refresh(`Added ${words.map((w) => w.toUpperCase()).join(", ")}.`, true);
}

// Each guess shown as it was typed, accents and all, or as the answer it found is written.
function rememberSpellings(g, words, found) {
  for (const word of words) g.typed[tilesOf(word).join("")] ||= tilesOf(word);
  const answer = found.candidates && found.candidates[0];
  for (const text of found.history) {  // the server's spelling, in tile letters
    const word = text.split("=")[0];
    const typedForm = Object.entries(g.typed).find(([k, v]) => v.length === tilesOf(word).length && fold(k) === fold(word));
    if (typedForm) g.typed[word] = typedForm[1];
    if (typeof answer === "string" && fold(answer) === fold(word) && tilesOf(answer).length === tilesOf(word).length) g.typed[word] = tilesOf(answer);
  }
}

// Letters without their accents, to match what was typed with the server's tile letters.
function fold(word) {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase();
}

function clearEntry() {
  $("guess").value = $("score").value = "";
  state.pending = null;
  drawBoards();
}

// --- the server's answers ---------------------------------------------------------------------

// The candidates and the advice for the rows, each shown as it comes (a search may take seconds).
async function refresh(said = "", added = false) {
  const asked = ++state.asked;
  const fresh = () => asked === state.asked;  // else a newer question is on its way
  $("error").textContent = "";
  const rows = current().rows;
  const body = {history: rows, game: game()};
  const won = isWon(rows);
  if (!won) $("review").hidden = true;
  const finding = settled(rows.length ? ask("find", {...body, limit: 200}, fresh) : Promise.resolve(null))
    .then((found) => { if (fresh()) showCandidates(found); });
  const waiting = working(won ? "Reviewing the game…" : "Working out the next guess…", fresh);
  const advising = settled(won ? (isWordle() ? ask("review", {history: rows, game: reviewGame()}, fresh) : Promise.resolve(null))
    : ask("suggest", {...body, limit: 6}, fresh)).then((advice) => {
    clearTimeout(waiting);
    if (!fresh()) return;
    $("suggestion").removeAttribute("aria-busy");
    if (won) showWon(advice, said);
    else showSuggestion(advice.status === "fulfilled" ? advice.value : null, advice.reason, said);
    if (added) keepInView();
  });
  await Promise.all([finding, advising]);
}

// The advice shown was for the rows before: marked busy at once, and if the new advice is not
// here within a moment, replaced by a line saying it is on its way (a search may take seconds),
// and the status line, which named the last guess, cleared (unless something new is said there).
function working(text, fresh) {
  const advice = $("suggestion");
  advice.setAttribute("aria-busy", "true");
  const said = $("status").textContent;
  return setTimeout(() => {
    if (!fresh()) return;
    advice.querySelector(".body").replaceChildren(el("p", {class: "muted", text}));
    if ($("status").textContent === said) say("");  // else another action has said something since
  }, 300);
}

function settled(promise) {
  return promise.then((value) => ({status: "fulfilled", value}), (reason) => ({status: "rejected", reason}));
}

function reviewGame() {
  const {lang, length: letters, answers, hard} = game();
  return {lang, length: letters, answers, hard};
}

function keepInView() {
  const best = $("suggestion");
  const box = best.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) best.scrollIntoView({block: "nearest"});
}

function say(text) {
  $("status").textContent = text;
}

function percent(p) {
  return p >= 0.1 ? `${(100 * p).toFixed(0)}%` : p >= 0.001 ? `${(100 * p).toFixed(1)}%` : "<0.1%";
}

function wordList(words, chances) {
  return el("ol", {class: "words"}, ...words.map((w) => el("li", {},
    el("span", {class: "word", text: w}), chances && w in chances ? el("span", {class: "chance", text: percent(chances[w])}) : "")));
}

function showCandidates(found) {
  const body = $("candidates").querySelector(".body");
  if (found.status === "rejected") {
    $("error").textContent = found.reason.message;
    body.replaceChildren(el("p", {class: "muted", text: "No word fits these scores."}));
  } else if (!found.value) {
    body.replaceChildren(el("p", {class: "muted", text: "Every word, until a guess is added."}));
  } else body.replaceChildren(...candidateParts(found.value));
}

function candidateParts(found) {
  const parts = [];
  if (found.per_board) {
    for (const board of found.per_board) {
      // Multi-board games are played for the original answers: those first, then every word that fits.
      const likely = board.plausible.length;
      const left = `${board.count.toLocaleString()} left` + (likely && likely < board.count ? `, ${likely} of them original answers` : "");
      parts.push(el("h3", {text: `Board ${board.board}: ${board.solved ? "solved" : left}`}));
      if (!board.solved) parts.push(wordList(likely ? board.plausible : board.candidates));
    }
  } else if (found.candidates.length && Array.isArray(found.candidates[0])) {
    parts.push(el("p", {text: `${found.count.toLocaleString()} pairs of secret words${found.truncated ? " (the first listed)" : ""}`}));
    parts.push(wordList(found.candidates.map((pair) => pair.join(" + "))));
  } else {
    parts.push(el("p", {class: "count", text: `${found.count.toLocaleString()} word${found.count === 1 ? "" : "s"} can be the answer`
      + (found.truncated ? `; the likeliest ${found.candidates.length} are listed` : "")}));
    parts.push(wordList(found.candidates, found.probabilities));
  }
  return parts;
}

function useButton(word) {
  return el("button", {type: "button", class: "use", text: word, "aria-label": `Play ${word} next`, onclick: () => {
    $("guess").value = word;
    $("score").value = "";
    readPending();
    drawBoards();
    const first = $("boards").querySelector(".next button.tile");
    if (first) { setStop(first); first.focus(); }
    say(`${word} is on the board: tap its tiles to the colours the game showed, then Add.`);
  }});
}

function showSuggestion(advice, problem, said) {
  const body = $("suggestion").querySelector(".body");
  showPastKnown(advice || {});
  if (!advice) {
    const text = kind() === "quantum" ? "No suggestion in Quantum Wordle: the pairs that fit are listed below."
      : problem ? problem.message : "No suggestion.";
    body.replaceChildren(el("p", {class: "muted", text}));
    say(said);
    return;
  }
  const guess = advice.guess || (advice.suggestions && advice.suggestions[0] ? advice.suggestions[0].guess : null);
  if (!guess) {
    body.replaceChildren(el("p", {class: "muted", text: "No guess found."}));
    say(said);
    return;
  }
  body.replaceChildren(el("div", {class: "best"}, el("span", {class: "label", text: "Next guess"}), useButton(guess)),
    el("p", {class: "brief", text: briefly(advice, guess)}), details(advice));
  say(`${said} Next guess: ${guess}.`.trim());
}

// What the advice says, in a line of plain words.
function briefly(advice, guess) {
  if (advice.forced_line) return `It wins in at most ${advice.guesses_to_win} guesses, whatever Absurdle answers.`;
  if (advice.per_board) return `One guess for all ${advice.boards} boards.`;
  const best = advice.suggestions[0];
  const chance = advice.probabilities && guess in advice.probabilities ? ` (a ${percent(advice.probabilities[guess])} chance)` : "";
  const may = best.possible ? `It may be the answer${chance}` : "It cannot be the answer, but it narrows the words down";
  const left = best.expected_left < 1 ? "fewer than one" : `about ${best.expected_left.toFixed(best.expected_left < 10 ? 1 : 0)}`;
  const common = advice.common_best && advice.common_best !== guess && advice.common_cost !== null
    ? ` Common words only: ${advice.common_best}, the best of all words, would take ${advice.common_cost.toFixed(3)} fewer guesses on average.` : "";
  return `${may}; after it, ${left} of the ${advice.count.toLocaleString()} words would be left on average.${common}`;
}

function details(advice) {
  const parts = [];
  if (advice.why) parts.push(el("p", {class: "why", text: advice.why}));
  if (advice.forced_line) {
    parts.push(el("ol", {}, ...advice.forced_line.map((step) => el("li", {text: `${step.pair.split("=")[0]}: ${step.left} word${step.left === 1 ? "" : "s"} left`}))));
  }
  if (advice.suggestions && advice.suggestions.length > 1) parts.push(alsoGood(advice.suggestions.slice(1)));
  return el("details", {class: "why-details"}, el("summary", {text: "Why, and other good guesses"}), ...parts);
}

function alsoGood(suggestions) {
  return el("table", {},
    el("caption", {text: "Also good"}),
    el("thead", {}, el("tr", {}, el("th", {text: "Word"}), el("th", {text: "Words left on average"}), el("th", {text: "Can be the answer"}))),
    el("tbody", {}, ...suggestions.map((s) => el("tr", {},
      el("td", {text: s.guess}), el("td", {text: s.expected_left.toFixed(1)}), el("td", {text: s.possible ? "yes" : "no"})))));
}

function showWon(review, said) {
  const guesses = current().rows.length;
  const boardsText = boards() > 1 ? `All ${boards()} boards solved` : "Solved";
  const text = `You won! ${boardsText} in ${guesses} guess${guesses === 1 ? "" : "es"}.`;
  $("suggestion").querySelector(".body").replaceChildren(el("p", {class: "won", text}),
    el("p", {class: "brief", text: "No further guess needed. Start over for the next game."}));
  say(`${said} ${text}`.trim());
  if (review.status === "fulfilled" && review.value) showReview(review.value.reviews[0]);
}

function showReview(reviewed) {
  const section = $("review");
  const rows = reviewed.guesses.map((g) => el("tr", {},
    el("td", {text: g.pair.split("=")[0]}), el("td", {text: `${g.count_before.toLocaleString()} → ${g.count_after.toLocaleString()}`}),
    el("td", {text: g.skill.toFixed(2)}), el("td", {text: g.luck.toFixed(2)}), el("td", {text: g.best})));
  section.querySelector(".body").replaceChildren(
    el("p", {class: "muted", text: "Skill: how much your guess could be expected to tell, less the best guess's (0 is the best). "
      + "Luck: how much it told, less what it could be expected to. Both in bits: each bit halves the words left."}),
    el("table", {}, el("thead", {}, el("tr", {}, ...["Guess", "Words left", "Skill", "Luck", "Best there"].map((h) => el("th", {text: h})))),
      el("tbody", {}, ...rows)));
  section.hidden = false;
}

// --- past answers --------------------------------------------------------------------------------

async function showPast() {
  const body = $("past").querySelector(".body");
  try {
    const known = await ask("history", {});
    state.past = known;
    body.textContent = pastText(known);
  } catch (problem) {
    body.textContent = `The server could not say: ${problem.message}`;
  }
}

function pastText(known) {
  if (!known.past_answers_known) {
    return "The server knows no past answers yet, so no word counts as already played.";
  }
  const newest = known.past_answers_newest ? `, the latest of ${known.past_answers_newest}` : "";
  return `The server knows ${known.past_answers_known.toLocaleString()} past answers${newest}. `
    + "Today's English Wordle counts them as less likely to come again.";
}

// What the past answers did to this advice, as its document says (only today's English Wordle counts them).
function showPastKnown(advice) {
  if (!state.past) return;
  const down = advice.past_answers;
  const used = down === undefined ? (state.past.past_answers_known ? " This game does not count them." : "")
    : ` ${down.toLocaleString()} of the words that fit ${down === 1 ? "is a past answer" : "are past answers"}, counted less likely.`;
  $("past").querySelector(".body").textContent = pastText(state.past) + used;
}

// --- why not ----------------------------------------------------------------------------------------

const PLAIN = [  // the finder's reasons, in plain words
  [/^Mask: needs (\S+) \((.+)\)$/, (m) => `needs ${placed(m[1])}, as ${m[2]} showed in green`],
  [/^WrongSpot: (.+) \((.+)\)$/, (m) => `has ${m[1].replace(/ at (\d+)/g, " in place $1")}, where ${m[2]} showed it is not`],
  [/^Invalid: has (\S+) \((.+)\)$/, (m) => `has ${[...m[1]].join(", ")}, which ${m[2]} showed is not in the answer`],
  [/^Valid: missing (\S+) \((.+)\)$/, (m) => `has no ${[...m[1]].join(", ")}, which ${m[2]} showed is in the answer`],
  [/^Count: has (.+) \((.+)\)$/, (m) => `has ${m[1]}, as ${m[2]} showed`],
];

function placed(mask) {
  return [...mask].map((c, i) => (c === "-" ? null : `${c} in place ${i + 1}`)).filter(Boolean).join(" and ");
}

function plain(reason) {
  for (const [pattern, say] of PLAIN) {
    const m = reason.match(pattern);
    if (m) return say(m);
  }
  return reason;
}

async function whyNot(event) {
  event.preventDefault();
  const word = $("whynot").value.trim();
  const box = $("reasons");
  if (!word) return;
  await state.adding;  // about the rows typed before the question
  if (!current().rows.length) {
    box.replaceChildren(el("p", {text: "With no row yet, every word of the list can still be the answer."}));
    return;
  }
  try {
    const explained = await ask("explain", {history: current().rows, game: game(), words: [word]});
    const lists = explained.per_board
      ? explained.per_board.map((b) => [`Board ${b.board}: `, b.explanations[0]])
      : [["", explained.explanations[0]]];
    box.replaceChildren(...lists.map(([where, e]) => e.eligible
      ? el("p", {text: `${where}${e.word} can still be the answer.`})
      : el("div", {}, el("p", {text: `${where}${e.word} cannot be the answer:`}), el("ul", {}, ...e.reasons.map((r) => el("li", {text: plain(r)}))))));
  } catch (problem) {
    box.replaceChildren(el("p", {class: "problem", text: problem.message}));
  }
}

// --- settings ---------------------------------------------------------------------------------------

async function loadLanguages() {
  try {
    const found = await ask("lists", {});
    for (const row of found.lists) (state.lengths[row.lang] ||= {name: row.native_name, oneTile: row.one_tile, lengths: []}).lengths.push(row.length);
  } catch (problem) {
    state.lengths = {en: {name: "English", lengths: [5]}};
    $("error").textContent = problem.message;
  }
  $("lang").replaceChildren(...Object.entries(state.lengths).map(([code, {name}]) => el("option", {value: code, lang: code, text: name})));
  // A link may name the language and length (/?lang=de&length=6), for this visit; else the last choice counts.
  const linked = new URLSearchParams(location.search);
  const bundled = (code) => code !== null && Object.hasOwn(state.lengths, code);  // not "constructor"
  const chosen = bundled(linked.get("lang")) ? linked.get("lang") : recalled("lang");
  if (bundled(chosen)) $("lang").value = chosen;
  showLengths(Number(linked.get("length")) || Number(recalled("length")) || 5);
}

function showLengths(wanted) {
  const lengths = bundledLengths();
  $("length").replaceChildren(...lengths.map((n) => el("option", {value: String(n), text: String(n)})));
  $("length").value = String(lengths.includes(wanted) ? wanted : lengths.includes(5) ? 5 : lengths[0]);
}

function showSettings() {
  const wordle = isWordle();
  for (const id of ["answers", "hard"]) $(id).disabled = !wordle;
  // Common words are today's words: one-board Wordle under today's model or every word.
  const common = wordle && $("answers").value !== "original";
  $("common").disabled = !common;
  $("common-switch").classList.toggle("off", !common);
  $("about-game").hidden = wordle;
  $("about-game").textContent = ABOUT[kind()] || "";
}

function changed(id) {
  if (id === "lang") { showLengths(length()); remember("lang", $("lang").value); }
  if (id === "length") remember("length", $("length").value);
  if (id === "contrast") { document.documentElement.classList.toggle("contrast", $("contrast").checked); return; }
  showSettings();
  readPending();
  drawBoards();
  if (["game", "lang", "length"].includes(id)) {  // nothing of the game left behind is shown meanwhile
    for (const region of ["suggestion", "candidates"]) $(region).querySelector(".body").replaceChildren(el("p", {class: "muted", text: "Working…"}));
    say("");
  }
  const kept = current().rows.length;
  refresh(["game", "lang", "length"].includes(id) && kept ? `This game's ${kept} row${kept === 1 ? " is" : "s are"} back.` : "");
}

function undo() {
  const g = current();
  if (!g.undo.length) { say("Nothing to undo."); return; }
  g.rows = g.undo.pop();
  drawBoards();
  refresh("Undone.");
}

function startOver() {
  const g = current();
  if (!g.rows.length) return;
  g.undo.push([...g.rows]);
  g.rows = [];
  $("review").hidden = true;
  drawBoards();
  refresh("Started over: Undo brings the rows back.");
}

async function start() {
  state.loading = loadLanguages();
  $("entry").addEventListener("submit", add);
  $("why").addEventListener("submit", whyNot);
  for (const id of ["guess", "score"]) $(id).addEventListener("input", () => { readPending(); drawBoards(); });
  $("score").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) { event.preventDefault(); $("entry").requestSubmit(); }
  });
  $("boards").addEventListener("click", tapTile);
  $("boards").addEventListener("keydown", moveOnBoard);
  $("boards").addEventListener("focusin", (event) => { if (event.target.matches("button.tile")) setStop(event.target); });
  $("undo").addEventListener("click", undo);
  $("clear").addEventListener("click", startOver);
  for (const id of ["game", "lang", "length", "answers", "hard", "common", "contrast"]) $(id).addEventListener("change", () => changed(id));
  await state.loading;
  showSettings();
  drawBoards();
  showPast();
  if (!state.asked) refresh();  // else a row added meanwhile has asked already
}

start();
