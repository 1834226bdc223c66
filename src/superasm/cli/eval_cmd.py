"""``superasm eval``: a model on a problem set → a run directory and the paper's Table 2 row."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, replace
from typing import Any

from superasm import __version__
from superasm.cli import CLIError, load_problems_arg
from superasm.cli.options import (
    add_tier_arguments,
    add_timing_arguments,
    tier_settings_from,
    timing_from_args,
)
from superasm.datasets import dataset_usage, resolve_dataset
from superasm.datasets.apart import each_apart
from superasm.datasets.build import NO_INPUT_ADVICE, reads_no_input
from superasm.datasets.layouts import LeftOut, LeftOutStage
from superasm.datasets.scale import BenchReport, ScaleConfig, add_bench_tests, print_reports
from superasm.harness import HarnessConfig, TimeOn
from superasm.models import Optimizer, load_model, spec_usage
from superasm.models.base import MODEL_OPTIONS
from superasm.pool import Executor
from superasm.problem import Problem
from superasm.registry import Entry, Registry
from superasm.report.tables import format_table2_terminal
from superasm.runs import RunDir, git_revision
from superasm.sandbox import bwrap_available
from superasm.search import SearchConfig, run_search
from superasm.tiers import TIERS, Command, Preparing, TierSpec, beyond_public_tiers
from superasm.toolchain import compiler_version, machine_fingerprint

#: a tier's preparation: the problems, with their cases made (``TierSpec.prepare``)
Prepare = Callable[[list[Problem], Preparing], list[Problem]]

#: the built-in optimizer used when no --model is given (no GPU, no API key)
DEFAULT_MODEL = "tune"


def default_model(args: argparse.Namespace) -> str:
    """``--model`` or the built-in default (its quick preset with ``--quick``), said once."""
    if args.model is not None:
        if args.quick:
            raise CLIError("--quick chooses the default optimizer's quick preset; with --model, "
                           "give the preset in the spec (e.g. tune:quick)")
        return str(args.model)
    spec = f"{DEFAULT_MODEL}:quick" if args.quick else DEFAULT_MODEL
    print(f"no --model given: using the built-in default optimizer '{spec}' (a verified, timed "
          "search over compilers and their flags; no GPU or API key needed)", file=sys.stderr)
    return spec


def add_harness_arguments(parser: argparse.ArgumentParser) -> None:
    """Options shared by every command that evaluates candidates (eval, optimize)."""
    add_timing_arguments(parser)
    group = parser.add_argument_group("harness")
    group.add_argument("--jobs", type=int, default=1,
                       help="parallel evaluation workers, each pinned to its own core")
    add_tier_arguments(parser.add_argument_group("verification (never shown to a model)"),
                       Command.EVALUATE)


def add_bench_arguments(parser: argparse.ArgumentParser, scale_by_default: bool) -> None:
    """Where the timed inputs come from (superasm.datasets.scale): a user's own, or grown from
    the given tests until the baseline takes long enough to time."""
    group = parser.add_argument_group("timing inputs (never shown to a model)")
    group.add_argument("--bench-inputs", metavar="DIR",
                       help="time on these inputs (files in DIR, or in DIR/<problem id>/; "
                            "expected outputs from the gcc -O3 build)")
    if scale_by_default:
        group.add_argument("--no-scale-timing", dest="scale_timing", action="store_false",
                           help="do not grow timing inputs from the tests (time the hidden "
                                "tests, or the public ones if there are none)")
    else:
        group.add_argument("--scale-timing", action="store_true",
                           help="give problems without timing inputs larger ones grown from "
                                "their tests (cached on disk)")
    group.set_defaults(scale_timing=scale_by_default)


def apply_bench_arguments(args: argparse.Namespace, problems: list[Problem],
                          compiler: str = "gcc") -> tuple[list[Problem], list[BenchReport]]:
    """``problems`` with timing inputs as the options of :func:`add_bench_arguments` say,
    and a report for each that got some made."""
    if not (args.bench_inputs or args.scale_timing) or not problems:
        return problems, []  # nothing kept: no "timing inputs for 0 problem(s)" line
    print(f"timing inputs for {len(problems)} problem(s): "
          + (f"from {args.bench_inputs}" if args.bench_inputs else "grown from the tests")
          + " (cached)", file=sys.stderr)
    problems, reports = add_bench_tests(problems, ScaleConfig(compiler=compiler),
                                        user_dir=args.bench_inputs or None,
                                        workers=max(1, getattr(args, "jobs", 1)))
    print_reports(reports)
    return problems, reports


#: each tier's preparation, as ``TierSpec.prepare`` declares it (imported when used)
PREPARATIONS: Registry[Prepare] = Registry(
    "tier preparation", [Entry(spec.tier.value, spec.prepare) for spec in TIERS if spec.prepare])


def prepare_tiers(args: argparse.Namespace, problems: list[Problem],
                  compiler: str = "gcc") -> list[Problem]:
    """``problems`` with every tier's cases made before a run, as each tier declares
    (``TierSpec.prepare``, in the table's order: the generated inputs, then the reference's
    explored corpus).  Shipped cases are kept; a tier its option turns off
    (``--no-verify-inputs``, ``--explore-runs 0``) prepares nothing, and where its cases are a
    problem field no problem has any, shipped or not (``--no-verify-inputs``: the public and
    hidden tests only, the old check)."""
    preparing = Preparing(compiler, max(1, getattr(args, "jobs", 1)),
                          lambda line: print(line, file=sys.stderr))
    for spec in TIERS:
        if not spec.prepare:
            continue
        if not _preparation_on(args, spec):
            if spec.problem_field:
                cleared: dict[str, Any] = {spec.problem_field: ()}
                if spec.made:
                    cleared[spec.made] = None
                problems = [replace(p, **cleared) for p in problems]
            continue
        if problems:
            problems = PREPARATIONS.load(spec.tier.value)(problems, preparing)
    return problems


def _preparation_on(args: argparse.Namespace, spec: TierSpec) -> bool:
    """Does the option that governs a tier's preparation (``TierSpec.prepare_option``) leave it
    on?  Not given, it has the harness's default (``SUPERASM_EXPLORE_RUNS`` included)."""
    if not spec.prepare_option:
        return True
    value = getattr(args, spec.prepare_option, None)
    if value is None:
        option = next(o for o in spec.options if o.dest == spec.prepare_option)
        value = getattr(HarnessConfig(), option.setting) if option.setting else option.default
    return value is not None and bool(value) and value > 0


def note_no_input(problems: list[Problem], time_on: TimeOn) -> list[str]:
    """Say, before a run, which problems read no input and what that means for their speedups
    (:data:`superasm.datasets.build.NO_INPUT_ADVICE`); their ids, for config.json."""
    quiet = [p.id for p in problems if reads_no_input(p)]
    for problem_id in quiet[:10]:
        if time_on is TimeOn.PUBLIC:
            print(f"{problem_id}: reads no input; its shown run is timed and credited because "
                  "--time-on public asks for it (recorded in config.json): only for code you "
                  "trust, since a candidate that prints the answer would be credited too",
                  file=sys.stderr)
        else:
            print(f"{problem_id}: {NO_INPUT_ADVICE}", file=sys.stderr)
    if len(quiet) > 10:
        print(f"... and {len(quiet) - 10} more problems that read no input", file=sys.stderr)
    return quiet


def add_model_arguments(parser: argparse.ArgumentParser) -> None:
    """The flags of :data:`~superasm.models.base.MODEL_OPTIONS`, and ``--quick``."""
    group = parser.add_argument_group("model backends")
    for option in MODEL_OPTIONS:
        settings: dict[str, Any] = {"dest": option.name, "default": option.default,
                                    "help": option.help, "metavar": option.metavar}
        if option.type is not None:
            settings["type"] = option.type
        group.add_argument(option.flag, **settings)
    group.add_argument("--quick", action="store_true",
                       help="first contact: the default optimizer's quick preset (tune:quick)")


def harness_config_from(args: argparse.Namespace) -> HarnessConfig:
    """The harness the timing and tier options describe (the tiers' as
    :data:`~superasm.tiers.TIERS` declares them; an option not given keeps the default)."""
    try:
        return HarnessConfig(timing=timing_from_args(args),
                             time_on=getattr(args, "time_on", HarnessConfig.time_on),
                             **tier_settings_from(args, Command.EVALUATE))
    except ValueError as exc:
        raise CLIError(str(exc)) from exc


def model_options_from(args: argparse.Namespace) -> dict[str, Any]:
    options = {o.name: getattr(args, o.name) for o in MODEL_OPTIONS
               if getattr(args, o.name, None) is not None}
    if getattr(args, "shots", 0):
        try:
            options["few_shot_pool"] = resolve_dataset("builtin:train")
        except Exception as exc:  # noqa: BLE001 - tell the user, then carry on without shots
            raise CLIError(f"--shots needs the builtin train split: {exc}") from exc
    return options


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("eval", help="evaluate a model on a problem set",
                            description="Evaluate a model on a problem set: assemble, test and "
                                        "time every candidate in the sandbox; write a run "
                                        "directory; print the paper's Table 2 row.")
    parser.add_argument("--dataset", required=True, help=dataset_usage())
    parser.add_argument("--model", default=None,
                        help=f"{spec_usage()} (default: {DEFAULT_MODEL}, the built-in search "
                             "over compilers and flags: no GPU, no API key)")
    parser.add_argument("--samples", type=int, default=1, help="best-of-N: samples per problem")
    parser.add_argument("--rounds", type=int, default=1, help="iterative refinement rounds")
    parser.add_argument("--out", required=True, help="run directory (resumed if it exists)")
    parser.add_argument("--allow-other-machine", action="store_true",
                        help="resume a timed run started on another machine (its timings and "
                             "this machine's will be mixed; refused without this flag)")
    parser.add_argument("--limit", type=int, help="only the first N problems")
    parser.add_argument("--ids", help="only these problem ids (comma-separated)")
    parser.add_argument("--executor", default=Executor.LOCAL.value,
                        choices=[e.value for e in Executor])
    parser.add_argument("--no-progress", action="store_true")
    add_harness_arguments(parser)
    add_bench_arguments(parser, scale_by_default=False)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def search_setup(args: argparse.Namespace, spec: str, harness_config: HarnessConfig,
                 executor: Executor = Executor.LOCAL
                 ) -> tuple[Optimizer, SearchConfig, dict[str, Any]]:
    """The model, the search settings, and what config.json records of both (eval, optimize).
    The model takes the harness settings from the pool the search attaches it to."""
    model = load_model(spec, **model_options_from(args))
    search_config = SearchConfig(samples=args.samples, rounds=args.rounds, fuzz=args.fuzz,
                                 jobs=args.jobs, progress=not args.no_progress,
                                 executor=Executor(executor))
    config = {"model": spec, "samples": args.samples, "rounds": args.rounds,
              "timing": args.timing, "clock": args.clock, "harness": harness_config.to_dict(),
              "search": asdict(search_config), "model_settings": model.describe(),
              "versions": environment_versions(), "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    return model, search_config, config


def environment_versions() -> dict[str, Any]:
    versions: dict[str, Any] = {"superasm": __version__, "git_revision": git_revision(),
                                "python": platform.python_version(), "platform": platform.platform(),
                                "machine": machine_fingerprint(),
                                "cores": len(os.sched_getaffinity(0))}
    for compiler in ("gcc", "clang"):
        try:
            versions[compiler] = compiler_version(compiler)
        except Exception:  # noqa: BLE001 - absent compilers are simply not recorded
            pass
    return versions


def verified_words(summary: dict[str, Any]) -> str:
    """``verified pass 62.5%`` when some problem was checked beyond its public tests; else what
    was checked, since a share of 0% would read as every candidate refuted."""
    if summary.get("verified_pass") or not summary.get("test_pass") \
            or summary.get("checked_beyond_public", 1):
        return f"verified pass {summary.get('verified_pass') or 0.0:.1f}%"
    return ("verified pass 0.0%: public tests only, no other tier ran ("
            + ", ".join(beyond_public_tiers()) + "; docs/verification.md)")


def make_inputs(args: argparse.Namespace, problems: list[Problem], compiler: str
                ) -> tuple[list[Problem], list[BenchReport], list[LeftOut]]:
    """Every input the run uses beyond the problem's own: timing inputs, then verification
    inputs and the reference's explored corpus.  The problems with them, the timing inputs'
    reports, and the left out: one program's inputs never take the evaluation down, a program
    a stage fails on is left out (the run never sees it)."""
    problems, bench, failed = each_apart(
        problems, lambda some: apply_bench_arguments(args, some, compiler),
        "timing inputs", LeftOutStage.TIMING_INPUTS)
    problems, _, more = each_apart(
        problems, lambda some: (prepare_tiers(args, some, compiler), []),
        "verification inputs", LeftOutStage.VERIFY_INPUTS)
    return problems, bench, failed + more


def open_run(args: argparse.Namespace, run_dir: RunDir, config: dict[str, Any],
             problems: list[Problem], harness_config: HarnessConfig
             ) -> tuple[bool, list[Problem]]:
    """Refuse a directory that holds another run before anything is made for this one; then
    make every input (:func:`make_inputs`) and only then open the directory, so its
    problems.jsonl holds each problem as the harness sees it (the reports and ``report
    --remeasure`` read it).  Whether it resumes, and the problems as the run sees them."""
    run_dir.check(config, args.allow_other_machine)
    problems, bench, failed = make_inputs(args, problems, harness_config.compiler)
    config.update({"bench_problems": sum(bool(r.inputs) for r in bench),
                   "reads_no_input": note_no_input(problems, harness_config.time_on),
                   "n_problems": len(problems)})
    resuming = run_dir.open(config, problems, allow_other_machine=args.allow_other_machine)
    for item in failed:
        print(item.line(), file=sys.stderr)
    return resuming, problems


def run(args: argparse.Namespace) -> int:
    if args.samples < 1 or args.rounds < 1:
        raise CLIError("--samples and --rounds must be at least 1")
    problems = load_problems_arg(args.dataset, args.limit, args.ids)
    if reason := bwrap_available():
        raise CLIError(reason)
    args.model = default_model(args)  # said once the dataset is known to load, not before
    harness_config = harness_config_from(args)
    model, search_config, config = search_setup(args, args.model, harness_config, args.executor)
    config.update({"dataset": args.dataset, "min_effect": args.min_effect, "fuzz": args.fuzz,
                   "prompt": args.prompt, "limit": args.limit, "ids": args.ids,
                   "bench_inputs": args.bench_inputs, "scale_timing": args.scale_timing,
                   "command": " ".join(sys.argv)})
    run_dir = RunDir(args.out)
    try:
        resuming, problems = open_run(args, run_dir, config, problems, harness_config)
        done = len(run_dir.results())
        print(f"{'resuming' if resuming else 'starting'} {args.model} on {args.dataset}: "
              f"{len(problems)} problems × {args.samples} samples × {args.rounds} rounds"
              + (f" ({done} results already recorded)" if resuming else ""), file=sys.stderr)
        started = time.monotonic()
        run_search(problems, model, harness_config, search_config, run_dir)
    finally:
        model.close()
    summary = run_dir.written_summary  # what run_search just wrote, not read back
    if summary is None:
        raise CLIError(f"{args.out}: the search wrote no summary")
    print(format_table2_terminal(summary, args.model))
    counts = ", ".join(f"{k} {v}" for k, v in sorted(summary["status_counts"].items()))
    disagreements = summary.get("clock_disagreements", 0)
    print(f"statuses: {counts}; {verified_words(summary)}; "
          + (f"{disagreements} clock disagreement(s) not credited; " if disagreements else "")
          + f"{summary['n_problems']} problems in {time.monotonic() - started:.0f} s; "
          f"results in {args.out}")
    return 0
