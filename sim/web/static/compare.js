// The compare page: pick games and a metric; the charts and the table side by side.
"use strict";
let games = [], poll = null, current = null;

function pick(value) {
  const select = el("select", {class: "pick"}, ...games.map(g => el("option", {value: g.file || g.id, text: g.name})));
  select.value = value;
  const remove = el("button", {type: "button", class: "small-button", text: "×", title: "remove"});
  const row = el("div", {class: "row"}, select, remove);
  remove.addEventListener("click", () => row.remove());
  document.getElementById("picks").append(row);
}

function show(job) {
  current = job;
  showJob(job);
  const r = job.result;
  if (!r) return;
  const parts = [el("h2", {text: `${r.metric.replaceAll("_", " ")}${r.complete ? "" : " (partial)"}`})];
  const charts = el("div", {class: "charts"});
  for (const png of r.charts) charts.append(el("img", {class: "chart", src: `/api/results/${r.folder}/${png}`, alt: png}));
  parts.push(charts);
  const cols = el("div", {class: "side-by-side"});
  for (const g of r.games) {
    const rows = Object.entries(g.table).filter(([, e]) => typeof e.p === "number");
    cols.append(el("div", {class: "column"}, el("h3", {text: r.titles[g.label] || g.label}),
      bars(rows.map(([k, e]) => ({key: k, label: k, p: e.p, text: pct(e.p, 1) + ci(e)})))));
  }
  parts.push(cols);
  document.getElementById("comparison").replaceChildren(...parts);
}

async function start(event) {
  event.preventDefault();
  const body = {games: [...document.querySelectorAll("#picks select")].map(s => s.value),
                metric: document.getElementById("metric").value || null,
                players: Number(document.getElementById("players").value) || null,
                trials: document.getElementById("trials").value.trim()};
  try {
    showError("");
    const job = await api("/api/compare", body);
    show(job);
    clearInterval(poll);
    poll = pollJob(job.id, show, 400);
  } catch (e) { showError(e.message); }
}

async function main() {
  games = (await api("/api/games")).filter(g => !g.error);
  pick("follow-the-queen");
  pick("yanqui-baseball");
  document.getElementById("add").addEventListener("click", () => pick(games[0].id));
  document.getElementById("compare-form").addEventListener("submit", start);
  document.getElementById("cancel").addEventListener("click", async () => { if (current) show(await api(`/api/jobs/${current.id}/cancel`, {})); });
}
main();
