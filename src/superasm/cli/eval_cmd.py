"""``superasm eval``: a model on a problem set → a run directory and the paper's Table 2 row."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from dataclasses import fields
from pathlib import Path
from typing import Any

from superasm.cli import CLIError

DEFAULT_MODEL = "portfolio"
MODEL_OPTION_NAMES = ("base_url", "api_key_env", "temperature", "max_tokens", "concurrency",
                      "timeout_s", "max_retries", "prompt", "shots", "top_p", "seed")


def add_harness_arguments(parser: argparse.ArgumentParser) -> None:
    """Options shared by every command that evaluates candidates (eval, optimize)."""
    group = parser.add_argument_group("harness")
    group.add_argument("--timing", default="default",
                       choices=["default", "paper-ref", "instructions", "none"],
                       help="default: interleaved adaptive timing with 95%% CIs; paper-ref: the "
                            "reference implementation's method; instructions: valgrind counts")
    group.add_argument("--clock", default="cpu", choices=["cpu", "wall"],
                       help="time measured by the default timing (cpu = user+sys from rusage)")
    group.add_argument("--budget", type=float, default=30.0, metavar="SECONDS",
                       help="timing budget per candidate (default 30)")
    group.add_argument("--min-rounds", type=int, default=6)
    group.add_argument("--max-rounds", type=int, default=60)
    group.add_argument("--jobs", type=int, default=1,
                       help="parallel evaluation workers, each pinned to its own core")
    group.add_argument("--fuzz", type=int, default=0, metavar="N",
                       help="N differential-fuzzing inputs per problem for the verified check")


def add_model_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("model backends")
    group.add_argument("--base-url", help="OpenAI-compatible server URL, e.g. http://127.0.0.1:8000/v1")
    group.add_argument("--api-key-env", help="environment variable holding the API key")
    group.add_argument("--temperature", type=float)
    group.add_argument("--top-p", type=float)
    group.add_argument("--max-tokens", type=int)
    group.add_argument("--seed", type=int, help="sampling seed (hf, vllm, and APIs that take one)")
    group.add_argument("--concurrency", type=int, help="concurrent requests")
    group.add_argument("--request-timeout", type=float, dest="timeout_s")
    group.add_argument("--max-retries", type=int)
    group.add_argument("--prompt", default="paper", help="prompt variant (paper, c-only, ...)")
    group.add_argument("--shots", type=int, default=0, help="k-shot examples from the train split")


def harness_config_from(args: argparse.Namespace):
    from superasm.harness import HarnessConfig

    return HarnessConfig(timing=args.timing, clock=args.clock, budget_s=args.budget,
                         min_rounds=args.min_rounds, max_rounds=max(args.max_rounds, args.min_rounds))


def model_options_from(args: argparse.Namespace) -> dict[str, Any]:
    options = {name: getattr(args, name) for name in MODEL_OPTION_NAMES
               if getattr(args, name, None) is not None}
    if getattr(args, "shots", 0):
        from superasm.datasets import resolve_dataset

        try:
            options["few_shot_pool"] = resolve_dataset("builtin:train")
        except Exception as exc:  # noqa: BLE001 - tell the user, then carry on without shots
            raise CLIError(f"--shots needs the builtin train split: {exc}") from exc
    return options


def load_problems_arg(dataset: str, limit: int | None, ids: str | None):
    from superasm.datasets import resolve_dataset
    from superasm.problem import ProblemFormatError

    try:
        problems = resolve_dataset(dataset)
    except (ProblemFormatError, OSError) as exc:
        raise CLIError(str(exc)) from exc
    if ids:
        wanted = [i.strip() for i in ids.split(",") if i.strip()]
        missing = sorted(set(wanted) - {p.id for p in problems})
        if missing:
            raise CLIError(f"problem ids not in {dataset}: {', '.join(missing)}")
        problems = [p for p in problems if p.id in wanted]
    if limit is not None:
        problems = problems[:limit]
    if not problems:
        raise CLIError(f"{dataset}: no problems to evaluate")
    return problems


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("eval", help="evaluate a model on a problem set",
                            description="Evaluate a model on a problem set: assemble, test and "
                                        "time every candidate in the sandbox; write a run "
                                        "directory; print the paper's Table 2 row.")
    parser.add_argument("--dataset", required=True,
                        help="problem file (JSONL) or name: examples, builtin, builtin:train, builtin:val")
    parser.add_argument("--model", default=None,
                        help="baseline | replay:FILE | compiler:CMD | portfolio | openai:M | "
                             "anthropic:M | hf:PATH | vllm:PATH | A+B (default: portfolio, the "
                             "built-in compiler-portfolio search: no GPU, no API key)")
    parser.add_argument("--samples", type=int, default=1, help="best-of-N: samples per problem")
    parser.add_argument("--rounds", type=int, default=1, help="iterative refinement rounds")
    parser.add_argument("--out", required=True, help="run directory (resumed if it exists)")
    parser.add_argument("--limit", type=int, help="only the first N problems")
    parser.add_argument("--ids", help="only these problem ids (comma-separated)")
    parser.add_argument("--executor", default="local", choices=["local", "ray"])
    parser.add_argument("--no-progress", action="store_true")
    add_harness_arguments(parser)
    add_model_arguments(parser)
    parser.set_defaults(func=run)


def environment_versions() -> dict[str, Any]:
    import superasm
    from superasm.runs import git_revision
    from superasm.toolchain import compiler_version, machine_fingerprint

    versions: dict[str, Any] = {"superasm": superasm.__version__, "git_revision": git_revision(),
                                "python": platform.python_version(), "platform": platform.platform()}
    for compiler in ("gcc", "clang"):
        try:
            versions[compiler] = compiler_version(compiler)
        except Exception:  # noqa: BLE001 - absent compilers are simply not recorded
            pass
    versions["machine"] = machine_fingerprint()
    versions["cores"] = len(os.sched_getaffinity(0))
    return versions


def run(args: argparse.Namespace) -> int:
    from superasm.metrics import table2_row
    from superasm.models import ModelError, load_model
    from superasm.runs import RunDir, RunDirError
    from superasm.sandbox import SandboxUnavailable, bwrap_available
    from superasm.search import SearchConfig, run_search

    if args.samples < 1 or args.rounds < 1:
        raise CLIError("--samples and --rounds must be at least 1")
    if args.model is None:
        args.model = DEFAULT_MODEL
        print(f"no --model given: using the built-in default optimizer '{DEFAULT_MODEL}' (a "
              "verified compiler-portfolio search; no GPU or API key needed)", file=sys.stderr)
    problems = load_problems_arg(args.dataset, args.limit, args.ids)
    reason = bwrap_available()
    if reason:
        raise CLIError(reason)
    harness_config = harness_config_from(args)
    try:
        model = load_model(args.model, harness_config=harness_config, **model_options_from(args))
    except ModelError as exc:
        raise CLIError(str(exc)) from exc
    search_config = SearchConfig(samples=args.samples, rounds=args.rounds, fuzz=args.fuzz,
                                 jobs=args.jobs, progress=not args.no_progress,
                                 executor=args.executor)
    config = {
        "dataset": args.dataset,
        "model": args.model,
        "samples": args.samples,
        "rounds": args.rounds,
        "timing": args.timing,
        "clock": args.clock,
        "fuzz": args.fuzz,
        "prompt": args.prompt,
        "limit": args.limit,
        "ids": args.ids,
        "n_problems": len(problems),
        "harness": harness_config.to_dict(),
        "search": {f.name: getattr(search_config, f.name) for f in fields(search_config)},
        "model_settings": model.describe(),
        "versions": environment_versions(),
        "command": " ".join(sys.argv),
        "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    run_dir = RunDir(args.out)
    try:
        resuming = run_dir.open(config, problems)
    except RunDirError as exc:
        raise CLIError(str(exc)) from exc
    done = len(run_dir.results())
    print(f"{'resuming' if resuming else 'starting'} {args.model} on {args.dataset}: "
          f"{len(problems)} problems × {args.samples} samples × {args.rounds} rounds"
          + (f" ({done} results already recorded)" if resuming else ""), file=sys.stderr)
    started = time.monotonic()
    try:
        run_search(problems, model, harness_config, search_config, run_dir)
    except SandboxUnavailable as exc:
        raise CLIError(str(exc)) from exc
    finally:
        model.close()
    summary = json.loads((Path(args.out) / "summary.json").read_text())
    print(table2_row(summary, args.model))
    counts = ", ".join(f"{k} {v}" for k, v in sorted(summary["status_counts"].items()))
    print(f"statuses: {counts}; verified pass {summary['verified_pass']:.1f}%; "
          f"{summary['n_problems']} problems in {time.monotonic() - started:.0f} s; "
          f"results in {args.out}")
    return 0
