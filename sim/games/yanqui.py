"""Yanqui Baseball: seven-card stud where the last 3, 5, 7 or 9 shown is wild."""
from kernels import stud_layout as k

from ..tables import histogram_mean, histogram_table, scaled_mean, single
from ..variants import Decision, Option, Variant, register
from .stud import SEVEN_STUD, VOLATILITY_EVERY, stud_plan, stud_rules

BUY_PRICE = 0.25
QUEEN_PAYMENT = 0.50

RULES = """\
Seven-card stud for 2 to 7 players: two cards down, four up, one down; best five of all cards.

Wild cards. Nothing is wild when the deal starts. Four ranks can become wild: 3, 5, 7 and 9.
Whenever one of them is dealt face up, in dealing order, its rank becomes the wild rank and the
previous one stops being wild. The rank standing at the showdown is wild in every hand, face up
or face down. If none of the four is ever shown, nothing is wild.

Extra cards. A 4 dealt face up entitles its owner to buy one more card, dealt face down at once
(before the next player's card), for 25 cents. Bought cards are down cards, so they never change
the wild rank and never buy more cards. Option buy_fours=false removes the purchase.

Queen of hearts (option queen_of_hearts). If the queen of hearts is face up in someone's hand at
the end, each face-up 5 in any other player's hand pays her holder 50 cents. The report gives the
expected amount paid per deal.

Decisions taken where the rule text is silent:
- Every street is dealt round the table starting left of the dealer; "dealt face up in order"
  follows that order across streets.
- Nobody folds: every player reaches the showdown (no betting is simulated).
- Buying the extra card (decision `buy`): the default policy `always` buys it, since a card can
  only help a hand; `never` declines.
- Ties split the pot; a natural hand does not beat an equal wild one.
- Running out of cards: when fewer cards remain than players for the last down card, one card is
  turned face up in the middle and counts in every hand. Being face up, it can set the wild rank
  (a 4 there buys nothing). It belongs to nobody, so it neither pays nor collects queen-of-hearts
  money. With 7 players this happens only when all four 4s were shown and bought.
- Volatility is measured on every 32nd deal (a fixed subsample, reported with its own count).
"""


def _events(queen_of_hearts):
    def add(tables, c, trials, players):
        ev = tables["events"]
        ev["extra_cards"] = histogram_mean(c["extra_per_deal"], trials)
        ev["extra_card_cost"] = scaled_mean(c["extra_per_deal"], trials, BUY_PRICE)
        if queen_of_hearts:
            ev["queen_of_hearts_face_up"] = single(int(c["qh_face_up"][0]), trials)
            ev["queen_of_hearts_transfer"] = scaled_mean(c["qh_payments"], trials, QUEEN_PAYMENT)
        ev["five_of_a_kind_wins"] = tables["winner_category"]["five-of-a-kind"]
        tables["extra_cards"] = histogram_table(c["extra_cards"], trials * players, 4)

    return add


def plan(options, policies, players):
    buy = options["buy_fours"] and policies["buy"] == "always"
    rules = stud_rules(
        wild_mode=k.W_LAST_SHOWN,
        wild_set=(1 << 1) | (1 << 3) | (1 << 5) | (1 << 7),  # 3, 5, 7, 9
        extra_ranks=(1 << 2) if options["buy_fours"] else 0,  # 4s
        extra_policy=1 if buy else 0,
        vol_every=VOLATILITY_EVERY,
        first_round=2,
        queen_pays=1 if options["queen_of_hearts"] else 0,
    )
    return stud_plan(players, SEVEN_STUD, rules, ("none", "3", "5", "7", "9"),
                     {"streets": "d d u u u u d", "deck": 52},
                     _events(options["queen_of_hearts"]))


VARIANT = register(Variant(
    id="yanqui-baseball",
    name="Yanqui Baseball",
    family="stud",
    source="000_ba1760463bb2993c.txt (June 2018)",
    players=(2, 7),
    default_players=7,
    players_reason="seven cards each, plus bought cards, from one 52-card deck",
    summary="Seven-card stud; the last 3, 5, 7 or 9 shown face up is wild; a face-up 4 buys a card.",
    rules=RULES,
    options=(
        Option("buy_fours", True, "a face-up 4 may buy an extra down card"),
        Option("queen_of_hearts", False, "face-up 5s pay the holder of a face-up queen of hearts"),
    ),
    decisions=(
        Decision("buy", "whether to buy the extra card a face-up 4 offers",
                 {"always": "buy every offered card", "never": "never buy"}),
    ),
    metrics=("wild_rank", "wild_changes", "extra_cards", "five_of_a_kind_wins",
             "queen_of_hearts_transfer", "volatility"),
    plan=plan,
    aliases=("yanqui",),
    wild="moving",
))
