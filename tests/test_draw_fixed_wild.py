"""The fixed-wild draw games (Acey-Deucey, Pregnant Threes, Heinz 57, Snowmen and Hockey Sticks,
Stedman's): five-card draw with ranks that are always wild. Each against the five-card draw twin
(tests/reference/five_card_draw.py, written from the rules without the kernel) with its wild
ranks, deal by deal and on every table at two table sizes; and each the same game, count for
count, as ``five-card-draw`` with the ``wild`` option set to its ranks."""
import random

import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from tests.reference import five_card_draw as ref
from tests.stud_replay import make_plan, stable_seed
from tests.test_draw import assert_tables_agree, check_deal

# id: (the wild option of five-card-draw, the twin's wild ranks), from the rule texts
GAMES = {
    "acey-deucey": ("A,2", "A2"),
    "pregnant-threes": ("3,6,9", "369"),
    "heinz-57": ("5,7", "57"),
    "snowmen-and-hockey-sticks": ("7,8", "78"),
    "stedmans": ("5,T", "5T"),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_same_counts_as_five_card_draw_with_its_wild_ranks(game):
    option, _ = GAMES[game]
    for players in (2, 6):
        a = sim.run(game, players=players, trials=20_000, seed=5, write=False)
        b = sim.run(f"five-card-draw(wild={option})", players=players, trials=20_000, seed=5, write=False)
        assert np.array_equal(np.asarray(a.counts), np.asarray(b.counts)), (game, players)


@pytest.mark.parametrize("game", list(GAMES))
def test_deal_by_deal_against_the_twin(game):
    """Every count of 30 replayed deals equals the twin's, at 2 and 6 seats (deals that reshuffle
    agree on the flag: the two shuffle the discards with different generators)."""
    _, wild = GAMES[game]
    rng = np.random.default_rng(stable_seed("fixed-wild", game))
    deck = make_deck()
    for players in (2, 6):
        orders = np.array([rng.permutation(deck) for _ in range(30)], dtype=np.int8)
        plan = make_plan(game, players, {"draw": "standard"})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, "draw", wild, rng=random.Random(1))
            c = plan.named(row)
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1
                continue
            try:
                check_deal(r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{game}, {players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_table_agrees_with_the_twin(game, players):
    _, wild = GAMES[game]
    ref_deals = 1500
    r = ref.simulate(players, ref_deals, stable_seed("fixed-wild-tables", game, players) % 10_000, "draw", wild)
    res = sim.run(game, players=players, trials=60_000, seed=11, write=False)
    assert_tables_agree(r, res, players, ref_deals)


def test_the_rules_say_what_is_wild_and_the_wild_option_is_not_offered():
    from sim.spec.game_spec import get_variant

    for game, (option, _) in GAMES.items():
        v = get_variant(game)
        assert v.family == "draw" and [o.name for o in v.options] == ["qualifier", "pay_for_draw", "legs"]
        assert "wild" in v.rules and v.default_players == 6
        res = sim.run(game, players=2, trials=2000, seed=1, write=False)
        assert "wild_held" in res.json_tables and res.json_tables["events"]["wild_held"]["mean"] > 0
    with pytest.raises(sim.UserError):
        sim.run("acey-deucey(wild=K)", players=2, trials=100, write=False)
