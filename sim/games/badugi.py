"""Badugi: four cards, three draws, the best set of different ranks and suits, on a kernel of
its own (kernels/games/badugi.py), since the draw runners' hands are five cards."""

from kernels.drivers import draw_layout as kd

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, histogram_table, proportion_table, shares_table, single
from ..spec.game_spec import Decision, GameSpec, OddsCards, register

DRAW_POLICIES = {
    "standard": "keep a badugi; else keep the best set's cards from ace to 8 and draw the rest",
    "pat-nine": "stand pat on a badugi nine-high or better, break a rougher one (throw its top "
                "card); else draw as standard",
    "pat": "never draw",
}
POLICY_CODES = {"standard": kd.DRAW_STANDARD, "pat-nine": kd.DRAW_LOW_PAT9, "pat": kd.DRAW_PAT}
SIZES = ("one-card", "two-cards", "three-cards", "badugi")
TOPS = ("4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")

RULES = """\
Badugi, for 2 to 8 players with one 52-card deck, nothing wild, no betting: four cards each, face
down, one at a time round the table, then three draws, each player in turn throwing and replacing
as many of his cards as he likes each time. When the stock runs out, the discards so far are
shuffled and dealt on. A hand plays its largest set of cards of different ranks and different
suits: four such cards are a badugi, which beats any three, three beat any two, two beat one.
Between sets of the same size the lower wins, compared from the highest card down, the ace low:
A-2-3-4 of four suits is the best hand. Equal hands split the pot; nobody folds.

The draw policies, the same at every draw: standard keeps a badugi, and otherwise keeps the cards
of the hand's best set from ace to 8 (of equal sets the first found) and draws to them; pat-nine
stands pat on a badugi nine-high or better, breaks a rougher badugi by throwing its highest card,
and otherwise draws as standard; pat never draws. The
report gives the size of the winning hand and of every hand, the top card of a winning badugi,
the cards drawn a draw, and whether the best hand as dealt won (volatility)."""


def _plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.badugi import run_badugi_blocks

    from ..engine.checks import check_deal

    deck = make_deck()
    rules = np.zeros(kd.R_SIZE, dtype=np.int64)
    rules[kd.R_DRAW_POLICY] = POLICY_CODES[policies["draw"]]
    rules[kd.R_DRAWS] = 3
    rules[kd.R_DEALT] = 4  # read by the tools that ask how many cards a seat holds (advise)
    check_deal(deck, players, kd.MAX_SEATS, rules, kd.R_SIZE)

    def decode(counts, trials):
        c = named_counts(counts, kd.HONKY_OFFSETS)
        seats = trials * players
        draws = 3 * seats
        tops = c["low_top"]
        return {
            "winner_category": proportion_table(c["winner_category"][:4], trials, SIZES),
            "hand_category": proportion_table(c["hand_category"][:4], seats, SIZES),
            "badugi_top": proportion_table(list(tops[4:14]) + [tops[0]], trials,
                                           TOPS + ("no badugi",)),
            "seat_win": shares_table(c["seat_win"][:players], trials, kd.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "drawn": histogram_table(c["drawn"], draws, 4),
            "volatility": {"full:1": single(int(c["leader_full_wins"][0]), trials),
                           "lead_changes": histogram_mean(c["lead_changes"], trials)},
            "events": {"drawn": histogram_mean(c["drawn"], draws),
                       "stood_pat": single(int(c["drawn"][0]), draws),
                       "reshuffled": single(int(c["reshuffled"][0]), trials)},
        }

    describe = {"deal": "4 down, three draws (up to four each)", "players": players,
                "hand": "the best set of different ranks and suits, ace low", "wild": "none"}
    return kernel_plan(run_badugi_blocks, deck, players, rules, (), decode, describe,
                       kd.HONKY_OFFSETS)


register(GameSpec(
    id="badugi", name="Badugi", family="draw",
    odds=OddsCards(deal="draw", hole=4, categories=SIZES),
    aliases=("badugi-triple-draw",),
    source="the standard game, as the mixed-game odds tools deal it (no rule source)",
    summary="Four cards, three draws: the best set of different ranks and suits, ace low.",
    rules=RULES,
    decisions=(Decision("draw", "which cards to throw away and replace, at each of the three "
                        "draws", DRAW_POLICIES),),
    metrics=("winner_category", "hand_category", "badugi_top", "drawn", "volatility"),
    headline=("winner_category", "badugi_top", "seat_win"),
    table_notes={"winner_category": "The size of the winning hand's set (badugi: four cards).",
                 "hand_category": "The size of every hand's set.",
                 "badugi_top": "The top card of a winning badugi (ace low); no badugi: the "
                               "winner had fewer than four cards."},
    plan=_plan, players=(2, 8), default_players=6,
    players_reason="four cards each; the discards are reshuffled when the stock runs out",
))
