"""What `simpoker show` and `simpoker check` say about a game: its rules in prose, and for a game
file what it plays on: the driver, the deck budget at the most seats, what `odds` answers."""
from ..errors import UserError


def rules_lines(v):
    """The lines of `simpoker show`: names, seats, source, the rules, options, decisions, metrics."""
    from .sources import describe_source

    lines = [f"{v.name} ({v.id})"] + ([f"other names: {', '.join(v.aliases)}"] if v.aliases else [])
    lines += [f"family: {v.family}; players {v.players[0]}-{v.players[1]} "
              f"(default {v.default_players})", f"source: {describe_source(v.source)}", "",
              v.rules.rstrip(), "", "Options:"]
    lines += [f"  {o.name} = {str(o.default).lower() if isinstance(o.default, bool) else o.default}"
              f"  ({o.help})" for o in v.options] or ["  none"]
    lines += ["", "Decisions (first policy is the default):"]
    for d in v.decisions:
        lines.append(f"  {d.name}: {d.help}")
        lines += [f"    {name}: {what}" for name, what in d.policies.items()]
    if not v.decisions:
        lines.append("  none")
    lines += ["", "Metrics: " + ", ".join(v.metrics)]
    return lines


def _odds_words(v):
    cards = v.odds_cards()
    if cards.deal == "board":
        how = ("exactly, by the board enumerator" if cards.counted
               else "by replaying the game's own deal (exact when few cards are unknown)")
        ranges = "; a seat may be given as a range of hole cards (AKs, QQ+)" if cards.ranges else ""
        return (f"`odds` takes each seat's {cards.hole} hole cards and any board cards, and counts "
                f"{how}{ranges}")
    if cards.deal == "draw":
        alone = (", exactly over every draw for the hero alone" if cards.exact_alone
                 else ", by dealing the rest")
        return f"`odds` takes the {cards.hole} cards dealt to each seat{alone}"
    if cards.deal == "stud":
        return "`odds` takes each seat's cards street by street (down cards and up cards)"
    return "`odds` does not cover this game"


def budget_lines(v):
    """The deck budget at the most seats, with the defaults and with each option value that
    changes the rules or the seats."""
    game = v.game_file
    if game is None:
        return []
    driver = game.driver
    settings = [{}] + [{key[1]: v.option(key[1]).parse(key[2])}
                       for key in game.patches if key[0] == "option"]
    lines = []
    for opts in settings:
        full = v.resolve_options(opts)
        most = v.players_for(full)[1]
        try:
            rules = game.rules_for(full, {})
        except UserError as e:
            lines.append(f"  option {', '.join(f'{k}={str(x).lower() if isinstance(x, bool) else x}' for k, x in opts.items())} is not played "
                         f"with these rules: {str(e).split(': ', 1)[-1]}")
            continue
        needed, deck, words = driver.deck_budget(rules, most)
        with_opts = "" if not opts else " with " + ", ".join(
            f"{k}={str(x).lower() if isinstance(x, bool) else x}" for k, x in opts.items())
        lines.append(f"  {most} players{with_opts}: {needed} of the deck's {deck} cards ({words})")
    return list(dict.fromkeys(lines))


def check_lines(v):
    """`simpoker check`: the game file is read (or the error says where it is not), then what it
    plays on, its deck budget, what `odds` answers, and its rules as `show` prints them."""
    if v.game_file is None:
        raise UserError(f"{v.id} is a built-in game with a kernel of its own; `simpoker check` reads "
                        f"game files (`simpoker new GAME > my-game.toml` writes one)")
    driver = v.game_file.driver.__name__.rsplit(".", 1)[-1].removesuffix("_spec")
    lines = [f"ok: {v.path or v.id} is a valid game file: {v.name} ({v.id})",
             f"driver: {driver} (the game runs on the {driver} driver's compiled kernel)",
             "deck budget (the most cards a deal needs, at the most seats):"]
    lines += budget_lines(v)
    lines += [f"odds: {_odds_words(v)}", f"digest: {v.digest}", "", "-" * 40]
    return lines + rules_lines(v)
