"""Stud situations for `simpoker odds`: each seat's cards written ``DOWN/UP``, put where the deal
puts them in a card order.

A stud deal takes the card order street by street, seat 0 first; a face-up card of an extra-card
rank (Baseball's 4s) is followed at once by that seat's extra card, face down. Given the up cards
of every seat in the order they were dealt, the positions of every card so far follow, and so do
the moving wild ranks (the kernels replay the up cards in that order). A situation is taken at a
street boundary; games whose decisions change the deal (a fold, a replacement, a flip) take
situations only from the streets before the first such decision.
"""
from math import perm

from ..errors import UserError
from ..report.words import plural

DOWN, UP, FLIP = 0, 1, 2


def parse_stud_hand(text, what):
    """(down cards or None when unseen, up cards) from ``AsAh/Kd7c``, ``/Qs9h`` or ``AsAh``."""
    from .odds_answer import split_cards

    down, _, up = (text or "").partition("/")
    down_cards = split_cards(down, f"{what}'s down cards") if down.strip() else None
    return down_cards, split_cards(up, f"{what}'s up cards") if up.strip() else []


def stud_deal(v, plan):
    """(script, seats dealt (None: the players), the house seat or None, the extra-card rank
    mask, whether face-up cards call middle cards, the streets a situation may cover) of a
    planned stud game."""
    from kernels.drivers import stud_layout as k

    inputs = plan.inputs or {}
    cards = v.odds_cards()  # a game with a deal of its own says how far a situation may go
    if cards.script:  # its plan deals otherwise than the streets a situation is taken on
        return list(cards.script), None, None, 0, False, cards.streets
    script = [int(s) for s in inputs["script"]]
    seats = int(inputs["seats"])
    house = seats - 1 if v.house_hand else None
    if plan.layout is not k.OFFSETS:  # a runner of its own
        limit = cards.streets
        return script, seats, house, 0, False, len(script) if limit is None else limit
    rules = inputs["rules"]
    extra = int(rules[k.R_EXTRA_RANKS]) if int(rules[k.R_EXTRA_POLICY]) == 1 else 0
    middle = int(rules[k.R_WILD_MODE]) == k.W_MIDDLE
    limit = len(script)
    if FLIP in script:  # the policy turns a card up: the given up card may not be its choice
        limit = script.index(FLIP)
    if middle and UP in script:  # a face-up 7 calls a middle card everyone sees
        limit = min(limit, script.index(UP))
    return script, seats, house, extra, middle, limit


def stud_situation(v, plan, hands, dead, players):
    """(known positions, their cards, free positions in order, the cards left, the most free
    positions a deal can use, the street) of a stud situation; a one-line error when it cannot
    arise in the game."""
    script, seats, house, extra, middle, limit = stud_deal(v, plan)
    if seats is None:
        seats = players
    deck = [int(c) for c in plan.inputs["deck"]] if plan.inputs and "deck" in plan.inputs else list(range(52))
    given = [parse_stud_hand(h, f"hand {i}") for i, h in enumerate(hands)]
    down0, up0 = given[0]
    if down0 is None:  # the hero sees his own down cards: none given, none held
        if not up0:
            raise UserError("give the hero's cards as DOWN/UP, for example AsAh/Kd7c")
        down0 = []
        given[0] = (down0, up0)

    def extras(up):
        return sum(1 for c in up if (extra >> (c >> 2)) & 1)

    street = None
    for n in range(1, len(script) + 1):
        n_up = script[:n].count(UP)
        if n_up == len(up0) and script[:n].count(DOWN) + script[:n].count(FLIP) + extras(up0) == len(down0):
            street = n
    def bought_missing(i, up, n_down, got):  # the extra cards a seat's up cards bought, left out
        from ..spec.cards import format_card

        k = extras(up)
        buyers = " ".join(format_card(c) for c in up if (extra >> (c >> 2)) & 1)
        what = "an extra down card" if k == 1 else f"{k} extra down cards"
        return UserError(f"hand {i} shows {buyers} face up, which {'buys' if k == 1 else 'buy'} "
                         f"{what} at once in {v.id}: give {'it' if k == 1 else 'them'} with the "
                         f"down cards ({plural(n_down, 'down card')} at this street, not {got})")

    if street is None:
        for n in range(1, len(script) + 1):
            down_n = script[:n].count(DOWN) + script[:n].count(FLIP)
            if extras(up0) and script[:n].count(UP) == len(up0) and down_n == len(down0):
                raise bought_missing(0, up0, down_n + extras(up0), len(down0))
        raise UserError(f"{plural(len(down0), 'down card')} and {plural(len(up0), 'up card')} "
                        f"are no street of {v.id} (its streets: {''.join('DUF'[s] for s in script)})")
    if street > limit:
        raise UserError(f"{v.id}'s decisions change the deal after street {limit}: give a "
                        f"situation of its first {limit} streets")
    n_up = script[:street].count(UP)
    for i, (down, up) in enumerate(given[1:], 1):
        if len(up) != n_up:
            raise UserError(f"hand {i} shows {plural(len(up), 'up card')}; at this street every "
                            f"seat shows {n_up}")
        n_down = street - n_up + extras(up)
        if down is not None and len(down) == n_down - extras(up) != n_down:
            raise bought_missing(i, up, n_down, len(down))
        if down is not None and len(down) != n_down:
            raise UserError(f"hand {i} holds {plural(n_down, 'down card')} at this street, not {len(down)}")
    if players > len(given) and n_up:
        raise UserError(f"at this street every seat's up cards show: give each of the {players} "
                        "seats as DOWN/UP (/UP when its down cards are unseen)")
    from .odds_answer import cards_given_once, split_cards
    from .odds_replay import bury_dead

    dead_codes = split_cards(dead, "dead cards") if dead else []
    seen = cards_given_once([(f"hand {i}", (d or []) + u) for i, (d, u) in enumerate(given)]
                            + [("the dead cards", dead_codes)])
    known_pos, known_cards, unknown_pos = [], [], []
    downs = [list(d) if d is not None else None for d, _ in given]
    ups = [list(u) for _, u in given]

    def place(card):
        nonlocal pos
        if card is None:
            unknown_pos.append(pos)
        else:
            known_pos.append(pos)
            known_cards.append(card)
        pos += 1

    pos = 0
    for s in range(street):
        for p in range(seats):
            mine = p < len(given) and p != house
            if script[s] == UP and mine:
                c = ups[p].pop(0)
                place(c)
                if (extra >> (c >> 2)) & 1:
                    place(downs[p].pop(0) if downs[p] is not None else None)
            else:  # a down card, or any card of a seat nobody knows (no up card shown yet)
                place(downs[p].pop(0) if mine and downs[p] is not None else None)
    if pos > len(deck):
        raise UserError(f"{v.id} runs out of cards before this street with {players} players")
    rest = [c for c in deck if c not in seen]
    known_pos, known_cards, free = bury_dead(known_pos, known_cards,
                                             unknown_pos + list(range(pos, len(deck))), rest, deck)
    # the most cards the rest of the deal can take: a card a seat a street, and an extra (or a
    # middle) card after each face-up card; a game with draws of its own: every card
    if v.odds_cards().own_deal:
        most = len(free)
    else:
        per_up = 1 + (1 if extra else 0) + (1 if middle else 0)
        most = len(unknown_pos) + sum(seats * (per_up if s == UP else 1) for s in script[street:])
        if most > len(free) and len(free) < len(deck) - pos + len(unknown_pos):
            raise UserError(f"with {players} players the deal of {v.id} may run through the "
                            "whole deck, dead cards included: leave out --dead")
    return known_pos, known_cards, free, rest, min(most, len(free)), street


def stud_space(n_rest, most):
    """Ordered fillings of the first ``most`` free positions: every deal counted alike."""
    return perm(n_rest, most)


def interchangeable(v, options, plan, known_pos, known_cards, free, rest, most):
    """The cards left as groups of interchangeable cards (sim/studies/replay_groups.py) for a
    stud situation whose orders may be grouped, else None. Where no hand looks at suits, a
    rank's cards; where only a flush does, a rank's cards of the suits no seat can still bring
    to five (the cards of it a seat holds, and every card it is still to get, under five). A
    game with decisions is not grouped: a policy may look at any card."""
    from .replay_groups import rank_groups, spent_groups

    if v.decisions:
        return None
    suits = v.odds_cards_for(options).suits
    if suits == "any":
        return None
    if suits == "none":
        return rank_groups(rest)
    script, seats, house, extra, middle, _ = stud_deal(v, plan)
    if seats is None or house is not None or extra or middle:
        return None
    dealt = seats * len(script)  # a card a seat a street, seat 0 first: q is seat q % seats
    held = [[0] * 4 for _ in range(seats)]
    to_come = [0] * seats
    for q, c in zip(known_pos, known_cards):
        if q < dealt:  # past them: the dead cards, buried
            held[q % seats][int(c) & 3] += 1
    for q in free[:most]:
        if q < dealt:
            to_come[q % seats] += 1
    spent = {s for s in range(4) if all(held[p][s] + to_come[p] < 5 for p in range(seats))}
    return spent_groups(rest, spent)

