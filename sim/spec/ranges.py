"""Hand ranges for unknown seats in Hold'em and Omaha, in the notation PokerStove and Equilab use.

``QQ+`` (queens or better), ``22-55``, ``AKs`` (suited), ``AKo`` (offsuit), ``AK`` (both),
``ATs+`` (the kicker up to one below the top card), ``A2s-A5s``, a hand such as ``AhKh``, and
``random`` (every hand), separated by commas. A range is the set of two-card hands (card codes,
the higher first) it names.
"""
import re

from ..errors import UserError

RANKS = "23456789TJQKA"
_TOKEN = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([so]?)(\+?)$")
_SPAN = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([so]?)-([2-9TJQKA])([2-9TJQKA])([so]?)$")


def _pairs(r):
    cards = [4 * r + s for s in range(4)]
    return {(a, b) for i, a in enumerate(cards) for b in cards[i + 1:]}


def _two(hi, lo, kind):
    out = set()
    for s in range(4):
        for t in range(4):
            if (kind == "s" and s != t) or (kind == "o" and s == t):
                continue
            out.add((4 * hi + s, 4 * lo + t))
    return out


def _hands(hi, lo, kind):
    if hi == lo:
        if kind:
            raise ValueError
        return _pairs(hi)
    return _two(max(hi, lo), min(hi, lo), kind)


def _part(text):
    from .cards import parse_card

    if text.lower() == "random":
        return {(max(a, b), min(a, b)) for a in range(52) for b in range(a)}
    up = "".join(ch.upper() if ch.upper() in RANKS else ch.lower() for ch in text)
    m = re.fullmatch(r"([2-9TJQKA][cdhs])([2-9TJQKA][cdhs])", up)
    if m:
        a, b = parse_card(m.group(1)), parse_card(m.group(2))
        if a == b:
            raise ValueError
        return {(max(a, b), min(a, b))}
    span = _SPAN.match(up) if "-" in up else None
    if span:
        h1, l1, k1, h2, l2, k2 = span.groups()
        if k1 != k2:
            raise ValueError
        h1, l1, h2, l2 = (RANKS.index(x) for x in (h1, l1, h2, l2))
        if h1 == l1 and h2 == l2:            # 22-55
            return set().union(*(_pairs(r) for r in range(min(h1, h2), max(h1, h2) + 1)))
        if h1 != h2:                         # A2s-A5s: the top card fixed
            raise ValueError
        return set().union(*(_hands(h1, r, k1) for r in range(min(l1, l2), max(l1, l2) + 1)))
    tok = _TOKEN.match(up)
    if not tok:
        raise ValueError
    hi, lo, kind, plus = tok.groups()
    hi, lo = RANKS.index(hi), RANKS.index(lo)
    if not plus:
        return _hands(hi, lo, kind)
    if hi == lo:                             # QQ+
        return set().union(*(_pairs(r) for r in range(hi, 13)))
    top, low = max(hi, lo), min(hi, lo)      # ATs+: the kicker up to one below the top card
    return set().union(*(_hands(top, r, kind) for r in range(low, top)))


def parse_range(text):
    """The two-card hands of a range text, as a sorted list of (higher code, lower code)."""
    hands = set()
    for part in (p.strip() for p in (text or "").split(",")):
        if not part:
            continue
        try:
            hands |= _part(part)
        except (ValueError, UserError):
            raise UserError(f"cannot read the range {text!r} at {part!r}: write e.g. QQ+,AKs,A5s-A2s,"
                            "KTo+,AhKh or random") from None
    if not hands:
        raise UserError(f"the range {text!r} names no hand")
    return sorted(hands)


def omaha_hands(pairs, cards):
    """The four-card hands of ``cards`` (rows of four codes) that hold at least one of the
    two-card hands ``pairs``: a range in Omaha names two of a hand's four cards, so ``AA`` is
    every hand with two aces or more and ``AKs`` every hand with a suited ace-king."""
    from itertools import combinations

    import numpy as np

    cards = np.array(sorted(cards), dtype=np.int64)
    if len(cards) < 4:
        return np.empty((0, 4), dtype=np.int64)
    wanted = np.zeros((52, 52), dtype=np.bool_)
    for a, b in pairs:
        wanted[a, b] = wanted[b, a] = True
    hands = cards[np.array(list(combinations(range(len(cards)), 4)), dtype=np.int64)]
    held = np.zeros(len(hands), dtype=np.bool_)
    for i, j in combinations(range(4), 2):
        held |= wanted[hands[:, i], hands[:, j]]
    return hands[held]
