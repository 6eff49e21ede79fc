"""GameSpec, one typed description of a game, and the registry: a game is data, registered once,
built from a spec string or read from a game file (sim/spec/game_file.py).

A spec string names a variant and optionally sets options, e.g. ``yanqui-baseball`` or
``yanqui-baseball(buy_fours=false, queen_of_hearts=true)``.
"""
import difflib
import re
from dataclasses import dataclass, field

from ..errors import UserError

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}
_EXPECTED = {bool: "true or false", int: "a whole number", float: "a number"}


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
            expected = _EXPECTED.get(self.kind, self.kind.__name__)
            raise UserError(f"invalid value {text!r} for option {self.name}: expected {expected}") from None
        if self.choices and value not in self.choices:
            raise UserError(f"invalid value {text!r} for option {self.name}: choose from {', '.join(map(str, self.choices))}")
        if self.low is not None and value < self.low or self.high is not None and value > self.high:
            raise UserError(f"invalid value {text!r} for option {self.name}: must be within {self.low}..{self.high}")
        return value


def adviser(module, name):
    """A game's answer to `simpoker advise` for one decision: the function ``name`` of
    sim/games/``module``.py, loaded when first asked (a GameSpec's ``advisers``)."""
    def advise(v, opts, pols, situation):
        from importlib import import_module

        return getattr(import_module(f"sim.games.{module}"), name)(v, opts, pols, situation)
    return advise


@dataclass(frozen=True)
class Decision:
    """A player's choice with named policies; the first is the default."""

    name: str
    help: str
    policies: dict  # policy name -> what it does, in plain words

    @property
    def default(self):
        return next(iter(self.policies))


@dataclass(frozen=True)
class OddsCards:
    """Where a game deals the cards `simpoker odds` is told of. ``deal``: "board" (hole cards a
    seat round the table, then the five board cards), "draw" (cards dealt a seat round the table,
    then the stock), "stud" (the streets of its plan), or "" (odds does not cover the game)."""

    deal: str = ""
    hole: int = 0              # board: hole cards a seat; draw: cards dealt a seat
    counted: str = ""          # board: the hand rule kernels/odds_board counts the game's standard
    #                            rules by ("any", "at-most-two", "exactly-two"); "": its own kernel
    ranges: bool = False       # board: seats may be given as ranges of hole cards
    exact_alone: bool = False  # draw: a hand depends on its own cards and the stock alone, so the
    #                            hero alone is enumerated over every draw
    kitty: bool = False        # draw: a kitty is dealt as one more seat after the last
    own_deal: bool = False     # stud: a deal of its own, whose draws may take every card left
    streets: int | None = None  # stud, a deal of its own: the streets dealt before a decision
    #                             changes who gets which card (None: every street)
    script: tuple = ()         # stud: the streets a situation is taken on, where not its plan's
    deck: tuple = ()           # board: the deck's card codes where not the 52 (the short deck)
    boards: int = 1            # board: boards dealt; with two a situation has no board yet and
    #                            is sampled (every card after the hole cards drawn at random)
    early: int = 0             # board: cards of it turned up before the flop (Courchevel's one), a
    #                            street a situation may be taken at
    suits: str = "any"         # stud and draw: where hands and pots look at suits: "none" (an
    #                            ace-to-five low pot, nothing wild), "flush" (only five of a suit
    #                            in one hand, nothing wild), "any"; exact counts are grouped by it
    categories: object = None  # the names of the hero's final-hand counter's places where they
    #                            are not CATEGORY_NAMES': a tuple, or a function of the options

    def __post_init__(self):
        if self.deal not in ("", "board", "draw", "stud"):
            raise ValueError(f"OddsCards.deal={self.deal!r}: board, draw, stud or empty")
        if self.counted not in ("", "any", "at-most-two", "exactly-two"):
            raise ValueError(f"OddsCards.counted={self.counted!r}")
        if self.suits not in ("any", "flush", "none"):
            raise ValueError(f"OddsCards.suits={self.suits!r}: any, flush or none")


SCORED = ("hands", "points")
WILD = ("none", "fixed", "moving", "per-hand")


@dataclass(frozen=True)
class GameSpec:
    """A game, the single source of its facts: names and source, seats, the rules in prose, its
    options and decisions with their named policies, what the report shows and says, where its
    cards sit for `odds`, and ``plan``, which builds the kernel's inputs for a run. A driver game
    is read from its game file (sim/spec/game_file.py); a game with a kernel of its own declares one in
    its module of sim/games/."""

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
    # the ranks wild whatever the moving rank is ("7s"), or options -> those ranks or None: what
    # `none` in the wild_rank table means (only these wild, else nothing wild)
    always_wild: object = field(default=None, compare=False, repr=False)
    # What a run shows a player first: the tables `simpoker run` prints on the console, in order
    # (those the run has), as a tuple of table names or a callable (options) -> tuple; the first
    # is also the table a draw game's policy sweep compares.
    headline: object = field(default=("winner_category", "low_top", "wild_rank"), compare=False,
                             repr=False)
    trial_unit: str = "deal"  # what one trial is, as console, report and charts name it ("game")
    # {table: the sentence report.md gives on what it counts}, for the game's own tables (and
    # where a shared table counts something else here); "{unit}" stands for trial_unit
    table_notes: dict = field(default_factory=dict, compare=False, repr=False)
    path: str = ""  # the game file it was read from, for a game a player gives as a file
    file_text: str = field(default="", compare=False, repr=False)  # that file's text, as read
    digest: str = ""  # the SHA-256 of the game as read, what it extends merged in (game_source.py)
    game_file: object = field(default=None, compare=False, repr=False)  # a driver game's GameFile
    # where its cards sit for `odds` (None: a stud-family game on the stud driver's streets,
    # else not covered)
    odds: OddsCards | None = field(default=None, compare=False, repr=False)
    # what the program runs it for besides itself: "main-job" (the bench's and the docs' main
    # job), "odds-benchmark" (the bench's exact-odds timing), "fold-cutoff-study" (the game
    # sim/studies/countdown.py sweeps by its cutoff option), "preflop-tables" (the game of
    # `odds --table preflop`, sim/studies/preflop_tables.py), "advise-benchmark" and
    # "advise-keep-benchmark" (the bench's `advise` timings: a draw alone, a keep before the flop)
    roles: tuple = ()
    wild_rank_axis: str = ""   # the wild-rank chart's x label, where the plain one would mislead
    declare_unit: str = "player"  # who declares high or low: a player, or each of his hands
    # {decision name: callable(variant, options, policies, Situation) -> Advice}: the game's own
    # answers to `simpoker advise` (sim/studies/advise.py) for decisions no generic study counts
    advisers: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        if self.scored not in SCORED:
            raise ValueError(f"{self.id}: scored={self.scored!r}, expected one of {SCORED}")
        if self.wild not in WILD:
            raise ValueError(f"{self.id}: wild={self.wild!r}, expected one of {WILD}")
        for name in ("split_pot", "house_hand"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{self.id}: {name} must be True or False")
        if self.trial_unit not in ("deal", "game"):
            raise ValueError(f"{self.id}: trial_unit={self.trial_unit!r}, expected deal or game")
        if not isinstance(self.metrics, tuple) or not all(isinstance(m, str) and m for m in self.metrics):
            raise ValueError(f"{self.id}: metrics must be a tuple of names")

    def odds_cards(self):
        """Where its cards sit for `odds` (OddsCards)."""
        if self.odds is not None:
            return self.odds
        return OddsCards(deal="stud") if self.family == "stud" else OddsCards()

    def odds_cards_for(self, options):
        """odds_cards() with these options chosen: a game file's options may change its rules
        (wild cards, openers, a split pot), and with them what `odds` may count exactly."""
        game_file = self.game_file
        if game_file is None or not hasattr(game_file.driver, "odds") or options == self.defaults():
            return self.odds_cards()
        return OddsCards(**game_file.driver.odds(game_file.rules_for(options, {})))

    def wild_none_label(self, options=None):
        """What `none` in the wild_rank table means: "nothing wild", or "only 7s wild"."""
        always = self.always_wild
        if callable(always):
            always = always({**self.defaults(), **(options or {})})
        return f"only {always} wild" if always else "nothing wild"

    def headline_tables(self, options=None):
        """The names of the tables `simpoker run` prints, for a run with these options."""
        if callable(self.headline):
            return tuple(self.headline(dict(self.defaults(), **(options or {}))))
        return tuple(self.headline)

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
        name = self.path or self.id
        if not changed:
            return name
        inner = ",".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in sorted(changed.items()))
        return f"{name}({inner})"


REGISTRY: dict = {}
_ALIASES: dict = {}  # a game's other names, its display name included, as normal_name writes them
FILE_GAMES: dict = {}  # id -> the game read from a game file given by path in this process


def normal_name(text):
    """A game's name written as ids are: lower case, runs of spaces and underscores as one hyphen,
    apostrophes, commas and full stops dropped ("Texas Hold'em" is texas-holdem)."""
    t = re.sub(r"['\u2019.,]", "", text.strip().lower())
    return re.sub(r"[\s_-]+", "-", t).strip("-")


def register(variant):
    """Add a game; each of its names (id, aliases, display name) must name no other game."""
    if variant.id in REGISTRY:
        raise ValueError(f"variant {variant.id} registered twice")
    names = {normal_name(a) for a in variant.aliases} | {normal_name(variant.name)}
    for name in sorted(names | {variant.id}):
        owner = name if name in REGISTRY else _ALIASES.get(name)
        if owner is not None:
            raise ValueError(f"variant {variant.id}: the name {name!r} already names {owner}")
    REGISTRY[variant.id] = variant
    for name in names - {variant.id}:
        _ALIASES[name] = variant.id
    return variant


def get_variant(name):
    """The registered variant with this id, alias or display name, matched without regard to case,
    spaces or underscores ("Follow the Queen", "SEVEN-UP", "seven up", "7-up")."""
    _load_games()
    if name.strip().lower().endswith(".toml"):
        from .game_source import load_game_path

        return load_game_path(name.strip())
    key = normal_name(name)
    key = key if key in REGISTRY else _ALIASES.get(key)
    if key is not None:
        return REGISTRY[key]
    if name.strip() in FILE_GAMES:
        return FILE_GAMES[name.strip()]
    shown = name.strip()
    names = {**_ALIASES, **{k: k for k in REGISTRY}}
    close = difflib.get_close_matches(normal_name(name), list(names), n=6, cutoff=0.5)
    ids = list(dict.fromkeys(names[c] for c in close))[:3]
    hint = f"; did you mean {' or '.join(ids)}?" if ids else "; `simpoker list` shows them all"
    raise UserError(f"unknown variant {shown!r}{hint}")


def built_in_name(name):
    """Whether a built-in game is called ``name`` (its id, an alias or its display name)."""
    _load_games()
    key = normal_name(name)
    return key in REGISTRY or key in _ALIASES


def game_with_role(role):
    """The id of the game whose declaration gives it this role (GameSpec.roles)."""
    _load_games()
    found = [v.id for v in REGISTRY.values() if role in v.roles]
    if len(found) != 1:
        raise ValueError(f"{len(found)} games have the role {role!r}: expected one")
    return found[0]


def all_variants():
    _load_games()
    return [REGISTRY[k] for k in sorted(REGISTRY)]


_SPEC = re.compile(r"^\s*([^()]*?)\s*(?:\((.*)\))?\s*$", re.S)


def parse_spec(text):
    """(variant, {option: raw text}) from ``name`` or ``name(key=value, ...)``; a name may be an
    id, an alias or the game's display name. A key given twice is refused."""
    if text in REGISTRY:  # an id as it is, the common case: no pattern to read
        return REGISTRY[text], {}
    m = _SPEC.match(text or "")
    if not m or not normal_name(m.group(1)):
        raise UserError(f"cannot read spec {text!r}: write name or name(key=value,...)")
    variant = get_variant(m.group(1))
    given = {}
    if m.group(2) and m.group(2).strip():
        # a comma starts a new option only before "key=": values such as wild=3,9 keep theirs
        for part in re.split(r",(?=\s*[A-Za-z0-9_]+\s*=)", m.group(2)):  # keys may start with a digit (727's 222)
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                raise UserError(f"cannot read option {part.strip()!r} in {text!r}: write key=value")
            key = key.strip()
            if key in given:
                raise UserError(f"option {key} is given twice in {text!r} "
                                f"({key}={given[key]} and {key}={value.strip()}): give it once")
            given[key] = value.strip()
    return variant, given


def parse_pairs(pairs, what):
    """{key: value} from repeated ``key=value`` command-line arguments; a key given twice is
    refused."""
    out = {}
    for p in pairs or ():
        key, sep, value = p.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UserError(f"cannot read {what} {p!r}: write key=value")
        key = key.strip()
        if key in out:
            raise UserError(f"{what} {key} is given twice ({key}={out[key]} and "
                            f"{key}={value.strip()}): give it once")
        out[key] = value.strip()
    return out


def resolve_choices(variant, in_spec, options=None, policies=None):
    """(options, policies) of ``variant`` checked and filled in: the options a spec string gave
    (``in_spec``) merged with ``options``; each of those two as a dict or as repeated
    ``key=value`` texts."""
    if isinstance(options, (list, tuple)):
        options = parse_pairs(options, "opt")
    if isinstance(policies, (list, tuple)):
        policies = parse_pairs(policies, "policy")
    return (variant.resolve_options(merge_options(in_spec, options or {})),
            variant.resolve_policies(policies or {}))


def merge_options(in_spec, given):
    """The options of a spec string and those given beside it (``--opt``) together; one set in
    both is refused, whatever the values, rather than one silently winning."""
    for key, value in given.items():
        if key in in_spec:
            raise UserError(f"option {key} is set in the spec ({key}={in_spec[key]}) and again "
                            f"with --opt ({key}={value}): give it once")
    return {**in_spec, **given}


def long_rules(variant_id):
    """The long form of a game's rules (every decision the source leaves open), shipped with the
    package as sim/rules/<id>.md, for the games that have one."""
    from importlib.resources import files

    path = files("sim") / "rules" / f"{variant_id}.md"
    if not path.is_file():
        raise UserError(f"{variant_id} has no long form: `simpoker show {variant_id}` gives all its rules")
    return path.read_text(encoding="utf-8")


def _load_games():
    from .. import games  # noqa: F401  (registers every game on import)
