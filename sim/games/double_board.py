"""Double-board hold'em and Omaha: two boards, half the pot to each, on kernels of their own
(kernels/games/double_board.py), since the community driver deals one board."""

from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES
from kernels.drivers import community_layout as kc

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import proportion_table, shares_table, single
from ..spec.game_spec import GameSpec, OddsCards, register

RULES = """\
Hold'em with two boards, for 2 to 10 players with one 52-card deck, nothing wild, no betting:
nobody folds. Each player gets two hole cards, one at a time round the table; then two boards of
five are dealt street by street, the first board's flop, the second's, the first's turn, the
second's, the first's river, the second's, no cards burned. On each board every player's hand is
the best five of his two cards and that board's five. Half the pot goes to the best hand on the
first board, half to the best on the second, equal hands splitting their half; a player best
alone on both boards scoops.

The tables count each board's winning hand (two a deal) and each player's hand on each board;
tie is the deals where a half was shared, scoop the deals one player took whole. Volatility is
not measured. `odds` takes a situation before the flops (the hole cards), sampled, or with both
boards at a street (--board FIRST/SECOND, as many cards on each), every completion counted; its
final-hand table is the first seat's hand on the first board."""


OMAHA_RULES = """\
Omaha with two boards, for 2 to 10 players with one 52-card deck, nothing wild, no betting:
nobody folds. Each player gets four hole cards, one at a time round the table; then two boards
of five are dealt street by street, the first board's flop, the second's, the first's turn, the
second's, the first's river, the second's, no cards burned. On each board a player's hand is the
best five made of exactly two of his four cards and exactly three of that board's five. Half the
pot goes to the best hand on the first board, half to the best on the second, equal hands
splitting their half; a player best alone on both boards scoops.

The tables are those of double-board hold'em: each board's winning hand (two a deal), each
player's hand on each board, the deals where a half was shared and those one player took whole.
Volatility is not measured. `odds` takes a situation as double-board hold'em does (four hole
cards a hand); its final-hand table is the first seat's hand on the first board."""


def _plan(options, policies, players, hole=2):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.double_board import (run_double_board_blocks,
                                            run_double_board_omaha_blocks)
    from kernels.games.omaha import hole_slots

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = hole
    rules[kc.R_VOL_EVERY] = 1
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    ctw = np.ascontiguousarray(wild_rank_tables(0)[0][:1])
    offs, nonflush, flush = hash_tables()
    idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]

    def decode(counts, trials):
        c = named_counts(counts, kc.OFFSETS)
        return {
            "winner_category": proportion_table(c["winner_category"][idx], 2 * trials,
                                                STANDARD_CATEGORIES),
            "hand_category": proportion_table(c["hand_category"][idx], 2 * trials * players,
                                              STANDARD_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, kc.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials),
                    "scoop": single(int(c["scoop"][0]), trials)},
            "events": {"scoop": single(int(c["scoop"][0]), trials)},
        }

    describe = {"deal": f"{hole} down; two boards: flop, flop, turn, turn, river, river",
                "players": players, "pot": "half to each board's best hand", "wild": "none"}
    if hole == 2:
        return kernel_plan(run_double_board_blocks, deck, players, rules,
                           (ctw, offs, nonflush, flush), decode, describe, kc.OFFSETS,
                           inputs=dict(ctw=ctw))
    from ..spec.evaluation import omaha_tables

    describe["deal"] += "; exactly 2 down and 3 up"
    tables_in = (flush, omaha_tables(False)[0], hole_slots(hole))
    return kernel_plan(run_double_board_omaha_blocks, deck, players, rules, tables_in, decode,
                       describe, kc.OFFSETS)


def _omaha_plan(options, policies, players):
    return _plan(options, policies, players, hole=4)


# what double-board hold'em and Omaha declare alike
_DOUBLE_BOARD = dict(
    family="community",
    source="the standard game, as home and mixed games deal it (no rule source)",
    metrics=("winner_category", "hand_category", "scoop"),
    headline=("winner_category", "seat_win"),
    table_notes={"winner_category": "Each board's winning hand: two a deal.",
                 "hand_category": "Each player's hand on each board: two a player a deal."},
    players=(2, 10), default_players=6, split_pot=True,
)

register(GameSpec(
    id="double-board-holdem", name="Double-Board Hold'em",
    odds=OddsCards(deal="board", hole=2, boards=2),
    aliases=("double-board", "double-board-hold-em"),
    summary="Hold'em with two boards: half the pot to the best hand on each.",
    rules=RULES, plan=_plan,
    players_reason="two cards each and ten on the boards: ten players take 30 cards",
    **_DOUBLE_BOARD,
))

register(GameSpec(
    id="double-board-omaha", name="Double-Board Omaha",
    odds=OddsCards(deal="board", hole=4, boards=2),
    aliases=("double-board-plo",),
    summary="Omaha with two boards: half the pot to the best hand on each.",
    rules=OMAHA_RULES, plan=_omaha_plan,
    players_reason="four cards each and ten on the boards: ten players take 50 cards",
    **_DOUBLE_BOARD,
))
