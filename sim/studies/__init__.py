"""Questions asked of the games: odds from a known situation, comparisons, hand distributions and
sweeps."""


def __getattr__(name):
    """A module of this folder, loaded the first time it is named (``sim.studies.{name}``)."""
    import importlib

    try:
        return importlib.import_module(f".{name}", __name__)
    except ModuleNotFoundError as e:
        if e.name != f"{__name__}.{name}":
            raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
