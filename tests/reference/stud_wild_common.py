"""What the five games of :mod:`tests.reference.stud_wild` share: seat limits,
the deal with its wild rule, hand values and leaders, and the simulate driver.
Plain, slow Python; it shares no code with the project's kernels.
"""

import random
from collections import Counter

from .evaluator import CATEGORY_INDEX, JOKERS, RANKS, fast_high, full_deck, normalize_card

CARDS_PER_SEAT = 7  # two down, four up, one down


def rank_key(rank):
    """Output key of a rank value (``None`` -> ``'none'``, 10 -> ``'T'``)."""
    return "none" if rank is None else RANKS[rank - 2]


def _is_joker(card):
    return card in JOKERS


# ---------------------------------------------------------------------------
# Seat limits
# ---------------------------------------------------------------------------


def max_players(game, jokers=False):
    """Largest seat count ``game`` can always deal to the end.

    Seven regular cards a seat plus the cards the rules force into play must
    fit in the deck.  Only Seven-Up forces extra cards (at most four middle
    cards, one for each 7 that can be dealt face up to a seat).
    """
    deck_size = 52 + (2 if jokers else 0)
    forced = {
        "follow-the-queen": 0,
        "seven-up": 4,
        "baseball": 0,
        "sequence": 0,
        "dirty-schultz": 0,
    }[game]
    return (deck_size - forced) // CARDS_PER_SEAT


def _check_players(game, players, jokers=False):
    top = max_players(game, jokers)
    if not isinstance(players, int) or not 2 <= players <= top:
        deck_size = 52 + (2 if jokers else 0)
        if game == "seven-up":
            reason = (
                f"each seat needs 7 cards and up to 4 middle cards may be dealt, "
                f"so a {deck_size}-card deck seats at most {top}"
            )
        else:
            reason = f"each seat needs 7 cards, so a {deck_size}-card deck seats at most {top}"
        raise ValueError(f"{game} is played by 2..{top} seats ({reason}); got {players!r}")


# ---------------------------------------------------------------------------
# The deal, common to all five games
# ---------------------------------------------------------------------------


class _Deal:
    """The deck being dealt, the seats' cards and the shared card."""

    def __init__(self, deck, players, jokers):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if not jokers and any(_is_joker(c) for c in cards):
            raise ValueError("this game is played without jokers")
        self.cards = cards
        self.position = 0
        # Per seat: (card, how) in the order received; how is "down", "up"
        # or "extra" (an extra down card).
        self.seats = [[] for _ in range(players)]
        self.shared = None

    def remaining(self):
        return len(self.cards) - self.position

    def draw(self):
        """Next card of the deck, or ``None`` when it is empty."""
        if self.position >= len(self.cards):
            return None
        card = self.cards[self.position]
        self.position += 1
        return card

    def draw_required(self, what):
        card = self.draw()
        if card is None:
            raise ValueError(f"the deck ran out before {what} could be dealt")
        return card

    def up_cards(self, seat):
        return [c for c, how in self.seats[seat] if how == "up"]


class _Rules:
    """Wild-card rules of one game; one instance per deal (it holds state).

    ``face_up(deal, seat, card)`` is called right after ``card`` is dealt face
    up to ``seat`` (``seat`` is ``None`` for the shared middle card); it may
    update the wild state and deal more cards.  ``wild(card)`` says whether a
    card is wild under the rule as it stands now; ``live(card)`` whether it
    counts at all (Seven-Up's dead jokers do not); ``state()`` is what
    ``wild_changes`` compares.
    """

    def face_up(self, deal, seat, card):
        raise NotImplementedError

    def wild(self, card):
        raise NotImplementedError

    def live(self, card):
        return True

    def state(self):
        return None


def _evaluate(cards, rules):
    """``fast_high`` result for a seat's cards, or ``None`` if no card counts."""
    live = [c for c in cards if rules.live(c)]
    if not live:
        return None
    return fast_high(live, wild=frozenset(c for c in live if rules.wild(c)))


def _value(hand):
    """Comparable value of an ``_evaluate`` result (nothing at all ranks lowest)."""
    if hand is None:
        return (-1, ())
    return (CATEGORY_INDEX[hand[0]], hand[1])


def _leader(hands, rules):
    """Seat with the best hand; among equal hands the lowest seat index."""
    values = [_value(_evaluate(cards, rules)) for cards in hands]
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def _play(deck, players, rules, jokers=False):
    """Deal one seven-card stud deal under ``rules``; return the common fields."""
    deal = _Deal(deck, players, jokers)
    changes = 0

    def turned_up(seat, card):
        nonlocal changes
        before = rules.state()
        rules.face_up(deal, seat, card)
        if rules.state() != before:
            changes += 1

    def snapshot():
        extra = [deal.shared] if deal.shared is not None else []
        full = [[c for c, _ in seat] + extra for seat in deal.seats]
        showing = [[c for c, how in seat if how == "up"] + extra for seat in deal.seats]
        return _leader(full, rules), _leader(showing, rules)

    for _ in range(2):
        for seat in range(players):
            deal.seats[seat].append((deal.draw_required("the down cards"), "down"))

    full_leaders = []
    showing_leaders = []
    for _ in range(4):
        for seat in range(players):
            card = deal.draw_required("the up cards")
            deal.seats[seat].append((card, "up"))
            turned_up(seat, card)
        full, showing = snapshot()
        full_leaders.append(full)
        showing_leaders.append(showing)

    if deal.remaining() < players:
        deal.shared = deal.draw_required("the shared middle card")
        turned_up(None, deal.shared)
    else:
        for seat in range(players):
            deal.seats[seat].append((deal.draw_required("the final down cards"), "down"))
    full, showing = snapshot()
    full_leaders.append(full)
    showing_leaders.append(showing)

    extra_shared = [deal.shared] if deal.shared is not None else []
    finals = [[c for c, _ in seat] + extra_shared for seat in deal.seats]
    hands = [_evaluate(final, rules) for final in finals]
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    wild_held = [sum(1 for c in final if rules.live(c) and rules.wild(c)) for final in finals]
    lead_changes = sum(1 for r in range(1, 5) if full_leaders[r] != full_leaders[r - 1])
    return {
        "seats": deal.seats,
        "shared": deal.shared,
        "wild_changes": changes,
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "wild_held": wild_held,
        "full_leaders": full_leaders,
        "showing_leaders": showing_leaders,
        "full_leader_won": [leader in winners for leader in full_leaders],
        "showing_leader_won": [leader in winners for leader in showing_leaders],
        "lead_changes": lead_changes,
    }


def _simulate(deals, players, seed, play, jokers, add_own):
    """Shared driver: the yanqui.py totals, then ``add_own(totals, deal)``."""
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "tie": 0,
        "wild_held": Counter(),
        "leader_wins_full": [0] * 5,
        "leader_wins_showing": [0] * 5,
        "lead_changes": Counter(),
        "shared_card": 0,
    }
    for _ in range(deals):
        deck = full_deck(jokers=2 if jokers else 0)
        rng.shuffle(deck)
        deal = play(deck)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
            totals["wild_held"][deal["wild_held"][seat]] += 1
        if len(winners) > 1:
            totals["tie"] += 1
        for r in range(5):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        if deal["shared"] is not None:
            totals["shared_card"] += 1
        add_own(totals, deal)
    return totals


def _count_wild_rank(totals, deal):
    totals.setdefault("wild_rank", Counter())[rank_key(deal["wild_rank"])] += 1
    totals.setdefault("wild_changes", Counter())[deal["wild_changes"]] += 1
