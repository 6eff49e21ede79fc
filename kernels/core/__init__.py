"""The kernels' core: card codes, the deck and its deal, counter-based random streams, counter
layouts and the compiler pipeline."""
