"""Every registered game. Importing this package registers them all.

Declaring a game must stay cheap (`simpoker list`, `show`): a game module imports at its top only
the Numba-free constant modules (kernels/drivers/stud_layout.py, hot_tuna_layout.py, categories.py,
cards.py) and sim helpers that load numpy in their functions, and imports numpy, its kernels, the
tables and sim.spec.evaluation inside the functions that build a plan or decode, when a run needs them
(no numpy array at module level). tests/test_fast_start.py holds every game to that.
"""
from . import hot_tuna, stud_play, stud_score  # noqa: F401
from . import draw, draw_own, trade  # noqa: F401
from . import badugi, community, double_board, short_deck  # noqa: F401
from . import auction, extra_point_poker, red_black, russian_poker, score, seven_two_seven  # noqa: F401

from ..spec.game_file import shipped_games
from ..spec.game_spec import register

for _game in shipped_games():  # the game files of sim/games/files/: the driver games
    register(_game)
