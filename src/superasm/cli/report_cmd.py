"""``superasm report RUN_DIR [RUN_DIR ...]``: Table 2 rows, comparisons, an HTML report."""

from __future__ import annotations

import argparse
import sys

from superasm.cli import CLIError
from superasm.datasets.scale import add_bench_tests, print_reports
from superasm.harness import HarnessConfig
from superasm.measure import MeasureConfig
from superasm.report import FORMATS, compare_runs, load_run, render_comparison, table2, write_html
from superasm.report.remeasure import DEFAULT_BUDGET_S, common_problems, remeasure, render
from superasm.report.tables import CREDITS, problems_table
from superasm.sandbox import bwrap_available


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
    group = parser.add_argument_group("re-measuring two runs head to head")
    group.add_argument("--remeasure", action="store_true",
                       help="re-measure the two runs' chosen assembly in one session: each "
                            "against gcc -O3 and against each other, interleaved")
    group.add_argument("--remeasure-budget", type=float, default=DEFAULT_BUDGET_S,
                       metavar="SECONDS",
                       help=f"timing budget of each pair (default {DEFAULT_BUDGET_S:g})")
    group.add_argument("--limit", type=int, metavar="N", help="re-measure the first N problems")
    group.add_argument("--scale-timing", action="store_true",
                       help="grow timing inputs for problems that have none (as eval does)")
    parser.set_defaults(func=run)


def run_remeasure(args: argparse.Namespace) -> int:
    if len(args.runs) != 2:
        raise CLIError("--remeasure takes exactly two run directories")
    if args.remeasure_budget <= 0 or (args.limit is not None and args.limit < 1):
        raise CLIError("--remeasure-budget and --limit must be positive")
    if reason := bwrap_available():
        raise CLIError(reason)
    a, b = (load_run(path, with_problems=True) for path in args.runs)
    problems = common_problems(a, b)[:args.limit]
    if args.scale_timing:
        problems, reports = add_bench_tests(problems)
        print_reports(reports)
    config = HarnessConfig(timing=MeasureConfig(budget_s=args.remeasure_budget))
    print(f"re-measuring {len(problems)} problems of {a.name} (A) and {b.name} (B)",
          file=sys.stderr)
    rows = remeasure(a, b, config, problems, progress=lambda row: print(
        f"  {row.problem_id}: A {row.a.text()}, B {row.b.text()}, A vs B {row.a_vs_b.text()}",
        file=sys.stderr))
    sys.stdout.write(render(rows, str(a.path), str(b.path)))
    return 0


def run(args: argparse.Namespace) -> int:
    if args.remeasure:
        return run_remeasure(args)
    if args.compare and len(args.runs) < 2:
        raise CLIError("--compare needs at least two run directories")
    if args.resamples < 1:
        raise CLIError("--resamples must be at least 1")
    runs = [load_run(path, with_problems=bool(args.html)) for path in args.runs]
    for loaded in runs:
        for warning in loaded.warnings:
            print(f"superasm: {loaded.name}: {warning}", file=sys.stderr)
    sys.stdout.write(table2(runs, args.format, args.credit))
    if args.format == "table":  # the other formats are Table 2 alone, for papers and scripts
        for loaded in runs:
            sys.stdout.write("\n" + problems_table(loaded))
    comparisons = [compare_runs(runs[0], other, args.resamples, args.seed)
                   for other in runs[1:]] if args.compare else []
    for comparison in comparisons:
        sys.stdout.write("\n" + render_comparison(comparison))
    if args.html:
        print(f"wrote {write_html(args.html, runs, comparisons, args.credit)}", file=sys.stderr)
    return 0
