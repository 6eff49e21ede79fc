"""The community family: hole cards and a shared board dealt in streets (kernels/community.py)."""

from functools import lru_cache, partial

from kernels import community_layout as kc
from kernels.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..plan import Plan, kernel_plan, named_counts
from ..cards import RANK_CHARS
from ..tables import histogram_mean, histogram_table, proportion_table, shares_table, single
from ..variants import Decision, Option, Variant, register

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
first winner, 0, 1 or 2).

With high_low=true the pot is split: half to the best high hand, half to the best ace-to-five low
(aces low, straights and flushes do not count) among the players whose best five include five
different ranks 8 or lower; if nobody has such a low, the high takes the whole pot. A half shared
by equal hands is split among them, and one player may take both (a scoop). The report adds the
winning low's top card, how often there is no low, the low ties and the scoops.""".format(
    every=VOLATILITY_EVERY)


def _street_tables(c, trials, players, high_low):
    """The tables every board game of the community driver reports, from its named counts:
    categories, seat wins, ties, volatility by street, and the low half's when ``high_low``."""
    seats = trials * players
    idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]
    vol_n = int(c["vol_deals"][0])
    tables = {
        "winner_category": proportion_table(c["winner_category"][idx], trials, STANDARD_CATEGORIES),
        "hand_category": proportion_table(c["hand_category"][idx], seats, STANDARD_CATEGORIES),
        "seat_win": shares_table(c["seat_win"][:players], trials, kc.SHARE_UNITS),
        "tie": {"split": single(int(c["tie"][0]), trials)},
        "volatility": {f"full:{t + 1}": single(int(c["leader_full_wins"][t]), vol_n)
                       for t in range(kc.STREETS)},
        "events": {},
    }
    tables["volatility"]["lead_changes"] = histogram_mean(c["lead_changes"], vol_n)
    if high_low:
        tops = c["low_top"]
        tables["low_top"] = proportion_table(list(tops[5:9]) + [tops[0]], trials,
                                             ("5", "6", "7", "8", "no low"))
        tables["tie"]["low"] = single(int(c["low_tie"][0]), trials)
        tables["tie"]["scoop"] = single(int(c["scoop"][0]), trials)
        tables["events"]["no_low"] = single(int(tops[0]), trials)
        tables["events"]["scoop"] = single(int(c["scoop"][0]), trials)
    return tables


def _community_plan(options, policies, players, hole=2, hand_rule=kc.HAND_ANY, discard_at=-1):
    """The plan of a community game dealing ``hole`` cards a seat, its hand by ``hand_rule``;
    ``discard_at``: the point (0: the deal, 1: the flop) where each keeps two (-1: never)."""
    import numpy as np

    from kernels.cards import make_deck
    from kernels.community import run_community_blocks

    from ..checks import check_deal, check_orders
    from ..evaluation import hash_tables
    from ..threads import map_blocks
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = hole
    rules[kc.R_HAND_RULE] = hand_rule
    rules[kc.R_DISCARD_AT] = discard_at
    high_low = options.get("high_low", False)
    rules[kc.R_HIGH_LOW] = high_low
    if discard_at >= 0:
        rules[kc.R_KEEP_POLICY] = KEEP_CODES[policies["keep"]]
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    most = hole if hand_rule == kc.HAND_ANY and discard_at < 0 else min(hole, 2)  # hole cards used
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
        tables = _street_tables(c, trials, players, high_low)
        tables["hole_used"] = proportion_table(c["hole_used"][:most + 1], trials,
                                               tuple(str(k) for k in range(most + 1)))
        tables["events"]["board_plays"] = single(int(c["board_plays"][0]), trials)
        if discard_at >= 0:
            tables["events"]["regret"] = single(int(c["regret"][0]), trials * players)
        return tables

    describe = {"deal": f"{hole} down; flop 3, turn 1, river 1", "players": players,
                "pot": "split high-low, eight or better" if high_low else "high",
                "volatility_every": VOLATILITY_EVERY, "wild": "none"}
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=kc.N_COUNTERS, describe=describe,
                inputs=dict(rules=rules, deck=deck, ctw=ctw), replay=replay, layout=kc.OFFSETS)


register(Variant(
    id="texas-holdem", name="Texas Hold'em", family="community",
    source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
    summary="Two hole cards each and a five-card board: flop, turn, river; best five of seven.",
    rules=HOLDEM_RULES,
    options=(Option("high_low", False, "split the pot with the best ace-to-five low, eight or better"),),
    metrics=("winner_category", "hand_category", "volatility", "board_plays", "hole_used", "low_top",
             "no_low", "scoop"),
    plan=_community_plan, players=(2, 10), default_players=9,
    players_reason="two cards each and five on the board: ten players take 25 cards",
    aliases=("holdem", "hold-em", "texas-hold-em", "texas"),
))


OMAHA_RULES = """\
Hold'em (as `simpoker show texas-holdem` tells it) with four hole cards, of which a player must
use exactly two, with exactly three of the board's five: his hand is the best of those sixty
choices. 2 to 10 players, one 52-card deck, nothing wild, no betting: nobody folds. The hole cards
are dealt one at a time round the table, then the flop, the turn and the river, no cards burned.
The best hand takes the pot, equal hands split it. So a board of four hearts and one heart in
the hand make no flush, and a board of three aces with no ace or pair in the hand makes three
aces, not a full house. The board never plays alone, and every winner uses two hole cards.

Volatility is measured on every {every}th deal, by the same rule at each street: whether the best
hand on the hole cards alone (the best two of four: a pair beats two different cards), after
the flop (two hole cards and the flop) and after the turn (two hole cards and three of the four)
wins (full:1 to full:3), and how often the lead changes.

With high_low=true the pot is split: half to the best high hand, half to the best ace-to-five low
(aces low, straights and flushes do not count) of five different ranks 8 or lower, made by the
same rule: exactly two hole cards and three board cards, which may be other cards than the high
hand's. Without such a low, the high takes the whole pot. A half shared by equal hands is split
among them, and one player may take both (a scoop). The report adds the winning low's top card,
how often there is no low, the low ties and the scoops.""".format(every=VOLATILITY_EVERY)


@lru_cache(maxsize=2)
def omaha_tables(high_low):
    """Omaha's rank table (and its low table when ``high_low``), built from the card tables."""
    import numpy as np

    from kernels.omaha import build_low_table, build_rank_table

    from ..evaluation import hash_tables

    offs, nonflush, _ = hash_tables()
    lows = build_low_table() if high_low else np.zeros((1, 1), dtype=np.int32)
    return build_rank_table(offs, nonflush), lows


def _omaha_plan(options, policies, players):
    import numpy as np

    from kernels.cards import make_deck
    from kernels.omaha import run_omaha_blocks

    from ..checks import check_deal, check_orders
    from ..evaluation import hash_tables
    from ..threads import map_blocks
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = kc.HOLE_OMAHA
    high_low = options.get("high_low", False)
    rules[kc.R_HIGH_LOW] = high_low
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    ctw = np.ascontiguousarray(wild_rank_tables(0)[0][:1])
    offs, nonflush, flush = hash_tables()
    ranks, lows = omaha_tables(bool(high_low))
    no_orders = np.zeros((0, 0), dtype=np.int8)
    tables_in = (ctw, offs, nonflush, flush, ranks, lows)

    def run_blocks(keys, first_deal, block_size, n_trials):
        return map_blocks(run_omaha_blocks, (deck, players, rules), keys, first_deal, block_size,
                          n_trials, (no_orders,) + tables_in)

    def replay(orders, every_deal=True):
        orders = np.ascontiguousarray(orders, dtype=np.int8)
        check_orders(orders, deck)
        r = rules.copy()
        if every_deal:  # a replayed deal's volatility is measured whatever its index
            r[kc.R_VOL_EVERY] = 1
        return run_omaha_blocks(deck, players, r, np.zeros(len(orders), dtype=np.uint64), 1, 0,
                                len(orders), orders, *tables_in)

    def decode(counts, trials):
        return _street_tables(named_counts(counts, kc.OFFSETS), trials, players, high_low)

    describe = {"deal": "4 down; flop 3, turn 1, river 1; exactly 2 down and 3 up",
                "players": players,
                "pot": "split high-low, eight or better" if high_low else "high",
                "volatility_every": VOLATILITY_EVERY, "wild": "none"}
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=kc.N_COUNTERS, describe=describe,
                inputs=dict(rules=rules, deck=deck, ctw=ctw), replay=replay, layout=kc.OFFSETS)


register(Variant(
    id="omaha", name="Omaha", family="community",
    aliases=('omaha-holdem', 'omaha-hold-em'),
    source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
    summary="Four hole cards each and a five-card board; exactly two of the four and three of the five.",
    rules=OMAHA_RULES,
    options=(Option("high_low", False, "split the pot with the best ace-to-five low, eight or better"),),
    metrics=("winner_category", "hand_category", "volatility", "low_top", "no_low", "scoop"),
    plan=_omaha_plan, players=(2, 10), default_players=9,
    players_reason="four cards each and five on the board: ten players take 45 cards",
))


TAHOE_RULES = """\
Hold'em (as `simpoker show texas-holdem` tells it) with three hole cards, of which a player may
use at most two: his hand is the best five of the board and two (or one, or none) of his three
cards. 2 to 10 players, one 52-card deck, nothing wild, no betting; the hole cards are dealt one
at a time round the table, then the flop, the turn and the river, no cards burned. The best hand
takes the pot, equal hands split it. So three suited hole cards and two of that suit on the board
make no flush.

Volatility is measured on every {every}th deal, by the same rule at each street: whether the best
hand on the hole cards alone (the best two of three), after the flop and after the turn wins
(full:1 to full:3), and how often the lead changes. The report also gives how often the board
plays and how many hole cards the winner needs (hole_used: the first winner, 0, 1 or 2).""".format(
    every=VOLATILITY_EVERY)

register(Variant(
    id="tahoe", name="Tahoe", family="community",
    source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
    summary="Hold'em with three hole cards, at most two of them used.",
    rules=TAHOE_RULES,
    metrics=("winner_category", "hand_category", "volatility", "board_plays", "hole_used"),
    plan=partial(_community_plan, hole=3, hand_rule=kc.HAND_AT_MOST_TWO), players=(2, 10),
    default_players=9,
    players_reason="three cards each and five on the board: ten players take 35 cards",
))


SUPER_EIGHT_RULES = """\
Hold'em (as `simpoker show texas-holdem` tells it) with three hole cards, any of them usable: a
player's hand is the best five of his three cards and the board's five. 2 to 10 players, one
52-card deck, nothing wild, no betting; the hole cards are dealt one at a time round the table,
then the flop, the turn and the river, no cards burned. The best hand takes the pot, equal hands
split it.

Volatility is measured on every {every}th deal: whether the best hand on the hole cards alone
(three cards: trips, a pair, high cards), after the flop and after the turn wins (full:1 to
full:3), and how often the lead changes. The report also gives how often the board plays and how
many hole cards the winner needs (hole_used: the first winner, 0 to 3).""".format(every=VOLATILITY_EVERY)

register(Variant(
    id="super-eight", name="Super Eight", family="community",
    source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
    summary="Hold'em with three hole cards, any of them used: best five of eight.",
    rules=SUPER_EIGHT_RULES,
    metrics=("winner_category", "hand_category", "volatility", "board_plays", "hole_used"),
    plan=partial(_community_plan, hole=3), players=(2, 10), default_players=9,
    players_reason="three cards each and five on the board: ten players take 35 cards",
))


KEEP_POLICIES = {
    "standard": ("keep the two cards that make the best hand with the board so far (before the "
                 "flop the two alone: a pair, else the highest); of equal choices, the first pair "
                 "by the cards' dealing order"),
    "high": "keep the two highest cards (the first dealt of equal ranks)",
}
KEEP_CODES = {"standard": kc.KEEP_STANDARD, "high": kc.KEEP_HIGH}

DISCARD_RULES = """\
Hold'em (as `simpoker show texas-holdem` tells it) in which each player is dealt {n} hole cards
and throws away all but two of them {when}, all at once; the cards thrown away leave play. From
then on his hand is the best five of his two cards and the board. 2 to 10 players, one 52-card
deck, nothing wild, no betting; the hole cards are dealt one at a time round the table, then the
flop, the turn and the river, no cards burned. The best hand takes the pot, equal hands split it.

The keep policies: standard (the default) {standard}; high: {high}.

Volatility is measured on every {every}th deal: whether the best hand after the deal, after the
flop and after the turn wins (full:1 to full:3; before his discard a player's hand is the best of
his pairs of hole cards), and how often the lead changes. The report also gives how often the
board plays, how many of his two cards the winner needs, and how often a player who lost would
have won, or tied, keeping two other of his dealt cards (regret)."""

for _id, _name, _n, _when, _at, _summary, _players in (
        ("pineapple", "Pineapple", 3, "before the flop", 0,
         "Hold'em with three hole cards; one is thrown away before the flop.", (2, 10)),
        ("crazy-pineapple", "Crazy Pineapple", 3, "after the flop is turned", 1,
         "Hold'em with three hole cards; one is thrown away after the flop.", (2, 10)),
        ("irish", "Irish", 4, "after the flop is turned", 1,
         "Omaha's four hole cards; two are thrown away after the flop, then Hold'em.", (2, 10))):
    register(Variant(
        id=_id, name=_name, family="community",
        source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
        summary=_summary,
        rules=DISCARD_RULES.format(n=_n, when=_when, every=VOLATILITY_EVERY, **KEEP_POLICIES),
        decisions=(Decision("keep", "which two hole cards to keep", KEEP_POLICIES),),
        metrics=("winner_category", "hand_category", "volatility", "board_plays", "hole_used",
                 "regret"),
        plan=partial(_community_plan, hole=_n, hand_rule=kc.HAND_AT_MOST_TWO, discard_at=_at),
        players=_players,
        default_players=9,
        players_reason=f"{_n} cards each and five on the board from 52 cards",
    ))


def _wild_board_tables(c, trials, players, n_leaders, most_wild):
    """The tables of a community game with a wild rank set by the board (Crisscross, Cincinnati
    Liz), from its named counts: categories, seat wins, ties, the wild rank, the wild cards held
    (0 to ``most_wild``), and volatility over ``n_leaders`` leaders."""
    seats = trials * players
    cats = STANDARD_CATEGORIES
    idx = [CATEGORY_NAMES.index(x) for x in cats]
    vol_n = int(c["vol_deals"][0])
    tables = {
        "winner_category": proportion_table(c["winner_category"][idx], trials, cats),
        "hand_category": proportion_table(c["hand_category"][idx], seats, cats),
        "seat_win": shares_table(c["seat_win"][:players], trials, kc.SHARE_UNITS),
        "tie": {"split": single(int(c["tie"][0]), trials)},
        "wild_rank": proportion_table(c["wild_rank"][1:14], trials, tuple(RANK_CHARS)),
        "wild_held": histogram_table(c["wild_held"], seats, most_wild),
        "volatility": {f"full:{t + 1}": single(int(c["leader_full_wins"][t]), vol_n)
                       for t in range(n_leaders)},
        "events": {"wild_held": histogram_mean(c["wild_held"], seats)},
    }
    tables["volatility"]["lead_changes"] = histogram_mean(c["lead_changes"], vol_n)
    return tables


CRISSCROSS_RULES = """\
Four cards each, face down, for 2 to 10 players with one 52-card deck, no betting: nobody folds.
Then five cards are laid face down in a cross and turned one at a time: the top, the right, the
bottom, the left, and last the center. The center card's rank is wild, everywhere: in every
hand and on the cross. A player's hand is the best five of his four cards and the three cards of
one line of the cross, the vertical (top, center, bottom) or the horizontal (left, center,
right), whichever makes his better hand (the vertical on equal hands). A wild card becomes
whatever card makes the best hand, and five of a kind beats a straight flush. The best hand takes
the pot, equal hands split it.

Volatility is measured on every {every}th deal: whether the best hand on the hole cards alone,
after the top and right cards are turned and after four cross cards (nothing wild yet, the
center unturned; the hand is the better of the two lines' cards turned so far) wins (full:1 to
full:3), and how often the lead changes. The report also gives the wild rank, the wild cards a
player holds in the hand he plays, and which line he plays (and the winner plays).""".format(
    every=VOLATILITY_EVERY)


def _crisscross_plan(options, policies, players):
    import numpy as np

    from kernels.cards import make_deck
    from kernels.community import run_crisscross_blocks

    from ..checks import check_deal, check_orders
    from ..evaluation import hash_tables
    from ..threads import map_blocks
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = kc.CROSS_HOLE
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    ctw, wm = wild_rank_tables(0)
    offs, nonflush, flush = hash_tables()
    no_orders = np.zeros((0, 0), dtype=np.int8)
    tables_in = (ctw, wm, offs, nonflush, flush)

    def run_blocks(keys, first_deal, block_size, n_trials):
        return map_blocks(run_crisscross_blocks, (deck, players, rules), keys, first_deal,
                          block_size, n_trials, (no_orders,) + tables_in)

    def replay(orders):
        orders = np.ascontiguousarray(orders, dtype=np.int8)
        check_orders(orders, deck)
        r = rules.copy()
        r[kc.R_VOL_EVERY] = 1  # a replayed deal's volatility is measured whatever its index
        return run_crisscross_blocks(deck, players, r, np.zeros(len(orders), dtype=np.uint64), 1, 0,
                                     len(orders), orders, *tables_in)

    def decode(counts, trials):
        c = named_counts(counts, kc.OFFSETS)
        tables = _wild_board_tables(c, trials, players, kc.STREETS, 7)
        tables["line"] = proportion_table(c["line"], trials * players, ("vertical", "horizontal"))
        tables["winner_line"] = proportion_table(c["winner_line"], trials, ("vertical", "horizontal"))
        return tables

    describe = {"deal": "4 down; a cross turned top, right, bottom, left, center",
                "players": players, "volatility_every": VOLATILITY_EVERY,
                "wild": "the center card's rank"}
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=kc.N_COUNTERS, describe=describe,
                inputs=dict(rules=rules, deck=deck, ctw=ctw, wm=wm), replay=replay,
                layout=kc.OFFSETS)


register(Variant(
    id="crisscross", name="Crisscross", family="community",
    source="000_ba1760463bb2993c.txt (Crisscross)",
    summary="Four cards each and a five-card cross; play one line of three; the center's rank is wild.",
    rules=CRISSCROSS_RULES,
    metrics=("winner_category", "wild_rank", "wild_held", "line", "winner_line", "volatility"),
    plan=_crisscross_plan, players=(2, 10), default_players=7, wild="moving",
    players_reason="four cards each and five in the cross: ten players take 45 cards",
))


LIZ_RULES = """\
Five cards each, face down and dealt one at a time round the table, for 2 to 9 players with one
52-card deck, no betting: nobody folds. Then five cards are laid face down in a row in the middle
and turned up one at a time, first to fifth; the row belongs to every hand. One row card names a
wild rank, and every card of that rank is wild wherever it lies, in any hand or in the row: with
wild=lowest (the default) the lowest-ranked card of the row (the 2 is the lowest rank, the ace the
highest), with wild=middle the third card of the row. A player's hand is the best five of his own
five cards and the row's five. A wild card becomes whatever card makes the best hand, a copy of
one held included, and five of a kind beats a straight flush. The best hand takes the pot, equal
hands split it.

Volatility is measured on every {every}th deal: whether the best hand after the deal (the five
hole cards) and after each of the first four row cards is turned (the best five of the cards
seen, full:1 to full:5) wins, and how often the lead changes. Nothing is wild while it is measured
under wild=lowest (the lowest rank is settled only by the fifth card); under wild=middle the
third card's rank is wild once it is up. The report also gives the wild rank and the wild cards
among a player's ten cards (a wild card in the row counts for everyone).""".format(
    every=VOLATILITY_EVERY)

LIZ_WILD_CODES = {"lowest": kc.WILD_LOWEST, "middle": kc.WILD_MIDDLE}


def _liz_plan(options, policies, players):
    import numpy as np

    from kernels.cards import make_deck
    from kernels.cincinnati_liz import run_liz_blocks
    from kernels.tables import TABLES

    from ..checks import check_deal
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = kc.LIZ_HOLE
    rules[kc.R_WILD_RULE] = LIZ_WILD_CODES[options.get("wild", "lowest")]
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    _, wm = wild_rank_tables(0)

    def decode(counts, trials):
        return _wild_board_tables(named_counts(counts, kc.OFFSETS), trials, players,
                                  kc.LIZ_MOMENTS, 4)

    wild = options.get("wild", "lowest")
    describe = {"deal": "5 down; a row of 5 turned one at a time", "players": players,
                "volatility_every": VOLATILITY_EVERY,
                "wild": "the row's lowest rank" if wild == "lowest" else "the third row card's rank"}
    every_deal = rules.copy()
    every_deal[kc.R_VOL_EVERY] = 1  # a replayed deal's volatility is measured whatever its index
    return kernel_plan(run_liz_blocks, deck, players, rules, (wm, TABLES), decode, describe,
                       kc.OFFSETS, inputs=dict(wm=wm), replay_rules=every_deal)


register(Variant(
    id="cincinnati-liz", name="Cincinnati Liz", family="community",
    source="000_ba1760463bb2993c.txt (Cincinnati Liz)",
    summary="Five cards each and a row of five shared cards; a row card's rank is wild; best five of ten.",
    rules=LIZ_RULES,
    options=(Option("wild", "lowest", "which row card names the wild rank: the lowest, or the third",
                    kind=str, choices=tuple(LIZ_WILD_CODES)),),
    metrics=("winner_category", "wild_rank", "wild_held", "volatility"),
    plan=_liz_plan, players=(2, 9), default_players=7, wild="moving",
    players_reason="five cards each and five in the row: nine players take 50 cards",
))
