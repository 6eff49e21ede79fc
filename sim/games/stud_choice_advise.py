"""The stud games' choices `simpoker advise` replays through their kernels: Countdown's first stay
or fold, Share Your Hole's card to share, Open and Shut's draw. The hero's choice at the
situation's street is forced by the stud rule slots (kernels/drivers/stud_layout.py R_HERO_AT,
R_HERO_CHOICE), every later choice and every other seat's by the policies, every option on the
same sampled completions (sim/studies/advise_forced.py).
"""
from ..errors import UserError


def _stud_forced(v, opts, pols, s, decision, choices, street_needed=None, extra=None):
    from kernels.drivers import stud_layout as k

    from ..studies.advise_forced import forced_replay, options_advice, sampled_table
    from ..studies.odds_stud import parse_stud_hand, stud_situation

    players = sampled_table(v, s, decision, hint="DOWN/UP, for example AsAh/Kd")
    plan = v.plan(opts, pols, players)
    known_pos, known_cards, free, rest, _, street = stud_situation(v, plan, s.hands, s.dead, players)
    if street_needed is not None and street != street_needed:
        raise UserError(f"advise covers the {decision} of {v.id} after street {street_needed} (the "
                        f"first, before anyone has chosen): this situation is street {street}")
    if callable(choices):  # the options follow from the hero's cards
        choices, extra = choices(parse_stud_hand(s.hands[0], "the hero"))
    r = forced_replay(plan, players, k.R_HERO_CHOICE, [code for _, code in choices],
                      (known_pos, known_cards, free, rest), s.trials, s.seed, s.until_ci,
                      fixed={k.R_HERO_AT: street})
    return options_advice(v, pols, decision, r, [name for name, _ in choices], s, players,
                          s.hands[0], s.dead or "", s.hands[1:], extra=extra)


def countdown_fold(v, opts, pols, s):
    """Stay or fold at the first round (three cards dealt): a fold takes nothing from the pot
    (and lowers the wild rank for the others); staying in now leaves the later rounds to the
    policy, which may fold the hand then, so staying to the showdown is an option of its own."""
    from kernels.drivers import stud_layout as k

    return _stud_forced(v, opts, pols, s, "fold",
                        [("stay in to the showdown", k.HERO_ALWAYS),
                         ("stay in now (then the policy)", k.HERO_YES), ("fold", k.HERO_NO)],
                        street_needed=3)


def share_hole(v, opts, pols, s):
    """Which of the two hole cards to share, once every card is dealt."""
    from kernels.drivers import stud_layout as k

    from ..spec.cards import format_cards

    def choices(hero):
        down, _ = hero
        if not down or len(down) != 2:
            raise UserError("give the hero's two hole cards before the / (e.g. AsKd/QhQc9s)")
        a, b = format_cards(down[:1]), format_cards(down[1:])
        return [(f"share {a} (keep {b})", k.HERO_YES), (f"share {b} (keep {a})", k.HERO_NO)], None
    return _stud_forced(v, opts, pols, s, "share", choices, street_needed=5)


def open_and_shut_draw(v, opts, pols, s):
    """Every hold the draw allows (at most three drawn, four keeping an ace), all cards dealt."""
    from ..spec.cards import format_cards

    def choices(hero):
        down, up = hero
        cards = list(down or []) + list(up)
        out, extra = [], []
        for hold in range(32):
            kept = [cards[i] for i in range(5) if hold >> i & 1]
            drawn = 5 - len(kept)
            if drawn <= 3 or drawn == 4 and kept[0] >> 2 == 12:
                out.append(("stand pat" if not drawn else f"draw {drawn}, keep {format_cards(kept)}"
                            if kept else f"draw {drawn}", hold + 1))
                extra.append({"kept": format_cards(kept), "drawn": drawn})
        return out, extra
    return _stud_forced(v, opts, pols, s, "draw", choices, street_needed=5)


def english_draw(v, opts, pols, s):
    """The first one-card draw, after the fifth street: stand pat or replace one card (a replaced
    up card comes up, a down card down); the later draws by the policy."""
    from ..spec.cards import format_cards

    def choices(hero):
        down, up = hero
        cards = list(down or []) + list(up)
        return ([("stand pat", 1)] + [(f"replace {format_cards([c])}", 2 + i)
                                      for i, c in enumerate(cards)]), None
    return _stud_forced(v, opts, pols, s, "draw", choices, street_needed=5)


def colored_twist(v, opts, pols, s):
    """Colored Poker's twist (with twist=true), once all seven cards are dealt: keep the cards or
    swap one for the next card of the deck; the declares after it by the policy."""
    from ..spec.cards import format_cards

    if not opts.get("twist", False):
        raise UserError(f"{v.id} plays the twist only with --opt twist=true")

    def choices(hero):
        down, up = hero
        if not down or len(down) != 3:
            raise UserError("give the hero's three down cards before the / (two dealt first, "
                            "the last one third), then his four up cards")
        cards = list(down[:2]) + list(up) + list(down[2:])  # the order they were dealt
        return ([("keep the cards", 1)] + [(f"swap {format_cards([c])}", 2 + i)
                                           for i, c in enumerate(cards)]), None
    return _stud_forced(v, opts, pols, s, "twist", choices, street_needed=7)
