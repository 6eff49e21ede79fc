"""Game files: a game written as TOML, checked key by key and read into the registry's GameSpec.

A game file holds everything about a game that a driver runs: its names and source, the seats,
the rules in prose, the options and decisions, and the driver's own sections (the deal, the wild
rule, bought cards, the pot). An option may change the rules: each of its values can set keys of
the file (``when``), so ``follow-the-queen(queens_wild=true)`` is the same file with one key set.
The driver's plan builder reads the file with the options applied; nothing else about the game is
written anywhere in the code.
"""
import copy
import difflib
import re
from dataclasses import dataclass
from importlib import import_module

from ..errors import UserError
from .game_spec import Decision, OddsCards, Option, GameSpec

# the drivers a game file may name, and the module that builds a plan from a file for each
DRIVERS = {"stud": "sim.games.stud_spec", "draw": "sim.games.draw_spec",
           "community": "sim.games.community_spec"}

KINDS = {bool: "true or false", int: "a whole number", float: "a number", str: "text",
         list: "a list", dict: "a table"}


@dataclass(frozen=True)
class Key:
    """One key a section allows: its type, its default when left out, and the values allowed."""

    kind: type
    default: object = None
    choices: tuple = ()
    low: float | None = None
    high: float | None = None
    required: bool = False
    items: type | None = None  # the type of a list's items
    help: str = ""  # what the key does, for `simpoker new`'s comments and `simpoker check`


TOP = {
    "id": Key(str, required=True, help="the game's id on the command line: lower case, hyphens"),
    "name": Key(str, required=True, help="the game's name as reports print it"),
    "family": Key(str, required=True, help="the family it is listed with: stud, draw, community, ..."),
    "driver": Key(str, required=True, choices=tuple(DRIVERS),
                  help="which engine deals it"),
    "source": Key(str, required=True, help="where the rules come from"),
    "summary": Key(str, required=True, help="the game in one line, for `simpoker list`"),
    "rules": Key(str, required=True, help="the rules in prose, as `simpoker show` prints them"),
    "aliases": Key(list, (), items=str, help="other names the game answers to"),
    "metrics": Key(list, (), items=str, help="what the game is studied for (wild_rank, volatility, ...)"),
    "headline": Key(list, None, items=str, help="the tables `simpoker run` prints first"),
    "trial_unit": Key(str, "deal", choices=("deal", "game"), help="what one trial is called"),
    "table_notes": Key(dict, {}, help="{table: what it counts}, for the report"),
    "roles": Key(list, (), items=str, help="what the program runs it for (main-job, odds-benchmark)"),
    "wild_rank_axis": Key(str, "", help="the wild-rank chart's x label"),
}
SEATS = {
    "least": Key(int, required=True, low=1, high=10, help="the fewest players"),
    "most": Key(int, required=True, low=1, high=10, help="the most players the deck allows"),
    "default": Key(int, required=True, low=1, high=10, help="the players a run seats unless told"),
    "reason": Key(str, "", help="why the limit, in words"),
}
OPTION_SEATS = {k: v for k, v in SEATS.items() if k != "default"}  # the default stays the file's
OPTION = {
    "default": Key(object, required=True, help="the value unless a spec string sets it"),
    "help": Key(str, required=True, help="what the option does, for `simpoker show`"),
    "choices": Key(list, (), help="the values allowed, for a text option"),
    "low": Key(object, None, help="the least value, for a number"),   # kept as written
    "high": Key(object, None, help="the greatest value, for a number"),
    "when": Key(dict, {}, help="per value, the keys it sets: when.true = {\"wild.always\" = [\"Q\"]}"),
    "seats": Key(dict, {}, help="per value, the seat limit it brings: least, most, reason"),
    "sets": Key(str, None, help="the key the option's own value goes to (free text such as A,2)"),
}
DECISION = {
    "name": Key(str, required=True, help="the decision's name (draw, keep, ...)"),
    "help": Key(str, required=True, help="what is decided"),
    "policies": Key(dict, required=True, help="{policy: what it does}; the first is the default"),
    "when": Key(dict, {}, help="per policy, the keys it sets"),
}
GENERIC = {"seats", "options", "decisions"}


ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


def check_budget(driver, game, options, seats, seat_limits, origin):
    """Every seat count the file allows fits the driver's counters and the deck, with the options
    at their defaults and with each option value that changes the rules or the seats."""
    settings = [{}] + [{key[1]: next(o for o in options if o.name == key[1]).parse(key[2])}
                       for key in game.patches if key[0] == "option"]
    driver_name = game.driver.__name__.rsplit('.', 1)[-1].removesuffix('_spec')
    for opts in settings:
        try:
            rules = game.rules_for(opts, {})
        except UserError:
            continue  # a value that is refused when chosen (read_game)
        most = seats["most"]
        for (name, value_text), limit in seat_limits.items():
            if name in opts and _value_text(opts[name]) == value_text:
                most = limit["most"]
        where = "" if not opts else f" with {', '.join(f'{k}={_value_text(v)}' for k, v in opts.items())}"
        if most > driver.MAX_SEATS:
            raise UserError(f"{_where(origin, 'seats.most')}: {most} players; the {driver_name} "
                            f"driver seats at most {driver.MAX_SEATS}")
        dealt = driver.hands(rules, most) if hasattr(driver, "hands") else most
        if dealt > driver.MAX_SEATS:
            raise UserError(f"{_where(origin, 'seats.most')}: {most} players and the house hand are "
                            f"{dealt} hands; the {driver_name} driver deals at most {driver.MAX_SEATS}{where}")
        needed, deck, words = driver.deck_budget(rules, most)
        if needed > deck:
            raise UserError(f"{_where(origin, 'seats.most')}: {most} players need {needed} cards "
                            f"({words}), more than the deck's {deck}{where}; seat fewer")


def _where(origin, path):
    return f"{origin}: {path}" if path else origin


def check_section(table, keys, origin, path):
    """The section with every key checked against ``keys`` and the defaults filled in."""
    if not isinstance(table, dict):
        raise UserError(f"{_where(origin, path)}: expected a table of keys")
    for name in table:
        if name not in keys:
            close = difflib.get_close_matches(name, list(keys), n=1)
            hint = f"; did you mean {close[0]}?" if close else f" (allowed: {', '.join(keys)})"
            raise UserError(f"{_where(origin, f'{path}.{name}' if path else name)}: unknown key{hint}")
    out = {}
    for name, key in keys.items():
        where = _where(origin, f"{path}.{name}" if path else name)
        if name not in table:
            if key.required:
                raise UserError(f"{where}: missing (it is required)")
            out[name] = copy.deepcopy(key.default)
            continue
        out[name] = check_value(table[name], key, where)
    return out


def check_value(value, key, where):
    if key.kind is object or value is None and key.default is None and not key.required:
        return value
    ok = isinstance(value, key.kind) and not (key.kind in (int, float) and isinstance(value, bool))
    if key.kind is float and isinstance(value, int) and not isinstance(value, bool):
        value, ok = float(value), True
    if not ok:
        raise UserError(f"{where}: expected {KINDS.get(key.kind, key.kind.__name__)}, "
                        f"not {value!r}")
    if key.items is not None and not all(isinstance(v, key.items) for v in value):
        raise UserError(f"{where}: expected a list of {KINDS[key.items]}")
    if key.choices and value not in key.choices:
        close = difflib.get_close_matches(str(value), [str(c) for c in key.choices], n=1)
        hint = f"; did you mean {close[0]}?" if close else ""
        raise UserError(f"{where}: {value!r} is not allowed (choose from "
                        f"{', '.join(map(str, key.choices))}){hint}")
    if key.low is not None and value < key.low or key.high is not None and value > key.high:
        raise UserError(f"{where}: {value!r} is out of range ({key.low}..{key.high})")
    return value


def set_key(spec, dotted, value, origin):
    """Set ``a.b.c`` in a nested dict (an option's ``when`` entry)."""
    *head, last = dotted.split(".")
    node = spec
    for part in head:
        if not isinstance(node.get(part), dict):
            raise UserError(f"{origin}: an option sets {dotted}, but {part} is not a section")
        node = node[part]
    node[last] = copy.deepcopy(value)


def _value_text(value):
    return str(value).lower() if isinstance(value, bool) else str(value)


def read_game(doc, origin, inherited=()):
    """A registered-ready GameSpec from a parsed game file."""
    if not isinstance(doc, dict):
        raise UserError(f"{origin}: a game file is a table of keys")
    driver_name = doc.get("driver")
    if driver_name is None:
        raise UserError(f"{_where(origin, 'driver')}: missing (it is required: {', '.join(DRIVERS)})")
    if driver_name not in DRIVERS:
        check_value(driver_name, TOP["driver"], _where(origin, "driver"))
    driver = import_module(DRIVERS[driver_name])
    known = set(TOP) | GENERIC | set(driver.SECTIONS)
    for name in doc:
        if name not in known:
            close = difflib.get_close_matches(name, sorted(known), n=1)
            hint = f"; did you mean {close[0]}?" if close else ""
            if not close and isinstance(doc[name], dict):
                hint = (f": the {driver_name} driver's sections are "
                        f"{', '.join(sorted(set(driver.SECTIONS) | GENERIC))}")
            raise UserError(f"{_where(origin, name)}: unknown section or key{hint}")
    top = check_section({k: v for k, v in doc.items() if k in TOP}, TOP, origin, "")
    if not ID_PATTERN.fullmatch(top["id"]):
        raise UserError(f"{_where(origin, 'id')}: {top['id']!r}: an id is lower-case letters, digits "
                        f"and hyphens, starting with a letter (my-follow-the-queen)")
    seats = check_section(doc.get("seats", {}), SEATS, origin, "seats")
    if not seats["least"] <= seats["default"] <= seats["most"]:
        raise UserError(f"{_where(origin, 'seats')}: least <= default <= most does not hold")
    rules = {name: check_section(doc.get(name, {}), keys, origin, name)
             for name, keys in driver.SECTIONS.items()}
    options, patches, seat_limits, setters = [], {}, {}, {}
    for name, table in doc.get("options", {}).items():
        o = check_section(table, OPTION, origin, f"options.{name}")
        default = o["default"]
        kind = type(default)
        if kind not in (bool, int, float, str):
            raise UserError(f"{_where(origin, f'options.{name}.default')}: expected true/false, a number or text")
        for bound in ("low", "high"):
            if o[bound] is not None and (isinstance(o[bound], bool) or not isinstance(o[bound], (int, float))):
                raise UserError(f"{_where(origin, f'options.{name}.{bound}')}: expected a number")
        options.append(Option(name, default, o["help"], kind=kind, choices=tuple(o["choices"]),
                              low=o["low"], high=o["high"]))
        if o["sets"] is not None:
            setters[name] = (o["sets"], default)
        for value_text, changes in o["when"].items():
            if not isinstance(changes, dict):
                raise UserError(f"{_where(origin, f'options.{name}.when.{value_text}')}: expected a table of keys to set")
            patches[("option", name, value_text)] = changes
        for value_text, limits in o["seats"].items():
            seat_limits[(name, value_text)] = check_section(limits, OPTION_SEATS, origin,
                                                            f"options.{name}.seats.{value_text}")
    decisions = []
    for i, table in enumerate(doc.get("decisions", [])):
        d = check_section(table, DECISION, origin, f"decisions[{i}]")
        decisions.append(Decision(d["name"], d["help"], dict(d["policies"])))
        for policy, changes in d["when"].items():
            if policy not in d["policies"]:
                raise UserError(f"{_where(origin, f'decisions[{i}].when.{policy}')}: not one of the "
                                f"policies ({', '.join(d['policies'])})")
            patches[("policy", d["name"], policy)] = changes
    base = {"seats": seats, **rules}
    game = GameFile(driver, base, patches, setters, origin)
    game.rules_for({}, {})
    if hasattr(driver, "needs_decisions"):
        for name, policies in driver.needs_decisions(base).items():
            given = next((d for d in decisions if d.name == name), None)
            if given is None:
                raise UserError(f"{_where(origin, 'decisions')}: this game needs the decision "
                                f"{name}, with policies among {', '.join(policies)} (its driver plays them)")
            unknown = [p for p in given.policies if p not in policies]
            if unknown:
                raise UserError(f"{_where(origin, 'decisions')}: the decision {name} has no policy "
                                f"{unknown[0]} in its driver (it plays {', '.join(policies)})")
    for key in patches:  # every setting must apply to the file
        try:
            if key[0] == "policy":
                game.rules_for({}, {key[1]: key[2]})
            else:
                game.rules_for({key[1]: next(o for o in options if o.name == key[1]).parse(key[2])}, {})
        except UserError:
            # an option a house variation inherits may not suit what it changed (high_low with
            # the wild cards it adds): that value is refused when chosen, as the built-in games
            # refuse a pair of options that do not go together
            if not (key[0] == "option" and key[1] in inherited):
                raise
    check_budget(driver, game, options, seats, seat_limits, origin)
    traits = driver.traits(base)
    limits = None
    if seat_limits:
        def limits(opts):
            for (name, value_text), s in seat_limits.items():
                if _value_text(opts.get(name)) == value_text:
                    return s["least"], s["most"], s["reason"]
            return seats["least"], seats["most"], seats["reason"]
    extra = {}
    if top["headline"] is not None:
        extra["headline"] = tuple(top["headline"])
    if hasattr(driver, "headline"):  # the driver's report may set it by the options
        fixed = extra.get("headline", GameSpec.__dataclass_fields__["headline"].default)
        extra["headline"] = lambda opts: driver.headline(game.rules_for(opts, {})) or fixed
    if hasattr(driver, "odds"):  # where `odds` finds a seat's cards follows from the deal
        extra["odds"] = OddsCards(**driver.odds(game.rules_for({}, {})))
    if hasattr(driver, "report_extra"):
        extra["report_extra"] = driver.report_extra(game.rules_for({}, {}))
    if hasattr(driver, "advisers"):  # `advise` answers a decision the rules make their own
        extra["advisers"] = driver.advisers(game, tuple(decisions))
    return GameSpec(
        id=top["id"], name=top["name"], family=top["family"], source=top["source"],
        players=(seats["least"], seats["most"]), default_players=seats["default"],
        players_reason=seats["reason"], summary=top["summary"], rules=top["rules"],
        options=tuple(options), decisions=tuple(decisions), metrics=tuple(top["metrics"]),
        plan=game.plan, aliases=tuple(top["aliases"]), player_limits=limits,
        trial_unit=top["trial_unit"], table_notes=dict(top["table_notes"]),
        roles=tuple(top["roles"]), wild_rank_axis=top["wild_rank_axis"],
        always_wild=game.always_wild, game_file=game, **traits, **extra)


@dataclass(frozen=True)
class GameFile:
    """A read game file: the driver and its sections, and what each option value sets."""

    driver: object
    base: dict
    patches: dict
    setters: dict  # option -> (the key its value goes to, its default)
    origin: str

    def rules_for(self, options, policies):
        """The file's sections with the chosen options' and policies' settings applied (the
        options' first, in the file's order, then the policies')."""
        spec = copy.deepcopy(self.base)
        for key, changes in self.patches.items():
            chosen = (policies.get(key[1]) == key[2] if key[0] == "policy"
                      else _value_text(options.get(key[1])) == key[2])
            if chosen:
                for dotted, value in changes.items():
                    set_key(spec, dotted, value, _where(self.origin, f"{key[0]} {key[1]}={key[2]}"))
        for name, (dotted, default) in self.setters.items():
            set_key(spec, dotted, options.get(name, default), _where(self.origin, f"options.{name}.sets"))
        for name, keys in self.driver.SECTIONS.items():
            spec[name] = check_section(spec[name], keys, self.origin, name)
        self.driver.check(spec, self.origin)
        return spec

    def plan(self, options, policies, players):
        return self.driver.build_plan(self.rules_for(options, policies), options, policies, players)

    def always_wild(self, options):
        return self.driver.always_wild(self.rules_for(options, {}))


def shipped_games():
    """The GameSpecs of the game files shipped in sim/games/files/, in name order."""
    from importlib.resources import files

    from .game_source import load_text

    folder = files("sim") / "games" / "files"
    return [load_text(p.read_text(encoding="utf-8"), f"sim/games/files/{p.name}")
            for p in sorted(folder.iterdir(), key=lambda p: p.name) if p.name.endswith(".toml")]
