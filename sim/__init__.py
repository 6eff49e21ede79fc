"""simpoker: simulate dealer's-choice poker games and report how they behave."""
__version__ = "0.1.0"
