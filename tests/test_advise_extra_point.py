"""`advise` on Extra Point Poker's ace call (sim/games/extra_point_advise.py): the forced call
gives every seat the reference twin's shares deal by deal (the twin's first call answered the same
way for seat 0); the kick's chance is an exact count; the policy's call is marked."""
import numpy as np
import pytest

from kernels.core.cards import make_deck
from kernels.games import extra_point_poker_layout as ke
from sim.errors import UserError
from sim.spec.cards import format_card
from sim.studies.advise import advice
from tests.reference import extra_point_poker as twin
from tests.stud_replay import make_plan, replay_forced, stable_seed

ACE_CARDS = [48, 49, 50, 51]


def _streams(rng, n):
    """Random streams (the deal deck, the post deck, two reshuffles) whose first two posts hold
    exactly one ace, so the first kick asks for a call."""
    deck = make_deck()
    rows = []
    while len(rows) < n:
        parts = [rng.permutation(deck) for _ in range(4)]
        if (parts[1][0] in ACE_CARDS) != (parts[1][1] in ACE_CARDS):
            rows.append(np.concatenate(parts))
    return np.array(rows, dtype=np.int8)


def _twin_forced(monkeypatch, call):
    calls = []
    post_values = twin.post_values

    def forced(posts, ace):
        calls.append(1)
        values, made = post_values(posts, ace)
        if len(calls) == 1 and made is not None:
            value = twin.ACE_HIGH if call == ke.ACE_HIGH else twin.ACE_LOW
            values = [value if twin.is_ace(p) else v for p, v in zip(posts, values)]
            made = "high" if call == ke.ACE_HIGH else "low"
        return values, made
    monkeypatch.setattr(twin, "post_values", forced)


@pytest.mark.parametrize("spec", ["extra-point-poker", "extra-point-poker(bend_the_post=true)"])
@pytest.mark.parametrize("call", [ke.ACE_HIGH, ke.ACE_LOW])
def test_the_forced_call_is_the_twins_deal_by_deal(monkeypatch, spec, call):
    rng = np.random.default_rng(stable_seed("extra-point-advise", spec, call))
    bend = "bend_the_post" in spec
    for players in (2, 5, 7):
        plan = make_plan(spec, players, {"ace": "standard"})
        rows = _streams(rng, 60)
        counts = replay_forced(plan, ke.R_HERO_ACE, call, rows)
        for order, c in zip(rows, counts):
            text = [[format_card(x) for x in order[52 * k:52 * (k + 1)]] for k in range(4)]
            _twin_forced(monkeypatch, call)
            r = twin.play(text, players, bend_the_post=bend)
            monkeypatch.undo()
            named = plan.named(c)
            assert list(named["seat_win"][:players]) == \
                [round(float(x) * ke.SHARE_UNITS) for x in r["shares"]]
            assert list(named["ace_calls"]) == [r["ace_calls"]["high"], r["ace_calls"]["low"]]
            first = r["kicks"][0]
            assert first["seat"] == 0 and first["round"] == 0


def test_the_options_the_kick_and_the_policy():
    a = advice("extra-point-poker", ["7s8d"], players=3, board="Ah5c", trials=4096, seed=2)
    by = {r["option"]: r for r in a.rows}
    # unseen: 50 cards; high leaves 6 to K between (8 ranks, less the 7 and the 8 held: 30),
    # low leaves 2 to 4 (12)
    assert by["call the ace high"]["kick_good"] == pytest.approx(30 / 50)
    assert by["call the ace low"]["kick_good"] == pytest.approx(12 / 50)
    assert by["call the ace high"]["default"]       # the standard call: high against a 5
    assert a.rows[0]["option"] == "call the ace high"
    low = advice("extra-point-poker", ["7s8d"], players=3, board="AhTc", trials=512, seed=2)
    assert next(r for r in low.rows if r["default"])["option"] == "call the ace low"
    always = advice("extra-point-poker", ["7s8d"], players=3, board="AhTc", trials=512, seed=2,
                    policies=["ace=high"])
    assert next(r for r in always.rows if r["default"])["option"] == "call the ace high"


def test_known_hands_and_the_posts_deck_of_their_own():
    """A post may be a card the deal deck gave the hero: the decks are separate."""
    a = advice("extra-point-poker", ["AhKd", "QsQc"], board="Ah9c", trials=1024, seed=4)
    assert a.players == 2 and len(a.rows) == 2
    assert all(r["completions"] == 1024 for r in a.rows)


@pytest.mark.parametrize("kw, message", [
    ({"board": "AhAc"}, "two ace posts"),
    ({"board": "9h2c"}, "has none"),
    ({"board": "Ah"}, "two goal posts"),
    ({}, "--board POSTS"),
    ({"board": "Ah9c", "exact": True}, "sampled"),
    ({"board": "Ah9c", "pot": 10}, "takes no --pot"),
])
def test_bad_situations_get_one_line(kw, message):
    with pytest.raises(UserError, match=message):
        advice("extra-point-poker", ["7s8d"], players=3, trials=100, **kw)
