"""Shared pytest setup: the markers the test modules use, and a guard that no test writes into the
clone's own results/ folder (tests write under temporary folders).

``pyproject.toml`` lists the markers as well; registering them here too keeps
``--strict-markers`` happy when pytest runs without that file's settings.
"""
from pathlib import Path

import pytest

RESULTS = Path(__file__).resolve().parent.parent / "results"


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "slow: long correctness runs against the reference (run with -m slow; "
        "SIMPOKER_REFERENCE_HANDS sets the random hands per mode)",
    )
    config.addinivalue_line("markers", "lean: quick reference cross-checks")


def _listing():
    return sorted(str(p.relative_to(RESULTS)) for p in RESULTS.rglob("*")) if RESULTS.exists() else []


@pytest.fixture(scope="session", autouse=True)
def results_folder_untouched():
    before = _listing()
    yield
    added = sorted(set(_listing()) - set(before))
    assert not added, f"tests wrote into the clone's results/ folder: {added[:5]}"
