"""Russian Poker's arrangement for `simpoker advise` (and Polish Poker's): every legal way to set
the hero's thirteen cards into a bottom, a middle and a top, ranked by equity against the others'
hands as the game's policy sets them (kernels/games/russian_poker.py).

The equity separates by position. A deal's share for the hero is the sum of his three parts, and
each part depends only on his hand there against the best hand the other contenders set there
(the seats that did not foul) and how many hold it. A hero who sets his cards legally never fouls,
so he contends in every part. So on each completion the others' hands are set once; then every
one of the hero's 286 bottoms and 1,287 five-card hands is scored as a bottom, a middle and a top
against those bests, and an arrangement's equity is its bottom's part plus its middle's plus its
top's: all 72,072 arrangements at once. Arrangements whose three hands have the same values take
the same share on every completion; they are listed once, under one of them (the policy's where
it is one). A hero without a legal arrangement (possible in Polish) fouls whatever he does, and
takes a part only where every other seat fouled too, by the hands as set.

Exact (a single completion) when every other seat's cards are given or implied (the one unknown
seat holds the cards left); sampled otherwise, in seeded batches as `odds` samples the games it
covers (sim/studies/odds_replay.py). The counts are in the kernel's share units, so the policy's
row is the kernel's own replay of the same completions, deal for deal.
"""
from dataclasses import dataclass
from functools import lru_cache

from kernels.games import russian_poker_layout as kr

from ..errors import UserError
from ..studies.advise import Advice

SHOWN = 10                 # the best rows listed (the policy's is added when it is not one)
NOBODY = -(1 << 62)        # no other seat contends for the part: any hand wins it
BEATEN = 1 << 62           # the hero fouls and another seat contends: no hand of his wins
CHECK_EVERY = 2            # --until-ci looks at its intervals every this many batches


@dataclass
class ArrangementAdvice(Advice):
    """Advice with how many arrangements the hero had: legal ones, and how many different by
    the values of their three hands (the ranked rows)."""

    legal_arrangements: int = 0
    different_values: int = 0

    def to_dict(self):
        doc = super().to_dict()
        doc.update(legal_arrangements=self.legal_arrangements,
                   different_values=self.different_values)
        return doc


@lru_cache(maxsize=1)
def arrangement_masks():
    """(bottom, middle, top) 13-bit masks of the seat's cards, one entry an arrangement: every
    bottom of three, then every middle of five of the ten left, the top the last five."""
    from itertools import combinations

    import numpy as np

    bottoms, middles, tops = [], [], []
    for b in combinations(range(kr.HAND), 3):
        mb = sum(1 << i for i in b)
        rest = [i for i in range(kr.HAND) if i not in b]
        for m in combinations(rest, 5):
            mm = sum(1 << i for i in m)
            bottoms.append(mb)
            middles.append(mm)
            tops.append(kr.ALL_CARDS ^ mb ^ mm)
    return tuple(np.array(x, dtype=np.int64) for x in (bottoms, middles, tops))


def kernel_tables(polish):
    """The kernel's tables, as its plan passes them (sim/games/russian_poker.py)."""
    from kernels.eval.hash_tables import card_table
    from kernels.games.russian_poker_tables import russian_tables, subset_tables

    return (card_table(0),) + russian_tables(polish) + subset_tables()


def hero_hands(cards, polish, arrange, tables):
    """(goodness of each 5-subset by mask, of each 3-subset, the kernel's search weight q of
    each 5-subset, of each 3-subset, the policy's arrangement (bottom, middle, top masks,
    fouled)) of the hero's ``cards`` (codes)."""
    import numpy as np

    from kernels.games.russian_poker import own_hands

    p5, p3, out = own_hands(np.array(cards, dtype=np.int64), polish, arrange, *tables)
    low = (1 << 32) - 1
    return p5 >> 32, p3 >> 32, p5 & low, p3 & low, [int(x) for x in out[:4]]


def others_best(orders, players, polish, arrange, tables):
    """Per card order (rows) and position: the others' best hand among those that did not foul
    and how many hold it (NOBODY and 0 when they all fouled), the others' hands set by the
    policy; then the same for a hero who fouls (the best of all the others' hands where every
    one fouled, else BEATEN). Four (orders, 3) arrays."""
    import numpy as np

    from kernels.games.russian_poker import seats_set

    good, fouled = seats_set(orders, players, 1, polish, arrange, *tables)
    up = (fouled == 0)[:, :, None]
    best = np.where(up, good, NOBODY).max(axis=1)
    count = ((good == best[:, None, :]) & up).sum(axis=1)
    all_fouled = (fouled == 1).all(axis=1)[:, None]
    top = good.max(axis=1)
    foul_best = np.where(all_fouled, top, BEATEN)
    foul_count = np.where(all_fouled, (good == top[:, None, :]).sum(axis=1), 0)
    return best, count, foul_best, foul_count


def part_units(value, best, count, part):
    """Per completion, the units of a part of ``part`` units won by a hand of goodness ``value``
    against the others' ``best`` held by ``count`` of them."""
    import numpy as np

    return np.where(value > best, part, np.where(value == best, part // (count + 1), 0))


def summed_units(values, best, count, part):
    """Per hand value of ``values``, part_units summed over the completions, for all at once."""
    import numpy as np

    order = np.argsort(best, kind="stable")
    sorted_best = best[order]
    levels, first = np.unique(sorted_best, return_index=True)
    tied = np.add.reduceat(part // (count[order] + 1), first)
    below = np.searchsorted(sorted_best, values, side="left")
    at = np.minimum(np.searchsorted(levels, values), len(levels) - 1)
    return part * below + np.where(levels[at] == values, tied[at], 0)


def arrangement_units(values, against):
    """Per arrangement, its units summed over the completions: ``values`` (bottom, middle, top
    goodness arrays), ``against`` (best, count) as others_best gives them for this hero."""
    best, count = against
    return sum(summed_units(values[k], best[:, k], count[:, k], kr.PART_UNITS[k])
               for k in range(3))


def deal_units(value3, against):
    """Per completion, the units of one arrangement whose hands have the goodness ``value3``."""
    best, count = against
    return sum(part_units(value3[k], best[:, k], count[:, k], kr.PART_UNITS[k]) for k in range(3))


def _situation(v, s):
    """(players, the known seats' cards, the dead cards, exact) after the checks."""
    from ..studies.advise_forced import dealt_hands, seated

    s.refuse_extras(f"the arrangement of {v.id}")
    if not s.hands:
        raise UserError("give the hero's thirteen cards: --hand CARDS (and each other seat's "
                        "known cards as one more --hand)")
    players = seated(v, s.players, len(s.hands))
    seats, dead = dealt_hands(v, s.hands, s.dead, kr.HAND)
    undealt = 52 - kr.HAND * players
    if len(dead) > undealt:
        raise UserError(f"{players} players are dealt {kr.HAND * players} cards: at most "
                        f"{undealt} dead cards, not {len(dead)}")
    unknown = players - len(seats)
    left = 52 - kr.HAND * len(seats) - len(dead)
    exact = unknown == 0 or (unknown == 1 and left == kr.HAND)
    if s.exact and not exact:
        raise UserError("the arrangement is counted exactly only where every other seat's cards "
                        "are given or implied: give them, or leave out --exact")
    if exact and (s.trials is not None or s.until_ci is not None or s.exact is False):
        raise UserError("every other seat's cards are known here: the arrangement is counted "
                        "exactly; leave out --trials, --until-ci and --sample")
    return players, seats, dead, exact


def _fills(rest, exact, trials, until_ci, seed):
    """(batches of orders of the cards left, the half-width to stop at or None)."""
    import numpy as np

    from ..studies.advise_forced import sample_size
    from ..studies.odds_replay import sampled_fills

    if exact:
        return iter([np.array([rest], dtype=np.int8)]), None
    n, width = sample_size(trials, until_ci)
    return sampled_fills(np.array(rest, dtype=np.int8), n, seed), width


class _Ranking:
    """The hero's options and the completions counted so far: ranks every arrangement and gives
    the rows shown with their per-completion units."""

    def __init__(self, hero, polish, arrange, tables):
        import numpy as np

        g5, g3, q5, q3, self.policy = hero_hands(hero, polish, arrange, tables)
        b, m, t = arrangement_masks()
        values = (g3[b], g5[m], g5[t])
        legal = (values[0] <= values[1]) & (values[1] <= values[2])
        self.legal = int(legal.sum())
        self.fouls = self.legal == 0   # no legal arrangement: every one fouls
        keep = np.flatnonzero(legal) if self.legal else np.arange(len(b))
        masks = np.stack((b[keep], m[keep], t[keep]), axis=1)
        triples = np.stack([x[keep] for x in values], axis=1)
        self.triples, first, self.members = np.unique(triples, axis=0, return_index=True,
                                                      return_counts=True)
        self.masks = masks[first]
        self.score = (q3[self.masks[:, 0]] * kr.K3
                      + (2 * q5[self.masks[:, 1]] + q5[self.masks[:, 2]]) * kr.K5)
        pb, pm, pt, p_fouled = self.policy
        self.policy_triple = np.array([g3[pb], g5[pm], g5[pt]], dtype=np.int64)
        self.policy_fouls = bool(p_fouled)
        hit = np.flatnonzero((self.triples == self.policy_triple).all(axis=1))
        self.policy_at = int(hit[0]) if hit.size and self.policy_fouls == self.fouls else None
        if self.policy_at is not None:
            self.masks[self.policy_at] = (pb, pm, pt)
        self.parts = {False: [], True: []}   # per batch: (best, count) against a legal / fouled hero

    def add(self, against):
        best, count, foul_best, foul_count = against
        self.parts[False].append((best, count))
        if self.fouls or self.policy_fouls:
            self.parts[True].append((foul_best, foul_count))

    def _against(self, fouls):
        import numpy as np

        parts = self.parts[fouls]
        return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])

    def rows(self, shown=SHOWN):
        """(the shown rows: (rank, triple, masks, same-value count, fouls) best first, the policy's
        last where it ranks below them; their per-completion units (rows, completions))."""
        import numpy as np

        against = self._against(self.fouls)
        units = arrangement_units(tuple(self.triples.T), against)
        # ties: the policy's score (the share of random hands each hand beats), then the middle
        order = np.lexsort((-self.triples[:, 2], -self.triples[:, 1], -self.score, -units))
        rank = np.empty(len(order), dtype=np.int64)
        rank[order] = np.arange(1, len(order) + 1)
        picked = [int(i) for i in order[:shown]]
        rows = [(int(rank[i]), self.triples[i], self.masks[i], int(self.members[i]), self.fouls)
                for i in picked]
        if self.policy_at is None:
            # the policy fouls where a legal arrangement exists (greedy in Polish): its own row
            rows.append((None, self.policy_triple, np.array(self.policy[:3]), 1, True))
        elif self.policy_at not in picked:
            i = self.policy_at
            rows.append((int(rank[i]), self.triples[i], self.masks[i], int(self.members[i]),
                         self.fouls))
        per_deal = np.stack([deal_units(r[1], self._against(r[4])) for r in rows])
        return rows, per_deal

    def is_policy(self, row):
        return bool((row[1] == self.policy_triple).all()) and row[4] == self.policy_fouls


def _widest(per_deal):
    from kernels.core.layout import SHARE_UNITS

    from ..studies.advise_forced import paired_intervals

    n = per_deal.shape[1]
    _, half, _, diff_half = paired_intervals(per_deal.sum(axis=1), per_deal @ per_deal.T, n,
                                             SHARE_UNITS)
    return max(max(half), max(diff_half))


def _hand_text(hero, mask):
    from ..spec.cards import format_cards

    cards = sorted((hero[i] for i in range(kr.HAND) if (mask >> i) & 1), reverse=True)
    return format_cards(cards)


def arrange_advice(v, opts, pols, s):
    """Every legal arrangement of the hero's thirteen cards ranked by equity, the best rows and
    the policy's shown, against the others setting theirs by the policy."""
    import numpy as np

    from kernels.core.layout import SHARE_UNITS
    from kernels.games.russian_poker import hand_categories

    from ..spec.cards import format_cards
    from ..studies.advise_forced import order_dealt_round, paired_intervals
    from .russian_poker import ARRANGE_CODES

    players, seats, dead, exact = _situation(v, s)
    polish = int(bool(opts["polish"]))
    policy = pols["arrange"]
    arrange = ARRANGE_CODES[policy]
    tables = kernel_tables(bool(polish))
    hero = seats[0]
    known_pos, known_cards, free_pos, rest = order_dealt_round(players, seats, dead)
    ranking = _Ranking(hero, polish, arrange, tables)
    fills, width = _fills(rest, exact, s.trials, s.until_ci, s.seed)
    batches = 0
    for fill in fills:
        orders = np.empty((len(fill), 52), dtype=np.int8)
        orders[:, known_pos] = known_cards
        orders[:, free_pos] = fill
        ranking.add(others_best(orders, players, polish, arrange, tables))
        batches += 1
        if width is not None and batches % CHECK_EVERY == 0 and \
                _widest(ranking.rows()[1]) <= width:
            break
    shown, per_deal = ranking.rows()
    n = per_deal.shape[1]
    mean, half, diff, diff_half = paired_intervals(per_deal.sum(axis=1), per_deal @ per_deal.T,
                                                   n, SHARE_UNITS)
    hero_codes = np.array(hero, dtype=np.int64)
    rows = []
    for k, (rank, triple, masks, members, fouls) in enumerate(shown):
        cats = hand_categories(hero_codes, np.array(masks, dtype=np.int64), polish, *tables)
        hands = {pos: _hand_text(hero, int(masks[j])) for j, pos in enumerate(kr.POSITIONS)}
        text = " | ".join(f"{pos} {hands[pos]}" for pos in reversed(kr.POSITIONS))
        if fouls:
            text += " (fouls)"
        if k >= SHOWN:
            text += f" (ranked {rank:,})" if rank is not None else ""
        half_k, diff_half_k = (0.0, 0.0) if exact else (half[k], diff_half[k])
        row = {"option": text, "legal": True, "default": ranking.is_policy(shown[k]),
               "equity": mean[k], "ci": [mean[k] - half_k, mean[k] + half_k],
               "win": float((per_deal[k] == SHARE_UNITS).mean()),
               "diff": diff[k], "diff_ci": [diff[k] - diff_half_k, diff[k] + diff_half_k],
               "final": {}, "completions": n, "rank": rank, "same_values": members,
               "fouls": bool(fouls), **hands,
               "categories": {pos: kr.CATEGORIES[int(c)] for pos, c in zip(kr.POSITIONS, cats)}}
        rows.append(row)
    distinct = len(ranking.triples)
    note = (f"{ranking.legal:,} legal arrangements, {distinct:,} different by value"
            f"{'; every one fouls' if ranking.fouls else ''}; the best {min(SHOWN, distinct)} "
            "shown")
    return ArrangementAdvice(
        game=v.id, decision="arrangement", note=note, hand=format_cards(hero), dead=format_cards(dead),
        players=players, exact=exact, target="", target_reason="", categories=(), rows=rows,
        policy=policy, measure="equity", seed=None if exact else s.seed,
        against=[format_cards(x) for x in seats[1:]], legal_arrangements=ranking.legal,
        different_values=distinct)
