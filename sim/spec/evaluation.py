"""Hand rules: the public description of how hands are evaluated, turned into kernel inputs.

``HandRule`` names every evaluation switch a game may need (wild cards, jokers, the bug, deck,
best k, no straights, New York / Canadian, natural over wild, lows). ``evaluate`` scores a hand
through the same kernels the simulators use, and ``describe`` decodes a value for people.
"""
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from kernels.eval import evaluate as ev
from kernels.core.cards import (
    DECK_SPANISH, DECK_STANDARD, JOKER_A, JOKER_B, card_mask, make_deck,
    rank_wild_mask,
)
from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES
from kernels.eval.hands import (
    LOW_CATEGORY_NAMES, RULE_BUG_CARD, RULE_BUG_MODE, RULE_DECK, RULE_FAST, RULE_FLAGS, RULE_K,
    RULE_LOW, RULE_NATURAL, RULE_SIZE, evaluate_many,
)
from kernels.eval.hash_tables import card_table, load_hash_tables
from kernels.eval.low import LOW_A5, LOW_A6
from kernels.core.tables import TABLES

from .cards import parse_card, parse_rank
from ..errors import UserError

DECKS = {"standard": DECK_STANDARD, "spanish": DECK_SPANISH}
LOWS = {"a5": LOW_A5, "a6": LOW_A6}
FOUR_CARD = {"new-york": ev.F_NEW_YORK, "canadian": ev.F_CANADIAN | ev.F_NEW_YORK}


@lru_cache(maxsize=1)
def hash_tables():
    return load_hash_tables()


@lru_cache(maxsize=2)
def omaha_tables(high_low):
    """Omaha's rank table (and its low table when ``high_low``), built from the card tables:
    the Omaha kernels' and the exact board walk's."""
    from kernels.games.omaha import build_low_table, build_rank_table

    offs, nonflush, _ = hash_tables()
    lows = build_low_table() if high_low else np.zeros((1, 1), dtype=np.int32)
    return build_rank_table(offs, nonflush), lows


def parse_wild(spec):
    """Wild ranks and cards from text such as ``2``, ``3,9``, ``Js,Jh`` or ``2,Kh``."""
    ranks, cards = set(), set()
    if not spec:
        return frozenset(), frozenset()
    for part in spec.replace(" ", ",").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            if len(part) == 1 or part.upper() == "10":
                value, into = parse_rank(part), ranks
            else:
                value, into = parse_card(part), cards
        except UserError:
            raise UserError(
                f"unknown wild spec {part!r}: give ranks (2, 3,9, T) or cards (Js,Jh, Kh)"
            ) from None
        if value in into:
            raise UserError(f"duplicate {part!r} in the wild spec")
        into.add(value)
    return frozenset(ranks), frozenset(cards)


@dataclass(frozen=True)
class HandRule:
    """How a hand is scored. Defaults are plain high poker, best five cards, nothing wild."""

    best: int = 5
    wild_ranks: frozenset = field(default_factory=frozenset)
    wild_cards: frozenset = field(default_factory=frozenset)
    jokers: int = 0            # fully wild jokers in the deck
    bug: bool = False          # one more joker that only completes straights and flushes
    bug_ace: bool = False      # ... and otherwise counts as an ace
    deck: str = "standard"
    no_straights: bool = False
    four_card: str | None = None   # "new-york" or "canadian"
    natural_beats_wild: bool = False
    low: str | None = None     # "a5" or "a6"

    def __post_init__(self):
        if self.best not in (2, 3, 4, 5):
            raise UserError(f"best must be 2, 3, 4 or 5 cards, not {self.best}")
        if self.deck not in DECKS:
            raise UserError(f"unknown deck {self.deck!r}: choose from {', '.join(DECKS)}")
        if self.low is not None and self.low not in LOWS:
            raise UserError(f"unknown low {self.low!r}: choose a5 or a6")
        if self.four_card is not None and self.four_card not in FOUR_CARD:
            raise UserError(f"unknown four-card rule {self.four_card!r}: choose new-york or canadian")
        if not 0 <= self.jokers + (1 if self.bug or self.bug_ace else 0) <= 2:
            raise UserError("at most two jokers in all (the bug counts as one)")
        if any(c >= 52 for c in self.wild_cards):
            raise UserError("jokers cannot be named as wild cards: --jokers K adds K fully wild "
                            "jokers, --bug or --bug-ace the bug")
        if self.deck == "spanish" and any(r < 5 for r in self.wild_ranks):
            raise UserError("the spanish deck has no 2s to 6s to make wild")

    @property
    def has_bug(self):
        return self.bug or self.bug_ace

    @property
    def bug_card(self):
        return JOKER_A if self.has_bug else -1

    def deck_codes(self):
        return make_deck(DECKS[self.deck], jokers=self.jokers + (1 if self.has_bug else 0))

    def wild_mask(self):
        bits = 0
        for r in self.wild_ranks:
            bits |= 1 << r
        mask = int(rank_wild_mask(bits)) | int(card_mask(self.wild_cards))
        first_wild_joker = JOKER_B if self.has_bug else JOKER_A
        for j in range(self.jokers):
            mask |= 1 << (first_wild_joker + j)
        return np.uint64(mask)

    def flags(self):
        f = 0
        if self.no_straights:
            f |= ev.F_NO_STRAIGHTS
        if self.four_card:
            f |= FOUR_CARD[self.four_card]
        return f

    def uses_fast_path(self):
        return (self.best == 5 and self.flags() == 0 and self.deck == "standard"
                and not self.has_bug and not self.natural_beats_wild and self.low is None)

    def rule_array(self):
        rule = np.zeros(RULE_SIZE, dtype=np.int64)
        rule[RULE_K] = self.best
        rule[RULE_FLAGS] = self.flags()
        rule[RULE_DECK] = DECKS[self.deck]
        rule[RULE_BUG_CARD] = self.bug_card
        rule[RULE_BUG_MODE] = (ev.BUG_ACE if self.bug_ace else ev.BUG_STRAIGHT_FLUSH) if self.has_bug else ev.BUG_NONE
        rule[RULE_NATURAL] = int(self.natural_beats_wild)
        rule[RULE_LOW] = LOWS[self.low] if self.low else -1
        rule[RULE_FAST] = int(self.uses_fast_path())
        return rule

    def card_table(self):
        return card_table(self.wild_mask())

    def category_names(self):
        if self.low:
            return LOW_CATEGORY_NAMES
        if self.four_card:
            return CATEGORY_NAMES
        return STANDARD_CATEGORIES

    def kernel_args(self):
        """(wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB) as the hand kernels take them."""
        offsets, nonflush, flush = hash_tables()
        return self.wild_mask(), self.rule_array(), self.card_table(), offsets, nonflush, flush, TABLES


def evaluate_codes(hands, rule=HandRule(), sizes=None):
    """Kernel values for a 2-D array of card codes (row i uses its first ``sizes[i]`` cards)."""
    hands = np.ascontiguousarray(hands, dtype=np.int8)
    if sizes is None:
        sizes = np.full(hands.shape[0], hands.shape[1], dtype=np.int64)
    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    return evaluate_many(hands, np.asarray(sizes, dtype=np.int64), wm, r, ct, o, nf, fl, tb)


def describe(value, rule=HandRule()):
    """(category name, rank tuple, natural) for a high-hand value, ranks 2..14 as in the tests.

    The rank tuple lists the cards' ranks grouped by count then rank (so a full house of kings
    over nines is (13, 13, 13, 9, 9)); straights give only their top card.
    """
    value = int(value)
    cat = value >> ev.CAT_SHIFT
    tb = (value >> 1) & 0xFFFFF
    nib = [(tb >> (16 - 4 * i)) & 15 for i in range(5)]
    present = [x for x in nib if x]
    name = CATEGORY_NAMES[cat]
    if name in ("five-of-a-kind", "straight", "straight-flush"):
        ranks = (nib[0],)
    elif name == "four-of-a-kind":
        ranks = (nib[0],) * 4 + tuple(present[1:])
    elif name == "full-house":
        ranks = (nib[0],) * 3 + (nib[1],) * 2
    elif name == "three-of-a-kind":
        ranks = (nib[0],) * 3 + tuple(present[1:])
    elif name == "two-pair":
        ranks = (nib[0],) * 2 + (nib[1],) * 2 + tuple(present[2:])
    elif name == "one-pair":
        ranks = (nib[0],) * 2 + tuple(present[1:])
    else:
        ranks = tuple(present)
    return name, ranks, bool(value & 1)
