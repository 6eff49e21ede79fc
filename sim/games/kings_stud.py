"""Kings and Little Ones' stud version: the plan the draw game's option stud=true runs."""
from kernels.drivers import stud_layout as k
from kernels.core.cards import RANK_CHARS

from ..report.stats import proportion_table
from .stud import SEVEN_STUD, VOLATILITY_EVERY, stud_plan, stud_rules

KING = 11

KINGS_RULES = """\
The stud version (stud=true): seven-card stud, best five of seven, for 2 to 7 players.

Wild cards. Kings are wild in every hand. Each player's lowest face-down card (deuce lowest, ace
highest, a king counting as a king) names a rank that is wild in that player's own hand only, up
cards included. For the best hand showing only the kings are wild (the little ones are hidden); for
each player's full hand during the deal, the lowest down card held so far counts. The report's
wild_rank table is the little-one rank, pooled over players.

Common to the stud games here: every street is dealt round the table starting left of the dealer,
and "the next up card" is the next one dealt in that order, across streets. Nobody folds. A wild
card may stand for any card, a copy of one held included, so five of a kind exists; ties split the
pot. If fewer cards remain than players for the last down card, one card is turned face up in the
middle instead and plays in every hand (being face up it counts for the wild rules, but it belongs
to nobody). Volatility is measured on every 32nd deal."""


def kings_stud_plan(players):
    """The plan of Kings and Little Ones' stud version (the game registers in games/draw.py,
    whose draw version is the default)."""
    rules = stud_rules(wild_mode=k.W_LOW_DOWN, vol_every=VOLATILITY_EVERY, first_round=2)

    def events(tables, c, trials, players):
        # one little rank per player, so the denominator is every player's hand
        tables["little_rank"] = proportion_table(c["wild_rank"][1:14], trials * players,
                                                 tuple(RANK_CHARS))

    return stud_plan(players, SEVEN_STUD, rules, None, {"streets": "d d u u u u d"}, events,
                     fixed_wild=1 << KING)
