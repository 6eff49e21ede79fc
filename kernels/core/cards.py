"""Card encoding shared by every kernel.

A card is a small integer: ``4 * rank + suit`` with rank 0..12 for deuce..ace and suit 0..3 for
clubs, diamonds, hearts, spades. Jokers are 52 and 53. A second deck repeats the codes 0..51, so a
deck is just an array of codes (duplicates allowed).

Plain Python: numpy is imported by the functions that build arrays, so that the game declarations,
which take the constants from here, load without it (`simpoker list` and `show`).
"""

N_RANKS = 13
N_SUITS = 4
JOKER_A = 52
JOKER_B = 53
N_CODES = 54

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
ACE = 12
ALL_RANKS = (1 << N_RANKS) - 1

# Deck kinds: which ranks are in play (the stripped Spanish deck drops 2..6).
DECK_STANDARD = 0
DECK_SPANISH = 1
DECK_RANK_MASKS = (ALL_RANKS, ALL_RANKS & ~0b11111)


def rank_of(card):
    return card >> 2


def suit_of(card):
    return card & 3


def make_deck(kind=DECK_STANDARD, jokers=0, decks=1):
    """The deck as an int8 array of card codes, in a fixed order."""
    import numpy as np

    ranks_mask = DECK_RANK_MASKS[kind]
    codes = [4 * r + s for r in range(N_RANKS) if ranks_mask >> r & 1 for s in range(N_SUITS)]
    codes = codes * decks + [JOKER_A + j for j in range(jokers)]
    return np.array(codes, dtype=np.int8)


def card_mask(codes):
    """A 64-bit mask with one bit per card code (for wild-card sets)."""
    import numpy as np

    mask = 0
    for c in codes:
        mask |= 1 << int(c)
    return np.uint64(mask)


def rank_wild_mask(ranks_bits):
    """Card mask of every card whose rank bit is set in ``ranks_bits``."""
    return card_mask([4 * r + s for r in range(N_RANKS) if ranks_bits >> r & 1 for s in range(N_SUITS)])
