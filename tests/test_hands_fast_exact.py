"""Exact hand tables by rank multisets (``enumerate_exact_by_ranks``) against every hand.

``hand_distribution(..., exact=True)`` counts natural hands (nothing wild, no bug, no four-flush
rule, at most nine cards, standard or Spanish deck) by rank multisets and the hands holding five or
more cards of one suit, and every other rule hand by hand with ``enumerate_exact``. Here the two
must agree count for count on every rule the fast method covers; the standard high tables are
pinned as the textbook counts, and the costly full enumerations (over about ten seconds) run only
with ``pytest -m slow``.
"""
import math

import numpy as np
import pytest

import kernels.eval.hands as kh
from kernels.core.categories import CATEGORY_NAMES
from sim.spec.evaluation import HandRule
from sim.studies.hands import hand_distribution

FIVE_CARD = {
    "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108,
    "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552, "one-pair": 1098240,
    "high-card": 1302540,
}
SIX_CARD = {
    "straight-flush": 1844, "four-of-a-kind": 14664, "full-house": 165984, "flush": 205792,
    "straight": 361620, "three-of-a-kind": 732160, "two-pair": 2532816, "one-pair": 9730740,
    "high-card": 6612900,
}
SEVEN_CARD = {
    "straight-flush": 41584, "four-of-a-kind": 224848, "full-house": 3473184, "flush": 4047644,
    "straight": 6180020, "three-of-a-kind": 6461620, "two-pair": 31433400, "one-pair": 58627800,
    "high-card": 23294460,
}
TEXTBOOK = {5: FIVE_CARD, 6: SIX_CARD, 7: SEVEN_CARD}

RULES = {
    "standard": HandRule(),
    "best-2": HandRule(best=2),
    "best-3": HandRule(best=3),
    "best-4": HandRule(best=4),
    "no-straights": HandRule(no_straights=True),
    "new-york": HandRule(four_card="new-york"),
    "natural-beats-wild": HandRule(natural_beats_wild=True),
    "a5": HandRule(low="a5"),
    "a6": HandRule(low="a6"),
    "spanish": HandRule(deck="spanish"),
    "spanish-best-3": HandRule(deck="spanish", best=3),
    "spanish-new-york-best-4": HandRule(deck="spanish", four_card="new-york", best=4),
    "spanish-no-straights": HandRule(deck="spanish", no_straights=True),
    "spanish-a5": HandRule(deck="spanish", low="a5"),
    "spanish-a6": HandRule(deck="spanish", low="a6"),
}

# Full enumerations run by default only where cheap: standard hands of up to five cards, the
# 32-card deck up to seven cards and its nine-card high table (the largest hand counted by
# ranks); this file takes about 15 s on the project's 2-core VM. The rest run with
# ``pytest -m slow``: about 1.5 s a rule over 6 standard cards and 10 to 18 s over 7, but
# ace-to-six scores every five of the cards (19 s over 6 cards, 7 min over 7). The
# 32-card ace-to-six table stops at 7 cards here: 8 and 9 cards took 79 s and 6 min and agreed.
def _cheap(name, rule, n_cards):
    if rule.deck == "standard":
        return n_cards <= 5
    if rule.low == "a6":
        return n_cards <= 6
    return n_cards <= 7 or (name == "spanish" and n_cards == 9)


def _top(rule):
    if rule.deck == "standard":
        return 7
    return 7 if rule.low == "a6" else 9


def _args(rule):
    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    return rule.deck_codes(), wm, r, kh.n_categories(int(r[kh.RULE_LOW])), ct, o, nf, fl, tb


def by_ranks(rule, n_cards):
    deck, wm, r, n_cat, ct, o, nf, fl, tb = _args(rule)
    ranks = kh.ranks_if_by_ranks(deck, n_cards, wm, r)
    assert ranks is not None, "the rule should be counted by rank multisets"
    return kh.enumerate_exact_by_ranks(ranks, np.int64(n_cards), wm, r, n_cat, ct, o, nf, fl,
                                       tb).tolist()


def every_hand(rule, n_cards):
    deck, wm, r, n_cat, ct, o, nf, fl, tb = _args(rule)
    return kh.enumerate_exact(deck, n_cards, wm, r, n_cat, ct, o, nf, fl, tb).tolist()


def _named(counts):
    return {name: c for name, c in zip(CATEGORY_NAMES, counts) if c}


def _cases():
    out = []
    for name, rule in RULES.items():
        lowest = 5 if rule.low else rule.best
        for n in range(lowest, _top(rule) + 1):
            if name == "standard" and n in TEXTBOOK:
                continue  # pinned as the textbook counts below
            marks = [] if _cheap(name, rule, n) else [pytest.mark.slow]
            out.append(pytest.param(name, n, marks=marks, id=f"{name}-{n}"))
    return out


@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_textbook_tables_by_ranks(n_cards):
    counts = by_ranks(HandRule(), n_cards)
    assert sum(counts) == math.comb(52, n_cards)
    assert _named(counts) == TEXTBOOK[n_cards]


@pytest.mark.parametrize("n_cards", [
    5, pytest.param(6, marks=pytest.mark.slow), pytest.param(7, marks=pytest.mark.slow)])
def test_textbook_tables_every_hand(n_cards):
    assert _named(every_hand(HandRule(), n_cards)) == TEXTBOOK[n_cards]


@pytest.mark.parametrize("name,n_cards", _cases())
def test_by_ranks_equals_every_hand(name, n_cards):
    rule = RULES[name]
    fast = by_ranks(rule, n_cards)
    assert sum(fast) == math.comb(len(rule.deck_codes()), n_cards)
    assert fast == every_hand(rule, n_cards)


@pytest.mark.parametrize("rule,n_cards", [
    (HandRule(wild_ranks=frozenset({0})), 5),
    (HandRule(wild_cards=frozenset({40})), 5),
    (HandRule(jokers=1), 5),
    (HandRule(bug=True), 5),
    (HandRule(bug_ace=True), 5),
    (HandRule(four_card="canadian"), 5),
    (HandRule(natural_beats_wild=True, wild_ranks=frozenset({0})), 5),
    (HandRule(deck="spanish"), 10),
    (HandRule(deck="spanish", low="a5"), 12),
])
def test_other_rules_go_hand_by_hand(rule, n_cards):
    deck, wm, r, *_ = _args(rule)
    assert kh.ranks_if_by_ranks(deck, n_cards, wm, r) is None


@pytest.mark.parametrize("name", sorted(RULES))
def test_covered_rules_go_by_ranks(name):
    rule = RULES[name]
    for n_cards in range(1, 10):
        deck, wm, r, *_ = _args(rule)
        assert kh.ranks_if_by_ranks(deck, n_cards, wm, r) is not None


def _refuse(*args):
    raise AssertionError("this kernel should not run")


def test_hand_distribution_routes(monkeypatch):
    """``hands --exact`` counts natural hands by ranks, and wild ones hand by hand."""
    monkeypatch.setattr(kh, "enumerate_exact", _refuse)
    assert hand_distribution(7, exact=True).counts == {**SEVEN_CARD, "five-of-a-kind": 0}
    monkeypatch.undo()
    monkeypatch.setattr(kh, "enumerate_exact_by_ranks", _refuse)
    res = hand_distribution(3, HandRule(best=3, wild_ranks=frozenset({0})), exact=True)
    assert res.trials == math.comb(52, 3)
