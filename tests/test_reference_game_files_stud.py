"""Tests of the generic reference's stud driver (tests/reference/game_files/stud.py).

Three kinds of test:

* hand-worked deals (the documentation's two worked examples, and a few more worked here in
  the comments), each also replayed on the kernel;
* every shipped stud file, at two or three table sizes, with every option value and policy it
  declares, on random decks: the reference and the kernel (``tests.game_file_replay``) must
  agree counter by counter;
* hand-written files for keys and rules no shipped file uses (a house that buys, lowest-down,
  jokers under the moving rules, middle and bought cards together, long hands, three-card hands
  with a moving rank, side pots with a house or flips, high-low without a qualifier or with
  short hands, shared cards, ``sets`` options), likewise against the kernel.

Seat p's card on a street is dealt before seat p + 1's; a bought or middle card is the next card
of the deck at once.  Decks are written top card first.
"""

import copy
import tomllib
from pathlib import Path

import numpy as np
import pytest

from tests.game_file_replay import deck_texts, kernel_counts
from tests.reference.evaluator import full_deck
from tests.reference.game_files import play_file
from tests.reference.game_files.rules import resolve
from tests.reference.game_files.stud import LAYOUT

FILES = Path(__file__).resolve().parent.parent / "sim" / "games" / "files"
SEVEN = "d d u u u u d"


def shipped(name):
    return tomllib.loads((FILES / f"{name}.toml").read_text())


def game(gid, most=7, options=None, decisions=None, **sections):
    """A stud game file with the given sections (seats 1..most)."""
    doc = {"id": gid, "name": gid, "family": "stud", "driver": "stud", "source": "a test",
           "summary": "a test game", "rules": "see the test",
           "seats": {"least": 1, "most": most, "default": 2}}
    doc.update(copy.deepcopy(sections))
    if options:
        doc["options"] = copy.deepcopy(options)
    if decisions:
        doc["decisions"] = copy.deepcopy(decisions)
    return doc


def order(text, jokers=0):
    """The cards of ``text`` on top, in order, then the rest of the deck in its fixed order."""
    top = text.split()
    return top + [card for card in full_deck(jokers) if card not in top]


def expect(**nonzero):
    """Every counter of the layout: zeros, except ``name={index: count}`` entries."""
    counts = {name: [0] * length for name, length in LAYOUT}
    for name, entries in nonzero.items():
        for index, count in entries.items():
            counts[name][index] = count
    return counts


def nonzero(values):
    return {i: x for i, x in enumerate(values) if x}


def assert_same(doc, players, decks, options=None, policies=None):
    """The reference equals the kernel on every deck, counter by counter."""
    rows = kernel_counts(doc, players, decks, options, policies)
    for deck, kernel in zip(decks, rows):
        mine = play_file(doc, players, deck, options, policies)
        assert list(mine) == list(kernel)
        for name in kernel:
            if mine[name] != kernel[name]:
                pytest.fail(
                    f"{doc['id']} at {players} players, options {options}, policies {policies}\n"
                    f"deck: {' '.join(deck)}\n"
                    f"first differing counter {name}: kernel {nonzero(kernel[name])}, "
                    f"reference {nonzero(mine[name])}")


# ---------------------------------------------------------------------------
# Hand-worked deals
# ---------------------------------------------------------------------------


def test_layout_is_the_documented_row():
    assert sum(length for _, length in LAYOUT) == 481
    counts = play_file(shipped("seven-card-stud"), 2, full_deck())
    assert [(name, len(values)) for name, values in counts.items()] == list(LAYOUT)


FTQ_DECK = order("Ah Kd Kh 9s Kc Ks Qs 5d 2h 9h Jd 4c Qc 8h Jc Td 3s 8d 2s 6h 6c")


def test_follow_the_queen_worked_example():
    # The documentation's first worked example: the 5 follows the Qs, the Qc resets it, the 8h
    # follows: 8s wild, three changes.  Seats 1 and 2 tie with three kings (an 8 each).
    counts = play_file(shipped("follow-the-queen"), 3, FTQ_DECK)
    want = expect(
        winner_category={5: 1}, hand_category={4: 1, 5: 2}, first_seat_category={4: 1},
        seat_win={1: 2520, 2: 2520}, tie={0: 1}, wild_rank={7: 1}, wild_held={0: 1, 1: 2},
        wild_changes={3: 1}, vol_deals={0: 1}, leader_full_wins={0: 1, 1: 1, 2: 1, 3: 1, 4: 1},
        leader_showing_wins={0: 1, 1: 1}, lead_changes={0: 1}, show_lead_changes={1: 1},
        extra_cards={0: 3}, extra_per_deal={0: 1}, qh_payments={0: 1}, middle_cards={0: 1},
        counted_up={0: 1})
    assert counts == want
    assert kernel_counts(shipped("follow-the-queen"), 3, [FTQ_DECK]) == [want]


def test_follow_the_queen_queens_wild_option():
    # With queens always wild as well, seat 0's Qs Qc join its 9s: four nines, the best hand.
    counts = play_file(shipped("follow-the-queen"), 3, FTQ_DECK, {"queens_wild": True})
    assert counts["seat_win"][:3] == [5040, 0, 0]
    assert counts["winner_category"][9] == 1
    assert_same(shipped("follow-the-queen"), 3, [FTQ_DECK], {"queens_wild": True})


def test_half_court_basketball_worked_example():
    # The second worked example: seat 2's A-K high takes the poker half; seats 0 and 1 tie at
    # 23 in regulation, 28 after one overtime and still after two: a draw, the half split.
    deck = order("Ks Qs 2c 9d 9c Ac Th Td 3c 4h 4d 5c Js Jh Kd 5s 5h Qh")
    counts = play_file(shipped("half-court-basketball"), 3, deck)
    want = expect(
        winner_category={0: 1}, hand_category={0: 3}, first_seat_category={0: 1},
        seat_win={0: 1260, 1: 1260, 2: 2520}, seat_win_second={0: 1260, 1: 1260},
        side_tie={0: 1}, side_points={10: 1, 23: 2}, side_win_points={23: 1}, overtime={2: 1},
        draw={0: 1}, wild_rank={0: 1}, wild_held={0: 3}, wild_changes={0: 1}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1, 3: 1}, leader_showing_wins={2: 1, 3: 1},
        lead_changes={0: 1}, show_lead_changes={1: 1}, extra_cards={0: 3}, extra_per_deal={0: 1},
        qh_payments={0: 1}, middle_cards={0: 1}, counted_up={0: 1})
    assert counts == want
    assert kernel_counts(shipped("half-court-basketball"), 3, [deck]) == [want]


def test_mexican_stud_flips():
    # d f f f f, hide-high (turn up the lower card; equal ranks turn up the older one).
    #   street 1: s0 Kc, s1 2d hidden.
    #   street 2: s0 3h < Kc: 3h up.          s1 Ad > 2d: 2d up, Ad hidden.
    #             full: K-3 vs A-2 -> 1;  showing 3 vs 2 -> 0
    #   street 3: s0 Ks = Kc: Kc up, Ks hidden.  s1 7c < Ad: 7c up.
    #             full: K-K-3 vs A-7-2 -> 0;  showing K-3 vs 7-2 -> 0
    #   street 4: s0 9d up.  s1 7h up.   full: kings vs sevens -> 0;  showing K-9-3 vs 7-7 -> 1
    #   street 5: s0 2c up.  s1 Ac = Ad: Ad up, Ac hidden.
    #             full: kings vs aces and sevens -> 1;  showing K-9-3-2 vs 7-7-A-2 -> 1
    # Seat 1's two pair wins.  Full leaders 1,0,0,1: won rounds 0 and 3, two changes.
    # Showing leaders 0,0,1,1: won rounds 2 and 3, one change.
    deck = order("Kc 2d 3h Ad Ks 7c 9d 7h 2c Ac")
    counts = play_file(shipped("mexican-stud"), 2, deck)
    want = expect(
        winner_category={4: 1}, hand_category={1: 1, 4: 1}, first_seat_category={1: 1},
        seat_win={1: 5040}, wild_rank={0: 1}, wild_held={0: 2}, wild_changes={0: 1},
        vol_deals={0: 1}, leader_full_wins={0: 1, 3: 1}, leader_showing_wins={2: 1, 3: 1},
        lead_changes={2: 1}, show_lead_changes={1: 1}, extra_cards={0: 2}, extra_per_deal={0: 1},
        qh_payments={0: 1}, middle_cards={0: 1}, counted_up={0: 1})
    assert counts == want
    assert_same(shipped("mexican-stud"), 2, [deck])
    assert_same(shipped("mexican-stud"), 2, [deck], policies={"flip": "show-high"})


def test_seven_up_middle_card():
    # Seat 0's face-up 7c calls the next card, 9h, to the middle: 9s are wild besides the 7s
    # (one change).  Seat 0: 2c 4h 7c* Jc 8h Tc Ah, the wild 7 makes a pair of aces; seat 1:
    # 3d 5s Kd Qd 6c Ts As, ace high.
    deck = order("2c 3d 4h 5s 7c 9h Kd Jc Qd 8h 6c Tc Ts Ah As")
    counts = play_file(shipped("seven-up"), 2, deck)
    assert nonzero(counts["middle_cards"]) == {1: 1}
    assert nonzero(counts["wild_rank"]) == {8: 1}  # rank 9: index 7, plus one
    assert nonzero(counts["wild_changes"]) == {1: 1}
    assert nonzero(counts["wild_held"]) == {0: 1, 1: 1}
    assert nonzero(counts["winner_category"]) == {1: 1}
    assert nonzero(counts["seat_win"]) == {0: 5040}
    assert_same(shipped("seven-up"), 2, [deck])


TWO_SHARED = game("two-shared", 10, deal={"streets": "u u u u d", "measure_from": 1},
                  extra_card={"ranks": list("23456789TJQKA")})
TWO_SHARED["seats"].update(least=9, default=10)  # fewer: bought cards past the cards it shuffles


def test_a_card_is_sold_only_while_every_seat_can_still_be_dealt():
    # Every up card buys.  10 players, the deck in its fixed order (2c 2d 2h 2s 3c ...):
    #   street 1: seat p gets card 2p up and buys card 2p + 1 (2c 2d to seat 0, ... 6h 6s to 9);
    #   street 2: seat 0 gets 7c and buys 7d: 30 cards left, 9 owed this street, then 10, 10 and
    #     a shared card.  Seat 1's purchase would leave 28: 8 owed, 10, 10, and none for the last
    #     street, so no sale from here on.  Seats 1..9 get 7h 7s 8c 8d 8h 8s 9c 9d 9h;
    #   street 3: 9s Tc Td Th Ts Jc Jd Jh Js Qc; street 4: Qd Qh Qs Kc Kd Kh Ks Ac Ad Ah;
    #   street 5: one card left, fewer than the seats: the shared As.
    # Seat 9: 6h 6s 9h Qc Ah As, aces and sixes with a queen, beats seat 8's aces and sixes
    # with a jack and seat 7's aces and fives; seat 0 has sevens and deuces.
    counts = play_file(TWO_SHARED, 10, full_deck())
    assert nonzero(counts["extra_cards"]) == {1: 9, 2: 1}
    assert nonzero(counts["extra_per_deal"]) == {7: 1}  # 11 cards, capped
    assert nonzero(counts["shared_card"]) == {0: 1}
    assert nonzero(counts["seat_win"]) == {9: 5040}
    assert_same(TWO_SHARED, 10, [full_deck()])


def test_lowest_down_gives_each_seat_its_own_rank():
    # Seat 0's hidden cards 9c 4d: its 4s are wild (and the 4h up); seat 1's Kc Qd: queens.
    # wild_rank counts each seat's rank: 4 (rank index 2) and Q (index 10), each plus one.
    doc = game("my-lowest", deal={"streets": "d d u u u u d"}, wild={"rule": "lowest-down"})
    deck = order("9c Kc 4d Qd 4h 2s 8c 3s Th 5s Jh 6s Ah As")
    # Seat 0's last hidden card is Ah, seat 1's As: lowest ranks stay 4 and Q.
    counts = play_file(doc, 2, deck)
    assert nonzero(counts["wild_rank"]) == {3: 1, 11: 1}
    assert nonzero(counts["wild_held"]) == {1: 1, 2: 1}  # seat 1: Qd; seat 0: 4d 4h
    assert_same(doc, 2, [deck])


# ---------------------------------------------------------------------------
# Refusals
# ---------------------------------------------------------------------------

REFUSED = {
    "nine volatility rounds": game("r9", 5, deal={"streets": "d u u u u u u u d", "measure_from": 1}),
    "eighteen cards a hand": game("c18", 2, deal={"streets": "u u u u u u u u u"},
                                  extra_card={"ranks": list("23456789TJQKA")}),
    "f before any d": game("ff", 5, deal={"streets": "u f u d"}),
    "jokers with three-card hands": game("j3", 5, deal={"streets": "d u u"}, hand={"cards": 3},
                                         deck={"jokers": 1}),
    "jokers with nine-card hands": game("j9", 4, deal={"streets": "d d u u u u d"}, deck={"jokers": 2},
                                        extra_card={"ranks": ["4"]}),
    "jokers with diamonds": game("jd", 5, deal={"streets": SEVEN}, deck={"jokers": 2}, pot={"side": "diamonds"}),
    "a house at ten seats": game("h10", 10, deal={"streets": "d u u", "house": True}),
    "the deck budget": game("bud", 9, deal={"streets": SEVEN}),
    "high-low with wild cards": game("hw", 7, deal={"streets": SEVEN}, pot={"split": "high-low"},
                                     wild={"always": ["2"]}),
    "a qualifier without high-low": game("q", 7, deal={"streets": SEVEN}, pot={"qualifier": "none"}),
    "follows without ranks": game("fr", 7, deal={"streets": SEVEN}, wild={"rule": "follows"}),
    "wild ranks as text": game("wt", 7, deal={"streets": SEVEN}, wild={"always": "2"}),
    "an unknown key": game("uk", 7, deal={"streets": SEVEN, "hole": 2}),
    "ten streets": game("ts", 4, deal={"streets": "d d u u u u u u u d"}),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_refused(case):
    doc = REFUSED[case]
    with pytest.raises(ValueError):
        play_file(doc, 2, full_deck(doc.get("deck", {}).get("jokers", 0)))


# ---------------------------------------------------------------------------
# Every shipped stud file against the kernel
# ---------------------------------------------------------------------------

SHIPPED = sorted(path.stem for path in FILES.glob("*.toml") if 'driver = "stud"' in path.read_text())


def settings(doc):
    """The defaults, then each other value of each option, then each other policy."""
    found = [({}, {})]
    for name, spec in (doc.get("options") or {}).items():
        default = spec["default"]
        values = [True, False] if isinstance(default, bool) else spec.get("choices", [default])
        found += [({name: v}, {}) for v in values if v != default]
    for decision in doc.get("decisions") or []:
        found += [({}, {decision["name"]: p}) for p in list(decision["policies"])[1:]]
    return found


def test_every_shipped_stud_file_is_tested():
    assert len(SHIPPED) == 18


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_file_matches_the_kernel(name):
    doc = shipped(name)
    for index, (options, policies) in enumerate(settings(doc)):
        seats = resolve(doc, options, policies)["seats"]
        decks = deck_texts(doc, options, np.random.default_rng(1000 + index), 30)
        for players in sorted({seats["least"], seats["default"], seats["most"]}):
            assert_same(doc, players, decks, options, policies)


# ---------------------------------------------------------------------------
# Hand-written files: keys and rules no shipped file uses
# ---------------------------------------------------------------------------

CUSTOM = {
    # name: (file, ranks moved up the deck so the rule fires often)
    "house-buys": (game("house-buys", 6, deal={"streets": "d u u u d", "house": True},
                        wild={"rule": "follows", "ranks": ["Q"]}, extra_card={"ranks": ["4", "5", "6"]}), "456Q"),
    "lowest-down-jokers": (game("lowest-down-jokers", 7, deal={"streets": SEVEN},
                                wild={"rule": "lowest-down"}, deck={"jokers": 2}), "2X"),
    "house-last-no-house": (game("house-last-no-house", 7, deal={"streets": "d u u u u u"},
                                 wild={"rule": "house-last", "always": ["2"]}, extra_card={"ranks": ["K"]}), "K"),
    "follows-jokers": (game("follows-jokers", 7, deal={"streets": "d d u u u d"},
                            wild={"rule": "follows", "ranks": ["Q", "K"]}, deck={"jokers": 2}), "QKX"),
    "sequence-jokers": (game("sequence-jokers", 6, deal={"streets": "u u u u u u u d", "measure_from": 1},
                             wild={"rule": "sequence", "ranks": ["5"]}, deck={"jokers": 2}), "23456789TJQKAX"),
    "pairs-board-jokers": (game("pairs-board-jokers", 7, deal={"streets": SEVEN},
                                wild={"rule": "pairs-board"}, deck={"jokers": 2}), "X9"),
    "middle-and-bought": (game("middle-and-bought", 5, deal={"streets": SEVEN},
                               wild={"rule": "middle", "ranks": ["7", "8"]}, extra_card={"ranks": ["7", "4"]}), "478"),
    "long-hands": (game("long-hands", 3, deal={"streets": "d d u u u u u u d", "measure_from": 2},
                        extra_card={"ranks": ["2", "3", "4", "5"]}, wild={"rule": "last-shown", "ranks": ["9"]}), "23459"),
    "three-card-follows": (game("three-card-follows", 10, deal={"streets": "d u u u"}, hand={"cards": 3},
                                wild={"rule": "follows", "ranks": ["J"], "always": ["2"]}), "J2"),
    "basketball-house": (game("basketball-house", 6, deal={"streets": "d d u u u d", "house": True},
                              pot={"side": "basketball"}, extra_card={"ranks": ["3"]}), "3"),
    "diamonds-flips": (game("diamonds-flips", 8, deal={"streets": "d f f u u", "turn_up": "high"},
                            pot={"side": "diamonds"}), ""),
    "basketball-flips": (game("basketball-flips", 8, deal={"streets": "d d f f u"}, pot={"side": "basketball"}), "A"),
    "high-low-no-qualifier": (game("high-low-no-qualifier", 7, deal={"streets": SEVEN},
                                   pot={"split": "high-low", "qualifier": "none"}), "A2345"),
    "high-low-four-cards": (game("high-low-four-cards", 10, deal={"streets": "d u u d"},
                                 pot={"split": "high-low", "qualifier": "none"}), "A234"),
    "high-low-three-cards": (game("high-low-three-cards", 10, deal={"streets": "d u d"},
                                  pot={"split": "high-low", "qualifier": "none"}), "A23"),
    "high-low-six-cards": (game("high-low-six-cards", 8, deal={"streets": "d d u u u d"},
                                pot={"split": "high-low"}), "A2345"),
    "flips-and-a-shared-card": (game("flips-and-a-shared-card", 10, deal={"streets": "d f f f f f", "measure_from": 1},
                                     wild={"rule": "last-shown", "ranks": ["3"]}), ""),
    "two-shared-cards": (dict(game("two-shared-cards", 10, deal={"streets": "u u u u d", "measure_from": 1},
                                   wild={"rule": "last-shown", "ranks": ["3", "7", "J"]},
                                   extra_card={"ranks": list("23456789TJQKA")}),
                              seats={"least": 9, "most": 10, "default": 10}), ""),
    "house-flips-house-last": (game("house-flips-house-last", 8, deal={"streets": "d f f u d", "house": True,
                                                                        "turn_up": "high"},
                                    wild={"rule": "house-last"}), ""),
    "counted-and-queen-of-hearts": (game("counted-and-queen-of-hearts", 7, deal={"streets": "u u u u u"},
                                         counted={"ranks": ["5", "Q"]}), "5Q"),
    "eight-rounds": (game("eight-rounds", 5, deal={"streets": "d u u u u u u u", "measure_from": 1},
                          wild={"rule": "pairs-board"}), "A"),
}


def biased(rng, deck, ranks, n):
    """``n`` shuffles of ``deck`` in which cards of ``ranks`` ("X": jokers) come up about half the time."""
    decks = []
    for _ in range(n):
        shuffled = [str(card) for card in rng.permutation(deck)]
        hot = [card for card in shuffled if card[0] in ranks]
        cold = [card for card in shuffled if card[0] not in ranks]
        mixed = []
        while hot or cold:
            source = hot if hot and (not cold or rng.random() < 0.5) else cold
            mixed.append(source.pop(0))
        decks.append(mixed)
    return decks


@pytest.mark.parametrize("name", sorted(CUSTOM))
def test_hand_written_file_matches_the_kernel(name):
    doc, hot = CUSTOM[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    decks = deck_texts(doc, {}, rng, 20)
    if hot:
        decks += biased(rng, decks[0], hot, 20)
    seats = doc["seats"]
    for players in sorted({seats["least"], min(2, seats["most"]), seats["most"]} - {0}):
        if seats["least"] <= players:
            assert_same(doc, players, decks)


SETS_FILE = game(
    "sets-options", 7, deal={"streets": SEVEN}, wild={"ranks": ["8"]},
    options={
        "rule": {"default": "follows", "help": "the wild rule", "sets": "wild.rule",
                 "choices": ["follows", "last-shown", "none", "sequence"]},
        "jokers": {"default": 0, "help": "jokers in the deck", "low": 0, "high": 2, "sets": "deck.jokers"},
    },
    decisions=[{"name": "buy", "help": "whether to buy for a face-up 8",
                "policies": {"never": "never buy", "always": "buy every offered card"},
                "when": {"always": {"extra_card.ranks": ["8"]}}}],
)


@pytest.mark.parametrize("rule", ["follows", "last-shown", "none", "sequence"])
def test_options_that_set_keys_match_the_kernel(rule):
    for jokers in (0, 2):
        options = {"rule": rule, "jokers": jokers}
        decks = deck_texts(SETS_FILE, options, np.random.default_rng(jokers), 20)
        assert_same(SETS_FILE, 4, decks, options)
        if jokers:  # bought cards make 11-card hands, too long for jokers
            with pytest.raises(ValueError):
                play_file(SETS_FILE, 4, decks[0], options, {"buy": "always"})
        else:
            assert_same(SETS_FILE, 4, decks, options, {"buy": "always"})


@pytest.mark.parametrize("name", ["high-chicago", "low-chicago"])
def test_chicago_spades_face_down_and_none(name):
    """Two seats: the ace and deuce of spades face down, a spade face up that does not count, and
    a deal with no spade face down (the high hand takes the whole pot), on the reference and
    the kernel alike."""
    spades_down = order("As 2s Kh Kd Qs Qd Jc Jd Tc Td 9c 9d 3h 4h")
    none_down = order("Ah Kh Qd Jd 2s 3c 4c 5c 6c 7c 8c 9c Td Th")
    doc = shipped(name)
    counts = play_file(doc, 2, spades_down)
    seat = 0 if name == "high-chicago" else 1
    assert counts["seat_win_second"][seat] == 2520 and sum(counts["seat_win_second"]) == 2520
    counts = play_file(doc, 2, none_down)
    assert sum(counts["seat_win_second"]) == 0 and counts["side_win_points"][0] == 1
    assert sorted(counts["seat_win"][:2]) == [0, 5040] and counts["scoop"] == [1]
    assert_same(doc, 2, [spades_down, none_down])
