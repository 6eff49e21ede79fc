"""Completions grouped where cards are interchangeable (sim/studies/replay_groups.py) against
every completion replayed one by one, count for count: razz orders by ranks, and the hero's draw
alone in the draw games with nothing wild by ranks with flushes apart. Situations are drawn by
hypothesis (derandomized, no example database): a failure names its situation."""
from math import comb, perm

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import sim
from sim.spec.cards import format_card
from sim.spec.game_spec import get_variant
from sim.studies import odds_replay, replay_groups
from sim.studies.odds_stud import stud_situation

SETTINGS = dict(derandomize=True, database=None, deadline=None, print_blob=True,
                suppress_health_check=list(HealthCheck),
                phases=[p for p in Phase if p is not Phase.explain])


def cards_text(codes):
    return "".join(format_card(c) for c in codes)


def razz_rows(hands, dead):
    """(every order's row, the rank sequences' row) of a razz situation."""
    v = get_variant("razz")
    opts, pols = v.resolve_options({}), v.resolve_policies({})
    plan = v.plan(opts, pols, len(hands))
    known_pos, known_cards, free, rest, most, _ = stud_situation(v, plan, hands, dead, len(hands))

    def count(fills):
        return odds_replay.count_orders(plan, len(hands), known_pos, known_cards, free, fills,
                                        len(known_pos) + len(free))

    return count(odds_replay.ordered_fills(rest, most)), count(replay_groups.rank_orders(rest, most))


@st.composite
def razz_situations(draw, n_up=4):
    """Seats at sixth street (2 down and 4 up: a card each to come; fifth street, two each, under
    -m slow: the plain count replays some two million orders), with pairs of ranks common, and
    up to four dead cards."""
    n = draw(st.integers(2, 3)) if n_up == 4 else 2
    ranks = draw(st.lists(st.integers(0, 5), min_size=52, max_size=52))  # low ranks: pairs
    order = sorted(range(52), key=lambda c: (ranks[c] if c >> 2 < 6 else 9, c))
    cards = draw(st.permutations(order[:30])) + order[30:]
    hands, at = [], 0
    for _ in range(n):
        down, up = cards[at:at + 2], cards[at + 2:at + 2 + n_up]
        hands.append(f"{cards_text(down)}/{cards_text(up)}")
        at += 2 + n_up
    dead = cards_text(cards[at:at + draw(st.integers(0, 4))]) or None
    return hands, dead


@settings(max_examples=25, **SETTINGS)
@given(razz_situations())
def test_razz_orders_by_ranks_count_as_every_order(case):
    plain, grouped = razz_rows(*case)
    assert np.array_equal(plain, grouped)


@pytest.mark.slow
@settings(max_examples=3, **SETTINGS)
@given(razz_situations(n_up=3))
def test_razz_orders_by_ranks_count_as_every_order_from_fifth_street(case):
    plain, grouped = razz_rows(*case)
    assert np.array_equal(plain, grouped)


def test_a_rank_sequence_stands_for_its_card_orders():
    rest = [c for c in range(52) if c not in (0, 1, 2, 20, 33)]  # three deuces, a 7, a 10 gone
    weights = np.concatenate([w for _, w in replay_groups.rank_orders(rest, 3)])
    assert weights.sum() == perm(47, 3)
    # less the sequences of two deuces (three places for the other rank's card) or three
    assert len(weights) == replay_groups.rank_order_count(rest, 3) == 13 ** 3 - 3 * 12 - 1


def test_razz_odds_count_every_order_exactly():
    a = sim.odds("razz", ["As2d/3c4h5s", "Kd9h/8s7c6d"], exact=True)
    assert a["exact"] and a["trials"] == perm(42, 4)


DRAW_GAMES = ["five-card-draw", "deuce-to-seven-single-draw"]


def draw_rows(game, hand, dead):
    """(every draw's row, the grouped draws' row) of the hero alone."""
    v = get_variant(game)
    opts, pols = v.resolve_options({}), v.resolve_policies({})
    seen = set(hand) | set(dead)
    rest = [c for c in range(52) if c not in seen]
    return [odds_replay.replay_odds(v, opts, pols, [list(hand)], [], rest, 1, True, None, 1,
                                    grouped=grouped) for grouped in (False, True)]


@st.composite
def draw_hands(draw):
    """A hand of five, suited and paired hands common (so every draw size is played), and up to
    five dead cards."""
    suit = draw(st.integers(0, 3))
    suited = [c for c in range(52) if c & 3 == suit]
    pool = draw(st.permutations(suited))[:draw(st.integers(0, 5))]
    others = draw(st.permutations([c for c in range(52) if c not in pool]))
    cards = (pool + others)[:5]
    dead = [c for c in others if c not in cards][:draw(st.integers(0, 5))]
    return cards, dead


@pytest.mark.parametrize("game", DRAW_GAMES)
def test_draws_grouped_count_as_every_draw(game):
    @settings(max_examples=12, **SETTINGS)
    @given(draw_hands())
    def agree(case):
        plain, grouped = draw_rows(game, *case)
        assert np.array_equal(plain, grouped)

    agree()


@pytest.mark.parametrize("k", range(6))
def test_draw_groups_stand_for_every_draw(k):
    rest = [c for c in range(52) if c not in (0, 4, 8, 12, 17)]  # four clubs and a diamond out
    weights = np.concatenate([w for _, w in replay_groups.draw_groups(rest, k)])
    assert weights.sum() == comb(47, k) and (weights > 0).all()
