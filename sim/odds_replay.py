"""Odds through a game's own kernel: the known cards put where the game deals them, the rest of
each card order completed (every completion, or a seeded sample), the orders replayed deal by deal.

Any game whose plan replays card orders answers this way, its decisions played by its policies:
this module knows only where each family deals a seat's cards. A replayed deal's pot shares
(``seat_win``) give each seat's pots won alone and shared; the hero's final hand comes from
replaying the hero alone on the same cards (the board games: nothing another seat holds changes
a hand there).
"""
from itertools import combinations

from .errors import UserError

# the board family: hole cards a seat; the five board cards follow all the hole cards
COMMUNITY_HOLE = {"texas-holdem": 2, "tahoe": 3, "super-eight": 3, "pineapple": 3,
                  "crazy-pineapple": 3, "irish": 4, "omaha": 4, "crisscross": 4,
                  "cincinnati-liz": 5}
# the draw family's games where a hand depends only on its own cards and the stock: cards dealt
# a seat; the stock follows, and seat 0 (the hero) draws first
DRAW_DEALT = {"five-card-draw": 5, "acey-deucey": 5, "pregnant-threes": 5, "heinz-57": 5,
              "snowmen-and-hockey-sticks": 5, "stedmans": 5}
HAND = 5
BOARD = 5
BATCH = 8192
EXACT_LIMIT = 2_000_000   # completions replayed one by one, a few microseconds each


def hole_count(variant_id):
    return COMMUNITY_HOLE.get(variant_id) or DRAW_DEALT[variant_id]


def positions(variant_id, players):
    """(hole positions [seat][i], board positions, the positions of the cards the hero gets after
    his hole cards: the board, or the stock he draws from first) in a card order."""
    n_hole = hole_count(variant_id)
    holes = [[i * players + p for i in range(n_hole)] for p in range(players)]
    after = [n_hole * players + j for j in range(BOARD if variant_id in COMMUNITY_HOLE else HAND)]
    return holes, (after if variant_id in COMMUNITY_HOLE else []), after


def replay_odds(variant, options, policies, holes, board, rest, players, exact, trials, seed):
    """The summed counts (kernels/odds_board's row layout) of the situation, through the game's
    kernel: every completion when ``exact``, else ``trials`` sampled ones."""
    import numpy as np

    from kernels import odds_board as ko

    n_hole = hole_count(variant.id)
    plan = variant.plan(options, policies, players)
    hero_plan = variant.plan(options, policies, 1)
    hole_pos, board_pos, after_pos = positions(variant.id, players)
    n_known = len(holes)
    unknown_pos = [q for p in range(n_known, players) for q in hole_pos[p]] + board_pos[len(board):]
    known_pos = [q for p in range(n_known) for q in hole_pos[p]] + board_pos[:len(board)]
    known_cards = [c for h in holes for c in h] + list(board)
    tail_pos = [q for q in range(52) if q not in set(known_pos) | set(unknown_pos)]
    hero_hole, _, hero_after = positions(variant.id, 1)
    hero_tail = [q for q in range(52) if q not in set(hole_pos[0]) | set(after_pos)]
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
        hero[:, hero_after] = orders[:, after_pos]
        hero[:, n_hole + len(after_pos):] = orders[:, hero_tail]
        cats = hero_plan.replay(hero)[:, cat_at:cat_at + ko.N_CATEGORIES]
        row[ko.O_HERO_CAT:ko.O_HERO_CAT + ko.N_CATEGORIES] += cats.sum(axis=0)
        row[ko.O_TRIALS] += len(fill)

    if exact and variant.id in DRAW_DEALT:
        # one seat: every draw of as many cards as the policy throws away (a probe deal tells)
        probe = np.empty((1, 52), dtype=np.int8)
        probe[:, known_pos] = known_cards
        probe[:, unknown_pos + tail_pos] = rest
        drawn = plan.named(plan.replay(probe)[0])["drawn"]
        k = int(np.flatnonzero(drawn)[0])
        for batch in _exact_fills(len(rest), k, 0, n_hole):
            add(rest[batch])
    elif exact:
        for batch in _exact_fills(len(rest), BOARD - len(board), players - n_known, n_hole):
            add(rest[batch])
    else:
        from .runner import parse_trials

        n = parse_trials(trials)
        for b, start in enumerate(range(0, n, BATCH)):
            rng = np.random.default_rng([int(seed), b])
            size = min(BATCH, n - start)
            add(rng.permuted(np.tile(rest, (size, 1)), axis=1))
    return row


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
