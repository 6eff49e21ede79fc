"""Stud games with their own deal: Three Card Extra, Trump is Wild (a house hand), Mexican Stud."""
from kernels import stud_layout as k
from kernels.cards import RANK_CHARS

from ..tables import histogram_mean, histogram_table, proportion_table, shares_table
from ..variants import Decision, Option, Variant, register
from .stud import VOLATILITY_EVERY, stud_plan, stud_rules

DEUCE, THREE, FOUR, FIVE = 0, 1, 2, 3
THREE_CARD_CATEGORIES = ("high-card", "one-pair", "three-of-a-kind")

NOBODY_FOLDS = """\
Nobody folds; ties split the pot. Volatility is measured on every 32nd deal, after each street."""

THREE_CARD_RULES = """\
Three-card stud for 2 to 10 players: one card up, one down, one up. A 2, 3 or 4 dealt face up earns
its owner an extra card at once, face down (before the next player's card); extra cards never earn
more, so a player ends with 3, 4 or 5 cards. Each plays his best three: three of a kind beats a pair
beats high card; straights and flushes do not count. Nothing is wild. Option fives_wild: 5s are wild
at showdown (and in the report's leader judgments), but never earn an extra card; a wild card may
copy a card held, so three aces can be made from A-5-5.

""" + NOBODY_FOLDS

TRUMP_RULES = """\
Six-card stud (down, four up, down), best five of six, for 2 to 7 players plus a house hand. The
house hand is dealt like a player, after every player in each street. The source breaks off before
its wild-card and house rules; this project settles them: the rank of the house's last down card is
wild in every hand, the house's own included, at showdown (nothing is wild before it, so the report's
leader judgments use no wild card); the house competes, and when it has the best hand its share of
the pot carries over to the next deal (reported as the house's share). Option house_wild=false:
nothing is wild.

""" + NOBODY_FOLDS

MEXICAN_RULES = """\
Five-card stud in which every card is dealt face down, for 2 to 10 players. Each player gets two
down cards and turns one of them face up; then, three times, one more down card and again turns up
one of his two hidden cards. He ends with one card down and four up; best five, nothing wild.
Decision flip: the default `hide-high` turns up the lower card (equal ranks: the older one), keeping
the higher one hidden; `show-high` turns up the higher one. The flips never change a final hand, so
the winner tables are the same under both policies: only what is shown, and the showing-leader
statistics, change.

""" + NOBODY_FOLDS


def _three_card_plan(options, policies, players):
    rules = stud_rules(extra_ranks=(1 << DEUCE) | (1 << THREE) | (1 << FOUR), extra_policy=1,
                       vol_every=VOLATILITY_EVERY, first_round=0, eval_k=3)

    def events(tables, c, trials, players):
        tables["extra_cards"] = histogram_table(c["extra_cards"], trials * players, 2)
        tables["events"]["extra_cards"] = histogram_mean(c["extra_per_deal"], trials)

    return stud_plan(players, (k.UP, k.DOWN, k.UP), rules, None, {"streets": "u d u"}, events,
                     extra_limit=2, fixed_wild=(1 << FIVE) if options["fives_wild"] else 0,
                     categories=THREE_CARD_CATEGORIES)


def _trump_plan(options, policies, players):
    wild = options["house_wild"]
    rules = stud_rules(wild_mode=k.W_HOUSE if wild else k.W_NONE, vol_every=VOLATILITY_EVERY,
                       first_round=1, house=1)
    keys = tuple(RANK_CHARS) if wild else ("none",)

    def events(tables, c, trials, players):
        house_units = int(c["seat_win"][players])
        tables["events"]["house_share"] = shares_table([house_units], trials, k.SHARE_UNITS)["0"]
        tables["house_category"] = proportion_table(
            c["house_category"][[k for k in range(12) if k not in (2, 3)]], trials,
            tables["winner_category"].keys())

    return stud_plan(players, (k.DOWN, k.UP, k.UP, k.UP, k.UP, k.DOWN), rules, keys,
                     {"streets": "d u u u u d", "house": "dealt last in every street"}, events,
                     seats=players + 1)


def _mexican_plan(options, policies, players):
    rules = stud_rules(vol_every=VOLATILITY_EVERY, first_round=1,
                       flip=0 if policies["flip"] == "hide-high" else 1)

    def events(tables, c, trials, players):
        n = int(c["vol_deals"][0])
        tables["volatility"]["showing_lead_changes"] = histogram_mean(c["show_lead_changes"], n)

    return stud_plan(players, (k.DOWN, k.FLIP, k.FLIP, k.FLIP, k.FLIP), rules, None,
                     {"streets": "d, then four times: d and turn one up"}, events)


register(Variant(
    id="three-card-extra", name="Three Card Extra", family="stud",
    aliases=('3-card-extra',),
    source="000_ba1760463bb2993c.txt (June 2019)",
    summary="Three-card stud, no straights or flushes; a face-up 2, 3 or 4 earns an extra down card.",
    rules=THREE_CARD_RULES,
    options=(Option("fives_wild", False, "5s are wild at showdown (they never earn extra cards)"),),
    metrics=("extra_cards", "winner_category", "volatility"),
    plan=_three_card_plan, players=(2, 10), default_players=7,
    players_reason="up to five cards each from one 52-card deck",
))

register(Variant(
    id="trump-is-wild", name="Trump is Wild", family="stud",
    source="000_ba1760463bb2993c.txt (May 2018; the text breaks off)",
    summary="Six-card stud with a house hand; the house's last down card names the wild rank.",
    rules=TRUMP_RULES,
    options=(Option("house_wild", True, "the house's last down card sets the wild rank"),),
    metrics=("house_share", "wild_rank", "volatility"),
    plan=_trump_plan, players=(2, 7), default_players=7, house_hand=True, wild="moving",
    players_reason="six cards each for the players and the house from one 52-card deck",
))

register(Variant(
    id="mexican-stud", name="Mexican Stud", family="stud",
    source="000_ba1760463bb2993c.txt (August 2018)",
    summary="Five-card stud dealt all face down; each round a player turns up one of two hidden cards.",
    rules=MEXICAN_RULES,
    decisions=(Decision("flip", "which hidden card to turn up",
                        {"hide-high": "turn up the lower card, keep the higher hidden",
                         "show-high": "turn up the higher card"}),),
    metrics=("showing_lead_changes", "volatility"),
    plan=_mexican_plan, players=(2, 10), default_players=7,
    players_reason="five cards each from one 52-card deck",
))
