"""Seven-card and six-card stud with a split pot: Count Your Diamonds, Half-Court Basketball."""

from kernels import stud_layout as k

from ..tables import histogram_mean, histogram_table, single
from ..variants import Decision, Option, Variant, register
from .stud import SEVEN_STUD, VOLATILITY_EVERY, stud_plan, stud_rules

THREE = 1
MAX_DIAMONDS = 14 + 13 + 12 + 11 + 10 + 9 + 8  # the seven top diamonds
MAX_SCORE = 40  # three 10s up and a 10 flipped

SPLIT_COMMON = """\
Nobody folds. Each half of the pot is split among its tied winners; a scoop is one player winning
both halves alone, and seat_win counts shares of the whole pot. Volatility (on every 32nd deal)
follows the poker hands."""

DIAMONDS_RULES = """\
Seven-card stud (two down, four up, one down), nothing wild, for 2 to 7 players. Half the pot goes to
the best poker hand. The other half goes to the most diamond points: every diamond a player holds,
up or down, scores its face value, 2 to 10, with jack 11, queen 12, king 13 and ace 14. A player
without diamonds scores 0; if everyone ties, even at 0, they all share that half.

""" + SPLIT_COMMON

BASKETBALL_RULES = """\
Six-card stud (two down, three up, one down), nothing wild, for 2 to 8 players. Half the pot goes to
the best poker hand (best five of six). The other half is a basketball game: each up card is one
quarter's score (ace 1, 2 to 10 face value, jack, queen and king 0), and each player turns up one of
his down cards for the fourth quarter (decision flip: the default `best` turns up the card worth the
most, an obvious choice since it only adds). Highest total wins that half. A tie goes to overtime: the
tied players each turn up their best remaining down card (0 if none is left) and the best total wins;
a second overtime if still tied; after that a high-card draw decides, reported as an equal split of
that half among those still tied. Option three_pointer: a 3 dealt face up lets its owner buy an
extra down card at once (decision buy: `always` or `never`); extra cards are down cards that can be
turned up for basketball. If the deck cannot give everyone the last down card, one card is turned up
in the middle for all: it plays in every poker hand but scores no basketball points.

""" + SPLIT_COMMON


def _split_tables(tables, c, trials, players, side, top):
    tables["tie"] = {
        "poker": tables["tie"]["split"],
        side: single(int(c["side_tie"][0]), trials),
        "scoop": single(int(c["scoop"][0]), trials),
    }
    tables["events"]["scoop"] = tables["tie"]["scoop"]
    tables[f"{side}_points"] = histogram_table(c["side_points"], trials * players, top)
    tables[f"{side}_winning_points"] = histogram_table(c["side_win_points"], trials, top)
    tables["events"][f"{side}_points"] = histogram_mean(c["side_points"], trials * players)
    tables["events"][f"{side}_winning_points"] = histogram_mean(c["side_win_points"], trials)


def _diamonds_plan(options, policies, players):
    rules = stud_rules(side=k.SIDE_DIAMONDS, vol_every=VOLATILITY_EVERY, first_round=2)

    def events(tables, c, trials, players):
        _split_tables(tables, c, trials, players, "diamonds", MAX_DIAMONDS)

    return stud_plan(players, SEVEN_STUD, rules, None, {"streets": "d d u u u u d"}, events)


def _basketball_plan(options, policies, players):
    buys = options["three_pointer"] and policies["buy"] == "always"
    rules = stud_rules(side=k.SIDE_BASKETBALL, vol_every=VOLATILITY_EVERY, first_round=2,
                       extra_ranks=(1 << THREE) if options["three_pointer"] else 0,
                       extra_policy=1 if buys else 0)

    def events(tables, c, trials, players):
        _split_tables(tables, c, trials, players, "basketball", MAX_SCORE)
        tables["overtime"] = histogram_table(c["overtime"], trials, k.OVERTIMES)
        tables["events"]["overtime"] = single(int(trials - c["overtime"][0]), trials)
        tables["events"]["high_card_draw"] = single(int(c["draw"][0]), trials)
        if options["three_pointer"]:
            tables["extra_cards"] = histogram_table(c["extra_cards"], trials * players, 3)
            tables["events"]["extra_cards"] = histogram_mean(c["extra_per_deal"], trials)

    return stud_plan(players, (k.DOWN, k.DOWN, k.UP, k.UP, k.UP, k.DOWN), rules, None,
                     {"streets": "d d u u u d"}, events, extra_limit=3)


register(Variant(
    id="count-your-diamonds", name="Count Your Diamonds", family="stud",
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud; half to the best hand, half to the most diamond points.",
    rules=DIAMONDS_RULES, metrics=("scoop", "diamonds_points", "volatility"),
    plan=_diamonds_plan, players=(2, 7), default_players=7, split_pot=True,
    headline=("winner_category", "diamonds_winning_points"),
    players_reason="seven cards each from one 52-card deck",
))

register(Variant(
    id="half-court-basketball", name="Half-Court Basketball", family="stud",
    aliases=('basketball',),
    source="000_ba1760463bb2993c.txt (revised version)",
    summary="Six-card stud; half to the best hand, half to the best basketball score of the cards.",
    rules=BASKETBALL_RULES,
    options=(Option("three_pointer", False, "a face-up 3 may buy an extra down card"),),
    decisions=(Decision("flip", "which down card to turn up for the fourth quarter (and overtime)",
                        {"best": "the down card worth the most points"}),
               Decision("buy", "whether to buy the extra card a face-up 3 offers (three_pointer)",
                        {"always": "buy every offered card", "never": "never buy"})),
    metrics=("scoop", "basketball_points", "overtime", "volatility"),
    plan=_basketball_plan, players=(2, 8), default_players=7, split_pot=True,
    headline=("winner_category", "basketball_winning_points"),
    players_reason="six cards each from one 52-card deck",
))
