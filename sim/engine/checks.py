"""Checks in front of the kernels: compiled code does no bounds checks, so a plan whose inputs a
kernel cannot take (too many seats for its counters, a rule array of the wrong size or type, a
replayed card order that is not the deck) is refused here with a clear message, never turned into
an out-of-bounds write. Plans call these once when they are built and on every replay.

numpy is imported by the functions: the game declarations import these names, and declaring the
games must not load numpy."""


class PlanError(ValueError):
    """Kernel inputs a plan must never produce: a bug in a game's declaration, not a user's mistake."""


def check_array(name, a, dtype, ndim, length=None):
    import numpy as np

    if not isinstance(a, np.ndarray) or a.dtype != np.dtype(dtype) or a.ndim != ndim:
        got = f"{a.dtype} with {a.ndim} dimensions" if isinstance(a, np.ndarray) else type(a).__name__
        raise PlanError(f"{name} must be a {ndim}-D {np.dtype(dtype)} array, not {got}")
    if length is not None and a.shape[0] != length:
        raise PlanError(f"{name} must hold {length} entries, not {a.shape[0]}")
    if not a.flags.c_contiguous:
        raise PlanError(f"{name} must be C-contiguous")


def check_deal(deck, seats, max_seats, rules, rule_size, script=None, codes=None, max_streets=None):
    """The inputs every block runner takes: the deck (card codes), the seats dealt, the rule array,
    and for the stud runners the street script (its codes, at most ``max_streets`` of them)."""
    import numpy as np

    check_array("deck", deck, np.int8, 1)
    if deck.size == 0 or deck.min() < 0 or deck.max() > 53:
        raise PlanError("deck holds card codes 0..53 (52 cards and two jokers)")
    if not isinstance(seats, (int, np.integer)) or not 1 <= seats <= max_seats:
        raise PlanError(f"{seats} seats: the kernel's counters hold 1 to {max_seats}")
    check_array("rules", rules, np.int64, 1, rule_size)
    if script is not None:
        check_array("script", script, np.int64, 1)
        if not 1 <= script.size <= max_streets:
            raise PlanError(f"a script of {script.size} streets: the kernel deals 1 to {max_streets}")
        if not np.isin(script, codes).all():
            raise PlanError(f"street codes must be among {sorted(codes)}, not {sorted(set(script.tolist()))}")


def check_orders(orders, deck):
    """Replayed card orders: a 2-D int8 array, each row the plan's deck in some order (a kernel
    reads as far into a row as the deal goes, and counts each card once)."""
    import numpy as np

    check_array("orders", orders, np.int8, 2)
    if orders.shape[1] != deck.size:
        raise PlanError(f"each card order must hold the deck's {deck.size} cards, not {orders.shape[1]}")
    if len(orders) and not (np.sort(orders, axis=1) == np.sort(deck)).all():
        bad = int(np.flatnonzero((np.sort(orders, axis=1) != np.sort(deck)).any(axis=1))[0])
        raise PlanError(f"card order {bad} is not the deck in some order")
