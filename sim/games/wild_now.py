"""What is wild now, and why, in a known situation: the moving wild rank replayed from the up
cards shown so far, in the order the deal showed them, plus the ranks wild in every hand.

Plain Python over the game file's wild rules (docs/game-files-stud.md §2.5): a page or a notebook
names the wild rank as the cards are tapped, without a kernel call. The odds themselves replay the
same cards through the kernels, which apply the same rules to the whole deal.
"""
from ..report.words import rank_plural

RANKS = "23456789TJQKA"
_DYNAMIC = {
    "middle": "set by the card put in the middle after a face-up {rank}",
    "lowest-down": "each hand's lowest down card (with all of that rank in the hand)",
    "house-last": "set at the showdown by the last card of the last seat",
    "drawn": "set by the cards drawn",
}


def wild_now(variant, options, policies, hands):
    """{"ranks": the ranks wild now ("Q", "8"; None where a game with a kernel of its own sets
    them), "moving": the moving rank or None, "why": a sentence} for ``hands`` as `odds` takes them (stud: ``DOWN/UP`` with up cards in dealing
    order; seat 0 first)."""
    spec = variant.game_file.rules_for(options, policies) if variant.game_file is not None else None
    wild = (spec or {}).get("wild") or {}
    always = _rank_list(wild.get("always"))
    rule = wild.get("rule", "none")
    lead = f"{_words(always)} wild in every hand" if always else ""
    if spec is None or rule in (None, "none"):
        if not always and variant.wild != "none":  # a game with a kernel of its own: its rules say
            return {"ranks": None, "moving": None,
                    "why": "set as this game's rules say (its rules page); the odds play them"}
        return {"ranks": always, "moving": None, "why": lead or "nothing is wild in this game"}
    if rule in _DYNAMIC or variant.odds_cards().deal != "stud":
        what = _DYNAMIC.get(rule, "set as the deal goes").format(rank=" or ".join(wild.get("ranks") or []))
        return {"ranks": always, "moving": None,
                "why": "; ".join(x for x in (lead, f"the moving wild rank is {what}") if x)}
    moving, why = _replay(rule, list(wild.get("ranks") or []), _up_cards(hands))
    ranks = always + ([moving] if moving is not None and moving not in always else [])
    return {"ranks": ranks, "moving": moving, "why": "; ".join(x for x in (lead, why) if x)}


def _up_cards(hands):
    """(card text, seat, its number among the seat's up cards) in the order the deal showed
    them: street by street, seat 0 first."""
    from ..studies.odds_stud import parse_stud_hand
    from ..spec.cards import format_card

    ups = [parse_stud_hand(h, f"hand {i}")[1] for i, h in enumerate(hands)]
    order = []
    for street in range(max((len(u) for u in ups), default=0)):
        for seat, up in enumerate(ups):
            if street < len(up):
                order.append((format_card(up[street]), up[street] >> 2, seat, street))
    return order


def _replay(rule, ranks, shown):
    moving, pending, trigger = None, False, None
    because = "no up card has set a wild rank yet"
    seen = {}
    for text, rank, seat, street in shown:
        r = RANKS[rank]
        where = f"{text} (seat {seat}, up card {street + 1})"
        if rule == "last-shown":
            if r in ranks:
                moving, because = r, f"{where} is the latest face-up card of a calling rank"
        elif rule == "follows":
            if r in ranks:
                moving, pending, trigger = None, True, where
                because = f"{where} was shown; nothing is wild until the next up card"
            elif pending:
                moving, pending = r, False
                because = f"{where} followed {trigger}"
        elif rule == "sequence":
            if (moving is None and r == "2") or (moving is not None and RANKS.index(r) == RANKS.index(moving) + 1):
                moving, because = r, f"{where} carried the run of up cards to {r}"
        elif rule == "pairs-board":
            if pending:
                moving, pending = r, False
                because = f"{where} followed {trigger}, which paired its board"
            if r in seen.setdefault(seat, set()):
                moving, pending, trigger = None, True, where
                because = f"{where} paired its board; nothing is wild until the next up card"
            seen[seat].add(r)
    if moving is not None:
        return moving, because
    return None, because


def _rank_list(value):
    """A wild-rank key (a list, or text such as "A,2"; "none": nothing) as a list of ranks."""
    from ..spec.cards import rank_text

    text = rank_text(value or [])
    return [] if text.lower() == "none" else [r.upper() for r in text.replace(" ", "").split(",")]


def _words(ranks):
    return " and ".join(rank_plural(r) for r in ranks)
