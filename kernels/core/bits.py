"""Bit tricks on packed rank counts (four bits a rank) through LLVM intrinsics, and the next
combination of a set of indexes: the small integer helpers the kernels share."""
from llvmlite import ir
from numba import njit, types
from numba.core.extending import intrinsic


@intrinsic
def leading_zeros(typingctx, x):
    """LLVM's ctlz on a nonzero int64: lets rank loops visit only the ranks held."""
    def codegen(context, builder, signature, args):
        return builder.ctlz(args[0], ir.Constant(ir.IntType(1), 1))
    return types.int64(types.int64), codegen


@njit(cache=True, inline="always")
def top_rank(packed):
    """The highest rank with a nonzero count in packed (nonzero)."""
    return (63 - leading_zeros(packed)) >> 2


@njit(cache=True, inline="always")
def low_rank(packed):
    """The lowest rank with a nonzero count in packed (nonzero)."""
    return (63 - leading_zeros(packed & -packed)) >> 2


@njit(cache=True, inline="always")
def top_bit(mask):
    """The index of the highest set bit of mask (nonzero)."""
    return 63 - leading_zeros(mask)


@intrinsic
def bit_count(typingctx, x):
    """LLVM's ctpop on an int64: one instruction where the processor has it."""
    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])
    return types.int64(types.int64), codegen


@intrinsic
def trailing_zeros(typingctx, x):
    """LLVM's cttz on a nonzero int64: the lowest set bit's index."""
    def codegen(context, builder, signature, args):
        return builder.cttz(args[0], ir.Constant(ir.IntType(1), 1))
    return types.int64(types.int64), codegen


@njit(cache=True, inline="always")
def next_combination(idx, k, n):
    """Advance ``idx[:k]``, k increasing indexes below n, to the next such combination in lexical
    order. Returns the first position that changed, or -1 after the last combination."""
    j = k - 1
    while j >= 0 and idx[j] == n - k + j:
        j -= 1
    if j >= 0:
        idx[j] += 1
        for t in range(j + 1, k):
            idx[t] = idx[t - 1] + 1
    return j
