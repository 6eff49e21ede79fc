"""The page's JSON API (sim/web): every endpoint, every error path, and the security caps, through
FastAPI's TestClient (no socket). The answers are checked against sim's own functions."""
import json
import os
import re
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the web extra is not installed: pip install -e '.[web]'")
from fastapi.testclient import TestClient  # noqa: E402

import sim  # noqa: E402
from sim.web.app import create_app  # noqa: E402
from sim.web.service import Limits, Service  # noqa: E402

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"
BROKEN = ('extends = "seven-card-stud"\nid = "broken"\nname = "Broken"\nsummary = "x"\n'
          '[deal]\nstreets = 7\n')


def listing(folder):
    return sorted(str(p.relative_to(folder)) for p in Path(folder).rglob("*"))


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    root = tmp_path_factory.mktemp("serve")
    games = root / "games"
    games.mkdir()
    (games / "deuces-holdem.toml").write_text((EXAMPLES / "deuces-holdem.toml").read_text())
    (games / "broken.toml").write_text(BROKEN)
    (root / "secret.toml").write_text((EXAMPLES / "deuces-holdem.toml").read_text())
    return root


@pytest.fixture(scope="module")
def service(folders):
    limits = Limits(run_trials=4 * 10**6, odds_trials=10**6, body_bytes=4096, jobs_queued=2)
    return Service(results=folders / "results", games_dir=folders / "games", limits=limits,
                   threads=1)


@pytest.fixture(scope="module")
def client(service):
    with TestClient(create_app(service)) as c:
        yield c


def wait(client, job_id, timeout=120):
    deadline = time.time() + timeout
    while time.time() < deadline:
        job = client.get(f"/api/jobs/{job_id}").json()
        if job["state"] in ("done", "partial", "cancelled", "failed"):
            return job
        time.sleep(0.05)
    raise AssertionError(f"job {job_id} did not finish: {job}")


def one_line_error(response, status):
    assert response.status_code == status, response.text
    detail = response.json()["detail"]
    assert isinstance(detail, str) and "\n" not in detail and "Traceback" not in detail
    return detail


# -- games ------------------------------------------------------------------------------------

def test_games_lists_built_in_and_folder_files_with_a_broken_one_named(client):
    rows = client.get("/api/games").json()
    ids = {r["id"] for r in rows}
    assert {g.id for g in sim.all_variants()} <= ids
    files = {r["file"]: r for r in rows if r.get("file")}
    assert files["deuces-holdem.toml"]["id"] == "deuces-holdem"
    assert "broken.toml" in files and "streets" in files["broken.toml"]["error"]
    assert str(Path(files["broken.toml"]["file"]).resolve().parent) not in files["broken.toml"]["error"]


def test_a_game_has_its_rules_options_decisions_and_odds_cards(client):
    g = client.get("/api/games/yanqui-baseball").json()
    assert g["id"] == "yanqui-baseball" and "Options:" in g["show"] and g["rules"]
    assert {o["name"] for o in g["options"]} == {o.name for o in sim.get_variant("yanqui-baseball").options}
    assert g["decisions"][0]["name"] == "buy"
    assert g["odds_cards"]["deal"] == "stud" and g["odds_cards"]["street_letters"] == "dduuuud"
    assert client.get("/api/games/deuces-holdem.toml").json()["id"] == "deuces-holdem"


@pytest.mark.parametrize("name, status, words", [
    ("no-such-game", 400, "unknown variant"),
    ("secret.toml", 400, "no such game file"),
    ("..%2Fsecret.toml", 404, "Not Found"),  # a slash ends the game's name: no such page
    ("..%2F..%2Fetc%2Fpasswd", 404, "Not Found"),
    ("..secret.toml", 400, "by its file name alone"),
    ("broken.toml", 400, "streets"),
    ("yanqui-baseball(nope=1)", 400, "nope"),
])
def test_a_game_that_cannot_be_read_is_one_line(client, name, status, words):
    assert words in one_line_error(client.get(f"/api/games/{name}"), status)


def test_check_reads_a_posted_file_and_writes_nothing(client, folders):
    before = listing(folders)
    text = (EXAMPLES / "queen-and-fours.toml").read_text()
    text = re.sub(r'(?m)^id = ".*"$', 'id = "posted-and-forgotten"', text)
    doc = client.post("/api/check", json={"text": text}).json()
    assert doc["id"] == "posted-and-forgotten"
    assert doc["lines"] and doc["id"]
    assert "posted file:" in one_line_error(client.post("/api/check", json={"text": BROKEN}), 400)
    bad_toml = one_line_error(client.post("/api/check", json={"text": "id = \n"}), 400)
    assert "posted file" in bad_toml
    up = 'extends = "../secret.toml"\nid = "x"\nname = "X"\nsummary = "x"\n'
    assert "by name" in one_line_error(client.post("/api/check", json={"text": up}), 400)
    assert listing(folders) == before
    with pytest.raises(sim.UserError):  # nothing registered under the posted id
        sim.get_variant(doc["id"])


# -- odds -------------------------------------------------------------------------------------

def test_odds_equal_sim_odds_exactly(client):
    a = client.post("/api/odds", json={"game": "texas-holdem", "hands": ["AsAh", "KsKd"]}).json()
    b = sim.odds("texas-holdem", ["AsAh", "KsKd"])
    assert a["exact"] and a["tables"] == json.loads(json.dumps(b["tables"]))
    assert a["fair_share"] == 0.5 and a["wild"]["ranks"] == []


def test_odds_against_a_range_and_an_unknown_seat(client):
    body = {"game": "texas-holdem", "hands": ["AsAh"], "ranges": ["KK,QQ"], "players": 3,
            "trials": 20000, "seed": 4}
    a = client.post("/api/odds", json=body).json()
    b = sim.odds("texas-holdem", ["AsAh"], ranges=["KK,QQ"], players=3, trials=20000, seed=4)
    assert a["ranges"] == ["KK,QQ"] and a["tables"] == json.loads(json.dumps(b["tables"]))
    assert a["fair_share"] == pytest.approx(1 / 3)


def test_odds_of_a_folder_file_and_of_a_spec(client):
    a = client.post("/api/odds", json={"game": "deuces-holdem.toml", "hands": ["AsAh"],
                                       "board": "2c7d9h", "players": 2}).json()
    assert a["variant"] == "deuces-holdem" and a["wild"]["ranks"] == ["2"]
    c = client.post("/api/odds", json={"game": "five-card-draw(wild=2)", "hands": ["AsAhKdKc2c"],
                                       "trials": 4096}).json()
    assert c["wild"]["ranks"] == ["2"] and not c["exact"]


def test_odds_name_the_moving_wild_rank(client):
    a = client.post("/api/odds", json={"game": "follow-the-queen", "hands": ["AsAh/Qd", "/8h"],
                                       "trials": 4096}).json()
    assert a["wild"]["moving"] == "8" and "followed Qd" in a["wild"]["why"]
    b = client.post("/api/odds", json={"game": "follow-the-queen", "hands": ["AsAh/Qd", "/Qh"],
                                       "trials": 4096}).json()
    assert b["wild"]["ranks"] == [] and "nothing is wild" in b["wild"]["why"]


@pytest.mark.parametrize("body, status, words", [
    ({"game": "texas-holdem", "hands": ["AsAh", "AsKd"]}, 400, "As is given twice"),
    ({"game": "texas-holdem", "hands": ["AsAh", "Zz"]}, 400, "cannot read hand 1"),
    ({"game": "texas-holdem", "hands": []}, 400, "hero"),
    ({"game": "nope", "hands": ["AsAh"]}, 400, "unknown variant"),
    ({"game": "727", "hands": ["AsAh"]}, 400, "727"),
    ({"game": "texas-holdem", "hands": ["AsAh"], "players": 3, "trials": 10**7}, 400, "outside 1..1,000,000"),
    ({"game": "texas-holdem", "hands": ["AsAh"], "players": 3, "until_ci": 1e-5}, 400, "until_ci"),
    ({"game": "../secret.toml", "hands": ["AsAh"]}, 400, "by its file name alone"),
    ({"game": "/etc/passwd.toml", "hands": ["AsAh"]}, 400, "by its file name alone"),
    ({"game": "texas-holdem", "hands": ["AsAh"], "surprise": 1}, 422, "surprise"),
    ({"game": "texas-holdem", "hands": "AsAh"}, 422, "hands"),
    ({"game": "texas-holdem", "hands": ["AsAh"], "players": 99}, 422, "players"),
    ({"hands": ["AsAh"]}, 422, "game"),
])
def test_a_bad_odds_question_is_one_line(client, body, status, words):
    assert words in one_line_error(client.post("/api/odds", json=body), status)


def test_a_body_past_the_cap_is_refused_before_any_work(client, folders):
    before = listing(folders)
    big = {"game": "texas-holdem", "hands": ["AsAh"], "dead": "x" * 5000}
    assert "cap" in one_line_error(client.post("/api/odds", json=big), 413)
    chunked = client.post("/api/odds", content=iter([b"{" + b" " * 3000, b" " * 3000 + b"}"]),
                          headers={"content-type": "application/json"})
    assert "cap" in one_line_error(chunked, 413)
    assert listing(folders) == before


def test_not_json_is_one_line(client):
    r = client.post("/api/odds", content=b"{not json", headers={"content-type": "application/json"})
    one_line_error(r, 422)


# -- runs and comparisons ---------------------------------------------------------------------

def test_a_run_job_counts_what_sim_run_counts(client, folders):
    job = client.post("/api/runs", json={"game": "yanqui-baseball", "trials": "3e5", "seed": 5,
                                         "players": 5}).json()
    assert job["state"] in ("queued", "running") and job["target"] is None or job["target"] == 300000
    done = wait(client, job["id"])
    assert done["state"] == "done" and done["done"] == 300000 and done["fraction"] == 1.0
    direct = sim.run("yanqui-baseball", players=5, trials=300000, seed=5, write=False)
    assert done["result"]["tables"] == json.loads(json.dumps(direct.json_tables))
    assert done["result"]["charts"] and not done["result"]["partial"]
    game, stamp = done["folder"].split("/")
    report = client.get(f"/api/results/{game}/{stamp}").json()
    assert report["tables"] == done["result"]["tables"]
    png = done["result"]["charts"][0]
    r = client.get(f"/api/results/{game}/{stamp}/{png}")
    assert r.status_code == 200 and r.headers["content-type"] == "image/png"
    assert any(row["folder"] == done["folder"] for row in client.get("/api/results").json())
    assert any(j["id"] == job["id"] for j in client.get("/api/jobs").json())


def test_cancel_ends_a_run_as_a_partial_result_that_resumes(client, folders):
    job = client.post("/api/runs", json={"game": "seven-card-stud", "trials": "4e6", "seed": 3}).json()
    deadline = time.time() + 60
    while client.get(f"/api/jobs/{job['id']}").json()["done"] == 0 and time.time() < deadline:
        time.sleep(0.02)
    client.post(f"/api/jobs/{job['id']}/cancel")
    done = wait(client, job["id"])
    assert done["state"] == "partial" and done["ended_by"] == "cancel"
    assert 0 < done["done"] < 4 * 10**6 and done["result"]["partial"]
    folder = folders / "results" / done["folder"]
    summary = json.loads((folder / "summary.json").read_text())
    assert summary["complete"] is False and (folder / "checkpoint.json").exists()
    finished = sim.run(None, resume=str(folder), plots=False)
    assert finished.complete and finished.trials == 4 * 10**6
    again = client.post(f"/api/jobs/{job['id']}/cancel").json()  # a finished job stays as it is
    assert again["state"] == "partial"


def test_a_job_past_its_seconds_ends_partial(folders):
    service = Service(results=folders / "results-capped", limits=Limits(run_seconds=0.3), threads=1)
    with TestClient(create_app(service)) as c:
        job = c.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e9"}).json()
        done = wait(c, job["id"])
    assert done["state"] == "partial" and done["ended_by"] == "time cap"


def test_a_full_queue_says_so(folders):
    service = Service(results=folders / "results-queue", limits=Limits(jobs_queued=1), threads=1)
    with TestClient(create_app(service)) as c:
        first = c.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e9"}).json()
        while c.get(f"/api/jobs/{first['id']}").json()["state"] == "queued":
            time.sleep(0.01)
        second = c.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e5"}).json()
        assert second["state"] == "queued"
        assert "already waiting" in one_line_error(
            c.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e5"}), 429)
        c.post(f"/api/jobs/{second['id']}/cancel")
        c.post(f"/api/jobs/{first['id']}/cancel")
        assert wait(c, second["id"])["state"] == "cancelled"
        assert wait(c, first["id"])["state"] == "partial"
    # the server's end ends what still runs, as a partial result
    service = Service(results=folders / "results-stop", threads=1)
    with TestClient(create_app(service)) as c:
        job = c.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e9"}).json()
        while c.get(f"/api/jobs/{job['id']}").json()["done"] == 0:
            time.sleep(0.01)
    ended = service.jobs.get(job["id"])
    assert ended.state == "partial" and ended.ended_by == "server stopping"


@pytest.mark.parametrize("body, status, words", [
    ({"game": "yanqui-baseball", "trials": "5e6"}, 400, "cap of 4,000,000"),
    ({"game": "yanqui-baseball", "trials": "lots"}, 400, "invalid trials"),
    ({"game": "yanqui-baseball", "trials": "1e5", "until_ci": 0.01}, 400, "not both"),
    ({"game": "yanqui-baseball", "options": {"nope": "1"}}, 400, "nope"),
    ({"game": "yanqui-baseball", "policies": {"buy": "sometimes"}}, 400, "sometimes"),
    ({"game": "yanqui-baseball", "players": 12}, 400, "players"),
    ({"game": "../../secret.toml"}, 400, "by its file name alone"),
    ({"game": "broken.toml"}, 400, "streets"),
    ({"game": "yanqui-baseball", "seed": -1}, 422, "seed"),
])
def test_a_bad_run_is_refused_before_it_queues(client, body, status, words):
    before = len(client.get("/api/jobs").json())
    assert words in one_line_error(client.post("/api/runs", json=body), status)
    assert len(client.get("/api/jobs").json()) == before


def test_a_comparison_job(client):
    job = client.post("/api/compare", json={"games": ["follow-the-queen", "yanqui-baseball"],
                                            "trials": "2e5", "players": 5}).json()
    done = wait(client, job["id"])
    assert done["state"] == "done" and done["result"]["metric"] == "volatility"
    assert [g["label"] for g in done["result"]["games"]] == ["follow-the-queen", "yanqui-baseball"]
    assert done["result"]["charts"] == ["compare-volatility.png", "compare-winner_category.png"]
    direct = sim.compare(["follow-the-queen", "yanqui-baseball"], players=5, trials=200000)
    assert done["result"]["games"][1]["table"] == json.loads(json.dumps(
        direct.results["yanqui-baseball"].json_tables["volatility"]))


@pytest.mark.parametrize("body, status, words", [
    ({"games": ["follow-the-queen"]}, 422, "games"),
    ({"games": ["follow-the-queen", "nope"]}, 400, "unknown variant"),
    ({"games": ["follow-the-queen", "727"], "metric": "wild_rank"}, 400, "wild_rank"),
    ({"games": ["follow-the-queen", "yanqui-baseball"], "trials": "1e7"}, 400, "cap"),
])
def test_a_bad_comparison_is_one_line(client, body, status, words):
    assert words in one_line_error(client.post("/api/compare", json=body), status)


@pytest.mark.parametrize("path", [
    "/api/jobs/nope", "/api/results/nope/nope", "/api/results/..%2F..%2Fetc/passwd",
    "/api/results/yanqui-baseball/..%2F..%2F..%2Fsecret.toml/x",
])
def test_what_does_not_exist_is_404(client, path):
    one_line_error(client.get(path), 404)
    one_line_error(client.post("/api/jobs/nope/cancel"), 404)


def test_no_file_outside_a_run_folder_is_served(client, folders):
    job = wait(client, client.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e5"}).json()["id"])
    game, stamp = job["folder"].split("/")
    for name in ("..%2F..%2F..%2Fsecret.toml", "summary.json%00.png", "tables", ".hidden.png"):
        one_line_error(client.get(f"/api/results/{game}/{stamp}/{name}"), 404)
    assert client.get(f"/api/results/{game}/{stamp}/summary.json").status_code == 200


# -- pages ------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/odds", "/games", "/runs", "/compare", "/games/follow-the-queen",
                                  "/games/deuces-holdem.toml", "/docs", "/openapi.json"])
def test_every_page_is_served(client, path):
    r = client.get(path)
    assert r.status_code == 200
    if path != "/openapi.json":
        assert "<html" in r.text.lower()


def test_the_home_page_is_the_odds_page_and_a_run_folder_has_its_page(client):
    assert client.get("/", follow_redirects=False).headers["location"] == "/odds"
    job = wait(client, client.post("/api/runs", json={"game": "seven-card-stud", "trials": "1e5"}).json()["id"])
    page = client.get(f"/runs/{job['folder']}")
    assert page.status_code == 200 and "report-data" in page.text
    assert client.get("/games/nope").status_code == 404
    assert client.get("/runs/nope/nope").status_code == 404


def test_the_api_is_documented(client):
    paths = client.get("/openapi.json").json()["paths"]
    for path in ("/api/games", "/api/games/{game}", "/api/check", "/api/odds", "/api/runs",
                 "/api/compare", "/api/jobs", "/api/jobs/{job_id}", "/api/jobs/{job_id}/cancel",
                 "/api/results", "/api/results/{game}/{stamp}", "/api/results/{game}/{stamp}/{name}"):
        assert path in paths


def test_a_fault_of_ours_is_one_line_without_a_traceback(service, monkeypatch):
    def broken():
        raise RuntimeError("secret detail")

    monkeypatch.setattr(service, "games", broken)
    with TestClient(create_app(service), raise_server_exceptions=False) as c:
        r = c.get("/api/games")
    assert r.status_code == 500 and r.json() == {"detail": "internal error: RuntimeError"}


def test_the_results_folder_stays_inside(folders, service):
    inside = (folders / "results").resolve()
    for row in service.earlier_runs():
        assert (inside / row["folder"]).resolve().parent.parent == inside
    assert os.path.isdir(inside)


# -- the command ------------------------------------------------------------------------------

@pytest.mark.parametrize("args, words", [
    (["--games", "no-such-folder"], "not a folder"),
    (["--port", "70000"], "outside 0..65535"),
    (["--max-trials", "lots"], "invalid trials"),
    (["--host", "no-such-host.invalid"], "--host"),
])
def test_serve_refuses_a_mistaken_command_line_in_one_line(args, words, capsys):
    from sim.cli import main

    with pytest.raises(SystemExit) as e:
        main(["serve", *args])
    err = capsys.readouterr().err
    assert e.value.code == 2 and words in err and err.count("\n") == 1


def test_serve_refuses_a_port_in_use(capsys):
    import socket

    from sim.cli import main

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        with pytest.raises(SystemExit) as e:
            main(["serve", "--port", str(s.getsockname()[1])])
    assert e.value.code == 2 and "cannot listen" in capsys.readouterr().err


def test_listening_on_every_address_says_where_and_warns():
    from sim.web.serve import address_lines

    assert address_lines("127.0.0.1", 8000) == [
        "ready: http://127.0.0.1:8000/  (Ctrl-C stops; running jobs end as partial results)"]
    lines = address_lines("0.0.0.0", 8000)
    assert lines[1].startswith("from a phone on this network: http://") and ":8000/" in lines[1]
    assert lines[2].startswith("warning: anyone on this network")
