"""Where Omaha's rank table (kernels/games/omaha.py) keeps a hand: the row of a board's five
ranks and the column of a pair of hole ranks. Here, below the games, because the exact board
walk (kernels/eval/odds_enum.py) reads the same table."""
from numba import njit


@njit(cache=True, inline="always")
def board_row(a, b, c, d, e):
    """The row of a board's five ranks (any order): the colex rank of the sorted multiset."""
    # a sorting network of five
    if a > b:
        a, b = b, a
    if d > e:
        d, e = e, d
    if c > e:
        c, e = e, c
    if c > d:
        c, d = d, c
    if b > e:
        b, e = e, b
    if a > d:
        a, d = d, a
    if a > c:
        a, c = c, a
    if b > d:
        b, d = d, b
    if b > c:
        b, c = c, b
    # C(a, 1) + C(b + 1, 2) + C(c + 2, 3) + C(d + 3, 4) + C(e + 4, 5)
    b1 = b + 1
    c2 = c + 2
    d3 = d + 3
    e4 = e + 4
    return (a + b1 * (b1 - 1) // 2 + c2 * (c2 - 1) * (c2 - 2) // 6
            + d3 * (d3 - 1) * (d3 - 2) * (d3 - 3) // 24
            + e4 * (e4 - 1) * (e4 - 2) * (e4 - 3) * (e4 - 4) // 120)


@njit(cache=True, inline="always")
def pair_column(r, s):
    """The column of two hole ranks (either order)."""
    lo = min(r, s)
    hi = max(r, s)
    return hi * (hi + 1) // 2 + lo
