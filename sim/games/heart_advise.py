"""`advise` on Have a Heart's take: a heart just dealt face up to the hero, whether to take
another seat's up card and which. The take is forced in the game's kernel
(kernels/games/have_a_heart.py reads R_HERO_AT, the street, and R_HERO_CHOICE: 1 takes nothing,
2 + a card takes that card), every later take and every other seat's by the policy, every option
on the same sampled completions (sim/studies/advise_forced.py).

The situation is the first heart dealt face up: a take moves a card from one seat to another,
and cards given as each seat shows them now cannot say what an earlier take moved. The hero,
seat 0, is dealt first in a street, so the others show the street before.
"""
from ..errors import UserError


def take_advice(v, opts, pols, s):
    from kernels.drivers import stud_layout as k

    from ..spec.cards import format_cards
    from ..studies.advise_forced import forced_replay, options_advice, sampled_table
    from ..studies.odds_answer import cards_given_once, split_cards
    from ..studies.odds_replay import bury_dead
    from ..studies.odds_stud import parse_stud_hand

    players = sampled_table(v, s, "take", hint="DOWN/UP, the heart just dealt last, for example "
                            "AsKd/9c7h")
    if players > len(s.hands):
        raise UserError(f"every seat's up cards show: give each of the {players} seats as DOWN/UP "
                        "(/UP when its down cards are unseen)")
    plan = v.plan(opts, pols, players)
    script = [int(x) for x in plan.inputs["script"]]
    first_up = script.index(k.UP)
    up_streets = [t for t, x in enumerate(script) if x == k.UP]
    given = [parse_stud_hand(h, f"hand {i}") for i, h in enumerate(s.hands)]
    down0, up0 = given[0]
    if down0 is None or len(down0) != first_up:
        raise UserError(f"give the hero's {first_up} down cards before the / and his up cards "
                        "after it, the heart just dealt last (e.g. AsKd/9c7h)")
    if not up0 or up0[-1] & 3 != 2 or len(up0) > len(up_streets):
        raise UserError(f"the hero's newest up card (the last after the /) must be the heart just "
                        f"dealt, at one of {v.id}'s {len(up_streets)} face-up streets")
    if len(up0) == 1:
        raise UserError(f"a heart on {v.id}'s first face-up street takes nothing: the hero is dealt "
                        "first, and nobody shows a card yet")
    for i, (down, up) in enumerate(given[1:], 1):
        if len(up) != len(up0) - 1 or (down is not None and len(down) != first_up):
            raise UserError(f"hand {i}: the others show the street before the hero's heart (he is "
                            f"dealt first): {len(up0) - 1} up cards, and {first_up} down cards "
                            "or none (/UP)")
    earlier = [c for c in up0[:-1] if c & 3 == 2] + [c for _, up in given[1:] for c in up
                                                    if c & 3 == 2]
    if earlier:
        raise UserError(f"{format_cards(earlier[:1])} was dealt face up earlier, and its take "
                        "may have moved a card: advise covers the first heart dealt face up")
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", (d or []) + u) for i, (d, u) in enumerate(given)]
                     + [("the dead cards", dead)])
    heart_at = up_streets[len(up0) - 1]  # the script index of the hero's heart
    known_pos, known_cards, unknown = [], [], []
    for p, (down, up) in enumerate(given):
        downs, ups = list(down or []), list(up)
        for t in range(heart_at + 1 if p == 0 else heart_at):
            card = ups.pop(0) if script[t] == k.UP else downs.pop(0) if down is not None else None
            (unknown if card is None else known_pos).append(t * players + p)
            if card is not None:
                known_cards.append(card)
    rest = [c for c in range(52) if c not in set(known_cards) | set(dead)]
    tail = [q for q in range(52) if q not in set(known_pos) | set(unknown)]
    known_pos, known_cards, free = bury_dead(known_pos, known_cards, unknown + tail, rest, range(52))
    if any(q < players * len(script) for q in known_pos[len(known_pos) - len(dead):]):
        raise UserError(f"with {players} players the deal of {v.id} reaches the dead cards: "
                        "leave out --dead, or give fewer")
    names, codes = ["take nothing"], [1]
    for q, (_, up) in enumerate(given[1:], 1):
        for card in up:
            names.append(f"take {format_cards([card])} (hand {q})")
            codes.append(2 + card)
    r = forced_replay(plan, players, k.R_HERO_CHOICE, codes, (known_pos, known_cards, free, rest),
                      s.trials, s.seed, s.until_ci, fixed={k.R_HERO_AT: heart_at + 1})
    return options_advice(v, pols, "take", r, names, s, players, s.hands[0], s.dead or "",
                          s.hands[1:])
