"""The HTML report in a real browser: headless Chromium (Debian's, never a downloaded one).

Opens a report of two synthetic runs, checks that the plots and the assembly diff render (present,
visible, non-empty), that the page's scripts work and raise no error, that it fetched nothing,
and saves screenshots to ``$SUPERASM_ARTIFACTS`` (default: ``artifacts/`` in the repository).

Needs ``apt-get install -y chromium chromium-driver`` and ``pip install selenium``.
"""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

try:
    from test_report import BASELINE_ASM, FASTER_ASM, record, write_run
except ImportError:  # tests/ collected as a package
    from tests.test_report import (  # type: ignore[no-redef]
        BASELINE_ASM,
        FASTER_ASM,
        record,
        write_run,
    )

from superasm.metrics import summarize, summarize_progress
from superasm.record import ResultRecord
from superasm.report import compare_runs, load_run, write_html

CHROMIUM = os.environ.get("SUPERASM_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("SUPERASM_CHROMEDRIVER", "/usr/bin/chromedriver")

pytestmark = [
    pytest.mark.needs_browser,
    pytest.mark.skipif(
        not (shutil.which(CHROMIUM) and shutil.which(CHROMEDRIVER)),
        reason="needs chromium + chromedriver (apt-get install -y chromium chromium-driver)",
    ),
]

STATUSES = ("wrong_output", "runtime_error", "timeout", "assemble_error")


def records_many(n: int = 30, seed: int = 1, rounds: bool = False) -> list[ResultRecord]:
    """A run that looks like a real one: a spread of speedups and failures over 2 attempts per
    problem, as 2 samples (or, with ``rounds``, 2 refinement rounds)."""
    rng = random.Random(seed)
    records = []
    for i in range(n):
        pid = f"prob_{i:03d}"
        for attempt in range(2):
            sample, round_ = (0, attempt) if rounds else (attempt, 0)
            if rng.random() < 0.3:
                records.append(record(pid, rng.choice(STATUSES), sample, round_))
                continue
            point = rng.lognormvariate(0.1, 0.25)
            half = point * rng.uniform(0.02, 0.15)
            ci = (point - half, point + half)
            decision = "faster" if ci[0] > 1.01 else "slower" if ci[1] < 1.0 else "inconclusive"
            if decision == "faster" and i % 5 == 0:  # the wall clock does not confirm it
                decision = "clock_disagreement"
            records.append(record(pid, "correct", sample, round_, point=point, ci=ci,
                                  decision=decision, asm=FASTER_ASM if point > 1 else BASELINE_ASM,
                                  baseline_seconds=rng.lognormvariate(-5, 1.5)))
    return records


def summary(records: list[ResultRecord], model: str) -> dict[str, Any]:
    """summary.json as eval writes it: the metrics over the records."""
    ids = list(dict.fromkeys(r.problem_id for r in records))
    return {"model": model, "dataset": "examples", **summarize(records, ids),
            **summarize_progress(records, ids)}


@pytest.fixture(scope="module")
def report_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("browser-report")
    records_a, records_b = records_many(seed=1), records_many(seed=2, rounds=True)
    a = load_run(write_run(root / "llm-run", records_a, summary(records_a, "hf:tiny/Qwen_test"), 2, 1))
    b = load_run(write_run(root / "refine-run", records_b,
                           summary(records_b, "openai:local-refine"), 1, 2))
    return write_html(root / "report.html", [a, b], [compare_runs(a, b, resamples=500)])


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install selenium)")
    from selenium.webdriver.chrome.service import Service

    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must never download anything
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which(CHROMIUM)
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-dev-shm-usage", "--window-size=1400,2300",
                 f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which(CHROMEDRIVER)),
                              options=options)
    try:
        yield driver
    finally:
        driver.quit()


def artifacts_dir() -> Path:
    default = Path(__file__).resolve().parents[1] / "artifacts"
    path = Path(os.environ.get("SUPERASM_ARTIFACTS") or default)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _errors(driver: Any) -> list[str]:
    """Console messages at error level: JS exceptions, CSP violations, failed loads."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def _size(element: Any) -> tuple[float, float]:
    rect = element.rect
    return rect["width"], rect["height"]


def test_report_renders_in_chromium(browser: Any, report_file: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.get(report_file.as_uri())
    assert browser.title == "superasm report"
    assert browser.execute_script("return document.readyState") == "complete"

    table = browser.find_element(By.CSS_SELECTOR, "table.table2")
    assert len(table.find_elements(By.CSS_SELECTOR, "tbody tr")) == 2
    assert "clock disagreements" in table.text
    # a candidate whose clocks disagreed carries its own badge, coloured apart from "faster"
    clocks = browser.find_elements(By.CSS_SELECTOR, "#run0 summary .badge.clock_disagreement")
    faster = browser.find_element(By.CSS_SELECTOR, "#run0 summary .badge.faster")
    assert clocks and clocks[0].is_displayed()
    assert (clocks[0].value_of_css_property("background-color")
            != faster.value_of_css_property("background-color"))

    plots = {el.get_attribute("data-plot") for el in browser.find_elements(By.CSS_SELECTOR, "svg.plot")}
    assert {"histogram", "scatter", "status", "by-samples", "by-round"} <= plots
    for kind in ("histogram", "scatter", "status", "by-samples"):
        svg_el = browser.find_element(By.CSS_SELECTOR, f'#run0 svg.plot[data-plot="{kind}"]')
        assert svg_el.is_displayed()
        width, height = _size(svg_el)
        assert width > 300 and height > 100, (kind, width, height)
    bars = browser.find_elements(By.CSS_SELECTOR, '#run0 svg[data-plot="histogram"] rect.bar')
    assert bars and all(_size(b)[1] > 0 for b in bars)
    points = browser.find_elements(By.CSS_SELECTOR, '#run0 svg[data-plot="scatter"] circle.point')
    assert len(points) >= 10
    assert browser.find_elements(By.CSS_SELECTOR, '#run0 svg[data-plot="scatter"] line.ci')
    assert browser.find_elements(By.CSS_SELECTOR, '#run0 svg[data-plot="by-samples"] polyline.line')

    shot = artifacts_dir() / "report.png"
    browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000

    # nothing fetched (the page is self-contained) and no script or policy error
    assert browser.execute_script("return performance.getEntriesByType('resource').length") == 0
    assert _errors(browser) == []


def test_problem_diff_opens_and_highlights_changes(browser: Any, report_file: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.get(report_file.as_uri())
    # clicking a scatter point opens that problem (hash navigation + a few lines of JS)
    link = browser.find_element(By.CSS_SELECTOR, '#run0 svg[data-plot="scatter"] a')
    target = link.get_dom_attribute("href").split("#", 1)[1]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.find_element(By.CSS_SELECTOR, "circle.point").click()
    assert browser.execute_script("return window.location.hash") == "#" + target
    problem = browser.find_element(By.ID, target)
    assert problem.get_attribute("open") is not None

    first = browser.find_element(By.CSS_SELECTOR, "#run0 details.problem")
    if first.get_attribute("open") is None:
        first.find_element(By.TAG_NAME, "summary").click()
    diff = first.find_element(By.CSS_SELECTOR, "table.diff")
    assert diff.is_displayed()
    changed = diff.find_elements(By.CSS_SELECTOR, "tr.replace td.code, tr.insert td.code.right")
    unchanged = diff.find_elements(By.CSS_SELECTOR, "tr.equal td.code")
    assert changed and unchanged
    highlight = {c.value_of_css_property("background-color") for c in changed if c.text.strip()}
    plain = unchanged[0].value_of_css_property("background-color")
    assert highlight and plain not in highlight, "changed lines are not highlighted"
    browser.execute_script("arguments[0].scrollIntoView()", first)
    browser.save_screenshot(str(artifacts_dir() / "report-diff.png"))

    # the filter hides non-matching problems; expand all opens every problem
    box = browser.find_element(By.CSS_SELECTOR, "#run0 input.problem-filter")
    box.send_keys("wrong_output")
    visible = [d for d in browser.find_elements(By.CSS_SELECTOR, "#run0 details.problem") if d.is_displayed()]
    total = browser.find_elements(By.CSS_SELECTOR, "#run0 details.problem")
    assert 0 < len(visible) < len(total)
    assert all("wrong_output" in d.get_attribute("data-search") for d in visible)
    browser.find_element(By.CSS_SELECTOR, '#run1 button[data-expand="open"]').click()
    assert all(d.get_attribute("open") is not None
               for d in browser.find_elements(By.CSS_SELECTOR, "#run1 details.problem"))
    failing = browser.find_elements(By.CSS_SELECTOR, "#run1 pre.expected")
    assert failing and failing[0].is_displayed()
    assert _errors(browser) == []
