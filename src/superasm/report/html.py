"""One self-contained HTML file: Table 2, plots, comparisons and every problem's story.

Self-contained means it opens from a mail attachment on a machine without network: the CSS, the
few lines of JavaScript and the plots (SVG drawn by :mod:`superasm.report.svg`) are inline, and a
Content-Security-Policy forbids the page from fetching anything at all.  Everything that came
from a run (model output above all: candidate assembly is untrusted text) is HTML-escaped.
"""

from __future__ import annotations

import datetime as _dt
import math
from collections import Counter
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any

from superasm import __version__
from superasm.measure import Unit, method_spec
from superasm.metrics import candidate_rank
from superasm.record import ResultRecord
from superasm.report import svg
from superasm.report.asmdiff import side_by_side
from superasm.report.choice import machine_words, optimizer_choice, timing_words
from superasm.report.compare import Comparison
from superasm.report.rundata import Run, speedup_curve
from superasm.report.tables import columns_for, format_cell, table2_row
from superasm.verdict import Flag

#: output shown per field of a failing test; the rest is cut (a runaway program prints megabytes)
MAX_FAILURE_CHARS = 4000
MAX_DETAIL_CHARS = 300

STATUS_ORDER = ("correct", "wrong_output", "runtime_error", "timeout", "output_limit",
                "assemble_error", "link_error", "sandbox_error", "model_error")
COLOR_FASTER, COLOR_SLOWER, COLOR_NOISE = "#2e8b57", "#c2474f", "#8a8f98"
#: a problem credited 1.00x without a timing of its own: the baseline kept, or nothing correct
COLOR_BASELINE = "#5b7fb5"

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
       "img-src data:; base-uri 'none'; form-action 'none'")

#: the page's stylesheet and the few lines of script (filter, expand, open from the URL hash)
ASSETS = Path(__file__).resolve().parent.parent / "data"


def _asset(name: str) -> str:
    return (ASSETS / name).read_text(encoding="utf-8")


def _e(value: Any) -> str:
    return escape(str(value), quote=True)


def _clip(text: str | None, limit: int) -> str:
    if not text or len(text) <= limit:
        return text or ""
    return text[:limit] + f"\n… ({len(text) - limit} more characters not shown)"


def _ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}×"


def _status_badge(status: str) -> str:
    return f'<span class="badge {_e(status)}">{_e(status)}</span>'


def _decision_badges(r: ResultRecord) -> str:
    """Credited faster, or refused credit because the CPU and wall clocks disagreed."""
    badges = ['<span class="badge faster">faster</span>'] if r.credited_speedup > 1.0 else []
    if Flag.CLOCK_DISAGREEMENT in r.flags:
        m = r.measurement
        other = (f"; the other clock reads {m.other_clock_estimate:.3f}×"
                 if m and m.other_clock_estimate is not None else "")
        title = _e(f"the CPU and wall clocks disagreed{other}: not credited")
        badges.append(f'<span class="badge clock_disagreement" title="{title}">clocks disagree</span>')
    return " ".join(badges)


def table_html(runs: Sequence[Run], credit: str = "credited") -> str:
    rows = [table2_row(run, credit) for run in runs]
    columns = columns_for(rows)
    cls = {c.header: "text" if c.kind == "text" else "num" for c in columns}
    head = "".join(f'<th class="{cls[c.header]}">{_e(c.header)}</th>' for c in columns)
    body = "".join("<tr>" + "".join(
        f'<td class="{cls[c.header]}">{_e(format_cell(c.value(r), c.kind))}</td>' for c in columns)
        + "</tr>" for r in rows)
    return f'<table class="table2"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


#: how a measurement decided, as the plots colour it
DECISIONS = (("decided faster", COLOR_FASTER), ("undecided or not faster", COLOR_NOISE),
             ("decided slower", COLOR_SLOWER))


def _speedup_color(r: ResultRecord) -> str:
    decision = r.measurement.decision if r.measurement else ""
    return {"faster": COLOR_FASTER, "slower": COLOR_SLOWER}.get(decision, COLOR_NOISE)


#: bin widths tried, in octaves (a bin of 1/8 octave spans 9%)
BIN_WIDTHS = (1 / 64, 1 / 32, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4)


def _log_bin_edges(values: Sequence[float], target_bins: int = 10) -> list[float]:
    """Log-spaced bins aligned on 1.0 (so "faster" and "slower" never share a bin), as wide as
    needed for about ``target_bins`` over the data."""
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


def _estimate(r: ResultRecord) -> float | None:
    """The point estimate of a correct candidate, where a log axis can show it."""
    return r.speedup_estimate if r.correct and _positive(r.speedup_estimate) else None


def speedup_histogram(best: dict[str, ResultRecord]) -> str:
    """Measured speedup of each problem's best correct candidate, by what the measurement decided."""
    timed = [(v, _speedup_color(r)) for r in best.values() if (v := _estimate(r)) is not None]
    title = "Speedup of the best correct candidate per problem"
    if not timed:
        return svg.empty_plot("histogram", title, "no problem has a correct, timed candidate")
    edges = _log_bin_edges([value for value, _ in timed])
    series = []
    for label, color in DECISIONS:
        counts = [0] * (len(edges) - 1)
        for value, _ in (t for t in timed if t[1] == color):
            counts[next((i for i in range(len(counts)) if value < edges[i + 1]), -1)] += 1
        if any(counts):
            series.append(svg.BarSeries(label, counts, color))
    return svg.histogram("histogram", title, edges, series,
                         "speedup t(baseline)/t(candidate), log scale")


def baseline_seconds(run: Run | None, pid: str, r: ResultRecord) -> float | None:
    """The baseline's time on a problem's timed inputs: from its best candidate's measurement,
    else any candidate's of the problem, else the timing inputs' recorded time (None: unknown)."""
    records = [r, *(run.records_for(pid) if run is not None else [])]
    for record in records:
        m = record.measurement
        if m is not None and method_spec(m.method).unit is Unit.SECONDS \
                and _positive(m.baseline.median):
            return m.baseline.median
    problem = run.problems.get(pid) if run is not None else None
    made = problem.bench_made if problem is not None else None
    each = made.baseline_s if made is not None else None
    if problem is not None and problem.bench_tests and each is not None and _positive(each):
        return float(each) * len(problem.bench_tests)
    return None


def _scatter_point(run: Run | None, pid: str, r: ResultRecord, href: str) -> svg.ScatterPoint | None:
    """A problem's point: its measured speedup and interval, or 1.00x where it stayed at the
    baseline (kept, or no correct candidate); None where no baseline time is known."""
    m, estimate = r.measurement, _estimate(r)
    if estimate and m is not None and method_spec(m.method).unit is Unit.SECONDS \
            and _positive(m.baseline.median):
        lo, hi = m.ci if all(_positive(v) for v in m.ci) else (None, None)
        return svg.ScatterPoint(
            m.baseline.median, estimate, lo, hi,
            f"{pid}: {estimate:.3f}× " + (f"[{lo:.3f}, {hi:.3f}]" if lo is not None else "")
            + f", baseline {svg.fmt_seconds(m.baseline.median)}", _speedup_color(r), href)
    seconds = baseline_seconds(run, pid, r)
    if seconds is None:
        return None
    why = "kept the baseline" if r.correct else f"no correct candidate ({r.status})"
    return svg.ScatterPoint(seconds, 1.0, None, None,
                            f"{pid}: 1.000× ({why}), baseline {svg.fmt_seconds(seconds)}",
                            COLOR_BASELINE, href)


def unplaced(run: Run | None, best: dict[str, ResultRecord]) -> list[str]:
    """Problems the scatter plot cannot place: no time of their baseline is recorded."""
    return [pid for pid, r in best.items()
            if _scatter_point(run, pid, r, "") is None]


def speedup_scatter(best: dict[str, ResultRecord], anchors: dict[str, str],
                    run: Run | None = None) -> str:
    """Every problem whose baseline time is known: measured ones with their interval, the rest
    at 1.00x (what the metrics credit them)."""
    title = "Baseline time against speedup (95% CI)"
    points = [p for pid, r in best.items()
              if (p := _scatter_point(run, pid, r, "#" + anchors[pid])) is not None]
    if not points:
        return svg.empty_plot("scatter", title, "no problem with a recorded baseline time")
    decisions = (*DECISIONS, ("at the baseline: kept, or nothing correct (1.00×)", COLOR_BASELINE))
    legend = [(label, color) for label, color in decisions if any(p.color == color for p in points)]
    return svg.scatter("scatter", title, points, "baseline time on the test set (log scale)",
                       "speedup (log scale)", legend=legend)


def status_plot(run: Run, best: dict[str, ResultRecord]) -> str:
    all_counts = Counter(r.status.value for r in run.records)
    best_counts = Counter(r.status.value for r in best.values())
    categories = [s for s in STATUS_ORDER if all_counts[s]] + sorted(
        s for s in all_counts if s not in STATUS_ORDER)
    series = [svg.BarSeries("best candidate per problem", [best_counts[c] for c in categories],
                            svg.PALETTE[0])]
    if len(run.records) != len(best):
        series.append(svg.BarSeries("all candidates", [all_counts[c] for c in categories],
                                    svg.PALETTE[1]))
    return svg.grouped_bars("status", "Status breakdown", categories, series, "count")


def curve_plot(run: Run, by: str, title: str, x_label: str, caption: str) -> str:
    """Average speedup by samples or rounds (nothing when there is only one)."""
    points = speedup_curve(run, by)
    if len(points) < 2:
        return ""
    series = [svg.LineSeries("average speedup (credited)", [(p.x, p.speedup_avg) for p in points],
                             svg.PALETTE[0])]
    if all(p.speedup_avg_paper is not None for p in points):
        series.append(svg.LineSeries("average speedup (paper's credit)",
                                     [(p.x, p.speedup_avg_paper or 1.0) for p in points],
                                     svg.PALETTE[1]))
    kind = "by-samples" if by == "samples" else "by-round"
    return _figure(svg.line_chart(kind, title, series, x_label, "average speedup"), caption)


def _figure(svg_text: str, caption: str) -> str:
    return f"<figure>{svg_text}<figcaption>{_e(caption)}</figcaption></figure>"


def _scatter_caption(run: Run, best: dict[str, ResultRecord]) -> str:
    caption = ("One point per problem; a problem that stayed at the baseline sits at 1.00×; "
               "click a point to open the problem.")
    missing = unplaced(run, best)
    if missing:
        shown = ", ".join(missing[:10]) + (f" and {len(missing) - 10} more" if len(missing) > 10
                                           else "")
        caption += f" Not placed, no baseline time recorded: {shown}."
    return caption


def plots_html(run: Run, best: dict[str, ResultRecord], anchors: dict[str, str]) -> str:
    figures = [
        _figure(speedup_histogram(best),
                "Measured point estimate of the best correct candidate; grey: not decided faster "
                "(the interval does not clear the minimum effect, or the clocks disagree), so the "
                "metrics credit it as 1.0."),
        _figure(speedup_scatter(best, anchors, run), _scatter_caption(run, best)),
        _figure(status_plot(run, best), "How evaluations ended."),
    ]
    if run.samples > 1:
        figures.append(curve_plot(
            run, "samples", "Average speedup by number of samples", "samples k",
            "Best of the first k samples per problem (the paper's maximum speedup at k samples)."))
    if run.rounds > 1:
        figures.append(curve_plot(run, "rounds", "Average speedup by refinement round", "rounds",
                                  "Best over rounds 1..r per problem."))
    return f'<div class="plots">{"".join(figures)}</div>'


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


def assembly_html(run: Run, pid: str, r: ResultRecord) -> str:
    """The best candidate's assembly against the baseline's (a diff), or the candidate alone."""
    problem = run.problems.get(pid)
    if r.candidate_asm and problem is not None:
        return ("<h4>Assembly: baseline against best candidate</h4>"
                + diff_html(problem.baseline_asm, r.candidate_asm))
    if r.candidate_asm:
        return ("<h4>Best candidate assembly (baseline not available)</h4>"
                f"<pre>{_e(r.candidate_asm)}</pre>")
    return '<p class="muted">No candidate assembly was recorded for this problem.</p>'


def per_test_html(run: Run, pid: str, r: ResultRecord) -> str:
    """Each timed input's baseline and candidate time (or count), and their ratio."""
    if r.measurement is None or not r.measurement.per_test:
        return ""
    counts = method_spec(r.measurement.method).unit is Unit.INSTRUCTIONS
    unit = "{:,.0f}".format if counts else svg.fmt_seconds
    body = []
    for test, (base, cand) in enumerate(r.measurement.per_test):
        ratio = base / cand if base and cand else None
        cls = "" if ratio is None else ("ratio-up" if ratio > 1 else "ratio-down")
        body.append(f"<tr><td>{test}</td><td>{unit(base)}</td><td>{unit(cand)}</td>"
                    f'<td class="{cls}">{_ratio(ratio)}</td></tr>')
    return (
        f"<h4>Per-test {'instruction counts' if counts else 'timings'}</h4>"
        '<table class="per-test"><thead><tr><th>test</th><th>baseline</th><th>candidate</th>'
        f"<th>ratio</th></tr></thead><tbody>{''.join(body)}</tbody></table>")


def failure_html(run: Run, pid: str, r: ResultRecord) -> str:
    """The first failing test: its input, the expected and the actual output."""
    if r.correct:
        return ""
    where = ""
    if r.test is not None:
        where = (f" ({r.phase.value + ' ' if r.phase else ''}test {r.test}"
                 f"{', ' + r.test_name if r.test_name else ''})")
    heading = f"<h4>{_e(f'First failing test{where}: {r.status}')}</h4>"
    if r.detail:
        heading += f'<p class="muted">{_e(_clip(r.detail, 2000))}</p>'
    f = r.failure
    if f is None:
        return heading
    offset = "" if f.offset is None else f'<p class="muted">outputs first differ at byte {f.offset}</p>'
    return (
        f'<div class="failure">{heading}{offset}'
        f"<h4>input</h4><pre>{_e(_clip(f.input, MAX_FAILURE_CHARS))}</pre>"
        '<div class="side">'
        f'<div><h4>expected</h4><pre class="expected">{_e(_clip(f.expected, MAX_FAILURE_CHARS))}</pre></div>'
        f'<div><h4>actual</h4><pre class="actual">{_e(_clip(f.actual, MAX_FAILURE_CHARS))}</pre></div>'
        "</div></div>")


def attempts_html(run: Run, pid: str, r: ResultRecord) -> str:
    """Every candidate of the problem, when there was more than one."""
    records = run.records_for(pid)
    if len(records) <= 1:
        return ""
    body = "".join(
        f"<tr><td>{r.round}</td><td>{r.sample}</td>"
        f'<td class="text">{_status_badge(r.status)} {_decision_badges(r)}</td>'
        f"<td>{_ratio(r.speedup_estimate)}</td><td>{_ratio(r.credited_speedup)}</td>"
        f"<td>{r.tests_passed}/{r.tests_total}</td>"
        f'<td class="text">{_e(_clip(r.detail, MAX_DETAIL_CHARS))}</td></tr>'
        for r in records)
    return (
        '<h4>All candidates</h4><table class="attempts"><thead><tr><th>round</th><th>sample</th>'
        '<th class="text">status</th><th>measured</th><th>credited</th><th>tests</th>'
        f'<th class="text">detail</th></tr></thead><tbody>{body}</tbody></table>')


def _summary_line(pid: str, r: ResultRecord, model: str = "") -> str:
    parts = [f'{_status_badge(r.status)}<span class="pid">{_e(pid)}</span>',
             f'<span class="muted choice">{_e(optimizer_choice(r, model))}</span>']
    if r.speedup_estimate is not None:
        ci = r.measurement.ci if r.measurement else None
        parts.append(f"{r.speedup_estimate:.3f}×" + (f" [{ci[0]:.3f}, {ci[1]:.3f}]" if ci else ""))
    parts.append(_decision_badges(r))
    parts.append(f'<span class="muted">tests {r.tests_passed}/{r.tests_total}'
                 f" · round {r.round}, sample {r.sample}</span>")
    if r.flags:
        parts.append(f'<span class="muted">flags: {_e(", ".join(r.flags))}</span>')
    return " ".join(p for p in parts if p)


def choice_html(run: Run, pid: str, r: ResultRecord) -> str:
    """What made the candidate shown and what it was checked on, in words."""
    checked = r.verification_words() if r.correct else (
        r.checks_line() or f"{r.tests_passed}/{r.tests_total} public tests passed")
    return (f'<p class="won"><strong>Made by:</strong> {_e(optimizer_choice(r, run.model))}'
            f"<br><strong>Checked:</strong> {_e(checked)}</p>")


def c_source_html(run: Run, pid: str, r: ResultRecord) -> str:
    """The problem's C source, when the run's problems are at hand."""
    problem = run.problems.get(pid)
    return "" if problem is None else \
        f'<h4>C source</h4><pre class="c-source">{_e(problem.c_source)}</pre>'


#: a section of a problem's story: (the run, the problem's id, its best record) -> HTML, ''
#: to leave it out.  Everything that came from the run is HTML-escaped (``_e``)
ProblemSection = Callable[[Run, str, ResultRecord], str]

#: the sections of every problem's story, declared once, in the order they are shown
#: (docs/extending.md walks through adding one)
PROBLEM_SECTIONS: tuple[ProblemSection, ...] = (
    choice_html, assembly_html, failure_html, per_test_html, attempts_html, c_source_html)


def problem_html(run: Run, pid: str, r: ResultRecord, anchor: str) -> str:
    sections = [section(run, pid, r) for section in PROBLEM_SECTIONS]
    return (
        f'<details class="problem" id="{anchor}" data-search="{_e(f"{pid} {r.status}".lower())}">'
        f"<summary>{_summary_line(pid, r, run.model)}</summary>"
        f'<div class="body">{"".join(sections)}</div></details>')


def _best_and_anchors(run: Run, run_index: int) -> tuple[dict[str, ResultRecord], list[str],
                                                           dict[str, str]]:
    """Each problem's best candidate, the problems best first (the ranking of candidates, ties by
    id), and their anchors: positional, as problem ids may hold characters URLs dislike."""
    best = run.best_records()
    order = sorted(sorted(best), key=lambda pid: candidate_rank(best[pid]), reverse=True)
    return best, order, {pid: f"run{run_index}-p{i}" for i, pid in enumerate(order)}


def run_html(run: Run, run_index: int) -> str:
    best, order, anchors = _best_and_anchors(run, run_index)
    harness = run.config.get("harness") or {}
    meta = [f"dataset {_e(run.dataset)}", f"{len(best)} problems",
            f"{run.samples} sample(s)", f"{run.rounds} round(s)"]
    timing = timing_words(harness.get("timing"), harness.get("time_on"))
    where = (f'<p class="meta timing">Timing: {_e(timing)}</p>'
             f'<p class="meta machine">Machine: {_e(machine_words(run.config))}</p>')
    warnings = "".join(f'<p class="warning">{_e(w)}</p>' for w in run.warnings)
    list_id = f"run{run_index}-problems"
    problems = "".join(problem_html(run, pid, best[pid], anchors[pid]) for pid in order)
    return (
        f'<section class="run" id="run{run_index}">'
        f"<h2>{_e(run.name)} — {_e(run.model)}</h2>"
        f'<p class="meta">{" · ".join(meta)}</p>{where}{warnings}'
        f"{plots_html(run, best, anchors)}"
        f"<h3>Problems</h3>"
        f'<div class="toolbar"><input class="problem-filter" type="search" '
        f'placeholder="filter by id or status" data-target="{list_id}" data-count="{list_id}-count">'
        f'<button type="button" data-expand="open" data-target="{list_id}">expand all</button>'
        f'<button type="button" data-expand="close" data-target="{list_id}">collapse all</button>'
        f'<span class="muted" id="{list_id}-count">{len(order)} shown</span></div>'
        f'<div class="problems" id="{list_id}">{problems}</div></section>')


def comparison_html(c: Comparison, anchors_a: dict[str, str] | None = None,
                    anchors_b: dict[str, str] | None = None) -> str:
    """Counts, the bootstrap verdict, and the differing problems linked to each run's section."""
    anchors_a, anchors_b = anchors_a or {}, anchors_b or {}
    counts = "".join(f'<tr><th class="text">{label}</th><td>{len(ids)}</td></tr>' for label, ids in (
        ("problems in both runs", c.common), ("solved by both", c.solved_both),
        ("solved only by A", c.solved_only_a), ("solved only by B", c.solved_only_b),
        ("solved by neither", c.solved_neither), ("faster only in A", c.faster_only_a),
        ("faster only in B", c.faster_only_b)))
    b = c.bootstrap
    verdict = ""
    if b is not None and b.n:
        word = "significant" if b.significant else "not significant"
        verdict = (
            f'<p class="bootstrap">Average speedup A {c.avg_speedup_a:.3f}×, B {c.avg_speedup_b:.3f}×. '
            f"A − B = {b.mean_diff:+.3f}, 95% CI [{b.ci[0]:+.3f}, {b.ci[1]:+.3f}], p = {b.p_value:.4f} "
            f"(paired bootstrap over problems, {b.resamples} resamples, seed {b.seed}): "
            f"<strong>{word}</strong>.</p>")

    def status_cell(status: str, anchors: dict[str, str], pid: str) -> str:
        badge = _status_badge(status)
        if pid in anchors:
            badge = f'<a href="#{anchors[pid]}">{badge}</a>'
        return f'<td class="text">{badge}</td>'

    diffs = "".join(
        f'<tr><td class="text pid">{_e(d.problem_id)}</td>'
        f"{status_cell(d.status_a, anchors_a, d.problem_id)}<td>{d.speedup_a:.3f}×</td>"
        f"{status_cell(d.status_b, anchors_b, d.problem_id)}<td>{d.speedup_b:.3f}×</td></tr>"
        for d in c.differences)
    diff_table = (
        "<h4>Problems where the runs differ (largest speedup gap first)</h4>"
        '<div class="scroll"><table class="compare-diffs"><thead><tr><th class="text">problem</th>'
        '<th class="text">A status</th><th>A speedup</th><th class="text">B status</th>'
        f"<th>B speedup</th></tr></thead><tbody>{diffs}</tbody></table></div>"
        if diffs else '<p class="muted">The runs agree on every common problem.</p>')
    only = ""
    if c.only_in_a or c.only_in_b:
        only = (f'<p class="warning">Not in both runs, left out of the comparison: '
                f"{len(c.only_in_a)} only in A, {len(c.only_in_b)} only in B.</p>")
    return (
        f'<div class="comparison"><h3>A = {_e(c.run_a)} ({_e(c.model_a)}) against '
        f"B = {_e(c.run_b)} ({_e(c.model_b)})</h3>{only}{verdict}"
        f'<div class="compare-grid"><div><table class="compare-counts"><tbody>{counts}</tbody>'
        f"</table></div><div>{diff_table}</div></div></div>")


def render_html(runs: Sequence[Run], comparisons: Sequence[Comparison] = (),
                credit: str = "credited", title: str = "superasm report") -> str:
    """The whole report as one HTML string (see the module docstring)."""
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
        f"<title>{_e(title)}</title><style>\n{_asset('report.css')}</style></head><body>"
        f"<header><h1>{_e(title)}</h1><p class=\"meta\">generated {generated} by superasm "
        f"{_e(__version__)} · runs: {nav}</p></header>"
        f'<section id="table"><h2>Table 2</h2>{table_html(runs, credit)}'
        '<p class="muted">Compile and test pass over problems (best candidate); speedups credit '
        + ("the point estimate of every correct candidate that reads faster (the paper's credit)."
           if credit == "paper" else
           "only verified candidates decided faster (the interval clears the minimum effect and "
           "the CPU and wall clocks agree; 1.0 otherwise); faster: share of problems with such a "
           "candidate (KernelBench's fast_1.0); fast_p: share of problems credited more than p "
           "times faster; clock disagreements: problems whose best candidate the two clocks "
           "disagreed on, which earns no credit.")
        + "</p></section>"
        f"{compare}{''.join(run_html(run, i) for i, run in enumerate(runs))}"
        f"<script>\n{_asset('report.js')}</script></body></html>\n")


def write_html(path: str | Path, runs: Sequence[Run], comparisons: Sequence[Comparison] = (),
               credit: str = "credited") -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_html(runs, comparisons, credit), encoding="utf-8")
    return path
