"""The draw driver: deal five cards a seat, draw by a policy, score the showdown.

A draw game is a rule array (kernels/drivers/draw_layout.py) and its always-wild ranks, folded into the
card tables the plan passes in (CTW, WM at wild index 0; at 1 + r, rank r wild as well, for a
seat whose lowest rank is wild). The deal and the showdown go through the
shared helpers (kernels/core/deal.py, ``score_row``, ``record_showdown``), and the counters are the core
plus the slices draw_layout.py declares. Each block of deals owns its counter-based stream and its
row of counts, so results do not depend on threads or chunking (sim.engine.threads.map_blocks runs the
blocks).
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, deck_with_room, next_order, restock
from ..core.categories import CAT_ONE_PAIR, CAT_SHIFT, CAT_STRAIGHT, CAT_TRIPS, CAT_TWO_PAIR
from .draw_layout import (DRAW_KICKER, DRAW_PAT, HAND, N_COUNTERS, OFFSETS, O_BEFORE, O_DRAWN,  # noqa: F401
                          O_IMPROVED, O_POT_DEALS, O_RESHUFFLED, O_VOID, OWN_LOWEST, OWN_NONE,
                          R_ACE_DRAW, R_BUG_MODE, R_DEALT, R_DECK_KIND, R_DRAWN_WILD, R_DRAW_POLICY,
                          R_HERO_HOLD,
                          R_EVAL_FLAGS, R_GENERAL, R_LEGS, R_OPEN_MIN, R_OWN_WILD, R_ROLL,
                          R_WIN_MIN, ROLL_BEST, ROLL_NONE)
from ..core.cards import JOKER_A
from ..eval.evaluate import eval_cards
from ..core.layout import MAX_ROUNDS, O_LEAD_CHANGES, O_LEAD_FULL, O_LEAD_SHOW, O_VOL_DEALS, O_WILD_RANK
from ..eval.showdown import record_showdown, score_row, value_of_parts

ACE = 12
KEEP_ALL = (1 << HAND) - 1
OPEN_LOWEST = 8      # T-J-Q-K: the highest four in a row that a straight completes at both ends


@njit(cache=True, inline="always")
def draw_keep_mask(hand, p, cat, wild, policy):
    """The cards seat p keeps (bit i: its card i) by the draw policies of kernels/drivers/draw_layout.py,
    on the category ``cat`` of its five cards, wild cards counted. Calls nothing, so inlined it
    costs no reference counts."""
    if policy == DRAW_PAT or cat >= CAT_STRAIGHT:
        return KEEP_ALL
    per_rank = np.int64(0)    # natural cards of each rank, a nibble a rank
    per_suit = np.int64(0)    # natural cards of each suit, a nibble a suit
    wild_bits = 0
    for i in range(HAND):
        c = np.int64(hand[p, i])
        if (wild >> np.uint64(c)) & np.uint64(1) != 0:
            wild_bits |= 1 << i
        else:
            per_rank += np.int64(1) << (4 * (c >> 2))
            per_suit += np.int64(1) << (4 * (c & 3))
    if cat == CAT_TRIPS or cat == CAT_TWO_PAIR or (cat == CAT_ONE_PAIR and wild_bits == 0):
        # the made part: the most natural cards of a rank (trips, the highest rank on a tie), or
        # every rank held twice (two pair, one pair), with the wild cards
        most = 0
        top = -1
        for r in range(13):
            n = (per_rank >> (4 * r)) & 0xF
            if n >= most and n > 0:
                most = n
                top = r
        keep = wild_bits
        for i in range(HAND):
            r = np.int64(hand[p, i]) >> 2
            if not (wild_bits >> i) & 1:
                n = (per_rank >> (4 * r)) & 0xF
                if (cat == CAT_TRIPS and r == top) or (cat != CAT_TRIPS and n == 2):
                    keep |= 1 << i
                elif (policy == DRAW_KICKER and cat == CAT_ONE_PAIR and r == ACE and n == 1):
                    keep |= 1 << i  # an ace kicker with a lower pair
        return keep
    if cat == CAT_ONE_PAIR:  # one wild card: it and the highest natural card
        return wild_bits | _top_cards(hand, p, wild_bits, 1)
    # no pair and no wild card (or a four-card hand, New York's or Canadian's, perhaps with a
    # pair): a four-flush, an open four-straight, an ace, or the two highest
    for s in range(4):
        if (per_suit >> (4 * s)) & 0xF == 4:
            keep = 0
            for i in range(HAND):
                if hand[p, i] & 3 == s:
                    keep |= 1 << i
            return keep
    present = 0
    for i in range(HAND):
        present |= 1 << (np.int64(hand[p, i]) >> 2)
    for low in range(OPEN_LOWEST + 1):
        if (present >> low) & 0xF == 0xF:
            keep = 0
            seen = 0  # a four-card straight hand (New York) may hold a pair: one card a rank
            for i in range(HAND):
                r = np.int64(hand[p, i]) >> 2
                if low <= r < low + 4 and not (seen >> r) & 1:
                    seen |= 1 << r
                    keep |= 1 << i
            return keep
    for i in range(HAND):  # an ace alone, the first
        if np.int64(hand[p, i]) >> 2 == ACE:
            return 1 << i
    return _top_cards(hand, p, 0, 2)


@njit(cache=True)
def policy_hold(cards, cat, wild, policy, bug_mode):
    """The cards (bits) a seat holding ``cards`` (five codes) keeps by ``policy``, as the deal's
    draw decides: ``cat`` is the category of the five, wild cards counted. For `advise`, which
    marks the hold the game's own policy takes."""
    hand = np.empty((1, HAND), dtype=np.int64)
    for i in range(HAND):
        hand[0, i] = cards[i]
    if bug_mode != 0 and _holds(hand, 0, JOKER_A):
        return _bug_keep(hand, 0, cat, policy)
    return draw_keep_mask(hand, 0, cat, wild, policy)


@njit(cache=True, inline="always")
def _holds(hand, p, card):
    for i in range(HAND):
        if hand[p, i] == card:
            return True
    return False


@njit(cache=True, inline="always")
def _top_cards(hand, p, skip, k):
    """The k highest-ranked of seat p's cards outside ``skip`` (bits), as bits."""
    keep = 0
    for _ in range(k):
        best = -1
        at = -1
        for i in range(HAND):
            if not ((skip | keep) >> i) & 1 and hand[p, i] > best:
                best = hand[p, i]
                at = i
        keep |= 1 << at
    return keep


@njit(cache=True, inline="always")
def _drop_one(d, p, n_players, hand, CTW, OFFS, NONFLUSH, FLUSH):
    """Seat p's six dealt cards (every n_players-th of the order from p): the card whose loss
    leaves the best five (of equal fives the lowest rank, then the first dealt) is dropped, and
    the five left go to ``hand[p]`` in dealing order. Returns (their value, the dropped card).
    Calls nothing."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(HAND + 1):
        u = np.uint8(d[i * n_players + p])
        key += CTW[0, 0, u]
        sc += CTW[0, 1, u]
        sb |= CTW[0, 2, u]
    best = np.int64(-1)
    at = 0
    for i in range(HAND + 1):
        u = np.uint8(d[i * n_players + p])
        v = value_of_parts(key - CTW[0, 0, u], sc - CTW[0, 1, u], sb & ~CTW[0, 2, u], OFFS,
                           NONFLUSH, FLUSH)
        if v > best or (v == best and u >> 2 < np.uint8(d[at * n_players + p]) >> 2):
            best = v
            at = i
    k = 0
    for i in range(HAND + 1):
        if i != at:
            hand[p, k] = d[i * n_players + p]
            k += 1
    return best, d[at * n_players + p]


@njit(cache=True, inline="always")
def _own_wild_index(hand, p, own_wild, CTW, OFFS, NONFLUSH, FLUSH):
    """The wild index of seat p's hand: 1 + the rank it makes wild in its own hand (draw_layout's
    OWN_*: its lowest rank, aces high, or the rank that makes its best hand, the lowest of
    equals), else 0, the fixed ranks alone."""
    if own_wild == OWN_NONE:
        return 0
    if own_wild == OWN_LOWEST:
        low = np.int64(hand[p, 0]) >> 2
        for i in range(1, HAND):
            low = min(low, np.int64(hand[p, i]) >> 2)
        return 1 + low
    best = np.int64(-1)
    at = 1
    for r in range(13):
        v = score_row(hand, p, HAND, 1 + r, CTW, OFFS, NONFLUSH, FLUSH)
        if v > best:
            best = v
            at = 1 + r
    return at


@njit(cache=True, inline="always")
def _score_drawn_wild(hand, p, kept, drawn_wi, CTW, OFFS, NONFLUSH, FLUSH):
    """Seat p's value when its drawn cards (not in ``kept``) read wild index ``drawn_wi``'s card
    table and its dealt ones the plain one: a rank wild only when drawn. Calls nothing."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(HAND):
        u = np.uint8(hand[p, i])
        t = 0 if (kept >> i) & 1 else drawn_wi
        key += CTW[t, 0, u]
        sc += CTW[t, 1, u]
        sb |= CTW[t, 2, u]
    return value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)


@njit(cache=True)
def _general_value(hand, p, scratch, flags, deck_kind, bug_mode, TB):
    """Seat p's value by the general evaluator: nothing wild but the bug (the joker, when
    ``bug_mode``), the rules ``flags`` and the deck ``deck_kind`` (the card tables hold neither
    four-card hands, the Spanish deck nor the bug). Called out of line: the games that need it are
    the rare ones."""
    for i in range(HAND):
        scratch[i] = hand[p, i]
    return eval_cards(scratch, HAND, np.uint64(0), np.int64(JOKER_A), bug_mode, np.int64(HAND),
                      flags, deck_kind, np.bool_(False), TB)


@njit(cache=True)
def _bug_keep(hand, p, cat, policy):
    """The cards seat p keeps when it holds the bug: a straight or better stands pat; else the bug,
    and of the four others trips, two pair or a pair, else three or more of a suit, else the first
    ace, else the highest (the first of equals). Called out of line (the bug is in one hand of
    ten)."""
    if policy == DRAW_PAT or cat >= CAT_STRAIGHT:
        return KEEP_ALL
    bug = 0
    per_rank = np.int64(0)
    per_suit = np.int64(0)
    for i in range(HAND):
        c = np.int64(hand[p, i])
        if c == JOKER_A:
            bug = 1 << i
        else:
            per_rank += np.int64(1) << (4 * (c >> 2))
            per_suit += np.int64(1) << (4 * (c & 3))
    most = 0
    for r in range(13):
        most = max(most, (per_rank >> (4 * r)) & 0xF)
    keep = bug
    if most >= 2:  # trips, two pair or a pair: every natural card whose rank is held twice or more
        for i in range(HAND):
            c = np.int64(hand[p, i])
            if c != JOKER_A and (per_rank >> (4 * (c >> 2))) & 0xF >= 2:
                keep |= 1 << i
        return keep
    for s in range(4):
        if (per_suit >> (4 * s)) & 0xF >= 3:
            for i in range(HAND):
                c = np.int64(hand[p, i])
                if c != JOKER_A and c & 3 == s:
                    keep |= 1 << i
            return keep
    at = -1
    for i in range(HAND):
        c = np.int64(hand[p, i])
        if c != JOKER_A and (at < 0 or c >> 2 > np.int64(hand[p, at]) >> 2):
            at = i
    return keep | (1 << at)


@njit(cache=True)
def _roll(hand, p, shown, roll, CTW, OFFS, NONFLUSH, FLUSH):
    """Roll 'em: seat p turns its cards up one at a time, each time the card that shows the best
    (ROLL_BEST) or the weakest hand of its cards up (the first of equals); ``shown[p, k]`` gets the
    value of its cards up after k + 1 of them, for the first four. Called out of line."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    up = 0
    for k in range(HAND - 1):
        pick = np.int64(-1)
        for i in range(HAND):
            if (up >> i) & 1:
                continue
            u = np.uint8(hand[p, i])
            v = value_of_parts(key + CTW[0, 0, u], sc + CTW[0, 1, u], sb | CTW[0, 2, u], OFFS,
                               NONFLUSH, FLUSH)
            if pick < 0 or (v > shown[p, k] if roll == ROLL_BEST else v < shown[p, k]):
                pick = i
                shown[p, k] = v
        up |= 1 << pick
        u = np.uint8(hand[p, pick])
        key += CTW[0, 0, u]
        sc += CTW[0, 1, u]
        sb |= CTW[0, 2, u]
    return up


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_draw_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders,
                    CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Counts of a draw game, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    n_deck = deck.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    dealt = rules[R_DEALT]
    # every card a deal takes before the stock runs out
    n_shuffle = min(n_deck, n_players * (dealt + rules[R_ACE_DRAW]))
    own_wild = rules[R_OWN_WILD]
    general = rules[R_GENERAL] != 0
    eval_flags = rules[R_EVAL_FLAGS]
    deck_kind = rules[R_DECK_KIND]
    bug_mode = rules[R_BUG_MODE]
    legs = rules[R_LEGS]
    roll = rules[R_ROLL]
    policy = rules[R_DRAW_POLICY]
    hero_hold = rules[R_HERO_HOLD]
    # `advise`: seat 0's hold forced. Five dealt: 1 + the mask of its cards kept. Six dealt: 1 +
    # the mask of the six kept; its first card not kept is the one dropped, and the five left
    # (in dealing order) keep the rest of the mask
    hero_keep = hero_hold - 1
    hero_gone = -1
    if hero_hold > 0 and dealt > HAND:
        hero_keep = 0
        k = 0
        for i in range(HAND + 1):
            if hero_gone < 0 and not ((hero_hold - 1) >> i) & 1:
                hero_gone = i
            else:
                hero_keep |= (((hero_hold - 1) >> i) & 1) << k
                k += 1
    open_min = rules[R_OPEN_MIN]
    win_min = rules[R_WIN_MIN]
    drawn_wi = rules[R_DRAWN_WILD]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        cards = deck_with_room(deck)
        d = cards[:n_deck]
        hand = np.empty((n_players, HAND), dtype=np.int8)
        before = np.zeros(n_players, dtype=np.int64)
        after = np.zeros(n_players, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        wi = np.zeros(n_players, dtype=np.int64)      # each seat's wild index (own_wild)
        drawn = np.zeros(n_players, dtype=np.int64)
        kept = np.zeros(n_players, dtype=np.int64)    # each seat's kept cards, bit i: card i
        dropped = np.zeros(n_players, dtype=np.int8)  # with a sixth card: the card each drops
        live = np.ones(n_players, dtype=np.bool_)
        discards = np.empty(n_deck, dtype=np.int8)
        scratch = np.empty(HAND, dtype=np.int8)
        won_legs = np.zeros(n_players, dtype=np.int64)  # legs: deals each seat has won in the pot
        pot_len = 0
        shown = np.zeros((n_players, MAX_ROUNDS), dtype=np.int64)  # roll 'em: values showing
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            lead = 0
            for p in range(n_players):
                if dealt == HAND:
                    for i in range(HAND):
                        hand[p, i] = d[i * n_players + p]
                    wi[p] = _own_wild_index(hand, p, own_wild, CTW, OFFS, NONFLUSH, FLUSH)
                    if general:
                        before[p] = _general_value(hand, p, scratch, eval_flags, deck_kind, bug_mode, TB)
                    else:
                        before[p] = score_row(hand, p, HAND, wi[p], CTW, OFFS, NONFLUSH, FLUSH)
                else:
                    before[p], dropped[p] = _drop_one(d, p, n_players, hand, CTW, OFFS, NONFLUSH, FLUSH)
                if before[p] > before[lead]:
                    lead = p
            if before[lead] < open_min:  # nobody can open: the deal is void, and dealt again
                row[O_VOID] += 1
                continue
            pos = dealt * n_players
            end = n_deck
            n_disc = 0
            for p in range(n_players):
                if p == 0 and hero_hold > 0:  # `advise`: seat 0's hold forced
                    keep = hero_keep
                    if hero_gone >= 0:  # six dealt: the forced card dropped, the five left
                        k = 0
                        for i in range(HAND + 1):
                            if i == hero_gone:
                                dropped[0] = d[i * n_players]
                            else:
                                hand[0, k] = d[i * n_players]
                                k += 1
                elif bug_mode != 0 and _holds(hand, p, JOKER_A):
                    keep = _bug_keep(hand, p, before[p] >> CAT_SHIFT, policy)
                else:
                    keep = draw_keep_mask(hand, p, before[p] >> CAT_SHIFT, WM[wi[p]], policy)
                if dealt > HAND:
                    discards[n_disc] = dropped[p]
                    n_disc += 1
                n_draw = 0
                for i in range(HAND):
                    if not (keep >> i) & 1:
                        discards[n_disc] = hand[p, i]
                        n_disc += 1
                        n_draw += 1
                if end - pos < n_draw:
                    end, n_disc = restock(cards, end, discards, n_disc, state)
                for i in range(HAND):
                    if not (keep >> i) & 1:
                        hand[p, i] = cards[pos]
                        pos += 1
                drawn[p] = n_draw
                kept[p] = keep
            top = np.int64(-1)
            for p in range(n_players):
                if drawn_wi == 0:
                    wi[p] = _own_wild_index(hand, p, own_wild, CTW, OFFS, NONFLUSH, FLUSH)
                    if general:
                        after[p] = _general_value(hand, p, scratch, eval_flags, deck_kind, bug_mode, TB)
                    else:
                        after[p] = score_row(hand, p, HAND, wi[p], CTW, OFFS, NONFLUSH, FLUSH)
                else:
                    after[p] = _score_drawn_wild(hand, p, kept[p], drawn_wi, CTW, OFFS, NONFLUSH, FLUSH)
                top = max(top, after[p])
            if top < win_min:  # nobody may take the pot: void too
                row[O_VOID + 1] += 1
                continue
            # the tables count the deals that decide a pot
            for p in range(n_players):
                row[O_DRAWN + drawn[p]] += 1
                if own_wild != OWN_NONE:
                    row[O_WILD_RANK + wi[p]] += 1
                wild = WM[wi[p]]
                held[p] = 0
                for i in range(HAND):
                    u = np.uint8(hand[p, i])
                    held[p] += np.int64((wild >> np.uint64(u)) & np.uint64(1))
                    if drawn_wi != 0 and not (kept[p] >> i) & 1:
                        held[p] += np.int64(CTW[drawn_wi, 0, u] >> 27)
                cat = before[p] >> CAT_SHIFT
                row[O_BEFORE + cat] += 1
                if after[p] >> CAT_SHIFT > cat:
                    row[O_IMPROVED + cat] += 1
            best = record_showdown(after, live, n_players, row, held)
            row[O_RESHUFFLED] += np.int64(end > n_deck)
            # volatility, every deal: does the leader before the draw win? After the draw the
            # leader is the lowest winning seat, and wins
            row[O_VOL_DEALS] += 1
            row[O_LEAD_FULL + 1] += 1
            if after[lead] == best:
                row[O_LEAD_FULL] += 1
            first = 0
            while after[first] != best:
                first += 1
            row[O_LEAD_CHANGES + (1 if first != lead else 0)] += 1
            if roll != ROLL_NONE:  # who leads the cards showing after each card turned
                for p in range(n_players):
                    _roll(hand, p, shown, roll, CTW, OFFS, NONFLUSH, FLUSH)
                for k in range(HAND - 1):
                    top_seat = 0
                    for p in range(1, n_players):
                        if shown[p, k] > shown[top_seat, k]:
                            top_seat = p
                    row[O_LEAD_SHOW + k] += np.int64(after[top_seat] == best)
            if legs > 0:  # a pot ends when a seat has won ``legs`` deals (every winner a leg)
                pot_len += 1
                done = False
                for p in range(n_players):
                    if after[p] == best:
                        won_legs[p] += 1
                        done |= won_legs[p] >= legs
                if done:
                    row[O_POT_DEALS + min(pot_len, 15)] += 1
                    pot_len = 0
                    for p in range(n_players):
                        won_legs[p] = 0
    return counts
