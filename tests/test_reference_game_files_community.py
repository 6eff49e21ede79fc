"""Tests of the generic reference's community driver (tests/reference/game_files/community.py).

The games are written here as game files (the dicts ``tomllib`` would make of them), dealt from
hand-built decks, and every expected counter was worked out by hand from the community-driver
rules; the comments show the working.  Seat p's hole card i is deck card ``i * P + p``; the
board is the next five cards.  Leaders are judged after the deal, the flop and the turn; the
lowest-numbered seat wins a tie for the lead.
"""

import copy
import random
import tomllib
from pathlib import Path

import numpy as np
import pytest

from tests.game_file_replay import deck_texts, kernel_counts
from tests.reference.evaluator import full_deck
from tests.reference.game_files import play_file
from tests.reference.game_files.community import LAYOUT
from tests.reference.game_files.rules import resolve

FILES = Path(__file__).resolve().parent.parent / "sim" / "games" / "files"

KEEP = [{"name": "keep", "help": "which two hole cards to keep",
         "policies": {"standard": "best two with the board so far", "high": "the two highest"}}]


def game(gid="my-game", decisions=None, options=None, **sections):
    """A community game file with the given sections."""
    doc = {"id": gid, "name": gid, "family": "community", "driver": "community", "source": "a test",
           "summary": "a test game", "rules": "see the test",
           "seats": {"least": 1, "most": 10, "default": 2}}
    doc.update(copy.deepcopy(sections))
    if decisions:
        doc["decisions"] = copy.deepcopy(decisions)
    if options:
        doc["options"] = copy.deepcopy(options)
    return doc


HOLDEM = game(
    "my-holdem",
    deal={"hole": 2},
    options={
        "wild": {"default": "none", "help": "wild ranks", "sets": "wild.always"},
        "high_low": {"default": False, "help": "split high-low",
                     "when": {"true": {"pot.split": "high-low"}}},
    },
)


def order(text):
    """The cards of ``text`` on top, in order, then the rest of the deck."""
    top = text.split()
    return top + [card for card in full_deck() if card not in top]


def expect(players, **nonzero):
    """Every counter of the layout: zeros, except ``name={index: count}`` entries."""
    counts = {name: [0] * length for name, length in LAYOUT}
    for name, entries in nonzero.items():
        for index, count in entries.items():
            counts[name][index] = count
    return counts


def test_layout_is_the_documented_row():
    assert sum(length for _, length in LAYOUT) == 174
    counts = play_file(HOLDEM, 2, order("Ah Kd 9s 7c Kc 8s Qs 7s 2d"))
    assert [(name, len(counts[name])) for name, _ in LAYOUT] == list(LAYOUT)
    assert list(counts) == [name for name, _ in LAYOUT]


def test_holdem_known_winner():
    # Seat 0 Ah 7c, seat 1 Kd Kc, seat 2 9s 8s; board Qs 7s 2d | Ks | 3s.
    # Leaders: KK after the deal (1), KK over a pair of 7s after the flop (1), the spade flush
    # 9s 8s Qs 7s Ks after the turn (2).  River: pair of 7s, trip kings, K-Q-9-8-7 flush: seat 2.
    # Board alone K-Q-7-3-2 high; board + 9s makes K-Q-9-7-3 flush, below best: both needed.
    counts = play_file(HOLDEM, 3, order("Ah Kd 9s 7c Kc 8s Qs 7s 2d Ks 3s"))
    assert counts == expect(
        3, winner_category={7: 1}, hand_category={1: 1, 5: 1, 7: 1}, first_seat_category={1: 1},
        seat_win={2: 5040}, wild_held={0: 3}, vol_deals={0: 1}, leader_full_wins={2: 1},
        lead_changes={1: 1}, hole_used={2: 1})


def test_holdem_board_plays_and_tie():
    # Seat 0 2c 7d, seat 1 3h 8s; board Ah Kd Qs Jc Th, a broadway straight for both.
    # Leaders: 8-3 over 7-2 (1); A-K-Q-8-3 over A-K-Q-7-2 (1); A-K-Q-J-8 over A-K-Q-J-7 (1).
    # River: both play the board: a tie, first winner 0; leaders 1, 1, 1, then 0: one change.
    counts = play_file(HOLDEM, 2, order("2c 3h 7d 8s Ah Kd Qs Jc Th"))
    assert counts == expect(
        2, winner_category={6: 1}, hand_category={6: 2}, first_seat_category={6: 1},
        seat_win={0: 2520, 1: 2520}, tie={0: 1}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={1: 1}, board_plays={0: 1},
        hole_used={0: 1})


def test_high_low_split_low_tie():
    # Seat 0 Ah 2c, seat 1 As 2d, seat 2 Kd Kc; board 3h 5c 8d | Kh | 9s.
    # High: trip kings (seat 2), the others A-K-9-8-5.  Low: seats 0 and 1 both 8-5-3-2-A.
    # Shares: 2520 to seat 2, 2520 / 2 to each of seats 0 and 1.  Seat 2 leads throughout.
    # Board + Kd is only a pair of kings, so the winner needs both hole cards.
    counts = play_file(HOLDEM, 3, order("Ah As Kd 2c 2d Kc 3h 5c 8d Kh 9s"), {"high_low": True})
    assert counts == expect(
        3, winner_category={5: 1}, hand_category={0: 2, 5: 1}, first_seat_category={0: 1},
        seat_win={0: 1260, 1: 1260, 2: 2520}, seat_win_second={0: 1260, 1: 1260},
        vol_deals={0: 1}, leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1},
        hole_used={2: 1}, low_top={8: 1}, low_tie={0: 1})


def test_high_low_scoop():
    # Seat 0 Ah 2c, seat 1 Kd Kc; board 3h 4c 5d | Kh | 9s.
    # Seat 0: the wheel A-2-3-4-5, the best high (straight over trip kings) and the only low
    # (seat 1's low ranks 3, 4, 5, 9, K: no).  A scoop: 2520 + 2520.
    # Leaders: KK (1), the wheel on the flop (0), still (0): 1, 0, 0, 0 = one change.
    counts = play_file(HOLDEM, 2, order("Ah Kd 2c Kc 3h 4c 5d Kh 9s"), {"high_low": "true"})
    assert counts == expect(
        2, winner_category={6: 1}, hand_category={5: 1, 6: 1}, first_seat_category={6: 1},
        seat_win={0: 5040}, seat_win_second={0: 2520}, vol_deals={0: 1},
        leader_full_wins={1: 1, 2: 1}, lead_changes={1: 1}, hole_used={2: 1}, low_top={5: 1},
        scoop={0: 1})


def test_high_low_without_a_low():
    # Seat 0 Ah 2c, seat 1 Kd Kc; board Qh Jc 9d | 9h | Ts.
    # Seat 1: K-Q-J-T-9 straight; seat 0 a pair of nines.  Low ranks never reach five <= 8:
    # the high takes all, a scoop, low_top[0].  Leaders: KK (1), KK (1), KK over 9-9 (1).
    # Board + Kd makes the straight: one hole card.
    counts = play_file(HOLDEM, 2, order("Ah Kd 2c Kc Qh Jc 9d 9h Ts"), {"high_low": True})
    assert counts == expect(
        2, winner_category={6: 1}, hand_category={1: 1, 6: 1}, first_seat_category={1: 1},
        seat_win={1: 5040}, vol_deals={0: 1}, leader_full_wins={0: 1, 1: 1, 2: 1},
        lead_changes={0: 1}, hole_used={1: 1}, low_top={0: 1}, scoop={0: 1})


TAHOE = game("my-tahoe", deal={"hole": 3}, hand={"hole_used": "at-most-two"})


def test_at_most_two_makes_no_three_card_flush():
    # Seat 0 Ah 7h 4h, seat 1 Qs Qd 2c; board Kh 9h 3c | 8s | 5d.
    # Seat 0 would have an ace-high heart flush with all three hole cards; at most two give
    # four hearts, so A-K-9-8-7 high.  Seat 1's queens win.  Seat 1 leads throughout (QQ).
    # Board + Qs is only queen high: the winner needs both its queens.
    counts = play_file(TAHOE, 2, order("Ah Qs 7h Qd 4h 2c Kh 9h 3c 8s 5d"))
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={0: 1, 1: 1}, first_seat_category={0: 1},
        seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={2: 1})


def test_any_with_three_hole_cards_can_need_all_three():
    # Super Eight: seat 0 Ah Kh Qh, seat 1 4c 5d 6s; board 2h 3h 7c | 8d | 9s.
    # Seat 0's flush A-K-Q-3-2 takes all three hole cards (two give four hearts); seat 1 has a
    # nine-high straight.  Seat 0 leads throughout (A-K-Q high, then the flush).
    super_eight = game("my-super-eight", deal={"hole": 3})
    counts = play_file(super_eight, 2, order("Ah 4c Kh 5d Qh 6s 2h 3h 7c 8d 9s"))
    assert counts == expect(
        2, winner_category={7: 1}, hand_category={6: 1, 7: 1}, first_seat_category={7: 1},
        seat_win={0: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={3: 1})


def test_any_with_three_hole_cards_needing_two():
    # Super Eight: seat 0 Ah Ad 2c, seat 1 Qc Jd 4h; board Ks 7d 5h | 9c | 3s.
    # Seat 0's aces win (A-A-K-9-7); board + Ah is only ace high, board + Ah Ad reaches it: 2.
    # Seat 0 leads throughout (AA, then aces with the board).
    super_eight = game("my-super-eight", deal={"hole": 3})
    counts = play_file(super_eight, 2, order("Ah Qc Ad Jd 2c 4h Ks 7d 5h 9c 3s"))
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={0: 1, 1: 1}, first_seat_category={1: 1},
        seat_win={0: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={2: 1})


def test_tied_leads_go_to_the_lowest_seat():
    # Seat 0 Qc Jc, seat 1 Qd Jd, seat 2 7h 2s; board 3h 8s 9c | Th | 4d.
    # Seats 0 and 1 tie at every moment (Q-J, then Q-J-9-8-3, then the Q-high straight): the
    # lead is seat 0's each time, and seat 0 is the first of the two tied winners: no change.
    # Board + Qc is Q-T-9-8-4, board + Jc J-T-9-8-4: both hole cards needed.
    counts = play_file(HOLDEM, 3, order("Qc Qd 7h Jc Jd 2s 3h 8s 9c Th 4d"))
    assert counts == expect(
        3, winner_category={6: 1}, hand_category={0: 1, 6: 2}, first_seat_category={6: 1},
        seat_win={0: 2520, 1: 2520}, tie={0: 1}, wild_held={0: 3}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={2: 1})


def test_exact_two_and_three():
    # Omaha-style, 4 hole cards: seat 0 As Kd 7c 2h, seat 1 Jc Jd 8h 3d; board Qs 9s 5s | 4s | Tc.
    # Seat 0 has one spade: no flush with exactly two hole cards (with any, As + four board
    # spades would win); A-K + Q-T-9 high.  Seat 1: J-8 + Q-T-9, a queen-high straight.
    # After the deal the best two of four alone: JJ (1); then JJ + Q-9-5 (1) and again (1).
    # No board_plays or hole_used under "exactly".
    omaha = game("my-omaha", deal={"hole": 4}, hand={"hole_used": "exactly", "hole": 2, "board": 3})
    counts = play_file(omaha, 2, order("As Jc Kd Jd 7c 8h 2h 3d Qs 9s 5s 4s Tc"))
    assert counts == expect(
        2, winner_category={6: 1}, hand_category={0: 1, 6: 1}, first_seat_category={0: 1},
        seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1})


def test_exact_one_and_four():
    # Seat 0 Ah Ad, seat 1 Qh Jh; board Ac As Kh | Kd | 2c.
    # One hole card and four board cards: seat 0 A + Ac As Kh Kd, aces full (with any hole
    # cards it would be four aces); seat 1 Q + A-A-K-K, two pair.
    # Leaders: A over Q (one card each, 0); A + A-A-K trips (0); aces full (0).
    exact = game("my-exact", deal={"hole": 2}, hand={"hole_used": "exactly", "hole": 1, "board": 4})
    counts = play_file(exact, 2, order("Ah Qh Ad Jh Ac As Kh Kd 2c"))
    assert counts == expect(
        2, winner_category={8: 1}, hand_category={4: 1, 8: 1}, first_seat_category={8: 1},
        seat_win={0: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1})


PINEAPPLE = game("my-pineapple", decisions=KEEP, deal={"hole": 3},
                 hand={"hole_used": "at-most-two"}, discard={"at": "deal"})
# Seat 0 2c 2d As, seat 1 Kh Qh 9c; board Ah Kd 7s | 8d | 3h.
DISCARD_DECK = order("2c Kh 2d Qh As 9c Ah Kd 7s 8d 3h")


def test_discard_keep_standard():
    # standard, before the flop (two cards alone): seat 0 keeps the pair 2c 2d, seat 1 Kh Qh.
    # Leaders: 22 (0); then K-K-A-Q-7 over 2-2-A-K-7 (1); and again (1).  River: seat 1's kings.
    # Seat 1's board + Kh is K-K-A-8-7, not its K-K-A-Q-8: both kept cards.
    # Regret: seat 0's dealt 2c As with the board make aces, above seat 1's kings.
    counts = play_file(PINEAPPLE, 2, DISCARD_DECK, policies={"keep": "standard"})
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={1: 2}, first_seat_category={1: 1},
        seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={1: 1, 2: 1}, lead_changes={1: 1}, hole_used={2: 1}, regret={0: 1})


def test_discard_keep_high():
    # high: seat 0 keeps As and 2c (the first dealt of its deuces), seat 1 Kh Qh.
    # Leaders: A-2 over K-Q (0); aces (0); aces (0).  River: A-A-K-8-7 beats K-K-A-Q-8.
    # Board + As reaches it: one card.  Seat 1's other pairs make at most kings: no regret.
    counts = play_file(PINEAPPLE, 2, DISCARD_DECK, policies={"keep": "high"})
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={1: 2}, first_seat_category={1: 1},
        seat_win={0: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={1: 1})
    # The first policy listed is the default.
    assert play_file(PINEAPPLE, 2, DISCARD_DECK) == play_file(PINEAPPLE, 2, DISCARD_DECK, policies={"keep": "standard"})


def test_keep_high_takes_the_first_dealt_of_equal_ranks():
    # Seat 0 Ah 9c 9h, seat 1 Qs Qd 3c; board 2h 5h Kh | 7c | 8d.  Policy high.
    # Seat 0 keeps Ah and 9c (dealt before 9h): four hearts, no flush, ace high.  Seat 1 keeps
    # the queens and wins; it leads throughout.  Board + Qs is only K-Q high: both needed.
    # Regret: seat 0's dealt Ah 9h would have made the heart flush.
    counts = play_file(PINEAPPLE, 2, order("Ah Qs 9c Qd 9h 3c 2h 5h Kh 7c 8d"), policies={"keep": "high"})
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={0: 1, 1: 1}, first_seat_category={0: 1},
        seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={2: 1}, regret={0: 1})


IRISH_AT_DEAL = game("my-irish-deal", decisions=KEEP, deal={"hole": 4},
                     hand={"hole_used": "at-most-two"}, discard={"at": "deal"})


def test_keep_standard_takes_the_first_of_equal_pairs():
    # Seat 0 Kc Kd Kh 2s, seat 1 Ac Ad 5c 6d; board 4h 7h 9h | Jh | Qs.  Policy standard.
    # Seat 0's pairs (0,1) Kc Kd, (0,2) Kc Kh and (1,2) Kd Kh are equal kings: it keeps the
    # first, Kc Kd, with no heart (Kd Kh would make a heart flush).  Seat 1 keeps its aces,
    # which win; it leads throughout.  Board + Ac is ace high: both needed.
    # Regret: seat 0's dealt Kd Kh (or Kc Kh, Kh 2s) makes the flush.
    counts = play_file(IRISH_AT_DEAL, 2, order("Kc Ac Kd Ad Kh 5c 2s 6d 4h 7h 9h Jh Qs"))
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={1: 2}, first_seat_category={1: 1},
        seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={2: 1}, regret={0: 1})


def test_regret_counts_a_tie():
    # Seat 0 9c 9d As Kd, seat 1 Ah Kh Jc Tc; board Ac 7d 5s | 3h | 2c.  Policy standard.
    # Seat 0 keeps the nines (a pair beats any two unpaired cards), seat 1 Ah Kh.  Leaders:
    # 99 over A-K (0), then seat 1's aces (1, 1).  Seat 1 wins with A-A-K-7-5.  Seat 0's dealt
    # As Kd would make the same A-A-K-7-5: a tie counts as regret.
    counts = play_file(IRISH_AT_DEAL, 2, order("9c Ah 9d Kh As Jc Kd Tc Ac 7d 5s 3h 2c"))
    assert counts == expect(
        2, winner_category={1: 1}, hand_category={1: 2}, first_seat_category={1: 1},
        seat_win={1: 5040}, wild_held={0: 2}, vol_deals={0: 1},
        leader_full_wins={1: 1, 2: 1}, lead_changes={1: 1}, hole_used={2: 1}, regret={0: 1})


def test_discard_at_the_flop():
    # Crazy Pineapple: seat 0 Ah 7c 6d, seat 1 Kd Kc 5d, seat 2 9s 8s 2h; board Qc 7s 2d | Ks | 3s.
    # After the deal (best pair of three): KK (1).  At the flop, standard: seat 0 keeps Ah 7c
    # (sevens), seat 1 Kd Kc, seat 2 9s 2h (deuces beat 9-8's queen high).  Seat 1 leads, then
    # makes trip kings and wins.  Seat 2's dealt 9s 8s would have made the spade flush: regret 1.
    crazy = game("my-crazy", decisions=KEEP, deal={"hole": 3}, hand={"hole_used": "at-most-two"},
                 discard={"at": "flop"})
    counts = play_file(crazy, 3, order("Ah Kd 9s 7c Kc 8s 6d 5d 2h Qc 7s 2d Ks 3s"))
    assert counts == expect(
        3, winner_category={5: 1}, hand_category={1: 2, 5: 1}, first_seat_category={1: 1},
        seat_win={1: 5040}, wild_held={0: 3}, vol_deals={0: 1},
        leader_full_wins={0: 1, 1: 1, 2: 1}, lead_changes={0: 1}, hole_used={2: 1}, regret={0: 1})


def test_wild_five_of_a_kind():
    # Deuces wild: seat 0 Kh Kd, seat 1 Ah Ac; board Ks 2h 2d | 7c | 9s.
    # Seat 0: three kings and two wild deuces, five kings; seat 1: four aces.
    # Leaders: AA over KK (1); five kings on the flop (0); (0): 1, 0, 0, 0 = one change.
    # Each seat's seven cards hold the two deuces: wild_held[2] twice.  Board + Kh is four kings.
    counts = play_file(HOLDEM, 2, order("Kh Ah Kd Ac Ks 2h 2d 7c 9s"), {"wild": "2"})
    assert counts == expect(
        2, winner_category={11: 1}, hand_category={9: 1, 11: 1}, first_seat_category={11: 1},
        seat_win={0: 5040}, wild_held={2: 2}, vol_deals={0: 1},
        leader_full_wins={1: 1, 2: 1}, lead_changes={1: 1}, hole_used={2: 1})
    # Without the option nothing is wild: seat 0's kings full of deuces beat seat 1's aces and
    # deuces, and the deuces count nothing.
    plain = play_file(HOLDEM, 2, order("Kh Ah Kd Ac Ks 2h 2d 7c 9s"))
    assert plain["winner_category"][8] == 1 and plain["hand_category"][4] == 1
    assert plain["seat_win"][:2] == [5040, 0]
    assert plain["wild_held"][0] == 2


def test_documented_low_uses_every_dealt_hole_card():
    # The documented rule: the low of an at-most-two hand takes all dealt hole cards and the
    # board.  Seat 0 2c 3c 4c, seat 1 Ah Kc Qd; board As 5h Ks | Kh | Qs.
    # Seat 0's low: 5-4-3-2-A (three hole cards).  High: seat 1's kings full of aces.
    tahoe_hl = game("my-tahoe-hl", deal={"hole": 3}, hand={"hole_used": "at-most-two"},
                    pot={"split": "high-low"})
    counts = play_file(tahoe_hl, 2, order("2c Ah 3c Kc 4c Qd As 5h Ks Kh Qs"))
    assert counts["low_top"][5] == 1
    assert counts["seat_win"][:2] == [2520, 2520]
    assert counts["seat_win_second"][:2] == [2520, 0]
    assert counts["wild_held"] == [0] * 16  # not written in a high-low pot


# ---------------------------------------------------------------------------
# The generic rule resolution
# ---------------------------------------------------------------------------


def test_sets_option_overrides_the_files_own_key():
    doc = copy.deepcopy(HOLDEM)
    doc["wild"] = {"always": ["K"]}
    assert resolve(doc)["wild"]["always"] == "none"          # the option's default, written last
    assert resolve(doc, {"wild": "3,9"})["wild"]["always"] == "3,9"
    # So the file's kings are not wild: seat 0 has kings full of deuces (with kings wild it
    # would have five deuces), and seat 1's aces and deuces stay two pair.
    counts = play_file(doc, 2, order("Kh Ah Kd Ac Ks 2h 2d 7c 9s"))
    assert counts["winner_category"][8] == 1 and counts["hand_category"][4] == 1
    assert counts["wild_held"][0] == 2


def test_when_order_and_decision_when():
    options = {
        "split": {"default": False, "help": "h", "when": {"true": {"wild.always": ["J"], "pot.split": "high-low"}}},
        "kings": {"default": "no", "help": "h", "choices": ["no", "yes"], "when": {"yes": {"wild.always": ["K"]}}},
        "w": {"default": 0, "help": "h", "low": 0, "high": 9, "when": {"3": {"deal.hole": 3}}},
    }
    decisions = [{"name": "keep", "help": "h", "policies": {"high": "h", "standard": "s"},
                  "when": {"standard": {"discard.at": "flop"}}}]
    doc = game("my-rules", decisions=decisions, options=options, deal={"hole": 2})
    got = resolve(doc, {"split": "true", "kings": "yes", "w": "3"}, {"keep": "standard"})
    assert got["wild"]["always"] == ["K"]        # the later option's when wins
    assert got["pot"]["split"] == "high-low"
    assert got["deal"]["hole"] == 3              # a whole-number option, given as text
    assert got["discard"]["at"] == "flop"        # the policy's when
    assert "discard" not in resolve(doc)         # defaults: nothing set
    with pytest.raises(ValueError):
        resolve(doc, {"nope": 1})
    with pytest.raises(ValueError):
        resolve(doc, {"kings": "maybe"})
    with pytest.raises(ValueError):
        resolve(doc, policies={"keep": "random"})


def test_refusals():
    deck = order("Kh Ah Kd Ac Ks 2h 2d 7c 9s")
    with pytest.raises(ValueError):  # wild with a high-low pot
        play_file(HOLDEM, 2, deck, {"wild": "2", "high_low": True})
    with pytest.raises(ValueError):  # an unknown key of a driver section
        play_file(game("bad", deal={"hole": 2, "streets": "d d"}), 2, deck)
    with pytest.raises(ValueError):  # a discard without the keep decision
        play_file(game("bad", deal={"hole": 3}, discard={"at": "deal"}), 2, deck)
    with pytest.raises(ValueError):  # a discard with two hole cards
        play_file(game("bad", decisions=KEEP, discard={"at": "deal"}), 2, deck)
    with pytest.raises(ValueError):  # an exact hand that is not five cards
        play_file(game("bad", deal={"hole": 4}, hand={"hole_used": "exactly", "hole": 2, "board": 2}), 2, deck)
    with pytest.raises(ValueError):  # more seats than the file allows
        play_file(HOLDEM | {"seats": {"least": 2, "most": 3, "default": 2}}, 4, deck)
    with pytest.raises(ValueError):  # no such driver
        play_file(HOLDEM | {"driver": "board"}, 2, deck)


# ---------------------------------------------------------------------------
# Per-deal invariants on random decks, every shipped community file
# ---------------------------------------------------------------------------

SHIPPED = ["texas-holdem", "super-eight", "tahoe", "pineapple", "crazy-pineapple", "irish"]


@pytest.mark.parametrize("name", SHIPPED)
def test_invariants_on_random_decks(name):
    doc = tomllib.loads((FILES / f"{name}.toml").read_text())
    rng = random.Random(name)
    settings = [({}, {})]
    if name == "texas-holdem":
        settings += [({"high_low": True}, {}), ({"wild": "2"}, {})]
    if "decisions" in doc:
        settings = [({}, {"keep": "standard"}), ({}, {"keep": "high"})]
    for options, policies in settings:
        high_low = options.get("high_low", False)
        for _ in range(6):
            players = rng.randint(2, 10)
            deck = full_deck()
            rng.shuffle(deck)
            c = play_file(doc, players, deck, options, policies)
            assert sum(c["hand_category"]) == players
            assert sum(c["first_seat_category"]) == 1 and sum(c["winner_category"]) == 1
            assert sum(c["seat_win"]) == 5040 and c["seat_win"][players:] == [0] * (10 - players)
            assert sum(c["wild_held"]) == (0 if high_low else players)
            assert sum(c["hole_used"]) == 1
            assert sum(c["low_top"]) == (1 if high_low else 0)
            assert sum(c["lead_changes"]) == c["vol_deals"][0] == 1
            assert c["leader_full_wins"][3:] == [0] * 5 and c["lead_changes"][4:] == [0] * 4
            if c["board_plays"][0]:
                assert c["tie"][0] == 1 and c["hole_used"][0] == 1
            for never in ("wild_rank", "wild_changes", "leader_showing_wins", "show_lead_changes",
                          "line", "winner_line"):
                assert not any(c[never])
            if "decisions" not in doc:
                assert c["regret"] == [0]


# ---------------------------------------------------------------------------
# The Omaha files against the kernel, deal by deal, at two table sizes and every option
# ---------------------------------------------------------------------------

OMAHA_FILES = ["omaha-5", "omaha-6", "big-o", "courchevel"]


@pytest.mark.parametrize("name", OMAHA_FILES)
def test_omaha_file_matches_the_kernel(name):
    doc = tomllib.loads((FILES / f"{name}.toml").read_text())
    settings = [{}] + [{key: True} for key in doc.get("options", {})]
    for index, options in enumerate(settings):
        decks = deck_texts(doc, options, np.random.default_rng(2000 + index), 25)
        for players in (2, doc["seats"]["most"]):
            kernel = kernel_counts(doc, players, decks, options)
            for deck, theirs in zip(decks, kernel):
                mine = play_file(doc, players, deck, options)
                assert mine == theirs, (name, players, options, " ".join(deck))
