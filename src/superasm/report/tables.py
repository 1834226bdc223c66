"""The paper's Table 2, one row per run, as a terminal table, markdown, CSV or LaTeX.

Columns are the paper's (compile pass, test pass, speedup p25/p50/p75, average) followed by
ours (geometric mean, share significantly faster, verified pass where a run has hidden or fuzz
tests).  The numbers are read from the run's summary, never recomputed here, so a table always
agrees with what ``superasm eval`` printed.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from superasm.report.rundata import Run, Summary

FORMATS = ("table", "markdown", "csv", "latex")
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
    significant_share: float | None
    verified_pass: float | None


def _number(value: Any) -> float | None:
    return None if value is None else float(value)


def table2_row(run: Run, credit: str = "credited") -> Table2Row:
    """Table 2 numbers of a run.

    ``credit="paper"`` takes the speedup percentiles from the summary's ``paper`` block (the
    point estimate whenever a correct candidate reads faster, as the paper scores it) instead
    of superasm's credit (only significantly faster, verified candidates earn more than 1).
    """
    if credit not in CREDITS:
        raise ValueError(f"unknown credit {credit!r}: use one of {', '.join(CREDITS)}")
    summary: Summary = run.summary
    speedups = (summary.get("paper") or {}) if credit == "paper" else summary
    return Table2Row(
        run=run.name,
        model=run.model,
        n_problems=int(summary.get("n_problems") or len(run.problem_ids())),
        compile_pass=_number(summary.get("compile_pass")),
        test_pass=_number(summary.get("test_pass")),
        speedup_p25=_number(speedups.get("speedup_p25")),
        speedup_p50=_number(speedups.get("speedup_p50")),
        speedup_p75=_number(speedups.get("speedup_p75")),
        speedup_avg=_number(speedups.get("speedup_avg")),
        speedup_geomean=_number(speedups.get("speedup_geomean")),
        significant_share=_number(summary.get("significant_share")),
        verified_pass=_number(summary.get("verified_pass")),
    )


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
    Column("significant", "Signif.", lambda r: r.significant_share, "percent"),
    Column("verified pass", "Verified", lambda r: r.verified_pass, "percent"),
)


def columns_for(rows: Sequence[Table2Row]) -> list[Column]:
    """All columns, less "verified pass" when no run has verified anything."""
    return [
        c for c in COLUMNS
        if c.header != "verified pass" or any(r.verified_pass is not None for r in rows)
    ]


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
    cells = [[format_cell(c.value(r), c.kind) for c in columns] for r in rows]
    headers = [c.header for c in columns]
    widths = [max(len(h), *(len(line[i]) for line in cells)) for i, h in enumerate(headers)]

    def line(values: list[str]) -> str:
        parts = [
            v.ljust(w) if c.kind == "text" else v.rjust(w)
            for v, w, c in zip(values, widths, columns, strict=True)
        ]
        return "  ".join(parts).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(headers), rule, *(line(c) for c in cells)]) + "\n"


def _markdown(rows: Sequence[Table2Row], columns: list[Column]) -> str:
    def escape(cell: str) -> str:
        return cell.replace("|", "\\|")

    head = "| " + " | ".join(c.header for c in columns) + " |"
    align = "|" + "|".join(":---" if c.kind == "text" else "---:" for c in columns) + "|"
    body = [
        "| " + " | ".join(escape(format_cell(c.value(r), c.kind)) for c in columns) + " |"
        for r in rows
    ]
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
    lines = [
        f"\\begin{{tabular}}{{{spec}}}",
        "\\toprule",
        " & ".join(c.latex_header for c in columns) + " \\\\",
        "\\midrule",
        *(
            " & ".join(format_cell(c.value(r), c.kind, latex=True) for c in columns) + " \\\\"
            for r in rows
        ),
        "\\bottomrule",
        "\\end{tabular}",
    ]
    return "\n".join(lines) + "\n"


_RENDERERS = {"table": _terminal, "markdown": _markdown, "csv": _csv, "latex": _latex}


def render_table(rows: Sequence[Table2Row], fmt: str = "table") -> str:
    """Table 2 as text in one of :data:`FORMATS` (LaTeX needs ``\\usepackage{booktabs}``)."""
    renderer = _RENDERERS.get(fmt)
    if renderer is None:
        raise ValueError(f"unknown table format {fmt!r}: use one of {', '.join(FORMATS)}")
    return renderer(rows, columns_for(rows))


def table2(runs: Sequence[Run], fmt: str = "table", credit: str = "credited") -> str:
    return render_table([table2_row(run, credit) for run in runs], fmt)
