"""The stud driver read from a game file: its sections, their checks, and the plan they build.

Every table a stud game adds to its report follows from its rules (bought cards, a side pot, a
house hand, middle cards, counted face-up cards, turned-up cards), so a game file says what the
game is, and the report follows.
"""
from kernels.drivers import stud_layout as k
from kernels.core.cards import RANK_CHARS

from ..errors import UserError
from ..spec.game_file import Key
from ..report.words import rank_plural

STREET_CODES = {"d": k.DOWN, "u": k.UP, "f": k.FLIP}
# the wild vocabulary (sim/spec/game_file.py) as the stud driver's modes; "none" leaves only the
# always-wild ranks
WILD_RULES = {"none": k.W_NONE, "last-shown": k.W_LAST_SHOWN, "follows": k.W_FOLLOW,
              "sequence": k.W_SEQUENCE, "pairs-board": k.W_PAIR_NEXT, "middle": k.W_MIDDLE,
              "lowest-down": k.W_LOW_DOWN, "house-last": k.W_HOUSE}
MOVING = ("last-shown", "follows", "sequence", "pairs-board", "middle", "house-last")
SIDES = {"none": k.SIDE_NONE, "diamonds": k.SIDE_DIAMONDS, "basketball": k.SIDE_BASKETBALL,
         "high-spade": k.SIDE_HIGH_SPADE, "low-spade": k.SIDE_LOW_SPADE}
SPADE_SIDES = ("high-spade", "low-spade")
QUALIFIERS = {"eight": k.LOW_EIGHT, "none": k.LOW_ANY}  # what a low needs to take the low half
SPLITS = {"high": k.LOW_NONE, "low": k.LOW_ONLY}  # the pots with no qualifier to read
SIDE_TOP = {"diamonds": 14 + 13 + 12 + 11 + 10 + 9 + 8,  # the seven top diamonds
            "basketball": 40}                            # three 10s up and a 10 turned up
THREE_CARD_CATEGORIES = ("high-card", "one-pair", "three-of-a-kind")
RANKS = tuple(RANK_CHARS)
LOW_TOPS = tuple("56789TJQK")  # a winning low's top card, as the draw driver's low_top table keys it
# a low pot's hero's final hand in `odds`: his low, as the kernel counts it (a pair or worse,
# then five different ranks by the top card)
LOW_CLASSES = ("pair-or-worse",) + tuple(f"{r}-low" for r in LOW_TOPS)

SECTIONS = {
    "deck": {"jokers": Key(int, 0, low=0, high=2, help="jokers added to the 52 cards: dead cards, "
                          "wild only while the moving wild rank is the jokers")},
    "deal": {
        "streets": Key(str, required=True, help="a letter a street in order: d down, u up, f a down "
                       "card and then one of the two hidden cards turned up"),
        "describe": Key(str, None, help="the streets as the run's summary words them"),
        "measure_from": Key(int, 3, low=1, high=9, help="the street after which the leaders are first judged"),
        "volatility_every": Key(int, 32, low=1, high=1 << 14, help="volatility is measured on every n-th deal"),
        "house": Key(bool, False, help="a house hand, dealt last in every street, competes"),
        "turn_up": Key(str, "low", choices=("low", "high"), help="which hidden card an f street shows"),
    },
    "hand": {"cards": Key(int, 5, choices=(3, 5), help="best five cards, or best three with no "
                          "straights or flushes")},
    "wild": {
        "rule": Key(str, "none", choices=tuple(WILD_RULES), help="how the wild rank moves (none: "
                    "only the always-wild ranks)"),
        "ranks": Key(list, [], items=str, help="the ranks that set, start or call the wild rank"),
        "always": Key(list, [], items=str, help="ranks wild in every hand"),
        "table": Key(list, None, items=str, help="the wild_rank table's keys, where not the rule's own"),
    },
    "extra_card": {
        "ranks": Key(list, [], items=str, help="a face-up card of these ranks offers a down card"),
        "take": Key(bool, True, help="whether the offered card is taken"),
        "price": Key(float, 0.0, low=0.0, high=1e9, help="its cost, reported per deal when not zero"),
        "report": Key(bool, None, help="the extra-card tables (default: when ranks are given)"),
    },
    "pot": {
        "side": Key(str, "none", choices=tuple(SIDES), help="what takes the other half of a side pot"),
        # high-low: half to the best ace-to-five low of all a seat's cards, as the community and
        # draw drivers split; with qualifier eight only five different ranks 8 or lower qualify,
        # and without such a low the high takes all
        # low: the whole pot to the best ace-to-five low, pairs and all (razz)
        "split": Key(str, "high", choices=("high", "high-low", "low"), help="high, half to the "
                     "best ace-to-five low (high-low), or all to it (low)"),
        "qualifier": Key(str, None, choices=tuple(QUALIFIERS), help="what a low needs: eight "
                         "(five ranks 8 or lower, the default) or none"),
    },
    "payments": {"queen_of_hearts": Key(bool, False, help="face-up 5s pay a face-up queen of hearts")},
    # face-up cards of these ranks counted per deal (a cost they carry): a table and mean under
    # ``name``, and the share of deals with at least one under ``deals``
    "counted": {"ranks": Key(list, [], items=str, help="face-up cards of these ranks are counted per deal"),
                "name": Key(str, "counted", help="the table the count goes to"),
                "deals": Key(str, "counted_deals", help="the event: deals with at least one")},
    "report": {
        "five_of_a_kind_wins": Key(bool, False, help="an event: deals won with five of a kind"),
        "nothing_wild": Key(str, None, help="the event naming the deals that end with no moving wild rank"),
    },
}


def rank_mask(ranks, origin, where):
    mask = 0
    for r in ranks:
        if r not in RANK_CHARS:
            raise UserError(f"{origin}: {where}: {r!r} is not a rank (use {' '.join(RANK_CHARS)})")
        mask |= 1 << RANK_CHARS.index(r)
    return mask


def check(spec, origin):
    streets = spec["deal"]["streets"].split()
    bad = [s for s in streets if s not in STREET_CODES]
    if bad or not streets:
        raise UserError(f"{origin}: deal.streets: write a letter a street (d, u or f), not "
                        f"{spec['deal']['streets']!r}")
    if len(streets) > MAX_STREETS:
        raise UserError(f"{origin}: deal.streets: at most {MAX_STREETS} streets, not {len(streets)}")
    if spec["deal"]["measure_from"] > len(streets):
        raise UserError(f"{origin}: deal.measure_from: street {spec['deal']['measure_from']} of "
                        f"{len(streets)}; the leaders are judged after a street the deal has")
    rounds = len(streets) - spec["deal"]["measure_from"] + 1
    if rounds > k.MAX_ROUNDS:
        raise UserError(f"{origin}: deal.measure_from: the leaders are judged after {rounds} streets; "
                        f"the driver counts at most {k.MAX_ROUNDS} (measure from street "
                        f"{len(streets) - k.MAX_ROUNDS + 1} or later)")
    if "f" in streets and "d" not in streets[:streets.index("f")]:
        raise UserError(f"{origin}: deal.streets: an f street turns up one of two hidden cards, so a "
                        f"d street comes before it")
    most_cards = most_hand_cards(spec)
    if most_cards > k.MAX_HAND + 1:
        raise UserError(f"{origin}: extra_card.ranks: a hand can hold {most_cards} cards (a card a "
                        f"street and one bought on each up street); the driver holds at most "
                        f"{k.MAX_HAND + 1}")
    _check_shuffled_reach(spec, streets, origin)
    jokers = spec["deck"]["jokers"]
    if jokers and (spec["hand"]["cards"] == 3 or most_cards > 8):
        raise UserError(f"{origin}: deck.jokers: the driver scores a joker in five-card hands of at "
                        f"most eight cards" + (f" (this hand can hold {most_cards})"
                                               if spec["hand"]["cards"] == 5 else ""))
    if jokers and spec["pot"]["side"] == "diamonds":
        raise UserError(f"{origin}: deck.jokers: a joker has no suit, so it is not played with a "
                        f"diamonds side pot")
    for section, key in (("wild", "ranks"), ("wild", "always"), ("extra_card", "ranks"),
                         ("counted", "ranks")):
        rank_mask(spec[section][key], origin, f"{section}.{key}")
    pot = spec["pot"]
    if pot["split"] != "high":
        split = "a high-low split" if pot["split"] == "high-low" else "a low pot"
        if spec["wild"]["rule"] != "none" or spec["wild"]["always"] or spec["deck"]["jokers"]:
            raise UserError(f"{origin}: pot.split: the stud driver's low ignores wild cards, so it "
                            + ("does not split high-low with wild cards" if pot["split"] == "high-low"
                               else "does not play a low pot with wild cards"))
        if spec["hand"]["cards"] != 5:
            raise UserError(f"{origin}: pot.split: {split} needs five-card hands")
        if pot["side"] != "none" or spec["deal"]["house"]:
            raise UserError(f"{origin}: pot.split: {split} has no side pot and no house hand")
    if pot["qualifier"] is not None and pot["split"] != "high-low":
        raise UserError(f"{origin}: pot.qualifier: a low qualifier needs split = \"high-low\"")
    if spec["wild"]["rule"] in ("last-shown", "follows", "middle") and not spec["wild"]["ranks"]:
        raise UserError(f"{origin}: wild.ranks: the rule {spec['wild']['rule']} needs the ranks that set it")


MAX_SEATS = k.MAX_SEATS
MAX_STREETS = 9


def _check_shuffled_reach(spec, streets, origin):
    """The kernels shuffle MAX_HAND cards past a card a street to every hand (or the whole deck):
    the cards a deal can take beyond its streets (bought cards, at most four a buying rank, and
    Seven-Up's middle cards) must fit in them at every table size, or a run would deal the
    unshuffled rest of the deck."""
    seats = spec.get("seats") or {}
    if "most" not in seats:
        return
    buying = len(set(spec["extra_card"]["ranks"])) if buys_cards(spec) else 0
    middles = middle_cards(spec)
    deck = 52 + spec["deck"]["jokers"]
    for players in range(seats.get("least", 1), seats["most"] + 1):
        dealt = hands(spec, players)
        reach = min(dealt * streets.count("u"), 4 * buying) + middles
        if reach > k.MAX_HAND and dealt * len(streets) + k.MAX_HAND < deck:
            raise UserError(f"{origin}: extra_card.ranks: at {players} players a deal can take {reach} "
                            f"cards past its streets (bought and middle cards); the driver shuffles "
                            f"{k.MAX_HAND}: name fewer buying ranks, or seat more players")


def middle_cards(spec):
    """The most middle cards a deal can call: four for each rank whose face-up card calls one."""
    return 4 * len(set(spec["wild"]["ranks"])) if spec["wild"]["rule"] == "middle" else 0


def buys_cards(spec):
    """Whether face-up cards offer a card that is taken."""
    return bool(spec["extra_card"]["ranks"]) and spec["extra_card"]["take"]


def most_hand_cards(spec):
    """The most cards a hand can hold: a card a street (the shared card stands in for one) and a
    bought card for each up card, when one is taken."""
    streets = spec["deal"]["streets"].split()
    return len(streets) + (streets.count("u") if buys_cards(spec) else 0)


def hands(spec, players):
    """The hands a deal deals: a seat each and the house's."""
    return players + (1 if spec["deal"]["house"] else 0)


def deck_budget(spec, seats):
    """(cards the deal must have, the deck's cards, in words): every street but the last to every
    seat (the house hand a seat), Seven-Up's middle cards, and one card for the last street, which
    the shared card stands in for when fewer cards remain than seats; bought cards, which a
    player may go without, are not counted."""
    streets = spec["deal"]["streets"].split()
    dealt = hands(spec, seats)
    middle = middle_cards(spec)
    if middle and not buys_cards(spec):
        # every street and every middle card from the deck: the kernel takes a middle card while
        # a card is left, so a later seat must never find the deck short
        return (dealt * len(streets) + middle, 52 + spec["deck"]["jokers"],
                f"{len(streets)} streets to {dealt} hands and up to {middle} middle cards")
    needed = dealt * (len(streets) - 1) + middle + 1
    words = (f"{len(streets) - 1} streets to {dealt} hands, then the last street or a shared card"
             + (f", and up to {middle} middle cards" if middle else ""))
    return needed, 52 + spec["deck"]["jokers"], words


def traits(spec):
    """What the game is, as tests and tools select games: its wild kind, split pot, house hand."""
    rule = spec["wild"]["rule"]
    wild = ("moving" if rule in MOVING else "per-hand" if rule == "lowest-down"
            else "fixed" if spec["wild"]["always"] else "none")
    # a low pot (razz) goes whole to one hand: not split
    return {"wild": wild,
            "split_pot": spec["pot"]["side"] != "none" or spec["pot"]["split"] == "high-low",
            "house_hand": spec["deal"]["house"]}


def advisers(game, decisions):
    """{decision: adviser} for `simpoker advise` where the rules make a decision their own: a
    basketball side pot's flip (the decision named flip) and, beside it, the buy of the card a
    face-up card offers (every other stud game file's flip and buy are advise's generic ones)."""
    from ..spec.game_spec import adviser

    if game.rules_for({}, {})["pot"]["side"] != "basketball":
        return {}
    names = {d.name for d in decisions}
    found = {}
    if "flip" in names:
        found["flip"] = adviser("basketball_advise", "flip_advice")
    for (kind, name, _), changes in game.patches.items():
        if kind == "policy" and "extra_card.take" in changes:
            found[name] = adviser("basketball_advise", "buy_advice")
    return found


def odds(spec):
    """A seat's cards street by street; a low pot's hero's final hand is named by his low. Where
    suits matter: nowhere in a low pot (check refuses wild cards and side pots there) or in best
    three cards, only by a flush in a plain game (nothing wild, no side pot, house hand, extra
    card or payment), else anywhere."""
    low = spec["pot"]["split"] == "low"
    game = traits(spec)
    plain = (game["wild"] == "none" and not game["house_hand"] and not spec["deck"]["jokers"]
             and spec["pot"]["side"] == "none" and not spec["extra_card"]["ranks"]
             and not spec["payments"]["queen_of_hearts"])
    suits = "none" if low or plain and spec["hand"]["cards"] == 3 else "flush" if plain else "any"
    return {"deal": "stud", "categories": LOW_CLASSES if low else None, "suits": suits}


def always_wild(spec):
    """The ranks wild whatever the moving rank, in words ("queens"), or None (also where no rank
    moves: the label says what `none` in the wild_rank table means)."""
    ranks = spec["wild"]["always"] if spec["wild"]["rule"] != "none" else ()
    return " and ".join(rank_plural(r) for r in ranks) or None


def wild_keys(spec):
    """The keys of the wild_rank table (None: no table)."""
    w = spec["wild"]
    if w["table"] is not None:
        return tuple(w["table"])
    if w["rule"] == "last-shown":
        return ("none",) + tuple(w["ranks"])
    if w["rule"] in ("follows", "sequence", "pairs-board"):
        return ("none",) + RANKS
    if w["rule"] == "middle":
        return (("none",) + tuple(r for r in RANKS if r not in w["always"])
                + (("joker",) if spec["deck"]["jokers"] else ()))
    if w["rule"] == "house-last":
        return RANKS
    return None


def build_plan(spec, options, policies, players):
    from .stud import stud_plan, stud_rules

    origin = "game file"
    deal, wild, extra = spec["deal"], spec["wild"], spec["extra_card"]
    script = tuple(STREET_CODES[s] for s in deal["streets"].split())
    extra_ranks = rank_mask(extra["ranks"], origin, "extra_card.ranks")
    rules = stud_rules(
        wild_mode=WILD_RULES[wild["rule"]], wild_set=rank_mask(wild["ranks"], origin, "wild.ranks"),
        extra_ranks=extra_ranks, extra_policy=1 if extra["take"] and extra_ranks else 0,
        vol_every=deal["volatility_every"], first_round=deal["measure_from"] - 1,
        queen_pays=1 if spec["payments"]["queen_of_hearts"] else 0,
        eval_k=0 if spec["hand"]["cards"] == 5 else spec["hand"]["cards"],
        side=SIDES[spec["pot"]["side"]], house=1 if deal["house"] else 0,
        high_low=(QUALIFIERS[low_qualifier(spec)] if spec["pot"]["split"] == "high-low"
                  else SPLITS[spec["pot"]["split"]]),
        flip=0 if deal["turn_up"] == "low" else 1,
        count_up=rank_mask(spec["counted"]["ranks"], origin, "counted.ranks"))
    shown = sum(1 for s in script if s != k.DOWN)  # the cards that can buy one more
    describe = {"streets": deal["describe"] or deal["streets"], "deck": 52 + spec["deck"]["jokers"]}
    if deal["house"]:
        describe["house"] = "dealt last in every street"
    if spec["pot"]["split"] == "high-low":
        describe["pot"] = ("split high-low, eight or better" if low_qualifier(spec) == "eight"
                           else "split high-low, no qualifier")
    elif spec["pot"]["split"] == "low":
        describe["pot"] = "all to the best ace-to-five low"
    shape = {"categories": THREE_CARD_CATEGORIES} if spec["hand"]["cards"] == 3 else {}
    return stud_plan(players, script, rules, wild_keys(spec), describe, report_tables(spec, shown),
                     extra_limit=shown, fixed_wild=rank_mask(wild["always"], origin, "wild.always"),
                     jokers=spec["deck"]["jokers"], seats=players + 1 if deal["house"] else None,
                     **shape)


def low_qualifier(spec):
    """A high-low split's qualifier: eight or better unless the file says none."""
    return spec["pot"]["qualifier"] or "eight"


def report_tables(spec, shown):
    """The decoder's step that adds the tables and events the rules call for."""
    from ..report.stats import proportion_table
    from ..report.tables import histogram_mean, histogram_table, scaled_mean, shares_table, single

    extra = spec["extra_card"]
    extra_tables = extra["report"] if extra["report"] is not None else bool(extra["ranks"])
    side = spec["pot"]["side"]
    high_low = spec["pot"]["split"] == "high-low"
    low_pot = spec["pot"]["split"] == "low"
    counted = spec["counted"]

    def add(tables, c, trials, players):
        ev = tables["events"]
        if extra_tables:
            ev["extra_cards"] = histogram_mean(c["extra_per_deal"], trials)
            if extra["price"]:
                ev["extra_card_cost"] = scaled_mean(c["extra_per_deal"], trials, extra["price"])
            tables["extra_cards"] = histogram_table(c["extra_cards"], trials * players, shown)
        if spec["payments"]["queen_of_hearts"]:
            ev["queen_of_hearts_face_up"] = single(int(c["qh_face_up"][0]), trials)
            ev["queen_of_hearts_transfer"] = scaled_mean(c["qh_payments"], trials, 0.50)
        if spec["report"]["five_of_a_kind_wins"]:
            ev["five_of_a_kind_wins"] = tables["winner_category"]["five-of-a-kind"]
        if counted["ranks"]:
            name = counted["name"]
            ev[name] = histogram_mean(c["counted_up"], trials)
            ev[counted["deals"]] = single(int(trials - c["counted_up"][0]), trials)
            tables[name] = histogram_table(c["counted_up"], trials, 4)
        if spec["wild"]["rule"] == "middle":
            tables["middle_cards"] = histogram_table(c["middle_cards"], trials, 4)
            ev["middle_cards"] = histogram_mean(c["middle_cards"], trials)
        if spec["report"]["nothing_wild"]:
            ev[spec["report"]["nothing_wild"]] = single(int(c["wild_rank"][0]), trials)
        if spec["deal"]["house"]:
            ev["house_share"] = shares_table([int(c["seat_win"][players])], trials, k.SHARE_UNITS)["0"]
            tables["house_category"] = proportion_table(
                c["house_category"][[i for i in range(12) if i not in (2, 3)]], trials,
                tables["winner_category"].keys())
        if "f" in spec["deal"]["streets"].split():
            n = int(c["vol_deals"][0])
            tables["volatility"]["showing_lead_changes"] = histogram_mean(c["show_lead_changes"], n)
        if high_low or low_pot:
            # as the community driver (eight or better) and the draw driver (no qualifier) show it
            tops = c["low_top"]
            if high_low and low_qualifier(spec) == "eight":
                tables["low_top"] = proportion_table(list(tops[5:9]) + [tops[0]], trials,
                                                     ("5", "6", "7", "8", "no low"))
                ev["no_low"] = single(int(tops[0]), trials)
            else:
                tables["low_top"] = proportion_table(list(tops[5:14]) + [tops[0]], trials,
                                                     LOW_TOPS + ("pair+",))
            tables["tie"]["low"] = single(int(c["low_tie"][0]), trials)
        if high_low:
            tables["tie"]["scoop"] = single(int(c["scoop"][0]), trials)
            ev["scoop"] = single(int(c["scoop"][0]), trials)
        if side in SPADE_SIDES:
            # the winning spade by rank (points: high 1 + rank code, low 13 - rank code)
            wins = c["side_win_points"]
            by_rank = [int(wins[r + 1] if side == "high-spade" else wins[13 - r]) for r in range(13)]
            tables["winning_spade"] = proportion_table(by_rank + [int(wins[0])], trials,
                                                       RANKS + ("none",))
            ev["no_spade_down"] = single(int(wins[0]), trials)
            tables["tie"] = {"poker": tables["tie"]["split"], "scoop": single(int(c["scoop"][0]), trials)}
            ev["scoop"] = tables["tie"]["scoop"]
        elif side != "none":
            top = SIDE_TOP[side]
            tables["tie"] = {"poker": tables["tie"]["split"], side: single(int(c["side_tie"][0]), trials),
                             "scoop": single(int(c["scoop"][0]), trials)}
            ev["scoop"] = tables["tie"]["scoop"]
            tables[f"{side}_points"] = histogram_table(c["side_points"], trials * players, top)
            tables[f"{side}_winning_points"] = histogram_table(c["side_win_points"], trials, top)
            ev[f"{side}_points"] = histogram_mean(c["side_points"], trials * players)
            ev[f"{side}_winning_points"] = histogram_mean(c["side_win_points"], trials)
            if side == "basketball":
                tables["overtime"] = histogram_table(c["overtime"], trials, k.OVERTIMES)
                ev["overtime"] = single(int(trials - c["overtime"][0]), trials)
                ev["high_card_draw"] = single(int(c["draw"][0]), trials)

    return add
