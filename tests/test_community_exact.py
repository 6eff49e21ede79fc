"""The community driver's hand rule HAND_EXACT (exactly so many hole cards and so many board
cards): run as Omaha (two of four, three of five), deal by deal on replayed card orders, it counts
every counter exactly as Omaha's own kernel (kernels/games/omaha.py, held to its twin in
tests/test_omaha.py), high and high-low, and so does a seeded run; run as one of three hole cards with four of the board,
its winners against the plain-Python evaluator (tests/reference/evaluator.py)."""
from itertools import combinations

import numpy as np
import pytest

from kernels.drivers import community_layout as kc
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from sim.games.community import community_plan
from tests.reference.evaluator import CATEGORY_INDEX, fast_high
from tests.stud_replay import make_plan, stable_seed


def _orders(seed, n):
    rng = np.random.default_rng(seed)
    return np.array([rng.permutation(make_deck()) for _ in range(n)], dtype=np.int8)


@pytest.mark.parametrize("high_low", [False, True])
@pytest.mark.parametrize("players", [2, 6, 10])
def test_the_exact_rule_counts_as_omaha_s_kernel(players, high_low):
    orders = _orders(stable_seed("exact-omaha", players, high_low), 150)
    own = make_plan("omaha(high_low=true)" if high_low else "omaha", players)
    driver = community_plan({}, players, hole=kc.HOLE_OMAHA, hand_rule=kc.HAND_EXACT,
                            exact=(2, 3), high_low=high_low)
    assert driver.inputs["rules"][kc.R_HAND_RULE] == kc.HAND_EXACT
    for order, a, b in zip(orders, own.replay(orders), driver.replay(orders)):
        assert np.array_equal(a, b), " ".join(format_card(int(x)) for x in order)


@pytest.mark.parametrize("high_low", [False, True])
def test_a_seeded_run_of_the_exact_rule_counts_as_omaha_s_kernel(high_low):
    from kernels.core.rng import block_keys

    keys = block_keys(20261205, 0, 4)
    own = make_plan("omaha(high_low=true)" if high_low else "omaha", 9)
    driver = community_plan({}, 9, hole=kc.HOLE_OMAHA, hand_rule=kc.HAND_EXACT, exact=(2, 3),
                            high_low=high_low)
    assert np.array_equal(own.run_blocks(keys, 4096, 0, 16384),
                          driver.run_blocks(keys, 4096, 0, 16384))


def _exact_best(hole, board, n_hole, n_board):
    """The best five of exactly ``n_hole`` of ``hole`` and ``n_board`` of ``board``."""
    best = None
    for h in combinations(hole, n_hole):
        for b in combinations(board, n_board):
            category, tiebreak, _ = fast_high(list(h) + list(b))
            value = (CATEGORY_INDEX[category], tuple(tiebreak))
            best = value if best is None or value > best else best
    return best


@pytest.mark.parametrize("players", [2, 7])
def test_one_of_three_hole_cards_with_four_of_the_board(players):
    plan = community_plan({}, players, hole=3, hand_rule=kc.HAND_EXACT, exact=(1, 4))
    orders = _orders(stable_seed("exact-one-four", players), 120)
    for order, row in zip(orders, plan.replay(orders)):
        cards = [format_card(int(x)) for x in order]
        holes = [[cards[i * players + p] for i in range(3)] for p in range(players)]
        board = cards[3 * players:3 * players + 5]
        values = [_exact_best(hole, board, 1, 4) for hole in holes]
        best = max(values)
        winners = [p for p in range(players) if values[p] == best]
        c = plan.named(row)
        assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == \
            list(CATEGORY_INDEX)[best[0]], cards
        assert list(c["seat_win"][:players]) == [
            kc.SHARE_UNITS // len(winners) if p in winners else 0 for p in range(players)], cards
        assert c["board_plays"][0] == 0 and not c["hole_used"].any()


@pytest.mark.parametrize("exact", [(2, 2), (3, 3), (5, 0)])
def test_an_exact_hand_is_five_cards_of_the_hole_and_board(exact):
    with pytest.raises(ValueError, match="exact hand"):
        community_plan({}, 3, hole=4, hand_rule=kc.HAND_EXACT, exact=exact)


# Omaha written as a game file of the community driver: the key hand.hole_used = "exactly"
OMAHA_FILE = '''\
id = "file-omaha"
name = "File Omaha"
family = "community"
driver = "community"
source = "a copy of Omaha, for the tests"
summary = "Four hole cards each and a five-card board; exactly two of the four and three of the five."
rules = "Omaha: exactly two of four hole cards with exactly three of the five board cards."

[seats]
least = 2
most = 10
default = 9

[deal]
hole = 4

[hand]
hole_used = "exactly"
hole = 2
board = 3

[options.high_low]
default = false
help = "split the pot with the best ace-to-five low, eight or better"
when.true = {"pot.split" = "high-low"}
'''


@pytest.mark.parametrize("high_low", [False, True])
def test_a_game_file_with_an_exact_hand_counts_as_omaha_s_kernel(tmp_path, high_low):
    import sim

    path = tmp_path / "file-omaha.toml"
    path.write_text(OMAHA_FILE, encoding="utf-8")
    options = {"high_low": True} if high_low else {}
    mine = sim.run(str(path), options=options, players=6, trials=16384, seed=11, write=False,
                   plots=False, threads=1)
    kernel = sim.run("omaha", options=options, players=6, trials=16384, seed=11, write=False,
                     plots=False, threads=1)
    assert (mine.counts == kernel.counts).all()


@pytest.mark.parametrize("change, message", [
    (("board = 3", "board = 2"), "hand.board: a hand is five cards"),
    (("hole = 4\n\n[hand]\nhole_used = \"exactly\"\nhole = 2\nboard = 3",
      "hole = 3\n\n[hand]\nhole_used = \"exactly\"\nhole = 4\nboard = 1"),
     "hand.hole: a hand uses 4 hole cards, but a player has 3"),
    (("board = 3\n", ""), "hand.board: missing"),
    (('hole_used = "exactly"', 'hole_used = "any"'), 'hand.hole: only with hand.hole_used = "exactly"'),
    (("[hand]", '[discard]\nat = "deal"\n\n[hand]'), "discard.at: an exact hand"),
    (("[hand]", '[wild]\nalways = ["2"]\n\n[hand]'), "wild.always: the community driver's exact hands"),
])
def test_a_file_s_exact_hand_is_refused_in_one_line_naming_the_key(capsys, tmp_path, change,
                                                                   message):
    from tests.cli_calls import one_error_line, run_cli

    path = tmp_path / "bad-omaha.toml"
    path.write_text(OMAHA_FILE.replace(*change), encoding="utf-8")
    code, out, err = run_cli(capsys, "show", str(path))
    assert code == 2 and message in one_error_line(err), err
    assert str(path) in err
