"""The README's game tables agree with the game declarations: every game in one row, under its
family's table, with exactly the options the game has."""
import re
from pathlib import Path

from sim.spec.game_spec import all_variants

README = Path(__file__).resolve().parent.parent / "README.md"
# the paragraph that introduces each table names the family (or families) its rows belong to
TABLE_FAMILIES = (("stud family", {"stud", "draw+stud"}), ("draw family", {"draw", "draw+stud"}),
                  ("community family", {"community"}), ("special games", None))
NAME = re.compile(r"^[a-z0-9_]+$")  # option names (727 has 222)


def game_rows(text):
    """[(intro line, ids, option names or None where a row gives a spec)] from "Games so far".
    A row that gives a spec (``kings-and-little-ones(stud=true)``) shows a game's other version
    under another family's table: its family and options are not checked."""
    section = text.split("## Games so far", 1)[1].split("\n## ", 1)[0]
    rows, intro = [], ""
    for line in section.splitlines():
        if line and not line.startswith("|"):
            intro = line if line.strip() else intro
        if not line.startswith("| `"):
            continue
        first = line.split(" | ")[0].lstrip("| ")
        head, _, rest = first.partition(" (")
        ids = re.findall(r"`([^`]+)`", head)
        spec = any("(" in i for i in ids)
        names = (t.split("=")[0] for t in re.findall(r"`([^`]+)`", rest))  # `wild=A,2`: wild
        options = None if spec else {t for t in names if NAME.match(t)}
        rows.append((intro, [i.split("(")[0] for i in ids], options))
    return rows


def check_rows(rows, games, prose):
    """The disagreements between the rows and the games, as lines."""
    problems, seen = [], set()
    for intro, ids, options in rows:
        families = next((f for words, f in TABLE_FAMILIES if words in intro), None)
        for gid in ids:
            if gid not in games:
                problems.append(f"{gid}: in the README but not a game")
                continue
            seen.add(gid)
            game = games[gid]
            if families is not None and options is not None and game.family not in families:
                problems.append(f"{gid}: a {game.family} game in the table after {intro!r}")
            if options is not None and options != {o.name for o in game.options}:
                problems.append(f"{gid}: the README lists options {sorted(options)}, the game has "
                                f"{sorted(o.name for o in game.options)}")
    for gid in games:
        if gid not in seen and f"`{gid}`" not in prose:
            problems.append(f"{gid}: not in the README's game tables")
    return problems


def test_the_readme_game_tables_match_the_games():
    text = README.read_text(encoding="utf-8")
    games = {v.id: v for v in all_variants()}
    assert check_rows(game_rows(text), games, text.split("## Games so far", 1)[1]) == []


def test_a_wrong_row_is_found():
    games = {v.id: v for v in all_variants()}
    rows = [("The draw family, every game:", ["follow-the-queen"], {"queens_wild", "jokers"}),
            ("The stud family:", ["no-such-game"], set())]
    problems = check_rows(rows, games, "")
    assert any("a stud game in the table" in p for p in problems)
    assert any("lists options" in p for p in problems)
    assert any("not a game" in p for p in problems)
    assert any("not in the README" in p for p in problems)
