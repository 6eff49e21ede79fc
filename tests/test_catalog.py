"""The registry against the list of games the project means to build (sim/spec/catalog_ids.py): what is
built, what is still to come, and a floor so that a built game cannot silently disappear."""
import json
import re

import pytest

from sim.spec.catalog_ids import CATALOG, PLANNED, PROJECT_ADDITIONS
from sim.cli import main
from sim.spec.game_spec import all_variants

# Catalog games built when this floor was last raised: all 53, the whole catalog, since
# russian-poker, extra-point-poker and auction (seven-card-stud is a project addition and not
# counted). Never lower it to make a test pass: a catalog game that stops registering is a
# regression.
BUILT_CATALOG_FLOOR = 53

_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def catalog_status():
    """(built catalog ids, catalog ids still to come, project additions built), each sorted."""
    registered = {v.id for v in all_variants()}
    built = sorted(registered & set(CATALOG))
    to_come = sorted(set(CATALOG) - registered)
    extra = sorted(registered & set(PROJECT_ADDITIONS))
    return built, to_come, extra


def test_the_list_is_well_formed():
    assert len(CATALOG) == 53  # the catalog's rows, one id each
    assert not set(CATALOG) & set(PROJECT_ADDITIONS)
    for vid, family in PLANNED.items():
        assert _ID.match(vid), vid
        assert family and family == family.strip(), vid


def test_every_registered_game_is_planned():
    unplanned = sorted(v.id for v in all_variants() if v.id not in PLANNED)
    assert not unplanned, f"registered but on no list in sim/spec/catalog_ids.py: {unplanned}"


def test_built_and_still_to_come(capsys):
    built, to_come, extra = catalog_status()
    lines = [f"catalog: {len(built)} of {len(CATALOG)} games built, {len(to_come)} still to come "
             f"(and {len(extra)} project additions: {', '.join(extra)})",
             "still to come: " + ", ".join(f"{vid} ({CATALOG[vid]})" for vid in to_come)]
    with capsys.disabled():  # shown in every run, -s or not
        print("\n" + "\n".join(lines))
    assert len(built) + len(to_come) == len(CATALOG)
    assert len(built) >= BUILT_CATALOG_FLOOR, (
        f"only {len(built)} catalog games are registered, fewer than the floor {BUILT_CATALOG_FLOOR}: "
        f"which one disappeared? built: {built}")
    assert set(extra) == set(PROJECT_ADDITIONS), "a project addition is no longer registered"


def test_list_shows_the_registry_only(capsys):
    """`simpoker list` shows what is built, as before; the games still to come are not in it."""
    with pytest.raises(SystemExit) as exc:
        main(["list", "--json"])
        raise SystemExit(0)
    assert not exc.value.code
    rows = json.loads(capsys.readouterr().out)
    assert [r["id"] for r in rows] == sorted(v.id for v in all_variants())
    assert all(set(r) == {"id", "name", "family", "players", "summary"} for r in rows)
