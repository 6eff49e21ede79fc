"""Hot Tuna's kernel: two decks, three hands a player, passing, rolling, moving wild ranks, the
Zevon, the buy and high-low declares (the model is sim/rules/hot-tuna.md).

Hands are numbered g = 3 * seat + hand (hand 0 the garbage hand). Values are ints compared as
ints: a category above 20 bits of ranks, four bits a rank. High values use rank 0..12 (deuce..ace);
low values use the ace-low index (ace 0, deuce 1, .., king 12) and the smaller low wins.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state
from ..core.bits import top_rank as _top_rank
from .hot_tuna_layout import *  # noqa: F403  R_*, O_*, sizes: globals the kernels compile in
from ..core.rng import below, partial_shuffle


# --- hand values ------------------------------------------------------------------------------
# Every helper below takes scalars only. Passing arrays into helpers called in the deal's loops
# left atomic reference counts in them that cost more than the poker (measured with perf).

NIBBLES_2PLUS = 0xEEEEEEEEEEEEE      # bits 1..3 of each rank's count: some rank held twice or more
RANKS_9_TO_K = 0xFFFFF << 28         # the counts of ranks 7..11 (nine, ten, jack, queen, king)


@njit(cache=True, inline="always")
def _count_of(packed, r):
    return (packed >> (4 * r)) & 15


@njit(cache=True, inline="always")
def _groups(packed, top):
    """(largest count, its rank (the highest on a tie; ``top`` when packed is empty), the highest
    other rank held twice or more or -1, the lowest rank held) of packed rank counts."""
    maxc = 0
    second = -1
    lo = 13
    while packed:
        r = _top_rank(packed)
        c = (packed >> (4 * r)) & 15
        packed ^= c << (4 * r)
        lo = r
        if c > maxc:
            if maxc >= 2:
                second = top
            maxc = c
            top = r
        elif c >= 2 and second < 0:
            second = r
    return maxc, top, second, lo


@njit(cache=True, inline="always")
def _kickers(packed, skip1, skip2, shift, plus):
    """The ranks in packed other than skip1 and skip2, high to low, each as often as held, as
    four-bit slots from ``shift`` down (each rank stored plus ``plus``)."""
    v = 0
    while packed:
        r = _top_rank(packed)
        c = (packed >> (4 * r)) & 15
        packed ^= c << (4 * r)
        if r == skip1 or r == skip2:
            continue
        for _ in range(c):
            v |= (r + plus) << shift
            shift -= 4
    return v


@njit(cache=True)
def value5(c0, c1, c2, c3, c4, follow, wild_on, ace_low):
    """Five cards' value: queens and rank ``follow`` wild when ``wild_on`` (a wild card can be any
    card); ``ace_low`` ranks the ace under the deuce and never wraps it (the natural low)."""
    packed = 0      # four bits of count per rank
    w = 0
    suit = -1
    flush = True
    for x in (c0, c1, c2, c3, c4):
        r = x >> 2
        if wild_on and (r == QUEEN or r == follow):
            w += 1
            continue
        if ace_low:
            r = r + 1 if r < 12 else 0
        packed += 1 << (4 * r)
        s = x & 3
        if suit < 0:
            suit = s
        elif s != suit:
            flush = False
    if w == 5:
        return (9 << CAT) | (12 << 16)
    hi = _top_rank(packed)
    maxc, top, second, lo = _groups(packed, -1)
    if maxc + w >= 5:
        return (9 << CAT) | (top << 16)
    st = -1
    if maxc <= 1:
        if hi - lo <= 4:
            st = min(12, lo + 4)
        elif not ace_low and hi == 12 and packed & ~(15 << 48) < (1 << 16):
            st = 3          # A-2-3-4-5 with the ace low
    if st >= 0 and flush:
        return (8 << CAT) | (st << 16)
    if maxc + w >= 4:
        kick = 0
        rest = packed & ~(15 << (4 * top))
        if rest:
            kick = _top_rank(rest)
        return (7 << CAT) | (top << 16) | (kick << 12)
    if second >= 0 and ((w == 0 and maxc == 3) or (w == 1 and maxc == 2)):
        return (6 << CAT) | (top << 16) | (second << 12)
    skip1 = -1
    skip2 = -1
    shift = 16
    if flush:
        v = 5 << CAT
        for _ in range(w):
            v |= 12 << shift
            shift -= 4
    elif st >= 0:
        return (4 << CAT) | (st << 16)
    elif maxc + w >= 3:
        v = (3 << CAT) | (top << 16)
        shift = 12
        skip1 = top
    elif w == 0 and maxc == 2 and second >= 0:
        v = (2 << CAT) | (top << 16) | (second << 12)
        shift = 8
        skip1 = top
        skip2 = second
    elif maxc + w == 2:
        v = (1 << CAT) | (top << 16)
        shift = 12
        skip1 = top
    else:
        v = 0
    return v | _kickers(packed, skip1, skip2, shift, 0)


@njit(cache=True, inline="always")
def best_value(c0, c1, c2, c3, c4, c5, n, follow, wild_on, ace_low):
    """The best (high) or smallest (ace_low) value of n = 5 or 6 cards over their five-card subsets
    (one call site of value5)."""
    best = -1
    for skip in range(5 if n == 5 else 0, 6):
        a = c0 if skip != 0 else c5     # the card at ``skip`` gives way to the sixth
        b = c1 if skip != 1 else c5
        c = c2 if skip != 2 else c5
        d = c3 if skip != 3 else c5
        e = c4 if skip != 4 else c5
        v = value5(a, b, c, d, e, follow, wild_on, ace_low)
        if best < 0 or (v < best if ace_low else v > best):
            best = v
    return best


@njit(cache=True)
def low_value(c0, c1, c2, c3, c4, c5, n):
    """The natural ace-to-six low of n = 5 or 6 cards (smaller is better)."""
    return best_value(c0, c1, c2, c3, c4, c5, n, -1, False, True)


@njit(cache=True)
def high_key(c0, c1, c2, c3, c4, c5, n, follow):
    """The high value shifted left one bit, plus 1 for a natural hand (it wins an exact tie)."""
    v = best_value(c0, c1, c2, c3, c4, c5, n, follow, True, False)
    wild = False
    for x in (c0, c1, c2, c3, c4, c5):
        if x >> 2 == QUEEN or x >> 2 == follow:
            wild = True
    if n == 5 and (c5 >> 2 == QUEEN or c5 >> 2 == follow):
        wild = (c0 >> 2 == QUEEN or c0 >> 2 == follow or c1 >> 2 == QUEEN or c1 >> 2 == follow
                or c2 >> 2 == QUEEN or c2 >> 2 == follow or c3 >> 2 == QUEEN or c3 >> 2 == follow
                or c4 >> 2 == QUEEN or c4 >> 2 == follow)
    if not wild:
        return (v << 1) | 1
    nat = best_value(c0, c1, c2, c3, c4, c5, n, follow, False, False)
    return (v << 1) | (1 if nat == v else 0)


@njit(cache=True)
def show_value(packed, follow):
    """Kinds-only value of up to four cards given as packed rank counts, with wild cards (who
    deals first; the fold policy). Ranks are stored plus one, so that a missing kicker ranks
    below a deuce: a hand's own cards are compared with shorter rows of up cards."""
    w = _count_of(packed, QUEEN)
    if follow >= 0:
        w += _count_of(packed, follow)
        packed &= ~(15 << (4 * follow))
    packed &= ~(15 << (4 * QUEEN))
    maxc, top, second, _ = _groups(packed, 12)
    size = maxc + w
    if w == 0 and maxc == 2 and second >= 0:
        cls = 2
    else:
        cls = size - 1 if size <= 2 else size
    v = (cls << CAT) | ((top + 1) << 16)
    shift = 12
    skip2 = -1
    if cls == 2:
        v |= (second + 1) << 12
        shift = 8
        skip2 = second
    return v | _kickers(packed, top, skip2, shift, 1)


@njit(cache=True, inline="always")
def _bad(c, follow):
    """Not wild, and a 9, ten, jack or king: no use to a low and little to a high."""
    r = c >> 2
    return r != follow and (r == 7 or r == 8 or r == 9 or r == 11)


@njit(cache=True, inline="always")
def _pass_choice(policy, held, incoming, to_own, up_counts, follow):
    """-1 keep, 0 pass the held card, 1 pass the incoming card."""
    if policy == 2:
        return -1
    if to_own:
        if incoming >> 2 == QUEEN:
            return 1
        if held >> 2 == QUEEN:
            return 0
        if incoming >> 2 == follow:
            return 1
        if held >> 2 == follow:
            return 0
        return -1
    if policy != 1:
        return -1
    rh = held >> 2
    ri = incoming >> 2
    bh = _bad(held, follow) and _count_of(up_counts, rh) == 0 and ri != rh
    bi = _bad(incoming, follow) and _count_of(up_counts, ri) == 0 and ri != rh
    if bh and bi:
        return 0 if rh > ri else 1
    if bi:
        return 1
    if bh:
        return 0
    return -1


@njit(cache=True, inline="always")
def _roll_choice(policy, a, b, pending, zevon_chance, up_counts, follow, shown_most):
    """0 roll down card a, 1 roll b. ``shown_most``: the most up cards of the wild rank on any
    other player's active hand (used on the Zevon chance only)."""
    ra = a >> 2
    rb = b >> 2
    qa = ra == QUEEN
    qb = rb == QUEEN
    if qa != qb:
        take = False
        if zevon_chance and policy != 1:
            if policy == 2:
                take = True
            elif follow >= 0:
                mine = _count_of(up_counts, follow) + (1 if ra == follow else 0) + (1 if rb == follow else 0)
                take = shown_most > mine
        if take:
            return 0 if qa else 1
        return 1 if qa else 0
    if ra == rb:
        return 0 if a <= b else 1
    ca = _count_of(up_counts, ra) + 1
    cb = _count_of(up_counts, rb) + 1
    if ca == cb:
        return 0 if ra > rb else 1
    if pending:
        return 0 if ca > cb else 1
    return 0 if ca < cb else 1


@njit(cache=True, inline="always")
def _wants_buy(policy, held):
    """The buy policy (not ``never``) for a hand holding the packed rank counts ``held``: always,
    or four different ranks from ace to eight."""
    if policy == 2:
        return True
    k = 1 if ((held >> 48) & 15) > 0 else 0     # the ace
    for r in range(7):                          # deuce..eight
        if (held >> (4 * r)) & 15:
            k += 1
    return k == 4


@njit(cache=True, inline="always")
def _good_low(lowv):
    """No pair, straight or flush, and the top card 8 or lower (ace-low index 7)."""
    return (lowv >> CAT) == 0 and ((lowv >> 16) & 15) <= 7


@njit(cache=True, inline="always")
def _declare(policy, hk, lowv):
    if policy == 1:
        return DECLARE_HIGH
    if _good_low(lowv):
        if (hk >> (CAT + 1)) >= FULL_HOUSE:
            return DECLARE_BOTH
        return DECLARE_LOW
    return DECLARE_HIGH


@njit(cache=True)
def _settle(n_hands, active, decl, hk, lowv, share, flags):
    """Split the pot between high and low claimants, knocking out failed "both" hands until none
    fails. share[g] gets pot units; flags = [natural settled the high tie, high tie, low tie,
    nobody high, nobody low, carried, high winners, low winners] (the last two bitmasks over g).
    Returns the bitmask of hands with a share."""
    out = 0
    best_h = -1
    best_l = -1
    while True:
        best_h = -1
        best_l = -1
        for g in range(n_hands):
            if active[g] and not (out >> g) & 1:
                if decl[g] & DECLARE_HIGH and hk[g] > best_h:
                    best_h = hk[g]
                if decl[g] & DECLARE_LOW and (best_l < 0 or lowv[g] < best_l):
                    best_l = lowv[g]
        failed = False
        for g in range(n_hands):
            if active[g] and not (out >> g) & 1 and decl[g] == DECLARE_BOTH:
                if hk[g] != best_h or lowv[g] != best_l:
                    out |= 1 << g
                    failed = True
        if not failed:
            break
    n_h = 0
    n_l = 0
    n_hv = 0
    for g in range(n_hands):
        share[g] = 0
        if active[g] and not (out >> g) & 1:
            if decl[g] & DECLARE_HIGH:
                if hk[g] == best_h:
                    n_h += 1
                if best_h >= 0 and hk[g] >> 1 == best_h >> 1:
                    n_hv += 1
            if decl[g] & DECLARE_LOW and lowv[g] == best_l:
                n_l += 1
    for i in range(8):
        flags[i] = 0
    flags[0] = 1 if n_hv > n_h else 0
    flags[1] = 1 if n_h > 1 else 0
    flags[2] = 1 if n_l > 1 else 0
    flags[3] = 1 if n_h == 0 else 0
    flags[4] = 1 if n_l == 0 else 0
    if n_h == 0 and n_l == 0:
        flags[5] = 1
        return 0
    half_h = UNITS // 2 if n_l > 0 else UNITS
    half_l = UNITS // 2 if n_h > 0 else UNITS
    winners = 0
    for g in range(n_hands):
        if active[g] and not (out >> g) & 1:
            if n_h > 0 and decl[g] & DECLARE_HIGH and hk[g] == best_h:
                share[g] += half_h // n_h
                flags[6] |= 1 << g
            if n_l > 0 and decl[g] & DECLARE_LOW and lowv[g] == best_l:
                share[g] += half_l // n_l
                flags[7] |= 1 << g
            if share[g] > 0:
                winners |= 1 << g
    return winners


@njit(cache=True)
def _best_high_mask(n_hands, active, hk):
    best = -1
    for g in range(n_hands):
        if active[g] and hk[g] > best:
            best = hk[g]
    m = 0
    for g in range(n_hands):
        if active[g] and hk[g] == best:
            m |= 1 << g
    return m


@njit(cache=True)
def hot_tuna_deal(stock, n_players, rules, welt, out, up, upc, down, bought, active, chain, short,
                  hk, lowv, decl, share, flags):
    """Play one deal from ``stock`` (top first; room after the 104 cards for cards sent to the
    bottom) and add its counts to ``out``. ``upc[g]`` packs hand g's up cards as rank counts."""
    n_hands = 3 * n_players
    top = 0
    bot = N_DECK
    follow = -1
    pending = False
    changes = 0
    pot = ANTE * n_hands
    n_pass = 0
    n_buy = 0
    n_welt = 0
    n_folds = 0
    zevon = False
    pre_zevon = -1
    last_n = 0
    n = 0
    for g in range(n_hands):
        upc[g] = 0
        bought[g] = -1
        active[g] = True
        down[g, 0] = stock[top]
        top += 1
    for rnd in range(ROUNDS):
        start = 0
        if rnd > 0:
            best = -1
            for g in range(n_hands):
                if active[g]:
                    v = show_value(upc[g], follow)
                    if v > best:
                        best = v
                        start = g
        n = 0
        for k in range(n_hands):
            g = start + k
            if g >= n_hands:
                g -= n_hands
            if active[g]:
                chain[n] = g
                n += 1
        # the deal with passing
        n_short = 0
        incoming = stock[top]
        top += 1
        for i in range(n):
            g = chain[i]
            held = down[g, 0]
            last = i == n - 1
            to_own = (not last) and chain[i + 1] // 3 == g // 3
            choice = _pass_choice(rules[R_PASS], held, incoming, to_own, upc[g], follow)
            if rnd == 0 and g < 3:
                if rules[R_HERO_KEPT] != 0:
                    choice = -1
                elif g == 0 and rules[R_HERO_PASS] != 0:
                    choice = rules[R_HERO_PASS] - 2
            if choice < 0:
                down[g, 1] = incoming
                for j in range(n_short):
                    down[short[j], 1] = stock[top]
                    top += 1
                n_short = 0
                if not last:
                    incoming = stock[top]
                    top += 1
            else:
                passed = held if choice == 0 else incoming
                down[g, 0] = incoming if choice == 0 else held
                short[n_short] = g
                n_short += 1
                n_pass += 1
                pot += PASS_FEE
                if last:
                    stock[bot] = passed
                    bot += 1
                else:
                    incoming = passed
        for j in range(n_short):
            down[short[j], 1] = stock[top]
            top += 1
        # the roll
        for i in range(n):
            g = chain[i]
            a = down[g, 0]
            b = down[g, 1]
            zevon_chance = rnd == ROUNDS - 1 and i == n - 1
            shown_most = 0
            if zevon_chance and follow >= 0:
                for h in range(n_hands):
                    if active[h] and h // 3 != g // 3:
                        shown_most = max(shown_most, _count_of(upc[h], follow))
            pick = _roll_choice(rules[R_ROLL], a, b, pending, zevon_chance, upc[g], follow, shown_most)
            if rnd == 0 and i == 0 and rules[R_HERO_ROLL] != 0:
                pick = rules[R_HERO_ROLL] - 1   # round 0's chain starts at the hero's hand 0
            c = a if pick == 0 else b
            down[g, 0] = b if pick == 0 else a
            up[g, rnd] = c
            upc[g] += 1 << (4 * (c >> 2))
            if c == welt:
                n_welt += 1
                pot -= WELT_PAY
            if c >> 2 == QUEEN:
                pending = True
                if zevon_chance:
                    zevon = True
                    pre_zevon = follow
                    z = stock[top]
                    top += 1
                    stock[bot] = z
                    bot += 1
                    new = -1 if z >> 2 == QUEEN else z >> 2
                    if new < 0:
                        out[O_ZEVON_QUEEN] += 1
                    if new != follow:
                        changes += 1
                    follow = new
                    pending = False
            else:
                if pending:
                    if c >> 2 != follow:
                        changes += 1
                    follow = c >> 2
                pending = False
        if (rnd == 1 or rnd == 2) and rules[R_FOLD] == 0:
            # decided on one table for every hand, then applied
            for g in range(n_hands):
                hk[g] = show_value(upc[g], follow) if active[g] else -1
            for g in range(n_hands):
                if not active[g]:
                    continue
                mine = upc[g] + (1 << (4 * (down[g, 0] >> 2)))
                if mine & NIBBLES_2PLUS == 0 and mine & RANKS_9_TO_K == 0:
                    continue   # a low is still possible
                v = show_value(mine, follow)
                for h in range(n_hands):
                    if hk[h] > v and h // 3 != g // 3:
                        active[g] = False
                        n_folds += 1
                        break
    last_n = n
    # the buy
    if rules[R_BUY] != 1:
        for g in range(n_hands):
            if active[g] and top < bot:
                if _wants_buy(rules[R_BUY], upc[g] + (1 << (4 * (down[g, 0] >> 2)))):
                    bought[g] = stock[top]
                    top += 1
                    n_buy += 1
                    pot += BUY_FEE
    # showdown
    n_active = 0
    for g in range(n_hands):
        if active[g]:
            n_active += 1
            m = 6 if bought[g] >= 0 else 5
            c5 = bought[g] if m == 6 else 0
            hk[g] = high_key(up[g, 0], up[g, 1], up[g, 2], up[g, 3], down[g, 0], c5, m, follow)
            lowv[g] = low_value(up[g, 0], up[g, 1], up[g, 2], up[g, 3], down[g, 0], c5, m)
            decl[g] = _declare(rules[R_DECLARE], hk[g], lowv[g])
            out[O_HAND_CAT + (hk[g] >> (CAT + 1))] += 1
            out[O_DECLARES + decl[g] - 1] += 1
    winners = _settle(n_hands, active, decl, hk, lowv, share, flags)
    best_mask = _best_high_mask(n_hands, active, hk)
    for g in range(n_hands):
        if (best_mask >> g) & 1:
            out[O_BEST_CAT + (hk[g] >> (CAT + 1))] += 1
            break
    seats = 0
    for g in range(n_hands):
        if share[g] > 0:
            out[O_SEAT + g // 3] += share[g]
            out[O_HAND + g % 3] += share[g]
            out[O_HAND_G + g] += share[g]
            seats |= 1 << (g // 3)
    high_mask = flags[6]
    low_mask = flags[7]
    for g in range(n_hands):
        if (high_mask >> g) & 1:
            out[O_WINNER_CAT + (hk[g] >> (CAT + 1))] += 1
            break
    for g in range(n_hands):
        if (low_mask >> g) & 1:
            cat = lowv[g] >> CAT
            out[O_LOW_RESULT + (((lowv[g] >> 16) & 15) if cat == 0 else 12 + min(cat, 5))] += 1
            break
    if (high_mask | low_mask) & GARBAGE_BITS:
        out[O_GARBAGE] += 1
    out[O_NO_SIDE] += flags[3]
    out[O_NO_SIDE + 1] += flags[4]
    out[O_CARRIED] += flags[5]
    out[O_NAT_TIE] += flags[0]
    out[O_HIGH_TIE] += flags[1]
    out[O_LOW_TIE] += flags[2]
    if winners != 0 and (winners & (winners - 1)) == 0:
        out[O_SCOOP_HAND] += 1
    if seats != 0 and (seats & (seats - 1)) == 0:
        out[O_SCOOP_PLAYER] += 1
    for i in range(last_n):
        k = last_n - 1 - i
        out[O_FROM_END_N + k] += 1
        out[O_FROM_END + k] += share[chain[i]]
    # the Zevon's counterfactual: the same cards scored with the rank it replaced
    if zevon:
        out[O_ZEVON] += 1
        for g in range(n_hands):
            if active[g]:
                m = 6 if bought[g] >= 0 else 5
                c5 = bought[g] if m == 6 else 0
                hk[g] = high_key(up[g, 0], up[g, 1], up[g, 2], up[g, 3], down[g, 0], c5, m, pre_zevon)
                decl[g] = _declare(rules[R_DECLARE], hk[g], lowv[g])
        if _best_high_mask(n_hands, active, hk) != best_mask:
            out[O_ZCH_HIGH] += 1
        if _settle(n_hands, active, decl, hk, lowv, share, flags) != winners:
            out[O_ZCH_POT] += 1
    out[O_WILD_RANK + (0 if follow < 0 else follow + 1)] += 1
    out[O_WILD_CHANGES + min(changes, 15)] += 1
    out[O_ACTIVE] += n_active
    out[O_FOLDS + n_folds] += 1
    out[O_PASSES + min(n_pass, 79)] += 1
    out[O_BUYS + n_buy] += 1
    out[O_WELT + min(n_welt, 8)] += 1
    out[O_POT] += pot
    out[O_POT_SQ] += pot * pot


@njit(cache=True)
def buy_shares(n_players, rules, up, down, active, follow, cards, out):
    """The buy and the showdown from a table whose rolls are done, once a row of ``cards``:
    hand g's four ``up[g]`` cards and down card ``down[g]`` (-1: unseen, the row's next card),
    ``active[g]``; the buys draw the row's cards after those. The hero's first active hand buys
    by rules[R_HERO_BUY] (1 buy, 2 not; 0 the policy). Adds each seat's share (UNITS) to
    ``out[row]``."""
    n_hands = 3 * n_players
    dn = np.empty(n_hands, dtype=np.int64)
    upc = np.zeros(n_hands, dtype=np.int64)
    bought = np.empty(n_hands, dtype=np.int64)
    hk = np.zeros(n_hands, dtype=np.int64)
    lowv = np.zeros(n_hands, dtype=np.int64)
    decl = np.zeros(n_hands, dtype=np.int64)
    share = np.zeros(n_hands, dtype=np.int64)
    flags = np.zeros(8, dtype=np.int64)
    hero = -1
    for g in range(n_hands):
        for k in range(4):
            upc[g] += 1 << (4 * (up[g, k] >> 2))
        if hero < 0 and g < 3 and active[g]:
            hero = g
    for i in range(cards.shape[0]):
        top = 0
        for g in range(n_hands):
            dn[g] = down[g]
            if dn[g] < 0:
                dn[g] = cards[i, top]
                top += 1
            bought[g] = -1
        if rules[R_BUY] != 1:
            for g in range(n_hands):
                if active[g] and top < cards.shape[1]:
                    buy = _wants_buy(rules[R_BUY], upc[g] + (1 << (4 * (dn[g] >> 2))))
                    if g == hero and rules[R_HERO_BUY] != 0:
                        buy = rules[R_HERO_BUY] == 1
                    if buy:
                        bought[g] = cards[i, top]
                        top += 1
        for g in range(n_hands):
            if active[g]:
                m = 6 if bought[g] >= 0 else 5
                c5 = bought[g] if m == 6 else 0
                hk[g] = high_key(up[g, 0], up[g, 1], up[g, 2], up[g, 3], dn[g], c5, m, follow)
                lowv[g] = low_value(up[g, 0], up[g, 1], up[g, 2], up[g, 3], dn[g], c5, m)
                decl[g] = _declare(rules[R_DECLARE], hk[g], lowv[g])
        _settle(n_hands, active, decl, hk, lowv, share, flags)
        for g in range(n_hands):
            out[i, g // 3] += share[g]


@njit(cache=True, nogil=True, pipeline_class=CopyPropagatingCompiler)
def run_hot_tuna_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                        orders, welts, welt_on):
    """Counts per block. ``orders``/``welts``: replayed card orders and Weltschmertz cards (tests);
    empty for shuffled deals."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_hands = 3 * n_players
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        stock = np.empty(STOCK_SIZE, dtype=np.int64)
        up = np.zeros((n_hands, 4), dtype=np.int64)
        upc = np.zeros(n_hands, dtype=np.int64)
        down = np.zeros((n_hands, 2), dtype=np.int64)
        bought = np.zeros(n_hands, dtype=np.int64)
        active = np.zeros(n_hands, dtype=np.bool_)
        chain = np.zeros(n_hands, dtype=np.int64)
        short = np.zeros(n_hands, dtype=np.int64)
        hk = np.zeros(n_hands, dtype=np.int64)
        lowv = np.zeros(n_hands, dtype=np.int64)
        decl = np.zeros(n_hands, dtype=np.int64)
        share = np.zeros(n_hands, dtype=np.int64)
        flags = np.zeros(8, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for i in range(todo):
            welt = -1
            if orders.shape[0] > 0:
                for j in range(N_DECK):
                    stock[j] = orders[start + i, j]
                welt = welts[start + i]
            else:
                partial_shuffle(d, N_DECK, state)
                for j in range(N_DECK):
                    stock[j] = d[j]
                if welt_on:
                    welt = below(state, 52)
            hot_tuna_deal(stock, n_players, rules, welt, row, up, upc, down, bought, active, chain,
                          short, hk, lowv, decl, share, flags)
    return counts
