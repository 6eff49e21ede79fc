"""Which rules one deal of a game file is played by (plain Python, generic).

Written from the game-file documentation (the "Options", "Decisions" and
"[seats]" parts), not from the project's code.  A game file arrives as the
dict ``tomllib`` makes of it, with no ``extends`` left in it.

The steps, as the documentation orders them:

1. Start from the file's sections as written.  (Filling in the keys a file
   leaves at their defaults is the driver's business: each driver module knows
   its own tables.  Since every later step only *replaces* keys, filling the
   defaults after these steps gives the same result as filling them first.)
2. For each option, in the file's order, take its chosen value (the default
   when not chosen), write it as text (booleans as ``true``/``false``) and, if
   ``when`` has an entry for that text, set each dotted key of the entry.
3. Then for each decision, in the file's order, likewise for its chosen
   policy's ``when`` entry.
4. Then for each option with ``sets``: set that dotted key to the option's
   chosen value (its default when not chosen), so it overrides whatever the
   file or a ``when`` entry wrote there.
5. The check of the result is the driver's (it knows its keys).

``seats.VALUE`` of an option replaces the file's ``[seats]`` limits when the
option has that value; that is applied here too, in the file's order.
"""

import copy

# Top-level keys whose tables are not rule sections.
_NOT_SECTIONS = ("options", "decisions")


def value_text(value):
    """An option value as the documentation writes it in ``when`` tables."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _typed(name, spec, value):
    """``value`` (typed, or text) as a value of the option's type (its default's)."""
    default = spec["default"]
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        raise ValueError(f"option {name}: expected true or false, got {value!r}")
    if isinstance(default, int):
        if isinstance(value, bool):
            raise ValueError(f"option {name}: expected a whole number, got {value!r}")
        if isinstance(value, int):
            typed = value
        else:
            try:
                typed = int(str(value).strip())
            except ValueError:
                raise ValueError(f"option {name}: expected a whole number, got {value!r}") from None
    elif isinstance(default, float):
        if isinstance(value, bool):
            raise ValueError(f"option {name}: expected a number, got {value!r}")
        try:
            typed = float(value)
        except (TypeError, ValueError):
            raise ValueError(f"option {name}: expected a number, got {value!r}") from None
    else:
        typed = value if isinstance(value, str) else value_text(value)
        if "choices" in spec and typed not in spec["choices"]:
            raise ValueError(f"option {name}: {typed!r} is not one of {spec['choices']}")
        return typed
    if "low" in spec and typed < spec["low"]:
        raise ValueError(f"option {name}: {typed} is below {spec['low']}")
    if "high" in spec and typed > spec["high"]:
        raise ValueError(f"option {name}: {typed} is above {spec['high']}")
    return typed


def _entry(table, value):
    """The entry of a per-value table (``when`` or ``seats``) for ``value``, or None."""
    if not table:
        return None
    text = value_text(value)
    if text in table:
        return table[text]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        for key, entry in table.items():  # "3.0" and 3, say
            try:
                if float(key) == float(value):
                    return entry
            except ValueError:
                pass
    return None


def _set_dotted(sections, dotted, value):
    """Set ``section.key`` in ``sections`` to a copy of ``value``."""
    section, dot, key = dotted.partition(".")
    if not dot or not section or not key or "." in key:
        raise ValueError(f"a rule key is written section.key, got {dotted!r}")
    table = sections.setdefault(section, {})
    if not isinstance(table, dict):
        raise ValueError(f"{section} is not a section")
    table[key] = copy.deepcopy(value)


def chosen_options(doc, options=None):
    """{option name: typed value} for every option of the file, defaults filled in."""
    declared = doc.get("options", {}) or {}
    given = dict(options or {})
    unknown = sorted(set(given) - set(declared))
    if unknown:
        raise ValueError(f"unknown option(s) {unknown}; the file has {sorted(declared)}")
    return {
        name: _typed(name, spec, given[name]) if name in given else spec["default"]
        for name, spec in declared.items()
    }


def chosen_policies(doc, policies=None):
    """{decision name: policy} for every decision of the file (the first policy by default)."""
    decisions = doc.get("decisions", []) or []
    names = [d["name"] for d in decisions]
    given = dict(policies or {})
    unknown = sorted(set(given) - set(names))
    if unknown:
        raise ValueError(f"unknown decision(s) {unknown}; the file has {names}")
    chosen = {}
    for decision in decisions:
        listed = list(decision["policies"])
        if not listed:
            raise ValueError(f"decision {decision['name']} lists no policy")
        policy = given.get(decision["name"], listed[0])
        if policy not in listed:
            raise ValueError(f"decision {decision['name']}: unknown policy {policy!r}; choose from {listed}")
        chosen[decision["name"]] = policy
    return chosen


def resolve(doc, options=None, policies=None):
    """The rule sections one deal is played by: {section name: {key: value}}.

    ``doc`` is the parsed file (no ``extends``); ``options`` {name: value},
    values typed or as text; ``policies`` {decision: policy}.  The result holds
    every table-valued top-level key of the file except ``options`` and
    ``decisions`` (so ``seats`` too, with an option's ``seats.VALUE`` limits
    applied), as written and then changed by steps 2-4 of the module
    docstring.  Keys left out stay out: the driver fills its defaults.
    """
    if "extends" in doc:
        raise ValueError("resolve() takes a file with its extends already merged in")
    values = chosen_options(doc, options)
    chosen = chosen_policies(doc, policies)
    sections = {
        key: copy.deepcopy(value)
        for key, value in doc.items()
        if isinstance(value, dict) and key not in _NOT_SECTIONS
    }
    declared = doc.get("options", {}) or {}
    # Step 2: the options' `when` entries, in the file's order (and their seat limits).
    for name, spec in declared.items():
        entry = _entry(spec.get("when"), values[name])
        for dotted, value in (entry or {}).items():
            _set_dotted(sections, dotted, value)
        limits = _entry(spec.get("seats"), values[name])
        if limits:
            sections.setdefault("seats", {}).update(copy.deepcopy(limits))
    # Step 3: the chosen policies' `when` entries, in the file's order.
    for decision in doc.get("decisions", []) or []:
        entry = (decision.get("when") or {}).get(chosen[decision["name"]])
        for dotted, value in (entry or {}).items():
            _set_dotted(sections, dotted, value)
    # Step 4: the `sets` options, last.
    for name, spec in declared.items():
        if "sets" in spec:
            _set_dotted(sections, spec["sets"], values[name])
    return sections
