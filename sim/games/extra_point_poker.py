"""Extra Point Poker (kernels/games/extra_point_poker.py): up cards kicked between goal posts."""

from kernels.games import extra_point_poker_layout as ke
from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

from ..engine.plan import kernel_plan, named_counts
from ..report.tables import never, proportion_table, shares_table, single
from ..spec.game_spec import Decision, Option, GameSpec, adviser, register

ACE_POLICIES = {
    "standard": "call a post ace whichever way leaves more ranks between the posts (low against an 8 or higher)",
    "high": "always call it high",
    "low": "always call it low",
}
ACE_CODES = {"standard": ke.ACE_WIDER, "high": ke.ACE_HIGH, "low": ke.ACE_LOW}
BEND_POLICIES = {
    "standard": "bend a hit post when the football would pair a card already held",
    "always": "bend every hit post",
    "never": "never bend",
}
BEND_CODES = {"standard": ke.BEND_PAIRS, "always": ke.BEND_ALWAYS, "never": ke.BEND_NEVER}

RULES = """\
Extra Point Poker: seven-card stud for 2 to 7 players with two decks, one for the deal and one for
the goal posts, nothing wild, no betting. Each player gets two cards face down from the deal
deck. Then come four rounds of kicks: for each player in turn, two goal posts are turned up from
the post deck and a football from the deal deck; the football becomes that player's up card only
if its rank lies strictly between the posts' (in either order; 2 to 10 their pips, J 11, Q 12,
K 13). A football equal to a post has hit the post; like one outside the posts it is dead. Then
each player gets a last card face down, so a hand holds 3 to 7 cards. At the showdown a hand of
five or more plays its best five; a shorter hand plays all its cards, without straights or
flushes, and a missing card counts below any card (three kings beat two pair; J-J-9-8-2 beats
J-J-9-8). The best hand takes the pot, equal hands split it.

Aces: a post ace is called high (14) or low (1) by the kicker before the football comes, and two
post aces are one of each; an ace football is never between the posts (it hits an ace post,
else it is wide). When the post deck runs out, the posts of finished kicks are shuffled into a new
one (the posts of the kick in progress stay on the table).

With bend_the_post=true, a football that hits a post may be tried again: the kicker pays four
antes and a new post is dealt over the one it hit; the football is good if it now lies between.
Gaps of the source, closed here: one bend a kick, none when the football equals both posts, and
a new ace post is called the way that makes the kick good.

Ace policies (--policy ace=NAME):
- standard (the default): {ace_standard}
- high: {ace_high}
- low: {ace_low}
Bend policies (--policy bend=NAME; with bend_the_post=true):
- standard (the default): {standard}
- always: {always}
- never: {never}

The report gives the kick results (first and after any bend) and the success rate by round,
bends and what they bought, the final hand sizes and the winners' sizes, the winning hand's
category and each seat's share of the pot.""".format(
    ace_standard=ACE_POLICIES["standard"], ace_high=ACE_POLICIES["high"],
    ace_low=ACE_POLICIES["low"], **BEND_POLICIES)

SIZE_KEYS = tuple(str(k) for k in range(3, ke.MAX_HAND + 1))


def _plan(options, policies, players):
    import numpy as np

    from kernels.core.cards import make_deck
    from kernels.games.extra_point_poker import run_extra_point_blocks
    from kernels.eval.hash_tables import card_table

    from ..spec.evaluation import hash_tables

    deck = make_deck()
    rules = np.zeros(ke.R_SIZE, dtype=np.int64)
    rules[ke.R_BEND_THE_POST] = int(options["bend_the_post"])
    rules[ke.R_ACE_POLICY] = ACE_CODES[policies["ace"]]
    rules[ke.R_BEND_POLICY] = BEND_CODES[policies["bend"]]
    offsets, nonflush, flush = hash_tables()
    idx = [CATEGORY_NAMES.index(x) for x in STANDARD_CATEGORIES]

    bending = bool(options["bend_the_post"]) and policies["bend"] != "never"

    def decode(counts, trials):
        c = named_counts(counts, ke.OFFSETS)
        seats = trials * players
        kicks = seats * ke.ROUNDS
        bends = int(c["bends"][0])
        winners = int(c["winner_sizes"].sum())
        return {
            "winner_category": proportion_table(c["winner_category"][idx], trials, STANDARD_CATEGORIES),
            "hand_category": proportion_table(c["hand_category"][idx], seats, STANDARD_CATEGORIES),
            "seat_win": shares_table(c["seat_win"][:players], trials, ke.SHARE_UNITS),
            "tie": {"split": single(int(c["tie"][0]), trials)},
            "kick": proportion_table(c["final"], kicks, ke.OUTCOMES),
            "kick_first": proportion_table(c["first"], kicks, ke.OUTCOMES),
            "kick_good_by_round": proportion_table(c["good_by_round"], seats,
                                                   tuple(str(r + 1) for r in range(ke.ROUNDS))),
            "hand_size": proportion_table(c["sizes"][3:], seats, SIZE_KEYS),
            "winner_hand_size": proportion_table(c["winner_sizes"][3:], winners, SIZE_KEYS),
            "events": {
                # without bend_the_post (or with bend=never) no post is bent: rows that say nothing
                "bend": single(bends, kicks) if bending else never(bends),
                "bend_good": single(int(c["bends"][1]), bends) if bending else never(int(c["bends"][1])),
                "reshuffle": single(int(c["reshuffles"][0]), trials),
                "ace_called_high": single(int(c["ace_calls"][0]), kicks),
                "ace_called_low": single(int(c["ace_calls"][1]), kicks),
            },
        }

    describe = {"deal": "2 down; four rounds of kicks between goal posts; 1 down", "players": players,
                "pot": "high, best five or all of a shorter hand", "wild": "none"}
    return kernel_plan(run_extra_point_blocks, deck, players, rules,
                       (card_table(0), offsets, nonflush, flush), decode, describe, ke.OFFSETS,
                       streams=True)


register(GameSpec(
    id="extra-point-poker", name="Extra Point Poker", family="special",
    aliases=('extra-point',),
    source="000_ba1760463bb2993c.txt (Extra Point Poker)",
    summary="Seven-card stud whose up cards must fall between two goal posts from a second deck.",
    rules=RULES,
    options=(Option("bend_the_post", False, "a football that hits a post may be tried again over a new post, for four antes"),),
    decisions=(Decision("ace", "call a post ace high or low", ACE_POLICIES),
               Decision("bend", "bend a post the football hit (with bend_the_post)", BEND_POLICIES)),
    metrics=("winner_category", "hand_category", "kick", "kick_good_by_round", "hand_size",
             "winner_hand_size", "bend"),
    plan=_plan, players=(2, 7), default_players=6,
    advisers={"ace": adviser("extra_point_advise", "ace_advice")},
    headline=("winner_category", "seat_win"),
    table_notes={
        "kick": "How each kick ends, after any bend: `good` (between the posts), `post` (on a "
                "post) or `wide`; over every player's kicks.",
        "kick_first": "How each kick's first try ends, before any bend.",
        "kick_good_by_round": "The share of players whose kick is good, by round.",
        "hand_size": "Cards in each player's final hand, players pooled.",
        "winner_hand_size": "Cards in the winning hand, one per winning hand.",
    },
    players_reason="two down, four footballs and one down each from one 52-card deal deck",
))
