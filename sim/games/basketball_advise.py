"""`advise` on a basketball side pot's choices (a stud game file with `pot.side = "basketball"`,
dealt by the stud driver, kernels/drivers/stud.py): the down card the hero turns up for the
basketball score once every card is dealt, and the extra card a face-up card offers.

The flip is forced in the driver's side pot (R_HERO_AT one past the last street, R_HERO_CHOICE
1 + the card): the hero's regulation score takes that card, overtime his best remaining down
cards, every other seat turning up its best. The buy is advise's generic one
(sim/studies/advise_stud.py), forced in the driver's sale. Every option on the same sampled
completions, the rest of the deal by the policies (sim/studies/advise_forced.py).
"""
from ..errors import UserError


def flip_advice(v, opts, pols, s):
    """Which down card to turn up, every card dealt; a situation whose newest up card offers a
    card and whose last card is not dealt yet asks the buy."""
    from kernels.drivers import stud_layout as k

    from ..spec.cards import format_cards
    from ..studies.advise_forced import forced_replay, options_advice, sampled_table
    from ..studies.advise_stud import buy_decision
    from ..studies.odds_stud import parse_stud_hand, stud_situation

    players = sampled_table(v, s, "flip", hint="DOWN/UP, every card dealt, for example "
                            "AsTd4c/9h8c7s")
    plan = v.plan(opts, pols, players)
    script = [int(x) for x in plan.inputs["script"]]
    down, up = parse_stud_hand(s.hands[0], "the hero")
    if len(up) < script.count(k.UP) or len(down or []) < script.count(k.DOWN):
        ranks = int(plan.inputs["rules"][k.R_EXTRA_RANKS])
        buy = buy_decision(v)
        if buy is not None and ranks and up and (ranks >> (up[-1] >> 2)) & 1:
            return buy_advice(v, opts, pols, s)
        raise UserError(f"the flip of {v.id} comes once every card is dealt: give the hero's "
                        f"{script.count(k.DOWN)} down cards (and any he bought) and "
                        f"{script.count(k.UP)} up cards"
                        + (f"; a buy is asked with the card that offers it last (--decision "
                           f"{buy})" if buy is not None and ranks else ""))
    known_pos, known_cards, free, rest, _, street = stud_situation(v, plan, s.hands, s.dead, players)
    if street != len(script):
        raise UserError(f"the flip of {v.id} comes once every card is dealt (street "
                        f"{len(script)}): this situation is street {street}")
    names, codes, extra = [], [], []
    for card in down:
        points = _points(card)
        names.append(f"turn up {format_cards([card])} ({points} point{'s' if points != 1 else ''})")
        codes.append(1 + card)
        extra.append({"points": points})
    r = forced_replay(plan, players, k.R_HERO_CHOICE, codes, (known_pos, known_cards, free, rest),
                      s.trials, s.seed, s.until_ci, fixed={k.R_HERO_AT: len(script) + 1})
    return options_advice(v, pols, "flip", r, names, s, players, s.hands[0], s.dead or "",
                          s.hands[1:], extra=extra)


def buy_advice(v, opts, pols, s):
    """Take or decline the card the hero's newest up card offers (Half-Court's three-pointer)."""
    from ..studies.advise_stud import buy_advice as offered, buy_decision

    return offered(v, opts, pols, s, buy_decision(v))


def _points(card):
    """A card's basketball points: ace 1, 2 to 10 face value, jack, queen and king nothing
    (kernels/drivers/stud.py scores them so)."""
    r = card >> 2
    return 1 if r == 12 else r + 2 if r <= 8 else 0
