"""The checks in front of the kernels: impossible inputs are a clear error, never compiled code
writing out of bounds."""
import numpy as np
import pytest

from kernels.drivers import stud_layout as k
from kernels.core.cards import make_deck
from sim.engine.checks import PlanError, check_deal, check_orders
from sim.games.stud import SEVEN_STUD, STREETS, stud_plan, stud_rules
from sim.spec.game_spec import get_variant


def _deal(**change):
    args = dict(deck=make_deck(), seats=7, max_seats=k.MAX_SEATS, rules=stud_rules(), rule_size=k.R_SIZE,
                script=np.array(SEVEN_STUD, dtype=np.int64), codes=STREETS, max_streets=k.MAX_HAND)
    args.update(change)
    return args


def test_good_inputs_pass():
    check_deal(**_deal())


@pytest.mark.parametrize("change,needle", [
    ({"seats": k.MAX_SEATS + 1}, "seats"),
    ({"seats": 0}, "seats"),
    ({"rules": np.zeros(k.R_SIZE - 1, dtype=np.int64)}, "rules"),
    ({"rules": np.zeros(k.R_SIZE, dtype=np.int32)}, "rules"),
    ({"script": np.array([0, 1, 7], dtype=np.int64)}, "street codes"),
    ({"script": np.zeros(k.MAX_HAND + 1, dtype=np.int64)}, "streets"),
    ({"deck": np.array([0, 60], dtype=np.int8)}, "card codes"),
])
def test_bad_inputs_are_refused(change, needle):
    with pytest.raises(PlanError, match=needle):
        check_deal(**_deal(**change))


def test_a_plan_with_too_many_seats_is_refused_before_any_kernel_runs():
    with pytest.raises(PlanError, match="seats"):
        stud_plan(k.MAX_SEATS + 1, SEVEN_STUD, stud_rules(), None, {})


@pytest.mark.parametrize("variant,players", [("yanqui-baseball", 4), ("colored-poker", 4), ("hot-tuna", 3)])
def test_replayed_orders_must_be_the_deck(variant, players):
    v = get_variant(variant)
    plan = v.plan(v.defaults(), {d.name: d.default for d in v.decisions}, players)
    n = 104 if variant == "hot-tuna" else 52  # Hot Tuna deals from two decks
    short = np.zeros((1, n - 1), dtype=np.int8)
    with pytest.raises(PlanError, match="cards"):
        plan.replay(short)
    twice = np.zeros((1, n), dtype=np.int8)  # every card the deuce of clubs
    with pytest.raises(PlanError, match="not the deck"):
        plan.replay(twice)


def test_check_orders_accepts_a_shuffled_deck():
    deck = make_deck()
    orders = np.array([np.random.default_rng(1).permutation(deck)], dtype=np.int8)
    check_orders(orders, deck)


def test_every_deck_fits_the_streams_room_for_one_shuffle():
    """partial_shuffle keeps a shuffle's swap positions in the stream's STREAM_SLOTS spare
    slots: no game may shuffle more cards than that."""
    from kernels.core.cards import make_deck
    from kernels.games.hot_tuna_layout import N_DECK
    from kernels.core.rng import STREAM_SLOTS

    assert max(len(make_deck(jokers=2)), N_DECK) <= STREAM_SLOTS
