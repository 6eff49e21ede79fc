"""The short Markdown report written into each run folder, and the labels it shares with the
charts (what a table counts, what a key means, which quantities are money)."""

# One sentence per table: what it counts, for the tables of the shared vocabulary (a driver's,
# the core's). A table only one game's kernel makes is worded in that game's declaration
# (table_notes), as is a shared table that counts something else there.
TABLE_NOTES = {
    "winner_category": "The category of the winning hand, one per deal.",
    "hand_category": "Every seat's final hand, seats pooled: the share of all hands dealt that "
                     "end in each category.",
    "best_category": "The category of the best high hand at the table, one per deal.",
    "house_category": "The category of the house hand, one per deal.",
    "seat_win": "The share of all pots each seat wins (seat 0 sits left of the dealer); a split "
                "pot is shared, so counts can be fractions.",
    "tie": "How often a pot, or one half of a split pot, is split among tied winners; `scoop`: "
           "one player takes the whole pot.",
    "wild_rank": "The wild rank at the showdown, one per deal.",
    "wild_held": "Wild cards in each seat's final hand, seats pooled.",
    "wild_changes": "How many times the wild rank changes in a deal.",
    "volatility": "`full:k`: P(the player leading after dealing round k, on all the cards he "
                  "holds, wins at the showdown); `showing:k`: the same for the leader on the "
                  "cards showing; `lead_changes`: mean changes of leader per deal. Measured on "
                  "a fixed subsample of the deals (see `measured`), with that sample's own "
                  "intervals.",
    "events": "The game's own questions: a share with its count (of {unit}s, unless the name "
              "says otherwise), or a mean (per {unit}, or per hand for what a hand holds).",
    "extra_cards": "Extra cards each seat bought or earned in a deal, seats pooled.",
    "pot_matches": "Face-up 3s whose owner matches the pot, per deal.",
    "middle_cards": "Cards sent to the middle in a deal.",
    "little_rank": "Each player's little-one rank (his lowest down card), players pooled.",
    "hand_size": "Cards in each player's final hand after the takes, players pooled.",
    "drawn": "Cards each player replaces in a deal, players pooled.",
    "diamonds_points": "Diamond points in each player's cards, players pooled.",
    "diamonds_winning_points": "The diamond points that win the diamond half, one per deal.",
    "basketball_points": "Each player's basketball score, players pooled.",
    "basketball_winning_points": "The basketball score that wins the basketball half, one per "
                                 "deal.",
    "overtime": "Overtimes played for the basketball half in a deal.",
    "declare": "What each player declares, players pooled.",
    "high_winning_total": "The points total that wins the high half, one per deal (a deal where "
                          "nobody declares high counts in no row).",
    "low_winning_total": "The points total that wins the low half, one per deal (a deal where "
                         "nobody declares low counts in no row).",
    "before_category": "Every seat's hand before the draw (or the trade), seats pooled.",
    "improved": "Of the hands that held each category before the draw (or the trade), the share "
                "that end in a better one.",
    "worsened": "Of the hands that held each category before the trade, the share that end in a "
                "worse one.",
    "low_top": "The winning low by its top card, one per deal (`5`: five high, the best low; "
               "`pair+`: the best low holds a pair or worse; `no low`: no hand qualifies for the "
               "low half).",
    "hole_used": "How many of his own hole cards the winning hand uses, one per deal (0: the "
                 "board plays).",
    "winning_hand": "The winning two-card hand, one per deal: a pair, or the high card of two "
                    "unpaired cards.",
    "choice": "What each player takes in the exchange (stand pat, one card or two), players pooled.",
    "trades": "Trades made in a deal.",
    "exchanged": "Cards each player takes in the exchanges of a deal, players pooled.",
    "kitty": "Who takes the kitty, one per deal (`nobody`: it is never taken).",
    "pot_deals": "Deals a pot takes to be won (legs: a player must win that many deals), one per "
                 "pot.",
    "picked": "The rank each player makes wild in his own hand, players pooled.",
    "knock_turn": "The turn on which a player knocks, one per deal (`no knock`: the deal ends "
                  "without one).",
}
UNKNOWN_NOTE = "A table of this game's own (`simpoker show {variant}` describes its metrics)."

# money entries (means per deal): in dollars already, or in cents (shown in dollars)
DOLLARS = {"extra_card_cost", "queen_of_hearts_transfer"}
LONG_TABLE = 6  # tables with more rows than this leave out rows counted zero times, ...
KEEP_ZERO_ROWS = {"events", "volatility", "tie", "zevon", "seat_win"}  # ... but in these a row is a question


def table_note(variant, name, table=None):
    """The sentence that says what table ``name`` of a run of ``variant`` (a GameSpec, or its id)
    counts; ``table``, where given, adds that its money is in dollars."""
    from ..spec.game_spec import get_variant

    v = get_variant(variant) if isinstance(variant, str) else variant
    note = (v.table_notes.get(name) or TABLE_NOTES.get(name)
            or UNKNOWN_NOTE.format(variant=v.id))
    note = note.replace("{unit}", v.trial_unit)
    if table and name == "tie" and note == TABLE_NOTES["tie"] and "scoop" not in table:
        note = note.split("; `scoop`")[0] + "."
    if table and name == "volatility" and note == TABLE_NOTES["volatility"] \
            and not any(k.startswith("showing:") for k in table):
        note = note.replace(" `showing:k`: the same for the leader on the cards showing;", "")
    if table and any(money(k, e) is not None for k, e in table.items()):
        note += " Money is in dollars."
    return note


def _only_wild(variant, options):
    """What `none` in the wild_rank table means: ranks wild whatever the moving rank is (the
    game's declaration says, GameSpec.always_wild)."""
    from ..spec.game_spec import get_variant

    return get_variant(variant).wild_none_label(options)


def low_labels():
    """The keys of a winning-low table (its top card) as lows: `7` is "7-low"."""
    return {**{r: f"{r}-low" for r in "56789TJQK"}, "pair+": "a pair or worse"}


def key_labels(variant, options, name):
    """Readable names of a table's keys, where the key alone would mislead ({} when it would
    not): Seven-Up's wild rank `none` is "only 7s wild", say."""
    if name == "wild_rank":
        return {"none": _only_wild(variant, options)}
    if name == "low_top":
        return {"pair+": low_labels()["pair+"]}
    return {}


def wild_rank_axis(variant, options):
    """The x label of a wild-rank chart: the game's own (its declaration's), else the plain one."""
    from ..spec.game_spec import get_variant

    axis = get_variant(variant).wild_rank_axis
    if axis:
        return axis
    if _only_wild(variant, options) == "only queens wild":
        return "final wild rank besides the queens"
    return "final wild rank"


def money(key, e):
    """The dollar amount of a money entry as (mean, low, high), or None for other entries."""
    if "mean" not in e:
        return None
    if key in DOLLARS:
        scale = 1.0
    elif key.endswith("_cents"):
        scale = 0.01
    else:
        return None
    return e["mean"] * scale, e["ci"][0] * scale, e["ci"][1] * scale


NOTHING_TO_COUNT = "nothing to count"  # an estimate over no cases (n = 0): no value, no interval


def pct_text(e):
    """A share as "12.345% [12.000, 12.690]" (its 95% interval in points)."""
    if e["p"] is None:
        return NOTHING_TO_COUNT
    return f"{100 * e['p']:.3f}% [{100 * e['ci'][0]:.3f}, {100 * e['ci'][1]:.3f}]"


def mean_text(e):
    if e["mean"] is None:
        return NOTHING_TO_COUNT
    return f"{e['mean']:.4f} [{e['ci'][0]:.4f}, {e['ci'][1]:.4f}]"


def estimate_text(key, e, unit="deal"):
    """An entry's estimate in words: a share or mean with its interval, an exact value, or
    "nothing to count"."""
    if e.get("exact"):
        if "p" in e:
            return f"exactly {100 * e['p']:.3f}% (fixed by the rules)"
        return f"exactly {e['mean']:g} (fixed by the rules)"
    if "p" in e:
        return pct_text(e)
    if e["mean"] is None:
        return NOTHING_TO_COUNT
    dollars = money(key, e)
    if dollars is not None:
        return "mean ${:.4f} [${:.4f}, ${:.4f}] a {}".format(*dollars, unit)
    return f"mean {mean_text(e)}"


def count_text(e):
    """A count as a whole number with thousands separators (two decimals only for a fraction,
    as in split pots)."""
    c = e.get("count")
    if c is None:
        return ""
    return f"{c:,.2f}" if isinstance(c, float) and not float(c).is_integer() else f"{int(c):,}"


WILD_TABLES = ("wild_held", "wild_rank", "little_rank", "picked")  # tables only a wild game has


def impossible_rows(result):
    """Keys no deal of this run can count: five of a kind where nothing is wild."""
    wild = (result.plan_info or {}).get("wild")
    nothing_wild = wild == "none" if wild is not None else not any(t in result.json_tables for t in WILD_TABLES)
    return {"five-of-a-kind"} if nothing_wild else set()


def rows_to_show(table, keep_zero=False, never=()):
    """(keys shown, keys left out as counted zero times) of a table as a player reads it: a row the
    rules fix at zero (exact, count 0), or one of ``never`` counted zero times, says nothing and is
    always left out; a table longer than LONG_TABLE rows also leaves out the rows counted zero
    times, unless ``keep_zero``."""
    never = {k for k, e in table.items() if (e.get("exact") or k in never) and e.get("count", 1) == 0}
    zero = [k for k, e in table.items() if k not in never and "p" in e and not e.get("exact")
            and e.get("count") == 0]
    omit = zero if len(table) - len(never) > LONG_TABLE and not keep_zero else []
    return [k for k in table if k not in never and k not in omit], omit


def omitted_text(keys, first=4, order=None):
    """The sentence naming the rows left out for a count of zero: all of them when few, else the
    first few and how many more. Numeric keys next to each other in ``order`` (the table's keys;
    whole numbers in steps of one without it) are joined into a range: "0-24", "0-1.5"."""
    parts = _compress(keys, order).split(", ")
    rows = f"{len(keys)} row{'s' if len(keys) > 1 else ''}"
    if len(parts) <= first:
        return f"{rows} with no count left out: {', '.join(parts)}."
    return f"{rows} with no count left out: {', '.join(parts[:first])} and {len(parts) - first} more."


def _number(key):
    try:
        return float(key)
    except ValueError:
        return None


def _compress(keys, order=None):
    """'5-9, 12, all': the keys joined by commas, runs of numeric keys joined by a dash."""
    place = {k: i for i, k in enumerate(order)} if order is not None else None
    parts, run = [], []

    def close():
        if run:
            dash = " to " if run[0].startswith("-") else "-"  # "-64 to -51", not "-64--51"
            parts.append(run[0] if len(run) == 1 else f"{run[0]}{dash}{run[-1]}")
            run.clear()

    def follows(k):
        if place is not None:
            return place[k] == place[run[-1]] + 1
        return _number(k).is_integer() and _number(k) == _number(run[-1]) + 1

    for k in keys:
        if _number(k) is None:
            close()
            parts.append(k)
            continue
        if run and not follows(k):
            close()
        run.append(k)
    close()
    return ", ".join(parts)


def table_markdown(title, table, note=None, labels=None, keep_zero=False, unit="deal", never=()):
    """A table as Markdown: key, count and estimate (95% CI), the rows as ``rows_to_show`` keeps
    them, saying which it leaves out; ``labels`` names keys."""
    labels = labels or {}
    shown, omit = rows_to_show(table, keep_zero, never)
    lines = [f"### {title}", ""]
    if note:
        lines += [note, ""]
    lines += ["| key | count | estimate (95% CI) |", "|---|---:|---|"]
    for key in shown:
        e = table[key]
        name = f"{key} ({labels[key]})" if key in labels else key
        if money(key, e) is not None:
            name += " (in dollars)"
        lines.append(f"| {name} | {count_text(e)} | {estimate_text(key, e, unit)} |")
    if omit:
        lines += ["", omitted_text(omit, order=list(table))]
    return "\n".join(lines) + "\n"


def _value_text(v):
    if isinstance(v, bool):
        return str(v).lower()
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, (list, tuple)):
        return "; ".join(_value_text(x) for x in v)
    return str(v)


def settings_text(values, defaults):
    """``key=value`` pairs, saying which are the defaults ("none" when there are none)."""
    if not values:
        return "none"
    text = ", ".join(f"{k}={_value_text(v)}" for k, v in values.items())
    changed = [k for k, v in values.items() if k in defaults and defaults[k] != v]
    if not changed:
        return text + (" (the default)" if len(values) == 1 else " (the defaults)")
    return text + f" (changed from the default: {', '.join(changed)})"


def measured_text(info):
    """The plan's description as readable text: the deal, and the volatility subsample."""
    parts = []
    for k, v in info.items():
        if k == "players":
            continue  # in the title
        if k == "volatility_every":
            if v:
                parts.append(f"volatility measured on {every_text(v)}")
            continue
        parts.append(f"{k.replace('_', ' ')}: {_value_text(v)}")
    return "; ".join(parts) or "every deal"


def every_text(every, unit="deal"):
    """"every deal", "every 32nd deal"."""
    return f"every {unit}" if int(every) == 1 else f"every {ordinal(int(every))} {unit}"


def ordinal(n):
    """1st, 2nd, 3rd, 4th, ..., 11th, ..., 32nd."""
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")
    return f"{n}{suffix}"


def markdown_report(result, charts=(), extra=()):
    m = result.meta
    v = result.game
    unit = v.trial_unit
    status = "complete" if result.complete else "INCOMPLETE (interrupted; resume with `simpoker run --resume`)"
    has_money = any(money(k, e) is not None for t in result.json_tables.values() for k, e in t.items())
    head = [
        f"# {m['spec']}: {m['players']} players, {m['trials_done']:,} {unit}s",
        "",
        f"{v.name}: {v.summary} (`simpoker show {v.id}` gives the rules in full.)",
        "",
        f"- status: {status}",
        f"- seed: {m['seed']}; simpoker {m['version']}",
        f"- options: {settings_text(m['options'], {o.name: o.default for o in v.options})}",
        f"- policies: {settings_text(m['policies'], {d.name: d.default for d in v.decisions})}",
        f"- elapsed: {result.elapsed_s:.2f} s ({(result.deals_per_s or 0):,.0f} {unit}s/s)",
        f"- measured: {measured_text(result.plan_info)}",
        "",
        "Intervals are 95% Wilson intervals for proportions and normal intervals for means, kept "
        "within the values a quantity can take; a value the rules fix is given as exact, without "
        "an interval, and a row the rules rule out is left out; a share or mean over no cases "
        "reads \"nothing to count\"." + (" Money is in dollars." if has_money else ""),
        "",
    ]
    for c in charts:
        head.append(f"![{c}]({c})")
    head.append("")
    never = impossible_rows(result)
    body = [table_markdown(name, table, note=table_note(v, name, table),
                           labels=key_labels(v.id, m["options"], name), keep_zero=name in KEEP_ZERO_ROWS,
                           unit=unit, never=never)
            for name, table in result.json_tables.items()]
    return "\n".join(head) + "\n" + "\n".join(body) + "".join("\n" + e for e in extra)
