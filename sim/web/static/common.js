// Shared by the pages: the API call with its one-line errors, and number formats.
"use strict";
async function api(path, body, method) {
  const init = body === undefined ? {method: method || "GET"} :
    {method: method || "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)};
  const response = await fetch(path, init);
  let doc = null;
  try { doc = await response.json(); } catch (e) { doc = null; }
  if (!response.ok) {
    const error = new Error((doc && doc.detail) || `${response.status} ${response.statusText}`);
    error.status = response.status;
    throw error;
  }
  return doc;
}
function pct(p, digits) { return (100 * p).toFixed(digits === undefined ? 1 : digits) + "%"; }
function ci(e) { return e.ci ? ` [${pct(e.ci[0])}, ${pct(e.ci[1])}]` : ""; }
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v; else if (k === "text") node.textContent = v;
    else if (k.startsWith("data-")) node.setAttribute(k, v); else node[k] = v;
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}
function showError(message) {
  const line = document.getElementById("error");
  if (!line) return;
  line.hidden = !message;
  line.textContent = message || "";
}
function param(name) { return new URLSearchParams(location.search).get(name); }
function bars(rows, fair) {
  // rows: [{label, p, text}]; a bar a row, coloured against a fair share where one is given
  const box = el("div", {class: "bars"});
  for (const r of rows) {
    const cls = fair === undefined ? "bar" : (r.p >= fair ? "bar above" : "bar below");
    const track = el("div", {class: "track"}, el("div", {class: cls, style: `width:${Math.max(0, Math.min(1, r.p)) * 100}%`}));
    if (fair !== undefined) track.append(el("div", {class: "fair", style: `left:${fair * 100}%`, title: "fair share"}));
    box.append(el("div", {class: "bar-row", "data-key": r.key || r.label, "data-p": String(r.p)},
      el("span", {class: "bar-label", text: r.label}), track, el("span", {class: "bar-text", text: r.text})));
  }
  return box;
}
const FINISHED = ["done", "partial", "cancelled", "failed"];
function showJob(job) {
  // a job on the page's #job section: its bar, a line of what it has done, and the cancel
  // button while it runs
  const section = document.getElementById("job");
  section.hidden = false;
  section.dataset.state = job.state;
  const progress = document.getElementById("progress");
  progress.value = job.fraction || 0;
  progress.dataset.done = String(job.done);
  const target = job.target ? ` of ${job.target.toLocaleString()}` : "";
  const eta = job.eta_s !== null ? `, about ${job.eta_s} s left` : "";
  document.getElementById("job-state").textContent = `${job.state}: ${job.done.toLocaleString()}${target} deals${eta}` +
    `${job.ended_by ? ` (ended by ${job.ended_by})` : ""}${job.error ? " — " + job.error : ""}`;
  document.getElementById("cancel").hidden = FINISHED.includes(job.state);
}
function pollJob(id, on, every) {
  // ask for a job every `every` ms and hand it to `on` until it ends; the timer, to clear
  const timer = setInterval(async () => {
    try {
      const job = await api(`/api/jobs/${id}`);
      on(job);
      if (FINISHED.includes(job.state)) clearInterval(timer);
    } catch (e) { showError(e.message); }
  }, every);
  return timer;
}
