"""simpoker: simulate dealer's-choice poker games and report how they behave.

The Python API the notebooks and the CLI share::

    import sim
    res = sim.run("yanqui-baseball", players=7, trials=10**6, seed=1)
    res.tables["winner_category"]      # pandas DataFrame with count, p, ci_low, ci_high
    res.plot_volatility()
    sim.hand_distribution(7, sim.HandRule(wild_ranks=sim.ranks("2")), exact=True).dataframe()

Importing ``sim`` is quick: Numba, pandas and matplotlib are imported when a run, a table or a
chart first needs them, and the names below that live in heavier modules load on first use.
"""
import importlib

from .version import __version__  # noqa: E402,F401

from .studies.compare import compare  # noqa: E402
from .errors import UserError  # noqa: E402
from .spec.game_spec import all_variants, get_variant, parse_spec  # noqa: E402

_LAZY = {
    "HandRule": "spec.evaluation", "describe": "spec.evaluation", "evaluate_codes": "spec.evaluation",
    "parse_wild": "spec.evaluation", "hand_distribution": "studies.hands",
    "run": "engine.runner", "parse_trials": "engine.runner",  # numpy: `simpoker --help` needs neither
    "odds": "studies.odds_answer", "write_odds": "studies.odds_answer",
    "advise": "studies.advise",
}
# the folders, each a layer (pyproject.toml's [tool.importlinter]); their modules load when named
_SUBMODULES = ("spec", "engine", "report", "studies", "games")


def __getattr__(name):
    if name in _LAZY:  # kept in the module: a second call of sim.odds costs no import
        value = globals()[name] = getattr(importlib.import_module(f".{_LAZY[name]}", __name__),
                                          name)
        return value
    if name in _SUBMODULES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'sim' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_SUBMODULES))


def ranks(text):
    """Rank indices from text such as ``"3,9"`` (for HandRule.wild_ranks)."""
    from .spec.evaluation import parse_wild

    return parse_wild(text)[0]


def variants():
    """A DataFrame of every registered variant."""
    import pandas as pd

    return pd.DataFrame([{"id": v.id, "name": v.name, "family": v.family,
                          "players": f"{v.players[0]}-{v.players[1]}", "summary": v.summary}
                         for v in all_variants()])


__all__ = ["HandRule", "UserError", "advise", "all_variants", "compare", "describe", "evaluate_codes", "get_variant",
           "hand_distribution", "parse_spec", "parse_trials", "ranks", "run", "variants"]
