"""What the runner needs from a variant: a block kernel and a decoder for its counts."""
from dataclasses import dataclass
from typing import Callable


def named_counts(counts, layout):
    """{counter name: its slice of ``counts``}, for one row of counts in ``layout``
    ({name: (offset, length)}, as the runner modules declare it)."""
    return {name: counts[a:a + n] for name, (a, n) in layout.items()}


@dataclass
class Plan:
    """A ready-to-run game.

    ``run_blocks(keys, block_size, first_deal, n_trials)`` returns one row of integer counts per
    block (the block kernels' order of these arguments); ``decode(counts, trials)`` turns the
    summed counts into report tables (DESIGN.md §7).
    """

    run_blocks: Callable
    decode: Callable
    n_counters: int
    describe: dict  # facts for the report: deck size, streets, measured subsample, ...
    inputs: dict = None  # the kernel's own inputs (rule arrays, tables), for tests that replay deals
    replay: Callable = None  # replay(orders, ...): counts per given card order (one row per deal)
    layout: dict = None  # the runner's counters by name: {name: (offset, length)}

    def named(self, counts):
        """{counter name: its slice of ``counts``} (one row of counts, in this plan's layout)."""
        return named_counts(counts, self.layout)


def kernel_plan(kernel, deck, players, rules, tables, decode, describe, layout, streams=False,
                inputs=None, replay_rules=None, replay_tables=None):
    """The Plan of a game run by one block kernel with the common signature
    ``kernel(deck, players, rules, keys, block_size, first_deal, n_trials, orders, *tables)``
    (``tables``: whatever else the kernel reads, fixed for the game: a stud script, card tables,
    a policy's table): ``run_blocks`` over the thread pool, and ``replay`` of given card orders
    (one row a deal; with ``streams``, a row of whole 52-card permutations a trial, for games that
    shuffle again).

    ``replay_rules``: the rules replays run under (a measured subsample measured on every replayed
    deal, say); then ``replay(orders, every_deal=False)`` replays under the run's own rules.
    ``replay_tables(orders, *args)``: the kernel's tables for a replay where a replayed deal needs
    inputs of its own beyond its cards (hot tuna's Weltschmertz card), ``args`` being replay()'s
    further positional arguments."""
    import numpy as np

    from .checks import check_orders
    from .threads import map_blocks

    no_orders = np.zeros((0, 0), dtype=np.int8)
    tables = tuple(tables)

    def run_blocks(keys, block_size, first_deal, n_trials):
        return map_blocks(kernel, (deck, players, rules), keys, block_size, first_deal, n_trials,
                          (no_orders,) + tables)

    def replay(orders, *args, every_deal=True):
        orders = np.ascontiguousarray(orders, dtype=np.int8)
        if streams:
            if orders.ndim != 2 or orders.shape[1] % 52:
                raise ValueError("a replayed trial is a row of whole 52-card permutations")
            for k in range(orders.shape[1] // 52):
                check_orders(np.ascontiguousarray(orders[:, 52 * k:52 * (k + 1)]), deck)
        else:
            check_orders(orders, deck)
        if args and replay_tables is None:
            raise TypeError("this game's replays take the card orders alone")
        replay_in = tables if replay_tables is None else tuple(replay_tables(orders, *args))
        replay_under = rules if replay_rules is None or not every_deal else replay_rules
        return kernel(deck, players, replay_under, np.zeros(len(orders), dtype=np.uint64), 1, 0,
                      len(orders), orders, *replay_in)

    n_counters = sum(n for _, n in layout.values())
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=n_counters, describe=describe,
                inputs=dict(inputs or {}, rules=rules, deck=deck,
                            **({} if replay_rules is None else {"replay_rules": replay_rules})),
                replay=replay, layout=layout)
