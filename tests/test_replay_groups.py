"""Completions grouped where cards are interchangeable (sim/studies/replay_groups.py) against
every completion replayed one by one, count for count: the stud games' orders (razz and guts by
ranks, the plain high games by ranks of the suits nobody can flush), and the hero's draw alone in
the draw games with nothing wild by ranks with flushes apart. Situations are drawn by hypothesis
(derandomized, no example database): a failure names its situation."""
from math import comb, perm

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import sim
from sim.spec.cards import format_card
from sim.spec.game_spec import all_variants, get_variant, parse_spec, resolve_choices
from sim.studies import odds_replay, replay_groups
from sim.studies.odds_stud import UP, interchangeable, stud_deal, stud_situation

SETTINGS = dict(derandomize=True, database=None, deadline=None, print_blob=True,
                suppress_health_check=list(HealthCheck),
                phases=[p for p in Phase if p is not Phase.explain])


def cards_text(codes):
    return "".join(format_card(c) for c in codes)


# the stud games whose orders are grouped: no decision, suits looked at by a flush or not at all
GROUPED_STUD = [g.id for g in all_variants()
                if g.odds_cards().deal == "stud" and g.odds_cards().suits != "any" and not g.decisions]


def stud_rows(game, hands, dead):
    """(every order's row, the grouped orders' row) of a stud situation."""
    v = get_variant(game)
    opts, pols = v.resolve_options({}), v.resolve_policies({})
    plan = v.plan(opts, pols, len(hands))
    known_pos, known_cards, free, rest, most, _ = stud_situation(v, plan, hands, dead, len(hands))
    groups = interchangeable(v, opts, plan, known_pos, known_cards, free, rest, most)
    assert groups is not None

    def count(fills):
        return odds_replay.count_orders(plan, len(hands), known_pos, known_cards, free, fills,
                                        len(known_pos) + len(free))

    return (count(odds_replay.ordered_fills(rest, most)),
            count(replay_groups.grouped_orders(rest, most, groups)))


@st.composite
def stud_situations(draw, game, to_come=1):
    """Seats of ``game`` at the street with ``to_come`` cards a seat to come (one: 2 or 3 seats;
    two, under -m slow: heads-up, some two million orders), every card known, drawn mostly from
    two suits and six ranks (flushes alive, pairs common), and up to four dead cards."""
    v = get_variant(game)
    plan = v.plan(v.resolve_options({}), v.resolve_policies({}), 2)
    script = stud_deal(v, plan)[0]
    street = len(script) - to_come
    n_down = sum(1 for x in script[:street] if x != UP)
    n_up = script[:street].count(UP)
    n = draw(st.integers(2, 3)) if to_come == 1 else 2
    suits = draw(st.permutations(range(4)))
    weight = {suits[0]: 0, suits[1]: 1, suits[2]: 2, suits[3]: 2}
    ranks = draw(st.lists(st.integers(0, 12), min_size=52, max_size=52))
    order = sorted(range(52), key=lambda c: (weight[c & 3] + (c >> 2 not in ranks[:6]), ranks[c], c))
    cards = draw(st.permutations(order[:26])) + order[26:]
    hands, at = [], 0
    for _ in range(n):
        down, up = cards[at:at + n_down], cards[at + n_down:at + n_down + n_up]
        hands.append(f"{cards_text(down)}/{cards_text(up)}")
        at += n_down + n_up
    dead = cards_text(cards[at:at + draw(st.integers(0, 4))]) or None
    return hands, dead


@pytest.mark.parametrize("game", GROUPED_STUD)
def test_stud_orders_grouped_count_as_every_order(game):
    @settings(max_examples=15, **SETTINGS)
    @given(stud_situations(game))
    def agree(case):
        plain, grouped = stud_rows(game, *case)
        assert np.array_equal(plain, grouped)

    agree()


@pytest.mark.slow
@pytest.mark.parametrize("game", ["razz", "seven-card-stud"])
def test_stud_orders_grouped_count_as_every_order_two_streets_out(game):
    @settings(max_examples=2, **SETTINGS)
    @given(stud_situations(game, to_come=2))
    def agree(case):
        plain, grouped = stud_rows(game, *case)
        assert np.array_equal(plain, grouped)

    agree()


def test_the_grouped_stud_games_are_the_plain_ones():
    assert {"razz", "seven-card-stud", "seven-card-stud-hi-lo", "five-card-stud"} <= set(GROUPED_STUD)
    assert "high-chicago" not in GROUPED_STUD and "follow-the-queen" not in GROUPED_STUD


def test_a_rank_sequence_stands_for_its_card_orders():
    rest = np.array([c for c in range(52) if c not in (0, 1, 2, 20, 33)])  # three deuces, a 7, a
    groups = replay_groups.rank_groups(rest)  # 10 gone
    weights = np.concatenate([w for _, w in replay_groups.grouped_orders(rest, 3, groups)])
    assert weights.sum() == perm(47, 3)
    # less the sequences of two deuces (three places for the other rank's card) or three
    assert len(weights) == replay_groups.order_count(groups, 3) == 13 ** 3 - 3 * 12 - 1


def test_razz_odds_count_every_order_exactly():
    a = sim.odds("razz", ["As2d/3c4h5s", "Kd9h/8s7c6d"], exact=True)
    assert a["exact"] and a["trials"] == perm(42, 4)


# grouped, and (with wild cards or four-card flushes) replayed one by one: the same counts
DRAW_GAMES = ["five-card-draw", "deuce-to-seven-single-draw", "five-card-draw(wild=2)",
              "five-card-draw(canadian=true)"]


def draw_rows(game, hand, dead):
    """(every draw's row, the grouped draws' row) of the hero alone."""
    v, given = parse_spec(game)
    opts, pols = resolve_choices(v, given)
    seen = set(hand) | set(dead)
    rest = [c for c in range(52) if c not in seen]
    return [odds_replay.replay_odds(v, opts, pols, [list(hand)], [], rest, 1, True, None, 1,
                                    grouped=grouped) for grouped in (False, True)]


@st.composite
def draw_hands(draw):
    """A hand of five, suited and paired hands common (so every draw size is played), and up to
    five dead cards."""
    suit = draw(st.integers(0, 3))
    suited = [c for c in range(52) if c & 3 == suit]
    pool = draw(st.permutations(suited))[:draw(st.integers(0, 5))]
    others = draw(st.permutations([c for c in range(52) if c not in pool]))
    cards = (pool + others)[:5]
    dead = [c for c in others if c not in cards][:draw(st.integers(0, 5))]
    return cards, dead


@pytest.mark.parametrize("game", DRAW_GAMES)
def test_draws_grouped_count_as_every_draw(game):
    @settings(max_examples=12, **SETTINGS)
    @given(draw_hands())
    def agree(case):
        plain, grouped = draw_rows(game, *case)
        assert np.array_equal(plain, grouped)

    agree()


@pytest.mark.parametrize("k", range(6))
def test_draw_groups_stand_for_every_draw(k):
    rest = [c for c in range(52) if c not in (0, 4, 8, 12, 17)]  # four clubs and a diamond out
    weights = np.concatenate([w for _, w in replay_groups.draw_groups(rest, k)])
    assert weights.sum() == comb(47, k) and (weights > 0).all()


def test_an_option_that_makes_cards_wild_stops_the_grouping():
    """A game file's option may bring wild cards into a plain game: then a flush needs fewer
    cards of its suit, and the orders are replayed one by one."""
    from importlib.resources import files

    from sim.spec.game_source import load_text

    text = (files("sim") / "games" / "files" / "seven-card-stud.toml").read_text(encoding="utf-8")
    text = text.replace('id = "seven-card-stud"', 'id = "stud-deuces-option"').replace(
        "[options.high_low]", "[options.deuces]").replace(
        '"pot.split" = "high-low", "pot.qualifier" = "eight"', '"wild.always" = ["2"]')
    v = load_text(text, "stud-deuces-option.toml")
    assert v.odds_cards_for(v.resolve_options({})).suits == "flush"
    assert v.odds_cards_for(v.resolve_options({"deuces": True})).suits == "any"
    plain = get_variant("seven-card-stud")  # its high-low split's low looks at no suit
    assert plain.odds_cards_for(plain.resolve_options({"high_low": True})).suits == "flush"


@pytest.mark.parametrize("game, suits", [("five-card-draw", "flush"),
                                         ("five-card-draw(wild=2)", "any"),
                                         ("five-card-draw(canadian=true)", "any"),
                                         ("deuce-to-seven-single-draw", "flush")])
def test_a_draw_is_grouped_only_where_a_flush_is_five_of_a_suit(game, suits):

    v, given = parse_spec(game)
    assert v.odds_cards_for(resolve_choices(v, given)[0]).suits == suits



def test_openers_chosen_as_an_option_stop_the_exact_draw_alone():
    """Openers decide whether a deal is played, so a hand no longer depends on its own cards
    and the stock alone: the exact count is refused and the sample answers."""
    from sim.errors import UserError

    v, given = parse_spec("five-card-draw(qualifier=jacks)")
    assert get_variant("five-card-draw").odds_cards().exact_alone
    assert not v.odds_cards_for(resolve_choices(v, given)[0]).exact_alone
    with pytest.raises(UserError, match="depends on more than its own cards"):
        sim.odds("five-card-draw(qualifier=jacks)", ["AsAdKc7h3d"], players=1, exact=True)
    assert not sim.odds("five-card-draw(qualifier=jacks)", ["AsAdKc7h3d"], players=1,
                        trials=2000)["exact"]


def test_the_spanish_deck_chosen_as_an_option_is_the_deck_counted():
    """AsAd drawing three from the 32-card deck's 27 cards left (Kc Qh 7h thrown): four aces
    are both aces and one of 25 cards; a full house is a third ace (2 ways) with a pair of K, Q
    or 7 (3 each) or of 8, 9, T or J (6 each), or trips of K, Q or 7 (1 each) or of 8 to J (4
    each): 2 x 33 + 19."""
    a = sim.odds("five-card-draw(spanish=true)", ["AsAdKcQh7h"], players=1, exact=True)
    cats = a["tables"]["hand_category"]
    assert a["trials"] == comb(27, 3)
    assert (cats["four-of-a-kind"]["count"], cats["full-house"]["count"]) == (25, 85)
