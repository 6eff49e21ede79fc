"""The compiler for serial block kernels: Numba's nopython pipeline plus one copy propagation.

Numba gives every IR variable that holds an array a reference, counted when it is assigned and
dropped when it dies. Each helper inlined at the IR level (``inline="always"``) binds its array
arguments to fresh variables, so in a hot loop every inlined call can cost atomic reference
counts that LLVM's pruning does not always remove. The parallel compiler avoids this by
copy-propagating the loop body (``ir_utils.simplify``), but its parfor passes cost the lean
kernel 13 s more compile than a serial build. This pipeline runs the same simplification once,
where the parallel compiler runs it (after typing, the phi nodes' removal and the rewrites), on
a serial kernel; docs/performance.md has the measurements. Every block runner compiles with it
(tests/test_serial_compiler.py).
"""
from numba.core.compiler import CompilerBase, DefaultPassBuilder
from numba.core.compiler_machinery import FunctionPass, register_pass
from numba.core.ir_utils import simplify
from numba.core.typed_passes import NopythonRewrites


@register_pass(mutates_CFG=True, analysis_only=False)
class CopyPropagation(FunctionPass):
    """Replace copies of variables by the variables, drop dead code, merge straight blocks."""

    _name = "simpoker_copy_propagation"

    def __init__(self):
        FunctionPass.__init__(self)

    def run_pass(self, state):
        simplify(state.func_ir, state.typemap, state.calltypes, {})
        return True


class CopyPropagatingCompiler(CompilerBase):
    """``njit(pipeline_class=CopyPropagatingCompiler)``: the default pipeline, copy-propagated
    after its typed passes."""

    def define_pipelines(self):
        passes = DefaultPassBuilder.define_nopython_pipeline(self.state)
        # where the parallel compiler simplifies: after the phi nodes are stripped (copy propagation
        # reads the IR as plain assignments) and the rewrites are done
        passes.add_pass_after(CopyPropagation, NopythonRewrites)
        passes.finalize()
        return [passes]
