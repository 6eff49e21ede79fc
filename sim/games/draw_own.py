"""Draw games whose deal, hands or showdown are their own, each with a runner of its own: Gruesome
Twosome (two-card hands, three one-card draws) and Pass the Trash (seven cards, passes); and the
plan of the draw driver's low pots (kernels/games/honky_tonk.py), which Honky Tonk's file plays."""

from kernels.drivers import draw_layout as kd
from kernels.games import pass_layout as kp
from kernels.games import twosome_layout as kt
from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..spec.cards import RANK_CHARS
from ..engine.plan import kernel_plan, named_counts
from ..report.tables import histogram_mean, histogram_table, never, proportion_table, shares_table, single
from ..spec.game_spec import adviser, Decision, OddsCards, Option, GameSpec, register

TWO_CATEGORIES = ("high-card", "one-pair")
# the winning hands, best first: pairs AA..22, then no pair by its higher card, A high..3 high
WINNING_HANDS = tuple(r + r for r in reversed(RANK_CHARS)) + tuple(
    f"{r} high" for r in reversed(RANK_CHARS[1:]))

TWO_POLICIES = {
    "standard": "a pair stands pat; any other hand throws away its lower card and draws one",
    "pat": "never draw",
    "ace-king": "as standard, but ace-king stands pat too",
}
TWO_CODES = {"standard": kt.TWO_STANDARD, "pat": kt.TWO_PAT, "ace-king": kt.TWO_ACE_KING}

TWOSOME_RULES = """\
Two-card poker for 2 to 10 players with one 52-card deck, nothing wild. Each player is dealt two
cards face down, one at a time round the table from the dealer's left. Then come three draws: in
each, every player in turn from the dealer's left either stands pat or throws away one card (one
at most) and is dealt one from the stock. With ten players at most, the stock never runs out.
Nobody folds; the best two-card hand takes the pot, equal hands split it.

Hands: any pair beats any two different cards; pairs rank by rank, aces high; two different cards
compare by the higher card, then the lower. There are no straights and no flushes.

The draw policies, applied at each draw to the two cards held: standard (the default)
{standard}; pat: {pat}; ace-king: {ace-king}.

With testa=true (Testa's transparency option) each card thrown away is shown, the best hand that
a player's shown discards make (the best two of them; one card ranks under any two with the same
higher card) opens the betting after each draw, and the third draw is dealt face up. Nobody folds
here and the policies look only at a player's own cards, so the option changes no card; it adds
the showing rows to the volatility table: how often the player who opens the betting after draw
1, 2 and 3 (the first such player on a tie) wins.

Volatility is measured on every deal: whether the best hand after the deal, after the first draw
and after the second wins (full:1 to full:3), and how often the lead changes in the three draws.
The report also gives the winning hand, the cards drawn and how often a hand improves.""".format(
    **TWO_POLICIES)


def _twosome_plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.twosome import run_twosome_blocks

    from ..engine.checks import check_deal

    deck = make_deck()
    rules = np.zeros(kt.R_SIZE, dtype=np.int64)
    rules[kt.R_DRAW_POLICY] = TWO_CODES[policies["draw"]]
    check_deal(deck, players, kt.MAX_SEATS, rules, kt.R_SIZE)
    testa = options["testa"]

    def decode(counts, trials):
        c = named_counts(counts, kt.OFFSETS)
        seats = trials * players
        idx = [CATEGORY_NAMES.index(x) for x in TWO_CATEGORIES]
        n = kt.N_RANKS
        hands = np.concatenate([c["winning_hand"][n:][::-1], c["winning_hand"][1:n][::-1]])
        held = int(c["before_category"][0])
        tables = {
            "winner_category": proportion_table(c["winner_category"][idx], trials, TWO_CATEGORIES),
            "winning_hand": proportion_table(hands, trials, WINNING_HANDS),
            "hand_category": proportion_table(c["hand_category"][idx], seats, TWO_CATEGORIES),
            "before_category": proportion_table(c["before_category"][idx], seats, TWO_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, kt.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "drawn": histogram_table(c["drawn"], seats, kt.DRAWS),
            "improved": {"high-card": single(int(c["improved"][0]), held)},
            "volatility": {f"full:{r + 1}": single(int(c["leader_full_wins"][r]), trials)
                           for r in range(kt.DRAWS)},
        }
        tables["volatility"]["lead_changes"] = histogram_mean(c["lead_changes"], trials)
        if testa:
            for r in range(kt.DRAWS):
                tables["volatility"][f"showing:{r + 1}"] = single(int(c["leader_showing_wins"][r]), trials)
        tables["events"] = {"drawn": histogram_mean(c["drawn"], seats),
                            "stood_pat": single(int(c["drawn"][0]), seats)}
        return tables

    describe = {"deal": "2 down, three draws of at most one card", "players": players,
                "volatility_every": 1, "wild": "none"}
    if testa:
        describe["testa"] = "discards shown; the third draw face up"
    return kernel_plan(run_twosome_blocks, deck, players, rules, (), decode, describe, kt.OFFSETS)


register(GameSpec(
    id="gruesome-twosome", name="Gruesome Twosome", family="draw",
    odds=OddsCards(deal="draw", hole=2),
    source="000_ba1760463bb2993c.txt (July 2018)",
    summary="Two cards each, three draws of at most one card; a pair beats high card.",
    rules=TWOSOME_RULES,
    options=(Option("testa", False, "discards shown, the third draw face up: adds who opens the "
                    "betting after each draw to the volatility table"),),
    decisions=(Decision("draw", "whether to throw away the lower card and draw one, at each draw",
                        TWO_POLICIES),),
    metrics=("winner_category", "winning_hand", "hand_category", "volatility", "drawn",
             "stood_pat", "improved"),
    plan=_twosome_plan, players=(2, 10), default_players=6,
    headline=("winning_hand",),
    players_reason="two cards and three draws each: ten players take 50 cards",
    advisers={"draw": adviser("exchange_advise", "twosome_draw")},
))


PASS_POLICIES = {
    "standard": ("pass the cards whose loss leaves the best hand of the cards kept, valued as a "
                 "poker hand of their own number (the best five of six; with four or fewer, pairs, "
                 "trips and high cards: no straight or flush); of equal choices, the first by the "
                 "cards' places in the hand (the cards kept in their order, then those received "
                 "in the order the passer held them)"),
    "lowest": "pass the lowest cards, aces high; of equal ranks, the earliest in the hand",
}
PASS_CODES = {"standard": kp.PASS_STANDARD, "lowest": kp.PASS_LOWEST}
DEFAULT_PASSES = "1L,2L,3L"

PASS_RULES = """\
Seven cards each, face down, for 2 to 7 players with one 52-card deck, nothing wild. Then the
passes, in the order the `passes` schedule gives them: in each, every player picks the same
number of his cards (his pass policy picks them) and, all at once, passes them to the player
that many places to his left or right; nobody sees what he gets before passing his own. After
the last pass, the best five of each player's seven cards plays; nobody folds, the best hand
takes the pot, equal hands split it.

The schedule is a list of passes such as 1L,2L,3L (the default: one card to the left, then two,
then three) or 3L,2L2,1L3 (three cards to the next player on the left, then two to the player
two places left, then one three places left): each item is a number of cards (1 to 6), L or R,
and how many places away (1 unless given). At most seven passes.

The pass policies: standard (the default) {standard}; lowest: {lowest}.

Volatility is measured on every deal: whether the best hand after the deal and after each pass
wins (full:1 is after the deal), and how often the lead changes. The report also gives each
hand's category before the passes and how often the passes raise or lower it.""".format(**PASS_POLICIES)


class PassSchedule(str):
    """A pass schedule's text in its one spelling, upper case without spaces (1l, 2l,3l is the
    default)."""

    def __new__(cls, text):
        return super().__new__(cls, str(text).upper().replace(" ", ""))


def parse_passes(text, players):
    """[(cards, offset to the left mod players)] of a pass schedule such as ``3L,2L2,1L3``."""
    import re

    from ..errors import UserError

    items = [x.strip() for x in str(text).split(",")]
    if not 1 <= len(items) <= kp.MAX_PASSES:
        raise UserError(f"passes={text!r}: give 1 to {kp.MAX_PASSES} passes, like 1L,2L,3L")
    out = []
    for item in items:
        m = re.fullmatch(r"(\d+)([LR])(\d*)", item.upper())
        if not m:
            raise UserError(f"passes={text!r}: {item!r} is not a pass; write cards, L or R, and "
                            "places away (1 unless given), like 3L or 2R2")
        k, side, far = int(m[1]), m[2], int(m[3] or 1)
        if not 1 <= k <= kp.MAX_PASS_CARDS:
            raise UserError(f"passes={text!r}: a pass is 1 to {kp.MAX_PASS_CARDS} cards, not {k}")
        if not 1 <= far < players:
            raise UserError(f"passes={text!r}: with {players} players a pass goes 1 to "
                            f"{players - 1} places, not {far}")
        out.append((k, (far if side == "L" else -far) % players))
    return out


def _pass_plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.pass_trash import run_pass_blocks

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables
    from .stud import wild_rank_tables

    passes = parse_passes(options["passes"], players)
    deck = make_deck()
    rules = np.zeros(kp.R_SIZE, dtype=np.int64)
    rules[kp.R_N_PASSES] = len(passes)
    for t, (k, offset) in enumerate(passes):
        rules[kp.R_PASS_CARDS + t] = k
        rules[kp.R_PASS_OFFSET + t] = offset
    rules[kp.R_PASS_POLICY] = PASS_CODES[policies["pass"]]
    check_deal(deck, players, kp.MAX_SEATS, rules, kp.R_SIZE)
    ctw, _ = wild_rank_tables(0)
    ctw = np.ascontiguousarray(ctw[:1])
    offs, nonflush, flush = hash_tables()
    tables_in = (ctw, offs, nonflush, flush)

    def decode(counts, trials):
        c = named_counts(counts, kp.OFFSETS)
        seats = trials * players
        idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]
        changed = {}
        for name in STANDARD_CATEGORIES:
            i = CATEGORY_NAMES.index(name)
            held = int(c["before_category"][i])
            for what in ("improved", "worsened"):
                # nothing wild: nothing beats a straight flush, nothing is worse than high card
                ruled_out = name == ("high-card" if what == "worsened" else "straight-flush")
                count = int(c[what][i])
                changed.setdefault(what, {})[name] = never(count) if ruled_out else single(count, held)
        tables = {
            "winner_category": proportion_table(c["winner_category"][idx], trials, STANDARD_CATEGORIES),
            "hand_category": proportion_table(c["hand_category"][idx], seats, STANDARD_CATEGORIES),
            "before_category": proportion_table(c["before_category"][idx], seats, STANDARD_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, kp.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "improved": changed["improved"],
            "worsened": changed["worsened"],
            "volatility": {f"full:{r + 1}": single(int(c["leader_full_wins"][r]), trials)
                           for r in range(len(passes))},
        }
        tables["volatility"]["lead_changes"] = histogram_mean(c["lead_changes"], trials)
        tables["events"] = {"improved": single(int(c["improved"].sum()), seats),
                            "worsened": single(int(c["worsened"].sum()), seats)}
        return tables

    schedule = ", ".join(f"{k} {'left' if o <= players // 2 else 'right'} "
                         f"{min(o, players - o)}" for k, o in passes)
    describe = {"deal": "7 down, then passes (cards, side, places): " + schedule,
                "players": players, "volatility_every": 1, "wild": "none"}
    return kernel_plan(run_pass_blocks, deck, players, rules, tables_in, decode, describe,
                       kp.OFFSETS, inputs=dict(ctw=ctw))


# what Pass the Trash and Anaconda (its schedule 3L,2L,1L) declare alike
_PASSING = dict(
    family="draw", odds=OddsCards(deal="draw", hole=7),
    decisions=(Decision("pass", "which cards to pass", PASS_POLICIES),),
    metrics=("winner_category", "hand_category", "before_category", "improved", "worsened",
             "volatility"),
    plan=_pass_plan, players=(2, 7), default_players=6,
    players_reason="seven cards each from one 52-card deck",
    advisers={"pass": adviser("exchange_advise", "pass_advice")},
)

register(GameSpec(
    id="pass-the-trash", name="Pass the Trash",
    aliases=('pass-the-garbage',),
    source="001_7522cdb2beee5b55.txt (Draw Games)",
    summary="Seven cards each, passed on in rounds of 1, 2 and 3 cards; best five of seven.",
    rules=PASS_RULES,
    options=(Option("passes", DEFAULT_PASSES, "the pass schedule: cards, L or R, places away "
                    "(e.g. 3L,2L2,1L3)", kind=PassSchedule),),
    **_PASSING,
))

ANACONDA_RULES = """\
Anaconda, as most home games deal it: Pass the Trash (`simpoker show pass-the-trash`) whose passes
run three, two, one: seven cards each, face down, for 2 to 7 players with one 52-card deck, nothing
wild; every player passes three of his cards to the player on his left, all at once, then two, then
one, each pick made by the pass policy before seeing what arrives. After the last pass the best
five of each player's seven cards plays; nobody folds (the real game's betting and its rolled-up
cards change who stays, not the hands), the best hand takes the pot, equal hands split it. The
`passes` option takes any schedule Pass the Trash takes (3L,2R,1L alternates the direction).

Volatility is measured on every deal: whether the best hand after the deal and after each pass
wins, and how often the lead changes. The report also gives each hand's category before the
passes and how often the passes raise or lower it."""

register(GameSpec(
    id="anaconda", name="Anaconda",
    aliases=("pass-the-trash-3-2-1",),
    source="the home game, as commonly dealt (no rule source)",
    summary="Seven cards each, passed on in rounds of 3, 2 and 1 cards; best five of seven.",
    rules=ANACONDA_RULES,
    options=(Option("passes", "3L,2L,1L", "the pass schedule: cards, L or R, places away "
                    "(e.g. 3L,2R,1L)", kind=PassSchedule),),
    **_PASSING,
))


LOW_TOPS = ("5", "6", "7", "8", "9", "T", "J", "Q", "K")
D27_TOPS = ("7", "8", "9", "T", "J", "Q", "K", "A")
# a low's categories (straights and flushes do not count), best first as the high tables run
LOW_CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind")


def low_draw_plan(policy_code, players, high_wild, low_wild, low_only=False, deal_describe=None,
                  deuce=False, draws=1):
    """The plan of a five-card draw game with an ace-to-five low (kernels/games/honky_tonk.py): split
    high-low, or the low alone (``low_only``); ``high_wild``, ``low_wild``: rank masks of each
    half's wild ranks. ``deuce``: lowball deuce-to-seven, nothing wild; ``draws``: 1, or 3
    (triple draw, lowball)."""
    import numpy as np

    from kernels.core.cards import make_deck, rank_wild_mask
    from kernels.core.tables import TABLES
    from kernels.games.honky_tonk import run_low_draw_blocks

    from ..engine.checks import check_deal
    from ..spec.evaluation import hash_tables
    from .stud import wild_rank_tables

    deck = make_deck()
    rules = np.zeros(kd.R_SIZE, dtype=np.int64)
    rules[kd.R_DEALT] = kd.HAND
    rules[kd.R_ACE_DRAW] = 4
    rules[kd.R_DRAW_POLICY] = policy_code
    rules[kd.R_LOW_ONLY] = (kd.LOWBALL_D27 if deuce else kd.LOWBALL_A5 if low_only
                            else kd.LOWBALL_NONE)
    low_only = low_only or deuce
    rules[kd.R_DRAWS] = draws
    check_deal(deck, players, kd.MAX_SEATS, rules, kd.R_SIZE)
    ctw, wm = wild_rank_tables(high_wild)
    ctw = np.ascontiguousarray(ctw[:1])
    wm = np.array([wm[0], rank_wild_mask(low_wild)], dtype=np.uint64)
    offs, nonflush, flush = hash_tables()
    tables_in = (ctw, wm, offs, nonflush, flush, TABLES)

    def decode(counts, trials):
        c = named_counts(counts, kd.HONKY_OFFSETS)
        seats = trials * players
        draws_made = seats * draws  # the drawn table counts a seat's cards each draw
        cats = LOW_CATEGORIES if low_only and not deuce else STANDARD_CATEGORIES
        idx = [CATEGORY_NAMES.index(x) for x in cats]
        tops = c["low_top"]
        if deuce:  # the top card of a plain low (no pair, straight or flush), the ace at 1
            low_top = proportion_table(list(tops[7:14]) + [tops[1], tops[0]], trials,
                                       D27_TOPS + ("made hand",))
        else:
            low_top = proportion_table(list(tops[5:14]) + [tops[0]], trials, LOW_TOPS + ("pair+",))
        tables = {
            "winner_category": proportion_table(c["winner_category"][idx], trials, cats),
            "low_top": low_top,
            "hand_category": proportion_table(c["hand_category"][idx], seats, cats),
            "before_category": proportion_table(c["before_category"][idx], seats, cats),
            "seat_win": shares_table(c["seat_win"][:players], trials, kd.SHARE_UNITS),
            "drawn": histogram_table(c["drawn"], draws_made, 5 if deuce or draws > 1 else 4),
            "volatility": {"full:1": single(int(c["leader_full_wins"][0]), trials),
                           "lead_changes": histogram_mean(c["lead_changes"], trials)},
        }
        if low_only:
            tables["tie"] = {"split": single(int(c["tie"][0]), trials)}
        else:
            tables["tie"] = {"high": single(int(c["tie"][0]), trials),
                             "low": single(int(c["low_tie"][0]), trials),
                             "scoop": single(int(c["scoop"][0]), trials)}
            improved = {}
            for name in ("high-card", "one-pair", "two-pair", "three-of-a-kind"):
                i = CATEGORY_NAMES.index(name)
                held = int(c["before_category"][i])
                improved[name] = single(int(c["improved"][i]), held)
            tables["improved"] = improved
        tables["events"] = {"drawn": histogram_mean(c["drawn"], draws_made),
                            "stood_pat": single(int(c["drawn"][0]), draws_made),
                            "reshuffled": single(int(c["reshuffled"][0]), trials)}
        if not low_only:
            tables["events"]["scoop"] = single(int(c["scoop"][0]), trials)
            tables["events"]["went_low"] = single(int(c["went_low"][0]), seats)
        if high_wild or (low_only and low_wild):
            tables["wild_held"] = histogram_table(c["wild_held"], seats, 5)
        return tables

    describe = {"deal": deal_describe or ("5 down, three draws (up to five each)" if draws > 1
                                          else "5 down, one draw (up to five)" if deuce else
                                          "5 down, one draw (3, or 4 keeping an ace)"),
                "players": players, "volatility_every": 1,
                "low": "deuce-to-seven" if deuce else "ace-to-five",
                "pot": "the low alone" if low_only else "split high-low"}
    return kernel_plan(run_low_draw_blocks, deck, players, rules, tables_in, decode, describe,
                       kd.HONKY_OFFSETS, inputs=dict(ctw=ctw, wm=wm))

