"""Auction's answers to `simpoker advise`: the first round's bid, and the first pick, replayed
through the game's kernel (kernels/games/auction.py) with seat 0's choice forced by a rule slot
(R_HERO_BID, R_HERO_PICK), his later choices and every other seat's by the policies, every option
on the same sampled completions of the unseen cards.

The situation is the first round's: the hero's two down cards (the first --hand), the down cards
of the seats after him where they are known (more --hand, in seat order), the row of cards turned
up for the auction (--board, one card a player, so it gives the table's size) and --dead.

The options are measured in chips, the hero's net result a deal (his share of the pot less his
ante and every bid he makes), not in shares of the pot: a bid is paid whatever it buys, and the
card taken changes what the hero bids in the later rounds, so two options with the same share of
the pot can cost different chips. Each row also gives the share of the pot and the chips bid.

The pick advised is the first one: the hero bids the maximum, which from seat 0 (the dealer's
left, first among equal bids) always picks first, and each card on offer is an option. Picking
later depends on what the earlier pickers took, which the hero sees and the sampled deal does not
fix, so it is not covered.
"""
from kernels.games import auction_layout as ka

from ..errors import UserError


def _situation(v, s, decision):
    """(players, the known seats' down cards, the offer, the dead cards) as codes, checked."""
    from ..studies.advise_forced import dealt_hands
    from ..studies.odds_answer import split_cards

    s.refuse_extras(f"the {decision} of {v.id}", ("--board",))
    if s.exact:
        raise UserError(f"the {decision} of {v.id} is sampled: leave out --exact")
    if not s.hands:
        raise UserError("give the hero's two down cards: --hand CARDS")
    if not s.board:
        raise UserError("give the first round's offer, the cards turned up for the auction, one a "
                        "player: --board CARDS")
    offer = split_cards(s.board, "the offer")
    players = len(offer)
    if not v.players[0] <= players <= v.players[1]:
        raise UserError(f"{v.id} turns up one card a player, {v.players[0]} to {v.players[1]}: the "
                        f"offer {s.board!r} has {players}")
    if s.players is not None and s.players != players:
        raise UserError(f"the offer has {players} cards, one a player: leave out --players "
                        f"{s.players} (or give {s.players} cards)")
    if len(s.hands) > players:
        raise UserError(f"{len(s.hands)} hands for {players} players (the offer's cards)")
    downs = []
    for i, text in enumerate(s.hands):
        down, _, up = text.partition("/")  # the stud form DOWN/UP: nothing up yet
        if up.strip():
            raise UserError(f"advise covers the first round of {v.id}, before anyone holds an up "
                            f"card: hand {i} ({text!r}) shows one")
        downs.append(down)
    seats, dead = dealt_hands(v, downs, s.dead, 2, middle=offer)
    if len(dead) > 52 - 7 * players:
        raise UserError(f"{players} players take {7 * players} cards of 52: at most "
                        f"{52 - 7 * players} dead cards")
    return players, seats, offer, dead


def deal_order(players, seats, offer, dead):
    """known_order's tuple: seat p's down cards at p and P + p, the offer from 2P, the dead
    cards at the bottom of the deck (kernels/games/auction.py's places)."""
    from ..studies.odds_replay import bury_dead

    p = players
    used = {c for s in seats for c in s} | set(offer) | set(dead)
    rest = [c for c in range(52) if c not in used]
    known = {q: c for seat, cards in enumerate(seats) for q, c in zip((seat, p + seat), cards)}
    known.update({2 * p + i: c for i, c in enumerate(offer)})
    free = [q for q in range(52) if q not in known]
    return (*bury_dead(list(known), list(known.values()), free, rest, range(52)), rest)


def _replay(plan, players, slot, codes, order, s, fixed=None):
    """Each code of ``codes`` written to the rule ``slot`` in turn (``fixed``: other slots for
    the replay), on the same completions: per option the hero's net chips (mean, 95% half-width,
    difference to the best with its paired half-width), his share of the pot (mean, half-width),
    the chips he bids, his final hands, and whether it replays as the policy."""
    import numpy as np

    from kernels.eval import odds_board as ko

    from ..studies.advise_forced import paired_intervals, sample_size
    from ..studies.odds_replay import sampled_fills

    known_pos, known_cards, free_pos, rest = order
    n_trials, width = sample_size(s.trials, s.until_ci)
    arrays = [plan.inputs[key] for key in ("rules", "replay_rules") if key in plan.inputs]
    seat_at, won_at, spent_at = (plan.layout[x][0] for x in ("seat_win", "won", "spent"))
    cat_at = plan.layout["first_seat_category"][0]
    watched = np.r_[seat_at:seat_at + players, won_at:won_at + players,
                    spent_at:spent_at + players]
    n = len(codes)
    net_sum, net_products = np.zeros(n, dtype=np.int64), np.zeros((n, n), dtype=np.int64)
    share_sum, share_sq = np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
    spent_sum = np.zeros(n, dtype=np.int64)
    cats = np.zeros((n, ko.N_CATEGORIES), dtype=np.int64)
    as_policy = np.ones(n, dtype=bool)
    done = batches = 0

    def write(at, value):
        for rules in arrays:
            rules[at] = value
    try:
        for at, value in (fixed or {}).items():
            write(at, value)
        for fill in sampled_fills(np.array(rest, dtype=np.int8), n_trials, s.seed):
            orders = np.empty((len(fill), 52), dtype=np.int8)
            orders[:, known_pos] = known_cards
            orders[:, free_pos] = fill
            write(slot, 0)
            policy = plan.replay(orders)[:, watched]
            net = np.empty((n, len(orders)), dtype=np.int64)
            for k, code in enumerate(codes):
                write(slot, code)
                counts = plan.replay(orders)
                as_policy[k] &= bool((counts[:, watched] == policy).all())
                net[k] = counts[:, won_at] - (ka.ANTE + counts[:, spent_at]) * ka.NET_SCALE
                share = counts[:, seat_at]
                share_sum[k] += share.sum()
                share_sq[k] += (share * share).sum()
                spent_sum[k] += counts[:, spent_at].sum()
                cats[k] += counts[:, cat_at:cat_at + ko.N_CATEGORIES].sum(axis=0)
            net_sum += net.sum(axis=1)
            net_products += net @ net.T
            done += len(orders)
            batches += 1
            if width is not None and batches % 2 == 0:
                _, half, _, diff_half = paired_intervals(net_sum, net_products, done, ka.NET_SCALE)
                if max(half + diff_half) <= width:
                    break
    finally:
        write(slot, 0)
        for at in fixed or {}:
            write(at, 0)
    mean, half, diff, diff_half = paired_intervals(net_sum, net_products, done, ka.NET_SCALE)
    rows = []
    for k in range(n):
        # the share's interval from its own running sums (its units, SHARE_UNITS a whole pot)
        _, share_half, _, _ = paired_intervals(share_sum[k:k + 1], share_sq[k:k + 1, None], done,
                                               ka.SHARE_UNITS)
        equity = int(share_sum[k]) / (done * ka.SHARE_UNITS)
        rows.append({"chips": mean[k], "ci": [mean[k] - half[k], mean[k] + half[k]],
                     "diff": diff[k], "diff_ci": [diff[k] - diff_half[k], diff[k] + diff_half[k]],
                     "equity": equity, "equity_low": equity - share_half[0],
                     "equity_high": equity + share_half[0],
                     "spent": int(spent_sum[k]) / done, "cats": cats[k],
                     "default": bool(as_policy[k]), "completions": done})
    return rows


def _advice(v, pols, s, decision, label, players, offer, dead, names, rows, note=""):
    from ..spec.cards import format_cards
    from ..studies.advise import Advice
    from ..studies.advise_forced import final_hands, mark_first

    for name, row in zip(names, rows):
        row.update(option=name, legal=True, final=final_hands(row.pop("cats"), row["completions"]))
    mark_first(rows)
    rows.sort(key=lambda x: (-x["chips"], not x["default"]))
    return Advice(game=v.id, decision=label, hand=s.hands[0], dead=format_cards(dead),
                  players=players, exact=False, target="", target_reason="", categories=(),
                  rows=rows, policy=pols.get(decision, "standard"), measure="chips",
                  board=format_cards(offer), seed=s.seed, against=list(s.hands[1:]), note=note)


def bid_advice(v, opts, pols, s):
    """The first round's bid, every amount from the minimum to the maximum: the pick and the
    later rounds by the policies."""
    players, seats, offer, dead = _situation(v, s, "bid")
    plan = v.plan(opts, pols, players)
    bids = range(ka.MIN_BID, ka.MAX_BID + 1)
    rows = _replay(plan, players, ka.R_HERO_BID, list(bids),
                   deal_order(players, seats, offer, dead), s)
    names = [f"bid {b}" + (" (the minimum)" if b == ka.MIN_BID else " (the maximum)"
                           if b == ka.MAX_BID else "") for b in bids]
    return _advice(v, pols, s, "bid", "bid", players, offer, dead, names, rows)


def pick_advice(v, opts, pols, s):
    """The first pick: the hero bids the maximum (so picks first) and takes each card on offer;
    the later rounds by the policies."""
    from ..spec.cards import format_card

    players, seats, offer, dead = _situation(v, s, "pick")
    plan = v.plan(opts, pols, players)
    rows = _replay(plan, players, ka.R_HERO_PICK, [1 + i for i in range(players)],
                   deal_order(players, seats, offer, dead), s, fixed={ka.R_HERO_BID: ka.MAX_BID})
    names = [f"take {format_card(c)}" for c in offer]
    return _advice(v, pols, s, "pick", "first pick", players, offer, dead, names, rows,
                   note=f"the hero bids {ka.MAX_BID}, the most, so he picks first (equal bids: "
                        "the seat nearest the dealer's left picks first)")
