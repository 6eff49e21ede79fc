"""`advise` on the draw against opponents: every hold the rules allow, played through the game's
own kernel with the hero's hold forced (the draw decision's parameter, kernels/drivers/draw.py)
and every other seat drawing by its policy, on the same sampled completions.

A completion is a random order of the unseen cards (the unknown seats' hands and the stock), as
`odds` samples them (sim/studies/odds_replay.py, seeded batches). Every hold is replayed on every
completion, so each option's equity is a mean of per-deal shares of the pot and each difference
to the best is a mean of per-deal differences: common random numbers, whose intervals are
narrower than two independent samples would give for holds that draw alike. A hold that draws
another number of cards shifts every later seat's draw in the stock, so its deals share less.
"""
from ..errors import UserError

DEFAULT_TRIALS = 20_000
MOST_TRIALS = 10**6
Z95 = 1.959963984540054


def draw_against(v, opts, pols, plan, hands, dead_text, players, trials, seed, advice_class,
                 until_ci=None):
    """The Advice of the draw against opponents: ``trials`` completions (default DEFAULT_TRIALS),
    or batches of them until every option's interval and every difference's is at most
    ``until_ci`` wide each side (at most MOST_TRIALS)."""
    import numpy as np

    from kernels.drivers import draw_layout as kd
    from kernels.eval import odds_board as ko

    from ..engine.runner import parse_trials, until_ci_width
    from ..spec.cards import format_cards
    from .advise import hold_options
    from .odds_answer import cards_given_once, split_cards, table_size
    from .odds_replay import BATCH, order_positions, sampled_fills

    seats = [split_cards(h, f"hand {i}") for i, h in enumerate(hands)]
    for i, cards in enumerate(seats):
        if len(cards) != 5:
            raise UserError(f"{v.id} deals five cards a seat; hand {i} ({hands[i]!r}) has {len(cards)}")
    dead = split_cards(dead_text, "the dead cards") if dead_text else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the dead cards", dead)])
    deck = [int(c) for c in plan.inputs["deck"]]
    if len(deck) != 52:
        raise UserError("advise covers the draw against opponents with the 52-card deck so far")
    players = table_size(v, players, len(seats))
    if players * (5 + kd.HAND - 1) > len(deck) - len(dead):
        # the stock could run out at the draw, and the kernel would shuffle the discards back
        raise UserError(f"advise covers the draw against opponents at tables where the stock "
                        f"cannot run out: at most {(len(deck) - len(dead)) // 9} players here")
    if until_ci is not None:
        if trials is not None:
            raise UserError("give --trials or --until-ci, not both")
        width = until_ci_width(until_ci)
        n_trials = MOST_TRIALS
    else:
        width = None
        n_trials = parse_trials(trials if trials is not None else DEFAULT_TRIALS)
        if n_trials > MOST_TRIALS:
            raise UserError(f"--trials {n_trials:,}: advise replays every hold on each completion; "
                            f"at most {MOST_TRIALS:,}")
    plan = v.plan(opts, pols, players)  # the table's own: the plan the check built seats one
    rest = [c for c in deck if c not in {x for s in seats for x in s} | set(dead)]
    known_pos, known_cards, free_pos = order_positions(v, players, seats, [], rest)
    hero = seats[0]
    options, default = hold_options(v, opts, pols, plan, hero)
    options = [(hold, legal) for hold, legal in options if legal]
    rules = plan.inputs["rules"]
    seat_at = plan.layout["seat_win"][0]
    cat_at = plan.layout["first_seat_category"][0]
    # running sums of each option's shares (pot units), of their products two by two (for the
    # paired differences' variances), of whole pots won, and of the hero's final categories
    n_opt = len(options)
    total = np.zeros(n_opt, dtype=np.int64)
    products = np.zeros((n_opt, n_opt), dtype=np.int64)
    whole = np.zeros(n_opt, dtype=np.int64)
    cats = np.zeros((n_opt, ko.N_CATEGORIES), dtype=np.int64)
    done = 0
    try:
        for fill in sampled_fills(np.array(rest, dtype=np.int8), n_trials, seed):
            orders = np.empty((len(fill), len(deck)), dtype=np.int8)
            orders[:, known_pos] = known_cards
            orders[:, free_pos] = fill
            batch = np.empty((n_opt, len(fill)), dtype=np.int64)
            for k, (hold, _) in enumerate(options):
                rules[kd.R_HERO_HOLD] = hold + 1
                counts = plan.replay(orders)
                batch[k] = counts[:, seat_at]
                cats[k] += counts[:, cat_at:cat_at + ko.N_CATEGORIES].sum(axis=0)
            total += batch.sum(axis=1)
            products += batch @ batch.T
            whole += (batch == ko.SHARE_UNITS).sum(axis=1)
            done += len(fill)
            if width is not None and done % (2 * BATCH) == 0 and \
                    _widest(total, products, done, ko.SHARE_UNITS) <= width:
                break
    finally:
        rules[kd.R_HERO_HOLD] = 0
    from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

    mean, half, diff, diff_half = paired_intervals(total, products, done, ko.SHARE_UNITS)
    names = [c for c in STANDARD_CATEGORIES if c != "five-of-a-kind" or v.wild != "none"]
    rows = []
    for k, (hold, legal) in enumerate(options):
        kept = [hero[i] for i in range(5) if (hold >> i) & 1]
        drawn = 5 - len(kept)
        rows.append({"option": ("stand pat" if drawn == 0 else f"draw {drawn}" if not kept else
                                f"keep {format_cards(kept)}, draw {drawn}"),
                     "kept": format_cards(kept), "drawn": drawn, "legal": legal,
                     "default": hold == default, "equity": mean[k],
                     "ci": [mean[k] - half[k], mean[k] + half[k]],
                     "win": int(whole[k]) / done, "diff": diff[k],
                     "diff_ci": [diff[k] - diff_half[k], diff[k] + diff_half[k]],
                     "final": {c: int(cats[k][CATEGORY_NAMES.index(c)]) / done for c in names},
                     "completions": done})
    rows.sort(key=lambda r: (not r["legal"], -r["equity"], r["drawn"]))
    return advice_class(game=v.id, decision="draw", hand=format_cards(hero),
                        dead=format_cards(dead), players=players, exact=False, target="",
                        target_reason="", categories=tuple(names), rows=rows,
                        policy=pols.get("draw", "standard"), measure="equity",
                        seed=seed, against=[format_cards(s) for s in seats[1:]])


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
