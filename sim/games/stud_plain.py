"""Plain seven-card stud: no wild cards, no extras. The baseline the wild stud games compare with."""
from kernels import stud_layout as k

from ..variants import Variant, register
from .stud import SEVEN_STUD, VOLATILITY_EVERY, stud_plan, stud_rules


RULES = """\
Seven-card stud for 2 to 7 players: each player gets two cards face down, then four cards face up
one street at a time, then a last card face down, every street dealt round the table starting
left of the dealer. Each player plays the best five of his seven cards. Nothing is wild and no
card earns anything extra. Nobody folds; the best hand takes the pot and equal best hands split it.
If fewer cards remain than players for the last down card, one card is turned face up in the middle
instead and plays in every hand (with 52 cards and at most 7 players this never happens).
Volatility is measured on every 32nd deal, after each up street and after the last card."""


def _plan(options, policies, players):
    rules = stud_rules(wild_mode=k.W_NONE, vol_every=VOLATILITY_EVERY, first_round=2)
    return stud_plan(players, SEVEN_STUD, rules, None, {"streets": "d d u u u u d"})


register(Variant(
    id="seven-card-stud", name="Seven-Card Stud", family="stud",
    source="the standard game, as a baseline for the wild stud games (no rule source)",
    summary="Plain seven-card stud, nothing wild: the baseline for the wild stud games.",
    rules=RULES,
    metrics=("winner_category", "hand_category", "volatility"),
    plan=_plan, players=(2, 7), default_players=7,
    players_reason="seven cards each from one 52-card deck",
    aliases=("7-card-stud", "seven-stud", "7-stud"),
))
