"""Where a key sits in a TOML text: the line of each table and key, so that an error about a game
file can name the line a player has to change (the standard parser keeps no positions)."""
import re

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"^\s*((?:[A-Za-z0-9_-]+|\"[^\"]*\"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|\"[^\"]*\"|'[^']*'))*)\s*=")
_PART = re.compile(r"[A-Za-z0-9_-]+|\"[^\"]*\"|'[^']*'")
_PATH_IN_TEXT = re.compile(r"\b[a-z_]+(?:\[\d+\])?(?:\.[A-Za-z0-9_\"'-]+)+")


def _parts(dotted):
    return [p.strip("\"'") for p in _PART.findall(dotted)]


def key_lines(text):
    """{dotted path: first line number (1-based)} for every table header and key in ``text``,
    an array of tables' entries written ``name[i]``; the contents of multi-line strings and
    arrays are skipped."""
    lines = {}
    table, counts, closing = [], {}, None
    for number, line in enumerate(text.splitlines(), 1):
        if closing is not None:  # inside a multi-line string
            if closing in line:
                closing = None
            continue
        m = _HEADER.match(line)
        if m:
            name = ".".join(_parts(m.group(2)))
            if m.group(1) == "[[":
                i = counts.get(name, 0)
                counts[name] = i + 1
                name = f"{name}[{i}]"
            table = [name]
            lines.setdefault(name, number)
            continue
        m = _KEY.match(line)
        if not m:
            continue
        path = ".".join(table + _parts(m.group(1)))
        lines.setdefault(path, number)
        rest = line[m.end():]
        for quote in ('"""', "'''"):
            if rest.count(quote) % 2:
                closing = quote
                break
        # an inline table's keys sit on its line: {"wild.always" = ["Q"]}
        if "{" in rest:
            for inner in re.findall(r"[{,]\s*((?:\"[^\"]*\"|'[^']*'|[A-Za-z0-9_.-]+))\s*=", rest):
                lines.setdefault(f"{path}.{inner.strip(chr(34) + chr(39))}", number)
    return lines


def line_of(lines, path):
    """The line of ``path`` or of the nearest section above it that the text writes; None if
    none is written."""
    parts = path.split(".")
    while parts:
        found = lines.get(".".join(parts))
        if found is not None:
            return found
        parts.pop()
    return None


def with_line(message, origin, text):
    """``message`` (``ORIGIN: PATH: what is wrong``) with the line of PATH in ``text`` after the
    file's name (``ORIGIN:LINE: PATH: ...``); unchanged where no line is found."""
    head = f"{origin}: "
    if not message.startswith(head):
        return message
    rest = message[len(head):]
    path = rest.split(": ", 1)[0]
    option = re.fullmatch(r"(option|policy) ([^=]+)=(.*)", path)
    lines = key_lines(text)
    if option:
        kind, name, value = option.groups()
        path = f"options.{name}.when.{value}" if kind == "option" else "decisions[0]"
    number = line_of(lines, path) if " " not in path else None
    if number is None:
        for candidate in _PATH_IN_TEXT.findall(rest):
            number = lines.get(candidate)
            if number is not None:
                break
    return message if number is None else f"{origin}:{number}: {rest}"
