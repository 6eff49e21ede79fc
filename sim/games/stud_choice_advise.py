"""The stud games' yes-or-no choices `simpoker advise` replays through their kernels: Countdown's
first stay or fold. The hero's choice at the situation's street is forced by the stud rule slots
(kernels/drivers/stud_layout.py R_HERO_AT, R_HERO_CHOICE), every later choice and every other
seat's by the policies, both options on the same sampled completions
(sim/studies/advise_forced.py).
"""
from ..errors import UserError


def _stud_forced(v, opts, pols, s, decision, choices, street_needed=None):
    from kernels.drivers import stud_layout as k

    from ..studies.advise import Advice
    from ..studies.advise_forced import forced_replay, mark_first, option_rows
    from ..studies.odds_answer import table_size
    from ..studies.odds_stud import stud_situation

    s.refuse_extras(f"the {decision} of {v.id}")
    if s.exact:
        raise UserError(f"the {decision} of {v.id} is sampled: leave out --exact")
    if not s.hands:
        raise UserError("give the hero's cards as DOWN/UP, for example AsAh/Kd")
    players = table_size(v, s.players, len(s.hands))
    plan = v.plan(opts, pols, players)
    known_pos, known_cards, free, rest, _, street = stud_situation(v, plan, s.hands, s.dead, players)
    if street_needed is not None and street != street_needed:
        raise UserError(f"advise covers the {decision} of {v.id} after street {street_needed} (the "
                        f"first, before anyone has chosen): this situation is street {street}")
    r = forced_replay(plan, players, k.R_HERO_CHOICE, [code for _, code in choices],
                      (known_pos, known_cards, free, rest), s.trials, s.seed, s.until_ci,
                      fixed={k.R_HERO_AT: street})
    rows = option_rows(r, [name for name, _ in choices], r.as_policy)
    mark_first(rows)
    rows.sort(key=lambda x: (-x["equity"], not x["default"]))
    return Advice(game=v.id, decision=decision, hand=s.hands[0], dead=s.dead or "",
                  players=players, exact=False, target="", target_reason="", categories=(),
                  rows=rows, policy=pols.get(decision, next(iter(
                      d.default for d in v.decisions if d.name == decision))),
                  measure="equity", seed=s.seed, against=list(s.hands[1:]))


def countdown_fold(v, opts, pols, s):
    """Stay or fold at the first round (three cards dealt): a fold takes nothing from the pot
    (and lowers the wild rank for the others); staying in now leaves the later rounds to the
    policy, which may fold the hand then, so staying to the showdown is an option of its own."""
    from kernels.drivers import stud_layout as k

    return _stud_forced(v, opts, pols, s, "fold",
                        [("stay in to the showdown", k.HERO_ALWAYS),
                         ("stay in now (then the policy)", k.HERO_YES), ("fold", k.HERO_NO)],
                        street_needed=3)
