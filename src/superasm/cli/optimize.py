"""``superasm optimize prog.c --tests DIR -o prog.s``: the tool for a performance engineer.

Builds a one-problem set from a C file and a folder of tests in any layout ``dataset build``
reads (:mod:`superasm.datasets.layouts`; expected outputs as given, or from running the
``gcc -O3`` build when a test has none), compiles the baseline, runs the search (best-of-N ×
refinement rounds) through the harness, and writes the fastest assembly that passed every check
that ran (called verified only where a check beyond the public tests ran).  When
nothing is decided faster than ``gcc -O3``, it writes the ``gcc -O3`` assembly and says so: the
output file is never slower than the baseline on the evidence we have.

Tests are usually too short to time (a judge's test runs a millisecond, most of it process
start), so by default the tests are grown into *timing inputs* the baseline takes at least
20 ms on (:mod:`superasm.datasets.scale`; ``--bench-inputs DIR`` gives your own,
``--no-scale-timing`` turns it off).  The closing account says what the search tried, which
setting came closest with its interval, why nothing was credited and what to do about it.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from superasm import __version__
from superasm.cli import CLIError, build_problem
from superasm.cli.eval_cmd import (
    DEFAULT_MODEL,
    add_bench_arguments,
    add_harness_arguments,
    add_model_arguments,
    apply_bench_arguments,
    default_model,
    environment_versions,
    harness_config_from,
    note_no_input,
    prepare_tiers,
    search_setup,
)
from superasm.cli.profile_cmd import apply_function_target
from superasm.datasets.build import reads_no_input
from superasm.harness import HarnessConfig
from superasm.metrics import best_record
from superasm.models import spec_usage
from superasm.problem import Problem
from superasm.record import ResultRecord
from superasm.report.choice import machine_words, optimizer_choice, timing_words
from superasm.runs import RunDir
from superasm.sandbox import bwrap_available
from superasm.search import run_search
from superasm.toolchain import compiler_version
from superasm.verdict import Flag, TimingMethod


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "optimize", help="make one C program faster: write checked, timed assembly",
        description="Optimize one C program: search for faster assembly than gcc -O3 with a "
                    "model, check every candidate (the tests, and generated inputs where the "
                    "program's input can be modelled), write the fastest one that passed every "
                    "check that ran; the file's header and the last lines say which ran.")
    parser.add_argument("source", metavar="PROG.c", help="the C program")
    parser.add_argument("--tests", required=True, metavar="DIR",
                        help="folder of tests in any layout `dataset build` reads: NAME.in with "
                             ".out/.ans, NAME_in.txt with _out.txt, NAME.in.txt with .out.txt, "
                             "input.N with output.N; tests under secret/ or hidden/ are hidden")
    parser.add_argument("--model", help=f"optimizer spec: {spec_usage()} (default: "
                                        f"{DEFAULT_MODEL}, the built-in search that needs no LLM)")
    parser.add_argument("--samples", type=int, default=4, help="best-of-N: samples (default 4)")
    parser.add_argument("--rounds", type=int, default=1, help="refinement rounds (default 1)")
    parser.add_argument("-o", "--output", metavar="PROG.s",
                        help="where to write the assembly (default: PROG.s next to PROG.c)")
    parser.add_argument("--out", metavar="RUN_DIR",
                        help="keep the run directory here (every reply and verdict)")
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument("--function", metavar="NAME",
                        help="change only this function (docs/functions.md): the per-function "
                             "search without --model, the hot-function prompt with a model")
    add_harness_arguments(parser)
    add_bench_arguments(parser, scale_by_default=True)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def chosen(records: list[ResultRecord]) -> ResultRecord | None:
    """The candidate to write: the best by the one ranking (:func:`superasm.metrics.best_record`),
    if it is correct, not refuted by hidden or fuzz tests, and has assembly."""
    usable = [r for r in records if r.correct and r.verified is not False and r.candidate_asm]
    return best_record(usable) if usable else None


def _ci_text(record: ResultRecord) -> str:
    m = record.measurement
    return f" (95% CI {m.ci[0]:.3f}-{m.ci[1]:.3f})" if m and not record.identical_to_baseline else ""


def account(records: list[ResultRecord], model_spec: str, samples: int, rounds: int) -> list[str]:
    """A short account of what was tried: counts by status, per round, tokens and cost.  A
    compiler search is deterministic: its samples are one search, said so (the settings it
    tried are in :func:`search_lines`)."""
    if _trials(records):
        searches = len({(r.problem_id, r.round) for r in records})
        return [f"ran {model_spec}: {searches} search{'es' if searches > 1 else ''} "
                f"(deterministic: {samples} samples x {rounds} rounds are the same search)"]
    lines = [f"tried {len(records)} candidates from {model_spec} ({samples} samples x {rounds} "
             "rounds)"]
    statuses = Counter(r.status.value for r in records)
    lines.append("  statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    refuted = [r for r in records if r.correct and r.verified is False]
    if refuted:
        lines.append(f"  {len(refuted)} correct on the shown tests but refuted on inputs never "
                     f"shown (no credit): e.g. {refuted[0].verified_detail[:160]}")
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
    if args.function:
        problem = apply_function_target(args, problem)
    hidden = len(problem.hidden_tests)  # all tests used, public and hidden: the true count
    print(f"{problem.id}: {len(problem.tests) + hidden} tests"
          + (f" ({len(problem.tests)} shown to the optimizer, {hidden} hidden)" if hidden else "")
          + (f" ({generated} expected outputs taken from the gcc -O3 build)" if generated else ""),
          file=sys.stderr)
    (problem,), _ = apply_bench_arguments(args, [problem], harness_config.compiler)
    (problem,) = prepare_tiers(args, [problem], harness_config.compiler)
    quiet = note_no_input([problem], harness_config.time_on)
    spec = default_model(args)
    model, search_config, config = search_setup(args, spec, harness_config)
    config.update({"command": "optimize", "dataset": str(source),
                   "bench_inputs": args.bench_inputs, "scale_timing": args.scale_timing,
                   "reads_no_input": quiet})
    with tempfile.TemporaryDirectory(prefix="superasm-optimize-") as scratch:
        run_dir = RunDir(Path(args.out) if args.out else Path(scratch) / "run")
        try:
            run_dir.open(config, [problem])
            records = run_search([problem], model, harness_config, search_config, run_dir)
        finally:
            model.close()
    return report(records, problem.baseline_asm, output, spec, args, problem,
                  Provenance(source, harness_config))


@dataclass(frozen=True)
class Provenance:
    """What the written ``.s`` says of itself: the C file it came from and the harness that
    checked and timed it (its machine is this one)."""

    source: Path
    harness: HarnessConfig


def _comment(text: str) -> str:
    """One assembler comment line (``#``, GNU as on x86-64); a newline in a path cannot end it."""
    return "# " + " ".join(text.split()) + "\n"


def header(verdict: str, made: str, checked: str, provenance: Provenance,
           problem: Problem | None) -> str:
    """The comment the written ``.s`` begins with: what produced it, what it was checked on,
    how and on which inputs it was timed, and on which machine, so that a file found later
    says where its claim comes from."""
    harness = provenance.harness
    lines = [f"superasm {__version__} optimize {provenance.source.name}: {verdict}",
             f"made by: {made}", f"checked: {checked}",
             f"timing: {_timed_on(problem)}; "
             f"{timing_words(harness.timing.to_dict(), harness.time_on.value)}",
             f"machine: {machine_words({'versions': environment_versions()})}"]
    return "".join(_comment(line) for line in lines)


def _why_baseline(records: list[ResultRecord], best: ResultRecord | None,
                  args: argparse.Namespace) -> str:
    """Why the gcc -O3 assembly is written: what kept every candidate from credit."""
    if args.timing == TimingMethod.NONE and best is not None:
        return "timing is off (--timing none), so no candidate can be shown faster"
    if best is not None and best.identical_to_baseline and _trials(records):
        return "no compiler setting the search tried was decided faster (below: what it tried)"
    if best is not None and best.identical_to_baseline:
        return "the only correct candidate is gcc -O3's own code"
    if best is not None:
        point = best.speedup_estimate
        why = ("no correct candidate was decided faster"
               + (f" (best point estimate {point:.3f}x{_ci_text(best)})" if point else ""))
        if Flag.CLOCK_DISAGREEMENT in best.flags:
            why += "; its CPU and wall clocks disagreed, so it was not credited"
        return why
    return "no candidate passed the tests"


def report(records: list[ResultRecord], baseline_asm: str, output: Path, spec: str,
           args: argparse.Namespace, problem: Problem | None = None,
           provenance: Provenance | None = None) -> int:
    """Write the chosen assembly (after a header saying where it came from, given the
    provenance) and print the result and the account."""
    best = chosen(records)
    if best is not None and best.credited_speedup > 1.0:
        assert best.candidate_asm is not None
        claim = f"speedup {best.credited_speedup:.3f}x over gcc -O3{_ci_text(best)}"
        top = header(claim, f"{optimizer_choice(best, spec)} (optimizer {spec})",
                     best.verification_words(), provenance, problem) if provenance else ""
        output.write_text(top + best.candidate_asm, encoding="utf-8")
        print(f"wrote {output}: {claim}, round {best.round} sample {best.sample}, "
              f"{best.tests_passed}/{best.tests_total} tests passed; "
              f"{best.verification_words()}")
    else:
        why = _why_baseline(records, best, args)
        compiler = provenance.harness.compiler if provenance else "gcc"
        top = header(f"the gcc -O3 assembly, because {why}",
                     f"{compiler} -O3 ({compiler_version(compiler)}); optimizer {spec} tried",
                     "the reference itself", provenance, problem) if provenance else ""
        output.write_text(top + baseline_asm, encoding="utf-8")
        print(f"wrote {output}: the gcc -O3 assembly, because {why}")
    if best is not None and best.checks:
        print(f"  checked: {best.checks_line()}"
              + ("" if best.verified_beyond_public else " (public tests only: not verified)"))
    for line in account(records, spec, args.samples, args.rounds):
        print(line)
    if best is None or best.credited_speedup <= 1.0:
        for line in diagnosis(records, problem, args):
            print(line)
    else:
        for line in search_lines(records, problem):
            print(line)
    if args.out:
        print(f"run directory: {args.out}")
    return 0


# --------------------------------------------------------------------------- what happened
def _trials(records: list[ResultRecord]) -> list[dict[str, Any]]:
    """The compiler search's table of trials (empty for a language model)."""
    rows: list[dict[str, Any]] = []
    for record in records:
        rows += [r for r in record.info.get("variants", []) if isinstance(r, dict)]
    return rows


def _interval(row: dict[str, Any]) -> str:
    ci = row.get("speedup_ci")
    return f"{row['speedup']:.3f}x" + (f" [{ci[0]:.3f}, {ci[1]:.3f}]" if ci else "")


def _timed_on(problem: Problem | None) -> str:
    """'3 timing inputs (baseline 24 ms each)' or what was timed instead."""
    if problem is None:
        return "the timed inputs"
    each = problem.bench_made.baseline_s if problem.bench_made is not None else None
    if problem.bench_tests and each:
        return (f"{len(problem.bench_tests)} timing inputs (baseline "
                f"{1000 * each:.1f} ms each)")
    if problem.bench_tests:
        return f"{len(problem.bench_tests)} timing inputs"
    if problem.hidden_tests:
        return f"the {len(problem.hidden_tests)} hidden tests"
    return f"the {len(problem.tests)} public tests (shown inputs: no credit)"


def search_lines(records: list[ResultRecord], problem: Problem | None) -> list[str]:
    """What a compiler search tried, and which setting came closest (or won), with its
    interval and what it was timed on; nothing for a language model."""
    return _searched(records, problem, "fastest")[0]


def _searched(records: list[ResultRecord], problem: Problem | None,
              label: str = "closest") -> tuple[list[str], dict[str, Any] | None, set[str]]:
    rows = _trials(records)
    measured = [r for r in rows if r.get("speedup") is not None and r.get("status") == "correct"
                and r.get("variant") != "start"]
    lines: list[str] = []
    if rows:
        settings = {r.get("command") for r in rows}
        full = {r.get("command") for r in measured if r.get("stage") == "full"}
        timed = {r.get("command") for r in measured}
        same = sum(r.get("status") in ("duplicate", "identical_to_baseline") for r in rows)
        broken = sum(r.get("status") not in ("correct", "duplicate", "identical_to_baseline",
                                             "skipped") for r in rows)
        lines.append(f"  the search tried {len(settings)} compiler settings: {len(timed)} "
                     f"timed ({len(full)} fully measured), {same} made the same code as another or as "
                     f"gcc -O3, {broken} failed to build or to pass the tests")
    pool = [r for r in measured if r.get("stage") == "full"] or measured
    closest = max(pool, key=lambda r: r.get("speedup") or 0.0, default=None)
    flags = {f for r in pool for f in r.get("flags", [])}
    flags |= {f for rec in records for f in rec.flags}
    if closest is not None:
        command = str(closest.get("command", "")).removesuffix(" -S")
        lines.append(f"  {label}: {command}: {_interval(closest)} "
                     f"({closest.get('stage')} measurement on {_timed_on(problem)})")
    return lines, closest, flags


def diagnosis(records: list[ResultRecord], problem: Problem | None,
              args: argparse.Namespace) -> list[str]:
    """Why nothing was credited and what to do, in a few lines a performance engineer can act
    on: what the search tried, which setting came closest with its interval, the reason (inputs
    too short, noise, slower, wrong), and the next step."""
    lines, closest, flags = _searched(records, problem)
    rows = _trials(records)
    made = problem.bench_made if problem is not None else None
    too_short = Flag.BASELINE_TOO_SHORT in flags or (made is not None and made.short)
    reason, action = _reason(closest, flags, too_short, bool(rows), problem, args)
    correct = [r for r in records if r.correct]
    if closest is None and not rows and correct and all(r.identical_to_baseline for r in correct):
        reason, action = ("every correct candidate was gcc -O3's own code: there was nothing "
                          "else to time", "use an optimizer that changes the code: the default "
                          "search (no --model) or a model")
    lines.append(f"  why nothing was credited: {reason}")
    lines.append(f"  what to do: {action}")
    return lines


def _reason(closest: dict[str, Any] | None, flags: set[str], too_short: bool, searched: bool,
            problem: Problem | None, args: argparse.Namespace) -> tuple[str, str]:
    more_time = ("give the measurement more time (--budget 60, --search-budget 120) on a "
                 "quiet machine")
    if args.timing == TimingMethod.NONE:
        return "timing is off (--timing none)", "drop --timing none"
    if closest is None:
        return ("no setting built code that passed the tests" if searched
                else "no candidate passed the tests and was timed",
                "check the tests' expected outputs (the run directory, --out, has every verdict)")
    if too_short:
        return ("the timed inputs are too short to time: process start (about 1 ms) hides "
                "any gain", "give larger inputs with --bench-inputs DIR (tens of milliseconds "
                "each)" + ("" if args.scale_timing else ", or drop --no-scale-timing"))
    if Flag.TIMED_ON_SHOWN_INPUTS in flags and problem is not None and reads_no_input(problem):
        return ("the program reads no input: any program that prints its output is correct, "
                "so a speedup on its one run cannot be credited",
                "make it read its size or parameters from stdin and give inputs with "
                "--bench-inputs DIR; or, for code you trust, time the shown run with "
                "--time-on public (recorded in the run's config.json)")
    if Flag.TIMED_ON_SHOWN_INPUTS in flags:
        return ("only the public tests could be timed, and inputs a candidate was shown "
                "earn no credit", "add hidden tests (a hidden/ folder) or --bench-inputs DIR")
    if Flag.CLOCK_DISAGREEMENT in flags:
        return ("the CPU and wall clocks disagreed about the closest setting",
                "re-run on a machine with less load; " + more_time)
    low, high = closest.get("speedup_ci") or (closest["speedup"], closest["speedup"])
    if high < 1.0:
        return ("every setting measured slower than gcc -O3 (the closest's interval lies "
                "below 1)", "gcc -O3 is the best compiler setting found for this program: a "
                "model (--model) may find a better algorithm or hand-written assembly")
    if closest["speedup"] < 1.0 + getattr(args, "min_effect", 0.01) and high < 1.05:
        return ("no setting is faster by more than the noise: the interval of the closest "
                "is around 1", "gcc -O3 is as good as the settings tried; try a model (--model)")
    return (f"the closest setting's interval [{low:.3f}, {high:.3f}] does not clear "
            f"{1 + getattr(args, 'min_effect', 0.01):.2f}: too noisy to tell from 1",
            more_time)
