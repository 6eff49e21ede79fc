"""Stud-dealt games scored another way: Colored Poker (points; declare high or low) and Blind
Baseball (cards turned until they beat the table)."""
from functools import lru_cache
from math import comb

from kernels.drivers import stud_layout as k
from kernels.core.cards import RANK_CHARS, make_deck

from ..spec.cards import parse_rank_list
from ..engine.checks import check_deal
from ..engine.plan import kernel_plan, named_counts
from ..report.stats import proportion_table
from ..report.tables import histogram_mean, histogram_table, shares_table, single
from ..spec.game_spec import adviser, Decision, OddsCards, Option, GameSpec, register
from .stud import SEVEN_STUD, STREETS, RulesFix, exact_share, stud_plan, stud_rules

TOTALS = 80  # totals run 0..72 (high) and 0..70 (low)

COLORED_RULES = """\
Seven-card stud (two down, four up, one down) for 2 to 7 players, scored by points instead of poker
hands: every black card (clubs, spades) counts its blackjack value (2 to 10 face value, jack, queen
and king 10, ace 11 for the high total and 1 for the low total) and every red card counts 0; all
seven cards count. Each player declares high or low (never both): the high half goes to the most
points among the high declarers, the low half to the fewest among the low declarers, a tied half is
split, and if nobody declares one side the other side's winners take the whole pot. Decision
declare: the default `likelier` declares the side where the hand's total beats more of the possible
seven-card totals, i.e. high when P(random high total <= mine) >= P(random low total >= mine),
computed exactly for seven random cards from a full deck; `high` and `low` always declare that side.
Option twist (2 to 6 players): after the last card each player in turn may swap one card for the
next card of the deck (face up for an up card, down for a down card). Decision twist: the default
`improve` aims at the side the declare policy picks on the current totals and swaps, for low, the card worth most if it is
worth 4 or more, and, for high, the card worth least if it is worth 3 or less (a new card is worth
3.3 for low and 3.7 for high on average); `never` keeps the cards. Declares come after the twists.
Nobody folds. A scoop is one player taking the whole pot."""

BLIND_RULES = """\
Blind Baseball, for 2 to 7 players (2 to 6 with nine innings). Every player gets seven cards (option
innings=9: nine) face down, unseen, kept in the order dealt. The first player turns his first card:
it is the best hand showing. Then each next player in turn turns his cards one at a time until his
turned cards beat the best hand showing (he becomes its holder) or he has none left (he is out).
Play goes round the table, skipping players who are out and the holder of the best hand, until
only that holder is left: he wins. Hands are the best five of the turned cards (fewer make a short
hand; equal is not a beat). Option wild (a list of ranks, e.g. 3,9): those ranks are wild. Option
four_extra: every 4 a player turns earns him one more face-down card from the deck, placed after his
own unturned cards. With nine innings and six players the deck cannot give everyone a ninth card:
one card goes face down in the middle as everyone's last card (each player turns it in his own
time). The report's hand tables use every player's full pile, as everything is turned at the end."""


@lru_cache(maxsize=1)
def total_counts():
    """Exact number of seven-card hands with each high total and each low total."""
    import numpy as np

    values = []
    for r in range(13):
        for s in range(4):
            black = s in (0, 3)
            hi = 0 if not black else (11 if r == 12 else min(r + 2, 10))
            lo = 0 if not black else (1 if r == 12 else min(r + 2, 10))
            values.append((hi, lo))
    out = []
    for which in range(2):
        ways = np.zeros((8, TOTALS), dtype=object)
        ways[0, 0] = 1
        for v in values:
            x = v[which]
            for n in range(7, 0, -1):
                ways[n, x:] = ways[n, x:] + ways[n - 1, :TOTALS - x]
        out.append(ways[7])
    assert sum(out[0]) == comb(52, 7) == sum(out[1])
    return out


@lru_cache(maxsize=8)
def declare_table(policy):
    """The side the declare policy takes for every (high total, low total): 1 high, 0 low. The
    likelier side compares P(X <= h) with P(Y >= l) for a random hand's totals X, Y; both have
    the same denominator, and the (players - 1)-th powers keep the order, so counts suffice."""
    import numpy as np

    high, low = total_counts()
    at_most = np.cumsum(high)                # hands whose high total is <= h
    at_least = np.cumsum(low[::-1])[::-1]    # hands whose low total is >= l
    likelier = (at_most[:, None] >= at_least[None, :]).astype(np.int64)
    return {"likelier": likelier, "high": np.ones_like(likelier), "low": np.zeros_like(likelier)}[policy]


def _colored_plan(options, policies, players):
    import numpy as np

    from kernels.games import stud_score as ks

    twist = options["twist"]
    deck = make_deck()
    script = np.array(SEVEN_STUD, dtype=np.int64)
    rules = stud_rules(policy=0 if policies["twist"] == "improve" else 1)
    rules[k.R_TWIST] = 1 if twist else 0
    declare = declare_table(policies["declare"])
    check_deal(deck, players, k.MAX_SEATS, rules, k.R_SIZE, script, STREETS, k.MAX_HAND)

    def decode(counts, trials):
        c = named_counts(counts, ks.OFFSETS)
        seats = trials * players
        tables = {
            "seat_win": shares_table(c["seat_win"][:players], trials, k.SHARE_UNITS),
            "declare": proportion_table(c["declares"], seats, ("high", "low")),
            "tie": {"high": single(int(c["half_tie"][0]), trials),
                    "low": single(int(c["half_tie"][1]), trials),
                    "scoop": single(int(c["scoop"][0]), trials)},
            "high_winning_total": histogram_table(c["high_win_total"], trials, TOTALS - 1),
            "low_winning_total": histogram_table(c["low_win_total"], trials, TOTALS - 1),
            "events": {
                "scoop": single(int(c["scoop"][0]), trials),
                "nobody_high": single(int(c["no_side"][0]), trials),
                "nobody_low": single(int(c["no_side"][1]), trials),
                "high_winning_total": histogram_mean(c["high_win_total"], trials - int(c["no_side"][0])),
                "low_winning_total": histogram_mean(c["low_win_total"], trials - int(c["no_side"][1])),
            },
        }
        if twist:
            tables["events"]["twists"] = histogram_mean(c["twists"], trials)
        return tables

    describe = {"streets": "d d u u u u d" + (", twist" if twist else ""), "players": players}
    return kernel_plan(ks.run_colored_blocks, deck, players, rules, (script, declare), decode,
                       describe, ks.OFFSETS, inputs=dict(declare=declare, script=script,
                                                         seats=players))


def _blind_plan(options, policies, players):
    from kernels.games import stud_score as ks

    innings = options["innings"]
    wild = parse_rank_list(options["wild"], "wild")
    rules = stud_rules(extra_ranks=(1 << RANK_CHARS.index("4")) if options["four_extra"] else 0)
    rules[k.R_INNINGS] = innings

    def events(tables, c, trials, players):
        seats = trials * players
        tables["turned"] = histogram_table(c["turned"], seats, k.MAX_HAND)
        tables["turns"] = histogram_table(c["turns"], seats, k.MAX_HAND)
        tables["events"]["turned"] = histogram_mean(c["turned"], seats)
        tables["events"]["turns"] = histogram_mean(c["turns"], seats)
        # one player wins every pot (equal is not a beat), and every other is knocked out: a
        # share of (n - 1) / n; both fixed by the rules
        tables["tie"]["split"] = exact_share(int(c["tie"][0]), 0.0)
        tables["events"]["knocked_out"] = exact_share(int(c["out"][0]), (players - 1) / players)
        if options["four_extra"]:
            tables["extra_cards"] = histogram_table(c["extra_cards"], seats, 4)
            tables["events"]["extra_cards"] = histogram_mean(c["extra_cards"], seats)

    # the wild ranks never move; the deck runs short only when every pile cannot be dealt: with
    # nine innings and six players it is always one card short (then always shared)
    shared = 1.0 if innings * players > 52 else None if options["four_extra"] else 0.0
    return stud_plan(players, (k.DOWN,) * innings, rules, None,
                     {"deal": f"{innings} face down each, unseen"}, events, fixed_wild=wild,
                     runner=ks.run_blind_blocks, extra_limit=8, rounds=0,
                     fixed=RulesFix(wild_held=not wild, wild_changes=True, shared_card=shared))


register(GameSpec(
    id="colored-poker", name="Colored Poker", family="stud",
    source="002_e9e3ddad0967e445.txt",
    summary="Seven-card stud scored by black-card blackjack points; declare high or low.",
    rules=COLORED_RULES,
    options=(Option("twist", False, "after the last card each player may swap one card"),),
    decisions=(Decision("declare", "high or low", {"likelier": "the side the total more likely wins",
                                                     "high": "always high", "low": "always low"}),
               Decision("twist", "which card to swap (twist option)",
                        {"improve": "swap a card that hurts the likelier side", "never": "never swap"})),
    metrics=("declare", "scoop", "high_winning_total", "low_winning_total"),
    plan=_colored_plan, players=(2, 7), default_players=7, scored="points", split_pot=True,
    headline=("seat_win", "high_winning_total", "low_winning_total"),
    players_reason="seven cards each from one 52-card deck",
    player_limits=lambda o: (2, 6, "seven cards and a twist card each from 52 cards") if o["twist"]
    else (2, 7, "seven cards each from one 52-card deck"),
    advisers={"declare": adviser("declare_advise", "colored"),
              "twist": adviser("stud_choice_advise", "colored_twist")},
))

register(GameSpec(
    id="blind-baseball", name="Blind Baseball", family="stud",
    table_notes={"hand_category": "Every player's full pile of cards, players pooled.",
                 "turned": "Cards each player turns in a deal, players pooled.",
                 "turns": "Turns each player takes in a deal, players pooled."},
    odds=OddsCards(deal="stud", own_deal=True, streets=None),  # every card down before any is turned
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Unseen cards turned one at a time until they beat the best hand showing.",
    rules=BLIND_RULES,
    options=(Option("innings", 7, "cards dealt to each player (7 or 9)", kind=int, choices=(7, 9)),
             Option("wild", "none", "wild ranks, e.g. 3,9 (baseball style)", kind=str),
             Option("four_extra", False, "a turned 4 earns an extra face-down card")),
    metrics=("turned", "turns", "knocked_out", "seat_win"),
    plan=_blind_plan, players=(2, 7), default_players=7,
    players_reason="seven cards each from one 52-card deck (nine innings: six players)",
    player_limits=lambda o: (2, 6, "nine innings: eight cards each and a shared ninth from 52 cards")
    if o["innings"] == 9 else (2, 7, "seven cards each from one 52-card deck"),
))
