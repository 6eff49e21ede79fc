"""Seven-card stud games whose wild cards move: Follow the Queen, Baseball, Sequence, Dirty Schultz."""
from kernels import stud_layout as k
from kernels.cards import RANK_CHARS

from ..stats import proportion_table
from ..tables import histogram_mean, histogram_table, single
from ..variants import Decision, Option, Variant, register
from .stud import SEVEN_STUD, VOLATILITY_EVERY, stud_plan, stud_rules

ALL_RANK_KEYS = ("none",) + tuple(RANK_CHARS)
QUEEN = 10
KING = 11
SEVEN = 5
THREE, FOUR, NINE = 1, 2, 7

_DEAL = """\
Common to the stud games here: every street is dealt round the table starting left of the dealer,
and "the next up card" is the next one dealt in that order, across streets. Nobody folds. A wild
card may stand for any card, a copy of one held included, so five of a kind exists; ties split the
pot."""
_SHORT_DECK = """\
 If fewer cards remain than players for the last down card, one card is turned face up in the
middle instead and plays in every hand (being face up it counts for the wild rules, but it belongs
to nobody)."""
_VOLATILITY = " Volatility is measured on every 32nd deal."
COMMON = _DEAL + _SHORT_DECK + _VOLATILITY

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
declines). A 4 dealt face down earns nothing. Option winter (Winter Baseball's payments): fours and
nines cost nothing, but a 3 dealt face up counts as wild only if its owner matches the pot; the
players here always pay (so the cards play as above), and the report counts the pot matches: face-up
3s per deal and the share of deals with at least one.

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
          events=None, count_up=0):
    def plan(options, policies, players):
        rules = stud_rules(wild_mode=mode, wild_set=wild_set, extra_ranks=extra_ranks,
                           extra_policy=1 if take else 0, vol_every=VOLATILITY_EVERY, first_round=2,
                           count_up=count_up)
        return stud_plan(players, SEVEN_STUD, rules, wild_keys, {"streets": "d d u u u u d"},
                         events, fixed_wild=fixed_wild)

    return plan


def _ftq_plan(options, policies, players):
    fixed = 1 << QUEEN if options["queens_wild"] else 0
    return _plan(k.W_FOLLOW, wild_set=1 << QUEEN, fixed_wild=fixed)(options, policies, players)


def _baseball_events(winter):
    def events(tables, c, trials, players):
        tables["events"]["extra_cards"] = histogram_mean(c["extra_per_deal"], trials)
        tables["extra_cards"] = histogram_table(c["extra_cards"], trials * players, 4)
        if winter:
            tables["events"]["pot_matches"] = histogram_mean(c["counted_up"], trials)
            tables["events"]["pot_match_deals"] = single(int(trials - c["counted_up"][0]), trials)
            tables["pot_matches"] = histogram_table(c["counted_up"], trials, 4)

    return events


def _baseball_plan(options, policies, players):
    return _plan(k.W_NONE, fixed_wild=(1 << THREE) | (1 << NINE), extra_ranks=1 << FOUR,
                 take=policies["take"] == "always", wild_keys=None,
                 events=_baseball_events(options["winter"]),
                 count_up=(1 << THREE) if options["winter"] else 0)(options, policies, players)


_STUD_PLAYERS = dict(players=(2, 7), default_players=7,
                     players_reason="seven cards each from one 52-card deck")

register(Variant(
    id="follow-the-queen", name="Follow the Queen", family="stud",
    source="000_ba1760463bb2993c.txt; the option queens_wild from 001_7522cdb2beee5b55.txt",
    summary="Seven-card stud; the up card after the latest face-up queen sets the wild rank.",
    rules=FTQ_RULES,
    options=(Option("queens_wild", False, "queens are always wild as well as the follower"),),
    metrics=("wild_rank", "nothing_wild", "wild_changes", "volatility"),
    plan=_ftq_plan, aliases=("ftq",), wild="moving", **_STUD_PLAYERS,
    always_wild=lambda o: "queens" if o["queens_wild"] else None,
))

register(Variant(
    id="baseball", name="Baseball", family="stud",
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud; 3s and 9s wild; a face-up 4 earns an extra down card.",
    rules=BASEBALL_RULES,
    decisions=(Decision("take", "whether to take the extra card a face-up 4 offers",
                        {"always": "take every offered card", "never": "never take it"}),),
    options=(Option("winter", False, "Winter Baseball payments: report the pot matches face-up 3s cost"),),
    metrics=("extra_cards", "pot_matches", "volatility"),
    plan=_baseball_plan, wild="fixed", **_STUD_PLAYERS,
))

register(Variant(
    id="sequence", name="Sequence", family="stud",
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud; a face-up 2 makes 2s wild, and each next rank shown moves it up.",
    rules=SEQUENCE_RULES, metrics=("wild_rank", "nothing_wild", "wild_changes", "volatility"),
    plan=_plan(k.W_SEQUENCE), wild="moving", **_STUD_PLAYERS,
))

register(Variant(
    id="dirty-schultz", name="Dirty Schultz", family="stud",
    source="001_7522cdb2beee5b55.txt (its stud games)",
    summary="Seven-card stud; when a player pairs his board, the next up card sets the wild rank.",
    rules=SCHULTZ_RULES, metrics=("wild_rank", "nothing_wild", "wild_changes", "volatility"),
    plan=_plan(k.W_PAIR_NEXT), wild="moving", **_STUD_PLAYERS,
))


SEVEN_UP_RULES = """\
Seven-card stud, best five of seven, for 2 to 6 players (7 with the jokers option).

Wild cards. Sevens are always wild. Each seven a player receives face up sends the following card
of the deck, face up, to the centre of the table before the street goes on: it belongs to no hand,
but the other cards of its rank become wild as well as the sevens. A later face-up 7 covers the middle card with a
new one, and only the top middle card's rank counts. A 7 landing in the middle leaves only the
sevens wild. A 7 as the very last up card still calls a middle card (the source's own preference).
Face-down 7s call nothing. Option jokers (54 cards): a joker in a hand is dead (left out of the hand
entirely) unless the other joker is the top middle card, which makes it wild.

The seat limit: each player needs 7 cards and the middle can take up to 4, so 52 cards seat 6 and 54
seat 7; within that the deck never runs short.

""" + _DEAL + _VOLATILITY  # the deck never runs short here

KINGS_RULES = """\
The stud version (stud=true): seven-card stud, best five of seven, for 2 to 7 players.

Wild cards. Kings are wild in every hand. Each player's lowest face-down card (deuce lowest, ace
highest, a king counting as a king) names a rank that is wild in that player's own hand only, up
cards included. For the best hand showing only the kings are wild (the little ones are hidden); for
each player's full hand during the deal, the lowest down card held so far counts. The report's
wild_rank table is the little-one rank, pooled over players.

""" + COMMON


def _seven_up_events(tables, c, trials, players):
    tables["middle_cards"] = histogram_table(c["middle_cards"], trials, 4)
    tables["events"]["middle_cards"] = histogram_mean(c["middle_cards"], trials)
    tables["events"]["only_sevens"] = single(int(c["wild_rank"][0]), trials)


def _seven_up_plan(options, policies, players):
    jokers = options["jokers"]
    keys = ("none",) + tuple(r for r in RANK_CHARS if r != "7") + (("joker",) if jokers else ())
    rules = stud_rules(wild_mode=k.W_MIDDLE, wild_set=1 << SEVEN, vol_every=VOLATILITY_EVERY,
                       first_round=2)
    return stud_plan(players, SEVEN_STUD, rules, keys,
                     {"streets": "d d u u u u d", "deck": 54 if jokers else 52}, _seven_up_events,
                     fixed_wild=1 << SEVEN, jokers=2 if jokers else 0)


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


register(Variant(
    id="seven-up", name="Seven-Up", family="stud",
    source="000_ba1760463bb2993c.txt (October 2018)",
    summary="Seven-card stud; 7s wild, and a face-up 7 puts a card in the middle whose rank is wild too.",
    rules=SEVEN_UP_RULES,
    options=(Option("jokers", False, "add two jokers, dead unless the other one lands in the middle"),),
    metrics=("wild_rank", "only_sevens", "middle_cards", "wild_changes", "volatility"),
    plan=_seven_up_plan, aliases=("7-up", "7up"), players=(2, 6), default_players=6, wild="moving",
    always_wild="7s",
    players_reason="7 cards each and up to 4 middle cards: 6 players from 52 cards, 7 with jokers",
    player_limits=lambda o: (2, 7, "7 cards each and up to 4 middle cards from 54 cards") if o["jokers"]
    else (2, 6, "7 cards each and up to 4 middle cards: 6 players from 52 cards, 7 with jokers"),
))
