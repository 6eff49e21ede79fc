"""`advise` on Screw Your Neighbor's first keep or swap (sim/games/neighbor_advise.py): the forced
choice gives every seat the reference twin's result game by game (the twin's threshold answered
the same way for seat 0 in the first round); the option marked is the policy's; the equity is the
plain win rate of the games it replays."""
import numpy as np
import pytest

from kernels.core.cards import make_deck
from kernels.games import screw_your_neighbor_layout as kn
from sim.errors import UserError
from sim.spec.cards import format_card
from sim.studies.advise import advice
from tests.reference import screw_your_neighbor as twin
from tests.stud_replay import make_plan, replay_forced, stable_seed

ROUNDS = 31


def _twin_forced(monkeypatch, choice, chase):
    """The twin with seat 0's threshold in the game's first round set so that it keeps, or
    swaps every card but a king."""
    rounds = []
    play_round, threshold = twin.play_round, twin.threshold

    def counted(*args, **kw):
        rounds.append(1)
        return play_round(*args, **kw)

    def forced(policy, chase_the_ace, seat, hero_swap, living):
        if seat == 0 and len(rounds) == 1:
            return None if choice == kn.HERO_KEEP else (12 if chase else 1)
        return threshold(policy, chase_the_ace, seat, hero_swap, living)
    monkeypatch.setattr(twin, "play_round", counted)
    monkeypatch.setattr(twin, "threshold", forced)
    return rounds


@pytest.mark.parametrize("chase", [False, True])
@pytest.mark.parametrize("choice", [kn.HERO_KEEP, kn.HERO_SWAP])
def test_the_forced_choice_is_the_twins_game_by_game(monkeypatch, chase, choice):
    rng = np.random.default_rng(stable_seed("neighbor-advise", chase, choice))
    deck = make_deck()
    spec = "screw-your-neighbor" + ("(chase_the_ace=true)" if chase else "")
    swapped = 0
    for players in (2, 4, 7):
        plan = make_plan(spec, players, {"swap": "standard"})
        streams = np.array([np.concatenate([rng.permutation(deck) for _ in range(ROUNDS)])
                            for _ in range(80)], dtype=np.int8)
        counts = replay_forced(plan, kn.R_HERO_FIRST, choice, streams)
        for stream, row in zip(streams, counts):
            text = [[format_card(x) for x in stream[52 * k:52 * (k + 1)]] for k in range(ROUNDS)]
            rounds = _twin_forced(monkeypatch, choice, chase)
            r = twin.play(text, players, policy="standard", chase_the_ace=chase)
            monkeypatch.undo()
            assert len(rounds) == r["n_rounds"]
            wins = [kn.SHARE_UNITS if p == r["winner"] else 0 for p in range(players)]
            assert list(plan.named(row)["seat_win"][:players]) == wins
            first = r["rounds"][0]
            swapped += first["dealt"][0] != first["final"][0]
    # nobody swaps into seat 0, the first to choose: its card changes only by its own swap
    assert (swapped > 0) == (choice == kn.HERO_SWAP)


def test_the_options_their_mark_and_the_win_rate():
    a = advice("screw-your-neighbor", ["9s"], players=4, trials=4096, seed=3)
    by = {r["option"]: r for r in a.rows}
    assert set(by) == {"keep 9s", "swap 9s to the left"}
    assert by["swap 9s to the left"]["default"]  # the standard mark at four players is 7
    assert by["swap 9s to the left"]["equity"] > by["keep 9s"]["equity"]
    low = advice("screw-your-neighbor", ["2c"], players=4, trials=4096, seed=3)
    assert next(r for r in low.rows if r["default"])["option"] == "keep 2c"
    # no completion gives another seat a king in the first round: it would stop the trading
    assert a.rows[0]["completions"] < 4096
    assert all(0 <= r["equity"] <= 1 for r in a.rows)


def test_the_equity_is_the_win_rate_of_the_games_replayed():
    """The policy's row against a plain count: seat 0 fixed to the card through hero_swap_from
    choosing the same way, run by the twin over games whose first round deals seat 0 that card
    and no king to the others."""
    import random

    a = advice("screw-your-neighbor", ["Ts"], players=3, trials=4096, seed=5)
    mark = next(r for r in a.rows if r["default"])
    rng = random.Random(7)
    deck = [format_card(c) for c in range(52)]
    wins = games = 0
    while games < 3000:
        first = rng.sample([c for c in deck if c != "Ts"], 51)
        if any(c[0] == "K" for c in first[:2]):
            continue
        stream = [["Ts"] + first] + [rng.sample(deck, 52) for _ in range(ROUNDS)]
        wins += twin.play(stream, 3)["winner"] == 0
        games += 1
    p = wins / games
    se = (p * (1 - p) / games + (mark["ci"][1] - mark["equity"]) ** 2 / 1.96 ** 2) ** 0.5
    assert abs(mark["equity"] - p) < 4 * se


@pytest.mark.parametrize("hands, kw, message", [
    (["Ks"], {"players": 4}, "never traded"),
    (["9s", "2c"], {"players": 3}, "face down"),
    (["9s2c"], {"players": 3}, "one card"),
    (["9s"], {"players": 3, "dead": "2c"}, "no --dead"),
    (["9s"], {"players": 3, "exact": True}, "sampled"),
])
def test_bad_situations_get_one_line(hands, kw, message):
    with pytest.raises(UserError, match=message):
        advice("screw-your-neighbor", hands, trials=100, **kw)
