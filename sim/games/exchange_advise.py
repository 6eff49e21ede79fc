"""The passes, exchanges and one-card draws `simpoker advise` replays through the games' kernels:
Pass the Trash's first pass (every set of cards the hero may pass), Italian Poker's exchange
(standing pat, each card given for the marked middle card, each pair given for both) and Gruesome
Twosome's first draw (stand pat or throw either card), each option forced for the hero by the
kernel's rule slot, every other seat and every later choice by the policies, all on the same
sampled completions (sim/studies/advise_forced.py).
"""
from itertools import combinations

from ..errors import UserError


def seated(v, players, n_known):
    """The table's size for a choice against the others (the known hands when not given): at
    least the game's fewest players, and every known hand seated."""
    from ..studies.odds_answer import table_size

    players = table_size(v, players, n_known)
    if players < v.players[0]:
        raise UserError(f"{v.id} seats {v.players[0]} to {v.players[1]} players: give the others' "
                        f"cards or --players N")
    return players


def _seats(v, s, size, what, allowed=()):
    from ..studies.odds_answer import cards_given_once, split_cards

    def table_size(v, players, n_known):
        return seated(v, players, n_known)

    s.refuse_extras(f"the {what} of {v.id}", allowed)
    if s.exact:
        raise UserError(f"the {what} of {v.id} is sampled: leave out --exact")
    if not s.hands:
        raise UserError("give the hero's cards: --hand CARDS")
    seats = [split_cards(h, f"hand {i}") for i, h in enumerate(s.hands)]
    for i, cards in enumerate(seats):
        if len(cards) != size:
            raise UserError(f"{v.id} deals {size} cards a seat; hand {i} ({s.hands[i]!r}) has {len(cards)}")
    return seats, cards_given_once, split_cards, table_size


def pass_advice(v, opts, pols, s):
    """Every set of cards of the first pass, the later passes by the policy."""
    from kernels.games import pass_layout as kp

    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import forced_replay, known_order, mark_first, option_rows

    seats, cards_given_once, split_cards, table_size = _seats(v, s, kp.HAND, "pass")
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the dead cards", dead)])
    players = table_size(v, s.players, len(seats))
    plan = v.plan(opts, pols, players)
    rules = plan.inputs["rules"]
    k = int(rules[kp.R_PASS_CARDS])
    offset = int(rules[kp.R_PASS_OFFSET])
    hero = seats[0]
    masks = [sum(1 << i for i in chosen) for chosen in combinations(range(kp.HAND), k)]
    r = forced_replay(plan, players, kp.R_HERO_PASS, [m + 1 for m in masks],
                      known_order(v, players, seats, dead), s.trials, s.seed, s.until_ci)
    side = "left" if offset <= players // 2 else "right"
    places = min(offset, players - offset)
    labels = [f"pass {format_cards([hero[i] for i in range(kp.HAND) if m >> i & 1])}" for m in masks]
    rows = option_rows(r, labels, r.as_policy)
    mark_first(rows)
    rows.sort(key=lambda x: -x["equity"])
    return Advice(game=v.id, decision=f"pass ({k} {side}{'' if places == 1 else f' {places}'})",
                  hand=format_cards(hero), dead=format_cards(dead), players=players, exact=False,
                  target="", target_reason="", categories=(), rows=rows,
                  policy=pols.get("pass", "standard"), measure="equity", seed=s.seed,
                  against=[format_cards(x) for x in seats[1:]])


def exchange_advice(v, opts, pols, s):
    """Italian Poker's exchange for the first seat to act, the two middle cards up (--board:
    the marked card first)."""
    from kernels.games import trade_layout as kt

    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import forced_replay, known_order, mark_first, option_rows

    board = s.board
    seats, cards_given_once, split_cards, table_size = _seats(v, s, kt.HAND, "exchange", ("--board",))
    if not board:
        raise UserError("give the two middle cards as --board, the marked one first")
    middle = split_cards(board, "the middle cards")
    if len(middle) != 2:
        raise UserError(f"the middle holds two cards; --board {board!r} has {len(middle)}")
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the middle", middle),
                                                                          ("the dead cards", dead)])
    players = table_size(v, s.players, len(seats))
    plan = v.plan(opts, pols, players)
    extra = {kt.HAND * players: middle[0], kt.HAND * players + 1: middle[1]}
    hero = seats[0]
    options = [(kt.ITALIAN_PAT, "stand pat")]
    options += [(i, f"give {format_cards([hero[i]])} for {format_cards(middle[:1])}")
                for i in range(kt.HAND)]
    options += [(kt.ITALIAN_PAIR + kt.HAND * i + j,
                 f"give {format_cards([hero[i], hero[j]])} for both")
                for i, j in combinations(range(kt.HAND), 2)]
    r = forced_replay(plan, players, kt.R_HERO_EXCHANGE, [code + 1 for code, _ in options],
                      known_order(v, players, seats, dead, extra), s.trials, s.seed, s.until_ci)
    rows = option_rows(r, [name for _, name in options], r.as_policy)
    mark_first(rows)
    rows.sort(key=lambda x: -x["equity"])
    return Advice(game=v.id, decision="exchange", hand=format_cards(hero), dead=format_cards(dead),
                  board=format_cards(middle), players=players, exact=False, target="",
                  target_reason="", categories=(), rows=rows,
                  policy=pols.get("exchange", "standard"), measure="equity", seed=s.seed,
                  against=[format_cards(x) for x in seats[1:]])



def twosome_draw(v, opts, pols, s):
    """The first of Gruesome Twosome's three one-card draws; the later two by the policy."""
    from kernels.games import twosome_layout as kt

    from ..spec.cards import format_cards

    names = {1: lambda hero: "stand pat", 2: lambda hero: f"throw {format_cards(hero[:1])}",
             3: lambda hero: f"throw {format_cards(hero[1:])}"}
    return _forced_holds(v, opts, pols, s, "draw", kt.R_HERO_DRAW, (1, 2, 3),
                         lambda hero, code: names[code](hero), codes_are_holds=False,
                         size=kt.HAND)


def trees_trade(v, opts, pols, s):
    """The cards Trees' hero offers in the first round of trades (every hold but giving all
    five: a seat trades with another that offers as many cards); the later rounds by the
    policy."""
    from kernels.games import trade_layout as kt

    from ..spec.cards import format_cards

    def label(hero, hold):
        given = [hero[i] for i in range(kt.HAND) if not hold >> i & 1]
        return "keep all, trade none" if not given else f"offer {format_cards(given)}"
    return _forced_holds(v, opts, pols, s, "trade", kt.R_HERO_KEEP, range(1, 32), label)


def whiskey_kitty(v, opts, pols, s):
    """Whiskey Poker's first choice, for the first seat: take the unseen kitty for the hand, or
    keep it; the exchanges and knocks after it by the policies."""
    from kernels.games import trade_layout as kt

    return _forced_holds(v, opts, pols, s, "swap", kt.R_HERO_KITTY, (kt.HERO_SWAP, kt.HERO_KEEP),
                         lambda hero, code: "take the kitty" if code == kt.HERO_SWAP
                         else "keep the hand", codes_are_holds=False)


def _forced_holds(v, opts, pols, s, decision, slot, choices, label, codes_are_holds=True, size=5):
    """The Advice of five-card hands with the hero's choice forced in ``slot``: each choice of
    ``choices`` (a hold, written 1 + hold, or a code as it is), named by ``label(hero, choice)``."""
    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import forced_replay, known_order, mark_first, option_rows

    seats, cards_given_once, split_cards, table_size = _seats(v, s, size, decision)
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the dead cards", dead)])
    players = table_size(v, s.players, len(seats))
    plan = v.plan(opts, pols, players)
    hero = seats[0]
    choices = list(choices)
    r = forced_replay(plan, players, slot, [c + 1 if codes_are_holds else c for c in choices],
                      known_order(v, players, seats, dead), s.trials, s.seed, s.until_ci)
    rows = option_rows(r, [label(hero, c) for c in choices], r.as_policy)
    mark_first(rows)
    rows.sort(key=lambda x: -x["equity"])
    return Advice(game=v.id, decision=decision, hand=format_cards(hero), dead=format_cards(dead),
                  players=players, exact=False, target="", target_reason="", categories=(),
                  rows=rows, policy=pols.get(decision, next(d.default for d in v.decisions
                                                           if d.name == decision)),
                  measure="equity", seed=s.seed, against=[format_cards(x) for x in seats[1:]])


def red_black_pass(v, opts, pols, s):
    """Red-Black's first pass (three cards to the left) from the seven dealt; the later passes,
    the discard and the declares by the policies."""
    from kernels.games import red_black_layout as kr

    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import forced_replay, mark_first, option_rows, order_dealt_round

    from ..studies.odds_answer import split_cards as cards_of

    if s.hands and len(cards_of(s.hands[0], "hand 0")) == 5:
        from .declare_advise import red_black

        return red_black(v, opts, pols, s)  # five cards: the discards are made, it declares
    seats, cards_given_once, split_cards, table_size = _seats(v, s, kr.DEALT, "pass")
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the dead cards", dead)])
    players = table_size(v, s.players, len(seats))
    plan = v.plan(opts, pols, players)
    hero = seats[0]
    k = kr.PASSES[0][0]
    masks = [sum(1 << i for i in chosen) for chosen in combinations(range(kr.DEALT), k)]
    r = forced_replay(plan, players, kr.R_HERO_PASS, [m + 1 for m in masks],
                      order_dealt_round(players, kr.DEALT, seats, dead), s.trials, s.seed,
                      s.until_ci)
    labels = [f"pass {format_cards([hero[i] for i in range(kr.DEALT) if m >> i & 1])}" for m in masks]
    rows = option_rows(r, labels, r.as_policy)
    mark_first(rows)
    rows.sort(key=lambda x: -x["equity"])
    return Advice(game=v.id, decision=f"pass ({k} left)", hand=format_cards(hero),
                  dead=format_cards(dead), players=players, exact=False, target="",
                  target_reason="", categories=(), rows=rows, policy=pols.get("pass", "standard"),
                  measure="equity", seed=s.seed, against=[format_cards(x) for x in seats[1:]])


def whiskey_play(v, opts, pols, s):
    """Whiskey Poker's first turn, for the first seat, when nobody took the kitty: the kitty face
    up as the middle (--board), every swap of one card, the whole swap, a knock or a pass; the
    turns after it by the policies. The completions where another seat would have taken the
    kitty are left out: the situation says nobody did."""
    from itertools import product

    from kernels.games import trade_layout as kt

    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import forced_replay, known_order, mark_first, option_rows

    board = s.board
    seats, cards_given_once, split_cards, table_size = _seats(v, s, kt.HAND, "play", ("--board",))
    if not board:
        raise UserError("give the kitty, face up in the middle, as --board (five cards)")
    middle = split_cards(board, "the middle cards")
    if len(middle) != kt.HAND:
        raise UserError(f"the middle holds five cards; --board {board!r} has {len(middle)}")
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the middle", middle),
                                                                          ("the dead cards", dead)])
    players = table_size(v, s.players, len(seats))
    plan = v.plan(opts, pols, players)
    extra = {i * (players + 1) + players: c for i, c in enumerate(middle)}  # the kitty's places
    hero = seats[0]
    options = [(kt.PLAY_PASS, "pass"), (kt.PLAY_KNOCK, "knock"),
               (kt.PLAY_ALL, "swap the whole hand")]
    options += [(kt.PLAY_SWAP + kt.HAND * i + j,
                 f"swap {format_cards([hero[i]])} for {format_cards([middle[j]])}")
                for i, j in product(range(kt.HAND), range(kt.HAND))]
    nobody = plan.layout["kitty"][0]
    r = forced_replay(plan, players, kt.R_HERO_PLAY, [code + 1 for code, _ in options],
                      known_order(v, players, seats, dead, extra), s.trials, s.seed, s.until_ci,
                      fixed={kt.R_HERO_KITTY: kt.HERO_KEEP},
                      given=lambda counts: counts[:, nobody] == 1)
    rows = option_rows(r, [name for _, name in options], r.as_policy)
    mark_first(rows)
    rows.sort(key=lambda x: -x["equity"])
    return Advice(game=v.id, decision="play", hand=format_cards(hero), dead=format_cards(dead),
                  board=format_cards(middle), players=players, exact=False, target="",
                  target_reason="", categories=(), rows=rows, policy=pols.get("play", "standard"),
                  measure="equity", seed=s.seed, against=[format_cards(x) for x in seats[1:]])
