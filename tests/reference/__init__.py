"""Slow, plain-Python reference implementations used to check the fast kernels.

Nothing in this package imports from ``simpoker``: the point is to have an
independent second opinion written only from the rules.
"""
