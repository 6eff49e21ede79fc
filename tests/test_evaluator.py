"""The kernel hand evaluator checked hand by hand against the plain-Python reference.

Hands for each evaluation mode below are drawn at random from the rule's own
deck and scored twice: by the Numba kernels (``sim.spec.evaluation.evaluate_codes``) and by
``tests/reference/evaluator.py`` (``brute_high`` / ``brute_low``).  Two things
must agree:

* hand by hand: ``describe(value)`` is exactly the reference's
  ``(category, tiebreak)``, and the natural flag too when the rule plays
  natural-beats-wild (otherwise the flag bit must stay clear);
* the order: the kernel's values rank a batch of hands exactly as
  ``compare_key`` ranks the reference results (equal values iff equal keys).
  For lows the reference key is "smaller is better", so the kernel order must
  be its reverse.

The default run takes a few hundred hands per mode.  The ``slow`` tests take
``SLOW_HANDS`` hands per mode (``SIMPOKER_REFERENCE_HANDS`` overrides it) and
run the reference, which is slow, in a pool of spawned worker processes.  Small
hand spaces are checked exhaustively.
"""

import functools
import itertools
import math
import multiprocessing
import os
import zlib
from dataclasses import dataclass

import numpy as np
import pytest

try:
    from tests.reference import evaluator as ev
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import evaluator as ev

from kernels.eval.hash_tables import load_hash_tables, table_digest
from sim.spec.cards import format_card, parse_card
from sim.spec.evaluation import HandRule, describe, evaluate_codes

#: Random hands per mode in the slow run (the 8..10-card mode takes a share of it).
SLOW_HANDS = int(os.environ.get("SIMPOKER_REFERENCE_HANDS", "200000"))
#: Random hands per mode in the default run.
QUICK_HANDS = 500
#: Worker processes for the reference in the slow run.
WORKERS = 2
#: Hands per block handed to the kernel and the reference at once.
BLOCK = 25_000

RANKS = "23456789TJQKA"
NAMES = [format_card(c) for c in range(54)]  # card code -> text, shared strings


def wild_ranks(*chars):
    return frozenset(RANKS.index(c) for c in chars)


def wild_cards(*texts):
    return frozenset(parse_card(t) for t in texts)


@dataclass(frozen=True)
class Mode:
    rule: HandRule
    sizes: tuple = (5, 6, 7)
    share: float = 1.0  # fraction of the hand count (for modes costly per hand)
    shards: int = 1     # the slow run splits a costly mode into this many tests


HIGH_MODES = {
    "no-wild": Mode(HandRule()),
    "deuces-wild": Mode(HandRule(wild_ranks=wild_ranks("2"))),
    "deuces-wild-8-to-10-cards": Mode(
        HandRule(wild_ranks=wild_ranks("2")), sizes=(8, 9, 10), share=0.025
    ),
    "threes-and-nines-wild": Mode(HandRule(wild_ranks=wild_ranks("3", "9"))),
    "one-eyed-jacks-and-suicide-king": Mode(HandRule(wild_cards=wild_cards("Js", "Jh", "Kh"))),
    "two-jokers": Mode(HandRule(jokers=2)),
    "bug": Mode(HandRule(bug=True)),
    "bug-ace": Mode(HandRule(bug_ace=True)),
    "bug-and-wild-joker": Mode(HandRule(bug=True, jokers=1)),
    "three-card-fives-wild": Mode(
        HandRule(best=3, no_straights=True, wild_ranks=wild_ranks("5")), sizes=(3, 4, 5, 6, 7)
    ),
    "best-2": Mode(HandRule(best=2), sizes=(2, 3, 4, 5, 6, 7)),
    "short-hands-deuces-wild": Mode(HandRule(wild_ranks=wild_ranks("2")), sizes=(1, 2, 3, 4)),
    "no-straights": Mode(HandRule(no_straights=True)),
    "new-york": Mode(HandRule(four_card="new-york")),
    "new-york-deuces-wild": Mode(HandRule(four_card="new-york", wild_ranks=wild_ranks("2"))),
    "canadian": Mode(HandRule(four_card="canadian")),
    # about 8 ms a hand in the reference: two slow tests of half the hands each
    "canadian-deuces-wild": Mode(
        HandRule(four_card="canadian", wild_ranks=wild_ranks("2")), shards=2
    ),
    "natural-beats-wild-deuces": Mode(
        HandRule(natural_beats_wild=True, wild_ranks=wild_ranks("2"))
    ),
    "spanish": Mode(HandRule(deck="spanish")),
    "spanish-sevens-wild": Mode(HandRule(deck="spanish", wild_ranks=wild_ranks("7"))),
}

LOW_MODES = {
    "a5": Mode(HandRule(low="a5")),
    "a5-deuces-wild": Mode(HandRule(low="a5", wild_ranks=wild_ranks("2"))),
    "a6": Mode(HandRule(low="a6")),
    "a6-deuces-wild": Mode(HandRule(low="a6", wild_ranks=wild_ranks("2"))),
    # The stripped deck with lows: the deck rule (a wild is only a card of the
    # deck; A-7-8-9-T is its ace-low straight) applies to lows too.
    "a5-spanish-joker": Mode(HandRule(low="a5", deck="spanish", jokers=1)),
    "a6-spanish": Mode(HandRule(low="a6", deck="spanish")),
}


# ---------------------------------------------------------------------------
# The rule in the reference's terms
# ---------------------------------------------------------------------------


def reference_wild(rule):
    """The fully wild card texts, from the rule's fields (not from its kernel mask)."""
    wild = {RANKS[r] + s for r in rule.wild_ranks for s in ev.SUITS}
    wild |= {format_card(c) for c in rule.wild_cards}
    first = 1 if rule.has_bug else 0  # with a bug, Xa is the bug and Xb the wild joker
    wild |= set(ev.JOKERS[first : first + rule.jokers])
    return frozenset(wild)


def reference_for(rule):
    """The reference evaluator for ``rule``, as a one-argument picklable callable."""
    if rule.low:
        return functools.partial(ev.brute_low, kind=rule.low, wild=reference_wild(rule), deck=rule.deck)
    return functools.partial(
        ev.brute_high,
        wild=reference_wild(rule),
        bug="Xa" if rule.has_bug else None,
        bug_ace=rule.bug_ace,
        k=rule.best,
        straights=not rule.no_straights,
        four_card=rule.four_card,
        deck=rule.deck,
    )


def texts_of(hands, sizes):
    return [[NAMES[c] for c in row[:s]] for row, s in zip(hands.tolist(), sizes.tolist())]


def codes_of(*texts):
    return np.array([[parse_card(t) for t in texts]], dtype=np.int8)


def kernel_value(rule, *texts):
    return int(evaluate_codes(codes_of(*texts), rule)[0])


# ---------------------------------------------------------------------------
# Hands: random from the rule's deck, or every hand of a size
# ---------------------------------------------------------------------------


def seed_for(name, shard=0, purpose=0):
    return [zlib.crc32(name.encode()), shard, purpose]


def random_blocks(rule, sizes, n, seed):
    """``n`` random hands from ``rule.deck_codes()`` as (hands, sizes) blocks."""
    rng = np.random.default_rng(seed)
    deck = rule.deck_codes()
    width = max(sizes)
    sizes = np.asarray(sizes, dtype=np.int64)
    done = 0
    while done < n:
        m = min(BLOCK, n - done)
        order = np.argsort(rng.random((m, len(deck))), axis=1)[:, :width]
        yield deck[order], rng.choice(sizes, size=m)
        done += m


def every_hand_blocks(rule, n_cards, block=100_000):
    """Every ``n_cards``-card hand of the rule's deck, as (hands, sizes) blocks."""
    combos = itertools.combinations(rule.deck_codes().tolist(), n_cards)
    while True:
        chunk = list(itertools.islice(combos, block))
        if not chunk:
            return
        yield np.array(chunk, dtype=np.int8), np.full(len(chunk), n_cards, dtype=np.int64)


def shard_count(total, shards, shard):
    return total // shards + (1 if shard < total % shards else 0)


# ---------------------------------------------------------------------------
# The comparison
# ---------------------------------------------------------------------------


def random_hands(rule, sizes, n, seed):
    """``n`` random hands as one (hands, sizes) pair."""
    blocks = list(random_blocks(rule, sizes, n, seed))
    return np.concatenate([h for h, _ in blocks]), np.concatenate([z for _, z in blocks])


def _map(func, items, pool):
    if pool is None:
        return [func(x) for x in items]
    return pool.map(func, items, chunksize=256)


def _show(texts):
    return " ".join(texts)


def check_agreement(rule, blocks, pool=None):
    """Compare kernel and reference on every hand of ``blocks``; returns the hand count.

    Fails with the smallest disagreeing hands (fewest cards first), or with two
    hands the kernel orders differently from the reference.
    """
    __tracebackhide__ = True
    func = reference_for(rule)
    nbw = rule.natural_beats_wild
    values_all, hands_all, sizes_all, key_ids = [], [], [], []
    interned = {}
    mismatches, n_bad = [], 0
    for hands, sizes in blocks:
        values = evaluate_codes(hands, rule, sizes)
        texts = texts_of(hands, sizes)
        results = _map(func, texts, pool)
        for text, value, result in zip(texts, values.tolist(), results):
            if rule.low:
                key = result
            else:
                got = describe(value)
                want = (result[0], tuple(result[1]), bool(result[2]) and nbw)
                if got != want:
                    n_bad += 1
                    if len(mismatches) < 5000:
                        mismatches.append((len(text), text, got, result))
                key = ev.compare_key(*result, natural_beats_wild=nbw)
            key_ids.append(interned.setdefault(key, len(interned)))
        values_all.append(values)
        hands_all.append(hands)
        sizes_all.append(sizes)
    n = len(key_ids)
    if n_bad:
        mismatches.sort(key=lambda m: (m[0], m[1]))
        lines = [
            f"  {_show(t)}: kernel {got}, reference {want}" for _, t, got, want in mismatches[:6]
        ]
        pytest.fail(
            f"{n_bad} of {n} hands disagree with the reference (natural flag compared: {nbw}); "
            "smallest first:\n" + "\n".join(lines)
        )
    # Order: dense ranks of the kernel values against dense ranks of the keys.
    values = np.concatenate(values_all)
    kernel_rank = np.unique(values, return_inverse=True)[1].ravel()
    rank_of_id = np.empty(len(interned), dtype=np.int64)
    for rank, key in enumerate(sorted(interned)):
        rank_of_id[interned[key]] = rank
    ref_rank = rank_of_id[np.asarray(key_ids, dtype=np.int64)]
    if rule.low:
        ref_rank = ref_rank.max() - ref_rank  # a smaller low key is a better low
    if not np.array_equal(kernel_rank, ref_rank):
        # Along the reference order some neighbouring pair must compare differently.
        order = np.lexsort((np.arange(n), ref_rank))
        steps = np.flatnonzero(np.sign(np.diff(kernel_rank[order])) != np.sign(np.diff(ref_rank[order])))
        a, b = order[steps[0]], order[steps[0] + 1]
        hands, sizes = np.concatenate(hands_all), np.concatenate(sizes_all)
        ta, tb = texts_of(hands[[a, b]], sizes[[a, b]])
        pytest.fail(
            "kernel order differs from the reference order "
            f"({'higher value = better low' if rule.low else 'compare_key'}):\n"
            f"  {_show(ta)}: kernel {values[a]}, reference {func(ta)}\n"
            f"  {_show(tb)}: kernel {values[b]}, reference {func(tb)}"
        )
    if not nbw and not rule.low:
        assert not np.any(values & 1), "the natural bit is set without natural_beats_wild"
    return n


@pytest.fixture(scope="module")
def pool():
    """Reference worker processes (spawned, so no forked Numba state)."""
    with multiprocessing.get_context("spawn").Pool(WORKERS) as workers:
        yield workers


def _slow_cases(modes):
    cases = []
    for name, mode in modes.items():
        for shard in range(mode.shards):
            label = name if mode.shards == 1 else f"{name}-part{shard + 1}of{mode.shards}"
            cases.append(pytest.param(name, shard, id=label))
    return cases


def _hand_count(mode, per_mode):
    return max(25, round(per_mode * mode.share))


# ---------------------------------------------------------------------------
# 1, 2. Random hands, hand by hand and in order
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(HIGH_MODES))
def test_high_agrees_with_reference(name):
    mode = HIGH_MODES[name]
    n = _hand_count(mode, QUICK_HANDS)
    assert check_agreement(mode.rule, random_blocks(mode.rule, mode.sizes, n, seed_for(name))) == n


@pytest.mark.parametrize("name", list(LOW_MODES))
def test_low_agrees_with_reference(name):
    mode = LOW_MODES[name]
    n = _hand_count(mode, QUICK_HANDS)
    assert check_agreement(mode.rule, random_blocks(mode.rule, mode.sizes, n, seed_for(name))) == n


@pytest.mark.slow
@pytest.mark.parametrize("name,shard", _slow_cases(HIGH_MODES))
def test_high_agrees_with_reference_long(name, shard, pool):
    mode = HIGH_MODES[name]
    n = shard_count(_hand_count(mode, SLOW_HANDS), mode.shards, shard)
    blocks = random_blocks(mode.rule, mode.sizes, n, seed_for(name, shard, purpose=1))
    assert check_agreement(mode.rule, blocks, pool) == n


@pytest.mark.slow
@pytest.mark.parametrize("name,shard", _slow_cases(LOW_MODES))
def test_low_agrees_with_reference_long(name, shard, pool):
    mode = LOW_MODES[name]
    n = shard_count(_hand_count(mode, SLOW_HANDS), mode.shards, shard)
    blocks = random_blocks(mode.rule, mode.sizes, n, seed_for(name, shard, purpose=1))
    assert check_agreement(mode.rule, blocks, pool) == n


@pytest.mark.parametrize("name", list(HIGH_MODES) + list(LOW_MODES))
def test_wild_mask_matches_rule(name):
    """The kernel's wild bits are exactly the cards the reference is told are wild."""
    rule = {**HIGH_MODES, **LOW_MODES}[name].rule
    mask = int(rule.wild_mask())
    deck = rule.deck_codes().tolist()
    assert {NAMES[c] for c in deck if mask >> c & 1} == {c for c in reference_wild(rule) if parse_card(c) in deck}
    if rule.has_bug:
        assert not mask >> parse_card("Xa") & 1, "the bug is not fully wild"


# ---------------------------------------------------------------------------
# 3. Small spaces, every hand
# ---------------------------------------------------------------------------

EXHAUSTIVE_QUICK = {
    "2-card-best-2": (HandRule(best=2), 2),
    "2-card-best-2-two-jokers": (HandRule(best=2, jokers=2), 2),
    "3-card-no-straights-fives-wild": (HandRule(best=3, no_straights=True, wild_ranks=wild_ranks("5")), 3),
}

EXHAUSTIVE_SLOW = {
    "5-card-spanish-sevens-wild": (HandRule(deck="spanish", wild_ranks=wild_ranks("7")), 5),
    "4-card-one-joker": (HandRule(jokers=1), 4),
    "5-card-one-joker": (HandRule(jokers=1), 5),
    "5-card-bug-ace": (HandRule(bug_ace=True), 5),
}


@pytest.mark.parametrize("name", list(EXHAUSTIVE_QUICK))
def test_every_small_hand_agrees(name):
    rule, n_cards = EXHAUSTIVE_QUICK[name]
    n = check_agreement(rule, every_hand_blocks(rule, n_cards))
    assert n == math.comb(len(rule.deck_codes()), n_cards)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(EXHAUSTIVE_SLOW))
def test_every_hand_agrees_long(name, pool):
    rule, n_cards = EXHAUSTIVE_SLOW[name]
    n = check_agreement(rule, every_hand_blocks(rule, n_cards), pool)
    assert n == math.comb(len(rule.deck_codes()), n_cards)


# ---------------------------------------------------------------------------
# Known hands: the stripped deck in the reference, and kernel cases
# ---------------------------------------------------------------------------

BOTH = pytest.mark.parametrize("evaluate", [ev.brute_high, ev.fast_high], ids=["brute", "fast"])
SPANISH = {"deck": "spanish"}


@BOTH
def test_reference_spanish_deck(evaluate):
    # A-7-8-9-T is the stripped deck's ace-low straight (ten high) ...
    assert evaluate(["Ah", "7c", "8d", "9s", "Td"], **SPANISH) == ("straight", (10,), True)
    # ... and only ace high in the standard deck.
    assert evaluate(["Ah", "7c", "8d", "9s", "Td"]) == ("high-card", (14, 10, 9, 8, 7), True)
    assert evaluate(["7c", "8d", "9s", "Td", "Jh"], **SPANISH) == ("straight", (11,), True)
    # The wild card fills the missing seven: A-7-8-9-T, where the standard deck
    # can only pair the ace (it has no wheel to make here).
    hand = ["Ah", "8c", "9d", "Td", "Xa"]
    assert evaluate(hand, wild={"Xa"}, **SPANISH) == ("straight", (10,), False)
    assert evaluate(hand, wild={"Xa"}) == ("one-pair", (14, 14, 10, 9, 8), False)
    hand = ["Ah", "7h", "8h", "9h", "Xa"]
    assert evaluate(hand, wild={"Xa"}, **SPANISH) == ("straight-flush", (10,), False)
    assert evaluate(hand, wild={"Xa"}) == ("flush", (14, 14, 9, 8, 7), False)
    # Two wild cards make A-7-8-9-T from A-8-9; the standard deck has no
    # straight within two cards of A-8-9, so there they make trip aces.
    hand = ["Ac", "8d", "9s", "Xa", "Xb"]
    assert evaluate(hand, wild=ev.JOKERS, **SPANISH) == ("straight", (10,), False)
    assert evaluate(hand, wild=ev.JOKERS) == ("three-of-a-kind", (14, 14, 14, 9, 8), False)
    # A short hand's lone wild card is an ace in either deck.
    assert evaluate(["Xa"], wild={"Xa"}, **SPANISH) == ("high-card", (14,), False)
    # Flush still ranks below the full house.
    flush = evaluate(["Ah", "Jh", "9h", "8h", "7h"], **SPANISH)
    full_house = evaluate(["7c", "7d", "7h", "8s", "8c"], **SPANISH)
    assert (flush[0], full_house[0]) == ("flush", "full-house")
    assert ev.compare_key(*flush) < ev.compare_key(*full_house)
    # New York: the ace-low four-straight of the stripped deck is A-7-8-9.
    assert evaluate(["Ah", "7c", "8d", "9s", "Kd"], four_card="new-york", **SPANISH) == (
        "four-straight",
        (9, 13),
        True,
    )
    # Cards the deck does not have are refused.
    with pytest.raises(ValueError):
        evaluate(["2c", "7c", "8d", "9s", "Td"], **SPANISH)
    with pytest.raises(ValueError):
        evaluate(["Ac", "7c", "8d", "9s", "Td"], deck="pinochle")


def test_reference_spanish_deck_low():
    a6 = ev.LOW_A6_CATEGORIES
    # Ace-to-six: A-7-8-9-T is a straight of the stripped deck; 7-8-9-T-J as well.
    assert ev.brute_low(["Ah", "7c", "8d", "9s", "Td"], kind="a6", **SPANISH) == (a6.index("straight"), (10,))
    assert ev.brute_low(["Ah", "7c", "8d", "9s", "Td"], kind="a6") == (0, (10, 9, 8, 7, 1))
    assert ev.brute_low(["Ah", "7c", "8d", "9s", "Jd"], kind="a6", **SPANISH) == (0, (11, 9, 8, 7, 1))
    # A wild card is at best the lowest rank the deck still offers.
    assert ev.brute_low(["Xa", "Ac", "7d", "8h", "9s"], kind="a5", wild={"Xa"}, **SPANISH) == (
        0,
        (10, 9, 8, 7, 1),
    )
    assert ev.brute_low(["Xa", "Ac", "Kd", "Kh", "Qs"], kind="a5", wild={"Xa"}, **SPANISH) == (
        1,
        (13, 13, 12, 7, 1),
    )
    assert ev.brute_low(["Xa", "Ac", "Kd", "Kh", "Qs"], kind="a5", wild={"Xa"}) == (1, (13, 13, 12, 2, 1))
    assert ev.full_deck(deck="spanish")[:2] == ["7c", "7d"] and len(ev.full_deck(1, "spanish")) == 33


KNOWN_HIGH = [
    (HandRule(deck="spanish"), ["Ah", "7c", "8d", "9s", "Td"]),
    (HandRule(deck="spanish", jokers=1), ["Ah", "8c", "9d", "Td", "Xa"]),
    (HandRule(deck="spanish", jokers=1), ["Ah", "7h", "8h", "9h", "Xa"]),
    (HandRule(deck="spanish", four_card="new-york"), ["Ah", "7c", "8d", "9s", "Kd"]),
    (HandRule(jokers=2), ["Kh", "Kd", "Kc", "Xa", "Xb"]),
    (HandRule(jokers=1), ["Ah", "9h", "7h", "4h", "Xa", "2c", "Kd"]),
    (HandRule(bug=True), ["Ah", "9h", "7h", "4h", "Xa"]),
    (HandRule(bug=True), ["Kh", "Kd", "9c", "5s", "Xa"]),
    (HandRule(bug_ace=True), ["Ad", "9c", "7s", "4h", "Xa"]),
    (HandRule(bug_ace=True), ["Kh", "Kd", "Kc", "Ks", "Xa"]),
    (HandRule(four_card="canadian"), ["5h", "6h", "7h", "8s", "Kh"]),
    (HandRule(natural_beats_wild=True, jokers=1), ["Tc", "Jd", "Qh", "Ks", "Ac", "Xa"]),
]


@pytest.mark.parametrize("rule,hand", KNOWN_HIGH, ids=[" ".join(h) for _, h in KNOWN_HIGH])
def test_known_hands_match_reference(rule, hand):
    want = reference_for(rule)(hand)
    got = describe(kernel_value(rule, *hand))
    assert got == (want[0], tuple(want[1]), bool(want[2]) and rule.natural_beats_wild)


def test_bug_as_ace_makes_five_aces():
    """Four aces and the bug played as an ace are five aces, the top hand.

    The reference (and the rule: the bug counts as an ace in any hand) gives
    five of a kind; a wild joker in place of the bug does so in the kernel too.
    """
    rule = HandRule(bug_ace=True)
    assert reference_for(rule)(["As", "Ah", "Ad", "Ac", "Xa"]) == ("five-of-a-kind", (14,), False)
    assert describe(kernel_value(HandRule(jokers=1), "As", "Ah", "Ad", "Ac", "Xa"))[:2] == (
        "five-of-a-kind",
        (14,),
    )
    for hand in (["As", "Ah", "Ad", "Ac", "Xa"], ["As", "Ah", "Ad", "Ac", "Xa", "Kd", "2c"]):
        got = describe(kernel_value(rule, *hand))
        assert got[:2] == ("five-of-a-kind", (14,)), f"{' '.join(hand)} with the bug as an ace: {got}"


def test_spanish_a5_wild_card_is_a_card_of_the_deck():
    """In the stripped deck a wild card cannot be a 2..6, so A-7-8-9 plus a joker is a ten low."""
    rule = HandRule(low="a5", deck="spanish", jokers=1)
    assert reference_for(rule)(["Xa", "Ac", "7d", "8h", "9s"]) == reference_for(rule)(["Tc", "Ac", "7d", "8h", "9s"])
    with_joker = kernel_value(rule, "Xa", "Ac", "7d", "8h", "9s")
    ten_low = kernel_value(rule, "Tc", "Ac", "7d", "8h", "9s")
    assert with_joker == ten_low, "the joker played as a card the stripped deck does not have"


def test_spanish_a6_ace_low_straight():
    """Ace-to-six in the stripped deck: A-7-8-9-T is a straight, worse than a pair of kings."""
    rule = HandRule(low="a6", deck="spanish")
    straight, kings = ["Ah", "7c", "8d", "9s", "Td"], ["Kc", "Kd", "Qh", "Js", "9c"]
    assert reference_for(rule)(straight) > reference_for(rule)(kings)  # worse low
    assert kernel_value(rule, *straight) < kernel_value(rule, *kings), (
        "A-7-8-9-T scored as a ten-low no-pair hand, not as the deck's ace-low straight"
    )


# ---------------------------------------------------------------------------
# 5. The hash tables, pinned
# ---------------------------------------------------------------------------

# Recorded with these tables after the agreement tests of every fast-path mode
# (and test_fast_path_matches_general_path) passed, default and slow.  Change it
# only with a deliberate evaluator change, after the agreement tests pass again.
HASH_TABLE_DIGEST = "851cbf187f5eb273a33c096193384be4f8d2616092a5d6ac4af28144d2d03d3a"


def test_hash_tables_are_pinned():
    assert table_digest(*load_hash_tables()) == HASH_TABLE_DIGEST


# ---------------------------------------------------------------------------
# 6. The table hot path against the general evaluator
# ---------------------------------------------------------------------------

FAST_PATH_WILDS = {
    "no-wild": {},
    "deuces-wild": {"wild_ranks": wild_ranks("2")},
    "threes-and-nines-wild": {"wild_ranks": wild_ranks("3", "9")},
}


def _fast_and_general(options, hands, sizes):
    __tracebackhide__ = True
    fast = HandRule(**options)
    general = HandRule(natural_beats_wild=True, **options)
    assert fast.uses_fast_path() and not general.uses_fast_path()
    vf = evaluate_codes(hands, fast, sizes)
    vg = evaluate_codes(hands, general, sizes)
    assert not np.any(vf & 1)
    bad = np.flatnonzero((vf >> 1) != (vg >> 1))
    if bad.size:
        i = bad[0]
        text = _show(texts_of(hands[[i]], sizes[[i]])[0])
        pytest.fail(
            f"{bad.size} hands differ; e.g. {text}: fast {describe(vf[i])}, general {describe(vg[i])}"
        )


@pytest.mark.parametrize("name", list(FAST_PATH_WILDS))
def test_fast_path_matches_general_path(name):
    options = FAST_PATH_WILDS[name]
    hands, sizes = random_hands(HandRule(**options), (7,), 100_000, seed_for(name, purpose=2))
    _fast_and_general(options, hands, sizes)


@pytest.mark.parametrize(
    "options",
    [{"jokers": 2}, {"wild_cards": wild_cards("Js", "Jh", "Kh")}, {"wild_ranks": wild_ranks("2")}],
    ids=["two-jokers", "one-eyed-jacks-suicide-king", "deuces-wild"],
)
def test_fast_path_matches_general_path_short_hands(options):
    """Hands of 1..7 cards: the tables hold short hands and many wild cards too."""
    seed = seed_for(str(sorted(options)), purpose=3)
    hands, sizes = random_hands(HandRule(**options), (1, 2, 3, 4, 5, 6, 7), 20_000, seed)
    _fast_and_general(options, hands, sizes)


def test_shipped_hash_tables_equal_a_fresh_build():
    """The package ships its tables; they must be exactly what the evaluator builds now."""
    from kernels.eval.hash_tables import PACKAGED, _read, build_hash_tables

    assert table_digest(*_read(PACKAGED)) == table_digest(*build_hash_tables())
