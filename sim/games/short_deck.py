"""Short-deck hold'em: the 36-card deck's hand order, on a kernel of its own
(kernels/games/short_deck.py), since the community driver's card tables hold the 52-card order."""

from kernels.drivers import community_layout as kc

from ..engine.plan import kernel_plan, named_counts
from ..spec.game_spec import OddsCards, Option, GameSpec, register
from .community import VOLATILITY_EVERY, every_deal, street_tables

RULES = """\
Hold'em with the 36-card short deck (six to ace in four suits), for 2 to 10 players, nothing
wild, no betting: nobody folds. Each player gets two hole cards, one at a time round the table,
then come the flop, the turn and the river, no cards burned. Each hand is the best five of the
player's two cards and the five on the board. With the small cards gone the order changes: a
flush beats a full house (flushes are the rarer), and the ace also plays low in A-6-7-8-9, the
lowest straight. The option trips_beat_straight puts three of a kind above a straight as well,
as some rooms play. The best hand takes the pot, equal hands split it.

Volatility is measured on every {every}th deal: whether the best hand after the deal (a pair
beats two different cards, then the higher cards), after the flop and after the turn wins
(full:1 to full:3), and how often the lead changes.""".format(every=VOLATILITY_EVERY)


def _names(trips):
    """The category counters' names, in the order the option chooses."""
    from kernels.eval.hand_rules import SHORT_DECK_CATEGORIES, SHORT_DECK_CATEGORIES_TRIPS

    return SHORT_DECK_CATEGORIES_TRIPS if trips else SHORT_DECK_CATEGORIES


def _plan(options, policies, players):
    import numpy as np

    from kernels.core.tables import TABLES
    from kernels.eval.hand_rules import SHORT_DECK_CATEGORIES, SHORT_DECK_CATEGORIES_TRIPS
    from kernels.games.short_deck import run_short_deck_blocks

    from ..engine.checks import check_deal

    deck = np.array([c for c in range(52) if c >> 2 >= 4], dtype=np.int8)  # six to ace
    trips = bool(options.get("trips_beat_straight", False))
    rules = np.zeros(kc.R_SIZE, dtype=np.int64)
    rules[kc.R_HOLE] = 2
    rules[kc.R_VOL_EVERY] = VOLATILITY_EVERY
    rules[kc.R_TRIPS_OVER_STRAIGHT] = trips
    check_deal(deck, players, kc.MAX_SEATS, rules, kc.R_SIZE)
    names = SHORT_DECK_CATEGORIES_TRIPS if trips else SHORT_DECK_CATEGORIES

    def decode(counts, trials):
        return street_tables(named_counts(counts, kc.OFFSETS), trials, players, False, names)

    describe = {"deal": "36 cards (6 to A); 2 down; flop 3, turn 1, river 1", "players": players,
                "order": ("trips over a straight, a flush over a full house" if trips
                          else "a flush over a full house"),
                "volatility_every": VOLATILITY_EVERY, "wild": "none"}
    return kernel_plan(run_short_deck_blocks, deck, players, rules, (TABLES,), decode, describe,
                       kc.OFFSETS, replay_rules=every_deal(rules))


register(GameSpec(
    id="short-deck", name="Short-Deck Hold'em", family="community",
    odds=OddsCards(deal="board", hole=2, deck=tuple(c for c in range(52) if c >> 2 >= 4),
                   categories=lambda options: _names(options.get("trips_beat_straight", False))),
    aliases=("short-deck-holdem", "six-plus-holdem", "6-plus-holdem"),
    source="the standard game, as the mixed-game odds tools deal it (no rule source)",
    summary="Hold'em with 36 cards (six to ace): a flush beats a full house, A-6-7-8-9 is a straight.",
    rules=RULES,
    options=(Option("trips_beat_straight", False, "three of a kind beats a straight too"),),
    metrics=("winner_category", "hand_category", "volatility"),
    plan=_plan, players=(2, 10), default_players=6,
    players_reason="two cards each and five on the board from 36: ten players take 25",
))
