"""The community family: hole cards and a shared board dealt in streets (kernels/drivers/community.py).

The games the community driver runs from its rules alone are game files (sim/games/files/, read
through sim/games/community_spec.py); this module holds the driver's plan and the games with
kernels of their own: Omaha, Crisscross and Cincinnati Liz."""


from kernels.drivers import community_layout as kc
from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..engine.plan import kernel_plan, named_counts
from ..spec.cards import RANK_CHARS
from ..report.tables import histogram_mean, histogram_table, proportion_table, shares_table, single
from ..spec.game_spec import OddsCards, Option, GameSpec, register

VOLATILITY_EVERY = 8  # volatility is measured on every 8th deal (three extra reads a seat)
KEEP_CODES = {"standard": kc.KEEP_STANDARD, "high": kc.KEEP_HIGH}  # the keep decision's policies


def every_deal(rules):
    """The rules a replay runs under: a replayed deal's volatility is measured whatever its
    index."""
    replay_rules = rules.copy()
    replay_rules[kc.R_VOL_EVERY] = 1
    return replay_rules


def street_tables(c, trials, players, high_low, categories=None):
    """The tables every board game of the community driver's counters reports, from its named
    counts: categories, seat wins, ties, volatility by street, and the low half's when
    ``high_low``. ``categories``: the names of the category counters' first places, in order,
    where they are not CATEGORY_NAMES' (the short deck's order)."""
    seats = trials * players
    names = categories or STANDARD_CATEGORIES
    idx = list(range(len(names))) if categories else [CATEGORY_NAMES.index(x) for x in names]
    vol_n = int(c["vol_deals"][0])
    tables = {
        "winner_category": proportion_table(c["winner_category"][idx], trials, names),
        "hand_category": proportion_table(c["hand_category"][idx], seats, names),
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


def community_plan(policies, players, hole=2, hand_rule=kc.HAND_ANY, discard_at=-1, high_low=False,
                   every=VOLATILITY_EVERY, wild="none", exact=(0, 0)):
    """The plan of a community game dealing ``hole`` cards a seat, its hand by ``hand_rule``
    (HAND_EXACT: ``exact`` holds the hole and board cards a hand uses, five in all);
    ``discard_at``: the point (0: the deal, 1: the flop) where each keeps two (-1: never);
    ``high_low``: the pot split with an eight-or-better low; volatility on every ``every``th deal;
    ``wild``: the ranks wild in every hand, as text ("2", "3,9"; "none")."""
    import numpy as np

    from kernels.core.cards import make_deck, rank_wild_mask
    from kernels.drivers.community import run_community_blocks

    from ..spec.cards import parse_rank_list

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables, omaha_tables
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = hole
    rules[kc.R_HAND_RULE] = hand_rule
    rules[kc.R_DISCARD_AT] = discard_at
    rules[kc.R_HIGH_LOW] = high_low
    if discard_at >= 0:
        rules[kc.R_KEEP_POLICY] = KEEP_CODES[policies["keep"]]
    rules[kc.R_VOL_EVERY] = every
    if hand_rule == kc.HAND_EXACT:
        if exact[0] + exact[1] != 5 or not 0 <= exact[0] <= hole or discard_at >= 0:
            raise ValueError(f"an exact hand is five cards of {hole} hole cards and the board, "
                             f"without a discard: {exact}")
        rules[kc.R_EXACT_HOLE], rules[kc.R_EXACT_BOARD] = exact
    wild_ranks = parse_rank_list(wild, "wild")
    rules[kc.R_WILD_CARDS] = int(rank_wild_mask(wild_ranks))
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    most = hole if hand_rule == kc.HAND_ANY and discard_at < 0 else min(hole, 2)  # hole cards used
    counts_use = hand_rule != kc.HAND_EXACT  # an exact hand: no board alone, no hole cards to count
    ctw = np.ascontiguousarray(wild_rank_tables(wild_ranks)[0][:1])
    offs, nonflush, flush = hash_tables()
    tables_in = (ctw, offs, nonflush, flush)
    kernel = run_community_blocks
    if hand_rule == kc.HAND_EXACT and tuple(exact) == (2, 3) and not wild_ranks:
        # Omaha's hand of natural cards: its rank-table kernel counts the same, every counter
        from kernels.games.omaha import hole_slots, run_omaha_blocks

        kernel = run_omaha_blocks
        tables_in += omaha_tables(bool(high_low)) + (hole_slots(hole),)

    def decode(counts, trials):
        c = named_counts(counts, kc.OFFSETS)
        tables = street_tables(c, trials, players, high_low)
        if counts_use:
            tables["hole_used"] = proportion_table(c["hole_used"][:most + 1], trials,
                                                   tuple(str(k) for k in range(most + 1)))
            tables["events"]["board_plays"] = single(int(c["board_plays"][0]), trials)
        if discard_at >= 0:
            tables["events"]["regret"] = single(int(c["regret"][0]), trials * players)
        if wild_ranks:  # the wild cards among a seat's hole cards and the board
            tables["wild_held"] = histogram_table(c["wild_held"], trials * players, hole + 5)
            tables["events"]["wild_held"] = histogram_mean(c["wild_held"], trials * players)
        return tables

    deal = f"{hole} down; flop 3, turn 1, river 1"
    if not counts_use:
        deal += f"; exactly {exact[0]} down and {exact[1]} up"
    describe = {"deal": deal, "players": players,
                "pot": "split high-low, eight or better" if high_low else "high",
                "volatility_every": every, "wild": wild}
    return kernel_plan(kernel, deck, players, rules, tables_in, decode, describe,
                       kc.OFFSETS, inputs=dict(ctw=ctw), replay_rules=every_deal(rules))


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


def _omaha_plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.omaha import hole_slots, run_omaha_blocks

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables, omaha_tables
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
    tables_in = (ctw, offs, nonflush, flush, ranks, lows, hole_slots(kc.HOLE_OMAHA))

    def decode(counts, trials):
        return street_tables(named_counts(counts, kc.OFFSETS), trials, players, high_low)

    describe = {"deal": "4 down; flop 3, turn 1, river 1; exactly 2 down and 3 up",
                "players": players,
                "pot": "split high-low, eight or better" if high_low else "high",
                "volatility_every": VOLATILITY_EVERY, "wild": "none"}
    return kernel_plan(run_omaha_blocks, deck, players, rules, tables_in, decode, describe,
                       kc.OFFSETS, inputs=dict(ctw=ctw), replay_rules=every_deal(rules))


register(GameSpec(
    id="omaha", name="Omaha", family="community",
    odds=OddsCards(deal="board", hole=4, counted="exactly-two", ranges=True),
    aliases=('omaha-holdem', 'omaha-hold-em'),
    source="001_7522cdb2beee5b55.txt (Hold 'Em Games)",
    summary="Four hole cards each and a five-card board; exactly two of the four and three of the five.",
    rules=OMAHA_RULES,
    options=(Option("high_low", False, "split the pot with the best ace-to-five low, eight or better"),),
    metrics=("winner_category", "hand_category", "volatility", "low_top", "no_low", "scoop"),
    plan=_omaha_plan, players=(2, 10), default_players=9,
    players_reason="four cards each and five on the board: ten players take 45 cards",
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

    from kernels.core.cards import make_deck
    from kernels.drivers.community import run_crisscross_blocks

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = kc.CROSS_HOLE
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    ctw, wm = wild_rank_tables(0)
    offs, nonflush, flush = hash_tables()
    tables_in = (ctw, wm, offs, nonflush, flush)

    def decode(counts, trials):
        c = named_counts(counts, kc.OFFSETS)
        tables = _wild_board_tables(c, trials, players, kc.STREETS, 7)
        tables["line"] = proportion_table(c["line"], trials * players, ("vertical", "horizontal"))
        tables["winner_line"] = proportion_table(c["winner_line"], trials, ("vertical", "horizontal"))
        return tables

    describe = {"deal": "4 down; a cross turned top, right, bottom, left, center",
                "players": players, "volatility_every": VOLATILITY_EVERY,
                "wild": "the center card's rank"}
    return kernel_plan(run_crisscross_blocks, deck, players, rules, tables_in, decode, describe,
                       kc.OFFSETS, inputs=dict(ctw=ctw, wm=wm), replay_rules=every_deal(rules))


register(GameSpec(
    id="crisscross", name="Crisscross", family="community",
    table_notes={
        "line": "The line of the cross each player's best hand uses, players pooled.",
        "winner_line": "The line of the cross the winning hand uses, one per deal.",
    },
    odds=OddsCards(deal="board", hole=4),
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

    from kernels.core.cards import make_deck
    from kernels.games.cincinnati_liz import run_liz_blocks
    from kernels.core.tables import TABLES

    from ..engine.checks import check_deal
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
    return kernel_plan(run_liz_blocks, deck, players, rules, (wm, TABLES), decode, describe,
                       kc.OFFSETS, inputs=dict(wm=wm), replay_rules=every_deal(rules))


register(GameSpec(
    id="cincinnati-liz", name="Cincinnati Liz", family="community",
    odds=OddsCards(deal="board", hole=5),
    source="000_ba1760463bb2993c.txt (Cincinnati Liz)",
    summary="Five cards each and a row of five shared cards; a row card's rank is wild; best five of ten.",
    rules=LIZ_RULES,
    options=(Option("wild", "lowest", "which row card names the wild rank: the lowest, or the third",
                    kind=str, choices=tuple(LIZ_WILD_CODES)),),
    metrics=("winner_category", "wild_rank", "wild_held", "volatility"),
    plan=_liz_plan, players=(2, 9), default_players=7, wild="moving",
    players_reason="five cards each and five in the row: nine players take 50 cards",
))
