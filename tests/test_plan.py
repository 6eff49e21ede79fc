"""One plan builder and one argument order: every game kernel takes its leading arguments in the
order sim.engine.plan.kernel_plan passes them, and no game module writes its own runs or replays."""
import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import numpy as np
import pytest

from tests.stud_replay import make_plan

ROOT = Path(__file__).resolve().parent.parent
LEADING = ("deck", "n_players", "rules", "block_keys", "block_size", "first_deal", "n_trials",
           "orders")
# kernels spread over the threads that are no game's runner: the bench floor takes no rules
NOT_GAMES = {"kernels.games.floor.run_floor_blocks"}


def _game_kernels():
    import kernels
    from numba.core.registry import CPUDispatcher

    found = {}
    for info in pkgutil.walk_packages(kernels.__path__, "kernels."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (isinstance(value, CPUDispatcher) and name.startswith("run_")
                    and name.endswith("_blocks") and value.py_func.__module__ == module.__name__):
                found[f"{module.__name__}.{name}"] = value.py_func
    return {name: f for name, f in found.items() if name not in NOT_GAMES}


def test_every_game_kernel_leads_with_the_common_arguments():
    kernels = _game_kernels()
    assert len(kernels) >= 30 and "kernels.drivers.stud.run_stud_blocks" in kernels
    wrong = {name: tuple(inspect.signature(f).parameters)[:len(LEADING)]
             for name, f in kernels.items()
             if tuple(inspect.signature(f).parameters)[:len(LEADING)] != LEADING}
    assert wrong == {}


def test_no_game_module_writes_its_own_runs_or_replays():
    own = [f"{path.name}: {m.group(0)}" for path in sorted((ROOT / "sim" / "games").glob("*.py"))
           for m in re.finditer(r"def (run_blocks|replay)\(|\bPlan\(|map_blocks",
                                path.read_text(encoding="utf-8"))]
    assert own == []


def test_a_replay_takes_further_inputs_only_where_the_game_has_them():
    plan = make_plan("333", 3)
    orders = np.array([np.random.default_rng(1).permutation(52)], dtype=np.int8)
    assert plan.replay(orders).shape == (1, plan.n_counters)
    with pytest.raises(TypeError, match="card orders alone"):
        plan.replay(orders, np.zeros(1, dtype=np.int64))
