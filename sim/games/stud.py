"""Stud-family plans: build the kernel inputs for a stud variant and decode its counts."""
from dataclasses import dataclass
from functools import lru_cache

from kernels.drivers import stud_layout as k
from kernels.core.cards import RANK_CHARS, make_deck, rank_wild_mask
from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..engine.checks import check_deal
from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, histogram_table, proportion_table, shares_table, single

SEVEN_STUD = (k.DOWN, k.DOWN, k.UP, k.UP, k.UP, k.UP, k.DOWN)
# the stud games measure volatility (the leader after each street) on every 32nd deal: a fixed
# subsample, its size in the report, that keeps the extra scoring to a few percent of a deal
VOLATILITY_EVERY = 32
STREETS = (k.DOWN, k.UP, k.FLIP)  # the street codes a script may hold
WILD_KEYS = ("none",) + tuple(RANK_CHARS) + ("joker",)
# the wild modes whose wild rank can change during a deal (the others fix it, or have none)
MOVING_WILD = (k.W_LAST_SHOWN, k.W_FOLLOW, k.W_SEQUENCE, k.W_PAIR_NEXT, k.W_MIDDLE)


@lru_cache(maxsize=16)
def wild_rank_tables(fixed_ranks=0):
    """Card tables and wild masks indexed by the moving wild rank (0: none, 1 + r: rank r,
    k.JOKER_WILD: the jokers), each with the always-wild ranks ``fixed_ranks`` (a rank mask)."""
    import numpy as np

    from kernels.eval.hash_tables import card_table

    fixed = int(rank_wild_mask(fixed_ranks))
    masks = ([fixed] + [int(rank_wild_mask(fixed_ranks | (1 << r))) for r in range(13)]
             + [fixed | (1 << 52) | (1 << 53)])
    ctw = np.stack([card_table(m) for m in masks])
    return ctw, np.array(masks, dtype=np.uint64)


def stud_plan(players, script, rules, wild_keys, describe, extra_events=None, extra_limit=4,
              fixed_wild=0, jokers=0, seats=None, categories=STANDARD_CATEGORIES, runner=None,
              rounds=None, fixed=None):
    """A Plan for the stud driver or a runner with its signature and counters (``runner``).
    ``extra_events(tables, c, trials, players)`` adds variant tables and events (it adds, and
    replaces an entry only to mark it exact; what the rules fix is never built: ``fixed``, a
    RulesFix, says what, and for the stud driver follows from the rule array); ``seats``: hands
    the kernel deals (the players plus a house hand, say); ``rounds``: volatility rounds when the
    script does not give them (0: none, and no volatility table)."""
    import numpy as np

    from kernels.drivers.stud import run_stud_blocks
    from kernels.core.tables import TABLES

    from ..spec.evaluation import hash_tables

    deck = make_deck(jokers=jokers)
    seats = seats or players
    script = np.array(script, dtype=np.int64)
    rules = np.ascontiguousarray(rules, dtype=np.int64)
    check_deal(deck, seats, k.MAX_SEATS, rules, k.R_SIZE, script, STREETS, k.MAX_HAND)
    ctw, wm = wild_rank_tables(fixed_wild)
    offs, nonflush, flush = hash_tables()
    lean = runner is None and lean_fits(deck.size, seats, script, rules)
    # the stud driver and the lean kernel count in kernels/drivers/stud_layout.py's layout; a runner of a
    # game's own in the one its module declares
    layout = k.OFFSETS if runner is None else runner_layout(runner)
    runner = lean_runner() if lean else runner or run_stud_blocks

    every = rules.copy()  # a replayed deal: volatility and the queen's payments whatever its index
    every[k.R_VOL_EVERY] = 1
    every[k.R_QUEEN_PAYS] = 1

    # histogram tops: one change per up card (+ a shared card); a hand's cards (+ a shared card)
    n_up_cards = min(layout["wild_changes"][1] - 1, players * int(np.sum(script == k.UP)) + 1)
    max_hand = min(layout["wild_held"][1] - 1, len(script) + extra_limit + 1)
    # the most cards a deal can take: every seat's cards, a card for each card of an extra-card
    # rank (four a rank), and (Seven-Up) a middle card for each of the four 7s; when the deck
    # holds that many it never runs short, and the shared card never comes
    most_cards = (seats * len(script) + 4 * bin(int(rules[k.R_EXTRA_RANKS])).count("1")
                  + (4 if int(rules[k.R_WILD_MODE]) == k.W_MIDDLE else 0))
    if fixed is None:  # the stud driver: its rule array says what cannot vary
        mode = int(rules[k.R_WILD_MODE])
        fixed = RulesFix(wild_held=not (fixed_wild or jokers or mode), wild_changes=mode not in MOVING_WILD,
                         shared_card=0.0 if most_cards <= deck.size else None)
    fix = fixed

    def decode(counts, trials):
        c = named_counts(counts, layout)
        cat_index = [CATEGORY_NAMES.index(x) for x in categories]
        vol_n = int(c["vol_deals"][0])
        n_rounds = int(np.sum(script[rules[k.R_FIRST_ROUND]:] >= 0)) if rounds is None else rounds
        volatility = {}
        for r in range(n_rounds):
            volatility[f"full:{r + 1}"] = single(int(c["leader_full_wins"][r]), vol_n)
        for r in range(n_rounds):
            volatility[f"showing:{r + 1}"] = single(int(c["leader_showing_wins"][r]), vol_n)
        volatility["lead_changes"] = histogram_mean(c["lead_changes"], vol_n)
        wild_index = [WILD_KEYS.index(x) for x in wild_keys or ()]
        tables = {
            "winner_category": proportion_table(c["winner_category"][cat_index], trials, categories),
            "hand_category": proportion_table(c["hand_category"][cat_index], trials * players, categories),
            "seat_win": shares_table(c["seat_win"][:players], trials, k.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
        }
        events = {}
        if not fix.wild_held:
            tables["wild_held"] = histogram_table(c["wild_held"], trials * seats, max_hand)
            events["wild_held"] = histogram_mean(c["wild_held"], trials * seats)
        if not fix.wild_changes:
            tables["wild_changes"] = histogram_table(c["wild_changes"], trials, n_up_cards)
            events["wild_changes"] = histogram_mean(c["wild_changes"], trials)
        if n_rounds:
            tables["volatility"] = volatility
        shared = int(c["shared_card"][0]) if "shared_card" in c else 0  # a runner never short of cards
        if fix.shared_card is None:
            events["shared_card"] = single(shared, trials)
        elif shared != round(fix.shared_card * trials):
            raise AssertionError(f"{shared} of {trials} deals needed the shared card, which the rules fix")
        else:
            events["shared_card"] = exact_share(shared, fix.shared_card)
        if wild_keys:
            tables["wild_rank"] = proportion_table(c["wild_rank"][wild_index], trials, wild_keys)
            if not fixed_wild:
                events["nothing_wild"] = single(int(c["wild_rank"][0]), trials)
        tables["events"] = events
        if extra_events is not None:
            extra_events(tables, c, trials, players)
        return tables

    info = dict(describe)
    info.update(volatility_every=int(rules[k.R_VOL_EVERY]), players=players)
    inputs = dict(script=script, ctw=ctw, wm=wm, seats=seats, lean=lean)
    tables = (script, ctw, wm, offs, nonflush, flush, TABLES)
    if runner is run_stud_blocks:
        tables += driver_extras(rules)
    return kernel_plan(runner, deck, seats, rules, tables, decode, info, layout, inputs=inputs,
                       replay_rules=every)


def driver_extras(rules):
    """run_stud_blocks's trailing arguments for these rules: the high-low split's qualifier and
    the sale of bought cards, each given only to the games that have it, so that the others
    compile the deal loop without it."""
    import numpy as np

    split = int(rules[k.R_HIGH_LOW]) != k.LOW_NONE
    if int(rules[k.R_EXTRA_RANKS]) != 0 and int(rules[k.R_EXTRA_POLICY]) == 1:
        return (np.int64(rules[k.R_HIGH_LOW]) if split else None, np.int64(1))
    return (np.int64(rules[k.R_HIGH_LOW]),) if split else ()


def runner_layout(runner):
    """{name: (offset, length)}: the counters a runner's module declares."""
    import sys

    module = sys.modules[getattr(runner, "py_func", runner).__module__]
    return module.OFFSETS


# the wild modes the lean kernel (kernels/drivers/stud_lean.py) follows
LEAN_MODES = (k.W_NONE, k.W_LAST_SHOWN, k.W_FOLLOW, k.W_SEQUENCE, k.W_PAIR_NEXT)


def lean_fits(deck_size, seats, script, rules):
    """Whether the lean kernel counts this game: no flips, house hands, split pots, best-k
    scoring, jokers, or middle and low-down wild cards; and the shared middle card, if it ever
    comes, only at the last street (each shown card of an extra-card rank takes one card more)."""
    script = [int(x) for x in script]
    if (k.FLIP in script or int(rules[k.R_WILD_MODE]) not in LEAN_MODES or deck_size != 52
            or any(int(rules[i]) for i in (k.R_EVAL_K, k.R_SIDE, k.R_HIGH_LOW, k.R_HOUSE))):
        return False
    extra = 4 * bin(int(rules[k.R_EXTRA_RANKS])).count("1") if int(rules[k.R_EXTRA_POLICY]) else 0
    return all(deck_size - (seats * s + extra) >= seats for s in range(len(script) - 1))


def lean_runner():
    """The lean kernel with the run_stud_blocks signature (its seven- and eight-card tables bound
    in)."""
    from kernels.eval.hash_tables import load_sized_tables
    from kernels.drivers.stud_lean import run_lean_blocks

    seven = load_sized_tables()

    def run(deck, seats, rules, keys, block_size, first_deal, n_trials, orders, script, ctw, wm,
            offs, nonflush, flush, tables):
        return run_lean_blocks(deck, seats, rules, keys, block_size, first_deal, n_trials, orders,
                               script, ctw, wm, offs, nonflush, seven, flush, tables)

    return run


@dataclass(frozen=True)
class RulesFix:
    """What a game's rules fix, so that its decoder never builds it as an estimate: the wild-card
    tables of a game where nothing can be wild (``wild_held``: every hand holds 0 wild cards) or
    the wild rank never moves (``wild_changes``); and the share of deals that need the shared
    middle card when the rules settle it at this table size (0.0: the deck cannot run short, or is
    reshuffled; 1.0: it always does; None: an estimate). ``shared_card`` stays in the events at
    every size, marked exact where fixed, so a game's keys do not change with the table size."""

    wild_held: bool = False
    wild_changes: bool = False
    shared_card: float | None = None


def exact_share(count, value):
    """A proportion the rules fix (``value``), with the count seen: an interval of no width,
    marked ``exact``."""
    return {"count": count, "p": float(value), "ci": [float(value), float(value)], "exact": True}


def exact_mean(value):
    """A mean the rules fix, marked ``exact`` (its interval has no width)."""
    return {"mean": float(value), "ci": [float(value), float(value)], "exact": True}


def stud_rules(**values):
    import numpy as np

    rules = np.zeros(k.R_SIZE, dtype=np.int64)
    names = {"wild_mode": k.R_WILD_MODE, "wild_set": k.R_WILD_SET, "extra_ranks": k.R_EXTRA_RANKS,
             "extra_policy": k.R_EXTRA_POLICY, "vol_every": k.R_VOL_EVERY,
             "first_round": k.R_FIRST_ROUND, "queen_pays": k.R_QUEEN_PAYS,
             "eval_k": k.R_EVAL_K, "side": k.R_SIDE, "house": k.R_HOUSE, "flip": k.R_FLIP,
             "count_up": k.R_COUNT_UP, "policy": k.R_POLICY, "high_low": k.R_HIGH_LOW}
    for key, v in values.items():
        rules[names[key]] = v
    return rules
