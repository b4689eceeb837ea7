// wordfinder's page: the history as GUESS=SCORE texts, the server's answers shown as they come.
"use strict";

const COLOURS = ["grey", "yellow", "green"];
const TILES = {"⬛": 0, "⬜": 0, "🟨": 1, "🟦": 1, "🟩": 2, "🟧": 2};
const state = {rows: [], asked: 0, adding: Promise.resolve()};
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

function game() {
  const kind = $("game").value;
  const options = {hard: $("hard").checked};
  if (kind === "quantum") options.quantum = true;
  else if (kind !== "1") options.boards = Number(kind);
  else options.answers = $("answers").value;
  return options;
}

async function ask(endpoint, body) {
  const response = await fetch(`/api/${endpoint}`, {
    method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || `${response.status} ${response.statusText}`);
  return answer;
}

// A score in letter notation as colour indexes: upper case green, lower case yellow, '.' grey.
function colours(score) {
  return [...score].map((c) => (c === "." ? 0 : c === c.toUpperCase() ? 2 : 1));
}

function written(guess, shades) {
  return [...guess].map((c, i) => [".", c.toLowerCase(), c.toUpperCase()][shades[i]]).join("");
}

function tile(letter, shade, label, onclick) {
  return el("button", {type: "button", class: `tile ${COLOURS[shade]}`, "aria-label": `${label}, ${letter}, ${COLOURS[shade]}`,
    title: "Click to change the colour", onclick, text: letter});
}

function showRows() {
  const box = $("rows");
  box.replaceChildren();
  state.rows.forEach((text, r) => {
    const [guess, score] = text.split("=");
    const row = el("div", {class: "row", role: "group", "aria-label": `Row ${r + 1}: ${text}`});
    const boards = score.split("/");
    boards.forEach((part, b) => {
      const where = boards.length > 1 ? `Row ${r + 1}, board ${b + 1}, position` : `Row ${r + 1}, position`;
      const group = el("div", {class: "board"});
      if (part === "-" || /[+]/.test(part) || part.length !== guess.length) {
        group.append(el("span", {class: "solved", text: part === "-" ? "solved" : part}));
      } else {
        const shades = colours(part);
        [...guess].forEach((letter, i) => group.append(tile(letter, shades[i], `${where} ${i + 1}`, () => {
          shades[i] = (shades[i] + 1) % 3;
          boards[b] = written(guess, shades);
          state.rows[r] = `${guess}=${boards.join("/")}`;
          refresh();
        })));
      }
      row.append(group);
    });
    box.append(row);
  });
  $("undo").disabled = $("clear").disabled = state.rows.length === 0;
}

function showPending() {
  const guess = $("guess").value.trim().toUpperCase();
  const box = $("pending");
  box.replaceChildren();
  if (!/^[A-Z]{1,16}$/.test(guess) || $("game").value !== "1") return;
  const score = $("score").value.trim();
  const shades = score.length === guess.length && /^[A-Za-z.]+$/.test(score) ? colours(score) : [...guess].map(() => 0);
  [...guess].forEach((letter, i) => box.append(tile(letter, shades[i], `New row, position ${i + 1}`, () => {
    shades[i] = (shades[i] + 1) % 3;
    $("score").value = written(guess, shades);
    showPending();
    box.querySelectorAll("button")[i].focus();
  })));
}

// The texts the fields make: one GUESS=SCORE, or one per row of a pasted share block.
function entered() {
  const words = $("guess").value.trim().toUpperCase().split(/[\s,]+/).filter(Boolean);
  const score = $("score").value.trim();
  const rows = score.split(/\r?\n/).map((line) => [...line.replace(/\s/g, "")])
    .filter((tiles) => tiles.length && tiles.every((t) => t in TILES));
  if (words.length > 1 || rows.length > 1) {
    if (rows.length !== words.length) {
      throw new Error(`${words.length} guesses but ${rows.length} rows of tiles: give the guesses in order, one a row`);
    }
    return words.map((word, i) => `${word}=${written(word, rows[i].map((t) => TILES[t]))}`);
  }
  if (!words.length) throw new Error("Type a guess first");
  // No score typed: the tiles as shown, all grey until clicked.
  return [`${words[0]}=${score || ".".repeat(words[0].length)}`];
}

// Rows are added in the order they were typed, each checked by the server before the next.
function add(event) {
  event.preventDefault();
  let texts;
  try {
    texts = entered();
  } catch (problem) {
    $("error").textContent = problem.message;
    return;
  }
  const typed = [$("guess").value, $("score").value];
  $("guess").value = $("score").value = "";
  showPending();
  state.adding = state.adding.then(async () => {
    try {
      const found = await ask("find", {history: [...state.rows, ...texts], game: game(), limit: 1});
      state.rows = found.history;
    } catch (problem) {
      if (!$("guess").value && !$("score").value) [$("guess").value, $("score").value] = typed;
      showPending();
      $("error").textContent = problem.message;
      return;
    }
    await refresh();
  });
  $("guess").focus();
}

async function refresh() {
  const asked = ++state.asked;
  showRows();
  $("error").textContent = "";
  const body = {history: state.rows, game: game()};
  const finding = state.rows.length ? ask("find", {...body, limit: 200}) : Promise.resolve(null);
  const [found, suggested] = await Promise.allSettled([finding, ask("suggest", {...body, limit: 5})]);
  if (asked !== state.asked) return;  // a newer question is on its way
  if (found.status === "fulfilled" && !found.value) {
    $("candidates").querySelector(".body").replaceChildren(el("p", {class: "muted", text: "Every word, until a guess is added."}));
  } else if (found.status === "rejected") {
    $("error").textContent = found.reason.message;
    $("candidates").querySelector(".body").replaceChildren(el("p", {class: "muted", text: "No word fits these scores."}));
  } else showCandidates(found.value);
  showSuggestion(suggested.status === "fulfilled" ? suggested.value : null, suggested.reason);
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
  body.replaceChildren(...parts);
}

function showSuggestion(suggested, problem) {
  const body = $("suggestion").querySelector(".body");
  if (!suggested) {
    body.replaceChildren(el("p", {class: "muted", text: problem ? problem.message : "No suggestion."}));
    return;
  }
  const use = (word) => el("button", {type: "button", class: "use", text: word, "aria-label": `Play ${word} next`,
    onclick: () => { $("guess").value = word; $("score").value = ""; showPending(); $("score").focus(); }});
  const parts = [el("p", {class: "best"}, use(suggested.guess || suggested.suggestions[0].guess)), el("p", {class: "why", text: suggested.why})];
  if (suggested.suggestions && suggested.suggestions.length > 1) {
    parts.push(el("table", {},
      el("caption", {text: "Also good"}),
      el("thead", {}, el("tr", {}, el("th", {text: "Guess"}), el("th", {text: "Bits"}), el("th", {text: "Left on average"}), el("th", {text: "Could win"}))),
      el("tbody", {}, ...suggested.suggestions.slice(1).map((s) => el("tr", {},
        el("td", {text: s.guess}), el("td", {text: s.expected_bits.toFixed(2)}), el("td", {text: s.expected_left.toFixed(1)}),
        el("td", {text: s.possible ? "yes" : "no"})))),
    ));
  }
  body.replaceChildren(...parts);
}

async function whyNot(event) {
  event.preventDefault();
  const word = $("whynot").value.trim().toUpperCase();
  const box = $("reasons");
  if (!word) return;
  await state.adding;  // about the rows typed before the question
  try {
    const explained = await ask("explain", {history: state.rows, game: game(), words: [word]});
    const lists = explained.per_board
      ? explained.per_board.map((b) => [`Board ${b.board}: `, b.explanations[0]])
      : [["", explained.explanations[0]]];
    box.replaceChildren(...lists.map(([where, e]) => e.eligible
      ? el("p", {text: `${where}${e.word} can still be the answer.`})
      : el("div", {}, el("p", {text: `${where}${e.word} cannot be the answer:`}), el("ul", {}, ...e.reasons.map((r) => el("li", {text: r}))))));
  } catch (problem) {
    box.replaceChildren(el("p", {class: "problem", text: problem.message}));
  }
}

function start() {
  $("entry").addEventListener("submit", add);
  $("why").addEventListener("submit", whyNot);
  $("guess").addEventListener("input", showPending);
  $("score").addEventListener("input", showPending);
  $("score").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) { event.preventDefault(); $("entry").requestSubmit(); }
  });
  $("undo").addEventListener("click", () => { state.rows.pop(); refresh(); });
  $("clear").addEventListener("click", () => { state.rows = []; refresh(); });
  for (const id of ["game", "answers", "hard"]) {
    $(id).addEventListener("change", () => {
      $("answers").disabled = $("game").value !== "1";
      if (id === "game") state.rows = [];
      showPending();
      refresh();
    });
  }
  refresh();
}

start();
