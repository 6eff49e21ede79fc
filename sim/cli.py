"""The `simpoker` command line: a thin layer over the Python API in ``sim``."""
import json
import re
import sys
from typing import Annotated, Optional

import typer

from .errors import UserError
from .report.terminal import err, fmt_p as _fmt_p, out, table as _table
from .report.words import plural

app = typer.Typer(
    add_completion=False, no_args_is_help=False, pretty_exceptions_enable=False,
    rich_markup_mode=None, context_settings={"help_option_names": ["-h", "--help"]},
    help="Simulate dealer's-choice poker games and report how they behave, with 95% intervals.",
)




def _metavars_alone():
    """Typer writes an argument's type after its metavar in help ("SPEC <str>") and braces round a
    required one in the usage line ("{SPEC}..."); where we give a metavar, show it alone."""
    argument = getattr(typer.core, "TyperArgument", None)
    if argument is None or not hasattr(argument, "display_type_rich") \
            or not hasattr(argument, "_usage_display_name"):
        return
    shown_type, usage_name = argument.display_type_rich, argument._usage_display_name
    argument.display_type_rich = lambda self, ctx: None if self.metavar else shown_type(self, ctx)
    argument._usage_display_name = lambda self: self.metavar if self.metavar else usage_name(self)


_metavars_alone()


_WHOLE = re.compile(r"[+-]?[0-9]{1,18}")


class _PlainCoercion:
    """A parameter's value as Typer's pydantic adapter would give it, for the plain cases: a value
    not given, a ``str`` option's text, an ``int`` option's whole number. Anything else (floats,
    lists, malformed numbers and their error messages) goes to Typer's own coercion, ``full``."""

    def __init__(self, full):
        self.full = full

    def coerce(self, value, param, ctx):
        if value is None:
            return () if param.multiple or param.nargs == -1 else None
        desc = getattr(param, "type_descriptor", None)
        info = getattr(desc, "parameter_info", None)
        _check_number(value, param, getattr(desc, "annotation", None))
        if (info is not None and param.nargs == 1 and not param.multiple
                and getattr(info, "parser", None) is None and getattr(info, "min", None) is None
                and getattr(info, "max", None) is None and not getattr(info, "clamp", False)):
            if desc.annotation is str and type(value) is str:
                return value
            if desc.annotation is int and (type(value) is int
                                           or type(value) is str and _WHOLE.fullmatch(value)):
                return int(value)
        return self.full(param).coerce(value, param=param, ctx=ctx)


def _check_number(value, param, annotation):
    """A number option given text that is no number says so in one line of our own words, not
    pydantic's ("--players must be a whole number, not '2.5'")."""
    if type(value) is not str or param.nargs != 1 or param.multiple or annotation not in (int, float):
        return
    name = next((o for o in param.opts if o.startswith("--")), param.opts[0] if param.opts else param.name)
    if annotation is int:
        try:
            int(value)  # what Python reads as a whole number ("1_000" too) goes on to Typer
        except ValueError:
            raise UserError(f"{name} must be a whole number, not {value!r}") from None
    if annotation is float:
        try:
            float(value)
        except ValueError:
            raise UserError(f"{name} must be a number, not {value!r}") from None


def _coerce_without_pydantic():
    """Typer 0.2x coerces each parameter's value through a pydantic TypeAdapter that it builds on
    first use, even for a value not given (the help option's, on every command): importing pydantic
    and building the adapters slowed every command (docs/performance.md). Plain values skip it (see
    _PlainCoercion); a Typer without this hook is left alone."""
    param = getattr(typer.core, "_TyperParameter", None)
    full = getattr(param, "get_runtime_param", None)
    if full is None:
        return
    plain = _PlainCoercion(full)
    param.get_runtime_param = lambda self: plain


_coerce_without_pydantic()


def _log(message):
    err.print(message, highlight=False, markup=False)


def _version(value: bool):
    if value:
        from . import __version__

        print(f"simpoker {__version__}")
        raise typer.Exit()


@app.callback()
def _root(version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                                help="print the version and exit")] = False):
    """Simulate dealer's-choice poker games and report how they behave, with 95% intervals."""


@app.command("list")
def list_cmd(as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False):
    """List every registered variant."""
    from .spec.game_spec import all_variants

    vs = all_variants()
    if as_json:
        print(json.dumps([{"id": v.id, "name": v.name, "family": v.family, "players": list(v.players),
                           "summary": v.summary} for v in vs], indent=2))
        return
    t = _table("simpoker variants")
    for col in ("id", "family", "players", "summary"):
        t.add_column(col)
    for v in vs:
        t.add_row(v.id, v.family, f"{v.players[0]}-{v.players[1]}", v.summary)
    out.print(t)


@app.command()
def show(variant: Annotated[str, typer.Argument(metavar="ID", help="variant id, other name or spec, e.g. yanqui-baseball or \"Seven Up\"")],
         long: Annotated[bool, typer.Option("--long", help="print the long form of the rules, where a game has one (hot-tuna)")] = False):
    """Show a variant's rules, options, decisions with their policies, metrics and source."""
    from .spec.game_spec import long_rules, parse_spec

    v, given = parse_spec(variant)  # a spec as `run` takes it: a misspelt name gets a suggestion
    v.resolve_options(given)
    if long:
        print(long_rules(v.id))
        return

    from .spec.game_check import rules_lines

    print("\n".join(_wrapped(line) for block in rules_lines(v) for line in block.split("\n")))


@app.command()
def new(game: Annotated[str, typer.Argument(metavar="GAME", help="the driver game to start from: an id, other name or game file")],
        new_id: Annotated[Optional[str], typer.Option("--id", metavar="ID", help="the new game's id (default: my-GAME)")] = None,
        extends: Annotated[bool, typer.Option("--extends", help="write a short file that extends GAME and changes nothing yet, instead of every key")] = False):
    """Print a game file to start a game of your own from: GAME's every key, each with a comment.

    simpoker new follow-the-queen > my-game.toml; edit it; simpoker check my-game.toml;
    simpoker run my-game.toml.
    """
    from .spec.game_spec import get_variant
    from .spec.game_writer import game_file_text, house_variation_text

    v = get_variant(game)
    if new_id is not None:
        from .spec.game_file import ID_PATTERN

        if not ID_PATTERN.fullmatch(new_id):
            raise UserError(f"invalid --id {new_id!r}: lower-case letters, digits and hyphens, "
                            f"starting with a letter")
    print((house_variation_text if extends else game_file_text)(v, new_id), end="")


@app.command()
def check(path: Annotated[str, typer.Argument(metavar="FILE", help="a game file (TOML)")]):
    """Check a game file: one line naming the line and key at fault, or what the game plays on
    (driver, the deck budget at the most seats, what `odds` answers) and its rules in prose."""
    from .spec.game_check import check_lines
    from .spec.game_spec import get_variant

    if not path.strip().lower().endswith(".toml"):
        raise UserError(f"{path}: `simpoker check` reads a game file (FILE.toml)")
    v = get_variant(path)
    head, *rest = check_lines(v)
    print("\n".join([head] + [_wrapped(line) for block in rest for line in block.split("\n")]))


def _wrapped(line, width=100):
    """A line of `show` folded at ``width``, its continuation indented like its start (rule texts
    are wrapped by hand; the policies' long sentences are filled in, and wrap here)."""
    if len(line) <= width:
        return line
    import textwrap

    indent = " " * (len(line) - len(line.lstrip()) + (2 if line.lstrip().startswith(("- ", "* ")) else 4))
    return textwrap.fill(line, width, subsequent_indent=indent, break_on_hyphens=False)


@app.command()
def run(
    spec: Annotated[Optional[str], typer.Argument(metavar="[SPEC]", help="variant id or id(key=value,...)")] = None,
    players: Annotated[Optional[int], typer.Option("--players", "-p", metavar="N", help="number of players (default: the variant's)")] = None,
    trials: Annotated[Optional[str], typer.Option("--trials", "-n", metavar="N", help="deals to simulate: 1e7, 2.5e6, 10000000 or 10_000_000 (default 1e6; at most 1e11)")] = None,
    until_ci: Annotated[Optional[float], typer.Option("--until-ci", metavar="W", help="instead of --trials: deal until every probability the run reports (every table entry with a p, volatility included; not means, which have units) has a 95% interval half-width of at most W, e.g. 0.002 for 0.2 points; at most 1e9 deals. The summary's stopped_by names the widest entry")] = None,
    seed: Annotated[int, typer.Option(metavar="N", help="root seed: same seed, same counts")] = 1,
    opt: Annotated[Optional[list[str]], typer.Option("--opt", metavar="KEY=VALUE", help="rule option (repeatable); `simpoker show ID` lists them")] = None,
    policy: Annotated[Optional[list[str]], typer.Option("--policy", metavar="DECISION=POLICY", help="decision policy (repeatable); `simpoker show ID` lists them")] = None,
    threads: Annotated[Optional[int], typer.Option(metavar="N", help="threads (default: all cores)")] = None,
    out_dir: Annotated[str, typer.Option("--out", metavar="DIR", help="results root folder")] = "results",
    as_json: Annotated[bool, typer.Option("--json", help="print the JSON summary on stdout")] = False,
    no_plots: Annotated[bool, typer.Option("--no-plots", help="skip the PNG charts")] = False,
    resume: Annotated[Optional[str], typer.Option("--resume", metavar="RUN_DIR", help="finish an interrupted run folder (with its own spec, seed and plots); with --trials N, extend a finished one to N deals in a new folder beside it")] = None,
    engine: Annotated[str, typer.Option(metavar="NAME", help="local (this process's threads) or dask (a Dask cluster: the same counts; needs the dask extra)")] = "local",
    scheduler: Annotated[Optional[str], typer.Option(metavar="ADDR", help="with --engine dask: the scheduler's address, e.g. tcp://host:8786 (default: a LocalCluster on this machine)")] = None,
):
    """Simulate a game and write a report folder under --out (summary.json, parquet, charts, report.md).

    Ctrl-C stops at the next block of deals and writes a partial result that --resume finishes;
    --resume RUN_DIR --trials N extends a finished run (the counts of a fresh run of N deals).
    """
    from .engine.runner import run as run_api

    if spec is None and resume is None:
        raise UserError("give a variant (see `simpoker list`) or --resume RUN_DIR")
    if spec is not None and resume is not None:
        raise UserError("give a variant or --resume RUN_DIR, not both")
    result = run_api(spec, players=players, trials=trials, seed=seed, options=opt or [],
                     policies=policy or [], threads=threads, until_ci=until_ci, out=out_dir,
                     plots=(None if resume and not no_plots else not no_plots), progress=True,
                     resume=resume, engine=engine, scheduler=scheduler, log=_log)
    if as_json:
        print(result.to_json())
    else:
        _print_run(result)
        if not result.complete:
            target = f" of {result.meta['trials']:,}" if result.meta.get("trials") else ""
            unit = result.game.trial_unit
            out.print(f"partial: {result.trials:,}{target} {unit}s (interrupted)" if target
                      else f"partial: {plural(result.trials, unit)} (interrupted)", highlight=False)
    if not result.complete:
        raise typer.Exit(130)


def _print_run(r):
    from .report.markdown import count_text, estimate_text, impossible_rows, key_labels, omitted_text, rows_to_show

    m = r.meta
    unit = r.game.trial_unit
    out.print(f"[bold]{m['spec']}[/bold]: {plural(m['players'], 'player')}, "
              f"{plural(m['trials_done'], unit)}, seed {m['seed']}"
              f" — {r.elapsed_s:.2f} s ({r.deals_per_s:,.0f} {unit}s/s)", highlight=False)
    for name in r.game.headline_tables(m.get("options")):  # the game's headline tables, those it has
        table = r.json_tables.get(name)
        if not table:
            continue
        shown, omit = rows_to_show(table, never=impossible_rows(r))
        labels = key_labels(r.variant, m.get("options"), name)
        means = all("mean" in table[k] for k in shown)
        t = _table(name)
        t.add_column("key")
        if not means:
            t.add_column("count", justify="right")
        t.add_column("mean (95% CI)" if means else "P (95% CI)", justify="right")
        for k in shown:
            e = table[k]
            key = f"{k} ({labels[k]})" if k in labels else k
            if means:
                t.add_row(key, estimate_text(k, e, unit).removeprefix("mean "))
            else:
                t.add_row(key, count_text(e), _fmt_p(e) if "p" in e and not e.get("exact")
                          else estimate_text(k, e, unit))
        if omit:
            t.caption = omitted_text(omit, order=list(table))
        out.print(t)
    ev = r.json_tables.get("events", {})
    shown, _ = rows_to_show(ev, keep_zero=True)
    for k in shown:
        e = ev[k]
        if e.get("exact") or e.get("p", e.get("mean", 0)) is None or "p" not in e:
            text = estimate_text(k, e, unit).removeprefix("mean ")
        else:
            text = _fmt_p(e)
        out.print(f"  {k}: {text}", highlight=False)
    if r.run_dir:
        out.print(f"report: {r.run_dir}/report.md", highlight=False)


@app.command()
def hands(
    cards: Annotated[int, typer.Option("--cards", metavar="N", help="cards per hand (1-12)")] = 5,
    best: Annotated[int, typer.Option("--best", metavar="K", help="cards that make the hand (2, 3, 4 or 5)")] = 5,
    wild: Annotated[Optional[str], typer.Option("--wild", metavar="RANKS|CARDS", help="wild ranks (2 or 3,9) or cards (Js,Jh); jokers come with --jokers")] = None,
    jokers: Annotated[int, typer.Option("--jokers", metavar="K", help="fully wild jokers in the deck (0-2)")] = 0,
    bug: Annotated[bool, typer.Option("--bug", help="add the bug: a joker that only completes straights and flushes")] = False,
    bug_ace: Annotated[bool, typer.Option("--bug-ace", help="add the bug, which otherwise counts as an ace")] = False,
    deck: Annotated[str, typer.Option("--deck", metavar="standard|spanish", help="standard, or spanish (32 cards, no 2-6)")] = "standard",
    no_straights: Annotated[bool, typer.Option("--no-straights", help="no straights or flushes")] = False,
    four_card: Annotated[Optional[str], typer.Option("--four-card", metavar="new-york|canadian", help="four-card straights (and flushes) above one pair")] = None,
    natural: Annotated[bool, typer.Option("--natural-beats-wild", help="a natural hand beats an equal wild one")] = False,
    low: Annotated[Optional[str], typer.Option("--low", metavar="a5|a6", help="score lows instead: ace-to-five or ace-to-six")] = None,
    exact: Annotated[bool, typer.Option("--exact", help="enumerate every hand (up to two billion hands)")] = False,
    trials: Annotated[Optional[str], typer.Option("--trials", metavar="N", help="sample N random hands instead")] = None,
    seed: Annotated[int, typer.Option(metavar="N", help="seed for sampling")] = 1,
    threads: Annotated[Optional[int], typer.Option(metavar="N", help="Numba threads (default: all cores)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
):
    """Distribution of the best hand in N random cards under a hand rule, exact or sampled.

    Without --exact or --trials, every hand is enumerated when there are at most two billion
    (up to 8 cards from a standard deck) and a million random hands are sampled otherwise.
    Ctrl-C stops sampling and prints the hands counted so far, marked partial.
    """
    from .spec.evaluation import HandRule, parse_wild
    from .studies.hands import hand_distribution, rule_text
    from .engine.runner import parse_trials

    if bug and bug_ace:
        raise UserError("choose --bug or --bug-ace, not both")
    ranks, wild_cards = parse_wild(wild)
    rule = HandRule(best=best, wild_ranks=ranks, wild_cards=wild_cards, jokers=jokers, bug=bug,
                    bug_ace=bug_ace, deck=deck, no_straights=no_straights, four_card=four_card,
                    natural_beats_wild=natural, low=low)
    if rule.deck == "spanish":
        bad = [c for c in wild_cards if c < 52 and (c >> 2) < 5]
        if bad:
            raise UserError("the spanish deck has no 2s to 6s to make wild")
    n = parse_trials(trials) if trials is not None else None
    if exact and n:
        raise UserError("choose --exact or --trials, not both")
    res = hand_distribution(cards, rule, exact=True if exact else None, trials=n, seed=seed,
                            threads=threads, log=_log)
    if as_json:
        print(json.dumps(res.to_dict()))
    else:
        how = "every hand enumerated" if res.exact else f"sampled, seed {res.seed}"
        partial = "" if res.complete else f" (partial: {res.trials:,} of {res.target:,}, interrupted)"
        t = _table(f"{rule_text(rule, cards)}\n{plural(res.trials, 'hand')}, {how}{partial}, "
                   f"{res.elapsed_s:.2f} s")
        t.add_column("category")
        t.add_column("count", justify="right")
        t.add_column("P" if res.exact else "P (95% CI)", justify="right")
        for k, e in res.table().items():
            t.add_row(k, f"{e['count']:,}", f"{100 * e['p']:.5f}%" if res.exact else _fmt_p(e))
        out.print(t)
    if not res.complete:
        raise typer.Exit(130)


@app.command()
def odds(
    variant: Annotated[Optional[str], typer.Argument(metavar="VARIANT", help="a game of the stud, draw or board family (texas-holdem with --table)")] = None,
    hand: Annotated[Optional[list[str]], typer.Option("--hand", metavar="CARDS", help="a known seat's cards, seat 0 (the hero) first, repeatable: hole cards (AsKd), a draw hand before the draw, or a stud hand DOWN/UP with up cards in dealing order (AsAh/Kd7c; /Qs9h when the down cards are unseen)")] = None,
    board: Annotated[Optional[str], typer.Option(metavar="CARDS", help="the board so far: 3, 4 or 5 cards (two-board games: FIRST/SECOND, as many on each)")] = None,
    range_: Annotated[Optional[list[str]], typer.Option("--range", metavar="RANGE", help="texas-holdem or omaha: the next unknown seat's range, e.g. QQ+,AKs,A5s-A2s,KTo+ or random (repeatable; enumerated when the space is small, else sampled); in omaha it names two of the four cards")] = None,
    dead: Annotated[Optional[str], typer.Option(metavar="CARDS", help="cards seen elsewhere (folded, burned): out of the deck")] = None,
    players: Annotated[Optional[int], typer.Option("--players", "-p", metavar="N", help="seats at the table, unknown ones after the known (default: the known hands)")] = None,
    exact: Annotated[bool, typer.Option("--exact", help="enumerate every completion (refused past 1e8 of them or with two unknown seats; default: enumerate when the space is small)")] = False,
    sample: Annotated[bool, typer.Option("--sample", help="sample completions even when they could be enumerated")] = False,
    trials: Annotated[Optional[str], typer.Option("--trials", "-n", metavar="N", help="completions to sample (default 1e6)")] = None,
    until_ci: Annotated[Optional[float], typer.Option("--until-ci", metavar="W", help="instead of --trials: sample until every probability's 95% interval has a half-width of at most W (at most about 1e9 completions)")] = None,
    seed: Annotated[int, typer.Option(metavar="N", help="root seed for sampling")] = 1,
    opt: Annotated[Optional[list[str]], typer.Option("--opt", metavar="KEY=VALUE", help="rule option (repeatable), as for run")] = None,
    policy: Annotated[Optional[list[str]], typer.Option("--policy", metavar="DECISION=POLICY", help="decision policy (repeatable), as for run: plays the decisions still to come")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the answer as JSON on stdout")] = False,
    out_dir: Annotated[Optional[str], typer.Option("--out", metavar="DIR", help="also write the answer (odds.json) and a chart of the seats' equities and the hero's final hand in a folder under DIR")] = None,
    table: Annotated[Optional[str], typer.Option("--table", metavar="NAME", help="preflop: instead of one situation, Hold'em's preflop tables: every starting hand class against --players - 1 random hands (exact heads-up, else --trials completions a class, default 2e5) and the 169 x 169 heads-up matrix, as parquet and heat maps under --out (default results)")] = None,
):
    """My chances from what I can see: each seat's share of the pot, pots won alone and shared,
    and the hero's final hand, over every completion of the deal (or a sample of them); the
    decisions still to come are played by the game's policies.

    A long count says on stderr how long it will take; Ctrl-C stops it within a second and
    prints the answer so far, marked partial (exit code 130)."""
    if table is not None:
        from .cli_odds import preflop_tables

        preflop_tables(table, variant, hand, board, range_, dead, players, exact, sample, trials,
                        until_ci, seed, opt, policy, as_json, out_dir)
        return
    if variant is None:
        raise UserError("give a VARIANT (a game), or --table preflop")
    from .studies.odds_answer import odds as odds_api
    from .spec.game_spec import get_variant

    def odds_has_board(variant_id):
        return get_variant(variant_id).odds_cards().deal == "board"

    if exact and sample:  # two flags, not a --exact/--sample pair, so that both given is refused
        raise UserError("give --exact or --sample, not both")
    if trials is not None and exact:
        raise UserError("give --exact or --trials, not both")
    if out_dir is not None:
        from .io import check_out_dir

        check_out_dir(out_dir)
    answer = odds_api(variant, hand or [], board=board, dead=dead, players=players,
                      exact=True if exact else False if sample else None,
                      trials=trials, seed=seed, until_ci=until_ci, options=opt or [],
                      policies=policy or [], ranges=range_ or [], log=_log)
    if out_dir is not None:
        from .studies.odds_answer import write_odds

        answer["folder"] = write_odds(answer, out_dir)
    if as_json:
        print(json.dumps(answer))
    else:
        from .cli_odds import print_odds

        print_odds(answer, odds_has_board(answer["variant"]))
    if not answer["complete"]:
        raise typer.Exit(130)


@app.command()
def advise(
    variant: Annotated[str, typer.Argument(metavar="GAME", help="a game id, spec or game file")],
    hand: Annotated[Optional[list[str]], typer.Option("--hand", metavar="CARDS", help="the hero's cards, then each known opponent's (repeatable, seat 0 first); stud games as DOWN/UP; in a discard game an opponent's two kept cards, or all he was dealt (he keeps by his policy)")] = None,
    board: Annotated[Optional[str], typer.Option(metavar="CARDS", help="the board so far (a discard game's flop; Italian Poker's two middle cards, the marked one first)")] = None,
    dead: Annotated[Optional[str], typer.Option(metavar="CARDS", help="cards seen elsewhere: out of the deck")] = None,
    players: Annotated[Optional[int], typer.Option("--players", "-p", metavar="N", help="seats at the table, unknown ones after the known (default: the hands given)")] = None,
    exact: Annotated[bool, typer.Option("--exact", help="enumerate every completion (the default where it is covered)")] = False,
    sample: Annotated[bool, typer.Option("--sample", help="sample completions")] = False,
    trials: Annotated[Optional[str], typer.Option("--trials", "-n", metavar="N", help="completions to sample, every option on the same ones (the sampled decisions; default 20,000, at most 1e6)")] = None,
    until_ci: Annotated[Optional[float], typer.Option("--until-ci", metavar="W", help="the sampled decisions: sample until every option's interval and every difference's is at most W wide each side (at most 1e6 completions)")] = None,
    seed: Annotated[int, typer.Option(metavar="N", help="root seed for sampling")] = 1,
    target: Annotated[Optional[str], typer.Option(metavar="CATEGORY", help="rank the options by the chance of ending at or above this category (default: the category that wins half the pots at the game's default table, stated)")] = None,
    opt: Annotated[Optional[list[str]], typer.Option("--opt", metavar="KEY=VALUE", help="rule option (repeatable), as for run")] = None,
    policy: Annotated[Optional[list[str]], typer.Option("--policy", metavar="DECISION=POLICY", help="decision policy (repeatable): the one marked, and the rest of the deal's")] = None,
    show_all: Annotated[bool, typer.Option("--all", help="list the options the rules forbid too (drawing four without an ace, five)")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print the options as JSON (docs/advise.md)")] = False,
    out_dir: Annotated[Optional[str], typer.Option("--out", metavar="DIR", help="also write advise.json and a chart of the options in a folder under DIR")] = None,
    decision: Annotated[Optional[str], typer.Option(metavar="NAME", help="the decision, where the cards do not tell which comes next (727: take or declare; Colored Poker: declare or twist); default: the game's first covered")] = None,
    pot: Annotated[Optional[int], typer.Option(metavar="CHIPS", min=1, help="chips in the pot, for a bet (In Between)")] = None,
    first_round: Annotated[bool, typer.Option("--first-round", help="the bet is in the first round (In Between: at most half the pot)")] = False,
    wild: Annotated[Optional[str], typer.Option(metavar="RANK", help="the wild rank now, in a game whose wild rank moves (Hot Tuna: the rank besides the queens, or none)")] = None,
):
    """What should I do? The hero's next decision from a known situation, every option ranked
    best first, the one the game's own policy takes marked.

    Covered so far: the draw of the five-card draw games (high, lowball, split), with the hero
    alone (--players 1) every hold counted exactly over every draw and ranked by the chance of
    ending at or above a target category, against opponents every hold replayed on the same
    sampled completions and ranked by equity; the keep of the discard games (Pineapple,
    Crazy Pineapple, Irish) against known hands, every pair ranked by its exact equity; 727's
    take or stand against known cards; the declare of every declare game (727, 333, Red-Black,
    Colored Poker, Hot Tuna) with every hand's final cards known; In Between's bet and ace call.
    docs/advise.md says more. Example: simpoker advise five-card-draw --hand AsAhKdQc2c -p 1"""
    from .studies.advise import advice as advice_api

    if exact and (sample or trials is not None or until_ci is not None):
        raise UserError("give --exact or sampling (--sample, --trials, --until-ci), not both")
    if out_dir is not None:
        from .io import check_out_dir

        check_out_dir(out_dir)
    a = advice_api(variant, hand or [], dead=dead, players=players,
                   exact=True if exact else False if sample else None, trials=trials,
                   until_ci=until_ci, seed=seed, target=target, options=opt or [],
                   policies=policy or [], board=board, decision=decision, pot=pot,
                   first_round=first_round, wild=wild)
    folder = None
    if out_dir is not None:
        from .studies.advise import write_advice

        folder = write_advice(a, out_dir)
    if as_json:
        doc = a.to_dict()
        doc["folder"] = folder
        print(json.dumps(doc))
        return
    against = a.rows[0].get("against") or a.against
    out.print(f"[bold]{a.game}[/bold]: {a.hand}{', board ' + a.board if a.board else ''}"
              f"{', dead ' + a.dead if a.dead else ''}"
              f"{' against ' + ' and '.join(against) if against else ''}, "
              f"{plural(a.players, a.unit)} — the {a.decision}, "
              + ("exact" if a.exact else f"sampled: {a.rows[0]['completions']:,} completions, "
                 f"seed {a.seed}, each option on the same ones"), highlight=False)
    if a.note:
        out.print(a.note, highlight=False)
    if a.target:
        out.print(f"target: {a.target} or better ({a.target_reason})", highlight=False)
    elif a.target_reason:
        out.print(f"all options alike: {a.target_reason}", highlight=False)
    t = _table(f"options, best first (* the {a.decision} policy {a.policy})")
    measure = f"P({a.target}+)" if a.measure == "p_target" else a.measure
    chips = a.measure == "chips"  # a bet's value in chips, not a share
    if not a.exact:
        measure += " (95% CI)"
    # a share of the game's own a row may add, exact: (its key, its column)
    shares = [(k, name) for k, name in ADVICE_SHARES if k in a.rows[0]]
    for col in ("", "option", measure, "vs best" if a.exact else "vs best (95% CI)",
                *(name for _, name in shares)):
        t.add_column(col, justify="left" if col == "option" else "right")
    shown = [r for r in a.rows if r["legal"] or show_all]
    for i, r in enumerate(shown, 1):
        mark = "*" if r["default"] else ""
        value, diff = f"{100 * r[a.measure]:.3f}%", f"{100 * r['diff']:+.3f}"
        if chips:
            value, diff = f"{r['chips']:+.3f}", f"{r['diff']:+.3f}"
        if not a.exact and chips:  # sampled chips (Auction's bid and pick)
            value = f"{r['chips']:+.3f} [{r['ci'][0]:+.3f}, {r['ci'][1]:+.3f}]"
            diff = (f"{r['diff']:+.3f} [{r['diff_ci'][0]:+.3f}, {r['diff_ci'][1]:+.3f}]"
                    if r["diff"] else "best")
        elif not a.exact:
            value = f"{100 * r[a.measure]:.2f}% [{100 * r['ci'][0]:.2f}, {100 * r['ci'][1]:.2f}]"
            diff = (f"{100 * r['diff']:+.2f} [{100 * r['diff_ci'][0]:+.2f}, "
                    f"{100 * r['diff_ci'][1]:+.2f}]" if r["diff"] else "best")
        t.add_row(f"{i}{mark}", r["option"] + ("" if r["legal"] else " (not allowed)"), value, diff,
                  *(f"{100 * r[k]:.2f}%" for k, _ in shares))
    out.print(t)
    if folder:
        out.print(f"written: {folder}", highlight=False)


ADVICE_SHARES = (("kick_good", "kick good (exact)"),)


@app.command()
def compare(
    specs: Annotated[list[str], typer.Argument(metavar="SPEC...", help="two or more variant specs, in the order to show them; a spec may name its own table size among its options: \"yanqui-baseball(players=5)\"")],
    metric: Annotated[Optional[str], typer.Option(metavar="NAME", help="any table every game reports: volatility, winner_category, wild_rank, seat_win, high_winning_total, events, ... (`simpoker run ID --json` lists a game's tables; default: volatility, else winner_category, else seat_win, the first that every game reports)")] = None,
    players: Annotated[Optional[int], typer.Option("--players", "-p", metavar="N", help="players in every game whose spec names none (default: each game's)")] = None,
    trials: Annotated[str, typer.Option("--trials", "-n", metavar="N", help="deals per game")] = "1e6",
    seed: Annotated[int, typer.Option(metavar="N", help="the same seed for every game")] = 1,
    threads: Annotated[Optional[int], typer.Option(metavar="N", help="threads (default: all cores)")] = None,
    out_dir: Annotated[str, typer.Option("--out", metavar="DIR", help="results root folder")] = "results",
    as_json: Annotated[bool, typer.Option("--json", help="print the comparison as JSON on stdout")] = False,
    engine: Annotated[str, typer.Option(metavar="NAME", help="local (this process's threads) or dask (a Dask cluster: the same counts; needs the dask extra)")] = "local",
    scheduler: Annotated[Optional[str], typer.Option(metavar="ADDR", help="with --engine dask: the scheduler's address, e.g. tcp://host:8786 (default: a LocalCluster on this machine)")] = None,
):
    """Run several games with the same seed and players; write a side-by-side table and chart.

    One game at two table sizes or with two option sets makes two columns:
    compare "yanqui-baseball(players=5)" "yanqui-baseball(players=7)", or
    compare five-card-draw "five-card-draw(wild=2)". Score games compare by their own tables:
    compare 727 333 --metric high_winning_total.

    Ctrl-C stops the comparison at the next block of deals, exit code 130: the games finished and
    the interrupted one, marked partial, are printed and written.
    """
    from .studies.compare import compare_to_folder

    c, folder = compare_to_folder(specs, out=out_dir, metric=metric, players=players,
                                  trials=trials, seed=seed, threads=threads, engine=engine,
                                  scheduler=scheduler, log=_log)
    if as_json:
        doc = c.to_dict()
        doc["folder"] = folder
        print(json.dumps(doc))
    elif c.results:
        wide = c.wide()
        titles = c.titles()
        t = _table(f"{c.metric}: {c.heading()}")
        t.add_column("key")
        for label in wide.columns:
            t.add_column(titles[label], justify="right")
        for key, row in wide.iterrows():
            t.add_row(key, *row.tolist())
        out.print(t)
    if not c.complete:
        missing = f" ({plural(len(c.missing), 'game')} not run)" if c.missing else ""
        where = f"; written: {folder}" if folder else "; no game dealt a hand, nothing written"
        _log(f"interrupted: the comparison is partial{missing}{where}")
        raise typer.Exit(130)
    if not as_json:
        out.print(f"written: {folder}", highlight=False)


@app.command()
def bench(
    quick: Annotated[bool, typer.Option("--quick", help="a fast look, under a minute once the kernels are compiled: the 7-card evaluator (no wild cards and deuces wild, 500,000 hands), hands --cards 7 --exact, exact Hold'em odds (three seats before the flop, heads-up before the flop and on a flop), and the main job yanqui-baseball (2**19 deals) beside its per-deal floor, medians of 3 runs; the other games and the start-up times are left out (--variant and --startup measure them)")] = False,
    repeats: Annotated[Optional[int], typer.Option(metavar="N", help="runs per figure; the median is shown (default 5; 3 with --quick)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
    variant: Annotated[Optional[list[str]], typer.Option(
        "--variant", metavar="ID", help="bench only this game (repeatable), at its default players")] = None,
    startup: Annotated[bool, typer.Option(
        "--startup", help="only the start-up times: --help, list, show, a 1e4-deal run and hands --cards 7 --exact, each end to end as a new process")] = False,
    trials: Annotated[Optional[str], typer.Option("--trials", "-n", metavar="N", help="deals a game run (default 2e6; 2**19 with --quick)")] = None,
    engine: Annotated[str, typer.Option(metavar="NAME", help="dask: measure each game again through a LocalCluster of two one-thread worker processes, beside the local figure (needs the dask extra)")] = "local",
    serve_load: Annotated[bool, typer.Option("--serve", help="only the page's server (needs the web extra): the latency of a warm exact heads-up preflop Hold'em question alone (30 in turn), then 200 such questions from 20 clients at once during a 2e7-deal run of the main job, each answer and the run's counts checked; p50 and p95 from request to response")] = False,
):
    """Measure evaluation, simulation and start-up speed (medians of repeated runs).

    A full bench ends with the start-up times of short commands, each run as a new process. Each
    figure is written on stderr as it is measured; the table comes at the end.
    """
    from .bench import QUICK_REPEATS, run_bench, shown

    if repeats is None:
        repeats = QUICK_REPEATS if quick else 5
    if repeats < 1:
        raise UserError("--repeats must be at least 1")
    if startup and variant:
        raise UserError("choose --startup or --variant, not both")
    from .engine.runner import parse_trials

    if serve_load:
        from .web.serve import needs_web
        needs_web()
        from .web.load import bench_serve

        figures = bench_serve()
        if as_json:
            print(json.dumps(figures, indent=2))
            return
        t = _table("simpoker bench --serve (loopback, milliseconds from request to response)")
        for col in ("measure", "value"):
            t.add_column(col, justify="left" if col == "measure" else "right")
        for key, value in figures.items():
            t.add_row(key, str(value))
        out.print(t)
        return
    rows = run_bench(repeats=repeats, quick=quick, variants=variant, games_only=bool(variant),
                     startup=True if startup else None,
                     trials=parse_trials(trials) if trials is not None else None, engine=engine,
                     log=_log)
    if as_json:
        print(json.dumps(rows, indent=2))
        return
    t = _table("simpoker bench (medians)")
    for col in ("benchmark", "threads", "value"):
        t.add_column(col, justify="right" if col != "benchmark" else "left")
    for r in rows:
        t.add_row(r["name"], str(r["threads"]), shown(r))
    out.print(t)


@app.command()
def serve(
    host: Annotated[str, typer.Option(metavar="HOST", help="the address to listen on; 0.0.0.0 lets phones on this network in (and anyone else there)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(metavar="PORT", help="the port to listen on")] = 8000,
    open_browser: Annotated[bool, typer.Option("--open", help="open the page in this machine's browser once ready")] = False,
    games: Annotated[Optional[str], typer.Option(metavar="DIR", help="a folder of game files (*.toml) to list and play beside the built-in games")] = None,
    out_dir: Annotated[str, typer.Option("--out", metavar="DIR", help="results root folder: runs are written and listed here")] = "results",
    max_trials: Annotated[str, typer.Option(metavar="N", help="the most deals one run (or one game of a comparison) may ask for")] = "1e9",
    max_seconds: Annotated[float, typer.Option(metavar="S", min=1, help="a job's seconds, then it ends as a partial result")] = 600,
    max_odds_trials: Annotated[str, typer.Option(metavar="N", help="the most completions one odds question may sample")] = "1e7",
    jobs: Annotated[int, typer.Option(metavar="N", min=1, max=8, help="runs and comparisons at once; the rest wait in a queue")] = 1,
):
    """Serve the page at the table: games, odds, runs and comparisons in a browser, with a JSON API
    under /api/ (its documentation at /docs). Needs the web extra: pip install -e ".[web]".

    The odds kernels are loaded before the server says it is ready, so questions are answered
    warm. Ctrl-C stops the server; running jobs end as partial results, as a run's Ctrl-C does."""
    from .engine.runner import parse_trials
    from .web.serve import serve as serve_api
    from .web.service import Limits

    limits = Limits(run_trials=parse_trials(max_trials), run_seconds=max_seconds,
                    odds_trials=parse_trials(max_odds_trials), jobs_running=jobs)
    serve_api(host=host, port=port, open_browser=open_browser, games=games, out=out_dir, limits=limits)


def main(argv=None):
    """Entry point: user mistakes become one line on stderr and exit code 2."""
    args = sys.argv[1:] if argv is None else list(argv)
    if not args:
        args = ["--help"]
    try:
        code = app(args=args, prog_name="simpoker", standalone_mode=False)
        if isinstance(code, int) and code:
            sys.exit(code)
    except UserError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
    except typer.Exit as e:
        sys.exit(e.exit_code)
    except (typer.Abort, KeyboardInterrupt):
        print("aborted", file=sys.stderr)
        sys.exit(130)
    except Exception as e:
        # usage errors from click (which typer may vendor under another module name)
        if hasattr(e, "format_message") and hasattr(e, "exit_code"):
            print(f"error: {' '.join(e.format_message().split())}", file=sys.stderr)
            sys.exit(2)
        raise


if __name__ == "__main__":
    main()
