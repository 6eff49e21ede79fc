"""The `simpoker` command line: a thin layer over the Python API in ``sim``."""
import json
import sys
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from .errors import UserError

app = typer.Typer(
    add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
    rich_markup_mode=None,
    help="Simulate dealer's-choice poker games and report how they behave, with 95% intervals.",
)
out = Console()
err = Console(stderr=True)


def _fmt_p(e):
    return f"{100 * e['p']:8.3f}%  [{100 * e['ci'][0]:.3f}, {100 * e['ci'][1]:.3f}]"


@app.command("list")
def list_cmd(as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False):
    """List every registered variant."""
    from .variants import all_variants

    vs = all_variants()
    if as_json:
        print(json.dumps([{"id": v.id, "name": v.name, "family": v.family, "players": list(v.players),
                           "summary": v.summary} for v in vs], indent=2))
        return
    t = Table(title="simpoker variants")
    for col in ("id", "family", "players", "summary"):
        t.add_column(col)
    for v in vs:
        t.add_row(v.id, v.family, f"{v.players[0]}-{v.players[1]}", v.summary)
    out.print(t)


@app.command()
def show(variant: Annotated[str, typer.Argument(help="variant id, e.g. yanqui-baseball")]):
    """Show a variant's rules, options, decisions with their policies, metrics and source."""
    from .variants import get_variant

    v = get_variant(variant)
    lines = [f"{v.name} ({v.id})", f"family: {v.family}; players {v.players[0]}-{v.players[1]} "
             f"(default {v.default_players}); source: {v.source}", "", v.rules.rstrip(), "", "Options:"]
    lines += [f"  {o.name} = {str(o.default).lower() if isinstance(o.default, bool) else o.default}"
              f"  ({o.help})" for o in v.options] or ["  none"]
    lines += ["", "Decisions (first policy is the default):"]
    for d in v.decisions:
        lines.append(f"  {d.name}: {d.help}")
        lines += [f"    {name}: {what}" for name, what in d.policies.items()]
    if not v.decisions:
        lines.append("  none")
    lines += ["", "Metrics: " + ", ".join(v.metrics)]
    print("\n".join(lines))


@app.command()
def run(
    spec: Annotated[Optional[str], typer.Argument(help="variant id or id(key=value,...)")] = None,
    players: Annotated[Optional[int], typer.Option("--players", "-p", help="number of players (default: the variant's)")] = None,
    trials: Annotated[Optional[str], typer.Option("--trials", "-n", help="deals to simulate: 1e7, 10000000 or 10_000_000 (default 1e6)")] = None,
    until_ci: Annotated[Optional[float], typer.Option("--until-ci", help="instead of --trials: stop once every 95% interval half-width is at most this")] = None,
    seed: Annotated[int, typer.Option(help="root seed: same seed, same counts")] = 1,
    opt: Annotated[Optional[list[str]], typer.Option("--opt", help="rule option key=value (repeatable)")] = None,
    policy: Annotated[Optional[list[str]], typer.Option("--policy", help="decision policy key=value (repeatable)")] = None,
    threads: Annotated[Optional[int], typer.Option(help="threads (default: all cores)")] = None,
    out_dir: Annotated[str, typer.Option("--out", help="results root folder")] = "results",
    as_json: Annotated[bool, typer.Option("--json", help="print the JSON summary on stdout")] = False,
    no_plots: Annotated[bool, typer.Option("--no-plots", help="skip the PNG charts")] = False,
    resume: Annotated[Optional[str], typer.Option("--resume", help="finish an interrupted run folder")] = None,
):
    """Simulate a game and write a report folder under --out (summary.json, parquet, charts, report.md)."""
    from .runner import run as run_api

    if spec is None and resume is None:
        raise UserError("give a variant (see `simpoker list`) or --resume RUN_DIR")
    result = run_api(spec, players=players, trials=trials, seed=seed, options=opt or [],
                     policies=policy or [], threads=threads, until_ci=until_ci, out=out_dir,
                     plots=not no_plots, progress=True, resume=resume,
                     log=lambda m: err.print(m, highlight=False, soft_wrap=True))
    if as_json:
        print(result.to_json())
    else:
        _print_run(result)
    if not result.complete:
        raise typer.Exit(130)


def _print_run(r):
    m = r.meta
    out.print(f"[bold]{m['spec']}[/bold]: {m['players']} players, {m['trials_done']:,} deals, seed {m['seed']}"
              f" — {r.elapsed_s:.2f} s ({r.deals_per_s:,.0f} deals/s)", highlight=False)
    for name in ("winner_category", "wild_rank"):
        if name in r.json_tables:
            t = Table(title=name)
            t.add_column("key")
            t.add_column("count", justify="right")
            t.add_column("P (95% CI)", justify="right")
            for k, e in r.json_tables[name].items():
                t.add_row(k, f"{e['count']:,}", _fmt_p(e))
            out.print(t)
    ev = r.json_tables.get("events", {})
    for k, e in ev.items():
        out.print(f"  {k}: " + (_fmt_p(e) if "p" in e else f"{e['mean']:.4f} [{e['ci'][0]:.4f}, {e['ci'][1]:.4f}]"),
                  highlight=False)
    if r.run_dir:
        out.print(f"report: {r.run_dir}/report.md", highlight=False)


@app.command()
def hands(
    cards: Annotated[int, typer.Option("--cards", help="cards per hand (1-12)")] = 5,
    best: Annotated[int, typer.Option("--best", help="cards that make the hand (2, 3, 4 or 5)")] = 5,
    wild: Annotated[Optional[str], typer.Option("--wild", help="wild ranks (2 or 3,9) or cards (Js,Jh)")] = None,
    jokers: Annotated[int, typer.Option("--jokers", help="fully wild jokers in the deck (0-2)")] = 0,
    bug: Annotated[bool, typer.Option("--bug", help="add the bug: a joker that only completes straights and flushes")] = False,
    bug_ace: Annotated[bool, typer.Option("--bug-ace", help="add the bug, which otherwise counts as an ace")] = False,
    deck: Annotated[str, typer.Option("--deck", help="standard or spanish (no 2-6)")] = "standard",
    no_straights: Annotated[bool, typer.Option("--no-straights", help="no straights or flushes")] = False,
    four_card: Annotated[Optional[str], typer.Option("--four-card", help="new-york or canadian four-card hands")] = None,
    natural: Annotated[bool, typer.Option("--natural-beats-wild", help="a natural hand beats an equal wild one")] = False,
    low: Annotated[Optional[str], typer.Option("--low", help="score lows instead: a5 or a6")] = None,
    exact: Annotated[bool, typer.Option("--exact", help="enumerate every hand")] = False,
    trials: Annotated[Optional[str], typer.Option("--trials", help="sample this many hands instead")] = None,
    seed: Annotated[int, typer.Option(help="seed for sampling")] = 1,
    threads: Annotated[Optional[int], typer.Option(help="Numba threads (default: all cores)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
):
    """Distribution of the best hand in N random cards under a hand rule, exact or sampled."""
    from .evaluation import HandRule, parse_wild
    from .hands import hand_distribution
    from .runner import parse_trials

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
    res = hand_distribution(cards, rule, exact=True if exact else None, trials=n, seed=seed, threads=threads)
    if as_json:
        print(json.dumps(res.to_dict()))
        return
    t = Table(title=f"best {'low' if low else 'hand'} of {cards} cards — "
                    f"{'exact, ' if res.exact else ''}{res.trials:,} hands in {res.elapsed_s:.2f} s")
    t.add_column("category")
    t.add_column("count", justify="right")
    t.add_column("P" if res.exact else "P (95% CI)", justify="right")
    for k, e in res.table().items():
        t.add_row(k, f"{e['count']:,}", f"{100 * e['p']:.5f}%" if res.exact else _fmt_p(e))
    out.print(t)


@app.command()
def compare(
    specs: Annotated[list[str], typer.Argument(help="two or more variant specs")],
    metric: Annotated[str, typer.Option(help="volatility, winner_category or wild_rank")] = "volatility",
    players: Annotated[Optional[int], typer.Option("--players", "-p", help="players in every game (default: each game's)")] = None,
    trials: Annotated[str, typer.Option("--trials", "-n", help="deals per game")] = "1e6",
    seed: Annotated[int, typer.Option(help="the same seed for every game")] = 1,
    threads: Annotated[Optional[int], typer.Option(help="threads (default: all cores)")] = None,
    out_dir: Annotated[str, typer.Option("--out", help="results root folder")] = "results",
):
    """Run several games with the same seed and players; write a side-by-side table and chart."""
    from .compare import compare_to_folder
    from .runner import parse_trials

    c, folder = compare_to_folder(specs, out=out_dir, metric=metric, players=players,
                                  trials=parse_trials(trials), seed=seed, threads=threads)
    out.print(c.wide())
    out.print(f"written: {folder}", highlight=False)


@app.command()
def bench(
    quick: Annotated[bool, typer.Option("--quick", help="smaller workloads, for a fast look")] = False,
    repeats: Annotated[int, typer.Option(help="runs per figure; the median is shown")] = 5,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
    variant: Annotated[Optional[list[str]], typer.Option(
        "--variant", help="bench only this game (repeatable), at its default players")] = None,
):
    """Measure evaluation and simulation speed (medians of repeated runs)."""
    from .bench import run_bench

    if repeats < 1:
        raise UserError("--repeats must be at least 1")
    rows = run_bench(repeats=repeats, quick=quick, variants=variant, games_only=bool(variant))
    if as_json:
        print(json.dumps(rows, indent=2))
        return
    t = Table(title="simpoker bench (medians)")
    for col in ("benchmark", "threads", "value"):
        t.add_column(col, justify="right" if col != "benchmark" else "left")
    for r in rows:
        v = r["value"]
        shown = f"{v:.2f} s" if r["unit"] == "s" else f"{v / 1e6:,.2f} M {r['unit']}"
        t.add_row(r["name"], str(r["threads"]), shown)
    out.print(t)


def main(argv=None):
    """Entry point: user mistakes become one line on stderr and exit code 2."""
    try:
        code = app(args=argv, standalone_mode=False)
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
