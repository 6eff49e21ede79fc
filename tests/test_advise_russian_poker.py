"""`simpoker advise` on Russian Poker's arrangement (sim/games/russian_poker_advise.py): every
arrangement's score against the twin's showdown with the hero's hands replaced by it
(tests/reference/russian_poker.py), the policy's row against the kernel's own replay of the same
completions (`odds` does not cover the game), the legal arrangements against the twin's rule, and
the situations refused."""
import random
import re

import numpy as np
import pytest

from kernels.core.layout import O_SEAT, SHARE_UNITS
from sim.errors import UserError
from sim.games import russian_poker_advise as ra
from sim.games.russian_poker import ARRANGE_CODES
from sim.spec.cards import format_card, format_cards
from sim.spec.game_spec import parse_spec
from sim.studies.advise import advice
from sim.studies.advise_forced import order_dealt_round
from sim.studies.odds_replay import sampled_fills

from tests.reference import russian_poker as twin

SPECS = {False: "russian-poker", True: "russian-poker(polish=true)"}


def texts(codes):
    return [format_card(int(c)) for c in codes]


def cards_of(hero, mask):
    return [hero[i] for i in range(13) if (mask >> i) & 1]


def twin_shares(monkeypatch, deck, players, polish, arrange, hands):
    """The twin's deal from ``deck`` with seat 0's hands set to ``hands`` (bottom, middle, top
    card texts), every other seat by the policy."""
    real = twin.arrange_seat
    calls = []

    def forced(cards, polish_, arrange_):
        calls.append(cards)
        if len(calls) > 1:
            return real(cards, polish_, arrange_)
        b, m, t = hands
        return {"bottom": b, "middle": m, "top": t, "score": twin.score(b, m, t, polish_),
                "fouled": not twin.is_legal(b, m, t, polish_)}

    monkeypatch.setattr(twin, "arrange_seat", forced)
    try:
        return twin.play(deck, players, polish=polish, arrange=arrange)["shares"]
    finally:
        monkeypatch.setattr(twin, "arrange_seat", real)


@pytest.mark.parametrize("polish,arrange,players", [
    (False, "search", 2), (False, "search", 3), (False, "search", 4), (False, "greedy", 3),
    (True, "search", 2), (True, "search", 4), (True, "greedy", 2)])
def test_every_arrangement_scores_as_the_twin_deals(monkeypatch, polish, arrange, players):
    """On random deals, arrangements of the hero's cards (legal ones at random, illegal ones,
    the policy's) score the share the twin's showdown gives the hero with his hands replaced by
    them, the others setting theirs by the policy."""
    rng = random.Random(2030 + players + 10 * polish)
    tables = ra.kernel_tables(polish)
    code = ARRANGE_CODES[arrange]
    b, m, t = ra.arrangement_masks()
    for _ in range(3):
        order = np.array(rng.sample(range(52), 52), dtype=np.int8)
        hero = [int(order[i * players]) for i in range(13)]
        g5, g3, _, _, policy = ra.hero_hands(hero, polish, code, tables)
        best, count, foul_best, foul_count = ra.others_best(order[None, :], players, polish, code,
                                                           tables)
        values = (g3[b], g5[m], g5[t])
        legal = (values[0] <= values[1]) & (values[1] <= values[2])
        units = {True: ra.arrangement_units(values, (best, count)),
                 False: ra.arrangement_units(values, (foul_best, foul_count))}
        picks = rng.sample(list(np.flatnonzero(legal)), 4) + \
            rng.sample(list(np.flatnonzero(~legal)), 2)
        at_policy = np.flatnonzero((b == policy[0]) & (m == policy[1]) & (t == policy[2]))
        for i in picks + [int(at_policy[0])]:
            hands = [texts(cards_of(hero, int(x[i]))) for x in (b, m, t)]
            shares = twin_shares(monkeypatch, texts(order), players, polish, arrange, hands)
            got = units[bool(legal[i])][i]
            assert got == shares[0] * SHARE_UNITS, (i, hands, shares)
            one = ra.deal_units(np.array([v[i] for v in values]),
                                (best, count) if legal[i] else (foul_best, foul_count))
            assert one[0] == got


def test_a_fouled_hero_takes_the_parts_when_everyone_fouls(monkeypatch):
    """Polish with the greedy setting, where seats often foul: on a deal where the other seat
    fouls, an illegal arrangement of the hero's shares the parts by the hands as set, as the
    twin's showdown gives them."""
    rng = random.Random(4)
    tables = ra.kernel_tables(True)
    code = ARRANGE_CODES["greedy"]
    b, m, t = ra.arrangement_masks()
    while True:
        order = np.array(rng.sample(range(52), 52), dtype=np.int8)
        best, count, foul_best, foul_count = ra.others_best(order[None, :], 2, 1, code, tables)
        if (foul_best < ra.BEATEN).all():
            break
    assert (best == ra.NOBODY).all() and (count == 0).all()
    hero = [int(order[2 * i]) for i in range(13)]
    g5, g3, _, _, _ = ra.hero_hands(hero, 1, code, tables)
    values = (g3[b], g5[m], g5[t])
    illegal = np.flatnonzero(~((values[0] <= values[1]) & (values[1] <= values[2])))
    units = ra.arrangement_units(values, (foul_best, foul_count))
    won = 0
    for i in rng.sample(list(illegal), 8):
        hands = [texts(cards_of(hero, int(x[i]))) for x in (b, m, t)]
        shares = twin_shares(monkeypatch, texts(order), 2, True, "greedy", hands)
        assert units[i] == shares[0] * SHARE_UNITS, hands
        won += units[i] > 0
    assert won > 0


def test_the_legal_arrangements_are_the_twins():
    """An arrangement is legal exactly where the twin's rule says so, in both games."""
    rng = random.Random(7)
    b, m, t = ra.arrangement_masks()
    assert len(b) == 72_072 and (b | m | t == (1 << 13) - 1).all()
    for polish in (False, True):
        tables = ra.kernel_tables(polish)
        hero = rng.sample(range(52), 13)
        g5, g3, _, _, _ = ra.hero_hands(hero, polish, 0, tables)
        legal = (g3[b] <= g5[m]) & (g5[m] <= g5[t])
        for i in rng.sample(range(len(b)), 300):
            hands = [texts(cards_of(hero, int(x[i]))) for x in (b, m, t)]
            assert bool(legal[i]) == twin.is_legal(*hands, polish=polish), hands


def replayed_policy(spec, players, seats, dead, trials, seed, policies=None):
    """The hero's mean share by the kernel's own replay of the completions advise samples."""
    v, given = parse_spec(spec)
    plan = v.plan(v.resolve_options(given), v.resolve_policies(policies or {}), players)
    known_pos, known_cards, free_pos, rest = order_dealt_round(players, seats, dead)
    total = n = 0
    for fill in sampled_fills(np.array(rest, dtype=np.int8), trials, seed):
        orders = np.empty((len(fill), 52), dtype=np.int8)
        orders[:, known_pos] = known_cards
        orders[:, free_pos] = fill
        total += int(plan.replay(orders)[:, O_SEAT].sum())
        n += len(fill)
    return total / (n * SHARE_UNITS)


@pytest.mark.parametrize("polish,players,known,arrange", [
    (False, 2, 1, "search"), (False, 4, 2, "search"), (True, 3, 1, "search"),
    (True, 2, 1, "greedy"), (False, 3, 1, "greedy")])
def test_the_policys_row_is_the_kernels_replay(polish, players, known, arrange):
    """The row marked as the policy's is the hero's share in the kernel's own replay of the same
    completions, to the last unit; every row is ranked by its equity."""
    rng = random.Random(11 + players)
    deck = rng.sample(range(52), 52)
    seats = [deck[13 * k:13 * k + 13] for k in range(known)]
    a = advice(SPECS[polish], [format_cards(s) for s in seats], players=players, trials=1500,
               seed=5, policies=[f"arrange={arrange}"])
    marked = [r for r in a.rows if r["default"]]
    assert len(marked) == 1
    want = replayed_policy(SPECS[polish], players, seats, [], 1500, 5, {"arrange": arrange})
    assert marked[0]["equity"] == pytest.approx(want, abs=1e-12)
    ranked = [r["equity"] for r in a.rows if not r["fouls"] and (r["rank"] or 0) <= ra.SHOWN]
    assert ranked == sorted(ranked, reverse=True) and a.rows[0]["diff"] == 0
    assert a.legal_arrangements >= a.different_values >= len(ranked)
    for r in a.rows:
        assert r["ci"][0] <= r["equity"] <= r["ci"][1] and r["diff_ci"][0] <= r["diff"] + 1e-15
        assert set(r["categories"]) == {"bottom", "middle", "top"}


@pytest.mark.parametrize("polish,players", [(False, 4), (True, 3), (False, 2)])
def test_exact_rows_are_the_twins_showdown(monkeypatch, polish, players):
    """Every other seat known (or the last one implied): one completion, and each row's equity
    is the twin's share for the hero with the row's hands."""
    rng = random.Random(99 + players)
    deck = rng.sample(range(52), 52)
    seats = [deck[13 * k:13 * k + 13] for k in range(players)]
    given = seats if players < 4 else seats[:3]   # the fourth seat's cards are implied
    a = advice(SPECS[polish], [format_cards(s) for s in given], players=players)
    assert a.exact and all(r["completions"] == 1 for r in a.rows)
    order = [seats[p][i] for i in range(13) for p in range(players)]
    order += [c for c in range(52) if c not in set(order)]
    for r in a.rows:
        hands = [r[pos].split() for pos in ("bottom", "middle", "top")]
        shares = twin_shares(monkeypatch, texts(order), players, polish, "search", hands)
        assert r["equity"] == pytest.approx(float(shares[0]), abs=1e-12), r["option"]
        assert r["ci"] == [r["equity"], r["equity"]]
        cats = [twin.category(h, polish) for h in hands]
        assert list(r["categories"].values()) == cats


def test_until_ci_stops_when_narrow_enough():
    hand = "As Kd 7h 7c 2s 9d 9h Jc Qs 3c 4d 5h 6s"
    a = advice("russian-poker", [hand], players=2, until_ci=0.02, seed=3)
    assert a.rows[0]["completions"] < 10**6
    assert all(r["ci"][1] - r["equity"] <= 0.02 + 1e-12 for r in a.rows)


@pytest.mark.parametrize("kwargs,message", [
    (dict(players=2, exact=True), "exactly only where"),
    (dict(players=4, dead="2h"), "at most 0 dead cards"),
    (dict(players=2, board="2h"), "takes no --board"),
    (dict(), "give the others' cards or --players"),
    (dict(players=2, trials=10, until_ci=0.01), "--trials or --until-ci"),
])
def test_situations_refused_in_one_line(kwargs, message):
    with pytest.raises(UserError, match=message) as e:
        advice("russian-poker", ["As Kd 7c 7d 2s 9d 9c Jc Qs 3c 4d 5c 6s"], **kwargs)
    assert "\n" not in str(e.value)


def test_known_hands_refused_in_one_line():
    hero = "2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As"
    other = "2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah"
    with pytest.raises(UserError, match="counted exactly"):
        advice("russian-poker", [hero, other], players=2, trials=100)
    with pytest.raises(UserError, match="13 cards a seat"):
        advice("russian-poker", [hero[:-3]], players=2)
    with pytest.raises(UserError, match="given twice"):
        advice("russian-poker", [hero, other.replace("2h", "2s")], players=2)


def test_the_command_prints_the_hands_and_the_count(capsys):
    from sim.cli import main

    with pytest.raises(SystemExit) as e:
        main(["advise", "russian-poker(polish=true)", "--hand", "AsKd7h7c2s9d9hJcQs3c4d5h6s",
              "--players", "2", "--trials", "500"])
        raise SystemExit(0)
    assert (e.value.code or 0) == 0
    text = capsys.readouterr().out
    assert "legal" in text and "different by value" in text
    assert re.search(r"│ +\d+\* +│", text)
    assert "top " in text and "middle " in text and "bottom " in text
