"""`simpoker odds`'s output: an answer's tables on the terminal, and the preflop tables
(`--table preflop`) written and summed up."""
import json

from .errors import UserError
from .report.terminal import fmt_p, out, table as new_table
from .report.words import plural


def preflop_tables(table, variant, hand, board, range_, dead, players, exact, sample, trials,
                    until_ci, seed, opt, policy, as_json, out_dir):
    """`odds --table preflop`: the tables written, the best and worst classes printed."""
    from .spec.game_spec import game_with_role, get_variant

    game = game_with_role("preflop-tables")
    if table != "preflop":
        raise UserError(f"--table {table!r}: the one table is preflop")
    if variant is not None and get_variant(variant).id != game:
        raise UserError(f"the preflop tables are {game}'s, not {variant}'s")
    given = [name for name, value in (("--hand", hand), ("--board", board), ("--range", range_),
                                      ("--dead", dead), ("--exact", exact), ("--sample", sample),
                                      ("--until-ci", until_ci), ("--opt", opt),
                                      ("--policy", policy)) if value]
    if given:
        raise UserError(f"--table preflop takes --players, --trials, --seed and --out, not {given[0]}")
    players = 2 if players is None else players
    if not 2 <= players <= 10:
        raise UserError(f"--players must be 2 to 10 for the preflop tables, not {players}")
    if trials is not None and players == 2:
        raise UserError("heads-up the preflop tables are exact: leave out --trials")
    from .engine.runner import parse_trials
    from .studies.preflop_tables import write_tables

    n = parse_trials(trials) if trials is not None else 200_000
    if out_dir is not None:
        from .io import check_out_dir

        check_out_dir(out_dir)
    folder, frame = write_tables(out_dir or "results", players, n, seed)
    if as_json:
        print(json.dumps({"folder": folder, "players": players,
                          "classes": frame.to_dict(orient="records")}))
        return
    how = "exact" if players == 2 else f"{n:,} completions a class, seed {seed}"
    t = new_table(f"starting hands against {plural(players - 1, 'random hand')} ({how})")
    for name in ("rank", "hand", "equity", "win", "tie", "top %"):
        t.add_column(name, justify="right")
    ranked = frame.sort_values("rank")
    shown = list(ranked.head(15).itertuples()) + list(ranked.tail(5).itertuples())
    for i, r in enumerate(shown):
        if i == 15:
            t.add_row("...", "", "", "", "", "")
        t.add_row(str(r.rank), r.hand, f"{100 * r.equity:.2f}%", f"{100 * r.win:.2f}%",
                  f"{100 * r.tie:.2f}%", f"{r.top_percent:.1f}")
    out.print(t)
    out.print(f"written: {folder}", highlight=False)


def print_odds(answer, has_board):
    how = "exact" if answer["exact"] else f"sampled, seed {answer['seed']}"
    board = f", board {answer['board'] or 'none'}" if has_board else ""
    seats = plural(answer["players"], "player")
    out.print(f"[bold]{answer['variant']}[/bold]: {seats}{board} — "
              f"{plural(answer['trials'], 'completion')} ({how})", highlight=False)
    if not answer["complete"]:
        planned = f" of {answer['planned']:,}" if answer["planned"] else ""
        out.print(f"partial (Ctrl-C): {answer['trials']:,}{planned} completions "
                  + ("enumerated, in order: not a sample, so not the answer's shares"
                     if answer["exact"] else "sampled, a smaller sample with its intervals"),
                  highlight=False)
    if answer["policies"]:
        out.print("decisions still to come, played by the policies "
                  + ", ".join(f"{k}={v}" for k, v in answer["policies"].items()), highlight=False)
    tables = answer["tables"]
    halves = [name for name in tables if name.startswith("equity_")]
    # a split pot: "win" is the whole pot, "tie" every pot the seat took part of but not all
    # (a half won alone included), and the halves' shares and the scoops have columns
    columns = [("equity", "equity"), ("win", "whole pot" if halves else "win"),
               ("tie", "shared" if halves else "tie")]
    if halves:
        columns += [(name, name) for name in halves] + [("scoop", "scoop")]
    t = new_table("seats")
    t.add_column("seat", justify="right")
    t.add_column("hand", justify="left")
    for _, title in columns:
        t.add_column(title, justify="right")
    for seat in tables["equity"]:
        at = int(seat) - len(answer["hands"])
        known = (answer["hands"][int(seat)] if at < 0 else
                 f"range {answer['ranges'][at]}" if at < len(answer.get("ranges") or []) else "(unknown)")
        t.add_row(seat, known, *(fmt_odds(tables[name][seat], answer["exact"])
                                 for name, _ in columns))
    out.print(t)
    t = new_table("the hero's final hand")
    t.add_column("category")
    t.add_column("P", justify="right")
    for key, e in tables["hand_category"].items():
        if e["count"]:
            t.add_row(key, fmt_odds(e, answer["exact"]))
    out.print(t)
    if "folder" in answer:
        out.print(f"written: {answer['folder']}", highlight=False)


def fmt_odds(e, exact):
    return f"{100 * e['p']:.3f}%" if exact else fmt_p(e)
