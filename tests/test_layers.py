"""The layers are a contract: the kernels never import the program, and each module imports only
from the layers below its own (pyproject.toml's [tool.importlinter], checked by import-linter,
imports inside functions included). A module outside every layer fails too, so a new one is
placed when it is added."""
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINT = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports())"


def lint(root):
    """(exit code, output) of import-linter on the tree at ``root``."""
    p = subprocess.run([sys.executable, "-c", LINT], cwd=root, capture_output=True, text=True,
                       env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    return p.returncode, p.stdout + p.stderr


def copy_tree(to):
    """The packages and their contracts, copied to ``to`` (to plant a violation there)."""
    for name in ("sim", "kernels"):
        shutil.copytree(ROOT / name, to / name, ignore=shutil.ignore_patterns("*.npz", "__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", to / "pyproject.toml")


def test_the_layer_contracts_are_kept():
    code, out = lint(ROOT)
    assert code == 0, out
    assert "BROKEN" not in out and out.count("KEPT") == 4


def test_every_module_is_in_a_layer():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    placed = set()
    for contract in config["tool"]["importlinter"]["contracts"]:
        for layer in contract.get("layers", ()):
            placed |= {m.strip() for m in layer.replace("|", ":").split(":")}
    modules = {".".join(p.relative_to(ROOT).with_suffix("").parts) for folder in ("sim", "kernels")
               for p in (ROOT / folder).rglob("*.py") if p.stem != "__init__"}
    modules.discard("sim.__main__")
    # a module is placed when it, or a folder above it, is a layer
    unplaced = {m for m in modules
                if not any(".".join(m.split(".")[:i]) in placed for i in range(1, m.count(".") + 2))}
    assert unplaced == set()


def test_an_upward_import_breaks_the_contract(tmp_path):
    copy_tree(tmp_path)
    with open(tmp_path / "sim" / "errors.py", "a", encoding="utf-8") as f:
        f.write("\n\ndef _planted():\n    from .engine.runner import run  # noqa: F401\n")
    code, out = lint(tmp_path)
    assert code != 0 and "sim.errors is not allowed to import sim.engine" in out


def test_an_upward_import_inside_a_folder_breaks_the_contract(tmp_path):
    copy_tree(tmp_path)
    with open(tmp_path / "sim" / "report" / "stats.py", "a", encoding="utf-8") as f:
        f.write("\n\ndef _planted():\n    from .result import RunResult  # noqa: F401\n")
    code, out = lint(tmp_path)
    assert code != 0 and "sim.report.stats is not allowed to import sim.report.result" in out


def test_a_kernel_importing_the_program_breaks_the_contract(tmp_path):
    copy_tree(tmp_path)
    with open(tmp_path / "kernels" / "core" / "bits.py", "a", encoding="utf-8") as f:
        f.write("\n\nimport sim.report.words  # noqa: E402,F401\n")
    code, out = lint(tmp_path)
    assert code != 0 and "kernels is not allowed to import sim" in out and "kernels.core.bits -> sim.report.words" in out


def private_imports(source):
    """The underscore names a module's source imports from another module of the project."""
    import ast

    return [a.name for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ImportFrom) and n.level
            for a in n.names if a.name.startswith("_") and not a.name.startswith("__")]


def test_no_private_helper_is_imported_across_modules():
    found = {str(p.relative_to(ROOT)): names for folder in ("sim", "kernels")
             for p in sorted((ROOT / folder).rglob("*.py"))
             if (names := private_imports(p.read_text(encoding="utf-8")))}
    assert not found, found


def test_a_planted_private_import_is_found():
    assert private_imports("from .draw import _keep_mask, draw_keep_mask\n") == ["_keep_mask"]
    assert private_imports("from . import _cache_root\n") == ["_cache_root"]
