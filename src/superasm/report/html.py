"""One self-contained HTML file: Table 2, plots, comparisons and every problem's story.

Self-contained means it opens from a mail attachment on a machine without network: the CSS, the
few lines of JavaScript and the plots (SVG drawn by :mod:`superasm.report.svg`) are inline, and a
Content-Security-Policy forbids the page from fetching anything at all.  Everything that came
from a run (model output above all: candidate assembly is untrusted text) is HTML-escaped.
"""

from __future__ import annotations

import datetime as _dt
import math
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

from superasm.report import svg
from superasm.report.asmdiff import side_by_side
from superasm.report.compare import Comparison
from superasm.report.rundata import (
    CurvePoint,
    Row,
    Run,
    best_row,
    speedup_by_round,
    speedup_by_samples,
)
from superasm.report.tables import columns_for, format_cell, table2_row

#: output shown per field of a failing test; the rest is cut (a runaway program prints megabytes)
MAX_FAILURE_CHARS = 4000
MAX_DETAIL_CHARS = 300

STATUS_ORDER = (
    "correct", "wrong_output", "runtime_error", "timeout", "output_limit", "assemble_error",
    "link_error", "sandbox_error", "model_error",
)
COLOR_FASTER, COLOR_SLOWER, COLOR_NOISE = "#2e8b57", "#c2474f", "#8a8f98"

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
       "img-src data:; base-uri 'none'; form-action 'none'")

CSS = """
:root { --fg:#1d2330; --muted:#5d6573; --line:#d9dde3; --bg:#ffffff; --panel:#f6f7f9;
  --del:#fde8e8; --ins:#e3f6e6; --chg-l:#fdf0dc; --chg-r:#fdf6d0; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg);
  background: var(--bg); margin: 0; padding: 0 28px 48px; max-width: 1480px; }
header { border-bottom: 1px solid var(--line); padding: 18px 0 10px; margin-bottom: 8px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; }
h3 { font-size: 15px; margin: 18px 0 6px; } h4 { font-size: 13px; margin: 12px 0 4px; }
.muted, .meta { color: var(--muted); }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px; text-align: right;
  white-space: nowrap; }
th { background: var(--panel); font-weight: 600; }
td.text, th.text { text-align: left; }
.plots { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 14px; }
figure { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: 6px;
  padding: 8px; }
figcaption { color: var(--muted); font-size: 12px; padding: 2px 6px; }
svg.plot { width: 100%; height: auto; display: block; }
svg.plot text { font: 11px system-ui, sans-serif; fill: #333; }
svg.plot .plot-title { font-size: 13px; font-weight: 600; }
svg.plot .axis-label { font-size: 12px; fill: #444; }
svg.plot .empty-note { fill: #777; font-style: italic; }
svg.plot .axis { stroke: #444; } svg.plot .grid { stroke: #e2e5e9; }
svg.plot .tickmark { stroke: #444; } svg.plot .reference { stroke: #888; stroke-dasharray: 4 3; }
svg.plot .ci, svg.plot .ci-cap { stroke-width: 1.4; opacity: .75; }
svg.plot .line { stroke-width: 2; }
svg.plot a .point:hover { stroke: #000; stroke-width: 1.5; }
.badge { display: inline-block; padding: 0 7px; border-radius: 9px; font-size: 12px; color: #fff;
  background: #777; }
.badge.correct { background: #2e8b57; } .badge.wrong_output { background: #c2474f; }
.badge.runtime_error, .badge.timeout, .badge.output_limit { background: #d2691e; }
.badge.assemble_error, .badge.link_error { background: #8a5a9e; }
.badge.sandbox_error, .badge.model_error { background: #555; }
.badge.faster { background: #1f6fb2; }
details.problem { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
details.problem > summary { cursor: pointer; padding: 6px 10px; background: var(--panel);
  border-radius: 6px; list-style-position: inside; }
details.problem[open] > summary { border-bottom: 1px solid var(--line);
  border-radius: 6px 6px 0 0; }
details.problem > .body { padding: 4px 14px 12px; }
.pid { font-family: ui-monospace, monospace; font-weight: 600; margin: 0 8px; }
pre, code, table.diff td.code { font: 12px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; }
pre { background: var(--panel); border: 1px solid var(--line); padding: 8px; overflow: auto;
  max-height: 420px; margin: 4px 0; }
.diff-wrap { max-height: 560px; overflow: auto; border: 1px solid var(--line); }
table.diff { width: 100%; margin: 0; table-layout: fixed; }
table.diff td { border: 0; padding: 0 6px; text-align: left; vertical-align: top; }
table.diff td.no { width: 44px; color: #999; text-align: right; user-select: none;
  background: var(--panel); }
table.diff td.code { white-space: pre; overflow: hidden; text-overflow: ellipsis; }
table.diff tr.delete td.left, table.diff tr.replace td.left { background: var(--del); }
table.diff tr.insert td.right { background: var(--ins); }
table.diff tr.replace td.right { background: var(--chg-r); }
table.diff tr.replace td.left { background: var(--chg-l); }
table.diff tr.delete td.code.left { background: var(--del); }
table.diff tr.insert td.code.left, table.diff tr.delete td.code.right { background: #f1f2f4; }
table.diff tr.skip td { text-align: center; color: var(--muted); background: #eef0f3;
  font-style: italic; }
.side { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.toolbar { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
.toolbar input { padding: 4px 8px; width: 280px; }
.warning { background: #fff4e0; border: 1px solid #f0c987; padding: 6px 10px; border-radius: 5px; }
.scroll { max-height: 300px; overflow: auto; display: inline-block; border: 1px solid var(--line); }
.compare-grid { display: flex; gap: 28px; align-items: flex-start; flex-wrap: wrap; }
.compare-grid h4 { margin-top: 6px; }
.ratio-up { color: #2e8b57; } .ratio-down { color: #c2474f; }
"""

JS = """
(function () {
  function openFromHash() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) { return; }
    var target = document.getElementById(id);
    if (target && target.tagName === 'DETAILS') { target.open = true; target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
  document.querySelectorAll('input.problem-filter').forEach(function (input) {
    input.addEventListener('input', function () {
      var query = input.value.trim().toLowerCase();
      var list = document.getElementById(input.getAttribute('data-target'));
      var shown = 0;
      list.querySelectorAll('details.problem').forEach(function (item) {
        var match = item.getAttribute('data-search').indexOf(query) >= 0;
        item.style.display = match ? '' : 'none';
        if (match) { shown += 1; }
      });
      var count = document.getElementById(input.getAttribute('data-count'));
      if (count) { count.textContent = shown + ' shown'; }
    });
  });
  document.querySelectorAll('button[data-expand]').forEach(function (button) {
    button.addEventListener('click', function () {
      var open = button.getAttribute('data-expand') === 'open';
      var list = document.getElementById(button.getAttribute('data-target'));
      list.querySelectorAll('details.problem').forEach(function (item) { item.open = open; });
    });
  });
})();
"""


def _e(value: Any) -> str:
    return escape(str(value), quote=True)


def _clip(text: str | None, limit: int) -> str:
    if text is None:
        return ""
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n… ({len(text) - limit} more characters not shown)"


def _ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}×"


def _seconds(value: float | None) -> str:
    return "–" if value is None else svg.fmt_seconds(value)


def _anchor(run_index: int, problem_index: int) -> str:
    """Anchors are positional: problem ids may hold characters that ids and URLs dislike."""
    return f"run{run_index}-p{problem_index}"


# ---------------------------------------------------------------------------- Table 2


def table_html(runs: Sequence[Run], credit: str = "credited") -> str:
    rows = [table2_row(run, credit) for run in runs]
    columns = columns_for(rows)
    head = "".join(
        f'<th class="{"text" if c.kind == "text" else "num"}">{_e(c.header)}</th>' for c in columns
    )
    body = "".join(
        "<tr>" + "".join(
            f'<td class="{"text" if c.kind == "text" else "num"}">'
            f"{_e(format_cell(c.value(r), c.kind))}</td>"
            for c in columns
        ) + "</tr>"
        for r in rows
    )
    return f'<table class="table2"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


# ---------------------------------------------------------------------------- plots


def _speedup_color(row: Row) -> str:
    point = row.get("speedup_point")
    if not row.get("significant") or point is None:
        return COLOR_NOISE
    return COLOR_FASTER if point > 1.0 else COLOR_SLOWER


#: bin widths tried, in octaves (a bin of 1/8 octave spans 9%)
BIN_WIDTHS = (1 / 64, 1 / 32, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4)


def _log_bin_edges(values: Sequence[float], target_bins: int = 10) -> list[float]:
    """Log-spaced bins aligned on 1.0, as wide as needed for about ``target_bins`` over the data.

    Aligned on 1.0 so that "faster" and "slower" never share a bin.
    """
    lo, hi = min(values), max(values)
    span = max(math.log2(hi) - math.log2(lo), 1e-9)
    step = next((w for w in BIN_WIDTHS if span / w <= target_bins), BIN_WIDTHS[-1])
    first = math.floor(math.log2(lo) / step) * step
    last = math.floor(math.log2(hi) / step) * step + step
    count = max(1, round((last - first) / step))
    return [2.0 ** (first + i * step) for i in range(count + 1)]


def _positive(value: Any) -> bool:
    """A number a log axis can show (NaN, inf, 0 and None cannot)."""
    return isinstance(value, int | float) and math.isfinite(value) and value > 0


def _timed(row: Row) -> bool:
    return bool(row.get("correct")) and _positive(row.get("speedup_point"))


def speedup_histogram(run: Run, best: dict[str, Row]) -> str:
    """Measured speedup of each problem's best correct candidate, significant ones set apart."""
    correct = [r for r in best.values() if _timed(r)]
    title = "Speedup of the best correct candidate per problem"
    if not correct:
        return svg.empty_plot("histogram", title, "no problem has a correct, timed candidate")
    edges = _log_bin_edges([float(r["speedup_point"]) for r in correct])

    def counts(rows: list[Row]) -> list[int]:
        out = [0] * (len(edges) - 1)
        for r in rows:
            value = float(r["speedup_point"])
            index = next((i for i in range(len(edges) - 1) if value < edges[i + 1]), len(out) - 1)
            out[index] += 1
        return out

    series = [
        svg.BarSeries("significantly faster", counts([r for r in correct if _speedup_color(r) == COLOR_FASTER]), COLOR_FASTER),
        svg.BarSeries("not significant", counts([r for r in correct if _speedup_color(r) == COLOR_NOISE]), COLOR_NOISE),
        svg.BarSeries("significantly slower", counts([r for r in correct if _speedup_color(r) == COLOR_SLOWER]), COLOR_SLOWER),
    ]
    series = [s for s in series if any(s.counts)]
    return svg.histogram("histogram", title, edges, series, "speedup t(baseline)/t(candidate), log scale")


def _ci(row: Row) -> tuple[float | None, float | None]:
    ci = row.get("speedup_ci")
    if ci and len(ci) == 2 and _positive(ci[0]) and _positive(ci[1]):
        return float(ci[0]), float(ci[1])
    return None, None


def speedup_scatter(run: Run, best: dict[str, Row], anchors: dict[str, str]) -> str:
    title = "Baseline time against speedup (95% CI)"
    points = [
        svg.ScatterPoint(
            x=float(r["baseline_seconds"]),
            y=float(r["speedup_point"]),
            y_lo=_ci(r)[0],
            y_hi=_ci(r)[1],
            label=(f"{pid}: {r['speedup_point']:.3f}× "
                   + (f"[{_ci(r)[0]:.3f}, {_ci(r)[1]:.3f}]" if _ci(r)[0] is not None else "")
                   + f", baseline {svg.fmt_seconds(float(r['baseline_seconds']))}"),
            color=_speedup_color(r),
            href="#" + anchors[pid],
        )
        for pid, r in best.items()
        if _timed(r) and _positive(r.get("baseline_seconds"))
    ]
    if not points:
        return svg.empty_plot("scatter", title, "no correct candidate with timings")
    legend = [(label, color) for label, color in (
        ("significantly faster", COLOR_FASTER), ("not significant", COLOR_NOISE),
        ("significantly slower", COLOR_SLOWER)) if any(p.color == color for p in points)]
    return svg.scatter("scatter", title, points, "baseline time on the test set (log scale)",
                       "speedup (log scale)", legend=legend)


def status_plot(run: Run, best: dict[str, Row]) -> str:
    all_counts = _status_counts(run.rows)
    best_counts = _status_counts(best.values())
    categories = [s for s in STATUS_ORDER if all_counts.get(s)] + sorted(
        s for s in all_counts if s not in STATUS_ORDER
    )
    series = [svg.BarSeries("best candidate per problem", [best_counts.get(c, 0) for c in categories], svg.PALETTE[0])]
    if len(run.rows) != len(best):
        series.append(svg.BarSeries("all candidates", [all_counts.get(c, 0) for c in categories], svg.PALETTE[1]))
    return svg.grouped_bars("status", "Status breakdown", categories, series, "count")


def _status_counts(rows: Any) -> dict[str, int]:
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    return counts


def curve_plot(kind: str, title: str, points: list[CurvePoint], x_label: str) -> str:
    series = [svg.LineSeries("average speedup (credited)", [(p.x, p.speedup_avg) for p in points], svg.PALETTE[0])]
    if all(p.speedup_avg_paper is not None for p in points):
        series.append(svg.LineSeries(
            "average speedup (paper's credit)",
            [(p.x, float(p.speedup_avg_paper)) for p in points],  # type: ignore[arg-type]
            svg.PALETTE[1],
        ))
    return svg.line_chart(kind, title, series, x_label, "average speedup")


def _figure(svg_text: str, caption: str) -> str:
    return f"<figure>{svg_text}<figcaption>{_e(caption)}</figcaption></figure>"


def plots_html(run: Run, best: dict[str, Row], anchors: dict[str, str]) -> str:
    figures = [
        _figure(speedup_histogram(run, best),
                "Measured point estimate of the best correct candidate; grey: the 95% interval "
                "includes 1, so the metrics credit it as 1.0."),
        _figure(speedup_scatter(run, best, anchors),
                "One point per problem with a correct candidate; click a point to open the problem."),
        _figure(status_plot(run, best), "How evaluations ended."),
    ]
    if run.samples > 1:
        points = speedup_by_samples(run)
        if len(points) > 1:
            figures.append(_figure(
                curve_plot("by-samples", "Average speedup by number of samples", points, "samples k"),
                "Best of the first k samples per problem (the paper's maximum speedup at k samples)."))
    if run.rounds > 1:
        points = speedup_by_round(run)
        if len(points) > 1:
            figures.append(_figure(
                curve_plot("by-round", "Average speedup by refinement round", points, "rounds"),
                "Best over rounds 1..r per problem."))
    return f'<div class="plots">{"".join(figures)}</div>'


# ---------------------------------------------------------------------------- problems


def diff_html(baseline_asm: str, candidate_asm: str) -> str:
    diff = side_by_side(baseline_asm, candidate_asm)
    if diff.identical:
        return '<p class="muted diff-identical">The candidate is identical to the baseline assembly.</p>'
    rows = []
    for row in diff.rows:
        if row.kind == "skip":
            rows.append(f'<tr class="skip"><td colspan="4">⋯ {row.skipped} unchanged lines ⋯</td></tr>')
            continue
        rows.append(
            f'<tr class="{row.kind}">'
            f'<td class="no">{row.left_no or ""}</td><td class="code left">{_e(row.left or "")}</td>'
            f'<td class="no">{row.right_no or ""}</td><td class="code right">{_e(row.right or "")}</td></tr>'
        )
    return (
        f'<p class="muted">−{diff.removed} baseline lines, +{diff.added} candidate lines</p>'
        '<div class="diff-wrap"><table class="diff"><colgroup><col style="width:44px"><col>'
        '<col style="width:44px"><col></colgroup>'
        '<thead><tr><th></th><th class="text">baseline (gcc -O3)</th><th></th>'
        f'<th class="text">best candidate</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
    )


def per_test_html(row: Row) -> str:
    per_test = row.get("per_test") or []
    if not per_test:
        return ""
    body = []
    for t in per_test:
        base, cand = t.get("baseline"), t.get("candidate")
        ratio = base / cand if base and cand else None
        cls = "" if ratio is None else ("ratio-up" if ratio > 1 else "ratio-down")
        body.append(
            f'<tr><td>{_e(t.get("test", ""))}</td><td>{_seconds(base)}</td><td>{_seconds(cand)}</td>'
            f'<td class="{cls}">{_ratio(ratio)}</td></tr>'
        )
    return (
        "<h4>Per-test timings</h4><table class=\"per-test\"><thead><tr><th>test</th>"
        "<th>baseline</th><th>candidate</th><th>ratio</th></tr></thead>"
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def failure_html(row: Row) -> str:
    if row.get("correct"):
        return ""
    failure = row.get("failure")
    test = row.get("test")
    heading = f"First failing test{f' (test {test})' if test is not None else ''}: {row['status']}"
    detail = f'<p class="muted">{_e(_clip(row.get("detail"), 2000))}</p>' if row.get("detail") else ""
    if not failure:
        return f"<h4>{_e(heading)}</h4>{detail}"
    return (
        f'<div class="failure"><h4>{_e(heading)}</h4>{detail}'
        f"<h4>input</h4><pre>{_e(_clip(failure.get('input'), MAX_FAILURE_CHARS))}</pre>"
        '<div class="side">'
        f"<div><h4>expected</h4><pre class=\"expected\">{_e(_clip(failure.get('expected'), MAX_FAILURE_CHARS))}</pre></div>"
        f"<div><h4>actual</h4><pre class=\"actual\">{_e(_clip(failure.get('actual'), MAX_FAILURE_CHARS))}</pre></div>"
        "</div></div>"
    )


def attempts_html(rows: list[Row]) -> str:
    if len(rows) <= 1:
        return ""
    body = "".join(
        f"<tr><td>{r.get('round', 0)}</td><td>{r.get('sample', 0)}</td>"
        f'<td class="text"><span class="badge {_e(r["status"])}">{_e(r["status"])}</span></td>'
        f"<td>{_ratio(r.get('speedup_point'))}</td><td>{_ratio(r.get('speedup'))}</td>"
        f"<td>{r.get('tests_passed', 0)}/{r.get('tests_total', 0)}</td>"
        f'<td class="text">{_e(_clip(r.get("detail"), MAX_DETAIL_CHARS))}</td></tr>'
        for r in rows
    )
    return (
        "<h4>All candidates</h4><table class=\"attempts\"><thead><tr><th>round</th><th>sample</th>"
        "<th class=\"text\">status</th><th>measured</th><th>credited</th><th>tests</th>"
        f"<th class=\"text\">detail</th></tr></thead><tbody>{body}</tbody></table>"
    )


def _summary_line(pid: str, row: Row) -> str:
    status = row["status"]
    parts = [f'<span class="badge {_e(status)}">{_e(status)}</span><span class="pid">{_e(pid)}</span>']
    if row.get("correct") and row.get("speedup_point") is not None:
        ci = row.get("speedup_ci")
        ci_text = f" [{ci[0]:.3f}, {ci[1]:.3f}]" if ci else ""
        parts.append(f"{row['speedup_point']:.3f}×{ci_text}")
        if float(row.get("speedup") or 1.0) > 1.0:
            parts.append('<span class="badge faster">faster</span>')
    parts.append(f'<span class="muted">tests {row.get("tests_passed", 0)}/{row.get("tests_total", 0)}'
                 f' · round {row.get("round", 0)}, sample {row.get("sample", 0)}</span>')
    if row.get("flags"):
        parts.append(f'<span class="muted">flags: {_e(", ".join(row["flags"]))}</span>')
    return " ".join(parts)


def problem_html(run: Run, pid: str, row: Row, anchor: str) -> str:
    problem = run.problems.get(pid)
    sections = []
    if row.get("candidate_asm") and problem is not None:
        sections.append("<h4>Assembly: baseline against best candidate</h4>"
                        + diff_html(problem.baseline_asm, row["candidate_asm"]))
    elif row.get("candidate_asm"):
        sections.append("<h4>Best candidate assembly (baseline not available)</h4>"
                        f"<pre>{_e(row['candidate_asm'])}</pre>")
    else:
        sections.append('<p class="muted">No candidate assembly was recorded for this problem.</p>')
    sections.append(failure_html(row))
    sections.append(per_test_html(row))
    sections.append(attempts_html(run.rows_for(pid)))
    if problem is not None:
        sections.append(f"<h4>C source</h4><pre class=\"c-source\">{_e(problem.c_source)}</pre>")
    search = f"{pid} {row['status']}".lower()
    return (
        f'<details class="problem" id="{anchor}" data-search="{_e(search)}">'
        f"<summary>{_summary_line(pid, row)}</summary>"
        f'<div class="body">{"".join(sections)}</div></details>'
    )


def _problem_order(best: dict[str, Row]) -> list[str]:
    """Biggest credited wins first, then other correct ones, then failures."""
    return sorted(best, key=lambda pid: (
        not best[pid].get("correct"),
        -float(best[pid].get("speedup") or 1.0),
        -float(best[pid].get("speedup_point") or 0.0),
        pid,
    ))


def _best_and_anchors(run: Run, run_index: int) -> tuple[dict[str, Row], list[str], dict[str, str]]:
    best = {pid: best_row(run.rows_for(pid)) for pid in run.problem_ids()}
    order = _problem_order(best)
    return best, order, {pid: _anchor(run_index, i) for i, pid in enumerate(order)}


def run_html(run: Run, run_index: int) -> str:
    best, order, anchors = _best_and_anchors(run, run_index)
    harness = run.config.get("harness") or {}
    meta = [f"dataset {_e(run.dataset)}", f"{len(best)} problems",
            f"{run.samples} sample(s)", f"{run.rounds} round(s)"]
    if harness.get("timing"):
        meta.append(f"timing {_e(harness['timing'])}")
    warnings = "".join(f'<p class="warning">{_e(w)}</p>' for w in run.warnings)
    list_id = f"run{run_index}-problems"
    problems = "".join(problem_html(run, pid, best[pid], anchors[pid]) for pid in order)
    return (
        f'<section class="run" id="run{run_index}">'
        f"<h2>{_e(run.name)} — {_e(run.model)}</h2>"
        f'<p class="meta">{" · ".join(meta)}</p>{warnings}'
        f"{plots_html(run, best, anchors)}"
        f"<h3>Problems</h3>"
        f'<div class="toolbar"><input class="problem-filter" type="search" '
        f'placeholder="filter by id or status" data-target="{list_id}" data-count="{list_id}-count">'
        f'<button type="button" data-expand="open" data-target="{list_id}">expand all</button>'
        f'<button type="button" data-expand="close" data-target="{list_id}">collapse all</button>'
        f'<span class="muted" id="{list_id}-count">{len(order)} shown</span></div>'
        f'<div class="problems" id="{list_id}">{problems}</div></section>'
    )


# ---------------------------------------------------------------------------- comparison


def comparison_html(c: Comparison, anchors_a: dict[str, str] | None = None,
                    anchors_b: dict[str, str] | None = None) -> str:
    """Counts, the bootstrap verdict, and the differing problems linked to each run's section."""
    anchors_a, anchors_b = anchors_a or {}, anchors_b or {}
    counts = (
        f"<table class=\"compare-counts\"><tbody>"
        f"<tr><th class=\"text\">problems in both runs</th><td>{len(c.common)}</td></tr>"
        f"<tr><th class=\"text\">solved by both</th><td>{len(c.solved_both)}</td></tr>"
        f"<tr><th class=\"text\">solved only by A</th><td>{len(c.solved_only_a)}</td></tr>"
        f"<tr><th class=\"text\">solved only by B</th><td>{len(c.solved_only_b)}</td></tr>"
        f"<tr><th class=\"text\">solved by neither</th><td>{len(c.solved_neither)}</td></tr>"
        f"<tr><th class=\"text\">faster only in A</th><td>{len(c.faster_only_a)}</td></tr>"
        f"<tr><th class=\"text\">faster only in B</th><td>{len(c.faster_only_b)}</td></tr>"
        "</tbody></table>"
    )
    b = c.bootstrap
    verdict = ""
    if b is not None and b.n:
        word = "significant" if b.significant else "not significant"
        verdict = (
            f'<p class="bootstrap">Average speedup A {c.avg_speedup_a:.3f}×, B {c.avg_speedup_b:.3f}×. '
            f"A − B = {b.mean_diff:+.3f}, 95% CI [{b.ci[0]:+.3f}, {b.ci[1]:+.3f}], p = {b.p_value:.4f} "
            f"(paired bootstrap over problems, {b.resamples} resamples, seed {b.seed}): "
            f"<strong>{word}</strong>.</p>"
        )
    def status_cell(status: str, anchors: dict[str, str], pid: str) -> str:
        badge = f'<span class="badge {_e(status)}">{_e(status)}</span>'
        anchor = anchors.get(pid)
        return f'<td class="text"><a href="#{anchor}">{badge}</a></td>' if anchor else f'<td class="text">{badge}</td>'

    diffs = "".join(
        f'<tr><td class="text pid">{_e(d.problem_id)}</td>'
        f"{status_cell(d.status_a, anchors_a, d.problem_id)}<td>{d.speedup_a:.3f}×</td>"
        f"{status_cell(d.status_b, anchors_b, d.problem_id)}<td>{d.speedup_b:.3f}×</td></tr>"
        for d in c.differences
    )
    diff_table = (
        "<h4>Problems where the runs differ (largest speedup gap first)</h4>"
        "<div class=\"scroll\"><table class=\"compare-diffs\"><thead><tr><th class=\"text\">problem</th>"
        "<th class=\"text\">A status</th><th>A speedup</th><th class=\"text\">B status</th>"
        f"<th>B speedup</th></tr></thead><tbody>{diffs}</tbody></table></div>"
        if diffs else "<p class=\"muted\">The runs agree on every common problem.</p>"
    )
    only = ""
    if c.only_in_a or c.only_in_b:
        only = (f'<p class="warning">Not in both runs, left out of the comparison: '
                f"{len(c.only_in_a)} only in A, {len(c.only_in_b)} only in B.</p>")
    return (
        f'<div class="comparison"><h3>A = {_e(c.run_a)} ({_e(c.model_a)}) against '
        f"B = {_e(c.run_b)} ({_e(c.model_b)})</h3>{only}{verdict}"
        f'<div class="compare-grid"><div>{counts}</div><div>{diff_table}</div></div></div>'
    )


# ---------------------------------------------------------------------------- page


def render_html(runs: Sequence[Run], comparisons: Sequence[Comparison] = (),
                credit: str = "credited", title: str = "superasm report") -> str:
    """The whole report as one HTML string (see the module docstring)."""
    from superasm import __version__

    generated = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    anchors = {str(run.path): _best_and_anchors(run, i)[2] for i, run in enumerate(runs)}
    compare = ""
    if comparisons:
        compare = ('<section id="compare"><h2>Comparison</h2>' + "".join(
            comparison_html(c, anchors.get(c.path_a), anchors.get(c.path_b)) for c in comparisons
        ) + "</section>")
    nav = " · ".join(f'<a href="#run{i}">{_e(run.name)}</a>' for i, run in enumerate(runs))
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{CSS}</style></head><body>"
        f"<header><h1>{_e(title)}</h1><p class=\"meta\">generated {generated} by superasm "
        f"{_e(__version__)} · runs: {nav}</p></header>"
        f'<section id="table"><h2>Table 2</h2>{table_html(runs, credit)}'
        '<p class="muted">Compile and test pass over problems (best candidate); speedups credit '
        + ("the point estimate of every correct candidate that reads faster (the paper's credit)."
           if credit == "paper" else
           "only significantly faster, verified candidates (1.0 otherwise); "
           "significant: share of problems with such a candidate.")
        + "</p></section>"
        f"{compare}{''.join(run_html(run, i) for i, run in enumerate(runs))}"
        f"<script>{JS}</script></body></html>\n"
    )


def write_html(path: str | Path, runs: Sequence[Run], comparisons: Sequence[Comparison] = (),
               credit: str = "credited") -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_html(runs, comparisons, credit), encoding="utf-8")
    return path
