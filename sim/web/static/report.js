// A run's report: what it is, whether it is partial, its tables as bars with intervals, its charts.
"use strict";
function showReport(r, box) {
  const parts = [];
  const state = r.complete ? "complete" : "partial";
  parts.push(el("p", {class: `report-state ${state}`, "data-state": state,
    text: `${r.spec}: ${r.players} players, ${r.trials.toLocaleString()}${r.complete ? "" : " of " + (r.trials_target || "?").toLocaleString()} deals, seed ${r.seed} — ${r.complete ? "complete" : "PARTIAL (stopped early; resume it with simpoker run --resume)"}`}));
  if (r.folder) parts.push(el("p", {class: "muted small"}, "Folder: ", el("code", {text: r.folder}), " · ", el("a", {href: `/api/results/${r.folder}/report.md`, text: "report.md"})));
  for (const [name, table] of Object.entries(r.tables || {})) {
    const rows = Object.entries(table).filter(([, e]) => typeof e.p === "number");
    if (!rows.length) continue;
    parts.push(el("h3", {text: name.replaceAll("_", " ")}));
    parts.push(bars(rows.map(([k, e]) => ({key: k, label: k, p: e.p, text: pct(e.p, 2) + ci(e)}))));
  }
  for (const png of r.charts || []) parts.push(el("img", {class: "chart", src: `/api/results/${r.folder}/${png}`, alt: png, loading: "lazy"}));
  box.replaceChildren(...parts);
  box.dataset.state = state;
}
