"""Replay one exact card order through the stud kernel, and compare it with a reference deal."""
import zlib

import numpy as np
from scipy import stats

import sim
from kernels.drivers import stud as k
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES

WILD_KEYS = ("none",) + tuple("23456789TJQKA")


def stable_seed(*parts):
    """A seed from test parameters that is the same in every process (``hash()`` of a string is
    salted per process)."""
    return zlib.crc32(repr(parts).encode())


def kernel_one_deal(spec, players, codes, policies=None):
    """The kernel's counts for one deal dealt from ``codes`` (top first), volatility included."""
    plan = make_plan(spec, players, policies)
    return plan.named(plan.replay(np.asarray(codes, dtype=np.int8)[None, :])[0])


def make_plan(spec, players, policies=None):
    variant, given = sim.parse_spec(spec)
    return variant.plan(variant.resolve_options(given), variant.resolve_policies(policies or {}), players)


def replay_forced(plan, slot, value, rows):
    """``plan.replay(rows)`` with rule slot ``slot`` set to ``value`` (advise's forced choice),
    the slot put back to 0 after."""
    plan.inputs["rules"][slot] = value
    try:
        return plan.replay(rows)
    finally:
        plan.inputs["rules"][slot] = 0


def replay_against_twin(spec, policies, sizes, deals, play, check, streams=1):
    """Replay ``deals`` random card orders (a row of ``streams`` whole permutations each) at each
    table size through the kernel, and ``check(twin_result, named_counts, players)`` each against
    ``play(cards, players)``, where cards is the deck's texts (a list of such lists for streams).
    The failing deal is named in the message."""
    from kernels.core.cards import make_deck

    rng = np.random.default_rng(stable_seed(spec, sorted(policies.items())))
    for players in sizes:
        rows = np.array([np.concatenate([rng.permutation(make_deck()) for _ in range(streams)])
                         for _ in range(deals)], dtype=np.int8)
        plan = make_plan(spec, players, policies)
        for order, counts in zip(rows, plan.replay(rows)):
            text = [[format_card(x) for x in order[52 * k:52 * (k + 1)]] for k in range(streams)]
            cards = text if streams > 1 else text[0]
            try:
                check(play(cards, players), plan.named(counts), players)
            except AssertionError as e:
                raise AssertionError(f"{spec} {policies}, {players} players, cards {cards}: {e}") from None


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


def capped(counter, size):
    """Histogram of a Counter of ints with the last bucket holding size-1 and above."""
    out = [0] * size
    for value, n in counter.items():
        out[min(int(value), size - 1)] += n
    return out


def chi2_p(a, b, deflate=1.0):
    """Two-sample chi-square homogeneity p-value. Cells whose expected count in either sample is
    under 5 are pooled into one cell (and that cell into the smallest other while still under 5),
    so a rare category seen once in the small sample cannot dominate the statistic."""
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    total = a + b
    keep = total > 0
    a, b, total = a[keep], b[keep], total[keep]
    share = total / total.sum()
    small = np.minimum(share * a.sum(), share * b.sum()) < 5
    if small.any():
        a = np.append(a[~small], a[small].sum())
        b = np.append(b[~small], b[small].sum())
        share = (a + b) / (a + b).sum()
        while len(a) > 2 and min(share[-1] * a.sum(), share[-1] * b.sum()) < 5:
            j = int(np.argmin(share[:-1]))
            a[-1] += a[j]
            b[-1] += b[j]
            a, b = np.delete(a, j), np.delete(b, j)
            share = (a + b) / (a + b).sum()
    if len(a) < 2:
        return 1.0
    chi2, _, dof, _ = stats.chi2_contingency(np.vstack([a, b]), correction=False)
    return float(stats.chi2.sf(chi2 / deflate, dof))


def prop_p(x1, n1, x2, n2):
    p = (x1 + x2) / (n1 + n2)
    se = np.sqrt(p * (1 - p) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    return float(2 * stats.norm.sf(abs(x1 / n1 - x2 / n2) / se))


ALPHA = 1e-4


def common_table_checks(r, c, n, ref_deals, players):
    """p-values for the tables every stud game shares: kernel counts ``c`` over ``n`` deals vs a
    reference ``simulate`` result ``r`` over ``ref_deals``. Seats within a deal share the wild
    cards, so seat-pooled tables get a design-effect allowance of 2 on the chi-square."""
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "wild_held": chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0),
        "tie": prop_p(r["tie"], ref_deals, c["tie"][0], n),
        "shared_card": prop_p(r["shared_card"], ref_deals, c["shared_card"][0], n),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_win"][seat], ref_deals, c["seat_win"][seat] / k.SHARE_UNITS, n)
    vol_n = c["vol_deals"][0]
    for i in range(5):
        checks[f"full:{i + 1}"] = prop_p(r["leader_wins_full"][i], ref_deals, c["leader_full_wins"][i], vol_n)
        checks[f"showing:{i + 1}"] = prop_p(r["leader_wins_showing"][i], ref_deals, c["leader_showing_wins"][i], vol_n)
    return checks


def assert_agree(checks):
    bad = {name: p for name, p in checks.items() if p < ALPHA}
    assert not bad, f"tables disagree with the reference: {bad}"
