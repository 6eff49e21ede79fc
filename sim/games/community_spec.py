"""The community driver read from a game file: its sections, their checks, and the plan they build.

A board game of this driver deals hole cards, then a five-card board (flop, turn, river); its file
says how many hole cards, how many of them a hand may use (or must: exactly so many hole and board
cards, as in Omaha), whether and when each player throws all but two away, and how the pot is
split.
"""
from kernels.drivers import community_layout as kc

from ..spec.cards import parse_rank_list, rank_text
from ..errors import UserError
from ..spec.game_file import Key

DISCARD_AT = {"never": -1, "deal": 0, "flop": 1}
HAND_RULES = {"any": kc.HAND_ANY, "at-most-two": kc.HAND_AT_MOST_TWO, "exactly": kc.HAND_EXACT}

SECTIONS = {
    "deal": {
        "hole": Key(int, 2, low=2, high=kc.MAX_HOLE, help="hole cards a player"),
        "volatility_every": Key(int, 8, low=1, high=1 << 14, help="volatility is measured on every n-th deal"),
        # Courchevel: the flop's first card shows with the hole cards; nobody folds here, so no
        # deal changes, but odds takes a situation with that one card out
        "early": Key(int, 0, low=0, high=1, help="board cards turned up with the hole cards (odds "
                     "takes a board of that many)"),
    },
    "hand": {
        "hole_used": Key(str, "any", choices=tuple(HAND_RULES), help="the hole cards a hand may use: "
                         "any, at-most-two (Tahoe), or exactly hand.hole with hand.board (Omaha)"),
        "hole": Key(int, None, low=0, high=5, help="with exactly: the hole cards a hand uses"),
        "board": Key(int, None, low=0, high=5, help="with exactly: the board cards a hand uses"),
    },
    "discard": {"at": Key(str, "never", choices=tuple(DISCARD_AT), help="when each player throws "
                          "all but two hole cards away (the decision keep chooses which)")},
    "pot": {"split": Key(str, "high", choices=("high", "high-low"), help="high-low: half to the best "
                         "eight-or-better low")},
    "wild": {"rule": Key(str, "none", choices=("none",), help="no rank moves on this driver"),
             "always": Key(object, [], help="ranks wild in every hand and on the board: a list, or "
                           "text such as \"3,9\"")},
}


def _check_exact(spec, origin):
    """An exact hand names its hole and board cards, five in all, of cards the deal holds; it
    neither discards nor plays wild cards (the driver counts neither with it)."""
    hand = spec["hand"]
    if hand["hole_used"] != "exactly":
        for key in ("hole", "board"):
            if hand[key] is not None:
                raise UserError(f"{origin}: hand.{key}: only with hand.hole_used = \"exactly\"")
        return
    for key in ("hole", "board"):
        if hand[key] is None:
            raise UserError(f"{origin}: hand.{key}: missing (hand.hole_used = \"exactly\" needs "
                            f"hand.hole and hand.board)")
    if hand["hole"] + hand["board"] != 5:
        raise UserError(f"{origin}: hand.board: a hand is five cards, so hand.hole + hand.board = 5 "
                        f"(not {hand['hole']} + {hand['board']})")
    if hand["hole"] > spec["deal"]["hole"]:
        raise UserError(f"{origin}: hand.hole: a hand uses {hand['hole']} hole cards, but a player "
                        f"has {spec['deal']['hole']} (deal.hole)")
    if spec["discard"]["at"] != "never":
        raise UserError(f"{origin}: discard.at: an exact hand (hand.hole_used = \"exactly\") is "
                        f"played without a discard")
    if rank_text(spec["wild"]["always"]) != "none":
        raise UserError(f"{origin}: wild.always: the community driver's exact hands have no wild "
                        f"cards")


def check(spec, origin):
    _check_exact(spec, origin)
    try:
        wild = parse_rank_list(rank_text(spec["wild"]["always"]), "wild.always")
    except UserError as e:
        raise UserError(f"{origin}: {e}") from None
    if wild and spec["pot"]["split"] != "high":
        raise UserError(f"{origin}: wild.always: the community driver's low ignores wild cards, so "
                        f"it does not split a pot with wild cards")
    if wild and spec["discard"]["at"] != "never":
        raise UserError(f"{origin}: wild.always: the community driver's discard games have no "
                        f"wild cards")
    hole, rule, discard = spec["deal"]["hole"], spec["hand"]["hole_used"], spec["discard"]["at"]
    if rule == "any" and discard == "never" and hole > 3:
        # a hand of every hole card and the board: the driver's hands hold at most eight cards
        raise UserError(f"{origin}: deal.hole: {hole} hole cards all playing with the board make "
                        f"a hand of {hole + 5} cards; the community driver plays at most eight: use "
                        f"hand.hole_used = \"at-most-two\" or \"exactly\", or a discard")
    if spec["pot"]["split"] == "high-low" and (rule == "at-most-two" or discard != "never"):
        raise UserError(f"{origin}: pot.split: the community driver's low plays every hole card "
                        f"dealt or an exact hand, so a high-low split is played with "
                        f"hand.hole_used = \"any\" or \"exactly\" and no discard")
    if discard != "never" and spec["deal"]["hole"] <= 2:
        raise UserError(f"{origin}: discard.at: a player keeps two hole cards, so he needs more "
                        f"than two (deal.hole = {spec['deal']['hole']})")


MAX_SEATS = kc.MAX_SEATS


def deck_budget(spec, seats):
    """(cards the deal must have, the deck's cards, in words): hole cards and the five-card board."""
    hole = spec["deal"]["hole"]
    return seats * hole + 5, 52, f"{hole} hole cards to {seats} players and a board of five"


def needs_decisions(spec):
    """The decisions the rules call for, with the policies the driver plays."""
    return {"keep": ("standard", "high")} if spec["discard"]["at"] != "never" else {}


def traits(spec):
    wild = "fixed" if rank_text(spec["wild"]["always"]) != "none" else "none"
    return {"wild": wild, "split_pot": spec["pot"]["split"] != "high", "house_hand": False}


def always_wild(spec):
    return None


def odds(spec):
    """Hole cards a seat, then the board; the standard rules of a game without a discard are
    counted by kernels/odds_board, and two-card holdings may be given as ranges. A file whose
    own rules split the pot or make cards wild (Big O, a house game) is counted through its
    kernel: odds_board counts a high pot of natural cards."""
    hand = spec["hand"]
    hole = spec["deal"]["hole"]
    if (spec["discard"]["at"] != "never" or spec["pot"]["split"] != "high"
            or rank_text(spec["wild"]["always"]) != "none"):
        counted = ""
    elif hand["hole_used"] == "exactly":  # odds_board counts two and three (Omaha's), of any hole
        counted = "exactly-two" if (hand["hole"], hand["board"]) == (2, 3) else ""
    else:
        counted = hand["hole_used"]
    ranges = hole == 2 and counted == "any" or hole == 4 and counted == "exactly-two"
    return {"deal": "board", "hole": hole, "counted": counted, "ranges": ranges,
            "early": spec["deal"]["early"]}


def build_plan(spec, options, policies, players):
    from .community import community_plan

    discard_at = DISCARD_AT[spec["discard"]["at"]]
    if discard_at >= 0 and policies.get("keep") not in ("standard", "high"):
        raise UserError("a game that discards needs the decision keep (policies standard, high)")
    hand = spec["hand"]
    exact = (hand["hole"], hand["board"]) if hand["hole_used"] == "exactly" else (0, 0)
    return community_plan(policies, players, hole=spec["deal"]["hole"],
                          hand_rule=HAND_RULES[hand["hole_used"]], discard_at=discard_at,
                          high_low=spec["pot"]["split"] == "high-low",
                          every=spec["deal"]["volatility_every"],
                          wild=rank_text(spec["wild"]["always"]), exact=exact)
