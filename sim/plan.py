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

    ``run_blocks(keys, first_deal, block_size, n_trials)`` returns one row of integer counts per
    block; ``decode(counts, trials)`` turns the summed counts into report tables (DESIGN.md §7).
    """

    run_blocks: Callable
    decode: Callable
    n_counters: int
    describe: dict  # facts for the report: deck size, streets, measured subsample, ...
    inputs: dict = None  # the kernel's own inputs (rule arrays, tables), for tests that replay deals
    replay: Callable = None  # replay(orders): counts per given card order (one row per deal)
    layout: dict = None  # the runner's counters by name: {name: (offset, length)}

    def named(self, counts):
        """{counter name: its slice of ``counts``} (one row of counts, in this plan's layout)."""
        return named_counts(counts, self.layout)


def kernel_plan(kernel, deck, players, rules, tables, decode, describe, layout, streams=False,
                inputs=None, replay_rules=None):
    """The Plan of a game run by one block kernel with the common signature
    ``kernel(deck, players, rules, keys, block_size, first_deal, n_trials, orders, *tables)``:
    ``run_blocks`` over the thread pool, and ``replay`` of given card orders (one row a deal; with
    ``streams``, a row of whole 52-card permutations a trial, for games that shuffle again),
    under ``replay_rules`` when given (a measured subsample measured on every replayed deal)."""
    import numpy as np

    from .checks import check_orders
    from .threads import map_blocks

    no_orders = np.zeros((0, 0), dtype=np.int8)

    def run_blocks(keys, first_deal, block_size, n_trials):
        return map_blocks(kernel, (deck, players, rules), keys, first_deal, block_size, n_trials,
                          (no_orders,) + tuple(tables))

    def replay(orders):
        orders = np.ascontiguousarray(orders, dtype=np.int8)
        if streams:
            if orders.ndim != 2 or orders.shape[1] % 52:
                raise ValueError("a replayed trial is a row of whole 52-card permutations")
            for k in range(orders.shape[1] // 52):
                check_orders(np.ascontiguousarray(orders[:, 52 * k:52 * (k + 1)]), deck)
        else:
            check_orders(orders, deck)
        return kernel(deck, players, rules if replay_rules is None else replay_rules,
                      np.zeros(len(orders), dtype=np.uint64), 1, 0, len(orders), orders, *tables)

    n_counters = sum(n for _, n in layout.values())
    return Plan(run_blocks=run_blocks, decode=decode, n_counters=n_counters, describe=describe,
                inputs=dict(inputs or {}, rules=rules, deck=deck), replay=replay, layout=layout)
