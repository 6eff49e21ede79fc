"""Every registered game. Importing this package registers them all."""
from . import hot_tuna, stud_deals, stud_play, stud_score, stud_split, stud_wild, yanqui  # noqa: F401
