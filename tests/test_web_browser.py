"""The pages in a real headless browser: Debian's chromium driven by Playwright for Python.

Without playwright or the browser the tests skip, saying which is missing (`.ci/run` installs
both). Screenshots of every page at a phone's 390 x 844 go to SIMPOKER_SCREENSHOTS (default: a
temporary folder); docs/screenshots/ keeps two of them for the README."""
import os
import shutil
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the web extra is not installed: pip install -e '.[web]'")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (the test extra)")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)

import sim  # noqa: E402
from sim.web.service import Service  # noqa: E402
from sim.web.load import serving  # noqa: E402

# the flags a sandboxed, offline machine needs: no sandbox as root, and no calls home
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage"]
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    service = Service(results=tmp_path_factory.mktemp("browser") / "results", threads=1)
    with serving(service) as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        except Exception as e:  # a machine whose browser cannot start: say so, as without one
            pytest.skip(f"{CHROMIUM} did not start under Playwright: {str(e).splitlines()[0]}")
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport=PHONE)
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    yield pg
    context.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = Path(os.environ.get("SIMPOKER_SCREENSHOTS") or tmp_path_factory.mktemp("screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def no_sideways_scroll(pg):
    return pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_heads_up_holdem_exact_by_tapping_cards(page, server):
    page.goto(f"{server}/odds")
    page.wait_for_selector("#seats input.cards")
    assert page.input_value("#game") == "texas-holdem"
    for card in ("As", "Ah", "Ks", "Kd"):
        page.click(f'#picker .card[data-card="{card}"]')
    page.wait_for_selector('#answer[data-state="ready"]')
    page.wait_for_function("document.querySelector('#answer .how').textContent.includes('exact')")
    assert page.input_value('#seats input[data-seat="1"][data-part="hole"]') == "KsKd"
    cli = sim.odds("texas-holdem", ["AsAh", "KsKd"])
    for seat in ("0", "1"):
        shown = float(page.get_attribute(f'#equity .bar-row[data-key="{seat}"]', "data-p"))
        assert abs(shown - cli["tables"]["equity"][seat]["p"]) < 0.01
        width = page.evaluate(f"document.querySelector('#equity .bar-row[data-key=\"{seat}\"] .bar').getBoundingClientRect().width")
        assert width > 0
    assert page.locator("#equity .bar.above").count() == 1 and page.locator("#equity .bar.below").count() == 1
    assert page.locator("#final-hand .bar-row").count() >= 5


def test_follow_the_queen_names_the_wild_rank(page, server):
    page.goto(f"{server}/odds?game=follow-the-queen")
    page.wait_for_selector('#seats input[data-part="up"]')
    page.select_option("#how", "sample")
    page.fill('#seats input[data-seat="0"][data-part="down"]', "AsAh")
    page.fill('#seats input[data-seat="0"][data-part="up"]', "Qd")
    page.fill('#seats input[data-seat="1"][data-part="up"]', "8h")
    page.wait_for_selector("#wild")
    page.wait_for_function("document.querySelector('#wild').dataset.ranks === '8'")
    text = page.inner_text("#wild")
    assert "Wild now: 8" in text and "followed Qd" in text


def test_a_card_given_twice_shows_the_one_line_message(page, server):
    page.goto(f"{server}/odds")
    page.wait_for_selector("#seats input.cards")
    page.fill('#seats input[data-seat="0"]', "AsAh")
    page.fill('#seats input[data-seat="1"]', "AsKd")
    page.wait_for_selector("#error:not([hidden])")
    assert page.inner_text("#error") == "As is given twice (in hand 0 and hand 1)"


def test_a_run_moves_is_cancelled_and_its_partial_result_is_marked(page, server):
    page.goto(f"{server}/runs?game=seven-card-stud")
    page.wait_for_selector('#choices')
    page.wait_for_function("document.getElementById('game').value === 'seven-card-stud'")
    page.fill("#trials", "1e9")
    page.click("#start")
    page.wait_for_selector('#job[data-state="running"]')
    page.wait_for_function("Number(document.getElementById('progress').dataset.done) > 0")
    first = int(page.get_attribute("#progress", "data-done"))
    page.wait_for_function(f"Number(document.getElementById('progress').dataset.done) > {first}")
    page.click("#cancel")
    page.wait_for_selector('#job[data-state="partial"]')
    page.wait_for_selector('#report[data-state="partial"]')
    assert "PARTIAL" in page.inner_text("#report .report-state")
    page.wait_for_selector("#earlier li")
    assert "(partial)" in page.inner_text("#earlier")


def test_every_page_fits_a_phone(page, server, shots):
    page.goto(f"{server}/odds")
    page.wait_for_selector("#seats input.cards")
    for card in ("As", "Ah", "Ks", "Kd"):
        page.click(f'#picker .card[data-card="{card}"]')
    page.wait_for_selector('#answer[data-state="ready"]')
    assert no_sideways_scroll(page)
    page.screenshot(path=str(shots / "odds.png"), full_page=True)
    page.goto(f"{server}/odds?game=follow-the-queen")
    page.wait_for_selector('#seats input[data-part="up"]')
    page.fill('#seats input[data-seat="0"][data-part="down"]', "AsAh")
    page.fill('#seats input[data-seat="0"][data-part="up"]', "Qd")
    page.fill('#seats input[data-seat="1"][data-part="up"]', "8h")
    page.wait_for_selector('#answer[data-state="ready"] #wild')
    assert no_sideways_scroll(page)
    page.screenshot(path=str(shots / "odds-follow-the-queen.png"), full_page=True)
    for name, ready in (("games", ".game"), ("runs", "#choices label"), ("compare", "#picks select")):
        page.goto(f"{server}/{name}")
        page.wait_for_selector(ready)
        assert no_sideways_scroll(page), name
        page.screenshot(path=str(shots / f"{name}.png"), full_page=False)
    page.goto(f"{server}/compare")
    page.wait_for_selector("#picks select")
    page.fill("#trials", "5e4")
    page.click("#start")
    page.wait_for_selector('#job[data-state="done"]', timeout=120_000)
    page.wait_for_selector("#comparison img.chart")
    page.wait_for_function("[...document.querySelectorAll('#comparison img.chart')].every(i => i.complete && i.naturalWidth > 0)")
    assert no_sideways_scroll(page)
    page.screenshot(path=str(shots / "compare-done.png"), full_page=False)
    page.goto(f"{server}/games/follow-the-queen")
    assert no_sideways_scroll(page)
    assert {p.name for p in shots.glob("*.png")} >= {"odds.png", "games.png", "runs.png", "compare.png"}


def test_the_games_page_searches(page, server):
    page.goto(f"{server}/games")
    page.fill("#search", "queen")
    time.sleep(0.1)
    shown = page.locator(".game:not([hidden])")
    assert 1 <= shown.count() < len(sim.all_variants())
    assert "Follow the Queen" in shown.all_inner_texts()[0] or any(
        "Follow the Queen" in t for t in shown.all_inner_texts())
