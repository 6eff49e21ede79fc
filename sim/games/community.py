"""The community family: hole cards and a shared board dealt in streets (kernels/community.py)."""

from kernels import community_layout as kc
from kernels.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..plan import Plan, named_counts
from ..tables import histogram_mean, proportion_table, shares_table, single
from ..variants import Variant, register

VOLATILITY_EVERY = 8  # volatility is measured on every 8th deal (three extra reads a seat)

HOLDEM_RULES = """\
Texas Hold'em for 2 to 10 players with one 52-card deck, nothing wild, and no betting: nobody
folds. Each player is dealt two cards face down, one at a time round the table from the dealer's
left; then five cards are turned face up in the middle, the board, in three streets: the flop
(three cards), the turn (one) and the river (one). Cards are not burned before the streets (a
burned card is one nobody sees, so it changes no chance). Each player's hand is the best five of
his two cards and the board's five; the best hand takes the pot, equal hands split it.

Volatility is measured on every {every}th deal: whether the best hand on the hole cards alone
(a pair beats two different cards), after the flop and after the turn wins (full:1 to full:3),
and how often the lead changes. The report also gives how often the board plays (the five board
cards alone are the best hand) and how many of his hole cards the winner needs (hole_used: the
first winner, 0, 1 or 2).""".format(every=VOLATILITY_EVERY)


def _holdem_plan(options, policies, players):
    import numpy as np

    from kernels.cards import make_deck
    from kernels.community import run_community_blocks

    from ..checks import check_deal, check_orders
    from ..evaluation import hash_tables
    from ..threads import map_blocks
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = 2
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    ctw = np.ascontiguousarray(wild_rank_tables(0)[0][:1])
    offs, nonflush, flush = hash_tables()
    no_orders = np.zeros((0, 0), dtype=np.int8)
    tables_in = (ctw, offs, nonflush, flush)

    def run_blocks(keys, first_deal, block_size, n_trials):
        return map_blocks(run_community_blocks, (deck, players, rules), keys, first_deal, block_size,
                          n_trials, (no_orders,) + tables_in)

    def replay(orders, every_deal=True):
        orders = np.ascontiguousarray(orders, dtype=np.int8)
        check_orders(orders, deck)
        r = rules.copy()
        if every_deal:  # a replayed deal's volatility is measured whatever its index
            r[kc.R_VOL_EVERY] = 1
        return run_community_blocks(deck, players, r, np.zeros(len(orders), dtype=np.uint64), 1, 0,
                                    len(orders), orders, *tables_in)

    def decode(counts, trials):
        c = named_counts(counts, kc.OFFSETS)
        seats = trials * players
        idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]
        vol_n = int(c["vol_deals"][0])
        tables = {
            "winner_category": proportion_table(c["winner_category"][idx], trials, STANDARD_CATEGORIES),
            "hand_category": proportion_table(c["hand_category"][idx], seats, STANDARD_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, kc.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "hole_used": proportion_table(c["hole_used"], trials, ("0", "1", "2")),
            "volatility": {f"full:{t + 1}": single(int(c["leader_full_wins"][t]), vol_n)
                           for t in range(kc.STREETS)},
            "events": {"board_plays": single(int(c["board_plays"][0]), trials)},
        }
        tables["volatility"]["lead_changes"] = histogram_mean(c["lead_changes"], vol_n)
        return tables

    describe = {"deal": "2 down; flop 3, turn 1, river 1", "players": players,
                "volatility_every": VOLATILITY_EVERY, "wild": "none"}
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=kc.N_COUNTERS, describe=describe,
                inputs=dict(rules=rules, deck=deck, ctw=ctw), replay=replay, layout=kc.OFFSETS)


register(Variant(
    id="texas-holdem", name="Texas Hold'em", family="community",
    source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
    summary="Two hole cards each and a five-card board: flop, turn, river; best five of seven.",
    rules=HOLDEM_RULES,
    metrics=("winner_category", "hand_category", "volatility", "board_plays", "hole_used"),
    plan=_holdem_plan, players=(2, 10), default_players=9,
    players_reason="two cards each and five on the board: ten players take 25 cards",
))
