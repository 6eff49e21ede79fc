"""The games scored by something other than a poker hand: In Between (kernels/games/in_between.py),
Screw Your Neighbor (kernels/games/screw_your_neighbor.py) and 333 (kernels/games/three_three_three.py)."""

from kernels.games import in_between_layout as ki
from kernels.games import screw_your_neighbor_layout as kn
from kernels.games import three_three_three_layout as k3

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, never, proportion_table, shares_table, single
from ..spec.game_spec import Decision, Option, GameSpec, adviser, register

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

    from kernels.core.cards import make_deck
    from kernels.games.in_between import run_in_between_blocks

    from ..report.stats import mean_ci

    deck = make_deck()
    rules = np.zeros(ki.R_SIZE, dtype=np.int64)
    rules[ki.R_POST_PAYS_DOUBLE] = options.get("post_pays_double", False)
    rules[ki.R_FIXED_ACES] = options.get("fixed_aces", False)
    rules[ki.R_MAX_TURNS] = ki.MAX_TURNS
    rules[ki.R_BET_FROM] = bet_from(policies["bet"], options.get("post_pays_double", False),
                                    options.get("bet_from", 0))
    rules[ki.R_ACE_POLICY] = ACE_CODES[policies["ace"]]

    def decode(counts, trials):
        c = named_counts(counts, ki.OFFSETS)
        turns = int(c["turns"][0])
        by_spread = c["spread_turns"]
        between = {}
        for i, key in enumerate(SPREAD_KEYS):
            n = int(by_spread[i])  # a spread no turn had: nothing to count
            hit = int(c["spread_between"][i])
            # posts that pair or touch leave no rank between them: no third card falls between
            between[key] = never(hit) if key in ("pair", "0") else single(hit, n)
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
    # a replayed game is a row of permutations: the stock, then each reshuffle's order
    return kernel_plan(run_in_between_blocks, deck, players, rules, (), decode, describe,
                       ki.OFFSETS, streams=True)


def _in_between_report(result, run_dir, plots=True):
    from ..studies.option_sweep import Sweep, report_section

    sweep = Sweep(
        name="bet_from_sweep", option="bet_from", values=(4, 5, 6, 7, 8, 9, 10),
        measure=lambda t: t["events"]["chips_per_turn"], measure_label="chips a turn wins",
        option_label="bet the limit from this many ranks between the posts (the minimum below)",
        text="Every player bets the limit from the spread shown and the minimum below it. A "
             "turn's value counts every turn, so a threshold that empties the pot sooner plays "
             "fewer, larger turns.")
    return report_section(sweep, result, run_dir, plots)


register(GameSpec(
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
    report_extra=_in_between_report, trial_unit="game",
    advisers={"bet": adviser("in_between_advise", "bet_advice"),
              "ace": adviser("in_between_advise", "ace_advice")},
    headline=("seat_win", "seat_result", "between"),
    table_notes={
        "between": "P(the third card falls strictly between the posts) by spread, over the turns "
                   "with that spread (the spread: ranks strictly between the posts; `pair`: the "
                   "posts pair); `all`: over every turn. A pair or a spread of 0 leaves no card "
                   "between, so those rows are left out.",
        "spread": "The spread of the posts (ranks strictly between them), over every turn.",
        "outcome": "Where each turn's third card falls: between the posts, on a post, or outside.",
        "seat_result": "Each seat's mean result over a game, in chips: its winnings less its ante.",
        "seat_win": "How often each seat ends the game best off (seat 0 sits left of the first "
                    "dealer); seats sharing the best result share the game.",
        "tie": "`best_result_shared`: games in which two or more seats end with the best result.",
    },
    players_reason="the limit of this simulator's counters; the rules set none",
))


NEIGHBOR_POLICIES = {
    "standard": ("swap (the dealer: cut) a 6 or higher with two or three players still in, a 7 "
                 "or higher with four or five, an 8 or higher with six or seven, a 9 or higher "
                 "with eight or more; chasing the ace, a 6 or lower"),
    "cautious": "swap (cut) an 8 or higher; chasing the ace, a 6 or lower (the default before)",
    "never": "always keep the card",
    "eager": "swap (cut) a 6 or higher; chasing the ace, an 8 or lower",
}


def _standard_mark(n):
    """The standard policy's mark with n players still in: one step higher for every two more
    players, since the more cards are out the likelier one beats a middling card."""
    return min(9, 5 + n // 2)


# policy -> (base game, chase the ace): the mark, or the mark for each count of players still in
NEIGHBOR_FROM = {"standard": (_standard_mark, 6), "cautious": (8, 6), "never": (99, 0),
                 "eager": (6, 8)}


NEIGHBOR_RULES = """\
Screw Your Neighbor for 2 to 10 players with one 52-card deck, shuffled afresh every round. Each
player starts with {lives} lives (three stacks of chips; the pot goes to the last player with a
life). Aces are low (1), jacks 11, queens 12, and kings are special. A round: one card face down
to each player still in, from the dealer's left round to the dealer. If anyone is dealt a king he
shows it at once and nobody trades. Otherwise each player in turn from the dealer's left keeps
his card or swaps it with the player on his left, who must accept; the dealer, last, keeps his
card or cuts the deck for a new one (it may be a king). Then all cards are shown, and whoever
holds the highest card, kings not counting, loses a life (equal highest cards all lose one). A
player with no lives left is out, and the deal passes to the next player still in on the left.
The last player with a life wins; if the last players all lose their last life in the same round,
nobody wins and the pot carries over (as it does, a rule this simulator adds, after {max_rounds}
rounds).

With chase_the_ace=true the lowest card loses instead (kings count 13, the highest). No king is
shown at the deal: a player holding one shows it only when the player on his right tries to swap
with him, keeps it, and the swap does not happen. The dealer keeps his card or takes the deck's
top card.

Swap policies (--policy swap=NAME; the dealer's cut follows the same rule):
- standard (the default): {standard}
- cautious: {cautious}
- never: {never}
- eager: {eager}
The option hero_swap_from=N makes seat 0 (the first dealer's left) swap a card of value N or
worse (N or higher; N or lower chasing the ace) while the others follow the policy: the report's
sweep moves it from 3 to 11 and shows seat 0's chance to win.

The report gives each seat's chance to win (seat 0 sits left of the first dealer), how often the
pot carries over, the rounds a game lasts, the lives each seat loses, and per round how often a
king stops the trading, how many swaps are made and blocked, and how often the dealer cuts.""".format(
    lives=kn.LIVES, max_rounds=kn.MAX_ROUNDS, **NEIGHBOR_POLICIES)


def _neighbor_plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.screw_your_neighbor import run_neighbor_blocks

    deck = make_deck()
    chase = options.get("chase_the_ace", False)
    rules = np.zeros(kn.R_SIZE, dtype=np.int64)
    rules[kn.R_CHASE] = chase
    rules[kn.R_MAX_ROUNDS] = kn.MAX_ROUNDS
    mark = NEIGHBOR_FROM[policies["swap"]][int(chase)]
    for n in range(2, kn.MAX_SEATS + 1):
        rules[kn.R_SWAP_FROM + n] = mark(n) if callable(mark) else mark
    rules[kn.R_HERO_SWAP_FROM] = options.get("hero_swap_from", 0)

    def decode(counts, trials):
        c = named_counts(counts, kn.OFFSETS)
        rounds = int((np.arange(len(c["rounds"])) * c["rounds"]).sum())
        per_round = {"king_round": single(int(c["king_rounds"][0]), rounds),
                     "dealer_cuts": single(int(c["cuts"][0]), rounds),
                     "swaps": histogram_mean(c["swaps"], rounds)}
        if chase:
            del per_round["king_round"]
            per_round["blocked_swaps"] = histogram_mean(c["blocked"], rounds)
        lost = c["lives_lost"].reshape(kn.MAX_SEATS, kn.LIVES + 1)
        return {
            "seat_win": shares_table(c["seat_win"][:players], trials, kn.SHARE_UNITS),
            "tie": {"pot_carries": single(int(c["carried"][0]), trials)},
            "lives_lost": {str(p): histogram_mean(lost[p], trials) for p in range(players)},
            "per_round": per_round,
            "events": {
                "pot_carries": single(int(c["carried"][0]), trials),
                "capped": single(int(c["capped"][0]), trials),
                "rounds": histogram_mean(c["rounds"], trials),
            },
        }

    describe = {"deal": "one card a living player a round, a fresh shuffle each round",
                "players": players, "lives": kn.LIVES, "max_rounds": kn.MAX_ROUNDS,
                "trial": "one game, until one player has lives left", "wild": "none"}
    # a replayed game is a row of permutations, one a round
    return kernel_plan(run_neighbor_blocks, deck, players, rules, (), decode, describe,
                       kn.OFFSETS, streams=True)


def _neighbor_report(result, run_dir, plots=True):
    from ..studies.option_sweep import Sweep, report_section

    chase = result.meta["options"].get("chase_the_ace", False)
    sweep = Sweep(
        name="hero_swap_sweep", option="hero_swap_from", values=tuple(range(3, 12)),
        measure=lambda t: t["seat_win"]["0"], measure_label="P(seat 0 wins)",
        option_label=("seat 0 swaps a card of this value or " + ("lower" if chase else "higher")),
        text="Seat 0 (left of the first dealer) swaps, and cuts when it deals, from the value "
             "shown; every other seat follows the run's swap policy.")
    return report_section(sweep, result, run_dir, plots)


register(GameSpec(
    id="screw-your-neighbor", name="Screw Your Neighbor", family="elimination",
    aliases=('screw-your-neighbour',),
    source="002_e9e3ddad0967e445.txt (Fuck Your Neighbor)",
    summary="One card each, swap to the left or keep; the high card loses a life; last one in wins.",
    rules=NEIGHBOR_RULES,
    options=(Option("chase_the_ace", False, "the low card loses; a king blocks a swap"),
             Option("hero_swap_from", 0, "seat 0 swaps from this value on (0: as the policy)",
                    kind=int, low=0, high=12)),
    decisions=(Decision("swap", "keep the card or swap it to the left (the dealer: cut)",
                        NEIGHBOR_POLICIES),),
    metrics=("seat_win", "pot_carries", "rounds", "lives_lost", "per_round"),
    plan=_neighbor_plan, players=(2, 10), default_players=6, scored="points",
    advisers={"swap": adviser("neighbor_advise", "swap_advice")},
    report_extra=_neighbor_report, trial_unit="game", headline=("seat_win", "lives_lost"),
    table_notes={
        "seat_win": "How often each seat wins the game (seat 0 sits left of the first dealer).",
        "tie": "`pot_carries`: games whose pot carries over to the next game.",
        "lives_lost": "The mean lives each seat loses in a game.",
        "per_round": "Over every round of every game: `king_round`, a king stops the trading; "
                     "`dealer_cuts`, the dealer cuts the deck; `swaps` (a mean), swaps made; "
                     "`blocked_swaps` (a mean, chasing the ace), swaps a king blocks.",
    },
    players_reason="the limit of this simulator's counters (the rules allow 51)",
))


DECLARE_333 = {
    "standard": ("low when the hand's best low total is nearer 3 than its best high total is to "
                 "33, high when farther, low on a tie"),
    "high": "always high",
    "low": "always low",
}
DECLARE_333_CODES = {"standard": k3.DECLARE_NEARER, "high": k3.DECLARE_HIGH, "low": k3.DECLARE_LOW}

RULES_333 = """\
333 for 2 to 10 players with one 52-card deck, split high-low, nothing wild, no betting. Cards
count their blackjack values: 2 to 10 their pips, jacks, queens and kings 10, an ace 1 or 11
(each ace as suits the hand). Each player is dealt three cards face down; four cards go face down
in the middle with the rest of the deck beside them. Five cards are then turned up one at a
time, and each time every player holding cards of that rank throws them away. A turned card
whose rank has shown already is set aside and the next one is turned in its place (the middle's
four cards first, then the deck's), so five different ranks show. A player who throws away his
last card takes the whole pot at once, and the deal ends; two or more at the same turn split it
(with first_out_takes_all=true the first of them from the dealer's left takes it all).

Otherwise, after the five, each player declares high or low, all at once, and the hands are
shown: the high half goes to the high declarer whose total is closest to 33, the low half to the
low declarer closest to 3. Of two different totals equally close the lower wins; equal totals
share the half; if nobody declares one side, the other side's winner takes the whole pot.

Declare policies (--policy declare=NAME):
- standard (the default): {standard}
- high: {high}
- low: {low}

The report gives how often someone empties his hand (and how many at once), each seat's share
of the pot, the winning high and low totals, the declares, the reveals a deal sees, and how
often a half is shared or one player takes the whole pot.""".format(**DECLARE_333)


def _plan_333(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.three_three_three import run_333_blocks

    deck = make_deck()
    rules = np.zeros(k3.R_SIZE, dtype=np.int64)
    rules[k3.R_FIRST_OUT] = options.get("first_out_takes_all", False)
    rules[k3.R_DECLARE_POLICY] = DECLARE_333_CODES[policies["declare"]]

    def decode(counts, trials):
        c = named_counts(counts, k3.OFFSETS)
        showdowns = trials - int(c["went_out"][0])
        totals = tuple(str(t) for t in range(k3.MAX_TOTAL + 1))
        n_high = int(c["high_total"].sum())
        n_low = int(c["low_total"].sum())
        return {
            "seat_win": shares_table(c["seat_win"][:players], trials, k3.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials),
                    "high": single(int(c["split_high"][0]), trials),
                    "low": single(int(c["split_low"][0]), trials),
                    "scoop": single(int(c["scoop"][0]), trials)},
            "went_out": proportion_table(c["outs"][1:players + 1], trials,
                                         tuple(str(k) for k in range(1, players + 1))),
            "high_winning_total": proportion_table(c["high_total"], n_high, totals),
            "low_winning_total": proportion_table(c["low_total"], n_low, totals),
            "declare": proportion_table(c["declares"], showdowns * players, ("high", "low")),
            "reveals": proportion_table(c["reveals"][1:], trials, ("1", "2", "3", "4", "5")),
            "events": {
                "someone_goes_out": single(int(c["went_out"][0]), trials),
                "nobody_high": single(showdowns - n_high, trials),
                "nobody_low": single(showdowns - n_low, trials),
                "passed_over": {"mean": int(c["passed_over"][0]) / trials,
                                "ci": _poisson_ci(int(c["passed_over"][0]), trials)},
            },
        }

    describe = {"deal": "3 down each; five reveals of new ranks", "players": players,
                "pot": "split high-low: closest to 33 and to 3", "wild": "none"}
    return kernel_plan(run_333_blocks, deck, players, rules, (), decode, describe, k3.OFFSETS)


def _poisson_ci(count, n):
    """95% interval of a mean count per trial, the count taken as Poisson (normal approximation)."""
    half = 1.96 * count ** 0.5 / n
    return [max(count / n - half, 0.0), count / n + half]


register(GameSpec(
    id="333", name="333", family="score",
    aliases=('three-three-three',),
    source="002_e9e3ddad0967e445.txt (333)",
    summary="Three cards each; five reveals discard their ranks; blackjack totals closest to 33 and 3 split.",
    rules=RULES_333,
    options=(Option("first_out_takes_all", False,
                    "of players emptying their hands together, the first from the dealer's left takes the pot"),),
    decisions=(Decision("declare", "declare high or low", DECLARE_333),),
    metrics=("someone_goes_out", "went_out", "high_winning_total", "low_winning_total", "declare",
             "seat_win"),
    plan=_plan_333, players=(2, 10), default_players=6, scored="points", split_pot=True,
    headline=("seat_win", "high_winning_total", "low_winning_total"),
    table_notes={
        "went_out": "How many players empty their hands at once, over every deal (a deal in which "
                    "nobody does counts in no row).",
        "reveals": "How many of the five reveals a deal sees, one per deal.",
    },
    players_reason="the limit of this simulator's counters (the source allows 15)",
    advisers={"declare": adviser("declare_advise", "three_three_three")},
))
