"""A slow, plain-Python interpreter of game files (a "generic reference").

Written from the game-file documentation alone; it shares no code with the
project's kernels or ``sim`` and imports neither.  Hands are scored with
:mod:`tests.reference.evaluator`.

:func:`play_file` deals one deal of any valid game file from a given card
order and returns what that one deal adds to each of the driver's counters.
The generic rule resolution (defaults, option ``when``, decision ``when``,
option ``sets``) lives in :mod:`.rules`; each driver has a module of its own
with ``play(rules, players, deck, policies)`` (``community``; ``stud`` and
``draw`` may come later).
"""

import importlib

from . import rules as _rules

__all__ = ["play_file", "DRIVERS"]

DRIVERS = ("community", "stud", "draw")


def _driver_module(name):
    if name not in DRIVERS:
        raise ValueError(f"unknown driver {name!r}: choose from {', '.join(DRIVERS)}")
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as error:
        if error.name == f"{__name__}.{name}":
            raise NotImplementedError(f"the reference has no {name} driver yet") from None
        raise


def play_file(doc, players, deck, options=None, policies=None):
    """Play one deal of the game file ``doc`` and return its counters.

    ``doc``: the file as ``tomllib`` parses it (a dict, ``extends`` merged in);
    ``players``: the table size; ``deck``: the whole deck, card texts, top card
    first; ``options``: {name: value}, typed or as text; ``policies``:
    {decision: policy} (each decision's first policy when not given).

    Returns {counter name: list of ints} holding every counter of the driver's
    layout at its full length.
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players must be a whole number, got {players!r}")
    module = _driver_module(doc.get("driver"))
    sections = _rules.resolve(doc, options, policies)
    chosen = _rules.chosen_policies(doc, policies)
    seats = sections.get("seats")
    if seats:
        least, most = seats.get("least", 1), seats.get("most", 10)
        if not least <= players <= most:
            reason = seats.get("reason") or ""
            raise ValueError(f"this game seats {least} to {most} players, not {players}" + (f": {reason}" if reason else ""))
    return module.play(sections, players, list(deck), chosen)
