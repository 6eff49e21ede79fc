"""The short Markdown report written into each run folder."""


def _pct(e):
    return f"{100 * e['p']:.3f}% [{100 * e['ci'][0]:.3f}, {100 * e['ci'][1]:.3f}]"


def _mean(e):
    return f"{e['mean']:.4f} [{e['ci'][0]:.4f}, {e['ci'][1]:.4f}]"


def table_markdown(title, table):
    lines = [f"### {title}", "", "| key | count | estimate (95% CI) |", "|---|---:|---|"]
    for key, e in table.items():
        if "p" in e:
            c = e["count"]
            c = f"{c:,.2f}" if isinstance(c, float) and not float(c).is_integer() else f"{int(c):,}"
            lines.append(f"| {key} | {c} | {_pct(e)} |")
        else:
            lines.append(f"| {key} | | mean {_mean(e)} |")
    return "\n".join(lines) + "\n"


def markdown_report(result, charts=(), extra=()):
    m = result.meta
    status = "complete" if result.complete else "INCOMPLETE (interrupted; resume with `simpoker run --resume`)"
    head = [
        f"# {m['spec']}: {m['players']} players, {m['trials_done']:,} deals",
        "",
        f"- status: {status}",
        f"- seed: {m['seed']}; simpoker {m['version']}",
        f"- options: {m['options']}",
        f"- policies: {m['policies']}",
        f"- elapsed: {result.elapsed_s:.2f} s ({(result.deals_per_s or 0):,.0f} deals/s)",
        f"- measured: {result.plan_info}",
        "",
        "Intervals are 95% Wilson intervals for proportions and normal intervals for means. "
        "Tables pooled over seats (hand_category, wild_held, extra_cards) count every seat's hand.",
        "",
    ]
    for c in charts:
        head.append(f"![{c}]({c})")
    head.append("")
    body = [table_markdown(name, table) for name, table in result.json_tables.items()]
    return "\n".join(head) + "\n" + "\n".join(body) + "".join("\n" + e for e in extra)
