"""Russian Poker and Polish Poker (kernels/games/russian_poker.py): thirteen cards set into three hands."""

from kernels.games import russian_poker_layout as kr

from ..engine.plan import kernel_plan, named_counts
from ..report.stats import mean_ci
from ..report.tables import proportion_table, shares_table, single
from ..spec.game_spec import Decision, Option, GameSpec, adviser, register

ARRANGE_POLICIES = {
    "search": ("the legal arrangement with the highest score, where the score weights each hand "
               "by its part of the pot (1/4 bottom, 1/2 middle, 1/4 top) times the share of all "
               "hands of its size it beats (ties count half); of equal scores the stronger middle, "
               "then the stronger top"),
    "greedy": "the best five on top, the best five of the other eight in the middle, the last three below",
}
ARRANGE_CODES = {"search": kr.ARRANGE_SEARCH, "greedy": kr.ARRANGE_GREEDY}

RULES = """\
Russian Poker for 2 to 4 players with one 52-card deck, nothing wild, no betting. Each player is
dealt thirteen cards (one at a time round the table) and sets them into three hands: a bottom of
three cards, a middle of five and a top of five. The middle must be at least as good as the
bottom and the top at least as good as the middle. Three-card hands know only trips, a pair and
high cards (no straights or flushes); a short hand compares with a longer one card by card, a
missing card below any card, so a bottom J-J-A loses to a middle J-J-A-3-2. The best bottom wins
a quarter of the pot, the best middle half and the best top a quarter; equal hands share their
part. A player whose hands break the order fouls and wins nothing (if everyone fouls, the parts go
by the hands as set).

With polish=true every hand plays ace-to-five low (ace lowest, straights and flushes do not
count, fewer matched ranks better, then the lowest top card; a missing card counts below the ace),
and the order turns round: the top must be the best low, the middle a low no better than the
top's, the bottom no better than the middle's. The best low wins each part.

Gaps of the source, closed here: hands may tie across positions (a top equal to the middle is
legal; with that, the greedy setting below is always legal in Russian), the cards are dealt round
the table, and a seat with no legal arrangement (possible only in Polish) sets its cards greedily
and fouls.

Arrangement policies (--policy arrange=NAME):
- search (the default): {search}. The score stands in for the expected share of the pot: each
  hand's chance against one random hand of its size. The search is exact over all 72,072
  arrangements: it skips a top whose score could not reach the best found even with the best
  three cards there are below and a middle as strong as the top.
- greedy: {greedy}; of equally strong tops, the one that leaves the strongest middle. In Polish
  it fouls when the last three make a better low than the middle.

The report gives each seat's share of the pot, the winning hand's category in each position and
every seat's, how often each part is shared, scoops (one player takes all three parts) and
fouls.""".format(**ARRANGE_POLICIES)


def _plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.eval.hash_tables import card_table
    from kernels.games.russian_poker import run_russian_blocks
    from kernels.games.russian_poker_tables import russian_tables, subset_tables

    polish = bool(options["polish"])
    deck = make_deck()
    rules = np.zeros(kr.R_SIZE, dtype=np.int64)
    rules[kr.R_POLISH] = int(polish)
    rules[kr.R_ARRANGE] = ARRANGE_CODES[policies["arrange"]]
    tables = (card_table(0),) + russian_tables(polish) + subset_tables()
    cats = kr.CATEGORIES if not polish else tuple(
        c for c in kr.CATEGORIES if c not in ("straight", "flush", "straight-flush"))
    idx = [kr.CATEGORIES.index(c) for c in cats]

    def decode(counts, trials):
        c = named_counts(counts, kr.OFFSETS)
        seats = trials * players
        win = c["win_category"].reshape(3, kr.N_CAT)
        held = c["seat_category"].reshape(3, kr.N_CAT)
        three = [i for i in idx if kr.CATEGORIES[i] in ("high-card", "one-pair", "three-of-a-kind")]
        tables = {
            "winner_category": proportion_table(win[1][idx], trials, cats),
            "hand_category": proportion_table(held[1][idx], seats, cats),
            "seat_win": shares_table(c["seat_win"][:players], trials, kr.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials),
                    "scoop": single(int(c["scoop"][0]), trials)},
            "events": {"foul": single(int(c["fouls"][0]), seats)},
        }
        for k, pos in enumerate(kr.POSITIONS):
            keys = [kr.CATEGORIES[i] for i in (three if k == 0 else idx)]
            pick = three if k == 0 else idx
            if k != 1:
                tables[f"{pos}_winner_category"] = proportion_table(win[k][pick], trials, keys)
                tables[f"{pos}_hand_category"] = proportion_table(held[k][pick], seats, keys)
            tables["tie"][pos] = single(int(c["part_tie"][k]), trials)
        mean, ci = mean_ci(int(c["tops_scanned"][0]), int(c["tops_scanned"][1]), seats, bounds=(0, None))
        tables["search"] = {"tops_scanned": {"mean": mean, "ci": [ci[0], ci[1]]}}
        return tables

    describe = {"deal": "13 down each; set into 3, 5 and 5 cards", "players": players,
                "pot": "1/4 bottom, 1/2 middle, 1/4 top" + (", low (ace-to-five)" if polish else ""),
                "wild": "none"}
    return kernel_plan(run_russian_blocks, deck, players, rules, tables, decode, describe,
                       kr.OFFSETS)


register(GameSpec(
    id="russian-poker", name="Russian Poker", family="arrangement",
    source="002_e9e3ddad0967e445.txt (Russian Poker)",
    summary="Thirteen cards set into a 3-card bottom, 5-card middle and 5-card top; they split the pot 1/4, 1/2, 1/4.",
    rules=RULES,
    options=(Option("polish", False, "Polish Poker: every hand plays low, the top the best low"),),
    decisions=(Decision("arrange", "how to set the thirteen cards into three hands",
                        ARRANGE_POLICIES),),
    advisers={"arrange": adviser("russian_poker_advise", "arrange_advice")},
    metrics=("winner_category", "hand_category", "bottom_winner_category", "top_winner_category",
             "scoop", "foul"),
    plan=_plan, players=(2, 4), default_players=4, split_pot=True,
    headline=("winner_category", "seat_win"),
    table_notes={
        "winner_category": "The category of the winning middle hand (the half pot), one per deal; "
                           "`bottom_` and `top_winner_category` give the other two parts.",
        "hand_category": "Every seat's middle hand.",
        "bottom_winner_category": "The category of the winning bottom hand (three cards), one "
                                  "per deal.",
        "bottom_hand_category": "Every seat's bottom hand.",
        "top_winner_category": "The category of the winning top hand, one per deal.",
        "top_hand_category": "Every seat's top hand.",
        "search": "`tops_scanned`: top hands the arrangement search tries for a seat, a mean.",
    },
    players_reason="thirteen cards each from 52: the source's limit of four",
))
