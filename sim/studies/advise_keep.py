"""`advise` on the keep of a discard game (Pineapple, Crazy Pineapple, Irish): which two hole
cards to keep, every pair ranked by its exact equity against known hands.

At the discard every seat keeps two cards and the others leave play; from then on the hand is
Hold'em's (the best five of two hole cards and the board). With every opponent's cards known,
each pair the hero may keep is a Hold'em situation: his pair, the opponents' kept pairs (given,
or kept by their policy from the cards given), the board so far, and every thrown card dead.
Each is enumerated over every completion of the board by the board kernel, so equities, wins
and ties are exact and the options are compared on the same boards.
"""
from itertools import combinations

from ..errors import UserError


def policy_keep(cards, board, policy):
    """The two of ``cards`` (codes, in dealing order) a seat keeps by the keep ``policy`` with
    ``board`` so far, as kernels/drivers/community.py's _keep_two decides: ``high`` the two
    highest ranks (the first dealt of equals); else the pair making the best hand with the
    board (the first of equals, in dealing order)."""
    import numpy as np

    from ..spec.evaluation import HandRule, evaluate_codes

    if policy == "high":
        first = max(range(len(cards)), key=lambda i: (cards[i] >> 2, -i))
        second = max((i for i in range(len(cards)) if i != first), key=lambda i: (cards[i] >> 2, -i))
        return tuple(sorted((first, second)))
    pairs = list(combinations(range(len(cards)), 2))
    hands = np.array([[cards[i], cards[j]] + list(board) for i, j in pairs])
    values = evaluate_codes(hands, HandRule(), sizes=[2 + len(board)] * len(pairs))
    best = max(range(len(pairs)), key=lambda k: (int(values[k]), -k))
    return pairs[best]


def keep_advice(v, pols, spec, hands, board_text, dead_text, players, advice_class):
    import numpy as np

    from kernels.eval import odds_board as ko
    from kernels.eval.hash_tables import card_table
    from kernels.eval.odds_enum import exact_seven_grouped, natural_values
    from kernels.core.categories import CATEGORY_NAMES, STANDARD_CATEGORIES

    from ..engine.compiling import load_numba_target
    from ..spec.cards import format_card, format_cards
    from ..spec.evaluation import hash_tables
    from .odds_answer import cards_given_once, split_cards

    n_hole = spec["deal"]["hole"]
    at_flop = spec["discard"]["at"] == "flop"
    seats = [split_cards(h, f"hand {i}") for i, h in enumerate(hands)]
    if len(seats[0]) != n_hole:
        raise UserError(f"{v.id} deals {n_hole} hole cards; give all of the hero's: "
                        f"{hands[0]!r} has {len(seats[0])}")
    for i, cards in enumerate(seats[1:], 1):
        if len(cards) not in (2, n_hole):
            raise UserError(f"hand {i} ({hands[i]!r}) has {len(cards)} cards: give the two it "
                            f"keeps, or all {n_hole} it was dealt (it keeps by its policy)")
    players = len(seats) if players is None else players
    if players != len(seats):
        raise UserError("advise covers the keep against known hands so far: give each "
                        "opponent's cards (--hand), no unknown seats")
    if players < 2:
        raise UserError("give at least one opponent's cards (--hand): the keep is ranked by equity")
    board = split_cards(board_text, "board") if board_text else []
    need = 3 if at_flop else 0
    if len(board) != need:
        when = "after the flop: give the flop (--board, 3 cards)" if at_flop else \
            "before the flop: give no board"
        raise UserError(f"{v.id}'s keep comes {when}, not {len(board)} board cards")
    dead = split_cards(dead_text, "dead cards") if dead_text else []
    cards_given_once([(f"hand {i}", h) for i, h in enumerate(seats)]
                     + [("the board", board), ("the dead cards", dead)])
    policy = pols.get("keep", next(d for d in v.decisions if d.name == "keep").default)
    kept_by = []  # the opponents' kept pairs and thrown cards
    for cards in seats[1:]:
        if len(cards) == 2:
            kept_by.append((list(cards), []))
        else:
            i, j = policy_keep(cards, board, policy)
            kept_by.append(([cards[i], cards[j]], [c for k, c in enumerate(cards) if k not in (i, j)]))
    hero = seats[0]
    mine = policy_keep(hero, board, policy)
    load_numba_target()
    offsets, nonflush, flush = hash_tables()
    tables = (card_table(0), offsets, nonflush, flush)
    cats = [c for c in STANDARD_CATEGORIES if c != "five-of-a-kind"]
    rows = []
    for i, j in combinations(range(n_hole), 2):
        thrown = [c for k, c in enumerate(hero) if k not in (i, j)]
        holes = [[hero[i], hero[j]]] + [pair for pair, _ in kept_by]
        out = set(dead) | set(thrown) | {c for _, t in kept_by for c in t}
        known = {c for h in holes for c in h} | set(board) | out
        h = np.zeros((players, ko.MAX_HOLE), dtype=np.int64)
        for p, pair in enumerate(holes):
            h[p, :2] = pair
        b = np.zeros(ko.BOARD, dtype=np.int64)
        b[:len(board)] = board
        rest = np.array([c for c in range(52) if c not in known], dtype=np.int64)
        row = exact_seven_grouped(h, players, 2, b, len(board), rest, tables[0], tables[1],
                                  natural_values(tables[2]), tables[3])
        n = int(row[ko.O_TRIALS])
        equity = int(row[ko.O_UNITS]) / (n * ko.SHARE_UNITS)
        final = {c: int(row[ko.O_HERO_CAT + CATEGORY_NAMES.index(c)]) / n for c in cats}
        rows.append({"option": f"keep {format_card(hero[i])} {format_card(hero[j])}, throw "
                               f"{format_cards(thrown)}",
                     "kept": format_cards([hero[i], hero[j]]), "thrown": format_cards(thrown),
                     "legal": True, "default": (i, j) == mine, "equity": equity,
                     "ci": [equity, equity], "win": int(row[ko.O_WIN]) / n,
                     "tie": int(row[ko.O_TIE]) / n, "final": final, "completions": n,
                     "against": [format_cards(pair) for pair, _ in kept_by]})
    rows.sort(key=lambda r: (-r["equity"], -r["win"]))
    for r in rows:
        r["diff"] = r["equity"] - rows[0]["equity"]
        r["diff_ci"] = [r["diff"], r["diff"]]
    return advice_class(game=v.id, decision="keep", hand=format_cards(hero),
                        dead=format_cards(dead), players=players, exact=True, target="",
                        target_reason="", categories=tuple(cats), rows=rows, policy=policy,
                        measure="equity", board=format_cards(board))
