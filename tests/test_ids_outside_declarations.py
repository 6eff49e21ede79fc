"""No game is named in the code outside its own declaration: every part reads the game's spec.

A catalog id written as a string anywhere in sim/ or kernels/ outside the declarations (the
game files and the modules of sim/games/) is a table or a test keyed by one game, the thing a
game's spec replaces. Docstrings may name games in prose; code may not."""
import ast
from pathlib import Path

import pytest

from sim.catalog_ids import CATALOG
from sim.variants import all_variants

ROOT = Path(__file__).resolve().parent.parent
DECLARATIONS = ROOT / "sim" / "games"


def game_ids():
    return set(CATALOG) | {v.id for v in all_variants()}


def _docstrings(tree):
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def ids_in_code(source, ids, modules=()):
    """(line, text) of every string in the code that is a game id or starts a spec string with
    one (``countdown(cutoff=0.2)``); docstrings are left out, and so are the names of the
    package's ``modules`` (sim/countdown.py is a module, not the game)."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value.strip()
            head = text.split("(", 1)[0]
            if text in modules:
                continue
            if text in ids or (head in ids and text.startswith(head + "(")):
                found.append((node.lineno, node.value))
    return found


def code_files():
    for folder in ("sim", "kernels"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if DECLARATIONS not in path.parents and path.name != "catalog_ids.py":
                yield path


def test_no_game_id_in_the_code_outside_the_declarations():
    ids = game_ids()
    found = {}
    for p in code_files():
        modules = {m.stem for m in p.parent.glob("*.py")}
        hits = ids_in_code(p.read_text(encoding="utf-8"), ids, modules)
        if hits:
            found[str(p.relative_to(ROOT))] = hits
    assert not found, found


@pytest.mark.parametrize("source", [
    'NOTES = {"follow-the-queen": "a note"}\n',
    'def f(v):\n    return v.id == "auction"\n',
    'SPEC = f"countdown(cutoff={0.2})" if False else "countdown(cutoff=0.3)"\n',
])
def test_a_planted_game_id_is_found(source, tmp_path):
    assert ids_in_code(source, game_ids())
    planted = tmp_path / "planted.py"
    planted.write_text(source, encoding="utf-8")
    assert ids_in_code(planted.read_text(encoding="utf-8"), game_ids())


def test_a_game_named_in_a_docstring_is_prose():
    assert not ids_in_code('"""Runs "yanqui-baseball" as the example."""\nx = 1\n', game_ids())
