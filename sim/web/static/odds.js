// The odds page: seats, board and dead cards tapped or typed; the answer asked for as they change.
"use strict";
const RANKS = "AKQJT98765432", SUITS = "shdc", SUIT_MARK = {s: "♠", h: "♥", d: "♦", c: "♣"};
let games = [], game = null, active = null, asked = 0, timer = null;

function cardsIn(text) { return (text.match(/(10|[2-9tjqka])[cdhs]/gi) || []).map(c => c.length === 3 ? "T" + c[2] : c[0].toUpperCase() + c[1].toLowerCase()); }
function inputs() { return [...document.querySelectorAll("input.cards")]; }

function buildPicker() {
  const picker = document.getElementById("picker");
  picker.replaceChildren();
  for (const s of SUITS) for (const r of RANKS) {
    const b = el("button", {type: "button", class: `card suit-${s}`, "data-card": r + s, text: (r === "T" ? "10" : r) + SUIT_MARK[s]});
    b.addEventListener("click", () => tap(r + s));
    picker.append(b);
  }
}

function markUsed() {
  const used = new Set(inputs().flatMap(i => cardsIn(i.value)));
  for (const b of document.querySelectorAll("#picker .card")) b.classList.toggle("used", used.has(b.dataset.card));
}

function setActive(input) {
  active = input;
  for (const i of inputs()) i.classList.toggle("active", i === input);
}

function tap(card) {
  for (const i of inputs()) {  // a card already placed is taken back
    const have = cardsIn(i.value);
    if (have.includes(card)) { i.value = have.filter(c => c !== card).join(""); changed(); return; }
  }
  if (!active) setActive(inputs()[0]);
  let target = active;
  const full = i => cardsIn(i.value).length >= Number(i.dataset.max || 99);
  if (full(target)) {  // the next box with room
    const all = inputs();
    target = all.slice(all.indexOf(target) + 1).find(i => !full(i)) || target;
    if (full(target)) return;
    setActive(target);
  }
  target.value = cardsIn(target.value).concat([card]).join("");
  if (full(target)) { const all = inputs(); const next = all.slice(all.indexOf(target) + 1).find(i => !full(i)); if (next) setActive(next); }
  changed();
}

function seatBoxes(i) {
  const cards = game.odds_cards, row = el("div", {class: "seat", "data-seat": String(i)});
  row.append(el("span", {class: "seat-name", text: i === 0 ? "You" : `Seat ${i}`}));
  const box = (part, max, hint) => {
    const input = el("input", {class: "cards", "data-seat": String(i), "data-part": part, "data-max": String(max), placeholder: hint, autocomplete: "off", spellcheck: false});
    input.addEventListener("focus", () => setActive(input));
    input.addEventListener("input", changed);
    return input;
  };
  if (cards.deal === "stud") {
    const letters = cards.street_letters || "ddudddd";
    row.append(box("down", [...letters].filter(c => c !== "u").length + 3, "down"), box("up", [...letters].filter(c => c === "u").length, "up"));
  } else {
    row.append(box("hole", cards.hole, cards.deal === "draw" ? `${cards.hole} cards` : `${cards.hole} hole cards`));
  }
  if (cards.ranges && i > 0) {
    const range = el("input", {class: "range", "data-seat": String(i), placeholder: "range: QQ+,AKs", autocomplete: "off", spellcheck: false});
    range.addEventListener("input", changed);
    row.append(range);
  }
  return row;
}

function buildSeats() {
  const n = Number(document.getElementById("players").value) || 2;
  const keep = {};
  for (const i of document.querySelectorAll("#seats input")) keep[`${i.dataset.seat}/${i.dataset.part || "range"}`] = i.value;
  const seats = document.getElementById("seats");
  seats.replaceChildren(...Array.from({length: n}, (_, i) => seatBoxes(i)));
  for (const i of seats.querySelectorAll("input")) i.value = keep[`${i.dataset.seat}/${i.dataset.part || "range"}`] || "";
  document.getElementById("board-row").hidden = game.odds_cards.deal !== "board";
  setActive(inputs()[0]);
  changed();
}

function question() {
  const n = Number(document.getElementById("players").value) || 2;
  const hands = [], ranges = [];
  let unknownSeen = false;
  for (let i = 0; i < n; i++) {
    const part = p => { const x = document.querySelector(`#seats input[data-seat="${i}"][data-part="${p}"]`); return x ? cardsIn(x.value).join("") : ""; };
    const rangeBox = document.querySelector(`#seats input.range[data-seat="${i}"]`);
    const range = rangeBox ? rangeBox.value.trim() : "";
    const text = game.odds_cards.deal === "stud" ? ((part("down") || part("up")) ? `${part("down")}/${part("up")}` : "") : part("hole");
    if (text && !unknownSeen && !ranges.length) hands.push(text);
    else if (range && !unknownSeen) ranges.push(range);
    else if (text || range) return {error: `seat ${i}: give the known seats first, then the ranges, then the unknown seats`};
    else unknownSeen = true;
  }
  if (!hands.length) return null;
  const how = document.getElementById("how").value;
  const q = {game: game.file || game.id, hands, players: n, ranges,
             board: cardsIn(document.getElementById("board").value).join("") || null,
             dead: cardsIn(document.getElementById("dead").value).join("") || null};
  if (how !== "auto") q.exact = how === "exact";
  return q;
}

function changed() {
  markUsed();
  clearTimeout(timer);
  timer = setTimeout(ask, 150);
}

async function ask() {
  const q = question();
  const answer = document.getElementById("answer");
  if (!q) { showError(""); answer.replaceChildren(); answer.dataset.state = "empty"; return; }
  if (q.error) { showError(q.error); return; }
  const mine = ++asked;
  answer.dataset.state = "asking";
  try {
    const a = await api("/api/odds", q);
    if (mine !== asked) return;
    showError("");
    render(a);
  } catch (e) {
    if (mine !== asked) return;
    showError(e.message);
    answer.dataset.state = "error";
  }
}

function render(a) {
  const answer = document.getElementById("answer");
  const how = a.exact ? `exact: every one of ${a.trials.toLocaleString()} completions` : `sampled: ${a.trials.toLocaleString()} completions, seed ${a.seed}, 95% intervals`;
  const parts = [el("p", {class: "how", text: how})];
  if (a.wild && (a.wild.ranks === null || a.wild.ranks.length || game.wild !== "none")) {
    const names = a.wild.ranks === null ? "as the rules say" : a.wild.ranks.length ? a.wild.ranks.join(", ") : "nothing";
    parts.push(el("p", {id: "wild", class: "wild", "data-ranks": (a.wild.ranks || []).join(",")}, el("b", {text: `Wild now: ${names}`}), ` — ${a.wild.why}`));
  }
  const seats = Object.keys(a.tables.equity);
  const label = s => { const i = Number(s); return i === 0 ? `You (${a.hands[0]})` : i < a.hands.length ? `Seat ${i} (${a.hands[i]})` : (a.ranges && a.ranges[i - a.hands.length]) ? `Seat ${i} (${a.ranges[i - a.hands.length]})` : `Seat ${i} (unknown)`; };
  const rows = seats.map(s => { const e = a.tables.equity[s]; return {key: s, label: label(s), p: e.p, text: `${pct(e.p, 2)}${a.exact ? "" : ci(e)} · win ${pct(a.tables.win[s].p, 2)} · tie ${pct(a.tables.tie[s].p, 2)}`}; });
  parts.push(el("h2", {text: "Equity"}), el("p", {class: "muted small", text: `against a fair share of ${pct(a.fair_share, 1)} a seat`}));
  const eq = bars(rows, a.fair_share); eq.id = "equity"; parts.push(eq);
  const cats = Object.entries(a.tables.hand_category).filter(([, e]) => e.count > 0);
  parts.push(el("h2", {text: "Your final hand"}));
  const hand = bars(cats.map(([k, e]) => ({key: k, label: k, p: e.p, text: pct(e.p, 2) + (a.exact ? "" : ci(e))}))); hand.id = "final-hand"; parts.push(hand);
  if (Object.keys(a.policies || {}).length) parts.push(el("p", {class: "muted small", text: "Decisions still to come are played by: " + Object.entries(a.policies).map(([k, v]) => `${k}=${v}`).join(", ")}));
  answer.replaceChildren(...parts);
  answer.dataset.state = "ready";
  answer.dataset.exact = String(a.exact);
}

function chooseGame(id) {
  game = games.find(g => (g.file || g.id) === id) || games[0];
  api(`/api/games/${encodeURIComponent(game.file || game.id)}`).then(full => {
    game = Object.assign({}, game, full);
    const players = document.getElementById("players");
    players.min = 1; players.max = game.players[1];
    if (Number(players.value) > game.players[1]) players.value = game.players[1];
    for (const i of document.querySelectorAll("#seats input, #board, #dead")) i.value = "";
    buildSeats();
  }).catch(e => showError(e.message));
}

async function start() {
  buildPicker();
  games = (await api("/api/games")).filter(g => g.odds && !g.error);
  const select = document.getElementById("game");
  for (const g of games) select.append(el("option", {value: g.file || g.id, text: g.name}));
  select.value = param("game") && games.some(g => (g.file || g.id) === param("game")) ? param("game") : "texas-holdem";
  select.addEventListener("change", () => chooseGame(select.value));
  document.getElementById("players").addEventListener("change", buildSeats);
  document.getElementById("how").addEventListener("change", changed);
  document.getElementById("clear").addEventListener("click", () => { for (const i of document.querySelectorAll("#seats input, #board, #dead")) i.value = ""; setActive(inputs()[0]); changed(); });
  for (const id of ["board", "dead"]) { const i = document.getElementById(id); i.addEventListener("focus", () => setActive(i)); i.addEventListener("input", changed); }
  chooseGame(select.value);
}
start();
