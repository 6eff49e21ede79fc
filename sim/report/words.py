"""Counts in words: "1 up card", "2 up cards", "1,000 deals"."""


def plural(n, noun, nouns=None):
    """``n`` and the noun, singular for exactly one ("1 deal", "0 deals", "1,234 deals"); ``nouns``
    where adding an s is wrong. Counts of 1,000 and more are written with commas."""
    return f"{n:,} {noun if n == 1 else nouns or noun + 's'}"


RANK_WORDS = {"T": "10s", "J": "jacks", "Q": "queens", "K": "kings", "A": "aces"}


def rank_plural(rank):
    """A rank's cards in words, as a rule says them: "7s", "10s", "queens"."""
    return RANK_WORDS.get(rank, f"{rank}s")
