"""Replay one exact card order through the stud kernel, and compare it with a reference deal."""
import numpy as np

import sim
from kernels import stud as k
from kernels.tables import TABLES
from sim.cards import format_card
from sim.evaluation import CATEGORY_NAMES, hash_tables

WILD_KEYS = ("none",) + tuple("23456789TJQKA")


def kernel_one_deal(spec, players, codes, policies=None):
    """The kernel's counts for one deal dealt from ``codes`` (top first), volatility included."""
    variant, given = sim.parse_spec(spec)
    plan = variant.plan(variant.resolve_options(given), variant.resolve_policies(policies or {}), players)
    i = plan.inputs
    rules = i["rules"].copy()
    rules[k.R_VOL_EVERY] = 1
    rules[k.R_QUEEN_PAYS] = 1
    o, nf, fl = hash_tables()
    out = k.one_deal_counts(np.asarray(codes, dtype=np.int8), players, i["script"], rules,
                            i["ctw"], i["wm"], o, nf, fl, TABLES)
    return {name: out[a:a + n] for name, (a, n) in k.OFFSETS.items()}


def first(hist):
    return int(np.flatnonzero(hist)[0])


def compare_deal(spec, players, codes, play, policies=None, wild=True, extras=False):
    """Assert that every count of the kernel's deal equals the reference's ``play(deck_text)``."""
    deck_text = [format_card(c) for c in codes]
    r = play(deck_text)
    c = kernel_one_deal(spec, players, codes, policies)
    where = f"{spec}, {players} players, deck {' '.join(deck_text)}"
    assert CATEGORY_NAMES[first(c["winner_category"])] == r["hands"][r["winners"][0]][0], where
    kernel_cats = sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["hand_category"]) for _ in range(n))
    assert kernel_cats == sorted(h[0] for h in r["hands"]), where
    assert list(c["seat_win"][:players]) == [round(s * k.SHARE_UNITS) for s in r["shares"]], where
    assert c["tie"][0] == (len(r["winners"]) > 1), where
    if wild:
        rank = r["wild_rank"]
        key = "none" if rank is None else (rank if isinstance(rank, str) else "23456789TJQKA"[rank - 2])
        assert WILD_KEYS[first(c["wild_rank"])] == key, where
        assert first(c["wild_changes"]) == r["wild_changes"], where
    assert list(c["wild_held"]) == [sum(1 for h in r["wild_held"] if h == i) for i in range(16)], where
    if extras:
        assert list(c["extra_cards"]) == [sum(1 for e in r["extras"] if e == i) for i in range(5)], where
    assert c["shared_card"][0] == (r["shared"] is not None), where
    assert list(c["leader_full_wins"][:5]) == [int(x) for x in r["full_leader_won"]], where
    assert list(c["leader_showing_wins"][:5]) == [int(x) for x in r["showing_leader_won"]], where
    assert first(c["lead_changes"]) == r["lead_changes"], where
    return r, c
