"""Shared pytest setup: the markers the test modules use.

``pyproject.toml`` lists them as well; registering them here too keeps
``--strict-markers`` happy when pytest runs without that file's settings.
"""


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "slow: long correctness runs against the reference (run with -m slow; "
        "SIMPOKER_REFERENCE_HANDS sets the random hands per mode)",
    )
    config.addinivalue_line("markers", "lean: quick reference cross-checks")
