"""docs/your-own-game.md's six house games (docs/examples/*.toml): each is a valid file, and a
fresh run of each, and of the game it varies, agrees with every figure the page quotes."""
import math
import re
from pathlib import Path

import pytest

import sim

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "your-own-game.md"
EXAMPLES = ROOT / "docs" / "examples"
TRIALS = 500_000
QUOTED_TRIALS = 1_000_000  # the page's runs
SEED = 7  # not the page's seed: a fresh run


def quoted_rows():
    """(example, game it varies, table, key, players, the file's share, the game's share) for each
    row of the page's figures table."""
    lines = PAGE.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("<!-- figures:"))
    rows = []
    for line in lines[start + 3:]:
        if not line.startswith("|"):
            break
        example, game, what, players, mine, theirs = [c.strip() for c in line.strip("|").split("|")]
        table, key = what.split()
        share = lambda text: float(re.match(r"([\d.]+)%", text).group(1)) / 100
        rows.append((example, game, table, key, int(players), share(mine), share(theirs)))
    return rows


ROWS = quoted_rows()


def test_the_page_quotes_every_example_and_every_example_is_quoted():
    assert sorted(r[0] for r in ROWS) == sorted(p.stem for p in EXAMPLES.glob("*.toml"))
    assert len(ROWS) == 6


@pytest.mark.parametrize("example", sorted(p.stem for p in EXAMPLES.glob("*.toml")))
def test_an_example_is_checked_in_one_go(capsys, example):
    from tests.cli_calls import run_cli

    path = EXAMPLES / f"{example}.toml"
    code, out, err = run_cli(capsys, "check", str(path))
    assert code == 0 and "is a valid game file" in out, err
    if "extends" in path.read_text(encoding="utf-8"):  # a variation's prose ends in what it changed
        assert "House rules:" in out


def _share(spec, table, key, players):
    result = sim.run(spec, players=players, trials=TRIALS, seed=SEED, write=False, plots=False,
                     threads=1)
    return float(result.tables[table].loc[key, "p"])


@pytest.mark.parametrize("example, game, table, key, players, mine, theirs", ROWS,
                         ids=[r[0] for r in ROWS])
def test_a_fresh_run_agrees_with_the_page(example, game, table, key, players, mine, theirs):
    for spec, quoted in ((str(EXAMPLES / f"{example}.toml"), mine), (game, theirs)):
        fresh = _share(spec, table, key, players)
        # two runs of one game differ by chance: 4.5 standard errors of the difference, and the
        # page's rounding to 0.01%
        p = max(fresh, 1e-6)
        sigma = math.sqrt(p * (1 - p) * (1 / TRIALS + 1 / QUOTED_TRIALS))
        assert abs(fresh - quoted) <= 4.5 * sigma + 5e-5, (spec, fresh, quoted)


def test_omaha_eight_written_out_counts_as_omaha_s_own_kernel():
    path = str(EXAMPLES / "omaha-eight.toml")
    mine = sim.run(path, players=9, trials=50_000, seed=3, write=False, plots=False, threads=1)
    kernel = sim.run("omaha(high_low=true)", players=9, trials=50_000, seed=3, write=False,
                     plots=False, threads=1)
    assert (mine.counts == kernel.counts).all()
