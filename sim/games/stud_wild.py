"""Seven-card stud games whose wild cards move: Follow the Queen, Baseball, Sequence, Dirty Schultz."""
from kernels import stud as k
from kernels.cards import RANK_CHARS

from ..tables import histogram_mean, histogram_table
from ..variants import Decision, Option, Variant, register
from .stud import SEVEN_STUD, stud_plan, stud_rules

VOLATILITY_EVERY = 32
ALL_RANK_KEYS = ("none",) + tuple(RANK_CHARS)
QUEEN = 10
THREE, FOUR, NINE = 1, 2, 7

COMMON = """\
Common to the stud games here: every street is dealt round the table starting left of the dealer,
and "the next up card" is the next one dealt in that order, across streets. Nobody folds. A wild
card may stand for any card, a copy of one held included, so five of a kind exists; ties split the
pot. If fewer cards remain than players for the last down card, one card is turned face up in the
middle instead and plays in every hand (being face up it counts for the wild rules, but it belongs
to nobody). Volatility is measured on every 32nd deal."""

FTQ_RULES = """\
Seven-card stud (two down, four up, one down), best five of seven, for 2 to 7 players.

Wild cards. When a queen is dealt face up, the rank of the next up card dealt (to anyone, in the
next street if need be) becomes wild, replacing the previous one. Between a face-up queen and that
next card nothing is wild, so a queen as the very last up card leaves nothing wild at the end.
A queen that follows a queen names nothing: it waits for its own follower. Face-down queens do
nothing. Option queens_wild: queens are always wild as well (one source's version); the moving
rank is then the follower alone, and the report's wild rank describes that follower.

""" + COMMON

BASEBALL_RULES = """\
Seven-card stud, best five of seven, for 2 to 7 players. All 3s and 9s are wild, up or down.
A 4 dealt face up lets its owner take one extra card, dealt face down at once; being a down card
it can never earn another (decision `take`: the default policy `always` takes it, `never`
declines). A 4 dealt face down earns nothing. Option winter (cost reporting) is not built yet.

""" + COMMON

SEQUENCE_RULES = """\
Seven-card stud, best five of seven, for 2 to 7 players.

Wild cards. Nothing is wild until a 2 is dealt face up; then 2s are wild. Whenever the rank one
above the wild rank is dealt face up, wildness moves up to it (2 to 3, 3 to 4, ... king to ace;
nothing moves past the ace). A face-up card of any other rank changes nothing: a later 2 does not
bring wildness back down, and skipping a rank does not move it. One street can move it twice.
Down cards never move it; the shared middle card can.

""" + COMMON

SCHULTZ_RULES = """\
Seven-card stud, best five of seven, for 2 to 7 players.

Wild cards. When a player's new up card matches the rank of one of his own earlier up cards
(a pair, or more, showing), the wild rank is cancelled at once and the next up card dealt, to
anyone, sets the new wild rank. If that card itself pairs its owner's board it starts a new wait
instead, and a pairing as the last up card leaves nothing wild. Down cards and the shared middle
card never make a pairing (the middle card can set the rank).

""" + COMMON


def _plan(mode, wild_set=0, fixed_wild=0, extra_ranks=0, take=True, wild_keys=ALL_RANK_KEYS,
          events=None):
    def plan(options, policies, players):
        rules = stud_rules(wild_mode=mode, wild_set=wild_set, extra_ranks=extra_ranks,
                           extra_policy=1 if take else 0, vol_every=VOLATILITY_EVERY, first_round=2)
        return stud_plan(players, SEVEN_STUD, rules, wild_keys, {"streets": "d d u u u u d"},
                         events, fixed_wild=fixed_wild)

    return plan


def _ftq_plan(options, policies, players):
    fixed = 1 << QUEEN if options["queens_wild"] else 0
    return _plan(k.W_FOLLOW, wild_set=1 << QUEEN, fixed_wild=fixed)(options, policies, players)


def _baseball_events(tables, c, trials, players):
    tables["events"]["extra_cards"] = histogram_mean(c["extra_per_deal"], trials)
    tables["extra_cards"] = histogram_table(c["extra_cards"], trials * players, 4)


def _baseball_plan(options, policies, players):
    return _plan(k.W_NONE, fixed_wild=(1 << THREE) | (1 << NINE), extra_ranks=1 << FOUR,
                 take=policies["take"] == "always", wild_keys=None,
                 events=_baseball_events)(options, policies, players)


_STUD_PLAYERS = dict(players=(2, 7), default_players=7,
                     players_reason="seven cards each from one 52-card deck")

register(Variant(
    id="follow-the-queen", name="Follow the Queen", family="stud",
    source="000_ba1760463bb2993c.txt (game-of-the-month column); queens_wild from 001_7522cdb2beee5b55.txt",
    summary="Seven-card stud; the up card after the latest face-up queen sets the wild rank.",
    rules=FTQ_RULES,
    options=(Option("queens_wild", False, "queens are always wild as well as the follower"),),
    metrics=("wild_rank", "nothing_wild", "wild_changes", "volatility"),
    plan=_ftq_plan, aliases=("ftq",), **_STUD_PLAYERS,
))

register(Variant(
    id="baseball", name="Baseball", family="stud",
    source="001_7522cdb2beee5b55.txt (stud games)",
    summary="Seven-card stud; 3s and 9s wild; a face-up 4 earns an extra down card.",
    rules=BASEBALL_RULES,
    decisions=(Decision("take", "whether to take the extra card a face-up 4 offers",
                        {"always": "take every offered card", "never": "never take it"}),),
    metrics=("extra_cards", "volatility"),
    plan=_baseball_plan, **_STUD_PLAYERS,
))

register(Variant(
    id="sequence", name="Sequence", family="stud",
    source="001_7522cdb2beee5b55.txt (stud games)",
    summary="Seven-card stud; a face-up 2 makes 2s wild, and each next rank shown moves it up.",
    rules=SEQUENCE_RULES, metrics=("wild_rank", "nothing_wild", "wild_changes", "volatility"),
    plan=_plan(k.W_SEQUENCE), **_STUD_PLAYERS,
))

register(Variant(
    id="dirty-schultz", name="Dirty Schultz", family="stud",
    source="001_7522cdb2beee5b55.txt (stud games)",
    summary="Seven-card stud; when a player pairs his board, the next up card sets the wild rank.",
    rules=SCHULTZ_RULES, metrics=("wild_rank", "nothing_wild", "wild_changes", "volatility"),
    plan=_plan(k.W_PAIR_NEXT), **_STUD_PLAYERS,
))
