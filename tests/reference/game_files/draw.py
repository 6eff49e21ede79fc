"""The draw driver of game files, as a slow plain-Python interpreter.

Written from the draw driver's game-file documentation (its keys, how a
deal is played, the draw policies and what one deal counts), not from the
project's code.  Hand values and the policies live in :mod:`.draw_hands`.

The game, as played here
------------------------
* P seats; the deck is a list of card texts, top first.  Seat p is dealt
  the cards ``i * P + p`` (D = ``deal.dealt`` rounds, seat 0 first in each).
  What is not dealt is the stock, in order.
* A **high pot** (neither ``pot.high_low`` nor ``pot.lowball``): each seat's
  value before the draw (with six dealt, the best five of six, the dropped
  card going to the discards), the leader (lowest seat with the best
  value), the openers; each seat in turn throws the cards its policy does
  not keep and draws as many from the stock; when the stock runs short the
  discards so far are shuffled in behind it.  Then the values after the
  draw, the least winning hand, the showdown, and the roll-up counters.
* A **low pot** (high-low or lowball) is dealt five each, draws the same
  way, and pays the best ace-to-five low (half, or all).
* Every replayed deal is measured for volatility and is its own block:
  the reshuffle's random stream starts afresh and legs never end a pot.

The counters (one deal's increments) are :data:`HIGH_LAYOUT` and
:data:`LOW_LAYOUT`; the module documents each where it is written.
"""

from .core_layout import CORE_LAYOUT
from . import draw_hands as hands
from ..evaluator import CATEGORY_INDEX, RANKS, card_rank, normalize_card

_COMMON = (
    *CORE_LAYOUT,
    ("drawn", 8),
    ("reshuffled", 1),
    ("before_category", 12),
    ("improved", 12),
)
#: The high pot's row (204 counters).
HIGH_LAYOUT = _COMMON + (("void", 2), ("pot_deals", 16))
#: The low pot's row (203 counters).
LOW_LAYOUT = _COMMON + (("low_top", 14), ("low_tie", 1), ("scoop", 1), ("went_low", 1))

SHARE_UNITS = 5040  # the pot in share units; a half is 2520
MAX_SEATS = 10

#: The driver's sections: {section: {key: default}}; ABSENT marks a key with no default.
ABSENT = None
SECTIONS = {
    "deck": {"spanish": False, "bug": "none"},
    "deal": {"dealt": 5, "roll": "none", "draws": 1},
    "hand": {"new_york": False, "canadian": False},
    "wild": {"always": [], "low": ABSENT, "rule": "none", "ranks": []},
    "opens": {"pair": "none", "wins": ABSENT},
    "pot": {"high_low": False, "lowball": False, "low": "ace-to-five", "pay_for_draw": 0, "legs": 0},
    "report": {"policy_sweep": False, "headline": ABSENT},
}
GENERIC_SECTIONS = ("seats", "table_notes")

#: The policies each kind of pot plays.
HIGH_POLICIES = ("standard", "pat", "kicker")
HIGH_LOW_POLICIES = ("standard", "pat", "high")
LOWBALL_POLICIES = ("standard", "pat", "pat-nine")

_PAIR_RANKS = {"jacks": 11, "queens": 12, "kings": 13, "aces": 14}
_RANK_VALUE = {r: v for v, r in enumerate(RANKS, start=2)}


# ---------------------------------------------------------------------------
# The rules: defaults and checks
# ---------------------------------------------------------------------------


def _rank_items(key, value):
    """The rank texts of a wild list (a list of ranks, or text such as "A,2")."""
    if isinstance(value, str):
        text = value.strip()
        return [] if text.lower() in ("", "none") else [p.strip() for p in text.split(",")]
    if isinstance(value, list) and all(isinstance(p, str) for p in value):
        return [p.strip() for p in value]
    raise ValueError(f"wild.{key}: expected ranks, as a list or as text such as A,2; got {value!r}")


def _rank_value(key, whole, text):
    spelled = "T" if text == "10" else text.upper()
    if spelled not in _RANK_VALUE:
        raise ValueError(f"invalid rank {text!r} in wild.{key}={whole!r}: use ranks like 3,9")
    return _RANK_VALUE[spelled]


def _ranks(key, value):
    """The set of rank values (2..14) a wild list names; a list item may itself be "A,2"."""
    ranks = set()
    for item in _rank_items(key, value):
        for part in item.split(","):
            ranks.add(_rank_value(key, value, part.strip()))
    return frozenset(ranks)


def _bool(section, key, value):
    if not isinstance(value, bool):
        raise ValueError(f"{section}.{key}: expected true or false, got {value!r}")
    return value


def _choice(section, key, value, allowed):
    if isinstance(value, bool) or value not in allowed:
        raise ValueError(f"{section}.{key}: expected one of {', '.join(map(str, allowed))}; got {value!r}")
    return value


def resolve_rules(sections, policies):
    """The rules one deal is played by, defaults filled in and checked.

    ``sections``: the resolved sections (options and decisions applied);
    ``policies``: {decision: policy}.  Refuses (``ValueError``) what the
    draw driver refuses, the settled refusals included.
    """
    for name, table in sections.items():
        if name in GENERIC_SECTIONS:
            continue
        if name not in SECTIONS or not isinstance(table, dict):
            raise ValueError(f"{name}: unknown section or key for the draw driver")
        unknown = sorted(set(table) - set(SECTIONS[name]))
        if unknown:
            raise ValueError(f"{name}.{unknown[0]}: unknown section or key for the draw driver")
    full = {name: {**defaults, **sections.get(name, {})} for name, defaults in SECTIONS.items()}
    deck, deal, hand, wild, opens, pot = (full[n] for n in ("deck", "deal", "hand", "wild", "opens", "pot"))

    spanish = _bool("deck", "spanish", deck["spanish"])
    bug = _choice("deck", "bug", deck["bug"], ("none", "bug", "ace"))
    dealt = _choice("deal", "dealt", deal["dealt"], (5, 6))
    roll = _choice("deal", "roll", deal["roll"], ("none", "best", "worst"))
    draws = _choice("deal", "draws", deal["draws"], (1, 3))
    new_york = _bool("hand", "new_york", hand["new_york"])
    canadian = _bool("hand", "canadian", hand["canadian"])
    always = _ranks("always", wild["always"])
    low = None if wild["low"] is ABSENT else _ranks("low", wild["low"])
    rule = _choice("wild", "rule", wild["rule"], ("none", "drawn", "lowest-held", "own-choice"))
    pair = _choice("opens", "pair", opens["pair"], ("none", *_PAIR_RANKS))
    wins = opens["wins"]
    if wins is not ABSENT:
        wins = CATEGORY_INDEX[_choice("opens", "wins", wins, tuple(CATEGORY_INDEX))]
    high_low = _bool("pot", "high_low", pot["high_low"])
    lowball = _bool("pot", "lowball", pot["lowball"])
    deuce = _choice("pot", "low", pot["low"], ("ace-to-five", "deuce-to-seven")) == "deuce-to-seven"
    if deuce and not lowball:
        raise ValueError("pot.low: deuce-to-seven is played as lowball")
    if draws > 1 and not lowball:
        raise ValueError("deal.draws: three draws are played as lowball")
    if deuce and (rule != "none" or always or low is not None):
        raise ValueError("pot.low: deuce-to-seven is played with nothing wild")
    pay = pot["pay_for_draw"]
    if isinstance(pay, bool) or not isinstance(pay, int) or not 0 <= pay <= 1_000_000:
        raise ValueError(f"pot.pay_for_draw: expected a whole number 0..1000000, got {pay!r}")
    legs = _choice("pot", "legs", pot["legs"], (0, 2, 3))

    # The drawn-wild rank: exactly one list item, and (settled) that item one rank.
    drawn_rank = None
    items = _rank_items("ranks", wild["ranks"])
    if rule == "drawn":
        if len(items) != 1:
            raise ValueError("wild.ranks: the drawn rule makes one rank wild; give it")
        if "," in items[0]:
            raise ValueError(f"wild.ranks: {items[0]!r} is not one rank")
        drawn_rank = _rank_value("ranks", wild["ranks"], items[0])
    elif items:
        raise ValueError("wild.ranks: only the drawn rule reads ranks")

    low_pot = high_low or lowball
    features = [n for n, on in (("new_york", new_york), ("canadian", canadian), ("spanish", spanish),
                                ("bug", bug != "none"), ("roll", roll != "none")) if on]
    qualifier = pair != "none" and wins is ABSENT
    if rule in ("drawn", "lowest-held") and (low_pot or features):
        raise ValueError(f"wild.rule: {rule} is not played with {(['high_low'] if high_low else []) + (['lowball'] if lowball else []) + features}")
    if low is not None and not high_low:
        raise ValueError("wild.low: the low hand's own wild ranks are for a high-low pot")
    if wins is not ABSENT and pair == "none":
        raise ValueError("opens.wins: a hand needed to win comes with a pair that opens")
    if wins is not ABSENT and low_pot:
        raise ValueError("opens.wins: a least winning hand is a high hand's")
    if low_pot and sum((high_low, lowball, rule == "own-choice", qualifier)) > 1:
        raise ValueError("the draw features high_low, lowball, roll_your_own, qualifier: only one with a low pot")
    if bug != "none" and roll != "none":
        raise ValueError("the bug cannot be played with roll_em")
    if features and (low_pot or rule == "own-choice" or qualifier or always):
        raise ValueError(f"the draw feature {features[0]} cannot be played with a low pot, "
                         "roll_your_own, a qualifier or wild cards")
    if legs and (low_pot or qualifier):
        raise ValueError("the draw feature legs cannot be played with a low pot or a qualifier")
    # The settled refusals.
    if rule == "drawn" and always:
        raise ValueError("wild.rule: drawn is not played with wild.always")
    if dealt == 6 and (rule in ("lowest-held", "own-choice") or low_pot or new_york or canadian
                       or spanish or bug != "none"):
        raise ValueError("deal.dealt: six are dealt only with the plain rules and no own-hand wild rank")
    if canadian and bug != "none":
        raise ValueError("hand.canadian: not played with the bug")

    # The draw decision and its policy.
    if "draw" not in policies:
        raise ValueError("a draw game needs the decision draw")
    played = HIGH_LOW_POLICIES if high_low else LOWBALL_POLICIES if lowball else HIGH_POLICIES
    policy = policies["draw"]
    if policy not in played:
        raise ValueError(f"draw={policy}: this pot plays {', '.join(played)}")

    four_card = "canadian" if canadian else "new-york" if new_york else None
    return {
        "dealt": dealt,
        "roll": roll,
        "always": always,
        "low_wild": always if low is None else low,
        "rule": rule,
        "drawn_rank": drawn_rank,
        "bar": hands.opener_bar(_PAIR_RANKS[pair]) if pair != "none" else None,
        "wins": None if wins is ABSENT else wins,
        "high_low": high_low,
        "lowball": lowball,
        "deuce": deuce,
        "draws": draws,
        "legs": legs,
        "policy": policy,
        "values": hands.Rules(four_card, "spanish" if spanish else "standard", bug),
        "deck_size": (32 if spanish else 52) + (bug != "none"),
    }


# ---------------------------------------------------------------------------
# The stock and its reshuffle
# ---------------------------------------------------------------------------

_MASK = 2**64 - 1


class Stock:
    """The undealt cards, the discard pile and the reshuffle of a replayed deal.

    ``cards`` is the card order; ``pos`` the next card to deal; cards past the
    deck's end are discards shuffled in behind it.  The random stream starts
    at zero for every replayed deal.
    """

    def __init__(self, cards, pos):
        self.cards = list(cards)
        self.pos = pos
        self.pile = []
        self.state = 0
        self.reshuffled = False

    def below(self, n):
        """A whole number in [0, n) from the deal's stream (SplitMix64, then a multiply-shift)."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        return ((z >> 32) * n) >> 32

    def restock(self):
        """The pile, shuffled, goes in behind the cards still left (Fisher-Yates, top down)."""
        segment = list(self.pile)
        for i in range(len(segment) - 1, 0, -1):
            j = self.below(i + 1)
            segment[i], segment[j] = segment[j], segment[i]
        self.cards += segment
        self.pile = []
        self.reshuffled = True

    def draw(self, k):
        if len(self.cards) - self.pos < k:
            self.restock()
        got = self.cards[self.pos : self.pos + k]
        self.pos += k
        return got


def draw_round(hands_, keeps, stock, dropped=None):
    """Every seat in turn throws what it does not keep and draws as many.

    Returns the final hands and, per seat, the set of positions drawn.
    """
    final, drawn = [], []
    for p, (hand, keep) in enumerate(zip(hands_, keeps)):
        if dropped is not None:
            stock.pile.append(dropped[p])
        thrown = [i for i in range(len(hand)) if i not in keep]
        stock.pile += [hand[i] for i in thrown]
        new = list(hand)
        for i, card in zip(thrown, stock.draw(len(thrown))):
            new[i] = card
        final.append(new)
        drawn.append(set(thrown))
    return final, drawn


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def empty_counters(layout):
    return {name: [0] * length for name, length in layout}


def _cards(deck, size):
    cards = [normalize_card(c) for c in deck]
    if len(cards) != size or len(set(cards)) != size:
        raise ValueError(f"the deck is {size} different cards; got {len(cards)} ({len(set(cards))} different)")
    return cards


def _deal(cards, players, dealt):
    return [[cards[i * players + p] for i in range(dealt)] for p in range(players)]


def play(rules, players, deck, policies):
    """One deal: {counter: list of ints} with what the deal adds (every counter of the layout)."""
    r = resolve_rules(rules, policies)
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= MAX_SEATS:
        raise ValueError(f"{players!r} seats: the draw driver seats 1 to {MAX_SEATS}")
    dealt = 5 if (r["high_low"] or r["lowball"]) else r["dealt"]
    if players * dealt > r["deck_size"]:
        raise ValueError(f"{players} players need {players * dealt} cards; the deck has {r['deck_size']}")
    cards = _cards(deck, r["deck_size"])
    if r["high_low"] or r["lowball"]:
        return _play_low(r, players, cards)
    return _play_high(r, players, cards)


def _drop_one(six, always):
    """Six dealt: (the five kept in dealing order, the dropped card, the value of the five)."""
    best = None
    for i, card in enumerate(six):
        rest = six[:i] + six[i + 1 :]
        value = hands.plain_value(tuple(sorted(rest)), always)
        # The highest value; among equals the lowest-ranked card dropped, then the first dealt.
        key = (value, -hands.rank(card), -i)
        if best is None or key > best[0]:
            best = (key, rest, card, value)
    return best[1], best[2], best[3]


def _play_high(r, P, cards):
    values, always, rule, policy = r["values"], r["always"], r["rule"], r["policy"]
    dealt = _deal(cards, P, r["dealt"])

    def own_rank(hand):
        if rule == "lowest-held":
            return hands.lowest_held(hand)
        if rule == "own-choice":
            return hands.own_choice(hand, always)
        return None

    def wild_of(own):
        return always | {own} if own is not None else always

    # Before the draw (own ranks picked on the dealt five; with six, the best five of six).
    dropped = None
    if r["dealt"] == 6:
        picks = [_drop_one(h, always) for h in dealt]
        held = [p[0] for p in picks]
        dropped = [p[1] for p in picks]
        before = [p[2] for p in picks]
        before_wild = [always] * P
    else:
        held = dealt
        before_wild = [wild_of(own_rank(h)) for h in held]
        before = [values.value(h, w) for h, w in zip(held, before_wild)]
    lead = before.index(max(before))

    c = empty_counters(HIGH_LAYOUT)
    if r["bar"] is not None and before[lead] < r["bar"]:
        c["void"][0] += 1  # nobody opened
        return c

    keeps = []
    for p, hand in enumerate(held):
        category = before[p][0]
        if policy == "pat":
            keeps.append(set(range(5)))
        elif hands.BUG in hand:
            keeps.append(hands.bug_keep(hand, category))
        else:
            wild_cards = {i for i, card in enumerate(hand) if card_rank(card) in before_wild[p]}
            keeps.append(hands.standard_keep(hand, category, wild_cards, kicker=policy == "kicker"))
    stock = Stock(cards, r["dealt"] * P)
    final, drawn_at = draw_round(held, keeps, stock, dropped)

    # After the draw.
    after, final_own, final_wild_cards = [], [], []
    for p, hand in enumerate(final):
        if rule == "drawn":
            wild_cards = [hand[i] for i in drawn_at[p] if card_rank(hand[i]) == r["drawn_rank"]]
            after.append(hands.value_with_wild_cards(hand, wild_cards))
            final_own.append(None)
            final_wild_cards.append(len(wild_cards))
        else:
            own = own_rank(hand)
            wild = wild_of(own)
            after.append(values.value(hand, wild))
            final_own.append(own)
            final_wild_cards.append(sum(1 for card in hand if card != hands.BUG and card_rank(card) in wild))
    best = max(after)
    if r["wins"] is not None and best[0] < r["wins"]:
        c["void"][1] += 1  # opened, but no hand good enough to win
        return c
    winners = [p for p in range(P) if after[p] == best]

    # The showdown.
    c["winner_category"][best[0]] += 1
    c["first_seat_category"][after[0][0]] += 1
    for p in range(P):
        c["hand_category"][after[p][0]] += 1
        c["before_category"][before[p][0]] += 1
        if after[p][0] > before[p][0]:
            c["improved"][before[p][0]] += 1
        c["drawn"][len(drawn_at[p])] += 1
        # Cards of the seat's final wild ranks (or its drawn wild cards), and the bug.
        held_wild = final_wild_cards[p] + (hands.BUG in final[p])
        c["wild_held"][min(held_wild, 15)] += 1
        if final_own[p] is not None:
            c["wild_rank"][final_own[p] - 1] += 1  # 1 = deuce .. 13 = ace
    for p in winners:
        c["seat_win"][p] += SHARE_UNITS // len(winners)
    if len(winners) > 1:
        c["tie"][0] += 1
    c["reshuffled"][0] += stock.reshuffled

    # Volatility: every replayed deal.
    c["vol_deals"][0] += 1
    c["leader_full_wins"][1] += 1
    if lead in winners:
        c["leader_full_wins"][0] += 1
    c["lead_changes"][1 if winners[0] != lead else 0] += 1
    if r["roll"] != "none":
        _roll_up(c, final, winners, r["roll"])
    # Legs: a replayed deal is its own block, so one deal never ends a pot (pot_deals stays 0).
    return c


def _roll_up(c, final, winners, how):
    """The cards turned up one at a time; the showing leader after each of the first four."""
    shown = []
    for hand in final:
        down, up, values = list(hand), [], []
        for _ in range(4):
            pick = None
            for card in down:  # position order; only a strictly better (or worse) card replaces
                value = hands.short_value(up + [card])
                if pick is None or (value > pick[0] if how == "best" else value < pick[0]):
                    pick = (value, card)
            up.append(pick[1])
            down.remove(pick[1])
            values.append(pick[0])
        shown.append(values)
    for k in range(4):
        column = [s[k] for s in shown]
        leader = column.index(max(column))
        if leader in winners:
            c["leader_showing_wins"][k] += 1


def _play_low(r, P, cards):
    """A high-low or lowball pot: five each, one draw, the best ace-to-five low paid."""
    high_wild, low_wild, policy = r["always"], r["low_wild"], r["policy"]
    high_low = r["high_low"]
    dealt = _deal(cards, P, 5)

    def high(hand):
        return hands.plain_value(tuple(sorted(hand)), high_wild)

    def low(hand):
        return hands.low_value(hand, low_wild)

    if high_low:
        before = [high(h) for h in dealt]
        lead = before.index(max(before))
        keeps, went_low = [], 0
        for p, hand in enumerate(dealt):
            keep, low_draw = hands.high_low_keep(hand, policy, before[p][0], high_wild, low_wild)
            keeps.append(keep)
            went_low += low_draw
        before_category = [v[0] for v in before]
    else:  # lowball: ace-to-five, or deuce-to-seven (the smallest high hand, the ace only high)
        if r["deuce"]:
            low = hands.deuce_seven_high
        before = [low(h) for h in dealt]
        lead = before.index(min(before))
        went_low = 0
        before_category = [v[0] if r["deuce"] else hands.low_category(v) for v in before]

    def lowball_keep(hand):
        if policy == "pat-nine" and hands.plain_nine(low(hand), r["deuce"]):
            return set(range(len(hand)))
        chosen = "pat" if policy == "pat" else "standard"
        if r["deuce"]:
            return hands.deuce_seven_keep(hand, chosen)
        if r["draws"] > 1 and chosen == "standard":  # no draw limit
            return hands.low_cards(hand, low_wild)
        return hands.lowball_keep(hand, chosen, low_wild)

    stock = Stock(cards, 5 * P)
    final, drawn_rounds = dealt, []
    for _ in range(r["draws"]):
        if not high_low:
            keeps = [lowball_keep(h) for h in final]
        final, drawn_at = draw_round(final, keeps, stock)
        drawn_rounds.append(drawn_at)
    highs = [high(h) for h in final]
    lows = [low(h) for h in final]
    best_low = min(lows)
    low_winners = [p for p in range(P) if lows[p] == best_low]

    c = empty_counters(LOW_LAYOUT)
    if high_low:
        best_high = max(highs)
        high_winners = [p for p in range(P) if highs[p] == best_high]
        half = SHARE_UNITS // 2
        for p in high_winners:
            c["seat_win"][p] += half // len(high_winners)
        for p in low_winners:
            c["seat_win"][p] += half // len(low_winners)
            c["seat_win_second"][p] += half // len(low_winners)
        category = [v[0] for v in highs]
        c["winner_category"][best_high[0]] += 1
        c["tie"][0] += len(high_winners) > 1
        c["low_tie"][0] += len(low_winners) > 1
        c["scoop"][0] += len(high_winners) == 1 and high_winners == low_winners
        c["went_low"][0] += went_low
        measured = high_winners  # the high half is the one the leader is judged by
        wild_counted = high_wild  # the high hand's wild ranks only (settled)
    else:
        for p in low_winners:
            c["seat_win"][p] += SHARE_UNITS // len(low_winners)
        category = ([v[0] for v in lows] if r["deuce"] else
                    [hands.low_category(v) for v in lows])
        c["winner_category"][category[low_winners[0]]] += 1
        c["tie"][0] += len(low_winners) > 1
        measured = low_winners
        wild_counted = low_wild
    c["low_top"][hands.deuce_seven_top(best_low) if r["deuce"] else hands.low_top(best_low)] += 1

    c["first_seat_category"][category[0]] += 1
    for p in range(P):
        c["hand_category"][category[p]] += 1
        c["before_category"][before_category[p]] += 1
        if high_low and category[p] > before_category[p]:
            c["improved"][before_category[p]] += 1
        for drawn_at in drawn_rounds:
            c["drawn"][len(drawn_at[p])] += 1
        c["wild_held"][min(sum(1 for card in final[p] if card_rank(card) in wild_counted), 15)] += 1
    c["reshuffled"][0] += stock.reshuffled

    c["vol_deals"][0] += 1
    c["leader_full_wins"][1] += 1
    if lead in measured:
        c["leader_full_wins"][0] += 1
    c["lead_changes"][1 if measured[0] != lead else 0] += 1
    return c
