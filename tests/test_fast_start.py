"""Fast start: importing sim, loading every game's declaration, and `simpoker --help`, `list` and
`show` import neither Numba nor pandas nor matplotlib, nor numpy, nor pydantic (which Typer would use
to read the arguments); a run, a table or a chart loads them. `simpoker hands` loads Numba without
scipy.linalg, which Numba imports on its first kernel only to note whether BLAS is there.

Each check runs in a fresh interpreter, since this test process has loaded them all already. A
game module that imports a kernel or numpy at its top fails here: see sim/games/__init__.py.
"""
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
HEAVY = ("numba", "pandas", "matplotlib")
# what `--help`, `list` and `show` go without besides: each costs 0.1 s or more of a 0.2 s command
NOT_TO_SHOW = HEAVY + ("numpy", "pydantic", "scipy")

# every declaration, its rules included (``sim.spec.game_spec`` the attribute is sim's variants()
# function, so the module is taken from sys.modules)
DECLARE_ALL = f"""
import sys
import sim
v = sys.modules["sim.spec.game_spec"]
ids = [x.id for x in v.all_variants()]
assert len(ids) >= 20, ids
[v.get_variant(i).rules for i in ids]
loaded = sorted(set({HEAVY + ("numpy",)!r}) & set(sys.modules))
assert not loaded, f"declaring the games imported {{loaded}}"
"""


def _python(*args):
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)


def _imported(importtime_stderr):
    """Top-level package names from ``python -X importtime`` output."""
    names = set()
    for line in importtime_stderr.splitlines():
        if line.startswith("import time:") and line.count("|") == 2:
            name = line.rsplit("|", 1)[1].strip()
            names.add(name.split(".")[0])
    return names


def test_declaring_every_game_imports_nothing_heavy():
    p = _python("-c", DECLARE_ALL)
    assert p.returncode == 0, p.stderr


@pytest.mark.parametrize("args", [["--help"], ["list"], ["list", "--json"],
                                  ["show", "yanqui-baseball"], ["show", "hot-tuna"]],
                         ids=" ".join)
def test_cli_without_a_run_imports_nothing_heavy(args):
    p = _python("-X", "importtime", "-m", "sim.cli", *args)
    assert p.returncode == 0, p.stderr[-2000:]
    assert p.stdout.strip()
    assert not set(NOT_TO_SHOW) & _imported(p.stderr)


def test_the_check_sees_a_kernel_import():
    """The same check notices what a run loads: a kernel module brings Numba."""
    p = _python("-X", "importtime", "-c", "import sim.games, kernels.drivers.stud")
    assert p.returncode == 0, p.stderr[-2000:]
    assert "numba" in _imported(p.stderr)


def test_hands_loads_numba_without_scipy_linalg():
    """The exact count loads its kernels and Numba's registries without scipy.linalg, and Numba's
    BLAS flag is what scipy would have set (a kernel calling np.dot would import it when compiled)."""
    p = _python("-X", "importtime", "-c", """
import sys
from sim.studies.hands import hand_distribution
res = hand_distribution(5, exact=True)
assert res.trials == 2598960, res.trials
arraymath = sys.modules["numba.np.arraymath"]
assert arraymath._HAVE_BLAS == ("scipy" in sys.modules), arraymath._HAVE_BLAS
assert "scipy.linalg" not in sys.modules
if "scipy" in sys.modules:  # BLAS still works: Numba imports scipy.linalg when np.dot compiles
    import numba
    import numpy as np
    dot = numba.njit(lambda a, b: np.dot(a, b))
    assert dot(np.arange(3.0), np.arange(3.0)) == 5.0
    assert "scipy.linalg" in sys.modules
""")
    assert p.returncode == 0, p.stderr[-2000:]
    assert "pandas" not in _imported(p.stderr) and "matplotlib" not in _imported(p.stderr)


def test_plain_coercion_matches_typers():
    """The CLI reads plain values (a str, a whole number, a value not given) without Typer's
    pydantic adapters, and gets what they give; anything else still goes to them, except text
    that is no number for a number option, which gets a line of our own (issue 34)."""
    import typer

    from sim import cli

    param_class = typer.core._TyperParameter
    plain = param_class.get_runtime_param(None)
    assert isinstance(plain, cli._PlainCoercion)
    group = typer.main.get_command(cli.app)
    checked = 0
    for name in ("hands", "show", "run", "bench"):
        command = group.commands[name]
        ctx = command.context_class(command)
        for param in command.params:
            for value in ("7", "+5", "-3", "007", "0", "abc", "1_0", " 7", "5.0", "", "x y", 7, None):
                def coerced(coercion):
                    try:
                        got = coercion.coerce(value, param=param, ctx=ctx)
                        return type(got), got
                    except Exception as e:  # the same error, message included
                        return type(e), e.format_message() if hasattr(e, "format_message") else str(e)
                mine, typers = coerced(plain), coerced(plain.full(param))
                if mine[0] is cli.UserError:  # Typer refuses it too (pydantic reads "5.0" as 5)
                    assert "must be a whole number, not" in mine[1] or "must be a number" in mine[1]
                    assert issubclass(typers[0], Exception) or value == "5.0", (name, param.name, value)
                    continue
                assert mine == typers, (name, param.name, value)
                checked += 1
    assert checked > 300


def test_bench_startup_rows():
    from sim.bench import bench_startup

    rows = bench_startup(repeats=1, commands=((("--help",), False), (("list", "--json"), False)))
    assert [r["name"] for r in rows] == ["start-up: simpoker --help", "start-up: simpoker list --json"]
    assert all(r["unit"] == "s" and r["threads"] == 1 and 0 < r["value"] < 60 for r in rows)
