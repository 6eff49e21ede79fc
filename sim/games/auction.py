"""Auction (kernels/games/auction.py): seven-card stud whose up cards are bought by bids."""

from kernels.games import auction_layout as ka
from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..engine.plan import kernel_plan, named_counts
from ..report.stats import mean_ci
from ..report.tables import proportion_table, shares_table, single
from ..spec.game_spec import adviser, Decision, OddsCards, GameSpec, register

BID_POLICIES = {
    "standard": ("bid by what the best card on offer adds: the minimum plus two chips for each "
                 "hand category it would climb (a pair from nothing: 3 chips; trips from a pair "
                 "... ), at most the maximum"),
    "flat": "always bid the minimum (the order is then the seating)",
    "high": "bid the maximum when the best card on offer climbs a category, else the minimum",
}
BID_CODES = {"standard": ka.BID_GAIN, "flat": ka.BID_FLAT, "high": ka.BID_HIGH}
PICK_POLICIES = {
    "standard": ("take the card that makes the best hand with the cards held (equal hands: the "
                 "higher card, then the first on offer)"),
    "highest": "take the highest card on offer",
}
PICK_CODES = {"standard": ka.PICK_BEST, "highest": ka.PICK_HIGHEST}

RULES = """\
Auction: seven-card stud for 2 to 7 players with one 52-card deck, nothing wild, whose four up
cards are bought. Each player antes {ante} chip and gets two cards face down. Then come four
auction rounds: as many cards as players are turned up in a row, and every player bids at once,
from {min_bid} to {max_bid} chips (the table's smallest and largest bet). The highest bid picks
first, then the next, and so on, each taking one card still on offer face up; equal bids pick in
seat order from the dealer's left (the dealer last). Every bid goes into the pot. After the
fourth round each player gets a last card face down; the best five of seven take the pot (the
antes and all the bids), equal hands split it. There is no other betting.

Gaps of the source, closed here: the bids are whole chips from {min_bid} to {max_bid}, and the
players decide only from their own cards and the offer (the others' up cards change no
decision here).

Bid policies (--policy bid=NAME), judged on the cards held (all of them, down cards included;
fewer than five make no straight or flush):
- standard (the default): {standard}
- flat: {flat}
- high: {high}
Pick policies (--policy pick=NAME):
- standard (the default): {pick_standard}
- highest: {highest}

The report gives each seat's share of the pot and its net result in chips a deal (its share of the
pot less its ante and bids), the chips each seat bids, the bids, how often each seat picks first
and what the first round's first picker wins, and the winning hand's category.""".format(
    ante=ka.ANTE, min_bid=ka.MIN_BID, max_bid=ka.MAX_BID, pick_standard=PICK_POLICIES["standard"],
    highest=PICK_POLICIES["highest"], **BID_POLICIES)


def _plan(options, policies, players):
    import numpy as np

    from kernels.games.auction import run_auction_blocks
    from kernels.core.cards import make_deck
    from kernels.eval.hash_tables import card_table

    from ..spec.evaluation import hash_tables

    deck = make_deck()
    rules = np.zeros(ka.R_SIZE, dtype=np.int64)
    rules[ka.R_BID_POLICY] = BID_CODES[policies["bid"]]
    rules[ka.R_PICK_POLICY] = PICK_CODES[policies["pick"]]
    offsets, nonflush, flush = hash_tables()
    idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]

    def decode(counts, trials):
        c = named_counts(counts, ka.OFFSETS)
        seats = trials * players
        net, spent = {}, {}
        for p in range(players):
            total = c["won"][p] / ka.NET_SCALE - (ka.ANTE * trials + int(c["spent"][p]))
            mean, ci = mean_ci(total, c["net_sq"][p] / ka.NET_SCALE ** 2, trials)
            net[str(p)] = {"mean": mean, "ci": [ci[0], ci[1]]}
            mean, ci = mean_ci(int(c["spent"][p]), int(c["spent_sq"][p]), trials, bounds=(0, None))
            spent[str(p)] = {"mean": mean, "ci": [ci[0], ci[1]]}
        return {
            "winner_category": proportion_table(c["winner_category"][idx], trials, STANDARD_CATEGORIES),
            "hand_category": proportion_table(c["hand_category"][idx], seats, STANDARD_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, ka.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "net": net,
            "spent": spent,
            "bid": proportion_table(c["bids"][ka.MIN_BID:], seats * ka.ROUNDS,
                                    tuple(str(b) for b in range(ka.MIN_BID, ka.MAX_BID + 1))),
            "first_pick": proportion_table(c["first_pick"][:players], trials * ka.ROUNDS,
                                           tuple(str(p) for p in range(players))),
            "events": {"first_picker_wins": shares_table(c["first_picker_share"], trials,
                                                         ka.SHARE_UNITS)["0"]},
        }

    describe = {"deal": "2 down; four auctions of one up card each; 1 down", "players": players,
                "pot": "high: antes and bids", "wild": "none"}
    return kernel_plan(run_auction_blocks, deck, players, rules,
                       (card_table(0), offsets, nonflush, flush), decode, describe, ka.OFFSETS)


register(GameSpec(
    id="auction", name="Auction", family="stud",
    odds=OddsCards(deal="stud", own_deal=True, streets=2, script=(0, 0)),  # two down cards, then the auctions
    source="001_7522cdb2beee5b55.txt (Auction)",
    summary="Seven-card stud whose four up cards are bought: bids set the order of picks from a row.",
    rules=RULES,
    decisions=(Decision("bid", "how much to bid for the first pick", BID_POLICIES),
               Decision("pick", "which card to take from the offer", PICK_POLICIES)),
    metrics=("winner_category", "hand_category", "net", "spent", "bid", "first_pick",
             "first_picker_wins"),
    plan=_plan, players=(2, 7), default_players=6,
    advisers={"bid": adviser("auction_advise", "bid_advice"),
              "pick": adviser("auction_advise", "pick_advice")},
    headline=("winner_category", "seat_win", "net"),
    table_notes={
        "net": "Each seat's mean result in chips a deal: its share of the pot less its ante and "
               "its bids.",
        "spent": "The chips each seat bids away in a deal (the auctions it wins), a mean per deal.",
        "bid": "Each winning bid, over every auction of every deal.",
        "first_pick": "Which seat picks first, over every auction of every deal.",
    },
    players_reason="seven cards each from one deck, the up cards offered a row a round",
))
