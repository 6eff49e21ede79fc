"""In Between's answers to `simpoker advise`: the bet on the third card (with the call of a
second-post ace), and the call of a first-post ace, each counted exactly over the unseen cards.

A turn's value is the chips it wins for its player: the bet times (P(between) - P(outside) -
P(a post), twice that with post_pays_double). It is linear in the bet, so the best bet is the
minimum or the limit, and those two are the options. The rules are those of the kernel
(kernels/games/in_between.py): a third-card ace is never between; a second-post ace is called
before the bet; the limit is the pot (half of it in the first round), at most the table's.
"""
from fractions import Fraction

from kernels.games import in_between_layout as ki

from ..errors import UserError

ACE = 12


def _posts(v, opts, s, decision):
    from ..studies.odds_answer import cards_given_once, split_cards

    s.refuse_extras(f"the {decision} of {v.id}", ("--pot", "--first-round"))
    if s.players is not None:
        raise UserError(f"the {decision} of {v.id} is one player's turn: leave out --players")
    if len(s.hands) != 1:
        raise UserError("give the posts as one --hand: the first post, then the second if it is up")
    posts = split_cards(s.hands[0], "the posts")
    dead = split_cards(s.dead, "the dead cards") if s.dead else []
    cards_given_once([("the posts", posts), ("the dead cards", dead)])
    if s.trials is not None or s.until_ci is not None or s.exact is False:
        raise UserError(f"the {decision} of {v.id} is counted exactly over the unseen cards: "
                        "leave out --trials, --until-ci and --sample")
    unseen = [c for c in range(52) if c not in set(posts) | set(dead)]
    if len(unseen) < 3 - len(posts):
        raise UserError("too few unseen cards left for the turn: the deck would be reshuffled")
    return posts, dead, unseen


def _limit(s):
    if s.pot is None:
        raise UserError("give the chips in the pot: --pot N (the bet's limit is the pot, half of "
                        "it in the first round: --first-round)")
    if s.pot < 1:
        raise UserError(f"--pot {s.pot}: a pot to bet from holds at least {ki.MIN_BET} chip")
    return max(min(s.pot // 2 if s.first_round else s.pot, ki.MAX_BET), ki.MIN_BET)


def _outcomes(lo, hi, posts, unseen):
    """(between, post, outside) counts of the third card over the unseen cards."""
    between = post = outside = 0
    for c in unseen:
        r = c >> 2
        if r == ACE:
            if any(p >> 2 == ACE for p in posts):
                post += 1
            else:
                outside += 1
        elif lo < r + 2 < hi:
            between += 1
        elif r + 2 in (lo, hi):
            post += 1
        else:
            outside += 1
    return between, post, outside


def _per_chip(lo, hi, posts, unseen, double):
    """A turn's chips won per chip bet, with its outcome counts."""
    between, post, outside = _outcomes(lo, hi, posts, unseen)
    return (Fraction(between - outside - (2 if double else 1) * post, len(unseen)),
            (between, post, outside))


def _value(r, first_value):
    return first_value if r == ACE else r + 2


def _second_calls(first_value, fixed):
    """The values a second-post ace may be called, the policy's first."""
    if fixed or first_value == 1:
        return (14,)
    if first_value == 14:
        return (1,)
    wider = 1 if first_value - 2 > 13 - first_value else 14
    return (wider, 15 - wider)


def bet_advice(v, opts, pols, s):
    """The bet (minimum or the limit) once both posts are up, for each call of a second-post ace."""
    from .score import bet_from

    posts, dead, unseen = _posts(v, opts, s, "bet")
    if len(posts) == 1 and posts[0] >> 2 == ACE and not opts.get("fixed_aces", False):
        return ace_advice(v, opts, pols, s)  # the next decision is the ace's call
    if len(posts) != 2:
        raise UserError("the bet comes once both posts are up: give two cards (a first-post ace "
                        "alone: --decision ace)")
    limit = _limit(s)
    fixed = opts.get("fixed_aces", False)
    double = opts.get("post_pays_double", False)
    if posts[0] >> 2 == ACE and not fixed and pols.get("ace", "standard") == "high":
        first = 14
    else:
        first = 1 if posts[0] >> 2 == ACE else posts[0] // 4 + 2
    need = bet_from(pols.get("bet", "standard"), double, opts.get("bet_from", 0))
    calls = _second_calls(first, fixed) if posts[1] >> 2 == ACE else (posts[1] // 4 + 2,)
    rows = []
    for k, second in enumerate(calls):
        lo, hi = min(first, second), max(first, second)
        spread = hi - lo - 1 if hi > lo else -1
        chips, (between, post, outside) = _per_chip(lo, hi, posts, unseen, double)
        policy_bet = limit if spread >= need else ki.MIN_BET
        call = (f"call the ace {'low' if second == 1 else 'high'}, " if posts[1] >> 2 == ACE
                and len(calls) > 1 else "")
        for bet in sorted({ki.MIN_BET, limit}):
            rows.append(_row(f"{call}bet {bet}" + (" (the limit)" if bet == limit else ""),
                             chips * bet, k == 0 and bet == policy_bet,
                             {"between": between / len(unseen), "post": post / len(unseen),
                              "outside": outside / len(unseen)}))
    return _advice(v, "bet", posts, dead, rows, pols.get("bet", "standard"))


def ace_advice(v, opts, pols, s):
    """The call of a first-post ace, before the second post is seen: each call's turn counted
    over every second post and third card, the second-post ace and the bet by the policies."""
    from .score import bet_from

    posts, dead, unseen = _posts(v, opts, s, "ace")
    if len(posts) != 1 or posts[0] >> 2 != ACE:
        raise UserError("the ace call comes with a first-post ace alone: give it as --hand "
                        "(a second-post ace is called with the bet: --decision bet)")
    if opts.get("fixed_aces", False):
        raise UserError("with fixed_aces a first-post ace is low: there is nothing to call")
    limit = _limit(s)
    double = opts.get("post_pays_double", False)
    need = bet_from(pols.get("bet", "standard"), double, opts.get("bet_from", 0))
    policy_call = 14 if pols.get("ace", "standard") == "high" else 1
    rows = []
    for first, name in ((1, "call the ace low"), (14, "call the ace high")):
        total = Fraction(0)
        for c in unseen:
            second = _second_calls(first, False)[0] if c >> 2 == ACE else c // 4 + 2
            lo, hi = min(first, second), max(first, second)
            spread = hi - lo - 1 if hi > lo else -1
            rest = [x for x in unseen if x != c]
            chips, _ = _per_chip(lo, hi, posts + [c], rest, double)
            total += chips * (limit if spread >= need else ki.MIN_BET)
        rows.append(_row(name, total / len(unseen), first == policy_call, {}))
    return _advice(v, "ace", posts, dead, rows, pols.get("ace", "standard"))


def _row(name, chips, default, final):
    return {"option": name, "legal": True, "default": default, "chips": chips,
            "ci": [chips, chips], "final": final}  # exact Fractions until _advice


def _advice(v, decision, posts, dead, rows, policy):
    from ..spec.cards import format_cards
    from ..studies.advise import Advice

    rows.sort(key=lambda r: (-r["chips"], not r["default"]))
    best = rows[0]["chips"]
    for r in rows:
        r["diff"] = float(r["chips"] - best)
        r["diff_ci"] = [r["diff"], r["diff"]]
        r["chips"] = float(r["chips"])
        r["ci"] = [r["chips"], r["chips"]]
    return Advice(game=v.id, decision=decision, hand=format_cards(posts), dead=format_cards(dead),
                  players=1, exact=True, target="", target_reason="", categories=(), rows=rows,
                  policy=policy, measure="chips")
