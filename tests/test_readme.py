"""Every example in the README and the docs/ pages runs as written: each `simpoker` command line
(README and docs/*.md) and each README Python block; and every relative link there points to a file.

The commands run in a temporary folder (their report folders land there). The few that take
long (the main job at 1e7 deals, the full benchmark, the five-game comparison chart, the Hot
Tuna study's run) run under ``-m slow``; a guard test keeps every listed slow command present in
the pages, so none is silently skipped.
"""
import os
import re
import shlex
import sys
from pathlib import Path

import pytest

from sim.cli import main

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
PAGES = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
SLOW = {
    "simpoker run yanqui-baseball --trials 1e7",
    "simpoker bench",
    "simpoker run hot-tuna --players 4 --trials 1e6 --json",
    "simpoker compare follow-the-queen seven-up yanqui-baseball baseball countdown --metric volatility "
    "--players 6 --trials 4e6",
}


def _blocks(lang, text=README):
    return re.findall(rf"```{lang}\n(.*?)```", text, re.S)


def _lines(block):
    for line in block.replace("\\\n", " ").splitlines():
        for part in line.split("&&"):
            part = part.split("  #")[0].strip()
            if part.startswith("simpoker"):
                yield " ".join(part.split())


def _is_sequence(block):
    """A block whose commands write a file (``> FILE``) that later ones read: run in order."""
    return any(" > " in line for line in _lines(block))


SEQUENCES = [list(_lines(b)) for page in PAGES for b in _blocks("bash", page.read_text())
             if _is_sequence(b)]


def _commands():
    found = [line for page in PAGES for b in _blocks("bash", page.read_text())
             if not _is_sequence(b) for line in _lines(b)]
    return list(dict.fromkeys(found))


COMMANDS = _commands()


def _run(command, capsys):
    args = shlex.split(command)[1:]
    with pytest.raises(SystemExit) as exc:
        main(args)
        raise SystemExit(0)
    cap = capsys.readouterr()
    assert (exc.value.code or 0) == 0, f"{command}: {cap.err}"
    return cap.out


def test_every_command_is_run():
    assert len(COMMANDS) >= 15
    assert SLOW <= set(COMMANDS), SLOW - set(COMMANDS)


def _links(page):
    """Relative link targets in a Markdown page (images included), without their #fragment."""
    for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text()):
        if not re.match(r"[a-z]+:|#", target):
            yield target.split("#")[0]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_point_to_files(page):
    missing = [t for t in _links(page) if not (page.parent / t).exists()]
    assert not missing, f"{page.name}: {missing}"


def test_every_docs_page_is_linked_from_the_readme():
    linked = {(ROOT / t).resolve() for t in _links(ROOT / "README.md")}
    assert not [p.name for p in PAGES[1:] if p.resolve() not in linked]


@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MPLBACKEND", "Agg")
    return tmp_path


def _resume_folder(tmp_path):
    """A real interrupted run for the README's `--resume results/yanqui-baseball/<run-id>`."""
    import sim

    part = sim.run("yanqui-baseball", trials=200_000, out="results", plots=False, _stop_after_chunks=1)
    assert not part.complete
    return os.path.relpath(part.run_dir, tmp_path)


@pytest.mark.parametrize("command", [c for c in COMMANDS if c not in SLOW])
def test_readme_command(command, in_tmp, capsys, monkeypatch):
    if "<run-id>" in command:
        command = re.sub(r"results/\S+/<run-id>", _resume_folder(in_tmp), command)
    if command.startswith("simpoker serve"):
        _serve_stops_at_listening(command, in_tmp, monkeypatch)
    _run(command, capsys)


def _serve_stops_at_listening(command, folder, monkeypatch):
    """`simpoker serve` runs as written up to the point where it would listen (until Ctrl-C):
    every option is read and checked, the folders it names exist, and the application is built."""
    pytest.importorskip("fastapi", reason="the web extra is not installed")
    import uvicorn

    import sim.web.serve

    served = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: served.append((app, kw)))
    monkeypatch.setattr(sim.web.serve, "_check_free", lambda host, port: None)  # tested apart
    for name in re.findall(r"--games (\S+)", command):
        (folder / name).mkdir(exist_ok=True)
    monkeypatch.setattr(sys.modules["sim.web.serve"], "serve", _recording(sim.web.serve.serve, served))


def _recording(serve, served):
    def call(**kw):
        serve(**kw)
        assert served, "serve did not reach the server"
    return call


@pytest.mark.parametrize("index", range(len(SEQUENCES)))
def test_a_block_of_commands_runs_in_order(index, in_tmp, capsys):
    """Each command in one folder, ``> FILE`` writing its output there for the next ones."""
    for command in SEQUENCES[index]:
        command, _, target = command.partition(" > ")
        out = _run(command, capsys)
        if target:
            (in_tmp / target).write_text(out, encoding="utf-8")


@pytest.mark.slow
@pytest.mark.parametrize("command", sorted(SLOW))
def test_readme_slow_command(command, in_tmp, capsys):
    _run(command, capsys)


@pytest.mark.parametrize("index", range(len(_blocks("python"))))
def test_readme_python_block(index, in_tmp):
    exec(compile(_blocks("python")[index], f"README python block {index}", "exec"), {})


def _section(title):
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start:end if end > 0 else None]


def test_readme_says_where_the_kernel_cache_is_and_how_to_clear_it(monkeypatch, tmp_path):
    import kernels

    for name in ("SIMPOKER_CACHE", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    default = kernels.cache_root().replace(str(tmp_path), "~")
    assert f"`{default}/`" in README
    assert f"`rm -rf {default}`" in README
    assert "`numba-<hash>`" in README and "`$SIMPOKER_CACHE`" in README


def test_readme_promises_nothing_stale():
    assert "still to come" not in README.lower()


def test_readme_speed_is_a_short_table_and_the_log_is_in_the_docs():
    speed = _section("Speed")
    rows = [line for line in speed.splitlines() if line.startswith("| ")]
    prose = [line for line in speed.splitlines() if line and not line.startswith("|")]
    assert 5 <= len(rows) <= 20 and len(prose) <= 6
    assert "docs/performance.md" in speed
    log = (ROOT / "docs" / "performance.md").read_text()
    assert "bench-vs 16a09f2" in log  # the measurements the table sums up stay on record


def test_readme_says_how_long_the_test_command_takes():
    setup = _section("Set-up: two commands")
    assert re.search(r"takes about \d+ to \d+ minutes", setup)


def test_the_notebook_command_installs_what_it_runs():
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    command = next(line for block in _blocks("bash") for line in block.splitlines()
                   if "jupyter lab" in line)
    named = re.search(r'pip install -e "\.\[([a-z,]+)\]"', command).group(1).split(",")
    brought = {re.split(r"[<>=\[]", req)[0] for extra in named for req in extras[extra]}
    assert {"jupyterlab", "jupytext", "ipykernel"} <= brought
    assert command.split("&&")[0].strip() == f'pip install -e ".[{",".join(named)}]"'
