"""The rule sources, named in words a reader understands (the files behind them are internal)."""
import re

SOURCES = {
    "000_ba1760463bb2993c.txt": "a game-of-the-month column on home poker (2018-2019)",
    "001_7522cdb2beee5b55.txt": "a home-game collection of draw, stud and hold'em variants",
    "002_e9e3ddad0967e445.txt": "one player's house rules for poker-like card games",
    "003_e94ff5f79957fc41.txt": "a home-game player's write-up of the games he plays (Extreme Poker)",
}
_FILE = re.compile(r"(\d{3}_[0-9a-f]{16}\.txt)(?: \(([^()]*)\))?")


def _words(m):
    name = SOURCES.get(m.group(1), "an unpublished rule text")
    return f"{name}: {m.group(2)}" if m.group(2) else name


def describe_source(text):
    """``text`` with every source file name (and its note in brackets) put in words."""
    return _FILE.sub(_words, text)
