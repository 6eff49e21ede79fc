"""The passes, exchanges and one-card draws `simpoker advise` replays through the games' kernels:
Pass the Trash's and Red-Black's first pass, Italian Poker's exchange, Trees' first trade,
Whiskey Poker's kitty and first turn, Gruesome Twosome's first draw. Each option is forced for
the hero by the kernel's rule slot, every other seat and every later choice follows the
policies, all on the same sampled completions (sim/studies/advise_forced.py).
"""
from itertools import combinations, product

from ..errors import UserError


def _forced(v, opts, pols, s, decision, size, slot, options, middle=None, label=None,
            order=None, fixed=None, given=None):
    """The Advice of a choice made on ``size`` cards dealt a seat: ``options(hero, middle, plan,
    players)`` lists its (code for ``slot``, name); ``middle``: (the cards it holds, what the
    --board error says, where the deal puts them: places(middle, players) -> {position: card});
    ``order``: order(players, seats, dead) in place of known_order."""
    from ..spec.cards import format_cards
    from ..studies.advise_forced import (dealt_hands, forced_replay, known_order, options_advice,
                                         sampled_table)
    from ..studies.odds_answer import split_cards

    if middle and not s.board:
        raise UserError(f"give {middle[1]} as --board")
    players = sampled_table(v, s, decision, ("--board",) if middle else ())
    cards = []
    if middle:
        n_middle = middle[0]
        cards = split_cards(s.board, "the middle cards")
        if len(cards) != n_middle:
            raise UserError(f"the middle holds {n_middle} cards; --board {s.board!r} has "
                            f"{len(cards)}")
    seats, dead = dealt_hands(v, s.hands, s.dead, size, cards)
    plan = v.plan(opts, pols, players)
    hero = seats[0]
    choices = options(hero, cards, plan, players)
    if order is not None:
        known = order(players, seats, dead)
    else:
        known = known_order(v, players, seats, dead, middle[2](cards, players) if middle else None)
    r = forced_replay(plan, players, slot, [code for code, _ in choices], known, s.trials,
                      s.seed, s.until_ci, fixed=fixed, given=given)
    label = label(plan, players) if callable(label) else label
    return options_advice(v, pols, decision, r, [name for _, name in choices], s, players,
                          format_cards(hero), format_cards(dead),
                          [format_cards(x) for x in seats[1:]], format_cards(cards), label)


def _passes(hero, k):
    """(1 + the mask, "pass CARDS") of every set of k of the hero's cards."""
    from ..spec.cards import format_cards

    return [(1 + sum(1 << i for i in chosen), f"pass {format_cards([hero[i] for i in chosen])}")
            for chosen in combinations(range(len(hero)), k)]


def pass_advice(v, opts, pols, s):
    """Every set of cards of the first pass, the later passes by the policy."""
    from kernels.games import pass_layout as kp

    def label(plan, players):
        rules = plan.inputs["rules"]
        k, offset = int(rules[kp.R_PASS_CARDS]), int(rules[kp.R_PASS_OFFSET])
        places = min(offset, players - offset)
        side = "left" if offset <= players // 2 else "right"
        return f"pass ({k} {side}{'' if places == 1 else f' {places}'})"

    return _forced(v, opts, pols, s, "pass", kp.HAND, kp.R_HERO_PASS,
                   lambda hero, middle, plan, players: _passes(
                       hero, int(plan.inputs["rules"][kp.R_PASS_CARDS])), label=label)


def red_black_pass(v, opts, pols, s):
    """Red-Black's first pass (three cards to the left) from the seven dealt; the later passes,
    the discard and the declares by the policies. Five cards: the declare."""
    from kernels.games import red_black_layout as kr

    from ..studies.advise_forced import order_dealt_round
    from ..studies.odds_answer import split_cards

    if s.hands and len(split_cards(s.hands[0], "hand 0")) == 5:
        from .declare_advise import red_black

        return red_black(v, opts, pols, s)  # five cards: the discards are made, it declares
    k = kr.PASSES[0][0]
    return _forced(v, opts, pols, s, "pass", kr.DEALT, kr.R_HERO_PASS,
                   lambda hero, middle, plan, players: _passes(hero, k), label=f"pass ({k} left)",
                   order=order_dealt_round)


def exchange_advice(v, opts, pols, s):
    """Italian Poker's exchange for the first seat to act, the two middle cards up (--board:
    the marked card first)."""
    from kernels.games import trade_layout as kt

    from ..spec.cards import format_cards

    def options(hero, middle, plan, players):
        return ([(1 + kt.ITALIAN_PAT, "stand pat")]
                + [(1 + i, f"give {format_cards([hero[i]])} for {format_cards(middle[:1])}")
                   for i in range(kt.HAND)]
                + [(1 + kt.ITALIAN_PAIR + kt.HAND * i + j,
                    f"give {format_cards([hero[i], hero[j]])} for both")
                   for i, j in combinations(range(kt.HAND), 2)])

    return _forced(v, opts, pols, s, "exchange", kt.HAND, kt.R_HERO_EXCHANGE, options,
                   middle=(2, "the two middle cards, the marked one first",
                           lambda cards, players: {kt.HAND * players + i: c
                                                   for i, c in enumerate(cards)}))


def twosome_draw(v, opts, pols, s):
    """The first of Gruesome Twosome's three one-card draws; the later two by the policy."""
    from kernels.games import twosome_layout as kt

    from ..spec.cards import format_cards

    return _forced(v, opts, pols, s, "draw", kt.HAND, kt.R_HERO_DRAW,
                   lambda hero, middle, plan, players: [
                       (1, "stand pat"), (2, f"throw {format_cards(hero[:1])}"),
                       (3, f"throw {format_cards(hero[1:])}")])


def trees_trade(v, opts, pols, s):
    """The cards Trees' hero offers in the first round of trades (every hold but giving all
    five: a seat trades with another that offers as many cards); the later rounds by the
    policy."""
    from kernels.games import trade_layout as kt

    from ..spec.cards import format_cards

    def name(hero, hold):
        given = [hero[i] for i in range(kt.HAND) if not hold >> i & 1]
        return "keep all, trade none" if not given else f"offer {format_cards(given)}"

    return _forced(v, opts, pols, s, "trade", kt.HAND, kt.R_HERO_KEEP,
                   lambda hero, middle, plan, players: [(hold + 1, name(hero, hold))
                                                        for hold in range(1, 32)])


def whiskey_kitty(v, opts, pols, s):
    """Whiskey Poker's first choice, for the first seat: take the unseen kitty for the hand, or
    keep it; the exchanges and knocks after it by the policies."""
    from kernels.games import trade_layout as kt

    return _forced(v, opts, pols, s, "swap", kt.HAND, kt.R_HERO_KITTY,
                   lambda hero, middle, plan, players: [(kt.HERO_SWAP, "take the kitty"),
                                                        (kt.HERO_KEEP, "keep the hand")])


def whiskey_play(v, opts, pols, s):
    """Whiskey Poker's first turn, for the first seat, when nobody took the kitty: the kitty face
    up as the middle (--board), every swap of one card, the whole swap, a knock or a pass; the
    turns after it by the policies. The completions where another seat would have taken the
    kitty are left out: the situation says nobody did."""
    from kernels.games import trade_layout as kt

    from ..spec.cards import format_cards

    def options(hero, middle, plan, players):
        return ([(1 + kt.PLAY_PASS, "pass"), (1 + kt.PLAY_KNOCK, "knock"),
                 (1 + kt.PLAY_ALL, "swap the whole hand")]
                + [(1 + kt.PLAY_SWAP + kt.HAND * i + j,
                    f"swap {format_cards([hero[i]])} for {format_cards([middle[j]])}")
                   for i, j in product(range(kt.HAND), range(kt.HAND))])

    return _forced(v, opts, pols, s, "play", kt.HAND, kt.R_HERO_PLAY, options,
                   middle=(kt.HAND, "the kitty, face up in the middle (five cards)",
                           lambda cards, players: {i * (players + 1) + players: c
                                                   for i, c in enumerate(cards)}),
                   fixed={kt.R_HERO_KITTY: kt.HERO_KEEP},
                   given=lambda counts, orders: counts[:, kt.O_KITTY] == 1)  # nobody took the kitty
