"""Kings and Little Ones, the draw version: the draw kernel with each seat's lowest rank wild
against its twin (tests/reference/kings_and_little_ones_draw.py, written from the rules without
the kernel): the policy on random hands, every count deal by deal on replayed card orders, every
table at two table sizes; and the stud version still behind ``stud=true``."""
import random
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.drivers import draw_layout as kd
from kernels.core.cards import make_deck
from sim.spec.cards import format_card, parse_cards
from tests.reference import kings_and_little_ones_draw as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, stable_seed
from tests.test_draw import POLICIES, assert_tables_agree, check_deal

GAME = "kings-and-little-ones"


def little_counts(c):
    """{rank 2..14: seats} from the kernel's wild_rank counters (index 1 + rank, deuce 0)."""
    return {r + 2: int(n) for r, n in enumerate(c["wild_rank"][1:14]) if n}


@pytest.mark.parametrize("policy", list(POLICIES))
def test_the_kernels_policy_keeps_what_the_twins_keeps(policy):
    """On 3,000 random hands the kernel keeps the cards the twin keeps, with the hand's own
    little ones wild."""
    from kernels.core.categories import CAT_SHIFT
    from kernels.drivers.draw import draw_keep_mask
    from kernels.eval.showdown import score_row

    from sim.spec.evaluation import hash_tables

    plan = make_plan(GAME, 2, {"draw": policy})
    ctw, wm = plan.inputs["ctw"], plan.inputs["wm"]
    offs, nonflush, flush = hash_tables()
    rng = np.random.default_rng(stable_seed("kings-keep", policy))
    code = plan.inputs["rules"][kd.R_DRAW_POLICY]
    for _ in range(3000):
        hand = rng.choice(make_deck(), 5, replace=False).astype(np.int8)[None, :]
        wi = 1 + int(min(hand[0]) >> 2)
        value = score_row.py_func(hand, 0, 5, wi, ctw, offs, nonflush, flush)
        keep = draw_keep_mask(hand, 0, np.int64(value >> CAT_SHIFT), wm[wi], code)
        text = [format_card(c) for c in hand[0]]
        thrown = ref.choose_discards(text, ref.wild_ranks(text), POLICIES[policy])
        kept = [t for i, t in enumerate(text) if (keep >> i) & 1]
        assert sorted(kept + thrown) == sorted(text) and not set(kept) & set(thrown), (text, kept, thrown)


def seat0_deal(hand, players=2):
    """A card order that deals ``hand`` to seat 0, the rest of the deck in its order."""
    cards = parse_cards(hand)
    rest = [c for c in make_deck() if c not in cards]
    order = []
    for i in range(5):
        order += [cards[i]] + rest[i * (players - 1):(i + 1) * (players - 1)]
    return np.array(order + rest[5 * (players - 1):], dtype=np.int8)


@pytest.mark.parametrize("hand,drawn,little", [
    ("3c 9d 9h Jc As", 2, 3),   # the little three makes trips of nines: keep 3 9 9, draw two
    ("2c 2d Qh 7s 8d", 2, 2),   # two little deuces and a queen: trips, draw two
    ("2c 2d 8h Jc Qs", 0, 2),   # two little deuces fill 8-J-Q into a straight: pat
    ("Kc Ks Ah Ad Ac", 0, 13),  # kings with aces: the kings are the little ones, five aces
])
def test_the_little_ones_are_wild_in_the_policy_and_the_hand(hand, drawn, little):
    """Seat 0's draw follows from its little ones being wild, and pat hands keep their little rank."""
    plan = make_plan(GAME, 2, {"draw": "standard"})
    order = seat0_deal(hand)
    c = plan.named(plan.replay(order[None, :])[0])
    r = ref.play([format_card(x) for x in order], 2, "draw", rng=random.Random(1))
    assert r["drawn"][0] == drawn
    assert list(c["drawn"][:5]) == capped(Counter(r["drawn"]), 5)
    if drawn == 0:
        assert r["little_rank"][0] == little
    assert little_counts(c) == dict(Counter(r["little_rank"]))


@pytest.mark.parametrize("policy", list(POLICIES))
def test_deal_by_deal(policy):
    """Every count of a kernel deal equals the twin's for the same card order, the little ranks
    too, at 2, 5 and 7 seats (deals that reshuffle agree up to the reshuffle flag)."""
    rng = np.random.default_rng(stable_seed("kings-draw", policy))
    for players in (2, 5, 7):
        orders = np.array([rng.permutation(make_deck()) for _ in range(50)], dtype=np.int8)
        plan = make_plan(GAME, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], rng=random.Random(1))
            c = plan.named(row)
            where = f"{policy}, {players} players, deck {' '.join(text)}"
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                continue
            try:
                check_deal(r, c, players)
                assert little_counts(c) == dict(Counter(r["little_rank"]))
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("players,policy", [(3, "standard"), (6, "pat")])
def test_every_table_agrees_with_the_twin(players, policy):
    ref_deals = 2500
    r = ref.simulate(players, ref_deals, stable_seed("kings-tables", players) % 10_000, POLICIES[policy])
    res = sim.run(GAME, players=players, trials=100_000, seed=29, write=False, policies={"draw": policy})
    assert_tables_agree(r, res, players, ref_deals)
    little = res.counter("wild_rank")[1:14]
    assert_agree({"little_rank": chi2_p([r["little_rank"].get(x, 0) for x in range(2, 15)], little, 2.0)})
    table = res.json_tables["little_rank"]
    assert list(table) == list("23456789TJQKA")
    assert sum(v["count"] for v in table.values()) == players * res.trials


def test_the_stud_version_stays_behind_the_option():
    """stud=true runs the stud game (its little-one table over its own five volatility rounds);
    the default is the draw game."""
    draw = sim.run(GAME, players=4, trials=2000, seed=1, write=False)
    stud = sim.run(f"{GAME}(stud=true)", players=4, trials=2000, seed=1, write=False)
    assert "drawn" in draw.json_tables and "drawn" not in stud.json_tables
    assert "little_rank" in draw.json_tables and "little_rank" in stud.json_tables
    assert draw.plan_info["deal"].startswith("5 down") and stud.plan_info["streets"] == "d d u u u u d"
