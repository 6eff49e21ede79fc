"""Numba kernels: card encoding, random streams, hand evaluation and the family drivers.

Plain arrays in, integer counts out. Nothing here imports pandas or does I/O.
"""
