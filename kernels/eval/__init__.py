"""Hand evaluation: the evaluators and their tables, lows, hand counts, exact boards, and the
showdown every driver and game scores with."""
