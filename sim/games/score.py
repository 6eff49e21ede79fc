"""The games scored by something other than a poker hand: In Between (kernels/in_between.py)."""

from kernels import in_between_layout as ki

from ..plan import Plan, named_counts
from ..tables import histogram_mean, proportion_table, shares_table, single
from ..variants import Decision, Option, Variant, register

BET_POLICIES = {
    "standard": ("bet the limit when the bet is worth making: 7 or more ranks between the posts "
                 "(28 of the 50 unseen cards win), 8 or more with post_pays_double; else the "
                 "minimum"),
    "minimum": "always bet the minimum",
    "bold": "bet the limit from 6 ranks between the posts (24 of 50 cards win), else the minimum",
}


def bet_from(policy, post_pays_double=False, override=0):
    """The spread from which a turn bets the limit: the ``bet_from`` option when set, else the
    bet policy's (the standard one from the first spread whose bet is worth making)."""
    if override:
        return override
    return {"standard": 8 if post_pays_double else 7, "bold": 6, "minimum": ki.NEVER_BET}[policy]

ACE_POLICIES = {
    "standard": ("an ace as the first post is called low; as the second post, whichever leaves "
                 "more ranks between the posts"),
    "high": "an ace as the first post is called high; as the second, as the standard",
}
ACE_CODES = {"standard": ki.ACE_LOW, "high": ki.ACE_HIGH}
SPREAD_KEYS = ("pair",) + tuple(str(s) for s in range(13))

IN_BETWEEN_RULES = """\
In Between (also called Acey-Deucey) for 2 to 10 players with one 52-card deck. Each player antes
{ante} chips into the pot. The players take turns round the table from the dealer's left: two
cards, the posts, are turned up, the player bets on the next card, and the third card is turned
up. It wins the bet from the pot when its rank lies strictly between the posts'; it loses the
bet into the pot when it is outside them or equal to a post (with post_pays_double=true a card
equal to a post costs twice the bet). The turn's three cards are then buried, and the next
player takes a turn. When the deck runs out, the buried cards are shuffled to make a new one
(the cards on the table stay out). The game ends when the pot is empty, or, a rule this
simulator adds, after {max_turns} turns, when the pot is left unwon.

Bets are whole chips: at least {min_bet}, at most half the pot during the first round and the
whole pot after it, and at most {max_bet} (a table limit this simulator adds: a pot doubled by
lost bets would grow without end); the minimum is always allowed. Every turn bets: there is no
passing. An ace is high or low as the player calls it: a first-post ace before the second card
is seen, a second-post ace before the bet (fixed_aces=true takes the choice away: a first-post
ace is low, a second-post ace high). A third-card ace is never between: it is equal to an ace
post, else outside.

Bet policies (--policy bet=NAME):
- standard (the default): {standard}
- minimum: {minimum}
- bold: {bold}
The option bet_from=N sets the spread from which every player bets the limit, in place of the
policy. Ace policies (--policy ace=NAME):
- standard (the default): {ace_standard}
- high: {ace_high}

The report gives, for every turn whether or not its player bet big, P(the third card falls
strictly between) by spread (the ranks strictly between the posts: 0 to 11, 12 for a low and a
high ace, or a pair), the mean chips a turn wins for its player (the betting policy's value),
each seat's mean result over a game (its winnings less its ante) and how often it ends the game
best off (seat_win; equal best results share), the game's length in turns, and how often the
cap ends a game; and a sweep of bet_from (4 to 10): what a turn wins at each. With s ranks
between the posts the third card falls between with probability 4s/50 on any one turn; over
whole games the table comes out a little lower under a policy that can empty the pot, since
which turns get played depends on the cards already gone (betting the minimum, every game runs
to the cap and the table is 4s/50).""".format(
    ante=ki.ANTE, min_bet=ki.MIN_BET, max_bet=ki.MAX_BET, max_turns=ki.MAX_TURNS, ace_standard=ACE_POLICIES["standard"],
    ace_high=ACE_POLICIES["high"], **BET_POLICIES)


def _in_between_plan(options, policies, players):
    import numpy as np

    from kernels.cards import make_deck
    from kernels.in_between import run_in_between_blocks

    from ..checks import check_orders
    from ..stats import mean_ci
    from ..threads import map_blocks

    deck = make_deck()
    rules = np.zeros(ki.R_SIZE, dtype=np.int64)
    rules[ki.R_POST_PAYS_DOUBLE] = options.get("post_pays_double", False)
    rules[ki.R_FIXED_ACES] = options.get("fixed_aces", False)
    rules[ki.R_MAX_TURNS] = ki.MAX_TURNS
    rules[ki.R_BET_FROM] = bet_from(policies["bet"], options.get("post_pays_double", False),
                                    options.get("bet_from", 0))
    rules[ki.R_ACE_POLICY] = ACE_CODES[policies["ace"]]
    no_orders = np.zeros((0, 0), dtype=np.int8)

    def run_blocks(keys, first_deal, block_size, n_trials):
        return map_blocks(run_in_between_blocks, (deck, players, rules), keys, first_deal,
                          block_size, n_trials, (no_orders,))

    def replay(orders):
        """Counts per replayed game: a row of 52 * k cards, the stock then each reshuffle's order."""
        orders = np.ascontiguousarray(orders, dtype=np.int8)
        if orders.ndim != 2 or orders.shape[1] % 52:
            raise ValueError("a replayed game is a row of whole 52-card permutations")
        for k in range(orders.shape[1] // 52):
            check_orders(np.ascontiguousarray(orders[:, 52 * k:52 * (k + 1)]), deck)
        return run_in_between_blocks(deck, players, rules, np.zeros(len(orders), dtype=np.uint64),
                                     1, 0, len(orders), orders)

    def decode(counts, trials):
        c = named_counts(counts, ki.OFFSETS)
        turns = int(c["turns"][0])
        by_spread = c["spread_turns"]
        between = {}
        for i, key in enumerate(SPREAD_KEYS):
            n = int(by_spread[i])  # a spread no turn had: nothing known, every p possible
            between[key] = (single(int(c["spread_between"][i]), n) if n else
                            {"count": 0, "p": 0.0, "ci": [0.0, 1.0]})
        between["all"] = single(int(c["outcome"][ki.OUT_BETWEEN]), turns)
        net, ci = mean_ci(float(c["won"][0] - c["lost"][0]), float(c["net_sq"][0]), turns)
        seat = {}
        for p in range(players):
            # a seat's result is its winnings less its ante: shift the sums by the ante
            s = float(c["seat_up"][p] - c["seat_down"][p])
            sq = float(c["seat_net_sq"][p])
            mean, (lo, hi) = mean_ci(s, sq, trials)
            seat[str(p)] = {"mean": mean - ki.ANTE, "ci": [lo - ki.ANTE, hi - ki.ANTE]}
        return {
            "between": between,
            "spread": proportion_table(by_spread, turns, SPREAD_KEYS),
            "outcome": proportion_table(c["outcome"], turns, ("between", "post", "outside")),
            "seat_result": seat,
            "events": {
                "chips_per_turn": {"mean": net, "ci": [ci[0], ci[1]]},
                "game_length": histogram_mean(c["length"], trials),
                "capped": single(trials - int(c["finished"][0]), trials),
            },
            "seat_win": shares_table(c["seat_win"][:players], trials, ki.SHARE_UNITS),
            "tie": {"best_result_shared": single(int(c["tie"][0]), trials)},
        }

    describe = {"deal": "per turn: two posts up, a bet, a third card up", "players": players,
                "ante": ki.ANTE, "min_bet": ki.MIN_BET, "max_bet": ki.MAX_BET,
                "max_turns": ki.MAX_TURNS,
                "trial": "one game, until the pot is empty", "wild": "none"}
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=ki.N_COUNTERS, describe=describe,
                inputs=dict(rules=rules, deck=deck), replay=replay, layout=ki.OFFSETS)


def _in_between_report(result, run_dir, plots=True):
    from ..in_between_sweep import report_section

    return report_section(result, run_dir, plots)


register(Variant(
    id="in-between", name="In Between", family="score",
    source="002_e9e3ddad0967e445.txt (In Between (Acey-Duecey))",
    summary="Two posts up; bet that the third card falls strictly between them; until the pot is empty.",
    rules=IN_BETWEEN_RULES,
    options=(Option("post_pays_double", False, "a third card equal to a post costs twice the bet"),
             Option("fixed_aces", False, "a first-post ace is low and a second-post ace high"),
             Option("bet_from", 0, "every player bets the limit from this many ranks between the "
                    "posts, the minimum below (0: as the bet policy says)", kind=int, low=0,
                    high=13)),
    decisions=(Decision("bet", "how much to bet on the third card", BET_POLICIES),
               Decision("ace", "how to call an ace post", ACE_POLICIES)),
    metrics=("between", "spread", "outcome", "seat_result", "chips_per_turn", "game_length",
             "capped"),
    plan=_in_between_plan, players=(2, 10), default_players=6, scored="points",
    report_extra=_in_between_report,
    players_reason="the limit of this simulator's counters; the rules set none",
))
