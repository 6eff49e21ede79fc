"""727's answers to `simpoker advise`: take or stand at an offer, and the declare, against known
cards, each option counted exactly where the rest of the deal is small enough, else sampled.

The rest of the deal is played as the kernel (kernels/games/seven_two_seven.py) plays it, in plain
Python over (value, ace) cards: the offers round the table from seat 0, the take policies (the
hero's own stand marks for seat 0), the discard and the locks of the house rules, the declare
policy and the showdown. A test holds this play equal to the kernel's replay deal by deal. Every
seat's take policy reads only its own cards, so a seat that declines declines every later offer:
the locks change nothing for the opponents, and the situation needs no count of past declines.
"""
from kernels.games import seven_two_seven_layout as k7

from ..errors import UserError

ACE_EXTRA = 10 * k7.HALF
MOST_STATES = 50_000      # exact counts past this many states of the deal are sampled instead
DEFAULT_TRIALS = 20_000
MOST_TRIALS = 10**6
TAKE, STAND = "take a card", "stand"
HIGH, LOW = 0, 1


class _TooBig(Exception):
    pass


class Table:
    """The rules of one 727 game as the play below reads them (half-points throughout)."""

    def __init__(self, opts, pols):
        from .seven_two_seven import card_values, rules_of

        r = rules_of(opts, pols)
        if r[k7.R_CHILCOOTS]:
            raise UserError("advise covers 727 with seat 0 (the hero) offered first in every "
                            "round; chilcoots moves the first offer round the table")
        self.low, self.high = int(r[k7.R_LOW]), int(r[k7.R_HIGH])
        self.ranking = int(r[k7.R_RANKING])
        self.most_cards = bool(r[k7.R_MOST_CARDS])
        self.may_discard = bool(r[k7.R_DISCARD])
        self.lock_total = bool(r[k7.R_LOCK_TOTAL])
        self.stand_at, self.low_stand_at = int(r[k7.R_STAND_AT]), int(r[k7.R_LOW_STAND_AT])
        self.hero_stand, self.hero_low_stand = int(r[k7.R_HERO_STAND_AT]), int(r[k7.R_HERO_LOW_STAND_AT])
        self.declare_policy = int(r[k7.R_DECLARE_POLICY])
        value, ace = card_values(opts)
        self.card = [(int(value[c]), int(ace[c])) for c in range(52)]
        # the cards themselves matter only to the discard (its highest) and to ties on cards held
        self.keeps_cards = self.may_discard or self.most_cards

    def closest(self, hard, aces, target):
        best = hard
        for k in range(1, aces + 1):
            if abs(hard + ACE_EXTRA * k - target) < abs(best - target):
                best = hard + ACE_EXTRA * k
        return best

    def wants_card(self, p, seat):
        """Whether seat ``p``'s policy takes the card offered."""
        hard, aces = seat[0], seat[1]
        stand = self.hero_stand if p == 0 and self.hero_stand > 0 else self.stand_at
        low_stand = self.hero_low_stand if p == 0 and self.hero_low_stand > 0 else self.low_stand_at
        return hard < low_stand or hard > self.low and self.closest(hard, aces, self.high) < stand

    def throws(self, seat):
        """Whether the with_options policy throws a card instead of being offered one."""
        return self.may_discard and not seat[4] and seat[0] > self.high and len(seat[5]) >= 2

    def declare(self, seat):
        if self.declare_policy == k7.DECLARE_HIGH:
            return HIGH
        if self.declare_policy == k7.DECLARE_LOW:
            return LOW
        lo = self.closest(seat[0], seat[1], self.low)
        hi = self.closest(seat[0], seat[1], self.high)
        return HIGH if abs(lo - self.low) > abs(hi - self.high) else LOW

    def side_key(self, hard, aces, target):
        """A seat's key for one side, lower better; None when no total of it may win that side."""
        best = None
        for k in range(aces + 1):
            t = hard + ACE_EXTRA * k
            if self.ranking == k7.RANK_PLAIN:
                key = abs(t - target) * 256 + t
            elif self.ranking == k7.RANK_PRICE:
                key = target - t if t <= target else 4096 + t - target
            elif self.ranking == k7.RANK_STRICT:
                if t > target:
                    continue
                key = target - t
            else:
                if t < self.low or t > self.high:
                    continue
                key = abs(t - target) * 256 + t
            if best is None or key < best:
                best = key
        return best

    def keys(self, seat):
        """The seat's (high, low) keys for the showdown's split (None: that side it cannot win)."""
        out = []
        for target in (self.high, self.low):
            key = self.side_key(seat[0], seat[1], target)
            if key is not None and self.most_cards:
                key = key * 32 + (31 - len(seat[5]))
            out.append(key)
        return tuple(out)

    def shares(self, seats, declared):
        """Each seat's share of the pot (Fractions; all 0 when the pot carries over)."""
        from .declare_advise import split

        return split([self.keys(x) for x in seats], declared)


def _seat(table, cards):
    """(hard, aces, declines, locked, discarded, the cards' (value, ace) sorted)."""
    vals = tuple(sorted(table.card[c] for c in cards))
    return (sum(v for v, _ in vals), sum(a for _, a in vals), 0, False, False,
            vals if table.keeps_cards else ())


def _took(seat, card, table):
    hard, aces, declines, locked, thrown, vals = seat
    return (hard + card[0], aces + card[1], declines if table.lock_total else 0, locked, thrown,
            tuple(sorted(vals + (card,))) if table.keeps_cards else ())


def _declined(seat):
    hard, aces, declines, locked, thrown, vals = seat
    return (hard, aces, declines + 1, declines + 1 >= k7.DECLINES_TO_LOCK, thrown, vals)


def _threw(seat):
    hard, aces, declines, locked, thrown, vals = seat
    top = vals[-1]  # the highest value: ties are the same (value, ace)
    return (hard - top[0], aces - top[1], declines, locked, True, vals[:-1])


def _step(table, seats, p, forced):
    """Seat p's move at its offer: ("skip"|"throw"|"take"|"decline", seats after for the non-take
    moves)."""
    seat = seats[p]
    if seat[3]:
        return "skip", seats
    if table.throws(seat):
        return "throw", seats[:p] + (_threw(seat),) + seats[p + 1:]
    take = table.wants_card(p, seat) if forced is None else forced
    if take:
        return "take", seats
    return "decline", seats[:p] + (_declined(seat),) + seats[p + 1:]


def _end(table, seats):
    return table.shares(seats, [table.declare(s) for s in seats])


def play(table, seats, stock, forced=None):
    """Every seat's share of the pot when the offers go on from seat 0's, the stock dealt in the
    order given; ``forced``: seat 0's first answer (True take, False stand; None its policy)."""
    seats = tuple(seats)
    n = len(seats)
    at = 0
    first = True
    while True:
        took = False
        for p in range(n):
            move, seats = _step(table, seats, p, forced if first and p == 0 else None)
            first = first and p != 0
            if move == "take":
                if at >= len(stock):
                    return _end(table, seats)
                seats = seats[:p] + (_took(seats[p], table.card[stock[at]], table),) + seats[p + 1:]
                at += 1
                took = True
        if not took:
            return _end(table, seats)


def exact_share(table, seats, stock, forced):
    """Seat 0's expected share over every order of the stock, each state of the deal counted
    once with its chance; _TooBig past MOST_STATES."""
    classes = sorted(set(table.card[c] for c in stock))
    left0 = tuple(sum(1 for c in stock if table.card[c] == k) for k in classes)
    memo = {}
    n = len(seats)

    def after_offer(p, took, seats, left):
        if p + 1 < n:
            return offer(p + 1, took, seats, left, None)
        return offer(0, False, seats, left, None) if took else float(_end(table, seats)[0])

    def offer(p, took, seats, left, forced):
        if not table.may_discard:
            # a seat its policy stands declines every later offer, locked or not: one state
            seats = tuple(x if x[2] == 0 or table.wants_card(q, x) else x[:2] + (0, False) + x[4:]
                          for q, x in enumerate(seats))
        key = (p, took, seats, left)
        if forced is None and key in memo:
            return memo[key]
        move, seats2 = _step(table, seats, p, forced)
        if move != "take":
            value = after_offer(p, took, seats2, left)
        else:
            total = sum(left)
            if total == 0:
                value = float(_end(table, seats)[0])
            else:
                value = 0.0
                for i, k in enumerate(left):
                    if k:
                        s = seats[:p] + (_took(seats[p], classes[i], table),) + seats[p + 1:]
                        value += k / total * after_offer(
                            p, True, s, left[:i] + (k - 1,) + left[i + 1:])
        if forced is None:
            memo[key] = value
            if len(memo) > MOST_STATES:
                raise _TooBig
        return value

    return offer(0, False, tuple(seats), left0, forced)


def _situation(v, opts, s, decision):
    from ..studies.odds_answer import cards_given_once, split_cards

    s.refuse_extras(f"the {decision} of {v.id}")
    if not s.hands:
        raise UserError("give the hero's cards, then every other seat's: --hand CARDS ...")
    hands = [split_cards(h, f"hand {i}") for i, h in enumerate(s.hands)]
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(hands)] + [("the dead cards", dead)])
    players = len(hands) if s.players is None else s.players
    low, high = v.players
    if not low <= players <= high:
        raise UserError(f"{v.id} seats {low} to {high} players, not {players}")
    if players != len(hands):
        raise UserError(f"the {decision} of {v.id} is counted against known totals: give every "
                        f"seat's cards (--hand {players} times, the hero's first)")
    least = 3 if opts.get("chilcoots", False) else 2
    for i, h in enumerate(hands):
        if len(h) < least:
            raise UserError(f"hand {i} ({s.hands[i]!r}) has {len(h)} cards; every seat holds "
                            f"at least the {least} dealt")
    return hands, dead


def take_advice(v, opts, pols, s):
    """Take or stand at seat 0's offer, every other offer played by the policies."""
    import numpy as np

    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import paired_intervals
    from ..engine.runner import parse_trials

    table = Table(opts, pols)
    hands, dead = _situation(v, opts, s, "take")
    seats = tuple(_seat(table, h) for h in hands)
    if table.throws(seats[0]):
        raise UserError("over the high target with with_options the hero throws a card away "
                        "rather than being offered one: no take or stand here")
    used = {c for h in hands for c in h} | set(dead)
    stock = [c for c in range(52) if c not in used]
    choices = [(TAKE, True), (STAND, False)]
    default = TAKE if table.wants_card(0, seats[0]) else STAND
    exact = None
    if s.exact is not False and s.trials is None and s.until_ci is None:
        try:
            exact = [exact_share(table, seats, stock, forced) for _, forced in choices]
        except _TooBig:
            if s.exact:
                raise UserError(f"the rest of this deal has over {MOST_STATES:,} states to count "
                                "exactly: leave out --exact to sample it") from None
    if exact is not None:
        rows = [_row(name, p, [p, p], name == default, "every order of the stock")
                for (name, _), p in zip(choices, exact)]
    else:
        if s.until_ci is not None:
            raise UserError("727's take is counted exactly where it can be, else sampled with "
                            "--trials N: --until-ci is not covered here")
        n = parse_trials(s.trials if s.trials is not None else DEFAULT_TRIALS)
        if n > MOST_TRIALS:
            raise UserError(f"--trials {n:,}: at most {MOST_TRIALS:,}")
        rng = np.random.default_rng([s.seed, 727])
        units = 720720  # shares are 1/k of 1/2: every k up to 10 divides it
        total = np.zeros(2, dtype=np.int64)
        products = np.zeros((2, 2), dtype=np.int64)
        arr = np.array(stock)
        for _ in range(n):
            order = rng.permutation(arr).tolist()
            x = np.array([int(play(table, seats, order, forced)[0] * units) for _, forced in choices],
                         dtype=np.int64)
            total += x
            products += np.outer(x, x)
        mean, half, diff, diff_half = paired_intervals(total, products, n, units)
        rows = [_row(name, mean[k], [mean[k] - half[k], mean[k] + half[k]], name == default,
                     f"{n:,} sampled orders of the stock") for k, (name, _) in enumerate(choices)]
        for k, r in enumerate(rows):
            r.update(completions=n, diff=diff[k], diff_ci=[diff[k] - diff_half[k], diff[k] + diff_half[k]])
    rows.sort(key=lambda r: (-r["equity"], not r["default"]))
    if exact is not None:
        for r in rows:
            r["diff"] = r["equity"] - rows[0]["equity"]
            r["diff_ci"] = [r["diff"], r["diff"]]
    return Advice(game=v.id, decision="take", hand=format_cards(hands[0]), dead=format_cards(dead),
                  players=len(hands), exact=exact is not None, target="", target_reason="",
                  categories=(), rows=rows, policy=pols.get("take", "standard"), measure="equity",
                  seed=None if exact is not None else s.seed,
                  against=[format_cards(h) for h in hands[1:]])


def declare_advice(v, opts, pols, s):
    """High or low with every seat's final cards known, the others declaring by the policy."""
    from . import declare_advise as da

    table = Table(opts, pols)
    hands, dead = da.known_hands(v, s, range(3 if opts.get("chilcoots", False) else 2, 53))
    seats = [_seat(table, h) for h in hands]
    return da.declare_advice(v, pols.get("declare", "standard"), hands, dead,
                             [table.keys(x) for x in seats], [table.declare(x) for x in seats],
                             [("declare high", HIGH), ("declare low", LOW)])


def _row(name, equity, ci, default, counted):
    return {"option": name, "legal": True, "default": default, "equity": equity, "ci": ci,
            "final": {}, "counted": counted}
