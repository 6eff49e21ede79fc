"""The declare in every declare game (`simpoker advise GAME --decision declare`): with every
hand's final cards known, each way the hero may declare is settled exactly, the other hands
declaring by the game's policy.

Options of equal share are ordered by their mean share over every way the other hands could
declare: an option that never does better and sometimes does worse (declaring low with a pat
royal) comes after the one that dominates it.
"""
from fractions import Fraction
from itertools import product

from ..errors import UserError

HIGH, LOW, BOTH = 0, 1, 2


def split(keys, declared):
    """Each seat's share of the pot when seat p declares ``declared[p]`` (HIGH or LOW): each side
    to its declarers with the least key (``keys[p][side]``, None: that side cannot be won by p),
    equal keys sharing; a side nobody wins gives the other side the whole pot; neither: all 0
    (the pot carries over)."""
    winners = []
    for side in (HIGH, LOW):
        held = {p: k[side] for p, k in enumerate(keys) if declared[p] == side and k[side] is not None}
        best = min(held.values(), default=None)
        winners.append([p for p, k in held.items() if k == best])
    return _halves(winners, len(keys))


def split_both(keys, declared):
    """Hot Tuna's settle: a hand declaring BOTH must win or tie both sides, else it is out of
    both and the sides are settled again, until no such hand fails (``keys[p]``: (high key,
    low key), the lower better)."""
    out = set()
    while True:
        best = []
        for side in (HIGH, LOW):
            held = [keys[p][side] for p in range(len(keys))
                    if p not in out and declared[p] in (side, BOTH)]
            best.append(min(held, default=None))
        failed = {p for p in range(len(keys)) if p not in out and declared[p] == BOTH
                  and (keys[p][HIGH] != best[HIGH] or keys[p][LOW] != best[LOW])}
        if not failed:
            break
        out |= failed
    winners = [[p for p in range(len(keys)) if p not in out and declared[p] in (side, BOTH)
                and keys[p][side] == best[side]] for side in (HIGH, LOW)]
    return _halves(winners, len(keys))


def _halves(winners, n):
    """Each of n seats' share when ``winners`` [high winners, low winners] split their sides:
    half the pot a side, the whole pot to the one side that has winners, nothing to nobody."""
    sides = sum(1 for w in winners if w)
    share = [Fraction(0)] * n
    for w in winners:
        for p in w:
            share[p] += Fraction(1, sides * len(w))
    return share


def declare_advice(v, policy, hands, dead, keys, policy_sides, choices, settle=split, unit="player"):
    """The Advice of the declare: ``keys`` each hand's (high, low) keys, ``policy_sides`` each
    hand's side by the policy, ``choices`` [(option name, side)] the hero may take."""
    from ..spec.cards import format_cards
    from ..studies.advise import Advice

    n = len(hands)
    others = [tuple(c for _, c in choices)] * (n - 1)
    rows = []
    for name, side in choices:
        share = settle(keys, [side] + policy_sides[1:])[0]
        # the tie-break: the mean share over every way the others could declare
        ways = [settle(keys, [side] + list(d))[0] for d in product(*others)] if n <= 9 else [share]
        rows.append({"option": name, "legal": True, "default": side == policy_sides[0],
                     "equity": float(share), "ci": [float(share)] * 2,
                     "robust": float(sum(ways) / len(ways)), "final": {}})
    rows.sort(key=lambda r: (-r["equity"], -r["robust"], not r["default"]))
    for r in rows:
        r["diff"] = r["equity"] - rows[0]["equity"]
        r["diff_ci"] = [r["diff"], r["diff"]]
    return Advice(game=v.id, decision="declare", hand=format_cards(hands[0]),
                  dead=format_cards(dead), players=n, exact=True, target="", target_reason="",
                  categories=(), rows=rows, policy=policy, measure="equity",
                  against=[format_cards(h) for h in hands[1:]], unit=unit)


def known_hands(v, s, sizes, copies=1, unit="seat"):
    """(hands, dead) of a declare situation: every {unit}'s final cards, the hero's first, each
    hand's size in ``sizes``; a card at most ``copies`` times (two decks: 2)."""
    from collections import Counter

    from ..spec.cards import format_card
    from ..studies.odds_answer import cards_given_once, split_cards

    s.refuse_extras(f"the declare of {v.id}", ("--wild",) if unit == "hand" else ())
    if s.trials is not None or s.until_ci is not None or s.exact is False:
        raise UserError("the declare with every hand's final cards known is counted exactly: "
                        "leave out --trials, --until-ci and --sample")
    if len(s.hands) < 2:
        raise UserError(f"give the hero's final cards, then every other {unit}'s: --hand CARDS "
                        "at least twice")
    hands = [split_cards(h, f"hand {i}") for i, h in enumerate(s.hands)]
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    if copies == 1:
        cards_given_once([(f"hand {i}", h) for i, h in enumerate(hands)] + [("the dead cards", dead)])
    else:
        over = [c for c, k in Counter(c for h in hands + [dead] for c in h).items() if k > copies]
        if over:
            raise UserError(f"{format_card(over[0])} is given more than {copies} times: "
                            f"{v.id} deals from {copies} decks")
    players = s.players if s.players is not None else len(hands)
    if unit == "seat":
        low, high = v.players
        if players != len(hands) or not low <= players <= high:
            raise UserError(f"give every seat's final cards: {len(hands)} hands for "
                            f"{players} players ({v.id} seats {low} to {high})")
    for i, h in enumerate(hands):
        if len(h) not in sizes:
            need = (f"at least {sizes.start}" if isinstance(sizes, range)
                    else " or ".join(str(k) for k in sorted(sizes)))
            raise UserError(f"hand {i} ({s.hands[i]!r}) has {len(h)} cards; a final hand of "
                            f"{v.id} has {need}")
    return hands, dead


# --- the games ----------------------------------------------------------------------------------

def _blackjack(c):
    r = c >> 2
    return 1 if r == 12 else min(r + 2, 10)


def _closest(base, aces, target):
    best = base
    for k in range(1, aces + 1):
        if abs(base + 10 * k - target) < abs(best - target):
            best = base + 10 * k
    return best


def three_three_three(v, opts, pols, s):
    """333: totals closest to 33 (high) and to 3 (low) of the cards left after the reveals."""
    hands, dead = known_hands(v, s, {1, 2, 3})
    keys, sides = [], []
    policy = pols.get("declare", "standard")
    for h in hands:
        base, aces = sum(_blackjack(c) for c in h), sum(1 for c in h if c >> 2 == 12)
        hi, lo = _closest(base, aces, 33), _closest(base, aces, 3)
        keys.append(((abs(hi - 33), hi), (abs(lo - 3), lo)))
        sides.append(HIGH if policy == "high" or policy == "standard" and abs(hi - 33) < abs(lo - 3)
                     else LOW)
    return declare_advice(v, policy, hands, dead, keys, sides,
                          [("declare high", HIGH), ("declare low", LOW)])


def red_black(v, opts, pols, s):
    """Red-Black: the red total (red cards for, aces 11; black against, aces 1) and the black."""
    hands, dead = known_hands(v, s, {5})
    keys, sides = [], []
    policy = pols.get("declare", "standard")
    for h in hands:
        red = black = 0
        for c in h:
            value_for = 11 if c >> 2 == 12 else min((c >> 2) + 2, 10)
            if (c & 3) in (1, 2):
                red, black = red + value_for, black - _blackjack(c)
            else:
                red, black = red - _blackjack(c), black + value_for
        keys.append((-red, -black))
        sides.append(HIGH if policy == "red" or policy == "standard" and red >= black else LOW)
    return declare_advice(v, policy, hands, dead, keys, sides,
                          [("declare red", HIGH), ("declare black", LOW)])


def colored(v, opts, pols, s):
    """Colored Poker: black cards' points, most for high (aces 11), fewest for low (aces 1)."""
    from .stud_score import declare_table

    hands, dead = known_hands(v, s, {7})
    policy = pols.get("declare", "likelier")
    table = declare_table(policy)
    keys, sides = [], []
    for h in hands:
        black = [c for c in h if (c & 3) in (0, 3)]
        hi = sum(11 if c >> 2 == 12 else _blackjack(c) for c in black)
        lo = sum(_blackjack(c) for c in black)
        keys.append((-hi, lo))
        sides.append(HIGH if table[hi, lo] == 1 else LOW)
    return declare_advice(v, policy, hands, dead, keys, sides,
                          [("declare high", HIGH), ("declare low", LOW)])


def hot_tuna(v, opts, pols, s):
    """Hot Tuna: each hand still in declares high, low or both; the hero's hand is the first,
    every other hand still in after it (the hero's own other hands among them); the wild rank
    besides the queens is --wild."""
    import numpy as np

    from kernels.games.hot_tuna import high_key, low_value
    from kernels.games.hot_tuna_layout import CAT, FULL_HOUSE

    hands, dead = known_hands(v, s, {5, 6}, copies=2, unit="hand")
    follow = wild_rank(v, s)
    policy = pols.get("declare", "threshold")
    keys, sides = [], []
    for h in hands:
        c = [int(x) for x in h] + ([0] if len(h) == 5 else [])
        hk = int(high_key(c[0], c[1], c[2], c[3], c[4], c[5], len(h), np.int64(follow)))
        lo = int(low_value(c[0], c[1], c[2], c[3], c[4], c[5], len(h)))
        keys.append((-hk, lo))
        good_low = (lo >> CAT) == 0 and ((lo >> 16) & 15) <= 7
        sides.append(HIGH if policy == "high" or not good_low
                     else BOTH if (hk >> (CAT + 1)) >= FULL_HOUSE else LOW)
    return declare_advice(v, policy, hands, dead, keys, sides,
                          [("declare high", HIGH), ("declare both", BOTH), ("declare low", LOW)],
                          settle=split_both, unit="hand")


def wild_rank(v, s):
    """The rank wild besides the queens, from --wild (-1: none, only the queens)."""
    from ..spec.cards import parse_rank_list

    if s.wild is None:
        raise UserError("give the wild rank besides the queens: --wild RANK (none: only queens)")
    mask = parse_rank_list(s.wild, "--wild")
    ranks = [r for r in range(13) if mask >> r & 1]
    if len(ranks) > 1:
        raise UserError(f"--wild {s.wild}: one rank moves with the queens in {v.id}")
    return ranks[0] if ranks else -1
