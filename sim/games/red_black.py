"""Red-Black (kernels/games/red_black.py): passes, discards, and a pot split by colour totals."""

from kernels.games import red_black_layout as kr

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import proportion_table, shares_table, single
from ..spec.game_spec import adviser, Decision, GameSpec, register

PASS_POLICIES = {
    "standard": ("lean to the colour whose total is higher (red when equal) and give away the "
                 "other colour's highest cards first (an ace 1), then the own colour's lowest "
                 "(an ace 11); of equal values the lower card (2c, 2d, 2h, 2s, 3c, ...) first"),
    "lowest": "give away the lowest cards whatever their colour (an ace 1)",
}
PASS_CODES = {"standard": kr.PASS_STANDARD, "lowest": kr.PASS_LOWEST}
DECLARE_POLICIES = {
    "standard": "the colour whose total is higher (red when equal)",
    "red": "always red",
    "black": "always black",
}
DECLARE_CODES = {"standard": kr.DECLARE_BETTER, "red": kr.DECLARE_RED, "black": kr.DECLARE_BLACK}

RULES = """\
Red-Black for 2 to 7 players with one 52-card deck, no betting. Cards count their blackjack
values (2 to 10 their pips, jacks, queens and kings 10, an ace 11 or 1). A hand's red total is
its red cards' values (aces 11) less its black cards' (aces 1); its black total the other way
round. Each player is dealt seven cards face down. Then each passes three cards to the player on
his left, then two to the player on his right, then one to the left, everyone choosing at once
before any card moves; then each throws two cards away, keeping five. (He stacks them and four
are turned up over the betting rounds; without betting the order changes nothing, and all five
count.) Then each declares red or black, all at once: the red half of the pot goes to the red
declarer with the highest red total, the black half to the black declarer with the highest black
total; equal totals share the half, and if nobody declares a colour the other colour's winner
takes the whole pot.

Pass policies (--policy pass=NAME; the two cards thrown away are chosen the same way):
- standard (the default): {standard}
- lowest: {lowest}
Declare policies (--policy declare=NAME):
- standard (the default): {declare_standard}
- red: {declare_red}
- black: {declare_black}

The report gives each seat's share of the pot, the declares, the winning red and black totals,
how often a half is shared or one player takes the whole pot, and how often a player ends on the
colour his dealt seven leaned to.""".format(
    declare_standard=DECLARE_POLICIES["standard"], declare_red=DECLARE_POLICIES["red"],
    declare_black=DECLARE_POLICIES["black"], **PASS_POLICIES)


def _plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.red_black import run_red_black_blocks

    deck = make_deck()
    rules = np.zeros(kr.R_SIZE, dtype=np.int64)
    rules[kr.R_PASS_POLICY] = PASS_CODES[policies["pass"]]
    rules[kr.R_DECLARE_POLICY] = DECLARE_CODES[policies["declare"]]
    pass_cards = np.array([k for k, _ in kr.PASSES], dtype=np.int64)
    pass_direction = np.array([d for _, d in kr.PASSES], dtype=np.int64)

    def decode(counts, trials):
        c = named_counts(counts, kr.OFFSETS)
        seats = trials * players
        keys = tuple(str(t - kr.TOTAL_OFFSET) for t in range(128))
        n_red = int(c["red_total"].sum())
        n_black = int(c["black_total"].sum())
        return {
            "seat_win": shares_table(c["seat_win"][:players], trials, kr.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials),
                    "red": single(int(c["split"][0]), trials),
                    "black": single(int(c["split"][1]), trials),
                    "scoop": single(int(c["scoop"][0]), trials)},
            "declare": proportion_table(c["declares"], seats, ("red", "black")),
            "red_winning_total": proportion_table(c["red_total"], n_red, keys),
            "black_winning_total": proportion_table(c["black_total"], n_black, keys),
            "events": {
                "nobody_red": single(int(c["nobody"][0]), trials),
                "nobody_black": single(int(c["nobody"][1]), trials),
                "ends_on_dealt_colour": single(int(c["aim_kept"][1]), seats),
            },
        }

    describe = {"deal": "7 down each; pass 3 left, 2 right, 1 left; discard 2", "players": players,
                "pot": "split between the best red and the best black total", "wild": "none"}
    return kernel_plan(run_red_black_blocks, deck, players, rules, (pass_cards, pass_direction),
                       decode, describe, kr.OFFSETS)


register(GameSpec(
    id="red-black", name="Red-Black", family="score",
    source="002_e9e3ddad0967e445.txt (Red-Black)",
    summary="Seven cards, three passes, two discards; the best red and black totals split the pot.",
    rules=RULES,
    decisions=(Decision("pass", "which cards to pass on and throw away", PASS_POLICIES),
               Decision("declare", "declare red or black", DECLARE_POLICIES)),
    metrics=("seat_win", "declare", "red_winning_total", "black_winning_total",
             "ends_on_dealt_colour"),
    plan=_plan, players=(2, 7), default_players=6, scored="points", split_pot=True,
    headline=("seat_win", "red_winning_total", "black_winning_total"),
    table_notes={
        "red_winning_total": "The red total that wins the red half, one per deal with a red "
                             "winner.",
        "black_winning_total": "The black total that wins the black half, one per deal with a "
                               "black winner.",
    },
    players_reason="seven cards each from 52: the source's limit",
    advisers={"pass": adviser("exchange_advise", "red_black_pass"),
              "declare": adviser("declare_advise", "red_black")},
))
