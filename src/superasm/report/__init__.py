"""Reports over run directories: the paper's Table 2, run comparisons, a self-contained HTML file.

Everything here reads what ``superasm eval`` wrote and never re-runs a candidate:

- :mod:`~superasm.report.rundata` reads a run directory back (:func:`load_run`);
- :mod:`~superasm.report.tables` renders Table 2 rows (terminal, markdown, CSV, LaTeX);
- :mod:`~superasm.report.compare` compares two runs (paired bootstrap on average speedup);
- :mod:`~superasm.report.html` writes the HTML report (plots from :mod:`~superasm.report.svg`,
  assembly diffs from :mod:`~superasm.report.asmdiff`).

Only the standard library is used, so ``import superasm.report`` stays light.
"""

from __future__ import annotations

from superasm.report.compare import Comparison, compare_runs, paired_bootstrap, render_comparison
from superasm.report.html import render_html, write_html
from superasm.report.rundata import ReportError, Run, best_row, load_run
from superasm.report.tables import FORMATS, Table2Row, table2, table2_row

__all__ = [
    "FORMATS",
    "Comparison",
    "ReportError",
    "Run",
    "Table2Row",
    "best_row",
    "compare_runs",
    "load_run",
    "paired_bootstrap",
    "render_comparison",
    "render_html",
    "table2",
    "table2_row",
    "write_html",
]
