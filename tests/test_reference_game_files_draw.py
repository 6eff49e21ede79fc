"""Tests of the generic reference's draw driver (tests/reference/game_files/draw.py).

Three kinds of test:

* hand-checked deals: games written as game files (the dicts ``tomllib`` makes), dealt from
  hand-built card orders, every expected counter worked out from the draw driver's rules (the
  comments show the working).  Seat p's card i is order position ``i * P + p``; the stock
  follows the dealt cards; seats draw in order, seat 0 first.
* deal-by-deal agreement with the kernel (the black box ``tests.game_file_replay``) for every
  shipped draw file, each option value and each policy, at two table sizes;
* the same agreement for hand-written files using keys no shipped file sets.

A replayed deal is its own block, so legs never end a pot there: legs files are left out of the
kernel comparisons (the settled rule) and only checked against the reference itself.
"""

import copy
import tomllib
import zlib
from pathlib import Path

import numpy as np
import pytest

from tests.game_file_replay import deck_texts, kernel_counts
from tests.reference.evaluator import full_deck
from tests.reference.game_files import play_file
from tests.reference.game_files.draw import HIGH_LAYOUT, LOW_LAYOUT, Stock
from tests.reference.game_files.draw_hands import bug_keep, low_value, lowball_keep, standard_keep

FILES = Path(__file__).resolve().parent.parent / "sim" / "games" / "files"

HIGH_POLICIES = {"standard": "the textbook draw", "pat": "never draw", "kicker": "an ace kicker"}
HIGH_LOW_POLICIES = {"standard": "low when four low", "high": "always for high", "pat": "never draw"}
LOWBALL_POLICIES = {"standard": "the low draw", "pat": "never draw"}


def game(gid="my-draw", policies=HIGH_POLICIES, most=10, least=1, **sections):
    """A draw game file with the given sections and one draw decision."""
    doc = {"id": gid, "name": gid, "family": "draw", "driver": "draw", "source": "a test",
           "summary": "a test game", "rules": "see the test",
           "seats": {"least": least, "most": most, "default": least}}
    doc.update(copy.deepcopy(sections))
    doc["decisions"] = [{"name": "draw", "help": "which cards to throw", "policies": dict(policies)}]
    return doc


def shipped(name):
    return tomllib.loads((FILES / f"{name}.toml").read_text())


def order(text, deck=None):
    """The cards of ``text`` on top, in order, then the rest of the deck in its fixed order."""
    top = text.split()
    return top + [card for card in (deck or full_deck()) if card not in top]


def expect(layout, **nonzero):
    """Every counter of the layout: zeros, except ``name={index: count}`` entries."""
    counts = {name: [0] * length for name, length in layout}
    for name, entries in nonzero.items():
        for index, count in entries.items():
            counts[name][index] = count
    return counts


def nonzero(counts):
    return {name: {i: x for i, x in enumerate(v) if x} for name, v in counts.items() if any(v)}


def seed_of(*parts):
    """A stable seed (``hash`` of text changes from run to run)."""
    return zlib.crc32(repr(parts).encode())


def agree(doc, players, options=None, policies=None, n=20, seed=0):
    """``play_file`` equals the kernel on ``n`` random decks, counter by counter."""
    decks = deck_texts(doc, options, np.random.default_rng(seed), n)
    kernel = kernel_counts(doc, players, decks, options, policies)
    for deck, theirs in zip(decks, kernel):
        mine = play_file(doc, players, deck, options, policies)
        assert list(mine) == list(theirs), f"counter names differ: {list(mine)} vs {list(theirs)}"
        for name in theirs:
            assert mine[name] == theirs[name], (
                f"{doc['id']} players={players} options={options} policies={policies}\n"
                f"deck: {' '.join(deck)}\n"
                f"first differing counter {name}: kernel {theirs[name]} vs reference {mine[name]}")


# ---------------------------------------------------------------------------
# The layouts
# ---------------------------------------------------------------------------


def test_layouts_are_the_kernels_rows():
    assert sum(length for _, length in HIGH_LAYOUT) == 204
    assert sum(length for _, length in LOW_LAYOUT) == 203
    for name, layout in (("five-card-draw", HIGH_LAYOUT), ("honky-tonk", LOW_LAYOUT)):
        doc = shipped(name)
        deck = deck_texts(doc, None, np.random.default_rng(1), 1)[0]
        theirs = kernel_counts(doc, 3, [deck])[0]
        mine = play_file(doc, 3, deck)
        assert [(k, len(v)) for k, v in mine.items()] == [(k, len(v)) for k, v in theirs.items()]
        assert [(k, len(v)) for k, v in mine.items()] == list(layout)


# ---------------------------------------------------------------------------
# The documentation's worked examples, and small hand-checked deals
# ---------------------------------------------------------------------------

EXAMPLE_HIGH = order("Kh 9h Ac Kd 6h 8d 7c Jh 5c 4s 2h Ts 2d Qs 3h Ks 5d 9c Th Ad 8s 8c Jc")
EXAMPLE_LOW = order("Ad Kc 9s 2c 3h 9d 4h 3s Jc 7d 8h Qh 5s 6h Qd 2s Tc Js Qc")


def test_worked_example_five_card_draw():
    # Seat 0 Kh Kd 7c 4s 2d (kings), seat 1 9h 6h Jh 2h Qs, seat 2 Ac 8d 5c Ts 3h.  Leader 0.
    # Seat 0 keeps the kings, draws Ks 5d 9c (trips); seat 1 keeps four hearts, draws Th (a
    # flush); seat 2 keeps its ace, draws Ad 8s 8c Jc (two pair).  The flush wins; the leader
    # lost; every seat improved.
    counts = play_file(shipped("five-card-draw"), 3, EXAMPLE_HIGH)
    assert counts == expect(
        HIGH_LAYOUT, winner_category={7: 1}, hand_category={4: 1, 5: 1, 7: 1},
        first_seat_category={5: 1}, seat_win={1: 5040}, wild_held={0: 3}, vol_deals={0: 1},
        leader_full_wins={1: 1}, lead_changes={1: 1}, drawn={1: 1, 3: 1, 4: 1},
        before_category={0: 2, 1: 1}, improved={0: 2, 1: 1})
    assert counts == kernel_counts(shipped("five-card-draw"), 3, [EXAMPLE_HIGH])[0]


def test_worked_example_honky_tonk():
    # Seat 0 Ad 2c 4h 7d 5s: five low cards, stands (went low).  Seat 1 Kc 3h 3s 8h 6h: trips
    # with the 3s wild, and four low cards (Kc wild for low, 3h, 8h, 6h): keeps them, draws 2s for
    # the 3s (went low).  Seat 2 9s 9d Jc Qh Qd: two pair, draws Tc for Jc.  High: seat 2's two
    # pair; low: seat 0's 7-5-4-2-A.  Leader (seat 1's trips) lost the high half.
    counts = play_file(shipped("honky-tonk"), 3, EXAMPLE_LOW)
    assert counts == expect(
        LOW_LAYOUT, winner_category={4: 1}, hand_category={0: 1, 1: 1, 4: 1},
        first_seat_category={0: 1}, seat_win={0: 2520, 2: 2520}, seat_win_second={0: 2520},
        wild_held={0: 2, 1: 1}, vol_deals={0: 1}, leader_full_wins={1: 1}, lead_changes={1: 1},
        drawn={0: 1, 1: 2}, before_category={0: 1, 4: 1, 5: 1}, low_top={7: 1}, went_low={0: 2})
    assert counts == kernel_counts(shipped("honky-tonk"), 3, [EXAMPLE_LOW])[0]


def test_restock_check_value():
    # The documented first restock of a replayed deal: a pile of ten, j = 8, 3, 0, 6, 0, 1, 0,
    # 2, 0 for i = 9..1.
    stock = Stock([], 0)
    stock.pile = list("ABCDEFGHIJ")
    stock.restock()
    assert "".join(stock.cards) == "EJCFBHGADI"


def test_policies_by_hand():
    # Standard: a pair keeps the pair; kicker adds a lone ace.
    hand = ["9c", "9d", "Ah", "4s", "7c"]
    assert standard_keep(hand, 1, set()) == {0, 1}
    assert standard_keep(hand, 1, set(), kicker=True) == {0, 1, 2}
    # No pair: four of a suit, else an open four in a row (first card of each rank), else the
    # first ace, else the two highest (the suit breaks no tie here: the ranks differ).
    assert standard_keep(["2h", "9h", "Kh", "5h", "5c"], 1, set()) == {3, 4}  # the pair, not four hearts
    assert standard_keep(["2h", "9h", "Kh", "5h", "6c"], 0, set()) == {0, 1, 2, 3}
    assert standard_keep(["8c", "9d", "Th", "Js", "2c"], 0, set()) == {0, 1, 2, 3}
    assert standard_keep(["Jc", "Qd", "Kh", "Ac", "2s"], 0, set()) == {3}  # J-Q-K-A is not open
    assert standard_keep(["Jc", "9d", "Kh", "4c", "2s"], 0, set()) == {0, 2}
    # One wild card (position 4) and no natural pair: the wild card and the highest natural.
    assert standard_keep(["Jc", "9d", "Kh", "4c", "2s"], 1, {4}) == {2, 4}
    # Trips with two wild cards: the wild cards and the highest natural card.
    assert standard_keep(["Jc", "9d", "2h", "4c", "2s"], 5, {2, 4}) == {0, 2, 4}
    # The bug: a natural pair, else three or more of the first such suit, else the highest.
    assert bug_keep(["Xa", "9d", "9h", "4c", "2s"], 1) == {0, 1, 2}
    assert bug_keep(["Xa", "9d", "Kd", "4d", "2s"], 0) == {0, 1, 2, 3}
    assert bug_keep(["Xa", "9d", "Kh", "4c", "2s"], 0) == {0, 2}
    # Lowball: the documentation's 5c 5d 5h Kc Qd keeps 5c, then 5d, and draws three.
    assert lowball_keep(["5c", "5d", "5h", "Kc", "Qd"], "standard", frozenset()) == {0, 1}
    # A kept ace allows a four-card draw.
    assert lowball_keep(["Ac", "Jd", "Qh", "Kc", "Kd"], "standard", frozenset()) == {0}
    # A low: wild cards fill the lowest ranks missing, from the ace up.
    assert low_value(["Kc", "8h", "3h", "6h", "2s"], {13}) == (0, (8, 6, 3, 2, 1))
    assert low_value(["5c", "5d", "Kh", "3s", "Qc"], {13}) == (1, (5, 5, 12, 3, 1))


def test_six_dealt_drops_the_worst_card():
    # Six-back-to-five, 2 players: seat 0 As Ad 9c 4h 4d 2c, seat 1 Kh Qh Jh Th 3c 2s.
    # Seat 0 drops the 2c (A-A-4-4-9 beats A-A-4-4-2): two pair before the draw; it throws the
    # 9c and draws 7h (still aces up).  Seat 1's every five are high-card; dropping the 2s
    # leaves the best, K-Q-J-T-3; it keeps the four hearts, throws the 3c and draws 9h: a
    # king-high straight flush.  Dropped cards are not counted as drawn: one card each.
    # Leader seat 0 (two pair) loses; seat 1 improved from high card.
    deck = order("As Kh Ad Qh 9c Jh 4h Th 4d 3c 2c 2s 7h 9h")
    counts = play_file(shipped("six-back-to-five"), 2, deck)
    assert counts == expect(
        HIGH_LAYOUT, winner_category={10: 1}, hand_category={4: 1, 10: 1},
        first_seat_category={4: 1}, seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={1: 1}, lead_changes={1: 1}, drawn={1: 2},
        before_category={0: 1, 4: 1}, improved={0: 1})
    assert counts == kernel_counts(shipped("six-back-to-five"), 2, [deck])[0]


def test_drawn_deuces_are_wild_only_when_drawn():
    # Shut and Open, 2 players: seat 0 2c 2d 9h 9s Kc, two pair (dealt deuces are natural);
    # seat 1 Ac Kd 7h 5s 3c, ace high.  Seat 0 throws the Kc and draws the 2h, a drawn deuce and
    # so wild: its best use is a third nine, nines full of deuces.  Seat 1 keeps its ace and draws
    # four, Qd Jc Tc 8d: ace high.  wild_held: seat 0 holds one wild card, seat 1 none.
    deck = order("2c Ac 2d Kd 9h 7h 9s 5s Kc 3c 2h Qd Jc Tc 8d")
    counts = play_file(shipped("shut-and-open"), 2, deck)
    assert counts == expect(
        HIGH_LAYOUT, winner_category={8: 1}, hand_category={0: 1, 8: 1},
        first_seat_category={8: 1}, seat_win={0: 5040}, wild_held={0: 1, 1: 1},
        vol_deals={0: 1}, leader_full_wins={0: 1, 1: 1}, lead_changes={0: 1},
        drawn={1: 1, 4: 1}, before_category={0: 1, 4: 1}, improved={4: 1})
    assert counts == kernel_counts(shipped("shut-and-open"), 2, [deck])[0]


def test_openers_and_least_winning_hand_void_the_deal():
    # Jacks or better, trips to win, 2 players.  Seat 0 Tc Td 5h 4s 2c, seat 1 9c 9d 6h 3s Kc:
    # tens and nines, nobody opens: void[0] and nothing else.
    doc = shipped("jacks-or-better-trips-to-win")
    nobody = order("Tc 9c Td 9d 5h 6h 4s 3s 2c Kc")
    assert play_file(doc, 2, nobody) == expect(HIGH_LAYOUT, void={0: 1})
    # Seat 0 Jc Jd 5h 4s 2c opens; it keeps the jacks and draws 7c 8c 9h; seat 1 keeps its
    # nines and draws Tc Qc Ac: two single pairs, below three of a kind: void[1].
    opened = order("Jc 9c Jd 9d 5h 6h 4s 3s 2c Kc 7c 8c 9h Tc Qc Ac")
    assert play_file(doc, 2, opened) == expect(HIGH_LAYOUT, void={1: 1})
    assert kernel_counts(doc, 2, [nobody, opened]) == [play_file(doc, 2, nobody), play_file(doc, 2, opened)]


def test_roll_em_counts_the_showing_leaders():
    # Five-card draw, roll 'em best, pat, 2 players: seat 0 Ah Kd 7c 4s 2d, seat 1 Qc Qd 3h 5s 8c.
    # Seat 1's queens win.  One card up: seat 0's ace beats a queen (leader 0, not a winner);
    # from two cards up seat 1 shows its pair of queens and leads (a winner): 0, 1, 1, 1.
    deck = order("Ah Qc Kd Qd 7c 3h 4s 5s 2d 8c")
    options, policies = {"roll_em": "best"}, {"draw": "pat"}
    counts = play_file(shipped("five-card-draw"), 2, deck, options, policies)
    assert counts["leader_showing_wins"] == [0, 1, 1, 1, 0, 0, 0, 0]
    assert counts == kernel_counts(shipped("five-card-draw"), 2, [deck], options, policies)[0]


# ---------------------------------------------------------------------------
# Every shipped draw file against the kernel
# ---------------------------------------------------------------------------

SHIPPED = ["five-card-draw", "acey-deucey", "heinz-57", "pregnant-threes", "snowmen-and-hockey-sticks",
           "stedmans", "jacks-or-better-trips-to-win", "shut-and-open", "six-back-to-five", "honky-tonk",
           "deuce-to-seven-single-draw", "deuce-to-seven-triple-draw", "ace-to-five-triple-draw"]


def option_settings(doc):
    """The options at their defaults, then each option at each other value, one at a time.

    Legs are left out (a replayed deal is its own block); free-text and number options get a
    couple of representative values.
    """
    settings = [{}]
    for name, spec in (doc.get("options") or {}).items():
        if name == "legs":
            continue
        if "choices" in spec:
            values = [v for v in spec["choices"] if v != spec["default"]]
        elif isinstance(spec["default"], bool):
            values = [not spec["default"]]
        elif name == "wild":
            values = ["2", "A,2"]
        else:
            values = [spec.get("high", 10) // 1000 or 5]
        settings += [{name: v} for v in values]
    return settings


def _cases():
    for name in SHIPPED:
        doc = shipped(name)
        for options in option_settings(doc):
            most = doc["seats"]["most"]
            if options.get("spanish"):
                most = doc["options"]["spanish"]["seats"]["true"]["most"]
            sizes = sorted({doc["seats"]["least"] + 1, most})
            yield pytest.param(name, options, sizes, id=f"{name}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'defaults'}")


@pytest.mark.parametrize("name, options, sizes", list(_cases()))
def test_shipped_file_agrees_with_the_kernel(name, options, sizes):
    doc = shipped(name)
    pot = doc.get("pot", {})
    pot_plays = ("standard", "pat", "high") if options.get("high_low") or pot.get("high_low") \
        else ("standard", "pat", "pat-nine") if options.get("lowball") or pot.get("lowball") \
        else ("standard", "pat", "kicker")
    for policy in doc["decisions"][0]["policies"]:
        policies = {"draw": policy}
        for players in sizes:
            if policy not in pot_plays:  # the kicker policy in a low pot: both refuse
                deck = deck_texts(doc, options, np.random.default_rng(0), 1)[0]
                with pytest.raises(ValueError):
                    play_file(doc, players, deck, options, policies)
                with pytest.raises(Exception):
                    kernel_counts(doc, players, [deck], options, policies)
                continue
            agree(doc, players, options, policies, n=20, seed=seed_of(name, options, policy, players))


# ---------------------------------------------------------------------------
# Hand-written files: keys no shipped file sets
# ---------------------------------------------------------------------------

CUSTOM = [
    ("kings-and-little-ones", game(wild={"always": ["K"], "rule": "lowest-held"}), (3, 10)),
    ("lowest-held-openers", game(wild={"rule": "lowest-held"}, opens={"pair": "jacks"}), (3, 9)),
    ("own-choice-aces-deuces", game(wild={"always": "A,2", "rule": "own-choice"}), (2, 10)),
    ("own-choice-openers", game(wild={"rule": "own-choice"}, opens={"pair": "kings"}), (3, 7)),
    ("six-fives-wild", game(deal={"dealt": 6}, wild={"always": ["5"]}, most=8), (3, 8)),
    ("six-roll-worst", game(deal={"dealt": 6, "roll": "worst"}, most=8), (3, 8)),
    ("six-drawn-jacks", game(deal={"dealt": 6}, wild={"rule": "drawn", "ranks": ["J"]}, most=8), (3, 8)),
    ("six-openers-wins", game(deal={"dealt": 6}, opens={"pair": "queens", "wins": "two-pair"}, most=8), (3, 8)),
    ("roll-new-york", game(deal={"roll": "best"}, hand={"new_york": True}), (3, 10)),
    ("spanish-canadian", game(deck={"spanish": True}, hand={"canadian": True}, most=6), (3, 6)),
    ("spanish-roll", game(deck={"spanish": True}, deal={"roll": "worst"}, most=6), (2, 6)),
    ("new-york-bug-ace", game(deck={"bug": "ace"}, hand={"new_york": True}), (3, 10)),
    ("spanish-bug", game(deck={"spanish": True, "bug": "bug"}, most=6), (3, 6)),
    ("canadian-openers-wins", game(hand={"canadian": True}, opens={"pair": "jacks", "wins": "one-pair"}), (3, 10)),
    ("bug-openers-straight", game(deck={"bug": "bug"}, opens={"pair": "aces", "wins": "straight"}), (3, 10)),
    ("roll-wins-four-straight", game(deal={"roll": "best"}, opens={"pair": "jacks", "wins": "four-straight"}), (3, 10)),
    ("drawn-kings-openers", game(wild={"rule": "drawn", "ranks": ["K"]}, opens={"pair": "jacks"}), (3, 10)),
    ("deuces-five-of-a-kind-to-win", game(wild={"always": ["2"]}, opens={"pair": "jacks", "wins": "five-of-a-kind"}), (3, 10)),
    ("lowball-deuces-kings", game(policies=LOWBALL_POLICIES, pot={"lowball": True}, wild={"always": ["2", "K"]}), (3, 10)),
    ("high-low-jacks", game(policies=HIGH_LOW_POLICIES, pot={"high_low": True}, wild={"always": "J"}), (3, 10)),
    ("high-low-no-low-wild", game(policies=HIGH_LOW_POLICIES, pot={"high_low": True}, wild={"always": ["3"], "low": []}), (3, 10)),
    ("high-low-low-wild-only", game(policies=HIGH_LOW_POLICIES, pot={"high_low": True}, wild={"low": ["A", "5"]}), (3, 10)),
]


@pytest.mark.parametrize("name, doc, sizes", CUSTOM, ids=[c[0] for c in CUSTOM])
def test_custom_file_agrees_with_the_kernel(name, doc, sizes):
    doc = copy.deepcopy(doc)
    doc["id"] = name
    doc["seats"]["default"] = min(sizes)
    for policy in doc["decisions"][0]["policies"]:
        for players in sizes:
            agree(doc, players, None, {"draw": policy}, n=20, seed=seed_of(name, policy, players))


def test_low_wild_only_counts_no_wild_held():
    # wild.low with no always: the high hand has nothing wild, so wild_held is all zeros
    # (the settled reading of section 5, item 13).
    doc = game(policies=HIGH_LOW_POLICIES, pot={"high_low": True}, wild={"low": ["A", "5"]})
    for deck in deck_texts(doc, None, np.random.default_rng(5), 10):
        assert play_file(doc, 4, deck)["wild_held"] == [4] + [0] * 15


# ---------------------------------------------------------------------------
# Legs, and refusals
# ---------------------------------------------------------------------------


def test_legs_add_nothing_to_one_replayed_deal():
    # A replayed deal is a block of its own: one deal never ends a 2- or 3-leg pot, so a legs
    # game counts exactly what the same game without legs counts (pot_deals stays zero).
    doc = shipped("acey-deucey")
    for deck in deck_texts(doc, None, np.random.default_rng(7), 10):
        plain = play_file(doc, 5, deck)
        for legs in (2, 3):
            assert play_file(doc, 5, deck, {"legs": legs}) == plain


REFUSED = [
    ("two ranks in one wild.ranks item", game(wild={"rule": "drawn", "ranks": ["A,2"]}), {}),
    ("drawn with always", game(wild={"rule": "drawn", "ranks": ["2"], "always": ["K"]}), {}),
    ("six dealt, lowest-held", game(deal={"dealt": 6}, wild={"rule": "lowest-held"}, most=8), {}),
    ("six dealt, own-choice", game(deal={"dealt": 6}, wild={"rule": "own-choice"}, most=8), {}),
    ("six dealt, high-low", game(policies=HIGH_LOW_POLICIES, deal={"dealt": 6}, pot={"high_low": True}, most=8), {}),
    ("six dealt, lowball", game(policies=LOWBALL_POLICIES, deal={"dealt": 6}, pot={"lowball": True}, most=8), {}),
    ("six dealt, new york", game(deal={"dealt": 6}, hand={"new_york": True}, most=8), {}),
    ("six dealt, canadian", game(deal={"dealt": 6}, hand={"canadian": True}, most=8), {}),
    ("six dealt, spanish", game(deal={"dealt": 6}, deck={"spanish": True}, most=5), {}),
    ("six dealt, bug", game(deal={"dealt": 6}, deck={"bug": "bug"}, most=8), {}),
    ("canadian with the bug", game(hand={"canadian": True}, deck={"bug": "ace"}), {}),
    ("no draw decision", {**game(), "decisions": []}, {}),
    ("high in a high pot", game(policies={"standard": "s", "high": "h"}), {"draw": "high"}),
    ("kicker in a high-low pot", game(policies={"standard": "s", "kicker": "k"}, pot={"high_low": True}), {"draw": "kicker"}),
    ("high in lowball", game(policies=HIGH_LOW_POLICIES, pot={"lowball": True}), {"draw": "high"}),
    ("a made-up policy in lowball", game(policies={"standard": "s", "random": "r"}, pot={"lowball": True}), {"draw": "random"}),
    ("high-low and lowball", game(policies=LOWBALL_POLICIES, pot={"lowball": True, "high_low": True}), {}),
    ("wild.low without high-low", game(wild={"low": ["K"]}), {}),
    ("wins without openers", game(opens={"wins": "two-pair"}), {}),
    ("a qualifier with new york", game(hand={"new_york": True}, opens={"pair": "jacks"}), {}),
    ("wild cards in the spanish deck", game(deck={"spanish": True}, wild={"always": ["A"]}, most=6), {}),
    ("the bug rolled up", game(deck={"bug": "bug"}, deal={"roll": "best"}), {}),
    ("legs with a qualifier", game(pot={"legs": 2}, opens={"pair": "jacks"}), {}),
    ("an unknown key", game(deal={"dealt": 5, "streets": 2}), {}),
]


def _refusal_deck(doc):
    deck = full_deck(jokers=1) if doc.get("deck", {}).get("bug", "none") != "none" else full_deck()
    if doc.get("deck", {}).get("spanish"):
        deck = [c for c in deck if c[0] not in "23456"]
    return deck


@pytest.mark.parametrize("why, doc, policies", REFUSED, ids=[r[0] for r in REFUSED])
def test_refusals(why, doc, policies):
    with pytest.raises(ValueError):
        play_file(doc, 2, _refusal_deck(doc), None, policies)


@pytest.mark.parametrize("why, doc, policies", REFUSED, ids=[r[0] for r in REFUSED])
def test_kernel_refuses_too(why, doc, policies):
    with pytest.raises(Exception):
        kernel_counts(doc, 2, [_refusal_deck(doc)], None, policies)
