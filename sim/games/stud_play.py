"""Stud games where players act: Countdown, Have a Heart, English Stud, Open and Shut, Share Your
Hole. Kernels in kernels/games/stud_play.py; tables decoded like every stud game."""
from functools import lru_cache

from kernels.drivers import stud_layout as k
from kernels.core.cards import make_deck

from ..errors import UserError
from ..report.stats import mean_ci, proportion_table
from ..report.tables import histogram_mean, histogram_table, single
from ..spec.game_spec import adviser, Decision, OddsCards, Option, GameSpec, register
from .stud import SEVEN_STUD, VOLATILITY_EVERY, RulesFix, exact_mean, stud_plan, stud_rules

COUNTDOWN_ROUNDS = 5
QUANTILE_SAMPLE = 200_000
QUANTILE_SEED = 20261201
DOWN, UP = k.DOWN, k.UP
RANK_WORDS = {2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURALS = {r: w + ("es" if w == "six" else "s") for r, w in RANK_WORDS.items()}

NOBODY_FOLDS = """\
Nobody folds; ties split the pot. Volatility is measured on every 32nd deal."""


@lru_cache(maxsize=1)
def _sorted_samples():
    """Per hand size 3..7: a fixed seeded sample of random hands, sorted by best-five value."""
    import numpy as np

    from ..spec.evaluation import evaluate_codes

    rng = np.random.default_rng(QUANTILE_SEED)
    deck = make_deck()
    out = []
    for n in range(3, 3 + COUNTDOWN_ROUNDS):
        pick = rng.integers(0, deck.size, (QUANTILE_SAMPLE, n))
        while True:  # redraw the rows holding a card twice: what is left is uniform
            s = np.sort(pick, axis=1)
            bad = (s[:, 1:] == s[:, :-1]).any(axis=1)
            if not bad.any():
                break
            pick[bad] = rng.integers(0, deck.size, (int(bad.sum()), n))
        hands = deck[pick]
        values = evaluate_codes(hands)
        order = np.argsort(values, kind="stable")
        out.append((values[order], hands[order]))
    return out


def countdown_thresholds(cutoff):
    """Per betting round (3 to 7 cards held): (least hand value that stays, an example hand of
    that value). The value is the ``cutoff`` quantile of the best-five values of that many
    random cards, estimated from a fixed sample of 200,000 hands per size (seeded, so the same on
    every machine): a hand folds when it is worse than that share of random hands its size."""
    at = min(int(cutoff * QUANTILE_SAMPLE), QUANTILE_SAMPLE - 1)
    return tuple((int(values[at]), tuple(int(c) for c in hands[at]))
                 for values, hands in _sorted_samples())


def describe_threshold(value):
    from ..spec.evaluation import describe

    category, ranks, _ = describe(value)
    if category == "high-card":
        return RANK_WORDS[ranks[0]] + "-high (" + "-".join(str(r) for r in ranks) + ")"
    if category == "one-pair":
        return f"a pair of {RANK_PLURALS[ranks[0]]}"
    return category


COUNTDOWN_RULES = """\
Seven-card stud (two down, four up, one down) for 2 to 7 players. After the last betting round, the
number of players still in is the wild rank (five players left: fives are wild) in every hand; a
player left alone wins uncontested, with nothing wild.

Folding is simulated: there is a betting round after each of the four up streets and after the last
down card (five rounds), where the players still in decide in seat order. Decision fold: the default
`threshold` folds a hand that is worse (nothing wild yet: the wild rank is unknown until the end)
than the option `cutoff` share of random hands with as many cards: cutoff 0.3 folds roughly the
weakest 30% at every round (the least hands that stay, per round, are listed by `simpoker run
countdown` in its report; the quantiles come from a fixed seeded sample of 200,000 hands per size).
A player never folds when everyone else already has. `never`: nobody folds, so the wild rank is
always the number of players. Folded players get no more cards.

Reported: the wild rank (uncontested included), how often the wild changes the winner compared
with the same showdown played with nothing wild, folds per round, and volatility among the players
still in (judged with nothing wild). Volatility is measured on every 32nd deal."""

HEART_RULES = """\
Seven-card stud (two down, four up, one down), nothing wild, for 2 to 7 players. Each heart dealt
face up lets its owner take at once (before the next card is dealt) one face-up card from any other
player, cards taken earlier included; he keeps it face up, and the victim gets nothing back. A
taken heart gives no further take. Hands are the best five of all the cards a player ends with
(fewer than five make a short hand). Decision take: the default `best` takes the card that makes
the taker's hand best (then the higher rank, then the player nearest his left, then that player's
earliest card); `never` never takes. The deck never runs short: taking moves cards, it deals none.

""" + NOBODY_FOLDS

ENGLISH_RULES = """\
Seven-card stud (two down, four up, one down), nothing wild, for 2 to 7 players, with a one-card draw
after the fifth, sixth and seventh cards: in seat order each player may throw away one card and get
a new one in its place, face up for an up card and face down for a down card. Decision draw: the
default `improve` stands pat only with exactly five cards making a straight or better; otherwise
it throws the card whose loss hurts the hand least (then the lowest rank, then the earliest card),
so with six or seven cards it always draws; `never` never draws. With many players the deck runs
out (7 players need up to 70 cards): whenever a card is needed and none is left, the discards so
far are shuffled into a new stock.

""" + NOBODY_FOLDS

OPEN_SHUT_RULES = """\
Five cards, one down and four up, for 2 to 7 players, then one draw: in seat order each player
throws away up to three cards (four if he keeps an ace) and gets replacements face down. Deuces face
down are wild (the hole card, and any deuce drawn); deuces face up are not. Decision draw: the
default `standard` stands pat with a straight or better; with three of a kind or one pair it keeps
the wild cards and the best group of naturals and draws to them; with two pair it draws one; with
nothing it keeps an ace and draws four, or else keeps its two highest cards and draws three.
`never` stands pat. With many players the deck runs out: whenever a card is needed and none is
left, the discards so far are shuffled into a new stock.

""" + NOBODY_FOLDS

SHARE_RULES = """\
Five-card stud (two down, three up), nothing wild, for 2 to 10 players. After the last up card each
player pushes one of his two down cards into the middle, face up, for everyone's use: a hand is the
best five of the player's own four cards and at most two middle cards (his own shared card
included). Decision share: the default `keep-best` keeps the down card that makes the better
four-card hand with the up cards (equal: the higher card, then the first dealt); `share-high`
shares the higher card. Reported: how many middle cards the winning hand needs, and how often the
middle cards change the winner compared with each player's own four cards alone.

""" + NOBODY_FOLDS


def _countdown_plan(options, policies, players):
    import numpy as np

    from kernels.games.stud_play import run_countdown_blocks

    folding = policies["fold"] == "threshold"
    rules = stud_rules(vol_every=VOLATILITY_EVERY, first_round=2, policy=0 if folding else 1)
    thresholds = countdown_thresholds(options["cutoff"]) if folding else ()
    for r, (value, _) in enumerate(thresholds):
        rules[k.R_THRESHOLDS + r] = value
    keys = ("uncontested",) + tuple(str(n) for n in range(2, players + 1))

    def events(tables, c, trials, players):
        shown = int(c["hand_category"].sum())
        cats = list(tables["hand_category"])
        idx = [k_ for k_ in range(12) if k_ not in (2, 3)]
        tables["hand_category"] = proportion_table(c["hand_category"][idx], shown, cats)
        tables["wild_held"] = histogram_table(c["wild_held"], shown, 8)
        tables["events"]["wild_held"] = histogram_mean(c["wild_held"], shown)
        tables["wild_rank"] = proportion_table(c["wild_rank"][:players], trials, keys)
        tables["events"]["uncontested"] = single(int(c["wild_rank"][0]), trials)
        tables["events"]["wild_changes_winner"] = single(int(c["wild_changes_winner"][0]), trials)
        left = np.r_[1, np.arange(2, players + 1)]
        counts = c["wild_rank"][:players]
        mean, ci = mean_ci(float(np.dot(left, counts)), float(np.dot(left * left, counts)), trials,
                           bounds=(1, players))
        tables["events"]["players_left"] = {"mean": mean, "ci": [ci[0], ci[1]]}
        # share of the players dealt in who fold at each round
        tables["folds_by_round"] = proportion_table(c["folds_by_round"][:COUNTDOWN_ROUNDS],
                                                    trials * players,
                                                    [str(r + 1) for r in range(COUNTDOWN_ROUNDS)])

    describe_ = {"streets": "d d u u u u d", "fold": policies["fold"]}
    if folding:
        describe_["stay_with_at_least"] = [describe_threshold(v) for v, _ in thresholds]
    # nothing moves the wild rank (the players left set it), and the deck never runs short
    return stud_plan(players, SEVEN_STUD, rules, None, describe_, events, runner=run_countdown_blocks,
                     fixed=RulesFix(wild_changes=True, shared_card=0.0))


def _countdown_report(result, run_dir, plots):
    from ..studies.countdown import report_section

    return report_section(result, run_dir, plots)


def _simple_plan(runner, script, first_round, policy_names, decision, describe_, events=None,
                 rounds=None, fixed=RulesFix(wild_held=True, wild_changes=True, shared_card=0.0)):
    """The plan of a game run by ``runner``, the name of its runner in kernels/games/stud_play.py: the
    kernel module (Numba) is imported when a run builds the plan, not when the game is declared.
    ``fixed``: by default nothing is wild and no shared card is ever needed (Have a Heart's seven
    players take 49 cards, Share Your Hole's ten 50; the draw games reshuffle an empty stock)."""
    def plan(options, policies, players):
        from kernels.games import stud_play as kp

        rules = stud_rules(vol_every=VOLATILITY_EVERY, first_round=first_round,
                           policy=policy_names.index(policies[decision]))
        return stud_plan(players, script, rules, None, describe_, events,
                         runner=getattr(kp, runner), rounds=rounds, fixed=fixed)

    return plan


def _heart_events(tables, c, trials, players):
    tables["hand_size"] = histogram_table(c["hand_size"], trials * players, k.MAX_HAND)
    tables["events"]["takes"] = histogram_mean(c["takes"], trials)
    # a take moves a card and deals none: the mean hand holds exactly the seven cards dealt
    tables["events"]["hand_size"] = exact_mean(7)


def _draw_events(top):
    def events(tables, c, trials, players):
        tables["drawn"] = histogram_table(c["drawn"], trials * players, top)
        tables["events"]["drawn"] = histogram_mean(c["drawn"], trials * players)
        tables["events"]["reshuffled"] = single(int(c["reshuffled"][0]), trials)

    return events


def _share_events(tables, c, trials, players):
    tables["middle_used"] = proportion_table(c["middle_used"][1:], trials, ("1", "2"))
    tables["events"]["middle_changes_winner"] = single(int(c["middle_changes_winner"][0]), trials)


def _check_cutoff(value):
    if not 0 < value < 1:
        raise UserError(f"cutoff must be between 0 and 1, not {value}")


_SEVEN = dict(players=(2, 7), default_players=7, players_reason="seven cards each from one 52-card deck")

register(GameSpec(
    id="countdown", name="Countdown", family="stud",
    table_notes={
        "folds_by_round": "The share of the players dealt in who fold at each betting round.",
        "wild_rank": "The wild rank at the showdown: the number of players left (`uncontested`: "
                     "one player left, who wins with nothing wild).",
        "hand_category": "Every hand shown at the showdown, hands pooled.",
    },
    wild_rank_axis="final wild rank (players left at the end)",
    roles=("fold-cutoff-study",),
    odds=OddsCards(deal="stud", own_deal=True, streets=3),  # folds from the third street on
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud; the number of players left after the last bet is the wild rank.",
    rules=COUNTDOWN_RULES,
    options=(Option("cutoff", 0.3, "fold policy `threshold`: fold hands worse than this share of "
                    "random hands of their size", kind=float, low=0.01, high=0.99),),
    decisions=(Decision("fold", "whether to fold at each betting round",
                        {"threshold": "fold a hand below the cutoff quantile",
                         "never": "never fold"}),),
    metrics=("wild_rank", "uncontested", "wild_changes_winner", "folds_by_round", "volatility"),
    plan=_countdown_plan, report_extra=_countdown_report, wild="moving", **_SEVEN,
    advisers={"fold": adviser("stud_choice_advise", "countdown_fold")},
))

register(GameSpec(
    id="have-a-heart", name="Have a Heart", family="stud",
    odds=OddsCards(deal="stud", own_deal=True, streets=2),  # a face-up heart takes a card
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud; a heart dealt face up takes any other player's up card.",
    rules=HEART_RULES,
    decisions=(Decision("take", "which up card to take for a face-up heart",
                        {"best": "the card that makes the best hand", "never": "never take"}),),
    metrics=("hand_size", "takes", "volatility"),
    plan=_simple_plan("run_heart_blocks", SEVEN_STUD, 2, ("best", "never"), "take",
                      {"streets": "d d u u u u d"}, _heart_events),
    **_SEVEN,
    advisers={"take": adviser("heart_advise", "take_advice")},
))

register(GameSpec(
    id="english-stud", name="English Stud", family="stud",
    odds=OddsCards(deal="stud", own_deal=True, streets=5),  # replacements from the fifth card on
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud with a one-card draw after the fifth, sixth and seventh cards.",
    rules=ENGLISH_RULES,
    decisions=(Decision("draw", "which card, if any, to replace at each draw",
                        {"improve": "replace the least useful card", "never": "stand pat"}),),
    metrics=("drawn", "reshuffled", "volatility"),
    plan=_simple_plan("run_english_blocks", SEVEN_STUD, 2, ("improve", "never"), "draw",
                      {"streets": "d d u u u(draw) u(draw) d(draw)"}, _draw_events(3)),
    **_SEVEN,
    advisers={"draw": adviser("stud_choice_advise", "english_draw")},
))

register(GameSpec(
    id="open-and-shut", name="Open and Shut", family="stud",
    odds=OddsCards(deal="stud", own_deal=True, streets=None),  # every street, then the draw
    source="000_ba1760463bb2993c.txt (revised version)",
    summary="One down, four up, then a draw dealt face down; deuces in the hole are wild.",
    rules=OPEN_SHUT_RULES,
    decisions=(Decision("draw", "which cards to replace",
                        {"standard": "keep the made part, draw to it", "never": "stand pat"}),),
    metrics=("drawn", "wild_held", "reshuffled", "volatility"),
    plan=_simple_plan("run_open_shut_blocks", (DOWN, UP, UP, UP, UP), 1, ("standard", "never"),
                      "draw", {"streets": "d u u u u, draw"}, _draw_events(4), rounds=5,
                      fixed=RulesFix(wild_changes=True, shared_card=0.0)),  # hole deuces: wild, fixed
    wild="fixed", **_SEVEN,
    advisers={"draw": adviser("stud_choice_advise", "open_and_shut_draw")},
))

register(GameSpec(
    id="share-your-hole", name="Share Your Hole", family="stud",
    table_notes={
        "middle_used": "Shared middle cards the winning hand uses (deals where it uses none count "
                       "in neither row).",
    },
    odds=OddsCards(deal="stud", own_deal=True, streets=None),  # then a down card to the middle
    source="000_ba1760463bb2993c.txt (January 2019)",
    summary="Five-card stud; each player shares one hole card, and hands use up to two shared.",
    rules=SHARE_RULES,
    decisions=(Decision("share", "which down card to push into the middle",
                        {"keep-best": "keep the card making the better four", "share-high": "share the higher card"}),),
    metrics=("middle_used", "middle_changes_winner", "volatility"),
    plan=_simple_plan("run_share_blocks", (DOWN, DOWN, UP, UP, UP), 2, ("keep-best", "share-high"),
                      "share", {"streets": "d d u u u, share"}, _share_events, rounds=4),
    players=(2, 10), default_players=7, players_reason="five cards each from one 52-card deck",
    advisers={"share": adviser("stud_choice_advise", "share_hole")},
))
