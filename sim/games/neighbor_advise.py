"""Screw Your Neighbor's keep or swap for `simpoker advise`: the hero (seat 0, left of the first
dealer, so first to choose) holds a card in the game's first round; keeping it and swapping it to
the left are replayed through the game's kernel on the same sampled games, every later choice and
every other seat's by the policy (sim/studies/advise_forced.py). The equity is the chance to win
the whole game, the pot being the game's.
"""
from ..errors import UserError


def swap_advice(v, opts, pols, s):
    """Keep or swap in the first round, the hero's card known, the others' face down."""
    from kernels.games import screw_your_neighbor_layout as kn

    from ..spec.cards import format_card
    from ..studies.advise_forced import forced_replay, options_advice, sampled_table
    from ..studies.odds_answer import split_cards

    players = sampled_table(v, s, "swap", hint="--hand CARD (the hero's one card)")
    if len(s.hands) > 1:
        raise UserError(f"the others' cards are face down in {v.id}: give the hero's card and "
                        f"--players N")
    if s.dead:
        raise UserError(f"{v.id} shuffles the whole deck every round: it takes no --dead")
    cards = split_cards(s.hands[0], "the hero's card")
    if len(cards) != 1:
        raise UserError(f"{v.id} deals one card a player: give the hero's card alone "
                        f"(not {s.hands[0]!r})")
    card = cards[0]
    chase = bool(opts.get("chase_the_ace", False))
    if card >> 2 == 11:  # the rank index of a king
        raise UserError(f"a king is never traded in {v.id}" + ("" if chase else
                        ": it is shown at once and nobody trades this round"))
    plan = v.plan(opts, pols, players)
    rest = [c for c in range(52) if c != card]
    order = ([0], [card], list(range(1, 52)), rest)
    # seat p holds position p of the first round's order; in the base game a king there would
    # have been shown and stopped the trading, so the situation (a choice to make) rules it out
    kings_seen = (lambda counts, orders: ((orders[:, 1:players] >> 2) != 11).all(axis=1)) \
        if not chase else None
    # every round reshuffles: a game loses at least one life a round but for rare all-king rounds
    r = forced_replay(plan, players, kn.R_HERO_FIRST, [kn.HERO_KEEP, kn.HERO_SWAP], order,
                      s.trials, s.seed, s.until_ci, count_categories=False,
                      more_decks=kn.LIVES * players + 8, given=kings_seen)
    text = format_card(card)
    names = [f"keep {text}", f"swap {text} to the left"]
    return options_advice(v, pols, "swap", r, names, s, players, s.hands[0], label="keep or swap")
