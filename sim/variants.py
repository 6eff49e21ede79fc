"""Variant specs and the registry: a game is data, registered once, built from a spec string.

A spec string names a variant and optionally sets options, e.g. ``yanqui-baseball`` or
``yanqui-baseball(buy_fours=false, queen_of_hearts=true)``.
"""
import difflib
import re
from dataclasses import dataclass, field

from .errors import UserError

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


@dataclass(frozen=True)
class Option:
    """A rule option with its default. ``kind`` is bool, int, float or str (``choices`` limits str)."""

    name: str
    default: object
    help: str
    kind: type = bool
    choices: tuple = ()
    low: float | None = None
    high: float | None = None

    def parse(self, text):
        """The option's value from text (or a value already of the right type)."""
        if not isinstance(text, str):
            text = str(text).lower() if isinstance(text, bool) else str(text)
        t = text.strip()
        try:
            if self.kind is bool:
                if t.lower() in _TRUE:
                    return True
                if t.lower() in _FALSE:
                    return False
                raise ValueError
            value = self.kind(t)
        except ValueError:
            raise UserError(f"invalid value {text!r} for option {self.name}: expected {self.kind.__name__}") from None
        if self.choices and value not in self.choices:
            raise UserError(f"invalid value {text!r} for option {self.name}: choose from {', '.join(map(str, self.choices))}")
        if self.low is not None and value < self.low or self.high is not None and value > self.high:
            raise UserError(f"invalid value {text!r} for option {self.name}: must be within {self.low}..{self.high}")
        return value


@dataclass(frozen=True)
class Decision:
    """A player's choice with named policies; the first is the default."""

    name: str
    help: str
    policies: dict  # policy name -> what it does, in plain words

    @property
    def default(self):
        return next(iter(self.policies))


SCORED = ("hands", "points")
WILD = ("none", "fixed", "moving", "per-hand")


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    family: str
    source: str
    players: tuple  # (min, max)
    default_players: int
    summary: str
    rules: str      # the rules in the project's own words, decisions included
    options: tuple = ()
    decisions: tuple = ()
    metrics: tuple = ()
    players_reason: str = ""
    plan: object = field(default=None, compare=False, repr=False)  # callable building the run plan
    aliases: tuple = ()
    # options -> (least, most, reason) where an option changes the seat limit (jokers, a twist)
    player_limits: object = field(default=None, compare=False, repr=False)
    # (result, run_dir, plots) -> Markdown appended to a complete run's report (its own studies)
    report_extra: object = field(default=None, compare=False, repr=False)
    # What the game is, as tests and tools select games by it (not by id); with default options.
    scored: str = "hands"     # what wins: "hands" (poker hands) or "points" (a card count, no hand ranks)
    split_pot: bool = False   # part of the pot goes to something other than the best high hand
    house_hand: bool = False  # a hand nobody plays competes; its wins carry the pot over
    wild: str = "none"        # "none", "fixed" (the same ranks every deal), "moving" (one wild rank
    #                           for the table, set by the cards dealt) or "per-hand" (each hand its own)

    def __post_init__(self):
        if self.scored not in SCORED:
            raise ValueError(f"{self.id}: scored={self.scored!r}, expected one of {SCORED}")
        if self.wild not in WILD:
            raise ValueError(f"{self.id}: wild={self.wild!r}, expected one of {WILD}")
        for name in ("split_pot", "house_hand"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{self.id}: {name} must be True or False")
        if not isinstance(self.metrics, tuple) or not all(isinstance(m, str) and m for m in self.metrics):
            raise ValueError(f"{self.id}: metrics must be a tuple of names")

    def option(self, name):
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or "none"
        raise UserError(f"unknown option {name!r} for {self.id} (options: {known})")

    def defaults(self):
        return {o.name: o.default for o in self.options}

    def resolve_options(self, given):
        values = self.defaults()
        for k, v in given.items():
            values[k] = self.option(k).parse(v)
        return values

    def resolve_policies(self, given):
        values = {d.name: d.default for d in self.decisions}
        for k, v in given.items():
            match = [d for d in self.decisions if d.name == k]
            if not match:
                known = ", ".join(d.name for d in self.decisions) or "none"
                raise UserError(f"unknown decision {k!r} for {self.id} (decisions: {known})")
            if v not in match[0].policies:
                raise UserError(f"unknown policy {v!r} for {k}: choose from {', '.join(match[0].policies)}")
            values[k] = v
        return values

    def players_for(self, options=None):
        """(least, most, reason) seats with these options."""
        if self.player_limits is not None and options is not None:
            return self.player_limits(options)
        return self.players[0], self.players[1], self.players_reason

    def default_players_for(self, options=None):
        return min(self.default_players, self.players_for(options)[1])

    def check_players(self, n, options=None):
        lo, hi, why = self.players_for(options)
        if not isinstance(n, int) or not lo <= n <= hi:
            reason = f" ({why})" if why else ""
            raise UserError(f"{self.id} takes {lo} to {hi} players, not {n}{reason}")

    def spec_string(self, options):
        changed = {k: v for k, v in options.items() if v != self.defaults()[k]}
        if not changed:
            return self.id
        inner = ",".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in sorted(changed.items()))
        return f"{self.id}({inner})"


REGISTRY: dict = {}
_ALIASES: dict = {}


def register(variant):
    if variant.id in REGISTRY:
        raise ValueError(f"variant {variant.id} registered twice")
    REGISTRY[variant.id] = variant
    for a in variant.aliases:
        _ALIASES[a] = variant.id
    return variant


def get_variant(name):
    """The registered variant with this id or alias, matched case-insensitively."""
    _load_games()
    name = name.strip().lower()
    key = _ALIASES.get(name, name)
    if key in REGISTRY:
        return REGISTRY[key]
    close = difflib.get_close_matches(name, list(REGISTRY) + list(_ALIASES), n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(close)}?" if close else "; `simpoker list` shows them all"
    raise UserError(f"unknown variant {name!r}{hint}")


def all_variants():
    _load_games()
    return [REGISTRY[k] for k in sorted(REGISTRY)]


_SPEC = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*(?:\((.*)\))?\s*$", re.S)


def parse_spec(text):
    """(variant, {option: raw text}) from ``name`` or ``name(key=value, ...)``."""
    m = _SPEC.match(text or "")
    if not m:
        raise UserError(f"cannot read spec {text!r}: write name or name(key=value,...)")
    variant = get_variant(m.group(1))
    given = {}
    if m.group(2) and m.group(2).strip():
        # a comma starts a new option only before "key=": values such as wild=3,9 keep theirs
        for part in re.split(r",(?=\s*[A-Za-z0-9_]+\s*=)", m.group(2)):  # keys may start with a digit (727's 222)
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                raise UserError(f"cannot read option {part.strip()!r} in {text!r}: write key=value")
            given[key.strip()] = value.strip()
    return variant, given


def parse_pairs(pairs, what):
    """{key: value} from repeated ``key=value`` command-line arguments."""
    out = {}
    for p in pairs or ():
        key, sep, value = p.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UserError(f"cannot read {what} {p!r}: write key=value")
        out[key.strip()] = value.strip()
    return out


def long_rules(variant_id):
    """The long form of a game's rules (every decision the source leaves open), shipped with the
    package as sim/rules/<id>.md, for the games that have one."""
    from importlib.resources import files

    path = files("sim") / "rules" / f"{variant_id}.md"
    if not path.is_file():
        raise UserError(f"{variant_id} has no long form: `simpoker show {variant_id}` gives all its rules")
    return path.read_text(encoding="utf-8")


def _load_games():
    from . import games  # noqa: F401  (registers every game on import)
