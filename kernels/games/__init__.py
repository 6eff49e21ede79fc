"""The kernels of games no driver expresses, one module (and a counter layout) a game."""
