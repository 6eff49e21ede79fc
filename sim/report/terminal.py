"""The commands' terminal output: consoles made on their first print (`--help` and `show` print
without loading rich), rich tables, and a share with its interval as text."""
import sys


class Console:
    """A rich Console made on its first print (`--help` and `show` print without loading rich).
    Piped output is not wrapped at 80 columns: a wide width for files and pipes, the real one on a
    terminal."""

    def __init__(self, stderr=False):
        self.stderr = stderr
        self._console = None

    def print(self, *args, **kwargs):
        if self._console is None:
            from rich.console import Console as RichConsole

            stream = sys.stderr if self.stderr else sys.stdout
            self._console = RichConsole(stderr=self.stderr, width=None if stream.isatty() else 10_000,
                                    soft_wrap=True)
        self._console.print(*args, **kwargs)


def table(title):
    from rich.table import Table

    return Table(title=title)


out = Console()
err = Console(stderr=True)


def fmt_p(e):
    if e["p"] is None:
        return "nothing to count"
    return f"{100 * e['p']:8.3f}%  [{100 * e['ci'][0]:.3f}, {100 * e['ci'][1]:.3f}]"
