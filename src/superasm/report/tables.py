"""The paper's Table 2, one row per run, as a terminal table, markdown, CSV or LaTeX.

Columns are the paper's (compile pass, test pass, speedup p25/p50/p75, average) followed by
ours (geometric mean, share credited faster, clock disagreements, verified pass where a run has
hidden or fuzz tests).  The numbers are read from the run's summary, never recomputed here, so a
table always agrees with what ``superasm eval`` printed.
"""

from __future__ import annotations

import csv
import functools
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from superasm.metrics import FAST_P, SPEEDUP_KEYS
from superasm.report.choice import machine_words, optimizer_choice, timing_words
from superasm.report.rundata import Run, Summary

CREDITS = ("credited", "paper")


@dataclass(frozen=True)
class Table2Row:
    """One run's line of Table 2.  Percentages are 0-100, speedups ratios; None = not measured."""

    run: str
    model: str
    n_problems: int
    compile_pass: float | None
    test_pass: float | None
    speedup_p25: float | None
    speedup_p50: float | None
    speedup_p75: float | None
    speedup_avg: float | None
    speedup_geomean: float | None
    faster_share: float | None
    clock_disagreements: int | None
    verified_pass: float | None
    #: KernelBench's fast_p (% of problems correct and more than p times faster), keyed by p
    fast_p: dict[str, float] | None = None


def table2_row(run: Run, credit: str = "credited") -> Table2Row:
    """Table 2 numbers of a run.
    ``credit="paper"`` takes the speedup columns from the summary's ``paper`` block (the point
    estimate whenever a correct candidate reads faster, as the paper scores it) instead of
    superasm's credit (only candidates decided faster and verified earn more than 1)."""
    if credit not in CREDITS:
        raise ValueError(f"unknown credit {credit!r}: use one of {', '.join(CREDITS)}")
    s: Summary = run.summary
    speedups = (s.get("paper") or {}) if credit == "paper" else s

    def number(block: Summary, key: str) -> float | None:
        return None if block.get(key) is None else float(block[key])

    return Table2Row(
        run=run.name, model=run.model, n_problems=int(s.get("n_problems") or len(run.problem_ids())),
        compile_pass=number(s, "compile_pass"), test_pass=number(s, "test_pass"),
        speedup_p25=number(speedups, "speedup_p25"), speedup_p50=number(speedups, "speedup_p50"),
        speedup_p75=number(speedups, "speedup_p75"), speedup_avg=number(speedups, "speedup_avg"),
        speedup_geomean=number(speedups, "speedup_geomean"),
        # summaries of superasm 0.1 call the share credited faster "significant_share"
        faster_share=number(s, "faster_share" if "faster_share" in s else "significant_share"),
        clock_disagreements=s.get("clock_disagreements"),
        verified_pass=number(s, "verified_pass"), fast_p=speedups.get("fast_p"))


def _fast(key: str, row: Table2Row) -> float | None:
    """The row's fast_p at ``key`` (None: a summary written before fast_p)."""
    return (row.fast_p or {}).get(key)


@dataclass(frozen=True)
class Column:
    header: str
    latex_header: str
    value: Callable[[Table2Row], Any]
    kind: str  # "text", "int", "percent", "ratio"


COLUMNS: tuple[Column, ...] = (
    Column("run", "Run", lambda r: r.run, "text"),
    Column("model", "Model", lambda r: r.model, "text"),
    Column("problems", "$N$", lambda r: r.n_problems, "int"),
    Column("compile pass", "Compile pass", lambda r: r.compile_pass, "percent"),
    Column("test pass", "Test pass", lambda r: r.test_pass, "percent"),
    Column("p25", "p25", lambda r: r.speedup_p25, "ratio"),
    Column("p50", "p50", lambda r: r.speedup_p50, "ratio"),
    Column("p75", "p75", lambda r: r.speedup_p75, "ratio"),
    Column("avg speedup", "Avg.", lambda r: r.speedup_avg, "ratio"),
    Column("geomean", "Geomean", lambda r: r.speedup_geomean, "ratio"),
    Column("faster", "Faster", lambda r: r.faster_share, "percent"),
    # fast_1.0 is the faster share itself: the column beside it says it once
    *(Column(f"fast_{p:.1f}", f"fast$_{{{p:g}}}$", functools.partial(_fast, f"{p:.1f}"),
             "percent") for p in FAST_P if p > 1.0),
    Column("clock disagreements", "Clocks disagree", lambda r: r.clock_disagreements, "int"),
    Column("verified pass", "Verified", lambda r: r.verified_pass, "percent"),
)


#: columns left out when no run has them (older summaries, runs with nothing verified)
OPTIONAL = ("clock disagreements", "verified pass", *(f"fast_{p:.1f}" for p in FAST_P if p > 1.0))


def columns_for(rows: Sequence[Table2Row]) -> list[Column]:
    return [c for c in COLUMNS
            if c.header not in OPTIONAL or any(c.value(r) is not None for r in rows)]


def format_cell(value: Any, kind: str, latex: bool = False) -> str:
    if value is None:
        return "--" if latex else "–"
    if kind == "percent":
        return f"{value:.1f}\\%" if latex else f"{value:.1f}%"
    if kind == "ratio":
        return f"{value:.2f}$\\times$" if latex else f"{value:.2f}x"
    if kind == "int":
        return str(int(value))
    return latex_escape(str(value)) if latex else str(value)


_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
    "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
}


def latex_escape(text: str) -> str:
    """Model specs are full of LaTeX specials (``hf:Qwen/Qwen2.5_7B``, ``compiler:-O3 -march``)."""
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in text)


def _terminal(rows: Sequence[Table2Row], columns: list[Column]) -> str:
    cells = [[c.header for c in columns], *([format_cell(c.value(r), c.kind) for c in columns]
                                           for r in rows)]
    widths = [max(len(line[i]) for line in cells) for i in range(len(columns))]

    def line(values: list[str]) -> str:
        return "  ".join(v.ljust(w) if c.kind == "text" else v.rjust(w)
                         for v, w, c in zip(values, widths, columns, strict=True)).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(cells[0]), rule, *(line(c) for c in cells[1:])]) + "\n"


def _markdown(rows: Sequence[Table2Row], columns: list[Column]) -> str:
    head = "| " + " | ".join(c.header for c in columns) + " |"
    align = "|" + "|".join(":---" if c.kind == "text" else "---:" for c in columns) + "|"
    body = ["| " + " | ".join(format_cell(c.value(r), c.kind).replace("|", "\\|") for c in columns)
            + " |" for r in rows]
    return "\n".join([head, align, *body]) + "\n"


def _csv(rows: Sequence[Table2Row], columns: list[Column]) -> str:
    """Machine-readable: full precision, empty cells for missing numbers, no units."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([c.header.replace(" ", "_") for c in columns])
    for r in rows:
        writer.writerow(["" if c.value(r) is None else c.value(r) for c in columns])
    return out.getvalue()


def _latex(rows: Sequence[Table2Row], columns: list[Column]) -> str:
    spec = "".join("l" if c.kind == "text" else "r" for c in columns)
    body = [" & ".join(format_cell(c.value(r), c.kind, latex=True) for c in columns) + " \\\\"
            for r in rows]
    return "\n".join([f"\\begin{{tabular}}{{{spec}}}", "\\toprule",
                      " & ".join(c.latex_header for c in columns) + " \\\\", "\\midrule", *body,
                      "\\bottomrule", "\\end{tabular}"]) + "\n"


_RENDERERS = {"table": _terminal, "markdown": _markdown, "csv": _csv, "latex": _latex}
#: the formats Table 2 is written in (``report --format``), declared by their renderers
FORMATS = tuple(_RENDERERS)


def render_table(rows: Sequence[Table2Row], fmt: str = "table") -> str:
    """Table 2 as text in one of :data:`FORMATS` (LaTeX needs ``\\usepackage{booktabs}``)."""
    renderer = _RENDERERS.get(fmt)
    if renderer is None:
        raise ValueError(f"unknown table format {fmt!r}: use one of {', '.join(FORMATS)}")
    return renderer(rows, columns_for(rows))


def table2(runs: Sequence[Run], fmt: str = "table", credit: str = "credited") -> str:
    return render_table([table2_row(run, credit) for run in runs], fmt)


def format_table2_terminal(summary: Summary, model: str) -> str:
    """The Table 2 row ``superasm eval`` prints when it finishes: credited, then paper credit."""
    s, p = summary, summary["paper"]
    bars = " ".join(f"{'fast_' + format(q, '.1f'):>8}" for q in FAST_P)
    head = (f"{'model':<28} {'compile%':>8} {'test%':>7} {'p25':>6} {'p50':>6} {'p75':>6} "
            f"{'avg':>6} {'geo':>6} {bars}")

    def speedups(block: Summary) -> str:
        return " ".join(f"{block[k]:5.2f}x" for k in (*SPEEDUP_KEYS, "speedup_geomean"))

    def fast(block: Summary) -> str:
        """fast_p in %, from the block's ``fast_p`` (fast_1.0 is the faster share itself)."""
        shares = block.get("fast_p") or {"1.0": block["faster_share"]}
        return " ".join(f"{shares[f'{q:.1f}']:7.1f}%" if f"{q:.1f}" in shares else f"{'-':>8}"
                        for q in FAST_P)

    return "\n".join([
        head,
        f"{model[:28]:<28} {s['compile_pass']:8.1f} {s['test_pass']:7.1f} {speedups(s)} "
        f"{fast(s)}",
        f"{'  (paper credit)':<28} {'':>8} {'':>7} {speedups(p)} {fast(p)}",
        "fast_p: % of problems correct and credited more than p times faster (KernelBench)"])


def problems_table(run: Run) -> str:
    """Each problem of a run, one line: its best candidate's status, the speedup credited, what
    made it (:func:`~superasm.report.choice.optimizer_choice`) and what it was checked on; under
    it, how the run was timed and where.  The terminal's view of the HTML report's problems."""
    best = run.best_records()
    harness = run.config.get("harness") or {}
    rows = [["problem", "status", "credited", "made by", "checked"]]
    for pid in run.problem_ids():
        r = best[pid]
        checked = r.verification_words() if r.correct else (
            r.checks_line() or f"{r.tests_passed}/{r.tests_total} public tests passed")
        rows.append([pid, r.status.value, f"{r.credited_speedup:.2f}x",
                     optimizer_choice(r, run.model), checked])
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row[:4], widths, strict=True))
             + "  " + row[4] for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths) + "  " + "-" * len(rows[0][4]))
    return (f"{run.name} ({run.model}):\n" + "\n".join(line.rstrip() for line in lines)
            + f"\ntiming: {timing_words(harness.get('timing'), harness.get('time_on'))}"
            + f"\nmachine: {machine_words(run.config)}\n")
