"""`simpoker advise`: the best choice from a known situation, every option ranked.

This module finds the decision and hands it to the study that counts it: the keep of the discard
games (sim/studies/advise_keep.py), the draw against opponents (sim/studies/advise_draw.py) and
the flip (sim/studies/advise_stud.py), or a game's own adviser (GameSpec.advisers: 727, the
declares, In Between, and the choices forced in the games' kernels, sim/games/*_advise.py). The
draw of the draw driver's five-card games with the hero alone (``players=1``) is counted here:
each of the 32 holds exactly, every draw of the thrown cards from the stock dealt and its final
hand evaluated by the game's hand rule (wild cards, the bug, four-card hands, the Spanish deck),
the holds ranked by the chance of ending at or above a target category (by default the category
that wins half the pots at the game's default table, which a short seeded run finds). Every
other decision is refused in one line naming what is covered.
"""
from dataclasses import dataclass, field
from math import comb

from ..errors import UserError

TARGET_RUN_DEALS = 1 << 18  # the seeded run that finds the category that wins half the pots
MOST_DRAWN, MOST_DRAWN_WITH_ACE = 3, 4  # the draw driver's limit


@dataclass
class Advice:
    """The options of one decision, best first, with the target and the situation."""

    game: str
    decision: str
    hand: str
    dead: str
    players: int
    exact: bool
    target: str
    target_reason: str
    categories: tuple
    rows: list = field(default_factory=list)   # one dict an option, best first
    policy: str = ""                           # the game's policy for the decision
    measure: str = "p_target"                  # the rows' key the options are ranked by
    board: str = ""
    seed: int | None = None                    # sampled: the completions' seed
    against: list = field(default_factory=list)  # the known opponents' cards
    unit: str = "player"                       # what ``players`` counts ("hand": Hot Tuna's)
    note: str = ""                             # a line more on the situation or the options

    def dataframe(self):
        """A row an option, best first: what it keeps, whether the rules allow it, whether the
        game's policy takes it, P(target or better) and its difference to the best with their
        intervals, and P(each final category); the situation and the target in ``attrs``."""
        import pandas as pd

        flat = []
        for r in self.rows:
            row = {k: v for k, v in r.items() if k not in ("final", "ci", "diff_ci")}
            row.update(ci_low=r["ci"][0], ci_high=r["ci"][1], diff_low=r["diff_ci"][0],
                       diff_high=r["diff_ci"][1])
            row.update({f"P({c})": p for c, p in r["final"].items()})
            flat.append(row)
        df = pd.DataFrame(flat).set_index("option")
        df.attrs.update({k: v for k, v in self.to_dict().items() if k != "options"})
        return df

    def to_dict(self):
        return {"game": self.game, "decision": self.decision, "hand": self.hand,
                "board": self.board, "dead": self.dead,
                "players": self.players, "unit": self.unit, "against": self.against,
                "exact": self.exact,
                "seed": self.seed, "measure": self.measure,
                "target": self.target, "target_reason": self.target_reason, "policy": self.policy,
                "categories": list(self.categories), "note": self.note, "options": self.rows}


@dataclass
class Situation:
    """What a player tells `advise` of where he stands, as given (a game's adviser checks it)."""

    hands: list                  # the hero's cards, then each known opponent's
    dead: str | None = None
    players: int | None = None
    exact: bool | None = None    # None: as the decision counts by default
    trials: object = None
    until_ci: float | None = None
    seed: int = 1
    target: str | None = None
    board: str | None = None
    pot: int | None = None       # chips in the pot, for a bet
    first_round: bool = False    # the bet is in the first round (In Between: half the pot)
    wild: str | None = None      # the wild rank now, in a game whose wild rank moves

    def refuse_extras(self, what, allowed=()):
        """One line naming the situation's options ``what`` (the decision, in words) has no use
        for, if any was given."""
        given = {"--board": self.board, "--target": self.target, "--pot": self.pot,
                 "--first-round": self.first_round or None, "--wild": self.wild}
        extra = [k for k, x in given.items() if x is not None and k not in allowed]
        if extra:
            raise UserError(f"{what} takes no {' or '.join(extra)}")


def advise(game, hands, dead=None, players=None, exact=None, trials=None, until_ci=None, seed=1,
           target=None, options=None, policies=None, board=None, decision=None, pot=None,
           first_round=False, wild=None):
    """The hero's next decision from a known situation as a DataFrame, an option a row, best
    first (Advice.dataframe); the situation, the target and why in ``df.attrs``."""
    return advice(game, hands, dead=dead, players=players, exact=exact, trials=trials,
                  until_ci=until_ci, seed=seed, target=target, options=options,
                  policies=policies, board=board, decision=decision, pot=pot,
                  first_round=first_round, wild=wild).dataframe()


def advice(game, hands, dead=None, players=None, exact=None, trials=None, until_ci=None, seed=1,
           target=None, options=None, policies=None, board=None, decision=None, pot=None,
           first_round=False, wild=None):
    """The hero's next decision from a known situation, every option ranked best first
    (see the module's docstring for what is covered), as an Advice. ``decision`` names the
    decision where a game's situation does not tell which comes next (727: take or declare)."""
    from ..spec.game_spec import parse_spec, resolve_choices

    v, given = parse_spec(game) if isinstance(game, str) else (game, {})
    opts, pols = resolve_choices(v, given, options, policies)
    if not v.decisions:
        raise UserError(f"{v.id} has no decision to advise on: nobody chooses anything in it")
    names = [d.name for d in v.decisions]
    if decision is not None and decision not in names:
        raise UserError(f"{v.id} has no decision {decision!r}: its decisions are {', '.join(names)}")
    hands = list(hands or [])
    situation = Situation(hands=hands, dead=dead, players=players, exact=exact, trials=trials,
                          until_ci=until_ci, seed=seed, target=target, board=board, pot=pot,
                          first_round=first_round, wild=wild)
    if v.advisers:
        chosen = decision or next(n for n in names if n in v.advisers)
        if chosen not in v.advisers:
            raise UserError(f"advise does not cover the {chosen} of {v.id} yet: it covers "
                            f"{' and '.join('the ' + n for n in v.advisers)}")
        return v.advisers[chosen](v, opts, pols, situation)
    from .advise_stud import buy_advice, buy_decision, flip_advice, flip_covered

    if flip_covered(v, opts, pols) and decision in (None, "flip"):
        return flip_advice(v, opts, pols, situation)
    buy = buy_decision(v)
    if buy is not None and decision in (None, buy):
        return buy_advice(v, opts, pols, situation, buy)
    if pot is not None or first_round or wild is not None:
        raise UserError(f"--pot, --first-round and --wild tell a bet or a moving wild rank; "
                        f"{v.id}'s decisions are {', '.join(names)}")
    if decision is not None and decision not in ("draw", "keep"):
        raise UserError(f"advise does not cover the {decision} of {v.id} yet: docs/advise.md "
                        "lists the decisions it covers")
    if not hands:
        raise UserError("give the hero's cards: --hand CARDS")
    keep = _discard_rules(v, opts, pols)
    if keep is not None:
        from .advise_keep import keep_advice

        if trials is not None or until_ci is not None or exact is False:
            raise UserError("the keep with every opponent's cards known is counted exactly: leave "
                            "out --trials, --until-ci and --sample")
        if target is not None:
            raise UserError("--target ranks a player alone's draws; the keep is ranked by equity")
        return keep_advice(v, pols, keep, hands, board, dead, players, Advice)
    if board:
        raise UserError(f"{v.id} has no board")
    players = len(hands) if players is None else players
    plan = _covered_draw(v, opts, pols, alone=players <= 1)
    if players > 1:
        from .advise_draw import draw_against

        if exact:
            raise UserError("the draw against opponents is sampled: leave out --exact (the hero "
                            "alone, --players 1, is counted exactly)")
        if target is not None:
            raise UserError("--target ranks a player alone's draws; against opponents they are "
                            "ranked by equity")
        return draw_against(v, opts, pols, plan, hands, dead, players, trials, seed, Advice,
                            until_ci=until_ci)
    if len(hands) != 1:
        raise UserError(f"{len(hands)} hands and --players 1: give one hand for the hero alone")
    if trials is not None or until_ci is not None or exact is False:
        raise UserError("the draw with the hero alone is counted exactly: leave out --trials, "
                        "--until-ci and --sample")
    return _draw_alone(v, opts, pols, plan, hands[0], dead, target)


def _discard_rules(v, opts, pols):
    """The community game's rules where its decision is the keep of a discard game that advise
    counts (high pot, nothing wild, two kept cards played as Hold'em's); None for any other game."""
    if v.game_file is None or v.odds_cards().deal != "board" or "keep" not in {d.name for d in v.decisions}:
        return None
    spec = v.game_file.rules_for(opts, pols)
    if "discard" not in spec or spec["discard"]["at"] not in ("deal", "flop"):
        return None
    from ..spec.cards import rank_text

    if (spec["pot"]["split"] != "high" or rank_text(spec["wild"]["always"]) != "none"
            or spec["hand"]["hole_used"] not in ("any", "at-most-two")):
        raise UserError(f"advise does not cover the keep of {v.id} with these rules yet (a split "
                        "pot or wild cards): it covers the keep of a discard game for high")
    return spec


def _covered_draw(v, opts, pols, alone=True):
    """The draw plan of a game whose draw advise counts; a one-line error naming the decision
    not covered otherwise. Against opponents (not ``alone``) the kernel scores every hand, so a
    wild rank of a seat's own or of the drawn cards, and cards rolled up, are covered too."""
    from kernels.drivers import draw_layout as kd

    names = [d.name for d in v.decisions]
    cards = v.odds_cards()
    why = None
    if cards.deal != "draw" or "draw" not in names:
        why = f"the {' or the '.join(names)} of {v.id}"
    elif alone and v.game_file is None:
        why = f"the draw of {v.id} with the hero alone (give the others' cards or --players N)"
    else:
        plan = v.plan(opts, pols, 1)
        rules = (plan.inputs or {}).get("rules")
        deuce_alone = (plan.layout is kd.HONKY_OFFSETS and alone
                       and (int(rules[kd.R_LOW_ONLY]) == kd.LOWBALL_D27 or int(rules[kd.R_DRAWS]) > 1))
        if plan.layout is kd.HONKY_OFFSETS and int(rules[kd.R_DEALT]) != kd.HAND:
            why = f"the draw of {v.id} ({int(rules[kd.R_DEALT])} cards a seat; its draws hold five)"
        elif deuce_alone:
            why = (f"the draw of {v.id} with the hero alone (the exact count reads one draw of "
                   "ace-to-five lows: give the others' cards or --players N)")
        elif plan.layout is kd.HONKY_OFFSETS:  # a low pot: lowball, or split high-low
            return plan
        elif (rules is None or set(plan.inputs) != {"ctw", "wm", "rules", "deck"}
                or int(rules[kd.R_DEALT]) != 5 and (alone or int(rules[kd.R_DEALT]) != 6)
                or int(rules[kd.R_LOW_ONLY])
                or alone and (int(rules[kd.R_OWN_WILD]) or int(rules[kd.R_ROLL])
                              or int(rules[kd.R_DRAWN_WILD]) or int(rules[kd.R_MAX_DRAW]))
                or int(rules[kd.R_DRAW_POLICY]) not in (kd.DRAW_STANDARD, kd.DRAW_PAT, kd.DRAW_KICKER)):
            why = (f"the draw of {v.id} with these rules" +
                   (" with the hero alone (six cards dealt, a draw limit of its own, a wild "
                    "rank that moves or is each player's own, cards rolled up: give the "
                    "others' cards or --players N)" if alone else ""))
        else:
            return plan
    raise UserError(f"advise does not cover {why} yet: docs/advise.md lists the decisions it "
                    "covers")


def hand_rule(v, opts, pols, low=False):
    """The HandRule the draw game's hands are scored by: its high hand, or (``low``) its
    ace-to-five low, with the low's wild ranks."""
    from ..spec.cards import rank_text
    from ..spec.evaluation import HandRule, parse_wild

    spec = v.game_file.rules_for(opts, pols)
    wild = rank_text(spec["wild"]["low"] if low and spec["wild"]["low"] is not None
                     else spec["wild"]["always"])
    ranks = parse_wild(wild)[0] if wild != "none" else frozenset()
    if low:
        return HandRule(wild_ranks=frozenset(ranks), low="a5")
    four = "canadian" if spec["hand"]["canadian"] else "new-york" if spec["hand"]["new_york"] else None
    bug = spec["deck"]["bug"]
    return HandRule(wild_ranks=frozenset(ranks), deck="spanish" if spec["deck"]["spanish"] else "standard",
                    four_card=four, bug=bug == "bug", bug_ace=bug == "ace")


def _draw_alone(v, opts, pols, plan, hand_text, dead_text, target):
    import numpy as np

    from kernels.eval.evaluate import CATEGORY_NAMES
    from kernels.eval.hands import n_categories
    from kernels.eval.holds import hold_counts

    from ..engine.compiling import load_numba_target
    from ..spec.cards import format_card
    from .odds_answer import cards_given_once, split_cards

    from kernels.drivers import draw_layout as kd
    from kernels.eval.hands import LOW_CATEGORY_NAMES

    low = plan.layout is kd.HONKY_OFFSETS
    if low and not int(plan.inputs["rules"][kd.R_LOW_ONLY]):
        raise UserError(f"{v.id} splits the pot high-low: its draw is ranked by equity against "
                        "opponents (give --players 2 or more)")
    rule = hand_rule(v, opts, pols, low=low)
    hand = split_cards(hand_text, "the hand")
    if len(hand) != 5:
        raise UserError(f"{v.id} deals five cards a seat; the hand {hand_text!r} has {len(hand)}")
    dead = split_cards(dead_text, "the dead cards") if dead_text else []
    cards_given_once([("the hand", hand), ("the dead cards", dead)])
    deck = [int(c) for c in rule.deck_codes()]
    outside = [format_card(c) for c in hand + dead if c not in deck]
    if outside:
        raise UserError(f"{', '.join(outside)} {'is' if len(outside) == 1 else 'are'} not in "
                        f"{v.id}'s deck with these options")
    stock = np.array([c for c in deck if c not in set(hand) | set(dead)], dtype=np.int8)
    names = rule.category_names()
    target, reason = _target(v, opts, pols, names, target)
    load_numba_target()
    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    n_cat = n_categories(int(r[6]))
    counts = hold_counts(np.array(hand, dtype=np.int8), stock, wm, r, n_cat, ct, o, nf, fl, tb)
    options, default = hold_options(v, opts, pols, plan, hand)
    order = LOW_CATEGORY_NAMES if low else CATEGORY_NAMES  # the kernel's columns
    at = order.index(target)
    rows = []
    for hold, legal in options:
        kept = [hand[i] for i in range(5) if (hold >> i) & 1]
        n = int(counts[hold].sum())
        if n != comb(len(stock), 5 - len(kept)):
            raise AssertionError("a hold's draws do not add up")
        final = {c: int(counts[hold][order.index(c)]) / n for c in names}
        # at or above the target: a low's best category comes first, a high's last
        p = int(counts[hold][:at + 1].sum() if low else counts[hold][at:].sum()) / n
        drawn = 5 - len(kept)
        rows.append({"option": ("stand pat" if drawn == 0 else f"draw {drawn}" if not kept else
                                f"keep {' '.join(format_card(c) for c in kept)}, draw {drawn}"),
                     "kept": " ".join(format_card(c) for c in kept), "drawn": drawn,
                     "legal": bool(legal), "default": hold == default,
                     "p_target": p, "ci": [p, p], "final": final,
                     "draws": n, "mean_category": sum(i * q for i, q in enumerate(final.values()))
                     * (-1 if low else 1)})
    rows.sort(key=lambda row: (not row["legal"], -row["p_target"], -row["mean_category"], row["drawn"]))
    best = rows[0]["p_target"]
    for row in rows:
        row["diff"] = row["p_target"] - best
        row["diff_ci"] = [row["diff"], row["diff"]]
    decision = next(d for d in v.decisions if d.name == "draw")
    return Advice(game=v.id, decision="draw", hand=" ".join(format_card(c) for c in hand),
                  dead=" ".join(format_card(c) for c in dead), players=1, exact=True,
                  target=target, target_reason=reason, categories=tuple(names), rows=rows,
                  policy=pols.get(decision.name, decision.default))


def hold_options(v, opts, pols, plan, hand):
    """([(hold, whether the draw limit allows it)] for the 32 holds of ``hand`` (five codes; bit
    i keeps card i), the hold the game's draw policy takes: None where policy_hold does not
    model the game (a draw limit or a wild rank of its own: the replay finds it)."""
    import numpy as np

    from kernels.drivers import draw_layout as kd
    from kernels.drivers.draw import policy_hold
    from kernels.eval.hands import category_index

    from ..spec.evaluation import evaluate_codes

    rules = plan.inputs["rules"]
    wm = plan.inputs["wm"]
    most = int(rules[kd.R_MAX_DRAW])
    if (v.game_file is None or most or int(rules[kd.R_OWN_WILD]) or int(rules[kd.R_DRAWN_WILD])) \
            and plan.layout is not kd.HONKY_OFFSETS:
        options = []
        for hold in range(32):
            kept = [hand[i] for i in range(5) if (hold >> i) & 1]
            drawn = 5 - len(kept)
            options.append((hold, bool(drawn <= most if most else _within_limit(kept, drawn))))
        return options, None
    cat = category_index(int(evaluate_codes(np.array([hand]), hand_rule(v, opts, pols))[0]), -1)
    deuce = plan.layout is kd.HONKY_OFFSETS and int(rules[kd.R_LOW_ONLY]) == kd.LOWBALL_D27
    triple = plan.layout is kd.HONKY_OFFSETS and int(rules[kd.R_DRAWS]) > 1
    if plan.layout is kd.HONKY_OFFSETS:
        from kernels.games.honky_tonk import low_policy_hold

        from kernels.core.tables import TABLES

        default = int(low_policy_hold(np.array(hand, dtype=np.int8), cat, np.uint64(wm[1]),
                                      np.uint64(wm[0]), int(rules[kd.R_DRAW_POLICY]), deuce,
                                      triple, TABLES))
    else:
        default = int(policy_hold(np.array(hand, dtype=np.int64), cat, np.uint64(wm[0]),
                                  int(rules[kd.R_DRAW_POLICY]), int(rules[kd.R_BUG_MODE])))
    options = []
    for hold in range(32):
        kept = [hand[i] for i in range(5) if (hold >> i) & 1]
        # deuce-to-seven and triple draw have no draw limit
        options.append((hold, deuce or triple or _within_limit(kept, 5 - len(kept))))
    return options, default


def _within_limit(kept, drawn):
    """The draw driver's limit: three cards, or four to a player keeping an ace."""
    return bool(drawn <= MOST_DRAWN or (drawn == MOST_DRAWN_WITH_ACE and len(kept) == 1
                                        and kept[0] >> 2 == 12))


def _target(v, opts, pols, names, target):
    """(the target category, why): the one given, or the category that wins half the pots at
    the game's default table."""
    if target is not None:
        if target not in names:
            raise UserError(f"unknown --target {target!r}: choose from {', '.join(names)}")
        return target, "as given"
    from ..engine.runner import run

    players = v.default_players_for(opts)
    res = run(v.spec_string(opts), players=players, trials=TARGET_RUN_DEALS, seed=1,
              policies=pols, write=False)
    low = names[0].endswith("-low")  # a low's categories come best first, a high's last
    table = res.json_tables["low_top" if low else "winner_category"]
    above = 0.0
    for name in (names if low else reversed(names)):
        above += table.get(name.removesuffix("-low") if low else name, {}).get("p", 0.0)
        if above >= 0.5:
            return name, (f"the best category that wins at least half the pots: {name} or better "
                          f"won {100 * above:.1f}% of them at {players} players "
                          f"({TARGET_RUN_DEALS:,} deals, seed 1)")
    return names[0], "every pot"


def write_advice(advice, out="results"):
    """advise.json and a chart of the legal options' chances (with their intervals) in a new
    folder under ``out``; the folder."""
    import os

    from ..engine.runner import new_run_dir
    from ..io import atomic_write_json, check_out_dir
    from ..report.plots import save_figure

    check_out_dir(out)
    folder = new_run_dir(out, f"advise-{advice.game}", 1)
    atomic_write_json(os.path.join(folder, "advise.json"), advice.to_dict())
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in advice.rows if r["legal"]][:16]
    fig, ax = plt.subplots(figsize=(8, 0.35 * len(rows) + 1.5))
    ys = range(len(rows))[::-1]
    ps = [r[advice.measure] for r in rows]
    errs = [[p - r["ci"][0] for p, r in zip(ps, rows)], [r["ci"][1] - p for p, r in zip(ps, rows)]]
    ax.barh(list(ys), ps, xerr=errs, color=["#15803d" if r["default"] else "#2563eb" for r in rows])
    ax.set_yticks(list(ys), [r["option"] + (" (policy)" if r["default"] else "") for r in rows])
    ax.set_xlabel({"p_target": f"P({advice.target} or better)", "chips": "chips won, on average",
                   "equity": "share of the pot"}[advice.measure])
    ax.set_title(f"{advice.game}: {advice.hand}, {advice.decision} ({'exact' if advice.exact else 'sampled'})")
    fig.tight_layout()
    save_figure(fig, os.path.join(folder, "advise.png"))
    return folder
