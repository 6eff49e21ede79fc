"""The trading draw games: Italian Poker, Whiskey Poker and Trees (kernels/games/trade.py). Cards change
hands between the players and a face-up middle, or between players, instead of coming from the
stock; five-card high hands, nothing wild."""

from kernels.drivers import draw_layout as kd
from kernels.games import trade_layout as kt
from kernels.core.categories import (CAT_QUADS, CAT_SHIFT, CAT_STRAIGHT, CAT_TRIPS, CAT_TWO_PAIR,
                               CATEGORY_NAMES, STANDARD_CATEGORIES)

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, histogram_table, proportion_table, shares_table, single
from ..spec.game_spec import adviser, Decision, OddsCards, Option, GameSpec, register
from .draw import DRAW_POLICIES


def _trade_plan(runner, rules, players, extra, describe):
    """A plan for one of kernels/games/trade.py's runners (its name): the five-card tables every
    trading game reports, and ``extra(tables, c, trials)`` for the game's own."""
    import numpy as np

    from kernels.games import trade
    from kernels.core.cards import make_deck

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables
    from .stud import wild_rank_tables

    run = getattr(trade, runner)
    deck = make_deck()
    check_deal(deck, players, kt.MAX_SEATS, rules, kt.R_SIZE)
    ctw = np.ascontiguousarray(wild_rank_tables(0)[0][:1])
    offs, nonflush, flush = hash_tables()

    def decode(counts, trials):
        c = named_counts(counts, kt.OFFSETS)
        seats = trials * players
        idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]
        improved = {}
        for name in STANDARD_CATEGORIES:
            i = CATEGORY_NAMES.index(name)
            held = int(c["before_category"][i])
            if held and i < CATEGORY_NAMES.index("straight-flush"):
                improved[name] = single(int(c["improved"][i]), held)
        tables = {
            "winner_category": proportion_table(c["winner_category"][idx], trials, STANDARD_CATEGORIES),
            "hand_category": proportion_table(c["hand_category"][idx], seats, STANDARD_CATEGORIES),
            "before_category": proportion_table(c["before_category"][idx], seats, STANDARD_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, kt.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "improved": improved,
            "volatility": {"full:1": single(int(c["leader_full_wins"][0]), trials),
                           "lead_changes": histogram_mean(c["lead_changes"], trials)},
            "events": {"improved": single(int(c["improved"].sum()), seats)},
        }
        extra(tables, c, trials)
        return tables

    describe = dict(describe, players=players, volatility_every=1, wild="none")
    return kernel_plan(run, deck, players, rules, (ctw, offs, nonflush, flush), decode, describe,
                       kt.OFFSETS, inputs=dict(ctw=ctw))


def _rules(**slots):
    import numpy as np

    rules = np.zeros(kt.R_SIZE, dtype=np.int64)
    for name, value in slots.items():
        rules[kt.RULE_SLOTS[name]] = value
    return rules


VOLATILITY = """\
Volatility is measured on every deal: whether the best hand on the cards dealt wins (full:1), and
how often the lead changes. The report also gives each hand's category as dealt and how often it
improves."""

# --- Italian Poker ---------------------------------------------------------------------------

EXCHANGE_POLICIES = {
    "standard": ("of standing pat, giving one card for the marked card, and giving two for both, "
                 "the choice that makes the best hand (he sees both cards; of equal hands, pat "
                 "first, then one card, then two, each by the places of the cards given)"),
    "one": "as standard, choosing between pat and one card only",
    "pat": "never exchange",
}
EXCHANGE_CODES = {"standard": kt.EXCHANGE_STANDARD, "one": kt.EXCHANGE_ONE, "pat": kt.EXCHANGE_PAT}

ITALIAN_RULES = """\
Five cards each, face down, for 2 to 7 players with one 52-card deck, nothing wild. Two cards are
turned face up in the middle; the first turned is marked. Then each player once, in turn from the
dealer's left, may exchange: giving two of his cards (out of play) he takes both middle cards, and
two new cards are turned, the first marked; giving one, he takes the marked card, the other card
becomes the marked one and a new card is turned beside it; or he stands pat. Nobody folds; the
best five-card hand takes the pot, equal hands split it.

The exchange policies: standard (the default) {standard}; one: {one}; pat: {pat}.

""".format(**EXCHANGE_POLICIES) + VOLATILITY + " And how often a player stands pat, takes one card or two."


def _italian_plan(options, policies, players):
    def extra(tables, c, trials):
        seats = trials * players
        tables["choice"] = proportion_table(c["choice"][:3], seats, ("pat", "one", "two"))
        tables["events"]["cards_taken"] = histogram_mean(c["choice"][:3], seats)

    rules = _rules(trade_policy=EXCHANGE_CODES[policies["exchange"]])
    return _trade_plan("run_italian_blocks", rules, players, extra,
                       {"deal": "5 down; 2 up in the middle, one exchange each"})


register(GameSpec(
    id="italian-poker", name="Italian Poker", family="draw",
    odds=OddsCards(deal="draw", hole=5),
    source="001_7522cdb2beee5b55.txt (Draw Games)",
    summary="Five cards each; one exchange each with two face-up middle cards (two for both, one "
            "for the marked card).",
    rules=ITALIAN_RULES,
    decisions=(Decision("exchange", "stand pat, or give one card or two for the middle cards",
                        EXCHANGE_POLICIES),),
    metrics=("winner_category", "hand_category", "before_category", "improved", "choice",
             "volatility"),
    plan=_italian_plan, players=(2, 7), default_players=6,
    players_reason="five cards each, two in the middle and up to two turned a player",
    advisers={"exchange": adviser("exchange_advise", "exchange_advice")},
))

# --- Whiskey Poker ---------------------------------------------------------------------------

SWAP_POLICIES = {
    "standard": "take the kitty (unseen) when the hand is high card, no pair",
    "never": "never take the kitty",
}
SWAP_CODES = {"standard": kt.SWAP_STANDARD, "never": kt.SWAP_NEVER}
PLAY_POLICIES = {
    "standard": ("knock, rather than exchange, on the first turn the hand is a straight or "
                 "better at up to five players, four of a kind or better at six or more (every "
                 "other player exchanges once more after a knock; docs/policies.md gives the "
                 "sweep behind the levels)"),
    "early": "as standard, but knock with three of a kind or better",
    "greedy": ("exchange while any exchange betters the hand, even by a kicker; knock with three "
               "of a kind or better only when none does"),
    "greedy_early": "as greedy, but knock with two pair or better",
}
KNOCK_LEVELS = {"standard": CAT_STRAIGHT, "early": CAT_TRIPS, "greedy": CAT_TRIPS,
                "greedy_early": CAT_TWO_PAIR}
# the standard policy's level from this many players: at a larger table a seat gains by letting
# the others knock first, since each of them exchanges once more after the knock
STANDARD_WAIT_FROM = 6


def knock_level(play, players):
    """The knock category of the play policy at a table of ``players``."""
    if play == "standard" and players >= STANDARD_WAIT_FROM:
        return CAT_QUADS
    return KNOCK_LEVELS[play]
KNOCK_RULES = {"standard": kt.KNOCK_AT_LEVEL, "early": kt.KNOCK_AT_LEVEL,
               "greedy": kt.KNOCK_WHEN_NO_GAIN, "greedy_early": kt.KNOCK_WHEN_NO_GAIN}

WHISKEY_RULES = """\
Five cards each, face down, for 2 to 9 players with one 52-card deck, nothing wild, and five more
dealt as a kitty (dealt as one more player after the last). In turn from the dealer's left, each
player may take the kitty unseen in place of his hand (the swap policy decides); the first who
does puts his old hand face up in the middle, and nobody else may. If nobody takes it, the kitty
is turned face up as the middle.

Then, in turn round the table from the left of the player who took the kitty (from the dealer's
left if nobody did), each player on his turn exchanges with the middle, passes or knocks. Here
every player plays the same way. If nobody has knocked and his hand is at the knock level of the
play policy, he knocks rather than exchange (under the greedy policies only when no exchange
betters his hand). Else, of the 25 exchanges of one of his cards for one in the middle and the
exchange of all five (in that order; the first of equal hands), he makes the one that makes his
best hand if it beats the hand he holds (the card he gives takes the place of the one he takes,
so the middle always has five); else, if he passed on his last turn (nobody may pass twice in a
row before the knock), he makes that best exchange anyway; else he passes. After a knock, every
other player has one more turn, then the showdown. A house limit the source does not need: if
nobody has knocked when every player has had ten turns, the showdown comes there. Nobody folds;
the best hand takes the pot, equal hands split it. The hero_knock option gives seat 0 its own
knock level (under its policy's rule) while the others follow the policy.

Swap policies (--policy swap=NAME):
- standard (the default): {standard}
- never: {never}
Play policies (--policy play=NAME):
- standard (the default): {pstandard}
- early: {pearly}
- greedy: {pgreedy}
- greedy_early: {pgreedy_early}

""".format(**SWAP_POLICIES, **{"p" + k: v for k, v in PLAY_POLICIES.items()}) + \
    VOLATILITY + (" And who takes the kitty,\nthe turn (each player's first, second, ...) on "
                  "which the knock comes, the cards a player takes\nfrom the middle in a deal, "
                  "and a sweep of seat 0's share of the pot by its own knock level.")


def _whiskey_plan(options, policies, players):
    def extra(tables, c, trials):
        seats = trials * players
        taken = c["kitty"][:players + 1]
        tables["kitty"] = proportion_table(taken, trials, ("nobody",) + tuple(
            f"seat {p}" for p in range(players)))
        laps = c["rounds"]
        tables["knock_turn"] = proportion_table(
            list(laps[1:kt.MAX_LAPS + 1]) + [laps[0]], trials,
            tuple(str(t) for t in range(1, kt.MAX_LAPS + 1)) + ("no knock",))
        knocked = trials - int(laps[0])
        on_turn = laps[:kt.MAX_LAPS + 1].copy()
        on_turn[0] = 0  # the mean turn of the knock, over the deals with one
        tables["exchanged"] = histogram_table(c["exchanged"], seats, 31)
        tables["events"].update({
            "kitty_taken": single(trials - int(taken[0]), trials),
            "no_knock": single(int(laps[0]), trials),
            "knock_turn": histogram_mean(on_turn, knocked),
            "cards_taken": histogram_mean(c["exchanged"], seats),
        })

    hero = options.get("hero_knock", 0)
    rules = _rules(knock_min=knock_level(policies["play"], players) << CAT_SHIFT,
                   knock_rule=KNOCK_RULES[policies["play"]],
                   hero_knock_min=(CATEGORY_NAMES.index(STANDARD_CATEGORIES[hero]) << CAT_SHIFT
                                   if hero else 0),
                   swap_policy=SWAP_CODES[policies["swap"]])
    return _trade_plan("run_whiskey_blocks", rules, players, extra,
                       {"deal": "5 down and a 5-card kitty; exchanges with the middle until a knock"})


def _whiskey_report(result, run_dir, plots=True):
    from ..studies.option_sweep import Sweep, report_section

    sweep = Sweep(
        name="hero_knock_sweep", option="hero_knock", values=tuple(range(2, 8)),
        measure=lambda t: t["seat_win"]["0"], measure_label="seat 0's share of the pot",
        option_label="seat 0 knocks from this hand: 2 two pair, 3 trips, 4 straight, 5 flush, "
                     "6 full house, 7 quads",
        text="Seat 0 (left of the dealer) knocks from the hand shown, under the run's play "
             "policy's knock rule; every other seat follows the run's play policy.")
    return report_section(sweep, result, run_dir, plots)


register(GameSpec(
    id="whiskey-poker", name="Whiskey Poker", family="draw",
    odds=OddsCards(deal="draw", hole=5, kitty=True),
    source="001_7522cdb2beee5b55.txt (Draw Games)",
    summary="Five cards each and a kitty; exchange with the face-up middle round the table until "
            "someone knocks.",
    rules=WHISKEY_RULES,
    options=(Option("hero_knock", 0, "seat 0's own knock level, under the play policy's knock "
                    "rule: 1 one pair, 2 two pair, 3 three of a kind, 4 a straight, 5 a flush, "
                    "6 a full house, 7 four of a kind, 8 a straight flush (0: the play policy's)",
                    kind=int, low=0, high=8),),
    decisions=(Decision("swap", "whether to take the kitty, unseen", SWAP_POLICIES),
               Decision("play", "exchange, pass or knock: the knock level", PLAY_POLICIES)),
    metrics=("kitty", "knock_turn", "exchanged", "winner_category", "hand_category", "improved",
             "volatility"),
    plan=_whiskey_plan, players=(2, 9), default_players=6, report_extra=_whiskey_report,
    players_reason="five cards each and a five-card kitty from 52 cards",
    advisers={"swap": adviser("exchange_advise", "whiskey_kitty"),
              "play": adviser("exchange_advise", "whiskey_play")},
))

# --- Trees -----------------------------------------------------------------------------------

TRADE_POLICIES = {
    "standard": "offer the cards five-card draw's standard policy would throw away",
    "kicker": "offer the cards five-card draw's kicker policy would throw away",
    "pat": "never trade",
}
TRADE_CODES = {"standard": kd.DRAW_STANDARD, "kicker": kd.DRAW_KICKER, "pat": kd.DRAW_PAT}

TREES_RULES = """\
Five cards each, face down, for 2 to 10 players with one 52-card deck, nothing wild; no card is
dealt after that. The players trade cards among themselves, always as many as they get. Here the
trading goes in rounds: at the start of each, every player names his trash, the cards his trade
policy offers, and so how many he wants to trade. Then, for four cards, three, two and one in turn,
the players wanting that many pair off in seat order from the dealer's left: each player not yet
paired in the round trades with the next one wanting as many who is not yet paired and with whom
he has not traded before in the deal (each knows what the other threw). A pair swap their trash
face down, each putting the cards he gets beside the cards he kept. The rounds go on until one
passes without a trade. Nobody folds; the best five-card hand takes the pot, equal hands split it.

Five-card draw's policies ({standard_draw}; kicker: the same, keeping an ace kicker with a pair
below aces) name the trash. The trade policies: standard (the default) {standard}; kicker:
{kicker}; pat: {pat}.

""".format(standard_draw=DRAW_POLICIES["standard"], **TRADE_POLICIES) + VOLATILITY + (
    " And the trades per deal (pairs that traded), the rounds with a trade, and the cards a player "
    "gets in a deal.")


def _trees_plan(options, policies, players):
    def extra(tables, c, trials):
        seats = trials * players
        tables["trades"] = histogram_table(c["trades"], trials, players * (players - 1) // 2)
        tables["exchanged"] = histogram_table(c["exchanged"], seats, 31)
        tables["events"].update({
            "trades": histogram_mean(c["trades"], trials),
            "rounds": histogram_mean(c["rounds"], trials),
            "no_trade": single(int(c["trades"][0]), trials),
            "cards_taken": histogram_mean(c["exchanged"], seats),
        })

    rules = _rules(trade_policy=TRADE_CODES[policies["trade"]])
    return _trade_plan("run_trees_blocks", rules, players, extra,
                       {"deal": "5 down; trades between pairs of players until nobody trades"})


register(GameSpec(
    id="trees", name="Trees", family="draw",
    odds=OddsCards(deal="draw", hole=5),
    source="001_7522cdb2beee5b55.txt (Draw Games)",
    summary="Five cards each; players swap equal numbers of cards in pairs until nobody trades.",
    rules=TREES_RULES,
    decisions=(Decision("trade", "which cards to offer in trade", TRADE_POLICIES),),
    metrics=("trades", "exchanged", "winner_category", "hand_category", "improved", "volatility"),
    plan=_trees_plan, players=(2, 10), default_players=6,
    players_reason="five cards each from 52 cards; no stock is needed",
    advisers={"trade": adviser("exchange_advise", "trees_trade")},
))
