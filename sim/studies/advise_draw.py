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


def draw_against(v, opts, pols, plan, hands, dead_text, players, trials, seed, advice_class,
                 until_ci=None):
    """The Advice of the draw against opponents: ``trials`` completions (default
    advise_forced.DEFAULT_TRIALS), or batches of them until every option's interval and every
    difference's is at most ``until_ci`` wide each side."""
    from kernels.core.categories import STANDARD_CATEGORIES
    from kernels.drivers import draw_layout as kd

    from ..spec.cards import format_cards
    from .advise import hold_options
    from .advise_forced import dealt_hands, forced_replay, known_order, mark_first, option_rows
    from .odds_answer import table_size

    size = int(plan.inputs["rules"][kd.R_DEALT])
    seats, dead = dealt_hands(v, hands, dead_text, size)
    deck = [int(c) for c in plan.inputs["deck"]]
    if len(deck) != 52:
        raise UserError("advise covers the draw against opponents with the 52-card deck so far")
    players = table_size(v, players, len(seats))
    if players * (size + kd.HAND - 1) > len(deck) - len(dead):
        # the stock could run out at the draw, and the kernel would shuffle the discards back
        raise UserError(f"advise covers the draw against opponents at tables where the stock "
                        f"cannot run out: at most {(len(deck) - len(dead)) // (size + 4)} players "
                        "here")
    plan = v.plan(opts, pols, players)  # the table's own: the plan the check built seats one
    order = known_order(v, players, seats, dead)
    hero = seats[0]
    if size == 5:
        options, default = hold_options(v, opts, pols, plan, hero)
    else:  # six dealt: keep one to five of them, drawing one fewer than thrown away
        options, default = [], None
        for hold in range(1, 63):
            kept = [hero[i] for i in range(6) if hold >> i & 1]
            options.append((hold, _within_six_limit(kept)))
    options = [(hold, legal) for hold, legal in options if legal]
    r = forced_replay(plan, players, kd.R_HERO_HOLD, [hold + 1 for hold, _ in options], order, trials,
                      seed, until_ci, count_categories=True)
    names = [c for c in STANDARD_CATEGORIES if c != "five-of-a-kind" or v.wild != "none"]
    labels, extra = [], []
    for k, (hold, legal) in enumerate(options):
        kept = [hero[i] for i in range(size) if (hold >> i) & 1]
        drawn = 5 - len(kept)
        labels.append("stand pat" if drawn == 0 else f"draw {drawn}" if not kept else
                      f"keep {format_cards(kept)}, draw {drawn}")
        extra.append({"kept": format_cards(kept), "drawn": drawn})
    if default is None:
        # a limit or a wild rank the policy's hold (policy_hold) does not see: the hold that
        # replays as the policy on every completion is the policy's
        rows = option_rows(r, labels, r.as_policy, extra)
        mark_first(rows)
    else:
        rows = option_rows(r, labels, [hold == default for hold, _ in options], extra)
    rows.sort(key=lambda r: (not r["legal"], -r["equity"], r["drawn"]))
    return advice_class(game=v.id, decision="draw", hand=format_cards(hero),
                        dead=format_cards(dead), players=players, exact=False, target="",
                        target_reason="", categories=tuple(names), rows=rows,
                        policy=pols.get("draw", "standard"), measure="equity",
                        seed=seed, against=[format_cards(s) for s in seats[1:]])



def _within_six_limit(kept):
    """Six dealt: at most three drawn (keeping two or more), or four to a player keeping an ace."""
    return len(kept) >= 2 or len(kept) == 1 and kept[0] >> 2 == 12
