"""Random valid game files, dealt deal by deal by the drivers' kernels and by the plain-Python
reference of game files (tests/reference/game_files/, written from docs/game-files.md alone): every
counter must agree on every deal.

Hypothesis draws a file of each driver within the ranges the documentation gives
(tests/game_file_strategies.py), a table size and a seed for a few card orders. It runs
derandomized with no example database, so the default suite plays the same files on every machine;
``-m slow`` plays many more. A failure is kept, shrunk, under tests/game_files/regressions/ (the
file as TOML and its table size, policies and card orders as JSON), and
``test_every_kept_regression_still_agrees`` replays every kept one from then on.
"""
import json
import tomllib
import zlib
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.game_file_replay import deck_texts, kernel_counts
from tests.game_file_strategies import community_files, draw_files, stud_files, toml_text
from tests.reference.game_files import play_file

REGRESSIONS = Path(__file__).resolve().parent / "game_files" / "regressions"
DECKS = 4  # card orders a file: the file is the space searched, a few deals cover its rules

STRATEGIES = {"community": community_files, "stud": stud_files, "draw": draw_files}
# files a driver in the default suite, sized by the planted faults they catch (docs/game-files.md)
DEFAULT_FILES = {"community": 300, "stud": 600, "draw": 300}
SLOW_FILES = 1500


def first_difference(reference, kernel):
    """The first counter (by name) where the two disagree, with both values; None when alike."""
    for name in sorted(set(reference) | set(kernel)):
        if reference.get(name) != kernel.get(name):
            return name, reference.get(name), kernel.get(name)
    return None


def disagreement(doc, players, policies, decks, reference=play_file):
    """(deck, counter, reference value, kernel value) of the first deal the two count
    differently, or None."""
    for deck, kernel in zip(decks, kernel_counts(doc, players, decks, policies=policies)):
        diff = first_difference(reference(doc, players, deck, policies=policies), kernel)
        if diff:
            return (deck, *diff)
    return None


def keep(doc, players, policies, decks, found, folder=REGRESSIONS):
    """Write a failing example as <folder>/<driver>-<crc>.toml and .json."""
    folder.mkdir(parents=True, exist_ok=True)
    text = toml_text(doc)
    case = {"players": players, "policies": policies, "decks": [" ".join(d) for d in decks],
            "found": f"{found[1]}: reference {found[2]} kernel {found[3]}"}
    stem = f"{doc['driver']}-{zlib.crc32((text + json.dumps(case)).encode()):08x}"
    (folder / f"{stem}.toml").write_text(text, encoding="utf-8")
    (folder / f"{stem}.json").write_text(json.dumps(case, indent=1) + "\n", encoding="utf-8")
    return folder / f"{stem}.toml"


def check_driver(driver, examples, reference=play_file, folder=REGRESSIONS, shrink=True):
    """Play ``examples`` random files of ``driver``; on a disagreement keep the example (shrunk,
    unless ``shrink`` is false) in ``folder`` and fail naming it."""
    failing = {}
    phases = [p for p in Phase if shrink or p not in (Phase.shrink, Phase.explain)]

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck), print_blob=False, phases=phases)
    @given(STRATEGIES[driver](), st.integers(0, 2 ** 32 - 1))
    def agree(case, seed):
        doc, players, policies = case
        decks = deck_texts(doc, rng=np.random.default_rng(seed), n=DECKS)
        found = disagreement(doc, players, policies, decks, reference)
        if found:
            failing.update(doc=doc, players=players, policies=policies, decks=decks, found=found)
            raise AssertionError(f"{found[1]}: reference {found[2]}, kernel {found[3]}")

    try:
        agree()
    except AssertionError:
        if failing:  # the last failure hypothesis replays is the shrunk one
            path = keep(**failing, folder=folder)
            raise AssertionError(f"the kernel and the reference disagree on {failing['found'][1]}; "
                                 f"kept as {path}") from None
        raise


@pytest.mark.parametrize("driver", sorted(STRATEGIES))
def test_random_game_files_count_as_the_reference(driver):
    check_driver(driver, DEFAULT_FILES[driver])


@pytest.mark.slow
@pytest.mark.parametrize("driver", sorted(STRATEGIES))
def test_many_random_game_files_count_as_the_reference(driver):
    check_driver(driver, SLOW_FILES)


def test_every_kept_regression_still_agrees():
    """Each failure the property tests ever kept (none, while the kernels and the reference
    agree) is replayed on its own card orders."""
    for path in sorted(REGRESSIONS.glob("*.toml")) if REGRESSIONS.is_dir() else []:
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        case = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        decks = [deck.split() for deck in case["decks"]]
        found = disagreement(doc, case["players"], case["policies"], decks)
        assert found is None, (f"{path.name}: {found[1]}: reference {found[2]}, kernel {found[3]} "
                               f"on {' '.join(found[0])}")


def test_a_planted_difference_is_caught_and_kept(tmp_path):
    """The property test can fail: a reference that gives seat 0 one more share unit is caught,
    and the failing file is kept where the regression test would find it (unshrunk here, to
    spare the suite the shrinking: the planted kernel faults of docs/game-files.md were shrunk)."""
    def off_by_one(doc, players, deck, options=None, policies=None):
        counts = play_file(doc, players, deck, options, policies)
        counts["seat_win"] = [counts["seat_win"][0] + 1] + counts["seat_win"][1:]
        return counts

    with pytest.raises(AssertionError, match="disagree on seat_win; kept as"):
        check_driver("community", 5, reference=off_by_one, folder=tmp_path, shrink=False)
    kept = sorted(tmp_path.glob("*.toml"))
    assert len(kept) == 1 and kept[0].with_suffix(".json").exists()
    assert tomllib.loads(kept[0].read_text(encoding="utf-8"))["driver"] == "community"
