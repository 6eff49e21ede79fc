"""The drivers as a black box for the game-file property tests: a game file's table (as TOML reads
it), a table size and card orders in, the kernel's counters for each order out, by name.

The generic reference (tests/reference/game_files/) is written from docs/game-files.md alone; this
module is the only place the tests reach the drivers for it."""
import numpy as np

from sim.spec.cards import format_card, parse_card
from sim.spec.game_file import read_game


def read(doc, origin="property.toml"):
    """The GameSpec a game file's table describes (a UserError if it is not valid)."""
    return read_game(doc, origin)


def kernel_counts(doc, players, decks, options=None, policies=None):
    """For each deck (a list of card texts, top first, the whole deck), the counters the kernel
    adds for one deal dealt from it: a list of {counter name: list of ints}."""
    game = read(doc)
    plan = game.plan(game.resolve_options(options or {}), game.resolve_policies(policies or {}),
                     players)
    orders = np.array([[parse_card(c) for c in deck] for deck in decks], dtype=np.int8)
    rows = plan.replay(orders)
    return [{name: [int(x) for x in values] for name, values in plan.named(row).items()}
            for row in rows]


def deck_texts(game_doc, options=None, rng=None, n=1):
    """``n`` random orders of the game's deck, as card texts."""
    game = read(game_doc)
    plan = game.plan(game.resolve_options(options or {}), game.resolve_policies({}),
                     game.default_players)
    deck = np.asarray(plan.inputs["deck"])
    rng = rng or np.random.default_rng(0)
    return [[format_card(c) for c in rng.permutation(deck)] for _ in range(n)]
