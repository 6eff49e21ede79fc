"""The draw family: five cards each, one draw by a named policy, best hand wins.

This module holds the draw driver's plan (draw_plan) and the draw games with more to them than
its rules: Psycho (a kernel of its own) and Kings and Little Ones (its stud version). The games the
driver runs from their rules alone are game files (sim/games/files/, read through
sim/games/draw_spec.py)."""
from functools import partial

from kernels.drivers import draw_layout as kd
from kernels.core.categories import CAT_SHIFT, CATEGORY_NAMES, STANDARD_CATEGORIES

from ..spec.cards import RANK_CHARS, parse_rank_list
from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, histogram_table, proportion_table, shares_table, single
from ..errors import UserError
from ..spec.game_spec import Decision, OddsCards, Option, GameSpec, register
from .kings_stud import KINGS_RULES, kings_stud_plan

DRAW_POLICIES = {
    "standard": (
        "stand pat on a straight or better; with three of a kind keep the wild cards and the "
        "natural cards of the trips rank (the rank with most natural cards, the higher on a tie); "
        "with two pair keep both pairs; with a natural pair keep the pair; with one wild card and "
        "no pair keep the wild card and the highest natural card; with no pair keep four cards of "
        "a suit, else four in a row that a straight completes at either end (not A-2-3-4 or "
        "J-Q-K-A), else an ace alone (drawing four), else the two highest cards"),
    "pat": "never draw",
    "kicker": "as standard, but a pair below aces keeps an ace kicker too (drawing two)",
}
POLICY_CODES = {"standard": kd.DRAW_STANDARD, "pat": kd.DRAW_PAT, "kicker": kd.DRAW_KICKER}
DRAWING = ("high-card", "one-pair", "two-pair", "three-of-a-kind")  # what a draw can improve
QUALIFIERS = {"jacks": "J", "queens": "Q", "kings": "K", "aces": "A"}  # the pair that opens
RANK_NAMES = {"J": "jacks", "Q": "queens", "K": "kings", "A": "aces"}

def draw_sweep_report(result, run_dir, plots):
    """The report's draw policy sweep (sim/studies/draw_sweep.py)."""
    from ..studies.draw_sweep import report_section

    return report_section(result, run_dir, plots)


def _natural_value(text):
    """The value of five natural cards without a flush (card text), read from the hash tables as
    the kernels read them: here, in NumPy, so the plan compiles nothing."""
    from kernels.eval.evaluate import KEY_MASK
    from kernels.eval.hash_tables import card_table
    from kernels.core.tables import HASH_MASK, HASH_SHIFT

    from ..spec.cards import parse_cards
    from ..spec.evaluation import hash_tables

    offs, nonflush, _ = hash_tables()
    key = int(sum(card_table(0)[0, c] for c in parse_cards(text))) & KEY_MASK
    return int(nonflush[1][nonflush[0][0, offs[key >> HASH_SHIFT] + (key & HASH_MASK)]])


def draw_plan(options, policies, players, fixed_wild=None, openers=None, drawn_wild=None,
              dealt=kd.HAND, psycho=False, little_ones=False, low_wild=None):
    """The draw driver's plan: five-card draw with the draw features ``options`` names (the keys
    of five-card-draw's options; a game file's sections give them, sim/games/draw_spec.py);
    ``fixed_wild``: the wild ranks of a game that fixes them (as
    rank text, say "A,2"), else the ``wild`` option's; ``openers``: (the least five cards that
    open, as card text; the least category that takes the pot), for games with openers and a
    qualifier; ``drawn_wild``: a rank wild only in the cards drawn (dealt face up), as rank text;
    ``dealt``: cards dealt each (one more than a hand: each first drops one, see draw_layout);
    ``psycho``: Psycho's kernel, its draw limit the ``max_draw`` option and its show policy;
    ``little_ones``: each seat's lowest rank is wild in its hand too; ``low_wild``: a high-low
    pot's wild ranks in the low hand, in place of the high hand's (rank text; Honky Tonk's kings).
    A low pot's draw policies: standard (draw to the low where the hand holds four low cards),
    pat, and, split high-low, high (five-card draw's standard draw for high)."""
    import numpy as np

    from kernels.core.cards import make_deck
    if psycho:
        from kernels.games.psycho import run_psycho_blocks as run_draw_blocks
    else:
        from kernels.drivers.draw import run_draw_blocks

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables
    from .stud import wild_rank_tables

    from kernels.eval import evaluate as ev
    from kernels.core.cards import DECK_SPANISH, JOKER_A
    from kernels.core.tables import TABLES

    spanish = options.get("spanish", False)
    bug = options.get("bug", "none")
    deck = make_deck(DECK_SPANISH if spanish else 0, jokers=int(bug != "none"))
    wild_text = fixed_wild or options.get("wild", "none")  # only five-card-draw has the options
    wild = parse_rank_list(wild_text, "wild")
    own_best = options.get("roll_your_own", False)
    low_mode = "lowball" if options.get("lowball") else ("high_low" if options.get("high_low") else None)
    qualifier = options.get("qualifier", "none")
    given = [name for name, on in (("high_low", options.get("high_low")), ("lowball", options.get("lowball")),
                                   ("roll_your_own", own_best), ("qualifier", qualifier != "none")) if on]
    if low_mode and len(given) > 1:
        raise UserError(f"the draw features {' and '.join(given)} cannot be played together")
    four_card = "canadian" if options.get("canadian") else ("new_york" if options.get("new_york") else None)
    roll = options.get("roll_em", "none")
    legs = options.get("legs", 0)
    plain_only = [name for name, on in (("new_york", options.get("new_york")), ("canadian", options.get("canadian")),
                                        ("spanish", spanish), ("bug", bug != "none"),
                                        ("roll_em", roll != "none")) if on]
    if bug != "none" and roll != "none":
        raise UserError("the bug cannot be played with roll_em")
    clash = given + (["wild"] if wild else [])
    if plain_only and clash:
        raise UserError(f"the draw features {', '.join(plain_only)} cannot be played with {', '.join(clash)}")
    if legs and (low_mode or qualifier != "none"):
        raise UserError(f"the draw feature legs cannot be played with {low_mode or 'qualifier'}")
    if low_mode:
        policy = policies["draw"]
        if policy == "kicker" or policy == "high" and low_mode == "lowball":
            raise UserError(f"the {policy} policy is a high-hand policy; with {low_mode} "
                            "use draw=standard or draw=pat")
        if low_wild is not None and low_mode == "lowball":
            raise UserError("a low hand's own wild ranks are for a high-low pot, not lowball")
        from .draw_own import low_draw_plan

        if policy == "pat-nine" and low_mode != "lowball":
            raise UserError("the pat-nine policy stands on a low: it is lowball's")
        code = (kd.DRAW_PAT if policy == "pat" else kd.DRAW_STANDARD if policy == "high" else
                kd.DRAW_LOW_PAT9 if policy == "pat-nine" else
                kd.DRAW_LOWBALL if low_mode == "lowball" else kd.DRAW_HONKY)
        low_mask = wild if low_wild is None else parse_rank_list(low_wild, "low_wild")
        deuce = options.get("low", "ace-to-five") == "deuce-to-seven"
        if deuce and (low_mode != "lowball" or wild):
            raise UserError("a deuce-to-seven low is played as lowball, nothing wild")
        draws = options.get("draws", 1)
        if draws > 1 and low_mode != "lowball":
            raise UserError("three draws are played as lowball")
        plan = low_draw_plan(code, players, wild, low_mask, low_only=low_mode == "lowball",
                             deuce=deuce, draws=draws)
        plan.describe["wild"] = (wild_text if low_wild is None else
                                 f"{wild_text} for high, {low_wild} for low")
        return _with_draw_cost(plan, options.get("pay_for_draw", 0), players)
    if qualifier != "none":
        q = QUALIFIERS[qualifier]
        openers = (f"{q}s {q}h 4c 3d 2s", None)
    rules = np.zeros(kd.R_SIZE, dtype=np.int64)
    rules[kd.R_DEALT] = dealt
    rules[kd.R_ACE_DRAW] = 4
    if psycho:
        rules[kd.R_MAX_DRAW] = options["max_draw"]
        rules[kd.R_SHOW_POLICY] = SHOW_CODES[policies["show"]]
    rules[kd.R_DRAW_POLICY] = POLICY_CODES[policies["draw"]]
    rules[kd.R_GENERAL] = bool(four_card or spanish or bug != "none")
    rules[kd.R_BUG_MODE] = {"none": ev.BUG_NONE, "bug": ev.BUG_STRAIGHT_FLUSH, "ace": ev.BUG_ACE}[bug]
    rules[kd.R_EVAL_FLAGS] = (ev.F_CANADIAN | ev.F_NEW_YORK if four_card == "canadian" else
                              ev.F_NEW_YORK if four_card else 0)
    rules[kd.R_DECK_KIND] = DECK_SPANISH if spanish else 0
    rules[kd.R_LEGS] = legs
    rules[kd.R_ROLL] = {"none": kd.ROLL_NONE, "best": kd.ROLL_BEST, "worst": kd.ROLL_WORST}[roll]
    rules[kd.R_OWN_WILD] = (kd.OWN_LOWEST if little_ones else kd.OWN_BEST if own_best
                            else kd.OWN_NONE)
    if drawn_wild:
        rules[kd.R_DRAWN_WILD] = 1 + parse_rank_list(drawn_wild, "drawn_wild").bit_length() - 1
    if openers:
        rules[kd.R_OPEN_MIN] = _natural_value(openers[0])
        if openers[1]:
            rules[kd.R_WIN_MIN] = CATEGORY_NAMES.index(openers[1]) << CAT_SHIFT
    check_deal(deck, players, kd.MAX_SEATS, rules, kd.R_SIZE)
    ctw, wm = wild_rank_tables(wild)
    if bug != "none":  # the bug counts as a wild card held (the card tables never score it)
        wm = wm.copy()
        wm[0] |= np.uint64(1) << np.uint64(JOKER_A)
    offs, nonflush, flush = hash_tables()
    tables_in = (ctw, wm, offs, nonflush, flush) + (() if psycho else (TABLES,))

    def decode(counts, deals):
        c = named_counts(counts, kd.OFFSETS)
        # the tables count the deals that decide a pot; void deals (no opener, no qualifying
        # hand) only the events below
        trials = deals - int(c["void"].sum())
        seats = trials * players
        cats = CATEGORY_NAMES if four_card else STANDARD_CATEGORIES  # four-card hands have their own
        idx = [CATEGORY_NAMES.index(x) for x in cats]
        vol_n = int(c["vol_deals"][0])
        improved = {}
        for name in DRAWING:
            i = CATEGORY_NAMES.index(name)
            held = int(c["before_category"][i])
            improved[name] = single(int(c["improved"][i]), held)
        tables = {
            "winner_category": proportion_table(c["winner_category"][idx], trials, cats),
            "hand_category": proportion_table(c["hand_category"][idx], seats, cats),
            "before_category": proportion_table(c["before_category"][idx], seats, cats),
            "seat_win": shares_table(c["seat_win"][:players], trials, kd.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "drawn": histogram_table(c["drawn"], seats, 4),
            "improved": improved,
            "volatility": {f"full:{r + 1}": single(int(c["leader_full_wins"][r]), vol_n)
                           for r in range(4 if psycho else 2)},
        }
        events = {"drawn": histogram_mean(c["drawn"], seats),
                  "stood_pat": single(int(c["drawn"][0]), seats),
                  "reshuffled": single(int(c["reshuffled"][0]), trials)}
        tables["volatility"]["lead_changes"] = histogram_mean(c["lead_changes"], vol_n)
        if psycho:
            for r in range(2):
                tables["volatility"][f"showing:{r + 1}"] = single(int(c["leader_showing_wins"][r]), vol_n)
        if roll != "none":
            for k in range(kd.HAND - 1):
                tables["volatility"][f"showing:{k + 1}"] = single(int(c["leader_showing_wins"][k]), vol_n)
        if legs:
            pots = int(c["pot_deals"].sum())
            tables["pot_deals"] = histogram_table(c["pot_deals"], pots, 15)
            if pots:
                events["deals_per_pot"] = histogram_mean(c["pot_deals"], pots)
        if little_ones:  # one little rank a seat
            tables["little_rank"] = proportion_table(c["wild_rank"][1:14], seats, tuple(RANK_CHARS))
        if own_best:  # one rank a seat picks
            tables["picked"] = proportion_table(c["wild_rank"][1:14], seats, tuple(RANK_CHARS))
        if wild or drawn_wild or own_best or bug != "none":
            tables["wild_held"] = histogram_table(c["wild_held"], seats, 5)
            events["wild_held"] = histogram_mean(c["wild_held"], seats)
        if openers:
            events["no_opener"] = single(int(c["void"][0]), deals)
            if openers[1]:  # only a qualifier for the win leaves an opened pot without a winner
                events["no_winner"] = single(int(c["void"][1]), deals)
            decided = single(trials, deals)
            events["decided"] = decided
            lo, hi = decided["ci"]
            events["deals_per_pot"] = ({"mean": 1 / decided["p"], "ci": [1 / hi, 1 / lo]} if trials
                                       else {"mean": None, "ci": [None, None]})
        tables["events"] = events
        return tables

    deal = ("5 down, one draw (3, or 4 keeping an ace)" if dealt == kd.HAND else
            f"{dealt} down, one draw of one card fewer than thrown (at most 3, or 4 keeping an ace)")
    if psycho:
        deal = f"5 down, one draw of at most {options['max_draw']}, 3 turned up, 1 up, 1 down"
    describe = {"deal": deal, "players": players,
                "volatility_every": 1, "wild": wild_text}
    if drawn_wild:
        describe["wild"] = f"{drawn_wild} when drawn (face up)"
    if little_ones:
        describe["wild"] = f"{wild_text}, and each hand's lowest rank in that hand"
    if own_best:
        describe["wild"] = f"{wild_text}, and a rank of each player's choosing in his hand"
    if openers:
        describe["opens"] = f"a pair of {RANK_NAMES[openers[0][0]]} or better"
        if openers[1]:
            describe["wins"] = f"{openers[1]} or better"
    plan = kernel_plan(run_draw_blocks, deck, players, rules, tables_in, decode, describe,
                       kd.OFFSETS, inputs=dict(ctw=ctw, wm=wm))
    return _with_draw_cost(plan, options.get("pay_for_draw", 0), players)


def _with_draw_cost(plan, price, players):
    """``plan`` whose report adds what the draws cost, at ``price`` a card (nothing when 0): the
    mean paid by a player and into a pot. The policies draw the same whatever the price."""
    if not price:
        return plan
    import dataclasses

    inner = plan.decode

    def decode(counts, trials):
        tables = inner(counts, trials)
        drawn = tables["events"]["drawn"]
        for name, scale in (("draw_cost", price), ("draw_cost_per_pot", price * players)):
            tables["events"][name] = {"mean": scale * drawn["mean"], "ci": [scale * x for x in drawn["ci"]]}
        return tables

    return dataclasses.replace(plan, decode=decode, describe=dict(plan.describe, pay_for_draw=price))


SHOW_POLICIES = {
    "hide": ("the three cards that show the weakest hand (of equal showings, the first three in "
             "hand order: the cards kept, then the cards drawn)"),
    "best": "the three that show the strongest hand (the first such)",
}
SHOW_CODES = {"hide": kd.SHOW_HIDE, "best": kd.SHOW_BEST}

PSYCHO_RULES = """\
Psycho begins as five-card draw and ends as seven-card stud, for 2 to 7 players, nothing wild.
Before the deal the dealer names the most cards anyone may draw (the `max_draw` option, 2 unless
set). Each player is dealt five cards face down and draws once, in turn from the dealer's left:
the cards his draw policy names, but never more than the limit (when the policy names more, he
keeps the highest of them, the first on equal rank). When the stock runs out, the cards thrown
away so far are shuffled into a new one. Then everyone turns three of his five cards face up, is
dealt a sixth card face up and, in a second round, a seventh face down: two down, four up, one
down. Nobody folds; the best five of seven takes the pot, equal hands split it.

The draw policies: standard (the default) {standard}; pat: {pat}; kicker: {kicker}. The show
policies: hide (the default) {hide}; best: {best}.

Volatility is measured on every deal: whether the best hand after the deal, after the draw, after
the sixth card and at the end wins (full:1 to full:4), and the best cards showing after turning
three up and after the sixth card (showing:1, showing:2).""".format(**DRAW_POLICIES, **SHOW_POLICIES)


register(GameSpec(
    id="psycho", name="Psycho", family="draw+stud",
    odds=OddsCards(deal="draw", hole=5),
    source="001_7522cdb2beee5b55.txt (Draw Games)",
    summary="Five-card draw with a draw limit, then three cards turned up, one more up, one down.",
    rules=PSYCHO_RULES,
    options=(Option("max_draw", 2, "the most cards a player may draw", kind=int, low=0, high=3),),
    decisions=(Decision("draw", "which cards to throw away and replace (within the limit)",
                        DRAW_POLICIES),
               Decision("show", "which three of the five cards to turn face up", SHOW_POLICIES)),
    metrics=("winner_category", "hand_category", "volatility", "drawn", "stood_pat", "improved",
             "reshuffled"),
    plan=partial(draw_plan, psycho=True), players=(2, 7), default_players=6,
    players_reason="seven cards each and a draw; past 52 cards the discards are reshuffled",
))


KINGS_DRAW_RULES = """\
Five-card draw (as `simpoker show five-card-draw` tells it) for 2 to 7 players, with kings wild
in every hand, and in each player's hand every card of its lowest rank (its little ones) wild for
him alone. The lowest rank is found on the player's own five cards, deuce lowest and ace highest,
a king counting as a king (so kings with aces make the kings the little ones, adding nothing); it
is found again after the draw, so a low card drawn can take the wildness from the cards kept.
A wild card becomes whatever card makes the best hand, and five of a kind beats a straight flush.
Five cards each, face down; one draw in turn from the dealer's left, at most three cards, or
four when the card kept is an ace; when the stock runs out, the cards thrown away so far are
shuffled into a new one. Nobody folds; the best hand takes the pot, equal hands split it.

The draw policies judge the five cards dealt with kings and their little ones wild: standard (the
default) {standard}; pat: {pat}; kicker: {kicker}.

The report gives the little rank of each final hand (little_rank) and the wild cards held, besides
five-card draw's tables.

""".format(**DRAW_POLICIES)


def _kings_plan(options, policies, players):
    if options["stud"]:
        return kings_stud_plan(players)
    return draw_plan(options, policies, players, fixed_wild="K", little_ones=True)


register(GameSpec(
    id="kings-and-little-ones", name="Kings and Little Ones", family="draw",
    table_notes={"wild_held": "Wild cards (kings and the player's own little ones) in each seat's "
                              "final hand, seats pooled."},
    odds=OddsCards(deal="draw", hole=5),
    source="001_7522cdb2beee5b55.txt (its draw games; the stud version from its stud games)",
    summary="Five-card draw; kings wild, and each player's lowest rank is wild in his hand.",
    rules=KINGS_DRAW_RULES + KINGS_RULES,
    options=(Option("stud", False, "the stud version: seven-card stud, kings and each player's "
                    "lowest down card wild"),),
    decisions=(Decision("draw", "which cards to throw away and replace (the draw version)",
                        DRAW_POLICIES),),
    metrics=("little_rank", "wild_held", "winner_category", "hand_category", "volatility", "drawn",
             "stood_pat", "improved"),
    plan=_kings_plan, players=(2, 7), default_players=6, wild="per-hand",
    players_reason="five cards each and a draw (seven each in the stud version)",
))
