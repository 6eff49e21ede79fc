"""The draw driver read from a game file: its sections, their checks, and the plan they build.

A draw game of this driver deals five cards (or six, throwing one more than it draws), draws
once by the `draw` decision's policy (standard, pat, kicker), and may add the draw features:
openers and a hand needed to win, wild ranks (always, or only in the cards drawn face up, or in
each player's own hand his lowest rank or a rank of his choosing; a high-low pot's low hand may
have its own), a high-low or lowball pot, a
price a card drawn, legs, four-card straights and flushes, the 32-card deck, the bug and the cards
rolled up after the draw. The wild section speaks the stud driver's vocabulary (`rule`, `ranks`,
`always`); the rules are the draw driver's own.
"""
from kernels.core.categories import CATEGORY_NAMES
from kernels.core.layout import MAX_SEATS  # noqa: F401  (the seats a file may ask for)

from ..spec.cards import parse_rank_list, rank_text
from ..errors import UserError
from ..spec.game_file import Key

QUALIFIER_PAIRS = ("none", "jacks", "queens", "kings", "aces")
OPENER_RANK = {"jacks": "J", "queens": "Q", "kings": "K", "aces": "A"}
# the draw driver's wild rules besides the always-wild ranks: "drawn", the rank in `ranks` wild
# only in the cards drawn (dealt face up); "lowest-held", every card of a player's lowest rank
# wild in his own hand (his little ones); "own-choice", the rank that makes a player's best hand
# wild in his own hand (roll your own)
WILD_RULES = ("none", "drawn", "lowest-held", "own-choice")
PER_HAND = ("lowest-held", "own-choice")

SECTIONS = {
    "deck": {
        "spanish": Key(bool, False, help="the 32-card deck, 7s to aces"),
        "bug": Key(str, "none", choices=("none", "bug", "ace"), help="a joker for straights and "
                   "flushes (bug), or as an ace"),
    },
    "deal": {
        "dealt": Key(int, 5, choices=(5, 6), help="cards dealt; six: each throws one more than he draws"),
        "draws": Key(int, 1, choices=(1, 3), help="draw rounds: three is triple draw, lowball only "
                     "(no draw limit)"),
        "roll": Key(str, "none", choices=("none", "best", "worst"), help="cards rolled up one at a "
                    "time after the draw"),
    },
    "hand": {"new_york": Key(bool, False, help="four-card straights rank between one pair and two pair"),
             "canadian": Key(bool, False, help="four-card straights and flushes do")},
    "wild": {
        "rule": Key(str, "none", choices=WILD_RULES, help="drawn: one rank wild in the cards drawn; "
                    "lowest-held: each player's lowest rank in his hand; own-choice: a rank of his choosing"),
        "ranks": Key(list, [], items=str, help="the rank the drawn rule makes wild (one)"),
        "always": Key(object, [], help="ranks wild in every hand: a list, or text such as \"A,2\""),
        # Honky Tonk: 3s wild for high, kings for low
        "low": Key(object, None, help="a high-low pot's wild ranks in the low hand, in place of always"),
    },
    "opens": {"pair": Key(str, "none", choices=QUALIFIER_PAIRS, help="the pair that opens (else the "
                          "deal is void and dealt again)"),
              "wins": Key(str, None, choices=tuple(CATEGORY_NAMES), help="the least hand that wins")},
    "pot": {
        "high_low": Key(bool, False, help="split with the best ace-to-five low"),
        "lowball": Key(bool, False, help="the best low takes it all (ace-to-five unless pot.low says)"),
        "low": Key(str, "ace-to-five", choices=("ace-to-five", "deuce-to-seven"), help="the low's "
                   "rule: ace-to-five, or deuce-to-seven (the ace high, straights and flushes "
                   "count against; lowball only, nothing wild)"),
        "pay_for_draw": Key(int, 0, low=0, high=1_000_000, help="chips a card drawn"),
        "legs": Key(int, 0, choices=(0, 2, 3), help="deals a player must win to take the pot"),
    },
    "report": {
        "policy_sweep": Key(bool, False, help="the report compares the draw policies on one run's seed"),
        "headline": Key(list, None, items=str, help="the tables the console shows first"),
    },
}


def check(spec, origin):
    wild = spec["wild"]
    for key in ("always", "ranks") + (("low",) if wild["low"] is not None else ()):
        try:
            parse_rank_list(rank_text(wild[key]), f"wild.{key}")
        except UserError as e:
            raise UserError(f"{origin}: {e}") from None
    for item in wild["ranks"]:
        if bin(parse_rank_list(str(item), "wild.ranks")).count("1") != 1:
            raise UserError(f"{origin}: wild.ranks: {item!r}: one rank an item (write [\"A\", \"2\"])")
    if wild["rule"] == "drawn" and rank_text(wild["always"]) != "none":
        raise UserError(f"{origin}: wild.always: the drawn rule is played without ranks wild in every "
                        f"hand (the driver would count a drawn card of such a rank twice)")
    if spec["hand"]["canadian"] and spec["deck"]["bug"] != "none":
        # the driver's four-flush counts suited cards only, where the bug would complete one
        raise UserError(f"{origin}: deck.bug: the bug is not played with hand.canadian (the "
                        f"driver's four-flush does not count it)")
    if spec["deal"]["dealt"] == 6:
        # the sixth card is dropped by the plain 52-card value before the draw, so it goes only
        # with the rules that value knows
        clash = [name for name, on in (
            ("wild.rule", wild["rule"] in PER_HAND), ("pot.high_low", spec["pot"]["high_low"]),
            ("pot.lowball", spec["pot"]["lowball"]), ("hand.new_york", spec["hand"]["new_york"]),
            ("hand.canadian", spec["hand"]["canadian"]), ("deck.spanish", spec["deck"]["spanish"]),
            ("deck.bug", spec["deck"]["bug"] != "none")) if on]
        if clash:
            raise UserError(f"{origin}: deal.dealt: six cards dealt are not played with {', '.join(clash)}")
    if wild["rule"] == "drawn" and len(wild["ranks"]) != 1:
        raise UserError(f"{origin}: wild.ranks: the drawn rule makes one rank wild; give it")
    if wild["rule"] != "drawn" and wild["ranks"]:
        raise UserError(f"{origin}: wild.ranks: only the drawn rule reads ranks (wild.always: ranks wild in every hand)")
    if wild["rule"] in ("drawn", "lowest-held"):
        # the low pots' plan has no such wild cards, and the plain-deck features none at all
        # (draw_plan refuses the other wild cards with them)
        clash = [name for name, on in (
            ("pot.high_low", spec["pot"]["high_low"]), ("pot.lowball", spec["pot"]["lowball"]),
            ("hand.new_york", spec["hand"]["new_york"]), ("hand.canadian", spec["hand"]["canadian"]),
            ("deck.spanish", spec["deck"]["spanish"]), ("deck.bug", spec["deck"]["bug"] != "none"),
            ("deal.roll", spec["deal"]["roll"] != "none")) if on]
        if clash:
            raise UserError(f"{origin}: wild.rule: {wild['rule']} is not played with {', '.join(clash)}")
    if wild["low"] is not None and not spec["pot"]["high_low"]:
        raise UserError(f"{origin}: wild.low: the low hand's own wild ranks are for a high-low pot "
                        f"(pot.high_low = true)")
    if spec["opens"]["wins"] is not None and spec["opens"]["pair"] == "none":
        raise UserError(f"{origin}: opens.wins: a hand needed to win comes with a pair that opens")
    if spec["deal"]["draws"] > 1 and not spec["pot"]["lowball"]:
        raise UserError(f"{origin}: deal.draws: three draws are played as lowball (pot.lowball = true)")
    if spec["pot"]["low"] == "deuce-to-seven":
        if not spec["pot"]["lowball"]:
            raise UserError(f"{origin}: pot.low: a deuce-to-seven low is played as lowball "
                            f"(pot.lowball = true)")
        if (wild["rule"] != "none" or rank_text(wild["always"]) != "none"
                or wild["low"] is not None):
            raise UserError(f"{origin}: pot.low: a deuce-to-seven low is played with nothing wild")
    if spec["opens"]["wins"] is not None and (spec["pot"]["high_low"] or spec["pot"]["lowball"]):
        raise UserError(f"{origin}: opens.wins: a least winning hand is a high hand's")




def deck_budget(spec, seats):
    """(cards the deal must have, the deck's cards, in words): the cards dealt; the draw takes the
    rest of the stock and then the discards shuffled, which the driver does itself."""
    dealt = spec["deal"]["dealt"]
    deck = (32 if spec["deck"]["spanish"] else 52) + (spec["deck"]["bug"] != "none")
    return seats * dealt, deck, f"{dealt} cards to {seats} players (the draw reshuffles the discards)"


def needs_decisions(spec):
    """The decisions the rules call for, with the policies the driver plays for each."""
    if spec["pot"]["lowball"]:
        return {"draw": ("standard", "pat", "pat-nine")}
    if spec["pot"]["high_low"]:
        return {"draw": ("standard", "pat", "high")}
    return {"draw": ("standard", "pat", "kicker")}


def traits(spec):
    rule = spec["wild"]["rule"]
    low = spec["wild"]["low"]
    fixed = (rank_text(spec["wild"]["always"]) != "none" or rule == "drawn"
             or low is not None and rank_text(low) != "none")
    return {"wild": "per-hand" if rule in PER_HAND else "fixed" if fixed else "none",
            "split_pot": spec["pot"]["high_low"], "house_hand": False}


def always_wild(spec):
    return None


def report_extra(spec):
    """The report's draw-policy sweep, for the games that ask for it."""
    if not spec["report"]["policy_sweep"]:
        return None
    from .draw import draw_sweep_report

    return draw_sweep_report


def headline(spec):
    return spec["report"]["headline"]


def odds(spec):
    """Cards dealt a seat round the table, then the stock; with five dealt and neither openers
    nor wild cards drawn face up, a hand depends on its own cards and the stock alone, so the
    hero alone is enumerated over every draw."""
    dealt = spec["deal"]["dealt"]
    alone = (dealt == 5 and spec["opens"]["pair"] == "none"
             and spec["wild"]["rule"] != "drawn" and spec["deal"]["draws"] == 1)
    # suits matter by a flush of five alone (nothing wild, no joker, no four-card flush), from
    # the 52 cards (the grouped draw's deck)
    plain = (traits(spec)["wild"] == "none" and spec["deck"]["bug"] == "none"
             and not spec["deck"]["spanish"] and not spec["hand"]["canadian"])
    odds = {"deal": "draw", "hole": dealt, "exact_alone": alone,
            "suits": "flush" if plain else "any"}
    if spec["deck"]["spanish"] or spec["deck"]["bug"] != "none":  # the deck the plan deals
        from kernels.core.cards import DECK_SPANISH, make_deck

        deck = make_deck(DECK_SPANISH if spec["deck"]["spanish"] else 0,
                         jokers=int(spec["deck"]["bug"] != "none"))
        odds["deck"] = tuple(int(c) for c in deck)
    return odds


def build_plan(spec, options, policies, players):
    from .draw import draw_plan

    opens, pot, wild = spec["opens"], spec["pot"], spec["wild"]
    openers = None
    qualifier = opens["pair"]
    if opens["wins"] is not None:  # the winning hand needs the openers given whole
        q = OPENER_RANK[qualifier]
        openers, qualifier = (f"{q}s {q}h 4c 3d 2s", opens["wins"]), "none"
    features = {
        "wild": rank_text(wild["always"]), "qualifier": qualifier,
        "roll_your_own": wild["rule"] == "own-choice", "high_low": pot["high_low"],
        "lowball": pot["lowball"], "low": pot["low"], "pay_for_draw": pot["pay_for_draw"],
        "new_york": spec["hand"]["new_york"], "canadian": spec["hand"]["canadian"],
        "spanish": spec["deck"]["spanish"], "legs": pot["legs"], "bug": spec["deck"]["bug"],
        "roll_em": spec["deal"]["roll"], "draws": spec["deal"]["draws"],
    }
    drawn = rank_text(wild["ranks"]) if wild["rule"] == "drawn" else None
    low = rank_text(wild["low"]) if wild["low"] is not None else None
    return draw_plan(features, policies, players, openers=openers, drawn_wild=drawn,
                     dealt=spec["deal"]["dealt"], little_ones=wild["rule"] == "lowest-held",
                     low_wild=low)
