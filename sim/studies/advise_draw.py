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
import math

from ..errors import UserError

DEFAULT_TRIALS = 20_000
Z95 = 1.959963984540054


def draw_against(v, opts, pols, plan, hands, dead_text, players, trials, seed, advice_class):
    import numpy as np

    from kernels.drivers import draw_layout as kd
    from kernels.eval import odds_board as ko

    from ..engine.runner import parse_trials
    from ..spec.cards import format_cards
    from .advise import hold_options
    from .odds_answer import cards_given_once, split_cards
    from .odds_replay import bury_dead, positions, sampled_fills

    seats = [split_cards(h, f"hand {i}") for i, h in enumerate(hands)]
    for i, cards in enumerate(seats):
        if len(cards) != 5:
            raise UserError(f"{v.id} deals five cards a seat; hand {i} ({hands[i]!r}) has {len(cards)}")
    dead = split_cards(dead_text, "the dead cards") if dead_text else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)] + [("the dead cards", dead)])
    deck = [int(c) for c in plan.inputs["deck"]]
    if len(deck) != 52:
        raise UserError("advise covers the draw against opponents with the 52-card deck so far")
    most = v.players[1]
    if not len(seats) <= players <= most:
        raise UserError(f"--players must be {len(seats)} to {most} for {v.id} with "
                        f"{len(seats)} known hand(s), not {players}")
    if players * (5 + kd.HAND - 1) > len(deck) - len(dead):
        # the stock could run out at the draw, and the kernel would shuffle the discards back
        raise UserError(f"advise covers the draw against opponents at tables where the stock "
                        f"cannot run out: at most {(len(deck) - len(dead)) // 9} players here")
    plan = v.plan(opts, pols, players)  # the table's own: the plan the check built seats one
    n_trials = parse_trials(trials if trials is not None else DEFAULT_TRIALS)
    if n_trials > 10**6:
        raise UserError(f"--trials {n_trials:,}: advise replays every hold on each completion; "
                        "at most 1,000,000")
    rest = [c for c in deck if c not in {x for s in seats for x in s} | set(dead)]
    hole_pos, _ = positions(v, players)
    known_pos = [q for p in range(len(seats)) for q in hole_pos[p]]
    known_cards = [c for s in seats for c in s]
    unknown_pos = [q for p in range(len(seats), players) for q in hole_pos[p]]
    tail_pos = [q for q in range(len(deck)) if q not in set(known_pos) | set(unknown_pos)]
    known_pos, known_cards, free_pos = bury_dead(known_pos, known_cards, unknown_pos + tail_pos,
                                                 rest, deck)
    hero = seats[0]
    options, default = hold_options(v, opts, pols, plan, hero)
    options = [(hold, legal) for hold, legal in options if legal]
    rules = plan.inputs["rules"]
    seat_at = plan.layout["seat_win"][0]
    cat_at = plan.layout["first_seat_category"][0]
    shares = np.zeros((len(options), n_trials), dtype=np.int64)
    cats = np.zeros((len(options), ko.N_CATEGORIES), dtype=np.int64)
    done = 0
    try:
        for fill in sampled_fills(np.array(rest, dtype=np.int8), n_trials, seed):
            orders = np.empty((len(fill), len(deck)), dtype=np.int8)
            orders[:, known_pos] = known_cards
            orders[:, free_pos] = fill
            for k, (hold, _) in enumerate(options):
                rules[kd.R_HERO_HOLD] = hold + 1
                counts = plan.replay(orders)
                shares[k, done:done + len(fill)] = counts[:, seat_at]
                cats[k] += counts[:, cat_at:cat_at + ko.N_CATEGORIES].sum(axis=0)
            done += len(fill)
    finally:
        rules[kd.R_HERO_HOLD] = 0
    equity = shares / ko.SHARE_UNITS
    means = equity.mean(axis=1)
    best = int(np.argmax(means))
    from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

    names = [c for c in STANDARD_CATEGORIES if c != "five-of-a-kind" or v.wild != "none"]
    rows = []
    for k, (hold, legal) in enumerate(options):
        kept = [hero[i] for i in range(5) if (hold >> i) & 1]
        drawn = 5 - len(kept)
        half = Z95 * float(np.std(equity[k], ddof=1)) / math.sqrt(n_trials)
        diff = equity[k] - equity[best]
        diff_half = Z95 * float(np.std(diff, ddof=1)) / math.sqrt(n_trials)
        m = float(means[k])
        rows.append({"option": ("stand pat" if drawn == 0 else f"draw {drawn}" if not kept else
                                f"keep {format_cards(kept)}, draw {drawn}"),
                     "kept": format_cards(kept), "drawn": drawn, "legal": legal,
                     "default": hold == default, "equity": m, "ci": [m - half, m + half],
                     "win": float(np.mean(shares[k] == ko.SHARE_UNITS)),
                     "diff": float(diff.mean()),
                     "diff_ci": [float(diff.mean()) - diff_half, float(diff.mean()) + diff_half],
                     "final": {c: int(cats[k][CATEGORY_NAMES.index(c)]) / n_trials for c in names},
                     "completions": n_trials})
    rows.sort(key=lambda r: (not r["legal"], -r["equity"], r["drawn"]))
    return advice_class(game=v.id, decision="draw", hand=format_cards(hero),
                        dead=format_cards(dead), players=players, exact=False, target="",
                        target_reason="", categories=tuple(names), rows=rows,
                        policy=pols.get("draw", "standard"), measure="equity",
                        seed=seed, against=[format_cards(s) for s in seats[1:]])
