"""`simpoker odds`: a player's chances from what he can see, exact where the space is small.

The board games for now (Hold'em, Tahoe, Super Eight, Omaha): every completion of the board is
enumerated (and one unknown seat's hole cards with it) when there are at most EXACT_LIMIT of them,
else completions are sampled in seeded blocks, as runs are. The answer has the run's contract:
tables with counts, proportions and 95% intervals, plus ``exact`` and ``trials`` (completions
enumerated or sampled).
"""
import re
from math import comb, perm

from ..errors import UserError
from ..report.stats import proportion_table
from ..report.tables import shares_table
from ..spec.cards import format_cards
from ..spec.game_spec import all_variants, parse_spec, resolve_choices
from . import odds_replay
from .odds_progress import OddsProgress

EXACT_LIMIT = 10**8
EXACT_CHUNK = 1 << 18              # completions a call enumerates between two looks at Ctrl-C
DEFAULT_TRIALS = 10**6
BLOCK = 1 << 14
ROUND_BLOCKS = 16                  # --until-ci looks at its intervals every 262,144 completions
UNTIL_CI_MAX_BLOCKS = 61_036       # about 1e9 completions
FULL_DECK = tuple(range(52))
_DECK_SETS = {}
_CARD = re.compile(r"(10|[2-9tjqka])([cdhs])", re.I)


_CODES = {}  # a card's two-letter text, in any case, to its code: the common spelling read fast


def _two_letter_codes():
    from ..spec.cards import RANK_CHARS, SUIT_CHARS

    for r, rank in enumerate(RANK_CHARS):
        for s, suit in enumerate(SUIT_CHARS):
            for text in {rank + suit, rank.lower() + suit, rank + suit.upper(),
                         rank.lower() + suit.upper()}:
                _CODES[text] = 4 * r + s
    return _CODES


def split_cards(text, what):
    """Card codes from text such as ``AsKd``, ``As Kd`` or ``10h,9h``; a one-line error else."""
    codes = _CODES or _two_letter_codes()
    if text and len(text) % 2 == 0:
        fast = [codes.get(text[i:i + 2]) for i in range(0, len(text), 2)]
        if None not in fast:
            return fast
    from ..spec.cards import parse_card

    compact = re.sub(r"[\s,]+", "", text or "")
    parts = []
    at = 0
    while at < len(compact):
        m = _CARD.match(compact, at)
        if not m:
            raise UserError(f"cannot read {what} {text!r}: write cards like AsKd or 'As Kd'")
        parts.append(m.group(0))
        at = m.end()
    return [parse_card(p) for p in parts]


def _situation(variant, cards, hands, board, dead, players):
    n_hole = cards.hole
    if not hands:
        raise UserError("give at least the hero's cards: --hand CARDS (seat 0 first)")
    holes = [split_cards(h, f"hand {i}") for i, h in enumerate(hands)]
    for i, h in enumerate(holes):
        if len(h) != n_hole:
            raise UserError(f"{variant.id} deals {n_hole} hole cards a seat; hand {i} "
                            f"({hands[i]!r}) has {len(h)}")
    if board and cards.boards > 1:  # two boards: A/B, as many cards on each
        parts = str(board).split("/")
        sides = [split_cards(part, "board") for part in parts]
        if len(parts) != 2 or len(sides[0]) != len(sides[1]) or len(sides[0]) not in (3, 4, 5):
            raise UserError(f"{variant.id} deals two boards: give both as FIRST/SECOND with 3, 4 "
                            f"or 5 cards each, as many on each (AsKd2c/7h8h9h), not {board!r}")
        board_codes = sides[0] + sides[1]
    else:
        board_codes = split_cards(board, "board") if board else []
    if board_codes and cards.deal != "board":
        raise UserError(f"{variant.id} has no board")
    if cards.boards > 1 or len(board_codes) not in (0, 3, 4, 5):  # else a street of any board
        streets = (0,) + ((cards.early,) if cards.early else ()) + (3, 4, 5)
        if cards.boards > 1:
            streets = (0, 6, 8, 10)
        if len(board_codes) not in streets:
            raise UserError(f"a board is taken at a street: {', '.join(map(str, streets[:-1]))} "
                            f"or 5 cards, not {len(board_codes)}")
    dead_codes = split_cards(dead, "dead cards") if dead else []
    players = table_size(variant, players, len(holes))
    seen = set(board_codes).union(dead_codes, *holes)
    if len(seen) != len(board_codes) + len(dead_codes) + n_hole * len(holes):  # say where
        cards_given_once([(f"hand {i}", h) for i, h in enumerate(holes)]
                         + [("the board", board_codes), ("the dead cards", dead_codes)])
    deck = cards.deck or FULL_DECK
    in_deck = _deck_set(deck)
    if not seen <= in_deck:
        outside = sorted(c for c in seen if c not in in_deck)
        from ..spec.cards import format_card

        raise UserError(f"{format_card(outside[0])} is not in {variant.id}'s {len(deck)}-card deck")
    # the full deck's order is its codes' (a set difference, sorted, is the faster there)
    rest = sorted(in_deck - seen) if deck is FULL_DECK else [c for c in deck if c not in seen]
    needed = (players - len(holes)) * n_hole + (
        cards.boards * 5 - len(board_codes) if cards.deal == "board" else 0)
    if needed > len(rest):
        raise UserError(f"{players} players and these known cards need {needed} more cards; "
                        f"only {len(rest)} are left")
    return holes, board_codes, rest, players


def _deck_set(deck):
    """A deck's cards as a set, made once a deck."""
    if deck not in _DECK_SETS:
        _DECK_SETS[deck] = frozenset(deck)
    return _DECK_SETS[deck]


def table_size(variant, players, n_known):
    """The seats at the table (the known hands when not given); a one-line error when the game
    cannot seat them."""
    players = n_known if players is None else players
    least, most = max(1, n_known), variant.players[1]
    if not isinstance(players, int) or not least <= players <= most:
        raise UserError(f"--players must be {least} to {most} for {variant.id} with {n_known} "
                        f"known hand(s), not {players}")
    return players


def cards_given_once(groups):
    """The cards of (where, cards) groups, as a set; a one-line error, naming the places, for a
    card given twice."""
    seen = set()
    for _, codes in groups:
        seen.update(codes)
    if len(seen) == sum(len(codes) for _, codes in groups):
        return seen
    from ..spec.cards import format_card

    seen = {}
    for where, codes in groups:
        for c in codes:
            if c in seen:
                places = f"in {where}" if seen[c] == where else f"in {seen[c]} and {where}"
                raise UserError(f"{format_card(c)} is given twice ({places})")
            seen[c] = where
    return set(seen)


def completions(n_rest, n_board, n_unknown, n_hole):
    """The number of ways to complete the situation: the board, then each unknown seat's hand."""
    total = comb(n_rest, 5 - n_board)
    left = n_rest - (5 - n_board)
    for _ in range(n_unknown):
        total *= comb(left, n_hole)
        left -= n_hole
    return total


def odds(variant, hands, board=None, dead=None, players=None, exact=None, trials=None, seed=1,
         until_ci=None, options=None, policies=None, through_kernel=False, ranges=None, log=None):
    """The odds of a known situation in a board game: {meta..., "exact", "trials", "tables"}.

    ``hands``: the known seats' hole cards, seat 0 (the hero) first; ``players``: the table's
    size (unknown seats after the known ones); ``exact``: True to enumerate (refused past
    EXACT_LIMIT completions or with two unknown seats), False to sample ``trials`` completions,
    None to enumerate when the space is small enough; ``until_ci``: sample until every
    probability's 95% interval has a half-width of at most this (instead of ``trials``).
    ``ranges``: Hold'em or Omaha range texts (``QQ+,AKs``, sim/spec/ranges.py) for the seats after
    the known hands, in order: every allowed choice of their hands is enumerated with the rest
    when the space is small, else their hands are drawn from their ranges. ``log`` hears lines
    for a person (how long a long count will take, how far it has come).
    Ctrl-C ends the count at the next round (within a second): the answer then has ``complete``
    False and covers the completions counted (``trials``) of the ``planned`` ones.
    ``options`` and ``policies`` as for a run. Hold'em, Tahoe, Super Eight and Omaha with their
    default rules are counted by kernels/odds_board; every other board game (and these with
    ``through_kernel``) by replaying completed card orders through its own kernel
    (sim/studies/odds_replay.py), its decisions played by its policies."""
    import numpy as np

    k = _kernels()
    ko, hash_tables = k.ko, k.hash_tables
    if isinstance(variant, str):
        v, given = parse_spec(variant)
    else:
        v, given = variant, {}
    if v.scored == "points":
        raise UserError(f"odds does not apply to {v.id}: its pot is not won by a poker hand")
    cards = v.odds_cards()
    if not cards.deal:
        covered = [g.id for g in all_variants() if g.odds_cards().deal in ("board", "draw")]
        raise UserError(f"odds does not cover {v.id} yet: it covers the stud family, "
                        f"{', '.join(covered)}")
    chosen = bool(given or options or policies)  # else every option and policy its default
    opts, pols = (resolve_choices(v, given, options, policies) if chosen
                  else (v.defaults(), {d.name: d.default for d in v.decisions}))
    if chosen:  # a game file's options may change its deck and what may be counted exactly
        cards = v.odds_cards_for(opts)
    width = _width(until_ci, trials, exact)
    progress = OddsProgress(v.id, log, width=width)
    if cards.deal == "stud":
        if board or ranges:
            raise UserError(f"{v.id} has no board and takes no ranges: give each seat as DOWN/UP")
        return _stud_odds(v, opts, pols, list(hands), dead, players, exact, trials, seed, width,
                          progress)
    native = (cards.counted != "" and not through_kernel
              and (not chosen or opts == v.defaults()
                   and pols == {d.name: d.default for d in v.decisions}))
    n_hole = cards.hole
    ranges = list(ranges or [])
    if ranges:
        if not cards.ranges or not native:
            with_ranges = [g.id for g in sorted(all_variants(), key=lambda g: g.odds_cards().hole)
                           if g.odds_cards().ranges]
            raise UserError(f"ranges are for {' and '.join(with_ranges)} (standard rules)")
        if players is None:
            players = len(hands) + len(ranges)
        if players < len(hands) + len(ranges):
            raise UserError(f"{len(hands)} hand(s) and {len(ranges)} range(s) need --players "
                            f"{len(hands) + len(ranges)} or more, not {players}")
    holes, board_codes, rest, players = _situation(v, cards, list(hands), board, dead, players)
    range_table = _range_table(ranges, set(range(52)) - set(rest), n_hole) if ranges else None
    n_unknown = players - len(holes)
    limit = EXACT_LIMIT if native else odds_replay.EXACT_LIMIT
    if cards.deal == "draw":  # every draw of one seat alone (at most C(47, 5))
        can_enumerate = players == 1 and cards.exact_alone
        space = comb(len(rest), 5) if can_enumerate else 0
        if exact and not can_enumerate and players == 1 and v.odds_cards().exact_alone:
            raise UserError(f"with these options a hand of {v.id} depends on more than its own "
                            "cards and the stock (openers, a wild rank drawn, more draws): sample "
                            "(--trials)")
        if exact and not can_enumerate:
            raise UserError(f"exact draw odds take the hero alone (--players 1) in "
                            f"{', '.join(g.id for g in all_variants() if g.odds_cards().exact_alone)}; "
                            f"sample (--trials)")
    elif ranges:  # each joint choice of the range seats' hands, then the rest as without ranges
        joint = _joint_hands(range_table, limit)
        n_random = n_unknown - len(ranges)
        space = (len(joint) if joint is not None else limit + 1) * completions(
            len(rest) - n_hole * len(ranges), len(board_codes), n_random, n_hole)
        can_enumerate = n_random <= 1 and space <= limit
        n_unknown = n_random
    elif cards.boards > 1:  # two boards: each board's missing cards, then an unknown seat's
        if not board_codes:  # before the flops: every card after the holes sampled
            if exact:
                raise UserError(f"{v.id}'s two boards are sampled before the flops: leave out "
                                "--exact (--trials N), or give both flops")
            space, can_enumerate = 0, False
        else:
            need = 5 - len(board_codes) // 2
            space = comb(len(rest), need) * completions(len(rest) - need, 5 - need, n_unknown,
                                                        n_hole)
            can_enumerate = n_unknown <= 1 and space <= limit
    else:
        space = completions(len(rest), len(board_codes), n_unknown, n_hole)
        can_enumerate = n_unknown <= 1 and space <= limit
    if exact and not can_enumerate:
        raise UserError(f"{space:,} completions{' with ' + str(n_unknown) + ' unknown seats' if n_unknown > 1 else ''}: "
                        f"too many to enumerate (at most {limit:,} and one unknown seat); use --trials")
    sampling = trials is not None or width is not None
    enumerate_all = can_enumerate if exact is None and not sampling else bool(exact)
    if not native:
        with progress:
            row = odds_replay.replay_odds(v, opts, pols, holes, board_codes, rest, players,
                                          enumerate_all,
                                          trials if trials is not None else DEFAULT_TRIALS,
                                          seed, width, progress)
        return _answer(v, row, players, holes, board_codes, dead, enumerate_all, seed, pols,
                       _halves(v, opts), progress, _category_names(v, opts))
    rule = k.rules[cards.counted]
    offsets, nonflush, flush = hash_tables()
    ct = k.card_table
    h = np.zeros((players, ko.MAX_HOLE), dtype=np.int64)
    h[:len(holes), :n_hole] = holes
    b = np.zeros(ko.BOARD, dtype=np.int64)
    b[:len(board_codes)] = board_codes
    rest_arr = np.array(rest, dtype=np.int64)
    random_seat = len(holes) + len(ranges) if n_unknown else -1
    tables = (ct, offsets, nonflush, flush)
    if enumerate_all and not ranges and _grouped(ko, rule, n_hole, random_seat):
        # every seat known: the grouped walk, in one call (no Ctrl-C to watch)
        progress.total = space
        row = None
        if players == 2 and not board_codes and len(rest) == 48 and not cards.deck:
            from .preflop_matchups import odds_row  # heads-up Hold'em before the flop: stored

            row = odds_row(holes[0], holes[1]) if rule == ko.HAND_ANY else None
        if row is None:
            row = _count_grouped(ko, rule, h, players, n_hole, b, len(board_codes), rest_arr,
                                 tables)
        progress.add(row[ko.O_TRIALS])
        answer = _answer(v, row, players, holes, board_codes, dead, True, seed, pols, None,
                         progress)
        answer["ranges"] = ranges
        return answer
    with progress:
        if enumerate_all:
            progress.total = space
            row = np.zeros(ko.N_COUNTS, dtype=np.int64)
            # every allowed choice of the range seats' hands is equally likely: counts add
            for hands_of_ranges in (joint if ranges else [()]):
                for j, cards in enumerate(hands_of_ranges):
                    h[len(holes) + j, :n_hole] = cards
                taken = {int(c) for cards in hands_of_ranges for c in cards}
                row += _enumerate(ko, rule, h, players, n_hole, random_seat, b, len(board_codes),
                                  np.array([c for c in rest if c not in taken], dtype=np.int64),
                                  tables, progress)
                if progress.interrupted:
                    break
        else:
            row = _sample(ko, rule, h, players, n_hole, len(holes), b, len(board_codes), rest_arr,
                          trials, width, seed, tables,
                          range_table or _range_table([], set(range(52)) - set(rest), n_hole),
                          progress)
    answer = _answer(v, row, players, holes, board_codes, dead, enumerate_all, seed, pols,
                     _halves(v, opts), progress)
    answer["ranges"] = ranges
    return answer


def _width(until_ci, trials, exact):
    """--until-ci's half-width as a float (None when not given); a one-line error when it is
    not a width or comes with --trials or --exact."""
    if until_ci is None:
        return None
    if trials is not None or exact:
        raise UserError("give one of --exact, --trials and --until-ci")
    from ..engine.runner import until_ci_width

    return until_ci_width(until_ci)


def _stud_odds(v, opts, pols, hands, dead, players, exact, trials, seed, width, progress):
    """odds() for a stud game: its situation's cards placed by sim/studies/odds_stud.py, the orders
    replayed through the game's kernel."""
    from . import odds_replay, replay_groups
    from .odds_stud import interchangeable, stud_situation

    if not hands:
        raise UserError("give at least the hero's cards: --hand DOWN/UP (seat 0 first)")
    players = table_size(v, players, len(hands))
    plan = v.plan(opts, pols, players)
    known_pos, known_cards, free, rest, most, _ = stud_situation(v, plan, hands, dead, players)
    space = perm(len(rest), most)
    # interchangeable cards (a rank's, or a rank's of suits that can make no flush): each
    # sequence of them replayed once
    groups = interchangeable(v, opts, plan, known_pos, known_cards, free, rest, most)
    replays = space if groups is None else replay_groups.order_count(groups, most)
    can_enumerate = replays <= odds_replay.EXACT_LIMIT
    if exact and not can_enumerate:
        alike = "" if groups is None else " (interchangeable cards as one)"
        raise UserError(f"{replays:,} orders of the cards to come{alike}: too many to enumerate "
                        f"(at most {odds_replay.EXACT_LIMIT:,}); use --trials")
    enumerate_all = bool(exact) if exact is not None else (trials is None and width is None
                                                           and can_enumerate)

    def count(fills):
        return odds_replay.count_orders(plan, players, known_pos, known_cards, free, fills,
                                        len(known_pos) + len(free), progress)

    from ..engine.runner import parse_trials

    with progress:
        if enumerate_all:
            progress.total = space
            row = count(odds_replay.ordered_fills(rest, most) if groups is None
                        else replay_groups.grouped_orders(rest, most, groups))
        elif width is not None:
            row = odds_replay.sample_until(count, rest, seed, width, players, progress)
        else:
            n = trials if trials is not None else DEFAULT_TRIALS
            progress.total = parse_trials(n)
            row = count(odds_replay.sampled_fills(rest, n, seed))
    texts = [h.strip() for h in hands]
    return _answer(v, row, players, texts, [], dead, enumerate_all, seed, pols,
                   _halves(v, opts), progress, _category_names(v, opts))


def _halves(v, opts):
    """The names of a split pot's halves (their shares are reported apart), or None."""
    if v.odds_cards().deal == "stud":
        return ("hand", "side") if v.split_pot else None
    if v.odds_cards().boards > 1:
        return ("first_board", "second_board")
    return ("high", "low") if v.split_pot or opts.get("high_low") else None


def _joint_hands(range_table, limit):
    """Every choice of one hand from each range that shares no card (tuples of card rows), or
    None when there are more than ``limit``."""
    from itertools import product

    combos, n_combos = range_table
    lists = [combos[r, :n_combos[r]] for r in range(len(n_combos))]
    total = 1
    for x in lists:
        total *= len(x)
    if total > limit:
        return None
    return [choice for choice in product(*lists)
            if len({int(c) for cards in choice for c in cards}) == sum(len(c) for c in choice)]


def _range_table(ranges, seen, n_hole=2):
    """(COMBOS, N_COMBOS) for the sampler: each range's hands that hold no card already seen
    (Omaha: the four-card hands holding one of the range's two-card hands, sim/spec/ranges.py)."""
    import numpy as np

    from ..spec.ranges import parse_range, omaha_hands

    lists = []
    for text in ranges:
        pairs = [pair for pair in parse_range(text) if not set(pair) & seen]
        hands = pairs if n_hole == 2 else omaha_hands(pairs, [c for c in range(52) if c not in seen])
        if not len(hands):
            raise UserError(f"every hand of the range {text!r} holds a card already given")
        lists.append(hands)
    combos = np.full((max(1, len(lists)), max([1] + [len(x) for x in lists]), n_hole), -1,
                     dtype=np.int64)
    for r, hands in enumerate(lists):
        combos[r, :len(hands)] = hands
    return combos, np.array([len(x) for x in lists] or [1], dtype=np.int64)


def _grouped(ko, rule, n_hole, random_seat):
    """Whether the grouped board walk counts this: every seat known, a best five of seven
    (Hold'em) or Omaha's exactly two and three."""
    return random_seat < 0 and (rule == ko.HAND_ANY and n_hole <= 2
                                or rule == ko.HAND_EXACTLY_TWO)


def _count_grouped(ko, rule, h, players, n_hole, b, n_board, rest, tables):
    """The counts of every completion by the grouped board walk (kernels/eval/odds_enum.py)."""
    e = _kernels().odds_enum
    ct, offsets, nonflush, flush = tables
    values = e.natural_values(nonflush)
    if rule == ko.HAND_ANY:
        return e.exact_seven_grouped(h, players, n_hole, b, n_board, rest, ct, offsets, values,
                                     flush)
    return e.exact_omaha_grouped(h, players, n_hole, b, n_board, rest, ct, offsets, values, flush,
                                 _kernels().omaha_tables(False)[0],
                                 e.omaha_rows(offsets, len(values)))


_KERNELS = None


def _kernels():
    """The kernel modules and tables odds reads (the natural cards' card table built), imported
    on the first call (Numba's import is
    too slow for `--help`) and kept: an import statement a call costs half a microsecond."""
    global _KERNELS
    if _KERNELS is None:
        from types import SimpleNamespace

        from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES
        from kernels.eval import odds_board, odds_enum
        from kernels.eval.hash_tables import card_table

        from ..spec.evaluation import hash_tables, omaha_tables

        _KERNELS = SimpleNamespace(ko=odds_board, odds_enum=odds_enum, hash_tables=hash_tables,
                                   omaha_tables=omaha_tables, card_table=card_table(0),
                                   CATEGORY_NAMES=CATEGORY_NAMES,
                                   STANDARD_CATEGORIES=STANDARD_CATEGORIES,
                                   rules={"any": odds_board.HAND_ANY,
                                          "at-most-two": odds_board.HAND_AT_MOST_TWO,
                                          "exactly-two": odds_board.HAND_EXACTLY_TWO})
    return _KERNELS


def _enumerate(ko, rule, h, players, n_hole, random_seat, b, n_board, rest, tables, progress):
    """odds_exact's counts, in chunks of boards of about EXACT_CHUNK completions (a fraction of
    a second) with ``progress`` asked between them (every seat known in a best five of seven,
    with ranges: the grouped walk, in one call)."""
    import numpy as np

    if _grouped(ko, rule, n_hole, random_seat):  # every seat known: milliseconds
        row = _count_grouped(ko, rule, h, players, n_hole, b, n_board, rest, tables)
        progress.add(row[ko.O_TRIALS])
        return row
    need = ko.BOARD - n_board
    per_board = comb(len(rest) - need, n_hole) if random_seat >= 0 else 1
    chunk = max(1, EXACT_CHUNK // per_board)
    bi = np.arange(max(need, 1), dtype=np.int64)
    row = np.zeros(ko.N_COUNTS, dtype=np.int64)
    while bi[0] >= 0 and progress.keep_going():
        part = ko.odds_exact_boards(rule, h.copy(), players, n_hole, random_seat, b, n_board,
                                    rest, bi, chunk, *tables)
        row += part
        progress.add(part[ko.O_TRIALS])
    return row


def _sample(ko, rule, h, players, n_hole, n_known, b, n_board, rest, trials, width, seed, tables,
            range_table, progress):
    """Summed counts of sampled completions: ``trials`` of them, or (given a half-``width``)
    rounds of ROUND_BLOCKS blocks until every probability's interval is that narrow (the same
    blocks either way). The blocks go a few at a time (a block a thread), ``progress`` asked
    between them."""
    import numpy as np

    from kernels.core.rng import block_keys

    from .odds_replay import widest_interval
    from ..engine.runner import parse_trials
    from ..engine.threads import current_threads, map_blocks

    combos, n_combos = range_table
    n_ranges = int((combos[:, 0, 0] >= 0).sum())
    known = np.array([1 if p < n_known else -(p - n_known + 1) if p < n_known + n_ranges else 0
                      for p in range(players)], dtype=np.int64)

    def kernel(rule_, keys_, block, first, n_trials, *after):
        return ko.odds_sample_blocks(rule_, h, players, n_hole, known, b, n_board, rest, keys_,
                                     block, first, n_trials, combos, n_combos, *after)

    def blocks(first_block, n_blocks, n_trials):
        keys = block_keys(seed, first_block, n_blocks)
        return map_blocks(kernel, (rule,), keys, BLOCK, first_block * BLOCK, n_trials,
                          tables).sum(axis=0)

    step = max(1, min(4 * current_threads(), ROUND_BLOCKS))  # a round: some tenths of a second at most
    row = np.zeros(ko.N_COUNTS, dtype=np.int64)
    done = 0
    if width is None:
        n = parse_trials(trials if trials is not None else DEFAULT_TRIALS)
        progress.total = n
        total_blocks = -(-n // BLOCK)
        while done < total_blocks and progress.keep_going():
            k = min(step, total_blocks - done)
            part = blocks(done, k, n)
            row += part
            done += k
            progress.add(part[ko.O_TRIALS])
        return row
    while done < UNTIL_CI_MAX_BLOCKS and progress.keep_going():
        # the intervals are looked at every ROUND_BLOCKS blocks, as a fixed sample would end
        k = min(step, ROUND_BLOCKS - done % ROUND_BLOCKS)
        part = blocks(done, k, (done + k) * BLOCK)
        row += part
        done += k
        widest = widest_interval(row, players) if done % ROUND_BLOCKS == 0 else None
        progress.add(part[ko.O_TRIALS], widest)
        if widest is not None and widest <= width:
            break
    return row


def _category_names(v, opts):
    """The names of the hero's final-hand counter's places, where the game has its own (None:
    CATEGORY_NAMES')."""
    names = v.odds_cards().categories
    return names(opts) if callable(names) else names


_SEAT_KEYS = tuple(str(p) for p in range(64))  # the tables' keys of the seats
_SHOWN_CATEGORIES = {}  # (wild cards or not): the categories a table shows though none is counted


def _answer(v, row, players, holes, board_codes, dead, exact, seed, policies, halves=None,
            progress=None, names=None):
    k = _kernels()
    ko, CATEGORY_NAMES, STANDARD_CATEGORIES = k.ko, k.CATEGORY_NAMES, k.STANDARD_CATEGORIES
    counts = row.tolist()  # Python ints: a few small tables read faster than from the array
    n = counts[ko.O_TRIALS]
    seat_keys = _SEAT_KEYS[:players]
    units = counts[ko.O_UNITS:ko.O_UNITS + players]
    cats = counts[ko.O_HERO_CAT:ko.O_HERO_CAT + len(CATEGORY_NAMES)]
    # the standard categories (five of a kind where cards are wild), and any other the game has
    shown = _SHOWN_CATEGORIES.get(v.wild != "none")
    if shown is None:
        shown = _SHOWN_CATEGORIES[v.wild != "none"] = frozenset(
            i for i, c in enumerate(CATEGORY_NAMES)
            if c in STANDARD_CATEGORIES and (c != "five-of-a-kind" or v.wild != "none"))
    idx = [i for i, c in enumerate(cats) if c or i in shown]
    tables = {
        "equity": shares_table(units, n, ko.SHARE_UNITS, exact),
        "win": proportion_table(counts[ko.O_WIN:ko.O_WIN + players], n, seat_keys, exact),
        "tie": proportion_table(counts[ko.O_TIE:ko.O_TIE + players], n, seat_keys, exact),
        "hand_category": proportion_table([cats[i] for i in idx], n,
                                          [CATEGORY_NAMES[i] for i in idx], exact),
    }
    if names:  # the game's own order (the short deck's) or classes (badugi's sizes)
        tables["hand_category"] = proportion_table(cats[:len(names)], n, list(names), exact)
    if halves:  # a split pot: each half's shares, and both won alone
        second = counts[ko.O_SECOND:ko.O_SECOND + players]
        tables[f"equity_{halves[0]}"] = shares_table([u - x for u, x in zip(units, second)], n,
                                                     ko.SHARE_UNITS, exact)
        tables[f"equity_{halves[1]}"] = shares_table(second, n, ko.SHARE_UNITS, exact)
        tables["scoop"] = proportion_table(counts[ko.O_SCOOP:ko.O_SCOOP + players], n,
                                           seat_keys, exact)
    folded = n - sum(cats)
    if folded:  # the hero's policy folds him before the showdown in some completions
        tables["hand_category"].update(proportion_table([folded], n, ["folded"], exact))
    half = len(board_codes) // 2
    return {
        "variant": v.id, "players": players,
        "hands": [h if isinstance(h, str) else format_cards(h) for h in holes],
        "board": (format_cards(board_codes[:half]) + " / " + format_cards(board_codes[half:])
                  if v.odds_cards().boards > 1 and board_codes else format_cards(board_codes)),
        "dead": dead or "", "exact": bool(exact), "trials": n, "seed": None if exact else seed,
        # Ctrl-C: the completions counted (trials) of those planned (None: until an interval)
        "complete": not (progress is not None and progress.interrupted),
        "planned": None if progress is None else progress.total,
        "policies": {d.name: policies[d.name] for d in v.decisions},  # the decisions to come
        "tables": tables,
    }


def write_odds(answer, out="results"):
    """The answer in a folder of its own under ``out``/odds-VARIANT/: ``odds.json`` and its
    chart, each seat's equity and the hero's final hand (``odds.png``, sim/report/odds_chart.py).
    Returns the folder."""
    import os

    from ..io import atomic_write_json
    from ..report.odds_chart import odds_figure
    from ..report.plots import save_figure
    from ..engine.runner import new_run_dir

    folder = new_run_dir(out, f"odds-{answer['variant']}", answer["seed"] or 0)
    atomic_write_json(os.path.join(folder, "odds.json"), answer)
    save_figure(odds_figure(answer), os.path.join(folder, "odds.png"))
    return folder
