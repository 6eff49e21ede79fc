"""`advise` on the flip of a stud game dealt by the stud driver (an f street turns up one of two
hidden cards, as in Mexican Stud), where nothing is wild and nobody acts on what is shown.

A flip changes which card shows, never which cards a hand holds, so every option ends every deal
with the same final hands: the options' equities are equal, exactly, and the difference is 0 on
each completion. The equity itself is sampled through the game's kernel as `odds` samples it,
every seat's known cards at its dealt places (their order within a seat changes no final hand).
"""
from ..errors import UserError


def flip_covered(v, opts, pols):
    """Whether the game's flip is one advise answers here (a stud-driver game, nothing wild)."""
    if v.game_file is None or "flip" not in {d.name for d in v.decisions}:
        return False
    if not v.game_file.driver.__name__.endswith(".stud_spec"):
        return False
    return "f" in v.game_file.rules_for(opts, pols)["deal"]["streets"].split()


def flip_advice(v, opts, pols, s):
    import numpy as np

    from kernels.drivers import stud_layout as k
    from kernels.eval import odds_board as ko

    from ..report.stats import wilson_half_width
    from ..spec.cards import format_cards
    from .advise import Advice
    from .advise_forced import order_dealt_round, sample_size
    from .odds_answer import cards_given_once, split_cards, table_size
    from .odds_replay import count_orders, sampled_fills
    from .odds_stud import parse_stud_hand

    s.refuse_extras(f"the flip of {v.id}")
    if s.exact:
        raise UserError(f"the flip of {v.id} is sampled: leave out --exact")
    if s.until_ci is not None:
        raise UserError(f"the flips of {v.id} tie exactly; its equity is sampled with --trials N "
                        "(--until-ci is not covered here)")
    if not s.hands:
        raise UserError("give the hero's cards as DOWN/UP: his two hidden cards, the older "
                        "first, then the cards he shows")
    players = table_size(v, s.players, len(s.hands))
    plan = v.plan(opts, pols, players)
    rules = plan.inputs["rules"]
    if int(rules[k.R_WILD_MODE]) != k.W_NONE or int(rules[k.R_EXTRA_POLICY]) or int(rules[k.R_HOUSE]):
        raise UserError(f"advise covers the flip where nothing is wild and no card is bought: a "
                        f"shown card may move {v.id}'s wild rank or buy a card")
    script = [int(x) for x in plan.inputs["script"]]
    given = [parse_stud_hand(h, f"hand {i}") for i, h in enumerate(s.hands)]
    down0, up0 = given[0]
    if down0 is None or len(down0) != 2:
        raise UserError("at a flip the hero holds two hidden cards: give them before the /, the "
                        "older first (e.g. Ks7d/Ah9c)")
    street = len(up0) + 2  # streets dealt: the hero's cards
    flips = [i for i, x in enumerate(script) if x == k.FLIP]
    if street - 1 not in flips:
        raise UserError(f"{v.id} turns a card up after street {', '.join(str(f + 1) for f in flips)}: "
                        f"with {len(up0)} up cards the hero is at street {street}")
    dead_codes = split_cards(s.dead, "the dead cards") if s.dead else []
    for i, (down, up) in enumerate(given[1:], 1):
        if len(up) != len(up0) or (down is not None and len(down) > 1):
            raise UserError(f"hand {i}: every seat shows {len(up0)} up cards here and holds one "
                            f"hidden card besides the one just dealt (give /UP, or one DOWN/UP)")
    cards_given_once([(f"hand {i}", (d or []) + u) for i, (d, u) in enumerate(given)]
                     + [("the dead cards", dead_codes)])
    # every seat's known cards at its first dealt places (one card a seat a street): their order
    # within a seat changes no final hand
    known_pos, known_cards, free, rest = order_dealt_round(
        players, [list(d or []) + list(u) for d, u in given], dead_codes)
    n, _ = sample_size(s.trials, None)
    row = count_orders(plan, players, known_pos, known_cards, free,
                       sampled_fills(np.array(rest, dtype=np.int8), n, s.seed), 52)
    done = int(row[ko.O_TRIALS])
    units = int(row[ko.O_UNITS])
    equity = units / (done * ko.SHARE_UNITS)
    half = float(wilson_half_width(np.array([units / ko.SHARE_UNITS]), done)[0])
    old, new = down0
    show_high = (v.game_file.rules_for(opts, pols)["deal"]["turn_up"] == "high")
    flip_new = (new >> 2) > (old >> 2) if show_high else (new >> 2) < (old >> 2)
    rows = []
    for card in (old, new):
        rows.append({"option": f"turn up {format_cards([card])}", "legal": True,
                     "default": (card == new) == flip_new, "equity": equity,
                     "ci": [equity - half, equity + half], "win": int(row[ko.O_WIN]) / done,
                     "diff": 0.0, "diff_ci": [0.0, 0.0], "final": {}, "completions": done})
    rows.sort(key=lambda r: not r["default"])
    return Advice(game=v.id, decision="flip", hand=s.hands[0], dead=format_cards(dead_codes),
                  players=players, exact=False, target="",
                  target_reason="every option ends every deal with the same final hands",
                  categories=(), rows=rows, policy=pols.get("flip", "hide-high"),
                  measure="equity", seed=s.seed, against=list(s.hands[1:]))


def buy_decision(v):
    """The decision of a stud-driver game file that takes or declines the card a face-up card of
    a buying rank offers (Baseball's take, Yanqui Baseball's buy), or None."""
    if v.game_file is None or not v.game_file.driver.__name__.endswith(".stud_spec"):
        return None
    for (kind, name, _), changes in v.game_file.patches.items():
        if kind == "policy" and "extra_card.take" in changes:
            return name
    return None


def buy_advice(v, opts, pols, s, decision):
    """Take or decline the extra card the hero's newest up card offers, the rest of the deal by
    the policies; every option on the same sampled completions, through the lean kernel's watched
    loop (kernels/drivers/stud_lean.py reads the forced buy) or the stud driver's sale
    (kernels/drivers/stud.py). The others show their up cards of the street before: the hero,
    seat 0, is dealt first."""
    from kernels.drivers import stud_layout as k

    from ..spec.cards import format_card, format_cards
    from .advise_forced import forced_replay, options_advice, sampled_table
    from .odds_stud import parse_stud_hand, stud_situation

    players = sampled_table(v, s, decision, hint="DOWN/UP, the card that offers the buy last")
    plan = v.plan(opts, pols, players)
    rules = plan.inputs["rules"]
    ranks = int(rules[k.R_EXTRA_RANKS])
    if not ranks:
        raise UserError(f"advise covers the {decision} of {v.id} where a card is offered (no "
                        "face-up card offers one with these options)")
    if not plan.inputs.get("lean") and not int(rules[k.R_EXTRA_POLICY]):
        plan = _declining_plan(v, opts, pols, players, decision)
        rules = plan.inputs["rules"]
    down, up = parse_stud_hand(s.hands[0], "the hero")
    if not up or not (ranks >> (up[-1] >> 2)) & 1:
        raise UserError(f"the hero's last up card must be the one that offers the card (a rank of "
                        f"{v.id}'s extra card), its extra card not yet dealt")
    before = [f"{format_cards(down or [])}/{format_cards(up[:-1])}"] + list(s.hands[1:])
    known_pos, known_cards, free, rest, _, street = stud_situation(v, plan, before, s.dead, players)
    script = [int(x) for x in plan.inputs["script"]]
    if street >= len(script) or script[street] != k.UP:
        raise UserError(f"{v.id}'s street {street + 1} is not dealt face up: no card is offered")
    seats = int(plan.inputs["seats"])
    bought = 0  # the cards bought so far, each dealt at once after its up card
    if int(rules[k.R_EXTRA_POLICY]) == 1:
        bought = sum(1 for h in before for c in parse_stud_hand(h, "a hand")[1] if (ranks >> (c >> 2)) & 1)
    at = street * seats + bought
    if at not in free:
        raise UserError(f"the {decision} cannot be placed in {v.id}'s deal here")
    card = up[-1]
    known_pos, known_cards, free, rest = (list(known_pos) + [at], list(known_cards) + [card],
                                          [q for q in free if q != at], [c for c in rest if c != card])
    r = forced_replay(plan, players, k.R_HERO_CHOICE, [k.HERO_YES, k.HERO_NO],
                      (known_pos, known_cards, free, rest), s.trials, s.seed, s.until_ci,
                      fixed={k.R_HERO_AT: street + 1})
    return options_advice(v, pols, decision, r, [f"take the card {format_card(card)} offers",
                                                 "decline it"], s, players, s.hands[0],
                          s.dead or "", s.hands[1:])


def _declining_plan(v, opts, pols, players, decision):
    """The plan of a game the stud driver deals under a policy that declines every offered card,
    its kernel built with the sale all the same: the stud driver compiles the sale only for a
    policy that buys (kernels/drivers/stud.py), so the plan is the buying policy's with buying
    turned off for every seat, and the hero's forced take the only card sold."""
    from kernels.drivers import stud_layout as k

    buying = next(d for d in v.decisions if d.name == decision).policies
    taking = next((p for p in buying
                   if v.game_file.patches.get(("policy", decision, p), {}).get("extra_card.take", True)),
                  None)
    if taking is None:
        raise UserError(f"no policy of {v.id}'s {decision} takes the card: its kernel sells none")
    plan = v.plan(opts, {**pols, decision: taking}, players)
    for key in ("rules", "replay_rules"):
        if key in plan.inputs:
            plan.inputs[key][k.R_EXTRA_POLICY] = 0
    return plan
