"""A game written out as a game file a player can edit (`simpoker new`): every key the game sets,
with what it does in a comment, and the keys it leaves at their defaults shown commented out."""
import json
import re
from importlib import import_module

from ..errors import UserError
from .game_file import DECISION, DRIVERS, OPTION, SEATS, TOP, Key

_BARE = re.compile(r"[A-Za-z0-9_-]+")


def _key(name):
    return name if _BARE.fullmatch(name) else json.dumps(name)


def toml_value(value):
    """A value as TOML writes it (strings, numbers, booleans, lists and inline tables)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(str(k))} = {toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot write {value!r} in a game file")


def _prose(text):
    """A multi-line string; literal unless the text itself holds three single quotes."""
    if "'''" not in text:
        return "'''\n" + text.lstrip("\n") + "'''"
    return json.dumps(text, ensure_ascii=False)


def _allowed(key: Key):
    if key.choices:
        return "one of " + ", ".join(map(str, key.choices))
    if key.low is not None or key.high is not None:
        return f"{key.low:g} to {key.high:g}" if key.high is not None else f"at least {key.low:g}"
    return ""


def _comment(key: Key):
    words = "; ".join(x for x in (key.help, _allowed(key)) if x)
    return f"# {words}" if words else ""


def _lines(table, keys, indent=""):
    """A table's keys in the schema's order: the set ones written, each after its comment, the
    others commented out at their default (where the default can be written)."""
    out = []
    for name, key in keys.items():
        comment = _comment(key)
        if name in table:
            if comment:
                out.append(indent + comment)
            value = table[name]
            if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
                # an option's settings per value: when.true = {...}, one line a value
                out += [f"{indent}{_key(name)}.{_key(str(k))} = {toml_value(v)}" for k, v in value.items()]
                continue
            out.append(f"{indent}{_key(name)} = "
                       + (_prose(value) if name == "rules" else toml_value(value)))
            continue
        default = key.choices[0] if key.default is None and key.choices else key.default
        if default is not None and default != "" and not (isinstance(default, dict) and not default):
            out.append(f"{indent}# {_key(name)} = {toml_value(list(default) if isinstance(default, tuple) else default)}"
                       + (f"   {comment}" if comment else ""))
    return out


def game_file_text(game, new_id=None, as_read=False):
    """The game file of a driver game (a GameSpec read from a file), under ``new_id`` (default
    ``my-<id>``), with a comment on every key; ``as_read``: the game exactly as read, what it
    extends written in (the same digest)."""
    from pathlib import Path

    from .game_source import expand, parse_toml, shipped_text

    text = game.file_text or shipped_text(game.id)
    if not text:
        raise UserError(f"{game.id} has a kernel of its own, not a game file; `simpoker new` starts "
                        f"from a driver game (`simpoker list` shows them; their family is stud, "
                        f"draw or community)")
    folder = Path(game.path).expanduser().resolve().parent if game.path else Path(".")
    doc = expand(parse_toml(text, game.id), game.id, folder)
    if not as_read:
        from .sources import describe_source

        new_id = new_id or f"my-{game.id}"
        doc = {**doc, "id": new_id, "name": f"{doc['name']} (house rules)" if new_id != game.id
               else doc["name"], "source": describe_source(doc["source"])}
        doc.pop("aliases", None)
        doc.pop("roles", None)
    driver = import_module(DRIVERS[doc["driver"]])
    head = [f"# {doc['name']}: a simpoker game file, started from {game.name} ({game.id}).",
            "# `simpoker check FILE` checks it and says what it plays; `simpoker run FILE` runs it.",
            "# Keys shown commented out are at their defaults. docs/game-files.md explains each one.",
            ""]
    body = _lines({k: v for k, v in doc.items() if k in TOP and k != "table_notes"}, TOP)
    if doc.get("table_notes"):
        body += ["", "# what each table of the game's own counts, for the report", "[table_notes]"]
        for k, v in doc["table_notes"].items():
            body += [f"# the sentence the report gives on the table {k}", f"{_key(k)} = {toml_value(v)}"]
    body += ["", "[seats]"] + _lines(doc.get("seats", {}), SEATS)
    for section, keys in driver.SECTIONS.items():
        lines = _lines(doc.get(section, {}), keys)
        if section in doc:
            body += ["", f"[{section}]"] + lines
        else:
            body += ["", f"# [{section}]   (not used: every key at its default)"] + [
                line if line.startswith("# ") else f"# {line}" for line in lines]
    for name, option in doc.get("options", {}).items():
        body += ["", f"[options.{_key(name)}]"] + _lines(option, OPTION)
    for decision in doc.get("decisions", []):
        body += ["", "[[decisions]]"] + _lines(decision, DECISION)
    return "\n".join(head + body) + "\n"


def house_variation_text(game, new_id=None):
    """A file that extends a driver game and changes nothing yet: the start of a house rule."""
    from .game_source import shipped_text

    if not (game.file_text or shipped_text(game.id)):
        game_file_text(game)  # says why not
    base = game.path or game.id
    new_id = new_id or f"my-{game.id}"
    return (f"# A house variation of {game.name}: everything as {base}, except what this file sets.\n"
            f"# `simpoker new {game.id}` prints every key the game has.\n"
            f"extends = {toml_value(base)}\n"
            f"id = {toml_value(new_id)}\n"
            f"name = {toml_value(game.name + ' (house rules)')}\n"
            + _EXAMPLE[_driver_of(game)])


_EXAMPLE = {
    "stud": "\n# for example, a face-up 4 buys a down card:\n# [extra_card]\n# ranks = [\"4\"]\n",
    "draw": "\n# for example, deuces wild:\n# [wild]\n# always = [\"2\"]\n",
    "community": "\n# for example, deuces wild in every hand and on the board:\n# [wild]\n# always = [\"2\"]\n",
}


def _driver_of(game):
    from .game_source import parse_toml, shipped_text

    return parse_toml(game.file_text or shipped_text(game.id), game.id).get("driver", "stud")
