"""Odds through a game's own kernel: the known cards put where the game deals them, the rest of
each card order completed (every completion, or a seeded sample), the orders replayed deal by deal.

Any game whose plan replays card orders answers this way, its decisions played by its policies:
where the board and draw families deal a seat's cards is each game's OddsCards (sim/spec/game_spec.py;
sim/studies/odds_stud.py follows the stud family's streets). A replayed deal's pot shares (``seat_win``) give each seat's pots won
alone and shared, and its ``first_seat_category`` the hero's final hand.
"""
from itertools import combinations, permutations
from math import comb

from ..errors import UserError

BOARD = 5
# a two-board game's boards among the ten cards after the holes: flop, flop, turn, turn, river,
# river (kernels/games/double_board.py deals them so)
TWO_BOARDS = ((0, 1, 2, 6, 8), (3, 4, 5, 7, 9))
BATCH = 8192
EXACT_LIMIT = 2_000_000   # completions replayed one by one, a few microseconds each
UNTIL_CI_ROUND = 8        # --until-ci looks at its intervals every 65,536 completions
UNTIL_CI_MAX = 10**7


def positions(variant, players, cards=None):
    """(hole positions [seat][i], board positions) in a card order: the hole cards round the
    table a card at a time (a kitty as one more seat), then the board. ``cards``: the game's
    OddsCards with the options chosen (its defaults' when not given)."""
    cards = cards or variant.odds_cards()
    n_hole = cards.hole
    step = players + cards.kitty
    holes = [[i * step + p for i in range(n_hole)] for p in range(players)]
    board = [n_hole * step + j for j in range(BOARD)] if cards.deal == "board" else []
    return holes, board


def replay_odds(variant, options, policies, holes, board, rest, players, exact, trials, seed,
                width=None, progress=None, grouped=True):
    """The summed counts (kernels/odds_board's row layout) of the situation, through the game's
    kernel: every completion when ``exact``, else ``trials`` sampled ones (or, given a half-
    ``width``, rounds of them until every interval is that narrow). ``progress``
    (sim/studies/odds_progress.py) is told of every batch and may stop the count between two.
    ``grouped``: draws of the hero alone grouped where cards are interchangeable
    (sim/studies/replay_groups.py); False replays every one (the tests' plain count)."""
    import numpy as np

    from .odds_answer import completions
    from ..engine.runner import parse_trials

    cards = variant.odds_cards_for(options)
    n_hole = cards.hole
    n_known = len(holes)
    plan = variant.plan(options, policies, players)
    known_pos, known_cards, free_pos = order_positions(variant, players, holes, board, rest, cards)
    rest = np.array(rest, dtype=np.int8)
    n_deck = len(cards.deck or range(52))
    if exact and cards.exact_alone:
        # one seat: every draw of as many cards as the policy throws away (a probe deal tells)
        probe = np.empty((1, n_deck), dtype=np.int8)
        probe[:, known_pos] = known_cards
        probe[:, free_pos] = rest
        drawn = plan.named(plan.replay(probe)[0])["drawn"]
        k = int(np.flatnonzero(drawn)[0])
        from .replay_groups import draw_groups

        if grouped and cards.suits == "flush":
            fills = draw_groups(rest, k)  # a flush only where the cards drawn are of one suit
        else:
            fills = _exact_fills(rest, k, 0, n_hole)
        total = comb(len(rest), k)
    elif exact and cards.boards > 1:
        need = BOARD - len(board) // 2
        fills = _exact_fills(rest, need, players - n_known, n_hole, second=need)
        total = comb(len(rest), need) * completions(len(rest) - need, BOARD - need,
                                                    players - n_known, n_hole)
    elif exact:
        fills = _exact_fills(rest, BOARD - len(board), players - n_known, n_hole)
        total = completions(len(rest), len(board), players - n_known, n_hole)
    elif width is not None:
        return sample_until(lambda fills: count_orders(plan, players, known_pos, known_cards,
                                                       free_pos, fills, n_deck, progress),
                            rest, seed, width, players, progress)
    else:
        fills = sampled_fills(rest, trials, seed)
        total = parse_trials(trials)
    if progress is not None:
        progress.total = total
    return count_orders(plan, players, known_pos, known_cards, free_pos, fills, n_deck, progress)


def order_positions(variant, players, holes, board, rest, cards=None):
    """(known positions, their cards, free positions) of a 52-card order holding the known seats'
    ``holes`` and the ``board`` where the game deals them: the unknown seats' cards and the
    board's missing ones first among the free positions, then the rest of the deck, the dead
    cards buried at its bottom (bury_dead). ``cards``: as for positions."""
    cards = cards or variant.odds_cards()
    hole_pos, board_pos = positions(variant, players, cards)
    n_known = len(holes)
    if cards.boards > 1:  # A's cards then B's, as far as given, then the rest
        at = len(hole_pos[0]) * (players + cards.kitty)
        half = len(board) // 2
        sides = [[at + i for i in side] for side in TWO_BOARDS]
        known_board = sides[0][:half] + sides[1][:half]
        missing_board = sides[0][half:] + sides[1][half:]
    else:
        known_board, missing_board = board_pos[:len(board)], board_pos[len(board):]
    unknown_pos = [q for p in range(n_known, players) for q in hole_pos[p]] + missing_board
    known_pos = [q for p in range(n_known) for q in hole_pos[p]] + known_board
    known_cards = [c for h in holes for c in h] + list(board)
    deck = cards.deck or range(52)
    tail_pos = [q for q in range(len(deck)) if q not in set(known_pos) | set(unknown_pos)]
    return bury_dead(known_pos, known_cards, unknown_pos + tail_pos, rest, deck)


def bury_dead(known_pos, known_cards, free_pos, rest, deck):
    """(known positions, their cards, free positions) with the dead cards (the deck's cards
    neither known nor left) known at the last free positions, the bottom of the deck: out of
    every deal that does not run through the whole deck."""
    known = set(known_cards)
    left = {int(c) for c in rest}
    dead = [int(c) for c in deck if int(c) not in known and int(c) not in left]
    n_free = len(free_pos) - len(dead)
    return (list(known_pos) + list(free_pos[n_free:]), list(known_cards) + dead,
            list(free_pos[:n_free]))


def count_orders(plan, players, known_pos, known_cards, free_pos, fills, width, progress=None):
    """kernels/odds_board's row of counts over the card orders (``width`` cards) that hold
    ``known_cards`` at ``known_pos`` and each row of ``fills`` (batches; a batch given as
    (rows, weights) counts each row its weight's times, sim/studies/replay_groups.py) at
    ``free_pos``, replayed
    deal by deal: each seat's pots won alone and shared from ``seat_win`` (a split pot's second
    half from ``seat_win_second``), the hero's final hand from ``first_seat_category``. A batch
    takes some tens of milliseconds: ``progress`` may end the count between two."""
    import numpy as np

    from kernels.eval import odds_board as ko

    row = np.zeros(ko.N_COUNTS, dtype=np.int64)
    seat_at = plan.layout["seat_win"][0]
    second_at = plan.layout["seat_win_second"][0]
    cat_at = plan.layout["first_seat_category"][0]
    for fill in fills:
        if progress is not None and not progress.keep_going():
            break
        fill, weights = fill if isinstance(fill, tuple) else (fill, np.ones(len(fill), np.int64))
        orders = np.empty((len(fill), width), dtype=np.int8)
        orders[:, known_pos] = known_cards
        orders[:, free_pos] = fill
        counts = plan.replay(orders)
        units = counts[:, seat_at:seat_at + players].astype(np.int64)
        full = units == ko.SHARE_UNITS
        second = counts[:, second_at:second_at + players].astype(np.int64)
        row[ko.O_WIN:ko.O_WIN + players] += weights @ full
        row[ko.O_TIE:ko.O_TIE + players] += weights @ ((units > 0) & ~full)
        row[ko.O_UNITS:ko.O_UNITS + players] += weights @ units
        row[ko.O_SECOND:ko.O_SECOND + players] += weights @ second
        row[ko.O_SCOOP:ko.O_SCOOP + players] += weights @ (full & (second == ko.SHARE_UNITS // 2))
        row[ko.O_HERO_CAT:ko.O_HERO_CAT + ko.N_CATEGORIES] += \
            weights @ counts[:, cat_at:cat_at + ko.N_CATEGORIES].astype(np.int64)
        n = int(weights.sum())
        row[ko.O_TRIALS] += n
        if progress is not None:
            progress.add(n)
    return row


def sampled_fills(rest, trials, seed, first_batch=0):
    """Batches of ``trials`` seeded random orders of the cards left (rows), batch b seeded by
    (seed, b): a longer sample begins with a shorter one."""
    import numpy as np

    from ..engine.runner import parse_trials

    n = parse_trials(trials)
    for b, start in enumerate(range(0, n, BATCH), first_batch):
        rng = np.random.default_rng([int(seed), b])
        yield rng.permuted(np.tile(rest, (min(BATCH, n - start), 1)), axis=1)


def widest_interval(row, players):
    """The largest 95% half-width among a row's win, tie, equity and hero-hand proportions."""
    import numpy as np

    from kernels.eval import odds_board as ko

    from ..report.stats import wilson_half_width

    counts = np.concatenate([row[ko.O_WIN:ko.O_WIN + players], row[ko.O_TIE:ko.O_TIE + players],
                             row[ko.O_UNITS:ko.O_UNITS + players] / ko.SHARE_UNITS,
                             row[ko.O_HERO_CAT:ko.O_HERO_CAT + ko.N_CATEGORIES]])
    return float(np.max(wilson_half_width(counts, row[ko.O_TRIALS])))


def sample_until(count, rest, seed, width, players, progress=None):
    """``count``'s row over rounds of UNTIL_CI_ROUND sampled batches, until every interval is at
    most ``width`` wide each side (or UNTIL_CI_MAX completions): the batches of a fixed sample
    of the same size. ``progress``: as count_orders's (it hears the widest interval)."""
    import numpy as np

    from kernels.eval import odds_board as ko

    row = np.zeros(ko.N_COUNTS, dtype=np.int64)
    done = 0
    while done * BATCH < UNTIL_CI_MAX:
        row += count(sampled_fills(rest, UNTIL_CI_ROUND * BATCH, seed, done))
        done += UNTIL_CI_ROUND
        widest = widest_interval(row, players)
        if widest <= width or (progress is not None and not progress.keep_going()):
            break
        if progress is not None:
            progress.add(0, widest)
    return row


def ordered_fills(rest, most):
    """Batches of every ordered choice of ``most`` cards left, the other cards after them in a
    fixed order: when no deal uses more than ``most`` free positions, every completion of the
    deal appears equally often."""
    import numpy as np

    rest = np.asarray(rest, dtype=np.int8)
    everything = range(len(rest))
    batch = []
    for head in permutations(everything, most):
        used = set(head)
        batch.append(list(head) + [i for i in everything if i not in used])
        if len(batch) == BATCH:
            yield rest[np.array(batch)]
            batch = []
    if batch:
        yield rest[np.array(batch)]


def _exact_fills(rest, need_board, n_unknown, n_hole, second=0):
    """Batches of every completion of the cards left (rows): the unknown seat's hole cards (at
    most one seat), then the board's missing cards (a second board's ``second`` after them,
    every choice of its own from what is left), then every other card (the tail)."""
    import numpy as np

    if n_unknown > 1:
        raise UserError("exact odds through the game's kernel take at most one unknown seat")
    rest = np.asarray(rest)
    batch = []
    everything = range(len(rest))
    for more in combinations(everything, need_board):
        left = [i for i in everything if i not in more]
        for other in (combinations(left, second) if second else [()]):
            left2 = [i for i in left if i not in other]
            for extra in (combinations(left2, n_hole) if n_unknown else [()]):
                used = set(more) | set(other) | set(extra)
                batch.append(list(extra) + list(more) + list(other)
                             + [i for i in everything if i not in used])
                if len(batch) == BATCH:
                    yield rest[np.array(batch)]
                    batch = []
    if batch:
        yield rest[np.array(batch)]
