"""Every registered game. Importing this package registers them all."""
from . import yanqui  # noqa: F401
