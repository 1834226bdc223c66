"""Real-style programs with millisecond tests: is the timing informative, and who wins?

The programs under ``benchmarks/real_programs/`` (sorting, word counting, n-body, a sieve,
knapsack test cases, BFS, edit distance, a histogram) come with the small tests a judge or a
course gives: each runs about a millisecond at ``-O3``, most of it process start.  The run:

1. builds the problem set as ``dataset build`` does, twice: *before* (no timing inputs: the
   harness times what the problem has) and *after* (timing inputs grown from the tests,
   :mod:`superasm.datasets.scale`);
2. **informative share**: two fixed reference candidates (``clang -O3``, another code
   generator, and ``gcc -O1``, a lower level) are timed against the baseline on each problem;
   a timing is informative where the measurement reached a decision (faster, slower, or not
   faster by the sequential rule's futility stop) on inputs the baseline takes long enough on
   and no model was shown, not where it is inconclusive, the clocks disagree, the inputs are
   too short or only shown ones could be timed; the share decided strictly faster or slower is
   printed beside it (a reference may truly be as fast as -O3: then "not faster" is the right
   answer);
3. the portfolio and the tuner on both sets, at the same budget per problem: their credited
   average speedup, before and after;
4. the two "after" runs re-measured head to head in one session (``report --remeasure``), with
   seconds per problem.

Usage:
    .venv/bin/python benchmarks/real_programs.py [--budget 6] [--limit N] [--out DIR]
        [--skip-before]
    .venv/bin/python benchmarks/real_programs.py --layouts [DIR] [--budget 6]

``--layouts`` reads instead each kind of tree under ``DIR`` (default
``benchmarks/real_layouts/``: a Kattis package of the 2023+ format with its float tolerance in
``data/test_group.yaml``, a legacy one judged by its output validator, a Polygon package with a
testlib checker, a program whose inputs are 100,000-digit integers, an Exercism-style library
with its unit tests and a small Unity-shaped framework of our own, an Embench-shaped suite whose
``embench/`` folder is the suite's root), laid out as those formats
lay them out: for each, the programs taken or left out (and why), the tests used (official
answers, checker), and the default optimizer's credited speedup at ``--budget`` seconds.

The trial cache is off (a benchmark measures now); the timing-input cache is on (it depends
only on the programs and the machine).  Keep the budget small on a shared machine: the whole
run is about 4 × problems × budget seconds plus the re-measurement.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from superasm.datasets.build import build_tree
from superasm.datasets.scale import add_bench_tests, print_reports
from superasm.harness import Harness, HarnessConfig
from superasm.measure import MeasureConfig
from superasm.metrics import best_records, summarize
from superasm.models import load_model
from superasm.models.base import Query
from superasm.models.simple import CompilerOptimizer
from superasm.pool import LocalPool
from superasm.problem import Problem
from superasm.report.remeasure import remeasure, render
from superasm.report.rundata import load_run
from superasm.runs import RunDir
from superasm.search import SearchConfig, run_search

PROGRAMS = Path(__file__).resolve().parent / "real_programs"
LAYOUTS = Path(__file__).resolve().parent / "real_layouts"
#: the optimizer eval and optimize use without --model
DEFAULT_OPTIMIZER = "tune"
MODELS = {"portfolio": "portfolio", "tune": "tune"}
#: known-different candidates: the timing is informative if it can tell one from -O3
REFERENCES = ("clang -O3", "gcc -O1")


def build(limit: int | None) -> list[Problem]:
    report = build_tree(PROGRAMS, measure_speedup=False)
    for item in report.left_out:
        print(item.line())
    return sorted(report.problems, key=lambda p: p.id)[:limit]


def informative(problems: list[Problem], config: HarnessConfig) -> tuple[float, float,
                                                                          list[str]]:
    """How informative the timing is, over every (problem, reference candidate) pair: the
    share *decided* (faster, slower, or not faster by the sequential rule's futility stop) on
    inputs a model was not shown and the baseline takes long enough on, rather than
    inconclusive, a clock disagreement, too short or only shown inputs; and the share decided
    strictly faster or slower."""
    lines, decided, strict, n = [], 0, 0, 0
    with Harness(config) as harness:
        for problem in problems:
            for command in REFERENCES:
                [[sample]] = CompilerOptimizer(command).generate([Query(problem)])
                verdict = harness.evaluate(problem, sample.asm, verify=False)
                m = verdict.measurement
                flags = set(m.flags) if m else set()
                usable = m is not None and not flags & {"baseline_too_short",
                                                        "timed_on_shown_inputs"}
                decision = str(m.decision) if m else verdict.status.value
                n += 1
                decided += usable and decision in ("faster", "slower", "not_faster")
                strict += usable and decision in ("faster", "slower")
                per_test = statistics.median(b for b, _ in m.per_test) if m and m.per_test \
                    else 0.0
                lines.append(f"  {problem.id:<12} {command:<10} "
                             + (f"{m.estimate:.3f}x [{m.ci[0]:.3f}, {m.ci[1]:.3f}] {decision}"
                                f", timed on {m.timed_on}, baseline {1000 * per_test:.1f} "
                                "ms/input" + (f", {', '.join(sorted(flags))}" if flags else "")
                                if m else decision)
                             + ("" if usable and decision in ("faster", "slower", "not_faster")
                                else "  (not informative)"))
    return decided / max(1, n), strict / max(1, n), lines


def search(name: str, problems: list[Problem], budget: float, config: HarnessConfig,
           out: Path, pool: LocalPool) -> tuple[float, float]:
    """One optimizer on one set: (credited average speedup, seconds per problem)."""
    model = load_model(MODELS[name], cache_dir=None, budget_s=budget)
    run_dir = RunDir(out)
    run_dir.open({"dataset": "benchmarks/real_programs", "model": MODELS[name]}, problems)
    started = time.monotonic()
    try:
        records = run_search(problems, model, config, SearchConfig(progress=False), run_dir,
                             pool)
    finally:
        model.close()
    seconds = (time.monotonic() - started) / len(problems)
    summary = summarize(records, [p.id for p in problems])
    best = best_records(records)
    shown = ", ".join(f"{pid} {r.credited_speedup:.2f}x" for pid, r in sorted(best.items()))
    print(f"  {name:<9} {out.parent.name:<6} credited avg {summary['speedup_avg']:.3f}x, "
          f"{seconds:.1f} s/problem: {shown}")
    return float(summary["speedup_avg"]), seconds


def layouts(tree: Path, budget: float, out: Path) -> None:
    """Each kind of tree under ``tree`` built as ``dataset build`` builds it (timing inputs
    grown), then searched by the default optimizer: taken, tests used, credited speedup."""
    config = HarnessConfig(timing=MeasureConfig(budget_s=10.0))
    rows = []
    for kind in sorted(p for p in tree.iterdir() if p.is_dir()):
        report = build_tree(kind, measure_speedup=False)
        for item in report.left_out:
            print(f"  {kind.name}: {item.line()}")
        report.problems, reports = add_bench_tests(report.problems)
        print_reports(reports)
        for problem in report.problems:
            judged = (f"{problem.checker.style} checker" if problem.checker else
                      f"output_match {problem.output_match}")
            print(f"  {kind.name}/{problem.id}: taken, {len(problem.tests)} public + "
                  f"{len(problem.hidden_tests)} hidden tests, {problem.meta['given_outputs']} "
                  f"official answers used, judged by {judged}, "
                  f"{len(problem.bench_tests)} timing inputs")
        speedup = 0.0
        if report.problems:
            with LocalPool(config) as pool:
                speedup, _ = search(DEFAULT_OPTIMIZER, report.problems, budget, config,
                                    out / kind.name, pool)
        programs = sum(item.kind == "program" for item in report.left_out)
        rows.append((kind.name, len(report.problems), programs,
                     sum(len(p.tests) + len(p.hidden_tests) for p in report.problems), speedup))
    print(f"\n{'kind':<14} {'taken':>5} {'left out':>8} {'tests':>6} {'credited':>9}")
    for name, taken, left, tests, speedup in rows:
        print(f"{name:<14} {taken:>5} {left:>8} {tests:>6} {speedup:>8.3f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=6.0, help="seconds per problem, each")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--out", help="keep the run directories here")
    parser.add_argument("--skip-before", action="store_true",
                        help="only the set with timing inputs (half the time)")
    parser.add_argument("--layouts", nargs="?", const=str(LAYOUTS), metavar="DIR",
                        help="each kind of tree under DIR instead (default "
                             "benchmarks/real_layouts): taken, tests used, credited speedup")
    args = parser.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="superasm-bench-real-"))
    started = time.monotonic()
    if args.layouts:
        layouts(Path(args.layouts), args.budget, out)
        print(f"whole run: {time.monotonic() - started:.0f} s; run directories in {out}")
        return
    before = build(args.limit)
    after, reports = add_bench_tests(before)
    print_reports(reports)
    given = statistics.median(r.given_s for r in reports) if reports else 0.0
    print(f"{len(before)} programs; their tests take the baseline {1000 * given:.1f} ms "
          "(median of the per-program medians)")
    config = HarnessConfig(timing=MeasureConfig(budget_s=10.0))
    sets = {"after": after} if args.skip_before else {"before": before, "after": after}
    result: dict[str, dict[str, float]] = {}
    for label, problems in sets.items():
        share, strict, lines = informative(problems, config)
        print(f"\ninformative timing, {label}: {100 * share:.0f}% of the timings decided "
              f"({100 * strict:.0f}% faster or slower)")
        print("\n".join(lines))
        result[label] = {"informative": share, "strict": strict}
    print(f"\nportfolio and tune, {args.budget:g} s per problem each")
    with LocalPool(config) as pool:
        for label, problems in sets.items():
            for name in MODELS:
                speedup, seconds = search(name, problems, args.budget, config,
                                          out / label / name, pool)
                result[label][name] = speedup
                result[label][f"{name}_s"] = seconds
    print()
    rows = remeasure(load_run(out / "after" / "tune"), load_run(out / "after" / "portfolio"),
                     config)
    print(render(rows, "tune", "portfolio"))
    for label in sets:
        r = result[label]
        print(f"{label:<6}: informative {100 * r['informative']:.0f}% (faster or slower "
              f"{100 * r['strict']:.0f}%), portfolio "
              f"{r['portfolio']:.3f}x ({r['portfolio_s']:.1f} s/problem), tune {r['tune']:.3f}x "
              f"({r['tune_s']:.1f} s/problem)")
    print(f"whole run: {time.monotonic() - started:.0f} s; run directories in {out}")
    (out / "bench.json").write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
