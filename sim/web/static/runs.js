// The runs page: start a run with its options and policies, follow it, cancel it, read its report.
"use strict";
let current = null, poll = null;

async function loadChoices(id) {
  const g = await api(`/api/games/${encodeURIComponent(id)}`);
  document.getElementById("players").value = g.default_players;
  document.getElementById("players").max = g.players[1];
  const box = document.getElementById("choices");
  const rows = [];
  for (const o of g.options) {
    let input;
    if (o.kind === "bool") { input = el("select", {"data-option": o.name}, el("option", {value: "false", text: "false"}), el("option", {value: "true", text: "true"})); input.value = String(o.default); }
    else if (o.choices.length) { input = el("select", {"data-option": o.name}, ...o.choices.map(c => el("option", {value: c, text: c}))); input.value = String(o.default); }
    else input = el("input", {"data-option": o.name, value: String(o.default), size: 6, spellcheck: false});
    rows.push(el("label", {title: o.help}, `${o.name} `, input));
  }
  for (const d of g.decisions) {
    rows.push(el("label", {title: d.help}, `${d.name} `, el("select", {"data-policy": d.name}, ...Object.keys(d.policies).map(p => el("option", {value: p, text: p})))));
  }
  box.replaceChildren(...rows);
}

async function earlier() {
  const list = document.getElementById("earlier");
  const runs = await api("/api/results");
  list.replaceChildren(...runs.slice(0, 50).map(r => el("li", {}, el("a", {href: `/runs/${r.folder}`, text: r.spec}), ` — ${r.players} players, ${(r.trials || 0).toLocaleString()} deals, seed ${r.seed}${r.complete ? "" : " (partial)"}`)));
}

function follow(job) {
  current = job;
  document.getElementById("job-label").textContent = job.label;
  showJob(job);
  if (job.result) { showReport(job.result, document.getElementById("report")); earlier(); }
}

async function start(event) {
  event.preventDefault();
  const body = {game: document.getElementById("game").value, seed: Number(document.getElementById("seed").value || 1),
                players: Number(document.getElementById("players").value) || null, options: {}, policies: {}};
  const ci = document.getElementById("until-ci").value.trim();
  if (ci) body.until_ci = Number(ci); else body.trials = document.getElementById("trials").value.trim();
  for (const i of document.querySelectorAll("[data-option]")) body.options[i.dataset.option] = i.value;
  for (const i of document.querySelectorAll("[data-policy]")) body.policies[i.dataset.policy] = i.value;
  try {
    showError("");
    document.getElementById("report").replaceChildren();
    const job = await api("/api/runs", body);
    follow(job);
    clearInterval(poll);
    poll = pollJob(job.id, follow, 300);
  } catch (e) { showError(e.message); }
}

async function main() {
  const games = (await api("/api/games")).filter(g => !g.error);
  const select = document.getElementById("game");
  for (const g of games) select.append(el("option", {value: g.file || g.id, text: `${g.name} (${g.family})`}));
  select.value = param("game") && games.some(g => (g.file || g.id) === param("game")) ? param("game") : "yanqui-baseball";
  select.addEventListener("change", () => loadChoices(select.value).catch(e => showError(e.message)));
  await loadChoices(select.value);
  document.getElementById("run-form").addEventListener("submit", start);
  document.getElementById("cancel").addEventListener("click", async () => { if (current) { try { follow(await api(`/api/jobs/${current.id}/cancel`, {})); } catch (e) { showError(e.message); } } });
  earlier();
}
main();
