"""`advise` on Have a Heart's take (sim/games/heart_advise.py): a take forced in the kernel gives
every seat the reference twin's shares deal by deal (the twin's chooser answered the same way for
seat 0's first face-up heart); the marked option is the twin's policy; situations a take could
have changed are refused."""
import numpy as np
import pytest

from sim.errors import UserError
from sim.spec.game_spec import parse_spec, resolve_choices
from sim.studies.advise import advice
from tests.reference import have_a_heart as ref_heart

RANKS, SUITS = "23456789TJQKA", "cdhs"
TEXT = [r + s for r in RANKS for s in SUITS]
PLAYERS = 4
UP_STREETS = (2, 3, 4, 5)  # d d u u u u d


def _plan(policy):
    v, given = parse_spec("have-a-heart")
    opts, pols = resolve_choices(v, given, [], [f"take={policy}"])
    return v.plan(opts, pols, PLAYERS)


def _kernel_shares(plan, order, street, choice):
    """Each seat's pot units of ``order``, seat 0's take at ``street`` forced to ``choice``."""
    from kernels.drivers import stud_layout as k

    arrays = [plan.inputs[key] for key in ("rules", "replay_rules") if key in plan.inputs]
    for rules in arrays:
        rules[k.R_HERO_AT], rules[k.R_HERO_CHOICE] = street + 1, choice
    try:
        rows = plan.replay(np.array([order], dtype=np.int8))
    finally:
        for rules in arrays:
            rules[k.R_HERO_AT] = rules[k.R_HERO_CHOICE] = 0
    at = plan.layout["seat_win"][0]
    return rows[0, at:at + PLAYERS]


def _deals(seed, n):
    """(order, the street of seat 0's first face-up heart, a forced choice) for ``n`` seeded
    orders with one: take nothing, a card another seat was dealt face up before (it may have
    moved since), or a card nobody shows (dealt later: the forced take finds nothing)."""
    rng = np.random.default_rng(seed)
    out = []
    while len(out) < n:
        order = rng.permutation(52)
        hearts = [t for t in UP_STREETS if order[t * PLAYERS] & 3 == 2]
        if not hearts or hearts[0] == UP_STREETS[0]:
            continue
        street = hearts[0]
        shown = [int(order[t * PLAYERS + q]) for t in UP_STREETS if t < street
                 for q in range(1, PLAYERS)]
        kind = len(out) % 4
        card = (None if kind == 0 else int(order[(street + 1) * PLAYERS + 1]) if kind == 3
                else shown[int(rng.integers(len(shown)))])
        out.append((order, street, card))
    return out


@pytest.mark.parametrize("policy", ["best", "never"])
def test_a_forced_take_gives_the_twins_shares_deal_by_deal(monkeypatch, policy):
    original = ref_heart._take_choice
    plan = _plan(policy)
    for order, street, card in _deals(11 if policy == "best" else 12, 160):
        calls = []

        def chooser(seats, taker, take):
            if taker == 0 and not calls:
                calls.append(1)
                if card is None:
                    return None
                victims = [q for q in range(1, len(seats)) if TEXT[card] in ref_heart._up(seats[q])]
                return (victims[0], TEXT[card]) if victims else None
            return original(seats, taker, take)
        monkeypatch.setattr(ref_heart, "_take_choice", chooser)
        deal = ref_heart.play_have_a_heart([TEXT[c] for c in order], players=PLAYERS, take=policy)
        assert calls, "seat 0's heart reached the chooser"
        row = _kernel_shares(plan, order, street, 1 if card is None else 2 + card)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_the_marked_option_is_the_twins_take_and_never_marks_nothing():
    hands = ["AsKd/9c7h", "/Ks", "/5d", "/Qc"]
    a = advice("have-a-heart", hands, trials=2048, seed=3)
    assert len(a.rows) == 4 and a.decision == "take"
    seats = [[("As", "down"), ("Kd", "down"), ("9c", "up"), ("7h", "up")]]
    seats += [[("??", "down"), ("??", "down"), (h[1:], "up")] for h in hands[1:]]
    victim, card = ref_heart._heart_take(seats, 0)
    (marked,) = [r for r in a.rows if r["default"]]
    assert marked["option"] == f"take {card} (hand {victim})"
    never = advice("have-a-heart", hands, trials=2048, seed=3, policies=["take=never"])
    assert next(r for r in never.rows if r["default"])["option"] == "take nothing"


@pytest.mark.parametrize("hands, players, says", [
    (["AsKd/9h7c", "/Ks", "/5d"], None, "newest up card"),
    (["AsKd/7h", "/", "/"], None, "takes nothing"),
    (["AsKd/9c7h", "/Kh", "/5d"], None, "dealt face up earlier"),
    (["AsKd/9h8c7h", "/Ks5c", "/5d6c"], None, "dealt face up earlier"),
    (["AsKd/9c7h", "/Ks", "/5d"], 4, "each of the 4 seats"),
    (["AsKd/9c7h", "/Ks8c", "/5d"], None, "the street before"),
    (["As/9c7h", "/Ks", "/5d"], None, "2 down cards"),
])
def test_situations_a_take_could_have_changed_are_refused_in_one_line(hands, players, says):
    with pytest.raises(UserError) as e:
        advice("have-a-heart", hands, players=players, trials=512)
    assert says in str(e.value) and "\n" not in str(e.value)
