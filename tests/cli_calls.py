"""Calling the `simpoker` command line in-process from tests, and reading its one-line errors."""
import pytest

from sim.cli import main


def run_cli(capsys, *args):
    """(exit code, stdout, stderr) of ``simpoker ARGS`` run through sim.cli.main."""
    with pytest.raises(SystemExit) as exc:
        main(list(args))
        raise SystemExit(0)
    cap = capsys.readouterr()
    return exc.value.code or 0, cap.out, cap.err


def one_error_line(err):
    """The single `error:` line a user's mistake gives, with no traceback."""
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:"), err
    assert "Traceback" not in err
    return lines[0]
