"""What is wild now (sim/games/wild_now.py), which the odds page names as cards are tapped,
against the stud reference twin's moving-wild rule (tests/reference/game_files/stud.py) on
generated situations: the up cards of 1 to 5 seats, shown street by street, seat 0 first."""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import sim
from sim.spec.cards import format_card
from sim.games.wild_now import wild_now
from tests.reference.game_files.stud import _Deal, resolve_rules

RANKS = "23456789TJQKA"
MOVING_GAMES = ["follow-the-queen", "follow-the-queen(queens_wild=true)", "sequence", "dirty-schultz",
                "yanqui-baseball"]


def reference_moving(variant, opts, pols, ups):
    deal = _Deal(resolve_rules(variant.game_file.rules_for(opts, pols)), len(ups), [])
    shown = [[] for _ in ups]
    for street in range(max(len(u) for u in ups)):
        for seat, up in enumerate(ups):
            if street < len(up):
                card = format_card(up[street])
                deal.show(card, shown[seat])
                shown[seat].append(card)
    return None if deal.moving is None else RANKS[deal.moving]


@st.composite
def situations(draw):
    seats = draw(st.integers(1, 5))
    streets = draw(st.integers(1, 4))
    cards = draw(st.permutations(range(52)))
    # a seat's up cards: every seat shows as many, but the hero may be a street ahead of none
    return [list(cards[s * streets:(s + 1) * streets]) for s in range(seats)]


@pytest.mark.parametrize("spec", MOVING_GAMES)
@settings(max_examples=150, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ups=situations())
def test_the_moving_rank_is_the_reference_twins(spec, ups):
    v, given_opts = sim.parse_spec(spec)
    opts, pols = v.resolve_options(given_opts), v.resolve_policies({})
    hands = ["AsAh/" + "".join(format_card(c) for c in ups[0])] + [
        "/" + "".join(format_card(c) for c in up) for up in ups[1:]]
    hands[0] = "/" + hands[0][5:]  # the down cards do not matter here
    answer = wild_now(v, opts, pols, hands)
    assert answer["moving"] == reference_moving(v, opts, pols, ups)
    always = v.game_file.rules_for(opts, pols)["wild"]["always"]
    assert answer["ranks"] == list(always) + ([answer["moving"]] if answer["moving"] and answer["moving"] not in always else [])


def test_the_words_name_the_card_that_set_it():
    v = sim.get_variant("follow-the-queen")
    opts, pols = v.resolve_options({}), v.resolve_policies({})
    a = wild_now(v, opts, pols, ["AsAh/Qd 5c", "/8h Qs", "/2c 9d"])
    assert a["moving"] == "9" and a["why"] == "9d (seat 2, up card 2) followed Qs (seat 1, up card 2)"
    b = wild_now(v, opts, pols, ["AsAh/Qd", "/Qh"])
    assert b["ranks"] == [] and "nothing is wild until the next up card" in b["why"]


@pytest.mark.parametrize("spec, ranks, words", [
    ("texas-holdem", [], "nothing is wild"),
    ("five-card-draw(wild=2)", ["2"], "2s wild in every hand"),
    ("baseball", ["3", "9"], "3s and 9s wild in every hand"),
    ("seven-up", ["7"], "middle"),
    ("kings-and-little-ones(stud=true)", None, "this game's rules"),  # a kernel of its own
])
def test_fixed_and_unseen_wild_ranks_are_said(spec, ranks, words):
    v, given_opts = sim.parse_spec(spec)
    cards = v.odds_cards()
    hand = "AsAh/Kd" if cards.deal == "stud" else "AsAh" if cards.deal == "board" else "AsAhKdKc2c"
    a = wild_now(v, v.resolve_options(given_opts), v.resolve_policies({}), [hand])
    assert a["ranks"] == ranks and words in a["why"]
