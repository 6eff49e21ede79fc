"""The serial kernels' compiler (kernels/core/serial_compiler.py): one copy propagation, in the right
place, that drops reference counts and changes no result."""
import numpy as np
from numba import njit

from kernels.core.serial_compiler import CopyPropagatingCompiler


@njit(cache=False)
def _tripled(a, i):
    return a[i] * 3


@njit(cache=False, inline="always")
def _score(a, b, i):
    """An inlined helper taking arrays, with a call on a branch: the shape that costs counts."""
    if a[i] > 1000:
        return _tripled(b, i)
    return a[i] + b[i]


def _loop(a, b, n):
    total = 0
    for k in range(n):
        alias = a
        total += _score(alias, b, k % a.shape[0])
    return total


def _compiled(pipeline_class=None):
    if pipeline_class is None:
        return njit(cache=False)(_loop)
    return njit(cache=False, pipeline_class=pipeline_class)(_loop)


def _incref_calls(dispatcher):
    return dispatcher.inspect_llvm(dispatcher.signatures[0]).count("call void @NRT_incref(")


def test_copy_propagation_drops_the_reference_counts_and_keeps_the_result():
    a = np.arange(8, dtype=np.int64)
    b = np.arange(8, dtype=np.int64) * 5
    a[3] = 2000  # the called branch runs too
    plain, propagated = _compiled(), _compiled(CopyPropagatingCompiler)
    assert plain(a, b, 100) == propagated(a, b, 100) == _loop(a, b, 100)
    assert _incref_calls(plain) > 0
    assert _incref_calls(propagated) == 0


def test_copy_propagation_runs_where_the_parallel_compiler_simplifies():
    """After the phi nodes are stripped and the rewrites are done: placed right after typing, it
    read phi nodes as copies and changed the lean kernel's dealing (caught by its counts)."""
    f = _compiled(CopyPropagatingCompiler)
    f(np.arange(4), np.arange(4), 3)
    names = [n.split("_", 1)[1] for n in f.get_metadata(f.signatures[0])["pipeline_times"]["nopython"]]
    at = names.index("simpoker_copy_propagation")
    assert names.index("strip_phis") < at and names.index("nopython_rewrites") < at
    assert at < names.index("native_lowering")


def test_every_block_runner_compiles_with_it():
    """Every GIL-free kernel that map_blocks spreads over threads (the runners, the bench floor,
    the board odds sampler); a new one without it would pay the reference counts."""
    import importlib
    import pkgutil

    import kernels
    from numba.core.registry import CPUDispatcher

    runners = {}
    for info in pkgutil.walk_packages(kernels.__path__, "kernels."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, CPUDispatcher) and value.targetoptions.get("nogil"):
                runners[f"{value.py_func.__module__}.{name}"] = value
    assert len(runners) >= 30 and "kernels.drivers.stud_lean.run_lean_blocks" in runners
    plain = [name for name, kernel in runners.items()
             if kernel._compiler.pipeline_class is not CopyPropagatingCompiler]
    assert plain == []
