"""The distribution of best hands for N random cards under a hand rule, exact or sampled."""
import math
import time
from dataclasses import dataclass

import numpy as np

from kernels.eval.hands import count_exact, n_categories, sample_blocks
from kernels.core.rng import block_keys

from ..engine.compiling import load_numba_target, watch_compiles
from ..errors import UserError
from ..spec.evaluation import HandRule
from ..engine.runner import StopFlag, duration, parse_trials
from ..report.stats import proportion_table
from ..engine.threads import thread_count
from ..engine.threads import current_threads as numba_threads
from ..report.words import plural

HAND_BLOCK = 1 << 16
EXACT_LIMIT = 2_000_000_000
MAX_CARDS = 12


@dataclass
class HandsResult:
    cards: int
    rule: HandRule
    exact: bool
    trials: int
    seed: int | None
    counts: dict
    elapsed_s: float
    complete: bool = True       # False when Ctrl-C stopped the sampling early
    target: int | None = None   # hands asked for (``trials`` is how many were counted)

    def table(self):
        """{category: {count, p, ci}}, without the categories the rule rules out. An enumeration's
        shares are exact: their intervals have no width, and they are marked ``exact``."""
        never = impossible_categories(self.rule)
        keys = [k for k, c in self.counts.items() if not (k in never and c == 0)]
        table = proportion_table([self.counts[k] for k in keys], self.trials, keys)
        if self.exact:
            for e in table.values():
                e["ci"] = [e["p"], e["p"]]
                e["exact"] = True
        return table

    def to_dict(self):
        from ..version import __version__

        return {
            "command": "hands",
            "cards": self.cards,
            "rule": rule_summary(self.rule),
            "rule_text": rule_text(self.rule, self.cards),
            "trials": self.trials,
            "target": self.target if self.target is not None else self.trials,
            "complete": self.complete,
            "exact": self.exact,
            "seed": self.seed,
            "elapsed_s": round(self.elapsed_s, 4),
            "hands_per_s": self.trials / self.elapsed_s if self.elapsed_s > 0 else None,
            "version": __version__,
            "tables": {"hand_category": self.table()},
        }

    def dataframe(self):
        import pandas as pd

        rows = [{"category": k, **{kk: vv for kk, vv in v.items() if kk not in ("ci", "exact")},
                 "ci_low": v["ci"][0], "ci_high": v["ci"][1]} for k, v in self.table().items()]
        return pd.DataFrame(rows)


def impossible_categories(rule):
    """The categories no hand can make under ``rule``: five of a kind with nothing wild (the bug
    that only completes straights and flushes is not), and the straights and flushes an
    ace-to-five low does not count."""
    never = set()
    if not (rule.wild_ranks or len(rule.wild_cards) or rule.jokers or rule.bug_ace):
        never.add("five-of-a-kind")
    if rule.low == "a5":
        never |= {"straight", "flush", "straight-flush"}
    return never


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


def rule_text(rule, cards):
    """The hand rule in words, e.g. "best 5 of 7 cards; threes, nines and the jack of spades wild;
    2 wild jokers; standard deck"."""
    from ..spec.cards import RANK_PLURALS, card_words

    what = f"best {rule.best} of {cards} cards" if rule.best < cards else f"{cards}-card hands"
    if rule.low:
        what = f"best {'ace-to-five' if rule.low == 'a5' else 'ace-to-six'} low of {cards} cards"
    parts = [what]
    wild = [RANK_PLURALS[r] for r in sorted(rule.wild_ranks)]
    wild += [card_words(c) for c in sorted(rule.wild_cards)]
    if wild:
        parts.append(" and ".join([", ".join(wild[:-1]), wild[-1]] if len(wild) > 1 else wild) + " wild")
    if rule.jokers:
        parts.append(f"{rule.jokers} wild joker{'s' if rule.jokers > 1 else ''}")
    if rule.has_bug:
        parts.append("the bug (straights, flushes" + (" or an ace)" if rule.bug_ace else " only)"))
    parts.append(f"{rule.deck} deck")
    if rule.no_straights:
        parts.append("no straights or flushes")
    if rule.four_card:
        parts.append(f"{rule.four_card} four-card hands")
    if rule.natural_beats_wild:
        parts.append("natural beats wild")
    return "; ".join(parts)


def hand_distribution(cards=5, rule=HandRule(), exact=None, trials=None, seed=1, threads=None,
                      log=None):
    """Counts of each best-hand category over every (``exact``) or ``trials`` random hands.

    With neither ``exact`` nor ``trials`` it enumerates when there are at most two billion hands
    (every hand of up to 8 cards from a standard deck; 9 cards and more are sampled, a million
    hands unless ``trials`` says otherwise). Ctrl-C stops sampling at a block boundary and the
    result comes back with ``complete=False`` and the hands counted so far.
    """
    deck = rule.deck_codes()
    if not 1 <= cards <= min(MAX_CARDS, len(deck)):
        raise UserError(f"--cards {cards} is outside 1..{min(MAX_CARDS, len(deck))}: "
                        f"hands of 1 to {MAX_CARDS} cards are evaluated")
    if rule.best > cards and rule.low is None:
        raise UserError(f"--best {rule.best} is more than the {plural(cards, 'card')} dealt")
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
    if trials:
        trials = parse_trials(trials)
    names = rule.category_names()
    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    load_numba_target()
    n_cat = n_categories(int(r[6]))
    complete = True
    with thread_count(threads), watch_compiles(log, "hand evaluation") as compiles:
        t0 = time.perf_counter()
        if exact:
            counts = count_exact(deck, cards, wm, r, n_cat, ct, o, nf, fl, tb)
            total = combos
        else:
            trials = int(trials)
            n_blocks = -(-trials // HAND_BLOCK)
            chunk = max(2, 8 * numba_threads())
            counts = np.zeros(n_cat, dtype=np.int64)
            first = 0
            steady, estimated = None, False  # (time, blocks) after the first chunk, which loads the kernel
            with StopFlag() as flag:
                while first < n_blocks and not flag.stop:
                    n = min(chunk, n_blocks - first)
                    keys = block_keys(seed, first, n)
                    counts += sample_blocks(deck, cards, keys, HAND_BLOCK, trials - first * HAND_BLOCK,
                                            wm, r, n_cat, ct, o, nf, fl, tb)
                    first += n
                    now = time.perf_counter()
                    if steady is None:
                        steady = (now, first)
                    elif log is not None and not estimated and now - steady[0] > 0.5:
                        estimated = True
                        left = (now - steady[0]) * (n_blocks - first) / (first - steady[1])
                        if left > 10:
                            log(f"{trials:,} hands, about {duration(left)} (Ctrl-C stops and keeps "
                                "a partial table)")
            total = min(first * HAND_BLOCK, trials)
            complete = first >= n_blocks
        elapsed = time.perf_counter() - t0 - compiles.seconds
    all_names = _all_names(rule)
    by_name = dict(zip(all_names, counts.tolist()))
    if int(np.sum(counts)) != total:
        raise AssertionError("category counts do not add up to the number of hands")
    return HandsResult(cards, rule, bool(exact), total, None if exact else seed,
                       {n: by_name.get(n, 0) for n in names}, elapsed, complete,
                       combos if exact else trials)


def _all_names(rule):
    from kernels.eval.evaluate import CATEGORY_NAMES
    from kernels.eval.hands import LOW_CATEGORY_NAMES

    return LOW_CATEGORY_NAMES if rule.low else CATEGORY_NAMES
