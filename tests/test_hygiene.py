"""The project stands alone: no text in it points at a file outside the repository."""
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE = re.compile(r"\.\./(?:shared|\.library)\b|/work/(?:shared|\.library|main)\b")
TEXT = (".py", ".md", ".toml", ".ipynb", ".txt", ".cfg", ".yml", ".yaml", "")


def links_outside(text):
    """The lines of a text that name a path outside the repository."""
    return [line for line in text.splitlines() if OUTSIDE.search(line)]


def tracked_text_files():
    names = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    return [ROOT / n for n in names if Path(n).suffix in TEXT and (ROOT / n).is_file()]


def test_no_tracked_file_links_outside_the_repository():
    found = {}
    for path in tracked_text_files():
        if path.name == "test_hygiene.py":
            continue
        lines = links_outside(path.read_text(encoding="utf-8", errors="replace"))
        if lines:
            found[str(path.relative_to(ROOT))] = lines[:2]
    assert not found, found


def test_a_link_outside_is_found():
    assert links_outside("see ../shared/catalog.md for the list")
    assert links_outside("x = '/work/shared/bench'")
    assert not links_outside("see docs/performance.md and tools/compare_counts.py")
