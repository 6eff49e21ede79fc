"""Follow the Queen, Baseball, Sequence and Dirty Schultz: the stud kernel replays the same card
orders as the plain-Python references in tests/reference/stud_wild.py, deal by deal."""
import numpy as np
import pytest

from kernels.cards import make_deck
from tests.reference import stud_wild as ref
from tests.stud_replay import compare_deal

GAMES = [
    ("follow-the-queen", lambda p: lambda d: ref.play_follow_the_queen(d, players=p), {}, True, False),
    ("follow-the-queen(queens_wild=true)",
     lambda p: lambda d: ref.play_follow_the_queen(d, players=p, queens_wild=True), {}, True, False),
    ("baseball", lambda p: lambda d: ref.play_baseball(d, players=p), {}, False, True),
    ("baseball", lambda p: lambda d: ref.play_baseball(d, players=p, take=False), {"take": "never"}, False, True),
    ("sequence", lambda p: lambda d: ref.play_sequence(d, players=p), {}, True, False),
    ("dirty-schultz", lambda p: lambda d: ref.play_dirty_schultz(d, players=p), {}, True, False),
]


@pytest.mark.parametrize("spec,play,policies,wild,extras", GAMES,
                         ids=[f"{g[0]}-{i}" for i, g in enumerate(GAMES)])
@pytest.mark.parametrize("players,n_deals", [(7, 250), (4, 100), (2, 60)])
def test_deal_by_deal(spec, play, policies, wild, extras, players, n_deals):
    rng = np.random.default_rng(hash((spec, players, str(policies))) % 2**32)
    deck = make_deck()
    for _ in range(n_deals):
        compare_deal(spec, players, rng.permutation(deck), play(players), policies, wild, extras)


def test_follow_the_queen_queen_last_means_nothing_wild():
    """A hand-built order whose last up card is a queen: nothing wild at the end."""
    deck = list(make_deck())
    queens = [c for c in deck if c >> 2 == 10]
    others = [c for c in deck if c >> 2 != 10]
    # two players: 4 down, then 8 up cards; put a queen as the 8th up card, no other queen up
    order = others[:4] + others[4:11] + [queens[0]] + others[11:]
    order = order[:52 - 3] + queens[1:]
    r, c = compare_deal("follow-the-queen", 2, np.array(order, dtype=np.int8),
                        lambda d: ref.play_follow_the_queen(d, players=2), {}, True, False)
    assert r["wild_rank"] is None and c["wild_rank"][0] == 1
