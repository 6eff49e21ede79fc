"""The server under load, as the benchmark and the load test measure it: many clients asking odds
questions at once on the loopback while a long run is going, each answer timed from request to
response; and the warm latency of one question asked alone, again and again.
"""
import json
import math
import socket
import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

from ..errors import UserError


def percentile(values, q):
    """The q-th percentile (0..100) of ``values``, by the nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return None
    rank = max(1, min(len(ordered), math.ceil(q / 100 * len(ordered))))
    return ordered[rank - 1]


def ask_all(base_url, questions, clients=20, timeout=120):
    """Send ``questions`` (odds request bodies) from ``clients`` threads at once, each its own
    connection; [(status, answer, seconds)] in the order of ``questions``."""
    import threading

    import httpx

    local = threading.local()
    start = threading.Barrier(clients)

    def client():
        if not hasattr(local, "client"):
            local.client = httpx.Client(base_url=base_url, timeout=timeout)
            start.wait()  # every client connected: then they all ask at once
        return local.client

    def one(body):
        c = client()
        began = time.perf_counter()
        r = c.post("/api/odds", json=body)
        return r.status_code, r.json(), time.perf_counter() - began

    with ThreadPoolExecutor(max_workers=clients) as pool:
        # each client's first question connects it; the barrier holds them until all have
        return list(pool.map(one, questions))


def warm_latency(base_url, body, repeats=30):
    """Seconds from request to response of one question asked ``repeats`` times in turn."""
    import httpx

    times = []
    with httpx.Client(base_url=base_url, timeout=60) as c:
        c.post("/api/odds", json=body).raise_for_status()
        for _ in range(repeats):
            began = time.perf_counter()
            c.post("/api/odds", json=body).raise_for_status()
            times.append(time.perf_counter() - began)
    return times


def summary(times):
    return {"n": len(times), "p50_ms": round(1000 * percentile(times, 50), 2),
            "p95_ms": round(1000 * percentile(times, 95), 2),
            "mean_ms": round(1000 * statistics.fmean(times), 2)}


def heads_up_preflop(n):
    """``n`` heads-up preflop questions of the odds benchmark's game (Hold'em), two pocket pairs,
    asked exactly."""
    from ..spec.game_spec import game_with_role

    game = game_with_role("odds-benchmark")
    ranks = "AKQJT98765432"
    out = []
    for i in range(n):
        a, b = ranks[i % 13], ranks[(i * 5 + 3) % 13]
        if a == b:
            b = ranks[(ranks.index(a) + 1) % 13]
        out.append({"game": game, "hands": [f"{a}s{a}h", f"{b}d{b}c"], "exact": True})
    return out


def heads_up_flops(n):
    """``n`` heads-up Hold'em questions on the flop: small exact counts, for a quick load."""
    flops = ("2c7d9h", "Tc9c2d", "KhQh3s", "5s6s7d", "AdJc4h")
    pairs = heads_up_preflop(13)
    out = []
    for i in range(n):
        q = dict(pairs[i % len(pairs)])
        held = {"".join(q["hands"])[j:j + 2] for j in range(0, 8, 2)}
        q["board"] = next(f for k in range(len(flops)) for f in [flops[(i + k) % len(flops)]]
                          if not held & {f[j:j + 2] for j in range(0, 6, 2)})
        out.append(q)
    return out


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serving(service, warm=False):
    """A server for ``service`` on the loopback, on a thread of this process: yields its base URL;
    on leaving, stops it as Ctrl-C does (running jobs end as partial results)."""
    import uvicorn

    from .app import create_app

    port = free_port()
    config = uvicorn.Config(create_app(service, warm=warm, say=lambda line: None),
                            host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 300
    while not server.started:
        if time.time() > deadline or not thread.is_alive():
            raise RuntimeError("the server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=120)


def under_load(base_url, service, questions, clients=20, run=None):
    """Ask ``questions`` from ``clients`` at once while the run ``run`` (a runs request) is
    going: each answer checked against the one the same question gets alone, the run's counts
    against the same run without the load. Returns the figures and the checks."""
    import httpx

    from ..engine.runner import run as run_alone
    from ..spec.game_spec import game_with_role

    run = run or {"game": game_with_role("main-job"), "trials": 2 * 10**7, "seed": 11}
    expected = {}
    for q in questions:  # alone, before the load
        key = json.dumps(q, sort_keys=True)
        if key not in expected:
            expected[key] = service.odds(dict(q))["tables"]
    with httpx.Client(base_url=base_url, timeout=60) as c:
        job = c.post("/api/runs", json=run).json()
        while c.get(f"/api/jobs/{job['id']}").json()["done"] == 0:
            time.sleep(0.01)
        answers = ask_all(base_url, questions, clients=clients)
        during = c.get(f"/api/jobs/{job['id']}").json()["state"] == "running"
        while True:
            finished = c.get(f"/api/jobs/{job['id']}").json()
            if finished["state"] not in ("queued", "running"):
                break
            time.sleep(0.05)
    if finished["state"] != "done":
        raise UserError(f"the run under load ended {finished['state']}: {finished['error']}")
    alone = run_alone(run["game"], trials=run["trials"], seed=run["seed"], write=False)
    kept = json.loads((service.results / finished["folder"] / "counts.json").read_text())
    wrong = [i for i, (q, (status, answer, _)) in enumerate(zip(questions, answers))
             if status != 200 or json.loads(json.dumps(answer["tables"])) != json.loads(
                 json.dumps(expected[json.dumps(q, sort_keys=True)]))]
    return {"questions": len(questions), "clients": clients, "answered": len(answers),
            "wrong": wrong, "run_going_throughout": during,
            "run_counts_identical": list(kept["counts"]) == alone.counts.tolist(),
            "run": finished["label"], "run_trials": finished["done"],
            **{f"load_{k}": v for k, v in summary([t for _, _, t in answers]).items()}}


def bench_serve(questions=200, clients=20, repeats=30, run_trials=2 * 10**7):
    """`simpoker bench --serve`: the warm latency of an exact heads-up preflop question alone,
    then ``questions`` preflop questions from ``clients`` at once during a long run."""
    from ..spec.game_spec import game_with_role
    from .service import Service

    question = heads_up_preflop(1)[0]
    question["hands"] = ["AsAh", "KsKd"]
    with tempfile.TemporaryDirectory() as scratch:
        service = Service(results=scratch)
        with serving(service, warm=True) as url:
            alone = summary(warm_latency(url, question, repeats=repeats))
            load = under_load(url, service, heads_up_preflop(questions), clients=clients,
                              run={"game": game_with_role("main-job"), "trials": run_trials, "seed": 11})
    return {**{f"alone_{k}": v for k, v in alone.items()}, **load}
