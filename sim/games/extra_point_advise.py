"""Extra Point Poker's ace call for `simpoker advise`: at the hero's first kick (seat 0 kicks first)
one of the two goal posts is an ace, and the hero calls it high or low before the football comes.
Both calls are replayed through the game's kernel on the same sampled completions, every later
call and every other seat's by the policy (sim/studies/advise_forced.py); the posts come from a
deck of their own, so each completion carries the post deck (the two posts on top) and the
reshuffles' orders after the deal deck.
"""
from ..errors import UserError

# the post deck and the orders of the reshuffles it may need: four rounds of at most three posts
# for seven seats is 84 posts, which two reshuffles of a 52-card deck cover
POST_DECKS = 4


def ace_advice(v, opts, pols, s):
    """Call the lone ace post high or low; each option also gives the exact chance that the
    football (the deal deck's next unseen card) is good."""
    from kernels.games import extra_point_poker_layout as ke

    from ..spec.cards import format_cards
    from ..studies.advise_forced import (dealt_hands, forced_replay, options_advice,
                                         order_dealt_round, sampled_table)
    from ..studies.odds_answer import split_cards

    players = sampled_table(v, s, "ace call", allowed=("--board",),
                            hint="--hand DOWN (the hero's two down cards) --board POSTS")
    if not s.board:
        raise UserError("give the two goal posts of the hero's first kick: --board POSTS "
                        "(one of them an ace)")
    posts = split_cards(s.board, "the goal posts")
    if len(posts) != 2:
        raise UserError(f"a kick has two goal posts: --board {s.board!r} gives {len(posts)} cards")
    aces = sum(c >> 2 == 12 for c in posts)
    if aces != 1:
        raise UserError("the hero calls an ace only when one post is an ace" + (
            ": two ace posts are one low and one high" if aces == 2 else
            f": {format_cards(posts)} has none"))
    # the posts come from their own deck: they may repeat a card of the deal deck
    seats, dead = dealt_hands(v, s.hands, s.dead, 2)
    plan = v.plan(opts, pols, players)
    order = order_dealt_round(players, seats, dead)
    r = forced_replay(plan, players, ke.R_HERO_ACE, [ke.ACE_HIGH, ke.ACE_LOW], order, s.trials,
                      s.seed, s.until_ci, more_decks=POST_DECKS,
                      known_in={1: {0: posts[0], 1: posts[1]}})
    other = next(c >> 2 for c in posts if c >> 2 != 12) + 2
    unseen = order[3]
    kick = [_good_share(unseen, 14, other), _good_share(unseen, 1, other)]
    extra = [{"kick_good": k} for k in kick]
    return options_advice(v, pols, "ace", r, ["call the ace high", "call the ace low"], s,
                          players, s.hands[0], s.dead or "", s.hands[1:],
                          board=format_cards(posts), label="ace call", extra=extra)


def _good_share(unseen, ace, other):
    """The share of the unseen deal-deck cards that land strictly between the posts (an ace
    football never does)."""
    lo, hi = min(ace, other), max(ace, other)
    return sum(c >> 2 != 12 and lo < (c >> 2) + 2 < hi for c in unseen) / len(unseen)
