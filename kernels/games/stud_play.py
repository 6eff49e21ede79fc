"""Stud games where players act on their cards: Countdown's folds, Have a Heart's takes, English
Stud's and Open and Shut's draws, Share Your Hole's shared cards. A module per game (countdown,
have_a_heart, english_stud, open_and_shut, share_your_hole), the pieces they share in
kernels/eval/showdown.py; this module names the runners.

Each game is a block runner with the stud driver's signature and counter layout
(kernels.drivers.stud.LAYOUT), so the stud plans decode them. A runner per game, not one switch: the user
compiles only the game he runs. The runners are serial and GIL-free, and sim.engine.threads.map_blocks
spreads their blocks over threads: a prange runner compiled 1.6 times longer, and these games'
compile time is what the test suite and a first run pay most. How the runners are written (flat
deal loops, NumPy's error model, packed rank counts) is in the note of kernels/eval/showdown.py.
"""
from .countdown import run_countdown_blocks
from .have_a_heart import run_heart_blocks
from .english_stud import run_english_blocks
from .open_and_shut import run_open_shut_blocks
from .share_your_hole import run_share_blocks

__all__ = ["run_countdown_blocks", "run_heart_blocks", "run_english_blocks",
           "run_open_shut_blocks", "run_share_blocks"]
