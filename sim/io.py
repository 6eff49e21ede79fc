"""Atomic file writes: a temp file in the same folder, then rename, so no reader sees half a file.

``tempfile.mkstemp`` creates its file with mode 0600 whatever the umask; each file is given the
mode an ordinary ``open`` would have (0666 less the umask) before it is renamed into place, so
results on a shared machine are as readable as the user's other files.
"""
import json
import os
import tempfile

from .errors import UserError


def _file_mode():
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def atomic_write_bytes(path, data):
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=os.path.basename(path))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _file_mode())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def atomic_write_text(path, text):
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_csv(path, header, rows):
    """A CSV file: None and NaN as empty cells, floats in their shortest exact form (as in JSON),
    True/False as true/false."""
    import csv
    import io
    import math

    def cell(v):
        if v is None or isinstance(v, float) and math.isnan(v):
            return ""
        if isinstance(v, bool):
            return "true" if v else "false"
        return repr(float(v)) if isinstance(v, float) else str(v)

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([cell(v) for v in row] for row in rows)
    atomic_write_text(path, buf.getvalue())


def atomic_write_json(path, obj):
    atomic_write_text(path, json.dumps(obj, indent=2, default=_default) + "\n")


def _default(o):
    import numpy as np

    if isinstance(o, np.integer):
        return int(o)
    if isinstance(o, np.floating):
        return float(o)
    raise TypeError(f"not JSON serialisable: {type(o).__name__}")


def atomic_save(path, write):
    """Call ``write(tmp_path)`` and rename the result into place (for parquet, PNG, ...)."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=os.path.basename(path))
    os.close(fd)
    try:
        write(tmp)
        os.chmod(tmp, _file_mode())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def check_out_dir(out, option="--out"):
    """Refuse, in one line, a results root that cannot take a folder (a file, /dev/null, a path
    under a file, a folder we may not write in), before any work is done. Nothing is made: the
    test file goes into ``out`` or, when it does not exist yet, into the nearest folder above it,
    where its folders would be made."""
    path = os.path.abspath(out)
    if os.path.exists(path) and not os.path.isdir(path):
        raise UserError(f"{option} {out} is not a folder")
    above = path
    while not os.path.exists(above):
        above = os.path.dirname(above)
    if not os.path.isdir(above):
        raise UserError(f"{option} {out}: cannot make the folder, as {above} is not a folder")
    try:
        fd, tmp = tempfile.mkstemp(dir=above, prefix=".tmp-check-")
        os.close(fd)
        os.remove(tmp)
    except OSError as e:
        why = (e.strerror or str(e)).lower()
        raise UserError(f"{option} {out}: cannot write in {above} ({why})") from None
