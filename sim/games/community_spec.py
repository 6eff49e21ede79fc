"""The community driver read from a game file: its sections, their checks, and the plan they build.

A board game of this driver deals hole cards, then a five-card board (flop, turn, river); its file
says how many hole cards, how many of them a hand may use, whether and when each player throws
all but two away, and how the pot is split.
"""
from kernels import community_layout as kc

from ..cards import parse_rank_list, rank_text
from ..errors import UserError
from ..game_file import Key

DISCARD_AT = {"never": -1, "deal": 0, "flop": 1}

SECTIONS = {
    "deal": {
        "hole": Key(int, 2, low=2, high=5),
        "volatility_every": Key(int, 8, low=1, high=1 << 14),
    },
    # the hole cards a hand may use: every one ("any"), or at most two (Tahoe)
    "hand": {"hole_used": Key(str, "any", choices=("any", "at-most-two"))},
    # each player throws away all but two hole cards, at once, after the deal or after the flop;
    # the decision `keep` (policies standard and high) chooses which
    "discard": {"at": Key(str, "never", choices=tuple(DISCARD_AT))},
    "pot": {"split": Key(str, "high", choices=("high", "high-low"))},  # high-low: eight or better
    # ranks wild in every hand and on the board (a list, or text such as "2" or "3,9"); no rank
    # moves on this driver
    "wild": {"rule": Key(str, "none", choices=("none",)), "always": Key(object, [])},
}


def check(spec, origin):
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
    if spec["discard"]["at"] != "never" and spec["deal"]["hole"] <= 2:
        raise UserError(f"{origin}: discard.at: a player keeps two hole cards, so he needs more "
                        f"than two (deal.hole = {spec['deal']['hole']})")


def traits(spec):
    wild = "fixed" if rank_text(spec["wild"]["always"]) != "none" else "none"
    return {"wild": wild, "split_pot": spec["pot"]["split"] != "high", "house_hand": False}


def always_wild(spec):
    return None


def odds(spec):
    """Hole cards a seat, then the board; the standard rules of a game without a discard are
    counted by kernels/odds_board, and two-card holdings may be given as ranges."""
    counted = "" if spec["discard"]["at"] != "never" else (
        "any" if spec["hand"]["hole_used"] == "any" else "at-most-two")
    hole = spec["deal"]["hole"]
    return {"deal": "board", "hole": hole, "counted": counted, "ranges": hole == 2 and counted == "any"}


def build_plan(spec, options, policies, players):
    from .community import community_plan

    discard_at = DISCARD_AT[spec["discard"]["at"]]
    if discard_at >= 0 and policies.get("keep") not in ("standard", "high"):
        raise UserError("a game that discards needs the decision keep (policies standard, high)")
    hand_rule = kc.HAND_ANY if spec["hand"]["hole_used"] == "any" else kc.HAND_AT_MOST_TWO
    return community_plan(policies, players, hole=spec["deal"]["hole"], hand_rule=hand_rule,
                          discard_at=discard_at, high_low=spec["pot"]["split"] == "high-low",
                          every=spec["deal"]["volatility_every"],
                          wild=rank_text(spec["wild"]["always"]))
