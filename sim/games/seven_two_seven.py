"""727 and its house rules (kernels/games/seven_two_seven.py): offers of cards, declares, a high-low
split on point totals."""

from kernels.games import seven_two_seven_layout as k7

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, proportion_table, shares_table, single
from ..spec.game_spec import Decision, Option, GameSpec, adviser, register

TARGETS = {"7/27": (7, 27), "7.5/27.5": (7.5, 27.5), "8/28": (8, 28)}
TAKE_POLICIES = {
    "standard": ("a hand whose hard total (aces 1) is under 2 points below the low target (under "
                 "5 of 7; under 222's and 333's window, under its low target) takes a card, as "
                 "most cards bring it nearer the low target; from there to the low target it "
                 "stands to play low; over the low target it takes a card until its total "
                 "nearest the high target reaches 1 point under it (26 of 27) (docs/policies.md "
                 "gives the sweeps behind both marks)"),
    "cautious": "as the standard, but stands from 4 points under the high target (23 of 27)",
    "timid": "as the standard, but stands from 6 points under the high target (21 of 27)",
}
LOW_STAND_UNDER = 2  # points under the low target: a hand under that takes a card
STAND_UNDER = {"standard": 1, "cautious": 4, "timid": 6}  # points under the high target
DECLARE_POLICIES = {
    "standard": ("low when the hand's total nearest the low target is nearer it than its total "
                 "nearest the high target is to that, high when farther, low when equal"),
    "high": "always high",
    "low": "always low",
}
DECLARE_CODES = {"standard": k7.DECLARE_NEARER, "high": k7.DECLARE_HIGH, "low": k7.DECLARE_LOW}

RULES = """\
727 for 2 to 10 players with one 52-card deck, split high-low, no betting: nobody folds. Cards
count points: 2 to 10 their pips, jacks, queens and kings half a point, an ace 1 or 11 (each ace
as suits the hand at the showdown). Each player is dealt one card down and one up. Then, round
after round, each player in turn from the dealer's left is offered one more card, which he takes
or declines; a player who declines three times in a row is locked and offered nothing more. The
offers end after a round in which nobody takes a card (or when the deck runs out). Then each
player declares high or low, all at once: the high half goes to the high declarer whose total
is closest to 27, the low half to the low declarer closest to 7. Of different totals equally
close, the lower wins (6.5 beats 7.5, 26 beats 28); equal totals share the half. If nobody
declares one side, the other side takes the whole pot.

House rules, each an option:
- targets=7.5/27.5 or 8/28: other targets.
- price_is_right: a total at or under the target beats any total over it.
- strict_price_is_right: a total over 7 cannot win low, over 27 cannot win either side; at or
  under the target, the nearer wins. With nobody able to win, the pot carries over.
- with_options: three declines in all lock a player (not three in a row); once a deal a player
  may throw away one card instead of taking one (the policies do it when over the high target,
  throwing the highest card); equal totals go to the player holding more cards.
- chilcoots: two cards down and one up; the first offer of each round moves a seat to the left.
- moores: a decline costs one of three stacks, and the third locks the player (three in all);
  price_is_right applies. (The stacks are money; the simulator counts no money.)
- 222: tens are also half a point, the targets are 2 and 22, and only totals from 2 to 22 can
  win either side. 333_style: the same with 3 and 33.
- color=black or red: only cards of that colour count; the others are worth nothing.
price_is_right, strict_price_is_right, 222 and 333_style each set how totals rank: choose one
(moores goes with price_is_right or alone).

Take policies (--policy take=NAME; the hero_stand option, in points, gives seat 0 its own stand
total on the high side, and hero_low_stand the hard total under which it takes on the low side,
while the others follow the policy):
- standard (the default): {standard}
- cautious: {cautious}
- timid: {timid}
Declare policies (--policy declare=NAME):
- standard (the default): {declare_standard}
- high: {declare_high}
- low: {declare_low}

The report gives each seat's share of the pot, how often a player is locked or busts (his total,
aces 1, past the high target), the cards taken, the offer rounds, the declares, the winning high
and low totals, the two-card totals dealt, shared halves and scoops, and two sweeps of seat 0's
share of the pot: by its stand total on the high side, and by the mark under which it takes on
the low side.""".format(
    declare_standard=DECLARE_POLICIES["standard"], declare_high=DECLARE_POLICIES["high"],
    declare_low=DECLARE_POLICIES["low"], **TAKE_POLICIES)


def card_values(options):
    """(half-points a card code, 1 for an ace that counts) under the options' valuation."""
    import numpy as np

    tens_half = options.get("222", False) or options.get("333_style", False)
    color = options.get("color", "none")
    value = np.zeros(52, dtype=np.int64)
    ace = np.zeros(52, dtype=np.int64)
    for code in range(52):
        rank, suit = code >> 2, code & 3
        black = suit in (0, 3)  # clubs and spades
        if color == "black" and not black or color == "red" and black:
            continue
        if rank == 12:
            value[code], ace[code] = k7.HALF, 1
        elif rank >= 9 or rank == 8 and tens_half:  # jacks, queens, kings (and tens)
            value[code] = 1
        else:
            value[code] = (rank + 2) * k7.HALF
    return value, ace


def rules_of(options, policies):
    """The rule array for the options and policies; refuses rules that cannot go together."""
    import numpy as np

    from ..errors import UserError

    rankers = [k for k in ("price_is_right", "strict_price_is_right", "222", "333_style")
               if options.get(k, False)]
    if len(rankers) > 1:
        raise UserError(f"727: {' and '.join(rankers)} each set how totals rank: choose one")
    window = options.get("222", False) or options.get("333_style", False)
    if window and options.get("targets", "7/27") != "7/27":
        raise UserError("727: 222 and 333_style set their own targets; leave targets alone")
    if options.get("moores", False) and rankers and rankers[0] != "price_is_right":
        raise UserError(f"727: moores plays price_is_right; it does not go with {rankers[0]}")
    if options.get("222", False):
        low, high = 2, 22
    elif options.get("333_style", False):
        low, high = 3, 33
    else:
        low, high = TARGETS[options.get("targets", "7/27")]
    rules = np.zeros(k7.R_SIZE, dtype=np.int64)
    rules[k7.R_LOW] = round(low * k7.HALF)
    rules[k7.R_HIGH] = round(high * k7.HALF)
    if window:
        rules[k7.R_RANKING] = k7.RANK_WINDOW
    elif options.get("strict_price_is_right", False):
        rules[k7.R_RANKING] = k7.RANK_STRICT
    elif options.get("price_is_right", False) or options.get("moores", False):
        rules[k7.R_RANKING] = k7.RANK_PRICE
    else:
        rules[k7.R_RANKING] = k7.RANK_PLAIN
    with_options = options.get("with_options", False)
    rules[k7.R_MOST_CARDS] = with_options
    rules[k7.R_DISCARD] = with_options
    rules[k7.R_LOCK_TOTAL] = with_options or options.get("moores", False)
    rules[k7.R_CHILCOOTS] = options.get("chilcoots", False)
    rules[k7.R_STAND_AT] = rules[k7.R_HIGH] - STAND_UNDER[policies["take"]] * k7.HALF
    rules[k7.R_HERO_STAND_AT] = options.get("hero_stand", 0) * k7.HALF
    # under 222's and 333's window no total below the low target can win: take up to it
    low_under = 0 if window else LOW_STAND_UNDER
    rules[k7.R_LOW_STAND_AT] = rules[k7.R_LOW] - low_under * k7.HALF
    rules[k7.R_HERO_LOW_STAND_AT] = options.get("hero_low_stand", 0) * k7.HALF
    rules[k7.R_DECLARE_POLICY] = DECLARE_CODES[policies["declare"]]
    return rules


def _plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.seven_two_seven import run_727_blocks

    deck = make_deck()
    rules = rules_of(options, policies)
    value, ace = card_values(options)

    def decode(counts, trials):
        c = named_counts(counts, k7.OFFSETS)
        seats = trials * players
        halves = tuple(f"{h / 2:g}" for h in range(k7.TOTAL_BUCKETS))
        n_high = int(c["high_total"].sum())
        n_low = int(c["low_total"].sum())
        return {
            "seat_win": shares_table(c["seat_win"][:players], trials, k7.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials),
                    "scoop": single(int(c["scoop"][0]), trials)},
            "declare": proportion_table(c["declares"], seats, ("high", "low")),
            "high_winning_total": proportion_table(c["high_total"], n_high, halves),
            "low_winning_total": proportion_table(c["low_total"], n_low, halves),
            "dealt_total": proportion_table(c["dealt_hard"], seats, halves[:64]),
            "cards_taken": proportion_table(c["taken"][:16], seats, tuple(str(k) for k in range(16))),
            "events": {
                "locked": single(int(c["locked"][0]), seats),
                "busted": single(int(c["busted"][0]), seats),
                "pot_carries": single(int(c["carried"][0]), trials),
                "nobody_high": single(trials - n_high - int(c["carried"][0]), trials),
                "nobody_low": single(trials - n_low - int(c["carried"][0]), trials),
                "offer_rounds": histogram_mean(c["rounds"], trials),
                "cards_taken": histogram_mean(c["taken"], seats),
                "stock_ran_out": single(int(c["stock_ran_out"][0]), trials),
                "discards": single(int(c["discards"][0]), seats),
            },
        }

    low, high = rules[k7.R_LOW] / k7.HALF, rules[k7.R_HIGH] / k7.HALF
    describe = {"deal": "3 (Chilcoot's) or 2 cards each; offers of one card a round",
                "players": players, "targets": f"{low:g}/{high:g}",
                "pot": "split high-low by declares", "wild": "none"}
    return kernel_plan(run_727_blocks, deck, players, rules, (value, ace), decode, describe,
                       k7.OFFSETS, inputs=dict(value=value, ace=ace))


def _report(result, run_dir, plots=True):
    from ..studies.option_sweep import Sweep, report_section

    low, high = (float(t) for t in result.plan_info["targets"].split("/"))
    sweep = Sweep(
        name="hero_stand_sweep", option="hero_stand",
        values=tuple(int(high) - k for k in range(9, 0, -1)),
        measure=lambda t: t["seat_win"]["0"], measure_label="seat 0's share of the pot",
        option_label="seat 0 aims high and stands once its total reaches this (points)",
        text="Seat 0 (left of the dealer) stands from the total shown when it plays high; every "
             "other seat follows the run's take policy.")
    low_sweep = Sweep(
        name="hero_low_stand_sweep", option="hero_low_stand",
        values=tuple(range(1, int(low) + 1)),
        measure=lambda t: t["seat_win"]["0"], measure_label="seat 0's share of the pot",
        option_label="seat 0 takes a card while its hard total is under this (points)",
        text="Seat 0 takes a card while its hard total (aces 1) is under the value shown (1: "
             "never on the low side); every other seat follows the run's take policy.")
    return (report_section(sweep, result, run_dir, plots) + "\n"
            + report_section(low_sweep, result, run_dir, plots))


register(GameSpec(
    id="727", name="727", family="score",
    aliases=('seven-twenty-seven',),
    source="002_e9e3ddad0967e445.txt (727)",
    summary="Offers of one card a round; point totals closest to 7 and to 27 split the pot by declares.",
    rules=RULES,
    options=(Option("targets", "7/27", "the low and high targets", kind=str, choices=tuple(TARGETS)),
             Option("price_is_right", False, "a total at or under the target beats any over it"),
             Option("strict_price_is_right", False, "over 7 cannot win low, over 27 cannot win"),
             Option("with_options", False, "three declines in all lock; one discard; more cards "
                    "win ties"),
             Option("chilcoots", False, "two down and one up; the first offer moves round"),
             Option("moores", False, "three stacks: three declines in all lock; price_is_right"),
             Option("222", False, "tens half a point, targets 2 and 22, only 2 to 22 can win"),
             Option("333_style", False, "tens half a point, targets 3 and 33, only 3 to 33 can win"),
             Option("color", "none", "only cards of this colour count", kind=str,
                    choices=("none", "black", "red")),
             Option("hero_stand", 0, "seat 0 stands from this total when playing high (0: as the "
                    "policy)", kind=int, low=0, high=35),
             Option("hero_low_stand", 0, "seat 0 takes while its hard total is under this "
                    "(0: as the policy)", kind=int, low=0, high=16)),
    decisions=(Decision("take", "take the card offered or decline", TAKE_POLICIES),
               Decision("declare", "declare high or low", DECLARE_POLICIES)),
    metrics=("seat_win", "locked", "busted", "declare", "high_winning_total", "low_winning_total",
             "dealt_total", "cards_taken", "offer_rounds"),
    plan=_plan, players=(2, 10), default_players=6, scored="points", split_pot=True,
    report_extra=_report, headline=("seat_win", "high_winning_total", "low_winning_total"),
    table_notes={
        "dealt_total": "Each player's total on the cards dealt him (aces 1), players pooled.",
        "cards_taken": "Cards each player takes in the offer rounds, players pooled.",
    },
    players_reason="the source's limit",
    advisers={"take": adviser("seven_two_seven_advise", "take_advice"),
              "declare": adviser("seven_two_seven_advise", "declare_advice")},
))
