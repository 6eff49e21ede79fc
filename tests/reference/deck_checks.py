"""What the score games' twins share: the 52 card texts, the checks of their inputs (seats,
policy names, counts, decks and streams of decks) and a lazily drawn stream of shuffled decks.

Plain Python for the reference twins; it shares nothing with the kernels.
"""

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)  # rank-major, "2c" first
DECK_SET = frozenset(DECK)


def check_seats(game, players, lowest, highest):
    """ValueError unless ``players`` is a whole number from ``lowest`` to ``highest``."""
    whole = isinstance(players, int) and not isinstance(players, bool)
    if not whole or not lowest <= players <= highest:
        raise ValueError(f"{game} is played by {lowest}..{highest} seats; got {players!r}")


def check_choice(what, value, choices):
    """ValueError unless ``value`` is one of ``choices`` (``what``: "take policy", say)."""
    if not isinstance(value, str) or value not in choices:
        raise ValueError(f"unknown {what} {value!r}: choose from {', '.join(choices)}")


def check_count(name, value, lowest):
    """ValueError unless ``value`` is a whole number at least ``lowest``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < lowest:
        raise ValueError(f"{name} must be a whole number >= {lowest}; got {value!r}")


def check_deck(deck):
    """The deck as a list, after checking it holds the 52 cards once each."""
    if isinstance(deck, (str, bytes)):
        raise ValueError("the deck must be a sequence of 52 card texts, not one string")
    cards = list(deck)
    bad = [card for card in cards if not isinstance(card, str) or card not in DECK_SET]
    if bad:
        raise ValueError(f"the deck holds something that is not a card: {bad[0]!r}")
    if len(cards) != 52 or len(set(cards)) != 52:
        raise ValueError(f"the deck must hold the 52 cards once each; it has {len(cards)} cards, "
                         f"{len(set(cards))} different")
    return cards


def check_permutation(cards, k):
    """The ``k``-th ordering of a stream as a list, checked to hold the 52 cards once each."""
    cards = list(cards)
    if len(cards) != 52 or set(cards) != DECK_SET:
        bad = [card for card in cards if card not in DECK_SET]
        if bad:
            raise ValueError(f"stream[{k}] holds something that is not a card: {bad[0]!r}")
        raise ValueError(f"stream[{k}] must hold the 52 cards once each; it has {len(cards)} "
                         f"cards, {len(set(cards))} different")
    return cards


def permutation(stream, k, needed_by):
    """``stream[k]``, checked; ValueError when the stream has no ``k``-th ordering (``needed_by``:
    what asked for it, for the message)."""
    try:
        cards = stream[k]
    except IndexError:
        raise ValueError(f"the stream ran out: {needed_by} needs stream[{k}]") from None
    return check_permutation(cards, k)


class shuffled_stream:
    """An endless stream: ``stream[k]`` is drawn as ``rng.sample(DECK, 52)`` the first time an
    ordering at or past ``k`` is asked for, in order, so the rng is used only as far as needed."""

    def __init__(self, rng):
        self.rng = rng
        self.drawn = []

    def __getitem__(self, k):
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise IndexError(k)
        while len(self.drawn) <= k:
            self.drawn.append(self.rng.sample(DECK, 52))
        return self.drawn[k]
