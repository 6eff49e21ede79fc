"""`advise` on Auction's first bid and first pick (sim/games/auction_advise.py), forced in the
kernel (kernels/games/auction.py's R_HERO_BID, R_HERO_PICK): a forced choice gives every seat the
reference twin's result deal by deal (the twin's chooser answered the same way for seat 0), and
every option's chips and share are the twin's averaged over the adviser's own completions."""
import numpy as np
import pytest

from kernels.games import auction_layout as ka
from sim.errors import UserError
from sim.spec.game_spec import parse_spec, resolve_choices
from sim.studies.advise import advice
from tests.reference import auction as twin

RANKS, SUITS = "23456789TJQKA", "cdhs"
TEXT = [r + s for r in RANKS for s in SUITS]


def _plan(players, policies=()):
    v, given = parse_spec("auction")
    return v.plan(*resolve_choices(v, given, [], list(policies)), players)


def _kernel(plan, orders, players, bid=0, pick=0):
    """Each seat's (pot units, chips won times NET_SCALE, chips bid) of every order, seat 0's
    first bid and pick forced (0: the policy's)."""
    rules = plan.inputs["rules"]
    rules[ka.R_HERO_BID], rules[ka.R_HERO_PICK] = bid, pick
    try:
        rows = plan.replay(np.asarray(orders, dtype=np.int8))
    finally:
        rules[ka.R_HERO_BID] = rules[ka.R_HERO_PICK] = 0
    at = {x: plan.layout[x][0] for x in ("seat_win", "won", "spent")}
    return [[tuple(int(row[at[x] + p]) for x in ("seat_win", "won", "spent"))
             for p in range(players)] for row in rows]


def _forced_twin(monkeypatch, deck, players, bid=0, pick=0):
    """The twin's deal with seat 0's first-round bid (its first bid_for call) and pick (its
    choose_card call holding its two down cards once every seat has bid: before, the bids ask
    it for the best card) answered as forced; a pick of a card already taken is left to the
    policy, as in the kernel."""
    bid_for, choose_card = twin.bid_for, twin.choose_card
    state = {"bids": 0, "picked": False}
    downs = [deck[0], deck[players]]

    def forced_bid(held, offer, policy="standard"):
        state["bids"] += 1
        return bid if bid and state["bids"] == 1 else bid_for(held, offer, policy)

    def forced_pick(held, available, policy="standard"):
        if pick and not state["picked"] and state["bids"] >= players and list(held) == downs:
            state["picked"] = True
            card = deck[2 * players + pick - 1]
            if card in available:
                return card
        return choose_card(held, available, policy)
    monkeypatch.setattr(twin, "bid_for", forced_bid)
    monkeypatch.setattr(twin, "choose_card", forced_pick)
    try:
        return twin.play(deck, players)
    finally:
        monkeypatch.setattr(twin, "bid_for", bid_for)
        monkeypatch.setattr(twin, "choose_card", choose_card)


def _twin_counts(deal, players):
    """The twin's deal as the kernel counts it: (pot units, chips won times NET_SCALE, bids)."""
    return [(round(deal["shares"][p] * ka.SHARE_UNITS),
             int(deal["shares"][p] * deal["pot"] * ka.NET_SCALE), deal["spent"][p])
            for p in range(players)]


@pytest.mark.parametrize("players, bid, pick", [
    (4, 1, 0), (4, 3, 0), (5, 5, 0), (2, 2, 0),          # a bid alone
    (4, 5, 1), (5, 5, 3), (3, 5, 2),                     # the first pick, as advised (bid 5)
    (5, 0, 4), (6, 1, 6),                                # a pick from wherever seat 0 picks
])
def test_a_forced_choice_gives_the_twins_result_deal_by_deal(monkeypatch, players, bid, pick):
    rng = np.random.default_rng([players, bid, pick])
    orders = np.array([rng.permutation(52) for _ in range(120)], dtype=np.int8)
    kernel = _kernel(_plan(players), orders, players, bid, pick)
    forced_first = 0
    for order, got in zip(orders, kernel):
        deck = [TEXT[c] for c in order]
        deal = _forced_twin(monkeypatch, deck, players, bid, pick)
        assert got == _twin_counts(deal, players), " ".join(deck)
        if bid:
            assert deal["rounds"][0]["bids"][0] == bid
        forced_first += pick and deal["rounds"][0]["picks"][0] == deck[2 * players + pick - 1]
    if pick:
        assert forced_first >= 30  # the forced card was taken in many deals, not a few


def _adviser_orders(players, seats, offer, dead, trials, seed):
    """The completions the adviser replays (sim/games/auction_advise.py), rebuilt."""
    from sim.games.auction_advise import deal_order
    from sim.studies.odds_replay import sampled_fills

    known_pos, known_cards, free_pos, rest = deal_order(players, seats, offer, dead)
    out = []
    for fill in sampled_fills(np.array(rest, dtype=np.int8), trials, seed):
        orders = np.empty((len(fill), 52), dtype=np.int8)
        orders[:, known_pos] = known_cards
        orders[:, free_pos] = fill
        out.extend(orders.tolist())
    return out


def _codes(text):
    return [TEXT.index(text[i:i + 2]) for i in range(0, len(text), 2)]


@pytest.mark.parametrize("decision, hands, board, dead", [
    ("bid", ["AsAd", "KcKd"], "AhKh7c2d", ""),
    ("bid", ["9s8s"], "7s6s2c", "Ac"),
    ("pick", ["QhJh"], "ThQc2h3d", ""),
    ("pick", ["7c7d", "AsKs"], "7hAhKd", "2c3c"),
])
def test_every_option_is_the_twins_mean_on_the_same_completions(monkeypatch, decision, hands,
                                                                board, dead):
    """Each row's chips and share are the twin's, averaged over the adviser's completions with
    seat 0 answered as the row says; the marked row is the policy's (its bid, its pick)."""
    trials, seed = 150, 4
    a = advice("auction", hands, board=board, dead=dead or None, decision=decision,
               trials=trials, seed=seed)
    offer = _codes(board)
    players = len(offer)
    orders = _adviser_orders(players, [_codes(h) for h in hands], offer, _codes(dead), trials, seed)
    assert a.rows[0]["completions"] == len(orders) == trials
    for o in orders:  # the twin's places: seat p's down cards p and P + p, the offer from 2P
        assert [[o[p], o[players + p]] for p in range(len(hands))] == [_codes(h) for h in hands]
        assert o[2 * players:3 * players] == offer
        assert not set(_codes(dead)) & set(o[:7 * players])
    policy = [twin.play([TEXT[c] for c in o], players) for o in orders]
    for row in a.rows:
        if decision == "bid":
            forced = dict(bid=int(row["option"].split()[1]))
        else:
            card = TEXT.index(row["option"].split()[1])
            forced = dict(bid=ka.MAX_BID, pick=1 + offer.index(card))
        deals = [_forced_twin(monkeypatch, [TEXT[c] for c in o], players, **forced)
                 for o in orders]
        net = sum(d["net"][0] for d in deals) / trials
        assert row["chips"] == pytest.approx(float(net), abs=1e-9), row["option"]
        assert row["equity"] == pytest.approx(float(sum(d["shares"][0] for d in deals) / trials),
                                              abs=1e-9)
        assert row["spent"] == pytest.approx(sum(d["spent"][0] for d in deals) / trials)
        if row["default"]:
            if decision == "bid":
                assert all(d["rounds"][0]["bids"][0] == forced["bid"] for d in policy)
                same = policy
            else:  # the policy's pick after a bid of the maximum
                same = [_forced_twin(monkeypatch, [TEXT[c] for c in o], players, bid=ka.MAX_BID)
                        for o in orders]
                assert all(d["rounds"][0]["picks"][0] == row["option"].split()[1] for d in same)
            assert sum(d["net"][0] for d in same) / trials == pytest.approx(float(net), abs=1e-9)
    assert sum(r["default"] for r in a.rows) == 1
    assert [r["chips"] for r in a.rows] == sorted((r["chips"] for r in a.rows), reverse=True)
    assert a.rows[0]["diff"] == 0 and all(r["diff"] <= 0 for r in a.rows)


def test_the_options_and_what_they_mean():
    a = advice("auction", ["AsAd", "KcKd"], board="Ah Kh 7c 2d", trials=2000, seed=1)
    assert a.decision == "bid" and a.measure == "chips" and a.players == 4 and not a.exact
    assert sorted(r["option"].split()[1] for r in a.rows) == ["1", "2", "3", "4", "5"]
    by = {r["option"].split()[1]: r for r in a.rows}
    assert by["5"]["default"]  # pair to trips: 1 + 2 * 2 chips, the maximum
    # bids 3, 4 and 5 all pick first here (seat 1's kings take the Kh first or after); a chip more
    # costs a chip less the share of the pot it comes back as
    for lower, higher in (("3", "4"), ("4", "5")):
        assert by[higher]["equity"] == by[lower]["equity"]
        assert by[higher]["chips"] - by[lower]["chips"] == pytest.approx(by[lower]["equity"] - 1)
    p = advice("auction", ["AsAd", "KcKd"], board="Ah Kh 7c 2d", decision="pick", trials=2000,
               seed=1)
    assert p.decision.startswith("first pick") and len(p.rows) == 4
    assert p.rows[0]["option"] == "take Ah" and p.rows[0]["default"]
    assert p.rows[1]["diff_ci"][1] < 0
    assert all(r["spent"] >= ka.MAX_BID + 3 for r in p.rows)
    assert sum(p.rows[0]["final"].values()) == pytest.approx(1)


def test_sampling_until_an_interval_and_the_stud_form():
    a = advice("auction", ["AsAd/"], board="Ah Kh 7c", until_ci=0.5, seed=2)
    assert 0 < a.rows[0]["completions"] < 20_000
    assert all(r["ci"][1] - r["chips"] <= 0.5 + 1e-12 for r in a.rows)


@pytest.mark.parametrize("kwargs, words", [
    (dict(hands=["AsAd"]), "--board"),
    (dict(hands=[], board="AhKh"), "two down cards"),
    (dict(hands=["AsAd"], board="Ah"), "2 to 7"),
    (dict(hands=["AsAd"], board="AhKhQhJhTh9h8h7h"), "2 to 7"),
    (dict(hands=["AsAd"], board="AhKh", players=3), "--players"),
    (dict(hands=["AsAd/Qc"], board="AhKh"), "first round"),
    (dict(hands=["AsAdQc"], board="AhKh"), "2 cards"),
    (dict(hands=["AsAd", "KcKd", "QcQd"], board="AhKh"), "3 hands"),
    (dict(hands=["AsAd"], board="AhKh", exact=True), "--exact"),
    (dict(hands=["AsAd"], board="AhKh", pot=5), "--pot"),
    (dict(hands=["AsAd"], board="AhAs"), "twice"),
    (dict(hands=["AsAd"], board="2c2d2h2s3c3d3h", dead="4c4d4h4s"), "dead cards"),
    (dict(hands=["AsAd"], board="AhKh", decision="raise"), "raise"),
])
def test_bad_situations_are_one_line(kwargs, words):
    with pytest.raises(UserError) as e:
        advice("auction", kwargs.pop("hands"), trials=100, **kwargs)
    assert words in str(e.value) and "\n" not in str(e.value)
