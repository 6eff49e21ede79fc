"""Every game id the project means to build: the ids of the team's variant catalog,
copied here once so that the package and its tests need nothing outside the project), each with the family
the catalog gives it, and the games the project adds of its own.

The registry is checked against this list (tests/test_catalog.py): every registered id must be on it,
and the number built cannot drop unnoticed. A game added to the catalog is added here by hand.
"""

# id -> the catalog's family (the registry may file a game more simply: `simpoker list`)
CATALOG = {
    # source 000_ba1760463bb2993c.txt
    "three-card-extra": "stud",
    "cincinnati-liz": "community",
    "crisscross": "community",
    "shut-and-open": "draw",
    "open-and-shut": "stud+draw",
    "share-your-hole": "stud",
    "extra-point-poker": "special",
    "half-court-basketball": "stud+score",
    "seven-up": "stud",
    "follow-the-queen": "stud",
    "mexican-stud": "stud",
    "gruesome-twosome": "draw",
    "yanqui-baseball": "stud",
    "trump-is-wild": "stud",
    # source 001_7522cdb2beee5b55.txt
    "five-card-draw": "draw",
    "acey-deucey": "draw",
    "pregnant-threes": "draw",
    "heinz-57": "draw",
    "snowmen-and-hockey-sticks": "draw",
    "stedmans": "draw",
    "honky-tonk": "draw",
    "italian-poker": "draw",
    "jacks-or-better-trips-to-win": "draw",
    "kings-and-little-ones": "draw",
    "pass-the-trash": "draw",
    "psycho": "draw+stud",
    "six-back-to-five": "draw",
    "trees": "draw",
    "whiskey-poker": "draw",
    "auction": "stud",
    "blind-baseball": "stud",
    "baseball": "stud",
    "count-your-diamonds": "stud",
    "countdown": "stud",
    "dirty-schultz": "stud",
    "english-stud": "stud+draw",
    "have-a-heart": "stud",
    "sequence": "stud",
    "texas-holdem": "community",
    "omaha": "community",
    "irish": "community",
    "super-eight": "community",
    "tahoe": "community",
    "pineapple": "community",
    "crazy-pineapple": "community",
    # source 002_e9e3ddad0967e445.txt
    "333": "score",
    "727": "score",
    "colored-poker": "score",
    "screw-your-neighbor": "elimination",
    "in-between": "score",
    "red-black": "score",
    "russian-poker": "arrangement",
    # source 003_e94ff5f79957fc41.txt
    "hot-tuna": "special",
}

# built by the project though no rule source names them: id -> family
PROJECT_ADDITIONS = {
    "seven-card-stud": "stud",  # plain seven-card stud, the baseline the wild games are compared with
    # the mixed games the other odds tools cover (ProPokerTools, PokerStove, pokenum, pokerkit)
    "five-card-stud": "stud",
    "seven-card-stud-hi-lo": "stud",
    "razz": "stud",
    "high-chicago": "stud",
    "low-chicago": "stud",
    "guts": "stud",
    "anaconda": "draw",
    "deuce-to-seven-single-draw": "draw",
    "deuce-to-seven-triple-draw": "draw",
    "ace-to-five-triple-draw": "draw",
    "badugi": "draw",
    "omaha-5": "community",
    "omaha-6": "community",
    "big-o": "community",
    "courchevel": "community",
    "short-deck": "community",
    "double-board-holdem": "community",
    "double-board-omaha": "community",
}

PLANNED = {**CATALOG, **PROJECT_ADDITIONS}
