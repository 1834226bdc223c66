"""``superasm optimize prog.c --tests DIR -o prog.s``: the tool for a performance engineer.

Builds a one-problem set from a C file and a folder of tests in any layout ``dataset build``
reads (:mod:`superasm.datasets.layouts`; expected outputs as given, or from running the
``gcc -O3`` build when a test has none), compiles the baseline, runs the search (best-of-N ×
refinement rounds) through the harness, and writes the fastest *verified* assembly.  When
nothing is decided faster than ``gcc -O3``, it writes the ``gcc -O3`` assembly and says so: the
output file is never slower than the baseline on the evidence we have.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

from superasm.cli import CLIError
from superasm.cli.eval_cmd import (
    DEFAULT_MODEL,
    add_harness_arguments,
    add_model_arguments,
    default_model,
    harness_config_from,
    search_setup,
)
from superasm.datasets.build import build_checked_problem
from superasm.datasets.layouts import program_from_files
from superasm.metrics import best_record
from superasm.problem import Problem
from superasm.record import ResultRecord
from superasm.runs import RunDir
from superasm.sandbox import bwrap_available
from superasm.search import run_search


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "optimize", help="make one C program faster: write verified assembly",
        description="Optimize one C program: search for faster assembly than gcc -O3 with a "
                    "model, verify every candidate on the tests, write the fastest verified one.")
    parser.add_argument("source", metavar="PROG.c", help="the C program")
    parser.add_argument("--tests", required=True, metavar="DIR",
                        help="folder of tests in any layout `dataset build` reads: NAME.in with "
                             ".out/.ans, NAME_in.txt with _out.txt, NAME.in.txt with .out.txt, "
                             "input.N with output.N; tests under secret/ or hidden/ are hidden")
    parser.add_argument("--model", help=f"optimizer spec (default: {DEFAULT_MODEL}, the built-in "
                                        "search that needs no LLM)")
    parser.add_argument("--samples", type=int, default=4, help="best-of-N: samples (default 4)")
    parser.add_argument("--rounds", type=int, default=1, help="refinement rounds (default 1)")
    parser.add_argument("-o", "--output", metavar="PROG.s",
                        help="where to write the assembly (default: PROG.s next to PROG.c)")
    parser.add_argument("--out", metavar="RUN_DIR",
                        help="keep the run directory here (every reply and verdict)")
    parser.add_argument("--no-progress", action="store_true")
    add_harness_arguments(parser)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def build_problem(source: Path, tests_dir: Path, compiler: str = "gcc") -> tuple[Problem, int]:
    """A Problem from a C file and the tests below ``tests_dir`` in any layout
    (:mod:`superasm.datasets.layouts`), checked as ``dataset build`` checks (without timing -O0);
    with how many expected outputs were taken from the gcc -O3 build."""
    problem, left_out = build_checked_problem(program_from_files(source, tests_dir), compiler,
                                              measure_speedup=False)
    for item in left_out:
        print(item.line(), file=sys.stderr)
    if problem is None:
        raise CLIError(f"{source}: no usable tests: {left_out[-1].reason}")
    problem.meta["tests_dir"] = str(tests_dir)
    return problem, len(problem.tests) + len(problem.hidden_tests) - problem.meta.get(
        "given_outputs", 0)


def chosen(records: list[ResultRecord]) -> ResultRecord | None:
    """The candidate to write: the best by the one ranking (:func:`superasm.metrics.best_record`),
    if it is correct, not refuted by hidden or fuzz tests, and has assembly."""
    usable = [r for r in records if r.correct and r.verified is not False and r.candidate_asm]
    return best_record(usable) if usable else None


def _ci_text(record: ResultRecord) -> str:
    m = record.measurement
    return f" (95% CI {m.ci[0]:.3f}-{m.ci[1]:.3f})" if m and not record.identical_to_baseline else ""


def account(records: list[ResultRecord], model_spec: str, samples: int, rounds: int) -> list[str]:
    """A short account of what was tried: counts by status, per round, tokens and cost."""
    lines = [f"tried {len(records)} candidates from {model_spec} ({samples} samples x {rounds} "
             "rounds)"]
    statuses = Counter(r.status.value for r in records)
    lines.append("  statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    for round_index in sorted({r.round for r in records}):
        in_round = [r for r in records if r.round == round_index]
        correct = [r for r in in_round if r.correct]
        best = max((r.speedup_estimate or 0.0 for r in correct), default=None)
        best_text = f", best point estimate {best:.3f}x" if best else ""
        lines.append(f"  round {round_index}: {len(correct)}/{len(in_round)} correct{best_text}")
    usages = [r.usage for r in records if r.usage is not None]
    tokens = sum(u.prompt_tokens + u.completion_tokens for u in usages)
    if tokens:
        cost = sum(u.cost_usd or 0.0 for u in usages)
        lines.append(f"  model usage: {tokens} tokens" + (f", ${cost:.4f}" if cost else ""))
    return lines


def run(args: argparse.Namespace) -> int:
    if args.samples < 1 or args.rounds < 1:
        raise CLIError("--samples and --rounds must be at least 1")
    if reason := bwrap_available():
        raise CLIError(reason)
    source = Path(args.source)
    output = Path(args.output) if args.output else source.with_suffix(".s")
    if output.resolve() == source.resolve():
        raise CLIError(f"-o {output} would overwrite the C source")
    harness_config = harness_config_from(args)
    problem, generated = build_problem(source, Path(args.tests), harness_config.compiler)
    print(f"{problem.id}: {len(problem.tests)} tests"
          + (f" ({generated} expected outputs taken from the gcc -O3 build)" if generated else ""),
          file=sys.stderr)
    spec = default_model(args)
    model, search_config, config = search_setup(args, spec, harness_config)
    config.update({"command": "optimize", "dataset": str(source)})
    with tempfile.TemporaryDirectory(prefix="superasm-optimize-") as scratch:
        run_dir = RunDir(Path(args.out) if args.out else Path(scratch) / "run")
        try:
            run_dir.open(config, [problem])
            records = run_search([problem], model, harness_config, search_config, run_dir)
        finally:
            model.close()
    return report(records, problem.baseline_asm, output, spec, args)


def report(records: list[ResultRecord], baseline_asm: str, output: Path, spec: str,
           args: argparse.Namespace) -> int:
    """Write the chosen assembly and print the result and the account."""
    best = chosen(records)
    if best is not None and best.credited_speedup > 1.0:
        assert best.candidate_asm is not None
        output.write_text(best.candidate_asm, encoding="utf-8")
        print(f"wrote {output}: speedup {best.credited_speedup:.3f}x over gcc -O3{_ci_text(best)}, "
              f"round {best.round} sample {best.sample}, "
              f"{best.tests_passed}/{best.tests_total} tests passed"
              + (", verified" if best.verified else ""))
    else:
        output.write_text(baseline_asm, encoding="utf-8")
        if args.timing == "none" and best is not None:
            why = "timing is off (--timing none), so no candidate can be shown faster"
        elif best is not None:
            point = best.speedup_estimate
            why = ("no correct candidate was decided faster"
                   + (f" (best point estimate {point:.3f}x{_ci_text(best)})" if point else ""))
            if "clock_disagreement" in best.flags:
                why += "; its CPU and wall clocks disagreed, so it was not credited"
        else:
            why = "no candidate passed the tests"
        print(f"wrote {output}: the gcc -O3 assembly, because {why}")
    for line in account(records, spec, args.samples, args.rounds):
        print(line)
    if args.out:
        print(f"run directory: {args.out}")
    return 0
