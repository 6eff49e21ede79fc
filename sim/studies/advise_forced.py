"""Options replayed through a game's own kernel: the hero's choice forced by a rule slot (its
first decision's parameter), every other seat playing its policy, every option on the same
sampled completions (common random numbers).

A completion is a random order of the unseen cards, sampled in seeded batches as `odds` samples
(sim/studies/odds_replay.py). Running sums of each option's shares and of their products two by
two give each option's mean with its interval and each difference to the best with the interval
of the per-deal paired differences, in memory that does not grow with the completions.
"""
from dataclasses import dataclass

from ..errors import UserError

DEFAULT_TRIALS = 20_000
MOST_TRIALS = 10**6
Z95 = 1.959963984540054


@dataclass
class Replayed:
    """The sums of one forced replay: options in the order given."""

    mean: list
    half: list        # each mean's 95% half-width
    diff: list        # each mean less the best
    diff_half: list   # each difference's 95% half-width (paired)
    whole: list       # the share of completions each option takes the whole pot
    cats: object      # [option, category] counts of the hero's final hand (None: not counted)
    done: int         # completions replayed
    as_policy: list   # whether the option gave every seat the policy's shares on every completion


def seated(v, players, n_known):
    """The table's size for a choice against the others (the known hands when not given): at
    least the game's fewest players, and every known hand seated."""
    from .odds_answer import table_size

    players = table_size(v, players, n_known)
    if players < v.players[0]:
        raise UserError(f"{v.id} seats {v.players[0]} to {v.players[1]} players: give the others' "
                        f"cards or --players N")
    return players


def sampled_table(v, s, what, allowed=(), hint="--hand CARDS"):
    """The table's size for a sampled choice (Situation ``s``), after the checks every one makes:
    no situation option it has no use for, no --exact, the hero's cards given."""
    s.refuse_extras(f"the {what} of {v.id}", allowed)
    if s.exact:
        raise UserError(f"the {what} of {v.id} is sampled: leave out --exact")
    if not s.hands:
        raise UserError(f"give the hero's cards: {hint}")
    return seated(v, s.players, len(s.hands))


def dealt_hands(v, hands, dead_text, size, middle=None):
    """(each known seat's cards, the dead cards) as codes, each seat holding ``size`` cards and
    no card given twice (``middle``: the cards face up in the middle, given too)."""
    from .odds_answer import cards_given_once, split_cards

    seats = [split_cards(h, f"hand {i}") for i, h in enumerate(hands)]
    for i, cards in enumerate(seats):
        if len(cards) != size:
            raise UserError(f"{v.id} deals {size} cards a seat; hand {i} ({hands[i]!r}) has "
                            f"{len(cards)}")
    dead = split_cards(dead_text, "the dead cards") if dead_text else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)]
                     + ([("the middle", middle)] if middle else []) + [("the dead cards", dead)])
    return seats, dead


def options_advice(v, pols, decision, r, names, s, players, hand, dead="", against=(), board="",
                   label=None, extra=None):
    """The Advice of a forced replay ``r``: a row an option named ``names``, the one that replays
    as the policy marked, best first (``label``: the decision as the output names it)."""
    from .advise import Advice

    rows = option_rows(r, names, r.as_policy, extra)
    mark_first(rows)
    rows.sort(key=lambda x: (-x["equity"], not x["default"]))
    policy = pols.get(decision, next(d.default for d in v.decisions if d.name == decision))
    return Advice(game=v.id, decision=label or decision, hand=hand, dead=dead, board=board,
                  players=players, exact=False, target="", target_reason="", categories=(),
                  rows=rows, policy=policy, measure="equity", seed=s.seed, against=list(against))


def sample_size(trials, until_ci):
    """(completions to sample, the half-width to stop at or None) from --trials or --until-ci."""
    from ..engine.runner import parse_trials, until_ci_width

    if until_ci is not None:
        if trials is not None:
            raise UserError("give --trials or --until-ci, not both")
        return MOST_TRIALS, until_ci_width(until_ci)
    n = parse_trials(trials if trials is not None else DEFAULT_TRIALS)
    if n > MOST_TRIALS:
        raise UserError(f"--trials {n:,}: advise replays every option on each completion; "
                        f"at most {MOST_TRIALS:,}")
    return n, None


def known_order(v, players, seats, dead, extra=None):
    """(known positions, their cards, free positions, the cards left) of a 52-card order with the
    known seats' cards where the game deals them (sim/studies/odds_replay.py) and ``extra``
    ({position: card}: cards the deal puts elsewhere, such as Italian Poker's middle cards)."""
    from .odds_replay import order_positions

    extra = extra or {}
    used = {c for s in seats for c in s} | set(dead) | set(extra.values())
    rest = [c for c in range(52) if c not in used]
    # the extra cards are buried with the dead ones first, then moved where the deal puts them
    known_pos, known_cards, free_pos = order_positions(v, players, seats, [], rest)
    known_pos, free_pos = list(known_pos), list(free_pos)
    for q, c in extra.items():
        i = list(known_cards).index(c)
        free_pos[free_pos.index(q)], known_pos[i] = known_pos[i], q
    return known_pos, list(known_cards), free_pos, rest


def order_dealt_round(players, seats, dead):
    """known_order's tuple for a game that deals its first cards round the table, a card a seat
    at a time (seat p's i-th card at i * players + p): each known seat's ``seats`` cards there."""
    from .odds_replay import bury_dead

    used = {c for s in seats for c in s} | set(dead)
    rest = [c for c in range(52) if c not in used]
    known_pos = [i * players + p for p, s in enumerate(seats) for i in range(len(s))]
    known_cards = [c for s in seats for c in s]
    free = [q for q in range(52) if q not in set(known_pos)]
    known_pos, known_cards, free = bury_dead(known_pos, known_cards, free, rest, range(52))
    return known_pos, known_cards, free, rest


def forced_replay(plan, players, slot, codes, order, trials, seed, until_ci=None,
                  count_categories=None, fixed=None, given=None, more_decks=0, known_in=None):
    """Replayed: each code of ``codes`` written to ``plan``'s rule ``slot`` in turn (0 after),
    on the same completions of ``order`` (known_order's). The deals are replayed once more with
    the slot 0, the hero playing his policy: an option that gives every seat the same shares on
    every completion is (in all likelihood) the policy's choice, so no game needs its policy
    written twice to mark it. ``fixed`` ({slot: value}): other slots set for the replay (where
    the choice is made), 0 after. ``count_categories`` (by default where the game counts it):
    each option's final hand for the hero. ``given(counts, orders)``: which completions the
    situation allows, from the policy's replay of them or their card orders (the others are
    dropped: the situation is given).
    ``more_decks``: whole 52-card permutations a completion carries after the first, for the games
    that shuffle again or deal from a second deck (a replayed stream); each is sampled with the
    seed, the cards ``known_in`` ({deck number from 1: {position: card}}) placed as given."""
    import numpy as np

    from kernels.eval import odds_board as ko

    from .odds_replay import sampled_fills

    known_pos, known_cards, free_pos, rest = order
    n_trials, width = sample_size(trials, until_ci)
    # the rules the replays run under: the plan's, and its every-deal copy where it has one
    arrays = [plan.inputs[key] for key in ("rules", "replay_rules") if key in plan.inputs]
    seat_at = plan.layout["seat_win"][0]
    n_seats = players
    if count_categories is None:  # the hero's final hand, where the game counts one
        count_categories = "first_seat_category" in plan.layout
    cat_at = plan.layout["first_seat_category"][0] if count_categories else None
    n_opt = len(codes)
    total = np.zeros(n_opt, dtype=np.int64)
    products = np.zeros((n_opt, n_opt), dtype=np.int64)
    whole = np.zeros(n_opt, dtype=np.int64)
    cats = np.zeros((n_opt, ko.N_CATEGORIES), dtype=np.int64) if count_categories else None
    as_policy = np.ones(n_opt, dtype=bool)
    done = 0
    batches = 0
    try:
        for rules in arrays:
            for at, value in (fixed or {}).items():
                rules[at] = value
        for fill in sampled_fills(np.array(rest, dtype=np.int8), n_trials, seed):
            orders = np.empty((len(fill), 52), dtype=np.int8)
            orders[:, known_pos] = known_cards
            orders[:, free_pos] = fill
            if more_decks:
                orders = np.hstack([orders] + further_decks(len(orders), more_decks, known_in or {},
                                                           (seed, batches)))
            _write(arrays, slot, 0)
            policy_counts = plan.replay(orders)
            if given is not None:
                allowed = given(policy_counts, orders)
                orders, policy_counts = orders[allowed], policy_counts[allowed]
            policy_shares = policy_counts[:, seat_at:seat_at + n_seats]
            batch = np.empty((n_opt, len(orders)), dtype=np.int64)
            for k, code in enumerate(codes):
                _write(arrays, slot, code)
                counts = plan.replay(orders)
                batch[k] = counts[:, seat_at]
                as_policy[k] &= bool((counts[:, seat_at:seat_at + n_seats] == policy_shares).all())
                if count_categories:
                    cats[k] += counts[:, cat_at:cat_at + ko.N_CATEGORIES].sum(axis=0)
            total += batch.sum(axis=1)
            products += batch @ batch.T
            whole += (batch == ko.SHARE_UNITS).sum(axis=1)
            done += len(orders)
            batches += 1
            if width is not None and batches % 2 == 0 and done and \
                    _widest(total, products, done, ko.SHARE_UNITS) <= width:
                break
    finally:
        _write(arrays, slot, 0)
        for at in fixed or {}:
            _write(arrays, at, 0)
    if done == 0:
        raise UserError("no completion of the cards left allows this situation")
    mean, half, diff, diff_half = paired_intervals(total, products, done, ko.SHARE_UNITS)
    return Replayed(mean, half, diff, diff_half, [int(w) / done for w in whole], cats, done,
                    [bool(x) for x in as_policy])


def further_decks(n, count, known_in, key):
    """``count`` arrays of ``n`` seeded random 52-card permutations (``key``: the seed and the
    batch), deck k + 1 holding the cards of ``known_in[k + 1]`` ({position: card}) in place."""
    import numpy as np

    rng = np.random.default_rng([int(x) for x in key] + [0x5EED])
    decks = []
    for k in range(1, count + 1):
        fixed = known_in.get(k, {})
        rest = np.array([c for c in range(52) if c not in set(fixed.values())], dtype=np.int8)
        free = [q for q in range(52) if q not in fixed]
        deck = np.empty((n, 52), dtype=np.int8)
        for q, c in fixed.items():
            deck[:, q] = c
        deck[:, free] = rest[np.argsort(rng.random((n, len(rest))), axis=1)]
        decks.append(deck)
    return decks


def option_rows(replayed, names, defaults, extra=None):
    """A row an option (equity, its interval, the difference to the best with its interval, the
    share of completions won whole, the hero's final hand where counted), ``extra``[k] merged
    into row k."""
    r = replayed
    rows = []
    for k, name in enumerate(names):
        row = {"option": name, "legal": True, "default": defaults[k], "equity": r.mean[k],
               "ci": [r.mean[k] - r.half[k], r.mean[k] + r.half[k]], "win": r.whole[k],
               "diff": r.diff[k], "diff_ci": [r.diff[k] - r.diff_half[k], r.diff[k] + r.diff_half[k]],
               "final": final_hands(r.cats[k], r.done) if r.cats is not None else {},
               "completions": r.done}
        row.update((extra or [{}] * len(names))[k])
        rows.append(row)
    return rows


def final_hands(counts, n):
    """{category: share} of the hero's final hands from a kernel's category counts: the
    standard categories, and five of a kind where any was made."""
    from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

    names = [c for c in STANDARD_CATEGORIES
             if c != "five-of-a-kind" or counts[CATEGORY_NAMES.index(c)]]
    return {c: int(counts[CATEGORY_NAMES.index(c)]) / n for c in names}


def _write(arrays, slot, value):
    for rules in arrays:
        rules[slot] = value


def mark_first(rows):
    """Keep one policy mark: the first option (in the order given) that replayed as the policy
    on every completion (two may: passing either of two cards that leave the same hands)."""
    seen = False
    for row in rows:
        row["default"] = row["default"] and not seen
        seen = seen or row["default"]


def paired_intervals(total, products, n, units):
    """(means, their 95% half-widths, differences to the best mean, their half-widths) from the
    running sums: each difference's variance is the per-deal paired one."""
    import numpy as np

    mean = total / (n * units)
    second = products / (n * units * units)            # E[x_k x_j]
    cov = (second - np.outer(mean, mean)) * n / max(n - 1, 1)
    best = int(np.argmax(mean))
    var_diff = np.diag(cov) + cov[best, best] - 2 * cov[:, best]
    half = Z95 * np.sqrt(np.maximum(np.diag(cov), 0) / n)
    diff_half = Z95 * np.sqrt(np.maximum(var_diff, 0) / n)
    return ([float(x) for x in mean], [float(x) for x in half],
            [float(x) for x in mean - mean[best]], [float(x) for x in diff_half])


def _widest(total, products, n, units):
    _, half, _, diff_half = paired_intervals(total, products, n, units)
    return max(max(half), max(diff_half))
