"""simpoker: simulate dealer's-choice poker games and report how they behave.

The Python API the notebooks and the CLI share::

    import sim
    res = sim.run("yanqui-baseball", players=7, trials=10**6, seed=1)
    res.tables["winner_category"]      # pandas DataFrame with count, p, ci_low, ci_high
    res.plot_volatility()
    sim.hand_distribution(7, sim.HandRule(wild_ranks=sim.ranks("2")), exact=True).dataframe()
"""
__version__ = "0.1.0"

from .errors import UserError  # noqa: E402
from .evaluation import HandRule, describe, evaluate_codes, parse_wild  # noqa: E402
from .compare import compare  # noqa: E402
from .hands import hand_distribution  # noqa: E402
from .runner import parse_trials, run  # noqa: E402
from .variants import all_variants, get_variant, parse_spec  # noqa: E402


def ranks(text):
    """Rank indices from text such as ``"3,9"`` (for HandRule.wild_ranks)."""
    return parse_wild(text)[0]


def variants():
    """A DataFrame of every registered variant."""
    import pandas as pd

    return pd.DataFrame([{"id": v.id, "name": v.name, "family": v.family,
                          "players": f"{v.players[0]}-{v.players[1]}", "summary": v.summary}
                         for v in all_variants()])


__all__ = ["HandRule", "UserError", "all_variants", "compare", "describe", "evaluate_codes", "get_variant",
           "hand_distribution", "parse_spec", "parse_trials", "ranks", "run", "variants"]
