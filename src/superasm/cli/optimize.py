"""``superasm optimize prog.c --tests DIR -o prog.s``: the tool for a performance engineer.

Builds a one-problem set from a C file and a directory of ``*.in`` inputs (expected outputs from
``*.out`` files, or from running the ``gcc -O3`` build when a test has none), compiles the
baseline, runs the search (best-of-N × refinement rounds) through the harness, and writes the
fastest *verified* assembly.  When nothing beats ``gcc -O3`` significantly, it writes the
``gcc -O3`` assembly and says so: the output file is never slower than the baseline on the
evidence we have.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from superasm.cli import CLIError
from superasm.cli.eval_cmd import (
    add_harness_arguments,
    add_model_arguments,
    environment_versions,
    harness_config_from,
    model_options_from,
)

DEFAULT_MODEL = "portfolio"


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "optimize", help="make one C program faster: write verified assembly",
        description="Optimize one C program: search for faster assembly than gcc -O3 with a "
                    "model, verify every candidate on the tests, write the fastest verified one.",
    )
    parser.add_argument("source", metavar="PROG.c", help="the C program")
    parser.add_argument("--tests", required=True, metavar="DIR",
                        help="directory of NAME.in inputs (and optional NAME.out expected outputs)")
    parser.add_argument("--model", help=f"optimizer spec (default: {DEFAULT_MODEL}, the built-in "
                                        "optimizer that needs no LLM)")
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


def _natural_key(path: Path) -> list[Any]:
    """t2.in before t10.in."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.name)]


@dataclass
class TestFiles:
    names: list[str]
    inputs: list[str]
    outputs: list[str | None]


def read_tests(directory: Path) -> TestFiles:
    if not directory.is_dir():
        raise CLIError(f"--tests {directory}: not a directory")
    inputs = sorted(directory.glob("*.in"), key=_natural_key)
    if not inputs:
        raise CLIError(f"--tests {directory}: no *.in files")
    names, texts, outputs = [], [], []
    for path in inputs:
        expected = path.with_suffix(".out")
        names.append(path.stem)
        texts.append(path.read_text(encoding="utf-8", errors="surrogateescape"))
        outputs.append(expected.read_text(encoding="utf-8", errors="surrogateescape")
                       if expected.exists() else None)
    return TestFiles(names, texts, outputs)


def build_problem(source: Path, tests_dir: Path, compiler: str = "gcc"):
    """A Problem from a C file and a tests directory; missing outputs come from the -O3 build."""
    from superasm.problem import Problem, TestCase
    from superasm.toolchain import build_and_run, c_to_asm

    if not source.is_file():
        raise CLIError(f"{source}: no such C file")
    c_source = source.read_text(encoding="utf-8")
    tests = read_tests(tests_dir)
    baseline = c_to_asm(c_source, compiler=compiler)
    if not baseline.ok:
        raise CLIError(f"{source}: the baseline does not compile: {baseline.error}")
    missing = [i for i, out in enumerate(tests.outputs) if out is None]
    outputs = list(tests.outputs)
    if missing:
        built = build_and_run(c_source, [tests.inputs[i] for i in missing], compiler=compiler)
        if not built.ok:
            raise CLIError(f"{source}: running the -O3 build for expected outputs failed: {built.error}")
        for i, text in zip(missing, built.outputs(), strict=True):
            outputs[i] = text
    problem = Problem(
        id=source.stem,
        c_source=c_source,
        baseline_asm=baseline.asm,
        tests=[TestCase(inp, out or "") for inp, out in zip(tests.inputs, outputs, strict=True)],
        meta={"source": str(source), "tests_dir": str(tests_dir), "test_names": tests.names,
              "outputs_from_o3_run": [tests.names[i] for i in missing],
              "compiler": baseline.compiler, "compiler_version": baseline.version,
              "flags": baseline.flags},
    )
    return problem, len(missing)


def best_row(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The candidate to write: correct, not refuted by hidden/fuzz tests, fastest.

    Ranked by the credited speedup (significant and verified) first, then the point estimate,
    so that a noisy 1.3× never beats a solid 1.2×.
    """
    usable = [r for r in rows if r.get("status") == "correct" and r.get("verified") is not False
              and r.get("candidate_asm")]
    if not usable:
        return None
    return max(usable, key=lambda r: (float(r.get("speedup") or 1.0),
                                      float(r.get("speedup_point") or 0.0)))


def _ci_text(row: dict[str, Any]) -> str:
    ci = row.get("speedup_ci")
    return f" (95% CI {ci[0]:.3f}-{ci[1]:.3f})" if ci else ""


def account(rows: list[dict[str, Any]], model_spec: str, samples: int, rounds: int) -> list[str]:
    """A short account of what was tried: counts by status, per round, tokens and cost."""
    lines = [f"tried {len(rows)} candidates from {model_spec} ({samples} samples x {rounds} rounds)"]
    statuses = Counter(r.get("status") for r in rows)
    lines.append("  statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    for round_index in sorted({int(r.get("round", 0)) for r in rows}):
        in_round = [r for r in rows if int(r.get("round", 0)) == round_index]
        correct = [r for r in in_round if r.get("status") == "correct"]
        best = max((float(r.get("speedup_point") or 0.0) for r in correct), default=None)
        best_text = f", best point estimate {best:.3f}x" if best else ""
        lines.append(f"  round {round_index}: {len(correct)}/{len(in_round)} correct{best_text}")
    tokens = sum((r.get("usage") or {}).get("prompt_tokens", 0)
                 + (r.get("usage") or {}).get("completion_tokens", 0) for r in rows)
    costs = [(r.get("usage") or {}).get("cost_usd") for r in rows]
    if tokens:
        cost = sum(c for c in costs if c)
        lines.append(f"  model usage: {tokens} tokens" + (f", ${cost:.4f}" if cost else ""))
    return lines


def run(args: argparse.Namespace) -> int:
    from superasm.models import ModelError, load_model
    from superasm.runs import RunDir, RunDirError
    from superasm.sandbox import SandboxUnavailable, bwrap_available
    from superasm.search import SearchConfig, run_search

    if args.samples < 1 or args.rounds < 1:
        raise CLIError("--samples and --rounds must be at least 1")
    reason = bwrap_available()
    if reason:
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
    spec = args.model or DEFAULT_MODEL
    if args.model is None:
        print(f"no --model given: using the built-in default optimizer '{DEFAULT_MODEL}'",
              file=sys.stderr)
    try:
        model = load_model(spec, **model_options_from(args))
    except ModelError as exc:
        raise CLIError(str(exc)) from exc
    search_config = SearchConfig(samples=args.samples, rounds=args.rounds, fuzz=args.fuzz,
                                 jobs=args.jobs, progress=not args.no_progress)
    with tempfile.TemporaryDirectory(prefix="superasm-optimize-") as scratch:
        run_path = Path(args.out) if args.out else Path(scratch) / "run"
        run_dir = RunDir(run_path)
        config = {
            "command": "optimize", "dataset": str(source), "model": spec,
            "samples": args.samples, "rounds": args.rounds, "timing": args.timing,
            "harness": harness_config.to_dict(),
            "search": {f.name: getattr(search_config, f.name) for f in fields(search_config)},
            "model_settings": model.describe(), "versions": environment_versions(),
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        }
        try:
            run_dir.open(config, [problem])
            rows = run_search([problem], model, harness_config, search_config, run_dir)
        except (RunDirError, SandboxUnavailable) as exc:
            raise CLIError(str(exc)) from exc
        finally:
            model.close()
    return report(rows, problem.baseline_asm, output, spec, args)


def report(rows: list[dict[str, Any]], baseline_asm: str, output: Path, spec: str,
           args: argparse.Namespace) -> int:
    """Write the chosen assembly and print the result and the account."""
    best = best_row(rows)
    faster = best is not None and float(best.get("speedup") or 1.0) > 1.0
    if faster:
        assert best is not None
        output.write_text(best["candidate_asm"], encoding="utf-8")
        print(f"wrote {output}: speedup {float(best['speedup']):.3f}x over gcc -O3{_ci_text(best)}, "
              f"round {best.get('round', 0)} sample {best.get('sample', 0)}, "
              f"{best.get('tests_passed', '?')}/{best.get('tests_total', '?')} tests passed"
              + (", verified" if best.get("verified") else ""))
    else:
        output.write_text(baseline_asm, encoding="utf-8")
        if args.timing == "none" and best is not None:
            why = "timing is off (--timing none), so no candidate can be shown faster"
        elif best is not None:
            point = best.get("speedup_point")
            why = ("no correct candidate was significantly faster"
                   + (f" (best point estimate {float(point):.3f}x{_ci_text(best)})" if point else ""))
        else:
            why = "no candidate passed the tests"
        print(f"wrote {output}: the gcc -O3 assembly, because {why}")
    for line in account(rows, spec, args.samples, args.rounds):
        print(line)
    if args.out:
        print(f"run directory: {args.out}")
    return 0
