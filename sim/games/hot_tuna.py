"""Hot Tuna: two decks, three hands a player, passing, rolling, the Zevon and high-low declares.

The full model, every gap in the source and how it is closed, is sim/rules/hot-tuna.md; RULES below is
the same model in short, for `simpoker show hot-tuna`.
"""
from kernels.games import hot_tuna_layout as kh
from kernels.core.cards import RANK_CHARS, make_deck

from ..engine.checks import check_deal
from ..engine.plan import kernel_plan, named_counts
from ..report.stats import mean_ci, proportion_table
from ..report.tables import histogram_mean, scaled_mean, shares_table, single
from ..spec.game_spec import adviser, Decision, Option, GameSpec, register

CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind")
LOW_RESULTS = tuple(f"{r}-low" for r in "6789TJQK") + ("one-pair", "two-pair", "three-of-a-kind",
                                                        "straight", "flush-or-worse")
WILD_KEYS = ("none",) + tuple(RANK_CHARS)          # slot 1 + rank; the queen's slot stays empty
HANDS = ("garbage", "middle", "leftmost")
POLICY_CODES = {
    "pass": {"feed": 0, "dump": 1, "never": 2},
    "roll": {"smart": 0, "hide": 1, "zevon": 2},
    "fold": {"dead": 0, "never": 1},
    "buy": {"draw": 0, "always": 2},
    "declare": {"threshold": 0, "high": 1},
}

RULES = """\
Two 52-card decks shuffled together; 2 to 6 players, each playing three hands: hand 0 (his
rightmost, the garbage hand), 1 and 2 (leftmost). Hands sit round the table in the order seat 0
(left of the dealer) hand 0, 1, 2, then seat 1, and so on. Ante 10 cents a hand. Betting is not
simulated: the pot is antes + passing fees + bought cards - Weltschmertz payments.
Deal: one down card to each hand in that order. Then four rounds, each a deal with passing and a
roll. Round 0's chain starts at seat 0's garbage hand; later rounds start at the active hand whose
up cards show best (kinds only, wild cards counted; ties: the first from the dealer's left) and go
leftward round the table. The first hand of the chain gets an option card; each hand in turn,
holding two down cards (its own and the one that came in), keeps both or passes one to the next
hand of the chain for 20 cents; the last hand passes to the bottom of the stock. A hand that
passed is refilled from the top at the next keep (short hands first, in chain order, then the
next option card) or when the chain ends. Then every active hand in chain order rolls one of its
two down cards face up. After the rolls of rounds 1 and 2 hands may fold. The end: 4 up, 1 down.
Wild: queens always; a rolled queen makes the rank pending and the next rolled non-queen (in this
round or the next) sets the wild rank, the old rank staying wild until then. A queen rolled as the
very last card of round 3 is the Zevon: the top card of the stock sets the wild rank (a queen:
only queens) and goes to the bottom.
Buy (option buy, on by default): after the Zevon each active hand in table order may buy one down
card for 75 cents while the stock lasts.
High: best five, five of a kind over straight flush; a wild card can be any card; on an exact tie
a natural hand (worth as much with its wild cards as themselves) beats a wild one, else split.
Low: natural ace-to-six, best five of the hand: A-2-3-4-6 best, A-2-3-4-5 a straight; pairs,
straights and flushes count against; no qualifier. Each hand declares high, low or both; half the
pot to the best high among high/both declarers, half to the best low among low/both; a "both" hand
must win or tie both sides or it is out of both and the sides are decided again (all failing
"both" hands leave together, repeated until none fails); an empty side gives the other the whole
pot; splits are exact fractions.
Weltschmertz (option, on): one of the 52 cards is drawn for the deal; each time it is rolled the
roller's player takes 25 cents from the pot.
Decision pass: `feed` passes a wild down card (a queen first, then the wild rank; the incoming
card on equal terms) on when the next hand of the chain is the player's own, else keeps; `dump`
also passes, to another player or the bottom, a non-wild 9, 10, jack or king whose rank the hand
holds nowhere else (the higher if both); `never` keeps.
Decision roll: `smart` keeps a single queen down, except that the last roll of round 3 rolls it
(the Zevon) when another player's active hand shows more cards of the wild rank than this hand
holds; two queens: roll one; otherwise, when the rank is pending roll the card whose rank the hand
holds more often, else the one it holds less often, the higher rank on a tie. `hide` never
Zevons by choice; `zevon` always takes the Zevon when it can.
Decision fold: `dead` folds, after the rolls of rounds 1 and 2, a hand with a pair or a 9 to king
among its cards (no low) whose cards show less than another player's best up cards (all hands
judged on the same table); `never`.
Decision buy: `draw` buys for a hand whose five cards hold exactly four different ranks from ace
to eight; `always` buys for every hand.
Decision declare: `threshold` declares low with a no-pair, no-straight, no-flush low of 8 or
better, both when that hand's high is also a full house or better, high otherwise; `high` always
high.
Gaps the source leaves, and our choices: betting (limits, raises, bluffs) is not simulated, so
the pot holds no bets and folding follows the fold policy; the buy is offered to every hand, not
only to the first player; the Weltschmertz card is drawn per deal rather than once an evening
(every card equally likely, so the expected payment per deal is the same), always claimed, and
not paid for the Zevon card; passes and deals skip folded hands; odd cents are not modelled.
The Zevon question: P(Zevon), and P(the best high hand at the table, or the set of pot winners,
differs from the same final cards scored under the wild rank before the Zevon, declares made
again), overall and given a Zevon. The long form with every decision:
`simpoker show hot-tuna --long`."""


def _rules_array(policies):
    import numpy as np

    rules = np.zeros(kh.R_SIZE, dtype=np.int64)
    for key, at in (("pass", kh.R_PASS), ("roll", kh.R_ROLL), ("fold", kh.R_FOLD),
                    ("buy", kh.R_BUY), ("declare", kh.R_DECLARE)):
        rules[at] = POLICY_CODES[key][policies[key]]
    return rules


def _labelled(counts, n, keys):
    return proportion_table(counts, n, keys)


def _share_by(units, n, keys):
    table = shares_table(units, n, kh.UNITS)
    return {k: table[str(i)] for i, k in enumerate(keys)}


def _plan(options, policies, players):
    import numpy as np

    from kernels.games.hot_tuna import run_hot_tuna_blocks

    deck = make_deck(decks=2)
    rules = _rules_array(policies)
    if not options["buy"]:
        rules[kh.R_BUY] = 1
    welt_on = bool(options["weltschmertz"])
    check_deal(deck, players, kh.MAX_HANDS // 3, rules, kh.R_SIZE)

    def replay_tables(orders, welts=None):
        """A replayed deal's Weltschmertz card (-1: none drawn; all -1 when not given)."""
        welts = (np.full(len(orders), -1, dtype=np.int64) if welts is None
                 else np.ascontiguousarray(welts, dtype=np.int64))
        return welts, welt_on

    def decode(counts, trials):
        c = named_counts(counts, kh.OFFSETS)
        zevons = int(c["zevon"][0])
        nobody_high, nobody_low = int(c["no_side"][0]), int(c["no_side"][1])
        active = int(c["active_hands"][0])
        # pot share of the last hand to roll in round 3, and of the two before it
        from_end = {"last": 0, "second_last": 1, "third_last": 2}
        pot_mean, pot_ci = mean_ci(c["pot_cents"][0], c["pot_cents_sq"][0], trials, bounds=(0, None))
        events = {
            "zevon": single(zevons, trials),
            "zevon_changes_winner": single(int(c["zevon_changes_high"][0]), trials),
            "zevon_changes_winner_given_zevon": single(int(c["zevon_changes_high"][0]), zevons),
            "zevon_changes_pot_winners": single(int(c["zevon_changes_pot"][0]), trials),
            "zevon_changes_pot_winners_given_zevon": single(int(c["zevon_changes_pot"][0]), zevons),
            "zevon_only_queens": single(int(c["zevon_queen"][0]), trials),
            "natural_settles_high_tie": single(int(c["natural_tiebreak"][0]), trials),
            "scoop_hand": single(int(c["scoop_hand"][0]), trials),
            "scoop_player": single(int(c["scoop_player"][0]), trials),
            "garbage_wins_a_side": single(int(c["garbage_side"][0]), trials),
            "nobody_high": single(nobody_high, trials),
            "nobody_low": single(nobody_low, trials),
            "pot_carried": single(int(c["carried"][0]), trials),
            "wild_changes": histogram_mean(c["wild_changes"], trials),
            "folded_hands": histogram_mean(c["folds"], trials),
            "passes": histogram_mean(c["passes"], trials),
            "pass_fees_cents": scaled_mean(c["passes"], trials, kh.PASS_FEE),
            "buys": histogram_mean(c["buys"], trials),
            "buy_cents": scaled_mean(c["buys"], trials, kh.BUY_FEE),
            "pot_cents": {"mean": pot_mean, "ci": [pot_ci[0], pot_ci[1]]},
        }
        if welt_on:
            events["weltschmertz_payments"] = histogram_mean(c["welt"], trials)
            events["weltschmertz_cents"] = scaled_mean(c["welt"], trials, kh.WELT_PAY)
        wild = np.delete(c["wild_rank"], 1 + kh.QUEEN)
        return {
            "seat_win": shares_table(c["seat_win"][:players], trials, kh.UNITS),
            "tie": {"high": single(int(c["high_tie"][0]), trials),
                    "low": single(int(c["low_tie"][0]), trials),
                    "scoop": single(int(c["scoop_hand"][0]), trials)},
            "zevon": {
                "happens": single(zevons, trials),
                "changes_winner": events["zevon_changes_winner"],
                "changes_winner_given_zevon": events["zevon_changes_winner_given_zevon"],
                "changes_pot_winners": events["zevon_changes_pot_winners"],
                "changes_pot_winners_given_zevon": events["zevon_changes_pot_winners_given_zevon"],
            },
            "wild_rank": _labelled(wild, trials, [k for k in WILD_KEYS if k != "Q"]),
            "winner_category": _labelled(c["winner_category"], trials - nobody_high, CATEGORIES),
            "best_category": _labelled(c["best_category"], trials, CATEGORIES),
            "hand_category": _labelled(c["hand_category"], active, CATEGORIES),
            "low_winner": _labelled(c["low_result"][5:], trials - nobody_low, LOW_RESULTS),
            "hand_win": _share_by(c["hand_win"], trials, HANDS),
            "roll_position_win": {
                key: shares_table(c["roll_from_end_win"][k:k + 1], int(c["roll_from_end_n"][k]), kh.UNITS)["0"]
                for key, k in from_end.items()},
            "declare": _labelled(c["declares"], active, ("high", "low", "both")),
            "events": events,
        }

    describe = {"deal": "two decks; three hands each; 4 rounds of pass and roll; buy; declare",
                "players": players}
    no_welts = np.zeros(0, dtype=np.int64)  # runs draw the card from the deal's stream
    return kernel_plan(run_hot_tuna_blocks, deck, players, rules, (no_welts, welt_on), decode,
                       describe, kh.OFFSETS, inputs=dict(welt_on=welt_on),
                       replay_tables=replay_tables)


register(GameSpec(
    id="hot-tuna", name="Hot Tuna", family="special",
    declare_unit="hand",
    table_notes={
        "zevon": "`happens`: a Zevon (a queen rolled as the very last card) in the deal; "
                 "`changes_winner`: it changes the best high hand at the table; "
                 "`changes_pot_winners`: it changes who wins the pot; each over all deals and, "
                 "`..._given_zevon`, over the deals with a Zevon.",
        "low_winner": "The winning low, one per deal with a low winner.",
        "hand_win": "The share of all pots each of a player's three hands wins.",
        "roll_position_win": "The share of pots won by the hands that roll last, second last and "
                             "third last in the last round.",
        "declare": "What each hand still in at the showdown declares, hands pooled.",
        "hand_category": "Every hand still in at the showdown, hands pooled.",
        "winner_category": "The category of the winning high hand, one per deal with a high winner.",
    },
    source="003_e94ff5f79957fc41.txt (Hot Tuna)",
    summary="Two decks, three hands each, passing and rolling, moving wild ranks, the Zevon, high-low.",
    rules=RULES,
    options=(Option("weltschmertz", True, "draw a Weltschmertz card and pay 25 cents each time it is rolled"),
             Option("buy", True, "offer every hand one bought down card after the last roll")),
    decisions=(
        Decision("pass", "keep both down cards or pass one on",
                 {"feed": "pass wild cards on to your own next hand", "dump": "feed, and dump a lone 9-K on the next player",
                  "never": "always keep"}),
        Decision("roll", "which down card to turn up",
                 {"smart": "hide a lone queen; Zevon when an opponent shows more of the wild rank",
                  "hide": "never Zevon by choice", "zevon": "always Zevon when able"}),
        Decision("fold", "when to fold a hand",
                 {"dead": "no low and behind another player's up cards", "never": "never fold"}),
        Decision("buy", "which hands buy (option buy on)",
                 {"draw": "four different ranks ace..eight", "always": "every hand buys"}),
        Decision("declare", "high, low or both",
                 {"threshold": "low with an 8-low or better, both with a full house too", "high": "always high"}),
    ),
    metrics=("zevon", "zevon_changes_winner", "wild_rank", "winner_category", "low_winner",
             "natural_settles_high_tie", "scoop", "garbage_wins_a_side", "hand_win", "roll_position_win",
             "pass_fees_cents", "buy_cents", "weltschmertz_cents"),
    plan=_plan, players=(2, 6), default_players=4, split_pot=True, wild="moving",
    always_wild="queens",
    headline=("winner_category", "low_winner", "wild_rank"),
    players_reason="fifteen cards a player (three hands of five) from two 52-card decks",
    advisers={"pass": adviser("hot_tuna_advise", "pass_advice"),
              "roll": adviser("hot_tuna_advise", "roll_advice"),
              "buy": adviser("hot_tuna_advise", "buy_advice"),
              "declare": adviser("declare_advise", "hot_tuna")},
))
