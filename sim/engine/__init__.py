"""Running a game: the runner (blocks, streams, checkpoints, resume), plans, threads, the Dask
engine and compile notices."""


def __getattr__(name):
    """A module of this folder, loaded the first time it is named (``sim.engine.{name}``)."""
    import importlib

    try:
        return importlib.import_module(f".{name}", __name__)
    except ModuleNotFoundError as e:
        if e.name != f"{__name__}.{name}":
            raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
