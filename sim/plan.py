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
