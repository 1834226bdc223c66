"""``superasm report RUN_DIR [RUN_DIR ...]``: Table 2 rows, comparisons, an HTML report."""

from __future__ import annotations

import argparse
import sys

from superasm.cli import CLIError
from superasm.report import FORMATS, compare_runs, load_run, render_comparison, table2, write_html
from superasm.report.tables import CREDITS


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "report", help="Table 2 of one or more runs, comparisons, a self-contained HTML report",
        description="Print the paper's Table 2 (one row per run) plus superasm's columns; "
                    "optionally compare runs (paired bootstrap) and write one self-contained HTML "
                    "file.")
    parser.add_argument("runs", nargs="+", metavar="RUN_DIR", help="run directories of superasm eval")
    parser.add_argument("--format", choices=FORMATS, default="table",
                        help="how to print Table 2 (default: an aligned terminal table)")
    parser.add_argument("--credit", choices=CREDITS, default="credited",
                        help="speedup columns: superasm's credit (decided faster, verified) or the "
                             "paper's (point estimate of any correct candidate)")
    parser.add_argument("--html", metavar="FILE", help="also write a self-contained HTML report")
    parser.add_argument("--compare", action="store_true",
                        help="compare the first run with each other run (same problems)")
    parser.add_argument("--resamples", type=int, default=10_000,
                        help="bootstrap resamples for --compare (default 10000)")
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.compare and len(args.runs) < 2:
        raise CLIError("--compare needs at least two run directories")
    if args.resamples < 1:
        raise CLIError("--resamples must be at least 1")
    runs = [load_run(path, with_problems=bool(args.html)) for path in args.runs]
    for loaded in runs:
        for warning in loaded.warnings:
            print(f"superasm: {loaded.name}: {warning}", file=sys.stderr)
    sys.stdout.write(table2(runs, args.format, args.credit))
    comparisons = [compare_runs(runs[0], other, args.resamples, args.seed)
                   for other in runs[1:]] if args.compare else []
    for comparison in comparisons:
        sys.stdout.write("\n" + render_comparison(comparison))
    if args.html:
        print(f"wrote {write_html(args.html, runs, comparisons, args.credit)}", file=sys.stderr)
    return 0
