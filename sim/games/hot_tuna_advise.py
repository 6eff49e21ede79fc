"""Hot Tuna's first pass, first roll and first buy (`simpoker advise hot-tuna`), each option
forced for the hero (seat 0) by a rule slot (kernels/games/hot_tuna_layout.py), every other hand
and every later choice by the policies, every option on the same sampled completions
(sim/studies/advise_forced.py).

- The pass: his garbage hand (hand 0) heads round 0's chain, holding its first card and the option
  card; his middle and leftmost hands hold their first cards. Nothing has been shown, nothing is
  wild but the queens. The whole deal is replayed by the game's kernel.
- The roll: his garbage hand rolls first in round 0, after the passing. Its cards and his other
  hands' depend on his passes, which three hands of two cards cannot tell: the situation is that
  all three of his hands kept (each hand [the card it held, the card it gained]), forced so in
  every replay. The whole deal is replayed by the game's kernel.
- The buy: his first hand still in buys first, after the last roll, so the table is seen: every
  hand's up cards (fewer than four: folded), his down cards and the wild rank. The other hands'
  down cards and the stock are the unseen cards in a random order, and the kernel's buy_shares
  plays the buys, the declares and the split from there. The stock's cards sent to the bottom
  (passes, the Zevon card) are placed at random like the rest: it matters only when the buys
  empty the stock.
- The fold is not covered: it comes after round 1's passes and rolls, and the rest of the deal
  from there (two more rounds) is played by no kernel entry that starts mid-deal.

A completion is an order of the two decks' unseen cards. forced_replay samples them as two
52-card orders (the second a further deck, holding the second copy of a card seen twice);
two_deck_stock deals them out as one stock, the unseen cards in a uniform random order seeded by
the batch's own cards (the same stock for every option of a batch).

The equity is the hero's share of the pot, his three hands together. A pass's or a buy's fee is
not in it (the option names it, and its row's fee_cents): either gives the hero one card more to
choose from, so it often gains share, and whether that share is worth the fee depends on the pot,
which holds the bets the model leaves out.

Final hands of five or six cards ask the declare (declare_advise.hot_tuna); the situation's cards
tell the decision when --decision is left out.
"""
from ..errors import UserError

HANDS = ("garbage", "middle", "leftmost")


def pass_advice(v, opts, pols, s):
    """The first pass: keep both, pass the held card or the incoming card to the middle hand.
    The situation's cards tell the decision when --decision is left out: final hands ask the
    declare, three hands of two cards the roll."""
    if s.hands and "/" in s.hands[0]:
        return buy_advice(v, opts, pols, s)
    sizes = _sizes(s)
    if sizes and sizes[0] in (5, 6):
        from .declare_advise import hot_tuna

        return hot_tuna(v, opts, pols, s)
    if sizes == [2, 2, 2]:
        return roll_advice(v, opts, pols, s)
    hands, players = _situation(v, s, "pass", (2, 1, 1),
                                "the garbage hand's first card and the option card, then the "
                                "middle and leftmost hands' first cards")
    from kernels.games import hot_tuna_layout as kh

    from ..spec.cards import format_cards

    held, incoming = hands[0]
    fee = f"{kh.PASS_FEE} cents"
    choices = [(1, "keep both", 0), (2, f"pass {format_cards([held])} (held) to the middle hand, {fee}", kh.PASS_FEE)]
    if incoming != held:
        choices.append((3, f"pass {format_cards([incoming])} (incoming) to the middle hand, {fee}",
                        kh.PASS_FEE))
    return _advice(v, opts, pols, s, "pass", kh.R_HERO_PASS, choices, hands, players,
                   "pass (round 0, garbage hand)")


def roll_advice(v, opts, pols, s):
    """The first roll: which of the garbage hand's two down cards to turn up, every hand of the
    hero having kept in round 0."""
    hands, players = _situation(v, s, "roll", (2, 2, 2),
                                "each hand's two down cards after round 0's passing, every one "
                                "of them kept: [the card it held, the card it gained]")
    from kernels.games import hot_tuna_layout as kh

    from ..spec.cards import format_cards

    a, b = hands[0]
    if a == b:
        raise UserError(f"the garbage hand's down cards are both {format_cards([a])}: "
                        "either roll turns up the same card")
    choices = [(1, f"roll {format_cards([a])} (keep {format_cards([b])} down)", 0),
               (2, f"roll {format_cards([b])} (keep {format_cards([a])} down)", 0)]
    return _advice(v, opts, pols, s, "roll", kh.R_HERO_ROLL, choices, hands, players,
                   "roll (round 0, garbage hand; all three hands kept)",
                   fixed={kh.R_HERO_KEPT: 1})


def buy_advice(v, opts, pols, s):
    """The buy of the hero's first hand still in, after the last roll: buy a card or not, the
    other hands buying by the policy in table order, then the declares and the split. Every
    hand's up cards are seen (a hand with fewer than four folded); the other hands' down cards
    and the stock are the unseen cards in a random order."""
    import numpy as np

    from kernels.games import hot_tuna_layout as kh
    from kernels.games.hot_tuna import buy_shares

    from ..spec.cards import format_cards
    from .declare_advise import wild_rank

    if not opts["buy"]:
        raise UserError(f"{v.id} with buy=false offers no buy")
    s.refuse_extras(f"the buy of {v.id}", ("--wild",))
    if s.exact:
        raise UserError(f"the buy of {v.id} is sampled: leave out --exact")
    follow = wild_rank(v, s)
    downs, ups, players = _table_after_rolls(v, s)
    active = np.array([len(u) == 4 for u in ups])
    hero = next((g for g in range(3) if active[g]), None)
    if hero is None:
        raise UserError("every hand of the hero's folded: he has no buy")
    up = np.array([u + [0] * (4 - len(u)) for u in ups], dtype=np.int64)
    down = np.array([d[0] if d else -1 for d in downs], dtype=np.int64)
    dead = _cards(s.dead, "the dead cards") if s.dead else []
    seen = [c for u in ups for c in u] + [c for d in downs for c in d] + dead
    _at_most_twice(v, seen)
    plan = v.plan(opts, pols, players)
    rules = plan.inputs["rules"]

    def deal(cards):
        out = np.zeros((len(cards), players), dtype=np.int64)
        buy_shares(players, rules, up, down, active, follow, cards.astype(np.int64), out)
        return out

    from types import SimpleNamespace

    from ..studies.advise_forced import forced_replay, options_advice

    table = SimpleNamespace(inputs={"rules": rules}, layout={"seat_win": (0, players)}, replay=deal)
    stock, order, known_in = two_deck_stock(table, {}, seen)
    r = forced_replay(stock, players, kh.R_HERO_BUY, [1, 2], order, s.trials, s.seed, s.until_ci,
                      more_decks=1, known_in=known_in)
    hand = " / ".join(f"{format_cards(d)}/{format_cards(u)}" for d, u in zip(downs[:3], ups[:3]))
    return options_advice(v, pols, "buy", r, [f"buy a card, {kh.BUY_FEE} cents", "do not buy"], s,
                          players, hand, format_cards(dead),
                          [format_cards(u) for u in ups[3:]],
                          label=f"buy ({HANDS[hero]} hand)",
                          extra=[{"fee_cents": kh.BUY_FEE}, {"fee_cents": 0}])


def _table_after_rolls(v, s):
    """(each hand's down cards, its up cards, the players) of a table whose rolls are done: every
    hand as DOWN/UP in table order, the hero's three first (his down card given), the others' up
    cards alone (/UP); four up cards a hand still in, two or three a folded one."""
    n = len(s.hands)
    low, high = v.players
    if n % 3 or not low <= n // 3 <= high:
        raise UserError(f"the buy of {v.id}: give every hand at the table, three a player in seat "
                        f"order, the hero's first: {n} hands for {low} to {high} players")
    players = n // 3
    if s.players is not None and s.players != players:
        raise UserError(f"{n} hands seat {players} players, not --players {s.players}")
    downs, ups = [], []
    for g, text in enumerate(s.hands):
        if "/" not in text:
            raise UserError(f"hand {g} ({text!r}): write a hand as DOWN/UP (another player's as /UP)")
        down, up = (_cards(x, f"hand {g}") for x in text.split("/", 1))
        if len(up) not in (2, 3, 4):
            raise UserError(f"hand {g} ({text!r}) shows {len(up)} up cards: four a hand still in, "
                            "two or three a folded one")
        if len(down) != (1 if g < 3 else 0):
            raise UserError(f"hand {g} ({text!r}): " + ("give the hero's down card before the /"
                            if g < 3 else "another player's down card is not seen: /UP"))
        downs.append(down)
        ups.append(up)
    return downs, ups, players


def _cards(text, what):
    from ..studies.odds_answer import split_cards

    return split_cards(text, what)


def _at_most_twice(v, cards):
    from collections import Counter

    from ..spec.cards import format_card

    over = [c for c, k in Counter(cards).items() if k > 2]
    if over:
        raise UserError(f"{format_card(over[0])} is given more than twice: {v.id} deals from two decks")


def _sizes(s):
    from ..studies.odds_answer import split_cards

    return [len(split_cards(h, f"hand {i}")) for i, h in enumerate(s.hands or [])]


def _situation(v, s, what, sizes, cards_are):
    """(the hero's three hands as codes, the players) of a round-0 decision, after its checks."""
    from ..studies.odds_answer import split_cards

    s.refuse_extras(f"the {what} of {v.id}")
    if s.exact:
        raise UserError(f"the {what} of {v.id} is sampled: leave out --exact")
    if s.dead:
        raise UserError(f"nothing is shown before the {what} of {v.id}: leave out --dead")
    form = " ".join(f"--hand {'XY' if n == 2 else 'X'}" for n in sizes)
    if len(s.hands) != 3:
        raise UserError(f"the {what} of {v.id}: give the hero's three hands ({form}: {cards_are}); "
                        "nobody else's cards are seen yet")
    hands = [split_cards(h, f"the {HANDS[i]} hand") for i, h in enumerate(s.hands)]
    for i, (cards, n) in enumerate(zip(hands, sizes)):
        if len(cards) != n:
            raise UserError(f"the {what} of {v.id}: the {HANDS[i]} hand holds {n} card"
                            f"{'s' if n > 1 else ''} here, not {len(cards)} ({form}: {cards_are})")
    _at_most_twice(v, [c for h in hands for c in h])
    players = v.default_players if s.players is None else s.players
    low, high = v.players
    if not isinstance(players, int) or not low <= players <= high:
        raise UserError(f"--players must be {low} to {high} for {v.id}, not {players}")
    return hands, players


def round_zero_places(hands, players):
    """{stock position: card} of the hero's round-0 cards: each hand's first card (dealt to hand
    g at g), then the cards his hands gained by keeping (the option cards, from 3 * players on:
    round 0's chain starts at his garbage hand and every keep draws the next hand's)."""
    places = {h: cards[0] for h, cards in enumerate(hands)}
    places.update((3 * players + h, cards[1]) for h, cards in enumerate(hands) if len(cards) == 2)
    return places


def _advice(v, opts, pols, s, decision, slot, choices, hands, players, label, fixed=None):
    from ..spec.cards import format_cards
    from ..studies.advise_forced import forced_replay, options_advice

    plan = v.plan(opts, pols, players)
    stock, order, known_in = two_deck_stock(plan, round_zero_places(hands, players))
    r = forced_replay(stock, players, slot, [code for code, _, _ in choices], order, s.trials,
                      s.seed, s.until_ci, fixed=fixed, more_decks=1, known_in=known_in)
    return options_advice(v, pols, decision, r, [name for _, name, _ in choices], s, players,
                          " / ".join(format_cards(h) for h in hands), label=label,
                          extra=[{"fee_cents": fee} for _, _, fee in choices])


def two_deck_stock(plan, places, seen=()):
    """(a plan whose replay takes forced_replay's two 52-card orders, the first deck's order for
    forced_replay, the second's known cards) for a stock of the two decks less the ``seen`` cards,
    with ``places`` ({position: card}) known. The replay hands ``plan.replay`` the known cards
    where they lie and the unseen ones (the cards of both orders past their known ones) in a
    uniform random order seeded by the batch; its seat shares come back in forced_replay's units
    (kernels/core/layout.py's SHARE_UNITS)."""
    from hashlib import blake2b
    from types import SimpleNamespace

    import numpy as np

    from kernels.core.layout import SHARE_UNITS
    from kernels.games import hot_tuna_layout as kh

    first, second = [], []
    for c in list(places.values()) + list(seen):
        (second if c in first else first).append(c)
    size = kh.N_DECK - len(seen)
    free = np.array([q for q in range(size) if q not in places], dtype=np.intp)
    known_pos = np.array(list(places), dtype=np.intp)
    known_cards = np.array(list(places.values()), dtype=np.int8)
    at, n_seats = plan.layout["seat_win"]

    def replay_in_share_units(rows):
        rows = np.ascontiguousarray(rows, dtype=np.int8)
        unseen = np.hstack([rows[:, len(first):52], rows[:, 52 + len(second):]])
        key = int.from_bytes(blake2b(rows.tobytes(), digest_size=8).digest(), "little")
        stock = np.empty((len(rows), size), dtype=np.int8)
        stock[:, known_pos] = known_cards
        stock[:, free] = np.random.default_rng(key).permuted(unseen, axis=1)
        counts = plan.replay(stock)
        # a seat's share is whole in SHARE_UNITS unless more than ten hands split a half
        seats = counts[:, at:at + n_seats]
        counts[:, at:at + n_seats] = (seats * SHARE_UNITS + kh.UNITS // 2) // kh.UNITS
        return counts

    rest = [c for c in range(52) if c not in first]
    order = (list(range(len(first))), first, list(range(len(first), 52)), rest)
    return (SimpleNamespace(inputs=plan.inputs, layout=plan.layout, replay=replay_in_share_units), order,
            {1: dict(enumerate(second))})
