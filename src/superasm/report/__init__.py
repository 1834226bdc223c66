"""Reports over run directories: the paper's Table 2, run comparisons, a self-contained HTML file.

Everything here reads what ``superasm eval`` wrote (:mod:`~superasm.report.rundata`) and never
re-runs a candidate: :mod:`~superasm.report.tables` renders Table 2, :mod:`~superasm.report.compare`
compares two runs, :mod:`~superasm.report.html` writes the HTML report (plots from
:mod:`~superasm.report.svg`, diffs from :mod:`~superasm.report.asmdiff`).  Nothing heavy is used.
"""

from __future__ import annotations

from superasm.report.compare import Comparison, compare_runs, paired_bootstrap, render_comparison
from superasm.report.html import render_html, write_html
from superasm.report.rundata import ReportError, Run, load_run
from superasm.report.tables import FORMATS, Table2Row, format_table2_terminal, table2, table2_row

__all__ = ["FORMATS", "Comparison", "ReportError", "Run", "Table2Row", "compare_runs",
           "format_table2_terminal", "load_run", "paired_bootstrap", "render_comparison",
           "render_html", "table2", "table2_row", "write_html"]
