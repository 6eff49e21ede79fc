"""The distribution of best hands for N random cards under a hand rule, exact or sampled."""
import math
import time
from dataclasses import dataclass

import numpy as np

from kernels.hands import enumerate_exact, n_categories, sample_blocks
from kernels.rng import block_keys

from .errors import UserError
from .evaluation import HandRule
from .stats import proportion_table
from .threads import thread_count

HAND_BLOCK = 1 << 16
EXACT_LIMIT = 2_000_000_000


@dataclass
class HandsResult:
    cards: int
    rule: HandRule
    exact: bool
    trials: int
    seed: int | None
    counts: dict
    elapsed_s: float

    def table(self):
        return proportion_table(list(self.counts.values()), self.trials, list(self.counts.keys()))

    def to_dict(self):
        from . import __version__

        return {
            "command": "hands",
            "cards": self.cards,
            "rule": rule_summary(self.rule),
            "trials": self.trials,
            "exact": self.exact,
            "seed": self.seed,
            "elapsed_s": round(self.elapsed_s, 4),
            "hands_per_s": self.trials / self.elapsed_s if self.elapsed_s > 0 else None,
            "version": __version__,
            "tables": {"hand_category": self.table()},
        }

    def dataframe(self):
        import pandas as pd

        rows = [{"category": k, **{kk: vv for kk, vv in v.items() if kk != "ci"},
                 "ci_low": v["ci"][0], "ci_high": v["ci"][1]} for k, v in self.table().items()]
        return pd.DataFrame(rows)


def rule_summary(rule):
    return {
        "best": rule.best,
        "wild_ranks": sorted("23456789TJQKA"[r] for r in rule.wild_ranks),
        "wild_cards": sorted(int(c) for c in rule.wild_cards),
        "jokers": rule.jokers,
        "bug": "ace" if rule.bug_ace else bool(rule.bug),
        "deck": rule.deck,
        "no_straights": rule.no_straights,
        "four_card": rule.four_card,
        "natural_beats_wild": rule.natural_beats_wild,
        "low": rule.low,
    }


def hand_distribution(cards=5, rule=HandRule(), exact=None, trials=None, seed=1, threads=None):
    """Counts of each best-hand category over every (``exact``) or ``trials`` random hands.

    With neither ``exact`` nor ``trials`` it enumerates when there are at most two billion hands.
    """
    deck = rule.deck_codes()
    if not 1 <= cards <= len(deck):
        raise UserError(f"--cards {cards} is outside 1..{len(deck)} for this deck")
    if cards > 12:
        raise UserError(f"--cards {cards}: hands of at most 12 cards are evaluated")
    if rule.best > cards and rule.low is None:
        raise UserError(f"--best {rule.best} is more than the {cards} cards dealt")
    if rule.low is not None and cards < 5:
        raise UserError("a low hand needs at least 5 cards")
    combos = math.comb(len(deck), cards)
    if exact and trials:
        raise UserError("choose --exact or --trials, not both")
    if exact is None:
        exact = not trials and combos <= EXACT_LIMIT
    if exact and combos > EXACT_LIMIT:
        raise UserError(f"{combos:,} hands are too many to enumerate; use --trials")
    if not exact and not trials:
        trials = 1_000_000
    names = rule.category_names()
    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    n_cat = n_categories(int(r[6]))
    with thread_count(threads):
        t0 = time.perf_counter()
        if exact:
            counts = enumerate_exact(deck, cards, wm, r, n_cat, ct, o, nf, fl, tb)
            total = combos
        else:
            n_blocks = -(-int(trials) // HAND_BLOCK)
            keys = block_keys(seed, 0, n_blocks)
            counts = sample_blocks(deck, cards, keys, HAND_BLOCK, int(trials), wm, r, n_cat,
                                   ct, o, nf, fl, tb)
            total = int(trials)
        elapsed = time.perf_counter() - t0
    all_names = _all_names(rule)
    by_name = dict(zip(all_names, counts.tolist()))
    if int(np.sum(counts)) != total:
        raise AssertionError("category counts do not add up to the number of hands")
    return HandsResult(cards, rule, bool(exact), total, None if exact else seed,
                       {n: by_name.get(n, 0) for n in names}, elapsed)


def _all_names(rule):
    from kernels.evaluate import CATEGORY_NAMES
    from kernels.hands import LOW_CATEGORY_NAMES

    return LOW_CATEGORY_NAMES if rule.low else CATEGORY_NAMES
