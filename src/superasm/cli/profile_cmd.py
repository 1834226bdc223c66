"""``superasm profile``: where a program's baseline spends its time, per function.

``superasm profile prog.c --tests DIR`` builds the problem as ``optimize`` does and prints the
functions that make up most of the time; ``superasm profile --dataset NAME`` does it for a
problem set, one summary line per problem (``--save FILE`` writes the problems back with
``meta["profile"]``).  Profiles come from callgrind in the sandbox and are cached (see
:mod:`superasm.profile`).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

from superasm.cli import CLIError, build_problem, load_problems_arg
from superasm.datasets import dataset_usage
from superasm.problem import Problem, save_problems
from superasm.profile import (
    DEFAULT_COVERAGE,
    ProfileCache,
    profile_problem,
    resolve_target,
)
from superasm.sandbox import bwrap_available


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "profile", help="where the gcc -O3 baseline spends its time, per function",
        description="Profile the baseline on the timing inputs (bench tests, else hidden, else "
                    "public) with callgrind in the sandbox: per function, its own, self and "
                    "inclusive share of the instructions executed.")
    parser.add_argument("source", nargs="?", metavar="PROG.c", help="a C program (with --tests)")
    parser.add_argument("--tests", metavar="DIR", help="its tests, in any layout `dataset build` "
                                                       "reads")
    parser.add_argument("--dataset", help=f"a problem set instead: {dataset_usage()}")
    parser.add_argument("--limit", type=int, help="first N problems of --dataset")
    parser.add_argument("--ids", help="comma-separated problem ids of --dataset")
    parser.add_argument("--max-inputs", type=int, default=8,
                        help="profile on at most this many timing inputs (default 8)")
    parser.add_argument("--top", type=int, default=10, help="functions shown (default 10)")
    parser.add_argument("--coverage", type=float, default=DEFAULT_COVERAGE,
                        help="hot functions: the fewest that cover this share (default 0.8)")
    parser.add_argument("--no-cache", action="store_true", help="profile again, cache nothing")
    parser.add_argument("--json", action="store_true", help="print the profiles as JSON lines")
    parser.add_argument("--save", metavar="FILE.jsonl",
                        help="write the problems with meta['profile'] to this file")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if bool(args.source) == bool(args.dataset):
        raise CLIError("give a C program (PROG.c --tests DIR) or --dataset NAME, not both")
    if args.source and not args.tests:
        raise CLIError("PROG.c needs --tests DIR (the inputs to profile on)")
    if args.max_inputs < 1 or args.top < 1 or not 0 < args.coverage <= 1:
        raise CLIError("--max-inputs and --top must be at least 1, --coverage in (0, 1]")
    if reason := bwrap_available():
        raise CLIError(reason)
    if args.source:
        source = Path(args.source)
        if not source.exists():
            raise CLIError(f"{source}: no such file")
        problems = [build_problem(source, Path(args.tests))[0]]
    else:
        problems = load_problems_arg(args.dataset, args.limit, args.ids)
    cache = ProfileCache(None if args.no_cache else True)
    for index, problem in enumerate(problems):
        profile = profile_problem(problem, cache, args.max_inputs)
        problems[index] = problem.with_notes(profile=profile.to_dict())  # for --save
        hot = profile.hot(args.coverage)
        if args.json:
            print(json.dumps({"id": problem.id, "profile": profile.to_dict(),
                              "hot": [f.name for f in hot]}))
            continue
        covered = profile.share(sum(f.own_ir for f in hot))
        print(f"{problem.id}: {profile.total_ir:,} instructions on {profile.n_inputs} "
              f"{profile.inputs}; hot: {', '.join(f.name for f in hot) or '-'} "
              f"({covered:.0%} of the run)")
        if len(problems) == 1:
            for line in profile.table(args.top):
                print("  " + line)
    if args.save:
        save_problems(problems, args.save)
        print(f"wrote {args.save}", file=sys.stderr)
    return 0


def apply_function_target(args: argparse.Namespace, problem: Problem) -> Problem:
    """``optimize --function NAME``: work on that function only.  The problem with it as its
    target; says where the compiler inlined it (the enclosing function is worked on then), and
    picks the function-level defaults: the ``per-function`` search without ``--model``, the
    ``hot-function`` prompt for a language model given no other ``--prompt``."""
    target = resolve_target(problem.c_source, problem.baseline_asm, args.function)
    problem = replace(problem, target_functions=(args.function,))
    if target.note:
        print(f"superasm: {target.note}", file=sys.stderr)
    if not getattr(args, "model", None) and not getattr(args, "quick", False):
        args.model = "per-function"
    elif getattr(args, "prompt", "paper") == "paper":
        args.prompt = "hot-function"
    return problem
