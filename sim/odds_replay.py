"""Odds through a game's own kernel: the known cards put where the game deals them, the rest of
each card order completed (every completion, or a seeded sample), the orders replayed deal by deal.

Any game whose plan replays card orders answers this way, its decisions played by its policies:
this module knows only where each family deals a seat's cards. A replayed deal's pot shares
(``seat_win``) give each seat's pots won alone and shared; the hero's final hand comes from
replaying the hero alone on the same cards (the board games: nothing another seat holds changes
a hand there).
"""
from itertools import combinations
from math import comb

from .errors import UserError

# the board family: hole cards a seat; the five board cards follow all the hole cards
COMMUNITY_HOLE = {"texas-holdem": 2, "tahoe": 3, "super-eight": 3, "pineapple": 3,
                  "crazy-pineapple": 3, "irish": 4, "omaha": 4, "crisscross": 4,
                  "cincinnati-liz": 5}
BOARD = 5
BATCH = 8192
EXACT_LIMIT = 2_000_000   # completions replayed one by one, a few microseconds each


def positions(n_hole, players):
    """(hole positions [seat][i], board positions) in a card order."""
    holes = [[i * players + p for i in range(n_hole)] for p in range(players)]
    return holes, [n_hole * players + j for j in range(BOARD)]


def replay_odds(variant, options, policies, holes, board, rest, players, exact, trials, seed):
    """The summed counts (kernels/odds_board's row layout) of the situation, through the game's
    kernel: every completion when ``exact``, else ``trials`` sampled ones."""
    import numpy as np

    from kernels import odds_board as ko

    n_hole = COMMUNITY_HOLE[variant.id]
    plan = variant.plan(options, policies, players)
    hero_plan = variant.plan(options, policies, 1)
    hole_pos, board_pos = positions(n_hole, players)
    n_known = len(holes)
    unknown_pos = [q for p in range(n_known, players) for q in hole_pos[p]] + board_pos[len(board):]
    known_pos = [q for p in range(n_known) for q in hole_pos[p]] + board_pos[:len(board)]
    known_cards = [c for h in holes for c in h] + list(board)
    tail_pos = [q for q in range(52) if q not in set(known_pos) | set(unknown_pos)]
    hero_hole, hero_board = positions(n_hole, 1)
    hero_tail = [q for q in range(52) if q not in set(hole_pos[0]) | set(board_pos)]
    rest = np.array(rest, dtype=np.int8)
    row = np.zeros(ko.N_COUNTS, dtype=np.int64)
    seat_at = plan.layout["seat_win"][0]
    cat_at = plan.layout["hand_category"][0]

    def add(fill):
        """Replay the orders whose unknown then tail positions hold ``fill`` (one row a deal)."""
        orders = np.empty((len(fill), 52), dtype=np.int8)
        orders[:, known_pos] = known_cards
        orders[:, unknown_pos + tail_pos] = fill
        units = plan.replay(orders)[:, seat_at:seat_at + players]
        full = units == ko.SHARE_UNITS
        row[ko.O_WIN:ko.O_WIN + players] += full.sum(axis=0)
        row[ko.O_TIE:ko.O_TIE + players] += ((units > 0) & ~full).sum(axis=0)
        row[ko.O_UNITS:ko.O_UNITS + players] += units.sum(axis=0)
        hero = np.empty_like(orders)
        hero[:, hero_hole[0]] = orders[:, hole_pos[0]]
        hero[:, hero_board] = orders[:, board_pos]
        hero[:, n_hole + BOARD:] = orders[:, hero_tail]
        cats = hero_plan.replay(hero)[:, cat_at:cat_at + ko.N_CATEGORIES]
        row[ko.O_HERO_CAT:ko.O_HERO_CAT + ko.N_CATEGORIES] += cats.sum(axis=0)
        row[ko.O_TRIALS] += len(fill)

    need = len(unknown_pos)
    if exact:
        for batch in _exact_fills(len(rest), BOARD - len(board), players - n_known, n_hole):
            add(rest[batch])
    else:
        from .runner import parse_trials

        n = parse_trials(trials)
        for b, start in enumerate(range(0, n, BATCH)):
            rng = np.random.default_rng([int(seed), b])
            size = min(BATCH, n - start)
            add(rng.permuted(np.tile(rest, (size, 1)), axis=1))
    assert need <= len(rest)
    return row


def exact_count(n_rest, n_board, n_unknown, n_hole):
    total = comb(n_rest, BOARD - n_board)
    for k in range(n_unknown):
        total *= comb(n_rest - (BOARD - n_board) - k * n_hole, n_hole)
    return total


def _exact_fills(n_rest, need_board, n_unknown, n_hole):
    """Batches of index rows into the cards left: the unknown seat's hole cards (at most one
    seat), then the board's missing cards, then every other card (the tail), for every
    completion."""
    import numpy as np

    if n_unknown > 1:
        raise UserError("exact odds through the game's kernel take at most one unknown seat")
    batch = []
    everything = range(n_rest)
    for more in combinations(everything, need_board):
        left = [i for i in everything if i not in more]
        for extra in (combinations(left, n_hole) if n_unknown else [()]):
            used = set(more) | set(extra)
            batch.append(list(extra) + list(more) + [i for i in everything if i not in used])
            if len(batch) == BATCH:
                yield np.array(batch, dtype=np.int64)
                batch = []
    if batch:
        yield np.array(batch, dtype=np.int64)
