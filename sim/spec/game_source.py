"""A game file read from disk: its text checked, what it extends merged in, the line of a faulty
key named in the error, and the digest a run folder keeps to know the game again."""
import copy
import hashlib
import json
import re
from pathlib import Path

from ..errors import UserError
from .toml_lines import with_line

# keys a house variation does not take from the game it extends: they name and describe the base
_NOT_INHERITED = ("id", "name", "aliases", "roles", "source", "extends")
MAX_BYTES = 1 << 20  # a game file is a page of text; anything larger is not one
MAX_DEPTH = 8        # files extending files


def read_file(path):
    """The text of the game file at ``path``, or a one-line UserError saying why not."""
    p = Path(path).expanduser()
    if p.is_dir():
        raise UserError(f"{path} is a folder, not a game file")
    try:
        if p.stat().st_size > MAX_BYTES:
            raise UserError(f"{path}: {p.stat().st_size:,} bytes is too large for a game file "
                            f"(at most {MAX_BYTES:,})")
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"no game file {path}") from None
    except UnicodeDecodeError:
        raise UserError(f"{path}: not a text file (a game file is UTF-8 TOML)") from None
    except OSError as e:
        raise UserError(f"cannot read {path}: {e.strerror}") from None
    if not text.strip():
        raise UserError(f"{path}: the file is empty (`simpoker new GAME > {p.name}` writes one to "
                        f"start from)")
    return text


def parse_toml(text, origin):
    """The parsed table of a TOML text; a syntax error names its line."""
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\(at line (\d+), column \d+\)", str(e))
        where = f"{origin}:{m.group(1)}" if m else origin
        what = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(e)) or "syntax error"
        raise UserError(f"{where}: not a valid TOML file ({what})") from None


def shipped_text(game_id):
    """The text of a shipped game file, by id; None if the game has no file."""
    from importlib.resources import files

    path = files("sim") / "games" / "files" / f"{game_id}.toml"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def expand(doc, origin, folder, depth=0):
    """``doc`` with the game it ``extends`` merged under it: a shipped driver game by id or name,
    or another game file by path (relative to ``folder``)."""
    base_name = doc.get("extends")
    if base_name is None:
        return doc
    if not isinstance(base_name, str) or not base_name.strip():
        raise UserError(f"{origin}: extends: expected a game's id or a game file's path")
    if depth >= MAX_DEPTH:
        raise UserError(f"{origin}: extends: more than {MAX_DEPTH} files extend one another "
                        f"(does a file extend itself?)")
    if base_name.strip().lower().endswith(".toml"):
        base_path = (Path(folder) / base_name).resolve()
        base_origin = str(base_path)
        try:
            base_text = read_file(base_path)
        except UserError as e:
            raise UserError(f"{origin}: extends: {e}") from None
        base = parse_toml(base_text, base_origin)
        base = expand(base, base_origin, base_path.parent, depth + 1)
    else:
        from .game_spec import get_variant, all_variants

        try:
            variant = get_variant(base_name)
        except UserError as e:
            raise UserError(f"{origin}: extends: {e}") from None
        text = shipped_text(variant.id)
        if text is None:
            driver_games = [v.id for v in all_variants() if shipped_text(v.id) is not None]
            raise UserError(f"{origin}: extends: {variant.id} has a kernel of its own, not a game "
                            f"file to start from; a file may extend a driver game "
                            f"({', '.join(driver_games[:6])}, ...; `simpoker list` marks them)")
        base = parse_toml(text, f"sim/games/files/{variant.id}.toml")
    if "driver" in doc and doc["driver"] != base.get("driver"):
        raise UserError(f"{origin}: driver: {doc['driver']!r} differs from the {base.get('driver')!r} "
                        f"driver of the game it extends ({base_name}); leave it out")
    return merge(base, doc, base_name)


def merge(base, doc, base_name):
    """A house variation: the base game's keys, with the file's own over them (tables merged key
    by key, anything else replaced); the rules prose says what the file changed."""
    out = {k: copy.deepcopy(v) for k, v in base.items() if k not in _NOT_INHERITED}
    changed = []

    def into(target, source, prefix):
        for key, value in source.items():
            if isinstance(value, dict) and isinstance(target.get(key, {}), dict):
                into(target.setdefault(key, {}), value, f"{prefix}{key}.")
            else:
                target[key] = copy.deepcopy(value)
                changed.append((f"{prefix}{key}", value))

    own = {k: v for k, v in doc.items() if k not in ("extends",)}
    into(out, {k: v for k, v in own.items() if k in ("id", "name", "aliases", "roles", "source")}, "")
    into(out, {k: v for k, v in own.items() if k not in ("id", "name", "aliases", "roles", "source")}, "")
    # a key the file sets that an inherited option writes its value to: the file's value becomes
    # that option's default (else the option's old default would overwrite it)
    for option in out.get("options", {}).values():
        target = option.get("sets") if isinstance(option, dict) else None
        for key, value in changed:
            if target and key == target and not key.startswith("options."):
                option["default"] = ",".join(map(str, value)) if isinstance(value, list) else value
    out.setdefault("name", doc.get("id", "house game"))
    out.setdefault("source", f"a house variation of {base.get('name', base_name)}")
    if "rules" not in doc:
        settings = [f"{k} = {_toml_value(v)}" for k, v in changed
                    if k.split(".")[0] not in ("id", "name", "summary", "source", "aliases", "roles",
                                               "metrics", "headline", "family", "table_notes")]
        note = (f"\n\nHouse rules: {base.get('name', base_name)} with "
                + "; ".join(settings) + "." if settings else "")
        out["rules"] = base.get("rules", "") + note
    return out


def _toml_value(value):
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + "}"
    return str(value)


def digest(doc):
    """The SHA-256 of a game as read (what it extends merged in): the same game, the same digest,
    whatever the file's spacing and comments."""
    text = json.dumps(doc, sort_keys=True, default=str, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def load_text(text, origin, folder="."):
    """The GameSpec a game file's text describes; an error names the file, line and key."""
    import dataclasses

    from .game_file import read_game

    doc = parse_toml(text, origin)
    try:
        full = expand(doc, origin, folder)
        inherited = set(full.get("options", {})) - set(doc.get("options", {})) if "extends" in doc else ()
        game = read_game(full, origin, inherited)
    except UserError as e:
        raise UserError(with_line(str(e), origin, text)) from None
    return dataclasses.replace(game, file_text=text, digest=digest(full))


def load_game_path(path):
    """The game of the game file at ``path``, remembered by its id for this process (so a run's
    spec string finds it again); its id may not name a built-in game."""
    import dataclasses

    from .game_spec import FILE_GAMES, built_in_name

    text = read_file(path)
    p = Path(path).expanduser()
    game = dataclasses.replace(load_text(text, str(path), p.resolve().parent), path=str(path))
    if built_in_name(game.id):
        raise UserError(with_line(f"{path}: id: {game.id!r} names a built-in game; give the file's "
                                  f"game an id of its own", str(path), text))
    FILE_GAMES[game.id] = game
    return game


def self_contained_text(game):
    """The text of a player's game file with what it extends written in, so that it reads alone
    (on a Dask worker without the files beside it)."""
    if "extends" not in parse_toml(game.file_text, game.id):
        return game.file_text
    from .game_writer import game_file_text

    return game_file_text(game, as_read=True)
