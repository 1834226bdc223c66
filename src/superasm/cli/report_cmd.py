"""``superasm report RUN_DIR [RUN_DIR ...]``: Table 2 rows, comparisons, an HTML report."""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "report",
        help="Table 2 of one or more runs, comparisons, a self-contained HTML report",
        description=(
            "Print the paper's Table 2 (one row per run) plus superasm's columns; optionally "
            "compare runs (paired bootstrap) and write one self-contained HTML file."
        ),
    )
    parser.add_argument("runs", nargs="+", metavar="RUN_DIR", help="run directories of superasm eval")
    parser.add_argument("--format", choices=("table", "markdown", "csv", "latex"), default="table",
                        help="how to print Table 2 (default: an aligned terminal table)")
    parser.add_argument("--credit", choices=("credited", "paper"), default="credited",
                        help="speedup columns: superasm's credit (significant, verified) or the "
                             "paper's (point estimate of any correct candidate)")
    parser.add_argument("--html", metavar="FILE", help="also write a self-contained HTML report")
    parser.add_argument("--compare", action="store_true",
                        help="compare the first run with each other run (same problems)")
    parser.add_argument("--resamples", type=int, default=10_000,
                        help="bootstrap resamples for --compare (default 10000)")
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from superasm.cli import CLIError
    from superasm.report import ReportError, compare_runs, load_run, render_comparison, table2
    from superasm.report.html import write_html

    if args.compare and len(args.runs) < 2:
        raise CLIError("--compare needs at least two run directories")
    if args.resamples < 1:
        raise CLIError("--resamples must be at least 1")
    try:
        runs = [load_run(path, with_problems=bool(args.html)) for path in args.runs]
    except ReportError as exc:
        raise CLIError(str(exc)) from None
    for loaded in runs:
        for warning in loaded.warnings:
            print(f"superasm: {loaded.name}: {warning}", file=sys.stderr)
    sys.stdout.write(table2(runs, args.format, args.credit))
    comparisons = []
    if args.compare:
        for other in runs[1:]:
            comparison = compare_runs(runs[0], other, args.resamples, args.seed)
            comparisons.append(comparison)
            sys.stdout.write("\n" + render_comparison(comparison))
    if args.html:
        path = write_html(args.html, runs, comparisons, args.credit)
        print(f"wrote {path}", file=sys.stderr)
    return 0
