"""No game is named in the code outside its own declaration: every part reads the game's spec.

A game's id, display name or alias written as a string anywhere in sim/ or kernels/ (every
folder below them too) outside the declarations (the game files and the modules of sim/games/)
is a table or a test keyed by one game, the thing a game's spec replaces. Docstrings may name
games in prose; code may not. The scan reads the syntax tree, not the text, so a name split
across implicitly joined strings ("seven" "-up") or written in an f-string is found as well."""
import ast
from pathlib import Path

import pytest

from sim.spec.catalog_ids import CATALOG
from sim.spec.game_spec import all_variants

ROOT = Path(__file__).resolve().parent.parent
CODE_FOLDERS = ("sim", "kernels")
DECLARATIONS = Path("sim") / "games"
ID_LIST = Path("sim") / "spec" / "catalog_ids.py"  # the catalog's ids themselves, checked by test_catalog


def game_names():
    """Every string that names one game: the catalog's and the registry's ids, and each
    registered game's display name and aliases as its declaration writes them."""
    names = set(CATALOG)
    for v in all_variants():
        names |= {v.id, v.name, *v.aliases}
    return names


def _docstrings(tree):
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def ids_in_code(source, names, modules=()):
    """(line, text) of every string in the code that names a game or starts a spec string with
    one (``countdown(cutoff=0.2)``); docstrings are left out, and so are the names of the
    package's ``modules`` (sim/studies/countdown.py is a module, not the game)."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value.strip()
            head = text.split("(", 1)[0]
            if text in modules:
                continue
            if text in names or (head in names and text.startswith(head + "(")):
                found.append((node.lineno, node.value))
    return found


def code_files(root):
    """The Python files under root's sim/ and kernels/, at any depth, but for the declarations
    and the id list."""
    for folder in CODE_FOLDERS:
        for path in sorted((root / folder).rglob("*.py")):
            rel = path.relative_to(root)
            if DECLARATIONS not in rel.parents and rel != ID_LIST:
                yield path


def games_named_in_code(root, names):
    """{file relative to root: [(line, text)]} for every file of code_files that names a game."""
    found = {}
    for p in code_files(root):
        modules = {m.stem for m in p.parent.glob("*.py")}
        hits = ids_in_code(p.read_text(encoding="utf-8"), names, modules)
        if hits:
            found[str(p.relative_to(root))] = hits
    return found


def test_no_game_id_in_the_code_outside_the_declarations():
    assert not games_named_in_code(ROOT, game_names())


def test_the_scan_reads_every_folder_it_holds_to():
    files = {str(p.relative_to(ROOT)) for p in code_files(ROOT)}
    assert {"sim/studies/odds_replay.py", "sim/report/markdown.py", "kernels/drivers/stud.py"} <= files
    assert not any(f.startswith("sim/games/") for f in files)


@pytest.mark.parametrize("source", [
    'x = "follow-the-queen"\n',
    "x = 'follow-the-queen'\n",
    'NOTES = {"follow-the-queen": "a note"}\n',
    'def f(v):\n    return v.id == "auction"\n',
    'def f(v):\n    return v.name == "Seven-Up"\n',
    'SLOW = ("7-up", "holdem")\n',
    'SPEC = "seven" "-up"\n',
    'SPEC = f"countdown(cutoff={0.2})" if False else "countdown(cutoff=0.3)"\n',
    'def f():\n    """Prose first."""\n    return "333"\n',
])
def test_a_planted_game_id_is_found(source):
    assert ids_in_code(source, game_names())


def test_a_planted_game_id_is_found_in_a_tree(tmp_path):
    """A copy of the layout with ids planted: those in the code are reported, at any depth;
    those in a declaration, a docstring or a module's name are not."""
    files = {
        "sim/odds_planted.py": 'DEALT = {"whiskey-poker": 5}\n',
        "kernels/deep/planted_layout.py": "GAME = 'hot-tuna'\n",
        "sim/games/planted_game.py": 'ID = "follow-the-queen"\n',
        "sim/prose.py": '"""Runs "yanqui-baseball" as the example."""\nx = 1\n',
        "sim/studies/countdown.py": "x = 1\n",
        "sim/studies/loader.py": 'MODULES = ("countdown",)\n',
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    found = games_named_in_code(tmp_path, game_names())
    assert found == {"sim/odds_planted.py": [(1, "whiskey-poker")],
                     "kernels/deep/planted_layout.py": [(1, "hot-tuna")]}


def test_a_game_named_in_a_docstring_is_prose():
    assert not ids_in_code('"""Runs "yanqui-baseball" as the example."""\nx = 1\n', game_names())
