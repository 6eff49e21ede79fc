"""Execute every notebook in notebooks/ (jupytext percent scripts) with a small trial count.

Each ``notebooks/*.py`` is converted to .ipynb in a temporary folder and run top to bottom with
nbclient; any cell that raises fails the test.
"""
import json
import sys
from pathlib import Path

import pytest

jupytext = pytest.importorskip("jupytext")
nbclient = pytest.importorskip("nbclient")
nbformat = pytest.importorskip("nbformat")

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.py"))
KERNEL = "simpoker-test"
NB_ENV = {"SIMPOKER_NB_TRIALS": "20000", "MPLBACKEND": "Agg"}


def ensure_kernel(folder, monkeypatch):
    """A kernelspec that runs this very interpreter, so the notebook tests the code under test
    (a user-wide "python3" kernel may belong to another environment)."""
    spec = folder / "kernels" / KERNEL
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "simpoker tests", "language": "python"}))
    monkeypatch.setenv("JUPYTER_PATH", str(folder))


def test_notebooks_found():
    assert NOTEBOOKS, "no notebooks/*.py to test"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path, tmp_path, monkeypatch):
    ensure_kernel(tmp_path / "jupyter", monkeypatch)
    for key, value in NB_ENV.items():
        monkeypatch.setenv(key, value)
    nb = jupytext.read(path)
    ipynb = tmp_path / f"{path.stem}.ipynb"
    nbformat.write(nb, ipynb)
    nb = nbformat.read(ipynb, as_version=4)
    client = nbclient.NotebookClient(nb, timeout=600, kernel_name=KERNEL, allow_errors=False,
                                     resources={"metadata": {"path": str(tmp_path)}})
    client.execute()  # raises CellExecutionError if any cell fails
    nbformat.write(nb, ipynb)
    errors = [o for c in nb.cells if c.cell_type == "code"
              for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors
