"""Fast start: importing sim, loading every game's declaration, and `simpoker --help`, `list` and
`show` import neither Numba nor pandas nor matplotlib; a run, a table or a chart loads them.

Each check runs in a fresh interpreter, since this test process has loaded them all already. A
game module that imports a kernel at its top fails here: see sim/games/__init__.py.
"""
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
HEAVY = ("numba", "pandas", "matplotlib")

# every declaration, its rules included (``sim.variants`` the attribute is sim's variants()
# function, so the module is taken from sys.modules)
DECLARE_ALL = f"""
import sys
import sim
v = sys.modules["sim.variants"]
ids = [x.id for x in v.all_variants()]
assert len(ids) >= 20, ids
[v.get_variant(i).rules for i in ids]
loaded = sorted(set({HEAVY!r}) & set(sys.modules))
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
    assert not set(HEAVY) & _imported(p.stderr)


def test_the_check_sees_a_kernel_import():
    """The same check notices what a run loads: a kernel module brings Numba."""
    p = _python("-X", "importtime", "-c", "import sim.games, kernels.stud")
    assert p.returncode == 0, p.stderr[-2000:]
    assert "numba" in _imported(p.stderr)
