"""Counter and rule-array layouts: every runner keeps the shared core, writes only inside its own
slices, and no two rule settings share a slot."""
import importlib
import pkgutil
import re

import pytest

import kernels
from kernels.core import layout
from kernels.core.layout import CORE, layout_offsets, rule_slots, runner_layout

# the modules that compile kernels (Numba); the layout modules are plain Python
KERNEL_MODULES = sorted(m.name.removeprefix("kernels.")
                        for m in pkgutil.walk_packages(kernels.__path__, "kernels.") if not m.ispkg)
OWN_CORE = {"games.hot_tuna", "games.hot_tuna_layout"}  # three hands a player: tables of other shapes


def _source(name):
    module = importlib.import_module(f"kernels.{name}")
    return module, open(module.__file__, encoding="utf-8").read()


@pytest.mark.parametrize("name", KERNEL_MODULES)
def test_every_counter_a_module_writes_starts_one_of_its_own_slices(name):
    """Each O_* offset a kernel module names begins a slice of the layout that module counts in
    (its own, declared in it or imported with it; the core for shared helpers), so no runner
    writes into another runner's counters."""
    module, text = _source(name)
    offsets = getattr(module, "OFFSETS", None) or layout_offsets(CORE)[0]
    starts = {at: slice_name for slice_name, (at, _) in offsets.items()}
    for const in sorted(set(re.findall(r"\bO_[A-Z][A-Z0-9_]*\b", text))):
        if not hasattr(module, const):  # a local name or a comment's word
            continue
        value = getattr(module, const)
        assert value in starts, f"kernels/{name.replace('.', '/')}.py writes {const} = {value}, no slice of its layout"


def test_every_runner_layout_begins_with_the_core():
    seen = 0
    for name in KERNEL_MODULES:
        module = importlib.import_module(f"kernels.{name}")
        own = getattr(module, "LAYOUT", None)
        if own is None or name in OWN_CORE:
            continue
        seen += 1
        assert tuple(own[:len(CORE)]) == CORE, name
        assert module.N_COUNTERS == sum(n for _, n in own), name
    assert seen >= 7  # the stud driver and the runners with a deal of their own


def test_every_plan_counts_in_its_runners_layout():
    """A plan's counters are its runner's: a row of the right width, and the layout's names."""
    import sim

    for variant in sim.all_variants():
        plan = variant.plan(variant.defaults(), variant.resolve_policies({}), variant.default_players_for())
        assert plan.layout, variant.id
        assert sum(n for _, n in plan.layout.values()) == plan.n_counters, variant.id
        if variant.id != "hot-tuna":
            assert list(plan.layout)[:len(CORE)] == [n for n, _ in CORE], variant.id


def test_layouts_refuse_a_name_declared_twice():
    with pytest.raises(ValueError, match="twice"):
        runner_layout((("tie", 1),))
    with pytest.raises(ValueError, match="twice"):
        rule_slots((("policy", 1),), (("policy", 2),))


@pytest.mark.parametrize("name", ["drivers.stud_layout", "drivers.draw_layout"])
def test_no_two_rule_slots_share_a_place(name):
    """Every named slot of a rule array has a place of its own (wide slots take several), inside
    the array: no game reads another game's setting. The R_* constants are the named slots."""
    module = importlib.import_module(f"kernels.{name}")
    slots = module.RULE_SLOTS
    ordered = sorted(slots.items(), key=lambda item: item[1])
    ends = [at for _, at in ordered[1:]] + [module.R_SIZE]
    taken = {}
    for (n, start), end in zip(ordered, ends):
        assert end > start, f"{n} has no room"
        for slot in range(start, end):
            assert slot not in taken, f"{n} and {taken[slot]} share slot {slot}"
            assert 0 <= slot < module.R_SIZE, f"{n} is outside the rule array"
            taken[slot] = n
    constants = {c: getattr(module, c) for c in dir(module) if c.startswith("R_") and c != "R_SIZE"}
    for const, value in constants.items():
        assert value in slots.values(), f"{const} = {value} names no slot"
    assert len(set(constants.values())) == len(constants), "two R_* constants name one slot"


def test_core_offsets_match_the_core_layout():
    offsets, total = layout_offsets(CORE)
    assert layout.N_CORE == total
    assert layout.O_WINNER == offsets["winner_category"][0]
    assert layout.O_SHOW_CHANGES == offsets["show_lead_changes"][0]
