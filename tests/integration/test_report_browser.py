"""The report of the 7 published piezo results, opened in real headless Chromium.

Needs ../shared/bench/piezo/reference (beside the checkout), Debian's chromium
(/usr/bin/chromium) and the `playwright` package, which drives that browser
offline: no browser is downloaded (never `playwright install`). Leaves a
screenshot in tests/artifacts/ (gitignored).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from pathlib import Path

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

from comproeval.report import write_report

SHARED = Path(os.environ.get("COMPROEVAL_SHARED", Path(__file__).resolve().parents[2].parent / "shared"))
REFERENCE = SHARED / "bench" / "piezo" / "reference"
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-extensions",
]


def chromium_path() -> str | None:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


@contextlib.contextmanager
def report_page(sync_api, browser_path: str, report: Path, problems: list[str], *, console: tuple[str, ...] = ("error",)):
    """The report open in headless Chromium; page errors, console messages of `console` levels and any network
    request are added to `problems`."""
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, args=CHROMIUM_ARGS, timeout=60_000)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(20_000)
            page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type in console else None)
            page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
            page.on(
                "request", lambda r: problems.append(f"network request: {r.url[:100]}") if not r.url.startswith(("file:", "data:", "blob:")) else None
            )
            page.goto(report.as_uri())
            yield page
        finally:
            browser.close()


@pytest.mark.integration
def test_report_in_headless_chromium(tmp_path):
    files = sorted(REFERENCE.glob("*.json")) if REFERENCE.is_dir() else []
    if len(files) != 7:
        pytest.skip(f"the 7 published reference results were not found at {REFERENCE}")
    browser_path = chromium_path()
    if browser_path is None:
        pytest.skip("no Chromium browser installed (Debian package `chromium`, /usr/bin/chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the `playwright` package (test extra) is not installed")

    report = write_report(files, tmp_path / "report.html", n_resamples=500)
    problems: list[str] = []
    with report_page(sync_api, browser_path, report, problems, console=("error", "warning")) as page:
        leaderboard = page.locator("#leaderboard tbody tr")
        assert leaderboard.count() == 7
        assert page.locator("#papers-body tr").count() > 0

        first = page.locator("#papers-body tr").first
        doi = first.get_attribute("data-doi")
        first.click()
        page.wait_for_selector("#detail.open .model-view")
        assert page.locator("#detail-title").inner_text() == doi
        assert page.locator("#detail .verdict").count() > 0, "no verdicts shown for the paper"
        assert page.locator("#paper-overview tbody tr").count() == 7

        tabs = page.locator("#detail .tabs button:not([disabled])")
        assert tabs.count() >= 1
        last_tab = tabs.nth(tabs.count() - 1)
        label = last_tab.inner_text()
        last_tab.click()
        page.wait_for_selector(f'#detail .model-view[data-model="{label}"]')

        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "report_browser_detail.png"))
        page.keyboard.press("Escape")
        assert not page.locator("#detail.open").count()

        page.fill("#paper-filter", doi)
        assert page.locator("#papers-body tr").count() == 1
        page.fill("#paper-filter", "")
        page.locator('#papers th[data-key="doi"]').click()
        page.screenshot(path=str(ARTIFACTS / "report_browser.png"), full_page=True)
    assert not problems, problems


def _judged_reference_keys(item):
    cpv = ((item.get("details") or {}).get("composition_data") or {}).get("compositions_property_values") or {}
    return list((cpv.get("reference") or {}).keys())


@pytest.mark.integration
def test_badges_and_the_missing_paper_view_in_headless_chromium(tmp_path):
    """Leaderboard badges (partial N/M, degraded, scoring, judge), the few-papers interval, and a missing paper's ground truth."""
    if not REFERENCE.is_dir():
        pytest.skip(f"the published reference results were not found at {REFERENCE}")
    browser_path = chromium_path()
    if browser_path is None:
        pytest.skip("no Chromium browser installed (Debian package `chromium`, /usr/bin/chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the `playwright` package (test extra) is not installed")

    # a published file with papers missing from its extraction, and two variants of another made here
    with_missing = json.loads((REFERENCE / "gemini-2.0-flash.json").read_text(encoding="utf-8"))
    other = json.loads((REFERENCE / "gpt-4o-mini.json").read_text(encoding="utf-8"))
    missing = [
        doi
        for doi, item in with_missing["item_results"].items()
        if item.get("field_scores") and not item.get("details") and _judged_reference_keys(other["item_results"].get(doi, {}))
    ]
    assert missing, "no paper missing from gemini-2.0-flash is judged in gpt-4o-mini"
    doi = missing[0]
    keys = _judged_reference_keys(other["item_results"][doi])
    partial = {
        **other,
        "agent_model_name": "partial-run",
        "item_results": dict(list(other["item_results"].items())[:3]),
        "run_info": {"status": "partial", "completed_items": 3, "total_items": 75, "settings": {"judge": "rules", "scoring": "strict"}},
    }
    degraded = {
        **other,
        "agent_model_name": "degraded-run",
        "run_info": {
            "status": "degraded",
            "completed_items": 75,
            "total_items": 75,
            "fallbacks": 9,
            "settings": {"judge": "hybrid", "judge_models": {"composition_judge": "o3-mini"}, "scoring": "reference"},
        },
    }
    paths = []
    for name, data in (("partial", partial), ("degraded", degraded), ("gemini", with_missing)):
        paths.append(tmp_path / f"{name}.json")
        paths[-1].write_text(json.dumps(data), encoding="utf-8")
    report = write_report(paths, tmp_path / "report.html", n_resamples=200)

    problems: list[str] = []
    with report_page(sync_api, browser_path, report, problems) as page:

        def badges(model):
            row = page.locator(f'#leaderboard tbody tr[data-model="{model}"]')
            return {b.get_attribute("data-badge"): b.inner_text() for b in row.locator(".badge").all()}

        assert badges("partial-run") == {"partial": "partial 3/75", "scoring": "strict", "judge": "judge: rules"}
        assert badges("degraded-run") == {"degraded": "degraded", "scoring": "reference", "judge": "judge: hybrid (o3-mini)"}
        gemini = with_missing["agent_model_name"]
        assert badges(gemini) == {"scoring": "reference", "judge": "judge: not recorded"}
        partial_row = page.locator('#leaderboard tbody tr[data-model="partial-run"]')
        assert "n/a: 3 papers" in partial_row.inner_text()
        caveats = page.locator("#caveats").inner_text()
        assert "partial-run" in caveats and "degraded-run" in caveats and "different modes" in caveats

        page.locator("#paper-subset").select_option("missing")
        page.fill("#paper-filter", doi)
        page.locator(f'#papers-body tr[data-doi="{doi}"]').click()
        page.wait_for_selector("#detail.open .model-view")
        page.locator("#detail .tabs button", has_text=gemini).click()
        view = page.locator(f'#detail .model-view[data-model="{gemini}"]')
        view.wait_for()
        assert "Missing from" in view.inner_text()
        shown = view.locator("#missing-ground-truth").inner_text()
        assert "What the ground truth held" in shown
        for key in keys[:5]:
            assert key in shown, f"ground-truth key {key!r} not shown for the missing paper"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "report_browser_missing.png"))
    assert not problems, problems
